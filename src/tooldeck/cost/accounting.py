"""Per-field accounting: characters and tokens of each tool as it is sent.

A tool is exported with tooldeck's own exporter for the chosen provider format
(:func:`tooldeck.formats.export`: ``openai`` Chat Completions ``tools`` items,
``anthropic`` Messages ``tools`` items, ``mcp`` ``tools/list`` items) and serialised as
compact JSON (``separators=(",", ":")``, non-ASCII characters kept as they are). The
serialisation is cut into labelled character spans, and the whole string is tokenized
once (:meth:`~tooldeck.tokenizers.Tokenizer.count_segments`): each token goes to the
field holding its first character, so the fields sum exactly to the tool's total.

How characters are attributed (``docs/cost.md`` has a worked example):

* ``name``: the characters *between* the quotes of the name value (JSON escapes included);
* ``description``: the characters between the quotes of the tool's description;
* ``parameters``: the whole input-schema value, from its ``{`` to its ``}`` inclusive
  (OpenAI ``parameters``, Anthropic ``input_schema``, MCP ``inputSchema``);
  ``parameter_descriptions`` is the part of it between the quotes of every
  ``description`` *keyword* in the schema (found by walking schema positions:
  ``properties``, ``items``, ``anyOf``, ``$defs``, … — a property that happens to be
  called ``description`` is not one), reported separately and included in ``parameters``;
* ``other``: the values of any other field of the tool object (MCP ``title``,
  ``outputSchema``, ``annotations``, ``_meta``; OpenAI ``strict``);
* ``skeleton``: everything else — the braces, the keys with their quotes and colons, the
  quotes around the name and description values, the commas, and OpenAI's
  ``{"type":"function","function":…}`` wrapper.

A deck's total is the sum of its tools' totals (each tool counted on its own, as a
per-tool breakdown needs); the ``[``, ``,`` and ``]`` of the array holding them are not counted.

This module holds the public functions. The result types are in :mod:`.table`
(:class:`CostTable` …), the span writer and the reference accounting it is tested against
in :mod:`.reference`, the fast path in :mod:`._fast`; their public names are re-exported
here.
"""

from __future__ import annotations

import json
import operator
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tooldeck.cost._fast import encode, measure, serialise_fast
from tooldeck.cost.reference import (
    PROVIDER_FORMATS,
    Serialised,
    UnserialisableToolError,
    account_items_reference,
    check_arguments,
    check_format,
    check_items,
    write_spans,
)
from tooldeck.cost.table import COLUMNS, FIELDS, CostTable, FieldCount, GroupTotal, ToolCost
from tooldeck.formats import export
from tooldeck.tokenizers import Tokenizer, resolve_tokenizer
from tooldeck.tool import Deck, Tool

__all__ = [
    "COLUMNS",
    "FIELDS",
    "PROVIDER_FORMATS",
    "CostTable",
    "FieldCount",
    "GroupTotal",
    "ToolCost",
    "UnserialisableToolError",
    "account_deck",
    "account_items",
    "account_items_reference",
    "deck_tokens",
    "item_tokens",
    "openai_billing_estimate",
    "serialise_item",
    "tokenizer_fit_note",
    "tool_tokens",
    "wire_items",
]


def serialise_item(item: Mapping[str, Any], format: str, *, tool: str = "?") -> Serialised:
    """Compact JSON of one exported tool item, with its labelled spans.

    Returns:
        ``(text, labels, lengths)``: ``text`` equals ``json.dumps(item,
        ensure_ascii=False, separators=(",", ":"))``; ``labels[i]`` is the part
        (:data:`FIELDS` or ``parameter_descriptions``) of the ``lengths[i]`` characters
        of the i-th span.

    Raises:
        UnserialisableToolError: a value is not JSON (NaN, a set, a non-string key).
        FormatError: unknown format.
    """
    check_format(format)
    schema_key = PROVIDER_FORMATS[format]
    try:
        fast = serialise_fast(item, format, schema_key)
    except (TypeError, ValueError):
        fast = None  # the span writer below names the offending value
    if fast is not None:
        return fast
    return write_spans(item, format, schema_key, tool)


