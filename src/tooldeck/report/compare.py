"""What changed between two reports (``tooldeck report --compare OLD.json``).

Compares two report JSON objects (``tooldeck.report/v1``): deck tokens (total, per field,
per tool), lint findings (total, per severity, per rule; findings added and resolved,
keyed by code, tool and JSON pointer), selection recall@k / top-1 / MRR / tokens per
request per method, and the eval's numeric metrics. A change for the worse — more tokens,
more warning/error findings, lower recall, top-1, MRR or eval accuracy, and a section the
old report has but the new one lacks or could not compute — is listed in ``regressions``;
``tooldeck report --strict`` exits 1 when there is one, so a CI job can gate a change to the
tool set. An old file whose sections lack what the comparison reads is an error
(:func:`check_report_sections`), not a comparison with every old value missing.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema_rs
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.errors import ToolDeckError

__all__ = [
    "Change",
    "CompareError",
    "Comparison",
    "check_report_sections",
    "compare_reports",
    "load_report_json",
]

REPORT_SCHEMA = "tooldeck.report/v1"
LOWER_IS_WORSE = ("accuracy", "recall", "precision", "rate")
"""Eval metric name fragments where a decrease is a regression (for the others — misfires,
failure counts, tokens, errors — an increase is)."""


class CompareError(ToolDeckError):
    """The file given to ``--compare`` is not a tooldeck report JSON."""


@dataclass(frozen=True, slots=True)
class Change:
    """One compared figure: ``old`` → ``new``; ``worse`` marks a regression."""

    what: str
    old: float | None
    new: float | None
    worse: bool

    @property
    def delta(self) -> float | None:
        """``new − old`` (None when either side is missing)."""
        if self.old is None or self.new is None:
            return None
        return self.new - self.old

    def to_json(self) -> dict[str, Any]:
        return {
            "what": self.what,
            "old": self.old,
            "new": self.new,
            "delta": self.delta,
            "worse": self.worse,
        }


@dataclass(frozen=True, slots=True)
class Comparison:
    """The difference between an old and a new report.

    Attributes:
        old_source, new_source: the decks compared.
        changes: every compared figure whose value differs or is missing on one side.
        tools_added, tools_removed: tool names.
        findings_added, findings_resolved: ``code tool pointer`` keys (warnings, errors
            and infos alike).
    """

    old_source: str
    new_source: str
    changes: tuple[Change, ...]
    tools_added: tuple[str, ...]
    tools_removed: tuple[str, ...]
    findings_added: tuple[str, ...]
    findings_resolved: tuple[str, ...]

    @property
    def regressions(self) -> tuple[Change, ...]:
        """The changes for the worse."""
        return tuple(c for c in self.changes if c.worse)

    def to_json(self) -> dict[str, Any]:
        """The comparison as a JSON object."""
        return {
            "old_source": self.old_source,
            "new_source": self.new_source,
            "changes": [c.to_json() for c in self.changes],
            "regressions": [c.what for c in self.regressions],
            "tools_added": list(self.tools_added),
            "tools_removed": list(self.tools_removed),
            "findings_added": list(self.findings_added),
            "findings_resolved": list(self.findings_resolved),
        }

    def render(self, console: Console) -> None:
        """A table of the changes (regressions in red) and the finding/tool deltas."""
        console.rule("[bold]compared with the earlier report[/]")
        console.print(Text(f"old: {self.old_source}   new: {self.new_source}"), soft_wrap=True)
        table = Table(box=None)
        table.add_column("figure")
        table.add_column("old", justify="right")
        table.add_column("new", justify="right")
        table.add_column("change", justify="right")
        same = 0
        for c in self.changes:
            delta = c.delta
            if delta == 0:
                same += 1
                continue
            style = "red" if c.worse else ("green" if delta else "")
            table.add_row(
                Text(c.what),
                _fmt(c.old),
                _fmt(c.new),
                Text(
                    "—" if delta is None else (f"{delta:+,.3f}" if _frac(c) else f"{delta:+,.0f}"),
                    style=style,
                ),
            )
        console.print(table)
        if same:
            console.print(Text(f"{same} figures unchanged (listed in the JSON)", style="dim"))
        for label, names in (
            ("tools added", self.tools_added),
            ("tools removed", self.tools_removed),
            ("findings resolved", self.findings_resolved),
            ("findings added", self.findings_added),
        ):
            if names:
                shown = ", ".join(names[:8]) + (f" … (+{len(names) - 8})" if len(names) > 8 else "")
                console.print(Text(f"{label} ({len(names)}): {shown}"), soft_wrap=True)
        verdict = (
            f"{len(self.regressions)} regression(s): " + ", ".join(c.what for c in self.regressions)
            if self.regressions
            else "no regression"
        )
        console.print(Text(verdict, style="red" if self.regressions else "green"), soft_wrap=True)


def _frac(change: Change) -> bool:
    values = [v for v in (change.old, change.new) if v is not None]
    return any(0 <= v <= 1 and not float(v).is_integer() for v in values)


def _fmt(value: float | None) -> str:
    if value is None:
        return "—"
    if float(value).is_integer():
        return f"{value:,.0f}"
    return f"{value:,.3f}"


def load_report_json(path: Path) -> dict[str, Any]:
    """Read a report written by ``tooldeck report --json``.

    Raises:
        CompareError: unreadable, not JSON, or not a ``tooldeck.report/v1`` object.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CompareError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise CompareError(f"{path} is not JSON ({exc}); give a file from --json") from None
    if not isinstance(data, dict) or data.get("schema") != REPORT_SCHEMA:
        raise CompareError(
            f'{path} is not a tooldeck report (expected "schema": "{REPORT_SCHEMA}"); '
            "give a file written by tooldeck report --json"
        )
    check_report_sections(data, str(path))
    return data


