#!/usr/bin/env bash
# Reinstall the six gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs node/npm and python3; no credentials:
# the variables and arguments below are placeholders that the servers only check for
# presence (nothing listens on the loopback URL given to paperless).
set -euo pipefail
SCRATCH=${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}
OUT=${2:-$SCRATCH/out}
HERE=$(cd "$(dirname "$0")" && pwd)
CAPTURE="$HERE/../select_real/capture.py"
mkdir -p "$SCRATCH" "$OUT"
install() {  # install DIR PACKAGE@VERSION
  mkdir -p "$SCRATCH/$1"
  (cd "$SCRATCH/$1" && npm install --no-audit --no-fund "$2" >/dev/null)
}
install trello @delorenj/mcp-server-trello@1.8.1
install discord mcp-discord@1.3.4
install chatwork @chatwork/mcp-server@0.0.4
install lunchmoney @akutishevsky/lunchmoney-mcp@3.0.0
install paperless @baruchiro/paperless-mcp@2.2.1
install perplexity @perplexity-ai/mcp-server@1.2.1
python3 "$CAPTURE" "$OUT/trello.json" TRELLO_API_KEY=placeholder TRELLO_TOKEN=placeholder \
  -- "$SCRATCH/trello/node_modules/.bin/mcp-server-trello"
python3 "$CAPTURE" "$OUT/discord.json" DISCORD_TOKEN=placeholder \
  -- "$SCRATCH/discord/node_modules/.bin/mcp-discord"
python3 "$CAPTURE" "$OUT/chatwork.json" CHATWORK_API_TOKEN=placeholder \
  -- "$SCRATCH/chatwork/node_modules/.bin/mcp-server"
python3 "$CAPTURE" "$OUT/lunchmoney.json" LUNCHMONEY_API_TOKEN=placeholder \
  -- "$SCRATCH/lunchmoney/node_modules/.bin/lunchmoney-mcp"
python3 "$CAPTURE" "$OUT/paperless.json" PAPERLESS_URL=http://127.0.0.1:9297 PAPERLESS_API_KEY=placeholder \
  -- "$SCRATCH/paperless/node_modules/.bin/paperless-mcp"
python3 "$CAPTURE" "$OUT/perplexity.json" PERPLEXITY_API_KEY=placeholder \
  -- "$SCRATCH/perplexity/node_modules/.bin/perplexity-mcp"
