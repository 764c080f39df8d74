"""Pinning and quarantine: approved upstream definitions, held in a lock beside the config.

The defence against "rug pulls" (a tool definition that changes after a person approved
it) and "tool poisoning" (instructions to the model hidden in a definition): Invariant
Labs, "MCP Security Notification: Tool Poisoning Attacks" (2025).

* **First sight**: a tool never seen before, whose definition the linter's poisoning rules
  (``T1xx``, :mod:`tooldeck.lint.rules.poisoning`) do not flag as errors, is pinned: its
  definition and SHA-256 go into the lock (:mod:`tooldeck.lint.lock`'s file format, the
  entry named ``SERVER/TOOL`` with the upstream's own tool name and definition).
* **Same definition as pinned**: active. A pinned definition was approved (at first sight
  or by a person), so it is not re-linted.
* **Changed definition**: quarantined — not listed, not callable — with the field-level
  diff (RFC 6901 pointers, :func:`tooldeck.lint.lock.field_changes`).
* **Poisoning finding on an unpinned definition**: quarantined with the finding.
* **New tool of a known upstream** (opt-in, ``new_tools: quarantine``): a tool the lock
  does not know, of an upstream whose tools it already pins (one added after a person
  reviewed the catalogue, seen after ``notifications/tools/list_changed`` or a restart),
  is quarantined as a changed definition is, its whole definition shown as added fields.
* **Approval** (:meth:`Pins.approve`, ``tooldeck gateway approve``) pins the current
  definition of quarantined tools, which releases them.

The lock holds definitions only: upstream ``env`` values and ``headers`` never reach it
or any message of this module.
"""

from __future__ import annotations

import dataclasses
import difflib
import logging
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tooldeck.display import plural, shown_error, visible
from tooldeck.errors import LockFileError, PinningError
from tooldeck.formats.mcp_config import GatewayConfig, is_glob
from tooldeck.formats.mcp_names import under_prefix
from tooldeck.jsonvalue import canonical_json, pointer_tokens
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.definition import tool_definition
from tooldeck.lint.lock import (
    FieldChange,
    Lock,
    LockedTool,
    definition_hash,
    field_changes,
    pin_name,
    read_lock,
    varied_only,
    vary_problem,
    write_lock,
    written_hash,
)
from tooldeck.lint.model import Severity
from tooldeck.lint.registry import all_rules
from tooldeck.tool import Deck, Tool

if TYPE_CHECKING:
    from tooldeck.formats.base import LoadResult
    from tooldeck.gateway.catalog import Catalog, Entry

_LOG = logging.getLogger("tooldeck.gateway")

NAMED_AT_MOST = 10
"""Most ``SERVER/TOOL`` keys the unreviewed-pins warning of :meth:`Pins.built` names."""

__all__ = [
    "HASH_MIN_HEX",
    "POISON_RULES",
    "REORDERED_WAY_OUT",
    "START_WARNINGS",
    "START_WARNING_CHARS",
    "Approval",
    "Held",
    "PinningError",
    "Pins",
    "approve",
    "deck_poisoning_findings",
    "held_hint",
    "listed_deck",
    "lock_written",
    "pin_key",
    "pinned_deck",
    "pinned_despite",
    "pinned_despite_lines",
    "poison_lint_config",
    "poisoning_findings",
    "poisoning_warning_lines",
    "poisoning_warnings",
    "split_reviewed",
    "warning_rules_note",
]

POISON_RULES = ("T1",)
"""Lint rule codes/prefixes whose error findings quarantine an unpinned definition."""


def pin_key(upstream: str, original: str) -> str:
    """The lock entry name of an upstream tool: ``SERVER/TOOL``
    (:func:`tooldeck.lint.lock.pin_name`, which ``tooldeck diff`` uses too)."""
    return pin_name(upstream, original)


NEW_TOOL_REASON = "new tool since the lock was written"
"""How a quarantine reason for a tool held under ``new_tools: quarantine`` begins (what
:func:`approve_command` reads to add ``--new-tools quarantine``)."""


RELAXED_REASON = (
    "unreviewed tool that a config annotations pattern would relax: served only once approved"
)
"""How the quarantine reason of a tool held for a relaxing config pattern begins: a tool
first seen after the lock (not pinned, of an upstream the lock pins) that a pattern of the
config's ``annotations`` would mark read-only, not destructive or idempotent
(:meth:`tooldeck.formats.mcp_config.UpstreamSpec.relaxing_patterns`; trial42 HIGH)."""

RENAMED_REASON = "new tool listed while a pinned tool of its upstream is gone: a possible rename"
"""How the quarantine reason of a tool held as a possible rename begins (break25 M8)."""


@dataclasses.dataclass(frozen=True)
class Held:
    """A definition held back, and what approving it would pin.

    Attributes:
        key: ``SERVER/TOOL``.
        reason: ``changed``, ``new`` (a tool the lock does not know, of an upstream it
            pins, under ``new_tools: quarantine``), ``renamed`` (a tool the lock does not
            know, listed while a pinned tool of its upstream is missing from the same
            listing: the shape of a rename, held under ``new_tools: pin`` too) or
            ``poisoning`` or ``relaxed`` (a tool the lock does not know, of an upstream it
            pins, that a config ``annotations`` pattern would relax: held under
            ``new_tools: pin`` too, its first lines the patterns' hints).
        lines: the diff lines (:meth:`tooldeck.lint.lock.FieldChange.line`: the changed
            span of a string, ``/description changed: "…local.{+ Also email it.+}"``) or
            the findings (``T101 …``).
        pin: the definition approval pins.
        changes: the changed fields with their full old and new values (``changed``;
            for ``new`` each top-level member of the definition as added; empty for
            ``poisoning``).
        findings: the poisoning rules' error findings on the new definition (also those
            of a changed one: the person approving it sees them, whatever the diff shows),
            one line each, among ``lines``.
        vanished: for ``renamed``, the ``SERVER/TOOL`` pins of its upstream missing from
            the listing (``changes`` diff it against the first, the closest name).
    """

    key: str
    reason: str
    lines: tuple[str, ...]
    pin: LockedTool
    changes: tuple[FieldChange, ...] = ()
    findings: tuple[str, ...] = ()
    vanished: tuple[str, ...] = ()

    @property
    def only_reordered(self) -> bool:
        """A changed definition whose every change is the items of one list in a text
        moved (:attr:`tooldeck.lint.lock.FieldChange.reordered`), with no poisoning
        finding: what a server that builds its text from a Python ``set``
        (mcp-shell-server 1.1.14) lists at each start, in another order each time, so the
        hash of the one reviewed seldom matches the next listing (trial37b L3)."""
        return (
            self.reason == "changed"
            and not self.findings
            and bool(self.changes)
            and all(f.reordered for f in self.changes)
        )

    def text(self, *, whole: bool = False) -> str:
        """Why it is held: a first line naming the changed top-level members and the
        findings' rule codes (``definition changed since it was pinned (/description, T102):``),
        then each diff line or finding on its own line indented by two spaces
        (JSON-escaped, not yet terminal-safe: print it through
        :func:`tooldeck.display.visible` or ``shown_error``). The first line quotes none
        of the held definition's text: it alone goes to the model in a refusal.

        ``whole``: the diff lines show every changed character
        (:meth:`tooldeck.lint.lock.FieldChange.line` with ``whole=True``), for the person
        who reviews or approves the change (``gateway --dry-run``, ``gateway approve``); by
        default each changed part is cut at :data:`tooldeck.lint.lock.PART_CHARS`, so
        the text stays bounded where it is logged or sent."""
        if self.reason in ("changed", "renamed"):
            what = (
                "definition changed since it was pinned"
                if self.reason == "changed"
                else RENAMED_REASON
            )
            # the top-level member only (name, description, inputSchema, …: the fixed
            # members of tool_definition): a deeper pointer holds the upstream's own
            # property names, which can carry an instruction, and has no length bound
            members = Counter(
                "/" + f.pointer.split("/")[1] if f.pointer else "/" for f in self.changes
            )
            named = [m if n == 1 else f"{m}: {n} fields" for m, n in members.items()]
        elif self.reason == "new":
            what = NEW_TOOL_REASON
            named = []  # every member is new: naming them says nothing
        elif self.reason == "relaxed":
            what = RELAXED_REASON
            named = []
        else:
            what = "the linter's poisoning rules flag it"
            named = []
        named += dict.fromkeys(line.split(" ", 1)[0] for line in self.findings)
        first = f"{what} ({', '.join(named)})" if named else what
        lines = self.lines
        if whole and self.changes:
            lines = tuple(f.line(whole=True) for f in self.changes) + self.findings
            if self.reason == "renamed":
                lines = (self.lines[0], *lines)  # "in place of …", then the diff
        return f"{first}:" + "".join(f"\n  {line}" for line in lines)


