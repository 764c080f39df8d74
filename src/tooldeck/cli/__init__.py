"""The ``tooldeck`` command: thin typer commands over the Python API.

One module per stage registers its commands on the shared :data:`~tooldeck.cli.app.app`;
this package imports them all. Modules hold only option parsing, API calls and printing.
"""

from __future__ import annotations

import gc
import inspect
from importlib import import_module

import typer
from typer import rich_utils

from tooldeck.cli.app import app, one_line_usage_error

__all__ = ["app", "main"]

# Each module registers its commands on `app` when imported (order = order in --help).
COMMAND_MODULES = (
    "deck",
    "report",
    "cost",
    "select",
    "lint",
    "lock",
    "runtime",
    "serve",
    "gateway",
    "decode",
    "eval",
    "bfcl",
)
for _module in COMMAND_MODULES:
    import_module(f"tooldeck.cli.{_module}")

# usage errors (unknown option, bad value) as one line, not typer's wrapped box
rich_utils.rich_format_error = one_line_usage_error  # type: ignore[assignment]


def reflowed_help(doc: str) -> str:
    """``doc`` (a command's docstring) with the line breaks inside each paragraph made
    spaces, paragraphs (blank-line separated) kept apart.

    typer rewraps only the first paragraph of a command's help to the terminal; from typer
    0.29 it keeps the source's line breaks in the others, so ``tooldeck serve --help`` on
    an 80-column terminal showed a docstring line of 90 characters as two lines, the second
    a single word ("missing", "unknown"). A paragraph that starts with click's ``\\b``
    (keep my line breaks) and what follows a ``\\f`` (hidden from help) are left as they
    are."""
    shown, mark, hidden = inspect.cleandoc(doc).partition("\f")
    paragraphs = [
        p if p.startswith("\b") else " ".join(line.strip() for line in p.splitlines())
        for p in shown.split("\n\n")
    ]
    return "\n\n".join(paragraphs) + mark + hidden


def _reflow_commands(typer_app: typer.Typer) -> None:
    """Give every command of ``typer_app`` and its sub-apps its help reflowed
    (:func:`reflowed_help`); a command whose help is set explicitly is reflowed too."""
    for command in typer_app.registered_commands:
        doc = command.help or inspect.getdoc(command.callback) or ""
        if doc:
            command.help = reflowed_help(doc)
    for group in typer_app.registered_groups:
        if group.typer_instance is not None:
            _reflow_commands(group.typer_instance)


_reflow_commands(app)


GC_THRESHOLD = (100_000, 50, 100)
"""The cyclic garbage collector's thresholds for a command-line run (Python's default:
700, 10, 10). Loading and linting a large deck allocates millions of objects that live to
the end of the run; with the default thresholds the collector walks them again and again
(``tooldeck lint`` on 20,000 tools in YAML: 20.5 s CPU with the default, 16.5 s with
these, 15.9 s with the collector off; ``benchmarks/bench_hostile_inputs.py --classes
size``). Reference counting frees everything acyclic either way; only how often cycles are
looked for changes. Applied by :func:`main` and ``python -m tooldeck``, not on import."""


def main() -> None:
    """Console-script entry point (sets :data:`GC_THRESHOLD`, then runs the app)."""
    gc.set_threshold(*GC_THRESHOLD)
    app()
