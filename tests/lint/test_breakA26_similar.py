"""breakA26's look-alike and naming findings (H7, M7, M8, M10; naming and description
findings further down): real captures in ``tests/data/captured26`` (README there: server,
version, licence) and the breaker's minimal decks, written out here."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, LintOptions, lint
from tooldeck.lint.similarity import (
    MeaningSimilarity,
    english_unsure,
    opening_action,
    verb_group,
)
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck, Tool

CAPTURED = Path(__file__).resolve().parents[1] / "data" / "captured26"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _schema(*names: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {n: {"type": "string", "description": f"The {n}."} for n in names},
        "required": list(names),
    }


def _pairs(deck: Deck) -> set[tuple[str, str]]:
    found = MeaningSimilarity().pairs(deck, MeaningSimilarity.default_threshold)
    return {tuple(sorted((deck.names[i], deck.names[j]))) for i, j, _ in found}  # type: ignore[misc]


def _messages(deck: Deck, code: str, **options: Any) -> list[str]:
    result = lint(deck, LintConfig(select=(code,), options=LintOptions(**options)))
    return [f"{f.tool}: {f.message}" for f in result.findings if f.code == code]


# --- H7: precision on real servers ---------------------------------------------------------


@needs_model
def test_run_and_delete_are_different_actions_firecrawl() -> None:
    """firecrawl-mcp 3.22.2: 'Permanently delete a monitor' and 'Trigger a monitor check
    now' both take only {id}; they scored 1.00 before running had an action class."""
    deck = load_deck(CAPTURED / "firecrawl.json")
    assert ("firecrawl_monitor_delete", "firecrawl_monitor_run") not in _pairs(deck)
    assert verb_group("run") == verb_group("execute") == "run"
    assert verb_group("cancel") == verb_group("terminate") == "stop"


@needs_model
def test_a_search_for_parties_and_one_for_things_are_apart() -> None:
    """@modelcontextprotocol/server-github 2025.4.8 (MIT): "Search for code across GitHub
    repositories" / "Search for users on GitHub" over {q, order, page, per_page} scored
    0.85 (breakA26 H7); one verb, but users against code. Sentry's find_organizations /
    find_releases is the same case (written here in our own words). A thing that is a
    party's own (slack's get_users / get_user_profile, a reviewer's pair in
    benchmarks/data/lint_labels) stays a candidate."""
    params = ("q", "order", "page", "per_page")
    deck = Deck(
        [
            Tool("search_code", "Search for code across GitHub repositories", _schema(*params)),
            Tool("search_users", "Search for users on GitHub", _schema(*params, "sort")),
        ]
    )
    assert _pairs(deck) == set()
    deck = Deck(
        [
            Tool(
                "find_organizations",
                "Find organizations you can access in Sentry.",
                _schema("query"),
            ),
            Tool("find_releases", "Find releases of a project in Sentry.", _schema("query")),
        ]
    )
    assert _pairs(deck) == set()
    deck = Deck(
        [
            Tool(
                "get_users",
                "Get a list of all users in the workspace with their basic profile information",
            ),
            Tool(
                "get_user_profile",
                "Get detailed profile information for a specific user",
                _schema("user_id"),
            ),
        ]
    )
    assert _pairs(deck) == {("get_user_profile", "get_users")}


@needs_model
def test_verbless_name_takes_its_descriptions_verb_mongodb() -> None:
    """mongodb-mcp-server 3.0.4: ``collection-indexes`` ("Describe the indexes for a
    collection") is a read, not a look-alike of ``create-index`` (0.89 before)."""
    deck = load_deck(CAPTURED / "mongodb.json")
    assert ("collection-indexes", "create-index") not in _pairs(deck)
    assert opening_action("Describe the indexes for a collection") == opening_action(
        "Gets the user."
    )
    assert opening_action("Creates an index.") != opening_action("Describes an index.")
    # "Runs a query on Google" is a search: running says how, not what
    assert opening_action("Runs a query on Google.") == 0