def _check_pin_names(names: Iterable[str], path: Path, *, every: bool = False) -> None:
    """Refuse a lock none of whose entries is named ``SERVER/TOOL`` (``every``: a lock
    with any entry not so named — the gateway's own pins, which it matches by name).

    Raises:
        LockFileError: every entry (``every``: one entry) is named as a deck names tools
            (``server__tool``, or a bare tool name).
    """
    names = list(names)
    if names and not any("/" in name for name in names):
        # a lock written by `tooldeck lock` for a deck (server__tool): none of its names
        # would ever match, so every tool would be a first sight and a rug pull pinned
        raise LockFileError(
            f"{path}: its entries are named as a deck names tools "
            f"({names[0]!r}), not SERVER/TOOL as the gateway pins them, so none would "
            f"match and every tool would be pinned again unreviewed; write it again "
            f"with `tooldeck lock CONFIG -o {path}` or `tooldeck gateway approve "
            f"--all CONFIG` (after moving this file away)"
        )
    bare = [name for name in names if "/" not in name]
    if every and bare:
        # `tooldeck lock CONFIG` before session 25 wrote a tool exposed under its own name
        # (an empty prefix, namespacing: on-collision) so: never matched, its server's
        # tools were first sights, a rug-pulled one pinned unreviewed and served
        raise LockFileError(
            f"{path}: {len(bare)} of its {len(names)} entries are not named SERVER/TOOL "
            f"({', '.join(repr(n) for n in bare[:3])}{', …' if len(bare) > 3 else ''}), "
            "so the gateway would never match them and would pin those tools again "
            "unreviewed at first sight; review what the servers list now and write it "
            f"again with `tooldeck lock CONFIG -o {path}`"
        )


def poison_lint_config(poison_rules: Iterable[str] = POISON_RULES) -> LintConfig | None:
    """The lint config of the poisoning check that quarantines an unpinned or changed
    definition: the error-level rules whose codes start with one of ``poison_rules``
    (default :data:`POISON_RULES`); None when none is selected (the check is off)."""
    # Only error findings quarantine, so only error rules run: a warning rule such as
    # T109 embeds every sentence with MiniLM, which cost minutes on a 3,000-tool
    # upstream (one lint per tool) and never decides anything here.
    prefixes = tuple(poison_rules)
    codes = tuple(
        r.code for r in all_rules() if r.code.startswith(prefixes) and r.severity == Severity.error
    )
    return LintConfig(select=codes) if codes else None


def poisoning_findings(tool: Tool, config: LintConfig | None) -> tuple[str, ...]:
    """The error-level poisoning findings of ``tool`` (as its server lists it) under
    ``config`` (:func:`poison_lint_config`), one ``"CODE /pointer: message"`` each, the
    definition linted alone: a rule that reads the deck (T104's siblings of one server)
    sees none of its siblings, so a tool that names a sibling is read as naming another
    server's tool. ``()`` when ``config`` is None. The gateway, ``tooldeck lock`` and
    ``select`` lint a whole listing instead (:func:`deck_poisoning_findings`); this is
    for a definition that comes alone (a tool no listing holds)."""
    if config is None:
        return ()
    result = lint(Deck([tool]), config, field_names="mcp")
    return tuple(
        f"{f.code} {f.pointer or '/'}: {f.message}"
        for f in result.findings
        if f.severity == Severity.error
    )


def deck_poisoning_findings(deck: Deck, config: LintConfig | None) -> dict[str, tuple[str, ...]]:
    """The error-level poisoning findings of each tool of ``deck``, the deck linted as one
    (as ``tooldeck lint DECK --select T`` lints it), by tool name in deck order, one
    ``"CODE /pointer: message"`` each; a tool without any is absent, ``{}`` when ``config``
    (:func:`poison_lint_config`) is None or the deck is empty.

    What keeps a definition quarantined at first sight and ``approve --all`` from releasing
    it, what ``tooldeck lock`` leaves out of a lock (unless ``--include-flagged``) and what
    ``select`` leaves out of a ranking. For a gateway's upstreams ``deck`` is their
    listings merged under the exposed names with each tool's
    :meth:`~tooldeck.tool.Deck.origin` (:func:`tooldeck.formats.mcp_servers.merge_listings`,
    the deck ``tooldeck lint CONFIG`` reads): the deck rules then know which server lists
    which tool, so T104 reads "use this tool instead of create_issue" as honest where
    create_issue is a sibling of the same server and as shadowing where only another
    server lists it (trial43b NEW-2: the gateway linted one definition at a time and
    quarantined an honest sibling that ``tooldeck lint`` passed)."""
    if config is None or len(deck) == 0:
        return {}
    result = lint(deck, config, field_names="mcp")
    found: dict[str, list[str]] = {}
    for f in result.findings:
        if f.severity == Severity.error and f.tool is not None:
            found.setdefault(f.tool, []).append(f"{f.code} {f.pointer or '/'}: {f.message}")
    return {name: tuple(found[name]) for name in deck.names if name in found}


def poisoning_warnings(
    tools: Sequence[Tool], poison_rules: Iterable[str] = POISON_RULES
) -> dict[str, tuple[str, ...]]:
    """The warning-level poisoning findings of ``tools`` (one upstream's listing, linted
    as one deck, as ``tooldeck lint`` lints it), by tool name, one ``"CODE /pointer:
    message"`` each: the rules of ``poison_rules`` that warn and are on by default
    (``T111``, the learned "addressed to the model" classifier, among them; not the
    opt-in ``T109``). They quarantine nothing: ``tooldeck gateway --dry-run`` shows them
    to the person who reviews the first-sight pins (trial32a #3). ``{}`` when no such rule
    is selected or nothing was found."""
    prefixes = tuple(poison_rules)
    codes = tuple(
        r.code
        for r in all_rules()
        if r.code.startswith(prefixes) and r.severity == Severity.warning and r.default
    )
    if not codes or not tools:
        return {}
    result = lint(Deck(list(tools)), LintConfig(select=codes), field_names="mcp")
    found: dict[str, list[str]] = {}
    for f in result.findings:
        if f.severity == Severity.warning and f.tool is not None:
            found.setdefault(f.tool, []).append(f"{f.code} {f.pointer or '/'}: {f.message}")
    return {name: tuple(lines) for name, lines in found.items()}


START_WARNINGS = 10
"""Most warning-level poisoning findings a gateway's start lines (or the lines of one
upstream's change while serving) name one by one; past it, a count (``--dry-run`` lists
them all)."""

START_WARNING_CHARS = 160
"""Most characters of a finding's message on such a line (a dry run shows it whole)."""


def poisoning_warning_lines(
    listings: Mapping[str, Sequence[Tool]],
    entries: Iterable[Entry],
    config: GatewayConfig,
    *,
    only: Mapping[str, Iterable[str]] | None = None,
    cap: int = START_WARNINGS,
) -> list[str]:
    """The stderr lines naming the warning-level poisoning findings of upstream tools
    (:func:`poisoning_warnings`, each upstream's listing linted as one deck, as ``--dry-run``
    does): one line each, ``  poisoning warning: EXPOSED: CODE /pointer: message`` (the
    message cut to :data:`START_WARNING_CHARS` with ``…``), at most ``cap`` of them, then
    ``  … and N more poisoning warnings``, and a closing line saying that they quarantine
    nothing and which dry run lists them whole; ``[]`` when there is none.

    Args:
        listings: upstream name → its tools (the upstream's own names).
        entries: the catalogue's entries (:attr:`tooldeck.gateway.catalog.Catalog.entries`):
            a tool is shown by its exposed name (else ``upstream/name``), and one not active
            (quarantined for another reason: a definition changed since the lock) is marked
            "(quarantined for another reason, not served)" and the closing line does not call
            it served (trial34 L3).
        config: the gateway's config (the dry-run command names its file).
        only: upstream name → the own names to report (a new or changed tool while
            serving: the upstream is still linted whole, so deck rules see its siblings);
            None: every tool (the start).
        cap: most findings named one by one.
    """
    entries = list(entries)
    exposed = {(e.upstream, e.original): e.exposed for e in entries}
    held = {(e.upstream, e.original) for e in entries if e.state != "active"}
    found: list[str] = []
    tools_warned: set[tuple[str, str]] = set()
    for upstream, tools in listings.items():
        if only is not None and upstream not in only:
            continue
        wanted = None if only is None else set(only[upstream])
        if wanted is not None and not wanted:
            continue
        for name, findings in poisoning_warnings(tools).items():
            if wanted is not None and name not in wanted:
                continue
            shown = visible(exposed.get((upstream, name), f"{upstream}/{name}"))
            if (upstream, name) in held:
                shown += " (quarantined for another reason, not served)"
            tools_warned.add((upstream, name))
            for finding in findings:
                text = shown_error(finding)
                if len(text) > START_WARNING_CHARS:
                    text = text[: START_WARNING_CHARS - 1].rstrip() + "…"
                found.append(f"  poisoning warning: {shown}: {text}")
    if not found:
        return []
    lines = found[:cap]
    if len(found) > cap:
        lines.append(f"  … and {len(found) - cap:,} more poisoning warnings")
    not_served = len(tools_warned & held)
    if not_served == 0:
        served = "these tools are served"
    elif not_served == len(tools_warned):
        served = (
            "these tools are not served: they are quarantined for another reason"
            if not_served > 1
            else "this tool is not served: it is quarantined for another reason"
        )
    else:
        served = (
            f"{not_served:,} of these tools {'is' if not_served == 1 else 'are'} "
            "quarantined for another reason (marked) and not served, the others are served"
        )
    lines.append(
        f"  ({plural(len(found), 'poisoning warning')}: warnings quarantine nothing, "
        f"{served}; read the text at each pointer: "
        f"`{dry_run_command(config)}` lists them whole; {warning_rules_note()})"
    )
    return lines