_NUMBER = {"type": ["number", "null"]}
_SECTION_SHAPES: dict[str, dict[str, Any]] = {
    "inventory": {
        "type": "object",
        "required": ["tools", "rows"],
        "properties": {
            "tools": {"type": "integer"},
            "rows": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["name"],
                    "properties": {"name": {"type": "string"}},
                },
            },
        },
    },
    "cost": {
        "type": "object",
        "required": ["tokenizer", "tokens", "fields"],
        "properties": {
            "tokenizer": {"type": "string"},
            "tokens": {"type": "integer"},
            "fields": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "required": ["tokens"],
                    "properties": {"tokens": {"type": "integer"}},
                },
            },
        },
    },
    "lint": {
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
                    "mean_score": _NUMBER,
                },
            },
        },
    },
    "select": {
        "type": "object",
        "required": ["methods"],
        "properties": {
            "methods": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["method", "recall_all", "top1", "mrr"],
                    "properties": {
                        "method": {"type": "string"},
                        "recall_all": {"type": "object", "additionalProperties": _NUMBER},
                        "top1": _NUMBER,
                        "mrr": _NUMBER,
                    },
                },
            },
        },
    },
    "eval": {
        "type": "object",
        "required": ["summary"],
        "properties": {
            "summary": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "required": ["mean"],
                    "properties": {"mean": _NUMBER},
                },
            },
        },
    },
}
"""What :func:`compare_reports` reads of each section (a ``tooldeck.report/v1`` file holds
more); a section may instead be ``{"skipped": why}``."""
ALWAYS_PRESENT = ("inventory", "cost", "lint")
"""Sections every report has (``select`` and ``eval`` need cases)."""
COMPARED_SECTIONS = ("inventory", "cost", "lint", "select", "eval")


def check_report_sections(data: Mapping[str, Any], path: str = "<report>") -> None:
    """Check that the sections :func:`compare_reports` reads have the report's layout, so a
    damaged file is an error instead of a comparison with every old value missing.

    Raises:
        CompareError: a section that every report has is absent, or a section is not
            ``{"skipped": why}`` and lacks a key or has one of the wrong type (the section
            and the JSON pointer are named).
    """
    for name in COMPARED_SECTIONS:
        if name not in data:
            if name in ALWAYS_PRESENT:
                raise CompareError(
                    f"{path}: section {name!r} is missing (every report has it); give a file "
                    "written by tooldeck report --json"
                )
            continue
        section = data[name]
        if isinstance(section, Mapping) and isinstance(section.get("skipped"), str):
            continue
        errors = list(
            jsonschema_rs.validator_for(_SECTION_SHAPES[name]).iter_errors(_plain(section))
        )
        if errors:
            first = errors[0]
            pointer = "/" + "/".join(
                str(p).replace("~", "~0").replace("/", "~1") for p in [name, *first.instance_path]
            )
            raise CompareError(
                f"{path}: section {name!r} is not a report section (at {pointer}: "
                f"{first.message}); give a file written by tooldeck report --json, "
                "unedited"
            )


