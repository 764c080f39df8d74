"""build_catalog: listings → Catalog under exposed names, states from the pin check."""

from __future__ import annotations

from collections.abc import Sequence

from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec
from tooldeck.gateway.catalog import build_catalog
from tooldeck.tool import Tool

CONFIG = GatewayConfig(
    upstreams=(UpstreamSpec("git", "stdio", command="g"), UpstreamSpec("fs", "stdio", command="f"))
)
LISTINGS = {
    "fs": [Tool("read", "Read a file."), Tool("status", "Disk status.")],
    "git": [Tool("status", "Working tree status.")],
}


class QuarantineStatus:
    def check(self, upstream: str, tool: Tool) -> str | None:
        return "changed: /description" if tool.name == "status" and upstream == "fs" else None

    def built(self, listed: Sequence[str] = ()) -> None:
        self.done = True

    def listing(self, listings: object, deck: object = None) -> None:
        pass


def test_entries_renamed_in_config_order() -> None:
    catalog = build_catalog(LISTINGS, CONFIG)
    assert [e.exposed for e in catalog.entries] == ["git__status", "fs__read", "fs__status"]
    entry = catalog.lookup("fs__status")
    assert entry is not None
    assert (entry.upstream, entry.original, entry.tool.name) == ("fs", "status", "fs__status")
    assert entry.tool.description == "Disk status."  # otherwise unchanged
    assert catalog.active().names == ("git__status", "fs__read", "fs__status")


def test_pin_check_quarantines() -> None:
    pins = QuarantineStatus()
    catalog = build_catalog(LISTINGS, CONFIG, pins, version=3)
    assert pins.done  # told once the catalogue is built
    assert catalog.version == 3
    (held,) = catalog.quarantined()
    assert held.exposed == "fs__status" and held.reason == "changed: /description"
    assert "fs__status" not in catalog.active().names
    assert [e.exposed for e in catalog.of_upstream("fs")] == ["fs__read", "fs__status"]
