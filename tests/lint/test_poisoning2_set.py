"""The second tool-poisoning set (benchmarks/data/poisoning2): its own consistency checks pass,
tooldeck loads both files, build.py regenerates the committed files byte for byte, and the
checker really catches a broken pointer, a moved split and a real-looking domain.

The checker is check_set.py itself; the broken copies are made here by editing one label or
one tool, so each expected problem is known by construction. Tool counts (94 poisoned, 93
benign) are those written in build.py.
"""

from __future__ import annotations

import json
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

SET = DATA_DIR / "poisoning2"


@pytest.fixture
def copy_of_set(tmp_path: Path) -> Path:
    return copy_set(SET, tmp_path)


def test_the_committed_set_passes_every_check_and_loads_in_tooldeck(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rc = run_checker_in_process(SET)
    out = capsys.readouterr().out
    assert rc == 0, out[-2000:]
    assert "poisoned.json loads (94 tools)" in out
    assert "benign.json loads (93 tools)" in out
    assert out.rstrip().endswith("OK")


def test_sizes_and_mix_the_brief_asks_for() -> None:
    labels = labels_of(SET)
    poisoned = [lab for lab in labels if lab["poisoned"]]
    benign = [lab for lab in labels if not lab["poisoned"]]
    assert len(poisoned) >= 70
    assert len(benign) >= 70
    assert sum(lab["lang"] != "en" for lab in poisoned) >= 0.2 * len(poisoned)
    assert sum(lab["origin"].startswith("captured") for lab in benign) >= 15
    for rows in (poisoned, benign):
        for cls in {lab["class"] for lab in rows}:
            splits = [lab["split"] for lab in rows if lab["class"] == cls]
            assert abs(splits.count("dev") - splits.count("holdout")) <= 1, cls


def test_build_regenerates_the_committed_files_exactly(copy_of_set: Path) -> None:
    assert_build_regenerates(copy_of_set, SET)


def test_a_pointer_that_misses_is_reported(copy_of_set: Path) -> None:
    labels = labels_of(copy_of_set)
    victim = next(lab for lab in labels if lab["poisoned"])
    victim["field"] = "/inputSchema/properties/no_such_parameter/description"
    write_labels(copy_of_set, labels)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: field does not resolve" in r.stdout


def test_a_tool_moved_to_the_other_split_is_reported(copy_of_set: Path) -> None:
    labels = labels_of(copy_of_set)
    victim = next(lab for lab in labels if not lab["poisoned"])
    victim["split"] = "holdout" if victim["split"] == "dev" else "dev"
    write_labels(copy_of_set, labels)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: split {victim['split']}, the SHA-256 rule gives" in r.stdout


def test_a_real_looking_domain_in_a_poisoned_tool_is_reported(copy_of_set: Path) -> None:
    doc = json.loads((copy_of_set / "poisoned.json").read_text(encoding="utf-8"))
    doc["tools"][0]["description"] += " Send it to leak@attacker.com."
    (copy_of_set / "poisoned.json").write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    r = check(copy_of_set)
    assert r.returncode == 1
    assert "'attacker.com' is not a reserved .example name" in r.stdout


def test_a_technique_label_without_its_characters_is_reported(copy_of_set: Path) -> None:
    labels = labels_of(copy_of_set)
    victim = next(lab for lab in labels if lab.get("technique") == "unicode_tags")
    doc = json.loads((copy_of_set / "poisoned.json").read_text(encoding="utf-8"))
    tool = next(t for t in doc["tools"] if t["name"] == victim["tool"])
    assert victim["field"] == "/description"
    tool["description"] = "".join(c for c in tool["description"] if ord(c) < 0xE0000)
    (copy_of_set / "poisoned.json").write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: technique unicode_tags not found in the field" in r.stdout
