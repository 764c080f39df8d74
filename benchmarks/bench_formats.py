"""Load and export throughput per format on a real tool set (GitHub MCP server, 117 tools).

Reference in the same run: ``json.loads`` + ``json.dumps`` of the same data, i.e. the cost
of parsing alone. The ratio says how much tooldeck's validation (JSON Schema 2020-12
meta-schema check and compilation of every tool with jsonschema-rs, example validation,
freezing) costs on top of parsing. A second table compares the meta-schema check alone:
jsonschema-rs (what tooldeck uses) against the pure-Python ``jsonschema`` package.

Run: ``.venv/bin/python benchmarks/bench_formats.py``
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table

from tooldeck.formats import export, format_names, load, load_data

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpora" / "github.json"


def best_of(fn: Callable[[], object], repeat: int = 7) -> float:
    """Median wall time of ``fn`` in milliseconds over ``repeat`` runs (after one warm-up)."""
    fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    deck = load(CORPUS).deck
    reference_data = json.loads(CORPUS.read_text(encoding="utf-8"))
    text = json.dumps(reference_data)
    reference = best_of(lambda: json.dumps(json.loads(text)))
    table = Table(title=f"{CORPUS.name}: {len(deck)} tools; median of 7 runs")
    table.add_column("format")
    table.add_column("export ms", justify="right")
    table.add_column("load ms", justify="right")
    table.add_column("load µs/tool", justify="right")
    table.add_column("load+export / json parse+dump", justify="right")
    table.add_row("json.loads+dumps (reference)", "", f"{reference:.2f}", "", "1.0×")
    for name in format_names():
        data = json.loads(json.dumps(export(deck, name).data))
        export_ms = best_of(lambda name=name: export(deck, name))
        load_ms = best_of(lambda data=data, name=name: load_data(data, format=name))
        table.add_row(
            name,
            f"{export_ms:.2f}",
            f"{load_ms:.2f}",
            f"{load_ms * 1000 / len(deck):.0f}",
            f"{(export_ms + load_ms) / reference:.0f}×",
        )
    Console().print(table)

    import jsonschema_rs
    from jsonschema import Draft202012Validator

    schemas = [t["inputSchema"] for t in reference_data]
    python_ms = best_of(lambda: [Draft202012Validator.check_schema(s) for s in schemas], 3)
    rust_ms = best_of(lambda: [jsonschema_rs.meta.validate(s) for s in schemas])
    meta = Table(title=f"meta-schema check of {len(schemas)} input schemas")
    meta.add_column("validator")
    meta.add_column("ms", justify="right")
    meta.add_column("ratio", justify="right")
    meta.add_row("jsonschema (pure Python, reference)", f"{python_ms:.2f}", "1.0×")
    meta.add_row("jsonschema-rs", f"{rust_ms:.2f}", f"{python_ms / rust_ms:.0f}× faster")
    Console().print(meta)


if __name__ == "__main__":
    main()
