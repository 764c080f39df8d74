"""trial41 #13: a misspelt lint setting ("ignroe") said only "unknown lint setting(s)
ignroe; known: …"; cases files name the closest key. Lint's config now does too
(difflib, as ``tooldeck.cases``), for settings and for options."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.errors import LintConfigError
from tooldeck.lint.config import config_from_table, load_config


def test_a_misspelt_setting_names_the_closest_key() -> None:
    with pytest.raises(LintConfigError) as info:
        config_from_table({"ignroe": ["A105"]}, source="pyproject.toml")
    assert "unknown lint setting(s) ignroe (did you mean 'ignore'?); known:" in str(info.value)


def test_two_slips_are_each_paired_and_a_stranger_gets_no_guess() -> None:
    with pytest.raises(LintConfigError) as info:
        config_from_table({"ignroe": [], "selcet": [], "colour": 1}, source="x.toml")
    message = str(info.value)
    assert "'ignroe' → 'ignore'" in message and "'selcet' → 'select'" in message
    assert "'colour' →" not in message
    with pytest.raises(LintConfigError) as alone:
        config_from_table({"colour": 1}, source="x.toml")
    assert "did you mean" not in str(alone.value)


def test_a_misspelt_option_names_the_closest_option() -> None:
    with pytest.raises(
        LintConfigError, match=r"unknown lint option 'targt' \(did you mean 'target'\?\)"
    ):
        config_from_table({"options": {"targt": "openai"}}, source="x.toml")


def test_through_pyproject(tmp_path: Path) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.tooldeck.lint]\nignroe = ["A105"]\n', encoding="utf-8")
    with pytest.raises(LintConfigError, match=r"did you mean 'ignore'\?"):
        load_config(path)
