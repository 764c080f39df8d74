"""Software senses of Chinese words, mined from translation catalogs (twenty-eighth session).

CC-CEDICT is a general dictionary: 提交 is "to submit", 合并 "to merge / to annex", 推送
"to push"... but not every software sense people mean is there (提交 has no "commit",
切换 no "switch"). Software is translated into Chinese by its own translators, in the
gettext catalogs (``.mo``) that packages ship: git translates "commit" as 提交 hundreds of
times. This module reads a glossary mined from those catalogs: Chinese word → up to three
English words that its translations pair it with (by the Dice coefficient of their
co-occurrence in translated messages; the rule and its thresholds are in
``benchmarks/build_software_glossary.py``, which rebuilds the file byte for byte from the
catalogs of the machine it runs on; the sources, their versions and licences are in the
file's ``metadata``, and in docs/sources.md).

The file (:data:`GLOSSARY_PATH`, JSON, UTF-8) is read at run time only: the catalogs are
needed to rebuild it, not to use it. Its SHA-256 is checked on load
(:data:`GLOSSARY_SHA256`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path

from tooldeck.errors import CrossLingualError
from tooldeck.select.weights import read_pinned

__all__ = ["GLOSSARY_PATH", "GLOSSARY_SHA256", "load_glossary", "software_glossary"]

GLOSSARY_PATH = Path(str(resources.files("tooldeck"))) / "data/select/software_glossary.json"
"""The shipped glossary: ``{"metadata": {...}, "senses": {Chinese word: [English word,
...]}}`` (Simplified Chinese keys as jieba cuts them; lower-case English, best first)."""

GLOSSARY_SHA256 = "25f90a044aac384e16f4f07887f5a1bbdb35541ae0a9af2148bd0c728016ae0b"
"""SHA-256 of :data:`GLOSSARY_PATH` as shipped (printed by
benchmarks/build_software_glossary.py)."""

_REBUILD = "benchmarks/build_software_glossary.py and update GLOSSARY_SHA256"


def load_glossary(
    path: Path = GLOSSARY_PATH, sha256: str | None = GLOSSARY_SHA256
) -> dict[str, tuple[str, ...]]:
    """Chinese word → its English software senses, best first, read from ``path`` after
    checking its SHA-256 (None skips the check).

    Raises:
        CrossLingualError: the file is missing, unreadable, not the expected JSON shape, or
            its SHA-256 differs from ``sha256`` (the message names the rebuild command).
    """
    data = read_pinned(
        path, sha256, what="software glossary", rebuild=_REBUILD, error=CrossLingualError
    )
    try:
        senses = json.loads(data.decode("utf-8"))["senses"]
    except (UnicodeDecodeError, ValueError, KeyError, TypeError):
        raise CrossLingualError(
            f"software glossary {path}: not a glossary (no 'senses' object); rebuild it with "
            f"{_REBUILD}"
        ) from None
    if not isinstance(senses, dict) or not all(
        isinstance(k, str) and isinstance(v, list) and all(isinstance(w, str) for w in v)
        for k, v in senses.items()
    ):
        raise CrossLingualError(
            f"software glossary {path}: 'senses' must map words to lists of words; rebuild "
            f"it with {_REBUILD}"
        )
    return {word: tuple(english) for word, english in senses.items()}


@lru_cache(maxsize=1)
def software_glossary() -> dict[str, tuple[str, ...]]:
    """The shipped glossary (:func:`load_glossary`), read once per process.

    Raises:
        CrossLingualError: as :func:`load_glossary`.
    """
    return load_glossary()
