"""Constrained-decoding engines behind one interface: llguidance (default) and XGrammar.

The method (Outlines, arXiv 2307.09702; XGrammar, arXiv 2411.15100): the tool's JSON
Schema is compiled to an automaton (a pushdown automaton for nested JSON), and at every step the
logits of tokens the automaton cannot accept are set to −∞ before softmax. Engines do the compiling
and the per-token mask; tooldeck wraps them so that

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
``tests/decode/test_engines.py``): llguidance refuses ``uniqueItems``, ``not``,
``if/then/else``, ``dependentRequired``, ``dependentSchemas``, ``contains``,
``propertyNames``, ``unevaluated*`` and ``oneOf`` (unless relaxed: ``oneOf`` is then decoded
as ``anyOf``); XGrammar accepts all of those plus ``allOf`` without enforcing them,
so tooldeck reports them as relaxed (refused unless ``relax=True``).

This module is the entry point (:func:`get_engine`) and names the whole interface; the
parts live in :mod:`.keywords` (the keyword account and the subschema walk),
:mod:`.options` (:class:`DecodeOptions`), :mod:`.engine_base` (:class:`Matcher`,
:class:`Compiled`, :class:`Engine`), :mod:`.llguidance_engine` and :mod:`.xgrammar_engine`.
"""

from __future__ import annotations

from tooldeck.decode.engine_base import Bitmask, Compiled, Engine, Matcher
from tooldeck.decode.keywords import KeywordFinding, KeywordReport, KeywordStatus, schema_keywords
from tooldeck.decode.llguidance_engine import LLGuidanceEngine
from tooldeck.decode.options import DEFAULT_OPTIONS, DecodeOptions, decoding_schema
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter
from tooldeck.decode.xgrammar_engine import XGrammarEngine
from tooldeck.errors import GrammarError

__all__ = [
    "DEFAULT_OPTIONS",
    "Bitmask",
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
