"""Where a ``pattern``'s parts are, read without compiling it: its character classes and
the escapes and groups outside them (ECMA-262 syntax as JSON Schema reads it; a ``[`` inside a
class opens a nested class, as the ``regex`` module and llguidance read it, so a class's end is
found as those engines find it). Used by the engines to say where they read a pattern
differently from the JSON Schema validator."""

from __future__ import annotations

import re
from typing import Any

__all__ = [
    "UnreadablePattern",
    "admitted",
    "class_set_operator",
    "class_spans",
    "control_escape",
    "has_escape_in",
    "lookaround_outside_classes",
    "negated_classes",
    "nested_class_opener",
    "nested_posix_class",
    "python_parse",
    "reads_not_space",
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
"""A POSIX class name inside a class (``[:alpha:]``; llguidance 1.9.1 reads the lower-case
names so)."""


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


def reads_not_space(pattern: str) -> bool:
    """Whether ``pattern`` says "not white space": ``\\S`` anywhere, or ``\\s`` inside a
    negated class (``[^\\s]``). Engines read white space otherwise than ECMA-262 does
    (XGrammar: ASCII only; llguidance: without U+FEFF), so there their mask is wider."""
    return has_escape_in(pattern, "S") or any(
        has_escape_in(c, "s") for c in negated_classes(pattern)
    )


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


_ECMA_SPACE = frozenset(
    "\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff"
    + "".join(chr(c) for c in range(0x2000, 0x200B))
)
"""ECMA-262 ``\\s``: WhiteSpace and LineTerminator (U+FEFF included)."""
_NAMED_GROUP = re.compile(r"(?<!\\)((?:\\\\)*)\(\?<(?![=!])")


class UnreadablePattern(ValueError):
    """A pattern Python's regex parser cannot read (ECMA-262 syntax it lacks, or invalid)."""


def python_parse(pattern: str) -> Any:
    """``pattern`` parsed by Python's own regex parser (``re._parser``, Python 3.11+; an
    ECMA-262 named group ``(?<name>`` is read as ``(?P<name>``), without its "Possible
    nested set" warnings (a measurement, not the user's regex).

    Raises:
        UnreadablePattern: the parser cannot read it (``\\p{L}``, ``\\u{…}``, ``\\cA``,
            ``\\z``, an invalid pattern, or nesting past the recursion limit).
    """
    import importlib
    import warnings

    sre: Any = importlib.import_module("re._parser")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", FutureWarning)
            return sre.parse(_NAMED_GROUP.sub(r"\1(?P<", pattern))
    except (re.error, RecursionError, OverflowError, ValueError) as exc:
        raise UnreadablePattern(str(exc)) from None


def admitted(pattern: str, chars: str) -> str | None:
    """The first character of ``chars`` that some atom of ``pattern`` (a literal, ``.``, a
    class, ``\\d``/``\\w``/``\\s`` and their negations, read as ECMA-262 reads them) can
    match, or ``None`` when no atom matches any of them.

    Read with :func:`python_parse`. An atom inside a look-around counts too, so the answer
    errs towards "admitted".

    Raises:
        UnreadablePattern: Python's parser cannot read ``pattern`` (``\\p{L}``, ``\\u{…}``,
            ``\\k<name>``, ``\\cA``, ``\\z`` or an invalid pattern).
    """
    parsed = python_parse(pattern)
    wanted = set(chars)
    found: set[str] = set()

    def in_category(category: str, ch: str) -> bool:
        base = category.replace("CATEGORY_NOT_", "CATEGORY_")
        if base == "CATEGORY_DIGIT":
            hit = "0" <= ch <= "9"
        elif base == "CATEGORY_WORD":
            hit = ch.isascii() and (ch.isalnum() or ch == "_")
        else:
            hit = ch in _ECMA_SPACE
        return hit != ("_NOT_" in category)

    def in_class(items: list[tuple[Any, Any]], ch: str) -> bool:
        negate = bool(items) and str(items[0][0]) == "NEGATE"
        hit = False
        for op, arg in items:
            name = str(op)
            if name == "LITERAL":
                hit = hit or chr(arg) == ch
            elif name.startswith("RANGE"):
                low, high = arg
                hit = hit or low <= ord(ch) <= high
            elif name == "CATEGORY":
                hit = hit or in_category(str(arg), ch)
        return hit != negate

    def walk(items: Any) -> None:
        for op, arg in items:
            name = str(op)
            if name == "LITERAL":
                found.update(c for c in wanted if c == chr(arg))
            elif name == "NOT_LITERAL":
                found.update(c for c in wanted if c != chr(arg))
            elif name == "ANY":
                found.update(c for c in wanted if c not in "\n\r\u2028\u2029")
            elif name == "IN":
                found.update(c for c in wanted if in_class(arg, c))
            elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                if arg[1] != 0:
                    walk(arg[2])
            elif name in ("SUBPATTERN", "ATOMIC_GROUP"):
                walk(arg[-1])
            elif name == "BRANCH":
                for branch in arg[1]:
                    walk(branch)
            elif name in ("ASSERT", "ASSERT_NOT"):
                walk(arg[1])
            elif name == "GROUPREF_EXISTS":
                walk(arg[1])
                if arg[2] is not None:
                    walk(arg[2])

    try:
        walk(parsed)
    except RecursionError:
        raise UnreadablePattern("too deeply nested") from None
    return next((c for c in chars if c in found), None)


def class_set_operator(pattern: str) -> str | None:
    """The first ``&&``, ``--`` or ``~~`` (unescaped) inside a class of ``pattern``, read as
    ECMA-262 reads classes (there they are two literal characters; Rust's regex, which
    llguidance uses, reads intersection, difference and symmetric difference), or ``None``."""
    for text in _ecma_classes(pattern):
        k, n = 1, len(text)
        while k < n:
            if text[k] == "\\":
                k += 2
            elif text[k : k + 2] in ("&&", "--", "~~"):
                return text[k : k + 2]
            else:
                k += 1
    return None


def _ecma_classes(pattern: str) -> list[str]:
    """The text of each class of ``pattern`` as ECMA-262 reads classes (one ends at its
    first unescaped ``]``; a ``[`` inside is a literal), brackets included."""
    found: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        if pattern[i] == "\\":
            i += 2
        elif pattern[i] == "[":
            k = i + 1
            while k < n and pattern[k] != "]":
                k += 2 if pattern[k] == "\\" else 1
            found.append(pattern[i : k + 1])
            i = k + 1
        else:
            i += 1
    return found


def _nested_bracket(pattern: str) -> tuple[int, int] | None:
    """``(start of the class, index of the '[')`` of the first unescaped ``[`` inside a
    class of ``pattern``, read as ECMA-262 reads classes (one ends at its first unescaped
    ``]``; a ``[`` inside is a literal), or ``None``."""
    i, n = 0, len(pattern)
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            i += 2
        elif ch == "[":
            k = i + 1
            while k < n and pattern[k] != "]":
                if pattern[k] == "\\":
                    k += 2
                    continue
                if pattern[k] == "[":
                    return i, k
                k += 1
            i = k + 1
        else:
            i += 1
    return None


def nested_class_opener(pattern: str) -> str | None:
    """The text from the first class of ``pattern`` to just past an unescaped ``[`` inside
    it (``[[``, ``[a[:``), read as ECMA-262 reads classes, or ``None`` when no class holds
    one."""
    found = _nested_bracket(pattern)
    return None if found is None else pattern[found[0] : found[1] + 1]


def nested_posix_class(pattern: str) -> str | None:
    """The POSIX class (``[:alpha:]``) that the first ``[`` inside a class of ``pattern``
    opens, or ``None`` (other nested brackets: :func:`nested_class_opener`)."""
    found = _nested_bracket(pattern)
    match = None if found is None else _POSIX.match(pattern, found[1])
    return match.group(0) if match else None
