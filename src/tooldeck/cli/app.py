"""The typer application and what every command module shares.

Command modules (:mod:`tooldeck.cli.deck`, :mod:`tooldeck.cli.bfcl`, one per stage) import
:data:`app` from here and register their commands on it; :mod:`tooldeck.cli` imports them
all. Input and usage errors (:class:`~tooldeck.errors.ToolDeckError`) print one message on
stderr and exit with code 2; nothing is written when the input is invalid.
"""

from __future__ import annotations

import os
import sys

import typer
from rich.console import Console
from rich.markup import escape

from tooldeck import __version__
from tooldeck.errors import ToolDeckError
from tooldeck.formats.base import ConversionWarning
from tooldeck.formats.sources import DECK_FILE_NAMES

__all__ = ["DECK_HELP", "app", "err", "fail", "out", "print_warnings"]

app = typer.Typer(
    name="tooldeck",
    help="Declare, lint, cost, select, constrain, run and evaluate the tools you give LLMs.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
PIPE_WIDTH = 200
"""Layout width (characters) of standard output when it is not a terminal and ``COLUMNS`` is
unset: rich would use 80 and cut the tables' numbers to ``0.3…`` in logs and files."""


def _stdout_width() -> int | None:
    if "COLUMNS" in os.environ or sys.stdout.isatty():
        return None  # rich measures the terminal or reads COLUMNS
    return PIPE_WIDTH


out = Console(width=_stdout_width())
"""Standard output: tables and results."""
err = Console(stderr=True)
"""Standard error: warnings, errors, progress."""

DECK_HELP = (
    "Deck source: a file (JSON, YAML, JSONL in any known format), a directory holding "
    f"{'/'.join(DECK_FILE_NAMES)}, bfcl:<category> or bfcl:<category>/<entry id>, "
    "or 'mcp:<command line>'."
)


def fail(exc: ToolDeckError) -> typer.Exit:
    """Print ``exc`` as one error line on stderr; return the exit (code 2) to raise."""
    err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False, soft_wrap=True)
    return typer.Exit(code=2)


def print_warnings(warnings: tuple[ConversionWarning, ...], what: str) -> None:
    """Print conversion warnings on stderr, one per line (user text is not markup)."""
    for warning in warnings:
        err.print(
            f"[yellow]warning ({escape(what)}):[/] {escape(str(warning))}",
            highlight=False,
            soft_wrap=True,
        )


def _version(value: bool) -> None:
    if value:
        out.print(f"tooldeck {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version."
    ),
) -> None:
    """tooldeck: the life of a tool call, from declaration to evaluation."""
