"""``tooldeck gateway status``: a running gateway's status from its status file or its
``GET /status`` (:mod:`tooldeck.gateway.status`).

Kept apart from :mod:`tooldeck.cli.gateway_admin` (approve, dry run) so that the command
imports only what it reads with: no MCP SDK, gateway server, lint engine or measurement
(trial47 finding 9: `gateway status` took 7 to 10 s at load 10, most of it imports it did
not use; ``benchmarks/bench_cli_startup.py`` has the rows).
"""

from __future__ import annotations

import contextlib
import json
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

import typer

from tooldeck.cli.app import err, fail
from tooldeck.errors import ToolDeckError

__all__ = ["status_main"]


def _status_targets(args: Sequence[str]) -> list[tuple[str, bool]]:
    """``tooldeck gateway status``'s argument as (place, is_url) pairs: a URL; a status
    file; a config (the status files of its gateways:
    :func:`~tooldeck.gateway.status.config_status_files`); none: the status files in the
    default folder (:func:`~tooldeck.gateway.status.live_and_recent`).

    Raises:
        typer.Exit: more than one argument, or nothing to read (code 2, said).
    """
    from tooldeck.cachedir import cache_folder
    from tooldeck.gateway.status import (
        STATUS_FOLDER,
        STATUS_KIND,
        config_status_files,
        live_and_recent,
    )

    if len(args) > 1:
        raise fail(
            ToolDeckError(
                f"gateway status takes one CONFIG, status FILE or URL, got {len(args)}: "
                f"{' '.join(args)}"
            )
        )
    if not args:
        folder = cache_folder(STATUS_FOLDER)
        found = live_and_recent(list(folder.glob("*.status.json")), gone_shown=10)
        if not found:
            raise fail(
                ToolDeckError(
                    f"no gateway status file in {folder}: name the gateway's CONFIG, its "
                    "--status-file, or the URL of an HTTP gateway"
                )
            )
        return [(str(f), False) for f in found]
    target = args[0]
    if target.startswith(("http://", "https://")):
        return [(target, True)]
    path = Path(target)
    if not target.strip():  # Path("") is the working folder: say what was given
        raise fail(
            ToolDeckError(
                f"gateway status: the CONFIG, FILE or URL given is empty ({target!r}); name "
                "one, or none to read every status file in the default folder"
            )
        )
    if path.is_dir():
        raise fail(
            ToolDeckError(f"{target}: a folder, not a file (a CONFIG, a status FILE or a URL)")
        )
    if not path.is_file():
        raise fail(ToolDeckError(f"{target}: no such file (a CONFIG, a status FILE or a URL)"))
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        document = None
    if isinstance(document, dict) and document.get("kind") == STATUS_KIND:
        return [(str(path), False)]
    found = config_status_files(path)
    if not found:
        raise fail(
            ToolDeckError(
                f"no status file for config {target} in {cache_folder(STATUS_FOLDER)}: no "
                "gateway started from it has written one (one started with --status-file "
                "FILE: give FILE; an HTTP gateway: give its URL)"
            )
        )
    return [(str(f), False) for f in found]


def _files_of_url(url: str) -> str:
    """For a URL that does not answer: the status files in the default folder whose
    gateway served that address (host and port), named with how to read them, or how to
    find the status file when none did."""
    from urllib.parse import urlsplit

    from tooldeck.cachedir import cache_folder
    from tooldeck.gateway.status import STATUS_FOLDER, live_and_recent

    folder = cache_folder(STATUS_FOLDER)
    try:
        netloc = urlsplit(url).netloc
    except ValueError:  # not a URL at all ('http://[::1'): nothing to match
        return ""
    named = []
    for path in live_and_recent(list(folder.glob("*.status.json")), gone_shown=10):
        with contextlib.suppress(OSError, UnicodeDecodeError, ValueError):
            served = (json.loads(path.read_text(encoding="utf-8")).get("gateway") or {}).get("url")
            if isinstance(served, str) and urlsplit(served).netloc == netloc:
                named.append(str(path))
    if named:
        return (
            f"; the gateway last seen at {netloc} kept its status in {named[0]}: "
            f"`tooldeck gateway status {shlex.quote(named[0])}` says whether it stopped or "
            "was killed"
        )
    return (
        "; if it was started from a config, `tooldeck gateway status CONFIG` reads the "
        "status file it kept (or its --status-file FILE), which says whether it stopped or "
        "was killed"
    )


