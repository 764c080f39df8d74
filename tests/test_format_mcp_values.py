"""A live MCP server's tools/list goes through the value checks a file gets.

The server here is a few lines of Python writing raw JSON-RPC lines (the SDK's own server
would never send NaN or a repeated key), so each test controls the exact bytes sent.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from tooldeck.errors import SourceError
from tooldeck.formats.mcp import load_from_server_sync

RAW_SERVER = r"""
import json, sys
LINE = sys.argv[1]
for line in sys.stdin:
    msg = json.loads(line)
    method, ident = msg.get("method"), msg.get("id")
    if method == "initialize":
        result = {"protocolVersion": msg["params"]["protocolVersion"],
                  "capabilities": {"tools": {}}, "serverInfo": {"name": "raw", "version": "1"}}
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": ident, "result": result}) + "\n")
    elif method == "tools/list":
        sys.stdout.write('{"jsonrpc":"2.0","id":%d,"result":%s}\n' % (ident, LINE))
    elif ident is not None:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": ident, "result": {}}) + "\n")
    sys.stdout.flush()
"""


def serve(tmp_path: Path, result: str) -> list[str]:
    script = tmp_path / "raw_server.py"
    script.write_text(RAW_SERVER, encoding="utf-8")
    return [sys.executable, str(script), result]


def refused(tmp_path: Path, result: str) -> str:
    command = serve(tmp_path, result)
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=20)
    # Refused at once, not after the timeout ran out.
    assert time.monotonic() - start < 15
    message = str(info.value)
    assert message.startswith("MCP server `")
    assert "\n" not in message.split("; it")[0]
    assert "pydantic" not in message and "Traceback" not in message
    return message


def test_nan_in_a_schema_is_refused_naming_the_tool_and_pointer(tmp_path: Path) -> None:
    message = refused(
        tmp_path,
        '{"tools":[{"name":"a","inputSchema":{"type":"object",'
        '"properties":{"x":{"type":"number","default":NaN}}}}]}',
    )
    assert "tools[0] ('a')" in message
    assert "/inputSchema/properties/x/default: nan is not a JSON number" in message


def test_infinity_is_refused(tmp_path: Path) -> None:
    message = refused(
        tmp_path, '{"tools":[{"name":"a","inputSchema":{"type":"object","maximum":Infinity}}]}'
    )
    assert "/inputSchema/maximum" in message


def test_a_repeated_key_is_refused_not_last_wins(tmp_path: Path) -> None:
    message = refused(
        tmp_path, '{"tools":[{"name":"a","name":"b","inputSchema":{"type":"object"}}]}'
    )
    assert "tools[0]" in message
    assert "the key 'name' appears twice in one object" in message


def test_a_lone_surrogate_is_refused_quickly(tmp_path: Path) -> None:
    message = refused(
        tmp_path,
        '{"tools":[{"name":"a","description":"bad \\ud800 x","inputSchema":{"type":"object"}}]}',
    )
    assert "tools[0] ('a')" in message and "lone surrogate \\ud800" in message


def test_nesting_deeper_than_files_allow_is_refused_quickly(tmp_path: Path) -> None:
    depth = 300
    schema = '{"type":"array","items":' * depth + '{"type":"string"}' + "}" * depth
    message = refused(
        tmp_path,
        '{"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"x":'
        + schema
        + "}}}]}",
    )
    assert "tools[0] ('a')" in message and "nested too deeply" in message


def test_invalid_mcp_is_one_line_with_the_field_path(tmp_path: Path) -> None:
    message = refused(tmp_path, '{"tools":[{"name":"a","inputSchema":{"type":"array"}}]}')
    assert "sent a reply that is not valid MCP: at tools.0.inputSchema.type:" in message
    assert "errors.pydantic.dev" not in message


def test_a_json_rpc_line_the_sdk_rejects_fails_fast(tmp_path: Path) -> None:
    script = 'print(\'{"jsonrpc":"2.0"}\', flush=True); import time; time.sleep(30)'
    command = [sys.executable, "-c", script]
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=20)
    assert time.monotonic() - start < 15
    message = str(info.value)
    assert 'sent a JSON-RPC message the MCP SDK cannot read: \'{"jsonrpc":"2.0"}\' (at ' in message
    assert "For further information" not in message


def test_a_clean_server_still_loads(tmp_path: Path) -> None:
    result = load_from_server_sync(
        serve(
            tmp_path, '{"tools":[{"name":"a","description":"d","inputSchema":{"type":"object"}}]}'
        ),
        timeout=20,
    )
    assert [t.name for t in result.deck] == ["a"]
