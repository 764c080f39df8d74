"""Session 37 (lint37): S113 counts an example call written out in a text the model reads.

Every reviewer of the label sets judged S113 as "a complex schema with no `examples` and no
example value in the text" (lint_labels' kinds.md); the rule read only the `examples`
field, so a multi-operation tool whose description says ``Examples: operation="get" …``
or a pipeline parameter with a fenced code block was reported (lint_labels4 dev: 10 of its
12 S113 false positives; one each in lint_labels and lint_labels2).

What counts is an argument value as it would be sent: a fenced code block, a parameter set
to a literal (``mode="fast"``, ``limit=5``, ``data={…}``), a parameter followed by a literal
array or object (``tags: ["red"]``), an object literal (``{"city": "Oslo"}``). What does not:
a method named in prose (``db.items.find()``), an ``e.g.`` with a bare word, a type name
in braces, an empty HTML attribute in a list of allowed tags.

Every tool here is a paraphrase written for this file (none is copied from a labels set).
Each "quiet" case fails on main 89dbe6c1 (S113 fired); each twin passes there and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint

FREE = {"type": "object", "description": "Filter on the stored records."}


def _s113(description: str, props: dict[str, Any]) -> list[str]:
    tool = {
        "name": "records",
        "description": description,
        "inputSchema": {"type": "object", "properties": props, "required": []},
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("S113",))).findings]


QUIET = [
    (
        'Manage saved views. Examples: action="list" for every view, action="save" with '
        'name="weekly" and filter.',
        {"action": {"type": "string"}, "name": {"type": "string"}, "filter": FREE},
    ),
    (
        "Query the records store.",
        {
            "filter": {
                "type": "object",
                "description": "A filter document, for instance:\n```json\n"
                '{"status": "open", "age": {"$gt": 3}}\n```',
            }
        },
    ),
    (
        "Query the records store.",
        {"filter": {"type": "object", "description": 'Such as {"status": "open"}.'}},
    ),
    (
        "Query the records store.",
        {
            "filter": FREE,
            "fields": {
                "type": "array",
                "description": 'Fields to keep; a call with fields: ["id", "title"] '
                "returns only those two.",
            },
        },
    ),
    (
        "Query the records store; limit=20 returns the first twenty matches.",
        {"filter": FREE, "limit": {"type": "integer"}},
    ),
    (
        "Draw a tree of topics.",
        {"tree": {"type": "object", "description": "Nested topics, such as { label: 'root' }."}},
    ),
]


@pytest.mark.parametrize(("description", "props"), QUIET)
def test_an_example_call_in_the_text_counts(description: str, props: dict[str, Any]) -> None:
    assert _s113(description, props) == []


STILL_REPORTED = [
    # a method named in prose shows no argument
    (
        "Count the records.",
        {"filter": {"type": "object", "description": "Matches the syntax of db.items.find()."}},
    ),
    # an e.g. with a bare word on a scalar leaf says nothing about the free-form object
    (
        "Query the records store.",
        {"filter": FREE, "owner": {"type": "string", "description": 'Owner slug, e.g. "acme".'}},
    ),
    # a type name in braces is no value
    (
        "Query the records store.",
        {"filter": {"type": "object", "description": "Shaped as {type: object}."}},
    ),
    # a list of allowed HTML tags with empty attributes
    (
        "Create a note.",
        {
            "body": {"type": "string", "description": 'Allowed: <b> <i> <a data-kind="">.'},
            "meta": FREE,
        },
    ),
    # a unit sum with spaces is no argument
    (
        "Create a price.",
        {"amount": {"type": "object", "description": "In cents, e.g. 10 USD = 1000."}},
    ),
    # a name set to an empty string shows nothing
    ("Query the records store; mode='' is the default.", {"filter": FREE}),
]


@pytest.mark.parametrize(("description", "props"), STILL_REPORTED)
def test_no_argument_written_out_is_still_reported(description: str, props: dict[str, Any]) -> None:
    assert len(_s113(description, props)) == 1
