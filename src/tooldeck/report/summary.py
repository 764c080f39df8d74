"""The report's summary: the few actions worth doing first, each with its measured effect.

Every action is derived from the sections' JSON (``to_json()``) and names where its
numbers come from (``source``: a path into the report JSON), so a reader can check it
against the section below. Candidate actions:

- **prefilter** (cost + select): send the top k of the best selection method instead of
  the whole deck; effect = mean tokens per request saved, in % of the deck, at the
  measured recall@k (the method and k saving most among those with recall@k ≥ 0.95; seed
  003 §4 measured BM25 top-8 recall 0.975 on 68 tools). When no method reaches 0.95 the
  action is **prefilter-blocked** instead: make the tools findable first; effect = share of
  requests the best prefilter would lose. Without cases the effect comes from the cost
  section's sweep and the recall is stated as unmeasured. Proposed only when the cost
  section's decision table (seed 003 §6) does not say "inject all".
- **confusable pair** (lint X101 + eval/select): contrast two look-alike tools in both
  descriptions (seed 002's "Contrast" line); effect = labelled cases routed to the other
  tool of the pair (eval's confusions when an eval section exists, else the top-1 of the
  first selection method), in % of the cases with expected tools. Pairs that models mix
  up although the linter did not flag them are proposed too.
- **outlier schema** (cost): a tool whose declaration is ≥ 3× the median tool; effect =
  tokens above the median, in % of the deck.
- **parameters / descriptions** (cost variants): the cost section's remedies that its
  decision table recommends (``required_only``, ``trim_descriptions``); effect = tokens
  saved in % of the deck.
- **sensitive misfire** (eval): the eval's sensitive tools (seed 002: ``approve_refund``)
  called when they should not be; effect = those cases in % of all cases.
- **lint rule** (lint): the most frequent warning or error rule; effect = share of tools
  with it. This is a count, not a measured effect on cost or routing, so such actions rank
  after every measured one.

Ranking: measured actions first, by effect in % (tokens as % of the deck, cases as % of
the labelled cases); then lint-only actions by share of tools. When the whole deck fits
(the cost section's decision table says "inject all": ≤ 20 % of the window, seed 003 §6),
token savings are not urgent and rank after the measured routing problems. At most five
are kept.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

if TYPE_CHECKING:
    from tooldeck.report.model import Report
    from tooldeck.tool import Deck

__all__ = ["Action", "Summary", "confusions", "summarize"]

MAX_ACTIONS = 5
RECALL_TARGET = 0.95
"""Recall@k a prefilter must reach to be proposed without reservation."""
OUTLIER_FACTOR = 3.0
"""A tool at least this many times the median tool's tokens is an outlier schema."""

_PAIR = re.compile(r"'(?P<a>[^']+)' and '(?P<b>[^']+)' look alike \(similarity (?P<s>[0-9.]+)\)")


