"""An upstream's description names its sibling tools by the names the gateway exposes.

``gh``'s ``create_issue`` says "call list_issues first"; the gateway exposes
``gh__list_issues``, so the exposed description says ``gh__list_issues``, the tool's
``_meta`` records the rewrite, lint's D110 stops firing on the exposed deck, and the pin
keeps the upstream's own text (as ``tooldeck lock CONFIG`` writes it). Real SDK upstreams
(tests/mcp_servers/listed_server.py), the real SDK client in both protocol eras.
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
from tooldeck.formats.mcp import FORMAT
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.catalog import REWRITES_KEY, rewrite_mentions
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.lock import read_lock

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
runner = CliRunner()
OBJ = {"type": "object"}
CREATE = (
    "Create an issue. Call list_issues first to avoid a duplicate; the author is "
    "get_user of the users server. Search the title before you create."
)
GH = [
    {"name": "list_issues", "description": "List the open issues.", "inputSchema": OBJ},
    {"name": "create_issue", "description": CREATE, "inputSchema": OBJ},
    {"name": "search", "description": "Search issues by words.", "inputSchema": OBJ},
]
USERS = [{"name": "get_user", "description": "Get a user by login.", "inputSchema": OBJ}]
EXPOSED = CREATE.replace("Call list_issues", "Call gh__list_issues")
"""Only ``list_issues`` changes: ``get_user`` is another upstream's tool, and "Search" is a
word, not the ``search`` tool's name (which a plain word never stands for here)."""


def _config(tmp_path: Path) -> Path:
    lines = ["upstreams:"]
    for name, tools in (("gh", GH), ("users", USERS)):
        listing = tmp_path / f"{name}.json"
        listing.write_text(json.dumps(tools), encoding="utf-8")
        entry = {"command": sys.executable, "args": [SERVER, str(listing)]}
        lines.append(f"  {name}: {json.dumps(entry)}")
    path = tmp_path / "gw.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_rewrite_mentions_whole_words_of_identifier_names_only() -> None:
    names = {"list_issues": "gh__list_issues", "search": "gh__search", "v2": "gh__v2"}
    text = "Use list_issues. Not list_issues.json, gh__list_issues, my_list_issues; search it."
    rewritten, done = rewrite_mentions(text, names)
    assert rewritten == (
        "Use gh__list_issues. Not list_issues.json, gh__list_issues, my_list_issues; search it."
    )
    assert done == {"list_issues": "gh__list_issues"}
    assert rewrite_mentions("nothing here", names) == ("nothing here", {})


@pytest.mark.parametrize(
    "text",
    [
        "See https://docs.example.com/api?tool=list_issues for details.",  # a query string
        "Docs: https://example.com/docs#list_issues",  # a fragment
        "Docs at https://example.com/list_issues/ and www.example.com/x/list_issues",
        "Write to list_issues@example.com.",  # an e-mail address
        "Path C:\\tools\\list_issues\\x",  # a Windows path
        "Set mode=list_issues or #list_issues.",  # after '=' and '#'
        "Search GitHub for repos with the v2 API; send an e-mail; text is utf-8.",
    ],
    ids=["query", "fragment", "url-path", "email", "windows-path", "after-=-#", "words"],
)
def test_no_rewrite_inside_urls_addresses_paths_or_ordinary_words(text: str) -> None:
    # 'GitHub', 'v2', 'e-mail' and 'utf-8' are plausible tool names that are also ordinary
    # words; before, each mention here was rewritten (a broken link, "Search gh__GitHub")
    names = {
        "list_issues": "gh__list_issues",
        "GitHub": "gh__GitHub",
        "v2": "gh__v2",
        "e-mail": "gh__e-mail",
        "utf-8": "gh__utf-8",
    }
    assert rewrite_mentions(text, names) == (text, {})


def test_identifier_names_beside_a_url_are_still_rewritten() -> None:
    names = {"list_issues": "gh__list_issues", "getFile": "gh__getFile", "get-file": "gh__get-file"}
    text = "Call list_issues (see https://x.example/list_issues), then getFile or get-file."
    rewritten, done = rewrite_mentions(text, names)
    assert rewritten == (
        "Call gh__list_issues (see https://x.example/list_issues), then gh__getFile or "
        "gh__get-file."
    )
    assert done == names


