"""Gateway configs and the MCP client configs people already have, read as upstream lists.

Three file shapes describe a set of MCP servers (issue 14):

* tooldeck's gateway config (YAML, TOML or JSON): ``upstreams`` plus gateway options
  (``separator``, ``namespacing``, ``mode``, ``resident``, ``resident_read_only``,
  ``lock``, ``new_tools``);
* the ``mcpServers`` object of Claude Desktop, Cursor and Claude Code (``.mcp.json``);
* VS Code's ``servers`` object (``.vscode/mcp.json``).

All three become one :class:`GatewayConfig` of :class:`UpstreamSpec` values. Files are read
through :func:`tooldeck.formats.sources.read_file_text` (regular files, size limit) and the
strict parsers (repeated keys, YAML 1.1 booleans, nesting and alias bounds are errors).
Errors name the file, the line and the key (:class:`~tooldeck.errors.GatewayConfigError`).

Variable references are expanded only where the format's own documentation defines them
(see docs/formats/mcp-config.md); a server whose value names an unset variable, needs an
interactive ``${input:…}``, an ``envFile``, the legacy SSE transport, or is ``disabled``
is left out with a warning (:attr:`GatewayConfig.warnings`) and the rest are kept.
"""

from __future__ import annotations

import dataclasses
import difflib
import fnmatch
import json
import math
import os
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, NoReturn, get_args
from urllib.parse import urlsplit

from tooldeck.credentials import is_secret_variable
from tooldeck.errors import GatewayConfigError, ParseError
from tooldeck.formats._config_lines import (
    KeyPath,
    json_duplicate_line,
    key_lines,
    line_of,
    strip_jsonc,
)
from tooldeck.jsonvalue import json_type_words, shown_json, thaw
from tooldeck.tool import Tool
from tooldeck.tool.declare import MAX_DUPLICATE_WINDOW_S

__all__ = [
    "ANNOTATIONS_KEY",
    "HINT_NAMES",
    "MAX_DUPLICATE_WINDOW_S",
    "MIN_MASKED_CHARS",
    "MIN_PLAIN_MASKED_CHARS",
    "NEW_TOOLS",
    "RELAXING_HINTS",
    "GatewayConfig",
    "GatewayConfigError",
    "LeftOut",
    "NewTools",
    "UpstreamSpec",
    "environment_may_explain",
    "is_glob",
    "load_gateway_config",
    "mask_values",
    "masked_note",
    "name_problem",
    "with_config_hints",
    "withheld_hints",
]

Transport = Literal["stdio", "http"]
Namespacing = Literal["always", "on-collision"]
Mode = Literal["full", "search", "search-load"]
NewTools = Literal["pin", "quarantine"]
NEW_TOOLS: tuple[NewTools, ...] = ("pin", "quarantine")
"""Values of ``new_tools``: what the gateway does with a tool its lock does not know, of an
upstream the lock already pins tools of: ``pin`` it at first sight, or ``quarantine`` it
until a person approves it (:mod:`tooldeck.gateway.pinning`). Unset, it is ``quarantine``
for a config with a lock (every config file: ``CONFIG.lock`` by default) and ``pin``
without one (:attr:`GatewayConfig.default_new_tools`; session 44)."""


def is_glob(text: str) -> bool:
    """Whether ``text`` holds an fnmatch pattern character (``*``, ``?``, ``[``): where a
    name is expected (an environment variable, ``--approve``, ``gateway approve``) such a
    value is a pattern that is not read, said so instead of "did you mean …"."""
    return any(c in text for c in "*?[")


def _json_type(value: Any) -> str:
    """A value's JSON type in a config file's words (an array is "a list")."""
    return json_type_words(value, array="a list")


_URL_PASSWORD = re.compile(r"://[^/\s:@]+:([^/\s@]+)@")
"""The password of a URL's user information (RFC 3986 §3.2.1 ``user:password@``), which
§3.2.1 deprecates and which connection strings still carry (``DATABASE_URL``)."""

MIN_MASKED_CHARS = 4
"""Values shorter than this are not masked (``***`` for every ``1`` would garble text)."""

MIN_PLAIN_MASKED_CHARS = 8
"""A passed value whose name does not look secret (``env: {MODE: fast}``, an
``inherit_env``-listed ``USER``) is masked only from this length: a short value there is
more often a word (``user``, ``true``) than a secret, and masking it would garble
every message that uses the word. A secret-looking name's value is masked from
:data:`MIN_MASKED_CHARS`."""


def masked_note(count: int) -> str:
    """What a message that was masked says about it (no silent conversion):
    ``" (1 secret value tooldeck passed to this server masked as ***)"``, or ``""`` for 0."""
    if not count:
        return ""
    values = "value" if count == 1 else "values"
    return f" ({count} secret {values} tooldeck passed to this server masked as ***)"


