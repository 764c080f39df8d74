#!/usr/bin/env bash
# Re-capture every server deck of Set B from its registry package, at the versions in
# README.md "Set B" (needs the npm registry and PyPI), then rebuild the merged decks.
# Usage: bash capture_all_B.sh SCRATCH_DIR
# Placeholder values are not credentials: those servers only check that a variable or file
# exists before they list their tools; no request reaches the vendor while listing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${1:?scratch dir}
S=$(cd "$(mkdir -p "$S" && echo "$S")" && pwd)
mkdir -p "$S/npm" "$S/home"
python3 -m venv "$S/pyvenv"
"$S/pyvenv/bin/pip" install -q arxiv-mcp-server==0.8.2
cap() { out=$1; shift; python3 "$here/capture.py" "$here/decks/$out.json" "$@" </dev/null; }
npmbin() { # npmbin PACKAGE@VERSION BIN -> path of BIN after installing the package
  local d="$S/npm/$(echo "$1" | tr '/@' '__')"
  mkdir -p "$d" && (cd "$d" && PUPPETEER_SKIP_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error "$1" >/dev/null)
  echo "$d/node_modules/.bin/$2"
}
# placeholder files for the Google servers (an OAuth client and a token, both fake)
echo '{"access_token": "placeholder"}' >"$S/token-placeholder.json"
echo '{"installed": {"client_id": "placeholder", "client_secret": "placeholder", "redirect_uris": ["http://localhost"]}}' >"$S/oauth-client-placeholder.json"
# obsidian-mcp refuses system directories (/tmp) and folders without .obsidian/app.json
vault="$S/home/vault" && mkdir -p "$vault/.obsidian" && echo '{}' >"$vault/.obsidian/app.json"

cap puppeteer -- "$(npmbin @modelcontextprotocol/server-puppeteer@2025.5.12 mcp-server-puppeteer)"
cap brave_search BRAVE_API_KEY=placeholder -- "$(npmbin @modelcontextprotocol/server-brave-search@0.6.2 mcp-server-brave-search)"
cap google_maps GOOGLE_MAPS_API_KEY=placeholder -- "$(npmbin @modelcontextprotocol/server-google-maps@0.6.2 mcp-server-google-maps)"
cap gdrive GDRIVE_CREDENTIALS_PATH="$S/token-placeholder.json" -- "$(npmbin @modelcontextprotocol/server-gdrive@2025.1.14 mcp-server-gdrive)"
cap firecrawl FIRECRAWL_API_KEY=placeholder -- "$(npmbin firecrawl-mcp@3.22.2 firecrawl-mcp)"
cap exa EXA_API_KEY=placeholder -- "$(npmbin exa-mcp-server@3.4.1 exa-mcp-server)"
cap tavily TAVILY_API_KEY=placeholder -- "$(npmbin tavily-mcp@0.2.22 tavily-mcp)"
cap context7 -- "$(npmbin @upstash/context7-mcp@4.1.1 context7-mcp)"
cap desktop_commander HOME="$S/home" -- "$(npmbin @wonderwhy-er/desktop-commander@0.2.52 desktop-commander)"
cap todoist TODOIST_API_KEY=placeholder -- "$(npmbin @doist/todoist-mcp@11.0.0 todoist-mcp)"
cap obsidian -- "$(npmbin obsidian-mcp@1.0.6 obsidian-mcp)" "$vault"
cap linear LINEAR_API_KEY=placeholder -- "$(npmbin linear-mcp-server@0.1.0 linear-mcp-server)"
cap everart EVERART_API_KEY=placeholder -- "$(npmbin @modelcontextprotocol/server-everart@0.6.2 mcp-server-everart)"
cap google_calendar GOOGLE_OAUTH_CREDENTIALS="$S/oauth-client-placeholder.json" -- "$(npmbin @cocal/google-calendar-mcp@2.6.3 google-calendar-mcp)"
cap gmail GMAIL_OAUTH_PATH="$S/oauth-client-placeholder.json" GMAIL_CREDENTIALS_PATH="$S/token-placeholder.json" -- "$(npmbin @gongrzhe/server-gmail-autoauth-mcp@1.1.11 gmail-mcp)"
cap youtube_transcript -- "$(npmbin @kimtaeyoon83/mcp-server-youtube-transcript@0.1.1 mcp-server-youtube-transcript)"
cap taskmanager -- "$(npmbin @kazuph/mcp-taskmanager@1.1.1 mcp-taskmanager)"
cap weather -- "$(npmbin @dangahagan/weather-mcp@1.23.0 weather-mcp)"
cap arxiv -- "$S/pyvenv/bin/arxiv-mcp-server" --storage-path "$S/arxiv-papers"
python3 "$here/build_gateway_B.py"
