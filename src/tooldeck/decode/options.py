"""Decoding options shared by every engine, and the schema rewrite they ask for.

:class:`DecodeOptions` is the same on llguidance and XGrammar: whitespace compact or
bounded, objects closed to their declared properties (stricter than JSON Schema when a
schema omits ``additionalProperties``; that is what makes a random model finish instead of
inventing keys forever, measured in issue 7), keywords relaxed or refused.
:func:`decoding_schema` applies the closing to a copy of a schema.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from tooldeck.decode.keywords import decoded_subschemas
from tooldeck.errors import GrammarError
from tooldeck.jsonvalue import thaw

__all__ = ["DEFAULT_OPTIONS", "DecodeOptions", "decoding_schema"]


@dataclass(frozen=True)
class DecodeOptions:
    """Decoding options shared by every engine.

    Attributes:
        whitespace: ``"compact"``: exactly ``json.dumps``' separators (``", "``, ``": "``)
            and no other whitespace; ``"bounded"`` (default): space, tab, newline runs of at
            most ``max_whitespace`` characters wherever JSON allows whitespace.
        max_whitespace: longest whitespace run in bounded mode (characters).
        closed_objects: close every object schema that does not say ``additionalProperties``
            (nor ``patternProperties``/``unevaluatedProperties``) to its declared properties.
            Stricter than the schema: a key the schema would allow is never generated. A
            required key the object does not declare is declared with any value (``{}``),
            and an object that composes others (``allOf``, ``anyOf``, ``$ref`` …) or is a
            branch of one stays open, so closing never makes a satisfiable schema
            unsatisfiable.
        relax: decode keywords the engine cannot enforce without them (reported as
            relaxed, re-checked after generation) instead of refusing the schema.
        max_calls: most calls in one turn when parallel calls are on. XGrammar has no
            repetition operator here, so its grammar holds ``max_calls`` copies: compile time
            grows with it (the 68-tool turn: see ``benchmarks/bench_decode.py``).
    """

    whitespace: Literal["compact", "bounded"] = "bounded"
    max_whitespace: int = 2
    closed_objects: bool = True
    relax: bool = False
    max_calls: int = 8

    def __post_init__(self) -> None:
        if self.whitespace not in ("compact", "bounded"):
            raise GrammarError(
                f"whitespace must be 'compact' or 'bounded', not {self.whitespace!r}"
            )
        if self.max_whitespace < 0 or self.max_calls < 1:
            raise GrammarError("max_whitespace must be >= 0 and max_calls >= 1")


DEFAULT_OPTIONS = DecodeOptions()
"""The defaults: bounded whitespace (2), closed objects, strict keywords, 8 calls at most."""


_COMPOSING = frozenset({"allOf", "anyOf", "oneOf", "$ref", "if", "dependentSchemas"})
"""Keywords beside which an object's own ``properties`` are not all of its keys."""
_BRANCH = re.compile(r"/(?:allOf|anyOf|oneOf|then|else)(?:/\d+)?$")
"""The pointer of a composition's branch (``/allOf/0``) or of ``then``/``else``."""


def decoding_schema(
    schema: Mapping[str, Any], options: DecodeOptions
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A plain copy of ``schema`` rewritten for decoding, and the pointers of closed objects.

    Only ``closed_objects`` rewrites: ``additionalProperties: false`` is added to object
    schemas (``type: object`` or with ``properties``) that set none of
    ``additionalProperties``, ``patternProperties``, ``unevaluatedProperties``, compose
    no other schema (``allOf``, ``anyOf``, ``oneOf``, ``$ref``, ``if``,
    ``dependentSchemas``) and are no branch of one: those stay open, as written.
    """
    plain: dict[str, Any] = thaw(schema)
    if not options.closed_objects:
        return plain, ()
    closed: list[str] = []
    for pointer, node in decoded_subschemas(plain):
        is_object = node.get("type") == "object" or "properties" in node
        if (
            is_object
            and not {"additionalProperties", "patternProperties", "unevaluatedProperties"}
            & node.keys()
            # an object whose keys a composition also declares, or a branch of one, is
            # left open: closed apart, allOf's branches each forbid the other's keys and
            # the schema becomes unsatisfiable (session 22's breaker)
            and not _COMPOSING & node.keys()
            and _BRANCH.search(pointer) is None
        ):
            node["additionalProperties"] = False
            # a required key the schema does not declare stays possible (any value, as before)
            declared = node.setdefault("properties", {})
            for name in node.get("required", []):
                if isinstance(name, str) and name not in declared:
                    declared[name] = {}
            closed.append(pointer)
    return plain, tuple(closed)
