"""OpenAPI 3.x documents read as a deck: one tool per operation (read only; no export).

Source: OpenAPI Specification 3.0.3 and 3.1.0, "Operation Object", "Parameter Object",
"Request Body Object", "Reference Object"; JSON Schema 2020-12 for the input schema.
A document is recognised by its ``openapi: 3.x`` key (:func:`is_openapi`); Swagger 2.0
(``swagger: "2.0"``) is refused with a message saying so.

Each operation under ``paths`` becomes one :class:`~tooldeck.tool.Tool`:

* name: ``operationId``; without one, ``METHOD_path`` (``get_orders_order_id``), noted;
* description: ``summary`` then ``description`` (a blank line between);
* ``inputSchema``: an object whose properties are the path, query and header parameters
  (path-item parameters, overridden by the operation's of the same ``name``/``in``) and
  the properties of the JSON request body (``application/json`` or ``…+json``; form
  bodies likewise, noted); a body that is not an object with properties, or whose
  property names clash with a parameter, is kept whole under ``body`` (noted). ``required``
  comes from each parameter's ``required`` and, when the request body is required, from
  the body schema's ``required``;
* cookie parameters are dropped (noted): a tool call has no cookies;
* ``$ref`` (components, path items, parameters, request bodies, schemas) are resolved with
  the ``referencing`` library; a recursive schema reference is kept as ``$defs`` (noted);
  a reference to another file is an error asking for a bundled document;
* OpenAPI 3.0 schema keywords JSON Schema lacks are rewritten, each rewrite noted:
  ``nullable: true`` → ``"null"`` added to ``type``; ``example`` → ``examples``; boolean
  ``exclusiveMinimum``/``exclusiveMaximum`` → the number form;
* hints from the HTTP method (RFC 9110 §9.2.1 safe, §9.2.2 idempotent methods):
  GET/HEAD/OPTIONS read-only; PUT and DELETE idempotent; DELETE destructive; noted;
* group: the operation's first tag (group descriptions from the top-level ``tags``);
* the method, path and where each property goes (``path``/``query``/``header``/``body``)
  are kept in the tool's ``_meta`` under ``tooldeck/openapi``.

Responses, security requirements, servers and webhooks are not read (a note says so when
present).
Every derived or changed value is a :class:`~tooldeck.formats.base.ConversionWarning`
the CLI prints ("no silent conversion").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, cast

from referencing import Registry, Resource
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from tooldeck.errors import FormatError, ToolDeckError
from tooldeck.formats.base import LoadResult, WarningCollector, with_location
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations

__all__ = ["META_KEY", "is_openapi", "load_openapi", "quote_status_codes"]

META_KEY = "tooldeck/openapi"
"""The ``_meta`` key holding an operation's ``method``, ``path`` and property origins."""

_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
_READ_ONLY = frozenset({"get", "head", "options"})
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
_SCHEMA_ONE = (
    "items",
    "additionalProperties",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "propertyNames",
    "unevaluatedProperties",
    "unevaluatedItems",
    "additionalItems",
)
_JSON_MEDIA = re.compile(r"^application/([\w.-]+\+)?json(;.*)?$", re.IGNORECASE)
_FORM_MEDIA = ("application/x-www-form-urlencoded", "multipart/form-data")


def is_openapi(data: Any) -> bool:
    """Whether parsed ``data`` is an OpenAPI or Swagger document (an ``openapi`` or
    ``swagger`` key at the top with ``paths`` or ``info``): such a document is read by
    :func:`load_openapi`, which refuses what it cannot read."""
    return (
        isinstance(data, Mapping)
        and ("openapi" in data or "swagger" in data)
        and ("paths" in data or "info" in data)
    )


def quote_status_codes(data: Any, max_depth: int) -> Any:
    """``data`` with each integer key of a ``responses`` object written as a string
    (``200:`` → ``"200"``), for an OpenAPI or Swagger document (:func:`is_openapi`);
    anything else is returned as it is.

    YAML reads an unquoted status code as an integer, and JSON object keys are strings,
    so the value checks refuse such a file whole; OpenAPI asks for quoted codes
    (OpenAPI 3.1.0, Responses Object) but hand-written documents seldom quote them.
    :func:`load_openapi` does not read responses at all (its note says so), so no value a
    tool carries changes. Keys elsewhere are left for the value checks to refuse. Nesting
    deeper than ``max_depth`` is left alone (the value checks refuse it).
    """
    if not is_openapi(data):
        return data
    stack: list[tuple[Any, int, bool]] = [(data, 0, False)]
    while stack:
        node, depth, in_responses = stack.pop()
        if depth > max_depth:
            continue
        if isinstance(node, dict):
            if in_responses and any(type(k) is int for k in node):
                quoted = {(str(k) if type(k) is int else k): v for k, v in node.items()}
                if len(quoted) == len(node):  # 200 and "200" both present: left to refuse
                    node.clear()
                    node.update(quoted)
            stack.extend((value, depth + 1, key == "responses") for key, value in node.items())
        elif isinstance(node, list):
            stack.extend((value, depth + 1, False) for value in node)
    return data


