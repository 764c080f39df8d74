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

Start-up (session 19): the rules' gates read their literals from a table worked out
ahead (:data:`LITERAL_TABLE_PATH`, written by ``python -m tooldeck.lint.literal_table``),
at their first question rather than at import; a gate answers its first questions by
looking for its literals' letters in the text and compiles its trie only once that has
cost about what compiling costs; the patterns behind gates compile at first use
(:func:`lazy_compile`). Each gives the answers of the eager way.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from importlib import import_module, resources
from pathlib import Path
from typing import Any, cast

_p: Any = import_module("re._parser")  # the parser re.compile uses (CPython 3.11+)
_c: Any = import_module("re._constants")  # its opcodes

__all__ = [
    "LITERAL_TABLE_PATH",
    "LiteralGate",
    "caseless_gated",
    "caseless_literals",
    "known_literals",
    "known_needs_non_ascii",
    "lazy_compile",
    "needs_non_ascii",
    "pattern_key",
    "reader_sha256",
    "required_literals",
    "trie_pattern",
]

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


@lru_cache(maxsize=256)
def _folds_to_ascii(char: str) -> bool:
    """Whether a case-insensitive :mod:`re` pattern holding ``char`` matches an ASCII
    character there (the Kelvin sign matches ``k``, the long s ``s``): asked of
    :mod:`re` itself, so the answer is the engine's."""
    folded = re.compile(re.escape(char), re.IGNORECASE)
    return any(folded.fullmatch(chr(code)) for code in range(128))


def caseless_literals(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """For ``pattern`` searched case-insensitively (``re.IGNORECASE``, in ``flags`` or
    inline): a set of lower-case literals one of which the lower-cased form
    (``str.lower``) of every ASCII text that the pattern matches contains, or None when
    none can be read. Read as :func:`required_literals` reads a case-sensitive pattern:
    in an ASCII text a character matches a pattern's ASCII letter case-insensitively only
    where their lower cases are equal, and ``\\b`` falls where it fell before lowering.
    A literal with a character outside ASCII that no ASCII character matches cannot occur
    in an ASCII text and is left out (an empty set: no ASCII text matches); one with a
    character that folds to ASCII (the Kelvin sign) gives None.

    Raises:
        re.error: the pattern does not compile.
    """
    parsed = _p.parse(pattern, flags & ~re.IGNORECASE)
    if parsed.state.flags & (re.ASCII | re.LOCALE):
        return None
    whole, required = _sequence(list(parsed))
    if required is None and _useful(whole):
        required = whole
    if required is None:
        return None
    kept: set[str] = set()
    for literal in required:
        chars = literal.replace(_BOUNDARY, "")
        if chars.isascii():
            kept.add(literal.lower())
        elif any(_folds_to_ascii(char) for char in chars if not char.isascii()):
            return None
    return frozenset(kept)


class _CaselessGated:
    """A compiled case-insensitive pattern whose searches of an ASCII text run only when
    the text's lower case holds one of its :func:`caseless_literals` (:func:`caseless_gated`)."""

    def __init__(self, compiled: re.Pattern[str]) -> None:
        self._compiled = compiled
        self.pattern = compiled.pattern
        self.flags = compiled.flags
        gate = LiteralGate(())

        def work() -> tuple[bool, frozenset[str]]:
            literals = caseless_literals(compiled.pattern, compiled.flags)
            return (True, frozenset()) if literals is None else (False, literals)

        gate._work = work
        self._gate = gate

    def _may_match(self, text: str) -> bool:
        return not text.isascii() or self._gate.may_match(text.lower())

    def search(self, string: str, *args: Any) -> re.Match[str] | None:
        return self._compiled.search(string, *args) if self._may_match(string) else None

    def match(self, string: str, *args: Any) -> re.Match[str] | None:
        return self._compiled.match(string, *args) if self._may_match(string) else None

    def fullmatch(self, string: str, *args: Any) -> re.Match[str] | None:
        return self._compiled.fullmatch(string, *args) if self._may_match(string) else None

    def finditer(self, string: str, *args: Any) -> Iterator[re.Match[str]]:
        return self._compiled.finditer(string, *args) if self._may_match(string) else iter(())

    def findall(self, string: str, *args: Any) -> list[Any]:
        return self._compiled.findall(string, *args) if self._may_match(string) else []

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self._compiled, name)

    def __repr__(self) -> str:
        return f"caseless_gated({self._compiled!r})"


