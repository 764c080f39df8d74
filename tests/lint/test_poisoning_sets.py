"""The generated tool-poisoning sets (benchmarks/data/poisoning2 to poisoning25), one test per
check parametrised over the sets' specs (tests/poisoning_set_specs.py), the test id naming
the set.

What every set must do: its own check_set.py passes and tooldeck loads both files, its
build.py regenerates the committed files byte for byte, and its checker catches a tool moved
to the other split and a real-looking address (a URL host or an email domain outside
`.example`) in a poisoned tool. From the third set on, what each spec asks of its set: exact
counts and split balance by class and language, no description shared with an earlier set, a
label without its tool reported; and where the spec gives them its languages, reserved
addresses, captured tools, payload places, hidden payloads, phrasing, harvesting parameters,
benign vocabulary, clean twins and ordinary opening sentences. What only one set asks is in
test_poisoning2_set.py, test_poisoning5_set.py and test_poisoning6_set.py.

The sets written by others (benchmarks/data/poisoning_ext, poisoning_ext2, poisoning_ext3,
poisoning_ext4 and poisoning_ext5, specs `EXTERNALS`) have format checks only, at the end,
parametrised over the five: the checker passes, build.py regenerates the set, a moved split,
a reworded or a missing tool is reported, counts, sources, licences and balance, and no
description shared with the generated sets or with an earlier external set.

The counts are those written in each set's build.py; each broken copy is made here by
changing one label or one tool, so the expected complaint is known by construction. The
decoded hidden payloads are compared with the plain text written in build.py. Tool texts
are compared, never printed beyond a tool name or the tail of a decoded payload.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from poisoning_set_specs import (
    EMAIL_DOMAIN,
    EXTERNALS,
    RESERVED_TLDS,
    SPECS,
    ExternalSpec,
    SetSpec,
)
from poisoning_sets import (
    DATA_DIR,
    assert_build_regenerates,
    captured_packages,
    check,
    copy_set,
    decoded,
    labels_of,
    payload_at,
    run_checker_in_process,
    strings,
    tools_file,
    tools_matching,
    tools_of,
    write_labels,
    write_tools_file,
)

FILES = ("poisoned.json", "benign.json")


def sets_with(part: str | None = None) -> list[Any]:
    """pytest params: every spec, or those whose `part` is given (not None or False), each
    with the set's name as its id."""
    return [
        pytest.param(s, id=s.name)
        for s in SPECS
        if part is None or getattr(s, part) not in (None, False)
    ]


def _folder(spec: SetSpec) -> Path:
    return DATA_DIR / spec.name


# ---- what every set must do -----------------------------------------------------------------


@pytest.mark.parametrize("spec", sets_with())
def test_committed_set_passes_its_checker_and_loads_in_tooldeck(
    spec: SetSpec, capsys: pytest.CaptureFixture[str]
) -> None:
    rc = run_checker_in_process(_folder(spec))
    out = capsys.readouterr().out
    assert rc == 0, out[-2000:]
    assert f"poisoned.json loads ({spec.poisoned} tools)" in out
    assert f"benign.json loads ({spec.benign} tools)" in out
    assert out.rstrip().endswith("OK")


@pytest.mark.parametrize("spec", sets_with())
def test_build_regenerates_the_committed_files_exactly(spec: SetSpec, tmp_path: Path) -> None:
    assert_build_regenerates(copy_set(_folder(spec), tmp_path), _folder(spec))


@pytest.mark.parametrize("spec", sets_with())
@pytest.mark.parametrize("poisoned", [True, False], ids=["poisoned", "benign"])
def test_a_tool_moved_to_the_other_split_is_reported(
    spec: SetSpec, poisoned: bool, tmp_path: Path
) -> None:
    folder = copy_set(_folder(spec), tmp_path)
    labels = labels_of(folder)
    victim = next(lab for lab in labels if lab["poisoned"] is poisoned and lab["lang"] != "en")
    victim["split"] = "holdout" if victim["split"] == "dev" else "dev"
    write_labels(folder, labels)
    r = check(folder)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: split {victim['split']}, the SHA-256 rule gives" in r.stdout


@pytest.mark.parametrize("spec", sets_with())
def test_a_real_looking_address_in_a_poisoned_tool_is_reported(
    spec: SetSpec, tmp_path: Path
) -> None:
    added, host = spec.foreign_address
    folder = copy_set(_folder(spec), tmp_path)
    doc = tools_file(folder, "poisoned.json")
    doc["tools"][3]["description"] += added
    write_tools_file(folder, "poisoned.json", doc)
    r = check(folder)
    assert r.returncode == 1
    assert f"{host!r} is not a reserved .example name" in r.stdout


