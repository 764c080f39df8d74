"""Build the two decks of select_blind15 from the captured servers in servers/.

`clockify` is one server's captured tool list as it came (names unchanged): a Clockify time
tracking server (time entries, projects, clients, tasks, tags, reports, time off,
holidays, expenses, approvals, custom fields, scheduling, invoices, webhooks).
`gateway_homelab` merges three servers as an MCP gateway or aggregator presents them, each
tool renamed `<server>__<tool>` with the definition otherwise unchanged: two Proxmox VE
servers that overlap (`proxmox`, `pve`: both list nodes, VMs, containers and storage,
power guests on and off, take and roll back snapshots, create VMs and containers) and a
Proxmox Backup Server server (`pbs`).
Run with any Python 3: python build_gateway.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# deck name -> {server prefix ("" = names unchanged): captured tools/list file}, in order
DECKS = {
    "clockify": {"": "servers/clockify-mcp.json"},
    "gateway_homelab": {
        "proxmox": "servers/proxmox-mcp.json",
        "pve": "servers/mcp-proxmox.json",
        "pbs": "servers/pbs-mcp.json",
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
