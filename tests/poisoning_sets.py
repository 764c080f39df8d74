"""Shared set-up of the tests of the tool-poisoning sets (benchmarks/data/poisoning2, ...):
copies of a set to break, its labels, and its own scripts run on a folder."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = ROOT / "benchmarks" / "data"
DATA = ("poisoned.json", "benign.json", "labels.jsonl")


def copy_set(src: Path, tmp_path: Path) -> Path:
    """A copy of the set folder `src` under tmp_path, next to a copy of poisoning_common.py
    (which the set's scripts find in their parent folder)."""
    folder = tmp_path / src.name
    folder.mkdir()
    for name in ("check_set.py", "build.py", "captured_tools.json", *DATA):
        shutil.copy(src / name, folder / name)
    shutil.copy(DATA_DIR / "poisoning_common.py", tmp_path / "poisoning_common.py")
    return folder


def labels_of(folder: Path) -> list[dict]:
    text = (folder / "labels.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def write_labels(folder: Path, labels: list[dict]) -> None:
    text = "".join(json.dumps(lab, ensure_ascii=False) + "\n" for lab in labels)
    (folder / "labels.jsonl").write_text(text, encoding="utf-8")


def tools_file(folder: Path, name: str) -> dict:
    """The MCP document poisoned.json or benign.json of the folder."""
    doc: dict = json.loads((folder / name).read_text(encoding="utf-8"))
    return doc


def write_tools_file(folder: Path, name: str, doc: dict) -> None:
    (folder / name).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


def check(folder: Path) -> subprocess.CompletedProcess[str]:
    """The folder's check_set.py --no-load, in a new interpreter."""
    return subprocess.run(
        [sys.executable, str(folder / "check_set.py"), "--no-load"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def run_checker_in_process(folder: Path) -> int:
    """The folder's check_set.main(["--in-process"]): `tooldeck show` / `convert` run in this
    process (the CLI app through typer's runner), saving two interpreter start-ups per file."""
    spec = importlib.util.spec_from_file_location(
        f"{folder.name}_check_set", folder / "check_set.py"
    )
    assert spec and spec.loader
    check_set = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_set)
    rc: int = check_set.main(["--in-process"])
    return rc


def assert_build_regenerates(copy: Path, committed: Path) -> None:
    """build.py run in `copy` (its data files deleted first) writes the committed files byte
    for byte."""
    for name in DATA:
        (copy / name).unlink()
    r = subprocess.run([sys.executable, str(copy / "build.py")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    for name in DATA:
        assert (copy / name).read_bytes() == (committed / name).read_bytes(), name
