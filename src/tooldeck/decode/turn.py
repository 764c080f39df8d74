"""The tool-call turn constraint: free text or calls, each call's arguments following *its* tool.

One grammar covers a whole assistant turn (the boundary token, e.g. ``<tool_call>``,
switches the JSON constraint on, its closing token switches it off). Modes follow the OpenAI
``tool_choice`` vocabulary:

* ``"auto"``: free text, or calls (after optional prose when the wire format allows it);
* ``"required"``: one or more calls, no prose;
* ``"none"``: free text only; the boundary markers can never be produced;
* a tool name: calls to that tool only.

``parallel=False`` allows exactly one call; ``True`` allows 1 to ``options.max_calls``. Each
call is ``{"name": <one of the deck's names>, <arguments_key>: <that tool's arguments>}``:
the name is a ``const`` in a per-tool alternative, so a name outside the deck, or one tool's
name with another tool's arguments, cannot be generated.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from tooldeck.decode.engines import (
    DEFAULT_OPTIONS,
    Compiled,
    DecodeOptions,
    Engine,
    KeywordReport,
    decoding_schema,
)
from tooldeck.decode.grammar import (
    Boundary,
    Choice,
    FreeText,
    JsonValue,
    Literal,
    Node,
    Optional,
    Repeat,
    Seq,
    Space,
)
from tooldeck.decode.keywords import decoded_subschemas
from tooldeck.decode.wire_formats import WireFormat, get_wire_format
from tooldeck.errors import DecodeError
from tooldeck.jsonvalue import canonical_json, escape_pointer_token
from tooldeck.tool import Deck, Tool

__all__ = ["MODES", "TurnConstraint", "call_schema", "turn_constraint"]

MODES = ("auto", "required", "none")
"""Fixed modes; any other mode value must be a tool name of the deck."""


def call_schema(tool: Tool, wire: WireFormat, options: DecodeOptions) -> dict[str, Any]:
    """JSON Schema of one call to ``tool`` in ``wire``'s shape, arguments rewritten for decoding.

    The arguments schema sits at ``/properties/<arguments key>`` of the call schema, so its
    local ``$ref``s (``#``, ``#/$defs/…``: JSON pointers from the arguments schema's root,
    Core 2020-12 §8.2.3.1) are rebased onto that place (``#/properties/arguments/$defs/…``);
    otherwise they would resolve against the call object and fail (or hit the wrong node).
    """
    arguments, _ = decoding_schema(tool.input_schema, options)
    _rebase_local_refs(arguments, f"/properties/{escape_pointer_token(wire.arguments_key)}")
    return {
        "type": "object",
        "properties": {"name": {"const": tool.name}, wire.arguments_key: arguments},
        "required": ["name", wire.arguments_key],
        "additionalProperties": False,
    }


def _rebase_local_refs(schema: dict[str, Any], prefix: str) -> None:
    """Prefix every local ``$ref`` of ``schema`` (in place) with the JSON pointer ``prefix``."""
    for _, node in decoded_subschemas(schema):
        ref = node.get("$ref")
        if isinstance(ref, str) and (ref == "#" or ref.startswith("#/")):
            node["$ref"] = "#" + prefix + ref[1:]


def _marked(text: str, boundaries: Sequence[str]) -> list[Node]:
    """``text`` split into Boundary nodes (the markers) and Literal nodes (the rest)."""
    nodes: list[Node] = []
    rest = text
    while rest:
        hits = [(rest.find(b), b) for b in boundaries if b and rest.find(b) >= 0]
        if not hits:
            nodes.append(Literal(rest))
            break
        at, marker = min(hits)
        if at:
            nodes.append(Literal(rest[:at]))
        nodes.append(Boundary(marker))
        rest = rest[at + len(marker) :]
    return nodes


_JSON_SPACE = " \n\t\r"


def _leading_space(wire: WireFormat, options: DecodeOptions) -> tuple[Node, ...]:
    """White space a format without a boundary marker may write before its first call.

    A Llama 3 call is a bare JSON object, so ``" {"`` or ``"\\n{"`` begins one as much as
    ``"{"`` does (the parser skips leading white space; free text may not begin that way).
    The run follows the JSON whitespace option: at most ``max_whitespace`` of space, newline,
    tab, carriage return when bounded, none when compact.
    """
    if wire.boundaries or not wire.call_starts_with:
        return ()
    if options.whitespace == "compact" or options.max_whitespace == 0:
        return ()
    return (Optional(Space(_JSON_SPACE, options.max_whitespace)),)


@dataclass(frozen=True, eq=False)
class TurnConstraint:
    """A turn grammar for a deck, ready to compile on any engine.

    Attributes:
        tools: the tools a call may name (the deck, or the tools allowed by the mode).
        wire_format: how calls are written.
        mode: ``"auto"``, ``"required"``, ``"none"`` or a tool name.
        parallel: more than one call per turn allowed.
        options: decoding options.
        node: the engine-neutral grammar.
    """

    tools: tuple[Tool, ...]
    wire_format: WireFormat
    mode: str
    parallel: bool
    options: DecodeOptions
    node: Node

    def reports(self, engine: Engine) -> tuple[KeywordReport, ...]:
        """One keyword report per callable tool (arguments schema), for ``engine``."""
        return tuple(
            engine.report(t.input_schema, tool=t.name, options=self.options) for t in self.tools
        )

    def compile(self, engine: Engine) -> Compiled:
        """Compile on ``engine`` (cached by the engine while the deck and options are unchanged).

        Raises:
            GrammarError: a tool's schema has keywords the engine refuses (names the tool,
                pointer and keyword; pass ``DecodeOptions(relax=True)`` to decode them relaxed).
        """
        return engine.compile(self.node, self.reports(engine), self.options, key=self.cache_key)

    @cached_property
    def cache_key(self) -> str:
        """What the grammar depends on: tools' names and schemas, format, mode, options."""
        tools = [[t.name, canonical_json(t.input_schema)] for t in self.tools]
        return repr((self.wire_format, self.mode, self.parallel, self.options, tools))


