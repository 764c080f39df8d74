"""The report's lint section: what the linter finds in a deck, summarised.

Built with :func:`build_lint_section`; the lead wires it into ``tooldeck report``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.lint import LintConfig, Severity, lint, summarize
from tooldeck.lint.model import Finding
from tooldeck.lint.summary import LintSummary
from tooldeck.tool import Deck

__all__ = ["LintSection", "build_lint_section"]

_STYLE = {Severity.error: "bold red", Severity.warning: "yellow", Severity.info: "cyan"}


@dataclass(frozen=True, slots=True)
class LintSection:
    """Lint findings of one deck with their summary.

    Attributes:
        summary: counts per rule, tool and severity, per-tool scores, share of tools with
            findings.
        findings: every finding, in deck order.
        rule_names: code → rule name, for the rules that ran.
        worst_tools: up to 10 tool names with the lowest score, worst first.
    """

    summary: LintSummary
    findings: tuple[Finding, ...]
    rule_names: dict[str, str]
    worst_tools: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """The section as a JSON object: ``summary``, ``findings``, ``rules``,
        ``worst_tools``."""
        return {
            "summary": self.summary.to_json(),
            "findings": [f.to_json() for f in self.findings],
            "rules": self.rule_names,
            "worst_tools": list(self.worst_tools),
        }

    def render(self, console: Console) -> None:
        """Print the section: a headline, findings per rule, and the worst tools with
        their findings."""
        s = self.summary
        console.rule("[bold]lint[/]")
        if not self.findings:
            console.print(Text(f"{s.tools} tools, no findings", style="green"))
            return
        counts = ", ".join(f"{n} {sev}" for sev, n in s.by_severity.items() if n)
        console.print(
            Text(
                f"{len(self.findings)} findings ({counts}); {s.tools_with_findings} of "
                f"{s.tools} tools ({s.share_with_findings:.1%}) have at least one; mean "
                f"score {s.mean_score:.0f}/100"
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
            worst.add_row(Text(name), str(s.scores[name]), line)
        console.print(worst)


def build_lint_section(deck: Deck, *, config: LintConfig | None = None) -> LintSection:
    """Lint ``deck`` (default configuration unless ``config`` is given) and summarise."""
    result = lint(deck, config)
    summary = summarize(result)
    ranked = sorted(
        (n for n in deck.names if summary.by_tool[n]), key=lambda n: (summary.scores[n], n)
    )
    return LintSection(
        summary=summary,
        findings=result.findings,
        rule_names={r.code: r.name for r in result.rules},
        worst_tools=tuple(ranked[:10]),
    )
