"""The gateway over real transports and in front of real published servers.

* malformed JSON-RPC frames from the client, written raw to the gateway's stdin (JSON-RPC
  2.0 §5.1 codes: -32700 for text that is not JSON, -32600 for an invalid request), while
  the gateway keeps serving;
* a Streamable HTTP upstream (tests/gateway/upstream_app.py with ``--http``);
* PyPI ``mcp-server-time`` and ``mcp-server-git`` (the ``dev`` extra installs them) and
  npm ``@modelcontextprotocol/server-everything`` (installed by ``.ci/run`` into
  ``.ci/npm`` when npm is present; skipped otherwise).

Expected values: the time server's ``get_current_time`` for ``UTC`` names the zone ``UTC``;
git's ``git_status`` of a fresh repository says ``On branch``; everything's ``get-sum`` of
2 and 3 is 5 (hand-derived).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import APP, config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.runtime.validate import MAX_DEPTH

ROOT = Path(__file__).resolve().parents[2]
MAIN = Path(__file__).with_name("gateway_main.py")
BIN = Path(sys.executable).parent
EVERYTHING = ROOT / ".ci" / "npm" / "node_modules" / ".bin" / "mcp-server-everything"


async def _line(stream: anyio.abc.ByteReceiveStream, buffer: bytearray) -> dict:  # type: ignore[type-arg]
    while b"\n" not in buffer:
        buffer += await stream.receive()
    line, _, rest = bytes(buffer).partition(b"\n")
    buffer[:] = rest
    return json.loads(line)  # type: ignore[no-any-return]


async def test_malformed_client_frames_get_json_rpc_errors_and_serving_goes_on() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"},
        },
    }
    call = {"jsonrpc": "2.0", "id": 5, "method": "tools/call"}
    lines = [
        "this is not json",
        json.dumps(init),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": "no"}),
        "[1, 2",
        # repeated keys (the SDK's parser kept the last: tools/list answered as id 25)
        '{"jsonrpc": "2.0", "id": 24, "id": 25, "method": "tools/list"}',
        '{"jsonrpc": "2.0", "id": 26, "method": "tools/list", "params": {"cursor": "a", '
        '"cursor": "b"}}',
        '{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 26, '
        '"requestId": 5}}',  # a notification: dropped, not answered
        json.dumps({**call, "params": {"name": "a__echo", "arguments": {"text": "after"}}}),
    ]
    answers: list[dict] = []  # type: ignore[type-arg]
    with anyio.fail_after(60):
        async with await anyio.open_process(
            [sys.executable, str(MAIN), "a"], env=env, stderr=subprocess.DEVNULL
        ) as process:
            assert process.stdin is not None and process.stdout is not None
            await process.stdin.send(("\n".join(lines) + "\n").encode())
            buffer = bytearray()
            while len(answers) < 7:
                answers.append(await _line(process.stdout, buffer))
            await process.stdin.aclose()
    by_id = {(a.get("id"), a.get("error", {}).get("code")) for a in answers}
    assert (None, -32700) in by_id  # the two lines that are not JSON
    assert sum(1 for a in answers if a.get("error", {}).get("code") == -32700) == 2
    assert (4, -32600) in by_id  # params not an object: invalid request, its id kept
    repeated = [a for a in answers if "repeats" in a.get("error", {}).get("message", "")]
    assert [(a["id"], a["error"]["code"]) for a in repeated] == [(None, -32600), (26, -32602)]
    assert "member 'id'" in repeated[0]["error"]["message"]
    assert not any(a.get("id") == 25 for a in answers)
    # the notification got no answer: had it, the call's answer would be an 8th line
    last = next(a for a in answers if a.get("id") == 5)
    assert last["result"]["content"][0]["text"] == "a:after"


def _deep_call(request_id: int, depth: int) -> str:
    """A ``tools/call`` of ``a__echo`` whose ``text`` is ``"x"`` inside ``depth`` arrays
    (built as text: json.dumps would hit the recursion limit), ``id`` first."""
    deep = "[" * depth + '"x"' + "]" * depth
    return (
        f'{{"jsonrpc": "2.0", "id": {request_id}, "method": "tools/call", '
        f'"params": {{"name": "a__echo", "arguments": {{"text": {deep}}}}}}}'
    )


LIMIT = f"nest at most {MAX_DEPTH} levels"


def _assert_deep_answer(answer: dict, request_id: int, depth: int) -> None:  # type: ignore[type-arg]
    """A fresh user's finding: the gateway answered a request nested past the SDK's parser
    (200 levels) with -32700 naming no limit; it answers as serve does now: -32602 naming
    the runtime's limit and the pointer, -32600 (with the id) past json.loads."""
    assert answer["id"] == request_id, answer
    assert LIMIT in answer["error"]["message"], answer
    if depth < 1000:
        assert answer["error"]["code"] == -32602
        assert answer["error"]["data"]["pointer"] == "/text" + "/0" * MAX_DEPTH
        assert "argument 'text' holds arrays and objects" in answer["error"]["message"]
    else:
        assert answer["error"]["code"] == -32600


