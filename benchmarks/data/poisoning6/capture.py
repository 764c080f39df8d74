"""List the tools of a stdio MCP server and append them, verbatim, to the sixth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder Google OAuth client values, Atlassian URLs and tokens and an allowed folder
for the shell server, so that those servers start; no value is a real credential and every
address is under `.invalid`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

SIXTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "GOOGLE_OAUTH_CLIENT_ID": "placeholder.apps.invalid",
    "GOOGLE_OAUTH_CLIENT_SECRET": "placeholder",
    "JIRA_URL": "https://jira.placeholder.invalid",
    "JIRA_USERNAME": "placeholder@placeholder.invalid",
    "JIRA_API_TOKEN": "placeholder",
    "CONFLUENCE_URL": "https://wiki.placeholder.invalid",
    "CONFLUENCE_USERNAME": "placeholder@placeholder.invalid",
    "CONFLUENCE_API_TOKEN": "placeholder",
    "ALLOWED_DIR": "/tmp",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], SIXTH_SET_PLACEHOLDERS))
