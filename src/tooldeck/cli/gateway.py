"""``tooldeck gateway``: one MCP endpoint in front of many MCP servers (stdio or HTTP)."""

from __future__ import annotations

import dataclasses
import difflib
import fnmatch
import functools
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from tooldeck.cli._serving_options import (
    AllowedOriginOption,
    AllowRemoteOption,
    ApprovalTimeoutOption,
    ArtifactsOption,
    AuditOption,
    HttpOption,
    RedactOption,
    ShellAllowOption,
    ShellRootOption,
    TimeoutOption,
)
from tooldeck.cli.app import app, err, fail
from tooldeck.display import plural, shown_error, shown_reason, visible
from tooldeck.errors import ToolDeckError
from tooldeck.runtime.limits import DEFAULT_APPROVAL_TIMEOUT_S, DEFAULT_TIMEOUT_S
from tooldeck.runtime.policy.approval import closest_tool_name
from tooldeck.select.names import DEFAULT_METHOD, METHODS

if TYPE_CHECKING:  # the gateway (MCP SDK) is imported by the command only
    from tooldeck.formats.mcp_config import GatewayConfig


def load_for_gateway(
    config: Path | None,
    from_client: Path | None,
    mode: str | None,
    resident_read_only: bool | None = None,
    new_tools: str | None = None,
) -> GatewayConfig:
    """The config of ``tooldeck gateway CONFIG`` or ``--from CLIENT_CONFIG``, with ``--mode``,
    ``--resident-read-only`` / ``--no-resident-read-only`` and ``--new-tools`` (None: the
    config's; ``--new-tools`` sets the config's top-level ``new_tools``, which a server's
    own ``new_tools`` still overrides).

    Raises:
        typer.BadParameter: neither or both given, an unknown mode or ``--new-tools`` value.
        ToolDeckError: the file cannot be read (see ``load_gateway_config``) or names no
            server (the message says why each server it has is left out).
    """
    from tooldeck.formats.mcp_config import load_gateway_config
    from tooldeck.gateway.exposure import MODES

    if config is None and from_client is None:
        raise typer.BadParameter(
            "no config given: give a gateway config (tooldeck gateway gateway.yaml) or a "
            "client config (tooldeck gateway --from ~/.cursor/mcp.json)"
        )
    if config is not None and from_client is not None:
        raise typer.BadParameter(
            "give a gateway config (tooldeck gateway gateway.yaml) or a client config "
            "(tooldeck gateway --from ~/.cursor/mcp.json), not both"
        )
    if mode is not None and mode not in MODES:
        raise typer.BadParameter(f"--mode must be one of {', '.join(MODES)}, got {mode!r}")
    check_new_tools(new_tools)
    path = config if config is not None else from_client
    assert path is not None
    loaded = load_gateway_config(path)
    if mode is not None:
        loaded = dataclasses.replace(loaded, mode=mode)  # type: ignore[arg-type]
    if resident_read_only is not None:
        loaded = dataclasses.replace(loaded, resident_read_only=resident_read_only)
    if new_tools is not None:
        loaded = dataclasses.replace(loaded, new_tools=new_tools)  # type: ignore[arg-type]
    if not loaded.upstreams:
        # every server left out (an unset variable, disabled…): say why, as lint does
        why = "".join(f"; {line}" for line in loaded.warnings)
        raise ToolDeckError(f"{path} names no MCP server to put behind the gateway{why}")
    return loaded


def check_new_tools(new_tools: str | None) -> None:
    """Refuse a ``--new-tools`` value other than ``pin`` or ``quarantine`` (None: not given).

    Raises:
        typer.BadParameter: naming the values.
    """
    from tooldeck.formats.mcp_config import NEW_TOOLS

    if new_tools is not None and new_tools not in NEW_TOOLS:
        raise typer.BadParameter(
            f"--new-tools must be one of {', '.join(NEW_TOOLS)}, got {new_tools!r}"
        )


