# ruff: noqa: E501  (declarations under test are kept on one line each)
"""Rule behaviours issue 16 asked for, from the reviewer's criteria
(benchmarks/data/lint_labels/kinds.md): D103 restating the name, D104 "best/perfect for"
and purpose clauses, A102/A103/A104 weighing the name's real verb, S105 generated titles,
P103 nesting through ``$ref``. Each case is written by hand from those criteria; the
real tools quoted are from the labelled set (github-mcp-server, server-slack,
server-everything, Notion MCP, antv chart server; MIT)."""

from __future__ import annotations

import dataclasses
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool, ToolAnnotations

OBJ: dict[str, Any] = {"type": "object", "properties": {}, "additionalProperties": False}


def hits(code: str, *tools: Tool) -> list[str]:
    result = lint(Deck(tools), LintConfig(select=(code,)))
    return [f"{f.tool} {f.pointer}" for f in result.findings if f.code == code]


@pytest.mark.parametrize(
    ("name", "description", "fires"),
    [
        ("merge_pull_request", "Merge a pull request.", True),
        (
            "API-retrieve-a-page",
            "Notion | Retrieve a page\nError Responses:\n400: Bad request",
            True,
        ),
        ("slack_get_user_profile", "Get detailed profile information for a specific user", True),
        ("toggle_logging", "Toggles the logging.", True),
        # vague qualifiers are no information (lint_labels2's reviewer, airtable)
        ("describe_table", "Get detailed information about a specific table", True),
        ("search_tasks", "Search tasks with advanced options", True),
        (
            "get_me",
            "Get details of the authenticated GitHub user. Use this when a request is about the user's own profile.",
            False,
        ),
        (
            "search_code",
            "Fast and precise code search across all repositories using the native engine.",
            False,
        ),
        ("get_weather", "Current temperature, wind and sky for a city name or lat/lon.", False),
        # the name's verb said with another verb of its action class (session 22,
        # lint_labels3's dev split: "Remove an issue from a module", "View schema
        # information for a specific table"); a verb of another class is new
        ("delete_module_issue", "Remove an issue from a module.", True),
        ("describe_table", "View schema information for a specific table", True),
        ("delete_module_issue", "Remove an issue from a module board.", True),
        ("delete_module_issue", "Archive an issue from a module board.", False),
    ],
)
def test_d103_restates_name(name: str, description: str, fires: bool) -> None:
    assert bool(hits("D103", Tool(name, description, OBJ))) is fires


def test_d103_server_context_words_do_not_count_as_information() -> None:
    """In a deck where most descriptions say "SQLite database", "List all tables in the
    SQLite database" still only restates list_tables."""
    deck = [
        Tool("list_tables", "List all tables in the SQLite database", OBJ),
        Tool("read_query", "Execute a SELECT query on the SQLite database and return rows", OBJ),
        Tool("write_query", "Execute an INSERT or UPDATE query on the SQLite database", OBJ),
        Tool(
            "describe_table",
            "Get the schema of one table of the SQLite database: columns and types",
            OBJ,
        ),
    ]
    assert hits("D103", *deck) == ["list_tables /description"]


def test_d103_reads_a_gateway_namespace_as_the_server_context() -> None:
    """Behind a gateway, "neo4j database" in each of neo4j's three tools is that server's
    context, though most tools of the merged deck never say it (lint_labels3's
    reviewer: "Execute a write Cypher query on the neo4j database" restates
    write_neo4j_cypher). By hand: name words {write, neo4j, cypher}; "execute" is the
    one new word once "query" and "database" are the namespace's context. The same
    three tools without the gateway's namespace, in a deck whose other tools do not say
    "database" or "query", are not reported."""
    neo4j = [
        Tool(
            "neo4j__write_neo4j_cypher", "Execute a write Cypher query on the neo4j database.", OBJ
        ),
        Tool("neo4j__read_neo4j_cypher", "Execute a read Cypher query on the neo4j database.", OBJ),
        Tool(
            "neo4j__get_neo4j_schema",
            "List node labels and relationship types of the neo4j database, with their properties.",
            OBJ,
        ),
    ]
    others = [
        Tool(
            f"fs__{verb}_file",
            f"{verb.title()} a file on disk under the allowed roots; paths are absolute.",
            OBJ,
        )
        for verb in ("read", "write", "move", "copy", "stat", "hash")
    ]
    assert "neo4j__write_neo4j_cypher /description" in hits("D103", *neo4j, *others)
    bare = [dataclasses.replace(t, name=t.name.split("__", 1)[1]) for t in neo4j]
    assert "write_neo4j_cypher /description" not in hits("D103", *bare, *others)


