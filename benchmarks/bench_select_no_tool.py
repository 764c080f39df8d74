"""The "nothing fits" verdict over labelled requests (issue 15; trial 34, M6).

For each request of a set, :func:`tooldeck.select.deferred.judge_match` — the verdict
``tooldeck select``'s note and the gateway's ``search_tools`` (``no_match``) both give —
over its deck, with the default ``hybrid`` method (cross-lingual stage "auto", as both
build it) and the cosine bar :data:`~tooldeck.select.deferred.WEAK_DENSE_COSINE`. Counted
apart: no-tool requests (``expected_tools: []``) answered "nothing fits" (caught), and tool
requests answered so (false: in ``search-load`` such a request loads none of its tools);
for the evaluation sets also recall@8 with a "nothing fits" answer counted as a miss.

``--content-words`` adds the reading measured in the thirty-fourth session and not shipped
(docs/select.md, "Social closings"): function words (NLTK's English stop list,
:func:`tooldeck.select.languages.function_words`, and
:data:`~tooldeck.select.tokenize.STOPWORDS`) are no shared word, read after the request is
rewritten as the lexical index reads it (addresses, acronyms, Chinese glosses); a request
with no content word of the deck is then answered "nothing fits" too.

Groups (``--groups``, comma-separated): ``dev`` (the dev splits of ``select_real``,
``select_blind3``, ``select_blind4``), ``train`` (``benchmarks/data/select_train``, every
cases file), ``holdout`` (the holdout splits of the same three sets: count once, never
tune on them). Run: ``.venv/bin/python benchmarks/bench_select_no_tool.py [--groups
dev,train] [--content-words]``. Dense vectors are cached (``$TOOLDECK_CACHE``); ``train``
embeds about 4,000 requests (minutes on 2 cores).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import bench_select_real as real

from tooldeck.formats import load
from tooldeck.select.base import Retriever
from tooldeck.select.deferred import judge_match, lexical_index
from tooldeck.select.methods import make_retriever

ROOT = Path(__file__).resolve().parent.parent
TRAIN = ROOT / "benchmarks" / "data" / "select_train"
_WORD = re.compile(r"[A-Za-z0-9]+")


def sets(group: str) -> Iterator[tuple[str, Path, Path]]:
    """(name, deck, cases) of a group."""
    if group in ("dev", "holdout"):
        for found in real.eval_sets():
            family = found.name.split("/")[0]
            if found.name.endswith(f"/{group}") and family in (
                "select_real",
                "select_blind3",
                "select_blind4",
            ):
                yield found.name, found.deck, found.cases
    elif group == "train":
        for cases in sorted((TRAIN / "cases").glob("*.jsonl")):
            deck = cases.name.split(".")[0]
            yield f"select_train/{cases.stem}", TRAIN / "decks" / f"{deck}.json", cases
    else:
        raise SystemExit(f"--groups: dev, train or holdout, got {group!r}")


def shares_a_content_word(query: str, lexical: Retriever) -> bool:
    """Whether a content word of ``query`` (function words set aside after the lexical
    index's own rewriting) scores above 0 in ``lexical``: the ``--content-words`` reading."""
    from tooldeck.select.acronyms import AcronymRetriever
    from tooldeck.select.crosslingual import CrossLingualRetriever
    from tooldeck.select.languages import function_words
    from tooldeck.select.tokenize import STOPWORDS

    words = STOPWORDS | function_words("english")
    inner: Retriever = lexical
    while True:
        if isinstance(inner, AcronymRetriever):
            query, inner = inner.rewrite(query), inner.inner
        elif isinstance(inner, CrossLingualRetriever):
            query, inner = inner.expander.expand(query), inner.inner
        else:
            break
    content = _WORD.sub(lambda m: "" if m.group().lower() in words else m.group(), query)
    if not any(c.isalnum() for c in content):
        return False
    hits = inner.search(content, 1)
    return bool(hits) and hits[0][1] > 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--groups", default="dev,train")
    parser.add_argument("--content-words", action="store_true")
    parser.add_argument("--json", type=Path, help="write one row per request here")
    args = parser.parse_args(argv)
    rows: list[dict[str, object]] = []
    for group in args.groups.split(","):
        for name, deck_path, cases_path in sets(group):
            deck = load(str(deck_path)).deck
            retriever = make_retriever("hybrid")
            retriever.index(deck)
            lexical = lexical_index(deck)
            for line in cases_path.read_text(encoding="utf-8").splitlines():
                if not line.strip():
                    continue
                case = json.loads(line)
                query, expected = case["query"], case["expected_tools"]
                _, best, no_match = judge_match(query, retriever, lexical)
                row: dict[str, object] = {
                    "group": group,
                    "set": name,
                    "case_id": case["case_id"],
                    "no_tool": not expected,
                    "no_match": no_match,
                    "best_dense": best,
                }
                if args.content_words:
                    row["no_match_content"] = no_match or not shares_a_content_word(query, lexical)
                if expected and group != "train":
                    top = {tool.name for tool, _ in retriever.search(query, 8)}
                    row["r8"] = set(expected) <= top
                rows.append(row)
            print(f"{name}: done", file=sys.stderr, flush=True)
    if args.json:
        args.json.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    verdicts = ["no_match", "no_match_content"] if args.content_words else ["no_match"]
    print(
        "| group | set family | verdict | no-tool caught | tool requests flagged "
        "| R@8 (flagged = miss) |"
    )
    print("|---|---|---|---|---|---|")
    families = sorted({(str(r["group"]), str(r["set"]).split("/")[0]) for r in rows})
    for group, family in families:
        mine = [r for r in rows if r["group"] == group and str(r["set"]).startswith(family)]
        none = [r for r in mine if r["no_tool"]]
        tools = [r for r in mine if not r["no_tool"]]
        for verdict in verdicts:
            caught = sum(bool(r[verdict]) for r in none)
            flagged = sum(bool(r[verdict]) for r in tools)
            recall = (
                f"{sum(bool(r['r8']) and not r[verdict] for r in tools) / len(tools):.3f}"
                if tools and "r8" in tools[0]
                else "—"
            )
            print(
                f"| {group} | {family} | {verdict} | {caught}/{len(none)} "
                f"({caught / max(len(none), 1):.1%}) | {flagged}/{len(tools)} "
                f"({flagged / max(len(tools), 1):.1%}) | {recall} |"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