def unlisted_names(unknown: Iterable[str], known: Iterable[str]) -> str:
    """``unknown`` names joined by commas (terminal-safe), each followed by the closest
    listed name when one is close (``crm__delete_customers (did you mean
    crm__delete_customer?)``; difflib's ratio ≥ 0.8, so only a slip, not another tool); a
    name with ``*``, ``?`` or ``[`` is a pattern those options do not read: said so, with the
    listed names it would match."""
    from tooldeck.formats.mcp_config import is_glob

    listed = sorted(known)
    shown = []
    for name in unknown:
        if is_glob(name):  # trial39 L3: 'calc__*' was offered calc__ip
            matched = fnmatch.filter(listed, name)
            would = (
                f"; it would match {len(matched)}: {', '.join(visible(m) for m in matched[:5])}"
                + (", …" if len(matched) > 5 else "")
                if matched
                else ""
            )
            hint = (
                f" (a pattern, which is not read here: name each tool, or '*' alone for "
                f"every one{would})"
            )
        else:
            close = closest_tool_name(name, listed)
            hint = f" (did you mean {visible(close)}?)" if close else ""
        shown.append(visible(name) + hint)
    return ", ".join(shown)


def unlisted_approval(approve: Iterable[str], known: Iterable[str]) -> str | None:
    """The warning for ``--approve`` names no upstream lists (``'*'`` aside), each with the
    closest listed name (:func:`unlisted_names`); None when every name is listed. Said at
    a gateway's start and by ``--dry-run``."""
    listed = set(known)
    unknown = sorted(set(approve) - listed - {"*"})
    if not unknown:
        return None
    return (
        f"--approve names no tool listed now: {unlisted_names(unknown, listed)} "
        "(exposed names are server__tool; an upstream that starts later may still list it)"
    )


def report_start(gateway: Any, url: str | None = None) -> None:
    """One line per upstream on stderr (names and states only: never env or headers);
    ``url``: the Streamable HTTP endpoint served (None: stdio)."""
    statuses = gateway.pool.status()
    ready = [s for s in statuses if s.state == "ready"]
    exposed = len(gateway.gateway_server.exposure.tools())
    quarantined: dict[str, list[Any]] = {}
    for entry in gateway.gateway_server.catalog.quarantined():
        quarantined.setdefault(entry.upstream, []).append(entry)
    where = f"at {url}" if url else "over stdio"
    left_out = getattr(gateway.config, "left_out_servers", ())
    configured = len(statuses) + len(left_out)
    dropped = "".join(f"; {visible(s.name)} left out: {shown_error(s.reason)}" for s in left_out)
    err.print(
        f"tooldeck gateway: {len(ready)} of {plural(configured, 'upstream')} ready{dropped}; "
        f"{plural(exposed, 'tool')} listed ({gateway.config.mode} mode) {where}",
        highlight=False,
        markup=False,
        soft_wrap=True,
    )
    notes = getattr(gateway.config, "notes", ())
    for warning in (*getattr(gateway.config, "warnings", ()), *notes):
        err.print(
            f"  warning: {shown_error(str(warning))}",
            highlight=False,
            markup=False,
            soft_wrap=True,  # one line: a log file or pipe must not split it
        )
    for line in unmatched_annotation_lines(gateway):
        err.print(line, highlight=False, markup=False, soft_wrap=True)
    for line in hint_lines(gateway):
        err.print(line, highlight=False, markup=False, soft_wrap=True)
    for line in unmatched_resident_lines(gateway):
        err.print(line, highlight=False, markup=False, soft_wrap=True)
    known = {entry.exposed for entry in gateway.gateway_server.catalog.entries}
    unlisted = unlisted_approval(gateway.gateway_server.approver.approve, known)
    if unlisted:  # a typo, or a tool of an upstream that is not up yet
        err.print(f"  warning: {unlisted}", highlight=False, markup=False, soft_wrap=True)
    for status in statuses:
        line = f"  {status.name}: {status.state}, {plural(status.tools, 'tool')}"
        if status.error:
            line += f" — {shown_error(status.error)}"
        for skipped in status.skipped:
            line += f"\n    {shown_error(skipped)}"  # "tool 'x' (tools[1]) is skipped: …"
        for entry in quarantined.get(status.name, ()):
            reason = shown_reason(entry.reason or "", "    ")
            line += f"\n    quarantined {visible(entry.exposed)}: {reason}"
        err.print(line, highlight=False, markup=False, soft_wrap=True)
    for line in poisoning_warning_lines(gateway):
        err.print(line, highlight=False, markup=False, soft_wrap=True)
    for line in pinned_despite_lines(gateway):
        err.print(line, highlight=False, markup=False, soft_wrap=True)
    if any(quarantined.values()):
        from tooldeck.gateway.pinning import held_hint, pin_key

        entries = [e for listed in quarantined.values() for e in listed]
        pins = getattr(gateway.gateway_server, "pins", None)
        held = [
            None if pins is None else pins.held.get(pin_key(e.upstream, e.original))
            for e in entries
        ]
        err.print(
            f"  {held_hint(gateway.config, [e.reason for e in entries], held)}",
            highlight=False,
            markup=False,
            soft_wrap=True,  # one line: a log file or pipe must not split the command
        )
    status_file = getattr(gateway, "status_file", None)
    if status_file is not None:  # where the person on call looks later (trial44 #5)
        import shlex

        config_path = getattr(gateway.config, "path", None)
        asked = shlex.quote(str(config_path if config_path is not None else status_file))
        over = f", or GET {url.removesuffix('/mcp')}/status" if url else ""
        err.print(
            f"  status: `tooldeck gateway status {visible(asked)}`{over} (kept in "
            f"{visible(str(status_file))})",
            highlight=False,
            markup=False,
            soft_wrap=True,
        )
    sys.stderr.flush()