@pytest.mark.parametrize(
    "description",
    [
        "Find repositories by name or topic. Perfect for discovering projects.",
        "Search code across repositories. Best for finding exact symbols.",
        "Generate a pie chart to show the proportion of parts, such as market share.",
        "Assign Copilot to an issue. Prefer this tool over assign_copilot_to_issue.",
    ],
)
def test_d104_reads_best_for_and_purpose_clauses(description: str) -> None:
    assert hits("D104", Tool("some_tool", description, OBJ)) == []


def test_d104_still_fires_without_a_situation() -> None:
    assert hits("D104", Tool("get_order", "Returns one order with its lines.", OBJ))


def read_only(name: str, description: str) -> Tool:
    return Tool(name, description, OBJ, annotations=ToolAnnotations(read_only_hint=True))


def test_a102_weak_verbs_need_a_stated_write() -> None:
    assert (
        hits(
            "A102",
            read_only(
                "trigger-long-running-operation",
                "Demonstrates a long running operation with progress updates.",
            ),
        )
        == []
    )
    assert (
        hits(
            "A102",
            read_only("generate_pie_chart", "Generate a pie chart and return its image URL."),
        )
        == []
    )
    assert hits(
        "A102", read_only("generate_invoice", "Creates an invoice record in the ledger.")
    ) == ["generate_invoice /annotations/read_only_hint"]
    assert hits("A102", read_only("delete_branch", "Deletes a branch.")) == [
        "delete_branch /annotations/read_only_hint"
    ]
    assert hits("A102", read_only("get_commit", "Get one commit with its diff.")) == []


def destructive(name: str, description: str) -> Tool:
    return Tool(name, description, OBJ, annotations=ToolAnnotations(destructive_hint=True))


def test_a104_http_prefix_and_file_writing_reads() -> None:
    assert hits("A104", destructive("API-post-search", "Notion | Search by title")) == [
        "API-post-search /annotations/destructive_hint"
    ]
    assert (
        hits("A104", destructive("extract_archive", "Unpacks a zip archive into a folder.")) == []
    )
    assert hits("A103", destructive("API-post-search", "Notion | Search by title")) == []


def test_a101_finds_the_verb_after_a_server_prefix() -> None:
    assert hits("A101", Tool("slack_add_reaction", "Add a reaction emoji to a message", OBJ))
    assert (
        hits("A101", Tool("copilot_searchCodebase", "Run a natural language search for code.", OBJ))
        == []
    )


def test_s105_generated_title_is_not_a_description() -> None:
    schema = {
        "type": "object",
        "properties": {
            "repo_path": {"type": "string", "title": "Repo Path"},
            "max_count": {"type": "integer", "title": "Upper bound of commits returned"},
        },
        "additionalProperties": False,
    }
    assert hits("S105", Tool("git_log", "Shows commits.", schema)) == [
        "git_log /input_schema/properties/repo_path"
    ]


def test_p103_counts_levels_through_defs() -> None:
    """tidyverse/ellmer#671's shape: six object levels written with $defs (root = 1)."""
    defs = {
        f"L{i}": {"type": "object", "properties": {"next": {"$ref": f"#/$defs/L{i + 1}"}}}
        for i in range(1, 5)
    }
    defs["L5"] = {"type": "object", "properties": {"x": {"type": "string"}}}
    schema = {"type": "object", "properties": {"a": {"$ref": "#/$defs/L1"}}, "$defs": defs}
    assert hits("P103", Tool("deep", "d", schema)) == ["deep /input_schema"]
    shallow = {"type": "object", "properties": {"a": {"$ref": "#/$defs/L5"}}, "$defs": defs}
    assert hits("P103", Tool("flat", "d", shallow)) == []
    cycle = {
        "type": "object",
        "properties": {"n": {"$ref": "#/$defs/N"}},
        "$defs": {"N": {"type": "object", "properties": {"next": {"$ref": "#/$defs/N"}}}},
    }
    assert hits("P103", Tool("list_node", "d", cycle)) == []


