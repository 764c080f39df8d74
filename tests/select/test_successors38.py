"""A tool its own description retires is ranked after the replacement it names
(trial37b L8: the filesystem MCP server's deprecated ``read_file`` ranked first, 0.2587
against its replacement ``read_text_file``'s 0.2576, for "read the first 10 lines of
notes.txt").

Expected orders are derived by hand from :func:`tooldeck.select.successors.put_successors_first`'s
rule (the replacement takes the retired tool's place; the tools from there down move one
place); the deck below copies the two filesystem descriptions' wording as the server
writes them (``@modelcontextprotocol/server-filesystem`` 2026.8.31, MIT), shortened."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.lint import LintConfig, lint
from tooldeck.select.dense import dense_available
from tooldeck.select.methods import make_retriever
from tooldeck.select.successors import put_successors_first, successor_links
from tooldeck.tool import Deck, Tool
from tooldeck.tool.text import retired_phrase, successor

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

FS = [
    (
        "fs__read_file",
        "Read the complete contents of a file as text. DEPRECATED: Use read_text_file instead.",
    ),
    (
        "fs__read_text_file",
        "Read the complete contents of a file from the file system as text. Handles various "
        "text encodings. Use the 'head' parameter to return only the first N lines.",
    ),
    ("fs__list_directory", "Get a detailed listing of all files and directories in a path."),
    ("fs__write_file", "Create a new file or completely overwrite an existing file."),
    ("git__git_log", "Shows the commit logs."),
]


def _deck(tools: list[tuple[str, str]]) -> Deck:
    return Deck(
        [Tool(name=name, description=text, input_schema={"type": "object"}) for name, text in tools]
    )


def test_retired_phrase_reads_title_and_description() -> None:
    assert retired_phrase("Read File (Deprecated)", "Reads a file.") == ("(Deprecated)", True)
    assert retired_phrase(None, "Reads a file. DEPRECATED: use read_text_file.") == (
        "DEPRECATED",
        False,
    )
    assert retired_phrase(None, "This is a placeholder tool, do not use") is not None
    # an exclusion and a deprecated parameter are no retirement
    assert retired_phrase(None, "DO NOT use this tool to create PDF files.") is None
    assert retired_phrase(None, "Reads a file. The `encoding` parameter is deprecated.") is None


def test_successor_is_the_name_after_the_retirement_words() -> None:
    names = ["read_file", "read_text_file", "get_document_content", "query_documents"]
    assert successor("read_file", FS[0][1], names) == "read_text_file"
    text = (
        "Deprecated compatibility wrapper for full-text search. Use 'query_documents' for new "
        "integrations. Use 'get_document_content' to retrieve content."
    )
    assert successor("search_documents", text, names) == "query_documents"
    # a longer identifier holding the name is not the name
    assert successor("a", "Deprecated: use read_text_file_v2.", ["read_text_file"]) is None
    # nothing named: no replacement
    assert successor("copilot_editFiles", "This is a placeholder tool, do not use", names) is None


def test_successor_reads_a_gateway_siblings_own_name() -> None:
    names = [name for name, _ in FS]
    assert successor("fs__read_file", FS[0][1], names) == "fs__read_text_file"
    # another server's tool is not named by its unprefixed name
    other = ["fs__read_file", "docs__read_text_file"]
    assert successor("fs__read_file", FS[0][1], other) is None


def test_links_skip_a_replacement_that_is_retired_itself() -> None:
    deck = _deck(FS)
    assert successor_links(deck.tools) == {0: 1}
    chain = _deck([("a", "Deprecated: use b."), ("b", "Deprecated: use c."), ("c", "Does it.")])
    assert successor_links(chain.tools) == {1: 2}


def test_put_successors_first_by_hand() -> None:
    # retired 0 at place 1, its replacement 1 at place 3: [0, 2, 1, 3] -> [1, 0, 2, 3]
    out, moves = put_successors_first([0, 2, 1, 3], {0: 1})
    assert out == [1, 0, 2, 3]
    assert [(m.retired, m.successor, m.place, m.before) for m in moves] == [(0, 1, 1, 3)]
    # replacement already above: unchanged, no move
    assert put_successors_first([1, 0, 2], {0: 1}) == ([1, 0, 2], ())
    # replacement absent: put at the retired tool's place (the list grows by one)
    out, moves = put_successors_first([2, 0, 3], {0: 1})
    assert out == [2, 1, 0, 3]
    assert moves[0].before is None and moves[0].place == 2
    # retired tool absent: nothing to do
    assert put_successors_first([2, 3], {0: 1}) == ([2, 3], ())


@needs_model
def test_default_method_ranks_the_replacement_first() -> None:
    deck = _deck(FS)
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    names = [tool.name for tool, _ in retriever.search("read the first 10 lines of notes.txt", 3)]
    assert names.index("fs__read_text_file") < names.index("fs__read_file")
    assert "retires" in (retriever.ordered_by or "")


@needs_model
def test_cli_says_what_it_moved(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import json

    path = tmp_path / "deck.json"
    path.write_text(
        json.dumps(
            [
                {"name": n, "description": d, "inputSchema": {"type": "object"}}
                for n, d in [
                    ("read_file", "Read a file. DEPRECATED: use read_text_file."),
                    ("read_text_file", "Return the text of a document on disk."),
                    ("write_file", "Write a file."),
                ]
            ]
        )
    )
    # before the stage (main e03d79ec), read_file ranked 1st: it holds the request's words
    result = CliRunner().invoke(app, ["select", str(path), "read a file", "-k", "2"])
    assert result.exit_code == 0, result.output
    rows = [line.split("│")[2].strip() for line in result.stdout.splitlines() if "│" in line]
    assert rows == ["read_text_file", "read_file"]
    assert "note: read_text_file put above read_file (its place 2 → 1)" in " ".join(
        result.stderr.split()
    )


def test_lint_d112_unchanged_by_the_move() -> None:
    deck = Deck(
        [
            Tool(
                name="read_file",
                title="Read File (Deprecated)",
                description="Read a file.",
                input_schema={"type": "object"},
            )
        ]
    )
    hits = [f for f in lint(deck, LintConfig(select=("D112",))).findings if f.code == "D112"]
    assert [(f.pointer, f.message) for f in hits] == [
        ("/title", "says the tool is not to be used ('(Deprecated)'); leave it out of the deck")
    ]
