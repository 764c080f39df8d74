"""``tooldeck lint``: find the declarations that make a model pick the wrong tool or
invent arguments (the lint stage, :mod:`tooldeck.lint`)."""

from __future__ import annotations

import difflib
import json
import os
import sys
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table
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
    refuse_empty_deck,
)
from tooldeck.display import json_visible, visible
from tooldeck.errors import SourceError, ToolDeckError
from tooldeck.formats import load
from tooldeck.formats.base import ConversionWarning, LoadResult
from tooldeck.formats.sources import write_data
from tooldeck.lint.config import LintConfig, LintConfigError, find_config, load_config
from tooldeck.lint.model import ServerLeftOut, Severity
from tooldeck.lint.registry import all_rules, get_rule, rule_named

if TYPE_CHECKING:  # the engine (numpy, bm25s) is imported when a deck is linted
    from collections.abc import Mapping

    from tooldeck.lint.engine import LintResult


class LintFormat(StrEnum):
    """Output formats of ``tooldeck lint``."""

    text = "text"
    json = "json"
    sarif = "sarif"


class FailOn(StrEnum):
    """Least severity that makes ``tooldeck lint`` exit 1."""

    info = "info"
    warning = "warning"
    error = "error"


def _codes(values: list[str] | None) -> tuple[str, ...] | None:
    """``["D1,S", "X101"]`` → ``("D1", "S", "X101")``; None when the option was not given."""
    if not values:
        return None
    return tuple(c.strip().upper() for v in values for c in v.split(",") if c.strip())


def _explain(code: str) -> None:
    from tooldeck.lint.output import explain_text

    rule = get_rule(code) or rule_named(code)
    if rule is None:
        rules = all_rules()
        close = difflib.get_close_matches(
            code.lower(), [r.name for r in rules] + [r.code.lower() for r in rules], n=3
        )
        named = [get_rule(c) or rule_named(c) for c in close]
        hint = (
            f" (did you mean {' or '.join(f'{r.code} {r.name}' for r in named if r)}?)"
            if close
            else ""
        )
        known = ", ".join(r.code for r in rules)
        raise fail(LintConfigError(f"no lint rule {code!r}{hint}; known codes: {known}"))
    out.print(Text(explain_text(rule)), soft_wrap=True)


def _list_rules() -> None:
    table = Table(title="tooldeck lint rules", title_justify="left")
    table.add_column("code", style="bold")
    table.add_column("name")
    table.add_column("severity")
    table.add_column("default")
    table.add_column("summary", overflow="fold")
    for rule in all_rules():
        table.add_row(
            Text(rule.code),
            Text(rule.name),
            rule.severity.value,
            "yes" if rule.default else "no",
            Text(rule.summary),
        )
    out.print(table)


def _not_covered(selectors: tuple[str, ...], ignored: tuple[str, ...]) -> tuple[str, ...]:
    """The file's ``selectors`` that no command-line ``--ignore`` selector covers (a prefix
    of it, or ALL): the command line is the later layer, so ``--ignore D`` drops the file's
    ``D104`` (ruff's precedence; docs/lint.md "Command-line options override the file")."""
    up = [i.upper() for i in ignored]
    return tuple(s for s in selectors if not any(i == "ALL" or s.upper().startswith(i) for i in up))


