"""Deck commands: ``show`` and ``convert`` (``report``, the main job, is in
:mod:`tooldeck.cli.report`)."""

from __future__ import annotations

import dataclasses
import json
import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from tooldeck.cli.app import (
    DECK_HELP,
    app,
    check_not_input,
    counted,
    err,
    fail,
    out,
    print_warnings,
    refuse_empty_deck,
)
from tooldeck.display import json_visible, visible
from tooldeck.errors import ToolDeckError
from tooldeck.formats import export, load
from tooldeck.formats.base import LoadResult, ServedDiffers
from tooldeck.formats.sources import write_data
from tooldeck.gateway.served import gateway_served, held_parts, served_view
from tooldeck.report.inventory import tool_row
from tooldeck.tool import Deck

SHOW_ROWS = 1_000
"""Most tools ``show`` puts in its text table unless ``--all`` (rich lays out a table in
about 1.5 ms of CPU a row: a 100,000-tool MCP listing took minutes to print, where loading
it took 7 s); the rest are counted under the table."""


INCLUDE_HELD_HELP = (
    "A config: also the tools tooldeck gateway holds back from tools/list (quarantined "
    "ones; in a search mode, those listed only through search_tools). Left out by default, "
    "with a note on stderr."
)

INCLUDE_QUARANTINED_HELP = (
    "A config: also the tools tooldeck gateway quarantines (left out by default, with a "
    "note on stderr). In a search mode the tools listed only through search_tools are "
    "ranked anyway: search_tools searches them."
)


class Target(StrEnum):
    """Export formats of ``tooldeck convert``."""

    openai = "openai"
    openai_responses = "openai-responses"
    anthropic = "anthropic"
    gemini = "gemini"
    mcp = "mcp"
    deck = "deck"
    bfcl = "bfcl"


class OutputFormat(StrEnum):
    """Output of the reading commands."""

    text = "text"
    json = "json"


@app.command()
def show(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    output: Annotated[
        OutputFormat, typer.Option("--format", "-f", help="text table or JSON rows.")
    ] = OutputFormat.text,
    group: Annotated[str | None, typer.Option(help="Only tools of this group.")] = None,
    show_all: Annotated[
        bool,
        typer.Option(
            "--all", help=f"Every tool in the text table (default: the first {SHOW_ROWS:,})."
        ),
    ] = False,
    include_held: Annotated[bool, typer.Option("--include-held", help=INCLUDE_HELD_HELP)] = False,
) -> None:
    """Table of the deck's tools: name, group, hints, parameters, first sentence."""
    try:
        result = load(deck)
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(result.warnings, "load")
    try:
        # a config: the names, descriptions, hints the gateway serves, without held-back
        # tools; in a search mode with the search_tools and call_tool items its tools/list
        # carries, as cost prices it (trial40b B4: a config with nothing resident stopped
        # with exit 2, since every tool is listed only through search_tools)
        result = as_served(result, include_held=include_held, with_meta=not include_held)
    except ToolDeckError as exc:
        raise fail(exc) from None
    refuse_empty_deck(result, deck, "nothing to show")
    if group is not None and group not in result.deck.group_names:
        known = ", ".join(result.deck.group_names) or "none: this deck has no groups"
        raise fail(ToolDeckError(f"no group {group!r} in {deck}; groups: {known}"))
    chosen = result.deck.filter(group=group) if group else result.deck
    rows = [tool_row(t) for t in chosen]
    if output is OutputFormat.json:
        data = [
            {
                "name": r.name,
                "group": r.group,
                "hints": r.hints,
                "parameters": r.parameters,
                "required": r.required,
                "summary": r.summary,
            }
            for r in rows
        ]
        sys.stdout.write(json_visible(json.dumps(data, ensure_ascii=False, indent=2)) + "\n")
        return
    # the title on a line of its own: as a table title it wrapped to the table's width, so
    # a long path and the count broke apart (the hints column made the table narrower)
    out.print(
        Text(visible(f"{deck}: {counted(len(rows), 'tool')} ({result.format})"), style="italic"),
        soft_wrap=True,
    )
    table = Table()
    table.add_column("name", style="bold")
    table.add_column("group")
    table.add_column("hints")
    table.add_column("params", justify="right")
    table.add_column("description (first sentence)", overflow="fold")
    shown = rows if show_all else rows[:SHOW_ROWS]
    for r in shown:
        table.add_row(
            Text(visible(r.name)),
            Text(visible(r.group or "")),
            r.hints,
            f"{r.parameters} ({r.required} req)",
            Text(visible(r.summary)),
        )
    out.print(table)
    if len(shown) < len(rows):
        out.print(
            Text(
                f"… {len(rows) - len(shown):,} more tools not shown (the first {SHOW_ROWS:,} "
                "of the text table; --all shows every one, --format json lists every one)"
            )
        )


