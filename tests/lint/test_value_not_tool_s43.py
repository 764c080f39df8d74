"""Session 43 (trial43 LOW): two false alarms on notebooklm-mcp-cli 0.15.8 (MIT).

D110 read "Poll notebook_query_status with the query_id" as a call of a tool
``query_id`` (a value the call hands back); S111 read "If update_available is True, …
suggest updating with the provided command" on ``server_info`` (no parameters) as an input
(the command is in the result). Now an identifier whose last word names an id, token,
cursor or handle after "with/via/using" is a value, and a sentence conditioned on a result's
field is about the result. The true findings stay: "call lookup_customer first", "with the
export_report tool", "Weather for the given city"."""

from __future__ import annotations

from typing import Any

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _codes(description: str, properties: dict[str, Any] | None = None) -> list[str]:
    tool = {
        "name": "start_job",
        "description": description,
        "inputSchema": {"type": "object", "properties": properties or {}},
    }
    deck = load_data({"tools": [tool]}, source="probe", format="mcp").deck
    result = lint(deck, LintConfig(select=("D110", "S111")), field_names="mcp")
    return [f.code for f in result.findings]


def test_a_returned_id_is_no_tool() -> None:
    # notebooklm-mcp-cli 0.15.8 (MIT), notebook_query_start, shortened
    text = (
        "Start a query. Returns immediately with a query_id. Poll the status with the "
        "query_id to get the result."
    )
    assert "D110" not in _codes(text, {"q": {"type": "string"}})


def test_a_tool_named_after_with_or_call_is_still_d110() -> None:
    assert "D110" in _codes("Needs a customer id; call lookup_customer first.", {"q": {}})
    assert "D110" in _codes("Exports it with the export_report tool.", {"q": {}})
    assert "D110" in _codes("Start a job, then call get_job_id tool.", {"q": {}})


def test_a_sentence_about_the_result_is_no_input() -> None:
    # notebooklm-mcp-cli 0.15.8 (MIT), server_info, shortened
    text = (
        "Get version and auth status.\n\nAI assistants: If update_available is True, inform "
        "the user that a new\nversion is available and suggest updating with the provided "
        "command."
    )
    assert "S111" not in _codes(text)


def test_an_input_named_in_prose_is_still_s111() -> None:
    assert "S111" in _codes("Weather for the given city.")
    assert "S111" in _codes(
        "Returns the status. If dry_run is set, uses the given plan.\n\nTakes a city."
    )
