"""Runtime overhead per call and ``call_many`` throughput.

Workload: the ``list_orders_by_user`` tool of ``examples/aftersales/engineered`` (a
``pattern``, an ``enum``, an integer range, ``additionalProperties: false``; read-only),
1,000 valid calls as OpenAI JSON texts built from a seeded RNG, plus 1,000 calls with one
or two violations each.

Rows (median and 90th percentile per call, µs, each call timed alone):

* **runtime overhead**: ``Runtime.call(dry_run=True)`` + ``ToolResult.text()`` with the
  default policy (circuit breaker, duplicate guard, approval gate): JSON decoding, the
  JSON value check, jsonschema-rs validation, every policy check, the ``ToolResult`` and
  its JSON envelope — everything but the handler.
* **runtime, full call**: ``Runtime.call`` with a no-op async handler (adds the task,
  the timeout scope and output handling).
* validators alone on the same decoded arguments: jsonschema-rs (what tooldeck uses),
  fastjsonschema (draft-07 only, stops at the first error), and the pure-Python
  ``jsonschema`` ``Draft202012Validator`` with format checking — the reference of the
  ratio column, ``json.loads`` included in every validator row.

Then ``call_many`` throughput (calls/s) with no-op async and sync handlers, 10,000 calls.

Then the cost of the ``@tool`` function-types check (what a function's types changed,
rule ``function_types``) on large arguments: ``_function_arguments`` (pydantic validation,
the comparison of what was sent with what the function receives) against the check off
(``FunctionTool.parse_arguments``: the validation alone), best of 5, for 20,000
``TypedDict`` rows (int, str, float, list[str]) with a 100 kB string and a
``dict[str, Any]``; a ``list[list[int]]`` of 4,000×50 with a 1 MB string; and the rows
with one ``1.0`` sent for an ``int`` (a change: the argument is walked value by value).
``--function-types`` runs this table alone.

Then the approval question's schema walk (``--approval-walk`` runs this table alone):
``ApprovalGate`` on a destructive tool whose schema declares a ``password`` in ``conn``,
best of 5: a 40 kB ``payload`` array of integers under a 3-way ``anyOf`` beside it
(nothing there to hide: not walked), 40 kB of ``rows`` under a 10-way ``anyOf`` whose
branches declare a ``secret_key`` (walked, once per item and branch), and 13,000 rows of
the same (past :data:`~tooldeck.runtime.policy.approval.WALK_STEPS`: refused at the
bound). Before session 33 every item of every argument was walked under every branch,
without a bound (fix33; the figures before are in the report of that change).

Timings are wall-clock on a shared machine (other processes run at the same time): read
the ratios, not the absolute numbers. Run: ``.venv/bin/python benchmarks/bench_runtime.py``
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import fastjsonschema
import jsonschema
import jsonschema_rs
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from typing_extensions import TypedDict

from tooldeck.formats import load
from tooldeck.jsonvalue import thaw
from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.runtime.runtime import _function_arguments
from tooldeck.tool import tool

DECK = Path(__file__).resolve().parent.parent / "examples" / "aftersales" / "engineered"
TOOL = "list_orders_by_user"
STATUSES = ["pending_payment", "paid", "shipped", "delivered", "cancelled", "refunding"]


def make_calls(rng: random.Random, n: int, *, valid: bool) -> list[str]:
    out = []
    for _ in range(n):
        args: dict[str, Any] = {"user_id": f"user_{rng.randrange(100, 99999)}"}
        if rng.random() < 0.7:
            args["status"] = rng.choice(STATUSES)
        if rng.random() < 0.7:
            args["days"] = rng.randrange(1, 181)
        if not valid:
            broken = rng.choice(["days", "status", "user_id", "extra"])
            if broken == "days":
                args["days"] = str(rng.randrange(1, 181))  # a numeric string: no coercion
            elif broken == "status":
                args["status"] = "Shipped"
            elif broken == "user_id":
                args["user_id"] = "1024"
            else:
                args["page"] = 2
        out.append(json.dumps(args))
    return out


def percentiles(samples: list[float]) -> tuple[float, float]:
    samples = sorted(samples)
    return statistics.median(samples), samples[int(len(samples) * 0.9)]


def time_each(fn: Callable[[str], object], texts: list[str], rounds: int = 5) -> list[float]:
    for text in texts[:200]:
        fn(text)  # warm-up
    samples = []
    for _ in range(rounds):
        for text in texts:
            start = time.perf_counter_ns()
            fn(text)
            samples.append((time.perf_counter_ns() - start) / 1000)
    return samples


def time_each_async(
    runtime: Runtime, texts: list[str], *, dry_run: bool, rounds: int = 5
) -> list[float]:
    async def run() -> list[float]:
        samples = []
        for round_ in range(rounds + 1):
            for index, text in enumerate(texts):
                call = ToolCall.from_json(f"c{round_}_{index}", TOOL, text)
                start = time.perf_counter_ns()
                result = await runtime.call(call, dry_run=dry_run)
                result.text()
                elapsed = (time.perf_counter_ns() - start) / 1000
                if round_:  # round 0 is the warm-up
                    samples.append(elapsed)
        return samples

    return asyncio.run(run())


class Row(TypedDict):
    id: int
    name: str
    score: float
    tags: list[str]


@tool(read_only=True)
def ingest(rows: list[Row], note: str, meta: dict[str, Any]) -> int:
    """Ingest rows."""
    return len(rows)


@tool(read_only=True)
def matrix(data: list[list[int]], text: str) -> int:
    """Store a matrix."""
    return len(data)


def best_ms(fn: Callable[[], object], rounds: int = 5) -> float:
    fn()  # warm-up
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def function_types_table(console: Console) -> None:
    rng = random.Random(2026)
    rows = [
        {"id": i, "name": f"n{i}", "score": rng.random(), "tags": ["a", "b", "c"]}
        for i in range(20_000)
    ]
    meta = {f"k{i}": [i, str(i), {"z": i}] for i in range(5_000)}
    big = {"rows": rows, "note": "x" * 100_000, "meta": meta}
    grid = [[rng.randrange(1000) for _ in range(50)] for _ in range(4_000)]
    changed_rows = [dict(row) for row in rows]
    changed_rows[12_345] = {**changed_rows[12_345], "id": 12_345.0}
    cases: list[tuple[str, Any, dict[str, Any]]] = [
        ("20,000 TypedDict rows + 100 kB str + dict[str, Any]", ingest, big),
        ("list[list[int]] 4,000×50 + 1 MB str", matrix, {"data": grid, "text": "y" * 1_000_000}),
        ("the rows with one 1.0 for an int (1 change)", ingest, {**big, "rows": changed_rows}),
    ]
    table = Table(
        title="@tool function-types check on large arguments (best of 5, ms; shared machine)",
        title_justify="left",
    )
    for column in ("arguments", "check on", "check off", "on / off", "changes"):
        table.add_column(column, justify="left" if column == "arguments" else "right")
    for label, handler, arguments in cases:
        on = best_ms(lambda h=handler, a=arguments: _function_arguments(h, a))
        off = best_ms(lambda h=handler, a=arguments: h.parse_arguments(a))
        _, changes = _function_arguments(handler, arguments)
        ratio = f"{on / off:.1f}×"
        table.add_row(escape(label), f"{on:.1f}", f"{off:.1f}", ratio, str(len(changes)))
    console.print(table)


def approval_walk_table(console: Console) -> None:
    from tooldeck.runtime.audit import is_secret_schema
    from tooldeck.runtime.policy import ApprovalGate
    from tooldeck.runtime.policy.approval import WALK_STEPS, _hidden_name
    from tooldeck.runtime.policy.base import PolicyRequest
    from tooldeck.runtime.schema_marks import schema_walk
    from tooldeck.tool import Tool, ToolAnnotations

    branches = [
        {"type": "object", "properties": {f"k{j}": {"type": "string"}, "secret_key": {}}}
        for j in range(10)
    ]
    schema = {
        "type": "object",
        "properties": {
            "conn": {"type": "object", "properties": {"host": {}, "password": {}}},
            "payload": {
                "type": "array",
                "items": {"anyOf": [{"type": t} for t in ("integer", "string", "object")]},
            },
            "rows": {"type": "array", "items": {"anyOf": branches}},
        },
    }
    destructive = ToolAnnotations(destructive_hint=True)
    target = Tool(name="load", description="Load.", input_schema=schema, annotations=destructive)
    conn = {"host": "db", "password": "pw"}
    cases = [
        ("40 kB payload beside conn.password", {"conn": conn, "payload": [1] * 13_500}),
        (
            "40 kB rows, 10 branches reach a secret",
            {"conn": conn, "rows": [{"k1": "abcdefghij"}] * 2_000},
        ),
        ("13,000 rows, 10 branches (past the bound)", {"conn": conn, "rows": [{}] * 13_000}),
    ]
    table = Table(
        title=f"approval question's schema walk (best of 5, ms; WALK_STEPS {WALK_STEPS:,})",
        title_justify="left",
    )
    for column in ("arguments", "JSON chars", "steps", "ms", "decision"):
        table.add_column(column, justify="left" if column in ("arguments", "decision") else "right")
    for label, arguments in cases:
        gate = ApprovalGate()
        request = PolicyRequest(
            call=ToolCall("c", "load", arguments), tool=target, arguments=arguments
        )
        ms = best_ms(lambda g=gate, r=request: asyncio.run(g.check(r)))
        decision = asyncio.run(gate.check(request)).decision.verdict
        marks = schema_walk(
            schema, arguments, is_secret_schema, declared_key=_hidden_name, max_steps=WALK_STEPS
        )
        chars = len(json.dumps(arguments))
        table.add_row(escape(label), f"{chars:,}", f"{marks.steps:,}", f"{ms:.1f}", decision)
    console.print(table)


def main() -> None:
    console = Console(width=120)
    if "--function-types" in sys.argv:
        function_types_table(console)
        return
    if "--approval-walk" in sys.argv:
        approval_walk_table(console)
        return
    deck = load(str(DECK)).deck
    tool = deck[TOOL]
    schema = thaw(tool.input_schema)
    rng = random.Random(2026)
    valid = make_calls(rng, 1000, valid=True)
    invalid = make_calls(rng, 1000, valid=False)

    async def noop(**_: Any) -> None:
        return None

    def sync_noop(**_: Any) -> None:
        return None

    runtime = Runtime(deck, {TOOL: noop}, policy=Policy.default())
    rs = jsonschema_rs.validator_for(schema, validate_formats=True)
    fast = fastjsonschema.compile(schema)
    py = jsonschema.Draft202012Validator(
        schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )

    def with_rs(text: str) -> object:
        value = json.loads(text)
        return rs.is_valid(value) or list(rs.iter_errors(value))

    def with_fast(text: str) -> object:
        try:
            return fast(json.loads(text))
        except fastjsonschema.JsonSchemaValueException as exc:
            return exc

    def with_py(text: str) -> object:
        value = json.loads(text)
        return list(py.iter_errors(value))

    table = Table(
        title=f"{TOOL}: per-call time in µs (median / p90 of 5×1,000 calls; shared machine)",
        title_justify="left",
    )
    table.add_column("what")
    table.add_column("valid calls", justify="right")
    table.add_column("invalid calls", justify="right")
    table.add_column("median vs jsonschema (valid)", justify="right")
    rows: list[tuple[str, list[float], list[float]]] = [
        (
            "runtime overhead (dry run + envelope, default policy)",
            time_each_async(runtime, valid, dry_run=True),
            time_each_async(runtime, invalid, dry_run=True),
        ),
        (
            "runtime, full call, no-op async handler",
            time_each_async(runtime, valid, dry_run=False),
            time_each_async(runtime, invalid, dry_run=False),
        ),
        (
            "json.loads + jsonschema-rs (tooldeck's validator)",
            time_each(with_rs, valid),
            time_each(with_rs, invalid),
        ),
        (
            "json.loads + fastjsonschema (draft-07, first error)",
            time_each(with_fast, valid),
            time_each(with_fast, invalid),
        ),
        (
            "json.loads + jsonschema Draft202012 (reference)",
            time_each(with_py, valid),
            time_each(with_py, invalid),
        ),
    ]
    reference = percentiles(rows[-1][1])[0]
    for name, ok, bad in rows:
        ok_med, ok_p90 = percentiles(ok)
        bad_med, bad_p90 = percentiles(bad)
        table.add_row(
            name,
            f"{ok_med:.1f} / {ok_p90:.1f}",
            f"{bad_med:.1f} / {bad_p90:.1f}",
            f"{ok_med / reference:.2f}×",
        )
    console.print(table)

    throughput = Table(title="call_many, 10,000 calls, no-op handlers", title_justify="left")
    throughput.add_column("handler")
    throughput.add_column("max_concurrency", justify="right")
    throughput.add_column("calls/s", justify="right")
    throughput.add_column("µs/call", justify="right")
    for label, handler, concurrency in (
        ("async no-op", noop, 64),
        ("async no-op", noop, 1000),
        ("sync no-op (worker thread)", sync_noop, 64),
    ):
        rt = Runtime(deck, {TOOL: handler}, policy=Policy.default())
        calls = [ToolCall.from_json(f"m{i}", TOOL, valid[i % len(valid)]) for i in range(10_000)]
        rt.call_many_sync(calls[:500], max_concurrency=concurrency)  # warm-up
        rt = Runtime(deck, {TOOL: handler}, policy=Policy.default())
        start = time.perf_counter()
        results = rt.call_many_sync(calls, max_concurrency=concurrency)
        elapsed = time.perf_counter() - start
        assert all(r.call_id == c.call_id for r, c in zip(results, calls, strict=True))
        throughput.add_row(
            label,
            str(concurrency),
            f"{len(calls) / elapsed:,.0f}",
            f"{elapsed / len(calls) * 1e6:.1f}",
        )
    console.print(throughput)
    function_types_table(console)
    approval_walk_table(console)


if __name__ == "__main__":
    main()
