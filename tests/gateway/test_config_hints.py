"""A server's tools annotated in the gateway config, and its duplicate window (trial33
MEDIUM-3).

mcp-server-sqlite states no annotations, so through the gateway ``read_query`` counted as
destructive and not idempotent: the same ``select count(*)`` after an INSERT was refused
for 300 s ("this exact call already ran … not idempotent"), and nothing in the config could
say otherwise. A server's ``annotations`` (tool-name patterns → MCP hints) and
``duplicate_window`` (seconds, 0: off) now can; the hints are served (with ``_meta`` saying
so), acted on, and shown by ``--dry-run``; the pin keeps the upstream's own definition.

Upstream: ``tests/mcp_servers/listed_server.py`` (the ``mcp`` SDK over stdio) listing a
``read_query`` and a ``write_query`` with no annotations, as mcp-server-sqlite 2025.4.25
does; client: the SDK's ``mcp.Client`` in-process on both eras.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.errors import GatewayConfigError
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.catalog import ANNOTATIONS_KEY
from tooldeck.lint.lock import read_lock

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
QUERY = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
TOOLS = [
    {"name": "read_query", "description": "Execute a SELECT query.", "inputSchema": QUERY},
    {"name": "write_query", "description": "Execute an INSERT query.", "inputSchema": QUERY},
]
SELECT = {"query": "select count(*) from orders"}
runner = CliRunner()


def _config(tmp_path: Path, **server: Any) -> Path:
    listing = tmp_path / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    entry = {"command": sys.executable, "args": [str(SERVER), str(listing)], **server}
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"db": entry}}), encoding="utf-8")
    return config


async def _twice(tmp_path: Path, config: Path, era: str, **options: Any) -> tuple[Any, ...]:
    with anyio.fail_after(60):
        async with (
            Gateway(load_gateway_config(config), artifacts=tmp_path, **options) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            listed = {t.name: t for t in (await client.list_tools()).tools}
            first = await client.call_tool("db__read_query", SELECT)
            second = await client.call_tool("db__read_query", SELECT)
    return listed, first, second


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_without_settings_the_repeat_is_refused_and_the_hint_names_them(
    tmp_path: Path, era: str
) -> None:
    """The behaviour kept by default (approved with ``--approve``, as the trial did): the
    repeat is refused, and the hint now names the two config keys."""
    _, first, second = await _twice(tmp_path, _config(tmp_path), era, approve=("db__read_query",))
    assert first.is_error is False
    assert second.is_error is True
    error = (second.structured_content or {})["error"]
    assert error["message"].startswith("this exact call already ran")
    # session 42: the hint also says why no person is asked about this repeat (the tool
    # states no hints and is approved in advance; without --approve it would be asked)
    assert (
        "(for a person: if db__read_query only reads, say so in the gateway config, server "
        '\'db\': "annotations": {"read_query": {"readOnlyHint": true}}, or set '
        '"duplicate_window": 0 there; db__read_query is approved in advance (--approve), so '
        "no person is asked about a repeat)"
    ) in error["hint"]


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_a_tool_the_config_marks_read_only_runs_again_without_approval(
    tmp_path: Path, era: str
) -> None:
    config = _config(tmp_path, annotations={"read_*": {"readOnlyHint": True}})
    listed, first, second = await _twice(tmp_path, config, era)  # no --approve
    assert first.is_error is False and second.is_error is False
    assert json.loads(second.content[0].text)["arguments"] == SELECT  # type: ignore[union-attr]
    read, write = listed["db__read_query"], listed["db__write_query"]
    assert read.annotations is not None and read.annotations.read_only_hint is True
    assert (read.meta or {})[ANNOTATIONS_KEY] == {
        "readOnlyHint": {"config": True, "upstream": None}
    }
    assert write.annotations is None or write.annotations.read_only_hint is None


async def test_duplicate_window_zero_turns_the_guard_off_for_that_server(tmp_path: Path) -> None:
    config = _config(tmp_path, duplicate_window=0)
    _, first, second = await _twice(tmp_path, config, "legacy", approve=("db__read_query",))
    assert first.is_error is False and second.is_error is False


def test_dry_run_shows_the_hints_and_the_lock_pins_the_upstreams(tmp_path: Path) -> None:
    config = _config(tmp_path, annotations={"read_query": {"readOnlyHint": True}})
    dry = runner.invoke(app, ["gateway", "--dry-run", str(config)])
    assert dry.exit_code == 0, dry.output
    assert "annotated: db__read_query: readOnlyHint true (upstream: not stated)" in dry.output
    as_json = runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(config)])
    assert json.loads(as_json.stdout)["annotated"] == {
        "db__read_query": {"readOnlyHint": {"config": True, "upstream": None}}
    }
    lock = tmp_path / "servers.json.lock"
    assert runner.invoke(app, ["lock", str(config), "-o", str(lock)]).exit_code == 0
    pinned = {t.name: t for t in read_lock(lock).tools}
    assert "annotations" not in pinned["db/read_query"].definition  # the upstream's own


def test_an_upstreams_own_annotations_key_is_not_read_as_the_configs(tmp_path: Path) -> None:
    # review34: the dry run read ANNOTATIONS_KEY from each exposed tool's _meta, which is
    # the upstream's own where the config states no hints: a non-object there failed with
    # a ValueError traceback, and an object there was shown as the config's annotation
    forged = {"readOnlyHint": {"config": True, "upstream": None}}
    tools = [
        {**TOOLS[0], "_meta": {ANNOTATIONS_KEY: "not an object"}},
        {**TOOLS[1], "_meta": {ANNOTATIONS_KEY: forged}},
    ]
    config = _config(tmp_path)
    (tmp_path / "db.tools.json").write_text(json.dumps(tools), encoding="utf-8")
    dry = runner.invoke(app, ["gateway", "--dry-run", str(config)])
    assert dry.exit_code == 0, dry.output
    assert "annotated:" not in dry.output
    as_json = runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(config)])
    assert as_json.exit_code == 0, as_json.output
    assert json.loads(as_json.stdout)["annotated"] == {}


@pytest.mark.parametrize(
    ("server", "said"),
    [
        ({"annotations": {"read_query": {"readonlyHint": True}}}, "did you mean readOnlyHint?"),
        ({"annotations": {"read_query": {"readOnlyHint": "yes"}}}, "must be true or false"),
        ({"annotations": ["read_query"]}, "must be an object of tool-name patterns"),
        ({"duplicate_window": -1}, "must be a number of seconds from 0 to 86,400"),
        # JSON's spelling of the value, not Python's (trial33b #3: "not True")
        ({"duplicate_window": True}, "from 0 to 86,400 (how long"),
        ({"duplicate_window": True}, ", not true"),
        ({"duplicate_window": None}, ", not null"),
        ({"duplicate_window": "300"}, ', not "300"'),
        ({"timeout": False}, "must be a number of seconds > 0 (the call timeout of this "),
        ({"timeout": False}, ", not false"),
        ({"new_tools": True}, "must be pin or quarantine, not true"),
        ({"new_tools": "drop"}, 'must be pin or quarantine, not "drop"'),
        ({"type": "sse2"}, 'unknown type "sse2"; one of'),
        # a bound (trial33b #2: 1e308 was accepted and printed as a 300-digit number);
        # by hand: one day is 24 * 3600 = 86,400 s
        ({"duplicate_window": 1e308}, "1e+308 seconds is over the bound of 86,400 (one day)"),
        ({"duplicate_window": 86_401}, "86401 seconds is over the bound of 86,400"),
    ],
)
def test_bad_settings_are_refused_naming_the_key(
    tmp_path: Path, server: dict[str, Any], said: str
) -> None:
    with pytest.raises(GatewayConfigError) as caught:
        load_gateway_config(_config(tmp_path, **server))
    assert said in str(caught.value) and "mcpServers.db." in str(caught.value)
    assert "True" not in str(caught.value) and "None" not in str(caught.value)


def test_the_bound_itself_is_accepted(tmp_path: Path) -> None:
    loaded = load_gateway_config(_config(tmp_path, duplicate_window=86_400))
    assert loaded.upstreams[0].duplicate_window_s == 86_400.0


def test_top_level_values_are_spelled_as_json(tmp_path: Path) -> None:
    config = tmp_path / "gw.json"
    config.write_text(
        json.dumps({"upstreams": {"db": {"command": "x"}}, "mode": "searchy"}), encoding="utf-8"
    )
    with pytest.raises(GatewayConfigError, match='mode: "searchy" is not one of full, search'):
        load_gateway_config(config)


def test_duplicate_window_zero_is_the_servers_own_decision_and_refuses_no_running_twin() -> None:
    """review34: the end-to-end test above passes without the guard's ``window == 0``
    branch too (a 0 s window forgets a finished call at once), so it is checked here on
    the guard itself: with ``duplicate_window: 0`` the decision says the guard is off for
    that server, and an identical call while the first still runs is allowed (the
    runtime's guard would refuse it as running); another server's tool keeps the 300 s
    window and is refused."""
    from tooldeck.gateway.server import UpstreamDuplicateGuard
    from tooldeck.runtime import ToolCall
    from tooldeck.runtime.policy import PolicyRequest
    from tooldeck.tool import Tool

    windows = {"db__read_query": ("db", 0.0, "read_query"), "fs__write": ("fs", None, "write")}
    guard = UpstreamDuplicateGuard(windows.get)
    for name in windows:
        tool = Tool(name, "A tool.", {"type": "object"})
        first, second = (
            guard.check(PolicyRequest(ToolCall(f"{name}-{n}", name, SELECT), tool, SELECT))
            for n in (1, 2)
        )
        if name == "db__read_query":
            assert first.allowed and second.allowed
            assert first.decision.reason == "off for server 'db' (duplicate_window: 0)"
        else:
            assert first.allowed and not second.allowed
            assert "is running now" in second.decision.reason


async def test_an_upstreams_own_gateway_keys_are_moved_under_the_claimed_key(
    tmp_path: Path,
) -> None:
    """review34: a listed tool's ``_meta`` was passed on whole, so an upstream could tell
    the client that the gateway's config annotated its tool (or rewrote its description).
    Its values under the gateway's keys are now moved, unchanged, under
    ``tooldeck/upstream-claimed`` (as a forwarded result's are); where the config does
    state hints, the key holds the gateway's, and the upstream's stays claimed."""
    from tooldeck.gateway.catalog import CLAIMED_KEY, REWRITES_KEY

    forged = {"readOnlyHint": {"config": True, "upstream": None}}
    claimed = {ANNOTATIONS_KEY: forged, REWRITES_KEY: {"description": {"x": "y"}}}
    tools = [{**tool, "_meta": {**claimed, "own": 1}} for tool in TOOLS]
    config = _config(tmp_path, annotations={"write_query": {"destructiveHint": True}})
    (tmp_path / "db.tools.json").write_text(json.dumps(tools), encoding="utf-8")
    with anyio.fail_after(60):
        async with (
            Gateway(load_gateway_config(config), artifacts=tmp_path) as gw,
            mcp.Client(gw.server, mode="legacy") as client,
        ):
            listed = {t.name: t for t in (await client.list_tools()).tools}
    read, write = listed["db__read_query"], listed["db__write_query"]
    assert read.meta == {"own": 1, CLAIMED_KEY: claimed}
    assert read.annotations is None or read.annotations.read_only_hint is None
    assert write.meta == {
        "own": 1,
        CLAIMED_KEY: claimed,
        ANNOTATIONS_KEY: {"destructiveHint": {"config": True, "upstream": None}},
    }
