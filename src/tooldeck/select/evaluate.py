"""Retrieval metrics of a retriever on a deck and a cases file.

For each case with expected tools (no-tool cases are counted apart and excluded from
every metric), the retriever ranks the deck (``k = len(deck)``; two-level may return
fewer). With G the expected tools and ``rank(g)`` the 1-based rank of g (absent = ∞):

- recall_all@k: every g ∈ G has rank ≤ k (the prefilter kept all tools the call needs);
- recall_any@k: some g ∈ G has rank ≤ k;
- top1: the first result is in G;
- MRR: mean of 1 / min rank(g) (0 when none retrieved);
- nDCG@k: binary relevance, ``Σ_{g: rank ≤ k} 1/log2(rank+1)`` over the ideal
  ``Σ_{i=1..min(|G|,k)} 1/log2(i+1)`` (Järvelin & Kekäläinen 2002), G the distinct
  expected tools (a tool expected twice, as in BFCL's parallel calls, is one item).

``aliases`` maps an expected name to the set of tool names that count as it (the BFCL
pool keeps same-named different functions apart and accepts any of them).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tooldeck.cases import Case, did_you_mean_tool
from tooldeck.select.base import Retriever, SelectError, innermost
from tooldeck.tool import Deck, Tool

__all__ = [
    "DEFAULT_KS",
    "CaseResult",
    "MethodEvaluation",
    "RecallSweepRow",
    "boundary_sweep",
    "check_cases",
    "evaluate_retriever",
    "sweep_subset",
]

DEFAULT_KS = (1, 3, 5, 8, 10, 16)


@dataclass(frozen=True, slots=True)
class CaseResult:
    """Ranks of one case's expected tools (``None`` = not retrieved)."""

    case_id: str
    query: str
    expected: tuple[str, ...]
    ranks: tuple[int | None, ...]
    top: tuple[str, ...]
    fallback: bool | None = None
    fallback_reason: str | None = None
    """Why this case's search fell back (two-level: ``FALLBACK_REASONS``), else None."""

    def all_within(self, k: int) -> bool:
        """Every expected tool has rank ≤ k."""
        return all(r is not None and r <= k for r in self.ranks)


@dataclass(frozen=True, slots=True)
class MethodEvaluation:
    """Metrics of one method (see the module docstring for the definitions).

    Attributes:
        method: the retriever's name.
        cases: number of cases with expected tools.
        no_tool_cases: cases expecting no tool (excluded from the metrics).
        recall_all / recall_any / ndcg: k → value in [0, 1].
        top1, mrr: in [0, 1].
        fallbacks: two-level searches that fell back to flat retrieval (None otherwise).
        tokens_per_request: k → mean tokens of the top-k declarations (when counted).
        full_tokens: tokens of the whole deck (when counted).
        per_case: every case's ranks.
        query_ms: mean search time per case, milliseconds (noisy; not a benchmark).
    """

    method: str
    cases: int
    no_tool_cases: int
    recall_all: dict[int, float]
    recall_any: dict[int, float]
    ndcg: dict[int, float]
    top1: float
    mrr: float
    fallbacks: int | None
    tokens_per_request: dict[int, float] | None
    full_tokens: int | None
    per_case: tuple[CaseResult, ...] = field(repr=False)
    query_ms: float = 0.0
    fallback_reasons: dict[str, int] | None = None
    """Fallbacks by reason (two-level: :data:`~tooldeck.select.two_level.FALLBACK_REASONS`),
    None for a method without a fallback."""
    groups: tuple[int, int] | None = None
    """(groups without a description, groups) of the deck, for a method that chooses
    groups first; None otherwise."""

    def misses(self, k: int) -> list[CaseResult]:
        """Cases whose expected tools are not all within the top ``k``."""
        return [c for c in self.per_case if not c.all_within(k)]

    def to_json(self, *, miss_k: int = 8) -> dict[str, Any]:
        """A JSON object of the metrics and the misses at ``miss_k``."""
        return {
            "method": self.method,
            "cases": self.cases,
            "no_tool_cases": self.no_tool_cases,
            "recall_all": {str(k): v for k, v in self.recall_all.items()},
            "recall_any": {str(k): v for k, v in self.recall_any.items()},
            "ndcg": {str(k): v for k, v in self.ndcg.items()},
            "top1": self.top1,
            "mrr": self.mrr,
            "fallbacks": self.fallbacks,
            "fallback_reasons": self.fallback_reasons,
            "groups_undescribed": None if self.groups is None else self.groups[0],
            "groups": None if self.groups is None else self.groups[1],
            "tokens_per_request": (
                {str(k): v for k, v in self.tokens_per_request.items()}
                if self.tokens_per_request is not None
                else None
            ),
            "full_tokens": self.full_tokens,
            "misses": [
                {
                    "case_id": c.case_id,
                    "query": c.query,
                    "expected": list(c.expected),
                    "ranks": list(c.ranks),
                    "top": list(c.top[:3]),
                }
                for c in self.misses(miss_k)
            ],
        }


