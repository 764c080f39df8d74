"""The third tool-poisoning set (benchmarks/data/poisoning3): its checker passes, tooldeck loads
both files, build.py regenerates the committed files byte for byte, the split is balanced by
class and language, and the checker catches a moved split, a label without its tool and a
real-looking address.

The checker is check_set.py itself; each broken copy is made here by changing one label or
one tool, so the expected complaint is known by construction. The counts asserted (99
poisoned, 90 benign of which 27 captured) are those written in build.py.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from poisoning_sets import (
    DATA_DIR,
    assert_build_regenerates,
    check,
    copy_set,
    labels_of,
    run_checker_in_process,
    write_labels,
)

SET = DATA_DIR / "poisoning3"


@pytest.fixture
def copy_of_set(tmp_path: Path) -> Path:
    return copy_set(SET, tmp_path)


def test_committed_set_passes_its_checker_and_loads_in_tooldeck(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rc = run_checker_in_process(SET)
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
            path = DATA_DIR / other / name
            if not path.exists():
                continue
            theirs = {t.get("description") for t in json.loads(path.read_text("utf-8"))["tools"]}
            compared += 1
            assert not ours & theirs, f"{len(ours & theirs)} descriptions shared with {other}"
    if not compared:
        pytest.skip("the earlier sets are not in this checkout")


def test_build_regenerates_the_committed_files_exactly(copy_of_set: Path) -> None:
    assert_build_regenerates(copy_of_set, SET)


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
