"""Approval of destructive calls through MCP elicitation, on both protocol eras.

The runtime's :class:`~tooldeck.runtime.ApprovalGate` asks an approver about every
destructive call (MCP's default for a tool that states no hints). :class:`Approver`
answers it:

1. a tool named in ``approve`` (``"*"``: every tool) is approved in advance;
2. a client that declares the ``elicitation`` capability asks its user (MCP 2025-06-18,
   "Elicitation"): on a handshake-era connection the server sends ``elicitation/create``
   during the call; on a current (2026-07-28) connection, which has no back-channel for
   server-initiated requests over stdio, the ``tools/call`` answers an
   ``input_required`` result carrying the elicitation, and the client retries the call
   with the user's answer (``inputResponses``) and the echoed ``requestState``.
   ``accept`` runs the call; ``decline``/``cancel`` refuse it (error kind ``policy``).
   The prompt shows the tool, its arguments with secrets redacted and its hints.
3. otherwise the call answers ``needs_approval`` and says how to allow the tool.

The ``requestState`` of an ``input_required`` result is a one-time random token bound to
the tool and its arguments — the shown (redacted) ones and the gate's keyed digest of the
real ones (:attr:`~tooldeck.runtime.ApprovalRequest.binding`), so a retry that changed a
hidden ``token`` is asked again: an answer for another call is not accepted. The
server keeps the SHA-256 of what a token is bound to, not the arguments, and at most
:data:`MAX_OPEN_QUESTIONS` unanswered tokens (the oldest is forgotten first: its late
answer is asked again), so questions a client never answers cannot grow its memory.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import secrets
from collections import OrderedDict
from collections.abc import Callable, Collection
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import Any

import anyio
import mcp_types as types
import pydantic
from mcp.shared.exceptions import MCPError
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from tooldeck.errors import RuntimeConfigError
from tooldeck.jsonvalue import printable_json, printable_text
from tooldeck.runtime import ApprovalRequest, ToolResult
from tooldeck.runtime.limits import DEFAULT_APPROVAL_TIMEOUT_S
from tooldeck.runtime.policy.approval import ASKING, NOBODY_ASKED
from tooldeck.runtime.policy.approval import QUESTION_FAILED as _QUESTION_FAILED

__all__ = [
    "APPROVAL_KEY",
    "DEFAULT_APPROVAL_TIMEOUT_S",
    "MAX_OPEN_QUESTIONS",
    "Approver",
    "Pending",
    "check_approval_timeout",
    "current",
]

APPROVAL_KEY = "tooldeck/approval"
"""The key of the approval in an ``input_required`` result's ``inputRequests``."""

MAX_OPEN_QUESTIONS = 1024
"""Unanswered current-era approval tokens one :class:`Approver` keeps (oldest dropped)."""

_CONFIRM_SCHEMA: dict[str, Any] = {"type": "object", "properties": {}}
"""A form with no field: the user's answer is the action (accept, decline, cancel)."""


@dataclass
class Pending:
    """What the approver needs to know about the ``tools/call`` being answered.

    Attributes:
        ctx: the SDK's request context.
        answer: the user's action sent with a current-era retry, or None.
        ask: set by the approver when a current-era client must be asked.
        question: set by the server: the ``input_required`` result asking a current-era
            client about a request, within the server's limit, or None when the question
            cannot be sent whole (:func:`unshown`); None: the approver builds none.
        asked: set by the approver: the result ``question`` built (the call's answer).
    """

    ctx: Any
    answer: str | None = None
    ask: ApprovalRequest | None = None
    state: str | None = field(default=None)
    question: Callable[[ApprovalRequest], types.InputRequiredResult | None] | None = None
    asked: types.InputRequiredResult | None = None


current: ContextVar[Pending | None] = ContextVar("tooldeck_serve_pending", default=None)
"""The call being answered (set by :class:`~tooldeck.serve.server.ToolServer`)."""


SHOWN_BELOW = "the Arguments line shows every argument whole"
"""What the mark of a cut question line adds: the line restates the arguments, which the
``Arguments:`` line shows whole (it is never cut)."""


