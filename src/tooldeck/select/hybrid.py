"""Hybrid retrieval: fusion of BM25 and dense results.

Two fusions are offered. ``rrf`` (default): reciprocal rank fusion (Cormack, Clarke &
Büttcher, SIGIR 2009) scores a tool by
``Σ_m w_m / (c + rank_m)`` over the fused rankings ``m`` (ranks from 1), with ``c = 60``
by default as in the paper. A ranking only contributes the tools it actually matched:
BM25 tools with score 0 (no shared term) get no BM25 term, so ties in deck order do not
leak into the fusion. ``convex``: ``α·bm25/max(bm25) + (1 − α)·minmax(cosine)`` per
query, the convex combination of normalised scores that Bruch, Gai & Ingber ("An Analysis
of Fusion Functions for Hybrid Retrieval", ACM TOIS 2023) find more accurate than RRF
(``α`` = 0.5 by default, fixed in advance). Ties in the fused score keep deck order.

``multi_intent=True`` handles requests that need several tools: the request is cut into
clauses (:func:`tooldeck.select.clauses.split_clauses`), each clause is fused the same way,
and the whole request's ranking is interleaved with the clause rankings
(:func:`tooldeck.select.clauses.interleave`). Hits always carry the whole request's fused
score (``score_kind``: ``"rrf"`` or ``"convex"``); where clauses are interleaved or the
re-ranker re-orders, that score no longer decides the order (``ordered_by`` says what does).

Two further options (issue 15): ``adapter`` (the ``hybrid`` method of
:func:`~tooldeck.select.methods.make_retriever`) moves the request embedding by a trained
linear map before both dense lists score it (:mod:`tooldeck.select.adapter`);
``segments=True`` (the ``hybrid-segments`` method) cuts the request at punctuation and
bare connectives (:func:`tooldeck.select.clauses.split_segments`), gives each tool its
best cosine over the whole request and its segments, and interleaves the segments'
rankings in place of the clauses'. ``reranker`` (the ``hybrid`` method) re-scores the first
30 tools of the final order with a learned model (:mod:`tooldeck.select.rerank`).

Multi-tool requests (issue 15, thirteenth session; all on in the ``hybrid`` method):
``bare_and`` and ``cjk_clauses`` cut more requests into clauses (a bare "and" in requests of
up to that many words, CJK punctuation); ``rerank_clauses`` re-ranks each clause apart and
interleaves the re-ranked orders after the re-ranker, so that a further task's tool is not
pushed out again by a re-ranker that scores likeness to the whole request; ``providers``
brings along the tool that gives out an identifier a top tool needs
(:mod:`tooldeck.select.providers`). Under the cross-lingual stage, clauses are cut from the
request as written and each is expanded apart (:attr:`HybridRetriever.expand_request`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

from tooldeck.select.actions import action_class, class_verbs
from tooldeck.select.adapter import QueryAdapter
from tooldeck.select.addresses import file_names, mask_file_names, mask_urls
from tooldeck.select.base import ScoredTool, SelectError, check_deck, check_k, require_index
from tooldeck.select.bm25 import BM25Retriever, rank_scores
from tooldeck.select.clauses import (
    action_text,
    channel_names,
    channel_text,
    chinese_action_text,
    complement_text,
    interleave,
    interleave_turns,
    making_text,
    mark_new_objects,
    new_makers,
    new_things,
    split_clauses,
    split_segments,
)
from tooldeck.select.dense import DenseRetriever, blas_threads
from tooldeck.select.documents import field_texts, lexical_terms
from tooldeck.select.fusion import rank_positions, reciprocal_rank_fusion
from tooldeck.select.memory import DEPTH as MEMORY_DEPTH
from tooldeck.select.memory import KEEP as MEMORY_KEEP
from tooldeck.select.memory import RequestMemory
from tooldeck.select.objects import MAX_TOOLS as OBJECT_MAX_TOOLS
from tooldeck.select.objects import WINDOW as OBJECT_WINDOW
from tooldeck.select.objects import Move, NameObjects, act_first, act_words
from tooldeck.select.providers import bring_providers, provider_links
from tooldeck.select.questions import (
    Act,
    asked_items,
    asks_only,
    list_first,
    plural_words,
    reads_first,
    tool_acts,
)
from tooldeck.select.rerank import Candidates, Reranker, SentenceIndex
from tooldeck.select.spelling import deck_words, respell, typo_fixes
from tooldeck.select.successors import SuccessorMove, put_successors_first, successor_links
from tooldeck.tokenizers import CJK_IDEOGRAPHS
from tooldeck.tokenizers import CJK_RUN as _CJK_RUN
from tooldeck.tool import Deck

__all__ = ["HybridRetriever", "reciprocal_rank_fusion"]

_HAS_CJK = re.compile(f"[{CJK_IDEOGRAPHS}]")
_NAMED_LETTERS = 3
"""Shortest term of a sense that :meth:`HybridRetriever.named_reading` matches with a term
of the deck's names (not "up" of 到's "up to" against a name's "look_up")."""
_WRITTEN_KEEP = 4096
"""Requests (and clauses) through :attr:`HybridRetriever.expand_request` whose written form
:meth:`HybridRetriever._read` can look up before the list is cleared."""
_SAYS_FILE = re.compile(r"\bfiles?\b|文件", re.IGNORECASE)
# a code identifier in camelCase or PascalCase: two parts or more, each after the first a
# capital and two small letters or more (deleteUser, OrderRepository, isEnabled); a
# PascalCase first part is three letters or more. Not an id or formula (U04ABCD12, C6H12O6,
# customerId's "Id"), not a name with a two-letter prefix (DiCaprio, LeBron, McDonald), not
# one glued to a path, an address or a member access (src/UserService.ts, a.fooBar;
# fooBar() and a sentence's last word are ones); docs/select.md "A code symbol in a request"
_IDENTIFIER = re.compile(
    r"(?<![A-Za-z0-9_./@#$:\\-])"
    r"(?:[a-z][a-z0-9]+|[A-Z][a-z]{2,}[a-z0-9]*)(?:[A-Z][a-z]{2,}[a-z0-9]*)+"
    r"(?![A-Za-z0-9_/\\-]|\.[A-Za-z0-9_])"
)
_DECK_TOKEN = re.compile(r"[A-Za-z0-9]+")
_SYMBOL_WORDS = frozenset({"symbol", "symbols"})
# a question that asks where a thing is or whether one exists: "where's / where do …",
# "is there / are there / any …", "did I ever / have we ever / has anyone …", 有没有 (is
# there), 是不是 (isn't it that), 在哪 (where; not 在哪个 / 在哪些, "at which"), 哪里 / 哪儿
# (where); docs/select.md "A lookup question" (thirty-sixth session)
_LOOKUP_QUESTION = re.compile(
    r"(?i)^\s*(?:where|is\s+there|are\s+there|any|"
    r"(?:did|have|has)\s+(?:i|we|anyone|someone|somebody)\s+ever|has\s+anyone)\b"
    r"|\bwhere(?:'s|’s|\s+(?:is|are|do|does|did))\b"
    r"|有没有|是不是|在哪(?![个些])|哪里|哪儿"
)
# where the question's sentence ends: the deck's verb is read there, in the question's clause
_SENTENCE_END = re.compile(r"[?？。!！;；\n]")
# the verbs a tool that looks things up is named by, in the order one is preferred
_SEARCH_VERBS = ("search", "find", "query", "grep", "lookup")
_CHANNEL_WORDS = frozenset({"channel", "channels"})
_SAYS_CHANNEL = re.compile(r"\bchannels?\b|频道", re.IGNORECASE)


