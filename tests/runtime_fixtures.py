"""Decks and helpers shared by the runtime tests (importable: ``pythonpath = ["tests"]``).

* :data:`DOCS_DECK` — ``search_docs`` (read-only), ``send_email`` (destructive, a
  ``writeOnly`` password), ``count_rows`` (an output schema), ``append_note`` (not
  idempotent); :func:`docs_runtime` runs it with echo handlers and no policy;
* :data:`LEDGER_DECK` — ``send_payment`` (destructive, not idempotent, an output schema),
  ``append_note``, ``lookup`` (read-only); :func:`ledger_runtime`; :class:`Blocker`, a
  sync handler that blocks until released;
* :func:`small_deck` — one read-only tool with the given properties; :data:`NESTED_PATHS`,
  path parameters wherever a schema can put them; :data:`NESTED_TOOL`, a destructive tool
  with a nested object; :data:`PIN_DECK`, a ``pay`` tool with a ``writeOnly`` pin;
* :func:`run` — one call, arguments as a JSON text or a value.
"""

from __future__ import annotations

import threading
from typing import Any

from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.tool import Deck, Tool, ToolAnnotations

READ_ONLY = ToolAnnotations(read_only_hint=True)


def run(runtime: Runtime, name: str, arguments: Any, call_id: str = "c1") -> Any:
    """The result of one call; ``arguments`` as a JSON text (a ``str``) or a value."""
    if isinstance(arguments, str):
        return runtime.call_sync(ToolCall.from_json(call_id, name, arguments))
    return runtime.call_sync(ToolCall(call_id, name, arguments))


def echo(**kwargs: Any) -> Any:
    return kwargs


def small_deck(name: str, properties: dict[str, Any], **extra: Any) -> Deck:
    """A deck of one read-only tool whose input schema has ``properties`` (and ``extra``)."""
    schema = {"type": "object", "properties": properties, **extra}
    return Deck([Tool(name=name, input_schema=schema, annotations=READ_ONLY)])


# --- the docs deck --------------------------------------------------------------------------
SEARCH = Tool(
    name="search_docs",
    input_schema={
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1},
            "limit": {"type": "integer", "minimum": 1, "maximum": 50},
            "sort": {"type": "string", "enum": ["relevance", "date"]},
            "flags": {"type": "array", "items": {"type": "boolean"}},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    annotations=READ_ONLY,
)
SEND = Tool(
    name="send_email",
    input_schema={
        "type": "object",
        "properties": {"to": {"type": "string"}, "password": {"type": "string", "writeOnly": True}},
        "required": ["to"],
    },
    annotations=ToolAnnotations(destructive_hint=True, idempotent_hint=False),
)
COUNT = Tool(
    name="count_rows",
    input_schema={"type": "object", "properties": {"table": {"type": "string"}}},
    output_schema={
        "type": "object",
        "properties": {"rows": {"type": "integer"}},
        "required": ["rows"],
    },
    annotations=READ_ONLY,
)
NOTE = Tool(
    name="append_note",
    input_schema={"type": "object", "properties": {"text": {"type": "string"}}},
    annotations=ToolAnnotations(destructive_hint=False, idempotent_hint=False),
)
DOCS_DECK = Deck([SEARCH, SEND, COUNT, NOTE])


def docs_runtime(handlers: dict[str, Any] | None = None, **options: Any) -> Runtime:
    """A runtime of :data:`DOCS_DECK`; echo handlers and no policy unless given."""
    options.setdefault("policy", Policy())
    return Runtime(DOCS_DECK, handlers or {n: echo for n in DOCS_DECK.names}, **options)


# --- the ledger deck ------------------------------------------------------------------------
OBJECT = {"type": "object", "properties": {"to": {"type": "string"}}}
PAY = Tool(  # destructive, not idempotent: must never run twice by accident
    name="send_payment",
    input_schema=OBJECT,
    output_schema={"type": "object", "properties": {"tx": {"type": "string"}}, "required": ["tx"]},
    annotations=ToolAnnotations(destructive_hint=True, idempotent_hint=False),
)
APPEND = Tool(
    name="append_note",
    input_schema=OBJECT,
    annotations=ToolAnnotations(destructive_hint=False, idempotent_hint=False),
)
LOOKUP = Tool(name="lookup", input_schema=OBJECT, annotations=READ_ONLY)
LEDGER_DECK = Deck([PAY, APPEND, LOOKUP])


def ledger_runtime(handlers: dict[str, Any], **options: Any) -> Runtime:
    """A runtime of :data:`LEDGER_DECK`; no policy unless given."""
    options.setdefault("policy", Policy())
    return Runtime(LEDGER_DECK, handlers, **options)


class Blocker:
    """A sync handler that blocks until released, recording how often it was entered."""

    def __init__(self, value: Any = "done") -> None:
        self.release = threading.Event()
        self.finished = threading.Event()
        self.entered = 0
        self.value = value

    def __call__(self, **kwargs: Any) -> Any:
        self.entered += 1
        self.release.wait(30)
        self.finished.set()
        return self.value


# --- more decks -----------------------------------------------------------------------------
NESTED_TOOL = Tool(
    name="wipe",
    input_schema={
        "type": "object",
        "properties": {"target": {"type": "string"}, "opts": {"type": "object"}},
    },
    annotations=ToolAnnotations(destructive_hint=True),
)
"""A destructive tool with a nested object: approvers and reviewers cannot change what runs."""

PATH = {"type": "string", "format": "path"}
NESTED_PATHS = small_deck(
    "copy_files",
    {
        "maybe": {"anyOf": [PATH, {"type": "null"}]},
        "either": {"oneOf": [PATH, {"type": "integer"}]},
        "both": {"allOf": [PATH]},
        "opts": {"type": "object", "properties": {"inner": {"properties": {"dest": PATH}}}},
        "many": {"type": "array", "items": {"anyOf": [PATH, {"type": "null"}]}},
        "pair": {"type": "array", "prefixItems": [{"type": "string"}, PATH]},
        "ref": {"$ref": "#/$defs/P"},
        "tree": {"$ref": "#/$defs/Node"},
    },
    **{
        "$defs": {
            "P": PATH,
            "Node": {
                "type": "object",
                "properties": {"file": PATH, "children": {"items": {"$ref": "#/$defs/Node"}}},
            },
        }
    },
)
"""Path parameters wherever a schema can put them (branches, nesting, items, ``$ref``s, a
recursive definition)."""

PIN_DECK = Deck(
    [
        Tool(
            name="pay",
            input_schema={
                "type": "object",
                "properties": {
                    "to": {"type": "string"},
                    "amount": {"type": "integer"},
                    "pin": {"type": "string", "writeOnly": True},
                },
            },
            annotations=ToolAnnotations(destructive_hint=False, idempotent_hint=False),
        )
    ]
)
"""A ``pay`` tool (not idempotent) with a ``writeOnly`` pin."""