def _fallback_flag(retriever: Retriever) -> bool | None:
    """The two-level ``last_fallback`` of the retriever inside every wrapping stage
    (:func:`~tooldeck.select.base.innermost`), None for a method without a fallback."""
    value = getattr(innermost(retriever), "last_fallback", None)
    return value if isinstance(value, bool) else None


def _fallback_reason(retriever: Retriever) -> str | None:
    """The innermost retriever's ``last_fallback_reason`` (two-level), else None."""
    value = getattr(innermost(retriever), "last_fallback_reason", None)
    return value if isinstance(value, str) else None


def check_cases(cases: Sequence[Case], deck: Deck, aliases: Mapping[str, Any] | None) -> None:
    """Refuse cases naming tools the deck does not hold.

    Raises:
        SelectError: the unknown names and the cases that use them.
    """
    known = set(deck.names) | set(aliases or {})
    bad = [(c.case_id, n) for c in cases for n in c.expected_tools if n not in known]
    if bad:
        shown = ", ".join(f"{cid}: {name}{did_you_mean_tool(name, known)}" for cid, name in bad[:5])
        more = f" (and {len(bad) - 5} more)" if len(bad) > 5 else ""
        raise SelectError(
            f"{len(bad)} expected tool(s) are not in the deck: {shown}{more}; "
            "fix the cases file or load the deck they were written for"
        )


RANK_DEPTH = 100
"""Positions ranked per query in :func:`evaluate_retriever` (MRR is MRR@100 on larger
decks; a gold tool below position 100 contributes 0, i.e. at most 0.01 less per case)."""


def evaluate_retriever(
    retriever: Retriever,
    deck: Deck,
    cases: Sequence[Case],
    *,
    ks: Sequence[int] = DEFAULT_KS,
    aliases: Mapping[str, frozenset[str]] | None = None,
    token_counter: Callable[[Tool], int] | None = None,
    index: bool = True,
) -> MethodEvaluation:
    """Index ``deck`` (unless ``index=False``) and measure ``retriever`` on ``cases``.

    Each query is ranked to depth ``max(RANK_DEPTH, max(ks))`` (the whole deck when it is
    smaller): recall@k and nDCG@k are exact, MRR is MRR@depth.

    Raises:
        SelectError: bad ks, cases naming unknown tools, no case with expected tools.
    """
    if not ks or any(isinstance(k, bool) or not isinstance(k, int) or k < 1 for k in ks):
        raise SelectError(f"ks must be positive integers, got {list(ks)}")
    check_cases(cases, deck, aliases)
    if index:
        retriever.index(deck)
    scored = [c for c in cases if c.expected_tools]
    if not scored:
        raise SelectError("no case expects a tool: recall cannot be measured")
    # Rank depth: every gold tool within the first RANK_DEPTH positions gets its rank;
    # deeper ones count as not found (MRR@depth, misses shown without a rank). Decks of
    # up to RANK_DEPTH tools are ranked completely.
    n = min(len(deck), max(RANK_DEPTH, *ks))
    prime = getattr(retriever, "prime_queries", None)
    if prime is not None:  # dense: embed every request in batches first
        prime([c.query for c in scored])
    results: list[CaseResult] = []
    # A retriever whose top-k lists are prefixes of its deeper ones (``nested_top_k``)
    # answers the tokens-per-request question from the ranking already made.
    nested = getattr(retriever, "nested_top_k", False) is True
    rankings: dict[str, list[Tool]] = {}
    elapsed = 0.0
    for case in scored:
        start = time.perf_counter()
        hits = retriever.search(case.query, n)
        elapsed += time.perf_counter() - start
        if nested:
            rankings[case.case_id] = [t for t, _ in hits[: max(ks)]]
        position = {tool.name: i + 1 for i, (tool, _) in enumerate(hits)}
        ranks: list[int | None] = []
        for name in case.expected_tools:
            accepted = aliases.get(name, frozenset({name})) if aliases else frozenset({name})
            found = [position[a] for a in accepted if a in position]
            ranks.append(min(found) if found else None)
        results.append(
            CaseResult(
                case_id=case.case_id,
                query=case.query,
                expected=case.expected_tools,
                ranks=tuple(ranks),
                top=tuple(t.name for t, _ in hits[:8]),
                fallback=_fallback_flag(retriever),
                fallback_reason=_fallback_reason(retriever),
            )
        )
    total = len(results)

    def mean(values: list[float]) -> float:
        return sum(values) / total

    recall_all = {k: mean([float(r.all_within(k)) for r in results]) for k in ks}
    recall_any = {
        k: mean([float(any(x is not None and x <= k for x in r.ranks)) for r in results])
        for k in ks
    }
    ndcg: dict[int, float] = {}
    for k in ks:
        values = []
        for r in results:
            # binary relevance over the distinct expected tools: a tool a case expects twice
            # (BFCL's parallel calls) is one relevant item at one position; counted per call,
            # nDCG@1 of such a case read 2.365 (session 23's breaker)
            distinct = dict(zip(r.expected, r.ranks, strict=True))
            hit_ranks = {x for x in distinct.values() if x is not None and x <= k}
            gain = sum(1 / math.log2(x + 1) for x in hit_ranks)
            ideal = sum(1 / math.log2(i + 2) for i in range(min(len(distinct), k)))
            values.append(gain / ideal)
        ndcg[k] = mean(values)
    top1 = mean([float(any(x == 1 for x in r.ranks)) for r in results])
    mrr = mean(
        [1 / min(x for x in r.ranks if x is not None) if any(r.ranks) else 0.0 for r in results]
    )
    tokens: dict[int, float] | None = None
    full: int | None = None
    if token_counter is not None:
        counts = {t.name: token_counter(t) for t in deck}
        full = sum(counts.values())
        tokens = {}
        for k in ks:
            per = []
            for case in scored:
                if nested:
                    chosen = rankings[case.case_id][:k]
                else:
                    chosen = [t for t, _ in retriever.search(case.query, k)]
                per.append(sum(counts[t.name] for t in chosen))
            tokens[k] = sum(per) / len(per)
    flags = [r.fallback for r in results if r.fallback is not None]
    fallbacks = sum(flags) if flags else None
    reasons: dict[str, int] | None = None
    if flags:
        reasons = {}
        for r in results:
            if r.fallback and r.fallback_reason is not None:
                reasons[r.fallback_reason] = reasons.get(r.fallback_reason, 0) + 1
    undescribed = getattr(innermost(retriever), "undescribed_groups", None)
    group_count = getattr(innermost(retriever), "group_count", None)
    groups = (
        (undescribed, group_count)
        if isinstance(undescribed, int) and isinstance(group_count, int)
        else None
    )
    return MethodEvaluation(
        method=retriever.name,
        cases=total,
        no_tool_cases=len(cases) - total,
        recall_all=recall_all,
        recall_any=recall_any,
        ndcg=ndcg,
        top1=top1,
        mrr=mrr,
        fallbacks=fallbacks,
        fallback_reasons=reasons,
        groups=groups,
        tokens_per_request=tokens,
        full_tokens=full,
        per_case=tuple(results),
        query_ms=elapsed / total * 1000,
    )


