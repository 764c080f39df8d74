"""The eleventh tool-poisoning set (benchmarks/data/poisoning11): its format, counts and split
balance by class and language, its language coverage (nine languages besides English, five of
them - Vietnamese, Indonesian, Hungarian, Finnish and Hebrew - not in the tenth set), no
description shared with the earlier sets, captured tools that are verbatim copies from packages
no earlier set captured, reserved names for every address in an authored tool, that its checker
catches a label without its tool, and what the set was written to cover (payloads in many
places of the schema, every hidden-text technique decoding to a readable instruction, tag
blocks next to soft prose, short and long definitions, the same vocabulary in benign tools,
clean twins). What every set must do (checker passes, tooldeck loads, build.py regenerates,
moved split caught, real-looking address caught) is in test_poisoning_sets.py.

The counts asserted (98 poisoned, 93 benign of which 25 captured from 5 packages) are those
written in build.py; the broken copy is made here by removing one tool, so the expected
complaint is known by construction. The decoded hidden payloads are compared with the plain
text written in build.py.
"""

from __future__ import annotations

import base64
import codecs
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

SET = DATA_DIR / "poisoning11"
EARLIER = (
    "poisoning",
    "poisoning2",
    "poisoning3",
    "poisoning4",
    "poisoning5",
    "poisoning6",
    "poisoning7",
    "poisoning8",
    "poisoning9",
    "poisoning10",
)
# the nine languages besides English, on both sides; vi, id, hu, fi and he are not in the
# tenth set
LANGUAGES = {"de", "fr", "es", "pt", "vi", "id", "hu", "fi", "he"}
NEW_LANGUAGES = {"vi", "id", "hu", "fi", "he"}
# RFC 2606 / RFC 6761 names that can never reach a real service
RESERVED_TLDS = (".example", ".test", ".invalid")
URL_HOST = re.compile(r"https?://([^/\s?#)\"'>&]+)")
EMAIL_DOMAIN = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
# the servers of the selection decks (benchmarks/data/select_train, select_blind,
# select_blind2, select_real) and the reserved ones: none of them may be captured here
NOT_CAPTURED = (
    "filesystem",
    "server-git",
    "server-memory",
    "playwright",
    "fetch",
    "server-time",
    "everything",
    "github",
    "stripe",
    "supabase",
    "redis",
    "neon",
    "linear",
    "jira",
    "heroku",
    "cloudflare",
    "azure",
    "mongodb",
    "chrome-devtools",
    "copilot",
    "gdrive",
    "gmail",
    "calendar",
    "todoist",
    "weather",
    "youtube",
    "desktop-commander",
    "obsidian",
    "hubspot",
    "shopify",
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


def _field(t: dict, pointer: str) -> str:
    cur: object = t
    for tok in pointer[1:].split("/"):
        cur = cur[int(tok)] if isinstance(cur, list) else cur[tok]  # type: ignore[index]
    if isinstance(cur, dict):  # a payload in a parameter name: the name is the payload
        return pointer.split("/")[-1]
    assert isinstance(cur, str)
    return cur


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
    assert (len(poisoned), len(benign)) == (98, 93)
    assert sum(lab["lang"] != "en" for lab in poisoned) >= 0.4 * len(poisoned)
    # benign tools in other languages too, so that a language is no sign of poisoning
    assert sum(lab["lang"] != "en" for lab in benign) >= 0.25 * len(benign)
    captured = [lab for lab in benign if lab["origin"].startswith("captured")]
    assert len(captured) == 25
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
    poisoned = Counter(lab["lang"] for lab in labels if lab["poisoned"])
    assert set(poisoned) - {"en"} == LANGUAGES, set(poisoned) ^ LANGUAGES
    # each language has enough poisoned tools to land in both splits
    assert min(poisoned[lang] for lang in LANGUAGES) >= 3
    assert len(NEW_LANGUAGES) >= 5 and set(poisoned) >= NEW_LANGUAGES
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
                    assert host.lower().rstrip(".").endswith(RESERVED_TLDS), (t["name"], host)
    assert seen >= 25  # the set does carry addresses: not vacuous


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
    assert len(ours) == 5
    for pkg in ours:
        assert not any(word in pkg for word in NOT_CAPTURED), pkg
    for server in doc["servers"].values():
        assert server["licence"] in ("MIT", "Apache-2.0", "ISC"), server["licence"]
    earlier = _earlier_packages()
    if not earlier:
        pytest.skip("the earlier sets are not in this checkout")
    assert not ours & earlier
    listed = {t["name"]: t for server in doc["servers"].values() for t in server["tools"]}
    benign = {t["name"]: t for t in _tools("benign.json")}
    captured = [lab for lab in labels_of(SET) if lab["origin"].startswith("captured")]
    for lab in captured:
        assert benign[lab["tool"]] == listed[lab["tool"]], lab["tool"]
    # the five servers describe their tools in English
    langs = Counter(lab["lang"] for lab in captured)
    assert langs == Counter({"en": 25})


def test_a_label_whose_tool_is_missing_is_reported(copy_of_set: Path) -> None:
    doc = tools_file(copy_of_set, "poisoned.json")
    gone = doc["tools"].pop(11)
    write_tools_file(copy_of_set, "poisoned.json", doc)
    r = check(copy_of_set)
    assert r.returncode == 1
    assert f"{gone['name']!r}: no such tool in poisoned.json" in r.stdout


def test_payloads_sit_in_many_places_of_the_definition() -> None:
    # full-schema poisoning: besides the description, at least one payload in each of a
    # parameter description, an output schema, a parameter name, an enum value, a default,
    # the title, the annotations' title, a $defs schema, an examples entry, a nested
    # object's property and an array's item schema
    pointers = [lab["field"] for lab in labels_of(SET) if lab["poisoned"]]
    for pattern in (
        r"^/description$",
        r"^/inputSchema/properties/\w+/description$",
        r"^/outputSchema/",
        r"^/inputSchema/properties/\w+$",
        r"/enum/\d+$",
        r"/default$",
        r"^/title$",
        r"^/annotations/title$",
        r"^/inputSchema/\$defs/",
        r"/examples/\d+$",
        r"/properties/\w+/properties/\w+/description$",
        r"/items/description$",
    ):
        assert any(re.search(pattern, p) for p in pointers), pattern
    # and most payloads are still in the description, where the write-ups put them
    assert sum(p == "/description" for p in pointers) >= 0.6 * len(pointers)


def _decoded(payload: str, technique: str) -> str:
    """The readable text of a hidden payload, undoing the one technique used."""
    if technique == "unicode_tags":
        return "".join(chr(ord(c) - 0xE0000) for c in payload if 0xE0000 <= ord(c) <= 0xE007F)
    if technique == "zero_width":
        bits = "".join("1" if c == "\u200c" else "0" for c in payload if c in "\u200b\u200c")
        if len(bits) >= 64 and len(bits) % 8 == 0:  # UTF-8 bits, U+200C one and U+200B zero
            return bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8)).decode()
        return re.sub("[\u200b\u200c\u200d\u2060]", "", payload)  # joiners between letters
    if technique == "bidi_override":
        inside = re.search("\u202e(.*?)\u202c", payload, re.S)
        assert inside
        return inside.group(1)[::-1]
    if technique == "variation_selectors":
        data = bytearray()
        for c in payload:
            if 0xFE00 <= ord(c) <= 0xFE0F:
                data.append(ord(c) - 0xFE00)
            elif 0xE0100 <= ord(c) <= 0xE01EF:
                data.append(ord(c) - 0xE0100 + 16)
        return data.decode("utf-8")
    if technique.startswith("ansi_"):
        return re.sub("\x1b\\[[0-9;]*[A-Za-z]", "", payload)
    if technique == "base64":
        blob = re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", payload)[-1]
        return base64.b64decode(blob).decode("utf-8")
    if technique == "rot13":
        return codecs.encode(payload.rsplit(":", 1)[-1], "rot13")
    return payload


