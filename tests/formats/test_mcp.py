"""The MCP file format: JSON tools/list results (round trips, loading, detection) and real
tool sets.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.errors import (
    DuplicateToolError,
    ExportError,
    FormatError,
    SchemaError,
    ToolDefinitionError,
)
from tooldeck.formats import detect_format, export, load, load_data
from tooldeck.formats.mcp import FORMAT
from tooldeck.tool import Deck, Tool, ToolAnnotations

TESTS = Path(__file__).resolve().parents[1]
CORPORA = TESTS / "data" / "corpora"


def warning_map(result: Any) -> dict[str, tuple[str, ...]]:
    return {w.field: w.tools for w in result.warnings}


def corpus(name: str) -> Any:
    return json.loads((CORPORA / name).read_text(encoding="utf-8"))


# --- JSON files: round trips -----------------------------------------------------------------


def test_deck_round_trip_is_equal(full_deck: Deck) -> None:
    exported = FORMAT.export(full_deck)
    assert exported.format == "mcp"
    assert exported.warnings == ()
    text = json.dumps(exported.data)  # plain JSON
    loaded = FORMAT.load(json.loads(text), source="x.json")
    assert loaded.warnings == ()
    assert loaded.deck == full_deck
    assert loaded.deck.name == full_deck.name
    assert loaded.deck.description == full_deck.description


def test_export_shape(full_deck: Deck) -> None:
    data = FORMAT.export(full_deck).data
    assert type(data) is dict and type(data["tools"]) is list
    first = data["tools"][0]
    assert type(first["inputSchema"]) is dict
    assert first == {
        "name": "get_order_by_id",
        "title": "Get order",
        "description": full_deck[0].description,
        "inputSchema": json.loads(json.dumps(full_deck[0].input_schema)),
        "outputSchema": json.loads(json.dumps(full_deck[0].output_schema)),
        "annotations": {"readOnlyHint": True, "openWorldHint": False},
        "_meta": {
            "vendor/x": 1,
            "tooldeck/group": "orders",
            "tooldeck/examples": [{"arguments": {"order_id": "ORD-700001"}, "description": "one"}],
        },
    }
    assert data["tools"][2] == {
        "name": "ping",
        "inputSchema": {"type": "object"},
    }
    assert data["_meta"] == {
        "tooldeck/name": "demo",
        "tooldeck/description": "A demo deck.",
        "tooldeck/groups": [
            {"name": "orders", "description": "order lookup 订单"},
            {"name": "refunds", "description": "refund approve 退款"},
        ],
    }


def test_export_without_deck_metadata_has_no_result_meta() -> None:
    deck = Deck([Tool("a", "A.")])
    assert FORMAT.export(deck).data == {
        "tools": [{"name": "a", "description": "A.", "inputSchema": {"type": "object"}}]
    }
    assert FORMAT.load(FORMAT.export(deck).data, source="x").deck == deck


def test_meta_edge_cases_round_trip() -> None:
    deck = Deck(
        [
            Tool("empty_meta", meta={}),
            Tool("only_group", group="g"),
            Tool("example_no_desc", examples=({"arguments": {}},)),
        ]
    )
    assert FORMAT.load(FORMAT.export(deck).data, source="x").deck == deck


def test_export_refuses_reserved_meta_keys() -> None:
    deck = Deck([Tool("a", meta={"tooldeck/group": "x"})])
    with pytest.raises(ExportError, match=r"tool 'a'.*tooldeck/group"):
        FORMAT.export(deck)


def test_export_has_no_options() -> None:
    with pytest.raises(TypeError, match="no export options"):
        FORMAT.export(Deck([Tool("a")]), strict=True)


# --- JSON files: loading ------------------------------------------------------------------


def test_bare_list_and_result_load_the_same() -> None:
    tools = [{"name": "a", "inputSchema": {"type": "object"}}, {"name": "b", "title": "B"}]
    from_list = FORMAT.load(tools, source="l.json")
    from_result = FORMAT.load({"tools": tools}, source="r.json")
    assert from_list.deck == from_result.deck
    assert from_result.deck[1].source == "r.json#tools[1]"


def test_unmodelled_fields_are_reported_per_field() -> None:
    data = {
        "tools": [
            {
                "name": "a",
                "inputSchema": {"type": "object"},
                "icons": [{"src": "data:image/png;base64,AA=="}],
                "execution": {"taskSupport": "optional"},
                "x-vendor": 1,
                "annotations": {"title": "Other", "readOnlyHint": True, "costHint": "low"},
                "title": "A",
            },
            {"name": "b", "inputSchema": {"type": "object"}, "icons": []},
        ],
        "nextCursor": "page-2",
        "resultType": "complete",
        "_meta": {"vendor/trace": "123", "tooldeck/groups": []},
    }
    result = FORMAT.load(data, source="page1.json")
    assert warning_map(result) == {
        "nextCursor": (),  # resultType: a 2026-07-28 result field, read silently (trial32a #8)
        "_meta.vendor/trace": (),
        "icons": ("a", "b"),
        "execution": ("a",),
        "x-vendor": ("a",),
        "annotations.costHint": ("a",),
        "annotations.title": ("a",),
    }
    text = " | ".join(str(w) for w in result.warnings)
    assert "later pages" in text and "icons are not modelled" in text
    tool = result.deck["a"]
    assert tool.title == "A"  # the top-level title wins
    assert tool.annotations == ToolAnnotations(read_only_hint=True)


def test_the_default_execution_is_dropped_without_a_warning() -> None:
    # server-everything (npm, 2026.8.31) sends {"taskSupport": "forbidden"}, MCP 2025-11-25's
    # default, on 12 of its 13 tools: dropping it loses nothing; "required" is reported
    tools = [
        {"name": "a", "inputSchema": {"type": "object"}, "execution": {"taskSupport": "forbidden"}},
        {"name": "b", "inputSchema": {"type": "object"}, "execution": {"taskSupport": "required"}},
    ]
    result = FORMAT.load({"tools": tools}, source="t.json")
    assert warning_map(result) == {"execution": ("b",)}


def test_same_annotation_title_is_not_reported() -> None:
    data = [
        {
            "name": "a",
            "title": "A",
            "inputSchema": {"type": "object"},
            "annotations": {"title": "A"},
        }
    ]
    result = FORMAT.load(data, source="x")
    assert result.warnings == ()
    # and a deck → MCP → deck trip keeps it
    assert FORMAT.load(FORMAT.export(result.deck).data, source="y").deck == result.deck


def test_annotation_title_moved_to_the_title_is_reported() -> None:
    # A tool whose only title is annotations.title: the deck keeps it as the tool's title
    # (one title per tool) and the load says so, naming the field and the tool; an export
    # writes it back at the top level, so the move is visible, not silent.
    data = [
        {"name": "a", "inputSchema": {"type": "object"}, "annotations": {"title": "Get A"}},
        {"name": "b", "title": "B", "inputSchema": {"type": "object"}},
    ]
    result = FORMAT.load(data, source="x")
    assert result.deck["a"].title == "Get A"
    assert warning_map(result) == {"annotations.title": ("a",)}
    (moved,) = result.warnings
    assert "moved to the tool's top-level title" in str(moved)
    exported = FORMAT.export(result.deck).data["tools"][0]
    assert exported["title"] == "Get A" and "annotations" not in exported


def test_missing_or_typeless_input_schema_is_substituted_with_a_warning() -> None:
    data = [
        {"name": "no_schema", "title": "No schema"},
        {"name": "empty_schema", "inputSchema": {}},
        {"name": "props_only", "inputSchema": {"properties": {"q": {"type": "string"}}}},
        {"name": "fine", "inputSchema": {"type": "object"}},
    ]
    result = FORMAT.load(data, source="x")
    assert [w.tools for w in result.warnings] == [("no_schema",), ("empty_schema", "props_only")]
    assert 'substituted {"type": "object"}' in str(result.warnings[0])
    assert result.deck["no_schema"].input_schema == {"type": "object"}
    assert result.deck["empty_schema"].input_schema == {"type": "object"}
    assert result.deck["props_only"].parameters == {"q": {"type": "string"}}


def test_nulls_mean_absent() -> None:
    data = [
        {
            "name": "a",
            "title": None,
            "description": None,
            "inputSchema": {"type": "object"},
            "outputSchema": None,
            "annotations": None,
            "_meta": None,
        }
    ]
    result = FORMAT.load(data, source="x")
    assert result.deck[0] == Tool("a")
    assert result.warnings == ()


@pytest.mark.parametrize(
    ("data", "error", "pattern"),
    [
        ("tools", FormatError, r"^x\.json: expected an MCP tools/list result"),
        ({"result": []}, FormatError, r"^x\.json: .*needs a \"tools\" list"),
        ([{"name": "a", "inputSchema": {"type": "object"}}, 3], FormatError, r"x\.json#tools\[1\]"),
        (
            [{"inputSchema": {"type": "object"}}],
            FormatError,
            r"#tools\[0\]: /0/name must be a non-empty string \(the tool's name\), got no 'name'",
        ),
        (
            [{"name": "a", "inputSchema": {"type": "string"}}],
            SchemaError,
            r"^x\.json#tools\[0\]: tool 'a'.*keyword 'type'",
        ),
        (
            [{"name": "a", "inputSchema": {"type": "object", "properties": 5}}],
            SchemaError,
            r"^x\.json#tools\[0\]: tool 'a', at /properties",
        ),
        (
            [{"name": "a", "inputSchema": {"type": "object"}, "outputSchema": "text"}],
            SchemaError,
            r"#tools\[0\].*output schema",
        ),
        (
            [{"name": "a", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": 1}}],
            ToolDefinitionError,
            r"^x\.json#tools\[0\]: annotation readOnlyHint \(read_only_hint in a deck file\)",
        ),
        (
            [{"name": "a", "annotations": ["readOnly"]}],
            ToolDefinitionError,
            r"#tools\[0\]: tool 'a': annotations must be a JSON object",
        ),
        (
            [{"name": "a", "description": 5}],
            ToolDefinitionError,
            r"#tools\[0\]: tool 'a': description must be a string",
        ),
        (
            [{"name": "a", "_meta": {"tooldeck/group": 7}}],
            ToolDefinitionError,
            r"#tools\[0\]: tool 'a': group must be",
        ),
        (
            [{"name": "a", "_meta": {"tooldeck/examples": {"arguments": {}}}}],
            ToolDefinitionError,
            r"tooldeck/examples.*must be a list",
        ),
        (
            [
                {
                    "name": "a",
                    "inputSchema": {"type": "object", "properties": {"n": {"type": "integer"}}},
                    "_meta": {"tooldeck/examples": [{"arguments": {"n": "x"}}]},
                }
            ],
            ToolDefinitionError,
            r"#tools\[0\]: tool 'a': example call #1 does not match",
        ),
        (
            {"tools": [], "_meta": {"tooldeck/groups": [{"name": "g", "keywords": "x"}]}},
            FormatError,
            r"^x\.json: _meta\[\"tooldeck/groups\"\]\[0\]",
        ),
        (
            {"tools": [], "_meta": {"tooldeck/groups": [{"name": ""}]}},
            ToolDefinitionError,
            r"^x\.json: _meta\[\"tooldeck/groups\"\]\[0\]: a group needs",
        ),
        ({"tools": [], "_meta": {"tooldeck/name": 1}}, FormatError, r"tooldeck/name"),
    ],
)
def test_bad_input_names_source_and_tool(data: Any, error: type[Exception], pattern: str) -> None:
    with pytest.raises(error, match=pattern):
        FORMAT.load(data, source="x.json")


def test_duplicate_names_name_both_entries() -> None:
    data = [{"name": "a", "inputSchema": {"type": "object"}}] * 2
    with pytest.raises(DuplicateToolError) as info:
        FORMAT.load(data, source="x.json")
    assert "x.json#tools[0]" in str(info.value) and "x.json#tools[1]" in str(info.value)


# --- detection ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data",
    [
        {"tools": [{"name": "a", "inputSchema": {"type": "object"}}]},
        {"tools": [{"name": "a", "inputSchema": {"type": "object"}}], "nextCursor": "2"},
        {"tools": []},
        {"tools": [], "_meta": {"tooldeck/groups": []}},
        [{"name": "a", "inputSchema": {"type": "object"}}],
        [{"name": "a", "title": "A"}],
        [{"name": "a", "annotations": {"readOnlyHint": True}}],
        # MCP keys make an MCP tool whatever its name holds (the loader names the field)
        [{"name": 5, "inputSchema": {}}],
        {"tools": [{"inputSchema": {"type": "object"}}]},
    ],
)
def test_detects_mcp(data: Any) -> None:
    assert FORMAT.detect(data)


@pytest.mark.parametrize(
    "data",
    [
        None,
        "tools",
        3,
        {},
        {"tools": "x"},
        {"tools": [], "model": "gpt"},
        {"tools": [1]},
        [{"name": "a", "input_schema": {"type": "object"}}],
        [{"name": "a", "parameters": {"type": "object"}, "title": "A"}],
        [{"type": "function", "function": {"name": "a", "parameters": {}}}],
        {"tools": [{"name": "a", "input_schema": {"type": "object"}}]},
        {"tooldeck": 1, "tools": [{"name": "a", "input_schema": {"type": "object"}}]},
        [{"name": "a", "inputSchema": {}}, "b"],
        {1: 2},
    ],
)
def test_does_not_detect_other_shapes(data: Any) -> None:
    assert not FORMAT.detect(data)


# --- real tool sets --------------------------------------------------------------------------


def test_github_corpus() -> None:
    data = corpus("github.json")
    assert FORMAT.detect(data)
    assert detect_format(data).name == "mcp"
    result = FORMAT.load(data, source="github.json")
    assert len(result.deck) == 117
    # What tooldeck does not carry: six tools' base64 icons; and what it moves: every
    # title, which github-mcp-server puts in annotations.title only.
    moved, icons = result.warnings
    assert (moved.field, icons.field) == ("annotations.title", "icons")
    assert len(icons.tools) == 6
    assert moved.tools == result.deck.names
    assert all(t.title for t in result.deck)
    assert result.deck["get_me"].annotations.read_only
    assert sum(1 for t in result.deck if t.meta is not None and "ui" in t.meta) == 5
    assert result.deck[3].source == "github.json#tools[3]"


def test_vscode_corpus() -> None:
    data = corpus("vscode_copilot_chat.json")
    assert FORMAT.detect(data)
    assert detect_format(data).name == "mcp"
    result = FORMAT.load(data, source="vscode.json")
    assert len(result.deck) == 38
    assert {w.field for w in result.warnings} == {"inputSchema"}
    assert {w.message: w.tools for w in result.warnings} == {
        'missing; substituted {"type": "object"} (a tool that takes no arguments)': (
            "copilot_readProjectStructure",
            "copilot_getSearchResults",
            "copilot_editFiles",
        ),
        'has no "type"; set "type": "object"': ("copilot_testFailure",),
    }
    assert all(t.meta is not None and "vscode/languageModelTool" in t.meta for t in result.deck)


@pytest.mark.parametrize("name", ["github.json", "vscode_copilot_chat.json"])
def test_corpus_export_then_load_is_equal(name: str) -> None:
    deck = FORMAT.load(corpus(name), source=name).deck
    exported = FORMAT.export(deck)
    assert exported.warnings == ()
    again = FORMAT.load(json.loads(json.dumps(exported.data)), source="again.json")
    assert again.warnings == ()
    assert again.deck == deck


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_an_mcp_file_tool_without_input_schema_gets_an_object_schema(tmp_path: Path) -> None:
    result = load(write(tmp_path, "m.json", '{"tools": [{"name": "a", "description": "d"}]}'))
    assert result.format == "mcp"
    assert result.deck["a"].input_schema == {"type": "object"}
    assert [(w.field, w.tools) for w in result.warnings] == [("inputSchema", ("a",))]


def test_mcp_export_does_not_invent_an_empty_description(tmp_path: Path) -> None:
    path = write(
        tmp_path, "m.json", '{"tools": [{"name": "a", "inputSchema": {"type": "object"}}]}'
    )
    data = export(load(path).deck, "mcp").data
    assert data["tools"] == [{"name": "a", "inputSchema": {"type": "object"}}]


# --- an MCP-shaped tool with a field of the wrong type ---------------------------------------


@pytest.mark.parametrize(
    ("data", "error", "message"),
    [
        (  # the tester's file: was "no known tool shape" from format detection
            {"tools": [{"name": 5, "description": "d", "inputSchema": {"type": "object"}}]},
            FormatError,
            "x.json#tools[0]: /tools/0/name must be a non-empty string (the tool's name), got 5",
        ),
        (
            [{"name": None, "inputSchema": {"type": "object"}}],
            FormatError,
            "x.json#tools[0]: /0/name must be a non-empty string (the tool's name), got null",
        ),
        (
            {"tools": [{"name": ["a"], "title": "A"}]},
            FormatError,
            "x.json#tools[0]: /tools/0/name must be a non-empty string (the tool's name), "
            'got ["a"]',
        ),
        (  # was "description must be a string, got list" without the field's place
            {"tools": [{"name": "a", "description": ["d"], "inputSchema": {"type": "object"}}]},
            ToolDefinitionError,
            "x.json#tools[0]: tool 'a': description must be a string, got list "
            '(["d"] at /tools/0/description)',
        ),
        (  # was "… got str" with no place in the file
            {"tools": [{"name": "a", "inputSchema": "object"}]},
            SchemaError,
            "x.json#tools[0]: tool 'a', at /: the input schema (/tools/0/inputSchema) must be a "
            'JSON object (a JSON Schema such as {"type": "object"}), got "object"',
        ),
        (  # was "… got FrozenList", an internal class name
            [{"name": "a", "inputSchema": [{"type": "object"}]}],
            SchemaError,
            "x.json#tools[0]: tool 'a', at /: the input schema (/0/inputSchema) must be a JSON "
            'object (a JSON Schema such as {"type": "object"}), got [{"type": "object"}]',
        ),
    ],
)
def test_an_mcp_tool_with_a_wrong_field_type_is_read_as_mcp_and_the_field_named(
    data: Any, error: type[Exception], message: str
) -> None:
    # load_data detects the format: the item's MCP keys make it an MCP tool.
    with pytest.raises(error) as info:
        load_data(data, source="x.json")
    assert str(info.value) == message


def test_the_tester_file_with_a_numeric_name_fails_with_the_field_on_the_command_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "nameint.json"
    path.write_text(
        '{"tools":[{"name":5,"description":"d","inputSchema":{"type":"object"}}]}', "utf-8"
    )
    result = CliRunner().invoke(app, ["convert", str(path), "--to", "mcp"])
    assert result.exit_code == 2, result.output
    assert "/tools/0/name must be a non-empty string (the tool's name), got 5" in result.stderr
    assert "Traceback" not in result.output and "no known tool shape" not in result.stderr


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_an_sdk_capture_of_tools_list_loads_without_warnings(mode: str) -> None:
    """trial32a #8: a ``tools/list`` captured with the ``mcp`` SDK 2.3.0
    (``result.model_dump(by_alias=True, exclude_none=True, mode="json")``) holds the
    2026-07-28 result fields ``ttlMs``, ``cacheScope`` and ``resultType`` in both eras;
    each gave a load warning ("not a tools/list result field tooldeck models; dropped") on
    every lint. They are read without one; a field no MCP result has still warns. Real SDK
    client and ``MCPServer``, in-process."""
    import mcp
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("capture")

    @server.tool()
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    async with mcp.Client(server, mode=mode) as client:
        listed = await client.list_tools()
    data = listed.model_dump(by_alias=True, exclude_none=True, mode="json")
    assert {"ttlMs", "cacheScope", "resultType"} <= set(data)  # what the capture holds
    loaded = load_data(data, source="capture.json")
    assert [t.name for t in loaded.deck] == ["add"]
    # (on the 2026-07-28 era the SDK's serverInfo stamp in the result's _meta keeps its own
    # note: result-level _meta is dropped, said as before)
    assert [w for w in loaded.warnings if "not a tools/list result field" in w.message] == []
    assert all(w.field.startswith("_meta") for w in loaded.warnings)
    odd = load_data({**data, "foo": 1}, source="capture.json")
    assert [w.field for w in odd.warnings if not w.field.startswith("_meta")] == ["foo"]
