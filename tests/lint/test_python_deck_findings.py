"""Findings on a ``py:`` deck speak Python: S120's fix in pydantic's form, and the
``file:line`` of each ``@tool`` function's ``def`` in text and SARIF output (a fresh
user's findings: SARIF said ``"uri": "py:backoffice.py"`` with no line)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

SOURCE = """from tooldeck import tool


@tool(destructive=True)
def refund_order(order_id: str, amount: float) -> str:
    '''Refund an order by id. Returns the refund id.'''
    return order_id


@tool(read_only=True)
def get_order(order_id: str) -> str:
    '''Get an order by id. Returns the order.'''
    return order_id
"""
# by hand: the 'def refund_order' line is line 5 (the decorator is line 4)


@pytest.fixture
def module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "shop_backoffice.py"
    path.write_text(SOURCE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return path


def test_s120_gives_the_pydantic_form_on_a_python_deck(module: Path) -> None:
    result = CliRunner().invoke(app, ["lint", f"py:{module.name}", "--select", "S120"])
    assert result.exit_code == 0, result.output
    assert "amount: Annotated[float, Field(gt=0)] (or Field(ge=0))" in result.stdout
    assert "add minimum: 0" in result.stdout


def test_s120_on_a_data_file_has_no_python_form(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    tool = {
        "name": "refund_order",
        "description": "Refund an order by id.",
        "inputSchema": {"type": "object", "properties": {"amount": {"type": "number"}}},
    }
    deck.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
    result = CliRunner().invoke(app, ["lint", str(deck), "--select", "S120"])
    assert "add minimum: 0" in result.stdout and "Annotated" not in result.stdout


def test_text_names_the_def_line(module: Path) -> None:
    result = CliRunner().invoke(app, ["lint", f"py:{module.name}", "--select", "S120"])
    assert "refund_order  shop_backoffice.py:5" in result.stdout, result.stdout


def test_sarif_points_at_the_file_and_def_line(module: Path) -> None:
    result = CliRunner().invoke(
        app, ["lint", f"py:{module.name}", "--select", "S120", "-f", "sarif"]
    )
    assert result.exit_code == 0, result.output
    run = json.loads(result.stdout)["runs"][0]
    (finding,) = run["results"]
    physical = finding["locations"][0]["physicalLocation"]
    assert physical["artifactLocation"] == {"uri": "shop_backoffice.py", "uriBaseId": "%SRCROOT%"}
    assert physical["region"] == {"startLine": 5}
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == module.parent.resolve().as_uri() + "/"


@pytest.mark.parametrize("output", [None, "out.json", "out.yaml"])
def test_json_names_the_file_and_def_line(module: Path, output: str | None) -> None:
    """JSON output (streamed to stdout or a .json file; whole for .yaml) carries
    ``locations``: the file and ``def`` line of each ``@tool`` function (by hand: 5 and 11
    in SOURCE)."""
    args = ["lint", f"py:{module.name}", "--select", "S120", "-f", "json"]
    result = CliRunner().invoke(app, args + (["-o", output] if output else []))
    assert result.exit_code == 0, result.output
    if output is None:
        data = json.loads(result.stdout)
    elif output.endswith(".yaml"):
        import yaml

        data = yaml.safe_load((module.parent / output).read_text(encoding="utf-8"))
    else:
        data = json.loads((module.parent / output).read_text(encoding="utf-8"))
    assert data["locations"] == {
        "refund_order": {"file": "shop_backoffice.py", "line": 5},
        "get_order": {"file": "shop_backoffice.py", "line": 11},
    }
    assert [f["tool"] for f in data["findings"]] == ["refund_order"]


def test_json_of_a_data_file_has_no_locations(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    tool = {"name": "get_order", "description": "Get an order by id. Returns the order."}
    deck.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
    result = CliRunner().invoke(app, ["lint", str(deck), "-f", "json"])
    assert json.loads(result.stdout)["locations"] == {}


UNHINTED = """from tooldeck import tool


@tool
def create_ticket(subject: str) -> str:
    '''Open a support ticket. Returns its id.'''
    return subject
"""


def test_a101_gives_the_tool_decorator_form_and_report_says_it_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a fresh user's back office: lint said "states no destructiveHint; declare it" (a
    # Python user writes @tool(destructive=...)), and `tooldeck report` on the same module
    # said "destructive_hint" — its lint section did not use the deck's field names
    (tmp_path / "tickets.py").write_text(UNHINTED, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    fix = "in the @tool function: @tool(destructive=True)"
    result = CliRunner().invoke(app, ["lint", "py:tickets.py", "--select", "A101"])
    assert "states no destructiveHint" in result.stdout and fix in result.stdout
    report = CliRunner().invoke(app, ["report", "py:tickets.py", "--json", "-", "--quiet"])
    assert report.exit_code == 0, report.output
    (finding,) = [f for f in json.loads(report.stdout)["lint"]["findings"] if f["code"] == "A101"]
    assert "states no destructiveHint" in finding["message"] and fix in finding["message"]


def test_report_on_an_mcp_deck_names_mcp_fields(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    tool = {
        "name": "create_ticket",
        "description": "Open a support ticket. Returns its id.",
        "inputSchema": {"type": "object", "properties": {}},
    }
    deck.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
    report = CliRunner().invoke(app, ["report", str(deck), "--json", "-", "--quiet"])
    assert report.exit_code == 0, report.output
    (finding,) = [f for f in json.loads(report.stdout)["lint"]["findings"] if f["code"] == "A101"]
    assert "destructiveHint" in finding["message"] and "@tool" not in finding["message"]


SECRET_PARAMETER = """from tooldeck import tool
{imports}

