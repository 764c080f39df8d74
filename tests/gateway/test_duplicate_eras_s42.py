"""A repeated call of an upstream tool that states no hints, through the gateway, in both
protocol eras (trial42 MEDIUM): a second ``generate_random_int(1, 6)`` was refused for
300 s on the handshake era ("also after the user agrees") and ran on the current era.
MCP's defaults make such a tool "may be destructive", so each of its calls is put to the
person: the repeat is now left to that confirmation in both eras (it runs when the person
accepts, with the gateway's note; it does not when they decline). A tool approved in
advance keeps the refusal (nobody would be asked), and its hint says why.

Upstream: ``tests/mcp_servers/listed_server.py`` (the ``mcp`` SDK over stdio) listing a
hint-less ``roll``; client: the SDK's ``mcp.Client`` in-process, both eras, with an
elicitation callback."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import mcp_types as types
import pytest

from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
SIDES = {
    "type": "object",
    "properties": {"min_value": {"type": "integer"}, "max_value": {"type": "integer"}},
    "required": ["min_value", "max_value"],
}
TOOLS = [{"name": "roll", "description": "Return a random integer.", "inputSchema": SIDES}]
ARGS = {"min_value": 1, "max_value": 6}
ERAS = ["legacy", "auto"]


def _config(tmp_path: Path, tools: list[dict[str, Any]] = TOOLS) -> Path:
    listing = tmp_path / "random.tools.json"
    listing.write_text(json.dumps(tools), encoding="utf-8")
    entry = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"random": entry}}), encoding="utf-8")
    return config


def _answering(action: str, asked: list[str]) -> Any:
    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action=action, content={} if action == "accept" else None)

    return callback


async def _twice(tmp_path: Path, era: str, action: str, **options: Any) -> tuple[Any, ...]:
    asked: list[str] = []
    with anyio.fail_after(60):
        async with (
            Gateway(load_gateway_config(_config(tmp_path)), artifacts=tmp_path, **options) as gw,
            mcp.Client(gw.server, mode=era, elicitation_callback=_answering(action, asked)) as c,
        ):
            first = await c.call_tool("random__roll", ARGS)
            second = await c.call_tool("random__roll", ARGS)
    return first, second, asked


def _text(result: Any) -> str:
    return "\n".join(b.text for b in result.content if isinstance(b, types.TextContent))


@pytest.mark.parametrize("era", ERAS)
async def test_a_hintless_repeat_runs_once_the_person_confirms_it_in_both_eras(
    tmp_path: Path, era: str
) -> None:
    first, second, asked = await _twice(tmp_path, era, "accept")
    assert first.is_error is False, first
    assert second.is_error is False, second
    assert len(asked) == 2 and all("random__roll(" in q for q in asked), asked
    # the person is told the second is a repeat (it may have taken effect): not the first
    assert "This exact call already ran" not in asked[0]
    assert re.search(
        r"This exact call already ran \d+ s ago \(call gw-[0-9a-f]+-\d+, status success\)\.",
        asked[1],
    ), asked[1]
    text = _text(second)
    assert "The gateway's duplicate guard: this call was run although an identical call" in text
    assert "left to the person's confirmation" in text, text
    assert "use the earlier result" not in text


@pytest.mark.parametrize("era", ERAS)
async def test_a_declined_repeat_does_not_run(tmp_path: Path, era: str) -> None:
    """The person declines the second call: it is refused as their decline (not run)."""
    asked: list[str] = []
    answers = iter(["accept", "decline"])

    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        asked.append(params.message)
        action = next(answers)
        return types.ElicitResult(action=action, content={} if action == "accept" else None)

    with anyio.fail_after(60):
        async with (
            Gateway(load_gateway_config(_config(tmp_path)), artifacts=tmp_path) as gw,
            mcp.Client(gw.server, mode=era, elicitation_callback=callback) as client,
        ):
            assert (await client.call_tool("random__roll", ARGS)).is_error is False
            second = await client.call_tool("random__roll", ARGS)
    assert second.is_error is True and second.structured_content is not None
    assert second.structured_content["status"] == "refused", second.structured_content
    assert "declined" in second.structured_content["error"]["message"]
    # trial42b LOW: the declined repeat did not run, so no note may say it "was run"
    said = json.dumps(second.structured_content) + " ".join(
        getattr(block, "text", "") for block in second.content
    )
    assert "was run" not in said, said


@pytest.mark.parametrize("era", ERAS)
async def test_approved_in_advance_the_repeat_is_refused_and_the_hint_says_why(
    tmp_path: Path, era: str
) -> None:
    first, second, asked = await _twice(tmp_path, era, "accept", approve=("random__roll",))
    assert first.is_error is False and asked == []
    assert second.is_error is True and second.structured_content is not None
    error = second.structured_content["error"]
    assert error["message"].startswith("this exact call already ran")
    assert '"duplicate_window": 0 there' in error["hint"]
    assert "approved in advance (--approve), so no person is asked about a repeat" in error["hint"]


@pytest.mark.parametrize("era", ERAS)
async def test_a_tool_stating_it_is_not_idempotent_keeps_the_refusal(
    tmp_path: Path, era: str
) -> None:
    """``idempotentHint: false`` stated by the upstream: the guard refuses the repeat
    whoever would be asked (the person's yes does not override a stated hint)."""
    stated = [{**TOOLS[0], "annotations": {"destructiveHint": True, "idempotentHint": False}}]
    asked: list[str] = []
    with anyio.fail_after(60):
        async with (
            Gateway(load_gateway_config(_config(tmp_path, stated)), artifacts=tmp_path) as gw,
            mcp.Client(gw.server, mode=era, elicitation_callback=_answering("accept", asked)) as c,
        ):
            assert (await c.call_tool("random__roll", ARGS)).is_error is False
            second = await c.call_tool("random__roll", ARGS)
    assert second.is_error is True and second.structured_content is not None
    assert second.structured_content["error"]["message"].startswith("this exact call already ran")
    assert len(asked) == 1