@needs_model
def test_chinese_descriptions_need_shared_words_amap() -> None:
    """amap-maps-mcp-server 0.0.8 (Chinese descriptions): geocoding and weather scored
    0.81 from the English model; walking and driving directions, which share most of
    their words, stay a pair."""
    deck = load_deck(CAPTURED / "amap.json")
    pairs = _pairs(deck)
    assert ("maps_geo", "maps_weather") not in pairs
    assert ("maps_direction_driving", "maps_direction_walking") in pairs
    assert english_unsure("根据城市名称或者标准adcode查询指定城市的天气")
    assert not english_unsure("Looks up the weather of a city (城市).")


@needs_model
def test_chinese_tools_sharing_parameters_are_not_paired() -> None:
    """breakA26 decks/zh_x101_prefixed.json: six unrelated tools, each taking {city, q};
    weather and translation scored 0.80."""
    texts = {
        "maps_convert_address": "将详细的结构化地址转换为经纬度坐标。支持对地标性名胜景区、"
        "建筑物名称解析为经纬度坐标。",
        "maps_city_weather": "根据城市名称或者标准adcode查询指定城市的天气，返回未来三天的"
        "天气预报。",
        "maps_translate_text": "把一段中文文本翻译成英文，保留原有的段落和标点格式。",
        "maps_calculate_tax": "根据年收入和所在省份计算个人所得税，返回应缴税额和税率。",
        "maps_book_meeting_room": "为指定时间段预订公司会议室，返回预订编号。会议室已被占用"
        "时返回错误。",
        "maps_track_parcel": "根据快递单号查询包裹的物流轨迹，返回每个节点的时间和地点。",
    }
    deck = Deck([Tool(n, d, input_schema=_schema("city", "q")) for n, d in texts.items()])
    assert _pairs(deck) == set()


@needs_model
def test_a_parameter_every_tool_takes_does_not_make_unrelated_tools_alike() -> None:
    """breakA26 decks/en_x101_prefixed.json: six unrelated tools that all take {city, q};
    weather / geocoding (cosine 0.46) reached 0.66 with the shared-parameter term."""
    texts = {
        "maps_convert_address": "Converts a structured street address into latitude/longitude "
        "coordinates, including landmarks and building names.",
        "maps_city_weather": "Returns the three-day weather forecast for a city given its name "
        "or adcode.",
        "maps_translate_text": "Translates a passage of Chinese text into English, keeping "
        "paragraphs and punctuation.",
        "maps_calculate_tax": "Computes personal income tax from annual income and province; "
        "returns the tax due and the rate.",
        "maps_book_meeting_room": "Books a company meeting room for a time slot and returns the "
        "booking number; errors if the room is taken.",
        "maps_track_parcel": "Returns the tracking history of a parcel by its waybill number: "
        "time and place of every scan.",
    }
    deck = Deck([Tool(n, d, input_schema=_schema("city", "q")) for n, d in texts.items()])
    assert _pairs(deck) == set()


# --- M10: recall on paraphrased pairs ------------------------------------------------------


@needs_model
def test_paraphrased_pairs_are_found() -> None:
    """breakA26 decks/x_pairs.json: the same operation in different words. cancel /
    terminate and export / download were never candidates (verbs of different groups);
    web_search / google and the e-mail lookups scored 0.64 / 0.61 until ``q`` = ``query``
    and ``mail`` = ``email`` counted as one parameter."""
    deck = Deck(
        [
            Tool(
                "find_customer_by_email",
                "Looks up a CRM customer record from an email address and returns the profile.",
                input_schema=_schema("email"),
            ),
            Tool(
                "get_contact",
                "Retrieves the contact whose e-mail matches and gives back name, phone and "
                "company.",
                input_schema=_schema("mail"),
            ),
            Tool(
                "cancel_subscription",
                "Ends a customer's plan at the close of the current billing period.",
                input_schema=_schema("subscription_id"),
            ),
            Tool(
                "terminate_plan",
                "Stops recurring billing for an account so it is not renewed next cycle.",
                input_schema=_schema("plan_ref"),
            ),
            Tool(
                "web_search",
                "Searches the public web and returns the top result pages with titles and "
                "snippets.",
                input_schema=_schema("query"),
            ),
            Tool(
                "google",
                "Runs a query on Google and gives back links with short summaries.",
                input_schema=_schema("q"),
            ),
            Tool(
                "export_report_csv",
                "Exports the sales report for a month as CSV.",
                input_schema=_schema("month"),
            ),
            Tool(
                "download_sales_report",
                "Downloads the sales report for a month as a CSV file.",
                input_schema=_schema("month"),
            ),
        ]
    )
    assert _pairs(deck) == {
        ("find_customer_by_email", "get_contact"),
        ("cancel_subscription", "terminate_plan"),
        ("google", "web_search"),
        ("download_sales_report", "export_report_csv"),
    }


