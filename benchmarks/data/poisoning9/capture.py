"""List the tools of a stdio MCP server and append them, verbatim, to the ninth set's
captured_tools.json (packages none of the earlier sets captured).

    python capture.py CAPTURE.json REGISTRY:PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

The routine is `poisoning_common.capture_main`'s: `initialize` and `tools/list` over stdio with
the `mcp` Python SDK, no tool is ever called. Its placeholder credentials are extended here
with placeholder values for the health-record, ERP, trading and database servers of this set,
so that they start; no value is a real credential and every address is a reserved name.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import PLACEHOLDERS, capture_main

NINTH_SET_PLACEHOLDERS = {
    **PLACEHOLDERS,
    "FHIR_SERVER_BASE_URL": "http://fhir.invalid/fhir",
    "FHIR_SERVER_DISABLE_AUTHORIZATION": "True",
    "ODOO_URL": "http://odoo.invalid",
    "ODOO_DB": "placeholder",
    "ODOO_API_KEY": "placeholder",
    "ODOO_USER": "placeholder",
    "ODOO_PASSWORD": "placeholder",
    "ALPACA_API_KEY": "placeholder",
    "ALPACA_SECRET_KEY": "placeholder",
    "ALPACA_PAPER_TRADE": "True",
    "PINECONE_API_KEY": "placeholder",
    "MYSQL_HOST": "127.0.0.1",
    "MYSQL_PORT": "3306",
    "MYSQL_USER": "placeholder",
    "MYSQL_PASS": "placeholder",
    "MYSQL_DB": "placeholder",
}

if __name__ == "__main__":
    sys.exit(capture_main(sys.argv[1:], NINTH_SET_PLACEHOLDERS))
