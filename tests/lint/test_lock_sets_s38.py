"""One reading of JSON Schema sets for the lock's hash and its diff (trial37b M2, session 38).

:func:`tooldeck.lint.lock.definition_hash` and :func:`tooldeck.lint.lock.field_changes`
both read through :func:`tooldeck.lint.lock.set_normalised`: two definitions share a hash
exactly when the diff finds no change. Checked on generated schemas (hypothesis) whose
``enum`` / ``required`` / ``type`` arrays are shuffled, cut or extended and whose numbers
are written ``1`` or ``1.0``. Before session 38 the hash read the listing as written, so a
shuffled ``enum`` had no change and another hash.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tooldeck.lint.lock import definition_hash, field_changes, set_normalised

VALUES = st.sampled_from(["m", "km", "ft", 1, 1.0, 2.5, True, None, [1, 2], [2, 1], {"a": 1}])


@st.composite
def schema_pair(draw: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    enum = draw(st.lists(VALUES, max_size=5))
    required = draw(st.lists(st.sampled_from(["a", "b", "c"]), max_size=3, unique=True))
    kinds = draw(st.lists(st.sampled_from(["string", "null", "number"]), max_size=3, unique=True))
    maximum = draw(st.sampled_from([1, 1.0, 2]))

    def variant(values: list[Any]) -> list[Any]:
        changed = draw(st.permutations(values))
        if draw(st.booleans()) and changed:
            changed = changed[1:]
        if draw(st.booleans()):
            changed = [*changed, draw(VALUES)]
        return list(changed)

    def schema(e: list[Any], r: list[Any], t: list[Any], m: Any) -> dict[str, Any]:
        prop = {"type": t, "enum": e, "maximum": m}
        return {"inputSchema": {"type": "object", "properties": {"x": prop}, "required": r}}

    old = schema(enum, required, kinds, maximum)
    new = schema(
        variant(enum),
        list(draw(st.permutations(required))),
        list(draw(st.permutations(kinds))),
        draw(st.sampled_from([maximum, 1, 1.0, 2])),
    )
    return old, new


@settings(max_examples=300, deadline=None)
@given(schema_pair())
def test_one_hash_exactly_when_no_change(pair: tuple[dict[str, Any], dict[str, Any]]) -> None:
    old, new = pair
    same = definition_hash(old) == definition_hash(new)
    assert same == (not list(field_changes(old, new))), (old, new)


def test_the_normalisation_sorts_sets_only_and_keeps_its_input() -> None:
    schema = {
        "type": ["string", "null"],
        "enum": ["mi", "ft", [2, 1]],
        "required": ["b", "a"],
        "examples": ["b", "a"],
        "maximum": 1.0,
    }
    assert set_normalised(schema) == {
        "type": ["null", "string"],
        "enum": ["ft", "mi", [2, 1]],  # by canonical JSON: '"ft"' < '"mi"' < '[2,1]'
        "required": ["a", "b"],
        "examples": ["b", "a"],  # not a set
        "maximum": 1,
    }
    assert schema["enum"] == ["mi", "ft", [2, 1]] and schema["maximum"] == 1.0


def test_diff_json_says_only_reordered(tmp_path: Any) -> None:
    """`tooldeck diff -f json` carries the "only reordered" of the text line (trial37b L9:
    a CI reading JSON could not tell a reorder from a rewrite): `reordered` is the count
    the text says (3: echo, pwd, ls moved; cat stayed, counted by hand), absent for a
    rewrite."""
    import json

    from typer.testing import CliRunner

    from tooldeck.cli import app

    def deck(name: str, commands: str) -> str:
        tool = {"name": "run", "description": f"Run it. Allowed commands: {commands}."}
        path = tmp_path / name
        path.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
        return str(path)

    old = deck("a.json", "echo, cat, pwd, ls")
    runner = CliRunner()
    for new, expected in ((deck("b.json", "pwd, cat, ls, echo"), 3), (deck("c.json", "rm"), None)):
        result = runner.invoke(app, ["diff", old, new, "-f", "json"])
        assert result.exit_code == 1, result.output
        (field,) = json.loads(result.stdout)["changed"][0]["fields"]
        assert field.get("reordered") == expected, field
        text = runner.invoke(app, ["diff", old, new]).stdout
        assert ("only reordered: 3 items" in text) == (expected is not None), text
