"""tooldeck select on everyday requests over real tool sets (issue 15).

Sets (each a deck and a cases file; ``recall@k`` = every expected tool in the top k, the
``recall_all`` of :mod:`tooldeck.select.evaluate`; MRR = mean of 1 / best gold rank;
no-tool requests are left out of both):

- ``select_real/<deck>/dev`` and ``/holdout`` for the five decks of
  ``benchmarks/data/select_real`` (written by a helper who had not seen the method; see
  its README). ``ALL dev`` / ``ALL holdout`` pool the cases of the five decks. Tune on
  ``dev`` only; ``holdout`` is reported, never tuned on.
- ``select_blind/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind``
  (``github``, ``gateway_teamops``; written by a helper blind to the method, all held out;
  see its README). ``BLIND holdout`` pools them. Never tuned on.
- ``select_blind2/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind2``
  (``gateway_crew``, ``gateway_paperwork``; a second blind set by another blind helper,
  all held out; see its README). ``BLIND2 holdout`` pools them. Never tuned on.
- ``select_blind3/<deck>/dev`` and ``/holdout`` for the two decks of
  ``benchmarks/data/select_blind3`` (``gateway_workbench``, ``gateway_desk``: a local
  developer agent's servers — files, git, notes/memory, browser — behind a gateway; a third
  blind helper, twentieth session; see its README). ``BLIND3 dev`` / ``BLIND3 holdout``
  pool them. The dev half may be read for misses; the holdout half is never tuned on.
- ``select_blind4/<deck>/dev`` and ``/holdout`` for the two decks of
  ``benchmarks/data/select_blind4`` (``github``: the GitHub MCP server's tools;
  ``gateway_localdev``: a file server, a git-backed editing server, a graph memory and a
  Puppeteer browser behind a gateway; a fourth blind helper, twentieth session; see its
  README). ``BLIND4 dev`` / ``BLIND4 holdout`` pool them. The dev half may be read for
  misses; the holdout half is never tuned on.
- ``select_blind5/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind5``
  (``github``: the GitHub MCP server's tools; ``gateway_workstation``: a file server, a
  git workflow server, a long-term memory and browser-use behind a gateway; a fifth blind
  helper, thirtieth session, all held out; see its README). ``BLIND5 holdout`` pools
  them. A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind6/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind6``
  (``github``: the GitHub MCP server's tools; ``gateway_benchtop``: a file server, an
  AI-assisted git server, a SQLite knowledge base and a SeleniumBase browser behind a
  gateway; a sixth blind helper, thirty-first session, all held out; see its README).
  ``BLIND6 holdout`` pools them. A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind7/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind7``
  (``github``: the GitHub MCP server's tools; ``gateway_hangar``: a file server, a git
  server, a long-term memory and a Selenium browser behind a gateway; a seventh blind
  helper, thirty-second session, all held out; see its README). ``BLIND7 holdout`` pools
  them. A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind8/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind8``
  (``vscode``: VS Code Copilot Chat's tools; ``gateway_teamdesk``: a SQLite server, a
  Linear server, a Jira + Confluence server and a CalDAV calendar behind a gateway; an
  eighth blind helper, thirty-third session, all held out; see its README). ``BLIND8
  holdout`` pools them. A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind9/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind9``
  (``github``: the GitHub MCP server's tools; ``gateway_devbox``: a language-server
  bridge, two PyPI servers, a multi-registry package server and a command runner behind
  a gateway; a ninth blind helper, thirty-seventh session, all held out; see its README).
  ``BLIND9 holdout`` pools them. A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind10/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind10``
  (``gitlab``: a GitLab MCP server's tools; ``gateway_oncall``: a Kubernetes server, a
  Redis server and a code-search server behind a gateway; a tenth blind helper,
  forty-first session, all held out; see its README). ``BLIND10 holdout`` pools them.
  A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind11/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind11``
  (``woocommerce``: a WooCommerce MCP server's tools, a Chinese-first shop owner's deck;
  ``gateway_shopdesk``: a Freshdesk server, a currency server and a parcel tracker behind
  a gateway; an eleventh blind helper, forty-second session, all held out; see its README).
  ``BLIND11 holdout`` pools them. A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind12/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind12``
  (``nextcloud``: a Nextcloud MCP server's notes, calendar, contacts, Deck and shopping-list
  tools; ``gateway_notebox``: two note servers (Joplin, Memos) and a read-it-later server
  (wallabag) behind a gateway; a twelfth blind helper, forty-fourth session, all held out;
  see its README). ``BLIND12 holdout`` pools them. A one-shot check: nobody reads its
  misses, never tuned on.
- ``select_blind13/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind13``
  (``audiobookshelf``: an Audiobookshelf MCP server's library, author, series, podcast,
  e-reader and notification tools; ``homebox``: a Homebox inventory server's items,
  locations, tags, attachments, warranties and maintenance tools; a thirteenth blind
  helper, forty-fifth session, all held out; see its README). ``BLIND13 holdout`` pools
  them. A one-shot check: nobody reads its misses, never tuned on.
- ``select_blind14/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind14``
  (``mastodon``: a Mastodon MCP server's timeline, status, account, list, notification and
  follow-request tools; ``gateway_readbudget``: two overlapping FreshRSS servers and a YNAB
  budget server behind a gateway; a fourteenth blind helper, forty-sixth session, all held
  out; see its README). ``BLIND14 holdout`` pools them. A one-shot check: nobody reads its
  misses, never tuned on.
- ``select_blind15/<deck>/holdout`` for the two decks of ``benchmarks/data/select_blind15``
  (``clockify``: a Clockify MCP server's time entry, project, client, report, time-off,
  expense, approval, scheduling, invoice and webhook tools; ``gateway_homelab``: two
  overlapping Proxmox VE servers and a Proxmox Backup Server server behind a gateway; a
  fifteenth blind helper, forty-seventh session, all held out; see its README).
  ``BLIND15 holdout`` pools them. A one-shot check: nobody reads its misses, never tuned on.
- ``ops68``: ``examples/ops68`` with its ``cases.jsonl``.
- ``xling/zh_github``: Chinese requests over the English GitHub tools;
  ``xling/en_ops68``: English requests over ops68's Chinese descriptions
  (``examples/crosslingual``).

Methods: ``bm25``, ``dense``, ``hybrid``, ``two-level`` as ``make_retriever`` builds them
(what ``tooldeck bench select`` runs), each also with ``+xling`` (``--crosslingual``).
Two-level needs tool groups: it runs on ops68 only (left out elsewhere).
Ablations of the ``hybrid`` method (issue 15): ``hybrid-base`` is the method without its
query adapter and with the published MiniLM (no tuned layers), ``hybrid-base-segments``
that with request segments, ``hybrid-segments`` the method (adapter) with request
segments, ``hybrid-adapter`` the published MiniLM with the adapter (the ``hybrid`` method
before the tuned encoder, benchmarks/train_select_encoder.py), ``hybrid-tuned-noadapter``
the tuned encoder without the adapter, ``hybrid-tuned-rerank`` the tuned encoder with the
adapter and the re-ranker file given by ``--reranker FILE`` (one trained on the tuned
vectors, ``benchmarks/train_select_rerank.py --tuned``), ``hybrid-fast`` the ``hybrid``
method with requests embedded by its request student (``--fast-query``; another student
file with ``--student FILE``), ``hybrid-firststage`` the ``hybrid`` method with clauses
interleaved before the re-ranker only and no prerequisite providers (the method until the
thirteenth session), ``hybrid-noproviders`` without the providers only,
``hybrid-nomemory`` without the request memory (:mod:`tooldeck.select.memory`; the method
until the twenty-first session); each also with ``+xling``.

Run: ``.venv/bin/python benchmarks/bench_select_real.py [--methods bm25,hybrid]
[--sets NAME[,NAME…]] [--lang zh|en] [--backend numpy|torch] [--markdown] [--pivot] [--misses N]
[--ranks N]
[--adapter FILE] [--reranker FILE] [--student FILE] [--memory FILE] [--hybrid-reranker FILE]``.
Dense vectors are cached on disk (``$TOOLDECK_CACHE``), so a re-run embeds nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tooldeck.cases import Case, load_cases
from tooldeck.errors import ToolDeckError
from tooldeck.formats import load
from tooldeck.select.acronyms import AcronymRetriever
from tooldeck.select.adapter import QueryAdapter, default_adapter
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.dense import Backend
from tooldeck.select.evaluate import CaseResult, evaluate_retriever
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.memory import RequestMemory
from tooldeck.select.methods import METHODS, make_retriever
from tooldeck.select.rerank import Reranker
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parent.parent
REAL = ROOT / "benchmarks" / "data" / "select_real"
REAL_DECKS = ("github", "gateway_devops", "vscode_copilot_chat", "chrome_devtools", "mongodb")
BLIND = ROOT / "benchmarks" / "data" / "select_blind"
BLIND_DECKS = ("github", "gateway_teamops")
BLIND2 = ROOT / "benchmarks" / "data" / "select_blind2"
BLIND2_DECKS = ("gateway_crew", "gateway_paperwork")
BLIND3 = ROOT / "benchmarks" / "data" / "select_blind3"
BLIND3_DECKS = ("gateway_workbench", "gateway_desk")
BLIND4 = ROOT / "benchmarks" / "data" / "select_blind4"
BLIND4_DECKS = ("github", "gateway_localdev")
BLIND5 = ROOT / "benchmarks" / "data" / "select_blind5"
BLIND5_DECKS = ("github", "gateway_workstation")
BLIND6 = ROOT / "benchmarks" / "data" / "select_blind6"
BLIND6_DECKS = ("github", "gateway_benchtop")
BLIND7 = ROOT / "benchmarks" / "data" / "select_blind7"
BLIND7_DECKS = ("github", "gateway_hangar")
BLIND8 = ROOT / "benchmarks" / "data" / "select_blind8"
BLIND8_DECKS = ("vscode", "gateway_teamdesk")
BLIND9 = ROOT / "benchmarks" / "data" / "select_blind9"
BLIND9_DECKS = ("github", "gateway_devbox")
BLIND10 = ROOT / "benchmarks" / "data" / "select_blind10"
BLIND10_DECKS = ("gitlab", "gateway_oncall")
BLIND11 = ROOT / "benchmarks" / "data" / "select_blind11"
BLIND11_DECKS = ("woocommerce", "gateway_shopdesk")
BLIND12 = ROOT / "benchmarks" / "data" / "select_blind12"
BLIND12_DECKS = ("nextcloud", "gateway_notebox")
BLIND13 = ROOT / "benchmarks" / "data" / "select_blind13"
BLIND13_DECKS = ("audiobookshelf", "homebox")
BLIND14 = ROOT / "benchmarks" / "data" / "select_blind14"
BLIND14_DECKS = ("mastodon", "gateway_readbudget")
BLIND15 = ROOT / "benchmarks" / "data" / "select_blind15"
BLIND15_DECKS = ("clockify", "gateway_homelab")
KS = (1, 3, 5, 8)


@dataclass(frozen=True)
class EvalSet:
    """One deck and its labelled requests."""

    name: str
    deck: Path
    cases: Path


def eval_sets() -> list[EvalSet]:
    """Every set of the module docstring, in report order."""
    sets = [
        EvalSet(f"select_real/{deck}/{split}", REAL / "decks" / f"{deck}.json", cases)
        for split in ("dev", "holdout")
        for deck in REAL_DECKS
        for cases in [REAL / "cases" / f"{deck}.{split}.jsonl"]
    ]
    blind = (
        ("select_blind", BLIND, BLIND_DECKS, ("holdout",)),
        ("select_blind2", BLIND2, BLIND2_DECKS, ("holdout",)),
        ("select_blind3", BLIND3, BLIND3_DECKS, ("dev", "holdout")),
        ("select_blind4", BLIND4, BLIND4_DECKS, ("dev", "holdout")),
        ("select_blind5", BLIND5, BLIND5_DECKS, ("holdout",)),
        ("select_blind6", BLIND6, BLIND6_DECKS, ("holdout",)),
        ("select_blind7", BLIND7, BLIND7_DECKS, ("holdout",)),
        ("select_blind8", BLIND8, BLIND8_DECKS, ("holdout",)),
        ("select_blind9", BLIND9, BLIND9_DECKS, ("holdout",)),
        ("select_blind10", BLIND10, BLIND10_DECKS, ("holdout",)),
        ("select_blind11", BLIND11, BLIND11_DECKS, ("holdout",)),
        ("select_blind12", BLIND12, BLIND12_DECKS, ("holdout",)),
        ("select_blind13", BLIND13, BLIND13_DECKS, ("holdout",)),
        ("select_blind14", BLIND14, BLIND14_DECKS, ("holdout",)),
        ("select_blind15", BLIND15, BLIND15_DECKS, ("holdout",)),
    )
    sets += [
        EvalSet(
            f"{name}/{deck}/{split}",
            root / "decks" / f"{deck}.json",
            root / "cases" / f"{deck}.{split}.jsonl",
        )
        for name, root, decks, splits in blind
        for split in splits
        for deck in decks
    ]
    sets += [
        EvalSet("ops68", ROOT / "examples/ops68", ROOT / "examples/ops68/cases.jsonl"),
        EvalSet(
            "xling/zh_github",
            ROOT / "tests/data/corpora/github.json",
            ROOT / "examples/crosslingual/zh_github.jsonl",
        ),
        EvalSet(
            "xling/en_ops68",
            ROOT / "examples/ops68",
            ROOT / "examples/crosslingual/en_ops68.jsonl",
        ),
    ]
    return sets


ABLATIONS = {
    "hybrid-base-segments": (False, True, False),
    "hybrid-adapter": (True, False, False),
    "hybrid-tuned-noadapter": (False, False, True),
}
"""Ablation name → (query adapter on, request segments on, tuned encoder on), over
``hybrid-base`` (``hybrid-adapter``: the ``hybrid`` method before the tuned encoder)."""


RERANKER: Reranker | None = None
"""``--reranker FILE``: a re-ranker file for the ``hybrid-tuned-rerank`` ablation (the
tuned encoder, the adapter and a re-ranker trained on its vectors,
``benchmarks/train_select_rerank.py --tuned``)."""


ADAPTER: QueryAdapter | None = None
"""``--adapter FILE``: the query adapter of the ``hybrid`` and ``hybrid-segments`` methods
in place of the shipped one (to compare a rebuilt adapter with the shipped one)."""


HYBRID_RERANKER: Reranker | None = None
"""``--hybrid-reranker FILE``: a re-ranker file (benchmarks/train_select_rerank.py
``--tuned --out FILE``) in place of the shipped one wherever a method runs the select
encoder's re-ranker (the ``hybrid`` method and its ablations; read without a hash check)."""