async def test_over_deep_requests_are_answered_naming_the_limit_on_stdio() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"},
        },
    }
    with anyio.fail_after(90):
        async with await anyio.open_process(
            [sys.executable, str(MAIN), "a"], env=env, stderr=subprocess.DEVNULL
        ) as process:
            assert process.stdin is not None and process.stdout is not None
            buffer = bytearray()
            await process.stdin.send((json.dumps(init) + "\n").encode())
            assert (await _line(process.stdout, buffer))["id"] == 1
            initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
            await process.stdin.send((json.dumps(initialized) + "\n").encode())
            for n, depth in enumerate((260, 100_000)):
                await process.stdin.send((_deep_call(10 + n, depth) + "\n").encode())
                _assert_deep_answer(await _line(process.stdout, buffer), 10 + n, depth)
            call = {"jsonrpc": "2.0", "id": 5, "method": "tools/call"}
            call["params"] = {"name": "a__echo", "arguments": {"text": "after"}}
            await process.stdin.send((json.dumps(call) + "\n").encode())
            last = await _line(process.stdout, buffer)
            await process.stdin.aclose()
    assert last["id"] == 5 and last["result"]["content"][0]["text"] == "a:after"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_a_streamable_http_upstream(tmp_path: Path) -> None:
    port = _free_port()
    env = {**os.environ, "UPSTREAM_NAME": "web"}
    process = subprocess.Popen(
        [sys.executable, APP, "--http", str(port)], env=env, stderr=subprocess.DEVNULL
    )
    try:
        with anyio.fail_after(60):
            while True:  # wait for the listener
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    await anyio.sleep(0.1)
            spec = UpstreamSpec("web", "http", url=f"http://127.0.0.1:{port}/mcp")
            async with (
                Gateway(config(spec), artifacts=tmp_path) as gateway,
                mcp.Client(gateway.server) as client,
            ):
                echoed = await client.call_tool("web__echo", {"text": "hi"})
                added = await client.call_tool("web__add", {"a": 1, "b": 2})
    finally:
        process.terminate()
        process.wait(10)
    assert echoed.content[0].text == "web:hi"  # type: ignore[union-attr]
    assert added.structured_content == {"sum": 3}


async def test_a_result_over_one_mebibyte_from_a_streamable_http_upstream(
    tmp_path: Path,
) -> None:
    """The upstream answers ``big(2,000,000)`` as one SSE event of about 2 MB. The SDK's
    HTTP client refuses events over 1 MiB by default, so the gateway answered an
    ``environment`` error ("upstream `web` answered big with JSON-RPC error -32000: SSE
    stream failed: …"), though the upstream had answered (and had run the tool). A stdio
    upstream may send lines up to 16 MiB; an HTTP one now too: the result is truncated to
    an artifact that holds every character."""
    port = _free_port()
    env = {**os.environ, "UPSTREAM_NAME": "web"}
    process = subprocess.Popen(
        [sys.executable, APP, "--http", str(port)], env=env, stderr=subprocess.DEVNULL
    )
    n = 2_000_000
    try:
        with anyio.fail_after(90):
            while True:  # wait for the listener
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    await anyio.sleep(0.1)
            spec = UpstreamSpec("web", "http", url=f"http://127.0.0.1:{port}/mcp")
            async with (
                Gateway(config(spec), artifacts=tmp_path) as gateway,
                mcp.Client(gateway.server) as client,
            ):
                big = await client.call_tool("web__big", {"n": n})
    finally:
        process.terminate()
        process.wait(10)
    envelope = big.structured_content
    assert big.is_error is False and envelope is not None, big
    assert envelope["status"] == "success" and envelope["truncated"] is True
    whole = json.loads(Path(envelope["artifact"]).read_text(encoding="utf-8"))
    assert whole == [{"type": "text", "text": "x" * n}]


