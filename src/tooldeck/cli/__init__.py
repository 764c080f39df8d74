"""The ``tooldeck`` command: thin typer commands over the Python API.

One module per stage registers its commands on the shared :data:`~tooldeck.cli.app.app`;
this package imports them all. Modules hold only option parsing, API calls and printing.
"""

from __future__ import annotations

import gc
from importlib import import_module

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
