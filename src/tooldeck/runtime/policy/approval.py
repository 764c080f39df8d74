"""The approval gate: destructive (irreversible) tools need a person's approval, shown
with secrets redacted (was part of ``runtime/policy.py``)."""

from __future__ import annotations

import difflib
import hashlib
import hmac
import inspect
import re
import secrets
from collections.abc import Awaitable, Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

from tooldeck.credentials import (
    CREDENTIAL_PAIRS,
    CREDENTIAL_WORDS,
    is_credential_name,
    name_words,
)
from tooldeck.jsonvalue import canonical_json, freeze, printable_text
from tooldeck.runtime.audit import REDACTED, redact_secrets
from tooldeck.runtime.envelope import Decision
from tooldeck.runtime.policy.base import CheckBase, CheckResult, PolicyRequest, allow, refuse
from tooldeck.tool import Tool

__all__ = [
    "APPROVE_ALL",
    "ASKING",
    "CREDENTIAL_PAIRS",
    "CREDENTIAL_WORDS",
    "NOBODY_ASKED",
    "QUESTION_FAILED",
    "UNANSWERED",
    "ApprovalGate",
    "ApprovalRequest",
    "Approver",
    "approval_effect",
    "approval_question",
    "closest_tool_name",
    "is_credential_name",
    "unlisted_approvals",
]

APPROVE_ALL = "*"
"""The ``--approve`` value that approves every tool (``serve``, ``call``, ``gateway``)."""


def closest_tool_name(name: str, names: Collection[str]) -> str | None:
    """The tool name of ``names`` that ``name`` is a slip of, or None: difflib's ratio ≥
    0.8, so a slip (``delete_tiket``: 2·12/25 = 0.96 to ``delete_ticket``), not another
    tool. The ``--approve`` checks of ``serve``, ``call`` and ``gateway`` offer it."""
    close = difflib.get_close_matches(name, sorted(names), n=1, cutoff=0.8)
    return close[0] if close else None


def unlisted_approvals(approve: Collection[str], names: Collection[str]) -> str | None:
    """The error for ``--approve`` names that are not tools of the deck, else None.

    A misspelt name would approve nothing, silently; ``tooldeck serve`` and ``tooldeck
    call`` refuse it with this text (an empty name is named as such), each unknown name
    followed by the tool it is a slip of (:func:`closest_tool_name`), as the gateway's
    warning names it: ``delete_tiket (did you mean delete_ticket?)``.

    Args:
        approve: the names given (``*``: every tool).
        names: the deck's tool names, in deck order.
    """
    if "" in approve:
        return "--approve was given an empty tool name; name a tool of the deck or '*'"
    unknown = sorted(set(approve) - set(names) - {APPROVE_ALL})
    if not unknown:
        return None
    shown = []
    for name in unknown:
        close = closest_tool_name(name, names)
        shown.append(f"{name} (did you mean {close}?)" if close else name)
    return (
        f"--approve names tools the deck does not list: {', '.join(shown)} "
        f"(tools: {', '.join(names)})"
    )


SHOWN_NOT_WORDS = frozenset({"jwt", "sessionid", "sshkey", "cardnumber", "creditcard"})
"""Name words that hide a value from the approval question though
:func:`is_credential_name` (shared with lint, whose rules are measured with it) does not
read them as credentials: a JSON Web Token (RFC 7519, a bearer credential), OWASP's
session identifiers, an SSH key, a payment card's number (PCI DSS: the primary account
number is not to be shown). Two adjacent words are also read joined (``session_id``,
``sshKey``, ``card_number``, ``credit_card``); alone, ``id``, ``key`` and ``number`` are
ordinary (``user_id``, ``sort_key``)."""


def _hidden_name(name: str) -> bool:
    """Whether the approval question hides the value of argument ``name``:
    :func:`is_credential_name`, or a word of :data:`SHOWN_NOT_WORDS` (alone or two
    adjacent words joined)."""
    if is_credential_name(name):
        return True
    words = name_words(name)
    return any(
        word in SHOWN_NOT_WORDS or (i and words[i - 1] + word in SHOWN_NOT_WORDS)
        for i, word in enumerate(words)
    )