def test_s115_is_judged_from_what_the_tool_returns() -> None:
    """kinds.md S115: "judged from what it returns (not from its name) … although the result
    can be large". Real tools of tests/data/corpora (github-mcp-server, vscode-copilot-chat;
    MIT); the expected sets were read off their schemas and descriptions by hand."""
    corpora = Path(__file__).resolve().parents[1] / "data" / "corpora"
    github = load_deck(corpora / "github.json")
    vscode = load_deck(corpora / "vscode_copilot_chat.json")
    flagged = {
        f.tool
        for deck in (github, vscode)
        for f in lint(deck, LintConfig(select=("S115",))).findings
    }
    # quiet: tail_lines caps the log; issue types/fields are a short catalogue of the data
    # model; search_subagent launches an agent and returns its answer
    assert (
        not {"get_job_logs", "list_issue_types", "list_issue_fields", "search_subagent"} & flagged
    )
    # found: a file tree and the diffs of changed files grow with the repository; the
    # verb is not a listing verb ("get"/"read"), the object says it
    assert {
        "copilot_readProjectStructure",
        "copilot_getChangedFiles",
        "get_repository_tree",
    } <= flagged
    assert "list_global_security_advisories" in flagged  # a listing verb, still found


def test_s108_example_in_the_enclosing_array_and_field_names() -> None:
    """kinds.md S108 counts an example anywhere in the schema: a chart's data array whose
    description shows ``{ time: '2015', value: 23 }`` gives ``time`` its form; a parameter
    that names a timestamp field (one quoted identifier among "possible values") is not a
    date. Without either, ``time`` is still reported."""
    row = {
        "type": "object",
        "properties": {"time": {"type": "string"}, "value": {"type": "number"}},
    }
    shown = {
        "type": "object",
        "properties": {
            "data": {
                "type": "array",
                "items": row,
                "description": "Rows such as [{ time: '2015', value: 23 }, { time: '2016', value: 32 }].",
            }
        },
    }
    silent = {"type": "object", "properties": {"data": {"type": "array", "items": row}}}
    names = {
        "type": "object",
        "properties": {
            "timestamp": {
                "type": "string",
                "description": "The name of the timestamp to sort against. Possible values include `last_edited_time`.",
            }
        },
    }
    assert hits("S108", Tool("line_chart", "Draws a line chart.", input_schema=shown)) == []
    assert hits("S108", Tool("sort_pages", "Sorts pages.", input_schema=names)) == []
    assert hits("S108", Tool("line_chart", "Draws a line chart.", input_schema=silent)) == [
        "line_chart /input_schema/properties/data/items/properties/time"
    ]


def test_d107_an_enumeration_of_the_parts_states_the_output() -> None:
    """kinds.md D107: the result "beyond the name's noun". github-mcp-server's
    list_notifications (tests/data/corpora, MIT) lists the parts ("including unread
    notifications, mentions, review requests, …"); "Get recent messages from a channel"
    names only the noun and is still reported."""
    corpora = Path(__file__).resolve().parents[1] / "data" / "corpora"
    github = load_deck(corpora / "github.json")
    found = {f.tool for f in lint(github, LintConfig(select=("D107",))).findings}
    assert "list_notifications" not in found
    assert hits("D107", Tool("get_channel_history", "Get recent messages from a channel.")) == [
        "get_channel_history /description"
    ]


def test_a102_a101_read_a_name_word_the_description_uses_as_a_noun() -> None:
    # by hand: "log" is a verb (log an event) and a noun (the commit log); the description
    # decides. "Shows the commit logs" opens with a read and uses "logs" as its object, so
    # with readOnlyHint the tool is consistent (no A102) and without hints it is no write
    # (no A101); "Logs an event" opens with the write, and "how to log" keeps the verb.
    assert hits("A102", read_only("git_log", "Shows the commit logs")) == []
    assert hits("A101", Tool("git_log", "Shows the commit logs", OBJ)) == []
    assert hits("A102", read_only("log_event", "Logs an event to the audit trail.")) == [
        "log_event /annotations/read_only_hint"
    ]
    assert hits("A101", Tool("log_event", "Logs an event to the audit trail.", OBJ)) == [
        "log_event /annotations"
    ]
    assert hits("A102", read_only("log_message", "Shows how to log a message.")) == [
        "log_message /annotations/read_only_hint"
    ]
    # a write verb that is no noun stays a write whatever the opening says
    assert hits("A102", read_only("delete_branch", "Shows the branch, then deletes it.")) == [
        "delete_branch /annotations/read_only_hint"
    ]


