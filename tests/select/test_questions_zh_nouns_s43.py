"""trial43b MEDIUM: "哪些拉取请求还没合并？" (which pull requests are not merged yet?) was not
read as a question that only asks, because the 请 of the noun 请求 ("request": 拉取请求 is
GitHub's pull request in Chinese, 合并请求 GitLab's merge request) was read as "please";
the same question with "PR" was. 请 asks for an act only as the verb "please"; inside the
nouns 请求, 申请 (application), 邀请 (invitation) and in 请问 ("may I ask", a question's
polite opener) it does not. Expected answers by hand."""

from __future__ import annotations

import pytest

from tooldeck.select.questions import asks_only


@pytest.mark.parametrize(
    ("query", "only_asks"),
    [
        ("哪些拉取请求还没合并？", True),
        ("哪些合并请求还开着？", True),
        ("有哪些申请还没处理？", True),
        ("请问哪些分支还在？", True),
        ("哪些PR还没合并？", True),
        ("请把这个拉取请求合并", False),  # 请 + 把: an order
        # session 44 (trial43b item 6): a look before a question asks that question
        # (questions._without_looks); it was False here; the order below stays False
        ("请帮我看看有哪些分支", True),
        ("请帮我把这些分支删了", False),
        ("请合并这个PR", False),
    ],
)
def test_the_noun_request_is_no_please(query: str, only_asks: bool) -> None:
    assert asks_only(query) is only_asks
