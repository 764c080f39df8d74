"""``tooldeck lock`` and ``tooldeck diff``: lock a deck's tool definitions and show what
changed between two decks or lock files (:mod:`tooldeck.lint.lock`)."""

from __future__ import annotations

import json
import os
import re
import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.text import Text

from tooldeck.cli.app import (
    DECK_HELP,
    app,
    check_not_input,
    counted,
    err,
    fail,
    out,
    print_warnings,
)
from tooldeck.display import json_visible, visible
from tooldeck.errors import LockFileError, ToolDeckError
from tooldeck.formats import load
from tooldeck.formats.base import ConversionWarning, LoadResult
from tooldeck.inputfile import output_target
from tooldeck.lint.lock import (
    Lock,
    LockedTool,
    diff_decks,
    is_gateway_lock,
    is_lock_file,
    lock_as_pinned,
    read_lock,
    server_pins,
    with_vary,
    write_lock,
)
from tooldeck.tool import Deck


class DiffFormat(StrEnum):
    """Output formats of ``tooldeck diff``."""

    text = "text"
    json = "json"


def deck_or_lock(
    source: str, left_out: dict[str, str] | None = None, disabled: set[str] | None = None
) -> Deck | Lock:
    """A lock file (JSON with ``lockVersion``) as a :class:`Lock`, anything else as a deck.

    Args:
        left_out: filled with the servers of a config read as a deck that were left out
            of the run (could not be listed, disabled, an unset variable) → why, one line
            (:func:`tooldeck.cli.lint.servers_left_out`).
        disabled: filled with those of them the config disables (``"disabled": true``).

    Raises:
        ToolDeckError: the source cannot be read (its loader's error).
    """
    if is_lock_file(source):
        return read_lock(source)
    loaded = load(source)
    print_warnings(loaded.warnings, "load")
    if left_out is not None or disabled is not None:
        from tooldeck.cli.lint import servers_left_out

        for server in servers_left_out(loaded.warnings):
            if left_out is not None:
                left_out[server.server] = server.reason
            if disabled is not None and server.disabled:
                disabled.add(server.server)
    return loaded.deck


