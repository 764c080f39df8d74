"""The path check against the outside attack corpus ``tests/data/attacks/paths.jsonl``.

Each case's tree is built with the corpus's own ``harness.py`` in ``tmp_path`` and the
process's working directory is set per case (``cwd``: the root or its parent), then the
value goes through the real :class:`Runtime` with :class:`PathPolicy` and a handler that
opens what it is handed the way a naive handler would (``os.path.realpath`` from the
process's working directory). Expected verdicts come from the corpus (written by a helper
who did not see this code; ``location`` labels confirmed by its ``check.py`` with
``os.path.realpath``). Only the ``dev`` split is asserted here; the ``holdout`` split is
for reporting (``python tests/runtime/policy/test_paths_corpus.py`` prints both).
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tooldeck.runtime import PathPolicy, Policy, Runtime, ToolCall
from tooldeck.runtime.policy.paths import open_beneath, path_problem
from tooldeck.tool import Deck, Tool

DATA = Path(__file__).resolve().parents[2] / "data" / "attacks"


def _harness() -> ModuleType:
    spec = importlib.util.spec_from_file_location("paths_harness", DATA / "harness.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


harness = _harness()
CASES = [json.loads(line) for line in (DATA / "paths.jsonl").read_text("utf-8").splitlines()]
DEV = [c for c in CASES if c["split"] == "dev"]


def _deck() -> Deck:
    return Deck(
        [
            Tool(
                name="read",
                input_schema={
                    "type": "object",
                    "properties": {"path": {"type": "string", "format": "path"}},
                    "required": ["path"],
                },
            ),
            Tool(
                name="read_untyped",  # an untyped parameter: every string and key is a path
                input_schema={
                    "type": "object",
                    "properties": {"target": {"format": "path"}},
                    "required": ["target"],
                },
            ),
        ]
    )


def run_case(case: dict[str, Any], tmp: str) -> tuple[str, list[str] | None]:
    """Build the case in ``tmp``, run it from its ``cwd``; (status, the real paths the
    handler's strings lead to from the process's working directory — None when the
    handler did not run: the call was refused, by the path check or by layer 1)."""
    root, cwd = harness.make_layout(tmp, case)
    parent = os.path.dirname(root)
    value = harness.substitute(case["value"], root, parent)
    opened: list[str] = []
    ran: list[bool] = []

    def handler(**kwargs: Any) -> str:
        (got,) = kwargs.values()
        ran.append(True)
        opened.extend(os.path.realpath(s) for s in harness.path_strings(got))
        return "ok"

    tool = "read_untyped" if "param" in case else "read"
    param = case.get("param", "path")
    runtime = Runtime(
        _deck(),
        {"read": handler, "read_untyped": handler},
        policy=Policy([PathPolicy([root])]),
        sync_in_thread=False,
    )
    before = os.getcwd()
    os.chdir(cwd)
    try:
        result = runtime.call_sync(ToolCall("c", tool, {param: value}))
    finally:
        os.chdir(before)
    return result.status, (opened if ran else None)


def verdict(case: dict[str, Any], tmp: str) -> str:
    _, opened = run_case(case, tmp)
    return "allow" if opened is not None else "refuse"


@pytest.mark.parametrize("case", DEV, ids=[c["id"] for c in DEV])
def test_dev_case(case: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # restored after the test whatever run_case does
    status, opened = run_case(case, str(tmp_path))
    got = "allow" if opened is not None else "refuse"
    assert got == case["expect"], f"{case['id']} ({case['why']})"
    if opened is not None:
        assert status == "success"
        # a string the runtime rewrote opens inside the root from any working directory
        real_root = os.path.realpath(tmp_path / "root")
        if "param" not in case:
            assert all(p == real_root or p.startswith(real_root + os.sep) for p in opened)
    else:
        assert status in ("refused", "error") and opened is None


TOCTOU = [c for c in DEV if c.get("race")]


@pytest.mark.parametrize("case", TOCTOU, ids=[c["id"] for c in TOCTOU])
def test_open_beneath_defeats_the_race(case: dict[str, Any], tmp_path: Path) -> None:
    """The race steps run after the check; ``open_beneath`` then refuses to leave."""
    root, _ = harness.make_layout(str(tmp_path), case)
    real = os.path.realpath(root)
    assert path_problem(case["value"], [real], real) is None  # allowed before the race
    for step in case["race"]:
        harness.apply_step(harness.substitute(step, root, str(tmp_path)), root, str(tmp_path))
    with pytest.raises(OSError):
        fd = open_beneath(root, case["value"], os.O_WRONLY | os.O_CREAT, 0o600)
        os.close(fd)
    assert not (tmp_path / "outside" / os.path.basename(case["value"])).exists()


def _counts() -> None:
    for split in ("dev", "holdout"):
        escapes: list[str] = []
        benign: list[str] = []
        for case in (c for c in CASES if c["split"] == split):
            with tempfile.TemporaryDirectory() as tmp:
                got = verdict(case, tmp)
            if case["expect"] == "refuse" and got == "allow":
                escapes.append(case["id"])
            elif case["expect"] == "allow" and got == "refuse":
                benign.append(case["id"])
        n = sum(c["split"] == split for c in CASES)
        print(f"{split}: {n} cases, escapes {len(escapes)} {escapes}, ", end="")
        print(f"benign refusals {len(benign)} {benign}")


if __name__ == "__main__":
    sys.exit(_counts())
