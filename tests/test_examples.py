"""The example decks under ``examples/`` and their cases files stay consistent.

* ``examples/aftersales``: the same 8 after-sales tools twice, a vague registry and an
  engineered one that differ only in their descriptions, plus labelled cases in Chinese
  and English (single, dependency, read-write, no-tool, sensitive).
* ``examples/ops68``: 68 developer-platform tools in 8 groups (9/9/9/9/8/8/8/8) with
  Chinese descriptions, plus 40 colloquial Chinese requests, 5 per group.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from tooldeck.cases import Case, load_cases
from tooldeck.formats import load_deck
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
AFTERSALES = EXAMPLES / "aftersales"
OPS68 = EXAMPLES / "ops68"
DECK_DIRS = {
    "aftersales-engineered": AFTERSALES / "engineered",
    "aftersales-vague": AFTERSALES / "vague",
    "ops68": OPS68,
}
CASE_FILES = {
    "aftersales": AFTERSALES / "cases.jsonl",
    "ops68": OPS68 / "cases.jsonl",
}

CJK = re.compile(r"[\u4e00-\u9fff]")
ASCII_WORD = re.compile(r"[a-z0-9]+")

AFTERSALES_FAMILIES = {
    "orders": ("get_order_by_id", "list_orders_by_user", "search_orders"),
    "refunds": ("create_refund_request", "preview_refund_policy", "approve_refund"),
    "support": ("search_kb_articles", "create_support_ticket"),
}
AFTERSALES_KINDS = {"single", "dependency", "read-write", "no-tool", "sensitive"}
AFTERSALES_ID_PATTERNS = {
    r"ORD-\w+": r"^ORD-[0-9]{6,}$",
    r"RFD-\w+": r"^RFD-[A-Z0-9]{8}$",
    r"user_\w+": r"^user_[0-9]{3,}$",
}

OPS68_GROUP_SIZES = {
    "file": 9,
    "database": 9,
    "network": 9,
    "monitoring": 9,
    "messaging": 8,
    "deploy": 8,
    "billing": 8,
    "account": 8,
}
# First word of an ops68 tool name: the verb says whether the tool changes anything.
WRITE_VERBS = {
    "write", "move", "delete", "compress", "extract", "execute", "create", "restore",
    "kill", "post", "update", "block", "silence", "acknowledge", "send", "notify",
    "schedule", "rollout", "rollback", "scale", "restart", "set", "recharge", "disable",
    "reset", "grant", "revoke", "rotate",
}  # fmt: skip
READ_VERBS = {
    "read", "list", "search", "get", "select", "explain", "count", "describe", "fetch",
    "resolve", "ping", "trace", "check", "scan", "tail", "query", "compare", "estimate",
}  # fmt: skip


# --- helpers ---------------------------------------------------------------------------


def _deck(label: str) -> Deck:
    return load_deck(DECK_DIRS[label])


def _cases(label: str) -> list[Case]:
    return load_cases(CASE_FILES[label])


def _raw_cases(label: str) -> list[dict[str, Any]]:
    lines = CASE_FILES[label].read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def _is_chinese(text: str) -> bool:
    return bool(CJK.search(text))


def _hints(deck: Deck, name: str) -> dict[str, bool | None]:
    ann = deck[name].annotations
    return {
        "read_only": ann.read_only_hint,
        "destructive": ann.destructive_hint,
        "idempotent": ann.idempotent_hint,
        "open_world": ann.open_world_hint,
    }


# --- every deck ------------------------------------------------------------------------


@pytest.mark.parametrize("label", sorted(DECK_DIRS))
def test_deck_loads_with_its_name(label: str) -> None:
    deck = _deck(label)
    assert deck.name == label
    assert len(deck) == (68 if label == "ops68" else 8)


@pytest.mark.parametrize("label", sorted(DECK_DIRS))
def test_every_schema_is_valid_json_schema_2020_12(label: str) -> None:
    for tool in _deck(label):
        schema = thaw(tool.input_schema)
        Draft202012Validator.check_schema(schema)
        assert schema["type"] == "object", tool.name
        assert schema.get("additionalProperties") is False, tool.name
        if tool.output_schema is not None:
            Draft202012Validator.check_schema(thaw(tool.output_schema))


@pytest.mark.parametrize("label", sorted(DECK_DIRS))
def test_every_tool_has_a_described_group(label: str) -> None:
    deck = _deck(label)
    described = {g.name: g.description for g in deck.groups}
    for tool in deck:
        assert tool.group in described, f"{tool.name}: group {tool.group!r} is not described"
    for name, description in described.items():
        assert len(description.split()) >= 8, f"group {name} needs a keyword description"


@pytest.mark.parametrize("label", sorted(CASE_FILES))
def test_case_ids_are_unique_and_fields_known(label: str) -> None:
    raw = _raw_cases(label)
    ids = [c["case_id"] for c in raw]
    assert len(ids) == len(set(ids)), [i for i, n in Counter(ids).items() if n > 1]
    allowed = {"case_id", "query", "expected_tools", "expected_arguments", "tags", "notes"}
    for case in raw:
        assert set(case) <= allowed, case["case_id"]
        assert case["query"].strip(), case["case_id"]
        assert case["tags"], case["case_id"]
    assert len(_cases(label)) == len(raw)


@pytest.mark.parametrize(
    ("cases_label", "deck_label"),
    [
        ("aftersales", "aftersales-engineered"),
        ("aftersales", "aftersales-vague"),
        ("ops68", "ops68"),
    ],
)
def test_expected_tools_and_arguments_fit_the_deck(cases_label: str, deck_label: str) -> None:
    deck = _deck(deck_label)
    for case in _cases(cases_label):
        for name in case.expected_tools:
            assert name in deck, f"{case.case_id}: unknown tool {name!r}"
        if case.expected_arguments is None:
            continue
        assert len(case.expected_arguments) == len(case.expected_tools), case.case_id
        for name, arguments in zip(case.expected_tools, case.expected_arguments, strict=True):
            validator = Draft202012Validator(
                thaw(deck[name].input_schema), format_checker=Draft202012Validator.FORMAT_CHECKER
            )
            errors = [e.message for e in validator.iter_errors(thaw(arguments))]
            assert not errors, f"{case.case_id}: arguments for {name} invalid: {errors}"


@pytest.mark.parametrize("label", sorted(CASE_FILES))
def test_queries_never_quote_a_tool_name(label: str) -> None:
    deck = _deck("ops68" if label == "ops68" else "aftersales-engineered")
    for case in _cases(label):
        text = case.query.lower()
        for name in deck.names:
            assert name not in text, f"{case.case_id} names tool {name}"
            assert name.replace("_", " ") not in text, f"{case.case_id} spells tool {name}"


# --- aftersales: two registries, same contract -------------------------------------------


def test_aftersales_registries_differ_only_in_wording() -> None:
    engineered, vague = _deck("aftersales-engineered"), _deck("aftersales-vague")
    assert engineered.names == vague.names
    assert set(engineered.names) == {n for names in AFTERSALES_FAMILIES.values() for n in names}
    assert engineered.groups == vague.groups
    for good in engineered:
        bad = vague[good.name]
        assert good.input_schema == bad.input_schema, good.name
        assert good.output_schema == bad.output_schema, good.name
        assert good.output_schema is not None, good.name
        assert good.annotations == bad.annotations, good.name
        assert good.examples == bad.examples, good.name
        assert good.group == bad.group, good.name
        assert good.description != bad.description, good.name


def test_aftersales_vague_families_share_one_description() -> None:
    vague = _deck("aftersales-vague")
    per_family = {}
    for family, names in AFTERSALES_FAMILIES.items():
        descriptions = {vague[name].description for name in names}
        assert len(descriptions) == 1, f"{family}: {descriptions}"
        per_family[family] = descriptions.pop()
        assert all(vague[name].group == family for name in names)
    assert len(set(per_family.values())) == len(AFTERSALES_FAMILIES)


def test_aftersales_engineered_descriptions_follow_the_template() -> None:
    engineered = _deck("aftersales-engineered")
    descriptions = [tool.description for tool in engineered]
    assert len(set(descriptions)) == len(descriptions)
    labels = ("What:", "When:", "When NOT:", "Contrast:", "Prerequisites:", "Output:")
    for tool in engineered:
        lines = tool.description.strip().splitlines()
        assert [line.split(":")[0] + ":" for line in lines] == list(labels), tool.name
        contrast = next(line for line in lines if line.startswith("Contrast:"))
        family = next(names for names in AFTERSALES_FAMILIES.values() if tool.name in names)
        neighbours = [n for n in engineered.names if n != tool.name and n in contrast]
        assert neighbours, f"{tool.name}: the contrast line names no look-alike tool"
        assert any(n in family for n in neighbours) or tool.group == "support", tool.name


def test_aftersales_schemas_are_tight() -> None:
    engineered = _deck("aftersales-engineered")
    for tool in engineered:
        schema = thaw(tool.input_schema)
        if tool.name == "search_orders":
            # "at least one filter" is stated in the description, not as a top-level anyOf:
            # Anthropic refuses anyOf/oneOf/allOf at the top of an input_schema.
            assert "anyOf" not in schema and "at least one of" in tool.description
        else:
            assert schema.get("required"), tool.name
        for prop, sub in schema["properties"].items():
            if prop.endswith("_id"):
                assert "pattern" in sub, f"{tool.name}.{prop} needs a pattern"
        output = thaw(tool.output_schema)
        assert {"ok", "response_type"} <= set(output["required"]), tool.name
    order_id = engineered["get_order_by_id"].input_schema["properties"]["order_id"]
    assert order_id["pattern"] == "^ORD-[0-9]{6,}$"
    refund_id = engineered["approve_refund"].input_schema["properties"]["refund_id"]
    assert refund_id["pattern"] == "^RFD-[A-Z0-9]{8}$"


def test_aftersales_annotations() -> None:
    deck = _deck("aftersales-engineered")
    for name in ("get_order_by_id", "list_orders_by_user", "search_orders"):
        assert _hints(deck, name)["read_only"] is True
    for name in ("preview_refund_policy", "search_kb_articles"):
        assert _hints(deck, name)["read_only"] is True
    for name in ("create_refund_request", "create_support_ticket"):
        hints = _hints(deck, name)
        assert hints["read_only"] is False and hints["idempotent"] is False
        assert deck[name].annotations.destructive is False
    approve = deck["approve_refund"].annotations
    assert not approve.read_only and approve.destructive and not approve.idempotent
    assert [t.name for t in deck.filter(destructive=True)] == ["approve_refund"]


def test_aftersales_cases_cover_kinds_and_languages() -> None:
    cases = _cases("aftersales")
    assert len(cases) >= 24
    chinese = [c for c in cases if _is_chinese(c.query)]
    english = [c for c in cases if not _is_chinese(c.query)]
    assert len(chinese) >= 8 and len(english) >= 8
    tags = Counter(tag for c in cases for tag in c.tags)
    assert set(tags) == AFTERSALES_KINDS
    assert all(n >= 3 for n in tags.values()), tags
    for kind in AFTERSALES_KINDS:
        kinds_zh = {t for c in chinese for t in c.tags}
        kinds_en = {t for c in english for t in c.tags}
        assert kind in kinds_zh and kind in kinds_en, f"{kind} needs both languages"


def test_aftersales_case_expectations_match_their_kind() -> None:
    for case in _cases("aftersales"):
        tags = set(case.tags)
        assert "approve_refund" not in case.expected_tools, case.case_id
        assert len(case.expected_tools) <= 1, case.case_id
        if "no-tool" in tags:
            assert case.expected_tools == (), case.case_id
        else:
            assert case.expected_tools or "sensitive" in tags, case.case_id
        if "dependency" in tags:
            assert case.expected_tools[0] in {"search_orders", "list_orders_by_user"}
        if "read-write" in tags and "dependency" not in tags:
            assert case.expected_tools[0] in {"preview_refund_policy", "create_refund_request"}
        if case.expected_tools and case.expected_arguments is None:
            # arguments are left out only when the query does not pin them
            assert not re.search(r"\bORD-\d", case.query), case.case_id


def test_aftersales_ids_in_queries_match_the_schemas() -> None:
    for case in _cases("aftersales"):
        for finder, pattern in AFTERSALES_ID_PATTERNS.items():
            for found in re.findall(finder, case.query):
                assert re.fullmatch(pattern, found), f"{case.case_id}: {found} !~ {pattern}"


# --- ops68: 68 tools, 8 groups, 40 colloquial requests -----------------------------------


def test_ops68_group_sizes() -> None:
    deck = _deck("ops68")
    assert len(deck) == 68
    assert Counter(t.group for t in deck) == OPS68_GROUP_SIZES
    assert [g.name for g in deck.groups] == list(OPS68_GROUP_SIZES)
    for group in deck.groups:
        assert _is_chinese(group.description), group.name


def test_ops68_names_and_descriptions() -> None:
    for tool in _deck("ops68"):
        assert re.fullmatch(r"[a-z]+(_[a-z]+)+", tool.name), tool.name
        assert _is_chinese(tool.description), tool.name
        assert 30 <= len(tool.description) <= 150, (tool.name, len(tool.description))


def test_ops68_write_verbs_are_destructive() -> None:
    deck = _deck("ops68")
    for tool in deck:
        hints = _hints(deck, tool.name)
        verb = tool.name.split("_")[0]
        assert verb in WRITE_VERBS | READ_VERBS, f"{tool.name}: classify the verb {verb!r}"
        if verb in WRITE_VERBS:
            assert hints["destructive"] is True, tool.name
            assert hints["read_only"] is False, tool.name
        else:
            assert hints["read_only"] is True, tool.name
        if hints["destructive"]:
            assert hints["read_only"] is False, tool.name
    assert len(deck.filter(read_only=True)) + len(deck.filter(destructive=True)) == 68


def test_ops68_size_is_in_the_measured_range() -> None:
    """Serialised like a function-calling request, ~290 chars per tool in the setting."""
    total = 0
    for tool in _deck("ops68"):
        entry = {
            "type": "function",
            "function": {
                "name": tool.name,
                "description": tool.description,
                "parameters": thaw(tool.input_schema),
            },
        }
        total += len(json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
    assert 15_000 <= total <= 35_000, total


def test_ops68_cases_five_per_group_one_tool_each() -> None:
    deck = _deck("ops68")
    cases = _cases("ops68")
    assert len(cases) == 40
    per_group: Counter[str] = Counter()
    for case in cases:
        assert len(case.expected_tools) == 1, case.case_id
        assert len(case.tags) == 1 and case.tags[0] in OPS68_GROUP_SIZES, case.case_id
        assert deck[case.expected_tools[0]].group == case.tags[0], case.case_id
        per_group[case.tags[0]] += 1
    assert per_group == dict.fromkeys(OPS68_GROUP_SIZES, 5)
    assert len({c.expected_tools[0] for c in cases}) == 40


def test_ops68_queries_avoid_the_tool_name_words() -> None:
    for case in _cases("ops68"):
        assert _is_chinese(case.query), case.case_id
        words = set(ASCII_WORD.findall(case.query.lower()))
        name_words = set(case.expected_tools[0].split("_"))
        assert not words & name_words, f"{case.case_id}: {sorted(words & name_words)}"
