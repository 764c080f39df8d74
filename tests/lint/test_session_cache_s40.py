"""Session 40 (lint40): a stated write to the server's session cache and an export to a file
path are writes (trial39b MEDIUM-3, excel-mcp-polars 0.1.3).

- ``sort_data``, "Sort the sheet data by one or more columns and update the session cache.",
  was advised ``readOnlyHint: true`` (A105). MCP's ``readOnlyHint`` says the tool "does not
  modify its environment" (specification, tool annotations); a cache every later call reads
  ("The filtered result replaces the cached DataFrame so subsequent tool calls on this sheet
  operate on the filtered data", the same server's ``filter_rows``) is that environment, so
  the stated update is a write: A101 asks for ``destructiveHint``, as it did for the
  server's ``filter_rows`` and ``drop_columns``. The act was missed because "one or more"
  was read as a list of nouns cutting the series of acts (``safety._verb_series``).
- ``export_data``, "Export the current (possibly transformed) sheet data to a file.", with
  a required undescribed ``output_path``, drew no A finding: A101 now reads a required
  place named for the output (``safety._output_place``) as it read a described one.

The real definitions are in ``tests/data/captured40`` (its README); the twins are written
here, each changing only what the reading turns on. The two real cases fail on the commit
before this change; every twin passes on both.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Finding
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
EXCEL = json.loads(
    (ROOT / "tests/data/captured40/excel_mcp_polars.json").read_text(encoding="utf-8")
)


def _deck(items: list[dict[str, Any]]) -> Deck:
    return load_data({"tools": items}, source="test", format="mcp").deck


def _findings(deck: Deck, name: str) -> list[Finding]:
    return [f for f in lint(deck, LintConfig(select=("A",))).findings if f.tool == name]


def _codes(deck: Deck, name: str) -> set[str]:
    return {f.code for f in _findings(deck, name)}


def _tool(name: str, description: str, props: dict[str, Any], required: list[str]) -> Tool:
    schema = {"type": "object", "properties": props, "required": required}
    (tool,) = _deck([{"name": name, "description": description, "inputSchema": schema}])
    return tool


SHEET = {"file_path": {"type": "string"}, "sheet_name": {"type": "string"}}


def test_sort_that_updates_the_session_cache_is_a_write() -> None:
    found = _findings(_deck(EXCEL), "sort_data")
    assert [f.code for f in found] == ["A101"]
    assert "'update'" in found[0].message


def test_the_same_server_fill_nulls_reads_past_a_or_between_values() -> None:
    # "using a strategy or a literal value and update the session cache"
    assert _codes(_deck(EXCEL), "fill_nulls") == {"A101"}


def test_sort_that_returns_the_rows_stays_a_read() -> None:
    twin = _tool(
        "sort_rows",
        "Sort the sheet rows by one or more columns and return them as a markdown table.",
        {**SHEET, "by": {"type": "array", "items": {"type": "string"}}},
        ["file_path", "sheet_name", "by"],
    )
    found = _findings(Deck([twin]), "sort_rows")
    assert [f.code for f in found] == ["A105"]


def test_a_list_of_nouns_after_or_still_cuts_the_series() -> None:
    # "update" closes a list of nouns here, a bare noun after it: no act of the tool
    twin = _tool(
        "find_rows",
        "Find rows by one or more columns, a date range, or update time.",
        SHEET,
        ["file_path", "sheet_name"],
    )
    assert _codes(Deck([twin]), "find_rows") == {"A105"}


def test_export_to_an_output_path_is_a_write() -> None:
    found = _findings(_deck(EXCEL), "export_data")
    assert [f.code for f in found] == ["A101"]
    assert "'output_path'" in found[0].message
    assert "read_only_hint: false" in found[0].message


def test_export_as_text_writes_nothing() -> None:
    twin = _tool(
        "export_text",
        "Export the current sheet data as CSV text.",
        {**SHEET, "format": {"type": "string", "enum": ["csv", "json"]}},
        ["file_path", "sheet_name"],
    )
    assert "A101" not in _codes(Deck([twin]), "export_text")


def test_an_optional_output_path_is_left_to_a105() -> None:
    # a save only when asked is not every call's write (A101 asks a required place)
    twin = _tool(
        "export_data",
        "Export the current sheet data to a file.",
        {**SHEET, "output_path": {"type": "string"}},
        ["file_path", "sheet_name"],
    )
    assert "A101" not in _codes(Deck([twin]), "export_data")


def test_an_output_choice_is_no_place() -> None:
    # a required enum named for the output chooses a form, it names no place to write
    twin = _tool(
        "export_data",
        "Export the current sheet data.",
        {**SHEET, "output_file": {"type": "string", "enum": ["inline", "file"]}},
        ["file_path", "sheet_name", "output_file"],
    )
    assert "A101" not in _codes(Deck([twin]), "export_data")


def test_a_gerund_that_writes_wherever_it_stands_is_a_write() -> None:
    # "Select and optionally rename columns, updating the session cache."
    found = _findings(_deck(EXCEL), "select_columns")
    assert [f.code for f in found] == ["A101"]


def test_a_gerund_that_may_name_the_result_or_a_request_stays_a_read() -> None:
    mix = _tool(
        "mix_colors",
        "Blend two colors, creating a new color from them.",
        {"a": {"type": "string"}, "b": {"type": "string"}},
        ["a", "b"],
    )
    fetch = _tool(
        "fetch_page",
        "Fetch a web page, sending a GET request with the given headers.",
        {"url": {"type": "string"}},
        ["url"],
    )
    deck = Deck([mix, fetch])
    assert "A101" not in _codes(deck, "mix_colors")
    assert "A101" not in _codes(deck, "fetch_page")
