"""The report's lint section: what the linter finds in a deck, summarised.

Built with :func:`build_lint_section`. Besides its JSON and terminal tables it writes its
HTML block (a grid of tools × rule families, findings per rule, every finding with its
message), compares two lint
JSON objects (findings in all, per severity, mean score; findings added and resolved,
keyed by code, tool and JSON pointer) and proposes the summary's lint actions:

- **lint-error**: one per rule with an error-level finding on a tool, naming the tools
  and quoting the first finding; effect = share of tools with it. Those of the safety (A)
  and poisoning (T) families rank before everything else in the summary (a writing tool
  that would run without approval, a definition that briefs the model: unsafe to ship
  whatever it costs); the other errors after the measured actions.
- **lint-rule**: the most frequent warning rule; effect = share of tools with it. A
  count, not a measured effect on cost or routing, so it ranks last.
- **confusable-pair** (:func:`confusable_pair_actions`): contrast two look-alike tools in
  both descriptions (a "Contrast" line); the pairs are those X101 flags (read from
  the findings' ``tools`` and ``similarity``, never from their message) and those models
  mix up in ≥ 2 cases; effect = labelled cases routed to the other tool of the pair (the
  eval's confusion, else the top-1 of the first selection method), in % of the cases with
  expected tools. The section that measured the misrouting proposes them (eval or
  select), lint only when none did.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.display import visible
from tooldeck.lint import LintConfig, Severity, lint, summarize
from tooldeck.lint.model import FAMILIES, Finding
from tooldeck.lint.summary import LintSummary, shown_score
from tooldeck.report._routing import misrouted, pair_owner
from tooldeck.report._svg import grid_chart
from tooldeck.report.compare import NUMBER_OR_NULL, SectionDiff, compared
from tooldeck.report.html import HtmlPage, esc, heading, missing_block, plural, table
from tooldeck.report.summary import Action, ReportView, percent_of, share_text
from tooldeck.tool import Deck

__all__ = ["LintSection", "build_lint_section", "confusable_pair_actions"]

_STYLE = {Severity.error: "bold red", Severity.warning: "yellow", Severity.info: "cyan"}
MAX_HEAT_TOOLS = 40
"""Tools shown in the lint grid of the HTML page (most findings first)."""
MAX_PAIRS = 2
"""Confusable pairs the summary considers (most misrouted first)."""
MAX_FINDINGS_SHOWN = 200
"""Findings of one rule listed with their messages in the HTML page (the rest counted)."""
_SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}
_HEADING = '<h2 id="lint">Lint</h2>'


@dataclass(frozen=True, slots=True)
class LintSection:
    """Lint findings of one deck with their summary.

    Attributes:
        summary: counts per rule, tool and severity, per-tool scores, share of tools with
            findings.
        findings: every finding, in deck order.
        rule_names: code → rule name, for the rules that ran.
        worst_tools: up to 10 tool names with the lowest score, worst first.
        safety_risks: codes of the rules that ran whose warnings are a safety risk outside
            the safety and poisoning families (:attr:`tooldeck.lint.model.Rule.safety_risk`).
        fail_on: the least severity that fails ``tooldeck lint`` on this deck (the lint
            configuration's ``fail-on``; error without one): ``tooldeck report --strict``
            fails on the same findings (:meth:`failing`).
        notes: lint's run notes (``LintResult.notes``: a config pattern that states one
            hint for many of a server's tools, a reading lint could not make).
    """

    summary: LintSummary
    findings: tuple[Finding, ...]
    rule_names: dict[str, str]
    worst_tools: tuple[str, ...]
    safety_risks: tuple[str, ...] = ()
    fail_on: Severity = Severity.error
    notes: tuple[str, ...] = ()

    def failing(self) -> tuple[Finding, ...]:
        """The findings at or above :attr:`fail_on` — those that make ``tooldeck lint``
        exit 1 on the deck (error-level poisoning and safety findings included)."""
        return tuple(f for f in self.findings if f.severity.rank >= self.fail_on.rank)

    def to_json(self) -> dict[str, Any]:
        """The section as a JSON object: ``summary``, ``findings``, ``rules``,
        ``worst_tools``, ``safety_risks``, ``notes``."""
        return {
            "summary": self.summary.to_json(),
            "findings": [f.to_json() for f in self.findings],
            "rules": self.rule_names,
            "worst_tools": list(self.worst_tools),
            "safety_risks": list(self.safety_risks),
            "notes": list(self.notes),
        }

    def render(self, console: Console) -> None:
        """Print the section: a headline, findings per rule, and the worst tools with
        their findings."""
        s = self.summary
        console.rule("[bold]lint[/]")
        if not self.findings:
            console.print(Text(f"{plural(s.tools, 'tool')}, no findings", style="green"))
            return
        counts = severity_counts(s.by_severity)
        console.print(
            Text(
                f"{plural(len(self.findings), 'finding')} ({counts}); {s.tools_with_findings:,} "
                f"of {plural(s.tools, 'tool')} ({s.share_with_findings:.1%}) "
                f"{'has' if s.tools_with_findings == 1 else 'have'} at least one; mean "
                f"score {shown_score(s.mean_score)}/100"
            ),
            soft_wrap=True,
        )
        rules = Table(title="findings per rule", title_justify="left", box=None)
        rules.add_column("code", style="bold")
        rules.add_column("name")
        rules.add_column("findings", justify="right")
        for code, count in s.by_rule.items():
            rules.add_row(code, self.rule_names.get(code, ""), str(count))
        console.print(rules)
        worst = Table(title="lowest-scoring tools", title_justify="left")
        worst.add_column("tool", style="bold")
        worst.add_column("score", justify="right")
        worst.add_column("findings", overflow="fold")
        for name in self.worst_tools:
            line = Text()
            for f in (f for f in self.findings if f.tool == name):
                if line:
                    line.append(" ")
                line.append(f.code, style=_STYLE[f.severity])
            worst.add_row(Text(visible(name)), str(s.scores[name]), line)
        console.print(worst)

    # --- HTML ------------------------------------------------------------------------------
    def html(self, page: HtmlPage) -> str:
        """The headline, the grid of tools × rule families, findings per rule, the
        lowest-scoring tools, then every finding with its message, grouped by rule (errors
        first; at most :data:`MAX_FINDINGS_SHOWN` per rule, the rest counted)."""
        data = self.to_json()
        s = data["summary"]
        findings = data["findings"]
        parts = [_HEADING]
        if not s["tools"]:
            parts.append("<p>No tools in the deck: nothing to lint.</p>")
            return "\n".join(parts)
        counts = severity_counts(s["by_severity"])
        parts.append(
            f"<p>{plural(len(findings), 'finding')}"
            + (f" ({esc(counts)})" if counts else "")
            + f"; {s['tools_with_findings']:,} of {plural(s['tools'], 'tool')} "
            f"{'has' if s['tools_with_findings'] == 1 else 'have'} at least one; mean score "
            f"{shown_score(s['mean_score'])}/100.</p>"
        )
        if not findings:
            return "\n".join(parts)
        heat = _heat_map(data)
        if heat is not None:
            parts.append(page.plot(heat[0], "plot-lint", heat[1]))
        severity = {f["code"]: f["severity"] for f in findings}
        tools_per_rule: dict[str, set[str]] = {}
        for f in findings:
            tools_per_rule.setdefault(f["code"], set()).add(f.get("tool") or "(deck)")
        order = sorted(
            s["by_rule"],
            key=lambda c: (_SEVERITY_ORDER.get(severity.get(c, ""), 3), -s["by_rule"][c], c),
        )
        parts.append(heading(3, "lint-rules", "Findings per rule"))
        parts.append(
            table(
                ["code", "rule", "severity", "findings", "tools"],
                [
                    (
                        c,
                        data["rules"].get(c, ""),
                        severity.get(c, ""),
                        s["by_rule"][c],
                        len(tools_per_rule.get(c, ())),
                    )
                    for c in order
                ],
            )
        )
        if data["worst_tools"]:
            parts.append(heading(3, "lint-worst", "Lowest-scoring tools"))
            parts.append(
                table(
                    ["tool", "score", "findings"],
                    [
                        (
                            name,
                            s["scores"].get(name),
                            " ".join(f["code"] for f in findings if f.get("tool") == name),
                        )
                        for name in data["worst_tools"]
                    ],
                )
            )
        parts.append(heading(3, "lint-findings", "Findings with their messages"))
        parts.append(
            "<p>Grouped by rule, errors first; <code>tooldeck lint --explain CODE</code> "
            "says what a rule checks and how to fix it.</p>"
        )
        for code in order:
            group = [f for f in findings if f["code"] == code]
            sev = severity.get(code, "")
            parts.append(
                f'<h4 id="lint-{esc(code)}"><span class="sev-{esc(sev)}">{esc(code)}</span> '
                f"{esc(data['rules'].get(code, ''))} · {esc(sev)} · "
                f"{plural(len(group), 'finding')}</h4>"
            )
            parts.append(
                table(
                    ["tool", "pointer", "message"],
                    [
                        (f.get("tool") or "(deck)", f.get("pointer") or "/", f["message"])
                        for f in group[:MAX_FINDINGS_SHOWN]
                    ],
                    cls="findings",
                )
            )
            if len(group) > MAX_FINDINGS_SHOWN:
                parts.append(
                    f"<p>… {len(group) - MAX_FINDINGS_SHOWN:,} more {esc(code)} findings (the "
                    f"JSON report, or <code>tooldeck lint --select {esc(code)}</code>).</p>"
                )
        return "\n".join(parts)

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        """The heading and, when the section could not be computed, why."""
        return missing_block(_HEADING, "lint", reason)

    # --- comparison and actions --------------------------------------------------------
    JSON_SHAPE: ClassVar[Mapping[str, Any]] = {
        "type": "object",
        "required": ["findings", "summary"],
        "properties": {
            "findings": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["code"],
                    "properties": {
                        "code": {"type": "string"},
                        "tool": {"type": ["string", "null"]},
                        "pointer": {"type": ["string", "null"]},
                    },
                },
            },
            "summary": {
                "type": "object",
                "required": ["by_severity", "mean_score"],
                "properties": {
                    "by_severity": {"type": "object", "additionalProperties": {"type": "integer"}},
                    "mean_score": NUMBER_OR_NULL,
                },
            },
        },
    }

    @staticmethod
    def diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> SectionDiff:
        """Findings in all and per severity (more warnings or errors is worse), the mean
        score (lower is worse), findings added and resolved."""
        old_keys, new_keys = _finding_keys(old), _finding_keys(new)
        changes = []
        if old or new:
            changes += compared(
                "lint findings",
                len(old.get("findings", [])) if old else None,
                len(new.get("findings", [])) if new else None,
                higher_is_worse=True,
            )
            for severity in ("error", "warning", "info"):
                changes += compared(
                    f"lint {severity}s",
                    old.get("summary", {}).get("by_severity", {}).get(severity),
                    new.get("summary", {}).get("by_severity", {}).get(severity),
                    higher_is_worse=True if severity != "info" else None,
                )
            changes += compared(
                "lint mean score",
                old.get("summary", {}).get("mean_score"),
                new.get("summary", {}).get("mean_score"),
                higher_is_worse=False,
            )
        return SectionDiff(
            tuple(changes),
            {
                "findings_added": tuple(sorted((new_keys - old_keys).elements())),
                "findings_resolved": tuple(sorted((old_keys - new_keys).elements())),
            },
        )

    def actions(self, view: ReportView) -> list[Action]:
        """Every error-level rule, the most widespread warning rule; the confusable pairs
        when no section measured misrouting (see the module docstring)."""
        pairs = (
            confusable_pair_actions(view)
            if pair_owner(view.report, view.json("eval")) == "lint"
            else []
        )
        return [*pairs, *_lint_actions(view.json_of(self))]


def severity_counts(by_severity: Mapping[str, int]) -> str:
    """``2 errors, 1,417 warnings, 74 info`` (severities without findings left out)."""
    return ", ".join(
        f"{n:,} info" if sev == "info" else plural(n, str(sev))
        for sev, n in by_severity.items()
        if n
    )


def build_lint_section(
    deck: Deck, *, config: LintConfig | None = None, field_names: str | None = None
) -> LintSection:
    """Lint ``deck`` (default configuration unless ``config`` is given) and summarise.

    ``field_names``: the format the deck was read from (``LoadResult.format``), so that the
    messages name fields as ``tooldeck lint`` does (``destructiveHint`` for an MCP deck, the
    ``@tool`` fix for a ``py:`` one); ``None`` keeps tooldeck's own names.
    """
    result = lint(deck, config, field_names=field_names)
    summary = summarize(result)
    ranked = sorted(
        (n for n in deck.names if summary.by_tool[n]), key=lambda n: (summary.scores[n], n)
    )
    return LintSection(
        summary=summary,
        findings=result.findings,
        rule_names={r.code: r.name for r in result.rules},
        worst_tools=tuple(ranked[:10]),
        safety_risks=tuple(r.code for r in result.rules if r.safety_risk),
        fail_on=result.config.fail_on,
        notes=tuple(result.notes),
    )


def _finding_keys(lint: Mapping[str, Any]) -> Counter[str]:
    return Counter(
        f"{f['code']} {f.get('tool') or '(deck)'} {f.get('pointer') or '/'}"
        for f in lint.get("findings", [])
    )


def _heat_map(lint: Mapping[str, Any]) -> tuple[str, str] | None:
    """Findings per tool (most first, at most :data:`MAX_HEAT_TOOLS`) and rule family, as
    an SVG grid, and its title."""
    per_tool: dict[str, Counter[str]] = {}
    for f in lint["findings"]:
        tool = f.get("tool") or "(deck)"
        per_tool.setdefault(tool, Counter())[FAMILIES.get(f["code"][:1], f["code"][:1])] += 1
    if not per_tool:
        return None
    tools = sorted(per_tool, key=lambda t: (-sum(per_tool[t].values()), t))[:MAX_HEAT_TOOLS]
    families = [f for f in FAMILIES.values() if any(per_tool[t][f] for t in tools)]
    z = [[per_tool[t][f] for f in families] for t in tools]
    svg = grid_chart(
        [visible(t) for t in tools], families, z, label="lint findings per tool and rule family"
    )
    shown = f"{len(tools)} of {len(per_tool):,}" if len(tools) < len(per_tool) else "all"
    return svg, f"Lint findings per tool and rule family ({shown} tools with findings, most first)"


SAFETY_FAMILIES = frozenset({"safety", "poisoning"})
"""Rule families whose error-level findings the summary lists first (A: a writing tool
that would run without approval; T: a definition that briefs the model)."""
MAX_TOOLS_NAMED = 3
"""Tools a lint-error action names (the rest counted)."""


def _reasons(by_tool: Mapping[str, str]) -> str:
    """The reason an action quotes for its tools (tool name → lint's message, in lint's
    order): the one message when every tool has the same; each named tool's own, as
    ``tool: message``, when the action names them all (:data:`MAX_TOOLS_NAMED` or fewer);
    else that the reasons differ, with the first tool's as an example. Before session 46
    the first tool's message stood for every tool (trial46 #11: "saves a file at …
    'local_path'" for kubectl_context too, whose reason was its ``operation`` enum)."""
    distinct = list(dict.fromkeys(by_tool.values()))
    if len(distinct) == 1:
        return distinct[0]
    if len(by_tool) <= MAX_TOOLS_NAMED:
        return "; ".join(f"{tool}: {message}" for tool, message in by_tool.items())
    tool, message = next(iter(by_tool.items()))
    return f"reasons differ by tool (e.g. {tool}: {message})"


def _named(tools: Sequence[str]) -> str:
    shown = ", ".join(tools[:MAX_TOOLS_NAMED])
    more = len(tools) - MAX_TOOLS_NAMED
    return shown + (f" and {more:,} more" if more > 0 else "")


_ASKED = re.compile(r"are asked to state \S+ [^(]+ \(([A-Z][0-9]{3}(?:, [A-Z][0-9]{3})*)\)")


def _pattern_notes(notes: Iterable[str]) -> dict[str, list[str]]:
    """Rule code → lint's notes that one config pattern states the hint that rule asks of
    many tools of a server (:meth:`tooldeck.lint.engine._Run.pattern_notes`: "server 'sympy':
    42 of its 171 tools are asked to state readOnlyHint true (A105); … {"*": …}"), so the
    report's action offers the one entry, not one tool's snippet (trial38b LOW-2)."""
    found: dict[str, list[str]] = {}
    for note in notes:
        match = _ASKED.search(str(note))
        if match is not None:
            for code in match.group(1).split(", "):
                found.setdefault(code, []).append(str(note))
    return found


def _lint_actions(lint: Mapping[str, Any]) -> list[Action]:
    """One **lint-error** action per rule with an error-level finding on a tool (its tools
    named, the first finding's message quoted), one **lint-safety-warning** action per
    warning rule of the safety and poisoning families or marked a safety risk (the
    section's ``safety_risks``: S120; same form), then the **lint-rule** action of the
    most widespread other warning rule."""
    summary = lint["summary"]
    tools = int(summary["tools"])
    names = lint.get("rules", {})
    safety_risks = set(lint.get("safety_risks", ()))
    per_rule: dict[tuple[str, str], list[str]] = {}
    # each tool's first message of that severity: an error quotes an error
    messages: dict[tuple[str, str], dict[str, str]] = {}
    for finding in lint.get("findings", []):
        tool = finding.get("tool")
        if finding["severity"] in ("error", "warning") and tool:
            listed = per_rule.setdefault((finding["severity"], finding["code"]), [])
            if tool not in listed:
                listed.append(tool)
            key = (finding["severity"], finding["code"])
            messages.setdefault(key, {}).setdefault(tool, str(finding.get("message", "")))
    patterns = _pattern_notes(lint.get("notes", ()))
    actions = []
    for (severity, code), with_rule in sorted(per_rule.items(), key=lambda kv: kv[0][1]):
        family = FAMILIES.get(code[:1], code[:1])
        at_once = patterns.get(code, [])
        safety_warning = severity == "warning" and (
            family in SAFETY_FAMILIES or code in safety_risks
        )
        if severity != "error" and not safety_warning:
            continue
        n = len(with_rule)
        actions.append(
            Action(
                kind="lint-error" if severity == "error" else "lint-safety-warning",
                title=f"fix {' '.join(filter(None, (code, names.get(code))))}: "
                f"{_named(with_rule)}",
                effect=(
                    f"{n} of {plural(tools, 'tool')} ({share_text(percent_of(n, tools))}), "
                    f"{'an' if severity == 'error' else 'a'} {severity}-level {family} "
                    f"finding: {_reasons(messages[severity, code])} "
                    f"(see `tooldeck lint --select {code}`)"
                    + "".join(f"; for many tools at once, {note}" for note in at_once)
                ),
                unit="tools",
                value=percent_of(n, tools),
                measured=False,
                source=(f"lint.summary.by_rule.{code}",),
                numbers={"code": code, "family": family, "severity": severity, "tools": n,
                         "names": list(with_rule), "pattern_notes": at_once},
            )
        )  # fmt: skip
    proposed = {a.numbers["code"] for a in actions}
    warnings = {
        code: t
        for (severity, code), t in per_rule.items()
        if severity == "warning" and code not in proposed
    }
    if warnings:
        code = max(warnings, key=lambda c: (len(warnings[c]), c))
        n = len(warnings[code])
        actions.append(
            Action(
                kind="lint-rule",
                title=f"fix {code} {names.get(code, '')} (see `tooldeck lint --select {code}`)",
                effect=(
                    f"{n} of {plural(tools, 'tool')} ({share_text(percent_of(n, tools))}) "
                    f"{'has' if n == 1 else 'have'} it"
                ),
                unit="tools",
                value=percent_of(n, tools),
                measured=False,
                source=(f"lint.summary.by_rule.{code}",),
                numbers={"code": code, "tools": n},
            )
        )
    return actions


def _flagged_pairs(section: object) -> dict[frozenset[str], float]:
    """Look-alike pairs X101 flags in a lint section → their similarity, rounded as the
    finding's message shows it (none when ``section`` is not a computed lint section)."""
    flagged: dict[frozenset[str], float] = {}
    findings = section.findings if isinstance(section, LintSection) else ()
    for finding in findings:
        if finding.code == "X101" and len(finding.tools) == 2 and finding.similarity is not None:
            flagged[frozenset(finding.tools)] = float(f"{finding.similarity:.2f}")
    return flagged


def confusable_pair_actions(view: ReportView) -> list[Action]:
    """The :data:`MAX_PAIRS` confusable pairs most worth contrasting (see the module
    docstring); the caller decides whether it proposes them (:func:`pair_owner`)."""
    flagged = _flagged_pairs(view.report.sections.get("lint"))
    mixed, scored, where = misrouted(view.report, view.json("eval"))
    per_pair: Counter[frozenset[str]] = Counter()
    for (expected, chosen), n in mixed.items():
        if chosen and expected != chosen:
            per_pair[frozenset((expected, chosen))] += n
    candidates = set(flagged) | {p for p, n in per_pair.items() if n >= 2}
    deck = view.deck
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
            effect = f"{why}; {n} of {plural(scored, 'case')} routed to the other ({where})"
            source.append(where.split(" ")[0])
            measured = True
            value = percent_of(n, scored)
        else:
            effect = f"{why}; misrouting not measured — give --cases"
            measured = False
            value = percent_of(2, max(len(view.report.inventory.rows), 1))
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
    return actions[:MAX_PAIRS]
