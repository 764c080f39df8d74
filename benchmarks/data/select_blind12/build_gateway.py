"""Build the two decks of select_blind12 from the captured servers in servers/.

`nextcloud` is one server's captured tool list as it came (names unchanged). The gateway
deck merges three servers; each tool keeps its captured definition and only its name gets
the server prefix `<server>__<tool>`, as MCP gateways and aggregators present merged
servers. Run with any Python 3: python build_gateway.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# deck name -> {server prefix ("" = names unchanged): captured tools/list file}, in order
DECKS = {
    "nextcloud": {"": "servers/nextcloud-mcp-server.json"},
    "gateway_notebox": {
        "joplin": "servers/joplin-mcp.json",
        "memos": "servers/memos-mcp-enhanced.json",
        "wallabag": "servers/wallabag-mcp.json",
    },
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
