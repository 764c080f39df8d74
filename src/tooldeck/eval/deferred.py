"""Deferred loading in the agent loop: a runtime that answers ``search_tools``.

:class:`~tooldeck.select.DeferredCatalog` splits a deck into resident tools and deferred
ones behind the ``search_tools`` meta-tool. Here the meta-tool becomes a runtime tool:
:func:`deferred_runtime` builds a :class:`DeferredRuntime` over the whole deck plus
``search_tools`` (validated, policed and audited like any call), whose handler answers
with the names and one-line summaries of the best matches and loads them.
:func:`~tooldeck.eval.agent.run_agent` with ``deferred=`` then sends the loaded tools' full
declarations with the next request (the pattern of Anthropic's tool search tool, whose
``tool_reference`` results expand into the tools' definitions on the next turn).

The runtime follows the catalogue: after :meth:`~tooldeck.select.DeferredCatalog.update`
(the reaction to MCP ``notifications/tools/list_changed``) its deck is the new one at the
next call, so a removed tool is refused ("there is no tool named …") and its handler never
runs, a changed tool is validated against its new schema, and a new tool runs once the
handlers mapping (or :meth:`Runtime.register`) has its handler. A loaded tool that left
the catalogue is unloaded, and the next result the runtime gives says so.
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from tooldeck.errors import (
    CrossLingualError,
    DenseUnavailableError,
    InvalidArgumentsError,
    RuntimeConfigError,
    SelectError,
    StaleIndexError,
)
from tooldeck.runtime import RetryableError, Runtime, ToolCall, ToolOutput, ToolResult
from tooldeck.select.deferred import (
    MAX_LOADED,
    QUERY_FIX,
    SEARCH_TOOL_NAME,
    DeferredCatalog,
    load_names,
    unloaded_note,
)
from tooldeck.tool import Tool
from tooldeck.tool.text import first_sentence

__all__ = ["DeferredRuntime", "deferred_runtime"]


class DeferredRuntime(Runtime):
    """A :class:`~tooldeck.runtime.Runtime` over ``catalog``'s current deck plus
    ``search_tools``, holding the tools loaded by searches. Build it with
    :func:`deferred_runtime`.

    Attributes:
        catalog: the deferred catalogue it follows.
        max_loaded: most tools loaded at once (:data:`~tooldeck.select.deferred.MAX_LOADED`,
            20, as the gateway's ``search-load``): past it the least recently found or
            called tools are unloaded and the ``search_tools`` answer names them.
        notes: what tooldeck told the model on its own since :meth:`start` (a loaded tool
            that left the catalogue), in order.
    """

    def __init__(
        self,
        catalog: DeferredCatalog,
        handlers: Mapping[str, Any],
        *,
        max_loaded: int = MAX_LOADED,
        **options: Any,
    ) -> None:
        if isinstance(max_loaded, bool) or not isinstance(max_loaded, int) or max_loaded < 1:
            raise RuntimeConfigError(f"max_loaded must be an integer ≥ 1, got {max_loaded!r}")
        if not isinstance(catalog, DeferredCatalog):
            raise RuntimeConfigError(
                f"catalog: expected a tooldeck.select.DeferredCatalog, got "
                f"{type(catalog).__name__}; build one: DeferredCatalog(deck, retriever)"
            )
        if not isinstance(handlers, Mapping):  # trial39 M4: a list failed deep inside
            raise RuntimeConfigError(
                f"handlers: expected a mapping of tool name → function, got "
                f"{type(handlers).__name__} ({handlers!r:.60}); write {{'name': function, …}}"
            )
        self.catalog = catalog
        self.max_loaded = max_loaded
        self._source = handlers
        self._lock = threading.RLock()
        self._loaded: OrderedDict[str, None] = OrderedDict()  # least recently used first
        self._order: dict[str, None] = {}  # the loaded names in the order they were loaded
        self._pending: list[str] = []
        self.notes: list[str] = []
        self._meta = catalog.initial_tools()[SEARCH_TOOL_NAME]
        self._seen = catalog.deck
        deck = self._seen.with_tools([*self._seen, self._meta])
        super().__init__(deck, {**handlers, SEARCH_TOOL_NAME: self._search_tools}, **options)

    # --- the loaded set ----------------------------------------------------------------------
    @property
    def loaded(self) -> tuple[str, ...]:
        """The names of the loaded tools, least recently used first."""
        with self._lock:
            return tuple(self._loaded)

    def loaded_tools(self) -> list[Tool]:
        """The loaded tools as the catalogue declares them now (re-read by name, so a
        changed tool is its new declaration), in the order they were loaded (best first
        within a search): a request's tool list only grows at its end, which keeps a
        provider's prompt cache of the earlier tools."""
        self.follow()
        deck = self.catalog.deck
        with self._lock:
            order = [name for name in self._order if name in self._loaded]
        return [deck[name] for name in order if name in deck]

    def start(self) -> None:
        """Begin a run: nothing loaded, no notes (:func:`~tooldeck.eval.agent.run_agent`
        calls it; one run at a time per runtime)."""
        self.follow()
        with self._lock:
            self._loaded.clear()
            self._order.clear()
            self._pending.clear()
            self.notes.clear()

    # --- following the catalogue -----------------------------------------------------------
    def follow(self) -> None:
        """Take the catalogue's current deck when it changed since the last look: the
        runtime's deck becomes it plus ``search_tools``; handlers of tools that left are
        dropped (they cannot run), handlers of new tools are taken from the mapping given
        to :func:`deferred_runtime` when it has them now; loaded tools that left are
        unloaded, with a note the next result carries (and :attr:`notes`)."""
        current = self.catalog.deck
        if current is self._seen:
            return
        with self._lock:
            if current is self._seen:
                return
            # a new deck with its own search_tools: the meta-tool stays (its tool is hidden)
            with contextlib.suppress(SelectError):
                self._meta = self.catalog.initial_tools()[SEARCH_TOOL_NAME]
            tools = [t for t in current if t.name != SEARCH_TOOL_NAME]
            self.deck = current.with_tools([*tools, self._meta])
            self._validators.clear()  # a changed tool is validated against its new schema
            for name in list(self.handlers):
                if name != SEARCH_TOOL_NAME and name not in current:
                    del self.handlers[name]
            for name in current.names:
                if name not in self.handlers and name in self._source:
                    super().register(name, self._source[name])
            gone = [name for name in self._loaded if name not in current]
            for name in gone:
                del self._loaded[name]
                self._order.pop(name, None)
            if gone:
                which = ", ".join(gone)
                note = (
                    f"tooldeck: {which} left the tool catalogue (its list changed) and "
                    f"{'was' if len(gone) == 1 else 'were'} unloaded; search again for "
                    "another tool."
                )
                self._pending.append(note)
                self.notes.append(note)
            self._seen = current

    def register(self, name: str, handler: Any) -> None:
        """:meth:`Runtime.register` against the catalogue's current deck (:meth:`follow`
        first), so the handler of a tool that ``catalog.update`` added can be registered.

        Raises:
            RuntimeConfigError: as :meth:`Runtime.register`.
        """
        if hasattr(self, "_seen"):  # not while Runtime.__init__ registers the first ones
            self.follow()
        super().register(name, handler)

    async def call(self, call: ToolCall, *, dry_run: bool = False) -> ToolResult:
        """:meth:`Runtime.call` against the catalogue's current deck (:meth:`follow`
        before and after); a call of a loaded tool makes it the most recently used, and
        a pending note (a loaded tool left the catalogue) is added to the result's
        summary."""
        self.follow()
        result = await super().call(call, dry_run=dry_run)
        self.follow()  # a handler may have updated the catalogue
        with self._lock:
            if isinstance(call.name, str) and call.name in self._loaded:
                self._loaded.move_to_end(call.name)
            notes, self._pending = self._pending, []
        if notes:
            result = dataclasses.replace(result, summary=" ".join([result.summary, *notes]))
        return result

    # --- search_tools ----------------------------------------------------------------------
    def _search_tools(self, query: str, k: int | None = None) -> ToolOutput:
        """``search_tools``: ``items`` = ``[{"name", "summary"}]`` of the tools loaded,
        best first; the summary names them ("Loaded for your next turn: …") and any the
        bound unloaded. Only tools of the runtime's deck (the catalogue's, :meth:`follow`)
        are loaded: one that left the list during the search is named as not loaded.
        When nothing fits the closest few come back as
        ``weak_match`` items and nothing is loaded. A stale catalogue answers a
        ``retryable`` error."""
        arguments: dict[str, object] = {"query": query}
        if k is not None:  # absent: the catalogue's default (5, or max_k when smaller)
            arguments["k"] = k
        try:
            match = self.catalog.match(arguments)
        except StaleIndexError as exc:
            raise RetryableError(str(exc), retry_after=1.0) from None
        except (CrossLingualError, DenseUnavailableError):
            raise  # not the query's fault: an environment error
        except SelectError as exc:  # the query refused by the retriever (as the gateway)
            raise InvalidArgumentsError(
                f"search_tools: {exc} (at /query)", hint=QUERY_FIX
            ) from None
        self.follow()
        found = [tool for tool, _ in match.ranked]
        if match.no_match:
            items = [
                {"name": t.name, "summary": first_sentence(t.description), "weak_match": True}
                for t in found
            ]
            searched, residents = len(self.catalog.deferred), len(self.catalog.resident)
            summary = match.nothing_fits(repr(query), searched, residents)
            # the gateway's envelope: status "empty", no_match: true (SearchMatch's own)
            return ToolOutput(items=items, summary=summary, status="empty", fields=match.fields)
        known = [t for t in found if t.name in self.deck]  # what the runtime will run
        refused = [t.name for t in found if t.name not in self.deck]
        with self._lock:
            _, unloaded = load_names(self._loaded, [t.name for t in known], self.max_loaded)
            self._order.update((t.name, None) for t in known)
            for name in [n for n in self._order if n not in self._loaded]:
                del self._order[name]
        items = [{"name": t.name, "summary": first_sentence(t.description)} for t in known]
        names = ", ".join(t.name for t in known) or "none"
        summary = f"Loaded for your next turn: {names}."
        if refused:  # the list changed between the ranking and now
            summary += (
                f" Found but not loaded: {', '.join(refused)} (the tool list changed during "
                "the search; search again)."
            )
        if unloaded:
            summary += " " + unloaded_note(unloaded, self.max_loaded, "search again to reach them")
        if match.weak:  # loaded all the same (recall kept), said to be weak, as the gateway
            summary += " " + match.weak_note()
        return ToolOutput(items=items, summary=summary, fields=match.fields)


def deferred_runtime(
    catalog: DeferredCatalog,
    handlers: Mapping[str, Any],
    *,
    max_loaded: int = MAX_LOADED,
    **options: Any,
) -> DeferredRuntime:
    """A runtime over ``catalog``'s whole deck plus ``search_tools``, following it.

    Args:
        catalog: the deferred catalogue.
        handlers: the deck's handlers (``search_tools`` is added). The mapping is read
            again when the catalogue changes: a tool added upstream runs once it has its
            handler here (or through ``runtime.register`` after ``catalog.update``).
        max_loaded: most tools loaded at once (default 20, as the gateway's).
        options: other :class:`~tooldeck.runtime.Runtime` keywords (policy, audit, …).

    A call to a deferred tool that was not sent to the model yet still runs (the runtime
    knows every tool of the catalogue); a provider's API does not normally let the model
    name it.

    Raises:
        SelectError: the deck has its own tool named ``search_tools``.
        RuntimeConfigError: ``max_loaded`` not an integer ≥ 1, ``catalog`` not a
            :class:`~tooldeck.select.deferred.DeferredCatalog`, ``handlers`` not a mapping,
            or as :class:`~tooldeck.runtime.Runtime`.
    """
    return DeferredRuntime(catalog, handlers, max_loaded=max_loaded, **options)
