"""Session 44 (trial43 LOW): A101 told ServiceNow's ``sn_aggregate`` ("Run COUNT/SUM/AVG/
MIN/MAX on any table …") that it changes state ('run'). Running aggregate functions reads;
a run of anything else, or an aggregate run that also states a write, is still read as a
change."""

from __future__ import annotations

from typing import Any

from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool

TABLE: dict[str, Any] = {
    "type": "object",
    "properties": {"table": {"type": "string"}},
    "required": ["table"],
}


def _a101(description: str, name: str = "tool_x") -> bool:
    result = lint(Deck([Tool(name, description, TABLE)]), LintConfig(select=("A101",)))
    return any(f.code == "A101" for f in result.findings)


def test_running_aggregate_functions_reads() -> None:
    assert not _a101(
        "Run COUNT/SUM/AVG/MIN/MAX on any table with optional grouping. Returns stats "
        "without fetching records.",
        "sn_aggregate",
    )
    assert not _a101("Runs sum, min or max over a column of the table.", "column_stats")


def test_other_runs_and_stated_writes_still_change_state() -> None:
    assert _a101("Run a job on the table.", "run_job")
    assert _a101("Run COUNT on the table, then drop it.", "count_then_drop")
    assert _a101("Run SUM/COUNT on the ledger and overwrite the rollup table.", "rollup")
    assert _a101("Runs sum, min or max over a column, then saves the result.", "stats_save")
    assert _a101("Run the sum and count migration for the ledger.", "migrate_ledger")
