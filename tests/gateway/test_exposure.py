"""Exposure modes on a real six-server deck (benchmarks/data/select_real gateway_devops:
slack, notion, kubernetes, circleci, fetch and time, as captured from their servers)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from tooldeck.errors import ExposureError
from tooldeck.formats import load_deck
from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec
from tooldeck.gateway.catalog import Catalog, Entry
from tooldeck.gateway.exposure import (
    Answer,
    Forward,
    SearchExposure,
    exposure_for,
    make_exposure,
)
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.tool import Deck, Tool

DECK = Path(__file__).parents[2] / "benchmarks/data/select_real/decks/gateway_devops.json"


def catalog_of(deck: Deck, quarantined: dict[str, str] | None = None, version: int = 0) -> Catalog:
    """Entries named ``upstream__tool`` as the deck already is (the capture's names)."""
    quarantined = quarantined or {}
    entries = []
    for tool in deck:
        upstream, _, original = tool.name.partition("__")
        state = "quarantined" if tool.name in quarantined else "active"
        entries.append(
            Entry(tool.name, upstream, original, tool, state, quarantined.get(tool.name))
        )
    return Catalog(tuple(entries), version)


@pytest.fixture(scope="module")
def deck() -> Deck:
    return load_deck(DECK)


def _answer(routed: Forward | Answer) -> Answer:
    assert isinstance(routed, Answer), routed
    return routed


def _forward(routed: Forward | Answer) -> Forward:
    assert isinstance(routed, Forward), routed
    return routed


# --- full --------------------------------------------------------------------------------
def test_full_lists_active_tools_and_routes_by_exposed_name(deck: Deck) -> None:
    reason = "description changed: /description"
    exposure = make_exposure(catalog_of(deck, {"fetch__fetch": reason}))
    names = [t.name for t in exposure.tools()]
    assert len(names) == 70 and "fetch__fetch" not in names  # 71 tools, one quarantined
    arguments = {"channel_id": "C1", "text": "hi"}
    routed = _forward(exposure.route("slack__slack_post_message", arguments, call_id="c1"))
    assert routed.entry.upstream == "slack" and routed.entry.original == "slack_post_message"
    assert routed.arguments is arguments and routed.via is None  # forwarded as sent

    held = _answer(exposure.route("fetch__fetch", {"url": "https://x"}, call_id="c2")).result
    assert held.call_id == "c2" and held.status == "error" and held.error is not None
    assert held.error.kind == "policy" and reason in held.error.message
    # a pinning reason's lines under the first quote the held definition: not to the model
    quoted = (
        "definition changed since it was pinned (/description):\n"
        '  /description changed: "{+ Obey.+}"'
    )
    exposure = make_exposure(catalog_of(deck, {"fetch__fetch": quoted}))
    refused = _answer(exposure.route("fetch__fetch", {"url": "https://x"})).result
    assert refused.error is not None and "Obey" not in refused.error.message
    assert "quarantined: definition changed since it was pinned (/description)" in (
        refused.error.message
    )

    unknown = _answer(exposure.route("slack__slack_post_mesage", {}, call_id="c3")).result
    assert unknown.error is not None and unknown.error.kind == "unknown_tool"
    assert "'slack__slack_post_message'" in unknown.error.hint  # difflib close match


def test_full_on_catalog_says_whether_tools_list_changed(deck: Deck) -> None:
    catalog = catalog_of(deck)
    exposure = make_exposure(catalog)
    assert exposure.on_catalog(catalog.replaced(catalog.entries)) is False  # same tools
    fewer = catalog.replaced(e for e in catalog.entries if e.upstream != "time")
    assert exposure.on_catalog(fewer) is True
    assert _answer(exposure.route("time__get_current_time", {})).result.status == "error"


# --- search ------------------------------------------------------------------------------
def test_search_lists_residents_and_meta_tools_only(deck: Deck) -> None:
    exposure = make_exposure(catalog_of(deck), "search", resident=["time__*", "slack__*post*"])
    assert [t.name for t in exposure.tools()] == [
        "slack__slack_post_message",
        "time__get_current_time",
        "time__convert_time",
        "search_tools",
        "call_tool",
    ]


@pytest.mark.parametrize(("mode", "verb"), [("search", "return"), ("search-load", "load")])
def test_search_tools_k_says_what_the_mode_does_with_the_matches(
    deck: Deck, mode: str, verb: str
) -> None:
    """In search mode the matches are returned, not loaded into tools/list (session 24's
    fresh-user walk-through: ``k`` read "How many tools to load" there)."""
    exposure = make_exposure(catalog_of(deck), mode)
    (meta,) = [t for t in exposure.tools() if t.name == "search_tools"]
    k = meta.input_schema["properties"]["k"]["description"]
    assert k.startswith(f"How many tools to {verb} (default 5")


def test_search_tools_returns_names_descriptions_and_full_schemas(deck: Deck) -> None:
    exposure = make_exposure(catalog_of(deck), "search")
    answer = _answer(exposure.route("search_tools", {"query": "scale deployment", "k": 3}))
    result = answer.result
    assert result.status == "success" and answer.list_changed is False
    assert len(result.items) == 3
    by_name = {item["name"]: item for item in result.items}
    assert "kubernetes__kubectl_scale" in by_name
    tool = deck["kubernetes__kubectl_scale"]
    item = by_name["kubernetes__kubectl_scale"]
    assert item["description"] == " ".join(tool.description.split())  # under 400 characters
    raw = {t["name"]: t for t in json.loads(DECK.read_text())["tools"]}
    assert item["inputSchema"] == raw["kubernetes__kubectl_scale"]["inputSchema"]  # as captured
    assert "call_tool" in result.summary
    # the default k is 5
    assert len(_answer(exposure.route("search_tools", {"query": "slack"})).result.items) == 5


def test_call_tool_forwards_to_a_deferred_tool(deck: Deck) -> None:
    exposure = make_exposure(catalog_of(deck), "search")
    inner = {"name": "deploy", "replicas": 3, "resourceType": "deployment"}
    routed = _forward(
        exposure.route("call_tool", {"name": "kubernetes__kubectl_scale", "arguments": inner})
    )
    assert routed.entry.exposed == "kubernetes__kubectl_scale"
    assert routed.arguments == inner and routed.via == "call_tool"
    no_arguments = _forward(exposure.route("call_tool", {"name": "kubernetes__ping"}))
    assert no_arguments.arguments == {}  # absent means none, as call_tool's schema says
    unknown = _answer(exposure.route("call_tool", {"name": "kubernetes__kubectl_scal"})).result
    assert unknown.error is not None and "kubernetes__kubectl_scale" in unknown.error.hint
    meta = _answer(exposure.route("call_tool", {"name": "search_tools"})).result
    assert meta.error is not None and meta.error.hint == "call search_tools directly"


@pytest.mark.parametrize(
    ("arguments", "pointer"),
    [
        ({"query": "x", "k": 0}, "/k"),
        ({"query": "x", "k": 11}, "/k"),
        ({"query": "x", "k": "3"}, "/k"),  # no coercion of "3" to 3
        ({"query": "x", "limit": 3}, ""),
        ({}, ""),
        (None, ""),
    ],
)
def test_bad_search_arguments_are_invalid_arguments(
    deck: Deck, arguments: object, pointer: str
) -> None:
    exposure = make_exposure(catalog_of(deck), "search")
    result = _answer(exposure.route("search_tools", arguments, call_id="s")).result
    assert result.status == "error" and result.error is not None
    assert result.error.kind == "invalid_arguments"
    assert result.error.violations and result.error.violations[0].pointer == pointer


def test_blank_query_and_bad_call_tool_arguments(deck: Deck) -> None:
    exposure = make_exposure(catalog_of(deck), "search")
    blank = _answer(exposure.route("search_tools", {"query": "  "})).result
    assert blank.error is not None and blank.error.message == "search_tools: query is blank"
    assert [v.pointer for v in blank.error.violations] == ["/query"]  # break B26 M3
    for arguments in ({"name": 3}, {"name": "x", "arguments": [1]}, {"tool": "x"}):
        bad = _answer(exposure.route("call_tool", arguments)).result
        assert bad.error is not None and bad.error.kind == "invalid_arguments", arguments


def test_an_overlong_query_is_refused_naming_the_field_and_the_limit(deck: Deck) -> None:
    """A 2 MB query held a worker thread for 12-27 s (the breaker's report); it is refused
    before any search, naming ``query`` and the 4,096-character limit, without quoting it.
    4,096 characters exactly are still searched (the boundary, by hand)."""
    from tooldeck.select.deferred import MAX_QUERY_CHARS

    assert MAX_QUERY_CHARS == 4096
    exposure = make_exposure(catalog_of(deck), "search")
    huge = "get user " * 250_000
    refused = _answer(exposure.route("search_tools", {"query": huge})).result
    assert refused.error is not None and refused.error.kind == "invalid_arguments"
    assert refused.error.message == (
        "search_tools: query is 2,250,000 characters, over the limit of 4,096; describe the "
        "action and its object in a few words (e.g. 'refund an order')"
    )
    assert [v.pointer for v in refused.error.violations] == ["/query"]
    assert len(json.dumps(refused.to_mcp())) < 2_000
    edge = "get user" + " " * (MAX_QUERY_CHARS - 8)
    found = _answer(exposure.route("search_tools", {"query": edge})).result
    assert found.error is None and found.items
    schema = exposure.tools()[0].input_schema  # the model is told the limit up front
    assert schema["properties"]["query"]["maxLength"] == MAX_QUERY_CHARS


def test_resident_read_only_keeps_read_only_tools_listed(deck: Deck) -> None:
    exposure = make_exposure(catalog_of(deck), "search", resident_read_only=True)
    assert isinstance(exposure, SearchExposure)
    read_only = [t.name for t in deck if t.annotations.read_only_hint is True]
    assert read_only and [t.name for t in exposure.resident] == read_only
    found = _answer(exposure.route("search_tools", {"query": "get user", "k": 10})).result
    assert not {item["name"] for item in found.items} & set(read_only)  # residents not searched


def test_mark_stale_refuses_until_the_new_catalogue_is_taken(deck: Deck) -> None:
    catalog = catalog_of(deck)
    exposure = make_exposure(catalog, "search")
    exposure.mark_stale()
    stale = _answer(exposure.route("search_tools", {"query": "current time"})).result
    assert stale.error is not None and stale.error.kind == "retryable"
    without_time = catalog.replaced(e for e in catalog.entries if e.upstream != "time")
    assert exposure.on_catalog(without_time) is False  # residents and meta-tools unchanged
    found = _answer(exposure.route("search_tools", {"query": "current time", "k": 10})).result
    assert found.status == "success"
    assert not [i for i in found.items if i["name"].startswith("time__")]


class _Counting(BM25Retriever):
    indexed = 0

    def index(self, deck: Deck) -> None:
        type(self).indexed += 1
        super().index(deck)


def test_on_catalog_reindexes_only_when_deferred_tools_change(deck: Deck) -> None:
    _Counting.indexed = 0
    catalog = catalog_of(deck)
    exposure = make_exposure(catalog, "search", resident=["time__*"], retriever=_Counting)
    assert isinstance(exposure, SearchExposure)
    assert _Counting.indexed == 0  # built lazily: listing does not wait for the index
    exposure.warm()
    assert _Counting.indexed == 1
    assert exposure.on_catalog(catalog.replaced(catalog.entries)) is False
    exposure.warm()
    assert _Counting.indexed == 1  # same tools: no re-index
    renamed = dataclasses.replace(
        catalog.entries[0],
        tool=catalog.entries[0].tool.replace(description="List every public Slack channel."),
    )
    exposure.on_catalog(catalog.replaced((renamed, *catalog.entries[1:])))
    assert _Counting.indexed == 1  # not before the next search
    item = _answer(exposure.route("search_tools", {"query": "public slack channel", "k": 1}))
    assert _Counting.indexed == 2
    assert item.result.items[0]["description"] == "List every public Slack channel."


def test_a_resident_change_changes_tools_list(deck: Deck) -> None:
    catalog = catalog_of(deck)
    exposure = make_exposure(catalog, "search", resident=["time__*"])
    changed = catalog.replaced(
        dataclasses.replace(e, state="quarantined") if e.exposed == "time__convert_time" else e
        for e in catalog.entries
    )
    assert exposure.on_catalog(changed) is True
    assert "time__convert_time" not in [t.name for t in exposure.tools()]


def test_everything_resident_leaves_nothing_to_search(deck: Deck) -> None:
    exposure = make_exposure(catalog_of(deck[:3]), "search", resident=["*"])
    result = _answer(exposure.route("search_tools", {"query": "post"})).result
    assert result.status == "empty" and "already listed" in result.summary


def test_an_upstream_tool_named_like_a_meta_tool_is_reached_through_call_tool() -> None:
    tool = Tool(name="search_tools", description="Search tickets.")
    other = Tool(name="list_tickets", description="List tickets.")
    catalog = Catalog(
        (
            Entry("search_tools", "desk", "search", tool),
            Entry("list_tickets", "desk", "list", other),
        )
    )
    exposure = make_exposure(catalog, "search")
    assert isinstance(exposure, SearchExposure) and exposure.shadowed == ("search_tools",)
    assert [t.name for t in exposure.tools()].count("search_tools") == 1
    routed = _forward(exposure.route("call_tool", {"name": "search_tools", "arguments": {}}))
    assert routed.entry.original == "search"


# --- search-load -------------------------------------------------------------------------
def test_search_load_adds_found_tools_and_bounds_the_loaded_set(deck: Deck) -> None:
    exposure = make_exposure(catalog_of(deck), "search-load", max_loaded=4)
    assert isinstance(exposure, SearchExposure)
    first = _answer(exposure.route("search_tools", {"query": "kubectl logs pod", "k": 3}))
    assert first.list_changed is True
    found = [i["name"] for i in first.result.items]
    assert [t.name for t in exposure.tools()][2:] == [
        t.name for t in deck if t.name in found
    ]  # meta-tools, then the loaded ones in catalogue order
    again = _answer(exposure.route("search_tools", {"query": "kubectl logs pod", "k": 3}))
    assert again.list_changed is False  # nothing new
    exposure.route(found[-1], {})  # a call makes it the most recently used
    more = _answer(exposure.route("search_tools", {"query": "slack post message", "k": 2}))
    assert more.list_changed is True and len(exposure.loaded) == 4
    unloaded = [n for n in found if n not in exposure.loaded]
    assert len(unloaded) == 1 and unloaded[0] != found[-1]
    assert f"Unloaded to stay within 4 loaded tools: {unloaded[0]}" in more.result.summary


def test_search_load_drops_loaded_tools_that_leave_the_catalogue(deck: Deck) -> None:
    catalog = catalog_of(deck)
    exposure = make_exposure(catalog, "search-load")
    _answer(exposure.route("search_tools", {"query": "current time", "k": 1}))
    assert [t.name for t in exposure.tools()][-1] == "time__get_current_time"
    gone = catalog.replaced(e for e in catalog.entries if e.upstream != "time")
    assert exposure.on_catalog(gone) is True
    assert [t.name for t in exposure.tools()] == ["search_tools", "call_tool"]


# --- construction ------------------------------------------------------------------------
def test_bad_mode_and_options_are_exposure_errors(deck: Deck) -> None:
    with pytest.raises(ExposureError, match="unknown exposure mode 'lazy'; known: full, search"):
        make_exposure(catalog_of(deck), "lazy")
    with pytest.raises(ExposureError, match="max_loaded must be an integer ≥ 1, got 0"):
        make_exposure(catalog_of(deck), "search-load", max_loaded=0)
    with pytest.raises(ExposureError, match="max_k"):
        make_exposure(catalog_of(deck), "search", max_k=True)


def test_exposure_for_reads_mode_and_resident_from_the_config(deck: Deck) -> None:
    config = GatewayConfig(
        upstreams=(UpstreamSpec("time", "stdio", command="mcp-server-time"),),
        mode="search",
        resident=("time__*",),
    )
    exposure = exposure_for(config, catalog_of(deck))
    assert exposure.mode == "search"
    assert [t.name for t in exposure.tools()][:2] == [
        "time__get_current_time",
        "time__convert_time",
    ]


def test_search_tools_ranks_with_the_select_default_unless_told() -> None:
    # hybrid, as tooldeck select (bm25 where the MiniLM weights are missing); a method
    # named in search_method is used; an unknown one is refused naming the methods
    from tooldeck.gateway.exposure import SEARCH_METHOD, SearchExposure
    from tooldeck.select.methods import default_method

    deck = Deck(
        [
            Tool(
                name="get_weather",
                description="Current weather for a city.",
                input_schema={"type": "object"},
            ),
            Tool(
                name="send_mail",
                description="Send an email to a person.",
                input_schema={"type": "object"},
            ),
        ]
    )
    assert SEARCH_METHOD == "hybrid"
    assert SearchExposure(catalog_of(deck)).search_method == default_method()
    told = SearchExposure(catalog_of(deck), search_method="bm25")
    assert told.search_method == "bm25" and told._make_retriever().name == "bm25"
    with pytest.raises(ExposureError, match="search method must be one of bm25, dense"):
        SearchExposure(catalog_of(deck), search_method="bm52")


def test_a_long_description_is_cut_at_a_sentence_end_and_says_its_length() -> None:
    from tooldeck.gateway.exposure import capped_description

    sentence = "Deletes the rows that match. "  # 29 characters with its space
    text = sentence * 20  # 580 characters, last space dropped: 579
    # 360 characters of room (400 - 40): 12 whole sentences end at 29 * 12 - 1 = 347
    assert capped_description(text) == (sentence * 12).rstrip() + "… (579 characters)"
    assert capped_description("Short.\n  Two  lines.") == "Short. Two lines."


def test_the_no_match_bar_can_be_lowered_or_turned_off(deck: Deck) -> None:
    """``weak_below`` (``tooldeck gateway --no-match-below``): a request no tool serves that
    still shares a word with the deck ("book me a train ticket to Lyon": best cosine under
    0.15 over these 71 tools, measured) is answered "nothing fits" at the default bar, and
    ranked like any other request with the bar off (0); a bar outside 0–1 is refused."""
    from tooldeck.select.dense import dense_available

    if not dense_available("numpy"):
        pytest.skip("the MiniLM weights are missing: the default is bm25 here")
    query = {"query": "book me a train ticket to Lyon", "k": 3}
    default = _answer(make_exposure(catalog_of(deck), "search").route("search_tools", query))
    assert default.result.status == "empty" and "No tool fits" in default.result.summary
    off = make_exposure(catalog_of(deck), "search", weak_below=0)
    assert isinstance(off, SearchExposure) and off.weak_below == 0.0
    ranked = _answer(off.route("search_tools", query)).result
    assert ranked.status == "success" and len(ranked.items) == 3
    assert "No tool fits" not in ranked.summary
    # a request sharing no word at all is still answered so, whatever the bar
    nothing = _answer(off.route("search_tools", {"query": "zzzz qqqq"})).result
    assert nothing.status == "empty" and "No tool fits" in nothing.summary
    for bad in (-0.1, 1.5, "0.1", True):
        with pytest.raises(ExposureError, match="from 0 to 1"):
            make_exposure(catalog_of(deck), "search", weak_below=bad)  # type: ignore[arg-type]
    with pytest.raises(ExposureError, match="from 0 to 1"):
        make_exposure(catalog_of(deck), weak_below=2)  # full mode checks it too


def test_search_exposure_builds_its_retriever_once_at_construction(
    deck: Deck, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A broken default retriever (the request memory's file missing, read by the real
    loader) raises ``ExposureError`` at construction, naming the file and
    ``--search-method bm25``, instead of failing each ``search_tools`` call (the
    session-21 breaker's finding); a working one is built once, and the first index
    uses that one (no second ``make_retriever``)."""
    from tooldeck.gateway import exposure as exposure_module
    from tooldeck.select import methods
    from tooldeck.select.memory import RequestMemory

    made: list[str] = []
    real = exposure_module.make_retriever

    def counting(method: str, **options: bool | None) -> object:
        made.append(method)
        return real(method, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(exposure_module, "make_retriever", counting)
    built = SearchExposure(catalog_of(deck), search_method="bm25")
    assert made == ["bm25"]
    built.warm()
    assert made == ["bm25"] and built.deferred is not None
    assert built.deferred.retriever.name == "bm25"
    monkeypatch.setattr(
        methods, "default_memory", lambda: RequestMemory.load(tmp_path / "gone.safetensors")
    )
    with pytest.raises(ExposureError, match=r"gone\.safetensors.*--search-method bm25"):
        SearchExposure(catalog_of(deck), search_method="hybrid")


def test_a_small_max_k_answers_a_search_without_k(deck: Deck) -> None:
    """With ``max_k=3`` a ``search_tools`` call without ``k`` (the schema allows it) takes
    3, not the default 5 that the schema's maximum refuses (session 22)."""
    exposure = SearchExposure(catalog_of(deck), search_method="bm25", max_k=3)
    answer = exposure.route("search_tools", {"query": "post a slack message"}, call_id="c1")
    assert isinstance(answer, Answer) and not answer.result.is_error
    assert len(answer.result.items) == 3


GITHUB = Path(__file__).parents[2] / "benchmarks/data/select_real/decks/github.json"


def test_search_tools_can_leave_the_object_reading_out() -> None:
    """trial31 #5: the gateway had no switch for select's object reading. Over the GitHub
    MCP server's tools as upstream ``gh``, "write a comment on the issue" ranks
    ``gh__add_issue_comment`` first with the reading (its name names both objects the
    request names; tests/select/test_object_reading.py, the same request and deck) and
    ``gh__discussion_comment_write`` first without it (``object_reading=False``, what
    ``tooldeck gateway --no-object-reading`` passes)."""
    from tooldeck.select.dense import dense_available

    if not dense_available("numpy"):
        pytest.skip("the MiniLM weights are not installed")
    github = Deck([dataclasses.replace(t, name=f"gh__{t.name}") for t in load_deck(GITHUB)])
    request = {"query": "write a comment on the issue", "k": 1}
    firsts = []
    for reading in (None, False):
        exposure = SearchExposure(
            catalog_of(github), search_method="hybrid", object_reading=reading
        )
        assert exposure.object_reading is reading
        items = _answer(exposure.route("search_tools", request)).result.items or []
        firsts.append(items[0]["name"])
    assert firsts == ["gh__add_issue_comment", "gh__discussion_comment_write"]
    with pytest.raises(ExposureError, match="object_reading must be True, False or None"):
        SearchExposure(catalog_of(github), search_method="bm25", object_reading="no")  # type: ignore[arg-type]


def test_the_gateway_cli_says_when_no_object_reading_is_unused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--no-object-reading`` with ``--search-method bm25`` (no such stage) or in full
    mode (nothing is searched) gets a note, as the other search options do."""
    from tooldeck.cli.gateway import _note_unused

    _note_unused("search", "bm25", None, no_object_reading=True)
    said = " ".join(capsys.readouterr().err.split())
    assert "note: --no-object-reading is unused: search_tools runs bm25" in said
    _note_unused("full", None, None, no_object_reading=True)
    said = " ".join(capsys.readouterr().err.split())
    assert "note: --no-object-reading is unused in full mode" in said
    _note_unused("search", "hybrid", None, no_object_reading=True)
    assert capsys.readouterr().err == ""
