"""Session 37 (lint37c): D107 and N102 on the fifth label set's dev false positives.

D107 (no-output-shape) no longer asks what comes back where the first sentence leaves
nothing to say about the result: a removal or an ended process ("Delete …", "Stop …",
"Terminates …"), one touch or pointer gesture ("Tap …", "Swipe …", "Hover …"), or the read
of one value named by the object's head noun ("Get the installed … version", "Get the ID
of …"). The reviewers of the second, third and fifth label sets write that deletes, removals
and stops are not labelled ("what they return hardly matters"); the fifth's adds UI actions,
terminations and reads whose text fixes the one value; the first set's criterion already
excludes a result "fully determined by the text". Twins keep the rule where the result does
matter: a stopped recording (its file), a read keyed by id (the thing read), a list of ids.

N102 (name-not-verb-object) knows the layout verbs ``align`` and ``distribute`` and the
gestures ``tap`` and ``swipe``, so ``align_elements`` and a deck's ``ui_tap``/``ui_swipe``
(after a prefix that opens several verb names) read as verb + object.

Every tool here is a paraphrase written for this file (none copied from a label set), and
the expected findings were decided by hand from the rule's text. Each "quiet" case fails on
main e7cbb1bc; each twin is reported there and here.
"""

from __future__ import annotations

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _codes(tools: list[dict[str, object]], code: str) -> dict[str, list[str]]:
    for tool in tools:
        tool.setdefault("inputSchema", {"type": "object", "properties": {}})
    deck = load_data({"tools": tools}, source="test", format="mcp").deck
    found: dict[str, list[str]] = {}
    for f in lint(deck, LintConfig(select=(code,))).findings:
        found.setdefault(f.tool, []).append(f.message)
    return found


def _d107(name: str, description: str) -> list[str]:
    return _codes([{"name": name, "description": description}], "D107").get(name, [])


QUIET = [
    # removals and ended processes
    ("remove_label", "Removes a label from a pull request in the given repository."),
    ("drop_index", "Drop an index from a table of the connected database."),
    ("kill_session", "Kill the shell session started by open_shell."),
    ("stop_server", "Stop the development server that is currently running."),
    # one gesture
    ("tap_point", "Tap at a point of the emulator's screen."),
    ("swipe_left", "Swipes left across the device screen."),
    ("hover_link", "Hover over a link on the current page."),
    # one value named by the head noun
    ("get_node_version", "Get the installed Node.js version"),
    ("get_session_id", "Get the ID of the current browser session"),
    ("get_repo_path", "Read the path of the workspace's root folder."),
    ("capture_view", "Get the image content of the emulator's current screen"),
]


@pytest.mark.parametrize(("name", "description"), QUIET)
def test_no_output_shape_asked_where_the_result_hardly_matters(name: str, description: str) -> None:
    assert _d107(name, description) == []


TWINS = [
    # a stopped recording, trace or job leaves a result behind
    ("stop_capture", "Stops the screen recording of the emulator."),
    ("stop_trace", "Stop the performance trace that is running in the browser."),
    ("kill_job", "Terminate the running export job."),
    # a read keyed by id returns the thing, not the id
    ("get_ticket", "Get a specific ticket by ID"),
    ("read_trace", "Retrieve a trace by its id"),
    # several values, or a thing with fields
    ("list_build_ids", "Get all build ID values for a project"),
    ("get_page_history", "Get the version history of a page"),
    ("get_config", "Get the configuration of the workspace"),
    # a write that is no removal
    ("move_node", "Move a node under another parent in the scene"),
]


@pytest.mark.parametrize(("name", "description"), TWINS)
def test_no_output_shape_kept_where_the_result_matters(name: str, description: str) -> None:
    found = _d107(name, description)
    assert len(found) == 1
    assert "does not say what it returns" in found[0]


def test_a_removal_that_says_what_it_returns_is_quiet_anyway() -> None:
    assert _d107("delete_note", "Delete a note. Returns the deleted note's id.") == []


def test_layout_verbs_open_a_verb_object_name() -> None:
    tools: list[dict[str, object]] = [
        {"name": "align_shapes", "description": "Line up the chosen shapes along one edge."},
        {"name": "distribute_shapes", "description": "Space the chosen shapes out evenly."},
        {"name": "shapes_align", "description": "Line up the chosen shapes along one edge."},
    ]
    found = _codes(tools, "N102")
    assert "align_shapes" not in found
    assert "distribute_shapes" not in found
    # the verb after its object keeps the finding
    assert len(found["shapes_align"]) == 1


def test_gestures_after_a_shared_prefix_read_as_verbs() -> None:
    tools: list[dict[str, object]] = [
        {"name": "screen_tap", "description": "Press once at a point of the emulator's display."},
        {"name": "screen_swipe", "description": "Drag a finger across the emulator's display."},
        {"name": "screen_describe", "description": "Describe what the display shows now."},
        {"name": "list_devices", "description": "List the emulators that are available."},
        {"name": "start_device", "description": "Start one emulator by its name."},
        {"name": "install_package", "description": "Put an application package on an emulator."},
        {"name": "screen_layout", "description": "Give the display's layout tree."},
    ]
    found = _codes(tools, "N102")
    assert "screen_tap" not in found
    assert "screen_swipe" not in found
    # a noun after the same prefix is still no verb
    assert len(found["screen_layout"]) == 1
