"""The result of per-field accounting: :class:`~tooldeck.cost.accounting.CostTable`.

A read-only sequence of ``ToolCost`` built on access over per-tool, per-field arrays; the
tests check it behaves as the list of ``ToolCost`` it stands for (equality both ways,
length, indexing, slicing, iteration) and that its vectorised sums equal the plain Python
sums over :func:`~tooldeck.cost.accounting.account_items_reference` (the one-tool-at-a-time
oracle). Also :meth:`~tooldeck.tokenizers.Tokenizer.tokens_before`, which the
accounting counts with: the vectorised BPE version against the generic one and against
``count_segments``.
"""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import numpy as np
import pytest

from tooldeck.cost import get_tokenizer
from tooldeck.cost.accounting import (
    COLUMNS,
    FIELDS,
    CostTable,
    FieldCount,
    GroupTotal,
    ToolCost,
    account_deck,
    account_items,
    account_items_reference,
    wire_items,
)
from tooldeck.formats import load_deck
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]

# Two tools written by hand: per row, characters and tokens of name, description,
# parameters (including the next-to-last column), other, skeleton, parameter_descriptions.
HAND_CHARS = [[4, 10, 30, 0, 40, 12], [3, 0, 2, 5, 30, 0]]
HAND_TOKENS = [[1, 3, 9, 0, 12, 4], [1, 0, 1, 2, 9, 0]]
# totals: first tool 4+10+30+0+40 = 84 characters, 1+3+9+0+12 = 25 tokens;
# second 3+0+2+5+30 = 40 characters, 1+0+1+2+9 = 13 tokens
HAND_COSTS = [
    ToolCost(
        "alpha",
        "g1",
        84,
        25,
        {
            "name": FieldCount(4, 1),
            "description": FieldCount(10, 3),
            "parameters": FieldCount(30, 9),
            "other": FieldCount(0, 0),
            "skeleton": FieldCount(40, 12),
        },
        FieldCount(12, 4),
    ),
    ToolCost(
        "bet",
        None,
        40,
        13,
        {
            "name": FieldCount(3, 1),
            "description": FieldCount(0, 0),
            "parameters": FieldCount(2, 1),
            "other": FieldCount(5, 2),
            "skeleton": FieldCount(30, 9),
        },
        FieldCount(0, 0),
    ),
]


def hand_table() -> CostTable:
    return CostTable(["alpha", "bet"], ["g1", None], HAND_CHARS, HAND_TOKENS)


def test_table_is_the_sequence_of_its_tool_costs() -> None:
    table = hand_table()
    assert len(table) == 2
    assert table == HAND_COSTS
    assert list.__eq__(HAND_COSTS, table) is NotImplemented  # so list == table asks table
    assert HAND_COSTS == table  # noqa: SIM300 - the list on the left on purpose
    assert table == tuple(HAND_COSTS)
    assert table != HAND_COSTS[:1] and table != HAND_COSTS[::-1]
    assert table != "not a table"
    assert table[0] == HAND_COSTS[0] and table[-1] == HAND_COSTS[1]
    assert list(table) == HAND_COSTS
    assert list(reversed(table)) == HAND_COSTS[::-1]
    assert table[1:] == HAND_COSTS[1:] and isinstance(table[1:], CostTable)
    assert table[::-1] == HAND_COSTS[::-1]
    assert table[5:] == []
    assert HAND_COSTS[1] in table and table.index(HAND_COSTS[1]) == 1
    [first, second] = table
    assert (first.name, second.group) == ("alpha", None)
    assert all(type(c.tokens) is int and type(c.fields["name"].tokens) is int for c in table)
    assert table == CostTable(["alpha", "bet"], ["g1", None], HAND_CHARS, HAND_TOKENS)
    assert table != CostTable(["alpha", "bet"], ["g1", "g2"], HAND_CHARS, HAND_TOKENS)
    with pytest.raises(IndexError):
        table[2]
    with pytest.raises(IndexError):
        table[-3]
    with pytest.raises(TypeError):
        table["alpha"]  # type: ignore[call-overload]


def test_table_is_read_only() -> None:
    table = hand_table()
    with pytest.raises(AttributeError):
        table._names = ("x", "y")
    with pytest.raises(AttributeError):
        table.extra = 1
    with pytest.raises(AttributeError):
        del table._tokens
    with pytest.raises(ValueError):
        table.column("name")[0] = 99
    with pytest.raises(ValueError):
        table.column("total", "characters")[0] = 99
    with pytest.raises(TypeError):
        hash(table)  # equal to lists, which are unhashable
    # what a read returns is new each time: changing it leaves the table as it was
    cost = table[0]
    cost.fields["name"] = FieldCount(0, 0)  # type: ignore[index]
    assert table[0] == HAND_COSTS[0]
    # the constructor copies its arrays
    chars = np.array(HAND_CHARS)
    copied = CostTable(["alpha", "bet"], ["g1", None], chars, HAND_TOKENS)
    chars[0, 0] = 1000
    assert copied == HAND_COSTS


