"""Constrained-decoding engines behind one interface: llguidance (default) and XGrammar.

Seed 000 (section 3) describes the method: the tool's JSON Schema is compiled to an
automaton (a pushdown automaton for nested JSON), and at every step the logits of tokens the
automaton cannot accept are set to −∞ before softmax. Engines do the compiling and the
per-token mask; this module wraps them so that

* every schema gets a :class:`KeywordReport`: each constraint keyword, with its JSON
  pointer, is *enforced* (the mask guarantees it), *relaxed* (not enforced during decoding;
  a warning, and :func:`tooldeck.decode.parsers` re-validates after generation) or
  *refused* (compilation fails with :class:`GrammarError`). Nothing is weakened silently:
  relaxing requires ``DecodeOptions(relax=True)``.
* decoding options are the same on both engines: whitespace compact or bounded, objects
  closed to their declared properties (stricter than JSON Schema when a schema omits
  ``additionalProperties``; that is what makes a random model finish instead of inventing
  keys forever, measured in issue 7).

Which keywords each engine enforces was measured on llguidance 1.9.1 and XGrammar 0.2.8 by
feeding each engine an instance that violates only that keyword (see
``tests/test_decode_engines.py``): llguidance refuses ``uniqueItems``, ``not``,
``if/then/else``, ``dependentRequired``, ``dependentSchemas``, ``contains``,
``propertyNames``, ``unevaluated*`` and ``oneOf`` (unless relaxed: ``oneOf`` is then
decoded as ``anyOf``); XGrammar accepts all of those plus ``allOf`` without enforcing them,
so tooldeck reports them as relaxed (refused unless ``relax=True``).
"""

from __future__ import annotations

import json
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Literal

import numpy as np
import numpy.typing as npt
from llguidance import LLMatcher

from tooldeck.decode.errors import EngineUnavailableError, GrammarError
from tooldeck.decode.grammar import (
    Boundary,
    Choice,
    FreeText,
    JsonValue,
    Node,
    Optional,
    Repeat,
    Seq,
)
from tooldeck.decode.grammar import Literal as Lit
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter
from tooldeck.jsonvalue import thaw

__all__ = [
    "DEFAULT_OPTIONS",
    "Compiled",
    "DecodeOptions",
    "Engine",
    "KeywordFinding",
    "KeywordReport",
    "KeywordStatus",
    "LLGuidanceEngine",
    "Matcher",
    "XGrammarEngine",
    "decoding_schema",
    "get_engine",
    "schema_keywords",
]

Bitmask = npt.NDArray[np.int32]
"""One row of a token bitmask: ``ceil(vocab_size / 32)`` int32 words, bit ``i % 32`` of word
``i // 32`` set when token ``i`` is allowed (the layout llguidance and XGrammar share)."""


class KeywordStatus(StrEnum):
    """What decoding does with one schema keyword."""

    enforced = "enforced"
    relaxed = "relaxed"
    refused = "refused"


@dataclass(frozen=True)
class KeywordFinding:
    """One keyword occurrence: JSON pointer of the subschema, keyword, status, note."""

    pointer: str
    keyword: str
    status: KeywordStatus
    note: str = ""


@dataclass(frozen=True)
class KeywordReport:
    """Per-schema account of what the mask guarantees.

    Attributes:
        tool: the tool (``None`` for an anonymous schema).
        engine: engine name.
        findings: every constraint keyword occurrence, in schema order.
        closed: pointers of objects closed to their declared properties for decoding.
    """

    tool: str | None
    engine: str
    findings: tuple[KeywordFinding, ...]
    closed: tuple[str, ...] = ()

    def with_status(self, status: KeywordStatus) -> tuple[KeywordFinding, ...]:
        """Findings with ``status``."""
        return tuple(f for f in self.findings if f.status is status)

    @property
    def fully_enforced(self) -> bool:
        """True when every keyword is enforced by the mask."""
        return all(f.status is KeywordStatus.enforced for f in self.findings)

    def to_json(self) -> dict[str, Any]:
        """Plain-JSON form."""
        return {
            "tool": self.tool,
            "engine": self.engine,
            "closed_objects": list(self.closed),
            "keywords": [
                {
                    "pointer": f.pointer,
                    "keyword": f.keyword,
                    "status": str(f.status),
                    "note": f.note,
                }
                for f in self.findings
            ],
        }


