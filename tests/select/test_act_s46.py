"""Session 46: a Chinese request's act puts the sibling of the first tool that does it first
(:func:`tooldeck.select.objects.act_first`, :meth:`HybridRetriever._with_act`).

Two tools of one server that share an object word and differ in what their names do to it
(``list_folders`` / ``create_folder``) are told apart by the act the request names. A
Chinese request's act is read by :meth:`HybridRetriever.named_reading` (each word in the
sense the deck's names use, or as the deck's verb of its act's class: 列出 "list", 新建
"newly built" → create). Where the first tool's name does none of the acts the request
names and a sibling in the next two places does one, the sibling goes first. The unit
checks use hand orders (expected orders worked out by hand from the rule); the ranking
checks use a hand notes deck whose list tool has the longest description (it shares
most words with any request about folders); ranks in the comments were read off by
running ``hybrid`` with ``act_agreement`` off and on.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli.app import app
from tooldeck.formats import load
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever
from tooldeck.select.objects import act_first, act_words
from tooldeck.tool import Deck, Tool

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _tool(name: str, description: str, required: list[str]) -> Tool:
    props: dict[str, Any] = {r: {"type": "string", "description": f"The {r}."} for r in required}
    schema: dict[str, Any] = {"type": "object", "properties": props, "required": required}
    return Tool(name=name, description=description, input_schema=schema)


def _notes() -> Deck:
    return Deck(
        [
            _tool(
                "list_folders",
                "List the folders of the vault: each folder's path in the vault, how many "
                "notes the folder holds and when the folder last changed.",
                ["vault"],
            ),
            _tool("create_folder", "Create a folder.", ["vault", "path"]),
            _tool("delete_folder", "Delete an empty folder.", ["vault", "path"]),
            _tool(
                "get_note",
                "Get one note of the vault by its path, with its text and tags.",
                ["vault", "path"],
            ),
            _tool("search_notes", "Search the notes of the vault for words.", ["vault", "query"]),
            _tool(
                "create_note", "Create a note with a title and text.", ["vault", "title", "text"]
            ),
            _tool("update_note", "Replace the text of a note.", ["vault", "path", "text"]),
            _tool("delete_note", "Delete a note.", ["vault", "path"]),
            _tool(
                "list_tags",
                "List the tags used in the vault's notes, with how many notes use each tag.",
                ["vault"],
            ),
            _tool("add_tag", "Add a tag to a note.", ["vault", "path", "tag"]),
        ]
    )


def test_act_words_reads_the_classes_of_the_names_action_words() -> None:
    deck = Deck(
        [
            _tool("shell__listDirectory", "List a directory.", ["path"]),
            _tool("shell__createDirectory", "Create a directory.", ["path"]),
            _tool("git__git-stash", "Stash the changes.", []),
        ]
    )
    classes, terms = act_words(deck, lambda _: lambda word: [word[:5]])
    assert classes == (frozenset({"read"}), frozenset({"create"}), frozenset())
    assert terms == {"list": "read", "creat": "create"}  # the prefix of the server is left out


# hand positions: 0 list_folders, 1 create_folder, 2 delete_folder, 3 a create tool that
# also acts on labels
ACTS = (frozenset({"read"}), frozenset({"create"}), frozenset({"delete"}), frozenset({"create"}))
OBJECTS = (
    frozenset({"folder"}),
    frozenset({"folder"}),
    frozenset({"folder"}),
    frozenset({"folder", "label"}),
)
SERVERS = ("", "", "", "")


def test_the_sibling_that_does_the_named_act_goes_first() -> None:
    out, moved = act_first(
        [0, 2, 1, 3], ACTS, OBJECTS, SERVERS, frozenset({"folder"}), frozenset({"create"})
    )
    assert (out, moved) == ([1, 0, 2, 3], 1)


def test_the_first_tools_act_named_moves_nothing() -> None:
    out, moved = act_first(
        [0, 1, 2], ACTS, OBJECTS, SERVERS, frozenset({"folder"}), frozenset({"read", "create"})
    )
    assert (out, moved) == ([0, 1, 2], None)


def test_only_the_next_two_places_are_read() -> None:
    out, moved = act_first([0, 2, 3, 1], ACTS, OBJECTS, SERVERS, frozenset(), frozenset({"create"}))
    assert (out, moved) == ([3, 0, 2, 1], 3)  # the first create tool below: place 3
    out, moved = act_first([0, 2, 1], ACTS, OBJECTS, SERVERS, frozenset(), frozenset({"create"}))
    assert moved == 1
    out, moved = act_first(
        [0, 2, 1], ACTS, OBJECTS, SERVERS, frozenset(), frozenset({"create"}), window=2
    )
    assert (out, moved) == ([0, 2, 1], None)  # place 3 outside a window of 2


def test_a_sibling_must_name_every_object_of_the_first_that_the_request_names() -> None:
    # "issue 87 加上 bug 和 p1 两个 label": the first tool's "label" is named; a create tool
    # that does not act on labels stays below it
    objects = (frozenset({"issue", "label"}), frozenset({"issue", "sub"}))
    acts = (frozenset({"edit"}), frozenset({"create"}))
    out, moved = act_first(
        [0, 1], acts, objects, ("", ""), frozenset({"issue", "label"}), frozenset({"create"})
    )
    assert (out, moved) == ([0, 1], None)
    out, moved = act_first(
        [0, 1], acts, objects, ("", ""), frozenset({"issue"}), frozenset({"create"})
    )
    assert (out, moved) == ([1, 0], 1)


def test_another_server_or_object_is_no_sibling() -> None:
    out, moved = act_first(
        [0, 1], ACTS, OBJECTS, ("fs", "shell", "", ""), frozenset(), frozenset({"create"})
    )
    assert (out, moved) == ([0, 1], None)
    objects = (frozenset({"folder"}), frozenset({"note"}))
    _, moved = act_first([0, 1], ACTS[:2], objects, ("", ""), frozenset(), frozenset({"create"}))
    assert moved is None


def test_a_first_tool_whose_name_says_no_act_is_left() -> None:
    acts: tuple[frozenset[str], ...] = (frozenset(), frozenset({"create"}))
    _, moved = act_first([0, 1], acts, OBJECTS[:2], ("", ""), frozenset(), frozenset({"create"}))
    assert moved is None


@pytest.fixture(scope="module")
def notes() -> Retriever:
    built = make_retriever("hybrid")
    built.index(_notes())
    return built


def _firsts(retriever: Retriever, request_text: str) -> tuple[str, str]:
    """(first tool without the reading, first tool with it)."""
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    inner.act_agreement = False
    try:
        without = retriever.search(request_text, 5)[0][0].name
    finally:
        inner.act_agreement = True
    return without, retriever.search(request_text, 5)[0][0].name


@needs_model
def test_a_list_request_goes_to_the_list_tool(notes: Retriever) -> None:
    # "list the vault's folders": create_folder 1st without the reading, list_folders 2nd
    assert _firsts(notes, "列出 vault 的文件夹") == ("create_folder", "list_folders")
    inner = innermost(notes)
    assert isinstance(inner, HybridRetriever)
    assert inner.act_lift == ("list_folders", "create_folder")


@needs_model
@pytest.mark.parametrize(
    ("request_text", "name"),
    [
        ("在 vault 里新建一个 drafts 文件夹", "create_folder"),
        ("删除 vault 里的 drafts 文件夹", "delete_folder"),
        ("把 drafts 文件夹删除", "delete_folder"),
        ("vault 里有哪些文件夹？", "list_folders"),  # a question: left to reads_first
        ("给笔记 a.md 添加一个 todo 标签", "add_tag"),
        ("新建一条笔记，标题是周报", "create_note"),
        ("更新一下笔记 a.md 的内容", "update_note"),
        ("删除笔记 a.md", "delete_note"),
        ("看看 vault 里的标签", "list_tags"),
        ("新建一个文件夹，然后把 a.md 放进去", "create_folder"),  # two clauses: left
        ("list the folders of the vault", "list_folders"),  # English: left
    ],
)
def test_requests_already_first_stay_first(notes: Retriever, request_text: str, name: str) -> None:
    assert _firsts(notes, request_text) == (name, name)


@needs_model
def test_a_question_and_an_english_request_are_not_read(notes: Retriever) -> None:
    inner = innermost(notes)
    assert isinstance(inner, HybridRetriever)
    for text in (
        "新建的文件夹在哪里？",
        "create a folder named drafts",
        "新建一个文件夹，然后列出它",
    ):
        notes.search(text, 5)
        assert inner.act_lift is None


@needs_model
def test_select_notes_the_sibling_it_put_first(tmp_path: Path) -> None:
    tools = [
        {"name": t.name, "description": t.description, "inputSchema": dict(t.input_schema)}
        for t in _notes()
    ]
    deck = tmp_path / "notes.json"
    deck.write_text(json.dumps({"tools": tools}, default=dict), encoding="utf-8")
    runner = CliRunner()
    moved = runner.invoke(app, ["select", str(deck), "列出 vault 的文件夹", "-k", "3"])
    assert moved.exit_code == 0, moved.output
    notes = " ".join(moved.stderr.split())
    assert (
        "note: the request names the act list_folders's name does and create_folder's does "
        "not, so list_folders, a sibling on the same object, went first" in notes
    )
    kept = runner.invoke(app, ["select", str(deck), "删除 vault 里的 drafts 文件夹", "-k", "3"])
    assert kept.exit_code == 0, kept.output
    assert "a sibling on the same object" not in " ".join(kept.stderr.split())


GITHUB = Path(__file__).resolve().parents[1] / "data" / "corpora" / "github.json"


@pytest.fixture(scope="module")
def github() -> Retriever:
    built = make_retriever("hybrid")
    built.index(load(str(GITHUB)).deck)
    return built


@needs_model
def test_a_repository_label_goes_to_the_label_tool(github: Retriever) -> None:
    # "add a bug label to acme/api": a label of the repository (no issue named);
    # label_write ("write operations on repository labels") 2nd -> 1st, above
    # update_issue_labels ("Update the labels of an existing issue")
    assert _firsts(github, "给 acme/api 添加一个 bug 标签") == (
        "update_issue_labels",
        "label_write",
    )


@needs_model
@pytest.mark.parametrize(
    "request_text",
    ["给 acme/api 的 issue 12 添加一个 bug 标签", "给 issue 12 添加一个 bug 标签"],
)
def test_an_issues_label_stays_with_the_issue_tool(github: Retriever, request_text: str) -> None:
    # the honest twins: the request names the issue, an object label_write's name lacks
    assert _firsts(github, request_text) == ("update_issue_labels", "update_issue_labels")
