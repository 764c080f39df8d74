"""A Chinese search names a held tool as an English one does (session 43): the query's
English words come from the select stage's cross-lingual dictionary (CC-CEDICT and the
shipped software glossary, both real files), and the same at-least-half-and-two rule of
``held_matches`` decides. Expected lists are by hand from the dictionary's glosses
(删除 "delete", 书签 "bookmark", 导出 "export", 报告 "report", 发 "send", 邮件 "email")."""

from __future__ import annotations

import pytest

from tooldeck.gateway.catalog import Entry
from tooldeck.gateway.exposure import held_matches
from tooldeck.tool import Tool


def _entry(name: str) -> Entry:
    return Entry(f"s__{name}", "s", name, Tool(name=f"s__{name}", description="held"))


HELD = [
    _entry("delete_bookmark"),
    _entry("export_report_archive"),
    _entry("send_email"),
    _entry("get_weather"),
]


@pytest.mark.parametrize(
    ("query", "held"),
    [
        ("删除这个书签", ["s__delete_bookmark"]),
        ("把季度报告导出为压缩包", ["s__export_report_archive"]),
        ("給老闆發一封郵件", ["s__send_email"]),  # Traditional characters, read as Simplified
        ("今天吃什么", []),
        ("列出所有用户", []),
        ("查一下巴黎的天气", []),  # "weather" only: one word of two, as in English
    ],
)
def test_a_chinese_query_names_the_held_tool_its_english_words_name(
    query: str, held: list[str]
) -> None:
    assert held_matches(query, HELD) == held


def test_no_held_tool_reads_no_dictionary() -> None:
    """With nothing held the answer is empty whatever the query (the dictionary is read
    only when a held tool could match)."""
    assert held_matches("删除这个书签", []) == []
