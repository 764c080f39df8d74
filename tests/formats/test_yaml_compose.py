"""The libyaml-backed YAML path (``formats/_yaml_compose.py``) against PyYAML's own
pure-Python loader, the independent reference: same values, same refusals."""

from __future__ import annotations

import subprocess
import sys

import pytest
import yaml

from tooldeck.errors import ParseError
from tooldeck.formats import sources
from tooldeck.formats._yaml_compose import HAVE_LIBYAML, TooDeep, compose_fast
from tooldeck.formats.sources import MAX_DEPTH, parse_text

pytestmark = pytest.mark.skipif(not HAVE_LIBYAML, reason="PyYAML built without libyaml")

DOCUMENTS = [
    "",
    "# only a comment\n",
    "plain scalar",
    "- 1\n- 2.5\n- true\n- null\n- ~\n- '007'\n- 0x1F\n- 1_000\n",
    "tools:\n  - name: a\n    description: |\n      two\n      lines\n"
    "    inputSchema: {type: object}\n",
    "base: &b {type: string, minLength: 1}\nx: *b\ny: *b\n",
    "defaults: &d {a: 1, b: 2}\nmerged:\n  <<: *d\n  c: 3\n",
    "one: &o {a: 1}\ntwo: &t {a: 2, b: 2}\nboth:\n  <<: [*o, *t]\n",
    "list: &l [1, 2]\nagain: *l\n",
    "? plain key\n: value\n",
    "nested: [[1, [2, [3, {k: [4]}]]]]\n",
    "tagged: !!str 12\nbin: !!float '1.5'\n",
    "---\na: 1\n...\n",
    "unicode: 'caf\u00e9 \u4e2d\u6587 \U0001f600'\n",
]


@pytest.mark.parametrize("text", DOCUMENTS)
def test_same_value_as_pyyaml_pure_python(text: str) -> None:
    # Reference: PyYAML's pure-Python composer with the same strict constructors.
    expected = yaml.load(text, Loader=sources._StrictSafeLoader)
    assert parse_text(text, "doc.yaml") == expected


def test_aliases_stay_shared_objects_like_pyyaml() -> None:
    value = parse_text("a: &x [1]\nb: *x\n", "doc.yaml")
    assert value["a"] is value["b"]  # PyYAML's constructor shares aliased values too


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: 1\na: 2\n", "found duplicate key 'a'"),
        ("a: *nowhere\n", "found undefined alias 'nowhere'"),
        ("a: &x 1\nb: &x 2\n", "found duplicate anchor 'x'"),
        ("a: 1\n---\nb: 2\n", "expected a single document in the stream"),
        ("a: &x [*x]\n", "recursive alias"),
        ("a: yes\n", "unquoted 'yes' is a boolean"),
        ("a: !!python/object/apply:os.system ['true']\n", "could not determine a constructor"),
        ("a: [1, 2\n", "invalid YAML"),
    ],
)
def test_refusals(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message):
        parse_text(text, "doc.yaml")


def test_errors_carry_the_line_and_column() -> None:
    with pytest.raises(ParseError) as caught:
        parse_text("a: 1\nb: 2\na: 3\n", "doc.yaml")
    assert str(caught.value).startswith("doc.yaml:3:1: ")


def test_billion_laughs_is_refused_from_the_fast_path() -> None:
    lines = ['a0: &a0 ["lol"]']
    for i in range(1, 9):
        refs = ", ".join([f"*a{i - 1}"] * 9)
        lines.append(f"a{i}: &a{i} [{refs}]")
    with pytest.raises(ParseError, match="billion laughs"):
        parse_text("\n".join(lines) + "\n", "laughs.yaml")


def test_depth_limit_stops_before_the_parser_goes_deeper() -> None:
    ok = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert compose_fast(ok, MAX_DEPTH).root is not None
    with pytest.raises(TooDeep):
        compose_fast("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), MAX_DEPTH)


def test_a_million_levels_is_a_clear_error_not_a_crash() -> None:
    # PyYAML's own C composer (CSafeLoader) recurses in C and dies with SIGSEGV here; run
    # in a child so a crash fails this test instead of killing the test session.
    code = (
        "from tooldeck.formats.sources import parse_text\n"
        "from tooldeck.errors import ParseError\n"
        "try:\n"
        "    parse_text('[' * 1_000_000 + ']' * 1_000_000, 'deep.yaml')\n"
        "except ParseError as exc:\n"
        "    print(exc)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert f"nested too deeply (more than {MAX_DEPTH} levels)" in run.stdout


def test_alias_count_lets_documents_without_aliases_skip_the_expansion_walk() -> None:
    assert compose_fast("a: [1, 2]\nb: {c: d}\n", MAX_DEPTH).aliases == 0
    assert compose_fast("a: &x 1\nb: *x\nc: *x\n", MAX_DEPTH).aliases == 2


def test_libyaml_messages_name_the_character() -> None:
    with pytest.raises(ParseError, match=r"doc\.yaml:2:1: .*a tab: YAML indents with spaces"):
        parse_text("a:\n\tb: 1\n", "doc.yaml")
    with pytest.raises(ParseError, match=r"unknown escape character \('q'\)"):
        parse_text('a: "x\\q"\n', "doc.yaml")
    with pytest.raises(ParseError, match=r"doc\.yaml:1:.*lone surrogate.*U0001F600"):
        parse_text('d: "bad \\ud800"\n', "doc.yaml")


def test_a_key_written_next_to_a_merge_overrides_it() -> None:
    # YAML's merge-key type (yaml.org/type/merge.html): keys written in the mapping win
    # over merged ones; PyYAML's constructor keeps that order. Written twice: a duplicate.
    text = "defaults: &d {a: 1, b: 2}\nmerged:\n  <<: *d\n  b: 3\n"
    assert parse_text(text, "doc.yaml")["merged"] == {"a": 1, "b": 3}
    with pytest.raises(ParseError, match="found duplicate key 'b'"):
        parse_text("defaults: &d {a: 1}\nmerged:\n  <<: *d\n  b: 3\n  b: 4\n", "doc.yaml")


def test_a_merged_mapping_with_its_own_merge_and_override() -> None:
    # Flattening the outer mapping flattens the merged one in place first; its own override
    # must still not read as a duplicate. Reference: PyYAML's plain SafeLoader.
    text = (
        "base: &str {type: string, description: base}\n"
        "country:\n"
        "  x: &b\n"
        "    <<: *str\n"
        "    description: overridden\n"
        "  <<: *b\n"
    )
    assert parse_text(text, "doc.yaml") == yaml.load(text, Loader=yaml.SafeLoader)


def test_node_ceiling_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from tooldeck.formats import _yaml_compose

    monkeypatch.setattr(_yaml_compose, "MAX_NODES", 4)
    assert parse_text("[1, 2, 3]\n", "doc.yaml") == [1, 2, 3]  # 4 nodes: the list and 3
    with pytest.raises(ParseError, match=r"doc\.yaml: invalid YAML: more than 4 nodes"):
        parse_text("[1, 2, 3, 4]\n", "doc.yaml")


def test_a_repeated_anchor_names_both_lines() -> None:
    with pytest.raises(ParseError, match=r"doc\.yaml:3:4: .*first occurrence \(line 1\) second"):
        parse_text("a: &x 1\nb: 2\nc: &x 3\n", "doc.yaml")
