"""Summary of a lint run: findings per rule and per tool, a per-tool score, and the share
of tools with at least one finding (comparable to the 97.1 % of arXiv 2602.14878, which
used an LLM judge on 856 MCP tools; tooldeck's rules are deterministic, so the two shares
measure related but different things)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from tooldeck.lint.engine import LintResult
from tooldeck.lint.model import Severity

__all__ = ["SCORE_WEIGHTS", "LintSummary", "shown_score", "summarize"]

SCORE_WEIGHTS: dict[Severity, int] = {Severity.error: 10, Severity.warning: 3, Severity.info: 1}
"""Points a finding takes off a tool's score of 100 (floored at 0)."""


@dataclass(frozen=True, slots=True)
class LintSummary:
    """Counts of one lint run.

    Attributes:
        tools: tools in the deck.
        tools_with_findings: tools with at least one finding.
        share_with_findings: ``tools_with_findings / tools`` (0–1; 0 for an empty deck).
        by_severity: severity → findings.
        by_rule: code → findings, most frequent first.
        by_tool: tool → findings, in deck order (tools without findings included).
        scores: tool → score (100 minus :data:`SCORE_WEIGHTS` per finding, at least 0).
        deck_findings: findings about the whole deck (no tool).
    """

    tools: int
    tools_with_findings: int
    share_with_findings: float
    by_severity: dict[str, int]
    by_rule: dict[str, int]
    by_tool: dict[str, int]
    scores: dict[str, int]
    deck_findings: int

    @property
    def mean_score(self) -> float:
        """Mean per-tool score (100 for an empty deck, where it means nothing: check
        ``tools == 0`` and say that the deck has no tools instead)."""
        return sum(self.scores.values()) / len(self.scores) if self.scores else 100.0

    def to_json(self) -> dict[str, Any]:
        """The summary as a JSON object."""
        return {
            "tools": self.tools,
            "tools_with_findings": self.tools_with_findings,
            "share_with_findings": round(self.share_with_findings, 4),
            "mean_score": round(self.mean_score, 1),
            "by_severity": self.by_severity,
            "by_rule": self.by_rule,
            "by_tool": self.by_tool,
            "scores": self.scores,
            "deck_findings": self.deck_findings,
        }


def summarize(result: LintResult) -> LintSummary:
    """Count ``result``'s findings per rule, per tool and per severity."""
    names = result.deck.names
    per_tool: Counter[str] = Counter()
    penalty: Counter[str] = Counter()
    for f in result.findings:
        if f.tool is not None:
            per_tool[f.tool] += 1
            penalty[f.tool] += SCORE_WEIGHTS[f.severity]
    with_findings = sum(1 for n in names if per_tool[n])
    return LintSummary(
        tools=len(names),
        tools_with_findings=with_findings,
        share_with_findings=with_findings / len(names) if names else 0.0,
        by_severity={
            s.value: sum(1 for f in result.findings if f.severity is s)
            for s in (Severity.error, Severity.warning, Severity.info)
        },
        by_rule=dict(Counter(f.code for f in result.findings).most_common()),
        by_tool={n: per_tool[n] for n in names},
        scores={n: max(0, 100 - penalty[n]) for n in names},
        deck_findings=sum(1 for f in result.findings if f.tool is None),
    )


def shown_score(score: float) -> str:
    """A mean score as every view shows it: rounded to one decimal as the JSON stores it
    (:meth:`LintSummary.to_json`), then to a whole number, so the terminal, the HTML and a
    report read from JSON say the same figure (81.46 was "81" in the lint section and
    "82" in the summary, read back from 81.5; a fresh user, session 22)."""
    return f"{round(score, 1):.0f}"
