"""``tooldeck cost``: what a deck costs in context, field by field, and what remedies save."""

from __future__ import annotations

import json
import sys
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

from tooldeck.cli.app import DECK_HELP, app, err, fail, out, print_warnings, refuse_empty_deck
from tooldeck.cli.deck import INCLUDE_HELD_HELP, as_served
from tooldeck.cost.recommend import Thresholds
from tooldeck.display import json_visible
from tooldeck.errors import ToolDeckError
from tooldeck.formats import load
from tooldeck.report.cost_section import SORT_KEYS, CostOptionError, build_cost_section
from tooldeck.tool import Deck

if TYPE_CHECKING:
    from tooldeck.gateway.measure import DeferredRoute


class WireFormat(StrEnum):
    """Provider formats the tools are costed in."""

    openai = "openai"
    anthropic = "anthropic"
    mcp = "mcp"


@app.command()
def cost(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    include_held: Annotated[bool, typer.Option("--include-held", help=INCLUDE_HELD_HELP)] = False,
    tokenizer: Annotated[
        str,
        typer.Option(
            "--tokenizer",
            help="o200k_base, cl100k_base, estimate (CJK character = 1 token, other "
            "characters ¼), or hf:PATH to a Hugging Face tokenizer.json.",
        ),
    ] = "o200k_base",
    wire: Annotated[
        WireFormat | None,
        typer.Option(
            "--provider",
            help="Provider format the tools are sent in (compact JSON; default openai).",
        ),
    ] = None,
    wire_alias: Annotated[
        WireFormat | None,
        typer.Option(
            "--format",
            hidden=True,
            help="Deprecated name of --provider (the name report uses too).",
        ),
    ] = None,
    window: Annotated[
        int | None,
        typer.Option(
            "--window",
            help="Context window in tokens, shown beside 8k/32k/128k/200k and used "
            "by the sweep and the recommendation (default 131072, 128k: GPT-4o's; give "
            "your model's, e.g. 8192 or 32768 for a small local model).",
        ),
    ] = None,
    k: Annotated[
        int,
        typer.Option(
            "-k", help="Tools injected by a top-k prefilter (beyond the deck: the whole deck)."
        ),
    ] = 8,
    top: Annotated[
        int,
        typer.Option("--top", help="Tools shown in the per-tool table (--json lists every tool)."),
    ] = 20,
    sort: Annotated[
        str, typer.Option("--sort", help=f"Per-tool table order: {', '.join(SORT_KEYS)}.")
    ] = "tokens",
    trim: Annotated[
        int, typer.Option("--trim", help="Characters kept by the trimmed-description variant.")
    ] = 40,
    shares: Annotated[
        str,
        typer.Option(
            "--shares",
            help="Window shares (%) of full injection that separate inject-all / one-level "
            "prefilter / prefilter / prefilter and defer.",
        ),
    ] = "20,38,84",
    min_net_saving: Annotated[
        float,
        typer.Option(
            "--min-net-saving",
            help="Tokens per request a prefilter must save to be worth it.",
        ),
    ] = 1000.0,
    recall: Annotated[
        float | None,
        typer.Option(
            "--recall",
            help="A prefilter's measured recall@k; misroutes (900 tokens each) are then "
            "taken off the saving.",
        ),
    ] = None,
    resident: Annotated[
        list[str] | None,
        typer.Option(
            "--resident",
            help="For the deferred-loading figure: tools kept listed beside search_tools "
            "(fnmatch pattern of names, repeatable; the gateway's 'resident'). Default: none.",
        ),
    ] = None,
    json_out: Annotated[
        bool,
        typer.Option(
            "--json",
            help="Print the section as JSON on standard output instead of tables; its tools "
            "list holds every tool, in --sort order (--top applies to the table only).",
        ),
    ] = False,
) -> None:
    """Tokens of each tool as sent, per field, per window, per remedy, with a recommendation."""
    if wire_alias is not None:
        err.print(
            "[yellow]warning:[/] cost --format is deprecated; use --provider (the same "
            "option as report's)",
            highlight=False,
        )
        if wire is not None and wire is not wire_alias:
            raise fail(
                ToolDeckError(
                    f"--provider {wire.value} and --format {wire_alias.value} disagree; "
                    "give --provider only"
                )
            )
    wire = wire or wire_alias or WireFormat.openai
    try:
        thresholds = _thresholds(shares, min_net_saving)
        loaded = load(deck)
        print_warnings(loaded.warnings, "load")
        # a config: the tools/list items the gateway serves (held-back ones left out; in a
        # search mode with search_tools and call_tool)
        loaded = as_served(loaded, include_held=include_held, with_meta=not include_held)
        refuse_empty_deck(loaded, deck, "nothing to count")
        section = build_cost_section(
            loaded.deck,
            tokenizer=tokenizer,
            format=wire.value,
            window=window,
            k=k,
            top=top,
            sort=sort,
            trim_to=trim,
            thresholds=thresholds,
            recall=recall,
        )
        deferred = _deferred(loaded.deck, tokenizer, wire.value, tuple(resident or ()))
    except ToolDeckError as exc:
        raise fail(exc) from None
    if json_out:
        data = {"source": deck, "loaded_as": loaded.format, **section.to_json()}
        data["deferred"] = deferred.to_json() if deferred is not None else None
        sys.stdout.write(json_visible(json.dumps(data, ensure_ascii=False, indent=2)) + "\n")
        return
    section.render(out)
    if deferred is None:
        out.print(
            "deferred loading: the deck already lists search_tools (a config served in a "
            "search mode): the figures above are the deferred route's",
            highlight=False,
        )
        return
    full = section.tokens
    typical = section.effective_k * full / len(section.tools) if section.tools else 0.0
    rows = [
        ("full injection", float(full)),
        (f"typical top-{section.effective_k} (a prefilter)", typical),
        (
            f"deferred, before any search ({len(deferred.resident)} resident + "
            "search_tools + call_tool)",
            float(deferred.before_search),
        ),
        (
            f"deferred, with one search (+ a typical answer of k={deferred.answer_k})",
            float(deferred.with_one_search),
        ),
    ]
    table = Table(
        title="injection routes (tokens of what the model is sent before it answers)",
        title_justify="left",
        title_style="bold",
    )
    for column in ("route", "tokens", "of full"):
        table.add_column(column, justify="left" if column == "route" else "right")
    for label, tokens in rows:
        share = f"{100 * tokens / full:.1f} %" if full else "-"
        table.add_row(label, f"{tokens:,.0f}", share)
    out.print(table)
    out.print(
        f"deferred = the gateway's search mode: {deferred.meta_tokens:,} tokens for the "
        f"search_tools and call_tool definitions, {deferred.resident_tokens:,} for the "
        f"resident tools (--resident), and one search_tools answer of k={deferred.answer_k} "
        f"(its default) at the mean item over the {deferred.searchable:,} searchable tools "
        f"({deferred.answer_tokens:,} tokens: name, capped description, hints, inputSchema, as "
        "the gateway writes them; the answer's summary and envelope, about 100 tokens, not "
        "counted). Each further search adds another answer (docs/cost.md#deferred-loading).",
        highlight=False,
    )