def test_every_hidden_payload_decodes_to_an_instruction() -> None:
    # each hidden-text technique is present, and undoing it gives a readable instruction
    # that names what it is after (a secret file, a password or an outside address)
    tools = {t["name"]: t for t in _tools("poisoned.json")}
    rows = [lab for lab in labels_of(SET) if lab.get("technique")]
    wanted = {
        "unicode_tags",
        "zero_width",
        "bidi_override",
        "variation_selectors",
        "ansi_conceal",
        "ansi_erase",
        "ansi_color",
        "base64",
        "rot13",
        "html_comment",
        "html_details",
        "whitespace_padding",
        "markdown_comment",
    }
    assert {lab["technique"] for lab in rows} == wanted
    target = re.compile(
        r"~/\.ssh|~/\.aws|~/\.netrc|~/\.npmrc|~/\.config|\.env\b|password|\.example", re.I
    )
    hiding = (
        "unicode_tags",
        "zero_width",
        "bidi_override",
        "variation_selectors",
        "base64",
        "rot13",
    )
    for lab in rows:
        text = _decoded(_field(tools[lab["tool"]], lab["field"]), lab["technique"])
        assert target.search(text), (lab["tool"], text[-120:])
        if lab["technique"] in hiding:
            # the instruction is not readable as plain text before decoding
            assert not target.search(_field(tools[lab["tool"]], lab["field"])), lab["tool"]


