"""trial38b LOW-2: lint said once that one config pattern (``{"*": {"readOnlyHint": true}}``)
states the hint a rule asks of many tools of a server, but ``tooldeck report``'s "do first"
action quoted one tool's snippet — 42 entries by its advice on mcp-sympy. The action now
carries lint's note. Real lint over a gateway-merged deck (origins as the gateway names
them); the expected note is the one tests/lint/test_pattern_note_s38u.py pins by hand."""

from __future__ import annotations

from tooldeck.formats import load_data
from tooldeck.report.lint_section import _lint_actions, build_lint_section
from tooldeck.tool import Deck

OBJECT = {"type": "object", "properties": {"q": {"type": "string", "description": "Query."}}}
READS = [
    ("get_time", "Get the current time in a timezone."),
    ("get_date", "Get the current date in a timezone."),
    ("get_zone", "Get the timezone of a city."),
]


def _deck() -> Deck:
    specs = [{"name": f"m__{n}", "description": d, "inputSchema": OBJECT} for n, d in READS]
    tools = list(load_data({"tools": specs}, source="test", format="mcp").deck)
    return Deck(tools, origins={f"m__{n}": ("m", n) for n, _ in READS})


def test_the_safety_action_offers_the_one_pattern_entry() -> None:
    section = build_lint_section(_deck(), field_names="mcp")
    data = section.to_json()
    assert any("fnmatch" in n for n in data["notes"]), data["notes"]
    (a105,) = [a for a in _lint_actions(data) if a.numbers.get("code") == "A105"]
    assert a105.kind == "lint-safety-warning"
    assert "for many tools at once, server 'm': 3 of its 3 tools" in a105.effect
    assert '{"*": {"readOnlyHint": true}}' in a105.effect
    assert len(a105.numbers["pattern_notes"]) == 1


def test_without_a_note_the_action_is_as_before() -> None:
    one = Deck(list(_deck())[:1], origins={"m__get_time": ("m", "get_time")})
    data = build_lint_section(one, field_names="mcp").to_json()
    (a105,) = [a for a in _lint_actions(data) if a.numbers.get("code") == "A105"]
    assert "for many tools at once" not in a105.effect
    assert a105.numbers["pattern_notes"] == []


def test_a_true_or_false_note_reaches_the_a101_action() -> None:
    """trial39b LOW-5: the A101 note states ``destructiveHint true or false`` — four words
    before the codes — and the report's pattern reading took two, so the A101 action kept
    its one-tool snippet."""
    from tooldeck.report.lint_section import _pattern_notes

    note = (
        "server 'tryll': 16 of its 28 tools are asked to state destructiveHint true or false "
        "(A101); the config's \"annotations\" key takes fnmatch patterns of the server's own "
        'tool names, so one entry states it for all 16: {"*": {"destructiveHint": true}} if a '
        'call may delete or overwrite something, else {"*": {"destructiveHint": false}}'
    )
    assert _pattern_notes([note]) == {"A101": [note]}
