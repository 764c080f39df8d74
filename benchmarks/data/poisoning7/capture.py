"""List the tools of a stdio MCP server and append them, verbatim, to the seventh set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the payment, commerce, database, CRM, translation and notes servers
of this set, so that they start; no value is a real credential and every address is under
`.invalid`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

SEVENTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "STRIPE_SECRET_KEY": "sk_test_placeholder",
    "SUPABASE_ACCESS_TOKEN": "sbp_placeholder",
    "PRIVATE_APP_ACCESS_TOKEN": "placeholder",
    "HEROKU_API_KEY": "placeholder",
    "LARA_ACCESS_KEY_ID": "placeholder",
    "LARA_ACCESS_KEY_SECRET": "placeholder",
    "QDRANT_URL": "http://qdrant.placeholder.invalid:6333",
    "COLLECTION_NAME": "placeholder",
    "OBSIDIAN_API_KEY": "placeholder",
    "OBSIDIAN_HOST": "notes.placeholder.invalid",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], SEVENTH_SET_PLACEHOLDERS))
