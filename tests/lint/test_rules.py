"""Every lint rule: one declaration that makes it fire and one that keeps it quiet.

Expected findings are derived by hand from each rule's definition (docs/lint.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint import CharsPerToken, LintConfig, LintOptions, all_rules, lint
from tooldeck.tool import Deck, Namespaced, Tool, ToolAnnotations

ROOT = Path(__file__).resolve().parents[2]
GOOD_DESCRIPTION = (
    "Returns one order by its id. Use when the user gives a complete order id; "
    "do not use it to list a customer's orders."
)
OBJ: dict[str, Any] = {"type": "object", "properties": {}, "additionalProperties": False}


def tool(
    name: str = "get_order",
    description: str = GOOD_DESCRIPTION,
    schema: dict[str, Any] | None = None,
    **kwargs: Any,
) -> Tool:
    return Tool(
        name=name,
        description=description,
        input_schema=schema if schema is not None else {**OBJ, "required": []},
        **kwargs,
    )


def codes(tools: list[Tool] | Deck, code: str, **options: Any) -> list[str]:
    """Messages of ``code``'s findings when only that rule runs."""
    deck = tools if isinstance(tools, Deck) else Deck(tools)
    config = LintConfig(select=(code,), options=LintOptions(**options))
    result = lint(deck, config)
    assert all(f.code == code for f in result.findings), result.findings
    return [f"{f.tool} {f.pointer}: {f.message}" for f in result.findings]


# Unrelated tools around a pair under test: BM25 weighs a shared word by how rare it is in
# the deck, which a deck of two tools cannot tell.
FILLER = [
    ("create_ticket", "Opens a support ticket that a human agent follows up."),
    ("send_invoice", "Emails the invoice PDF of a paid order to the buyer."),
    ("get_weather", "Current temperature and wind for a city."),
    ("translate_text", "Translates text between two languages."),
]


def with_filler(*tools: Tool) -> list[Tool]:
    return [*tools, *(Tool(name, description) for name, description in FILLER)]


def prop_schema(name: str, sub: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {name: sub},
        "required": [name],
        "additionalProperties": False,
        **extra,
    }


# --- naming --------------------------------------------------------------------------------


def test_n101_snake_case() -> None:
    assert codes([tool("getOrderById")], "N101") == [
        "getOrderById /name: 'getOrderById' is not lower snake_case; use 'get_order_by_id'"
    ]
    assert codes([tool("get_order_by_id"), tool("math.factorial")], "N101") == []


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # symbols are dropped, the ASCII words kept: emoji_🔥_tool → emoji + tool
        ("emoji_🔥_tool", "use 'emoji_tool'"),
        # NFKD takes the accent off é; kebab-case and capitals become snake_case
        ("Café-Menu", "use 'cafe_menu'"),
        # letters with no ASCII form: dropping them would change the name's meaning
        (
            "查询订单",
            "no name can be derived from it (it has letters with no ASCII form, such as '查')",
        ),
        (
            "get订单",
            "no name can be derived from it (it has letters with no ASCII form, such as '订')",
        ),
        ("2fa-Login", "no name can be derived from it (it does not start with a letter)"),
    ],
)
def test_n101_never_suggests_the_same_name(name: str, expected: str) -> None:
    [message] = codes([tool(name)], "N101")
    assert expected in message
    assert f"use {name!r}" not in message


def namespaced_deck(*parts: tuple[str, str]) -> Deck:
    """A deck as a gateway config gives it: each (server, tool) exposed as server__tool."""
    tools = [tool(f"{server}__{name}") for server, name in parts]
    spaces = {f"{server}__{name}": Namespaced(server, server, "__", name) for server, name in parts}
    return Deck(tools, namespaces=spaces)


def test_n101_judges_a_gateway_namespaced_name_part_by_part() -> None:
    # by hand: `git` and `git_status` are each lower snake_case; the `__` is the gateway's
    deck = namespaced_deck(("git", "git_status"), ("time", "get_current_time"))
    assert codes(deck, "N101") == []
    assert deck.subset(["git__git_status"]).namespaced("git__git_status") is not None
    # the server's tool is camelCase: the message names it and its snake_case spelling
    assert codes(namespaced_deck(("every", "getTinyImage")), "N101") == [
        "every__getTinyImage /name: 'every__getTinyImage': the tool 'getTinyImage' of "
        "server 'every' is not lower snake_case; use 'get_tiny_image' (a name the "
        "server's author chooses)"
    ]
    # a kebab-case server name is the prefix at fault, not the tool
    [message] = codes(namespaced_deck(("my-server", "git_status")), "N101")
    assert "the prefix 'my-server' is not lower snake_case; use 'my_server'" in message
    assert "the tool 'git_status'" not in message


def test_n101_reads_prefix_and_tool_of_a_converted_gateway_deck() -> None:
    """A deck converted or captured from a gateway keeps `server__tool` names but not the
    config's record of them; the name is read as prefix + `__` + the server's tool (by
    hand: `time` and `get_current_time` are each lower snake_case)."""
    plain = [
        tool("time__get_current_time"),
        tool("git__git_status"),
        tool("mcp__time__convert_time"),  # more prefix segments: each judged
    ]
    assert codes(plain, "N101") == []
    # the part at fault is still named
    assert codes([tool("every__getTinyImage")], "N101") == [
        "every__getTinyImage /name: 'every__getTinyImage': the tool 'getTinyImage' of "
        "server 'every' is not lower snake_case; use 'get_tiny_image' (a name the "
        "server's author chooses)"
    ]
    [message] = codes([tool("my-server__git_status")], "N101")
    assert "the prefix 'my-server' is not lower snake_case" in message
    [message] = codes([tool("mcp__Time__convert_time")], "N101")
    assert "the prefix 'mcp__Time' is not lower snake_case; use 'mcp__time'" in message
    # no prefix before the `__` (or a third underscore): judged whole, as before
    assert len(codes([tool("__get_time")], "N101")) == 1
    assert len(codes([tool("time___get")], "N101")) == 1
    # N102 reads the same parts: `status` after the prefix is no verb
    assert len(codes([tool("time__get_current_time")], "N102")) == 0
    assert len(codes([tool("git__status")], "N102")) == 1


def test_n102_tests_the_servers_tool_name_not_the_prefix() -> None:
    assert codes(namespaced_deck(("git", "get_status")), "N102") == []
    assert codes(namespaced_deck(("git", "status")), "N102") == [
        "git__status /name: 'git__status': the tool 'status' of server 'git' does not "
        "start with a verb; name it verb_object (get_…, search_…, create_…)"
    ]


def test_n102_reads_the_servers_own_name_as_a_vendor_prefix() -> None:
    # by hand: mcp-server-git names its tools git_commit, git_add, git_status: `git` is the
    # server's name, so `commit`/`add` are the verbs; `status` is still no verb. Session 41:
    # the server's name and one verb names no object, a bare verb (the third and fourth
    # label sets' reviewers: "brand plus a bare verb", tavily_search); a verb and an
    # object after the server's name is verb + object
    deck = namespaced_deck(
        ("git", "git_commit"), ("git", "git_add"), ("git", "git_status"), ("git", "git_add_files")
    )
    found = codes(deck, "N102")
    assert [m.split(" /name")[0] for m in found] == [
        "git__git_commit",
        "git__git_add",
        "git__git_status",
    ]
    assert "is the server's name and a bare verb 'commit'" in found[0]
    # outside a config the two-word name is judged as before (no server to compare with)
    assert len(codes([tool("git_commit")], "N102")) == 1


def test_n102_verb_object() -> None:
    assert len(codes([tool("order_info")], "N102")) == 1
    assert len(codes([tool("search")], "N102")) == 1  # bare verb
    # object.verb with a namespace is verb + object
    assert codes([tool("get_order"), tool("transaction_summary.generate")], "N102") == []
    assert codes([tool("unresolve_review_thread")], "N102") == []  # un- + verb
    assert codes([tool("copilot_searchCodebase")], "N102") == []  # vendor prefix + verb


@pytest.mark.parametrize("name", ["handler", "process", "do_action", "tool_a", "fn_001"])
def test_n103_generic_names_fire(name: str) -> None:
    assert len(codes([tool(name)], "N103")) == 1


def test_n103_quiet_on_specific_names() -> None:
    assert codes([tool("t_test"), tool("search_tool.query"), tool("get_order")], "N103") == []


def test_n104_numbered_siblings() -> None:
    found = codes([tool("search"), tool("search2"), tool("svc1_find"), tool("svc2_find")], "N104")
    assert len(found) == 4
    assert codes([tool("search_issues"), tool("search_code")], "N104") == []
    # a case-only difference is N109's, not N104's
    assert codes([tool("calculate_BMI"), tool("calculate_bmi")], "N104") == []
    # a large group lists four siblings and counts the rest (linear in the group's size)
    many = codes([tool(f"tool_{i:03d}") for i in range(7)], "N104")
    assert len(many) == 7
    assert many[0].endswith(
        "'tool_000' differs from tool_001, tool_002, tool_003, tool_004 (+2 more) only by a "
        "number, a suffix or separators; merge them or name the difference"
    )


def test_n105_object_kind_siblings() -> None:
    found = codes([tool("extract_pdf_text"), tool("extract_docx_content")], "N105")
    assert len(found) == 2 and "docx/pdf" in found[0]
    assert codes([tool("extract_pdf_text"), tool("summarize_pdf_text")], "N105") == []


def test_n104_plural_and_qualified_siblings() -> None:
    # by hand: equal once the plural is folded; a name that is another plus "with …"
    found = codes([tool("API-get-user"), tool("API-get-users")], "N104")
    assert found == [
        "API-get-user /name: 'API-get-user' differs from API-get-users only by a plural; "
        "merge them or name the difference (one id vs a list?)",
        "API-get-users /name: 'API-get-users' differs from API-get-user only by a plural; "
        "merge them or name the difference (one id vs a list?)",
    ]
    tail = codes(
        [tool("assign_copilot_to_issue"), tool("assign_copilot_to_issue_with_intent")], "N104"
    )
    assert len(tail) == 2 and "plus 'with intent'" in " ".join(tail)
    # a longer name with another object is no variant, nor a qualifier in the verb's slot
    assert codes([tool("get_issue"), tool("get_issue_comments")], "N104") == []
    assert codes([tool("search"), tool("search_by_tag")], "N104") == []


