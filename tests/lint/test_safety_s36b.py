"""Session 36 (lint36b): A108 misses left on lint_labels4's dev half.

- A flag whose *name* says it skips a safeguard (firecrawl's ``skipTlsVerification``, no
  description) was not read: A108 read only the flag's description. The name is text the
  model reads, split into words as the other rules split names.
- A boolean ``cascade`` on a tool that drops objects ("Include CASCADE clause (for drop
  operation)") turns SQL's default RESTRICT, which refuses to drop an object others depend
  on, into dropping the dependants too (PostgreSQL documentation, "Dependency Tracking").
  It is read like ``force``: whatever its text, but only where the flag's or the tool's text
  removes something (drop, delete, revoke …).

Every tool here is a paraphrase written for this file (none is copied from a labels set).
Each honest case fails on the commit before this change (4d771ad2: the name and ``cascade``
were not read); each twin passes there and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _tool(
    name: str,
    description: str,
    props: dict[str, Any],
    hints: dict[str, bool] | None = None,
) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props},
        "annotations": hints
        if hints is not None
        else {"readOnlyHint": False, "destructiveHint": False},
    }


def _a108(tool: dict[str, Any]) -> list[str]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=("A108",)))
    return [f.message for f in result.findings if f.tool == tool["name"]]


FETCH = "Download a web page and return its text as markdown."

NAMED_BYPASS = [
    ("skipTlsVerification", {"type": "boolean"}),
    ("disable_ssl_verification", {"type": "boolean", "description": "Default false."}),
    ("ignoreCertificateChecks", {"type": "boolean"}),
    ("skip-validation", {"type": "boolean", "description": "Set to true for speed."}),
]


@pytest.mark.parametrize(("flag", "schema"), NAMED_BYPASS)
def test_flag_named_as_a_bypass_is_read(flag: str, schema: dict[str, Any]) -> None:
    found = _a108(_tool("page_fetch", FETCH, {"url": {"type": "string"}, flag: schema}))
    assert len(found) == 1
    assert repr(flag) in found[0] and "its name says so" in found[0]


def test_named_bypass_nested_in_an_options_object() -> None:
    options = {"type": "object", "properties": {"skipTlsVerification": {"type": "boolean"}}}
    found = _a108(_tool("site_crawl", FETCH, {"url": {"type": "string"}, "options": options}))
    assert len(found) == 1 and "skipTlsVerification" in found[0]


NAMED_TWINS = [
    # a skipped or disabled thing that is no safeguard
    ("skipEmptyLines", {"type": "boolean"}),
    ("disableCache", {"type": "boolean"}),
    ("ignoreCase", {"type": "boolean"}),
    # a safeguard word with no verb that lifts it
    ("tlsVerification", {"type": "boolean"}),
    ("requireApproval", {"type": "boolean"}),
    # not a boolean: a mode string is no flag
    ("skipValidation", {"type": "string", "enum": ["never", "warn"]}),
]


@pytest.mark.parametrize(("flag", "schema"), NAMED_TWINS)
def test_flag_name_that_lifts_no_safeguard_is_quiet(flag: str, schema: dict[str, Any]) -> None:
    assert _a108(_tool("page_fetch", FETCH, {"url": {"type": "string"}, flag: schema})) == []


def test_named_bypass_on_a_read_only_tool_is_quiet() -> None:
    tool = _tool(
        "page_fetch",
        FETCH,
        {"url": {"type": "string"}, "skipTlsVerification": {"type": "boolean"}},
        {"readOnlyHint": True},
    )
    assert _a108(tool) == []


CASCADES = [
    (
        "Manage database views: list, create or drop a view.",
        {"type": "boolean", "description": "Add the CASCADE keyword (drop only)."},
    ),
    (
        "Remove a schema from the warehouse.",
        {"type": "boolean"},
    ),
    (
        "Administer roles: create, alter, or revoke privileges from a role.",
        {"type": "boolean", "description": "Append CASCADE."},
    ),
]


@pytest.mark.parametrize(("description", "schema"), CASCADES)
def test_cascade_flag_on_a_removal_is_read(description: str, schema: dict[str, Any]) -> None:
    found = _a108(_tool("db_admin", description, {"name": {"type": "string"}, "cascade": schema}))
    assert len(found) == 1
    assert "'cascade'" in found[0] and "RESTRICT" in found[0]


CASCADE_TWINS = [
    # nothing is removed: the cascade spreads a setting, it drops nothing
    (
        "Set the sharing mode of a folder.",
        {"type": "boolean", "description": "Apply the mode to sub-folders too."},
    ),
    # a cascade that is not a boolean flag
    ("Drop a table.", {"type": "string", "enum": ["restrict", "cascade"]}),
]


@pytest.mark.parametrize(("description", "schema"), CASCADE_TWINS)
def test_cascade_without_a_removal_is_quiet(description: str, schema: dict[str, Any]) -> None:
    assert (
        _a108(_tool("db_admin", description, {"name": {"type": "string"}, "cascade": schema})) == []
    )


def test_bare_skip_check_name_is_quiet() -> None:
    """A verb and "check" alone does not say which check: read only when the name says
    what (``skipTlsCheck``). Paraphrase of VS Code's ``runVscodeCommand`` flag."""
    quiet = {"type": "boolean", "description": "When true, do not look up the command first."}
    named = {"type": "boolean"}
    run = "Run an editor command by its id."
    assert _a108(_tool("run_command", run, {"id": {"type": "string"}, "skipCheck": quiet})) == []
    found = _a108(_tool("run_command", run, {"id": {"type": "string"}, "skipTlsCheck": named}))
    assert len(found) == 1


