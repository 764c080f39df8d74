"""trial38b MEDIUM-1: A105 told the operator to declare ``readOnlyHint: true`` on mcp-fetch
1.6.3's ``imageFetch``, which writes image files: ``saveImages`` (no description, default
true), ``images.output`` (enum ``"base64" | "file" | "both"``) and ``images.saveDir``
nested in an ``anyOf`` branch, and a description that speaks of saving ("保存"). A105 read
only a described top-level place ("Optional path to save the page to."). It now also reads
an undescribed parameter by its name's words and its boolean default, nested properties and
``anyOf``/``oneOf`` branches and an output enum that chooses a file, and names the
description's own write word beside them; it then asks for ``readOnlyHint: false`` and
says why.

The imageFetch definition is the real server's (``tests/data/captured39f``, README there);
the twins are written here, each changing only what the reading turns on. Expected
messages follow from the definitions by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck

DATA = Path(__file__).resolve().parents[1] / "data" / "captured39f"
FETCH = json.loads((DATA / "fetch_tools.json").read_text(encoding="utf-8"))["tools"]
DESCRIPTION = "Fetch a URL and return its content as Markdown."


def _deck(items: list[dict[str, Any]]) -> Deck:
    return load_data({"tools": items}, source="test", format="mcp").deck


def _a105(items: list[dict[str, Any]]) -> dict[str, str]:
    result = lint(_deck(items), LintConfig(select=("A105",)))
    return {f.tool: f.message for f in result.findings if f.tool is not None}


def _tool(props: dict[str, Any], name: str = "fetch_page") -> dict[str, Any]:
    return {
        "name": name,
        "description": DESCRIPTION,
        "inputSchema": {
            "type": "object",
            "properties": {"url": {"type": "string", "description": "URL."}, **props},
            "required": ["url"],
        },
    }


def test_the_real_image_fetch_is_not_advised_read_only() -> None:
    message = _a105(FETCH)["imageFetch"]
    assert "declare it true" not in message
    assert "writes a file unless told not to ('saveImages' defaults to true)" in message
    assert "its description speaks of it too ('保存')" in message
    assert "declare read_only_hint: false" in message


@pytest.mark.parametrize(
    ("props", "said"),
    [
        (
            {"saveImages": {"type": ["boolean", "string"], "default": True}},
            "writes a file unless told not to ('saveImages' defaults to true)",
        ),
        ({"save_images": {"type": "boolean"}}, "writes a file when 'save_images' is true"),
        ({"outputDir": {"type": "string"}}, "writes a file to 'outputDir' when it is given"),
        (
            {
                "images": {
                    "anyOf": [
                        {"type": "boolean"},
                        {"type": "object", "properties": {"saveDir": {"type": "string"}}},
                    ]
                }
            },
            "writes a file to 'images.saveDir' when it is given",
        ),
        (
            {
                "images": {
                    "type": "object",
                    "properties": {
                        "output": {"type": "string", "enum": ["base64", "file", "both"]}
                    },
                }
            },
            """writes a file when 'images.output' is "file" or "both\"""",
        ),
        (
            {
                "options": {
                    "oneOf": [
                        {
                            "type": "object",
                            "properties": {
                                "dest_path": {
                                    "type": "string",
                                    "description": "Where to write the page.",
                                }
                            },
                        }
                    ]
                }
            },
            "writes a file to 'options.dest_path' when it is given",
        ),
    ],
)
def test_a_write_when_given_is_read_undescribed_or_nested(props: dict[str, Any], said: str) -> None:
    message = _a105([_tool(props)])["fetch_page"]
    assert said in message, message
    assert "declare read_only_hint: false" in message


@pytest.mark.parametrize(
    "props",
    [
        {},  # the plain read
        {"maxLength": {"type": "integer", "default": 20000}},
        {"output_format": {"type": "string", "enum": ["markdown", "html"]}},  # no place
        {"path": {"type": "string"}},  # a path to read, no output word
        {"no_save": {"type": "boolean"}},  # negated name
        {"format": {"type": "string", "enum": ["text", "file"]}},  # not an output's name
        {"target": {"type": "string", "enum": ["files", "content"]}},  # what is searched
        {"include_write_access": {"type": "boolean"}},  # the keeping word is not first
        {  # nested, described, says nothing of saving
            "images": {
                "type": "object",
                "properties": {"dir": {"type": "string", "description": "Sort direction."}},
            }
        },
    ],
)
def test_twins_that_only_read_are_still_advised_read_only(props: dict[str, Any]) -> None:
    message = _a105([_tool(props)])["fetch_page"]
    assert message.startswith("only reads ('fetch') but states no read_only_hint; declare it true")


def test_stated_false_is_not_questioned_when_a_nested_parameter_writes() -> None:
    nested = {"images": {"type": "object", "properties": {"saveDir": {"type": "string"}}}}
    tool = _tool(nested, name="get_page")
    tool["annotations"] = {"readOnlyHint": False}
    assert _a105([tool]) == {}  # images.saveDir: the author's false is right
    tool["inputSchema"]["properties"].pop("images")
    assert "marked read_only_hint: false; declare it true" in _a105([tool])["get_page"]