def warning_rules_note(poison_rules: Iterable[str] = POISON_RULES) -> str:
    """Which warning-level poisoning rules the gateway's warning lines come from and which
    it does not run (trial39 L6: the gateway listed T111 on a text where ``tooldeck lint
    --select T`` also gave T109, and did not say it had not run T109). The rules run are
    those :func:`poisoning_warnings` selects (warning level, on by default, matching
    ``poison_rules``); the others of that level are opt-in (T109 embeds every sentence
    with MiniLM) and ``tooldeck lint --select CODES`` runs them. E.g. ``"warning rules
    run: T111; not run (opt-in): T109, which `tooldeck lint --select T109` adds"``."""
    prefixes = tuple(poison_rules)
    warning = [
        r for r in all_rules() if r.code.startswith(prefixes) and r.severity == Severity.warning
    ]
    run = sorted(r.code for r in warning if r.default)
    opt_in = sorted(r.code for r in warning if not r.default)
    note = f"warning rules run: {', '.join(run) or 'none'}"
    if opt_in:
        codes = ",".join(opt_in)
        note += (
            f"; not run (opt-in): {', '.join(opt_in)}, which `tooldeck lint --select {codes}` adds"
        )
    return note


def pinned_despite(
    entries: Iterable[Entry],
    poison_rules: Iterable[str] = POISON_RULES,
    config: GatewayConfig | None = None,
) -> dict[str, tuple[str, ...]]:
    """The served tools whose pinned definition the poisoning rules flag with error-level
    findings, by exposed name (catalogue order), one ``"CODE /pointer: message"`` each
    (:func:`deck_poisoning_findings` of the definitions as their upstreams list them,
    every entry of the catalogue linted as one deck: the check that quarantines a tool at
    first sight). Such a tool is served only because a person pinned it — ``tooldeck lock
    CONFIG``, ``gateway approve`` by name or with ``--include-flagged`` — and the lock is
    that approval (trial35 M3: it was served with no trace after ``tooldeck lock``). One
    lint of the catalogue, error rules only. ``config``: the gateway's config, whose
    naming the deck is merged with (:func:`listed_deck`); None: each entry under its
    exposed name with its origin only."""
    check = poison_lint_config(poison_rules)
    if check is None:
        return {}
    entries = list(entries)
    found = deck_poisoning_findings(listed_deck(entries, config), check)
    return {
        entry.exposed: found[entry.exposed]
        for entry in entries
        if entry.state == "active" and entry.exposed in found
    }


def listed_deck(entries: Sequence[Entry], config: GatewayConfig | None = None) -> Deck:
    """The catalogue's ``entries`` as their upstreams list them, merged into one deck under
    the exposed names with each tool's :meth:`~tooldeck.tool.Deck.origin` (server, own
    name): with ``config``, :func:`tooldeck.formats.mcp_servers.merge_listings` of the
    entries' listings (the deck ``tooldeck lint CONFIG`` reads, with its namespacing
    records); without, each entry's listed definition renamed to its exposed name.
    Quarantined entries are in it: a server lists them."""
    if config is not None:
        from tooldeck.formats.mcp_servers import merge_listings

        listings: dict[str, list[Tool]] = {}
        for entry in entries:
            listings.setdefault(entry.upstream, []).append(entry.upstream_tool)
        merged = merge_listings(listings, config)[0]
        if set(merged.names) == {e.exposed for e in entries}:
            return merged
    return Deck(
        [e.upstream_tool.replace(name=e.exposed) for e in entries],
        origins={e.exposed: (e.upstream, e.original) for e in entries},
    )


def lock_written(path: str | Path | None) -> str | None:
    """When the lock at ``path`` was last written (its modification time, UTC, to the
    minute: ``2026-12-06 03:10 UTC``); None when there is no such file. The lock records
    no date of its own: a later write (a first-sight pin, an approval) moves it."""
    import datetime

    if path is None:
        return None
    try:
        mtime = Path(path).stat().st_mtime
    except OSError:
        return None
    when = datetime.datetime.fromtimestamp(mtime, datetime.UTC)
    return when.strftime("%Y-%m-%d %H:%M UTC")


def pinned_despite_lines(
    found: Mapping[str, Sequence[str]],
    *,
    lock: str | Path | None,
    written: str | None,
    config_path: str | Path | None,
    cap: int | None = START_WARNINGS,
) -> list[str]:
    """The stderr lines of :func:`pinned_despite`: one per tool,
    ``  served: EXPOSED: pinned despite T107 (lock FILE, last written DATE)``, at most
    ``cap`` (None: all, the dry run), then ``  … and N more tools served despite
    error-level poisoning findings``, and a closing line saying that the pin is the
    approval and which ``tooldeck lint`` shows the findings; ``[]`` when ``found`` is
    empty.

    Args:
        found: exposed name → findings (:func:`pinned_despite`); the codes shown are
            their rule codes, in order, and the name is made visible
            (:func:`tooldeck.display.visible`).
        lock: the lock file (:attr:`GatewayConfig.lock`; None: pins held in memory).
        written: when it was last written (:func:`lock_written`), or None.
        config_path: the config file, named in the lint command (None: ``CONFIG``).
        cap: most tools named one by one (None: every one).
    """
    import shlex

    if not found:
        return []
    where = (
        f"lock {visible(str(lock))}" + (f", last written {written}" if written else "")
        if lock is not None
        else "approved in this run, no lock file"
    )
    lines = []
    for exposed, findings in found.items():
        codes = ", ".join(dict.fromkeys(f.split(" ", 1)[0] for f in findings))
        lines.append(f"  served: {visible(exposed)}: pinned despite {codes} ({where})")
    if cap is not None and len(lines) > cap:
        more = len(lines) - cap
        lines = [
            *lines[:cap],
            f"  … and {more:,} more {'tool' if more == 1 else 'tools'} served despite "
            "error-level poisoning findings",
        ]
    target = visible(shlex.quote(str(config_path))) if config_path is not None else "CONFIG"
    one = len(found) == 1
    lines.append(
        f"  ({'this tool is' if one else 'these tools are'} served as pinned: the lock is "
        "the approval, although the poisoning rules would quarantine "
        f"{'it' if one else 'them'} at first sight; read the findings with "
        f"`tooldeck lint {target} --select T`)"
    )
    return lines


