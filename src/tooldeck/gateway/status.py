"""The status of a running gateway, for the person on call: one JSON shape, three ways.

* ``GET /status`` on an HTTP gateway (next to ``/mcp``, under the same ``Host``/``Origin``
  checks: :func:`status_route`);
* the status file, which a gateway rewrites whole (a temporary file renamed over it,
  :func:`~tooldeck.cachedir.write_cache_file`) at each change of an upstream's state and of
  its catalogue: the only way to see a stdio gateway, a subprocess of its MCP client that
  nobody else can reach (default :func:`default_status_file`, ``--status-file``);
* ``tooldeck gateway status [CONFIG|FILE|URL]``, which prints either (:func:`status_lines`,
  ``--format json``) and says when a file is stale: its writer's process is gone.

The document (:func:`status_document`, :data:`STATUS_KIND`)::

    {"kind": "tooldeck-gateway-status", "version": 1,
     "gateway": {"pid", "started_at", "written_at", "stopped_at", "transport", "url",
                 "config", "lock", "lock_modified_at", "mode", "status_file",
                 "process", "log", "calls", "search_index"},
     "upstreams": [{"name", "state", "since", "restarts", "error", "first_error",
                    "first_error_at", "last_error", "last_error_at", "pid", "tools",
                    "served", "quarantined", "skipped", "calls"}]}

``process``: the writer's identity (:func:`process_identity`), so a pid reused by another
process reads as gone (:func:`writer_state`); ``log``: where the gateway's stderr goes
(:func:`log_destination`); ``calls``: the ``tools/call`` requests answered since the start
(:class:`CallCounts`); ``search_index``: in the search modes, whether ``search_tools`` is
ready to answer without building its index first (:func:`search_index_of`; null in mode
``full``).

Times are UTC ISO 8601 with milliseconds (``2026-12-07T13:05:01.250Z``), as the log's.
``state`` is the pool's (:meth:`~tooldeck.gateway.upstreams.Upstream.current_state`):
``starting`` (its first start), ``restarting`` (a start after the first), ``ready``,
``down`` (a restart is scheduled) or ``closed``; ``since``: when it entered that state,
and for ``down`` and ``restarting`` when the outage began (its first failure, not the
last failed retry: trial45b M2). ``first_error``/``first_error_at``: the failure that
began the current (or last) outage, kept beside ``last_error``.
``quarantined``: ``[{"tool", "reason", "since"}]``, the first line of each held tool's
reason (the lines under it quote the held definition).
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import json
import os
import time
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from tooldeck.cachedir import cache_folder, write_cache_file
from tooldeck.display import visible

__all__ = [
    "STATUS_KIND",
    "CallCounts",
    "StatusWriter",
    "config_status_files",
    "default_status_file",
    "document_problem",
    "health",
    "live_and_recent",
    "log_destination",
    "process_identity",
    "search_index_of",
    "status_document",
    "status_lines",
    "writer_alive",
    "writer_state",
]

STATUS_KIND = "tooldeck-gateway-status"
"""The ``kind`` of a status document (how ``tooldeck gateway status FILE`` tells a status
file from a config)."""

STATUS_FOLDER = "gateway"
"""The cache folder of default status files (``$TOOLDECK_CACHE/gateway``)."""


def stamp(seconds: float | None) -> str | None:
    """``time.time()`` seconds as UTC ISO 8601 with milliseconds and ``Z``; None → None."""
    if seconds is None:
        return None
    moment = datetime.datetime.fromtimestamp(seconds, tz=datetime.UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


GONE_KEPT_S = 86_400.0
"""How long the status file of a gateway that is gone (stopped or stale) is kept: a day
(older ones are deleted by :func:`config_status_files`)."""


def _config_prefix(config: str | os.PathLike[str]) -> str:
    path = Path(config).expanduser().resolve()
    digest = hashlib.sha256(str(path).encode("utf-8", "surrogateescape")).hexdigest()[:12]
    return f"{path.stem}-{digest}"


def default_status_file(config: str | os.PathLike[str], pid: int | None = None) -> Path:
    """Where the gateway process ``pid`` (default: this process) started from the config
    file ``config`` writes its status by default: ``$TOOLDECK_CACHE/gateway/<config
    stem>-<12 hex of the SHA-256 of its resolved path>.<pid>.status.json``. One file per
    gateway process: two gateways on one config (two MCP clients started from it) do not
    hide each other (trial45b M1); :func:`config_status_files` finds them all."""
    own = os.getpid() if pid is None else pid
    return cache_folder(STATUS_FOLDER) / f"{_config_prefix(config)}.{own}.status.json"


def _read_document(path: Path) -> dict[str, Any] | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    return document if isinstance(document, dict) else None


def _gone(document: Mapping[str, Any]) -> bool:
    """The writer stopped (``stopped_at``) or its process is gone (stale)."""
    return bool((document.get("gateway") or {}).get("stopped_at")) or (
        writer_alive(document) is False
    )


def live_and_recent(
    files: list[Path], *, gone_shown: int = 3, now: float | None = None
) -> list[Path]:
    """Of the status ``files``: every one whose writer runs, newest first, then the
    ``gone_shown`` newest whose writer is gone (stopped or stale). A gone writer's file
    older than :data:`GONE_KEPT_S` (by its modification time) is deleted and not listed;
    a file that cannot be read as a status document (:func:`document_problem`) is left
    alone and not listed."""
    moment = time.time() if now is None else now
    dated = []
    for path in files:
        with contextlib.suppress(OSError):
            dated.append((path.stat().st_mtime, path))
    dated.sort(reverse=True)
    live: list[Path] = []
    gone: list[Path] = []
    for modified, path in dated:
        document = _read_document(path)
        if document is None or document_problem(document) is not None:
            continue
        if not _gone(document):
            live.append(path)
        elif moment - modified > GONE_KEPT_S:
            with contextlib.suppress(OSError):
                path.unlink()
        elif len(gone) < gone_shown:
            gone.append(path)
    return live + gone


def config_status_files(config: str | os.PathLike[str]) -> list[Path]:
    """The default status files of the gateways started from ``config``
    (:func:`default_status_file`, and the one-per-config name of session 45's first
    version): every live writer's, newest first, then the 3 newest of writers gone
    (:func:`live_and_recent`, which deletes those gone for more than a day)."""
    prefix = _config_prefix(config)
    folder = cache_folder(STATUS_FOLDER)
    files = list(folder.glob(f"{prefix}.*.status.json"))
    files += [p for p in [folder / f"{prefix}.status.json"] if p.is_file()]
    return live_and_recent(files)


def log_destination(fd: int = 2) -> dict[str, Any]:
    """Where this process's stderr (``fd``) goes: the gateway's log, every line it logs
    (an upstream's stderr it quotes included). ``{"kind", "path", "parent_pid",
    "parent"}``: ``kind`` is ``file`` (``path``: the file, read from /proc/self/fd on
    Linux, else null), ``terminal`` (``path``: its device), ``discarded`` (/dev/null),
    ``pipe`` or ``socket`` (read by another process, usually the MCP client that started
    the gateway: ``parent_pid`` and ``parent``, its program's name — not its arguments,
    which may hold a secret — as far as /proc tells), ``closed`` or ``unknown``."""
    import stat as stat_module

    out: dict[str, Any] = {"kind": "unknown", "path": None, "parent_pid": None, "parent": None}
    try:
        info = os.fstat(fd)
    except OSError:
        out["kind"] = "closed"
        return out
    with contextlib.suppress(OSError):
        out["path"] = os.readlink(f"/proc/self/fd/{fd}")
    mode = info.st_mode
    if stat_module.S_ISREG(mode):
        out["kind"] = "file"
    elif out["path"] == os.devnull or (stat_module.S_ISCHR(mode) and _is_devnull(info)):
        out["kind"] = "discarded"
        out["path"] = os.devnull
    elif os.isatty(fd):
        out["kind"] = "terminal"
    elif stat_module.S_ISFIFO(mode) or stat_module.S_ISSOCK(mode):
        out["kind"] = "pipe" if stat_module.S_ISFIFO(mode) else "socket"
        out["path"] = None  # pipe:[inode] names nothing a person can open
        parent = os.getppid()
        out["parent_pid"] = parent
        with contextlib.suppress(OSError, IndexError):
            # the program's name only: its arguments may hold a secret (a token on the
            # command line), and the status is served on GET /status
            raw = Path(f"/proc/{parent}/cmdline").read_bytes().split(b"\0")[0]
            out["parent"] = os.path.basename(raw.decode("utf-8", "replace"))[:200] or None
    return out


def _is_devnull(info: os.stat_result) -> bool:
    """Whether ``info`` (an ``fstat``) is the null device's (:func:`os.path.samestat`)."""
    try:
        return os.path.samestat(info, os.stat(os.devnull))
    except OSError:
        return False


