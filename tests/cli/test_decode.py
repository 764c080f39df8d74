"""``tooldeck decode grammar`` and ``tooldeck decode check`` on the after-sales example deck."""

from __future__ import annotations

import json

from typer.testing import CliRunner

import tooldeck.cli
import tooldeck.cli.decode  # registers the decode commands until COMMAND_MODULES lists it

DECK = "examples/aftersales/engineered"
runner = CliRunner()


def test_grammar_refuses_then_relaxes_and_reports() -> None:
    refused = runner.invoke(tooldeck.cli.app, ["decode", "grammar", DECK])
    assert refused.exit_code == 2
    assert "get_order_by_id" in refused.output and "uniqueItems" in refused.output
    result = runner.invoke(
        tooldeck.cli.app, ["decode", "grammar", DECK, "--relax", "--json", "--mode", "required"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["grammar"].startswith("start:") and "%json" in data["grammar"]
    statuses = {
        (r["tool"], k["keyword"]): k["status"]
        for r in data["reports"]
        for k in r["keywords"]
        if k["status"] != "enforced"
    }
    assert statuses == {("get_order_by_id", "uniqueItems"): "relaxed"}


def test_grammar_bad_mode_is_an_error_not_a_traceback() -> None:
    result = runner.invoke(
        tooldeck.cli.app, ["decode", "grammar", DECK, "--mode", "cancel_all", "--relax"]
    )
    assert result.exit_code == 2 and "cancel_all" in result.output


def test_check_reports_coverage() -> None:
    result = runner.invoke(tooldeck.cli.app, ["decode", "check", DECK, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    status = {row["tool"]: row["status"] for row in data["tools"]}
    assert status["get_order_by_id"] == "relaxed" and list(status.values()).count("enforced") == 7
    assert data["enforced_fraction"] == 7 / 8


def _deck_file(tmp_path, schema):  # type: ignore[no-untyped-def]
    path = tmp_path / "deck.json"
    tool = {"name": "t_odd", "description": "d", "inputSchema": schema}
    path.write_text(json.dumps([tool]))
    return str(path)


# -10**30 does not fit 64 bits; llguidance's serializer used to raise a ValueError traceback.
_WIDE = {
    "type": "object",
    "properties": {"x": {"type": "integer", "minimum": -(10**30), "maximum": 10**30}},
    "required": ["x"],
}
# pydantic writes format "path" for pathlib.Path; llguidance does not know it.
_PATH = {"type": "object", "properties": {"p": {"type": "string", "format": "path"}}}


def test_integer_bounds_beyond_64_bits_are_a_clear_error_or_relaxed(tmp_path) -> None:  # type: ignore[no-untyped-def]
    deck = _deck_file(tmp_path, _WIDE)
    for command in (["grammar", deck], ["check", deck]):
        result = runner.invoke(tooldeck.cli.app, ["decode", *command])
        assert result.exception is None or isinstance(result.exception, SystemExit)
    refused = runner.invoke(tooldeck.cli.app, ["decode", "grammar", deck])
    assert refused.exit_code == 2
    assert "t_odd" in refused.output and "/properties/x: minimum" in refused.output
    relaxed = runner.invoke(tooldeck.cli.app, ["decode", "grammar", deck, "--relax", "--json"])
    assert relaxed.exit_code == 0, relaxed.output
    keywords = json.loads(relaxed.stdout)["reports"][0]["keywords"]
    assert {(k["keyword"], k["status"]) for k in keywords if k["status"] != "enforced"} == {
        ("minimum", "relaxed"),
        ("maximum", "relaxed"),
    }
    check = runner.invoke(tooldeck.cli.app, ["decode", "check", deck, "--json"])
    assert check.exit_code == 0 and json.loads(check.stdout)["tools"][0]["status"] == "relaxed"


def test_unknown_format_names_tool_pointer_and_the_relax_flag(tmp_path) -> None:  # type: ignore[no-untyped-def]
    deck = _deck_file(tmp_path, _PATH)
    refused = runner.invoke(tooldeck.cli.app, ["decode", "grammar", deck])
    assert refused.exit_code == 2
    assert "t_odd" in refused.output and "/properties/p: format" in refused.output
    assert "--relax" in refused.output
    relaxed = runner.invoke(tooldeck.cli.app, ["decode", "grammar", deck, "--relax"])
    assert relaxed.exit_code == 0, relaxed.output
    assert "warning: tool 't_odd' /properties/p: format" in relaxed.stderr
    assert '"format": "path"' not in relaxed.stdout  # dropped from the decoded schema


def test_check_exits_2_when_a_tool_fails(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # an unsatisfiable required property: no engine can compile it, relaxed or not
    deck = _deck_file(tmp_path, {"type": "object", "properties": {"x": False}, "required": ["x"]})
    result = runner.invoke(tooldeck.cli.app, ["decode", "check", deck])
    assert result.exit_code == 2 and "t_odd" in result.output


def test_grammar_and_check_agree_on_an_id_beside_defs(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Was: `check` said enforced, `grammar` exited 2 with llguidance's raw "Pointer
    '/properties/arguments/$defs/slot' does not exist"."""
    schema = {
        "$id": "https://example.com/book.json",
        "type": "object",
        "properties": {"slot": {"$ref": "#/$defs/slot"}},
        "required": ["slot"],
        "$defs": {"slot": {"type": "object", "properties": {"day": {"type": "string"}}}},
    }
    deck = _deck_file(tmp_path, schema)
    check = runner.invoke(tooldeck.cli.app, ["decode", "check", deck, "--json"])
    assert check.exit_code == 0 and json.loads(check.stdout)["tools"][0]["status"] == "enforced"
    grammar = runner.invoke(tooldeck.cli.app, ["decode", "grammar", deck, "--json"])
    assert grammar.exit_code == 0, grammar.output
    data = json.loads(grammar.stdout)
    assert "#/properties/arguments/$defs/slot" in data["grammar"]
    assert "example.com" not in data["grammar"]
    (noted,) = [k for k in data["reports"][0]["keywords"] if k["keyword"] == "$id"]
    assert noted["pointer"] == "/" and noted["status"] == "enforced"
    assert "left out of the decoded copy" in noted["note"]