def _both_ends(text: str, keep: int | None) -> str:
    """The question line ``text`` with ``keep`` of its characters shown: the first half
    (rounded up) and the last half, and between them how many are not shown and where they
    are (``Allow the call f(a='xx… [cut here: 59,000 of 60,015 characters not shown; the
    Arguments line shows every argument whole] …yy')?``); whole when ``keep`` is None or
    it is no longer. Only this line is ever cut: what it leaves out is the arguments it
    restates, all on the ``Arguments:`` line (rebreak29 R3: both lines were cut, so a
    payload in the middle of a long argument was approved unseen)."""
    if keep is None or len(text) <= keep:
        return text
    head, tail = (keep + 1) // 2, keep // 2
    hidden = len(text) - head - tail
    return (
        f"{text[:head]}… [cut here: {hidden:,} of {len(text):,} characters not shown; "
        f"{SHOWN_BELOW}] …{text[len(text) - tail :]}"
    )


_CUT_MARK = re.compile(r"… \[cut here: ([0-9,]+) of ([0-9,]+) characters not shown; ")


def is_question_line(line: str, question: str) -> bool:
    """True when ``line`` is the question line ``question`` as :func:`message` shows it for
    some ``keep``: whole, or cut by :func:`_both_ends` (its mark gives how many characters
    are not shown, hence the ``keep``, and the line must then be exactly that cut). The
    gateway recognises ``tooldeck serve``'s confirmation by it when serve cut the line to
    fit its ``--limit`` (trial30 F10: a cut confirmation was taken for another question)."""
    if line == question:
        return True
    for match in _CUT_MARK.finditer(line):
        hidden, total = (int(group.replace(",", "")) for group in match.groups())
        if (
            total == len(question)
            and 0 < hidden <= total
            and _both_ends(question, total - hidden) == line
        ):
            return True
    return False


def shown_arguments(arguments: Any) -> str:
    """``arguments`` as the JSON line the user is shown: visible non-ASCII text kept, but
    every character a person cannot see (:func:`tooldeck.jsonvalue.unseen`) — what
    :meth:`str.isprintable` rejects: bidi overrides and isolates (Trojan Source,
    CVE-2021-42574), U+061C, zero-width, tag and other format characters (``Cf``), the line
    and paragraph separators (``Zl``, ``Zp``), spaces other than U+0020; and what is printable
    but drawn as nothing: variation selectors, Hangul fillers and every other
    default-ignorable code point, the blank Braille pattern — written as a JSON ``\\uXXXX``
    escape, as the question's first line writes them. Still JSON: ``json.loads`` reads back
    the arguments (secrets already redacted by the caller)."""
    return printable_json(json.dumps(dict(arguments), ensure_ascii=False, default=str))


def _question(request: ApprovalRequest) -> str:
    """The question's first line, every unseen character escaped (the gate's prompt already
    is; an approval request built elsewhere may not be)."""
    return printable_text(request.prompt)


def message(request: ApprovalRequest, keep: int | None = None) -> str:
    """What the user is shown: the question, the arguments (secrets redacted; invisible and
    bidi characters escaped: :func:`shown_arguments`), the hints. ``keep``: the question
    line — which restates the arguments — cut to that many characters shown, half from
    each end, saying how many are not shown and that the ``Arguments:`` line shows them
    (None: whole). The ``Arguments:`` line is never cut: a person cannot approve what is
    not shown, so a call whose arguments do not fit whole is not asked about
    (:func:`unshown`)."""
    arguments = shown_arguments(request.arguments)
    # JSON, as the Arguments line (trial44 #13: a Python repr, destructiveHint=True)
    hints = shown_arguments(request.annotations) if request.annotations else "none stated"
    return (
        f"{_both_ends(_question(request), keep)}\nTool: {request.tool}\n"
        f"Arguments: {arguments}\nHints: {hints}"
    )


def message_length(request: ApprovalRequest) -> int:
    """The longest ``keep`` that changes :func:`message`: the question line's length."""
    return len(_question(request))