def log_line(log: Any) -> str | None:
    """The text view's line naming where the gateway's log (its stderr) goes, from a
    document's ``gateway.log`` (:func:`log_destination`); None when it records none."""
    if not isinstance(log, dict):
        return None
    kind = log.get("kind")
    path = log.get("path")
    if kind == "file":
        return f"  log (its stderr): {visible(str(path)) if path else 'a file (path unknown here)'}"
    if kind == "terminal":
        return f"  log (its stderr): the terminal {visible(str(path or ''))}".rstrip()
    if kind == "discarded":
        return (
            "  log (its stderr): discarded (/dev/null); start it with stderr sent to a file "
            "to keep one"
        )
    if kind in ("pipe", "socket"):
        parent = log.get("parent")
        who = f"pid {log.get('parent_pid')}" + (f" ({visible(str(parent))})" if parent else "")
        return (
            f"  log (its stderr): a {kind} read by the process that started it, {who}: "
            "the MCP client keeps it where it keeps its servers' logs"
        )
    return f"  log (its stderr): {visible(str(kind))}"


def document_problem(document: Any) -> str | None:
    """What keeps ``document`` (a status file's or ``GET /status``'s parsed JSON) from being
    read as :func:`status_document` writes it, or None: an object with
    ``kind: tooldeck-gateway-status``, ``gateway`` an object, ``upstreams`` a list of objects
    whose ``quarantined`` entries are objects and whose ``served``/``skipped`` are lists.
    A file edited by hand or another program's JSON is refused with this text instead of
    failing half-way through the report."""
    if not isinstance(document, dict):
        return f"a status document is a JSON object, not {type(document).__name__}"
    if document.get("kind") != STATUS_KIND:
        return f"its kind is {document.get('kind')!r}, not {STATUS_KIND!r}"
    gateway = document.get("gateway") or {}
    if not isinstance(gateway, dict):
        return "gateway must be an object"
    problem = _count_problem(gateway.get("calls"), "gateway.calls")
    if problem:
        return problem
    upstreams = document.get("upstreams") or []
    if not isinstance(upstreams, list):
        return "upstreams must be a list"
    for index, up in enumerate(upstreams):
        if not isinstance(up, dict):
            return f"upstreams[{index}] must be an object"
        for key in ("served", "quarantined", "skipped"):
            if not isinstance(up.get(key) or [], list):
                return f"upstreams[{index}].{key} must be a list"
        if not all(isinstance(held, dict) for held in up.get("quarantined") or []):
            return f"upstreams[{index}].quarantined must hold objects"
        problem = _count_problem(up.get("calls"), f"upstreams[{index}].calls")
        if problem:
            return problem
    return None


