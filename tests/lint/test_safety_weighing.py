"""A101, A102 and A105 weigh the name, the description and the schema together (breakA26
H1, H2): a write marked read-only is reported whether the name's verb, a verb joined in
the name, the description or the schema says it writes, and a read is not called one when
the description says it writes.

Expected findings are derived by hand from each tool's text. Real tools:
``tests/data/decks/readonly_real_a26.json`` holds two ``tools/list`` entries verbatim,
captured with the mcp 2.3.0 SDK client in session 26: ``kubectl_context`` from
mcp-server-kubernetes 4.1.7 and ``firecrawl_search_feedback`` from firecrawl-mcp 3.22.2
(both MIT).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool, ToolAnnotations

REAL = Path(__file__).resolve().parents[1] / "data" / "decks" / "readonly_real_a26.json"
RO = ToolAnnotations(read_only_hint=True)
NONE = ToolAnnotations()
TARGET: dict[str, Any] = {
    "type": "object",
    "properties": {"target": {"type": "string", "description": "Target name, e.g. main."}},
    "required": ["target"],
    "additionalProperties": False,
}


def found(tools: list[Tool], *codes: str) -> dict[str, list[str]]:
    """Tool name → the codes of its findings among ``codes``."""
    result = lint(Deck(tools), LintConfig(select=codes))
    out: dict[str, list[str]] = {}
    for f in result.findings:
        out.setdefault(f.tool or "", []).append(f.code)
    return out


def make(name: str, description: str, annotations: ToolAnnotations, schema: Any = None) -> Tool:
    return Tool(
        name=name,
        description=description,
        input_schema=schema if schema is not None else TARGET,
        annotations=annotations,
    )


WRITES = [
    # a write verb joined in the name, the description agreeing
    (
        "get_or_create_customer",
        "Returns the customer with this email, creating one if none exists.",
    ),
    ("find_and_replace_text", "Finds every occurrence of a string in a document and replaces it."),
    ("list_and_delete_stale_branches", "Lists branches untouched for 90 days and deletes them."),
    ("check_and_fix_links", "Checks the site's links and rewrites broken ones."),
    ("fetch_and_mark_read", "Fetches unread emails and marks them as read."),
    # the name's verb reads, the description opens with the write
    ("search_replace", "Replaces text matching a regex across the repository files."),
    # a write verb the vocabulary lacked (its verb was taken to be 'record')
    ("upsert_record", "Inserts the record or updates it if the key exists."),
]


@pytest.mark.parametrize(("name", "description"), WRITES)
def test_a102_a_write_the_name_or_description_states_is_reported(
    name: str, description: str
) -> None:
    assert found([make(name, description, RO)], "A102") == {name: ["A102"]}


@pytest.mark.parametrize(("name", "description"), WRITES)
def test_a101_not_a105_on_the_same_writes_without_hints(name: str, description: str) -> None:
    assert found([make(name, description, NONE)], "A101", "A105") == {name: ["A101"]}


def test_a102_upsert_is_named_as_the_verb() -> None:
    result = lint(Deck([make(*WRITES[-1], RO)]), LintConfig(select=("A102",)))
    assert [f.message for f in result.findings] == ["marked read-only but its verb 'upsert' writes"]


def test_a102_reads_the_schema_operation_flag_and_statement() -> None:
    """An operation enum with a write beside reads, a side-effect flag on by default and a
    parameter taking any SQL statement on a tool that runs it (breakA26 safety.json)."""
    webhooks = make(
        "manage_webhooks",
        "Manages the repository's webhooks depending on action. Returns the webhooks.",
        RO,
        {
            "type": "object",
            "properties": {"action": {"type": "string", "enum": ["list", "create", "delete"]}},
            "required": ["action"],
        },
    )
    invoice = make(
        "get_invoice_pdf",
        "Returns a download link for an invoice PDF.",
        RO,
        {
            "type": "object",
            "properties": {
                "invoice_id": {"type": "string"},
                "mark_as_sent": {
                    "type": "boolean",
                    "default": True,
                    "description": "Also mark the invoice as sent to the customer.",
                },
            },
        },
    )
    sql = make(
        "run_sql",
        "Runs a SQL statement against the production Postgres database and returns the rows.",
        RO,
        {
            "type": "object",
            "properties": {"sql": {"type": "string", "description": "Any SQL statement."}},
        },
    )
    result = lint(Deck([webhooks, invoice, sql]), LintConfig(select=("A102",)))
    assert {f.tool: f.message for f in result.findings} == {
        "manage_webhooks": "marked read-only but it writes (its 'action' takes 'create')",
        "get_invoice_pdf": "marked read-only but it writes (its flag 'mark_as_sent' defaults "
        "to true)",
        "run_sql": "marked read-only but it writes (its 'sql' takes 'Any SQL statement')",
    }


def test_a102_schema_reads_that_are_not_writes() -> None:
    """A filter enum of actions (an audit log's `action: [create, delete]`, optional, no read
    among them), a flag that follows redirects, a read-only SQL tool and a tool that
    explains commands stay unreported."""
    audit = make(
        "get_audit_log",
        "Returns who did what to which resource.",
        RO,
        {
            "type": "object",
            "properties": {"action": {"type": "string", "enum": ["create", "delete"]}},
        },
    )
    fetch = make(
        "fetch_url",
        "Fetches a URL and returns its text.",
        RO,
        {
            "type": "object",
            "properties": {"follow_redirects": {"type": "boolean", "default": True}},
        },
    )
    select = make(
        "run_query",
        "Runs a read-only SQL query and returns the rows.",
        RO,
        {
            "type": "object",
            "properties": {"sql": {"type": "string", "description": "Any SQL query."}},
        },
    )
    explain = make(
        "explain_command",
        "Explains what a shell command does, flag by flag.",
        RO,
        {
            "type": "object",
            "properties": {"command": {"type": "string", "description": "Any shell command."}},
        },
    )
    assert found([audit, fetch, select, explain], "A102") == {}


READS = [
    # the cases: read-only names with write-looking words (kept unreported)
    (
        "get_kill_switch_status",
        "Returns whether the payments kill switch is engaged and who "
        "engaged it. Use before deploys to check that payments are live; not for engaging "
        "the switch.",
    ),
    (
        "extract_entities",
        "Extracts people, places and organisations from a passage of text and "
        "returns them as a list of {text, type}.",
    ),
    (
        "check_trigger_conditions",
        "Evaluates an alert rule's trigger conditions without firing "
        "it. Returns which conditions would match. Use to test a rule before enabling it.",
    ),
    ("preview_deletion", "Lists the files a cleanup would delete, without deleting anything."),
    (
        "trigger_long_running_operation",
        "Demonstrates a long running operation with progress updates.",
    ),
    # a plural noun after "and", a gerund of another action, an HTTP request
    (
        "list_notifications",
        "Lists notifications, including mentions, assignments, and updates "
        "on issues or pull requests.",
    ),
    ("lint_branch", "Checks a branch before deleting it."),
    ("get_page", "Sends a GET request to the URL and returns the body."),
    ("start_search", "Start a streaming search that can return results progressively."),
    # a noun phrase naming a topic (examples/aftersales/vague: a copied vague description)
    ("preview_refund_policy", "Refund handling. Processes refunds for an order."),
]


@pytest.mark.parametrize(("name", "description"), READS)
def test_a102_a_read_stays_unreported(name: str, description: str) -> None:
    assert found([make(name, description, RO)], "A102") == {}


def test_real_kubectl_context_and_firecrawl_feedback() -> None:
    """kubectl_context (read-only, `operation: [list, get, set]`) is a write marked
    read-only; firecrawl_search_feedback ("Send structured feedback …", honestly
    readOnlyHint: false) is not told to declare itself read-only."""
    result = lint(load_deck(REAL), LintConfig(select=("A",)))
    assert [(f.tool, f.code) for f in result.findings] == [("kubectl_context", "A102")]


def test_a105_does_not_flip_an_honest_false_on_a_tool_that_sends() -> None:
    feedback = make(
        "acme_search_feedback",
        "Send a rating of a previous search result to the search team.",
        ToolAnnotations(read_only_hint=False),
    )
    assert found([feedback], "A105") == {}
    # the same name with a read description is still told
    plain = make(
        "acme_search_orders", "Searches the orders.", ToolAnnotations(read_only_hint=False)
    )
    assert found([plain], "A105") == {"acme_search_orders": ["A105"]}


def test_a107_secrets_named_otherwise_are_reported_and_their_lookalikes_not() -> None:
    """A107 (breakA26 L6): a connection string carrying a password, a DSN, a personal
    access token named ``pat`` and a card number hold secrets; a cursor token, a token
    budget, a secret's or key's name, a public key, a token's kind and a connection
    string without a password do not (expected by hand)."""
    properties = {
        "connection_string": {
            "type": "string",
            "description": "Postgres connection string including the password, e.g. "
            "postgres://u:p@h/db.",
        },
        "dsn": {"type": "string", "description": "Sentry DSN."},
        "pat": {"type": "string", "description": "Personal access token."},
        "card_number": {"type": "string", "description": "Full card number."},
        "database_url": {"type": "string", "description": "e.g. postgres://localhost/app"},
        "page_token": {"type": "string", "description": "Token of the next page."},
        "max_tokens": {"type": "integer", "minimum": 1},
        "secret_name": {"type": "string", "description": "Name of the secret, e.g. prod/db."},
        "api_key_name": {"type": "string", "description": "Display name for the new API key."},
        "ssh_public_key": {"type": "string", "description": "OpenSSH public key to add."},
        "token_type": {"type": "string", "enum": ["bearer", "basic"]},
        "pattern": {"type": "string", "description": "Glob pattern."},
    }
    connect = make(
        "connect_service", "Connects a service.", NONE, {"type": "object", "properties": properties}
    )
    result = lint(Deck([connect]), LintConfig(select=("A107",)))
    assert sorted(f.pointer.rsplit("/", 1)[-1] for f in result.findings) == [
        "card_number",
        "connection_string",
        "dsn",
        "pat",
    ]
