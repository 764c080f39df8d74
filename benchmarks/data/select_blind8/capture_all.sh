#!/usr/bin/env bash
# Reinstall the four gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON,
# default python3.12); all four servers are PyPI packages. No credentials: nothing here is
# a secret; the servers get scratch folders (HOME, working folder) and none calls a
# network service (Linear, Atlassian, CalDAV) to list its tools.
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

# The `mcp` versions resolved on 2026-12-05 are pinned: abscissa (mcp<2) and a2atlassian
# (mcp[cli]<2) resolved to 1.30.0, cal-scheduler-mcp (mcp>=2) to 2.3.0. sqlite-mcp-server
# (mcp>=1.27.0) resolves to 2.3.0 but imports the 1.x FastMCP (mcp.server.fastmcp) and
# fails at start, so it gets the last 1.x release.
venv_install sqlite-mcp-server sqlite-mcp-server==0.1.7 mcp==1.30.0
venv_install abscissa abscissa==0.1.3 mcp==1.30.0
venv_install a2atlassian a2atlassian==0.5.1 "mcp[cli]==1.30.0"
venv_install cal-scheduler cal-scheduler-mcp==1.1.3 mcp==2.3.0

capture sqlite-mcp-server -- "$SCRATCH/sqlite-mcp-server/bin/sqlite-mcp-server"
capture abscissa -- "$SCRATCH/abscissa/bin/abscissa"
capture a2atlassian -- "$SCRATCH/a2atlassian/bin/a2atlassian-mcp"
capture cal-scheduler -- "$SCRATCH/cal-scheduler/bin/cal-scheduler"