def _count_problem(count: Any, where: str) -> str | None:
    """What keeps a document's ``calls`` object (:class:`CallCounts`' JSON) at ``where``
    from being read, or None (absent is fine): an object whose ``by_status``,
    ``error_kinds`` and ``by_tool`` are objects, ``by_tool``'s values counts themselves."""
    if count is None:
        return None
    if not isinstance(count, dict):
        return f"{where} must be an object"
    for key in ("by_status", "error_kinds", "by_tool"):
        if not isinstance(count.get(key) or {}, dict):
            return f"{where}.{key} must be an object"
    for name, tool_count in (count.get("by_tool") or {}).items():
        problem = _count_problem(tool_count, f"{where}.by_tool[{name!r}]")
        if problem:
            return problem
    return None


def health(document: Mapping[str, Any], *, file: bool) -> int:
    """The exit code ``tooldeck gateway status`` gives for ``document``: 0 every upstream
    ``ready`` and no tool held; 1 an upstream not ready (``starting``, ``restarting``,
    ``down``, ``closed``) or a tool held for review; 3 the writer is gone (``file``: read
    from a status file; stopped, or stale). (2 is the CLI's: nothing to read.)"""
    if file and _gone(document):
        return 3
    for up in document.get("upstreams") or []:
        if up.get("state") != "ready" or up.get("quarantined"):
            return 1
    return 0


