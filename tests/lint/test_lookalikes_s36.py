"""Session 36: look-alikes found by name structure and by what a tool runs (X101/D106 through
:class:`tooldeck.lint.similarity.MeaningSimilarity`), and identical schemas of one kind of
thing (X103).

Real decks, as the label sets captured them: ``lint_labels/tools/antv-chart.json`` (the
first set), ``lint_labels4/tools/gateway_web.json``,
``postgres_mcp.json`` and ``mongodb.json`` (the fourth; only tools of its dev split are
named here). Each expectation is read by hand off the names, the schemas and the first
sentences. On 16c4ec14 (the commit before this change; this file run against an export of
it, the two new functions' imports removed) every lint-level "found" case fails and both
X103 twins pass; the function-level cases need the new functions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import (
    MeaningSimilarity,
    name_parts,
    same_name_pairs,
    subsuming_runner_pairs,
)
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _named_pairs(deck: Deck, **options: Any) -> set[frozenset[str]]:
    names = [t.name for t in deck]
    found = MeaningSimilarity(**options).pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


def _x101(deck: Deck) -> set[frozenset[str]]:
    result = lint(deck, LintConfig(select=("X101",)))
    return {frozenset(f.tools) for f in result.findings}


def _deck(tools: list[dict[str, Any]]) -> Deck:
    return load_data({"tools": tools}, source="test", format="mcp").deck


def _tool(name: str, description: str, **props: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props or {"id": {"type": "string"}}},
    }


# --- the same name on two servers of a gateway ---------------------------------------------


def test_same_name_pairs_reads_the_names_outside_namespace_and_prefix() -> None:
    deck = load_deck(DATA / "lint_labels4" / "tools" / "gateway_web.json")
    names = [t.name for t in deck]
    found = {frozenset((names[i], names[j])) for i, j in same_name_pairs(deck, name_parts(deck))}
    assert frozenset(("tavily__tavily_crawl", "firecrawl__firecrawl_crawl")) in found
    assert frozenset(("tavily__tavily_search", "exa__web_search_exa")) in found
    # not the status check of a crawl, nor two tools of one server
    assert not any("firecrawl__firecrawl_check_crawl_status" in pair for pair in found)
    assert all(len({name.split("__")[0] for name in pair}) == 2 for pair in found)


def test_same_name_pairs_leave_names_with_an_object_to_meaning() -> None:
    """Notion's and Slack's get-user tools behind one gateway (select_real gateway_devops):
    each server's users are its own data, which a request names."""
    deck = _deck(
        [
            _tool("notion__API-get-user", "Retrieve a user."),
            _tool("notion__API-get-users", "List all users."),
            _tool("slack__slack_get_users", "Get a list of all users in the workspace."),
        ]
    )
    assert same_name_pairs(deck, name_parts(deck)) == []


@needs_model
def test_two_servers_crawl_is_one_look_alike() -> None:
    """Tavily's and Firecrawl's ``crawl`` (cosine 0.52, each closer to its own server's map or
    status tool) are paired: the names say one operation."""
    deck = load_deck(DATA / "lint_labels4" / "tools" / "gateway_web.json")
    pair = frozenset(("tavily__tavily_crawl", "firecrawl__firecrawl_crawl"))
    assert pair in _x101(deck)
    # both crawls take a start URL, so session 37's page readers pair them too: off here
    assert pair not in _named_pairs(deck, same_names=False, readers=False)


def test_one_server_alone_has_no_same_name_pairs() -> None:
    deck = _deck([_tool("search", "Search the web."), _tool("search_news", "Search news.")])
    assert same_name_pairs(deck, name_parts(deck)) == []


def test_same_name_pairs_on_a_written_gateway_deck() -> None:
    deck = _deck(
        [
            _tool("alpha__alpha_lookup", "Look a word up in the dictionary."),
            _tool("beta__lookup", "Find the entry of a term."),
            _tool("beta__lookup_synonyms", "Find words of the same meaning."),
            _tool("gamma__gamma_lookup_synonyms", "Synonyms of a word."),
        ]
    )
    names = [t.name for t in deck]
    found = {frozenset((names[i], names[j])) for i, j in same_name_pairs(deck, name_parts(deck))}
    assert found == {frozenset(("alpha__alpha_lookup", "beta__lookup"))}


# --- a runner of any statement beside a narrower runner of one verb ------------------------


def _postgres() -> Deck:
    return load_deck(DATA / "lint_labels4" / "tools" / "postgres_mcp.json")


def test_any_statement_runner_subsumes_the_narrower_runners_of_its_verb() -> None:
    deck = _postgres()
    names = [t.name for t in deck]
    found = {
        frozenset((names[i], names[j])) for i, j in subsuming_runner_pairs(deck, name_parts(deck))
    }
    assert found == {
        frozenset(("pg_execute_sql", "pg_execute_query")),
        frozenset(("pg_execute_sql", "pg_execute_mutation")),
    }  # not query / mutation: a SELECT tool and a mutation tool run different statements