def test_table_aggregates_by_hand() -> None:
    table = hand_table()
    # sums of the columns of HAND_CHARS / HAND_TOKENS above
    assert table.total_characters == 124 and table.total_tokens == 38
    assert table.field_totals() == {
        "name": FieldCount(7, 2),
        "description": FieldCount(10, 3),
        "parameters": FieldCount(32, 10),
        "other": FieldCount(5, 2),
        "skeleton": FieldCount(70, 21),
        "parameter_descriptions": FieldCount(12, 4),
    }
    assert table.group_totals() == {"g1": GroupTotal(1, 84, 25), None: GroupTotal(1, 40, 13)}
    assert table.column().tolist() == [25, 13]
    assert table.column("other", "characters").tolist() == [0, 5]
    assert table.heaviest(1) == HAND_COSTS[:1]
    assert table.heaviest(by="other") == HAND_COSTS[::-1]
    assert table.heaviest(0) == []
    assert table.names == ("alpha", "bet") and table.groups == ("g1", None)
    assert table.to_json() == [c.to_json() for c in HAND_COSTS]
    assert repr(table) == "<CostTable: 2 tools, 124 characters, 38 tokens>"
    with pytest.raises(ValueError, match="unknown part"):
        table.column("names")
    with pytest.raises(ValueError, match="unknown measure"):
        table.column("name", "bytes")
    with pytest.raises(ValueError, match="count"):
        table.heaviest(-1)


def test_table_constructor_refuses_bad_arrays() -> None:
    with pytest.raises(ValueError, match="shape"):
        CostTable(["a"], [None], [[1, 2, 3]], [[1, 2, 3]])
    with pytest.raises(ValueError, match="negative"):
        CostTable(["a"], [None], [[1, 1, 1, 1, -1, 0]], [[0] * 6])
    with pytest.raises(ValueError, match="groups"):
        CostTable(["a", "b"], [None], HAND_CHARS, HAND_TOKENS)
    empty = CostTable([], [], [], [])
    assert len(empty) == 0 and empty == [] and empty.total_tokens == 0
    assert empty.field_totals() == dict.fromkeys(COLUMNS, FieldCount(0, 0))
    assert empty.group_totals() == {}


@pytest.mark.parametrize("tokenizer", ["o200k_base", "estimate"])
def test_table_aggregates_equal_python_sums_over_the_reference(tokenizer: str) -> None:
    counter = get_tokenizer(tokenizer)
    deck = load_deck(ROOT / "examples" / "ops68")
    items = wire_items(deck, "anthropic")
    table = account_items(deck.tools, items, counter, "anthropic")
    reference = account_items_reference(deck.tools, items, counter, "anthropic")
    assert isinstance(table, CostTable) and table == reference
    assert table.total_tokens == sum(c.tokens for c in reference)
    assert table.total_characters == sum(c.characters for c in reference)
    totals = table.field_totals()
    for field in FIELDS:
        assert totals[field] == FieldCount(
            sum(c.fields[field].characters for c in reference),
            sum(c.fields[field].tokens for c in reference),
        )
    assert totals["parameter_descriptions"] == FieldCount(
        sum(c.parameter_descriptions.characters for c in reference),
        sum(c.parameter_descriptions.tokens for c in reference),
    )
    groups: dict[str | None, list[ToolCost]] = {}
    for c in reference:
        groups.setdefault(c.group, []).append(c)
    assert len(groups) > 1
    assert table.group_totals() == {
        g: GroupTotal(len(cs), sum(c.characters for c in cs), sum(c.tokens for c in cs))
        for g, cs in groups.items()
    }
    for by in ("total", "description", "parameters"):

        def key(cost: ToolCost, by: str = by) -> int:
            return -(cost.tokens if by == "total" else cost.fields[by].tokens)

        assert table.heaviest(7, by=by) == sorted(reference, key=key)[:7]
    assert table.column().tolist() == [c.tokens for c in reference]
    assert table.to_json() == [c.to_json() for c in reference]
    assert account_deck(deck, counter, format="anthropic") == reference


def test_deck_of_single_tool_sequence_unpacks() -> None:
    tool = Tool(name="x", description="y", input_schema={"type": "object"})
    [cost] = account_deck(Deck([tool]), get_tokenizer("estimate"), format="mcp")
    assert cost.name == "x"


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_table_pickles_to_an_equal_read_only_table(protocol: int) -> None:
    table = hand_table()
    back = pickle.loads(pickle.dumps(table, protocol=protocol))
    assert isinstance(back, CostTable) and back == table and back == HAND_COSTS
    assert back.names == ("alpha", "bet") and back.groups == ("g1", None)
    with pytest.raises(AttributeError, match="read-only"):
        back._names = ()
    with pytest.raises(ValueError):
        back.column("name")[0] = 99


