"""The cost stage: what a tool set costs in a model's context, field by field.

* :mod:`tooldeck.tokenizers` (re-exported here) — ``estimate``, ``o200k_base``,
  ``cl100k_base``, ``hf:<path>`` behind one interface (:func:`get_tokenizer`).
* :mod:`.accounting` — per-field characters and tokens of each tool as sent in a provider
  format (:data:`PROVIDER_FORMATS`; :func:`tool_tokens`, :func:`deck_tokens`,
  :func:`account_deck` and :func:`account_items` → :class:`CostTable`, whose columns are
  :data:`COLUMNS` and whose groups sum to :class:`GroupTotal`), and OpenAI's billing
  estimate. The result types live in :mod:`.table`, the span writer and the reference
  accounting (:func:`account_items_reference`) in :mod:`.reference`, the fast path in
  :mod:`._fast`.

Every function that counts takes either a :class:`Tokenizer` or a tokenizer name
(``estimate``, ``o200k_base``, ``cl100k_base``, ``hf:<path>``; :func:`resolve_tokenizer`).
* :mod:`.variants` — what each remedy saves (trimmed descriptions, required-only
  parameters, stripped parameter descriptions, pretty vs compact JSON).
* :mod:`.windows` — window occupancy (full and top-k injection) and the boundary sweep.
* :mod:`.recommend` — the decision table (full, prefilter, deferred) applied to the
  measured numbers.
"""

from __future__ import annotations

from tooldeck.cost.accounting import (
    COLUMNS,
    FIELDS,
    PROVIDER_FORMATS,
    CostTable,
    FieldCount,
    GroupTotal,
    ToolCost,
    UnserialisableToolError,
    account_deck,
    account_items,
    account_items_reference,
    deck_tokens,
    item_tokens,
    openai_billing_estimate,
    tool_tokens,
    wire_items,
)
from tooldeck.tokenizers import (
    Tokenizer,
    TokenizerFileError,
    UnknownTokenizerError,
    get_tokenizer,
    resolve_tokenizer,
)

__all__ = [
    "COLUMNS",
    "FIELDS",
    "PROVIDER_FORMATS",
    "CostTable",
    "FieldCount",
    "GroupTotal",
    "Tokenizer",
    "TokenizerFileError",
    "ToolCost",
    "UnknownTokenizerError",
    "UnserialisableToolError",
    "account_deck",
    "account_items",
    "account_items_reference",
    "deck_tokens",
    "get_tokenizer",
    "item_tokens",
    "openai_billing_estimate",
    "resolve_tokenizer",
    "tool_tokens",
    "wire_items",
]
