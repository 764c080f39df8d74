"""Schema rules read what a property's value must be, and S115 judges a listing from its
schema and description (breakA26 H6, M2, M6, L3).

Expected findings are derived by hand from each rule's definition (docs/lint.md) and the
breaker's reviewer notes (what a careful reviewer asks to fix). Real tool text is quoted
from tools/list captures of public MCP servers, named beside each use.
"""

from __future__ import annotations

from typing import Any

from tooldeck.lint import LintConfig, lint
from tooldeck.lint.rules.schema import own_shape
from tooldeck.tool import Deck, Tool


def findings(tools: list[Tool], code: str) -> list[str]:
    """``tool pointer`` of each finding of ``code`` when only that rule runs."""
    result = lint(Deck(tools), LintConfig(select=(code,)))
    return [f"{f.tool} {f.pointer}" for f in result.findings if f.code == code]


def obj(properties: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": required if required is not None else [],
        "additionalProperties": False,
    }


def text(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description}


def optional(schema: dict[str, Any], **outer: Any) -> dict[str, Any]:
    """What pydantic v2 (FastMCP, the mcp Python SDK) writes for ``Optional[T]``."""
    return {"anyOf": [schema, {"type": "null"}], "default": None, **outer}


# --- H6: read through the nullable wrapper ------------------------------------------------


def test_own_shape_sees_through_optional_and_single_allof() -> None:
    inner = {"type": "string", "pattern": "^U[0-9]+$", "title": "Inner"}
    shape = own_shape(optional(inner, title="Assignee Id", description="Agent id."))
    assert shape == {
        "type": "string",
        "pattern": "^U[0-9]+$",
        "title": "Assignee Id",
        "default": None,
        "description": "Agent id.",
    }
    assert own_shape({"allOf": [{"$ref": "#/$defs/A"}], "description": "x"}) == {
        "$ref": "#/$defs/A",
        "description": "x",
    }
    # a real union, or an anyOf without a null branch, is not a wrapper
    union = {"anyOf": [{"type": "string"}, {"type": "integer"}]}
    assert own_shape(union) is union
    two = {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}]}
    assert own_shape(two) is two


def test_s107_sees_the_pattern_inside_an_optional_id() -> None:
    schema = obj(
        {"assignee_id": optional({"type": "string", "pattern": "^U[0-9]+$"}, description="Agent.")}
    )
    assert findings([Tool("search_tickets", "Finds tickets.", schema)], "S107") == []
    bare = obj({"assignee_id": optional({"type": "string"}, description="Agent.")})
    assert findings([Tool("search_tickets", "Finds tickets.", bare)], "S107") == [
        "search_tickets /input_schema/properties/assignee_id"
    ]


def test_s106_and_s120_are_not_hidden_by_an_optional_wrapper() -> None:
    priority = optional({"type": "string"}, description="One of 'low', 'normal' or 'urgent'.")
    tickets = Tool("update_ticket", "Changes a ticket's priority.", obj({"priority": priority}))
    assert findings([tickets], "S106") == ["update_ticket /input_schema/properties/priority"]
    amount = optional(
        {"type": "number"}, description="Amount to refund in EUR; omit for a full refund."
    )
    refund = Tool(
        "refund_payment",
        "Refunds part or all of a captured payment.",
        obj({"payment_id": {"type": "string", "pattern": "^pay_"}, "amount": amount}),
    )
    assert findings([refund], "S120") == ["refund_payment /input_schema/properties/amount"]
    bounded = {**amount, "anyOf": [{"type": "number", "exclusiveMinimum": 0}, {"type": "null"}]}
    refund_ok = Tool(
        "refund_payment",
        "Refunds part or all of a captured payment.",
        obj({"payment_id": {"type": "string", "pattern": "^pay_"}, "amount": bounded}),
    )
    assert findings([refund_ok], "S120") == []


# --- M6: S107 reads items, knows sha/key/slug handles, and lengths are no examples ----------


def test_s107_reads_the_items_of_an_array_of_ids() -> None:
    ids = {"type": "array", "items": {"type": "string"}, "description": "Contacts merged."}
    tool = Tool("merge_contacts", "Merges duplicate contacts.", obj({"duplicate_ids": ids}))
    assert findings([tool], "S107") == ["merge_contacts /input_schema/properties/duplicate_ids"]
    shaped = {**ids, "items": {"type": "string", "pattern": "^[0-9]+$"}}
    tool = Tool("merge_contacts", "Merges duplicate contacts.", obj({"duplicate_ids": shaped}))
    assert findings([tool], "S107") == []


