"""A ``null`` sent for an optional property that refuses it (trial36 L5): the hint names
the fix — leave the property out — before the property's values, and the refusal's message
names the host's ``null_optional`` normalisation once (what a model sends after an OpenAI strict
export, where every optional property is required and nullable). A null for a required
property keeps its plain hint. Expected texts by hand from validate.py's wording."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app

MODULE = '''from typing import Literal

from tooldeck import tool


@tool(read_only=True)
def check_stock(sku: str, warehouse: Literal["north", "south"] = "north") -> int:
    """Units of one product in a warehouse.

    Args:
        sku: the product.
        warehouse: which warehouse.
    """
    return 3
'''


def _call(tmp_path: Path, args: dict[str, object], *extra: str) -> dict:
    module = tmp_path / "stock.py"
    module.write_text(MODULE, encoding="utf-8")
    result = CliRunner().invoke(
        app,
        ["call", f"py:{module}", "check_stock", "--args", json.dumps(args), *extra, "--json"],
    )
    data = json.loads(result.stdout)
    return data.get("envelope", data)  # type: ignore[no-any-return]


def test_a_null_for_an_optional_property_is_told_to_be_left_out(tmp_path: Path) -> None:
    envelope = _call(tmp_path, {"sku": "A", "warehouse": None})
    assert envelope["status"] == "error"
    (violation,) = envelope["error"]["violations"]
    assert violation["pointer"] == "/warehouse"
    assert violation["hint"] == (
        "leave 'warehouse' out to use its default (it is optional), or use exactly one of "
        '"north", "south" (case and spaces matter)'
    )
    # the host's option is named once, in the refusal's message (trial36b N7: it was in
    # the summary, the message and the violation's message, ~230 characters each)
    assert "optional" not in violation["message"]
    assert envelope["error"]["message"].count("--normalise null_optional") == 1
    assert envelope["error"]["message"].endswith(
        "(null for an optional property: a host whose model sends null for 'left out', as "
        "after an OpenAI strict export, can turn on the null_optional normalisation: "
        "--normalise null_optional, Runtime(normalise=…))"
    )
    assert json.dumps(envelope["error"]["violations"]).count("null_optional") == 0
    # the option named does what the message says
    fixed = _call(tmp_path, {"sku": "A", "warehouse": None}, "--normalise", "null_optional")
    assert fixed["status"] == "success" and fixed["items"] == 3
    # a required property's null: the plain hint, no "leave it out"
    required = _call(tmp_path, {"sku": None})
    (violation,) = required["error"]["violations"]
    assert violation["hint"] == "send a JSON string, not null"
    assert "optional" not in violation["message"]


def test_arguments_too_deep_to_walk_keep_the_plain_hint() -> None:
    """A value nested past the interpreter's recursion limit (5,000 lists deep) cannot be
    walked for the null_optional reading: the violation keeps its plain hint instead of
    the validator failing (the walk's RecursionError is one of the three it expects)."""
    import jsonschema_rs

    from tooldeck.runtime.validate import _optional_nulls, _violations

    schema = {"type": "object", "properties": {"w": {"type": "string"}, "tree": {}}}
    deep: list[object] = []
    for _ in range(5000):
        deep = [deep]
    arguments = {"w": None, "tree": deep}
    found = _violations(jsonschema_rs.validator_for(schema), arguments, "t", schema)
    assert _optional_nulls(found, arguments, schema) == found
    (violation,) = found
    assert violation.pointer == "/w"
    assert "optional" not in violation.hint