def test_a102_quiet_on_the_real_mcp_server_git(tmp_path: Path) -> None:
    # The fresh user's case: PyPI mcp-server-git (installed by the dev extra; its tools are
    # read over stdio here, as `tooldeck lint "mcp:mcp-server-git"` does) marks git_log
    # readOnlyHint with "Shows the commit logs"; A102 called that a write marked read-only.
    # Used only as this regression test, never to tune (the git server is kept for outside
    # measurement). The one A finding left is git_reset's (destructive, no guard).
    server = shutil.which("mcp-server-git") or str(Path(sys.executable).parent / "mcp-server-git")
    if not Path(server).exists():
        pytest.skip("mcp-server-git is not installed (pip install -e '.[dev]' installs it)")
    deck = load_deck(f"mcp:{server}")
    log = deck["git_log"]
    assert log.annotations.read_only_hint and log.description == "Shows the commit logs"
    found = lint(deck, LintConfig(select=("A",))).findings
    assert sorted({(f.code, f.tool) for f in found}) == [("A103", "git_reset")]


def test_n102_a_server_wide_prefix_then_a_verb_reads_as_verb_object() -> None:
    """The issue's case: `kubectl_apply` beside six other `kubectl_` tools is a server
    prefix and a verb, not "a name that does not start with a verb"; `kubectl_logs` has no
    verb after the prefix and is still reported, and so is `cleanup` outside it
    (lint_labels2's reviewer labelled those two, not the others)."""
    names = ["kubectl_get", "kubectl_apply", "kubectl_delete", "kubectl_logs", "cleanup"]
    names += ["kubectl_describe", "kubectl_patch", "upgrade_helm_chart"]
    deck = [Tool(n, "A Kubernetes operation of this server.", OBJ) for n in names]
    assert hits("N102", *deck) == ["kubectl_logs /name", "cleanup /name"]
    # two words without a deck-wide prefix: the first word is no vendor's
    assert hits("N102", Tool("context_get", "Reads a saved context.", OBJ)) == ["context_get /name"]


def test_s107_finds_ids_by_description_and_gid_names_not_only_star_id() -> None:
    """The issue: "id without a pattern" looked only at `*_id` names. Asana's `*_gid` and
    Stripe's `customer` ("The ID of the customer …") hold identifiers too; a parameter
    that accepts a name as well ("The name or ID of a view") and a list of fields are not
    read as ids by their description."""
    schema = {
        "type": "object",
        "properties": {
            "task_gid": {"type": "string", "description": "The task to operate on"},
            "customer": {"type": "string", "description": "The ID of the customer to bill."},
            "view": {"type": "string", "description": "The name or ID of a view"},
            "opt_fields": {"type": "string", "description": "Comma-separated optional fields"},
        },
    }
    found = hits("S107", Tool("bill_customer", "Bills a customer.", schema))
    assert sorted(found) == [
        "bill_customer /input_schema/properties/customer",
        "bill_customer /input_schema/properties/task_gid",
    ]


def test_d107_any_declared_output_schema_and_a_named_format_say_what_comes_back() -> None:
    """The three labelled sets' reviewers exempt a tool with an `outputSchema`, a free-form
    dict included (a FastMCP dict return); "Fetch a JSON file" and "convert … to plain
    text" name the form of the result. A bare "Create a Docker network" without a schema
    still does not."""
    free = {"type": "object", "additionalProperties": True, "title": "create_networkDictOutput"}
    declared = Tool("create_network", "Create a Docker network", OBJ, output_schema=free)
    assert hits("D107", declared) == []
    assert hits("D107", Tool("create_network", "Create a Docker network", OBJ)) == [
        "create_network /description"
    ]
    assert hits("D107", Tool("fetch_json", "Fetch a JSON file from a URL", OBJ)) == []
    text = "Fetch a website, convert the content to plain text (no HTML)"
    assert hits("D107", Tool("fetch_txt", text, OBJ)) == []