@tool(destructive=False, idempotent=True)
def reset_customer_password(customer_id: str, new_password: {annotation}) -> str:
    '''Set a customer's login password when they ask for a reset. Returns "ok".'''
    return "ok"
"""


@pytest.mark.parametrize(
    ("imports", "annotation"),
    [
        ("from pydantic import SecretStr", "SecretStr"),
        (
            "from typing import Annotated\nfrom pydantic import Field",
            'Annotated[str, Field(json_schema_extra={"writeOnly": True})]',
        ),
    ],
)
def test_a107_gives_the_tool_function_form_and_that_form_clears_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, imports: str, annotation: str
) -> None:
    # a fresh user's back office (session 16): A107 said "mark it writeOnly" and left the
    # @tool author to find how, while A101 and S120 give the decorator's form
    monkeypatch.chdir(tmp_path)
    module = tmp_path / "accounts.py"
    module.write_text(SECRET_PARAMETER.format(imports="", annotation="str"), encoding="utf-8")
    result = CliRunner().invoke(app, ["lint", "py:accounts.py", "--select", "A107"])
    assert "A107" in result.stdout
    shown = " ".join(result.stdout.split())  # the long finding line may be wrapped
    assert "in the @tool function: new_password: SecretStr" in shown
    assert f"new_password: {annotation}" in shown
    # each of the two forms it names is one that the rule then accepts
    module.write_text(
        SECRET_PARAMETER.format(imports=imports, annotation=annotation), encoding="utf-8"
    )
    fixed = CliRunner().invoke(app, ["lint", "py:accounts.py", "--select", "A107"])
    assert fixed.exit_code == 0 and "A107" not in fixed.stdout, fixed.output


def test_a107_on_a_data_file_names_no_python_form(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    schema = {"type": "object", "properties": {"new_password": {"type": "string"}}}
    tool = {
        "name": "set_password",
        "description": "Set a password. Returns ok.",
        "inputSchema": schema,
    }
    deck.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
    result = CliRunner().invoke(app, ["lint", str(deck), "--select", "A107"])
    assert "A107" in result.stdout and "@tool" not in result.stdout


OPEN_OBJECTS = """from dataclasses import dataclass

from pydantic import BaseModel{config_import}
from tooldeck import tool


class Address(BaseModel):
{model_config}    street: str


@dataclass
class Line:
{dataclass_config}    sku: str


@tool(destructive=True)
def ship_order(order_id: str, address: Address, lines: list[Line]{kwargs}) -> str:
    '''Ship a paid order to an address. Returns the tracking id.'''
    return "T-1"
"""


def test_s104_gives_the_tool_function_form_and_that_form_clears_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a fresh user (session 17): S104 said "set additionalProperties: false" on a py: deck,
    # where the open object comes from **kwargs or from a model/dataclass without
    # extra="forbid", and the schema is not the author's to edit
    monkeypatch.chdir(tmp_path)
    module = tmp_path / "shipping.py"
    module.write_text(
        OPEN_OBJECTS.format(
            config_import="", model_config="", dataclass_config="", kwargs=", **options: str"
        ),
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["lint", "py:shipping.py", "--select", "S104"])
    shown = " ".join(result.stdout.split())  # long finding lines may be wrapped
    # session 39: the arguments object only by default (root and the summary row)
    assert shown.count("S104") == 2, shown
    assert "/inputSchema/$defs/Line" not in shown
    (tmp_path / "tooldeck-lint.toml").write_text(
        "[options]\nclosed-nested-objects = true\n", encoding="utf-8"
    )
    result = CliRunner().invoke(app, ["lint", "py:shipping.py", "--select", "S104"])
    shown = " ".join(result.stdout.split())
    # with nested objects asked: root, Line, and the summary row: the nested model Address
    # (extra="ignore", pydantic's default) is closed by the declaration since session 17;
    # the dataclass Line takes the arguments model's extra="allow" that **kwargs gives, so
    # it really accepts extra keys
    assert shown.count("S104") == 3, shown
    assert "/inputSchema/$defs/Address" not in shown
    assert "in the @tool function: take out the **kwargs parameter" in shown
    assert 'give Line model_config = ConfigDict(extra="forbid") (a pydantic model) or ' in shown
    assert '__pydantic_config__ = ConfigDict(extra="forbid") (a dataclass' in shown
    # the forms it names close every object: no S104 left
    forbid = '    model_config = ConfigDict(extra="forbid")\n'
    module.write_text(
        OPEN_OBJECTS.format(
            config_import=", ConfigDict",
            model_config=forbid,
            dataclass_config=forbid.replace("model_config", "__pydantic_config__"),
            kwargs="",
        ),
        encoding="utf-8",
    )
    fixed = CliRunner().invoke(app, ["lint", "py:shipping.py", "--select", "S104"])
    assert fixed.exit_code == 0 and "S104" not in fixed.stdout, fixed.output


def test_s104_on_a_data_file_names_no_python_form(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    schema = {"type": "object", "properties": {"order_id": {"type": "string"}}}
    tool = {"name": "get_order", "description": "Get an order. Returns it.", "inputSchema": schema}
    deck.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
    result = CliRunner().invoke(app, ["lint", str(deck), "--select", "S104"])
    assert "S104" in result.stdout and "@tool" not in result.stdout
