"""``search_tools``' note on an upstream that is still starting (no restart wait known)
says it is being started, not "not expected back soon" (trial47b NEW-5: a slow server's
first start read as if it would not come back, while it came back 48 s later).
Expected wording by hand from the note's three cases."""

from __future__ import annotations

from tooldeck.gateway.exposure import unavailable_note


def _item(state: str, retry_after: float | None) -> dict[str, object]:
    return {
        "upstream": "slow",
        "state": state,
        "tools": None,
        "names": [],
        "kind": "environment",
        "reason": "starting, tools not listed yet",
        "retry_after": retry_after,
        "matches": [],
    }


def test_a_start_under_way_is_not_called_gone() -> None:
    note = unavailable_note([_item("starting", None)])
    assert "being started now, retry in a moment" in note
    assert "not expected back soon" not in note


def test_a_down_upstream_without_a_restart_is_still_said_so() -> None:
    assert "not expected back soon" in unavailable_note([_item("down", None)])


def test_a_known_wait_is_given() -> None:
    assert "retry after 4.0 s" in unavailable_note([_item("down", 4.0)])