def test_d103_two_short_sentences_that_both_restate_the_name() -> None:
    # lint_labels3's reviewer: "Add issues to a module. Assign module to issues." (by hand:
    # 'assign' is the one new word of 8)
    assert hits(
        "D103", Tool("add_module_issues", "Add issues to a module. Assign module to issues.", OBJ)
    )
    # a second sentence that says something (the limit, the output) is information
    text = "Add issues to a module. At most 50 issues per call; returns the module."
    assert hits("D103", Tool("add_module_issues", text, OBJ)) == []


def test_s113_a_map_of_declared_scalars_is_no_free_form_object() -> None:
    # docker's create_network: `labels` maps strings to strings (lint_labels3's reviewer
    # did not call it complex); a map of untyped values still is
    labels = {"type": "object", "additionalProperties": {"type": "string"}}
    schema = {"type": "object", "properties": {"name": {"type": "string"}, "labels": labels}}
    assert hits("S113", Tool("create_network", "Create a network.", schema)) == []
    # a nullable scalar, written as a list of types (JSON Schema §6.1.1), is a scalar too
    nullable = {"type": "object", "additionalProperties": {"type": ["string", "null"]}}
    schema = {"type": "object", "properties": {"name": {"type": "string"}, "labels": nullable}}
    assert hits("S113", Tool("create_network", "Create a network.", schema)) == []
    loose = {"type": "object", "additionalProperties": {}}
    schema = {"type": "object", "properties": {"name": {"type": "string"}, "labels": loose}}
    assert hits("S113", Tool("create_network", "Create a network.", schema)) == [
        "create_network /examples"
    ]


def test_s113_headers_and_query_bind_parameters_are_maps_by_convention() -> None:
    # mcp-server-fetch's optional `headers` and mcp-neo4j-cypher's `params` beside `query`
    # (lint_labels3, gateway_web / gateway_data): free-form objects whose keys every model
    # knows (HTTP field names; the query's $placeholders); that reviewer called neither
    # tool complex
    free = {"type": "object", "description": "Optional headers to include in the request"}
    schema = {"type": "object", "properties": {"url": {"type": "string"}, "headers": free}}
    assert hits("S113", Tool("fetch_json", "Fetch a JSON file from a URL", schema)) == []
    bind = {"type": "object", "additionalProperties": True, "default": {}}
    schema = {"type": "object", "properties": {"query": {"type": "string"}, "params": bind}}
    assert hits("S113", Tool("write_cypher", "Execute a write Cypher query.", schema)) == []
    # `params` without a query to bind is any object: still complex
    schema = {"type": "object", "properties": {"url": {"type": "string"}, "params": bind}}
    assert hits("S113", Tool("call_api", "Calls an HTTP API.", schema)) == ["call_api /examples"]


def test_s115_short_catalogues_need_no_page() -> None:
    # Plane's list_states, Asana's asana_list_workspaces, SearXNG's
    # searxng_search_suggestions (lint_labels3 / lint_labels2 dev): a project's workflow
    # states, an account's workspaces and autocomplete suggestions are short by nature,
    # and neither reviewer asked them for a limit
    project = {"type": "object", "properties": {"project_id": {"type": "string"}}}
    assert hits("S115", Tool("list_states", "Get all states for a specific project", project)) == []
    assert hits("S115", Tool("asana_list_workspaces", "List all workspaces", OBJ)) == []
    query = {"type": "object", "properties": {"query": {"type": "string"}}}
    text = "Returns autocomplete suggestions for a partial query."
    assert hits("S115", Tool("searxng_search_suggestions", text, query)) == []
    # the issues of a project still grow with use
    text = "Get all issues for a specific project"
    assert hits("S115", Tool("list_project_issues", text, project)) == [
        "list_project_issues /input_schema/properties"
    ]


def test_d107_an_enumeration_with_dotted_keys_states_the_output() -> None:
    # mcp-searxng 2.4.0's searxng_instance_info (MIT; lint_labels3 dev, not labelled D107):
    # the first sentence lists what comes back; the periods inside `categories.common` and
    # the colon-free `/config` are no sentence end, and "Discovers" is a read
    text = (
        "Discovers capabilities from all reachable configured SearXNG instances via /config, "
        "including categories.common/available, engines.common/available, defaults, locales, "
        "and plugins."
    )
    assert hits("D107", Tool("searxng_instance_info", text, OBJ)) == []
    # a real sentence end before the enumeration still ends the lead
    text = "Discovers instances. Including categories, engines, and plugins."
    assert hits("D107", Tool("searxng_instance_info", text, OBJ)) == [
        "searxng_instance_info /description"
    ]


