"""Build the three decks of tools/ from the raw captures in servers/.

A gateway deck merges several servers as MCP gateways present them: each tool keeps its captured
definition and only its name gets the server prefix, `<prefix>__<tool>`. A subset keeps the named
tools in the server's order. `mongodb` and `postgres_mcp` are one server each, all of its tools,
names unchanged.

Run with any Python 3:  python benchmarks/data/lint_labels4/build_decks.py
(--check: exit 1 if a file of tools/ differs from what the captures give, write nothing).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

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


def build(deck: str) -> dict:
    """The deck `deck` as a `tools/list` result, `{"tools": [...]}`."""
    tools = []
    for prefix, capture, keep in DECKS[deck]:
        listed = json.loads((HERE / "servers" / capture).read_text(encoding="utf-8"))["tools"]
        names = [t["name"] for t in listed]
        missing = sorted(set(keep or ()) - set(names))
        if missing:
            raise SystemExit(f"{deck}: {capture} lists no tool {missing}")
        for tool in listed:
            if keep is None or tool["name"] in keep:
                name = f"{prefix}__{tool['name']}" if prefix else tool["name"]
                tools.append({**tool, "name": name})
    names = [t["name"] for t in tools]
    if len(names) != len(set(names)):
        raise SystemExit(f"{deck}: duplicate tool names")
    return {"tools": tools}


def main(argv: list[str]) -> int:
    check = "--check" in argv
    differs = []
    for deck in DECKS:
        text = json.dumps(build(deck), indent=1, ensure_ascii=False) + "\n"
        path = HERE / "tools" / f"{deck}.json"
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                differs.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    for name in differs:
        print(f"tools/{name} differs from the captures")
    return 1 if differs else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
