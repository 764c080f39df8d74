"""The shell check (``runtime/policy/shell.py``); the attack corpora are in ``test_payloads.py``."""

from __future__ import annotations

from runtime_fixtures import small_deck
from tooldeck.runtime import Policy, Runtime, ShellPolicy, ToolCall


def test_shell_policy_finds_nested_commands() -> None:
    deck = small_deck(
        "run_job",
        {"job": {"type": "object", "properties": {"cmd": {"format": "shell-command"}}}},
    )
    runtime = Runtime(deck, policy=Policy([ShellPolicy()]))
    result = runtime.call_sync(ToolCall("c1", "run_job", {"job": {"cmd": "ls; id"}}), dry_run=True)
    assert result.status == "refused"
