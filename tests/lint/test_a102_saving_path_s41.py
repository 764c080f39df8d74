"""Session 41 (fix41b, trial41 #3): a tool marked ``readOnlyHint: true`` whose path
parameter is described as the place the tool saves a file is a write (A102).

@zereight/mcp-gitlab 2.1.64's ``download_attachment`` (captured by trial41, definition
below as the server lists it) says it "is read-only with respect to GitLab" and has a
``local_path``, the "Local path to save the file": the call writes a file on the server's
machine, which MCP's ``readOnlyHint`` ("does not modify its environment") denies. The
description's "read-only" kept A102's description reading quiet; the parameter's own
description now counts. Honest twins (a path to read, bytes returned, a save negated)
stay clean.
"""

from __future__ import annotations

from typing import Any

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Severity
from tooldeck.tool import Deck

DOWNLOAD_ATTACHMENT: dict[str, Any] = {
    "name": "download_attachment",
    "description": "Download an uploaded file from a project (images returned as base64; use "
    "local_path to save to disk). Use this to retrieve a previously uploaded project "
    "attachment; remote mode returns inline base64 for images or a download URL, while local "
    "mode can save to a path. It is read-only with respect to GitLab, requires project "
    "access, and returns the file content or an attachment/permission error.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "project_id": {
                "type": "string",
                "description": "Project ID or URL-encoded path of the project",
            },
            "secret": {"type": "string", "description": "The 32-character secret of the upload"},
            "filename": {"type": "string", "description": "The filename of the upload"},
            "local_path": {
                "type": "string",
                "description": "Local path to save the file (optional, defaults to current "
                "directory)",
            },
        },
        "required": ["project_id", "secret", "filename"],
    },
    "annotations": {"readOnlyHint": True, "openWorldHint": True},
}


def _a102(definition: dict[str, Any]) -> list[str]:
    deck = load_data({"tools": [definition]}, source="test", format="mcp").deck
    findings = lint(Deck(list(deck)), LintConfig(select=("A102",))).findings
    return [f.message for f in findings if f.code == "A102" and f.severity is Severity.error]


def _with(description: str, props: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": "fetch_file",
        "description": description,
        "inputSchema": {"type": "object", "properties": props},
        "annotations": {"readOnlyHint": True},
    }


def test_the_real_download_attachment_is_a_write_marked_read_only() -> None:
    (message,) = _a102(DOWNLOAD_ATTACHMENT)
    assert "'local_path'" in message and "read_only_hint: false" in message.replace(
        "readOnlyHint", "read_only_hint"
    )


def test_without_the_saving_parameter_it_is_clean() -> None:
    props = dict(DOWNLOAD_ATTACHMENT["inputSchema"]["properties"])
    del props["local_path"]
    twin = {
        **DOWNLOAD_ATTACHMENT,
        "description": "Download an uploaded file from a project; "
        "returns the file's bytes as base64.",
        "inputSchema": {"type": "object", "properties": props},
    }
    assert _a102(twin) == []


def test_a_path_to_read_and_bytes_returned_are_no_write() -> None:
    assert (
        _a102(
            _with(
                "Read a file and return the file's bytes.",
                {
                    "path": {"type": "string", "description": "Path of the file to read"},
                },
            )
        )
        == []
    )
    assert (
        _a102(
            _with(
                "Show a file's first lines.",
                {
                    "file_path": {
                        "type": "string",
                        "description": "The file whose contents are returned",
                    },
                },
            )
        )
        == []
    )


def test_a_save_the_parameter_description_negates_is_no_write() -> None:
    assert (
        _a102(
            _with(
                "Render the chart and return it as PNG data.",
                {
                    "output_dir": {
                        "type": "string",
                        "description": "Folder used to resolve relative image names; "
                        "nothing is saved",
                    },
                },
            )
        )
        == []
    )


def test_other_wordings_of_a_save_to_a_given_path_are_writes() -> None:
    """Styles the trial did not use: a conditional passive, an imperative."""
    written = _with(
        "Build the usage report for a month.",
        {
            "month": {"type": "string"},
            "output_file": {
                "type": "string",
                "description": "If given, the report is written to this file as CSV",
            },
        },
    )
    assert len(_a102(written)) == 1
    saved = _with(
        "Take a screenshot of the page.",
        {
            "save_to": {"type": "string", "description": "Save the PNG under this path"},
        },
    )
    assert len(_a102(saved)) == 1