def poisoning_warning_lines(gateway: Any, cap: int | None = None) -> list[str]:
    """The start lines naming the warning-level poisoning findings on the tools of the
    upstreams ready at start (:func:`tooldeck.gateway.pinning.poisoning_warning_lines`:
    one line each, at most ``cap`` (None: ``START_WARNINGS``, 10), then a count and a
    closing line). A plain start said nothing of them before session 33 (fix33): only
    ``--dry-run`` did (trial32a #3). A tool listed later (an upstream ready after the
    start, a tool added or changed while serving) gets the same lines then, once, from
    the gateway's log (:meth:`tooldeck.gateway.server.GatewayServer.report_new_tools`)."""
    from tooldeck.gateway.pinning import START_WARNINGS
    from tooldeck.gateway.pinning import poisoning_warning_lines as lines_of

    server = gateway.gateway_server
    listings = getattr(server, "start_listings", None)
    if listings is None:
        listings = getattr(gateway.pool, "listings", lambda: None)()
    if listings is None:
        return []
    return lines_of(
        listings, server.catalog.entries, gateway.config, cap=START_WARNINGS if cap is None else cap
    )


def pinned_despite_lines(gateway: Any) -> list[str]:
    """The start lines naming each served tool whose pinned definition the poisoning rules
    flag with error-level findings (:func:`tooldeck.gateway.pinning.pinned_despite`: served
    because the lock pins it, e.g. after ``tooldeck lock CONFIG``; trial35 M3), at most
    ``START_WARNINGS`` then a count, and a closing line
    (:func:`tooldeck.gateway.pinning.pinned_despite_lines`)."""
    from tooldeck.formats.mcp_config import GatewayConfig
    from tooldeck.gateway.pinning import lock_written, pinned_despite
    from tooldeck.gateway.pinning import pinned_despite_lines as lines_of

    catalog = getattr(gateway.gateway_server, "catalog", None)
    if catalog is None:
        return []
    config = gateway.config
    lock = getattr(config, "lock", None)
    return lines_of(
        pinned_despite(
            catalog.entries, config=config if isinstance(config, GatewayConfig) else None
        ),
        lock=lock,
        written=lock_written(lock),
        config_path=getattr(config, "path", None),
    )


