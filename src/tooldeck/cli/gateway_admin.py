"""The administration side of ``tooldeck gateway``: ``--dry-run`` and ``approve``.

``tooldeck gateway --dry-run CONFIG`` (or ``--from CLIENT_CONFIG``) lists every upstream
once and prints, per upstream, its tools, collisions, quarantined definitions and
``tools/list`` tokens, then full vs search mode for the whole gateway
(:mod:`tooldeck.gateway.measure`). ``tooldeck gateway approve [TOOL…|--all] CONFIG``
pins the current definitions of quarantined tools (:func:`tooldeck.gateway.pinning.approve`).
The serving command (``cli/gateway.py``) hands these over.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import re
import shlex
import sys
from collections.abc import Sequence
from typing import Any

import anyio
import typer

from tooldeck.cli.app import err, fail, out
from tooldeck.cli.gateway_status import status_main as status_main  # where it was
from tooldeck.display import json_visible, plural, shown_error, shown_reason, visible
from tooldeck.errors import ToolDeckError
from tooldeck.formats.mcp_config import GatewayConfig, load_gateway_config
from tooldeck.gateway.measure import DryRun, dry_run, hint_finding_lines
from tooldeck.gateway.pinning import (
    NAMED_AT_MOST,
    REORDERED_WAY_OUT,
    pinned_despite_lines,
    warning_rules_note,
)
from tooldeck.lint.lock import FieldChange, shown_name
from tooldeck.select.deferred import DEFAULT_K

__all__ = ["APPROVE_USAGE", "approve_main", "cli_hint", "dry_run_lines", "dry_run_main"]

APPROVE_USAGE = (
    "usage: tooldeck gateway approve [TOOL[@SHA256]… [--force]|--all [--include-flagged]|"
    "--reviewed DRY_RUN.json] [--new-tools pin|quarantine] CONFIG | --from CLIENT_CONFIG"
)


@dataclasses.dataclass(frozen=True)
class ReviewedRun:
    """What ``approve --reviewed FILE`` reads from a saved dry run.

    Attributes:
        tools: ``TOOL@SHA256`` for each quarantined definition: what it pins, each only if
            the server still lists the definition the person read.
        flagged: those of them the dry run marked ``flagged`` (error-level poisoning
            findings, which ``--reviewed`` leaves quarantined unless
            ``--include-flagged``, as ``--all`` does).
        new_tools: the run's ``newTools`` (None when the file does not say).
        changes: exposed name → the dry run's ``changes`` of that definition against its
            pin, so a refusal can show what changed since the review.
    """

    tools: list[str]
    flagged: list[str]
    new_tools: str | None
    changes: dict[str, tuple[FieldChange, ...]]


def reviewed_tools(path: str, config: str) -> ReviewedRun:
    """Read a saved dry run (``tooldeck gateway --dry-run --format json CONFIG > FILE``)
    for ``approve --reviewed FILE`` (:class:`ReviewedRun`).

    Args:
        path: the dry run's JSON file.
        config: the config being approved, as given (compared with the file's
            ``config``: a dry run of another config is refused).

    Raises:
        ToolDeckError: the file cannot be read, is not a dry run's JSON (the member is
            named), or is the dry run of another config.
    """
    import os

    from tooldeck.errors import ParseError, SourceError
    from tooldeck.formats.sources import read_file_text

    where = f"--reviewed {path}"
    try:
        data = json.loads(read_file_text(path, "dry run"))
    except (SourceError, ParseError) as exc:
        raise ToolDeckError(f"{where}: {exc}") from None
    except (ValueError, RecursionError) as exc:
        raise ToolDeckError(
            f"{where}: not JSON ({exc}); save a dry run with `tooldeck gateway --dry-run "
            f"--format json {shlex.quote(config)} > review.json` and review that"
        ) from None
    upstreams = data.get("upstreams") if isinstance(data, dict) else None
    if not isinstance(upstreams, list):
        raise ToolDeckError(
            f"{where}: no 'upstreams' list: not the JSON of `tooldeck gateway --dry-run "
            "--format json`"
        )
    shown = data.get("config")
    absolute = data.get("configPath")  # absolute since session 26: any folder works
    if isinstance(shown, str) and shown != config:
        same = False
        for candidate in (absolute, shown):
            with contextlib.suppress(OSError):  # a path that is gone is not this config
                same = same or (isinstance(candidate, str) and os.path.samefile(candidate, config))
        if not same:
            raise ToolDeckError(
                f"{where}: it is the dry run of {shown}, not of {config}; run the dry run "
                "of this config and review it"
            )
    tools: list[str] = []
    flagged: list[str] = []
    changes: dict[str, tuple[FieldChange, ...]] = {}
    for i, upstream in enumerate(upstreams):
        held = upstream.get("quarantined") if isinstance(upstream, dict) else None
        if not isinstance(held, list):
            raise ToolDeckError(f"{where}: upstreams[{i}].quarantined must be a list")
        for j, entry in enumerate(held):
            name = entry.get("name") if isinstance(entry, dict) else None
            sha = entry.get("sha256") if isinstance(entry, dict) else None
            if not isinstance(name, str) or not (
                isinstance(sha, str) and re.fullmatch(r"[0-9a-f]{64}", sha)
            ):
                raise ToolDeckError(
                    f"{where}: upstreams[{i}].quarantined[{j}] needs a name and a sha256 "
                    "of 64 lower-case hex digits"
                )
            tools.append(f"{name}@{sha}")
            if entry.get("flagged") is True:
                flagged.append(f"{name}@{sha}")
            fields = entry.get("changes", [])
            kinds = ("added", "removed", "changed")
            needs = {"added": ("new",), "removed": ("old",), "changed": ("old", "new")}
            if not isinstance(fields, list) or not all(
                isinstance(f, dict)
                and isinstance(f.get("pointer"), str)
                and f.get("kind") in kinds
                and all(side in f for side in needs[f["kind"]])
                for f in fields
            ):
                raise ToolDeckError(
                    f"{where}: upstreams[{i}].quarantined[{j}].changes must be a list of "
                    '{"pointer", "kind", "old", "new"} as the dry run writes them (an '
                    "added field has its new value, a removed one its old value)"
                )
            changes[name] = tuple(
                FieldChange(f["pointer"], f["kind"], old=f.get("old"), new=f.get("new"))
                for f in fields
            )
    new_tools = data.get("newTools")
    return ReviewedRun(
        tools, flagged, new_tools if new_tools in ("pin", "quarantine") else None, changes
    )


_API_TIMEOUT_HINT = re.compile(r"pass a larger timeout, e\.g\. timeout=([0-9.]+)")


def cli_hint(text: str) -> str:
    """``text`` (a listing failure of :mod:`tooldeck.formats.mcp_client`) with the Python
    API's advice for a start timeout (``pass a larger timeout, e.g. timeout=60``) said
    as the command's option (``pass --start-timeout 60``)."""
    return _API_TIMEOUT_HINT.sub(r"pass --start-timeout \1", text)


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "—"


