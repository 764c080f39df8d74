"""The sixth tool-poisoning set (benchmarks/data/poisoning6): its format, counts and split
balance by class and language, its language coverage, no description shared with the earlier
sets, captured tools that are verbatim copies from packages no earlier set captured, reserved
names for every address in an authored tool, that its checker catches a label without its
tool, and what the set was written to stress (payloads in the middle of long documentation,
harvesting parameters that are required, the same vocabulary in benign tools). What every set
must do (checker passes, tooldeck loads, build.py regenerates, moved split caught,
real-looking address caught) is in test_poisoning_sets.py.

The counts asserted (65 poisoned, 63 benign of which 17 captured from 5 packages) are those
written in build.py; the broken copy is made here by removing one tool, so the expected
complaint is known by construction.
"""

from __future__ import annotations

import json
import re
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

SET = DATA_DIR / "poisoning6"
EARLIER = ("poisoning", "poisoning2", "poisoning3", "poisoning4", "poisoning5")
# the languages the set was asked to cover, plus Korean and Portuguese
LANGUAGES = {"zh-Hans", "ja", "es", "de", "fr", "ru", "hi", "vi", "id", "ko", "pt"}
# RFC 2606 / RFC 6761 names that can never reach a real service
RESERVED_TLDS = (".example", ".test", ".invalid")
URL_HOST = re.compile(r"https?://([^/\s?#)\"'>&]+)")
EMAIL_DOMAIN = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
# words for "the assistant" (or its caller) in the set's languages: a payload addresses it
ADDRESSEE = re.compile(
    r"assistant|Assistent|asistente|assistente|помощник|助手|アシスタント|सहायक|trợ lý|asisten"
    r"|callers?\b",
    re.I,
)


def _tools(name: str) -> list[dict]:
    tools: list[dict] = json.loads((SET / name).read_text(encoding="utf-8"))["tools"]
    return tools


def _strings(node: object) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for k, v in node.items() for s in (k, *_strings(v))]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    return []


def _paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", text) if p.strip()]


def test_format_counts_names_and_split_balance() -> None:
    labels = labels_of(SET)
    tools = {name: _tools(name) for name in ("poisoned.json", "benign.json")}
    names = [t["name"] for ts in tools.values() for t in ts]
    assert len(names) == len(set(names)) == len(labels)
    for ts in tools.values():
        for t in ts:
            assert isinstance(t["description"], str) and t["description"]
            assert t["inputSchema"]["type"] == "object"
    poisoned = [lab for lab in labels if lab["poisoned"]]
    benign = [lab for lab in labels if not lab["poisoned"]]
    assert (len(poisoned), len(benign)) == (65, 63)
    assert sum(lab["lang"] != "en" for lab in poisoned) >= 0.3 * len(poisoned)
    # benign tools in other languages too, so that a language is no sign of poisoning
    assert sum(lab["lang"] != "en" for lab in benign) >= 0.2 * len(benign)
    captured = [lab for lab in benign if lab["origin"].startswith("captured")]
    assert len(captured) == 17
    assert len({lab["origin"].split(" (")[0] for lab in captured}) == 5
    for rows in (poisoned, benign):
        splits = Counter(lab["split"] for lab in rows)
        assert abs(splits["dev"] - splits["holdout"]) <= 1
        for key in ("class", "lang"):
            for value in {lab[key] for lab in rows}:
                got = Counter(lab["split"] for lab in rows if lab[key] == value)
                assert abs(got["dev"] - got["holdout"]) <= 1, (key, value, got)


def test_languages_cover_the_brief_on_both_sides() -> None:
    labels = labels_of(SET)
    poisoned = {lab["lang"] for lab in labels if lab["poisoned"]}
    assert poisoned >= LANGUAGES, LANGUAGES - poisoned
    # the same languages among the tricky-benign tools, so that a language is no sign of
    # poisoning
    benign = {lab["lang"] for lab in labels if not lab["poisoned"]}
    assert benign >= LANGUAGES, LANGUAGES - benign


def test_every_address_in_an_authored_tool_is_reserved() -> None:
    # check_set.py holds poisoned tools to `.example`; the authored benign tools here use
    # `.example`, `.test` or `.invalid`. Captured tools are verbatim and keep their real links.
    authored = {lab["tool"] for lab in labels_of(SET) if lab["origin"] == "authored"}
    seen = 0
    for name in ("poisoned.json", "benign.json"):
        for t in _tools(name):
            if t["name"] not in authored:
                continue
            for s in _strings(t):
                for host in URL_HOST.findall(s) + EMAIL_DOMAIN.findall(s):
                    seen += 1
                    assert host.lower().endswith(RESERVED_TLDS), (t["name"], host)
    assert seen >= 10  # the set does carry addresses: not vacuous