@app.command("lock")
def lock_command(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    output_text: Annotated[
        str | None,
        typer.Option(
            "-o",
            "--output",
            help="Lock file to write ('-' for standard output). Default: for a gateway "
            "config, the lock `tooldeck gateway` reads for it (CONFIG.lock, or the config's "
            "`lock`); for a deck, ./tooldeck.lock. A default lock is written only when it "
            "does not exist yet; an existing lock is replaced only when named with -o "
            "(re-locking approves every change since, which `tooldeck diff` and `tooldeck "
            "gateway approve` review first), and stderr counts the pins changed, added and "
            "dropped.",
        ),
    ] = None,
    include_flagged: Annotated[
        bool,
        typer.Option(
            "--include-flagged",
            help="Pin definitions with error-level poisoning findings too (the check that "
            "quarantines a tool in the gateway at first sight and that `tooldeck gateway "
            "approve --all` holds back). Without it they are left out of the lock (an "
            "earlier pin of the same tool is kept) and the exit code is 1.",
        ),
    ] = False,
    vary: Annotated[
        list[str] | None,
        typer.Option(
            "--vary",
            metavar="TOOL:/POINTER",
            help="Let one text field of one locked tool vary by host, e.g. --vary "
            "time/get_current_time:/inputSchema/properties/timezone/description "
            "(mcp-server-time writes the host's time zone there). A later value that "
            "differs only by one IANA time-zone name in place of another is shown as "
            "host-dependent (lint L104, info; `diff` line '='; the gateway serves it under "
            "its pin), not as drift; any other change is drift. Repeatable; kept when the "
            "lock is written again.",
        ),
    ] = None,
) -> None:
    """Write a lock file: per tool, the SHA-256 of its canonical definition and the
    definition itself (a gateway or client config's tools named SERVER/TOOL, as
    `tooldeck gateway` pins them). Check it later with `tooldeck lint DECK --locked LOCK`
    or `tooldeck diff LOCK DECK`. Over an existing config lock, the pins of servers this
    run did not list (down, left out, or not chosen by CONFIG#server) are kept unchanged.
    A definition with error-level poisoning findings is left out (an earlier pin of that
    tool in the lock replaced is kept) unless --include-flagged: locking is approving, as
    `tooldeck gateway approve --all` is, which holds such a tool back too.
    Exit 0 written, 1 written but a config's server could not be listed, a server's tool
    was skipped as invalid or a flagged definition was left out (those tools are not
    locked), 2 bad input."""
    try:
        if output_text is None:
            output_text = _default_output(deck)
        output = Path(output_text)
        if output_text.endswith(("/", os.sep)):
            # Path drops the slash: "-o out/" would write a file named "out"
            raise ToolDeckError(
                f"{output_text}: -o names a folder; name the lock file, e.g. "
                f"-o {output / 'tooldeck.lock'}"
            )
        if output_text != "-":
            gateway_lock = _gateway_lock(deck)
            instead = f"-o {gateway_lock}" if gateway_lock else "-o tooldeck.lock"
            check_not_input(deck, output, instead=instead)
            _check_replaceable(output, instead)
        loaded = load(deck)
        # a config's servers' tools are locked as the gateway pins them (SERVER/TOOL), so
        # this lock is the gateway's CONFIG.lock and `diff`/`lint --locked` match it
        lock = lock_as_pinned(loaded.deck, source=deck)
        print_warnings(loaded.warnings, "load", writes=True)
        kept: dict[str, tuple[str, int]] = {}
        old = None if str(output) == "-" else _old_lock(output)
        lock = with_vary(lock, old, _vary_options(vary or []))
        flagged = _flagged(loaded.deck, lock)
        left_out: dict[str, tuple[LockedTool, LockedTool | None]] = {}
        if not include_flagged:
            lock, left_out = _leave_out_flagged(lock, flagged, old)
        written = lock
        if str(output) == "-":
            text = json.dumps(lock.to_json(), ensure_ascii=False, indent=2)
            sys.stdout.write(json_visible(text) + "\n")
        else:
            if loaded.format == "mcp-config":
                # the pins of servers this run did not list survive (a server down, or
                # one left out by CONFIG#server): re-locking must not destroy a review
                written, kept = _keep_unlisted_pins(lock, old, deck, loaded)
            write_lock(written, output)
    except ToolDeckError as exc:
        raise fail(exc) from None
    if str(output) != "-":
        replaced = "" if old is None else _replaced_summary(old, written)
        err.print(
            Text(visible(f"locked {counted(len(lock.tools), 'tool')} to {output}{replaced}")),
            soft_wrap=True,
        )
        if kept:
            servers = "; ".join(
                f"{server}: {counted(n, 'pin')}, {why}" for server, (why, n) in kept.items()
            )
            err.print(
                Text(
                    visible(
                        f"kept unchanged in {output} the pins of servers this run did not "
                        f"list ({servers})"
                    )
                ),
                soft_wrap=True,
            )
        if old is not None:
            _say_replaced(old, written, output)
        if is_gateway_lock(lock):
            _note_gateway_lock(deck, output)
    _say_flagged(flagged, left_out, lock, deck)
    _fail_on_unlisted(loaded.warnings)
    if left_out:
        raise typer.Exit(1)


def _vary_options(values: list[str]) -> dict[str, tuple[str, ...]]:
    """``--vary TOOL:/POINTER`` values as lock entry name → JSON pointers.

    Raises:
        ToolDeckError: a value without ``:/`` (the message shows the form).
    """
    named: dict[str, tuple[str, ...]] = {}
    for value in values:
        name, sep, pointer = value.partition(":/")
        if not sep or not name:
            raise ToolDeckError(
                f"--vary {value!r}: write TOOL:/POINTER, the tool as the lock names it and a "
                "JSON pointer into its definition, e.g. "
                "time/get_current_time:/inputSchema/properties/timezone/description"
            )
        named[name] = (*named.get(name, ()), "/" + pointer)
    return named


def _old_lock(output: Path) -> Lock | None:
    """The lock file ``output`` holds before it is written again, or None (no such file,
    not a lock file). A lock file that cannot be read (a hash edited by hand …) is said
    on stderr and treated as none: writing the lock again is how it is repaired."""
    if not is_lock_file(output):
        return None
    try:
        return read_lock(output)
    except ToolDeckError as exc:
        err.print(
            Text(visible(f"warning: {exc}; it is written again, keeping none of its pins")),
            soft_wrap=True,
        )
        return None


