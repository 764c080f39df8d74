"""The report's summary: the few actions worth doing first, each with its measured effect.

Each section proposes its own actions (``Section.actions``, reading the report through a
:class:`ReportView`); every action names where its numbers come from (``source``: a path
into the report JSON), so a reader can check it against the section below. Who proposes
what:

- cost (:mod:`.cost_section`): **prefilter** / **prefilter-blocked**, **outlier-schema**,
  **required-only** and **trim-descriptions**;
- eval (:mod:`.eval_section`): **sensitive-misfire**;
- lint (:mod:`.lint_section`): **lint-error**, **lint-safety-warning**, **lint-rule**,
  and **confusable-pair** — proposed by the section that measured the misrouting (eval,
  else select) or, without one, by lint.

This module ranks them (:func:`build_summary`, tiers of :func:`action_tier`):

0. error-level **safety** (A) and **poisoning** (T) lint findings — a writing tool that
   would run without approval, a definition that gives the model orders: unsafe to ship
   whatever the deck costs, so they come before any saving and are never cut;
1. measured actions, by effect in % (tokens as % of the deck, cases as % of the labelled
   cases);
2. the other error-level lint findings (a tool with no description), by share of tools;
3. the warnings that are a safety risk (**lint-safety-warning**: the safety and poisoning
   families' warnings, S120's unbounded amount of a money tool);
4. the most widespread warning rule;
5. token savings when the whole deck fits (the cost section's decision table says
   "inject all": ≤ 20 % of the window, :mod:`tooldeck.cost.recommend`): not urgent — a
   fresh user's 8-tool deck at 0.6 % of the window was told first to drop 60 tokens.

Besides tier 0, at most :data:`MAX_ACTIONS` in all are kept. The headline figures above
them are read from the sections' JSON here too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.display import shown_error, visible
from tooldeck.lint.summary import shown_score
from tooldeck.report.html import esc, plural, skipped_block, table

if TYPE_CHECKING:
    from tooldeck.report.html import HtmlPage
    from tooldeck.report.model import Report, Section
    from tooldeck.tool import Deck

__all__ = [
    "Action",
    "ReportView",
    "Summary",
    "build_summary",
    "recall_interval",
    "recall_text",
]

MAX_ACTIONS = 5


@dataclass(frozen=True, slots=True)
class Action:
    """One recommended action.

    Attributes:
        kind: ``prefilter``, ``prefilter-blocked``, ``confusable-pair``,
            ``outlier-schema``, ``required-only``, ``trim-descriptions``,
            ``sensitive-misfire``, ``lint-error``, ``lint-safety-warning``, ``lint-rule``.
        title: what to do (plain text; tool names are user text).
        effect: the measured effect in words, with its numbers.
        unit: what ``value`` is a share of: ``tokens`` (deck tokens), ``cases`` (cases with
            expected tools) or ``tools`` (deck tools).
        value: the effect in % of that unit (the ranking key).
        measured: False for lint-only counts (see :func:`action_tier` for where they rank).
        source: JSON paths of the numbers in the report.
        numbers: the numbers themselves.
    """

    kind: str
    title: str
    effect: str
    unit: str
    value: float
    measured: bool
    source: tuple[str, ...]
    numbers: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON object."""
        return {
            "kind": self.kind,
            "title": self.title,
            "effect": self.effect,
            "unit": self.unit,
            "value_percent": round(self.value, 2),
            "measured": self.measured,
            "source": list(self.source),
            "numbers": dict(self.numbers),
        }


