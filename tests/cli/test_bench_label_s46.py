"""Session 46 (trial46 #4): ``tooldeck bench select`` labels what ran. The cross-lingual
stage is on by default ("auto"), under the method's own retriever name, so the table
adds ``+xling(auto)``; ``--crosslingual`` names it ``+xling``; ``--no-crosslingual``, the
only run without the stage, keeps the bare name. The JSON keeps ``method`` and says the
stage in ``crosslingual``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli.app import app

runner = CliRunner()
BENCH = [
    "bench",
    "select",
    "examples/aftersales/vague",
    "--cases",
    "examples/aftersales/cases.jsonl",
    "--methods",
    "bm25",
    "--ks",
    "3",
]


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))


def _method_cells(output: str) -> list[str]:
    """The first cell of each table row naming bm25 (rich's box drawing: ``│ bm25… │``)."""
    return [
        line.split("│")[1].strip()
        for line in output.splitlines()
        if line.startswith("│") and "bm25" in line.split("│")[1]
    ]


@pytest.mark.parametrize(
    ("flags", "label", "note"),
    [
        ([], "bm25+xling(auto)", True),
        (["--crosslingual"], "bm25+xling", False),
        (["--no-crosslingual"], "bm25", False),
    ],
)
def test_the_table_names_the_cross_lingual_stage_that_ran(
    flags: list[str], label: str, note: bool
) -> None:
    res = runner.invoke(app, [*BENCH, *flags])
    assert res.exit_code == 0, res.output
    assert _method_cells(res.stdout) == [label]
    assert ("To measure without it" in " ".join(res.stdout.split())) is note


@pytest.mark.parametrize(
    ("flags", "stage"), [([], "auto"), (["--crosslingual"], True), (["--no-crosslingual"], False)]
)
def test_the_json_keeps_the_method_and_states_the_stage(flags: list[str], stage: object) -> None:
    res = runner.invoke(app, [*BENCH, *flags, "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["crosslingual"] == stage
    expected = "bm25+xling" if stage is True else "bm25"
    assert [m["method"] for m in data["methods"]] == [expected]


def test_an_english_only_run_is_not_labelled_as_expanded(tmp_path: Path) -> None:
    """review: "auto" turns the stage on only where a request or a tool holds Chinese, so
    an English deck with English requests keeps the bare name and no "+xling(auto)" note."""
    deck = tmp_path / "en.json"
    deck.write_text(
        json.dumps(
            [
                {
                    "name": "get_weather",
                    "description": "Weather for a city.",
                    "inputSchema": {"type": "object"},
                },
                {
                    "name": "get_time",
                    "description": "Time in a zone.",
                    "inputSchema": {"type": "object"},
                },
            ]
        ),
        encoding="utf-8",
    )
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps({"case_id": "a", "query": "weather in Paris", "expected_tools": ["get_weather"]})
        + "\n",
        encoding="utf-8",
    )
    result = runner.invoke(
        app, ["bench", "select", str(deck), "--cases", str(cases), "--methods", "bm25"]
    )
    assert result.exit_code == 0, result.output
    assert _method_cells(result.output) == ["bm25"]
    assert "+xling(auto)" not in result.output
