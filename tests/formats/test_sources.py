"""Deck sources (files, directories, parse errors): what JSON, JSON Lines and YAML files
may hold, and how errors name the file, line and column.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from tooldeck.errors import ParseError, SourceError
from tooldeck.formats import export, load
from tooldeck.formats.sources import parse_file, parse_text, write_data
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


def test_a_yaml_lone_surrogate_escape_is_refused_where_it_is_written(tmp_path: Path) -> None:
    # libyaml refuses the escape while scanning (no slow re-read of a large file); the
    # error names the line and column of the string and what to write instead.
    path = tmp_path / "value.yaml"
    path.write_text(
        'tools:\n  - name: s\n    description: "bad \\ud800"\n    inputSchema: {type: object}\n'
    )
    with pytest.raises(ParseError) as caught:
        load(str(path))
    message = str(caught.value)
    assert message.startswith(f"{path}:3:") and "lone surrogate" in message
    assert "write the character itself" in message


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


DECK_HEAD = "tooldeck: 1\ntools:\n  - name: a\n    description: d\n    input_schema:\n"


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# PyYAML's YAML 1.1 boolean resolver: yes/no/on/off in lower, Capital and UPPER case (it
# leaves y/n as strings, checked below).
@pytest.mark.parametrize("word", ["yes", "No", "ON", "off", "Yes", "OFF"])
def test_unquoted_yaml_11_booleans_are_refused_with_the_line(tmp_path: Path, word: str) -> None:
    text = (
        DECK_HEAD
        + "      type: object\n      properties:\n"
        + f"        c: {{type: string, enum: [SE, {word}]}}\n"
    )
    path = write(tmp_path, "t.yaml", text)
    with pytest.raises(ParseError) as info:
        load(path)
    message = str(info.value)
    assert message.startswith(f"{path}:8:")
    assert f"unquoted {word!r} is a boolean in YAML 1.1" in message
    assert f"quote it ('{word}')" in message


def test_quoted_words_and_true_false_still_load(tmp_path: Path) -> None:
    text = (
        DECK_HEAD
        + "      type: object\n      properties:\n"
        + "        c: {type: string, enum: [SE, 'NO', \"yes\", y, n]}\n"
        + "        f: {type: boolean, default: False}\n"
        + "    annotations: {read_only_hint: true}\n"
    )
    deck = load(write(tmp_path, "t.yaml", text)).deck
    schema = deck["a"].input_schema["properties"]
    assert schema["c"]["enum"] == ["SE", "NO", "yes", "y", "n"]
    assert schema["f"]["default"] is False


# YAML 1.1's boolean type (yaml.org/type/bool.html), every spelling it lists.
YAML_11_BOOLEANS = [
    *("y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO"),
    *("true", "True", "TRUE", "false", "False", "FALSE"),
    *("on", "On", "ON", "off", "Off", "OFF"),
]


def test_the_refused_booleans_are_those_pyyaml_converts_as_the_doc_says() -> None:
    """A word is refused exactly when PyYAML (the reference: its own safe loader) turns
    it into a boolean other than by true/false; every other YAML 1.1 spelling loads as the
    text PyYAML reads. docs/formats/README.md listed y and n among the refused words, which
    load as strings: the doc now names the refused list and says y/n are strings."""
    refused, kept = [], []
    for word in YAML_11_BOOLEANS:
        pyyaml = yaml.safe_load(f"a: {word}\n")["a"]
        try:
            value = parse_text(f"a: {word}\n", "w.yaml")["a"]
        except ParseError:
            refused.append(word)
            assert isinstance(pyyaml, bool) and word.lower() not in ("true", "false")
        else:
            kept.append(word)
            assert value == pyyaml
    # By hand from PyYAML's resolver: yes/no/on/off in three casings (not y/n, not true/false).
    by_hand = [*("yes", "Yes", "YES", "no", "No", "NO"), *("on", "On", "ON", "off", "Off", "OFF")]
    assert refused == by_hand
    assert [w for w in kept if isinstance(yaml.safe_load(w), str)] == ["y", "Y", "n", "N"]
    doc = (Path(__file__).resolve().parents[2] / "docs" / "formats" / "README.md").read_text(
        "utf-8"
    )
    prose = " ".join(doc.split())
    assert "`yes`, `no`, `on` and `off`, each written lower-case, capitalised or in capitals" in (
        prose
    )
    assert "YAML 1.1's one-letter `y`, `Y`, `n`, `N` are not among them" in prose
    assert "`off`, `y`, `n`" not in prose  # the old, wrong list


def test_y_and_n_load_as_text_and_a_boolean_default_n_says_to_write_false(
    tmp_path: Path,
) -> None:
    text = (
        DECK_HEAD
        + "      type: object\n      properties:\n"
        + "        x: {type: number}\n"
        + "        y: {type: string, enum: [y, n, Y, N]}\n"
        + "        answer: {type: boolean, default: n}\n"
    )
    result = load(write(tmp_path, "t.yaml", text))
    schema = result.deck["a"].input_schema["properties"]
    assert list(schema) == ["x", "y", "answer"]  # a property named y stays "y"
    assert schema["y"]["enum"] == ["y", "n", "Y", "N"]
    assert schema["answer"]["default"] == "n"
    [warning] = result.warnings
    assert warning.field == "/input_schema/properties/answer/default"
    # The warning used to advise quoting, which keeps a string; the fix is true/false.
    assert "'n' is text" in warning.message and "write true or false" in warning.message
    assert "quote it" not in warning.message


def test_a_python_file_is_not_parsed_as_yaml(tmp_path: Path) -> None:
    """A .py file given as a deck names the way to read its @tool functions, instead of a
    YAML error at some line of the code (found by a fresh-user pass)."""
    app = tmp_path / "app.py"
    app.write_text(
        "from tooldeck import tool\n\n@tool\ndef add(a: int, b: int) -> int:\n    return a + b\n",
        encoding="utf-8",
    )
    with pytest.raises(SourceError) as info:
        parse_file(app)
    assert "not a deck file" in str(info.value)
    assert f"'py:{app}'" in str(info.value)


@pytest.mark.parametrize("text", ["x\x85y", "nel\x85", "a\u2028b", "p\u2029", "x\x85y\nline two"])
def test_yaml_output_keeps_the_characters_yaml_reads_as_line_breaks(text: str) -> None:
    # PyYAML's emitter wrote NEL/LS/PS raw, and YAML reads them back as line breaks
    # ("x\x85y" came back as "x y"): a silent change of the tool's text.
    from tooldeck.formats.sources import dump_yaml

    data = {"tools": [{"name": "t", "description": text}]}
    assert parse_text(dump_yaml(data), "out.yaml") == data


def test_json_lines_in_a_json_file_says_to_name_it_jsonl(tmp_path: Path) -> None:
    path = tmp_path / "entries.json"
    path.write_text('{"name": "a"}\n{"name": "b"}\n', encoding="utf-8")
    with pytest.raises(ParseError, match=r"entries\.json:2:1: invalid JSON: Extra data .*\.jsonl"):
        parse_file(path)


@pytest.mark.parametrize("suffix", [".json", ".yaml"])
def test_a_windows_1252_file_is_refused_with_its_line_and_column(
    tmp_path: Path, suffix: str
) -> None:
    """A fresh user's finding: a deck saved as Windows-1252 got only a byte offset. The
    message names line and column (counted by hand in the bytes below: 'é' is the 23rd
    character of line 3 in the JSON file, the 21st in the YAML file), the byte offset, the
    byte's value, what it is in Windows-1252, and the fix."""
    if suffix == ".json":
        raw = b'[\n  {"name": "a",\n   "description": "caf\xe9 r\xe9sum\xe9"}\n]\n'
        where = "line 3, column 23 (byte 40)"
    else:
        raw = b"tools:\n  - name: a\n    description: caf\xe9\n"
        where = "line 3, column 21 (byte 39)"
    path = tmp_path / f"tools{suffix}"
    path.write_bytes(raw)
    with pytest.raises(ParseError) as info:
        load(path)
    message = str(info.value)
    assert f"not UTF-8 text: {where}: 0xE9 is not UTF-8" in message, message
    assert "'é' in Windows-1252" in message and "save the file as UTF-8" in message


def test_a_broken_multibyte_sequence_names_all_its_bytes(tmp_path: Path) -> None:
    """The bytes of the sequence that went wrong are all named (E4 B8 starts a three-byte
    character that the quote ends), at the position of its first byte."""
    path = tmp_path / "tools.json"
    path.write_bytes(b'{"a": "\xe4\xb8"}')
    with pytest.raises(ParseError, match=r"line 1, column 8 \(byte 7\): 0xE4 0xB8 are not UTF-8"):
        load(path)


def test_a_byte_order_mark_does_not_shift_the_position_named(tmp_path: Path) -> None:
    """A reviewer's finding: after a UTF-8 byte-order mark (skipped, not content) the
    offset was counted in the decoded bytes and named the wrong byte ('c', 3 bytes early).
    By hand: BOM (bytes 0-2), then '[{"name":"a","description":"caf' (31 characters), so
    0xE9 is byte 34 and column 32 (the mark is no column)."""
    path = tmp_path / "tools.json"
    path.write_bytes(b'\xef\xbb\xbf[{"name":"a","description":"caf\xe9"}]')
    with pytest.raises(ParseError, match=r"line 1, column 32 \(byte 34\): 0xE9 is not UTF-8"):
        load(path)
