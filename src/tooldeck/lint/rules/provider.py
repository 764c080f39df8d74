"""P: what providers accept. These are requests that fail, or schemas a provider rewrites
or refuses, before the model sees anything."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tooldeck.errors import ExportError
from tooldeck.formats.gemini import gemini_refused_keywords
from tooldeck.formats.openai_strict import make_strict
from tooldeck.jsonvalue import escape_pointer_token
from tooldeck.lint.context import LintContext, collect_refs, unused_definitions
from tooldeck.lint.model import RuleHit, Severity
from tooldeck.lint.registry import rule
from tooldeck.schema import local_ref_target
from tooldeck.tool import Tool


@rule(
    "P101",
    "too-many-tools",
    Severity.warning,
    summary="The deck has more tools than one request may carry (`max-tools`, OpenAI: 128).",
    why="OpenAI refuses requests with more than 128 tools; before that limit, accuracy "
    "falls as tools are added (RAG-MCP, arXiv 2505.03275; OpenAI's guide "
    "suggests fewer than 20 functions at a time); `tooldeck cost` says when to prefilter and "
    "when to load definitions on demand.",
    bad="(a deck of 150 tools sent on every request)",
    better="(select a subset per request: tooldeck select)",
    scope="deck",
)
def too_many_tools(ctx: LintContext) -> Iterator[RuleHit]:
    limit = ctx.options.max_tools
    if len(ctx.deck) > limit:
        # the limit is OpenAI's only at its default: a configured max-tools is the user's
        whose = "OpenAI accepts" if limit == 128 else "max-tools allows"
        yield RuleHit("", f"{len(ctx.deck)} tools; {whose} {limit} per request — select a subset")


def _depth(schema: Mapping[str, object], ctx: LintContext, tool: Tool) -> int:
    walked = max((n.depth for n in ctx.nodes(tool) if n.schema.get("type") == "object"), default=1)
    return max(walked, _ref_depth(schema, schema, frozenset()))


_CHILD_ONE = ("items", "additionalProperties", "contains", "unevaluatedProperties")
_BRANCHES = ("anyOf", "oneOf", "allOf")


def _ref_depth(
    schema: Mapping[str, object], root: Mapping[str, object], seen: frozenset[str]
) -> int:
    """Object nesting of ``schema`` following local ``$ref``s into ``$defs`` (a cycle stops
    at the second visit of a reference); a combinator branch stays at its parent's level,
    as the schema walk counts it."""
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref not in seen:
        target = local_ref_target(ref, root)
        if target is not None:
            return _ref_depth(target, root, seen | {ref})
    own = 1 if schema.get("type") == "object" or "properties" in schema else 0
    children = 0
    for key in ("properties", "patternProperties"):
        members = schema.get(key)
        if isinstance(members, Mapping):
            for child in members.values():
                if isinstance(child, Mapping):
                    children = max(children, _ref_depth(child, root, seen))
    for key in _CHILD_ONE:
        child = schema.get(key)
        if isinstance(child, Mapping):
            children = max(children, _ref_depth(child, root, seen))
    best = own + children
    for key in _BRANCHES:
        branches = schema.get(key)
        if isinstance(branches, list):
            for branch in branches:
                if isinstance(branch, Mapping):
                    inner = _ref_depth(branch, root, seen)
                    best = max(best, max(inner, own) if own else inner)
    return best


@rule(
    "P102",
    "strict-incompatible",
    Severity.info,
    summary="The schema cannot be made OpenAI strict (free-form object, value of any "
    "type, array without items…), even with unsupported keywords dropped.",
    why="OpenAI strict mode guarantees schema-valid arguments by constrained decoding (OpenAI "
    "Structured Outputs docs), but only for schemas where every object is closed and every value "
    "typed; `tooldeck convert --to openai --strict` has to fall back to non-strict for this tool.",
    bad="metadata: {type: object}  # free-form",
    better="metadata: {type: object, properties: {key: …}, additionalProperties: false}",
    schema_only=True,
)
def strict_incompatible(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    schema: Mapping[str, Any] = tool.input_schema
    unused = unused_definitions(schema)
    if unused:  # a shared $defs block: only what the arguments use must be strict
        schema = dict(schema)
        for keyword, name in unused:
            kept = {k: v for k, v in schema[keyword].items() if k != name}
            schema[keyword] = kept
    try:
        make_strict(schema, tool=tool.name, unsupported="drop")
    except ExportError as exc:
        message = exc.reason if exc.tool else str(exc)  # the tool is the finding's own
        pointer = "/input_schema" + (exc.pointer or "")
        yield RuleHit(pointer, f"not strict-compatible: {message}")


@rule(
    "P103",
    "strict-nesting-too-deep",
    Severity.info,
    summary="Objects nest deeper than `strict-max-depth` (default 5, the limit the "
    "issue cites from OpenAI's strict-mode documentation; newer docs allow 10).",
    why="OpenAI strict mode limits object nesting; a deeper schema is refused with "
    "strict: true. Deep nesting is also where models misplace keys.",
    bad="a → b → c → d → e → f (six nested objects)",
    better="flatten: pass ids and look the nested parts up in the tool",
    schema_only=True,
)
def strict_depth(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    depth = _depth(tool.input_schema, ctx, tool)
    if depth > ctx.options.strict_max_depth:
        yield RuleHit(
            "/input_schema",
            f"objects nest {depth} levels; strict mode allows {ctx.options.strict_max_depth}",
        )


@rule(
    "P104",
    "gemini-rejected-keyword",
    Severity.warning,
    summary="A keyword Gemini's OpenAPI-subset `parameters` refuses (`additionalProperties`, "
    "`$ref`, `oneOf`, `const`, a list-valued `type`…). Runs by default with target "
    "gemini (`--target gemini`, or a file in Gemini's `functionDeclarations` format when "
    "no target is given); otherwise select `P104`.",
    why="Gemini's FunctionDeclaration.parameters takes a subset of the OpenAPI 3.0 schema "
    "object (Gemini API reference, Schema); a request whose schema carries "
    "`additionalProperties` or `$defs` fails with 'Unknown name' (promptfoo/promptfoo#6902, "
    "google-gemini/gemini-cli#13326). `tooldeck convert --to gemini` converts what it can "
    "and drops the rest, each reported; the same list is checked here "
    "(`tooldeck.formats.gemini.gemini_refused_keywords`). A recursive `$ref` (a `Folder` "
    "whose children are Folders) cannot be inlined: the finding says so, since `convert "
    "--to gemini` refuses such a tool. Or send `parametersJsonSchema` (`--json-schema`).",
    bad="input_schema: {type: object, properties: {…}, additionalProperties: false}",
    better="(drop the keyword for Gemini, or send parametersJsonSchema)",
    default=False,
    targets=("gemini",),
    schema_only=True,
)
def gemini_keywords(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    endless: set[str] | None = None
    for node in ctx.nodes(tool):
        for key in gemini_refused_keywords(node.schema):
            how = _GEMINI_CONVERTED.get(key, "dropped on export")
            if key in ("$ref", "$defs", "definitions"):
                if endless is None:
                    endless = _endless_refs(tool.input_schema)
                ref = node.schema.get("$ref")
                if key == "$ref" and ref in endless:
                    how = (
                        "recursive, so it cannot be inlined and `convert --to gemini` "
                        "refuses the tool: send parametersJsonSchema, --json-schema"
                    )
                elif key != "$ref" and endless:
                    how = "kept: a recursive $ref of this schema cannot be inlined"
            yield RuleHit(
                f"{node.pointer}/{escape_pointer_token(key)}",
                f"Gemini refuses {key!r} ({how})",
            )


_GEMINI_CONVERTED = {
    "$ref": "inlined on export",
    "$defs": "removed after inlining",
    "definitions": "removed after inlining",
    "oneOf": "written as anyOf on export",
    "const": "a string const is written as a one-value enum on export",
    "examples": "written as example on export",
    "type": "a list of types is written as nullable/anyOf on export",
}


def _refs_in(schema: object) -> set[str]:
    """Every ``$ref`` string anywhere in ``schema`` (not following them)."""
    found: set[str] = set()
    collect_refs(schema, found)
    return found


def _endless_refs(root: Mapping[str, object]) -> set[str]:
    """The local ``$ref``s of ``root`` whose inlining never ends: the referenced schema
    reaches a reference cycle (``Folder.children.items: {$ref: Folder}``, an ``Expr``
    whose branches hold ``Expr``), which Gemini's ``parameters`` cannot express and
    :func:`tooldeck.formats.gemini.to_gemini_schema` refuses. ``#`` (the root itself) is
    one when the root is reached again."""
    edges: dict[str, set[str]] = {}
    pending = list(_refs_in(root))
    while pending:
        ref = pending.pop()
        if ref in edges:
            continue
        target = root if ref == "#" else local_ref_target(ref, root)
        edges[ref] = _refs_in(target) if target is not None else set()
        pending.extend(edges[ref])
    endless: set[str] = set()
    for start in edges:
        seen: set[str] = set()
        stack = list(edges[start])
        while stack:
            ref = stack.pop()
            if ref == start or ref in endless:
                endless.add(start)
                break
            if ref not in seen:
                seen.add(ref)
                stack.extend(edges.get(ref, ()))
        else:
            # reaching a cycle that does not pass through start is endless too
            if any(_on_cycle(ref, edges) for ref in seen):
                endless.add(start)
    return endless


def _on_cycle(ref: str, edges: dict[str, set[str]]) -> bool:
    """Whether ``ref`` reaches itself through ``edges``."""
    seen: set[str] = set()
    stack = list(edges.get(ref, ()))
    while stack:
        here = stack.pop()
        if here == ref:
            return True
        if here not in seen:
            seen.add(here)
            stack.extend(edges.get(here, ()))
    return False