MEMORY: RequestMemory | None = None
"""``--memory FILE``: a request memory bank (benchmarks/build_select_memory.py ``--out``)
in place of the shipped one, wherever a method runs the memory stage (to compare a rebuilt
bank with the shipped one; read without a hash check)."""


STUDENT: Path | None = None
"""``--student FILE``: the request student of the ``hybrid-fast`` variant in place of the
shipped one (a file of benchmarks/train_select_student.py, read without a hash check)."""


ACRONYMS = True
"""``--no-acronyms``: leave out the request acronym stage (:mod:`tooldeck.select.acronyms`)
that ``make_retriever`` adds by default (to measure what it does)."""


def _acronyms(retriever: Retriever) -> Retriever:
    return AcronymRetriever(retriever) if ACRONYMS else retriever


def fast(xling: bool) -> Retriever:
    """``hybrid-fast``: the ``hybrid`` method with requests embedded by the request student
    (``make_retriever("hybrid", query_encoder="student")``, ``tooldeck select
    --fast-query``)."""
    retriever = make_retriever(
        "hybrid", crosslingual=xling, query_encoder="student", acronyms=ACRONYMS
    )
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever) and inner.names is not None
    if STUDENT is not None:
        for dense in (inner.dense, inner.names):
            dense.use_student_file(STUDENT)
    retriever.name = "hybrid-fast"
    return retriever


