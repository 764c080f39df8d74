"""The gloss cache key covers the glossing code (session 46, trial46b N1).

A gloss cache written by other glossing code must not be read: trial46b found ops68's
``hybrid`` MRR 0.708 from a cache file written by earlier code where the same commands from an
empty cache gave 0.695 (two of 68 tools' glosses differed, ``GLOSS_VERSION`` unchanged). The
key now holds :func:`~tooldeck.select.crosslingual.gloss_code_sha256`.
"""

from __future__ import annotations

import hashlib
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


def test_code_digest_is_the_sha256_of_the_glossing_sources() -> None:
    """Derived independently: SHA-256 over the module's bytes, the glossary module's bytes and
    the glossary file's bytes (each followed by a NUL), then the CJK-run pattern."""
    from tooldeck.select import glossary
    from tooldeck.tokenizers import CJK_RUN

    digest = hashlib.sha256()
    for path in (Path(crosslingual.__file__), Path(glossary.__file__), GLOSSARY_PATH):
        digest.update(path.read_bytes() + b"\0")
    digest.update(CJK_RUN.pattern.encode("utf-8"))
    assert gloss_code_sha256() == digest.hexdigest()


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
