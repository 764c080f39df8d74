"""Split labelled requests into dev (~65 %) and holdout (~35 %), stratified.

Strata: deck x language x kind (the case's lang:/kind: tags). Each stratum gets the
floor of its 35 % share of holdout places, and the deck's remaining places (up to
round(35 % of the deck)) go to the strata with the largest remainders. Within a stratum
the cases are sorted by case_id and shuffled with a seed made of the stratum's name; the
first ones go to holdout. Deterministic: re-running on the union of a
deck's two files writes the same two files.

    python split.py DECK [POOL.jsonl ...]
With no POOL, the deck's current cases/DECK.dev.jsonl + cases/DECK.holdout.jsonl are
re-split (a no-op unless cases were added or removed). Output is in case_id order.
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOLDOUT_SHARE = 0.35


def tag(case: dict, prefix: str) -> str:
    (value,) = [t.split(":", 1)[1] for t in case["tags"] if t.startswith(prefix + ":")]
    return value


def split(deck: str, cases: list[dict]) -> tuple[list[dict], list[dict]]:
    strata: dict[tuple[str, str], list[dict]] = {}
    for case in sorted(cases, key=lambda c: c["case_id"]):
        strata.setdefault((tag(case, "lang"), tag(case, "kind")), []).append(case)
    # holdout size per stratum: floor of its 35 % share, then the deck's remaining
    # holdout places (to reach round(35 % of the deck)) go to the largest remainders
    keys = sorted(strata)
    exact = {k: len(strata[k]) * HOLDOUT_SHARE for k in keys}
    n_hold = {k: int(exact[k]) for k in keys}
    missing = round(len(cases) * HOLDOUT_SHARE) - sum(n_hold.values())
    for k in sorted(keys, key=lambda k: (-(exact[k] - n_hold[k]), k))[:missing]:
        n_hold[k] += 1
    dev, holdout = [], []
    for key in keys:
        members = strata[key]
        random.Random("select_real:{}:{}:{}".format(deck, *key)).shuffle(members)
        holdout += members[: n_hold[key]]
        dev += members[n_hold[key] :]
    return sorted(dev, key=lambda c: c["case_id"]), sorted(holdout, key=lambda c: c["case_id"])


def read(path: Path) -> list[dict]:
    return [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]


def write(path: Path, cases: list[dict]) -> None:
    path.write_text(
        "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8"
    )


def main() -> None:
    deck, pools = sys.argv[1], [Path(p) for p in sys.argv[2:]]
    if not pools:
        pools = [HERE / "cases" / f"{deck}.{part}.jsonl" for part in ("dev", "holdout")]
    cases = [c for p in pools for c in read(p)]
    dev, holdout = split(deck, cases)
    write(HERE / "cases" / f"{deck}.dev.jsonl", dev)
    write(HERE / "cases" / f"{deck}.holdout.jsonl", holdout)
    print(f"{deck}: {len(dev)} dev, {len(holdout)} holdout")


if __name__ == "__main__":
    main()
