"""Gateway overhead per call, start time with 5 upstreams, memory per upstream (issue 14).

One upstream: a plain server on the ``mcp`` SDK's low-level ``Server`` with one tool,
``add(a: int, b: int)`` (read-only, an ``outputSchema``, answered with
``structuredContent``), run as a stdio subprocess. Measured with the official SDK client
over stdio (``mcp.Client``, handshake era):

* direct — the client talks to the upstream itself;
* gateway — the client talks to ``tooldeck gateway`` (a subprocess, ``full`` mode, all
  checks on: validation without coercion, default policy with approval, output-schema
  check, size limit, audit JSONL to a file), which forwards to the same upstream;
* fastmcp — the ``fastmcp`` 4.2.3 proxy (``create_proxy`` over stdio) in front of the
  same upstream, when ``$BENCH_FASTMCP_PYTHON`` names a Python with ``fastmcp``
  installed (it pins its own ``mcp``, so it lives in another environment); skipped
  otherwise.

Per setting: 50 warm-up calls, then ``--calls`` sequential calls with distinct
arguments; per-call wall time at the client (``time.perf_counter`` around
``call_tool``). Reported: p50, p90 (ms) and the p50 added over direct.

Start: wall time from spawning the gateway with 5 upstreams (the same server 5 times
under 5 names) to the answer of the first ``tools/list`` holding all 5 × 1 tools (the
gateway answers ``initialize`` once every upstream has started or failed); median of
``--starts`` runs. Memory: resident set size (VmRSS, /proc) of the gateway process with 1
and with 5 upstreams; per upstream = (RSS₅ − RSS₁) / 4, plus one upstream process's own
RSS (a Python SDK server; other servers differ).

In-process split (``--in-process``, what tooldeck controls): the same calls with the SDK
client in this process, (a) straight to the stdio upstream and (b) through a
:class:`~tooldeck.gateway.Gateway` in this process (``mcp.Client(gateway.server)``, the
SDK's in-memory transport, then the gateway's own SDK client to the same upstream);
per setting p50 wall time and CPU time of this process per call (``time.process_time``,
less sensitive to other jobs than wall time). And (c) tooldeck alone: the gateway's
``tools/call`` handler with the upstream answered in memory (no SDK, no pipe), CPU per
call — validation, policy, output-schema check, size limit, audit line.

The machine is shared (2 cores, other jobs): timings are noisy; read the ratios.

Run: ``.venv/bin/python benchmarks/bench_gateway.py [--calls 500] [--starts 3]
[--in-process]``
(with ``BENCH_FASTMCP_PYTHON=/path/to/venv/bin/python`` for the fastmcp row).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import anyio
import mcp
from mcp.client.stdio import StdioServerParameters

ROOT = Path(__file__).resolve().parents[1]

UPSTREAM = """
import anyio, mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

TOOL = types.Tool(name="add", description="Add two integers.",
    inputSchema={"type": "object", "properties": {"a": {"type": "integer"},
                 "b": {"type": "integer"}}, "required": ["a", "b"]},
    outputSchema={"type": "object", "properties": {"sum": {"type": "integer"}},
                  "required": ["sum"]},
    annotations=types.ToolAnnotations(readOnlyHint=True))

async def list_tools(ctx, params):
    return types.ListToolsResult(tools=[TOOL])

async def call_tool(ctx, params):
    args = params.arguments or {}
    total = args["a"] + args["b"]
    return types.CallToolResult(content=[types.TextContent(type="text",
        text='{"sum": %d}' % total)], structuredContent={"sum": total})

async def main():
    server = Server("upstream", on_list_tools=list_tools, on_call_tool=call_tool)
    async with stdio_server() as (r, w):
        await server.run(r, w, server.create_initialization_options())

anyio.run(main)
"""

GATEWAY = """
import os, sys
from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec
from tooldeck.gateway import run_gateway

upstream, count, audit, pid_file = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
with open(pid_file, "w") as f:
    f.write(str(os.getpid()))