def _credential_keys(value: Any, out: set[str]) -> set[str]:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            out.update(k for k in item if isinstance(k, str) and _hidden_name(k))
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return out


def _hidden(shown: Any) -> int:
    if isinstance(shown, Mapping):
        return sum(_hidden(v) for v in shown.values())
    if isinstance(shown, list | tuple):
        return sum(_hidden(v) for v in shown)
    if isinstance(shown, str):  # a whole value, a URL's password, a PuTTY block
        return shown.count(REDACTED)
    return 0


_PRIVATE_KEY = re.compile(r"-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY( BLOCK)?-----")
"""A PEM (RFC 7468) or OpenPGP armoured private key: the whole value is a secret. Linear
(a fixed token, then a bounded run)."""

_PUTTY_HEADER = re.compile(r"PuTTY-User-Key-File-[0-9]{1,3}:", re.IGNORECASE)
"""The first line of a PuTTY private key file (PPK formats 2 and 3: ``PuTTY-User-Key-File-3:
ssh-ed25519``), in any letter case; :func:`_hide_putty_keys` hides from it to the end of
the key block."""

_PRIVATE_LINES = re.compile("Private-Lines:", re.IGNORECASE)
_PRIVATE_MAC = re.compile("Private-MAC:", re.IGNORECASE)
_ESCAPED_NEWLINE = "\\n"
"""A line break written as a JSON (or C) string escape, two characters: a key file pasted
into a JSON string inside an argument (``"…\\nPrivate-Lines: 1\\nAAAA…"``)."""


def _line_end(value: str, pos: int, newline: str = "\n") -> int:
    """The index just past the line ending ``newline`` (``\\n``, or the escaped
    :data:`_ESCAPED_NEWLINE`) at or after ``pos``, or ``len(value)``."""
    found = value.find(newline, pos)
    return len(value) if found < 0 else found + len(newline)


def _hide_putty_keys(value: str) -> str:
    """``value`` with each PuTTY private key block shown as :data:`REDACTED`, the text
    around it kept (rebreak30 N2: a header once hid the whole argument).

    A block runs from ``PuTTY-User-Key-File-N:`` to its ``Private-Lines: K`` line, the K
    lines after it and a ``Private-MAC:`` line right after them (PuTTY's PPK layout); a
    header with no ``Private-Lines:`` after it is no key and is shown. Text after the
    count on the ``Private-Lines:`` line is no part of a key file and stays shown. The
    lines may end with a real line break or with its JSON escape ``\\n`` (a key file
    inside a JSON string of an argument: session 31, rebreak30 N2's misses, where the
    count was followed by ``\\n`` and read as other text, so the key lines were shown);
    the markers are read in any letter case.

    Linear in ``len(value)`` (rebreak30 N9: a lazy regex over the whole value was
    quadratic): headers are found by a fixed token, each search for ``Private-Lines:``
    starts after the previous one's hit (the hit is reused while it lies ahead), and the
    scan resumes after each hidden block.
    """
    out: list[str] = []
    shown_from = 0
    next_lines = -1  # index of the next "Private-Lines:" at or after a header, if known
    for header in _PUTTY_HEADER.finditer(value):
        if header.start() < shown_from:
            continue  # inside a block already hidden
        if next_lines < header.end():
            found = _PRIVATE_LINES.search(value, header.end())
            if found is None:
                break  # no later header can start a key block either
            next_lines = found.start()
        pos = next_lines + len(_PRIVATE_LINES.pattern)
        while pos < len(value) and value[pos] == " ":
            pos += 1
        digits = pos
        while (
            pos < len(value) and pos - digits < 6 and value[pos].isascii() and value[pos].isdigit()
        ):
            pos += 1
        count = int(value[digits:pos]) if pos > digits else 0
        rest = pos
        while rest < len(value) and value[rest] in " \t\r":
            rest += 1
        newline = "\n"
        if value.startswith("\\r" + _ESCAPED_NEWLINE, rest):
            rest += 2  # an escaped CRLF: the escaped \n ends the line
        if value.startswith(_ESCAPED_NEWLINE, rest):
            newline = _ESCAPED_NEWLINE
        if rest < len(value) and not value.startswith(newline, rest):
            end = pos  # other text on the count's line: shown, no key lines follow
        else:
            end = rest + len(newline) if rest < len(value) else rest
            for _ in range(count):
                if end >= len(value):
                    break
                end = _line_end(value, end, newline)
            if _PRIVATE_MAC.match(value, end):
                end = _line_end(value, end, newline)
        block = value[header.start() : end]
        ending = next(
            (e for e in ("\r\n", "\n", "\\r\\n", _ESCAPED_NEWLINE) if block.endswith(e)),
            "",
        )
        out.append(value[shown_from : header.start()])
        out.append(REDACTED + ending)  # the block's own line ending kept
        shown_from = end
    if not out:
        return value
    out.append(value[shown_from:])
    return "".join(out)