# --- M8: a vague registry ------------------------------------------------------------------


def test_shared_description_is_x102_not_one_x101_per_pair() -> None:
    """breakA26 decks/vague_registry.json: eight tools with one description drew 28 X101
    (one per pair, 'get_order' and 'refund_order' at 1.00) on top of X102."""
    text = "Handles order, invoice and ticket requests for the customer account."
    names = [
        "get_order",
        "cancel_order",
        "refund_order",
        "track_shipment",
        "update_address",
        "list_invoices",
        "open_ticket",
        "close_ticket",
    ]
    deck = Deck([Tool(n, text, input_schema=_schema("id")) for n in names])
    assert _messages(deck, "X101") == []
    assert len(_messages(deck, "X102")) == 8


def test_a_pair_under_the_threshold_says_why_not_its_score() -> None:
    """A pair kept because the descriptions open with the same sentence prints that
    reason, not a bare 'look alike (similarity 0.21)'; its figure says it is under the
    threshold (trial 29, F10: the text gives the figure the JSON carries)."""
    opening = "Returns something useful for the user."
    deck = Deck(
        [
            Tool("root_ref_tool", f"{opening} Reads the root reference of a schema."),
            Tool("unicode_name_tool", f"{opening} Normalises a name to NFC."),
        ]
    )
    found = _messages(deck, "X101", similarity_threshold=0.99)
    assert found, "same opening sentence: the pair is kept whatever its score"
    assert all("open with the same sentence" in m for m in found)
    # session 38: the figure is followed by what it is made of (the texts' cosine, …)
    assert all(
        re.search(r"\(similarity 0\.\d\d: text cosine [^()]*, under the threshold 0\.99\)", m)
        for m in found
    )


# --- M7: X103 and server prefixes ----------------------------------------------------------


def test_x103_reads_the_verb_after_a_prefix() -> None:
    """breakA26 decks/x103_prefix.json and naming2.json: prefixed get/fetch pairs were
    missed (the first word was taken for the verb), and confluence_search /
    notion-search, two data sources, were reported."""
    user = _schema("user_id")
    text = "Returns the record for the given id, with name and email."
    same = [
        Tool("github_get_user", text, input_schema=user),
        Tool("github_fetch_user", text + " ", input_schema=user),
        Tool("mcp__crm__get_account", text + "  ", input_schema=user),
        Tool("mcp__crm__fetch_account", text + "   ", input_schema=user),
    ]
    found = _messages(Deck(same), "X103")
    assert sorted(m.split(":")[0] for m in found) == sorted(t.name for t in same)
    q = _schema("q", "limit")
    sources = Deck(
        [
            Tool("confluence_search", "Searches Confluence with plain text.", input_schema=q),
            Tool("notion-search", "Searches Notion pages and databases by title.", input_schema=q),
            Tool("notion-fetch", "Fetches a Notion page by URL or id.", input_schema=q),
            Tool("github_search_issues", "Searches GitHub issues.", input_schema=q),
            Tool("gitlab_search_issues", "Searches GitLab issues.", input_schema=q),
        ]
    )
    assert _messages(sources, "X103") == []


