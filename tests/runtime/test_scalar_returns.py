"""A ``@tool`` function's scalar return is checked against its annotation (trial36, M1):
before, ``-> int`` returning ``"12"`` or ``1.5`` was a ``success`` while ``-> list[int]``
returning ``["a"]`` was an ``output_mismatch``. The value is never converted. Expected
verdicts by hand from JSON Schema draft 2020-12 (an int is a ``number``; a boolean is not an
``integer``; ``5.0`` is an ``integer``, "Validation" 6.1.1 / "Core" 4.2.2) and the
annotations' pydantic serialization schemas."""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

import pytest
from typer.testing import CliRunner

from tooldeck import Deck, tool
from tooldeck.cli import app
from tooldeck.runtime import Runtime, ToolCall


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"


def _returning(annotation: Any, value: Any) -> Any:
    def give() -> Any:
        """Return a value."""
        return value

    give.__annotations__["return"] = annotation
    return tool(read_only=True)(give)


CASES = [
    # (annotation, returned, status, JSON value in items)
    (int, "12", "error", "12"),
    (int, 1.5, "error", 1.5),
    (int, True, "error", True),  # a bool is not an int (JSON Schema; Python says it is)
    (int, 12, "success", 12),
    (int, 5.0, "success", 5.0),  # JSON Schema: 5.0 is an integer; sent as returned
    (float, 2, "success", 2),  # an int is a number; not made 2.0
    (float, "2.5", "error", "2.5"),
    (str, 12, "error", 12),
    (str, "", "empty", ""),
    (bool, 1, "error", 1),
    (bool, False, "success", False),
    (Literal["a", "b"], "c", "error", "c"),
    (Literal["a", "b"], "a", "success", "a"),
    (Colour, "green", "error", "green"),
    (Colour, Colour.RED, "success", "red"),
    (int | None, None, "empty", None),
    (int | None, "x", "error", "x"),
]


@pytest.mark.parametrize(("annotation", "returned", "status", "items"), CASES)
async def test_a_scalar_return_is_checked_against_its_annotation(
    annotation: Any, returned: Any, status: str, items: Any
) -> None:
    fn = _returning(annotation, returned)
    assert fn.tool.output_schema is None  # still not advertised (docs/serve.md)
    result = await Runtime(Deck([fn.tool]), {"give": fn}).call(ToolCall("c1", "give", {}))
    assert result.status == status, result.summary
    assert json.dumps(result.items) == json.dumps(items)  # never converted: 2 stays 2
    if status == "error":
        assert result.error is not None and result.error.kind == "output_mismatch"
        assert "does not match its declared return type" in result.error.message
        assert result.error.message.count("/: ") == 1


def test_tooldeck_call_reports_a_wrong_scalar_return(tmp_path: Path) -> None:
    module = tmp_path / "stock.py"
    module.write_text(
        "from tooldeck import tool\n\n\n"
        "@tool(read_only=True)\n"
        "def bad_return(sku: str) -> int:\n"
        '    """Units in stock.\n\n    Args:\n        sku: the product.\n    """\n'
        '    return "12"\n'
    )
    result = CliRunner().invoke(
        app, ["call", f"py:{module}", "bad_return", "--args", '{"sku": "A"}', "--json"]
    )
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    envelope = data.get("envelope", data)
    assert envelope["status"] == "error"
    assert envelope["error"]["kind"] == "output_mismatch"
    assert envelope["items"] == "12"


NONE_CASES = [
    # (returned, status): ``-> None`` is ``{"type": "null"}`` (trial36b N3: "x" was a success)
    ("x", "error"),
    (0, "error"),
    ({"a": 1}, "error"),
    (None, "empty"),
]


@pytest.mark.parametrize(("returned", "status"), NONE_CASES)
@pytest.mark.parametrize("annotation", [None, type(None)])
async def test_a_value_from_a_function_declared_to_return_none_is_a_mismatch(
    annotation: Any, returned: Any, status: str
) -> None:
    fn = _returning(annotation, returned)
    assert fn.tool.output_schema is None
    result = await Runtime(Deck([fn.tool]), {"give": fn}).call(ToolCall("c1", "give", {}))
    assert result.status == status, result.summary
    assert json.dumps(result.items) == json.dumps(returned)  # shown as returned
    if status == "error":
        assert result.error is not None and result.error.kind == "output_mismatch"
        kind = type(returned).__name__
        assert result.error.message == (
            f"give returned a value ({kind}) but its function is declared `-> None`, to "
            "return nothing"
        )
