#!/usr/bin/env bash
# Reinstall the four servers of select_blind14 at the versions in README.md and capture
# their tool lists again with the MCP Python SDK client (capture_sdk.py):
#   bash capture_all.sh SCRATCH_DIR [OUT_DIR]   (OUT_DIR defaults to SCRATCH_DIR/out;
#   compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON, default
#   python3.12) and a Python with the `mcp` package to run the client (CLIENT_PYTHON,
#   default the project's .venv/bin/python).
# No credentials: each server gets placeholder settings (a closed loopback port and a dummy
# token); none contacts its service until a tool is called. HOME and the working folder
# are scratch folders.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3.12}
HERE=$(cd "$(dirname "$0")" && pwd)
CLIENT_PYTHON=${CLIENT_PYTHON:-$HERE/../../../.venv/bin/python}
CAPTURE="$HERE/capture_sdk.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work"
OUT=$(cd "$OUT" && pwd)
U=http://127.0.0.1:9
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" "$CLIENT_PYTHON" "$CAPTURE" "$OUT/$1.json" "${@:2}")
}

# versions as resolved on 2026-12-07 (see README.md); freshrss-mcp imports
# mcp.server.fastmcp, which mcp 2.x renamed, so it runs on mcp 1.30.0 (as resolved with mcp<2)
venv_install mastodon mastodon-mcp-server==1.0.5 fastmcp==4.2.3 mcp==2.3.0 Mastodon.py==2.3.3
venv_install freshrss freshrss-mcp==0.2.5 mcp==1.30.0
venv_install fagent freshrss-agent==2.3.6 fastmcp==4.2.3 mcp==2.3.0
venv_install avenir avenir-mcp==0.8.0 fastmcp==4.1.2 mcp==2.3.0

capture mastodon-mcp-server MASTODON_INSTANCE_URL=$U MASTODON_ACCESS_TOKEN=placeholder \
  -- "$SCRATCH/mastodon/bin/mastodon-mcp"
capture freshrss-mcp FRESHRSS_URL=$U FRESHRSS_EMAIL=placeholder \
  FRESHRSS_API_PASSWORD=placeholder -- "$SCRATCH/freshrss/bin/freshrss-mcp"
capture freshrss-agent FRESHRSS_URL=$U FRESHRSS_USERNAME=placeholder \
  FRESHRSS_PASSWORD=placeholder -- "$SCRATCH/fagent/bin/freshrss-mcp"
capture avenir-mcp YNAB_ACCESS_TOKEN=placeholder -- "$SCRATCH/avenir/bin/avenir-mcp"
