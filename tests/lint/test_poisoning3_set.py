"""The third tool-poisoning set (benchmarks/data/poisoning3): its format, counts and split
balance by class and language, no description shared with the earlier sets, and that its
checker catches a label without its tool and a real-looking address. What every set must do
(checker passes, tooldeck loads, build.py regenerates, moved split caught) is in
test_poisoning_sets.py.

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
    check,
    labels_of,
    tools_file,
    write_tools_file,
)

SET = DATA_DIR / "poisoning3"


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


def test_a_label_whose_tool_is_missing_is_reported(copy_of_set: Path) -> None:
    doc = tools_file(copy_of_set, "benign.json")
    gone = doc["tools"].pop(0)
    write_tools_file(copy_of_set, "benign.json", doc)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{gone['name']!r}: no such tool in benign.json" in r.stdout