def as_served(
    loaded: LoadResult,
    *,
    quiet: bool = False,
    include_held: bool = False,
    searchable: bool = False,
    with_meta: bool = False,
) -> LoadResult:
    """``loaded`` with its deck replaced by the deck ``tooldeck gateway`` serves
    (:attr:`~tooldeck.formats.base.LoadResult.served`: a config's descriptions naming their
    server's tools by the exposed names, the config's ``annotations`` hints), with one
    stderr note saying so (:func:`served_note`, verb "read"; none when ``quiet``);
    ``loaded`` itself, and no
    note, when that is the same deck (any other deck; a config whose served form is its
    listed one: exposed names). What ``show``, ``cost``, ``select`` and ``report`` read
    of a config since session 35 (they read the servers' own descriptions and hints
    before, while ``lint`` and ``convert`` read the served form since session 34).

    The tools the gateway holds back (:func:`held_tools`: quarantined ones; in a search
    mode, those listed only through ``search_tools``) are
    left out too, with one stderr note naming how many, why and ``--include-held``
    (:func:`held_note`), unless ``include_held``. ``searchable`` (``select``, ``bench
    select``, ``report``) keeps the tools a search mode lists only through
    ``search_tools``: the model reaches them through it, so a ranking of the config (and the
    report's lint, recall and eval) is over them too.
    ``with_meta`` (``cost``) adds, in a search mode, the ``search_tools`` and ``call_tool``
    items its ``tools/list`` carries (:attr:`HeldBack.meta`), so the deck priced is the
    list a client receives, as ``tooldeck gateway --dry-run`` prices it.

    Raises:
        ToolDeckError: the gateway holds back every tool (a search mode with no resident
            tool lists only ``search_tools`` and ``call_tool``): the message says so and
            names ``--include-held``."""
    # read as served, the load's warning that its deck is not the served one is moot
    result = dataclasses.replace(
        loaded, warnings=tuple(w for w in loaded.warnings if not isinstance(w, ServedDiffers))
    )
    view = served_view(
        loaded,
        include_held=include_held,
        searchable=searchable,
        with_meta=with_meta,
        way_out="--include-held reads them",
    )
    if view.lock_error is not None and not quiet:
        err.print(
            Text(
                visible(
                    f"warning: quarantine not checked ({view.lock_error}); tooldeck "
                    "gateway would not start on this lock"
                )
            ),
            soft_wrap=True,
        )
    if view.served is not None and not quiet:
        err.print(Text(visible(served_note(view.served, "read"))), soft_wrap=True)
    if view.meta and not quiet:
        err.print(
            Text(
                visible(
                    f"note: with {', '.join(t.name for t in view.meta)}, which tools/list "
                    f"carries in mode {loaded.listed[0].mode if loaded.listed else '?'} "
                    "beside the resident tools"
                )
            ),
            soft_wrap=True,
        )
    if view.held and not quiet:
        err.print(Text(visible(held_note(view.held))), soft_wrap=True)
    if view.deck is loaded.deck:
        return result
    return dataclasses.replace(
        result, deck=view.deck, served=None if view.served is not None else result.served
    )


def held_note(held: tuple[tuple[str, str], ...]) -> str:
    """The stderr line of :func:`as_served` when it leaves out the tools the gateway holds
    back: how many, split into quarantined (named, with the reason, up to three) and
    deferred by a search mode, and the flag that keeps them."""
    return (
        f"note: left out {counted(len(held), 'tool')} that tooldeck gateway holds back from "
        f"tools/list ({held_parts(held)}); --include-held shows them "
        "(tooldeck gateway CONFIG --dry-run says what it serves)"
    )


