"""E: findings about the lint run itself."""

from __future__ import annotations

from collections.abc import Iterator

from tooldeck.lint.context import LintContext
from tooldeck.lint.model import RuleHit, Severity
from tooldeck.lint.registry import rule
from tooldeck.tool import Tool


@rule(
    "E001",
    "internal-error",
    Severity.error,
    summary="A rule crashed on this tool; the other rules still ran.",
    why="A linter that stops at the first strange (but valid) schema hides every other "
    "finding. The engine runs each rule on each tool separately and turns a crash into "
    "this finding, naming the rule and the tool, so the run completes and the bug can be "
    "reported with the declaration that caused it. A schema that is not valid JSON "
    "Schema is another matter: the deck is refused when it loads (exit 2, the error "
    "names the tool, pointer and keyword) and no rule runs.",
    bad="(a rule raised an exception on tool `odd_tool`)",
    better="(report the declaration; ignore the crashing rule with --ignore CODE meanwhile)",
)
def internal_error(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    """Never yields: the engine creates E001 findings itself."""
    return iter(())
