"""Look-alike search (X101/D106): by meaning with the numpy MiniLM, its fallback and its cap.

Expected pairs are derived by hand from the definition in
:class:`tooldeck.lint.similarity.MeaningSimilarity` (mutual nearest neighbours at or above
the threshold, any pair at or above the family threshold, no pair across action classes
unless the descriptions open alike); the block-wise computation is checked against a
direct all-pairs computation written here.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import numpy as np
import pytest

from tooldeck.errors import DenseUnavailableError
from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, LintOptions, lint
from tooldeck.lint.phrases import singular
from tooldeck.lint.similarity import (
    BM25Similarity,
    MeaningSimilarity,
    _step_of,
    action_mask,
    deck_prefix,
    meaning_texts,
    name_head,
    name_object,
    name_parts,
    name_target,
    name_verb,
    named_alternative_pairs,
    operation_key,
    operation_keys,
    runs_query,
    same_kind,
    same_operation_pairs,
    short_names,
    verb_group,
    verbs_differ,
)
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck, Tool

needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _deck() -> Deck:
    return Deck(
        [
            Tool("get_user", "Returns one user record from the directory, looked up by id."),
            Tool("find_user", "Returns a user record from the directory, looked up by email."),
            Tool("create_user", "Adds a new user record to the directory."),
            Tool("delete_user", "Removes a user record from the directory for good."),
            Tool("get_weather", "Current temperature and wind for a city."),
            Tool("convert_currency", "Converts an amount between two currencies."),
        ]
    )


def test_action_classes_of_names() -> None:
    assert action_mask("get_user") == action_mask("API-retrieve-a-page")  # both read
    assert action_mask("create_pull_request") & action_mask("update_pull_request") == 0
    assert action_mask("copilot_insertEdit") & action_mask("copilot_replaceString")  # edit
    assert action_mask("sequentialthinking") == 0  # no action word: matches any class


def test_pull_is_a_read_and_pull_request_a_noun() -> None:
    """``pull`` fetches a copy (docker pull, git pull) and ``push`` sends one: different
    action classes, so ``pull_image`` / ``push_image`` (docker-mcp, whose two descriptions
    differ only by that verb) are told apart by the name; the ``pull`` of ``pull_request``
    names a thing and adds no class (``create_pull_request`` stays a create only)."""
    assert action_mask("pull_image") == action_mask("download_file")
    assert action_mask("pull_image") & action_mask("push_image") == 0
    assert action_mask("create_pull_request") == action_mask("create_issue")
    assert action_mask("list_merge_requests") == action_mask("list_issues")
    assert name_verb("pull_image") == ("pull", 0)
    assert name_verb("pull_request_read")[0] != "pull"


@needs_model
def test_pull_and_push_of_one_image_are_not_lookalikes() -> None:
    """docker-mcp 0.1 (MIT; ``benchmarks/data/lint_labels3/servers/docker.json``): "Pull a
    Docker image" / "Push a Docker image" over one schema scored 1.00 and were reported as
    a confusable pair; the reviewer of that set did not call them one (opposite
    directions)."""
    schema = {
        "type": "object",
        "properties": {
            "repository": {"type": "string", "description": "Image repository"},
            "tag": {"type": "string", "default": "latest", "description": "Image tag"},
        },
        "required": ["repository"],
    }
    deck = Deck(
        [
            Tool("pull_image", "Pull a Docker image", input_schema=schema),
            Tool("push_image", "Push a Docker image", input_schema=schema),
        ]
    )
    result = lint(deck, LintConfig(select=("X101", "D106", "N102")))
    assert [f.code for f in result.findings] == []


@needs_model
def test_meaning_pairs_reference_and_blocks() -> None:
    deck = _deck()
    sim = MeaningSimilarity()
    found = sim.pairs(deck, 0.65)
    names = {(deck.names[i], deck.names[j]) for i, j, _ in found}
    assert ("get_user", "find_user") in names
    # create/delete/get are different action classes: never paired however close
    assert not any({"create_user", "delete_user"} & set(p) for p in names)
    # reference: the same definition over the full matrix, computed directly
    full, first = meaning_texts(deck)
    vec = sim.vectors(full + first)
    f, g = vec[: len(deck)], vec[len(deck) :]
    cos = (f @ f.T + g @ g.T) / 2
    masks = [action_mask(t.name) for t in deck]
    score = np.full(cos.shape, -np.inf)
    for i, j in itertools.permutations(range(len(deck)), 2):
        if masks[i] and masks[j] and not masks[i] & masks[j]:
            continue
        score[i, j] = min(1.0, cos[i, j])  # no parameters here: Jaccard 0
    best = score.argmax(axis=1)
    expected = {
        (min(i, j), max(i, j)) for i, j in enumerate(best) if best[j] == i and score[i, j] >= 0.65
    } | {(i, j) for i, j in itertools.combinations(range(len(deck)), 2) if score[i, j] >= 0.9}
    assert {(i, j) for i, j, _ in found} == expected
    # memory-bounded blocks of 2 rows give the same pairs and scores
    small = MeaningSimilarity(block=2, retriever=sim._retriever).pairs(deck, 0.65)
    assert [(i, j) for i, j, _ in small] == [(i, j) for i, j, _ in found]
    assert all(abs(a[2] - b[2]) < 1e-5 for a, b in zip(small, found, strict=True))


@needs_model
def test_pairs_outside_mutual_nearest_neighbours_must_be_near_copies() -> None:
    """github-mcp-server (tests/data/corpora, MIT), names and verbs aside (``verbs=False,
    objects=False``): merge_pull_request's nearest tool is update_pull_request (mutual,
    reported), create_pull_request's is merge_pull_request but not the other way round.
    Their score (about 0.85) is under the family threshold 0.9, so the create/merge pair is
    not reported; at the former 0.8 it was."""
    deck = load_deck(Path(__file__).resolve().parents[1] / "data" / "corpora" / "github.json")
    sim = MeaningSimilarity(verbs=False, objects=False)
    names = {(deck.names[i], deck.names[j]) for i, j, _ in sim.pairs(deck, 0.65)}
    assert ("merge_pull_request", "update_pull_request") in names
    assert ("create_pull_request", "merge_pull_request") not in names
    old = MeaningSimilarity(
        family_threshold=0.8, verbs=False, objects=False, retriever=sim._retriever
    ).pairs(deck, 0.65)
    assert ("create_pull_request", "merge_pull_request") in {
        (deck.names[i], deck.names[j]) for i, j, _ in old
    }
    # with the verb criterion (the default) merging and updating are different operations
    default = MeaningSimilarity(retriever=sim._retriever).pairs(deck, 0.65)
    assert ("merge_pull_request", "update_pull_request") not in {
        (deck.names[i], deck.names[j]) for i, j, _ in default
    }


def test_name_verbs_objects_and_groups() -> None:
    """By hand from the definitions of :func:`name_verb`, :func:`name_object` and
    :func:`verb_group`."""
    assert name_verb("slack_post_message", "slack") == ("post", 0)
    assert name_verb("API-post-search", "api") == ("search", 1)
    assert name_verb("brave_web_search", "brave") == ("search", 1)
    assert name_verb("sequentialthinking") == (None, -1)
    assert name_object("delete_file") == {"file"}
    assert name_object("slack_get_user_profile", "slack") == {"user", "profile"}
    assert name_object("brave_web_search", "brave") == frozenset()  # not verb-first
    assert name_object("list_repositories") == {"repository"}
    assert [verb_group(v) for v in ("get", "list", "search", "merge", None)] == [
        "one",
        "many",
        "search",
        "merge",
        None,
    ]
    assert verbs_differ("one", "many") and verbs_differ("merge", "edit")
    assert not verbs_differ("search", "one") and not verbs_differ(None, "many")
    deck = Deck([Tool("slack_a", "x"), Tool("slack_b", "y"), Tool("get_c", "z")])
    assert deck_prefix(deck) == "slack"
    assert deck_prefix(Deck([Tool("get_a", "x"), Tool("get_b", "y")])) is None  # a verb


def _obj(props: dict[str, object]) -> dict[str, object]:
    return {"type": "object", "properties": props, "required": list(props)}


def _storage_deck() -> Deck:
    """A file-storage server: files and folders are each created, listed and deleted."""
    return Deck(
        [
            Tool(
                "get_invoice",
                "Returns one invoice of the billing account: number, customer, lines and total.",
                _obj({"invoice_id": {"type": "string"}}),
            ),
            Tool(
                "list_invoices",
                "Returns the invoices of the billing account: number, customer, lines and "
                "total of each.",
                _obj({"customer": {"type": "string"}}),
            ),
            Tool(
                "delete_file",
                "Deletes a file from the storage bucket for good.",
                _obj({"bucket": {"type": "string"}, "path": {"type": "string"}}),
            ),
            Tool(
                "delete_folder",
                "Deletes a folder from the storage bucket for good.",
                _obj({"bucket": {"type": "string"}, "path": {"type": "string"}}),
            ),
            Tool(
                "create_file",
                "Uploads a new file to a storage bucket.",
                _obj({"bucket": {"type": "string"}, "path": {"type": "string"}}),
            ),
            Tool(
                "list_folders",
                "Lists the folders of a storage bucket.",
                _obj({"bucket": {"type": "string"}}),
            ),
            Tool(
                "generate_bar_chart",
                "Draws a bar chart of categories and their values as a PNG image.",
                _obj({"data": {"type": "array"}}),
            ),
            Tool(
                "generate_column_chart",
                "Draws a column chart of categories and their values as a PNG image.",
                _obj({"data": {"type": "array"}}),
            ),
        ]
    )


@needs_model
def test_different_verbs_or_different_things_are_not_lookalikes() -> None:
    """One item vs the collection (get_invoice / list_invoices) and one operation on two
    things of the server's data model (delete_file / delete_folder: files and folders are
    also created or listed) are told apart by the name, as a reviewer tells them apart;
    without the criteria both pairs score as look-alikes. Two charts share their object
    (``chart``) and stay look-alikes."""
    deck = _storage_deck()
    sim = MeaningSimilarity()

    def names(found: list[tuple[int, int, float]]) -> set[tuple[str, str]]:
        return {(deck.names[i], deck.names[j]) for i, j, _ in found}

    plain = names(
        MeaningSimilarity(verbs=False, objects=False, heads=False, retriever=sim._retriever).pairs(
            deck, 0.65
        )
    )
    assert {("get_invoice", "list_invoices"), ("delete_file", "delete_folder")} <= plain
    found = names(sim.pairs(deck, 0.65))
    assert ("get_invoice", "list_invoices") not in found
    assert ("delete_file", "delete_folder") not in found
    assert ("generate_bar_chart", "generate_column_chart") in found


@needs_model
def test_x101_by_meaning_in_lint() -> None:
    result = lint(_deck(), LintConfig(select=("X101",)))
    assert [f.tools for f in result.findings] == [("find_user", "get_user")]
    assert result.notes == ()


def test_fallback_to_word_overlap_is_stated(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(self: MeaningSimilarity, deck: Deck, threshold: float) -> list[object]:
        raise DenseUnavailableError("dense retrieval needs the model package")

    monkeypatch.setattr(MeaningSimilarity, "pairs", missing)
    deck = Deck(
        [
            Tool("get_order", "Order query. Looks up order information for the customer."),
            # not the same text: one description for both is X102's, not X101's
            Tool("find_order", "Order query. Looks up order information for a customer."),
            Tool("create_ticket", "Opens a support ticket that a human agent follows up."),
        ]
    )
    result = lint(deck, LintConfig(select=("X101",)))
    assert len(result.notes) == 1 and "word overlap (BM25)" in result.notes[0]
    assert [f.tools for f in result.findings] == [("find_order", "get_order")]


def test_large_decks_skip_the_search_with_a_note() -> None:
    deck = Deck([Tool(f"tool_{i}", f"Return record {i} of the archive.") for i in range(3)])
    config = LintConfig(select=("X101", "D106"), options=LintOptions(similarity_max_tools=2))
    result = lint(deck, config)
    assert result.findings == ()
    assert len(result.notes) == 1 and "similarity-max-tools (2)" in result.notes[0]


def test_name_head() -> None:
    """By hand from the definition of :func:`name_head`: the last word of the direct
    object, singular, before any preposition; None without a leading verb or object."""
    assert name_head("slack_get_channel_history", "slack") == "history"
    assert name_head("get_file_contents") == "content"
    assert name_head("list_issue_types") == "type"
    assert name_head("API-retrieve-a-block", "api") == "block"
    assert name_head("copilot_findTextInFiles", "copilot") == "text"
    assert name_head("reply_to_thread") is None  # no direct object
    assert name_head("brave_web_search", "brave") is None  # not verb-first
    assert name_head("delete_file") == "file"


def test_singular_forms_compare_equal() -> None:
    """By hand: both forms of a noun give one word, so ``list_issues`` and
    ``issue_read`` act on the same thing (a plain ``-es`` cut made ``issues`` ``issu`` and
    ``files`` ``fil``, apart from ``issue`` and ``file``)."""
    assert [singular(w) for w in ("issues", "files", "entries", "searches", "boxes")] == [
        "issue",
        "file",
        "entry",
        "search",
        "box",
    ]
    assert [singular(w) for w in ("status", "class", "analysis", "bus")] == [
        "status",
        "class",
        "analysis",
        "bus",
    ]
    assert name_object("list_issues") == name_object("close_issue") == {"issue"}
    assert name_object("push_files") == {"file"}


def _chat_deck() -> Deck:
    """A chat server: channels are listed and read, threads are read and replied to.
    Written for this test."""
    return Deck(
        [
            Tool(
                "get_channel_history",
                "Returns the recent messages posted in a chat channel, newest first.",
                _obj({"channel_id": {"type": "string"}, "limit": {"type": "integer"}}),
            ),
            Tool(
                "get_thread_replies",
                "Returns the messages posted as replies in one chat thread, oldest first.",
                _obj({"channel_id": {"type": "string"}, "thread_ts": {"type": "string"}}),
            ),
            Tool(
                "list_channels",
                "Lists the public channels of the chat workspace.",
                _obj({"limit": {"type": "integer"}}),
            ),
            Tool(
                "reply_to_thread",
                "Posts a reply in a chat thread.",
                _obj({"channel_id": {"type": "string"}, "thread_ts": {"type": "string"}}),
            ),
            Tool(
                "convert_currency",
                "Converts an amount between two currencies.",
                _obj({"amount": {"type": "number"}}),
            ),
        ]
    )


@needs_model
def test_one_kind_of_result_through_different_things_stays_a_lookalike() -> None:
    """Channels and threads are both things the deck acts on with other verbs, yet the
    two reads return a history and replies (heads the deck never acts on otherwise):
    both are messages, so the names do not tell them apart and the pair stays a
    look-alike. delete_file / delete_folder (heads that are the things themselves) stay
    apart (test above)."""
    deck = _chat_deck()
    sim = MeaningSimilarity()
    pair = ("get_channel_history", "get_thread_replies")
    plain = MeaningSimilarity(objects=False, heads=False, retriever=sim._retriever).pairs(
        deck, 0.65
    )
    assert pair in {(deck.names[i], deck.names[j]) for i, j, _ in plain}
    found = {(deck.names[i], deck.names[j]) for i, j, _ in sim.pairs(deck, 0.65)}
    assert pair in found


@needs_model
def test_a_description_naming_a_lookalike_by_its_title_names_it() -> None:
    """MCP tools have titles, and descriptions written for clients that show them name
    a tool by its title in identifier form (``look_up_user_by_email`` for title "Look up
    user by email"): that counts as naming it, for X101 (either side named: no finding)
    and D106 (only the silent side is reported)."""
    base = _deck()
    get_user = Tool(
        "get_user",
        "Returns one user record from the directory, looked up by id. For an email "
        "address use look_up_user_by_email.",
    )
    find_user = Tool(
        "find_user",
        "Returns a user record from the directory, looked up by email.",
        title="Look up user by email",
    )
    others = [t for t in base if t.name not in {"get_user", "find_user"}]
    deck = Deck([get_user, find_user, *others])
    result = lint(deck, LintConfig(select=("X101", "D106")))
    assert [(f.code, f.tool) for f in result.findings] == [("D106", "find_user")]
    # without the title the same sentence names no tool: both rules report the pair
    untitled = Deck([get_user, Tool(find_user.name, find_user.description), *others])
    codes = sorted(f.code for f in lint(untitled, LintConfig(select=("X101", "D106"))).findings)
    assert codes == ["D106", "D106", "X101"]


def test_operation_key_and_same_operation_pairs() -> None:
    """By hand from the definition of :func:`operation_key`: verb group (a listing and a
    search are one kind, a get another), head noun, object words without action words."""
    assert operation_key("create_or_update_file") == ("create", "file", frozenset({"file"}))
    assert operation_key("push_files") == ("create", "file", frozenset({"file"}))
    assert operation_key("list_issues") == ("search", "issue", frozenset({"issue"}))
    assert operation_key("search_issues") == operation_key("list_issues")
    assert operation_key("get_issue") == ("one", "issue", frozenset({"issue"}))
    # a get of a plural head returns a collection: a listing (session 28)
    assert operation_key("slack_get_users", "slack") == ("search", "user", frozenset({"user"}))
    assert operation_key("get_status") == ("one", "status", frozenset({"status"}))
    assert operation_key("brave_web_search", "brave") is None  # not verb-first
    assert operation_key("reply_to_thread") is None  # no direct object
    deck = Deck(
        [
            Tool("list_orders", "a"),
            Tool("get_order", "b"),
            Tool("search_orders", "c"),
            Tool("delete_order", "d"),
            Tool("search_order_notes", "e"),  # head: note
            Tool("fetch_order", "f"),
        ]
    )
    assert same_operation_pairs(deck) == [(0, 2), (1, 5)]


def test_a_get_of_the_callers_things_is_a_listing_of_them() -> None:
    """Asana's server as captured in ``benchmarks/data/lint_labels2/tools/asana.json`` (that
    set's README: npm ``@roychri/mcp-server-asana`` 1.8.0, MIT): ``asana_get_my_tasks``
    returns the caller's tasks, a listing, as ``asana_search_tasks`` returns tasks (a
    reviewer's pair on that set's dev split: "what tasks are assigned to me" fits both).
    By hand from :func:`operation_key`: ``get`` with a plural head is a listing, and
    ``my`` says whose the tasks are, not which thing; ``asana_get_task`` (one task) stays a get. The
    excel server's ``excel_describe_sheets`` ("List all sheet information") and
    ``excel_read_sheet`` (the cells of one sheet) were one operation before and are
    not now."""
    assert operation_key("asana_get_my_tasks", "asana") == operation_key(
        "asana_search_tasks", "asana"
    )
    assert operation_key("asana_get_task", "asana") == ("one", "task", frozenset({"task"}))
    assert operation_key("excel_describe_sheets", "excel") != operation_key(
        "excel_read_sheet", "excel"
    )
    deck = load_deck(ASANA)
    pairs = {(deck.names[i], deck.names[j]) for i, j in same_operation_pairs(deck)}
    assert ("asana_get_my_tasks", "asana_search_tasks") in pairs
    # another thing (tasks of a project) and other object words stay apart
    assert not any("asana_get_tasks_for_project" in pair for pair in pairs)


def _orders_deck() -> Deck:
    return Deck(
        [
            Tool(
                "list_orders",
                "Lists the orders of the shop, newest first, 50 a page.",
                _obj({"page": {"type": "integer"}}),
            ),
            Tool(
                "search_orders",
                "Semantic matching over free-text complaints, e.g. 'parcel arrived crushed'.",
                _obj({"query": {"type": "string"}}),
            ),
            Tool(
                "create_invoice",
                "Issues an invoice for a customer and e-mails it as a PDF.",
                _obj({"customer_id": {"type": "string"}}),
            ),
            Tool(
                "convert_currency",
                "Converts an amount between two currencies at today's rate.",
                _obj({"amount": {"type": "number"}}),
            ),
        ]
    )


@needs_model
def test_names_of_one_operation_on_one_thing_are_lookalikes_whatever_the_texts() -> None:
    """list_orders / search_orders: a listing and a search of orders, whose descriptions
    a sentence encoder reads as far apart (under the threshold, so without the name
    criterion the pair is not found); the names say the same operation on the same
    thing, so the pair is reported, with its computed score, and X101 says why."""
    deck = _orders_deck()
    sim = MeaningSimilarity()
    pair = ("list_orders", "search_orders")
    plain = MeaningSimilarity(operations=False, retriever=sim._retriever).pairs(deck, 0.65)
    assert pair not in {(deck.names[i], deck.names[j]) for i, j, _ in plain}
    found = {(deck.names[i], deck.names[j]): s for i, j, s in sim.pairs(deck, 0.65)}
    assert set(found) == {pair}
    assert found[pair] < 0.65  # the score as computed, not raised to the threshold
    result = lint(deck, LintConfig(select=("X101", "D106")))
    x101 = [f for f in result.findings if f.code == "X101"]
    assert [f.tools for f in x101] == [pair]
    assert "names say the same operation on the same thing" in x101[0].message
    assert sorted(f.tool for f in result.findings if f.code == "D106") == list(pair)


def _workspace_deck() -> Deck:
    """Files are searched, created and deleted (a thing of the server's data model); the
    text inside them is only searched."""
    return Deck(
        [
            Tool(
                "find_files",
                "Searches the workspace for files whose path matches a glob pattern; "
                "returns their paths.",
                _obj({"pattern": {"type": "string"}}),
            ),
            Tool(
                "find_text_in_files",
                "Searches the workspace for files whose content matches a text pattern; "
                "returns the matching lines.",
                _obj({"pattern": {"type": "string"}}),
            ),
            Tool(
                "create_file",
                "Creates a new file in the workspace with the given content.",
                _obj({"path": {"type": "string"}, "content": {"type": "string"}}),
            ),
            Tool(
                "delete_file",
                "Deletes a file from the workspace for good.",
                _obj({"path": {"type": "string"}}),
            ),
            Tool(
                "convert_currency",
                "Converts an amount between two currencies.",
                _obj({"amount": {"type": "number"}}),
            ),
        ]
    )


@needs_model
def test_one_verb_with_different_head_nouns_is_not_a_lookalike() -> None:
    """find_files / find_text_in_files: one verb, objects sharing ``file``, but the head
    nouns (what comes back: files, text) differ and ``file`` is a thing the deck also
    creates and deletes, so the names tell the two apart. Their texts are near-copies:
    without the head-noun criterion the pair is reported (0.94, mutual nearest). The
    target criterion tells them apart on its own too (find_text_in_files acts in files,
    the thing find_files returns)."""
    deck = _workspace_deck()
    sim = MeaningSimilarity()
    pair = ("find_files", "find_text_in_files")
    plain = MeaningSimilarity(heads=False, targets=False, retriever=sim._retriever)
    assert pair in {(deck.names[i], deck.names[j]) for i, j, _ in plain.pairs(deck, 0.65)}
    assert sim.pairs(deck, 0.65) == []
    for alone in (
        MeaningSimilarity(heads=False, retriever=sim._retriever),
        MeaningSimilarity(targets=False, retriever=sim._retriever),
    ):
        assert alone.pairs(deck, 0.65) == []


def test_word_overlap_fallback_also_reports_one_operation_on_one_thing() -> None:
    """The BM25 fallback reports list_orders / search_orders too (their texts share only
    'orders' among content words, under the threshold), and nothing else here; without
    the name criterion it reports nothing."""
    deck = _orders_deck()
    assert [(deck.names[i], deck.names[j]) for i, j, _ in BM25Similarity().pairs(deck, 0.65)] == [
        ("list_orders", "search_orders")
    ]
    assert BM25Similarity(operations=False).pairs(deck, 0.65) == []


@needs_model
def test_labels_bench_counts_d106_on_the_silent_tool_only() -> None:
    """The labels benchmark scores D106 on the tool whose description is silent, not on
    the look-alikes it lists for context (kinds.md puts D106 on that tool alone); X101, a
    deck-wide finding, counts for both tools of its pair. Deck: get_user names find_user,
    find_user names nobody, so D106 is reported on find_user only."""
    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "benchmarks"))
    try:
        from bench_lint_labels import _judged_tools
    finally:
        sys.path.remove(str(root / "benchmarks"))
    base = _deck()
    get_user = Tool(
        "get_user",
        "Returns one user record from the directory, looked up by id. For an email "
        "address use find_user.",
    )
    deck = Deck([get_user, *(t for t in base if t.name != "get_user")])
    d106 = list(lint(deck, LintConfig(select=("D106",))).findings)
    assert [(f.tool, f.tools) for f in d106] == [("find_user", ("find_user", "get_user"))]
    assert _judged_tools(d106[0]) == ("find_user",)
    x101 = lint(base, LintConfig(select=("X101",))).findings  # neither names the other
    assert [_judged_tools(f) for f in x101] == [("find_user", "get_user")]


def _gateway_deck() -> Deck:
    """Two servers merged by a gateway (``server__tool``), neither with half the deck, so
    no deck-wide prefix: the workspace deck and the orders deck above."""
    workspace = [
        Tool(f"ws__{t.name}", t.description, t.input_schema)
        for t in _workspace_deck()
        if t.name != "convert_currency"
    ]
    shop = [Tool(f"shop__shop_{t.name}", t.description, t.input_schema) for t in _orders_deck()]
    return Deck([*workspace, *shop, Tool("time__convert_time", "Converts a time between zones.")])


def test_name_parts_of_a_gateway_deck() -> None:
    """By hand from :func:`name_parts`: the namespace set apart, the server prefix found
    among the own names of one namespace (``shop`` in ``shop_list_orders``)."""
    deck = _gateway_deck()
    assert deck_prefix(deck) is None  # 4 of 9 tools start with ws, 4 with shop
    parts = name_parts(deck)
    assert parts[0] == ("ws", "find_files", None)
    assert parts[4] == ("shop", "shop_list_orders", "shop")
    assert parts[8] == ("time", "convert_time", None)
    assert same_operation_pairs(deck) == [(4, 5)]
    keys = operation_keys(deck)
    assert keys[4] == ("shop", "search", "order", frozenset({"order"}))


@needs_model
def test_name_criteria_read_gateway_names_like_the_servers_own() -> None:
    """In the merged deck the name criteria apply as in each server's own deck:
    find_files / find_text_in_files stay apart (head nouns), list_orders /
    search_orders are look-alikes by name."""
    deck = _gateway_deck()
    found = {(deck.names[i], deck.names[j]) for i, j, _ in MeaningSimilarity().pairs(deck, 0.65)}
    assert found == {("shop__shop_list_orders", "shop__shop_search_orders")}


def test_name_target() -> None:
    """By hand from the definition of :func:`name_target`: the head noun of the first
    prepositional phrase after the verb, singular; None without one."""
    assert name_target("reply_to_ticket") == "ticket"
    assert name_target("comment_on_issues") == "issue"
    assert name_target("add_note_to_ticket") == "ticket"
    assert name_target("slack_reply_to_thread", "slack") == "thread"
    assert name_target("add_to_the_playlist") == "playlist"
    assert name_target("create_ticket") is None
    assert name_target("brave_web_search", "brave") is None  # not verb-first


HELPDESK = Path(__file__).resolve().parents[1] / "data" / "decks" / "helpdesk.json"
"""16 plausible ticketing tools (written for this test, after a user's CRM deck where
create_ticket / reply_to_ticket were reported as look-alikes) and a chat server's post /
reply pair; MCP format."""


@needs_model
def test_making_a_thing_and_acting_on_it_are_not_lookalikes() -> None:
    """create_ticket makes a ticket, reply_to_ticket needs one to exist: the names say
    which to call, however close the texts read (reply and create are one action class).
    Without the criterion (``targets=False``, the finder before it) the pair is
    reported. A reply that makes what the other tool makes, to a different target
    (post_message / reply_to_thread: both post a message), stays a look-alike."""
    deck = load_deck(HELPDESK)
    sim = MeaningSimilarity()
    pair = ("create_ticket", "reply_to_ticket")
    before = MeaningSimilarity(targets=False, retriever=sim._retriever).pairs(deck, 0.65)
    assert pair in {(deck.names[i], deck.names[j]) for i, j, _ in before}
    found = {(deck.names[i], deck.names[j]) for i, j, _ in sim.pairs(deck, 0.65)}
    assert pair not in found
    assert ("post_message", "reply_to_thread") in found
    assert ("list_tickets", "search_tickets") in found  # one operation on one thing
    x101 = lint(deck, LintConfig(select=("X101",))).findings
    assert {f.tools for f in x101} == {
        ("list_tickets", "search_tickets"),
        ("post_message", "reply_to_thread"),
    }


# --- session 19: names without the server prefix, named alternatives, compound heads ---


def _asana_like() -> Deck:
    return Deck(
        [
            Tool("asana_search_tasks", "Search tasks in a workspace with filters."),
            Tool(
                "asana_get_tasks_for_project",
                "Get all tasks in a project. Use this instead of search_tasks when you need "
                "the tasks of one project.",
            ),
            Tool("asana_get_task", "Get one task by its gid."),
            Tool("asana_delete_task", "Delete a task by its gid."),
        ]
    )


def test_short_names_drop_the_server_prefix_only_when_an_identifier_remains() -> None:
    # hand-read: three of four names start with "asana" (>= half) and it is not a verb
    deck = _asana_like()
    assert short_names(deck) == [
        ("search_tasks",),
        ("get_tasks_for_project",),
        ("get_task",),
        ("delete_task",),
    ]
    kube = Deck([Tool("kubectl_get", "Get resources."), Tool("kubectl_apply", "Apply.")])
    assert short_names(kube) == [(), ()]  # "get" alone would be a word of prose
    merged = Deck([Tool("time__get_current_time", "Current time."), Tool("x__run", "Run.")])
    assert short_names(merged)[0] == ("get_current_time",)


def test_named_alternative_pairs_read_choice_not_prerequisites() -> None:
    deck = Deck(
        [
            Tool("create_record", "Create a new record in a table."),
            Tool("update_records", "Update up to 10 records in a table."),
            Tool(
                "upload_attachment",
                "Upload a file to an attachment field of a record. For larger files, use "
                "create_record or update_records with a public URL.",
            ),
            Tool("list_tables", "List the tables of a base."),
            Tool(
                "describe_table",
                "Describe a table's fields. Call list_tables first to get the table id.",
            ),
        ]
    )
    # hand-read: upload_attachment's second sentence offers both as the alternative;
    # describe_table's sentence is a prerequisite ("first", "to get the table id")
    assert named_alternative_pairs(deck) == [(0, 2), (1, 2)]
    assert named_alternative_pairs(_asana_like()) == [(0, 1)]  # by its short name


def test_the_silent_side_of_a_named_alternative_gets_d106_and_no_x101() -> None:
    deck = _asana_like()
    result = lint(deck, LintConfig(select=("D106", "X101")))
    by_tool = {(f.code, f.tool) for f in result.findings}
    assert ("D106", "asana_search_tasks") in by_tool
    d106 = next(f for f in result.findings if f.tool == "asana_search_tasks")
    assert "asana_get_tasks_for_project" in d106.tools
    # the namer names its partner (by the short name): no D106 for that pair, no X101
    assert not any(
        f.code == "D106"
        and f.tool == "asana_get_tasks_for_project"
        and "asana_search_tasks" in f.tools
        for f in result.findings
    )
    assert not any(
        f.code == "X101" and set(f.tools) == {"asana_search_tasks", "asana_get_tasks_for_project"}
        for f in result.findings
    )


def test_same_kind_reads_closed_compounds_by_their_head() -> None:
    assert same_kind("subtask", "task") and same_kind("task", "subtask")
    assert same_kind("folder", "subfolder")
    assert not same_kind("task", "project")
    assert not same_kind("on", "salon")  # two letters are no head noun
    # a Latin prefix before a word is no compound: a review is not a view, a report not a
    # port, an account not a count, an asset not a set, a release not a lease
    for word, other in [
        ("view", "review"),
        ("port", "report"),
        ("port", "export"),
        ("count", "account"),
        ("set", "asset"),
        ("lease", "release"),
    ]:
        assert not same_kind(word, other), (word, other)
    assert same_kind("hook", "webhook") and same_kind("set", "dataset")


@needs_model
def test_made_subtask_is_a_task_but_a_read_one_is_reached_through_its_parent() -> None:
    deck = Deck(
        [
            Tool("create_task", "Create a new task in a project, optionally under a parent."),
            Tool("create_subtask", "Create a new subtask under an existing task."),
            Tool("get_task", "Get the details of one task by its id."),
            Tool("get_subtasks", "Get the subtasks of one task by its id."),
            Tool("delete_task", "Delete a task by its id."),
        ]
    )
    pairs = {(deck.names[i], deck.names[j]) for i, j, _ in MeaningSimilarity().pairs(deck, 0.65)}
    assert ("create_task", "create_subtask") in pairs
    # hand-read: a read's head "subtask" differs from "task" and "task" is acted on by
    # three verb groups, so the pair is apart whatever its cosine
    assert ("get_task", "get_subtasks") not in pairs


def test_install_and_upgrade_are_one_verb_group() -> None:
    # "deploy chart X" fits both; a reviewer's pair (lint_labels2, kubernetes)
    assert verb_group("install") == verb_group("upgrade") == "deploy"
    assert not verbs_differ(verb_group("install"), verb_group("upgrade"))
    assert verbs_differ(verb_group("install"), verb_group("delete"))


ASANA = (
    Path(__file__).resolve().parents[2]
    / "benchmarks"
    / "data"
    / "lint_labels2"
    / "tools"
    / "asana.json"
)
LABELS3 = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "lint_labels3" / "tools"


@needs_model
def test_counterparts_of_merged_servers_are_look_alikes() -> None:
    """A gateway deck of three real web servers (lint_labels3's gateway_web, verbatim
    tools/list): Kagi's extract and webfetch's fetch_markdown both return a page as
    markdown, and SearXNG's url reader and webfetch's readable fetch both return a page's
    readable content — each the other's closest tool of its server, at cosines under the
    deck-wide threshold (the reviewer's X101 pairs). Off, the deck-wide mutual nearest
    neighbours keep one rival per tool and these pairs are lost."""
    deck = load_deck(LABELS3 / "gateway_web.json")

    def found(sim: MeaningSimilarity) -> set[tuple[str, str]]:
        return {(deck.names[i], deck.names[j]) for i, j, _ in sim.pairs(deck, 0.65)}

    # runners: the next test; readers (session 37: two servers' page readers, which pair
    # SearXNG's url reader with Kagi's extract too): tests/lint/test_lookalikes_s37.py
    # supersets (session 41) pairs both too: a general reader naming markdown / readable
    on = found(MeaningSimilarity(runners=False, readers=False, supersets=False))
    off = found(MeaningSimilarity(counterparts=False, readers=False, supersets=False))
    assert on - off == {
        ("searxng__web_url_read", "webfetch__fetch_readable"),
        ("webfetch__fetch_markdown", "kagi__kagi_extract"),
    }
    assert off <= on


@needs_model
def test_two_search_engines_behind_a_gateway_are_counterparts() -> None:
    """The same deck: SearXNG's web search and Kagi's search both require the model's
    query and search the web (the lint_labels3 reviewer's dev pair, "sure"); each is the
    other's closest query-taking tool of its server, so ``runners`` pairs them."""
    deck = load_deck(LABELS3 / "gateway_web.json")

    def found(sim: MeaningSimilarity) -> set[frozenset[str]]:
        return {frozenset((deck.names[i], deck.names[j])) for i, j, _ in sim.pairs(deck, 0.65)}

    engines = frozenset(("searxng__searxng_web_search", "kagi__kagi_search_fetch"))
    assert engines in found(MeaningSimilarity())
    assert engines not in found(MeaningSimilarity(runners=False))


def test_extract_and_export_read_as_reads() -> None:
    assert verb_group("extract") == verb_group("export") == verb_group("fetch") == "one"


@needs_model
def test_counterparts_need_two_named_servers() -> None:
    # a tool outside any namespace is no server's counterpart (a name the gateway
    # pattern does not parse, such as a real server's `neon____node_version`)
    deck = Deck(
        [
            Tool("web__read_url", "Reads a web page and returns it as markdown."),
            Tool("fetch_page", "Fetches a website and returns its text."),
        ]
    )
    on = MeaningSimilarity(counterpart_threshold=0.0).pairs(deck, 0.99)
    assert on == []


def test_named_alternatives_leave_out_complements_and_one_word_prose() -> None:
    """The reviewer's questions: "For more details, use get_order" points to a complement;
    a one-word tool name is a word of prose unless quoted ("prefer this over multiple
    'fill' or 'click' calls", a real browser server's sentence)."""
    deck = Deck(
        [
            Tool("list_orders", "Lists orders. For more details, use get_order."),
            Tool("get_order", "Gets one order by id."),
            Tool("search", "Searches everything."),
            Tool("find_orders", "Finds orders by words; use search instead for anything else."),
            Tool("fill", "Fills one field."),
            Tool("fill_form", "Fills a whole form. Prefer this over several 'fill' calls."),
        ]
    )
    assert named_alternative_pairs(deck) == [(4, 5)]


@needs_model
def test_query_runners_of_two_servers_are_counterparts() -> None:
    """A gateway over @executeautomation/database-server 1.1.0 and mcp-neo4j-cypher 0.6.0
    (both MIT; ``benchmarks/data/lint_labels3/tools/gateway_data.json``): each server's
    write runner requires a `query` and "mark order 7 as shipped" fits both, but
    "Execute INSERT, UPDATE, or DELETE queries" and "Execute a write Cypher query on the
    neo4j database." sit at cosine 0.22, far under any threshold. Two runners of one verb
    group, each the other's closest runner of its server, are paired; a read and a write
    runner are not (different verb groups)."""
    query = {
        "type": "object",
        "properties": {"query": {"type": "string", "description": "The query to run."}},
        "required": ["query"],
    }
    deck = Deck(
        [
            Tool("sql__read_query", "Execute SELECT queries to read data from the database", query),
            Tool("sql__write_query", "Execute INSERT, UPDATE, or DELETE queries", query),
            Tool("sql__list_tables", "Get a list of all tables in the database"),
            Tool(
                "neo4j__write_neo4j_cypher",
                "Execute a write Cypher query on the neo4j database.",
                query,
            ),
        ]
    )
    sim = MeaningSimilarity()

    def pairs(found: list[tuple[int, int, float]]) -> set[frozenset[str]]:
        return {frozenset((deck.names[i], deck.names[j])) for i, j, _ in found}

    runners = frozenset(("sql__write_query", "neo4j__write_neo4j_cypher"))
    found = pairs(sim.pairs(deck, 0.65))
    assert runners in found
    assert frozenset(("sql__read_query", "neo4j__write_neo4j_cypher")) not in found
    plain = MeaningSimilarity(runners=False, retriever=sim._retriever)
    assert runners not in pairs(plain.pairs(deck, 0.65))
    assert runs_query(query)
    assert not runs_query({"type": "object", "properties": {"query": {"type": "string"}}})
    # as a statement: the tool's text names a query language, or the property is sql …
    assert runs_query(query, "Execute INSERT, UPDATE, or DELETE queries")
    assert runs_query(query, "Execute a write Cypher query on the neo4j database.")
    assert not runs_query(query, "Search emails in the mailbox.")  # a search's words
    sql = {"type": "object", "properties": {"sql": {"type": "string"}}, "required": ["sql"]}
    assert runs_query(sql, "Run it.")


@needs_model
def test_searches_of_different_things_behind_a_gateway_are_no_runners() -> None:
    """Session 27 review (a gateway of mail, calendar, maps and notes servers, written
    here after the reviewer's gw_assistant pairs): each tool requires a free-word `query`
    and searches, but for different things (emails, events, places, tasks): the runner
    pairing must not pair them; two web search engines still pair (above)."""
    query = {
        "type": "object",
        "properties": {"query": {"type": "string", "description": "Words to look for."}},
        "required": ["query"],
    }
    deck = Deck(
        [
            Tool(
                "gmail__search_emails", "Search emails in the mailbox by sender or subject.", query
            ),
            Tool("calendar__search_events", "Search calendar events by title.", query),
            Tool("maps__search_places", "Search for places such as shops or stations.", query),
            Tool("todo__find_tasks", "Find open tasks whose text matches.", query),
        ]
    )
    found = MeaningSimilarity().pairs(deck, 0.65)
    assert [(deck.names[i], deck.names[j]) for i, j, _ in found] == []


def test_a_step_needs_the_other_tools_object() -> None:
    """Session 27 review: HubSpot's batch-create-objects says "…before creating
    associations", a third tool's act; it is no step of batch-create-objects' sibling."""
    said = "Create objects in bulk. Objects must exist before creating associations."
    assert not _step_of(said, "create", "hubspot-batch-create-objects")
    assert _step_of(said, "create", "hubspot-batch-create-associations")
    # the real text names a third tool as the one that comes first
    real = (
        "Use the hubspot-get-association-definitions tool to identify valid association "
        "types before creating associations."
    )
    assert not _step_of(real, "create", "hubspot-batch-create-associations")
    assert _step_of("Refine queries before searching the web.", "search", "web_search")


@needs_model
def test_a_step_before_the_others_act_is_no_lookalike() -> None:
    """mcp-searxng 2.4.0 (MIT; lint_labels3's gateway_web, verbatim): the suggestions tool
    says it is used "before searching", a step of the search tool's job; the reviewer did
    not call the two confusable (they scored 0.66, mutual nearest)."""
    deck = load_deck(LABELS3 / "gateway_web.json")
    pair = frozenset(("searxng__searxng_web_search", "searxng__searxng_search_suggestions"))

    def found(sim: MeaningSimilarity) -> set[frozenset[str]]:
        return {frozenset((deck.names[i], deck.names[j])) for i, j, _ in sim.pairs(deck, 0.65)}

    assert pair in found(MeaningSimilarity(steps=False))
    assert pair not in found(MeaningSimilarity())
    assert _step_of("Use this to refine vague queries before searching.", "search")
    assert not _step_of("Use this to refine vague queries before searching.", "fetch")
    assert not _step_of("Search the web; use fetch afterwards.", "fetch")
