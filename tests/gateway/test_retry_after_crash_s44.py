"""A non-read-only call that crashed its upstream, then the identical call again, through
the gateway in both protocol eras (trial44 #6). The crash answers ``environment``: "the
call may have run …: check whether it took effect (or ask the user) before calling it
again". The identical retry was then refused for 300 s with "use the earlier result" on
the handshake era — there was no result — and ran unasked on 2026-07-28. Now, in both
eras, the retry is put to the person, whose question says it is a repeat of a call that
ended in an error and may have taken effect; it runs only when they accept. A tool
approved in advance keeps the refusal (nobody would be asked), worded for a failed call.

Upstream: ``warehouse_app_s44.py``, a small ``mcp`` SDK stdio server (``reserve`` exits
the process at its first call, then answers; ``stock`` is read-only); client: the SDK's
``mcp.Client`` in-process with an elicitation callback."""

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

UPSTREAM = Path(__file__).with_name("warehouse_app_s44.py")
ERAS = ["legacy", "auto"]
ARGS = {"sku": "K1"}


def _config(tmp_path: Path) -> Path:
    entry = {"command": sys.executable, "args": [str(UPSTREAM), str(tmp_path / "crashed")]}
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"warehouse": entry}}), encoding="utf-8")
    return config


def _text(result: Any) -> str:
    return "\n".join(b.text for b in result.content if isinstance(b, types.TextContent))


async def _crash_then_retry(
    tmp_path: Path, era: str, answers: list[str], **options: Any
) -> tuple[Any, Any, list[str]]:
    asked: list[str] = []
    replies = iter(answers)

    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        asked.append(params.message)
        action = next(replies)
        return types.ElicitResult(action=action, content={} if action == "accept" else None)

    with anyio.fail_after(90):
        async with (
            Gateway(load_gateway_config(_config(tmp_path)), artifacts=tmp_path, **options) as gw,
            mcp.Client(gw.server, mode=era, elicitation_callback=callback) as client,
        ):
            crashed = await client.call_tool("warehouse__reserve", ARGS)
            while (await client.call_tool("warehouse__stock", ARGS)).is_error:
                await anyio.sleep(0.2)  # the gateway restarts the upstream
            retry = await client.call_tool("warehouse__reserve", ARGS)
    return crashed, retry, asked


def _check_crash(crashed: Any) -> None:
    assert crashed.is_error is True and crashed.structured_content is not None
    error = crashed.structured_content["error"]
    assert error["kind"] == "environment", error
    assert "check whether it took effect" in error["hint"]


@pytest.mark.parametrize("era", ERAS)
async def test_the_retry_after_a_crash_is_asked_and_runs_when_accepted(
    tmp_path: Path, era: str
) -> None:
    crashed, retry, asked = await _crash_then_retry(tmp_path, era, ["accept"])
    _check_crash(crashed)
    # reserve states destructiveHint: false, so only the repeat is asked about
    assert len(asked) == 1, asked
    assert "warehouse__reserve(" in asked[0]
    # trial44 #13: the hints in JSON, as the Arguments line (was a Python repr)
    assert (
        'Hints: {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false}'
        in asked[0]
    ), asked[0]
    assert re.search(
        r"This exact call already ran \d+ s ago \((call gw-[0-9a-f]+-\d+, )?status error, "
        r"kind environment\) and may have taken effect: allow it again only if it did not\.",
        asked[0],
    ), asked[0]
    assert retry.is_error is False, _text(retry)
    assert "reserved 1 x K1" in _text(retry)
    assert "use the earlier result" not in _text(retry)
    assert "this call was run although an identical call ended in an error" in _text(retry)


@pytest.mark.parametrize("era", ERAS)
async def test_a_declined_retry_after_a_crash_does_not_run(tmp_path: Path, era: str) -> None:
    crashed, retry, asked = await _crash_then_retry(tmp_path, era, ["decline"])
    _check_crash(crashed)
    assert len(asked) == 1
    assert retry.is_error is True and retry.structured_content is not None
    assert retry.structured_content["status"] == "refused"
    assert "declined" in retry.structured_content["error"]["message"]
    assert "reserved" not in _text(retry)


@pytest.mark.parametrize("era", ERAS)
async def test_approved_in_advance_the_retry_is_refused_without_use_the_earlier_result(
    tmp_path: Path, era: str
) -> None:
    """Nobody would be asked (``--approve``), so the repeat stays refused in both eras,
    and the refusal says to check, not to use a result that does not exist."""
    crashed, retry, asked = await _crash_then_retry(
        tmp_path, era, [], approve=("warehouse__reserve",)
    )
    _check_crash(crashed)
    assert asked == []
    assert retry.is_error is True and retry.structured_content is not None
    error = retry.structured_content["error"]
    assert error["kind"] == "policy"
    assert error["message"].startswith("this exact call already ran")
    assert "ended in an error (kind environment) after it may have taken effect" in error["message"]
    assert "use the earlier result" not in error["hint"]
    assert error["hint"].startswith("check whether the earlier call took effect")