def unmatched_resident_lines(gateway: Any) -> list[str]:
    """The start's warnings for ``resident`` patterns that match none of the exposed names
    (a typo, or a server's own name where the exposed one has its prefix; trial34 M1), one
    line each (:meth:`~tooldeck.formats.mcp_config.GatewayConfig.unmatched_resident`);
    ``[]`` when an upstream is not ready (a pattern may name one of its tools)."""
    listings = getattr(gateway.gateway_server, "start_listings", None)
    config = gateway.config
    if listings is None or any(spec.name not in listings for spec in config.upstreams):
        return []
    exposed = [entry.exposed for entry in gateway.gateway_server.catalog.entries]
    return [f"  warning: {shown_error(line)}" for line in config.unmatched_resident(exposed)]


def hint_lines(gateway: Any) -> list[str]:
    """The start's lines naming what lint's hint rules say of the annotation hints the
    config states (:func:`tooldeck.gateway.measure.hint_findings`, on the catalogue built
    at start; ``--dry-run`` says the same): served as stated all the same (trial37b L2).
    Indented by two spaces; ``[]`` when none or for a stand-in without a catalogue."""
    from tooldeck.gateway.measure import hint_finding_lines, hint_findings

    catalog = getattr(gateway.gateway_server, "catalog", None)
    if catalog is None or not hasattr(gateway.config, "upstream"):
        return []
    path = getattr(gateway.config, "path", None)
    found = hint_findings(catalog.entries, gateway.config)
    return [
        line if line.startswith("  ") else f"  {line}"
        for line in hint_finding_lines(found, str(path) if path else None)
    ] + withheld_hint_lines(catalog.entries)


def withheld_hint_lines(entries: Any) -> list[str]:
    """One start line per config hint the gateway did not apply (a pattern's relaxing
    hint on a tool the upstream or lint reads as writing:
    :func:`tooldeck.formats.mcp_config.with_config_hints`), naming the tool, the pattern,
    the hint, why, and the fix; indented by two spaces; ``[]`` when none (trial42)."""
    import json

    from tooldeck.formats.mcp_config import withheld_hints

    lines = []
    for entry in entries:
        if entry.state != "active":  # a held tool's lines say why it is held
            continue
        for hint, h in withheld_hints(entry.tool).items():
            pattern = json.dumps(h.get("pattern"), ensure_ascii=False)
            lines.append(
                f"  warning: config annotations pattern {visible(pattern)}: "
                f"{hint} {json.dumps(h.get('config'))} not applied to "
                f"{visible(entry.exposed)}: {shown_error(str(h.get('why')))}; served with "
                f"the upstream's own {hint} (a pattern does not relax a tool read as "
                f"writing: name the tool under annotations to state it for that tool)"
            )
    return lines


def unmatched_annotation_lines(gateway: Any) -> list[str]:
    """The start's warnings for ``annotations`` patterns that match none of the tools of
    an upstream ready at start (a typo: its hints apply to nothing; trial33b #1), one
    line each (:meth:`~tooldeck.formats.mcp_config.UpstreamSpec.unmatched_annotations`).
    An upstream ready later is checked when it lists its tools (logged then)."""
    listings = getattr(gateway.gateway_server, "start_listings", None)
    if listings is None:
        return []
    return [
        f"  warning: {shown_error(line)}"
        for spec in gateway.config.upstreams
        if spec.name in listings
        for line in spec.unmatched_annotations([t.name for t in listings[spec.name]])
    ]


def _no_unknown_option(ctx: typer.Context, config: Path | None) -> None:
    """Refuse an option the command does not have as every other command does (click's
    ``No such option: --dryrun (Possible options: --dry-run)``). The command keeps unknown
    options for ``gateway approve …``, so click would otherwise take a misspelt option for
    the config (``--dryrun gw.yaml``: "unexpected arguments: gw.yaml")."""

    given = ([str(config)] if config is not None else []) + list(ctx.args)
    for arg in given:
        if arg.startswith("-") and arg != "-":
            name = arg.split("=", 1)[0]
            known = [
                opt
                for param in ctx.command.params
                for opt in (*param.opts, *param.secondary_opts)
                if opt.startswith("-")
            ]
            close = sorted(difflib.get_close_matches(name, known))
            suggest = f" (Possible options: {', '.join(close)})" if close else ""
            ctx.fail(f"No such option: {name}{suggest}")  # click's words for it


