"""The lint stage: find the declarations that make a model pick the wrong tool or invent
arguments.

Deterministic, fast rules in the style of ruff: stable codes grouped in families
(``N`` naming, ``D`` description, ``S`` schema, ``X`` cross-tool, ``A`` safety, ``P``
provider compatibility, ``T`` poisoning, ``E`` engine), a default severity each, one-line
messages with the tool name and a JSON pointer, and an explanation per rule
(``tooldeck lint --explain CODE``; every rule is listed in ``docs/lint.md``).

Typical use::

    from tooldeck.formats import load_deck
    from tooldeck.lint import LintConfig, lint, summarize

    result = lint(load_deck("examples/aftersales/vague"), LintConfig(ignore=("N102",)))
    for finding in result.findings:
        print(finding.line())
    print(summarize(result).share_with_findings)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tooldeck._lazy import lazy_exports

if TYPE_CHECKING:
    from tooldeck.lint.config import (
        LintConfig,
        LintConfigError,
        LintOptions,
        find_config,
        load_config,
    )
    from tooldeck.lint.engine import LintResult, lint
    from tooldeck.lint.model import FAMILIES, Finding, Rule, Severity
    from tooldeck.lint.registry import all_rules, get_rule
    from tooldeck.lint.similarity import BM25Similarity, MeaningSimilarity, Similarity
    from tooldeck.lint.summary import LintSummary, summarize
    from tooldeck.lint.tokens import CharsPerToken, TokenCounter

__all__ = [
    "FAMILIES",
    "BM25Similarity",
    "CharsPerToken",
    "Finding",
    "LintConfig",
    "LintConfigError",
    "LintOptions",
    "LintResult",
    "LintSummary",
    "MeaningSimilarity",
    "Rule",
    "Severity",
    "Similarity",
    "TokenCounter",
    "all_rules",
    "find_config",
    "get_rule",
    "lint",
    "load_config",
    "summarize",
]

_WHERE = {
    "LintConfig": "tooldeck.lint.config",
    "LintConfigError": "tooldeck.lint.config",
    "LintOptions": "tooldeck.lint.config",
    "find_config": "tooldeck.lint.config",
    "load_config": "tooldeck.lint.config",
    "LintResult": "tooldeck.lint.engine",
    "lint": "tooldeck.lint.engine",
    "FAMILIES": "tooldeck.lint.model",
    "Finding": "tooldeck.lint.model",
    "Rule": "tooldeck.lint.model",
    "Severity": "tooldeck.lint.model",
    "all_rules": "tooldeck.lint.registry",
    "get_rule": "tooldeck.lint.registry",
    "BM25Similarity": "tooldeck.lint.similarity",
    "MeaningSimilarity": "tooldeck.lint.similarity",
    "Similarity": "tooldeck.lint.similarity",
    "LintSummary": "tooldeck.lint.summary",
    "summarize": "tooldeck.lint.summary",
    "CharsPerToken": "tooldeck.lint.tokens",
    "TokenCounter": "tooldeck.lint.tokens",
}
"""Module of each public name: imported on first use (PEP 562), so that importing a light
part of the stage (``tooldeck.lint.lock``, ``tooldeck.lint.model``) does not import numpy
and ``bm25s`` with the similarity of the cross-tool rules."""


__getattr__, __dir__ = lazy_exports(__name__, _WHERE, __all__, globals())
