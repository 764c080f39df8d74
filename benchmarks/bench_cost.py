"""Cost accounting throughput on the BFCL pool, against the bare tokenizer.

The pool: the function documents of every single-turn BFCL category
(:data:`tooldeck.bfcl_data.ALL_SINGLE_TURN_CATEGORIES`), one deck per category as
:func:`~tooldeck.formats.bfcl.load_bfcl_category` builds it (identical documents repeated
across a category's questions appear once), then deduplicated across categories by the
exact compact JSON of the exported OpenAI item: a document that appears in two categories
is counted once; two different documents sharing a name are both counted.

Timed, on the same tools (median CPU time of 7 interleaved rounds after a warm-up;
vocabulary loaded before):

* reference — tiktoken's ``encode_ordinary`` (the o200k_base encoding tooldeck uses) on
  the compact JSON string of each tool: the bare tokenizer, nothing else;
* the same bare tokenizer through tiktoken's buffer API (``encode_to_numpy`` with no
  special tokens: the same tokens, no Python list), the call the accounting makes;
* tooldeck accounting — :func:`~tooldeck.cost.accounting.account_items` on the exported
  items: serialisation with field boundaries, one batched tokenization, attribution of
  every token to a field with numpy, per-field sums; it returns a
  :class:`~tooldeck.cost.accounting.CostTable`, which builds a ``ToolCost`` when one is
  read;
* the same, then every ``ToolCost`` built (``list(account_items(...))``): the whole cost
  for a caller that reads every tool's object;
* the straightforward accounting it replaced
  (:func:`~tooldeck.cost.accounting.account_items_reference`: span writer, one
  ``count_segments`` per tool), which gives the same numbers;
* ``json.dumps`` + ``encode_ordinary``: the least any counter must do (write, then count);
* tooldeck totals only (:func:`~tooldeck.cost.accounting.item_tokens`);
* the OpenAI exporter (:func:`~tooldeck.cost.accounting.wire_items`) on its own.

Target: accounting ≤ 1.5× the bare tokenizer. The machine is shared (2 cores, other jobs
running): wall times are noisy, so CPU time is reported and the runs are interleaved.
Also prints the pool's per-field totals under the estimate rule, o200k_base and cl100k_base.

Run: ``.venv/bin/python benchmarks/bench_cost.py`` (needs the BFCL wheel: ``tooldeck bfcl
fetch`` or ``$TOOLDECK_BFCL_WHEEL``).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES
from tooldeck.cost.accounting import (
    FIELDS,
    account_items,
    account_items_reference,
    item_tokens,
    wire_items,
)
from tooldeck.formats.bfcl import load_bfcl_category
from tooldeck.tokenizers import BpeTokenizer, get_tokenizer
from tooldeck.tool import Tool


def interleaved(fns: dict[str, Callable[[], object]], rounds: int = 7) -> dict[str, float]:
    """Median CPU seconds (``time.process_time``) of each function over ``rounds`` rounds.

    The functions run in turn within each round (after one warm-up round), so a burst of
    load from other processes on this shared machine hits all of them alike; CPU time
    rather than wall time, since the work is single-threaded and the machine is shared.
    """
    for fn in fns.values():
        fn()
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            start = time.process_time()
            fn()
            times[name].append(time.process_time() - start)
    return {name: statistics.median(values) for name, values in times.items()}


def bfcl_pool() -> tuple[list[Tool], list[Any], dict[str, int]]:
    """Distinct tools of every single-turn category, their OpenAI items, tools per category."""
    tools: list[Tool] = []
    items: list[Any] = []
    seen: set[str] = set()
    per_category: dict[str, int] = {}
    for category in ALL_SINGLE_TURN_CATEGORIES:
        deck = load_bfcl_category(category).deck
        per_category[category] = len(deck)
        for tool, item in zip(deck, wire_items(deck, "openai"), strict=True):
            key = json.dumps(item, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
            if key not in seen:
                seen.add(key)
                tools.append(tool)
                items.append(item)
    return tools, items, per_category


def main() -> None:
    console = Console(width=130)
    start = time.perf_counter()
    o200k = get_tokenizer("o200k_base")
    load_s = time.perf_counter() - start
    assert isinstance(o200k, BpeTokenizer)
    tools, items, per_category = bfcl_pool()
    strings = [json.dumps(i, ensure_ascii=False, separators=(",", ":")) for i in items]
    encode = o200k.encoding.encode_ordinary
    tokens = sum(len(encode(s)) for s in strings)
    chars = sum(len(s) for s in strings)

    decks = [load_bfcl_category(c).deck for c in ALL_SINGLE_TURN_CATEGORIES]
    pool_in_decks = sum(len(d) for d in decks)
    encoding = o200k.encoding
    # the numbers timed are those of the one-tool-at-a-time reference (and stay so on a
    # second call: nothing is cached between calls)
    reference = account_items_reference(tools, items, o200k, "openai")
    assert account_items(tools, items, o200k, "openai") == reference
    assert list(account_items(tools, items, o200k, "openai")) == reference
    seconds = interleaved(
        {
            "bare": lambda: [len(encode(s)) for s in strings],
            "buffer": lambda: [
                len(encoding.encode_to_numpy(s, disallowed_special=())) for s in strings
            ],
            "dumps": lambda: [
                len(encode(json.dumps(i, ensure_ascii=False, separators=(",", ":")))) for i in items
            ],
            "totals": lambda: item_tokens(items, o200k),
            "accounting": lambda: account_items(tools, items, o200k, "openai"),
            "materialised": lambda: list(account_items(tools, items, o200k, "openai")),
            "straightforward": lambda: account_items_reference(tools, items, o200k, "openai"),
            "export": lambda: [wire_items(d, "openai") for d in decks],
        }
    )
    bare = seconds["bare"]
    table = Table(
        title=f"BFCL pool: {len(tools)} distinct tools ({pool_in_decks} in the category "
        f"decks), {chars:,} characters, {tokens:,} o200k tokens; median CPU seconds of 7 "
        "interleaved rounds",
        title_justify="left",
    )
    for col in ("what", "CPU s", "tokens/s", "÷ bare", "÷ dumps+encode"):
        table.add_column(col, justify="left" if col == "what" else "right")
    rows = [
        ("bare", "tiktoken encode_ordinary on the prebuilt strings (reference)"),
        ("buffer", "tiktoken encode_to_numpy on the prebuilt strings"),
        ("dumps", "json.dumps + encode_ordinary (the least any counter does)"),
        ("totals", "tooldeck totals only (item_tokens)"),
        ("accounting", "tooldeck per-field accounting (account_items → CostTable)"),
        ("materialised", "  the same, then every ToolCost built (list(account_items(…)))"),
        ("straightforward", "per-field, straightforward (account_items_reference)"),
    ]
    for key, label in rows:
        value = seconds[key]
        table.add_row(
            label,
            f"{value:.3f}",
            f"{tokens / value:,.0f}",
            f"{value / bare:.2f}×",
            f"{value / seconds['dumps']:.2f}×",
        )
    table.add_row(
        f"OpenAI export of the {len(decks)} category decks (wire_items, not above)",
        f"{seconds['export']:.3f}", "", f"{seconds['export'] / bare:.2f}×", "",
    )  # fmt: skip
    table.add_row(
        "o200k_base vocabulary load (once per process, wall)", f"{load_s:.3f}", "", "", ""
    )
    console.print(table)

    per_cat = Table(title="tools per category deck", title_justify="left")
    per_cat.add_column("category")
    per_cat.add_column("tools", justify="right")
    for category, n in per_category.items():
        per_cat.add_row(category, str(n))
    console.print(per_cat)

    fields = Table(title="BFCL pool per field (OpenAI format, compact)", title_justify="left")
    fields.add_column("field")
    for name in ("estimate", "o200k_base", "cl100k_base"):
        fields.add_column(f"{name} tokens", justify="right")
        fields.add_column("share", justify="right")
    results = {
        name: account_items(tools, items, get_tokenizer(name), "openai")
        for name in ("estimate", "o200k_base", "cl100k_base")
    }
    for name, costs in results.items():  # the same numbers as the reference, every tokenizer
        assert costs == account_items_reference(tools, items, get_tokenizer(name), "openai")
    for field in (*FIELDS, "parameter_descriptions", "total"):
        row = [field]
        for costs in results.values():
            total = costs.total_tokens
            value = total if field == "total" else costs.field_totals()[field].tokens
            row += [f"{value:,}", f"{100 * value / total:.1f} %"]
        fields.add_row(*row)
    console.print(fields)
    console.print(f"characters: {chars:,}; per tool: {chars / len(tools):.1f} characters, "
                  f"{tokens / len(tools):.1f} o200k tokens")  # fmt: skip


if __name__ == "__main__":
    main()
