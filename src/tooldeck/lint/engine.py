"""Run the selected rules over a deck and collect findings.

Every check runs inside its own ``try``: a rule that raises on a strange schema yields
an ``E001`` internal-error finding naming the rule and the tool, and the other rules go
on.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from tooldeck.lint.config import LintConfig
from tooldeck.lint.context import LintContext
from tooldeck.lint.model import Finding, Rule, RuleHit, Severity
from tooldeck.lint.pointers import to_user
from tooldeck.lint.registry import get_rule
from tooldeck.lint.similarity import Similarity
from tooldeck.lint.tokens import TokenCounter, default_counter
from tooldeck.tool import Deck

__all__ = ["LintResult", "lint"]


@dataclass(frozen=True, slots=True)
class LintResult:
    """The findings of one lint run.

    Attributes:
        deck: the deck that was linted.
        findings: every finding, ordered by deck order of the tool, then code, then pointer
            (deck-wide findings first).
        rules: the rules that ran.
        config: the configuration used.
        seconds_by_family: wall time per rule family (seconds), for benchmarks; the
            look-alike search shared by X101 and D106 is counted apart as
            ``"similarity"``.
        notes: what the run could not do as configured, one line each (the look-alike
            search skipped on a deck over ``similarity-max-tools``, or done by word
            overlap because the embedding model is not installed).
    """

    deck: Deck
    findings: tuple[Finding, ...]
    rules: tuple[Rule, ...]
    config: LintConfig
    seconds_by_family: dict[str, float] = field(default_factory=dict)
    notes: tuple[str, ...] = ()

    def failed(self, fail_on: Severity | None = None) -> bool:
        """Whether any finding is at or above ``fail_on`` (default: the config's)."""
        level = (fail_on or self.config.fail_on).rank
        return any(f.severity.rank >= level for f in self.findings)


def _internal_error(rule: Rule, tool: str | None, exc: BaseException) -> Finding:
    internal = get_rule("E001")
    assert internal is not None
    return Finding(
        code=internal.code,
        name=internal.name,
        severity=internal.severity,
        tool=tool,
        pointer="",
        message=f"rule {rule.code} ({rule.name}) crashed: {type(exc).__name__}: {exc}; "
        "the other rules ran — please report this declaration",
    )


def lint(
    deck: Deck,
    config: LintConfig | None = None,
    *,
    similarity: Similarity | None = None,
    token_counter: TokenCounter | None = None,
    field_names: str | None = None,
) -> LintResult:
    """Lint ``deck``.

    Args:
        deck: the tools.
        config: which rules, severities, suppressions and thresholds (default: every
            default rule with its default severity).
        similarity: look-alike finder for X101/D106 (default
            :class:`~tooldeck.lint.similarity.MeaningSimilarity`, or
            :class:`~tooldeck.lint.similarity.BM25Similarity` with a note when the
            embedding model is not installed).
        token_counter: D111's counter (default: the cost stage's tokenizer when installed,
            else characters/4).
        field_names: the format the deck was read from (``LoadResult.format``: ``"mcp"``,
            ``"openai"``, …): pointers then use that file's field names
            (``/inputSchema``, ``/annotations/readOnlyHint``, ``/function/parameters``);
            None keeps tooldeck's (``/input_schema``, ``/annotations/read_only_hint``).

    Returns:
        The findings. A crashing rule gives an ``E001`` finding instead of an exception.

    Raises:
        ToolDeckError: the ``tokenizer`` option names a tokenizer the cost stage does not
            know.
    """
    config = config or LintConfig()
    rules = config.selected_rules()
    if token_counter is None and config.options.tokenizer is not None:
        token_counter = default_counter(config.options.tokenizer)  # a bad name fails here
    ctx = LintContext(
        deck, options=config.options, similarity=similarity, token_counter=token_counter
    )
    order = {name: i for i, name in enumerate(deck.names)}
    found: list[Finding] = []
    timing: dict[str, float] = {}
    for rule in rules:
        if rule.code.startswith("E"):
            continue
        started = time.perf_counter()
        severity = config.severity_of(rule)
        if rule.scope == "deck":
            found.extend(_run_deck_rule(rule, ctx, severity, config))
        else:
            for tool in deck:
                if config.ignored_for_tool(rule.code, tool.name):
                    continue
                try:
                    hits: Iterable[RuleHit] = list(rule.check(tool, ctx))  # type: ignore[call-arg,arg-type]
                except Exception as exc:
                    found.append(_internal_error(rule, tool.name, exc))
                    continue
                found.extend(_finding(rule, severity, tool.name, h) for h in hits)
        spent = time.perf_counter() - started
        if ctx.similarity_seconds and "similarity" not in timing:  # this rule paid for it
            timing["similarity"] = ctx.similarity_seconds
            spent -= ctx.similarity_seconds
        timing[rule.family] = timing.get(rule.family, 0.0) + spent
    if not any(r.code == "E001" for r in rules):
        found = [f for f in found if f.code != "E001"]
    if field_names is not None:
        found = [replace(f, pointer=to_user(f.pointer, field_names)) for f in found]
    found.sort(key=lambda f: (-1 if f.tool is None else order.get(f.tool, 0), f.code, f.pointer))
    return LintResult(deck, tuple(found), rules, config, timing, tuple(ctx.notes))


def _run_deck_rule(
    rule: Rule, ctx: LintContext, severity: Severity, config: LintConfig
) -> list[Finding]:
    try:
        hits = list(rule.check(ctx))  # type: ignore[call-arg,arg-type]
    except Exception as exc:
        return [_internal_error(rule, None, exc)]
    return [
        _finding(rule, severity, h.tool, h)
        for h in hits
        if not config.ignored_for_tool(rule.code, h.tool)
    ]


def _finding(rule: Rule, severity: Severity, tool: str | None, hit: RuleHit) -> Finding:
    return Finding(
        rule.code,
        rule.name,
        severity,
        tool,
        hit.pointer,
        hit.message,
        tools=hit.tools,
        similarity=hit.similarity,
    )
