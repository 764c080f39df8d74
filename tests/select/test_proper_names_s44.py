"""Session 44 (trial43b NEW-5): ``tooldeck select`` says which Chinese proper nouns it
read by their English name (:meth:`CrossLingualExpander.proper_names`), so a user sees why
"谷歌分析里…" now finds the Google Analytics tools; and the weekdays, whose pinyin CC-CEDICT
capitalises (周五 [Zhou1 wu3] "Friday"), are read as such, not as jieba's 周 + 五.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.select.crosslingual import CedictDictionary, CrossLingualExpander
from tooldeck.select.dense import dense_available

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")
GITHUB = Path(__file__).resolve().parents[1] / "data" / "corpora" / "github.json"


@pytest.fixture(scope="module")
def expander() -> CrossLingualExpander:
    return CrossLingualExpander()


def test_the_parse_keeps_each_proper_nouns_name(tmp_path: Path) -> None:
    path = tmp_path / "mini.txt"
    path.write_text(
        "谷歌 谷歌 [Gu3 ge1] /Google, Internet company and search engine/\n"
        "週五 周五 [Zhou1 wu3] /Friday/\n"
        "分析 分析 [fen1 xi1] /to analyze/analysis/\n"
        "李 李 [Li3] /surname Li/plum/\n",
        encoding="utf-8",
    )
    d = CedictDictionary.load(path)
    assert d.names == {"谷歌": "google", "周五": "friday"}  # not 分析, not a surname


def test_proper_names_in_request_order(expander: CrossLingualExpander) -> None:
    assert expander.proper_names("谷歌分析里现在实时有多少人在线？") == [("谷歌", "google")]
    assert expander.proper_names("把这个发到微信群里，顺便百度一下") == [
        ("微信", "weixin or wechat"),
        ("百度", "baidu"),
    ]
    assert expander.proper_names("记一下：周五之前要把证书续期") == [("周五", "friday")]
    assert "friday" in expander.translations("记一下：周五之前要把证书续期")
    # honest twins: the same characters as common words, a file name, English only
    assert expander.proper_names("山谷歌声") == []
    assert expander.proper_names("打开 docs/谷歌.md") == []
    assert expander.proper_names("search google for the error") == []


@needs_model
def test_select_notes_the_names_it_read() -> None:
    runner = CliRunner()
    named = runner.invoke(app, ["select", str(GITHUB), "用谷歌搜一下这个报错", "-k", "3"])
    assert named.exit_code == 0, named.output
    notes = " ".join(named.stderr.split())
    assert "note: names read in English (CC-CEDICT's proper nouns): 谷歌 'google'" in notes
    plain = runner.invoke(app, ["select", str(GITHUB), "这个仓库有哪些分支？", "-k", "3"])
    assert plain.exit_code == 0, plain.output
    assert "names read in English" not in plain.stderr
    # and the which-things note of the question stage (session 44) names the tool it lifted
    assert "asks which 分支, so list_branches" in " ".join(plain.stderr.split())
