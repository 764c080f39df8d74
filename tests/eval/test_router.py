"""The router backend's calibration and routing, and the runner's bounded submission."""

from __future__ import annotations

import itertools
import random
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tooldeck.cases import Case, load_cases
from tooldeck.errors import BackendError
from tooldeck.eval.backends import Model, make_backend
from tooldeck.eval.backends.router import RouterBackend, calibrate_threshold
from tooldeck.eval.runner import _ordered_map, items_for, run_eval
from tooldeck.formats import load_deck
from tooldeck.select.methods import make_retriever

ROOT = Path(__file__).resolve().parents[2]


def _items() -> list[tuple[Case, object]]:
    deck = load_deck(ROOT / "examples/aftersales/engineered")
    cases = load_cases(ROOT / "examples/aftersales/cases.jsonl")
    rng = random.Random(7)
    words = [w for c in cases for w in c.query.split()]
    extra = [
        Case(case_id=f"r{i}", query=" ".join(rng.sample(words, 4)), expected_tools=())
        for i in range(60)
    ]
    return [(i.case, i.deck) for i in items_for(deck, [*cases, *extra])]


def test_calibrated_threshold_is_the_brute_force_best() -> None:
    """Reference: the docstring's definition evaluated candidate by candidate (the
    quadratic form the sweep replaced), lowest best candidate first."""
    items = _items()
    retriever = make_retriever("bm25")
    retriever.index(items[0][1])  # one deck for all cases
    observed = []
    for case, _deck in items:
        tool, score = retriever.search(case.query, 1)[0]
        observed.append((float(score), case.expected_tools == (tool.name,), case.expects_no_tool))
    scores = sorted({s for s, _, _ in observed})
    assert len(scores) > 20  # enough distinct cut points for the sweep to matter
    candidates = sorted(
        {0.0, scores[-1] + 1.0, *((a + b) / 2 for a, b in itertools.pairwise(scores))}
    )
    best, best_right = None, -1
    for t in candidates:
        right = sum((ok if s > t else none) for s, ok, none in observed)
        if right > best_right:
            best, best_right = t, right
    assert calibrate_threshold(make_retriever("bm25"), items) == best


def test_routing_after_calibration_matches_a_router_that_never_calibrated() -> None:
    items = items_for(
        load_deck(ROOT / "examples/aftersales/engineered"),
        load_cases(ROOT / "examples/aftersales/cases.jsonl"),
    )
    calibrated = RouterBackend()
    threshold = calibrated.calibrate([(i.case, i.deck) for i in items])
    fresh = RouterBackend(threshold=threshold)  # searches every request itself
    first = run_eval(Model(calibrated), items, concurrency=4)
    second = run_eval(Model(fresh), items, concurrency=1)
    assert [s.chosen for s in first.scores] == [s.chosen for s in second.scores]
    assert any(s.chosen for s in first.scores) and any(not s.chosen for s in first.scores)


def test_ordered_map_keeps_order_and_submits_a_window_ahead() -> None:
    consumed = 0

    def items():  # type: ignore[no-untyped-def]
        nonlocal consumed
        for i in range(1000):
            consumed += 1
            yield i

    with ThreadPoolExecutor(max_workers=3) as pool:
        results = _ordered_map(pool, lambda x: x * 2, items(), window=8)
        assert next(results) == 0
        assert consumed == 8  # Executor.map would have taken all 1,000 first
        assert list(results) == [2 * i for i in range(1, 1000)]


def test_router_ranks_as_select_does_cross_lingual_stage_included() -> None:
    """A fresh user's finding: ``router:bm25`` in the report's eval section routed without
    the cross-lingual stage while the select section's ``bm25`` (``tooldeck select``'s
    default, ``crosslingual="auto"``) had it, so the two disagreed under one name. The
    router's top-1 is now select's top-1 (reference: ``make_retriever("bm25")`` built apart)
    on Chinese requests to the GitHub server's English tools, where the stage matters:
    the router without it (``crosslingual=False``) picks differently on some of them."""
    deck = load_deck(ROOT / "tests/data/corpora/github.json")
    cases = load_cases(ROOT / "examples/crosslingual/zh_github.jsonl")
    select = make_retriever("bm25")
    select.index(deck)
    expected = [select.search(c.query, 1)[0][0].name for c in cases]

    def routed(backend: RouterBackend) -> list[str]:
        result = run_eval(Model(backend), items_for(deck, cases))
        return [s.chosen[0] if s.chosen else "" for s in result.scores]

    assert routed(RouterBackend(method="bm25", threshold=-1.0)) == expected
    assert routed(RouterBackend(method="bm25", threshold=-1.0, crosslingual=False)) != expected


def test_the_router_alone_ranks_with_selects_default_method() -> None:
    """A fresh user's finding (session 15): ``--model router`` meant ``router:bm25`` while
    ``tooldeck select`` defaults to ``hybrid``, so the report showed a tool-choice accuracy
    of 0.467 beside a select recall@8 of 0.933. ``router`` alone now takes
    ``default_method()``; ``router:bm25`` still names BM25."""
    from tooldeck.eval.backends import make_backend
    from tooldeck.select.methods import default_method

    assert RouterBackend().method == default_method()
    assert make_backend("router").identity == f"router:{default_method()}"  # type: ignore[attr-defined]
    assert make_backend("router:bm25").identity == "router:bm25"  # type: ignore[attr-defined]


def test_one_runs_no_tool_recall_has_a_wilson_interval_over_the_no_tool_cases() -> None:
    """A recall from labelled cases is given with its interval: no-tool recall, a share
    of the no-tool cases, gets the Wilson 95 % interval as tool-choice accuracy does."""
    from tooldeck.eval.metrics import wilson_interval

    deck = load_deck(ROOT / "examples/aftersales/engineered")
    cases = load_cases(ROOT / "examples/aftersales/cases.jsonl")
    unrelated = [
        Case(case_id=f"n{i}", query=query, expected_tools=())
        for i, query in enumerate(["what is the weather", "tell me a joke", "hello there"])
    ]
    result = run_eval(Model(RouterBackend()), items_for(deck, [*cases, *unrelated]))
    no_tool = [s for s in result.scores if not s.expected]
    kept = sum(1 for s in no_tool if not s.chosen and s.failure != "truncated")
    interval = result.summary["no_tool_recall"]
    assert interval.n == len(no_tool) >= 3 and interval.mean == kept / len(no_tool)
    reference = wilson_interval(kept, len(no_tool))  # checked by hand in test_metrics
    assert (interval.low, interval.high) == (reference.low, reference.high)
    assert interval.low is not None and interval.high is not None


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("router:", "names no router method after router:"),
        ("router:+xling", "names no router method after router:"),
        ("ROUTER", "unknown model spec 'ROUTER'"),  # not "has no model name"
    ],
)
def test_a_router_spec_without_a_method_or_an_unknown_prefix_is_refused(
    spec: str, message: str
) -> None:
    """``router:`` with nothing after the colon is refused, as ``tooldeck report`` refuses
    it, rather than read as the default method; a spec with an unknown prefix and no colon
    is called unknown, not one that lacks a model name."""
    with pytest.raises(BackendError, match=re.escape(message)):
        make_backend(spec)
