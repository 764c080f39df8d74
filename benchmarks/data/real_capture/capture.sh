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

# Session 29: more vendors whose tool text speaks to the model (security, identity, payments,
# messaging, workflows, devops, a Chinese cloud). Same routine, scratch folders as above.
# Tried and left out: npm:@azure-devops/mcp@2.10.0 (its keytar native module is built by an
# install script, which --ignore-scripts skips), npm:@apify/actors-mcp-server@0.16.0 (needs
# Node >= 22), npm:@upstash/mcp-server@0.3.0, npm:@tosspayments/integration-guide-mcp@0.0.31,
# pypi:falcon-mcp@0.20.0, pypi:semgrep-mcp@0.9.0 and pypi:alibaba-cloud-ops-mcp-server@0.9.27
# (each reaches its vendor's API before it answers tools/list), pypi:keboola-mcp-server@1.105.1
# (accepts only its vendor's real hosts as the API address), pypi:klaviyo-mcp-server,
# mcp-panther and okta-mcp-server (need Python >= 3.12 or 3.13; this machine has 3.11);
# npm:@infisical/mcp@0.0.24 was captured, then dropped: the fourteenth poisoning set captures it.
K=@codacy/codacy-mcp@0.5.9; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/index.js"
K=@paddle/paddle-mcp@0.1.6; D=$(npmdir $K)
want $K && cap npm:$K Apache-2.0 -- node "$D/build/index.js" --api-key=placeholder --environment=sandbox
K=@testsprite/testsprite-mcp@0.0.45; D=$(npmdir $K)
want $K && cap npm:$K BUSL-1.1 -- node "$D/dist/index.js"
K=n8n-mcp@2.87.0; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/mcp/index.js"
K=@twilio-alpha/mcp@0.7.0; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/build/index.js" AC00000000000000000000000000000000/SK00000000000000000000000000000000:placeholder
K=@cloudbase/cloudbase-mcp@2.34.6; D=$(npmdir $K)  # Chinese tool text
want $K && cap npm:$K MIT -- node "$D/dist/cli.cjs"
K=awslabs-iam-mcp-server@1.1.2
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/awslabs-iam-mcp-server/bin/awslabs.iam-mcp-server"
K=awslabs-well-architected-security-mcp-server@0.2.0
want $K && cap pypi:$K Apache-2.0 -- "$SCRATCH/pypi/awslabs-well-architected-security-mcp-server/bin/awslabs.well-architected-security-mcp-server"
K=@browserstack/mcp-server@1.4.2; D=$(npmdir $K)
want $K && cap npm:$K ISC -- node "$D/dist/index.js"
K=@auth0/auth0-mcp-server@0.1.0-beta.19; D=$(npmdir $K)
want $K && cap npm:$K MIT -- node "$D/dist/index.js" run
K=@drawio/mcp@1.6.1; D=$(npmdir $K)
want $K && cap npm:$K Apache-2.0 -- node "$D/src/index.js"
K=@z_ai/mcp-server@0.1.5; D=$(npmdir $K)
want $K && cap npm:$K Apache-2.0 -- node "$D/build/index.js"
K=@google-cloud/cloud-run-mcp@1.10.0; D=$(npmdir $K)
want $K && cap npm:$K Apache-2.0 -- node "$D/mcp-server.js"