def _replaced_summary(old: Lock, new: Lock) -> str:
    """The end of the ``locked N tools to FILE`` line when FILE held a lock: what writing
    ``new`` over ``old`` did to its pins, counted (`` (replacing its 3 pins: 1 changed, 1
    added, 1 dropped)``, or `` (replacing its 2 pins: none changed)``), so a re-lock is
    never silent (trial34b LOW 4); the tools are named on the line of
    :func:`_say_replaced`. Counts as :func:`tooldeck.lint.lock.diff_decks` finds them, a
    renamed pin counted once as renamed."""
    drift = diff_decks(old, new)
    held = f" (replacing its {counted(len(old.tools), 'pin')}: "
    if not drift.drifted:
        return held + "none changed)"
    renamed = len(drift.renamed)
    parts = [
        f"{n:,} {what}"
        for n, what in (
            (len(drift.changed), "changed"),
            (renamed, "renamed"),
            (len(drift.added) - renamed, "added"),
            (len(drift.removed) - renamed, "dropped"),
        )
        if n
    ]
    return held + ", ".join(parts) + ")"


_NAMED = 10
"""The most tool names one line of :func:`_say_replaced` lists per kind; then a count."""


def _say_replaced(old: Lock, new: Lock, output: Path) -> None:
    """One stderr line when writing ``new`` over ``old`` (the lock ``output`` held)
    changed its pins: the tools whose pinned definition was replaced, each with the JSON
    pointers of the fields that differ (:func:`tooldeck.lint.lock.diff_decks`), the pins
    added and the pins dropped — at most :data:`_NAMED` names each, then a count. A
    re-lock accepts every change it writes; this names what was accepted (``tooldeck
    diff`` before locking shows it in full). Nothing is printed when no pin changed."""
    drift = diff_decks(old, new)
    if not drift.drifted:
        return

    def names(items: list[str]) -> str:
        shown = ", ".join(items[:_NAMED])
        return shown + (f" and {len(items) - _NAMED:,} more" if len(items) > _NAMED else "")

    parts = []
    if drift.changed:
        fields = [
            f"{c.name}: {' '.join(dict.fromkeys(f.pointer or '/' for f in c.fields))}"
            for c in drift.changed
        ]
        many = len(drift.changed) != 1
        parts.append(
            f"replaced the pinned definition{'s' if many else ''} of "
            f"{counted(len(drift.changed), 'tool')} ({names(fields)})"
        )
    paired = {r.old for r in drift.renamed} | {r.new for r in drift.renamed}
    added = [n for n in drift.added if n not in paired]
    removed = [n for n in drift.removed if n not in paired]
    if drift.renamed:
        moves = [f"{r.old} → {r.new}" for r in drift.renamed]
        parts.append(f"renamed {counted(len(moves), 'pin')} ({names(moves)})")
    if added:
        parts.append(f"added {counted(len(added), 'pin')} ({names(added)})")
    if removed:
        parts.append(f"dropped {counted(len(removed), 'pin')} ({names(removed)})")
    level = "warning" if drift.changed or drift.removed else "note"
    err.print(Text(visible(f"{level}: {output}: {'; '.join(parts)}")), soft_wrap=True)


def _keep_unlisted_pins(
    lock: Lock, old: Lock | None, deck: str, loaded: LoadResult
) -> tuple[Lock, dict[str, tuple[str, int]]]:
    """``lock`` (a config's tools as this run listed them) with the entries of ``old``
    (the lock file it replaces) whose server this run did not list appended unchanged: a
    server that could not be listed, one the config leaves out (disabled, an unset
    variable), or the config's other servers when ``deck`` names one (``CONFIG#server``).
    Writing the lock without them would drop their pins, and the gateway would then pin
    whatever those servers list next unreviewed, at first sight. Entries of a server the
    config no longer has, and entries not named ``SERVER/TOOL``, are not kept.

    Returns:
        The lock to write (its source the config file when entries were kept) and, per
        server whose pins were kept, (why it was not listed, how many pins), in the old
        lock's order.
    """
    from tooldeck.formats.mcp_config import load_gateway_config
    from tooldeck.formats.mcp_servers import LeftOutServer, UnlistedServer, split_server

    if old is None:
        return lock, {}
    config_file, only = split_server(deck)
    try:
        config = load_gateway_config(config_file)
    except (ToolDeckError, OSError):  # read a moment ago by load(): keep nothing new
        return lock, {}
    why: dict[str, str] = {lo.name: f"left out: {lo.reason}" for lo in config.left_out_servers}
    for u in config.upstreams:
        if only is not None and u.name != only:
            why[u.name] = f"{deck} names one server"
    for w in loaded.warnings:
        if isinstance(w, UnlistedServer):
            why[w.server] = "could not be listed"
        elif isinstance(w, LeftOutServer):
            why[w.server] = f"left out: {w.reason}"
    listed = {t.name for t in lock.tools}
    extra: list[LockedTool] = []
    kept: dict[str, tuple[str, int]] = {}
    for entry in old.tools:
        server, slash, _ = entry.name.partition("/")
        if not slash or server not in why or entry.name in listed:
            continue
        extra.append(entry)
        kept[server] = (why[server], kept.get(server, ("", 0))[1] + 1)
    if not extra:
        return lock, {}
    return Lock((*lock.tools, *extra), source=config_file), kept


