"""Fixtures of the lint tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from poisoning_sets import copy_set


@pytest.fixture
def copy_of_set(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """A copy, under tmp_path, of the tool-poisoning set named by the test module's SET."""
    return copy_set(request.module.SET, tmp_path)
