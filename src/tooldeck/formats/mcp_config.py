"""Gateway configs and the MCP client configs people already have, read as upstream lists.

Three file shapes describe a set of MCP servers (issue 14):

* tooldeck's gateway config (YAML, TOML or JSON): ``upstreams`` plus gateway options;
* the ``mcpServers`` object of Claude Desktop, Cursor and Claude Code (``.mcp.json``);
* VS Code's ``servers`` object (``.vscode/mcp.json``).

All three become one :class:`GatewayConfig` of :class:`UpstreamSpec` values. Errors name
the file, the line and the key (:class:`~tooldeck.errors.SourceError`).

Status: the value shapes are fixed here; :func:`load_gateway_config` is being written.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

__all__ = ["GatewayConfig", "UpstreamSpec", "load_gateway_config"]

Transport = Literal["stdio", "http"]
Namespacing = Literal["always", "on-collision"]
Mode = Literal["full", "search", "search-load"]


@dataclasses.dataclass(frozen=True)
class UpstreamSpec:
    """One upstream MCP server.

    Attributes:
        name: the server's name in the config (unique; the default namespace prefix).
        transport: ``"stdio"`` (``command`` + ``args``) or ``"http"`` (Streamable HTTP ``url``).
        command: the program to start (stdio).
        args: its arguments (stdio).
        env: variables added to its environment (stdio; values are secrets: never logged).
        cwd: its working directory (stdio; relative to the config file's folder).
        url: the endpoint (http).
        headers: HTTP headers (http; values are secrets: never logged).
        prefix: the namespace prefix of its tools (default: ``name``).
        origin: where it was declared, ``"FILE:LINE"`` (for messages).
    """

    name: str
    transport: Transport
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = dataclasses.field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = dataclasses.field(default_factory=dict)
    prefix: str | None = None
    origin: str = ""


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
        lock: the lock file pinning approved definitions (default: beside the config).
        path: the file the config was read from (None when built in Python).
    """

    upstreams: tuple[UpstreamSpec, ...]
    separator: str = "__"
    namespacing: Namespacing = "always"
    mode: Mode = "full"
    resident: tuple[str, ...] = ()
    lock: Path | None = None
    path: Path | None = None


def load_gateway_config(path: str | Path) -> GatewayConfig:
    """Read a gateway config, an ``mcpServers`` client config or a VS Code ``servers`` config.

    Raises:
        SourceError: unreadable file, unknown keys, a server without command/url, a bad
            URL, duplicate server names — naming the file, the line and the key.
    """
    raise NotImplementedError("being written (issue 14)")