_URL = re.compile(r"\b[A-Za-z][A-Za-z0-9+.\-]{0,31}://[^\s/?#]+")
"""A URL's scheme and authority (``postgres://admin:pw@db``), whose userinfo
:func:`_hide_url_password` reads with :func:`urllib.parse.urlsplit`. A scheme is needed:
a network-path reference without one (``//x:PROD-ROOT;rm@wiki/old``) cannot be told
from text and let a model hide words the person approves (rebreak30 N2; it was masked
from rebreak29 R7 on). The scheme is read up to 32 characters (RFC 3986 sets no limit;
registered schemes are shorter) so that each start is tried in bounded steps (rebreak30
N9: an unbounded scheme made ``'a.' * n + '@//'`` quadratic); the authority run stops
at the next ``/``, so the runs of two matches never overlap."""


def _hide_url_password(match: re.Match[str]) -> str:
    """The authority of ``match`` with its password (RFC 3986 §3.2.1:
    ``scheme://user:password@host``, use deprecated) shown as :data:`REDACTED`; the
    userinfo ends at the *last* ``@`` as ``urlsplit`` reads it, so a password holding an
    ``@`` is hidden whole (rebreak29 R7)."""
    from urllib.parse import urlsplit

    url = match.group(0)
    try:
        parts = urlsplit(url)
    except ValueError:  # an unbalanced "[" in the host: no URL the client will open
        return url
    if parts.password is None:
        return url
    userinfo, _, host = parts.netloc.rpartition("@")
    user = userinfo.partition(":")[0]
    scheme = f"{parts.scheme}:" if parts.scheme else ""
    return f"{scheme}//{user}{_URL_PASSWORD_SHOWN}{host}"


_URL_PASSWORD_SHOWN = f":{REDACTED}@"


def _secret_values(value: Any) -> Any:
    """``value`` with secrets found by their form, whatever their name: a value holding a
    PEM or OpenPGP private key block becomes :data:`REDACTED`, a PuTTY key block inside a
    value is shown :data:`REDACTED` (the rest of the value kept), a URL's password
    ``scheme://user:[redacted]@host``.

    The text after a credential name inside a value (``authorization: bearer …``,
    ``x-api-key: …``) is *not* hidden (session 31, rebreak31 P1 and P9): the name is
    text a model writes, so hiding what follows it let a model hide from the person what
    they approve — a command (``echo secret:$(id)``), a host, a path, an account, or a
    base64 script piped to ``sh`` — whatever shape the hidden run was held to.

    The scp-like form ``user:password@host:path`` and a URL without a scheme
    (``//user:password@host``) are *not* masked (rebreak30 N2): they have no scheme to
    tell them from ordinary text (``nginx:1.25@sha256:…``, ``10:30@room-4:``,
    ``archive:PROD-ROOT,ALL-PAGES@old-notes:2019``), and hiding text the person approves
    is worse than showing a password written in a form scp itself does not accept.
    Every scan is linear in the value's length (rebreak30 N9)."""
    if isinstance(value, Mapping):
        return {k: _secret_values(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_secret_values(v) for v in value]
    if isinstance(value, str):
        if _PRIVATE_KEY.search(value):
            return REDACTED
        if _PUTTY_HEADER.search(value):
            value = _hide_putty_keys(value)
            if value.strip() == REDACTED:  # a key file and nothing else: the whole value
                return REDACTED  # (as the gateway recognises a hidden value: relay._shows)
        if "@" in value and "//" in value:
            value = _URL.sub(_hide_url_password, value)
    return value


def secrets_by_form_hidden(value: Any) -> Any:
    """``value`` (JSON) as the approval question shows it after the secrets found by their
    form are hidden (:func:`_secret_values`: private key blocks, URL passwords), whatever
    the argument names. The gateway reads a
    ``tooldeck serve`` confirmation with it: a string shown partly hidden
    (``postgres://admin:[redacted]@db``) is the real one exactly when this gives it."""
    return _secret_values(value)


def _is_binding(value: Any) -> bool:
    """Whether ``value`` has the form of :meth:`ApprovalGate.binding` (64 lowercase hex
    digits); anything else could never match, and one that is not a str made every later
    call of the tool fail in ``hmac.compare_digest``."""
    return (
        isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)
    )


