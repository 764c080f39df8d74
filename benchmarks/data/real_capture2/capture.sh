#!/usr/bin/env bash
# How captured_tools.json was made (session 38). Each package was installed first in its own
# scratch folder: npm ones with `npm install --ignore-scripts --no-audit --no-fund PKG@VERSION`
# in $SCRATCH/npm/<name>, PyPI ones with `python3 -m venv $SCRATCH/pypi/<name>` and
# `pip install PKG==VERSION` (mcp-server-tree-sitter 0.7.0 also needs `pip install 'mcp<2'`:
# it imports mcp.server.fastmcp, which mcp 2 renamed). Then each server was started over
# stdio, `initialize`d and asked for `tools/list` by ../real_capture/capture.py (the mcp SDK
# client, with its placeholder environment: no real credential); no tool was called, and the
# machine reached no network but the package registries. Usage: bash capture.sh OUT.json
set -u
OUT=${1:?usage: capture.sh OUT.json}
SCRATCH=${SCRATCH:-/tmp/realcap38}
PY=${PY:-/work/main/.venv/bin/python}
HERE=$(cd "$(dirname "$0")" && pwd)
npmdir() { echo "$SCRATCH/npm/$(echo "$1" | tr '/@' '__')/node_modules/${1%@*}"; }
cap() { # KEY LICENCE -- COMMAND...
  timeout 120 "$PY" "$HERE/../real_capture/capture.py" "$OUT" "$@" || echo "FAILED: $1"
}

# Tried and left out: npm:@sveltejs/mcp@0.1.26 (fetches its documentation index from svelte.dev
# to answer tools/list), npm:@executeautomation/database-server@1.1.0 (its sqlite3 binding is
# built by an install script), pypi:jupyter-mcp-server@2.2.4 (waits for a Jupyter server at
# start), npm:nx-mcp@0.25.0 (one tool without an Nx workspace) and
# npm:@agentdeskai/browser-tools-mcp@2.0.2 (captured, then dropped: select_blind5's README names
# it, and a blind set's servers stay out of every capture).

K=next-devtools-mcp@0.4.0; D=$(npmdir $K)
cap npm:$K MIT -- node "$D/dist/index.js"
K=@mastra/mcp-docs-server@1.2.27; D=$(npmdir $K)
cap npm:$K Apache-2.0 -- node "$D/dist/stdio.js"
cap pypi:zotero-mcp@0.3.1 MIT -- "$SCRATCH/pypi/zotero-mcp/bin/zotero-mcp"
cap pypi:mcp-server-tree-sitter@0.7.0 MIT -- "$SCRATCH/pypi/mcp-server-tree-sitter/bin/mcp-server-tree-sitter"
K=@modelcontextprotocol/server-pdf@2.0.4; D=$(npmdir $K)
cap npm:$K MIT -- node "$D/dist/index.js" --stdio
