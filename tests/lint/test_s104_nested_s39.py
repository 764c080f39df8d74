"""S104 reports the arguments object; nested objects only with option
``closed-nested-objects = true`` (session 39: every writer of the five reviewer label sets
labelled the arguments object only; set 4's seven dev false positives were closed arguments
objects with open nested ones). Expected findings by hand from the schemas."""

from __future__ import annotations

import pytest

from tooldeck.errors import LintConfigError
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.config import LintOptions
from tooldeck.tool import Deck, Tool

NESTED_OPEN = {
    "type": "object",
    "properties": {
        "filter": {
            "type": "object",
            "description": "Fields to match.",
            "properties": {"status": {"type": "string", "description": "Order status."}},
        }
    },
    "additionalProperties": False,
}
TOP_OPEN = {
    "type": "object",
    "properties": {"order_id": {"type": "string", "description": "Order id."}},
}


def _s104(schema: dict[str, object], **options: object) -> list[str]:
    tool = Tool(name="find_orders", description="Find orders.", input_schema=schema)
    config = LintConfig(select=("S104",), options=LintOptions(**options))  # type: ignore[arg-type]
    return [f.pointer or "/" for f in lint(Deck([tool]), config).findings]


def test_a_closed_arguments_object_with_an_open_nested_one_is_quiet_by_default() -> None:
    assert _s104(NESTED_OPEN) == []
    assert _s104(NESTED_OPEN, closed_nested_objects=True) == ["/input_schema/properties/filter"]


def test_an_open_arguments_object_is_reported_either_way() -> None:
    assert _s104(TOP_OPEN) == ["/input_schema"]
    assert _s104(TOP_OPEN, closed_nested_objects=True) == ["/input_schema"]


def test_the_option_is_read_from_a_config_and_checked() -> None:
    config = LintConfig(options={"closed-nested-objects": True})  # type: ignore[arg-type]
    assert config.options.closed_nested_objects is True
    with pytest.raises(LintConfigError, match=r"closed-nested-objects .* allowed: true or false"):
        LintOptions(closed_nested_objects="yes")  # type: ignore[arg-type]
