"""Where in the arguments a schema marks something (was part of ``runtime/validate.py``).

The path and shell checks look for values whose schema gives a ``format`` they own, and
the audit log and the approval gate for secrets (``writeOnly``, ``format: password``).
:func:`schema_pointers` lists the places as pointer patterns from the schema alone;
:func:`schema_matches` and :func:`schema_key_matches` walk the schema and one instance
together and return the values (and the object keys) themselves.

The keywords followed come from :mod:`tooldeck.schema`'s table, on purpose not all of
them: ``not`` (a value its subschema marks is, by the schema, *not* that kind of value)
and the definitions (``$defs``, ``definitions``: reached only through ``$ref``) are left
out — but a double negation, ``not: {not: S}``, is read as ``S`` (:func:`double_negations`).

References are resolved the way the validator resolves them — by jsonschema-rs's own
:class:`jsonschema_rs.Registry` over the one schema document (offline, as
:class:`~tooldeck.runtime.validate.SchemaValidator` compiles it): JSON pointers with
RFC 6901 ``~0``/``~1`` and percent-decoding (``#/$defs/a%20b``), ``$anchor`` names,
``$id``-relative references (``other.json#/x`` against an embedded ``$id``; in a draft-04
schema its ``id``, as the validator reads it) and
``$dynamicRef``/``$recursiveRef``. A dynamic reference is followed to its static target
*and* to every ``$dynamicAnchor`` (``$recursiveAnchor: true``) of the same name in the
document: which one applies depends on the evaluation path, so every candidate is
searched (a mark found on any of them counts). A reference that cannot be resolved (a
remote document, a missing anchor) raises :class:`UnresolvedReference` with ``strict``
(the path and shell checks: fail closed), and is skipped otherwise (the audit log).

``patternProperties`` keys are matched with RE2 (:mod:`tooldeck.schema_regex`, linear in
the key: no catastrophic backtracking); a pattern RE2 cannot run (a backreference,
look-around) counts as *maybe* matching: the member is walked under that subschema and
under ``additionalProperties`` too, so nothing marked is missed.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import jsonschema_rs

from tooldeck.jsonvalue import FrozenDict, escape_pointer_token, json_pointer, thaw
from tooldeck.runtime.validate import MAX_DEPTH
from tooldeck.schema import (
    ANNOTATION_KEYWORDS,
    IN_PLACE_KEYWORDS,
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
    iter_subschemas,
)
from tooldeck.schema_regex import search

__all__ = [
    "SCHEMA_WALK_DEPTH",
    "InstanceMarks",
    "SchemaTooDeep",
    "UnresolvedReference",
    "schema_key_matches",
    "schema_matches",
    "schema_pointers",
    "schema_walk",
]

SCHEMA_WALK_DEPTH = 64
"""How deep :func:`schema_pointers` follows nested schemas and ``$ref``s."""

Match = Callable[[Mapping[str, Any]], bool]

_FOLLOWED = (
    (
        frozenset(SUBSCHEMA_SINGLE_KEYWORDS + SUBSCHEMA_LIST_KEYWORDS + SUBSCHEMA_MAP_KEYWORDS)
        | IN_PLACE_KEYWORDS
    )
    - ANNOTATION_KEYWORDS
    - {"not"}
)
"""The subschema keywords a marked value is looked for under (see the module docstring:
no ``not``, no definitions); ``propertyNames`` marks keys, so values skip it."""

_SAME_PLACE = IN_PLACE_KEYWORDS - {"not"}
"""Followed keywords whose subschemas describe the same value (branches, conditionals,
dependent schemas)."""

_OBJECT_ONLY = frozenset({"dependentSchemas", "dependencies"})
"""Same-place keywords that apply to objects only (Core §10.2.2.4)."""

_KEY_BRANCHES = _SAME_PLACE - _OBJECT_ONLY
"""What a ``propertyNames`` schema is searched through for a mark: branches and
conditionals (its instance, a key, is a string: no dependent schemas)."""


_BASE_URI = "json-schema:///"
"""The base URI of a schema without an absolute ``$id`` (jsonschema-rs's default)."""

_REFERENCE_KEYWORDS = ("$ref", "$dynamicRef", "$recursiveRef")

_LEGACY_ID = re.compile(r"draft-0[34]/schema")
"""A ``$schema`` of draft-03 or draft-04, whose base-URI keyword is ``id`` (no ``$``)."""


def double_negations(node: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The subschema ``S`` of ``node``'s ``not: {not: S}``: the same value, read twice
    negated (an instance is valid against ``not: {not: S}`` exactly when it is valid
    against ``S``), so a mark in ``S`` marks the value (session 30: ``not: {not: {format:
    shell-command}}`` passed the shell check unread). Also through ``anyOf``/``allOf``/
    ``oneOf`` between the two (rebreak30 N4: ``not: {oneOf: [{not: S}]}`` is ``S``; with
    more branches ``S`` is one reading of the value, and a mark is read where a value may
    carry it), up to :data:`_NEGATION_DEPTH` levels. Not followed: a ``$ref`` or
    ``if``/``then`` between the two ``not``s (docs/runtime.md). A single ``not`` is no
    mark."""
    found: list[Mapping[str, Any]] = []
    negated = [node.get("not")]
    for _ in range(_NEGATION_DEPTH):  # a bounded unwrapping: each round one level deeper
        branches: list[Any] = []
        for outer in negated:
            if not isinstance(outer, Mapping):
                continue
            inner = outer.get("not")
            if isinstance(inner, Mapping):
                found.append(inner)
            for keyword in ("anyOf", "allOf", "oneOf"):
                items = outer.get(keyword)
                if isinstance(items, list):
                    branches += items
        if not branches:
            break
        negated = branches
    return found


_NEGATION_DEPTH = 8
"""Levels of ``anyOf``/``allOf``/``oneOf`` read through between two ``not``s."""


class UnresolvedReference(ValueError):
    """A reference in the schema that cannot be resolved in the schema document.

    Attributes:
        pointer: where in the instance (or, from :func:`schema_pointers`, the pointer
            pattern) the walk met it (``""``: the whole arguments).
        keyword: ``$ref``, ``$dynamicRef``, ``$recursiveRef`` or ``$id``.
        reference: the reference as written.
        reason: jsonschema-rs's message.
    """

    def __init__(self, pointer: str, keyword: str, reference: str, reason: str) -> None:
        self.pointer = pointer
        self.keyword = keyword
        self.reference = reference
        self.reason = reason
        super().__init__(
            f"{pointer or '(the arguments)'}: {keyword} {reference!r} cannot be resolved "
            f"in the tool's input schema ({reason})"
        )


class SchemaTooDeep(UnresolvedReference):
    """The walk met more nested schemas or chained references than it follows (it stops
    there: with ``strict`` the value is not passed unchecked)."""

    def __init__(self, pointer: str, limit: int) -> None:
        super().__init__(pointer, "$ref", "", f"more than {limit} nested schemas or references")
        self.args = (
            f"{pointer or '(the arguments)'}: the tool's input schema nests schemas or chains "
            f"references more than {limit} levels deep here",
        )


Target = tuple[Any, Any]
"""(subschema, resolver) — a :class:`jsonschema_rs.Resolver` for its base URI."""


class _References:
    """The references of one schema document, resolved by jsonschema-rs (cached)."""

    def __init__(self, schema: Mapping[str, Any]) -> None:
        self.document = thaw(schema)
        registry = jsonschema_rs.Registry([(_BASE_URI, self.document)])
        self.root: Any = registry.resolver(_BASE_URI)
        self._cache: dict[tuple[str, str], Target | str] = {}
        self._anchors: dict[tuple[str, str | None], list[Target]] = {}
        self._reach: dict[tuple[Any, Any], dict[tuple[str, int], bool]] = {}
        """(match, key) → (base URI, subschema id) → :meth:`reaches`."""
        self.root_error: UnresolvedReference | None = None
        dialect = self.document.get("$schema") if isinstance(self.document, dict) else None
        self.id_keyword = "id" if isinstance(dialect, str) and _LEGACY_ID.search(dialect) else "$id"
        """``id`` in a draft-04 (or draft-03) schema, where it sets the base URI as ``$id``
        does later (and ``"#name"`` an anchor), else ``$id``: as the validator reads it."""
        root_id = self.document.get(self.id_keyword) if isinstance(self.document, dict) else None
        if isinstance(root_id, str):
            try:
                self.root = self.lookup(self.root, root_id)[1]
            except UnresolvedReference as error:
                self.root_error = error

    def lookup(self, resolver: Any, reference: str, keyword: str = "$id") -> Target:
        """The subschema ``reference`` names, relative to ``resolver``'s base URI.

        Raises:
            UnresolvedReference: jsonschema-rs cannot resolve it (pointer ``""``).
        """
        key = (resolver.base_uri, reference)
        found = self._cache.get(key)
        if found is None:
            try:
                resolved = resolver.lookup(reference)
                found = (resolved.contents, resolved.resolver)
            except jsonschema_rs.ReferencingError as error:
                found = str(error)
            self._cache[key] = found
        if isinstance(found, str):
            raise UnresolvedReference("", keyword, reference, found)
        return found

    def scope(self, node: Mapping[str, Any], resolver: Any) -> Any:
        """The resolver for ``node``'s base URI (its ``$id`` — draft-04's ``id`` — when it
        has one)."""
        node_id = node.get(self.id_keyword)
        if isinstance(node_id, str) and not node_id.startswith("#"):
            return self.lookup(resolver, node_id)[1]
        return resolver

    def targets(self, node: Mapping[str, Any], resolver: Any) -> list[tuple[str, str, Target]]:
        """(keyword, reference, target) of every reference ``node`` makes: the static
        target, and for a dynamic one every same-named dynamic anchor too.

        Raises:
            UnresolvedReference: a reference that cannot be resolved.
        """
        out: list[tuple[str, str, Target]] = []
        for keyword in _REFERENCE_KEYWORDS:
            reference = node.get(keyword)
            if not isinstance(reference, str):
                continue
            try:
                out.append((keyword, reference, self.lookup(resolver, reference, keyword)))
            except UnresolvedReference:
                if keyword == "$recursiveRef":  # not a 2020-12 keyword: nothing to follow
                    continue
                raise
            if keyword == "$dynamicRef" and "#" in reference:
                name: str | None = reference.split("#", 1)[1]
                if name and not name.startswith("/"):
                    out += [(keyword, reference, t) for t in self.dynamic_anchors(name)]
            elif keyword == "$recursiveRef":
                name = None
                out += [(keyword, reference, t) for t in self.dynamic_anchors(name)]
        return out

    def reach_memo(self, match: Match, key: Callable[[str], bool]) -> dict[tuple[str, int], bool]:
        """The cache of :meth:`reaches` for ``match`` and ``key``: (base URI, subschema
        id) → its answer."""
        return self._reach.setdefault((match, key), {})

    def reaches(
        self, node: Mapping[str, Any], resolver: Any, match: Match, key: Callable[[str], bool]
    ) -> bool:
        """Whether anything an instance walk may go to from ``node`` (references, double
        negations, branches, members and items: every keyword :data:`_FOLLOWED`) is a
        subschema ``match`` accepts or has a ``properties`` key ``key`` accepts. Worked out
        from the schema alone, once per subschema, ``match`` and ``key`` (cached here,
        with the document); a reference that cannot be resolved is not followed, as the
        walk does not follow it. Over-reads, never under-reads: True sends the walk on."""
        memo = self.reach_memo(match, key)
        start = (resolver.base_uri, id(node))
        known = memo.get(start)
        if known is not None:
            return known
        seen: set[tuple[str, int]] = set()
        pending: list[tuple[Any, Any]] = [(node, resolver)]
        hot = False
        while pending and not hot:
            current, at = pending.pop()
            if not isinstance(current, Mapping):
                continue
            mark = (at.base_uri, id(current))
            if mark in seen:
                continue
            seen.add(mark)
            if memo.get(mark) is True:
                hot = True
                break
            props = current.get("properties")
            if match(current) or (
                isinstance(props, Mapping) and any(isinstance(k, str) and key(k) for k in props)
            ):
                hot = True
                break
            try:
                at = self.scope(current, at)
                pending += [target for _, _, target in self.targets(current, at)]
            except UnresolvedReference:
                pass
            pending += [(child, at) for child in double_negations(current)]
            pending += [(child, at) for _, _, child in iter_subschemas(current, keywords=_FOLLOWED)]
        if not hot:  # nothing reachable from here is hot: neither from what it reaches
            for mark in seen:
                memo[mark] = False
        memo[start] = hot
        return hot

    def dynamic_anchors(self, name: str | None) -> list[Target]:
        """Every subschema with ``$dynamicAnchor: name`` (``None``: ``$recursiveAnchor:
        true``) anywhere in the document, with its resolver (over-approximated: every
        object in the document is looked at)."""
        key = (self.root.base_uri, name)
        if key not in self._anchors:
            found: list[Target] = []
            pending: list[tuple[Any, Any]] = [(self.document, self.root)]
            while pending:
                node, resolver = pending.pop()
                if isinstance(node, dict):
                    with contextlib.suppress(UnresolvedReference):  # not a schema
                        resolver = self.scope(node, resolver)  # resource: outer base
                    anchor = node.get("$dynamicAnchor" if name else "$recursiveAnchor")
                    if anchor == (name if name else True):
                        found.append((node, resolver))
                    pending += [(child, resolver) for child in node.values()]
                elif isinstance(node, list):
                    pending += [(child, resolver) for child in node]
            self._anchors[key] = found
        return self._anchors[key]


_REFERENCES: dict[int, tuple[Mapping[str, Any], _References]] = {}
"""Resolved references of frozen schemas (a tool's ``input_schema``), by identity."""


def _references(schema: Mapping[str, Any]) -> _References:
    """The :class:`_References` of ``schema`` (cached for a :class:`FrozenDict`, which
    cannot change; at most 1,024 kept)."""
    if not isinstance(schema, FrozenDict):
        return _References(schema)
    cached = _REFERENCES.get(id(schema))
    if cached is not None and cached[0] is schema:
        return cached[1]
    if len(_REFERENCES) >= 1024:
        _REFERENCES.pop(next(iter(_REFERENCES)))
    built = _References(schema)
    _REFERENCES[id(schema)] = (schema, built)
    return built


def schema_pointers(
    schema: Mapping[str, Any], match: Match, *, keys: bool = False, strict: bool = False
) -> list[str]:
    """JSON pointer patterns of every place in an instance whose schema ``match`` accepts.

    Walked: ``properties`` (``/name``), ``additionalProperties``,
    ``unevaluatedProperties`` and ``patternProperties`` (``/*``: any member), ``items``,
    ``additionalItems``, ``unevaluatedItems`` and ``contains`` (``/*``), ``prefixItems``
    and a draft-2019 ``items`` array (``/0``, ``/1`` …), the branches of
    ``anyOf``/``oneOf``/``allOf``, ``if``/``then``/``else`` and ``dependentSchemas``
    (same place), with ``keys`` also ``propertyNames`` (``/*``: the member whose *key* is
    marked), and references (``$ref``, ``$dynamicRef``, ``$recursiveRef``, resolved as
    the module docstring says; each followed once per chain, so recursive definitions
    end; :data:`SCHEMA_WALK_DEPTH` levels at most, then :class:`SchemaTooDeep` with
    ``strict``). ``*`` matches every array item or
    object member.

    Returns:
        Distinct pointer patterns in discovery order (``""`` is the whole instance).

    Raises:
        UnresolvedReference: with ``strict``, a reference (or ``$id``) the walk meets
            that cannot be resolved; without, it is skipped.
    """
    found: dict[str, None] = {}
    followed = _FOLLOWED if keys else _FOLLOWED - {"propertyNames"}
    refs_of = _references(schema)
    if strict and refs_of.root_error is not None:
        raise refs_of.root_error

    def walk(node: Any, resolver: Any, pointer: str, refs: frozenset[Any], depth: int) -> None:
        if not isinstance(node, Mapping):
            return
        if depth > SCHEMA_WALK_DEPTH:
            if strict:
                raise SchemaTooDeep(pointer, SCHEMA_WALK_DEPTH)
            return
        if match(node):
            found.setdefault(pointer, None)
        try:
            resolver = refs_of.scope(node, resolver)
            targets = refs_of.targets(node, resolver)
        except UnresolvedReference as error:
            if strict:
                raise UnresolvedReference(
                    pointer, error.keyword, error.reference, error.reason
                ) from None
            targets = []
        for _keyword, _reference, (target, target_resolver) in targets:
            key = (target_resolver.base_uri, id(target))
            if key not in refs:
                walk(target, target_resolver, pointer, refs | {key}, depth + 1)
        for child in double_negations(node):
            walk(child, resolver, pointer, refs, depth + 1)
        for path, keyword, child in iter_subschemas(node, keywords=followed):
            if keyword in _SAME_PLACE:
                walk(child, resolver, pointer, refs, depth + 1)
            elif keyword == "properties":
                here = f"{pointer}/{escape_pointer_token(path[1])}"
                walk(child, resolver, here, refs, depth + 1)
            elif keyword == "prefixItems" or (keyword == "items" and len(path) == 2):
                walk(child, resolver, f"{pointer}/{path[1]}", refs, depth + 1)
            else:
                walk(child, resolver, pointer + "/*", refs, depth + 1)

    walk(schema, refs_of.root, "", frozenset(), 0)
    return list(found)


def schema_matches(
    schema: Mapping[str, Any], instance: Any, match: Match, *, strict: bool = False
) -> list[tuple[str, Any]]:
    """The places of ``instance`` (pointer, value) whose schema ``match`` accepts, found
    by walking the instance and the schema together.

    Unlike :func:`schema_pointers` this follows recursive ``$ref``s as deep as the
    instance goes. A value is reached through ``properties``, ``additionalProperties``,
    ``unevaluatedProperties`` and ``patternProperties`` (members not in ``properties``),
    ``prefixItems``/``items``/``unevaluatedItems``, ``contains`` (every item), and every
    branch of ``anyOf``/``oneOf``/``allOf``, ``if``/``then``/``else`` and
    ``dependentSchemas`` (whether or not the branch validates or the dependency is
    present: a value that *could* be meant as the marked kind counts). References as
    the module docstring says; each subschema walked once per place (so cycles end), at
    most ``MAX_DEPTH + SCHEMA_WALK_DEPTH`` levels (then :class:`SchemaTooDeep` with
    ``strict``; a chain of 17 ``$ref``s was once a way past a 16-hop limit). Object *keys* are
    not values: :func:`schema_key_matches` finds keys marked through ``propertyNames``.

    Raises:
        UnresolvedReference: with ``strict``, a reference met at a value of
            ``instance`` that cannot be resolved (its ``pointer`` is that value's);
            without, it is skipped.
    """
    return _InstanceWalk(schema, match, strict).run(instance)[0]


def schema_key_matches(
    schema: Mapping[str, Any], instance: Any, match: Match, *, strict: bool = False
) -> list[tuple[str, str]]:
    """The object keys of ``instance`` whose ``propertyNames`` schema ``match`` accepts,
    as (pointer of the member, key), walked like :func:`schema_matches`
    (``{"files": {"propertyNames": {"format": "path"}}}`` marks every key of ``files``)."""
    return _InstanceWalk(schema, match, strict).run(instance)[1]


Path = tuple[str | int, ...]
"""Where a value sits in an instance: its object keys and array indexes, outermost first."""


@dataclass(frozen=True, slots=True)
class InstanceMarks:
    """What one walk of an instance and its schema found (:func:`schema_walk`).

    Attributes:
        found: (pointer, value) of each place whose schema ``match`` accepts, as
            :func:`schema_matches` returns them.
        declared: the path of each object member whose key a ``properties`` of the
            schema walked at that object names — a member the schema's author declared,
            as opposed to one under ``additionalProperties``/``patternProperties`` (a key
            the sender chose) —, in discovery order.
        cut: the paths where the walk stopped because schemas and references nest more
            than ``MAX_DEPTH + SCHEMA_WALK_DEPTH`` levels there (empty unless it did): what
            lies below them was not looked at, so a caller that must not miss a mark
            treats those values as unread (the audit log redacts them whole, the approval
            gate refuses the call).
        exhausted: the path where the walk stopped because it had taken ``max_steps``
            steps (:func:`schema_walk`), or None: what lies past it was not looked at.
        steps: see below.
    """

    found: list[tuple[str, Any]]
    declared: list[Path]
    cut: list[Path]
    exhausted: Path | None = None
    steps: int = 0
    """Steps the walk took (how :func:`schema_walk`'s ``max_steps`` counts): one per value
    met under one subschema, plus one per member or item of an object or array looked at
    under one subschema."""


def schema_walk(
    schema: Mapping[str, Any],
    instance: Any,
    match: Match,
    *,
    declared_key: Callable[[str], bool] | None = None,
    max_steps: int | None = None,
) -> InstanceMarks:
    """Walk ``instance`` and ``schema`` together as :func:`schema_matches` does (not
    strict: an unresolved reference is skipped) and say where ``match`` accepted, which
    members the schema declares, and where the walk was cut (:class:`InstanceMarks`).

    ``declared_key``: when given, only declared members whose key it accepts are
    recorded, and the walk does not go into a value whose schema can reach neither a
    subschema ``match`` accepts nor a ``properties`` key ``declared_key`` accepts
    (:meth:`_References.reaches`, worked out once per subschema from the schema alone):
    a 40 KB argument beside a ``password`` field is not read item by item. Each value is
    met once per subschema that applies there, so the steps (:attr:`InstanceMarks.steps`)
    are at most the value's items times the subschemas that reach a mark (union
    branches, references), twice. ``max_steps``: stop before going past that many steps
    and say where (``exhausted``), so the cost is bounded whatever the value (fix33: the
    approval gate took 5.7 s on a 40 KB argument)."""
    walk = _InstanceWalk(schema, match, strict=False, declared_key=declared_key)
    walk.budget = max_steps
    found, _ = walk.run(instance)
    return InstanceMarks(found, list(walk.declared), list(walk.cut), walk.exhausted, walk.steps)


def _no_key(key: str) -> bool:
    """No ``properties`` key counts (the walk's pruning key when none is given)."""
    return False


class _InstanceWalk:
    """One walk of an instance and its schema together (see :func:`schema_matches`)."""

    def __init__(
        self,
        schema: Mapping[str, Any],
        match: Match,
        strict: bool,
        declared_key: Callable[[str], bool] | None = None,
    ) -> None:
        self.schema = schema
        self.match = match
        self.strict = strict
        self.declared_key = declared_key
        self.refs = _references(schema)
        self.found: dict[str, Any] = {}
        self.found_keys: dict[str, str] = {}
        self.declared: dict[Path, None] = {}
        self.cut: dict[Path, None] = {}
        self.visited: set[tuple[Path, str, int]] = set()
        self.plans: dict[tuple[str, int], tuple[bool, Any, list[Target], list[Any], list[Any]]]
        self.plans = {}
        """(base URI, subschema id) → what :meth:`walk` reads of that subschema alone."""
        self._prune_key: Callable[[str], bool] = declared_key or _no_key
        self.hot = self.refs.reach_memo(match, declared_key) if declared_key else None
        """(base URI, subschema id) → :meth:`_References.reaches` (None: no pruning)."""
        self.budget: int | None = None
        """Most steps (None: unbounded); past it the walk stops and sets ``exhausted``."""
        self.steps = 0
        self.exhausted: Path | None = None

    def run(self, instance: Any) -> tuple[list[tuple[str, Any]], list[tuple[str, str]]]:
        if self.strict and self.refs.root_error is not None:
            raise self.refs.root_error
        self.walk(instance, self.schema, self.refs.root, [], 0)
        return list(self.found.items()), list(self.found_keys.items())

    def follow(self, node: Mapping[str, Any], resolver: Any, path: list[str | int]) -> Any:
        """``(resolver for node, reference targets)``; an unresolved reference raises
        (``strict``, with the instance pointer) or is skipped."""
        try:
            resolver = self.refs.scope(node, resolver)
            return resolver, [target for _, _, target in self.refs.targets(node, resolver)]
        except UnresolvedReference as error:
            if self.strict:
                raise UnresolvedReference(
                    json_pointer(path), error.keyword, error.reference, error.reason
                ) from None
            return resolver, []

    def walk(
        self,
        value: Any,
        node: Any,
        resolver: Any,
        path: list[str | int],
        depth: int,
    ) -> None:
        if not isinstance(node, dict) and not isinstance(node, Mapping):  # dict: fast path
            return
        at = (resolver.base_uri, id(node))
        if self.hot is not None:
            hot = self.hot.get(at)
            if hot is None:  # self.hot is set only with a declared_key (see __init__)
                hot = self.refs.reaches(node, resolver, self.match, self._prune_key)
            if not hot:
                return  # nothing below this schema can be marked or declared: not read
        if self.exhausted is not None:
            return
        if depth > MAX_DEPTH + SCHEMA_WALK_DEPTH:
            if self.strict:
                raise SchemaTooDeep(json_pointer(path), MAX_DEPTH + SCHEMA_WALK_DEPTH)
            self.cut.setdefault(tuple(path), None)  # not silent: schema_walk reports it
            return
        seen = (tuple(path), *at)
        if seen in self.visited:  # a schema met again at the same place (dynamic
            return  # anchors, diamonds of references): walked once
        self.visited.add(seen)
        if not self.charge(1, path):
            return
        plan = self.plans.get(at)
        if plan is None:  # what the schema alone decides, once per subschema and base
            inner, targets = self.follow(node, resolver, path)
            same = [
                (keyword, child)
                for _, keyword, child in iter_subschemas(node, keywords=_SAME_PLACE)
            ]
            plan = (self.match(node), inner, targets, double_negations(node), same)
            self.plans[at] = plan
        matched, resolver, targets, negations, same = plan
        if matched:
            self.found.setdefault(json_pointer(path), value)
        for target, target_resolver in targets:
            self.walk(value, target, target_resolver, path, depth + 1)
        for child in negations:
            self.walk(value, child, resolver, path, depth + 1)
        for keyword, child in same:
            if keyword not in _OBJECT_ONLY or isinstance(value, dict):
                self.walk(value, child, resolver, path, depth + 1)
        if isinstance(value, dict):
            self.members(value, node, resolver, path, depth)
        elif isinstance(value, list):
            self.items(value, node, resolver, path, depth)

    def charge(self, steps: int, path: list[str | int]) -> bool:
        """Count ``steps`` (a value met under a subschema: 1; the members or items of one
        looked at: their number); False, with ``exhausted`` set at ``path``, when they
        would go past the budget (nothing more is walked)."""
        if self.budget is not None and self.steps + steps > self.budget:
            self.exhausted = tuple(path)  # said, not silent: schema_walk reports it
            return False
        self.steps += steps
        return True

    def members(
        self,
        value: dict[str, Any],
        node: Mapping[str, Any],
        resolver: Any,
        path: list[str | int],
        depth: int,
    ) -> None:
        if not self.charge(len(value), path):
            return
        names = node.get("propertyNames")
        if isinstance(names, Mapping) and self.marks_keys(names, resolver, path):
            for key in value:
                path.append(key)
                self.found_keys.setdefault(json_pointer(path), key)
                path.pop()
        props = node.get("properties")
        props = props if isinstance(props, Mapping) else {}
        patterns = node.get("patternProperties")
        # a boolean schema or none marks nothing: not walked (the same as walking it)
        others = [
            sub
            for sub in (node.get("additionalProperties"), node.get("unevaluatedProperties"))
            if isinstance(sub, Mapping)
        ]
        for key, item in value.items():
            path.append(key)
            if key in props:
                if self.declared_key is None or self.declared_key(key):
                    self.declared.setdefault(tuple(path), None)
                self.walk(item, props[key], resolver, path, depth + 1)
            else:
                matched = False
                if isinstance(patterns, Mapping):
                    for pattern, sub in patterns.items():
                        hit = search(str(pattern), key)  # RE2: linear in the key
                        if hit is not False:  # None: RE2 cannot run it (a backreference,
                            # look-around): walked both as matching and as not (fail closed)
                            matched = matched or bool(hit)
                            self.walk(item, sub, resolver, path, depth + 1)
                if not matched:
                    for sub in others:
                        self.walk(item, sub, resolver, path, depth + 1)
            path.pop()

    def items(
        self,
        value: list[Any],
        node: Mapping[str, Any],
        resolver: Any,
        path: list[str | int],
        depth: int,
    ) -> None:
        if not self.charge(len(value), path):
            return
        prefix = node.get("prefixItems")
        items = node.get("items")
        if isinstance(items, list):  # draft 2019 and older: a list of item schemas
            prefix, items = items, node.get("additionalItems")
        prefix = prefix if isinstance(prefix, list) else []
        contains = node.get("contains")
        for index, item in enumerate(value):
            path.append(index)
            if index < len(prefix):
                self.walk(item, prefix[index], resolver, path, depth + 1)
            else:
                self.walk(item, items, resolver, path, depth + 1)
                self.walk(item, node.get("unevaluatedItems"), resolver, path, depth + 1)
            self.walk(item, contains, resolver, path, depth + 1)
            path.pop()

    def marks_keys(self, node: Mapping[str, Any], resolver: Any, path: list[str | int]) -> bool:
        """Whether a ``propertyNames`` schema (or a branch or reference of it) is marked."""
        pending: list[tuple[Any, Any]] = [(node, resolver)]
        seen: set[tuple[str, int]] = set()
        while pending:
            current, at = pending.pop()
            if not isinstance(current, Mapping) or (at.base_uri, id(current)) in seen:
                continue  # each subschema once: cycles end, long chains are followed
            seen.add((at.base_uri, id(current)))
            if self.match(current):
                return True
            at, targets = self.follow(current, at, path)
            pending += targets
            pending += [
                (child, at) for _, _, child in iter_subschemas(current, keywords=_KEY_BRANCHES)
            ]
            pending += [(child, at) for child in double_negations(current)]
        return False
