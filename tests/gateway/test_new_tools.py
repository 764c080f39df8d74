"""``new_tools: quarantine`` with real MCP servers (the ``mcp`` SDK on both sides): a tool
an upstream adds after its catalogue was pinned — mid-run with
``notifications/tools/list_changed``, or across a restart — is held like a changed
definition until ``tooldeck gateway approve``; by default it is still pinned at first
sight (trust on first use)."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import anyio
import mcp
import mcp_types as types
import pytest
from typer.testing import CliRunner

from gateway_fixtures import APP, config, stdio
from tooldeck.cli.app import app
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.measure import dry_run
from tooldeck.gateway.pinning import approve
from tooldeck.lint.lock import read_lock

NEW = "new tool since the lock was written"


async def _grow(client: mcp.Client, gateway: Gateway) -> None:
    """Call ``a__grow`` (the upstream adds ``extra`` and sends list_changed) and wait until
    the gateway's catalogue has ``a__extra``, active or quarantined."""
    await client.call_tool("a__grow", {})
    for _ in range(500):  # the upstream's list_changed is read asynchronously
        assert gateway.gateway_server is not None
        if gateway.gateway_server.catalog.lookup("a__extra") is not None:
            return
        await anyio.sleep(0.02)
    raise AssertionError("a__extra never reached the catalogue")


