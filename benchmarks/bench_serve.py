"""Per-call latency of ``tooldeck serve`` over stdio and Streamable HTTP, against a plain
SDK server.

The same trivial tool (``add(a: int, b: int) -> int``) served three ways, each a
subprocess spoken to by the official SDK client — over stdio (``mcp.Client`` with
``StdioServerParameters``) and over Streamable HTTP on loopback (``mcp.Client(url)``), in
the handshake era (``mode="legacy"``) and the current revision (``mode="auto"``):

* plain — a server written with the ``mcp`` SDK's low-level ``Server`` alone: list the
  tool, answer ``tools/call`` with ``a + b`` (no validation at all);
* tooldeck — ``tooldeck serve benchmarks/data/serve_add.py`` (validation without
  coercion, policy, envelope, truncation check, output schema);
* fastmcp — the ``fastmcp`` package serving the same function, when
  ``$BENCH_FASTMCP_PYTHON`` names a Python with ``fastmcp`` installed (it pins its own
  ``mcp``, so it does not go into tooldeck's environment); skipped otherwise.

Each server: a warm-up of 50 calls, then ``--calls`` sequential calls (default 500) with
distinct arguments; per-call wall time from the client (``time.perf_counter`` around
``call_tool``). Reported: p50, p90 in milliseconds and the ratio to plain. The machine is
shared (2 cores, other jobs running): latencies are noisy; read ratios, not absolutes.

Run: ``.venv/bin/python benchmarks/bench_serve.py [--calls 500] [--transport stdio|http|both]``.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import mcp
from mcp.client.stdio import StdioServerParameters

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "benchmarks" / "data" / "serve_add.py"

PLAIN = """
import sys, anyio, mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

TOOL = types.Tool(name="add", inputSchema={"type": "object", "properties": {
    "a": {"type": "integer"}, "b": {"type": "integer"}}, "required": ["a", "b"]})

async def list_tools(ctx, params):
    return types.ListToolsResult(tools=[TOOL])

async def call_tool(ctx, params):
    args = params.arguments or {}
    return types.CallToolResult(content=[types.TextContent(type="text",
        text=str(args["a"] + args["b"]))])

async def main():
    server = Server("plain", on_list_tools=list_tools, on_call_tool=call_tool)
    async with stdio_server() as (r, w):
        await server.run(r, w, server.create_initialization_options())

if len(sys.argv) > 1:  # HTTP on this port
    import uvicorn
    app = Server("plain", on_list_tools=list_tools, on_call_tool=call_tool)
    uvicorn.run(app.streamable_http_app(host="127.0.0.1"), host="127.0.0.1",
                port=int(sys.argv[1]), log_level="warning")
else:
    anyio.run(main)
"""

FASTMCP = '''
from fastmcp import FastMCP
app = FastMCP("fastmcp")

@app.tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b

import sys
if len(sys.argv) > 1:  # HTTP on this port
    app.run(transport="http", host="127.0.0.1", port=int(sys.argv[1]), show_banner=False)
else:
    app.run(show_banner=False)
'''


def _env() -> dict[str, str]:
    src = str(ROOT / "src")
    return {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}


async def _measure(params: StdioServerParameters | str, mode: str, calls: int) -> list[float]:
    times: list[float] = []
    async with mcp.Client(params, mode=mode) as client:
        await client.list_tools()
        for i in range(50 + calls):
            started = time.perf_counter()
            result = await client.call_tool("add", {"a": i, "b": 1})
            elapsed = time.perf_counter() - started
            if result.is_error:
                raise SystemExit(f"{params.args}: call failed: {result.content}")
            if i >= 50:
                times.append(elapsed * 1000)
    return times


def _row(name: str, times: list[float], base: float | None) -> str:
    q = statistics.quantiles(times, n=10)
    p50, p90 = statistics.median(times), q[8]
    ratio = f"{p50 / base:5.2f}x" if base else "  1.00x"
    return f"{name:<10} p50 {p50:7.3f} ms   p90 {p90:7.3f} ms   p50/plain {ratio}"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextlib.contextmanager
def _http(params: StdioServerParameters, tooldeck: bool) -> Iterator[str]:
    """The server of ``params`` started over HTTP; its URL once it accepts connections."""
    port = _free_port()
    extra = ["--http", f"127.0.0.1:{port}"] if tooldeck else [str(port)]
    proc = subprocess.Popen(
        [params.command, *params.args, *extra],
        env=params.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise SystemExit(f"{params.args}: the HTTP server did not start") from None
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--transport", choices=["stdio", "http", "both"], default="both")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as tmp:
        plain_file = Path(tmp) / "plain_server.py"
        plain_file.write_text(PLAIN)
        servers = {
            "plain": StdioServerParameters(
                command=sys.executable, args=[str(plain_file)], env=_env()
            ),
            "tooldeck": StdioServerParameters(
                command=sys.executable,
                args=["-c", "from tooldeck.cli import main; main()", "serve", str(APP)],
                env=_env(),
            ),
        }
        fastmcp_python = os.environ.get("BENCH_FASTMCP_PYTHON")
        if fastmcp_python:
            fast_file = Path(tmp) / "fast_server.py"
            fast_file.write_text(FASTMCP)
            servers["fastmcp"] = StdioServerParameters(
                command=fastmcp_python, args=[str(fast_file)], env=dict(os.environ)
            )
        transports = ["stdio", "http"] if args.transport == "both" else [args.transport]
        for transport in transports:
            for mode in ("legacy", "auto"):
                print(f"-- {transport}, mode={mode}, {args.calls} calls each")
                base = None
                for name, params in servers.items():
                    try:
                        if transport == "stdio":
                            times = anyio.run(_measure, params, mode, args.calls)
                        else:
                            with _http(params, name == "tooldeck") as url:
                                times = anyio.run(_measure, url, mode, args.calls)
                    except Exception as exc:  # a server that cannot speak this era
                        print(f"{name:<10} failed: {type(exc).__name__}: {exc}")
                        continue
                    print(_row(name, times, base))
                    if name == "plain":
                        base = statistics.median(times)
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
