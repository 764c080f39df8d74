"""Build the two decks of select_blind13 from the captured servers in servers/.

Each deck is one server's captured tool list as it came (names unchanged): `audiobookshelf`
(an audiobook and podcast server) and `homebox` (a home and small-shop inventory server).
The helper that wrote the set ran out of time for the gateway merge its brief asked for (see
README.md); the prefix mechanism (`<server>__<tool>`, as MCP gateways and aggregators
present merged servers) is kept so a merged deck can be added the same way.
Run with any Python 3: python build_gateway.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# deck name -> {server prefix ("" = names unchanged): captured tools/list file}, in order
DECKS = {
    "audiobookshelf": {"": "servers/audiobookshelf-mcp.json"},
    "homebox": {"": "servers/homebox-mcp.json"},
}


def build(deck: str) -> dict:
    """The deck ``deck``, ``{"tools": [...]}``, from the captures in ``servers/``."""
    tools = []
    for prefix, rel in DECKS[deck].items():
        for tool in json.loads((HERE / rel).read_text(encoding="utf-8"))["tools"]:
            name = f"{prefix}__{tool['name']}" if prefix else tool["name"]
            tools.append({**tool, "name": name})
    names = [t["name"] for t in tools]
    assert len(names) == len(set(names)), f"{deck}: duplicate tool names"
    return {"tools": tools}


def main() -> None:
    for deck, servers in DECKS.items():
        merged = build(deck)
        out = HERE / "decks" / f"{deck}.json"
        out.write_text(json.dumps(merged, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"{out.name}: {len(merged['tools'])} tools from {len(servers)} server(s)")


if __name__ == "__main__":
    main()
