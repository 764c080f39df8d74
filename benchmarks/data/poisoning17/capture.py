"""List the tools of a stdio MCP server and append them, verbatim, to the seventeenth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

`poisoning_common.capture_main` does the work: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK; no tool is ever called. Its placeholder credentials are extended with
placeholder values for this set's servers (a billing platform's API key, a secrets service's
token, a mail account's host and login, a transactional e-mail API key) so that they start.
No value is a real credential. Every proxy variable points at a closed loopback port
(127.0.0.1:9), so a request a server makes while starting fails here and nothing leaves.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

CLOSED_PROXY = "http://127.0.0.1:9"

SEVENTEENTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "PADDLE_API_KEY": "placeholder",
    "PADDLE_ENVIRONMENT": "sandbox",
    "DOPPLER_TOKEN": "placeholder",
    "RESEND_API_KEY": "re_placeholder",
    "IMAP_HOST": "127.0.0.1",
    "IMAP_PORT": "9",
    "IMAP_SECURE": "false",
    "SMTP_HOST": "127.0.0.1",
    "SMTP_PORT": "9",
    "SMTP_SECURE": "false",
    "EMAIL_USER": "placeholder@mail.invalid",
    "EMAIL_PASS": "placeholder",
    "HTTPS_PROXY": CLOSED_PROXY,
    "HTTP_PROXY": CLOSED_PROXY,
    "https_proxy": CLOSED_PROXY,
    "http_proxy": CLOSED_PROXY,
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], SEVENTEENTH_SET_PLACEHOLDERS))
