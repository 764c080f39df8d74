"""Typer options shared by ``tooldeck serve`` and ``tooldeck gateway`` (and ``--normalise``
and ``--redact`` by ``serve`` and ``call`` too), declared once.

Only options whose help is the same in both commands live here; ``--approve``,
``--limit`` and ``--tokenizer`` say different things in each and stay with their command.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Annotated

import typer

HttpOption = Annotated[
    str | None,
    typer.Option(
        "--http",
        help="Serve Streamable HTTP at HOST:PORT (path /mcp) instead of stdio; "
        "loopback only unless --allow-remote.",
    ),
]
AllowRemoteOption = Annotated[
    bool,
    typer.Option(
        "--allow-remote/--no-allow-remote", help="Allow --http on a non-loopback address."
    ),
]


def _check_timeout(value: float) -> float:
    """``--timeout``: finite and ≥ 0, refused with the option's name (the runtime's own
    error named its ``timeout_s`` argument)."""
    if not math.isfinite(value) or value < 0:
        raise typer.BadParameter(f"must be a finite number of seconds ≥ 0 (0: none), got {value}")
    return value


TimeoutOption = Annotated[
    float,
    typer.Option(
        "--timeout", help="Per-call timeout in seconds (0: none).", callback=_check_timeout
    ),
]
ApprovalTimeoutOption = Annotated[
    float,
    typer.Option(
        "--approval-timeout",
        help="Seconds an approval question (MCP elicitation/create, handshake-era clients) "
        "waits for the person's answer before the call answers needs_approval (0: no "
        "limit). A 2026-07-28 client's question is the call's answer and waits nothing. "
        "The gateway also bounds by it an upstream's question passed on to the person "
        "(both eras; then answered cancel), a wait --timeout does not count.",
        callback=_check_timeout,
    ),
]
AuditOption = Annotated[
    Path | None,
    typer.Option(
        "--audit",
        help="Append one JSON line per call to this file (a missing folder above it is created).",
    ),
]
AllowedOriginOption = Annotated[
    list[str] | None,
    typer.Option(
        "--allowed-origin",
        help="A web origin (https://app.example; …:* for any port) whose pages may call the "
        "--http server (repeatable). A request from any other page (its Origin header) is "
        "refused 403; MCP clients send no Origin and are not affected.",
    ),
]
ArtifactsOption = Annotated[
    Path | None,
    typer.Option(
        "--artifacts",
        help="Directory of truncated outputs (default: $TOOLDECK_CACHE/artifacts).",
    ),
]


def _check_normalise(values: list[str] | None) -> list[str] | None:
    """``--normalise``: each a known rule, refused with the list of rules."""
    from tooldeck.runtime.normalise import NORMALISATIONS

    unknown = [v for v in values or () if v not in NORMALISATIONS]
    if unknown:
        raise typer.BadParameter(
            f"unknown normalisation {', '.join(unknown)}; known: {', '.join(NORMALISATIONS)}"
        )
    return values


NormaliseOption = Annotated[
    list[str] | None,
    typer.Option(
        "--normalise",
        help="Opt in to a reported change of the arguments before validation (repeatable): "
        "trim_strings, numeric_strings, integral_floats, null_optional (drop a null sent "
        "for an optional parameter: OpenAI strict mode's 'left out'). Each change is listed "
        "in the result's normalized.",
        callback=_check_normalise,
    ),
]
ShellAllowOption = Annotated[
    list[str] | None,
    typer.Option(
        "--shell-allow",
        help="Program a shell-command parameter may run with any arguments, on top of the "
        "default read-only tools (repeatable), as for tooldeck call. Parameters whose "
        "schema format is shell-command/command are always checked: one command of an "
        "allowed program (docs/runtime.md, Shell commands).",
    ),
]
ShellRootOption = Annotated[
    Path | None,
    typer.Option(
        "--shell-root",
        help="Folder the tools run shell commands in: redirections must resolve inside it "
        "(without it, targets must be relative and free of '..').",
    ),
]
RedactOption = Annotated[
    list[str] | None,
    typer.Option(
        "--redact",
        metavar="NAME",
        help="Hide the value of every argument or nested key named NAME in the approval "
        "question (repeatable; matched exactly, at any depth, whatever the tool's schema "
        "says): shown as '\\[redacted]' and counted in '(N values hidden)'. For a name the "
        "tool's author did not mark as a secret, e.g. --redact dsn. A key of that name the "
        "model writes inside a free-form value (env={'dsn': ...}) is hidden too, so the "
        "person does not see it: choose names the model would not use as such keys. The "
        "tool still gets the real value.",
    ),
]
"""``--redact`` of ``serve``, ``gateway`` and ``call``: the host's own names to hide
(:class:`~tooldeck.runtime.ApprovalGate` ``redact``)."""
