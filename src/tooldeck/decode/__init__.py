"""Constrained decoding for tool calls: grammars, engines, integrations, parsers.

Constrained decoding (Willard & Louf, "Efficient Guided Generation for Large Language
Models", arXiv 2307.09702; XGrammar, arXiv 2411.15100): masking the logits of every token
a grammar forbids is what guarantees a well-formed call; the tool's JSON Schema becomes the grammar,
and boundary tokens switch the constraint on and off. This package builds one grammar per *turn*
(free text or calls, each call's arguments bound to its tool), runs it on llguidance (default) or
XGrammar, plugs into transformers or any loop, and parses what models emit. See ``docs/decode.md``.

Imports of torch/transformers (:mod:`tooldeck.decode.hf`) and XGrammar are lazy: import
``tooldeck.decode.hf`` explicitly.
"""

from __future__ import annotations

from tooldeck.decode.coverage import Coverage, ToolCoverage, check_tools
from tooldeck.decode.engines import (
    Compiled,
    DecodeOptions,
    Engine,
    KeywordFinding,
    KeywordReport,
    KeywordStatus,
    LLGuidanceEngine,
    Matcher,
    XGrammarEngine,
    get_engine,
)
from tooldeck.decode.masker import TokenMasker, apply_bitmask
from tooldeck.decode.parsers import (
    ParseFailure,
    ParseFailureKind,
    ParseResult,
    ToolCall,
    parse_tool_calls,
)
from tooldeck.decode.tokenizer_adapters import (
    TokenizerAdapter,
    from_hf_tokenizer,
    from_tiktoken_encoding,
    openai_encoding,
)
from tooldeck.decode.turn import TurnConstraint, turn_constraint
from tooldeck.decode.wire_formats import WIRE_FORMATS, WireFormat, get_wire_format
from tooldeck.errors import DecodeError, EngineUnavailableError, GrammarError

__all__ = [
    "WIRE_FORMATS",
    "Compiled",
    "Coverage",
    "DecodeError",
    "DecodeOptions",
    "Engine",
    "EngineUnavailableError",
    "GrammarError",
    "KeywordFinding",
    "KeywordReport",
    "KeywordStatus",
    "LLGuidanceEngine",
    "Matcher",
    "ParseFailure",
    "ParseFailureKind",
    "ParseResult",
    "TokenMasker",
    "TokenizerAdapter",
    "ToolCall",
    "ToolCoverage",
    "TurnConstraint",
    "WireFormat",
    "XGrammarEngine",
    "apply_bitmask",
    "check_tools",
    "from_hf_tokenizer",
    "from_tiktoken_encoding",
    "get_engine",
    "get_wire_format",
    "openai_encoding",
    "parse_tool_calls",
    "turn_constraint",
]