def _prop(name: str, description: str) -> dict[str, Any]:
    return {"type": "object", "properties": {name: {"type": "string", "description": description}}}


def test_s106_a_sole_value_and_a_bare_list_after_a_colon_are_closed_sets() -> None:
    # github-mcp-server's search_code sort: "Sort field ('indexed' only)" (lint_labels dev)
    found = hits(
        "S106", Tool("search_code", "Search code.", _prop("sort", "Sort field ('indexed' only)"))
    )
    assert found == ["search_code /input_schema/properties/sort"]
    # asana's sort_by (lint_labels2 dev): the values after "Sort by:", unquoted
    text = "Sort by: due_date, created_at, completed_at, likes, modified_at"
    assert hits("S106", Tool("search_tasks", "Search tasks.", _prop("sort_by", text))) == [
        "search_tasks /input_schema/properties/sort_by"
    ]
    # one quoted example value, or a list of examples, is no closed set
    text = "Sort field, e.g. 'indexed'"
    assert hits("S106", Tool("search_code", "Search code.", _prop("sort", text))) == []
    text = "Fields to return, such as: name, email, phone"
    assert hits("S106", Tool("get_user", "Get a user.", _prop("fields", text))) == []


def test_s106_an_unused_enum_of_the_same_name_does_not_hide_the_prose_values() -> None:
    # notion's API-post-search (lint_labels dev): sort.direction says "Possible values
    # include `ascending` and `descending`" while a $defs copy of `direction` has the enum;
    # those values are this property's, not another parameter's
    direction = {
        "type": "string",
        "description": "The direction to sort. Possible values include `ascending` and "
        "`descending`.",
    }
    schema = {
        "type": "object",
        "$defs": {
            "sortObject": {
                "type": "object",
                "properties": {
                    "direction": {"type": "string", "enum": ["ascending", "descending"]}
                },
            }
        },
        "properties": {"sort": {"type": "object", "properties": {"direction": direction}}},
    }
    assert hits("S106", Tool("post_search", "Search pages.", schema)) == [
        "post_search /input_schema/properties/sort/properties/direction"
    ]
    # the values of another parameter's enum are still mentions, not this one's set
    schema = {
        "type": "object",
        "properties": {
            "mode": {"type": "string", "enum": ["fast", "exact"]},
            "speed": {"type": "string", "description": "Either 'fast' or 'exact' mode applies."},
        },
    }
    assert hits("S106", Tool("run_job", "Runs a job.", schema)) == []


def test_s107_a_quoted_tool_or_method_name_shows_no_id_value() -> None:
    # "from `list_issues`" says where the id comes from, not what it looks like; github's
    # projects_get view_id ("Required for 'get_project_view' method", tests/data/corpora,
    # MIT) quotes a value of its `method` enum the same way
    issue_id = {"type": "string", "description": "The issue's id, from `list_issues`."}
    get = Tool(
        "get_issue", "Get one issue.", {"type": "object", "properties": {"issue_id": issue_id}}
    )
    listing = Tool("list_issues", "List issues.", OBJ)
    assert hits("S107", get, listing) == ["get_issue /input_schema/properties/issue_id"]
    method = {"type": "string", "enum": ["get_project", "get_project_view"]}
    view_id = {
        "type": "string",
        "description": "The node ID of the project view. Required for 'get_project_view' method.",
    }
    schema = {"type": "object", "properties": {"method": method, "view_id": view_id}}
    assert hits("S107", Tool("projects_get", "Get a project.", schema)) == [
        "projects_get /input_schema/properties/view_id"
    ]
    # a quoted value that is no name is still an example
    issue_id = {"type": "string", "description": "The issue's id, like 'ISS-12'."}
    get = Tool(
        "get_issue", "Get one issue.", {"type": "object", "properties": {"issue_id": issue_id}}
    )
    assert hits("S107", get, listing) == []


