"""Session 23's breakers: a GatewayConfig built from Python took namespacing="never" and
behaved as "on-collision" (the file loader refuses it); the gateway's own handshake-era
approval question waited without bound while tooldeck serve's is bounded by --timeout."""

from __future__ import annotations

import pytest

from tooldeck.errors import GatewayConfigError
from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec
from tooldeck.gateway.server import GatewayServer
from tooldeck.gateway.upstreams import UpstreamPool

UPSTREAMS = (UpstreamSpec("ssh", "stdio", command="s"),)


@pytest.mark.parametrize(
    ("key", "value"), [("namespacing", "never"), ("mode", "lazy"), ("new_tools", "drop")]
)
def test_a_value_outside_its_list_is_refused_from_python(key: str, value: str) -> None:
    with pytest.raises(GatewayConfigError, match=rf"{key}: '{value}' is not one of"):
        GatewayConfig(upstreams=UPSTREAMS, **{key: value})  # type: ignore[arg-type]


def test_the_gateways_approval_question_waits_its_approval_timeout_at_most() -> None:
    # the question itself is Approver's (tests/serve: an unanswered one is withdrawn after
    # wait_s and the call answers needs_approval); here: the gateway passes its
    # approval_timeout_s (300 s by default, apart from the call's timeout_s: session 24)
    config = GatewayConfig(upstreams=UPSTREAMS)
    pool = UpstreamPool(list(config.upstreams))
    assert GatewayServer(pool, config, timeout_s=7.5).approver.wait_s == 300
    assert GatewayServer(pool, config, approval_timeout_s=7.5).approver.wait_s == 7.5
    assert GatewayServer(pool, config, approval_timeout_s=None).approver.wait_s is None


def test_a_bad_approval_timeout_is_refused_before_anything_starts() -> None:
    from tooldeck.errors import RuntimeConfigError
    from tooldeck.gateway.server import Gateway

    with pytest.raises(RuntimeConfigError, match="approval_timeout_s must be a finite number"):
        Gateway(GatewayConfig(upstreams=UPSTREAMS), approval_timeout_s=-1)


@pytest.mark.parametrize("bad", [0, -1, float("nan"), "300", True])
def test_gateway_server_refuses_a_bad_approval_timeout_as_gateway_does(bad: object) -> None:
    # GatewayServer is public too: it raised a bare ValueError where Gateway raises
    # RuntimeConfigError (session 24's breaker)
    from tooldeck.errors import RuntimeConfigError

    config = GatewayConfig(upstreams=UPSTREAMS)
    pool = UpstreamPool(list(config.upstreams))
    with pytest.raises(RuntimeConfigError, match="approval_timeout_s must be a finite number"):
        GatewayServer(pool, config, approval_timeout_s=bad)  # type: ignore[arg-type]
