#!/usr/bin/env bash
# Reinstall the four gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs a Python >= 3.11 with PyPI (PYTHON,
# default python3); all four servers are PyPI packages. No credentials: nothing here is a
# secret; the servers get scratch folders (HOME, working folder) and none starts a browser.
# browser-use's telemetry is switched off (ANONYMIZED_TELEMETRY=false); listing its tools
# needs no browser, no model and no network.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3}
HERE=$(cd "$(dirname "$0")" && pwd)
CAPTURE="$HERE/../select_real/capture.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work"
OUT=$(cd "$OUT" && pwd)
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" python3 "$CAPTURE" "$OUT/$1.json" "${@:2}")
}

# The versions that `mcp` and `fastmcp` resolved to on 2026-12-05 are pinned: jetsam-mcp
# asks for mcp < 2, frugal-memory and fastmcp-file-server take the 2.x SDK, and
# browser-use pins its own mcp (2.1.1).
venv_install fastmcp_file_server fastmcp-file-server==0.1.0 fastmcp==4.2.3 mcp==2.3.0
venv_install jetsam jetsam-mcp==1.2.1 mcp==1.30.0
venv_install frugal_memory frugal-memory==0.2.0 mcp==2.3.0
venv_install browser_use browser-use==0.13.14

capture fastmcp_file_server -- "$SCRATCH/fastmcp_file_server/bin/fastmcp-file-server"
capture jetsam -- "$SCRATCH/jetsam/bin/jetsam" serve
capture frugal_memory MEMORY_LANG=en -- "$SCRATCH/frugal_memory/bin/frugal-memory"
capture browser_use ANONYMIZED_TELEMETRY=false -- "$SCRATCH/browser_use/bin/browser-use" --mcp
