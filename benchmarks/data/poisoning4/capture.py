"""List the tools of a stdio MCP server and append them, verbatim, to the fourth set's
captured_tools.json (packages none of the earlier sets captured: sequential thinking, Notion,
Desktop Commander, Airbnb, Code Runner, MotherDuck, Excel, shell and calculator servers).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with a Notion token, so that the Notion server starts; no value is a real credential.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

FOURTH_SET_PLACEHOLDERS = {**PLACEHOLDERS, "NOTION_TOKEN": "placeholder"}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], FOURTH_SET_PLACEHOLDERS))
