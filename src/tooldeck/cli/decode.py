"""``tooldeck decode``: the constrained-decoding grammar of a deck and its coverage."""

from __future__ import annotations

import json
import sys
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Literal

import typer
from rich.table import Table
from rich.text import Text

from tooldeck.cli.app import (
    DECK_HELP,
    PlainErrorsGroup,
    app,
    counted,
    err,
    fail,
    out,
    print_warnings,
    refuse_empty_deck,
)
from tooldeck.display import json_visible, shown_error, visible
from tooldeck.errors import ToolDeckError

if TYPE_CHECKING:
    from tooldeck.decode.coverage import Coverage

decode_app = typer.Typer(
    cls=PlainErrorsGroup,
    help="Constrained decoding: print a deck's tool-call grammar, check what an engine enforces.",
    no_args_is_help=True,
)
app.add_typer(decode_app, name="decode")

BOUNDARY_TOKENS = ("<tool_call>", "</tool_call>", "[TOOL_CALLS]")


class EngineName(StrEnum):
    """Decoding engines."""

    llguidance = "llguidance"
    xgrammar = "xgrammar"


class WhitespaceMode(StrEnum):
    """JSON whitespace during decoding."""

    compact = "compact"
    bounded = "bounded"


def _whitespace(mode: WhitespaceMode) -> Literal["compact", "bounded"]:
    return "compact" if mode is WhitespaceMode.compact else "bounded"


EngineOpt = Annotated[EngineName, typer.Option("--engine", help="Decoding engine.")]
EncodingOpt = Annotated[
    str,
    typer.Option(
        "--encoding",
        help="Vocabulary (offline): o200k_base or cl100k_base; the boundary tokens "
        f"{', '.join(BOUNDARY_TOKENS)} are appended as special tokens.",
    ),
]
WhitespaceOpt = Annotated[
    WhitespaceMode, typer.Option("--whitespace", help="compact or bounded (default).")
]
OpenOpt = Annotated[
    bool,
    typer.Option(
        "--open-objects",
        help="Do not close objects that omit additionalProperties "
        "(default: closed, stricter than the schema).",
    ),
]
RelaxOpt = Annotated[
    bool,
    typer.Option(
        "--relax", help="Decode keywords the engine cannot enforce; re-check them after generation."
    ),
]


def _setup(  # type: ignore[no-untyped-def]
    deck: str, engine: EngineName, encoding: str, *, empty: str | None = None
):
    """The loaded deck and the engine; ``empty``: refuse a deck with no tools (exit 2) with
    that phrase (``"nothing to check"``), before the vocabulary is loaded."""
    from tooldeck.decode.engines import get_engine
    from tooldeck.decode.tokenizer_adapters import openai_encoding
    from tooldeck.formats import load

    result = load(deck)
    print_warnings(result.warnings, "load")
    if empty is not None:
        refuse_empty_deck(result, deck, empty)
    tokenizer = openai_encoding(encoding, extra_special_tokens=BOUNDARY_TOKENS)
    return result.deck, get_engine(str(engine), tokenizer)


