"""Multi-intent requests: clause splitting and round-robin interleaving (pure Python)."""

from __future__ import annotations

import numpy as np
import pytest

from tooldeck.select.base import SelectError
from tooldeck.select.clauses import interleave, split_clauses, split_segments


def test_split_at_sentences_and_connectives() -> None:
    query = (
        "Find the area of a rectangle with length 7 and breadth 3. "
        "Also, calculate the area of a circle with radius 5."
    )
    assert split_clauses(query) == [
        "Find the area of a rectangle with length 7 and breadth 3",
        "calculate the area of a circle with radius 5",
    ]
    assert split_clauses("Search a salon in Sunnyvale and then book it for 3pm") == [
        "Search a salon in Sunnyvale",
        "book it for 3pm",
    ]


def test_single_intent_and_short_fragments_are_not_split() -> None:
    assert split_clauses("What is the weather in Boston today?") == []
    # "Thanks." has fewer than 3 words: one clause left, so no split
    assert split_clauses("Thanks. What is the weather in Boston today?") == []
    assert split_clauses("a b c. d e f. g h i", max_clauses=2) == ["a b c", "d e f"]
    with pytest.raises(SelectError):
        split_clauses("x", min_words=0)


def test_interleave_by_hand() -> None:
    whole = np.array([0, 1, 2, 3, 4, 5])
    first = np.array([1, 4, 0, 2, 3, 5])
    second = np.array([5, 1, 2, 0, 3, 4])
    # round 1: whole gives 0, 1 (lead 2); first gives 4 (1 seen); second gives 5
    # round 2: whole gives 2, 3
    assert interleave(whole, [first, second], 6, lead=2) == [0, 1, 4, 5, 2, 3]
    assert interleave(whole, [first, second], 3, lead=1) == [0, 1, 5]
    assert interleave(whole, [], 4) == [0, 1, 2, 3]
    with pytest.raises(SelectError):
        interleave(whole, [], 2, lead=0)


def test_split_segments_cuts_at_punctuation_and_bare_connectives() -> None:
    assert split_segments(
        "open an issue on acme/webapp: the dark mode toggle resets every time"
    ) == ["open an issue on acme/webapp", "the dark mode toggle resets every time"]
    assert split_segments("check the latest pipeline and post the result to #releases") == [
        "check the latest pipeline",
        "post the result to #releases",
    ]
    # one-word fragments are dropped; a single segment is no split
    assert split_segments("hey, list my open pull requests") == []
    assert split_segments("list my open pull requests") == []
    # CJK punctuation cuts, CJK runs do not count as words
    assert split_segments("先看下 acme/webapp PR #88，然后在 @liu 的 review 下回复") == [
        "先看下 acme/webapp PR #88",
        "然后在 @liu 的 review 下回复",
    ]
    assert split_segments("先看下 acme/webapp PR #88，然后在 @liu 那条评论下回复") == []
    assert split_segments("a b, c d, e f", max_segments=2) == ["a b", "c d"]
    with pytest.raises(SelectError):
        split_segments("a b, c d", min_words=0)


def test_bare_and_cuts_short_requests_only() -> None:
    query = "check the latest circleci pipeline on main and post the result to #releases"
    assert split_clauses(query) == []  # no comma before the "and": one clause by default
    assert split_clauses(query, bare_and=40) == [
        "check the latest circleci pipeline on main",
        "post the result to #releases",
    ]
    # 13 words: cut up to 13, not at 12
    assert split_clauses(query, bare_and=13) != []
    assert split_clauses(query, bare_and=12) == []
    # a side under 3 words is joined back to its neighbour, not dropped
    assert split_clauses(
        "find the area of a rectangle with length 7 and width 3 and then email it to Bob",
        bare_and=40,
    ) == ["find the area of a rectangle with length 7 and width 3", "email it to Bob"]
    assert split_clauses("cats and dogs and go fetch the ball please", bare_and=40) == [
        "cats and dogs",
        "go fetch the ball please",
    ]
    with pytest.raises(SelectError, match="bare_and"):
        split_clauses(query, bare_and=-1)
    with pytest.raises(SelectError, match="bare_and"):
        split_clauses(query, bare_and=True)  # type: ignore[arg-type]


def test_cjk_clauses_cut_at_chinese_punctuation() -> None:
    query = "线上 payment 的 pod 一直重启，先看看日志，再把情况同步到 #故障 频道"
    assert split_clauses(query) == []  # the CJK comma is no cut by default
    # 一直重启 etc.: an ideograph counts half a word; 先看看日志 (5 ideographs, 2.5 words)
    # is under 3 words and dropped, the other two are kept
    assert split_clauses(query, cjk=True) == [
        "线上 payment 的 pod 一直重启",
        "再把情况同步到 #故障 频道",
    ]
    # 查下 acme/api 的 dependabot 告警 = 2 words + 5 ideographs; 挑最严重的那个建个 issue 跟进
    # = 1 word + 11 ideographs
    assert split_clauses(
        "查下 acme/api 的 dependabot 告警，挑最严重的那个建个 issue 跟进", cjk=True
    ) == [
        "查下 acme/api 的 dependabot 告警",
        "挑最严重的那个建个 issue 跟进",
    ]
    # English requests are cut as before
    assert split_clauses("Search a salon in Sunnyvale and then book it for 3pm", cjk=True) == [
        "Search a salon in Sunnyvale",
        "book it for 3pm",
    ]
