"""Session 35: S106 on a value whose listed values hold for a case named after them, which a
new user (trial34b, MEDIUM 1) still met on Chrome DevTools MCP 1.11.0 after session 34's fix,
with paraphrases written for this file and twins that must still be flagged.

The real tools are those trial 34 captured from ``chrome-devtools-mcp`` 1.11.0 (npm, run as
``chrome-devtools-mcp --headless --isolated``) with ``tooldeck convert servers.json --to
mcp`` (``/tmp/t34w/cdt.json``), copied without rewording; only the gateway prefix ``cdt__``
and the ``$schema`` key are left out. Every honest case below is flagged by the commit before
this change (1bad9e30: checked by running this file against it, the honest cases fail and
the twins pass), and every twin is flagged both before and after.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _findings(tool: dict[str, Any], code: str) -> list[str]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=(code,)))
    return [f.message for f in result.findings if f.tool == tool["name"] and f.code == code]


# --- S106: values given for a case that follows them ("… for checkboxes") ------------------

FILL = {
    "name": "fill",
    "description": "Type text into an input, text area or select an option from a <select> "
    "element.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "pageId": {"type": "number", "description": "Targets a specific page by ID."},
            "uid": {
                "type": "string",
                "description": "The uid of an element on the page from the page content snapshot",
            },
            "value": {
                "type": "string",
                "description": 'The value to fill in. "true" or '
                '"false" for checkboxes and toggles, '
                '"true" for radio buttons.',
            },
            "includeSnapshot": {
                "description": "Whether to include a snapshot in the response. Default is false.",
                "type": "boolean",
            },
        },
        "required": ["pageId", "uid", "value"],
        "additionalProperties": False,
    },
    "annotations": {"readOnlyHint": False},
}

FILL_FORM = {
    "name": "fill_form",
    "description": "Fill out multiple form elements (inputs, selects, checkboxes, radios) at "
    "once. ALWAYS prefer this tool over multiple individual 'fill' or 'click' "
    "calls when interacting with forms. It is significantly faster, more "
    "reliable, and reduces turn count. Example: Fill username, password, and "
    'check "Remember Me" in one call.',
    "inputSchema": {
        "type": "object",
        "properties": {
            "pageId": {"type": "number", "description": "Targets a specific page by ID."},
            "elements": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "uid": {
                            "type": "string",
                            "description": "The uid of the element to fill out",
                        },
                        "value": {
                            "type": "string",
                            "description": "Value "
                            "for "
                            "the "
                            "element. "
                            '"true" '
                            "or "
                            '"false" '
                            "for "
                            "checkboxes "
                            "and "
                            "toggles, "
                            '"true" '
                            "for "
                            "radio "
                            "buttons.",
                        },
                    },
                    "required": ["uid", "value"],
                    "description": "An element to fill out",
                },
                "description": "Elements from snapshot to fill out.",
            },
            "includeSnapshot": {
                "description": "Whether to include a snapshot in the response. Default is false.",
                "type": "boolean",
            },
        },
        "required": ["pageId", "elements"],
        "additionalProperties": False,
    },
    "annotations": {"readOnlyHint": False},
}


def _value(name: str, text: str, tool_text: str = "Fill a field on the page.") -> dict[str, Any]:
    return {
        "name": name,
        "description": tool_text,
        "inputSchema": {
            "type": "object",
            "properties": {"value": {"type": "string", "description": text}},
            "required": ["value"],
            "additionalProperties": False,
        },
        "annotations": {"readOnlyHint": False},
    }


@pytest.mark.parametrize(
    "tool",
    [
        FILL,
        FILL_FORM,
        _value("type_text", "Text to type. Use 'true' or 'false' for checkboxes."),
        _value("set_field", "Value to set; 'on' or 'off' for a switch, any other text for inputs."),
        _value("enter_value", "Text to enter, or 'checked'/'unchecked' for each checkbox."),
        # the case opening the sentence without a copula (session 34's gap)
        _value("set_input", "For checkboxes, use 'true' or 'false'. Otherwise the text to enter."),
    ],
    ids=["fill-real", "fill-form-real", "use-for", "for-a-switch", "for-each", "for-opening"],
)
def test_s106_values_for_a_case_after_them_are_not_the_set(tool: dict[str, Any]) -> None:
    assert _findings(tool, "S106") == []


@pytest.mark.parametrize(
    ("tool", "listed"),
    [
        (_value("set_flag", "'true' or 'false'."), "false, true"),
        # "for the …": the parameter's own subject, not a case of something else
        (_value("sort", "Either 'asc' or 'desc' for the sort order."), "asc, desc"),
        # "for … or …": a gloss of each value, not a case
        (_value("sort", "'asc' or 'desc' for ascending or descending order."), "asc, desc"),
        # a case that names what the tool acts on holds on every call
        (
            _value("create_repository", "Visibility: 'public' or 'private' for new repositories."),
            "private, public",
        ),
        # a purpose, not a kind of thing
        (_value("sort", "For sorting, use 'asc' or 'desc'."), "asc, desc"),
        (
            _value("set_priority", "One of 'low', 'medium', 'high' for the priority."),
            "high, low, medium",
        ),
    ],
    ids=[
        "prose-boolean",
        "for-the",
        "for-a-or-b",
        "for-its-own-object",
        "for-purpose",
        "one-of-for-the",
    ],
)
def test_s106_twin_real_closed_set_still_flagged(tool: dict[str, Any], listed: str) -> None:
    assert _findings(tool, "S106") == [f"'value' lists {listed} in prose; declare them as enum"]
