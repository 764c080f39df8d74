#!/usr/bin/env bash
# Re-capture every server in servers/ from its registry package, as was done for Set A
# (needs PyPI, npm and a local redis-server). Usage: bash capture_all.sh SCRATCH_DIR [OUT_DIR]
# OUT_DIR defaults to servers/ beside this script; then run build_decks.py.
# Placeholder environment values and arguments are not credentials: those servers only
# check that a value is set before they list their tools; no request reaches the vendor.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${1:?scratch dir}
O=${2:-$here/servers}
mkdir -p "$S/npm" "$O"
python3 -m venv "$S/pyvenv"
# mcp-server-sqlite 2025.4.25 does not start with the newest mcp SDK (no list_resources)
"$S/pyvenv/bin/pip" install -q mcp-server-sqlite==2025.4.25 mcp==1.6.0 "pydantic<2.11"
cap() { out=$1; shift; python3 "$here/capture.py" "$O/$out.json" "$@" </dev/null; }
npmdir() { # npmdir PACKAGE@VERSION -> directory it was installed in
  local d="$S/npm/$(echo "$1" | tr '/@' '__')"
  mkdir -p "$d" && (cd "$d" && npm install --no-audit --no-fund --loglevel=error "$1" >/dev/null)
  echo "$d/node_modules"
}
cap sqlite -- "$S/pyvenv/bin/mcp-server-sqlite" --db-path "$S/empty.db"
# 0.3.x only proxies to the hosted server; 0.2.5 is the last that lists its tools locally
cap stripe -- "$(npmdir @stripe/mcp@0.2.5)/.bin/mcp" --tools=all --api-key=sk_test_placeholder
# without the `docs` feature: listing search_docs would fetch its schema from the network
cap supabase -- "$(npmdir @supabase/mcp-server-supabase@0.13.0)/.bin/mcp-server-supabase" \
  --access-token=placeholder --features=account,database,debugging,development,functions,branching,storage
# 0.6.x depends on a git tarball outside the npm registry; 0.3.7 installs from npm alone
cap neon NEON_API_KEY=placeholder -- "$(npmdir @neondatabase/mcp-server-neon@0.3.7)/.bin/mcp-server-neon" start placeholder
cap postgres -- "$(npmdir @modelcontextprotocol/server-postgres@0.6.2)/.bin/mcp-server-postgres" postgresql://localhost/placeholder
# the redis server connects before it answers, so a throwaway local redis-server runs meanwhile
redis-server --port 6399 --save "" --daemonize yes --pidfile "$S/redis.pid" >/dev/null
sleep 1
cap redis -- "$(npmdir @modelcontextprotocol/server-redis@2025.4.25)/.bin/mcp-server-redis" redis://localhost:6399
kill "$(cat "$S/redis.pid")"
cap cloudflare CLOUDFLARE_API_TOKEN=placeholder CLOUDFLARE_ACCOUNT_ID=placeholder -- \
  "$(npmdir @cloudflare/mcp-server-cloudflare@0.2.0)/.bin/mcp-server-cloudflare" run placeholder
# 1.2.x imports an SDK path without its .js extension and does not start; 1.0.7 does
cap heroku HEROKU_API_KEY=placeholder -- node "$(npmdir @heroku/mcp-server@1.0.7)/.bin/heroku-mcp-server"
cap azure -- "$(npmdir @azure/mcp@2.0.5)/.bin/azmcp" server start
cap aws_kb AWS_ACCESS_KEY_ID=placeholder AWS_SECRET_ACCESS_KEY=placeholder AWS_REGION=us-east-1 -- \
  "$(npmdir @modelcontextprotocol/server-aws-kb-retrieval@0.6.2)/.bin/mcp-server-aws-kb-retrieval"
cap hubspot PRIVATE_APP_ACCESS_TOKEN=placeholder -- "$(npmdir @hubspot/mcp-server@0.4.0)/.bin/mcp-hubspot"
cap shopify_dev -- "$(npmdir @shopify/dev-mcp@1.16.0)/.bin/shopify-dev-mcp"
cap jira ATLASSIAN_SITE_NAME=placeholder ATLASSIAN_USER_EMAIL=placeholder@example.com ATLASSIAN_API_TOKEN=placeholder -- \
  "$(npmdir @aashari/mcp-server-atlassian-jira@3.3.0)/.bin/mcp-atlassian-jira"
cap gitlab GITLAB_PERSONAL_ACCESS_TOKEN=placeholder -- "$(npmdir @modelcontextprotocol/server-gitlab@2025.4.25)/.bin/mcp-server-gitlab"
