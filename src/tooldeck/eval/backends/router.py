"""``router``: an offline baseline that needs no LLM.

The retriever's top-1 tool for the last user message is "called" when its score is above
a threshold, else no tool is called. It chooses tools but produces **no arguments**
(turns carry ``produces_arguments=False``; reports show argument metrics as not measured)
and at most one call per turn, so cases expecting several calls always count as missed.

The threshold is calibrated on labelled cases by :func:`calibrate_threshold`: the value
that maximises tool-choice accuracy of the rule above (midpoint of the best interval
between observed top-1 scores). Calibrating on the cases that are then scored is
in-sample, an optimistic baseline; reports say which threshold was used and how it was
obtained.
"""

from __future__ import annotations

import hashlib
import itertools
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from tooldeck.cases import Case
from tooldeck.eval.backends.base import AssistantTurn, BackendError, Message, ToolChoice
from tooldeck.runtime import ToolCall
from tooldeck.select.base import Retriever
from tooldeck.select.methods import make_retriever
from tooldeck.tool import Deck

__all__ = ["RouterBackend", "calibrate_threshold"]


def _deck_key(deck: Deck) -> str:
    h = hashlib.sha256()
    for tool in deck:
        h.update(tool.name.encode())
        h.update(b"\0")
        h.update(tool.description.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]


def calibrate_threshold(retriever: Retriever, items: Sequence[tuple[Case, Deck]]) -> float:
    """The score threshold maximising the router's tool-choice accuracy on ``items``
    (each case with the deck it is asked against).

    A case is right when (top-1 score > threshold and the expected tools are exactly
    [top-1]) or (score ≤ threshold and no tool is expected). Candidates are 0, the
    midpoints between consecutive distinct top-1 scores and one above the highest; the
    lowest best candidate wins.

    Raises:
        BackendError: no cases.
    """
    if not items:
        raise BackendError("router: calibrating the threshold needs at least one case")
    observed: list[tuple[float, bool, bool]] = []  # (score, top1 right, expects no tool)
    indexed: str | None = None
    for case, deck in items:
        key = _deck_key(deck)
        if key != indexed:
            retriever.index(deck)
            indexed = key
        tool, score = retriever.search(case.query, 1)[0]
        observed.append((float(score), case.expected_tools == (tool.name,), case.expects_no_tool))
    scores = sorted({s for s, _, _ in observed})
    candidates = [0.0] + [(a + b) / 2 for a, b in itertools.pairwise(scores)]
    candidates.append(scores[-1] + 1.0)
    best, best_right = candidates[0], -1
    for t in sorted(set(candidates)):
        right = sum((ok if s > t else none) for s, ok, none in observed)
        if right > best_right:
            best, best_right = t, right
    return best


class RouterBackend:
    """Top-1 of a retriever above ``threshold``, else no tool.

    Thread-safe: one retriever per deck (the last 64 decks kept, rebuilt on demand), built
    under a lock, so the runner's worker threads can route cases with different decks
    (BFCL) at once.

    Args:
        method: retriever name for :func:`tooldeck.select.methods.make_retriever`
            (default ``bm25``).
        threshold: minimum top-1 score (the retriever's scale; BM25 scores are ≥ 0).
        crosslingual: wrap the retriever in dictionary expansion.
    """

    produces_arguments = False
    _KEEP = 64

    def __init__(
        self, *, method: str = "bm25", threshold: float = 0.0, crosslingual: bool = False
    ) -> None:
        self._method, self._crosslingual = method, crosslingual
        self.method = method + ("+xling" if crosslingual else "")
        self.retriever = make_retriever(method, crosslingual=crosslingual)
        self.threshold = threshold
        self.identity = f"router:{self.method}"
        self._decks: dict[str, Deck] = {}
        self._retrievers: OrderedDict[str, Retriever] = OrderedDict()
        self._lock = threading.Lock()

    def calibrate(self, items: Sequence[tuple[Case, Deck]]) -> float:
        """Set and return the calibrated threshold (see :func:`calibrate_threshold`)."""
        self.threshold = calibrate_threshold(self.retriever, items)
        return self.threshold

    def _retriever(self, key: str) -> Retriever:
        with self._lock:
            found = self._retrievers.get(key)
            if found is not None:
                self._retrievers.move_to_end(key)
                return found
            deck = self._decks.get(key)
            if deck is None:
                raise BackendError(f"router: no deck {key} was seen in a request")
            found = make_retriever(self._method, crosslingual=self._crosslingual)
            found.index(deck)
            self._retrievers[key] = found
            while len(self._retrievers) > self._KEEP:
                self._retrievers.popitem(last=False)
            return found

    def request(
        self, messages: Sequence[Message], deck: Deck, tool_choice: ToolChoice = "auto"
    ) -> dict[str, Any]:
        """The routing request: retriever, threshold, deck fingerprint, last user text."""
        users = [m.text for m in messages if m.role == "user"]
        if not users:
            raise BackendError("router: the conversation has no user message")
        key = _deck_key(deck)
        with self._lock:
            self._decks.setdefault(key, deck)
        return {
            "router": self.method,
            "threshold": self.threshold,
            "deck": key,
            "tool_choice": tool_choice,
            "query": users[-1],
        }

    def send(self, payload: Mapping[str, Any]) -> AssistantTurn:
        """Route ``payload["query"]``: one argument-less call or none."""
        retriever = self._retriever(str(payload["deck"]))
        tool, score = retriever.search(str(payload["query"]), 1)[0]
        choice = payload.get("tool_choice", "auto")
        call = choice == "required" or (
            choice == "auto" and float(score) > float(payload["threshold"])
        )
        calls = (ToolCall(call_id="router_0", name=tool.name, arguments={}),) if call else ()
        return AssistantTurn(
            text="" if call else "no_tool",
            calls=calls,
            stop_reason="tool_calls" if call else "stop",
            produces_arguments=False,
        )