MULTI = {
    "hybrid-firststage": {"clauses": "first-stage", "providers": False, "memory": False},
    "hybrid-noproviders": {"providers": False},
    "hybrid-nomemory": {"memory": False},
}
"""Ablations of the ``hybrid`` method's multi-task handling (thirteenth session):
``hybrid-firststage`` is the method before it (clauses interleaved in the first stage only,
no providers), ``hybrid-noproviders`` the method without prerequisite providers."""


def build(name: str, xling: bool, backend: Backend) -> Retriever:
    """``make_retriever(name)``, or an ablation of :data:`ABLATIONS` or :data:`MULTI`."""
    if name == "hybrid-fast":
        return fast(xling)
    if name in MULTI:
        retriever = make_retriever(
            "hybrid",
            crosslingual=xling,
            backend=backend,
            acronyms=ACRONYMS,
            **MULTI[name],  # type: ignore[arg-type]
        )
        retriever.name = name
        return retriever
    if name == "hybrid-tuned-rerank":
        if RERANKER is None:
            raise SystemExit("hybrid-tuned-rerank needs --reranker FILE")
        tuned = make_retriever("hybrid-tuned", crosslingual=False, backend=backend, acronyms=False)
        assert isinstance(tuned, HybridRetriever)
        tuned.reranker = RERANKER
        tuned.name = name
        return _acronyms(CrossLingualRetriever(tuned) if xling else tuned)
    if name not in ABLATIONS:
        retriever = make_retriever(name, crosslingual=xling, backend=backend, acronyms=ACRONYMS)
        inner = innermost(retriever)
        if ADAPTER is not None and isinstance(inner, HybridRetriever) and inner.adapter:
            inner.adapter = ADAPTER
        return retriever
    retriever = make_retriever("hybrid-base", crosslingual=False, backend=backend, acronyms=False)
    assert isinstance(retriever, HybridRetriever)
    adapter, segments, tuned = ABLATIONS[name]
    retriever.adapter = default_adapter() if adapter else None
    retriever.segments = segments
    assert retriever.names is not None
    retriever.dense.tuned = retriever.names.tuned = tuned
    retriever.name = name
    return _acronyms(CrossLingualRetriever(retriever) if xling else retriever)


