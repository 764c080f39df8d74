"""BFCL format, data access and eval cases.

Unit tests run on the attributed subset in ``tests/data/bfcl`` (no network). The test
over every single-turn document of the real bfcl-eval wheel runs when the wheel is cached
(``tooldeck.bfcl_data.fetch_bfcl()``) or named by ``$TOOLDECK_BFCL_WHEEL``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tooldeck import bfcl_data
from tooldeck.bfcl_data import (
    ALL_SINGLE_TURN_CATEGORIES,
    SINGLE_TURN_CATEGORIES,
    BfclData,
    find_bfcl_wheel,
    open_bfcl,
)
from tooldeck.cases import parse_case
from tooldeck.errors import FormatError, SourceError
from tooldeck.formats import detect_format, export, format_names, load_data
from tooldeck.formats.bfcl import (
    FORMAT,
    TYPE_MARKER,
    BfclCase,
    bfcl_case,
    category_of,
    load_bfcl_cases,
    load_bfcl_category,
    load_bfcl_entry,
    schema_from_bfcl,
    schema_to_bfcl,
    without_type_markers,
)
from tooldeck.jsonvalue import canonical_json, freeze
from tooldeck.tool import Deck, Tool

SUBSET = Path(__file__).resolve().parents[1] / "data" / "bfcl"


@pytest.fixture(scope="module")
def subset() -> BfclData:
    return open_bfcl(SUBSET)


def subset_docs() -> list[tuple[str, dict[str, Any]]]:
    """(entry id, document) for every function document of the subset, file order."""
    out = []
    for path in sorted(SUBSET.glob("BFCL_v4_*.json")):
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            for index, doc in enumerate(entry["function"]):
                out.append((f"{entry['id']}/{index}", doc))
    return out


DOCS = subset_docs()


def same_json(a: Any, b: Any) -> bool:
    """Equal values and equal key order."""
    return json.dumps(a, ensure_ascii=False) == json.dumps(b, ensure_ascii=False)


# --- type mapping ---------------------------------------------------------------------

TYPE_CASES = [
    ("dict", {"type": "object"}),
    ("float", {"type": "number"}),
    ("integer", {"type": "integer"}),
    ("string", {"type": "string"}),
    ("boolean", {"type": "boolean"}),
    ("array", {"type": "array"}),
    ("tuple", {"type": "array", TYPE_MARKER: "tuple"}),
    ("any", {}),
    ("String", {"type": "string", TYPE_MARKER: "String"}),
    ("Boolean", {"type": "boolean", TYPE_MARKER: "Boolean"}),
    ("long", {"type": "integer", TYPE_MARKER: "long"}),
    ("double", {"type": "number", TYPE_MARKER: "double"}),
    ("char", {"type": "string", TYPE_MARKER: "char"}),
    ("Array", {"type": "array", TYPE_MARKER: "Array"}),
    ("ArrayList", {"type": "array", TYPE_MARKER: "ArrayList"}),
    ("HashMap", {"type": "object", TYPE_MARKER: "HashMap"}),
    ("list", {"type": "array", TYPE_MARKER: "list"}),
    ("Any", {TYPE_MARKER: "Any"}),
]


@pytest.mark.parametrize(("bfcl_type", "expected"), TYPE_CASES, ids=[t for t, _ in TYPE_CASES])
def test_type_maps_and_maps_back(bfcl_type: str, expected: dict[str, Any]) -> None:
    schema = {"type": "dict", "properties": {"p": {"type": bfcl_type, "description": "d"}}}
    mapped, warnings = schema_from_bfcl(schema)
    assert warnings == ()
    assert mapped["type"] == "object"
    assert mapped["properties"]["p"] == {**expected, "description": "d"}
    back, back_warnings = schema_to_bfcl(mapped)
    assert back_warnings == ()
    assert same_json(back, schema)


def test_type_mapping_is_recursive_and_keeps_other_keywords() -> None:
    schema = {
        "type": "dict",
        "properties": {
            "points": {
                "type": "array",
                "items": {"type": "tuple", "items": {"type": "float"}},
                "description": "pairs",
                "minItems": 1,
            },
            "opts": {
                "type": "dict",
                "properties": {"mode": {"type": "string", "enum": ["a", "b"], "default": "a"}},
                "required": ["mode"],
            },
        },
        "required": ["points"],
    }
    mapped, _ = schema_from_bfcl(schema)
    assert mapped["properties"]["points"]["items"] == {
        "type": "array",
        TYPE_MARKER: "tuple",
        "items": {"type": "number"},
    }
    assert mapped["properties"]["opts"]["properties"]["mode"]["enum"] == ["a", "b"]
    assert mapped["properties"]["opts"]["type"] == "object"
    assert same_json(schema_to_bfcl(mapped)[0], schema)


def test_unknown_type_is_warned_and_kept() -> None:
    mapped, warnings = schema_from_bfcl(
        {"type": "dict", "properties": {"x": {"type": ""}, "y": {"type": "Weird"}}}
    )
    assert mapped["properties"] == {"x": {TYPE_MARKER: ""}, "y": {TYPE_MARKER: "Weird"}}
    assert len(warnings) == 2
    assert all("unknown BFCL type" in w.message for w in warnings)
    assert "/properties/x" in warnings[0].message
    back, _ = schema_to_bfcl(mapped)
    assert back["properties"] == {"x": {"type": ""}, "y": {"type": "Weird"}}


def test_optional_flag_is_kept_with_a_warning() -> None:
    schema = {"type": "dict", "properties": {"a": {"type": "string", "optional": True}}}
    mapped, warnings = schema_from_bfcl(schema, tool="t")
    assert mapped["properties"]["a"]["optional"] is True
    assert [w.field for w in warnings] == ["parameters"]
    assert "'optional'" in warnings[0].message and warnings[0].tools == ("t",)


def test_standard_json_types_are_read_and_warned() -> None:
    mapped, warnings = schema_from_bfcl({"type": "object", "properties": {"n": {"type": "number"}}})
    assert mapped == {"type": "object", "properties": {"n": {"type": "number"}}}
    assert TYPE_MARKER not in json.dumps(mapped)
    assert any('written back to BFCL as "dict"' in w.message for w in warnings)
    assert any('written back to BFCL as "float"' in w.message for w in warnings)


def test_reserved_marker_in_input_is_an_error() -> None:
    with pytest.raises(FormatError, match=TYPE_MARKER):
        schema_from_bfcl({"type": "dict", "properties": {"a": {"type": "string", TYPE_MARKER: 1}}})


def test_export_warns_about_what_bfcl_cannot_say() -> None:
    schema = {
        "type": "object",
        "properties": {
            "a": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            "b": {"type": ["string", "null"]},
            "c": {"type": "string", TYPE_MARKER: "tuple"},
        },
        "required": [],
    }
    back, warnings = schema_to_bfcl(schema)
    assert back["properties"]["a"] == {
        "type": "any",
        "anyOf": [{"type": "string"}, {"type": "null"}],
    }
    assert back["properties"]["b"]["type"] == ["string", "null"]
    assert back["properties"]["c"]["type"] == "string"  # inconsistent marker ignored
    text = " | ".join(w.message for w in warnings)
    assert "'anyOf' kept as is" in text
    assert "no union types" in text
    assert "no 'null' type" in text
    assert "does not match" in text


def test_export_warns_about_a_ref_it_cannot_follow() -> None:
    """Session 23's breaker: `$ref` nodes were written as `{"type": "any", "$ref": …}` with
    no word (only `$defs` was named); to BFCL those parameters take anything."""
    schema = {
        "type": "object",
        "properties": {"root": {"$ref": "#/$defs/N"}, "n": {"type": "object", "$ref": "#/$defs/N"}},
        "required": [],
        "$defs": {"N": {"type": "object", "properties": {}}},
    }
    back, warnings = schema_to_bfcl(schema)
    assert back["properties"]["root"] == {"type": "any", "$ref": "#/$defs/N"}
    (ref,) = [w for w in warnings if "'$ref'" in w.message]
    assert "do not follow it" in ref.message
    assert "/properties/root" in ref.message and "/properties/n" in ref.message


# --- documents: detect, load, export ---------------------------------------------------


def test_detect_shapes() -> None:
    doc = DOCS[0][1]
    entry = json.loads((SUBSET / "BFCL_v4_simple_python.json").read_text().splitlines()[0])
    assert FORMAT.detect(doc)
    assert FORMAT.detect([doc, doc])
    assert FORMAT.detect(entry)
    assert FORMAT.detect([entry, entry])
    # JSON Schema types only: the legacy OpenAI `functions` list, not BFCL (see
    # test_a_functions_list_with_json_schema_types_is_openai_not_bfcl)
    assert not FORMAT.detect([{"name": "f", "parameters": {"type": "object"}}])
    float_only = {"type": "object", "properties": {"x": {"type": "float"}}}
    assert FORMAT.detect([{"name": "f", "parameters": float_only}])
    assert detect_format([doc]).name == "bfcl"
    assert detect_format(entry).name == "bfcl"
    chat = [{"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}]
    assert not FORMAT.detect(chat)
    assert not FORMAT.detect([{"name": "f", "input_schema": {"type": "object"}}])
    assert not FORMAT.detect([{"name": "f", "parameters": {"type": "string"}}])
    for junk in (None, 1, "x", [], [None], {"name": 1}, [{"name": "f", "parameters": 3}], {}):
        assert not FORMAT.detect(junk)


def test_load_documents_entry_and_entries(subset: BfclData) -> None:
    doc = DOCS[0][1]
    result = FORMAT.load([doc], source="f.json")
    assert result.format == "bfcl"
    assert result.deck[0].source == "f.json#0"
    assert result.deck[0].input_schema["type"] == "object"
    entry = subset.questions("multiple")[0]
    deck = FORMAT.load(entry, source="m.jsonl").deck
    assert deck.names == tuple(f["name"] for f in entry["function"])
    assert deck[0].source == f"m.jsonl#{entry['id']}/function/0"
    merged = FORMAT.load(subset.questions("parallel"), source="p.jsonl")
    assert "math.factorial" in merged.deck
    assert any(w.field == "duplicate" for w in merged.warnings)


def test_dotted_names_are_kept() -> None:
    doc = {
        "name": "math.factorial",
        "description": "n!",
        "parameters": {"type": "dict", "properties": {}, "required": []},
    }
    deck = FORMAT.load(doc, source="x").deck
    assert deck.names == ("math.factorial",)
    openai = export(deck, "openai")
    assert openai.data[0]["function"]["name"] == "math.factorial"
    assert any(w.field == "name" for w in openai.warnings)


@pytest.mark.parametrize(
    ("doc", "match"),
    [
        ("nope", "must be an object"),
        ({"description": "x", "parameters": {"type": "dict"}}, "'name' must be"),
        ({"name": "f", "description": 3, "parameters": {"type": "dict"}}, "'description'"),
        ({"name": "f", "parameters": [1]}, "'parameters' must be an object"),
    ],
)
def test_bad_documents_give_format_errors(doc: Any, match: str) -> None:
    with pytest.raises(FormatError, match=match):
        FORMAT.load([doc], source="bad.json")


def test_missing_pieces_and_unknown_fields_are_warned() -> None:
    result = FORMAT.load(
        {"name": "f", "parameters": {"type": "dict", "properties": {}}, "response": {}},
        source="x",
    )
    fields = {w.field for w in result.warnings}
    assert {"description", "parameters", "response"} <= fields


@pytest.mark.parametrize(("where", "doc"), DOCS, ids=[w for w, _ in DOCS])
def test_subset_round_trip_bfcl_tooldeck_bfcl(where: str, doc: dict[str, Any]) -> None:
    loaded = FORMAT.load(doc, source=where)
    exported = FORMAT.export(loaded.deck)
    assert same_json(exported.data, [doc])
    assert exported.warnings == ()


@pytest.mark.parametrize(("where", "doc"), DOCS, ids=[w for w, _ in DOCS])
def test_subset_round_trip_through_every_format(where: str, doc: dict[str, Any]) -> None:
    deck = FORMAT.load(doc, source=where).deck
    for name in format_names():
        result = export(deck, name)
        data = json.loads(json.dumps(result.data))
        back = load_data(data, source="back", format=name).deck
        if name != "gemini":
            assert back.tools == deck.tools, name
            continue
        # Gemini's schema is an OpenAPI subset: a changed schema is always a warning
        assert [t.name for t in back] == [t.name for t in deck]
        changed = {b.name for b, t in zip(back, deck, strict=True) if b != t}
        assert changed <= {tool for w in result.warnings for tool in w.tools}, changed


def test_export_of_a_plain_tooldeck_tool() -> None:
    tool = Tool(
        "ping",
        "Check.",
        freeze({"type": "object", "properties": {"n": {"type": "number"}, "x": {}}}),
        title="Ping",
    )
    result = FORMAT.export(Deck([tool]))
    params = result.data[0]["parameters"]
    assert params == {
        "type": "dict",
        "properties": {"n": {"type": "float"}, "x": {"type": "any"}},
    }
    fields = [w.field for w in result.warnings]
    assert "title" in fields and fields.count("parameters") == 1  # no 'required'
    completed = FORMAT.export(Deck([tool]), complete_parameters=True)
    assert completed.data[0]["parameters"]["required"] == []
    assert FORMAT.load(result.data, source="x").deck[0] == tool.replace(title=None)
    with pytest.raises(TypeError, match="unknown bfcl export option"):
        FORMAT.export(Deck([tool]), strict=True)


def test_without_type_markers() -> None:
    doc = {
        "name": "d",
        "description": "",
        "parameters": {"type": "dict", "properties": {"c": {"type": "tuple"}}, "required": []},
    }
    deck = FORMAT.load(doc, source="x").deck
    plain = without_type_markers(deck)
    assert plain[0].input_schema["properties"]["c"] == {"type": "array"}
    assert FORMAT.export(plain).data[0]["parameters"]["properties"]["c"] == {"type": "array"}
    assert without_type_markers(plain)[0] is plain[0]


# --- decks of categories and entries ----------------------------------------------------


def test_category_deck_deduplicates_and_warns_on_differing_definitions() -> None:
    result = load_bfcl_category("simple_python", wheel=SUBSET)
    entries = open_bfcl(SUBSET).questions("simple_python")
    names = {f["name"] for e in entries for f in e["function"]}
    assert len(result.deck) == len(names)
    assert result.deck.name == "bfcl:simple_python"
    dup = [w for w in result.warnings if w.field == "duplicate"]
    assert [w.tools for w in dup] == [("solve_quadratic",), ("sports_ranking",)]
    assert "simple_python_5" in dup[0].message and "simple_python_6" in dup[0].message
    assert result.deck["solve_quadratic"].source == "bfcl:simple_python#simple_python_5/function/0"


def test_identical_duplicates_are_silent() -> None:
    entry = open_bfcl(SUBSET).questions("simple_python")[0]
    twin = {**entry, "id": "simple_python_999"}
    result = FORMAT.load([entry, twin], source="x")
    assert len(result.deck) == 1 and result.warnings == ()


def test_entry_deck_by_full_short_and_prefix_id() -> None:
    full = load_bfcl_entry("multiple", "multiple_3", wheel=SUBSET)
    assert full.deck.name == "bfcl:multiple/multiple_3"
    assert load_bfcl_entry("multiple", "3", wheel=SUBSET).deck == full.deck
    live = load_bfcl_entry("live_simple", "live_simple_3", wheel=SUBSET).deck
    assert live.name == "bfcl:live_simple/live_simple_3-2-1"
    with pytest.raises(SourceError, match="no entry 'multiple_77'"):
        load_bfcl_entry("multiple", "multiple_77", wheel=SUBSET)
    with pytest.raises(SourceError, match="unknown BFCL category"):
        load_bfcl_category("multi_turn_base", wheel=SUBSET)


def test_bfcl_source_strings(monkeypatch: pytest.MonkeyPatch) -> None:
    from tooldeck.formats import load

    monkeypatch.setenv(bfcl_data.ENV_WHEEL, str(SUBSET))
    assert load("bfcl:parallel").deck.name == "bfcl:parallel"
    assert load("bfcl:parallel/parallel_0").deck.names == ("spotify.play",)


def test_multi_turn_categories_are_refused(tmp_path: Path) -> None:
    (tmp_path / "BFCL_v4_multi_turn_base.json").write_text(
        json.dumps({"id": "multi_turn_base_0", "question": [[]], "involved_classes": []}) + "\n"
    )
    with pytest.raises(SourceError, match="multi-turn and agentic"):
        load_bfcl_category("multi_turn_base", wheel=tmp_path)


# --- eval cases -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cases() -> dict[str, BfclCase]:
    out: dict[str, BfclCase] = {}
    for category in (*SINGLE_TURN_CATEGORIES, "irrelevance", "live_irrelevance"):
        for item in load_bfcl_cases(category, wheel=SUBSET):
            out[item.case.case_id] = item
    out.update({c.case.case_id: c for c in load_bfcl_cases("simple_java", wheel=SUBSET)})
    return out


def test_simple_case(cases: dict[str, BfclCase]) -> None:
    item = cases["simple_python_0"]
    case = item.case
    assert case.query.startswith("Find the area of a triangle")
    assert case.expected_tools == ("calculate_triangle_area",)
    assert case.expected_arguments == ({"base": 10, "height": 5},)  # unit: ["units", ""]
    assert case.argument_alternatives == ({"base": [10], "height": [5], "unit": ["units", ""]},)
    assert case.tags == ("bfcl", "bfcl:simple_python", "single")
    assert item.deck.names == ("calculate_triangle_area",)
    assert item.ground_truth == [
        {"calculate_triangle_area": {"base": [10], "height": [5], "unit": ["units", ""]}}
    ]
    assert parse_case(case.to_json()) == case


def test_required_parameter_with_empty_alternative(cases: dict[str, BfclCase]) -> None:
    case = cases["simple_python_17"].case
    assert case.expected_arguments == ({"number": 450, "formatted": True},)
    assert case.notes and "formatted is required" in case.notes


def test_nested_dict_and_list_of_dict_answers(cases: dict[str, BfclCase]) -> None:
    assert cases["simple_python_89"].case.expected_arguments == (
        {
            "database_name": "StudentDB",
            "table_name": "students",
            "conditions": {"department": "Science", "school": "Bluebird High School"},
        },
    )
    args = cases["simple_python_96"].case.expected_arguments
    assert args is not None
    assert args[0]["conditions"] == [
        {"field": "age", "operation": ">", "value": "25"},
        {"field": "job", "operation": "=", "value": "engineer"},
    ]


def test_parallel_case(cases: dict[str, BfclCase]) -> None:
    case = cases["parallel_0"].case
    assert case.expected_tools == ("spotify.play", "spotify.play")
    assert case.expected_arguments == (
        {"artist": "Taylor Swift", "duration": 20},
        {"artist": "Maroon 5", "duration": 15},
    )
    assert "parallel" in case.tags


def test_empty_alternatives_are_left_out_and_noted(cases: dict[str, BfclCase]) -> None:
    case = cases["live_simple_106-63-0"].case
    assert case.expected_arguments is not None
    assert "auto_loan_payment_start" not in case.expected_arguments[0]
    assert case.argument_alternatives is not None
    assert case.argument_alternatives[0]["auto_loan_payment_start"] == []
    assert case.notes and "auto_loan_payment_start has no acceptable value" in case.notes


def test_system_prompt_and_conversation(cases: dict[str, BfclCase]) -> None:
    item = cases["live_simple_58-27-0"]
    assert item.case.query == "list movies in Mumbai?"
    assert "system-prompt" in item.case.tags
    assert [m["role"] for m in item.messages] == ["system", "user"]
    talk = cases["live_irrelevance_125-11-0"]
    assert talk.case.query == "回答不正确，直接发起oncall"
    assert {"system-prompt", "conversation", "no-tool"} <= set(talk.case.tags)
    assert len(talk.messages) == 4


def test_irrelevance_expects_no_tool(cases: dict[str, BfclCase]) -> None:
    item = cases["irrelevance_0"]
    assert item.case.expected_tools == ()
    assert item.case.expected_arguments is None and item.ground_truth is None
    assert item.case.expects_no_tool
    assert len(item.deck) == 1


def test_java_case_is_noted(cases: dict[str, BfclCase]) -> None:
    case = cases["simple_java_0"].case
    assert case.expected_tools == ("GeometryPresentation.createPresentation",)
    assert case.notes and "source literal" in case.notes


def test_live_relevance_cases_are_refused() -> None:
    with pytest.raises(SourceError, match="no possible answers"):
        load_bfcl_cases("live_relevance", wheel=SUBSET)


def test_case_errors_and_category_of() -> None:
    entry = open_bfcl(SUBSET).questions("simple_python")[0]
    with pytest.raises(FormatError, match="does not match entry"):
        bfcl_case(entry, {"id": "other", "ground_truth": []})
    assert category_of("live_parallel_multiple_3-2-1") == "live_parallel_multiple"
    assert category_of("simple_python_12") == "simple_python"


# --- the whole wheel ----------------------------------------------------------------------


def _wheel_or_none() -> Path | None:
    try:
        return find_bfcl_wheel()
    except SourceError:
        return None


WHEEL = _wheel_or_none()

# bfcl-eval 2026.3.23: function documents (questions × functions) per category.
EXPECTED_DOCS = {
    "simple_python": 400,
    "multiple": 557,
    "parallel": 200,
    "parallel_multiple": 520,
    "live_simple": 258,
    "live_multiple": 4178,
    "live_parallel": 18,
    "live_parallel_multiple": 95,
    "irrelevance": 240,
    "live_irrelevance": 2066,
    "live_relevance": 44,
    "simple_java": 100,
    "simple_javascript": 50,
}


def _docs(data: BfclData, category: str) -> Iterator[tuple[str, dict[str, Any]]]:
    for entry in data.questions(category):
        for index, doc in enumerate(entry["function"]):
            yield f"{entry['id']}/{index}", doc


@pytest.mark.skipif(
    WHEEL is None,
    reason="bfcl-eval wheel not cached: run tooldeck.bfcl_data.fetch_bfcl() "
    "(pip download, ~2 MB) or set TOOLDECK_BFCL_WHEEL",
)
@pytest.mark.parametrize("category", ALL_SINGLE_TURN_CATEGORIES)
def test_every_document_of_the_wheel_round_trips(category: str) -> None:
    data = open_bfcl(WHEEL)
    total = 0
    distinct: dict[str, tuple[str, dict[str, Any]]] = {}
    for where, doc in _docs(data, category):
        total += 1
        distinct.setdefault(canonical_json(doc) + json.dumps(list(doc)), (where, doc))
    if WHEEL is not None and bfcl_data.DEFAULT_VERSION in WHEEL.name:
        assert total == EXPECTED_DOCS[category]
    failures = []
    for where, doc in distinct.values():
        deck = FORMAT.load(doc, source=where).deck
        if not same_json(FORMAT.export(deck).data, [doc]):
            failures.append(f"{where}: bfcl")
            continue
        for name in format_names():
            result = export(deck, name)
            data_out = json.loads(json.dumps(result.data))
            back = load_data(data_out, source="back", format=name).deck.tools
            if name == "gemini":  # an OpenAPI subset: a changed schema must be a warning
                warned = {tool for w in result.warnings for tool in w.tools}
                if any(b != t and b.name not in warned for b, t in zip(back, deck, strict=True)):
                    failures.append(f"{where}: {name} (silent change)")
            elif back != deck.tools:
                failures.append(f"{where}: {name}")
    assert failures == []
    deck = load_bfcl_category(category, wheel=WHEEL).deck
    assert len(deck) == len({doc["name"] for _, doc in _docs(data, category)})


def test_a_functions_list_with_json_schema_types_is_openai_not_bfcl() -> None:
    """A fresh user's finding: a bare list of {name, description, parameters: {type:
    object}} (the legacy OpenAI `functions` shape) loaded as BFCL, warned that "object"
    is written back as "dict", and carried a typo `"type": "int"` into `convert --to
    openai` as `"x-bfcl-type": "int"`. docs/formats/README.md says BFCL is detected by
    "dict"; a BFCL type decides now, and a JSON-Schema format refuses the typo."""
    from tooldeck.errors import SchemaError
    from tooldeck.formats import export, load_data

    params = {
        "type": "object",
        "properties": {"sku": {"type": "string"}, "qty": {"type": "integer"}},
        "required": ["sku"],
    }
    functions = [{"name": "get_stock", "description": "Return stock.", "parameters": params}]
    loaded = load_data(functions)
    assert loaded.format == "openai"
    assert [w.field for w in loaded.warnings] == ["type"]  # the legacy shape, said
    assert "legacy Chat Completions `functions` shape" in loaded.warnings[0].message
    assert export(loaded.deck, "openai").data[0]["function"]["parameters"] == params
    assert load_data({"model": "m", "functions": functions}).format == "openai"
    typo = [{**functions[0], "parameters": {**params, "properties": {"qty": {"type": "int"}}}}]
    with pytest.raises(SchemaError) as caught:
        load_data(typo)
    assert caught.value.pointer == "/properties/qty/type"
    assert "'int' is not a JSON Schema type; write 'integer'" in str(caught.value)
    bfcl = [{**functions[0], "parameters": {**params, "type": "dict"}}]
    assert load_data(bfcl).format == "bfcl"