def test_table_copies_to_an_equal_read_only_table() -> None:
    table = hand_table()
    for copied in (copy.copy(table), copy.deepcopy(table), copy.deepcopy([table])[0]):
        assert isinstance(copied, CostTable) and copied == table and copied == HAND_COSTS
        with pytest.raises(AttributeError, match="read-only"):
            copied.extra = 1
        with pytest.raises(ValueError):
            copied.column("total")[0] = 99
    # a real table too (ops68 as sent, seed rule), sliced, pickled with the default protocol
    real = account_deck(load_deck(ROOT / "examples" / "ops68"), "estimate")[10:20]
    assert pickle.loads(pickle.dumps(real)) == real == copy.deepcopy(real)


def test_table_index_errors_name_the_table() -> None:
    table = hand_table()
    with pytest.raises(IndexError, match=r"^CostTable index 5 out of range for 2 tools$"):
        table[5]
    with pytest.raises(IndexError, match=r"^CostTable index -3 out of range for 2 tools$"):
        table[-3]
    with pytest.raises(IndexError, match="for 0 tools"):
        CostTable([], [], [], [])[0]
    for bad in ("alpha", 1.0, None, [0, 1], (0, 1)):
        with pytest.raises(TypeError, match="CostTable indices must be integers or slices"):
            table[bad]  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="slice indices must be integers or None"):
        table["a":]  # type: ignore[misc]
    with pytest.raises(ValueError, match="slice step cannot be zero"):
        table[::0]
    assert table[np.int64(1)] == HAND_COSTS[1]  # integer-like indices work as on a list
    assert table[np.int64(0) : np.int64(1)] == HAND_COSTS[:1]


def test_heaviest_validates_count_and_part_and_ranks_by_characters() -> None:
    table = hand_table()
    for bad in (2.5, "2", True):
        with pytest.raises(TypeError, match="count must be a whole number"):
            table.heaviest(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="count must be a whole number ≥ 0"):
        table.heaviest(-1)
    with pytest.raises(ValueError, match=r"unknown part 'bad'; known: name, description"):
        table.heaviest(1, by="bad")
    with pytest.raises(ValueError, match="measure='characters'"):
        table.heaviest(1, by="characters")
    with pytest.raises(ValueError, match="unknown measure"):
        table.heaviest(1, measure="bytes")
    assert table.heaviest(np.int64(1)) == HAND_COSTS[:1]
    assert table.heaviest(10) == HAND_COSTS  # more than the table: all of it
    # by characters: "other" is 0 and 5 characters (HAND_CHARS), so "bet" first; the
    # name column is 4 and 3 characters but 1 and 1 tokens (a tie: table order)
    assert table.heaviest(by="other", measure="characters") == HAND_COSTS[::-1]
    assert table.heaviest(by="name", measure="characters") == HAND_COSTS
    assert table.heaviest(1, by="name") == HAND_COSTS[:1]
    assert table.heaviest(by="total", measure="characters").names == ("alpha", "bet")


def test_table_constructor_refuses_values_it_would_have_to_convert() -> None:
    good = [[4, 10, 30, 0, 40, 12]]
    for bad, kind in (
        ([[4, 10, 30, 0, 40, 1.7]], "floats"),
        ([[4, 10, 30, 0, 40, 12.0]], "floats"),  # a whole float is not an int either
        ([["4", 10, 30, 0, 40, 12]], "strings"),
        ([[True, False, True, False, True, False]], "booleans"),
        ([[4, 10, 30, 0, 40, None]], "objects"),
        (np.array(good, dtype=np.float32), "floats"),
    ):
        with pytest.raises(ValueError, match=f"whole numbers.*{kind}"):
            CostTable(["a"], [None], bad, good)
        with pytest.raises(ValueError, match=f"tokens must hold whole numbers.*{kind}"):
            CostTable(["a"], [None], good, bad)
    # parameter_descriptions are part of parameters: never more
    with pytest.raises(ValueError, match=r"parameter_descriptions \(31\) larger than parameters"):
        CostTable(["a"], [None], [[4, 10, 30, 0, 40, 31]], good)
    with pytest.raises(ValueError, match=r"tokens of tool 1 \('b'\): parameter_descriptions"):
        CostTable(["a", "b"], [None, None], good * 2, [good[0], [1, 1, 1, 1, 1, 2]])
    # no names but numbers, and ragged rows: a shape error, not numpy's
    with pytest.raises(ValueError, match=r"must have shape \(0, 6\).*got \(1, 6\)"):
        CostTable([], [], good, good)
    with pytest.raises(ValueError, match="rectangular"):
        CostTable(["a", "b"], [None, None], [good[0], [1, 2]], good * 2)
    # integer arrays of any width are taken as they are
    table = CostTable(["a"], [None], np.array(good, dtype=np.int32), np.array(good, np.uint16))
    assert table.column("parameter_descriptions").tolist() == [12]