class _Reader:
    """One document's reading: reference resolution, schema rewrites, notes."""

    def __init__(self, doc: Mapping[str, Any], source: str, notes: WarningCollector) -> None:
        self.doc = doc
        self.source = source
        self.notes = notes
        self.v30 = str(doc.get("openapi", "")).startswith("3.0")
        resource = Resource.from_contents(dict(doc), default_specification=DRAFT202012)
        self.resolver = Registry().with_resource("", resource).resolver(base_uri="")
        self.defs: dict[str, Any] = {}
        self.def_names: dict[str, str] = {}
        self.tool = ""

    def lookup(self, ref: Any, where: str) -> Any:
        """The value ``ref`` points at.

        Raises:
            FormatError: not a string, another file's reference, or nothing at the pointer.
        """
        if not isinstance(ref, str):
            raise FormatError(f"{self.source}: {where}/$ref: must be a string, got {ref!r}")
        if not ref.startswith("#"):
            raise FormatError(
                f"{self.source}: {where}/$ref: {ref!r} refers to another document; tooldeck "
                "reads one file: bundle the spec first (e.g. `redocly bundle` or "
                "`swagger-cli bundle`) so every $ref starts with '#/'"
            )
        try:
            return self.resolver.lookup(ref).contents
        except Unresolvable:
            raise FormatError(
                f"{self.source}: {where}/$ref: {ref!r} points at nothing in the document"
            ) from None

    def deref(self, value: Any, where: str) -> Any:
        """``value`` with a top-level ``$ref`` (of a parameter, request body, path item)
        followed, chains included."""
        seen: list[str] = []
        while isinstance(value, Mapping) and "$ref" in value:
            ref = value["$ref"]
            if ref in seen:
                raise FormatError(f"{self.source}: {where}/$ref: {ref!r} refers to itself")
            seen.append(ref)
            value = self.lookup(ref, where)
        return value

    def schema(self, node: Any, where: str, stack: tuple[str, ...] = ()) -> Any:
        """``node`` as JSON Schema 2020-12: references inlined (recursive ones as
        ``$defs``), OpenAPI 3.0 keywords rewritten; each change noted."""
        if isinstance(node, bool):
            return node
        if not isinstance(node, Mapping):
            raise FormatError(
                f"{self.source}: {where}: a schema must be an object, got {type(node).__name__}"
            )
        if "$ref" in node:
            ref = node["$ref"]
            siblings = {k: v for k, v in node.items() if k != "$ref"}
            if ref in stack:
                name = self._def_name(ref)
                self.notes.add(
                    "$ref",
                    f"the recursive schema {ref} is kept as $defs/{name} (it cannot be inlined)",
                    self.tool,
                )
                out: dict[str, Any] = {"$ref": f"#/$defs/{name}"}
            else:
                target = self.lookup(ref, where)
                out = dict(self.schema(target, where, (*stack, ref)))
                if ref in self.def_names and self.def_names[ref] not in self.defs:
                    self.defs[self.def_names[ref]] = dict(out)
            if siblings:
                out.update(self.schema(siblings, where, stack))
            return out
        out = {}
        for key, value in node.items():
            if key in _SCHEMA_MAPS and isinstance(value, Mapping):
                out[key] = {
                    name: self.schema(sub, f"{where}/{key}/{name}", stack)
                    for name, sub in value.items()
                }
            elif key in _SCHEMA_LISTS and isinstance(value, list):
                out[key] = [
                    self.schema(sub, f"{where}/{key}/{i}", stack) for i, sub in enumerate(value)
                ]
            elif key in _SCHEMA_ONE and isinstance(value, Mapping | bool):
                out[key] = self.schema(value, f"{where}/{key}", stack)
            else:
                out[key] = value
        return self._rewrite_30(out, where)

    def _def_name(self, ref: str) -> str:
        if ref not in self.def_names:
            base = re.sub(r"[^A-Za-z0-9_.-]", "_", ref.rsplit("/", 1)[-1]) or "def"
            name, n = base, 2
            while name in self.def_names.values():
                name, n = f"{base}_{n}", n + 1
            self.def_names[ref] = name
        return self.def_names[ref]

    def _rewrite_30(self, out: dict[str, Any], where: str) -> dict[str, Any]:
        if out.get("nullable") is True:
            del out["nullable"]
            kind = out.get("type")
            if isinstance(kind, str):
                out["type"] = [kind, "null"]
            elif isinstance(kind, list) and "null" not in kind:
                out["type"] = [*kind, "null"]
            if isinstance(out.get("enum"), list) and None not in out["enum"]:
                out["enum"] = [*out["enum"], None]
            self.notes.add(
                "nullable", "OpenAPI 3.0 'nullable: true' written as a \"null\" type", self.tool
            )
        elif out.get("nullable") is False:
            del out["nullable"]
        if "example" in out and self.v30:
            out.setdefault("examples", [out["example"]])
            del out["example"]
            self.notes.add(
                "example", "OpenAPI 'example' written as JSON Schema 'examples'", self.tool
            )
        for bound, limit in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
            if isinstance(out.get(bound), bool):
                if out[bound] and limit in out:
                    out[bound] = out.pop(limit)
                else:
                    del out[bound]
                self.notes.add(
                    bound,
                    f"OpenAPI 3.0's boolean '{bound}' written in JSON Schema's number form",
                    self.tool,
                )
        return out


