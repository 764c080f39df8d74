"""Retrievers by name: ``bm25``, ``dense``, ``hybrid``, ``two-level`` (and ``+xling``)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal, get_args

from tooldeck.errors import ToolDeckError
from tooldeck.select.acronyms import AcronymRetriever
from tooldeck.select.adapter import default_adapter
from tooldeck.select.base import Retriever, SelectError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.dense import Backend, DenseRetriever, QueryEncoder, dense_available
from tooldeck.select.documents import DocumentFields
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.memory import default_memory
from tooldeck.select.names import DEFAULT_METHOD, METHODS
from tooldeck.select.rerank import default_reranker, tuned_reranker
from tooldeck.select.tokenize import stemmed_tokenizer
from tooldeck.select.two_level import TwoLevelRetriever

__all__ = [
    "BARE_AND_WORDS",
    "CLAUSE_LEAD",
    "DEFAULT_METHOD",
    "DENSE_FIELDS",
    "HYBRID_RRF_C",
    "LEXICAL_FIELDS",
    "METHODS",
    "NAME_FIELDS",
    "PROVIDERS_FIRST",
    "STUDENT_METHODS",
    "ClauseMode",
    "CrossLingual",
    "default_method",
    "make_retriever",
]

LEXICAL_FIELDS = DocumentFields(name=2, enum_values=1)
"""BM25 document of the named methods: name ×2, description, parameters, enum values."""

DENSE_FIELDS = DocumentFields(name=1, enum_values=1)
"""Dense document of the named methods: name words, description, parameters, enum values."""

NAME_FIELDS = DocumentFields(
    name=1, title=1, description=0, parameter_names=0, parameter_descriptions=0
)
"""Second dense document of the ``hybrid`` method: name words and title only (a third RRF
list; +0.013 R@8 / +0.040 MRR on the select_real dev split, see docs/select.md)."""

CrossLingual = bool | Literal["auto"]
"""``True``: the cross-lingual stage, named ``…+xling``; ``"auto"`` (the default): the
same stage under the method's own name; ``False``: none."""

ClauseMode = Literal["reranked", "first-stage"]
"""How a hybrid method treats requests of several tasks: ``"reranked"`` (the ``hybrid``
method's since the thirteenth session) cuts more requests into clauses (a bare "and" in
requests of up to :data:`BARE_AND_WORDS` words, CJK punctuation) and after the re-ranker
interleaves its order with each clause's own re-ranked order (:data:`CLAUSE_LEAD` of the
whole request's per round); ``"first-stage"`` (the other hybrid methods', and ``hybrid``'s
until then) interleaves clauses cut at sentence ends and English connectives in the first
stage only."""

BARE_AND_WORDS = 40
"""``"reranked"`` clauses: requests of up to this many words are also cut at a bare "and"
(select_real dev: 30 words and more gain gh-047 and gw-044; BFCL pool: 20 to 120 words
change nothing, an unlimited cut loses 8 questions; docs/select.md)."""

CLAUSE_LEAD = 3
"""``"reranked"`` clauses: tools of the whole request's re-ranked order per interleaving
round (dev: 3 ≥ 4 > 2; BFCL pool: 3 > 2)."""

PROVIDERS_FIRST = 1
"""``providers=True``: the tools of the first this many places bring their prerequisite
providers (:mod:`tooldeck.select.providers`), each to the place after the first
:data:`CLAUSE_LEAD` (the whole request's share of an interleaving round), so the whole
request's first three stay (select_real dev: right after the consumer, MRR −0.002; there,
unchanged)."""

HYBRID_RRF_C = 10.0
"""RRF constant of the ``hybrid`` method, chosen on the even-numbered half of the BFCL
pool questions among {0, 5, 10, 20, 30, 60, 100} (benchmarks/bench_select_bfcl.py)."""


def _bm25() -> BM25Retriever:
    """BM25 with name weight 2, enum values and Snowball stemming of English terms (the
    best lexical configuration on the BFCL pool, benchmarks/bench_select_bfcl.py); plain
    tokenisation when PyStemmer is missing."""
    try:
        return BM25Retriever(LEXICAL_FIELDS, tokenizer=stemmed_tokenizer())
    except ToolDeckError:
        return BM25Retriever(LEXICAL_FIELDS)


def default_method(backend: Backend = "numpy") -> str:
    """:data:`DEFAULT_METHOD` when the dense model can run with ``backend``, else ``bm25``
    (callers should say so: :func:`tooldeck.select.dense.dense_available`)."""
    return DEFAULT_METHOD if dense_available(backend) else "bm25"


