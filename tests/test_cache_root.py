"""One cache root: ``$TOOLDECK_CACHE`` moves every cache, the eval response cache and the
truncated-output artifacts too (session 26 leftover: they stayed in the platform folder)."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from tooldeck.cachedir import cache_folder, cache_root
from tooldeck.errors import ArtifactError
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


def test_unset_or_empty_is_the_platform_user_cache_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The default follows the platform's rule; on Linux the XDG Base Directory
    specification's ``$XDG_CACHE_HOME`` (the expected folder written from the spec, not
    from the code), which a plain ``~/.cache`` default would miss."""
    import sys

    for value in (None, ""):
        if value is None:
            monkeypatch.delenv("TOOLDECK_CACHE", raising=False)
        else:
            monkeypatch.setenv("TOOLDECK_CACHE", value)
        assert cache_root() == Path(platformdirs.user_cache_dir("tooldeck"))
        assert ArtifactStore().directory == cache_root() / "artifacts"
        if sys.platform.startswith("linux"):
            monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
            assert cache_root() == tmp_path / "xdg" / "tooldeck"
            monkeypatch.delenv("XDG_CACHE_HOME")


def test_an_unusable_root_keeps_artifacts_in_a_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Trial 27 (HIGH): with `$TOOLDECK_CACHE` naming a file, every output over the
    truncation limit became an `environment` error after the tool had run. Now the
    artifact goes to a temporary folder of the process, with one CacheWarning."""
    import warnings

    from tooldeck import cachedir
    from tooldeck.errors import CacheWarning
    from tooldeck.runtime.truncate import Truncator, read_artifact

    monkeypatch.setattr(cachedir, "_warned", set())
    monkeypatch.setattr(cachedir, "_unusable", set())
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TOOLDECK_CACHE", str(blocker))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cut = Truncator(limit=10).apply("x" * 50)
    assert cut is not None
    assert read_artifact(cut.artifact) == "x" * 50
    assert not Path(cut.artifact).is_relative_to(blocker)
    said = [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]
    assert len(said) == 1 and str(blocker) in said[0] and "temporary folder" in said[0]
    given = ArtifactStore(blocker / "x")  # a folder given explicitly is not replaced
    with pytest.raises(ArtifactError, match="cannot write the artifact"):
        given.put("y")


def test_a_relative_root_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TOOLDECK_CACHE", "rel")
    assert cache_root() == tmp_path / "rel"
