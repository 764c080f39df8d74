"""Shared set-up of the gateway tests: upstream specs for tests/gateway/upstream_app.py."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec

APP = str(Path(__file__).parent / "gateway" / "upstream_app.py")


def stdio(name: str, *flags: str, **env: str) -> UpstreamSpec:
    """An upstream_app.py upstream over stdio named ``name`` (echo answers ``name:text``)."""
    return UpstreamSpec(
        name,
        "stdio",
        command=sys.executable,
        args=(APP, *flags),
        env={"UPSTREAM_NAME": name, **env},
    )


def config(*upstreams: UpstreamSpec, **options: Any) -> GatewayConfig:
    """A gateway config of ``upstreams`` (``server__tool`` names)."""
    return GatewayConfig(upstreams=tuple(upstreams), **options)
