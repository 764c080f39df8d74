#!/usr/bin/env bash
# Reinstall the two servers of select_blind13 at the versions in README.md and capture
# their tool lists again with the MCP Python SDK client (capture_sdk.py):
#   bash capture_all.sh SCRATCH_DIR [OUT_DIR]   (OUT_DIR defaults to SCRATCH_DIR/out;
#   compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON, default
#   python3.12) and a Python with the `mcp` package to run the client (CLIENT_PYTHON,
#   default the project's .venv/bin/python).
# No credentials: each server gets placeholder settings (a closed loopback port and a dummy
# token); neither contacts its service until a tool is called. HOME and the working folder
# are scratch folders.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3.12}
HERE=$(cd "$(dirname "$0")" && pwd)
CLIENT_PYTHON=${CLIENT_PYTHON:-$HERE/../../../.venv/bin/python}
CAPTURE="$HERE/capture_sdk.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work"
OUT=$(cd "$OUT" && pwd)
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" "$CLIENT_PYTHON" "$CAPTURE" "$OUT/$1.json" "${@:2}")
}

# versions as resolved on 2026-12-07 (see README.md)
venv_install audiobookshelf audiobookshelf-mcp==2.3.5 fastmcp==4.2.3 mcp==2.3.0
venv_install homebox homebox-mcp==1.4.0 mcp==2.3.0

capture audiobookshelf-mcp AUDIOBOOKSHELF_URL=http://127.0.0.1:9 \
  AUDIOBOOKSHELF_TOKEN=placeholder -- "$SCRATCH/audiobookshelf/bin/audiobookshelf-mcp"
capture homebox-mcp HOMEBOX_URL=http://127.0.0.1:9 HOMEBOX_TOKEN=placeholder \
  -- "$SCRATCH/homebox/bin/homebox-mcp"
