"""The software glossary mined from translation catalogs (tooldeck.select.glossary,
benchmarks/build_software_glossary.py)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tooldeck.errors import CrossLingualError
from tooldeck.formats import load
from tooldeck.select.crosslingual import CrossLingualExpander, in_path
from tooldeck.select.dense import dense_available
from tooldeck.select.glossary import (
    GLOSSARY_PATH,
    GLOSSARY_SHA256,
    load_glossary,
    software_glossary,
)
from tooldeck.select.methods import make_retriever

ROOT = Path(__file__).resolve().parents[2]
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

# Eight messages of git's own zh_CN catalog (git 2.39.5, po/zh_CN.po, GPL-2.0; the
# translators of the Git project), copied as they are: short term pairs for the mining rule.
GIT_MESSAGES = [
    ("'%s' does not point to a commit", "'%s' 没有指向一个提交"),
    ("'%s' is not a valid commit", "'%s' 不是一个有效的提交"),
    ("No commit on branch '%s' yet.", "分支 '%s' 尚无提交。"),
    ("commit '%s' lacks author header", "提交 '%s' 缺少作者信息"),
    ("could not parse commit '%s'", "不能解析提交 '%s'"),
    ("don't automatically commit", "不要自动提交"),
    ("branch '%s' does not exist", "分支 '%s' 不存在"),
    ("Invalid branch name: '%s'", "无效的分支名：'%s'"),
]


def _build_script():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import build_software_glossary

    return build_software_glossary


def test_shipped_glossary_gives_commit_to_ti_jiao() -> None:
    # CC-CEDICT 2020-12-21 has 提交 only as "to submit (an application) / to refer (a
    # problem) to sb"; the catalogs pair it with "commit" (git: hundreds of messages)
    glossary = software_glossary()
    assert glossary["提交"][0] == "commit"
    assert glossary["分支"][0] == "branch"
    expander = CrossLingualExpander(directions=frozenset({"zh-en"}))
    words = expander.translations("最近的提交记录")
    assert "commit" in words and "submit" in words  # the software sense beside CC-CEDICT's
    # a tool's Chinese text is glossed without it (documents: CC-CEDICT only)
    assert "commit" not in expander.translations("最近的提交记录", software=False)


def test_shipped_file_is_checked_and_names_the_rebuild(tmp_path: Path) -> None:
    data = GLOSSARY_PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == GLOSSARY_SHA256
    assert len(data) < 300_000  # the size budget of the brief (34 KB when written)
    changed = tmp_path / "software_glossary.json"
    changed.write_bytes(data.replace('"提交":["commit"]'.encode(), '"提交":["submit"]'.encode()))
    with pytest.raises(CrossLingualError, match=r"build_software_glossary\.py"):
        load_glossary(changed)
    # without the check, the changed entry is what is read
    assert load_glossary(changed, None)["提交"] == ("submit",)
    changed.write_text('{"senses": {"提交": "commit"}}', encoding="utf-8")
    with pytest.raises(CrossLingualError, match="lists of words"):
        load_glossary(changed, None)


# Opaque and transparent, written for the negation rule: 不透明 is cut 不 + 透明, so
# without the rule every "opaque" message would count for 透明 too.
WINDOW_MESSAGES = [
    ("The window is opaque", "窗口不透明"),
    ("Make the panel opaque", "使面板不透明"),
    ("Opaque colour", "不透明颜色"),
    ("Use an opaque fill", "使用不透明填充"),
    ("Opaque text", "不透明文本"),
    ("The window is transparent", "窗口透明"),
    ("Make the panel transparent", "使面板透明"),
    ("Transparent colour", "透明颜色"),
    ("Use a transparent fill", "使用透明填充"),
    ("Transparent text", "透明文本"),
]


def _write_catalog(folder: Path, name: str, messages: list[tuple[str, str]]) -> None:
    """``folder/name.mo`` compiled by msgfmt from ``messages`` (msgid, msgstr)."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = ['msgid ""', 'msgstr "Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for msgid, msgstr in messages:
        lines += [
            f"msgid {json.dumps(msgid)}",
            f"msgstr {json.dumps(msgstr, ensure_ascii=False)}",
            "",
        ]
    po = folder.parent / f"{name}.po"
    po.write_text("\n".join(lines), encoding="utf-8")
    subprocess.run(["msgfmt", "-o", str(folder / f"{name}.mo"), str(po)], check=True)


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="gettext's msgfmt not installed")
def test_mining_rule_on_real_catalog_entries(tmp_path: Path) -> None:
    # Two tiny catalogs (zh_CN, and the same messages as zh_TW in Traditional) compiled by
    # msgfmt. An English message counts once however many catalogs translate it, so by
    # hand: 8 messages; "commit" in 6, 提交 in 6, together in 6: Dice 2·6/(6+6) = 1.0,
    # kept (6 ≥ 5 messages); "branch" and 分支 together in 3 < 5: left out (counted per
    # catalog, as the first version of the rule did, they were 6 and kept).
    # 不 (not) is one character: left out. 'point', 'valid', ...: in 1 message < 5.
    traditional = {"提交": "提交", "分支": "分支", "没有": "沒有", "缺少": "缺少"}
    for locale in ("zh_CN", "zh_TW"):
        messages = GIT_MESSAGES
        if locale == "zh_TW":
            for simple, trad in traditional.items():
                messages = [(i, s.replace(simple, trad)) for i, s in messages]
        _write_catalog(tmp_path / locale / "LC_MESSAGES", "git", messages)
    script = _build_script()
    body = json.loads(script.build(tmp_path))
    assert body["senses"] == {"提交": ["commit"]}
    # the shipped file says the same of 提交, by the same rule
    shipped = json.loads(GLOSSARY_PATH.read_bytes())
    assert shipped["senses"]["提交"] == ["commit"]
    assert body["metadata"]["rule"].split(";", 1)[1] == shipped["metadata"]["rule"].split(";", 1)[1]
    # the same catalogs give the same bytes
    assert script.build(tmp_path) == script.build(tmp_path)


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="gettext's msgfmt not installed")
def test_a_word_after_a_negation_character_is_not_counted(tmp_path: Path) -> None:
    # trial28 #1: 透明 "transparent" got "opaque" as well (不透明 is cut 不 + 透明), and a
    # Chinese request for the transparent window ranked make_window_opaque first. By hand,
    # with the rule: 透明 in the 5 transparent messages only, Dice with "transparent"
    # 2·5/(5+5) = 1.0, with "opaque" 0; without it 透明 is in all 10 and "opaque" scores
    # 2·5/(5+10) = 0.67 ≥ 0.5. 窗口, 面板, 颜色, 填充, 文本: in 2 messages < 5.
    _write_catalog(tmp_path / "zh_CN" / "LC_MESSAGES", "demo", WINDOW_MESSAGES)
    body = json.loads(_build_script().build(tmp_path))
    assert body["senses"] == {"透明": ["transparent"]}
    # and the shipped file has no antonym for 透明 (CC-CEDICT gives it "transparent")
    assert "opaque" not in software_glossary().get("透明", ())


