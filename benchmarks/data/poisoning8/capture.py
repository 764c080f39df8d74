"""List the tools of a stdio MCP server and append them, verbatim, to the eighth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the database, messaging, maps, CI and speech servers of this set,
so that they start; no value is a real credential.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

EIGHTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "AIRTABLE_API_KEY": "patplaceholder.placeholder",
    "CHANNEL_ACCESS_TOKEN": "placeholder",
    "DESTINATION_USER_ID": "Uplaceholder",
    "MAPBOX_ACCESS_TOKEN": "pk.placeholder",
    "CIRCLECI_TOKEN": "placeholder",
    "ELEVENLABS_API_KEY": "placeholder",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], EIGHTH_SET_PLACEHOLDERS))
