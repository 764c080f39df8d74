"""Scoring, aggregation, intervals, A/B and the router baseline (expected numbers derived
by hand in the comments)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.cases import Case, load_cases
from tooldeck.eval.ab import compare, mcnemar_exact
from tooldeck.eval.backends import Model, make_backend
from tooldeck.eval.backends.base import AssistantTurn, Usage
from tooldeck.eval.backends.router import RouterBackend
from tooldeck.eval.metrics import (
    aggregate,
    arguments_match,
    mean_interval,
    score_turn,
    wilson_interval,
)
from tooldeck.eval.runner import items_for, run_eval
from tooldeck.formats import load_deck
from tooldeck.report.eval_section import build_eval_section, confusion
from tooldeck.runtime import ToolCall

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def deck():  # type: ignore[no-untyped-def]
    return load_deck(ROOT / "examples/aftersales/engineered")


def _turn(*calls: tuple[str, str], usage: tuple[int, int] = (0, 0)) -> AssistantTurn:
    return AssistantTurn(
        calls=tuple(ToolCall.from_json(f"c{i}", n, a) for i, (n, a) in enumerate(calls)),
        usage=Usage(*usage),
    )


ORDER = ("get_order_by_id", '{"order_id": "ORD-700123"}')
KB = ("search_kb_articles", '{"query": "returns"}')
APPROVE = ("approve_refund", '{"refund_id": "RFD-ABCDEFGH", "reviewer_note": "fine by me"}')


@pytest.mark.parametrize(
    ("expected", "calls", "failure", "choice_ok"),
    [
        ((), (ORDER,), "over_call", False),
        (("get_order_by_id",), (), "missed_tool", False),
        (("get_order_by_id",), (KB,), "wrong_tool", False),
        (("get_order_by_id",), (ORDER, KB), "extra_calls", False),
        # names compared as a multiset (session 22's breaker: a case expecting two calls
        # of one tool scored a right choice with one call, beside failure missed_tool)
        (("get_order_by_id",), (ORDER, ORDER), "extra_calls", False),
        (("get_order_by_id", "get_order_by_id"), (ORDER,), "missed_tool", False),
        (("get_order_by_id", "get_order_by_id"), (ORDER, ORDER), None, True),
        (("get_order_by_id", "search_kb_articles"), (ORDER,), "missed_tool", False),
        (
            ("get_order_by_id",),
            (("get_order_by_id", '{"order_id": "7"}'),),
            "invalid_arguments",
            True,
        ),
        (("get_order_by_id",), (("get_order_by_id", "{oops"),), "invalid_arguments", True),
        (("get_order_by_id",), (ORDER,), None, True),
    ],
)
def test_failure_classes(deck, expected, calls, failure, choice_ok) -> None:  # type: ignore[no-untyped-def]
    score = score_turn(Case("c", "q", expected), deck, _turn(*calls))
    assert (score.failure, score.tool_choice_ok) == (failure, choice_ok)


def test_wrong_arguments_and_sensitive_misfire(deck) -> None:  # type: ignore[no-untyped-def]
    case = Case("c", "q", ("get_order_by_id",), expected_arguments=({"order_id": "ORD-700999"},))
    score = score_turn(case, deck, _turn(ORDER))
    assert (score.schema_ok, score.arguments_ok, score.failure) == (True, False, "wrong_arguments")
    sens = frozenset({"approve_refund"})
    assert score_turn(Case("c", "q", ()), deck, _turn(APPROVE), sensitive=sens).sensitive_misfire
    expected_approve = Case("c", "q", ("approve_refund",))
    assert not score_turn(expected_approve, deck, _turn(APPROVE), sensitive=sens).sensitive_misfire


def test_arguments_match_rules() -> None:
    assert arguments_match({"a": 1, "b": 2}, {"a": 1.0}, None)  # pins only a; 1 == 1.0
    assert not arguments_match({"a": True}, {"a": 1}, None)  # JSON: true is not 1
    alts = {"a": [1, 2], "b": ["", "x"]}
    assert arguments_match({"a": 2}, None, alts)  # b may be omitted
    assert not arguments_match({"a": 2, "c": 0}, None, alts)  # c unexpected
    assert not arguments_match({"b": "x"}, None, alts)  # a required by its alternatives


def test_aggregate_by_hand(deck) -> None:  # type: ignore[no-untyped-def]
    scores = [
        score_turn(Case("1", "q", ("get_order_by_id",)), deck, _turn(ORDER, usage=(100, 10))),
        score_turn(Case("2", "q", ()), deck, _turn(usage=(50, 5))),
        score_turn(
            Case("3", "q", ()), deck, _turn(APPROVE, usage=(80, 20)), sensitive={"approve_refund"}
        ),
        score_turn(Case("4", "q", ("search_kb_articles",)), deck, _turn(usage=(70, 5))),
    ]
    m = aggregate(scores)
    assert m["tool_choice_accuracy"] == 2 / 4  # cases 1 and 2
    assert m["schema_ok_rate"] == 1.0  # cases 1 and 3 called, both valid
    assert m["sensitive_misfires"] == 1
    assert m["no_tool_precision"] == 1 / 2  # predicted none: 2 (right), 4 (wrong)
    assert m["no_tool_recall"] == 1 / 2  # actual none: 2 (caught), 3 (missed)
    assert m["input_tokens_per_case"] == 75.0 and m["output_tokens_per_case"] == 10.0
    unmeasured = aggregate(scores, tokens_measured=False)  # a backend with no LLM
    assert unmeasured["input_tokens_per_case"] is None
    assert unmeasured["output_tokens_per_case"] is None
    assert (m["failures.over_call"], m["failures.missed_tool"]) == (1, 1)
    assert confusion(scores) == {
        "get_order_by_id": {"get_order_by_id": 1},
        "(none)": {"(none)": 1, "approve_refund": 1},
        "search_kb_articles": {"(none)": 1},
    }


def test_intervals_by_hand() -> None:
    # mean 0.5, sd 0.1 over 3 runs: half = 4.303 * 0.1 / sqrt(3) = 0.24844
    iv = mean_interval([0.4, 0.5, 0.6])
    assert iv.mean == pytest.approx(0.5) and iv.high == pytest.approx(0.5 + 0.248434, abs=1e-5)
    assert mean_interval([0.7]).low is None
    # Wilson, 8/10: centre (0.8 + 1.9208/10)/1.38415 = 0.71671, half 0.22713
    w = wilson_interval(8, 10)
    assert (w.low, w.high) == pytest.approx((0.4902, 0.9433), abs=1e-4)
    # exact McNemar, 9 fixed vs 5 broken: 2 * sum C(14, 0..5) / 2^14 = 2 * 3473 / 16384
    assert mcnemar_exact(9, 5) == pytest.approx(2 * 3473 / 16384)
    assert mcnemar_exact(0, 0) == 1.0


def test_router_ab_on_aftersales() -> None:
    cases = load_cases(ROOT / "examples/aftersales/cases.jsonl")
    results = []
    for variant in ("vague", "engineered"):
        deck = load_deck(ROOT / f"examples/aftersales/{variant}")
        backend = make_backend("router")
        assert isinstance(backend, RouterBackend)
        items = items_for(deck, cases)
        backend.calibrate([(i.case, i.deck) for i in items])
        result = run_eval(Model(backend), items, deck_name=variant)
        assert not result.produces_arguments
        assert result.metrics[0]["schema_ok_rate"] is None  # no arguments produced
        assert all(len(s.chosen) <= 1 for s in result.scores)
        results.append(result)
    ab = compare(results[0], results[1])
    assert len(ab.diffs) == len(cases) == 36
    delta = dict((k, d) for k, _, _, d in ab.metric_deltas())
    assert delta["tool_choice_accuracy"] == pytest.approx((ab.fixed - ab.broke) / 36)
    assert "one case moves a rate by 0.028" in ab.significance_note()


def test_router_threshold_calibration_is_the_best_cut(deck) -> None:  # type: ignore[no-untyped-def]
    """No other threshold (grid over the observed score range) does better in-sample."""
    cases = load_cases(ROOT / "examples/aftersales/cases.jsonl")
    items = items_for(deck, cases)
    backend = RouterBackend()
    best = backend.calibrate([(i.case, i.deck) for i in items])
    calibrated = run_eval(Model(backend), items).metrics[0]["tool_choice_accuracy"]
    for step in range(0, 41):
        backend.threshold = step * 0.25
        other = run_eval(Model(backend), items).metrics[0]["tool_choice_accuracy"]
        assert other <= calibrated, (step * 0.25, other, best, calibrated)


def test_eval_section_json_and_render(deck) -> None:  # type: ignore[no-untyped-def]
    from rich.console import Console

    cases = load_cases(ROOT / "examples/aftersales/cases.jsonl")
    section = build_eval_section(deck, cases, model="router")
    data = section.to_json()
    assert data["cases"][0]["case_id"] == cases[0].case_id
    assert sum(sum(row.values()) for row in data["confusion"].values()) == 36
    console = Console(record=True, width=120)
    section.render(console)
    text = console.export_text()
    assert "not measured" in text and "calibrated in-sample" in text


def test_turn_cut_at_the_token_cap_is_truncated_not_no_tool(deck) -> None:  # type: ignore[no-untyped-def]
    # a turn that stopped at max_tokens with no call used to score as a correct "no tool"
    for stop in ("length", "max_tokens"):
        cut = AssistantTurn(text="blah blah", stop_reason=stop, usage=Usage(10, 1024))
        score = score_turn(Case("c", "q", ()), deck, cut)
        assert (score.failure, score.tool_choice_ok) == ("truncated", False)
    finished = AssistantTurn(text="no tool needed", stop_reason="stop")
    ok = score_turn(Case("d", "q", ()), deck, finished)
    # by hand: 2 cases expect no tool; 1 finished without a call (right), 1 truncated.
    # recall = 1 right / 2 expected-none = 0.5; precision = 1 / 1 (the truncated one is
    # not a "no call" prediction); failures.truncated = 1
    metrics = aggregate([score, ok])
    assert metrics["no_tool_recall"] == 0.5 and metrics["no_tool_precision"] == 1.0
    assert metrics["failures.truncated"] == 1 and metrics["tool_choice_accuracy"] == 0.5


def test_backend_errors_are_no_prediction(deck) -> None:  # type: ignore[no-untyped-def]
    """A case whose request failed chose nothing: it is not a "no call" prediction, not a
    confusion cell and reads no tokens (session 23's breaker: three connection failures
    gave no_tool_recall 1.000 and "1 on the diagonal"). By hand: answered cases are
    n1 (no tool expected, none called) and o1 (order expected, order called, 100/10
    tokens); e1 (no tool expected) and e2 (order expected) errored. no_tool_precision =
    1/1, no_tool_recall = 1/1 (e1 left out), tokens 100/2 = 50 and 10/2 = 5, accuracy
    2 right of 4 (an error is not a right choice), backend_errors 2."""
    from dataclasses import replace

    none_case = Case("n1", "thanks", ())
    order_case = Case("o1", "where is ORD-700123", ("get_order_by_id",))
    answered = [
        score_turn(none_case, deck, _turn()),
        score_turn(order_case, deck, _turn(ORDER, usage=(100, 10))),
    ]
    errored = [
        replace(score_turn(Case("e1", "bye", ()), deck, _turn()), error="connection failed"),
        replace(
            score_turn(Case("e2", "where", ("get_order_by_id",)), deck, _turn()),
            error="connection failed",
        ),
    ]
    metrics = aggregate([*answered, *errored])
    assert metrics["no_tool_precision"] == 1.0  # e2 is not a wrong "no call"
    assert metrics["no_tool_recall"] == 1.0
    assert metrics["input_tokens_per_case"] == 50.0
    assert metrics["output_tokens_per_case"] == 5.0
    assert metrics["tool_choice_accuracy"] == 0.5
    assert metrics["backend_errors"] == 2
    assert confusion([*answered, *errored]) == {
        "(none)": {"(none)": 1},
        "get_order_by_id": {"get_order_by_id": 1},
    }
    nothing = aggregate(errored)
    assert nothing["backend_errors"] == 2
    measured = [k for k in nothing if k not in ("cases", "backend_errors")]
    assert all(nothing[k] is None for k in measured if not k.startswith("failures."))


def test_a_sensitive_tool_called_more_often_than_expected_misfires(deck) -> None:  # type: ignore[no-untyped-def]
    """Session 23's breaker: a second, unrequested call of an expected sensitive tool (a
    second file deleted) left sensitive_misfire false; names now count as a multiset."""
    sens = {"approve_refund"}
    other = ("approve_refund", '{"refund_id": "RFD-ZZZZZZZZ", "reviewer_note": "also"}')
    once = Case("c", "approve RFD-ABCDEFGH", ("approve_refund",))
    twice = score_turn(once, deck, _turn(APPROVE, other), sensitive=sens)
    assert twice.sensitive_misfire and twice.failure == "extra_calls"
    assert not score_turn(once, deck, _turn(APPROVE), sensitive=sens).sensitive_misfire
    both = Case("c2", "approve both", ("approve_refund", "approve_refund"))
    assert not score_turn(both, deck, _turn(APPROVE, other), sensitive=sens).sensitive_misfire
    # a sensitive tool not expected alongside an expected other tool: still a misfire
    mixed = score_turn(
        Case("c3", "q", ("get_order_by_id",)), deck, _turn(ORDER, APPROVE), sensitive=sens
    )
    assert mixed.sensitive_misfire
