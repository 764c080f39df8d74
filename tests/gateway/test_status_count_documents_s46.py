"""Session 46 review: the call counters added to the status document (fix46) are checked
with the rest of it — a hand-edited ``calls`` whose ``by_status`` was not an object gave an
AttributeError traceback in ``tooldeck gateway status FILE``; now one line, exit 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.gateway.status import STATUS_KIND, document_problem

GOOD_COUNT = {
    "calls": 3,
    "by_status": {"success": 2, "error": 1},
    "errors": 1,
    "error_kinds": {"invalid_arguments": 1},
    "by_tool": {"a__get": {"calls": 3, "by_status": {"success": 3}}},
}


def _doc(gateway_calls: Any = None, upstream_calls: Any = None) -> dict[str, Any]:
    gateway: dict[str, Any] = {"pid": None, "stopped_at": "2026-12-07T00:00:00Z"}
    upstream: dict[str, Any] = {"name": "a", "state": "ready", "served": [], "quarantined": []}
    if gateway_calls is not None:
        gateway["calls"] = gateway_calls
    if upstream_calls is not None:
        upstream["calls"] = upstream_calls
    return {"kind": STATUS_KIND, "gateway": gateway, "upstreams": [upstream]}


@pytest.mark.parametrize(
    ("document", "said"),
    [
        (_doc(gateway_calls="x"), "gateway.calls must be an object"),
        (_doc(gateway_calls={"calls": 1, "by_status": "x"}), "gateway.calls.by_status must be"),
        (_doc(gateway_calls={"calls": 1, "error_kinds": [1]}), "gateway.calls.error_kinds must"),
        (_doc(upstream_calls={"calls": 2, "by_status": 5}), "upstreams[0].calls.by_status must"),
        (_doc(upstream_calls={"calls": 2, "by_tool": "x"}), "upstreams[0].calls.by_tool must"),
        (
            _doc(upstream_calls={"calls": 2, "by_tool": {"t": 4}}),
            "upstreams[0].calls.by_tool['t'] must be an object",
        ),
    ],
)
def test_malformed_counters_are_refused_in_one_line(
    tmp_path: Path, document: dict[str, Any], said: str
) -> None:
    path = tmp_path / "gw.status.json"
    path.write_text(json.dumps(document))
    result = CliRunner().invoke(app, ["gateway", "status", str(path)])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert f"is not a gateway status document: {said}" in result.output


def test_well_formed_counters_are_read_and_shown(tmp_path: Path) -> None:
    document = _doc(gateway_calls=GOOD_COUNT, upstream_calls=GOOD_COUNT)
    assert document_problem(document) is None
    path = tmp_path / "gw.status.json"
    path.write_text(json.dumps(document))
    result = CliRunner().invoke(app, ["gateway", "status", str(path)])
    assert result.exit_code == 3, result.output  # stopped: the writer is gone
    # derived from _calls_text: "{calls} ({n status, …}); {errors} error ({n kind})"
    assert "3 (2 success, 1 error); 1 error (1 invalid_arguments)" in result.output
    assert "a__get: 3 (3 success)" in result.output


@pytest.mark.parametrize("url", ["http://[::1", "http://x y/"])
def test_a_malformed_url_is_one_line_not_a_traceback(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """review: 'http://[::1' raised ValueError in urlsplit, 'http://x y/' an
    http.client.InvalidURL (not an OSError) — both tracebacks before."""
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path))
    result = CliRunner().invoke(app, ["gateway", "status", url])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "cannot read http://" in result.output


def test_json_nested_past_the_recursion_limit_is_no_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A status FILE nested deeper than Python's recursion limit (json.loads raises
    RecursionError, not ValueError) is read as no status document, and the same file in
    the status folder is skipped when a config's files are listed."""
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))
    deep = tmp_path / "deep.status.json"
    deep.write_text("[" * 100_000)
    result = CliRunner().invoke(app, ["gateway", "status", str(deep)])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