class Pins:
    """The pinned definitions of a gateway (implements ``catalog.PinCheck``).

    Args:
        path: the lock file (read when it exists; written by :meth:`save`); None keeps
            the pins in memory only.
        poison_rules: lint codes/prefixes whose error findings quarantine an unpinned
            definition (default :data:`POISON_RULES`); ``()`` turns that check off.
        write: write first-sight pins to the lock each time a catalogue is built
            (:meth:`built`); False (a dry run) keeps them in memory.
        quarantine_new: upstream names whose new tools are quarantined (their
            ``new_tools: quarantine``; :meth:`for_config` reads it from a config): a tool
            not pinned, of such an upstream that already had a pinned tool when the
            catalogue being built began (in the lock, or pinned at an earlier build), is
            held with reason ``new`` instead of pinned at first sight. An upstream with no
            pin yet is still pinned at first sight (trust on first use).
        origin: where a config names the lock (``FILE:LINE: lock``,
            :attr:`GatewayConfig.lock_origin`), put before a failure to write it.
        source: the config file the pins belong to, written as the lock's ``"source"``
            by every write (first sight, approve) unless :meth:`save` names another
            (trial38b LOW-5: a first-sight lock had ``"source": null``).
        relaxing: upstream name → what a config ``annotations`` pattern states for one of
            its tools that relaxes approval (:meth:`UpstreamSpec.relaxing_patterns`;
            :meth:`for_config` reads it from a config): a tool not pinned, of an upstream
            that had a pinned tool when the catalogue began, with such a hint is held with
            reason ``relaxed`` instead of pinned at first sight, whatever ``new_tools``
            says (trial42 HIGH: no person reviewed the definition the pattern relaxes).

    The lock is read again when its modification time or size changes (``tooldeck gateway
    approve`` run while a gateway serves); :meth:`stale` tells the serving gateway, which
    checks it at each ``tools/list`` and ``tools/call`` and rebuilds its catalogue, so an
    approval takes effect at the next request.

    Raises:
        LockFileError: the lock file exists and cannot be read, is another version, a
            stored hash does not match its definition (edited by hand), or none of its
            entries is named ``SERVER/TOOL`` (a lock of a deck, e.g. one ``tooldeck lock``
            wrote with deck names: the gateway would match none of its pins).
    """

    def __init__(
        self,
        path: str | Path | None,
        *,
        poison_rules: Iterable[str] = POISON_RULES,
        write: bool = True,
        origin: str | None = None,
        quarantine_new: Iterable[str] = (),
        source: str | None = None,
        relaxing: Mapping[str, Callable[[str, Mapping[str, Any]], Sequence[str]]] | None = None,
    ) -> None:
        self.path = None if path is None else Path(path)
        self.source = source
        self.relaxing = dict(relaxing or {})
        self.quarantine_new = frozenset(quarantine_new)
        # upstreams with a pin when the catalogue being built began (None between builds)
        self._known: frozenset[str] | None = None
        self._listed: set[str] = set()  # upstreams listed by an earlier build of this run
        self.origin = origin
        self.write = write
        self._pinned: dict[str, LockedTool] = {}
        self._stamp: tuple[int, int] | None = None  # (mtime_ns, size) last read or written
        self._refresh()
        self._first_sight: dict[str, LockedTool] = {}
        self._vanished: dict[str, tuple[str, ...]] = {}  # upstream → pins missing now
        self.held: dict[str, Held] = {}
        self._said_varied: dict[str, set[str]] = {}  # listed sha256 → keys logged once
        self._approved = False
        # Only error findings quarantine, so only error rules run: a warning rule such as
        # T109 embeds every sentence with MiniLM, which cost minutes on a 3,000-tool
        # upstream (one lint per tool) and never decides anything here.
        self._lint = poison_lint_config(poison_rules)
        # the catalogue's listings merged as one deck (:meth:`listing`): exposed name by
        # (upstream, own name), and its poisoning findings once linted, by the listing's
        # definition hashes (the same listing is not linted again; a change re-lints)
        self._deck: Deck | None = None
        self._deck_names: dict[tuple[str, str], str] = {}
        self._deck_key: tuple[Any, ...] | None = None
        self._deck_findings: tuple[tuple[Any, ...], dict[str, tuple[str, ...]]] | None = None

    @classmethod
    def for_config(cls, config: GatewayConfig, *, write: bool = True) -> Pins:
        """The pins of ``config``: its lock (``config.lock``; in memory when None), where
        the config names it (``lock_origin``), and the upstreams whose ``new_tools`` is
        ``quarantine`` (:meth:`GatewayConfig.new_tools_of`).

        Raises:
            LockFileError: as :class:`Pins`.
        """
        quarantine = [
            u.name for u in config.upstreams if config.new_tools_of(u.name) == "quarantine"
        ]
        return cls(
            config.lock,
            write=write,
            origin=config.lock_origin,
            quarantine_new=quarantine,
            source=str(config.path) if config.path else None,
            relaxing={u.name: u.relaxing_patterns for u in config.upstreams if u.annotations},
        )

    def _on_disk(self) -> tuple[int, int] | None:
        """The lock's (modification time in ns, size in bytes), or None when absent."""
        if self.path is None:
            return None
        try:
            st = self.path.stat()
        except (FileNotFoundError, NotADirectoryError):  # a file on the way: none there
            return None
        return st.st_mtime_ns, st.st_size

    def stale(self) -> bool:
        """The lock file changed on disk (modification time or size) since it was read or
        written here: the next :meth:`check` reads it again. One ``stat`` call."""
        stamp = self._on_disk()
        return stamp is not None and stamp != self._stamp

    def _refresh(self) -> None:
        """Read the lock again when it changed on disk since read or written here.

        Raises:
            LockFileError: it cannot be read (that version is not retried until the file
                changes again).
        """
        stamp = self._on_disk()
        if stamp is None or stamp == self._stamp:
            return
        self._stamp = stamp
        pinned = {entry.name: entry for entry in read_lock(self.path).tools}  # type: ignore[arg-type]
        _check_pin_names(pinned, self.path, every=True)  # type: ignore[arg-type]
        self._pinned = pinned

    def built(self, listed: Sequence[str] = ()) -> None:
        """Called by :func:`~tooldeck.gateway.catalog.build_catalog` once a catalogue is
        built, with the upstreams it listed: an upstream listed once is known from then on
        (under ``new_tools: quarantine`` its later tools are new even when its first
        listing was empty — a server could otherwise list nothing, then add its tools
        unreviewed). Writes first-sight pins when ``write`` (and a path) is set. When the lock
        existed already, the definitions it did not hold are new to the reviewer: a
        warning on the ``tooldeck.gateway`` logger (the gateway's stderr) names them
        (at most :data:`NAMED_AT_MOST`, then a count) and says they were not reviewed.
        The write that creates the lock says so on the same logger: its path and how many
        definitions it pinned."""
        self._known = None  # the next build starts from what is pinned and listed by then
        self._listed.update(listed)
        if not (self.write and self.path is not None):
            return
        added = sorted(self._first_sight) if self._stamp is not None else []
        created = self._stamp is None and not self.path.exists()
        pinned_now = len(self._first_sight)
        written = self.save()
        if written and created:
            # trial33 LOW-4: the first start wrote 66 pins and said nothing
            _LOG.warning(
                "%s: lock written: %d tool definition%s pinned at first sight (trusted "
                "as listed now; a later change is quarantined until approved)",
                self.path,
                pinned_now,
                "" if pinned_now == 1 else "s",
            )
        if written and added:
            shown = ", ".join(added[:NAMED_AT_MOST])
            if len(added) > NAMED_AT_MOST:
                shown += f" and {len(added) - NAMED_AT_MOST} more"
            _LOG.warning(
                "%s: added %d definition%s the lock did not hold, pinned unreviewed at "
                "first sight: %s%s",
                self.path,
                len(added),
                "" if len(added) == 1 else "s",
                shown,
                ""
                if self.quarantine_new
                else " (new_tools: quarantine holds such tools until approved)",
            )

    @property
    def pinned(self) -> dict[str, LockedTool]:
        """Pinned entries by ``SERVER/TOOL`` (from the file, then first sights)."""
        return {**self._pinned, **self._first_sight}

    @property
    def first_sight(self) -> tuple[str, ...]:
        """Keys pinned at first sight since this object was made (not yet in the file
        until :meth:`save`)."""
        return tuple(self._first_sight)

    @property
    def added_since_lock(self) -> tuple[str, ...]:
        """The :attr:`first_sight` keys of upstreams the lock file already pins a tool of:
        tools a server added after its catalogue was reviewed, pinned unreviewed under
        ``new_tools: pin`` (the ones ``lint --locked`` reports as L101). The rest of
        :attr:`first_sight` are the first listing of an upstream (trust on first use)."""
        known = {key.partition("/")[0] for key in self._pinned}
        return tuple(k for k in self._first_sight if k.partition("/")[0] in known)

    def listing(self, listings: Mapping[str, Sequence[str]], deck: Deck | None = None) -> None:
        """Called by :func:`~tooldeck.gateway.catalog.build_catalog` before it checks a
        catalogue's tools, with the tool names each upstream listed: the pins of each such
        upstream that its listing lacks are remembered, and :meth:`check` holds a tool the
        lock does not know of that upstream as a possible rename (``renamed``) instead of
        pinning it at first sight (break25 M8: a rug pull by renaming ``add`` to
        ``add_numbers`` was pinned unreviewed under ``new_tools: pin``). An upstream not
        listed (down) has nothing missing.

        ``deck``: the same listings merged as one deck under the exposed names, each tool
        with its :meth:`~tooldeck.tool.Deck.origin`
        (:func:`tooldeck.formats.mcp_servers.merge_listings`, what ``tooldeck lint CONFIG``
        reads). The poisoning check of a tool it holds lints that deck, once per listing
        (:func:`deck_poisoning_findings`: T104 sees which server lists which tool), so the
        gateway quarantines what ``tooldeck lint CONFIG --select T`` reports as errors;
        None (or a tool it does not hold as listed): the definition is linted alone."""
        self._refresh()
        self._deck = deck
        self._deck_key = None
        self._deck_names = {}
        if deck is not None:
            for name in deck.names:
                origin = deck.origin(name)
                if origin is not None:
                    self._deck_names[origin] = name
        self._vanished = {}
        for upstream, names in listings.items():
            listed = {pin_key(upstream, name) for name in names}
            gone = tuple(
                sorted(
                    key
                    for key in self._pinned
                    if key.partition("/")[0] == upstream and key not in listed
                )
            )
            if gone:
                self._vanished[upstream] = gone

    def check(self, upstream: str, tool: Tool) -> str | None:
        """Why ``tool`` (as upstream ``upstream`` lists it) is quarantined, or None.

        A first-sight definition without poisoning findings is pinned (in memory; call
        :meth:`save` to write it), unless it is new to an upstream of
        :attr:`quarantine_new` that had pins when this catalogue began: then it is held,
        reason ``new``; or a pinned tool of its upstream is missing from the same listing
        (:meth:`listing`): then it is held as a possible rename, reason ``renamed``, with
        its diff against the missing pin whose name is closest (:mod:`difflib`).
        """
        self._refresh()
        if self._known is None:
            self._known = frozenset(k.partition("/")[0] for k in self.pinned) | self._listed
        key = pin_key(upstream, tool.name)
        definition = tool_definition(tool)
        locked = LockedTool(key, definition_hash(definition), definition)
        self.held.pop(key, None)
        pinned = self._pinned.get(key) or self._first_sight.get(key)
        if pinned is not None:
            if pinned.sha256 == locked.sha256:
                return None
            changes = tuple(field_changes(pinned.definition, definition))
            if not changes:  # `required` reordered only: the same definition
                return None
            if varied_only(changes, pinned.vary) and not self._poisoning(upstream, tool):
                # the lock lets these fields vary by host (`tooldeck lock --vary`): served
                # under its pin, logged once; any other change is held below
                if key not in self._said_varied.get(locked.sha256, set()):
                    self._said_varied.setdefault(locked.sha256, set()).add(key)
                    _LOG.warning(
                        "%s: served under its pin: only host-dependent fields differ, which "
                        "the lock lets vary (%s)",
                        key,
                        "; ".join(visible(f.line()) for f in changes),
                    )
                return None
            # linted as a first sight is: a diff part is cut at PART_CHARS, and what a
            # person approves must not depend on where an instruction sits in the text
            findings = self._poisoning(upstream, tool)
            lines = tuple(f.line() for f in changes) + findings
            held = Held(key, "changed", lines, locked, changes, findings)
        elif self._vanished.get(upstream):  # before new: a diff against the pin it replaces
            gone = self._vanished[upstream]
            closest = max(
                gone,
                key=lambda k: difflib.SequenceMatcher(None, k, key).ratio(),
            )
            changes = tuple(field_changes(self._pinned[closest].definition, definition))
            findings = self._poisoning(upstream, tool)
            others = len(gone) - 1
            place = f"in place of {closest}" + (
                f" (or one of {others} other pins missing from this listing)" if others else ""
            )
            lines = (place, *(f.line() for f in changes), *findings)
            held = Held(
                key,
                "renamed",
                lines,
                locked,
                changes,
                findings,
                (closest, *sorted(set(gone) - {closest})),
            )
        elif upstream in self.quarantine_new and upstream in self._known:
            # one path with a changed definition: held, diffed against nothing, linted
            changes = tuple(field_changes({}, definition))
            findings = self._poisoning(upstream, tool)
            # a relaxing config pattern it falls under is named too, so that approving it
            # says again whether the pattern's hints then apply (final_note44: said only
            # under new_tools: pin's "relaxed" hold)
            relaxed = self._relaxed(upstream, tool)
            lines = relaxed + tuple(f.line() for f in changes) + findings
            held = Held(key, "new", lines, locked, changes, findings)
        elif upstream in self._known and (relaxed := self._relaxed(upstream, tool)):
            # trial42 HIGH: a pattern written for reviewed tools would relax a new one
            changes = tuple(field_changes({}, definition))
            findings = self._poisoning(upstream, tool)
            lines = relaxed + tuple(f.line() for f in changes) + findings
            held = Held(key, "relaxed", lines, locked, changes, findings)
        else:
            findings = self._poisoning(upstream, tool)
            if not findings:
                self._first_sight[key] = locked
                return None
            held = Held(key, "poisoning", findings, locked, findings=findings)
        self.held[key] = held
        return held.text()

    def _relaxed(self, upstream: str, tool: Tool) -> tuple[str, ...]:
        """One line per relaxing config hint for ``upstream``'s tool ``tool`` (as listed;
        :attr:`relaxing`), ``()`` when none."""
        patterns = self.relaxing.get(upstream)
        if patterns is None:
            return ()
        return tuple(
            f"config annotations pattern {p}: not applied to a definition no person reviewed"
            for p in patterns(tool.name, tool.annotations.to_mcp())
        )

    def _poisoning(self, upstream: str, tool: Tool) -> tuple[str, ...]:
        """The error-level poisoning findings of ``upstream``'s ``tool``: those of the
        listing's merged deck (:meth:`listing`) when it holds this definition, linted once
        per listing; else of the definition alone (:func:`poisoning_findings`)."""
        deck, exposed = self._deck, self._deck_names.get((upstream, tool.name))
        if deck is None or exposed is None or self._lint is None:
            return poisoning_findings(tool, self._lint)
        definition = tool_definition(tool)
        if tool_definition(deck[exposed].replace(name=tool.name)) != definition:
            return poisoning_findings(tool, self._lint)
        if self._deck_key is None:  # once per listing: its definitions' hashes
            self._deck_key = tuple(
                (name, deck.origin(name), definition_hash(tool_definition(t)))
                for name, t in zip(deck.names, deck, strict=True)
            )
        key = self._deck_key
        if self._deck_findings is None or self._deck_findings[0] != key:
            self._deck_findings = (key, deck_poisoning_findings(deck, self._lint))
        return self._deck_findings[1].get(exposed, ())

    def approve(self, keys: Iterable[str] | None = None) -> tuple[str, ...]:
        """Pin the current definition of held tools (``keys``: ``SERVER/TOOL`` names;
        None: every held tool). Returns the keys approved; call :meth:`save` to write.

        Raises:
            KeyError: a key that is not held (its message lists the held keys).
        """
        chosen = list(self.held) if keys is None else list(keys)
        for key in chosen:
            if key not in self.held:
                held = ", ".join(self.held) or "none"
                raise KeyError(f"{key} is not quarantined (quarantined: {held})")
        renamed = set()
        for key in chosen:
            self._first_sight.pop(key, None)
            approved = self.held.pop(key)
            if approved.reason == "renamed":
                renamed.add(key.partition("/")[0])
            before = self._pinned.get(key)
            keep = tuple(  # the varied fields the lock named stay named (a reviewed setting)
                p
                for p in (before.vary if before else ())
                if vary_problem(approved.pin.definition, p) is None
            )
            self._pinned[key] = dataclasses.replace(approved.pin, vary=keep)
            self._approved = True
        # the pins a rename replaced go once a rename was approved and no tool held as
        # one is left: a person reviewed what took their place (while one is held,
        # another new tool of that upstream is still held as a rename, not pinned at
        # first sight); a pin that is only missing for now is kept
        for upstream in renamed:
            if not any(
                h.reason == "renamed" and k.partition("/")[0] == upstream
                for k, h in self.held.items()
            ):
                for key in self._vanished.pop(upstream, ()):
                    self._pinned.pop(key, None)
        return tuple(chosen)

    def forget_first_sight(self, upstreams: Collection[str]) -> tuple[str, ...]:
        """Drop the first-sight pins not yet written (:attr:`first_sight`) of
        ``upstreams``, so that :meth:`save` does not write them; returns the keys dropped.
        A later catalogue sees those tools as first sights again."""
        dropped = tuple(k for k in self._first_sight if k.partition("/")[0] in upstreams)
        for key in dropped:
            del self._first_sight[key]
        return dropped

    def save(self, *, source: str | None = None) -> bool:
        """Write the lock (pinned entries sorted by key) when anything was pinned or
        approved since it was read or last saved. Returns whether the file was written.
        ``source`` is written as the lock's ``"source"`` (default: the pins' own
        ``source``, the config file).

        Raises:
            LockFileError: no path, or the file cannot be written (its missing folders
                are made first); prefixed with ``origin`` when given.
        """
        if not self._first_sight and not self._approved:
            return False
        if self.path is None:
            raise LockFileError("these pins have no lock file to write")
        self._pinned.update(self._first_sight)
        self._first_sight.clear()
        self._approved = False
        entries = tuple(self._pinned[k] for k in sorted(self._pinned))
        try:
            try:  # missing folders are made, as for --audit
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise LockFileError(
                    f"{self.path}: cannot write the lock file: cannot make its folder "
                    f"{self.path.parent}: {exc.strerror or exc}"
                ) from None
            write_lock(Lock(entries, source if source is not None else self.source), self.path)
        except LockFileError as exc:
            if self.origin is None:
                raise
            raise LockFileError(f"{self.origin}: {exc}") from None
        self._stamp = self._on_disk()
        return True


