"""The test session never writes into the user's real cache (session 46).

Before, ``$TOOLDECK_CACHE`` was unset during the tests, so every test that started a CLI
gateway left a status file under ``~/.cache/tooldeck/gateway`` (fix45's note) and other
caches were filled there too. ``tests/conftest.py`` now points the variable at one
temporary folder for the session; these tests check that it does, in this process and in
a child, and that a test which wants the platform default still gets it by unsetting the
variable itself.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import platformdirs
import pytest

from tooldeck.cachedir import cache_root
from tooldeck.gateway.status import default_status_file


def test_the_session_cache_is_a_temporary_folder_not_the_users(session_cache_root: str) -> None:
    root = cache_root()
    assert root == Path(session_cache_root)
    assert root != Path(platformdirs.user_cache_dir("tooldeck"))
    assert Path(tempfile.gettempdir()) in root.parents
    # a CLI gateway's default status file lands there too
    assert Path(session_cache_root) in default_status_file("/srv/servers.json").parents


def test_a_child_process_inherits_the_session_cache(session_cache_root: str) -> None:
    """A CLI run as a subprocess (a stdio gateway an MCP client starts) reads the same
    variable."""
    out = subprocess.run(
        [sys.executable, "-c", "from tooldeck.cachedir import cache_root; print(cache_root())"],
        capture_output=True,
        text=True,
        check=True,
        env=dict(os.environ),
    )
    assert out.stdout.strip() == session_cache_root


def test_a_test_that_unsets_it_gets_the_platform_default_and_it_comes_back(
    monkeypatch: pytest.MonkeyPatch, session_cache_root: str, tmp_path: Path
) -> None:
    monkeypatch.delenv("TOOLDECK_CACHE")
    # XDG_CACHE_HOME moved too, so this check itself writes nothing under ~/.cache
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == Path(platformdirs.user_cache_dir("tooldeck"))
    monkeypatch.undo()
    assert cache_root() == Path(session_cache_root)