def test_a_pull_request_is_a_thing_not_a_pull() -> None:
    # github-mcp-server's pull_request_read, marked read-only (tests/data/corpora, MIT):
    # 'pull' is a verb (docker pull) but not in front of 'request'
    ro = ToolAnnotations(read_only_hint=True)
    text = "Get information on a specific pull request in a GitHub repository."
    assert hits("A102", Tool("pull_request_read", text, OBJ, annotations=ro)) == []
    text = "List pull requests in a GitHub repository."
    assert hits("A101", Tool("list_pull_requests", text, OBJ)) == []
    # a pull of an image, marked read-only, writes the local image store
    assert hits("A102", Tool("pull_image", "Pull a Docker image", OBJ, annotations=ro)) == [
        "pull_image /annotations/read_only_hint"
    ]


def test_a105_an_extract_or_export_that_answers_in_the_reply_only_reads() -> None:
    # Kagi's kagi_extract (url only) and executeautomation's export_query (query, format)
    # (lint_labels3 dev, both labelled A105): the result comes back in the reply
    url = {"type": "object", "properties": {"url": {"type": "string"}}}
    text = "Extract the content of a web page as markdown using the Kagi Extract API."
    assert hits("A105", Tool("kagi_extract", text, url)) == ["kagi_extract /annotations"]
    query = {
        "type": "object",
        "properties": {"query": {"type": "string"}, "format": {"type": "string"}},
    }
    text = "Export query results to various formats (CSV, JSON)"
    assert hits("A105", Tool("export_query", text, query)) == ["export_query /annotations"]
    # a place to write, or a file in the first sentence, keeps the file-writing reading
    archive = {
        "type": "object",
        "properties": {"archive": {"type": "string"}, "output_dir": {"type": "string"}},
    }
    assert hits("A105", Tool("extract_archive", "Extract an archive.", archive)) == []
    text = "Export the query results to a CSV file."
    assert hits("A105", Tool("export_query", text, query)) == []


def test_a101_alter_is_a_write() -> None:
    # executeautomation database-server's alter_table (lint_labels3 dev, labelled A101):
    # ALTER TABLE changes the schema; with no annotations it must state destructiveHint
    query = {"type": "object", "properties": {"query": {"type": "string"}}}
    text = "Modify existing table schema (add columns, rename tables, etc.)"
    assert hits("A101", Tool("alter_table", text, query)) == ["alter_table /annotations"]


def test_a103_a_runner_of_delete_statements_is_destructive() -> None:
    # executeautomation database-server's write_query and the reference SQLite server's
    # write_query (lint_labels3 and lint_labels dev, both labelled A103): "Execute INSERT,
    # UPDATE, or DELETE queries" deletes rows, whatever the name's verb
    query = {"type": "object", "properties": {"query": {"type": "string"}}}
    text = "Execute INSERT, UPDATE, or DELETE queries"
    assert hits("A103", Tool("write_query", text, query)) == ["write_query /description"]
    # a guard stated, or the word as prose ("delete" in lower case), is not reported
    guarded = text + ". Only after the user confirms the statement."
    assert hits("A103", Tool("write_query", guarded, query)) == []
    text = "Execute INSERT or UPDATE queries; to delete rows, ask an admin."
    assert hits("A103", Tool("write_query", text, query)) == []


def test_a103_a_removal_that_unassigns_destroys_nothing() -> None:
    # Plane's delete_module_issue (lint_labels3 dev, not labelled A103): the issue stays,
    # only its link to the module goes
    schema = {"type": "object", "properties": {"issue_id": {"type": "string"}}}
    text = "Remove an issue from a module. Unassign module from issue."
    assert hits("A103", Tool("delete_module_issue", text, schema)) == []
    text = "Remove an issue from a module."
    assert hits("A103", Tool("delete_module_issue", text, schema)) == [
        "delete_module_issue /description"
    ]


def test_d104_a_sentence_opening_with_the_input_that_calls_for_the_tool() -> None:
    # Plane's get_issue_using_readable_identifier (lint_labels3 dev, not labelled D104)
    text = (
        "Get a specific issue using its readable identifier. When issue identifier is "
        "provided something like FIRST-123, ABC-123, etc."
    )
    assert hits("D104", Tool("get_issue_using_readable_identifier", text, OBJ)) == []
    # "when" inside a sentence about behaviour is no usage statement
    text = "Get a specific issue. The cache is refreshed when the issue is updated."
    assert hits("D104", Tool("get_issue", text, OBJ)) == ["get_issue /description"]
