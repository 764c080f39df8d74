#!/usr/bin/env bash
# Reinstall the four servers of select_blind10 at the versions in README.md and capture
# their tool lists again with the MCP Python SDK client (capture_sdk.py):
#   bash capture_all.sh SCRATCH_DIR [OUT_DIR]   (OUT_DIR defaults to SCRATCH_DIR/out;
#   compare it with servers/). Needs a Python >= 3.12 with PyPI (PYTHON, default
#   python3.12), npm with the npm registry (NPM, default npm), and a Python with the `mcp`
#   package to run the client (CLIENT_PYTHON, default the project's .venv/bin/python).
# No credentials. Two servers refuse to start without settings, so they get placeholders
# that reach nothing: the GitLab server a dummy GITLAB_PERSONAL_ACCESS_TOKEN (it calls
# gitlab.com only when a tool is called), the Kubernetes server a kubeconfig naming an
# unreachable https://127.0.0.1:6443 (it lists its tools without contacting it). HOME and
# the working folder are scratch folders.
set -euo pipefail
SCRATCH=$(mkdir -p "${1:?usage: capture_all.sh SCRATCH_DIR [OUT_DIR]}" && cd "$1" && pwd)
OUT=${2:-$SCRATCH/out}
PYTHON=${PYTHON:-python3.12}
NPM=${NPM:-npm}
HERE=$(cd "$(dirname "$0")" && pwd)
CLIENT_PYTHON=${CLIENT_PYTHON:-$HERE/../../../.venv/bin/python}
CAPTURE="$HERE/capture_sdk.py"
mkdir -p "$OUT" "$SCRATCH/home" "$SCRATCH/work" "$SCRATCH/gitlab" "$SCRATCH/k8s"
OUT=$(cd "$OUT" && pwd)
venv_install() {  # venv_install DIR REQUIREMENT...
  "$PYTHON" -m venv "$SCRATCH/$1"
  "$SCRATCH/$1/bin/pip" install -q "${@:2}"
}
capture() {  # capture OUTNAME [KEY=VALUE...] -- COMMAND...  (HOME and cwd are scratch)
  (cd "$SCRATCH/work" && HOME="$SCRATCH/home" "$CLIENT_PYTHON" "$CAPTURE" "$OUT/$1.json" "${@:2}")
}
cat > "$SCRATCH/kubeconfig" <<'KUBE'
apiVersion: v1
kind: Config
clusters:
- name: scratch
  cluster:
    server: https://127.0.0.1:6443
contexts:
- name: scratch
  context:
    cluster: scratch
    user: scratch
current-context: scratch
users:
- name: scratch
  user: {}
KUBE

# `mcp` as resolved on 2026-12-06 (1.30.0 for both PyPI servers) is pinned.
(cd "$SCRATCH/gitlab" && "$NPM" install -q --no-audit --no-fund @zereight/mcp-gitlab@2.1.64 >/dev/null)
(cd "$SCRATCH/k8s" && "$NPM" install -q --no-audit --no-fund kubernetes-mcp-server@0.0.67 >/dev/null)
venv_install redis redis-mcp-server==0.5.1 mcp==1.30.0
venv_install codeidx code-index-mcp==2.17.1 mcp==1.30.0

capture zereight-mcp-gitlab GITLAB_PERSONAL_ACCESS_TOKEN=placeholder-not-a-token -- \
  "$SCRATCH/gitlab/node_modules/.bin/mcp-gitlab"
capture kubernetes-mcp-server -- \
  "$SCRATCH/k8s/node_modules/.bin/kubernetes-mcp-server" --kubeconfig "$SCRATCH/kubeconfig"
capture redis-mcp-server -- "$SCRATCH/redis/bin/redis-mcp-server"
capture code-index-mcp -- "$SCRATCH/codeidx/bin/code-index-mcp"
