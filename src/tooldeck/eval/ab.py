"""A/B: two registries (e.g. vague vs engineered descriptions) on the same cases.

Per case: what each deck's run chose and whether it was right (``fixed`` = wrong in A,
right in B; ``broke`` = the reverse). Per metric: A, B and B − A. Significance: the exact
McNemar test on the discordant cases (two-sided binomial test with p = ½ on
``fixed`` vs ``broke``; McNemar 1947), and a note that on N cases one case moves a rate by
1/N (on 40 cases one case is 0.025).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import comb
from typing import TYPE_CHECKING, Any

from tooldeck.errors import ToolDeckError
from tooldeck.eval.metrics import CaseScore
from tooldeck.eval.runner import EvalResult

if TYPE_CHECKING:
    from tooldeck.eval.runner import EvalItem

__all__ = [
    "ROUTER_BASELINE",
    "ABComparison",
    "CaseDiff",
    "case_word_overlap",
    "compare",
    "is_router",
    "mcnemar_exact",
]

ROUTER_BASELINE = "retrieval baseline, not a language model"
"""What a ``router:*`` result is, said wherever one is shown (trial45 #5): the offline
router ranks tools by word overlap (BM25 / embeddings) and calls the top one; a change in
its tool choice says how the descriptions match the cases' words, not how an LLM chooses."""


def is_router(model: str) -> bool:
    """Whether an eval's ``model`` identity is the offline router (``router:hybrid`` …)."""
    return model.startswith("router:")


def mcnemar_exact(fixed: int, broke: int) -> float:
    """Two-sided exact McNemar p-value for ``fixed`` vs ``broke`` discordant pairs."""
    n = fixed + broke
    if n == 0:
        return 1.0
    k = min(fixed, broke)
    tail = sum(comb(n, i) for i in range(k + 1)) / 2**n
    return float(min(1.0, 2 * tail))


@dataclass(frozen=True, slots=True)
class CaseDiff:
    """One case in both runs (first run of each)."""

    case_id: str
    expected: tuple[str, ...]
    a: CaseScore
    b: CaseScore

    @property
    def change(self) -> str:
        """``fixed``, ``broke``, ``both_right`` or ``both_wrong`` (tool choice)."""
        if self.a.tool_choice_ok == self.b.tool_choice_ok:
            return "both_right" if self.a.tool_choice_ok else "both_wrong"
        return "fixed" if self.b.tool_choice_ok else "broke"

    def to_json(self) -> dict[str, Any]:
        return {
            "case_id": self.case_id,
            "expected": list(self.expected),
            "a_chosen": list(self.a.chosen),
            "a_ok": self.a.tool_choice_ok,
            "a_schema_ok": self.a.schema_ok,
            "b_chosen": list(self.b.chosen),
            "b_ok": self.b.tool_choice_ok,
            "b_schema_ok": self.b.schema_ok,
            "change": self.change,
        }


@dataclass(frozen=True, slots=True)
class ABComparison:
    """Two evaluations of the same cases on decks A and B."""

    a: EvalResult
    b: EvalResult
    diffs: tuple[CaseDiff, ...]
    overlap: str = ""
    """A caution when B's changed descriptions newly share words with the cases
    (:func:`case_word_overlap`), else ``""``."""

    @property
    def fixed(self) -> int:
        return sum(1 for d in self.diffs if d.change == "fixed")

    @property
    def broke(self) -> int:
        return sum(1 for d in self.diffs if d.change == "broke")

    @property
    def p_value(self) -> float:
        """Exact McNemar p-value of the tool-choice change."""
        return mcnemar_exact(self.fixed, self.broke)

    def metric_deltas(self) -> list[tuple[str, Any, Any, float | None]]:
        """(metric, A, B, B − A) for every metric (means across repeats when repeated;
        None where not measured)."""
        out: list[tuple[str, Any, Any, float | None]] = []
        for key in self.a.metrics[0]:
            ia, ib = self.a.summary.get(key), self.b.summary.get(key)
            va = ia.mean if ia is not None else None
            vb = ib.mean if ib is not None else None
            delta = None if va is None or vb is None else vb - va
            out.append((key, va, vb, delta))
        return out

    def significance_note(self) -> str:
        """The McNemar verdict; for the router also that it is a retrieval baseline
        (:data:`ROUTER_BASELINE`) and the overlap caution when there is one."""
        n = len(self.diffs)
        note = (
            f"{n} case{'' if n == 1 else 's'}: one case moves a rate by {1 / n:.3f}; tool choice "
            "fixed on "
            f"{self.fixed}, broken on {self.broke}; exact McNemar p = {self.p_value:.3g}"
            + (" (not significant at 0.05)" if self.p_value >= 0.05 else "")
        )
        models = [str(getattr(r, "model", "")) for r in (self.a, self.b)]
        routers = [m for m in models if is_router(m)]
        if routers:
            note += f" — {routers[0]}: a {ROUTER_BASELINE}; no model's choice was measured"
        if self.overlap:
            note += f"\ncaution: {self.overlap}"
        return note

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a.to_json(),
            "b": self.b.to_json(),
            "deltas": [
                {"metric": k, "a": va, "b": vb, "delta": d} for k, va, vb, d in self.metric_deltas()
            ],
            "fixed": self.fixed,
            "broke": self.broke,
            "mcnemar_p": self.p_value,
            "note": self.significance_note(),
            "baseline": ROUTER_BASELINE if is_router(str(getattr(self.a, "model", ""))) else None,
            "overlap_caution": self.overlap or None,
            "cases": [d.to_json() for d in self.diffs],
        }