def _installed_versions(packages: list[str]) -> dict[str, str]:
    out = subprocess.run(
        ["dpkg-query", "-W", "-f=${Package} ${Version}\\n", *packages],
        capture_output=True,
        text=True,
    ).stdout
    return dict(line.split(" ", 1) for line in out.splitlines() if " " in line)


@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="not a Debian system")
def test_build_reproduces_the_shipped_file_byte_for_byte() -> None:
    shipped = json.loads(GLOSSARY_PATH.read_bytes())
    sources = shipped["metadata"]["sources"]
    installed = _installed_versions(sorted(sources))
    if any(installed.get(p) != s["version"] for p, s in sources.items()):
        pytest.skip("this machine's catalogs are not the ones the shipped file was built from")
    assert _build_script().build(Path("/usr/share/locale")) == GLOSSARY_PATH.read_bytes()


@needs_model
def test_a_chinese_request_finds_its_tool_through_a_software_sense() -> None:
    # GitHub's MCP server (tests/data/corpora/github.json, see its README) and a request of
    # examples/crosslingual/zh_github.jsonl (zh-gh-17). CC-CEDICT glosses 创建 "to found / to
    # establish", no "create"; the catalogs pair 创建 with "create". With the shipped
    # pipeline (make_retriever("hybrid"), the cross-lingual stage on by itself) create_gist
    # was 10th without the glossary and is 1st with it (measured on this deck).
    deck = load(str(ROOT / "tests/data/corpora/github.json")).deck
    request = "创建一个代码片段，内容是这段脚本"
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    assert [t.name for t, _ in retriever.search(request, 1)] == ["create_gist"]
    assert "create" in software_glossary()["创建"]


def test_a_file_name_gets_no_software_senses() -> None:
    # trial28 #5: 提交规范.md is a document's name (commit conventions), not an operation
    expander = CrossLingualExpander(directions=frozenset({"zh-en"}))
    for request in (
        "read the contents of docs/提交规范.md",  # after a separator, before an extension
        "把docs/提交规范.md的内容读一下",
        "打开 提交规范.md",  # before an extension
        "打开 docs/提交规范",  # after a separator
    ):
        words = expander.translations(request)
        assert "commit" not in words, request
        assert "submit" in words  # CC-CEDICT's glosses stay, as before the glossary
    # the same word outside a name still gets its software sense
    assert "commit" in expander.translations("把最近的提交记录读一下")
    assert in_path("a/提交", 2, 4) and in_path("提交.md", 0, 2)
    assert not in_path("提交.", 0, 2) and not in_path("提交 md", 0, 2)


@needs_model
def test_a_chinese_file_name_does_not_pull_in_an_operation() -> None:
    # trial28 #5 on GitHub's MCP deck with the shipped pipeline: the commit tool was first
    # for an English request that reads a file with a Chinese name
    deck = load(str(ROOT / "tests/data/corpora/github.json")).deck
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    top = [t.name for t, _ in retriever.search("read the contents of docs/提交规范.md", 1)]
    assert top == ["get_file_contents"]


def test_the_build_refuses_a_folder_without_catalogs(tmp_path: Path) -> None:
    # a mistyped --locale-dir used to write an empty glossary over the shipped one
    with pytest.raises(SystemExit, match="no zh_CN or zh_TW catalogs under"):
        _build_script().build(tmp_path)
