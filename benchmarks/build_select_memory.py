"""Build the request memory of the ``hybrid`` method (tooldeck.select.memory).

What it does: for every labelled request of ``benchmarks/data/select_train`` (or
``--train-dir``) that names tools, runs the ``hybrid`` method's stages over the request's
own deck exactly as at run time — the acronym and web-address stage, the cross-lingual
stage, the select encoder — and keeps the request vector the dense list reads (before the
query adapter) and the dense document vector of each gold tool (deck glossed where it holds
Chinese). One row per request, one per distinct tool vector, one pair per (request, gold
tool). Written as float16 safetensors with the training data's SHA-256
(:func:`train_select_adapter.data_digest`) in its metadata; prints the file's SHA-256, to
paste into ``MEMORY_SHA256`` in src/tooldeck/select/memory.py.

No model is trained and nothing is random: the same data, encoder and numpy give the same
bytes. Decks of the servers kept for outside measurement (filesystem, git, memory,
Playwright) are refused, as in the adapter's training. Nothing from select_real, the blind
sets, ops68 or BFCL is read, unless ``--dev-of DIR`` names an evaluation set: then DIR's
dev half (``cases/<deck>.dev.jsonl``) is read after the training folders, each request with
its own deck as above, and its holdout half never (thirtieth session: measured, not
shipped; docs/select.md "Dev halves as training data").

Run (about 20 s on 2 cores with a cold request cache, 3 s with a warm one; writes
src/tooldeck/data/select/request_memory.safetensors):

    PYTHONPATH=src .venv/bin/python benchmarks/build_select_memory.py [--out FILE]
        [--train-dir DIR] [--dev-of DIR] [--decks NAME,...]

``--decks`` builds from those decks only (tests rebuild one deck's rows and compare them
with the shipped file's).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_select_adapter import TRAIN_DIR, data_digest, labelled_decks

from tooldeck.select.acronyms import AcronymRetriever
from tooldeck.select.base import innermost
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.memory import MEMORY_PATH
from tooldeck.select.methods import make_retriever

ROOT = Path(__file__).resolve().parent.parent
MEMORY_DIR = ROOT / "benchmarks" / "data" / "select_memory"
"""Requests written for the bank alone (not used to train any model); read after
select_train when the folder exists."""

__all__ = ["bank_rows", "main"]


def bank_rows(
    root: Path, decks: set[str] | None = None, split: str | None = None
) -> tuple[list[str], npt.NDArray[np.float32], list[npt.NDArray[np.float32]], list[list[int]]]:
    """Case ids, request vectors ``(n, d)``, gold tool vectors (one per gold tool) and, per
    request, the indices of its gold tools in that list, for ``root``'s decks in name order
    (only ``decks`` when given; with ``split``, only the cases files ``<deck>.<split>.jsonl``).

    Raises:
        SystemExit: a reserved deck, or a case naming a tool its deck lacks.
    """
    ids: list[str] = []
    requests: list[npt.NDArray[np.float32]] = []
    tools: list[npt.NDArray[np.float32]] = []
    gold: list[list[int]] = []
    for _, deck, cases, position in labelled_decks(root, decks, split=split):
        retriever = make_retriever("hybrid", memory=False)
        assert isinstance(retriever, AcronymRetriever)
        # the shipped bank predates the software glossary (twenty-eighth session): its
        # Chinese requests are read with CC-CEDICT alone. A bank rebuilt with the glossary
        # ranked the dev halves the same (docs/select.md, "Software senses from translation
        # catalogs"), so the shipped file was kept and this reproduces it.
        xling = retriever.inner
        assert isinstance(xling, CrossLingualRetriever)
        xling.expander.glossary = {}
        # and it predates the request readings of the thirty-fifth session (a count of
        # actions after a verb left out, a doubled verb read once): read as before
        xling.expander.request_readings = False
        retriever.index(deck)
        inner = innermost(retriever)
        assert isinstance(inner, HybridRetriever)
        # and the lookup-question reading of the thirty-sixth session (the deck's lookup
        # verb at the end of "is there …" / "where …" / 有没有 questions)
        inner.lookup_reading = False
        texts = [inner.parts(retriever.rewrite(c.query))[0] for c in cases]
        inner.dense.prime_queries(texts)
        documents = inner.dense.document_vectors
        for case, text in zip(cases, texts, strict=True):
            ids.append(case.case_id)
            requests.append(inner.dense.query_vector(text))
            mine = []
            for tool in dict.fromkeys(case.expected_tools):
                mine.append(len(tools))
                tools.append(np.asarray(documents[position[tool]], dtype=np.float32))
            gold.append(mine)
    if not requests:
        return ids, np.zeros((0, 0), np.float32), tools, gold
    return ids, np.stack(requests).astype(np.float32), tools, gold


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=MEMORY_PATH)
    parser.add_argument(
        "--train-dir",
        type=Path,
        action="append",
        help="a folder of decks/ and cases/ (repeatable; default: select_train, then "
        "select_memory when it exists)",
    )
    parser.add_argument(
        "--dev-of",
        type=Path,
        action="append",
        default=[],
        help="an evaluation set's folder whose dev half (cases/<deck>.dev.jsonl) is read "
        "after the --train-dir folders; its holdout half is never read (repeatable)",
    )
    parser.add_argument("--decks", default="", help="comma-separated deck names (default: all)")
    args = parser.parse_args(argv)
    decks = set(args.decks.split(",")) if args.decks else None
    roots = args.train_dir or [r for r in (TRAIN_DIR, MEMORY_DIR) if (r / "decks").is_dir()]
    sources: list[tuple[Path, str | None]] = [(r, None) for r in roots]
    sources += [(r.resolve(), "dev") for r in args.dev_of]
    ids: list[str] = []
    parts = []
    tool_rows: list[npt.NDArray[np.float32]] = []
    gold: list[list[int]] = []
    if decks is not None:
        known = {f.stem for root, _ in sources for f in (root / "decks").glob("*.json")}
        if decks - known:
            raise SystemExit(f"--decks: no such deck {', '.join(sorted(decks - known))}")
    for root, split in sources:
        more_ids, more_requests, more_tools, more_gold = bank_rows(root, decks, split)
        ids += more_ids
        parts.append(more_requests)
        gold += [[len(tool_rows) + g for g in row] for row in more_gold]
        tool_rows += more_tools
    if not ids:
        raise SystemExit(f"no labelled request in {', '.join(str(r) for r, _ in sources)}")
    requests = np.concatenate([p for p in parts if len(p)])
    # one row per distinct tool vector (a tool asked for by many requests is stored once)
    distinct: dict[bytes, int] = {}
    tools: list[npt.NDArray[np.float16]] = []
    pair_request: list[int] = []
    pair_tool: list[int] = []
    for r, rows in enumerate(gold):
        for row in rows:
            half = tool_rows[row].astype(np.float16)
            key = half.tobytes()
            if key not in distinct:
                distinct[key] = len(tools)
                tools.append(half)
            pair_request.append(r)
            pair_tool.append(distinct[key])
    from safetensors.numpy import save

    data = save(
        {
            "requests": requests.astype(np.float16),
            "tools": np.stack(tools),
            "pair_request": np.asarray(pair_request, dtype=np.int32),
            "pair_tool": np.asarray(pair_tool, dtype=np.int32),
        },
        # one metadata key: safetensors writes its metadata map in no fixed order
        metadata={
            "about": json.dumps(
                {
                    "source": [
                        str(r.relative_to(ROOT)) + ("" if split is None else f" ({split} half)")
                        for r, split in sources
                    ],
                    "data_sha256": [data_digest(r, split) for r, split in sources],
                    "encoder": "select encoder (tooldeck.select.weights.TUNED_SHA256)",
                    "requests": len(ids),
                    "pairs": len(pair_request),
                },
                sort_keys=True,
            )
        },
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(data)
    print(
        f"{args.out}: {len(ids)} requests, {len(tools)} tools, {len(pair_request)} pairs, "
        f"{len(data):,} bytes"
    )
    print(f"SHA-256 {hashlib.sha256(data).hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