def unshown(
    request: ApprovalRequest,
    limit: str,
    program: str = "server",
    measure: Callable[[str], int] | None = None,
    unit: str = "characters",
) -> str:
    """The reason of the ``needs_approval`` answered when not even the question about
    ``request``, its question line cut to nothing, fits the limit of ``program``
    (``server`` or ``gateway``; ``limit``: that limit in words, ``4,000 characters``): its
    ``Arguments:`` line cannot be shown whole, and a person cannot approve what is not
    shown, so nothing is asked. It begins with :data:`QUESTION_FAILED` (nobody said no:
    the circuit breaker does not count it) and names the arguments that matter
    (:func:`longest_arguments`: each with the size of its JSON as shown, in ``unit`` by
    ``measure``, default characters) and the fix: a shorter value, or a larger
    ``--limit``."""
    sizes = longest_arguments(request.arguments, measure)
    named = ", ".join(f"{printable_text(name)}: {size:,} {unit}" for size, name in sizes)
    longest = printable_text(sizes[0][1]) if sizes else "call"
    return (
        f"{NOT_SENT}, because its Arguments line cannot "
        f"be shown whole within the {program}'s --limit{f' of {limit}' if limit else ''} "
        f"({named or 'no arguments'}, as shown) and a person cannot approve what is not "
        f"shown; send a shorter {longest}, or the person running the {program} raises "
        "--limit"
    )


def longest_arguments(
    arguments: Any, measure: Callable[[str], int] | None = None
) -> list[tuple[int, str]]:
    """``(size, name)`` of the arguments that make the ``Arguments:`` line long, longest
    first: each argument's JSON as shown (:func:`printable_json`) sized by ``measure``
    (default :func:`len`: characters), then the fewest longest ones whose sizes make up
    at least nine tenths of all, at most three (trial30 F8: every argument was named, down
    to a 17-character ``to_email`` beside a 7,562-character ``body``)."""
    size = measure or len
    sizes = sorted(
        (
            (size(printable_json(json.dumps(value, ensure_ascii=False, default=str))), name)
            for name, value in arguments.items()
        ),
        key=lambda item: (-item[0], item[1]),
    )
    total = sum(item[0] for item in sizes)
    named: list[tuple[int, str]] = []
    for item in sizes[:3]:
        named.append(item)
        if sum(part[0] for part in named) * 10 >= total * 9:
            break
    return named


STATE_LENGTH = len(secrets.token_urlsafe(16))
"""Characters of a current-era approval token (:meth:`Approver.issue`): a question's size is
measured with a stand-in of this length, so no token is issued for a question not sent."""


def asking_result(
    request: ApprovalRequest, keep: int | None, state: str
) -> types.InputRequiredResult:
    """The ``input_required`` result asking the user about ``request`` (``keep``: see
    :func:`message`), with ``state`` as its ``requestState``."""
    return types.InputRequiredResult(
        input_requests={APPROVAL_KEY: elicitation_request(request, keep)}, request_state=state
    )


def longest_cut(total: int, fits: Callable[[int | None], bool]) -> int | None:
    """The longest ``keep`` in ``0 … total`` for which ``fits(keep)`` (binary search; ``fits``
    must hold for every cut shorter than one that holds): None when ``fits(None)`` (the
    whole), -1 when not even ``fits(0)``."""
    if fits(None):
        return None
    if not fits(0):
        return -1
    low, high = 0, total
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low


def fitting_cut(request: ApprovalRequest, fits: Callable[[int | None], bool]) -> int | None:
    """The ``keep`` (see :func:`message`) of the longest question about ``request`` that
    ``fits``: None when the whole fits, else the longest cut that does (binary search over
    ``0 … message_length``), -1 when not even the cut to nothing fits. Both servers bound
    their questions with it (``input_required`` results and ``elicitation/create``
    requests), each with its own measure."""
    return longest_cut(message_length(request), fits)


Fits = Callable[[types.ElicitRequest], bool]
"""Whether one ``elicitation/create`` request is within a server's limit (its own measure)."""


def elicitation_request(request: ApprovalRequest, keep: int | None = None) -> types.ElicitRequest:
    """The ``elicitation/create`` request asking about ``request`` (``keep``: see
    :func:`message`)."""
    return types.ElicitRequest(
        params=types.ElicitRequestFormParams(
            message=message(request, keep), requested_schema=_CONFIRM_SCHEMA
        )
    )


def can_elicit(ctx: Any) -> bool:
    """True when the client declared form-mode ``elicitation`` (the approval question is a
    form): ``elicitation: {}`` (form by default) or one naming ``form``. MCP 2025-11-25,
    "Elicitation": a server must not send a mode the client did not declare, so a client
    declaring URL mode alone (``{"url": {}}``) is not asked."""
    capabilities = getattr(ctx.session, "client_capabilities", None)
    declared = getattr(capabilities, "elicitation", None)
    if declared is None:
        return False
    form, url = getattr(declared, "form", None), getattr(declared, "url", None)
    return form is not None or url is None


