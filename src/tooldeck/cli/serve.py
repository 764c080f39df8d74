"""``tooldeck serve``: a deck as an MCP server (stdio or Streamable HTTP)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer
from rich.text import Text

from tooldeck.cli._serving_options import (
    AllowedOriginOption,
    AllowRemoteOption,
    ApprovalTimeoutOption,
    ArtifactsOption,
    AuditOption,
    HttpOption,
    NormaliseOption,
    RedactOption,
    ShellAllowOption,
    ShellRootOption,
    TimeoutOption,
)
from tooldeck.cli.app import app, counted, err, fail, print_warnings
from tooldeck.display import visible
from tooldeck.errors import ToolDeckError
from tooldeck.runtime.limits import DEFAULT_APPROVAL_TIMEOUT_S, DEFAULT_TIMEOUT_S

if TYPE_CHECKING:
    from tooldeck.tool import Deck


@app.command("serve")
def serve_command(
    source: Annotated[
        str,
        typer.Argument(
            help="A deck file (with --handlers), a Python file whose @tool functions are "
            "the deck (app.py, app.py:attr), or a module (pkg.tools, pkg.tools:registry)."
        ),
    ],
    handlers: Annotated[
        str | None,
        typer.Option(
            help="module:attr (or file.py:attr) holding {tool name: callable} or a list of "
            "@tool functions, for a deck SOURCE; every deck tool needs one."
        ),
    ] = None,
    http: HttpOption = None,
    allow_remote: AllowRemoteOption = False,
    allowed_origin: AllowedOriginOption = None,
    approve: Annotated[
        list[str] | None,
        typer.Option(
            help="Approve calls of this destructive tool in advance (repeatable; '*' for "
            "all). Other destructive calls — tools stating no hints count as "
            "destructive — ask the user through MCP elicitation, or answer "
            "needs_approval when the client cannot ask."
        ),
    ] = None,
    timeout: TimeoutOption = DEFAULT_TIMEOUT_S,
    approval_timeout: ApprovalTimeoutOption = DEFAULT_APPROVAL_TIMEOUT_S,
    limit: Annotated[
        int | None,
        typer.Option(
            help="Output limit of each tools/call response as sent, whole (text, "
            "structuredContent, envelope), in --limit-unit (default 20000 characters); "
            "longer outputs are truncated to an artifact served as an MCP resource."
        ),
    ] = None,
    limit_unit: Annotated[
        str,
        typer.Option(help="Unit of --limit: characters, bytes (UTF-8) or tokens."),
    ] = "characters",
    tokenizer: Annotated[
        str,
        typer.Option(
            help="Tokenizer counting --limit-unit tokens: o200k_base, cl100k_base, estimate or "
            "hf:PATH (a tokenizer.json)."
        ),
    ] = "o200k_base",
    audit: AuditOption = None,
    artifacts: ArtifactsOption = None,
    normalise: NormaliseOption = None,
    name: Annotated[str, typer.Option(help="Server name sent to clients.")] = "tooldeck",
    show_credentials: Annotated[
        bool,
        typer.Option(
            help="Show arguments whose names read as credentials (api_key, token, password, "
            "secret, authorization, cookie …) in the approval prompt; hidden by default, "
            "and the prompt says how many values are hidden."
        ),
    ] = False,
    redact: RedactOption = None,
    refuse_flagged: Annotated[
        bool,
        typer.Option(
            "--refuse-flagged",
            help="Refuse to start (exit 1) when a tool has error-level tool-poisoning "
            "findings (lint T1xx: what tooldeck gateway quarantines). Without it each "
            "finding is named on stderr and the tools are served. A finding the lint "
            "configuration silences (per-tool-ignores) counts for neither.",
        ),
    ] = False,
    shell_allow: ShellAllowOption = None,
    shell_root: ShellRootOption = None,
    shell_param: Annotated[
        list[str] | None,
        typer.Option(
            help="Parameter name to treat as a shell command (repeatable, matched at any "
            "depth), on top of those whose schema format is shell-command/command; a name "
            "no tool declares is an error."
        ),
    ] = None,
    trust_relayed_sessions: Annotated[
        bool,
        typer.Option(
            "--trust-relayed-sessions",
            help="Keep the duplicate guard and circuit breaker per client session that a "
            "tooldeck gateway names in each call's _meta (tooldeck/session). Only for a "
            "server whose one client is a gateway (its stdio upstream): any client can "
            "write that key, so by default it is ignored and they count per connection. "
            "A call the gateway's own duplicate guard checked (tooldeck/duplicate-checked) "
            "is then left to that guard, as for the stdio upstream a gateway started.",
        ),
    ] = False,
    duplicate_window: Annotated[
        float | None,
        typer.Option(
            "--duplicate-window",
            metavar="SECONDS",
            help="How long the duplicate guard remembers a finished call of a tool that is "
            "not idempotent and refuses an identical one (default 300; 0: off; at most "
            "86400). A tool's own @tool(duplicate_window=...) comes first.",
        ),
    ] = None,
) -> None:
    """Serve a deck to MCP clients; every tools/call goes through the tooldeck Runtime
    (validation without coercion, policy, timeout, output schema, truncation, audit).
    Shell-command parameters (schema format shell-command/command) are always checked,
    as by tooldeck call.

    Exit code 2 (nothing started) for a source or handlers that do not import, a missing
    attribute, deck tools without a handler, a port in use, a refused bind, an unknown
    limit unit or tokenizer, or a limit below the smallest result the server can send.
    Tools with error-level tool-poisoning findings are named on stderr at start; with
    --refuse-flagged they exit 1, nothing started.
    """
    from tooldeck.serve import bind, build, parse_address, run_http, run_stdio

    try:
        if timeout < 0:
            raise typer.BadParameter("--timeout must be ≥ 0 (0: none)")
        server = build(
            source,
            handlers,
            approve=approve or (),
            timeout_s=timeout or None,
            approval_timeout_s=approval_timeout or None,
            limit=limit,
            limit_unit=limit_unit,
            tokenizer=tokenizer,
            audit=audit,
            artifacts=artifacts,
            name=name,
            show_credentials=show_credentials,
            redact=redact or (),
            normalise=normalise or (),
            trust_relayed_sessions=trust_relayed_sessions,
            shell_allow=shell_allow or (),
            shell_root=shell_root,
            shell_param=shell_param or (),
            duplicate_window=duplicate_window,
        )
        _check_poisoning(server.runtime.deck, source, handlers, refuse=refuse_flagged)
        sock = None
        if http is not None:
            host, port = parse_address(http)
            sock = bind(host, port, allow_remote=allow_remote)
    except ToolDeckError as exc:
        raise fail(exc) from None
    # the served listing lacks what loading could not carry (icons, execution …): say so
    print_warnings(server.load_warnings, "load", writes=True)
    tools = len(server.runtime.deck)
    if sock is None:
        err.print(f"tooldeck serve: {counted(tools, 'tool')} over stdio", highlight=False)
        run_stdio(server)
    else:
        host, port = sock.getsockname()[:2]
        where = f"[{host}]" if ":" in host else host
        err.print(
            f"tooldeck serve: {counted(tools, 'tool')} at http://{where}:{port}/mcp",
            highlight=False,
        )
        run_http(server, sock, origins=allowed_origin or ())


def _check_poisoning(deck: Deck, source: str, handlers: str | None, *, refuse: bool) -> None:
    """Name on stderr each error-level tool-poisoning finding of the served tools — what
    ``tooldeck gateway`` would quarantine (:mod:`tooldeck.cli._poisoning`) — with how to
    review and silence them; with ``refuse`` (``--refuse-flagged``) exit 1 on them."""
    from tooldeck.cli._poisoning import flagged_tools, lint_config_for, lint_source, silence_line
    from tooldeck.lint.config import LintConfigError

    linted = lint_source(source, handlers)
    try:
        config, config_file = lint_config_for(linted)
    except LintConfigError as exc:
        err.print(
            Text(visible(f"warning: the poisoning check applies no lint configuration: {exc}")),
            soft_wrap=True,
        )
        config, config_file = None, None
    flagged = flagged_tools(deck, config)
    if not flagged:
        return
    level = "error" if refuse else "warning"
    for item in flagged:
        for finding in item.findings:
            line = Text(f"{level}: ", style="bold red" if refuse else "yellow")
            line.append(visible(f"{item.tool}: {finding}"))
            err.print(line, soft_wrap=True)
    tools = len(deck)
    has = "has" if len(flagged) == 1 else "have"
    what = (
        f"{len(flagged):,} of {counted(tools, 'tool')} {has} error-level tool-poisoning "
        "findings (tooldeck gateway would quarantine "
        f"{'it' if len(flagged) == 1 else 'them'}: docs/gateway.md)"
    )
    advice = silence_line(flagged, linted, config_file, config)
    if refuse:
        err.print(
            Text(visible(f"error: --refuse-flagged: {what}; nothing started; {advice}")),
            soft_wrap=True,
        )
        raise typer.Exit(code=1)
    err.print(
        Text(
            visible(
                f"tooldeck serve: {what}, served anyway; {advice}; --refuse-flagged refuses "
                "to start on them"
            )
        ),
        soft_wrap=True,
    )
