"""Session 45 (a102b, trial45b #14): a negation read within its clause, not only the
character right before the word. "没有问题了，恢复账号" and "这不是问题" still gave 问题 the
software sense 'problem' after fix45b (which read 没问题 only). Now a negation followed by
up to four filler characters (a copula or existential 有/是, an indefinite 什么/任何/啥, a
degree word 大/太) still negates the word; a verb, noun or clause mark between ends its
reach. Twins: the same words where the negation belongs to another word keep the sense.
Real jieba and CC-CEDICT, the shipped glossary."""

from __future__ import annotations

import pytest

from tooldeck.select.crosslingual import CrossLingualExpander, only_negated


@pytest.fixture(scope="module")
def expander() -> CrossLingualExpander:
    return CrossLingualExpander()


@pytest.mark.parametrize(
    "query",
    [
        "没有问题了，恢复账号",
        "这不是问题，直接退款",
        "核对过了，并不是问题",
        "系统没什么问题，帮我查订单",
    ],
)
def test_a_negation_in_the_clause_removes_the_sense(
    expander: CrossLingualExpander, query: str
) -> None:
    assert "问题" not in [w for w, _ in expander.software_senses(query)]


@pytest.mark.parametrize(
    "query",
    ["我不知道问题在哪，帮我查一下", "不能登录，问题是密码错了", "没有登录的问题也要处理"],
)
def test_a_negation_of_another_word_keeps_it(expander: CrossLingualExpander, query: str) -> None:
    assert ("问题", ("problem",)) in expander.software_senses(query)


def test_only_negated_within_the_clause() -> None:
    assert only_negated("问题", "没有任何问题")
    assert only_negated("问题", "不是什么大问题")  # four filler characters
    assert not only_negated("问题", "不是这个问题")  # "not this problem": another one is
    assert not only_negated("问题", "不，问题在支付")  # a clause mark ends the reach
    assert not only_negated("问题", "没人有问题了吗，有问题")  # the second is not negated
