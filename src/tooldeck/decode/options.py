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
from urllib.parse import urldefrag, urljoin

from tooldeck.decode.keywords import decoded_subschemas
from tooldeck.errors import GrammarError
from tooldeck.jsonvalue import thaw

__all__ = ["DEFAULT_OPTIONS", "DecodeOptions", "decoding_schema", "identifier_pointers"]


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
            and an object that composes others (``allOf``, ``anyOf``, ``$ref`` …), is a
            branch of one, or asks for more keys (``minProperties``) than it declares
            stays open, so closing never makes a satisfiable schema unsatisfiable.
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

    Every copy names its subschemas by JSON pointer only: each ``$ref`` that reaches a
    subschema through an ``$id`` or an ``$anchor`` is rewritten as the ``#/…`` pointer of
    that subschema from the root, and every ``$id`` is left out (:func:`identifier_pointers`
    lists them; the keyword report notes each). A call embeds the arguments schema inside
    another object, where a ``$ref`` resolved against an ``$id`` no longer finds its target
    (llguidance: "Pointer … does not exist") and XGrammar resolves neither ``$id`` nor
    ``$anchor`` (it let any value through such a ``$ref``); pointers from the root mean the
    same in both places, and :func:`tooldeck.decode.turn.call_schema` rebases them.

    ``closed_objects`` rewrites further: ``additionalProperties: false`` is added to object
    schemas (``type: object`` or with ``properties``) that set none of
    ``additionalProperties``, ``patternProperties``, ``unevaluatedProperties``, compose
    no other schema (``allOf``, ``anyOf``, ``oneOf``, ``$ref``, ``if``,
    ``dependentSchemas``) and are no branch of one, nor ask for more keys
    (``minProperties``) than they declare: those stay open, as written.
    """
    plain: dict[str, Any] = thaw(schema)
    _refs_as_pointers(plain)
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
            and not _needs_more_keys(node)
        ):
            node["additionalProperties"] = False
            # a required key the schema does not declare stays possible (any value, as before)
            declared = node.setdefault("properties", {})
            for name in node.get("required", []):
                if isinstance(name, str) and name not in declared:
                    declared[name] = {}
            closed.append(pointer)
    return plain, tuple(closed)


def _needs_more_keys(node: Mapping[str, Any]) -> bool:
    """True when ``node``'s ``minProperties`` exceeds the keys it declares (``properties``
    and ``required``): closed, no object would satisfy it (session 23: XGrammar refused
    ``{"type": "object", "minProperties": 1}`` closed, so ``decode check`` failed the tool)."""
    least = node.get("minProperties")
    if not isinstance(least, int) or isinstance(least, bool):
        return False
    declared = set(node.get("properties", {}) if isinstance(node.get("properties"), dict) else ())
    declared |= {n for n in node.get("required", []) if isinstance(n, str)}
    return least > len(declared)


_IMPLICIT_BASE = "https://tooldeck.invalid/arguments.json"
"""Base URI of a schema without a root ``$id`` (only joined against, never fetched)."""


def identifier_pointers(schema: Mapping[str, Any]) -> tuple[str, ...]:
    """JSON pointers (``""`` for the root) of the subschemas of ``schema`` that hold an
    ``$id``: the identifiers :func:`decoding_schema` leaves out of the decoded copy."""
    return tuple(p for p, node in decoded_subschemas(thaw(schema)) if "$id" in node)


def _refs_as_pointers(plain: dict[str, Any]) -> None:
    """Rewrite (in place) every ``$ref`` of ``plain`` that resolves through an ``$id`` or an
    ``$anchor`` of ``plain`` as ``#`` + the JSON pointer of its target from the root; drop
    every ``$id``.

    Resolution follows Core 2020-12 §8.2: a subschema's base URI is its ``$id`` joined to
    the base of the subschema around it; a ``$ref`` is joined to its own subschema's base;
    the fragment is a JSON pointer from the resource holding that ``$id`` or an ``$anchor``
    name inside it (draft-7's ``"$id": "#name"`` counts as an anchor). A ``$ref`` to a URI
    the schema does not hold is left as written (a tool's schema was already refused for
    one: :class:`tooldeck.tool.Tool` resolves every ``$ref`` offline).
    """
    nodes = list(decoded_subschemas(plain))
    if not any("$id" in node or "$anchor" in node for _, node in nodes):
        return  # every local ref is a pointer from the root already
    bases: dict[str, str] = {}  # subschema pointer -> its base URI
    resources: dict[str, str] = {}  # absolute URI without fragment -> subschema pointer
    anchors: dict[tuple[str, str], str] = {}  # (resource URI, anchor name) -> pointer
    for pointer, node in nodes:  # parents come before their subschemas
        base = _enclosing_base(bases, pointer)
        ident = node.get("$id")
        if isinstance(ident, str) and ident.startswith("#"):
            anchors[urldefrag(base).url, ident[1:]] = pointer
        elif isinstance(ident, str):
            base = urldefrag(urljoin(base, ident)).url
            resources[base] = pointer
        if pointer == "":
            resources.setdefault(base, "")
        bases[pointer] = base
        anchor = node.get("$anchor")
        if isinstance(anchor, str):
            anchors[base, anchor] = pointer
    for pointer, node in nodes:
        ref = node.get("$ref")
        if isinstance(ref, str):
            uri, fragment = urldefrag(urljoin(bases[pointer], ref))
            if uri in resources and (fragment == "" or fragment.startswith("/")):
                node["$ref"] = "#" + resources[uri] + fragment
            elif (uri, fragment) in anchors:
                node["$ref"] = "#" + anchors[uri, fragment]
    for _, node in nodes:
        node.pop("$id", None)


def _enclosing_base(bases: Mapping[str, str], pointer: str) -> str:
    """The base URI of the nearest subschema in ``bases`` that holds ``pointer``."""
    while pointer:
        pointer = pointer.rsplit("/", 1)[0]
        if pointer in bases:
            return bases[pointer]
    return _IMPLICIT_BASE
