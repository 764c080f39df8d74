"""Fixtures of the report tests: report JSON of the example decks, written by
``tooldeck report --json`` (real tokenizer and BM25; ``--methods bm25`` keeps the suite
fast, the dense model is covered by the select tests)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
AFTERSALES = ROOT / "examples" / "aftersales"
FAST = ["--methods", "bm25", "--ks", "1,3,5,8"]

MakeReport = Callable[..., dict[str, Any]]


def _write_report(tmp_path: Path, deck: Path, *extra: str, name: str = "r.json") -> dict[str, Any]:
    out = tmp_path / name
    result = CliRunner().invoke(app, ["report", str(deck), "-q", "--json", str(out), *FAST, *extra])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


@pytest.fixture
def make_report() -> MakeReport:
    """``make_report(tmp_path, deck, *options)``: the report JSON of ``deck``."""
    return _write_report


@pytest.fixture(scope="session")
def vague(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The report of examples/aftersales/vague with its cases and the router eval."""
    return _write_report(tmp_path_factory.mktemp("vague"), AFTERSALES / "vague")


@pytest.fixture(scope="session")
def engineered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The report of examples/aftersales/engineered with its cases and the router eval."""
    return _write_report(tmp_path_factory.mktemp("engineered"), AFTERSALES / "engineered")
