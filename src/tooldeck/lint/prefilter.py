"""Required literals of a regular expression: a cheap test that rules a pattern out.

A pattern such as ``\\bsilently (?:call|send)\\b`` can only match a text that contains
``silently call`` or ``silently send``. :func:`required_literals` reads such a set off
the parsed pattern (Python's own parser, the one :func:`re.compile` uses), and
:class:`LiteralGate` searches a text once for any literal of many patterns: a text with
none of them cannot match any of the patterns, so the patterns need not run. This is
the prefilter idea of code search engines (R. Cox, "Regular Expression Matching with a
Trigram Index", 2012; RE2's ``prefilter``), done on whole literals instead of trigrams.

The set is an over-approximation, never an under-approximation: every string the
pattern matches contains one of the literals, so the gate says "cannot match" only when
that is true. A word boundary ``\\b`` stays in the literal (the gate tests it at the same
place, between the same characters of the text); the other zero-width assertions
(lookarounds, ``^``, ``$``, ``\\B``) are read as matching the empty string, which can only
add strings. Patterns it cannot read (a case-insensitive, ASCII or locale flag, a first
part that matches any text) give None: no literal is required and the gate lets every
text through.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from importlib import import_module
from typing import Any

_p: Any = import_module("re._parser")  # the parser re.compile uses (CPython 3.11+)
_c: Any = import_module("re._constants")  # its opcodes

__all__ = ["LiteralGate", "needs_non_ascii", "required_literals", "trie_pattern"]

_MAX_SET = 64
"""Most strings kept in the set of one run of the pattern (``(?:a|b) (?:c|d)`` has 4);
past it the run is cut and its parts are judged apart."""

_MAX_CLASS = 16
"""Most characters of a character class read as a choice of literals (``[abc]``)."""

_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)
_ZERO_WIDTH = (_c.AT, _c.ASSERT, _c.ASSERT_NOT)

_BOUNDARY = "\ufdd0"
"""Stands for ``\\b`` inside a literal (a Unicode noncharacter; :func:`trie_pattern`
writes it back as ``\\b``): ``\\btu\\b`` keeps the word boundaries of the pattern,
so the gate does not open for the "tu" inside "return"."""

_Info = tuple[frozenset[str] | None, frozenset[str] | None]
"""(every string the part can match, when few and known; a set one of whose members
every match contains, when known)."""


def _chars(literal: str) -> int:
    """Characters of ``literal`` a text must hold (its word boundaries are none)."""
    return len(literal) - literal.count(_BOUNDARY)


def _useful(strings: frozenset[str] | None) -> bool:
    """Whether ``strings`` rules anything out: each member needs a character."""
    return bool(strings) and all(_chars(s) for s in strings)  # type: ignore[union-attr]


def _best(candidates: list[frozenset[str]]) -> frozenset[str] | None:
    """The most selective candidate: longest shortest member, then fewest members, then
    most word boundaries."""
    return max(
        candidates,
        key=lambda s: (min(_chars(x) for x in s), -len(s), sum(x.count(_BOUNDARY) for x in s)),
        default=None,
    )


def _sequence(items: Sequence[tuple[Any, Any]]) -> _Info:
    exact: frozenset[str] = frozenset({""})
    complete = True  # ``exact`` is still every string the whole sequence can match
    candidates: list[frozenset[str]] = []
    for op, av in items:
        whole, required = _node(op, av)
        if required is not None and whole is None:  # a known part joins the run instead
            candidates.append(required)
        if whole is None:  # an unknown part: the run so far is one candidate
            if _useful(exact):
                candidates.append(exact)
            exact, complete = frozenset({""}), False
            continue
        if whole == {""}:
            continue
        if len(exact) * len(whole) > _MAX_SET:
            if _useful(exact):
                candidates.append(exact)
            exact, complete = whole, False
            continue
        exact = frozenset(a + b for a in exact for b in whole)
    if _useful(exact):
        candidates.append(exact)
    return (exact if complete else None), _best(candidates)


def _node(op: Any, av: Any) -> _Info:
    if op is _c.LITERAL:
        return frozenset({chr(av)}), None
    if op is _c.IN:
        chars: set[str] = set()
        for kind, value in av:
            if kind is _c.LITERAL:
                chars.add(chr(value))
            elif kind is _c.RANGE and value[1] - value[0] < _MAX_CLASS:
                chars.update(chr(c) for c in range(value[0], value[1] + 1))
            else:  # NEGATE, CATEGORY (\w, \s), a wide range
                return None, None
        return (frozenset(chars) if len(chars) <= _MAX_CLASS else None), None
    if op is _c.SUBPATTERN:
        _group, add_flags, _del_flags, sub = av
        if add_flags & (re.IGNORECASE | re.ASCII | re.LOCALE):
            return None, None  # literals or \\b would mean something else here
        return _sequence(sub)
    if op is _c.ATOMIC_GROUP:
        return _sequence(av)
    if op is _c.BRANCH:
        wholes: list[frozenset[str] | None] = []
        requireds: list[frozenset[str] | None] = []
        for branch in av[1]:
            whole, required = _sequence(branch)
            wholes.append(whole)
            if required is None and _useful(whole):
                required = whole
            requireds.append(required)
        union: frozenset[str] | None = None
        if all(w is not None for w in wholes):
            union = frozenset().union(*wholes)  # type: ignore[arg-type]
            if len(union) > _MAX_SET:
                union = None
        needed = None
        if all(r is not None for r in requireds):
            needed = frozenset().union(*requireds)  # type: ignore[arg-type]
        return union, needed
    if op in _REPEATS:
        low, high, sub = av
        whole, required = _sequence(sub)
        if low == 0:
            if high == 1 and whole is not None:
                return whole | {""}, None
            return None, None
        if required is None and _useful(whole):
            required = whole
        return (whole if low == high == 1 else None), required
    if op is _c.AT and av is _c.AT_BOUNDARY:
        return frozenset({_BOUNDARY}), None  # the gate checks it at the same place
    if op in _ZERO_WIDTH:
        return frozenset({""}), None  # read as empty: only adds strings
    return None, None  # ANY, NOT_LITERAL, CATEGORY, GROUPREF, …: any text


def required_literals(pattern: str) -> frozenset[str] | None:
    """A set of literal strings one of which every match of ``pattern`` contains, or None
    when the pattern needs none that can be read off it (a case-insensitive pattern, an
    optional first part, ``.*``). A literal may hold U+FDD0 where the pattern has ``\\b``
    (a word boundary at that place, :func:`trie_pattern` writes it as ``\\b``).

    Args:
        pattern: a regular expression in Python's :mod:`re` syntax (str).

    Returns:
        The set (non-empty, no empty string), or None.

    Raises:
        re.error: the pattern does not compile.
    """
    parsed = _p.parse(pattern)
    if parsed.state.flags & (re.IGNORECASE | re.ASCII | re.LOCALE):
        return None
    whole, required = _sequence(list(parsed))
    if required is None and _useful(whole):
        required = whole
    return required


def _needs_non_ascii(items: Sequence[tuple[Any, Any]]) -> bool:
    """Whether every match of the parsed sequence ``items`` holds a non-ASCII character:
    some part of it that must match (not optional, not a lookaround) does."""
    for op, av in items:
        if op is _c.LITERAL:
            if av > 0x7F:
                return True
        elif op is _c.IN:
            if av and all(
                (kind is _c.LITERAL and value > 0x7F) or (kind is _c.RANGE and value[0] > 0x7F)
                for kind, value in av
            ):
                return True  # a class of non-ASCII characters only (a NEGATE is neither)
        elif op is _c.SUBPATTERN:
            if not av[1] & (re.IGNORECASE | re.ASCII | re.LOCALE) and _needs_non_ascii(av[3]):
                return True
        elif op is _c.ATOMIC_GROUP:
            if _needs_non_ascii(av):
                return True
        elif op is _c.BRANCH:
            if all(_needs_non_ascii(branch) for branch in av[1]):
                return True
        elif op in _REPEATS and av[0] >= 1 and _needs_non_ascii(av[2]):
            return True
    return False


def needs_non_ascii(pattern: str) -> bool:
    """Whether every match of ``pattern`` holds a character outside ASCII (a Chinese or
    Japanese phrase, however it is spelled), read off the parsed pattern as
    :func:`required_literals` is: then an ASCII text cannot match it. False when it cannot
    be told (a case-insensitive pattern, whose literals may fold to ASCII: the Kelvin sign).

    Raises:
        re.error: the pattern does not compile.
    """
    parsed = _p.parse(pattern)
    if parsed.state.flags & (re.IGNORECASE | re.ASCII | re.LOCALE):
        return False
    return _needs_non_ascii(list(parsed))


def trie_pattern(literals: Iterable[str]) -> str:
    """One :mod:`re` pattern matching exactly the given literals, factored as a trie
    (``silently (?:call|send)``) so that a search tries each position once per shared
    prefix instead of once per literal."""
    trie: dict[str, Any] = {}
    for literal in literals:
        node = trie
        for char in literal:
            node = node.setdefault(char, {})
        node[""] = {}  # end of a literal

    def emit(node: dict[str, Any]) -> str:
        if "" in node and len(node) > 1:
            return ""  # a literal ends here: its prefix is enough (a search needs any)
        branches = [
            (r"\b" if char == _BOUNDARY else re.escape(char)) + emit(child)
            for char, child in sorted(node.items())
            if char
        ]
        if not branches:
            return ""
        if len(branches) == 1:
            return branches[0]
        return "(?:" + "|".join(branches) + ")"

    return emit(trie)


class LiteralGate:
    """Rules texts out for a group of patterns at once.

    :meth:`may_match` is False only when no pattern of the group can match the text:
    every pattern has required literals (:func:`required_literals`) and the text holds
    none of them. A group with a pattern that has none lets every text through.
    """

    def __init__(self, patterns: Iterable[str]) -> None:
        literals: set[str] = set()
        self.open = False
        for pattern in patterns:
            required = required_literals(pattern)
            if required is None:
                self.open = True
                break
            literals.update(required)
        self.literals: frozenset[str] = frozenset() if self.open else frozenset(literals)
        self._search: Callable[[str], object] | None = None  # compiled on first use

    @classmethod
    def joined(cls, gates: Iterable[LiteralGate]) -> LiteralGate:
        """One gate for the patterns of all ``gates`` (open when one of them is)."""
        gates = list(gates)
        gate = cls(())
        gate.open = any(g.open for g in gates)
        if not gate.open:
            gate.literals = frozenset().union(*(g.literals for g in gates))
        return gate

    def for_ascii(self) -> LiteralGate:
        """The same gate for ASCII texts only: a literal with a character outside ASCII
        (its word-boundary marks aside) cannot occur in one, so it is left out, and the
        smaller trie is quicker to search (session 12: the other languages' cues)."""
        gate = LiteralGate(())
        gate.open = self.open
        gate.literals = frozenset(
            literal for literal in self.literals if literal.replace(_BOUNDARY, "").isascii()
        )
        return gate

    def may_match(self, text: str) -> bool:
        """Whether some pattern of the group may match ``text`` (False: none can)."""
        if self.open:
            return True
        search = self._search
        if search is None:
            if not self.literals:
                return False
            search = self._search = re.compile(trie_pattern(self.literals)).search
        return search(text) is not None