def test_n104_plural_folding_knows_latin_and_false_plurals() -> None:
    # by hand: statuses/status and analyses/analysis are pairs; news is no plural of new
    pairs = [tool("get_status"), tool("get_statuses"), tool("get_analysis")]
    pairs.append(tool("get_analyses"))
    assert len(codes(pairs, "N104")) == 4
    assert codes([tool("get_news"), tool("get_new")], "N104") == []


def _params(*names: str) -> dict[str, Any]:
    return {**OBJ, "properties": {n: {"type": "string"} for n in names}, "required": []}


def test_n105_a_party_and_a_thing_are_no_object_kinds() -> None:
    # @modelcontextprotocol/server-github 2025.4.8's search_issues / search_users share
    # {q, sort, order, page, per_page} but return issues against people: no kind enum
    query = ("q", "sort", "order", "page", "per_page")
    users = tool("search_users", schema=_params(*query))
    issues = tool("search_issues", schema=_params(*query))
    assert codes([users, issues], "N105") == []
    code = tool("search_code", schema=_params(*query))
    assert len(codes([code, issues], "N105")) == 2  # two things: still kinds


def test_n105_object_kind_siblings_by_schema() -> None:
    # by hand: one word apart, parameter names 9 of 10 shared (Jaccard 0.9 >= 0.85)
    nine = ("data", "title", "width", "height", "theme", "style", "axis_x", "axis_y", "stack")
    bar = tool("generate_bar_chart", schema=_params(*nine, "group"))
    area = tool("generate_area_chart", schema=_params(*nine))
    assert len(codes([bar, area], "N105")) == 2
    # two words apart (issues / pull requests), the same parameters
    query = ("query", "owner", "repo", "sort", "order", "page")
    issues = tool("search_issues", schema=_params(*query))
    prs = tool("search_pull_requests", schema=_params(*query))
    assert "'search_issues' and search_pull_requests" in codes([issues, prs], "N105")[0]
    # 6 of 8 shared (0.75): different tools; two parameters say nothing; the verb differs
    pie = tool("generate_pie_chart", schema=_params(*nine[:6], "inner_radius", "label"))
    assert codes([area, pie], "N105") == []
    small = [tool("list_tags", schema=_params("owner", "repo"))]
    small.append(tool("list_labels", schema=_params("owner", "repo")))
    assert codes(small, "N105") == []
    # a verb outside the read/write lists is still the verb (N102's list): encrypt/decrypt
    crypt = [tool(f"{v}_file", schema=_params(*query)) for v in ("encrypt", "decrypt")]
    assert codes(crypt, "N105") == []
    # the message names the differing words
    day = [tool(f"get_weather_{d}", schema=_params(*query)) for d in ("today", "tomorrow")]
    assert "differ only by today/tomorrow" in codes(day, "N105")[0]
    verbs = [
        tool("get_issues", schema=_params(*query)),
        tool("list_issues", schema=_params(*query)),
    ]
    assert codes(verbs, "N105") == []


def test_n106_name_length() -> None:
    assert len(codes([tool("get_" + "x" * 61)], "N106")) == 1  # 65 characters
    assert codes([tool("get_" + "x" * 60)], "N106") == []  # 64


def test_n107_invalid_characters() -> None:
    assert codes([tool("math.factorial")], "N107") == [
        "math.factorial /name: name holds '.', which OpenAI and Anthropic refuse (MCP allows "
        "'.'; a client that does not rewrite it fails)"
    ]
    assert codes([tool("get x!")], "N107") == [
        "get x! /name: name holds ' ' '!', which OpenAI and Anthropic refuse"
    ]
    assert codes([tool("math_factorial"), tool("get-order")], "N107") == []


def test_n107_is_an_error_where_no_protocol_allows_the_name() -> None:
    """A fresh user's finding: a name with ' ' or '!' (refused by OpenAI's and Anthropic's
    ^[a-zA-Z0-9_-]{1,64}$, and outside MCP's letters, digits, '_', '-', '.') was only a
    warning. It is an error; a name whose only such character is '.' stays a warning. A
    severity configured for N107 still decides for every case."""
    from tooldeck.lint import Severity

    deck = Deck([tool("get x!"), tool("fs/read"), tool("math.factorial"), tool("a.b c")])
    found = {f.tool: f.severity for f in lint(deck, LintConfig(select=("N107",))).findings}
    assert found == {
        "get x!": Severity.error,
        "fs/read": Severity.error,
        "math.factorial": Severity.warning,
        "a.b c": Severity.error,
    }
    config = LintConfig(select=("N107",), severity={"N107": Severity.info})
    assert {f.severity for f in lint(deck, config).findings} == {Severity.info}


def test_n108_gemini_first_character() -> None:
    assert len(codes([tool("3d_render")], "N108")) == 1
    assert codes([tool("render_3d"), tool("_private")], "N108") == []


def test_n109_case_collision() -> None:
    assert len(codes([tool("get_User"), tool("get_user")], "N109")) == 2
    assert codes([tool("get_user"), tool("get_users")], "N109") == []


def test_n109_look_alike_letters_are_a_collision() -> None:
    """A fresh user's finding: 'read_f\u0456le' (Cyrillic і, U+0456) beside 'read_file' got
    only warnings while a case-only difference is an error. Both are N109 errors now, and
    the message says look-alike letters; a name wholly in Cyrillic stays apart."""
    hits = codes([tool("read_file"), tool("read_f\u0456le")], "N109")
    assert len(hits) == 2
    assert all("ignoring case and look-alike letters" in h for h in hits)
    assert codes([tool("read_file"), tool("\u0447\u0438\u0442\u0430\u0442\u044c")], "N109") == []


def test_n109_unicode_equivalent_names_are_a_collision() -> None:
    """'caf\u00e9' (precomposed) and 'cafe\u0301' (e + combining acute) are the same name
    to a reader and canonically equivalent (Unicode NFC/NFKC), but were only an X101
    look-alike warning: no N109 error. Fullwidth letters fold under NFKC too."""
    hits = codes([tool("caf\u00e9"), tool("cafe\u0301")], "N109")
    assert len(hits) == 2
    assert all("once Unicode-normalised (NFKC)" in h and "ignoring case" not in h for h in hits)
    assert all("'caf\\xe9' vs 'cafe\\u0301'" in h for h in hits)  # the code points shown
    fullwidth = codes([tool("get_user"), tool("\uff47\uff45\uff54_user")], "N109")
    assert len(fullwidth) == 2
    assert codes([tool("caf\u00e9"), tool("cafe")], "N109") == []  # another name


# --- description ---------------------------------------------------------------------------


def test_d101_missing() -> None:
    assert len(codes([tool(description="  ")], "D101")) == 1
    assert codes([tool()], "D101") == []


def test_d102_short_english_and_chinese() -> None:
    assert len(codes([tool(description="Gets weather.")], "D102")) == 1
    assert len(codes([tool(description="查询天气。")], "D102")) == 1  # 4 CJK ×3 + 1 = 13
    assert codes([tool(description="查询指定城市当前的天气情况，返回温度和风力。")], "D102") == []
    assert codes([tool()], "D102") == []
    # the CJK weighting is named only where it applied
    (english,) = codes([tool(description="Gets weather.")], "D102")
    assert "is 13 characters; write at least 40" in english and "CJK" not in english
    (chinese,) = codes([tool(description="查询天气。")], "D102")
    assert (
        "is 13 characters (a CJK ideograph counts 3, a kana or Hangul syllable 2)" in chinese
    )  # 4 × 3 + 1


def test_d103_restates_name() -> None:
    assert len(codes([tool("get_weather", "Get the weather.")], "D103")) == 1
    assert codes([tool("get_weather", "Current temperature for a city.")], "D103") == []
    # the one new word is quoted as the description spells it, not as its stem ('timezon')
    (message,) = codes([tool("get_current_time", "Get current time in a timezone.")], "D103")
    assert "(only 'timezone' is new)" in message


@pytest.mark.parametrize(
    ("code", "quiet_text"),
    [
        ("D104", "Returns the weather. Use when the user asks about today's weather."),
        ("D104", "查询天气，用于回答用户关于今天天气的问题。"),
        ("D104", "Hands the chat to a person, for complex issues that need a human."),
        ("D105", "Returns the weather. Do not use it for forecasts."),
        ("D105", "查询当前天气。不要用于天气预报。"),
        ("D107", "Returns temperature and wind for a city."),
        ("D107", "查询城市天气，返回温度和风力。"),
    ],
)
def test_description_intent_english_and_chinese(code: str, quiet_text: str) -> None:
    assert len(codes([tool("get_weather", "Weather lookup for a city.")], code)) == 1
    assert len(codes([tool("get_weather", "城市天气查询工具。")], code)) == 1
    assert codes([tool("get_weather", quiet_text)], code) == []


@pytest.mark.parametrize(
    "text",
    [
        "Echoes back the input string",  # server-everything's echo tool
        "Sends back the signed upload URL.",
        "Hands back the id of the new job.",
        "Passes back whatever the upstream service answered.",
    ],
)
def test_d107_a_verb_of_giving_back_states_the_output(text: str) -> None:
    """ "<verb> back" says what comes back as "returns" does ("gives back" already did);
    kinds.md D107 does not label a result the text fully determines (the echoed input)."""
    assert codes([tool("echo", text)], "D107") == []


def test_d107_other_backs_do_not_state_the_output() -> None:
    # "falls back" and "rolls back" say nothing of the result (by hand)
    assert (
        len(codes([tool("search_docs", "Searches the docs; falls back to the web.")], "D107")) == 1
    )
    assert len(codes([tool("undo_change", "Rolls back the last change to a page.")], "D107")) == 1


def test_d106_lookalike_not_named() -> None:
    a = tool("list_orders", "Lists the orders of a customer by user id, newest first.")
    b = tool("search_orders", "Lists the orders of a customer by phone number, newest first.")
    assert len(codes(with_filler(a, b), "D106")) == 2
    a2 = tool("list_orders", a.description + " Contrast: search_orders takes a phone number.")
    b2 = tool("search_orders", b.description + " Contrast: list_orders takes a user id.")
    assert codes(with_filler(a2, b2), "D106") == []


