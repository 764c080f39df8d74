"""The lint engine: selection, suppression, severities, configuration files, crash
isolation, summary, output formats, the report section, the docs, and the example decks."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from tooldeck.formats import load_deck
from tooldeck.lint import (
    LintConfig,
    LintConfigError,
    LintOptions,
    Severity,
    all_rules,
    find_config,
    lint,
    load_config,
    summarize,
)
from tooldeck.lint.context import LintContext
from tooldeck.lint.docs import render_markdown
from tooldeck.lint.output import SRCROOT, json_text, render_text, to_json, to_sarif
from tooldeck.report.lint_section import build_lint_section
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
VAGUE = ROOT / "examples" / "aftersales" / "vague"
ENGINEERED = ROOT / "examples" / "aftersales" / "engineered"
LOOKALIKES = {
    "get_order_by_id",
    "list_orders_by_user",
    "search_orders",
    "create_refund_request",
    "preview_refund_policy",
    "approve_refund",
    "search_kb_articles",
    "create_support_ticket",
}


def _deck() -> Deck:
    return Deck(
        [
            Tool("getOrder", "Gets an order."),
            Tool("legacy_fetch", "Order query."),
            Tool("legacy_lookup", "Order query."),
        ]
    )


def _codes(result_findings: Sequence[object]) -> set[str]:
    return {f.code for f in result_findings}  # type: ignore[attr-defined]


# --- selection and suppression ------------------------------------------------------------


def test_select_ignore_by_code_and_prefix() -> None:
    deck = _deck()
    assert _codes(lint(deck, LintConfig(select=("N1",))).findings) <= {
        f"N1{i:02d}" for i in range(1, 10)
    }
    only_d = lint(deck, LintConfig(select=("D",), ignore=("D102",))).findings
    assert only_d and all(f.code.startswith("D") and f.code != "D102" for f in only_d)
    # the more specific selector wins
    assert _codes(lint(deck, LintConfig(ignore=("D",), extend_select=("D102",))).findings) >= {
        "D102"
    }
    assert not any(
        f.code.startswith("D") and f.code != "D102"
        for f in lint(deck, LintConfig(ignore=("D",), extend_select=("D102",))).findings
    )


def test_per_tool_ignores_with_patterns() -> None:
    config = LintConfig(select=("X102", "D102"), per_tool_ignores={"legacy_*": ("X",)})
    findings = lint(_deck(), config).findings
    assert [(f.tool, f.code) for f in findings if f.code == "X102"] == []
    assert {f.tool for f in findings if f.code == "D102"} == {
        "getOrder",
        "legacy_fetch",
        "legacy_lookup",
    }


def test_severity_override_and_fail_on() -> None:
    config = LintConfig(select=("N101",), severity={"N101": Severity.error})
    result = lint(_deck(), config)
    assert [f.severity for f in result.findings] == [Severity.error]
    assert result.failed()
    quiet = lint(_deck(), LintConfig(select=("N101",)))
    assert not quiet.failed()  # warning < error (the default fail-on)
    assert quiet.failed(Severity.warning)


def test_unknown_code_is_a_config_error() -> None:
    with pytest.raises(LintConfigError, match="did you mean D110"):
        LintConfig(select=("D1100",))


def test_crashing_rule_becomes_internal_error_and_others_run() -> None:
    class Broken:
        def pairs(self, deck: Deck, threshold: float) -> list[tuple[int, int, float]]:
            raise RuntimeError("similarity backend down")

    result = lint(_deck(), LintConfig(select=("D106", "X101", "N101")), similarity=Broken())
    internal = [f for f in result.findings if f.code == "E001"]
    assert {f.tool for f in internal} == {None, "getOrder", "legacy_fetch", "legacy_lookup"}
    assert all("similarity backend down" in f.message for f in internal)
    assert any(f.code == "N101" for f in result.findings)  # the other rules ran


def test_strange_schemas_do_not_crash_any_rule() -> None:
    """Boolean subschemas, type lists, non-string enums, $ref/$defs, combinators at the
    root, an odd name, an empty and a huge Chinese description: every rule runs clean."""
    odd = {
        "type": "object",
        "properties": {
            "a": True,
            "b": False,
            "c": {"type": ["string", "null"], "enum": [1, None, "x"]},
            "d": {"items": True},
            "e": {"anyOf": [True, {"type": "object"}]},
            "f": {"type": "array", "prefixItems": [{"type": "string"}], "items": False},
            "g": {"$ref": "#/$defs/x"},
            "h": {"properties": {"i": {"not": {}}}},
        },
        "$defs": {"x": {"type": "object", "properties": {"y": {"type": "integer"}}}},
        "required": ["a"],
        "dependentRequired": {"a": ["b"]},
        "if": True,
        "then": {"required": ["c"]},
    }
    deck = Deck([Tool("odd.Tool-1", "", odd), Tool("x", "返回" * 300, {"type": "object"})])
    result = lint(deck, LintConfig(select=("ALL",)))
    assert [f.line() for f in result.findings if f.code == "E001"] == []
    assert {"N101", "N107", "D101", "D111"} <= {f.code for f in result.findings}


# --- configuration files --------------------------------------------------------------------


def test_pyproject_and_deck_side_config(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.tooldeck.lint]\nselect = ["D", "X"]\nignore = ["D107"]\nfail-on = "warning"\n'
        'per-tool-ignores = {"legacy_*" = ["X102"]}\nseverity = {"D104" = "error"}\n'
        "[tool.tooldeck.lint.options]\nmin-description-chars = 10\n",
        encoding="utf-8",
    )
    config = load_config(tmp_path / "pyproject.toml")
    assert config.select == ("D", "X")
    assert config.fail_on is Severity.warning
    assert config.options.min_description_chars == 10
    assert config.severity == {"D104": Severity.error}
    assert find_config(None, start=tmp_path) == tmp_path / "pyproject.toml"
    deck_dir = tmp_path / "deck"
    deck_dir.mkdir()
    (deck_dir / "tooldeck-lint.toml").write_text('select = ["N"]\n', encoding="utf-8")
    assert find_config(str(deck_dir), start=tmp_path) == deck_dir / "tooldeck-lint.toml"
    assert load_config(deck_dir / "tooldeck-lint.toml").select == ("N",)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('selekt = ["D"]\n', "unknown lint setting"),
        ("max-deck-tools = 5\n", r"max-deck-tools is an option: put it under the options table"),
        ('select = ["Q"]\n', "unknown rule code or prefix 'Q'"),
        ('fail-on = "fatal"\n', "severity must be one of"),
        ("[options]\nmin-description-chars = -1\n", "wrong value -1; allowed: a whole number"),
        ("[options]\nmax-tools = 2.5\n", "wrong value 2.5; allowed: a whole number of at least 1"),
        (
            "[options]\nsimilarity-threshold = -1\n",
            "allowed: a number greater than 0 and at most 1",
        ),
        ("[options]\nsimilarity-threshold = 5.0\n", "wrong value 5.0; allowed: a number greater"),
        ("[options]\nsimilarity-threshold = nan\n", "wrong value nan; allowed"),
        (
            "[options]\nsimilarity-threshold = true\n",
            "wrong value true; allowed",
        ),  # as TOML writes it
        ("[options]\ntokenizer = 3\n", "wrong value 3; allowed: a tokenizer name"),
        ("select = []\n", "no rule is selected"),
        ('select = ["D"]\nignore = ["D"]\n', "no rule is selected"),
        ("[options]\nsimilarity = 0.5\n", "unknown lint option"),
        ("select = [\n", "not valid TOML"),
    ],
)
def test_bad_config_files(tmp_path: Path, text: str, message: str) -> None:
    # every "wrong value" message also says what is allowed
    path = tmp_path / "tooldeck-lint.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LintConfigError, match=message):
        load_config(path)


def test_options_are_range_checked_when_built_in_python() -> None:
    with pytest.raises(LintConfigError, match="similarity-threshold has a wrong value 5"):
        LintOptions(similarity_threshold=5)
    with pytest.raises(LintConfigError, match="max-tools has a wrong value 0"):
        LintOptions(max_tools=0)
    assert LintOptions(similarity_threshold=1.0).similarity_threshold == 1.0
    with pytest.raises(LintConfigError, match="no rule is selected"):
        LintConfig(select=())


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_config_is_found_from_the_deck_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # project/pyproject.toml has the table; the deck is two folders down; the working
    # directory is another project whose pyproject.toml has no lint table
    project = _write(
        tmp_path / "project" / "pyproject.toml", '[tool.tooldeck.lint]\nselect = ["N"]\n'
    )
    deck = _write(tmp_path / "project" / "decks" / "a" / "tools.json", "[]")
    _write(tmp_path / "elsewhere" / "pyproject.toml", '[project]\nname = "x"\n')
    monkeypatch.chdir(tmp_path / "elsewhere")
    assert find_config(str(deck)) == project
    assert find_config(str(deck.parent)) == project
    # a deck that is not a file (bfcl:, mcp:) starts from the working directory
    assert find_config("bfcl:simple_python") is None
    monkeypatch.chdir(tmp_path / "project" / "decks")
    assert find_config("mcp:python server.py") == project
    # a pyproject.toml without the table nearer to the deck stops the search
    _write(tmp_path / "project" / "decks" / "pyproject.toml", '[project]\nname = "y"\n')
    assert find_config(str(deck)) is None
    # a tooldeck-lint.toml beside the deck wins
    side = _write(deck.parent / "tooldeck-lint.toml", 'select = ["D"]\n')
    assert find_config(str(deck)) == side


def test_config_beside_a_python_source_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``tooldeck lint py:app.py`` read no ``tooldeck-lint.toml`` beside ``app.py`` (the
    path ``py:app.py`` exists nowhere, so the search began in the working directory):
    a ``per-tool-ignores`` written there was not applied. ``py:FILE[:attr]`` is the file;
    a module name (``py:pkg.tools``) still starts from the working directory."""
    from typer.testing import CliRunner

    from tooldeck.cli import app

    side = _write(tmp_path / "app" / "tooldeck-lint.toml", 'select = ["D"]\n')
    module = _write(
        tmp_path / "app" / "app.py",
        "from tooldeck import tool\n\n@tool(read_only=True)\ndef x() -> int:\n    return 1\n",
    )
    monkeypatch.chdir(tmp_path)
    assert find_config(f"py:{module}") == side
    assert find_config(f"py:{module}:registry") == side
    assert find_config("py:app.app") is None
    linted = CliRunner().invoke(app, ["lint", f"py:{module}", "--format", "json"])
    codes = {finding["code"] for finding in json.loads(linted.stdout)["findings"]}
    assert codes and all(code.startswith("D") for code in codes), codes  # select = ["D"]


