"""``tooldeck gateway status TARGET`` names what is wrong with a target that is not a file.

Session 47's fuzzing of the surfaces session 46 touched found no traceback, but two wrong
lines: a folder that exists was called "no such file", and an empty argument (which
``Path`` reads as the working folder) printed ``: no such file`` with nothing before the
colon. Each is now one line that says what was given, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))


def _status(target: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["gateway", "status", target])
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.exit_code, " ".join(result.output.split())


def test_a_folder_is_said_to_be_a_folder(tmp_path: Path) -> None:
    code, said = _status(str(tmp_path))
    assert code == 2
    assert f"{tmp_path}: a folder, not a file (a CONFIG, a status FILE or a URL)" in said
    assert "no such file" not in said


@pytest.mark.parametrize("target", ["", "  "])
def test_an_empty_target_is_said_to_be_empty(target: str) -> None:
    code, said = _status(target)
    assert code == 2
    assert "gateway status: the CONFIG, FILE or URL given is empty ('" in said


def test_a_missing_file_is_still_no_such_file(tmp_path: Path) -> None:
    code, said = _status(str(tmp_path / "gone.status.json"))
    assert code == 2
    assert "gone.status.json: no such file (a CONFIG, a status FILE or a URL)" in said
