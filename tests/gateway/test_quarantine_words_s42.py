"""What a quarantine tells the auditor and the model (trial42 LOW findings), with real
MCP servers (the ``mcp`` SDK on both sides): a call refused because its tool is held is
audited with a ``quarantine`` decision naming why and the approve command; a search
whose request a held tool's name matches says that tool waits for approval (its name
only); the audit says where a served hint came from."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.gateway.catalog import Entry
from tooldeck.gateway.exposure import held_matches
from tooldeck.lint.definition import tool_definition
from tooldeck.lint.lock import definition_hash
from tooldeck.tool import Tool

NEW = "new tool since the lock was written"


async def _grow(client: mcp.Client, gateway: Gateway, name: str) -> None:
    await client.call_tool("a__grow", {})
    for _ in range(500):  # the upstream's list_changed is read asynchronously
        assert gateway.gateway_server is not None
        if gateway.gateway_server.catalog.lookup(name) is not None:
            return
        await anyio.sleep(0.02)
    raise AssertionError(f"{name} never reached the catalogue")


async def test_a_quarantine_refusal_is_audited_and_a_matching_search_names_the_held_tool(
    tmp_path: Path,
) -> None:
    """``grow`` adds ``export_report_archive`` under ``new_tools: quarantine`` (search
    mode). Its call through call_tool is refused (``policy``) and its audit line has one
    decision: check ``quarantine``, verdict ``refuse``, the reason's first line and the
    ``approve EXPOSED@SHA256`` of the held definition. A search for its job names it as
    held (name only); a search for another job does not."""
    audit = tmp_path / "audit.jsonl"
    spec = stdio("a", UPSTREAM_EXTRA_NAME="export_report_archive")
    with anyio.fail_after(90):
        async with (
            Gateway(
                config(spec, mode="search", new_tools="quarantine", lock=tmp_path / "gw.lock"),
                artifacts=tmp_path,
                audit=audit,
            ) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            await _grow(client, gateway, "a__export_report_archive")
            assert gateway.gateway_server is not None
            entry = gateway.gateway_server.catalog.lookup("a__export_report_archive")
            refused = await client.call_tool("call_tool", {"name": "a__export_report_archive"})
            found = await client.call_tool(
                "search_tools", {"query": "export the quarterly report as an archive"}
            )
            other = await client.call_tool("search_tools", {"query": "add two integers"})
    assert entry is not None and entry.state == "quarantined"
    assert refused.is_error
    lines = [json.loads(line) for line in audit.read_text(encoding="utf-8").splitlines()]
    (line,) = [r for r in lines if r["tool"] == "a__export_report_archive"]
    assert line["error_kind"] == "policy"
    (decision,) = line["decisions"]
    assert decision["check"] == "quarantine" and decision["verdict"] == "refuse"
    sha = definition_hash(tool_definition(entry.upstream_tool))
    assert decision["reason"] == (
        f"quarantined: {NEW}; released by `tooldeck gateway approve a__export_report_archive@{sha}`"
    )
    summary = found.structured_content["summary"]  # type: ignore[index]
    assert "Held for a person's review, not callable until approved: a__export_report_archive" in (
        summary
    )
    assert "appears after grow" not in summary  # never the held text
    assert "Held for a person's review" not in other.structured_content["summary"]  # type: ignore[index]


def _entry(name: str) -> Entry:
    return Entry(f"s__{name}", "s", name, Tool(name=f"s__{name}", description="held"))


@pytest.mark.parametrize(
    ("query", "held"),
    [
        ("generate a random password string", ["s__generate_random_string"]),
        ("purge the entropy caches", ["s__purge_entropy_cache"]),
        ("fetch the weather for Paris", []),  # one word of two: no
        ("get the user list", []),
        ("生成随机字符串", ["s__generate_random_string"]),  # read in English too (session 43)
        ("查一下巴黎的天气", []),  # one word of two, as in English
    ],
)
def test_held_matches_reads_the_names_words_only(query: str, held: list[str]) -> None:
    entries = [
        _entry("generate_random_string"),
        _entry("purge_entropy_cache"),
        _entry("get_weather"),
    ]
    assert held_matches(query, entries) == held


async def test_the_audit_says_a_served_hint_came_from_a_config_pattern(tmp_path: Path) -> None:
    """trial42 HIGH (audit): ``echo`` is read-only upstream; ``add`` is read-only by the
    config's ``"add"`` entry too. The audit line of a call says which hint came from the
    config pattern, the upstream or MCP's default; a tool the config does not annotate
    has no ``hints_from``."""
    audit = tmp_path / "audit.jsonl"
    spec = dataclasses.replace(
        stdio("a"), annotations=(("add", {"readOnlyHint": True, "openWorldHint": False}),)
    )
    with anyio.fail_after(60):
        async with (
            Gateway(config(spec), artifacts=tmp_path, audit=audit) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            await client.call_tool("a__add", {"a": 1, "b": 2})
            await client.call_tool("a__echo", {"text": "x"})
    lines = {r["tool"]: r for r in map(json.loads, audit.read_text("utf-8").splitlines())}
    assert lines["a__add"]["hints_from"] == {
        "readOnlyHint": 'config "add"',
        "destructiveHint": "MCP default",
        "idempotentHint": "MCP default",
        "openWorldHint": 'config "add"',
    }
    assert "hints_from" not in lines["a__echo"]