def run(
    method: str, deck: Deck, cases: Sequence[Case], backend: Backend = "numpy"
) -> list[CaseResult] | None:
    """Per-case ranks of ``method`` (``name`` or ``name+xling``); None when the method
    does not apply to the deck (two-level without groups)."""
    name, _, xling = method.partition("+")
    retriever = build(name, bool(xling), backend)
    inner = innermost(retriever)
    if MEMORY is not None and isinstance(inner, HybridRetriever) and inner.memory is not None:
        inner.memory = MEMORY
    if (
        HYBRID_RERANKER is not None
        and isinstance(inner, HybridRetriever)
        and inner.reranker is not None
        and inner.dense.tuned
    ):
        inner.reranker = HYBRID_RERANKER
    try:
        evaluation = evaluate_retriever(retriever, deck, cases, ks=KS)
    except ToolDeckError as exc:
        if name == "two-level":
            return None
        raise SystemExit(f"{method}: {exc}") from None
    return list(evaluation.per_case)


def metrics(results: Sequence[CaseResult]) -> dict[str, float]:
    """recall_all@k for k in KS and MRR (see the module docstring)."""
    out = {f"R@{k}": sum(r.all_within(k) for r in results) / len(results) for k in KS}
    out["MRR"] = sum(
        1 / min(x for x in r.ranks if x is not None) if any(r.ranks) else 0.0 for r in results
    ) / len(results)
    return out


