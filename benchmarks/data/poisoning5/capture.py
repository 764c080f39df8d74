"""List the tools of a stdio MCP server and append them, verbatim, to the fifth set's
captured_tools.json (packages none of the earlier sets captured: Bitwarden, Stripe, Supabase,
a task manager, an email server and a pandoc converter).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with a Bitwarden session and client id/secret, a Supabase access token and a Stripe test-mode
key, so that those servers start; no value is a real credential.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

FIFTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "BW_SESSION": "placeholder",
    "BW_CLIENT_ID": "placeholder",
    "BW_CLIENT_SECRET": "placeholder",
    "SUPABASE_ACCESS_TOKEN": "placeholder",
    "STRIPE_SECRET_KEY": "sk_test_placeholder",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], FIFTH_SET_PLACEHOLDERS))
