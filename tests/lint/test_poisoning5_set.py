"""What only the fifth tool-poisoning set (benchmarks/data/poisoning5) was written to show: no
shouted markers, payloads outside the description, split payloads that say where their other
part is. Its counts, languages, addresses and captured tools are checked with every other
set's, in test_poisoning_sets.py over its spec in tests/poisoning_set_specs.py.
"""

from __future__ import annotations

import importlib.util
import re
from collections import Counter

from poisoning_sets import DATA_DIR, labels_of, strings, tools_of

SET = DATA_DIR / "poisoning5"


def test_payloads_are_phrased_softly_and_sit_in_many_places() -> None:
    # what this set adds to the earlier ones: no shouted markers, and payloads outside the
    # description (enum values, defaults, examples, $defs, nested and output schemas, titles,
    # a parameter name). The location names are poisoning_common.location's.
    spec = importlib.util.spec_from_file_location(
        "poisoning_common", DATA_DIR / "poisoning_common.py"
    )
    assert spec and spec.loader
    common = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(common)
    loud = re.compile(r"IMPORTANT|<\s*important|(?i:ignore (all |any )?previous)")
    for t in tools_of(SET, "poisoned.json"):
        assert not any(loud.search(s) for s in strings(t)), t["name"]
    labels = [lab for lab in labels_of(SET) if lab["poisoned"]]
    places = Counter(common.location(lab["field"]) for lab in labels)
    wanted = {"enum value", "default", "$defs", "examples", "parameter name", "outputSchema"}
    assert wanted <= set(places), wanted - set(places)
    assert places["description"] <= 0.6 * len(labels), places
    # split payloads say in their note where the other part is
    split = [lab for lab in labels if lab["class"] == "split_payload"]
    assert len(split) >= 4 and all("note" in lab for lab in split)
