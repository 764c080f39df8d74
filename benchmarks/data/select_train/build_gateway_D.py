"""Build Set D's merged decks: several captured servers behind one gateway.

Each tool keeps its captured definition from decks/<server>.json; only its name gets the
server prefix `<server>__<tool>`, as in build_gateway_B.py.
Run with any Python 3: python build_gateway_D.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# merged deck -> server decks in the order the gateway presents them
GATEWAYS = {
    "gw_devbox": ["fastfs", "vcs_cyanheads", "ctxkeeper", "timemcp"],
    "gw_home": ["libsql_kg", "infra_browser", "excel", "timemcp"],
}


def merged_tools(servers: list[str], base: Path = HERE) -> list[dict]:
    """The merged tools/list of SERVERS (decks under BASE/decks): every tool, in server order,
    name prefixed `<server>__`."""
    tools = []
    for server in servers:
        raw = json.loads((base / "decks" / f"{server}.json").read_text(encoding="utf-8"))
        for tool in raw["tools"]:
            tools.append({**tool, "name": f"{server}__{tool['name']}"})
    names = [t["name"] for t in tools]
    if len(names) != len(set(names)):
        raise SystemExit(f"duplicate tool names in the merge of {servers}")
    return tools


def main() -> None:
    for deck, servers in GATEWAYS.items():
        tools = merged_tools(servers)
        out = HERE / "decks" / f"{deck}.json"
        out.write_text(
            json.dumps({"tools": tools}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        print(f"{out.name}: {len(tools)} tools from {len(servers)} servers")


if __name__ == "__main__":
    main()