def _same_file(a: Path | str, b: Path) -> bool:
    """Whether ``a`` and ``b`` are one file (links followed); False when either is missing."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _write_json(
    result: LintResult,
    source: str,
    output: Path | None,
    locations: Mapping[str, tuple[str, int]] | None = None,
) -> None:
    """The JSON result written piece by piece (:func:`json_text`): to stdout with
    terminal-acting characters escaped, or to ``output`` (UTF-8)."""
    from tooldeck.lint.output import json_text

    if output is None:
        for piece in json_text(result, source=source, locations=locations):
            sys.stdout.write(json_visible(piece))
        sys.stdout.write("\n")
        return
    try:
        with output.open("w", encoding="utf-8") as stream:
            for piece in json_text(result, source=source, locations=locations):
                stream.write(piece)
            stream.write("\n")
    except OSError as exc:
        raise fail(SourceError(f"{output}: cannot write: {exc.strerror or exc}")) from None


def servers_left_out(warnings: tuple[ConversionWarning, ...]) -> tuple[ServerLeftOut, ...]:
    """The servers of a config read as a deck whose tools are missing from it: those that
    could not be listed (as ``tooldeck lock`` counts them) and those the config leaves
    out before starting them (an unset variable, ``disabled``…), each with why in one
    line."""
    from tooldeck.cli.lock import _first_line
    from tooldeck.formats.mcp_servers import LeftOutServer, UnlistedServer

    found: list[ServerLeftOut] = []
    for w in warnings:
        if isinstance(w, UnlistedServer):
            line = _first_line(w.reason)
            if line.endswith(":") and "\n" in w.reason.strip():  # "its stderr ends with:"
                line += " … (in full in the load warning)"
            found.append(ServerLeftOut(w.server, f"could not be listed: {line}"))
        elif isinstance(w, LeftOutServer):
            reason = "disabled in the config" if w.disabled else w.reason
            found.append(ServerLeftOut(w.server, reason, disabled=w.disabled))
    return tuple(found)


def config_hints_said(result: LintResult) -> LintResult:
    """``result`` of a config whose ``annotations`` state hints (the deck linted is what
    the gateway serves: :attr:`~tooldeck.formats.base.LoadResult.served`), saying so: a
    finding whose pointer is a hint the config stated for its tool ends with where that
    hint came from (``(readOnlyHint true: stated by the config's annotations; the server
    states none)``), and a note names the tools linted with such hints. Nothing else
    changes: the rules ran on the served hints (a hint the config states is no missing
    hint, A101/A105), and the lock keeps the servers' own definitions."""
    from tooldeck.formats.mcp_config import ANNOTATIONS_KEY
    from tooldeck.jsonvalue import thaw

    stated: dict[str, dict[str, Any]] = {}
    for tool in result.deck:
        if tool.meta is not None and ANNOTATIONS_KEY in tool.meta:
            stated[tool.name] = dict(thaw(tool.meta)[ANNOTATIONS_KEY])
    if not stated:
        return result
    findings = []
    for finding in result.findings:
        hints = stated.get(finding.tool or "", {})
        parts = finding.pointer.split("/")
        hint = _hint_named(parts[2]) if len(parts) > 2 and parts[1] == "annotations" else None
        if hint is not None and hint in hints:
            said = hints[hint]
            upstream = said["upstream"]
            theirs = "states none" if upstream is None else f"states {json.dumps(upstream)}"
            finding = replace(
                finding,
                message=f"{finding.message} ({hint} {json.dumps(said['config'])}: stated by "
                f"the config's annotations; the server {theirs})",
            )
        findings.append(finding)
    names = ", ".join(sorted(stated)[:5]) + (
        f" and {len(stated) - 5:,} more" if len(stated) > 5 else ""
    )
    note = (
        f"{counted(len(stated), 'tool')} linted with the annotation hints the config states "
        f"(its annotations key; what tooldeck gateway serves): {names}; the lock and "
        "--locked keep each server's own definition"
    )
    return replace(result, findings=tuple(findings), notes=(note, *result.notes))


def _hint_named(field: str) -> str | None:
    """The MCP hint name of a pointer's annotations field, in MCP's spelling
    (``readOnlyHint``) or tooldeck's (``read_only_hint``); None for another field."""
    from tooldeck.formats.mcp_config import HINT_NAMES

    for hint in HINT_NAMES:
        snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in hint)
        if field in (hint, snake):
            return hint
    return None


def config_places(loaded: LoadResult) -> dict[str, tuple[str, int]]:
    """Where a config declares the server of each tool (exposed name → (config file,
    1-based line of the server's entry), from :attr:`UpstreamSpec.origin`): a SARIF
    result's region for a config's tool (trial40b B9: the config names servers, not tools,
    so every finding was put at ``startLine: 1``). Empty for any other deck."""
    if loaded.listed is None:
        return {}
    config = loaded.listed[0]
    places: dict[str, tuple[str, int]] = {}
    for tool in loaded.deck:
        origin = loaded.deck.origin(tool.name)
        spec = config.upstream(origin[0]) if origin is not None else None
        if spec is None:
            continue
        file, _, line = spec.origin.rpartition(":")
        if file and line.isdigit():
            places[tool.name] = (file, int(line))
    return places


