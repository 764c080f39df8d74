"""The ``eval`` section of ``tooldeck report``, and the terminal tables of ``tooldeck eval``.

Shows the metric table (mean and 95 % interval), the confusion of expected vs chosen
tools (JSON: the full matrix; terminal: the diagonal total and every off-diagonal pair;
HTML: the most frequent expected → chosen pairs as bars and a table, drawn from the
selection's top-1 when no eval ran) and the failed cases
with their failure class (:mod:`tooldeck.eval.metrics`). Two eval JSON objects are compared on
their metric means (lower accuracy, recall, precision or rate is worse; more of anything
else is). Actions proposed for the summary:

- **sensitive-misfire**: the eval's sensitive tools (e.g. ``approve_refund`` in
  ``examples/aftersales``) called when they should not be; effect = those cases in % of all cases.
- **confusable-pair**: the look-alike pairs the eval's confusion counts
  (:func:`~tooldeck.report.lint_section.confusable_pair_actions`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.cases import Case
from tooldeck.display import shown_error, visible
from tooldeck.eval.ab import ROUTER_BASELINE, ABComparison, is_router
from tooldeck.eval.backends import BackendOptions, Model, make_backend
from tooldeck.eval.backends.base import BackendError
from tooldeck.eval.backends.router import RouterBackend
from tooldeck.eval.cache import ResponseCache
from tooldeck.eval.metrics import SENSITIVE_NOT_MEASURED, CaseScore
from tooldeck.eval.runner import EvalResult, items_for, run_eval
from tooldeck.report._routing import confusion_counts, pair_owner
from tooldeck.report._svg import bar_chart
from tooldeck.report.compare import NUMBER_OR_NULL, Change, SectionDiff, compared
from tooldeck.report.html import (
    HtmlPage,
    NotMeasured,
    esc,
    heading,
    missing_block,
    plural,
    table,
)
from tooldeck.report.lint_section import confusable_pair_actions
from tooldeck.report.summary import Action, ReportView, eval_means, percent_of
from tooldeck.tool import Deck

__all__ = [
    "EvalSection",
    "build_eval_section",
    "confusion",
    "render_ab",
    "render_result",
]

NONE_LABEL = "(none)"
MAX_CONFUSIONS = 20
"""Expected → chosen pairs shown in the HTML page's top confusions (most cases first)."""
MAX_FAILED_SHOWN = 200
"""Failed cases listed in the HTML page (the rest counted)."""
LOWER_IS_WORSE = ("accuracy", "recall", "precision", "rate")
"""Eval metric name fragments where a decrease is a regression (for the others — misfires,
failure counts, tokens, errors — an increase is)."""
_HEADING = '<h2 id="eval">Eval</h2>'
_ARGUMENT_METRICS = ("schema_ok_rate", "argument_accuracy", "bfcl_ast_accuracy")
_TOKEN_METRICS = ("input_tokens_per_case", "output_tokens_per_case")
_COUNTS = ("sensitive_misfires", "backend_errors")
_WHY_UNMEASURED = {
    "no_tool_recall": "no case expects no tool",
    "no_tool_precision": "the model never chose no tool",
    "schema_ok_rate": "no call to check against its schema",
    "argument_accuracy": "no case with expected arguments was routed to its tool",
}


def _label(names: Sequence[str]) -> str:
    return "+".join(sorted(names)) if names else NONE_LABEL


def confusion(scores: Sequence[CaseScore]) -> dict[str, dict[str, int]]:
    """``{expected label: {chosen label: count}}``; a label is the sorted tool names joined
    by ``+``, or ``(none)``; a turn cut off at the output-token cap (failure
    ``truncated``) is ``(truncated)``, never a choice of no tool; a case the backend did
    not answer (``error``) is left out: it chose nothing."""
    out: dict[str, Counter[str]] = {}
    for s in scores:
        if s.error is not None:
            continue
        chosen = "(truncated)" if s.failure == "truncated" else _label(s.chosen)
        out.setdefault(_label(s.expected), Counter())[chosen] += 1
    return {k: dict(v) for k, v in out.items()}


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def _is_count(key: str, value: Any) -> bool:
    """A count shown as a whole number (3 misfires, not "3.000"): a counting metric whose
    value is whole (one run, or repeats that agree); a mean that is not whole keeps its
    decimals."""
    counting = key in _COUNTS or key.startswith("failures.")
    return counting and isinstance(value, int | float) and float(value).is_integer()


