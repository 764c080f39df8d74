"""List the tools of a stdio MCP server and append them, verbatim, to the fifteenth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the servers tried for this set (a password manager's service
account token, a secrets platform's token and an email API key), so that they start. No value
is a real credential. Every proxy variable points at a closed loopback port (127.0.0.1:9), so
that any request a server makes while starting fails on this machine and nothing leaves it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

FIFTEENTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "OP_SERVICE_ACCOUNT_TOKEN": "placeholder",
    "DOPPLER_TOKEN": "placeholder",
    "DOPPLER_API_TOKEN": "placeholder",
    "RESEND_API_KEY": "placeholder",
    "SENDER_EMAIL_ADDRESS": "sender@placeholder.invalid",
    "HTTPS_PROXY": "http://127.0.0.1:9",
    "HTTP_PROXY": "http://127.0.0.1:9",
    "https_proxy": "http://127.0.0.1:9",
    "http_proxy": "http://127.0.0.1:9",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], FIFTEENTH_SET_PLACEHOLDERS))
