"""List the tools of a stdio MCP server and append them, verbatim, to the thirtieth set's
captured_tools.json (a package none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

`poisoning_common.capture_main` does the work: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK; no tool is ever called. The shared placeholder credentials are kept
(the captured astronomy server needs none), and every proxy variable points at a closed
loopback port (127.0.0.1:9), so a request a server makes while starting fails here and
nothing leaves.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

CLOSED_PROXY = "http://127.0.0.1:9"

THIRTIETH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "HTTPS_PROXY": CLOSED_PROXY,
    "HTTP_PROXY": CLOSED_PROXY,
    "https_proxy": CLOSED_PROXY,
    "http_proxy": CLOSED_PROXY,
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], THIRTIETH_SET_PLACEHOLDERS))
