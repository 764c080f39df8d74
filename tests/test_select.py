"""Lexical selection: tokenisation, BM25 (checked against a pure-Python reference),
two-level fallback, pinned tools, deferred loading, metrics, report section, CLI."""

from __future__ import annotations

import json
import math
from collections import Counter

import pytest
from rich.console import Console
from typer.testing import CliRunner

from tooldeck.cases import Case, load_cases
from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.report.select_section import build_select_section
from tooldeck.select.base import SelectError, StaleIndexError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.deferred import DeferredCatalog, search_tools_tool
from tooldeck.select.documents import DocumentFields, lexical_terms
from tooldeck.select.evaluate import evaluate_retriever
from tooldeck.select.pinned import PinnedRetriever, PinPolicy
from tooldeck.select.tokenize import tokenize
from tooldeck.select.two_level import TwoLevelRetriever
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations


def _deck() -> Deck:
    return Deck(
        [
            Tool(name="read_file", description="Read a text file.", group="file"),
            Tool(
                name="delete_file",
                description="Delete a file for good.",
                group="file",
                annotations=ToolAnnotations(destructive_hint=True),
            ),
            Tool(name="count_rows", description="统计一张表有多少行", group="db"),
            Tool(
                name="getUserById",
                description="Fetch one user account.",
                group="account",
                input_schema={
                    "type": "object",
                    "properties": {"user_id": {"type": "string", "description": "account id"}},
                },
            ),
        ],
        groups=[
            Group("file", "files folders paths"),
            Group("db", "数据库 表 行"),
            Group("account", "users accounts"),
        ],
    )


# --- tokenisation (expected lists derived by hand from seed 003's rule) ------------------
def test_tokenize_seed_rule_and_identifiers() -> None:
    assert tokenize("打包发我") == ["打包", "包发", "发我"]
    assert tokenize("查") == ["查"]
    assert tokenize("Read_File getUserById math.gcd") == [
        "read",
        "file",
        "get",
        "user",
        "by",
        "id",
        "math",
        "gcd",
    ]
    assert tokenize("HTTPServer k8s URLs") == ["http", "server", "k8s", "urls"]
    assert tokenize("  !!! ") == []


# --- BM25 against an independent pure-Python implementation ------------------------------
def _reference_bm25(
    docs: list[list[str]], query: list[str], k1: float = 1.2, b: float = 0.75
) -> list[float]:
    """Okapi BM25 as Lucene ≥ 8 scores it: IDF ln(1 + (N - df + .5)/(df + .5)), term part
    tf / (tf + k1·(1 - b + b·dl/avgdl)) (the constant (k1+1) factor dropped)."""
    n = len(docs)
    avgdl = sum(map(len, docs)) / n
    df = Counter(t for d in docs for t in set(d))
    out = []
    for d in docs:
        tf = Counter(d)
        s = 0.0
        for t in query:
            if tf[t]:
                idf = math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
                s += idf * tf[t] / (tf[t] + k1 * (1 - b + b * len(d) / avgdl))
        out.append(s)
    return out


def test_bm25_scores_match_reference() -> None:
    deck = load("examples/ops68").deck
    cases = load_cases("examples/ops68/cases.jsonl")
    fields = DocumentFields()
    retriever = BM25Retriever(fields)
    retriever.index(deck)
    docs = [lexical_terms(t, fields) for t in deck]
    for case in cases[:10]:
        got = retriever.scores(case.query)
        want = _reference_bm25(docs, tokenize(case.query))
        assert got.tolist() == pytest.approx(want, rel=1e-4, abs=1e-5)


def test_bm25_ranking_ties_and_k_larger_than_deck() -> None:
    retriever = BM25Retriever()
    retriever.index(_deck())
    hits = retriever.search("delete this file", 10)
    assert [t.name for t, _ in hits][:2] == ["delete_file", "read_file"]
    assert len(hits) == 4  # k > deck: the whole deck, zero scores last in deck order
    assert [t.name for t, s in hits if s == 0] == ["count_rows", "getUserById"]
    assert retriever.search("统计行数", 1)[0][0].name == "count_rows"


@pytest.mark.parametrize(("query", "k"), [("", 3), ("   ", 3), ("file", 0), ("file", -1)])
def test_bad_query_and_k(query: str, k: int) -> None:
    retriever = BM25Retriever()
    retriever.index(_deck())
    with pytest.raises(SelectError):
        retriever.search(query, k)


def test_empty_deck_and_search_before_index() -> None:
    with pytest.raises(SelectError, match="no tools"):
        BM25Retriever().index(Deck())
    with pytest.raises(SelectError, match="index"):
        BM25Retriever().search("x", 1)