CALL_ERROR_KEPT = 300
"""How many characters of a call's last error a count keeps (its first line)."""


class _Count:
    """The calls of one tool, one upstream, or the whole gateway."""

    def __init__(self) -> None:
        self.calls = 0
        self.by_status: dict[str, int] = {}
        self.errors = 0
        self.error_kinds: dict[str, int] = {}
        self.last_call_at: float | None = None
        self.last_error_at: float | None = None
        self.last_error: str | None = None

    def add(self, outcome: str, error: str | None, kind: str | None, at: float) -> None:
        self.calls += 1
        self.by_status[outcome] = self.by_status.get(outcome, 0) + 1
        self.last_call_at = at
        if outcome in ("error", "interrupted"):
            self.errors += 1
            named = kind or outcome
            self.error_kinds[named] = self.error_kinds.get(named, 0) + 1
            self.last_error_at = at
            self.last_error = (error or outcome).split("\n", 1)[0][:CALL_ERROR_KEPT]

    def to_json(self) -> dict[str, Any]:
        return {
            "calls": self.calls,
            "errors": self.errors,
            "by_status": dict(self.by_status),
            "error_kinds": dict(self.error_kinds),
            "last_call_at": stamp(self.last_call_at),
            "last_error_at": stamp(self.last_error_at),
            "last_error": self.last_error,
        }


class CallCounts:
    """Counters of the ``tools/call`` requests a gateway answered since it started, per
    upstream and per exposed tool, for the status document (trial45b L2: on call could
    not tell whether users were hit by an outage without ``--audit``).

    Each call is counted once, when its result is made, by the result's ``status`` — the
    same word the audit log's line records (:data:`tooldeck.runtime.envelope.STATUSES`:
    ``success``, ``empty``, ``error``, ``refused``, ``needs_approval``) — or
    ``interrupted`` when the call was cancelled before it had a result (the client went
    away, the gateway stopped). ``errors`` counts ``error`` and ``interrupted``, whatever
    the error's kind (``error_kinds`` splits them by the result's ``error.kind``:
    ``invalid_arguments`` and ``unknown_tool`` are the model's, ``retryable`` (an upstream
    down or crashed), ``environment`` (a tool's own error result), ``aborted`` (timeout,
    cancel) and ``output_mismatch`` the upstream's; ``internal``: the gateway's own code
    raised during the call, a bug, counted apart from ``interrupted`` since session 47);
    a refusal
    (validation, policy, a quarantined or unknown tool) is not an error of the upstream
    and is counted under ``refused``. Calls the gateway answers itself (``search_tools``;
    a tool no upstream serves) count in the gateway's total only."""

    def __init__(self) -> None:
        self.total = _Count()
        self.upstreams: dict[str, _Count] = {}
        self.tools: dict[str, dict[str, _Count]] = {}

    def record(
        self,
        upstream: str | None,
        tool: str,
        outcome: str,
        error: str | None = None,
        kind: str | None = None,
        *,
        at: float | None = None,
    ) -> None:
        """Count one call of the exposed ``tool`` (of ``upstream``; None: answered by the
        gateway itself) that ended with ``outcome`` (a result status, or
        ``interrupted``); ``error``: its error message, kept (first line) as the last;
        ``kind``: its error kind (:data:`tooldeck.runtime.envelope.ErrorKind`:
        ``retryable``, ``invalid_arguments``, ``environment``, ``aborted`` …), counted in
        ``error_kinds``."""
        moment = time.time() if at is None else at
        self.total.add(outcome, error, kind, moment)
        if upstream is None:
            return
        self.upstreams.setdefault(upstream, _Count()).add(outcome, error, kind, moment)
        self.tools.setdefault(upstream, {}).setdefault(tool, _Count()).add(
            outcome, error, kind, moment
        )

    def of_upstream(self, upstream: str) -> dict[str, Any]:
        """The ``calls`` object of ``upstream`` in the status document: the counts over
        its tools plus ``by_tool`` (exposed name → the same counts, without ``by_tool``)."""
        count = self.upstreams.get(upstream) or _Count()
        return {
            **count.to_json(),
            "by_tool": {
                name: tool.to_json() for name, tool in sorted(self.tools.get(upstream, {}).items())
            },
        }


