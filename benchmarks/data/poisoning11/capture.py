"""List the tools of a stdio MCP server and append them, verbatim, to the eleventh set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the issue-tracker, feature-flag, test-dashboard and workflow
servers of this set, so that they start; no value is a real credential and every address is a
reserved name.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

ELEVENTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "FASTMCP_LOG_LEVEL": "ERROR",
    "BACKLOG_DOMAIN": "placeholder.backlog.invalid",
    "BACKLOG_API_KEY": "placeholder",
    "LAUNCHDARKLY_API_KEY": "placeholder",
    "CURRENTS_API_KEY": "placeholder",
    "AIRFLOW_API_URL": "http://airflow.invalid:8080",
    "AIRFLOW_USERNAME": "placeholder",
    "AIRFLOW_PASSWORD": "placeholder",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], ELEVENTH_SET_PLACEHOLDERS))