def served_note(served: Deck, verb: str = "written") -> str:
    """The line ``convert`` prints when it writes a config's tools as the gateway serves
    them (:attr:`~tooldeck.formats.base.LoadResult.served`), and ``show``, ``cost``,
    ``select`` and ``report`` when they read them so (``verb`` "read"): how many
    descriptions name their server's tools by their exposed names and how many tools carry
    hints of the config's ``annotations``, and the ``_meta`` keys that record each."""
    from tooldeck.formats.mcp_config import ANNOTATIONS_KEY
    from tooldeck.formats.mcp_names import REWRITES_KEY

    rewritten = sum(1 for t in served if t.meta is not None and REWRITES_KEY in t.meta)
    hinted = sum(1 for t in served if t.meta is not None and ANNOTATIONS_KEY in t.meta)
    parts = []
    if rewritten:
        parts.append(
            f"{counted(rewritten, 'description')} "
            f"{'names its' if rewritten == 1 else 'name their'} server's tools by the "
            f'exposed names (recorded in _meta "{REWRITES_KEY}")'
        )
    if hinted:
        parts.append(
            f"{counted(hinted, 'tool')} {'carries' if hinted == 1 else 'carry'} the hints "
            f'of the config\'s annotations (recorded in _meta "{ANNOTATIONS_KEY}")'
        )
    return (
        f"note: {verb} as tooldeck gateway serves them: "
        + "; ".join(parts)
        + " (tooldeck lock CONFIG pins each server's own definition)"
    )


@app.command()
def convert(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    to: Annotated[Target, typer.Option("--to", "-t", help="Target format.")],
    strict: Annotated[
        bool,
        typer.Option(help="OpenAI only: rewrite schemas for strict mode and set strict: true."),
    ] = False,
    drop_unsupported: Annotated[
        bool,
        typer.Option(
            help="With --strict: drop keywords strict mode rejects (each reported) "
            "instead of failing."
        ),
    ] = False,
    strict_fallback: Annotated[
        bool,
        typer.Option(
            help="With --strict: send tools that cannot be made strict with strict: false "
            "(each reported) instead of failing."
        ),
    ] = False,
    complete_parameters: Annotated[
        bool,
        typer.Option(
            help="BFCL only: add an empty top-level properties/required where a tool has "
            "none (BFCL's runner reads both)."
        ),
    ] = False,
    json_schema: Annotated[
        bool,
        typer.Option(
            "--json-schema",
            help="Gemini only: send each input schema unchanged as parametersJsonSchema "
            "instead of converting it to Gemini's OpenAPI-subset parameters.",
        ),
    ] = False,
    output: Annotated[
        Path | None,
        typer.Option(
            "-o",
            "--output",
            help="Write here (.yaml/.yml → YAML, else JSON); '-' or none: stdout (JSON).",
        ),
    ] = None,
    source_format: Annotated[
        str | None, typer.Option("--from", help="Force the input format instead of detecting it.")
    ] = None,
) -> None:
    """Convert a deck to another tool format; what the target cannot hold is reported."""
    if (strict or drop_unsupported or strict_fallback) and to not in (
        Target.openai,
        Target.openai_responses,
    ):
        raise fail(ToolDeckError("--strict and its options apply to OpenAI targets only"))
    if (drop_unsupported or strict_fallback) and not strict:
        raise fail(ToolDeckError("--drop-unsupported and --strict-fallback need --strict"))
    if complete_parameters and to is not Target.bfcl:
        raise fail(ToolDeckError("--complete-parameters applies to --to bfcl only"))
    if json_schema and to is not Target.gemini:
        raise fail(ToolDeckError("--json-schema applies to --to gemini only"))
    if output is not None and str(output) == "-":
        # "-" is stdout, as for lock -o - and report --json -; it wrote a file named "-"
        output = None
    options: dict[str, Any] = {}
    if json_schema:
        options["json_schema"] = True
    if complete_parameters:
        options["complete_parameters"] = True
    if strict:
        options["strict"] = True
        options["unsupported"] = "drop" if drop_unsupported else "error"
        options["fallback"] = strict_fallback
    try:
        if output is not None:
            check_not_input(deck, output, "converted", f"-o tools.{to.value}.json")
        loaded = load(deck, format=source_format)
        # a gateway/client config: the tools as tooldeck gateway serves them (mentions
        # of a server's own tools by their exposed names, the config's hints), said below
        served = gateway_served(loaded)
        written = served if served is not None else loaded.deck
        result = export(written, to.value, **options)
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(loaded.warnings, "load", writes=True)
    if served is not None:
        err.print(Text(visible(served_note(served))), soft_wrap=True)
    print_warnings(result.warnings, f"to {to.value}")
    if output is None:
        sys.stdout.write(json_visible(json.dumps(result.data, ensure_ascii=False, indent=2)) + "\n")
        return
    try:
        write_data(result.data, output)
    except ToolDeckError as exc:
        raise fail(exc) from None
    err.print(
        Text(visible(f"wrote {counted(len(loaded.deck), 'tool')} as {to.value} to {output}")),
        soft_wrap=True,
    )
