"""The places the clause interleaving gives a request's further tasks, kept through the
request memory (thirty-sixth session): ``clauses.interleave_turns`` and
``HybridRetriever._with_memory``'s ``turns``.

The interleaving example is worked by hand from the rule in ``interleave``'s docstring. The
ranks use two decks of the dev splits (select_blind4's github deck, select_blind3's
gateway_workbench; see their README.md) and three of their dev requests that need two or
three tools; they were read off by running the method with the turns kept and with them
given to the memory as before (docs/select.md,
"Requests that need two or three tools").
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tooldeck.select.hybrid as hybrid_module
from tooldeck.formats import load
from tooldeck.select.base import SelectError, innermost
from tooldeck.select.clauses import interleave, interleave_turns
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
GITHUB4 = DATA / "select_blind4/decks/github.json"
WORKBENCH = DATA / "select_blind3/decks/gateway_workbench.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def test_interleave_turns_by_hand() -> None:
    whole = np.array([0, 1, 2, 3, 4, 5], dtype=np.intp)
    clauses = [np.array([2, 6, 7], dtype=np.intp), np.array([8, 0, 9], dtype=np.intp)]
    # round 1: whole 0, 1; clause 1 its 2; clause 2 its 8. round 2: whole 3, 4 (2 is
    # placed); clause 1 its 6; clause 2 its 9 (0 is placed). k = 8 reached.
    order, turns = interleave_turns(whole, clauses, 8, lead=2)
    assert order == [0, 1, 2, 8, 3, 4, 6, 9]
    # 2 is the whole request's third too, but a clause's turn placed it
    assert turns == frozenset({2, 8, 6, 9})
    assert interleave(whole, clauses, 8, lead=2) == order
    # with no clause, no turns
    assert interleave_turns(whole, [], 4, lead=3) == ([0, 1, 2, 3], frozenset())
    with pytest.raises(SelectError, match="lead must be ≥ 1"):
        interleave_turns(whole, clauses, 8, lead=0)


def _ranks(path: Path, query: str, wanted: list[str], *, paths: bool = True) -> list[int]:
    deck = load(str(path)).deck
    retriever = make_retriever("hybrid")
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    # the forty-fifth session's BM25 list without the file's name (test_file_values_s45)
    # goes with it: paths=False is the method before both
    inner.file_values = paths
    retriever.index(deck)
    inner.file_paths = paths  # the fortieth session's reading of a file's path
    names = [t.name for t, _ in retriever.search(query, len(deck))]
    return [names.index(w) + 1 for w in wanted]


@pytest.fixture
def turns_given_to_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """The method as before: the memory re-sorts every place of its window."""
    real = hybrid_module.interleave_turns

    def no_turns(*args: object, **kwargs: object) -> tuple[list[int], frozenset[int]]:
        order, _ = real(*args, **kwargs)  # type: ignore[arg-type]
        return order, frozenset()

    monkeypatch.setattr(hybrid_module, "interleave_turns", no_turns)


ISSUE = "update docs/install.md on main and then open an issue to update the website too"
MOVE = "把 docs/old-api.md 挪到 docs/archive/ 下面，再把这个改动提交了"


@needs_model
def test_a_further_tasks_place_is_kept() -> None:
    # bl4-gh-087: create_issue, the second clause's task, 8th (9th before); 3rd since the
    # thirty-seventh session: 6th by its objects reading (tools above it that share its
    # action "create" and name none of their objects go below it), then 3rd with the
    # memory re-sorting the third place too (docs/select.md, "The first place"); these
    # ranks without the fortieth session's reading of "docs/install.md" as "file", 6th with
    # it (docs/select.md, "A file's path is no task"); 7th since the forty-fifth session's
    # BM25 list leaves "docs/install.md" out (docs/select.md, "A file the user names is a
    # value": the second task's tool one place down, the first still 1st)
    assert _ranks(GITHUB4, ISSUE, ["create_or_update_file", "create_issue"], paths=False) == [1, 3]
    assert _ranks(GITHUB4, ISSUE, ["create_or_update_file", "create_issue"]) == [1, 7]
    # bl3-wb-083: the move and the commit one place higher each (the add is implied)
    assert _ranks(WORKBENCH, MOVE, ["fs__move", "git__git-commit"]) == [4, 5]


@needs_model
@pytest.mark.usefixtures("turns_given_to_memory")
def test_before_the_memory_moved_them() -> None:
    assert _ranks(GITHUB4, ISSUE, ["create_or_update_file", "create_issue"], paths=False) == [1, 9]
    # with the path read as "file", the memory's own order puts it 4th (kept turns: 6th)
    assert _ranks(GITHUB4, ISSUE, ["create_or_update_file", "create_issue"]) == [1, 4]
    assert _ranks(WORKBENCH, MOVE, ["fs__move", "git__git-commit"]) == [5, 6]


@needs_model
def test_a_request_of_one_clause_is_sorted_as_before() -> None:
    """No clause, no turns: the memory's order is :meth:`RequestMemory.reorder`'s."""
    deck = load(str(WORKBENCH)).deck
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever) and inner.memory is not None
    query = "先把手上的改动藏起来"
    order = list(range(len(deck)))
    vector = inner.dense.query_vector(inner.parts(query)[0])
    expected = inner.memory.reorder(order, vector, inner.dense.document_vectors)
    assert inner._with_memory(query, order) == expected
    # turns at places 4 and 6 stay; the other places hold the memory's order of the rest
    turns = frozenset({order[3], order[5]})
    kept = inner._with_memory(query, order, turns)
    assert kept[3] == order[3] and kept[5] == order[5]
    free = [t for j, t in enumerate(order[:30]) if j not in (3, 5)]
    rest = inner.memory.reorder(free, vector, inner.dense.document_vectors)
    assert [t for j, t in enumerate(kept[:30]) if j not in (3, 5)] == rest
    assert kept[30:] == order[30:]