Row = tuple[str, str, int, dict[str, float]]


def print_pivot(rows: Sequence[Row], methods: Sequence[str]) -> None:
    """One Markdown row per set, ``R@8 / MRR`` per method (``–`` where it did not run)."""
    print("| set | n | " + " | ".join(methods) + " |")
    print("|---|---|" + "---|" * len(methods))
    table: dict[str, dict[str, str]] = {}
    sizes: dict[str, int] = {}
    for name, method, n, values in rows:
        table.setdefault(name, {})[method] = f"{values['R@8']:.3f} / {values['MRR']:.3f}"
        sizes[name] = n
    for name, cells in table.items():
        print(
            f"| {name} | {sizes[name]} | " + " | ".join(cells.get(m, "–") for m in methods) + " |"
        )


SPLITS = ("dev", "holdout")


def _selectors(sets: str) -> list[tuple[str, ...]]:
    """The selectors of ``--sets``: comma- or ``|``-separated, each split at ``/`` into its
    parts (empty parts dropped, so ``select_blind/`` is ``select_blind`` and ``/dev`` is
    ``dev``)."""
    chosen = [part.strip() for part in sets.replace("|", ",").split(",")]
    return [tuple(p for p in sel.split("/") if p) for sel in chosen if sel.strip("/ ")]