def _check_deck(deck: object) -> None:
    if not isinstance(deck, Deck):
        raise TypeError(
            f"deck must be a tooldeck Deck (Deck(tools), load_deck(path), load(source).deck), "
            f"got {type(deck).__name__}; for exported items use account_items / item_tokens"
        )


def wire_items(deck: Deck, format: str) -> list[Any]:
    """The deck's tools as sent in ``format``, one JSON item per tool (in deck order).

    Raises:
        FormatError: unknown format. ExportError: the exporter refuses a tool.
    """
    check_format(format)
    data = export(deck, format).data
    items = data["tools"] if format == "mcp" else data
    return list(items)


def account_items(
    tools: Sequence[Tool],
    items: Sequence[Mapping[str, Any]],
    tokenizer: Tokenizer | str,
    format: str,
) -> CostTable:
    """Per-field costs of exported ``items`` (``items[i]`` is ``tools[i]`` as sent).

    All items are written by the C JSON encoder and joined; the field boundaries of the
    exporters' usual layout come from one ``str.split`` of the joined text at
    ``"description":"`` (the tool's description and the schema's description keywords,
    checked by count against the schema); other layouts take
    :func:`~tooldeck.cost._fast.spans_fast` or the span writer. Tokens are counted in one
    vectorised call (:meth:`~tooldeck.tokenizers.Tokenizer.tokens_before` at every field
    boundary) and summed per tool and field with numpy. The numbers are those of
    :func:`account_items_reference` (the one-tool-at-a-time version, kept as the test
    oracle).

    Args:
        tools: the tools (for names and groups).
        items: ``items[i]`` is ``tools[i]`` exported in ``format`` (:func:`wire_items`).
        tokenizer: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name
            (``estimate``, ``o200k_base``, ``cl100k_base``, ``hf:<path>``).
        format: ``openai``, ``anthropic`` or ``mcp``.

    Returns:
        A :class:`CostTable`: a read-only sequence of :class:`ToolCost`, built per element
        on access, with vectorised sums.

    Raises:
        FormatError: unknown format. UnserialisableToolError: an item cannot be written
        as JSON. ValueError: ``tools`` and ``items`` differ in length. TypeError: an item
        that is not a mapping, a tool that is not a :class:`Tool`, or a tokenizer that is
        neither a Tokenizer nor a name. UnknownTokenizerError, TokenizerFileError: a bad
        tokenizer name.
    """
    import numpy as np

    tokenizer = resolve_tokenizer(tokenizer)
    check_arguments(tools, items, format)
    names = list(map(operator.attrgetter("name"), tools))
    groups = list(map(operator.attrgetter("group"), tools))
    if not items:
        empty = np.zeros((0, len(COLUMNS)), dtype=np.int64)
        return CostTable(names, groups, empty, empty)
    chars, tokens = measure(items, names, tokenizer, format)
    return CostTable(names, groups, chars, tokens)


def account_deck(deck: Deck, tokenizer: Tokenizer | str, *, format: str = "openai") -> CostTable:
    """Per-field costs of every tool of ``deck`` as sent in ``format``.

    Args:
        deck: a :class:`~tooldeck.tool.Deck`.
        tokenizer: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name
            (``estimate``, ``o200k_base``, ``cl100k_base``, ``hf:<path>``).
        format: ``openai`` (default), ``anthropic`` or ``mcp``.

    Raises:
        FormatError: unknown format. UnserialisableToolError: a tool is not plain JSON.
        TypeError: ``deck`` is not a Deck, or ``tokenizer`` neither a Tokenizer nor a
        name. UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    _check_deck(deck)
    return account_items(deck.tools, wire_items(deck, format), tokenizer, format)


def item_tokens(items: Sequence[Mapping[str, Any]], tokenizer: Tokenizer | str) -> list[int]:
    """Tokens of each exported item as sent (compact JSON), without the per-field split:
    the cheap path for callers that need totals only (selection, token budgets).
    ``tokenizer``: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name.

    Raises:
        UnserialisableToolError: an item cannot be written as JSON. TypeError: an item
        that is not a mapping, or a tokenizer that is neither a Tokenizer nor a name.
        UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    count = resolve_tokenizer(tokenizer).count
    check_items(items, None, None)
    out = []
    for item in items:
        try:
            text = encode(item)
        except (TypeError, ValueError) as exc:
            name = item.get("name") or (item.get("function") or {}).get("name", "?")
            raise UnserialisableToolError(
                f"tool {name!r} cannot be serialised as JSON ({exc}); tool data must be plain "
                "JSON: strings, finite numbers, booleans, null, lists, objects with string keys"
            ) from None
        out.append(count(text))
    return out


