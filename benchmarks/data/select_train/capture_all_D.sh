#!/usr/bin/env bash
# Re-capture every server deck of Set D from its npm package, at the versions in README.md
# "Set D" (needs the npm registry), then rebuild the merged decks when writing into decks/.
# Usage: bash capture_all_D.sh SCRATCH_DIR [OUT_DIR]   (OUT_DIR defaults to decks/)
# No credentials and no placeholders: all seven servers list their tools without any.
# Every server runs with HOME set to a scratch folder, so what it writes at start
# (the databases of mcp-memory-keeper and mcp-memory-libsql; the latter writes
# ./memory-tool.db, and cap runs in the scratch HOME) stays in SCRATCH_DIR.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${1:?scratch dir}
S=$(cd "$(mkdir -p "$S" && echo "$S")" && pwd)
OUT=${2:-$here/decks}
mkdir -p "$S/npm" "$S/home/files" "$OUT"
OUT=$(cd "$OUT" && pwd)
cap() { out=$1; shift; (cd "$S/home" && HOME="$S/home" python3 "$here/capture.py" "$OUT/$out.json" "$@" </dev/null); }
npmbin() { # npmbin PACKAGE@VERSION BIN -> path of BIN after installing the package
  local d="$S/npm/$(echo "$1" | tr '/@' '__')"
  mkdir -p "$d" && (cd "$d" && PUPPETEER_SKIP_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error "$1" >/dev/null)
  echo "$d/node_modules/.bin/$2"
}

cap vcs_cyanheads -- "$(npmbin @cyanheads/git-mcp-server@2.15.3 git-mcp-server)"
cap libsql_kg -- "$(npmbin mcp-memory-libsql@0.0.17 mcp-memory-libsql)"
cap ctxkeeper -- "$(npmbin mcp-memory-keeper@0.14.1 mcp-memory-keeper)"
cap infra_browser -- "$(npmbin @agent-infra/mcp-server-browser@1.2.29 mcp-server-browser)"
cap fastfs -- "$(npmbin fast-filesystem-mcp@3.5.2 fast-filesystem-mcp)"
cap timemcp -- "$(npmbin time-mcp@1.0.6 time-mcp)"
cap excel -- "$(npmbin @negokaz/excel-mcp-server@0.12.0 excel-mcp-server)"
if [ "$OUT" = "$here/decks" ]; then python3 "$here/build_gateway_D.py"; fi