def _default_output(deck: str) -> str:
    """Where ``tooldeck lock DECK`` writes without ``-o``: the gateway's lock for a config
    (:func:`_gateway_lock`; trial34 L5: it went to ``./tooldeck.lock``, which the gateway
    never reads), ``./tooldeck.lock`` for a deck that is not a config — in both cases only
    when that file does not exist yet.

    One rule for both (session 35, trial34b LOW 4): a lock picked by default is never
    replaced. Replacing a lock's pins approves every definition changed since (a rug pull
    included) and drops the baseline ``tooldeck diff``/``lint --locked``/the gateway
    compare with, so it is done only when the file is named with ``-o``; every
    replacement then says what it did to the pins (:func:`_replaced_summary`).

    Raises:
        ToolDeckError: the default lock exists (the message names ``-o`` and how to
            review the changes first).
    """
    gateway_lock = _gateway_lock(deck)
    if gateway_lock is None:
        default = Path("tooldeck.lock")
        if default.exists():
            raise ToolDeckError(
                f"{default} exists (the default lock of a deck, in this folder): writing it "
                "again replaces its pins, approving every definition changed since; review "
                f"changes with `tooldeck diff {default} {deck}`, or replace it knowingly: "
                f"tooldeck lock {deck} -o {default}"
            )
        return str(default)
    if gateway_lock.exists():
        from tooldeck.formats.mcp_servers import split_server

        config = split_server(deck)[0]
        raise ToolDeckError(
            f"{gateway_lock} exists (the lock tooldeck gateway reads for {config}): writing "
            "it again replaces its pins, approving every definition changed since; review "
            f"changes with `tooldeck gateway --dry-run {config}` and `tooldeck gateway "
            f"approve`, or replace it knowingly: tooldeck lock {deck} -o {gateway_lock}"
        )
    return str(gateway_lock)


def _gateway_lock(deck: str) -> Path | None:
    """The lock ``tooldeck gateway`` reads for ``deck`` when it is a config
    (``CONFIG.lock``, or the config's ``lock``; for ``CONFIG#server`` the whole config's),
    else None. Reads the config file only; no server is started."""
    from tooldeck.formats.mcp_config import load_gateway_config
    from tooldeck.formats.mcp_servers import split_server

    config = split_server(deck)[0]  # the whole config: its lock holds every server's pins
    try:
        lock = load_gateway_config(config).lock
    except (ToolDeckError, OSError):  # not a config file the gateway reads
        return None
    return None if lock is None else Path(lock)


def _check_replaceable(output: Path, instead: str) -> None:
    """Refuse, before any server is started, an ``-o`` the lock cannot go to: what
    :func:`tooldeck.lint.lock.write_lock` refuses (a folder, a FIFO, a device, through a
    link too: :func:`tooldeck.inputfile.output_target`), and an existing file other than a
    lock, which writing the lock would destroy (``tooldeck lock servers.json -o
    server.py``). An empty file (from ``mktemp``) and a lock file are written over.

    Raises:
        LockFileError: what ``output_target`` refuses.
        ToolDeckError: ``output`` (or the file its link leads to) is a non-empty file that
            is not a lock.
    """
    target = output_target(output, "lock file", LockFileError)
    if target.is_file() and target.stat().st_size > 0 and not is_lock_file(target):
        raise ToolDeckError(
            f"{output}: -o names an existing file that is not a tooldeck lock; writing the "
            f"lock would replace it: remove it first or give another file, e.g. {instead}"
        )