def test_deck_without_descriptions_uses_names() -> None:
    deck = Deck([Tool(name="send_email"), Tool(name="list_invoices")])
    retriever = BM25Retriever()
    retriever.index(deck)
    assert retriever.search("invoices please", 1)[0][0].name == "list_invoices"


# --- two-level ------------------------------------------------------------------------
def test_two_level_falls_back_when_groups_have_no_signal() -> None:
    deck = _deck()
    retriever = TwoLevelRetriever()
    retriever.index(deck)
    # "account" is in a group description → group level decides
    assert [t.name for t, _ in retriever.search("which users account", 3)] == ["getUserById"]
    assert retriever.last_fallback is False and retriever.last_groups == ("account",)
    # no query term in any group description → flat retrieval, not the first group
    hits = retriever.search("统计", 2)
    assert retriever.last_fallback is True and hits[0][0].name == "count_rows"
    seed_like = TwoLevelRetriever(fallback=False)
    seed_like.index(deck)
    # seed 003 §5: all-zero group scores pick the first group (file)
    assert {t.name for t, _ in seed_like.search("统计", 2)} == {"read_file", "delete_file"}


def test_two_level_needs_groups() -> None:
    with pytest.raises(SelectError, match="no groups"):
        TwoLevelRetriever().index(Deck([Tool(name="a")]))


# --- pinned ------------------------------------------------------------------------------
def test_pinned_destructive_resident_counts_against_k_or_not() -> None:
    deck = _deck()
    inner = BM25Retriever()
    pinned = PinnedRetriever(inner, PinPolicy.destructive_resident())
    pinned.index(deck)
    names = [t.name for t, _ in pinned.search("fetch user", 2)]
    assert names == ["delete_file", "getUserById"]
    extra = PinnedRetriever(
        BM25Retriever(), PinPolicy(names=frozenset({"count_rows"})), count_against_k=False
    )
    extra.index(deck)
    assert [t.name for t, _ in extra.search("fetch user", 2)][:2] == ["count_rows", "getUserById"]
    assert len(extra.search("fetch user", 2)) == 3
    with pytest.raises(SelectError, match="not in the deck"):
        PinnedRetriever(BM25Retriever(), PinPolicy(names=frozenset({"nope"}))).index(deck)


# --- deferred loading ----------------------------------------------------------------
def test_deferred_catalog_meta_tool_and_staleness() -> None:
    deck = _deck()
    catalog = DeferredCatalog(deck, BM25Retriever(), resident=PinPolicy.destructive_resident())
    first = catalog.initial_tools()
    assert first.names == ("delete_file", "search_tools")
    for fmt in ("openai", "anthropic", "mcp", "openai-responses"):
        assert catalog.declarations(fmt).data  # exports in every provider format
    found = catalog.answer({"query": "fetch one user", "k": 1})
    assert [t.name for t in found] == ["getUserById"]
    assert "getUserById" in catalog.next_tools(found).names
    catalog.mark_stale()
    with pytest.raises(StaleIndexError):
        catalog.answer({"query": "fetch one user"})
    new = Deck([*deck, Tool(name="list_invoices", description="List invoices of a month.")])
    assert catalog.update(new) is True and catalog.version == 2
    assert catalog.answer({"query": "invoices", "k": 1})[0].name == "list_invoices"
    assert catalog.update(new) is False  # unchanged list: no re-index
    with pytest.raises(SelectError):
        catalog.answer({"query": "x", "k": 0})
    assert search_tools_tool().required == ("query",)


# --- metrics (expected values worked out by hand) ----------------------------------------
def test_metrics_by_hand() -> None:
    deck = _deck()
    cases = [
        Case("c1", "delete the file", ("delete_file",)),  # rank 1
        Case("c2", "read a text file", ("read_file",)),  # rank 1
        Case("c3", "file user account", ("count_rows",)),  # rank 4 (score 0)
        Case("c4", "hello", ()),  # no-tool case
    ]
    ev = evaluate_retriever(BM25Retriever(), deck, cases, ks=(1, 3))
    assert ev.cases == 3 and ev.no_tool_cases == 1
    assert ev.recall_all[1] == pytest.approx(2 / 3)
    assert ev.top1 == pytest.approx(2 / 3)
    assert ev.mrr == pytest.approx((1 + 1 + 1 / 4) / 3)
    assert ev.ndcg[3] == pytest.approx(2 / 3)
    assert [m.case_id for m in ev.misses(3)] == ["c3"] and ev.misses(3)[0].ranks == (4,)


def test_cases_naming_unknown_tools_are_refused() -> None:
    with pytest.raises(SelectError, match="not in the deck"):
        evaluate_retriever(BM25Retriever(), _deck(), [Case("x", "q", ("nope",))])