def _d110(tools: list[dict[str, Any]]) -> list[str]:
    deck = FORMAT.load({"tools": tools}, source="gateway").deck
    result = lint(deck, LintConfig(select=("D110",)))
    return [f"{f.tool}: {f.message}" for f in result.findings]


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_the_exposed_description_names_the_exposed_tools(tmp_path: Path, mode: str) -> None:
    config = load_gateway_config(_config(tmp_path))
    with anyio.fail_after(60):
        async with (
            Gateway(config, artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            listed = (await client.list_tools()).tools
    tools = [t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in listed]
    create = next(t for t in tools if t["name"] == "gh__create_issue")
    assert create["description"] == EXPOSED
    assert create["_meta"][REWRITES_KEY] == {"description": {"list_issues": "gh__list_issues"}}
    assert all(REWRITES_KEY not in (t.get("_meta") or {}) for t in tools if t is not create)
    # lint's D110 on the deck the client got: no tool it cannot find; with the upstream's
    # own description back in place it fires (the rule sees the mention)
    assert _d110(tools) == []
    upstream_text = [{**t, "description": CREATE} if t is create else t for t in tools]
    assert [m.split(":")[0] for m in _d110(upstream_text)] == ["gh__create_issue"]
    # the pin holds the upstream's definition, as `tooldeck lock CONFIG` writes it
    pins = {t.name: t for t in read_lock(tmp_path / "gw.yaml.lock").tools}
    assert pins["gh/create_issue"].definition["description"] == CREATE
    assert "_meta" not in pins["gh/create_issue"].definition


def test_dry_run_says_what_was_rewritten_and_lock_pins_the_same(tmp_path: Path) -> None:
    config = _config(tmp_path)
    dry = runner.invoke(app, ["gateway", "--dry-run", str(config)])
    assert dry.exit_code == 0, dry.output
    assert (
        "rewritten: gh__create_issue: its description names list_issues → gh__list_issues"
        in dry.output
    )
    as_json = runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(config)])
    assert json.loads(as_json.stdout)["rewritten"] == {
        "gh__create_issue": {"list_issues": "gh__list_issues"}
    }
    written = tmp_path / "gw.yaml.lock"
    assert runner.invoke(app, ["lock", str(config), "-o", str(written)]).exit_code == 0
    hashes = {t.name: t.sha256 for t in read_lock(written).tools}

    async def serve() -> list[str]:
        with anyio.fail_after(60):
            async with Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway:
                return [e.exposed for e in gateway.gateway_server.catalog.quarantined()]

    # the gateway checks its listing against the lock `tooldeck lock` wrote: nothing is
    # held (the rewrite is not a change of the definition), and the lock is unchanged
    assert anyio.run(serve) == []
    assert {t.name: t.sha256 for t in read_lock(written).tools} == hashes


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_the_gateway_leaves_links_addresses_and_words_alone(
    tmp_path: Path, mode: str
) -> None:
    # an upstream with tools named like ordinary words ('GitHub', 'e-mail'); before, the
    # exposed description read "Search gh__GitHub … ?tool=gh__list_issues … gh__e-mail"
    described = (
        "Search GitHub for issues; docs at https://x.example/api?tool=list_issues, or "
        "write to list_issues@example.com by e-mail. Call list_issues first."
    )
    tools = [
        {"name": "list_issues", "description": "List the open issues.", "inputSchema": OBJ},
        {"name": "GitHub", "description": "Open GitHub.", "inputSchema": OBJ},
        {"name": "e-mail", "description": "Send a message.", "inputSchema": OBJ},
        {"name": "find", "description": described, "inputSchema": OBJ},
    ]
    listing = tmp_path / "gh.json"
    listing.write_text(json.dumps(tools), encoding="utf-8")
    path = tmp_path / "gw.json"
    entry = {"command": sys.executable, "args": [SERVER, str(listing)]}
    path.write_text(json.dumps({"upstreams": {"gh": entry}}), encoding="utf-8")
    with anyio.fail_after(60):
        async with (
            Gateway(load_gateway_config(path), artifacts=tmp_path, pin=False) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            listed = {t.name: t for t in (await client.list_tools()).tools}
    find = listed["gh__find"]
    assert find.description == described.replace("Call list_issues", "Call gh__list_issues")
    assert (find.meta or {})[REWRITES_KEY] == {"description": {"list_issues": "gh__list_issues"}}


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_a_quarantined_sibling_is_not_named_by_its_exposed_name(
    tmp_path: Path, mode: str
) -> None:
    """trial37 LOW-6: with ``list_issues`` quarantined (its definition changed since it was
    pinned), ``create_issue`` still told the model "Call gh__list_issues first", the
    exposed name of a tool the gateway does not list. The mention now keeps the upstream's
    own word, and no rewrite is recorded; once approved, the rewrite is back."""
    from tooldeck.gateway.pinning import approve

    path = _config(tmp_path)
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(path), artifacts=tmp_path):
            pass  # first sight pins the three gh tools
        changed = [{**GH[0], "description": "List the open issues and mail them out."}, *GH[1:]]
        (tmp_path / "gh.json").write_text(json.dumps(changed), encoding="utf-8")
        async with (
            Gateway(load_gateway_config(path), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            listed = (await client.list_tools()).tools
        names = [t.name for t in listed]
        create = next(t for t in listed if t.name == "gh__create_issue")
        assert "gh__list_issues" not in names
        assert create.description == CREATE  # "Call list_issues first", as written
        assert REWRITES_KEY not in (create.meta or {})
        await approve(load_gateway_config(path), ["gh__list_issues"])
        async with (
            Gateway(load_gateway_config(path), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            listed = (await client.list_tools()).tools
    create = next(t for t in listed if t.name == "gh__create_issue")
    assert create.description == EXPOSED
