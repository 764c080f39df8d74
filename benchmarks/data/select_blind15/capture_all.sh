#!/usr/bin/env bash
# Reinstall the four servers of select_blind15 at the versions in README.md and capture
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

# versions as resolved on 2026-12-07 (see README.md); all four import mcp.server.fastmcp,
# which mcp 2.x renamed, so each runs on mcp 1.30.0 (clockify-mcp and pbs-mcp resolved
# mcp 2.3.0 and would not start: mcp 1.30.0 was installed over it)
venv_install clockify clockify-mcp==0.3.2 mcp==1.30.0
venv_install proxmox proxmox-mcp==0.1.0 mcp==1.30.0
venv_install pve mcp-proxmox==1.2.3 mcp==1.30.0 proxmoxer==2.3.0
venv_install pbs pbs-mcp==0.3.0 mcp==1.30.0

# CLOCKIFY_ACCESS_MODE=full: the server's default mode ("read") lists 48 of its 112 tools
capture clockify-mcp CLOCKIFY_API_KEY=placeholder CLOCKIFY_ACCESS_MODE=full \
  -- "$SCRATCH/clockify/bin/clockify-mcp"
capture proxmox-mcp PROXMOX_URL=$U PROXMOX_TOKEN_NAME=placeholder \
  PROXMOX_TOKEN_VALUE=placeholder -- "$SCRATCH/proxmox/bin/proxmox-mcp"
capture mcp-proxmox PROXMOX_HOST=127.0.0.1 PROXMOX_PORT=9 'PROXMOX_TOKEN_ID=placeholder@pve!x' \
  PROXMOX_TOKEN_SECRET=placeholder -- "$SCRATCH/pve/bin/mcp-proxmox"
capture pbs-mcp PBS_HOST=127.0.0.1 'PBS_TOKEN_ID=placeholder@pbs!x' PBS_TOKEN_SECRET=placeholder \
  -- "$SCRATCH/pbs/bin/pbs-mcp"
