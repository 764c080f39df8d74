"""The ``tooldeck`` command: thin typer commands over the Python API.

One module per stage registers its commands on the shared :data:`~tooldeck.cli.app.app`;
this package imports them all. Modules hold only option parsing, API calls and printing.
"""

from __future__ import annotations

from importlib import import_module

from tooldeck.cli.app import app

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


def main() -> None:
    """Console-script entry point."""
    app()