@dataclass(frozen=True, slots=True)
class ApprovalRequest:
    """What an approver (a person, through the host's UI) is shown.

    Attributes:
        tool: the tool name.
        arguments: a copy of the validated arguments with secrets ``"[redacted]"``.
        annotations: the tool's stated MCP hints (camelCase).
        prompt: a one-line question to show.
        binding: what an approval of this call is bound to: 64 hex digits, the
            HMAC-SHA256 of the tool name and its *real* arguments (secrets included) under
            a random key that never leaves the :class:`ApprovalGate` (so no secret can be
            guessed from it); equal for the same call, different when any value — a hidden
            one too — changed. ``""`` where no gate made the request.
    """

    tool: str
    arguments: Mapping[str, Any]
    annotations: Mapping[str, bool]
    prompt: str
    binding: str = ""

    def to_json(self) -> dict[str, Any]:
        """``{"tool", "arguments", "annotations", "prompt", "binding"}``."""
        return {
            "tool": self.tool,
            "arguments": dict(self.arguments),
            "annotations": dict(self.annotations),
            "prompt": self.prompt,
            "binding": self.binding,
        }


Approver = Callable[[ApprovalRequest], "bool | str | Awaitable[bool | str | None] | None"]
"""Answers True (run it), False (declined), None (cannot decide now → ``needs_approval``),
:data:`ASKING` (a person is being asked and the call will come back with the answer →
``needs_approval`` that the circuit breaker does not count), or another string: why there
is no answer (the question failed) → ``needs_approval`` with that reason."""

NO_APPROVAL_YET = "destructive tool, no approval yet"
"""The ``needs_approval`` decision's reason when the approver gave no answer of its own."""

ASKING = "asking the user"
"""An approver's answer, and the ``needs_approval`` decision's reason, when the host is
asking a person right now (``tooldeck serve`` on a 2026-07-28 connection returns the
question to the client, which calls again with the answer): a step of an approval, not
a refusal, so :class:`~tooldeck.runtime.policy.circuit_breaker.CircuitBreaker` leaves it
out of its count."""

NOBODY_ASKED = "nobody could be asked"
"""How an approver's answer (a ``needs_approval`` reason) begins when no person can be put
the question at all (``tooldeck serve``: the client declares no MCP elicitation in form
mode). Nobody said no, so the circuit breaker does not count it: three calls from one
such client (a script, a CI bot) used to stop the tool for every client."""

QUESTION_FAILED = "asking the user failed"
"""How an approver's answer (a ``needs_approval`` reason) begins when the question was sent
and got no usable answer (the client's UI failed, the connection ended, the answer was
malformed or late) or could not be sent: nobody said no, so the circuit breaker does not
count it."""

UNANSWERED = (ASKING, NOBODY_ASKED, QUESTION_FAILED)
"""The beginnings of a ``needs_approval`` reason that no person's refusal stands behind
(:class:`~tooldeck.runtime.policy.circuit_breaker.CircuitBreaker` leaves them out)."""


