"""List the tools of a stdio MCP server and append them, verbatim, to the thirteenth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the web-data and API-platform servers of this set, so that they
start. No value is a real credential. The web-data server asks its vendor's API for its zones
when it starts; `HTTPS_PROXY` / `HTTP_PROXY` point at a closed loopback port (127.0.0.1:9),
so that request fails on this machine and nothing leaves it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

THIRTEENTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "API_TOKEN": "placeholder",
    "APIFY_TOKEN": "placeholder",
    "POSTMAN_API_KEY": "placeholder",
    "POSTMAN_API_BASE_URL": "https://api.postman.invalid",
    "POSTMAN_MCP_TELEMETRY": "false",
    "HTTPS_PROXY": "http://127.0.0.1:9",
    "HTTP_PROXY": "http://127.0.0.1:9",
    "https_proxy": "http://127.0.0.1:9",
    "http_proxy": "http://127.0.0.1:9",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], THIRTEENTH_SET_PLACEHOLDERS))
