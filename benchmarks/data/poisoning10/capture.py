"""List the tools of a stdio MCP server and append them, verbatim, to the tenth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the vector-store, location, incident-response, maps and
project-tracker servers of this set, so that they start; no value is a real credential and
every address is a reserved name.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

TENTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "CHROMA_CLIENT_TYPE": "ephemeral",
    "AWS_PROFILE": "default",
    "FASTMCP_LOG_LEVEL": "ERROR",
    "PAGERDUTY_USER_API_KEY": "placeholder",
    "PAGERDUTY_API_HOST": "https://api.pagerduty.invalid",
    "AMAP_MAPS_API_KEY": "placeholder",
    "SHORTCUT_API_TOKEN": "placeholder",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], TENTH_SET_PLACEHOLDERS))