def is_current_era(ctx: Any) -> bool:
    """True on a 2026-07-28 (or later) connection."""
    return ctx.protocol_version in MODERN_PROTOCOL_VERSIONS


QUESTION_FAILED = _QUESTION_FAILED
"""How the reason of a ``needs_approval`` begins when the approval question was sent and
the client answered it with an error (its UI failed, the connection ended) or with a result
that is no elicitation result (:func:`invalid_answer`), or could not be
sent (not even the question cut to nothing fits the limit): nobody said yes, so the call
waits for an approval; nothing ran."""


NOT_SENT = f"{QUESTION_FAILED}: the question was not sent"
"""How the reason of :func:`unshown` begins (the call's arguments cannot be shown whole)."""


INVALID_RESULT = "tooldeck_invalid_result"
"""The ``data`` key of the error :func:`tooldeck.serve.frames.problem` makes of a response
whose ``result`` is not an object (``"accept"``, ``[]``, ``null``: rebreak29 R5). The
SDK's reader refuses such a response, so the server's request (an approval question)
waited until the connection ended; the error is handed to the SDK as the client's answer
to that request (its id; :func:`tooldeck.serve.frames.read_as_answer`) instead of being
sent back. The value is the result's JSON type in words (``a string``)."""


ANSWER_FORM = '{"action": "accept"|"decline"|"cancel", "content": {...}}'
"""The form of an elicitation answer (MCP 2025-06-18, "Elicitation": ``ElicitResult``)."""


def invalid_answer(where: str, exc: pydantic.ValidationError) -> str:
    """Why the client's answer to ``where`` is no elicitation result, from pydantic's
    errors (at most three; each place, what was expected and a cut ``repr`` of what came,
    unseen characters escaped), without pydantic's URLs or model names: ``the client
    answered elicitation/create with an invalid result (action: Input should be 'accept',
    'cancel' or 'decline', got 'banana'); an elicitation result is {"action": …}``."""
    parts = []
    for error in exc.errors(include_url=False)[:3]:
        place = ".".join(str(part) for part in error["loc"]) or "the result"
        got = repr(error.get("input"))
        got = got if len(got) <= 60 else f"{got[:60]}…"
        parts.append(f"{place}: {error['msg']}, got {got}")
    more = exc.error_count() - len(parts)
    if more > 0:
        parts.append(f"{more} more")
    return printable_text(
        f"the client answered {where} with an invalid result ({'; '.join(parts)}); an "
        f"elicitation result is {ANSWER_FORM}"
    )


def question_failure(decisions: Any) -> str | None:
    """The reason of the approval decision among ``decisions`` when the approval question
    failed (it begins with :data:`QUESTION_FAILED`), else None."""
    for decision in decisions:
        reason = getattr(decision, "reason", None)
        if (
            decision.check == "approval"
            and isinstance(reason, str)
            and reason.startswith(QUESTION_FAILED)
        ):
            return reason
    return None


CANCELLED = (
    f"{QUESTION_FAILED}: the client answered cancel (the question was dismissed without a "
    "choice, or the client could not show it); nobody declined"
)
"""The reason of the ``needs_approval`` answered when the client answers the approval
question ``cancel``."""


def user_answer(action: str) -> bool | str:
    """The approver's answer for the client's elicitation ``action``: ``accept`` → True (run
    it), ``decline`` → False (the user said no: refused, and the circuit breaker counts
    it), anything else (``cancel``) → :data:`CANCELLED`, a ``needs_approval`` the breaker
    does not count. MCP 2025-06-18, "Elicitation": cancel is a dismissal without an
    explicit choice — and what a client (a gateway) answers when it cannot put the
    question to a person, so it is not recorded as the user's decline (trial30 F10)."""
    if action == "accept":
        return True
    if action == "decline":
        return False
    return CANCELLED


