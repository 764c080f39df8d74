"""What only the sixth tool-poisoning set (benchmarks/data/poisoning6) was written to stress:
payloads in the middle of long documentation, split payloads that say where their other part
is, and the harvesting parameters' names on the benign side too. Its counts, languages,
addresses, captured tools, required harvesting parameters and the rest of its benign
vocabulary are checked with every other set's, in test_poisoning_sets.py over its spec in
tests/poisoning_set_specs.py.
"""

from __future__ import annotations

import re

from poisoning_sets import DATA_DIR, labels_of, strings, tools_matching, tools_of

SET = DATA_DIR / "poisoning6"
# words for "the assistant" (or its caller) in the set's languages: a payload addresses it
ADDRESSEE = re.compile(
    r"assistant|Assistent|asistente|assistente|помощник|助手|アシスタント|सहायक|trợ lý|asisten"
    r"|callers?\b",
    re.I,
)


def _paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", text) if p.strip()]


def test_description_payloads_sit_in_the_middle_of_long_documentation() -> None:
    # what this set stresses: a realistic tool doc of several paragraphs whose first and last
    # paragraphs are ordinary documentation, with the payload in between; and no shouted
    # markers anywhere in a poisoned tool.
    loud = re.compile(r"IMPORTANT|<\s*important|(?i:ignore (all |any )?previous)")
    for t in tools_of(SET, "poisoned.json"):
        assert not any(loud.search(s) for s in strings(t)), t["name"]
    tools = {t["name"]: t for t in tools_of(SET, "poisoned.json")}
    in_prose = [
        lab
        for lab in labels_of(SET)
        if lab["poisoned"] and lab["field"] == "/description" and "technique" not in lab
    ]
    assert len(in_prose) >= 40
    addressed_in_middle = 0
    for lab in in_prose:
        text = tools[lab["tool"]]["description"]
        paragraphs = _paragraphs(text)
        assert text.count("\n") >= 5 and len(paragraphs) >= 3, lab["tool"]
        assert not ADDRESSEE.search(paragraphs[0]), lab["tool"]
        assert not ADDRESSEE.search(paragraphs[-1]), lab["tool"]
        addressed_in_middle += any(ADDRESSEE.search(p) for p in paragraphs[1:-1])
    # the rest (compatibility notes on other tools, partner rankings) name no addressee
    assert addressed_in_middle >= 0.8 * len(in_prose)


def test_harvesting_parameter_names_recur_on_the_benign_side() -> None:
    # parameters named like the harvesting ones, in three benign tools (the rest of the
    # benign vocabulary is the spec's, in test_poisoning_sets.py)
    benign = tools_of(SET, "benign.json")
    assert tools_matching(benign, r"^(session_context|debug_blob|environment_snapshot)$") == 3
    poisoned = tools_of(SET, "poisoned.json")
    poisoned_params = {k for t in poisoned for k in t["inputSchema"]["properties"]}
    assert {"session_context", "debug_blob", "environment_snapshot"} <= poisoned_params


def test_split_payloads_say_where_the_other_part_is() -> None:
    split = [lab for lab in labels_of(SET) if lab["class"] == "split_payload"]
    assert len(split) >= 2 and all("note" in lab for lab in split)
