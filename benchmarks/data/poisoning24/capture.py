"""Append the tools of one stdio MCP server, verbatim, to the twenty-fourth set's
captured_tools.json.

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The listing itself is `poisoning_common.capture_main`: the `mcp` SDK's stdio client sends
`initialize` and `tools/list` and nothing else (no tool is called). This set adds to the
shared placeholder settings a closed loopback address for the two servers' back ends (an
AnkiConnect URL and a Grocy URL, both 127.0.0.1:9, where nothing listens) and a placeholder
API key; every proxy variable points at the same closed port, so a request made at start-up
fails on this machine and nothing leaves it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

NOWHERE = "http://127.0.0.1:9"

SETTINGS_24 = {
    **PLACEHOLDERS,
    "ANKI_CONNECT_URL": NOWHERE,
    "ANKICONNECT_URL": NOWHERE,
    "GROCY_URL": NOWHERE,
    "GROCY_BASE_URL": NOWHERE,
    "GROCY_API_KEY": "placeholder",
    "HTTPS_PROXY": NOWHERE,
    "HTTP_PROXY": NOWHERE,
    "https_proxy": NOWHERE,
    "http_proxy": NOWHERE,
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], SETTINGS_24))
