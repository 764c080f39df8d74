"""What changed between two reports (``tooldeck report --compare OLD.json``).

Compares two report JSON objects (``tooldeck.report/v1``) section by section: each
section's ``diff`` (its own module) lists its figures old → new — deck tokens (total, per
field), lint findings (total, per severity, mean score; findings added and resolved, keyed
by code, tool and JSON pointer), selection recall@k / top-1 / MRR per method, the eval's
numeric metrics, tools added and removed. A change for the worse — more tokens, more
warning/error findings, lower recall, top-1, MRR or eval accuracy, and a section the old
report has but the new one lacks or could not compute — is listed in ``regressions``,
except more tokens that are all description text added to tools whose lint findings were
resolved (:func:`_grown_by_lint_fixes`: reported with a note, not as a regression);
``tooldeck report --strict`` exits 1 when there is one, so a CI job can gate a change to the
tool set. An old file whose sections lack what the comparison reads (each section's
``JSON_SHAPE``) is an error (:func:`check_report_sections`), not a comparison with every
old value missing.

This module holds the file loading and checking, the :class:`Change`,
:class:`SectionDiff` and :class:`Comparison` values, and :func:`compare_reports`, the loop
over the sections.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema_rs
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.display import visible
from tooldeck.errors import CompareError
from tooldeck.inputfile import read_text
from tooldeck.jsonvalue import json_pointer
from tooldeck.report.html import HtmlPage, esc, plural, table

if TYPE_CHECKING:
    from tooldeck.report.model import Section

__all__ = [
    "Change",
    "CompareError",
    "Comparison",
    "SectionDiff",
    "check_report_sections",
    "compare_reports",
    "compared",
    "different_cases",
    "live",
    "load_report_json",
]

REPORT_SCHEMA = "tooldeck.report/v1"
NUMBER_OR_NULL = {"type": ["number", "null"]}
"""JSON Schema of a figure that may be missing (a section's ``JSON_SHAPE`` uses it)."""
ALWAYS_PRESENT = ("inventory", "cost", "lint")
"""Sections every report has (``select`` and ``eval`` need cases)."""
_TERMINAL_ORDER = ("tools_added", "tools_removed", "findings_resolved", "findings_added")
_HTML_ORDER = ("findings_resolved", "findings_added", "tools_added", "tools_removed")
"""The order in which the terminal and the page list :attr:`Comparison.lists` (others
follow in section order)."""


@dataclass(frozen=True, slots=True)
class Change:
    """One compared figure: ``old`` → ``new``; ``worse`` marks a regression; ``note`` says
    why a change that would be one is not (``""``: none)."""

    what: str
    old: float | None
    new: float | None
    worse: bool
    note: str = ""

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
            **({"note": self.note} if self.note else {}),
        }


