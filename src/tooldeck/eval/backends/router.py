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

Weak evidence (session 42, trial41 #12): above the threshold, the router still calls no
tool when the request's evidence is weak, read as the select stage reads it
(:func:`refusal`): nothing fits (:func:`~tooldeck.select.deferred.judge_match`: no word
shared with any tool, or a best dense cosine under
:data:`~tooldeck.select.deferred.WEAK_DENSE_COSINE`), or the match is weak (a best cosine
under :data:`~tooldeck.select.deferred.CAUTION_DENSE_COSINE`, the band where
``search_tools`` answers ``weak_match: true``) and the top-1 tool states that it writes
(:func:`states_a_write`): on weak evidence no call beats a write the user did not ask for.
``RouterBackend(evidence=False)`` routes on the threshold alone, as before.
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
from tooldeck.select.deferred import CAUTION_DENSE_COSINE, judge_match, lexical_index
from tooldeck.select.methods import CrossLingual, default_method, make_retriever
from tooldeck.tool import Deck, Tool

__all__ = ["RouterBackend", "calibrate_threshold", "refusal", "states_a_write"]


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


_Top1 = tuple[Tool, float, str | None]
"""A request's top-1 tool, its score and the router's :func:`refusal` (None: none, or not
read)."""


def states_a_write(tool: Tool) -> bool:
    """Whether ``tool``'s own hints say it writes: not ``readOnlyHint: true``, and a hint
    stated (``destructiveHint`` either way, or ``readOnlyHint: false``). A tool with no
    hints is not counted, though MCP reads it as destructive: a BFCL function deck states
    none, and every one of its functions would count."""
    ann = tool.annotations
    return not ann.read_only and (ann.destructive_hint is not None or ann.read_only_hint is False)


def refusal(query: str, tool: Tool, retriever: Retriever, lexical: Retriever) -> str | None:
    """Why the router calls no tool for ``query`` whatever its top-1 score, or None.

    ``"nothing fits"``: :func:`~tooldeck.select.deferred.judge_match`'s verdict (no word
    of the request in any tool's text, ``lexical`` a BM25 index of the deck; or a best
    dense cosine of ``retriever`` under
    :data:`~tooldeck.select.deferred.WEAK_DENSE_COSINE`, 0.15), the one ``tooldeck
    select`` and ``search_tools`` give. ``"weak match for a tool that writes"``: a best
    cosine under :data:`~tooldeck.select.deferred.CAUTION_DENSE_COSINE` (0.25, where
    ``search_tools`` answers ``weak_match: true``) and a top-1 ``tool`` that
    :func:`states_a_write`. Both bars were chosen on ``select_real``'s dev cases (their
    docstrings say how); a retriever without a dense list (``bm25``) has only the first
    reading, on content words.

    Raises:
        SelectError: ``query`` is blank, or nothing is indexed.
    """
    _shares, best, no_match = judge_match(query, retriever, lexical)
    if no_match:
        return "nothing fits"
    if best is not None and best < CAUTION_DENSE_COSINE and states_a_write(tool):
        return "weak match for a tool that writes"
    return None


def calibrate_threshold(
    retriever: Retriever,
    items: Sequence[tuple[Case, Deck]],
    *,
    top1: dict[tuple[str, str], _Top1] | None = None,
    evidence: bool = False,
    crosslingual: CrossLingual = "auto",
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

    ``evidence``: the router's weak-evidence refusal (:func:`refusal`, with a BM25 index
    of each deck built with ``crosslingual``) is read first; a refused case calls no tool
    at any threshold, so it is right exactly when it expects none and only the other
    cases choose the threshold.

    Raises:
        BackendError: no cases.
    """
    if not items:
        raise BackendError("router: calibrating the threshold needs at least one case")
    observed: list[tuple[float, bool, bool]] = []  # (score, top1 right, expects no tool)
    refused_right = 0  # refused cases that expect no tool: right at any threshold
    indexed: str | None = None
    lexical: Retriever | None = None
    keys = _DeckKeys()
    for case, deck in items:
        key = keys.key(deck)
        if key != indexed:
            retriever.index(deck)
            lexical = lexical_index(deck, crosslingual=crosslingual) if evidence else None
            indexed = key
        tool, score = retriever.search(case.query, 1)[0]
        refused = refusal(case.query, tool, retriever, lexical) if lexical is not None else None
        if top1 is not None:
            top1[(key, case.query)] = (tool, float(score), refused)
        if refused is not None:
            refused_right += case.expects_no_tool
            continue
        observed.append((float(score), case.expected_tools == (tool.name,), case.expects_no_tool))
    if not observed:
        return 0.0  # every case refused: no threshold changes a call
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
        right = total_ok - ok_below + none_below + refused_right
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
        evidence: refuse to call on weak evidence (:func:`refusal`: nothing fits, or a
            weak match for a tool that writes) whatever the score; ``False``: the
            threshold alone (the router before session 42).
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
        evidence: bool = True,
    ) -> None:
        method = method or default_method()
        self._method, self._crosslingual = method, crosslingual
        self.method = method + ("+xling" if crosslingual is True else "")
        self.retriever = make_retriever(method, crosslingual=crosslingual)
        self.threshold = threshold
        self.evidence = evidence
        self.identity = f"router:{self.method}"
        self._decks: dict[str, Deck] = {}
        self._retrievers: OrderedDict[str, Retriever] = OrderedDict()
        self._lexicals: OrderedDict[str, Retriever] = OrderedDict()
        self._lock = threading.Lock()
        self._keys = _DeckKeys()
        self._top1: dict[tuple[str, str], _Top1] = {}

    def calibrate(self, items: Sequence[tuple[Case, Deck]]) -> float:
        """Set and return the calibrated threshold (see :func:`calibrate_threshold`).

        The top-1 of each calibration case is kept (up to :attr:`_KEEP_TOP1` of them) and
        reused when the same request is routed against the same deck: an eval calibrates
        on its cases and then routes them, and searching each twice was half its time."""
        top1: dict[tuple[str, str], _Top1] = {}
        self.threshold = calibrate_threshold(
            self.retriever,
            items,
            top1=top1,
            evidence=self.evidence,
            crosslingual=self._crosslingual,
        )
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

    def _lexical(self, key: str) -> Retriever:
        """The BM25 index of deck ``key`` for :func:`refusal` (the last :attr:`_KEEP`)."""
        with self._lock:
            found = self._lexicals.get(key)
            if found is not None:
                self._lexicals.move_to_end(key)
                return found
            deck = self._decks.get(key)
            if deck is None:
                raise BackendError(f"router: no deck {key} was seen in a request")
            found = lexical_index(deck, crosslingual=self._crosslingual)
            self._lexicals[key] = found
            while len(self._lexicals) > self._KEEP:
                self._lexicals.popitem(last=False)
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
            # a router that refuses on weak evidence routes differently: not one cache entry
            "evidence": self.evidence,
            "deck": key,
            "tool_choice": tool_choice,
            "query": users[-1],
        }

    def send(self, payload: Mapping[str, Any]) -> AssistantTurn:
        """Route ``payload["query"]``: one argument-less call or none (none also when
        ``payload["evidence"]`` and :func:`refusal` reads the evidence as weak, unless
        ``tool_choice`` is ``required``)."""
        key, query = str(payload["deck"]), str(payload["query"])
        evidence = bool(payload.get("evidence", False))
        known = self._top1.get((key, query)) if evidence == self.evidence else None
        retriever: Retriever | None = None
        if known is not None:
            tool, score, refused = known
        else:
            retriever = self._retriever(key)
            tool, score = retriever.search(query, 1)[0]
            refused = None
        choice = payload.get("tool_choice", "auto")
        call = choice == "required" or (
            choice == "auto" and float(score) > float(payload["threshold"])
        )
        if call and choice == "auto" and evidence and retriever is not None:
            refused = refusal(query, tool, retriever, self._lexical(key))
        if choice == "auto" and evidence and refused is not None:
            call = False
        calls = (ToolCall(call_id="router_0", name=tool.name, arguments={}),) if call else ()
        return AssistantTurn(
            text="" if call else "no_tool",
            calls=calls,
            stop_reason="tool_calls" if call else "stop",
            produces_arguments=False,
        )