def _held(server: Any) -> list[dict[str, Any]]:
    since: Mapping[str, float] = getattr(server, "held_since", {})
    return [
        {
            "upstream": entry.upstream,
            "tool": entry.exposed,
            "reason": (entry.reason or "").split("\n", 1)[0].rstrip(":") or "held",
            "since": stamp(since.get(entry.exposed)),
        }
        for entry in server.catalog.quarantined()
    ]


def search_index_of(server: Any) -> dict[str, Any] | None:
    """The ``search_index`` object of the status document: the search exposure's
    :meth:`~tooldeck.gateway.exposure.SearchExposure.index_state` (``state``: ``warm``,
    ``building``, ``cold`` or ``failed``; ``deferred_tools``; ``built_in_s``; ``error``) and
    ``at_start``: whether the gateway builds it at start (``warm_search``, session 47) or
    at the first ``search_tools`` call. None in mode ``full`` (no index)."""
    exposure = getattr(server, "exposure", None)
    state = getattr(exposure, "index_state", None)
    if state is None:
        return None
    return {**state(), "at_start": bool(getattr(server, "warm_search", False))}


def _index_line(index: Any) -> str | None:
    """The text view's line of a document's ``gateway.search_index`` (None: none)."""
    if not isinstance(index, dict):
        return None
    state = index.get("state")
    tools = index.get("deferred_tools")
    over = f" over {tools} deferred tool{'' if tools == 1 else 's'}"
    if state == "warm":
        took = index.get("built_in_s")
        return f"  search index: warm{over}" + (
            f" (built in {took:.1f} s)" if isinstance(took, int | float) else ""
        )
    if state == "building":
        return f"  search index: building{over}; a search_tools call now waits for the rest"
    if state == "failed":
        return (
            f"  search index: FAILED{over}: {visible(str(index.get('error')))}; the next "
            "search_tools call builds it again"
        )
    when = (
        "not built yet"
        if index.get("built_in_s") is None
        else "the tool list changed since it was built"
    )
    start = "" if index.get("at_start") else " (built at the first search, not at start)"
    return f"  search index: cold{over} ({when}): the next search_tools call waits for it{start}"


