"""The gateway's search modes (issue 14 item 3, issue 15 item 5): latency, tokens, recall.

- **Latency** of ``search_tools`` on 500 tools, end to end through
  :class:`tooldeck.gateway.exposure.SearchExposure` (argument check, retrieval, one-line
  summaries, input schemas), p50/p90 over the model-style queries of
  ``benchmarks/data/select_real/model_queries.jsonl``; target p50 ≤ 20 ms. The 500 tools:
  every real MCP tool of ``benchmarks/data/select_real`` (the five decks; the six gateway
  servers once; the ``everything`` and ``sequential_thinking`` captures), each namespaced
  ``<deck>__<tool>``, then BFCL pool tools (``bench_select_bfcl.build_pool``, first in
  pool order) up to 500. Also the time to follow a catalogue change (one tool's
  description edited: ``on_catalog``) and the cold build.
- **Tokens** of ``tools/list`` (MCP format, ``o200k_base``, :func:`tooldeck.cost.deck_tokens`)
  in ``full`` and ``search`` mode (no resident tools, and read-only tools resident), on
  the six-server gateway deck, the GitHub deck, and both merged; plus the median tokens of
  one ``search_tools`` answer (k = 5) for the same queries.
- **Recall@5** (``--recall``) of ``search_tools`` with the model-style queries: per case
  the union of the top-5 of each of its queries, against ``expected_tools`` (all found /
  any found), per deck and split, dev and holdout apart (nothing is tuned here). An
  answer that says nothing fits (``no_match``) counts as finding nothing, its weak
  matches included. Then the no-tool cases (``expected_tools: []``): how many of their
  user sentences are answered ``no_match``.

- **First call** (``--first-call``, session 47): a real gateway process (``tooldeck
  gateway CONFIG`` over stdio, started as an MCP client starts it, one process per start:
  each loads the model anew) in front of npm ``@modelcontextprotocol/server-everything``
  (``.ci/npm``, or ``--everything PATH``) and the PyPI ``mcp-server-time`` and
  ``mcp-server-git`` of the venv, in mode ``search`` with the default method, driven by
  the official MCP SDK client. Per start: the time to a ready gateway (process started,
  upstreams started and listed, client initialized, ``tools/list`` answered), then at
  once a first ``search_tools`` call (its wall time: the worst case for the build at
  start, which has had no head start beyond the start itself), then a second search.
  Both ways in the same run, alternating: ``TOOLDECK_GATEWAY_WARM_SEARCH=0`` (the index
  built by the first search, as before session 47) and the default (built at start in a
  background thread); the ratio of their medians. One start first warms the embedding
  cache (a temporary ``$TOOLDECK_CACHE`` shared by all starts: a restarted gateway, not a
  first install). ``--think S``: also a first search S seconds after
  ``tools/list`` (a model's turn), where the build at start has had S seconds.

Run: ``.venv/bin/python benchmarks/bench_gateway_search.py [--recall] [--method bm25]
[--rounds 3] [--latency-only] [--first-call [--think S]]``; dense embeddings are cached in a
temporary folder.
Timings on a shared machine are noisy (load stated in the output).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from tooldeck.cost import deck_tokens
from tooldeck.formats import load_deck
from tooldeck.gateway.catalog import Catalog, Entry
from tooldeck.gateway.exposure import Answer, SearchExposure, make_exposure
from tooldeck.select.methods import DEFAULT_METHOD, make_retriever
from tooldeck.tool import Deck, Tool

DATA = Path(__file__).parent / "data/select_real"
DECKS = ("github", "vscode_copilot_chat", "gateway_devops", "chrome_devtools", "mongodb")
TOKENIZER = "o200k_base"


_CACHE = Path(tempfile.mkdtemp(prefix="bench_gateway_search_"))


def _retriever(method: str) -> Any:
    """A new retriever of ``method``; dense embeddings cached in a temporary folder (the
    user's cache is neither read nor written)."""
    return make_retriever(method, cache_dir=_CACHE)


def catalog_of(tools: list[Tool]) -> Catalog:
    """Entries exposed under the tools' names (``upstream__tool``)."""
    entries = []
    for tool in tools:
        upstream, _, original = tool.name.partition("__")
        entries.append(Entry(tool.name, upstream, original or tool.name, tool))
    return Catalog(tuple(entries))


def deck(name: str) -> Deck:
    return load_deck(DATA / "decks" / f"{name}.json")


def five_hundred() -> list[Tool]:
    """Real MCP tools namespaced by deck, then BFCL pool tools up to 500."""
    tools: list[Tool] = []
    for name in DECKS:
        for tool in deck(name):
            exposed = tool.name if name == "gateway_devops" else f"{name}__{tool.name}"
            tools.append(tool.replace(name=exposed, group=None))
    for server in ("everything", "sequential_thinking"):
        for tool in load_deck(DATA / "servers" / f"{server}.json"):
            tools.append(tool.replace(name=f"{server}__{tool.name}", group=None))
    mcp = len(tools)
    from bench_select_bfcl import build_pool

    pool, _, _ = build_pool()
    names = {t.name for t in tools}
    for tool in pool:
        if len(tools) == 500:
            break
        exposed = f"bfcl__{tool.name}"
        if exposed not in names:
            names.add(exposed)
            tools.append(tool.replace(name=exposed, group=None))
    print(f"500 tools: {mcp} real MCP tools + {len(tools) - mcp} BFCL pool tools")
    return tools


def model_queries() -> dict[str, list[str]]:
    lines = (DATA / "model_queries.jsonl").read_text(encoding="utf-8").splitlines()
    return {row["case_id"]: row["queries"] for row in map(json.loads, lines)}


def search(exposure: SearchExposure, query: str, k: int = 5) -> Answer:
    routed = exposure.route("search_tools", {"query": query, "k": k})
    assert isinstance(routed, Answer) and routed.result.status != "error", routed
    return routed


def matched(answer: Answer) -> set[str]:
    """Names an answer offers as matches: none when it says nothing fits (``no_match``;
    its items are weak matches only)."""
    if answer.fields.get("no_match"):
        return set()
    return {i["name"] for i in answer.result.items}


def latency(method: str, rounds: int) -> None:
    tools = five_hundred()
    started = time.perf_counter()
    exposure = make_exposure(catalog_of(tools), "search", retriever=lambda: _retriever(method))
    assert isinstance(exposure, SearchExposure)
    exposure.warm()
    cold_ms = (time.perf_counter() - started) * 1000
    queries = [q for qs in model_queries().values() for q in qs]
    search(exposure, queries[0])  # warm (first query loads lazily built parts)
    times = []
    for _ in range(rounds):
        for query in queries:
            t0 = time.perf_counter()
            search(exposure, query)
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p50, p90 = times[len(times) // 2], times[int(len(times) * 0.9)]
    catalog = exposure.catalog
    first = catalog.entries[0]
    edited = first.tool.replace(description=first.tool.description + " (edited)")
    changed = catalog.replaced(
        (Entry(first.exposed, first.upstream, first.original, edited), *catalog.entries[1:])
    )
    t0 = time.perf_counter()
    exposure.on_catalog(changed)
    exposure.warm()
    follow_ms = (time.perf_counter() - t0) * 1000
    print(
        f"search_tools on {len(tools)} tools, method {method}: {len(times)} searches "
        f"({len(queries)} queries x {rounds}), p50 {p50:.2f} ms, p90 {p90:.2f} ms "
        f"(target p50 <= 20 ms); cold build {cold_ms:.0f} ms; one changed tool followed "
        f"(on_catalog, full re-index) in {follow_ms:.0f} ms"
    )


def tokens(method: str) -> None:
    queries = [q for qs in model_queries().values() for q in qs]
    decks = {
        "gateway_devops (6 servers)": list(deck("gateway_devops")),
        "github": list(deck("github")),
        "github + 6 servers": [
            *(t.replace(name=f"github__{t.name}") for t in deck("github")),
            *deck("gateway_devops"),
        ],
    }
    print(f"\ntools/list tokens (MCP format, {TOKENIZER}):")
    print(
        "| deck | tools | full | search | search, read-only resident "
        "| one search answer (k=5, median) |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for label, tools in decks.items():
        catalog = catalog_of(tools)
        full = sum(deck_tokens(Deck(tools), TOKENIZER, format="mcp"))
        row = [label, str(len(tools)), str(full)]
        answers: list[int] = []
        for read_only in (False, True):
            exposure = make_exposure(
                catalog,
                "search",
                resident_read_only=read_only,
                retriever=lambda: _retriever(method),
            )
            assert isinstance(exposure, SearchExposure)
            listed = sum(deck_tokens(Deck(exposure.tools()), TOKENIZER, format="mcp"))
            row.append(f"{listed} ({listed / full:.1%}, {len(exposure.tools())} tools)")
            if not read_only:
                from tooldeck.tokenizers import get_tokenizer

                tok = get_tokenizer(TOKENIZER)
                for query in queries[:200]:
                    text = search(exposure, query).result.text()
                    answers.append(tok.count(text))
        row.append(str(int(statistics.median(answers))))
        print("| " + " | ".join(row) + " |")


def recall(method: str) -> None:
    queries = model_queries()
    print(f"\nrecall@5 of search_tools with model-style queries, method {method}:")
    print("| deck | split | cases | all found | any found | user sentence, all found |")
    print("|---|---|---:|---:|---:|---:|")
    totals: dict[str, list[tuple[bool, bool, bool]]] = {"dev": [], "holdout": []}
    no_tool: dict[str, list[bool]] = {"dev": [], "holdout": []}
    for name in DECKS:
        tools = list(deck(name))
        exposure = make_exposure(catalog_of(tools), "search", retriever=lambda: _retriever(method))
        assert isinstance(exposure, SearchExposure)
        for split in ("dev", "holdout"):
            rows = []
            path = DATA / "cases" / f"{name}.{split}.jsonl"
            for line in path.read_text(encoding="utf-8").splitlines():
                case: dict[str, Any] = json.loads(line)
                expected = set(case["expected_tools"])
                if not expected:
                    flagged = search(exposure, case["query"]).fields.get("no_match") is True
                    no_tool[split].append(flagged)
                    continue
                found: set[str] = set()
                for query in queries[case["case_id"]]:
                    found |= matched(search(exposure, query))
                sentence = matched(search(exposure, case["query"]))
                rows.append((expected <= found, bool(expected & found), expected <= sentence))
            totals[split].extend(rows)
            _recall_row(name, split, rows)
    for split, rows in totals.items():
        _recall_row("**all**", split, rows)
    for split, flags in no_tool.items():
        print(
            f"no-tool requests ({split}): {sum(flags)} of {len(flags)} answered no_match "
            "(nothing fits)"
        )


def _recall_row(name: str, split: str, rows: list[tuple[bool, bool, bool]]) -> None:
    n = len(rows)
    all_, any_, sent = (sum(r[i] for r in rows) / n for i in range(3))
    print(f"| {name} | {split} | {n} | {all_:.3f} | {any_:.3f} | {sent:.3f} |")


def _first_call_config(everything: Path, repo: Path, folder: Path) -> Path:
    """A client config (``mcpServers``) of the three real servers."""
    servers = {
        "mcpServers": {
            "everything": {"command": str(everything)},
            "time": {"command": sys.executable, "args": ["-m", "mcp_server_time"]},
            "git": {
                "command": sys.executable,
                "args": ["-m", "mcp_server_git", "--repository", str(repo)],
            },
        },
    }
    path = folder / "servers.json"
    path.write_text(json.dumps(servers), encoding="utf-8")
    return path


async def _one_start(config: Path, warm: bool, think: float, log: Path) -> dict[str, float]:
    """One ``tooldeck gateway CONFIG`` process (stdio, as an MCP client starts it), the
    official SDK client over its stdin/stdout; ``warm`` False sets
    ``TOOLDECK_GATEWAY_WARM_SEARCH=0`` (the index built at the first search)."""
    import anyio
    import mcp
    from mcp.client.stdio import StdioServerParameters, stdio_client

    src = str(Path(__file__).parent.parent / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env["TOOLDECK_GATEWAY_WARM_SEARCH"] = "1" if warm else "0"
    command = ["-c", "from tooldeck.cli import main; main()", "gateway", "--from", str(config)]
    command += ["--mode", "search", "--status-file", str(log.with_suffix(".status.json"))]
    params = StdioServerParameters(command=sys.executable, args=command, env=env)
    out: dict[str, float] = {}
    began = time.perf_counter()
    with anyio.fail_after(300), log.open("a") as errlog:
        async with mcp.Client(stdio_client(params, errlog)) as client:
            await client.list_tools()
            out["ready_ms"] = (time.perf_counter() - began) * 1000
            if think:
                await anyio.sleep(think)
            t0 = time.perf_counter()
            first = await client.call_tool("search_tools", {"query": "what time is it in Tokyo"})
            out["first_ms"] = (time.perf_counter() - t0) * 1000
            t0 = time.perf_counter()
            await client.call_tool("search_tools", {"query": "show the git log of the repo"})
            out["second_ms"] = (time.perf_counter() - t0) * 1000
            assert first.is_error is False, first
    return out


def first_call(rounds: int, everything: Path, think: float) -> None:
    """The first ``search_tools`` call's wall time, index built at start vs at the call."""
    import subprocess

    import anyio

    if not everything.exists():
        print(f"\nfirst call: skipped, {everything} is missing (.ci/run installs it)")
        return
    os.environ["TOOLDECK_CACHE"] = tempfile.mkdtemp(prefix="bench_first_call_cache_")
    work = Path(tempfile.mkdtemp(prefix="bench_first_call_"))
    repo = work / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    config = _first_call_config(everything, repo, work)
    log = work / "gateway.stderr.txt"
    anyio.run(_one_start, config, False, 0.0, log)  # fills the embedding cache
    waits = (0.0, think) if think else (0.0,)
    rows: dict[tuple[bool, float], list[dict[str, float]]] = {}
    for _ in range(rounds):
        for wait in waits:
            for warm in (False, True):
                rows.setdefault((warm, wait), []).append(
                    anyio.run(_one_start, config, warm, wait, log)
                )
    built = [ln for ln in log.read_text(encoding="utf-8").splitlines() if "index built" in ln]
    print(
        f"\nfirst search_tools call through a real gateway process (tooldeck gateway, stdio; "
        f"everything + time + git; method {DEFAULT_METHOD}; official SDK client), median of "
        f"{rounds} starts each (load average {os.getloadavg()[0]:.1f}); the gateway's "
        f"last log line: {built[-1].split('] ')[-1] if built else '-'}"
    )
    print("| index built | search after tools/list | ready | first search | second search |")
    print("|---|---:|---:|---:|---:|")
    med: dict[tuple[bool, float], float] = {}
    for (warm, wait), runs in rows.items():
        ready, first, second = (
            statistics.median(r[key] for r in runs) for key in ("ready_ms", "first_ms", "second_ms")
        )
        med[(warm, wait)] = first
        label = "at start (default)" if warm else "at the first search (before)"
        print(f"| {label} | {wait:.1f} s | {ready:.0f} ms | {first:.0f} ms | {second:.0f} ms |")
    for wait in waits:
        lazy, warm_ms = med[(False, wait)], med[(True, wait)]
        print(
            f"first search {wait:.1f} s after tools/list: at start {warm_ms:.0f} ms vs before "
            f"{lazy:.0f} ms, ratio {warm_ms / lazy:.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--method", default=DEFAULT_METHOD)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--recall", action="store_true", help="also measure recall@5")
    parser.add_argument("--latency-only", action="store_true", help="only the latency")
    parser.add_argument(
        "--first-call",
        action="store_true",
        help="only the first search_tools call through a real gateway (index at start vs lazy)",
    )
    parser.add_argument(
        "--everything",
        type=Path,
        default=Path(__file__).parent.parent / ".ci/npm/node_modules/.bin/mcp-server-everything",
        help="the npm server-everything executable (--first-call)",
    )
    parser.add_argument(
        "--think", type=float, default=0.0, help="--first-call: also search S s after tools/list"
    )
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if args.first_call:
        first_call(args.rounds, args.everything, args.think)
        return
    latency(args.method, args.rounds)
    if args.latency_only:
        return
    tokens(args.method)
    if args.recall:
        recall(args.method)


if __name__ == "__main__":
    main()