@dataclass(frozen=True, slots=True)
class SectionDiff:
    """What one section's ``diff`` found.

    Attributes:
        changes: the compared figures, in the section's order.
        lists: what appeared or went away, by JSON key (e.g. ``tools_added`` → names).
    """

    changes: tuple[Change, ...] = ()
    lists: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Comparison:
    """The difference between an old and a new report.

    Attributes:
        old_source, new_source: the decks compared.
        changes: every compared figure whose value differs or is missing on one side.
        lists: what appeared or went away, by JSON key, in section order:
            ``tools_added``, ``tools_removed`` (tool names), ``findings_added``,
            ``findings_resolved`` (``code tool pointer`` keys of warnings, errors and infos
            alike); ``tokens_for_lint_fixes``: the tools whose added description text came
            with resolved lint findings (:func:`_grown_by_lint_fixes`), when that is all
            the token growth.
    """

    old_source: str
    new_source: str
    changes: tuple[Change, ...]
    lists: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def regressions(self) -> tuple[Change, ...]:
        """The changes for the worse."""
        return tuple(c for c in self.changes if c.worse)

    @property
    def tools_added(self) -> tuple[str, ...]:
        return self.lists.get("tools_added", ())

    @property
    def tools_removed(self) -> tuple[str, ...]:
        return self.lists.get("tools_removed", ())

    @property
    def findings_added(self) -> tuple[str, ...]:
        return self.lists.get("findings_added", ())

    @property
    def findings_resolved(self) -> tuple[str, ...]:
        return self.lists.get("findings_resolved", ())

    def _ordered(self, order: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
        keys = [k for k in order if k in self.lists]
        keys += [k for k in self.lists if k not in keys]
        return [(key, self.lists[key]) for key in keys]

    def to_json(self) -> dict[str, Any]:
        """The comparison as a JSON object."""
        return {
            "old_source": self.old_source,
            "new_source": self.new_source,
            "changes": [c.to_json() for c in self.changes],
            "regressions": [c.what for c in self.regressions],
            **{key: list(names) for key, names in self.lists.items()},
        }

    def render(self, console: Console) -> None:
        """A table of the changes (regressions in red) and the finding/tool deltas."""
        console.rule("[bold]compared with the earlier report[/]")
        console.print(
            Text(visible(f"old: {self.old_source}   new: {self.new_source}")), soft_wrap=True
        )
        changes = Table(box=None)
        changes.add_column("figure")
        changes.add_column("old", justify="right")
        changes.add_column("new", justify="right")
        changes.add_column("change", justify="right")
        same = 0
        for c in self.changes:
            delta = c.delta
            if delta == 0:
                same += 1
                continue
            style = "red" if c.worse else ("green" if delta else "")
            old, new, shown = _row_figures(c)
            changes.add_row(Text(visible(c.what)), old, new, Text(shown or "—", style=style))
        console.print(changes)
        for note in dict.fromkeys(c.note for c in self.changes if c.note):
            console.print(Text(visible(f"note: {note}")), soft_wrap=True)
        if same:
            console.print(
                Text(f"{plural(same, 'figure')} unchanged (listed in the JSON)", style="dim")
            )
        for key, names in self._ordered(_TERMINAL_ORDER):
            if names:
                shown = ", ".join(names[:8]) + (f" … (+{len(names) - 8})" if len(names) > 8 else "")
                label = key.replace("_", " ")
                console.print(Text(visible(f"{label} ({len(names)}): {shown}")), soft_wrap=True)
        verdict = (
            f"{plural(len(self.regressions), 'regression')}: "
            + ", ".join(c.what for c in self.regressions)
            if self.regressions
            else "no regression"
        )
        console.print(
            Text(visible(verdict), style="red" if self.regressions else "green"), soft_wrap=True
        )

    def html(self, page: HtmlPage) -> str:
        """The comparison block of the HTML page: the changed figures, the verdict, the
        lists."""
        parts = ['<h2 id="compare">Compared with the earlier report</h2>']
        parts.append(
            f"<p>old: <code>{esc(self.old_source)}</code> · new: "
            f"<code>{esc(self.new_source)}</code></p>"
        )
        rows = [_html_row(c) for c in self.changes if c.delta != 0]
        parts.append(table(["figure", "old", "new", "change"], rows))
        for note in dict.fromkeys(c.note for c in self.changes if c.note):
            parts.append(f'<p class="meta">{esc(note)}</p>')
        unchanged = len(self.changes) - len(rows)
        if unchanged:
            parts.append(
                f'<p class="meta">{plural(unchanged, "figure")} unchanged (listed in the JSON).</p>'
            )
        regressions = [c.what for c in self.regressions]
        parts.append(
            f'<p class="worse">{plural(len(regressions), "regression")}: '
            f"{esc(', '.join(regressions))}</p>"
            if regressions
            else '<p class="better">no regression</p>'
        )
        for key, names in self._ordered(_HTML_ORDER):
            if names:
                parts.append(
                    f"<p><strong>{esc(key.replace('_', ' '))} ({len(names)}):</strong> "
                    f"{esc(', '.join(names[:30]))}</p>"
                )
        return "\n".join(parts)


def _html_row(change: Change) -> tuple[Any, ...]:
    """One changed figure as a page table row: whole numbers as integers, the change
    signed, ``(worse)`` after a regression."""
    values = [v for v in (change.old, change.new) if v is not None]
    whole = all(float(v).is_integer() for v in values)
    old, new = ((int(v) if v is not None and whole else v) for v in (change.old, change.new))
    delta = change.delta
    shown = "" if delta is None else f"{delta:+,.0f}" if whole else f"{delta:+.3f}"
    return (
        change.what,
        "—" if old is None else old,
        "—" if new is None else new,
        shown + (" (worse)" if change.worse else ""),
    )


def _row_figures(change: Change) -> tuple[str, str, str]:
    """``(old, new, change)`` of one figure in the terminal, all in one number format: whole numbers
    when both sides are whole (``555``, ``624``, ``+69``), else three decimals on every
    side (``85.300``, ``89.000``, ``+3.700``; ``0.875``, ``1.000``, ``+0.125``), so a
    change is never rounded to a figure the two values do not give; ``—`` for a side
    that is missing, ``""`` for the change then."""
    values = [v for v in (change.old, change.new) if v is not None]
    whole = all(float(v).is_integer() for v in values)
    spec = ",.0f" if whole else ",.3f"
    old, new = ("—" if v is None else format(v, spec) for v in (change.old, change.new))
    delta = change.delta
    return old, new, "" if delta is None else format(delta, "+" + spec)


def load_report_json(path: Path) -> dict[str, Any]:
    """Read a report written by ``tooldeck report --json``.

    The file is read with the bounds of :mod:`tooldeck.inputfile` (a regular file of at
    most 64 MiB, ``$TOOLDECK_MAX_INPUT_MIB``); nesting past Python's recursion limit and
    integers longer than Python converts (4,300 digits, CVE-2020-10735) are errors too.

    Raises:
        CompareError: unreadable, not a regular file, over the size limit, not JSON, over
            a bound, or not a ``tooldeck.report/v1`` object.
    """
    text = read_text(path, "report JSON", CompareError)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CompareError(f"{path} is not JSON ({exc}); give a file from --json") from None
    except RecursionError:
        raise CompareError(
            f"{path}: nested too deeply for a report (past Python's recursion limit); give a "
            "file from --json"
        ) from None
    except ValueError as exc:  # int(): more digits than sys.get_int_max_str_digits()
        raise CompareError(
            f"{path}: holds an integer longer than Python converts "
            f"({str(exc).split(';')[0]}); give a file "
            "from --json"
        ) from None
    if not isinstance(data, dict) or data.get("schema") != REPORT_SCHEMA:
        raise CompareError(
            f'{path} is not a tooldeck report (expected "schema": "{REPORT_SCHEMA}"); '
            "give a file written by tooldeck report --json"
        )
    check_report_sections(data, str(path))
    return data


def check_report_sections(
    data: Mapping[str, Any],
    path: str = "<report>",
    *,
    kinds: Mapping[str, type[Section]] | None = None,
) -> None:
    """Check that the sections :func:`compare_reports` reads have the report's layout
    (each section's ``JSON_SHAPE``), so a damaged file is an error instead of a comparison
    with every old value missing.

    Args:
        kinds: the sections by name (default: :func:`~tooldeck.report.model.section_types`).

    Raises:
        CompareError: a section that every report has is absent, or a section is not
            ``{"skipped": why}`` and lacks a key or has one of the wrong type (the section
            and the JSON pointer are named).
    """
    for name, kind in _kinds(kinds).items():
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
            jsonschema_rs.validator_for(_plain(kind.JSON_SHAPE)).iter_errors(_plain(section))
        )
        if errors:
            first = errors[0]
            pointer = json_pointer([name, *first.instance_path])
            raise CompareError(
                f"{path}: section {name!r} is not a report section (at {pointer}: "
                f"{first.message}); give a file written by tooldeck report --json, "
                "unedited"
            )