def _note_unused(
    mode: str,
    search_method: str | None,
    no_match_below: float | None,
    no_object_reading: bool = False,
) -> None:
    """One stderr note for search options given where they change nothing: any in
    ``full`` mode (every tool is listed, nothing is searched), and a non-zero
    ``--no-match-below`` with ``--search-method bm25`` or, without ``--search-method``,
    where the MiniLM weights are missing and search falls back to bm25 (the bar reads the
    dense list's cosine; bm25 has none, so only a request sharing no word is answered so).
    Also ``--no-object-reading`` with a search method other than ``hybrid``, which has no
    object reading to turn off (trial31 #7: ``select``'s switch was silently inert so)."""
    given = [
        name
        for name, value in (
            ("--search-method", search_method),
            ("--no-match-below", no_match_below),
            ("--no-object-reading", True if no_object_reading else None),
        )
        if value is not None
    ]
    if mode != "full" and no_object_reading:
        from tooldeck.gateway.exposure import search_method_default

        method = search_method or search_method_default()
        if method != "hybrid":
            err.print(
                f"note: --no-object-reading is unused: search_tools runs {method}, which has "
                "no object reading (a stage of the hybrid method only)"
            )
    if mode == "full" and given:
        err.print(
            f"note: {', '.join(given)} {'is' if len(given) == 1 else 'are'} unused in full "
            "mode (every tool is listed, nothing is searched); --mode search uses them"
        )
    elif search_method == "bm25" and no_match_below:
        err.print(
            f"note: --no-match-below {no_match_below:g} is unused: --search-method bm25 has "
            "no dense list, whose best cosine the bar reads; search_tools answers 'nothing "
            "fits' only to a request that shares no word with any tool"
        )
    elif search_method is None and no_match_below:
        from tooldeck.gateway.exposure import search_method_default

        if search_method_default() == "bm25":
            err.print(
                f"note: --no-match-below {no_match_below:g} is unused: the MiniLM weights "
                "are missing, so search_tools runs bm25, which has no dense list whose best "
                "cosine the bar reads (reinstall tooldeck to get the shipped weights)"
            )


