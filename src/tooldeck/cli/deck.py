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
from tooldeck.formats.base import LoadResult
from tooldeck.formats.sources import write_data
from tooldeck.report.inventory import tool_row
from tooldeck.tool import Deck

SHOW_ROWS = 1_000
"""Most tools ``show`` puts in its text table unless ``--all`` (rich lays out a table in
about 1.5 ms of CPU a row: a 100,000-tool MCP listing took minutes to print, where loading
it took 7 s); the rest are counted under the table."""


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
) -> None:
    """Table of the deck's tools: name, group, hints, parameters, first sentence."""
    try:
        result = load(deck)
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(result.warnings, "load")
    result = as_served(result)  # a config: the names, descriptions, hints the gateway serves
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


def as_served(loaded: LoadResult, *, quiet: bool = False) -> LoadResult:
    """``loaded`` with its deck replaced by the deck ``tooldeck gateway`` serves
    (:attr:`~tooldeck.formats.base.LoadResult.served`: a config's descriptions naming their
    server's tools by the exposed names, the config's ``annotations`` hints), with one
    stderr note saying so (:func:`served_note`, verb "read"; none when ``quiet``);
    ``loaded`` itself, and no
    note, when that is the same deck (any other deck; a config whose served form is its
    listed one: exposed names). What ``show``, ``cost``, ``select`` and ``report`` read
    of a config since session 35 (they read the servers' own descriptions and hints
    before, while ``lint`` and ``convert`` read the served form since session 34)."""
    if loaded.served is None:
        return loaded
    if not quiet:
        err.print(Text(visible(served_note(loaded.served, "read"))), soft_wrap=True)
    return dataclasses.replace(loaded, deck=loaded.served, served=None)


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
        written = loaded.served if loaded.served is not None else loaded.deck
        result = export(written, to.value, **options)
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(loaded.warnings, "load", writes=True)
    if loaded.served is not None:
        err.print(Text(visible(served_note(loaded.served))), soft_wrap=True)
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
