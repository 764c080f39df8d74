"""The request memory (``tooldeck.select.memory``): its arithmetic on hand-made vectors
(expected values worked out by hand in the comments), the shipped bank checked and rebuilt,
and what it does inside the ``hybrid`` method on a real deck."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from tooldeck.cases import load_cases
from tooldeck.errors import SelectError
from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.memory import (
    DEPTH,
    KEEP,
    MEMORY_PATH,
    RequestMemory,
    default_memory,
)
from tooldeck.select.methods import make_retriever

ROOT = Path(__file__).resolve().parents[2]
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _unit(*xs: float) -> np.ndarray:
    v = np.asarray(xs, dtype=np.float32)
    return v / np.linalg.norm(v)


def _bank() -> RequestMemory:
    # two requests in 2-d: r0 = (1, 0) asked for tool t0 = (1, 0); r1 = (0, 1) for t1 = (0, 1)
    return RequestMemory(
        requests=np.stack([_unit(1, 0), _unit(0, 1)]),
        tools=np.stack([_unit(1, 0), _unit(0, 1)]),
        pair_request=np.array([0, 1]),
        pair_tool=np.array([0, 1]),
    )


def test_scores_by_hand() -> None:
    bank = _bank()
    # request q = (1, 0): cos with r0 = 1 (weight 1**4 = 1), with r1 = 0 (weight 0).
    # document (1, 0): cos with t0 = 1 → credit 1 − 0.6 = 0.4; document (0.8, 0.6): cos 0.8
    # → 0.2; document (0, 1): cos 0 → 0 (and its cos 1 with t1 is weighted 0).
    docs = np.stack([_unit(1, 0), _unit(0.8, 0.6), _unit(0, 1)])
    assert bank.scores(_unit(1, 0), docs) == pytest.approx([0.4, 0.2, 0.0], abs=1e-6)


def test_reorder_keeps_the_top_and_lifts_the_remembered_tool() -> None:
    bank = _bank()
    # six tools; only position 5 (last in the order) is like t0, the request's neighbour's
    # tool. Places 1-2 stay (KEEP = 2 since the thirty-seventh session; 3 before, when the
    # tail read 0, 1, 2, 5, 3, 4). Places 3-6 (order positions 2, 3, 4, 5): position 5 has
    # memory rank 0, the only credit: 1/16 + 1/11 = 0.153; positions 2, 3 and 4 have no
    # credit, so no memory term: 1/13 = 0.077, 1/14 = 0.071 and 1/15 = 0.067. The tail
    # reads 5, 2, 3, 4.
    assert KEEP == 2
    matrix = np.stack([_unit(0, 1)] * 5 + [_unit(1, 0)])
    assert bank.reorder([0, 1, 2, 3, 4, 5], _unit(1, 0), matrix) == [0, 1, 5, 2, 3, 4]


def test_no_precedent_leaves_the_order() -> None:
    bank = _bank()
    matrix = np.stack([_unit(0, 1)] * 5 + [_unit(1, 0)])
    # q = (0.6, -0.8): cosine 0.6 with r0 and -0.8 with r1, above MIN_COSINE 0.5 for r0
    # only: position 5 (like t0) moves up, to the third place (KEEP = 2). q = (0.4, -0.9):
    # cosine 0.41 with r0: no precedent, the order stays.
    assert bank.reorder(list(range(6)), _unit(0.6, -0.8), matrix) == [0, 1, 5, 2, 3, 4]
    assert bank.reorder(list(range(6)), _unit(0.4, -0.9), matrix) == list(range(6))


def test_reorder_leaves_short_orders_and_places_below_depth() -> None:
    bank = _bank()
    matrix = np.stack([_unit(0, 1)] * (DEPTH + 5) + [_unit(1, 0)])
    assert bank.reorder([2, 0, 1], _unit(1, 0), matrix) == [2, 0, 1]
    # a remembered tool below DEPTH is not seen: the order is unchanged
    order = list(range(DEPTH + 6))
    assert bank.reorder(order, _unit(1, 0), matrix) == order
    # the same tool at place 30 (index 29): 1/40 + 1/11 = 0.116, above every tool without
    # credit from index 2 on (1/(11+i) ≤ 1/13 = 0.077): it moves up to index KEEP = 2
    order = [*range(DEPTH - 1), DEPTH + 5, *range(DEPTH - 1, DEPTH + 5)]
    moved = bank.reorder(order, _unit(1, 0), matrix)
    assert moved.index(DEPTH + 5) == KEEP and sorted(moved) == sorted(order)
    assert moved[:KEEP] == order[:KEEP] and moved[DEPTH:] == order[DEPTH:]


def test_bad_shapes_are_refused() -> None:
    with pytest.raises(SelectError, match="same width"):
        RequestMemory(np.zeros((2, 3)), np.zeros((2, 4)), np.array([0]), np.array([0]))
    with pytest.raises(SelectError, match="outside"):
        RequestMemory(np.zeros((2, 3)), np.zeros((2, 3)), np.array([2]), np.array([0]))
    with pytest.raises(SelectError, match="width 2"):
        _bank().scores(np.zeros(3), np.zeros((1, 3)))


def test_shipped_bank_is_checked(tmp_path: Path) -> None:
    bank = default_memory()
    # the counts benchmarks/build_select_memory.py printed when it wrote the shipped file
    # (select_train's 3,650 requests that need a tool, 4,322 (request, gold tool) pairs;
    # benchmarks/data/select_train/check_train*.py count the same cases), width 384: MiniLM
    assert bank.requests.shape == (3650, 384) and bank.tools.shape[1] == 384
    assert len(bank.pair_request) == 4322
    norms = np.linalg.norm(bank.requests, axis=1)
    assert np.allclose(norms, 1.0, atol=2e-3)
    damaged = tmp_path / "memory.safetensors"
    data = bytearray(MEMORY_PATH.read_bytes())
    data[-1] ^= 1
    damaged.write_bytes(bytes(data))
    with pytest.raises(SelectError, match=r"build_select_memory\.py"):
        RequestMemory.load(damaged)


@needs_model
def test_one_deck_rebuilt_matches_the_shipped_rows() -> None:
    # The bank's rows follow the decks in name order; arxiv is the first deck, so its
    # requests are the bank's first rows. Rebuilt here with the build script's own function
    # (embedding through the method at run time); float16 rounding and BLAS batching allow
    # a difference in the fourth decimal at most.
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from build_select_memory import bank_rows

    ids, requests, _, _ = bank_rows(ROOT / "benchmarks/data/select_train", {"arxiv"})
    shipped = default_memory().requests[: len(ids)]
    cosines = np.sum(shipped * requests, axis=1) / np.linalg.norm(shipped, axis=1)
    assert len(ids) > 20 and cosines.min() > 0.9999


@needs_model
def test_make_retriever_turns_it_on_for_hybrid_only() -> None:
    inner = innermost(make_retriever("hybrid"))
    assert isinstance(inner, HybridRetriever) and inner.memory is not None
    off = innermost(make_retriever("hybrid", memory=False))
    assert isinstance(off, HybridRetriever) and off.memory is None
    published = innermost(make_retriever("hybrid-published"))
    assert isinstance(published, HybridRetriever) and published.memory is None
    with pytest.raises(SelectError, match="hybrid and hybrid-tuned only"):
        make_retriever("bm25", memory=True)


def _workbench() -> tuple[object, str]:
    data = ROOT / "benchmarks/data/select_blind3"
    deck = load(str(data / "decks/gateway_workbench.json")).deck
    return deck, "git__git-stash"


@pytest.fixture(scope="module")
def workbench_retrievers() -> tuple[object, object]:
    deck, _ = _workbench()
    on, off = make_retriever("hybrid"), make_retriever("hybrid", memory=False)
    on.index(deck)  # type: ignore[arg-type]
    off.index(deck)  # type: ignore[arg-type]
    return on, off


@needs_model
def test_everyday_words_find_the_tool_people_meant(workbench_retrievers) -> None:  # type: ignore[no-untyped-def]
    # A dev request of select_blind3 (a local git server behind a gateway): "put my changes
    # away first, I have to switch branches to fix a production bug" says 藏起来 (hide), not
    # stash; git-stash was 17th without the memory. Requests over other decks asked for
    # stash tools in such words, so it comes into the first eight.
    on, off = workbench_retrievers
    query = "先把手上的改动藏起来"
    case = next(
        c
        for c in load_cases(
            ROOT / "benchmarks/data/select_blind3/cases/gateway_workbench.dev.jsonl"
        )
        if c.query.startswith(query)
    )
    _, stash = _workbench()
    assert case.expected_tools == (stash,)
    without = [t.name for t, _ in off.search(case.query, 30)]
    within = [t.name for t, _ in on.search(case.query, 30)]
    assert without.index(stash) >= 8 and within.index(stash) < 8
    assert within[:KEEP] == without[:KEEP]
    assert sorted(within) == sorted(without)


@needs_model
def test_search_k_is_a_prefix_of_a_deeper_search(workbench_retrievers) -> None:  # type: ignore[no-untyped-def]
    on, _ = workbench_retrievers
    query = "stash my changes and then show me the last five commits"
    deep = [t.name for t, _ in on.search(query, 40)]
    for k in (1, 5, 8, 30):
        assert [t.name for t, _ in on.search(query, k)] == deep[:k]


@needs_model
def test_cli_memory_option() -> None:
    import json

    from typer.testing import CliRunner

    from tooldeck.cli import app

    runner = CliRunner()
    deck = str(ROOT / "benchmarks/data/select_blind3/decks/gateway_workbench.json")
    query = "先把手上的改动藏起来，我得切分支去修个线上 bug"

    def top(*extra: str) -> list[str]:
        res = runner.invoke(app, ["select", deck, query, "-k", "8", "--json", *extra])
        assert res.exit_code == 0, res.output
        return [row["name"] for row in json.loads(res.stdout)]

    assert "git__git-stash" in top()
    assert "git__git-stash" not in top("--no-memory")
    res = runner.invoke(app, ["select", deck, query, "--method", "bm25", "--memory"])
    assert res.exit_code != 0 and "hybrid and hybrid-tuned only" in res.output


@needs_model
def test_ordered_by_names_the_memory() -> None:
    # the name objects' stage, after the memory, would end both texts
    on = innermost(make_retriever("hybrid", object_reading=False))
    off = innermost(make_retriever("hybrid", memory=False, object_reading=False))
    assert "request memory" in str(on.ordered_by)  # type: ignore[attr-defined]
    assert "request memory" not in str(off.ordered_by)  # type: ignore[attr-defined]
    assert str(on.ordered_by).startswith(str(off.ordered_by))  # type: ignore[attr-defined]


@needs_model
def test_a_bank_of_nan_and_a_foreign_encoder_are_refused() -> None:
    with pytest.raises(SelectError, match="NaN"):
        RequestMemory(np.full((1, 2), np.nan), np.ones((1, 2)), np.array([0]), np.array([0]))
    from tooldeck.select.bm25 import BM25Retriever
    from tooldeck.select.dense import DenseRetriever

    with pytest.raises(SelectError, match="tuned=True"):
        HybridRetriever(BM25Retriever(), DenseRetriever(), memory=_bank())


def test_a_missing_bank_says_how_to_go_on(tmp_path: Path) -> None:
    with pytest.raises(SelectError, match="--no-memory") as info:
        RequestMemory.load(tmp_path / "absent.safetensors")
    assert "reinstall tooldeck" in str(info.value)


def test_the_fusion_constant_is_the_hybrid_methods() -> None:
    from tooldeck.select.memory import RRF_C
    from tooldeck.select.methods import HYBRID_RRF_C

    assert RRF_C == HYBRID_RRF_C


def test_an_evaluation_sets_dev_half_is_read_without_its_holdout() -> None:
    # build_select_memory.py --dev-of and train_select_rerank.py --dev-of read an evaluation
    # set's dev half only (thirtieth session): the holdout half of the same deck must stay
    # unread. Expected ids: those of the dev file itself, read here with load_cases.
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from train_select_adapter import data_digest, labelled_decks

    root = ROOT / "benchmarks/data/select_blind4"
    dev = {c.case_id for c in load_cases(root / "cases/github.dev.jsonl") if c.expected_tools}
    held = {c.case_id for c in load_cases(root / "cases/github.holdout.jsonl") if c.expected_tools}
    read = [
        (path.stem, {c.case_id for c in cases})
        for path, _, cases, _ in labelled_decks(root, {"github"}, split="dev")
    ]
    assert read == [("github", dev)] and not dev & held
    everything = next(iter(labelled_decks(root, {"github"})))[2]
    assert held <= {c.case_id for c in everything}  # without a split both halves are read
    # the digest names the dev files only: it is not the digest over both halves
    assert data_digest(root, "dev") != data_digest(root)