# A101: an unannotated tool whose required parameter names a place the tool saves to
# writes a file on every call (lint_labels4 dev: a table export with a required
# outputPath "absolute path to save the exported data"). Paraphrases written for this file.


def _a101(tool: dict[str, Any]) -> list[str]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=("A101",)))
    return [f.message for f in result.findings if f.tool == tool["name"]]


def _export(dest: dict[str, Any], required: list[str], hints: dict[str, bool] | None) -> dict:
    tool: dict[str, Any] = {
        "name": "dump_collection",
        "description": "Back up a collection as CSV.",
        "inputSchema": {
            "type": "object",
            "properties": {"collection": {"type": "string"}, "targetFile": dest},
            "required": required,
        },
    }
    if hints is not None:
        tool["annotations"] = hints
    return tool


SAVES = {"type": "string", "description": "Absolute path where the CSV is written."}


def test_required_save_path_is_a_write() -> None:
    found = _a101(_export(SAVES, ["collection", "targetFile"], None))
    assert len(found) == 1 and "'targetFile'" in found[0]


def test_required_save_path_with_only_read_only_false_is_a_write() -> None:
    found = _a101(_export(SAVES, ["collection", "targetFile"], {"readOnlyHint": False}))
    assert len(found) == 1


@pytest.mark.parametrize(
    ("dest", "required", "hints"),
    [
        # optional: the call saves only when asked
        (SAVES, ["collection"], None),
        # the path is read, not written
        (
            {"type": "string", "description": "Path of the CSV file to import."},
            ["collection", "targetFile"],
            None,
        ),
        # a destructive hint is stated
        (SAVES, ["collection", "targetFile"], {"destructiveHint": False}),
    ],
)
def test_save_path_twins_are_quiet(
    dest: dict[str, Any], required: list[str], hints: dict[str, bool] | None
) -> None:
    assert _a101(_export(dest, required, hints)) == []


def test_unannotated_read_that_saves_stays_with_a105() -> None:
    """A read that saves (A105 reads "Export the rows…" as a read) gets A105's finding, not
    a second one from A101."""
    tool = _export(SAVES, ["collection", "targetFile"], None)
    tool["description"] = "Export the rows of a collection as CSV."
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    codes = [f.code for f in lint(deck, LintConfig(select=("A",))).findings]
    assert "A101" not in codes and "A105" in codes