def status_document(gateway: Any, *, stopped: bool = False) -> dict[str, Any]:
    """The status of ``gateway`` (a started :class:`~tooldeck.gateway.Gateway`) now, in the
    shape the module docstring gives. ``stopped``: the gateway is stopping (the last
    document written: ``stopped_at`` set).

    Source: ``pool.status()`` (:class:`~tooldeck.gateway.upstreams.UpstreamStatus`) for
    each upstream; the gateway's catalogue for the tools served and held."""
    server = gateway.gateway_server
    config = gateway.config
    now = time.time()
    held = _held(server) if server is not None else []
    served: dict[str, list[str]] = {}
    if server is not None:
        for entry in server.catalog.entries:
            if entry.state == "active":
                served.setdefault(entry.upstream, []).append(entry.exposed)
    lock = config.lock
    lock_time = None
    if lock is not None:
        with contextlib.suppress(OSError):
            lock_time = Path(lock).stat().st_mtime
    counts: CallCounts = getattr(server, "call_counts", None) or CallCounts()
    upstreams = []
    for status in gateway.pool.status():
        state = status.state
        if state == "starting" and status.restarts > 0:
            state = "restarting"
        upstreams.append(
            {
                "name": status.name,
                "state": state,
                "since": stamp(status.since),
                "restarts": status.restarts,
                "error": status.error,
                "first_error": status.first_error,
                "first_error_at": stamp(status.first_error_at),
                "last_error": status.last_error,
                "last_error_at": stamp(status.last_error_at),
                "pid": status.pid,
                "tools": status.tools,
                "served": served.get(status.name, []),
                "quarantined": [
                    {k: v for k, v in h.items() if k != "upstream"}
                    for h in held
                    if h["upstream"] == status.name
                ],
                "skipped": list(status.skipped),
                "calls": counts.of_upstream(status.name),
            }
        )
    return {
        "kind": STATUS_KIND,
        "version": 1,
        "gateway": {
            "pid": os.getpid(),
            "started_at": stamp(getattr(gateway, "started_at", None)),
            "written_at": stamp(now),
            "stopped_at": stamp(now) if stopped else None,
            "transport": "http" if getattr(gateway, "url", None) else "stdio",
            "url": getattr(gateway, "url", None),
            "config": str(config.path) if config.path is not None else None,
            "lock": str(lock) if lock is not None else None,
            "lock_modified_at": stamp(lock_time),
            "mode": config.mode,
            "status_file": str(gateway.status_file) if gateway.status_file else None,
            "process": _own_identity(os.getpid()),
            "log": log_destination(),
            "calls": counts.total.to_json(),
            "search_index": search_index_of(server) if server is not None else None,
        },
        "upstreams": upstreams,
    }


class StatusWriter:
    """Rewrites ``path`` with :func:`status_document` of ``gateway`` whole, each time
    :meth:`write` is called (an upstream's state changed, the catalogue was rebuilt). A
    folder that cannot be written is said once on the log and the gateway serves on
    (:func:`~tooldeck.cachedir.write_cache_file`)."""

    def __init__(self, gateway: Any, path: str | os.PathLike[str]) -> None:
        self.gateway = gateway
        self.path = Path(path)
        self.failed = False

    def write(self, *_: object, stopped: bool = False) -> bool:
        """Write the document now; returns whether it was written."""
        if self.failed:
            return False
        body = json.dumps(status_document(self.gateway, stopped=stopped), indent=1) + "\n"
        if write_cache_file(self.path, body.encode("utf-8")):
            return True
        self.failed = True
        import logging

        logging.getLogger("tooldeck.gateway").warning(
            "the status file %s cannot be written; `tooldeck gateway status` will not see "
            "this gateway (choose a writable --status-file)",
            self.path,
        )
        return False


@lru_cache(maxsize=1)
def _own_identity(pid: int) -> dict[str, Any] | None:
    """:func:`process_identity` of this process (``pid`` = ``os.getpid()``, the cache key,
    so a forked child reads its own): it cannot change while the process runs, and the
    status document is rewritten after every call (review: /proc was read each time)."""
    return process_identity(pid)


