"""Lint configuration read the same from Python, a file and the command line (session 23's
breaker; each case failed on the parent commit): severity keys that are not a full rule
code were silently no override from Python, a dict config and a list deck were
AttributeError tracebacks, a misspelt [tool.tooldeck.lnt] was silently no configuration."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.lint import LintConfig, LintConfigError, lint, load_config
from tooldeck.tool import Deck, Tool

DECK = Deck([Tool("get_order", "Gets an order.", {"type": "object", "properties": {}})])


@pytest.mark.parametrize("key", ["D10", "D", "ALL"])
def test_a_severity_key_that_is_no_full_code_is_refused(key: str) -> None:
    with pytest.raises(LintConfigError, match=rf"severity\.{key}: give a full rule code"):
        LintConfig(severity={key: "error"})


def test_a_lower_case_severity_key_applies_as_in_a_file() -> None:
    config = LintConfig(severity={"d104": "error"})
    found = {f.code: f.severity.value for f in lint(DECK, config).findings}
    assert found["D104"] == "error"  # before: the key was kept lower case and matched nothing


def test_lint_names_a_wrong_deck_or_config() -> None:
    with pytest.raises(TypeError, match=r"config: expected a LintConfig, got dict"):
        lint(DECK, {"select": ["D"]})  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"deck: expected a tooldeck Deck, got list"):
        lint([1, 2])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '[tool.tooldeck.lnt]\nselect = ["D104"]\n',
            r"got 'lnt'; did you mean \[tool.tooldeck.lint\]",
        ),
        ('[tool.tooldeck]\nselect = ["D104"]\n', r"got 'select'"),
    ],
)
def test_a_table_beside_lint_in_pyproject_is_refused(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text(text)
    with pytest.raises(LintConfigError, match=message):
        load_config(path)


def test_a_named_pyproject_without_the_lint_table_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text('[project]\nname = "x"\n')
    assert load_config(path) == LintConfig(source=f"{path} [tool.tooldeck.lint]")  # found
    with pytest.raises(LintConfigError, match=r"no \[tool.tooldeck.lint\] table"):
        load_config(path, require_table=True)  # named with --config


def test_one_server_of_a_config_finds_the_configs_lint_file(tmp_path: Path) -> None:
    """`lint servers.json#k` looked for tooldeck-lint.toml from the working directory
    (the path with '#k' exists nowhere), so one server got other rules than the whole."""
    from tooldeck.lint.config import config_folder, find_config

    servers = tmp_path / "servers.json"
    servers.write_text('{"mcpServers": {}}')
    (tmp_path / "tooldeck-lint.toml").write_text('select = ["D104"]\n')
    assert config_folder(f"{servers}#k") == tmp_path
    assert find_config(f"{servers}#k") == tmp_path / "tooldeck-lint.toml"
    assert config_folder(str(tmp_path / "missing.json#k")) is None


def test_one_code_twice_and_a_pattern_that_is_no_string_are_refused() -> None:
    with pytest.raises(LintConfigError, match="severity names D104 twice"):
        LintConfig(severity={"D104": "error", "d104": "info"})  # the last silently won
    with pytest.raises(LintConfigError, match="per_tool_ignores keys are tool names"):
        LintConfig(per_tool_ignores={5: ["D104"]})  # type: ignore[dict-item]  # a TypeError


def test_s104_selected_with_target_gemini_says_it_did_not_run() -> None:
    """`--select S104 --target gemini` read "no findings" with S104 listed as run."""
    tool = Tool(
        "get_order", "Gets an order.", {"type": "object", "properties": {"id": {"type": "string"}}}
    )
    asked = lint(Deck([tool]), LintConfig(select=["S104"], options={"target": "gemini"}))
    assert "S104" not in {r.code for r in asked.rules}
    assert any(n.startswith("S104 (additionalProperties: false) not run") for n in asked.notes)
    default = lint(Deck([tool]), LintConfig(options={"target": "gemini"}))
    assert not default.notes and "S104" not in {f.code for f in default.findings}
    assert "S104" in {f.code for f in lint(Deck([tool]), LintConfig(select=["S104"])).findings}
