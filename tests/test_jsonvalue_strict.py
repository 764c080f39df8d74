"""The strict JSON primitives of tooldeck.jsonvalue, shared by deck files, cases files and
tool-call arguments. Expected values are worked out by hand from the inputs."""

from __future__ import annotations

import pytest


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
