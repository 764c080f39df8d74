"""Build decks/*.json for select_train from the raw captures in servers/.

A single-server deck is the server's `tools/list` result unchanged. A gateway deck puts
several servers behind one gateway: each tool keeps its captured definition and only its
name gets the server prefix `<server>__<tool>`, as MCP gateways and aggregators do to keep
names unique (the same scheme as benchmarks/data/select_real/build_gateway.py).
Run with any Python 3: python build_decks.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

# deck name -> captured server file (decks of one server)
SINGLE = {
    "stripe": "stripe",
    "supabase": "supabase",
    "neon": "neon",
    "sqlite": "sqlite",
    "redis": "redis",
    "cloudflare": "cloudflare",
    "heroku": "heroku",
    "azure": "azure",
    "hubspot": "hubspot",
    "shopify_dev": "shopify_dev",
    "jira": "jira",
    "gitlab": "gitlab",
}
# deck name -> {server prefix: captured server file}, in the merged deck's order
GATEWAYS = {
    "gw_data": {
        "supabase": "supabase",
        "neon": "neon",
        "postgres": "postgres",
        "redis": "redis",
        "awskb": "aws_kb",
    },
    "gw_saas": {
        "stripe": "stripe",
        "hubspot": "hubspot",
        "heroku": "heroku",
        "gitlab": "gitlab",
        "jira": "jira",
    },
}


def load(server: str) -> list[dict]:
    return json.loads((HERE / "servers" / f"{server}.json").read_text(encoding="utf-8"))["tools"]


def write(deck: str, tools: list[dict]) -> None:
    names = [t["name"] for t in tools]
    assert len(names) == len(set(names)), f"{deck}: duplicate tool names"
    out = HERE / "decks" / f"{deck}.json"
    out.write_text(
        json.dumps({"tools": tools}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{out.name}: {len(tools)} tools")


def main() -> None:
    (HERE / "decks").mkdir(exist_ok=True)
    for deck, server in SINGLE.items():
        write(deck, load(server))
    for deck, servers in GATEWAYS.items():
        write(
            deck,
            [
                {**tool, "name": f"{prefix}__{tool['name']}"}
                for prefix, server in servers.items()
                for tool in load(server)
            ],
        )


if __name__ == "__main__":
    main()
