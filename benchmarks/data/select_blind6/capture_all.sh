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

# The versions that `mcp`, `fastmcp`, `gitrama` and `seleniumbase` resolved to on
# 2026-12-05 are pinned: fsext-mcp-server and gitrama-mcp resolved to the 1.x SDK,
# mcp-kb-sqlite and seleniumbase-mcp to 2.x.
venv_install fsext fsext-mcp-server==0.1.3 fastmcp==3.4.2 mcp==1.30.0
venv_install gitrama gitrama-mcp==1.3.2 gitrama==1.5.0 mcp==1.30.0
venv_install kb_sqlite mcp-kb-sqlite==0.2.1 mcp==2.3.0
venv_install seleniumbase seleniumbase-mcp==1.5.3 seleniumbase==4.56.3 mcp==2.3.0

capture fsext -- "$SCRATCH/fsext/bin/fsext-mcp-server"
capture gitrama -- "$SCRATCH/gitrama/bin/gitrama-mcp"
capture kb_sqlite -- "$SCRATCH/kb_sqlite/bin/mcp-kb-sqlite"
capture seleniumbase -- "$SCRATCH/seleniumbase/bin/seleniumbase-mcp"