def approval_effect(tool: Tool) -> str:
    """What ``tool``'s MCP hints say a call may do, for an approval question or summary:
    ``"irreversible"`` where ``destructiveHint`` is true and ``idempotentHint`` is not,
    ``"destructive"`` where both are true, ``"may be destructive (no hints stated: MCP's
    default)"`` (or ``destructiveHint not stated``) where it is unstated — MCP's default
    is that a tool may be destructive, not that it is irreversible — and ``""`` for a tool
    gated by name alone."""
    ann = tool.annotations
    if ann.destructive_hint is True:
        return "irreversible" if ann.idempotent_hint is not True else "destructive"
    if ann.destructive_hint is None and not ann.read_only:
        hints = (ann.read_only_hint, ann.idempotent_hint, ann.open_world_hint)
        why = (
            "destructiveHint not stated" if any(h is not None for h in hints) else "no hints stated"
        )
        return f"may be destructive ({why}: MCP's default)"
    return ""


def approval_question(tool: Tool, call: str) -> str:
    """The question asking a person to allow ``call`` (``name(arguments)`` as shown) of
    ``tool``, worded by :func:`approval_effect`: ``Allow the irreversible call f(x=1)?``,
    ``Allow the call f(x=1), which may be destructive (no hints stated: MCP's default)?``,
    ``Allow the call f(x=1)?``."""
    effect = approval_effect(tool)
    if effect.startswith("may be"):
        return f"Allow the call {call}, which {effect}?"
    return f"Allow the {effect + ' ' if effect else ''}call {call}?"


