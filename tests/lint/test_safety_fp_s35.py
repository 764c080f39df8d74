"""Session 35: A105 on a read that writes a file when a parameter asks it to, which a new user
(trial34b, LOW 3) met on Chrome DevTools MCP 1.11.0's ``get_network_request``, with
paraphrases written for this file and twins that must still be flagged.

The real tools are those trial 34 captured from ``chrome-devtools-mcp`` 1.11.0 (npm, run as
``chrome-devtools-mcp --headless --isolated``) with ``tooldeck convert servers.json --to
mcp`` (``/tmp/t34w/cdt.json``), copied without rewording; only the gateway prefix ``cdt__``
and the ``$schema`` key are left out. Every honest case below is flagged by the commit before
this change (1bad9e30: checked by running this file against it, the honest cases fail and
the twins pass), and every twin is flagged both before and after.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _findings(tool: dict[str, Any], code: str) -> list[str]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=(code,)))
    return [f.message for f in result.findings if f.tool == tool["name"] and f.code == code]


# --- A105: a read that writes a file when a parameter asks it to -----------------------------

GET_NETWORK_REQUEST = {
    "name": "get_network_request",
    "description": "Gets a network request by an optional reqid, if omitted returns the "
    "currently selected request in the DevTools Network panel. Useful for "
    "inspecting request headers (including 'Cookie') and response headers "
    "(including 'Set-Cookie' and directives).",
    "inputSchema": {
        "type": "object",
        "properties": {
            "pageId": {"type": "number", "description": "Targets a specific page by ID."},
            "reqid": {
                "description": "The reqid of the network request. "
                "If omitted returns the currently "
                "selected request in the DevTools "
                "Network panel.",
                "type": "number",
            },
            "requestFilePath": {
                "description": "The absolute or relative "
                "path to a "
                ".network-request file to "
                "save the request body to. "
                "If omitted, the body is "
                "returned inline.",
                "type": "string",
            },
            "responseFilePath": {
                "description": "The absolute or relative "
                "path to a "
                ".network-response file "
                "to save the response "
                "body to. If omitted, the "
                "body is returned inline.",
                "type": "string",
            },
        },
        "required": ["pageId"],
        "additionalProperties": False,
    },
    "annotations": {"readOnlyHint": False},
}


def _read(
    name: str, description: str, parameters: dict[str, str], annotations: dict[str, Any]
) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {p: {"type": "string", "description": d} for p, d in parameters.items()},
            "additionalProperties": False,
        },
        "annotations": annotations,
    }


_NOT_READ_ONLY = {"readOnlyHint": False}
_SAVING = [
    GET_NETWORK_REQUEST,
    _read(
        "get_report",
        "Gets the latest report.",
        {
            "report_id": "The report.",
            "output_path": "Where to write the report as PDF; returned inline if omitted.",
        },
        _NOT_READ_ONLY,
    ),
    _read(
        "fetch_page",
        "Fetch a web page.",
        {"url": "The URL.", "save_to_file": "If given, the page is saved to this file."},
        _NOT_READ_ONLY,
    ),
    _read(
        "list_logs",
        "List the log lines of a job.",
        {"job": "The job id.", "dest": "Save the lines to this path as well."},
        _NOT_READ_ONLY,
    ),
]


@pytest.mark.parametrize("tool", _SAVING, ids=["real", "where-to-write", "is-saved-to", "save-to"])
def test_a105_read_marked_not_read_only_that_saves_when_asked_is_right(
    tool: dict[str, Any],
) -> None:
    assert _findings(tool, "A105") == []


@pytest.mark.parametrize("tool", _SAVING, ids=["real", "where-to-write", "is-saved-to", "save-to"])
def test_a105_unannotated_read_that_saves_is_told_it_is_not_read_only(tool: dict[str, Any]) -> None:
    tool = {**tool, "annotations": {}}
    (message,) = _findings(tool, "A105")
    assert "so it is not read-only; declare read_only_hint: false" in message
    assert "declare it true" not in message


@pytest.mark.parametrize(
    "tool",
    [
        # a path that is read, not written
        _read(
            "get_file", "Gets a file's text.", {"path": "Path of the file to read."}, _NOT_READ_ONLY
        ),
        # a place named without a write
        _read(
            "list_files",
            "List the files of a folder.",
            {"dir": "The folder to list."},
            _NOT_READ_ONLY,
        ),
        # a negated save
        _read(
            "get_logs",
            "Get the logs of a job.",
            {"job": "The job.", "output_path": "Ignored: nothing is saved, the logs are returned."},
            _NOT_READ_ONLY,
        ),
        # a saving word in a parameter that names no place
        _read("get_note", "Get a note.", {"note": "The note to export later."}, _NOT_READ_ONLY),
    ],
    ids=["path-read", "dir-listed", "nothing-saved", "not-a-place"],
)
def test_a105_twin_plain_read_marked_not_read_only_still_flagged(tool: dict[str, Any]) -> None:
    (message,) = _findings(tool, "A105")
    assert "is marked read_only_hint: false; declare it true" in message
