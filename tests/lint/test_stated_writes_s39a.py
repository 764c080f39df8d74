"""Session 39 (fixt39a): lint must not push a writer to read-only (trial39 H2, M2, L4, L5).

- H2: A105 advised ``readOnlyHint: true`` on tryll-dataset-builder-mcp 1.3.1's
  ``parse_url`` ("Fetch a web page, extract its text content, and auto-create chunks.") and
  ``batch_parse_urls`` ("Parse multiple URLs at once and add all chunks to a category."),
  and once a config stated the hint A102 stayed quiet on them and on pymupdf4llm-mcp
  1.28.0's ``convert_pdf_to_markdown`` ("… will also convert the PDF to images and save them
  in the `image_path` directory … use `save_path` to save the markdown file"). Every act
  the description states is read now (``safety.description_acts``), by A101, A102 and A105
  alike.
- M2/L4: @coo-quack/calc-mcp 2.1.0's ``date`` (``action`` enum with "add": date
  arithmetic) and ``regex`` ("replace": returns the replaced text) drew A102 errors when
  honestly marked read-only and A101 unannotated. An operation enum's verb is read in the
  tool's sense (``safety.enum_verb_sense``).
- L5: unannotated ``convert_pdf_to_markdown`` drew no A101 (it falls out of H2's reading).

The real definitions are in ``tests/data/captured39a`` (its README); the twins are written
here, each changing only what the reading turns on. Every case asserting a finding that the
trial missed, or the absence of one it gave, fails on the commit before this change
(e48e59c9); every twin passes on both.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.formats.mcp_config import with_config_hints
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Finding, Severity
from tooldeck.lint.rules.safety import description_acts, enum_verb_sense
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
CAPTURED = json.loads(
    (ROOT / "tests/data/captured39a/real_servers.json").read_text(encoding="utf-8")
)
TRYLL = "tryll-dataset-builder-mcp 1.3.1"
CALC = "@coo-quack/calc-mcp 2.1.0"
PDF = "pymupdf4llm-mcp 1.28.0"


def _tools(items: list[dict[str, Any]]) -> list[Tool]:
    return list(load_data({"tools": items}, source="test", format="mcp").deck)


def _server(key: str) -> list[Tool]:
    return _tools(CAPTURED[key])


def _hinted(tools: list[Tool], names: set[str] | None = None, **hints: bool) -> list[Tool]:
    """The tools as a config's ``annotations`` states ``hints`` for ``names`` (all: None),
    as ``tooldeck lint CONFIG`` and the gateway serve them."""
    stated = hints or {"readOnlyHint": True}
    return [
        with_config_hints(t, t, stated) if names is None or t.name in names else t for t in tools
    ]


def _findings(tools: list[Tool]) -> list[Finding]:
    return list(lint(Deck(tools), LintConfig(select=("A",))).findings)


def _codes(tools: list[Tool]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for f in _findings(tools):
        if f.tool is not None:
            out.setdefault(f.tool, set()).add(f.code)
    return out


def _tool(name: str, description: str, props: dict[str, Any] | None = None) -> Tool:
    schema = {"type": "object", "properties": props or {}}
    (tool,) = _tools([{"name": name, "description": description, "inputSchema": schema}])
    return tool


# --- H2: the real tryll and pymupdf4llm definitions -------------------------------------


def test_the_real_tryll_writers_are_not_advised_read_only() -> None:
    found = _codes(_server(TRYLL))
    for name in ("parse_url", "batch_parse_urls"):
        assert "A105" not in found.get(name, set()), name
        # unannotated, a writer is asked for its destructive hint instead
        assert "A101" in found.get(name, set()), name
    # the reads of the same server are still advised read-only
    for name in ("list_projects", "search_chunks", "get_chunk", "get_history"):
        assert "A105" in found.get(name, set()), name


def test_following_the_old_advice_on_tryll_and_pdf_is_an_a102_error() -> None:
    """trial39's follow.json: tryll's two writers and pymupdf4llm's only tool marked
    read-only by the config."""
    tryll = _hinted(_server(TRYLL), {"parse_url", "batch_parse_urls"})
    pdf = _hinted(_server(PDF))
    errors = {
        f.tool: f.message
        for f in _findings(tryll + pdf)
        if f.code == "A102" and f.severity is Severity.error
    }
    assert set(errors) == {"parse_url", "batch_parse_urls", "convert_pdf_to_markdown"}
    assert "auto-create chunks" in errors["parse_url"]
    assert "add all chunks to a category" in errors["batch_parse_urls"]
    assert "save them in the `image_path` directory" in errors["convert_pdf_to_markdown"]


def test_the_real_pdf_tool_unannotated_is_asked_for_a_destructive_hint() -> None:
    """trial39 L5: its text says it saves images (by default beside the PDF)."""
    found = [f for f in _findings(_server(PDF)) if f.code == "A101"]
    assert len(found) == 1 and "'save'" in found[0].message


@pytest.mark.parametrize(
    ("description", "props", "act"),
    [
        # coordinated with the imperative opening, a plain write
        ("Fetch a web page, extract its text, and save it to disk.", {}, "save"),
        # third person, anywhere, with a hyphenated prefix
        (
            "Reads the feed. It parses entries and auto-creates notes in the workspace.",
            {},
            "create",
        ),
        # after a modal whose subject is the tool
        ("List files. It can also delete them.", {}, "delete"),
        # through one of the tool's own parameters
        (
            "Render the page. Use `out_dir` to save the screenshots.",
            {"out_dir": {"type": "string", "description": "Folder to save screenshots in"}},
            "save",
        ),
        # a pronoun for what the call's id reaches
        ("Read an email and mark it as read.", {"id": {"type": "string"}}, "mark"),
    ],
)
def test_acts_the_description_states_beyond_its_opening(
    description: str, props: dict[str, Any], act: str
) -> None:
    tool = _tool("fetch_thing", description, props)
    found = description_acts(tool)
    assert found is not None and found[0] == act, found
    assert _codes([tool]).get("fetch_thing") == {"A101"}
    assert "A102" in _codes(_hinted([tool])).get("fetch_thing", set())


CHUNK_PLACE = {
    "url": {"type": "string", "description": "URL to fetch"},
    "project": {"type": "string", "description": "Project name"},
    "category": {"type": "string", "description": "Category to add chunks into"},
}


@pytest.mark.parametrize(
    ("description", "props"),
    [
        # honest twins of parse_url: the text says it only reads or returns
        (
            "Fetch a web page and return its text split into chunks; it does not create chunks.",
            CHUNK_PLACE,
        ),
        ("Fetch a web page, extract its text content, and return chunks.", CHUNK_PLACE),
        (
            "Fetch a web page and split its text into chunks; use add_chunk to save them.",
            CHUNK_PLACE,
        ),
        # a value built and returned, nothing kept
        ("Fetch a web page, extract its text content, and create chunks.", {"url": {}}),
        ("Search the docs and create a summary of the results.", {"query": {"type": "string"}}),
        # a value given and returned
        (
            "Parse a date and add days to the date.",
            {"date": {"type": "string", "description": "Date string"}, "days": {"type": "number"}},
        ),
        ("Find and replace text in a string.", {"text": {"type": "string"}}),
        # nouns closing a list, a negated act
        ("Get users, groups and posts.", {}),
        ("Fetches a page. It never saves or stores anything.", {"url": {}}),
    ],
)
def test_honest_reads_keep_their_read_advice(description: str, props: dict[str, Any]) -> None:
    tool = _tool("fetch_thing", description, props)
    assert description_acts(tool) is None
    assert _codes([tool]).get("fetch_thing") == {"A105"}
    assert _codes(_hinted([tool])) == {}


def test_the_same_words_with_a_kept_place_write() -> None:
    """batch_parse_urls' act against its twin: a list no parameter names is not kept; the
    category its parameter says chunks are added into is."""
    kept = _tool(
        "parse_urls", "Parse multiple URLs at once and add all chunks to a category.", CHUNK_PLACE
    )
    loose = _tool(
        "parse_urls", "Parse multiple URLs at once and add all chunks to a list.", {"url": {}}
    )
    assert description_acts(kept) == ("add", "and add all chunks to a category")
    assert description_acts(loose) is None


# --- M2/L4: calc's action enums read in the tool's sense --------------------------------


def test_calc_s_pure_functions_draw_no_a101_or_a102_under_lint_s_own_advice() -> None:
    calc = _server(CALC)
    found = _codes(calc)
    for name in ("date", "regex"):
        assert "A101" not in found.get(name, set()), (name, found.get(name))
    # goodann.json: {"*": {"readOnlyHint": true}}, lint's pattern advice for calc
    assert not [f for f in _findings(_hinted(calc)) if f.code == "A102"]
    # goodann2.json: the full honest hints on the two
    honest = _hinted(
        calc,
        {"date", "regex"},
        readOnlyHint=True,
        destructiveHint=False,
        idempotentHint=True,
        openWorldHint=False,
    )
    assert not [f for f in _findings(honest) if f.code in ("A101", "A102")]


def _enum_tool(name: str, description: str, values: list[str], **props: Any) -> Tool:
    action = {"type": "string", "enum": values, "description": "Action to perform"}
    schema = {"type": "object", "properties": {"action": action, **props}, "required": ["action"]}
    (tool,) = _tools([{"name": name, "description": description, "inputSchema": schema}])
    return tool


def test_an_enum_verb_on_the_value_given_computes() -> None:
    (date,) = [t for t in _server(CALC) if t.name == "date"]
    action = date.input_schema["properties"]["action"]
    assert enum_verb_sense(date, action, "add") == "its 'add' acts on the 'date' it is given"
    (regex,) = [t for t in _server(CALC) if t.name == "regex"]
    assert enum_verb_sense(regex, {}, "replace") is not None


@pytest.mark.parametrize(
    "tool",
    [
        # "add" a member to a stored list reached by an id
        _enum_tool(
            "list_items",
            "List the items of a stored list or add one.",
            ["list", "add"],
            list_id={"type": "string", "description": "ID of the list"},
            item={"type": "string"},
        ),
        # "add" to a list no parameter holds: the server keeps it
        _enum_tool(
            "todo",
            "Show the todo list or add an item to the list.",
            ["show", "add"],
            item={"type": "string"},
        ),
        # "replace" a file's content on disk
        _enum_tool(
            "file_text",
            "Read or replace text in a file.",
            ["read", "replace"],
            path={"type": "string", "description": "Path of the file"},
            text={"type": "string"},
        ),
    ],
)
def test_an_enum_verb_on_something_kept_still_writes(tool: Tool) -> None:
    assert _codes([tool]).get(tool.name, set()) & {"A101"}
    errors = [f for f in _findings(_hinted([tool])) if f.code == "A102"]
    assert errors and "its 'action' takes" in errors[0].message


def test_a_date_add_twin_outside_a_stateless_tool_writes() -> None:
    """The same "add: add to date" beside an id of a kept event: the event is changed."""
    twin = _enum_tool(
        "event_date",
        "Date calculations on an event: diff between dates, add to date.",
        ["diff", "add"],
        event_id={"type": "string", "description": "ID of the event"},
        date={"type": "string", "description": "Date string (ISO8601)"},
    )
    assert "A101" in _codes([twin]).get("event_date", set())
