"""trial39b HIGH-1: lint's pattern note offered ``{"*": {"readOnlyHint": true}}`` for 12 of
excel-mcp-polars' 30 tools ("then an entry for each of the 18 others that differs", unnamed);
pasted as printed, it marked 18 writers read-only and the gateway ran ``export_data`` with no
approval. A pattern that would state a hint that lifts a safeguard on tools lint did not ask
is no longer offered; the per-tool fixes stay. Expected notes by hand from the names."""

from __future__ import annotations

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck

OBJECT = {"type": "object", "properties": {"q": {"type": "string", "description": "Query."}}}
READS = [
    ("get_time", "Get the current time in a timezone."),
    ("fetch_zone", "Fetch the timezone of a city."),
    ("list_cities", "List the cities of a country."),
    ("read_clock", "Read the server clock."),
]
WRITES = [
    ("send_mail", "Send an email to the address given."),
    ("delete_file", "Delete the file at the path given."),
    ("create_note", "Create a note with the text given."),
    ("update_row", "Update a row of the sheet."),
    ("remove_tag", "Remove a tag from an item."),
]


def _notes(specs: list[tuple[str, str]]) -> list[str]:
    tools = [{"name": f"m__{n}", "description": d, "inputSchema": OBJECT} for n, d in specs]
    loaded = list(load_data({"tools": tools}, source="test", format="mcp").deck)
    deck = Deck(loaded, origins={f"m__{n}": ("m", n) for n, _ in specs})
    result = lint(deck, LintConfig(select=("A",)), field_names="mcp")
    return [n for n in result.notes if "fnmatch" in n]


def test_no_star_is_offered_for_read_only_over_a_server_with_writers() -> None:
    notes = _notes(READS + WRITES)
    assert not [n for n in notes if '"readOnlyHint": true' in n], notes


def test_a_star_over_every_tool_is_still_offered() -> None:
    (note,) = _notes(READS)
    assert note.endswith(
        'for all 4 of its tools: {"*": {"readOnlyHint": true}} (docs/formats/mcp-config.md)'
    )
