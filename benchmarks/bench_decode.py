"""Constrained decoding: per-token mask time, compile time, coverage, wrapper overhead.

Vocabulary: o200k_base (offline, ``bpe-openai``) plus the boundary tokens ``<tool_call>``,
``</tool_call>``, ``[TOOL_CALLS]`` appended as special tokens (200,022 ids).

Grammars:

* flat — ``create_support_ticket`` of ``examples/aftersales/engineered`` (scalars, enums);
* nested — an order with an array of line items, each with a nested address object;
* ops68 turn — the 68-tool ``examples/ops68`` deck as one Hermes turn grammar (mode
  ``required``, and ``auto`` on llguidance, which adds the free-text branch);
* BFCL pool — every unique tool of the single-turn BFCL categories compiled one at a time
  (:func:`tooldeck.decode.coverage.check_tools`): coverage and failures by keyword.

Mask time: a seeded random walk through each grammar (at every step a random allowed token)
is recorded once, then replayed: the *engine direct* run calls llguidance's
``LLMatcher.unsafe_compute_mask_ptr`` / XGrammar's ``GrammarMatcher.fill_next_token_bitmask``
and consumes the token; the *wrapper* run does the same through
:class:`tooldeck.decode.masker.TokenMasker` (``fill_mask`` + ``accept``). Runs are
interleaved, 5 rounds; the medians of per-step times are compared (target: wrapper ≤ 1.10×
direct). Compile time is measured with an empty grammar cache after the engine's one-time
vocabulary work (printed separately), then the cached second compile. The machine is
shared (2 cores, other jobs running): times are noisy.

Run: ``.venv/bin/python benchmarks/bench_decode.py [--xgrammar] [--steps 64]``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES
from tooldeck.decode.coverage import check_tools
from tooldeck.decode.engines import Compiled, DecodeOptions, Engine, get_engine
from tooldeck.decode.masker import TokenMasker
from tooldeck.decode.tokenizer_adapters import openai_encoding
from tooldeck.decode.turn import turn_constraint
from tooldeck.formats import load
from tooldeck.formats.bfcl import load_bfcl_category
from tooldeck.tool import Tool

torch.set_num_threads(1)
BOUNDARIES = ("<tool_call>", "</tool_call>", "[TOOL_CALLS]")
NESTED = Tool(
    name="place_order",
    description="Place an order.",
    input_schema={
        "type": "object",
        "properties": {
            "customer": {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "maxLength": 40},
                    "address": {
                        "type": "object",
                        "properties": {
                            "street": {"type": "string", "maxLength": 60},
                            "city": {"type": "string", "maxLength": 40},
                            "country": {"enum": ["FR", "DE", "US", "CN"]},
                        },
                        "required": ["street", "city", "country"],
                    },
                },
                "required": ["name", "address"],
            },
            "items": {
                "type": "array",
                "minItems": 1,
                "maxItems": 5,
                "items": {
                    "type": "object",
                    "properties": {
                        "sku": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]{4}$"},
                        "quantity": {"type": "integer", "minimum": 1, "maximum": 99},
                    },
                    "required": ["sku", "quantity"],
                },
            },
        },
        "required": ["customer", "items"],
    },
)


def walk(engine: Engine, compiled: Compiled, steps: int, seed: int) -> list[int]:
    """A random path through the grammar: at each step a random allowed token."""
    rng = np.random.default_rng(seed)
    masker = TokenMasker(engine, compiled)
    path: list[int] = []
    for _ in range(steps):
        allowed = masker.allowed_token_ids()
        token = int(rng.choice(allowed))
        path.append(token)
        masker.accept(token)
        if masker.is_finished():
            break
    return path


def direct_steps(engine: Engine, compiled: Compiled, path: list[int]) -> list[float]:
    """Per-step mask time calling the engine itself (µs)."""
    times = []
    words = (engine.tokenizer.vocab_size + 31) // 32
    if engine.name == "llguidance":
        matcher = compiled.handle.deep_copy()
        buf = np.zeros(words, dtype=np.int32)
        for token in path:
            start = time.perf_counter()
            matcher.unsafe_compute_mask_ptr(buf.ctypes.data, buf.nbytes)
            times.append(time.perf_counter() - start)
            matcher.consume_token(token)
    else:
        import xgrammar

        xm = xgrammar.GrammarMatcher(compiled.handle)
        tensor = torch.zeros((1, words), dtype=torch.int32)
        for token in path:
            start = time.perf_counter()
            xm.fill_next_token_bitmask(tensor, 0)
            times.append(time.perf_counter() - start)
            xm.accept_token(token)
    return [t * 1e6 for t in times]


def wrapper_steps(engine: Engine, compiled: Compiled, path: list[int]) -> list[float]:
    """Per-step mask time through TokenMasker (µs)."""
    masker = TokenMasker(engine, compiled)
    buf = masker.new_bitmask()
    times = []
    for token in path:
        start = time.perf_counter()
        masker.fill_mask(buf)
        times.append(time.perf_counter() - start)
        masker.accept(token)
    return [t * 1e6 for t in times]


def p99(values: list[float]) -> float:
    return float(np.percentile(values, 99))


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    result = fn()
    return result, (time.perf_counter() - start) * 1000


def bfcl_pool() -> list[Tool]:
    pool: dict[str, Tool] = {}
    for category in ALL_SINGLE_TURN_CATEGORIES:
        for tool in load_bfcl_category(category).deck:
            pool.setdefault(tool.name, tool)
    return list(pool.values())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--xgrammar", action="store_true", help="also run XGrammar")
    parser.add_argument("--steps", type=int, default=64, help="walk length (tokens)")
    parser.add_argument("--walks", type=int, default=8, help="walks per grammar")
    args = parser.parse_args()
    tokenizer = openai_encoding("o200k_base", extra_special_tokens=BOUNDARIES)
    flat = load("examples/aftersales/engineered").deck["create_support_ticket"]
    ops68 = load("examples/ops68").deck
    relax = DecodeOptions(relax=True)
    engines = ["llguidance"] + (["xgrammar"] if args.xgrammar else [])
    cases: list[tuple[str, Callable[[], Any]]] = [
        ("flat", lambda: turn_constraint([flat], mode="required", options=relax)),
        ("nested", lambda: turn_constraint([NESTED], mode="required", options=relax)),
        ("ops68 turn (required)", lambda: turn_constraint(ops68, mode="required", options=relax)),
        (
            "ops68 turn (1 call)",
            lambda: turn_constraint(ops68, mode="required", parallel=False, options=relax),
        ),
        ("ops68 turn (auto)", lambda: turn_constraint(ops68, mode="auto", options=relax)),
    ]
    print(
        f"{'engine':11} {'grammar':22} {'compile ms':>10} {'cached ms':>9} "
        f"{'direct med µs':>13} {'p99':>8} {'wrapper med µs':>14} {'p99':>8} {'ratio':>6}"
    )
    for name in engines:
        engine = get_engine(name, tokenizer)
        warm = {"type": "object", "properties": {"s": {"type": "string"}, "n": {"type": "number"}}}
        _, warm_ms = timed(lambda e=engine, w=warm: e.compile_schema(w))
        print(f"{name:11} first compile on a fresh engine (vocabulary work): {warm_ms:.0f} ms")
        for label, build in cases:
            if name == "xgrammar" and "auto" in label:
                continue  # ~20 s compile over 200k tokens with the text exclusion
            engine.clear_cache()  # time a real compile; the vocabulary work is already done
            constraint = build()
            compiled, compile_ms = timed(lambda c=constraint, e=engine: c.compile(e))
            _, cached_ms = timed(lambda c=constraint, e=engine: c.compile(e))
            paths = [walk(engine, compiled, args.steps, seed) for seed in range(args.walks)]
            direct: list[float] = []
            wrapped: list[float] = []
            for _ in range(5):
                for path in paths:
                    direct += direct_steps(engine, compiled, path)
                    wrapped += wrapper_steps(engine, compiled, path)
            d, w = statistics.median(direct), statistics.median(wrapped)
            print(
                f"{name:11} {label:22} {compile_ms:10.1f} {cached_ms:9.3f} {d:13.1f} "
                f"{p99(direct):8.1f} {w:14.1f} {p99(wrapped):8.1f} {w / d:6.2f}"
            )
    pool = bfcl_pool()
    for name in engines:
        engine = get_engine(name, tokenizer)
        coverage, total_ms = timed(lambda e=engine: check_tools(pool, e))
        ms = [t.compile_ms for t in coverage.tools]
        failed = sum(t.status == "failed" for t in coverage.tools)
        relaxed = sum(t.status == "relaxed" for t in coverage.tools)
        print(
            f"\nBFCL pool on {name}: {len(pool)} tools, {coverage.enforced_fraction:.1%} fully "
            f"enforced, {relaxed} relaxed, {failed} failed; compile median "
            f"{statistics.median(ms):.2f} ms, p99 {p99(ms):.2f} ms, total {total_ms / 1000:.1f} s"
        )
        print("  not enforced, tools by keyword:", dict(coverage.by_keyword().most_common()))
        for t in [t for t in coverage.tools if t.status == "failed"][:5]:
            print("  failed:", t.tool, t.error[:160])


if __name__ == "__main__":
    main()