def test_s107_handles_named_sha_key_or_slug() -> None:
    tools = [
        Tool("get_commit_status", "CI status.", obj({"sha": text("The commit.")})),
        Tool("get_project", "One project.", obj({"project_key": text("The project.")})),
        Tool("get_post", "A post.", obj({"slug": text("URL slug of the post.")})),
        # not handles of a record: a credential, a map key, a new name, a concurrency guard,
        # a value that also takes a branch name
        Tool("call_api", "Calls.", obj({"api_key": text("The key.")})),
        Tool(
            "put_secret",
            "Stores.",
            obj({"key": text("Key to store the content under in the configmap.")}),
        ),
        Tool("rename_project", "Renames.", obj({"slug": text("The new slug for the project.")})),
        Tool(
            "update_file", "Writes.", obj({"sha": text("The blob SHA of the file being replaced.")})
        ),
        Tool("list_commits", "Lists.", obj({"sha": text("Commit SHA, branch name, or tag name.")})),
        Tool("press", "Presses.", obj({"key": {"type": "string"}})),
        Tool("transpose", "Transposes.", obj({"key": text("The key of the song.")})),
    ]
    assert findings(tools, "S107") == [
        "get_commit_status /input_schema/properties/sha",
        "get_project /input_schema/properties/project_key",
        "get_post /input_schema/properties/slug",
    ]


def test_s107_a_stated_length_is_not_an_example() -> None:
    video = text("The video to change (max 255 characters).")
    assert findings([Tool("update_video", "Edits.", obj({"videoId": video}))], "S107") == [
        "update_video /input_schema/properties/videoId"
    ]
    shown = text("The video, e.g. 8812345.")
    assert findings([Tool("update_video", "Edits.", obj({"videoId": shown}))], "S107") == []


# --- L3: S105 and $ref, if-subschemas ---------------------------------------------------


def test_s105_a_ref_with_no_description_anywhere_is_reported() -> None:
    address = {
        "type": "object",
        "title": "Address",
        "properties": {"city": text("City.")},
        "additionalProperties": False,
    }
    schema = {**obj({"to_address": {"$ref": "#/$defs/Address"}}), "$defs": {"Address": address}}
    tool = Tool("create_shipment", "Creates a label.", schema)
    assert findings([tool], "S105") == ["create_shipment /input_schema/properties/to_address"]
    documented = {**address, "description": "A postal address."}
    schema = {**schema, "$defs": {"Address": documented}}
    assert findings([Tool("create_shipment", "Creates a label.", schema)], "S105") == []


def test_s105_an_if_subschema_restating_a_described_property_is_not_reported() -> None:
    schema = {
        **obj(
            {
                "kind": {"type": "string", "enum": ["a", "b"], "description": "Kind."},
                "size": {"type": "integer", "description": "Size."},
            },
            ["kind"],
        ),
        "if": {"properties": {"kind": {"const": "a"}}},
        "then": {"required": ["size"]},
    }
    assert findings([Tool("make_box", "Makes a box.", schema)], "S105") == []
    stray = {**schema, "if": {"properties": {"colour": {"const": "red"}}}}
    assert findings([Tool("make_box", "Makes a box.", stray)], "S105") == [
        "make_box /input_schema/if/properties/colour"
    ]


# --- M2: S115 -------------------------------------------------------------------------


def _search(name: str, description: str, props: dict[str, Any], **kw: Any) -> Tool:
    return Tool(name, description, obj(props, list(props)[:1]), **kw)


TEXT = text("Text to match.")


