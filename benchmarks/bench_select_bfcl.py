"""BFCL pool benchmark for tooldeck select (issue 4, section 4).

Catalogue: every distinct function document of the single-turn BFCL categories that have
ground truth (``simple_python``, ``multiple``, ``parallel``, ``parallel_multiple``,
``live_simple``, ``live_multiple``, ``live_parallel``, ``live_parallel_multiple``,
``simple_java``, ``simple_javascript``; the irrelevance categories have no gold and
``live_relevance`` accepts any call). Distinct = different (name, description, input
schema). Functions that share a name but differ are kept apart: the second and later get
the name ``<name>__alt<n>``; a case's gold name accepts any function of that name
(``aliases``). Queries: every question of those categories; gold: its ground-truth
function names (all must be in the top k for recall_all).

Run: ``.venv/bin/python benchmarks/bench_select_bfcl.py [--variants SUBSTRING]
[--half all|even|odd] [--by-category] [--adapter FILE] [--memory FILE]
[--hybrid-reranker FILE]``. ``--half even`` scores the even-numbered questions only: the
half on which the RRF constant and BM25 k1/b were chosen and the query adapter of the
``hybrid`` method was trained (benchmarks/train_select_adapter.py); ``odd`` is the
held-out half, the one to quote for any method with the adapter. Dense vectors of
documents and questions are cached on disk (``--cache``), so a re-run embeds nothing.
Timings are not taken here (see bench_select_speed.py).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES
from tooldeck.cases import Case
from tooldeck.formats.bfcl import load_bfcl_cases
from tooldeck.jsonvalue import thaw
from tooldeck.select.adapter import QueryAdapter, default_adapter
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.crosslingual import ENGLISH_STOP_WORDS
from tooldeck.select.dense import DenseRetriever
from tooldeck.select.documents import DocumentFields
from tooldeck.select.evaluate import evaluate_retriever
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.memory import RequestMemory
from tooldeck.select.methods import make_retriever
from tooldeck.select.rerank import Reranker
from tooldeck.select.tokenize import stemmed_tokenizer
from tooldeck.tool import Deck, Tool

GOLD_CATEGORIES = tuple(
    c for c in ALL_SINGLE_TURN_CATEGORIES if "irrelevance" not in c and c != "live_relevance"
)


ACRONYMS = True
"""``--no-acronyms``: leave out the request acronym stage that ``make_retriever`` adds."""


def _make(method: str, **kwargs: Any) -> Retriever:
    """``make_retriever(method, **kwargs)`` with or without the acronym stage."""
    return make_retriever(method, acronyms=ACRONYMS, **kwargs)


def build_pool() -> tuple[Deck, list[Case], dict[str, frozenset[str]]]:
    """The catalogue, the cases and the name → variants map (see the module docstring)."""
    tools: list[Tool] = []
    seen: dict[tuple[str, str, str], str] = {}
    variants: dict[str, list[str]] = defaultdict(list)
    cases: list[Case] = []
    for category in GOLD_CATEGORIES:
        for bcase in load_bfcl_cases(category):
            for tool in bcase.deck:
                key = (
                    tool.name,
                    tool.description,
                    json.dumps(thaw(tool.input_schema), sort_keys=True),
                )
                if key in seen:
                    continue
                n = len(variants[tool.name])
                name = tool.name if n == 0 else f"{tool.name}__alt{n + 1}"
                seen[key] = name
                variants[tool.name].append(name)
                tools.append(tool.replace(name=name, group=None))
            cases.append(bcase.case)
    aliases = {name: frozenset(v) for name, v in variants.items()}
    return Deck(tools), cases, aliases


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variants", default="all")
    parser.add_argument(
        "--half",
        choices=("all", "even", "odd"),
        default="all",
        help="score only the even- or odd-numbered questions (the even half chose c, k1/b)",
    )
    parser.add_argument("--by-category", action="store_true", help="per-category rows")
    parser.add_argument(
        "--no-acronyms", action="store_true", help="leave out the request acronym stage"
    )
    parser.add_argument("--cache", default=str(Path.home() / ".cache/tooldeck/embeddings"))
    parser.add_argument(
        "--misses",
        type=int,
        default=0,
        metavar="N",
        help="after the table, print N randomly drawn recall@8 misses of the `hybrid` "
        "method (request, gold tools with their rank, the top 4 retrieved) for judging "
        "by hand whether a tool ranked above the gold would serve the request as well",
    )
    parser.add_argument("--seed", type=int, default=7, help="random seed of --misses")
    parser.add_argument(
        "--adapter", type=Path, help="query adapter file in place of the shipped one"
    )
    parser.add_argument(
        "--reranker",
        type=Path,
        help="re-ranker file: adds the variant 'hybrid-tuned + re-ranker' (tuned encoder)",
    )
    parser.add_argument(
        "--student",
        type=Path,
        help="request student file of the `hybrid --fast-query` variant (default: shipped)",
    )
    parser.add_argument(
        "--memory",
        type=Path,
        help="request memory bank (benchmarks/build_select_memory.py --out) in place of the "
        "shipped one, wherever a variant runs the memory stage (no hash check)",
    )
    parser.add_argument(
        "--hybrid-reranker",
        type=Path,
        help="re-ranker file (benchmarks/train_select_rerank.py --tuned --out FILE) in place "
        "of the shipped one wherever a variant runs the select encoder's re-ranker",
    )
    args = parser.parse_args()
    if args.no_acronyms:
        global ACRONYMS
        ACRONYMS = False
    start = time.perf_counter()
    deck, cases, aliases = build_pool()
    if args.half != "all":
        scored = [c for c in cases if c.expected_tools]
        cases = scored[0 if args.half == "even" else 1 :: 2]
    shared = sum(1 for v in aliases.values() if len(v) > 1)
    print(
        f"pool: {len(deck)} functions ({shared} names with >1 function), {len(cases)} "
        f"queries ({sum(1 for c in cases if c.expected_tools)} with gold); "
        f"built in {time.perf_counter() - start:.1f}s",
        file=sys.stderr,
    )
    stop = ENGLISH_STOP_WORDS
    stem = stemmed_tokenizer()
    base = DocumentFields(name=1)
    name2 = DocumentFields(name=2)
    cache = args.cache
    dense_plain = DenseRetriever(
        DocumentFields(name=1, parameter_names=0, parameter_descriptions=0), cache_dir=cache
    )
    dense_full = DenseRetriever(DocumentFields(name=1), cache_dir=cache)

    def best_bm25() -> BM25Retriever:
        return BM25Retriever(name2, tokenizer=stem, stopwords=stop)

    enum = DocumentFields(name=2, enum_values=1)
    dense_enum = DenseRetriever(DocumentFields(name=1, enum_values=1), cache_dir=cache)

    def bm25_enum() -> BM25Retriever:
        return BM25Retriever(enum, tokenizer=stem)

    variants: list[tuple[str, Retriever]] = [
        ("bm25 name+desc+params (weights 1)", BM25Retriever(base)),
        ("bm25 + name weight 2", BM25Retriever(name2)),
        ("bm25 + name×2 + Snowball stemming", BM25Retriever(name2, tokenizer=stem)),
        ("bm25 + name×2 + stemming + stop words", best_bm25()),
        ("bm25 + name×2 + stemming + enum values", bm25_enum()),
        (
            "bm25 + name×2 + stemming + enum, k1=1.5 b=0.5 (best MRR of the even-half grid)",
            BM25Retriever(enum, tokenizer=stem, k1=1.5, b=0.5),
        ),
        ("dense name+desc", dense_plain),
        ("dense name+desc+params", dense_full),
        ("dense name+desc+params+enum", dense_enum),
        (
            "hybrid RRF c=60 (bm25 base + dense name+desc)",
            HybridRetriever(BM25Retriever(base), dense_plain),
        ),
        ("hybrid RRF c=60 (bm25 ×2 stem + dense+params)", HybridRetriever(best_bm25(), dense_full)),
        (
            "hybrid convex α=0.5 (bm25 ×2 stem + dense+params)",
            HybridRetriever(best_bm25(), dense_full, fusion="convex"),
        ),
        ("hybrid RRF c=60 (bm25 + enum, dense + enum)", HybridRetriever(bm25_enum(), dense_enum)),
        (
            "hybrid RRF c=10 (bm25 + enum, dense + enum)",
            HybridRetriever(bm25_enum(), dense_enum, c=10),
        ),
        (
            "hybrid RRF c=10 + clause interleaving (lead 1)",
            HybridRetriever(bm25_enum(), dense_enum, c=10, multi_intent=True, lead=1),
        ),
        (
            "hybrid RRF c=10 + clause interleaving (lead 2), no names list",
            HybridRetriever(bm25_enum(), dense_enum, c=10, multi_intent=True),
        ),
        (
            "hybrid-base (+ names list; the `hybrid` method before the adapter)",
            _make("hybrid-base", cache_dir=Path(cache)),
        ),
        ("hybrid-base + request segments", ablation(cache, adapter=False, segments=True)),
        (
            "hybrid-norerank (hybrid-base + query adapter; `hybrid` before the re-ranker)",
            _make("hybrid-norerank", cache_dir=Path(cache)),
        ),
        (
            "hybrid-tuned (hybrid-norerank with the tuned encoder)",
            _make("hybrid-tuned", cache_dir=Path(cache)),
        ),
        (
            "hybrid-published (hybrid-norerank + re-ranker; `hybrid` of the seventh session)",
            _make("hybrid-published", cache_dir=Path(cache)),
        ),
        (
            "the `hybrid` method (hybrid-tuned + re-ranker fitted on the tuned vectors)",
            _make("hybrid", cache_dir=Path(cache)),
        ),
        (
            "the `hybrid` method before the thirteenth session (first-stage clauses, no providers)",
            make_retriever(
                "hybrid",
                cache_dir=Path(cache),
                clauses="first-stage",
                providers=False,
                memory=False,
            ),
        ),
        (
            "the `hybrid` method without its request memory (until the twenty-first session)",
            make_retriever("hybrid", cache_dir=Path(cache), memory=False),
        ),
        (
            "the `hybrid` method with --fast-query (requests through the request student)",
            fast_query(cache, args.student),
        ),
        (
            "hybrid-segments (hybrid-base + query adapter + request segments)",
            _make("hybrid-segments", cache_dir=Path(cache)),
        ),
    ]
    if args.reranker is not None:  # a re-ranker trained on the tuned encoder's vectors
        tuned = _make("hybrid-tuned", cache_dir=Path(cache))
        inner = innermost(tuned)
        assert isinstance(inner, HybridRetriever)
        inner.reranker = Reranker.load(args.reranker, sha256=None)
        variants.append(("hybrid-tuned + re-ranker of --reranker FILE", tuned))
    if args.variants != "all":
        variants = [v for v in variants if args.variants in v[0]]
    if args.adapter is not None:  # a rebuilt adapter in place of the shipped one
        replacement = QueryAdapter.load(args.adapter, sha256=None)
        for _, retriever in variants:
            inner = innermost(retriever)
            if isinstance(inner, HybridRetriever) and inner.adapter is not None:
                inner.adapter = replacement
    if args.memory is not None:  # a rebuilt request memory in place of the shipped one
        bank = RequestMemory.load(args.memory, sha256=None)
        for _, retriever in variants:
            inner = innermost(retriever)
            if isinstance(inner, HybridRetriever) and inner.memory is not None:
                inner.memory = bank
    if args.hybrid_reranker is not None:  # a retrained re-ranker in place of the shipped one
        fitted = Reranker.load(args.hybrid_reranker, sha256=None)
        for _, retriever in variants:
            inner = innermost(retriever)
            if isinstance(inner, HybridRetriever) and inner.reranker and inner.dense.tuned:
                inner.reranker = fitted
    print("| variant | R@8 all | R@8 any | top-1 | MRR | nDCG@8 | R@16 all | time |")
    print("|---|---|---|---|---|---|---|---|")
    rows = []
    for label, retriever in variants:
        t0 = time.perf_counter()
        ev = evaluate_retriever(retriever, deck, cases, ks=(1, 3, 5, 8, 10, 16), aliases=aliases)
        rows.append((label, ev))
        print(
            f"| {label} | {ev.recall_all[8]:.3f} | {ev.recall_any[8]:.3f} | {ev.top1:.3f} | "
            f"{ev.mrr:.3f} | {ev.ndcg[8]:.3f} | {ev.recall_all[16]:.3f} | "
            f"{time.perf_counter() - t0:.0f}s |",
            flush=True,
        )
        if args.by_category:
            by: dict[str, list[tuple[bool, float]]] = defaultdict(list)
            for r in ev.per_case:
                ranks = [x for x in r.ranks if x is not None]
                by[r.case_id.rsplit("_", 1)[0]].append(
                    (r.all_within(8), 1 / min(ranks) if ranks else 0.0)
                )
            for cat, vals in sorted(by.items()):
                n = len(vals)
                print(
                    f"|   {cat} ({n}) | {sum(v[0] for v in vals) / n:.3f} | | | "
                    f"{sum(v[1] for v in vals) / n:.3f} | | | |"
                )
    if args.misses:
        print_misses(deck, cases, aliases, cache, args.misses, args.seed)


def fast_query(cache: str, student: Path | None) -> Retriever:
    """The ``hybrid`` method with ``query_encoder="student"``; ``student``: a file of
    benchmarks/train_select_student.py in place of the shipped one (no hash check)."""
    retriever = _make("hybrid", cache_dir=Path(cache), query_encoder="student")
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever) and inner.names is not None
    if student is not None:
        for dense in (inner.dense, inner.names):
            dense.use_student_file(student)
    return retriever


def ablation(cache: str, *, adapter: bool, segments: bool) -> Retriever:
    """``hybrid-base`` with the query adapter and/or request segments switched on."""
    retriever = _make("hybrid-base", cache_dir=Path(cache))
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    inner.adapter = default_adapter() if adapter else None
    inner.segments = segments
    return retriever


def print_misses(
    deck: Deck,
    cases: list[Case],
    aliases: dict[str, frozenset[str]],
    cache: str,
    count: int,
    seed: int,
) -> None:
    """Print ``count`` random recall@8 (all gold) misses of the ``hybrid`` method."""
    import random

    retriever = _make("hybrid", cache_dir=Path(cache))
    ev = evaluate_retriever(retriever, deck, cases, ks=(8,), aliases=aliases)
    by_id = {c.case_id: c for c in cases}
    misses = [r for r in ev.per_case if not r.all_within(8)]
    print(f"\n{len(misses)} of {len(ev.per_case)} requests miss recall@8 (all gold); a sample:")
    for n, result in enumerate(random.Random(seed).sample(misses, min(count, len(misses)))):
        case = by_id[result.case_id]
        print(f"#{n} {case.case_id} ranks={list(result.ranks)}: {case.query[-300:]!r}")
        for name, rank in zip(case.expected_tools, result.ranks, strict=True):
            tool = deck[sorted(aliases.get(name, frozenset({name})))[0]]
            print(f"   gold (rank {rank}) {name}: {tool.description[:140]}")
        for tool, _ in retriever.search(case.query, 4):
            print(f"   retrieved {tool.name}: {tool.description[:120]}")


if __name__ == "__main__":
    main()