def how_to_allow(result: ToolResult, program: str) -> ToolResult:
    """A ``needs_approval`` ``result`` whose summary says why nobody approved it (the
    question failed: :func:`question_failure`, or the client does not declare MCP
    elicitation) and how the person running ``program`` (``server`` or ``gateway``, run as
    ``tooldeck serve`` / ``tooldeck gateway``) allows it; nothing else changes."""
    failed = question_failure(result.decisions)
    if failed and failed.startswith(NOT_SENT):  # nobody was asked: no "got no answer"
        why = f"Nobody was asked ({failed[len(QUESTION_FAILED) + 2 :]})"
    elif failed:
        why = f"The approval question got no answer ({failed})"
    else:
        why = "Nobody could be asked (the client does not declare MCP elicitation in form mode)"
    command = "serve" if program == "server" else program
    sentence = (
        f" {why}: the person running the {program} can allow it with "
        f"`tooldeck {command} --approve {result.tool}`."
    )
    return replace(result, summary=result.summary + sentence)


LEFT_OUT = ("arguments", "prompt")
"""The keys of a ``needs_approval`` envelope's ``approval`` block that
:func:`approval_within` leaves out when the envelope is over the limit."""


def approval_within(result: ToolResult, fits: Callable[[ToolResult], bool]) -> ToolResult:
    """``result`` (a ``needs_approval``) as sent within a limit: unchanged when ``fits(result)``
    or it has no ``approval`` block; else that block without the call's ``arguments`` and
    the ``prompt`` that restates them (:data:`LEFT_OUT`; the tool, its hints and the
    ``binding`` stay), its ``left_out`` saying what was left out and how long it was, and
    the summary a sentence saying so — the summary's reason is kept whole. The arguments
    are the ones the call sent. Both servers apply it: the block carried the arguments
    twice, so an over-limit refusal, whose reason is that the arguments are too long to
    ask about, sent them on whole (``tooldeck gateway``: 134,000 characters through a
    20,000 limit, trial30 F5) or was spilled to an artifact behind a minimal envelope
    (``tooldeck serve``: trial30 F2)."""
    if result.approval is None or fits(result):
        return result
    approval = dict(result.approval)
    left = {key: approval.pop(key) for key in LEFT_OUT if key in approval}
    if not left:
        return result
    size = len(json.dumps(left, ensure_ascii=False, separators=(",", ":"), default=str))
    what = " and ".join(left)
    approval["left_out"] = (
        f"{what} ({size:,} characters of JSON): over the limit; the arguments are the ones "
        "this call sent"
    )
    sentence = (
        f" The approval block leaves out the call's {what} ({size:,} characters of JSON, over "
        "the limit): the arguments are the ones this call sent."
    )
    return replace(result, approval=approval, summary=result.summary + sentence)


def check_approval_timeout(value: float | None) -> float | None:
    """``approval_timeout_s``: None (no limit) or a finite number of seconds > 0.

    Raises:
        RuntimeConfigError: anything else, naming the value and the fix (``build``
            raises it as a :class:`~tooldeck.errors.ServeError`).
    """
    if value is None:
        return None
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or value <= 0
    ):
        raise RuntimeConfigError(
            f"approval_timeout_s must be a finite number of seconds > 0, or None for no "
            f"limit, got {value!r}"
        )
    return float(value)


