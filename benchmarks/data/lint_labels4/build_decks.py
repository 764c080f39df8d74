"""Build the three decks of tools/ from the raw captures in servers/.

A gateway deck merges several servers as MCP gateways present them: each tool keeps its captured
definition and only its name gets the server prefix, `<prefix>__<tool>`. A subset keeps the named
tools in the server's order. `mongodb` and `postgres_mcp` are one server each, all of its tools,
names unchanged.

Run with any Python 3:  python benchmarks/data/lint_labels4/build_decks.py
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
        ("tavily", "tavily.json", None),
        ("exa", "exa.json", None),
        (
            "firecrawl",
            "firecrawl.json",
            [
                "firecrawl_scrape",
                "firecrawl_map",
                "firecrawl_search",
                "firecrawl_crawl",
                "firecrawl_check_crawl_status",
                "firecrawl_extract",
            ],
        ),
    ],
    "mongodb": [("", "mongodb.json", None)],
    "postgres_mcp": [("", "postgres.json", None)],
}


def main(argv: list[str]) -> int:
    """Write tools/ from servers/ (lint_labels_common.build_main); ``--check`` compares."""
    return build_main(HERE, DECKS, argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
