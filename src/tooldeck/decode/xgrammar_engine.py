"""XGrammar (MLC, Apache-2.0), the optional engine: precompiled token masks, fastest per
token. The turn grammar is built from XGrammar's own JSON Schema and EBNF grammars.

Measured on XGrammar 0.2.8 (issue 7 and ``tests/decode/test_engines.py``): it accepts
``allOf``, ``oneOf``, ``not``, ``if/then/else``, ``uniqueItems``, ``contains``,
``dependent*`` and ``unevaluated*`` without enforcing them, so tooldeck reports them as
relaxed (refused unless ``relax=True``), see :data:`XGRAMMAR_IGNORED`.

XGrammar compiles in C++ and cannot be interrupted from Python; some values make it run for
minutes (measured on XGrammar 0.2.8 with o200k_base, one busy 2-core machine: an ``enum`` of
10,000 strings 21 s, ``^[a-z]{1,200}$`` and ``^(a|b|c|d){1000}$`` over 60 s, a 100,000-
character pattern 12 s; ``^[a-z]{0,100}$`` 1.2 s, 3,000 enum strings 0.15 s). So values
above :data:`MAX_ENUM_VALUES`, :data:`MAX_ENUM_CHARS`, :data:`MAX_PATTERN_CHARS` or
:data:`MAX_PATTERN_EXPANSION` are refused before compiling, like any value the engine
cannot take (named with tool, pointer and keyword; ``relax=True`` decodes without them and
checks them after generation).

What the limits do not foresee is bounded in time: building and compiling a grammar runs in
a worker thread (XGrammar's C++ releases the GIL), and one that has not finished after
:data:`COMPILE_TIMEOUT_S` seconds is a :class:`~tooldeck.errors.GrammarError` naming the
limit. The thread cannot be stopped: it runs on until XGrammar returns and its result is
dropped; while :data:`MAX_RUNAWAY` such threads are still running, the next compilation is
refused at once rather than piling up more.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import numpy as np

from tooldeck.decode._pattern_scan import (
    UnreadablePattern,
    admitted,
    class_spans,
    control_escape,
    has_escape_in,
    lookaround_outside_classes,
    python_parse,
    reads_not_space,
)
from tooldeck.decode.engine_base import Bitmask, Compiled, Engine, Matcher
from tooldeck.decode.grammar import (
    LEADING_SPACE,
    Boundary,
    Choice,
    FreeText,
    JsonValue,
    Node,
    Optional,
    Repeat,
    Seq,
    Space,
)
from tooldeck.decode.grammar import Literal as Lit
from tooldeck.decode.keywords import schema_keywords
from tooldeck.decode.options import DecodeOptions
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter
from tooldeck.errors import EngineUnavailableError, GrammarError
from tooldeck.schema import ANNOTATION_KEYWORDS

__all__ = [
    "COMPILE_TIMEOUT_S",
    "MAX_ENUM_CHARS",
    "MAX_ENUM_VALUES",
    "MAX_PATTERN_CHARS",
    "MAX_PATTERN_EXPANSION",
    "MAX_RUNAWAY",
    "XGRAMMAR_IGNORED",
    "XGrammarEngine",
]

MAX_ENUM_VALUES = 2000
"""Most values of one ``enum`` XGrammar is given (10,000 took 21 s to compile)."""

MAX_ENUM_CHARS = 262_144
"""Most characters of one ``enum``'s values, as JSON, XGrammar is given (256 Ki)."""

MAX_PATTERN_CHARS = 4096
"""Longest ``pattern`` XGrammar is given (characters; 100,000 took 12 s)."""

MAX_PATTERN_EXPANSION = 128
"""Largest ``pattern`` after counted repetition is unrolled (each ``{m,n}`` counts ``n``
times its body, ``*``/``+`` ``m + 1`` times; one per character or class otherwise, via
Python's ``re`` parser): ``{0,100}`` compiled in 1.2 s, ``{1,200}`` in over 60 s."""