def _status_url(url: str) -> str:
    """The ``/status`` URL of the gateway whose MCP endpoint (or base) ``url`` names."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    path = parts.path.rstrip("/")
    if path.endswith("/mcp"):
        path = path[: -len("/mcp")]
    if not path.endswith("/status"):
        path += "/status"
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def status_main(args: Sequence[str], *, fmt: str = "text") -> None:
    """``tooldeck gateway status [CONFIG|FILE|URL] [--format json]``: print a gateway's
    status (:mod:`tooldeck.gateway.status`) from its status file or its ``GET /status``.
    A file whose writer's process is gone is said to be stale (text: a line; JSON: a
    line on stderr, the document unchanged on stdout). A config lists every gateway
    started from it that runs, then the newest gone.

    Exit code (:func:`~tooldeck.gateway.status.health`, over the gateways that run; the
    worst): 0 every upstream ready and no tool held, 1 an upstream not ready or a tool
    held, 3 no gateway runs (each file read is stopped or stale).

    Raises:
        typer.Exit: code 2 when nothing could be read (said on stderr); 1 or 3 as above.
    """
    from tooldeck.gateway.status import document_problem, health, status_lines, writer_alive

    documents = []
    for place, is_url in _status_targets(args):
        if is_url:
            import http.client
            import urllib.request

            where = place
            try:
                where = _status_url(place)
                with urllib.request.urlopen(where, timeout=10.0) as response:
                    document = json.loads(response.read())
            except (OSError, ValueError, http.client.HTTPException, RecursionError) as exc:
                # URLError and HTTPError are OSErrors; a malformed URL ('http://[::1',
                # 'http://x y/') is a ValueError or an http.client.InvalidURL; JSON nested
                # past Python's recursion limit is a RecursionError
                raise fail(
                    ToolDeckError(f"cannot read {where}: {exc}{_files_of_url(where)}")
                ) from None
        else:
            where = place
            try:
                document = json.loads(Path(place).read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
                raise fail(ToolDeckError(f"cannot read the status file {place}: {exc}")) from None
        problem = document_problem(document)
        if problem is not None:
            raise fail(ToolDeckError(f"{where} is not a gateway status document: {problem}"))
        documents.append((where, is_url, document))
    codes = [health(d, file=not is_url) for _, is_url, d in documents]
    running = [c for c in codes if c != 3]
    code = max(running) if running else 3
    if fmt == "json":
        for where, is_url, document in documents:
            gone = not is_url and writer_alive(document) is False
            if gone and not (document.get("gateway") or {}).get("stopped_at"):
                err.print(
                    f"stale: {where} was written by pid "
                    f"{(document.get('gateway') or {}).get('pid')}, which is gone",
                    highlight=False,
                    markup=False,
                )
        body = [d for _, _, d in documents]
        sys.stdout.write(json.dumps(body[0] if len(body) == 1 else body, indent=1) + "\n")
    else:
        if len(documents) > 1:
            sys.stdout.write(
                f"{len(documents)} gateways: {len(running)} running"
                f"{', then the newest gone' if len(running) < len(documents) else ''}\n\n"
            )
        for index, (where, is_url, document) in enumerate(documents):
            if index:
                sys.stdout.write("\n")
            sys.stdout.write(
                "\n".join(status_lines(document, source=where, file=not is_url)) + "\n"
            )
    if code:
        raise typer.Exit(code)
