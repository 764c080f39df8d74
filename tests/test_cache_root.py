"""One cache root: ``$TOOLDECK_CACHE`` moves every cache, the eval response cache and the
truncated-output artifacts too (session 26 leftover: they stayed in the platform folder)."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from tooldeck.cachedir import cache_folder, cache_root
from tooldeck.runtime.truncate import ArtifactStore


def test_the_variable_moves_the_root_and_every_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "c"))
    assert cache_root() == tmp_path / "c"
    assert cache_folder("eval") == tmp_path / "c" / "eval"
    stored = Path(ArtifactStore().put("a long tool output"))
    assert stored.parent == tmp_path / "c" / "artifacts" and stored.read_text() == (
        "a long tool output"
    )


def test_unset_or_empty_is_the_platform_user_cache_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    for value in (None, ""):
        if value is None:
            monkeypatch.delenv("TOOLDECK_CACHE", raising=False)
        else:
            monkeypatch.setenv("TOOLDECK_CACHE", value)
        assert cache_root() == Path(platformdirs.user_cache_dir("tooldeck"))
        assert ArtifactStore().directory == cache_root() / "artifacts"