def _terms(text: str) -> set[str]:
    """The select tokenizer's terms of ``text`` (ASCII word parts, CJK character bigrams …;
    :func:`tooldeck.select.tokenize.tokenize`) less English stop words (bm25s'
    ``STOPWORDS_EN_PLUS``): the words a retrieval router matches on."""
    from bm25s.stopwords import STOPWORDS_EN_PLUS  # type: ignore[import-untyped]

    from tooldeck.select.tokenize import tokenize

    return set(tokenize(text)) - frozenset(STOPWORDS_EN_PLUS)


def case_word_overlap(
    items_a: Sequence[EvalItem], items_b: Sequence[EvalItem], diffs: Sequence[CaseDiff]
) -> str:
    """A caution when deck B's descriptions newly share words with the cases, else ``""``.

    Measures (terms of :func:`_terms`): the *added text* of a tool is the terms of its B
    description absent from its A description; **case words newly found** is the share of
    the distinct terms of all case requests that occur in some tool's added text; a
    **leaned-on fix** is a ``fixed`` case whose request shares a term with the added text
    of a tool it expects. Threshold: one leaned-on fix — such a case may be fixed by the
    copied words alone, which a word-matching router (and, less surely, a model) rewards
    whether or not the description got better; nothing tells the two apart on these cases,
    so the caution names them and advises held-out cases (requests written without seeing
    B). Source of the concern: test-set contamination, the overlap of tuning data with the
    evaluation items (e.g. Sainz et al., "NLP Evaluation in trouble", EMNLP Findings 2023)."""
    before = {t.name: t.description for item in items_a for t in item.deck}
    added: dict[str, set[str]] = {}
    for item in items_b:
        for tool in item.deck:
            if tool.name in before and tool.name not in added:
                added[tool.name] = _terms(tool.description) - _terms(before[tool.name])
    queries = {item.case.case_id: item.case.query for item in items_b}
    case_terms = {cid: _terms(q) for cid, q in queries.items()}
    every = set().union(*case_terms.values()) if case_terms else set()
    new = set().union(*added.values()) if added else set()
    shared = every & new
    leaned: list[tuple[str, list[str]]] = []
    for d in diffs:
        if d.change != "fixed":
            continue
        words = sorted(
            {
                w
                for name in d.expected
                for w in added.get(name, set()) & case_terms.get(d.case_id, set())
            }
        )
        if words:
            leaned.append((d.case_id, words))
    if not leaned:
        return ""
    fixed = sum(1 for d in diffs if d.change == "fixed")
    shown = "; ".join(f"{cid}: {', '.join(w[:3])}" for cid, w in leaned[:3])
    more = f" … (+{len(leaned) - 3})" if len(leaned) > 3 else ""
    share = len(shared) / len(every) if every else 0.0
    return (
        f"{len(leaned)} of {fixed} fixed cases share words with text newly added to their "
        f"expected tool's description ({shown}{more}); {share:.0%} of the cases' distinct "
        f"words ({len(shared)} of {len(every)}) appear newly in B's descriptions. A word-"
        "matching router rewards copied words whether or not the description improved: "
        "confirm on cases written without seeing B"
    )


def compare(
    a: EvalResult,
    b: EvalResult,
    *,
    items: tuple[Sequence[EvalItem], Sequence[EvalItem]] | None = None,
) -> ABComparison:
    """Pair the two runs' case scores by ``case_id``; with ``items`` (each run's cases and
    decks), also :func:`case_word_overlap`'s caution.

    Raises:
        ToolDeckError: the runs were not over the same case ids.
    """
    ids_a = [s.case_id for s in a.scores]
    ids_b = [s.case_id for s in b.scores]
    if ids_a != ids_b:
        raise ToolDeckError("A/B: the two runs do not cover the same cases in the same order")
    diffs = tuple(
        CaseDiff(sa.case_id, sa.expected, sa, sb) for sa, sb in zip(a.scores, b.scores, strict=True)
    )
    overlap = case_word_overlap(items[0], items[1], diffs) if items is not None else ""
    return ABComparison(a, b, diffs, overlap)