def _picks(selector: tuple[str, ...], name: str) -> bool:
    parts = tuple(name.split("/"))
    if parts[: len(selector)] == selector:  # a whole name, a family, a family's deck
        return True
    if len(selector) == 1 and selector[0] in SPLITS:  # a split, over every family
        return parts[-1] == selector[0]
    # a family's split: select_blind3/dev
    return len(selector) == 2 and selector[1] in SPLITS and parts[::2] == selector


def wanted(name: str, sets: str) -> bool:
    """Whether ``--sets`` picks the set ``name`` (``family/deck/split``, ``ops68``,
    ``xling/zh_github``). Selectors match whole parts of a name, never a substring: a full
    name; its leading parts (a family ``select_blind3``, a deck ``select_real/github``);
    a split ``dev`` / ``holdout`` (the last part, in every family); a family's split
    ``select_blind3/dev``; several joined by ``,`` or ``|``; a leading or trailing ``/``
    is ignored (``/dev``, ``select_blind/``); empty picks every set. Until session 42 a
    selector was a substring, so ``select_blind1`` would also have run ``select_blind10``
    and ``devtools`` picked chrome_devtools' holdout (session 24 had already made the
    splits exact)."""
    selectors = _selectors(sets)
    return not selectors or any(_picks(sel, name) for sel in selectors)


