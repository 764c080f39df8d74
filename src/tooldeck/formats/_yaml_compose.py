"""YAML text → node graph through libyaml's event parser, composed here without recursion.

PyYAML's pure-Python scanner costs about 1 ms of CPU per kilobyte (a 3 MB deck of 20,000
tools: 21 s on this project's 2-core machine); libyaml's C parser produces the same events
in about 0.8 s. PyYAML's own C composer (``CSafeLoader``) recurses in C without a depth
check and crashes the interpreter (SIGSEGV) on a 100,000-deep ``[[[…]]]``; this composer
keeps an explicit stack and stops at a depth limit before libyaml goes deeper. The nodes
are PyYAML's (``ScalarNode``, ``SequenceNode``, ``MappingNode``) with PyYAML's resolver, so
the constructors that build values from them are unchanged.

The composition follows PyYAML's ``yaml.composer.Composer`` (one document per stream,
anchors registered when their node starts, so a recursive alias composes into a cycle that
the caller's expansion check refuses); the error messages are PyYAML's.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import yaml
from yaml.composer import ComposerError
from yaml.events import (
    AliasEvent,
    DocumentEndEvent,
    DocumentStartEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
    StreamStartEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

__all__ = [
    "HAVE_LIBYAML",
    "MAX_NODES",
    "Composed",
    "TooDeep",
    "TooManyNodes",
    "compose_fast",
    "gc_paused",
]

MAX_NODES = 1_500_000
"""Most nodes (scalars, lists, mappings) one YAML document may hold. Each costs about
450 bytes as a PyYAML node with its marks, then its value: a 38 MB list of 3 million
scalars peaked at 1.46 GB; this bound keeps a YAML deck under about 750 MB (a deck at
lint's 25,000-tool ceiling is some 500,000 nodes). JSON is read without a node graph."""

HAVE_LIBYAML: bool = bool(getattr(yaml, "__with_libyaml__", False))
"""Whether PyYAML was built with libyaml (its wheels are); without it callers use PyYAML's
pure-Python loader."""


class TooManyNodes(Exception):
    """A document with more than ``limit`` nodes (:data:`MAX_NODES`)."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.limit = limit


class TooDeep(Exception):
    """Collections nested deeper than the caller's limit (``limit`` levels)."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.limit = limit


class Composed:
    """A composed document: its ``root`` node (``None`` for an empty stream) and the number
    of ``aliases`` it uses (0: no node is shared, so nothing can expand or cycle)."""

    __slots__ = ("aliases", "root")

    def __init__(self, root: Node | None, aliases: int) -> None:
        self.root = root
        self.aliases = aliases


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a large object graph is built.

    Building a 20,000-tool document allocates millions of objects, and each allocation
    burst triggers a collection that walks everything still alive: with the collector on,
    composing takes 3–4× longer (measured: 4.9–8.0 s → 1.9–2.3 s CPU on the 3 MB deck of
    ``benchmarks/bench_hostile_inputs.py`` hostile-size-08). Reference counting still frees
    everything acyclic; the collector is restored (if it was on) on exit.
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


_RESOLVER: Any = yaml.resolver.Resolver()


def compose_fast(text: str, max_depth: int) -> Composed:
    """Compose the single YAML document in ``text``.

    Args:
        text: the YAML text (str; libyaml reads it as UTF-8).
        max_depth: collections nested deeper than this raise :class:`TooDeep` as soon as
            the parser reaches that depth (the rest of the text is not parsed).

    Raises:
        yaml.YAMLError: libyaml's scanner/parser errors, PyYAML's composer errors (an
            undefined alias, a repeated anchor, a second document), each with its mark.
        TooDeep: nesting deeper than ``max_depth``.
        TooManyNodes: more than :data:`MAX_NODES` nodes (raised when the parser gets there).
    """
    parser: Any = yaml.CSafeLoader(text)
    try:
        return _compose(parser, max_depth)
    finally:
        parser.dispose()


def _compose(parser: Any, max_depth: int) -> Composed:
    get_event = parser.get_event
    event: Any = get_event()
    if type(event) is not StreamStartEvent:  # pragma: no cover - libyaml always starts so
        raise ComposerError(None, None, "expected the start of a YAML stream", event.start_mark)
    event = get_event()
    if type(event) is StreamEndEvent:
        return Composed(None, 0)
    if type(event) is not DocumentStartEvent:  # pragma: no cover - libyaml guarantees
        raise ComposerError(None, None, "expected a document", event.start_mark)
    document_mark: Any = event.start_mark
    composed = _compose_document(get_event, max_depth)
    event = get_event()
    if type(event) is not StreamEndEvent:
        raise ComposerError(
            "expected a single document in the stream",
            document_mark,
            "but found another document",
            event.start_mark,
        )
    return composed


def _compose_document(get_event: Any, max_depth: int) -> Composed:
    anchors: dict[str, Node] = {}
    resolve = _RESOLVER.resolve
    # Plain scalars repeat ("type", "object", "string", …): resolve each text once.
    plain_tags: dict[str, str] = {}
    aliases = 0
    nodes_left = MAX_NODES
    root: Node | None = None
    # Open collections: the node and, for mappings, the key waiting for its value.
    stack: list[list[Any]] = []
    while True:
        event: Any = get_event()
        kind_of = type(event)  # libyaml's events are exactly PyYAML's event classes
        node: Node
        if kind_of is AliasEvent:
            if event.anchor not in anchors:
                raise ComposerError(
                    None, None, f"found undefined alias {event.anchor!r}", event.start_mark
                )
            node = anchors[event.anchor]
            aliases += 1
        elif kind_of is ScalarEvent:
            tag = event.tag
            if tag is None or tag == "!":
                implicit = event.implicit
                if implicit[0]:
                    tag = plain_tags.get(event.value)
                    if tag is None:
                        tag = plain_tags[event.value] = resolve(ScalarNode, event.value, implicit)
                else:
                    tag = resolve(ScalarNode, event.value, implicit)
            nodes_left -= 1
            if nodes_left < 0:
                raise TooManyNodes(MAX_NODES)
            node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
            _anchor(anchors, event, node)
        elif kind_of in (SequenceStartEvent, MappingStartEvent):
            if len(stack) >= max_depth:
                raise TooDeep(max_depth)
            nodes_left -= 1
            if nodes_left < 0:
                raise TooManyNodes(MAX_NODES)
            kind = SequenceNode if kind_of is SequenceStartEvent else MappingNode
            tag = event.tag
            if tag is None or tag == "!":
                tag = resolve(kind, None, event.implicit)
            node = kind(tag, [], event.start_mark, None, flow_style=event.flow_style)
            _anchor(anchors, event, node)
            _attach(stack, node)
            stack.append([node, None])
            continue
        elif kind_of in (SequenceEndEvent, MappingEndEvent):
            closed = stack.pop()[0]
            closed.end_mark = event.end_mark
            if not stack:
                root = closed
                break
            continue
        else:  # pragma: no cover - libyaml emits no other event inside a document
            raise ComposerError(None, None, "unexpected YAML event", event.start_mark)
        if not stack:
            root = node
            break
        _attach(stack, node)
    end: Any = get_event()
    if type(end) is not DocumentEndEvent:  # pragma: no cover - libyaml guarantees
        raise ComposerError(None, None, "expected the end of the document", end.start_mark)
    return Composed(root, aliases)


def _anchor(anchors: dict[str, Node], event: Any, node: Node) -> None:
    anchor = event.anchor
    if anchor is None:
        return
    if anchor in anchors:
        raise ComposerError(
            f"found duplicate anchor {anchor!r}; first occurrence",
            anchors[anchor].start_mark,
            "second occurrence",
            event.start_mark,
        )
    anchors[anchor] = node


def _attach(stack: list[list[Any]], node: Node) -> None:
    """Put ``node`` into the innermost open collection (a mapping takes key, then value)."""
    if not stack:
        return
    top = stack[-1]
    parent = top[0]
    if isinstance(parent, SequenceNode):
        parent.value.append(node)
    elif top[1] is None:
        top[1] = node
    else:
        parent.value.append((top[1], node))
        top[1] = None
