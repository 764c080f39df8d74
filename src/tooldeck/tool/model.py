"""The tool model every stage shares: :class:`Tool`, :class:`ToolAnnotations`, :class:`Deck`.

All three are immutable values. A tool's schemas and example arguments are frozen JSON
(:mod:`tooldeck.jsonvalue`), so a tool can be shared by many decks without copying, and a
deck subset is a new tuple of the same tool objects.

Sources of the rules enforced here:

* input schema: JSON Schema draft 2020-12; a tool's input schema must describe a JSON
  object (MCP specification 2025-06-18, ``Tool.inputSchema``: ``type: "object"``).
  Schemas are meta-validated and compiled with jsonschema-rs: on the GitHub MCP tool set
  its meta-schema check was ~340× faster than the pure-Python ``jsonschema`` package's
  (0.48 ms against 162 ms for 117 schemas; ``benchmarks/bench_formats.py``).
* annotations: MCP ``ToolAnnotations`` (specification 2025-06-18, "Tool annotations"):
  ``readOnlyHint`` default false, ``destructiveHint`` default true, ``idempotentHint``
  default false, ``openWorldHint`` default true; destructive/idempotent are meaningful
  only when the tool is not read-only.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, overload

import jsonschema_rs

from tooldeck.errors import DuplicateToolError, SchemaError, ToolDefinitionError
from tooldeck.jsonvalue import (
    FrozenDict,
    freeze,
    json_pointer,
    resolve_pointer,
    shown_json,
    thaw,
)

__all__ = [
    "Deck",
    "Group",
    "Namespaced",
    "Tool",
    "ToolAnnotations",
    "ToolExample",
    "check_object_schema",
    "require_deck",
]


@dataclass(frozen=True, slots=True)
class ToolAnnotations:
    """MCP behaviour hints of a tool. ``None`` means "not stated": the MCP default applies.

    Keeping "not stated" apart from an explicit value lets a deck round-trip through MCP
    without inventing hints. Use :attr:`read_only`, :attr:`destructive`, :attr:`idempotent`
    and :attr:`open_world` for the effective values.
    """

    read_only_hint: bool | None = None
    destructive_hint: bool | None = None
    idempotent_hint: bool | None = None
    open_world_hint: bool | None = None
    unmodelled: FrozenDict | None = field(default=None, compare=False, repr=False)
    """The other members of the MCP ``annotations`` object as the server sent them
    (``trustLevel``, ``x-approved-by`` …; ``title`` excepted, which becomes the tool's
    title), kept read-only so the lint's poisoning rules read them (session 36: they were
    dropped at load, so a claim there was never read). Not written by :meth:`to_mcp`, not
    compared, not part of :attr:`is_empty`."""

    def __post_init__(self) -> None:
        if self.unmodelled is not None:
            object.__setattr__(self, "unmodelled", freeze(dict(self.unmodelled)))
        for name in ("read_only_hint", "destructive_hint", "idempotent_hint", "open_world_hint"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, bool):
                mcp = "".join(w if i == 0 else w.title() for i, w in enumerate(name.split("_")))
                raise ToolDefinitionError(
                    f"annotation {mcp} ({name} in a deck file) must be true, false or absent, "
                    f"got {shown_json(value)}: write true or false without quotes, or leave it out"
                )

    @property
    def read_only(self) -> bool:
        """Effective read-only hint (MCP default: false)."""
        return bool(self.read_only_hint)

    @property
    def destructive(self) -> bool:
        """Effective destructive hint: false for read-only tools, else MCP default true."""
        if self.read_only:
            return False
        return True if self.destructive_hint is None else self.destructive_hint

    @property
    def idempotent(self) -> bool:
        """Effective idempotent hint: true for read-only tools, else MCP default false."""
        if self.read_only:
            return True
        return bool(self.idempotent_hint)

    @property
    def open_world(self) -> bool:
        """Effective open-world hint (MCP default: true)."""
        return True if self.open_world_hint is None else self.open_world_hint

    @property
    def is_empty(self) -> bool:
        """True when no hint is stated."""
        return all(
            getattr(self, name) is None
            for name in ("read_only_hint", "destructive_hint", "idempotent_hint", "open_world_hint")
        )

    def to_mcp(self) -> dict[str, bool]:
        """The stated hints as an MCP ``annotations`` object (camelCase keys)."""
        out: dict[str, bool] = {}
        if self.read_only_hint is not None:
            out["readOnlyHint"] = self.read_only_hint
        if self.destructive_hint is not None:
            out["destructiveHint"] = self.destructive_hint
        if self.idempotent_hint is not None:
            out["idempotentHint"] = self.idempotent_hint
        if self.open_world_hint is not None:
            out["openWorldHint"] = self.open_world_hint
        return out

    @classmethod
    def from_mcp(cls, data: Mapping[str, Any]) -> ToolAnnotations:
        """Read the four hints from an MCP ``annotations`` object; the other members but
        ``title`` are kept in :attr:`unmodelled` (None when there are none)."""
        other = {
            str(k): v for k, v in data.items() if k not in _MCP_ANNOTATION_KEYS and k != "title"
        }
        return cls(
            read_only_hint=data.get("readOnlyHint"),
            destructive_hint=data.get("destructiveHint"),
            idempotent_hint=data.get("idempotentHint"),
            open_world_hint=data.get("openWorldHint"),
            unmodelled=freeze(other) if other else None,
        )


_MCP_ANNOTATION_KEYS = frozenset(
    {"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
)
"""The hints :class:`ToolAnnotations` models (MCP 2025-06-18 ``ToolAnnotations``)."""


@dataclass(frozen=True, slots=True)
class ToolExample:
    """One example call of a tool: its arguments and, optionally, what it illustrates.

    ``arguments`` is validated against the tool's input schema when the tool is built.
    """

    arguments: FrozenDict
    description: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.arguments, Mapping):
            raise ToolDefinitionError(
                f"an example's arguments must be a JSON object, got {type(self.arguments).__name__}"
            )
        try:
            object.__setattr__(self, "arguments", freeze(self.arguments))
        except TypeError as exc:
            raise ToolDefinitionError(f"an example's arguments are not plain JSON: {exc}") from None


def _compile(schema: Mapping[str, Any], *, tool: str | None, what: str) -> Any:
    """Meta-validate ``schema`` (JSON Schema 2020-12 unless ``$schema`` says otherwise) and
    compile it, with jsonschema-rs; return the compiled validator.

    Compilation also rejects what the meta-schema cannot see: a ``pattern`` that is not a
    regular expression (ECMA-262 syntax, as JSON Schema 2020-12 §6.3.3 requires) and a
    ``$ref`` that resolves to nothing. Nothing is fetched over the network.
    """
    plain: dict[str, Any] = thaw(schema)  # jsonschema-rs takes plain dict/list only
    key = _compiled_key(plain)
    if key is not None and (known := _COMPILED.get(key)) is not None:
        return known
    validator = _compile_plain(plain, tool=tool, what=what)
    if key is not None and len(_COMPILED) < _COMPILED_KEPT:
        _COMPILED[key] = validator
    return validator


_COMPILED: dict[str, Any] = {}
"""Compiled validators of schemas that passed, by :func:`_compiled_key`: a deck of many
tools with one schema (issue 18's 100,000-tool deck) meta-validates and compiles it once.
A validator is read-only (``iter_errors``/``is_valid``), so sharing it changes nothing."""

_COMPILED_KEPT = 4096
"""Distinct schemas whose validator is kept (past it each schema is compiled again)."""

_COMPILED_KEY_CHARS = 1 << 16
"""Schemas whose serialisation is longer are not kept (the key would cost memory)."""


def _compiled_key(plain: Any) -> str | None:
    """The memo key of a plain schema: its JSON text, keys in their order, so ``1``,
    ``1.0`` and ``true`` (equal in Python) stay apart; None when it is not JSON or too
    long to keep."""
    try:
        key = json.dumps(plain, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return None  # not JSON: _compile_plain names the fault
    return key if len(key) <= _COMPILED_KEY_CHARS else None


_JSON_TYPES = ("string", "number", "integer", "boolean", "object", "array", "null")
_TYPE_ALIASES = {
    "int": "integer",
    "long": "integer",
    "float": "number",
    "double": "number",
    "decimal": "number",
    "str": "string",
    "text": "string",
    "bool": "boolean",
    "dict": "object",
    "map": "object",
    "list": "array",
    "tuple": "array",
    "none": "null",
}


def _type_hint(plain: Any, path: list[str | int]) -> str | None:
    """A clearer message when the meta-schema refused a ``type`` value that names no JSON
    Schema type (``"int"``, ``["str", "null"]``): which name, and the one meant."""
    if not path or path[-1] != "type":
        return None
    node = resolve_pointer(plain, json_pointer(path))
    names = node if isinstance(node, list) else [node]
    bad = [n for n in names if not (isinstance(n, str) and n in _JSON_TYPES)]
    if not bad or not all(isinstance(n, str) for n in bad):
        return None
    first = bad[0]
    meant = _TYPE_ALIASES.get(first.lower()) or (
        first.lower() if first.lower() in _JSON_TYPES else None
    )
    fix = f"write {meant!r}" if meant else "use one of " + ", ".join(_JSON_TYPES)
    return f"{first!r} is not a JSON Schema type; {fix}"


def _compile_plain(plain: Any, *, tool: str | None, what: str) -> Any:
    """:func:`_compile` on the thawed schema, without the memo."""
    try:
        jsonschema_rs.meta.validate(plain)
    except jsonschema_rs.ValidationError as exc:
        path = list(exc.instance_path)
        reason = _type_hint(plain, path) or exc.message
        raise SchemaError(
            f"the {what} is not a valid JSON Schema 2020-12: {reason}",
            tool=tool,
            pointer=json_pointer(path),
            keyword=str(path[-1]) if path else None,
        ) from None
    except jsonschema_rs.ReferencingError as exc:
        raise SchemaError(f"the {what} names an unknown meta-schema: {exc}", tool=tool) from None
    except (ValueError, TypeError) as exc:  # after ValidationError, a ValueError subclass
        # jsonschema-rs raises ValueError for what is not JSON at all (a set, an object, …)
        raise SchemaError(f"the {what} is not plain JSON: {exc}", tool=tool) from None
    try:
        return jsonschema_rs.validator_for(plain, validate_formats=True, offline=True)
    except jsonschema_rs.ValidationError as exc:
        path = list(exc.instance_path)
        message = exc.message
        if "retrieving it failed" in message or "does not exist" in message:
            message = (
                f"a $ref cannot be resolved ({message.splitlines()[0]}); a tool schema must "
                "be self-contained: put the definition under $defs"
            )
        raise SchemaError(
            f"the {what} cannot be used: {message}",
            tool=tool,
            pointer=json_pointer(path),
            keyword=str(path[-1]) if path else None,
        ) from None


def check_object_schema(schema: Any, *, tool: str | None, what: str = "input schema") -> Any:
    """Check that ``schema`` is a usable JSON Schema 2020-12 that describes a JSON object.

    The top level must say ``"type": "object"`` (MCP ``Tool.inputSchema`` and
    ``Tool.outputSchema``); a type list is not accepted, since a tool's arguments and
    structured result are never anything but an object.

    Returns:
        The compiled jsonschema-rs validator of ``schema``.

    Raises:
        SchemaError: naming the tool, the JSON pointer and the keyword at fault.
    """
    if not isinstance(schema, Mapping):
        raise SchemaError(
            f"the {what} must be a JSON object (a JSON Schema), got {type(schema).__name__}",
            tool=tool,
        )
    validator = _compile(schema, tool=tool, what=what)
    if schema.get("type") != "object":
        raise SchemaError(
            f'the {what} must describe a JSON object: set "type": "object" '
            f"(found type {schema.get('type')!r}; MCP requires object input and output "
            "schemas)",
            tool=tool,
            pointer="",
            keyword="type",
        )
    return validator


def _validate_example(tool: str, index: int, example: ToolExample, validator: Any) -> None:
    errors = list(validator.iter_errors(thaw(example.arguments)))
    if errors:
        details = "; ".join(
            f"{json_pointer(list(e.instance_path)) or '/'}: {e.message}" for e in errors[:5]
        )
        raise ToolDefinitionError(
            f"tool {tool!r}: example call #{index + 1} does not match the input schema: {details}"
        )


@dataclass(frozen=True, slots=True)
class Tool:
    """One tool as a model sees it, independent of any provider's wire format.

    Attributes:
        name: the tool's key, unique in a deck (what the model emits in a tool call).
        description: natural-language contract for the model (may be empty).
        input_schema: JSON Schema 2020-12 of the arguments object; ``type`` must be ``object``.
        title: human-readable display name (MCP ``title``), not sent to OpenAI/Anthropic.
        output_schema: JSON Schema of the structured result (MCP ``outputSchema``), or None.
        annotations: MCP behaviour hints.
        group: name of the group this tool belongs to (see :class:`Group`), or None.
        examples: example calls, each validated against ``input_schema``.
        meta: opaque MCP ``_meta`` carried through MCP round trips, or None.
        source: where the tool was loaded from (file, entry); ignored by equality.

    Raises:
        ToolDefinitionError: empty name, wrong field types, or an invalid example call.
        SchemaError: ``input_schema``/``output_schema`` is not a valid object schema.
    """

    name: str
    description: str = ""
    input_schema: FrozenDict = field(default_factory=lambda: freeze({"type": "object"}))
    title: str | None = None
    output_schema: FrozenDict | None = None
    annotations: ToolAnnotations = field(default_factory=ToolAnnotations)
    group: str | None = None
    examples: tuple[ToolExample, ...] = ()
    meta: FrozenDict | None = None
    source: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ToolDefinitionError(
                f"a tool needs a non-empty string name, got {self.name!r}"
                + (f" (in {self.source})" if self.source else "")
            )
        if not isinstance(self.description, str):
            raise ToolDefinitionError(
                f"tool {self.name!r}: description must be a string, "
                f"got {type(self.description).__name__}"
            )
        if self.title is not None and not isinstance(self.title, str):
            raise ToolDefinitionError(f"tool {self.name!r}: title must be a string or absent")
        if self.group is not None and (not isinstance(self.group, str) or not self.group):
            raise ToolDefinitionError(
                f"tool {self.name!r}: group must be a non-empty string or absent"
            )
        if not isinstance(self.annotations, ToolAnnotations):
            raise ToolDefinitionError(
                f"tool {self.name!r}: annotations must be a ToolAnnotations value"
            )
        validator = check_object_schema(self.input_schema, tool=self.name)
        object.__setattr__(self, "input_schema", freeze(self.input_schema))
        if self.output_schema is not None:
            check_object_schema(self.output_schema, tool=self.name, what="output schema")
            object.__setattr__(self, "output_schema", freeze(self.output_schema))
        if self.meta is not None:
            if not isinstance(self.meta, Mapping):
                raise ToolDefinitionError(f"tool {self.name!r}: meta must be a JSON object")
            try:
                object.__setattr__(self, "meta", freeze(self.meta))
            except TypeError as exc:
                raise ToolDefinitionError(
                    f"tool {self.name!r}: meta is not plain JSON: {exc}"
                ) from None
        examples = tuple(
            ex if isinstance(ex, ToolExample) else _example_from_value(self.name, ex)
            for ex in self.examples
        )
        object.__setattr__(self, "examples", examples)
        for index, example in enumerate(examples):
            _validate_example(self.name, index, example, validator)

    # --- convenience views -------------------------------------------------------------
    @property
    def parameters(self) -> Mapping[str, Any]:
        """The ``properties`` of the input schema (name → sub-schema); empty when none."""
        props = self.input_schema.get("properties")
        return props if isinstance(props, Mapping) else {}

    @property
    def required(self) -> tuple[str, ...]:
        """Names listed in the input schema's top-level ``required``."""
        req = self.input_schema.get("required")
        return tuple(req) if isinstance(req, list) else ()

    def replace(self, **changes: Any) -> Tool:
        """Return a copy with the given fields changed (re-validated)."""
        return replace(self, **changes)


def _example_from_value(tool: str, value: Any) -> ToolExample:
    if isinstance(value, Mapping) and set(value) <= {"arguments", "description"}:
        if "arguments" not in value:
            raise ToolDefinitionError(f"tool {tool!r}: an example needs an 'arguments' object")
        return ToolExample(arguments=value["arguments"], description=value.get("description"))
    raise ToolDefinitionError(
        f"tool {tool!r}: an example must be an object with 'arguments' (and optional "
        f"'description'), got {value!r}"
    )


@dataclass(frozen=True, slots=True)
class Group:
    """A named group of tools with a keyword description (used for two-level selection)."""

    name: str
    description: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise ToolDefinitionError(f"a group needs a non-empty string name, got {self.name!r}")
        if not isinstance(self.description, str):
            raise ToolDefinitionError(f"group {self.name!r}: description must be a string")


@dataclass(frozen=True, slots=True)
class Namespaced:
    """How a merged deck's tool name was made from a server's own tool name.

    A gateway or client config read as a deck (:mod:`tooldeck.formats.mcp_servers`)
    exposes each server's tool as ``prefix + separator + tool`` (``git__git_status``;
    :func:`tooldeck.formats.mcp_names.expose`). Rules on names judge each part on its own
    (the prefix is the config's, the tool name the server author's), and their messages
    name the server's tool.

    Attributes:
        server: the server's name in the config.
        prefix: the namespace prefix (default the server's name; never empty here: an
            unprefixed tool has no :class:`Namespaced`).
        separator: between prefix and tool (the config's ``separator``, default ``"__"``).
        tool: the server's own tool name.
    """

    server: str
    prefix: str
    separator: str
    tool: str


class Deck:
    """An ordered, immutable set of tools with unique names, plus group descriptions.

    ``Deck`` behaves like a read-only sequence of :class:`Tool` that can also be indexed by
    name. Subsets (:meth:`filter`, :meth:`subset`, slicing) share the tool objects, so they
    cost one tuple. Two decks are equal when their tools, groups, name and description are
    equal (sources are ignored).

    Args:
        tools: the tools, in order.
        groups: group descriptions; groups used by tools but not listed here are allowed.
        name: an optional label for the deck.
        description: an optional text about the deck (not sent to models).
        namespaces: exposed tool name → how it was namespaced (:class:`Namespaced`), for
            the tools of a deck merged from several MCP servers; ignored by equality, kept
            by subsets.
        origins: exposed tool name → (server name in the config, the server's own tool
            name), for every tool of a deck merged from MCP servers — also one exposed
            under its own name (an empty prefix, ``namespacing: on-collision``) or
            shortened with a hash, which has no :class:`Namespaced` record; a namespaced
            tool's origin is taken from its record when not given. Ignored by equality,
            kept by subsets.

    Raises:
        DuplicateToolError: two tools share a name (both sources are named).
        ToolDefinitionError: two groups share a name, or an item is not a Tool/Group.
    """

    __slots__ = (
        "__dict__",
        "_description",
        "_groups",
        "_index",
        "_name",
        "_namespaces",
        "_origins",
        "_tools",
    )

    def __init__(
        self,
        tools: Iterable[Tool] = (),
        *,
        groups: Iterable[Group] = (),
        name: str | None = None,
        description: str | None = None,
        namespaces: Mapping[str, Namespaced] | None = None,
        origins: Mapping[str, tuple[str, str]] | None = None,
    ) -> None:
        self._tools: tuple[Tool, ...] = tuple(tools)
        self._groups: tuple[Group, ...] = tuple(groups)
        self._name = name
        self._description = description
        index: dict[str, Tool] = {}
        for tool in self._tools:
            if not isinstance(tool, Tool):
                raise ToolDefinitionError(f"a deck holds Tool values, got {type(tool).__name__}")
            if tool.name in index:
                raise DuplicateToolError(tool.name, index[tool.name].source, tool.source)
            index[tool.name] = tool
        self._index = index
        self._namespaces: dict[str, Namespaced] = {
            name: ns for name, ns in (namespaces or {}).items() if name in index
        }
        self._origins: dict[str, tuple[str, str]] = {
            name: (ns.server, ns.tool) for name, ns in self._namespaces.items()
        }
        self._origins.update(
            (name, origin) for name, origin in (origins or {}).items() if name in index
        )
        seen: set[str] = set()
        for group in self._groups:
            if not isinstance(group, Group):
                raise ToolDefinitionError(f"a deck's groups are Group values, got {group!r}")
            if group.name in seen:
                raise ToolDefinitionError(f"group {group.name!r} is described twice")
            seen.add(group.name)

    # --- sequence protocol ---------------------------------------------------------------
    @property
    def tools(self) -> tuple[Tool, ...]:
        """The tools, in order."""
        return self._tools

    @property
    def groups(self) -> tuple[Group, ...]:
        """The described groups, in order."""
        return self._groups

    @property
    def name(self) -> str | None:
        """The deck's label, if any."""
        return self._name

    @property
    def description(self) -> str | None:
        """The deck's description, if any."""
        return self._description

    def namespaced(self, name: str) -> Namespaced | None:
        """How the tool called ``name`` was namespaced from a server's tool, or None (a
        tool of an ordinary deck, or one exposed under its own name)."""
        return self._namespaces.get(name)

    def origin(self, name: str) -> tuple[str, str] | None:
        """``(server, tool)``: the config's server the tool called ``name`` came from and
        that server's own name for it, or None (a tool of an ordinary deck). Unlike
        :meth:`namespaced`, set for every tool merged from MCP servers, however it is
        exposed: what ``tooldeck gateway`` pins it under (``SERVER/TOOL``)."""
        return self._origins.get(name)

    @property
    def names(self) -> tuple[str, ...]:
        """Tool names, in order."""
        return tuple(self._index)

    def __len__(self) -> int:
        return len(self._tools)

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools)

    def __contains__(self, item: object) -> bool:
        if isinstance(item, Tool):
            return self._index.get(item.name) == item
        return item in self._index

    @overload
    def __getitem__(self, key: int | str) -> Tool: ...
    @overload
    def __getitem__(self, key: slice) -> Deck: ...
    def __getitem__(self, key: int | str | slice) -> Tool | Deck:
        if isinstance(key, str):
            try:
                return self._index[key]
            except KeyError:
                raise KeyError(f"no tool named {key!r} in this deck") from None
        if isinstance(key, slice):
            return self._derive(self._tools[key])
        return self._tools[key]

    def get(self, name: str) -> Tool | None:
        """The tool called ``name``, or None."""
        return self._index.get(name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deck):
            return NotImplemented
        return (
            self._tools == other._tools
            and self._groups == other._groups
            and self._name == other._name
            and self._description == other._description
        )

    def __hash__(self) -> int:
        return hash((self._tools, self._groups, self._name))

    def __repr__(self) -> str:
        label = f" {self._name!r}" if self._name else ""
        tools, groups = len(self._tools), len(self.group_names)
        return (
            f"<Deck{label}: {tools} tool{'' if tools == 1 else 's'}, "
            f"{groups} group{'' if groups == 1 else 's'}>"
        )

    # --- groups ----------------------------------------------------------------------------
    @cached_property
    def group_names(self) -> tuple[str, ...]:
        """Group names in order: described groups first, then groups only used by tools."""
        names = [g.name for g in self._groups]
        for tool in self._tools:
            if tool.group is not None and tool.group not in names:
                names.append(tool.group)
        return tuple(names)

    def group(self, name: str) -> Group | None:
        """The described group called ``name``, or None."""
        for group in self._groups:
            if group.name == name:
                return group
        return None

    # --- subsets ---------------------------------------------------------------------------
    def _derive(self, tools: Iterable[Tool]) -> Deck:
        tools = tuple(tools)
        used = {t.group for t in tools}
        groups = tuple(g for g in self._groups if g.name in used)
        return Deck(
            tools,
            groups=groups,
            name=self._name,
            description=self._description,
            namespaces=self._namespaces,
            origins=self._origins,
        )

    def subset(self, names: Sequence[str]) -> Deck:
        """A deck of the named tools, in the order given.

        Raises:
            KeyError: a name is not in the deck.
        """
        return self._derive(self[name] for name in names)

    def filter(
        self,
        predicate: Callable[[Tool], bool] | None = None,
        *,
        group: str | Iterable[str] | None = None,
        read_only: bool | None = None,
        destructive: bool | None = None,
        idempotent: bool | None = None,
        open_world: bool | None = None,
    ) -> Deck:
        """A deck of the tools that match every given condition (effective MCP hints)."""
        groups = {group} if isinstance(group, str) else (set(group) if group is not None else None)

        def keep(tool: Tool) -> bool:
            ann = tool.annotations
            return (
                (groups is None or tool.group in groups)
                and (read_only is None or ann.read_only == read_only)
                and (destructive is None or ann.destructive == destructive)
                and (idempotent is None or ann.idempotent == idempotent)
                and (open_world is None or ann.open_world == open_world)
                and (predicate is None or predicate(tool))
            )

        return self._derive(t for t in self._tools if keep(t))

    # --- constructor from typed Python functions (tooldeck.tool.declare) ---------------------
    @classmethod
    def from_functions(
        cls,
        functions: Iterable[Callable[..., Any]],
        *,
        groups: Iterable[Group] = (),
        name: str | None = None,
    ) -> Deck:
        """A deck declared from typed Python functions (plain or ``@tool``-decorated).

        See :func:`tooldeck.tool.declare.deck_from_functions`.
        """
        from tooldeck.tool.declare import deck_from_functions

        return deck_from_functions(list(functions), groups=tuple(groups), name=name)

    def with_tools(self, tools: Iterable[Tool]) -> Deck:
        """A deck with the same groups and name but other tools (e.g. rewritten descriptions);
        tools that keep their names keep their :meth:`namespaced` and :meth:`origin`
        records."""
        return Deck(
            tools,
            groups=self._groups,
            name=self._name,
            description=self._description,
            namespaces=self._namespaces,
            origins=self._origins,
        )


def require_deck(value: object, *, error: type[Exception] = TypeError, also: str = "") -> Deck:
    """``value`` itself when it is a :class:`Deck`; else ``error`` naming the argument
    ``deck``, what was given and how to make one — the one check and message of every
    entry point that takes a deck (``tooldeck.formats.export``, ``tooldeck.lint.lint``,
    ``Runtime``): ``deck: expected a tooldeck Deck, got list; load one with
    tooldeck.load(source).deck or build one with Deck([Tool(...), ...]) or, for @tool
    functions, Deck.from_functions([...])``.

    Args:
        value: what the caller was given as its deck.
        error: the exception class to raise (``TypeError``; the runtime's
            ``RuntimeConfigError``).
        also: a sentence the caller adds after the message (the runtime: where the
            handlers go).

    Raises:
        Exception: ``error``, when ``value`` is not a :class:`Deck`.
    """
    if isinstance(value, Deck):
        return value
    message = (
        f"deck: expected a tooldeck Deck, got {type(value).__name__}; load one with "
        "tooldeck.load(source).deck or build one with Deck([Tool(...), ...]) or, for @tool "
        "functions, Deck.from_functions([...])"
    )
    raise error(f"{message}; {also}" if also else message)