@needs_model
def test_postgres_arbitrary_sql_is_a_look_alike_of_the_select_and_mutation_tools() -> None:
    deck = _postgres()
    found = _x101(deck)
    assert frozenset(("pg_execute_sql", "pg_execute_query")) in found
    assert frozenset(("pg_execute_sql", "pg_execute_mutation")) in found
    assert frozenset(("pg_execute_query", "pg_execute_mutation")) not in found
    assert frozenset(("pg_execute_sql", "pg_execute_query")) not in _named_pairs(
        deck, subsumes=False
    )


def test_a_narrow_runner_alone_subsumes_nothing() -> None:
    deck = _deck(
        [
            _tool("run_select", "Run a SELECT query.", sql={"type": "string"}),
            _tool("run_update", "Run an UPDATE statement.", sql={"type": "string"}),
            _tool(
                "explain_query",
                "Explain any SQL statement without running it.",
                sql={"type": "string"},
            ),
        ]
    )
    assert subsuming_runner_pairs(deck, name_parts(deck)) == []


# --- X103: one verb on one kind of thing, or a verbless name's thing -----------------------


def _x103(deck: Deck) -> dict[str, str]:
    result = lint(deck, LintConfig(select=("X103",)))
    return {f.tool: f.message for f in result.findings if f.tool}


def test_x103_one_verb_on_one_kind_of_thing() -> None:
    """AntV's generate_bar_chart / generate_column_chart: the same schema but for defaults,
    one verb, one head noun (chart) sorted by a qualifier (bar, column)."""
    deck = load_deck(DATA / "lint_labels" / "tools" / "antv-chart.json")
    found = _x103(deck)
    assert found["generate_bar_chart"] == "same input schema as generate_column_chart"
    assert found["generate_column_chart"] == "same input schema as generate_bar_chart"
    assert "generate_line_chart" not in found  # another schema


def test_x103_a_verbless_name_names_its_thing_first() -> None:
    """MongoDB's collection-indexes / collection-storage-size take the same three
    parameters {connectionId, database, collection}."""
    found = _x103(load_deck(DATA / "lint_labels4" / "tools" / "mongodb.json"))
    assert found["collection-indexes"] == "same input schema as collection-storage-size"


def test_x103_twins_with_other_things_stay_quiet() -> None:
    """Heads that differ (list_issue_fields / list_issue_types: fields and types) or
    verbless names of two things (user-profile / team-profile) are not one kind."""
    schema = {"owner": {"type": "string"}, "repo": {"type": "string"}}
    deck = _deck(
        [
            _tool("list_issue_fields", "List the fields of issues.", **schema),
            _tool("list_issue_types", "List the types of issues.", **schema),
            _tool("user-profile", "A user's profile.", **schema),
            _tool("team-profile", "A team's profile.", **schema),
            _tool("profile", "A profile.", **schema),
        ]
    )
    assert _x103(deck) == {}


def test_x103_one_kind_with_another_verb_class_stays_quiet() -> None:
    schema = {"chart": {"type": "string"}}
    deck = _deck(
        [
            _tool("get_bar_chart", "Get a bar chart.", **schema),
            _tool("delete_pie_chart", "Delete a pie chart.", **schema),
        ]
    )
    assert _x103(deck) == {}


def test_x103_a_dotted_name_starts_with_a_module_not_a_thing() -> None:
    """BFCL's math.gcd / math.lcm (one schema {num1, num2}) and an OpenAPI client's
    TwilioApiV2010--DeleteAddress / TwilioApiV2010--FetchAddress (a verb past the first
    three words): neither is a verbless name about one thing."""
    schema = {"num1": {"type": "integer"}, "num2": {"type": "integer"}}
    deck = _deck(
        [
            _tool("math.gcd", "Greatest common divisor of two numbers.", **schema),
            _tool("math.lcm", "Least common multiple of two numbers.", **schema),
            _tool("TwilioApiV2010--DeleteAddress", "Delete an address.", **schema),
            _tool("TwilioApiV2010--FetchAddress", "Fetch an address.", **schema),
        ]
    )
    assert _x103(deck) == {}


# --- a tool that reads how another's job stands is a step after it, not a rival -----------


@needs_model
def test_a_status_check_of_the_other_tools_job_is_not_its_look_alike() -> None:
    """Firecrawl's firecrawl_check_crawl_status beside firecrawl_crawl (lint_labels4
    gateway_web, both dev; the reviewer did not pair them): called after the crawl, about
    the job it started."""
    deck = load_deck(DATA / "lint_labels4" / "tools" / "gateway_web.json")
    pair = frozenset(("firecrawl__firecrawl_check_crawl_status", "firecrawl__firecrawl_crawl"))
    assert pair not in _x101(deck)
    assert pair in _named_pairs(deck, steps=False)


def test_state_of_needs_a_state_word_and_every_word_of_the_other() -> None:
    from tooldeck.lint.similarity import _state_of

    assert _state_of(("check", "crawl", "status"), ("crawl",))
    assert _state_of(("get", "export", "progress"), ("export",))
    # Twilio's DeleteRecordingAddOnResult beside DeleteRecording: a result is a record here
    assert not _state_of(("delete", "recording", "add", "on", "result"), ("delete", "recording"))
    assert not _state_of(("list", "state"), ("list", "label"))
    assert not _state_of(("crawl", "status"), ())