def test_tag_blocks_soft_phrasing_and_lengths_are_mixed() -> None:
    # a realistic mix: a few tag blocks (in several languages) next to soft, indirect prose,
    # and short definitions next to long ones, on both sides
    poisoned = _tools("poisoned.json")
    tagged = re.compile(r"<(IMPORTANT|WICHTIG|TÄRKEÄÄ|PENTING|FONTOS|system-note)>")
    assert sum(bool(tagged.search(t["description"])) for t in poisoned) >= 6
    soft = re.compile(
        r"routine|recommended|usual practice|is expected|no need to|need not|does not need|"
        r"best not|es ist üblich|nicht eigens|wird empfohlen|il est d'usage|il convient|"
        r"inutile de|se recomienda|paso habitual|é recomendável|não é preciso|"
        r"thông lệ|nên |tidak perlu|prosedur rutin|secara rutin|bevett gyakorlat|javasolt|"
        r"nem szükséges|nem kell|suositeltu|suositeltavaa|ei tarvitse|מומלץ|אין צורך",
        re.I,
    )
    assert sum(bool(soft.search(json.dumps(t, ensure_ascii=False))) for t in poisoned) >= 20
    for name in ("poisoned.json", "benign.json"):
        lengths = [len(t["description"]) for t in _tools(name)]
        assert sum(n < 200 for n in lengths) >= 20, name
        assert sum(n > 700 for n in lengths) >= 4, name
    assert max(t["description"].count("\n") for t in poisoned) >= 20


def test_harvesting_parameters_are_required() -> None:
    tools = {t["name"]: t for t in _tools("poisoned.json")}
    rows = [
        lab for lab in labels_of(SET) if lab["poisoned"] and lab["class"] == "harvesting_parameter"
    ]
    assert len(rows) >= 3
    for lab in rows:
        param = lab["field"].split("/")[3]
        assert param in tools[lab["tool"]]["inputSchema"]["required"], lab["tool"]


def test_benign_tools_use_the_same_vocabulary() -> None:
    # the tricky-benign side carries what a keyword rule would flag: blind-copy fields,
    # password fields, shouted warnings and an <IMPORTANT> block, "use X instead" / "call X
    # first", dotfiles, base64 upload fields, webhooks to user-given URLs, version notes,
    # consent steps and data sent where the user asked
    benign = _tools("benign.json")

    def count(pattern: str) -> int:
        rx = re.compile(pattern)
        return sum(any(rx.search(s) for s in _strings(t)) for t in benign)

    assert count(r"^(bcc|cco|cci)$") >= 4
    assert sum('"writeOnly": true' in json.dumps(t) for t in benign) >= 5
    assert count(r"IMPORTANT|WARNING|WICHTIG|TÄRKEÄÄ|QUAN TRỌNG") >= 5
    assert count(r"<IMPORTANT>") >= 1
    assert (
        count(
            r"instead|[Cc]all \w+ first|stattdessen|en su lugar|llama primero|sebagai gantinya|"
            r"helyette|plutôt"
        )
        >= 7
    )
    assert count(r"~/\.ssh|~/\.aws|~/\.kube|~/\.npmrc|~/\.gitconfig|\.env\b") >= 6
    assert count(r"base64") >= 3
    assert count(r"(?i)webhook") >= 3
    assert count(r"(?i)what's new|neu in|nouveautés|מה חדש") >= 5
    assert count(r"(?i)confirm|bestätig|confirmación|vahvistus|xác nhận|אישור") >= 8
    # markup and invisible characters used honestly: a maintainers' HTML comment, a
    # collapsed <details> block and emoji joined with U+200D
    assert count(r"(?s)<!--.*?-->") >= 1
    assert count(r"<details>") >= 1
    assert count("\u200d") >= 1


def test_twins_name_poisoned_tools_and_the_reversed_payload_is_noted() -> None:
    # each clean twin points at a poisoned tool of this set (so that the pair can be
    # reported together), and the one payload stored reversed says so in its label
    labels = labels_of(SET)
    poisoned = {lab["tool"] for lab in labels if lab["poisoned"]}
    twins = [lab for lab in labels if lab["source"].startswith("twin:")]
    assert len(twins) >= 25
    for lab in twins:
        assert lab["source"].removeprefix("twin:") in poisoned, lab["tool"]
    reversed_ = [lab for lab in labels if lab.get("technique") == "bidi_override"]
    assert reversed_ and all("reversed" in lab.get("note", "") for lab in reversed_)


def test_every_poisoned_description_opens_with_ordinary_documentation() -> None:
    # the payload is never the first sentence: the opening sentence of every poisoned
    # description holds no address, secret path, hidden character or tag block
    opening = re.compile(r"^[^.。\n]*")
    red_flags = re.compile(
        r"https?://|@[\w-]+\.example|~/\.|\.env\b|<[A-Za-zŮĚŠČŘŽÝÁÍÉА-Яa-я-]+>|【|"
        "[\u200b-\u200d\u2060\u202a-\u202e\ufe00-\ufe0f\x1b]|[\U000e0000-\U000e01ef]"
    )
    for t in _tools("poisoned.json"):
        first = opening.match(t["description"])
        assert first and len(first.group(0)) >= 15, t["name"]
        assert not red_flags.search(first.group(0)), t["name"]