@dataclass(frozen=True)
class DecodeOptions:
    """Decoding options shared by every engine.

    Attributes:
        whitespace: ``"compact"``: exactly ``json.dumps``' separators (``", "``, ``": "``)
            and no other whitespace; ``"bounded"`` (default): space, tab, newline runs of at
            most ``max_whitespace`` characters wherever JSON allows whitespace.
        max_whitespace: longest whitespace run in bounded mode (characters).
        closed_objects: close every object schema that does not say ``additionalProperties``
            (nor ``patternProperties``/``unevaluatedProperties``) to its declared properties.
            Stricter than the schema: a key the schema would allow is never generated. A
            required key the object does not declare is declared with any value (``{}``),
            so closing never makes a satisfiable schema unsatisfiable.
        relax: decode keywords the engine cannot enforce without them (reported as
            relaxed, re-checked after generation) instead of refusing the schema.
        max_calls: most calls in one turn when parallel calls are on. XGrammar has no
            repetition operator here, so its grammar holds ``max_calls`` copies: compile time
            grows with it (the 68-tool turn: see ``benchmarks/bench_decode.py``).
    """

    whitespace: Literal["compact", "bounded"] = "bounded"
    max_whitespace: int = 2
    closed_objects: bool = True
    relax: bool = False
    max_calls: int = 8

    def __post_init__(self) -> None:
        if self.whitespace not in ("compact", "bounded"):
            raise GrammarError(
                f"whitespace must be 'compact' or 'bounded', not {self.whitespace!r}"
            )
        if self.max_whitespace < 0 or self.max_calls < 1:
            raise GrammarError("max_whitespace must be >= 0 and max_calls >= 1")


DEFAULT_OPTIONS = DecodeOptions()
"""The defaults: bounded whitespace (2), closed objects, strict keywords, 8 calls at most."""

