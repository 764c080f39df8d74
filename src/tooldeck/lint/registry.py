"""The rule registry: every rule module registers its rules here with :func:`rule`."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TypeVar

from tooldeck.lint.model import FAMILIES, Rule, Severity

__all__ = ["RULE_MODULES", "all_rules", "get_rule", "rule", "rule_named"]

RULE_MODULES = (
    "engine",
    "naming",
    "description",
    "schema",
    "cross_tool",
    "safety",
    "provider",
    "poisoning",
    "textcap",
    "lock",
)
"""Modules of :mod:`tooldeck.lint.rules`, one per family, in report order."""

_RULES: dict[str, Rule] = {}
_loaded = False

F = TypeVar("F", bound=Callable[..., object])


def rule(
    code: str,
    name: str,
    severity: Severity,
    *,
    summary: str,
    why: str,
    bad: str,
    better: str,
    scope: str = "tool",
    default: bool = True,
    targets: tuple[str, ...] = (),
    schema_only: bool = False,
    safety_risk: bool = False,
) -> Callable[[F], F]:
    """Register the decorated check function as a rule (see :class:`Rule`)."""

    def register(check: F) -> F:
        if code in _RULES:
            raise RuntimeError(f"lint rule code {code} registered twice")
        if code[0] not in FAMILIES or len(code) != 4 or not code[1:].isdigit():
            raise RuntimeError(f"bad lint rule code {code!r}")
        _RULES[code] = Rule(
            code=code,
            name=name,
            severity=severity,
            summary=summary,
            why=why,
            bad=bad.strip("\n"),
            better=better.strip("\n"),
            check=check,  # type: ignore[arg-type]
            scope=scope,
            default=default,
            targets=targets,
            schema_only=schema_only,
            safety_risk=safety_risk,
        )
        return check

    return register


def _load() -> None:
    global _loaded
    if not _loaded:
        for module in RULE_MODULES:
            import_module(f"tooldeck.lint.rules.{module}")
        _loaded = True


def all_rules() -> tuple[Rule, ...]:
    """Every registered rule, ordered by code."""
    _load()
    return tuple(_RULES[code] for code in sorted(_RULES))


def get_rule(code: str) -> Rule | None:
    """The rule with this code (case-insensitive), or None."""
    _load()
    return _RULES.get(code.upper())


def rule_named(name: str) -> Rule | None:
    """The rule with this name (``secret-parameter``; case-insensitive, ``_`` read as
    ``-``), the name every finding table shows beside the code, or None."""
    _load()
    wanted = name.strip().lower().replace("_", "-")
    return next((r for r in _RULES.values() if r.name == wanted), None)
