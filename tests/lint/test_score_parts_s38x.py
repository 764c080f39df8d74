"""Session 38 (trial 37b, L4): X101 says what its figure is made of.

"similarity 1.00" was printed for two different texts (mcp-server-git's
``git_diff_staged`` / ``git_diff_unstaged``): the score is the texts' cosine plus 0.2 × the
Jaccard index of the parameter names (where the cosine reaches 0.5), clipped at 1. The
message now gives the cosine and the bonus by name, and says when the cap gave the figure
(:class:`tooldeck.lint.similarity.ScoreParts`).

The two git tools are written here with the descriptions and parameter names trial 37b
quotes from the server's capture. Expected figures are derived apart from the code under
test: the cosine from the model's vectors of texts written by hand in this file (name words,
a full stop, the description), the Jaccard index by counting the parameter names. On the
tree before this change (e03d79ec) the file cannot import ``ScoreParts``, and the message
printed only "(similarity 1.00)".
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, LintOptions, lint
from tooldeck.lint.context import LintContext
from tooldeck.lint.similarity import BM25Similarity, MeaningSimilarity, ScoreParts
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")

REPO = {"type": "string", "description": "Path to Git repository."}
LINES = {"type": "integer", "description": "Number of context lines."}


def _deck(tools: list[dict[str, Any]]) -> Deck:
    return load_data({"tools": tools}, source="test", format="mcp").deck


def _tool(name: str, description: str, **props: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props, "required": list(props)[:1]},
    }


GIT_TOOLS = [
    _tool(
        "git_diff_staged",
        "Shows changes that are staged for commit",
        repo_path=REPO,
        context_lines=LINES,
    ),
    _tool(
        "git_diff_unstaged",
        "Shows changes in the working directory that are not yet staged",
        repo_path=REPO,
        context_lines=LINES,
    ),
]
GIT = _deck(GIT_TOOLS)


def _cosine(a: tuple[str, str], b: tuple[str, str]) -> float:
    """0.5·cos(whole texts) + 0.5·cos(first sentences), texts written by hand."""
    v = MeaningSimilarity().vectors([a[0], b[0], a[1], b[1]]).astype(np.float64)
    return float(0.5 * (v[0] @ v[1]) + 0.5 * (v[2] @ v[3]))


@needs_model
def test_clipped_figure_names_its_parts() -> None:
    # one sentence each, so the whole text and the first sentence are the same text
    staged = "git diff staged. Shows changes that are staged for commit"
    unstaged = "git diff unstaged. Shows changes in the working directory that are not yet staged"
    cosine = _cosine((staged, staged), (unstaged, unstaged))
    assert 0.8 < cosine < 0.95  # 0.82 with the model: two different texts
    # {repo_path, context_lines} on both sides: Jaccard 2/2 = 1, bonus 0.2; 0.82 + 0.2 > 1
    [finding] = lint(GIT, LintConfig(select=("X101",))).findings
    assert finding.similarity == 1.0
    assert (
        f"(similarity 1.00: text cosine {cosine:.2f}, +0.20 for shared parameter names, "
        "clipped at 1.00)"
    ) in finding.message
    parts = MeaningSimilarity().score_parts(GIT, 0, 1)
    assert parts.cosine == pytest.approx(cosine, abs=1e-5)
    assert (parts.shared, parts.bonus, parts.cap, parts.score) == pytest.approx((1, 0.2, 1, 1))
    assert parts.clipped


@needs_model
def test_unclipped_figure_is_the_cosine_plus_the_bonus() -> None:
    # twin: same parameters, texts far enough apart that the sum stays under 1
    deck = _deck(
        [
            _tool("list_orders", "List the orders of a customer.", customer_id=REPO),
            _tool("search_orders", "Search orders by a word of their items.", customer_id=REPO),
        ]
    )
    parts = MeaningSimilarity().score_parts(deck, 0, 1)
    assert parts.shared == 1.0
    assert not parts.clipped
    assert parts.score == pytest.approx(parts.cosine + parts.bonus)
    assert parts.cosine >= 0.5  # 0.62 with the model, so the shared names count
    assert parts.bonus == pytest.approx(0.2)  # {customer_id} both sides: Jaccard 1
    assert parts.describe() == (
        f"similarity {parts.score:.2f}: text cosine {parts.cosine:.2f}, "
        "+0.20 for shared parameter names"
    )


@needs_model
def test_parts_agree_with_the_pairs_scores() -> None:
    """Every reported pair's score is its parts' score (same formula, same vectors)."""
    deck = _deck(
        [
            *GIT_TOOLS,
            _tool("git_log", "Shows the commit logs", repo_path=REPO, max_count=LINES),
            _tool("git_show", "Shows the contents of a commit", repo_path=REPO, revision=REPO),
            _tool("list_orders", "List the orders of a customer.", customer_id=REPO),
            _tool("search_orders", "Search orders by a word of their items.", customer_id=REPO),
        ]
    )
    finder = MeaningSimilarity()
    found = finder.pairs(deck, 0.0)
    assert found
    fresh = MeaningSimilarity()  # scored no deck: embeds the two tools again
    for i, j, score in found:
        kept = finder.score_parts(deck, i, j)  # read from the scored deck
        assert kept.score == pytest.approx(score, abs=1e-5)
        assert fresh.score_parts(deck, i, j) == pytest.approx(kept, abs=1e-5)
    with pytest.raises(IndexError, match="no tool 6 in a deck of 6"):
        finder.score_parts(deck, 0, 6)


def test_describe_without_the_model() -> None:
    """The wording, from figures given by hand (no model needed)."""
    plain = ScoreParts(cosine=0.71, shared=0.0, bonus=0.0, cap=1.0, score=0.71)
    assert plain.describe() == "similarity 0.71: text cosine 0.71"
    bonus = ScoreParts(cosine=0.6, shared=0.5, bonus=0.1, cap=1.0, score=0.7)
    assert bonus.describe() == "similarity 0.70: text cosine 0.60, +0.10 for shared parameter names"
    capped = ScoreParts(cosine=0.9, shared=0.0, bonus=0.0, cap=0.62, score=0.62)
    assert capped.describe() == (
        "similarity 0.62: text cosine 0.90, clipped at 0.62 (a description that is not English)"
    )


@needs_model
def test_one_tool_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="a pair is two tools"):
        MeaningSimilarity().score_parts(GIT, 1, 1)


def test_word_overlap_keeps_the_bare_figure() -> None:
    """BM25 has no parts: the message keeps "(similarity x.xx)" and the context says None."""
    options = LintOptions(similarity_threshold=0.3)  # the git pair's BM25 score is 0.40
    ctx = LintContext(GIT, options=options, similarity=BM25Similarity())
    assert ctx.lookalikes  # the finder ran and paired the two
    assert ctx.lookalike_parts("git_diff_staged", "git_diff_unstaged") is None
    config = LintConfig(select=("X101",), options=options)
    [finding] = lint(GIT, config, similarity=BM25Similarity()).findings
    assert re.search(r"\(similarity 0\.\d\d\)", finding.message)
    assert "text cosine" not in finding.message
