#!/usr/bin/env bash
# How captured_tools.json was made (session 18). Each package was installed first in its own
# scratch folder: npm ones with `npm install --ignore-scripts --no-audit --no-fund PKG@VERSION`
# in $SCRATCH/npm/<name>, PyPI ones with `python3 -m venv $SCRATCH/pypi/<name>` and
# `pip install PKG==VERSION`. Then each server was started over stdio, `initialize`d and asked
# for `tools/list` by capture.py (the mcp SDK client); no tool was called, and the machine
# reached no network but the package registries. Usage: bash capture.sh OUT.json
set -u
OUT=${1:?usage: capture.sh OUT.json}
SCRATCH=${SCRATCH:-/tmp/realcap}
PY=${PY:-/work/main/.venv/bin/python}
HERE=$(cd "$(dirname "$0")" && pwd)
npmdir() { echo "$SCRATCH/npm/$(echo "$1" | tr '/@' '__')/node_modules/${1%@*}"; }
cap() { # KEY LICENCE -- COMMAND...
  timeout 120 "$PY" "$HERE/capture.py" "$OUT" "$@" || echo "FAILED: $1"
}
ONLY=${ONLY:-}
want() { [ -z "$ONLY" ] || [[ "$1" == *"$ONLY"* ]]; }

# Tried and left out: npm:@bytebase/dbhub@1.4.0 (its demo database needs node:sqlite, Node >= 22;
# this machine has Node 20) and npm:@dynatrace-oss/dynatrace-mcp-server@2.1.2 (its bundled
# undici fails to load on Node 20); pypi:dbt-mcp@2.8.0 needs Python >= 3.12 and did not install.

K=@sentry/mcp-server@0.39.0; D=$(npmdir $K)
want $K && cap npm:$K FSL-1.1-ALv2 -- node "$D/dist/index.js" --access-token=placeholder --host=sentry.invalid
K=@larksuiteoapi/lark-mcp@0.5.1; D=$(npmdir $K)  # Chinese tool text: --language zh
want $K && cap npm:$K MIT -- node "$D/dist/cli.js" mcp -a placeholder -s placeholder -d https://open.feishu.invalid -l zh
K=backlog-mcp-server@0.20.4; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/build/index.js"
K=@chatwork/mcp-server@0.0.4; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/index.js"
K=@baidumap/mcp-server-baidu-map@1.0.5; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/index.js"
K=alibabacloud-devops-mcp-server@0.3.64; D=$(npmdir $K)
want $K && cap npm:$K Apache-2.0 -- node "$D/dist/index.js"
K=figma-developer-mcp@0.13.2; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/bin.js" --stdio --figma-api-key=placeholder
K=@elastic/mcp-server-elasticsearch@0.3.1; D=$(npmdir $K)
want $K && cap npm:$K Apache-2.0 -- node "$D/dist/index.js"
K=@perplexity-ai/mcp-server@1.2.1; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/index.js"
K=freee-mcp@0.35.2; D=$(npmdir $K)
want $K && cap npm:$K Apache-2.0 -- node "$D/bin/freee-mcp.js"
K=@mondaydotcomorg/monday-api-mcp@3.3.0; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/index.js" --token placeholder
K=@netlify/mcp@1.15.1; D=$(npmdir $K)
want $K && cap npm:$K ISC -- node "$D/dist/netlify-mcp.js"
K=@agent-infra/mcp-server-browser@1.2.29; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/index.cjs"
K=awslabs-aws-pricing-mcp-server@1.1.1
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/awslabs-aws-pricing-mcp-server/bin/awslabs.aws-pricing-mcp-server"
K=awslabs-cloudwatch-mcp-server@0.3.1
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/awslabs-cloudwatch-mcp-server/bin/awslabs.cloudwatch-mcp-server"
K=mcp-grafana@2.1.1
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/mcp-grafana/bin/mcp-grafana" -t stdio
K=opensearch-mcp-server-py@0.12.0
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/opensearch-mcp-server-py/bin/opensearch-mcp-server-py"
K=minimax-mcp-js@0.0.18; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/build/index.js"
K=awslabs-eks-mcp-server@0.2.1
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/awslabs-eks-mcp-server/bin/awslabs.eks-mcp-server"
K=awslabs-aws-iac-mcp-server@1.0.26
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/awslabs-aws-iac-mcp-server/bin/awslabs.aws-iac-mcp-server"