@dataclasses.dataclass(frozen=True)
class UpstreamSpec:
    """One upstream MCP server.

    Attributes:
        name: the server's name in the config (unique; the default namespace prefix).
        transport: ``"stdio"`` (``command`` + ``args``) or ``"http"`` (Streamable HTTP ``url``).
        command: the program to start (stdio).
        args: its arguments (stdio).
        env: variables added to its environment (stdio; values are secrets: never logged,
            left out of ``repr``).
        inherit_env: which of the caller's environment variables it also gets (stdio):
            ``False`` or ``()`` (the default): only the ``mcp`` SDK's default set
            (``mcp.client.stdio.get_default_environment()``: ``HOME``, ``LOGNAME``,
            ``PATH``, ``SHELL``, ``TERM``, ``USER`` on POSIX); a tuple of names: that set
            plus these names (a name that is not set is left out); ``True``: the whole
            environment. ``env`` goes on top in every case (:meth:`process_env`).
        cwd: its working directory (stdio; relative to the config file's folder).
        url: the endpoint (http).
        headers: HTTP headers (http; values are secrets: never logged, left out of ``repr``).
        prefix: the namespace prefix of its tools (default: ``name``; ``""``: none).
        origin: where it was declared, ``"FILE:LINE"`` (for messages).
        timeout_s: the call timeout of its tools in seconds (> 0), the config's
            ``timeout``; None: the gateway's (``tooldeck gateway --timeout``).
        new_tools: its ``new_tools`` (``"pin"`` or ``"quarantine"``, :data:`NEW_TOOLS`);
            None: the config's (:meth:`GatewayConfig.new_tools_of`).
        annotations: its ``annotations``: ``(pattern, hints)`` in file order, a pattern
            an fnmatch pattern of the server's own tool names (``"*"``: all) and hints
            MCP annotation names (:data:`HINT_NAMES`) → true/false, stated by the person
            who wrote the config for a server that states none or states them wrong
            (:meth:`hints_for`); the gateway serves and acts on them.
        duplicate_window_s: its ``duplicate_window``: how long (seconds, ≥ 0; 0: off) the
            gateway's duplicate guard remembers a call of its tools that are not
            idempotent; None: the runtime's 300 s.
        annotations_at: pattern → ``"FILE:LINE: key"`` where the config writes it (for
            :meth:`unmatched_annotations`); empty for a spec built in Python.
        config_file: the resolved path of the config file it was read from (marks the
            process it starts: :meth:`process_env`); None for a spec built in Python.
    """

    name: str
    transport: Transport
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = dataclasses.field(default_factory=dict, repr=False)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = dataclasses.field(default_factory=dict, repr=False)
    prefix: str | None = None
    origin: str = ""
    inherit_env: bool | tuple[str, ...] = False
    timeout_s: float | None = None
    new_tools: NewTools | None = None
    annotations: tuple[tuple[str, Mapping[str, bool]], ...] = ()
    duplicate_window_s: float | None = None
    annotations_at: Mapping[str, str] = dataclasses.field(
        default_factory=dict, repr=False, compare=False
    )
    config_file: str | None = dataclasses.field(default=None, repr=False, compare=False)

    def unmatched_annotations(self, names: Sequence[str]) -> tuple[str, ...]:
        """One warning per :attr:`annotations` pattern that matches none of ``names`` (the
        server's own tool names as it lists them now): its hints apply to no tool, the
        override does nothing (a typo such as ``read_qeury``; trial33b #1). Each names the
        file and line (:attr:`annotations_at`), the server, the pattern and the closest
        listed names: those the pattern matches when case is ignored, else the names of
        ``difflib.get_close_matches`` (ratio ≥ 0.6, difflib's default) that share the best
        ratio (``read_qeury``: ``read_query`` 0.9, not ``write_query`` 0.67). ``()`` when every
        pattern matches a tool. A server not listed yet is not checked here (the gateway
        checks it when it lists its tools)."""
        out = []
        for pattern, _ in self.annotations:
            if any(fnmatch.fnmatchcase(name, pattern) for name in names):
                continue
            hint = _did_you_mean(pattern, names)
            where = self.annotations_at.get(pattern) or self.origin
            count = f"its {len(names):,} listed tools" if names else "its tools (it lists none)"
            out.append(
                f"{where + ': ' if where else ''}server {self.name!r}: annotations pattern "
                f"{json.dumps(pattern, ensure_ascii=False)} matches none of {count}{hint}; "
                "its hints apply to no tool (patterns are the server's own tool names, "
                "case-sensitive; * for all)"
            )
        return tuple(out)

    def hints_for(self, tool: str) -> dict[str, bool]:
        """The annotation hints the config states for the server's tool ``tool`` (its own
        name): each pattern of :attr:`annotations` that matches it (``fnmatch.fnmatchcase``),
        in file order, a later one's hint over an earlier's; empty when none matches."""
        stated: dict[str, bool] = {}
        for pattern, hints in self.annotations:
            if fnmatch.fnmatchcase(tool, pattern):
                stated.update(hints)
        return stated

    def hint_patterns(self, tool: str) -> dict[str, str]:
        """Which :attr:`annotations` pattern states each hint :meth:`hints_for` gives
        ``tool`` (the last matching one in file order, as there): hint → pattern."""
        source: dict[str, str] = {}
        for pattern, hints in self.annotations:
            if fnmatch.fnmatchcase(tool, pattern):
                source.update(dict.fromkeys(hints, pattern))
        return source

    def relaxing_patterns(
        self, tool: str, upstream: Mapping[str, Any] | None = None
    ) -> tuple[str, ...]:
        """The hints a *pattern* (:func:`is_glob`: ``"*"``, ``"get_*"``) states for
        ``tool`` that relax the gateway's approval (:data:`RELAXING_HINTS`: read-only, not
        destructive, idempotent), one ``'"PATTERN": HINT VALUE'`` each, in hint order;
        ``()`` when none. A hint stated under the tool's exact name is a person's word
        about that tool and is not listed. What :class:`~tooldeck.gateway.pinning.Pins`
        holds a tool first seen after the lock for (trial42 HIGH: a wildcard written for
        three reviewed tools made a destructive tool added later read-only). ``upstream``:
        the hints the upstream states for the tool (MCP names); a hint it states the
        opposite of is left out (:func:`with_config_hints` does not apply it anyway)."""
        stated = self.hints_for(tool)
        source = self.hint_patterns(tool)
        said = upstream or {}
        return tuple(
            f"{json.dumps(source[hint], ensure_ascii=False)}: {hint} {json.dumps(stated[hint])}"
            for hint in HINT_NAMES
            if hint in stated
            and RELAXING_HINTS.get(hint) is stated[hint]
            and is_glob(source[hint])
            and said.get(hint) is not (not stated[hint])
        )

    def process_env(self) -> dict[str, str]:
        """The environment its process starts with (stdio): the ``mcp`` SDK's default set
        (``get_default_environment()``, the same the SDK's stdio client falls back to), or
        the whole ``os.environ`` when :attr:`inherit_env` is ``True``; then the variables
        :attr:`inherit_env` names that are set; then :attr:`env` on top. Read when called
        (each start sees the environment of that moment). Values are secrets: never log
        the result.

        A server of a config read from a file (:attr:`config_file`) also gets
        :data:`GATEWAY_CHAIN_ENV` (the configs of the tooldeck processes that started it,
        this one last) and :data:`GATEWAY_SERVER_ENV` (its name): a tooldeck that reads a
        config already in that chain refuses to start (:func:`refuse_nested_config`), where
        a config listing the gateway itself started gateways without end (trial35 H1)."""
        return {**self._inherited(), **self.env, **self._chain_env()}

    def _chain_env(self) -> dict[str, str]:
        if self.config_file is None:
            return {}
        chain = [*gateway_chain(), self.config_file]
        return {GATEWAY_CHAIN_ENV: json.dumps(chain), GATEWAY_SERVER_ENV: self.name}

    def _inherited(self) -> dict[str, str]:
        """The caller's variables it gets (:meth:`process_env` without :attr:`env`)."""
        from mcp.client.stdio import get_default_environment

        if self.inherit_env is True:
            return dict(os.environ)
        base = get_default_environment()
        names = self.inherit_env or ()
        base.update({n: os.environ[n] for n in names if n in os.environ})
        return base

    def secret_values(self) -> tuple[str, ...]:
        """The values tooldeck passes this server that may be secret, longest first (for
        :meth:`mask`): every :attr:`env` and :attr:`headers` value, the value of every
        variable :attr:`inherit_env` lists, and of every other variable passed whose name
        looks secret (:func:`tooldeck.credentials.is_secret_variable`, e.g. with
        ``inherit_env: true``), and the password of a URL in any passed value
        (``postgres://user:PASSWORD@host``). A value whose name looks secret is kept from
        :data:`MIN_MASKED_CHARS` characters, any other from :data:`MIN_PLAIN_MASKED_CHARS`
        (``USER=user`` listed in ``inherit_env`` is not masked: masking it would garble
        every ``user`` in the text). Read from the environment when called."""
        named = [*self.env.items(), *self.headers.items()]
        if self.transport == "stdio":
            listed = () if self.inherit_env is True else (self.inherit_env or ())
            passed = self.process_env()
            named += [(n, passed[n]) for n in listed if n in passed]
            named += [(n, v) for n, v in passed.items() if is_secret_variable(n)]
        kept = {
            v
            for n, v in named
            if len(v) >= (MIN_MASKED_CHARS if is_secret_variable(n) else MIN_PLAIN_MASKED_CHARS)
        }
        if self.transport == "stdio":
            # a password inside a URL (DATABASE_URL=postgres://user:pw@host/db), any name
            for value in passed.values():
                for match in _URL_PASSWORD.finditer(value):
                    if len(match.group(1)) >= MIN_MASKED_CHARS:
                        kept.add(match.group(1))
        return tuple(sorted(kept, key=lambda v: (-len(v), v)))

    def mask(self, text: str) -> str:
        """``text`` (what the server wrote, or a message quoting it) with each of
        :meth:`secret_values` replaced by ``***`` (:meth:`masked` without the count)."""
        return self.masked(text)[0]

    def masked(self, text: str) -> tuple[str, int]:
        """``text`` with each of :meth:`secret_values` replaced by ``***``, and how many
        distinct values were found (for :func:`masked_note`). A value is masked in every
        form a message quotes it: as written, escaped as Python's ``repr`` and as JSON
        write it (a stray stdout line is quoted with ``repr``: ``back\\slash``), and cut
        where a quote or a tail cut it: a value's first 4+ characters just before a cut
        mark (``…``), and its last 4+ characters at the start (a stderr tail begins
        mid-line)."""
        texts, count = mask_values([text], self.secret_values())
        return texts[0], count

    def masked_parts(self, *texts: str) -> tuple[list[str], int]:
        """:meth:`masked` of several pieces of one message (a reason and a stderr tail,
        each masked from its own start), with the count of distinct values over all."""
        return mask_values(texts, self.secret_values())

    def env_note_for(self, stderr_tail: str) -> str:
        """:meth:`env_note` when what the server wrote before it exited leaves the
        environment a possible cause (:func:`environment_may_explain`), else ``""``; said
        as a condition (``if the cause its stderr states comes from a variable …``) where
        the stderr states something and names no variable. A
        Python import error (``ModuleNotFoundError``, ``ImportError``) keeps the note only
        where the caller has ``PYTHONPATH`` set and it was not passed on (then its absence
        may be the cause)."""
        if environment_may_explain(stderr_tail):
            note = self.env_note()
            if note and stderr_tail.strip() and not _ENVIRONMENT_SIGNS.search(stderr_tail):
                # the stderr states a cause of its own and names no variable: the note is
                # one possibility, said so (trial44 #10: "cannot connect to postgres://…
                # (connection refused)" sent the on-call engineer to the variables)
                return (
                    "if the cause its stderr states comes from a variable that was not "
                    f"passed on: {note}"
                )
            return note
        if _IMPORT_ERROR.search(stderr_tail) and self._pythonpath_withheld():
            return self.env_note()
        return ""

    def _pythonpath_withheld(self) -> bool:
        return (
            self.transport == "stdio"
            and bool(os.environ.get("PYTHONPATH"))
            and "PYTHONPATH" not in self.env
            and "PYTHONPATH" not in self._inherited()
        )

    def env_note(self) -> str:
        """For a stdio server that exited at start: which of the caller's variables it was
        started with (those set, by name only; the ``inherit_env`` names that are not set
        are said apart), and how to pass another (``""`` for HTTP servers and with
        ``inherit_env: true``). A server that reads a token from the environment it was
        started in exits when the variable is not passed on."""
        if self.transport != "stdio" or self.inherit_env is True:
            return ""
        from mcp.client.stdio import DEFAULT_INHERITED_ENV_VARS

        inherited = self._inherited()
        listed = self.inherit_env or ()
        names = [n for n in dict.fromkeys([*DEFAULT_INHERITED_ENV_VARS, *listed]) if n in inherited]
        missing = [n for n in listed if n not in inherited]
        unset = f" (not set here: {', '.join(missing)})" if missing else ""
        # "plus its env" only for a server that has one (trial42: it was said for none)
        own = f", plus its env ({', '.join(self.env)})" if self.env else ""
        return (
            f"it was started with only these of your environment variables: "
            f"{', '.join(names) or 'none'}{unset}{own}; to pass another, name it in "
            "its inherit_env, or set inherit_env: true for all"
        )

    def label(self) -> str:
        """How messages name this server: its name, then its program (stdio; the
        arguments are left out and ``args hidden`` said, as they can carry tokens) or its
        URL without query, fragment and user info (http). Never an ``env`` or header value.
        """
        if self.transport == "http":
            from tooldeck.formats.mcp_client import endpoint_label

            return f"{self.name} ({endpoint_label(str(self.url))})"
        hidden = ", args hidden" if self.args else ""
        return f"{self.name} ({self.command}{hidden})"


