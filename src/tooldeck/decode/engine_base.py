"""The shared engine protocol: a per-sequence :class:`Matcher`, a :class:`Compiled` grammar,
and the :class:`Engine` base that classifies keywords, probes keyword values and caches
compiled grammars. The engines themselves are :mod:`tooldeck.decode.llguidance_engine` and
:mod:`tooldeck.decode.xgrammar_engine`; :func:`tooldeck.decode.engines.get_engine` picks one.
"""

from __future__ import annotations

import json
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from tooldeck.decode.grammar import JsonValue, Node
from tooldeck.decode.keywords import (
    DECODED_SUBSCHEMA_KEYWORDS,
    KeywordFinding,
    KeywordReport,
    KeywordStatus,
    decoded_subschemas,
    has_wide_int,
    schema_keywords,
)
from tooldeck.decode.options import (
    DEFAULT_OPTIONS,
    DecodeOptions,
    decoding_schema,
    identifier_pointers,
)
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter
from tooldeck.errors import GrammarError
from tooldeck.jsonvalue import thaw
from tooldeck.schema import ANNOTATION_KEYWORDS

__all__ = ["Bitmask", "Compiled", "Engine", "Matcher"]

Bitmask = npt.NDArray[np.int32]
"""One row of a token bitmask: ``ceil(vocab_size / 32)`` int32 words, bit ``i % 32`` of word
``i // 32`` set when token ``i`` is allowed (the layout llguidance and XGrammar share)."""


# Keywords whose *value* an engine may be unable to take (a format it does not know, a
# number it cannot represent, a regex feature it lacks): probed in isolation per subschema,
# pointer by pointer.
_VALUE_GROUPS: tuple[tuple[str, ...], ...] = (
    ("format",),
    ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"),
    ("minLength", "maxLength"),
    ("minItems", "maxItems"),
    ("minProperties", "maxProperties"),
    ("enum",),
    ("const",),
    ("pattern",),
)
_PROPERTY_COUNT_CONTEXT = ("properties", "required", "additionalProperties", "patternProperties")
"""What an engine's verdict on ``min/maxProperties`` depends on besides the bounds
(llguidance 1.9.1 takes them only when few of the declared properties are optional): the
probe carries these keywords, every subschema in them replaced by ``{}``."""

_ID_NOTE = (
    "identifier left out of the decoded copy; each $ref through it or an $anchor is "
    "decoded as the JSON pointer of its target (nothing is relaxed)"
)


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


_BRANCHES_STILL_DECODED = frozenset({"oneOf"})
"""Subschema keywords whose branches an engine still decodes when it does not enforce the
keyword itself (``oneOf`` is decoded as ``anyOf``: each branch holds, exclusivity does not)."""


def _inside_unenforced(
    findings: list[KeywordFinding], schema: Mapping[str, Any] | None = None
) -> list[KeywordFinding]:
    """``findings`` with every enforced keyword that lies inside a subschema keyword the
    engine does not enforce (``allOf`` on XGrammar, ``not`` on both engines, ``if``/``then``
    …) given that keyword's status: the mask applies nothing under it, so the keywords
    there are not enforced either (they were reported enforced: session 23's note).
    ``oneOf`` is the exception (:data:`_BRANCHES_STILL_DECODED`).

    With ``schema`` given, a local ``$ref`` (``#/$defs/B``) found under such a keyword is
    followed, and so is each ``$ref`` inside its target: ``{"not": {"$ref":
    "#/$defs/B"}}`` with ``B = {"const": 3}`` let ``3`` through on both engines while
    ``/$defs/B const`` was reported enforced. A target used elsewhere too is reported not
    enforced as well (it is checked after generation, which costs nothing where the mask
    did enforce it); a ``$ref`` to the root (``#``) is not followed.
    """
    dropped = [
        (prefix, f, f"inside {prefix}, which is not enforced: {f.note}")
        for f in findings
        if f.status is not KeywordStatus.enforced
        and f.keyword in DECODED_SUBSCHEMA_KEYWORDS
        and f.keyword not in _BRANCHES_STILL_DECODED
        for prefix in [f"{'' if f.pointer == '/' else f.pointer}/{f.keyword}"]
    ]
    if not dropped:
        return findings
    if schema is not None:
        dropped += _ref_targets(dropped, thaw(schema))
    out = []
    for f in findings:
        if f.status is KeywordStatus.enforced:
            for prefix, outer, note in dropped:
                if (f.pointer + "/").startswith(prefix + "/"):
                    f = KeywordFinding(f.pointer, f.keyword, outer.status, note)
                    break
        out.append(f)
    return out