def process_identity(pid: int) -> dict[str, Any] | None:
    """What tells the process ``pid`` from a later process given the same pid, or None
    where this cannot be read (not Linux, no ``/proc``, no such process): ``{"boot_id":
    the kernel's boot id (/proc/sys/kernel/random/boot_id), "start_ticks": its start time
    in clock ticks after boot (/proc/PID/stat field 22, proc(5))}``. A pid is reused only
    by a process started later, so the pair differs."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
        boot = Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()
        # the command name (field 2) is in parentheses and may hold spaces and ")": the
        # fields after its last ")" start at field 3 (state); starttime is field 22
        start = int(stat[stat.rindex(")") + 2 :].split()[22 - 3])
    except (OSError, ValueError, IndexError):
        return None
    return {"boot_id": boot, "start_ticks": start}


def _process_started_at(pid: int) -> float | None:
    """When the process ``pid`` started, as ``time.time()`` seconds (Linux: the boot time
    ``btime`` of /proc/stat plus its start ticks / ``SC_CLK_TCK``; about 1 s precise), or
    None where this cannot be read."""
    identity = process_identity(pid)
    if identity is None:
        return None
    try:
        boot = next(
            int(line.split()[1])
            for line in Path("/proc/stat").read_text(encoding="ascii").splitlines()
            if line.startswith("btime ")
        )
        ticks = os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, StopIteration, IndexError):
        return None
    return float(boot + int(identity["start_ticks"]) / ticks)


def _seconds(value: Any) -> float | None:
    """A status document's time (:func:`stamp`'s form) as ``time.time()`` seconds."""
    if not isinstance(value, str):
        return None
    try:
        return datetime.datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


REUSED_MARGIN_S = 2.0
"""For a document that records no ``process`` identity (written before session 46): the
process now at its pid is another one when it started more than this after the document
was last written (the writer was running then; /proc's start time is whole seconds of
boot time plus clock ticks)."""


def writer_state(document: Mapping[str, Any]) -> str:
    """Whether the process that wrote ``document`` still runs: ``"alive"``, ``"gone"`` (no
    process has its pid: ``kill(pid, 0)``), ``"reused"`` (a process has its pid, but not
    the writer: its identity, :func:`process_identity`, differs from the ``process`` the
    document recorded — or, for a document without one, it started after the document was
    last written, :data:`REUSED_MARGIN_S`) or ``"unknown"`` (the document names no pid).
    Where the identity cannot be read (not Linux) a live pid reads as ``"alive"``: a
    reused pid cannot be told there."""
    gateway = document.get("gateway") or {}
    pid = gateway.get("pid")
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return "unknown"
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return "gone"
    except OverflowError:  # no process has such a pid
        return "gone"
    except PermissionError:  # another user's process: it exists
        pass
    recorded = gateway.get("process")
    if isinstance(recorded, dict):
        now = process_identity(pid)
        if now is not None and (
            recorded.get("boot_id") != now["boot_id"]
            or recorded.get("start_ticks") != now["start_ticks"]
        ):
            return "reused"
        return "alive"
    written = _seconds(gateway.get("written_at"))
    started = _process_started_at(pid)
    if written is not None and started is not None and started > written + REUSED_MARGIN_S:
        return "reused"
    return "alive"


def writer_alive(document: Mapping[str, Any]) -> bool | None:
    """Whether the process that wrote ``document`` still runs (:func:`writer_state`): None
    when the document names no pid; False when its pid is free or now another process's
    (fixst45: a reused pid read as alive, so its stale file was listed as running and
    never deleted)."""
    state = writer_state(document)
    return None if state == "unknown" else state == "alive"


def _text_block(head: str, text: str) -> list[str]:
    """``text`` after ``head``, its line breaks kept as lines indented under it (an upstream's
    stderr tail: trial45b M3 saw ``\\n`` escapes), each line through
    :func:`~tooldeck.display.visible`."""
    first, *rest = text.split("\n")
    return [head + visible(first)] + [f"      {visible(line)}".rstrip() for line in rest]


def _calls_text(count: Mapping[str, Any]) -> str:
    """``12 (10 success, 2 error; 2 errors, the last at T: …), last at T`` from a
    document's ``calls`` object (:class:`CallCounts`)."""
    calls = count.get("calls") or 0
    if not calls:
        return "none"
    statuses = count.get("by_status") or {}
    parts = ", ".join(f"{n} {visible(str(k))}" for k, n in statuses.items())
    errors = count.get("errors") or 0
    text = f"{calls} ({parts})"
    if errors:
        kinds = count.get("error_kinds") or {}
        split = ", ".join(f"{n} {visible(str(k))}" for k, n in kinds.items())
        text += (
            f"; {errors} error{'' if errors == 1 else 's'}"
            + (f" ({split})" if split else "")
            + f", the last at {count.get('last_error_at')}: "
            + visible(str(count.get("last_error")))
        )
    return text + f"; last call at {count.get('last_call_at')}"


