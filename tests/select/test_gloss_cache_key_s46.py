"""The gloss cache key covers the glossing code (session 46, trial46b N1).

A gloss cache written by other glossing code must not be read: trial46b found ops68's
``hybrid`` MRR 0.708 from a cache file written by earlier code where the same commands from an
empty cache gave 0.695 (two of 68 tools' glosses differed, ``GLOSS_VERSION`` unchanged). The
key now holds :func:`~tooldeck.select.crosslingual.gloss_code_sha256`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import tooldeck.select.crosslingual as crosslingual
from tooldeck.select import BM25Retriever
from tooldeck.select.crosslingual import CrossLingualRetriever, gloss_code_sha256
from tooldeck.select.glossary import GLOSSARY_PATH
from tooldeck.tool import Deck, Tool

DECK = Deck(
    [
        Tool(name="list_suppliers", description="列出所有供应商及其联系方式"),
        Tool(name="get_stock", description="Stock level of one SKU."),
    ]
)


@pytest.fixture
def fresh_digest() -> Iterator[None]:
    """``gloss_code_sha256`` is memoised per process: forget it before and after."""
    gloss_code_sha256.cache_clear()
    yield
    gloss_code_sha256.cache_clear()


@pytest.mark.usefixtures("fresh_digest")
def test_a_changed_glossing_source_gives_a_new_code_digest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the key is for (session 47: the test that restated the digest's formula is
    gone): one byte more in a source the glosses come from — the software glossary's file,
    or the CJK-run pattern — and the digest differs; the same bytes elsewhere, the same
    digest; a missing file is a digest too, not an error."""
    from tooldeck.select import glossary

    shipped = gloss_code_sha256()
    same = tmp_path / "same.json"
    same.write_bytes(GLOSSARY_PATH.read_bytes())
    monkeypatch.setattr(glossary, "GLOSSARY_PATH", same)
    gloss_code_sha256.cache_clear()
    assert gloss_code_sha256() == shipped
    edited = tmp_path / "edited.json"
    edited.write_bytes(GLOSSARY_PATH.read_bytes() + b" ")
    monkeypatch.setattr(glossary, "GLOSSARY_PATH", edited)
    gloss_code_sha256.cache_clear()
    changed = gloss_code_sha256()
    assert changed != shipped
    monkeypatch.setattr(glossary, "GLOSSARY_PATH", tmp_path / "missing.json")
    gloss_code_sha256.cache_clear()
    assert gloss_code_sha256() not in (shipped, changed)
    monkeypatch.setattr(glossary, "GLOSSARY_PATH", same)
    monkeypatch.setattr(crosslingual, "_CJK_RUN", re.compile(crosslingual._CJK_RUN.pattern + "|x"))
    gloss_code_sha256.cache_clear()
    assert gloss_code_sha256() != shipped


def test_a_cache_written_by_other_glossing_code_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same texts, dictionary and GLOSS_VERSION, other code digest: another file, and a
    planted stale file under the old key is never served."""
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path))
    CrossLingualRetriever(BM25Retriever()).index(DECK)
    (first,) = list((tmp_path / "glosses").glob("*.json"))
    # plant stale glosses under today's key: they are read (the cache works) ...
    first.write_text('{"words": [["stale"]]}', encoding="utf-8")
    retriever = CrossLingualRetriever(BM25Retriever())
    assert retriever._cached_glosses([crosslingual.chinese_text(DECK.tools[0])]) == [["stale"]]
    # ... but not once the glossing code differs
    monkeypatch.setattr(crosslingual, "gloss_code_sha256", lambda: "0" * 64)
    other = CrossLingualRetriever(BM25Retriever())
    assert other._cached_glosses([crosslingual.chinese_text(DECK.tools[0])]) is None
    other.index(DECK)
    files = sorted((tmp_path / "glosses").glob("*.json"))
    assert len(files) == 2 and first in files
