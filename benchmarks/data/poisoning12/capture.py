"""List the tools of a stdio MCP server and append them, verbatim, to the twelfth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the search-cluster, hosting and serverless-database servers of
this set, so that they start; no value is a real credential and every address is a reserved
name.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

TWELFTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "ES_URL": "http://search.invalid:9200",
    "ES_API_KEY": "placeholder",
    "NETLIFY_PERSONAL_ACCESS_TOKEN": "placeholder",
    "UPSTASH_EMAIL": "placeholder@upstash.invalid",
    "UPSTASH_API_KEY": "placeholder",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], TWELFTH_SET_PLACEHOLDERS))