def _metric_rows(result: EvalResult) -> list[tuple[str, str, str]]:
    rows = []
    unanswered = result.unanswered() is not None
    for key in result.metrics[0]:
        if key.startswith("failures.") or key == "cases":
            continue
        if unanswered and key != "backend_errors":
            rows.append((key, "not measured", "no case answered (backend errors)"))
            continue
        if key in _ARGUMENT_METRICS and not result.produces_arguments:
            rows.append((key, "not measured", "backend produces no arguments"))
            continue
        if key in _TOKEN_METRICS and not result.produces_arguments:
            rows.append((key, "not measured", "no LLM"))
            continue
        if key == "sensitive_misfires" and not result.sensitive:
            rows.append((key, "not measured", SENSITIVE_NOT_MEASURED))
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
        value = str(int(interval.mean)) if _is_count(key, interval.mean) else _fmt(interval.mean)
        rows.append((key, value, ci))
    return rows


def render_result(result: EvalResult, console: Console, *, max_failures: int = 20) -> None:
    """Metric table, failure counts, confusion pairs and failed cases."""
    title = f"eval: {result.model} on {result.deck or 'deck'} ({plural(len(result.scores), 'case')}"
    title += f", {len(result.runs)} runs)" if len(result.runs) > 1 else ")"
    table = Table(title=Text(visible(title)), title_justify="left")
    table.add_column("metric", style="bold")
    table.add_column("value", justify="right")
    table.add_column("95 % interval")
    for key, value, ci in _metric_rows(result):
        table.add_row(key, value, Text(ci))
    console.print(table)
    unanswered = result.unanswered()
    if unanswered is not None:
        console.print(Text(shown_error(unanswered), style="bold red"), soft_wrap=True)
    failures = result.metrics[0]
    counts = ", ".join(
        f"{k.removeprefix('failures.')} {v}"
        for k, v in failures.items()
        if k.startswith("failures.")
    )
    console.print(Text(f"failure classes (run 1): {counts}"))
    for note in result.notes:
        console.print(Text(visible(note, multiline=True), style="dim"))
    matrix = confusion(result.scores)
    diagonal = sum(row.get(exp, 0) for exp, row in matrix.items())
    pairs = sorted(
        ((exp, ch, n) for exp, row in matrix.items() for ch, n in row.items() if ch != exp),
        key=lambda p: (-p[2], p[0], p[1]),
    )
    console.print(Text(f"confusion: {diagonal} on the diagonal; off-diagonal expected → chosen:"))
    for exp, ch, n in pairs[:max_failures]:
        console.print(Text(f"  {visible(exp)} → {visible(ch)}: {n}"))
    failed = [s for s in result.scores if s.failure is not None or s.error is not None]
    if failed:
        console.print(Text(f"failed cases ({len(failed)}):"))
    for s in failed[:max_failures]:
        what = (
            shown_error(s.error)
            if s.error
            else visible(f"{s.failure}: expected {_label(s.expected)}, chose {_label(s.chosen)}")
        )
        console.print(Text(f"  {visible(s.case_id)}: {what}"), soft_wrap=True)
    if len(failed) > max_failures:
        console.print(Text(f"  … {len(failed) - max_failures} more (use --json)"))