@app.command("gateway", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def gateway_command(
    ctx: typer.Context,
    config: Annotated[
        Path | None,
        typer.Argument(
            help="A gateway config (YAML, TOML or JSON) listing the upstreams; or "
            "`approve TOOL… CONFIG` to release quarantined definitions; or "
            "`status [CONFIG|FILE|URL]` to show a running gateway's status."
        ),
    ] = None,
    from_client: Annotated[
        Path | None,
        typer.Option(
            "--from",
            help="Take the servers of an MCP client config instead: Claude Desktop / "
            "Cursor / Claude Code (mcpServers) or VS Code (servers).",
        ),
    ] = None,
    http: HttpOption = None,
    allow_remote: AllowRemoteOption = False,
    allowed_origin: AllowedOriginOption = None,
    mode: Annotated[
        str | None,
        typer.Option(help="Exposure: full, search or search-load (default: the config's)."),
    ] = None,
    resident_read_only: Annotated[
        bool | None,
        typer.Option(
            "--resident-read-only/--no-resident-read-only",
            help="Search modes: keep every tool annotated readOnlyHint: true listed "
            "(default: the config's resident_read_only, else off). --dry-run shows what "
            "it costs in tokens.",
        ),
    ] = None,
    new_tools: Annotated[
        str | None,
        typer.Option(
            "--new-tools",
            help="pin or quarantine: what to do with a tool the lock does not know, of a "
            "server whose tools it already pins (added after your review). quarantine holds "
            "it until `tooldeck gateway approve` (default: the config's new_tools, else "
            "quarantine: a config file always has a lock). Give it to --dry-run and approve "
            "too.",
        ),
    ] = None,
    search_method: Annotated[
        str | None,
        typer.Option(
            "--search-method",
            help="Search modes: the select method ranking tools for search_tools: "
            f"{', '.join(METHODS)} (default: {DEFAULT_METHOD}, bm25 where the MiniLM "
            "weights are missing; docs/gateway-exposure.md compares them).",
        ),
    ] = None,
    no_object_reading: Annotated[
        bool,
        typer.Option(
            "--no-object-reading",
            help="Search modes: leave out select's object reading in search_tools (the last "
            "stage of the hybrid method: a tool whose enum value or name's objects the "
            "request names goes up within the first 8; on in hybrid unless this is given).",
        ),
    ] = False,
    no_match_below: Annotated[
        float | None,
        typer.Option(
            "--no-match-below",
            help="Search modes: the best similarity (0-1) under which search_tools answers "
            "that nothing fits (default 0.15; 0: off, only a request sharing no word with "
            "any tool is answered so). docs/gateway.md gives what each bar costs.",
        ),
    ] = None,
    approve: Annotated[
        list[str] | None,
        typer.Option(
            help="Approve calls of this destructive tool (exposed name) in advance "
            "(repeatable; '*' for all). Others ask through MCP elicitation."
        ),
    ] = None,
    redact: RedactOption = None,
    timeout: TimeoutOption = DEFAULT_TIMEOUT_S,
    approval_timeout: ApprovalTimeoutOption = DEFAULT_APPROVAL_TIMEOUT_S,
    limit: Annotated[
        int | None,
        typer.Option(
            help="Result limit in characters before truncation (default 20000; at least 1)."
        ),
    ] = None,
    audit: AuditOption = None,
    artifacts: ArtifactsOption = None,
    start_timeout: Annotated[
        float, typer.Option(help="Seconds each upstream gets to start and list its tools.")
    ] = 30.0,
    shell_allow: ShellAllowOption = None,
    shell_root: ShellRootOption = None,
    status_file: Annotated[
        Path | None,
        typer.Option(
            "--status-file",
            help="Where the gateway keeps its status for `tooldeck gateway status`, "
            "rewritten at each change (default: $TOOLDECK_CACHE/gateway/"
            "<config>-<hash>.status.json). Over HTTP, GET /status gives the same.",
        ),
    ] = None,
    dry_run: Annotated[
        bool,
        typer.Option(
            "--dry-run",
            help="List every upstream once and print tools, collisions, quarantined "
            "definitions and tools/list tokens (full vs search); serve nothing.",
        ),
    ] = False,
    fmt: Annotated[
        str, typer.Option("-f", "--format", help="--dry-run output: text or json.")
    ] = "text",
    tokenizer: Annotated[
        str, typer.Option(help="--dry-run: the tokenizer counting tools/list tokens.")
    ] = "o200k_base",
) -> None:
    """Serve many MCP servers as one: namespaced tools, every call through the tooldeck
    Runtime (validation without coercion against the upstream's schema, policy, approval,
    size limit, output schema, audit); shell-command parameters (schema format
    shell-command/command) are always checked, as by tooldeck call. Upstreams that
    fail are restarted with backoff.
    Changed or poisoned definitions are quarantined until `tooldeck gateway approve`.

    Release them with `tooldeck gateway approve TOOL@SHA256… CONFIG` (the hashes
    `--dry-run` prints), `tooldeck gateway approve --all CONFIG` (not those the poisoning
    rules flag, unless `tooldeck gateway approve --all --include-flagged CONFIG`),
    `tooldeck gateway approve --reviewed FILE CONFIG` (each tool a saved `--dry-run
    --format json` showed, by its hash) or `tooldeck gateway approve --force TOOL CONFIG`
    (a flagged tool named without its hash).

    Exit code 2 (nothing started) for a config that cannot be read, a bad option, a port
    in use or a refused bind.

    `tooldeck gateway status [CONFIG|FILE|URL]` prints a running gateway's status (a
    config: every gateway started from it that runs, then the newest gone). Its exit code:
    0 every upstream ready and no tool held; 1 an upstream down, starting or restarting,
    or a tool held; 2 nothing to read; 3 no gateway runs (stopped, or stale: its process
    is gone without a clean stop).
    """
    # `status` imports only what it reads with (trial47 #9: the gateway's server, the MCP
    # SDK and the lint engine were imported first, 7 to 10 s at load 10)
    if config is not None and str(config) == "approve":
        from tooldeck.cli.gateway_admin import approve_main

        # `approve … --from CLIENT_CONFIG` names the config the way the gateway was started
        client = [str(from_client)] if from_client is not None else []
        approve_main(list(ctx.args) + client, timeout=start_timeout, new_tools=new_tools)
        return
    if config is not None and str(config) == "status":
        from tooldeck.cli.gateway_status import status_main

        if fmt not in ("text", "json"):
            raise typer.BadParameter(f"--format must be text or json, got {fmt!r}")
        client = [str(from_client)] if from_client is not None else []
        status_main(list(ctx.args) + client, fmt=fmt)
        return
    from tooldeck.cli.gateway_admin import dry_run_main
    from tooldeck.gateway.run import run_gateway
    from tooldeck.gateway.server import check_limit

    _no_unknown_option(ctx, config)
    if ctx.args:
        raise typer.BadParameter(f"unexpected arguments: {' '.join(ctx.args)}")
    # the search options are checked before --dry-run too: a dry run that passes must
    # not hide a value the start would refuse
    if search_method is not None and search_method not in METHODS:
        raise typer.BadParameter(
            f"--search-method must be one of {', '.join(METHODS)}, got {search_method!r}"
        )
    if no_match_below is not None:
        from tooldeck.errors import ExposureError
        from tooldeck.gateway.exposure import check_weak_below

        try:  # the API's own check, as a CLI error
            check_weak_below(no_match_below)
        except ExposureError:
            raise typer.BadParameter(
                f"--no-match-below is a number from 0 to 1 (0: off), got {no_match_below}"
            ) from None
    chosen: dict[str, Any] = {}
    if search_method is not None:
        chosen["search_method"] = search_method
    if no_match_below is not None:
        chosen["weak_below"] = no_match_below
    if no_object_reading:
        chosen["object_reading"] = False
    if dry_run:
        if fmt not in ("text", "json"):
            raise typer.BadParameter(f"--format must be text or json, got {fmt!r}")
        try:
            loaded = load_for_gateway(config, from_client, mode, resident_read_only, new_tools)
        except ToolDeckError as exc:
            raise fail(exc) from None
        _note_unused(loaded.mode, search_method, no_match_below, no_object_reading)
        dry_run_main(
            loaded, fmt=fmt, tokenizer=tokenizer, timeout=start_timeout, approve=approve or ()
        )
        return
    try:
        if timeout < 0:
            raise typer.BadParameter("--timeout must be ≥ 0 (0: none)")
        if start_timeout <= 0:
            raise typer.BadParameter("--start-timeout must be > 0")
        check_limit(limit, "--limit")  # the Python API's check (0 is refused, not "default")
        loaded = load_for_gateway(config, from_client, mode, resident_read_only, new_tools)
        _note_unused(loaded.mode, search_method, no_match_below, no_object_reading)
        options: dict[str, Any] = {}
        if chosen:
            from tooldeck.gateway.exposure import exposure_for

            options["exposure"] = functools.partial(exposure_for, **chosen)
        urls: list[str] = []  # the HTTP endpoint, once bound
        if status_file is None and loaded.path is not None:
            from tooldeck.gateway.status import default_status_file

            status_file = default_status_file(loaded.path)
        run_gateway(
            loaded,
            http=http,
            allow_remote=allow_remote,
            origins=allowed_origin or (),
            report=lambda gateway: report_start(gateway, urls[0] if urls else None),
            listening=urls.append,
            approve=approve or (),
            redact=redact or (),
            timeout_s=timeout or None,
            approval_timeout_s=approval_timeout or None,
            limit=limit,
            audit=audit,
            artifacts=artifacts,
            start_timeout_s=start_timeout,
            shell_allow=shell_allow or (),
            shell_root=shell_root,
            status_file=status_file,
            **options,
        )
    except ToolDeckError as exc:
        raise fail(exc) from None