def test_no_description_is_shared_with_the_earlier_sets() -> None:
    # independence: common tool names recur across sets, descriptions may not. Compared by
    # text only, without printing the other sets' items.
    ours = {t["description"] for name in ("poisoned.json", "benign.json") for t in _tools(name)}
    compared = 0
    for other in EARLIER:
        for name in ("poisoned.json", "benign.json"):
            path = DATA_DIR / other / name
            if not path.exists():
                continue
            theirs = {t.get("description") for t in json.loads(path.read_text("utf-8"))["tools"]}
            compared += 1
            assert not ours & theirs, f"{len(ours & theirs)} descriptions shared with {other}"
    if not compared:
        pytest.skip("the earlier sets are not in this checkout")


def _earlier_packages() -> set[str]:
    """Package names (no registry, no version) that the earlier sets captured."""
    out: set[str] = set()
    for other in EARLIER:
        path = DATA_DIR / other / "captured_tools.json"
        if not path.exists():
            continue
        doc = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(doc, list):  # the first set: one record per tool
            out |= {rec["package"] for rec in doc}
        else:
            out |= {key.split(":", 1)[1].rsplit("@", 1)[0] for key in doc["servers"]}
    return out


def test_captured_tools_are_verbatim_and_from_new_packages() -> None:
    doc = json.loads((SET / "captured_tools.json").read_text(encoding="utf-8"))
    ours = {key.split(":", 1)[1].rsplit("@", 1)[0] for key in doc["servers"]}
    earlier = _earlier_packages()
    if not earlier:
        pytest.skip("the earlier sets are not in this checkout")
    assert not ours & earlier
    for reserved in ("filesystem", "server-git", "server-memory", "playwright"):
        assert not any(reserved in pkg for pkg in ours), reserved
    listed = {t["name"]: t for server in doc["servers"].values() for t in server["tools"]}
    benign = {t["name"]: t for t in _tools("benign.json")}
    captured = [lab for lab in labels_of(SET) if lab["origin"].startswith("captured")]
    for lab in captured:
        assert benign[lab["tool"]] == listed[lab["tool"]], lab["tool"]


def test_a_label_whose_tool_is_missing_is_reported(copy_of_set: Path) -> None:
    doc = tools_file(copy_of_set, "poisoned.json")
    gone = doc["tools"].pop(5)
    write_tools_file(copy_of_set, "poisoned.json", doc)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{gone['name']!r}: no such tool in poisoned.json" in r.stdout


def test_description_payloads_sit_in_the_middle_of_long_documentation() -> None:
    # what this set stresses: a realistic tool doc of several paragraphs whose first and last
    # paragraphs are ordinary documentation, with the payload in between; and no shouted
    # markers anywhere in a poisoned tool.
    loud = re.compile(r"IMPORTANT|<\s*important|(?i:ignore (all |any )?previous)")
    for t in _tools("poisoned.json"):
        assert not any(loud.search(s) for s in _strings(t)), t["name"]
    tools = {t["name"]: t for t in _tools("poisoned.json")}
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


def test_harvesting_parameters_are_required() -> None:
    # data gathering disguised as a required parameter: the payload's parameter is in
    # `required`, so a model cannot leave it out
    tools = {t["name"]: t for t in _tools("poisoned.json")}
    rows = [
        lab for lab in labels_of(SET) if lab["poisoned"] and lab["class"] == "harvesting_parameter"
    ]
    assert len(rows) >= 6
    for lab in rows:
        param = lab["field"].split("/")[3]
        assert param in tools[lab["tool"]]["inputSchema"]["required"], lab["tool"]


def test_benign_tools_use_the_same_vocabulary() -> None:
    # the tricky-benign side carries what a keyword rule would flag: blind-copy fields,
    # password fields, shouted warnings, "use X instead" / "call X first", version notes and
    # parameters named like the harvesting ones
    benign = _tools("benign.json")

    def count(pattern: str) -> int:
        rx = re.compile(pattern)
        return sum(any(rx.search(s) for s in _strings(t)) for t in benign)

    assert count(r"^(bcc|cco)$") >= 4
    assert sum('"writeOnly": true' in json.dumps(t) for t in benign) >= 4
    assert count(r"IMPORTANT|WICHTIG|QUAN TRỌNG|重要") >= 4
    assert count(r"instead|Call this first|Сначала вызовите|代わりに|पहले|먼저") >= 5
    assert count(r"^(session_context|debug_blob|environment_snapshot)$") == 3
    assert count(r"~/\.ssh|~/\.aws") >= 3
    poisoned_params = {k for t in _tools("poisoned.json") for k in t["inputSchema"]["properties"]}
    assert {"session_context", "debug_blob", "environment_snapshot"} <= poisoned_params


def test_split_payloads_say_where_the_other_part_is() -> None:
    split = [lab for lab in labels_of(SET) if lab["class"] == "split_payload"]
    assert len(split) >= 2 and all("note" in lab for lab in split)
