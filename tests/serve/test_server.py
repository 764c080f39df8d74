"""The MCP server in-process, with the official SDK client (``mcp.Client``) on both
protocol eras: ``mode="legacy"`` (the initialize handshake) and the current revision
(2026-07-28, what ``mode="auto"`` negotiates with an in-process server).

Expected values are derived by hand from tests/serve/serve_app.py and the MCP
specification; the exported tool JSON is compared with ``tooldeck.formats.export``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import mcp
import pytest

from tooldeck.formats import export
from tooldeck.serve import ToolServer, build

APP = str(Path(__file__).with_name("serve_app.py"))
ERAS = ["legacy", "auto"]


def _server(tmp_path: Path, **options: Any) -> ToolServer:
    return build(APP, timeout_s=options.pop("timeout_s", 5.0), artifacts=tmp_path, **options)


@pytest.mark.parametrize("mode", ERAS)
async def test_tools_list_is_the_exported_deck(tmp_path: Path, mode: str) -> None:
    server = _server(tmp_path)
    async with mcp.Client(server.server, mode=mode) as client:
        listed = await client.list_tools()
        version = client.protocol_version
    got = [t.model_dump(by_alias=True, exclude_none=True) for t in listed.tools]
    assert got == export(server.runtime.deck, "mcp").data["tools"]
    assert (version == "2026-07-28") == (mode == "auto")  # both eras were really spoken


@pytest.mark.parametrize("mode", ERAS)
async def test_valid_call_returns_the_value(tmp_path: Path, mode: str) -> None:
    async with mcp.Client(_server(tmp_path).server, mode=mode) as client:
        result = await client.call_tool("add", {"a": 2, "b": 3})
    assert result.is_error is False
    assert json.loads(result.content[0].text)["items"] == 5  # type: ignore[union-attr]


@pytest.mark.parametrize("mode", ERAS)
async def test_a_number_in_quotes_is_refused_not_coerced(tmp_path: Path, mode: str) -> None:
    async with mcp.Client(_server(tmp_path).server, mode=mode) as client:
        result = await client.call_tool("add", {"a": "5", "b": 3})
    assert result.is_error is True
    error = result.structured_content["error"]  # type: ignore[index]
    assert error["kind"] == "invalid_arguments"
    assert "retry" in error["hint"].lower() or "fix" in error["hint"].lower()
    assert error["violations"][0]["pointer"] == "/a"


@pytest.mark.parametrize("mode", ERAS)
async def test_output_schema_tools_with_empty_results_pass_the_sdk_client(
    tmp_path: Path, mode: str
) -> None:
    async with mcp.Client(_server(tmp_path).server, mode=mode) as client:
        # -> dict | None returning None: {"result": null} matches the declared schema
        found = await client.call_tool("find", {"q": "x"})
        # -> list[str] returning []: {"result": []}
        listed = await client.call_tool("matches", {"q": "x"})
    assert found.is_error is False and found.structured_content == {"result": None}
    assert listed.is_error is False and listed.structured_content == {"result": []}
    # the text block is the same JSON as structuredContent (an empty value says it is
    # empty; the runtime's "No results." adds nothing, so no second block is sent)
    assert json.loads(listed.content[0].text) == {"result": []}  # type: ignore[union-attr]
    assert len(listed.content) == 1


@pytest.mark.parametrize("mode", ERAS)
async def test_truncated_output_schema_result_is_accepted(tmp_path: Path, mode: str) -> None:
    server = _server(tmp_path, limit=3000)
    async with mcp.Client(server.server, mode=mode) as client:
        result = await client.call_tool("big", {"n": 20000})  # must not raise
    # a preview cannot match {"data": string} faithfully: the envelope, flagged
    assert result.is_error is True
    assert result.structured_content is not None
    assert result.structured_content["status"] == "success"
    assert result.structured_content["truncated"] is True
    artifact = result.structured_content["artifact"]
    assert Path(artifact).parent == tmp_path
    assert Path(artifact).read_text() == '{"data":"' + "x" * 20000 + '"}'
    # the sentence the model reads names the MCP resource, not a path on the server's host
    summary = result.structured_content["summary"]
    digest = Path(artifact).stem
    assert f"the full output is the MCP resource tooldeck://artifacts/{digest} " in summary
    assert str(tmp_path) not in summary


@pytest.mark.parametrize("mode", ERAS)
async def test_crash_and_non_json_are_classified_and_serving_goes_on(
    tmp_path: Path, mode: str
) -> None:
    async with mcp.Client(_server(tmp_path).server, mode=mode) as client:
        crashed = await client.call_tool("crash", {})
        opaque = await client.call_tool("opaque", {})
        after = await client.call_tool("add", {"a": 1, "b": 1})
    assert crashed.is_error and crashed.structured_content["error"]["kind"] == "environment"  # type: ignore[index]
    assert "on fire" in crashed.structured_content["error"]["message"]  # type: ignore[index]
    assert opaque.is_error
    assert opaque.structured_content["error"]["kind"] == "output_mismatch"  # type: ignore[index]
    assert after.is_error is False


async def test_hanging_handler_times_out_and_serving_goes_on(tmp_path: Path) -> None:
    async with mcp.Client(_server(tmp_path, timeout_s=0.5).server) as client:
        hung = await client.call_tool("hang", {"seconds": 30})
        after = await client.call_tool("add", {"a": 1, "b": 1})
    assert hung.is_error and hung.structured_content["error"]["kind"] == "aborted"  # type: ignore[index]
    assert after.is_error is False


async def test_destructive_tool_needs_approval_unless_approved(tmp_path: Path) -> None:
    async with mcp.Client(_server(tmp_path).server) as client:
        gated = await client.call_tool("delete_everything", {"confirm": "y"})
    assert gated.is_error and gated.structured_content["status"] == "needs_approval"  # type: ignore[index]
    approved = _server(tmp_path, approve=["delete_everything"])
    async with mcp.Client(approved.server) as client:
        ran = await client.call_tool("delete_everything", {"confirm": "y"})
    assert ran.is_error is False


async def test_audit_file_gets_one_line_per_call(tmp_path: Path) -> None:
    log = tmp_path / "audit.jsonl"
    async with mcp.Client(_server(tmp_path, audit=log).server) as client:
        await client.call_tool("add", {"a": 1, "b": 2})
        await client.call_tool("add", {"a": "1", "b": 2})
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert [line["tool"] for line in lines] == ["add", "add"]
    assert len(lines) == 2


async def test_unknown_tool_is_an_error_result(tmp_path: Path) -> None:
    async with mcp.Client(_server(tmp_path).server) as client:
        result = await client.call_tool("ad", {"a": 1, "b": 1})
    assert result.is_error
    assert "add" in result.structured_content["error"]["hint"]  # type: ignore[index]


async def test_the_duplicate_guard_is_per_session(tmp_path: Path) -> None:
    """``delete_everything`` (no hints: not idempotent), approved: a repeat on one
    handshake-era connection is refused; the same call from another connection runs."""
    server = _server(tmp_path, approve=["delete_everything"])
    async with (
        mcp.Client(server.server, mode="legacy") as first,
        mcp.Client(server.server, mode="legacy") as second,
    ):
        once = await first.call_tool("delete_everything", {"confirm": "y"})
        again = await first.call_tool("delete_everything", {"confirm": "y"})
        other = await second.call_tool("delete_everything", {"confirm": "y"})
    assert once.is_error is False and other.is_error is False
    assert again.is_error and again.structured_content["status"] == "refused"  # type: ignore[index]


DEV_FULL = Path("/dev/full")  # a real character device whose every write fails ENOSPC


@pytest.mark.skipif(not DEV_FULL.is_char_device(), reason="no /dev/full on this system")
@pytest.mark.parametrize("mode", ERAS)
async def test_a_call_whose_audit_line_cannot_be_written_keeps_its_result(
    tmp_path: Path, mode: str
) -> None:
    """A tester's finding: ``--audit /dev/full`` turned a call that ran into an opaque
    JSON-RPC error (and a traceback on stderr). The client gets the call's own result, and
    the result says the audit line is missing: in the envelope, or, for a tool with an
    output schema whose value is sent as it is, in the second text block."""
    server = _server(tmp_path, audit=DEV_FULL)
    async with mcp.Client(server.server, mode=mode) as client:
        added = await client.call_tool("add", {"a": 2, "b": 3})
        shown = await client.call_tool("big", {"n": 3})
    server.runtime.audit.close()  # type: ignore[union-attr]
    envelope = added.structured_content
    assert added.is_error is False and envelope is not None and envelope["items"] == 5
    assert "audit line of this call could not be written to /dev/full" in envelope["audit_error"]
    assert shown.is_error is False and shown.structured_content == {"data": "xxx"}
    notes = json.loads(shown.content[1].text)  # type: ignore[union-attr]
    assert "No space left on device" in notes["audit_error"]


def test_an_audit_path_that_cannot_be_appended_to_is_one_error_line() -> None:
    from typer.testing import CliRunner

    from tooldeck.cli import app

    if not Path("/proc/version").is_file():
        pytest.skip("no /proc/version on this system")
    result = CliRunner().invoke(app, ["serve", APP, "--audit", "/proc/version"])
    assert result.exit_code == 2 and "Traceback" not in result.stderr
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("error: --audit /proc/version: cannot open the audit log")


TICKET_APP = '''
from pydantic import BaseModel
from tooldeck import tool


class NewTicket(BaseModel):
    title: str
    priority: str = "normal"


@tool(destructive=False)
def create_ticket(ticket: NewTicket) -> str:
    """Open a ticket."""
    return ticket.title


@tool(destructive=False)
def add_note(ticket_id: str, text: str) -> str:
    """Append a note."""
    return text
'''


@pytest.mark.parametrize("mode", ERAS)
async def test_a_model_parameter_sent_flat_is_told_where_its_fields_go(
    tmp_path: Path, mode: str
) -> None:
    # a fresh user's ticket module: what the SDK client sees for the three argument
    # mistakes of session 24's walk-through (hints written by hand from TICKET_APP)
    app = tmp_path / "ticket_app.py"
    app.write_text(TICKET_APP)
    server = build(str(app), timeout_s=5.0, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode) as client:
        flat = await client.call_tool("create_ticket", {"title": "VPN down"})
        extra = await client.call_tool("add_note", {"ticket_id": "T-1", "text": "x", "extra": 1})
        text = await client.call_tool("create_ticket", {"ticket": '{"title": "VPN down"}'})
    assert flat.is_error and extra.is_error and text.is_error
    hints = {v["keyword"]: v["hint"] for v in flat.structured_content["error"]["violations"]}  # type: ignore[index]
    assert hints["additionalProperties"] == (
        'move "title" into "ticket" ({"ticket": {"title": …}}): only the declared '
        "properties are accepted (ticket)"
    )
    (violation,) = extra.structured_content["error"]["violations"]  # type: ignore[index]
    assert violation["hint"] == (
        'remove "extra" (close to "text", which the call already holds): only the declared '
        "properties are accepted (ticket_id, text)"
    )
    (violation,) = text.structured_content["error"]["violations"]  # type: ignore[index]
    assert violation["pointer"] == "/ticket"
    assert violation["hint"] == (
        "send a JSON object, not a string: the string holds the JSON text of an object: send "
        "the object itself, not its text in quotes (strings are not decoded)"
    )