@decode_app.command("grammar")
def decode_grammar(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    wire_format: Annotated[
        str, typer.Option("--format", help="Wire format: hermes, llama3, mistral.")
    ] = "hermes",
    mode: Annotated[
        str, typer.Option("--mode", help="auto, required, none, or a tool name.")
    ] = "auto",
    parallel: Annotated[
        bool, typer.Option("--parallel/--no-parallel", help="Several calls per turn.")
    ] = True,
    engine: EngineOpt = EngineName.llguidance,
    encoding: EncodingOpt = "o200k_base",
    whitespace: WhitespaceOpt = WhitespaceMode.bounded,
    open_objects: OpenOpt = False,
    relax: RelaxOpt = False,
    as_json: Annotated[bool, typer.Option("--json", help="Grammar and reports as JSON.")] = False,
) -> None:
    """Print the turn grammar (Lark for llguidance, EBNF for XGrammar) and the keyword report."""
    from tooldeck.decode.engines import DecodeOptions, KeywordStatus
    from tooldeck.decode.turn import turn_constraint

    try:
        tools, eng = _setup(deck, engine, encoding)
        options = DecodeOptions(
            whitespace=_whitespace(whitespace), closed_objects=not open_objects, relax=relax
        )
        compiled = turn_constraint(
            tools, wire_format=wire_format, mode=mode, parallel=parallel, options=options
        ).compile(eng)
    except ToolDeckError as exc:
        raise fail(exc) from None
    for report in compiled.reports:
        for f in report.with_status(KeywordStatus.relaxed):
            err.print(
                Text(
                    visible(
                        f"warning: tool {report.tool!r} {f.pointer}: {f.keyword} is left out "
                        f"of the mask (--relax; checked after generation): {f.note}"
                    )
                ),
                soft_wrap=True,
            )
    if as_json:
        data = {
            "engine": eng.name,
            "grammar": compiled.text,
            "reports": [r.to_json() for r in compiled.reports],
        }
        sys.stdout.write(json_visible(json.dumps(data, ensure_ascii=False, indent=2)) + "\n")
        return
    out.print(Text(visible(compiled.text, multiline=True)), soft_wrap=True)
    table = Table(title=Text(f"keywords ({eng.name})"), title_justify="left")
    for column in ("tool", "pointer", "keyword", "status", "note"):
        table.add_column(column)
    for report in compiled.reports:
        for f in report.findings:
            if f.status is not KeywordStatus.enforced or f.note:
                table.add_row(
                    Text(visible(report.tool or "")),
                    Text(visible(f.pointer)),
                    Text(visible(f.keyword)),
                    str(f.status),
                    Text(visible(f.note)),
                )
        if report.closed:
            table.add_row(
                Text(visible(report.tool or "")),
                Text(visible(", ".join(report.closed))),
                "additionalProperties",
                "closed",
                "stricter than the schema",
            )
    out.print(table)
    err.print(f"compiled in {compiled.compile_ms:.1f} ms", highlight=False)


@decode_app.command("check")
def decode_check(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    engine: EngineOpt = EngineName.llguidance,
    encoding: EncodingOpt = "o200k_base",
    whitespace: WhitespaceOpt = WhitespaceMode.bounded,
    open_objects: OpenOpt = False,
    as_json: Annotated[bool, typer.Option("--json", help="One row per tool as JSON.")] = False,
) -> None:
    """Compile every tool's schema on its own and report coverage (enforced / relaxed / failed).

    Exit code 2 when any tool failed to compile even relaxed, or when the deck holds no
    tools (nothing to check: 100 % coverage of nothing would read as a pass)."""
    from tooldeck.decode.coverage import check_tools
    from tooldeck.decode.engines import DecodeOptions

    try:
        tools, eng = _setup(deck, engine, encoding, empty="nothing to check")
        options = DecodeOptions(whitespace=_whitespace(whitespace), closed_objects=not open_objects)
    except ToolDeckError as exc:
        raise fail(exc) from None
    coverage = check_tools(tools, eng, options)
    if as_json:
        rows = [
            {
                "tool": t.tool,
                "status": t.status,
                "keywords": list(t.keywords),
                "compile_ms": round(t.compile_ms, 3),
                "error": t.error,
            }
            for t in coverage.tools
        ]
        sys.stdout.write(
            json.dumps(
                {
                    "engine": eng.name,
                    "enforced_fraction": coverage.enforced_fraction,
                    "tools": rows,
                },
                indent=2,
            )
            + "\n"
        )
        _exit_on_failures(coverage)
        return
    table = Table(
        title=Text(visible(f"{deck}: {counted(len(coverage.tools), 'tool')} on {eng.name}")),
        title_justify="left",
    )
    for column in ("tool", "status", "not enforced", "compile ms"):
        table.add_column(column)
    for t in coverage.tools:
        table.add_row(
            Text(visible(t.tool)),
            t.status,
            Text(visible(", ".join(t.keywords)) or shown_error(t.error)),
            f"{t.compile_ms:.1f}",
        )
    out.print(table)
    counts = ", ".join(f"{k}: {n}" for k, n in coverage.by_keyword().most_common()) or "none"
    out.print(
        Text(
            f"coverage: {coverage.enforced_fraction:.1%} fully enforced; "
            f"not enforced by keyword: {counts}"
        )
    )
    _exit_on_failures(coverage)


def _exit_on_failures(coverage: Coverage) -> None:
    failed = [t.tool for t in coverage.tools if t.status == "failed"]
    if failed:
        err.print(
            Text(visible(f"error: {len(failed)} tool(s) cannot be compiled: {', '.join(failed)}")),
            soft_wrap=True,
        )
        raise typer.Exit(code=2)
