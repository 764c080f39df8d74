"""Fixtures of the CLI tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import export
from tooldeck.formats.sources import write_data
from tooldeck.tool import Deck


@pytest.fixture
def deck_dir(tmp_path: Path, full_deck: Deck) -> Path:
    """The full test deck written as ``tools.yaml`` in a fresh folder."""
    write_data(export(full_deck, "deck").data, tmp_path / "tools.yaml")
    return tmp_path
