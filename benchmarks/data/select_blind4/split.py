"""The dev / holdout split of select_blind4, a fixed rule that reads nothing but the cases.

Rule: within each deck, the cases are grouped by their (lang, kind) tags; inside a group
they are ordered by the SHA-256 hex digest of their case_id (UTF-8) and dealt out in
turn, dev first in the 1st, 3rd, 5th, ... group (groups sorted by their tag strings:
lang:en kind:multi, lang:en kind:none, lang:en kind:single, lang:zh ...) and holdout first
in the 2nd, 4th, ... group. Each group is thus halved (an odd one out goes to dev and to
holdout in turn), so the two splits differ by at most one case per group. The rule was
fixed and applied before any retrieval ran on the set; it uses no retrieval result.

    python split.py                      # rewrite cases/<deck>.{dev,holdout}.jsonl from themselves
    python split.py --from DECK FILE     # distribute the cases of FILE (one deck) into the two files
Any Python 3, JSON only. check_set.py checks that every case sits in the file ``assign`` names.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
DECKS = ("github", "gateway_localdev")
SPLITS = ("dev", "holdout")


def _group(case: dict) -> tuple[str, str]:
    tags = case["tags"]
    lang = next(t for t in tags if t.startswith("lang:"))
    kind = next(t for t in tags if t.startswith("kind:"))
    return lang, kind


def assign(cases: list[dict]) -> dict[str, str]:
    """case_id -> split name, for the cases of one deck."""
    groups: dict[tuple[str, str], list[str]] = {}
    for case in cases:
        groups.setdefault(_group(case), []).append(case["case_id"])
    split: dict[str, str] = {}
    for g, key in enumerate(sorted(groups)):
        ordered = sorted(groups[key], key=lambda cid: hashlib.sha256(cid.encode()).hexdigest())
        for i, cid in enumerate(ordered):
            split[cid] = SPLITS[(i + g) % 2]
    return split


def _read(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def write(deck: str, cases: list[dict], base: Path = HERE) -> None:
    """Write ``cases`` (one deck) into cases/<deck>.<split>.jsonl, in case_id order."""
    split = assign(cases)
    for name in SPLITS:
        rows = sorted((c for c in cases if split[c["case_id"]] == name), key=lambda c: c["case_id"])
        text = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in rows)
        (base / "cases" / f"{deck}.{name}.jsonl").write_text(text, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="source", nargs=2, metavar=("DECK", "FILE"))
    args = parser.parse_args()
    if args.source:
        deck, file = args.source
        assert deck in DECKS, f"unknown deck {deck}"
        decks = {deck: _read(Path(file))}
    else:
        decks = {
            d: [c for s in SPLITS for c in _read(HERE / "cases" / f"{d}.{s}.jsonl")] for d in DECKS
        }
    for deck, cases in decks.items():
        write(deck, cases)
        split = assign(cases)
        counts = {s: sum(v == s for v in split.values()) for s in SPLITS}
        print(f"{deck}: {len(cases)} cases -> {counts}")


if __name__ == "__main__":
    main()
