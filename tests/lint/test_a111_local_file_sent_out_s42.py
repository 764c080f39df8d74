"""Session 42 (fix42, trial41 #3's rest): A111 local-file-sent-out, a tool that reads a
local file at a path the model fills and sends it out of the machine.

@zereight/mcp-gitlab 2.1.64 (npm, MIT licence, Copyright (c) 2025 Roo) lists
``upload_markdown`` ("Upload a file for use in markdown content", ``file_path``: "Path to
the file to upload"): any file the server can read, an SSH key included, can be uploaded
to GitLab by a model told to. A description that says the user chose the file is the same
flow and the same warning (the words bind no one). Not reported: a path the tool saves
to, a file *name* (no path the tool opens), a remote path, a path the description bounds
to a directory the server enforces, content passed as a value, a tool that sends nothing.
"""

from __future__ import annotations

from typing import Any

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Severity
from tooldeck.tool import Deck

UPLOAD_MARKDOWN: dict[str, Any] = {
    "name": "upload_markdown",
    "description": "Upload a file for use in markdown content. Use this for the specific "
    "operation described; choose a sibling tool when you need a different resource or "
    "lifecycle action.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "project_id": {
                "type": "string",
                "description": "Project ID or URL-encoded path of the project",
            },
            "file_path": {"type": "string", "description": "Path to the file to upload"},
        },
        "required": ["project_id", "file_path"],
    },
    "annotations": {"openWorldHint": True},
}


def _a111(definition: dict[str, Any]) -> list[tuple[str, Severity]]:
    deck = load_data({"tools": [definition]}, source="test", format="mcp").deck
    findings = lint(Deck(list(deck)), LintConfig(select=("A111",))).findings
    return [(str(f.pointer), f.severity) for f in findings if f.code == "A111"]


def _tool(name: str, description: str, props: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props},
    }


def test_gitlab_upload_markdown_is_a_local_file_sent_out() -> None:
    assert _a111(UPLOAD_MARKDOWN) == [("/input_schema/properties/file_path", Severity.warning)]


def test_own_wording_flows_fire_the_users_choice_included() -> None:
    user_chosen = _tool(
        "share_document",
        "Shares a document the user picked with the recipients the user names.",
        {"local_path": {"type": "string"}, "recipients": {"type": "array"}},
    )
    assert _a111(user_chosen) == [("/input_schema/properties/local_path", Severity.warning)]
    nested = _tool(
        "send_report",
        "Sends the weekly report by e-mail.",
        {
            "attachments": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"path": {"type": "string", "description": "The file to attach"}},
                },
            }
        },
    )
    pointer = "/input_schema/properties/attachments/items/properties/path"
    assert [p for p, _ in _a111(nested)] == [pointer]


def test_honest_twins_stay_clean() -> None:
    saves = _tool(
        "download_attachment",
        "Downloads an attachment and saves it on disk.",
        {"local_path": {"type": "string", "description": "Local path to save the file"}},
    )
    name_only = _tool(
        "get_upload_url",
        "Returns a presigned URL to upload a file to the board.",
        {"fileName": {"type": "string", "description": "The name of the file to upload"}},
    )
    bounded = _tool(
        "upload_file",
        "Uploads a file from the workspace to the project.",
        {
            "file_path": {
                "type": "string",
                "description": "Path of the file to upload, relative to the workspace "
                "folder; paths outside it are refused",
            }
        },
    )
    remote = _tool(
        "create_file",
        "Creates a file in the repository.",
        {"file_path": {"type": "string", "description": "Path where to create the file"}},
    )
    content = _tool(
        "upload_image",
        "Uploads an image to the gallery.",
        {"content_base64": {"type": "string"}, "title": {"type": "string"}},
    )
    reads = _tool(
        "read_file",
        "Reads a local file and returns its text.",
        {"path": {"type": "string", "description": "Local path of the file to read"}},
    )
    for tool in (saves, name_only, bounded, remote, content, reads):
        assert _a111(tool) == [], tool["name"]
