"""trial38b LOW-11: ``tooldeck call`` prints where a file result lies. Real CLI, the
tests/serve/files_app.py tool returning ``bytes``; fails on the commit before."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app


def test_call_prints_where_a_file_result_lies(tmp_path: Path) -> None:
    """trial38b LOW-11: ``tooldeck call py:files.py invoice_pdf`` printed the summary and
    ``items.file`` but not the artifact's path (only ``--json`` had it). Real CLI, the
    tests/serve/files_app.py tool returning ``bytes``."""
    app_path = Path(__file__).resolve().parents[1] / "serve" / "files_app.py"
    result = CliRunner().invoke(
        app,
        ["call", f"py:{app_path}", "invoice_pdf", "--args", '{"order_id": "A"}'],
        env={"TOOLDECK_CACHE": str(tmp_path)},
    )
    assert result.exit_code == 0, result.output
    (line,) = [x for x in result.stdout.splitlines() if x.startswith("artifact: ")]
    assert Path(line.removeprefix("artifact: ")).is_file()