def caseless_gated(compiled: re.Pattern[str]) -> re.Pattern[str]:
    """``compiled`` (a case-insensitive pattern: a long ``re.IGNORECASE`` alternation of
    cues, which :mod:`re` tries at every position of a text) behind a gate: its
    ``search``, ``match``, ``fullmatch``, ``finditer`` and ``findall`` of an ASCII text
    first look for its :func:`caseless_literals` in the text's lower case (one trie
    search, :class:`LiteralGate`) and answer "no match" without running the pattern when
    none is there; other texts, and every other attribute, go to ``compiled``. The answers
    are the pattern's own (the literals are a necessary condition). Session 42: D104's,
    D105's and D107's six alternations cost about 0.4 s a lint of BFCL's pool, mostly on
    descriptions that hold none of their cues; gated, about a fifth of that. Not an
    instance of :class:`re.Pattern`: give it to no function of :mod:`re`; call its
    methods. The literals are read at the first ASCII text asked about.
    """
    return cast("re.Pattern[str]", _CaselessGated(compiled))


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


LITERAL_TABLE_PATH = Path(str(resources.files("tooldeck"))) / "data/lint/literal_table.json"
"""The literals and ASCII answers of every pattern the lint rules gate, worked out ahead
(``python -m tooldeck.lint.literal_table`` writes it): reading its 241 patterns, some of
them alternations of hundreds of cues, with Python's parser took about 0.4 s of every
first lint (session 19)."""

_RECORDING: list[str] | None = None
"""While ``python -m tooldeck.lint.literal_table`` imports the rules: every pattern given
to a gate or to :func:`known_needs_non_ascii`, in order (None: not recording)."""


def pattern_key(pattern: str) -> str:
    """The table's key of ``pattern``: the SHA-256 of its UTF-8 text (hex)."""
    return hashlib.sha256(pattern.encode("utf-8")).hexdigest()


def reader_sha256() -> str:
    """SHA-256 (hex) of this module's source: the code that reads literals off a pattern.
    A table written by other code is not used (its answers could differ)."""
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, list[str] | None], dict[str, bool]]:
    """(pattern key → sorted literals or None, pattern key → :func:`needs_non_ascii`) of
    :data:`LITERAL_TABLE_PATH`; both empty when the file is missing, unreadable or
    written by another version of this module (every pattern is then read here)."""
    try:
        raw = json.loads(LITERAL_TABLE_PATH.read_text(encoding="utf-8"))
        if raw["reader_sha256"] != reader_sha256():
            return {}, {}
        return raw["literals"], raw["needs_non_ascii"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}, {}


def known_literals(pattern: str) -> frozenset[str] | None:
    """:func:`required_literals` of ``pattern``, from the literal table when it holds the
    pattern (same answer, no parsing), else worked out here."""
    if _RECORDING is not None:
        _RECORDING.append(pattern)
    table, key = _table()[0], pattern_key(pattern)
    if key not in table:
        return required_literals(pattern)
    entry = table[key]
    return None if entry is None else frozenset(entry)


def known_needs_non_ascii(pattern: str) -> bool:
    """:func:`needs_non_ascii` of ``pattern``, from the literal table when it holds the
    pattern, else worked out here."""
    if _RECORDING is not None:
        _RECORDING.append(pattern)
    entry = _table()[1].get(pattern_key(pattern))
    return needs_non_ascii(pattern) if entry is None else entry


