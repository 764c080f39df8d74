"""Session 39 (lint39): S113 on a tool that is complex only by its number of parameters
stays quiet when a parameter text gives example values ("e.g. '5s', '2m'", "(e.g.
milestone)", "for example: 'Japan'").

The second and fourth label sets' reviewers left such tools unlabelled (lint_labels2
kinds.md: "their parameter texts give example values, which kinds.md's criterion
accepts"); the rule had read only example *calls* (``mode="fast"``, an object literal).
A nested or free-form object still needs an example of its own: an ``e.g.`` on a scalar
leaf says nothing of the object's shape (session 37's reading, kept), so the reading asks
for flat parameters only (no object at any depth); a tool of many parameters with no
example value anywhere is still reported.

Every tool here is a paraphrase written for this file (none copied from a labels set). The
"quiet" cases fail on main c2e6486b (S113 fired); each twin is reported there and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _many(extra: dict[str, Any]) -> dict[str, Any]:
    """Twelve plain parameters (the default `complex-parameters`) plus ``extra``."""
    props: dict[str, Any] = {
        f"option_{i}": {"type": "string", "description": f"Option {i}."} for i in range(11)
    }
    return props | extra


def _s113(props: dict[str, Any]) -> list[str]:
    tool = {
        "name": "fetch_events",
        "description": "Fetch events of a service.",
        "inputSchema": {"type": "object", "properties": props, "required": []},
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("S113",))).findings]


QUIET = [
    {"since": {"type": "string", "description": "Window to read back (e.g. '10m', '1h')."}},
    {"kind": {"type": "string", "description": "Event kind to keep (e.g. deploy)."}},
    {"region": {"type": "string", "description": "Region name, for example: 'eu-west'."}},
    {"tag": {"type": "string", "description": "A tag to match, for instance `release`."}},
]


@pytest.mark.parametrize("extra", QUIET)
def test_many_parameters_with_example_values_are_quiet(extra: dict[str, Any]) -> None:
    assert _s113(_many(extra)) == []


FREE = {"type": "object", "description": "Filter on the stored events."}

TWINS = [
    # many parameters, no example value anywhere
    {"since": {"type": "string", "description": "Window to read back."}},
    # an example value on a leaf, but a free-form object beside it
    {
        "since": {"type": "string", "description": "Window to read back (e.g. '10m')."},
        "filter": FREE,
    },
    # an example value on the id of an array of objects: the objects' shape is not shown
    {
        "fields": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "id": {"type": "string", "description": "Field id (e.g., 12345)."},
                    "value": {"type": "string"},
                },
            },
        },
    },
]


@pytest.mark.parametrize("extra", TWINS)
def test_no_example_value_or_a_free_form_object_is_still_reported(
    extra: dict[str, Any],
) -> None:
    (message,) = _s113(_many(extra))
    assert "no example" in message


def test_a_free_form_object_alone_with_an_e_g_leaf_is_still_reported() -> None:
    props = {
        "filter": FREE,
        "owner": {"type": "string", "description": "Owner, e.g. acme."},
    }
    (message,) = _s113(props)
    assert "a free-form object" in message
