"""The BFCL data access (tooldeck.bfcl_data): the data directory or wheel, finding it
(environment, cache) and fetching it with pip, and the errors that name what to do.
"""

from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tooldeck import bfcl_data
from tooldeck.bfcl_data import (
    ALL_SINGLE_TURN_CATEGORIES,
    BfclData,
    fetch_bfcl,
    find_bfcl_wheel,
    open_bfcl,
)
from tooldeck.errors import SourceError

SUBSET = Path(__file__).resolve().parent / "data" / "bfcl"


@pytest.fixture(scope="module")
def subset() -> BfclData:
    return open_bfcl(SUBSET)


def make_wheel(path: Path) -> Path:
    """A wheel-shaped zip holding the subset under bfcl_eval/data/."""
    with zipfile.ZipFile(path, "w") as archive:
        for file in SUBSET.rglob("*.json"):
            archive.write(file, "bfcl_eval/data/" + file.relative_to(SUBSET).as_posix())
        archive.writestr("bfcl_eval/__init__.py", "")
    return path


def test_open_subset_directory_and_wheel(subset: BfclData, tmp_path: Path) -> None:
    assert subset.version_prefix == "v4"
    assert set(subset.categories) == set(ALL_SINGLE_TURN_CATEGORIES)
    assert subset.has_answers("simple_python") and not subset.has_answers("irrelevance")
    wheel = open_bfcl(make_wheel(tmp_path / "bfcl_eval-0-py3-none-any.whl"))
    assert wheel.categories == subset.categories
    assert wheel.questions("parallel") == subset.questions("parallel")
    assert wheel.answers("parallel") == subset.answers("parallel")


def test_open_errors(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no such"):
        open_bfcl(tmp_path / "missing.whl")
    bad = tmp_path / "bad.whl"
    bad.write_text("not a zip")
    with pytest.raises(SourceError, match="not a readable wheel"):
        open_bfcl(bad)
    with pytest.raises(SourceError, match="no BFCL question files"):
        open_bfcl(tmp_path)
    (tmp_path / "BFCL_v4_x.json").write_text('{"id": "x_0"}\n{oops\n')
    with pytest.raises(SourceError, match=r"BFCL_v4_x.json:2:2: invalid JSON"):
        open_bfcl(tmp_path).questions("x")
    with pytest.raises(SourceError, match="unknown BFCL category 'nope'"):
        open_bfcl(tmp_path).questions("nope")


def test_find_wheel_env_and_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bfcl_data, "cache_dir", lambda: tmp_path / "cache")
    monkeypatch.delenv(bfcl_data.ENV_WHEEL, raising=False)
    assert find_bfcl_wheel() is None
    (tmp_path / "cache").mkdir()
    cached = tmp_path / "cache" / f"bfcl_eval-{bfcl_data.DEFAULT_VERSION}-py3-none-any.whl"
    cached.write_bytes(b"")
    assert find_bfcl_wheel() == cached
    monkeypatch.setenv(bfcl_data.ENV_WHEEL, str(SUBSET))
    assert find_bfcl_wheel() == SUBSET
    monkeypatch.setenv(bfcl_data.ENV_WHEEL, str(tmp_path / "gone.whl"))
    with pytest.raises(SourceError, match="TOOLDECK_BFCL_WHEEL"):
        find_bfcl_wheel()


def test_fetch_runs_pip_download_and_caches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bfcl_data, "cache_dir", lambda: tmp_path / "cache")
    monkeypatch.delenv(bfcl_data.ENV_WHEEL, raising=False)
    calls: list[list[str]] = []

    def fake_run(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        dest = Path(command[command.index("-d") + 1])
        make_wheel(dest / "bfcl_eval-9.9-py3-none-any.whl")
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(subprocess, "run", fake_run)
    path = fetch_bfcl("9.9")
    assert path == tmp_path / "cache" / "bfcl_eval-9.9-py3-none-any.whl"
    assert calls[0][1:7] == ["-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                             "bfcl-eval==9.9"]  # fmt: skip
    assert fetch_bfcl("9.9") == path and len(calls) == 1  # cached: no second download
    assert open_bfcl(path).categories


def test_fetch_failures_name_the_manual_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bfcl_data, "cache_dir", lambda: tmp_path / "cache")
    monkeypatch.delenv(bfcl_data.ENV_WHEEL, raising=False)

    def failing(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess(command, 1, "", "ERROR: No matching distribution")

    monkeypatch.setattr(subprocess, "run", failing)
    with pytest.raises(SourceError, match=r"No matching distribution.*pip download --no-deps"):
        fetch_bfcl()

    def missing(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        raise FileNotFoundError("python")

    monkeypatch.setattr(subprocess, "run", missing)
    with pytest.raises(SourceError, match=r"cannot run pip.*fetch it by hand"):
        fetch_bfcl()