def dry_run_lines(report: DryRun) -> list[str]:
    """The terminal report, one line each (user text made visible, no markup)."""
    lines = [
        f"gateway dry run: {report.config} "
        f"(tokens: {report.tokenizer}, tools/list items as MCP JSON)"
    ]
    width = max([len("upstream"), *(len(u.name) for u in report.upstreams)])
    lines.append(
        f"  {'upstream':<{width}}  transport  tools  active  quarantined  collisions  tokens"
    )
    for u in report.upstreams:
        if u.error is not None:
            lines.append(
                f"  {visible(u.name):<{width}}  {u.transport:<9}  "
                f"not listed: {shown_error(cli_hint(u.error))}"
            )
            continue
        lines.append(
            f"  {visible(u.name):<{width}}  {u.transport:<9}  {u.tools:>5}  {u.active:>6}  "
            f"{len(u.quarantined):>11}  {len(u.collisions):>10}  {u.tokens:>6,}"
        )
    total = sum(u.tools for u in report.upstreams)
    active = sum(u.active for u in report.upstreams)
    saved = report.tokens_full - report.tokens_search
    if not active or not report.tokens_full:  # nothing to compare search mode with
        verdict = "no active tool, so no comparison (search mode lists only its own tools)"
    elif saved >= 0:
        verdict = f"{_pct(saved, report.tokens_full)} less"
    else:
        verdict = f"search mode costs {_pct(-saved, report.tokens_full)} more with this few tools"
    # the figure `tooldeck cost CONFIG` prints by default, in its format (trial42)
    openai = (
        f"; {report.tokens_full_openai:,} as OpenAI tools, what tooldeck cost counts by default"
        if active and report.tokens_full_openai
        else ""
    )
    lines.append(
        f"tools/list: {report.tokens_full:,} tokens in full mode ({active} of "
        f"{plural(total, 'tool')}{openai}), "
        f"{report.tokens_search:,} in search mode ({plural(len(report.search_list), 'tool')}: "
        f"{', '.join(visible(n) for n in report.search_list)}) — {verdict}"
    )
    if active and report.tokens_full and report.answer_k:
        with_one = report.tokens_one_search
        more = with_one - report.tokens_full
        after = (
            f"{_pct(-more, report.tokens_full)} less"
            if more <= 0
            else f"{_pct(more, report.tokens_full)} more"
        )
        lines.append(
            f"  with one search: {with_one:,} tokens — {after} than full mode; a search_tools "
            f"answer of {plural(report.answer_k, 'tool')} (k is {DEFAULT_K} by default, at "
            f"most the tools it can find) takes about "
            f"{report.tokens_answer:,} tokens, each further search as much (assumed: "
            f"{report.answer_k} times the mean answer item of the "
            f"{plural(report.searchable, 'searchable tool')}, as search_tools writes it; "
            "summary and envelope not counted"
            + (
                f"; search-load then lists the {plural(report.answer_k, 'tool')} found in "
                f"tools/list too: {report.tokens_loaded:,} tokens counted, at the mean "
                "full-mode definition of a searchable tool, assuming every tool found is "
                "loaded — weak matches are not, so this is an upper figure)"
                if report.mode == "search-load"
                else "; search-load also lists the tools found)"
            )
        )
    lines.append(
        f"search mode with --resident-read-only: {report.tokens_read_only:,} tokens "
        f"({report.read_only} read-only "
        + ("tool stays listed)" if report.read_only == 1 else "tools stay listed)")
    )
    for name, upstreams in report.collisions:
        lines.append(
            f"collision: {visible(name)!r} would be exposed by "
            f"{', '.join(visible(u) for u in upstreams)}; the namespaced one (else the first "
            "in config order) keeps it, the other is shortened with a hash"
        )
    for name, upstreams in report.shared:
        lines.append(
            f"shared name: {visible(name)!r} is offered by "
            f"{', '.join(visible(u) for u in upstreams)}, kept apart by their prefixes"
        )
    for short, full in report.shortened.items():
        lines.append(
            f"shortened: {visible(shown_name(short))} stands for {visible(shown_name(full))}"
        )
    for exposed, mentions in report.rewritten.items():
        named = ", ".join(f"{visible(n)} → {visible(e)}" for n, e in mentions.items())
        lines.append(f"rewritten: {visible(exposed)}: its description names {named}")
    if report.rewritten:
        lines.append(
            "  (tools of its own upstream, by the names the gateway exposes; the tool's _meta "
            '"tooldeck/gateway-rewrites" says so, and the pin keeps the upstream\'s text)'
        )
    held = frozenset(name for u in report.upstreams for name, _ in u.quarantined)
    lines += _annotated_lines(report.annotated, held)
    if report.annotated:
        lines.append(
            "  (hints the config states (annotations), served and acted on: approval, the "
            'duplicate guard; the tool\'s _meta "tooldeck/gateway-annotations" says so, and '
            "the pin keeps the upstream's)"
        )
    lines += hint_finding_lines(report.hint_findings, report.config)
    for u in report.upstreams:
        for line in u.skipped:  # not served: the gateway leaves it out the same way
            lines.append(f"skipped: {visible(u.name)}: {shown_error(line)}")
    config = visible(shlex.quote(report.config))
    if report.new_tools == "quarantine" and not report.new_tools_default:
        # approve holds a new tool only under it: a setting given on this command line
        # (a config's own value, or its default once locked, approve reads itself)
        config = f"--new-tools quarantine {config}"
    for u in report.upstreams:
        for exposed, reason in u.quarantined:
            # a person reviews this: every changed character (the model's refusal is bounded)
            whole = u.reviewed.get(exposed)
            shown = shown_reason(whole, whole=True) if whole else shown_reason(reason)
            lines.append(f"quarantined: {visible(exposed)}: {shown}")
            sha = u.hashes.get(exposed)
            if sha is not None and exposed in u.reordered:  # trial37b L3
                command = f"tooldeck gateway approve {_reviewed(exposed, None)} {config}"
                lines.append(f"  sha256 {sha}: {REORDERED_WAY_OUT.format(command=command)}")
            elif sha is not None:  # approve pins this definition, not one listed later
                lines.append(
                    f"  sha256 {sha}: `tooldeck gateway approve "
                    f"{_reviewed(exposed, sha)} {config}` pins exactly this definition"
                )
    warned = [(n, w) for u in report.upstreams for n, ws in u.warnings.items() for w in ws]
    for exposed, finding in warned:
        lines.append(f"poisoning warning: {visible(exposed)}: {shown_error(finding)}")
    if warned:
        lines.append(
            "  (warnings quarantine nothing: a tool not quarantined for another reason is "
            "served; pinned at first sight where its upstream is listed for the first time, "
            "held as new where the lock already pins its upstream (new_tools: quarantine, "
            "the default) unless new_tools is pin; "
            "read the text at the pointer before the lock is written; "
            f"{warning_rules_note()})"
        )
    pinned = {n: f for u in report.upstreams for n, f in u.pinned_flagged.items()}
    lines += [
        line.removeprefix("  ") if line.startswith("  served: ") else line
        for line in pinned_despite_lines(
            pinned,
            lock=report.lock or None,
            written=report.lock_written,
            config_path=report.config,
            cap=None,  # a dry run names every one
        )
    ]
    for line in report.left_out:
        lines.append(f"left out: {shown_error(line)}")
    added = report.added_since_lock
    if added:
        # trial43 MEDIUM: tools a server added since the review are served unreviewed under
        # new_tools: pin (the default before session 44) while lint --locked calls them
        # L101 errors; say so, and name the setting that holds them
        shown = ", ".join(visible(n) for n in added[:10])
        more = len(added) - 10
        one = len(added) == 1
        lines.append(
            f"added since the lock: {len(added)} definition{'' if one else 's'} of "
            f"upstreams the lock already pins would be served unreviewed and pinned at "
            f"first sight (new_tools: pin): {shown}"
            + (f" and {more} more" if more > 0 else "")
            + "; `lint --locked` reports "
            + ("it" if one else "them")
            + " as L101: to hold "
            + ("it" if one else "them")
            + " until approved, run the gateway with `--new-tools quarantine` (or write "
            "`new_tools: quarantine` in the config, the default where it says nothing) and "
            "give the same flag to --dry-run and approve"
        )
    rest = [n for n in report.first_sight if n not in set(added)]
    if rest:
        # named (JSON firstSight names them all): a tool a server just added shows here
        shown = ", ".join(visible(n) for n in rest[:10])
        more = len(rest) - 10
        lines.append(
            f"first sight: {len(rest)} "
            f"definition{'' if len(rest) == 1 else 's'} would be pinned in "
            f"{report.lock} (a dry run writes nothing): {shown}"
            + (f" and {more} more" if more > 0 else "")
        )
    if report.lock_written is not None:  # a lock pins tools: what happens to a new one
        line = _new_tools_line(report.new_tools, report.new_tools_default)
        own = [f"{visible(name)}: {setting}" for name, setting in report.new_tools_own]
        if own:  # a server's own setting wins (trial44b N2: the line hid it)
            line += f"; servers that set their own: {', '.join(own)}"
        lines.append(line)
    quarantined = sum(len(u.quarantined) for u in report.upstreams)
    flagged = [visible(n) for u in report.upstreams for n in u.flagged]
    hashes = {n: h for u in report.upstreams for n, h in u.hashes.items()}
    if quarantined and len(flagged) == quarantined:
        # every one is flagged: a bare --all would approve nothing (exit 1), so offer none
        one = quarantined == 1
        names = ", ".join(flagged[:10]) + (
            f" and {len(flagged) - 10} more" if len(flagged) > 10 else ""
        )
        first = next(n for u in report.upstreams for n in u.flagged)
        lines.append(
            f"{quarantined} quarantined: "
            + (
                f"{flagged[0]} is flagged by the poisoning rules: review it, then "
                f"`tooldeck gateway approve {_reviewed(first, hashes.get(first))} {config}` "
                "(--all approves it only with --include-flagged)"
                if one
                else f"all flagged by the poisoning rules ({names}): review them, then "
                f"`tooldeck gateway approve TOOL@SHA256… {config}` with the hash shown "
                "under each (--all approves them only with --include-flagged)"
            )
        )
    elif quarantined and all(n in u.reordered for u in report.upstreams for n, _ in u.quarantined):
        # each change only reorders a list in a text: no hash to recommend (trial37b L3)
        lines.append(
            f"{quarantined} quarantined, only reordered: read the change, then "
            f"`tooldeck gateway approve TOOL {config}` (or --all), or fix the server's order "
            "as said under each"
        )
    elif quarantined:
        # --all leaves a flagged definition quarantined (exit 1): say so here, where a
        # fresh user first reads "(or --all)" over the fetch server's flagged tool
        one = len(flagged) == 1
        left = (
            f", which leaves {', '.join(flagged[:10])}"
            + (f" and {len(flagged) - 10} more" if len(flagged) > 10 else "")
            + f" quarantined: {'it is' if one else 'they are'} flagged by the poisoning "
            f"rules; approve {'it' if one else 'them'} by name with the hash shown, or add "
            "--include-flagged"
            if flagged
            else ""
        )
        lines.append(
            f"{quarantined} quarantined: review, then `tooldeck gateway approve TOOL@SHA256… "
            f"{config}` with the hash shown under each, which pins only the definition "
            f"you read (or --all{left})"
        )
    return lines