def _hybrid(
    cache_dir: Path | None,
    backend: Backend,
    *,
    trained: bool,
    segments: bool = False,
    rerank: bool = False,
    tuned: bool = False,
    query_encoder: QueryEncoder = "full",
    clauses: ClauseMode = "first-stage",
    providers: bool = False,
    memory: bool = False,
    action_reading: bool = False,
    object_reading: bool = False,
) -> HybridRetriever:
    # tuned: the select encoder (top layer tuned for tool retrieval) for both dense lists,
    # and the re-ranker fitted on its vectors (the published one's otherwise)
    reranker = None
    if rerank:
        reranker = tuned_reranker() if tuned else default_reranker()
    retriever = HybridRetriever(
        _bm25(),
        DenseRetriever(
            DENSE_FIELDS,
            cache_dir=cache_dir,
            backend=backend,
            tuned=tuned,
            query_encoder=query_encoder,
        ),
        c=HYBRID_RRF_C,
        multi_intent=True,
        names=DenseRetriever(
            NAME_FIELDS,
            cache_dir=cache_dir,
            backend=backend,
            tuned=tuned,
            query_encoder=query_encoder,
        ),
        adapter=default_adapter() if trained else None,
        segments=segments,
        reranker=reranker,
        bare_and=BARE_AND_WORDS if clauses == "reranked" else 0,
        cjk_clauses=clauses == "reranked",
        rerank_clauses=CLAUSE_LEAD if clauses == "reranked" else 0,
        providers=PROVIDERS_FIRST if providers else 0,
        provider_place=CLAUSE_LEAD,
        memory=default_memory() if memory else None,
        action_reading=action_reading,
        object_reading=object_reading,
    )
    if not trained:
        retriever.name = "hybrid-base"
    elif segments:
        retriever.name = "hybrid-segments"
    return retriever


_HYBRIDS = tuple(m for m in METHODS if m.startswith("hybrid"))
STUDENT_METHODS = ("hybrid", "hybrid-tuned")
"""The methods whose requests the request student can embed (``query_encoder="student"``):
those of the select encoder, which it was trained to reproduce."""


