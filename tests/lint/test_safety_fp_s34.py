# ruff: noqa: E501  (the tool texts are kept whole, as their servers publish them)
"""Session 34: safety and naming findings that a new user (trial 34, M5 and L2) found wrong
on honest real tools, each with paraphrases written for this file and a twin that must still
be flagged.

The real texts are those the servers published when the trial captured them with
``tooldeck convert servers.json --to mcp`` (Playwright MCP's ``browser_evaluate`` and
``browser_fill_form``, DuckDuckGo MCP's ``expand_link``, arxiv-mcp-server's
``get_paper_latex``, Chrome DevTools MCP's ``lighthouse_audit``, and the trial's own
``repeat_text``), copied without rewording. Every honest case below is flagged by the commit
before this change (checked by running this file against it: the honest cases fail, the
twins pass), and every twin is flagged both before and after.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _codes(tool: dict[str, Any], *others: dict[str, Any]) -> set[str]:
    deck = load_data({"tools": [tool, *others]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=("A", "N", "S")))
    return {f.code for f in result.findings if f.tool == tool["name"]}


# --- A104: a tool that runs code the model writes is rightly marked destructive ----------

_DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


def _evaluate(name: str, description: str, code_text: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {"function": {"type": "string", "description": code_text}},
            "required": ["function"],
        },
        "annotations": _DESTRUCTIVE,
    }


BROWSER_EVALUATE = {
    "name": "browser_evaluate",
    "title": "Evaluate JavaScript",
    "description": "Evaluate JavaScript expression on page or element",
    "inputSchema": {
        "type": "object",
        "properties": {
            "element": {
                "description": "Human-readable element description used to obtain permission to interact with the element",
                "type": "string",
            },
            "target": {
                "description": "Exact target element reference from the page snapshot, or a unique element selector",
                "type": "string",
            },
            "function": {
                "type": "string",
                "description": "() => { /* code */ } or (element) => { /* code */ } when element is provided",
            },
            "filename": {
                "description": "File name to save the result to. Relative file names are resolved against the workspace root. If not provided, result is returned as text.",
                "type": "string",
            },
        },
        "required": ["function"],
        "additionalProperties": False,
    },
    "annotations": _DESTRUCTIVE,
}


@pytest.mark.parametrize(
    "tool",
    [
        BROWSER_EVALUATE,
        # paraphrases: code named in the first sentence, or a function literal in a parameter
        _evaluate("evaluate_script", "Evaluate a Python script in the sandbox.", "The source."),
        _evaluate("evaluate_in_tab", "Evaluate the given code in the open tab.", "Source text."),
        _evaluate(
            "evaluate_in_frame", "Evaluate inside an iframe.", "function (el) { return el.value }"
        ),
    ],
    ids=["real", "python-script", "given-code", "function-literal"],
)
def test_a104_code_runner_marked_destructive_is_right(tool: dict[str, Any]) -> None:
    assert "A104" not in _codes(tool)


@pytest.mark.parametrize(
    "tool",
    [
        # a calculator evaluates an expression and changes nothing: destructive is wrong
        _evaluate(
            "evaluate_expression",
            "Evaluate a math expression such as 2+3*4.",
            "The expression, e.g. (1+2)/3.",
        ),
        # code as the thing judged, not run
        _evaluate(
            "evaluate_code_quality", "Evaluate the code quality of a repository.", "Repository URL."
        ),
    ],
    ids=["calculator", "code-quality"],
)
def test_a104_twin_still_flagged(tool: dict[str, Any]) -> None:
    assert "A104" in _codes(tool)


# --- A105: a read that says it keeps files or a cache --------------------------------------

GET_PAPER_LATEX = {
    "name": "get_paper_latex",
    "description": "Download, safely process, cache, and return bounded original LaTeX source. Use section tools for targeted reading.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "paper_id": {
                "type": "string",
                "maxLength": 40,
                "description": "Validated modern or legacy arXiv paper ID",
            },
            "start": {
                "type": "integer",
                "minimum": 0,
                "description": "Zero-based character offset within this source or section",
            },
        },
        "required": ["paper_id"],
    },
    "annotations": {"readOnlyHint": False, "openWorldHint": True},
}

LIGHTHOUSE_AUDIT = {
    "name": "lighthouse_audit",
    "description": "Get Lighthouse scores, failing audits, and the DOM nodes they flag for accessibility, SEO, best practices, and agentic browsing. Full reports are saved to disk. This excludes performance. For performance audits, run performance_start_trace",
    "inputSchema": {
        "type": "object",
        "properties": {
            "pageId": {"type": "number", "description": "Targets a specific page by ID."},
            "outputDirPath": {
                "description": "Directory for reports. If omitted, uses temporary files.",
                "type": "string",
            },
        },
        "required": ["pageId"],
    },
    "annotations": {"readOnlyHint": False},
}


def _reader(name: str, description: str, hints: dict[str, Any] | None = None) -> dict[str, Any]:
    tool: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {"id": {"type": "string", "description": "Record id, e.g. R-1."}},
        },
    }
    if hints is not None:
        tool["annotations"] = hints
    return tool


_NOT_READ_ONLY = {"readOnlyHint": False}


@pytest.mark.parametrize(
    "tool",
    [
        GET_PAPER_LATEX,
        LIGHTHOUSE_AUDIT,
        _reader("get_report", "Fetch, store and return the monthly report.", _NOT_READ_ONLY),
        _reader(
            "get_page",
            "Returns the page as markdown. The page is cached locally for an hour.",
            _NOT_READ_ONLY,
        ),
        _reader("list_exports", "Lists export jobs; each listing is written to exports.log."),
    ],
    ids=[
        "arxiv-real",
        "lighthouse-real",
        "series-store",
        "passive-cached",
        "passive-written-no-hint",
    ],
)
def test_a105_read_that_keeps_files_is_not_called_read_only(tool: dict[str, Any]) -> None:
    assert "A105" not in _codes(tool)


@pytest.mark.parametrize(
    "tool",
    [
        _reader("get_record", "Returns one record by its id.", _NOT_READ_ONLY),
        _reader(
            "get_profile", "Returns the user profile that is stored in the CRM.", _NOT_READ_ONLY
        ),
        _reader(
            "get_page",
            "Fetch, parse, and return the page as markdown. Nothing is saved to disk.",
            _NOT_READ_ONLY,
        ),
        _reader("list_orders", "Lists the orders of a customer."),
    ],
    ids=["plain-get", "relative-stored", "negated-saved", "no-hint"],
)
def test_a105_twin_a_get_that_only_reads_still_flagged(tool: dict[str, Any]) -> None:
    assert "A105" in _codes(tool)


# --- A107: a bare `token` that is an id the tool handed out --------------------------------

EXPAND_LINK = {
    "name": "expand_link",
    "description": "Expand a shortened ref://<id> link token from search results back into the full URL. Search results replace very long URLs with short ref:// tokens to save space. fetch_content accepts those tokens directly, so only call this when you need the real URL, for example to show or cite a link to the user. Never present a ref:// token to the user as if it were a URL.\n\n    Args:\n        token: A ref://<id> token exactly as it appeared in search results (the bare id is also accepted).\n    ",
    "inputSchema": {
        "properties": {"token": {"title": "Token", "type": "string"}},
        "required": ["token"],
        "type": "object",
        "title": "expand_linkArguments",
    },
    "annotations": {"readOnlyHint": True},
}


def _token_tool(name: str, param: str, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": "Looks up one item and returns it.",
        "inputSchema": {
            "type": "object",
            "properties": {param: {"type": "string", "description": text}},
        },
        "annotations": {"readOnlyHint": True},
    }


@pytest.mark.parametrize(
    "tool",
    [
        EXPAND_LINK,
        _token_tool("open_result", "token", "The link token returned by search_web."),
        _token_tool("get_item", "token", "Opaque reference token from a previous listing."),
    ],
    ids=["ddg-real", "link-token", "reference-token"],
)
def test_a107_reference_token_is_no_secret(tool: dict[str, Any]) -> None:
    assert "A107" not in _codes(tool)


@pytest.mark.parametrize(
    "tool",
    [
        _token_tool("get_repo", "api_token", "A ref to the token returned by the login call."),
        _token_tool("get_repo", "token", "Your GitHub personal access token."),
        _token_tool("get_repo", "token", "Authentication token for the API."),
        _token_tool("get_repo", "token", ""),
    ],
    ids=["api_token", "pat", "auth-token", "undescribed"],
)
def test_a107_twin_real_token_still_flagged(tool: dict[str, Any]) -> None:
    assert "A107" in _codes(tool)


# --- S106: values listed for one case of another field --------------------------------------

FILL_FORM = {
    "name": "browser_fill_form",
    "title": "Fill form",
    "description": "Fill multiple form fields",
    "inputSchema": {
        "type": "object",
        "properties": {
            "fields": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "target": {
                            "type": "string",
                            "description": "Exact target element reference from the page snapshot, or a unique element selector",
                        },
                        "name": {"type": "string", "description": "Human-readable field name"},
                        "type": {
                            "type": "string",
                            "enum": ["textbox", "checkbox", "radio", "combobox", "slider"],
                            "description": "Type of the field",
                        },
                        "value": {
                            "type": "string",
                            "description": "Value to fill in the field. If the field is a checkbox, the value should be `true` or `false`. If the field is a combobox, the value should be the text of the option.",
                        },
                    },
                    "required": ["target", "name", "type", "value"],
                    "additionalProperties": False,
                },
                "description": "Fields to fill in",
            }
        },
        "required": ["fields"],
    },
    "annotations": _DESTRUCTIVE,
}


def _setting(text: str) -> dict[str, Any]:
    return {
        "name": "set_setting",
        "description": "Sets one setting of the account.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "kind": {
                    "type": "string",
                    "enum": ["flag", "text", "color"],
                    "description": "Kind of setting.",
                },
                "value": {"type": "string", "description": text},
            },
        },
        "annotations": {"readOnlyHint": False, "destructiveHint": False},
    }


@pytest.mark.parametrize(
    "tool",
    [
        FILL_FORM,
        _setting("New value. When kind is flag, use 'on' or 'off'."),
        _setting(
            "The value to store. For a setting whose kind is color, one of 'red', 'green' or 'blue'."
        ),
    ],
    ids=["playwright-real", "when-kind", "for-kind"],
)
def test_s106_values_of_one_case_are_no_enum(tool: dict[str, Any]) -> None:
    assert "S106" not in _codes(tool)


@pytest.mark.parametrize(
    "tool",
    [
        _setting("Whether the flag is on: 'true' or 'false'."),
        _setting("If set, must be 'asc' or 'desc'."),
        _setting("Sort order. If it is given, one of 'asc' or 'desc'."),
    ],
    ids=["boolean-in-prose", "if-set", "if-given"],
)
def test_s106_twin_real_closed_set_still_flagged(tool: dict[str, Any]) -> None:
    assert "S106" in _codes(tool)


# --- N102: a first word the description uses as its verb -----------------------------------


def _named(name: str, description: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {"text": {"type": "string", "description": "The text."}},
        },
        "annotations": {"readOnlyHint": True},
    }


@pytest.mark.parametrize(
    "tool",
    [
        # the trial's own tool (mytools.py), its docstring as the description
        _named(
            "repeat_text",
            "Repeat a text many times (to test output limits).\n\nArgs:\n    text: The text to repeat.\n    times: How many times, 1 to 100000.",
        ),
        _named("mirror_image", "Mirrors an image left to right."),
        _named("dedupe_lines", "Dedupe the lines of a text, keeping the first of each."),
    ],
    ids=["repeat-real", "mirrors-an", "dedupe-the"],
)
def test_n102_verb_the_description_uses_is_a_verb(tool: dict[str, Any]) -> None:
    assert "N102" not in _codes(tool)


@pytest.mark.parametrize(
    "tool",
    [
        _named("weather_forecast", "Weather forecast for a city."),
        _named("order_info", "Order details of one order."),
        _named("repeat_count", "Number of repeats in a text."),
    ],
    ids=["weather", "order-info", "noun-first"],
)
def test_n102_twin_noun_first_still_flagged(tool: dict[str, Any]) -> None:
    assert "N102" in _codes(tool)
