"""Session 45 (fix45b, trial45 #14): a Chinese word right after a negation gets no software
sense. "风控核实没问题了" ("risk control checked, no problem") had 问题 read as 'problem'
and the note said so; the request is not about a problem. The same word un-negated keeps
its sense (honest twins). Real jieba and CC-CEDICT, the shipped glossary."""

from __future__ import annotations

import pytest

from tooldeck.select.crosslingual import CrossLingualExpander, only_negated


@pytest.fixture(scope="module")
def expander() -> CrossLingualExpander:
    return CrossLingualExpander()


def test_a_negated_word_gets_no_software_sense(expander: CrossLingualExpander) -> None:
    query = "风控核实没问题了，把这个客户的账号恢复正常"
    assert [w for w, _ in expander.software_senses(query)] == []


@pytest.mark.parametrize("query", ["这个订单有问题，帮我查一下", "问题不大，不是问题"])
def test_the_word_unnegated_keeps_it(expander: CrossLingualExpander, query: str) -> None:
    assert ("问题", ("problem",)) in expander.software_senses(query)


def test_only_negated() -> None:
    assert only_negated("问题", "没问题")
    assert only_negated("需要", "我不需要发票")
    assert not only_negated("问题", "有问题，没问题")  # one occurrence is not negated
    assert not only_negated("问题", "订单")  # absent
    assert not only_negated("不同", "不同的版本")  # the word itself starts with a negator
