"""Capture a live MCP stdio server's tools/list result, exactly as sent, as {"tools": [...]}.

Usage (plain Python 3, no packages needed):
    python capture.py OUT.json [KEY=VALUE ...] -- COMMAND [ARGS...]
KEY=VALUE pairs before `--` are added to the server's environment.

Speaks MCP's stdio transport directly (newline-delimited JSON-RPC): initialize,
notifications/initialized, then tools/list until no nextCursor. The tool objects are
written as received (no SDK model in between, so nothing is added or dropped), in the
server's order. Lines on stdout that are not JSON are ignored; stderr is passed through.
"""

import json
import os
import subprocess
import sys
import threading

PROTOCOL = "2025-06-18"
TIMEOUT_S = 120


def rpc(proc, msg_id, method, params):
    proc.stdin.write(
        json.dumps({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}) + "\n"
    )
    proc.stdin.flush()
    while True:
        line = proc.stdout.readline()
        if not line:
            raise SystemExit(f"server closed stdout while waiting for {method}")
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if msg.get("id") == msg_id:
            if "error" in msg:
                raise SystemExit(f"{method}: {msg['error']}")
            return msg["result"]
        # anything else: a notification or a server request (ignored)


def main() -> None:
    out, rest = sys.argv[1], sys.argv[2:]
    sep = rest.index("--")
    env = {**os.environ, **dict(kv.split("=", 1) for kv in rest[:sep])}
    proc = subprocess.Popen(
        rest[sep + 1 :],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env,
        text=True,
        encoding="utf-8",
    )
    timer = threading.Timer(TIMEOUT_S, proc.kill)
    timer.start()
    try:
        init = rpc(
            proc,
            1,
            "initialize",
            {
                "protocolVersion": PROTOCOL,
                "capabilities": {},
                "clientInfo": {"name": "tooldeck-capture", "version": "1"},
            },
        )
        proc.stdin.write(
            json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n"
        )
        proc.stdin.flush()
        tools, cursor, msg_id = [], None, 2
        while True:
            page = rpc(proc, msg_id, "tools/list", {} if cursor is None else {"cursor": cursor})
            tools.extend(page["tools"])
            cursor, msg_id = page.get("nextCursor"), msg_id + 1
            if not cursor:
                break
    finally:
        timer.cancel()
        proc.kill()
        proc.wait()
    with open(out, "w", encoding="utf-8") as fh:
        json.dump({"tools": tools}, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    info = init.get("serverInfo", {})
    print(
        f"{out}: {len(tools)} tools from {info.get('name')} {info.get('version')}"
        f" (protocol {init.get('protocolVersion')})"
    )


if __name__ == "__main__":
    main()
