"""Session 42 (fix42, trial41 #12): the offline router calls no tool on weak evidence.

trial41 routed "Thanks, that's all for today" to a write tool (an over-call) and
"Storniere die Rechnung" to ``issue_refund`` (a sensitive misfire). The router now reads
the request as the select stage does (``judge_match``): nothing fits → no call; a weak
match (best cosine under ``CAUTION_DENSE_COSINE``) for a tool whose hints say it writes →
no call. A weak match for a read-only tool, and a clear request for a write, are still
called. The deck and requests here are written for this test (a library's tools).
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.eval.backends.base import Message
from tooldeck.eval.backends.router import RouterBackend, refusal, states_a_write
from tooldeck.formats import load_data
from tooldeck.select.deferred import (
    CAUTION_DENSE_COSINE,
    WEAK_DENSE_COSINE,
    judge_match,
    lexical_index,
)
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

CLOSING = "Cheers, bye for now!"


def _deck(cancel_hints: dict[str, bool]) -> Deck:
    def tool(name: str, description: str, hints: dict[str, bool]) -> dict[str, Any]:
        return {
            "name": name,
            "description": description,
            "inputSchema": {"type": "object", "properties": {"member_id": {"type": "string"}}},
            "annotations": hints,
        }

    tools = [
        tool(
            "find_book",
            "Searches the library catalogue by title, author or ISBN and lists matching books "
            "with their shelf marks.",
            {"readOnlyHint": True},
        ),
        tool(
            "renew_loan",
            "Extends the due date of a book a member has on loan by two weeks.",
            {"readOnlyHint": False, "destructiveHint": False},
        ),
        tool(
            "cancel_membership",
            "Closes a member's library account and deletes their borrowing history.",
            cancel_hints,
        ),
        tool(
            "get_opening_hours",
            "Returns the opening hours of a library branch for the coming week.",
            {"readOnlyHint": True},
        ),
    ]
    return Deck(list(load_data({"tools": tools}, source="test", format="mcp").deck))


def _routed(backend: RouterBackend, deck: Deck, query: str, choice: str = "auto") -> list[str]:
    turn = backend.send(backend.request([Message.user(query)], deck, choice))  # type: ignore[arg-type]
    return [c.name for c in turn.calls]


def test_states_a_write_reads_stated_hints_only() -> None:
    deck = _deck({"destructiveHint": True})
    assert [states_a_write(t) for t in deck] == [False, True, True, False]
    bare = load_data({"tools": [{"name": "f", "description": "Does f."}]}, source="t")
    assert not states_a_write(next(iter(bare.deck)))  # no hint stated (a BFCL function)


@needs_model
def test_a_social_closing_is_not_routed_to_a_destructive_tool() -> None:
    deck = _deck({"destructiveHint": True})
    router = RouterBackend()
    before = RouterBackend(evidence=False)
    assert _routed(before, deck, CLOSING) == ["cancel_membership"]  # the over-call
    index = router._retriever(router.request([Message.user(CLOSING)], deck)["deck"])
    top, _ = index.search(CLOSING, 1)[0]
    _, best, no_match = judge_match(CLOSING, index, lexical_index(deck))
    assert top.name == "cancel_membership" and not no_match
    assert best is not None and WEAK_DENSE_COSINE <= best < CAUTION_DENSE_COSINE  # weak band
    assert refusal(CLOSING, top, index, lexical_index(deck)) == "weak match for a tool that writes"
    assert _routed(router, deck, CLOSING) == []
    assert _routed(router, deck, CLOSING, "required") == ["cancel_membership"]


@needs_model
def test_the_same_weak_match_for_a_read_only_tool_is_still_called() -> None:
    # honest twin: the same words, the top tool's hints now say it only reads
    deck = _deck({"readOnlyHint": True})
    assert _routed(RouterBackend(), deck, CLOSING) == ["cancel_membership"]


@needs_model
def test_clear_requests_are_still_called_writes_included() -> None:
    deck = _deck({"destructiveHint": True})
    router = RouterBackend()
    assert _routed(router, deck, "Please renew my loan of Dune for member M-2231") == ["renew_loan"]
    assert _routed(router, deck, "Close my library account, I'm moving away") == [
        "cancel_membership"
    ]
    assert _routed(router, deck, "When do you open on Saturday?") == ["get_opening_hours"]


@needs_model
def test_nothing_fits_is_no_call_and_calibration_agrees_with_routing() -> None:
    from tooldeck.cases import Case

    deck = _deck({"destructiveHint": True})
    thanks = "Thanks, that's all for today"
    router = RouterBackend()
    index = router._retriever(router.request([Message.user(thanks)], deck)["deck"])
    top, _ = index.search(thanks, 1)[0]
    assert refusal(thanks, top, index, lexical_index(deck)) == "nothing fits"
    assert _routed(router, deck, thanks) == []
    cases = [
        Case(case_id="a", query=thanks, expected_tools=()),
        Case(case_id="b", query=CLOSING, expected_tools=()),
        Case(case_id="c", query="Please renew my loan of Dune", expected_tools=("renew_loan",)),
    ]
    calibrated = RouterBackend()
    threshold = calibrated.calibrate([(c, deck) for c in cases])
    fresh = RouterBackend(threshold=threshold)
    for case in cases:
        assert _routed(calibrated, deck, case.query) == _routed(fresh, deck, case.query)
        assert _routed(fresh, deck, case.query) == list(case.expected_tools)
