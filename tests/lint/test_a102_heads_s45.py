"""Session 45 (a102b, trial45b #1): A102's noun-phrase reading is general, and a read-only
hint tooldeck derived from an OpenAPI GET draws a warning that says so.

fix45b read "Refund list." as a noun phrase for six record nouns; trial45b still got
error-level A102 on "Refund requests.", "Update events.", "Transfer summary.", "退款申请列表。",
"转账结果。" and on Airflow 3.3.2's ``GET /plugins/importErrors`` ("Import Errors"). The
reading now: a base-form opener followed directly by a record/measure noun or an English
plural noun that closes the sentence is a summary heading; in Chinese, a noun compound that
ends in a record or measure noun and closes the phrase, with no determiner inside. The
name's own write verb (``delete_files``) is cleared only by a record or measure noun.
Probes are in styles the trial's files lack; honest twins use the same opening verbs as
imperatives (a determiner, a modifier, a phrase that goes on) and must stay flagged.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.formats.openapi import load_openapi
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Finding, Severity
from tooldeck.tool import Deck


def _found(name: str, description: str) -> list[Finding]:
    tool: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {}},
        "annotations": {"readOnlyHint": True},
    }
    deck = load_data({"tools": [tool]}, source="t", format="mcp").deck
    return [
        f for f in lint(Deck(list(deck)), LintConfig(select=("A102",))).findings if f.code == "A102"
    ]


@pytest.mark.parametrize(
    "description",
    [
        "Send failures. Returns the messages that bounced.",
        "Publish jobs",
        "Sync errors; read-only.",
        "Upload progress for a batch; do not use to change anything.",
        "Merge requests.",
        "Backup results.",
        "上传任务。",
        "发布统计。",
        "同步错误",
        "退款申请列表，按时间排序。",
    ],
)
def test_a_plural_or_measure_heading_is_not_a_write(description: str) -> None:
    assert _found("get_thing", description) == []


@pytest.mark.parametrize(
    "description",
    [
        "Refund the order.",  # a determiner
        "Delete old logs.",  # a modifier before the noun
        "Delete all records.",
        "Delete logs older than a week.",  # the phrase goes on and acts
        "Upload files to the share and return their ids.",
        "Deletes requests.",  # third person: only a verb
        "Send its messages.",  # a pronoun ending in -s is no plural noun
        "Transfer funds between accounts.",
        "删除退款。",
        "删除所有记录。",  # a quantifier inside the compound
        "删除该任务。",  # a determiner inside
        "删除过期日志。",  # a modifier inside
        "删除记录中的重复项。",
    ],
)
def test_the_same_verbs_as_imperatives_stay_flagged(description: str) -> None:
    found = _found("get_thing", description)
    assert found and found[0].severity is Severity.error and "opens with" in found[0].message


def test_a_write_after_a_heading_still_counts() -> None:
    found = _found("get_stock", "Refund records. Also deletes the refund after reading it.")
    assert found and "Also deletes" in found[0].message


def test_the_names_verb_is_cleared_only_by_a_record_noun() -> None:
    """``import_errors`` "Import Errors" names errors; ``delete_files`` "Delete files."
    says delete twice (name and text), so a plain plural does not clear the name's verb."""
    assert _found("delete_history", "Delete history.") == []
    assert _found("update_summary", "Update summary.") == []
    for name, description in [
        ("delete_files", "Delete files."),
        ("update_settings", "Update settings."),
        ("delete_requests", "Delete requests"),
    ]:
        found = _found(name, description)
        assert found and "its verb" in found[0].message, name


def _openapi(summary: str, method: str = "get") -> list[Finding]:
    spec: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/things": {
                method: {"operationId": "delete_thing", "summary": summary, "responses": {}}
            }
        },
    }
    deck = load_openapi(spec, source="t").deck
    return [
        f for f in lint(Deck(list(deck)), LintConfig(select=("A102",))).findings if f.code == "A102"
    ]


def test_a_get_derived_hint_makes_a102_a_warning_that_names_the_method() -> None:
    found = _openapi("Delete the thing and its history.")
    assert len(found) == 1
    assert found[0].severity is Severity.warning
    assert "derived by tooldeck from the HTTP method GET" in found[0].message


def test_a_stated_hint_keeps_the_error() -> None:
    """Twin: the same text with the hint stated by the tool's authors stays an error."""
    found = _found("delete_thing", "Delete the thing and its history.")
    assert found and found[0].severity is Severity.error
    assert "derived" not in found[0].message


def test_a_post_operation_is_not_read_only() -> None:
    assert _openapi("Delete the thing and its history.", method="post") == []
