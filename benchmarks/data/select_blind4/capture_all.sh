#!/usr/bin/env bash
# Reinstall the four gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs node/npm (the npm registry) and a
# Python >= 3.11 with PyPI (PYTHON, default python3). No credentials: nothing here is a
# secret; the servers get scratch folders (HOME, working folder) and start no browser.
# waggle-mcp pulls torch and sentence-transformers (a large install); at start it begins
# an embedding warm-up in the background, which needs no network to list its tools.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3}
HERE=$(cd "$(dirname "$0")" && pwd)
CAPTURE="$HERE/../select_real/capture.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work"
OUT=$(cd "$OUT" && pwd)
export PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm_install() {  # npm_install DIR PACKAGE@VERSION...
  mkdir -p "$SCRATCH/$1"
  (cd "$SCRATCH/$1" && npm install --no-audit --no-fund "${@:2}" >/dev/null)
}
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" python3 "$CAPTURE" "$OUT/$1.json" "${@:2}")
}

# The three PyPI servers are written for the MCP Python SDK 1.x; the newest `mcp` (2.x)
# renamed FastMCP and breaks them, so `mcp` is pinned to the 1.x release used here.
venv_install vs_filesystem vs-filesystem-mcp-server==0.1.4 fastmcp==3.4.11 mcp==1.30.0
venv_install fs_git fs-git-mcp==0.1.0 dulwich==1.2.21 mcp==1.30.0
venv_install waggle waggle-mcp==0.0.1 mcp==1.30.0
npm_install puppeteer_claude puppeteer-mcp-claude@0.2.2

capture vs_filesystem -- "$SCRATCH/vs_filesystem/bin/vs-filesystem-mcp-server"
capture fs_git -- "$SCRATCH/fs_git/bin/fs-git-mcp"
capture waggle -- "$SCRATCH/waggle/bin/waggle-mcp"
capture puppeteer_claude -- node \
  "$SCRATCH/puppeteer_claude/node_modules/puppeteer-mcp-claude/dist/index.js"
