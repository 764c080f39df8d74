"""Where a ``pattern``'s parts are, read without compiling it: its character classes and
the escapes and groups outside them (ECMA-262 syntax as JSON Schema reads it; a ``[`` inside a
class opens a nested class, as the ``regex`` module and llguidance read it, so a class's end is
found as those engines find it). Used by the engines to say where they read a pattern
differently from the JSON Schema validator."""

from __future__ import annotations

import re

__all__ = [
    "class_spans",
    "control_escape",
    "has_escape_in",
    "lookaround_outside_classes",
    "negated_classes",
    "posix_classes",
]


def class_spans(pattern: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each top-level class of ``pattern`` (``end`` just past its
    ``]``; brackets nest, a ``]`` right after ``[`` or ``[^`` is a member)."""
    found: list[tuple[int, int]] = []
    i, n = 0, len(pattern)
    while i < n:
        if pattern[i] == "\\":
            i += 2
        elif pattern[i] == "[":
            end = _class_end(pattern, i)
            found.append((i, end))
            i = end
        else:
            i += 1
    return found


def negated_classes(pattern: str) -> list[str]:
    """The text of each top-level class of ``pattern`` that starts ``[^``."""
    return [pattern[a:b] for a, b in class_spans(pattern) if pattern.startswith("[^", a)]


_POSIX = re.compile(r"\[:[a-z]+:\]")


def posix_classes(pattern: str) -> list[str]:
    """Each ``[:name:]`` written inside a class of ``pattern`` (``[[:alpha:]]``): POSIX
    regex reads it as a named class; ECMA-262 reads its characters one by one."""
    return [m.group(0) for a, b in class_spans(pattern) for m in _POSIX.finditer(pattern, a + 1, b)]


_LOOKAROUND = ("(?=", "(?!", "(?<=", "(?<!")


def lookaround_outside_classes(pattern: str) -> str | None:
    """The first lookaround opener (``(?=``, ``(?!``, ``(?<=``, ``(?<!``) of ``pattern``
    outside its classes and not escaped, or ``None``."""
    spans = class_spans(pattern)
    i, n = 0, len(pattern)
    while i < n:
        inside = next((b for a, b in spans if a == i), None)
        if inside is not None:
            i = inside
        elif pattern[i] == "\\":
            i += 2
        else:
            for opener in _LOOKAROUND:
                if pattern.startswith(opener, i):
                    return opener
            i += 1
    return None


def control_escape(pattern: str) -> str | None:
    """The first control escape (``\\cA`` … ``\\cz``, ECMA-262: the character whose code
    is the letter's modulo 32) of ``pattern``, or ``None``."""
    i, n = 0, len(pattern)
    while i < n:
        if pattern[i] == "\\":
            letter = pattern[i + 2 : i + 3]
            if pattern.startswith("c", i + 1) and letter.isascii() and letter.isalpha():
                return pattern[i : i + 3]
            i += 2
        else:
            i += 1
    return None


def has_escape_in(text: str, letter: str) -> bool:
    """Whether ``text`` holds the escape ``\\`` + ``letter`` (not an escaped backslash
    followed by the letter)."""
    i, n = 0, len(text)
    while i < n:
        if text[i] == "\\":
            if text.startswith(letter, i + 1):
                return True
            i += 2
        else:
            i += 1
    return False


def _class_end(pattern: str, start: int) -> int:
    """Index just past the class that opens at ``pattern[start]`` (``len`` if unclosed)."""
    k, n, depth = start + 1, len(pattern), 1
    if pattern.startswith("^", k):
        k += 1
    if pattern.startswith("]", k):
        k += 1
    while k < n:
        ch = pattern[k]
        if ch == "\\":
            k += 2
            continue
        if pattern.startswith("[:", k):  # a POSIX class: [:name:]
            close = pattern.find(":]", k + 2)
            if close != -1:
                k = close + 2
                continue
        if ch == "[":
            depth += 1
            k += 1
            if pattern.startswith("^", k):
                k += 1
            if pattern.startswith("]", k):
                k += 1
            continue
        k += 1
        if ch == "]":
            depth -= 1
            if depth == 0:
                return k
    return n