COMPILE_TIMEOUT_S = 60.0
"""Seconds XGrammar may take to build and compile one grammar (``XGrammarEngine(…,
compile_timeout_s=…)``): three times the ~20 s of the slowest legitimate grammar measured,
an ``auto`` turn with a free-text branch over 200k tokens (docs/decode.md)."""

MAX_RUNAWAY = 2
"""Compilations past their deadline that may still be running before the next one is
refused at once (each holds a CPU until XGrammar returns)."""

_RUNAWAY: list[threading.Thread] = []
_RUNAWAY_LOCK = threading.Lock()
_T = TypeVar("_T")


class _Overdue(Exception):
    """A grammar that XGrammar had not built within the deadline (message: why)."""


def _with_deadline(work: Callable[[], _T], seconds: float, what: str) -> _T:
    """``work()`` in a daemon thread, waited for ``seconds``; its exception re-raised.

    Raises:
        _Overdue: the deadline passed (the thread runs on, counted in ``_RUNAWAY``), or
            :data:`MAX_RUNAWAY` earlier overdue threads are still running.
    """
    with _RUNAWAY_LOCK:
        _RUNAWAY[:] = [t for t in _RUNAWAY if t.is_alive()]
        running = len(_RUNAWAY)
    if running >= MAX_RUNAWAY:
        raise _Overdue(
            f"XGrammar is still busy with {running} earlier grammars that ran past the "
            f"{seconds:g} s limit (XGrammar cannot be interrupted), so {what} was not started"
        )
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = work()
        except BaseException as exc:  # handed to the caller
            box["error"] = exc

    thread = threading.Thread(target=run, name="tooldeck-xgrammar", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        with _RUNAWAY_LOCK:
            _RUNAWAY.append(thread)
        raise _Overdue(
            f"XGrammar did not finish {what} within the {seconds:g} s limit "
            "(compile_timeout_s; it cannot be interrupted, so it runs on in the background "
            "and its result is dropped)"
        )
    if "error" in box:
        raise box["error"]
    value: _T = box["value"]
    return value


# Measured on XGrammar 0.2.8 (issue 7 and tests/decode/test_engines.py): accepted, not enforced.
XGRAMMAR_IGNORED = {
    "allOf": "accepted but not enforced by XGrammar",
    "oneOf": "decoded as anyOf by XGrammar (exclusivity not enforced)",
    "not": "accepted but not enforced by XGrammar",
    "if": "accepted but not enforced by XGrammar",
    "then": "accepted but not enforced by XGrammar",
    "else": "accepted but not enforced by XGrammar",
    "uniqueItems": "accepted but not enforced by XGrammar",
    "contains": "accepted but not enforced by XGrammar",
    "minContains": "accepted but not enforced by XGrammar",
    "maxContains": "accepted but not enforced by XGrammar",
    "dependentRequired": "accepted but not enforced by XGrammar",
    "dependentSchemas": "accepted but not enforced by XGrammar",
    "unevaluatedProperties": "accepted but not enforced by XGrammar",
    "unevaluatedItems": "accepted but not enforced by XGrammar",
}


_REF_SIBLING_NOTE = (
    "beside a $ref: XGrammar follows the $ref and ignores every keyword next to it "
    "(wrapping both in allOf does not help), so the mask would let values through that "
    "this keyword refuses"
)
_PATTERN_PROPERTIES_NOTE = (
    "XGrammar matches each patternProperties pattern against the whole key (ECMA-262 "
    "searches the key: '^x' matches 'x1', XGrammar takes only 'x') and lets no other key "
    "through whatever additionalProperties says, so the mask would refuse keys the schema "
    "allows (with minProperties, every call)"
)


class _XGrammarMatcher(Matcher):
    def __init__(self, matcher: Any, eos: tuple[int, ...]) -> None:
        self._m = matcher
        self._eos = eos
        self._array: Bitmask | None = None
        self._tensor: Any = None  # torch view of the last bitmask, reused (saves ~1 µs a call)

    def fill_bitmask(self, bitmask: Bitmask) -> None:
        if bitmask is not self._array:
            import torch

            self._array, self._tensor = bitmask, torch.from_numpy(bitmask).unsqueeze(0)
        if self._m.is_terminated():  # XGrammar refuses to mask after its stop token
            bitmask[:] = 0
            for token in self._eos:
                bitmask[token // 32] |= np.uint32(1 << (token % 32)).view(np.int32)
            return
        self._m.fill_next_token_bitmask(self._tensor, 0)

    def accept(self, token_id: int) -> bool:
        if self._m.is_terminated():
            return False
        return bool(self._m.accept_token(token_id))

    def is_finished(self) -> bool:
        return bool(self._m.is_terminated())

    def is_accepting(self) -> bool:
        return bool(self._m.is_completed())

    def rollback(self, n: int) -> None:
        self._m.rollback(n)

    def reset(self) -> None:
        self._m.reset()


class XGrammarEngine(Engine):
    """XGrammar (MLC, Apache-2.0): precompiled token masks, fastest per token; optional extra.

    Args:
        tokenizer: the model's tokenizer.
        compile_timeout_s: seconds one grammar may take to build and compile
            (:data:`COMPILE_TIMEOUT_S`); past it a :class:`~tooldeck.errors.GrammarError`.

    Raises:
        EngineUnavailableError: ``xgrammar`` is not installed (``pip install tooldeck[xgrammar]``).
        GrammarError: ``compile_timeout_s`` is not a positive number.
    """

    name = "xgrammar"

    def __init__(
        self, tokenizer: TokenizerAdapter, *, compile_timeout_s: float = COMPILE_TIMEOUT_S
    ) -> None:
        super().__init__(tokenizer)
        if (
            isinstance(compile_timeout_s, bool)
            or not isinstance(compile_timeout_s, int | float)
            or not compile_timeout_s > 0
        ):
            raise GrammarError(
                f"compile_timeout_s must be a positive number of seconds, got {compile_timeout_s!r}"
            )
        self.compile_timeout_s = float(compile_timeout_s)
        try:
            import xgrammar
        except ImportError as exc:
            raise EngineUnavailableError(
                "engine 'xgrammar' needs the xgrammar package: pip install 'tooldeck[xgrammar]'"
            ) from exc
        self._xgr = xgrammar
        info = xgrammar.TokenizerInfo(
            list(tokenizer.token_bytes),
            vocab_size=tokenizer.vocab_size,
            stop_token_ids=list(tokenizer.eos_token_ids),
        )
        self._compiler = xgrammar.GrammarCompiler(info, max_threads=1)

    def keyword_note(self, keyword: str) -> str:
        return (
            "matched against the whole string (XGrammar anchors patterns)"
            if keyword == "pattern"
            else ""
        )

    def unsupported_keywords(
        self, schema: Mapping[str, Any], options: DecodeOptions
    ) -> dict[str, str]:
        return {k: XGRAMMAR_IGNORED[k] for _, k in schema_keywords(schema) if k in XGRAMMAR_IGNORED}

    def _node_value_findings(self, node: Mapping[str, Any]) -> dict[str, str]:
        found = super()._node_value_findings(node)
        pattern = node.get("pattern")
        if isinstance(pattern, str):
            why = _pattern_too_big(pattern) or _pattern_wider(pattern)
            if why:
                found["pattern"] = why
        for key, why in _length_findings(node).items():
            found.setdefault(key, why)
        # measured on XGrammar 0.2.8 (tests/decode/test_xgrammar_engine.py)
        if "patternProperties" in node:
            for key in ("patternProperties", "additionalProperties"):
                if key in node:
                    found[key] = _PATTERN_PROPERTIES_NOTE
        ref = node.get("$ref")
        if isinstance(ref, str) and ("~" in ref or "%" in ref):
            # measured on XGrammar 0.2.8: "Cannot find field a~1b in #/$defs/a~1b"
            found["$ref"] = (
                f"XGrammar does not decode the escapes of the JSON pointer {ref!r} (~0, ~1 "
                "and %XX) and cannot find its target; name the definition without '/', "
                "'~', '%' or spaces"
            )
        if "$ref" in node:
            for key in node:
                constrains = key not in ANNOTATION_KEYWORDS and not key.startswith("x-")
                if constrains and key != "$ref" and key not in found:
                    found[key] = _REF_SIBLING_NOTE
        return found

    def _probe(self, probe: dict[str, Any]) -> str:
        values = probe.get("enum")
        if isinstance(values, list):
            chars = len(json.dumps(values, ensure_ascii=False))
            if len(values) > MAX_ENUM_VALUES or chars > MAX_ENUM_CHARS:
                return (
                    f"an enum of {len(values):,} values ({chars:,} characters) is more than "
                    f"XGrammar compiles in bounded time (limits {MAX_ENUM_VALUES:,} values, "
                    f"{MAX_ENUM_CHARS:,} characters)"
                )

        pattern = probe.get("pattern")
        if isinstance(pattern, str) and _pattern_too_big(pattern):
            return _pattern_too_big(pattern)  # never handed to XGrammar

        def grammar(schema: dict[str, Any]) -> str:
            text = json.dumps(schema, ensure_ascii=False)
            return _with_deadline(
                lambda: str(self._xgr.Grammar.from_json_schema(text, strict_mode=False)),
                self.compile_timeout_s,
                "this value's grammar",
            )

        try:
            with_keywords = grammar(probe)
        except _Overdue as exc:
            return str(exc)
        except Exception as exc:  # XGrammar raises RuntimeError on values it cannot take
            return f"XGrammar cannot compile it: {str(exc).splitlines()[-1]}"
        # an unknown format compiles to the same grammar as a format no engine can know
        if "format" in probe and with_keywords == grammar(
            {**probe, "format": "x-tooldeck-no-such-format"}
        ):
            return f"XGrammar does not know format {probe['format']!r} (it would ignore it)"
        return ""

    def _grammar(self, node: Node, options: DecodeOptions) -> Any:
        g = self._xgr.Grammar
        if isinstance(node, (Lit, Boundary)):
            return g.from_ebnf(f"root ::= {json.dumps(node.text, ensure_ascii=False)}")
        if isinstance(node, FreeText):
            return g.from_ebnf(_ebnf_free_text(node))
        if isinstance(node, Space):
            one = "[" + "".join(c.encode("unicode_escape").decode() for c in node.chars) + "]"
            return g.from_ebnf(f"root ::= {one}{{1,{node.max_count}}}")
        if isinstance(node, JsonValue):
            compact = options.whitespace == "compact"
            return g.from_json_schema(
                json.dumps(self.strip_unsupported_values(node.schema), ensure_ascii=False),
                any_whitespace=not compact,
                separators=(", ", ": ") if compact else None,
                max_whitespace_cnt=None if compact else max(options.max_whitespace, 1),
                strict_mode=False,
            )
        if isinstance(node, Seq):
            return g.concat(*(self._grammar(i, options) for i in node.items))
        if isinstance(node, Choice):
            return g.union(*(self._grammar(i, options) for i in node.items))
        if isinstance(node, Optional):
            return g.union(self._grammar(node.item, options), g.from_ebnf('root ::= ""'))
        if isinstance(node, Repeat):
            tail: Node | None = None
            for _ in range(node.max_count - 1):
                step = Seq((Lit(node.separator), node.item) + ((Optional(tail),) if tail else ()))
                tail = step
            return self._grammar(Seq((node.item, Optional(tail))) if tail else node.item, options)
        raise TypeError(f"unknown grammar node {node!r}")

    def _compile(self, node: Node, options: DecodeOptions) -> tuple[Any, str]:
        def work() -> tuple[Any, str]:
            grammar = self._grammar(node, options)
            return self._compiler.compile_grammar(grammar), str(grammar)

        try:
            return _with_deadline(work, self.compile_timeout_s, "compiling the grammar")
        except _Overdue as exc:
            raise GrammarError(
                f"{exc}; simplify the schema, pass --relax to leave out what XGrammar "
                "cannot take, or use --engine llguidance (it builds its automata lazily)"
            ) from None
        except Exception as exc:  # XGrammar raises RuntimeError/InvalidJSONError on bad input
            raise GrammarError(f"XGrammar rejected the grammar: {exc}") from exc

    def matcher(self, compiled: Compiled) -> Matcher:
        return _XGrammarMatcher(
            self._xgr.GrammarMatcher(compiled.handle), self.tokenizer.eos_token_ids
        )


def _pattern_too_big(pattern: str) -> str:
    """Why XGrammar is not given ``pattern`` (too long, or too large unrolled), or ``""``."""
    if len(pattern) > MAX_PATTERN_CHARS:
        return (
            f"a pattern of {len(pattern):,} characters is more than XGrammar compiles in "
            f"bounded time (limit {MAX_PATTERN_CHARS:,})"
        )
    size = _expansion(pattern)
    if size is not None and size > MAX_PATTERN_EXPANSION:
        return (
            f"the pattern unrolls to about {size:,} units (counted repetitions), more than "
            f"XGrammar compiles in bounded time (limit {MAX_PATTERN_EXPANSION:,})"
        )
    return ""


def _expansion(pattern: str) -> int | None:
    """Size of ``pattern`` with counted repetition unrolled (see
    :data:`MAX_PATTERN_EXPANSION`), or None when Python's ``re`` cannot parse it."""
    import importlib

    try:
        parsed = python_parse(pattern)
    except UnreadablePattern:
        return None
    maxrepeat = importlib.import_module("re._constants").MAXREPEAT

    def size(items: Any) -> int:
        total = 0
        for op, arg in items:
            name = str(op)
            if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                low, high, sub = arg
                count = low + 1 if high == maxrepeat else high
                total += max(count, 1) * size(sub)
            elif name in ("SUBPATTERN", "ATOMIC_GROUP"):
                total += size(arg[-1])
            elif name == "BRANCH":
                total += sum(size(branch) for branch in arg[1])
            elif name in ("ASSERT", "ASSERT_NOT"):
                total += size(arg[1])
            else:
                total += 1
        return total

    try:
        return size(parsed)
    except RecursionError:
        return None


def _ebnf_free_text(node: FreeText) -> str:
    """EBNF for text containing none of ``node.forbid`` (an automaton over characters).

    States are the prefixes of the forbidden strings already matched (Aho–Corasick style);
    every state is accepting, no transition completes a forbidden string.
    """
    forbid = [f for f in node.forbid if f]
    prefixes = sorted(
        {""} | {f[:i] for f in forbid for i in range(len(f))}, key=lambda p: (len(p), p)
    )
    index = {p: i for i, p in enumerate(prefixes)}  # "" is state 0

    def step(state: str, ch: str) -> str | None:
        s = state + ch
        if any(s.endswith(f) for f in forbid):
            return None
        while s and s not in index:
            s = s[1:]
        return s

    def lit(ch: str) -> str:
        return json.dumps(ch, ensure_ascii=False)

    def cls(chars: set[str], negated: bool = True) -> str:
        inner = "".join(
            "\\" + c if c in "]\\^-" else c.encode("unicode_escape").decode() for c in sorted(chars)
        )
        return f"[^{inner}]" if negated else f"[{inner}]"

    special = {p[len(p) - 1] for p in prefixes if p} | {f[-1] for f in forbid}
    special |= {f[0] for f in forbid} | set(node.first_not)
    special = special or {"\n"}  # a class needs at least one excluded character
    lines = []
    for p in prefixes:
        alts = []
        for ch in sorted(special):
            nxt = step(p, ch)
            if nxt is not None:
                alts.append(f"{lit(ch)} s{index[nxt]}")
        alts.append(f"{cls(special)} s0")
        alts.append('""')
        lines.append(f"s{index[p]} ::= " + " | ".join(alts))
    start = "s0"
    if node.first_not or not node.allow_empty:
        bad = set(node.first_not)
        # white space that leaves the automaton at its start keeps first_not in force
        space = {c for c in LEADING_SPACE if step("", c) == ""} if bad else set()

        def firsts(empty: bool) -> str:
            alts = [f"{cls(bad | special | space)} s0"]
            alts += [
                f"{lit(ch)} s{index[n]}"
                for ch in sorted(special - bad - space)
                if (n := step("", ch)) is not None
            ]
            if space:
                alts.append(f"{cls(space, negated=False)} lead")
            if empty:
                alts.append('""')
            return " | ".join(alts)

        lines.append(f"first ::= {firsts(node.allow_empty)}")
        if space:  # after leading white space the text is not empty
            lines.append(f"lead ::= {firsts(True)}")
        start = "first"
    return f"root ::= {start}\n" + "\n".join(lines)


_JSON_ESCAPED = '"\\' + "".join(chr(c) for c in range(0x20))
"""The characters a JSON string holds only escaped: '"', '\\' and U+0000–U+001F."""

_UNESCAPED_STRING = (
    "XGrammar 0.2.8 builds a string with {what} from characters other than '\"', '\\' "
    'and control characters, with no rule for their JSON escapes (\\", \\\\, \\n, \\u0001), '
    "so the mask would refuse every string holding one of them ({example})"
)
_STRING_FIX = "; --engine llguidance enforces it, or pass --relax to check it after generation"


def _char_name(char: str) -> str:
    """'"', '\\' or U+000A: how a note names one of :data:`_JSON_ESCAPED`."""
    return f"'{char}'" if char in '"\\' else f"U+{ord(char):04X}"


def _length_findings(node: Mapping[str, Any]) -> dict[str, str]:
    """``minLength``/``maxLength`` of ``node`` that XGrammar does not enforce → why.

    Measured on XGrammar 0.2.8 (``tests/decode/test_xgrammar_engine.py``): a string with
    ``maxLength``, or ``minLength`` above 0, is built from ``[^"\\\\\\r\\n]`` with no escape
    rule, so ``{"maxLength": 10}`` refused ``a"b``, ``a\\b`` and ``a\\nb`` (and let a raw
    tab through, which is not JSON); beside a ``pattern`` or ``format`` both bounds are
    ignored (``^[a-z]+$`` with ``maxLength: 5`` let 16 letters through), and so they are
    in a schema without ``"type"`` (``{"maxLength": 10}`` let 16 characters through).
    ``minLength: 0`` alone, ``maxLength: 0`` alone and a ``type`` without ``"string"``
    are exact (nothing to bound, or only ``""``).
    """
    present = [k for k in ("minLength", "maxLength") if k in node]
    if not present:
        return {}
    types = node.get("type")
    names = [types] if isinstance(types, str) else types if isinstance(types, list) else None
    if names is not None and "string" not in names:
        return {}
    low, high = node.get("minLength", 0), node.get("maxLength")
    if names is None:
        why = (
            'XGrammar ignores minLength/maxLength in a schema without "type": "string", '
            'so the mask would let strings of any length through; add "type": "string"'
        )
    elif "pattern" in node or "format" in node:
        beside = "a pattern" if "pattern" in node else "a format"
        why = (
            f"XGrammar ignores minLength/maxLength beside {beside}, so the mask would let "
            "strings of any length through; state the length in the pattern ({m,n}), use "
            "--engine llguidance, or pass --relax to check it after generation"
        )
    elif (high is None and low == 0) or (high == 0 and low == 0):
        return {}
    else:
        why = _UNESCAPED_STRING.format(
            what="minLength or maxLength", example='a"b, C:\\dir, two lines'
        ) + (
            ", and would let a raw tab or other control character through, which is not "
            "JSON" + _STRING_FIX
        )
    return dict.fromkeys(present, why)


def _pattern_wider(pattern: str) -> str:
    """Why XGrammar's mask would not match what the pattern matches ("" when it would).

    Measured on XGrammar 0.2.8 (``tests/decode/test_xgrammar_engine.py``), comparing the
    mask with jsonschema-rs on the same strings:

    - it reads ``\\S`` as "not ASCII white space", so it lets U+00A0 (no-break space),
      U+2028 and the other Unicode spaces through, which ECMA-262 ``\\s`` (what the JSON
      Schema validator reads) counts as white space: ``^\\S$`` accepted ``"\\u00a0"``;
      ``[^\\s]`` is the same class and let U+00A0 through too;
    - it ignores lookahead assertions (it logs "Lookahead assertion is not supported and is
      ignored"): ``^(?!a)[a-z]+$`` accepted ``"abc"``;
    - it does not read the control escape ``\\cA``: ``^\\cA$`` refused U+0001, the one
      string the pattern matches, so no value could be generated;
    - inside a class it reads ``\\p{L}``/``\\P{L}`` as the letters ``p``, ``{``, ``L``, ``}``
      ("Escape sequence '\\p' is not recognized"): ``^[\\p{L}\\p{N}_ -]+$`` accepted
      ``{p}`` and refused ``é1``;
    - it does not read ``\\x{HH}`` as a code point: ``^[^\\x{22}]*$`` accepted ``"``,
      ``^\\x{41}$`` refused ``A``;
    - it reads ``\\A`` and ``\\z`` as the letters, where jsonschema-rs reads anchors:
      ``^\\A$`` accepted ``A``;
    - it matches the pattern on the string's characters without JSON escapes, so a
      pattern that allows '"', '\\\\' or a control character (``.``, ``[ -~]``, ``\\W``,
      ``\\s``, ``\\v``, a negated class without them) refused every string holding one:
      ``^.*$`` refused ``say "hi"``, ``^\\\\$`` refused ``\\``, the only string it matches.
      Classes that leave those characters out (``^[a-z]+$``, a UUID) are exact.
    """
    if reads_not_space(pattern):
        return (
            "XGrammar reads \\S and [^\\s] as not ASCII white space, so it would let Unicode "
            "spaces (U+00A0, U+2028, …) through that the pattern refuses"
        )
    opener = lookaround_outside_classes(pattern)
    if opener is not None:
        return (
            f"XGrammar ignores the lookaround assertion {opener}…) (it logs that it is not "
            "supported), so it would let strings through that the pattern refuses"
        )
    control = control_escape(pattern)
    if control is not None:
        return (
            f"XGrammar does not read the control escape {control} as ECMA-262 does, so the "
            "mask would refuse the strings the pattern allows; write the character as "
            "\\u00XX"
        )
    for a, b in class_spans(pattern):
        for letter in ("p", "P"):
            if has_escape_in(pattern[a:b], letter):
                return (
                    f"XGrammar reads \\{letter}{{…}} inside a class as the letters "
                    f"'{letter}', '{{', … (it logs that the escape is not recognized), so the "
                    "mask would let those letters through and refuse the characters the "
                    "property names; list the characters or ranges instead, or use "
                    "--engine llguidance"
                )
    if has_escape_in(pattern, "x{"):
        return (
            "XGrammar does not read \\x{…} as a code point, so the mask would match other "
            "characters than the pattern; write \\xHH or \\uHHHH"
        )
    for letter in ("A", "z"):
        if has_escape_in(pattern, letter):
            return (
                f"XGrammar reads \\{letter} as the letter '{letter}', while the JSON Schema "
                "validator reads it as an anchor, so the mask would match other strings "
                "than the pattern; write ^ or $"
            )
    try:
        char = admitted(pattern, _JSON_ESCAPED)
    except UnreadablePattern:
        return (
            "tooldeck cannot read the pattern to tell whether it allows '\"', '\\' or a "
            "control character, which XGrammar 0.2.8 cannot match inside a JSON string"
            + _STRING_FIX
        )
    if char is not None:
        return (
            _UNESCAPED_STRING.format(
                what="a pattern", example=f"the pattern allows {_char_name(char)}"
            )
            + "; leave them out of the pattern's classes (e.g. [^\"\\\\\\x00-\\x1f] for "
            "'.')" + _STRING_FIX
        )
    return ""