@dataclass(frozen=True, slots=True)
class RecallSweepRow:
    """One deck size of :func:`boundary_sweep`."""

    tools: int
    cases: int
    full_tokens: int | None
    topk_tokens: float | None
    recall_all: float
    top1: float


def sweep_subset(deck: Deck, size: int) -> Deck:
    """The first ``size`` tools taken round-robin over the deck's groups (deck order inside
    a group; ungrouped tools form one group), so every size keeps the group mix."""
    buckets: dict[str | None, list[Tool]] = {}
    for tool in deck:
        buckets.setdefault(tool.group, []).append(tool)
    chosen: list[Tool] = []
    depth = 0
    while len(chosen) < min(size, len(deck)):
        for tools in buckets.values():
            if depth < len(tools) and len(chosen) < size:
                chosen.append(tools[depth])
        depth += 1
    keep = {t.name for t in chosen}
    return deck.filter(lambda t: t.name in keep)


def boundary_sweep(
    make: Callable[[], Retriever],
    deck: Deck,
    cases: Sequence[Case],
    *,
    sizes: Sequence[int] = (12, 20, 30, 45, 68),
    k: int = 8,
    token_counter: Callable[[Tool], int] | None = None,
) -> list[RecallSweepRow]:
    """Recall@k and tokens per request as the deck grows (the cost stage's boundary sweep).

    Each size takes :func:`sweep_subset` of ``deck`` and the cases whose expected tools
    are all in it (no-tool cases dropped); sizes above the deck size are skipped.
    """
    rows = []
    for size in sizes:
        if size > len(deck):
            continue
        sub = sweep_subset(deck, size)
        names = set(sub.names)
        kept = [c for c in cases if c.expected_tools and set(c.expected_tools) <= names]
        if not kept:
            continue
        ev = evaluate_retriever(make(), sub, kept, ks=(k,), token_counter=token_counter)
        rows.append(
            RecallSweepRow(
                tools=len(sub),
                cases=len(kept),
                full_tokens=ev.full_tokens,
                topk_tokens=ev.tokens_per_request[k] if ev.tokens_per_request else None,
                recall_all=ev.recall_all[k],
                top1=ev.top1,
            )
        )
    return rows