# --- the example decks ---------------------------------------------------------------------


def test_vague_registry_gets_description_and_cross_tool_findings() -> None:
    result = lint(load_deck(VAGUE))
    by_tool: dict[str, set[str]] = {}
    for f in result.findings:
        by_tool.setdefault(f.tool or "", set()).add(f.code[0])
    for name in LOOKALIKES:
        assert {"D", "X"} <= by_tool[name], name
    codes = {f.code for f in result.findings}
    assert {"X101", "X102", "D104", "D105", "D106", "D108"} <= codes


def test_engineered_registry_has_no_description_or_cross_tool_findings() -> None:
    result = lint(load_deck(ENGINEERED))
    assert [f.line() for f in result.findings if f.code[0] in "DX"] == []


def test_summary_counts() -> None:
    result = lint(_deck(), LintConfig(select=("X102", "N101")))
    summary = summarize(result)
    # by hand: X102 on legacy_fetch and legacy_lookup, N101 on getOrder → every tool
    assert summary.by_rule == {"X102": 2, "N101": 1}
    assert summary.tools_with_findings == 3
    assert summary.share_with_findings == 1.0
    assert summary.scores == {"getOrder": 97, "legacy_fetch": 97, "legacy_lookup": 97}


# --- output --------------------------------------------------------------------------------