def _hashed(items: Sequence[str]) -> list[str]:
    """``TOOL@SHA256`` items (as :func:`reviewed_tools` gives them) as :func:`_reviewed`
    writes them."""
    return [_reviewed(*item.rsplit("@", 1)) for item in items]


def _new_tools_line(new_tools: str, default: bool) -> str:
    """The dry run's line on what the gateway does with a tool added, after the lock, by
    an upstream the lock pins (``new_tools``, top level; a server's own setting wins):
    held until approved under ``quarantine``, the default once a lock pins the upstream
    (session 44), or served and pinned unreviewed under ``pin``; it names the setting
    that changes it."""
    if new_tools == "quarantine":
        said = (
            "the default once a lock pins an upstream"
            if default
            else "set by the config or --new-tools"
        )
        return (
            f"new tools: quarantine ({said}): a tool that an upstream the lock pins adds "
            "later is held until `tooldeck gateway approve` (a server's own new_tools "
            "wins); `new_tools: pin` in the config serves and pins such tools unreviewed"
        )
    return (
        "new tools: pin (set by the config or --new-tools): a tool that an upstream the lock "
        "pins adds later is served and pinned unreviewed at first sight (a server's own "
        "new_tools wins); leave new_tools out (the default) or write `new_tools: "
        "quarantine` to hold such tools until approved"
    )