def deck_tokens(deck: Deck, tokenizer: Tokenizer | str, *, format: str = "openai") -> list[int]:
    """Tokens of each tool of ``deck`` as sent in ``format``, in deck order (totals only).

    Equal to ``[tool_tokens(t, tokenizer, format=format) for t in deck]``, with one export.
    ``tokenizer``: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name.

    Raises:
        FormatError: unknown format. UnserialisableToolError: a tool is not plain JSON.
        TypeError: ``deck`` is not a Deck, or ``tokenizer`` neither a Tokenizer nor a
        name. UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    _check_deck(deck)
    return item_tokens(wire_items(deck, format), tokenizer)


def tool_tokens(tool: Tool, tokenizer: Tokenizer | str, *, format: str = "openai") -> int:
    """Tokens of one tool as sent: compact JSON of its ``format`` item (``openai``,
    ``anthropic`` or ``mcp``), counted as one text by ``tokenizer`` (a
    :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name).

    Raises:
        FormatError: unknown format. UnserialisableToolError: the tool is not plain JSON.
        TypeError: ``tool`` is not a Tool, or ``tokenizer`` neither a Tokenizer nor a
        name. UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    counter = resolve_tokenizer(tokenizer)
    if not isinstance(tool, Tool):
        raise TypeError(f"tool must be a tooldeck Tool, got {type(tool).__name__}")
    item = wire_items(Deck([tool]), format)[0]
    text, _, _ = serialise_item(item, format, tool=tool.name)
    return counter.count(text)


# --- OpenAI's rendering of function tools: the cookbook estimate ------------------------------

# OpenAI Cookbook, "How to count tokens with tiktoken", §"Counting tokens for chat
# completions with tool calls", function `num_tokens_for_tools`: per-model constants.
_COOKBOOK: dict[str, dict[str, int]] = {
    # gpt-4o / gpt-4o-mini (o200k_base)
    "o200k_base": {"func_init": 7, "prop_init": 3, "prop_key": 3, "enum_init": -3,
                   "enum_item": 3, "func_end": 12},
    # gpt-3.5-turbo / gpt-4 (cl100k_base)
    "cl100k_base": {"func_init": 10, "prop_init": 3, "prop_key": 3, "enum_init": -3,
                    "enum_item": 3, "func_end": 12},
}  # fmt: skip

BILLING_SOURCE = (
    "estimate after the OpenAI Cookbook 'How to count tokens with tiktoken', "
    "num_tokens_for_tools (gpt-4o constants for o200k_base, gpt-4 for cl100k_base)"
)

COUNT_USE = (
    "tooldeck's count of the JSON as sent; plan the context window with this (every "
    "window, sweep and recommendation figure uses it)"
)
"""What the deck's token total is for, shown beside it by ``tooldeck cost`` and
``tooldeck report``: the count of the tools exactly as sent, in the chosen tokenizer."""

BILLING_USE = (
    "for an OpenAI cost estimate only, not the window budget: usually lower than the "
    "count above, since the rule skips nested schemas and keywords such as required"
)
"""What :func:`openai_billing_estimate` is for, shown beside it: an approximation of what
OpenAI bills for its own (unpublished) rendering of the tools, which undercounts nested
schemas; budgeting a window with it risks overflowing it."""