def _note_gateway_lock(deck: str, output: Path) -> None:
    """One stderr note when a config's lock went to another file than the one
    ``tooldeck gateway`` reads for that config (``CONFIG.lock``, or the config's ``lock``):
    ``tooldeck lock servers.json`` writes ``./tooldeck.lock`` by default, which the gateway
    never reads, so the review it was written for would not reach the gateway."""
    from tooldeck.formats.mcp_servers import split_server

    config = split_server(deck)[0]
    gateway_lock = _gateway_lock(deck)
    if gateway_lock is None:
        return
    try:
        if os.path.samefile(output, gateway_lock):
            return
    except OSError:  # the gateway's lock does not exist yet
        pass
    err.print(
        Text(
            visible(
                f"note: tooldeck gateway reads {gateway_lock} for this config, not {output}; "
                f"to pin what the gateway serves: tooldeck lock {config} -o {gateway_lock}"
            )
        ),
        soft_wrap=True,
    )


def _flagged(deck: Deck, lock: Lock) -> dict[str, tuple[str, str]]:
    """Lock entry name → (the codes of its definition's error-level poisoning findings,
    ``"T101, T102"``; the tool's name in the deck, as the gateway exposes it), for the
    entries that have some: the check that quarantines a tool in the
    gateway at first sight and that ``gateway approve --all`` leaves quarantined
    (:func:`tooldeck.gateway.pinning.deck_poisoning_findings`: the deck linted as one, as
    ``tooldeck lint DECK`` and the gateway lint it — a config's servers merged with each
    tool's origin, so a rule that reads siblings knows which server lists which tool).
    ``lock`` is ``deck`` locked, in deck order."""
    from tooldeck.gateway.pinning import deck_poisoning_findings, poison_lint_config

    by_tool = deck_poisoning_findings(deck, poison_lint_config())
    found: dict[str, tuple[str, str]] = {}
    for tool, entry in zip(deck, lock.tools, strict=True):
        findings = by_tool.get(tool.name)
        if findings:
            codes = ", ".join(dict.fromkeys(f.split(" ", 1)[0] for f in findings))
            found[entry.name] = (codes, tool.name)
    return found


def _leave_out_flagged(
    lock: Lock, flagged: dict[str, tuple[str, str]], old: Lock | None
) -> tuple[Lock, dict[str, tuple[LockedTool, LockedTool | None]]]:
    """``lock`` without the flagged definitions that ``old`` (the lock being replaced) does
    not already pin as they are; where ``old`` pins an earlier definition of the tool, that
    pin stays (a person approved it; the gateway then holds the new one as changed). Returns
    the lock and, per entry left out, (its entry, the earlier pin kept or None)."""
    before = {t.name: t for t in old.tools} if old is not None else {}
    tools: list[LockedTool] = []
    left_out: dict[str, tuple[LockedTool, LockedTool | None]] = {}
    for entry in lock.tools:
        earlier = before.get(entry.name)
        if entry.name not in flagged or (earlier is not None and earlier.sha256 == entry.sha256):
            tools.append(entry)
            continue
        left_out[entry.name] = (entry, earlier)
        if earlier is not None:
            tools.append(earlier)
    return Lock(tuple(tools), lock.source), left_out


def _say_flagged(
    flagged: dict[str, tuple[str, str]],
    left_out: dict[str, tuple[LockedTool, LockedTool | None]],
    lock: Lock,
    label: str,
) -> None:
    """One stderr line per flagged definition: ``left out: NAME: error-level poisoning
    findings (CODES); …`` for one not pinned, ``warning: pinned NAME with error-level
    poisoning findings (CODES); …`` for one pinned (``--include-flagged``, or the lock
    replaced already pinned it as it is)."""
    pinned = {t.name: t for t in lock.tools}
    for name, (codes, exposed) in flagged.items():
        if name in left_out:
            entry, earlier = left_out[name]
            kept = (
                "its earlier pin is kept, so the gateway holds the new definition as changed"
                if earlier is not None
                else "the gateway quarantines it at first sight"
                if "/" in name  # a config's tool, pinned SERVER/TOOL
                else "`tooldeck lint --locked` reports it as added"
            )
            line = (
                f"left out: {exposed}: error-level poisoning findings ({codes}); not pinned, "
                f"{kept}. Review with tooldeck lint {label} --select T; to pin it anyway: "
                f"tooldeck lock {label} --include-flagged"
                + (
                    f", or tooldeck gateway approve {exposed}@{entry.sha256} {label}"
                    if "/" in name  # a config's tool, pinned SERVER/TOOL
                    else ""
                )
            )
        elif name in pinned:
            line = (
                f"warning: pinned {exposed} with error-level poisoning findings ({codes}); "
                f"review with tooldeck lint {label} --select T"
            )
        else:
            continue
        err.print(Text(visible(line)), soft_wrap=True)