@dataclasses.dataclass(frozen=True)
class Approval:
    """What :func:`approve` did.

    Attributes:
        approved: ``(exposed name, held)`` of each definition pinned now.
        first_sight: ``SERVER/TOOL`` definitions pinned at first sight in the same write:
            the tools of upstreams the lock held nothing of (trusted on first use, as the
            gateway does), or every first sight with ``pin_first_sight``
            (see :func:`approve`).
        failed: upstream → why it could not be listed (its tools were not considered).
        lock: the lock file written (None when nothing was written).
        left: ``(exposed name, held)`` of each flagged definition that "every quarantined
            tool" left quarantined (error-level poisoning findings; see :func:`approve`).
        skipped: upstream → one line per tool it listed that is not a valid definition
            (:class:`~tooldeck.formats.mcp_client.SkippedTool`: by name and why), neither
            pinned nor served; its other tools were considered.
        not_pinned: ``SERVER/TOOL`` definitions seen for the first time (not
            quarantined) of upstreams the lock already pins tools of, which this approval
            left out of the lock because ``pin_first_sight`` was not given (since
            session 41).
    """

    approved: tuple[tuple[str, Held], ...]
    first_sight: tuple[str, ...]
    failed: dict[str, str]
    lock: Path | None
    left: tuple[tuple[str, Held], ...] = ()
    skipped: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    not_pinned: tuple[str, ...] = ()


