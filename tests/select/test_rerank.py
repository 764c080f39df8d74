"""The learned re-ranker of the ``hybrid`` method: the shipped file (size, checksum,
features), the model and the features by hand on tiny cases, the errors of a damaged
file, and its effect on a real deck with the real MiniLM."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from tooldeck.cases import load_cases
from tooldeck.errors import SelectError
from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.evaluate import evaluate_retriever
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever
from tooldeck.select.rerank import (
    FEATURES,
    RERANK_PATH,
    RERANK_SHA256,
    RERANK_TUNED_PATH,
    RERANK_TUNED_SHA256,
    Candidates,
    Reranker,
    SentenceIndex,
    default_reranker,
    features,
    tool_sentences,
    tuned_reranker,
)
from tooldeck.tool import Deck, Tool

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")
ROOT = Path(__file__).resolve().parents[2]
F = len(FEATURES)


@pytest.mark.parametrize(
    ("path", "sha256", "loader", "encoder"),
    [
        (RERANK_PATH, RERANK_SHA256, default_reranker, None),  # hybrid-published
        (RERANK_TUNED_PATH, RERANK_TUNED_SHA256, tuned_reranker, "select encoder"),  # hybrid
    ],
)
def test_shipped_rerankers_are_small_checked_and_current(
    path: Path, sha256: str, loader: object, encoder: str | None
) -> None:
    data = path.read_bytes()
    assert len(data) <= 64 * 1024  # the size budget of docs/select.md
    assert hashlib.sha256(data).hexdigest() == sha256
    body = json.loads(data)
    assert body["features"] == list(FEATURES)
    # the file says which encoder's vectors it was fitted on (none said: the published one)
    assert (body["about"].get("encoder") or "published")[: len(encoder or "published")] == (
        encoder or "published"
    )
    model = loader()  # type: ignore[operator]
    assert np.abs(model.weights).max() > 0  # trained, not a zero start


def test_tuned_reranker_refuses_another_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from tooldeck.select import rerank

    monkeypatch.setattr(rerank, "RERANK_TUNED_SHA256", "0" * 64)
    tuned_reranker.cache_clear()
    try:
        with pytest.raises(SelectError, match=r"rerank_tuned\.json: SHA-256 .* --tuned"):
            tuned_reranker()
    finally:
        tuned_reranker.cache_clear()


def test_linear_score_by_hand() -> None:
    mean = np.zeros(F)
    scale = np.ones(F)
    mean[0], scale[0] = 1.0, 2.0
    w = np.zeros(F)
    w[0], w[3] = 3.0, -1.0
    x = np.zeros((2, F))
    x[0, 0], x[0, 3] = 5.0, 1.0  # z0 = (5 - 1) / 2 = 2 → 3·2 − 1·1 = 5
    x[1, 0], x[1, 3] = 1.0, 0.5  # z0 = 0 → −0.5
    np.testing.assert_allclose(Reranker(mean, scale, w).score(x), [5.0, -0.5])


def test_hidden_layer_score_by_hand() -> None:
    w1 = np.zeros((F, 2))
    w1[0, 0], w1[1, 1] = 1.0, 2.0
    model = Reranker(np.zeros(F), np.ones(F), w1, bias=[0.0, 0.5], output=[1.0, -1.0])
    x = np.zeros((1, F))
    x[0, 0], x[0, 1] = 0.5, 0.25
    # tanh(0.5)·1 + tanh(2·0.25 + 0.5)·(−1)
    assert model.score(x)[0] == pytest.approx(np.tanh(0.5) - np.tanh(1.0))


def test_json_round_trip_and_checks(tmp_path: Path) -> None:
    model = Reranker(np.zeros(F), np.ones(F), np.arange(F) / 7)
    data = model.to_json({"training": "by hand"})
    assert Reranker.from_json(data).score(np.ones((1, F)))[0] == pytest.approx(
        sum(float(f"{v:.6g}") for v in np.arange(F) / 7)
    )
    file = tmp_path / "r.json"
    file.write_bytes(data)
    with pytest.raises(SelectError, match=r"SHA-256 .* differs"):
        Reranker.load(file, sha256="0" * 64)
    assert Reranker.load(file, sha256=hashlib.sha256(data).hexdigest()).depth == model.depth
    body = json.loads(data)
    body["features"] = body["features"][:-1]
    file.write_text(json.dumps(body))
    with pytest.raises(SelectError, match="feature list differs"):
        Reranker.load(file, sha256=None)
    file.write_text("{")
    with pytest.raises(SelectError, match="not JSON"):
        Reranker.load(file, sha256=None)
    with pytest.raises(SelectError, match="cannot read"):
        Reranker.load(tmp_path / "missing.json", sha256=None)


def test_bad_shapes_are_refused() -> None:
    with pytest.raises(SelectError, match="linear weights"):
        Reranker(np.zeros(F), np.ones(F), np.zeros(F + 1))
    with pytest.raises(SelectError, match="scale > 0"):
        Reranker(np.zeros(F), np.zeros(F), np.zeros(F))
    with pytest.raises(SelectError, match="finite"):
        Reranker(np.zeros(F), np.ones(F), np.full(F, np.nan))
    with pytest.raises(SelectError, match="hidden layer"):
        Reranker(np.zeros(F), np.ones(F), np.zeros((F, 2)), bias=np.zeros(3), output=np.zeros(2))


def test_tool_sentences() -> None:
    tool = Tool(
        name="list_issues",
        description="List issues. Filter by label!\nPaginated.",
        input_schema={
            "type": "object",
            "properties": {
                "repoName": {"type": "string", "description": "the repository"},
                "page": {"type": "integer"},
            },
        },
    )
    first, sentences, params = tool_sentences(tool)
    assert first == "List issues."
    assert sentences == ["List issues.", "Filter by label!", "Paginated."]
    assert params == ["repo name: the repository"]  # no description, no text
    assert tool_sentences(Tool(name="ping"))[0] == "ping"


def _tiny() -> tuple[Deck, SentenceIndex]:
    deck = Deck(
        [
            Tool(name="gh_list", description="One. Two."),
            Tool(name="gh_get", description="Three."),
            Tool(name="slack_post", description="Four."),
        ]
    )
    basis = {"One.": [1, 0], "Two.": [0, 1], "Three.": [0.6, 0.8], "Four.": [0, -1]}

    def embed(texts: list[str]) -> np.ndarray:
        return np.asarray([basis[t] for t in texts], dtype=np.float32)

    names = [frozenset({"gh", "list"}), frozenset({"gh", "get"}), frozenset({"slack", "post"})]
    docs = [n | {"one", "two"} for n in names]
    return deck, SentenceIndex.build(deck, embed, names, docs)


def test_features_by_hand() -> None:
    _, sentences = _tiny()
    cands = Candidates(
        order=[1, 0, 2],
        fused=np.array([0.2, 0.4, 0.1]),
        bm25=np.array([2.0, 0.0, 1.0]),
        dense=np.array([0.5, 0.3, 0.1]),
        names=np.array([0.2, 0.1, 0.0]),
        vector=np.array([0.0, 1.0], dtype=np.float32),
        terms=["gh", "list", "two"],
        clause_tops=frozenset({2}),
    )
    top, x = features(cands, sentences, depth=2)
    assert top == [1, 0]
    col = {name: x[:, i] for i, name in enumerate(FEATURES)}
    np.testing.assert_allclose(col["position_recip"], [1.0, 0.5])
    np.testing.assert_allclose(col["fused"], [1.0, 0.5])
    np.testing.assert_allclose(col["bm25"], [0.0, 1.0])  # gh_get has no shared term
    np.testing.assert_allclose(col["bm25_rank_recip"], [0.0, 1.0])
    np.testing.assert_allclose(col["dense_gap"], [-0.2, 0.0])
    np.testing.assert_allclose(col["first"], [0.8, 0.0])  # "Three." and "One." vs (0, 1)
    np.testing.assert_allclose(col["first_gap"], [0.0, -0.8])
    np.testing.assert_allclose(col["sentence"], [0.8, 1.0])  # gh_list's best is "Two."
    np.testing.assert_allclose(col["has_parameter"], [0.0, 0.0])
    np.testing.assert_allclose(col["clause_top"], [0.0, 0.0])
    np.testing.assert_allclose(col["name_overlap"], [0.5, 1.0])
    np.testing.assert_allclose(col["request_in_name"], [1 / 3, 2 / 3])
    np.testing.assert_allclose(col["request_in_document"], [2 / 3, 1.0])
    np.testing.assert_allclose(col["prefix_share"], [1.0, 1.0])  # both "gh"
    # 3 first sentences + 4 sentences, 2 floats each, + 4 owner indices (no parameters)
    assert sentences.nbytes() == 7 * 2 * 4 + 4 * np.dtype(np.intp).itemsize


def test_rerank_sorts_the_top_and_keeps_the_rest() -> None:
    _, sentences = _tiny()
    cands = Candidates(
        order=[1, 0, 2],
        fused=np.array([0.2, 0.4, 0.1]),
        bm25=np.array([2.0, 0.0, 1.0]),
        dense=np.zeros(3),
        names=np.zeros(3),
        vector=np.array([0.0, 1.0], dtype=np.float32),
        terms=["gh"],
        clause_tops=frozenset(),
    )
    w = np.zeros(F)
    w[FEATURES.index("bm25")] = 1.0  # by BM25 alone: gh_list (2.0) before gh_get (0)
    model = Reranker(np.zeros(F), np.ones(F), w, depth=2)
    assert model.rerank(cands, sentences) == [0, 1, 2]
    assert Reranker(np.zeros(F), np.ones(F), np.zeros(F), depth=2).rerank(cands, sentences) == [
        1,
        0,
        2,
    ]  # a flat model keeps the first stage's order


@needs_model
def test_reranker_moves_gold_tools_up_on_a_real_deck() -> None:
    # select_real gateway_devops dev (47 requests): the row of docs/select.md, measured by
    # benchmarks/bench_select_real.py: R@8 0.681 → 0.723 (32 → 34 requests), MRR 0.686 → 0.717;
    # 0.728 since the thirteenth session cuts Chinese requests into clauses before the
    # cross-lingual glosses (the clause_top feature of four requests changed); since the
    # fourteenth session's glosses of Chinese requests 32 → 35 requests, MRR 0.700 → 0.733;
    # since web addresses are read as "URL" (twentieth session) 33 → 36, MRR 0.720 → 0.754;
    # 0.764 since bare addresses are read too (twenty-seventh session: gw-012's
    # "localhost:3000" as "URL port", port_forward 1st); since the software glossary's senses
    # of Chinese words (twenty-eighth session) 33 → 35, MRR 0.720 → 0.768 (gw-072, a
    # two-tool Chinese request, lost with the re-ranker; the default `hybrid` keeps it);
    # MRR 0.722 → 0.764 since the glossary's second version (docs/select.md, "After a new
    # user's trial"); [33, 35] → [34, 36] since a count of actions after a verb adds
    # nothing (gw-072, "…那页读一下，然后…", in both top 8s; thirty-fifth session), MRRs
    # unchanged
    deck = load(str(ROOT / "benchmarks/data/select_real/decks/gateway_devops.json")).deck
    cases = load_cases(ROOT / "benchmarks/data/select_real/cases/gateway_devops.dev.jsonl")
    with_rr = make_retriever("hybrid-published")
    without = make_retriever("hybrid-norerank")
    assert make_retriever("hybrid-published", rerank=False).name == "hybrid-published"
    inner = innermost(with_rr)
    assert isinstance(inner, HybridRetriever) and inner.reranker is default_reranker()
    off = innermost(make_retriever("hybrid-published", rerank=False))
    assert isinstance(off, HybridRetriever) and off.reranker is None
    after = evaluate_retriever(with_rr, deck, cases, ks=(8,))
    before = evaluate_retriever(without, deck, cases, ks=(8,))
    hits = [sum(r.all_within(8) for r in e.per_case) for e in (before, after)]
    assert hits == [34, 36]
    assert _mrr(after) == pytest.approx(0.764, abs=0.001)
    assert _mrr(before) == pytest.approx(0.722, abs=0.001)
    query = cases[0].query
    first = with_rr.search(query, 5)
    # hits carry the first stage's fused score of the whole request (not 1 / position);
    # the order is the re-ranker's
    fused = inner.scores(query)
    index = {t.name: i for i, t in enumerate(deck)}
    assert [s for _, s in first] == [float(fused[index[t.name]]) for t, _ in first]
    assert str(with_rr.ordered_by).startswith("the learned re-ranker over the first stage's top 30")
    deeper = with_rr.search(query, 40)
    assert [t.name for t, _ in deeper[:5]] == [t.name for t, _ in first]  # nested top k


def _mrr(e: object) -> float:
    rows = [r for r in e.per_case if any(r.ranks)]  # type: ignore[attr-defined]
    return sum(1 / min(x for x in r.ranks if x is not None) for r in rows) / len(rows)


@needs_model
def test_default_hybrid_reranks_the_tuned_encoder_with_its_own_model() -> None:
    # the default `hybrid` = the select encoder + adapter + the re-ranker fitted on that
    # encoder's vectors. select_real gateway_devops dev, measured by
    # benchmarks/bench_select_real.py (docs/select.md, eighth session): without the
    # re-ranker (hybrid-tuned) R@8 0.745 (35 of 47), MRR 0.711; with it 0.766 (36), 0.721;
    # the published encoder's re-ranker on the tuned vectors is not what runs. The
    # re-ranker's own effect is measured with the clauses of that session
    # (clauses="first-stage", no providers); the thirteenth session's default reads 37 /
    # 0.714 (tests/select/test_multi_intent.py, docs/select.md). Since the fourteenth
    # session's glosses of Chinese requests: without 36, 0.714; with it 37, 0.726; with the
    # re-ranker refitted on the features of the clauses of now (fourteenth session, one
    # tanh layer): 38, 0.756 (the measure below, a throw-away driver of the same calls)
    deck = load(str(ROOT / "benchmarks/data/select_real/decks/gateway_devops.json")).deck
    cases = load_cases(ROOT / "benchmarks/data/select_real/cases/gateway_devops.dev.jsonl")
    default = make_retriever("hybrid")
    inner = innermost(default)
    assert isinstance(inner, HybridRetriever) and inner.dense.tuned
    assert inner.reranker is tuned_reranker() and inner.reranker is not default_reranker()
    off = innermost(make_retriever("hybrid", rerank=False))
    assert isinstance(off, HybridRetriever) and off.reranker is None and off.dense.tuned
    eighth = make_retriever("hybrid", clauses="first-stage", providers=False, memory=False)
    after = evaluate_retriever(eighth, deck, cases, ks=(8,))
    before = evaluate_retriever(make_retriever("hybrid-tuned"), deck, cases, ks=(8,))
    hits = [sum(r.all_within(8) for r in e.per_case) for e in (before, after)]
    # since web addresses are read as "URL" (twentieth session): 37, 0.735 and 39, 0.777;
    # since the software glossary's senses of Chinese words (twenty-eighth session): 37,
    # 0.724 and 38, 0.777 (gw-072 lost by the eighth session's clauses; the default keeps it);
    # 0.736 and 0.773 with the glossary's second version ("After a new user's trial");
    # with the action read without its colon's payload (twenty-ninth session; on in this
    # variant of the hybrid method too, not in hybrid-tuned): 38 → 39 (gw-029 gained), MRR
    # 0.773 → 0.774; with both readings scored (its trial, docs/select.md "After the
    # trial: both readings"): gw-029 9th again, 39 → 38, MRR 0.774 → 0.773; with mistyped
    # words and a "that" clause's payload (thirty-fourth session, docs/select.md "Mistyped
    # words, a 'that' clause, a file name"): gw-002 8th → 1st, gw-031 8th → 3rd, MRR
    # 0.773 → 0.796; with a count of actions after a verb adding nothing (thirty-fifth
    # session): gw-072 in both top 8s, [37, 38] → [38, 39], MRRs unchanged; with a lookup
    # question read with the deck's lookup verb (thirty-sixth session, docs/select.md "A
    # lookup question"): gw-059 ("…帮我看看卡在哪") 8th → 10th in this variant, 39 → 38
    # (hybrid-tuned has no action reading: unchanged); with a channel written "#name" read
    # as one (thirty-sixth session, docs/select.md "Requests that need two or three tools";
    # on in this variant, not in hybrid-tuned): gw-040 gained, 38 → 39; with a request that
    # only asks read as such (forty-third session, docs/select.md "A request that only
    # asks"; on in this variant, not in hybrid-tuned): gw-036 3rd → 1st, MRR 0.796 → 0.810
    assert hits == [38, 39]
    assert _mrr(after) == pytest.approx(0.810, abs=0.001)
    assert _mrr(before) == pytest.approx(0.736, abs=0.001)