def render_ab(comparison: ABComparison, console: Console, *, names: tuple[str, str]) -> None:
    """Per-case diff table (changed cases first) and metric deltas."""
    a, b = names
    table = Table(title=Text(visible(f"A/B per case: A = {a}, B = {b}")), title_justify="left")
    for col in ("case", "expected", "A chose", "B chose", "change"):
        table.add_column(col)
    order = {"fixed": 0, "broke": 1, "both_wrong": 2, "both_right": 3}
    for d in sorted(comparison.diffs, key=lambda d: order[d.change]):
        style = {"fixed": "green", "broke": "red"}.get(d.change, "")
        table.add_row(
            Text(visible(d.case_id)),
            Text(visible(_label(d.expected))),
            Text(visible(_label(d.a.chosen))),
            Text(visible(_label(d.b.chosen))),
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
        if key == "sensitive_misfires" and (va is None or vb is None):
            # an empty sensitive set on a side: nothing could misfire there (trial45 #2)
            deltas.add_row(key, _or_unmeasured(va), _or_unmeasured(vb), "-")
            continue
        if _is_count(key, va) and _is_count(key, vb):
            deltas.add_row(key, str(int(va)), str(int(vb)), f"{int(vb) - int(va):+d}")
            continue
        deltas.add_row(key, _fmt(va), _fmt(vb), "-" if delta is None else f"{delta:+.3f}")
    console.print(deltas)
    if not comparison.a.sensitive or not comparison.b.sensitive:
        console.print(Text(f"sensitive_misfires not measured where {SENSITIVE_NOT_MEASURED}"))
    elif set(comparison.a.sensitive) != set(comparison.b.sensitive):
        console.print(Text(SENSITIVE_SETS_DIFFER))
    console.print(Text(comparison.significance_note()))


def _or_unmeasured(value: Any) -> str:
    return "not measured" if value is None else str(int(value))


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

    # --- HTML ------------------------------------------------------------------------------
    def html(self, page: HtmlPage) -> str:
        """Notes, the metric table ("not measured (why)" for a metric the backend cannot
        produce or the cases cannot measure, never 0), the failure classes, the top
        confusions (chart and table) and the failed cases (at most
        :data:`MAX_FAILED_SHOWN`, the rest counted)."""
        evaluation = self.to_json()
        model = str(evaluation.get("model", "?"))
        parts = [
            f'<h2 id="eval">Eval — {esc(model)}, a {ROUTER_BASELINE}</h2>'
            if is_router(model)
            else _HEADING
        ]
        runs = evaluation.get("repeats", 1)
        parts.append(
            f"<p>{esc(evaluation.get('model', '?'))} on "
            f"{plural(len(evaluation.get('cases', [])), 'case')}"
            + (f", {plural(runs, 'run')}" if runs > 1 else "")
            + ".</p>"
        )
        for note in evaluation.get("notes", []):
            parts.append(f'<p class="meta">{esc(note)}</p>')
        parts.append(heading(3, "eval-metrics", "Metrics"))
        parts.append(
            table(["metric", "mean", "95 % interval"], _metric_html_rows(evaluation), cls="metrics")
        )
        failures = {
            k.removeprefix("failures."): v
            for k, v in (evaluation.get("metrics") or [{}])[0].items()
            if k.startswith("failures.")
        }
        if failures:
            parts.append(heading(3, "eval-failure-classes", "Failure classes"))
            if runs > 1:
                parts.append("<p>Counts of the first run.</p>")
            parts.append(table(["failure", "cases"], list(failures.items())))
        parts.extend(_confusion_plot(page, evaluation))
        failed = [
            c
            for c in evaluation.get("cases", [])
            if isinstance(c, Mapping) and (c.get("failure") or c.get("error"))
        ]
        if failed:
            parts.append(heading(3, "eval-failed", f"Failed cases ({len(failed):,})"))
            parts.append(
                table(
                    ["case", "expected", "chosen", "failure", "error"],
                    [
                        (
                            c.get("case_id", ""),
                            ", ".join(c.get("expected", [])) or NONE_LABEL,
                            ", ".join(c.get("chosen", [])) or NONE_LABEL,
                            c.get("failure") or "",
                            c.get("error") or "",
                        )
                        for c in failed[:MAX_FAILED_SHOWN]
                    ],
                    cls="failed",
                )
            )
            if len(failed) > MAX_FAILED_SHOWN:
                parts.append(
                    f"<p>… {len(failed) - MAX_FAILED_SHOWN:,} more (the JSON report: "
                    "<code>eval.cases</code>).</p>"
                )
        return "\n".join(parts)

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        """The heading, why the eval could not be computed or that it did not run, and the
        top confusions of the selection's top-1 when there is one."""
        block = missing_block(_HEADING, "eval", reason, "<p>No cases given: no eval.</p>")
        return "\n".join([block, *_confusion_plot(page, None)])

    # --- comparison and actions --------------------------------------------------------
    JSON_SHAPE: ClassVar[Mapping[str, Any]] = {
        "type": "object",
        "required": ["summary"],
        "properties": {
            "summary": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "required": ["mean"],
                    "properties": {"mean": NUMBER_OR_NULL},
                },
            },
        },
    }

    @staticmethod
    def diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> SectionDiff:
        """Each metric mean but ``cases`` (see :data:`LOWER_IS_WORSE`); the new report's
        metrics first, then those only the old one has."""
        old_means, new_means = _means(old), _means(new)
        changes = []
        other_sensitive = _sensitive_sets_differ(old, new)
        for name in [*new_means, *(n for n in old_means if n not in new_means)]:
            if name == "cases":
                continue
            if name == "sensitive_misfires" and other_sensitive:
                what = "eval sensitive_misfires (different sensitive tools: not compared)"
                changes.append(Change(what, None, None, False, other_sensitive))
                continue
            lower_is_worse = any(part in name for part in LOWER_IS_WORSE)
            changes += compared(
                f"eval {name}",
                old_means.get(name),
                new_means.get(name),
                higher_is_worse=not lower_is_worse,
            )
        routers = sorted(
            {str(m) for m in (old.get("model"), new.get("model")) if is_router(str(m or ""))}
        )
        if routers:  # trial45 #5: say what the eval rows measured
            note = f"eval figures of {' and '.join(routers)}: a {ROUTER_BASELINE}"
            changes = [c if c.note else replace(c, note=note) for c in changes]
        return SectionDiff(tuple(changes))

    def actions(self, view: ReportView) -> list[Action]:
        """Sensitive misfires, and the confusable pairs the eval's confusion counts."""
        evaluation = view.json_of(self)
        sensitive = _sensitive(evaluation)
        pairs = (
            confusable_pair_actions(view)
            if pair_owner(view.report, view.json("eval")) == "eval"
            else []
        )
        return [*([sensitive] if sensitive else []), *pairs]


