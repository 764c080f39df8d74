#!/usr/bin/env bash
# Re-capture every server in servers/ and decks/ from its registry package (what was run
# for this set; needs PyPI and npm). Usage: bash capture_all.sh SCRATCH_DIR
# SCRATCH_DIR gets a Python venv (mcp SDK + the two PyPI servers) and one npm prefix per
# package. Placeholder environment values are not credentials: those servers only check
# that the variable is set before they list their tools; no request reaches the vendor.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${1:?scratch dir}
mkdir -p "$S/npm"
python3 -m venv "$S/pyvenv"
"$S/pyvenv/bin/pip" install -q mcp-server-fetch==2026.10.24 mcp-server-time==2026.10.19
cap() { out=$1; shift; python3 "$here/capture.py" "$out" "$@" </dev/null; }
npmbin() { # npmbin PACKAGE@VERSION BIN -> path of BIN after installing the package
  local d="$S/npm/$(echo "$1" | tr '/@' '__')"
  mkdir -p "$d" && (cd "$d" && PUPPETEER_SKIP_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error "$1" >/dev/null)
  echo "$d/node_modules/.bin/$2"
}
cap "$here/servers/fetch.json" -- "$S/pyvenv/bin/mcp-server-fetch"
cap "$here/servers/time.json" -- "$S/pyvenv/bin/mcp-server-time" --local-timezone UTC
cap "$here/servers/everything.json" -- "$(npmbin @modelcontextprotocol/server-everything@2026.8.31 mcp-server-everything)"
cap "$here/servers/sequential_thinking.json" -- "$(npmbin @modelcontextprotocol/server-sequential-thinking@2026.8.31 mcp-server-sequential-thinking)"
cap "$here/servers/slack.json" SLACK_BOT_TOKEN=placeholder SLACK_TEAM_ID=placeholder -- "$(npmbin @modelcontextprotocol/server-slack@2025.4.25 mcp-server-slack)"
cap "$here/servers/notion.json" -- "$(npmbin @notionhq/notion-mcp-server@2.5.2 notion-mcp-server)"
cap "$here/servers/kubernetes.json" -- "$(npmbin mcp-server-kubernetes@4.1.7 mcp-server-kubernetes)"
cap "$here/servers/circleci.json" -- "$(npmbin @circleci/mcp-server-circleci@0.20.0 mcp-server-circleci)"
cap "$here/decks/chrome_devtools.json" -- "$(npmbin chrome-devtools-mcp@1.11.0 chrome-devtools-mcp)"
cap "$here/decks/mongodb.json" -- "$(npmbin mongodb-mcp-server@3.0.4 mongodb-mcp-server)"
/work/main/.venv/bin/python "$here/build_gateway.py" 2>/dev/null || python3 "$here/build_gateway.py"
