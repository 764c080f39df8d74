"""Build the gateway deck of select_blind9 from the captured servers in servers/.

Each tool keeps its captured definition; only its name gets the server prefix
`<server>__<tool>`, as MCP gateways and aggregators present merged servers.
The `github` deck is not built here: it is the GitHub MCP server's tool list, the project's
corpus `tests/data/corpora/github.json` wrapped as `{"tools": [...]}` (byte for byte
`../select_blind7/decks/github.json`).
Run with any Python 3: python build_gateway.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# deck name -> {server prefix: captured tools/list file}, in merged-deck order
DECKS = {
    "gateway_devbox": {
        "lsp": "servers/agent-lsp.json",
        "pypi": "servers/mcp-pypi.json",
        "pypiq": "servers/pypi-query-mcp-server.json",
        "shell": "servers/mako10k-mcp-shell-server.json",
    },
}


def build(deck: str) -> dict:
    """The merged deck ``deck``, ``{"tools": [...]}``, from the captures in ``servers/``."""
    tools = []
    for prefix, rel in DECKS[deck].items():
        for tool in json.loads((HERE / rel).read_text(encoding="utf-8"))["tools"]:
            tools.append({**tool, "name": f"{prefix}__{tool['name']}"})
    names = [t["name"] for t in tools]
    assert len(names) == len(set(names)), f"{deck}: duplicate tool names"
    return {"tools": tools}


def main() -> None:
    for deck, servers in DECKS.items():
        merged = build(deck)
        out = HERE / "decks" / f"{deck}.json"
        out.write_text(json.dumps(merged, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"{out.name}: {len(merged['tools'])} tools from {len(servers)} servers")


if __name__ == "__main__":
    main()