@dataclass(frozen=True, slots=True)
class Summary:
    """The headline figures and the ranked actions of a report.

    Attributes:
        headline: ``(label, value)`` lines (tools, tokens, window share, findings, recall,
            eval accuracy when present).
        actions: best first: every error-level safety/poisoning finding, then the others
            up to :data:`MAX_ACTIONS` in all.
        failed: sections that could not be computed → why.
    """

    headline: tuple[tuple[str, str], ...]
    actions: tuple[Action, ...]
    failed: Mapping[str, str]

    def to_json(self) -> dict[str, Any]:
        """``headline`` (object), ``actions`` (ranked list), ``failed`` (name → why)."""
        return {
            "headline": dict(self.headline),
            "actions": [{"rank": i + 1, **a.to_json()} for i, a in enumerate(self.actions)],
            "failed": dict(self.failed),
        }

    def render(self, console: Console) -> None:
        """The summary block: headline grid, then the numbered actions."""
        console.rule("[bold]summary[/]")
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold")
        grid.add_column()
        for label, value in self.headline:
            grid.add_row(label, Text(visible(value)))
        console.print(grid)
        if not self.actions:
            console.print(Text("no action stands out: nothing measured exceeds its threshold"))
        actions = Table(title="do first", title_justify="left", show_lines=False)
        actions.add_column("#", justify="right")
        actions.add_column("action", overflow="fold")
        actions.add_column("measured effect (and where its numbers are)", overflow="fold")
        for i, action in enumerate(self.actions, 1):
            effect = Text(visible(action.effect))
            if not action.measured:
                effect.append(" (a count, not a measured effect)", style="dim")
            effect.append("\n← " + visible(", ".join(action.source)), style="dim")
            actions.add_row(str(i), Text(visible(action.title), style="bold"), effect)
        if self.actions:
            console.print(actions)
        for name, why in self.failed.items():
            console.print(Text(f"{name}: could not compute — {shown_error(why)}", style="yellow"))

    def html(self, page: HtmlPage) -> str:
        """The summary block of the HTML page: headline, the actions, what failed."""
        data = self.to_json()
        parts = ['<h2 id="summary">Summary: do first</h2>']
        parts.append(table(["", ""], list(data["headline"].items())))
        if data["actions"]:
            action_rows = "".join(
                f"<tr><td>{a['rank']}</td><td>{esc(a['title'])}</td><td>{esc(a['effect'])}"
                + ("" if a["measured"] else " <em>(a count, not a measured effect)</em>")
                + f'<br><small class="meta">from {esc(", ".join(a["source"]))}</small></td></tr>'
                for a in data["actions"]
            )
            parts.append(
                '<table class="actions"><thead><tr><th>#</th><th>action</th>'
                f"<th>measured effect</th></tr></thead><tbody>{action_rows}</tbody></table>"
            )
        parts.extend(skipped_block(name, why) for name, why in data["failed"].items())
        return "\n".join(parts)


class ReportView:
    """What a section reads to propose its actions: the report, the deck it describes
    (None when unknown) and each section's JSON, serialised once per summary."""

    def __init__(self, report: Report, deck: Deck | None = None) -> None:
        self.report = report
        self.deck = deck
        self._json: dict[int, tuple[Section, dict[str, Any]]] = {}

    def json(self, name: str) -> dict[str, Any] | None:
        """Section ``name``'s JSON; None when the report lacks it or could not compute it."""
        from tooldeck.report.model import SkippedSection

        section = self.report.sections.get(name)
        if section is None or isinstance(section, SkippedSection):
            return None
        return self.json_of(section)

    def json_of(self, section: Section) -> dict[str, Any]:
        """``section.to_json()``, computed once per view."""
        cached = self._json.get(id(section))
        if cached is None:
            cached = self._json[id(section)] = (section, section.to_json())
        return cached[1]


def percent_of(part: float, whole: float) -> float:
    """``part`` in % of ``whole`` (0 when ``whole`` is 0)."""
    return 100.0 * part / whole if whole else 0.0


def share_text(percent: float) -> str:
    """A percentage for a sentence: whole numbers, one decimal near 0 and 100."""
    if 0 < abs(percent) < 1 or 99 < abs(percent) < 100:
        return f"{percent:.1f} %"
    return f"{percent:.0f} %"


