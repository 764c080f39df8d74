"""The lint target follows the file's format when none is given, and P104 does not promise
to inline a recursive ``$ref`` that ``convert --to gemini`` refuses (breakA26 M11).

Expected findings are derived by hand: S104 asks for ``additionalProperties: false``,
which Gemini's ``parameters`` refuse (Gemini API reference, Schema); a reference cycle
cannot be inlined (``tooldeck.formats.gemini.to_gemini_schema`` raises on it)."""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.errors import ExportError
from tooldeck.formats import load_data
from tooldeck.formats.gemini import to_gemini_schema
from tooldeck.lint import LintConfig, LintOptions, lint
from tooldeck.tool import Deck, Tool

OPEN_OBJECT: dict[str, Any] = {
    "type": "object",
    "properties": {"branch": {"type": "string", "description": "Branch name, e.g. main."}},
    "required": ["branch"],
}
GEMINI = [
    {
        "functionDeclarations": [
            {"name": "delete_branch", "description": "Deletes a branch.", "parameters": OPEN_OBJECT}
        ]
    }
]
MCP = {
    "tools": [
        {"name": "delete_branch", "description": "Deletes a branch.", "inputSchema": OPEN_OBJECT}
    ]
}


def codes_of(data: Any, config: LintConfig | None = None) -> set[str]:
    loaded = load_data(data)
    result = lint(
        loaded.deck, config or LintConfig(select=("S104", "P104")), field_names=loaded.format
    )
    return {f.code for f in result.findings}


def test_a_gemini_file_is_linted_for_gemini() -> None:
    loaded = load_data(GEMINI)
    assert loaded.format == "gemini"
    result = lint(loaded.deck, field_names=loaded.format)  # the default rules
    assert result.config.options.target == "gemini"
    assert "S104" not in {f.code for f in result.findings}
    assert "P104" in {r.code for r in result.rules}  # selected by the target


def test_an_mcp_file_keeps_s104_and_a_given_target_wins() -> None:
    assert codes_of(MCP) == {"S104"}
    openai = LintConfig(select=("S104", "P104"), options=LintOptions(target="openai"))
    assert codes_of(GEMINI, openai) == {"S104"}


def test_s104_asked_for_on_a_gemini_file_says_why_it_did_not_run() -> None:
    loaded = load_data(GEMINI)
    result = lint(loaded.deck, LintConfig(select=("S104",)), field_names=loaded.format)
    assert result.findings == ()
    assert any("the file is in Gemini's format" in n for n in result.notes), result.notes


FOLDER: dict[str, Any] = {
    "type": "object",
    "properties": {"root": {"$ref": "#/$defs/Folder"}},
    "$defs": {
        "Folder": {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "children": {"type": "array", "items": {"$ref": "#/$defs/Folder"}},
            },
        }
    },
}
ADDRESS: dict[str, Any] = {
    "type": "object",
    "properties": {"to": {"$ref": "#/$defs/Address"}},
    "$defs": {"Address": {"type": "object", "properties": {"city": {"type": "string"}}}},
}


@pytest.mark.parametrize(("schema", "recursive"), [(FOLDER, True), (ADDRESS, False)])
def test_p104_says_a_recursive_ref_cannot_be_inlined(
    schema: dict[str, Any], recursive: bool
) -> None:
    deck = Deck([Tool(name="make_tree", description="Creates folders.", input_schema=schema)])
    result = lint(deck, LintConfig(select=("P104",)))
    refs = {f.pointer: f.message for f in result.findings if f.pointer.endswith("$ref")}
    assert refs
    for message in refs.values():
        assert ("cannot be inlined" in message) is recursive, message
        assert ("inlined on export" in message) is not recursive, message
    # the export agrees (an independent reference: the converter itself)
    if recursive:
        with pytest.raises(ExportError, match="recursive"):
            to_gemini_schema(schema, tool="make_tree")
    else:
        to_gemini_schema(schema, tool="make_tree")