def test_d108_generic_first_sentence() -> None:
    vague = "Order query. Looks up order information for the customer."
    assert len(codes([tool(description=vague)], "D108")) == 1
    assert (
        len(codes([tool(description="订单查询。根据订单号返回订单状态和物流信息。")], "D108")) == 1
    )
    specific = "This function adds statements for initializing properties. It works on ASTs."
    assert codes([tool(description=specific), tool("get_order_2")], "D108") == []


def test_d109_unknown_parameter() -> None:
    text = "Lists orders; use the page_token parameter for more."
    schema = prop_schema("user_id", {"type": "string", "description": "Customer id."})
    assert codes([tool("list_orders", text, schema)], "D109") == [
        "list_orders /description: mentions parameter 'page_token', which the schema does not have"
    ]
    schema2 = {
        **schema,
        "properties": {**schema["properties"], "page_token": {"type": "string"}},
    }
    assert codes([tool("list_orders", text, schema2)], "D109") == []


def test_d110_unknown_tool() -> None:
    text = "Needs a customer id; call lookup_customer first."
    assert codes([tool("get_orders", text)], "D110") == [
        "get_orders /description: refers to tool 'lookup_customer', which is not in this deck"
    ]
    assert codes([tool("get_orders", text), tool("lookup_customer")], "D110") == []


def test_d110_reads_using_calling_titles_and_suggests_a_name() -> None:
    # by hand: "using X" / "calling X" / "X operations" are tool contexts; a client's alias
    # whose words one deck tool holds is suggested
    deck = [
        tool("find_text", "Searches files; better than using read_file many times."),
        tool("multi_edit", "Applies several rename_symbol operations in a single call."),
        tool("read_file_contents", "Reads a file."),
    ]
    assert codes(deck, "D110") == [
        "find_text /description: refers to tool 'read_file', which is not in this deck "
        "(did you mean 'read_file_contents'?)",
        "multi_edit /description: refers to tool 'rename_symbol', which is not in this deck",
    ]
    # a tool named by its quoted title: the model needs the name
    query = tool("query-docs", "Queries the docs of a library.", title="Query Documentation")
    resolve = tool("resolve-library-id", "You must call this before 'Query Documentation' tool.")
    assert codes([query, resolve], "D110") == [
        "resolve-library-id /description: refers to tool 'Query Documentation' by its title; "
        "a model calls tools by name: write 'query-docs'"
    ]
    # its own name as another client spells it is not another tool
    own = tool("copilot_applyPatch", "Edits files. Call apply_patch with a diff.")
    assert codes([own], "D110") == []


def test_d102_counts_the_content_not_a_generated_wrapper() -> None:
    # by hand: "Retrieve a user" is 15 characters once Notion's "Notion | " label and its
    # "Error Responses:" list are left out (the whole text is 50)
    text = "Notion | Retrieve a user\nError Responses:\n400: Bad request"
    assert codes([tool("API-get-user", text)], "D102") == [
        "API-get-user /description: description is 15 characters of content (a list of "
        "status codes and the 'Notion |' label not counted); write at least 40: what, when, "
        "when not, output"
    ]
    long = "Notion | Returns one user of the workspace by id, with name, avatar and email.\n400: x"
    assert codes([tool("API-get-user", long)], "D102") == []
    # a description that is only a list of codes is measured whole
    assert len(codes([tool("ping", "400: Bad request")], "D102")) == 1


def test_d109_a_parameter_respelled() -> None:
    # by hand: is_revision folds to isrevision, the schema's isRevision too
    schema = {**OBJ, "properties": {"isRevision": {"type": "boolean"}}}
    text = "Records a thought. Set is_revision when this thought revises an earlier one."
    assert codes([tool("think", text, schema)], "D109") == [
        "think /description: mentions parameter 'is_revision'; the schema spells it "
        "'isRevision' (a model copies the spelling it reads)"
    ]
    same = "Records a thought. Set isRevision when this thought revises an earlier one."
    assert codes([tool("think", same, schema)], "D109") == []


@pytest.mark.parametrize(
    "description",
    [
        "Reads a file. DEPRECATED: use read_text_file instead.",
        "This is a placeholder tool, do not use.",
        "Edits files. This tool is deprecated and will be removed in a future release.",
        "[Deprecated] Lists the old v1 projects.",
        "读取文件。已弃用，请改用 read_text_file。",
        "Sends a fax. Do not use this tool.",
    ],
)
def test_d112_a_retired_tool(description: str) -> None:
    assert len(codes([tool("read_file", description)], "D112")) == 1


@pytest.mark.parametrize(
    "description",
    [
        "Writes a file. DO NOT use this tool to create PDF files; use make_pdf.",
        "Lists pull requests. If the user names an author, do not use this tool: use search.",
        "Lists projects. The `legacy` parameter is deprecated; pass `version` instead.",
        "Returns the deprecation date of an API version.",
    ],
)
def test_d112_an_exclusion_or_a_deprecated_parameter_is_not_a_retired_tool(
    description: str,
) -> None:
    assert codes([tool("list_projects", description)], "D112") == []


def test_d111_token_budget() -> None:
    # characters/4 by hand: 116 characters, no CJK → ceil(116 / 4) = 29 tokens
    assert len(GOOD_DESCRIPTION) == 116
    assert CharsPerToken().count(GOOD_DESCRIPTION) == 29
    assert CharsPerToken().count("查询天气 ok") == 4 + 1  # 4 CJK + ceil(3 / 4)
    # the cost stage's o200k_base (real vocabulary) counts 27 tokens: a budget of 20 fires
    assert len(codes([tool()], "D111", description_token_budget=20)) == 1
    assert codes([tool()], "D111", description_token_budget=250) == []
    # a pluggable counter
    loose = lint(
        Deck([tool()]),
        LintConfig(select=("D111",), options=LintOptions(description_token_budget=28)),
        token_counter=CharsPerToken(),
    )
    assert [f.message for f in loose.findings] == [
        "description is 29 tokens as sent (JSON-escaped, as `tooldeck cost` counts it); "
        "budget is 28"
    ]


def test_d111_unknown_tokenizer_is_an_error() -> None:
    from tooldeck.errors import ToolDeckError

    with pytest.raises(ToolDeckError, match="nope"):
        lint(Deck([tool()]), LintConfig(options=LintOptions(tokenizer="nope")))


# --- schema --------------------------------------------------------------------------------


def test_s101_not_2020_12() -> None:
    draft4 = {
        "$schema": "http://json-schema.org/draft-04/schema#",
        "type": "object",
        "properties": {"n": {"type": "number", "minimum": 0, "exclusiveMinimum": True}},
    }
    found = codes([tool(schema=draft4)], "S101")
    assert len(found) == 1 and "/input_schema/properties/n/exclusiveMinimum" in found[0]
    ok = {"type": "object", "properties": {"n": {"type": "number", "exclusiveMinimum": 0}}}
    assert codes([tool(schema=ok)], "S101") == []


def test_s102_root_not_plain_object() -> None:
    one_of = {
        "type": "object",
        "oneOf": [
            {"properties": {"id": {"type": "string"}}, "required": ["id"]},
            {"properties": {"email": {"type": "string"}}, "required": ["email"]},
        ],
    }
    assert len(codes([tool(schema=one_of)], "S102")) == 1
    assert codes([tool()], "S102") == []


def test_s103_no_required() -> None:
    schema = {"type": "object", "properties": {"a": {"type": "string"}}}
    assert codes([tool(schema=schema)], "S103") == [
        "get_order /input_schema: properties without 'required'; list the mandatory ones (or [])"
    ]
    branches = {**schema, "anyOf": [{"required": ["a"]}]}
    assert (
        codes([tool(schema={**schema, "required": []}), tool("g", schema=branches)], "S103") == []
    )


def test_s104_additional_properties() -> None:
    open_ = {"type": "object", "properties": {"a": {"type": "string"}}, "required": []}
    assert len(codes([tool(schema=open_)], "S104")) == 1
    assert codes([tool(schema={**open_, "additionalProperties": False})], "S104") == []


def test_s105_property_description() -> None:
    assert len(codes([tool(schema=prop_schema("days", {"type": "integer"}))], "S105")) == 1
    described = prop_schema("days", {"type": "integer", "description": "Look-back in days."})
    items_described = prop_schema(
        "colors", {"type": "array", "items": {"type": "string", "description": "Colors."}}
    )
    assert codes([tool(schema=described), tool("g", schema=items_described)], "S105") == []


def test_s106_closed_set_in_prose() -> None:
    sort = prop_schema("sort", {"type": "string", "description": "Order: 'asc' or 'desc'."})
    assert codes([tool(schema=sort)], "S106") == [
        "get_order /input_schema/properties/sort: 'sort' lists asc, desc in prose; declare "
        "them as enum"
    ]
    enum = prop_schema("sort", {"type": "string", "enum": ["asc", "desc"], "description": "x"})
    query = prop_schema(
        "query",
        {"type": "string", "description": "Search text, e.g. 'is:open' or 'label:bug'."},
    )
    open_set = prop_schema(
        "crypt", {"type": "string", "description": "Algorithm, such as 'DES' or 'DESede'."}
    )
    quiet = [tool(schema=enum), tool("g", schema=query), tool("h", schema=open_set)]
    assert codes(quiet, "S106") == []


def test_s107_id_without_pattern() -> None:
    plain = prop_schema("order_id", {"type": "string", "description": "The order."})
    assert len(codes([tool(schema=plain)], "S107")) == 1
    camel = prop_schema("orderId", {"type": "string", "description": "The order."})
    assert len(codes([tool(schema=camel)], "S107")) == 1
    pattern = prop_schema("order_id", {"type": "string", "pattern": "^ORD-[0-9]{6}$"})
    example = prop_schema("order_id", {"type": "string", "description": "e.g. ORD-700001"})
    integer = prop_schema("order_id", {"type": "integer", "description": "The order."})
    assert (
        codes([tool(schema=pattern), tool("b", schema=example), tool("c", schema=integer)], "S107")
        == []
    )