class ApprovalGate(CheckBase):
    """Destructive (irreversible) tools need approval (MCP ``destructiveHint``).

    A tool is gated when its effective ``destructive`` hint is true — MCP's default for a
    tool that states no hints —, when it states ``destructiveHint: true`` together with
    ``readOnlyHint: true`` (contradictory hints: the safer reading wins), or when it is
    named in ``tools``.

    What the approver and the user see (:class:`ApprovalRequest`, ``result.approval``)
    has secrets redacted: values the schema marks ``writeOnly``/``format: password``,
    values of ``redact`` names and — unless ``credential_names`` is False — of arguments
    whose names read as credentials (:func:`is_credential_name`: ``api_key``, ``token``,
    ``password``, ``Authorization``, ``jwt``, ``ssh_key``, ``session_id``,
    ``card_number`` …, at any depth) become ``"[redacted]"`` — and so, whatever its name,
    does a value holding a private key block (``-----BEGIN … PRIVATE KEY-----``, a PuTTY
    key file), while a URL's password is shown ``postgres://admin:[redacted]@db`` and a
    PuTTY key block inside a value ``[redacted]`` —, and the
    prompt ends with how many values are hidden (``(2 values hidden)``); the handler
    still gets the real values. An approval is nevertheless bound to the *real* values:
    :attr:`ApprovalRequest.binding` (``result.approval["binding"]``) is a keyed digest of
    the tool and its real arguments, so a grant of ``token="A"`` does not let a call with
    ``token="B"`` through although both are shown as ``"[redacted]"`` (the secret is never
    stored in clear: the gate keeps only digests, under a random key of its own).

    Args:
        approver: see :data:`Approver`; None answers ``needs_approval`` every time.
        tools: extra tool names to gate whatever their hints.
        redact: argument names (any depth) never shown to the approver.
        credential_names: also hide arguments whose names read as credentials and values
            that are private keys or URL passwords (default); False shows them (the
            schema's marks and ``redact`` still apply).
    """

    name = "approval"

    def __init__(
        self,
        approver: Approver | None = None,
        *,
        tools: Collection[str] = (),
        redact: Collection[str] = (),
        credential_names: bool = True,
    ) -> None:
        self.approver = approver
        self.tools = frozenset(tools)
        self.redact = frozenset(redact)
        self.credential_names = credential_names
        self._grants: dict[str, list[str]] = {}
        self._key = secrets.token_bytes(32)

    def binding(self, tool: str, arguments: Mapping[str, Any]) -> str:
        """The :attr:`ApprovalRequest.binding` of a call of ``tool`` with these (real)
        arguments: HMAC-SHA256 (hex) under this gate's random key of the canonical JSON
        of ``[tool, arguments]``."""
        text = canonical_json([tool, dict(arguments)])
        data = text.encode("utf-8", "surrogatepass")
        return hmac.new(self._key, data, hashlib.sha256).hexdigest()

    def grant(self, tool: str, arguments: Mapping[str, Any], *, binding: str | None = None) -> None:
        """Approve the next call of ``tool`` with these arguments, once.

        The host calls this after a person accepted a ``needs_approval`` result's prompt,
        then runs the call again: ``grant(a["tool"], a["arguments"],
        binding=a["binding"])`` with ``a = result.approval``. The grant is bound to the
        call's real values, hidden ones included (a call whose ``token`` changed is asked
        about again). Without ``binding``, ``arguments`` must be the real arguments.

        Raises:
            ValueError: ``arguments`` hold ``"[redacted]"`` values and no ``binding`` was
                given (the grant could not match the real call; pass the approval's
                ``binding``), or ``binding`` is not 64 hex digits (what
                :meth:`binding` writes).
        """
        if binding is not None and not _is_binding(binding):
            raise ValueError(
                f"grant({tool!r}, ..., binding=...): binding must be the 64 hex digits of "
                f"result.approval['binding'], got {binding!r:.80}"
            )
        if binding is None:
            if _hidden(arguments):
                raise ValueError(
                    f"grant({tool!r}, ...): the arguments hold '[redacted]' values; pass "
                    "binding=result.approval['binding'] (an approval is bound to the real "
                    "values of hidden arguments) or the real arguments"
                )
            binding = self.binding(tool, arguments)
        self._grants.setdefault(tool, []).append(binding)

    def gated(self, tool: Tool) -> bool:
        """True when calls of ``tool`` need approval."""
        ann = tool.annotations
        return ann.destructive or ann.destructive_hint is True or tool.name in self.tools

    def _shown(self, tool: Tool, arguments: Mapping[str, Any]) -> Any:
        names: Collection[str] = self.redact
        if self.credential_names:
            names = _credential_keys(arguments, set(self.redact))
        shown = redact_secrets(tool.input_schema, arguments, names)
        return _secret_values(shown) if self.credential_names else shown

    async def check(self, request: PolicyRequest) -> CheckResult:
        if not self.gated(request.tool):
            return allow(self.name, "not destructive")
        shown_arguments = self._shown(request.tool, request.arguments)
        binding = self.binding(request.tool.name, request.arguments)
        grants = self._grants.get(request.tool.name, [])
        for index, granted in enumerate(grants):
            if hmac.compare_digest(granted, binding):
                del grants[index]
                return allow(self.name, "granted by the user")
        # repr escapes what str.isprintable rejects; printable_text also what is drawn as
        # nothing (variation selectors, Hangul fillers …), so the question shows every byte
        shown = printable_text(", ".join(f"{k}={v!r}" for k, v in shown_arguments.items()))
        hidden = _hidden(shown_arguments)
        note = f" ({hidden} value{'s' if hidden != 1 else ''} hidden)" if hidden else ""
        ask = ApprovalRequest(
            tool=request.tool.name,
            arguments=freeze(shown_arguments),  # the approver reads, never edits, the call
            annotations=request.tool.annotations.to_mcp(),
            prompt=f"{approval_question(request.tool, f'{request.tool.name}({shown})')}{note}",
            binding=binding,
        )
        answer: Any = None
        if self.approver is not None:
            answer = self.approver(ask)
            if inspect.isawaitable(answer):
                answer = await answer
        if answer is True:
            return allow(self.name, "approved")
        if answer is False:
            return refuse(
                self.name,
                f"the user declined {request.tool.name}",
                hint="do not retry: ask the user what to do instead",
            )
        # an approver's own words (a question that failed) say why there is no approval
        reason = answer if isinstance(answer, str) and answer else NO_APPROVAL_YET
        return CheckResult(Decision(self.name, "needs_approval", reason), approval=ask.to_json())
