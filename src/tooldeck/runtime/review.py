"""Layer 3: an independent reviewer of destructive calls.

The reviewer sees only the structured call — tool name, validated arguments and the
tool's annotations — never the model's free text, so that persuasion hidden in that text
cannot reach it (a side check that reads structured fields only).
A rejection becomes a ``refused`` result whose message carries the reviewer's reason, so
the model receives it like any tool error (the refusal joins the conversation
rather than being retried).
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

from tooldeck.jsonvalue import freeze
from tooldeck.runtime.policy.base import CheckBase, CheckResult, PolicyRequest, allow, refuse

__all__ = ["ReviewGate", "ReviewRequest", "ReviewVerdict", "Reviewer"]


@dataclass(frozen=True, slots=True)
class ReviewRequest:
    """Everything a reviewer may see: the structured call and the tool's hints.

    Attributes:
        tool: the tool name.
        arguments: a deep-frozen copy of the validated arguments
            (:class:`~tooldeck.jsonvalue.FrozenDict`): the reviewer cannot change what runs.
        annotations: the effective MCP hints (``readOnly``, ``destructive``,
            ``idempotent``, ``openWorld``), as booleans.
    """

    tool: str
    arguments: Mapping[str, Any]
    annotations: Mapping[str, bool]


@dataclass(frozen=True, slots=True)
class ReviewVerdict:
    """A reviewer's answer: approve or not, and why (shown to the model on rejection)."""

    approve: bool
    reason: str = ""


Reviewer = Callable[[ReviewRequest], "ReviewVerdict | bool | Awaitable[ReviewVerdict | bool]"]
"""A reviewer: returns a :class:`ReviewVerdict` or a bool, sync or async; anything else
rejects (see :class:`ReviewGate`)."""


_REASON_LIMIT = 1_000
"""Most characters of a reviewer's own reason quoted in a refusal."""


class ReviewGate(CheckBase):
    """Ask ``reviewer`` about every destructive call (or the calls of ``tools``).

    Fail closed: the call goes ahead only when the reviewer returns exactly ``True`` or a
    :class:`ReviewVerdict` whose ``approve`` is ``True``; any other answer (``"no"``,
    ``1``, None, a verdict with a non-bool ``approve``) rejects it, and the reason names
    the type of what the reviewer returned (never its value).

    Args:
        reviewer: see :data:`Reviewer`.
        tools: review these tools instead of the destructive ones.
    """

    name = "review"

    def __init__(self, reviewer: Reviewer, *, tools: Collection[str] | None = None) -> None:
        self.reviewer = reviewer
        self.tools = None if tools is None else frozenset(tools)

    async def check(self, request: PolicyRequest) -> CheckResult:
        tool = request.tool
        reviewed = tool.annotations.destructive if self.tools is None else tool.name in self.tools
        if not reviewed:
            return allow(self.name, "not reviewed", layer=3)
        ann = tool.annotations
        ask = ReviewRequest(
            tool=tool.name,
            arguments=freeze(dict(request.arguments)),
            annotations={
                "readOnly": ann.read_only,
                "destructive": ann.destructive,
                "idempotent": ann.idempotent,
                "openWorld": ann.open_world,
            },
        )
        answer: Any = self.reviewer(ask)
        if inspect.isawaitable(answer):
            answer = await answer
        if isinstance(answer, ReviewVerdict) and answer.approve is True:
            return allow(self.name, answer.reason or "approved by review", layer=3)
        if answer is True:
            return allow(self.name, "approved by review", layer=3)
        # Only the type of an unexpected answer is named: its value may hold anything
        # (a secret, the arguments) and the reason reaches the model and the audit log.
        if isinstance(answer, ReviewVerdict):
            reason = str(answer.reason) or "no reason given"
            if len(reason) > _REASON_LIMIT:
                reason = f"{reason[:_REASON_LIMIT]}… ({len(reason) - _REASON_LIMIT} characters cut)"
            if answer.approve is not False:
                reason = (
                    f"the verdict's approve is a {type(answer.approve).__name__}, not True "
                    f"({reason})"
                )
        elif answer is False:
            reason = "no reason given"
        else:  # fail closed: only True or an approving verdict lets the call through
            reason = (
                f"the reviewer answered a value of type {type(answer).__name__}, which is "
                "neither True nor a ReviewVerdict, so the call is not approved"
            )
        return refuse(
            self.name,
            f"an independent review rejected {tool.name}: {reason}",
            hint="do not retry the same call; change the plan or ask the user",
            layer=3,
        )