def _kinds(kinds: Mapping[str, type[Section]] | None) -> Mapping[str, type[Section]]:
    if kinds is not None:
        return kinds
    from tooldeck.report.model import section_types

    return section_types()


def _plain(value: Any) -> Any:
    """``value`` with mappings as dicts (jsonschema_rs reads plain JSON values)."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def live(data: Mapping[str, Any], name: str) -> Mapping[str, Any]:
    """Section ``name`` of a report JSON; ``{}`` when absent or ``{"skipped": why}``."""
    section = data.get(name)
    if not isinstance(section, Mapping) or isinstance(section.get("skipped"), str):
        return {}
    return section


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def compared(what: str, old: Any, new: Any, *, higher_is_worse: bool | None) -> list[Change]:
    """One figure old → new as a :class:`Change` (``[]`` when neither side is a number);
    ``higher_is_worse`` None: a change is neither better nor worse."""
    x, y = _num(old), _num(new)
    if x is None and y is None:
        return []
    if x is not None and y is not None and abs(x - y) < 1e-12:
        return [Change(what, x, y, False)]
    worse = (
        higher_is_worse is not None
        and x is not None
        and y is not None
        and ((y > x) if higher_is_worse else (y < x))
    )
    return [Change(what, x, y, worse)]


_DESCRIPTION_TEXT = ("description",)
"""Per-tool cost fields that are description text (with ``parameter_descriptions``, the
description text inside ``parameters``)."""
_OTHER_FIELDS = ("name", "other")
"""Per-tool cost fields that must not grow for growth to count as description text
(``skeleton``, the JSON around the fields, moves by a token where a field's edge is
tokenized differently, and is not weighed)."""


def _grown_by_lint_fixes(old: Mapping[str, Any], new: Mapping[str, Any]) -> tuple[str, ...]:
    """The tools whose token growth is description text that came with lint fixes, when
    that explains *all* of the deck's token growth; else ``()``.

    A tool qualifies when it is in both reports (same tokenizer), its tokens grew, the
    growth is in its description text — the tool's ``description`` and the description
    text of its parameters (``parameter_descriptions``) — while its name, other fields and
    the rest of its ``parameters`` did not grow, and the lint section resolved at least
    one of its findings and added none. The deck's growth is explained when every tool
    that grew qualifies and no tool was added; then the token changes are reported with a
    note instead of as regressions (``tooldeck report --compare --strict`` no longer
    fails a CI gate on a description lengthened to fix a lint warning). Anything else — a
    new parameter, a new tool, a longer name, growth in a tool lint still faults, a
    parameter description added where none was (its ``"description":`` key is not
    description text) — keeps the regression."""
    old_cost, new_cost = live(old, "cost"), live(new, "cost")
    old_lint, new_lint = live(old, "lint"), live(new, "lint")
    if not (old_cost and new_cost and old_lint and new_lint):
        return ()
    if old_cost.get("tokenizer") != new_cost.get("tokenizer"):
        return ()
    before = {t.get("name"): t for t in old_cost.get("tools", []) if isinstance(t, Mapping)}
    after = {t.get("name"): t for t in new_cost.get("tools", []) if isinstance(t, Mapping)}
    if not after or set(after) - set(before):
        return ()

    def per_tool(lint: Mapping[str, Any]) -> Counter[str]:
        return Counter(
            f"{f.get('code')} {f.get('pointer')}\x00{f.get('tool')}"
            for f in lint.get("findings", [])
        )

    gone = per_tool(old_lint) - per_tool(new_lint)
    came = per_tool(new_lint) - per_tool(old_lint)
    fixed = {key.split("\x00", 1)[1] for key in gone}
    faulted = {key.split("\x00", 1)[1] for key in came}

    def tokens(tool: Mapping[str, Any], name: str) -> int:
        if name == "parameter_descriptions":
            return int(tool.get(name, {}).get("tokens", 0))
        return int(tool.get("fields", {}).get(name, {}).get("tokens", 0))

    paid: list[str] = []
    for name, now in after.items():
        was = before[name]
        if int(now.get("tokens", 0)) <= int(was.get("tokens", 0)):
            continue
        text = sum(
            tokens(now, f) - tokens(was, f) for f in (*_DESCRIPTION_TEXT, "parameter_descriptions")
        )
        rest = (tokens(now, "parameters") - tokens(now, "parameter_descriptions")) - (
            tokens(was, "parameters") - tokens(was, "parameter_descriptions")
        )
        others = [tokens(now, f) - tokens(was, f) for f in _OTHER_FIELDS]
        if text <= 0 or rest > 0 or any(g > 0 for g in others):
            return ()
        if str(name) not in fixed or str(name) in faulted:
            return ()
        paid.append(str(name))
    return tuple(paid)


def _resolved(old: Mapping[str, Any], new: Mapping[str, Any]) -> int:
    """How many lint findings the new report no longer has (by code, tool and pointer)."""

    def keys(data: Mapping[str, Any]) -> Counter[str]:
        return Counter(
            f"{f.get('code')} {f.get('tool')} {f.get('pointer')}"
            for f in live(data, "lint").get("findings", [])
            if isinstance(f, Mapping)
        )

    return sum((keys(old) - keys(new)).values())


def _tolerated(changes: list[Change], tolerance: float, resolved: int) -> list[Change]:
    """The cost section's changes with the token rows (``tokens`` and its parts
    ``tokens: FIELD``) marked not worse, with a note, when the deck's total (``tokens``)
    grew by at most ``tolerance`` percent of its old figure — the tolerance is of the
    deck's size, the parts follow the total. A token regression left while lint findings
    were resolved gets a note giving the smallest ``--token-tolerance`` that accepts it
    (the growth is the user's to weigh: a longer description may be the price of a fix,
    or bloat)."""
    total = next((c for c in changes if c.what == "tokens"), None)
    grew = _growth(total) if total is not None else None
    if grew is None:
        return changes
    if tolerance > 0 and grew <= tolerance:
        note = (
            f"the deck's tokens grew by {grew:.1f} %, within --token-tolerance {tolerance:g} %: "
            "not counted as a regression"
        )
        return [
            replace(c, worse=False, note=note) if c.worse and _growth(c) is not None else c
            for c in changes
        ]
    if total is not None and total.worse and resolved:
        need = f"{grew + 0.05:.1f}".rstrip("0").rstrip(".")
        note = (
            f"the deck's tokens grew by {grew:.1f} % while {plural(resolved, 'lint finding')} "
            f"were resolved; if that is the price of the fixes, --token-tolerance {need} "
            "accepts it"
        )
        return [replace(c, note=note) if c.worse and _growth(c) is not None else c for c in changes]
    return changes


def _growth(change: Change) -> float | None:
    """Percent growth of a token row (``tokens``, ``tokens: FIELD``), else None."""
    if not change.what.startswith("tokens") or change.old is None or change.new is None:
        return None
    if change.old <= 0:
        return None  # from nothing: no percentage (a field that was empty stays a regression)
    return (change.new - change.old) / change.old * 100


CASE_SECTIONS = ("select", "eval")
"""Sections measured on the cases: compared only when both reports used the same cases."""


def _case_identity(data: Mapping[str, Any]) -> tuple[str | None, int | None, str]:
    """``(sha256, count, label)`` of a report's cases file: from ``cases_file`` (written
    since session 23), else the count from ``inventory.cases.total`` alone."""
    ident = data.get("cases_file")
    if isinstance(ident, Mapping) and isinstance(ident.get("sha256"), str):
        count = ident.get("cases")
        count = count if isinstance(count, int) and not isinstance(count, bool) else None
        label = f"{ident.get('path', '?')} ({plural(count or 0, 'case')}, sha256 "
        return ident["sha256"], count, label + f"{ident['sha256'][:12]}…)"
    inv = data.get("inventory")
    cases = inv.get("cases") if isinstance(inv, Mapping) else None
    total = cases.get("total") if isinstance(cases, Mapping) else None
    if isinstance(total, int) and not isinstance(total, bool):
        return None, total, plural(total, "case")
    return None, None, "?"


def different_cases(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """Why the two reports' selection and eval figures are not comparable — their cases
    files differ (SHA-256 of the file's bytes, or, for an old report that does not record
    it, the number of cases) — or ``""`` when they are (or nothing tells them apart).

    A smaller or easier case set reads as an improvement, a harder one as a regression:
    until session 23 recall@3 0.600 → 1.000 on 40 → 3 cases passed ``--strict``."""
    old_sha, old_n, old_label = _case_identity(old)
    new_sha, new_n, new_label = _case_identity(new)
    if old_sha is not None and new_sha is not None:
        differ = old_sha != new_sha
    else:
        differ = old_n is not None and new_n is not None and old_n != new_n
    if not differ:
        return ""
    return (
        f"selection and eval figures were measured on different cases ({old_label} → "
        f"{new_label}): not compared"
    )


def compare_reports(
    old: Mapping[str, Any],
    new: Mapping[str, Any],
    *,
    kinds: Mapping[str, type[Section]] | None = None,
    token_tolerance: float = 0.0,
) -> Comparison:
    """Compare two report JSON objects (``old`` first): a section the old report has and
    the new one lacks or could not compute is a regression; then each section's ``diff``
    in order (``kinds``, default :func:`~tooldeck.report.model.section_types`); the
    sections of :data:`CASE_SECTIONS` are "not compared" when :func:`different_cases`
    says the cases differ. ``token_tolerance`` (percent, ``--token-tolerance``): a token
    row of the cost section that grew by at most that share of its old figure is not a
    regression (:func:`_tolerated`); a token regression that remains beside resolved lint
    findings gets a note naming the tolerance that would accept it (trial45 #6: following
    S104/S105's advice grows the schema and failed ``--strict``)."""
    sections = _kinds(kinds)
    changes: list[Change] = []
    for name in sections:
        if live(old, name) and not live(new, name):
            why = "could not be computed" if name in new else "is not in"
            changes.append(
                Change(f"section {name} (in the old report; {why} the new one)", None, None, True)
            )
    lists: dict[str, tuple[str, ...]] = {}
    paid = _grown_by_lint_fixes(old, new)
    other_cases = different_cases(old, new)
    for name, kind in sections.items():
        if name in CASE_SECTIONS and other_cases and live(old, name) and live(new, name):
            changes.append(
                Change(f"{name} (different cases: not compared)", None, None, False, other_cases)
            )
            continue
        diff = kind.diff(live(old, name), live(new, name))
        found = list(diff.changes)
        if name == "cost" and paid:
            note = (
                f"description text added to {plural(len(paid), 'tool')} whose lint findings "
                f"were resolved ({', '.join(paid)}): not counted as a regression"
            )
            found = [replace(c, worse=False, note=note) if c.worse else c for c in found]
            lists["tokens_for_lint_fixes"] = paid
        if name == "cost":
            found = _tolerated(found, token_tolerance, _resolved(old, new))
        changes.extend(found)
        lists.update(diff.lists)
    return Comparison(
        old_source=str(old.get("source", "?")),
        new_source=str(new.get("source", "?")),
        changes=tuple(changes),
        lists=lists,
    )