def _fail(source: str, where: str, what: str) -> FormatError:
    return FormatError(f"{source}: {where}: {what}")


def _check_version(doc: Mapping[str, Any], source: str) -> None:
    if "swagger" in doc and "openapi" not in doc:
        raise FormatError(
            f"{source}: swagger: {doc['swagger']!r}: Swagger 2.0 documents are not read; "
            "convert it to OpenAPI 3 first (e.g. `npx swagger2openapi` or "
            "https://converter.swagger.io), then load the result"
        )
    version = doc.get("openapi")
    if not isinstance(version, str) or not re.match(r"^3\.\d+(\.\d+)?", version):
        raise _fail(
            source, "openapi", f"{version!r} is not an OpenAPI 3.x version (write e.g. '3.0.3')"
        )
    if not isinstance(doc.get("paths", {}), Mapping):
        raise _fail(source, "paths", "must be an object of paths, e.g. {'/orders': {get: …}}")


def _derived_name(method: str, path: str) -> str:
    words = re.sub(r"[^A-Za-z0-9]+", "_", path).strip("_")
    return f"{method}_{words}" if words else method


def load_openapi(data: Any, *, source: str) -> LoadResult:
    """Read an OpenAPI 3.x document as a deck (format name ``openapi``).

    Args:
        data: the parsed document (JSON or YAML).
        source: the file name, used in errors and each tool's ``source``.

    Returns:
        A :class:`~tooldeck.formats.base.LoadResult` whose warnings are the notes on
        every derived or changed value (module docstring).

    Raises:
        FormatError: Swagger 2.0, a version other than 3.x, a field of the wrong type
            (named by its path in the document), an unresolvable or external ``$ref``.
        SchemaError, ToolDefinitionError, DuplicateToolError: a tool that cannot be built
            (an invalid schema, two operations with one ``operationId``).
    """
    if not isinstance(data, Mapping):
        raise FormatError(f"{source}: an OpenAPI document is an object")
    _check_version(data, source)
    notes = WarningCollector()
    reader = _Reader(data, source, notes)
    tools: list[Tool] = []
    paths = data.get("paths") or {}
    for path, item in paths.items():
        where = f"paths/{path}"
        item = reader.deref(item, where)
        if not isinstance(item, Mapping):
            raise _fail(source, where, "must be an object of operations by HTTP method")
        shared = item.get("parameters", [])
        for method, op in item.items():  # in the document's order
            if method not in _METHODS:
                continue
            op_where = f"{where}/{method}"
            if not isinstance(op, Mapping):
                raise _fail(source, op_where, "must be an operation object")
            try:
                tools.append(_tool(reader, path, method, op, shared, op_where))
            except FormatError:
                raise  # _fail's text already names the file and the field's path
            except ToolDeckError as exc:
                raise with_location(exc, f"{source}#{op_where}") from exc
    for key, what in (
        ("servers", "server URLs"),
        ("security", "security requirements"),
        ("webhooks", "webhooks (requests the API sends, not operations a tool calls)"),
    ):
        if data.get(key):
            notes.add(key, f"{what} are not part of a tool definition; not read")
    if any(
        isinstance(op, Mapping) and op.get("responses")
        for item in paths.values()
        if isinstance(item, Mapping)
        for op in item.values()
    ):
        notes.add(
            "responses",
            "operation responses are not read (no output schema is made; status codes may "
            "be written unquoted, 200:)",
        )
    info: Mapping[str, Any] = data["info"] if isinstance(data.get("info"), Mapping) else {}
    groups = []
    tags = data.get("tags", [])
    if isinstance(tags, list):
        used = {t.group for t in tools}
        for tag in tags:
            if isinstance(tag, Mapping) and tag.get("name") in used:
                desc = tag.get("description")
                groups.append(Group(str(tag["name"]), desc if isinstance(desc, str) else ""))
    title = info.get("title")
    description = info.get("description")
    deck = Deck(
        tools,
        groups=groups,
        name=title if isinstance(title, str) else None,
        description=description if isinstance(description, str) else None,
    )
    return LoadResult(deck, "openapi", notes.result())


