"""The text of a tool that retrieval sees: which fields, and how much each one weighs.

A tool's *document* is built from its name (split into words), title, description, and
each parameter's name and description (nested object properties, array items and the
local definitions a ``$ref`` points at are walked; enum values optional). For BM25 a
field's integer weight repeats its terms — the simple form of field weighting that BM25F
generalises (Robertson, Zaragoza & Taylor,
"Simple BM25 extension to multiple weighted fields", CIKM 2004). For dense retrieval the
fields are joined into one text, each field once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from tooldeck.schema import local_ref_target
from tooldeck.select.base import SelectError
from tooldeck.select.tokenize import tokenize
from tooldeck.tool import Tool

__all__ = ["DocumentFields", "dense_text", "field_texts", "lexical_terms"]

_MAX_DEPTH = 8


@dataclass(frozen=True, slots=True)
class DocumentFields:
    """Field weights of a tool document; 0 leaves a field out.

    Attributes:
        name: the tool name, split into words (``get_user_by_id`` → get user by id).
        title: the optional display title.
        description: the tool description.
        parameter_names: names of the parameters (nested ones included), split into words.
        parameter_descriptions: descriptions of the parameters.
        enum_values: string enum values of the parameters.
        group: the tool's group name.
    """

    name: int = 2
    title: int = 1
    description: int = 1
    parameter_names: int = 1
    parameter_descriptions: int = 1
    enum_values: int = 0
    group: int = 0

    def __post_init__(self) -> None:
        for key in self.__slots__:
            value = getattr(self, key)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise SelectError(f"DocumentFields.{key} must be an integer ≥ 0, got {value!r}")


def walk_parameters(
    schema: Any, depth: int = 0, root: Any = None, _seen: set[str] | None = None
) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """``(name, subschema)`` of every property of ``schema``, nested objects and array items
    included, and of the object a local ``$ref`` (``#/$defs/Line``, ``#/definitions/Line``:
    what pydantic writes for a nested model) points at in the root schema, read where the
    reference first stands; a definition referenced again adds nothing more (its text
    once, as a model written inline once reads). Depth-first, at most ``_MAX_DEPTH``
    levels; non-mapping input yields nothing; a remote or unresolvable reference adds
    nothing."""
    if depth > _MAX_DEPTH or not isinstance(schema, Mapping):
        return
    if root is None:
        root = schema
    if _seen is None:
        _seen = set()
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref not in _seen:
        _seen.add(ref)
        target = local_ref_target(ref, root)
        if target is not None:
            yield from walk_parameters(target, depth + 1, root, _seen)
    props = schema.get("properties")
    if isinstance(props, Mapping):
        for pname, sub in props.items():
            if isinstance(sub, Mapping):
                yield str(pname), sub
                yield from walk_parameters(sub, depth + 1, root, _seen)
    items = schema.get("items")
    if isinstance(items, Mapping):
        yield from walk_parameters(items, depth + 1, root, _seen)


def field_texts(tool: Tool) -> dict[str, list[str]]:
    """The raw texts of each field of ``tool`` (keys are :class:`DocumentFields` names)."""
    out: dict[str, list[str]] = {
        "name": [tool.name],
        "title": [tool.title] if tool.title else [],
        "description": [tool.description] if tool.description else [],
        "parameter_names": [],
        "parameter_descriptions": [],
        "enum_values": [],
        "group": [tool.group] if tool.group else [],
    }
    for pname, sub in walk_parameters(tool.input_schema):
        out["parameter_names"].append(pname)
        desc = sub.get("description")
        if isinstance(desc, str) and desc:
            out["parameter_descriptions"].append(desc)
        enum = sub.get("enum")
        if isinstance(enum, list):
            out["enum_values"].extend(v for v in enum if isinstance(v, str))
    return out


def lexical_terms(
    tool: Tool, fields: DocumentFields, tokenizer: Callable[[str], list[str]] = tokenize
) -> list[str]:
    """BM25 terms of ``tool``: each field tokenised and repeated ``weight`` times."""
    terms: list[str] = []
    for key, texts in field_texts(tool).items():
        weight = getattr(fields, key)
        if weight and texts:
            tokens = [t for text in texts for t in tokenizer(text)]
            terms.extend(tokens * weight)
    return terms


def dense_text(tool: Tool, fields: DocumentFields) -> str:
    """One text for an embedding model: the fields with a non-zero weight, each once.

    The name is given as words (``get_user_by_id`` → ``get user by id``) followed by the
    description; parameters are listed as ``name: description``.
    """
    texts = field_texts(tool)
    parts: list[str] = []
    if fields.name:
        parts.append(" ".join(tokenize(tool.name)) + ".")
    if fields.title and texts["title"]:
        parts.append(texts["title"][0] + ".")
    if fields.description and texts["description"]:
        parts.append(texts["description"][0])
    if fields.parameter_names or fields.parameter_descriptions:
        params = []
        for pname, sub in walk_parameters(tool.input_schema):
            desc = sub.get("description") if fields.parameter_descriptions else None
            words = " ".join(tokenize(pname)) if fields.parameter_names else ""
            item = f"{words}: {desc}" if isinstance(desc, str) and desc else words
            if item.strip(": "):
                params.append(item)
        if params:
            parts.append("Parameters: " + "; ".join(params) + ".")
    if fields.enum_values and texts["enum_values"]:
        parts.append("Values: " + ", ".join(texts["enum_values"]) + ".")
    if fields.group and texts["group"]:
        parts.append("Group: " + texts["group"][0] + ".")
    return " ".join(parts)
