#!/usr/bin/env bash
# Reinstall the four gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON,
# default python3.12) and npm with the npm registry (NPM, default npm). No credentials:
# nothing here is a secret; the servers get scratch folders (HOME, working folder) and none
# calls a network service (PyPI, pypistats, OSV) to list its tools.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3.12}
NPM=${NPM:-npm}
HERE=$(cd "$(dirname "$0")" && pwd)
CAPTURE="$HERE/../select_real/capture.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work" "$SCRATCH/mcp-shell-server"
OUT=$(cd "$OUT" && pwd)
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" python3 "$CAPTURE" "$OUT/$1.json" "${@:2}")
}

# The `mcp` and `fastmcp` versions resolved on 2026-12-06 are pinned: mcp-pypi resolved
# mcp 2.3.0 and fastmcp 4.2.3, pypi-query-mcp-server mcp 1.30.0 and fastmcp 2.14.7.
# agent-lsp has no Python dependencies (its wheel carries the server binary).
venv_install agent-lsp agent-lsp==0.23.5
venv_install mcp-pypi mcp-pypi==4.0.1 mcp==2.3.0 fastmcp==4.2.3
venv_install pypi-query pypi-query-mcp-server==0.6.5 mcp==1.30.0 fastmcp==2.14.7
(cd "$SCRATCH/mcp-shell-server" && "$NPM" install -q --no-audit --no-fund \
  @mako10k/mcp-shell-server@2.7.1 >/dev/null)

capture agent-lsp -- "$SCRATCH/agent-lsp/bin/agent-lsp"
capture mcp-pypi -- "$SCRATCH/mcp-pypi/bin/mcp-pypi" stdio
capture pypi-query-mcp-server -- "$SCRATCH/pypi-query/bin/pypi-query-mcp-server"
capture mako10k-mcp-shell-server -- \
  "$SCRATCH/mcp-shell-server/node_modules/.bin/mcp-shell-server"
