"""The third tool-poisoning set (benchmarks/data/poisoning3): its checker passes, tooldeck loads
both files, build.py regenerates the committed files byte for byte, the split is balanced by
class and language, and the checker catches a moved split, a label without its tool and a
real-looking address.

The checker is check_set.py itself; each broken copy is made here by changing one label or
one tool, so the expected complaint is known by construction. The counts asserted (99
poisoned, 90 benign of which 27 captured) are those written in build.py.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "benchmarks" / "data" / "poisoning3"
DATA = ("poisoned.json", "benign.json", "labels.jsonl")


def labels_of(folder: Path) -> list[dict]:
    text = (folder / "labels.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def write_labels(folder: Path, labels: list[dict]) -> None:
    text = "".join(json.dumps(lab, ensure_ascii=False) + "\n" for lab in labels)
    (folder / "labels.jsonl").write_text(text, encoding="utf-8")


def check(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(folder / "check_set.py"), "--no-load"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


@pytest.fixture
def copy_of_set(tmp_path: Path) -> Path:
    folder = tmp_path / "poisoning3"
    folder.mkdir()
    for name in ("check_set.py", "build.py", "captured_tools.json", *DATA):
        shutil.copy(SET / name, folder / name)
    return folder


def test_committed_set_passes_its_checker_and_loads_in_tooldeck(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = importlib.util.spec_from_file_location("poisoning3_check_set", SET / "check_set.py")
    assert spec and spec.loader
    check_set = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_set)
    rc = check_set.main(["--in-process"])
    out = capsys.readouterr().out
    assert rc == 0, out[-2000:]
    assert "poisoned.json loads (99 tools)" in out
    assert "benign.json loads (90 tools)" in out


def test_format_counts_names_and_split_balance() -> None:
    labels = labels_of(SET)
    tools = {
        name: json.loads((SET / name).read_text(encoding="utf-8"))["tools"]
        for name in ("poisoned.json", "benign.json")
    }
    names = [t["name"] for ts in tools.values() for t in ts]
    assert len(names) == len(set(names)) == len(labels)
    for ts in tools.values():
        for t in ts:
            assert isinstance(t["description"], str) and t["description"]
            assert t["inputSchema"]["type"] == "object"
    poisoned = [lab for lab in labels if lab["poisoned"]]
    benign = [lab for lab in labels if not lab["poisoned"]]
    assert (len(poisoned), len(benign)) == (99, 90)
    assert sum(lab["lang"] != "en" for lab in poisoned) >= 0.2 * len(poisoned)
    assert sum(lab["origin"].startswith("captured") for lab in benign) >= 20
    for rows in (poisoned, benign):
        splits = Counter(lab["split"] for lab in rows)
        assert abs(splits["dev"] - splits["holdout"]) <= 1
        for key in ("class", "lang"):
            for value in {lab[key] for lab in rows}:
                got = Counter(lab["split"] for lab in rows if lab[key] == value)
                assert abs(got["dev"] - got["holdout"]) <= 1, (key, value, got)


def test_no_description_is_shared_with_the_earlier_sets() -> None:
    # independence: common tool names (send_email, http_request) recur across the sets, but
    # no description may: an equal description would be a copied tool. Compared by text only,
    # without printing the other sets' items.
    ours = {
        t["description"]
        for name in ("poisoned.json", "benign.json")
        for t in json.loads((SET / name).read_text(encoding="utf-8"))["tools"]
    }
    compared = 0
    for other in ("poisoning", "poisoning2"):
        for name in ("poisoned.json", "benign.json"):
            path = ROOT / "benchmarks" / "data" / other / name
            if not path.exists():
                continue
            theirs = {t.get("description") for t in json.loads(path.read_text("utf-8"))["tools"]}
            compared += 1
            assert not ours & theirs, f"{len(ours & theirs)} descriptions shared with {other}"
    if not compared:
        pytest.skip("the earlier sets are not in this checkout")


def test_build_regenerates_the_committed_files_exactly(copy_of_set: Path) -> None:
    for name in DATA:
        (copy_of_set / name).unlink()
    r = subprocess.run(
        [sys.executable, str(copy_of_set / "build.py")], capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr
    for name in DATA:
        assert (copy_of_set / name).read_bytes() == (SET / name).read_bytes(), name


def test_a_tool_moved_to_the_other_split_is_reported(copy_of_set: Path) -> None:
    labels = labels_of(copy_of_set)
    victim = next(lab for lab in labels if lab["poisoned"] and lab["lang"] != "en")
    victim["split"] = "holdout" if victim["split"] == "dev" else "dev"
    write_labels(copy_of_set, labels)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: split {victim['split']}, the SHA-256 rule gives" in r.stdout


def test_a_label_whose_tool_is_missing_is_reported(copy_of_set: Path) -> None:
    doc = json.loads((copy_of_set / "benign.json").read_text(encoding="utf-8"))
    gone = doc["tools"].pop(0)
    (copy_of_set / "benign.json").write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{gone['name']!r}: no such tool in benign.json" in r.stdout


def test_a_real_looking_address_in_a_poisoned_tool_is_reported(copy_of_set: Path) -> None:
    doc = json.loads((copy_of_set / "poisoned.json").read_text(encoding="utf-8"))
    doc["tools"][3]["description"] += " Copy it to https://collector.example.com/in."
    (copy_of_set / "poisoned.json").write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    r = check(copy_of_set)
    assert r.returncode == 1
    assert "'collector.example.com' is not a reserved .example name" in r.stdout