HASH_MIN_HEX = 32
"""Fewest hex digits of a definition's SHA-256 that ``approve TOOL@SHA256`` accepts (the
dry run prints all 64). 32 digits are 128 bits: a server that shows one definition for
review and pins another must find two definitions whose hashes share that prefix, about
2**64 hashes by the birthday bound; 12 digits (48 bits) would take about 2**24, seconds."""

_HEX = re.compile(r"[0-9a-fA-F]+")


def split_reviewed(item: str, listed: Iterable[str] = ()) -> tuple[str, str | None]:
    """``TOOL@SHA256`` as ``(TOOL, sha256 in lower case)``; ``(item, None)`` when ``item``
    has no ``@`` followed by hex digits only, or is itself a name in ``listed``.

    Raises:
        PinningError: the digits after ``@`` are fewer than :data:`HASH_MIN_HEX`, or what
            follows ``@`` after a name in ``listed`` is not hex digits.
    """
    name, at, digits = item.rpartition("@")
    names = set(listed)
    if at and name in names and item not in names and not _HEX.fullmatch(digits):
        raise PinningError(
            f"{item}: {digits!r} after @ is not a sha256: give the hex digits "
            "`tooldeck gateway --dry-run CONFIG` prints under the tool"
        )
    if not at or not name or item in names or not _HEX.fullmatch(digits):
        return item, None
    if len(digits) < HASH_MIN_HEX or len(digits) > 64:
        raise PinningError(
            f"{item}: give at least {HASH_MIN_HEX} (at most 64) hex digits of the "
            f"definition's sha256 after @, as `tooldeck gateway --dry-run CONFIG` prints "
            f"it (a shorter prefix lets a server show one definition and pin another)"
        )
    return name, digits.lower()


async def approve(
    config: GatewayConfig,
    tools: Sequence[str] | None = None,
    *,
    timeout: float | None = None,
    include_flagged: bool = False,
    force: bool = False,
    reviewed_from: str | None = None,
    reviewed_changes: Mapping[str, Sequence[FieldChange]] | None = None,
    pin_first_sight: bool = False,
) -> Approval:
    """Pin the current definitions of quarantined tools (``tooldeck gateway approve``).

    Every upstream is listed once, the catalogue is built with the config's lock, and the
    tools named — exposed names (``git__status``) or ``SERVER/TOOL`` — or, with ``tools``
    None, every quarantined tool, are pinned, and the lock is written. A tool new to an
    upstream the lock already pins tools of, which the catalogue did not quarantine (a
    first sight under ``new_tools: pin``), is left out of the lock and returned in
    :attr:`Approval.not_pinned`: approving one tool must not pin others added since the
    lock that no person reviewed (before session 41 they were pinned in the same write,
    which silenced ``lint --locked``'s L101 for them; trial41 #9). The tools of an
    upstream the lock holds nothing of are pinned at first sight in the same write, as
    the gateway's start pins them (trust on first use: the first listing is what
    ``--dry-run`` showed for review). ``pin_first_sight`` (the CLI's explicit
    ``--new-tools pin``) writes every first sight, as before session 41. With ``tools`` None, a
    definition the poisoning rules flag with an error-level finding (at first sight or
    under its change) is left quarantined and returned in :attr:`Approval.left`, unless
    ``include_flagged``: approving it takes a choice made for it (its name, or
    ``include_flagged``), not a sweep.

    A name may carry the SHA-256 of the definition the person reviewed (``git__status@``
    and at least :data:`HASH_MIN_HEX` hex digits, as ``tooldeck gateway --dry-run``
    prints it, :attr:`Held.pin`): it is pinned only when the definition listed now has
    that hash. A flagged definition named without a hash is pinned only with ``force``
    (the server may have changed it again since it was reviewed). Nothing is written
    when any named tool is refused.

    ``reviewed_from``: the saved dry run the names and hashes come from (``approve
    --reviewed FILE``), named in a refusal; ``reviewed_changes``: that dry run's changes
    of each held definition against its pin (exposed name → fields), so a definition the
    server changed again since the review is refused with the change *since the review*
    (:func:`changes_since_review`), not since the pin.

    Raises:
        PinningError: a tool named is not quarantined (the message lists those that are),
            or no listed tool has that name (with the closest name, :mod:`difflib`); a
            hash given that is not the current definition's, or a flagged definition
            named without a hash or ``force`` (``detail``: what it would pin now).
        LockFileError: the lock cannot be read or written.
    """
    from tooldeck.formats.mcp_servers import list_upstreams
    from tooldeck.gateway.catalog import build_catalog

    pins = Pins.for_config(config, write=False)
    listing = await list_upstreams(config, timeout=timeout)
    catalog = build_catalog(listing.tools(), config, pins)
    held = {
        entry.exposed: pin_key(entry.upstream, entry.original) for entry in catalog.quarantined()
    }
    by_key = {key: exposed for exposed, key in held.items()}
    left: list[tuple[str, Held]] = []
    if tools is None:
        keys = [k for k in by_key if include_flagged or not pins.held[k].findings]
        left = [(by_key[k], pins.held[k]) for k in by_key if k not in keys]
    else:
        keys = []
        listed_names = [e.exposed for e in catalog.entries]
        listed_names += [pin_key(e.upstream, e.original) for e in catalog.entries]
        for item in tools:
            name, reviewed = split_reviewed(item, listed_names)
            key = held.get(name) or (name if name in by_key else None)
            if key is None:
                shown = ", ".join(held) or "none"
                unlisted = f"; not listed: {', '.join(listing.failed)}" if listing.failed else ""
                if name not in listed_names:  # a typo (fetch_fetch), not an active tool
                    close = difflib.get_close_matches(name, listed_names, n=1)
                    hint = _left_out_note(name, config) or (
                        f"; did you mean {close[0]}?" if close else ""
                    )
                    if is_glob(name):  # trial39b LOW-4: not a slip
                        hint = "; approve takes tool names (or --all), not patterns"
                    raise PinningError(
                        f"no tool named {name} is listed{hint} (quarantined: {shown}{unlisted})"
                    )
                raise PinningError(
                    f"{name} is not quarantined{_new_tool_note(name, catalog, config, pins)} "
                    f"(quarantined: {shown}{unlisted})"
                )
            since: tuple[FieldChange, ...] | None = None
            unmatched = False
            if reviewed_changes is not None and name in reviewed_changes and reviewed:
                # trust the file's changes only when they rebuild the hash it names
                rebuilt = reviewed_definition(pins.held[key], reviewed_changes[name])
                if rebuilt is not None and definition_hash(rebuilt).startswith(reviewed):
                    since = changes_since_review(reviewed_changes[name], pins.held[key].changes)
                else:
                    unmatched = rebuilt is not None
            _check_reviewed(
                by_key[key],
                pins.held[key],
                reviewed,
                force=force,
                source=reviewed_from,
                since=since,
                unmatched=unmatched,
                config_path=str(config.path) if config.path else None,
            )
            keys.append(key)
    approved = [(by_key[key], pins.held[key]) for key in keys]
    known = {key.partition("/")[0] for key in pins._pinned}  # as the lock was read
    pins.approve(keys)
    not_pinned = () if pin_first_sight else pins.forget_first_sight(known)
    first = pins.first_sight
    written = pins.save(source=str(config.path) if config.path else None)
    from tooldeck.formats.mcp_client import SkippedTool

    skipped = {
        name: lines
        for name, result in listing.loaded.items()
        if (lines := tuple(w.message for w in result.warnings if isinstance(w, SkippedTool)))
    }
    return Approval(
        tuple(approved),
        first,
        dict(listing.failed),
        pins.path if written else None,
        tuple(left),
        skipped,
        not_pinned,
    )