# ---- the third set on: format, counts, independence -----------------------------------------


@pytest.mark.parametrize("spec", sets_with("labels"))
def test_format_counts_names_and_split_balance(spec: SetSpec) -> None:
    assert spec.labels
    labels = labels_of(_folder(spec))
    tools = {name: tools_of(_folder(spec), name) for name in FILES}
    names = [t["name"] for ts in tools.values() for t in ts]
    assert len(names) == len(set(names)) == len(labels)
    for ts in tools.values():
        for t in ts:
            assert isinstance(t["description"], str) and t["description"]
            assert t["inputSchema"]["type"] == "object"
    poisoned = [lab for lab in labels if lab["poisoned"]]
    benign = [lab for lab in labels if not lab["poisoned"]]
    assert (len(poisoned), len(benign)) == (spec.poisoned, spec.benign)
    mix = spec.labels
    assert sum(lab["lang"] != "en" for lab in poisoned) >= mix.non_english_poisoned * len(poisoned)
    if mix.non_english_benign is not None:
        assert sum(lab["lang"] != "en" for lab in benign) >= mix.non_english_benign * len(benign)
    captured = [lab for lab in benign if lab["origin"].startswith("captured")]
    if mix.captured_at_least is not None:
        assert len(captured) >= mix.captured_at_least
    if mix.captured is not None:
        assert len(captured) == mix.captured
    if mix.captured_packages is not None:
        assert len({lab["origin"].split(" (")[0] for lab in captured}) == mix.captured_packages
    for rows in (poisoned, benign):
        splits = Counter(lab["split"] for lab in rows)
        assert abs(splits["dev"] - splits["holdout"]) <= 1
        for key in ("class", "lang"):
            for value in {lab[key] for lab in rows}:
                got = Counter(lab["split"] for lab in rows if lab[key] == value)
                assert abs(got["dev"] - got["holdout"]) <= 1, (key, value, got)


@pytest.mark.parametrize("spec", sets_with("labels"))
def test_no_description_is_shared_with_the_earlier_sets(spec: SetSpec) -> None:
    # independence: common tool names (send_email, http_request) recur across the sets, but
    # no description may: an equal description would be a copied tool. Compared by text
    # only, without printing the other sets' items.
    ours = {t["description"] for name in FILES for t in tools_of(_folder(spec), name)}
    compared = 0
    for other in spec.earlier:
        for name in FILES:
            path = DATA_DIR / other / name
            if not path.exists():
                continue
            theirs = {t.get("description") for t in json.loads(path.read_text("utf-8"))["tools"]}
            compared += 1
            assert not ours & theirs, f"{len(ours & theirs)} descriptions shared with {other}"
    if not compared:
        pytest.skip("the earlier sets are not in this checkout")


@pytest.mark.parametrize("spec", sets_with("removed_tool"))
def test_a_label_whose_tool_is_missing_is_reported(spec: SetSpec, tmp_path: Path) -> None:
    assert spec.removed_tool
    name, index = spec.removed_tool
    folder = copy_set(_folder(spec), tmp_path)
    doc = tools_file(folder, name)
    gone = doc["tools"].pop(index)
    write_tools_file(folder, name, doc)
    r = check(folder)
    assert r.returncode == 1
    assert f"{gone['name']!r}: no such tool in {name}" in r.stdout


# ---- coverage: languages, addresses, captured tools -----------------------------------------


@pytest.mark.parametrize("spec", sets_with("languages"))
def test_languages_cover_the_brief(spec: SetSpec) -> None:
    want = spec.languages
    assert want
    labels = labels_of(_folder(spec))
    poisoned = Counter(lab["lang"] for lab in labels if lab["poisoned"])
    if want.only:
        assert set(poisoned) - {"en"} == want.wanted, set(poisoned) ^ want.wanted
    else:
        assert set(poisoned) >= want.wanted, want.wanted - set(poisoned)
    if want.each_at_least is not None:
        # each language has enough poisoned tools to land in both splits
        assert min(poisoned[lang] for lang in want.wanted) >= want.each_at_least
    if want.new:
        assert len(want.new) >= 5 and set(poisoned) >= want.new
    if want.benign_too:
        # the same languages among the tricky-benign tools, so that a language is no sign of
        # poisoning
        benign = {lab["lang"] for lab in labels if not lab["poisoned"]}
        assert benign >= want.wanted, want.wanted - benign