def make_retriever(
    method: str,
    *,
    cache_dir: Path | None = None,
    crosslingual: CrossLingual = "auto",
    backend: Backend = "numpy",
    rerank: bool = True,
    query_encoder: QueryEncoder = "full",
    acronyms: bool = True,
    clauses: ClauseMode | None = None,
    providers: bool | None = None,
    memory: bool | None = None,
    action_reading: bool | None = None,
    object_reading: bool | None = None,
) -> Retriever:
    """A new retriever for ``method``; ``crosslingual`` wraps it in dictionary expansion
    (:data:`CrossLingual`); ``backend`` runs MiniLM in numpy (default, no torch) or torch.

    ``bm25`` (alone and inside ``hybrid``): name weight 2, enum values, Snowball stemming;
    ``dense``: name, description, parameters and enum values; ``hybrid``: RRF, c = 10, of
    BM25, the dense document and a second dense list over name words and title
    (:data:`NAME_FIELDS`), both dense lists embedded with the select encoder (MiniLM with
    its top layer tuned for tool retrieval, :func:`~tooldeck.select.weights.read_tuned_layers`),
    the request embedding through the trained query adapter
    (:mod:`tooldeck.select.adapter`), multi-clause requests interleaved
    (:func:`~tooldeck.select.clauses.split_clauses`), the first 30 tools re-scored by the
    learned re-ranker fitted on the select encoder's vectors
    (:func:`~tooldeck.select.rerank.tuned_reranker`; ``rerank=False`` leaves it out);
    ``hybrid-published``: the same with the published MiniLM and the re-ranker fitted on
    its vectors (:func:`~tooldeck.select.rerank.default_reranker`; the ``hybrid`` method
    of the seventh session); ``hybrid-segments``: ``hybrid-published`` without the
    re-ranker, with the request's segments embedded and ranked apart (best cosine;
    interleaved, :func:`~tooldeck.select.clauses.split_segments`) in place of clauses;
    ``hybrid-base``: ``hybrid-published`` without the adapter and the re-ranker;
    ``hybrid-norerank``: ``hybrid-published`` without its re-ranker; ``hybrid-tuned``:
    ``hybrid`` without its re-ranker (the same as ``make_retriever("hybrid",
    rerank=False)``).

    ``action_reading`` (None: on in ``hybrid`` with its re-ranker; ``tooldeck select
    --no-action-reading`` passes False): the lists also read the request without the
    payload after an action's colon (:class:`~tooldeck.select.hybrid.HybridRetriever`).
    ``object_reading`` (None: on in ``hybrid`` with its re-ranker): within the first 8
    places, a tool whose enum value (an identifier) the request writes out lifted, and a
    tool whose name's objects the request names lifted above one naming fewer of them
    (:mod:`tooldeck.select.objects`).

    ``query_encoder="student"`` (``tooldeck select --fast-query``; :data:`STUDENT_METHODS`
    only): requests are embedded by the select encoder's request student
    (:func:`~tooldeck.select.dense.load_student_model`; about 3× faster, nearly the same
    vector, docs/select.md), tool documents by the full select encoder as before.

    ``acronyms`` (on by default) puts :class:`~tooldeck.select.acronyms.AcronymRetriever`
    outermost: a request's acronym that the deck's own text defines is followed by its
    phrase ("PRs" → "PRs pull request" over the GitHub MCP tools), and each web address
    is read as the word "URL" (:func:`~tooldeck.select.addresses.mask_urls`); a request
    with neither is ranked exactly as without the stage.
    :func:`~tooldeck.select.base.innermost` reaches the retriever inside the stages.
    ``clauses`` (:data:`ClauseMode`; hybrid methods only): ``"reranked"``, the default of
    ``hybrid``, re-ranks each clause of a multi-task request apart and interleaves after
    the re-ranker (``rerank_clauses``, with the finer cuts ``bare_and`` and
    ``cjk_clauses`` of :class:`HybridRetriever`); ``"first-stage"``, the default of the
    other hybrid methods, is ``hybrid`` as it was until the thirteenth session.
    ``providers`` (hybrid methods only; on by default in ``hybrid``): the first tool
    brings along the tool that gives out an identifier it requires, as the deck's text
    says (:mod:`tooldeck.select.providers`). select_real dev, both on against both off:
    R@8 0.766 → 0.797, MRR 0.679 → 0.689; holdout (run once) 0.824 → 0.812, MRR 0.732 →
    0.726; BFCL pool 0.953 → 0.956, MRR 0.889 both (docs/select.md, thirteenth session).

    ``memory`` (``hybrid`` and ``hybrid-tuned`` only; on by default in ``hybrid`` with its
    re-ranker, off with ``rerank=False``): the
    request memory re-sorts places 3–30 by how people asked other decks for tools like each
    (:mod:`tooldeck.select.memory`; a bank of the select encoder's vectors, so other methods
    refuse it). select_real holdout R@8 / MRR 0.824 / 0.766 → 0.835 / 0.768, BLIND4 holdout
    0.802 / 0.659 → 0.835 / 0.663, BFCL odd half unchanged (docs/select.md, twenty-first
    session).

    The cross-lingual stage (on by default, ``"auto"``) acts only where Chinese text meets
    the request or the deck: a request holding Chinese gets CC-CEDICT glosses, a tool whose
    description holds Chinese gets them at index time. An English request over an English
    deck is ranked exactly as without the stage, and no dictionary is loaded for it.

    Raises:
        SelectError: unknown method name; the shipped query adapter or re-ranker is damaged;
            ``query_encoder="student"`` with a method outside :data:`STUDENT_METHODS`, or
            with the torch backend; ``clauses`` or ``providers`` given for a method that is
            not a hybrid one, or ``clauses`` not a :data:`ClauseMode`; ``memory=True`` for a
            method other than ``hybrid`` and ``hybrid-tuned``; the shipped request memory is
            missing or damaged.
    """
    if (clauses is not None or providers is not None) and method not in _HYBRIDS:
        raise SelectError(
            f"clauses and providers apply to the hybrid methods ({', '.join(_HYBRIDS)}) "
            f"only, not {method!r}"
        )
    if memory and method not in ("hybrid", "hybrid-tuned"):
        raise SelectError(
            f"the request memory (memory=True) holds the select encoder's vectors: it works "
            f"with the methods hybrid and hybrid-tuned only, not {method!r}"
        )
    if clauses is not None and clauses not in get_args(ClauseMode):
        raise SelectError(f"clauses is 'reranked' or 'first-stage', got {clauses!r}")
    if query_encoder == "student" and method in METHODS and method not in STUDENT_METHODS:
        raise SelectError(
            f"the fast request encoder (query_encoder='student', --fast-query) works with "
            f"the methods {', '.join(STUDENT_METHODS)} only, not {method!r}"
        )
    if query_encoder == "student" and backend != "numpy":
        raise SelectError("the fast request encoder (--fast-query) runs in numpy: backend='numpy'")
    retriever: Retriever
    if method == "bm25":
        retriever = _bm25()
    elif method == "dense":
        retriever = DenseRetriever(DENSE_FIELDS, cache_dir=cache_dir, backend=backend)
    elif method in _HYBRIDS:
        retriever = _hybrid(
            cache_dir,
            backend,
            trained=method != "hybrid-base",
            segments=method == "hybrid-segments",
            rerank=rerank and method in ("hybrid", "hybrid-published"),
            tuned=method in ("hybrid", "hybrid-tuned"),
            query_encoder=query_encoder,
            clauses=clauses or ("reranked" if method == "hybrid" and rerank else "first-stage"),
            providers=(method == "hybrid" and rerank) if providers is None else providers,
            memory=(method == "hybrid" and rerank) if memory is None else memory,
            action_reading=(
                (method == "hybrid" and rerank) if action_reading is None else action_reading
            ),
            object_reading=(
                (method == "hybrid" and rerank) if object_reading is None else object_reading
            ),
        )
        if method in ("hybrid-published", "hybrid-norerank", "hybrid-tuned"):
            retriever.name = method
    elif method == "two-level":
        retriever = TwoLevelRetriever()
    else:
        raise SelectError(f"unknown selection method {method!r}; known: {', '.join(METHODS)}")
    if crosslingual == "auto":
        retriever = CrossLingualRetriever(retriever, name=retriever.name)
    elif crosslingual is True:
        retriever = CrossLingualRetriever(retriever)
    elif crosslingual is not False:
        raise SelectError(f"crosslingual is True, False or 'auto', got {crosslingual!r}")
    return AcronymRetriever(retriever) if acronyms else retriever