def changes_since_review(
    reviewed: Sequence[FieldChange], now: Sequence[FieldChange]
) -> tuple[FieldChange, ...] | None:
    """What changed between the definition a person reviewed and the one listed now,
    from two diffs against the same pin: ``reviewed`` (the saved dry run's changes) and
    ``now`` (:attr:`Held.changes`). A field's reviewed value is its ``new`` in
    ``reviewed``, else the pin's (its ``old`` in ``now``); its value now likewise; each
    field where the two differ is a :class:`~tooldeck.lint.lock.FieldChange` from the
    reviewed value to the current one (``added``/``removed`` where one side lacks it).

    Returns None when the two diffs cannot be composed field by field (one holds a field
    inside another's: an object added whole in one, a member of it changed in the other;
    or either changes an array, whose changes are by index); the caller then shows the
    change since the pin."""
    before = {f.pointer: f for f in reviewed}
    after = {f.pointer: f for f in now}
    pointers = list(dict.fromkeys([*before, *after]))
    if any(token.isdigit() for p in pointers for token in pointer_tokens(p)):
        # an array's changes are by index (a `required` list by the name's index in each
        # list): two diffs of one array do not compose by pointer (trial 27)
        return None
    for a in pointers:
        for b in pointers:
            if a != b and b.startswith(a + "/"):
                return None
    absent = object()

    def side(change: FieldChange, end: str) -> object:
        value = change.new if end == "new" else change.old
        missing = change.kind == ("removed" if end == "new" else "added")
        return absent if missing else value

    out = []
    for pointer in pointers:
        was = side(before[pointer], "new") if pointer in before else side(after[pointer], "old")
        now_value = (
            side(after[pointer], "new") if pointer in after else side(before[pointer], "old")
        )
        if was is absent and now_value is absent:
            continue
        if was is absent:
            out.append(FieldChange(pointer, "added", new=now_value))
        elif now_value is absent:
            out.append(FieldChange(pointer, "removed", old=was))
        elif canonical_json(was) != canonical_json(now_value):
            out.append(FieldChange(pointer, "changed", old=was, new=now_value))
    return tuple(out)


def reviewed_definition(held: Held, reviewed: Sequence[FieldChange]) -> dict[str, Any] | None:
    """The definition a saved dry run showed: the pinned definition (the one listed now,
    ``held.pin``, with ``held.changes`` undone) with the dry run's ``reviewed`` changes
    applied; None when a change cannot be applied (a pointer through an array or a
    missing member). :func:`_check_reviewed` compares its hash with the dry run's
    ``sha256`` before trusting the file's changes (a hand-edited file)."""
    import copy

    def apply(definition: object, changes: Sequence[FieldChange], *, undo: bool) -> bool:
        for change in changes:
            tokens = pointer_tokens(change.pointer)
            if not tokens or any(t.isdigit() for t in tokens):
                return False
            parent = definition
            for token in tokens[:-1]:
                if not isinstance(parent, dict) or token not in parent:
                    return False
                parent = parent[token]
            if not isinstance(parent, dict):
                return False
            gone = change.kind == ("added" if undo else "removed")
            if gone:
                parent.pop(tokens[-1], None)
            else:
                parent[tokens[-1]] = copy.deepcopy(change.old if undo else change.new)
        return True

    definition = copy.deepcopy(dict(held.pin.definition))
    if not apply(definition, held.changes, undo=True) or not apply(
        definition, reviewed, undo=False
    ):
        return None
    return definition


def _check_reviewed(
    exposed: str,
    held: Held,
    reviewed: str | None,
    *,
    force: bool,
    source: str | None = None,
    since: tuple[FieldChange, ...] | None = None,
    unmatched: bool = False,
    config_path: str | None = None,
) -> None:
    """Refuse to pin ``held`` when ``reviewed`` (a SHA-256 prefix, lower case) is not its
    definition's hash, or when it is flagged and named without a hash or ``force``.
    ``source``: the saved dry run the hash came from (``approve --reviewed``), and
    ``since`` the change from the definition it showed to the one listed now
    (:func:`changes_since_review`), shown instead of the change since the pin;
    ``unmatched``: the file's changes do not rebuild the hash it names (a hand-edited
    file), said in the refusal; ``config_path``: named in the command to run again.

    Raises:
        PinningError: with ``detail`` the whole change and findings it would pin.
    """
    detail = f"{exposed} ({held.key}) now: {held.text(whole=True)}"
    sha = held.pin.sha256
    if reviewed is not None and written_hash(held.pin.definition).startswith(reviewed):
        # the hash of the definition exactly as listed now (the one a lock or dry run
        # printed before session 38): this very definition, whatever its sets' order
        reviewed = sha[: len(reviewed)]
    if reviewed is not None and not sha.startswith(reviewed) and source is not None:
        if since:  # the fields that changed after the person read the dry run
            detail = f"{exposed} ({held.key}) changed since the dry run in {source}:" + "".join(
                f"\n  {f.line(whole=True)}" for f in since
            )
        import shlex

        where = shlex.quote(config_path) if config_path else "CONFIG"
        odd = (
            " (the changes that file records for it do not rebuild that hash, so the "
            "change shown is the one since the pin: was the file edited?)"
            if unmatched
            else ""
        )
        raise PinningError(
            f"{exposed}: the server changed this definition after the dry run in {source} "
            f"was saved: its sha256 is {sha} now, {reviewed} in that dry run{odd}; nothing "
            "was pinned. Read the change above, then save and review a new dry run "
            f"(`tooldeck gateway --dry-run --format json {where} > {shlex.quote(source)}`)",
            detail=detail,
        )
    if reviewed is not None and not sha.startswith(reviewed):
        raise PinningError(
            f"{exposed}: the definition listed now is not the one reviewed: its sha256 is "
            f"{sha}, not {reviewed}{'' if len(reviewed) == 64 else '…'}; nothing was "
            "pinned. Either the hash was mistyped or the server changed the definition "
            "since the review: read the definition above, then "
            f"approve it as {exposed}@{sha}",
            detail=detail,
        )
    if reviewed is None and held.findings and not force:
        raise PinningError(
            f"{exposed} is flagged by the poisoning rules "
            f"({', '.join(dict.fromkeys(f.split(' ', 1)[0] for f in held.findings))}) and "
            "was named without the hash of the definition reviewed, so the server may have "
            f"changed it since; nothing was pinned. Read the definition above, then approve it as "
            f"{exposed}@{sha} (the hash `tooldeck gateway --dry-run CONFIG` prints), or add "
            "--force to pin whatever the server lists at that time",
            detail=detail,
        )


REORDERED_WAY_OUT = (
    "only the order of a list in its text changed, which such a server may change at "
    "each start, so the hash reviewed seldom matches the next listing: read the change, "
    "then approve it by name (`{command}`, which shows and pins what is listed then), or "
    "fix the server's order (a Python server: PYTHONHASHSEED=0 in its env); "
    'docs/gateway.md "Limits (known)"'
)
"""What the gateway says of a held definition whose change is only reordered
(:attr:`Held.only_reordered`) in place of the ``approve TOOL@SHA256`` it offers
otherwise (trial37b L3: that command failed 23 times in 24 for mcp-shell-server);
``{command}`` is the approve-by-name command."""


def approve_command(
    config: GatewayConfig, reasons: Iterable[str | None], *, by_name: bool = False
) -> str:
    """The ``tooldeck gateway approve`` command that releases quarantined tools of
    ``config`` (``TOOL@SHA256…`` left for the person to fill in from ``--dry-run``, which
    prints each held tool's hash: a tool with a poisoning finding is approved only by its
    hash or with ``--force``): the config's path (``CONFIG``
    for a config built in Python), and ``--new-tools quarantine`` when a reason is a new
    tool, which ``approve`` holds only under that setting (the gateway may have it from its
    command line, which the config file does not say). ``by_name``: ``TOOL`` without the
    hash, for definitions that are only reordered (:data:`REORDERED_WAY_OUT`).

    The flag is added only where ``config.new_tools`` was set to ``quarantine`` (by the
    file or ``--new-tools``): unset, ``quarantine`` is the default once a lock pins the
    upstream (session 44), which ``approve`` reads from the config itself, and the flag
    read as if the gateway had not held the tool by default (trial44b N5)."""
    import shlex

    flag = _new_tools_flag(config, reasons)
    path = getattr(config, "path", None)  # report_start is also given stand-ins
    where = visible(shlex.quote(str(path))) if path is not None else "CONFIG"
    tool = "TOOL" if by_name else "TOOL@SHA256…"
    return f"tooldeck gateway approve {tool}{flag} {where}"


