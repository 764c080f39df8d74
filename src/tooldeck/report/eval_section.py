"""The ``eval`` section of ``tooldeck report``, and the terminal tables of ``tooldeck eval``.

Shows the metric table (mean and 95 % interval), the confusion of expected vs chosen
tools (JSON: the full matrix; terminal: the diagonal total and every off-diagonal pair)
and the failed cases with their failure class (seed 000 §5, seed 002 §4).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.cases import Case
from tooldeck.eval.ab import ABComparison
from tooldeck.eval.backends import BackendOptions, Model, make_backend
from tooldeck.eval.backends.router import RouterBackend
from tooldeck.eval.cache import ResponseCache
from tooldeck.eval.metrics import CaseScore
from tooldeck.eval.runner import EvalResult, items_for, run_eval
from tooldeck.tool import Deck

__all__ = [
    "EvalSection",
    "build_eval_section",
    "confusion",
    "render_ab",
    "render_result",
]

NONE_LABEL = "(none)"
_ARGUMENT_METRICS = ("schema_ok_rate", "argument_accuracy", "bfcl_ast_accuracy")
_TOKEN_METRICS = ("input_tokens_per_case", "output_tokens_per_case")
_COUNTS = ("sensitive_misfires", "backend_errors")


def _label(names: Sequence[str]) -> str:
    return "+".join(sorted(names)) if names else NONE_LABEL


def confusion(scores: Sequence[CaseScore]) -> dict[str, dict[str, int]]:
    """``{expected label: {chosen label: count}}``; a label is the sorted tool names joined
    by ``+``, or ``(none)``; a turn cut off at the output-token cap (failure
    ``truncated``) is ``(truncated)``, never a choice of no tool."""
    out: dict[str, Counter[str]] = {}
    for s in scores:
        chosen = "(truncated)" if s.failure == "truncated" else _label(s.chosen)
        out.setdefault(_label(s.expected), Counter())[chosen] += 1
    return {k: dict(v) for k, v in out.items()}


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def _metric_rows(result: EvalResult) -> list[tuple[str, str, str]]:
    rows = []
    for key in result.metrics[0]:
        if key.startswith("failures.") or key == "cases":
            continue
        if key in _ARGUMENT_METRICS and not result.produces_arguments:
            rows.append((key, "not measured", "backend produces no arguments"))
            continue
        if key in _TOKEN_METRICS and not result.produces_arguments:
            rows.append((key, "not measured", "no LLM"))
            continue
        interval = result.summary.get(key)
        if interval is None:
            rows.append((key, "-", "nothing to measure"))
            continue
        ci = (
            f"[{interval.low:.3f}, {interval.high:.3f}]"
            if interval.low is not None and interval.high is not None
            else "-"
        )
        value = (
            str(int(interval.mean))
            if key in _COUNTS and len(result.runs) == 1
            else _fmt(interval.mean)
        )
        rows.append((key, value, ci))
    return rows


def render_result(result: EvalResult, console: Console, *, max_failures: int = 20) -> None:
    """Metric table, failure counts, confusion pairs and failed cases."""
    title = f"eval: {result.model} on {result.deck or 'deck'} ({len(result.scores)} cases"
    title += f", {len(result.runs)} runs)" if len(result.runs) > 1 else ")"
    table = Table(title=title, title_justify="left")
    table.add_column("metric", style="bold")
    table.add_column("value", justify="right")
    table.add_column("95 % interval")
    for key, value, ci in _metric_rows(result):
        table.add_row(key, value, Text(ci))
    console.print(table)
    failures = result.metrics[0]
    counts = ", ".join(
        f"{k.removeprefix('failures.')} {v}"
        for k, v in failures.items()
        if k.startswith("failures.")
    )
    console.print(Text(f"failure classes (run 1): {counts}"))
    for note in result.notes:
        console.print(Text(note, style="dim"))
    matrix = confusion(result.scores)
    diagonal = sum(row.get(exp, 0) for exp, row in matrix.items())
    pairs = sorted(
        ((exp, ch, n) for exp, row in matrix.items() for ch, n in row.items() if ch != exp),
        key=lambda p: (-p[2], p[0], p[1]),
    )
    console.print(Text(f"confusion: {diagonal} on the diagonal; off-diagonal expected → chosen:"))
    for exp, ch, n in pairs[:max_failures]:
        console.print(Text(f"  {exp} → {ch}: {n}"))
    failed = [s for s in result.scores if s.failure is not None or s.error is not None]
    if failed:
        console.print(Text(f"failed cases ({len(failed)}):"))
    for s in failed[:max_failures]:
        what = s.error or f"{s.failure}: expected {_label(s.expected)}, chose {_label(s.chosen)}"
        console.print(Text(f"  {s.case_id}: {what}"), soft_wrap=True)
    if len(failed) > max_failures:
        console.print(Text(f"  … {len(failed) - max_failures} more (use --json)"))


def render_ab(comparison: ABComparison, console: Console, *, names: tuple[str, str]) -> None:
    """Per-case diff table (changed cases first) and metric deltas."""
    a, b = names
    table = Table(title=f"A/B per case: A = {a}, B = {b}", title_justify="left")
    for col in ("case", "expected", "A chose", "B chose", "change"):
        table.add_column(col)
    order = {"fixed": 0, "broke": 1, "both_wrong": 2, "both_right": 3}
    for d in sorted(comparison.diffs, key=lambda d: order[d.change]):
        style = {"fixed": "green", "broke": "red"}.get(d.change, "")
        table.add_row(
            Text(d.case_id),
            Text(_label(d.expected)),
            Text(_label(d.a.chosen)),
            Text(_label(d.b.chosen)),
            Text(d.change, style=style),
        )
    console.print(table)
    deltas = Table(title="A/B metrics", title_justify="left")
    for col in ("metric", "A", "B", "B − A"):
        deltas.add_column(col, justify="right" if col != "metric" else "left")
    args_measured = comparison.a.produces_arguments
    for key, va, vb, delta in comparison.metric_deltas():
        if key == "cases":
            continue
        if key in _ARGUMENT_METRICS and not args_measured:
            deltas.add_row(key, "not measured", "not measured", "-")
            continue
        deltas.add_row(key, _fmt(va), _fmt(vb), "-" if delta is None else f"{delta:+.3f}")
    console.print(deltas)
    console.print(Text(comparison.significance_note()))


@dataclass(frozen=True, slots=True)
class EvalSection:
    """The eval of one deck on its cases (see :func:`build_eval_section`)."""

    result: EvalResult

    def to_json(self) -> dict[str, Any]:
        """The evaluation as JSON plus the confusion matrix."""
        out = self.result.to_json()
        out["confusion"] = confusion(self.result.scores)
        return out

    def render(self, console: Console) -> None:
        render_result(self.result, console)


def build_eval_section(
    deck: Deck,
    cases: Sequence[Case],
    *,
    model: str = "router",
    base_url: str | None = None,
    options: BackendOptions | None = None,
    cache_dir: str | None = None,
    sensitive: Collection[str] = (),
) -> EvalSection:
    """Evaluate ``model`` on ``deck`` with ``cases`` (first assistant turn per case).

    With ``router`` the threshold is calibrated on the same cases (in-sample; noted).

    Raises:
        BackendError: the model spec is unknown or its key is missing.
    """
    backend = make_backend(model, base_url=base_url, options=options)
    items = items_for(deck, cases)
    notes: list[str] = []
    if isinstance(backend, RouterBackend):
        threshold = backend.calibrate([(i.case, i.deck) for i in items])
        notes.append(
            f"router: {backend.method} top-1 above {threshold:.4f} (calibrated in-sample on "
            "these cases), else no tool; no arguments produced"
        )
    cache = ResponseCache(cache_dir) if cache_dir else None
    result = run_eval(
        Model(backend, cache=cache),
        items,
        deck_name=deck.name or "",
        sensitive=sensitive,
        notes=notes,
    )
    return EvalSection(result)
