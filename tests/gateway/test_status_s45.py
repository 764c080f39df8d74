"""Session 45: the status of a running gateway for the person on call (trial44 #5), and no
approval asked for a call whose upstream is down (trial44 #8 / trial44b N3).

* A gateway keeps a status file (``status_file``; the CLI's default is under
  ``$TOOLDECK_CACHE/gateway``), rewritten at each change; an HTTP gateway answers
  ``GET /status`` with the same document; ``tooldeck gateway status`` prints either and
  says when a file's writer is gone.
* An upstream killed from outside shows ``down`` with its last error and its time; a tool
  held for review shows with its reason.
* A call of a tool whose upstream just crashed is answered ``retryable … is down`` at once,
  in full and search mode, both eras: the person is not asked first.

Upstreams: ``warehouse_app_s44.py`` (``reserve`` exits the process at its first call;
``recount`` states no hints, so the gateway asks before it runs) and ``upstream_app.py``,
both real ``mcp`` SDK stdio servers; clients: the SDK's ``mcp.Client`` (in-process, and
over ``tooldeck gateway --http``), and the CLI by typer's runner."""

from __future__ import annotations

import datetime
import json
import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import mcp
import mcp_types as types
import pytest
from typer.testing import CliRunner

from gateway_fixtures import APP
from tooldeck.cli import app
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway import upstreams as upstreams_module
from tooldeck.gateway.status import STATUS_KIND, config_status_files, default_status_file

ROOT = Path(__file__).resolve().parents[2]
WAREHOUSE = Path(__file__).with_name("warehouse_app_s44.py")
CODE = "import sys; from tooldeck.cli import main; sys.argv[0] = 'tooldeck'; main()"
ARGS = {"sku": "K1"}


def _warehouse(tmp_path: Path, **options: Any) -> Path:
    entry = {"command": sys.executable, "args": [str(WAREHOUSE), str(tmp_path / "crashed")]}
    config = tmp_path / "servers.json"
    body = (
        {"upstreams": {"warehouse": entry}, **options}
        if options
        else {"mcpServers": {"warehouse": entry}}
    )
    config.write_text(json.dumps(body), encoding="utf-8")
    return config


@pytest.fixture
def slow_restart(monkeypatch: pytest.MonkeyPatch) -> None:
    """Restarts 30 s after a failure (0.5 s by default): an upstream that went down stays
    down for the rest of the test, whatever the machine's speed."""
    monkeypatch.setattr(upstreams_module, "BACKOFF_BASE_S", 30.0)


