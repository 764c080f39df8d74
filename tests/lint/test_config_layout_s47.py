"""Session 47 (trial47 finding 5): ``[tool.tooldeck.lint]`` written in ``tooldeck-lint.toml``
(pyproject.toml's header) failed with "unknown lint setting(s) tool; known: …", which does
not say the fix. The error now says to write the keys at top level in that file; the
reverse (tooldeck-lint.toml's top-level keys in a pyproject.toml) says to put them under
``[tool.tooldeck.lint]``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.errors import LintConfigError
from tooldeck.lint.config import load_config

PER_TOOL = 'per-tool-ignores = { "fetch" = ["T107"] }\n'


def test_pyproject_header_in_tooldeck_lint_toml_names_the_fix(tmp_path: Path) -> None:
    path = tmp_path / "tooldeck-lint.toml"
    path.write_text("[tool.tooldeck.lint]\n" + PER_TOOL, encoding="utf-8")
    with pytest.raises(LintConfigError) as caught:
        load_config(path)
    said = str(caught.value)
    assert "write its keys (per-tool-ignores) at top level" in said
    assert "without the [tool.tooldeck.lint] line" in said
    path.write_text(PER_TOOL, encoding="utf-8")  # the fix it names works
    assert load_config(path).per_tool_ignores == {"fetch": ("T107",)}


def test_top_level_keys_in_pyproject_say_where_they_go(tmp_path: Path) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text(PER_TOOL, encoding="utf-8")
    with pytest.raises(LintConfigError, match=r"per-tool-ignores at top level is tooldeck-lint"):
        load_config(path, require_table=True)
