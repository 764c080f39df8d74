"""Build the four decks of tools/ from the raw captures in servers/.

A gateway deck merges several servers as MCP gateways present them: each tool keeps its captured
definition and only its name gets the server prefix, `<prefix>__<tool>`. A subset keeps the named
tools in the server's order. `docker` is one server, all of its tools, names unchanged.

Run with any Python 3:  python benchmarks/data/lint_labels3/build_decks.py
(--check: exit 1 if a file of tools/ differs from what the captures give, write nothing).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from lint_labels_common import build_main  # noqa: E402

# deck -> [(prefix or "" for none, capture file in servers/, kept tools or None for all)]
DECKS: dict[str, list[tuple[str, str, list[str] | None]]] = {
    "gateway_web": [
        ("searxng", "searxng.json", None),
        ("webfetch", "webfetch.json", None),
        ("kagi", "kagi.json", None),
    ],
    "gateway_data": [
        ("sql", "sql.json", None),
        ("neo4j", "neo4j.json", None),
    ],
    "gateway_tracker": [
        (
            "plane",
            "plane.json",
            [
                "list_states",
                "list_labels",
                "get_projects",
                "list_module_issues",
                "add_module_issues",
                "delete_module_issue",
                "list_project_issues",
                "get_issue_using_readable_identifier",
                "get_issue_comments",
                "add_issue_comment",
                "create_issue",
                "update_issue",
                "list_cycle_issues",
                "add_cycle_issues",
                "delete_cycle_issue",
            ],
        ),
        (
            "azdo",
            "azdo.json",
            [
                "core_list_projects",
                "wit_work_item",
                "wit_query",
                "wit_work_item_write",
                "wit_work_item_comment_write",
                "search_workitem",
            ],
        ),
    ],
    "docker": [("", "docker.json", None)],
}


def main(argv: list[str]) -> int:
    """Write tools/ from servers/ (lint_labels_common.build_main); ``--check`` compares."""
    return build_main(HERE, DECKS, argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