def _read(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


async def _until(path: Path, state: str) -> dict[str, Any]:
    with anyio.fail_after(60):
        while True:
            if path.exists():
                document = _read(path)
                if document["upstreams"][0]["state"] == state:
                    return document
            await anyio.sleep(0.05)


# --- the status file and Gateway.status() --------------------------------------------------
async def test_an_upstream_killed_from_outside_shows_down_with_its_last_error(
    tmp_path: Path, slow_restart: None
) -> None:
    status_file = tmp_path / "state" / "gw.status.json"
    config = load_gateway_config(_warehouse(tmp_path))
    async with Gateway(config, artifacts=tmp_path, status_file=status_file) as gw:
        ready = await _until(status_file, "ready")
        assert ready["kind"] == STATUS_KIND
        assert ready["gateway"]["pid"] == os.getpid()
        assert ready["gateway"]["transport"] == "stdio"
        (up,) = ready["upstreams"]
        assert up["name"] == "warehouse" and up["restarts"] == 0
        assert sorted(up["served"]) == [
            "warehouse__recount",
            "warehouse__reserve",
            "warehouse__stock",
        ]
        assert up["last_error"] is None and up["quarantined"] == []
        assert isinstance(up["pid"], int)
        os.kill(up["pid"], signal.SIGKILL)  # the on-call engineer's "what happened?"
        down = await _until(status_file, "down")
        (up,) = down["upstreams"]
        assert "killed by signal 9 (SIGKILL)" in up["last_error"], up
        assert up["error"] == up["last_error"]
        assert up["last_error_at"] is not None and up["since"] is not None
        assert up["last_error_at"].endswith("Z") and up["since"] >= ready["upstreams"][0]["since"]
        assert up["served"] == [] and up["tools"] == 0
        # the in-process view is the same document
        live = gw.status()
        assert live["upstreams"][0]["state"] == "down"
        assert live["upstreams"][0]["last_error"] == up["last_error"]
    stopped = _read(status_file)
    assert stopped["gateway"]["stopped_at"] is not None
    assert stopped["upstreams"][0]["state"] == "closed"


def _held_config(tmp_path: Path) -> Path:
    """A config whose lock pins upstream ``a`` without its tool ``greet`` (added later):
    ``greet`` is held as a new tool (the session-44 default)."""
    path = tmp_path / "gw.json"

    def write(greet: bool) -> None:
        env = {"UPSTREAM_NAME": "a", **({"UPSTREAM_ASK_TOOL": "1"} if greet else {})}
        server = {"command": sys.executable, "args": [APP], "env": env}
        path.write_text(json.dumps({"upstreams": {"a": server}}), encoding="utf-8")

    write(greet=False)
    approved = CliRunner().invoke(app, ["gateway", "approve", "--all", str(path)])
    assert approved.exit_code == 0, approved.output
    write(greet=True)
    return path


async def test_a_held_tool_shows_with_its_reason(tmp_path: Path) -> None:
    status_file = tmp_path / "gw.status.json"
    # the CLI's approve runs its own event loop: in a worker thread
    config = load_gateway_config(await anyio.to_thread.run_sync(_held_config, tmp_path))
    async with Gateway(config, artifacts=tmp_path, status_file=status_file):
        document = await _until(status_file, "ready")
    (up,) = document["upstreams"]
    (held,) = up["quarantined"]
    assert held["tool"] == "a__greet"
    assert held["reason"].startswith("new tool since the lock was written"), held
    assert held["since"] is not None
    assert "a__greet" not in up["served"] and up["served"]
    assert document["gateway"]["lock"] == str(config.lock)
    assert document["gateway"]["lock_modified_at"] is not None
    # the CLI finds the file by itself: `status FILE`, text
    shown = CliRunner().invoke(app, ["gateway", "status", str(status_file)], terminal_width=300)
    assert shown.exit_code == 3, shown.output  # stopped: no gateway runs (trial45b M4)
    assert "quarantined a__greet (since " in shown.stdout
    assert "new tool since the lock was written" in shown.stdout
    assert "STOPPED at " in shown.stdout  # the gateway ended cleanly


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_status_of_a_config_reads_its_default_file_and_says_when_it_is_stale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))
    config = _warehouse(tmp_path)
    where = default_status_file(config)
    assert where.parent == tmp_path / "cache" / "gateway"
    missing = CliRunner().invoke(app, ["gateway", "status", str(config)])
    assert missing.exit_code == 2
    assert "no status file for config" in " ".join(missing.output.split())
    where.parent.mkdir(parents=True)
    document = {
        "kind": STATUS_KIND,
        "version": 1,
        "gateway": {"pid": _dead_pid(), "written_at": "2026-12-07T13:00:00.000Z"},
        "upstreams": [{"name": "warehouse", "state": "ready", "since": "2026-12-07T12:59:00.000Z"}],
    }
    where.write_text(json.dumps(document), encoding="utf-8")
    text = CliRunner().invoke(app, ["gateway", "status", str(config)], terminal_width=300)
    assert text.exit_code == 3, text.output  # stale: no gateway runs (trial45b M4)
    assert "STALE: the gateway that wrote this file" in text.stdout
    assert "upstream warehouse: ready since 2026-12-07T12:59:00.000Z" in text.stdout
    as_json = CliRunner().invoke(app, ["gateway", "status", str(config), "--format", "json"])
    assert as_json.exit_code == 3
    assert json.loads(as_json.stdout) == document  # the same shape, unchanged
    assert "stale:" in as_json.stderr
    # a live writer is not stale (it wrote the file after it started: a document dated
    # before its writer's start reads as a reused pid since session 46)
    document["gateway"]["pid"] = os.getpid()
    document["gateway"]["written_at"] = datetime.datetime.now(datetime.UTC).isoformat()
    where.write_text(json.dumps(document), encoding="utf-8")
    live = CliRunner().invoke(app, ["gateway", "status", str(config)], terminal_width=300)
    assert "STALE" not in live.stdout
    assert live.exit_code == 0, live.output  # its one upstream is ready


