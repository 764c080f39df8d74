"""List the tools of a stdio MCP server and add them, verbatim, to the twenty-fifth set's
captured_tools.json (packages that no earlier set captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The work (`initialize`, then `tools/list` over stdio with the `mcp` Python SDK client; no
tool is ever called) is `poisoning_common.capture_main`. The two servers captured here are a
package-index lookup server (no credential) and a Spotify server (placeholder app id); every
proxy variable points at a closed loopback port (127.0.0.1:9), so any request a server makes
while starting fails here and nothing leaves the machine.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

NOWHERE = "http://127.0.0.1:9"

ENVIRONMENT = {
    **PLACEHOLDERS,
    # the Spotify server reads an app's client id and secret at start (placeholders; it
    # lists its tools without signing in)
    "SPOTIFY_CLIENT_ID": "placeholder",
    "SPOTIFY_CLIENT_SECRET": "placeholder",
    "SPOTIFY_REDIRECT_URI": "http://127.0.0.1:9/callback",
    **{name: NOWHERE for name in ("HTTPS_PROXY", "HTTP_PROXY", "https_proxy", "http_proxy")},
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], ENVIRONMENT))
