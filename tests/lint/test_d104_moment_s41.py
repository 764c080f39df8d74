"""Session 41 (lint41, trial40b N4): a description that names the moment in a workflow
that calls for the tool ("Use before saving a bookmark.", "Use once the import has
finished.", "在保存书签之前使用。", "用户怀疑链接失效时调用。") says when to use it, so D104
stays quiet, in English, Chinese and the other languages D104 reads (German, Spanish,
French, Japanese, Korean).

Every description here is written for this file (none copied from a labels set). The
"quiet" cases fail on main cc7941e0 (D104 reported them; "Use this tool while …" passed
there already through "use this", kept as the form that must stay quiet); each twin is
reported there and here: the same words used for something else (a state "in use after
…", a count "once per file", a verb that goes on to an object "调用时使用缓存", a
tool's own behaviour "hooks that run before the build").
"""

from __future__ import annotations

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _d104(description: str) -> bool:
    tool = {
        "name": "check_links",
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {"folder": {"type": "string"}},
            "required": ["folder"],
        },
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return any(f.code == "D104" for f in lint(deck, LintConfig(select=("D104",))).findings)


QUIET = [
    "Check every link of a folder. Use before saving a bookmark.",
    "Check every link of a folder. Use after importing a bookmarks file.",
    "Check every link of a folder. Use once the import has finished.",
    "Check every link of a folder. Call after a bulk import.",
    "Check every link of a folder. Use this tool while a sync is running.",
    "检查文件夹中的每个链接。在保存书签之前使用。",
    "检查文件夹中的每个链接。用户怀疑链接失效时调用。",
    "检查文件夹中的每个链接。导入完成后调用。",
    "Prüft alle Links eines Ordners. Vor dem Speichern verwenden.",
    "Prüft alle Links eines Ordners. Verwenden, nachdem der Import abgeschlossen ist.",
    "Comprueba los enlaces de una carpeta. Úsalo antes de guardar un marcador.",
    "Vérifie les liens d'un dossier. À utiliser après l'import.",
    "フォルダ内のリンクを確認します。保存する前に使用してください。",
    "폴더의 링크를 확인합니다. 저장하기 전에 사용하세요.",
]


@pytest.mark.parametrize("description", QUIET)
def test_a_moment_that_calls_for_the_tool_is_a_when_to_use(description: str) -> None:
    assert not _d104(description)


TWINS = [
    "Check every link of a folder.",
    "Report the memory in use after garbage collection.",
    "List the locks in use during the build.",
    "List the hooks that run before the build.",
    "Check links, using the cache once more.",
    "检查链接。调用时使用缓存。",
    "返回登录后使用的令牌。",
    "Prüft Links vor dem Speichern der Datei.",
]


@pytest.mark.parametrize("description", TWINS)
def test_the_same_words_about_something_else_still_need_a_when_to_use(
    description: str,
) -> None:
    assert _d104(description)
