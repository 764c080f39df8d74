"""The MCP format: JSON tools/list results, real tool sets, and a real stdio server.

The live tests start ``tests/mcp_servers/paged_server.py``, a server built on the ``mcp``
SDK's low-level API that serves seven tools two per page, so the client must follow
``nextCursor`` three times. No mocks, no network.
"""

from __future__ import annotations

import json
import logging
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tooldeck.errors import (
    DuplicateToolError,
    ExportError,
    FormatError,
    SchemaError,
    SourceError,
    ToolDefinitionError,
)
from tooldeck.formats import detect_format
from tooldeck.formats.mcp import (
    FORMAT,
    TIMEOUT_ENV,
    load_from_server,
    load_from_server_sync,
)
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations, ToolExample

HERE = Path(__file__).parent
SERVER = HERE / "mcp_servers" / "paged_server.py"
CORPORA = HERE / "data" / "corpora"


def server_tools() -> dict[str, Any]:
    """The server's tools/list data as one JSON document (``--dump``), for comparison."""
    out = subprocess.run(
        [sys.executable, str(SERVER), "--dump"], capture_output=True, text=True, check=True
    )
    data: dict[str, Any] = json.loads(out.stdout)
    return data


def warning_map(result: Any) -> dict[str, tuple[str, ...]]:
    return {w.field: w.tools for w in result.warnings}


def corpus(name: str) -> Any:
    return json.loads((CORPORA / name).read_text(encoding="utf-8"))


# --- live server over stdio ----------------------------------------------------------------


async def test_live_server_lists_every_page_in_order(tmp_path: Path) -> None:
    log = tmp_path / "pages.jsonl"
    result = await load_from_server(
        [sys.executable, str(SERVER)], env={"PAGED_SERVER_LOG": str(log)}
    )
    deck = result.deck
    assert result.format == "mcp"
    assert [t.name for t in deck] == [
        "get_weather",
        "get_forecast",
        "create_issue",
        "delete_issue",
        "search_docs",
        "ping",
        "echo",
    ]
    # Four tools/list requests: the first without a cursor, then each nextCursor in turn.
    cursors = [json.loads(line)["cursor"] for line in log.read_text().splitlines()]
    assert cursors == [None, "2", "4", "6"]

    weather = deck["get_weather"]
    assert weather.title == "Get weather"
    assert weather.annotations == ToolAnnotations(read_only_hint=True, open_world_hint=True)
    assert weather.output_schema is not None
    assert weather.output_schema["required"] == ["temperature"]
    assert weather.required == ("city",)
    assert weather.group == "weather"
    assert weather.examples == (
        ToolExample(arguments={"city": "Oslo"}, description="metric by default"),
    )
    assert weather.meta == {"example.com/owner": "team-weather"}
    assert weather.source is not None
    assert weather.source.startswith("mcp:") and weather.source.endswith("#tools[0]")

    # annotations.title becomes the title of a tool without a top-level one
    assert deck["get_forecast"].title == "Forecast"
    assert deck["delete_issue"].annotations.destructive
    assert deck["create_issue"].annotations == ToolAnnotations(False, False, False, True)
    assert deck["search_docs"].input_schema["additionalProperties"] is False
    assert deck["ping"].description == ""
    assert deck["echo"].meta == {"example.com/stable": False}
    assert deck.groups == (
        Group("weather", "weather, forecast, temperature"),
        Group("tracker", "issues, tickets, bugs"),
    )
    # The live path keeps the raw JSON, so fields the SDK's models do not type are still
    # seen (and reported), not silently dropped.
    assert warning_map(result) == {"icons": ("echo",)}

    # Same deck as loading the server's tools from a file.
    assert deck == FORMAT.load(server_tools(), source="dump.json").deck


def test_live_server_sync_with_a_command_line(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(SERVER)])
    result = load_from_server_sync(command, cwd=tmp_path, timeout=30)
    assert len(result.deck) == 7
    assert result.deck[6].source == f"mcp:{command}#tools[6]"


def test_server_that_crashes_on_start() -> None:
    command = [sys.executable, str(SERVER), "--crash"]
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=30)
    message = str(info.value)
    assert shlex.join(command) in message
    assert "closed the connection" in message
    assert "cannot open database 'tools.db'" in message  # the server's stderr tail


def test_server_that_answers_tools_list_with_an_error() -> None:
    with pytest.raises(SourceError, match=r"MCP error .*tool registry unavailable"):
        load_from_server_sync([sys.executable, str(SERVER), "--error"], timeout=30)


def test_server_whose_cursor_loops() -> None:
    with pytest.raises(SourceError, match=r"sent the cursor '0' twice .*pagination loops"):
        load_from_server_sync([sys.executable, str(SERVER), "--loop"], timeout=30)


def test_server_that_never_answers_times_out() -> None:
    with pytest.raises(SourceError, match=r"did not list its tools within 1 s"):
        load_from_server_sync([sys.executable, str(SERVER), "--hang"], timeout=1)


def test_command_that_does_not_exist() -> None:
    with pytest.raises(SourceError, match="could not be started: command not found"):
        load_from_server_sync("tooldeck-no-such-server --flag", timeout=10)


@pytest.mark.parametrize("command", ["", "   ", []])
def test_empty_command(command: Any) -> None:
    with pytest.raises(SourceError, match="command is empty"):
        load_from_server_sync(command)


# --- misbehaving servers: stdout that is not JSON-RPC, echoes, timeouts -----------------------

PY = sys.executable
# Like `cat`: every line it reads comes straight back (flushed at once).
ECHO = "import sys\nfor line in sys.stdin:\n    sys.stdout.write(line)\n    sys.stdout.flush()"
SILENT = "import sys; sys.stdin.read()"  # starts, never answers, exits when stdin closes

