"""Which tool the labelled cases were routed to, as several sections read it: the eval's
confusion when an eval ran, else the top-1 of the selection's first method.

The confusable-pair action (:func:`tooldeck.report.lint_section.confusable_pair_actions`)
counts misrouted cases with :func:`misrouted` and is proposed by the section that measured
them (:func:`pair_owner`); the eval block of the HTML page draws
:func:`confusion_counts`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tooldeck.report.model import Report

__all__ = ["confusion_counts", "misrouted", "pair_owner"]


def _single(label: str) -> bool:
    """A confusion label naming one tool (not ``(none)``, not ``a+b``)."""
    return label != "(none)" and "+" not in label


def _eval_misrouted(data: Mapping[str, Any]) -> tuple[dict[tuple[str, str], int], int] | None:
    matrix = data.get("confusion")
    if matrix is None and isinstance(data.get("metrics"), Mapping):
        matrix = data["metrics"].get("confusion")
    pairs: dict[tuple[str, str], int] = {}
    total = 0
    if isinstance(matrix, Mapping) and "labels" in matrix and "matrix" in matrix:
        labels = [str(x) for x in matrix["labels"]]
        for i, row in enumerate(matrix["matrix"]):
            for j, n in enumerate(row):
                total += int(n)
                if i != j and n and _single(labels[i]) and _single(labels[j]):
                    pairs[(labels[i], labels[j])] = int(n)
    elif isinstance(matrix, Mapping):
        for expected, row in matrix.items():
            if not isinstance(row, Mapping):
                return None
            for chosen, n in row.items():
                total += int(n)
                if chosen != expected and n and _single(expected) and _single(chosen):
                    pairs[(str(expected), str(chosen))] = int(n)
    else:
        return None
    return pairs, total


def misrouted(
    report: Report, evaluation: Mapping[str, Any] | None
) -> tuple[dict[tuple[str, str], int], int, str | None]:
    """Cases routed to the wrong tool: ``((expected, chosen) → count, cases scored, where)``.

    From the eval section's JSON ``evaluation`` when given (its ``confusion``:
    ``{expected: {chosen: n}}``, or ``{"labels": [...], "matrix": [[...]]}`` with rows =
    expected); else from the first selection method's top-1 per case. Only single-tool
    labels form pairs (``(none)`` and ``a+b`` labels are counted in the total but never
    paired). ``where`` names the source (None when neither exists).
    """
    if evaluation is not None:
        counts = _eval_misrouted(evaluation)
        if counts is not None:
            pairs, scored = counts
            return pairs, scored, "eval.confusion"
    evaluations = getattr(report.sections.get("select"), "evaluations", None)
    if evaluations:
        first = evaluations[0]
        top1: Counter[tuple[str, str]] = Counter()
        for case in getattr(first, "per_case", ()):
            if case.top and case.top[0] not in case.expected:
                for expected in case.expected:
                    top1[(expected, case.top[0])] += 1
        return dict(top1), int(first.cases), f"select.methods[{first.method}] top-1"
    return {}, 0, None


def pair_owner(report: Report, evaluation: Mapping[str, Any] | None) -> str:
    """The section that proposes the confusable-pair actions: the one that measured the
    misrouting (``eval`` or ``select``), else ``lint`` (flagged pairs, not measured)."""
    where = misrouted(report, evaluation)[2]
    if where is None:
        return "lint"
    return where.split(".")[0]


def confusion_counts(
    report: Report, evaluation: Mapping[str, Any] | None
) -> tuple[dict[str, Counter[str]], str] | None:
    """``{expected: {chosen: n}}`` and where it comes from: the eval's confusion (JSON
    ``evaluation``), else the first selection method's top-1 (one row per expected tool of
    a case); None when neither exists."""
    matrix = evaluation.get("confusion") if evaluation is not None else None
    counts: dict[str, Counter[str]] = {}
    if isinstance(matrix, Mapping) and "labels" in matrix and "matrix" in matrix:
        labels = [str(x) for x in matrix["labels"]]
        for i, row in enumerate(matrix["matrix"]):
            counts[labels[i]] = Counter({labels[j]: int(n) for j, n in enumerate(row) if n})
        return counts, "eval"
    if isinstance(matrix, Mapping):
        for expected, row in matrix.items():
            if isinstance(row, Mapping):
                counts[str(expected)] = Counter({str(c): int(n) for c, n in row.items()})
        return counts, f"eval, {evaluation.get('model', '?') if evaluation else '?'}"
    evaluations = getattr(report.sections.get("select"), "evaluations", ())
    if not evaluations:
        return None
    first = evaluations[0]
    for case in first.per_case:
        chosen = case.top[0] if case.top else "(none)"
        for expected in case.expected:
            counts.setdefault(expected, Counter())[chosen] += 1
    return counts, f"top-1 of {first.method}, no eval"
