"""Session 43 (trial43 MEDIUM): a tool a server added since the lock is served unreviewed
under ``new_tools: pin`` (the default) while ``lint --locked`` calls it an L101 error. The
dry run, where a person reviews before serving, now names such tools apart from the first
listing of an upstream (trust on first use) and names the setting that holds them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from gateway_fixtures import APP
from tooldeck.cli.app import app


def _write(path: Path, upstreams: dict[str, bool], **options: str) -> None:
    """A gateway config of upstream_app.py servers by name; True adds the tool ``greet``;
    ``options``: top-level keys (``new_tools``)."""
    servers = {
        name: {
            "command": sys.executable,
            "args": [APP],
            "env": {"UPSTREAM_NAME": name, **({"UPSTREAM_ASK_TOOL": "1"} if ask else {})},
        }
        for name, ask in upstreams.items()
    }
    path.write_text(json.dumps({"upstreams": servers, **options}), encoding="utf-8")


def test_dry_run_names_tools_added_since_the_lock_and_the_quarantine_setting(
    tmp_path: Path,
) -> None:
    """``a`` is locked, then lists ``greet`` too; ``b`` is added to the config (no pin yet).
    The dry run names a/greet as added since the lock, served unreviewed, with
    ``--new-tools quarantine``; b's tools stay a plain first sight; JSON says the same.
    Session 44: ``quarantine`` became the default once a lock pins the upstream, so the
    config says ``new_tools: pin`` to keep the case this test is about
    (tests/gateway/test_new_tools_default_s44.py tests the default)."""
    path = tmp_path / "gw.json"
    _write(path, {"a": False}, new_tools="pin")
    runner = CliRunner()
    assert runner.invoke(app, ["gateway", "approve", "--all", str(path)]).exit_code == 0
    _write(path, {"a": True, "b": False}, new_tools="pin")
    text = runner.invoke(app, ["gateway", "--dry-run", str(path)])
    assert text.exit_code == 0, text.output
    (added,) = [line for line in text.stdout.splitlines() if line.startswith("added since")]
    assert added.startswith(
        "added since the lock: 1 definition of upstreams the lock already pins would be "
        "served unreviewed and pinned at first sight (new_tools: pin): a/greet; "
    )
    assert "`lint --locked` reports it as L101" in added
    assert "`--new-tools quarantine`" in added
    (first,) = [line for line in text.stdout.splitlines() if line.startswith("first sight")]
    assert "a/greet" not in first and "b/" in first
    data = json.loads(
        runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(path)]).stdout
    )
    assert data["addedSinceLock"] == ["a/greet"]
    assert "a/greet" in data["firstSight"]
    # under the setting the tool is held instead, and no line says it would be served
    held = runner.invoke(app, ["gateway", "--dry-run", "--new-tools", "quarantine", str(path)])
    assert held.exit_code == 0, held.output
    assert "quarantined: a__greet: new tool since the lock was written:" in held.stdout
    assert "added since the lock" not in held.stdout