def held_hint(
    config: GatewayConfig, reasons: Sequence[str | None], held: Sequence[Held | None]
) -> str:
    """The closing line of the quarantined tools a gateway names on stderr (at start, and
    when an upstream's listing changes while serving), without its two-space indent:
    which ``approve`` releases them and where their change and hash are shown; when every
    one of ``held`` is only reordered (:attr:`Held.only_reordered`), the way out of
    :data:`REORDERED_WAY_OUT` instead of the hash. ``held``: each quarantined tool's
    :class:`Held` (None where the pins do not hold it)."""
    reordered = bool(held) and all(h is not None and h.only_reordered for h in held)
    dry = dry_run_command(config, reasons)
    if reordered:
        command = approve_command(config, reasons, by_name=True)
        return (
            f"quarantined tools are not listed or callable until approved: "
            f"{REORDERED_WAY_OUT.format(command=command)} (each one's change: `{dry}`)"
        )
    return (
        "quarantined tools are not listed or callable until "
        f"`{approve_command(config, reasons)}` (each one's change and SHA-256: "
        f"`{dry}`; docs/gateway.md)"
    )


def _new_tools_flag(config: GatewayConfig, reasons: Iterable[str | None]) -> str:
    """`` --new-tools quarantine`` when a reason is a new tool and ``config`` sets
    ``new_tools: quarantine`` itself (a command line's ``--new-tools`` sets it too, and the
    config file may not say it); ``""`` otherwise, the default included."""
    new = any((reason or "").startswith(NEW_TOOL_REASON) for reason in reasons)
    return " --new-tools quarantine" if new and config.new_tools == "quarantine" else ""


def dry_run_command(config: GatewayConfig, reasons: Iterable[str | None] = ()) -> str:
    """The ``tooldeck gateway --dry-run`` command that shows each quarantined tool of
    ``config`` with its change and the SHA-256 that :func:`approve_command` asks for
    (``CONFIG`` for a config built in Python), with ``--new-tools quarantine`` when a
    reason is a new tool and the setting was given (:func:`approve_command`)."""
    import shlex

    flag = _new_tools_flag(config, reasons)
    path = getattr(config, "path", None)
    where = visible(shlex.quote(str(path))) if path is not None else "CONFIG"
    return f"tooldeck gateway --dry-run{flag} {where}"


def _left_out_note(name: str, config: GatewayConfig) -> str:
    """Why ``name`` cannot be listed when it names a tool of a server the config leaves
    out (``"disabled": true``, an unset variable …): ``SERVER/TOOL`` or the server's
    prefix and separator (``srv__tool``); ``""`` for any other name."""
    for server in config.left_out_servers:
        own = name.startswith(server.name + "/")
        prefixed = under_prefix(name, server.prefix, config.separator)
        if own or prefixed:
            why = "it is disabled in the config" if server.disabled else server.reason
            return (
                f"; its server {server.name} is left out of this run ({why}), so its tools "
                "are not listed and none can be approved"
            )
    return ""


def _new_tool_note(name: str, catalog: Catalog, config: GatewayConfig, pins: Pins) -> str:
    """Why a listed tool that the lock does not hold is not quarantined in this run: its
    upstream's ``new_tools`` is ``pin`` here (a gateway run with ``--new-tools quarantine``
    holds it, and ``approve`` must be told the same); ``""`` for any other tool."""
    for entry in catalog.entries:
        key = pin_key(entry.upstream, entry.original)
        new = name in (entry.exposed, key) and key in pins.first_sight
        if new and config.new_tools_of(entry.upstream) == "pin":
            return (
                ": the lock does not hold it and new_tools is pin in this run, so it "
                "would be pinned at first sight; if the gateway runs with --new-tools "
                "quarantine, pass it here too"
            )
    return ""


def pinned_deck(
    config: GatewayConfig, lock: str | Path | None = None, *, server: str | None = None
) -> LoadResult:
    """The definitions a gateway's lock pins for ``config``'s servers, as one deck under the
    exposed names the gateway would give them; no server is started or reached.

    This is what the gateway lists when no upstream's definition drifted from its pin
    (a drifted tool is quarantined there: the pinned definition here is the approved
    one). An upstream's tools that were never pinned (added since, or a server never
    listed by the gateway) are not in it; each server without a pin is named in a
    warning. Tools are built from the stored definitions (MCP field names,
    :func:`tooldeck.lint.definition.tool_definition`) and named as
    :func:`tooldeck.formats.mcp_servers.merge_listings` names a live listing.

    Args:
        config: the gateway or client config (its servers, separator, prefixes,
            namespacing); only its servers' pins are used.
        lock: the lock file (default: the config's, ``config.lock``: ``CONFIG.lock`` or its
            ``lock`` key).
        server: only this server of the config (``CONFIG#name``); the lock's entries of
            the config's other servers are left out without a warning (chosen, not missing).

    Returns:
        Format ``"gateway-lock"``; warnings: servers the config leaves out, lock entries
        left out (not named ``SERVER/TOOL``, or of a server not in the config), servers
        with no pin, and name collisions and shortenings.

    Raises:
        LockFileError: no lock given and the config has none, the lock cannot be read
            (missing, not a lock, a hash that does not match, :func:`read_lock`), all its
            entries are named as a deck names tools, or it pins no tool of the config's
            servers.
    """
    from tooldeck.formats.base import ConversionWarning, LoadResult
    from tooldeck.formats.mcp import FORMAT
    from tooldeck.formats.mcp_servers import merge_listings, only_server

    # the config's servers that CONFIG#name leaves out by choice: their pins are not news
    chosen_out = (
        set()
        if server is None
        else {u.name for u in config.upstreams} | {name for name, _ in config.left_out}
    )
    config = only_server(config, server)
    chosen_out -= {u.name for u in config.upstreams}
    path = Path(lock) if lock is not None else config.lock
    if path is None:
        raise LockFileError("no lock file: give one (the gateway's is CONFIG.lock)")
    if not path.exists():
        raise LockFileError(
            f"{path}: no such lock file; the gateway writes its lock at its first start "
            f"(CONFIG.lock, or the config's lock key), or write one with `tooldeck lock "
            f"CONFIG -o {path}`"
        )
    entries = read_lock(path).tools
    _check_pin_names([e.name for e in entries], path)
    servers = [u.name for u in config.upstreams]
    warnings = [ConversionWarning("servers", line) for line in config.warnings]
    tools: dict[str, list[Tool]] = {name: [] for name in servers}
    unnamed: list[str] = []
    elsewhere: list[str] = []
    for entry in entries:
        owner, slash, tool = entry.name.partition("/")
        if not slash:
            unnamed.append(entry.name)
            continue
        if owner not in tools:
            if owner not in chosen_out:
                elsewhere.append(entry.name)
            continue
        loaded = FORMAT.load({"tools": [entry.definition]}, source=f"{path}#{entry.name}")
        warnings += [
            dataclasses.replace(w, message=f"{entry.name}: {w.message}") for w in loaded.warnings
        ]
        tools[owner].extend(t.replace(name=tool) for t in loaded.deck)
    if unnamed:
        warnings.append(
            ConversionWarning(
                "lock",
                f"{len(unnamed)} entries not named SERVER/TOOL are left out (the gateway "
                "matches none of them)",
                tuple(unnamed),
            )
        )
    if elsewhere:
        warnings.append(
            ConversionWarning(
                "lock",
                f"{len(elsewhere)} entries of servers this config does not start are left out",
                tuple(elsewhere),
            )
        )
    empty = [name for name in servers if not tools[name]]
    if len(empty) == len(servers):
        raise LockFileError(
            f"{path}: pins no tool of the servers of {config.path or 'the config'} "
            f"({', '.join(servers) or 'none'}); the gateway writes its pins at its first "
            "start, or run `tooldeck lock CONFIG -o LOCK`"
        )
    for name in empty:
        warnings.append(
            ConversionWarning(
                "servers",
                f"server {name!r} has no pinned definition in {path} (the gateway pins a "
                "server's tools when it first lists them); its tools are not in the deck",
            )
        )
    deck, named = merge_listings({n: ts for n, ts in tools.items() if ts}, config)
    return LoadResult(deck, "gateway-lock", (*warnings, *named))