def _ref_targets(
    dropped: list[tuple[str, KeywordFinding, str]], schema: dict[str, Any]
) -> list[tuple[str, KeywordFinding, str]]:
    """The local ``$ref`` targets reached from under each ``dropped`` prefix (and from
    under those targets, transitively) as further ``(pointer, outer finding, note)``
    entries, the note naming the ``$ref`` each was reached through."""
    from urllib.parse import unquote

    nodes = dict(decoded_subschemas(schema))
    seen = {prefix for prefix, _, _ in dropped}
    todo = list(dropped)
    found: list[tuple[str, KeywordFinding, str]] = []
    while todo:
        prefix, outer, note = todo.pop()
        for pointer, node in nodes.items():
            if not (pointer + "/").startswith(prefix + "/"):
                continue
            ref = node.get("$ref")
            if not isinstance(ref, str) or not ref.startswith("#/"):
                continue
            target = unquote(ref[1:])
            if target in seen or target not in nodes:
                continue
            seen.add(target)
            step = (target, outer, f"reached through the $ref {ref!r} at {pointer}, {note}")
            found.append(step)
            todo.append(step)
    return found


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
        findings = _inside_unenforced(findings, schema)
        findings.extend(
            KeywordFinding(pointer or "/", "$id", KeywordStatus.enforced, _ID_NOTE)
            for pointer in identifier_pointers(schema)
        )
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
            for pointer, node in decoded_subschemas(thaw(schema))
            for keyword, why in self._node_value_findings(node).items()
        }

    def strip_unsupported_values(self, schema: Mapping[str, Any]) -> dict[str, Any]:
        """A copy of ``schema`` without the keyword values :meth:`value_findings` flags, and
        without annotations (``default``, ``examples``, ``x-``…) holding integers beyond 64
        bits (they constrain nothing; engines cannot even read them). Used for decoding once
        the report has marked those keywords relaxed (or refused them)."""
        plain: dict[str, Any] = thaw(schema)
        for _, node in list(decoded_subschemas(plain)):
            for keyword in self._node_value_findings(node):
                del node[keyword]
            for key in [k for k in node if k in ANNOTATION_KEYWORDS or k.startswith("x-")]:
                if key not in ("$defs", "definitions") and has_wide_int(node[key]):
                    del node[key]
        return plain

    def _node_value_findings(self, node: Mapping[str, Any]) -> dict[str, str]:
        found: dict[str, str] = {}
        for group in _VALUE_GROUPS:
            present = {k: node[k] for k in group if k in node}
            if not present:
                continue
            probe = {"type": node["type"], **present} if "type" in node else present
            if "minProperties" in group:
                probe.update(_property_count_context(node))
            why = self._probe_cached(probe)
            if why:
                found.update(dict.fromkeys(present, why))
        return found

    def _probe_cached(self, probe: dict[str, Any]) -> str:
        key = repr(sorted(probe.items(), key=lambda kv: kv[0]))
        if key not in self._probes:
            if has_wide_int(probe):
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


def _property_count_context(node: Mapping[str, Any]) -> dict[str, Any]:
    """The keywords of ``node`` that decide whether an engine can bound its property count,
    with every subschema in them replaced by ``{}`` (their own values are probed apart)."""
    context: dict[str, Any] = {}
    for key in _PROPERTY_COUNT_CONTEXT:
        value = node.get(key)
        if key in ("properties", "patternProperties") and isinstance(value, Mapping):
            context[key] = {name: {} for name in value}
        elif key == "additionalProperties" and isinstance(value, Mapping):
            context[key] = {}
        elif key in node:
            context[key] = value
    return context


class _Hashable(dict[str, Any]):
    """A dict with a content hash, so JsonValue nodes can be cache keys."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(json.dumps(self, sort_keys=True))


def _freeze_for_key(schema: dict[str, Any]) -> _Hashable:
    return _Hashable(schema)