def _reviewed(exposed: str, sha: str | None) -> str:
    """``TOOL@SHA256`` as typed on a command line (shell-quoted, made visible); the bare
    name when there is no hash."""
    return visible(shlex.quote(f"{exposed}@{sha}" if sha else exposed))


def dry_run_main(
    config: GatewayConfig,
    *,
    fmt: str = "text",
    tokenizer: str = "o200k_base",
    timeout: float | None = None,
    approve: Sequence[str] = (),
) -> None:
    """Print the dry-run report of ``config`` (``fmt``: ``text`` or ``json``); with
    ``approve`` (the ``--approve`` names a real run would get), warn on stderr of names no
    upstream lists (a typo) and of quarantined ones (:func:`_check_approve`).

    Raises:
        typer.Exit: code 2 for a bad tokenizer or an unusable lock file; 1 when an
            upstream could not be listed (a check fails on what a served gateway would
            lack, as ``tooldeck lint`` does on a config's left-out servers; the gateway
            itself serves the others).
    """
    try:
        report = anyio.run(lambda: dry_run(config, tokenizer=tokenizer, timeout=timeout))
    except ToolDeckError as exc:
        raise fail(exc) from None
    # keys not read, values passed as written ($NAME); annotations and resident patterns
    # that match no tool (a typo: the override would do nothing)
    for note in (*config.notes, *report.unmatched, *report.resident_unmatched):
        err.print(f"warning: {shown_error(note)}", markup=False, highlight=False, soft_wrap=True)
    if fmt == "json":
        # json_visible: the same JSON, with upstream text (full old and new values of a
        # changed definition) unable to act on the terminal and still parseable
        text = json.dumps(report.to_json(), ensure_ascii=False, indent=2)
        sys.stdout.write(cli_hint(json_visible(text)) + "\n")
    else:
        for line in dry_run_lines(report):
            out.print(line, markup=False, highlight=False, soft_wrap=True)
    if approve:
        _check_approve(report, approve)
    failed = [u.name for u in report.upstreams if u.error is not None]
    if failed:
        served = len(report.upstreams) - len(failed)
        err.print(
            f"error: {len(failed)} of {len(report.upstreams)} upstreams could not be listed: "
            f"{', '.join(failed)} (a gateway would serve "
            + ("none" if not served else f"the other {served}")
            + "; the reasons are above)",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(code=1)


def _check_approve(report: DryRun, approve: Sequence[str]) -> None:
    """The ``--approve`` lines of a dry run (stderr), as a real run would print them: names
    no upstream listed (a typo: with the closest listed name), and named tools that are
    quarantined (``--approve`` approves calls of a destructive tool in advance; releasing
    a definition is ``gateway approve``)."""
    from tooldeck.cli.gateway import unlisted_approval

    named = set(approve)
    unlisted = unlisted_approval(named, report.exposed)
    if unlisted:
        err.print(f"warning: {unlisted}", markup=False, highlight=False, soft_wrap=True)
    held = sorted(named & {name for u in report.upstreams for name, _ in u.quarantined})
    if held:
        err.print(
            f"warning: --approve names quarantined tools: {', '.join(visible(h) for h in held)} "
            "(--approve approves calls in advance; `tooldeck gateway approve TOOL… CONFIG` "
            "releases a quarantined definition)",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )


def _say_left(
    option: str, commands: Sequence[str], where: str, new_tools: str | None, path: str
) -> None:
    """``approve --all`` / ``--reviewed``: the flagged definitions it left quarantined, with
    the command that approves each by its hash (``commands``: ``TOOL@SHA256`` as
    :func:`_reviewed` writes them; ``where``: where the findings are shown).

    Raises:
        typer.Exit: code 1, always.
    """
    # the command as it would run here: this config, and the --new-tools this run had
    flag = f" --new-tools {new_tools}" if new_tools is not None else ""
    one = len(commands) == 1
    err.print(
        f"error: {option} left {len(commands)} flagged definition{'' if one else 's'} "
        f"quarantined (error-level poisoning findings {where}): read "
        f"{'it' if one else 'them'}, then approve by name (`tooldeck gateway approve "
        f"{' '.join(commands)}{flag} {visible(shlex.quote(path))}`) or add --include-flagged",
        markup=False,
        highlight=False,
        soft_wrap=True,
    )
    raise typer.Exit(code=1)


def approve_main(
    args: list[str], *, timeout: float | None = None, new_tools: str | None = None
) -> None:
    """``tooldeck gateway approve [TOOL…|--all] CONFIG``: ``args`` after ``approve``;
    ``new_tools``: ``--new-tools`` (None: the config's ``new_tools``).

    ``--all`` leaves quarantined the definitions with error-level poisoning findings and
    lists them (exit 1), unless ``--include-flagged`` is given too. A tool named as
    ``TOOL@SHA256`` (the hash ``--dry-run`` prints) is pinned only when its definition
    listed now has that hash; a flagged tool named without a hash only with ``--force``.

    Raises:
        typer.Exit: code 2 for bad usage, an unreadable config or lock, a tool that is
            not quarantined, or one refused (another hash now, or flagged and named
            without a hash or ``--force``: its whole change is printed first); 1 when
            ``--all`` left flagged definitions quarantined.
    """
    from tooldeck.errors import PinningError
    from tooldeck.gateway.pinning import Held, approve

    reviewed: str | None = None
    args = list(args)
    for i, arg in enumerate(args):
        if arg == "--reviewed" or arg.startswith("--reviewed="):
            value = arg.partition("=")[2] if "=" in arg else None
            if value is None:
                if i + 1 >= len(args):
                    raise fail(
                        ToolDeckError(f"gateway approve: --reviewed needs a file; {APPROVE_USAGE}")
                    )
                value = args[i + 1]
                del args[i : i + 2]
            else:
                del args[i]
            reviewed = value
            break
    approve_all = "--all" in args
    include_flagged = "--include-flagged" in args
    force = "--force" in args
    rest = [a for a in args if a not in ("--all", "--include-flagged", "--force")]
    if reviewed is not None and not rest:
        raise fail(
            ToolDeckError(
                f"gateway approve: name the CONFIG after --reviewed FILE; {APPROVE_USAGE}"
            )
        )
    if reviewed is not None and (approve_all or force or len(rest) != 1):
        raise fail(
            ToolDeckError(
                "gateway approve: --reviewed FILE approves the tools that dry run showed, "
                f"each by its hash; it takes no tool names, --all or --force; {APPROVE_USAGE}"
            )
        )
    if include_flagged and not approve_all and reviewed is None:
        raise fail(
            ToolDeckError(
                "gateway approve: --include-flagged goes with --all (a flagged tool named "
                f"is approved with its hash, TOOL@SHA256, or --force); {APPROVE_USAGE}"
            )
        )
    if force and approve_all:
        raise fail(
            ToolDeckError(
                "gateway approve: --force goes with tools named (--all approves flagged "
                f"definitions with --include-flagged); {APPROVE_USAGE}"
            )
        )
    if reviewed is None and (not rest or (approve_all == (len(rest) > 1))):
        err.print(
            f"{APPROVE_USAGE}\n  name quarantined tools (exposed names or SERVER/TOOL) or "
            "give --all; `tooldeck gateway --dry-run CONFIG` lists them",
            markup=False,
            highlight=False,
        )
        raise typer.Exit(code=2)
    unknown = [a for a in rest if a.startswith("-")]
    if unknown:
        raise fail(ToolDeckError(f"gateway approve: unknown option {unknown[0]}; {APPROVE_USAGE}"))
    *tools, path = rest
    from tooldeck.cli.gateway import check_new_tools

    try:
        check_new_tools(new_tools)
    except typer.BadParameter as exc:
        raise fail(ToolDeckError(f"gateway approve: {exc}")) from None
    # only an explicit --new-tools pin pins first sights with an approval (trial41 #9)
    pin_first_sight = new_tools == "pin"
    try:
        held_back: list[str] = []
        reviewed_changes: dict[str, tuple[FieldChange, ...]] | None = None
        if reviewed is not None:
            run = reviewed_tools(reviewed, path)
            tools, flagged_tools, reviewed_changes = run.tools, run.flagged, run.changes
            if new_tools is None:  # hold what the reviewed run held (a new tool, say)
                new_tools = run.new_tools
            if not include_flagged:  # as --all: a flagged definition needs a choice
                held_back = flagged_tools
                tools = [t for t in tools if t not in flagged_tools]
            if not tools and not held_back:
                out.print(
                    f"{visible(reviewed)} shows nothing quarantined; nothing to approve",
                    markup=False,
                    highlight=False,
                )
                return
            if not tools:
                _say_left("--reviewed", _hashed(held_back), "in the dry run", new_tools, path)
        config = load_gateway_config(path)
        if new_tools is not None:
            config = dataclasses.replace(config, new_tools=new_tools)  # type: ignore[arg-type]
        result = anyio.run(
            lambda: approve(
                config,
                None if approve_all else tools,
                timeout=timeout,
                include_flagged=include_flagged,
                force=force,
                reviewed_from=reviewed,
                reviewed_changes=reviewed_changes,
                pin_first_sight=pin_first_sight,
            )
        )
    except PinningError as exc:
        if reviewed is not None and exc.detail is None:
            # a tool the saved dry run showed is no longer held (approved since, or the
            # server went back): that review is stale, nothing is written
            raise fail(
                ToolDeckError(
                    f"{exc}; nothing was written: {reviewed} no longer matches what is "
                    f"quarantined: run `tooldeck gateway --dry-run --format json "
                    f"{shlex.quote(path)}` again and review that"
                )
            ) from None
        if exc.detail is not None:  # the whole change refused, for the person to read
            out.print(
                "refused " + shown_reason(exc.detail, whole=True),
                markup=False,
                highlight=False,
                soft_wrap=True,
            )
        raise fail(exc) from None
    except ToolDeckError as exc:
        raise fail(exc) from None
    for name, upstream in result.failed.items():
        err.print(
            f"warning: {visible(name)} was not listed: {shown_error(cli_hint(upstream))}",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )
    for name, lines in result.skipped.items():
        for line in lines:  # neither listed nor pinned: the gateway leaves it out too
            err.print(
                f"warning: {visible(name)}: {shown_error(line)} (not pinned)",
                markup=False,
                highlight=False,
                soft_wrap=True,
            )
    if not result.approved and not result.left:
        # first-sight pins may still be written below: say they are not approvals
        also = (
            f" (the {len(result.first_sight)} definitions seen for the first time are pinned, "
            "as the gateway pins them)"
            if result.first_sight and result.lock is not None
            else ""
        )
        out.print(
            f"nothing is quarantined; nothing to approve{also}", markup=False, highlight=False
        )

    def held_line(verb: str, exposed: str, held: Held) -> None:
        # every changed character of what is pinned now, not the bounded refusal text
        out.print(
            f"{verb} {visible(exposed)} ({visible(held.key)}): "
            + shown_reason(held.text(whole=True), whole=bool(held.changes)),
            markup=False,
            highlight=False,
            soft_wrap=True,
        )

    for exposed, held in result.approved:
        held_line("approved", exposed, held)
        if held.reason in ("relaxed", "new"):  # trial42b LOW: say what approving changes
            relaxing = [
                line.split(": not applied to", 1)[0]
                for line in held.lines
                if line.startswith("config annotations pattern ")
            ]
            if relaxing:
                out.print(
                    f"  from its next listing the gateway serves {visible(exposed)} with the "
                    f"config's hints, and acts on them (approval, the duplicate guard): "
                    + "; ".join(shown_error(r) for r in relaxing)
                    + " — name the tool in annotations to state other hints for it",
                    markup=False,
                    highlight=False,
                    soft_wrap=True,
                )
    if result.lock is not None:
        extra = (
            f" and {len(result.first_sight)} first-sight "
            f"{'pin' if len(result.first_sight) == 1 else 'pins'} (not reviewed; "
            f"trusted as listed now): {_named(result.first_sight)}"
            if result.first_sight
            else ""
        )
        out.print(
            f"wrote {visible(str(result.lock))}{extra}",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )
    if result.not_pinned:
        count = len(result.not_pinned)
        err.print(
            f"note: not pinned: {count} "
            f"{'definition' if count == 1 else 'definitions'} added since the lock, seen "
            f"for the first time and not reviewed: {_named(result.not_pinned)}; review them "
            f"with `tooldeck gateway --dry-run {visible(shlex.quote(path))}` (`lint --locked` "
            "reports them as L101 until then); a gateway started with new_tools: pin pins them at "
            "first sight, one with --new-tools quarantine holds them for approval; "
            "`approve … --new-tools pin` pins them with an approval",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )
    if held_back:
        _say_left("--reviewed", _hashed(held_back), "in the dry run", new_tools, path)
    if result.left:
        for exposed, held in result.left:
            held_line("left quarantined", exposed, held)
        # with each hash: a flagged tool named without one is refused (it may change again)
        commands = [_reviewed(exposed, held.pin.sha256) for exposed, held in result.left]
        _say_left("--all", commands, "above", new_tools, path)


def _named(keys: Sequence[str]) -> str:
    """``SERVER/TOOL`` names, the first :data:`~tooldeck.gateway.pinning.NAMED_AT_MOST`
    then a count (``a/x, a/y and 3 more``)."""
    from tooldeck.gateway.pinning import NAMED_AT_MOST

    shown = ", ".join(visible(k) for k in keys[:NAMED_AT_MOST])
    return shown + (f" and {len(keys) - NAMED_AT_MOST} more" if len(keys) > NAMED_AT_MOST else "")


ANNOTATED_EACH_AT_MOST = 5
"""How many tools the dry run names one ``annotated:`` line each for, when the config
states the same hints on them; more (a ``"*"`` pattern over a whole server) share one line
naming the first :data:`~tooldeck.gateway.pinning.NAMED_AT_MOST` (trial38b LOW-10: 171
lines for one ``"*"`` entry drowned the lint line below them)."""


def _annotated_lines(
    annotated: dict[str, dict[str, Any]], held: frozenset[str] = frozenset()
) -> list[str]:
    """The dry run's ``annotated:`` lines: one per tool, or one per group of more than
    :data:`ANNOTATED_EACH_AT_MOST` tools the config states the same hints on (same values,
    same upstream values), naming the first ten and the count. The JSON dry run
    (``--format json``) keeps every tool's entry. A tool in ``held`` (quarantined: its
    ``quarantined:`` line follows) is said to be held, so the two lines do not read as a
    contradiction (trial42b LOW: a pattern-held tool was listed as annotated alone)."""
    groups: dict[str, list[str]] = {}
    for exposed, hints in annotated.items():
        stated = ", ".join(
            f"{hint} {_json_word(h['config'])} (upstream: {_json_word(h['upstream'])})"
            + (
                f" not applied: {shown_error(str(h.get('why')))}"
                if h.get("applied") is False
                else ""
            )
            for hint, h in hints.items()
        )
        if exposed in held:
            stated += " (held: not served until approved, see its quarantined line)"
        groups.setdefault(stated, []).append(exposed)
    lines: list[str] = []
    for stated, names in groups.items():
        if len(names) <= ANNOTATED_EACH_AT_MOST:
            lines += [f"annotated: {visible(name)}: {stated}" for name in names]
            continue
        shown = ", ".join(visible(n) for n in names[:NAMED_AT_MOST])
        more = f" and {len(names) - NAMED_AT_MOST} more" if len(names) > NAMED_AT_MOST else ""
        lines.append(f"annotated: {len(names)} tools: {stated}: {shown}{more}")
    return lines


def _json_word(value: object) -> str:
    """``true``/``false``/``not stated`` for a hint value."""
    return "not stated" if value is None else ("true" if value else "false")
