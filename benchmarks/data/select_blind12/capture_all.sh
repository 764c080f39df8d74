#!/usr/bin/env bash
# Reinstall the four servers of select_blind12 at the versions in README.md and capture
# their tool lists again with the MCP Python SDK client (capture_sdk.py):
#   bash capture_all.sh SCRATCH_DIR [OUT_DIR]   (OUT_DIR defaults to SCRATCH_DIR/out;
#   compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON, default
#   python3.12) and a Python with the `mcp` package to run the client (CLIENT_PYTHON,
#   default the project's .venv/bin/python).
# No credentials: three servers refuse to start without a setting, so each gets a
# placeholder (a closed loopback port and dummy values); none contacts its service until
# a tool is called. HOME and the working folder are scratch folders.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3.12}
HERE=$(cd "$(dirname "$0")" && pwd)
CLIENT_PYTHON=${CLIENT_PYTHON:-$HERE/../../../.venv/bin/python}
CAPTURE="$HERE/capture_sdk.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work"
OUT=$(cd "$OUT" && pwd)
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" "$CLIENT_PYTHON" "$CAPTURE" "$OUT/$1.json" "${@:2}")
}

# memos-mcp-enhanced and wallabag-mcp import FastMCP from `mcp.server.fastmcp`, gone in
# mcp 2.x: they are pinned to mcp 1.30.0 (joplin-mcp's fastmcp resolves mcp 1.30.0 itself).
venv_install nextcloud nextcloud-mcp-server==0.202.1 mcp==2.3.0
venv_install joplin joplin-mcp==0.10.0 fastmcp==3.4.11 mcp==1.30.0
venv_install memos memos-mcp-enhanced==0.2.2 mcp==1.30.0
venv_install wallabag wallabag-mcp==0.1.0 mcp==1.30.0

# nextcloud: five of its apps (-e), the ones a household and a small studio use
capture nextcloud-mcp-server NEXTCLOUD_HOST=http://127.0.0.1:9 NEXTCLOUD_USERNAME=placeholder \
  NEXTCLOUD_PASSWORD=placeholder -- "$SCRATCH/nextcloud/bin/nextcloud-mcp-server" run \
  --transport stdio -e notes -e calendar -e contacts -e deck -e shopping_list
capture joplin-mcp JOPLIN_TOKEN=placeholder -- "$SCRATCH/joplin/bin/joplin-mcp"
capture memos-mcp-enhanced -- "$SCRATCH/memos/bin/memos-mcp-enhanced"
capture wallabag-mcp WALLABAG_BASE_URL=http://127.0.0.1:9 -- "$SCRATCH/wallabag/bin/wallabag-mcp"
