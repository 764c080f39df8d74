"""Check the select_blind15 set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_blind15/check_set.py
The checks are ``../select_blind_common.py``'s (shared with select_blind3 to select_blind14),
made for an all-holdout set (``splits=("holdout",)``: one cases file per deck, no split
rule, no dev / holdout balance). Both decks are what build_gateway.py makes from servers/
(`clockify`: one server's capture, names unchanged; `gateway_homelab`: three servers
merged as `<server>__<tool>`); case ids are `bl15-ck-NNN` / `bl15-hl-NNN` per deck. The 14
`proxmox__` tools that do what a `pve__` tool does are never gold (README note 3: the
`pve__` tool is gold and they are tagged `ambiguous:`).
Beyond the shared floors, at least 35 % of the whole set is Chinese and at least 10 % of
it is written the way a model writes a search query (`style:model_query`). Exit 1 on any
failure.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from select_blind_common import SetChecker  # noqa: E402

DECKS = {"clockify": 112, "gateway_homelab": 74}  # deck name (deck:NAME tag) -> tools
CHINESE_FLOOR = 0.35  # share of the whole set written in Chinese
MODEL_QUERY_FLOOR = 0.10  # share of the whole set tagged style:model_query

# proxmox__ tools with a pve__ tool that serves the same requests (README note 3)
DUPLICATES = [
    "list_nodes",
    "list_lxc_containers",
    "list_vms",
    "list_storage",
    "list_storage_content",
    "power_control",
    "list_snapshots",
    "create_snapshot",
    "rollback_snapshot",
    "create_vm",
    "create_lxc",
    "delete_instance",
    "get_resource_usage",
    "set_vm_cloudinit",
]

CHECKER = SetChecker(
    HERE,
    DECKS,
    id_prefix={"clockify": "bl15-ck-", "gateway_homelab": "bl15-hl-"},
    never_gold={f"proxmox__{t}": "a pve__ duplicate (ambiguous only)" for t in DUPLICATES},
    splits=("holdout",),  # all holdout: nobody reads its misses
)


def run_checks(base: Path | None = None) -> tuple[list[str], list[tuple], dict[str, set[str]]]:
    """The shared checks, then this set's two floors over the whole set; rows are (deck,
    split, lang, kind, style)."""
    errors, rows, names = CHECKER.run_checks(base)
    n = len(rows) or 1
    share = sum(r[2] == "zh" for r in rows) / n
    if share < CHINESE_FLOOR:
        errors.append(
            f"{100 * share:.1f} % Chinese requests in the set (want >= {CHINESE_FLOOR:.0%})"
        )
    share = Counter(r[4] for r in rows)["model_query"] / n
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