def unknown_selectors(sets: str, names: Sequence[str]) -> list[str]:
    """The selectors of ``sets`` that pick none of ``names`` (a misspelt set name is an
    error, not an empty table)."""
    return [
        "/".join(sel) for sel in _selectors(sets) if not any(_picks(sel, name) for name in names)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--methods", default=",".join(f"{m},{m}+xling" for m in METHODS))
    parser.add_argument(
        "--sets",
        default="",
        help="only these sets, by whole parts of their names (never a substring): a name "
        "(select_real/github/dev, ops68, xling/zh_github), a family (select_blind3, xling), "
        "a deck (select_real/github), a split (dev, holdout), a family's split "
        "(select_blind3/dev); several joined by ',' or '|'",
    )
    parser.add_argument("--backend", choices=("numpy", "torch"), default="numpy")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument(
        "--no-acronyms", action="store_true", help="leave out the request acronym stage"
    )
    parser.add_argument("--misses", type=int, default=0, help="print N misses (R@8) per set")
    parser.add_argument(
        "--ranks",
        type=int,
        default=0,
        help="print N hits per set whose best gold rank is 3rd to 8th (what MRR loses on)",
    )
    parser.add_argument(
        "--lang",
        help="only cases tagged lang:LANG (zh, en); sets without such cases are left out",
    )
    parser.add_argument(
        "--pivot", action="store_true", help="Markdown, one row per set: R@8 / MRR per method"
    )
    parser.add_argument(
        "--reranker", type=Path, help="re-ranker file for the hybrid-tuned-rerank ablation"
    )
    parser.add_argument(
        "--adapter", type=Path, help="query adapter file for hybrid / hybrid-segments"
    )
    parser.add_argument(
        "--student", type=Path, help="request student file for the hybrid-fast variant"
    )
    parser.add_argument(
        "--memory", type=Path, help="request memory bank in place of the shipped one"
    )
    parser.add_argument(
        "--hybrid-reranker",
        type=Path,
        help="re-ranker file in place of the shipped one of the hybrid method",
    )
    args = parser.parse_args(argv)
    if args.no_acronyms:
        global ACRONYMS
        ACRONYMS = False
    if args.student is not None:
        global STUDENT
        STUDENT = args.student
    if args.adapter is not None:
        global ADAPTER
        ADAPTER = QueryAdapter.load(args.adapter, sha256=None)
    if args.hybrid_reranker is not None:
        global HYBRID_RERANKER
        HYBRID_RERANKER = Reranker.load(args.hybrid_reranker, sha256=None)
    if args.memory is not None:
        global MEMORY
        MEMORY = RequestMemory.load(args.memory, sha256=None)
    if args.reranker is not None:
        global RERANKER
        RERANKER = Reranker.load(args.reranker, sha256=None)
    unknown = unknown_selectors(args.sets, [s.name for s in eval_sets()])
    if unknown:
        parser.error(
            f"--sets: {', '.join(repr(u) for u in unknown)} names no set; give a set's name "
            "or its leading parts (select_real/github/dev, select_blind3, xling), a split "
            "(dev, holdout) or a family's split (select_blind3/dev)"
        )
    methods = [m for m in args.methods.split(",") if m]
    pooled: dict[tuple[str, str], list[CaseResult]] = {}
    rows: list[Row] = []
    for eval_set in eval_sets():
        if not wanted(eval_set.name, args.sets):
            continue
        deck = load(str(eval_set.deck)).deck
        cases = load_cases(eval_set.cases)
        if args.lang:
            cases = [c for c in cases if f"lang:{args.lang}" in c.tags]
            if not cases:
                continue
        for method in methods:
            results = run(method, deck, cases, args.backend)
            if results is None:
                continue  # two-level on a deck without groups
            rows.append((eval_set.name, method, len(results), metrics(results)))
            if eval_set.name.startswith("select_real/"):
                split = eval_set.name.rsplit("/", 1)[1]
                pooled.setdefault((f"ALL {split}", method), []).extend(results)
            elif eval_set.name.startswith("select_blind/"):
                pooled.setdefault(("BLIND holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind2/"):
                pooled.setdefault(("BLIND2 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind3/"):
                split = eval_set.name.rsplit("/", 1)[1]
                pooled.setdefault((f"BLIND3 {split}", method), []).extend(results)
            elif eval_set.name.startswith("select_blind4/"):
                split = eval_set.name.rsplit("/", 1)[1]
                pooled.setdefault((f"BLIND4 {split}", method), []).extend(results)
            elif eval_set.name.startswith("select_blind5/"):
                pooled.setdefault(("BLIND5 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind6/"):
                pooled.setdefault(("BLIND6 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind7/"):
                pooled.setdefault(("BLIND7 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind8/"):
                pooled.setdefault(("BLIND8 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind9/"):
                pooled.setdefault(("BLIND9 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind10/"):
                pooled.setdefault(("BLIND10 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind11/"):
                pooled.setdefault(("BLIND11 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind12/"):
                pooled.setdefault(("BLIND12 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind13/"):
                pooled.setdefault(("BLIND13 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind14/"):
                pooled.setdefault(("BLIND14 holdout", method), []).extend(results)
            elif eval_set.name.startswith("select_blind15/"):
                pooled.setdefault(("BLIND15 holdout", method), []).extend(results)
            if args.misses:
                for r in [r for r in results if not r.all_within(8)][: args.misses]:
                    print(
                        f"  miss {eval_set.name} {method} {r.case_id}: {r.query!r} "
                        f"want {r.expected} ranks {r.ranks} top {r.top[:3]}",
                        file=sys.stderr,
                    )
            if args.ranks:
                low = [r for r in results if 3 <= min(x or 99 for x in r.ranks) <= 8]
                for r in low[: args.ranks]:
                    print(
                        f"  low {eval_set.name} {method} {r.case_id}: {r.query!r} "
                        f"want {r.expected} ranks {r.ranks} top {r.top[:3]}",
                        file=sys.stderr,
                    )
    for (name, method), results in pooled.items():
        rows.append((name, method, len(results), metrics(results)))
    if args.pivot:
        print_pivot(rows, methods)
        return 0
    header = ["set", "method", "n", *(f"R@{k}" for k in KS), "MRR"]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print(f"{'set':36} {'method':16} {'n':>4} " + " ".join(f"{h:>6}" for h in header[3:]))
    for name, method, n, values in rows:
        cells = [f"{values[h]:.3f}" for h in header[3:]]
        if args.markdown:
            print("| " + " | ".join([name, method, str(n), *cells]) + " |")
        else:
            print(f"{name:36} {method:16} {n:>4} " + " ".join(f"{c:>6}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