def status_lines(document: Mapping[str, Any], *, source: str, file: bool) -> list[str]:
    """``document`` for a person: a heading naming ``source`` (the file or URL read) and
    the gateway, whether its writer is gone (``file``: read from a status file), then one
    block per upstream. Text from upstreams is shown with :func:`~tooldeck.display.visible`
    (no control or bidi character reaches the terminal)."""
    gateway = document.get("gateway") or {}
    lines = [f"gateway status from {source}"]
    where = gateway.get("url") or "stdio"
    lines.append(
        f"  pid {gateway.get('pid')} ({where}), started {gateway.get('started_at')}, "
        f"written {gateway.get('written_at')}"
    )
    if file:
        state = writer_state(document)
        if gateway.get("stopped_at"):
            lines.append(
                f"  STOPPED at {gateway['stopped_at']}: the gateway ended; this is what it last saw"
            )
        elif state in ("gone", "reused"):
            reused = (
                f" (pid {gateway.get('pid')} is now another process's)" if state == "reused" else ""
            )
            lines.append(
                f"  STALE: the gateway that wrote this file (pid {gateway.get('pid')}) is "
                f"gone{reused} and did not stop cleanly (killed?); this is what it last saw, "
                f"at {gateway.get('written_at')}"
            )
    logged = log_line(gateway.get("log"))
    if logged is not None:
        lines.append(logged)
    total = gateway.get("calls")
    if isinstance(total, dict):
        lines.append(f"  calls since it started: {_calls_text(total)}")
    config = gateway.get("config")
    lock = gateway.get("lock")
    lines.append(f"  config {config or '(none)'}, mode {gateway.get('mode')}")
    index = _index_line(gateway.get("search_index"))
    if index is not None:
        lines.append(index)
    lines.append(
        f"  lock {lock} (modified {gateway.get('lock_modified_at')})"
        if lock
        else "  lock: none (definitions not pinned)"
    )
    for up in document.get("upstreams") or []:
        lines.append(
            f"upstream {visible(str(up.get('name')))}: {up.get('state')} since {up.get('since')}"
            f", {up.get('restarts')} restart{'' if up.get('restarts') == 1 else 's'}"
            + (f", pid {up['pid']}" if up.get("pid") else "")
        )
        served = up.get("served") or []
        lines.append(
            f"  serves {len(served)} tool{'' if len(served) == 1 else 's'}"
            + (f": {', '.join(visible(str(s)) for s in served)}" if served else "")
        )
        calls = up.get("calls")
        if isinstance(calls, dict) and calls.get("calls"):
            lines.append(f"  calls: {_calls_text(calls)}")
            for name, count in (calls.get("by_tool") or {}).items():
                if isinstance(count, dict):
                    lines.append(f"    {visible(str(name))}: {_calls_text(count)}")
        if up.get("error"):
            lines += _text_block("  error now: ", str(up["error"]))
        first = up.get("first_error")
        if first and (
            first != up.get("last_error") or up.get("first_error_at") != up.get("last_error_at")
        ):
            lines += _text_block(f"  outage began at {up.get('first_error_at')}: ", str(first))
        if up.get("last_error"):
            lines += _text_block(
                f"  last error at {up.get('last_error_at')}: ", str(up["last_error"])
            )
        for held in up.get("quarantined") or []:
            lines.append(
                f"  quarantined {visible(str(held.get('tool')))} (since {held.get('since')}): "
                f"{visible(str(held.get('reason')))}"
            )
        for skipped in up.get("skipped") or []:
            lines.append(f"  skipped: {visible(str(skipped))}")
    return lines