OPENAI_VOCABULARIES = frozenset({"o200k_base", "cl100k_base"})
"""Tokenizers that are OpenAI's own vocabularies (tiktoken's names)."""


def tokenizer_fit_note(tokenizer: str, format: str) -> str | None:
    """A note when the tools are sent in Anthropic's form but counted in OpenAI's vocabulary.

    ``tooldeck cost --provider anthropic`` counts with o200k_base by default: Anthropic
    does not publish Claude's tokenizer, so the count is an approximation (a fresh user
    read it as Claude's). Returns None for other formats (an MCP or OpenAI-shaped listing
    may reach an OpenAI model) and for tokenizers that are not an OpenAI vocabulary
    (``estimate``, ``hf:PATH``: the user chose it).

    Args:
        tokenizer: the tokenizer name (``o200k_base``, ``cl100k_base``, ``estimate``,
            ``hf:PATH``).
        format: the provider format the tools are sent in (``openai``, ``anthropic``,
            ``mcp`` …).
    """
    if tokenizer not in OPENAI_VOCABULARIES or format != "anthropic":
        return None  # an MCP or OpenAI-shaped listing may well reach an OpenAI model
    return (
        f"{tokenizer} is OpenAI's vocabulary: Anthropic does not publish Claude's "
        "tokenizer, so this count approximates Claude's (Anthropic's token-counting "
        "endpoint gives the exact figure; --tokenizer hf:PATH counts with another)"
    )


def openai_billing_estimate(tools: Iterable[Tool], tokenizer: Tokenizer | str) -> int | None:
    """Estimated prompt tokens OpenAI bills for ``tools`` in a Chat Completions request.

    Follows the cookbook's ``num_tokens_for_tools`` (see :data:`BILLING_SOURCE`): per
    function ``func_init`` + tokens of ``"{name}:{description}"`` (one trailing period
    dropped); when it has properties, ``prop_init`` and per top-level property
    ``prop_key`` + tokens of ``"{name}:{type}:{description}"`` (+ ``enum_init`` and, per
    enum value, ``enum_item`` + its tokens); ``func_end`` once for the list. Nested
    schemas, ``required`` and other keywords are not counted by that rule. A type list is
    written as JSON; a missing type or description as empty text. An estimate: OpenAI
    does not publish its rendering.

    Args:
        tools: the tools (a Deck or any iterable of :class:`Tool`).
        tokenizer: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name.

    Returns:
        The estimate in tokens, or None when ``tokenizer`` is neither ``o200k_base`` nor
        ``cl100k_base`` (the rule's constants are only known for those).

    Raises:
        TypeError: ``tokenizer`` is neither a Tokenizer nor a name.
        UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    constants = _COOKBOOK.get(tokenizer.name)
    if constants is None:
        return None
    total = 0
    any_tool = False
    for tool in tools:
        if not isinstance(tool, Tool):
            raise TypeError(f"tools must hold tooldeck Tools, got {type(tool).__name__}")
        any_tool = True
        total += constants["func_init"]
        description = tool.description[:-1] if tool.description.endswith(".") else tool.description
        total += tokenizer.count(f"{tool.name}:{description}")
        properties = tool.parameters
        if properties:
            total += constants["prop_init"]
            for key, sub in properties.items():
                total += constants["prop_key"]
                sub = sub if isinstance(sub, Mapping) else {}
                ptype = sub.get("type", "")
                if not isinstance(ptype, str):
                    ptype = json.dumps(ptype, separators=(",", ":"))
                pdesc = sub.get("description", "")
                pdesc = pdesc if isinstance(pdesc, str) else ""
                enum = sub.get("enum")
                if isinstance(enum, list):
                    total += constants["enum_init"]
                    for value in enum:
                        total += constants["enum_item"]
                        total += tokenizer.count(
                            value if isinstance(value, str) else json.dumps(value)
                        )
                if pdesc.endswith("."):
                    pdesc = pdesc[:-1]
                total += tokenizer.count(f"{key}:{ptype}:{pdesc}")
    if any_tool:
        total += constants["func_end"]
    return total
