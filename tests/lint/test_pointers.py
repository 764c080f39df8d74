"""Pointers in the user's own field names (tooldeck.lint.pointers and lint(field_names=)).
Expected pointers are written by hand from the MCP and OpenAI field names."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.pointers import from_mcp, to_user


@pytest.mark.parametrize(
    ("pointer", "fmt", "expected"),
    [
        ("/input_schema/properties/a_b", "mcp", "/inputSchema/properties/a_b"),
        ("/annotations/read_only_hint", "mcp", "/annotations/readOnlyHint"),
        ("/annotations", "mcp", "/annotations"),
        ("/output_schema", "mcp", "/outputSchema"),
        ("/input_schema/properties/x", "openai", "/function/parameters/properties/x"),
        ("/description", "openai", "/function/description"),
        ("/input_schema/required", "openai-responses", "/parameters/required"),
        ("/input_schema", "bfcl", "/parameters"),
        ("/input_schema", "deck", "/input_schema"),
        ("/input_schema/properties/x", "mcp-config", "/inputSchema/properties/x"),
        ("/annotations/read_only_hint", "mcp-config", "/annotations/readOnlyHint"),
        ("/input_schema", None, "/input_schema"),
        ("", "mcp", ""),
        ("/description", "mcp", "/description"),
        # session 22's breaker: Gemini files say `parameters`; MCP files carry example
        # calls in _meta["tooldeck/examples"] (S113 pointed at /examples)
        ("/input_schema/required/1", "gemini", "/parameters/required/1"),
        ("/examples", "mcp", "/_meta/tooldeck~1examples"),
        ("/examples/0/arguments", "mcp", "/_meta/tooldeck~1examples/0/arguments"),
    ],
)
def test_to_user(pointer: str, fmt: str | None, expected: str) -> None:
    assert to_user(pointer, fmt) == expected


def test_from_mcp_inverts_to_user() -> None:
    for pointer in (
        "/inputSchema/properties/x",
        "/annotations/destructiveHint",
        "/title",
        "/_meta/tooldeck~1examples/0",
    ):
        assert to_user(from_mcp(pointer), "mcp") == pointer


def test_lint_findings_use_the_files_field_names() -> None:
    tool = {
        "name": "delete_user",
        "description": "Deletes a user account and all its data.",
        "inputSchema": {"type": "object", "properties": {"user_id": {"type": "string"}}},
        "annotations": {"readOnlyHint": True},
    }
    loaded = load_data({"tools": [tool]})
    assert loaded.format == "mcp"
    config = LintConfig(select=("A102", "S104"))
    mcp = {(f.code, f.pointer) for f in lint(loaded.deck, config, field_names="mcp").findings}
    plain = {(f.code, f.pointer) for f in lint(loaded.deck, config).findings}
    assert mcp == {("A102", "/annotations/readOnlyHint"), ("S104", "/inputSchema")}
    assert plain == {("A102", "/annotations/read_only_hint"), ("S104", "/input_schema")}


def test_a_python_deck_gets_the_names_tooldeck_serve_publishes(tmp_path: Path) -> None:
    """A fresh user's finding: ``tooldeck lint py:module.py`` printed tooldeck's internal
    names (``/input_schema``, ``/annotations/read_only_hint``) where a config or MCP deck
    prints MCP's. A ``py:`` author wrote a function, not a schema; the names they meet are
    those ``tooldeck serve`` publishes (MCP's), so pointers use them."""
    from typer.testing import CliRunner

    from tooldeck.cli import app
    from tooldeck.formats import load

    module = tmp_path / "shop_tools.py"
    module.write_text(
        "from tooldeck import tool\n\n\n"
        "@tool(read_only=True)\n"
        "def delete_user(user_id: str) -> str:\n"
        '    """Deletes a user account and all its data."""\n'
        "    return user_id\n",
        encoding="utf-8",
    )
    loaded = load(f"py:{module}")
    assert loaded.format == "python"
    config = LintConfig(select=("A102", "S104"))
    found = {(f.code, f.pointer) for f in lint(loaded.deck, config, field_names="python").findings}
    assert found == {("A102", "/annotations/readOnlyHint")}  # @tool closes its objects
    assert (
        to_user("/input_schema/properties/user_id", "python") == "/inputSchema/properties/user_id"
    )
    result = CliRunner().invoke(app, ["lint", f"py:{module}", "--select", "A102", "-f", "json"])
    assert '"/annotations/readOnlyHint"' in result.stdout, result.stdout
    assert "/annotations/read_only_hint" not in result.stdout


def test_messages_use_the_files_field_names_too() -> None:
    """A fresh user's finding: A105 on an MCP file said "states no read_only_hint" where the
    file's key is ``readOnlyHint``. Messages are translated as pointers are; quoted text
    (the user's own words) is left as it is. Expected messages written by hand from the
    MCP specification's field names."""
    from tooldeck.lint.pointers import message_to_user

    tool = {
        "name": "search_orders",
        "description": "Search orders by customer name.",
        "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
    }
    loaded = load_data({"tools": [tool]})
    config = LintConfig(select=("A105",))
    (mcp,) = lint(loaded.deck, config, field_names="mcp").findings
    (plain,) = lint(loaded.deck, config).findings
    assert "states no readOnlyHint" in mcp.message and "read_only_hint" not in mcp.message
    assert "states no read_only_hint" in plain.message
    assert message_to_user("no destructive_hint on 'x'", "python") == "no destructiveHint on 'x'"
    assert message_to_user("input_schema has none", "openai") == "parameters has none"
    assert message_to_user("input_schema has none", "anthropic") == "input_schema has none"
    # the user's quoted words and a longer name are not rewritten
    assert message_to_user("says 'read_only_hint'; my_input_schema", "mcp") == (
        "says 'read_only_hint'; my_input_schema"
    )
    assert message_to_user("the tool's read_only_hint isn't set", "mcp") == (
        "the tool's readOnlyHint isn't set"
    )