def _deferred(
    deck: Deck, tokenizer: str, wire: str, resident: tuple[str, ...]
) -> DeferredRoute | None:
    """The deferred route's figures (:func:`tooldeck.gateway.measure.deferred_route`);
    None when the deck already holds ``search_tools`` (a config served in a search mode)."""
    from tooldeck.gateway.measure import deferred_route
    from tooldeck.select.deferred import SEARCH_TOOL_NAME

    if SEARCH_TOOL_NAME in deck.names:
        return None
    return deferred_route(deck, tokenizer, wire=wire, resident=resident)


def _thresholds(shares: str, min_net_saving: float) -> Thresholds:
    """Thresholds from ``--shares LOW,MID,HIGH`` and ``--min-net-saving``.

    Raises:
        CostOptionError: not three increasing percentages, or a negative saving.
    """
    try:
        low, mid, high = (float(part) for part in shares.split(","))
    except ValueError:
        raise CostOptionError(
            f"--shares takes three percentages LOW,MID,HIGH (e.g. 20,38,84), got {shares!r}"
        ) from None
    if not 0 < low < mid < high:
        raise CostOptionError(f"--shares must increase and be above 0, got {shares!r}")
    if min_net_saving < 0:
        raise CostOptionError(f"--min-net-saving must be ≥ 0, got {min_net_saving}")
    return Thresholds(
        full_share_low=low, full_share_mid=mid, full_share_high=high, min_net_saving=min_net_saving
    )