def test_s108_datetime_format() -> None:
    bare = prop_schema("start_date", {"type": "string", "description": "First day."})
    assert len(codes([tool(schema=bare)], "S108")) == 1
    fmt = prop_schema("start_date", {"type": "string", "format": "date"})
    unit = prop_schema("time", {"type": "integer", "description": "Duration in years."})
    named = prop_schema(
        "meal_time", {"type": "string", "description": "One of 'Breakfast', 'Lunch', 'Dinner'."}
    )
    quiet = [tool(schema=fmt), tool("b", schema=unit), tool("c", schema=named)]
    assert codes(quiet, "S108") == []


def test_s109_bounds_in_prose() -> None:
    prose = prop_schema("limit", {"type": "integer", "description": "Results, at most 100."})
    assert len(codes([tool(schema=prose)], "S109")) == 1


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("Results per page, at most 100.", "at most 100"),
        ("Between 1 and 5000.", "Between 1 and 5000"),
        ("Max: 1,000,000 rows.", "Max: 1,000,000"),
    ],
)
def test_s109_quotes_the_whole_number(text: str, quoted: str) -> None:
    """The session-22 breaker: the message quoted 'at most 1' for "at most 100" (the
    pattern stops at the number's first digit)."""
    prose = prop_schema("limit", {"type": "integer", "description": text})
    assert codes([tool(schema=prose)], "S109") == [
        f"get_order /input_schema/properties/limit: 'limit' states a bound in prose "
        f"({quoted!r}); add minimum/maximum"
    ]
    bounded = prop_schema(
        "limit", {"type": "integer", "maximum": 100, "description": "Results, at most 100."}
    )
    assert codes([tool(schema=bounded)], "S109") == []


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("Search query (max 400 chars, 50 words).", "max 400 chars"),
        ("Map title, should not exceed 16 characters.", "should not exceed 16 characters"),
        ("Display name, 1-64 characters.", "1-64 characters"),
        ("Between 3 and 30 characters.", "Between 3 and 30 characters"),
        ("The tweet, 280 characters max.", "280 characters max"),
        ("标题，不超过 16 个字符。", "不超过 16 个字符"),
        # a fresh user's misses: German, Spanish, an exact length, a cut
        ("Name, höchstens 30 Zeichen.", "höchstens 30 Zeichen"),
        ("Nombre, máximo 50 caracteres.", "máximo 50 caracteres"),
        ("Commit SHA (40 hex characters).", "(40 hex characters)"),
        ("Label; truncated to 32 chars.", "truncated to 32 chars"),
    ],
)
def test_s109_string_length_in_prose(text: str, quoted: str) -> None:
    # by hand: a bound word and a number of characters, no maxLength/minLength
    prose = prop_schema("title", {"type": "string", "description": text})
    assert codes([tool(schema=prose)], "S109") == [
        f"get_order /input_schema/properties/title: 'title' states a length in prose "
        f"({quoted!r}); add maxLength/minLength"
    ]


def test_s109_string_length_checked_or_not_a_length() -> None:
    checked = [
        {"type": "string", "maxLength": 400, "description": "Query, max 400 chars."},
        {"type": "string", "pattern": "^.{1,16}$", "description": "At most 16 characters."},
        {"type": "string", "description": "A summary of at most 50 words."},  # words
        {"type": "string", "description": "Up to 10 tags, comma-separated."},  # items
        {"type": "string", "description": "Characters to strip, e.g. 3 spaces."},
    ]
    tools = [tool(f"get_order_{i}", schema=prop_schema("q", s)) for i, s in enumerate(checked)]
    assert codes(tools, "S109") == []


def test_s110_too_many_required() -> None:
    def schema(n: int) -> dict[str, Any]:
        props = {f"p{i}": {"type": "string"} for i in range(n)}
        return {"type": "object", "properties": props, "required": list(props)}

    assert len(codes([tool(schema=schema(7))], "S110")) == 1
    assert codes([tool(schema=schema(6))], "S110") == []


def test_s111_empty_schema_with_inputs() -> None:
    assert len(codes([tool(description="Weather for the given city.", schema=OBJ)], "S111")) == 1
    assert codes([tool(description="Current server time.", schema=OBJ)], "S111") == []


def test_s112_nonstandard_type_from_bfcl() -> None:
    doc = {
        "name": "put_all",
        "description": "Copies a map.",
        "parameters": {
            "type": "dict",
            "properties": {"m": {"type": "HashMap", "description": "The map."}},
            "required": ["m"],
        },
    }
    deck = load_data([doc], format="bfcl").deck
    assert codes(deck, "S112") == [
        "put_all /input_schema/properties/m: dialect type 'HashMap' (read as 'object')"
    ]
    doc["parameters"]["properties"]["m"]["type"] = "dict"  # mapped without a marker
    assert codes(load_data([doc], format="bfcl").deck, "S112") == []


def test_s113_complex_without_examples() -> None:
    status = {"type": "object", "properties": {"status": {"type": "string"}}}
    one_level = prop_schema("filter", {**status, "additionalProperties": False})
    two_levels = prop_schema(
        "filter", {"type": "object", "properties": {"where": status}, "additionalProperties": False}
    )
    free_form = prop_schema("filter", {"type": "object", "description": "any Mongo filter"})
    # one nested object with declared keys is plain enough (the reviewer's criterion,
    # benchmarks/data/lint_labels/kinds.md: two levels, a free-form object, or 12+ parameters)
    assert codes([tool(schema=one_level)], "S113") == []
    assert len(codes([tool(schema=two_levels)], "S113")) == 1
    assert len(codes([tool(schema=free_form)], "S113")) == 1
    many = {
        "type": "object",
        "properties": {f"p{i}": {"type": "string", "description": "x"} for i in range(12)},
    }
    assert len(codes([tool(schema=many)], "S113")) == 1
    with_example = tool(schema=two_levels, examples=({"arguments": {"filter": {}}},))
    assert codes([with_example], "S113") == []


def test_unused_definitions_are_not_linted() -> None:
    """A $defs block shared by every tool of a server (Notion's MCP server) constrains only
    what the arguments refer to: S103/S105/S113/P102 ignore the unreferenced entries."""
    schema = {
        "type": "object",
        "properties": {"block_id": {"type": "string", "description": "Block id."}},
        "required": ["block_id"],
        "additionalProperties": False,
        "$defs": {"unused": {"type": "object", "properties": {"x": {}, "y": {"type": "object"}}}},
    }
    assert codes([tool(schema=schema)], "S103") == []
    assert codes([tool(schema=schema)], "S105") == []
    assert codes([tool(schema=schema)], "S113") == []
    assert codes([tool(schema=schema)], "P102") == []
    used = {**schema, "properties": {"block_id": {"$ref": "#/$defs/unused"}}}
    # x and y have no description, nor has block_id: its $ref leads to none (breakA26 L3)
    assert len(codes([tool(schema=used)], "S105")) == 3


def test_s114_unknown_keyword() -> None:
    odd = prop_schema("city", {"type": "string", "optional": True, "minLenght": 2})
    found = codes([tool(schema=odd)], "S114")
    assert len(found) == 2
    assert any("did you mean 'minLength'" in f for f in found)
    assert codes([tool(schema=prop_schema("c", {"type": "string", "x-ui": "text"}))], "S114") == []


def test_s114_knows_the_legacy_keywords_it_always_knew() -> None:
    legacy = {
        "type": "object",
        "definitions": {},
        "dependencies": {},
        "properties": {"c": {"$recursiveRef": "#"}},
        "additionalItems": False,
    }
    found = codes([tool(schema=legacy)], "S114")
    assert found == ["get_order /input_schema/additionalItems: unknown keyword "
                     "'additionalItems': it is ignored by validators"]  # fmt: skip


def test_s115_no_pagination() -> None:
    q = {"type": "string", "description": "Words."}
    # the shared GOOD_DESCRIPTION says one order by its id, a lookup (breakA26 M2)
    text = "Finds the orders whose items match the words."
    assert len(codes([tool("search_orders", text, schema=prop_schema("query", q))], "S115")) == 1
    paged = {
        "type": "object",
        "properties": {"query": q, "limit": {"type": "integer"}},
        "required": ["query"],
    }
    assert codes([tool("search_orders", schema=paged), tool("get_order")], "S115") == []


# --- cross-tool ----------------------------------------------------------------------------


def test_x101_confusable_pair() -> None:
    a = tool("get_user", "Gets a user record by id from the directory service.")
    b = tool("find_user", "Gets a user record by email from the directory service.")
    found = codes(with_filler(a, b), "X101")
    assert len(found) == 1 and "'find_user' and 'get_user' look alike" in found[0]
    b2 = tool("find_user", b.description + " Use get_user when you have the id.")
    assert codes(with_filler(a, b2), "X101") == []


def test_lookalike_scores_agree_with_plain_bm25s() -> None:
    """The look-alike similarity is plain BM25 (bm25s, lucene variant, the select stage's
    tokenisation, stop words dropped), normalised by each text's score against itself and
    averaged over both directions: recomputed here with bm25s directly as the reference."""
    import bm25s  # type: ignore[import-untyped]
    import numpy as np

    from tooldeck.lint.similarity import STOPWORDS, BM25Similarity, tool_text
    from tooldeck.select.tokenize import tokenize

    deck = load_deck(ROOT / "examples" / "aftersales" / "vague")
    via_select = BM25Similarity().pairs(deck, 0.3)

    corpus = [[t for t in tokenize(text) if t not in STOPWORDS] for text in tool_text(deck)]
    model = bm25s.BM25(k1=1.2, b=0.75, method="lucene")
    model.index(corpus, show_progress=False)
    scores = np.stack([model.get_scores(doc) for doc in corpus])
    normal = scores / np.diag(scores)[:, None]
    mean = (normal + normal.T) / 2
    expected = [
        (i, j, float(mean[i, j]))
        for i in range(len(corpus))
        for j in range(i + 1, len(corpus))
        if mean[i, j] >= 0.3
    ]
    assert [(i, j) for i, j, _ in via_select] == [(i, j) for i, j, _ in expected]
    assert all(abs(a[2] - b[2]) < 1e-5 for a, b in zip(via_select, expected, strict=True))
    assert len(via_select) == 7  # the 3 + 3 + 1 look-alike pairs of the three families


def test_x102_duplicate_description() -> None:
    assert len(codes([tool("a_x", "Order query."), tool("b_x", "order  QUERY.")], "X102")) == 2
    assert codes([tool("a_x", "Order query."), tool("b_x", "Refund query.")], "X102") == []


