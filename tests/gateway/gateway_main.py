"""``run_gateway`` as a stdio program for the tests: each argument NAME starts
tests/gateway/upstream_app.py as the upstream NAME (before tooldeck reads gateway configs
itself, this is the gateway a client would start)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from gateway_fixtures import config, stdio
from tooldeck.gateway import run_gateway

if __name__ == "__main__":
    run_gateway(config(*(stdio(name) for name in sys.argv[1:])), timeout_s=10.0)