def turn_constraint(
    tools: Deck | Iterable[Tool],
    *,
    wire_format: str | WireFormat = "hermes",
    mode: str = "auto",
    parallel: bool = True,
    options: DecodeOptions = DEFAULT_OPTIONS,
) -> TurnConstraint:
    """Build the turn constraint for ``tools``.

    Raises:
        DecodeError: empty deck with a mode that needs a call, unknown wire format, or a
            mode that is neither a fixed mode nor a tool name (the message lists both).
    """
    wire = get_wire_format(wire_format)
    deck_tools = tuple(tools)
    names = [t.name for t in deck_tools]
    if mode not in MODES and mode not in names:
        shown = ", ".join(names[:10]) + (" …" if len(names) > 10 else "")
        raise DecodeError(
            f"mode {mode!r} is neither one of {', '.join(MODES)} nor a tool of the deck ({shown})"
        )
    callable_tools = (
        tuple(t for t in deck_tools if t.name == mode) if mode not in MODES else deck_tools
    )
    # the call prefix (Llama 3's <|python_tag|>) is never free text: the parser skips it and
    # reads a call after it, so "<|python_tag|>{…}" as text was an unconstrained call
    forbid = wire.boundaries + ((wire.call_prefix,) if wire.call_prefix else ())
    text = FreeText(forbid=forbid, first_not=wire.call_starts_with)
    if mode == "none":
        return TurnConstraint((), wire, mode, parallel, options, text)
    if not callable_tools:
        raise DecodeError(f"mode {mode!r} needs at least one tool, and the deck is empty")
    call_alternatives = tuple(
        JsonValue(call_schema(t, wire, options), label="call") for t in callable_tools
    )
    payload: Node = (
        call_alternatives[0] if len(call_alternatives) == 1 else Choice(call_alternatives)
    )
    call = Seq(
        (
            *_marked(wire.call_open, wire.boundaries),
            payload,
            *_marked(wire.call_close, wire.boundaries),
        )
    )
    calls: Node = Repeat(call, wire.separator, options.max_calls if parallel else 1)
    # a call prefix (Llama 3's <|python_tag|>) may open the block, then white space: the
    # parser skips both. Not after white space: llguidance's lexer would take " <|…" as the
    # longer free-text lexeme and never come back (stricter than the parser, never wider)
    prefix: tuple[Node, ...] = (Optional(Boundary(wire.call_prefix)),) if wire.call_prefix else ()
    block: Node = Seq(
        (
            *prefix,
            *_leading_space(wire, options),
            *_marked(wire.block_open, wire.boundaries),
            calls,
            *_marked(wire.block_close, wire.boundaries),
        )
    )
    if mode == "auto":
        if wire.prose_before_calls:
            node: Node = Choice(
                (text, Seq((Optional(FreeText(forbid=forbid, allow_empty=False)), block)))
            )
        else:
            node = Choice((text, block))
    else:
        node = block
    return TurnConstraint(callable_tools, wire, mode, parallel, options, node)
