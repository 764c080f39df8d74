"""Session 43 (trial43 MEDIUM): CC-CEDICT writes a proper noun's senses with a capital
("Google, Internet company and search engine"), and the parse dropped every sense that
begins with one, so 谷歌 (Google), 百度 (Baidu), 微信 (WeChat) had no gloss at all:
"谷歌分析里现在实时有多少人在线？" (how many people are on Google Analytics right now) got
English for 现在 / 在线 / 分析 but none for 谷歌, and a ServiceNow "analyze widget
performance" tool ranked above the Google Analytics realtime report. A proper noun (its
pinyin capitalised, two characters or more) now keeps the name its first capitalised
sense gives; a description-like sense, a single character's (surnames) and the English →
Chinese direction are unchanged."""

from __future__ import annotations

import pytest

from tooldeck.select.crosslingual import CedictDictionary, CrossLingualExpander

MINI = (
    "谷歌 谷歌 [Gu3 ge1] /Google, Internet company and search engine/\n"
    "北京 北京 [Bei3 jing1] /Beijing, capital of the People's Republic of China/Peking/"
    "PRC government/\n"
    "推特 推特 [Tui1 te4] /Twitter (microblogging service)/\n"
    "李 李 [Li3] /surname Li/plum/\n"
    "長城 长城 [Chang2 cheng2] /the Great Wall/\n"
    "華北 华北 [Hua2 bei3] /North China, the region between the Yellow River and the Great "
    "Wall and further north/\n"
    "分析 分析 [fen1 xi1] /to analyze/analysis/CL:個|个[ge4]/\n"
    "台 台 [tai2] /Taiwan (abbr.)/platform/\n"
)


def test_a_proper_noun_keeps_its_first_name(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "mini.txt"
    path.write_text(MINI, encoding="utf-8")
    d = CedictDictionary.load(path)
    assert d.zh_en["谷歌"] == ["google"]
    assert d.zh_en["推特"] == ["twitter"]
    assert d.zh_en["北京"] == ["beijing"]  # its first name only, not "PRC government"
    assert d.zh_en["华北"] == ["north china"]
    assert d.zh_en["长城"] == ["great wall"]  # a lower-case sense, read as before
    assert d.zh_en["李"] == ["plum"]  # one character: a surname, no name kept
    assert d.zh_en["台"] == ["platform"]  # not a proper noun: its capital sense is a note
    assert d.zh_en["分析"] == ["analyze", "analysis"]
    assert "google" not in d.en_zh and "twitter" not in d.en_zh  # names: zh-en only


@pytest.fixture(scope="module")
def expander() -> CrossLingualExpander:
    return CrossLingualExpander()


def test_a_brand_name_jieba_cuts_apart_is_read_whole(expander: CrossLingualExpander) -> None:
    """jieba cuts 谷歌 into 谷 / 歌 ("grain", "song"); with a gloss, the cut's characters
    are rejoined into the headword (as 时间 / 戳 → 时间戳) and read as the name."""
    request = "谷歌分析里现在实时有多少人在线？"
    words = expander.content_words(request)
    assert words[:2] == ["谷歌", "分析"]
    added = expander.translations(request)
    assert "google" in added and "analyze" in added
    assert "grain" not in added and "song" not in added
    # other styles: a product in the middle, a Traditional request
    assert "wechat" in expander.translations("把这个发到微信群里")
    assert "baidu" in expander.translations("用百度搜一下这个报错")
    assert "google" in expander.translations("幫我看看谷歌日曆明天有什麼會")


def test_honest_twins_keep_their_common_reading(expander: CrossLingualExpander) -> None:
    """The same characters as common words: 山谷 "valley" + 歌声 "singing" is no Google,
    苹果 (lower-case pinyin) stays "apple", a surname is not a name."""
    assert "google" not in expander.translations("山谷歌声")
    assert "apple" in expander.translations("买苹果")
    assert "plum" in expander.translations("李子多少钱")
