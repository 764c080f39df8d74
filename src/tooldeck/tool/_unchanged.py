"""Which parameters of a ``@tool`` function its types cannot change (for
:meth:`~tooldeck.tool.declare.FunctionTool.received_arguments`).

Comparing what was sent with pydantic's dump of what the function receives (the runtime's
``function_types`` record) costs a dump and a walk of the whole value — on a megabyte
argument far more than the validation itself. A parameter whose declared type hands the
function every JSON value it accepts unchanged needs neither: its dump *is* what was sent.
That is decided once per function from pydantic's core schema, by a short list of types
known to keep the value, for any JSON input (not only what the tool's JSON Schema lets
through: a handler may serve a tool whose schema says otherwise):

* ``Any``, ``None``, ``str`` without ``strip_whitespace``/``to_lower``/``to_upper``, a
  ``Literal`` of strings (``None``), a ``str`` ``Enum`` without a ``_missing_`` hook;
* ``list``, ``tuple``, ``dict`` with ``str`` keys, ``TypedDict``, pydantic models and
  dataclasses (no ``__init__``/``__post_init__``/``model_post_init`` of the author's),
  ``X | None``, unions, defaults, recursive definitions — of the above.

Not on the list, so compared: ``int`` (``1.0`` → ``1``), ``bool`` and ``float`` (lax mode
reads ``"true"``, ``"1.5"``), ``set`` (duplicates dropped), dates, URLs, UUIDs, decimals,
secrets, ``Literal`` of numbers, any validator or serializer (``function-*`` nodes, a
``serialization`` entry), and every core-schema type not named here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

__all__ = ["core_definitions", "unchanging_argument_keys"]

_LEAVES = frozenset({"any", "none"})
_STRING_CHANGES = ("strip_whitespace", "to_lower", "to_upper")


def core_definitions(root: Any) -> dict[str, Any]:
    """Every node of a pydantic core schema that carries a ``ref`` (the targets of its
    ``definition-ref`` nodes), by that ref, found at any depth."""
    definitions: dict[str, Any] = {}

    def collect(node: Any) -> None:
        if isinstance(node, dict):
            ref = node.get("ref")
            if isinstance(ref, str) and node.get("type") != "definition-ref":
                definitions[ref] = node
            for item in node.values():
                collect(item)
        elif isinstance(node, list):
            for item in node:
                collect(item)

    collect(root)
    return definitions


def unchanging_argument_keys(model: type[BaseModel]) -> frozenset[str]:
    """The keys (dumped by alias) of ``model``'s fields whose type hands the function every
    JSON value it accepts unchanged (see the module docstring)."""
    root = model.__pydantic_core_schema__
    definitions = core_definitions(root)

    def keeps(node: Any, seen: frozenset[str]) -> bool:
        if not isinstance(node, dict) or "serialization" in node:
            return False
        kind = node.get("type")
        if kind in _LEAVES:
            return True
        if kind == "str":
            return not any(node.get(flag) for flag in _STRING_CHANGES)
        if kind == "literal":
            return all(v is None or type(v) is str for v in node.get("expected", ()))
        if kind == "enum":
            return node.get("sub_type") == "str" and node.get("missing") is None
        if kind == "definition-ref":
            ref = node.get("schema_ref")
            if not isinstance(ref, str) or ref not in definitions:
                return False
            return ref in seen or keeps(definitions[ref], seen | {ref})
        if kind in ("nullable", "default", "definitions"):
            return keeps(node.get("schema"), seen)
        if kind in ("model-field", "typed-dict-field", "dataclass-field"):
            return keeps(node.get("schema"), seen)
        if kind == "list":
            return keeps(node.get("items_schema", {"type": "any"}), seen)
        if kind == "tuple":
            items = node.get("items_schema", [])
            return isinstance(items, list) and all(keeps(item, seen) for item in items)
        if kind == "dict":
            keys = node.get("keys_schema", {"type": "any"})
            return (
                isinstance(keys, dict)
                and keys.get("type") in ("str", "any")
                and keeps(keys, seen)
                and keeps(node.get("values_schema", {"type": "any"}), seen)
            )
        if kind == "union":
            options = [c[0] if isinstance(c, tuple | list) else c for c in node.get("choices", ())]
            return bool(options) and all(keeps(option, seen) for option in options)
        if kind == "tagged-union":
            tagged = node.get("choices")
            return isinstance(tagged, Mapping) and all(keeps(c, seen) for c in tagged.values())
        if kind in ("typed-dict", "model-fields"):
            fields = node.get("fields")
            extras = node.get("extras_schema")
            return (
                isinstance(fields, Mapping)
                and all(
                    _one_key(name, field) and keeps(field, seen) for name, field in fields.items()
                )
                and (extras is None or keeps(extras, seen))
                and not node.get("computed_fields")
            )
        if kind == "model":
            return (
                not node.get("custom_init")
                and not node.get("post_init")
                and keeps(node.get("schema"), seen)
            )
        if kind == "dataclass":
            return not node.get("post_init") and keeps(node.get("schema"), seen)
        if kind == "dataclass-args":
            fields = node.get("fields")
            return (
                isinstance(fields, list)
                and all(
                    isinstance(field, dict)
                    and _one_key(field.get("name"), field)
                    and keeps(field, seen)
                    for field in fields
                )
                and not node.get("computed_fields")
            )
        return False

    fields = _fields(root, definitions)
    out = set()
    for name, info in model.model_fields.items():
        field = fields.get(name)
        if field is not None and keeps(field.get("schema"), frozenset()):
            out.add(info.serialization_alias or info.alias or name)
    return frozenset(out)


def _one_key(name: Any, field: Any) -> bool:
    """Whether a field is read and dumped under the same key (not ``validation_alias="q"``
    with the name dumped, an ``AliasChoices``/``AliasPath``, a ``serialization_alias``)."""
    if not isinstance(field, dict):
        return False
    read = field.get("validation_alias", name)
    return isinstance(read, str) and read == field.get("serialization_alias", name)


def _fields(root: Any, definitions: Mapping[str, Any]) -> Mapping[str, Any]:
    """The ``fields`` of a model's core schema (through ``definitions`` wrappers/refs)."""
    node = root
    for _ in range(8):
        if not isinstance(node, dict):
            return {}
        kind = node.get("type")
        if kind in ("definitions", "model"):
            node = node.get("schema")
        elif kind == "definition-ref":
            node = definitions.get(str(node.get("schema_ref")))
        elif kind == "model-fields":
            fields = node.get("fields")
            return fields if isinstance(fields, Mapping) else {}
        else:
            return {}
    return {}
