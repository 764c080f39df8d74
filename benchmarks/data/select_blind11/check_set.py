"""Check the select_blind11 set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_blind11/check_set.py
The checks are ``../select_blind_common.py``'s (shared with select_blind3 to select_blind10),
made for an all-holdout set (``splits=("holdout",)``: one cases file per deck, no split
rule, no dev / holdout balance). Both decks are what build_gateway.py makes from servers/
(`woocommerce`: one server's capture, names unchanged; `gateway_shopdesk`: three servers
merged with `<server>__` prefixes); case ids are `bl11-wc-NNN` / `bl11-gw-NNN` per deck.
Beyond the shared floors, the `woocommerce` deck is a Chinese-first user's: at least 60 %
of its requests are Chinese, and at least 10 % of the whole set is written the way a model
writes a search query (`style:model_query`). Exit 1 on any failure.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from select_blind_common import SetChecker  # noqa: E402

DECKS = {"woocommerce": 73, "gateway_shopdesk": 68}  # deck name (deck:NAME tag) -> tools
CHINESE_FIRST = {"woocommerce": 0.60}  # deck -> floor of its Chinese share
MODEL_QUERY_FLOOR = 0.10  # share of the whole set tagged style:model_query

CHECKER = SetChecker(
    HERE,
    DECKS,
    id_prefix={"woocommerce": "bl11-wc-", "gateway_shopdesk": "bl11-gw-"},
    never_gold={"fx__greet": "frankfurtermcp's demo greeting tool"},
    splits=("holdout",),  # all holdout: nobody reads its misses
)


def run_checks(base: Path | None = None) -> tuple[list[str], list[tuple], dict[str, set[str]]]:
    """The shared checks, then this set's two floors; rows are (deck, split, lang, kind,
    style)."""
    errors, rows, names = CHECKER.run_checks(base)
    for deck, floor in CHINESE_FIRST.items():
        sel = [r for r in rows if r[0] == deck]
        share = sum(r[2] == "zh" for r in sel) / (len(sel) or 1)
        if share < floor:
            errors.append(f"{deck}: {100 * share:.1f} % Chinese requests (want >= {floor:.0%})")
    share = Counter(r[4] for r in rows)["model_query"] / (len(rows) or 1)
    if share < MODEL_QUERY_FLOOR:
        errors.append(
            f"{100 * share:.1f} % style:model_query requests (want >= {MODEL_QUERY_FLOOR:.0%})"
        )
    return errors, rows, names


def main() -> int:
    """Check, print the counts and each problem (as ``SetChecker.main``); 1 on any."""
    errors, rows, _ = run_checks()
    CHECKER.report(rows)
    for msg in errors:
        print("FAIL:", msg)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