def test_json_and_sarif_output() -> None:
    result = lint(load_deck(VAGUE))
    data = to_json(result, source=str(VAGUE))
    assert data["summary"]["tools"] == 8
    assert len(data["findings"]) == len(result.findings)
    sarif = to_sarif(result, source=str(VAGUE))
    assert sarif["version"] == "2.1.0"
    run = sarif["runs"][0]
    rule_ids = [r["id"] for r in run["tool"]["driver"]["rules"]]
    assert len(run["results"]) == len(result.findings)
    first = run["results"][0]
    assert rule_ids[first["ruleIndex"]] == first["ruleId"]
    location = first["locations"][0]["physicalLocation"]
    lines = (VAGUE / "tools.yaml").read_text(encoding="utf-8").splitlines()
    line = lines[location["region"]["startLine"] - 1]
    assert first["locations"][0]["logicalLocations"][0]["name"] in line  # its `name:` line
    json.dumps(sarif)


def test_sarif_file_uri_is_relative_to_the_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = lint(load_deck(VAGUE))
    monkeypatch.chdir(ROOT)
    run = to_sarif(result, source=str(VAGUE))["runs"][0]
    assert run["originalUriBaseIds"] == {SRCROOT: {"uri": ROOT.resolve().as_uri() + "/"}}
    for entry in run["results"]:
        [location] = entry["locations"]
        artifact = location["physicalLocation"]["artifactLocation"]
        assert artifact == {"uri": "examples/aftersales/vague/tools.yaml", "uriBaseId": SRCROOT}
    # an explicit root (the repository root on GitHub), from another working directory
    monkeypatch.chdir(tmp_path)
    run = to_sarif(result, source=str(VAGUE), root=ROOT / "examples")["runs"][0]
    artifact = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert artifact["uri"] == "aftersales/vague/tools.yaml"
    # a file outside the root: its absolute file: URI, no base
    run = to_sarif(result, source=str(VAGUE), root=tmp_path)["runs"][0]
    artifact = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert artifact == {"uri": (VAGUE / "tools.yaml").resolve().as_uri()}
    assert "originalUriBaseIds" not in run