def recall_interval(recall: float, cases: int) -> tuple[int, float | None, float | None]:
    """``(hits, low, high)`` of a recall measured on ``cases`` labelled cases: the cases it
    counts (``round(recall × cases)``: recall_all@k is the share of cases whose expected
    tools are all in the top k, a proportion) and its Wilson score 95 % interval (Wilson
    1927; :func:`tooldeck.eval.metrics.wilson_interval`, the eval's interval too). ``low``
    and ``high`` are None without cases."""
    from tooldeck.eval.metrics import wilson_interval

    hits = round(recall * cases)
    interval = wilson_interval(hits, cases)
    return hits, interval.low, interval.high


def recall_text(recall: float, cases: int, digits: int = 2) -> str:
    """``1.00 (7 of 7 cases; 95 % Wilson interval 0.65–1.00)``: a recall with the cases
    it rests on and its interval (:func:`recall_interval`)."""
    hits, low, high = recall_interval(recall, cases)
    if low is None or high is None:
        return f"{recall:.{digits}f} (no cases)"
    return (
        f"{recall:.{digits}f} ({hits:,} of {plural(cases, 'case')}; 95 % Wilson interval "
        f"{low:.2f}–{high:.2f})"
    )


def headline_k(ks: Sequence[int], tools: int) -> int:
    """The cut-off of the headline's recall: 8 (else the largest of ``ks``), lowered to the
    largest cut-off below the deck's ``tools`` when it would send the whole deck (a recall@8
    of an 8-tool deck is 1 by construction: every tool is sent); unchanged when no cut-off
    is below it (a deck of one tool)."""
    k = 8 if 8 in ks else max(ks)
    below = [x for x in ks if x < tools]
    return max(below) if tools and k >= tools and below else k


def eval_means(evaluation: Mapping[str, Any]) -> dict[str, float | None]:
    """The eval section's metric means (``summary.<metric>.mean``), None when missing."""
    summary = evaluation.get("summary")
    out: dict[str, float | None] = {}
    if isinstance(summary, Mapping):
        for name, interval in summary.items():
            if isinstance(interval, Mapping):
                mean = interval.get("mean")
                out[str(name)] = (
                    float(mean)
                    if isinstance(mean, int | float) and not isinstance(mean, bool)
                    else None
                )
    return out


def _headline(view: ReportView) -> list[tuple[str, str]]:
    lines = [("tools", f"{view.report.inventory.tools}")]
    cost = view.json("cost")
    if cost is not None:
        occupancy = {o["window"]: o for o in cost.get("occupancy", [])}
        window = cost.get("decision_window")
        share = occupancy.get(window, {}).get("full_percent")
        text = f"{cost['tokens']:,} ({cost['tokenizer']}, {cost['format']})"
        if share is not None:
            text += f", {share:.1f} % of a {window:,}-token window"
            if cost.get("decision_window_given") is False:
                text += " (assumed by default; --window N gives your model's)"
        if share is not None and share > 100 and occupancy:
            largest = max(occupancy)
            text += f" ({occupancy[largest]['full_percent']:.1f} % of {largest:,})"
        lines.append(("tokens", text))
    lint = view.json("lint")
    if lint is not None:
        s = lint["summary"]
        lines.append(
            (
                "lint",
                f"{plural(len(lint['findings']), 'finding')} in {s['tools_with_findings']:,} of "
                f"{plural(s['tools'], 'tool')}, mean score {shown_score(s['mean_score'])}/100"
                if s["tools"]
                else "no tools in the deck: nothing to lint",
            )
        )
    select = view.json("select")
    if select is not None and select.get("methods"):
        k = headline_k(select["ks"], int(select.get("tools") or 0))
        parts = []
        for m in select["methods"]:
            recall = m["recall_all"][str(k)]
            _, low, high = recall_interval(recall, int(m.get("cases") or 0))
            interval_text = (
                f" ({low:.2f}–{high:.2f})" if low is not None and high is not None else ""
            )
            parts.append(f"{m['method']} {recall:.3f}{interval_text}")
        cases = int(select["methods"][0].get("cases") or 0)
        lines.append(
            (
                f"recall@{k}",
                ", ".join(parts) + f" — {plural(cases, 'case')}; 95 % Wilson intervals",
            )
        )
    evaluation = view.json("eval")
    if evaluation is not None:
        means = eval_means(evaluation)
        shown = []
        for name in ("tool_choice_accuracy", "sensitive_misfires", "no_tool_recall"):
            value = means.get(name)
            if name == "sensitive_misfires" and evaluation.get("sensitive_tools") == []:
                shown.append(
                    "sensitive misfires not measured (no tool is marked sensitive; how to "
                    "mark: destructiveHint, or tooldeck eval --sensitive)"
                )
                continue
            if value is not None:
                count = name == "sensitive_misfires"
                text = f"{value:.0f}" if count else f"{value:.3f}"
                if not count:
                    text += _eval_interval(evaluation, name)
                shown.append(f"{name.replace('_', ' ')} {text}")
        if shown:
            model = str(evaluation.get("model", "?"))
            if model.startswith("router:"):  # trial45 #5: not a model's choice
                shown.append("a retrieval baseline, not a language model")
            lines.append((f"eval ({model})", ", ".join(shown)))
    return lines


