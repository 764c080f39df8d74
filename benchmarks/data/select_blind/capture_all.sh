#!/usr/bin/env bash
# Reinstall the four gateway servers at the versions in README.md and capture their
# tools/list again: bash capture_all.sh SCRATCH_DIR [OUT_DIR]  (OUT_DIR defaults to
# SCRATCH_DIR/out; compare it with servers/). Needs node/npm and python3; no credentials:
# the variables below are placeholders that the servers only check for presence.
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
install datadog @winor30/mcp-server-datadog@1.8.0
install asana @roychri/mcp-server-asana@1.8.0
install airtable airtable-mcp-server@1.14.0
install elasticsearch @elastic/mcp-server-elasticsearch@0.3.1
python3 "$CAPTURE" "$OUT/datadog.json" DATADOG_API_KEY=placeholder DATADOG_APP_KEY=placeholder \
  -- "$SCRATCH/datadog/node_modules/.bin/mcp-server-datadog"
python3 "$CAPTURE" "$OUT/asana.json" ASANA_ACCESS_TOKEN=placeholder \
  -- "$SCRATCH/asana/node_modules/.bin/mcp-server-asana"
python3 "$CAPTURE" "$OUT/airtable.json" AIRTABLE_API_KEY=placeholder \
  -- "$SCRATCH/airtable/node_modules/.bin/airtable-mcp-server"
python3 "$CAPTURE" "$OUT/elasticsearch.json" ES_URL=http://127.0.0.1:9299 ES_API_KEY=placeholder \
  -- "$SCRATCH/elasticsearch/node_modules/.bin/mcp-server-elasticsearch"