@pytest.mark.parametrize("spec", sets_with("addresses"))
def test_every_address_in_an_authored_tool_is_reserved(spec: SetSpec) -> None:
    # check_set.py holds poisoned tools to `.example`; the authored benign tools use
    # `.example`, `.test` or `.invalid`. Captured tools are verbatim and keep their real links.
    rule = spec.addresses
    assert rule
    authored = {lab["tool"] for lab in labels_of(_folder(spec)) if lab["origin"] == "authored"}
    seen = 0
    for name in FILES:
        for t in tools_of(_folder(spec), name):
            if t["name"] not in authored:
                continue
            for s in strings(t):
                for host in rule.url_host.findall(s) + EMAIL_DOMAIN.findall(s):
                    seen += 1
                    name = host.lower().rstrip(".") if rule.final_dot else host.lower()
                    assert name.endswith(RESERVED_TLDS), (t["name"], host)
    assert seen >= rule.at_least  # the set does carry addresses: not vacuous


@pytest.mark.parametrize("spec", sets_with("capture"))
def test_captured_tools_are_verbatim_and_from_new_packages(spec: SetSpec) -> None:
    want = spec.capture
    assert want
    doc = json.loads((_folder(spec) / "captured_tools.json").read_text(encoding="utf-8"))
    ours = captured_packages(_folder(spec))
    if want.servers is not None:
        assert len(ours) == want.servers
    for pkg in ours:
        assert not any(word in pkg for word in want.not_from), pkg
    if want.licences is not None:
        for server in doc["servers"].values():
            assert server["licence"] in want.licences, server["licence"]
    earlier = set().union(*(captured_packages(DATA_DIR / other) for other in spec.earlier))
    if not earlier:
        pytest.skip("the earlier sets are not in this checkout")
    assert not ours & earlier
    listed = {t["name"]: t for server in doc["servers"].values() for t in server["tools"]}
    benign = {t["name"]: t for t in tools_of(_folder(spec), "benign.json")}
    captured = [lab for lab in labels_of(_folder(spec)) if lab["origin"].startswith("captured")]
    for lab in captured:
        assert benign[lab["tool"]] == listed[lab["tool"]], lab["tool"]
    if want.languages is not None:
        assert Counter(lab["lang"] for lab in captured) == Counter(want.languages)


# ---- what the seventh set on were written to cover ------------------------------------------


@pytest.mark.parametrize("spec", sets_with("places"))
def test_payloads_sit_in_many_places_of_the_definition(spec: SetSpec) -> None:
    assert spec.places
    pointers = [lab["field"] for lab in labels_of(_folder(spec)) if lab["poisoned"]]
    for pattern in spec.places:
        assert any(re.search(pattern, p) for p in pointers), pattern
    # and most payloads are still in the description, where the write-ups put them
    assert sum(p == "/description" for p in pointers) >= 0.6 * len(pointers)


@pytest.mark.parametrize("spec", sets_with("hidden"))
def test_every_hidden_payload_decodes_to_an_instruction(spec: SetSpec) -> None:
    # each hidden-text technique is present, and undoing it gives a readable instruction
    # that names what it is after (a secret, an outside address or an account)
    want = spec.hidden
    assert want
    tools = {t["name"]: t for t in tools_of(_folder(spec), "poisoned.json")}
    rows = [lab for lab in labels_of(_folder(spec)) if lab.get("technique")]
    assert {lab["technique"] for lab in rows} == want.techniques
    for lab in rows:
        payload = payload_at(tools[lab["tool"]], lab["field"])
        text = decoded(payload, lab["technique"])
        assert want.target.search(text), (lab["tool"], text[-120:])
        if lab["technique"] in want.hiding:
            # the instruction is not readable as plain text before decoding
            assert not want.target.search(payload), lab["tool"]