_ENVIRONMENT_SIGNS = re.compile(
    r"[Ee]nviron|\b[Ee]nv\b|[Vv]ariable|\bnot set\b|\bunset\b|"
    # a variable's name (GITHUB_TOKEN, DB_URL), not a folder's in a path (/srv/MY_APP/x)
    r"(?<![/\\])\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b(?![/\\])"
)
_IMPORT_ERROR_TEXT = r"ModuleNotFoundError|ImportError|No module named"
_NESTED_REFUSAL = "which would start itself again without end"
"""Words of :func:`refuse_nested_config`'s message: a server that exits with them is a
tooldeck that refused to read a config it was started from, a cause that no variable
explains (trial35b: the parent added the environment note to it)."""
_OTHER_CAUSES = re.compile(
    r"no such (?:\w+ )?(?:file|directory)|\bnot found\b|does not exist|\bENOENT\b|"
    r"FileNotFoundError|can't open file|cannot open|SyntaxError|IndentationError|"
    r"^\s*usage:|unrecognized arguments|invalid choice|" + _IMPORT_ERROR_TEXT + "|"
    # a usage error in a parser's own words (argparse's "error: the following arguments
    # are required: --x" and "error: argument --x: …", click's "Error: Missing option
    # '--x'") or tooldeck's own "… is a deck file: name its handlers with --handlers"
    # (trial47 #7); not any error line that names an option ("Error: API key required:
    # pass --api-key" is the environment's: review, session 47)
    r"\berror: (?:the following arguments are required|argument --[a-z][\w-]*:)|"
    r"\bmissing (?:argument|option)\b|is a deck file: name its handlers with --handlers",
    re.IGNORECASE | re.MULTILINE,
)
_IMPORT_ERROR = re.compile(_IMPORT_ERROR_TEXT)
_CODE_FAULT = re.compile(
    r"^\s*(?:[A-Za-z_]\w*\.)*(?:AttributeError|TypeError|NameError|UnboundLocalError|"
    r"IndexError|ZeroDivisionError|AssertionError|RecursionError|NotImplementedError)\b"
)
"""The last line of a Python traceback whose exception is a fault of the code itself (a
name, attribute or type the code does not have: often a dependency of another version than
the server was written for — trial42: ``AttributeError: 'Server' object has no attribute
'list_tools'`` under mcp 2.x), not of its configuration. ``KeyError``, ``ValueError``,
``RuntimeError`` and ``OSError`` are left out: reading ``os.environ[...]`` or a setting
raises them."""
_FRAME = re.compile(r'^\s*File "[^"\n]*", line \d+', re.MULTILINE)


def _did_you_mean(pattern: str, names: Sequence[str], suffixed: Sequence[str] = ()) -> str:
    """`` (did you mean A or B?)`` for a pattern that matches none of ``names``: the names
    it matches when case is ignored, else ``suffixed`` (names the caller found ending with
    it), else :func:`_closest`; at most 3; ``""`` when none is close."""
    folded = [n for n in names if fnmatch.fnmatch(n.lower(), pattern.lower())]
    close = folded[:3] or list(suffixed[:3]) or _closest(pattern, names)
    return f" (did you mean {' or '.join(close)}?)" if close else ""


def _closest(pattern: str, names: Sequence[str]) -> list[str]:
    """The names closest to ``pattern`` by difflib's ratio (≥ 0.6), ties kept, at most 3."""
    close = difflib.get_close_matches(pattern, list(names), n=3)
    if not close:
        return []
    ratios = {n: difflib.SequenceMatcher(None, pattern, n).ratio() for n in close}
    best = max(ratios.values())
    return [n for n in close if ratios[n] == best]


def environment_may_explain(stderr_tail: str) -> bool:
    """Whether a server that exited at start may have done so for want of a variable
    that was not passed on, judged by the end of its stderr: True when it names a variable
    or the environment (``GITHUB_TOKEN is not set``, ``KeyError: 'DB_URL'``), or states
    no cause; False when it states another one — a file or command that does not exist
    (``no such file``, ``not found``), a syntax or usage error, a Python import error
    (``ModuleNotFoundError``, ``ImportError``), a Python traceback ending in a fault of the
    code (``AttributeError``, ``TypeError``, ``NameError`` …: :data:`_CODE_FAULT`) — and
    mentions no variable; False for a nested gateway's refusal
    (:func:`refuse_nested_config`), whatever names it quotes.
    (:meth:`UpstreamSpec.env_note_for` keeps the note for an import error where the
    caller's ``PYTHONPATH`` was not passed on.)"""
    if _NESTED_REFUSAL in " ".join(stderr_tail.split()):
        return False  # a nested gateway's refusal names its cause (it may quote names)
    if _ENVIRONMENT_SIGNS.search(stderr_tail):
        return True
    if _traceback_of_a_code_fault(stderr_tail):
        return False
    return _OTHER_CAUSES.search(stderr_tail) is None


def _traceback_of_a_code_fault(stderr_tail: str) -> bool:
    """True when ``stderr_tail`` ends with a Python traceback (a ``File "…", line N``
    frame, then its last line) whose exception is a fault of the code (:data:`_CODE_FAULT`)."""
    lines = [line for line in stderr_tail.splitlines() if line.strip()]
    return bool(lines) and bool(_FRAME.search(stderr_tail)) and bool(_CODE_FAULT.match(lines[-1]))


@dataclasses.dataclass(frozen=True)
class LeftOut:
    """A server of a config that is left out (it is not started).

    Attributes:
        name: the server's name.
        prefix: the prefix its tools would have had (its ``prefix``, else its name).
        reason: why, in a few words (``SUPPLIER_API_KEY is not set``, ``disabled``).
        line: its line of :attr:`GatewayConfig.warnings` (file, line, key, whole reason).
        disabled: the config says ``"disabled": true`` (left out on purpose).
    """

    name: str
    prefix: str
    reason: str
    line: str
    disabled: bool = False