def test_x103_running_makes_a_container_stopping_does_not() -> None:
    """docker run = create + start: run_container / create_container are one operation;
    start_container / stop_container are opposites (a reviewer's labels,
    benchmarks/data/lint_labels3)."""
    box = _schema("container", "image", "name")
    made = Deck(
        [
            Tool("create_container", "Creates a container.", input_schema=box),
            Tool("run_container", "Runs a container.", input_schema=box),
        ]
    )
    assert len(_messages(made, "X103")) == 2
    switched = Deck(
        [
            Tool("start_container", "Starts a container.", input_schema=box),
            Tool("stop_container", "Stops a container.", input_schema=box),
        ]
    )
    assert _messages(switched, "X103") == []


# --- M9, L1, L2: naming ---------------------------------------------------------------------


def test_n104_standard_identifiers_with_digits_that_the_descriptions_say() -> None:
    """breakA26 decks/n104_numbers.json: IPv4 / IPv6, SHA-256 / SHA-512, Base32 / Base64
    and H1 / H2 name the difference, and each description says which it is; shards with
    a bare number still are siblings."""
    deck = Deck(
        [
            Tool(
                "lookup_ipv4",
                "Looks up geolocation and ASN for an IPv4 address such as 8.8.8.8. Returns "
                "country and ASN.",
            ),
            Tool(
                "lookup_ipv6",
                "Looks up geolocation and ASN for an IPv6 address such as 2001:4860::8888. "
                "Returns country and ASN.",
            ),
            Tool("hash_sha256", "Returns the SHA-256 hex digest of the text."),
            Tool("hash_sha512", "Returns the SHA-512 hex digest of the text."),
            Tool(
                "get_h1_headings",
                "Returns the page's level-1 headings. For level-2 headings use get_h2_headings.",
            ),
            Tool(
                "get_h2_headings",
                "Returns the page's level-2 headings. For level-1 headings use get_h1_headings.",
            ),
            Tool("svc1_search", "Searches the order index."),
            Tool("svc2_search", "Searches the order index again."),
        ]
    )
    found = _messages(deck, "N104")
    assert sorted(m.split(":")[0] for m in found) == ["svc1_search", "svc2_search"]


def test_n102_scraping_and_cli_verbs_and_a_verb_after_a_vendor() -> None:
    """firecrawl-mcp 3.22.2 (firecrawl_scrape, firecrawl_crawl, firecrawl_interact) and
    mcp-server-kubernetes 4.1.7 (exec_in_pod, explain_resource) start with verbs; in
    confluence_search the verb follows a vendor and the name lacks an object, which is
    what the message says."""
    firecrawl = load_deck(CAPTURED / "firecrawl.json")
    flagged = {m.split(":")[0] for m in _messages(firecrawl, "N102")}
    assert not flagged & {"firecrawl_scrape", "firecrawl_crawl", "firecrawl_interact"}
    plain = Deck(
        [
            Tool("exec_in_pod", "Runs a command inside a pod."),
            Tool("explain_resource", "Explains the fields of a resource kind."),
            Tool("confluence_search", "Searches Confluence pages with plain text."),
        ]
    )
    found = _messages(plain, "N102")
    assert len(found) == 1
    assert "has its verb 'search' after 'confluence' and names no object" in found[0]


def test_n105_a_sub_resource_is_not_another_kind() -> None:
    """breakA26 decks/github_subset.json: get_pull_request and its _comments / _files
    were said to 'differ only by request/request comments/request files'."""
    pr = _schema("owner", "repo", "pull_number")
    deck = Deck(
        [
            Tool("get_pull_request", "Gets a pull request.", input_schema=pr),
            Tool("get_pull_request_comments", "Gets a pull request's comments.", input_schema=pr),
            Tool("get_pull_request_files", "Gets a pull request's files.", input_schema=pr),
        ]
    )
    found = _messages(deck, "N105")
    assert sorted(m.split(":")[0] for m in found) == [
        "get_pull_request_comments",
        "get_pull_request_files",
    ]
    assert all("differ only by comments/files" in m for m in found)