def test_s115_parameter_names_are_read_as_words_not_substrings() -> None:
    tools = [
        _search(
            "search_transactions",
            "Searches transactions by text.",
            {"query": TEXT, "account_id": text("Account, e.g. acc_1.")},
        ),
        _search(
            "search_hotels",
            "Searches hotels in a city.",
            {"city": TEXT, "country": text("ISO code, e.g. FR.")},
        ),
        _search(
            "find_rooms",
            "Finds free hotel rooms.",
            {"city": TEXT, "number_of_guests": {"type": "integer", "description": "Guests."}},
        ),
        _search(
            "list_products",
            "Lists products of the store.",
            {"max_price": {"type": "number", "minimum": 0, "description": "Upper price in USD."}},
        ),
        # bounded: by a word, a max-/num- name over what comes back, or a description
        _search(
            "search_orders", "Searches orders.", {"query": TEXT, "pageSize": {"type": "integer"}}
        ),
        _search(
            "search_web", "Searches the web.", {"query": TEXT, "numResults": {"type": "number"}}
        ),
        _search(
            "search_docs",
            "Searches docs.",
            {
                "query": TEXT,
                "n_hits": {"type": "integer", "description": "Maximum number of hits."},
            },
        ),
    ]
    assert [f.split()[0] for f in findings(tools, "S115")] == [
        "search_transactions",
        "search_hotels",
        "find_rooms",
        "list_products",
    ]


def test_s115_a_date_filter_is_not_a_cursor() -> None:
    after = {"type": "string", "format": "date", "description": "Only messages after this date."}
    start = text("Earliest start time.")
    cursor = text("end_cursor of the previous page.")
    tools = [
        _search("list_messages", "Lists messages matching a query.", {"q": TEXT, "after": after}),
        _search("search_events", "Searches calendar events.", {"text": TEXT, "start": start}),
        _search("list_channels", "Lists channels.", {"after": cursor}),
    ]
    assert [f.split()[0] for f in findings(tools, "S115")] == ["list_messages", "search_events"]


def test_s115_collections_from_the_description_and_the_output_schema() -> None:
    team = text("Team slug, e.g. platform.")
    members = {
        "type": "object",
        "properties": {"members": {"type": "array", "items": {"type": "object"}}},
    }
    tools = [
        Tool(
            "get_customer_invoices",
            "Returns every invoice of one customer, newest first.",
            obj({"customer": team}),
        ),
        Tool(
            "fetch_pull_request_comments",
            "Returns all review comments on a pull request as an array of {author, body}.",
            obj({"pr": {"type": "integer", "description": "PR number."}}),
        ),
        Tool("audit_trail", "Returns the audit events of the organisation.", obj({"org": team})),
        Tool(
            "get_team_members",
            "Shows who is on a team.",
            obj({"team": team}),
            output_schema=members,
        ),
        # one record, or the parts of one record
        Tool("get_order_status", "Returns the status of an order.", obj({"order": team})),
        Tool("get_file_meta", "Returns the details of one file.", obj({"file": team})),
        Tool(
            "get_team",
            "Shows a team.",
            obj({"team": team}),
            output_schema={
                "type": "object",
                "properties": {"name": {"type": "string"}, "tags": {"type": "array"}},
            },
        ),
        # computes over what the caller gives
        Tool(
            "extract_entities",
            "Extracts names from a passage and returns them as a list of {text, type}.",
            obj({"text": TEXT}),
        ),
    ]
    assert [f.split()[0] for f in findings(tools, "S115")] == [
        "get_customer_invoices",
        "fetch_pull_request_comments",
        "audit_trail",
        "get_team_members",
    ]


def test_s115_single_record_lookups_and_senders_are_not_listings() -> None:
    # amap-maps-mcp-server 0.0.8 (npm @amap/amap-maps-mcp-server, ISC), tools/list capture
    amap = Tool(
        "maps_search_detail",
        "查询关键词搜或者周边搜获取到的POI ID的详细信息",
        {
            "type": "object",
            "properties": {"id": text("关键词搜或者周边搜获取到的POI ID")},
            "required": ["id"],
        },
    )
    # firecrawl-mcp 3.22.2 (npm, MIT), tools/list capture: the first sentence of the
    # description and one of its parameters
    feedback = Tool(
        "firecrawl_search_feedback",
        "\nSend structured feedback on a previous `firecrawl_search` result.",
        {
            "type": "object",
            "properties": {"searchId": {"type": "string"}},
            "required": ["searchId"],
        },
    )
    document = Tool(
        "get_document",
        "Returns one document from the knowledge base by its uuid.",
        obj({"uuid": {"type": "string", "format": "uuid", "description": "Document uuid."}}),
    )
    log = Tool(
        "read_log_file",
        "Returns the content of a log file on the server.",
        obj({"path": text("Absolute path.")}),
    )
    assert findings([amap, feedback, document, log], "S115") == [
        "read_log_file /input_schema/properties"
    ]