async def test_a_streamable_http_upstream_that_dies_mid_call_is_retryable(tmp_path: Path) -> None:
    """The HTTP upstream is killed while ``hang`` is open. The SDK's HTTP client then
    resolves the call itself with -32000 "SSE stream ended without a response", and the
    gateway passed that on as the upstream's own words: ``environment``, "upstream `web`
    answered hang with JSON-RPC error -32000 …", the hint about a missing file. A stdio
    upstream that dies mid-call is ``retryable`` and says whether the call may have taken
    effect (docs/gateway.md, "Isolation"); an HTTP one now too."""
    port = _free_port()
    env = {**os.environ, "UPSTREAM_NAME": "web"}
    process = subprocess.Popen(
        [sys.executable, APP, "--http", str(port)], env=env, stderr=subprocess.DEVNULL
    )
    try:
        with anyio.fail_after(90):
            while True:  # wait for the listener
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    await anyio.sleep(0.1)
            spec = UpstreamSpec("web", "http", url=f"http://127.0.0.1:{port}/mcp")
            async with (
                Gateway(config(spec), artifacts=tmp_path, timeout_s=60) as gateway,
                mcp.Client(gateway.server) as client,
            ):

                async def kill_soon() -> None:
                    await anyio.sleep(1.5)
                    process.kill()

                async with anyio.create_task_group() as group:
                    group.start_soon(kill_soon)
                    hung = await client.call_tool("web__hang", {"seconds": 30})
    finally:
        process.kill()
        process.wait(10)
    envelope = hung.structured_content
    assert hung.is_error is True and envelope is not None
    error = envelope["error"]
    assert error["kind"] == "retryable", error
    assert "answered hang with JSON-RPC error" not in error["message"]
    assert "ended during the call to hang" in error["message"]
    # hang is read-only in upstream_app.py: the message says the call changed nothing
    assert "so the call changed nothing" in error["message"]


def _serve_http(port: int, **env: str) -> subprocess.Popen[bytes]:
    """upstream_app.py over Streamable HTTP on ``port`` (named ``web``)."""
    return subprocess.Popen(
        [sys.executable, APP, "--http", str(port)],
        env={**os.environ, "UPSTREAM_NAME": "web", **env},
        stderr=subprocess.DEVNULL,
    )


async def _listening(port: int) -> None:
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            await anyio.sleep(0.1)


