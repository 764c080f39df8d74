"""The strict JSON primitives of tooldeck.jsonvalue, shared by deck files, cases files and
tool-call arguments. Expected values are worked out by hand from the inputs."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from tooldeck.jsonvalue import FrozenDict, FrozenList, freeze, json_pointer, thaw


def test_strict_json_primitives_shared_by_files_cases_and_calls() -> None:
    """One strict reader for deck files, cases files and tool-call arguments."""
    import json as _json

    from tooldeck.jsonvalue import (
        DuplicateKeyError,
        StrictJSONError,
        find_lone_surrogate,
        lone_surrogate,
        strict_loads,
    )

    assert strict_loads('{"a": [1, 2.5]}') == {"a": [1, 2.5]}
    with pytest.raises(DuplicateKeyError) as dup:
        strict_loads('{"a": {"b": 1, "b": 2}}')
    assert dup.value.key == "b"
    for text, said in (("NaN", "NaN is not JSON"), ("1e400", "the number 1e400 is too large")):
        with pytest.raises(StrictJSONError, match=said):
            strict_loads(text)
    with pytest.raises(_json.JSONDecodeError):
        strict_loads("{")
    # "\ud800" in JSON decodes to a lone surrogate: index 2 of "ab\ud800"
    assert lone_surrogate(_json.loads('"ab\\ud800"')) == 2
    assert lone_surrogate("ab😀") is None and lone_surrogate("plain") is None
    value = _json.loads('{"ok": ["x", "y\\udc00"], "k\\ud800": 1}')
    found = find_lone_surrogate({"ok": value["ok"]})
    assert found == (("ok", 1), "y\udc00", False, 1)
    assert find_lone_surrogate({"k\ud800": 1}) == ((), "k\ud800", True, 1)
    assert find_lone_surrogate({"a": ("b", ["c"])}) is None


def test_find_non_json_names_the_first_problem_and_where() -> None:
    """One walk behind the file check (formats.sources) and the call check (runtime)."""
    import datetime

    from tooldeck.jsonvalue import FrozenDict, NonJSONValue, find_non_json

    assert find_non_json(FrozenDict({"a": [1, 2.5, None, True, "x"]}), 8) is None
    nan = find_non_json({"a": [1, float("nan")]}, 8)
    assert nan is not None and (nan.path, nan.kind, nan.at) == (("a", 1), "nan", -1)
    assert find_non_json({"a": {2: "x"}}, 8) == NonJSONValue(("a",), "key_type", 2)
    assert find_non_json({"a": ["ok", "b\ud800"]}, 8) == NonJSONValue(
        ("a", 1), "surrogate", "b\ud800", 1
    )
    assert find_non_json({"k\udc00": 1}, 8) == NonJSONValue((), "surrogate_key", "k\udc00", 1)
    day = datetime.date(2024, 1, 31)
    assert find_non_json([{"when": day}], 8) == NonJSONValue((0, "when"), "type", day)
    assert find_non_json([float("-inf")], 8) == NonJSONValue((0,), "infinite", float("-inf"))
    # depth: [[[1]]] holds 1 at depth 3; a limit of 2 stops at the third level
    assert find_non_json([[[1]]], 2) == NonJSONValue((0, 0, 0), "depth", 1)
    assert find_non_json([[[1]]], 3) is None
    # first in document order: the earlier key's problem wins
    assert find_non_json({"a": float("nan"), "b": {1: 2}}, 8).kind == "nan"  # type: ignore[union-attr]


class TestFrozenJSON:
    def test_mutation_is_refused_at_every_depth(self) -> None:
        value = freeze({"a": [1, {"b": 2}]})
        with pytest.raises(TypeError):
            value["a"] = 1
        with pytest.raises(TypeError):
            value["a"].append(3)
        with pytest.raises(TypeError):
            value["a"][1]["b"] = 3
        with pytest.raises(TypeError):
            value.update({"c": 1})

    def test_json_consumers_see_plain_values(self) -> None:
        value = freeze({"a": [1, {"b": None}], "c": "中文"})
        assert isinstance(value, dict) and isinstance(value["a"], list)
        assert json.loads(json.dumps(value)) == {"a": [1, {"b": None}], "c": "中文"}

    def test_thaw_gives_mutable_equal_copy(self) -> None:
        frozen = freeze({"a": [1, 2]})
        plain = thaw(frozen)
        plain["a"].append(3)
        assert type(plain) is dict and type(plain["a"]) is list
        assert frozen == {"a": [1, 2]}

    def test_hash_pickle_and_copy(self) -> None:
        a, b = freeze({"x": [1], "y": 2}), freeze({"y": 2, "x": [1]})
        assert hash(a) == hash(b)
        assert pickle.loads(pickle.dumps(a)) == a
        assert isinstance(pickle.loads(pickle.dumps(a)), FrozenDict)
        assert copy.deepcopy(a) is a
        assert isinstance(freeze((1, 2)), FrozenList)

    def test_non_json_values_are_refused(self) -> None:
        with pytest.raises(TypeError, match="not a JSON value"):
            freeze({"a": {1, 2}})
        with pytest.raises(TypeError, match="keys must be strings"):
            freeze({1: "a"})
        with pytest.raises(TypeError, match="keys must be strings"):
            freeze({"a": {("k",): 1}})  # nested, on the exact-dict fast path
        with pytest.raises(TypeError, match="not a JSON value"):
            freeze({"a": [1, {"b": b"bytes"}]})

    def test_subclasses_and_mappings_are_frozen_too(self) -> None:
        from collections import OrderedDict
        from types import MappingProxyType

        class Flag(int):
            pass

        value = freeze({"a": OrderedDict(b=[True, 1.5]), "m": MappingProxyType({"x": None})})
        assert isinstance(value["a"], FrozenDict) and isinstance(value["a"]["b"], FrozenList)
        assert isinstance(value["m"], FrozenDict)
        assert freeze(Flag(3)) == 3  # an int subclass is a JSON integer

    def test_json_pointer_escapes_rfc6901(self) -> None:
        # RFC 6901 §3: "~" is written "~0" and "/" is written "~1".
        assert json_pointer(["properties", "a/b", "c~d", 0]) == "/properties/a~1b/c~0d/0"
        assert json_pointer([]) == ""


@pytest.mark.parametrize(
    ("text", "where"),
    [
        # columns counted by hand: 1-based, the first character of the constant/number
        ('{"a": NaN}', (1, 7)),
        ('{"NaN": "x NaN",\n "b": [1,\n  -Infinity]}', (3, 3)),  # "NaN" in strings skipped
        ('{"n": 1e999, "m": 21e999}', (1, 7)),
        ('{"m": 2, "n": [21e999, 1e999]}', (1, 16)),  # the first refused: 21e999, whole
        ('{"s": "\\" Infinity", "t": Infinity}', (1, 27)),  # an escaped quote stays inside
    ],
)
def test_strict_loads_locates_what_it_refuses(text: str, where: tuple[int, int]) -> None:
    """A fresh user's finding: `NaN is not JSON` came with no line or column, while every
    other JSON error of a deck file has them."""
    from tooldeck.jsonvalue import StrictJSONError, strict_loads

    with pytest.raises(StrictJSONError) as caught:
        strict_loads(text)
    assert (caught.value.lineno, caught.value.colno) == where


def test_same_json_tells_numbers_types_and_ignores_key_order() -> None:
    """``same_json`` (the runtime's fast "received as sent"): ``==`` takes 1 for 1.0 and
    True and 0.0 for -0.0; JSON does not. Key order and frozen copies do not count; a set
    or a tuple is not the list of its items."""
    from tooldeck.jsonvalue import freeze, same_json

    assert same_json({"a": [1, "x", None], "b": 2.5}, {"b": 2.5, "a": [1, "x", None]})
    assert same_json(freeze({"a": [1, 2]}), {"a": [1, 2]})
    for a, b in ((1, 1.0), (1, True), (0.0, -0.0), ([1, 2], [1, 2.0]), ({"a": 0}, {"a": False})):
        assert a == b and not same_json(a, b), (a, b)
    assert not same_json([1, 2], {1, 2}) and not same_json(["a"], ("a",))
    assert not same_json([1], [2])
