"""The shell attack corpus (``tests/data/attacks/shell.jsonl``, written by a helper who
had not seen the policy; labelling rules in its README) driven through a real
:class:`Runtime`: every ``dev`` case must get its label. The ``holdout`` split is not
asserted here (it is only run to report: docs/runtime.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from runtime_fixtures import small_deck
from tooldeck.runtime import Policy, Runtime, ShellPolicy, ToolCall

CORPUS = Path(__file__).parents[2] / "data" / "attacks" / "shell.jsonl"


def _cases(split: str) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    return [row for row in rows if row["split"] == split]


DEV = _cases("dev")


def test_corpus_dev_split_size() -> None:
    assert len(DEV) == 216
    assert sum(case["expect"] == "allow" for case in DEV) == 58


@pytest.fixture(scope="module")
def runtime(tmp_path_factory: pytest.TempPathFactory) -> Runtime:
    root = tmp_path_factory.mktemp("root")
    deck = small_deck("run_command", {"command": {"type": "string", "format": "shell-command"}})
    policy = Policy([ShellPolicy(root=root)])
    return Runtime(deck, {"run_command": lambda **_: "ok"}, policy=policy, sync_in_thread=False)


@pytest.mark.parametrize("case", DEV, ids=[case["id"] for case in DEV])
def test_dev_case_gets_its_label(runtime: Runtime, case: dict[str, Any]) -> None:
    result = runtime.call_sync(ToolCall("c", "run_command", {"command": case["command"]}))
    expected = "success" if case["expect"] == "allow" else "refused"
    message = result.error.message if result.error is not None else ""
    assert result.status == expected, f"{case['why']}: {message}"
    if expected == "refused":
        assert result.error is not None and "\n" not in result.error.message
        assert result.error.message.startswith("/command: refused by shell rule ")