async def test_an_http_upstream_whose_call_stream_broke_is_reconnected(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The HTTP upstream is killed while ``hang`` is open, then started again on the same
    port. The broken stream answered the call ``retryable``, but the upstream stayed
    ``ready`` on the dead session: nothing ended the connection, and once the server was
    back every call got its HTTP 404 for the old session id as an ``environment`` error
    ("JSON-RPC error -32600: Session not found"), for the rest of the run. Now the broken
    stream ends the connection (the upstream is marked down and restarted, as the
    life cycle in docs/gateway.md says), and the next call reaches the new server."""
    caplog.set_level("WARNING", logger="tooldeck.gateway")  # the "is down" line
    port = _free_port()
    process = _serve_http(port)
    try:
        with anyio.fail_after(120):
            await _listening(port)
            spec = UpstreamSpec("web", "http", url=f"http://127.0.0.1:{port}/mcp")
            async with (
                Gateway(config(spec), artifacts=tmp_path, timeout_s=60) as gateway,
                mcp.Client(gateway.server) as client,
            ):
                upstream = gateway.pool.upstreams["web"]

                async def kill_soon() -> None:
                    await anyio.sleep(1.5)
                    process.kill()

                async with anyio.create_task_group() as group:
                    group.start_soon(kill_soon)
                    hung = await client.call_tool("web__hang", {"seconds": 30})
                assert hung.structured_content["error"]["kind"] == "retryable"  # type: ignore[index]
                process.wait(10)
                # marked ended without another call: down, then restarted (failing while
                # the server is gone)
                while upstream.restarts < 1:
                    await anyio.sleep(0.1)
                down = [r.getMessage() for r in caplog.records if " is down: " in r.getMessage()]
                assert down and "the HTTP stream of a call to hang broke" in down[0], down
                process = _serve_http(port)
                await _listening(port)
                kinds = []
                while True:
                    echoed = await client.call_tool("web__echo", {"text": "back"})
                    if not echoed.is_error:
                        break
                    kinds.append(echoed.structured_content["error"]["kind"])  # type: ignore[index]
                    await anyio.sleep(0.2)
    finally:
        process.kill()
        process.wait(10)
    assert echoed.content[0].text == "web:back"  # type: ignore[union-attr]
    assert set(kinds) <= {"retryable"}, kinds  # while it reconnects, never `environment`


async def test_an_http_upstream_restarted_between_calls_gets_a_new_session(
    tmp_path: Path,
) -> None:
    """The HTTP upstream is restarted while no call is open: the gateway does not see it go
    (no stream of its was open), and its next call carries the old session id, which the new
    server answers HTTP 404. That was an ``environment`` error, "Session not found", on
    every call from then on. Now it is ``retryable`` (the server ran nothing), the
    connection is ended and a new session started, and the call after that succeeds."""
    port = _free_port()
    process = _serve_http(port)
    try:
        with anyio.fail_after(120):
            await _listening(port)
            spec = UpstreamSpec("web", "http", url=f"http://127.0.0.1:{port}/mcp")
            async with (
                Gateway(config(spec), artifacts=tmp_path) as gateway,
                mcp.Client(gateway.server) as client,
            ):
                first = await client.call_tool("web__echo", {"text": "one"})
                process.kill()
                process.wait(10)
                process = _serve_http(port)
                await _listening(port)
                refused = await client.call_tool("web__echo", {"text": "two"})
                upstream = gateway.pool.upstreams["web"]
                while upstream.state != "ready" or upstream.restarts < 1:
                    await anyio.sleep(0.1)
                again = await client.call_tool("web__echo", {"text": "three"})
    finally:
        process.kill()
        process.wait(10)
    assert first.content[0].text == "web:one"  # type: ignore[union-attr]
    error = refused.structured_content["error"]  # type: ignore[index]
    assert error["kind"] == "retryable", error
    assert "no longer knows the gateway's session (HTTP 404" in error["message"]
    assert again.is_error is False and again.content[0].text == "web:three"  # type: ignore[union-attr]


async def test_an_http_error_status_without_json_rpc_is_named_and_classified(
    tmp_path: Path,
) -> None:
    """The HTTP upstream (an ASGI front in upstream_app.py) answers ``outage`` with HTTP
    503 and a plain-text body, as a proxy in front of a server that is down does. The SDK's
    HTTP client makes that JSON-RPC -32603 "Server returned an error response", which the
    gateway quoted as the upstream's own error ("answered outage with JSON-RPC error
    -32603"), naming no status. Now it names the status and says the upstream is
    unavailable (``environment``); with ``Retry-After: 7`` it is ``retryable`` after 7 s.
    The upstream stays ready: its other tools answer."""
    outcomes = {}
    for status in ("503", "502", "503:7", "401"):
        port = _free_port()
        process = _serve_http(port, UPSTREAM_HTTP_STATUS=status)
        try:
            with anyio.fail_after(60):
                await _listening(port)
                spec = UpstreamSpec("web", "http", url=f"http://127.0.0.1:{port}/mcp")
                async with (
                    Gateway(config(spec), artifacts=tmp_path) as gateway,
                    mcp.Client(gateway.server) as client,
                ):
                    failed = await client.call_tool("web__outage", {})
                    echoed = await client.call_tool("web__echo", {"text": "still"})
        finally:
            process.kill()
            process.wait(10)
        assert echoed.content[0].text == "web:still"  # type: ignore[union-attr]
        outcomes[status] = failed.structured_content["error"]  # type: ignore[index]
    for status, reason in (("503", "Service Unavailable"), ("502", "Bad Gateway")):
        error = outcomes[status]
        assert error["kind"] == "environment", error
        assert error["message"].startswith(
            f"upstream `web` is unavailable: it answered the call to outage with HTTP {status} "
            f"{reason} and no JSON-RPC error"
        ), error
        assert "-32603" not in error["message"]
    waited = outcomes["503:7"]
    assert waited["kind"] == "retryable" and waited["retry_after"] == 7, waited
    assert "(Retry-After: 7 s)" in waited["message"]
    # a breaker's finding: 401 read "the server failed", hiding that the credentials were
    # refused, which only the gateway's configuration can fix
    refused = outcomes["401"]
    assert refused["kind"] == "environment", refused
    assert "refused the gateway's credentials" in refused["message"], refused
    assert "failed" not in refused["message"]


def _published(name: str) -> str:
    found = shutil.which(name) or (str(BIN / name) if (BIN / name).exists() else None)
    if found is None:
        pytest.skip(f"{name} is not installed (pip install -e '.[dev]' installs it)")
    return found


async def test_published_time_and_git_servers_behind_one_gateway(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    specs = [
        UpstreamSpec("time", "stdio", command=_published("mcp-server-time")),
        UpstreamSpec("git", "stdio", command=_published("mcp-server-git")),
    ]
    with anyio.fail_after(90):
        async with (
            Gateway(config(*specs), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            names = [t.name for t in (await client.list_tools()).tools]
            now = await client.call_tool("time__get_current_time", {"timezone": "UTC"})
            status = await client.call_tool("git__git_status", {"repo_path": str(repo)})
            reset = await client.call_tool("git__git_reset", {"repo_path": str(repo)})
    assert "time__convert_time" in names and "git__git_log" in names
    assert now.is_error is False and "UTC" in now.content[0].text  # type: ignore[union-attr]
    assert status.is_error is False and "On branch" in status.content[0].text  # type: ignore[union-attr]
    # git_reset is annotated destructive: the client cannot be asked, so it is not run
    assert reset.is_error and reset.structured_content["status"] == "needs_approval"  # type: ignore[index]


async def test_published_everything_server(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the npm server cannot run")
    if not EVERYTHING.exists():
        pytest.skip(
            "@modelcontextprotocol/server-everything is not installed in .ci/npm "
            "(.ci/run installs it: npm install --prefix .ci/npm …)"
        )
    spec = UpstreamSpec("every", "stdio", command=str(EVERYTHING))
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            summed = await client.call_tool("every__get-sum", {"a": 2, "b": 3})
            refused = await client.call_tool("every__get-sum", {"a": "2", "b": 3})
            structured = await client.call_tool(
                "every__get-structured-content", {"location": "New York"}
            )
    assert summed.is_error is False and "5" in summed.content[0].text  # type: ignore[union-attr]
    assert refused.is_error and refused.structured_content["error"]["kind"] == "invalid_arguments"  # type: ignore[index]
    assert structured.is_error is False and structured.structured_content is not None


async def test_published_everything_server_resources_prompts_and_tool_fields(
    tmp_path: Path,
) -> None:
    """server-everything's resources, templates and prompts through the gateway, against
    the same server listed directly with the SDK client (the independent reference):
    every URI carries ``every`` after the scheme and maps back, a resource read and a
    template-expanded read answer as the direct ones do, and each tool's ``icons`` and
    ``execution`` reach the client unchanged."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the npm server cannot run")
    if not EVERYTHING.exists():
        pytest.skip(
            "@modelcontextprotocol/server-everything is not installed in .ci/npm "
            "(.ci/run installs it: npm install --prefix .ci/npm …)"
        )
    from mcp.client.stdio import StdioServerParameters, stdio_client

    from tooldeck.gateway.resources import expose_uri

    spec = UpstreamSpec("every", "stdio", command=str(EVERYTHING))
    direct_params = StdioServerParameters(command=str(EVERYTHING), args=[])
    with anyio.fail_after(120):
        async with mcp.Client(stdio_client(direct_params), mode="legacy") as direct:
            d_resources = (await direct.list_resources()).resources
            d_templates = (await direct.list_resource_templates()).resource_templates
            d_prompts = (await direct.list_prompts()).prompts
            d_tools = {t.name: t for t in (await direct.list_tools()).tools}
            d_read = await direct.read_resource(d_resources[0].uri)
            d_simple = await direct.get_prompt("simple-prompt")
        async with (
            Gateway(config(spec), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            g_resources = (await client.list_resources()).resources
            g_templates = (await client.list_resource_templates()).resource_templates
            g_prompts = (await client.list_prompts()).prompts
            g_tools = {t.name: t for t in (await client.list_tools()).tools}
            g_read = await client.read_resource(g_resources[0].uri)
            g_simple = await client.get_prompt("every__simple-prompt")
            template = g_templates[0].uri_template
            expanded = await client.read_resource(template.replace("{resourceId}", "1"))
    assert d_resources and d_templates and d_prompts  # the server has all three
    assert [str(r.uri) for r in g_resources] == [
        expose_uri("every", str(r.uri)) for r in d_resources
    ]
    assert [t.uri_template for t in g_templates] == [
        expose_uri("every", t.uri_template) for t in d_templates
    ]
    assert [p.name for p in g_prompts] == [f"every__{p.name}" for p in d_prompts]
    assert g_read.contents[0].model_dump(exclude={"uri"}) == d_read.contents[0].model_dump(
        exclude={"uri"}
    )
    assert str(g_read.contents[0].uri) == expose_uri("every", str(d_read.contents[0].uri))
    assert g_simple.messages == d_simple.messages
    assert str(expanded.contents[0].uri).startswith("demo://every/")
    for name, tool in d_tools.items():
        exposed = g_tools[f"every__{name}"]
        assert (exposed.icons, exposed.execution) == (tool.icons, tool.execution), name
