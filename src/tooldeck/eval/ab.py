"""A/B: two registries (e.g. vague vs engineered descriptions) on the same cases.

Per case: what each deck's run chose and whether it was right (``fixed`` = wrong in A,
right in B; ``broke`` = the reverse). Per metric: A, B and B − A. Significance: the exact
McNemar test on the discordant cases (two-sided binomial test with p = ½ on
``fixed`` vs ``broke``; McNemar 1947), and a note that on N cases one case moves a rate by
1/N (on 40 cases one case is 0.025).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb
from typing import Any

from tooldeck.errors import ToolDeckError
from tooldeck.eval.metrics import CaseScore
from tooldeck.eval.runner import EvalResult

__all__ = ["ABComparison", "CaseDiff", "compare", "mcnemar_exact"]


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
        n = len(self.diffs)
        return (
            f"{n} case{'' if n == 1 else 's'}: one case moves a rate by {1 / n:.3f}; tool choice "
            "fixed on "
            f"{self.fixed}, broken on {self.broke}; exact McNemar p = {self.p_value:.3g}"
            + (" (not significant at 0.05)" if self.p_value >= 0.05 else "")
        )

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
            "cases": [d.to_json() for d in self.diffs],
        }


def compare(a: EvalResult, b: EvalResult) -> ABComparison:
    """Pair the two runs' case scores by ``case_id``.

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
    return ABComparison(a, b, diffs)
