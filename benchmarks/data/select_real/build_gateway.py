"""Build decks/gateway_devops.json: six captured servers behind one gateway.

Each tool keeps its captured definition; only its name gets the server prefix
`<server>__<tool>` (as MCP gateways and aggregators do to keep names unique).
Run with any Python 3: python build_gateway.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# server prefix -> captured tools/list file (order = order in the merged deck)
SERVERS = {
    "slack": "servers/slack.json",
    "notion": "servers/notion.json",
    "kubernetes": "servers/kubernetes.json",
    "circleci": "servers/circleci.json",
    "fetch": "servers/fetch.json",
    "time": "servers/time.json",
}


def main() -> None:
    tools = []
    for prefix, rel in SERVERS.items():
        for tool in json.loads((HERE / rel).read_text(encoding="utf-8"))["tools"]:
            tools.append({**tool, "name": f"{prefix}__{tool['name']}"})
    names = [t["name"] for t in tools]
    assert len(names) == len(set(names)), "duplicate tool names"
    out = HERE / "decks" / "gateway_devops.json"
    out.write_text(
        json.dumps({"tools": tools}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{out.name}: {len(tools)} tools from {len(SERVERS)} servers")


if __name__ == "__main__":
    main()
