"""Opt-in normalisations of tool-call arguments, each change reported (was part of
``runtime/validate.py``).

:data:`NORMALISATIONS` names them; :func:`normalise` applies the chosen ones and returns a
change record per changed value, which the Runtime lists in the result's ``normalized``
(nothing is changed silently).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

import jsonschema_rs

from tooldeck.jsonvalue import json_pointer, pointer_tokens, thaw

__all__ = ["NORMALISATIONS", "normalise"]

NORMALISATIONS: tuple[str, ...] = (
    "trim_strings",
    "numeric_strings",
    "integral_floats",
    "null_optional",
)
"""Opt-in normalisations: ``trim_strings`` strips leading/trailing whitespace of string
values; ``numeric_strings`` turns a string that is exactly a JSON number into that number
where the schema asks for ``integer``/``number``; ``integral_floats`` turns a JSON number
with a zero fraction (``1.0``, which JSON Schema counts as an integer, 2020-12 Validation
§6.1.1) into an integer where the schema asks for ``integer`` and not ``number``. Off by
default, except that the Runtime applies ``integral_floats`` for a ``@tool`` handler, whose
``int`` parameter receives ``1`` for ``1.0`` (pydantic's conversion), so the change is
reported. ``null_optional`` removes a ``null`` given for an optional property (not in its
object's ``required``) whose schema refuses ``null``: the form OpenAI's strict function
calling uses for "left out", since a strict schema lists every property as required and
makes the optional ones nullable (OpenAI API documentation, "Structured Outputs → All
fields must be required"; what ``tooldeck convert --to openai --strict`` writes); the change
record's ``to`` is ``"(absent)"``. Every change is reported."""


def _resolve(schema: Any, root: Mapping[str, Any]) -> Any:
    seen = 0
    while isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str) and seen < 16:
        ref = schema["$ref"]
        if not ref.startswith("#/"):
            return schema
        node: Any = root
        for token in pointer_tokens(ref[1:]):
            node = node.get(token) if isinstance(node, Mapping) else None
        schema = node
        seen += 1
    return schema


def _types(schema: Any) -> set[str]:
    if not isinstance(schema, Mapping):
        return set()
    declared = schema.get("type")
    if isinstance(declared, str):
        return {declared}
    if isinstance(declared, list):
        return {str(t) for t in declared}
    return set()


def _branch_types(schema: Any, root: Mapping[str, Any]) -> set[str]:
    """The JSON types one ``anyOf``/``oneOf`` branch admits, as far as the walk needs them
    (``object`` for a schema with ``properties``, ``array`` for ``items``/``prefixItems``,
    the types of an ``enum``/``const``'s values)."""
    node = _resolve(schema, root)
    types = _types(node)
    if types or not isinstance(node, Mapping):
        return types
    if "properties" in node or "additionalProperties" in node:
        return {"object"}
    if "items" in node or "prefixItems" in node:
        return {"array"}
    values = node["enum"] if isinstance(node.get("enum"), list) else []
    if "const" in node:
        values = [node["const"]]
    kinds = {
        type(None): "null",
        bool: "boolean",
        int: "integer",
        float: "number",
        str: "string",
        dict: "object",
        list: "array",
    }
    return {kinds.get(type(v), "") for v in values} - {""}


def _json_kinds(value: Any) -> set[str]:
    if value is None:
        return {"null"}
    if isinstance(value, bool):
        return {"boolean"}
    if isinstance(value, int):
        return {"integer", "number"}
    if isinstance(value, float):
        return {"integer", "number"} if value.is_integer() else {"number"}
    if isinstance(value, str):
        return {"string"}
    if isinstance(value, dict):
        return {"object"}
    if isinstance(value, list):
        return {"array"}
    return set()


def _union_node(value: Any, node: Any, root: Mapping[str, Any]) -> Any:
    """For a node that is an ``anyOf``/``oneOf`` (``Optional[int]``, ``int | str``,
    ``Model | None`` as pydantic writes them): the one branch the value is meant for, or,
    for a scalar, a node typed with every type the branches admit, so the rules see what
    the handler's type sees (pydantic hands ``1`` for ``1.0`` to ``int | None``, and
    ``2.0`` to ``int | float``)."""
    if not isinstance(node, Mapping) or "type" in node:
        return node
    branches = node.get("anyOf", node.get("oneOf"))
    if not isinstance(branches, list) or not branches:
        return node
    if isinstance(value, dict | list):
        kinds = _json_kinds(value)
        meant = [b for b in branches if _branch_types(b, root) & kinds]
        if len(meant) > 1:  # two object shapes (``A | B``): the ones the value satisfies
            meant = [b for b in meant if _satisfies(value, b, root)]
        return _union_node(value, _resolve(meant[0], root), root) if len(meant) == 1 else node
    types: set[str] = set()
    for branch in branches:
        types |= _branch_types(branch, root)
    return {"type": sorted(types)} if types else node


def _satisfies(value: Any, branch: Any, root: Mapping[str, Any]) -> bool:
    """Whether ``value`` is valid under one ``anyOf`` branch (its ``$ref``s read in the
    root's ``$defs``); False for a branch that cannot be compiled."""
    schema = dict(branch) if isinstance(branch, Mapping) else branch
    if isinstance(schema, dict):
        for key in ("$defs", "definitions"):
            if isinstance(root.get(key), Mapping):
                schema[key] = thaw(root[key])
        schema = thaw(schema)
    try:
        return bool(jsonschema_rs.validator_for(schema, offline=True).is_valid(value))
    except Exception:  # a schema jsonschema-rs refuses: no branch is picked
        return False


def _accepts_null(schema: Any, root: Mapping[str, Any]) -> bool:
    """Whether ``schema`` may accept ``null`` (True unless it surely refuses it: a ``type``
    without ``"null"``, an ``enum`` without it, a ``const`` other than it, every ``anyOf`` /
    ``oneOf`` branch refusing it)."""
    node = _resolve(schema, root)
    if not isinstance(node, Mapping):
        return node is not False
    if "type" in node and "null" not in _types(node):
        return False
    if isinstance(node.get("enum"), list) and None not in node["enum"]:
        return False
    if "const" in node and node["const"] is not None:
        return False
    for key in ("anyOf", "oneOf"):
        branches = node.get(key)
        if (
            isinstance(branches, list)
            and branches
            and not any(_accepts_null(b, root) for b in branches)
        ):
            return False
    return True


def normalise(
    arguments: Any, schema: Mapping[str, Any], rules: Collection[str]
) -> tuple[Any, list[dict[str, Any]]]:
    """Apply the opted-in ``rules`` (:data:`NORMALISATIONS`) to ``arguments``.

    Walks ``properties``, ``additionalProperties`` (not beside ``patternProperties``),
    ``items`` and ``prefixItems`` (following local ``$ref``s), and ``anyOf``/``oneOf``:
    into the one branch of a value's JSON type (``Model | None``), and for a scalar by the
    types of every branch (``int | None`` asks for an integer; ``int | float`` for a
    number).
    Returns a new value and one change record per changed value: ``{"pointer", "rule",
    "from", "to"}``. Unknown rule names raise ``ValueError``.
    """
    # validate's strict number reader; imported here because validate re-exports this module
    from tooldeck.runtime.validate import _exact_number

    unknown = set(rules) - set(NORMALISATIONS)
    if unknown:
        raise ValueError(f"unknown normalisation(s) {sorted(unknown)}; known: {NORMALISATIONS}")
    changes: list[dict[str, Any]] = []

    def walk(value: Any, node: Any, path: list[str | int]) -> Any:
        node = _union_node(value, _resolve(node, schema), schema)
        if isinstance(value, str):
            new: Any = value
            if "trim_strings" in rules and new != new.strip():
                changes.append(
                    {
                        "pointer": json_pointer(path),
                        "rule": "trim_strings",
                        "from": new,
                        "to": new.strip(),
                    }
                )
                new = new.strip()
            types = _types(node)
            number = (
                _exact_number(new)
                if "numeric_strings" in rules
                and types & {"integer", "number"}
                and "string" not in types
                else None
            )
            if number is not None:
                if "integer" in types and isinstance(number, float) and number.is_integer():
                    number = int(number) if "number" not in types else number
                changes.append(
                    {
                        "pointer": json_pointer(path),
                        "rule": "numeric_strings",
                        "from": new,
                        "to": number,
                    }
                )
                new = number
            return new
        if (
            "integral_floats" in rules
            and isinstance(value, float)
            and value.is_integer()
            and "integer" in (types := _types(node))
            and "number" not in types
        ):
            changes.append(
                {
                    "pointer": json_pointer(path),
                    "rule": "integral_floats",
                    "from": value,
                    "to": int(value),
                }
            )
            return int(value)
        if isinstance(value, dict):
            props = node.get("properties", {}) if isinstance(node, Mapping) else {}
            others = node.get("additionalProperties") if isinstance(node, Mapping) else None
            if isinstance(node, Mapping) and "patternProperties" in node:
                # additionalProperties does not apply to a key a pattern matches (2020-12
                # Core §10.3.2.3), and which keys match is the schema's regex dialect's to
                # say: walk no key by it
                others = None
            required = node.get("required", []) if isinstance(node, Mapping) else []
            if not isinstance(required, list):  # malformed (a string matches by substring):
                required = list(props) if isinstance(props, Mapping) else []  # drop nothing
            out = {}
            for key, item in value.items():
                if (
                    item is None
                    and "null_optional" in rules
                    and isinstance(props, Mapping)
                    and key in props
                    and key not in required
                    and not _accepts_null(props[key], schema)
                ):
                    changes.append(
                        {
                            "pointer": json_pointer([*path, key]),
                            "rule": "null_optional",
                            "from": None,
                            "to": "(absent)",
                        }
                    )
                    continue
                path.append(key)
                sub = props.get(key) if isinstance(props, Mapping) else None
                if sub is None and isinstance(others, Mapping):
                    sub = others  # dict[str, int]: each value is an integer
                out[key] = walk(item, sub, path)
                path.pop()
            return out
        if isinstance(value, list):
            prefix = node.get("prefixItems", []) if isinstance(node, Mapping) else []
            items = node.get("items") if isinstance(node, Mapping) else None
            result = []
            for index, item in enumerate(value):
                sub = prefix[index] if index < len(prefix) else items
                path.append(index)
                result.append(walk(item, sub, path))
                path.pop()
            return result
        return value

    return walk(arguments, schema, []), changes
