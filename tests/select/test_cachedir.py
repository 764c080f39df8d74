"""A cache folder that cannot be used (breakB26 H1): the on-disk caches only save time, so
``$TOOLDECK_CACHE`` naming a file, or a read-only folder, costs speed and one warning, not
the search. Real files and folders, the real numpy MiniLM, CC-CEDICT and jieba."""

from __future__ import annotations

import json
import os
import re
import warnings
from pathlib import Path

import numpy as np
import pytest

from tooldeck import cachedir
from tooldeck.errors import CacheWarning
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.dense import DenseRetriever, dense_available
from tooldeck.tool import Deck, Tool

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")
as_root = os.geteuid() == 0


@pytest.fixture(autouse=True)
def fresh_reports(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with no folder reported (the module remembers them per process)."""
    monkeypatch.setattr(cachedir, "_warned", set())
    monkeypatch.setattr(cachedir, "_unusable", set())


def _file_in_the_way(tmp_path: Path) -> Path:
    """A plain file where the cache root should be a folder (works as root too)."""
    blocker = tmp_path / "cachefile"
    blocker.write_text("x", encoding="utf-8")
    return blocker


def _cache_warnings(record: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in record if issubclass(w.category, CacheWarning)]


@needs_model
def test_dense_with_a_file_in_place_of_the_cache_folder_embeds_in_memory(
    tmp_path: Path, services: Deck
) -> None:
    folder = _file_in_the_way(tmp_path) / "embeddings"
    reference = DenseRetriever(use_disk_cache=False)
    reference.index(services)
    retriever = DenseRetriever(cache_dir=folder)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        retriever.index(services)
        retriever.prime_queries(["weather in Paris", "refund my order"])
        again = DenseRetriever(cache_dir=folder)  # a second retriever: no second warning
        again.index(services)
    messages = _cache_warnings(record)
    assert len(messages) == 1, messages
    assert messages[0].startswith(f"cache folder {folder} cannot be used (NotADirectoryError")
    assert "slower, same results" in messages[0]
    np.testing.assert_array_equal(retriever.document_vectors, reference.document_vectors)
    assert retriever.search("is it raining in Paris", 1)[0][0].name == "get_weather"
    retriever.index(services)
    assert retriever.embedded_last_index == 0  # the vectors stayed in memory
    assert (tmp_path / "cachefile").read_text(encoding="utf-8") == "x"  # left alone


@needs_model
@pytest.mark.skipif(as_root, reason="root writes into a mode 0o500 folder")
def test_dense_with_a_read_only_cache_folder_embeds_in_memory(
    tmp_path: Path, services: Deck
) -> None:
    folder = tmp_path / "embeddings"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        retriever = DenseRetriever(cache_dir=folder)
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            retriever.index(services)
        messages = _cache_warnings(record)
        assert len(messages) == 1 and "PermissionError" in messages[0], messages
        assert retriever.search("is it raining in Paris", 1)[0][0].name == "get_weather"
        assert list(folder.iterdir()) == []  # no temporary file left behind
    finally:
        folder.chmod(0o700)


def test_the_cross_lingual_caches_warn_once_for_their_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dictionary and glosses caches under the same unusable root: one warning for the
    root, the glosses computed in memory (the deck's Chinese tool is still found in
    English)."""
    root = _file_in_the_way(tmp_path)
    monkeypatch.setenv("TOOLDECK_CACHE", str(root))
    deck = Deck(
        [
            Tool(name="count_rows", description="统计一张表有多少行"),
            Tool(name="send_email", description="Send an email message to a recipient."),
        ]
    )
    retriever = CrossLingualRetriever(BM25Retriever())
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        retriever.index(deck)
        CrossLingualRetriever(BM25Retriever()).index(deck)
    messages = _cache_warnings(record)
    assert len(messages) == 1, messages
    # the dictionary's parse (cedict) or the glosses: whichever this process writes first
    assert re.match(
        rf"cache folder {re.escape(str(root))}/(cedict|glosses) cannot be used", messages[0]
    )
    assert f"set $TOOLDECK_CACHE to a writable folder (it is {root})" in messages[0]
    assert retriever.search("count the rows of a table", 1)[0][0].name == "count_rows"


def test_a_write_that_fails_is_reported_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    """The helper itself, with a writer that fails half-way (a full disk): nothing raised,
    the half-written temporary file removed, the folder not tried again."""
    target = tmp_path / "embeddings" / "batch.npz"

    def half_then_full(tmp: Path) -> None:
        tmp.write_bytes(b"PK")
        raise OSError(28, "No space left on device")

    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        assert cachedir.write_cache_file(target, half_then_full, tmp_suffix=".tmp.npz") is False
        assert cachedir.write_cache_file(target, b"later") is False  # not tried again
    assert list(target.parent.iterdir()) == []
    (message,) = _cache_warnings(record)
    assert "OSError: No space left on device" in message
    assert "give a writable cache folder" in message  # not under $TOOLDECK_CACHE's root


@needs_model
def test_cli_select_with_a_file_as_cache_folder_prints_one_warning(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from tooldeck.cli import app

    root = _file_in_the_way(tmp_path)
    args = ["select", "examples/aftersales/engineered", "退款 refund", "-m", "hybrid", "--json"]
    res = CliRunner().invoke(app, args, env={"TOOLDECK_CACHE": str(root)})
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output and res.exception is None
    assert json.loads(res.stdout)[0]["name"]
    lines = [line for line in res.stderr.splitlines() if line.startswith("warning:")]
    assert len(lines) == 1, res.stderr
    assert lines[0].startswith(f"warning: cache folder {root}/")
    assert "$TOOLDECK_CACHE" in lines[0]


@needs_model
def test_lint_look_alikes_with_a_file_as_cache_folder_blame_no_tool(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """D106/X101 embed through the same cache: an unusable folder must not turn into an
    internal-error finding (E001) against the user's tools (``tooldeck report`` ranked it
    first)."""
    from tooldeck.lint import LintConfig, lint

    deck = Deck(
        [
            Tool("get_user", "Returns one user record from the directory, looked up by id."),
            Tool("find_user", "Returns a user record from the directory, looked up by email."),
            Tool("send_email", "Send an email message to a recipient."),
        ]
    )
    # the unusable folder first: since session 44 a lint keeps the look-alike pairs of the
    # last decks it read (process-wide, by the deck's value), so a second lint of the same
    # deck embeds nothing and would not touch the cache folder at all
    from tooldeck.lint.similarity import _PAIRS_MEMO

    _PAIRS_MEMO.clear()  # whatever an earlier test in this process linted
    monkeypatch.setenv("TOOLDECK_CACHE", str(_file_in_the_way(tmp_path)))
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        unusable = lint(deck, LintConfig(select=("X101", "D106", "E001")))
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "usable"))
    usable = lint(deck, LintConfig(select=("X101", "D106", "E001")))
    assert len(_cache_warnings(record)) == 1
    assert [f.code for f in unusable.findings] == [f.code for f in usable.findings]
    assert "E001" not in {f.code for f in unusable.findings}
    assert {"X101", "D106"} & {f.code for f in unusable.findings}  # the rules did run