# Keywords that say nothing about which instances are valid (JSON Schema 2020-12 §9, core).
_ANNOTATIONS = frozenset(
    {
        "title", "description", "default", "examples", "$comment", "deprecated", "readOnly",
        "writeOnly", "$schema", "$id", "$anchor", "$dynamicAnchor", "$vocabulary", "$defs",
        "definitions", "contentEncoding", "contentMediaType", "contentSchema",
    }
)  # fmt: skip
_SUB_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SUB_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")
_SUB_ONE = (
    "additionalProperties", "items", "contains", "not", "if", "then", "else", "propertyNames",
    "unevaluatedProperties", "unevaluatedItems",
)  # fmt: skip


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def schema_keywords(schema: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """Every constraint keyword of ``schema`` and its subschemas as ``(pointer, keyword)``.

    Annotation keywords (``title``, ``description``…) and ``x-`` extensions are skipped.
    """
    if not isinstance(schema, Mapping):
        return
    for key, value in schema.items():
        if key in _ANNOTATIONS or key.startswith("x-"):
            continue
        yield pointer, key
        if key in _SUB_MAPS and isinstance(value, Mapping):
            for name, sub in value.items():
                yield from schema_keywords(sub, f"{pointer}/{key}/{_escape(name)}")
        elif key in _SUB_LISTS and isinstance(value, list):
            for i, sub in enumerate(value):
                yield from schema_keywords(sub, f"{pointer}/{key}/{i}")
        elif key in _SUB_ONE:
            if isinstance(value, list):  # draft-4 style tuple items
                for i, sub in enumerate(value):
                    yield from schema_keywords(sub, f"{pointer}/{key}/{i}")
            else:
                yield from schema_keywords(value, f"{pointer}/{key}")
    for key in _SUB_MAPS:  # $defs are walked even though "$defs" itself is an annotation
        if key in ("$defs", "definitions") and isinstance(schema.get(key), Mapping):
            for name, sub in schema[key].items():
                yield from schema_keywords(sub, f"{pointer}/{key}/{_escape(name)}")


def decoding_schema(
    schema: Mapping[str, Any], options: DecodeOptions
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A plain copy of ``schema`` rewritten for decoding, and the pointers of closed objects.

    Only ``closed_objects`` rewrites: ``additionalProperties: false`` is added to object
    schemas (``type: object`` or with ``properties``) that set none of
    ``additionalProperties``, ``patternProperties``, ``unevaluatedProperties``.
    """
    plain: dict[str, Any] = thaw(schema)
    closed: list[str] = []
    if not options.closed_objects:
        return plain, ()

    def close(node: Any, pointer: str) -> None:
        if isinstance(node, list):
            for i, sub in enumerate(node):
                close(sub, f"{pointer}/{i}")
            return
        if not isinstance(node, dict):
            return
        is_object = node.get("type") == "object" or "properties" in node
        if (
            is_object
            and not {"additionalProperties", "patternProperties", "unevaluatedProperties"}
            & node.keys()
        ):
            node["additionalProperties"] = False
            # a required key the schema does not declare stays possible (any value, as before)
            declared = node.setdefault("properties", {})
            for name in node.get("required", []):
                if isinstance(name, str) and name not in declared:
                    declared[name] = {}
            closed.append(pointer)
        for key, value in node.items():
            if key in _SUB_MAPS and isinstance(value, dict):
                for name, sub in value.items():
                    close(sub, f"{pointer}/{key}/{_escape(name)}")
            elif key in _SUB_LISTS or key in _SUB_ONE:
                close(value, f"{pointer}/{key}")

    close(plain, "")
    return plain, tuple(closed)


# Keywords whose *value* an engine may be unable to take (a format it does not know, a
# number it cannot represent): probed in isolation per subschema, pointer by pointer.
_VALUE_GROUPS: tuple[tuple[str, ...], ...] = (
    ("format",),
    ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"),
    ("minLength", "maxLength"),
    ("minItems", "maxItems"),
    ("minProperties", "maxProperties"),
    ("enum",),
    ("const",),
)
_INT_RANGE = (-(2**63), 2**64 - 1)  # what a JSON parser with 64-bit integers holds


def _subschemas(schema: Any, pointer: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """``schema`` and every subschema as ``(pointer, node)``, the same walk as
    :func:`schema_keywords` (the nodes themselves, not copies)."""
    if not isinstance(schema, dict):
        return
    yield pointer, schema
    for key, value in schema.items():
        if key in _SUB_MAPS and isinstance(value, dict):
            for name, sub in value.items():
                yield from _subschemas(sub, f"{pointer}/{key}/{_escape(name)}")
        elif key in _SUB_LISTS and isinstance(value, list):
            for i, sub in enumerate(value):
                yield from _subschemas(sub, f"{pointer}/{key}/{i}")
        elif key in _SUB_ONE:
            if isinstance(value, list):
                for i, sub in enumerate(value):
                    yield from _subschemas(sub, f"{pointer}/{key}/{i}")
            else:
                yield from _subschemas(value, f"{pointer}/{key}")


def _has_wide_int(value: Any) -> bool:
    """True when ``value`` holds an integer outside the signed/unsigned 64-bit range."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return not _INT_RANGE[0] <= value <= _INT_RANGE[1]
    if isinstance(value, dict):
        return any(_has_wide_int(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_wide_int(v) for v in value)
    return False


class Matcher(ABC):
    """Per-sequence constraint state: one per generated sequence.

    The loop is: :meth:`fill_bitmask` → mask logits → sample → :meth:`accept`; stop when
    :meth:`is_finished`. :meth:`rollback` undoes accepted tokens (speculative decoding).
    """

    @abstractmethod
    def fill_bitmask(self, bitmask: Bitmask) -> None:
        """Write the allowed next tokens into ``bitmask`` (one row, see :data:`Bitmask`)."""

    @abstractmethod
    def accept(self, token_id: int) -> bool:
        """Advance by ``token_id``; ``False`` (state unchanged or in error) when forbidden."""

    @abstractmethod
    def is_finished(self) -> bool:
        """True once an end token was accepted or nothing but an end can follow."""

    @abstractmethod
    def is_accepting(self) -> bool:
        """True when the text so far is a complete match (an end token is allowed)."""

    @abstractmethod
    def rollback(self, n: int) -> None:
        """Undo the last ``n`` accepted tokens."""

    @abstractmethod
    def reset(self) -> None:
        """Back to the initial state."""


@dataclass(frozen=True, eq=False)
class Compiled:
    """A compiled grammar (schema or turn): engine handle, keyword reports, compile time.

    Attributes:
        engine: engine name.
        handle: the engine's object (llguidance: a pristine ``LLMatcher`` to copy; XGrammar:
            ``CompiledGrammar``).
        reports: one :class:`KeywordReport` per schema inside.
        text: the grammar as text (Lark for llguidance, EBNF for XGrammar).
        compile_ms: wall time of compilation (milliseconds).
    """

    engine: str
    handle: Any = field(repr=False)
    reports: tuple[KeywordReport, ...]
    text: str = field(repr=False)
    compile_ms: float


class Engine(ABC):
    """A decoding engine bound to one vocabulary. Compiled grammars are cached by content."""

    name: ClassVar[str]

    def __init__(self, tokenizer: TokenizerAdapter) -> None:
        self.tokenizer = tokenizer
        self._cache: dict[str, Compiled] = {}
        self._reports: dict[tuple[str | None, str, DecodeOptions], KeywordReport] = {}
        self._probes: dict[str, str] = {}

    def clear_cache(self) -> None:
        """Forget compiled grammars and keyword reports."""
        self._cache.clear()
        self._reports.clear()
        self._probes.clear()

    def report(
        self,
        schema: Mapping[str, Any],
        *,
        tool: str | None = None,
        options: DecodeOptions = DEFAULT_OPTIONS,
    ) -> KeywordReport:
        """Classify every keyword of ``schema`` (never raises for unsupported keywords; cached)."""
        cache_key = (tool, json.dumps(schema, sort_keys=True), options)
        if cache_key not in self._reports:
            try:
                self._reports[cache_key] = self._report(schema, tool=tool, options=options)
            except GrammarError as exc:
                if exc.tool is None and tool is not None:
                    raise GrammarError(str(exc), tool=tool, keywords=exc.keywords) from None
                raise
        return self._reports[cache_key]

    def _report(
        self, schema: Mapping[str, Any], *, tool: str | None, options: DecodeOptions
    ) -> KeywordReport:
        values = self.value_findings(schema)
        unsupported = self.unsupported_keywords(schema, options)
        _, closed = decoding_schema(schema, options)
        findings = []
        for pointer, keyword in schema_keywords(schema):
            note = self.keyword_note(keyword)
            if (pointer, keyword) in values:
                status = KeywordStatus.relaxed if options.relax else KeywordStatus.refused
                note = values[pointer, keyword]
            elif keyword in unsupported:
                status = KeywordStatus.relaxed if options.relax else KeywordStatus.refused
                note = unsupported[keyword]
            else:
                status = KeywordStatus.enforced
            findings.append(KeywordFinding(pointer or "/", keyword, status, note))
        return KeywordReport(tool, self.name, tuple(findings), tuple(p or "/" for p in closed))

    def compile(
        self,
        node: Node,
        reports: tuple[KeywordReport, ...],
        options: DecodeOptions,
        *,
        key: str | None = None,
    ) -> Compiled:
        """Compile a grammar tree (cached by ``key``, default: the tree's content and options).

        Raises:
            GrammarError: a report has refused keywords, or the engine rejects the grammar.
        """
        for report in reports:
            refused = report.with_status(KeywordStatus.refused)
            if refused:
                listed = tuple(f"{f.pointer}: {f.keyword}" for f in refused)
                shown = ", ".join(
                    f"{f.pointer}: {f.keyword}" + (f" ({f.note})" if f.note else "")
                    for f in refused
                )
                raise GrammarError(
                    f"{self.name} cannot enforce {shown}; remove the keyword(s), or pass --relax "
                    "(Python: DecodeOptions(relax=True)) to decode without them and check them "
                    "after generation",
                    tool=report.tool,
                    keywords=listed,
                )
        key = key if key is not None else repr((node, options))
        if key not in self._cache:
            start = time.perf_counter()
            handle, text = self._compile(node, options)
            elapsed = (time.perf_counter() - start) * 1000
            self._cache[key] = Compiled(self.name, handle, reports, text, elapsed)
        return self._cache[key]

    def compile_schema(
        self,
        schema: Mapping[str, Any],
        *,
        tool: str | None = None,
        options: DecodeOptions = DEFAULT_OPTIONS,
    ) -> Compiled:
        """Compile one JSON Schema (a tool's arguments) on its own."""
        report = self.report(schema, tool=tool, options=options)
        plain, _ = decoding_schema(schema, options)
        try:
            return self.compile(JsonValue(_freeze_for_key(plain), label="args"), (report,), options)
        except GrammarError as exc:
            if exc.tool is None and tool is not None:
                raise GrammarError(str(exc), tool=tool, keywords=exc.keywords) from None
            raise

    def keyword_note(self, keyword: str) -> str:
        """An engine remark on a keyword it enforces (XGrammar: ``pattern`` is anchored)."""
        return ""

    def value_findings(self, schema: Mapping[str, Any]) -> dict[tuple[str, str], str]:
        """Keyword occurrences whose *value* the engine cannot take → why, keyed by
        ``(pointer, keyword)`` (pointer ``""`` for the root).

        Each group of related keywords of a subschema (``format``; the numeric bounds; …)
        is compiled on its own with the subschema's ``type``: a ``format`` the engine does
        not know, or an integer beyond 64 bits (``minimum: -10**30``), fails there. Results
        are cached per engine.
        """
        return {
            (pointer, keyword): why
            for pointer, node in _subschemas(thaw(schema))
            for keyword, why in self._node_value_findings(node).items()
        }

    def strip_unsupported_values(self, schema: Mapping[str, Any]) -> dict[str, Any]:
        """A copy of ``schema`` without the keyword values :meth:`value_findings` flags, and
        without annotations (``default``, ``examples``, ``x-``…) holding integers beyond 64
        bits (they constrain nothing; engines cannot even read them). Used for decoding once
        the report has marked those keywords relaxed (or refused them)."""
        plain: dict[str, Any] = thaw(schema)
        for _, node in list(_subschemas(plain)):
            for keyword in self._node_value_findings(node):
                del node[keyword]
            for key in [k for k in node if k in _ANNOTATIONS or k.startswith("x-")]:
                if key not in ("$defs", "definitions") and _has_wide_int(node[key]):
                    del node[key]
        return plain

    def _node_value_findings(self, node: Mapping[str, Any]) -> dict[str, str]:
        found: dict[str, str] = {}
        for group in _VALUE_GROUPS:
            present = {k: node[k] for k in group if k in node}
            if not present:
                continue
            probe = {"type": node["type"], **present} if "type" in node else present
            why = self._probe_cached(probe)
            if why:
                found.update(dict.fromkeys(present, why))
        return found

    def _probe_cached(self, probe: dict[str, Any]) -> str:
        key = repr(sorted(probe.items(), key=lambda kv: kv[0]))
        if key not in self._probes:
            if _has_wide_int(probe):
                self._probes[key] = f"an integer beyond 64 bits, which {self.name} cannot represent"
            else:
                self._probes[key] = self._probe(probe)
        return self._probes[key]

    def _probe(self, probe: dict[str, Any]) -> str:
        """Why the engine cannot compile the small schema ``probe`` ("" when it can)."""
        return ""

    @abstractmethod
    def unsupported_keywords(
        self, schema: Mapping[str, Any], options: DecodeOptions
    ) -> dict[str, str]:
        """Keywords of ``schema`` the engine does not enforce → why."""

    @abstractmethod
    def _compile(self, node: Node, options: DecodeOptions) -> tuple[Any, str]: ...

    @abstractmethod
    def matcher(self, compiled: Compiled) -> Matcher:
        """A fresh matcher for one sequence."""


class _Hashable(dict[str, Any]):
    """A dict with a content hash, so JsonValue nodes can be cache keys."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(json.dumps(self, sort_keys=True))


def _freeze_for_key(schema: dict[str, Any]) -> _Hashable:
    return _Hashable(schema)


# --------------------------------------------------------------------------- llguidance


_UNIMPLEMENTED = re.compile(r"Unimplemented keys: \[([^\]]*)\]")


class _LLGuidanceMatcher(Matcher):
    def __init__(self, matcher: LLMatcher, tokenizer: TokenizerAdapter) -> None:
        self._m = matcher
        self._nbytes = 4 * ((tokenizer.vocab_size + 31) // 32)
        self._eos = tokenizer.eos_token_ids

    def fill_bitmask(self, bitmask: Bitmask) -> None:
        # a stopped llguidance matcher already yields the end-token-only mask
        if bitmask.nbytes != self._nbytes or not bitmask.flags.c_contiguous:
            raise ValueError(f"bitmask must be a contiguous int32 row of {self._nbytes} bytes")
        self._m.unsafe_compute_mask_ptr(bitmask.ctypes.data, self._nbytes)

    def accept(self, token_id: int) -> bool:
        if self._m.is_stopped():  # llguidance stops by itself once only an end can follow
            return token_id in self._eos
        return bool(self._m.try_consume_tokens([token_id]) == 1)

    def is_finished(self) -> bool:
        return bool(self._m.is_stopped())

    def is_accepting(self) -> bool:
        return bool(self._m.is_accepting())

    def rollback(self, n: int) -> None:
        if not self._m.rollback(n):
            raise GrammarError(f"cannot roll back {n} tokens: {self._m.get_error()}")

    def reset(self) -> None:
        self._m.reset()


class LLGuidanceEngine(Engine):
    """llguidance (Microsoft, MIT): Lark grammars with ``%json`` rules, lazy lexer masks."""

    name = "llguidance"

    def _json_options(self, options: DecodeOptions) -> dict[str, Any]:
        opts: dict[str, Any] = {"lenient": options.relax, "coerce_one_of": options.relax}
        if options.whitespace == "compact":
            opts.update(whitespace_flexible=False, item_separator=", ", key_separator=": ")
        else:
            opts.update(
                whitespace_flexible=True,
                whitespace_pattern=f"[\\x20\\x0A\\x0D\\x09]{{0,{options.max_whitespace}}}",
            )
        return opts

    def unsupported_keywords(
        self, schema: Mapping[str, Any], options: DecodeOptions
    ) -> dict[str, str]:
        plain = self.strip_unsupported_values(decoding_schema(schema, options)[0])
        strict = {**self._json_options(options), "lenient": False, "coerce_one_of": False}
        grammar = LLMatcher.grammar_from_json_schema(plain, overrides=strict)  # type: ignore[arg-type]
        is_error, messages = LLMatcher.validate_grammar_with_warnings(
            grammar, self.tokenizer.ll_tokenizer
        )
        found: dict[str, str] = {}
        for message in messages:
            match = _UNIMPLEMENTED.search(message)
            if match:
                for key in json.loads(f"[{match.group(1)}]"):
                    found[key] = "not implemented by llguidance"
            elif "oneOf" in message:
                found["oneOf"] = "decoded as anyOf (exclusivity not enforced)"
            elif is_error:
                raise GrammarError(f"llguidance cannot compile the schema: {message}")
        return found

    def _probe(self, probe: dict[str, Any]) -> str:
        try:
            grammar = LLMatcher.grammar_from_json_schema(probe)
        except ValueError as exc:  # a value the engine cannot read
            return f"llguidance cannot read it: {exc}"
        is_error, messages = LLMatcher.validate_grammar_with_warnings(
            grammar, self.tokenizer.ll_tokenizer
        )
        if not is_error:
            return ""
        text = "; ".join(m for m in messages if not _UNIMPLEMENTED.search(m))
        return f"llguidance cannot compile it: {text}" if text else ""

    def _lark(self, node: Node, options: DecodeOptions) -> str:
        rules: list[str] = []
        counter = [0]

        def fresh(prefix: str) -> str:
            counter[0] += 1
            return f"{prefix}_{counter[0]}"

        def render(n: Node) -> str:
            if isinstance(n, Lit):
                return json.dumps(n.text, ensure_ascii=False) if n.text else '""'
            if isinstance(n, Boundary):
                ident = self.tokenizer.special_id(n.text)
                return (
                    f"<[{ident}]>" if ident is not None else json.dumps(n.text, ensure_ascii=False)
                )
            if isinstance(n, FreeText):
                name = fresh("TEXT").upper()
                body = r"(.|\n)" + ("*" if n.allow_empty else "+")
                if n.first_not:
                    cls = "".join("\\" + c if c in "]\\^-" else c for c in n.first_not)
                    body = f"([^{cls}](.|\\n)*)" + ("?" if n.allow_empty else "")
                regex = f"/{body}/"
                for text in n.forbid:
                    regex += f" & ~/(.|\\n)*{_regex_escape(text)}(.|\\n)*/"
                rules.append(f"{name}: {regex}")
                return name
            if isinstance(n, JsonValue):
                name = fresh(n.label.lower())
                schema = {
                    **self.strip_unsupported_values(n.schema),
                    "x-guidance": self._json_options(options),
                }
                rules.append(f"{name}: %json {json.dumps(schema, ensure_ascii=False)}")
                return name
            if isinstance(n, Seq):
                return "(" + " ".join(render(i) for i in n.items) + ")" if n.items else '""'
            if isinstance(n, Choice):
                return "(" + " | ".join(render(i) for i in n.items) + ")"
            if isinstance(n, Optional):
                return f"({render(n.item)})?"
            if isinstance(n, Repeat):
                name = fresh("item")
                rules.append(f"{name}: {render(n.item)}")
                sep = json.dumps(n.separator, ensure_ascii=False) + " " if n.separator else ""
                if n.max_count == 1:
                    return name
                return f"({name} ({sep}{name}){{0,{n.max_count - 1}}})"
            raise TypeError(f"unknown grammar node {n!r}")

        start = render(node)
        return "\n".join([f"start: {start}", *rules]) + "\n"

    def _compile(self, node: Node, options: DecodeOptions) -> tuple[Any, str]:
        lark = self._lark(node, options)
        grammar = LLMatcher.grammar_from_lark(lark)
        matcher = LLMatcher(self.tokenizer.ll_tokenizer, grammar, log_level=0)
        if matcher.is_error():
            raise GrammarError(f"llguidance rejected the grammar: {matcher.get_error()}")
        return matcher, lark

    def matcher(self, compiled: Compiled) -> Matcher:
        return _LLGuidanceMatcher(compiled.handle.deep_copy(), self.tokenizer)


def _regex_escape(text: str) -> str:
    return "".join("\\" + c if c in r".^$*+?()[]{}|\/" else c for c in text).replace("\n", "\\n")


# --------------------------------------------------------------------------- XGrammar

# Measured on XGrammar 0.2.8 (issue 7 and tests/test_decode_engines.py): accepted, not enforced.
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

    Raises:
        EngineUnavailableError: ``xgrammar`` is not installed (``pip install tooldeck[xgrammar]``).
    """

    name = "xgrammar"

    def __init__(self, tokenizer: TokenizerAdapter) -> None:
        super().__init__(tokenizer)
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

    def _probe(self, probe: dict[str, Any]) -> str:
        def grammar(schema: dict[str, Any]) -> str:
            text = json.dumps(schema, ensure_ascii=False)
            return str(self._xgr.Grammar.from_json_schema(text, strict_mode=False))

        try:
            with_keywords = grammar(probe)
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
        try:
            grammar = self._grammar(node, options)
            return self._compiler.compile_grammar(grammar), str(grammar)
        except Exception as exc:  # XGrammar raises RuntimeError/InvalidJSONError on bad input
            raise GrammarError(f"XGrammar rejected the grammar: {exc}") from exc

    def matcher(self, compiled: Compiled) -> Matcher:
        return _XGrammarMatcher(
            self._xgr.GrammarMatcher(compiled.handle), self.tokenizer.eos_token_ids
        )


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

    def cls(chars: set[str]) -> str:
        inner = "".join(
            "\\" + c if c in "]\\^-" else c.encode("unicode_escape").decode() for c in sorted(chars)
        )
        return f"[^{inner}]"

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
        firsts = [f"{cls(bad | special)} s0"]
        firsts += [
            f"{lit(ch)} s{index[n]}"
            for ch in sorted(special - bad)
            if (n := step("", ch)) is not None
        ]
        if node.allow_empty:
            firsts.append('""')
        lines.append("first ::= " + " | ".join(firsts))
        start = "first"
    return f"root ::= {start}\n" + "\n".join(lines)


def get_engine(name: str, tokenizer: TokenizerAdapter) -> Engine:
    """Engine ``"llguidance"`` (default) or ``"xgrammar"`` for ``tokenizer``.

    Raises:
        GrammarError: unknown engine name.
        EngineUnavailableError: the engine's package is missing.
    """
    if name == "llguidance":
        return LLGuidanceEngine(tokenizer)
    if name == "xgrammar":
        return XGrammarEngine(tokenizer)
    raise GrammarError(f"unknown engine {name!r}; use 'llguidance' or 'xgrammar'")