SDK_LOGGERS = ("mcp", "client")


def sdk_records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    """Records of the MCP SDK's loggers that reached a handler (they should not)."""
    return [r for r in caplog.records if r.name.split(".")[0] in SDK_LOGGERS]


@pytest.fixture(autouse=True)
def _no_timeout_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TIMEOUT_ENV, raising=False)


@pytest.mark.parametrize(("script", "quoted"), [("print('hello')", "'hello'")])
def test_stdout_that_is_not_json_rpc_is_quoted_without_a_traceback(
    script: str, quoted: str, capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    command = [PY, "-c", script]
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=3)
    message = str(info.value)
    assert message.startswith(f"MCP server `{shlex.join(command)}` wrote on stdout something")
    assert f"that is not a JSON-RPC message: {quoted} (" in message
    assert "closed the connection before listing its tools" in message
    assert message.endswith("; it wrote nothing to stderr")
    assert "Traceback" not in message and "validation error" not in message
    captured = capfd.readouterr()
    assert captured.err == "" and captured.out == ""
    assert sdk_records(caplog) == []
    # The SDK's record is not lost: it is re-logged at DEBUG under tooldeck's logger.
    relogged = [r for r in caplog.records if r.name == "tooldeck.formats.mcp"]
    assert any("Failed to parse JSONRPC message" in r.getMessage() for r in relogged)
    assert all(r.levelno == logging.DEBUG for r in relogged)


def test_stdout_junk_and_stderr_tail_are_both_reported(capfd: pytest.CaptureFixture[str]) -> None:
    script = "import sys; print('x' * 5000); print('more'); sys.exit('config missing: tools.toml')"
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", script], timeout=3)
    message = str(info.value)
    assert f"not a JSON-RPC message: {'x' * 200!r}… (5000 characters) (and 1 more such line)" in (
        message
    )
    assert len(message) < 1000
    assert message.endswith("its stderr ends with:\nconfig missing: tools.toml")
    assert capfd.readouterr().err == ""


def test_stdout_junk_then_silence_times_out_and_says_so(capfd: pytest.CaptureFixture[str]) -> None:
    script = "import sys; print('listening on stdio', flush=True); sys.stdin.read()"
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", script], timeout=1)
    message = str(info.value)
    assert "not a JSON-RPC message: 'listening on stdio'" in message
    assert "and did not list its tools within 1 s" in message
    assert capfd.readouterr().err == ""


def test_a_banner_on_stdout_does_not_stop_a_working_server(
    capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    script = (
        "import runpy, sys; print('paged server 1.0', flush=True); "
        f"sys.argv = [{str(SERVER)!r}]; runpy.run_path(sys.argv[0], run_name='__main__')"
    )
    result = load_from_server_sync([PY, "-c", script], timeout=10)
    assert len(result.deck) == 7
    assert capfd.readouterr().err == ""
    assert sdk_records(caplog) == []


def test_a_command_that_echoes_our_requests_fails_at_once(
    capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", ECHO], timeout=3)
    assert time.monotonic() - start < 2.5  # not the timeout
    message = str(info.value)
    assert "sent our own 'initialize' request back instead of answering it" in message
    assert "MCP error" not in message and "Method not found" not in message
    assert capfd.readouterr().err == ""
    assert sdk_records(caplog) == []


def test_cli_prints_one_error_and_no_traceback() -> None:
    env = {**os.environ, "TOOLDECK_MCP_TIMEOUT": "3"}
    command = shlex.join([PY, "-c", "print('hello')"])
    out = subprocess.run(
        [PY, "-c", "from tooldeck.cli import app; app()", "show", f"mcp:{command}"],
        capture_output=True,
        text=True,
        env=env,
        timeout=30,
    )
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and "pydantic" not in out.stderr
    assert out.stderr.count("error:") == 1
    assert "not a JSON-RPC message: 'hello'" in out.stderr


def test_timeout_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, "0.5")
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", SILENT])
    assert time.monotonic() - start < 5
    message = str(info.value)
    assert "did not list its tools within 0.5 s (set TOOLDECK_MCP_TIMEOUT=60 to wait longer" in (
        message
    )


def test_explicit_timeout_wins_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, "not a number")  # not even read
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", SILENT], timeout=0.5)
    message = str(info.value)
    assert "within 0.5 s (pass a larger timeout, e.g. timeout=60" in message
    assert TIMEOUT_ENV not in message


@pytest.mark.parametrize("value", ["abc", "0", "-5", "nan", "inf", "30s"])
def test_invalid_timeout_variable(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, value)
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", "raise SystemExit('never started')"])
    message = str(info.value)
    assert message.startswith(f"{TIMEOUT_ENV} must be a positive number of seconds")
    assert repr(value) in message and "never started" not in message


def test_empty_timeout_variable_means_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, " ")
    result = load_from_server_sync([PY, str(SERVER)])
    assert len(result.deck) == 7


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
        "nextCursor": (),
        "resultType": (),
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
        ([{"inputSchema": {"type": "object"}}], FormatError, r"#tools\[0\]: .*\"name\""),
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
            r"^x\.json#tools\[0\]: annotation read_only_hint",
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
        [{"name": 5, "inputSchema": {}}],
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
    # The only thing tooldeck does not carry: six tools' base64 icons.
    assert len(result.warnings) == 1
    assert result.warnings[0].field == "icons"
    assert len(result.warnings[0].tools) == 6
    # github-mcp-server puts titles in annotations.title only.
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