def _fail_on_unlisted(warnings: tuple[ConversionWarning, ...]) -> None:
    """Exit 1 with one line each when a config's server could not be listed, or a server
    listed tools that were skipped as invalid definitions
    (:class:`~tooldeck.formats.mcp_client.SkippedTool`: not valid MCP, a name listed
    twice): those tools are not in the lock, and the gateway would pin them unreviewed at
    first sight (a skipped tool once its server lists it valid)."""
    from tooldeck.formats.mcp_client import SkippedTool
    from tooldeck.formats.mcp_servers import UnlistedServer

    unlisted = [w for w in warnings if isinstance(w, UnlistedServer)]
    skipped = [w for w in warnings if isinstance(w, SkippedTool)]
    if unlisted:
        reasons = "; ".join(
            f"{w.server}: {_first_line(w.reason)}" for w in unlisted
        )  # each reason's first line: the warning above has it in full
        err.print(
            Text(
                visible(
                    f"error: not locked: {', '.join(w.server for w in unlisted)} could not "
                    f"be listed ({reasons}); the gateway would pin their tools unreviewed at "
                    "first sight: fix them and run tooldeck lock again"
                )
            ),
            soft_wrap=True,
        )
    if skipped:
        shown = "; ".join(_first_line(w.message) for w in skipped[:_NAMED])
        more = f"; and {len(skipped) - _NAMED:,} more" if len(skipped) > _NAMED else ""
        err.print(
            Text(
                visible(
                    f"error: not locked: {counted(len(skipped), 'tool')} skipped as not "
                    f"valid ({shown}{more}); the gateway does not serve them now, and would "
                    "pin them unreviewed at first sight once listed valid: fix them and "
                    "run tooldeck lock again"
                )
            ),
            soft_wrap=True,
        )
    if unlisted or skipped:
        raise typer.Exit(code=1)


_MASKED_NOTE = re.compile(
    r" \(\d+ secret values? tooldeck passed to this server masked as \*\*\*\)"
)


def _first_line(text: str, chars: int = 160) -> str:
    """The first line of ``text``, cut at a word to ``chars`` characters; a masked-values
    note anywhere in ``text`` is kept at the end (the cut must not hide that a secret was
    masked)."""
    note = _MASKED_NOTE.search(text)
    line = text.strip().splitlines()[0] if text.strip() else ""
    if note is not None:
        line = line.replace(note.group(0), "")
    if len(line) > chars:
        cut = line[: chars - 1]
        line = (cut.rsplit(" ", 1)[0] if " " in cut else cut) + "…"
    return line + (note.group(0) if note is not None else "")


def scoped_to_server(side: Deck | Lock, label: str, other: str, what: str) -> Deck | Lock:
    """``side`` (read from ``label``) narrowed to one server's pins when it is a gateway
    lock and ``other`` names one server of a config (``CONFIG#server``), with a note on
    stderr saying so: the lock's entries of the config's other servers are not news
    (``select CONFIG#server --lock`` ranks only that server's pins too). Else unchanged."""
    from tooldeck.formats.mcp_servers import split_server

    server = split_server(other)[1]
    if server is None or not isinstance(side, Lock) or not is_gateway_lock(side):
        return side
    kept = server_pins(side, server)
    left = len(side.tools) - len(kept.tools)
    if kept.tools:
        entries = counted(len(kept.tools), "entry", "entries")
        line = (
            f"{other} names one server: compared with the {entries} of {label} pinned for "
            f"{server!r} ({server}/TOOL)"
        )
        line += f"; {counted(left, 'entry', 'entries')} of other servers left out" if left else ""
    else:
        line = f"{label} pins no tool of server {server!r} (no {server}/TOOL entry)"
    err.print(Text(visible(f"note ({what}): {line}")), soft_wrap=True)
    return kept


