"""The second tool-poisoning set (benchmarks/data/poisoning2): the sizes and mix its brief asks
for, and that its checker catches a broken pointer, a real-looking domain and a technique label
without its characters. What every set must do (checker passes, tooldeck loads, build.py
regenerates, moved split caught) is in test_poisoning_sets.py.

The checker is check_set.py itself; the broken copies are made here by editing one label or
one tool, so each expected problem is known by construction.
"""

from __future__ import annotations

from pathlib import Path

from poisoning_sets import (
    DATA_DIR,
    check,
    labels_of,
    tools_file,
    write_labels,
    write_tools_file,
)

SET = DATA_DIR / "poisoning2"


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


def test_a_pointer_that_misses_is_reported(copy_of_set: Path) -> None:
    labels = labels_of(copy_of_set)
    victim = next(lab for lab in labels if lab["poisoned"])
    victim["field"] = "/inputSchema/properties/no_such_parameter/description"
    write_labels(copy_of_set, labels)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: field does not resolve" in r.stdout


def test_a_technique_label_without_its_characters_is_reported(copy_of_set: Path) -> None:
    labels = labels_of(copy_of_set)
    victim = next(lab for lab in labels if lab.get("technique") == "unicode_tags")
    doc = tools_file(copy_of_set, "poisoned.json")
    tool = next(t for t in doc["tools"] if t["name"] == victim["tool"])
    assert victim["field"] == "/description"
    tool["description"] = "".join(c for c in tool["description"] if ord(c) < 0xE0000)
    write_tools_file(copy_of_set, "poisoned.json", doc)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: technique unicode_tags not found in the field" in r.stdout
