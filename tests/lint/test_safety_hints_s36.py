"""Session 36 (trial35b LOW-3 and the A109 leftovers of lintfp35b): what a tool's text says
against its safety hints.

- A109 read "Fails if the file exists rather than overwriting it" and "Refuses to overwrite an
  existing file" as overwrites: "rather than", "refuses to" (and "instead of", "to avoid")
  negate what follows them.
- A109 missed a sync tool "deleting remote files that are not in the folder": a deletion of
  kept data (files, records, versions …) stated as the call's effect.
- A103 did not ask a tool marked ``destructiveHint: false`` for a guard, even when A109 says
  its text destroys data: the false hint is what is wrong, so the tool is destructive for
  A103 as any tool marked true is.
- A102 said nothing of a tool marked ``readOnlyHint: true`` that runs code the model names
  or writes (A101 reads the same thing on an unannotated tool since session 35).

The trial texts are copied from trial35b's ``/tmp/t35b/a109.json``; the others are
paraphrases written for this file. Every honest case fails on 16c4ec14 (the commit before
this change: checked by running this file against an export of it), every twin passes there
and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _tool(
    name: str,
    description: str,
    hints: dict[str, bool] | None = None,
    **props: dict[str, Any],
) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props or {"x": {"type": "string"}}},
        "annotations": hints
        if hints is not None
        else {"readOnlyHint": False, "destructiveHint": False},
    }


def _found(tool: dict[str, Any], code: str) -> list[str]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=("A",)))
    return [f.message for f in result.findings if f.tool == tool["name"] and f.code == code]


# --- A109: negations that trial35b found read as overwrites --------------------------------

DECLINED = [
    # trial35b's two texts, verbatim
    _tool(
        "h_create_file", "Create a new file. Fails if the file exists rather than overwriting it."
    ),
    _tool("h_copy", "Copy a file to a new path. Refuses to overwrite an existing file."),
    # paraphrases
    _tool("make_folder", "Create the folder; refuses to overwrite one that exists."),
    _tool("save_as", "Save a copy under a new name to avoid overwriting the original."),
    _tool("move_file", "Move a file. Errors instead of overwriting an existing target."),
    _tool("put_blob", "Upload a blob; declines to overwrite a blob that is already there."),
]


@pytest.mark.parametrize("tool", DECLINED, ids=[t["name"] for t in DECLINED])
def test_a109_a_declined_overwrite_is_not_an_overwrite(tool: dict[str, Any]) -> None:
    assert _found(tool, "A109") == []
    assert _found(tool, "A103") == []


# --- A109: a deletion of kept data stated as the call's effect ---------------------------

DELETES = [
    # trial35b's sync tool, verbatim
    _tool(
        "p_sync", "Sync the folder to the bucket, deleting remote files that are not in the folder."
    ),
    # paraphrases
    _tool(
        "mirror_dir",
        "Mirror a local directory to the remote; deletes files on the remote that no longer "
        "exist locally.",
    ),
    _tool("rotate_logs", "Rotate the logs, erasing entries older than 30 days."),
    _tool(
        "import_contacts", "Import contacts from a CSV file. Wipes all records of the list first."
    ),
    _tool(
        "publish_site",
        "Publish the site.",
        clean={
            "type": "boolean",
            "description": "When true, purges the pages no longer in the build.",
        },
    ),
]


@pytest.mark.parametrize("tool", DELETES, ids=[t["name"] for t in DELETES])
def test_a109_a_stated_deletion_of_kept_data_is_reported(tool: dict[str, Any]) -> None:
    (message,) = _found(tool, "A109")
    assert "destroys data already kept" in message


def test_a109_names_the_sync_tools_words() -> None:
    (message,) = _found(DELETES[0], "A109")
    assert "its description says 'deleting remote files'" in message


NOT_DELETES = [
    # real: Grafana MCP 2.1.1's create_snapshot (real_capture), marked destructiveHint false;
    # its deleteKey parameter names what the key is for, not what the call does
    _tool(
        "create_snapshot",
        "Create a Grafana snapshot from a full dashboard payload. Supports optional expiration "
        "and external snapshot fields.",
        deleteKey={
            "type": "string",
            "description": "Secret key for deleting external snapshots. Required when "
            "external is true",
        },
    ),
    # trial35b's honest twins, verbatim
    _tool(
        "h_upload_version",
        "Upload a new version of a document. Earlier versions are kept; nothing is replaced or "
        "deleted.",
    ),
    _tool(
        "h_snapshot",
        "Take a snapshot of the volume. Old snapshots are not deleted; delete_snapshot does that.",
    ),
    # paraphrases: another tool's deletion, a soft delete, a negated one, a listed state
    _tool("archive_message", "Archive a message. Use delete_message to delete messages for good."),
    _tool("hide_row", "Hide the row; soft-deletes the record so it can be restored."),
    _tool("sync_up", "Sync the folder to the bucket. It never deletes remote files."),
    _tool("sync_safe", "Sync the folder to the bucket; deleting remote files is not allowed."),
    _tool("restore_item", "Restore an item from the trash, with the deleted files it held."),
]


@pytest.mark.parametrize("tool", NOT_DELETES, ids=[t["name"] for t in NOT_DELETES])
def test_a109_twins_without_a_deletion_stay_quiet(tool: dict[str, Any]) -> None:
    assert _found(tool, "A109") == []
    assert _found(tool, "A103") == []


# --- A103: A109's finding makes the tool destructive for the guard check ------------------


def test_a103_asks_a_false_marked_destroyer_for_a_guard() -> None:
    (message,) = _found(DELETES[0], "A103")
    assert message == (
        "destructive (its description says 'deleting remote files', though marked "
        "destructive_hint: false), but no prerequisite or exclusion stated"
    )


def test_a103_overwrite_marked_false_asks_for_a_guard() -> None:
    tool = _tool("save_draft", "Save the draft. Saving again replaces the previous draft.")
    assert len(_found(tool, "A109")) == 1
    assert len(_found(tool, "A103")) == 1


def test_a103_is_quiet_when_the_destroyer_states_a_guard() -> None:
    tool = _tool(
        "p_sync",
        "Sync the folder to the bucket, deleting remote files that are not in the folder. "
        "Only after the user confirms the file list; never on a folder the user did not name.",
    )
    assert len(_found(tool, "A109")) == 1
    assert _found(tool, "A103") == []


def test_a103_stays_quiet_on_a_false_marked_additive_tool() -> None:
    tool = _tool("add_tag", "Add a tag to an issue. Tags already on the issue stay.")
    assert _found(tool, "A103") == []


# --- A102: code runners marked read-only -------------------------------------------------

READ_ONLY = {"readOnlyHint": True}

CODE_RUNNERS = [
    _tool(
        "run_code",
        "Execute Python code in the notebook's kernel and return its output.",
        READ_ONLY,
        code={"type": "string"},
    ),
    _tool(
        "evaluate",
        "Evaluate JavaScript expression on page or element.",
        READ_ONLY,
        expression={"type": "string"},
    ),
    _tool(
        "run_script",
        "Run a script and return what it prints.",
        READ_ONLY,
        path={"type": "string", "description": "Path of a Python script to run"},
    ),
    _tool(
        "page_value",
        "Return a value from the page.",
        READ_ONLY,
        fn={"type": "string", "description": "A function such as () => document.title"},
    ),
    _tool(
        "convert",
        "Convert a document.\nFilters are Python scripts that modify document content.",
        READ_ONLY,
        filters={"type": "array", "items": {"type": "string"}},
    ),
]


@pytest.mark.parametrize("tool", CODE_RUNNERS, ids=[t["name"] for t in CODE_RUNNERS])
def test_a102_a_code_runner_marked_read_only_is_an_error(tool: dict[str, Any]) -> None:
    (message,) = _found(tool, "A102")
    assert message.startswith("marked read-only but it runs code the model names or writes (")
    assert message.endswith("declare read_only_hint: false")


def test_a102_names_what_runs() -> None:
    (message,) = _found(CODE_RUNNERS[2], "A102")
    assert "(its 'path' says 'Python script to run')" in message


NOT_RUNNERS = [
    # real: GitHub MCP's list_code_scanning_alerts (select_real github), marked read-only
    _tool(
        "list_code_scanning_alerts",
        "List code scanning alerts in a GitHub repository.",
        READ_ONLY,
    ),
    _tool(
        "run_sandbox",
        "Run Python code in a read-only sandbox; nothing outside it can change.",
        READ_ONLY,
        code={"type": "string"},
    ),
    _tool(
        "evaluate_expression",
        "Evaluate a math expression such as 2+3*4.",
        READ_ONLY,
        expression={"type": "string"},
    ),
    _tool(
        "explain_code",
        "Explain Python code: what it does, line by line.",
        READ_ONLY,
        code={"type": "string"},
    ),
    _tool(
        "lint_code",
        "Run the linter on code and list its problems.",
        READ_ONLY,
        code={"type": "string"},
    ),
]


@pytest.mark.parametrize("tool", NOT_RUNNERS, ids=[t["name"] for t in NOT_RUNNERS])
def test_a102_twins_that_run_no_code_stay_quiet(tool: dict[str, Any]) -> None:
    assert _found(tool, "A102") == []


# --- A103: an unannotated tool whose schema says it may destroy kept data -----------------
# lint_labels4's reviewer (dev split) put A103 on PostgreSQL MCP's pg_manage_* tools
# (operation: drop), pg_import_table_data (truncateFirst) and pg_execute_sql ("Execute
# arbitrary SQL statements"); on 16c4ec14 A103 read only a name verb or a DELETE/DROP/TRUNCATE
# in the first sentence. The cases below are paraphrases written for this file.

UNSTATED: dict[str, bool] = {}

SCHEMA_DESTROYS = [
    _tool(
        "manage_triggers",
        "Manage triggers - get, create or drop triggers with a single tool.",
        UNSTATED,
        operation={"type": "string", "enum": ["get", "create", "drop"]},
        trigger={"type": "string"},
    ),
    _tool(
        "manage_buckets",
        "Work with storage buckets.",
        UNSTATED,
        action={"type": "string", "enum": ["list", "create", "delete_bucket"]},
    ),
    _tool(
        "import_rows",
        "Import rows from a CSV file into a table.",
        UNSTATED,
        path={"type": "string"},
        truncateFirst={"type": "boolean", "description": "Empty the table before the import."},
    ),
    _tool(
        "run_sql",
        "Execute arbitrary SQL statements against the database.",
        UNSTATED,
        sql={"type": "string"},
    ),
    _tool(
        "execute",
        "Execute a statement.",
        UNSTATED,
        statement={"type": "string", "description": "Any SQL statement to run."},
    ),
]


@pytest.mark.parametrize("tool", SCHEMA_DESTROYS, ids=[t["name"] for t in SCHEMA_DESTROYS])
def test_a103_reads_a_destroying_schema_of_an_unannotated_tool(tool: dict[str, Any]) -> None:
    (message,) = _found(tool, "A103")
    assert message.startswith("destructive (its ")
    assert message.endswith("), but no prerequisite or exclusion stated")


def test_a103_names_the_operation_value() -> None:
    (message,) = _found(SCHEMA_DESTROYS[0], "A103")
    assert "(its 'operation' takes 'drop')" in message


SCHEMA_KEEPS = [
    _tool(
        "manage_webhooks",
        "Manage webhooks.",
        UNSTATED,
        action={"type": "string", "enum": ["list", "create", "update"]},
    ),
    # a filter of an audit log: not required, no read among its values
    _tool(
        "audit_entries",
        "Entries of the audit log.",
        UNSTATED,
        action={"type": "string", "enum": ["create", "delete"]},
    ),
    _tool(
        "clean_frame",
        "Clean a data frame and return it.",
        UNSTATED,
        drop_na={"type": "boolean", "description": "Drop rows with missing values."},
    ),
    _tool(
        "run_query",
        "Execute any SQL statement in a read-only transaction.",
        UNSTATED,
        sql={"type": "string"},
    ),
    _tool(
        "explain_sql",
        "Explain what any SQL statement would do, without running it.",
        UNSTATED,
        sql={"type": "string"},
    ),
    _tool(
        "manage_triggers",
        "Manage triggers - get, create or drop triggers. Only after the user confirms the "
        "trigger by name; never drop a trigger the user did not name.",
        UNSTATED,
        operation={"type": "string", "enum": ["get", "create", "drop"]},
    ),
]


@pytest.mark.parametrize(
    "tool", SCHEMA_KEEPS, ids=[f"{i}-{t['name']}" for i, t in enumerate(SCHEMA_KEEPS)]
)
def test_a103_twins_whose_schema_destroys_nothing_or_that_guard(tool: dict[str, Any]) -> None:
    assert _found(tool, "A103") == []