def _say_missing(missing: tuple[ServerLeftOut, ...], allowed: bool) -> None:
    """One line on stderr naming the servers whose tools were not linted and why."""
    if not missing:
        return
    names = ", ".join(s.server for s in missing)
    reasons = "; ".join(f"{s.server}: {s.reason}" for s in missing)
    if allowed:
        line = (
            f"warning: not linted: the tools of {names} (left out: {reasons}); "
            "--allow-missing-servers keeps the exit code from counting them"
        )
    else:
        line = (
            f"error: not linted: the tools of {names} (left out: {reasons}); fix them and "
            "lint again, or pass --allow-missing-servers to lint only the servers listed"
        )
    err.print(Text(visible(line)), soft_wrap=True)


@app.command("lint")
def lint_command(
    deck: Annotated[str | None, typer.Argument(help=DECK_HELP)] = None,
    select: Annotated[
        list[str] | None,
        typer.Option(
            "--select",
            help="Rule codes or prefixes to run (comma-separated or repeated; "
            "ALL for every rule). Replaces the default selection.",
        ),
    ] = None,
    extend_select: Annotated[
        list[str] | None,
        typer.Option("--extend-select", help="Codes or prefixes added to the selection."),
    ] = None,
    ignore: Annotated[
        list[str] | None,
        typer.Option("--ignore", help="Codes or prefixes not to run."),
    ] = None,
    output_format: Annotated[
        LintFormat, typer.Option("--format", "-f", help="text, json or sarif.")
    ] = LintFormat.text,
    fail_on: Annotated[
        FailOn | None,
        typer.Option(
            "--fail-on",
            help="Exit 1 when a finding of this severity or worse remains "
            "(default: the config's fail-on, else error).",
        ),
    ] = None,
    explain: Annotated[
        str | None,
        typer.Option(
            "--explain", help="Explain one rule, by code or name (why, bad, better), and exit."
        ),
    ] = None,
    list_rules: Annotated[
        bool, typer.Option("--list-rules", help="List every rule and exit.")
    ] = False,
    config: Annotated[
        Path | None,
        typer.Option(
            "--config",
            help="Lint configuration: a pyproject.toml (its \\[tool.tooldeck.lint] table) "
            "or a tooldeck-lint.toml. Default: tooldeck-lint.toml in the deck's folder, else "
            "the nearest pyproject.toml upwards from the deck's folder (from the working "
            "directory for bfcl: and mcp: decks) when it has \\[tool.tooldeck.lint].",
        ),
    ] = None,
    no_config: Annotated[
        bool, typer.Option("--no-config", help="Ignore configuration files.")
    ] = False,
    output: Annotated[
        Path | None, typer.Option("-o", "--output", help="Write json/sarif output to this file.")
    ] = None,
    locked: Annotated[
        Path | None,
        typer.Option(
            "--locked",
            help="Lock file written by `tooldeck lock`: each tool added, removed or changed "
            "since is a finding (L101, L102, L103: one per changed field, with its JSON "
            "pointer) in every --format, and the run exits 1.",
        ),
    ] = None,
    target: Annotated[
        str | None,
        typer.Option(
            "--target",
            help="The provider the deck is sent to: openai, anthropic or gemini (default: "
            "the config's target option, else the file's format: gemini for Gemini "
            "functionDeclarations, openai for OpenAI's, anthropic for Anthropic's; else "
            "none). gemini runs P104 and leaves out S104.",
        ),
    ] = None,
    max_deck_tools: Annotated[
        int | None,
        typer.Option(
            "--max-deck-tools",
            min=1,
            help="Most tools lint reads (default: the config's max-deck-tools option, else "
            "25,000); a larger deck is refused with exit 2.",
        ),
    ] = None,
    allow_missing_servers: Annotated[
        bool,
        typer.Option(
            "--allow-missing-servers",
            help="A client/gateway config whose server could not be listed or is left "
            "out (an unset variable): lint the servers listed without exit 1 for it (it is "
            "still named on stderr, in -f json and in SARIF, as a warning).",
        ),
    ] = False,
    sarif_root: Annotated[
        Path | None,
        typer.Option(
            "--sarif-root",
            help="SARIF: folder the deck file's uri is relative to (its %SRCROOT% base; "
            "on GitHub, the repository root). Default: the working directory.",
        ),
    ] = None,
) -> None:
    """Lint a deck: naming, descriptions, schemas, look-alike tools, safety hints,
    provider limits and tool poisoning. Exit 0 clean, 1 findings at or above --fail-on (or
    drift from --locked, or a config's server left out: not listed, an unset variable),
    2 bad input."""
    if (explain is not None or list_rules) and deck is not None:
        which = "--explain" if explain is not None else "--list-rules"
        raise fail(ToolDeckError(f"{which} lints nothing: drop DECK ({deck}), or drop {which}"))
    if list_rules and output_format is not LintFormat.text:
        raise fail(ToolDeckError("--list-rules prints a table; -f/--format does not apply"))
    if explain is not None:
        _explain(explain)
        return
    if list_rules:
        _list_rules()
        return
    if sarif_root is not None and not sarif_root.is_dir():
        raise fail(
            ToolDeckError(
                f"--sarif-root {sarif_root}: not an existing folder (the folder the deck "
                "file's uri is relative to, e.g. the repository root)"
            )
        )
    if deck is None:
        raise fail(ToolDeckError("give a DECK to lint (or --explain CODE / --list-rules)"))
    from tooldeck.lint.engine import check_deck_size, lint
    from tooldeck.lint.lock import Lock, read_lock
    from tooldeck.lint.output import render_text, to_json, to_sarif

    if output is not None and str(output) == "-":
        output = None  # '-' is standard output, as for lock and report
    try:
        if config is not None and no_config:
            raise LintConfigError("--config and --no-config exclude each other")
        if output is not None:
            check_not_input(deck, output, "linted", "-o lint.json")
        if select is not None and not _codes(select):
            raise LintConfigError(
                "--select selects no rule: give rule codes or prefixes (D104, D, ALL)"
            )
        path = None if no_config else (config or find_config(deck))
        if output is not None:
            for read, what in ((locked, "--locked lock"), (path, "configuration")):
                if read is not None and _same_file(read, output):
                    raise ToolDeckError(
                        f"{output}: -o names the {what} file this run reads ({read}); "
                        "writing there would replace it: give another file, e.g. -o lint.json"
                    )
        cfg = (
            load_config(path, require_table=config is not None)
            if path is not None
            else LintConfig()
        )
        # drift from a lock is reported whatever the file says (the lock rules are not
        # subject to ignore, per-tool-ignores or severity): a file that tried is named
        silencers = cfg.lock_silencers() if locked is not None and path is not None else ()
        # the command line is a later layer (ruff's rule): its --ignore D removes a D104
        # the file selects, though the file's code is the more specific selector
        dropped = _codes(ignore) or ()
        if dropped and cfg.select is not None:
            cfg = replace(cfg, select=_not_covered(cfg.select, dropped))
        cfg = cfg.merged(
            select=_codes(select),
            extend_select=(_not_covered(cfg.extend_select, dropped) + (_codes(extend_select) or ()))
            or None,
            ignore=(cfg.ignore + (_codes(ignore) or ())) or None,
            fail_on=Severity(fail_on.value) if fail_on is not None else None,
        )
        if target is not None:
            cfg = replace(cfg, options=replace(cfg.options, target=target))
        if max_deck_tools is not None:
            cfg = replace(cfg, options=replace(cfg.options, max_deck_tools=max_deck_tools))
        LintConfig.__post_init__(cfg)  # re-check the codes given on the command line
        lock: Lock | None = read_lock(locked) if locked is not None else None
        if lock is not None:
            from tooldeck.cli.lock import scoped_to_server

            # CONFIG#server: only that server's pins (the others' are not removals)
            scoped = scoped_to_server(lock, str(locked), deck, "lint")
            lock = scoped if isinstance(scoped, Lock) else lock
        limit = cfg.options.max_deck_tools
        loaded = load(deck, check_count=lambda n: check_deck_size(n, limit, source=deck))
        check_deck_size(len(loaded.deck), limit, source=deck)
        if lock is None:  # against a lock, an empty deck is every pinned tool removed
            refuse_empty_deck(loaded, deck, "nothing to lint")
        left_out = servers_left_out(loaded.warnings)
        # a config's `annotations`: lint what the gateway serves; the lock (and so
        # --locked) keeps each server's own definition
        result = lint(
            loaded.served if loaded.served is not None else loaded.deck,
            cfg,
            field_names=loaded.format,
            locked=lock,
            servers_left_out=left_out,
            lock_files=(deck, str(locked)) if locked is not None else None,
            as_listed=loaded.deck if loaded.served is not None else None,
        )
    except ToolDeckError as exc:
        raise fail(exc) from None
    if loaded.served is not None:
        result = config_hints_said(result)
    if silencers:
        tried = (
            f"{path} tried to silence drift from the lock ({'; '.join(silencers)}); "
            f"--locked reports every tool added, removed or changed since {locked} whatever "
            "a configuration says"
        )
        result = replace(result, notes=(tried, *result.notes))
    if path is not None and config is None:  # found beside the deck or upwards: say which
        err.print(
            Text(
                visible(
                    f"note (lint): configuration {path} (found for {deck}; --no-config to "
                    "lint without it)"
                )
            ),
            soft_wrap=True,
        )
    print_warnings(loaded.warnings, "load")
    _say_missing(result.missing_servers(), allow_missing_servers)
    places = {tool: (path, line) for tool, path, line in loaded.locations}
    for note in result.notes:
        err.print(Text(visible(f"note (lint): {note}")), soft_wrap=True)
    if output_format is LintFormat.text:
        if output is not None:
            raise fail(ToolDeckError("-o/--output applies to --format json or sarif"))
        render_text(result, out, source=deck, locations=places)
    elif output_format is LintFormat.json and (
        output is None or output.suffix.lower() not in (".yaml", ".yml")
    ):
        # in pieces: a million findings are never one text
        _write_json(result, deck, output, places)
    else:
        data = (
            to_json(result, source=deck, locations=places)
            if output_format is LintFormat.json
            else to_sarif(
                result,
                source=deck,
                root=sarif_root,
                locations={**config_places(loaded), **places},
                allow_missing_servers=allow_missing_servers,
            )
        )
        if output is None:
            sys.stdout.write(json_visible(json.dumps(data, ensure_ascii=False, indent=2)) + "\n")
        else:
            try:
                write_data(data, output)
            except ToolDeckError as exc:
                raise fail(exc) from None
    if output is not None:
        err.print(
            Text(visible(f"wrote {counted(len(result.findings), 'finding')} to {output}")),
            soft_wrap=True,
        )
    # drift from the lock is in the findings (L101–L103, every format); it fails the run
    # whatever severity the configuration gives those rules; L104 (a field the lock lets
    # vary by host) is shown, not drift
    drifted = lock is not None and any(
        f.code.startswith("L") and f.code != "L104" for f in result.findings
    )
    if drifted:
        if not (output_format is LintFormat.text and output is None):
            err.print(Text(visible(f"drift from {locked}: see the L findings")), soft_wrap=True)
    elif lock is not None:  # a clean run says the lock was read, and how much of it
        away = {s.server for s in left_out}
        compared = sum(t.name.partition("/")[0] not in away for t in lock.tools)
        kept = len(lock.tools) - compared
        err.print(
            Text(
                visible(
                    f"no drift from {locked}: {counted(compared, 'pin')} compared, each "
                    "matching its tool"
                    + (
                        " (host-dependent fields the lock lets vary: L104)"
                        if any(f.code == "L104" for f in result.findings)
                        else ""
                    )
                    + (
                        f"; {counted(kept, 'pin')} of servers left out, not compared"
                        if kept
                        else ""
                    )
                )
            ),
            soft_wrap=True,
        )
    if result.failed(allow_missing_servers=allow_missing_servers) or drifted:
        raise typer.Exit(code=1)