specs = tuple(UpstreamSpec(f"up{i}", "stdio", command=sys.executable, args=(upstream,))
              for i in range(count))
run_gateway(GatewayConfig(upstreams=specs, mode="full"), audit=audit)
"""

FASTMCP_PROXY = """
import sys
from fastmcp.server import create_proxy
from fastmcp.client.transports import StdioTransport

proxy = create_proxy(StdioTransport(command=sys.executable, args=[sys.argv[1]]))
proxy.run(show_banner=False)
"""


def _env() -> dict[str, str]:
    src = str(ROOT / "src")
    return {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}


async def _measure(params: StdioServerParameters, name: str, calls: int) -> list[float]:
    times: list[float] = []
    async with mcp.Client(params, mode="legacy") as client:
        listed = await client.list_tools()
        tool = next(t.name for t in listed.tools if t.name.endswith("add"))
        for i in range(50 + calls):
            started = time.perf_counter()
            result = await client.call_tool(tool, {"a": i, "b": 1})
            elapsed = time.perf_counter() - started
            if result.is_error or result.structured_content != {"sum": i + 1}:
                raise SystemExit(f"{name}: call {i} failed: {result}")
            if i >= 50:
                times.append(elapsed * 1000)
    return times


async def _in_process(upstream: Path, tmp: Path, calls: int) -> None:
    """The in-process split (see the module text)."""
    import mcp_types as types

    from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec
    from tooldeck.gateway import Gateway

    cpu: dict[str, float] = {}

    async def run(client: mcp.Client, tool: str, name: str) -> list[float]:
        times: list[float] = []
        for i in range(50 + calls):
            if i == 50:
                started_cpu = time.process_time()
            started = time.perf_counter()
            result = await client.call_tool(tool, {"a": i, "b": 1})
            if i >= 50:
                times.append((time.perf_counter() - started) * 1000)
            if result.structured_content != {"sum": i + 1}:
                raise SystemExit(f"{name}: call {i} failed: {result}")
        cpu[name] = (time.process_time() - started_cpu) / calls * 1000
        return times

    params = StdioServerParameters(command=sys.executable, args=[str(upstream)])
    async with mcp.Client(params, mode="legacy") as client:
        direct = await run(client, "add", "direct")
    spec = UpstreamSpec("up", "stdio", command=sys.executable, args=(str(upstream),))
    config = GatewayConfig(upstreams=(spec,), mode="full")
    async with (
        Gateway(config, audit=str(tmp / "in-process.jsonl"), artifacts=tmp) as gateway,
        mcp.Client(gateway.server, mode="legacy") as client,
    ):
        through = await run(client, "up__add", "gateway")
        server = gateway.gateway_server
        assert server is not None
        real_call = gateway.pool.call

        async def answered(upstream: str, tool: str, arguments: Any) -> types.CallToolResult:
            total = arguments["a"] + arguments["b"]
            text = types.TextContent(type="text", text=f'{{"sum": {total}}}')
            return types.CallToolResult(content=[text], structured_content={"sum": total})

        gateway.pool.call = answered  # type: ignore[method-assign]
        started_cpu = time.process_time()
        for i in range(calls * 4):
            params_i = types.CallToolRequestParams(name="up__add", arguments={"a": i, "b": 1})
            await server._call_tool(None, params_i)
        alone = (time.process_time() - started_cpu) / (calls * 4) * 1000
        gateway.pool.call = real_call  # type: ignore[method-assign]
    print("\nIn-process split (SDK client in this process; CPU = this process per call)")
    print("| setting | p50 ms | CPU ms per call |")
    print("|---|---|---|")
    print(
        f"| direct (client → stdio upstream) | {statistics.median(direct):.3f} | "
        f"{cpu['direct']:.3f} |"
    )
    print(
        f"| through an in-process gateway | {statistics.median(through):.3f} | "
        f"{cpu['gateway']:.3f} |"
    )
    print(f"| tooldeck alone (handler, upstream answered in memory) | — | {alone:.3f} |")
    print(
        f"gateway adds {cpu['gateway'] - cpu['direct']:+.3f} ms CPU per call in process, of "
        f"which tooldeck's own checks {alone:.3f} ms; the rest is the SDK (server dispatch "
        "and the second client session)"
    )


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return found


async def _start(
    params: StdioServerParameters, tools: int, pid_file: Path
) -> tuple[float, int, int]:
    """(seconds to a full tools/list, gateway RSS KiB, one upstream's RSS KiB)."""
    started = time.perf_counter()
    async with mcp.Client(params, mode="legacy") as client:
        listed = await client.list_tools()
        elapsed = time.perf_counter() - started
        if len(listed.tools) != tools:
            raise SystemExit(f"expected {tools} tools, got {[t.name for t in listed.tools]}")
        await anyio.sleep(0.5)
        pid = int(pid_file.read_text())
        kids = _children(pid)
        return elapsed, _rss_kib(pid), _rss_kib(kids[0]) if kids else 0


def _row(name: str, times: list[float], base: float | None) -> str:
    q = statistics.quantiles(times, n=10)
    p50, p90 = statistics.median(times), q[8]
    added = f"{p50 - base:+7.3f} ms" if base is not None else "      —"
    return f"| {name:<9} | {p50:7.3f} | {p90:7.3f} | {added} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--starts", type=int, default=3)
    parser.add_argument(
        "--in-process", action="store_true", help="also the in-process split (see the text)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        upstream = Path(tmp) / "upstream.py"
        upstream.write_text(UPSTREAM)
        gateway = Path(tmp) / "gateway.py"
        gateway.write_text(GATEWAY)
        pid_file = Path(tmp) / "gateway.pid"
        audit = str(Path(tmp) / "audit.jsonl")

        def gateway_params(count: int) -> StdioServerParameters:
            return StdioServerParameters(
                command=sys.executable,
                args=[str(gateway), str(upstream), str(count), audit, str(pid_file)],
                env=_env(),
            )

        settings = {
            "direct": StdioServerParameters(command=sys.executable, args=[str(upstream)]),
            "gateway": gateway_params(1),
        }
        fastmcp_python = os.environ.get("BENCH_FASTMCP_PYTHON")
        if fastmcp_python:
            proxy = Path(tmp) / "fastmcp_proxy.py"
            proxy.write_text(FASTMCP_PROXY)
            settings["fastmcp"] = StdioServerParameters(
                command=fastmcp_python, args=[str(proxy), str(upstream)], env=dict(os.environ)
            )
        print(f"Per call over stdio, {args.calls} sequential calls each (noisy shared machine)")
        print("| setting   | p50 ms  | p90 ms  | p50 added  |")
        print("|---|---|---|---|")
        base = None
        for name, params in settings.items():
            try:
                times = anyio.run(_measure, params, name, args.calls)
            except Exception as exc:
                print(f"| {name:<9} | failed: {type(exc).__name__}: {exc} |")
                continue
            print(_row(name, times, base))
            if name == "direct":
                base = statistics.median(times)

        if args.in_process:
            anyio.run(_in_process, upstream, Path(tmp), args.calls)

        print(f"\nStart and memory (median of {args.starts} starts)")
        results = {}
        for count in (1, 5):
            runs = [
                anyio.run(_start, gateway_params(count), count, pid_file)
                for _ in range(args.starts)
            ]
            results[count] = (
                statistics.median(r[0] for r in runs),
                statistics.median(r[1] for r in runs),
                statistics.median(r[2] for r in runs),
            )
            print(
                f"gateway with {count} upstream(s): ready in {results[count][0]:.2f} s, "
                f"gateway RSS {results[count][1] / 1024:.1f} MiB"
            )
        per = (results[5][1] - results[1][1]) / 4 / 1024
        print(
            f"memory per upstream: {per:.1f} MiB in the gateway; "
            f"{results[5][2] / 1024:.1f} MiB for the upstream process itself"
        )


if __name__ == "__main__":
    main()
