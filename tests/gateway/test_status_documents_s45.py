"""Session 45 review: a status file edited by hand or written by another program is refused
with one line naming what is wrong (exit 2), never a traceback half-way through the report;
such a file in the status folder is not listed. A pid no process can have reads as gone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.gateway.status import STATUS_KIND, document_problem, live_and_recent, writer_alive


def _doc(**changes: Any) -> dict[str, Any]:
    document: dict[str, Any] = {
        "kind": STATUS_KIND,
        "gateway": {"pid": None, "stopped_at": "2026-12-07T00:00:00Z"},
        "upstreams": [{"name": "a", "state": "ready", "served": [], "quarantined": []}],
    }
    document.update(changes)
    return document


@pytest.mark.parametrize(
    ("document", "said"),
    [
        (_doc(gateway=5), "gateway must be an object"),
        (_doc(upstreams="x"), "upstreams must be a list"),
        (_doc(upstreams=[5]), "upstreams[0] must be an object"),
        (_doc(upstreams=[{"name": "a", "served": "x"}]), "upstreams[0].served must be a list"),
        (_doc(upstreams=[{"quarantined": [3]}]), "upstreams[0].quarantined must hold objects"),
    ],
)
def test_a_malformed_status_file_is_refused_in_one_line(
    tmp_path: Path, document: dict[str, Any], said: str
) -> None:
    path = tmp_path / "gw.status.json"
    path.write_text(json.dumps(document))
    result = CliRunner().invoke(app, ["gateway", "status", str(path)])
    assert result.exit_code == 2
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert f"is not a gateway status document: {said}" in result.output


def test_the_document_the_gateway_writes_has_no_problem() -> None:
    assert document_problem(_doc()) is None
    assert document_problem([]) == "a status document is a JSON object, not list"


def test_a_malformed_file_in_the_folder_is_not_listed(tmp_path: Path) -> None:
    good, bad = tmp_path / "a.status.json", tmp_path / "b.status.json"
    good.write_text(json.dumps(_doc()))
    bad.write_text(json.dumps(_doc(gateway=5)))
    assert live_and_recent([good, bad]) == [good]


def test_a_pid_no_process_can_have_reads_as_gone() -> None:
    assert writer_alive({"gateway": {"pid": 10**20}}) is False
