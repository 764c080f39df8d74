"""The ``py:`` deck source (tooldeck.formats.python_source): a module's @tool functions, a
list of them, or a Deck; real files imported; every problem one SourceError."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.errors import SourceError
from tooldeck.formats import load

runner = CliRunner()

APP = '''
from tooldeck import tool, Deck, Tool


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@tool
def shout(text: str) -> str:
    """Upper-case a text."""
    return text.upper()


TOOLS = [shout]
DECK = Deck([Tool("ping", "Check that the service answers.")], name="pinger")
NUMBER = 3
'''


@pytest.fixture
def app_file(tmp_path: Path) -> Path:
    path = tmp_path / "app_tools.py"
    path.write_text(APP, encoding="utf-8")
    return path


def test_a_module_file_its_list_and_its_deck(app_file: Path) -> None:
    whole = load(f"py:{app_file}")
    assert whole.format == "python" and whole.deck.names == ("add", "shout")
    assert whole.deck["add"].input_schema["required"] == ["a", "b"]
    assert load(f"py:{app_file}:TOOLS").deck.names == ("shout",)
    assert load(f"py:{app_file}:add").deck.names == ("add",)
    deck = load(f"py:{app_file}:DECK").deck
    assert deck.names == ("ping",) and deck.name == "pinger"


def test_an_importable_module_name(app_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(app_file.parent))
    monkeypatch.delitem(sys.modules, "app_tools", raising=False)
    assert load("py:app_tools:TOOLS").deck.names == ("shout",)


@pytest.mark.parametrize(
    ("suffix", "message"),
    [
        (":NUMBER", "expected a Deck, a @tool function or a non-empty list of them, got int"),
        (":nope", "has no attribute 'nope'"),
        (":", "takes module:attribute or file.py:attribute"),
    ],
)
def test_wrong_attributes_are_one_error(app_file: Path, suffix: str, message: str) -> None:
    with pytest.raises(SourceError, match=message):
        load(f"py:{app_file}{suffix}")


def test_missing_things_are_named(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no such Python file"):
        load(f"py:{tmp_path / 'absent.py'}")
    with pytest.raises(SourceError, match="cannot import 'no_such_module_xyz'"):
        load("py:no_such_module_xyz")
    empty = tmp_path / "empty_mod.py"
    empty.write_text("X = 1\n", encoding="utf-8")
    with pytest.raises(SourceError, match="defines no @tool functions"):
        load(f"py:{empty}")
    with pytest.raises(SourceError, match="py: source needs a module or file"):
        load("py:")


def test_a_tool_function_defined_twice_is_an_error_naming_both_lines(tmp_path: Path) -> None:
    """A fresh user's finding: two ``@tool def add`` in one module served one tool, the
    first silently replaced by the second (Python rebinds the name). Counted by hand in
    the source below: the two ``def`` lines are 5 and 11; a name defined once, and a
    plain function redefined without @tool, are not reported."""
    source = (
        "from tooldeck import tool\n"
        "\n"
        "\n"
        "@tool\n"
        "def add(a: int, b: int) -> int:\n"
        '    """Add two integers."""\n'
        "    return a + b\n"
        "\n"
        "\n"
        "@tool(read_only=True)\n"
        "def add(a: float, b: float) -> float:\n"
        '    """Add two numbers."""\n'
        "    return a + b\n"
        "\n"
        "\n"
        "def helper() -> None: ...\n"
        "def helper() -> None: ...\n"
    )
    path = tmp_path / "twice_tools.py"
    path.write_text(source, encoding="utf-8")
    with pytest.raises(
        SourceError, match=r"defines a @tool function twice \('add' at lines 5, 11\)"
    ):
        load(f"py:{path}")
    once = tmp_path / "once_tools.py"
    once.write_text(source.replace("def add(a: float", "def add_float(a: float"), encoding="utf-8")
    assert load(f"py:{once}").deck.names == ("add", "add_float")


def test_show_and_convert_read_a_python_source(app_file: Path) -> None:
    shown = runner.invoke(app, ["show", f"py:{app_file}"])
    assert shown.exit_code == 0, shown.output
    assert "add" in shown.stdout and "(python)" in shown.stdout
    converted = runner.invoke(app, ["convert", f"py:{app_file}:TOOLS", "--to", "openai"])
    assert converted.exit_code == 0, converted.output
    assert '"name": "shout"' in converted.stdout


def test_module_attr_without_py_prefix_says_how_to_read_it(
    app_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`tooldeck show app_tools:TOOLS` said only "no such file" (found by a fresh-user pass
    of issue 19's `module:attr` item): the error now gives the py: source that reads it."""
    monkeypatch.chdir(app_file.parent)
    with pytest.raises(SourceError, match=r"write 'py:app_tools:TOOLS'"):
        load("app_tools:TOOLS")
    with pytest.raises(SourceError, match=r"write 'py:app_tools\.py:TOOLS'"):
        load("app_tools.py:TOOLS")
    monkeypatch.syspath_prepend(str(app_file.parent))
    monkeypatch.delitem(sys.modules, "app_tools", raising=False)
    assert load("py:app_tools:TOOLS").deck.names == ("shout",)  # as the error says