# --- report section and CLI ---------------------------------------------------------------
def test_select_section_json_and_render() -> None:
    deck = load("examples/aftersales/engineered").deck
    cases = load_cases("examples/aftersales/cases.jsonl")
    section = build_select_section(
        deck, cases, methods=("bm25", "two-level"), token_counter=lambda t: len(t.description)
    )
    data = section.to_json()
    assert [m["method"] for m in data["methods"]] == ["bm25", "two-level"]
    assert data["methods"][0]["no_tool_cases"] == 8
    assert data["methods"][1]["fallbacks"] is not None
    assert data["methods"][0]["full_tokens"] == sum(len(t.description) for t in deck)
    console = Console(record=True, width=120)
    section.render(console)
    assert "R@8" in console.export_text()


def test_cli_select_and_bench() -> None:
    runner = CliRunner()
    res = runner.invoke(
        app,
        [
            "select",
            "examples/aftersales/engineered",
            "I want a refund for order 42",
            "-k",
            "2",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)[0]["name"] == "create_refund_request"
    for args in (
        ["select", "examples/ops68", ""],
        ["select", "examples/ops68", "x", "-k", "0"],
        ["select", "examples/ops68", "x", "--method", "nope"],
        [
            "bench",
            "select",
            "examples/ops68",
            "--cases",
            "examples/aftersales/cases.jsonl",
            "--methods",
            "bm25",
        ],
    ):
        res = runner.invoke(app, args)
        assert res.exit_code == 2, (args, res.output)
    res = runner.invoke(
        app,
        [
            "bench",
            "select",
            "examples/ops68",
            "--cases",
            "examples/ops68/cases.jsonl",
            "--methods",
            "bm25,two-level",
            "--ks",
            "1,8",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["methods"][1]["fallbacks"] is not None


def test_sweep_subset_round_robin_and_sweep_rows() -> None:
    from tooldeck.select.evaluate import boundary_sweep, sweep_subset

    deck = _deck()  # groups: file (2 tools), db (1), account (1)
    assert sweep_subset(deck, 3).names == ("read_file", "count_rows", "getUserById")
    cases = [Case("a", "delete the file", ("delete_file",)), Case("b", "统计行", ("count_rows",))]
    rows = boundary_sweep(BM25Retriever, deck, cases, sizes=(3, 4, 9), k=1)
    assert [(r.tools, r.cases) for r in rows] == [(3, 1), (4, 2)]  # 9 > deck: skipped


class _ReverseRetriever:
    """A real (if useless) retriever: every query ranks the deck in reverse order."""

    name = "reverse"

    def index(self, deck: Deck) -> None:
        self._tools = list(reversed(deck.tools))

    def search(self, query: str, k: int) -> list[tuple[Tool, float]]:
        return [(t, 1.0 / (i + 1)) for i, t in enumerate(self._tools[:k])]


def test_evaluation_ranks_to_a_bounded_depth_on_large_decks() -> None:
    from tooldeck.select.evaluate import RANK_DEPTH, evaluate_retriever

    deck = Deck(Tool(f"tool_{i:03d}") for i in range(150))
    cases = [
        Case("last", "q", ("tool_149",)),  # rank 1
        Case("deep", "q", ("tool_000",)),  # rank 150 > RANK_DEPTH: counted as not found
        Case("edge", "q", (f"tool_{150 - RANK_DEPTH:03d}",)),  # rank exactly RANK_DEPTH
    ]
    result = evaluate_retriever(_ReverseRetriever(), deck, cases, ks=(1, 8))
    # MRR by hand: (1/1 + 0 + 1/100) / 3
    assert result.mrr == pytest.approx((1 + 0 + 1 / RANK_DEPTH) / 3)
    assert result.recall_all[1] == pytest.approx(1 / 3)


@pytest.mark.parametrize("method", ["bm25", "hybrid"])
def test_nested_top_k_claim_holds(method: str, tmp_path: object) -> None:
    """Retrievers marked nested_top_k give prefixes: search(q, k) == search(q, 16)[:k]."""
    from tooldeck.select.methods import make_retriever

    if method == "hybrid":
        pytest.importorskip("sentence_transformers")
    deck = load("examples/ops68").deck
    retriever = make_retriever(method)
    assert getattr(retriever, "nested_top_k", False) is True
    retriever.index(deck)
    for case in load_cases("examples/ops68/cases.jsonl")[:10]:
        deep = [t.name for t, _ in retriever.search(case.query, 16)]
        for k in (1, 3, 8):
            assert [t.name for t, _ in retriever.search(case.query, k)] == deep[:k]