async def test_a_tool_added_mid_run_is_quarantined_under_new_tools_quarantine(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The first start pins the upstream's catalogue; ``grow`` then adds ``extra``: it is
    not listed, a call answers the ``policy`` error a changed definition gets, the lock
    does not pin it, and stderr names it with its definition."""
    lock = tmp_path / "gw.lock"
    caplog.set_level("WARNING", logger="tooldeck.gateway")
    with anyio.fail_after(90):
        async with (
            Gateway(
                config(stdio("a"), lock=lock, new_tools="quarantine"), artifacts=tmp_path
            ) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            before = [t.name for t in (await client.list_tools()).tools]
            await _grow(client, gateway)
            after = [t.name for t in (await client.list_tools()).tools]
            refused = await client.call_tool("a__extra", {})
    assert "a__extra" not in before and "a__extra" not in after and "a__echo" in after
    error = refused.structured_content["error"]  # type: ignore[index]
    assert refused.is_error and error["kind"] == "policy"
    assert NEW in error["message"]
    assert "a/extra" not in [t.name for t in read_lock(lock).tools]
    said = [r.getMessage() for r in caplog.records if "quarantined a__extra" in r.getMessage()]
    assert len(said) == 1, caplog.text
    assert said[0].startswith("upstream a lists changed, new or flagged definitions:\n")
    assert NEW in said[0] and '/name added: "extra"' in said[0]
    # approve holds a new tool only under the setting: the command it is told says so
    assert "`tooldeck gateway approve TOOL@SHA256… --new-tools quarantine CONFIG`" in said[0]


async def test_by_default_a_tool_added_mid_run_is_quarantined_once_a_lock_pins_it(
    tmp_path: Path,
) -> None:
    """Session 44: with a lock and no ``new_tools``, quarantine is the default: the first
    listing is pinned at first sight, ``extra`` added later is held, not pinned."""
    lock = tmp_path / "gw.lock"
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a"), lock=lock), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            await _grow(client, gateway)
            after = [t.name for t in (await client.list_tools()).tools]
            refused = await client.call_tool("a__extra", {})
    assert "a__extra" not in after and "a__echo" in after
    assert refused.is_error and NEW in refused.structured_content["error"]["message"]  # type: ignore[index]
    pinned = [t.name for t in read_lock(lock).tools]
    assert "a/echo" in pinned and "a/extra" not in pinned


async def test_under_new_tools_pin_a_tool_added_mid_run_is_pinned_and_callable(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The default before session 44, now written in the config."""
    lock = tmp_path / "gw.lock"
    caplog.set_level("WARNING", logger="tooldeck.gateway")
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a"), lock=lock, new_tools="pin"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            await _grow(client, gateway)
            extra = await client.call_tool("a__extra", {})
    assert extra.is_error is False and extra.content[0].text == "extra done"  # type: ignore[union-attr]
    assert "a/extra" in [t.name for t in read_lock(lock).tools]
    assert "pinned unreviewed at first sight: a/extra" in caplog.text
    assert "new_tools: quarantine holds such tools until approved" in caplog.text


def _write(path: Path, *, ask_tool: bool, new_tools: str | None, top: str | None = None) -> None:
    """A gateway config of one upstream_app.py server ``a``; ``ask_tool`` adds ``greet``;
    ``new_tools``: the server's own, ``top``: the config's top-level ``new_tools``."""
    env = {"UPSTREAM_NAME": "a", **({"UPSTREAM_ASK_TOOL": "1"} if ask_tool else {})}
    upstream = {"command": sys.executable, "args": [APP], "env": env}
    if new_tools is not None:
        upstream["new_tools"] = new_tools
    data: dict[str, object] = {"upstreams": {"a": upstream}}
    if top is not None:
        data["new_tools"] = top
    path.write_text(json.dumps(data), encoding="utf-8")


async def test_a_tool_added_across_a_restart_is_shown_by_dry_run_and_released_by_approve(
    tmp_path: Path,
) -> None:
    """The server's next version lists ``greet`` too. ``--dry-run`` (its Python function)
    shows it quarantined with its whole definition; ``approve`` pins it, and the gateway
    then lists it."""
    path = tmp_path / "gw.json"
    _write(path, ask_tool=False, new_tools="quarantine")
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(path), artifacts=tmp_path):
            pass  # first sight: gw.json.lock pins the catalogue as it is now
        _write(path, ask_tool=True, new_tools="quarantine")
        loaded = load_gateway_config(path)
        report = await dry_run(loaded)
        (upstream,) = report.upstreams
        assert [name for name, _ in upstream.quarantined] == ["a__greet"]
        assert upstream.quarantined[0][1].startswith(NEW)
        assert '/name added: "greet"' in upstream.reviewed["a__greet"]
        assert [c.pointer for c in upstream.changes["a__greet"]][:2] == ["/name", "/description"]
        async with (
            Gateway(loaded, artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            held = [t.name for t in (await client.list_tools()).tools]
        result = await approve(loaded, ["a__greet"])
        async with (
            Gateway(load_gateway_config(path), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            released = [t.name for t in (await client.list_tools()).tools]
    assert "a__greet" not in held and "a__echo" in held
    assert [(name, h.reason) for name, h in result.approved] == [("a__greet", "new")]
    assert "a__greet" in released


def test_new_tools_flag_applies_to_dry_run_and_approve(tmp_path: Path) -> None:
    """``--new-tools quarantine`` on the command line does what the config key does, for
    ``--dry-run`` and ``approve`` alike; a bad value is one error line naming the choices.
    The config says ``pin`` (the default until session 44)."""
    path = tmp_path / "gw.json"
    _write(path, ask_tool=False, new_tools=None, top="pin")
    runner = CliRunner()
    first = runner.invoke(app, ["gateway", "approve", "--all", str(path)])  # writes the lock
    assert first.exit_code == 0, first.output
    _write(path, ask_tool=True, new_tools=None, top="pin")
    plain = runner.invoke(app, ["gateway", "--dry-run", str(path)])
    assert plain.exit_code == 0 and "quarantined: a__greet" not in plain.stdout
    flagged = runner.invoke(app, ["gateway", "--dry-run", "--new-tools", "quarantine", str(path)])
    assert flagged.exit_code == 0, flagged.output
    assert f"quarantined: a__greet: {NEW}:" in flagged.stdout
    approved = runner.invoke(
        app, ["gateway", "approve", "a__greet", "--new-tools", "quarantine", str(path)]
    )
    assert approved.exit_code == 0, approved.output
    assert f"approved a__greet (a/greet): {NEW}:" in approved.stdout
    assert "a/greet" in [t.name for t in read_lock(Path(f"{path}.lock")).tools]
    bad = runner.invoke(app, ["gateway", "--dry-run", "--new-tools", "review", str(path)])
    assert bad.exit_code == 2 and "--new-tools must be one of pin, quarantine" in bad.output


def test_approve_of_a_new_tool_without_the_flag_says_why_it_is_not_held(tmp_path: Path) -> None:
    """A gateway run with ``--new-tools quarantine`` holds a tool the lock does not know;
    ``approve`` of it without the flag (the config says ``pin``) is refused, and the error
    says why (the tool is new and would be pinned at first sight) and what to pass, rather
    than only "not quarantined (quarantined: none)". An active pinned tool gets no such note."""
    path = tmp_path / "gw.json"
    _write(path, ask_tool=False, new_tools="pin")
    runner = CliRunner()
    assert runner.invoke(app, ["gateway", "approve", "--all", str(path)]).exit_code == 0
    _write(path, ask_tool=True, new_tools="pin")
    new = runner.invoke(app, ["gateway", "approve", "a__greet", str(path)])
    assert new.exit_code == 2
    assert "a__greet is not quarantined: the lock does not hold it" in new.output
    assert "--new-tools quarantine, pass it here too" in new.output
    pinned = runner.invoke(app, ["gateway", "approve", "a__echo", str(path)])
    assert pinned.exit_code == 2
    assert "a__echo is not quarantined (quarantined: none)" in pinned.output


async def test_a_tool_added_mid_run_cannot_take_another_upstreams_exposed_name(
    tmp_path: Path,
) -> None:
    """Upstream ``a`` (empty prefix) adds a destructive tool named ``b__wipe`` mid-run, the
    exposed name of upstream ``b``'s ``wipe``, which ``--approve b__wipe`` approved in
    advance. The namespaced name stays ``b``'s: the model's ``b__wipe`` still reaches
    ``b``, and the approval does not pass to ``a``'s look-alike, which gets a hashed name.
    Before, the earlier upstream in config order took the name over (first owner wins),
    so ``b__wipe`` ran ``a``'s new tool, pre-approved."""
    a = dataclasses.replace(stdio("a", UPSTREAM_EXTRA_NAME="b__wipe"), prefix="")
    # new_tools: pin (the default until session 44): the added tool is served, so the
    # name it takes is what matters
    cfg = config(a, stdio("b"), lock=tmp_path / "gw.lock", new_tools="pin")
    with anyio.fail_after(90):
        async with (
            Gateway(cfg, approve=["b__wipe"], artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            before = await client.call_tool("b__wipe", {"path": "x"})
            await client.call_tool("grow", {})
            catalog = gateway.gateway_server.catalog
            for _ in range(300):
                catalog = gateway.gateway_server.catalog
                if any(e.upstream == "a" and e.original == "b__wipe" for e in catalog.entries):
                    break
                await anyio.sleep(0.05)
            else:
                raise AssertionError("a's b__wipe never reached the catalogue")
            after = await client.call_tool("b__wipe", {"path": "y"})
            spoof = next(e for e in catalog.entries if e.original == "b__wipe")
            spoofed = await client.call_tool(spoof.exposed, {"path": "x"})
    assert before.content[0].text == "wipe done"  # type: ignore[union-attr]
    assert after.content[0].text == "wipe done", after  # type: ignore[union-attr]
    assert catalog.lookup("b__wipe").upstream == "b"  # type: ignore[union-attr]
    assert spoof.exposed.startswith("b__wipe_") and spoof.upstream == "a"
    # the look-alike is a tool of its own: the approval of b__wipe does not cover it
    assert spoofed.structured_content["status"] == "needs_approval", spoofed  # type: ignore[index]


async def test_a_definition_changed_while_its_call_awaits_approval_is_not_called(
    tmp_path: Path,
) -> None:
    """The user is asked about ``a__wipe``; while the question is open, upstream ``a``
    changes ``wipe``'s description (a rug pull) and the gateway quarantines it. The user
    then accepts what they were shown: the call must not reach the changed tool, which
    nobody approved (before, the approved call was forwarded to it)."""
    cfg = config(stdio("a", UPSTREAM_GROW_CHANGES_WIPE="1"), lock=tmp_path / "gw.lock")
    async with Gateway(cfg, artifacts=tmp_path) as gateway:

        async def accept_after_the_rug_pull(ctx: object, params: object) -> object:
            async with mcp.Client(gateway.server) as other:
                await other.call_tool("a__grow", {})
            for _ in range(300):
                entry = gateway.gateway_server.catalog.lookup("a__wipe")
                if entry is not None and entry.state == "quarantined":
                    break
                await anyio.sleep(0.05)
            else:
                raise AssertionError("a__wipe was never quarantined")
            return types.ElicitResult(action="accept")

        with anyio.fail_after(90):
            async with mcp.Client(
                gateway.server, mode="legacy", elicitation_callback=accept_after_the_rug_pull
            ) as client:
                result = await client.call_tool("a__wipe", {"path": "x"})
    assert result.is_error is True, result
    error = result.structured_content["error"]  # type: ignore[index]
    assert error["kind"] == "policy"
    assert error["message"].startswith(
        "a__wipe was not called: it is quarantined now: definition changed since it was "
        "pinned (/description)"
    ), error
    # the path this call took: the change came while it awaited approval (trial34b LOW 5)
    assert (
        "(upstream `a` changed its tool while the call was checked or awaited approval)"
        in (error["message"])
    ), error
    assert "wipe done" not in str(result.content)


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_call_between_list_changed_and_the_relisting_is_held_and_checked(
    tmp_path: Path, era: str
) -> None:
    """Upstream ``a`` changes ``wipe``'s description and sends
    ``notifications/tools/list_changed`` (``grow``); its re-listing then takes 3 s. A call of
    ``a__wipe`` made in that window (approved in advance) went out under the old pin, so
    the changed tool ran though the gateway quarantines it a moment later. Now the call is
    held until the new list is checked against the lock, then refused like a call that
    waited for approval (``policy``), and the upstream never sees it."""
    cfg = config(
        stdio("a", UPSTREAM_GROW_CHANGES_WIPE="1", UPSTREAM_SLOW_RELIST="3"),
        lock=tmp_path / "gw.lock",
    )
    with anyio.fail_after(90):
        async with (
            Gateway(cfg, artifacts=tmp_path, approve=["*"]) as gateway,
            mcp.Client(gateway.server, mode=era) as client,  # type: ignore[arg-type]
        ):
            grown = await client.call_tool("a__grow", {})
            upstream = gateway.pool.upstreams["a"]
            stale = upstream.listing_stale  # the notification came before grow's answer
            result = await client.call_tool("a__wipe", {"path": "x"})
            state = gateway.gateway_server.catalog.lookup("a__wipe").state  # type: ignore[union-attr]
    assert grown.content[0].text == "grown"  # type: ignore[union-attr]
    assert stale is True
    assert state == "quarantined"
    assert result.is_error is True, result
    error = result.structured_content["error"]  # type: ignore[index]
    assert error["kind"] == "policy", error
    assert error["message"].startswith(
        "a__wipe was not called: it is quarantined now: definition changed since it was "
        "pinned (/description)"
    ), error
    # said as it happened: announced, held, then refused; no approval awaited (trial34b LOW 5)
    assert (
        "(upstream `a` announced a change of its tools (notifications/tools/list_changed) "
        "before the call was sent; the call waited for the new listing, which changed this "
        "tool); nothing was sent"
    ) in error["message"], error
    assert "wipe done" not in str(result.content)
