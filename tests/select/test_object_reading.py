"""The objects a tool's name acts on (``tooldeck.select.objects``; the ``hybrid`` method's
``object_reading``).

The decks are the GitHub MCP server's 117 tools (github/github-mcp-server at 64a49f34,
MIT; captured in benchmarks/data/select_real/decks/github.json, see its README). Object
sets and re-orders below are derived by hand from the module's rules: the deck's
descriptions open with "Add", "Write", "Get", "List" …, so those are action words, and
the Snowball English stems of the other name words are the objects. The retrieval ranks
were read off by running the method with and without the reading (docs/select.md, "The
object the request names"); "rerun only the failed jobs of run 88213 …" is bl4-gh-002 of
select_blind4's github dev split; "write a comment on the issue", "rerun the failed jobs",
"delete files", "merge the pull requests", "delete the inactive users" and "what time is
it in New York" are a new user's requests (trial 31, benchmarks/data/select_trial31).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import dense_available
from tooldeck.select.methods import LEXICAL_FIELDS, make_retriever
from tooldeck.select.objects import IDENTIFIER, MAX_TOOLS, NameObjects, named
from tooldeck.select.tokenize import stemmed_tokenizer
from tooldeck.tool import Deck, Tool

GITHUB = Path(__file__).resolve().parents[2] / "benchmarks/data/select_real/decks/github.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


@pytest.fixture(scope="module")
def github() -> tuple[list[str], NameObjects, BM25Retriever]:
    deck = load(str(GITHUB)).deck
    bm25 = BM25Retriever(LEXICAL_FIELDS, tokenizer=stemmed_tokenizer())
    bm25.index(deck)
    return [t.name for t in deck], NameObjects.build(deck, bm25.tool_tokenizer), bm25


def test_object_words_are_the_name_words_that_no_description_opens_with(
    github: tuple[list[str], NameObjects, BM25Retriever],
) -> None:
    names, objects, _ = github
    of = {name: objects.objects[i] for i, name in enumerate(names)}
    assert of["add_issue_comment"] == {"issu", "comment"}  # "Add …" is an action
    assert of["discussion_comment_write"] == {"discuss", "comment"}  # "Write …" too
    assert of["get_notification_details"] == {"notif", "detail"}
    assert of["list_notifications"] == {"notif"}
    assert of["get_me"] == frozenset()  # "me" is a stop word


def test_a_term_names_an_object_by_itself_or_a_prefix_of_three_letters() -> None:
    assert named("repositori", frozenset({"repo"}))
    assert named("issu", frozenset({"issu"}))
    assert not named("repositori", frozenset({"re"}))
    assert not named("discuss", frozenset({"comment", "issu"}))


def _reorder(
    github: tuple[list[str], NameObjects, BM25Retriever], request: str, tools: list[str]
) -> list[str]:
    names, objects, bm25 = github
    order = [names.index(t) for t in tools]
    terms = frozenset(bm25.query_terms(request))
    return [names[i] for i in objects.reorder(order, terms)]


def test_the_tool_naming_more_of_the_requests_objects_goes_first(
    github: tuple[list[str], NameObjects, BM25Retriever],
) -> None:
    # discussion_comment_write names a discussion the request does not: add_issue_comment,
    # naming both of its objects (issue, comment), goes above it
    assert _reorder(
        github,
        "write a comment on the issue",
        ["discussion_comment_write", "add_issue_comment", "add_issue_comment_reaction"],
    ) == ["add_issue_comment", "discussion_comment_write", "add_issue_comment_reaction"]
    # list_releases names nothing get_latest_release lacks: "latest" may be the request's
    # "newest", so the order stays
    order = ["get_latest_release", "list_releases", "get_release_by_tag"]
    assert _reorder(github, "what's the newest release of fastapi/fastapi?", order) == order


def test_an_operation_the_request_writes_out_goes_up(
    github: tuple[list[str], NameObjects, BM25Retriever],
) -> None:
    names, objects, _ = github
    trigger = objects.operations[names.index("actions_run_trigger")]
    assert frozenset({"rerun", "fail", "job"}) in trigger  # method "rerun_failed_jobs"
    # get_job_logs ("get", "logs" not in the request) is passed; search_issues stays below
    assert _reorder(
        github,
        "rerun only the failed jobs of run 88213 in acme/billing pls",
        ["get_job_logs", "actions_run_trigger", "search_issues"],
    ) == ["actions_run_trigger", "get_job_logs", "search_issues"]
    # it stops below a tool whose name's words the request names all of: resolve_review_thread
    order = ["resolve_review_thread", "unresolve_review_thread", "pull_request_review_write"]
    request = "go through the review threads on pull request 230, resolve the ones that are fixed"
    assert frozenset(objects.terms[names.index("resolve_review_thread")]) <= frozenset(
        github[2].query_terms(request)
    )
    # pull_request_review_write's method "resolve_thread" is named: it passes
    # unresolve_review_thread ("unresolve" is not in the request), not resolve_review_thread
    assert _reorder(github, request, order) == [
        "resolve_review_thread",
        "pull_request_review_write",
        "unresolve_review_thread",
    ]


def test_a_catalogue_of_thousands_of_functions_is_not_read() -> None:
    deck = load(str(GITHUB)).deck
    assert NameObjects.build(deck, lambda i: str.split) is not None
    many = Deck([t.replace(name=f"{t.name}_{n}") for n in range(5) for t in deck])  # 585
    assert len(many) > MAX_TOOLS and NameObjects.build(many, lambda i: str.split) is None


def test_a_plural_object_does_not_override_the_requests_action(
    github: tuple[list[str], NameObjects, BM25Retriever],
) -> None:
    # the number reading (taken out in session 31) put a name writing the request's plural
    # object in the plural first whatever the verb: push_files for "delete files",
    # list_pull_requests for "merge the pull requests"
    order = ["delete_file", "push_files", "delete_repository"]
    assert _reorder(github, "delete files", order) == order
    order = ["merge_pull_request", "list_pull_requests", "create_pull_request"]
    assert _reorder(github, "merge the pull requests", order) == order


def _small_deck(tools: list[tuple[str, str, dict[str, object]]]) -> Deck:
    return Deck(
        [
            Tool(name=name, description=description, input_schema={"type": "object", **schema})
            for name, description, schema in tools
        ]
    )


def _reorder_small(deck: Deck, request: str, order: list[str]) -> list[str]:
    bm25 = BM25Retriever(LEXICAL_FIELDS, tokenizer=stemmed_tokenizer())
    bm25.index(deck)
    objects = NameObjects.build(deck, bm25.tool_tokenizer)
    assert objects is not None
    names = [t.name for t in deck]
    terms = frozenset(bm25.query_terms(request))
    return [names[i] for i in objects.reorder([names.index(t) for t in order], terms)]


def test_a_list_tool_does_not_pass_the_action_on_a_small_deck() -> None:
    # a CRUD deck names its list tool in the plural, its action tools in the singular
    deck = _small_deck(
        [
            ("list_users", "List all users of the organisation.", {}),
            ("delete_user", "Delete a user account by id.", {}),
            ("get_user", "Get one user by id.", {}),
        ]
    )
    order = ["delete_user", "list_users", "get_user"]
    assert _reorder_small(deck, "delete the inactive users", order) == order


def test_an_enum_of_place_names_is_data_not_an_operation() -> None:
    city = {"type": "string", "enum": ["New York", "Hong Kong", "Los Angeles"]}
    deck = _small_deck(
        [
            ("get_time", "Get the current time in a time zone.", {}),
            ("get_weather", "Get the weather of a city.", {"properties": {"city": city}}),
        ]
    )
    order = ["get_time", "get_weather"]
    assert _reorder_small(deck, "what time is it in New York", order) == order
    assert IDENTIFIER.fullmatch("rerun_failed_jobs") and IDENTIFIER.fullmatch("listRuns")
    assert IDENTIFIER.fullmatch("submit-pending")
    assert not IDENTIFIER.fullmatch("New York") and not IDENTIFIER.fullmatch("in progress")
    assert not IDENTIFIER.fullmatch("Rerun_Failed") and not IDENTIFIER.fullmatch("rerun")


def _first(retriever: object, request: str) -> str:
    tool, _ = retriever.search(request, 1)[0]  # type: ignore[attr-defined]
    return str(tool.name)


@needs_model
def test_the_hybrid_method_reads_the_names_objects() -> None:
    deck = load(str(GITHUB)).deck
    on = make_retriever("hybrid")
    off = make_retriever("hybrid", object_reading=False)
    on.index(deck)
    off.index(deck)
    assert "request's objects lifted" in str(on.ordered_by)  # type: ignore[attr-defined]
    cases = {
        "write a comment on the issue": ("discussion_comment_write", "add_issue_comment"),
        "rerun the failed jobs": ("get_job_logs", "actions_run_trigger"),
        "delete files": ("delete_file", "delete_file"),
    }
    for request, (before, after) in cases.items():
        assert (_first(off, request), _first(on, request)) == (before, after), request


@needs_model
def test_the_first_k_hits_do_not_depend_on_k() -> None:
    # the stage reads the first 8 places even when fewer are asked for (nested_top_k);
    # hybrid-tuned (no re-ranker, no memory) ranks only k places of its own
    deck = load(str(GITHUB)).deck
    plain = make_retriever("hybrid-tuned", object_reading=True)
    plain.index(deck)
    request = "write a comment on the issue"
    eight = [t.name for t, _ in plain.search(request, 8)]
    assert [t.name for t, _ in plain.search(request, 1)] == eight[:1] == ["add_issue_comment"]


@needs_model
def test_the_cli_turns_the_reading_off() -> None:
    runner = CliRunner()
    request = "write a comment on the issue"
    firsts, notes = [], []
    for switch in ([], ["--no-object-reading"]):
        res = runner.invoke(app, ["select", str(GITHUB), request, "-k", "1", "--json", *switch])
        assert res.exit_code == 0, res.output
        firsts.append(json.loads(res.stdout)[0]["name"])
        notes.append("note: object reading moved" in res.stderr)
    assert firsts == ["add_issue_comment", "discussion_comment_write"]
    assert notes == [True, False]  # the note says when the stage moved rows (trial31 #6)


def test_the_cli_says_the_switch_changes_nothing_outside_hybrid() -> None:
    """trial31 #7: ``--object-reading`` with bm25 (or hybrid-base, dense…) changed nothing
    and said nothing, and ``--help`` showed ``[default: object-reading]`` as if it applied
    to every method. Now a ``note:`` on stderr says so (exit 0, the ranking unchanged), and
    the help names no default; with hybrid no note is printed."""
    runner = CliRunner()
    request = "delete files"
    for switch in ("--object-reading", "--no-object-reading"):
        res = runner.invoke(app, ["select", str(GITHUB), request, "-k", "1", "-m", "bm25", switch])
        assert res.exit_code == 0, res.output
        assert (
            f"note: {switch} changes nothing with method bm25: the object reading is a "
            "stage of method hybrid only" in " ".join(res.stderr.split())
        )
    plain = runner.invoke(app, ["select", str(GITHUB), request, "-k", "1", "-m", "bm25"])
    assert "object reading" not in plain.stderr
    helped = runner.invoke(app, ["select", "--help"], env={"COLUMNS": "200"})
    assert "--object-reading" in helped.output
    assert "default: object-reading" not in helped.output


@needs_model
def test_the_cli_says_nothing_of_the_switch_with_hybrid() -> None:
    res = CliRunner().invoke(
        app, ["select", str(GITHUB), "delete files", "-k", "1", "-m", "hybrid", "--object-reading"]
    )
    assert res.exit_code == 0, res.output
    assert "changes nothing" not in res.stderr


@needs_model
def test_the_note_says_what_moved_both_ways_and_why() -> None:
    """retry31 R4: the note named only what moved up ("moved up by the tool names' objects
    and operations the request names: pull_request_read"), though ``pull_request_read``'s
    name names neither commits nor get: its ``method`` enum value ``get_commits`` lifted it.
    Places by hand from the two orders (retry31's runs, here re-read with and without the
    reading): off ``get_commit, list_commits, pull_request_read``; on ``get_commit,
    pull_request_read, list_commits``. And "write a comment on the issue" (first test
    above): ``add_issue_comment`` 2 → 1 by its name's objects, ``discussion_comment_write``
    1 → 2.

    Since the items reading (thirty-fourth session, second pass) "get the commits" ends with
    ``list_commits`` 1st (``get_commit`` needs a ``sha`` and names the commit in the
    singular; the request writes "commits"): the note says that instead, and the enum
    value's reason is checked on "rerun the failed jobs" (``actions_run_trigger`` 2 → 1 by
    ``rerun_failed_jobs``, ``get_job_logs`` 1 → 2, read off the two orders)."""
    runner = CliRunner()
    said = {}
    for request in ("get the commits", "write a comment on the issue", "rerun the failed jobs"):
        res = runner.invoke(app, ["select", str(GITHUB), request, "-k", "3"])
        assert res.exit_code == 0, res.output
        (note,) = [line for line in res.stderr.splitlines() if "object reading" in line]
        said[request] = note
    # since the thirty-seventh session the request memory also re-sorts the third place:
    # it moves pull_request_read 3rd → 5th before this stage, whose operations reading
    # (the enum value get_commits) lifts it back to 3rd; the first three are as before
    assert said["get the commits"] == (
        "note: object reading moved list_commits 2 → 1 (it lists them, and the request asks "
        "for more than one), pull_request_read 5 → 3 (a parameter's enum value get_commits, "
        "whose words the request names), get_commit 1 → 2, search_commits 3 → 4, "
        "get_file_blame 4 → 5; "
        "--no-object-reading leaves the order as the earlier stages made it"
    )
    assert said["rerun the failed jobs"] == (
        "note: object reading moved actions_run_trigger 2 → 1 (a parameter's enum value "
        "rerun_failed_jobs, whose words the request names), get_job_logs 1 → 2; "
        "--no-object-reading leaves the order as the earlier stages made it"
    )
    assert said["write a comment on the issue"].startswith(
        "note: object reading moved add_issue_comment 2 → 1 (its name names the request's "
        "objects), discussion_comment_write 1 → 2;"
    )


@needs_model
def test_object_lifts_are_the_moves_up_by_name() -> None:
    """review33: ``HybridRetriever.object_lifts`` was computed apart from ``object_moves``
    (and its docstring still said the CLI note reads it, which reads ``object_moves`` since
    retry31 R4); it is now the names of the moves up. By hand, from the note test above:
    "rerun the failed jobs" moves actions_run_trigger 2 → 1 and get_job_logs 1 → 2, so only
    actions_run_trigger is lifted ("get the commits", the case here before the items
    reading, now lifts list_commits 2 → 1 over get_commit 1 → 2); "delete files" moves
    nothing."""
    from tooldeck.select.base import innermost
    from tooldeck.select.hybrid import HybridRetriever

    retriever = make_retriever("hybrid")
    retriever.index(load(str(GITHUB)).deck)
    hybrid = innermost(retriever)
    assert isinstance(hybrid, HybridRetriever)
    retriever.search("rerun the failed jobs", 3)
    moved = [(m.before, m.after) for m in hybrid.object_moves]
    assert moved == [(2, 1), (1, 2)]
    assert hybrid.object_lifts == ("actions_run_trigger",)
    retriever.search("get the commits", 3)
    # pull_request_read too since the thirty-seventh session (the note test above)
    assert hybrid.object_lifts == ("list_commits", "pull_request_read")
    retriever.search("delete files", 3)
    assert hybrid.object_moves == () and hybrid.object_lifts == ()