@dataclasses.dataclass(frozen=True)
class GatewayConfig:
    """Upstreams and how the gateway exposes them.

    Attributes:
        upstreams: the servers, in file order.
        separator: between prefix and tool name in exposed names (default ``"__"``).
        namespacing: ``"always"`` prefix every tool, or only ``"on-collision"``.
        mode: ``"full"``, ``"search"`` (deferred loading behind meta-tools) or
            ``"search-load"`` (found tools added to ``tools/list``).
        resident: exposed names (fnmatch patterns) always listed in the search modes.
        resident_read_only: also keep every tool annotated ``readOnlyHint: true`` listed
            in the search modes (``tooldeck gateway --resident-read-only``).
        lock: the lock file pinning approved definitions (default: beside the config,
            ``<config file name>.lock``).
        lock_origin: where the config sets ``lock`` (``FILE:LINE: lock``), named in a
            failure to write it; None when the lock is the default.
        path: the file the config was read from (None when built in Python).
        warnings: servers left out and why, one line each (``FILE:LINE: …``); read with
            ``routing=False``, also each server prefix that holds the name separator.
        left_out: ``(server name, its line of warnings)`` for each server left out.
        notes: keys of a client config that are read and not used but that a user may
            expect to act (``autoApprove``, ``alwaysAllow``), and ``env``/``headers``
            values that hold a ``$NAME`` or ``%NAME%`` passed as written (not expanded),
            one line each.
        left_out_servers: each server left out with its tool-name prefix and the reason
            in a few words (:class:`LeftOut`): the start line and the answer to a call
            of one of its tools say it.
        new_tools: what the gateway does with a tool its lock does not know, of an
            upstream whose tools the lock already pins (:data:`NEW_TOOLS`): ``"pin"`` it
            at first sight or ``"quarantine"`` it until approved; an upstream's own
            :attr:`UpstreamSpec.new_tools` wins (``tooldeck gateway --new-tools`` sets
            this one). None (not set): :attr:`default_new_tools`, ``"quarantine"`` once
            a lock pins the upstream (session 44; ``"pin"`` before), ``"pin"`` for a
            config without a lock.
        resident_at: ``"FILE:LINE: resident[i]"`` for each :attr:`resident` pattern, in
            order, where the config writes it (for :meth:`unmatched_resident`); empty for a
            config built in Python.

    Raises:
        GatewayConfigError: ``namespacing``, ``mode`` or ``new_tools`` outside their
            values (from Python; a file is checked by its loader with the same lists).
    """

    upstreams: tuple[UpstreamSpec, ...]
    separator: str = "__"
    namespacing: Namespacing = "always"
    mode: Mode = "full"
    resident: tuple[str, ...] = ()
    resident_read_only: bool = False
    lock: Path | None = None
    path: Path | None = None
    warnings: tuple[str, ...] = ()
    lock_origin: str | None = None
    left_out: tuple[tuple[str, str], ...] = ()
    left_out_servers: tuple[LeftOut, ...] = ()
    notes: tuple[str, ...] = ()
    new_tools: NewTools | None = None
    resident_at: tuple[str, ...] = dataclasses.field(default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        # built from Python, namespacing="never" behaved as "on-collision", nobody told
        for key, allowed in (
            ("namespacing", get_args(Namespacing)),
            ("mode", get_args(Mode)),
            ("new_tools", get_args(NewTools)),
        ):
            value = getattr(self, key)
            if value is None and key == "new_tools":  # not set: default_new_tools
                continue
            if value not in allowed:
                raise GatewayConfigError(
                    "GatewayConfig", key, f"{value!r} is not one of {', '.join(allowed)}"
                )

    def upstream(self, name: str) -> UpstreamSpec | None:
        """The upstream called ``name``, or None."""
        return next((u for u in self.upstreams if u.name == name), None)

    @property
    def default_new_tools(self) -> NewTools:
        """The config's ``new_tools`` in effect: :attr:`new_tools` where set, else
        ``"quarantine"`` when the config has a lock (:attr:`lock`; every config file has
        one, ``CONFIG.lock`` by default) and ``"pin"`` without one (a config built in
        Python with no ``lock``: its pins live in memory only). The setting acts only on
        an upstream the lock already pins tools of, so the first listing of an upstream
        is still pinned at first sight either way (trust on first use); after that, a
        tool it adds is held until a person approves it, as ``lint --locked`` calls it an
        L101 error (session 44; the default was ``"pin"`` before)."""
        if self.new_tools is not None:
            return self.new_tools
        return "quarantine" if self.lock is not None else "pin"

    def new_tools_of(self, name: str) -> NewTools:
        """The ``new_tools`` setting of upstream ``name``: its own, else the config's
        (:attr:`default_new_tools`; also for a name the config does not have)."""
        spec = self.upstream(name)
        return spec.new_tools if spec is not None and spec.new_tools else self.default_new_tools

    def unmatched_resident(self, exposed: Sequence[str]) -> tuple[str, ...]:
        """One warning per :attr:`resident` pattern that matches none of ``exposed`` (the
        names the gateway lists its tools under now): it keeps no tool listed in the search
        modes (a typo such as ``ddg__serch``, or a server's own name ``search`` where the
        exposed one is ``ddg__search``; trial34 M1). Each has the shape of
        :meth:`UpstreamSpec.unmatched_annotations`' lines: file, line and key of the pattern
        (:attr:`resident_at`: ``gw.yaml:4: resident[0]: …``; the file alone for a config
        built in Python), the pattern, how many tools the gateway lists and the closest
        exposed names (case-folded matches, else difflib's best ratio ≥ 0.6, else the
        exposed names that end with the pattern after the separator). ``()`` when every
        pattern matches a tool. Tools of an upstream not ready yet are not in ``exposed``:
        the gateway says so at start for each such upstream (trial34b LOW 1)."""
        out = []
        for i, pattern in enumerate(self.resident):
            if any(fnmatch.fnmatchcase(name, pattern) for name in exposed):
                continue
            suffixed = [n for n in exposed if n.endswith(f"{self.separator}{pattern}")]
            hint = _did_you_mean(pattern, exposed, suffixed)
            if i < len(self.resident_at):
                where = f"{self.resident_at[i]}: "
            else:
                where = f"{self.path}: resident[{i}]: " if self.path else f"resident[{i}]: "
            count = (
                f"the {len(exposed):,} tools the gateway lists"
                if exposed
                else "the gateway's tools (it lists none)"
            )
            out.append(
                f"{where}resident pattern {json.dumps(pattern, ensure_ascii=False)} matches "
                f"none of {count}{hint}; it keeps no tool listed in the search modes "
                "(patterns are exposed names, case-sensitive; * for all)"
            )
        return tuple(out)

    def why_left_out(self, name: str) -> str | None:
        """Why the server called ``name`` is left out (its line of :attr:`warnings`), or
        None when it is not."""
        return next((why for n, why in self.left_out if n == name), None)


_VALID_PART = re.compile(r"[A-Za-z0-9_-]+")

# Per format: the keys of the file's top level and of one server, and the variable forms.
_TOP_KEYS = (
    "upstreams",
    "separator",
    "namespacing",
    "mode",
    "resident",
    "resident_read_only",
    "lock",
    "new_tools",
)
_TOOLDECK_SERVER_KEYS = (
    "type",
    "command",
    "args",
    "env",
    "inherit_env",
    "cwd",
    "url",
    "headers",
    "prefix",
    "timeout",
    "new_tools",
    "annotations",
    "duplicate_window",
)
# Keys clients define that tooldeck reads (type/command/args/env/cwd/url/headers), honours
# (disabled), refuses per server (envFile: a file of variables tooldeck does not read), or
# leaves to the client because they only steer the client's own prompts/UI; and tooldeck's
# own inherit_env, so that a client config can widen a server's environment too.
_CLIENT_SERVER_KEYS = (
    "type",
    "command",
    "args",
    "env",
    "inherit_env",
    "cwd",
    "url",
    "headers",
    "envFile",
    "disabled",
    "timeout",
    "new_tools",
    "annotations",
    "duplicate_window",
)
_CLIENT_APPROVAL_KEYS = ("autoApprove", "alwaysAllow")
"""Tools a client runs without asking its user (Cline, Roo Code): not read — the gateway
approves only with its own ``--approve`` or its client's user — and said in a note."""
_CLIENT_IGNORED_KEYS = (
    *_CLIENT_APPROVAL_KEYS,
    "description",
    "dev",
    "gallery",
    "version",
)
_TYPES = {"stdio": "stdio", "http": "http", "streamable-http": "http", "streamableHttp": "http"}

# ${VAR} and ${VAR:-default}: Claude Code, "Environment variable expansion in .mcp.json"
# (https://code.claude.com/docs/en/mcp). ${env:VAR}, ${userHome}, ${workspaceFolder}:
# Cursor's mcp.json "config interpolation" (https://cursor.com/docs/context/mcp) and VS
# Code's variables reference (https://code.visualstudio.com/docs/reference/variables-reference),
# where ${input:id} prompts the user (not possible here).
_VARIABLE = re.compile(r"\$\{([^{}]*)\}")
_SHELL_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# What looks like a variable no format here expands: a shell's $NAME or cmd.exe's %NAME%,
# the name in capitals as environment variables are conventionally named (so a secret's
# own "$" or "%" rarely matches, and the warning quotes only the reference).
_LITERAL_REFERENCE = re.compile(r"\$([A-Z_][A-Z0-9_]*)(?![A-Za-z0-9_])|%([A-Z_][A-Z0-9_]*)%")
_EXPANDING_FORM = {"tooldeck": "${%s}", "mcpServers": "${%s}", "servers": "${env:%s}"}

Kind = Literal["tooldeck", "mcpServers", "servers"]


class _Skip(Exception):
    """A server that cannot be used here; it is left out with a warning (``short``: the
    reason in a few words, for the gateway's start line; default: the message;
    ``disabled``: the config's ``"disabled": true``)."""

    def __init__(
        self, message: str, path: KeyPath, short: str | None = None, *, disabled: bool = False
    ) -> None:
        super().__init__(message)
        self.path = path
        self.short = message if short is None else short
        self.disabled = disabled


@dataclasses.dataclass
class _Reader:
    """Reads one file's servers, naming file, line and key in every error."""

    file: Path
    kind: Kind
    lines: Mapping[KeyPath, int]
    notes: list[str] = dataclasses.field(default_factory=list)
    """Keys read and not used that the user may expect to act (``FILE:LINE: key: …``)."""

    def line(self, path: KeyPath) -> int | None:
        return line_of(self.lines, path)

    def where(self, path: KeyPath) -> str:
        line = self.line(path)
        return f"{self.file}" if line is None else f"{self.file}:{line}"

    def error(self, path: KeyPath, message: str) -> GatewayConfigError:
        return GatewayConfigError(str(self.file), _key_text(path), message, line=self.line(path))

    # --- values --------------------------------------------------------------------------

    def string(self, value: Any, path: KeyPath) -> str:
        if not isinstance(value, str):
            raise self.error(path, f"must be a string, not {_json_type(value)}")
        return value

    def strings(self, value: Any, path: KeyPath) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.error(path, f"must be a list of strings, not {_json_type(value)}")
        return tuple(self.string(item, (*path, i)) for i, item in enumerate(value))

    def string_map(self, value: Any, path: KeyPath) -> dict[str, str]:
        if not isinstance(value, dict):
            raise self.error(path, f"must be an object of strings, not {_json_type(value)}")
        out = {}
        for key, item in value.items():
            if isinstance(item, bool) or not isinstance(item, str | int | float):
                raise self.error((*path, key), f"must be a string, not {_json_type(item)}")
            if not isinstance(item, str):
                raise self.error(
                    (*path, key), f'must be a string (quote it: "{item}"), not a number'
                )
            out[str(key)] = item
        return out

    def check_keys(self, value: Mapping[str, Any], known: Sequence[str], path: KeyPath) -> None:
        found = self.unknown_keys(value, known, path)
        if found:
            raise found[0]

    def unknown_keys(
        self, value: Mapping[str, Any], known: Sequence[str], path: KeyPath
    ) -> list[GatewayConfigError]:
        """One error per key of ``value`` not in ``known`` (with a did-you-mean), in the
        object's order; empty when every key is known."""
        found = []
        for key in value:
            if key in known:
                continue
            close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            found.append(
                self.error(
                    (*path, key), f"unknown key {key!r}{hint}; known keys: {', '.join(known)}"
                )
            )
        return found

    # --- variables ---------------------------------------------------------------------

    def note_literal_references(self, text: str, path: KeyPath) -> None:
        """Add a note (:attr:`notes`) when ``text`` (as written, before expansion) holds
        ``$NAME`` or ``%NAME%``: no format here expands them, so the server would get
        those characters as the value; the note names the form that expands."""
        written = _VARIABLE.sub("", text)  # the ${…} references expand (or skip the server)
        found = [m.group(0) for m in _LITERAL_REFERENCE.finditer(written)]
        if not found:
            return
        name = next(m.group(1) or m.group(2) for m in _LITERAL_REFERENCE.finditer(written))
        expanding = _EXPANDING_FORM[self.kind] % name
        self.notes.append(
            f"{self.where(path)}: {_key_text(path)}: {', '.join(dict.fromkeys(found))} is "
            f"passed to the server as written, not expanded (a bare $VAR or %VAR% never is "
            f"here); write {expanding} to use the environment variable"
        )

    def expand(self, text: str, path: KeyPath) -> str:
        """``text`` with the variable references this file's format defines expanded."""

        def replace(match: re.Match[str]) -> str:
            body = match.group(1)
            name, default = body, None
            if self.kind == "tooldeck" or self.kind == "mcpServers":
                if ":-" in body and _SHELL_NAME.fullmatch(body.split(":-", 1)[0]):
                    name, default = body.split(":-", 1)
                if _SHELL_NAME.fullmatch(name):
                    return _env_value(name, default, match.group(0), path)
            if self.kind in ("mcpServers", "servers"):
                if body.startswith("env:"):
                    return _env_value(body[4:], None, match.group(0), path)
                if body == "userHome":
                    return str(Path.home())
                if body == "workspaceFolder":
                    return str(_workspace_folder(self.file))
            if self.kind == "servers" and body.startswith("input:"):
                raise _Skip(
                    f"{match.group(0)} asks the user for a value in VS Code (an 'inputs' "
                    "prompt), which tooldeck cannot show; write the value or use ${env:VAR}",
                    path,
                )
            return match.group(0)  # not a reference this format defines: kept as written

        return _VARIABLE.sub(replace, text)


def _env_value(name: str, default: str | None, written: str, path: KeyPath) -> str:
    value = os.environ.get(name)
    if value is None or (value == "" and default is not None):
        if default is not None:
            return default
        raise _Skip(
            f"{written} names the environment variable {name}, which is not set",
            path,
            short=f"{name} is not set",
        )
    return value


def _workspace_folder(file: Path) -> Path:
    """The project folder of a client config: the parent of ``.vscode``/``.cursor``, else
    the config's own folder."""
    folder = file.resolve().parent
    if folder.name in (".vscode", ".cursor"):
        return folder.parent
    return folder


def _key_text(path: KeyPath) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _VALID_PART.fullmatch(part):
            out += f".{part}" if out else part
        else:
            out += f"[{part!r}]"
    return out


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name an upstream (empty, or holds ``/``, which the pin file uses
    between server and tool names), or None."""
    if not name.strip():
        return "a server name must not be empty"
    if "/" in name:
        return "a server name must not contain '/' (the lock file writes SERVER/TOOL)"
    return None


def _url_problem(url: str) -> str | None:
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port out of range
    except ValueError as exc:
        return f"is not a valid URL ({exc})"
    if parts.scheme not in ("http", "https"):
        shown = parts.scheme or "none"
        return (
            f"must be an http:// or https:// URL (scheme {shown}), e.g. http://127.0.0.1:8000/mcp"
        )
    if not parts.hostname:
        return "has no host, e.g. http://127.0.0.1:8000/mcp"
    if any(ch.isspace() for ch in url):
        return "must not contain spaces"
    return None


def _read_server(
    reader: _Reader,
    name: str,
    raw: Any,
    path: KeyPath,
    errors: list[GatewayConfigError] | None = None,
) -> UpstreamSpec:
    """One server entry → UpstreamSpec. Raises GatewayConfigError or _Skip.

    Every independent error of the entry is found in one read (trial38 L: an unknown key
    and a bad ``timeout`` came one per run): each unknown key, the transport (command or
    url and their keys, read in order: one error), ``timeout``, ``new_tools``,
    ``annotations`` and ``duplicate_window``, each on its own. With ``errors`` given, all
    but the first found are appended to it and the first is raised (the caller reports
    them together: :func:`_all_of`); without, the first is raised. An error outweighs a
    reason to leave the server out (:class:`_Skip`: ``disabled``, ``envFile``, an unset
    variable, a missing ``cwd``): the config must be fixed either way."""
    if not isinstance(raw, dict):
        raise reader.error(path, f"a server must be an object, not {_json_type(raw)}")
    problem = name_problem(name)
    if problem is not None:
        raise reader.error(path, problem)
    found: list[GatewayConfigError] = []
    skip: _Skip | None = None
    known = (
        _TOOLDECK_SERVER_KEYS
        if reader.kind == "tooldeck"
        else _CLIENT_SERVER_KEYS + _CLIENT_IGNORED_KEYS
    )
    found += reader.unknown_keys(raw, known, path)
    if reader.kind != "tooldeck":
        disabled = raw.get("disabled", False)
        if not isinstance(disabled, bool):
            found.append(reader.error((*path, "disabled"), "must be true or false"))
        elif disabled:
            skip = _Skip(
                'disabled in the config ("disabled": true)',
                (*path, "disabled"),
                short="disabled",
                disabled=True,
            )
        if skip is None and "envFile" in raw:
            skip = _Skip(
                "envFile is not read by tooldeck (it would change the server's environment "
                "unseen); put the variables in env",
                (*path, "envFile"),
            )
        for key in _CLIENT_APPROVAL_KEYS if skip is None else ():
            if key in raw:
                where = reader.where((*path, key))
                reader.notes.append(
                    f"{where}: {_key_text((*path, key))}: not read: the gateway approves "
                    "destructive tools only with `tooldeck gateway --approve SERVER__TOOL` or "
                    "by asking its client's user"
                )
    if skip is not None:
        if found:  # an unknown key of a disabled server is still a mistake in the file
            _raise_first(found, errors)
        raise skip
    spec: UpstreamSpec | None = None
    meant = {
        close
        for key in raw
        if key not in known
        for close in difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    }
    try:
        if not meant & _TRANSPORT_KEYS:  # "comand": no second error for the missing command
            spec = _transport_server(reader, name, raw, path)
    except GatewayConfigError as exc:
        found.append(exc)
    except _Skip as exc:
        skip = exc
    options: dict[str, Any] = {}
    readers: tuple[tuple[str, str, Callable[[], Any]], ...] = (
        ("timeout", "timeout_s", lambda: _timeout(reader, raw["timeout"], path)),
        ("new_tools", "new_tools", lambda: _new_tools(reader, raw["new_tools"], path)),
        (
            "annotations",
            "annotations",
            lambda: _annotations(reader, raw["annotations"], (*path, "annotations")),
        ),
        (
            "duplicate_window",
            "duplicate_window_s",
            lambda: _duplicate_window(reader, raw["duplicate_window"], path),
        ),
    )
    for key, field, read in readers:
        if key in raw:
            try:
                options[field] = read()
            except GatewayConfigError as exc:
                found.append(exc)
    if found:
        _raise_first(found, errors)
    if skip is not None:
        raise skip
    assert spec is not None  # no error and no skip: the transport was read
    if "annotations" in options:
        hints = options["annotations"]
        options["annotations_at"] = {
            pattern: f"{reader.where((*path, 'annotations', pattern))}: "
            f"{_key_text((*path, 'annotations', pattern))}"
            for pattern, _ in hints
        }
    return dataclasses.replace(spec, **options)


_TRANSPORT_KEYS = frozenset(
    ["type", "command", "args", "env", "inherit_env", "cwd", "url", "headers", "prefix"]
)
"""The keys :func:`_transport_server` reads: a misspelt one (an unknown key whose
did-you-mean is one of them) makes its errors consequences of the typo, not read."""


def _raise_first(
    found: list[GatewayConfigError], errors: list[GatewayConfigError] | None
) -> NoReturn:
    """Raise the first of one server's errors (in line order), the others appended to
    ``errors`` when given (:func:`_read_server`)."""
    ordered = sorted(found, key=lambda e: (e.line is None, e.line or 0))
    if errors is not None:
        errors.extend(ordered[1:])
        raise ordered[0]
    raise _all_of(ordered)


HINT_NAMES = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
"""The MCP tool annotations a config may state (MCP 2025-06-18 "Tools → Tool
annotations"); ``title`` is no behaviour hint and is not overridden."""

RELAXING_HINTS = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True}
"""The hint values that relax what the gateway's runtime asks or guards (no approval
question for a read-only or non-destructive call, no duplicate guard for an idempotent
one): a config pattern stating one does not apply it to a tool no person reviewed
(:meth:`UpstreamSpec.relaxing_patterns`)."""

ANNOTATIONS_KEY = "tooldeck/gateway-annotations"
"""The served tool's ``_meta`` key recording the annotation hints the gateway's config
stated for it (:meth:`UpstreamSpec.hints_for`), with what the upstream listed:
``{"readOnlyHint": {"config": true, "upstream": null}}`` (null: not stated), plus
``"applied": false``, ``"pattern"`` and ``"why"`` for a hint :func:`with_config_hints`
did not apply. The served ``annotations`` carry the config's applied values; the pin is
the upstream's."""

_HINT_FIELDS = {
    "readOnlyHint": "read_only_hint",
    "destructiveHint": "destructive_hint",
    "idempotentHint": "idempotent_hint",
    "openWorldHint": "open_world_hint",
}


def with_config_hints(
    served: Tool,
    listed: Tool,
    stated: Mapping[str, bool],
    sources: Mapping[str, str] | None = None,
    withhold: Mapping[str, str] | None = None,
) -> Tool:
    """``served`` (the tool as the gateway exposes it) with the config's ``stated`` hints
    (:meth:`UpstreamSpec.hints_for`) as its annotations, recorded with ``listed``'s (the
    upstream's) own values in ``_meta`` under :data:`ANNOTATIONS_KEY` (said, not silent);
    ``served`` itself when nothing is stated. What ``tooldeck gateway`` serves and
    ``tooldeck lint CONFIG`` lints.

    ``sources``: hint → the ``annotations`` pattern that states it
    (:meth:`UpstreamSpec.hint_patterns`). A hint a *pattern*
    (:func:`is_glob`) states that relaxes approval (:data:`RELAXING_HINTS`) is not applied
    when the upstream states the opposite (``readOnlyHint: false``: the server says it
    writes; trial42 MEDIUM) or when ``withhold`` gives a reason for it (a lint error that
    reads the tool as writing): the upstream's value stays, and the record says
    ``"applied": false`` and ``"why"``. A hint under the tool's exact name always applies
    (a person's word about that tool)."""
    if not stated:
        return served
    sources = sources or {}
    withhold = withhold or {}
    fields: dict[str, Any] = {}
    meta: dict[str, Any] = dict(thaw(served.meta)) if served.meta is not None else {}
    record: dict[str, Any] = {}
    for hint, value in stated.items():
        upstream = getattr(listed.annotations, _HINT_FIELDS[hint])
        pattern = sources.get(hint)
        entry: dict[str, Any] = {"config": value, "upstream": upstream}
        why = None
        if pattern is not None and is_glob(pattern) and RELAXING_HINTS.get(hint) is value:
            if upstream is (not value):
                why = f"the upstream states {hint} {json.dumps(upstream)}"
            else:
                why = withhold.get(hint)
        if why is not None:
            entry.update(applied=False, pattern=pattern, why=why)
        else:
            fields[_HINT_FIELDS[hint]] = value
        record[hint] = entry
    meta[ANNOTATIONS_KEY] = record
    annotations = dataclasses.replace(served.annotations, **fields)
    return served.replace(annotations=annotations, meta=meta)


def withheld_hints(tool: Tool) -> dict[str, Mapping[str, Any]]:
    """The config hints :func:`with_config_hints` did not apply to ``tool`` (a served
    tool): hint → its ``_meta`` record (``config``, ``upstream``, ``pattern``, ``why``);
    empty when none."""
    if tool.meta is None:
        return {}
    record = thaw(tool.meta).get(ANNOTATIONS_KEY)
    if not isinstance(record, dict):
        return {}
    return {
        hint: entry
        for hint, entry in record.items()
        if isinstance(entry, dict) and entry.get("applied") is False
    }


def _annotations(
    reader: _Reader, value: Any, path: KeyPath
) -> tuple[tuple[str, Mapping[str, bool]], ...]:
    """``annotations``: an object of tool-name patterns → an object of hints → true/false."""
    example = '{"read_query": {"readOnlyHint": true}, "*": {"openWorldHint": false}}'
    if not isinstance(value, dict):
        raise reader.error(
            path,
            f"must be an object of tool-name patterns (the server's own names, * for all) "
            f"to hints, e.g. {example}; not {_json_type(value)}",
        )
    out: list[tuple[str, Mapping[str, bool]]] = []
    for pattern, hints in value.items():
        where = (*path, str(pattern))
        if not isinstance(hints, dict):
            raise reader.error(
                where,
                f"must be an object of hints to true/false, e.g. {example}; "
                f"not {_json_type(hints)}",
            )
        for hint, stated in hints.items():
            if hint not in HINT_NAMES:
                close = difflib.get_close_matches(str(hint), HINT_NAMES, n=1)
                also = f" (did you mean {close[0]}?)" if close else ""
                raise reader.error(
                    (*where, str(hint)),
                    f"{hint!r} is not a hint the gateway reads{also}: use {', '.join(HINT_NAMES)}",
                )
            if not isinstance(stated, bool):
                raise reader.error(
                    (*where, str(hint)), f"must be true or false, not {_json_type(stated)}"
                )
        out.append((str(pattern), dict(hints)))
    return tuple(out)


def _duplicate_window(reader: _Reader, value: Any, path: KeyPath) -> float:
    """``duplicate_window``: seconds from 0 to :data:`MAX_DUPLICATE_WINDOW_S` (0: the
    duplicate guard is off for the server); the value as JSON writes it in the error."""
    finite = isinstance(value, int | float) and not isinstance(value, bool)
    if not finite or not math.isfinite(value) or value < 0:
        raise reader.error(
            (*path, "duplicate_window"),
            f"must be a number of seconds from 0 to {MAX_DUPLICATE_WINDOW_S:,} (how long a "
            "call of this server's tools that are not idempotent is remembered and an "
            "identical one refused; 0: off; leave it out for 300), not "
            f"{_json_shown(value)}",
        )
    if value > MAX_DUPLICATE_WINDOW_S:
        raise reader.error(
            (*path, "duplicate_window"),
            f"{_json_shown(value)} seconds is over the bound of {MAX_DUPLICATE_WINDOW_S:,} "
            "(one day): give at most 86400, or state the tools' hints with annotations "
            '(e.g. {"read_query": {"readOnlyHint": true}}) for calls that must never be '
            "refused, or 0 to turn the guard off for this server",
        )
    return float(value)


def _json_shown(value: Any) -> str:
    """A config value as JSON writes it, for an error message (``true``, ``null``,
    ``"300"``, ``1e+308``; a list or object by its type: its text may be long)."""
    if isinstance(value, list | dict):
        return _json_type(value)
    return shown_json(value)


def _new_tools(reader: _Reader, value: Any, path: KeyPath) -> NewTools:
    """``new_tools`` (top level or per server): ``pin`` or ``quarantine``."""
    if value not in NEW_TOOLS:
        shown = _json_shown(value)
        raise reader.error(
            (*path, "new_tools"),
            f"must be pin or quarantine, not {shown} (quarantine: a tool the lock does not "
            "know, of a server it pins tools of, waits for `tooldeck gateway approve`)",
        )
    return value  # type: ignore[no-any-return]


def _timeout(reader: _Reader, value: Any, path: KeyPath) -> float:
    """``timeout``: the call timeout of the server's tools, a number of seconds > 0."""
    finite = isinstance(value, int | float) and not isinstance(value, bool)
    if not finite or not math.isfinite(value) or value <= 0:
        raise reader.error(
            (*path, "timeout"),
            f"must be a number of seconds > 0 (the call timeout of this server's tools; "
            f"leave it out for the gateway's --timeout), not {_json_shown(value)}",
        )
    return float(value)


def _transport_server(reader: _Reader, name: str, raw: Any, path: KeyPath) -> UpstreamSpec:
    """The stdio or HTTP server of one entry (keys checked)."""
    declared = raw.get("type")
    transport: str | None = None
    if declared is not None:
        declared = reader.string(declared, (*path, "type"))
        if declared == "sse":
            raise _Skip(
                "type 'sse' is the HTTP+SSE transport of MCP 2024-11-05, replaced by "
                "Streamable HTTP in 2025-03-26; tooldeck speaks stdio and Streamable HTTP",
                (*path, "type"),
            )
        transport = (
            _TYPES.get(declared)
            if reader.kind != "tooldeck"
            else (declared if declared in ("stdio", "http") else None)
        )
        if transport is None:
            allowed = "stdio, http" if reader.kind == "tooldeck" else ", ".join(_TYPES)
            raise reader.error(
                (*path, "type"), f"unknown type {_json_shown(declared)}; one of {allowed}"
            )
    has_command, has_url = "command" in raw, "url" in raw
    if has_command and has_url:
        raise reader.error(path, "give either command (stdio) or url (HTTP), not both")
    if transport is None:
        if not (has_command or has_url):
            raise reader.error(
                path, "a server needs a command (stdio) or a url (Streamable HTTP); neither is set"
            )
        transport = "stdio" if has_command else "http"
    if transport == "stdio":
        return _stdio_server(reader, name, raw, path)
    return _http_server(reader, name, raw, path)


def _prefix(reader: _Reader, raw: Mapping[str, Any], path: KeyPath) -> str | None:
    if "prefix" not in raw:
        return None
    prefix = reader.string(raw["prefix"], (*path, "prefix"))
    if prefix and not _VALID_PART.fullmatch(prefix):
        raise reader.error(
            (*path, "prefix"),
            f"{prefix!r} may hold only letters, digits, '_' and '-' (exposed names must be "
            "valid for every provider)",
        )
    return prefix


def _stdio_server(
    reader: _Reader, name: str, raw: Mapping[str, Any], path: KeyPath
) -> UpstreamSpec:
    for key in ("url", "headers"):
        if key in raw:
            raise reader.error(
                (*path, key), f"{key} is for HTTP servers; a stdio server has a command"
            )
    if "command" not in raw:
        raise reader.error(path, "a stdio server needs a command; none is set")
    command = reader.expand(reader.string(raw["command"], (*path, "command")), (*path, "command"))
    if not command.strip():
        raise reader.error((*path, "command"), "is empty; give the program that starts the server")
    args = reader.strings(raw.get("args", []), (*path, "args"))
    args = tuple(reader.expand(a, (*path, "args", i)) for i, a in enumerate(args))
    env = reader.string_map(raw.get("env", {}), (*path, "env"))
    for k, v in env.items():
        reader.note_literal_references(v, (*path, "env", k))
    env = {k: reader.expand(v, (*path, "env", k)) for k, v in env.items()}
    cwd = None
    if "cwd" in raw:
        cwd_text = reader.expand(reader.string(raw["cwd"], (*path, "cwd")), (*path, "cwd"))
        cwd = str(reader.file.parent / cwd_text) if not Path(cwd_text).is_absolute() else cwd_text
        if not Path(cwd).is_dir():  # else the start fails as "command not found"
            what = "is not a folder" if Path(cwd).exists() else "no such folder"
            # left out like a server whose variable is unset: the others still run
            raise _Skip(
                f"{what}: {cwd}; give the folder the server runs in (relative to "
                "the config's folder) or leave cwd out",
                (*path, "cwd"),
                short=f"cwd {what}: {cwd}",
            )
    return UpstreamSpec(
        name=name,
        transport="stdio",
        command=command,
        args=args,
        env=env,
        cwd=cwd,
        prefix=_prefix(reader, raw, path),
        origin=reader.where(path),
        inherit_env=_inherit_env(reader, raw, (*path, "inherit_env")),
    )


def _inherit_env(reader: _Reader, raw: Mapping[str, Any], path: KeyPath) -> bool | tuple[str, ...]:
    """``inherit_env``: true, false, or a list of environment variable names."""
    if "inherit_env" not in raw:
        return False
    value = raw["inherit_env"]
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ("true", "false"):  # a quoted boolean: the boolean, not a list of it
            fix = f"write the boolean without quotes: {word}"
        elif not value.strip():
            fix = 'remove the key (the default set) or write a list: ["GITHUB_TOKEN"]'
        else:  # "A, B" or "A B": one name each
            parts = [n for n in re.split(r"[\s,;]+", value) if n]
            fix = f"write a list: [{', '.join(json.dumps(n) for n in parts)}]"
        raise reader.error(
            path, f"must be true, false or a list of variable names, not a string; {fix}"
        )
    if not isinstance(value, list):
        raise reader.error(
            path,
            "must be true (the whole environment), false (the default set) or a list of "
            f"variable names, not {_json_type(value)}",
        )
    names: list[str] = []
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise reader.error(
                (*path, i),
                f"must be a variable name (a string), not {_json_type(item)}",
            )
        if not item or "=" in item or "\0" in item or any(c.isspace() for c in item):
            raise reader.error(
                (*path, i),
                f"{item!r} is not an environment variable name (no '=', spaces or empty "
                "names), e.g. GITHUB_TOKEN",
            )
        if is_glob(item):
            raise reader.error(
                (*path, i),
                f"{item!r}: patterns are not read here; list each variable by its full name",
            )
        if item not in names:
            names.append(item)
    return tuple(names)


def _http_server(reader: _Reader, name: str, raw: Mapping[str, Any], path: KeyPath) -> UpstreamSpec:
    for key in ("command", "args", "env", "inherit_env", "cwd"):
        if key in raw:
            raise reader.error(
                (*path, key), f"{key} is for stdio servers; an HTTP server has a url"
            )
    if "url" not in raw:
        raise reader.error(path, "an HTTP server needs a url; none is set")
    url = reader.expand(reader.string(raw["url"], (*path, "url")), (*path, "url"))
    problem = _url_problem(url)
    if problem is not None:
        raise reader.error((*path, "url"), f"{url!r} {problem}")
    headers = reader.string_map(raw.get("headers", {}), (*path, "headers"))
    for k, v in headers.items():
        reader.note_literal_references(v, (*path, "headers", k))
    headers = {k: reader.expand(v, (*path, "headers", k)) for k, v in headers.items()}
    return UpstreamSpec(
        name=name,
        transport="http",
        url=url,
        headers=headers,
        prefix=_prefix(reader, raw, path),
        origin=reader.where(path),
    )


def _parse(path: Path) -> tuple[Any, str]:
    from tooldeck.formats.sources import parse_text, read_file_text, refuse_empty

    text = read_file_text(path, "gateway config")
    refuse_empty(text, path)  # as a deck file: not "invalid JSON: Expecting value"
    if path.suffix.lower() == ".toml":
        try:
            return tomllib.loads(text), text
        except tomllib.TOMLDecodeError as exc:
            raise ParseError(str(path), f"invalid TOML: {exc}") from None
    if path.suffix.lower() == ".json":
        stripped = strip_jsonc(text)
        if stripped is not None:
            text = stripped  # JSONC (VS Code's mcp.json): comments and trailing commas
    try:
        return parse_text(text, path), text
    except ParseError as exc:
        if exc.line is None and "duplicate key" in str(exc):
            line = json_duplicate_line(text)  # strict JSON names the key, not its line
            if line is not None:
                message = str(exc).split(": ", 1)[1]
                raise ParseError(str(path), message, line=line) from None
        raise


def _kind(data: Any, reader_file: Path) -> Kind:
    if isinstance(data, dict):
        if "upstreams" in data:
            return "tooldeck"
        if "mcpServers" in data:
            return "mcpServers"
        if "servers" in data:
            return "servers"
    raise GatewayConfigError(
        str(reader_file),
        "",
        "not a gateway or MCP client config: expected a top-level 'upstreams' (tooldeck "
        "gateway config), 'mcpServers' (Claude Desktop, Cursor, Claude Code .mcp.json) or "
        "'servers' (VS Code .vscode/mcp.json)",
    )


def _options(reader: _Reader, data: Mapping[str, Any]) -> dict[str, Any]:
    """The gateway options of a tooldeck config (client configs have none)."""
    reader.check_keys(data, _TOP_KEYS, ())
    out: dict[str, Any] = {}
    if "separator" in data:
        sep = reader.string(data["separator"], ("separator",))
        if not _VALID_PART.fullmatch(sep) or len(sep) > 8:
            raise reader.error(
                ("separator",),
                f"{sep!r}: use 1-8 letters, digits, '_' or '-' (exposed names must be valid "
                "for every provider: [A-Za-z0-9_-], at most 64 characters)",
            )
        out["separator"] = sep
    for key, allowed in (
        ("namespacing", ("always", "on-collision")),
        ("mode", ("full", "search", "search-load")),
    ):
        if key in data:
            value = reader.string(data[key], (key,))
            if value not in allowed:
                raise reader.error(
                    (key,), f"{_json_shown(value)} is not one of {', '.join(allowed)}"
                )
            out[key] = value
    if "resident" in data:
        out["resident"] = reader.strings(data["resident"], ("resident",))
        out["resident_at"] = tuple(
            f"{reader.where(('resident', i))}: {_key_text(('resident', i))}"
            for i in range(len(out["resident"]))
        )
    if "resident_read_only" in data:
        value = data["resident_read_only"]
        if not isinstance(value, bool):
            raise reader.error(
                ("resident_read_only",),
                f"must be true or false, not {_json_type(value)}",
            )
        out["resident_read_only"] = value
    if "new_tools" in data:
        out["new_tools"] = _new_tools(reader, data["new_tools"], ())
    if "lock" in data:
        lock = Path(reader.string(data["lock"], ("lock",)))
        lock = lock if lock.is_absolute() else reader.file.parent / lock
        _check_lock_path(reader, lock)
        out["lock"] = lock
        out["lock_origin"] = f"{reader.where(('lock',))}: lock"
    return out


def _check_lock_path(reader: _Reader, lock: Path) -> None:
    """Refuse at load a ``lock`` the gateway could never write: a folder, or a path
    through a file. Missing folders are fine (created when the lock is first written)."""
    if lock.is_dir():
        raise reader.error(("lock",), f"{lock} is a folder; name the lock file in it")
    for parent in lock.parents:
        if parent.exists():
            if not parent.is_dir():
                raise reader.error(
                    ("lock",), f"{parent} is a file, not a folder; give a lock path in a folder"
                )
            return


GATEWAY_CHAIN_ENV = "TOOLDECK_GATEWAY_CHAIN"
"""The variable each stdio server of a config file is started with: a JSON list of the
resolved paths of the configs whose tooldeck processes started it, outermost first
(:meth:`UpstreamSpec.process_env`)."""

GATEWAY_SERVER_ENV = "TOOLDECK_GATEWAY_SERVER"
"""The variable naming, to each stdio server tooldeck starts from a config file, its own
server name in that config (named by :func:`refuse_nested_config`)."""


def gateway_chain() -> list[str]:
    """The configs of the tooldeck processes that started this one (:data:`GATEWAY_CHAIN_ENV`;
    empty when unset or not a JSON list of strings)."""
    try:
        chain = json.loads(os.environ.get(GATEWAY_CHAIN_ENV, "[]"))
    except ValueError:
        return []
    return [c for c in chain if isinstance(c, str)] if isinstance(chain, list) else []


def refuse_nested_config(path: str | Path) -> None:
    """Refuse to read the config ``path`` in a process that a tooldeck reading the same
    config started (it is in :data:`GATEWAY_CHAIN_ENV`): the config lists the gateway
    itself, directly or through another config, and every start would start one more,
    without end (trial35 H1: gateways kept multiplying after the dry run had exited).

    Raises:
        GatewayConfigError: naming the config, the server of it that started this process
            (:data:`GATEWAY_SERVER_ENV`), the chain, and the fix.
    """
    mine = os.path.realpath(path)
    chain = gateway_chain()
    if mine not in chain:
        return
    server = os.environ.get(GATEWAY_SERVER_ENV) or "?"
    others = chain[chain.index(mine) + 1 :]  # a loop through other configs: said
    via = f" (through {' → '.join(others)})" if others else ""
    raise GatewayConfigError(
        str(path),
        "",
        f"not started: this is server `{server}` of a tooldeck gateway (or --dry-run, lock, "
        f"lint) reading this same config{via}, {_NESTED_REFUSAL}; remove server "
        f"`{server}` from the config that lists it (a gateway config "
        "lists the servers behind the gateway, never the gateway itself)",
    )


def load_gateway_config(path: str | Path, *, routing: bool = True) -> GatewayConfig:
    """Read a gateway config, an ``mcpServers`` client config or a VS Code ``servers`` config.

    The kind is told by the top-level key: ``upstreams`` (tooldeck; ``.yaml``, ``.toml`` or
    ``.json``), ``mcpServers`` (Claude Desktop, Cursor, Claude Code), ``servers`` (VS Code;
    its ``inputs`` list is allowed). Other top-level keys of a client config (Claude
    Desktop's ``preferences`` …) belong to the client and are not read.

    ``routing``: the config will route calls by exposed name (the gateway, its lock,
    ``approve``): a server prefix holding the name separator is refused. False (a config
    read as a deck: ``lint``, ``show``, ``cost``…): it is a warning instead.

    Returns:
        The config; its ``warnings`` name each server left out (disabled, an unset
        variable, ``${input:…}``, ``envFile``, type ``sse``) with file and line.

    Raises:
        SourceError: unreadable file (missing, not a regular file, over the size limit).
        ParseError: not valid JSON/YAML/TOML, a repeated key (duplicate server names
            included), over a parsing bound — with file and line.
        GatewayConfigError: unknown keys (with a did-you-mean), a server without command
            or url, both, a bad URL, a value of the wrong type, an invalid separator or
            prefix, two servers with one prefix — naming the file, the line and the key;
            or this process was started by a server of this same config
            (:func:`refuse_nested_config`: the config lists the gateway itself).
    """
    file = Path(path)
    refuse_nested_config(file)
    data, text = _parse(file)
    kind = _kind(data, file)
    reader = _Reader(file, kind, key_lines(text, file.suffix))
    top = {"tooldeck": "upstreams", "mcpServers": "mcpServers", "servers": "servers"}[kind]
    # trial35 L6: each part read on its own (the top-level options, each server), so one
    # load reports the first error of every part at once, in line order
    errors: list[GatewayConfigError] = []
    options: dict[str, Any] = {}
    try:
        options = _options(reader, data) if kind == "tooldeck" else {}
    except GatewayConfigError as exc:
        errors.append(exc)
    if kind != "tooldeck" and "new_tools" in data:  # tooldeck's key, where nothing reads it
        errors.append(
            reader.error(
                ("new_tools",),
                f"not read at the top level of a client config ({top}): a client config has "
                f"no gateway options; write new_tools in each server ({top}.NAME.new_tools), "
                "or pass --new-tools to the gateway, --dry-run and approve",
            )
        )
    servers = data[top]
    if not isinstance(servers, dict):
        errors.append(
            reader.error(
                (top,),
                f"must be an object of servers by name, not {_json_type(servers)}",
            )
        )
        raise _all_of(errors)
    upstreams: list[UpstreamSpec] = []
    left_out: list[tuple[str, str]] = []
    left_out_servers: list[LeftOut] = []
    for name, raw in servers.items():
        before = len(errors)  # a server's first error goes before its others (same line)
        try:
            upstreams.append(_read_server(reader, str(name), raw, (top, str(name)), errors))
        except _Skip as skip:
            where, key = reader.where(skip.path), _key_text(skip.path)
            line = f"{where}: server {name!r} left out: {key}: {skip}"
            left_out.append((str(name), line))
            prefix = raw.get("prefix") if kind == "tooldeck" and isinstance(raw, dict) else None
            prefix = prefix if isinstance(prefix, str) else str(name)
            left_out_servers.append(LeftOut(str(name), prefix, skip.short, line, skip.disabled))
        except GatewayConfigError as exc:
            errors.insert(before, exc)
    if errors:
        raise _all_of(errors)
    said: list[str] | None = None if routing else []
    _check_prefixes(reader, upstreams, top, options.get("separator", "__"), said)
    lock = options.pop("lock", None) or file.with_name(file.name + ".lock")
    here = os.path.realpath(file)  # marks the servers it starts (process_env)
    return GatewayConfig(
        notes=tuple(reader.notes),
        upstreams=tuple(dataclasses.replace(u, config_file=here) for u in upstreams),
        lock=lock,
        path=file,
        warnings=(*(why for _, why in left_out), *(said or ())),
        left_out=tuple(left_out),
        left_out_servers=tuple(left_out_servers),
        **options,
    )


ERRORS_SHOWN = 10
"""Most errors of one config load named one by one (then a count)."""


def _all_of(errors: Sequence[GatewayConfigError]) -> GatewayConfigError:
    """One error for the errors of one load: the first in line order (its path, key and
    line are the error's attributes), then each other one on its own line, ``  also:
    FILE:LINE: key: message``, at most :data:`ERRORS_SHOWN` in all, then a count. A single
    error is returned as it is."""
    ordered = sorted(errors, key=lambda e: (e.line is None, e.line or 0))
    first = ordered[0]
    if len(ordered) == 1:
        return first
    loc = first.path if first.line is None else f"{first.path}:{first.line}"
    head = f"{loc}: {first.key}: " if first.key else f"{loc}: "
    message = str(first).removeprefix(head)
    shown = ordered[1:ERRORS_SHOWN]
    more = len(ordered) - 1 - len(shown)
    message += "".join(f"\n  also: {e}" for e in shown)
    if more:
        message += f"\n  … and {more} more {'error' if more == 1 else 'errors'}"
    return GatewayConfigError(first.path, first.key, message, line=first.line)


def _check_prefixes(
    reader: _Reader,
    upstreams: Sequence[UpstreamSpec],
    top: str,
    separator: str,
    warnings: list[str] | None = None,
) -> None:
    """Refuse two servers with one prefix, and a prefix that holds the separator.

    Exposed names are ``PREFIX + separator + TOOL`` (the prefix defaults to the server's
    name), read back at the first separator (a call's server, ``gateway approve NAME``).
    A prefix that contains the separator, or ends so that it runs into it (``a_`` before
    ``__``: ``a___x``), makes that reading ambiguous: server ``a__b``'s ``get_time`` and
    server ``a``'s ``b__get_time`` would both be ``a__b__get_time`` (trial35 L12).

    ``warnings``: where a separator in a prefix is said instead of refused — a config
    read as a deck (``lint``, ``show``, ``cost``: :func:`load_gateway_config` with
    ``routing=False``), which routes no call by name (trial36b N2: a Claude Desktop
    config someone only wants to lint could not be read at all)."""
    seen: dict[str, str] = {}
    for spec in upstreams:
        prefix = spec.name if spec.prefix is None else spec.prefix
        if prefix == "":
            continue
        if (prefix + separator).find(separator) != len(prefix):
            key = (top, spec.name, "prefix") if spec.prefix is not None else (top, spec.name)
            what = "prefix" if spec.prefix is not None else "name (its default prefix)"
            fix = (
                f"give it a prefix without it (prefix: {_suggest_prefix(prefix, separator)!r}) "
                "or rename the server"
                if reader.kind == "tooldeck"
                else f"rename the server (e.g. {_suggest_prefix(prefix, separator)!r}); a "
                "client config has no per-server prefix"
            )
            error = reader.error(
                key,
                f"the server's {what} {prefix!r} holds the name separator {separator!r} "
                f"(or runs into it), so an exposed name such as "
                f"'{prefix}{separator}TOOL' cannot be told apart from another server's: "
                f"{fix}",
            )
            if warnings is None:
                raise error
            warnings.append(
                f"{error}; read here all the same (reading a config as a deck routes no "
                "call by name), but tooldeck gateway refuses to start with it"
            )
        if prefix in seen:
            raise reader.error(
                (top, spec.name, "prefix") if spec.prefix is not None else (top, spec.name),
                f"servers {seen[prefix]!r} and {spec.name!r} both use the prefix {prefix!r}; "
                "give one of them another prefix",
            )
        seen[prefix] = spec.name


def _suggest_prefix(prefix: str, separator: str) -> str:
    """``prefix`` with each run of the separator's characters cut to one ``-`` or ``_``
    that the separator does not use (``a__b`` → ``a-b`` for ``__``), trimmed at the end."""
    other = "-" if "-" not in separator else "_"
    out = prefix
    while separator in out:
        out = out.replace(separator, other)
    return out.rstrip(separator[0]) or other


def mask_values(texts: Sequence[str], values: Sequence[str]) -> tuple[list[str], int]:
    """Each of ``texts`` with each of ``values`` (longest first) replaced by ``***`` in
    the forms :meth:`UpstreamSpec.masked` names (each text masked on its own: a text's
    start is where a cut tail may begin), and how many distinct values were found in any.
    """
    found: set[str] = set()
    out: list[str] = []
    for text in texts:
        for value in values:
            before = text
            for form in _quoted_forms(value):
                text = text.replace(form, "***")
                text = _mask_cut(text, form)
            if text != before:
                found.add(value)
        out.append(text)
    return out, len(found)


def _quoted_forms(value: str) -> tuple[str, ...]:
    """``value`` as written, as ``repr`` escapes it and as JSON escapes it (ASCII and not),
    longest first, each once."""
    forms = {value, repr(value)[1:-1], json.dumps(value)[1:-1]}
    forms.add(json.dumps(value, ensure_ascii=False)[1:-1])
    return tuple(sorted(forms, key=lambda f: (-len(f), f)))


def _mask_cut(text: str, value: str) -> str:
    """``text`` with a piece of ``value`` that a cut left masked: its longest prefix (4+
    characters) right before ``…`` or a closing quote and ``…`` (a quote cut at its
    length); its longest suffix (4+ characters) at the start of ``text`` (a tail cut at
    its length)."""
    for k in range(len(value) - 1, MIN_MASKED_CHARS - 1, -1):
        head = value[:k]
        found = re.search(re.escape(head) + r"(?=['\"]?…)", text)
        if found is not None:
            text = text[: found.start()] + "***" + text[found.end() :]
            break
    for k in range(len(value) - 1, MIN_MASKED_CHARS - 1, -1):
        if text.startswith(value[-k:]):
            text = "***" + text[k:]
            break
    return text
