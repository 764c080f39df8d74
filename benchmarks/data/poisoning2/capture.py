"""List the tools of a stdio MCP server and append them, verbatim, to the second set's captured_tools.json (11 packages: the reference servers of
modelcontextprotocol, Brave, Google Maps, GitLab, EverArt, AWS KB, Sentry, ...).

    python capture.py CAPTURE.json PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine and its placeholder credentials are `poisoning_common.capture_main`'s: `initialize`
and `tools/list` over stdio with the `mcp` Python SDK, no tool is ever called.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import capture_main

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:]))