def test_x103_a_format_as_the_object_is_one_object() -> None:
    # mcp-server-fetch's fetch_json / fetch_txt (lint_labels3 dev, gateway_web): the same
    # {url, headers, max_length, start_index, proxy}; the name's "object" is the format
    # that comes back, so one tool with a format enum would do
    names = ("url", "headers", "max_length", "start_index", "proxy")
    schema = _params(*names)
    pair = [tool("fetch_json", schema=schema), tool("fetch_txt", schema=schema)]
    assert len(codes(pair, "X103")) == 2
    # two things, not formats, stay apart (list_branches / list_tags)
    pair = [tool("list_branches", schema=schema), tool("list_tags", schema=schema)]
    assert codes(pair, "X103") == []


def test_x103_duplicate_input_schema() -> None:
    schema = prop_schema("user_id", {"type": "string"})
    assert (
        len(codes([tool("get_user", schema=schema), tool("fetch_user", schema=schema)], "X103"))
        == 2
    )
    unrelated = [
        tool("get_latest_release", schema=schema),
        tool("star_repository", schema=schema),
        tool("list_branches", schema=schema),
        tool("list_tags", schema=schema),
    ]
    assert codes(unrelated, "X103") == []
    # titles, descriptions and examples do not make two schemas different
    worded = prop_schema(
        "user_id", {"type": "string", "title": "User Id", "description": "The user's id."}
    )
    found = codes([tool("get_user", schema=schema), tool("fetch_user", schema=worded)], "X103")
    assert len(found) == 2
    # archiving is an edit (session 22's breaker: get_note / archive_note and
    # delete_note / archive_note, sharing only note_id, drew X103)
    note = prop_schema("note_id", {"type": "string"})
    notes = [tool(f"{verb}_note", schema=note) for verb in ("get", "archive", "delete")]
    assert codes(notes, "X103") == []
    # verbs of different action classes tell read_query and write_query apart
    query = prop_schema("query", {"type": "string"})
    assert (
        codes([tool("read_query", schema=query), tool("write_query", schema=query)], "X103") == []
    )
    # a property *named* description is part of the shape
    other = prop_schema("description", {"type": "string"})
    assert codes([tool("get_user", schema=schema), tool("fetch_user", schema=other)], "X103") == []


# --- safety --------------------------------------------------------------------------------


def test_a101_write_without_hint() -> None:
    assert len(codes([tool("delete_repository")], "A101")) == 1
    assert len(codes([tool("repo_admin", "Deletes a repository.")], "A101")) == 1
    hinted = tool("delete_repository", annotations=ToolAnnotations(destructive_hint=True))
    assert codes([hinted, tool("get_repository")], "A101") == []
    # "<verb> back" says what comes back (as D107 reads it), not a change of state
    assert codes([tool("ping", "Sends back a pong.")], "A101") == []
    assert len(codes([tool("notify", "Sends an email to the on-call engineer.")], "A101")) == 1
    assert len(codes([tool("undo_deploy", "Rolls back the last deploy.")], "A101")) == 1


def test_a102_write_marked_read_only() -> None:
    bad = tool("delete_branch", annotations=ToolAnnotations(read_only_hint=True))
    assert len(codes([bad], "A102")) == 1
    good = tool("get_branch", annotations=ToolAnnotations(read_only_hint=True))
    assert codes([good], "A102") == []


@pytest.mark.parametrize(
    ("name", "description", "fires"),
    [
        # a fresh user's tool (session 22): A105 asked for readOnlyHint, then A102 called
        # the hint an error because the name starts with "refund"
        ("refund_status", "Check the status of a refund by refund id. Returns pending.", False),
        ("refund_status", "Check whether an order has been refunded and how much.", False),
        ("deploy_history", "Lists the deploys of a service, newest first.", False),
        # the same names whose text does the write keep the error
        ("refund_status", "Refunds the order and returns its status.", True),
        ("refund_order", "Refund an order in full.", True),
    ],
)
def test_a102_a_state_of_something_is_read(name: str, description: str, fires: bool) -> None:
    marked = tool(name, description, annotations=ToolAnnotations(read_only_hint=True))
    assert bool(codes([marked], "A102")) is fires


def _numbers(*names: str) -> dict[str, Any]:
    return {**OBJ, "properties": {n: {"type": "integer"} for n in names}, "required": []}


def test_a102_arithmetic_add_is_not_a_write() -> None:
    # by hand: the README's @tool(read_only=True) add(a: int, b: int), "Add two integers.":
    # a computing write verb, numeric parameters only, no object: nothing is kept
    ro = ToolAnnotations(read_only_hint=True)
    add = tool("add", "Add two integers.", _numbers("a", "b"), annotations=ro)
    add_numbers = tool("add_numbers", "Add two integers.", _numbers("a", "b"), annotations=ro)
    assert codes([add, add_numbers], "A102") == []
    # an object with a text parameter, or an object another tool of the deck keeps
    comment = {**OBJ, "properties": {"issue_id": {"type": "integer"}, "body": {"type": "string"}}}
    assert len(codes([tool("add_comment", "Add a comment.", comment, annotations=ro)], "A102")) == 1
    # a bare verb with text parameters keeps what it is given (a reviewer's finding: these
    # were silent once the bare name counted as "no object")
    pair = {**OBJ, "properties": {"key": {"type": "string"}, "value": {"type": "string"}}}
    assert len(codes([tool("add", "Add a key to the store.", pair, annotations=ro)], "A102")) == 1
    # 'open' is a verb for N102 but not a read: it does not silence a stated write
    opened = tool("open_issue", "Creates a new issue in the repository.")
    assert len(codes([opened], "A101")) == 1
    deck = [
        tool("add_points", "Add points.", _numbers("user_id", "points"), annotations=ro),
        tool("list_points", "List the points of a user.", _numbers("user_id")),
    ]
    assert len(codes(deck, "A102")) == 1
    # a stated write
    said = tool("add", "Writes the sum to the ledger.", _numbers("a", "b"), annotations=ro)
    assert len(codes([said], "A102")) == 1


def test_a102_and_n102_read_the_first_word_as_the_verb() -> None:
    # by hand: 'tail' (show a file's end) is the verb of tail_log, 'log' its object
    ro = ToolAnnotations(read_only_hint=True)
    tail_log = tool("tail_log", "Show the last lines of a log file.", annotations=ro)
    assert codes([tail_log], "A102") == []
    assert codes([tail_log, tool("open_nodes", "Open nodes by name.")], "N102") == []
    # a first word that is no verb still lets a later verb be the name's verb
    assert len(codes([tool("slack_post_message", annotations=ro)], "A102")) == 1


def test_a103_destructive_without_guard() -> None:
    hint = ToolAnnotations(destructive_hint=True)
    assert len(codes([tool("approve_refund", "Refund handling.", annotations=hint)], "A103")) == 1
    guarded = tool(
        "approve_refund",
        "Pays out a refund. Only when a reviewer explicitly approves a refund_id.",
        annotations=hint,
    )
    chinese = tool("delete_file", "删除文件。必须先确认用户的明确授权。")
    assert codes([guarded, chinese], "A103") == []


def test_a104_read_marked_destructive() -> None:
    bad = tool("list_orders", annotations=ToolAnnotations(destructive_hint=True))
    assert len(codes([bad], "A104")) == 1
    good = tool("list_orders", annotations=ToolAnnotations(read_only_hint=True))
    assert codes([good], "A104") == []


def test_a105_read_without_hint() -> None:
    # by hand: the name's verb reads and no read_only_hint is declared
    assert codes([tool("list_orders")], "A105") == [
        "list_orders /annotations: only reads ('list') but states no read_only_hint; "
        "declare it true"
    ]
    # the verb after a server prefix; a name without a verb read by its description
    assert len(codes([tool("slack_get_users")], "A105")) == 1
    assert len(codes([tool("repo_tree", "Shows the files of a repository.")], "A105")) == 1
    # a write word the description reads as a noun: git_log shows logs
    assert len(codes([tool("git_log", "Shows the commit logs.")], "A105")) == 1
    ro = ToolAnnotations(read_only_hint=True)
    silent = [
        tool("get_order", annotations=ro),  # declared
        tool("list_orders", annotations=ToolAnnotations(destructive_hint=True)),  # A104's
        tool("delete_order"),  # a write
        tool("extract_archive", "Unpacks an archive into a folder."),  # writes files
        tool("repo_admin", "Deletes a repository."),  # the description says it writes
        tool("order_tool", "Order handling."),  # says neither
    ]
    assert codes(silent, "A105") == []
    # an explicit false: reported on a plain read, a stated choice on a computing verb
    no = ToolAnnotations(read_only_hint=False)
    assert codes([tool("get_order", annotations=no)], "A105") == [
        "get_order /annotations/read_only_hint: only reads ('get') but is marked "
        "read_only_hint: false; declare it true"
    ]
    assert codes([tool("simulate_query", "Simulates a query.", annotations=no)], "A105") == []


@pytest.mark.parametrize(
    ("name", "description"),
    [
        # a fresh user's report: each states a write, so read_only_hint would be wrong
        ("search_and_replace", "Searches a file for a pattern and replaces every match."),
        ("read_emails", "Reads unread emails and marks them as read."),
        ("list_and_archive", "Lists old emails and archives them."),
        ("fetch_and_store", "Fetches a URL and stores the page in the knowledge base."),
        ("find_or_create_contact", "Finds a contact by email, creating it if it does not exist."),
        ("get_token", "Gets a new access token by creating a session on the server."),
        ("check_in_guest", "Checks a hotel guest in and assigns a room."),
    ],
)
def test_a105_a_read_that_also_writes_is_not_read_only(name: str, description: str) -> None:
    assert codes([tool(name, description)], "A105") == []


def test_a105_a_plural_noun_or_a_negated_write_is_no_write() -> None:
    # "commits", "changes" are nouns here; "without modifying" negates the write
    for description in (
        "Lists the commits of a branch.",
        "Get git diffs of current file changes in a repository.",
        "Reads a file without modifying it.",
    ):
        assert len(codes([tool("get_history", description)], "A105")) == 1, description


