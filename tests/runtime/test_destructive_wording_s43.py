"""Session 43 (trial43 LOW): a tool declared ``destructive=True`` (MCP ``destructiveHint:
true``) was summarised "restart_service is irreversible and waits for the user's approval".
The MCP specification's hint says the tool "may perform destructive updates to its
environment"; neither it nor ``idempotentHint`` says a call cannot be undone. The summary
and the approval question now say what the hint says, and which hint says it."""

from __future__ import annotations

from typing import Literal

from tooldeck import tool
from tooldeck.runtime import ApprovalGate, Policy, Runtime, ToolCall
from tooldeck.tool import Deck


@tool(destructive=True)
def restart_service(service: str, environment: Literal["staging", "production"]) -> str:
    """Restart a service in one environment.

    Args:
        service: the service's name.
        environment: where to restart it.
    """
    return f"restarted {service} in {environment}"


@tool(destructive=True, idempotent=True)
def set_replicas(service: str, replicas: int) -> str:
    """Set how many replicas of a service run.

    Args:
        service: the service's name.
        replicas: the number of replicas.
    """
    return f"{service}: {replicas}"


def test_a_destructive_tool_is_summarised_in_the_hints_words() -> None:
    deck = Deck.from_functions([restart_service, set_replicas])
    runtime = Runtime(
        deck,
        {"restart_service": restart_service, "set_replicas": set_replicas},
        policy=Policy([ApprovalGate()]),
    )
    arguments = {"service": "checkout-api", "environment": "production"}
    call = ToolCall("c4", "restart_service", arguments)
    result = runtime.call_sync(call)
    assert result.status == "needs_approval"
    assert result.summary == (
        "restart_service may perform destructive updates (destructiveHint: true) and waits "
        "for the user's approval."
    )
    assert "irreversible" not in result.summary
    assert result.approval is not None
    assert result.approval["prompt"].startswith(
        "Allow the call restart_service(service='checkout-api', environment='production'), "
        "which may perform destructive updates (destructiveHint: true)?"
    )
    again = runtime.call_sync(ToolCall("c5", "set_replicas", {"service": "api", "replicas": 3}))
    assert again.summary == (
        "set_replicas may perform destructive updates (destructiveHint: true; idempotentHint: "
        "true, a repeat has no further effect) and waits for the user's approval."
    )