def _parameters(
    reader: _Reader, shared: Any, own: Any, where: str
) -> list[tuple[Mapping[str, Any], str]]:
    """The operation's parameters (shared ones overridden by ``name``/``in``), each with
    the place it was written."""
    merged: dict[tuple[str, str], tuple[Mapping[str, Any], str]] = {}
    for key, listed in (("path item", shared), ("operation", own)):
        if listed is None:
            continue
        base = where.rsplit("/", 1)[0] if key == "path item" else where
        if not isinstance(listed, list):
            raise _fail(reader.source, f"{base}/parameters", "must be a list of parameters")
        for i, raw in enumerate(listed):
            at = f"{base}/parameters/{i}"
            param = reader.deref(raw, at)
            if not isinstance(param, Mapping):
                raise _fail(reader.source, at, "a parameter must be an object")
            name, place = param.get("name"), param.get("in")
            if not isinstance(name, str) or not name:
                raise _fail(reader.source, f"{at}/name", "must be a non-empty string")
            if place not in ("path", "query", "header", "cookie"):
                raise _fail(
                    reader.source, f"{at}/in", f"{place!r}: must be path, query, header or cookie"
                )
            merged[(name, place)] = (param, at)
    return list(merged.values())


def _media_schema(reader: _Reader, content: Any, at: str) -> tuple[str, Any] | None:
    if not isinstance(content, Mapping):
        raise _fail(reader.source, f"{at}/content", "must be an object of media types")
    for media, body in content.items():
        if _JSON_MEDIA.match(str(media)) and isinstance(body, Mapping):
            return str(media), body.get("schema", {})
    for media in _FORM_MEDIA:
        body = content.get(media)
        if isinstance(body, Mapping):
            return media, body.get("schema", {})
    return None


