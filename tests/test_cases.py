"""The cases file (tooldeck.cases): loading, writing, checks against the deck, and the
rules it shares with deck files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.cases import Case, check_cases_against_deck, dump_cases, load_cases
from tooldeck.errors import CasesError
from tooldeck.jsonvalue import freeze
from tooldeck.tool import Deck


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

    def test_misspelt_field_suggests_the_name(self, tmp_path: Path) -> None:
        # the user's mistake: "expected" for "expected_tools"
        path = self.write(tmp_path, '{"case_id": "a", "query": "q", "expected": ["x"]}')
        with pytest.raises(
            CasesError, match=r"unknown field\(s\) 'expected' \(did you mean 'expected_tools'\?\)"
        ):
            load_cases(path)
        # two misspellings: each suggestion names the key it is for
        path = self.write(tmp_path, '{"case_id": "a", "query": "q", "expected": [], "tag": []}')
        with pytest.raises(
            CasesError, match=r"did you mean 'expected_tools' for 'expected', 'tags' for 'tag'\?"
        ):
            load_cases(path)
        # nothing close: no suggestion
        path = self.write(tmp_path, '{"case_id": "a", "query": "q", "expected_tools": [], "zz": 1}')
        with pytest.raises(CasesError, match=r"unknown field\(s\) 'zz'; allowed"):
            load_cases(path)

    def test_unknown_expected_tool_is_reported(self, full_deck: Deck) -> None:
        problems = check_cases_against_deck([Case("a", "q", ("nope",))], full_deck)
        assert len(problems) == 1 and "'nope'" in problems[0]


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
    text = str(caught.value)
    bad_number = next((line.index(v) for v in ("NaN", "-Infinity", "1e400") if v in line), None)
    if bad_number is None:  # file:line of the bad line
        assert text.startswith(f"{path}:2: ")
    else:  # and the column of the value strict JSON refuses (counted from 1, by str.index)
        assert text.startswith(f"{path}:2:{bad_number + 1}: "), text
    assert message in text
    text.encode("utf-8")  # the message itself can be printed


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


def test_fit_cases_skips_labels_that_contradict_the_schema(full_deck: Deck) -> None:
    """One wrong label is skipped with its reason; a missing tool is a problem of the file;
    the rest stay usable, in order (expected split worked out by hand from the cases)."""
    from tooldeck.cases import fit_cases

    def case(case_id: str, tool: str, arguments: dict[str, object]) -> Case:
        return Case(case_id, "q", (tool,), expected_arguments=(freeze(arguments),), source="f:1")

    good = case("good", "get_order_by_id", {"order_id": "ORD-700001"})
    wrong = case("wrong", "get_order_by_id", {"order_id": 123})
    missing = case("missing", "nope", {})
    fit = fit_cases([good, wrong, missing], full_deck)
    assert [c.case_id for c in fit.usable] == ["good", "missing"]
    assert [c.case_id for c, _ in fit.skipped] == ["wrong"]
    assert "at /order_id" in fit.skipped[0][1] and "'wrong' (f:1)" in fit.skipped[0][1]
    assert len(fit.problems) == 1 and "'nope' is not in the deck" in fit.problems[0]
    warning = fit.skip_warning()
    assert warning is not None
    assert warning.startswith("skipped 1 of 3 cases whose expected arguments do not fit")
    assert fit_cases([good], full_deck).skip_warning() is None
    labels = [case(f"w{i}", "get_order_by_id", {"order_id": i}) for i in range(7)]
    many = fit_cases(labels, full_deck)
    assert "'w4' and 2 more" in (many.skip_warning() or "")


def test_the_cases_format_is_documented_where_users_look() -> None:
    """Every field of a case is in docs/eval.md, and the README points there."""
    from tooldeck.cases import _FIELDS

    root = Path(__file__).resolve().parents[1]
    eval_doc = (root / "docs" / "eval.md").read_text(encoding="utf-8")
    section = eval_doc.split("## The cases file", 1)[1].split("\n## ", 1)[0]
    for name in _FIELDS:
        assert f"| `{name}` |" in section, name
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "docs/eval.md#the-cases-file" in readme


def test_an_expected_tool_the_deck_lacks_names_the_one_meant() -> None:
    # a fresh user's cases: written for the back-office server (issue_refund), run on the
    # gateway config (backoffice__issue_refund), and a typo — told only "not in the deck"
    from tooldeck.cases import did_you_mean_tool

    names = ["backoffice__issue_refund", "backoffice__get_order", "time__get_current_time"]
    assert did_you_mean_tool("issue_refund", names) == " (did you mean 'backoffice__issue_refund'?)"
    assert did_you_mean_tool("backoffice__get_ordr", names) == (
        " (did you mean 'backoffice__get_order'?)"
    )
    assert did_you_mean_tool("delete_everything", names) == ""
    # two servers with the same tool: no guess
    assert did_you_mean_tool("get_order", [*names, "shop__get_order"]) == ""


def test_a_gateway_name_in_cases_run_on_one_server_names_the_server_tool() -> None:
    # session 24's fresh user: cases written for a gateway config (tickets__add_note), run
    # on the server's own module (add_note), were told only "not in the deck"
    from tooldeck.cases import did_you_mean_tool

    names = ["get_ticket", "add_note", "delete_ticket"]
    assert did_you_mean_tool("tickets__add_note", names) == " (did you mean 'add_note'?)"
    assert did_you_mean_tool("time__get_current_time", names) == ""


OPS68 = Path(__file__).resolve().parents[1] / "examples" / "ops68"


def _one_case(tmp_path: Path, **fields: object) -> Path:
    import json

    path = tmp_path / "cases.jsonl"
    case = {"case_id": "g", "query": "read it", "expected_tools": ["read_file"], **fields}
    path.write_text(json.dumps(case) + "\n", encoding="utf-8")
    return path


def test_a_pin_outside_the_alternatives_is_refused_naming_line_and_field(tmp_path: Path) -> None:
    """Session 23's breaker: expected_arguments "zz" beside argument_alternatives
    ["/etc/nginx.conf"] was never checked (the alternatives are what is scored)."""
    path = _one_case(
        tmp_path,
        argument_alternatives=[{"path": ["/etc/nginx.conf"]}],
        expected_arguments=[{"path": "zz"}],
    )
    with pytest.raises(CasesError) as caught:
        load_cases(path)
    message = str(caught.value)
    assert f"{path}:1:" in message
    assert 'expected_arguments[0].path "zz" is not among argument_alternatives[0].path' in message
    path = _one_case(
        tmp_path,
        argument_alternatives=[{"path": ["/a"]}],
        expected_arguments=[{"path": "/a", "start_line": 3}],
    )
    with pytest.raises(CasesError, match=r"expected_arguments\[0\]\.start_line is pinned"):
        load_cases(path)
    # both together, the pin among the alternatives (as `tooldeck bfcl cases` writes them;
    # 1 == 1.0 in JSON): loads
    path = _one_case(
        tmp_path,
        argument_alternatives=[{"path": ["/a", "/b"], "start_line": [1.0, ""]}],
        expected_arguments=[{"path": "/b", "start_line": 1}],
    )
    assert load_cases(path)[0].expected_arguments is not None


@pytest.mark.parametrize(
    ("alternatives", "why"),
    [
        ({"path": []}, "argument_alternatives[0].path for 'read_file' is [] (no acceptable"),
        ({"path": ["/a"], "nope": ["x"]}, "'read_file' has no parameter 'nope'"),
        ({"path": [""]}, '"" cannot stand for "omitted": it is required'),
        ({"path": ["/a"], "start_line": [0]}, "no value is valid against its schema"),
        ({"start_line": [1]}, "leaves out the required parameter 'path'"),
    ],
)
def test_alternatives_no_answer_can_satisfy_are_skipped_with_the_reason(
    tmp_path: Path, alternatives: dict[str, object], why: str
) -> None:
    """Session 23's breaker: each loaded and fitted, and a right call was scored
    wrong_arguments. Now skipped as expected_arguments that do not fit are."""
    from tooldeck.cases import fit_cases
    from tooldeck.formats import load_deck

    deck = load_deck(OPS68)
    fit = fit_cases(load_cases(_one_case(tmp_path, argument_alternatives=[alternatives])), deck)
    assert fit.usable == ()
    ((case, reason),) = fit.skipped
    assert case.case_id == "g" and why in reason


def test_satisfiable_alternatives_fit(tmp_path: Path) -> None:
    from tooldeck.cases import fit_cases
    from tooldeck.formats import load_deck

    alternatives = {"path": ["/etc/nginx.conf"], "start_line": [0, 5, ""], "encoding": [""]}
    path = _one_case(tmp_path, argument_alternatives=[alternatives])
    fit = fit_cases(load_cases(path), load_deck(OPS68))
    assert len(fit.usable) == 1 and fit.skipped == ()


@pytest.mark.parametrize(
    ("case_id", "message"),
    [
        ("  ", "field 'case_id' must be a non-empty string (not blank)"),
        ("a ", "field 'case_id' 'a ' starts or ends with whitespace; write 'a'"),
        ("\\ta", "field 'case_id' '\\ta' starts or ends with whitespace; write 'a'"),
    ],
)
def test_a_blank_or_padded_case_id_is_refused_naming_the_line(
    tmp_path: Path, case_id: str, message: str
) -> None:
    """Session 23's breaker: "  " was accepted, and "a" beside "a " were two cases that
    print alike in every table."""
    path = tmp_path / "cases.jsonl"
    path.write_text(
        '{"case_id": "a", "query": "q", "expected_tools": []}\n'
        f'{{"case_id": "{case_id}", "query": "q", "expected_tools": []}}\n',
        encoding="utf-8",
    )
    with pytest.raises(CasesError) as caught:
        load_cases(path)
    assert f"{path}:2: {message}" in str(caught.value)


def test_a_pretty_printed_case_says_one_object_per_line(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text('{\n  "case_id": "a", "query": "q", "expected_tools": []\n}\n')
    with pytest.raises(CasesError, match=r"cases.jsonl:1:2: invalid JSON: .*one whole object"):
        load_cases(path)
