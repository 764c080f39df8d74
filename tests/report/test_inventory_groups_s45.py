"""Session 45 (fix45b, trial45 #16): a group listed with an empty description is not
counted as described in the inventory ("groups 4 (4 described)" for four `description: ''`
groups made by an OpenAPI converter)."""

from __future__ import annotations

from tooldeck.report.inventory import inventory
from tooldeck.tool import Deck, Group, Tool


def _deck(descriptions: list[str]) -> Deck:
    groups = [Group(f"g{i}", d) for i, d in enumerate(descriptions)]
    tools = [
        Tool(name=f"t{i}", description="Returns a thing.", group=g.name)
        for i, g in enumerate(groups)
    ]
    return Deck(tools, groups=groups)


def test_empty_group_descriptions_are_not_described() -> None:
    assert inventory(_deck(["", "  ", "orders refunds"])).described_groups == 1
    assert inventory(_deck(["orders", "refunds"])).described_groups == 2