def _tool(
    reader: _Reader, path: str, method: str, op: Mapping[str, Any], shared: Any, where: str
) -> Tool:
    source = reader.source
    op_id = op.get("operationId")
    if op_id is not None and (not isinstance(op_id, str) or not op_id.strip()):
        raise _fail(source, f"{where}/operationId", "must be a non-empty string")
    name = op_id if isinstance(op_id, str) else _derived_name(method, path)
    reader.tool = name
    reader.defs, reader.def_names = {}, {}  # $defs are per tool
    notes = reader.notes
    if op_id is None:
        notes.add(
            "operationId",
            f"no operationId: the tool is named from the method and path ({method.upper()} "
            f"{path}); give each operation an operationId to choose the name",
            name,
        )
    texts = []
    for key in ("summary", "description"):
        text = op.get(key)
        if text is not None and not isinstance(text, str):
            raise _fail(source, f"{where}/{key}", "must be a string")
        if text and text.strip() and text.strip() not in texts:
            texts.append(text.strip())
    if op.get("deprecated") is True:
        notes.add("deprecated", "operation marked deprecated in the spec; still read", name)
    properties: dict[str, Any] = {}
    required: list[str] = []
    origin: dict[str, str] = {}
    for param, at in _parameters(reader, shared, op.get("parameters"), where):
        pname, place = param["name"], param["in"]
        if place == "cookie":
            notes.add(
                "parameters",
                f"cookie parameter {pname!r} dropped (a tool call has no cookies)",
                name,
            )
            continue
        if pname in properties:
            notes.add(
                "parameters",
                f"parameter {pname!r} is both in {origin[pname]} and {place}: the {place} one "
                f"is named '{place}_{pname}'",
                name,
            )
            pname = f"{place}_{pname}"
        if "schema" in param:
            schema = reader.schema(param["schema"], f"{at}/schema")
        elif "content" in param:
            found = _media_schema(reader, param["content"], at)
            schema = reader.schema(found[1], f"{at}/content") if found else {}
        else:
            raise _fail(source, at, "a parameter needs 'schema' or 'content'")
        schema = dict(schema) if isinstance(schema, Mapping) else {}
        desc = param.get("description")
        if isinstance(desc, str) and desc.strip() and "description" not in schema:
            schema["description"] = desc.strip()
        if reader.v30 and "example" in param:
            schema.setdefault("examples", [param["example"]])
        properties[pname] = schema
        origin[pname] = place
        if param.get("required") is True or place == "path":
            required.append(pname)
    extra: dict[str, Any] = {}
    if "requestBody" in op:
        at = f"{where}/requestBody"
        body = reader.deref(op["requestBody"], at)
        if not isinstance(body, Mapping):
            raise _fail(source, at, "must be a request body object")
        found = _media_schema(reader, body.get("content", {}), at)
        body_required = body.get("required") is True
        if found is None:
            kinds = ", ".join(map(str, body.get("content", {}))) or "none"
            notes.add(
                "requestBody",
                f"request body dropped: no JSON or form media type (has {kinds})",
                name,
            )
        else:
            media, raw = found
            schema = reader.schema(raw, f"{at}/content/{media}/schema")
            if not _JSON_MEDIA.match(media):
                notes.add("requestBody", f"a {media} body read as JSON properties", name)
            body_props = schema.get("properties") if isinstance(schema, Mapping) else None
            clash = sorted(set(body_props or ()) & set(properties))
            mergeable = (
                isinstance(body_props, Mapping)
                and schema.get("type", "object") == "object"
                and not any(k in schema for k in ("allOf", "anyOf", "oneOf", "$ref"))
                and not clash
            )
            if mergeable and isinstance(body_props, Mapping):
                for prop, sub in body_props.items():
                    properties[prop] = sub
                    origin[prop] = "body"
                listed = [r for r in schema.get("required", []) if r in body_props]
                if body_required:
                    required.extend(listed)
                elif listed:
                    notes.add(
                        "requestBody",
                        "the request body is optional, so its required properties "
                        f"({', '.join(listed)}) are optional in the tool",
                        name,
                    )
                if schema.get("additionalProperties") is False:
                    extra["additionalProperties"] = False
            else:
                key = "body" if "body" not in properties else "request_body"
                why = (
                    f"its properties {', '.join(clash)} have a parameter's name"
                    if clash
                    else "it is not an object with properties"
                )
                notes.add(
                    "requestBody", f"the request body is kept whole under '{key}': {why}", name
                )
                properties[key] = schema
                origin[key] = "body"
                if body_required:
                    required.append(key)
    input_schema: dict[str, Any] = {"type": "object", "properties": properties}
    input_schema["required"] = list(dict.fromkeys(required))
    input_schema.update(extra)
    if reader.defs and _mentions_defs(input_schema):
        input_schema["$defs"] = dict(reader.defs)
    annotations = _hints(method)
    if annotations != ToolAnnotations():
        notes.add(
            "annotations",
            _HINT_NOTE,
            name,
        )
    tags = op.get("tags")
    group = tags[0] if isinstance(tags, list) and tags and isinstance(tags[0], str) else None
    meta = {META_KEY: {"method": method.upper(), "path": path, "in": origin}}
    return Tool(
        name=name,
        description="\n\n".join(texts),
        input_schema=cast(Any, input_schema),
        annotations=annotations,
        group=group or None,
        meta=cast(Any, meta),
        source=f"{source}#{where}",
    )


_HINT_NOTE = (
    "behaviour hints derived from the HTTP method (RFC 9110: GET/HEAD/OPTIONS read-only, "
    "PUT/DELETE idempotent, DELETE destructive); state them in the deck to override"
)


def _hints(method: str) -> ToolAnnotations:
    if method in _READ_ONLY:
        return ToolAnnotations(read_only_hint=True)
    if method == "delete":
        return ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=True)
    if method == "put":
        return ToolAnnotations(read_only_hint=False, idempotent_hint=True)
    return ToolAnnotations()


def _mentions_defs(value: Any) -> bool:
    if isinstance(value, Mapping):
        ref = value.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            return True
        return any(_mentions_defs(v) for v in value.values())
    if isinstance(value, list):
        return any(_mentions_defs(v) for v in value)
    return False