def _eval_interval(evaluation: Mapping[str, Any], name: str) -> str:
    """`` (0.41–0.93)``: the eval's own 95 % interval of a metric (Wilson over the cases
    for one run's tool-choice accuracy and no-tool recall, Student-t over repeated runs);
    empty when it has none."""
    interval = (evaluation.get("summary") or {}).get(name) or {}
    low, high = interval.get("low"), interval.get("high")
    if isinstance(low, int | float) and isinstance(high, int | float):
        return f" ({low:.2f}–{high:.2f})"
    return ""


def build_summary(report: Report, deck: Deck | None = None) -> Summary:
    """Rank the actions every section of ``report`` proposes (see the module docstring);
    ``deck`` (the deck the report describes) tells whether a confused pair already names
    each other."""
    from tooldeck.report.model import SkippedSection

    view = ReportView(report, deck)
    candidates: list[Action] = []
    for section in (report.inventory, *report.sections.values()):
        if not isinstance(section, SkippedSection):
            candidates.extend(section.actions(view))
    candidates = [a for a in candidates if a.value > 0 or not a.measured]
    cost = view.json("cost")
    fits = cost is not None and any(
        r["key"] == "inject_all" and r["applies"] for r in cost.get("recommendations", [])
    )

    candidates.sort(key=lambda a: (action_tier(a, fits=fits), -a.value, a.title))
    first = [a for a in candidates if action_tier(a, fits=fits) == 0]
    rest = [a for a in candidates if action_tier(a, fits=fits) != 0]
    return Summary(
        headline=tuple(_headline(view)),
        actions=(*first, *rest[: max(MAX_ACTIONS - len(first), 0)]),
        failed=report.failed,
    )


SAFETY_FAMILIES = frozenset({"safety", "poisoning"})
"""Lint families whose error-level findings rank first (tier 0)."""


def action_tier(action: Action, *, fits: bool) -> int:
    """The ranking tier of ``action`` (lower first; within a tier, larger ``value``
    first): 0 an error-level safety or poisoning lint finding; 1 a measured action (a
    token saving only when the deck does not fit, see ``fits``); 2 another error-level lint
    finding; 3 a safety warning (``lint-safety-warning``); 4 the most widespread warning
    rule; 5 a token saving when the whole deck fits (``fits``: the cost section's
    "inject all")."""
    if action.kind == "lint-error":
        return 0 if action.numbers.get("family") in SAFETY_FAMILIES else 2
    if action.kind == "lint-safety-warning":
        return 3
    if not action.measured:
        return 4
    return 5 if fits and action.unit == "tokens" else 1