class HybridRetriever:
    """RRF of a :class:`BM25Retriever` and a :class:`DenseRetriever`.

    Args:
        bm25: the lexical retriever (default ``BM25Retriever()``).
        dense: the dense retriever (default ``DenseRetriever()``).
        c: RRF constant (default 60).
        weights: ``(bm25, dense)`` RRF weights (default ``(1, 1)``).
        fusion: ``"rrf"`` or ``"convex"``.
        alpha: BM25 share of the convex combination.
        multi_intent: split multi-clause requests and interleave per-clause rankings.
        lead: tools taken from the whole request's ranking per interleaving round.
        names: an optional second dense retriever (e.g. over name words and title only)
            whose ranking is a third RRF list (weight 1; ignored by ``fusion="convex"``).
        adapter: a trained map of the request embedding (:class:`QueryAdapter`), applied
            before the dense list and the names list score it; to a request holding CJK
            ideographs only when the adapter says it was trained on such requests
            (``QueryAdapter.chinese``: such a request reaches MiniLM as dictionary glosses,
            and an adapter trained on English questions only lost recall on them).
        segments: score each tool by its best cosine over the request and its segments,
            and interleave the segments' rankings (implies ``multi_intent``).
        reranker: a learned final stage (:class:`~tooldeck.select.rerank.Reranker`) that
            re-scores the first ``reranker.depth`` tools of the order; its sentence vectors
            are embedded at :meth:`index` (through the dense cache). Hits still carry
            the first stage's fused score (:attr:`ordered_by` says the order is the
            re-ranker's).
        bare_and: with ``multi_intent``, also cut requests of at most this many words at
            a bare ``and`` (0: never; :func:`~tooldeck.select.clauses.split_clauses`).
        cjk_clauses: with ``multi_intent``, also cut at CJK punctuation (``。？！；，``).
        rerank_clauses: with a re-ranker and ``multi_intent`` (not ``segments``): re-rank
            each clause's own candidates as a request of one intent (same model) and
            interleave the whole request's re-ranked order with them, this many of the
            whole request's per round, then one of each clause
            (:func:`~tooldeck.select.clauses.interleave`); 0: off (the clauses only shape
            the first stage). The re-ranker sorts the whole request's top 30 by their
            likeness to the request as a whole, which favours its main task; this gives each
            further task a place.
        providers: bring along the prerequisite providers
            (:func:`~tooldeck.select.providers.provider_links`, from the deck's own text) of
            the tools in the first this many places; 0: off.
        provider_place: a provider brought along goes after the first this many places
            (or right after its consumer when that is lower): the places above keep their
            tools (:func:`~tooldeck.select.providers.bring_providers`).
        memory: the last stage: a bank of labelled requests
            (:class:`~tooldeck.select.memory.RequestMemory`) that re-sorts the order's places
            3–30 by how people asked for tools like each (vectors of :attr:`dense`, so its
            encoder and document fields must be the ones the bank was built with — the
            ``hybrid`` method's select encoder over ``DENSE_FIELDS``; only ``tuned=True`` is
            checked; :func:`~tooldeck.select.memory.default_memory`); None: off.
        action_reading: the lists score the request and each clause both whole and as its
            action reads, without the payload after a colon
            (:func:`~tooldeck.select.clauses.action_text`), each tool keeping the higher
            score, and BM25 also reads ``new`` after a clause's first verb and its
            indefinite article (:func:`~tooldeck.select.clauses.mark_new_objects`); a
            clause whose indefinite object the deck says it makes is also read with the
            deck's own verb for making it, without what it says the thing will hold
            ("open an issue with the stack trace" → "create a new issue"; also a thing
            made in, into or as an indefinite place, "put this in a gist", and under the
            cross-lingual stage a Chinese object read by its glosses, "拉个分支";
            :func:`~tooldeck.select.clauses.making_text`, :meth:`making_reading`; the
            re-ranker's request vector and terms come from that reading too); otherwise
            the re-ranker and the request memory see the request whole. A word that no
            vocabulary knows and that is one typing slip from exactly one word of the
            deck is read as that word, by every stage ("pls delte the repo" → "delete";
            :func:`~tooldeck.select.spelling.typo_fixes`, :meth:`respelled`). On in the
            ``hybrid`` method (twenty-ninth session; both readings since its trial;
            mistyped words since the thirty-fourth).
        object_reading: the last stage, over the first 8 places: a tool one of whose enum
            values (an identifier such as ``rerun_failed_jobs``, not prose such as "New
            York") the request writes out lifted past tools whose names it does not name in
            full; a tool whose name's object words the request names all of lifted above one
            whose name it names fewer of and one more it does not
            (:class:`~tooldeck.select.objects.NameObjects`; not for requests
            holding CJK ideographs, nor decks of more than 512 tools); then, between two
            read-only tools with an object in common, the one taking one item above the
            list for a request writing an identifier, the list above it for a request
            asking for several (:meth:`~tooldeck.select.objects.NameObjects.items_first`,
            CJK requests too). On in the ``hybrid`` method (thirty-first session; the
            items reading since the thirty-fourth). With it, for a request that only
            asks (every sentence a question, nothing asking for a further act), the
            tools that read go above the tools that change things within the first 8
            places (:mod:`tooldeck.select.questions`; forty-third session).

    Raises:
        DenseUnavailableError: the MiniLM model package is not installed.
        SelectError: as the two retrievers do; ``memory`` with a dense retriever that is
            not the select encoder (``tuned=False``).
    """

    name = "hybrid"
    nested_top_k = True
    """``search(q, k)`` is the first ``k`` hits of ``search(q, k2)`` for any ``k2 ≥ k``."""

    def __init__(
        self,
        bm25: BM25Retriever | None = None,
        dense: DenseRetriever | None = None,
        *,
        c: float = 60.0,
        weights: tuple[float, float] = (1.0, 1.0),
        fusion: str = "rrf",
        alpha: float = 0.5,
        multi_intent: bool = False,
        lead: int = 2,
        names: DenseRetriever | None = None,
        adapter: QueryAdapter | None = None,
        segments: bool = False,
        reranker: Reranker | None = None,
        bare_and: int = 0,
        cjk_clauses: bool = False,
        rerank_clauses: int = 0,
        providers: int = 0,
        provider_place: int = 0,
        memory: RequestMemory | None = None,
        action_reading: bool = False,
        object_reading: bool = False,
    ) -> None:
        if fusion not in ("rrf", "convex"):
            raise SelectError(f"hybrid: fusion is 'rrf' or 'convex', got {fusion!r}")
        if not 0.0 <= alpha <= 1.0:
            raise SelectError(f"hybrid: alpha must be in [0, 1], got {alpha}")
        checked = (
            ("bare_and", bare_and),
            ("rerank_clauses", rerank_clauses),
            ("providers", providers),
            ("provider_place", provider_place),
        )
        for key, value in checked:
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise SelectError(f"hybrid: {key} is a whole number ≥ 0 (0: off), got {value!r}")
        if not (
            isinstance(c, int | float) and not isinstance(c, bool) and math.isfinite(c) and c >= 0
        ):
            raise SelectError(f"hybrid: c (the RRF constant) is a finite number ≥ 0, got {c!r}")
        if (
            not isinstance(weights, tuple | list)
            or not weights
            or any(
                isinstance(w, bool)
                or not isinstance(w, int | float)
                or not math.isfinite(w)
                or w < 0
                for w in weights
            )
            or not any(weights)
        ):
            raise SelectError(
                f"hybrid: weights are finite numbers ≥ 0, not all 0 (one per list), got {weights!r}"
            )
        if bm25 is not None and not isinstance(bm25, BM25Retriever):
            raise SelectError(
                f"hybrid: bm25 is a BM25Retriever, got {type(bm25).__name__} (make_retriever "
                "returns the method with its wrappers; build BM25Retriever(LEXICAL_FIELDS) "
                "from tooldeck.select.bm25 and tooldeck.select.methods)"
            )
        if dense is not None and not isinstance(dense, DenseRetriever):
            raise SelectError(f"hybrid: dense is a DenseRetriever, got {type(dense).__name__}")
        self.fusion = fusion
        self.alpha = alpha
        self.bm25 = bm25 or BM25Retriever()
        self.dense = dense or DenseRetriever()
        self.c = c
        self.weights = weights
        self.multi_intent = multi_intent
        self.lead = lead
        self.names = names
        self.adapter = adapter
        self.segments = segments
        self.reranker = reranker
        self.bare_and = bare_and
        self.cjk_clauses = cjk_clauses
        self.rerank_clauses = rerank_clauses
        self.providers = providers
        if memory is not None and not self.dense.tuned:
            raise SelectError(
                "hybrid: the request memory holds the select encoder's vectors; its dense "
                "retriever needs DenseRetriever(..., tuned=True) (make_retriever('hybrid') "
                "builds it so), or leave memory=None"
            )
        self.memory = memory
        self.action_reading = action_reading
        self.object_reading = object_reading
        self.objects: NameObjects | None = None
        """The indexed deck's name objects (filled at :meth:`index` with
        :attr:`object_reading`)."""
        self.object_lifts: tuple[str, ...] = ()
        """Names of the tools the object reading moved up in the last :meth:`search`, best
        first (empty when it moved none): those of :attr:`object_moves` moved up, by name
        (``tooldeck select``'s note reads :attr:`object_moves`, which also says why and
        what moved down). Set by every search, so read it right after the search it
        describes."""
        self.object_moves: tuple[Move, ...] = ()
        """Every tool the object reading moved in the last :meth:`search`, with its places
        before and after and the enum value that lifted it, if one did
        (:meth:`~tooldeck.select.objects.NameObjects.moves`): up first, then down."""
        self.acts: tuple[Act | None, ...] = ()
        """What each tool of the indexed deck does, ``"read"``, ``"change"`` or None
        (:func:`~tooldeck.select.questions.tool_acts`; filled at :meth:`index` with
        :attr:`object_reading`, empty without it)."""
        self.act_words: tuple[frozenset[str], ...] = ()
        """The classes of each tool's name's action words
        (:func:`~tooldeck.select.objects.act_words`; filled with :attr:`acts`)."""
        self.act_terms: dict[str, str] = {}
        """Those action words' BM25 terms → their class (filled with :attr:`acts`)."""
        self.servers: tuple[str, ...] = ()
        """Each tool's gateway ``server__`` prefix ("" without one), deck order."""
        self.question_lifts: tuple[str, ...] = ()
        """Names of the tools that read which the last :meth:`search` moved above tools
        that change things, the request only asking
        (:func:`~tooldeck.select.questions.reads_first`); empty when it moved none."""
        self.lists: tuple[frozenset[str], ...] = ()
        """Each tool's name words written in the plural, as BM25 terms
        (:func:`~tooldeck.select.questions.plural_words`; filled with :attr:`acts`)."""
        self.list_lift: tuple[str, str] | None = None
        """The tool the last :meth:`search` put first for a question asking which things
        (:func:`~tooldeck.select.questions.list_first`) and the things, as the request
        wrote them; None when none moved (session 44)."""
        self.successors: dict[int, int] = {}
        """Retired tool → the replacement its description names, as deck positions
        (:func:`~tooldeck.select.successors.successor_links`; filled at :meth:`index`,
        empty for most decks)."""
        self.successor_moves: tuple[SuccessorMove, ...] = ()
        """The replacements the last :meth:`search` put above the retired tools that name
        them (:func:`~tooldeck.select.successors.put_successors_first`). Set by every
        search, so read it right after the search it describes."""
        self.provider_place = provider_place
        self.links: dict[int, tuple[int, ...]] = {}
        """Consumer → provider positions of the indexed deck
        (:func:`~tooldeck.select.providers.provider_links`; filled at :meth:`index` when
        ``providers`` > 0)."""
        self.expand_request: Callable[[str], str] | None = None
        """A rewrite of the request applied to the whole request and to each clause after
        the split (None: none). The cross-lingual stage
        (:class:`~tooldeck.select.crosslingual.CrossLingualRetriever`) sets it to its
        dictionary expansion and passes the request as written, so clauses are cut from
        the request, not from its appended glosses."""
        self._written: dict[str, str] = {}
        # each text :attr:`expand_request` made → the request or clause it was written as
        # (:meth:`_expand`; :meth:`_read` cuts a Chinese payload from the written form)
        self.gloss_words: Callable[[str], Sequence[str]] | None = None
        """English glosses of a run of Chinese text (None: none). The cross-lingual stage
        sets it to its dictionary's translations, so that :meth:`making_reading` can read a
        thing named in Chinese ("拉个分支") as the deck names it."""
        self.sense_choices: Callable[[str], Sequence[tuple[str, Sequence[str]]]] | None = None
        """The senses each Chinese word of a request may be read in (None: none). The
        cross-lingual stage sets it to
        :meth:`~tooldeck.select.crosslingual.CrossLingualExpander.sense_choices`, so that
        :meth:`named_reading` can read a Chinese request's objects and actions by the
        senses this deck's tool names use."""
        self.name_terms: frozenset[str] = frozenset()
        """The BM25 terms of the deck's tool names (filled at :meth:`index`)."""
        self.class_verbs: dict[str, str] = {}
        """Action class → the deck's names' most used action word of it
        (:func:`~tooldeck.select.actions.class_verbs`; filled at :meth:`index`): the verb
        :meth:`named_reading` reads a Chinese act of that class as."""
        self.sentences: SentenceIndex | None = None
        """The re-ranker's index-time vectors (None until :meth:`index` with a re-ranker, or
        :meth:`index_sentences`)."""
        self.makers: dict[str, tuple[str, ...]] = {}
        """BM25 term of a thing the indexed deck makes → the verbs its text writes before
        "a new <word>", most used first (:func:`~tooldeck.select.clauses.new_makers`;
        filled at :meth:`index` with :attr:`action_reading`)."""
        self.made: frozenset[str] = frozenset()
        """BM25 terms of the words after "new" in the indexed deck's text
        (:func:`~tooldeck.select.clauses.new_things`; filled at :meth:`index` with
        :attr:`action_reading`): the things its tools say they make."""
        self.words: frozenset[str] = frozenset()
        """The indexed deck's words a mistyped request word is read as
        (:func:`~tooldeck.select.spelling.deck_words`; filled at :meth:`index` with
        :attr:`action_reading`, else empty: no word is read otherwise)."""
        self.name_words: frozenset[str] = frozenset()
        """The words of the indexed deck's tool names (:func:`~tooldeck.select.spelling.
        deck_words`): where a mistyped word is a slip from several deck words, the one a
        name holds is read (:func:`~tooldeck.select.spelling.typo_fixes`)."""
        self.english = False
        """Whether no description of the indexed deck holds CJK ideographs (filled at
        :meth:`index` with :attr:`action_reading`): :meth:`names_a_file` adds an English
        word only to what such a deck reads."""
        self.deck_tokens: frozenset[str] = frozenset()
        """Lower-cased letter/digit runs of the indexed deck's names and texts as written
        (filled at :meth:`index` with :attr:`action_reading`): an identifier the deck writes
        is not read as a code symbol (:meth:`code_symbols`)."""
        self.lookup_reading = True
        """Whether :attr:`action_reading` also reads a lookup question with the deck's
        lookup verb (:meth:`lookup_question`; thirty-sixth session). False reads such a
        question as before, as the shipped request memory's bank was built
        (``benchmarks/build_select_memory.py``)."""
        self.file_paths = True
        """Whether :attr:`action_reading` also reads each file name the request writes, with
        its path, as the word "file" (:func:`~tooldeck.select.addresses.mask_file_names`;
        English decks only, :attr:`english`; fortieth session). False reads it as
        before."""
        self.file_values = True
        """Whether, with :attr:`action_reading`, the BM25 list leaves out of every reading
        the file names an English request writes, with their paths
        (:meth:`lexical_text`; forty-fifth session): a file the user names is a value, the
        thing the task acts on, and its words (``config``, ``format``, ``mail``) are no
        evidence for a tool that merely shares them (what reads the BM25 list's terms —
        the re-ranker's term features, the objects reading — reads them without it too).
        The dense lists, the re-ranker's request vector and the request memory still read
        them. Set before :meth:`index`; False reads them as before."""
        self.act_agreement = True
        """Whether, with :attr:`object_reading`, a Chinese request's act puts the sibling
        of the first tool that does it first (:meth:`_with_act`; session 46). False
        reads as before."""
        self.act_lift: tuple[str, str] | None = None
        """After :meth:`search`: the tool the act reading put first and the tool it went
        above (None when it moved nothing)."""
        self._deck: Deck | None = None

    @property
    def deck(self) -> Deck | None:
        """The indexed deck (None before :meth:`index`)."""
        return self._deck

    @property
    def score_kind(self) -> str:
        """What hits carry: the whole request's fused first-stage score, ``"rrf"`` or
        ``"convex"`` (:data:`~tooldeck.select.base.SCORE_KINDS`)."""
        return self.fusion

    @property
    def ordered_by(self) -> str | None:
        """What orders the hits when it is not their score: the learned re-ranker, or the
        interleaving of the whole request's and its clauses' (segments') rankings, and the
        request memory's re-sorting of places 3–30, and the name objects' lift within the
        first 8 places; None without any (hits in descending fused score)."""
        stages = [self._staged_order()]
        if self.memory is not None:
            stages.append(
                f"places {MEMORY_KEEP + 1}-{MEMORY_DEPTH} re-sorted by the request memory "
                "where a stored request is close"
            )
        if self.object_reading:
            stages.append(
                f"within the first {OBJECT_WINDOW} places, tools whose names name the "
                f"request's objects lifted, and one item's read-only tool or the list's "
                f"as the request asks (decks of up to {OBJECT_MAX_TOOLS} tools)"
            )
        if self.successors:
            stages.append(
                "a tool its own description retires placed after the replacement it names"
            )
        named = [stage for stage in stages if stage]
        return "; ".join(named) if named else None

    def _staged_order(self) -> str | None:
        split = "segments" if self.segments else "clauses" if self.multi_intent else None
        interleaved = (
            f"the whole request's and its {split}' rankings interleaved" if split else None
        )
        if self.reranker is not None:
            first = f" ({interleaved})" if interleaved else ""
            reranked = (
                f"the learned re-ranker over the first stage's top {self.reranker.depth}"
                f"{first}, then the first stage's order"
            )
            if self.rerank_clauses and self.multi_intent and not self.segments:
                return (
                    f"{reranked}, interleaved with each clause's own re-ranked order "
                    f"({self.rerank_clauses} of the whole request's per round)"
                )
            return reranked
        if interleaved:
            return f"{interleaved} (a request of one clause: its fused score)"
        return None

    def index(self, deck: Deck) -> None:
        """Index ``deck`` in both retrievers."""
        check_deck(deck, self.name)
        self.bm25.query_text = (
            self.lexical_text if self.action_reading and self.file_values else None
        )
        self.bm25.index(deck)
        self.dense.index(deck)
        if self.names is not None:
            self.names.index(deck)
        self._deck = deck
        self.sentences = None
        self.links = provider_links(deck) if self.providers else {}
        self.successors = successor_links(deck.tools)
        self.made = frozenset()
        self.makers = {}
        self.words = frozenset()
        self.name_words = frozenset()
        self.name_terms = frozenset(
            term for i, tool in enumerate(deck) for term in self.bm25.tool_tokenizer(i)(tool.name)
        )
        self.class_verbs = class_verbs(tool.name for tool in deck)
        self.english = False
        self.deck_tokens = frozenset()
        if self.action_reading:
            self.words = deck_words(
                text
                for tool in deck
                for text in (tool.name, *(t for texts in field_texts(tool).values() for t in texts))
            )
            self.name_words = deck_words(tool.name for tool in deck)
            self.english = not any(_HAS_CJK.search(tool.description) for tool in deck)
            self.deck_tokens = frozenset(
                w.lower()
                for tool in deck
                for text in (tool.name, *(t for texts in field_texts(tool).values() for t in texts))
                for w in _DECK_TOKEN.findall(text)
            )
            counts: dict[str, dict[str, int]] = {}
            for i, tool in enumerate(deck):
                tokenize = self.bm25.tool_tokenizer(i)
                for verb, words in new_makers(
                    t for texts in field_texts(tool).values() for t in texts
                ):
                    for word in words:
                        for term in tokenize(word):
                            made = counts.setdefault(term, {})
                            made[verb] = made.get(verb, 0) + 1
            self.makers = {
                term: tuple(sorted(verbs, key=lambda v: -verbs[v]))  # stable: deck order on ties
                for term, verbs in counts.items()
            }
            self.made = frozenset(
                term
                for i, tool in enumerate(deck)
                for word in new_things(t for texts in field_texts(tool).values() for t in texts)
                for term in self.bm25.tool_tokenizer(i)(word)
            )
        self.objects = (
            NameObjects.build(deck, self.bm25.tool_tokenizer) if self.object_reading else None
        )
        self.acts = tool_acts(deck) if self.objects is not None else ()
        self.act_words, self.act_terms = (
            act_words(deck, self.bm25.tool_tokenizer) if self.objects is not None else ((), {})
        )
        self.servers = tuple(
            tool.name.rsplit("__", 1)[0] if "__" in tool.name else "" for tool in deck
        )
        self.lists = tuple(
            frozenset(t for w in plural_words(tool) for t in self.bm25.query_terms(w))
            for tool in (deck if self.acts else ())
        )
        if self.reranker is not None:
            self.index_sentences()

    def index_sentences(self) -> SentenceIndex:
        """Build (once per :meth:`index`) the sentence vectors and term sets the re-ranker's
        features need (:class:`~tooldeck.select.rerank.SentenceIndex`), embedded with the
        names list's encoder (the dense list's without one) through its cache."""
        deck = require_index(self._deck, self.name)
        if self.sentences is None:
            encoder = self.names if self.names is not None else self.dense
            # each tool's text read as the BM25 index reads it (its own language)
            tokenizers = [self.bm25.tool_tokenizer(i) for i in range(len(deck))]
            self.sentences = SentenceIndex.build(
                deck,
                encoder.cached_vectors,
                [frozenset(tok(t.name)) for t, tok in zip(deck, tokenizers, strict=True)],
                [
                    frozenset(lexical_terms(t, self.bm25.fields, tok))
                    for t, tok in zip(deck, tokenizers, strict=True)
                ],
            )
        return self.sentences

    def parts(self, query: str) -> tuple[str, list[str]]:
        """The whole request and its clauses as the lists score them: the request through
        :attr:`expand_request` where set, and its clauses
        (:func:`~tooldeck.select.clauses.split_clauses` with :attr:`bare_and` and
        :attr:`cjk_clauses`; none without ``multi_intent``) cut from the request as given,
        each expanded apart; with ``segments`` the segments of the expanded request."""
        query = self.respelled(query)
        whole = self._expand(query)
        if self.segments:
            return whole, split_segments(whole)
        if not self.multi_intent:
            return whole, []
        cut = split_clauses(query, bare_and=self.bare_and, cjk=self.cjk_clauses)
        if self.expand_request is not None:
            cut = [self._expand(part) for part in cut]
        return whole, cut

    def _expand(self, written: str) -> str:
        """``written`` through :attr:`expand_request` (itself where none is set), noting
        what it was before its glosses were added (:meth:`_read` cuts a Chinese payload
        from the written request, then expands the cut)."""
        if self.expand_request is None:
            return written
        text = self.expand_request(written)
        if text != written:
            if len(self._written) >= _WRITTEN_KEEP:
                self._written.clear()
            self._written[text] = written
        return text

    def prime_queries(self, queries: list[str]) -> None:
        """Batch-embed ``queries`` (and their clauses when ``multi_intent``, as
        :meth:`parts` gives them) in the dense retriever (see
        DenseRetriever.prime_queries)."""
        texts = [text for q in queries for whole, cut in [self.parts(q)] for text in [whole, *cut]]
        self.dense.prime_queries(texts)
        if self.names is not None and not self.names.same_encoder(self.dense):
            self.names.prime_queries(texts)

    def request_vector(self, query: str) -> npt.NDArray[np.float32]:
        """The request vector the dense list scores (through the adapter where it
        applies), shape ``(d,)``."""
        vector = self.dense.query_vector(query)
        if self.adapter is not None and (self.adapter.chinese or not _HAS_CJK.search(query)):
            vector = self.adapter.apply(vector)
        return vector

    def _cosines(
        self, query: str
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64] | None]:
        """Cosines of the dense list and of the names list (None without one)."""
        if self.adapter is None and not (
            self.names is not None and self.names.same_encoder(self.dense)
        ):
            cosine = np.asarray(self.dense.scores(query), dtype=np.float64)
            if self.names is None:
                return cosine, None
            return cosine, np.asarray(self.names.scores(query), dtype=np.float64)
        vector = self.request_vector(query)
        cosine = np.asarray(self.dense.vector_scores(vector), dtype=np.float64)
        if self.names is None:
            return cosine, None
        if self.names.same_encoder(self.dense):  # one embedding of the request serves both
            named = self.names.vector_scores(vector)
        else:
            named = self.names.scores(query)
        return cosine, np.asarray(named, dtype=np.float64)

    def dense_cosines(self, query: str) -> npt.NDArray[np.float64]:
        """The dense list's cosine similarity (−1…1) of every tool with the whole request,
        deck order, as :meth:`candidates` scores it: the request through
        :attr:`expand_request` where set, then the adapter where it applies; the highest
        over its readings (:meth:`_read`, :meth:`making_reading`) and, with ``segments``,
        over the request and its segments.

        Raises:
            SelectError: blank query, or no index yet.
        """
        require_index(self._deck, self.name)
        text, parts = self.parts(query)
        cosine, _ = self._cosines(text)
        read = self._read(text)
        if read != text:
            cosine = np.maximum(cosine, self._cosines(read)[0])
        for said in dict.fromkeys([read, text]):  # the deck's verb for a new thing
            made = self.making_reading(said)
            if made != said:
                cosine = np.maximum(cosine, self._cosines(made)[0])
        if self.segments:
            for part in parts:
                cosine = np.maximum(cosine, self._cosines(part)[0])
        return cosine

    def scores(self, query: str) -> npt.NDArray[np.float64]:
        """Fused score of every tool for the whole request, deck order (clauses are not
        interleaved here; see :meth:`search`)."""
        query = self.respelled(query)
        return self._scores(self._expand(query), whole=True)

    def typo_fixes(self, query: str) -> list[tuple[str, str]]:
        """``(typed, deck_word)`` for each word of ``query`` read as mistyped from a word of
        the indexed deck (:func:`~tooldeck.select.spelling.typo_fixes` over :attr:`words`;
        none without :attr:`action_reading` or before :meth:`index`)."""
        return typo_fixes(query, self.words, names=self.name_words) if self.words else []

    def respelled(self, query: str) -> str:
        """``query`` as every stage reads it with :attr:`action_reading`: its mistyped
        words as the deck's (:meth:`typo_fixes`), "file" after it where it names a file
        without saying so (:meth:`names_a_file`), "symbol" after it where it writes a
        code identifier (:meth:`code_symbols`), "channel" after each chat channel it writes
        as ``#name`` (:meth:`chat_channels`), and the deck's lookup verb ("search") at the
        end of a question asking where a thing is or whether one exists
        (:meth:`lookup_question`). The CLI's notes say what was read."""
        out = respell(query, self.typo_fixes(query))
        out = channel_text(out) if self.chat_channels(out) else out
        out = f"{out} file" if self.names_a_file(out) else out
        out = f"{out} symbol" if self.code_symbols(out) else out
        asked = self.lookup_question(out)
        if asked is None:
            return out
        at, verb = asked
        return f"{out[:at]} {verb}{out[at:]}"

    def lookup_question(self, query: str) -> tuple[int, str] | None:
        """Where the lists also read the indexed deck's verb for looking a thing up in
        ``query``, and the verb: ``(offset in query, verb)``, or None.

        ``query`` asks where a thing is or whether one exists (:data:`_LOOKUP_QUESTION`:
        "where do we handle …", "is there already an issue about …", "did I ever write
        anything about …", 有没有, 是不是, 在哪, 哪里, 哪儿) and the deck names a tool
        with a lookup verb (the first of search, find, query, grep, lookup that a tool
        name holds, :attr:`name_words`). The verb is read at the end of the question's
        sentence (before its ``?``, ``？``, ``。``, ``!``, ``;`` or line end), so a later
        clause ("…在哪？找到后单独跑一下它") keeps its own action. Such a question says what it
        wants found in plain words; which of the deck's lookup tools fits is left to what
        the question names (issue, notes, code). None without :attr:`action_reading`,
        before :meth:`index`, without :attr:`lookup_reading`, or in a deck with no such
        tool (docs/select.md, "A lookup question", thirty-sixth session)."""
        if not self.lookup_reading:
            return None
        verb = next((v for v in _SEARCH_VERBS if v in self.name_words), None)
        if verb is None:
            return None
        asked = _LOOKUP_QUESTION.search(query)
        if asked is None:
            return None
        end = _SENTENCE_END.search(query, asked.end())
        return (end.start() if end else len(query)), verb

    def code_symbols(self, query: str) -> list[str]:
        """The code identifiers ``query`` writes that the lists also read as a code symbol,
        in order: camelCase or PascalCase words of two parts or more (``OrderRepository``,
        ``deleteUser``; not ``U04ABCD12``, ``iOS``, or ``src/UserService.ts``)
        that the indexed deck does not itself write (``GitHub`` in a deck that names GitHub
        stays a word), where the deck is written in English (:attr:`english`) and says
        "symbol" or "symbols" (it has a tool that looks code symbols up). Empty without
        :attr:`action_reading` or before :meth:`index`.

        An identifier's parts are the symbol's words, not the job's ("where's
        OrderRepository defined": "repository" matched a tool about GitHub repositories);
        the kind of thing it names is (docs/select.md, "A code symbol in a request")."""
        if not self.english or not self.words & _SYMBOL_WORDS:
            return []
        return [
            m.group()
            for m in _IDENTIFIER.finditer(query)
            if m.group().lower() not in self.deck_tokens
        ]

    def chat_channels(self, query: str) -> list[str]:
        """The chat channels ``query`` writes as ``#name`` that the lists also read with the
        word "channel" after them (:func:`~tooldeck.select.clauses.channel_names`:
        ``#releases``, ``#sg-team``; not ``#201`` or ``#fff``), where the indexed deck is
        written in English (:attr:`english`) and says "channel" or "channels" (it has a tool
        that posts to or reads a channel) and the request does not itself say "channel" or
        频道. Empty without :attr:`action_reading` or before :meth:`index`.

        A clause that names where a message goes by a channel alone ("post the result to
        #releases") is otherwise read by its verb, which other tools' names share ("post":
        an API's POST request; "ping": a network ping): docs/select.md, "Requests that
        need two or three tools (thirty-sixth session)"."""
        if not self.english or not self.words & _CHANNEL_WORDS or _SAYS_CHANNEL.search(query):
            return []
        return channel_names(query)

    def names_a_file(self, query: str) -> bool:
        """Whether the lists also read "file" after ``query``: it writes a file name
        (:func:`~tooldeck.select.addresses.file_names`: ``src/store/index.ts``,
        ``docker-compose.yml``) and not the word (``file``, ``files``, 文件), and the indexed
        deck is written in English (:attr:`english`; the word is English). A file name's
        words are the file's, not the job's; the kind of thing it names is. Off without
        :attr:`action_reading` or before :meth:`index`."""
        return self.english and not _SAYS_FILE.search(query) and bool(file_names(mask_urls(query)))

    def paths_read(self, query: str) -> list[str]:
        """The file names of ``query`` that the lists also read, with their paths, as the
        word "file" (:meth:`_read`, :func:`~tooldeck.select.addresses.mask_file_names`),
        in order: empty without :attr:`action_reading` or :attr:`file_paths`, before
        :meth:`index`, for a deck not written in English (:attr:`english`) and for a
        request holding CJK ideographs. The CLI's note says what was read."""
        if not (self.file_paths and self.english) or _HAS_CJK.search(query):
            return []
        return file_names(mask_urls(query))

    def lexical_text(self, text: str) -> str:
        """``text`` as the BM25 list reads it with :attr:`file_values`: each file name of
        :func:`~tooldeck.select.addresses.file_names`, with the ``dir/`` path before it,
        left out (``"rename utils/helpers.js to utils/format.js"`` → ``"rename to"``, up to
        spaces); a text holding CJK ideographs unchanged (its English words are mostly its
        file names: the fortieth session's masked reading lost Chinese requests). The
        cut reading's word "file" (:meth:`_read`) stays. Source: docs/select.md, "A file
        the user names is a value" (forty-fifth session)."""
        if _HAS_CJK.search(text):
            return text
        return mask_file_names(text, "")

    def _read(self, text: str) -> str:
        """``text`` as the lists score it: its action without a colon's payload with
        :attr:`action_reading` (:func:`~tooldeck.select.clauses.action_text`; for a
        request written with CJK ideographs
        :func:`~tooldeck.select.clauses.chinese_action_text` of the request as written,
        then through :attr:`expand_request`), else as given. An English request's file
        names, with their paths, are read as the word "file" in the cut
        (:func:`~tooldeck.select.addresses.mask_file_names`; an English deck only,
        :attr:`english`, and with :attr:`file_paths`): "rename utils/helpers.js to
        utils/format.js" is read "rename file to file" beside the request whole, so the
        path's words ("format") no longer rank tools that share them above the one the
        action names (fortieth session)."""
        if not self.action_reading:
            return text
        written = self._written.get(text, text if self.expand_request is None else None)
        if written is not None and _HAS_CJK.search(written):
            # a Chinese request: its action without a colon's payload, glossed apart
            # (docs/select.md, "A Chinese action before its payload")
            cut = chinese_action_text(written)
            return text if cut == written else self._expand(cut)
        read = action_text(text)
        if not (self.file_paths and self.english) or _HAS_CJK.search(read):
            return read
        # an English request's file paths read as the word "file" (docs/select.md, "A
        # file's path is no task")
        return mask_file_names(read)

    def _makes(self, word: str) -> bool:
        """Whether the indexed deck says it makes a new ``word`` (:attr:`made`)."""
        return any(term in self.made for term in self.bm25.query_terms(word))

    def making_reading(self, query: str) -> str:
        """``query`` as the lists also read it where a clause makes a thing the indexed
        deck makes, with the deck's verb for it
        (:func:`~tooldeck.select.clauses.making_text`); ``query`` itself when no clause
        does, without :attr:`action_reading`, or before :meth:`index`. A thing named in
        Chinese is read by its glosses (:attr:`gloss_words`; only under the cross-lingual
        stage). The CLI's note says what was read."""
        if not self.action_reading or not self.makers:
            return query
        return making_text(query, self._maker, self.gloss_words)

    def _maker(self, word: str) -> tuple[str, ...]:
        """The indexed deck's verbs for making a new ``word`` (:attr:`makers`; empty when
        it makes none)."""
        for term in self.bm25.query_terms(word):
            if term in self.makers:
                return self.makers[term]
        return ()

    def _scores(self, query: str, *, whole: bool) -> npt.NDArray[np.float64]:
        return self._signals(query, whole=whole)[0]

    def _signals(
        self, query: str, *, whole: bool
    ) -> tuple[
        npt.NDArray[np.float64],
        npt.NDArray[np.float64],
        npt.NDArray[np.float64],
        npt.NDArray[np.float64] | None,
    ]:
        """Fused score, BM25 score, dense cosine and names cosine of every tool. With
        :attr:`action_reading`, each list scores ``query`` as :meth:`_read` reads it and
        whole, and keeps the higher score of a tool (BM25 reading both with
        :func:`~tooldeck.select.clauses.mark_new_objects`)."""
        require_index(self._deck, self.name)
        request = query
        query = self._read(query)
        bm25 = self._bm25_readings(request)
        cosine, name_cosine = self._cosines(query)
        if query != request:
            # the cut is a second reading, never a replacement: where the words before the
            # colon were a preamble ("here is what I need: merge pull request 4"), the whole
            # request still carries the task (docs/select.md, "After the trial: both
            # readings")
            whole_cosine, whole_names = self._cosines(request)
            cosine = np.maximum(cosine, whole_cosine)
            if name_cosine is not None and whole_names is not None:
                name_cosine = np.maximum(name_cosine, whole_names)
        # the deck's verb for a thing the request's clause makes ("open an issue" →
        # "create a new issue"): a further reading of the cut and of the whole request,
        # each tool keeping its best score (docs/select.md, "The deck's verb for a new
        # thing")
        for text in dict.fromkeys([query, request]):
            made = self.making_reading(text)
            if made == text:
                continue
            made_cosine, made_names = self._cosines(made)
            cosine = np.maximum(cosine, made_cosine)
            if name_cosine is not None and made_names is not None:
                name_cosine = np.maximum(name_cosine, made_names)
        if whole and self.segments:
            for part in split_segments(query):
                part_cosine, part_names = self._cosines(part)
                cosine = np.maximum(cosine, part_cosine)
                if name_cosine is not None and part_names is not None:
                    name_cosine = np.maximum(name_cosine, part_names)
        if self.fusion == "convex":
            top = bm25.max()
            lexical_part = bm25 / top if top > 0 else np.zeros_like(bm25)
            low, high = cosine.min(), cosine.max()
            spread = high - low
            dense_part = (cosine - low) / spread if spread > 0 else np.zeros_like(cosine)
            fused: npt.NDArray[np.float64] = (
                self.alpha * lexical_part + (1 - self.alpha) * dense_part
            )
            return fused, bm25, cosine, name_cosine
        lexical = rank_positions(bm25, positive_only=True)
        semantic = rank_positions(cosine, positive_only=False)
        if name_cosine is None:
            fused = reciprocal_rank_fusion([lexical, semantic], self.weights, c=self.c)
            return fused, bm25, cosine, name_cosine
        named = rank_positions(name_cosine, positive_only=False)
        fused = reciprocal_rank_fusion([lexical, semantic, named], [*self.weights, 1.0], c=self.c)
        return fused, bm25, cosine, name_cosine

    def _bm25_readings(self, request: str) -> npt.NDArray[np.float64]:
        """The BM25 list's score of every tool for ``request`` (one text of :meth:`parts`),
        as :meth:`_signals` reads it: :meth:`_read`'s reading with the things the request
        makes marked (:func:`~tooldeck.select.clauses.mark_new_objects`, with
        :attr:`action_reading`), the request whole where that reading differs, and the
        deck's verb for a thing it makes (:meth:`making_reading`) of both; each tool
        keeps its highest score."""
        query = self._read(request)
        lexical_query = mark_new_objects(query, self._makes) if self.action_reading else query
        bm25 = np.asarray(self.bm25.scores(lexical_query), dtype=np.float64)
        if query != request:
            whole_bm25 = self.bm25.scores(mark_new_objects(request, self._makes))
            bm25 = np.maximum(bm25, np.asarray(whole_bm25, dtype=np.float64))
        for text in dict.fromkeys([query, request]):
            made = self.making_reading(text)
            if made != text:
                made_bm25 = self.bm25.scores(mark_new_objects(made, self._makes))
                bm25 = np.maximum(bm25, np.asarray(made_bm25, dtype=np.float64))
        return bm25

    def lexical_scores(self, query: str) -> npt.NDArray[np.float64]:
        """The BM25 list's score (≥ 0) of every tool for ``query``, deck order, as the
        ranking reads the request: through :attr:`expand_request` (the cross-lingual
        glosses) and the readings of :meth:`_signals` (the action without a colon's
        payload, an English request's file names as the word "file", the deck's verb for
        a thing the request makes), the request whole and each of its clauses
        (:meth:`parts`); the highest per tool. What the "nothing fits" check reads besides
        its own index (:func:`~tooldeck.select.deferred.ranking_shares_a_term`; forty-
        seventh session): a tool scored above 0 here shares a word with the request as
        the ranking reads it.

        Raises:
            SelectError: blank query, or no index yet.
        """
        require_index(self._deck, self.name)
        text, parts = self.parts(query)
        scores = self._bm25_readings(text)
        for part in parts:
            scores = np.maximum(scores, self._bm25_readings(part))
        return scores

    def candidates(self, query: str) -> Candidates:
        """The first stage's order of the whole deck for ``query`` and the signals behind it
        (what :mod:`tooldeck.select.rerank` computes its features from)."""
        return self._candidates(query)[0]

    def _candidates(self, query: str) -> tuple[Candidates, list[Candidates]]:
        """:meth:`candidates`, and each clause's own candidates (the clause as a request of
        one intent, its fused order; none for a request of one clause)."""
        text, parts = self.parts(query)
        fused, bm25, cosine, name_cosine = self._signals(text, whole=True)
        n = len(require_index(self._deck, self.name).tools)
        whole = rank_scores(fused, n)
        clauses = [self._single(part, *self._signals(part, whole=False)) for part in parts]
        clause_rankings = [np.asarray(c.order, dtype=np.intp) for c in clauses]
        if parts:
            order = interleave(whole, clause_rankings, n, lead=self.lead)
        else:
            order = [int(i) for i in whole]
        candidates = self._single(text, fused, bm25, cosine, name_cosine)
        candidates.order = order
        candidates.clause_tops = frozenset(int(r[0]) for r in clause_rankings if len(r))
        return candidates, clauses

    def _single(
        self,
        text: str,
        fused: npt.NDArray[np.float64],
        bm25: npt.NDArray[np.float64],
        cosine: npt.NDArray[np.float64],
        name_cosine: npt.NDArray[np.float64] | None,
    ) -> Candidates:
        """Candidates of ``text`` ranked as one intent (fused order, no clause tops; the
        re-ranker's request vector and terms from ``text`` whole, or from its clauses read
        with the deck's verb for a new thing where that applies: :meth:`making_reading`;
        the re-ranker then weighs the task rather than what the new thing will hold)."""
        if self.action_reading:  # a "that" clause's payload (docs/select.md, thirty-fourth)
            text = complement_text(text)
        read = self.making_reading(text)
        return Candidates(
            order=[int(i) for i in rank_scores(fused, len(fused))],
            fused=fused,
            bm25=bm25,
            dense=cosine,
            names=cosine if name_cosine is None else name_cosine,
            vector=self.request_vector(read),
            terms=self.bm25.query_terms(read),
            clause_tops=frozenset(),
        )

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """The ``min(k, len(deck))`` best tools by fused score (re-ranked when a
        re-ranker is set, interleaved with clause rankings with ``multi_intent``, and
        after the re-ranker with each clause's re-ranked order with ``rerank_clauses``;
        providers brought along with ``providers``; places 3–30 re-sorted by the request
        memory with ``memory``, the tools placed on a clause's turn keeping their places);
        each hit carries the whole request's fused score
        (:attr:`score_kind`), which with any of these stages need not fall with the
        position (:attr:`ordered_by`)."""
        check_k(k)
        tools = require_index(self._deck, self.name).tools
        n = len(tools)
        depth = max(k, MEMORY_DEPTH) if self.memory is not None else k
        if self.objects is not None:  # the stage reads the first 8 places whatever k is
            depth = max(depth, OBJECT_WINDOW)
        if self.reranker is not None:
            candidates, clauses = self._candidates(query)
            sentences = self.index_sentences()
            order = self.reranker.rerank(candidates, sentences)
            turns: frozenset[int] = frozenset()
            if self.rerank_clauses and clauses and not self.segments:
                orders = [
                    np.asarray(self.reranker.rerank(c, sentences), dtype=np.intp) for c in clauses
                ]
                order, turns = interleave_turns(
                    np.asarray(order, dtype=np.intp),
                    orders,
                    min(depth, n),
                    lead=self.rerank_clauses,
                )
            order = self._with_providers(order)
            order = self._with_objects(query, self._with_memory(query, order, turns))
            order = self._with_act(query, self._with_acts(query, order))
            order, self.successor_moves = put_successors_first(order, self.successors)
            return [(tools[i], float(candidates.fused[i])) for i in order[:k]]
        text, parts = self.parts(query)
        scores = self._scores(text, whole=True)
        turns = frozenset()
        if not parts:
            order = [int(i) for i in rank_scores(scores, depth)]
        else:
            whole = rank_scores(scores, n)
            clause_rankings = [rank_scores(self._scores(part, whole=False), n) for part in parts]
            order, turns = interleave_turns(whole, clause_rankings, min(depth, n), lead=self.lead)
        order = self._with_providers(order)
        order = self._with_objects(query, self._with_memory(query, order, turns))
        order = self._with_act(query, self._with_acts(query, order))
        order, self.successor_moves = put_successors_first(order, self.successors)
        return [(tools[i], float(scores[i])) for i in order[:k]]

    def _with_objects(self, query: str, order: list[int]) -> list[int]:
        """``order`` with its first places re-sorted by the objects the request names
        (:meth:`~tooldeck.select.objects.NameObjects.reorder`; unchanged when off, and for
        a request holding CJK ideographs: its English words are dictionary glosses, many
        senses per word, so they do not say which object it names), then by whether it
        asks for one item or the list
        (:meth:`~tooldeck.select.objects.NameObjects.items_first`, CJK requests too: its
        signals are identifiers and quantifiers, not glosses)."""
        self.object_lifts = ()
        self.object_moves = ()
        if self.objects is None:
            return order
        text, _ = self.parts(query)
        terms = frozenset(self.bm25.query_terms(text))
        if not _HAS_CJK.search(query):
            out = self.objects.reorder(order, terms)
        else:  # by the senses the deck's names use, where any does (named_reading)
            named = self.named_reading(query)
            out = order if named is None else self.objects.reorder(order, named)
        out, items = self.objects.items_first(out, query)
        tools = require_index(self._deck, self.name).tools
        self.object_moves = tuple(self.objects.moves(order, out, terms, items))
        self.object_lifts = tuple(
            tools[m.tool].name for m in self.object_moves if m.after < m.before
        )
        return out

    def _with_acts(self, query: str, order: list[int]) -> list[int]:
        """``order`` with, for a request that only asks
        (:func:`~tooldeck.select.questions.asks_only`), the tools that read above those
        that change things within its first places
        (:func:`~tooldeck.select.questions.reads_first`; off without the object reading,
        so not for decks of more than 512 tools)."""
        self.question_lifts = ()
        self.list_lift = None
        if not self.acts or not asks_only(query):
            return order
        out, lifted = reads_first(order, self.acts, OBJECT_WINDOW)
        tools = require_index(self._deck, self.name).tools
        self.question_lifts = tuple(tools[i].name for i in lifted)
        said = asked_items(query)
        asked = self._asked_terms(said) if said else frozenset()
        if asked:
            out, moved = list_first(out, self.acts, self.lists, asked, OBJECT_WINDOW)
            if moved is not None:
                self.list_lift = (tools[moved].name, said or "")
        return out

    def _with_act(self, query: str, order: list[int]) -> list[int]:
        """``order`` with, for a request holding CJK ideographs, the sibling of the first
        tool whose name does the act the request names put first
        (:func:`~tooldeck.select.objects.act_first` over
        :data:`~tooldeck.select.objects.ACT_WINDOW` places, the request read by
        :meth:`named_reading`: each Chinese word in the sense the deck's names use, or
        as the deck's verb of its act's class — 新建 "newly built" → ``create``). An
        English request is left as it is: its verbs are written in the deck's words and
        the stages before already weigh them (on the dev sets the same reading of its
        first word moved no first right tool). Unchanged without the object reading (so
        for decks of more than 512 tools) and with :attr:`act_agreement` off."""
        self.act_lift = None
        if not self.act_agreement or self.objects is None or not _HAS_CJK.search(query):
            return order
        if asks_only(query):  # a question asks to read (reads_first has placed it)
            return order
        if self.parts(query)[1]:  # several clauses: each may name another act
            return order
        reading = self.named_reading(query)
        if not reading:
            return order
        asked = frozenset(self.act_terms[t] for t in reading if t in self.act_terms)
        out, moved = act_first(
            order, self.act_words, self.objects.objects, self.servers, reading, asked
        )
        if moved is not None:
            tools = require_index(self._deck, self.name).tools
            self.act_lift = (tools[moved].name, tools[out[1]].name)
        return out

    def _asked_terms(self, said: str) -> frozenset[str]:
        """The BM25 terms of the things a question asks which of
        (:func:`~tooldeck.select.questions.asked_items`): an English word as written (also
        one opening a Chinese clause: 哪些 issue …), else the first Chinese word of
        ``said`` in its first sense that is a word of this deck's names
        (:attr:`sense_choices`, :attr:`name_terms`, as :meth:`named_reading` chooses);
        empty when that word has no such sense."""
        english = re.match(r"[A-Za-z][A-Za-z-]*", said)
        if english:
            return frozenset(self.bm25.query_terms(english.group()))
        if self.sense_choices is None:
            return frozenset()
        for _, senses in self.sense_choices(said):
            for sense in senses:
                terms = [t for t in self.bm25.query_terms(sense) if len(t) >= _NAMED_LETTERS]
                if self.name_terms.intersection(terms):
                    return frozenset(self.name_terms.intersection(terms))
            break  # its first word only
        return frozenset()

    def named_reading(self, query: str) -> frozenset[str] | None:
        """The terms the object reading reads a Chinese request by: the request's words
        outside its Chinese runs (English words, identifiers), and for each Chinese word of
        its action (:func:`~tooldeck.select.clauses.chinese_action_text`: a payload after
        a colon says what the new thing holds, not what to do) the first of its senses
        (:attr:`sense_choices`) whose BM25 terms of three letters or more include a term of
        this deck's tool names (:attr:`name_terms`): "添加书签" over a bookmarks deck →
        add, bookmark (添加 "add / increase", 书签 "bookmark"), as "add a bookmark" is read.
        None when no Chinese word has such a sense (or without :attr:`sense_choices`): the
        request's glosses are then every sense of every word, which does not say what it
        names, and the object reading leaves its order alone, as it did for every Chinese
        request before.

        Why the names: a word has many senses (加入 "become a member / join / mix into /
        participate in / add in"); the deck's names say which of them is a tool's action
        or object here. Choosing the glosses themselves so (the dense and BM25 lists, all
        kept senses) lowered Chinese dev MRR 0.703 to 0.672–0.697 in every variant tried
        (session 41, docs/select.md); the object reading only re-sorts the first places.
        """
        if self.sense_choices is None or not _HAS_CJK.search(query):
            return None
        chosen: list[str] = []
        for _, senses in self.sense_choices(chinese_action_text(query)):
            for sense in senses:
                terms = [t for t in self.bm25.query_terms(sense) if len(t) >= _NAMED_LETTERS]
                if self.name_terms.intersection(terms):
                    chosen.append(sense)
                    break
            else:  # no sense is a word of the names: the deck's verb for its act, if any
                verb = next(
                    (v for v in (self.class_verbs.get(action_class(s) or "") for s in senses) if v),
                    None,
                )
                if verb is not None:
                    chosen.append(verb)
        if not chosen:
            return None
        reading = " ".join([_CJK_RUN.sub(" ", query), *chosen])
        return frozenset(self.bm25.query_terms(reading))

    def _with_memory(
        self, query: str, order: list[int], turns: frozenset[int] = frozenset()
    ) -> list[int]:
        """``order`` with its tail re-sorted by the request memory
        (:meth:`~tooldeck.select.memory.RequestMemory.reorder`; unchanged when off).

        ``turns``: the tools the clause interleaving placed on a clause's turn
        (:func:`~tooldeck.select.clauses.interleave_turns`). The memory reads the whole
        request's vector, which leans to its main task; those tools keep their places, and
        the memory re-sorts the whole request's tools among the other places of its window
        (places ``MEMORY_KEEP + 1 … MEMORY_DEPTH``). Before, it moved a further task's tool
        out of the place the interleaving gave it: docs/select.md, "Requests that need
        two or three tools (thirty-sixth session)"."""
        if self.memory is None:
            return order
        text, _ = self.parts(query)
        vector = self.dense.query_vector(text)
        head = order[:MEMORY_DEPTH]
        kept = {j: t for j, t in enumerate(head) if j >= MEMORY_KEEP and t in turns}
        # one BLAS thread: a 3,650 x 384 product gains nothing from more, and on a busy
        # 2-core machine a second thread made the stage wait a scheduler slice (7.6 ms
        # against 0.8 ms per search)
        with blas_threads(1):
            if not kept:
                return self.memory.reorder(order, vector, self.dense.document_vectors)
            free = [t for j, t in enumerate(head) if j not in kept]
            sorted_free = iter(self.memory.reorder(free, vector, self.dense.document_vectors))
        merged = [kept[j] if j in kept else next(sorted_free) for j in range(len(head))]
        return merged + order[MEMORY_DEPTH:]

    def _with_providers(self, order: list[int]) -> list[int]:
        """``order`` with the providers of its first :attr:`providers` tools brought along
        (:func:`~tooldeck.select.providers.bring_providers`; unchanged when off)."""
        if not self.providers or not self.links:
            return order
        return bring_providers(order, self.links, self.providers, self.provider_place)

    def memory_bytes(self) -> int:
        """Bytes of the indexes."""
        extra = self.names.memory_bytes() if self.names is not None else 0
        if self.sentences is not None:  # the re-ranker's sentence vectors
            extra += self.sentences.nbytes()
        return self.bm25.memory_bytes() + self.dense.memory_bytes() + extra
