"""docs/gateway.md's option table: one short line per option, every option of
``tooldeck gateway`` in it (session 34: cells had grown to 300+ words of session history;
the details and the history now follow the table)."""

from __future__ import annotations

import re
from pathlib import Path

import typer.main

from tooldeck.cli import app

DOC = Path(__file__).resolve().parents[2] / "docs" / "gateway.md"
MAX_WORDS = 30
"""A cell of more words is a paragraph: it goes below the table ("Each option in full")."""


def _rows() -> list[tuple[str, str]]:
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Command") : text.index("## Pinned definitions")]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 2 and cells[0] not in ("option", "---"):
            rows.append((cells[0], cells[1]))
    return rows


def test_each_cell_is_one_short_line() -> None:
    rows = _rows()
    assert len(rows) >= 20, rows
    long = [
        (name, len(meaning.split())) for name, meaning in rows if len(meaning.split()) > MAX_WORDS
    ]
    assert long == [], long


def test_every_option_of_the_command_is_in_the_table() -> None:
    command = typer.main.get_command(app).commands["gateway"]  # type: ignore[attr-defined]
    named = " ".join(name for name, _ in _rows())
    written = set(re.findall(r"--?[a-z][a-z-]*", named))
    missing = [
        opts[0]
        for param in command.params
        if (opts := [o for o in param.opts if o.startswith("-")])
        and not any(o in written for o in opts)
    ]
    assert missing == [], missing
