"""Session 45 (fix45b, trial45 #1): A102 on a read-only tool whose description opens with a
noun phrase naming a record ("Refund list.", "退款记录。") is gone; a real write stays.

OpenAPI ``summary`` lines are noun phrases: "Refund list." names what ``list_refunds``
returns, a record of refunds, not a refund. A102 read the head word as the verb "refund"
and called a read-only tool a write (error level, ranked #1 under ``report``'s "do first").
It was also inconsistent: "Payment status." passed (``payment`` is no verb) while
"付款状态。" failed. Now a base-form opener followed by a record noun that closes the phrase
(list, records, history, log, details, status; 列表/记录/详情/明细/历史/状态/日志) is a
noun phrase; a phrase that goes on ("Refund records for an order") is one only when the
description says the tool changes nothing ("do not use to change anything"). Probes below
are written in styles the trial's files lack (other heads, other record nouns, the
``Deletes …`` third person, verb-object Chinese) and run through the real lint engine.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Severity
from tooldeck.tool import Deck


def _tool(name: str, description: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {"id": {"type": "string", "description": "the record's id"}},
        },
        "annotations": {"readOnlyHint": True},
    }


def _a102(name: str, description: str) -> list[str]:
    deck = load_data({"tools": [_tool(name, description)]}, source="t", format="mcp").deck
    found = lint(Deck(list(deck)), LintConfig(select=("A102",))).findings
    return [f.message for f in found if f.code == "A102" and f.severity is Severity.error]


@pytest.mark.parametrize(
    "description",
    [
        "Refund list. Returns refunds page by page.",
        "Transfer records.",
        "Delete log. Returns who removed which item and when.",
        "Upload history for a project; do not use to change anything.",
        "Publish status. Returns whether the last release went out.",
        "Charge details.",
        "退款列表。按时间倒序返回。",
        "付款详情",
        "删除记录。返回谁在何时删除了什么。",
        "转账明细，按账户查询。",
        "发送日志。",
    ],
)
def test_a_record_noun_heading_is_not_a_write(description: str) -> None:
    assert _a102("get_thing", description) == []


def test_payment_status_reads_alike_in_english_and_chinese() -> None:
    """The inconsistency trial45 saw: both pass now."""
    assert _a102("get_payment", "Payment status.") == []
    assert _a102("get_payment", "付款状态。") == []


@pytest.mark.parametrize(
    "description",
    [
        "Deletes the refund with the given id.",  # third person: only a verb
        "Deletes records older than a week.",
        "Delete the log of a job.",  # a determiner: an imperative's object
        "Delete logs older than a week.",  # the phrase goes on, no no-change statement
        "Transfer records to another account.",
        "删除退款。",
        "删除记录中的重复项。",  # the record noun does not close the phrase
        "退款给用户。",
    ],
)
def test_a_write_opening_stays_flagged(description: str) -> None:
    found = _a102("get_thing", description)
    assert found and "opens with" in found[0]
