"""The cost stage: what a tool set costs in a model's context, field by field.

* :mod:`.tokenizers` — ``seed``, ``o200k_base``, ``cl100k_base``, ``hf:<path>`` behind one
  interface (:func:`get_tokenizer`).
* :mod:`.accounting` — per-field characters and tokens of each tool as sent in a provider
  format (:func:`tool_tokens`, :func:`account_deck` → :class:`CostTable`), and OpenAI's
  billing estimate.
* :mod:`.variants` — what each remedy saves (trimmed descriptions, required-only
  parameters, stripped parameter descriptions, pretty vs compact JSON).
* :mod:`.windows` — window occupancy (full and top-k injection) and the boundary sweep.
* :mod:`.recommend` — seed 003's decision table applied to the measured numbers.
"""

from __future__ import annotations

from tooldeck.cost.accounting import (
    FIELDS,
    WIRE_FORMATS,
    CostTable,
    FieldCount,
    ToolCost,
    UnserialisableToolError,
    account_deck,
    deck_tokens,
    openai_billing_estimate,
    tool_tokens,
)
from tooldeck.cost.tokenizers import (
    Tokenizer,
    TokenizerFileError,
    UnknownTokenizerError,
    get_tokenizer,
)

__all__ = [
    "FIELDS",
    "WIRE_FORMATS",
    "CostTable",
    "FieldCount",
    "Tokenizer",
    "TokenizerFileError",
    "ToolCost",
    "UnknownTokenizerError",
    "UnserialisableToolError",
    "account_deck",
    "deck_tokens",
    "get_tokenizer",
    "openai_billing_estimate",
    "tool_tokens",
]
