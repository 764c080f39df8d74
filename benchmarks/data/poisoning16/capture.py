"""List the tools of a stdio MCP server and append them, verbatim, to the sixteenth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the servers tried for this set (a web-search API key, a design
tool's API key), so that they start. No value is a real credential. Every proxy variable
points at a closed loopback port (127.0.0.1:9), so that any request a server makes while
starting fails on this machine and nothing leaves it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

SIXTEENTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "PERPLEXITY_API_KEY": "placeholder",
    "FIGMA_API_KEY": "placeholder",
    "HTTPS_PROXY": "http://127.0.0.1:9",
    "HTTP_PROXY": "http://127.0.0.1:9",
    "https_proxy": "http://127.0.0.1:9",
    "http_proxy": "http://127.0.0.1:9",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], SIXTEENTH_SET_PLACEHOLDERS))