SENSITIVE_SETS_DIFFER = (
    "sensitive_misfires counts calls of the sensitive tools, and the two sides mark different "
    "tools sensitive: the counts are over different sets, not compared"
)


def _sensitive_sets_differ(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """Why the two evals' ``sensitive_misfires`` are not comparable — their
    ``sensitive_tools`` differ (``[]`` → 16 tools: 0 → 0 would read "unchanged" though
    the first measured nothing; trial45 #2) — with the counts, or ``""``. An eval JSON
    without ``sensitive_tools`` (older reports) is taken as comparable."""
    was, now = old.get("sensitive_tools"), new.get("sensitive_tools")
    if not isinstance(was, list) or not isinstance(now, list):
        return ""
    if {str(n) for n in was} == {str(n) for n in now}:
        return ""
    return f"{SENSITIVE_SETS_DIFFER} ({plural(len(was), 'sensitive tool')} → {len(now)})"


def _means(section: Mapping[str, Any]) -> dict[str, Any]:
    """Metric name → mean as written (not checked: :func:`compared` skips non-numbers)."""
    summary = section.get("summary", {})
    if not isinstance(summary, Mapping):
        return {}
    return {
        str(name): interval.get("mean")
        for name, interval in summary.items()
        if isinstance(interval, Mapping)
    }


def _metric_html_rows(evaluation: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """``(metric, mean, 95 % interval)`` per metric but ``cases`` and the failure counts, in
    the order of the first run's metrics; a count without interval as a whole number; a
    metric the backend cannot produce (arguments and tokens of a backend that produces no
    arguments, e.g. the router) or that the cases leave without a value is
    :class:`NotMeasured` with why."""
    summary = evaluation.get("summary")
    summary = summary if isinstance(summary, Mapping) else {}
    first = (evaluation.get("metrics") or [{}])[0]
    names = [n for n in first if isinstance(n, str)] or list(summary)
    no_args = evaluation.get("produces_arguments") is False
    rows: list[tuple[Any, ...]] = []
    for name in names:
        if name == "cases" or name.startswith("failures."):
            continue
        interval = summary.get(name)
        if no_args and name in _ARGUMENT_METRICS:
            rows.append((name, NotMeasured("the backend produces no arguments"), None))
            continue
        if no_args and name in _TOKEN_METRICS:
            rows.append((name, NotMeasured("no LLM: the backend reads no tokens"), None))
            continue
        if not isinstance(interval, Mapping) or interval.get("mean") is None:
            reasons = evaluation.get("not_measured")
            reasons = reasons if isinstance(reasons, Mapping) else {}
            why = str(
                reasons.get(name) or _WHY_UNMEASURED.get(name, "nothing to measure in these cases")
            )
            rows.append((name, NotMeasured(why), None))
            continue
        low, high, mean = interval.get("low"), interval.get("high"), interval["mean"]
        value = int(mean) if float(mean).is_integer() and low is None else mean
        ci = f"[{low:.3f}, {high:.3f}]" if low is not None and high is not None else None
        rows.append((name, value, ci))
    return rows


def _names(names: list[str], limit: int = 3, what: str = "sensitive tools") -> str:
    """``a, b, c`` or ``the 36 sensitive tools (a, b, c, …)``."""
    if len(names) <= limit:
        return ", ".join(names)
    return f"the {len(names)} {what} ({', '.join(names[:limit])}, …)"


def _misfired(evaluation: Mapping[str, Any], sensitive: set[str]) -> dict[str, int]:
    """How often each sensitive tool was chosen where it was not expected, over every
    run's cases (``cases`` and ``repeat_cases``), most first, then by name."""
    runs = [evaluation.get("cases") or []]
    runs += [run for run in evaluation.get("repeat_cases") or [] if isinstance(run, list)]
    counts: Counter[str] = Counter()
    for run in runs:
        for case in run:
            if not isinstance(case, Mapping) or not case.get("sensitive_misfire"):
                continue
            expected = Counter(str(n) for n in case.get("expected") or [])
            extra = Counter(str(n) for n in case.get("chosen") or []) - expected
            counts.update(n for n in extra if n in sensitive)
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def _sensitive(evaluation: Mapping[str, Any]) -> Action | None:
    """The sensitive-misfire action: it names the sensitive tools that were chosen where
    they were not expected (most often first), not every sensitive tool of the deck —
    those are what the measured misfires point at; ``numbers`` keeps ``tools`` (every
    sensitive tool) and adds ``misfired`` (tool → cases). An eval JSON without per-case
    choices names every sensitive tool, as before."""
    means = eval_means(evaluation)
    misfires, cases = means.get("sensitive_misfires"), means.get("cases")
    tools = [str(t) for t in evaluation.get("sensitive_tools", [])]
    if not misfires or not cases or not tools:
        return None
    misfired = _misfired(evaluation, set(tools))
    if misfired:
        named = list(misfired)
        target = _names(named, what="sensitive tools chosen where not expected")
        if len(named) < len(tools):
            target += f" (of {plural(len(tools), 'sensitive tool')})"
    else:
        named, target = tools, _names(tools)
    return Action(
        kind="sensitive-misfire",
        title=(
            f"guard {target}: state prerequisites and when not to use "
            f"{'it' if len(named) == 1 else 'them'}, and confirm before running"
        ),
        effect=(
            f"{misfires:.0f} of {plural(int(cases), 'case')} called a sensitive tool when no "
            f"tool or another one was expected ({evaluation.get('model', '?')}"
            + (f", a {ROUTER_BASELINE})" if is_router(str(evaluation.get("model"))) else ")")
        ),
        unit="cases",
        value=percent_of(misfires, cases),
        measured=True,
        source=("eval.summary.sensitive_misfires",),
        numbers={"misfires": misfires, "cases": cases, "tools": tools, "misfired": misfired},
    )


def _confusion_plot(page: HtmlPage, evaluation: Mapping[str, Any] | None) -> list[str]:
    """The top confusions — expected → chosen pairs off the diagonal, most cases first, at
    most :data:`MAX_CONFUSIONS` — as a bar chart and a table (none when nothing measured
    routing; a line saying so when nothing was confused)."""
    found = confusion_counts(page.report, evaluation)
    if found is None:
        return []
    counts, where = found
    diagonal = sum(row.get(expected, 0) for expected, row in counts.items())
    total = sum(sum(row.values()) for row in counts.values())
    pairs = sorted(
        (
            (expected, chosen, n)
            for expected, row in counts.items()
            for chosen, n in row.items()
            if chosen != expected and n
        ),
        key=lambda p: (-p[2], p[0], p[1]),
    )
    parts = [
        heading(3, "confusions", "Top confusions"),
        f"<p>From the {esc(where)}: {diagonal:,} of {plural(total, 'labelled choice')} on the "
        f"diagonal (the expected tool was chosen); {plural(len(pairs), 'pair')} of expected "
        f"→ chosen off it"
        + (f", the {MAX_CONFUSIONS} most frequent shown" if len(pairs) > MAX_CONFUSIONS else "")
        + ".</p>",
    ]
    if not pairs:
        return parts
    shown = pairs[:MAX_CONFUSIONS]
    labels = [f"{visible(e)} → {visible(c)}" for e, c, _ in shown]
    svg = bar_chart(
        labels,
        [("cases", "#4c78a8", [n for _, _, n in shown])],
        label="top confusions",
        unit="cases",
        label_max=560,
    )
    parts.append(page.plot(svg, "plot-confusion", f"Top confusions: expected → chosen ({where})"))
    parts.append(
        table(["expected", "chosen", "cases"], [(e, c, n) for e, c, n in shown], cls="confusions")
    )
    return parts


def build_eval_section(
    deck: Deck,
    cases: Sequence[Case],
    *,
    model: str = "router",
    base_url: str | None = None,
    options: BackendOptions | None = None,
    cache_dir: str | None = None,
    sensitive: Collection[str] = (),
    api_key_env: str | None = None,
    repeat: int = 1,
) -> EvalSection:
    """Evaluate ``model`` on ``deck`` with ``cases`` (first assistant turn per case).

    With ``router`` the threshold is calibrated on the same cases (in-sample; noted).
    ``base_url``, ``api_key_env`` and ``repeat`` are ``tooldeck eval``'s options of the
    same names (:func:`~tooldeck.eval.backends.make_backend`,
    :func:`~tooldeck.eval.runner.run_eval`).

    Raises:
        BackendError: the model spec is unknown or its key is missing; or the backend
            answered no case (``"eval could not run: 3 of 3 cases failed (…)"``), so the
            report shows the section as not computed (``--strict`` exits 1).
    """
    backend = make_backend(model, base_url=base_url, options=options, api_key_env=api_key_env)
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
        repeat=repeat,
        sensitive=sensitive,
        notes=notes,
    )
    unanswered = result.unanswered()
    if unanswered is not None:  # a section of backend errors is not a result
        raise BackendError(unanswered)
    return EvalSection(result)