@pytest.mark.parametrize("spec", sets_with("phrasing"))
def test_tag_blocks_soft_phrasing_and_lengths_are_mixed(spec: SetSpec) -> None:
    # a realistic mix: a few tag blocks (in several languages) next to plain or soft,
    # indirect prose, and short definitions next to long ones
    want = spec.phrasing
    assert want
    poisoned = tools_of(_folder(spec), "poisoned.json")
    assert sum(bool(want.tagged.search(t["description"])) for t in poisoned) >= 6
    if want.soft is not None:
        soft = want.soft
        assert (
            sum(bool(soft.search(json.dumps(t, ensure_ascii=False))) for t in poisoned)
            >= want.soft_at_least
        )
    for name in want.length_files:
        lengths = [len(t["description"]) for t in tools_of(_folder(spec), name)]
        assert sum(n < 200 for n in lengths) >= want.short_at_least, name
        assert sum(n > 700 for n in lengths) >= want.long_at_least, name
    assert max(t["description"].count("\n") for t in poisoned) >= 20


@pytest.mark.parametrize("spec", sets_with("harvesting_at_least"))
def test_harvesting_parameters_are_required(spec: SetSpec) -> None:
    # data gathering disguised as a required parameter: the payload's parameter is in
    # `required`, so a model cannot leave it out
    assert spec.harvesting_at_least
    tools = {t["name"]: t for t in tools_of(_folder(spec), "poisoned.json")}
    rows = [
        lab
        for lab in labels_of(_folder(spec))
        if lab["poisoned"] and lab["class"] == "harvesting_parameter"
    ]
    assert len(rows) >= spec.harvesting_at_least
    for lab in rows:
        param = lab["field"].split("/")[3]
        assert param in tools[lab["tool"]]["inputSchema"]["required"], lab["tool"]


@pytest.mark.parametrize("spec", sets_with("vocabulary"))
def test_benign_tools_use_the_same_vocabulary(spec: SetSpec) -> None:
    # the tricky-benign side carries what a keyword rule would flag
    want = spec.vocabulary
    assert want
    benign = tools_of(_folder(spec), "benign.json")
    assert sum('"writeOnly": true' in json.dumps(t) for t in benign) >= want.write_only_at_least
    for pattern, at_least in want.patterns:
        assert tools_matching(benign, pattern) >= at_least, pattern


@pytest.mark.parametrize("spec", sets_with("twins_at_least"))
def test_twins_name_poisoned_tools_and_the_reversed_payload_is_noted(spec: SetSpec) -> None:
    # each clean twin points at a poisoned tool of this set (so that the pair can be
    # reported together), and the one payload stored reversed says so in its label
    assert spec.twins_at_least
    labels = labels_of(_folder(spec))
    poisoned = {lab["tool"] for lab in labels if lab["poisoned"]}
    twins = [lab for lab in labels if lab["source"].startswith("twin:")]
    assert len(twins) >= spec.twins_at_least
    for lab in twins:
        assert lab["source"].removeprefix("twin:") in poisoned, lab["tool"]
    reversed_ = [lab for lab in labels if lab.get("technique") == "bidi_override"]
    assert reversed_ and all("reversed" in lab.get("note", "") for lab in reversed_)


@pytest.mark.parametrize("spec", sets_with("opens_with_documentation"))
def test_every_poisoned_description_opens_with_ordinary_documentation(spec: SetSpec) -> None:
    # the payload is never the first sentence: the opening sentence of every poisoned
    # description holds no address, secret path, hidden character or tag block
    opening = re.compile(r"^[^.。\n]*")
    red_flags = re.compile(
        r"https?://|@[\w-]+\.example|~/\.|\.env\b|<[A-Za-zŮĚŠČŘŽÝÁÍÉА-Яa-я-]+>|【|"
        "[\u200b-\u200d\u2060\u202a-\u202e\ufe00-\ufe0f\x1b]|[\U000e0000-\U000e01ef]"
    )
    for t in tools_of(_folder(spec), "poisoned.json"):
        first = opening.match(t["description"])
        assert first and len(first.group(0)) >= 15, t["name"]
        assert not red_flags.search(first.group(0)), t["name"]


# ---- the sets written by others (benchmarks/data/poisoning_ext*): format checks only ---------

EXT_FILES = ("build.py", "check_set.py", "extracted.json", "poisoned.json", "benign.json")
external = pytest.mark.parametrize("ext", EXTERNALS, ids=[e.name for e in EXTERNALS])


def _ext_copy(tmp_path: Path, ext: ExternalSpec) -> Path:
    """A copy of an external set's folder, with the shared external_poisoning.py beside it (its
    scripts need nothing else)."""
    folder = tmp_path / ext.name
    folder.mkdir()
    for name in (*EXT_FILES, "labels.jsonl"):
        (folder / name).write_bytes((DATA_DIR / ext.name / name).read_bytes())
    shared = DATA_DIR / "external_poisoning.py"  # the machinery the four sets share
    (tmp_path / shared.name).write_bytes(shared.read_bytes())
    return folder


