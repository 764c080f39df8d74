#!/usr/bin/env bash
# Reinstall the four gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON,
# default python3.12); all four servers are PyPI packages. No credentials: nothing here is
# a secret; the servers get scratch folders (HOME, working folder), none starts a browser
# and none calls a network service to list its tools.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3.12}
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

# The versions that `mcp`, `fastmcp` and `selenium` resolved to on 2026-12-05 are pinned:
# pathwright and seleniumboot-mcp resolved to the 2.x SDK, agentmemdb to 1.x. devnarrate
# resolves to mcp 2.x but imports the 1.x FastMCP (mcp.server.fastmcp), so it gets the
# last 1.x release (its own requirement is mcp[cli]>=1.20.0).
venv_install pathwright pathwright==0.2.0 fastmcp==4.2.3 mcp==2.3.0
venv_install devnarrate devnarrate==0.1.0a7 "mcp[cli]==1.30.0"
venv_install agentmemdb agentmemdb==0.1.0 mcp==1.30.0
venv_install seleniumboot seleniumboot-mcp==0.9.2 selenium==4.51.0 mcp==2.3.0

capture pathwright -- "$SCRATCH/pathwright/bin/pathwright-mcp"
capture devnarrate -- "$SCRATCH/devnarrate/bin/python" -m devnarrate.server
capture agentmemdb -- "$SCRATCH/agentmemdb/bin/agentmemdb"
capture seleniumboot -- "$SCRATCH/seleniumboot/bin/seleniumboot-mcp"
