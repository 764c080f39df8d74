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
from tooldeck.select.methods import CrossLingual, default_method, make_retriever
from tooldeck.tool import Deck, Tool

__all__ = ["RouterBackend", "calibrate_threshold"]


def _deck_key(deck: Deck) -> str:
    h = hashlib.sha256()
    for tool in deck:
        h.update(tool.name.encode())
        h.update(b"\0")
        h.update(tool.description.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]


class _DeckKeys:
    """:func:`_deck_key` once per deck object: the cases of one cases file share their deck,
    and hashing it again for each of 200,000 cases cost more than routing them."""

    def __init__(self) -> None:
        self._seen: dict[int, tuple[Deck, str]] = {}
        self._lock = threading.Lock()

    def key(self, deck: Deck) -> str:
        found = self._seen.get(id(deck))
        if found is not None and found[0] is deck:
            return found[1]
        key = _deck_key(deck)
        with self._lock:
            self._seen[id(deck)] = (deck, key)  # the deck is kept: its id stays its own
        return key


_Top1 = tuple[Tool, float]


def calibrate_threshold(
    retriever: Retriever,
    items: Sequence[tuple[Case, Deck]],
    *,
    top1: dict[tuple[str, str], _Top1] | None = None,
) -> float:
    """The score threshold maximising the router's tool-choice accuracy on ``items``
    (each case with the deck it is asked against).

    A case is right when (top-1 score > threshold and the expected tools are exactly
    [top-1]) or (score ≤ threshold and no tool is expected). Candidates are 0, the
    midpoints between consecutive distinct top-1 scores and one above the highest; the
    lowest best candidate wins.

    ``top1``, when given, receives each case's top-1 tool and score keyed by (deck
    fingerprint, request), so a router that then routes the same cases does not search
    again (each search is deterministic for a deck and a request).

    Raises:
        BackendError: no cases.
    """
    if not items:
        raise BackendError("router: calibrating the threshold needs at least one case")
    observed: list[tuple[float, bool, bool]] = []  # (score, top1 right, expects no tool)
    indexed: str | None = None
    keys = _DeckKeys()
    for case, deck in items:
        key = keys.key(deck)
        if key != indexed:
            retriever.index(deck)
            indexed = key
        tool, score = retriever.search(case.query, 1)[0]
        if top1 is not None:
            top1[(key, case.query)] = (tool, float(score))
        observed.append((float(score), case.expected_tools == (tool.name,), case.expects_no_tool))
    scores = sorted({s for s, _, _ in observed})
    candidates = [0.0] + [(a + b) / 2 for a, b in itertools.pairwise(scores)]
    candidates.append(scores[-1] + 1.0)
    # One sweep over the cases sorted by score (O(n log n); one sum per candidate was
    # quadratic in distinct scores): at threshold t the cases scoring ≤ t are a prefix.
    observed.sort(key=lambda o: o[0])
    total_ok = sum(ok for _, ok, _ in observed)
    below = ok_below = none_below = 0
    best, best_right = candidates[0], -1
    for t in sorted(set(candidates)):
        while below < len(observed) and observed[below][0] <= t:
            ok_below += observed[below][1]
            none_below += observed[below][2]
            below += 1
        right = total_ok - ok_below + none_below
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
            (default: :func:`~tooldeck.select.methods.default_method`, the method ``tooldeck
            select`` uses — ``hybrid``, or ``bm25`` where the MiniLM weights are missing;
            ``bm25`` until the fifteenth session).
        threshold: minimum top-1 score (the retriever's scale; BM25 scores are ≥ 0).
        crosslingual: the cross-lingual stage (dictionary expansion), as in
            :func:`~tooldeck.select.methods.make_retriever`: ``"auto"`` (the default, as
            ``tooldeck select`` and the report's select section: on when a request's script
            differs from the deck's), ``True`` (always; the method is named ``…+xling``) or
            ``False`` (never).
    """

    produces_arguments = False
    cpu_bound = True
    """Routing is computed in this process (no I/O to wait on): the runner routes cases one
    at a time, since threads only add a handoff per case."""
    _KEEP = 64
    _KEEP_TOP1 = 1_000_000

    def __init__(
        self,
        *,
        method: str | None = None,
        threshold: float = 0.0,
        crosslingual: CrossLingual = "auto",
    ) -> None:
        method = method or default_method()
        self._method, self._crosslingual = method, crosslingual
        self.method = method + ("+xling" if crosslingual is True else "")
        self.retriever = make_retriever(method, crosslingual=crosslingual)
        self.threshold = threshold
        self.identity = f"router:{self.method}"
        self._decks: dict[str, Deck] = {}
        self._retrievers: OrderedDict[str, Retriever] = OrderedDict()
        self._lock = threading.Lock()
        self._keys = _DeckKeys()
        self._top1: dict[tuple[str, str], _Top1] = {}

    def calibrate(self, items: Sequence[tuple[Case, Deck]]) -> float:
        """Set and return the calibrated threshold (see :func:`calibrate_threshold`).

        The top-1 of each calibration case is kept (up to :attr:`_KEEP_TOP1` of them) and
        reused when the same request is routed against the same deck: an eval calibrates
        on its cases and then routes them, and searching each twice was half its time."""
        top1: dict[tuple[str, str], _Top1] = {}
        self.threshold = calibrate_threshold(self.retriever, items, top1=top1)
        self._top1 = top1 if len(top1) <= self._KEEP_TOP1 else {}
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
        key = self._keys.key(deck)
        with self._lock:
            self._decks.setdefault(key, deck)
        return {
            "router": self.method,
            # in the cached request: "auto" routes differently from the former default
            # (no stage), so results cached under that one are not reused
            "crosslingual": self._crosslingual,
            "threshold": self.threshold,
            "deck": key,
            "tool_choice": tool_choice,
            "query": users[-1],
        }

    def send(self, payload: Mapping[str, Any]) -> AssistantTurn:
        """Route ``payload["query"]``: one argument-less call or none."""
        key, query = str(payload["deck"]), str(payload["query"])
        known = self._top1.get((key, query))
        if known is not None:
            tool, score = known
        else:
            tool, score = self._retriever(key).search(query, 1)[0]
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