@external
def test_external_set_passes_its_checker_and_loads_in_tooldeck(
    ext: ExternalSpec, capsys: pytest.CaptureFixture[str]
) -> None:
    rc = run_checker_in_process(DATA_DIR / ext.name)
    out = capsys.readouterr().out
    assert rc == 0, out[-2000:]
    assert f"poisoned.json loads ({ext.poisoned} tools)" in out
    assert f"benign.json loads ({ext.benign} tools)" in out


@external
def test_external_build_regenerates_the_committed_files_exactly(
    ext: ExternalSpec, tmp_path: Path
) -> None:
    assert_build_regenerates(_ext_copy(tmp_path, ext), DATA_DIR / ext.name)


@external
@pytest.mark.parametrize("poisoned", [True, False], ids=["poisoned", "benign"])
def test_external_tool_moved_to_the_other_split_is_reported(
    ext: ExternalSpec, poisoned: bool, tmp_path: Path
) -> None:
    folder = _ext_copy(tmp_path, ext)
    labels = labels_of(folder)
    victim = next(lab for lab in labels if lab["poisoned"] is poisoned)
    victim["split"] = "holdout" if victim["split"] == "dev" else "dev"
    write_labels(folder, labels)
    r = check(folder)
    assert r.returncode == 1
    assert f"{victim['tool']!r}: split {victim['split']}, split_interleaved gives" in r.stdout


@external
def test_external_reworded_or_missing_tool_is_reported(ext: ExternalSpec, tmp_path: Path) -> None:
    # one character added to a description: the tool is no longer the source's text
    folder = _ext_copy(tmp_path, ext)
    doc = tools_file(folder, "poisoned.json")
    doc["tools"][0]["description"] += "."
    gone = doc["tools"].pop(1)
    write_tools_file(folder, "poisoned.json", doc)
    r = check(folder)
    assert r.returncode == 1
    assert f"{doc['tools'][0]['name']!r}: not in extracted.json as written" in r.stdout
    assert f"{gone['name']!r}: no such tool in poisoned.json" in r.stdout


@external
def test_external_counts_sources_licences_and_split_balance(ext: ExternalSpec) -> None:
    folder = DATA_DIR / ext.name
    labels = labels_of(folder)
    poisoned = [lab for lab in labels if lab["poisoned"]]
    benign = [lab for lab in labels if not lab["poisoned"]]
    assert (len(poisoned), len(benign)) == (ext.poisoned, ext.benign)
    assert len({lab["repo"] for lab in labels}) == ext.sources
    assert all(lab["licence"].startswith(ext.licences) for lab in labels)
    assert all(len(lab["commit"]) == 40 for lab in labels)
    for rows in (poisoned, benign):
        for key in ("class", "source", None):
            for value in {lab[key] for lab in rows} if key else {None}:
                got = Counter(lab["split"] for lab in rows if key is None or lab[key] == value)
                assert abs(got["dev"] - got["holdout"]) <= ext.imbalance, (key, value, got)
    for name in FILES:
        for t in tools_of(folder, name):
            assert isinstance(t["description"], str) and t["description"]
            assert t["inputSchema"]["type"] == "object"


@external
def test_external_set_shares_no_description_with_the_generated_sets(ext: ExternalSpec) -> None:
    # others' texts: none of them may already sit in a set our helpers wrote (a copied tool
    # would make the outside measurement partly an inside one), nor in an earlier external
    # set (the same text counted twice). Compared by text only.
    ours = {t["description"] for name in FILES for t in tools_of(DATA_DIR / ext.name, name)}
    for earlier in EXTERNALS[: EXTERNALS.index(ext)]:
        theirs = {t["description"] for n in FILES for t in tools_of(DATA_DIR / earlier.name, n)}
        assert not ours & theirs, f"{len(ours & theirs)} descriptions shared with {earlier.name}"
    compared = 0
    for spec in SPECS:
        for other in (*spec.earlier, spec.name):
            for name in FILES:
                path = DATA_DIR / other / name
                if not path.exists():
                    continue
                theirs = {
                    t.get("description") for t in json.loads(path.read_text("utf-8"))["tools"]
                }
                compared += 1
                assert not ours & theirs, f"{len(ours & theirs)} descriptions shared with {other}"
    if not compared:
        pytest.skip("the generated sets are not in this checkout")