def _hint_gateway_names(lock: Deck | Lock, label: str, deck: Deck | Lock, deck_label: str) -> None:
    """When a gateway lock (every entry ``SERVER/TOOL``) is compared with a deck whose
    tools carry no server (not a config), no name can match: say why on stderr and name
    the ``CONFIG#server`` to compare with instead (the server whose pins hold most of the
    deck's tool names)."""
    if not isinstance(lock, Lock) or not is_gateway_lock(lock) or not isinstance(deck, Deck):
        return
    if any(deck.origin(t.name) for t in deck):
        return  # a config read as a deck: compared under the gateway's names already
    names = {t.name for t in deck}
    held: dict[str, int] = {}
    for entry in lock.tools:
        server, _, tool = entry.name.partition("/")
        held[server] = held.get(server, 0) + (tool in names)
    best = max(held, key=lambda s: held[s]) if held else None
    config = lock.source or "CONFIG"
    line = (
        f"{label} is a gateway lock: its entries are named SERVER/TOOL (the server is part "
        f"of the name), while {deck_label}'s tools carry no server, so their names cannot "
        "match; compare one server's pins with `tooldeck diff "
    )
    if best is not None and held[best]:
        line += (
            f"{label} '{config}#{best}'` (its {best}/ entries hold {held[best]} of "
            f"{counted(len(names), 'tool name')} of {deck_label})"
        )
    else:
        line += f"{label} 'CONFIG#server'`"
    err.print(Text(visible(f"note (diff): {line}")), soft_wrap=True)


@app.command("diff")
def diff_command(
    old: Annotated[str, typer.Argument(help="Old deck or lock file.")],
    new: Annotated[str, typer.Argument(help="New deck or lock file.")],
    output_format: Annotated[
        DiffFormat, typer.Option("--format", "-f", help="text or json.")
    ] = DiffFormat.text,
) -> None:
    """List tools added, removed and changed between two decks or lock files, with the
    JSON pointer of every changed field. A gateway lock against one server of a config
    (CONFIG#server) compares only that server's pins. Exit 0 identical, 1 different, 2 bad
    input."""
    left_out: dict[str, str] = {}  # a config's servers left out of the run → why
    disabled: set[str] = set()
    try:
        old_side, new_side = (
            deck_or_lock(old, left_out, disabled),
            deck_or_lock(new, left_out, disabled),
        )
    except ToolDeckError as exc:
        raise fail(exc) from None
    old_side = scoped_to_server(old_side, old, new, "diff")
    new_side = scoped_to_server(new_side, new, old, "diff")
    # the pins of a server left out were not compared: not removals (break25 M7)
    diff = diff_decks(old_side, new_side).apart(left_out)
    if diff.drifted:
        _hint_gateway_names(old_side, old, new_side, new)
        _hint_gateway_names(new_side, new, old_side, old)
    if output_format is DiffFormat.json:
        text = json.dumps(diff.to_json(), ensure_ascii=False, indent=2)
        sys.stdout.write(json_visible(text) + "\n")
    elif not diff.drifted and not diff.not_listed and not diff.varied:
        out.print(Text("no differences"), soft_wrap=True)
    elif not diff.drifted and not diff.not_listed:  # only fields the lock lets vary
        for line in diff.lines(whole=True):
            out.print(Text(visible(line)), soft_wrap=True)
        out.print(
            Text(
                f"no drift: {counted(len(diff.varied), 'tool')} differ only in host-dependent "
                "fields the lock lets vary (its entries' vary)"
            ),
            soft_wrap=True,
        )
    else:
        for line in diff.lines(whole=True):  # a reviewed diff hides nothing that changed
            out.print(Text(visible(line)), soft_wrap=True)
        renamed = len(diff.renamed)
        counts = (
            f"{len(diff.added) - renamed} added, {len(diff.removed) - renamed} removed, "
            + (f"{renamed} renamed, " if renamed else "")
            + f"{len(diff.changed)} changed"
        )
        if diff.not_listed:
            counts += f", {len(diff.not_listed)} not listed (not compared)"
        out.print(f"[bold]{escape(counts)}[/]", soft_wrap=True)
    # a server that could not be listed leaves the comparison incomplete (as lint and
    # lock fail on it); one disabled on purpose does not
    missing = sorted({n.partition("/")[0] for n in diff.not_listed} - disabled)
    if missing:
        err.print(
            Text(
                visible(
                    f"error: not compared: the pins of {', '.join(missing)}, left out of this "
                    "run (the reasons are above); the comparison is incomplete: fix the "
                    "server and diff again"
                )
            ),
            soft_wrap=True,
        )
    if diff.drifted or missing:
        raise typer.Exit(code=1)
