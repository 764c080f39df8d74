"""The agent loop: stateless multi-turn tool use (seed 000 §4).

Each step re-sends the whole history (system, user, every assistant turn and every tool
result) — the inference server keeps no state. Calls of one assistant turn run through
the :class:`~tooldeck.runtime.Runtime` (validation, policy, execution, envelope), in
parallel when there are several; their results go back in one ``tool`` message, each
paired with its call by ``call_id``. The loop stops on a final answer (a turn without
calls), after ``max_steps`` assistant turns, or when the runtime's circuit breaker
refuses a call (``circuit_open``: the runtime has stopped a tool, a person must look).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tooldeck.eval.backends import Model
from tooldeck.eval.backends.base import AssistantTurn, BackendError, Message, Usage, call_to_json
from tooldeck.runtime import Runtime, ToolResult

__all__ = ["AgentTrace", "run_agent"]

StopReason = Literal["final", "max_steps", "circuit_open"]


@dataclass(frozen=True, slots=True)
class AgentTrace:
    """What one agent run did.

    Attributes:
        messages: the full history as last sent plus the final turn.
        turns: the assistant turns, in order.
        results: per turn, the tool results (paired with that turn's calls by call_id).
        stop: why the loop ended.
        usage: tokens summed over turns.
        wall_ms: wall time in milliseconds.
    """

    messages: tuple[Message, ...]
    turns: tuple[AssistantTurn, ...]
    results: tuple[tuple[ToolResult, ...], ...]
    stop: StopReason
    usage: Usage
    wall_ms: float

    @property
    def final_text(self) -> str:
        return self.turns[-1].text if self.turns else ""

    def to_json(self) -> dict[str, Any]:
        return {
            "stop": self.stop,
            "usage": self.usage.to_json(),
            "wall_ms": round(self.wall_ms, 3),
            "steps": [
                {
                    "text": turn.text,
                    "calls": [call_to_json(c) for c in turn.calls],
                    "envelopes": [
                        {"call_id": r.call_id, "tool": r.tool, **r.envelope()} for r in results
                    ],
                }
                for turn, results in zip(self.turns, self.results, strict=False)
            ],
        }


def _breaker_refused(result: ToolResult) -> bool:
    return any(d.check == "circuit_breaker" and d.verdict == "refuse" for d in result.decisions)


def run_agent(
    model: Model,
    runtime: Runtime,
    messages: Sequence[Message],
    *,
    max_steps: int = 8,
    max_concurrency: int = 8,
) -> AgentTrace:
    """Run the loop from ``messages`` (usually a system and a user message).

    Args:
        model: the backend (with cache/limits).
        runtime: executes the calls against ``runtime.deck``.
        max_steps: most assistant turns.
        max_concurrency: parallel calls of one turn run at most this many at once.

    Raises:
        BackendError: max_steps < 1, or the backend failed.
    """
    if max_steps < 1:
        raise BackendError("max_steps must be at least 1")
    start = time.perf_counter()
    history = list(messages)
    turns: list[AssistantTurn] = []
    all_results: list[tuple[ToolResult, ...]] = []
    usage = Usage()
    stop: StopReason = "max_steps"
    for _ in range(max_steps):
        turn = model.complete(history, runtime.deck)
        turns.append(turn)
        usage = usage + turn.usage
        history.append(Message.assistant(turn))
        if not turn.calls:
            all_results.append(())
            stop = "final"
            break
        results = tuple(runtime.call_many_sync(list(turn.calls), max_concurrency=max_concurrency))
        by_id = {r.call_id: r for r in results}
        paired = tuple(by_id.get(c.call_id, r) for c, r in zip(turn.calls, results, strict=True))
        all_results.append(paired)
        history.append(Message.tool(paired))
        if any(_breaker_refused(r) for r in paired):
            stop = "circuit_open"
            break
    return AgentTrace(
        messages=tuple(history),
        turns=tuple(turns),
        results=tuple(all_results),
        stop=stop,
        usage=usage,
        wall_ms=(time.perf_counter() - start) * 1000,
    )