class Approver:
    """The approver of ``tooldeck serve`` (see the module docstring).

    Args:
        approve: tool names approved in advance (``"*"``: all).
        fits: whether an ``elicitation/create`` request is within the server's limit (the
            handshake-era question is then cut like the current era's ``input_required``
            result: the question line to the longest length that fits, half from each end,
            saying how many characters are not shown; the ``Arguments:`` line is never cut,
            and a call whose arguments do not fit whole is not asked about:
            :func:`unshown`); None: sent whole. The server sets it.
        wait_s: the longest a handshake-era ``elicitation/create`` waits for the user's
            answer, in seconds (``tooldeck serve`` passes its ``--approval-timeout``,
            :data:`DEFAULT_APPROVAL_TIMEOUT_S`); then the
            question is withdrawn (the request cancelled) and the call answers
            ``needs_approval`` (:data:`QUESTION_FAILED`: no answer within that time). None:
            no limit. A current-era question is no wait: it is the call's answer.
    """

    limit: str = ""
    """The server's limit in words (``4,000 characters``), for :func:`unshown`; the server
    sets it with :attr:`fits`."""

    program: str = "server"
    """``server`` or ``gateway``: whose ``--limit`` :func:`unshown` names."""

    measure: Callable[[str], int] | None = None
    """How :func:`unshown` sizes an argument, in the limit's unit (the server's truncator's
    ``size``); None: characters."""

    unit: str = "characters"
    """The unit of :attr:`measure`."""

    def __init__(
        self, approve: Collection[str] = (), fits: Fits | None = None, wait_s: float | None = None
    ) -> None:
        self.approve = frozenset(approve)
        self.fits = fits
        self.wait_s = wait_s
        self._states: OrderedDict[str, bytes] = OrderedDict()

    @staticmethod
    def key(request: ApprovalRequest) -> bytes:
        """SHA-256 (32 bytes) of the tool, its canonical redacted arguments and the
        request's :attr:`~tooldeck.runtime.ApprovalRequest.binding` (a keyed digest of the
        real arguments, hidden values included): what an answer is bound to."""
        shown = json.dumps(
            [request.tool, dict(request.arguments), request.binding], sort_keys=True, default=str
        )
        return hashlib.sha256(shown.encode("utf-8", "surrogatepass")).digest()

    @property
    def open_questions(self) -> int:
        """How many issued tokens are still unanswered (at most
        :data:`MAX_OPEN_QUESTIONS`)."""
        return len(self._states)

    def issue(self, request: ApprovalRequest) -> str:
        """A one-time ``requestState`` token for a current-era question; the oldest
        unanswered token is forgotten when :data:`MAX_OPEN_QUESTIONS` are open."""
        token = secrets.token_urlsafe(16)
        while len(self._states) >= MAX_OPEN_QUESTIONS:
            self._states.popitem(last=False)
        self._states[token] = self.key(request)
        return token

    async def __call__(self, request: ApprovalRequest) -> bool | str | None:
        if "*" in self.approve or request.tool in self.approve:
            return True
        pending = current.get()
        if pending is None:
            return None
        if not can_elicit(pending.ctx):
            # not counted by the circuit breaker: nobody said no (break29 F9)
            return f"{NOBODY_ASKED}: the client does not declare MCP elicitation in form mode"
        if is_current_era(pending.ctx):
            bound = self._states.pop(pending.state, None) if pending.state else None
            if pending.answer is not None and bound == self.key(request):
                return user_answer(pending.answer)
            if pending.question is not None:
                pending.asked = pending.question(request)
                if pending.asked is None:  # its arguments cannot be shown whole
                    return unshown(request, self.limit, self.program, self.measure, self.unit)
            pending.ask = request
            return ASKING  # the question goes back to the client (not a refusal)
        fits = self.fits
        keep = (
            None
            if fits is None
            else fitting_cut(request, lambda cut: fits(elicitation_request(request, cut)))
        )
        if keep == -1:
            return unshown(request, self.limit, self.program, self.measure, self.unit)
        answer = None
        try:
            with anyio.move_on_after(self.wait_s):
                answer = await pending.ctx.session.elicit_form(
                    message(request, keep),
                    _CONFIRM_SCHEMA,
                    related_request_id=pending.ctx.request_id,
                )
        except MCPError as exc:  # the client answered with an error, or went away
            data = exc.error.data
            if isinstance(data, dict) and isinstance(data.get(INVALID_RESULT), str):
                # serve/frames.py read a result that is no object as this error (R5)
                return (
                    f"{QUESTION_FAILED}: the client answered elicitation/create with an "
                    f"invalid result (result: {data[INVALID_RESULT]}, expected an object); "
                    f"an elicitation result is {ANSWER_FORM}"
                )
            said = printable_text(" ".join(str(exc).split()))  # one line, nothing unseen
            said = said if len(said) <= 500 else f"{said[:500]}… [cut: {len(said):,} characters]"
            return f"{QUESTION_FAILED}: the client answered elicitation/create with: {said}"
        except pydantic.ValidationError as exc:  # a result that is no ElicitResult
            return f"{QUESTION_FAILED}: {invalid_answer('elicitation/create', exc)}"
        if answer is None:
            return (
                f"{QUESTION_FAILED}: no answer within {self.wait_s:g} s (the server's "
                "--approval-timeout), so the question was withdrawn"
            )
        return user_answer(answer.action)