class _LazyPattern:
    """A regular expression compiled on first use (:func:`lazy_compile`)."""

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self._flags = flags

    def __getattr__(self, name: str) -> Any:
        # called only for a name the instance lacks: compile once, and keep the compiled
        # pattern's methods on the instance, so later calls cost what they cost on it
        if name.startswith("__"):
            raise AttributeError(name)
        compiled = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self._flags)
            for method in ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn"):
                setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r})"


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)`` done on the first use of a method or attribute (other
    than ``.pattern``): a pattern behind a :class:`LiteralGate` is compiled only once a text
    passes the gate, and most texts of a small deck pass few of them (session 19). Its
    matches are the compiled pattern's own. Not an instance of :class:`re.Pattern`: give
    it to no function of :mod:`re` (``re.sub(p, …)``); call its methods.

    Raises:
        re.error: at first use, when the pattern does not compile.
    """
    return cast("re.Pattern[str]", _LazyPattern(pattern, flags))


_COMPILE_WORK = 9000
_CHECK_WORK = 400
"""The cost model of :meth:`LiteralGate._scanner`, in units of about 0.3 ns (CPython 3.11,
session 19): one ``chars in text`` check costs ``len(text) + _CHECK_WORK`` units, and
compiling a trie ``_COMPILE_WORK`` units per character of its literals (0.19 s for the
4,927 literals, 70,623 characters, of the largest gate; one scan of them over a sentence
of 200 characters, 0.8 ms; their trie's search, 0.05 ms)."""


_INDEX_MIN = 256
_INDEX_CHARS = 3
_INDEX_WORK = 400
""":meth:`LiteralGate._indexed_scanner`: used for gates of at least ``_INDEX_MIN``
distinct literals; a literal is indexed by its first ``_INDEX_CHARS`` characters;
cutting a text into its pieces of that length costs about ``_INDEX_WORK`` units (of
:data:`_COMPILE_WORK`'s model) a character."""


def _always(text: str) -> bool:
    return True


def _never(text: str) -> None:
    return None


class LiteralGate:
    """Rules texts out for a group of patterns at once.

    :meth:`may_match` is False only when no pattern of the group can match the text:
    every pattern has required literals (:func:`required_literals`) and the text holds
    none of them. A group with a pattern that has none lets every text through. The
    literals are read (:func:`known_literals`) and their trie compiled on the first
    :meth:`may_match`, not when the gate is made: a run that never asks pays nothing.
    """

    def __init__(self, patterns: Iterable[str]) -> None:
        self._patterns = tuple(patterns)
        if _RECORDING is not None:
            _RECORDING.extend(self._patterns)
        self._work: Callable[[], tuple[bool, frozenset[str]]] = self._from_patterns
        self._known: tuple[bool, frozenset[str]] | None = None
        self._search: Callable[[str], object] | None = None  # set on first use
        self._trie: re.Pattern[str] | None = None  # the compiled trie, once compiled

    def _from_patterns(self) -> tuple[bool, frozenset[str]]:
        literals: set[str] = set()
        for pattern in self._patterns:
            required = known_literals(pattern)
            if required is None:
                return True, frozenset()
            literals.update(required)
        return False, frozenset(literals)

    def _resolved(self) -> tuple[bool, frozenset[str]]:
        known = self._known
        if known is None:
            known = self._known = self._work()
        return known

    @property
    def open(self) -> bool:
        """Whether the gate lets every text through (a pattern without literals)."""
        return self._resolved()[0]

    @property
    def literals(self) -> frozenset[str]:
        """The literals one of which a text must hold (empty for an open gate)."""
        return self._resolved()[1]

    @classmethod
    def joined(cls, gates: Iterable[LiteralGate]) -> LiteralGate:
        """One gate for the patterns of all ``gates`` (open when one of them is)."""
        gates = tuple(gates)
        gate = cls(())

        def work() -> tuple[bool, frozenset[str]]:
            if any(g.open for g in gates):
                return True, frozenset()
            return False, frozenset().union(*(g.literals for g in gates))

        gate._work = work
        return gate

    def for_ascii(self) -> LiteralGate:
        """The same gate for ASCII texts only: a literal with a character outside ASCII
        (its word-boundary marks aside) cannot occur in one, so it is left out, and the
        smaller trie is quicker to search (session 12: the other languages' cues)."""
        gate = LiteralGate(())

        def work() -> tuple[bool, frozenset[str]]:
            is_open, literals = self._resolved()
            return is_open, frozenset(
                literal for literal in literals if literal.replace(_BOUNDARY, "").isascii()
            )

        gate._work = work
        return gate

    def _first_search(self) -> Callable[[str], object]:
        is_open, literals = self._resolved()
        if is_open:
            return _always
        if not literals:
            return _never
        return self._scanner(literals)

    def _scanner(self, literals: frozenset[str]) -> Callable[[str], object]:
        """A search of ``literals`` without a compiled trie, until it has cost about what
        compiling the trie costs; then the trie (the ski-rental rule: at most twice the
        cheaper of the two, whatever the number of texts). Its answers are the trie's:
        a literal can occur only where its characters do (``str.__contains__``, its word
        boundaries aside); a literal without boundaries occurs when they do; the others
        found so are searched with a trie of those alone (a few, compiled at once)."""
        by_chars: dict[str, list[str]] = {}
        for literal in sorted(literals):
            by_chars.setdefault(literal.replace(_BOUNDARY, ""), []).append(literal)
        chars = tuple(by_chars)
        plain = frozenset(literal for literal in literals if _BOUNDARY not in literal)
        budget = _COMPILE_WORK * sum(map(len, literals))
        if len(chars) >= _INDEX_MIN:
            return self._indexed_scanner(literals, by_chars, plain, budget)

        def scan(text: str) -> object:
            nonlocal budget
            budget -= len(chars) * (len(text) + _CHECK_WORK)
            if budget < 0:
                trie = self._trie = re.compile(trie_pattern(literals))
                search = self._search = trie.search
                return search(text)
            found = [c for c in chars if c in text]
            return _found_search(found, plain, by_chars, text)

        return scan

    def _indexed_scanner(
        self,
        literals: frozenset[str],
        by_chars: dict[str, list[str]],
        plain: frozenset[str],
        budget: int,
    ) -> Callable[[str], object]:
        """:meth:`_scanner` for a gate of many literals: the ``chars in text`` checks are
        asked only of the literals whose first :data:`_INDEX_CHARS` characters are among
        the text's (a literal occurs only where its first characters do: the same
        literals are found, so the answers are the trie's), the shorter ones always.
        Session 43: one check of each of a large gate's thousands of literals was about
        1.6 s of CPU of a first lint of BFCL's pool (a new deck's cost), before each
        trie was compiled."""
        size = _INDEX_CHARS
        short: list[str] = []
        index: dict[str, list[str]] = {}
        for chars in by_chars:
            if len(chars) < size:
                short.append(chars)
            else:
                index.setdefault(chars[:size], []).append(chars)

        def scan(text: str) -> object:
            nonlocal budget
            heads = {text[i : i + size] for i in range(len(text) - size + 1)}
            candidates = [c for head in heads & index.keys() for c in index[head]]
            budget -= (len(text) + _CHECK_WORK) * (len(short) + len(candidates)) + len(
                text
            ) * _INDEX_WORK
            if budget < 0:
                trie = self._trie = re.compile(trie_pattern(literals))
                search = self._search = trie.search
                return search(text)
            found = [c for c in short if c in text]
            found += [c for c in candidates if c in text]
            return _found_search(found, plain, by_chars, text)

        return scan

    def may_match(self, text: str) -> bool:
        """Whether some pattern of the group may match ``text`` (False: none can)."""
        search = self._search
        if search is None:
            search = self._search = self._first_search()
        return search(text) is not None

    def first_from(self, text: str, pos: int = 0) -> int:
        """:meth:`may_match` with a position: -1 when no pattern of the group can match
        ``text``, else a position at or after ``pos`` before which none of the gate's
        literals starts in ``text`` (where the first one starts, once the trie is
        compiled; else ``pos``). ``pos``: a position before which the caller knows no
        literal of this gate starts (0 when it knows none), such as the one a gate over
        a superset of these literals returned: the trie's search then starts there
        (``re.Pattern.search(text, pos)`` reads ``\\b`` and look-behinds against the whole
        text, so the answer is the one a search from 0 gives). Session 39: T109's gate
        tree (:func:`tooldeck.lint.intent.core_groups`) searched each of its 11,769
        spans on BFCL's pool about 7 times from the start."""
        trie = self._trie
        if trie is not None:
            found = trie.search(text, pos)
            return -1 if found is None else found.start()
        return pos if self.may_match(text) else -1


def _found_search(
    found: list[str], plain: frozenset[str], by_chars: dict[str, list[str]], text: str
) -> object:
    """The end of a gate's scan: None when no literal's characters are in ``text``
    (``found`` empty), True when one of them is a plain literal, else the search of a trie
    of the literals those characters stand for."""
    if not found:
        return None
    if any(c in plain for c in found):
        return True
    return re.search(trie_pattern([lit for c in found for lit in by_chars[c]]), text)