@pytest.mark.parametrize(
    "args",
    [
        ["show", "py:C:\\Users\\me\\tools.py"],
        ["show", "py:C:/Users/me/tools.py:TOOLS"],
        ["serve", "C:\\Users\\me\\tools.py"],
    ],
)
def test_a_windows_path_is_named_as_one(args: list[str]) -> None:
    # a fresh user pasted a Windows path: it read as module 'C', attribute '\Users\…'
    # ("cannot import 'C' … No module named 'C'")
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert "a Windows drive path; give the file's path on this machine" in result.output
    assert "No module named" not in result.output


@pytest.mark.parametrize(
    "args",
    [
        ["lint", "{deck}", "--format", "json"],
        ["call", "{deck}", "ping", "--json"],
        ["show", "{deck}", "--format", "json"],
    ],
)
def test_what_a_module_prints_at_import_stays_off_stdout(tmp_path: Path, args: list[str]) -> None:
    # stdout carries the JSON these commands print (serve's protocol stream likewise,
    # tests/serve/test_stdio.py); a module that prints at import corrupted it
    import json

    module = tmp_path / "noisy_tools_cli15.py"
    module.write_text(
        "from tooldeck import tool\n"
        "print('connecting to DB...')\n\n"
        "@tool(read_only=True)\n"
        "def ping() -> str:\n"
        "    '''Answer pong. Returns pong.'''\n"
        "    return 'pong'\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, [a.format(deck=f"py:{module}") for a in args])
    assert "connecting to DB..." in result.stderr
    json.loads(result.stdout)  # the whole of stdout is the JSON document


def test_a_definition_error_names_the_python_file_not_the_internal_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh user (session 16): `tooldeck show py:edge.py` on a function without a type
    hint said "tool 'untyped' (tooldeck_served_edge:untyped)", a module name the user never
    wrote; the file is named instead, in `load` and on the command line."""
    (tmp_path / "edge.py").write_text(
        "from tooldeck import tool\n\n\n@tool\ndef untyped(x, y: int = 3) -> int:\n"
        "    '''Echo y.'''\n    return y\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SourceError) as caught:
        load("py:edge.py")
    assert "tool 'untyped' (edge.py:untyped): parameter 'x' has no type hint" in str(caught.value)
    assert "tooldeck_served" not in str(caught.value)
    result = runner.invoke(app, ["show", "py:edge.py"])
    assert result.exit_code == 2
    assert "(edge.py:untyped)" in result.stderr and "tooldeck_served" not in result.stderr


def test_an_error_raised_while_importing_names_the_line_that_raised_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """trial30 F3: a NameError raised in a module the source imports, and a KeyError from
    ``os.environ`` (raised inside Python's ``os.py``), blamed the source with no file or
    line; the innermost line of the user's code is named now (lines by hand from the
    files written here)."""
    (tmp_path / "helper_f3_mod.py").write_text(
        "X = 1\nthing = undefined_name + 1\n", encoding="utf-8"
    )
    (tmp_path / "uses_f3.py").write_text("from helper_f3_mod import thing\n", encoding="utf-8")
    (tmp_path / "envkey_f3.py").write_text(
        "import os\n\nKEY = os.environ['TOOLDECK_F3_ABSENT_KEY']\n", encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TOOLDECK_F3_ABSENT_KEY", raising=False)
    with pytest.raises(SourceError) as caught:
        load("py:uses_f3.py")
    assert str(caught.value).endswith(
        "NameError: name 'undefined_name' is not defined (raised at helper_f3_mod.py, line 2)"
    )
    with pytest.raises(SourceError) as caught:
        load("py:envkey_f3.py")
    assert str(caught.value).endswith(
        "KeyError: 'TOOLDECK_F3_ABSENT_KEY' (raised at envkey_f3.py, line 3)"
    )