@pytest.mark.parametrize(
    ("source", "uri"),
    [
        ("bfcl:simple_python", "bfcl:simple_python"),
        ("mcp:python server.py", "mcp:python%20server.py"),
    ],
)
def test_sarif_results_of_decks_without_a_file_have_locations(source: str, uri: str) -> None:
    result = lint(_deck(), LintConfig(select=("N101", "X102")))
    assert result.findings
    run = to_sarif(result, source=source)["runs"][0]
    for entry, finding in zip(run["results"], result.findings, strict=True):
        [location] = entry["locations"]
        assert location["physicalLocation"] == {"artifactLocation": {"uri": uri}}
        assert location["logicalLocations"][0]["name"] == finding.tool
    assert "originalUriBaseIds" not in run


def test_empty_deck_text_says_no_tools() -> None:
    console = Console(record=True, width=200)
    render_text(lint(Deck([])), console, source="empty.json")
    text = console.export_text()
    assert "no tools in the deck" in text and "100/100" not in text


def test_report_section() -> None:
    section = build_lint_section(load_deck(VAGUE))
    data = section.to_json()
    assert data["summary"]["tools_with_findings"] == 8
    # approve_refund has the most findings (8): A103 (destructive without a guard), D104,
    # D105, D106, D108, X101 twice (its two look-alikes: the three refund tools open with
    # the same sentence) and X102 (shared description); no D107: it declares an output_schema
    assert data["worst_tools"][0] == "approve_refund"
    console = Console(record=True, width=120)
    section.render(console)
    text = console.export_text()
    assert "lowest-scoring tools" in text and "X102" in text


# --- docs ----------------------------------------------------------------------------------


def test_docs_are_generated_from_the_registry() -> None:
    doc = (ROOT / "docs" / "lint.md").read_text(encoding="utf-8")
    assert doc == render_markdown(), "regenerate: python -m tooldeck.lint.docs > docs/lint.md"
    for rule in all_rules():
        assert f"#### {rule.code}" in doc
        assert rule.bad and rule.better and rule.why


# --- bounded memory on large decks ---------------------------------------------------------