@dataclass(frozen=True, slots=True)
class Action:
    """One recommended action.

    Attributes:
        kind: ``prefilter``, ``confusable-pair``, ``outlier-schema``, ``required-only``,
            ``trim-descriptions``, ``lint-rule``.
        title: what to do (plain text; tool names are user text).
        effect: the measured effect in words, with its numbers.
        unit: what ``value`` is a share of: ``tokens`` (deck tokens), ``cases`` (cases with
            expected tools) or ``tools`` (deck tools).
        value: the effect in % of that unit (the ranking key).
        measured: False for lint-only counts (ranked after every measured action).
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
        actions: at most :data:`MAX_ACTIONS`, best first.
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
            grid.add_row(label, Text(value))
        console.print(grid)
        if not self.actions:
            console.print(Text("no action stands out: nothing measured exceeds its threshold"))
        table = Table(title="do first", title_justify="left", show_lines=False)
        table.add_column("#", justify="right")
        table.add_column("action", overflow="fold")
        table.add_column("measured effect (and where its numbers are)", overflow="fold")
        for i, action in enumerate(self.actions, 1):
            effect = Text(action.effect)
            if not action.measured:
                effect.append(" (a count, not a measured effect)", style="dim")
            effect.append("\n← " + ", ".join(action.source), style="dim")
            table.add_row(str(i), Text(action.title, style="bold"), effect)
        if self.actions:
            console.print(table)
        for name, why in self.failed.items():
            console.print(Text(f"{name}: could not compute — {why}", style="yellow"))


# --- reading the sections ----------------------------------------------------------------


_JSON_CACHE: dict[int, tuple[Any, dict[str, Any]]] = {}


def _section(report: Report, name: str) -> dict[str, Any] | None:
    """The section's JSON (None when absent or not computed); each section object is
    serialised once per summary (the last few are remembered by identity)."""
    from tooldeck.report.model import SkippedSection

    section = report.sections.get(name)
    if section is None or isinstance(section, SkippedSection):
        return None
    cached = _JSON_CACHE.get(id(section))
    if cached is not None and cached[0] is section:
        return cached[1]
    data = section.to_json()
    if len(_JSON_CACHE) > 16:
        _JSON_CACHE.clear()
    _JSON_CACHE[id(section)] = (section, data)
    return data


def _pct(part: float, whole: float) -> float:
    return 100.0 * part / whole if whole else 0.0


def _share(percent: float) -> str:
    """A percentage for a sentence: whole numbers, one decimal near 0 and 100."""
    if 0 < abs(percent) < 1 or 99 < abs(percent) < 100:
        return f"{percent:.1f} %"
    return f"{percent:.0f} %"


def confusions(report: Report) -> tuple[dict[tuple[str, str], int], int, str | None]:
    """Cases routed to the wrong tool: ``((expected, chosen) → count, cases scored, where)``.

    From the eval section when present (its ``confusion``: ``{expected: {chosen: n}}``, or
    ``{"labels": [...], "matrix": [[...]]}`` with rows = expected); else from the first
    selection method's top-1 per case. Only single-tool labels form pairs (``(none)`` and
    ``a+b`` labels are counted in the total but never paired). ``where`` names the source
    (None when neither exists).
    """
    data = _section(report, "eval")
    if data is not None:
        counts = _eval_confusions(data)
        if counts is not None:
            pairs, scored = counts
            return pairs, scored, "eval.confusion"
    select = report.sections.get("select")
    evaluations = getattr(select, "evaluations", None)
    if evaluations:
        first = evaluations[0]
        pairs_: Counter[tuple[str, str]] = Counter()
        for case in getattr(first, "per_case", ()):
            if case.top and case.top[0] not in case.expected:
                for expected in case.expected:
                    pairs_[(expected, case.top[0])] += 1
        return dict(pairs_), int(first.cases), f"select.methods[{first.method}] top-1"
    return {}, 0, None


def _single(label: str) -> bool:
    """A confusion label naming one tool (not ``(none)``, not ``a+b``)."""
    return label != "(none)" and "+" not in label


def _eval_confusions(data: Mapping[str, Any]) -> tuple[dict[tuple[str, str], int], int] | None:
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


def _names(names: list[str], limit: int = 3) -> str:
    """``a, b, c`` or ``the 36 sensitive tools (a, b, c, …)``."""
    if len(names) <= limit:
        return ", ".join(names)
    return f"the {len(names)} sensitive tools ({', '.join(names[:limit])}, …)"


def _sensitive(report: Report) -> Action | None:
    evaluation = _section(report, "eval")
    if evaluation is None:
        return None
    means = eval_means(evaluation)
    misfires, cases = means.get("sensitive_misfires"), means.get("cases")
    tools = [str(t) for t in evaluation.get("sensitive_tools", [])]
    if not misfires or not cases or not tools:
        return None
    return Action(
        kind="sensitive-misfire",
        title=(
            f"guard {_names(tools)}: state prerequisites and when not to use "
            f"{'it' if len(tools) == 1 else 'them'}, and confirm before running"
        ),
        effect=(
            f"{misfires:.0f} of {cases:.0f} cases called a sensitive tool when no tool or "
            f"another one was expected ({evaluation.get('model', '?')})"
        ),
        unit="cases",
        value=_pct(misfires, cases),
        measured=True,
        source=("eval.summary.sensitive_misfires",),
        numbers={"misfires": misfires, "cases": cases, "tools": tools},
    )


def _prefilter(report: Report, cost: dict[str, Any]) -> Action | None:
    applies = {r["key"]: r["applies"] for r in cost.get("recommendations", [])}
    if applies.get("inject_all"):
        return None
    full = float(cost["tokens"])
    tools = int(cost["tools_count"])
    select = _section(report, "select")
    best: tuple[float, float, str, int, float] | None = None  # saved %, recall, method, k, tok
    if select is not None:
        for method in select.get("methods", []):
            per_request = method.get("tokens_per_request") or {}
            for k_text, recall in method.get("recall_all", {}).items():
                k = int(k_text)
                if k >= tools or k_text not in per_request:
                    continue
                tokens = float(per_request[k_text])
                saved = _pct(full - tokens, full)
                candidate = (saved, float(recall), str(method["method"]), k, tokens)
                if best is None:
                    best = candidate
                    continue
                ok_new, ok_old = recall >= RECALL_TARGET, best[1] >= RECALL_TARGET
                if (ok_new, saved if ok_new else recall) > (ok_old, best[0] if ok_old else best[1]):
                    best = candidate
    if best is not None:
        saved, recall, method, k, tokens = best
        source = (
            f"select.methods[{method}].recall_all.{k}",
            f"select.methods[{method}].tokens_per_request.{k}",
            "cost.tokens",
        )
        numbers = {
            "method": method,
            "k": k,
            "recall": recall,
            "full_tokens": full,
            "top_k_tokens": tokens,
        }
        if recall < RECALL_TARGET:
            lost = 1.0 - recall
            return Action(
                kind="prefilter-blocked",
                title=(
                    "make the tools findable before prefiltering: rewrite descriptions in "
                    "the users' words (the missed requests are listed under select)"
                ),
                effect=(
                    f"best prefilter ({method} top {k}) would save {_share(saved)} of the "
                    f"tokens but drop the right tool in {_share(100 * lost)} of requests "
                    f"(recall@{k} {recall:.2f} < {RECALL_TARGET})"
                ),
                unit="cases",
                value=100.0 * lost,
                measured=True,
                source=source,
                numbers=numbers,
            )
        return Action(
            kind="prefilter",
            title=f"prefilter: send the top {k} of {method} instead of all {tools} tools",
            effect=(
                f"−{_share(saved)} tokens per request ({full:,.0f} → {tokens:,.0f}) at "
                f"recall@{k} {recall:.2f}"
            ),
            unit="tokens",
            value=saved,
            measured=True,
            source=source,
            numbers=numbers,
        )
    for rec in cost.get("recommendations", []):
        if rec["key"].startswith("prefilter") and rec["applies"]:
            numbers = rec.get("numbers", {})
            k = int(numbers.get("top_k", cost["k"]))
            tokens = float(numbers.get("typical_top_k_tokens") or 0.0)
            saved = _pct(full - tokens, full)
            return Action(
                kind="prefilter",
                title=f"prefilter: send about {k} of {tools} tools per request",
                effect=(
                    f"−{_share(saved)} tokens per request ({full:,.0f} → {tokens:,.0f}); "
                    "recall not measured — give --cases"
                ),
                unit="tokens",
                value=saved,
                measured=True,
                source=(f"cost.recommendations[{rec['key']}]", "cost.tokens"),
                numbers={"k": k, "full_tokens": full, "top_k_tokens": tokens},
            )
    return None


def _pairs(report: Report, lint: dict[str, Any] | None, deck: Deck | None) -> list[Action]:
    flagged: dict[frozenset[str], float] = {}
    for finding in (lint or {}).get("findings", []):
        if finding.get("code") == "X101":
            match = _PAIR.search(finding.get("message", ""))
            if match:
                flagged[frozenset((match["a"], match["b"]))] = float(match["s"])
    mixed, scored, where = confusions(report)
    per_pair: Counter[frozenset[str]] = Counter()
    for (expected, chosen), n in mixed.items():
        if chosen and expected != chosen:
            per_pair[frozenset((expected, chosen))] += n
    candidates = set(flagged) | {p for p, n in per_pair.items() if n >= 2}
    names = set(deck.names) if deck is not None else set()
    actions = []
    for pair in candidates:
        a, b = sorted(pair)
        n = per_pair.get(pair, 0)
        named = (
            deck is not None
            and a in names
            and b in names
            and b in deck[a].description
            and a in deck[b].description
        )
        title = (
            f"sharpen the contrast between {a} and {b} (they already name each other)"
            if named
            else f"cross-reference {a} ↔ {b} in both descriptions"
        )
        similarity = flagged.get(pair)
        why = f"confusable pair (similarity {similarity:.2f})" if similarity else "mixed up"
        source = ["lint.findings[X101]"] if similarity else []
        if where is not None:
            effect = f"{why}; {n} of {scored} cases routed to the other ({where})"
            source.append(where.split(" ")[0])
            measured = True
            value = _pct(n, scored)
        else:
            effect = f"{why}; misrouting not measured — give --cases"
            measured = False
            value = _pct(2, max(len(report.inventory.rows), 1))
        actions.append(
            Action(
                kind="confusable-pair",
                title=title,
                effect=effect,
                unit="cases" if where is not None else "tools",
                value=value,
                measured=measured,
                source=tuple(source),
                numbers={
                    "tools": [a, b],
                    "similarity": similarity,
                    "misrouted": n,
                    "cases": scored,
                },
            )
        )
    actions.sort(key=lambda x: (-x.value, -(x.numbers["similarity"] or 0), x.title))
    return actions


def _outliers(cost: dict[str, Any]) -> list[Action]:
    tools = cost.get("tools", [])
    if len(tools) < 4:
        return []
    median = statistics.median(t["tokens"] for t in tools)
    total = float(cost["tokens"])
    actions = []
    for t in sorted(tools, key=lambda t: -t["tokens"])[:2]:
        if median <= 0 or t["tokens"] < OUTLIER_FACTOR * median:
            break
        excess = t["tokens"] - median
        params = t["fields"]["parameters"]["tokens"]
        actions.append(
            Action(
                kind="outlier-schema",
                title=f"reduce {t['name']}'s schema",
                effect=(
                    f"−{excess:,.0f} tokens ({_pct(excess, total):.1f} % of the deck) if brought "
                    f"to the median tool ({median:,.0f}); it is {t['tokens']:,} tokens, "
                    f"{params:,} of them parameters"
                ),
                unit="tokens",
                value=_pct(excess, total),
                measured=True,
                source=(f"cost.tools[{t['name']}]", "cost.per_tool.median"),
                numbers={"tool": t["name"], "tokens": t["tokens"], "median": median},
            )
        )
    return actions


def _variants(cost: dict[str, Any]) -> list[Action]:
    applies = {r["key"]: r["applies"] for r in cost.get("recommendations", [])}
    titles = {
        "required_only": (
            "required-only",
            "drop optional parameters that carry no meaning (keep enums, units, ranges)",
        ),
        "trim_descriptions": ("trim-descriptions", "shorten descriptions"),
    }
    actions = []
    for variant in cost.get("variants", []):
        key = variant["key"]
        if key in titles and applies.get(key) and variant["saved_tokens"] > 0:
            kind, title = titles[key]
            actions.append(
                Action(
                    kind=kind,
                    title=title,
                    effect=(
                        f"−{variant['saved_tokens']:,} tokens ({variant['saved_percent']:.1f} % of "
                        f"the deck): {variant['label']}"
                    ),
                    unit="tokens",
                    value=float(variant["saved_percent"]),
                    measured=True,
                    source=(f"cost.variants[{key}]",),
                    numbers={"saved_tokens": variant["saved_tokens"]},
                )
            )
    return actions


def _lint_rule(lint: dict[str, Any]) -> Action | None:
    summary = lint["summary"]
    tools = int(summary["tools"])
    per_rule: dict[str, set[str]] = {}
    severities: dict[str, str] = {}
    for finding in lint.get("findings", []):
        if finding["severity"] in ("error", "warning") and finding.get("tool"):
            per_rule.setdefault(finding["code"], set()).add(finding["tool"])
            severities[finding["code"]] = finding["severity"]
    if not per_rule:
        return None
    code = max(per_rule, key=lambda c: (severities[c] == "error", len(per_rule[c]), c))
    n = len(per_rule[code])
    name = lint.get("rules", {}).get(code, "")
    return Action(
        kind="lint-rule",
        title=f"fix {code} {name} (see `tooldeck lint --select {code}`)",
        effect=f"{n} of {tools} tools ({_share(_pct(n, tools))}) have it",
        unit="tools",
        value=_pct(n, tools),
        measured=False,
        source=(f"lint.summary.by_rule.{code}",),
        numbers={"code": code, "tools": n},
    )


def _headline(report: Report) -> list[tuple[str, str]]:
    lines = [("tools", f"{report.inventory.tools}")]
    cost = _section(report, "cost")
    if cost is not None:
        occupancy = {o["window"]: o for o in cost.get("occupancy", [])}
        window = cost.get("decision_window")
        share = occupancy.get(window, {}).get("full_percent")
        text = f"{cost['tokens']:,} ({cost['tokenizer']}, {cost['format']})"
        if share is not None:
            text += f", {share:.1f} % of a {window:,}-token window"
        if share is not None and share > 100 and occupancy:
            largest = max(occupancy)
            text += f" ({occupancy[largest]['full_percent']:.1f} % of {largest:,})"
        lines.append(("tokens", text))
    lint = _section(report, "lint")
    if lint is not None:
        s = lint["summary"]
        lines.append(
            (
                "lint",
                f"{len(lint['findings'])} findings in {s['tools_with_findings']} of "
                f"{s['tools']} tools, mean score {s['mean_score']:.0f}/100"
                if s["tools"]
                else "no tools in the deck: nothing to lint",
            )
        )
    select = _section(report, "select")
    if select is not None and select.get("methods"):
        k = 8 if 8 in select["ks"] else max(select["ks"])
        parts = [f"{m['method']} {m['recall_all'][str(k)]:.3f}" for m in select["methods"]]
        lines.append((f"recall@{k}", ", ".join(parts)))
    evaluation = _section(report, "eval")
    if evaluation is not None:
        means = eval_means(evaluation)
        shown = []
        for name in ("tool_choice_accuracy", "sensitive_misfires", "no_tool_recall"):
            value = means.get(name)
            if value is not None:
                count = name == "sensitive_misfires"
                text = f"{value:.0f}" if count else f"{value:.3f}"
                shown.append(f"{name.replace('_', ' ')} {text}")
        if shown:
            lines.append((f"eval ({evaluation.get('model', '?')})", ", ".join(shown)))
    return lines


def summarize(report: Report, deck: Deck | None = None) -> Summary:
    """Rank the actions for ``report`` (see the module docstring for the rules); ``deck``
    (the deck the report describes) tells whether a confused pair already names each
    other."""
    candidates: list[Action] = []
    cost = _section(report, "cost")
    lint = _section(report, "lint")
    if cost is not None:
        prefilter = _prefilter(report, cost)
        if prefilter is not None:
            candidates.append(prefilter)
        candidates.extend(_outliers(cost))
        candidates.extend(_variants(cost))
    sensitive = _sensitive(report)
    if sensitive is not None:
        candidates.append(sensitive)
    pairs = _pairs(report, lint, deck)
    candidates.extend(pairs[:2])
    if lint is not None:
        rule = _lint_rule(lint)
        if rule is not None:
            candidates.append(rule)
    candidates = [a for a in candidates if a.value > 0 or not a.measured]
    fits = cost is not None and any(
        r["key"] == "inject_all" and r["applies"] for r in cost.get("recommendations", [])
    )

    def tier(action: Action) -> int:
        if not action.measured:
            return 2
        return 1 if fits and action.unit == "tokens" else 0

    candidates.sort(key=lambda a: (tier(a), -a.value, a.title))
    return Summary(
        headline=tuple(_headline(report)),
        actions=tuple(candidates[:MAX_ACTIONS]),
        failed=report.failed,
    )
