"""List the tools of a stdio MCP server and append them, verbatim, to the twenty-sixth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The work is `poisoning_common.capture_main`: `initialize` and `tools/list` over stdio with the
`mcp` Python SDK; no tool is ever called. The shared placeholder credentials are passed, and
every proxy variable points at a closed loopback port (127.0.0.1:9), so that a request a
server might make while starting fails here and nothing leaves the machine. Neither server
captured for this set (an accessibility auditor and a BullMQ job-queue client) needs a key;
the queue client is given a Redis URL on the same closed port and lists its tools without
connecting.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

NO_WAY_OUT = "http://127.0.0.1:9"

SET_26_ENVIRONMENT = {
    **PLACEHOLDERS,
    "HTTPS_PROXY": NO_WAY_OUT,
    "HTTP_PROXY": NO_WAY_OUT,
    "https_proxy": NO_WAY_OUT,
    "http_proxy": NO_WAY_OUT,
    "REDIS_URL": "redis://127.0.0.1:9",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], SET_26_ENVIRONMENT))