@pytest.mark.parametrize(
    ("name", "description", "word"),
    [
        # a fresh user's report: only English openings were read. Written for this test:
        # each names no verb (the description's opening says it reads) and declares no hint
        ("shipment_status", "查询订单的物流状态。", "查询"),
        ("weather_cn", "获取指定城市的实时天气。", "获取"),
        ("pending_tickets", "列出所有未关闭的工单。", "列出"),
        ("shipment_tw", "查詢訂單的物流狀態。", "查詢"),
        ("inventario", "Obtiene el inventario actual de un almacén.", "obtiene"),
        ("productos", "Lista los productos de una categoría.", "lista"),
        ("kundendaten", "Liefert die Stammdaten eines Kunden.", "liefert"),
        ("lagerbestand", "Gibt den aktuellen Lagerbestand eines Artikels zurück.", "gibt zurück"),
        ("commandes_client", "Récupère les commandes d'un client.", "récupère"),
        ("factures", "Liste les factures impayées.", "liste"),
        ("zaiko", "商品の在庫数を取得します。", "取得"),
        ("chumon", "注文の一覧を返します。", "返します"),
    ],
)
def test_a105_reads_the_opening_read_verb_of_other_languages(
    name: str, description: str, word: str
) -> None:
    assert codes([tool(name, description)], "A105") == [
        f"{name} /annotations: only reads ({word!r}) but states no read_only_hint; declare it true"
    ]


@pytest.mark.parametrize(
    ("name", "description"),
    [
        # a write in the same language, opening or later: not read-only
        ("dingdan", "查询订单并将其标记为已读。"),
        ("pedido_nuevo", "Crea un pedido nuevo para un cliente."),
        ("inventario_sync", "Obtiene el inventario y actualiza la caché local."),
        ("kunden_sync", "Liefert die Stammdaten eines Kunden und speichert sie im Cache."),
        ("commandes_sync", "Récupère les commandes et les marque comme lues."),
        ("zaiko_sync", "在庫数を取得して、キャッシュを更新します。"),
        # "Gibt" without "zurück" is no read ("Gibt einen Artikel frei": releases it)
        ("artikel_frei", "Gibt einen gesperrten Artikel frei."),
    ],
)
def test_a105_a_write_in_another_language_is_not_read_only(name: str, description: str) -> None:
    assert codes([tool(name, description)], "A105") == []


def test_a101_a105_are_not_run_on_a_format_without_annotations() -> None:
    # OpenAI's function format cannot carry annotations: asking to declare one is noise
    data = [
        {"type": "function", "function": {"name": n, "description": d, "parameters": OBJ}}
        for n, d in (("list_users", "Lists users."), ("delete_user", "Deletes a user."))
    ]
    loaded = load_data(data)
    assert loaded.format == "openai"
    config = LintConfig(select=("A101", "A105"))
    result = lint(loaded.deck, config, field_names=loaded.format)
    assert result.findings == ()
    assert any(
        "A101 (declare destructiveHint), A105 (declare readOnlyHint)" in n
        and "openai format has no tool annotations" in n
        for n in result.notes
    )
    # the same tools read as MCP are reported
    mcp = lint(loaded.deck, config, field_names="mcp")
    assert sorted(f.code for f in mcp.findings) == ["A101", "A105"]
    assert {f.pointer for f in mcp.findings} == {"/annotations"}


# --- provider ------------------------------------------------------------------------------


def test_p101_too_many_tools() -> None:
    tools = [tool(f"get_item_{i}") for i in range(5)]
    assert codes(tools, "P101", max_tools=4) == [
        "None : 5 tools; max-tools allows 4 per request — select a subset"
    ]
    assert codes(tools, "P101", max_tools=5) == []


def test_p102_strict_incompatible() -> None:
    free = prop_schema("meta", {"type": "object", "description": "Anything."})
    found = codes([tool(schema=free)], "P102")
    assert len(found) == 1 and "/input_schema/properties/meta" in found[0]
    assert codes([tool()], "P102") == []


def test_p103_strict_nesting() -> None:
    leaf: dict[str, Any] = {"type": "string"}
    for _ in range(6):
        leaf = {"type": "object", "properties": {"x": leaf}, "required": ["x"]}
    deep = {**leaf, "additionalProperties": False}
    assert codes([tool(schema=deep)], "P103") == [
        "get_order /input_schema: objects nest 6 levels; strict mode allows 5"
    ]
    assert codes([tool(schema=deep)], "P103", strict_max_depth=6) == []


def test_p104_gemini_is_opt_in() -> None:
    assert len(codes([tool()], "P104")) == 1  # additionalProperties: false at the root
    default_codes = {r.code for r in LintConfig().selected_rules()}
    assert "P104" not in default_codes
    assert codes([tool(schema={"type": "object", "properties": {}})], "P104") == []


def test_a110_environment_exposed() -> None:
    """A tool that returns every environment variable; its twin returns names only (more
    cases: test_environment_exposed_s36.py)."""
    env = tool("get_env", "Returns all environment variables of the server process.")
    assert len(codes([env], "A110")) == 1
    names = tool("get_env", "Returns the names of all environment variables, not their values.")
    assert codes([names], "A110") == []


def test_a111_local_file_sent_out() -> None:
    """An upload tool whose path parameter is the local file it sends; its twin takes the
    content instead (more cases: test_a111_local_file_sent_out_s42.py)."""
    path = {"file_path": {"type": "string", "description": "Path to the file to upload"}}
    upload = tool("upload_file", "Uploads a file to the project.", {**OBJ, "properties": path})
    assert len(codes([upload], "A111")) == 1
    content = {"content": {"type": "string", "description": "The file's bytes, base64"}}
    twin = tool("upload_file", "Uploads a file to the project.", {**OBJ, "properties": content})
    assert codes([twin], "A111") == []


def test_every_rule_has_a_test_here() -> None:
    import re
    from pathlib import Path

    text = Path(__file__).read_text()
    tested = set(re.findall(r'"([NDSXAPL]\d{3})"', text)) | set(
        c.upper() for c in re.findall(r"def test_([nsdxapl]\d{3})", text)
    )
    # the poisoning family (T) is tested in test_poison.py
    missing = [r.code for r in all_rules() if r.code[0] not in "ET" and r.code not in tested]
    assert missing == []


def test_target_gemini_runs_p104_and_leaves_out_s104() -> None:
    """With target gemini, P104 is in the default selection and names every keyword the
    gemini export converts or drops (the same function decides both); S104, which would
    recommend additionalProperties (refused by Gemini), stays quiet."""
    gemini = LintConfig(options=LintOptions(target="gemini"))
    assert "P104" in {r.code for r in gemini.selected_rules()}
    assert "P104" not in {r.code for r in LintConfig(options=LintOptions()).selected_rules()}
    schema = {
        "type": "object",
        "properties": {
            "a": {"type": ["string", "null"]},
            "b": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
            "c": {"type": "object", "properties": {"x": {"type": "string"}}},
        },
        "additionalProperties": False,
    }
    found = codes([tool(schema=schema)], "P104", target="gemini")
    assert len(found) == 3
    assert any("'type' (a list of types is written as nullable/anyOf" in m for m in found)
    assert any("'oneOf' (written as anyOf" in m for m in found)
    assert any("'additionalProperties' (dropped on export)" in m for m in found)
    # /properties/c is open: reported when nested objects are asked (session 39: the
    # arguments object only by default, which is closed here)
    assert codes([tool(schema=schema)], "S104") == []
    assert codes([tool(schema=schema)], "S104", closed_nested_objects=True) != []
    assert codes([tool(schema=schema)], "S104", target="gemini") == []
    with pytest.raises(Exception, match="option target has a wrong value 'gemin'"):
        LintOptions(target="gemin")


def test_d110_reads_a_gateway_namespace() -> None:
    """A client config's deck: the upstream names its sibling by its own name, which the
    gateway exposes as ``fs__read_text_file``. Session 15 read this as "not in this deck"
    (a user's reported false positive: the tool is there); session 22 reports it as the
    renamed tool it is, as three blind reviewers labelled it (lint_labels 1–3: "names
    get_projects; in this deck it is plane__get_projects"), with the name to write."""
    text = "Read a file. Deprecated: use read_text_file instead."
    deck = [tool("fs__read_file", text), tool("fs__read_text_file")]
    assert codes(deck, "D110") == [
        "fs__read_file /description: refers to tool 'read_text_file'; this deck names it "
        "'fs__read_text_file' (a model calls a tool by its exact name)"
    ]
    # two servers sharing the form: the mentioning tool's own server names it (before the
    # review the shared form was dropped and the mention went unreported)
    both = [tool("fs__read_file", text), tool("fs__read_text_file"), tool("git__read_text_file")]
    assert codes(both, "D110") == codes(deck, "D110")
    # a sibling of another namespace is not this server's tool: still reported
    other = [tool("fs__read_file", text), tool("git__read_text_file")]
    assert codes(other, "D110") == [
        "fs__read_file /description: refers to tool 'read_text_file', which is not in this deck"
    ]
    # nor is a tool of a deck without namespaces
    plain = [tool("read_file", text), tool("fs_read_text_file")]
    assert codes(plain, "D110") != []


def test_d110_names_the_server_prefixed_tool_a_short_name_means() -> None:
    """Asana's server writes "use this instead of search_tasks" in a deck whose tools are
    ``asana_…``: the model sees no tool ``search_tasks`` (lint_labels2's reviewer). A short
    form two tools share, the tool's own short name, and a parameter of that name are
    not reported."""
    text = "Get all tasks in a project. Use this instead of search_tasks for one project."
    deck = [
        tool("asana_get_tasks_for_project", text),
        tool("asana_search_tasks"),
        tool("asana_get_task"),
    ]
    assert codes(deck, "D110") == [
        "asana_get_tasks_for_project /description: refers to tool 'search_tasks'; this deck "
        "names it 'asana_search_tasks' (a model calls a tool by its exact name)"
    ]
    own = [tool("asana_search_tasks", "Search tasks; search_tasks takes a text."), *deck[2:]]
    own.append(tool("asana_get_tasks_for_project"))
    assert codes(own, "D110") == []
    param = tool(
        "asana_get_tasks_for_project",
        text,
        {"type": "object", "properties": {"search_tasks": {"type": "boolean"}}},
    )
    assert codes([param, *deck[1:]], "D110") == []


