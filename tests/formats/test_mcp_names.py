"""expose: namespaced, provider-valid, stable exposed names; collisions reported.

Expected hashes are computed here with hashlib (FIPS 180-4 SHA-256), independently of the
module's code path: shorten(name) = name with invalid characters as '_', cut to 55, '_' +
the first 8 hex digits of sha256(name)."""

from __future__ import annotations

import hashlib
import re

from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec
from tooldeck.formats.mcp_names import Collision, expose, is_provider_valid

VALID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")  # OpenAI's function-name pattern


def cfg(*names: str, prefixes: dict[str, str] | None = None, **options: object) -> GatewayConfig:
    prefixes = prefixes or {}
    ups = tuple(UpstreamSpec(n, "stdio", command="x", prefix=prefixes.get(n)) for n in names)
    return GatewayConfig(upstreams=ups, **options)  # type: ignore[arg-type]


def h8(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:8]


def test_default_server__tool_and_collision_report() -> None:
    names = expose({"git": ["status", "log"], "fs": ["read", "status"]}, cfg("git", "fs"))
    assert dict(names.exposed) == {
        "git__status": ("git", "status"),
        "git__log": ("git", "log"),
        "fs__read": ("fs", "read"),
        "fs__status": ("fs", "status"),
    }
    assert names.collisions == (Collision("status", ("git", "fs")),)
    assert names.shortened == {}


def test_config_order_not_listing_order() -> None:
    names = expose({"b": ["t"], "a": ["u"]}, cfg("a", "b"))
    assert list(names.exposed) == ["a__u", "b__t"]


def test_on_collision_prefixes_only_shared_names_with_separator_and_prefix() -> None:
    config = cfg("git", "fs", prefixes={"fs": "files"}, namespacing="on-collision", separator="-")
    names = expose({"git": ["status", "log"], "fs": ["read", "status"]}, config)
    assert dict(names.exposed) == {
        "git-status": ("git", "status"),
        "log": ("git", "log"),
        "read": ("fs", "read"),
        "files-status": ("fs", "status"),
    }


def test_long_and_invalid_names_are_shortened_stably() -> None:
    long_tool = "x" * 70
    names = expose({"my server": ["get.item"], "s": [long_tool]}, cfg("my server", "s"))
    spaced = "my server__get.item"
    longname = f"s__{long_tool}"
    expected_a = f"my_server__get_item_{h8(spaced)}"
    expected_b = f"{longname[:55]}_{h8(longname)}"
    assert dict(names.exposed) == {
        expected_a: ("my server", "get.item"),
        expected_b: ("s", long_tool),
    }
    assert names.shortened == {expected_a: spaced, expected_b: longname}
    assert all(VALID.match(n) for n in names.exposed)
    assert len(expected_b) == 64
    # stable: a second run gives the same names
    again = expose({"my server": ["get.item"], "s": [long_tool]}, cfg("my server", "s"))
    assert again == names


def test_a_name_produced_twice_is_reported_and_both_stay_reachable() -> None:
    # upstream a has no prefix and lists "b__t"; upstream b lists "t" → both "b__t"; the
    # namespaced one (b's) keeps it although a comes first: a look-alike never takes over
    # another upstream's namespaced name (or an --approve given to it)
    names = expose({"a": ["b__t"], "b": ["t"]}, cfg("a", "b", prefixes={"a": ""}))
    assert names.exposed["b__t"] == ("b", "t")
    second = f"b__t_{h8('a' + chr(0) + 'b__t')}"
    assert names.exposed[second] == ("a", "b__t")
    assert list(names.exposed) == [second, "b__t"]  # still listed in config order
    assert Collision("b__t", ("a", "b")) in names.collisions


def test_128_tools_all_valid_and_unique() -> None:
    listings = {f"server{i}": [f"tool_{j}.v2" for j in range(16)] for i in range(8)}
    names = expose(listings, cfg(*listings))
    assert len(names.exposed) == 128
    assert all(is_provider_valid(n) for n in names.exposed)
    assert len(names.collisions) == 16  # each tool name is offered by all 8 servers


def test_every_merged_tool_keeps_its_server_and_own_name_however_exposed() -> None:
    """break25 H1: a tool exposed under its own name (empty prefix), one shortened with a
    hash and a prefixed one all carry ``Deck.origin`` (server, the server's own name) —
    what the gateway pins them under — while only the prefixed one is ``namespaced``;
    a subset keeps the record. Exposed names by hand from expose's rules (h8 above)."""
    from tooldeck.formats.mcp_servers import merge_listings
    from tooldeck.tool import Tool

    tools = {
        "rug": [Tool("add", "Adds."), Tool("get.user", "Gets.")],
        "two": [Tool("add", "Adds.")],
    }
    deck, _ = merge_listings(tools, cfg("rug", "two", prefixes={"rug": ""}))
    assert deck.names == ("add", f"get_user_{h8('get.user')}", "two__add")
    assert [deck.origin(n) for n in deck.names] == [
        ("rug", "add"),
        ("rug", "get.user"),
        ("two", "add"),
    ]
    assert [deck.namespaced(n) is not None for n in deck.names] == [False, False, True]
    assert deck.subset(["add"]).origin("add") == ("rug", "add")