# --- GET /status ---------------------------------------------------------------------------
@pytest.fixture
async def http_gateway(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[str, Path]]:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))  # here and in the gateway
    env = {"PYTHONPATH": str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    config = _warehouse(tmp_path)
    command = [sys.executable, "-c", CODE, "gateway", str(config)]
    command += ["--http", "127.0.0.1:0", "--artifacts", str(tmp_path / "gw")]
    process = await anyio.open_process(command, env={**os.environ, **env})
    try:
        assert process.stderr is not None
        logged = ""
        with anyio.fail_after(120):
            async for chunk in process.stderr:
                logged += chunk.decode()
                if " at http://" in logged and logged.count("\n") >= 2:
                    break
        url = next(ln for ln in logged.splitlines() if " at http://" in ln).rsplit(" at ", 1)[1]
        yield url.strip(), config
    finally:
        process.terminate()
        await process.wait()


def _get(url: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    request = urllib.request.Request(url, headers=headers or {})
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


async def test_an_http_gateway_answers_get_status_with_the_same_document(
    http_gateway: tuple[str, Path], tmp_path: Path
) -> None:
    url, config = http_gateway
    base = url.removesuffix("/mcp")
    code, body = await anyio.to_thread.run_sync(_get, base + "/status")
    assert code == 200, body
    document = json.loads(body)
    assert document["kind"] == STATUS_KIND
    assert document["gateway"]["transport"] == "http" and document["gateway"]["url"] == url
    (up,) = document["upstreams"]
    assert up["state"] == "ready" and len(up["served"]) == 3
    # the same checks as /mcp: a page of another site, or another Host name, is refused
    foreign, _ = await anyio.to_thread.run_sync(
        lambda: _get(base + "/status", {"Origin": "https://evil.example"})
    )
    assert foreign == 403
    rebound, _ = await anyio.to_thread.run_sync(
        lambda: _get(base + "/status", {"Host": "evil.example"})
    )
    assert rebound in (403, 421)
    # the file the CLI's gateway keeps by default has the same shape
    with anyio.fail_after(30):
        while not config_status_files(config):
            await anyio.sleep(0.05)
    (kept,) = config_status_files(config)  # one per gateway process: <config>-<hash>.<pid>
    assert kept.name.endswith(f".{document['gateway']['pid']}.status.json")
    on_disk = json.loads(kept.read_text(encoding="utf-8"))
    assert set(on_disk) == set(document)
    assert set(on_disk["upstreams"][0]) == set(up)
    # the CLI reads the URL (the MCP endpoint's, as the gateway printed it)
    shown = await anyio.to_thread.run_sync(
        lambda: CliRunner().invoke(app, ["gateway", "status", url], terminal_width=300)
    )
    assert shown.exit_code == 0, shown.output
    assert "upstream warehouse: ready since " in shown.stdout
    assert "serves 3 tools: warehouse__reserve, warehouse__stock, warehouse__recount" in (
        shown.stdout
    )


# --- no approval asked for a call to a down upstream (trial44 #8, trial44b N3) ---------------
def _text(result: Any) -> str:
    return "\n".join(b.text for b in result.content if isinstance(b, types.TextContent))


@pytest.mark.parametrize("mode", ["full", "search"])
@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_a_call_right_after_its_upstream_crashed_is_answered_down_without_asking(
    tmp_path: Path, slow_restart: None, era: str, mode: str
) -> None:
    asked: list[str] = []

    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action="accept", content={})

    config = load_gateway_config(_warehouse(tmp_path, mode=mode))
    assert config.mode == mode

    async def call(client: Any, name: str) -> Any:
        if mode == "full":
            return await client.call_tool(name, ARGS)
        return await client.call_tool("call_tool", {"name": name, "arguments": ARGS})

    with anyio.fail_after(90):
        async with (
            Gateway(config, artifacts=tmp_path) as gw,
            mcp.Client(gw.server, mode=era, elicitation_callback=callback) as client,
        ):
            crashed = await call(client, "warehouse__reserve")  # the upstream exits
            assert crashed.is_error is True, _text(crashed)
            # recount states no hints: with the upstream up, the person would be asked
            right_after = await call(client, "warehouse__recount")
    assert asked == [], asked
    assert right_after.is_error is True and right_after.structured_content is not None
    error = right_after.structured_content["error"]
    assert error["kind"] == "retryable", error
    assert "upstream `warehouse` is down" in error["message"], error
