"""Deferred loading in the agent loop: a runtime that answers ``search_tools``.

:class:`~tooldeck.select.DeferredCatalog` splits a deck into resident tools and deferred
ones behind the ``search_tools`` meta-tool. Here the meta-tool becomes a runtime tool:
:func:`deferred_runtime` builds a :class:`~tooldeck.runtime.Runtime` over the whole deck
plus ``search_tools`` (validated, policed and audited like any call), whose handler
(:func:`search_tools_handler`) answers with the names and one-line summaries of the best
matches. :func:`~tooldeck.eval.agent.run_agent` with ``deferred=`` then sends those tools'
full declarations with the next request (the pattern of Anthropic's tool search tool,
whose ``tool_reference`` results expand into the tools' definitions on the next turn).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tooldeck.errors import StaleIndexError
from tooldeck.runtime import RetryableError, Runtime, ToolOutput, ToolResult
from tooldeck.select.deferred import SEARCH_TOOL_NAME, DeferredCatalog
from tooldeck.tool import Tool
from tooldeck.tool.text import first_sentence

__all__ = ["deferred_runtime", "found_tools", "search_tools_handler"]


def search_tools_handler(catalog: DeferredCatalog) -> Callable[..., ToolOutput]:
    """The handler of ``search_tools``: ``items`` = ``[{"name", "summary"}]`` best first,
    loaded for the model's next turn (:func:`found_tools`).

    When nothing fits (:meth:`DeferredCatalog.match`: no word of the query in any deferred
    tool, or the best dense cosine under the catalogue's bar), the summary says so, as the
    gateway's ``search_tools`` does, and the closest few come back as items with
    ``"weak_match": true``, which are not loaded. A stale catalogue
    (:meth:`DeferredCatalog.mark_stale` not followed by ``update``) answers a
    ``retryable`` error instead of choosing from the old list.
    """

    def search_tools(query: str, k: int | None = None) -> ToolOutput:
        arguments: dict[str, object] = {"query": query}
        if k is not None:  # absent: the catalogue's default (5, or max_k when smaller)
            arguments["k"] = k
        try:
            match = catalog.match(arguments)
        except StaleIndexError as exc:
            raise RetryableError(str(exc), retry_after=1.0) from None
        found = [tool for tool, _ in match.ranked]
        items = [
            {
                "name": t.name,
                "summary": first_sentence(t.description),
                **({"weak_match": True} if match.no_match else {}),
            }
            for t in found
        ]
        if match.no_match:
            summary = match.nothing_fits(repr(query), len(catalog.deferred), len(catalog.resident))
            return ToolOutput(items=items, summary=summary)
        names = ", ".join(t.name for t in found) or "none"
        return ToolOutput(items=items, summary=f"Loaded for your next turn: {names}.")

    return search_tools


def deferred_runtime(
    catalog: DeferredCatalog, handlers: Mapping[str, Any], **options: Any
) -> Runtime:
    """A runtime over ``catalog``'s whole deck plus ``search_tools``.

    Args:
        catalog: the deferred catalogue.
        handlers: the deck's handlers (``search_tools`` is added).
        options: other :class:`~tooldeck.runtime.Runtime` keywords (policy, audit, …).

    A call to a deferred tool that was not sent to the model yet still runs (the runtime
    knows every tool); a provider's API does not normally let the model name it.
    """
    meta = catalog.initial_tools()[SEARCH_TOOL_NAME]
    deck = catalog.deck.with_tools([*catalog.deck, meta])
    return Runtime(deck, {**handlers, SEARCH_TOOL_NAME: search_tools_handler(catalog)}, **options)


def found_tools(catalog: DeferredCatalog, results: Sequence[ToolResult]) -> list[Tool]:
    """The tools that successful ``search_tools`` results of one turn named, in order
    (weak matches of a "nothing fits" answer left out)."""
    out: list[Tool] = []
    for result in results:
        if result.tool != SEARCH_TOOL_NAME or result.is_error:
            continue
        for item in result.items or ():
            if not isinstance(item, Mapping) or item.get("weak_match"):
                continue
            tool = catalog.deck.get(item["name"])
            if tool is not None:
                out.append(tool)
    return out
