"""The hash a person approves reads sets as the pins do (trial37b M2, session 38).

Session 37 made the gateway's pins read JSON Schema ``enum`` / ``required`` / ``type``
arrays as sets, but the SHA-256 that ``tooldeck gateway --dry-run`` prints and
``gateway approve TOOL@SHA256`` checks was still taken over the listing as written. A
server that lists a set in a new order at each start (a Python ``set``, whose order
follows the per-process hash seed) and makes one real change could then almost never be
approved by hash (1 chance in 120 for five values): the refusal said the server changed
the definition since the review, which by the gateway's own reading it had not. And the
added value's pointer moved with the order (``/enum/0`` at one start, ``/enum/3`` at the
next).

Now the hash is over the set-normalised definition (:func:`tooldeck.lint.lock.set_normalised`,
the reading of :func:`tooldeck.lint.lock.field_changes`), a set's change is at its index
in sorted order, and a version 1 lock (hashes as written) is still read. Checked through
the gateway with a real upstream (the ``mcp`` SDK's stdio server of
tests/mcp_servers/listed_server.py, whose listing file is rewritten between two "starts")
and the SDK's client in both protocol eras.

Before this change: ``approve`` refused with "the definition listed now is not the one
reviewed", the two dry runs' pointers were ``…/enum/0`` and ``…/enum/3``, and a version 1
lock written by hand was refused by the version check.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.measure import dry_run
from tooldeck.gateway.pinning import approve
from tooldeck.jsonvalue import canonical_json
from tooldeck.lint.lock import read_lock, written_hash

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")


def _convert(units: list[str], required: list[str]) -> Any:
    return {
        "name": "convert",
        "description": "Convert a length between units.",
        "inputSchema": {
            "type": "object",
            "properties": {"value": {"type": "number"}, "unit": {"type": "string", "enum": units}},
            "required": required,
        },
        "annotations": {"readOnlyHint": True},
    }


PINNED = _convert(["m", "km", "ft", "mi"], ["value", "unit"])
# one real change (yd added), listed in another order at each of two starts
START_1 = _convert(["yd", "mi", "m", "ft", "km"], ["unit", "value"])
START_2 = _convert(["ft", "km", "m", "mi", "yd"], ["value", "unit"])


def _setup(tmp_path: Path, tool: Any) -> tuple[Path, Path]:
    listing = tmp_path / "conv.json"
    listing.write_text(json.dumps([tool]), encoding="utf-8")
    config = tmp_path / "gw.json"
    spec = {"command": sys.executable, "args": [SERVER, str(listing)]}
    config.write_text(json.dumps({"mcpServers": {"conv": spec}}), encoding="utf-8")
    return config, listing


async def _served(config: Path, tmp_path: Path, mode: str) -> tuple[list[str], Any]:
    async with (
        Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway,
        mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
    ):
        names = [t.name for t in (await client.list_tools()).tools]
        called = await client.call_tool("conv__convert", {"value": 1, "unit": "yd"})
    return names, called


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_the_reviewed_hash_approves_the_change_listed_in_another_order(
    tmp_path: Path, mode: str
) -> None:
    config, listing = _setup(tmp_path, PINNED)
    lock = tmp_path / "gw.json.lock"
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass  # first sight pins PINNED
        listing.write_text(json.dumps([START_1]), encoding="utf-8")
        first = (await dry_run(load_gateway_config(config))).upstreams[0]
        listing.write_text(json.dumps([START_2]), encoding="utf-8")  # the next start
        second = (await dry_run(load_gateway_config(config))).upstreams[0]
        sha = first.hashes["conv__convert"]
        # the two listings differ as written, so the old hash could not match
        assert written_hash(START_1) != written_hash(START_2)
        assert second.hashes["conv__convert"] == sha
        # the added value has one pointer at both starts: its index in sorted order
        # (by hand: ft, km, m, mi, yd → 4)
        for run in (first, second):
            (change,) = run.changes["conv__convert"]
            assert (change.pointer, change.kind, change.new) == (
                "/inputSchema/properties/unit/enum/4",
                "added",
                "yd",
            )
        done = await approve(load_gateway_config(config), [f"conv__convert@{sha}"])
        assert [name for name, _ in done.approved] == ["conv__convert"]
        names, called = await _served(config, tmp_path, mode)
    assert names == ["conv__convert"]
    assert not called.is_error, called
    (entry,) = read_lock(lock).tools
    assert entry.sha256 == sha and entry.definition == START_2  # stored as listed
    assert json.loads(lock.read_text(encoding="utf-8"))["lockVersion"] == 2


async def test_a_hash_of_another_definition_is_still_refused(tmp_path: Path) -> None:
    from tooldeck.errors import PinningError

    config, listing = _setup(tmp_path, PINNED)
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass
        listing.write_text(json.dumps([START_1]), encoding="utf-8")
        sha = (await dry_run(load_gateway_config(config))).upstreams[0].hashes["conv__convert"]
        changed = _convert(["yd", "mi", "m", "ft", "km", "nmi"], ["unit", "value"])
        listing.write_text(json.dumps([changed]), encoding="utf-8")
        with pytest.raises(PinningError, match="not the one reviewed"):
            await approve(load_gateway_config(config), [f"conv__convert@{sha}"])


async def test_the_hash_of_the_exact_listing_is_accepted_too(tmp_path: Path) -> None:
    """A hash printed before session 38 (of the listing as written) still names this
    definition when the server lists it in that order."""
    config, listing = _setup(tmp_path, PINNED)
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass
        listing.write_text(json.dumps([START_1]), encoding="utf-8")
        exact = f"conv__convert@{written_hash(START_1)}"
        done = await approve(load_gateway_config(config), [exact])
    assert [name for name, _ in done.approved] == ["conv__convert"]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_version_1_lock_is_read_and_kept(tmp_path: Path, mode: str) -> None:
    """A lock written before session 38 (lockVersion 1, each sha256 over the definition
    as written; here written by hand with hashlib's reference over canonical JSON) pins
    as before: the same definition is served, a reordered one too, and nothing is
    rewritten while nothing is pinned."""
    import hashlib

    config, listing = _setup(tmp_path, PINNED)
    lock = tmp_path / "gw.json.lock"
    text = json.dumps(PINNED, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    old_sha = hashlib.sha256(text.encode("utf-8")).hexdigest()
    entry = {"name": "conv/convert", "sha256": old_sha, "definition": PINNED}
    body = json.dumps({"lockVersion": 1, "source": "gw.json", "hash": "sha256", "tools": [entry]})
    lock.write_text(body, encoding="utf-8")
    # the version 1 hash is not the version 2 one (required is listed unsorted)
    assert canonical_json(PINNED) == text
    (read,) = read_lock(lock).tools
    assert read.sha256 != old_sha and read.definition == PINNED
    with anyio.fail_after(120):
        listing.write_text(
            json.dumps([_convert(["mi", "ft", "km", "m"], ["unit", "value"])]), encoding="utf-8"
        )
        async with (
            Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            names = [t.name for t in (await client.list_tools()).tools]
    assert names == ["conv__convert"]
    assert lock.read_text(encoding="utf-8") == body  # read, not rewritten
    # edited by hand: refused under the version it claims
    entry["definition"] = _convert(["m", "km", "ft"], ["value", "unit"])
    lock.write_text(json.dumps({"lockVersion": 1, "tools": [entry]}), encoding="utf-8")
    from tooldeck.errors import LockFileError

    with pytest.raises(LockFileError, match="sha256 does not match its definition"):
        read_lock(lock)


# --- trial37b L3: an "only reordered" change points at the way out, not at a hash ------


def _shell(text: str) -> Any:
    return {
        "name": "run",
        "description": f"Run one allowed command. Allowed commands: {text}.",
        "inputSchema": {"type": "object", "properties": {"command": {"type": "string"}}},
    }


@pytest.mark.parametrize(
    ("listed", "reordered"),
    [("pwd, cat, ls, echo", True), ("pwd, cat, rm, echo", False)],  # moved / reworded
)
async def test_an_only_reordered_change_points_at_approving_by_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], listed: str, reordered: bool
) -> None:
    """mcp-shell-server 1.1.14 writes "Allowed commands: …" from a Python set: the hash of
    the definition reviewed seldom matches the next start's (trial37b: 23 times in 24),
    so the dry run and the start's closing line name `approve TOOL CONFIG` and the
    documented PYTHONHASHSEED=0 instead; a reworded list keeps the hash command. Before:
    both said `approve TOOL@SHA256`."""
    from tooldeck.cli.gateway import report_start
    from tooldeck.cli.gateway_admin import dry_run_lines

    config, listing = _setup(tmp_path, _shell("echo, cat, pwd, ls"))
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass
        listing.write_text(json.dumps([_shell(listed)]), encoding="utf-8")
        report = await dry_run(load_gateway_config(config))
        async with Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway:
            capsys.readouterr()
            report_start(gateway)
            started = capsys.readouterr().err
    text = "\n".join(dry_run_lines(report))
    (entry,) = report.to_json()["upstreams"][0]["quarantined"]
    assert entry["onlyReordered"] is reordered
    by_name = f"tooldeck gateway approve conv__run {config}"
    if reordered:
        assert f"approve it by name (`{by_name}`" in text, text
        assert "PYTHONHASHSEED=0" in text and "pins exactly this definition" not in text
        assert (
            "1 quarantined, only reordered: read the change, then "
            f"`tooldeck gateway approve TOOL {config}`" in text
        )
        assert "TOOL@SHA256" not in text
        assert "approve it by name (`tooldeck gateway approve TOOL " in started, started
        assert "TOOL@SHA256" not in started
    else:
        assert "pins exactly this definition" in text and "PYTHONHASHSEED" not in text
        assert "TOOL@SHA256" in started and "PYTHONHASHSEED" not in started