def _plain(value: Any) -> Any:
    """``value`` with mappings as dicts (jsonschema_rs reads plain JSON values)."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _live(data: Mapping[str, Any], name: str) -> Mapping[str, Any]:
    section = data.get(name)
    if not isinstance(section, Mapping) or isinstance(section.get("skipped"), str):
        return {}
    return section


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def compare_reports(old: Mapping[str, Any], new: Mapping[str, Any]) -> Comparison:
    """Compare two report JSON objects (``old`` first); see the module docstring."""
    changes: list[Change] = []

    def add(what: str, a: Any, b: Any, *, higher_is_worse: bool | None) -> None:
        """``higher_is_worse`` None: a change is neither better nor worse."""
        x, y = _num(a), _num(b)
        if x is None and y is None:
            return
        if x is not None and y is not None and abs(x - y) < 1e-12:
            changes.append(Change(what, x, y, False))
            return
        worse = (
            higher_is_worse is not None
            and x is not None
            and y is not None
            and ((y > x) if higher_is_worse else (y < x))
        )
        changes.append(Change(what, x, y, worse))

    for name in COMPARED_SECTIONS:
        if _live(old, name) and not _live(new, name):
            why = "could not be computed" if name in new else "is not in"
            changes.append(
                Change(f"section {name} (in the old report; {why} the new one)", None, None, True)
            )
    old_inv, new_inv = _live(old, "inventory"), _live(new, "inventory")
    add("tools", old_inv.get("tools"), new_inv.get("tools"), higher_is_worse=None)
    old_cost, new_cost = _live(old, "cost"), _live(new, "cost")
    if old_cost and new_cost and old_cost.get("tokenizer") != new_cost.get("tokenizer"):
        changes.append(Change("tokens (different tokenizers: not compared)", None, None, False))
    else:
        add("tokens", old_cost.get("tokens"), new_cost.get("tokens"), higher_is_worse=True)
        for name in new_cost.get("fields", old_cost.get("fields", {})):
            add(
                f"tokens: {name}",
                old_cost.get("fields", {}).get(name, {}).get("tokens"),
                new_cost.get("fields", {}).get(name, {}).get("tokens"),
                higher_is_worse=True,
            )
    old_lint, new_lint = _live(old, "lint"), _live(new, "lint")
    old_keys = _finding_keys(old_lint)
    new_keys = _finding_keys(new_lint)
    if old_lint or new_lint:
        add(
            "lint findings",
            len(old_lint.get("findings", [])) if old_lint else None,
            len(new_lint.get("findings", [])) if new_lint else None,
            higher_is_worse=True,
        )
        for severity in ("error", "warning", "info"):
            add(
                f"lint {severity}s",
                old_lint.get("summary", {}).get("by_severity", {}).get(severity),
                new_lint.get("summary", {}).get("by_severity", {}).get(severity),
                higher_is_worse=True if severity != "info" else None,
            )
        add(
            "lint mean score",
            old_lint.get("summary", {}).get("mean_score"),
            new_lint.get("summary", {}).get("mean_score"),
            higher_is_worse=False,
        )
    old_sel = {m["method"]: m for m in _live(old, "select").get("methods", [])}
    new_sel = {m["method"]: m for m in _live(new, "select").get("methods", [])}
    for method in [*new_sel, *(m for m in old_sel if m not in new_sel)]:
        a, b = old_sel.get(method, {}), new_sel.get(method, {})
        ks = sorted({*a.get("recall_all", {}), *b.get("recall_all", {})}, key=int)
        for k in ks:
            add(
                f"{method} recall@{k}",
                a.get("recall_all", {}).get(k),
                b.get("recall_all", {}).get(k),
                higher_is_worse=False,
            )
        add(f"{method} top-1", a.get("top1"), b.get("top1"), higher_is_worse=False)
        add(f"{method} MRR", a.get("mrr"), b.get("mrr"), higher_is_worse=False)
    old_eval, new_eval = _eval_means(_live(old, "eval")), _eval_means(_live(new, "eval"))
    for name in [*new_eval, *(n for n in old_eval if n not in new_eval)]:
        if name == "cases":
            continue
        lower_is_worse = any(part in name for part in LOWER_IS_WORSE)
        add(
            f"eval {name}",
            old_eval.get(name),
            new_eval.get(name),
            higher_is_worse=not lower_is_worse,
        )
    old_tools = [r["name"] for r in old_inv.get("rows", [])]
    new_tools = [r["name"] for r in new_inv.get("rows", [])]
    old_set, new_set = set(old_tools), set(new_tools)
    return Comparison(
        old_source=str(old.get("source", "?")),
        new_source=str(new.get("source", "?")),
        changes=tuple(changes),
        tools_added=tuple(n for n in new_tools if n not in old_set),
        tools_removed=tuple(n for n in old_tools if n not in new_set),
        findings_added=tuple(sorted((new_keys - old_keys).elements())),
        findings_resolved=tuple(sorted((old_keys - new_keys).elements())),
    )


def _eval_means(section: Mapping[str, Any]) -> dict[str, Any]:
    summary = section.get("summary", {})
    if not isinstance(summary, Mapping):
        return {}
    return {
        str(name): interval.get("mean")
        for name, interval in summary.items()
        if isinstance(interval, Mapping)
    }


def _finding_keys(lint: Mapping[str, Any]) -> Counter[str]:
    return Counter(
        f"{f['code']} {f.get('tool') or '(deck)'} {f.get('pointer') or '/'}"
        for f in lint.get("findings", [])
    )