# Session 13 (a fresh user's shop deck): required names no property declares.
# Expected findings derived by hand from JSON Schema 2020-12: with additionalProperties
# false an undeclared required key can be neither sent nor left out.

SHIP = {
    "type": "object",
    "properties": {"order_id": {"type": "string"}, "tracking_no": {"type": "string"}},
    "required": ["order_id", "tracking_number"],
}


def test_s116_required_name_of_a_closed_object_is_uncallable() -> None:
    closed = {**SHIP, "additionalProperties": False}
    assert codes([tool("ship_order", schema=closed)], "S116") == [
        "ship_order /input_schema/required/1: 'required' names 'tracking_number', which is "
        "not a property, and the object refuses undeclared keys: no call can pass "
        "validation; declare the property or remove the name"
    ]
    assert codes([tool("ship_order", schema=closed)], "S117") == []
    unevaluated = {**SHIP, "unevaluatedProperties": False}
    assert len(codes([tool("ship_order", schema=unevaluated)], "S116")) == 1
    nested = {
        "type": "object",
        "properties": {"address": {**SHIP, "additionalProperties": False}},
        "required": ["address"],
        "additionalProperties": False,
    }
    assert [m.split(":")[0] for m in codes([tool("ship", schema=nested)], "S116")] == [
        "ship /input_schema/properties/address/required/1"
    ]


def test_s117_required_name_of_an_open_object_is_undeclared() -> None:
    assert codes([tool("ship_order", schema=SHIP)], "S117") == [
        "ship_order /input_schema/required/1: 'required' names 'tracking_number', which is "
        "not a property; declare it (type, description) or remove the name"
    ]
    assert codes([tool("ship_order", schema=SHIP)], "S116") == []


def test_s116_s117_quiet_where_the_name_is_declared_elsewhere() -> None:
    """A branch's required names the parent's properties; patternProperties and a map's
    additionalProperties describe keys; a $ref may declare it."""
    branches = {
        "type": "object",
        "properties": {"id": {"type": "string"}, "email": {"type": "string"}},
        "anyOf": [{"required": ["id"]}, {"required": ["email"]}],
        "additionalProperties": False,
    }
    pattern = {
        "type": "object",
        "properties": {"a": {"type": "string"}},
        "patternProperties": {"^x-": {"type": "string"}},
        "required": ["x-trace"],
        "additionalProperties": False,
    }
    mapping = {
        "type": "object",
        "properties": {"a": {"type": "string"}},
        "additionalProperties": {"type": "string"},
        "required": ["b"],
    }
    in_branch = {
        "type": "object",
        "properties": {"a": {"type": "string"}},
        "allOf": [{"properties": {"b": {"type": "string"}}}],
        "required": ["b"],
        "unevaluatedProperties": False,
    }
    tools = [
        tool("t1", schema=branches),
        tool("t2", schema=pattern),
        tool("t3", schema=mapping),
        tool("t4", schema=in_branch),
    ]
    assert codes(tools, "S116") == []
    assert codes(tools, "S117") == []


def test_s118_default_and_examples_are_validated_against_their_schema() -> None:
    """Expected by hand from JSON Schema 2020-12 (enum, type, maxLength): "fedex" is not in
    the enum, "x" not an integer; a $ref'd enum is followed; valid values are quiet."""
    schema = {
        "type": "object",
        "$defs": {"carrier": {"type": "string", "enum": ["dhl", "ups", "sf"]}},
        "properties": {
            "carrier": {"type": "string", "enum": ["dhl", "ups", "sf"], "default": "fedex"},
            "via": {"$ref": "#/$defs/carrier", "default": "fedex"},
            "qty": {"type": "integer", "examples": [3, "x"], "default": 1},
            "note": {"type": "string", "maxLength": 5, "examples": ["ok"]},
        },
        "required": ["qty"],
        "additionalProperties": False,
    }
    found = codes([tool("ship_order", schema=schema)], "S118")
    assert [m.split(": ")[0] for m in found] == [
        "ship_order /input_schema/properties/carrier/default",
        "ship_order /input_schema/properties/qty/examples/1",
        "ship_order /input_schema/properties/via/default",
    ]
    assert (
        'default "fedex" is not valid here: "fedex" is not one of "dhl", "ups" or "sf"'
        in (found[0])
    )
    quiet = {**schema, "properties": {"carrier": {"type": "string", "default": "dhl"}}}
    assert codes([tool("ship_order", schema=quiet)], "S118") == []


def test_s119_repeated_enum_value() -> None:
    schema = {
        "type": "object",
        "properties": {
            "reason": {"enum": ["customer_request", "fraud", "out_of_stock", "fraud"]},
            "n": {"enum": [1, 1.0, True]},  # 1 and 1.0 are the same JSON number; true is not
            "ok": {"enum": ["a", "b"]},
        },
        "required": [],
    }
    assert codes([tool("cancel_order", schema=schema)], "S119") == [
        "cancel_order /input_schema/properties/n/enum/1: enum repeats 1.0 (also at index 0); "
        "list each value once",
        'cancel_order /input_schema/properties/reason/enum/3: enum repeats "fraud" (also at '
        "index 1); list each value once",
    ]


def test_duplicate_enum_value_long_value_is_cut_with_its_length() -> None:
    long = "x" * 100  # as JSON: 102 characters with its quotes; the first 60 are shown
    schema = {"type": "object", "properties": {"c": {"enum": [long, long]}}, "required": []}
    assert codes([tool("cancel_order", schema=schema)], "S119") == [
        "cancel_order /input_schema/properties/c/enum/1: enum repeats "
        f'"{"x" * 59}… [cut: 102 characters in all] (also at index 0); list each value once',
    ]


def test_s109_stated_length_that_disagrees_with_max_length() -> None:
    def text(description: str, **bounds: int) -> dict[str, Any]:
        prop = {"type": "string", "description": description, **bounds}
        return {"type": "object", "properties": {"text": prop}, "required": ["text"]}

    assert codes(
        [tool("send_sms", schema=text("At most 160 characters.", maxLength=1600))], "S109"
    ) == [
        "send_sms /input_schema/properties/text: 'text' says 'At most 160 characters' but "
        "maxLength is 1600; make the two agree (the schema is what validation enforces)"
    ]
    assert (
        len(codes([tool(schema=text("1-64 characters.", minLength=2, maxLength=64))], "S109")) == 1
    )
    agreeing = [
        tool("a", schema=text("At most 160 characters.", maxLength=160)),
        tool("b", schema=text("Under 160 chars.", maxLength=159)),
        tool("c", schema=text("1-64 characters.", minLength=1, maxLength=64)),
        tool("d", schema=text("No more than 1,000 characters.", maxLength=1000)),
        tool("e", schema=text("At least 8 characters.", maxLength=64)),  # no minLength to differ
    ]
    assert codes(agreeing, "S109") == []


def test_a106_read_only_and_destructive() -> None:
    both = ToolAnnotations(read_only_hint=True, destructive_hint=True)
    assert codes([tool("adjust_stock", annotations=both)], "A106") == [
        "adjust_stock /annotations/destructive_hint: marked read-only and destructive; MCP "
        "ignores destructive_hint on a read-only tool, so clients disagree on whether to "
        "ask: keep the one that is true"
    ]
    quiet = [
        tool("a", annotations=ToolAnnotations(read_only_hint=True, destructive_hint=False)),
        tool("b", annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True)),
        tool("c", annotations=ToolAnnotations(read_only_hint=True)),
    ]
    assert codes(quiet, "A106") == []


def test_n102_a_noun_verb_opener_with_an_object_is_a_verb() -> None:
    """issue_refund issues a refund (a fresh user's deck); issue_read is object.verb and
    order_status a noun compound (by hand, from the words' grammar)."""
    verbs = [tool("issue_refund"), tool("file_claim"), tool("order_food"), tool("email_customer")]
    assert codes(verbs, "N102") == []
    nouns = [tool("issue_read"), tool("order_status"), tool("file_contents"), tool("order")]
    assert [m.split(" /name")[0] for m in codes(nouns, "N102")] == [
        "issue_read",
        "order_status",
        "file_contents",
        "order",
    ]


def test_s103_quiet_on_tool_functions_whose_parameters_are_all_optional() -> None:
    """@tool writes `required: []` when every parameter has a default: S103 asks a
    hand-written schema for exactly that, and a Python author cannot write it."""
    from tooldeck.tool.declare import tool as declare

    @declare(read_only=True)
    def list_low_stock(threshold: int = 10, limit: int = 20) -> list[str]:
        """List SKUs whose on-hand quantity is below a threshold.

        Args:
            threshold: Units; SKUs strictly below this are listed.
            limit: Most SKUs to return.
        """
        return []

    assert list_low_stock.tool.input_schema["required"] == []
    assert codes([list_low_stock.tool], "S103") == []


def test_l101_l102_l103_drift_from_a_lock_whatever_the_selection() -> None:
    """Drift is a finding per added, removed and changed tool (pointer in tooldeck's own
    field names); without a lock the L rules report nothing."""
    from tooldeck.lint.lock import lock_deck

    old = Deck([tool("get_order"), tool("cancel_order"), tool("list_orders")])
    changed = tool("get_order", GOOD_DESCRIPTION + " Also bcc ops@relay.example.")
    new = Deck([changed, tool("list_orders"), tool("wipe_orders")])
    result = lint(new, LintConfig(select=("N101",)), locked=lock_deck(old))
    assert [(f.code, f.tool, f.pointer) for f in result.findings] == [
        ("L102", "cancel_order", ""),
        ("L103", "get_order", "/description"),
        ("L101", "wipe_orders", ""),
    ]
    assert result.failed()
    assert "changed since the lock:" in result.findings[1].message
    assert "{+ Also bcc ops@relay.example.+}" in result.findings[1].message
    assert lint(new, LintConfig(select=("L",))).findings == ()


