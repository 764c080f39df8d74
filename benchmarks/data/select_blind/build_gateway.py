"""Build decks/gateway_teamops.json: four captured servers behind one gateway.

Each tool keeps its captured definition; only its name gets the server prefix
`<server>__<tool>`, as MCP gateways and aggregators present merged servers.
Run with any Python 3: python build_gateway.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# server prefix -> captured tools/list file (order = order in the merged deck)
SERVERS = {
    "datadog": "servers/datadog.json",
    "asana": "servers/asana.json",
    "airtable": "servers/airtable.json",
    "elasticsearch": "servers/elasticsearch.json",
}
OUT = HERE / "decks" / "gateway_teamops.json"


def build() -> dict:
    """The merged deck, ``{"tools": [...]}``, from the captures in ``servers/``."""
    tools = []
    for prefix, rel in SERVERS.items():
        for tool in json.loads((HERE / rel).read_text(encoding="utf-8"))["tools"]:
            tools.append({**tool, "name": f"{prefix}__{tool['name']}"})
    names = [t["name"] for t in tools]
    assert len(names) == len(set(names)), "duplicate tool names"
    return {"tools": tools}


def main() -> None:
    deck = build()
    OUT.write_text(json.dumps(deck, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{OUT.name}: {len(deck['tools'])} tools from {len(SERVERS)} servers")


if __name__ == "__main__":
    main()
