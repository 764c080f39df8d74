"""Deck sources (files, directories, parse errors) and the cases file format."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tooldeck.cases import Case, check_cases_against_deck, dump_cases, load_cases
from tooldeck.errors import CasesError, ParseError, SourceError
from tooldeck.formats import export, load
from tooldeck.formats.sources import parse_file, write_data
from tooldeck.jsonvalue import freeze
from tooldeck.tool import Deck


def test_yaml_and_json_files_load_the_same_deck(tmp_path: Path, full_deck: Deck) -> None:
    data = export(full_deck, "deck").data
    write_data(data, tmp_path / "tools.yaml")
    write_data(data, tmp_path / "other.json")
    assert load(tmp_path).deck == full_deck  # directory → tools.yaml
    assert load(str(tmp_path / "other.json")).deck == full_deck


def test_jsonl_file_is_a_list(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    lines = [
        {"name": "a", "input_schema": {"type": "object"}},
        {"name": "b", "input_schema": {"type": "object"}},
    ]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    result = load(str(path))
    assert result.format == "anthropic" and result.deck.names == ("a", "b")


def test_json_error_has_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('[\n  {"name": "a",,}\n]', encoding="utf-8")
    with pytest.raises(ParseError) as info:
        parse_file(path)
    # counted by hand: two spaces, then {"name": "a", puts the second comma at column 16
    assert (info.value.line, info.value.column) == (2, 16)
    assert str(info.value).startswith(f"{path}:2:16: invalid JSON")


def test_yaml_error_has_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("tooldeck: 1\ntools:\n  - name: [a\n", encoding="utf-8")
    with pytest.raises(ParseError) as info:
        parse_file(path)
    assert info.value.line == 4 and info.value.column is not None


def test_yaml_duplicate_key_is_an_error_not_last_wins(tmp_path: Path) -> None:
    path = tmp_path / "dup.yaml"
    path.write_text("a: 1\nb: 2\na: 3\n", encoding="utf-8")
    with pytest.raises(ParseError, match=r"duplicate key 'a' \(first at line 1\)") as info:
        parse_file(path)
    assert info.value.line == 3


def test_directory_without_deck_file(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match=r"tools\.yaml, tools\.yml, tools\.json, tools\.jsonl"):
        load(tmp_path)


def test_directory_with_two_deck_files(tmp_path: Path) -> None:
    (tmp_path / "tools.yaml").write_text("[]", encoding="utf-8")
    (tmp_path / "tools.json").write_text("[]", encoding="utf-8")
    with pytest.raises(SourceError, match="several deck files"):
        load(tmp_path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no such file"):
        load(str(tmp_path / "nope.json"))


def test_duplicate_across_a_file_names_both_entries(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    tool = {"name": "a", "input_schema": {"type": "object"}}
    path.write_text(json.dumps([tool, tool]), encoding="utf-8")
    with pytest.raises(Exception, match=r"t.json#tools\[0\] and again in .*t.json#tools\[1\]"):
        load(str(path))


class TestCases:
    def write(self, tmp_path: Path, *lines: str) -> Path:
        path = tmp_path / "cases.jsonl"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path

    def test_round_trip(self, tmp_path: Path) -> None:
        cases = [
            Case("c1", "查一下订单 ORD-700001", ("get_order_by_id",), tags=("single",)),
            Case("c2", "hello", (), notes="chit-chat"),
        ]
        path = self.write(tmp_path, "# comment", "", dump_cases(cases))
        assert load_cases(path) == cases
        assert load_cases(path)[1].expects_no_tool

    def test_bad_json_names_line_and_column(self, tmp_path: Path) -> None:
        path = self.write(
            tmp_path, '{"case_id": "a", "query": "q", "expected_tools": []}', '{"case_id": }'
        )
        with pytest.raises(CasesError, match=r"cases.jsonl:2:13: invalid JSON"):
            load_cases(path)

    def test_missing_expected_tools_explains_the_fix(self, tmp_path: Path) -> None:
        path = self.write(tmp_path, '{"case_id": "a", "query": "q"}')
        with pytest.raises(
            CasesError, match=r":1: case 'a': field 'expected_tools' is missing; use \[\]"
        ):
            load_cases(path)

    def test_misaligned_arguments(self, tmp_path: Path) -> None:
        path = self.write(
            tmp_path,
            '{"case_id": "a", "query": "q", "expected_tools": ["x", "y"], '
            '"expected_arguments": [{}]}',
        )
        with pytest.raises(CasesError, match="has 1 entries but expected_tools has 2"):
            load_cases(path)

    def test_unknown_field_and_duplicate_id(self, tmp_path: Path) -> None:
        path = self.write(
            tmp_path, '{"case_id": "a", "query": "q", "expected_tools": [], "expect": 1}'
        )
        with pytest.raises(CasesError, match="unknown field"):
            load_cases(path)
        line = '{"case_id": "a", "query": "q", "expected_tools": []}'
        path = self.write(tmp_path, line, line)
        with pytest.raises(CasesError, match="duplicate case_id 'a' \\(first on line 1\\)"):
            load_cases(path)

    def test_unknown_expected_tool_is_reported(self, full_deck: Deck) -> None:
        problems = check_cases_against_deck([Case("a", "q", ("nope",))], full_deck)
        assert len(problems) == 1 and "'nope'" in problems[0]


@pytest.mark.parametrize(
    "text",
    [
        "a\nb",
        "a\nb\n",
        "  leading\nspace",
        "中文\n第二行\n\n",
        "tab\there\nx",
        "trailing \nspace",
        "\n",
    ],
)
def test_yaml_writer_round_trips_multiline_strings(tmp_path: Path, text: str) -> None:
    path = tmp_path / "x.yaml"
    write_data({"description": text}, path)
    assert parse_file(path) == {"description": text}


def test_expected_arguments_are_checked_against_the_schema(full_deck: Deck) -> None:
    def case(arguments: dict[str, object]) -> Case:
        return Case("c", "q", ("get_order_by_id",), expected_arguments=(freeze(arguments),))

    # partial arguments are fine: only the values the query pins
    assert check_cases_against_deck([case({"fields": ["status"]})], full_deck) == []
    wrong_type = check_cases_against_deck([case({"order_id": 123})], full_deck)
    assert len(wrong_type) == 1 and "at /order_id" in wrong_type[0]
    misspelt = check_cases_against_deck([case({"order_idd": "ORD-700001"})], full_deck)
    assert len(misspelt) == 1 and "order_idd" in misspelt[0]
    bad_pattern = check_cases_against_deck([case({"order_id": "700001"})], full_deck)
    assert len(bad_pattern) == 1 and "expected_arguments[0] for 'get_order_by_id'" in bad_pattern[0]


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("dup.json", '[{"name": "a", "name": "b"}]', "duplicate key 'name'"),
        ("nan.json", '{"maximum": NaN}', "NaN is not JSON"),
        ("inf.json", '{"maximum": -Infinity}', "-Infinity is not JSON"),
        ("big.json", '{"maximum": 1e999}', "1e999 is too large"),
        ("deep.json", "[" * 5000 + "]" * 5000, "nested too deeply"),
        ("deep2.json", "[" * 300 + "]" * 300, "nested too deeply"),
        ("date.yaml", "a: {d: 2024-01-31}\n", "at /a/d: date value"),
        ("key.yaml", "a: {200: ok}\n", "at /a: key 200 is not a string"),
        ("nan.yaml", "a: .nan\n", "at /a: nan is not a JSON number"),
        ("dup.jsonl", '{"a": 1}\n{"b": 1, "b": 2}\n', "dup.jsonl:2: invalid JSON Lines record"),
    ],
)
def test_values_json_cannot_hold_are_refused(
    tmp_path: Path, name: str, content: str, message: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ParseError, match=re.escape(message)):
        parse_file(path)


def test_byte_order_mark_is_not_content(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b'\xef\xbb\xbf[{"name": "a", "input_schema": {"type": "object"}}]')
    assert load(str(path)).deck.names == ("a",)


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        # a JSON \u escape of half a UTF-16 pair parses into a str that no UTF-8 writer takes
        (
            "value.json",
            '{"tools": [{"name": "s", "description": "bad \\ud800 x", '
            '"inputSchema": {"type": "object"}}]}',
            "at /tools/0/description: string holds a lone surrogate \\ud800 at character 4",
        ),
        (
            "key.json",
            '{"tools": [{"name": "s", "inputSchema": {"type": "object", '
            '"properties": {"a\\udc00": {"type": "string"}}}}]}',
            "at /tools/0/inputSchema/properties: key 'a\\udc00' of the object holds a lone "
            "surrogate \\udc00 at character 1",
        ),
        (
            "list.jsonl",
            '{"name": "ok", "input_schema": {"type": "object"}}\n'
            '{"name": "s", "input_schema": {"type": "object", "enum": ["\\udfff"]}}\n',
            "at /1/input_schema/enum/0: string holds a lone surrogate \\udfff",
        ),
        # YAML's double-quoted "\ud800" escape gives the same string
        (
            "value.yaml",
            'tools:\n  - name: s\n    description: "bad \\ud800"\n'
            "    inputSchema: {type: object}\n",
            "at /tools/0/description: string holds a lone surrogate \\ud800",
        ),
    ],
)
def test_lone_surrogates_are_refused_at_load(
    tmp_path: Path, name: str, content: str, message: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ParseError, match=re.escape(f"{path}: {message}")) as caught:
        load(str(path))
    assert "write the character itself" in str(caught.value)  # the hint
    str(caught.value).encode("utf-8")  # the message itself can be printed


def test_a_valid_surrogate_pair_escape_is_one_character(tmp_path: Path) -> None:
    path = tmp_path / "emoji.json"
    path.write_text(
        '[{"name": "a", "description": "ok \\ud83d\\ude00", "input_schema": {"type": "object"}}]',
        encoding="utf-8",
    )
    assert load(str(path)).deck["a"].description == "ok \U0001f600"


def test_lone_surrogates_in_python_data_are_refused() -> None:
    data = [{"name": "a", "description": "x\ud800", "input_schema": {"type": "object"}}]
    with pytest.raises(ParseError, match=re.escape("<data>: at /0/description: string holds")):
        load(data)


# --- the cases file follows the deck-file rules (break-it A7, B11) ---------------------

_GOOD_CASE = '{"case_id": "a", "query": "q", "expected_tools": []}'


def _cases_file(tmp_path: Path, text: str, encoding: str = "utf-8") -> Path:
    path = tmp_path / "cases.jsonl"
    path.write_text(text, encoding=encoding)
    return path


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            '{"case_id": "a", "query": "bad \\ud800 here", "expected_tools": []}',
            "field 'query' at /query: string holds a lone surrogate \\ud800 at character 4",
        ),
        (
            '{"case_id": "a", "query": "q", "expected_tools": [], "tags": ["\\udc00"]}',
            "field 'tags' at /tags/0: string holds a lone surrogate \\udc00",
        ),
        (
            '{"case_id": "a", "case_id": "b", "query": "q", "expected_tools": []}',
            "key 'case_id' appears twice in one object",
        ),
        (
            '{"case_id": "a", "query": "q", "expected_tools": ["t"], '
            '"expected_arguments": [{"n": NaN}]}',
            "NaN is not JSON (RFC 8259 has no NaN or Infinity)",
        ),
        (
            '{"case_id": "a", "query": "q", "expected_tools": ["t"], '
            '"expected_arguments": [{"n": -Infinity}]}',
            "-Infinity is not JSON",
        ),
        (
            '{"case_id": "a", "query": "q", "expected_tools": ["t"], '
            '"expected_arguments": [{"n": 1e400}]}',
            "the number 1e400 is too large for a double",
        ),
    ],
)
def test_cases_file_refuses_what_deck_files_refuse(tmp_path: Path, line: str, message: str) -> None:
    path = _cases_file(tmp_path, _GOOD_CASE.replace('"a"', '"z"') + "\n" + line + "\n")
    with pytest.raises(CasesError) as caught:
        load_cases(path)
    assert str(caught.value).startswith(f"{path}:2: ")  # file:line of the bad line
    assert message in str(caught.value)
    str(caught.value).encode("utf-8")  # the message itself can be printed


def test_cases_file_with_a_byte_order_mark_loads_like_deck_files(tmp_path: Path) -> None:
    plain = load_cases(_cases_file(tmp_path, _GOOD_CASE + "\n"))
    with_bom = load_cases(_cases_file(tmp_path, _GOOD_CASE + "\n", encoding="utf-8-sig"))
    assert with_bom == plain and with_bom[0].case_id == "a"


@pytest.mark.parametrize("text", ["", "\n\n  \n", "# only a comment\n\n"])
def test_report_with_an_empty_cases_file_exits_2_and_writes_nothing(
    tmp_path: Path, text: str
) -> None:
    from typer.testing import CliRunner

    from tooldeck.cli import app

    deck = Path(__file__).resolve().parents[1] / "examples" / "aftersales" / "vague"
    path = _cases_file(tmp_path, text)
    assert load_cases(path) == []  # the file parses; the report refuses to run on no cases
    out = tmp_path / "r.json"
    result = CliRunner().invoke(
        app, ["report", str(deck), "-q", "--cases", str(path), "--json", str(out)]
    )
    assert result.exit_code == 2, result.output
    assert f"the cases file has no cases: {path}" in result.stderr
    assert "Traceback" not in result.output and not out.exists()
