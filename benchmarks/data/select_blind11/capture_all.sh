#!/usr/bin/env bash
# Reinstall the four servers of select_blind11 at the versions in README.md and capture
# their tool lists again with the MCP Python SDK client (capture_sdk.py):
#   bash capture_all.sh SCRATCH_DIR [OUT_DIR]   (OUT_DIR defaults to SCRATCH_DIR/out;
#   compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON, default
#   python3.12) and a Python with the `mcp` package to run the client (CLIENT_PYTHON,
#   default the project's .venv/bin/python).
# No credentials and no settings: all four servers list their tools without any (they
# call WooCommerce, Freshdesk, the Frankfurter API or Parcel only when a tool is called).
# HOME and the working folder are scratch folders.
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

# mcp-woocommerce and freshdesk-mcp import FastMCP from `mcp.server.fastmcp`, gone in
# mcp 2.x: they are pinned to mcp 1.30.0. The other two run on what resolved on 2026-12-07.
venv_install woo mcp-woocommerce==0.2.0 mcp==1.30.0
venv_install desk freshdesk-mcp==1.2.0 mcp==1.30.0
venv_install fx frankfurtermcp==0.5.0 fastmcp==4.0.11 mcp==2.3.0
venv_install parcel parcelapp-mcp==0.2.1 mcp==2.3.0

capture mcp-woocommerce -- "$SCRATCH/woo/bin/mcp-woocommerce"
capture freshdesk-mcp -- "$SCRATCH/desk/bin/freshdesk-mcp"
capture frankfurtermcp -- "$SCRATCH/fx/bin/frankfurtermcp"
capture parcelapp-mcp -- "$SCRATCH/parcel/bin/parcelapp-mcp"
