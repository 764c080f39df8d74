"""List the tools of a stdio MCP server and add them, verbatim, to real_capture's
captured_tools.json (published servers none of the poisoning sets captured and no selection
deck holds).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK; no tool is ever called. Its placeholder credentials are extended here
with placeholder settings for this set's servers so that they start without an account; no
value is a real credential and every address is under the reserved `.invalid` domain.
`capture.sh` holds the command line used for each server.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

REAL_CAPTURE_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "BAIDU_MAP_API_KEY": "placeholder",
    "CHATWORK_API_TOKEN": "placeholder",
    "ES_URL": "https://elasticsearch.invalid:9200",
    "ES_API_KEY": "placeholder",
    "PERPLEXITY_API_KEY": "placeholder",
    "SENTRY_ACCESS_TOKEN": "placeholder",
    "YUNXIAO_ACCESS_TOKEN": "placeholder",
    "BACKLOG_DOMAIN": "backlog.invalid",
    "BACKLOG_API_KEY": "placeholder",
    "FIGMA_API_KEY": "placeholder",
    "FREEE_CLIENT_ID": "placeholder",
    "FREEE_CLIENT_SECRET": "placeholder",
    "FREEE_API_BASE_URL": "https://api.freee.invalid",
    "MONDAY_TOKEN": "placeholder",
    "NETLIFY_PERSONAL_ACCESS_TOKEN": "placeholder",
    "DT_ENVIRONMENT": "https://dynatrace.invalid",
    "DT_PLATFORM_TOKEN": "placeholder",
    "DT_MCP_DISABLE_TELEMETRY": "true",
    "GRAFANA_URL": "https://grafana.invalid",
    "GRAFANA_API_KEY": "placeholder",
    "GRAFANA_SERVICE_ACCOUNT_TOKEN": "placeholder",
    "OPENSEARCH_URL": "https://opensearch.invalid:9200",
    "OPENSEARCH_USERNAME": "placeholder",
    "OPENSEARCH_PASSWORD": "placeholder",
    "DBT_HOST": "dbt.invalid",
    "DBT_TOKEN": "placeholder",
    "DBT_PROD_ENV_ID": "1",
    "DBT_PROJECT_DIR": "/nonexistent",
    "MINIMAX_API_KEY": "placeholder",
    "MINIMAX_API_HOST": "https://api.minimax.invalid",
    "MINIMAX_MCP_BASE_PATH": "/tmp",
    "DO_NOT_TRACK": "1",
    "FRAMELINK_TELEMETRY": "off",
    # session 29
    "CODACY_ACCOUNT_TOKEN": "placeholder",
    "PADDLE_API_KEY": "placeholder",
    "PADDLE_ENVIRONMENT": "sandbox",
    "API_KEY": "placeholder",
    "MCP_MODE": "stdio",
    "LOG_LEVEL": "error",
    "DISABLE_CONSOLE_OUTPUT": "true",
    "N8N_API_URL": "https://n8n.invalid",
    "N8N_API_KEY": "placeholder",
    "N8N_MCP_TELEMETRY_DISABLED": "true",
    "TELEMETRY_DISABLED": "true",
    "CLOUDBASE_ENV_ID": "placeholder",
    "TENCENTCLOUD_SECRETID": "placeholder",
    "TENCENTCLOUD_SECRETKEY": "placeholder",
    "CLOUDBASE_MCP_TELEMETRY_DISABLED": "true",
    "FALCON_CLIENT_ID": "placeholder",
    "FALCON_CLIENT_SECRET": "placeholder",
    "FALCON_BASE_URL": "https://falcon.invalid",
    "SEMGREP_SEND_METRICS": "off",
    "KBC_STORAGE_TOKEN": "placeholder",
    "KBC_STORAGE_API_URL": "https://connection.keboola.invalid",
    "KBC_WORKSPACE_SCHEMA": "placeholder",
    "ALIBABA_CLOUD_ACCESS_KEY_ID": "placeholder",
    "ALIBABA_CLOUD_ACCESS_KEY_SECRET": "placeholder",
    "FASTMCP_LOG_LEVEL": "ERROR",
    "BROWSERSTACK_USERNAME": "placeholder",
    "BROWSERSTACK_ACCESS_KEY": "placeholder",
    "APIFY_TOKEN": "placeholder",
    "UPSTASH_EMAIL": "placeholder@example.invalid",
    "UPSTASH_API_KEY": "placeholder",
    "AUTH0_DOMAIN": "placeholder.auth0.invalid",
    "AUTH0_TOKEN": "placeholder",
    "Z_AI_API_KEY": "placeholder",
    "Z_AI_MODE": "ZHIPU",
    "GOOGLE_CLOUD_PROJECT": "placeholder",
    "GOOGLE_CLOUD_REGION": "us-central1",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], REAL_CAPTURE_PLACEHOLDERS))