def _many(n: int) -> Deck:
    """``n`` tools shaped like the hostile corpus' ``many_tools`` recipe."""
    schema = {"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]}
    return Deck(
        [Tool(f"tool_{i:07d}", f"Return record {i} of the archive.", schema) for i in range(n)]
    )


def test_findings_come_in_deck_order_then_code_then_pointer() -> None:
    """The engine runs tool by tool and sorts each tool's findings; deck-rule findings
    (N104 here) join their tool's block. Expected order: the documented sort key."""
    deck = _many(30)
    result = lint(deck, LintConfig(select=("ALL",)))
    order = {name: i for i, name in enumerate(deck.names)}
    keys = [(-1 if f.tool is None else order[f.tool], f.code, f.pointer) for f in result.findings]
    assert keys == sorted(keys)
    assert {"N104", "S105", "D104"} <= {f.code for f in result.findings if f.tool == "tool_0000007"}


def test_each_tools_memo_is_dropped_after_its_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a rule memoises for a tool (schema nodes, the poisoning rules' texts) is
    dropped once the tool is done, so the memo does not grow with the deck."""
    import tooldeck.lint.engine as engine

    seen: list[LintContext] = []

    def recording(*args: Any, **kwargs: Any) -> LintContext:
        seen.append(LintContext(*args, **kwargs))
        return seen[-1]

    monkeypatch.setattr(engine, "LintContext", recording)
    lint(_many(50), LintConfig(select=("ALL",)))
    (ctx,) = seen
    assert ctx._nodes == {}
    assert not any(key[1].startswith("tool_") for key in ctx.cache)


def test_json_text_is_json_dumps_in_pieces() -> None:
    for deck in (load_deck(VAGUE), Deck([]), _many(3)):
        result = lint(deck)
        whole = json.dumps(to_json(result, source="d"), ensure_ascii=False, indent=2)
        pieces = list(json_text(result, source="d"))
        assert "".join(pieces) == whole
        assert len(pieces) == (len(result.findings) + 2 if result.findings else 1)


def test_lint_config_from_python_takes_severity_names_and_refuses_bad_values() -> None:
    """The session-22 breaker: ``severity={"D104": "error"}`` was kept as a string, so
    ``summarize`` counted the findings as warnings and ``failed()`` raised
    AttributeError; bad names were accepted silently. Now names become
    :class:`Severity` values, and bad ones, a bare string for ``select`` and an unknown
    option are refused naming the field and the fix."""
    deck = load_deck(VAGUE)
    result = lint(
        deck, LintConfig(select=["D", "X"], severity={"D104": "error"}, fail_on="warning")
    )  # type: ignore[arg-type]
    d104 = [f for f in result.findings if f.code == "D104"]
    assert d104 and all(f.severity is Severity.error for f in d104)
    assert summarize(result).by_severity["error"] == len(d104)
    assert result.failed() is True
    assert json.loads("".join(json_text(result)))["findings"]  # no AttributeError
    with pytest.raises(LintConfigError, match=r"severity of D104: .*got 'fatal'"):
        LintConfig(severity={"D104": "fatal"})  # type: ignore[dict-item]
    with pytest.raises(LintConfigError, match=r"fail_on: .*got 'warn'"):
        LintConfig(fail_on="warn")  # type: ignore[arg-type]
    with pytest.raises(LintConfigError, match=r"select is a list .* write select=\['S104'\]"):
        LintConfig(select="S104")  # type: ignore[arg-type]
    tuned = LintConfig(options={"similarity_threshold": 0.7})  # type: ignore[arg-type]
    assert tuned.options.similarity_threshold == 0.7
    with pytest.raises(LintConfigError, match="unknown lint option 'bogus'"):
        LintConfig(options={"bogus": 1})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"severity": ["D104"]}, r"severity is a mapping \(code → severity\), got list"),
        ({"per_tool_ignores": ["x"]}, r"per_tool_ignores is a mapping \(tool → codes\), got list"),
        ({"per_tool_ignores": {"x": "D104"}}, r"per_tool_ignores\['x'\] is a list of codes"),
        ({"select": [5]}, "select holds 5, not a rule code or prefix"),
        ({"ignore": None}, "ignore is a list of rule codes or prefixes, got NoneType"),
    ],
)
def test_lint_config_of_the_wrong_shape_is_one_error(options: dict[str, Any], message: str) -> None:
    """The review of session 22: these raised AttributeError or TypeError tracebacks."""
    with pytest.raises(LintConfigError, match=message):
        LintConfig(**options)


def test_every_rule_example_written_as_a_deck_is_valid_yaml() -> None:
    """Session 22's breaker: `--explain T107`'s bad example did not parse (an unquoted
    ': ' inside the description); so did three others. Each bad/better example written
    as a deck (``- name: …``) now loads as YAML, with a name on each item."""
    import yaml

    from tooldeck.lint.registry import all_rules

    for rule in all_rules():
        for text in (rule.bad, rule.better):
            if text and text.lstrip().startswith("- name:"):
                items = yaml.safe_load(text)
                assert all(isinstance(i, dict) and "name" in i for i in items), rule.code


def test_every_view_shows_the_same_mean_score() -> None:
    """A fresh user (session 22): ops68's mean score 81.46 read "81" in the lint section
    and "82" in the report's summary (read back from the JSON's 81.5). By hand: 81.46 →
    81.5 (the JSON's one decimal) → 82 (Python rounds half to even: 82 is even)."""
    from tooldeck.lint.summary import shown_score

    assert shown_score(81.46) == shown_score(81.5) == "82"
    assert shown_score(81.44) == "81" and shown_score(100.0) == "100"
