"""The keyword account of a schema: which constraint keywords it holds and what decoding
does with each (:class:`KeywordReport`), and the walk over the subschemas an engine decodes.

The keyword table is :mod:`tooldeck.schema`'s; decoding follows every subschema keyword of
it except ``additionalItems`` and ``dependencies`` (no engine compiles them: they are
reported as keywords, their subschemas are not walked). Pointers are RFC 6901 JSON pointers
(:func:`tooldeck.jsonvalue.json_pointer`), ``""`` for the root.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from tooldeck.jsonvalue import json_pointer
from tooldeck.schema import (
    ANNOTATION_KEYWORDS,
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
    SchemaPath,
    iter_subschemas,
    walk_schema,
)

__all__ = [
    "DECODED_SUBSCHEMA_KEYWORDS",
    "KeywordFinding",
    "KeywordReport",
    "KeywordStatus",
    "decoded_subschemas",
    "has_wide_int",
    "schema_keywords",
]

DECODED_SUBSCHEMA_KEYWORDS: frozenset[str] = frozenset(
    SUBSCHEMA_SINGLE_KEYWORDS + SUBSCHEMA_LIST_KEYWORDS + SUBSCHEMA_MAP_KEYWORDS
) - {"additionalItems"}
"""The subschema keywords decoding walks into (``items`` also as a draft-7 array)."""

_INT_RANGE = (-(2**63), 2**64 - 1)  # what a JSON parser with 64-bit integers holds


class KeywordStatus(StrEnum):
    """What decoding does with one schema keyword."""

    enforced = "enforced"
    relaxed = "relaxed"
    refused = "refused"


@dataclass(frozen=True)
class KeywordFinding:
    """One keyword occurrence: JSON pointer of the subschema, keyword, status, note."""

    pointer: str
    keyword: str
    status: KeywordStatus
    note: str = ""


@dataclass(frozen=True)
class KeywordReport:
    """Per-schema account of what the mask guarantees.

    Attributes:
        tool: the tool (``None`` for an anonymous schema).
        engine: engine name.
        findings: every constraint keyword occurrence, in schema order; then each ``$id``
            the decoded copy leaves out (status enforced, with a note: the ``$ref`` values
            through it are decoded as JSON pointers, see
            :func:`~tooldeck.decode.options.decoding_schema`).
        closed: pointers of objects closed to their declared properties for decoding.
    """

    tool: str | None
    engine: str
    findings: tuple[KeywordFinding, ...]
    closed: tuple[str, ...] = ()

    def with_status(self, status: KeywordStatus) -> tuple[KeywordFinding, ...]:
        """Findings with ``status``."""
        return tuple(f for f in self.findings if f.status is status)

    @property
    def fully_enforced(self) -> bool:
        """True when every keyword is enforced by the mask."""
        return all(f.status is KeywordStatus.enforced for f in self.findings)

    def to_json(self) -> dict[str, Any]:
        """Plain-JSON form."""
        return {
            "tool": self.tool,
            "engine": self.engine,
            "closed_objects": list(self.closed),
            "keywords": [
                {
                    "pointer": f.pointer,
                    "keyword": f.keyword,
                    "status": str(f.status),
                    "note": f.note,
                }
                for f in self.findings
            ],
        }


def schema_keywords(schema: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """Every constraint keyword of ``schema`` and its subschemas as ``(pointer, keyword)``.

    Annotation keywords (``title``, ``description``…) and ``x-`` extensions are skipped.
    A keyword's subschemas follow the keyword itself; ``$defs``/``definitions`` (annotations,
    so not listed) are walked last.
    """
    if not isinstance(schema, Mapping):
        return
    children: dict[str, list[tuple[SchemaPath, Any]]] = {}
    for path, keyword, child in iter_subschemas(schema, keywords=DECODED_SUBSCHEMA_KEYWORDS):
        children.setdefault(keyword, []).append((path, child))
    for key in schema:
        if key in ANNOTATION_KEYWORDS or key.startswith("x-"):
            continue
        yield pointer, key
        for path, child in children.get(key, ()):
            yield from schema_keywords(child, pointer + json_pointer(path))
    for key in ("$defs", "definitions"):
        for path, child in children.get(key, ()):
            yield from schema_keywords(child, pointer + json_pointer(path))


def decoded_subschemas(schema: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """``schema`` and every subschema as ``(pointer, node)``, root first, depth-first in
    keyword order: the nodes :func:`schema_keywords` reads (the nodes themselves, not
    copies, so a caller may edit them; ``schema`` is a plain, thawed dict)."""
    if not isinstance(schema, dict):
        return
    # no depth cut: an engine compiles the whole schema, so the walk sees all of it
    for path, node in walk_schema(
        schema, keywords=DECODED_SUBSCHEMA_KEYWORDS, max_depth=sys.maxsize
    ):
        if isinstance(node, dict):
            yield json_pointer(path), node


def has_wide_int(value: Any) -> bool:
    """True when ``value`` holds an integer outside the signed/unsigned 64-bit range."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return not _INT_RANGE[0] <= value <= _INT_RANGE[1]
    if isinstance(value, dict):
        return any(has_wide_int(v) for v in value.values())
    if isinstance(value, list):
        return any(has_wide_int(v) for v in value)
    return False