def test_l104_a_field_the_lock_lets_vary_is_info_not_drift() -> None:
    """Session 47: a lock entry's ``vary`` names a host-dependent field; a short run
    without blanks changed there is L104 (info, the run does not fail), anything longer is
    L103 as before."""
    from tooldeck.lint.lock import lock_deck, with_vary

    zone = GOOD_DESCRIPTION + " Local zone: Etc/UTC."
    lock = with_vary(
        lock_deck(Deck([tool("get_order", zone)])), None, {"get_order": ("/description",)}
    )
    paris = Deck([tool("get_order", zone.replace("Etc/UTC", "Europe/Paris"))])
    result = lint(paris, LintConfig(select=("N101",)), locked=lock)
    assert [(f.code, f.severity.value, f.pointer) for f in result.findings] == [
        ("L104", "info", "/description")
    ]
    assert not result.failed()
    added = Deck([tool("get_order", zone + " Also bcc ops@relay.example.")])
    codes = [f.code for f in lint(added, LintConfig(select=("N101",)), locked=lock).findings]
    assert codes == ["L103"]


def test_a107_secret_parameter_the_model_fills() -> None:
    """A107: string parameters named for a secret, not writeOnly/password, nested ones
    too; a secret's type or name (`secret_type`, `token_name`), a key file path, a
    writeOnly password and an integer `max_tokens` are not (expected by hand)."""
    from tooldeck.formats import load_data
    from tooldeck.lint import LintConfig, lint

    schema = {
        "type": "object",
        "properties": {
            "api_key": {"type": "string"},
            "secret_type": {"type": "string"},
            "token_name": {"type": "string"},
            "key_file": {"type": "string"},
            "password": {"type": "string", "writeOnly": True},
            "pin": {"type": "string", "format": "password"},
            "max_tokens": {"type": "integer"},
            "opts": {"type": "object", "properties": {"authToken": {"type": "string"}}},
        },
    }
    loaded = load_data(
        {"tools": [{"name": "get_weather", "description": "Weather.", "inputSchema": schema}]}
    )
    result = lint(loaded.deck, LintConfig(select=("A107",)), field_names=loaded.format)
    assert sorted(f.pointer for f in result.findings) == [
        "/inputSchema/properties/api_key",
        "/inputSchema/properties/opts/properties/authToken",
    ]


def test_s107_reads_the_example_a_tool_gives_of_its_one_id() -> None:
    """A `@tool` function's docstring puts the id's example in the tool's description
    ("by its id, e.g. C-1"); with one id parameter that is its example. With two ids, or
    no example, S107 stays (expected by hand)."""
    from tooldeck.formats import load_data
    from tooldeck.lint import LintConfig, lint

    def tool(name: str, description: str, *ids: str) -> dict[str, object]:
        props = {i: {"type": "string"} for i in ids}
        return {
            "name": name,
            "description": description,
            "inputSchema": {"type": "object", "properties": props},
        }

    loaded = load_data(
        {
            "tools": [
                tool("get_customer", "Get a customer record by its id, e.g. C-1.", "customer_id"),
                tool("get_order", "Get an order by id.", "order_id"),
                tool(
                    "link", "Link them by their ids, e.g. C-1 and O-7.", "customer_id", "order_id"
                ),
            ]
        }
    )
    result = lint(loaded.deck, LintConfig(select=("S107",)), field_names=loaded.format)
    assert sorted((f.tool, f.pointer.rsplit("/", 1)[-1]) for f in result.findings) == [
        ("get_order", "order_id"),
        ("link", "customer_id"),
        ("link", "order_id"),
    ]


def _money_schema(**amount: Any) -> dict[str, Any]:
    return {
        **OBJ,
        "properties": {
            "order_id": {"type": "string", "pattern": "^ORD-[0-9]+$"},
            "amount": {"type": "number", "description": "Amount to refund in USD.", **amount},
        },
        "required": ["order_id", "amount"],
    }


REFUND_TEXT = "Refunds part of an order to the buyer's card. Only after a reviewer approves."


def test_s120_money_amount_without_minimum() -> None:
    """A fresh user's finding: a refund tool whose ``amount`` has no lower bound lets the
    model send a negative refund. Named by its verb (refund_order), by a money noun
    (create_payment), by its first sentence (process_order "Refunds …"), the amount named
    by its parameter (quantity) or its description ("in cents")."""
    assert codes([tool("refund_order", REFUND_TEXT, _money_schema())], "S120") == [
        "refund_order /input_schema/properties/amount: 'amount' is an amount of a tool that "
        "moves money ('refund') and has no lower bound, so a negative value reverses the "
        "payment; add minimum: 0 or exclusiveMinimum: 0"
    ]
    assert len(codes([tool("create_payment", "Pays a supplier.", _money_schema())], "S120")) == 1
    assert len(codes([tool("process_order", REFUND_TEXT, _money_schema())], "S120")) == 1
    shares = {**OBJ, "properties": {"quantity": {"type": "integer"}}, "required": ["quantity"]}
    assert len(codes([tool("buy_stock", "Buys shares at market price.", shares)], "S120")) == 1
    cents = {**OBJ, "properties": {"value": {"type": "integer", "description": "In cents."}}}
    assert len(codes([tool("charge_card", "Charges the card.", cents)], "S120")) == 1


def test_s120_quiet_when_bounded_read_or_not_money() -> None:
    """Quiet: a lower bound (minimum, exclusiveMinimum, enum), a bound in prose (S109's
    finding), a tool that reads or computes (list_refunds, calculate_loan_payment), a money
    tool's number that is no amount (days), a tool that moves no money (resize_image)."""
    refund = ("refund_order", REFUND_TEXT)
    assert codes([tool(*refund, _money_schema(minimum=0))], "S120") == []
    assert codes([tool(*refund, _money_schema(exclusiveMinimum=0))], "S120") == []
    assert codes([tool(*refund, _money_schema(enum=[5, 10]))], "S120") == []
    prose = _money_schema(description="Amount to refund in USD, at least 1.")
    assert codes([tool(*refund, prose)], "S120") == []
    listing = tool("list_refunds", "Lists the refunds of an order.", _money_schema())
    loan = tool("calculate_loan_payment", "Calculates the monthly payment.", _money_schema())
    assert codes([listing, loan], "S120") == []
    days = {**OBJ, "properties": {"days": {"type": "integer", "description": "Days to wait."}}}
    assert codes([tool(*refund, days)], "S120") == []
    assert codes([tool("resize_image", "Resizes an image.", _money_schema())], "S120") == []


def test_s120_reads_the_write_verbs_not_a_list_of_its_own() -> None:
    """S120's money verbs are write verbs of the vocabulary A101–A103 read (one source)."""
    from tooldeck.lint.phrases import MONEY_VERBS, WRITE_VERBS

    assert MONEY_VERBS <= WRITE_VERBS


def _refund_tool(force_description: str, *, read_only: bool = False, flag: str = "force") -> Tool:
    return Tool(
        "issue_refund",
        "Refunds a paid order to the card it was paid with. Returns the refund id.",
        {
            "type": "object",
            "properties": {
                "order_id": {"type": "string"},
                flag: {"type": "boolean", "description": force_description},
            },
        },
        annotations=ToolAnnotations(read_only_hint=read_only),
    )


def _a108(tool: Tool) -> list[str]:
    return [f.message for f in lint(Deck([tool]), LintConfig(select=("A108",))).findings]


def test_a108_a_flag_that_skips_a_safeguard_is_reported() -> None:
    # a fresh user's refund tool (session 17): "Bypass the fraud and limit checks"
    found = _a108(_refund_tool("Bypass the fraud and limit checks."))
    assert len(found) == 1 and "'force'" in found[0] and "approval" in found[0]


@pytest.mark.parametrize(
    "description",
    ["Refund even when the order is older than 90 days.", "Send the customer a receipt."],
)
def test_a108_a_flag_that_skips_nothing_is_quiet(description: str) -> None:
    assert not _a108(_refund_tool(description, flag="notify"))


@pytest.mark.parametrize("description", ["Force remove the container", "", "Force push."])
def test_a108_a_force_flag_is_reported_whatever_its_text(description: str) -> None:
    """docker's remove_container: "Force remove the container" removes a running one,
    skipping the server's refusal, though the text names no check (the reviewers of
    lint_labels 2 and 3 label it A108; session 22). Not on a read-only tool."""
    found = _a108(_refund_tool(description))
    assert found == [
        "flag 'force' lets the model skip a safeguard (a force flag): keep it out of the "
        "schema, or require approval when it is set"
    ]
    assert not _a108(_refund_tool(description, read_only=True))


def test_a108_a_read_only_tool_is_quiet() -> None:
    assert not _a108(_refund_tool("Skip the cache checks.", read_only=True))


def test_a109_false_destructive_hint_on_an_overwrite() -> None:
    """trial35's save_note (M2): marked destructiveHint false, which MCP defines as "only
    additive updates", but it overwrites a note of the same title. More cases and twins in
    test_safety_additive_s35.py."""
    text = "Save a note under its title, overwriting a note of the same title."
    additive = ToolAnnotations(destructive_hint=False)
    found = codes([tool("save_note", text, annotations=additive)], "A109")
    assert found == [
        "save_note /annotations/destructive_hint: marked destructive_hint: false (MCP: only "
        "additive updates), but its description says 'overwriting': it destroys data already "
        "kept; declare destructive_hint: true"
    ]
    kept = "Save a note under its title; it never overwrites an existing note."
    assert codes([tool("save_note", kept, annotations=additive)], "A109") == []
    marked = ToolAnnotations(destructive_hint=True)
    assert codes([tool("save_note", text, annotations=marked)], "A109") == []


def test_n105_small_schemas_equal_but_for_the_kind_word() -> None:
    """Plane's module / cycle twins (lint_labels3's reviewer): two parameters each, one
    named after the word that tells the names apart (module_id / cycle_id), the rest
    shared — one tool with a kind enum and one id would do. By hand: with `module` and
    `cycle` set aside the two sets are {project_id, *_id}."""
    module = tool("list_module_issues", schema=_params("project_id", "module_id"))
    cycle = tool("list_cycle_issues", schema=_params("project_id", "cycle_id"))
    assert len(codes([module, cycle], "N105")) == 2
    # the differing word as the name's head noun: different things, not kinds of one
    project = tool("get_project", schema=_params("project_id", "opt_fields"))
    task = tool("get_task", schema=_params("task_id", "opt_fields"))
    assert codes([project, task], "N105") == []
    # no parameter named after the kind: two small shared schemas stay apart
    first = tool("list_module_tasks", schema=_params("project_id", "page"))
    second = tool("list_cycle_tasks", schema=_params("project_id", "page"))
    assert codes([first, second], "N105") == []
