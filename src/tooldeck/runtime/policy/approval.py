"""The approval gate: destructive tools (MCP ``destructiveHint``) need a person's approval, shown
with secrets redacted (was part of ``runtime/policy.py``)."""

from __future__ import annotations

import difflib
import hashlib
import hmac
import inspect
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
from tooldeck.jsonvalue import canonical_json, freeze, json_pointer, printable_text
from tooldeck.runtime.audit import (
    REDACTED,
    is_secret_schema,
    name_set,
    redact_arguments,
    redact_paths,
)
from tooldeck.runtime.envelope import Decision
from tooldeck.runtime.policy.base import (
    CheckBase,
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
    allow,
    refuse,
)
from tooldeck.runtime.policy.duplicates import repeat_question
from tooldeck.runtime.schema_marks import SCHEMA_WALK_DEPTH, InstanceMarks, schema_walk
from tooldeck.runtime.validate import MAX_DEPTH
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
    "hidden_count",
    "is_credential_name",
    "schema_may_hide",
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


WALK_STEPS = 100_000
"""Most steps the approval question's schema walk takes
(:func:`~tooldeck.runtime.schema_marks.schema_walk` ``max_steps``: one per value met
under one subschema, one per member or item looked at); a call whose arguments need more
is refused, naming the argument, rather than asked about with a secret possibly in clear.
Only values whose schema can reach something to hide count (a declared credential
field, a ``writeOnly``/``format: password`` mark): a large payload beside them is not
walked. Measured (fix33, ``benchmarks/bench_runtime.py --approval-walk``, on a shared
2-core machine at load 7): 3 to 8 µs a step, so the bound is about 0.3 to 0.8 s; 40 kB
of rows under a 10-way union whose branches declare a ``secret_key`` take about 46,000
steps."""


SHOWN_NOT_WORDS = frozenset({"jwt", "sessionid", "sshkey", "cardnumber", "creditcard"})
"""Name words that hide a value from the approval question though
:func:`is_credential_name` (shared with lint, whose rules are measured with it) does not
read them as credentials: a JSON Web Token (RFC 7519, a bearer credential), OWASP's
session identifiers, an SSH key, a payment card's number (PCI DSS: the primary account
number is not to be shown). Two adjacent words are also read joined (``session_id``,
``sshKey``, ``card_number``, ``credit_card``); alone, ``id``, ``key`` and ``number`` are
ordinary (``user_id``, ``sort_key``)."""


REFERENCE_LAST_WORDS = frozenset(
    {
        "name",
        "names",
        "id",
        "ids",
        "arn",
        "arns",
        "ref",
        "refs",
        "label",
        "labels",
        "alias",
        "aliases",
    }
)
"""Last words that make a credential-sounding name a reference to a credential, not its
value: a secret's name in a vault, a token's id in a provider's console, an AWS ARN
(``secret_name``, ``token_ids``, ``api_key_id``, ``secret_arn``): shown by the approval
question (the person must see which secret a deletion or rotation acts on; review33). AWS
documents the access key *ID* as an identifier, the secret access key as the secret
(IAM User Guide, "Manage access keys")."""


_COUNT_WORDS = frozenset(
    {
        "num",
        "n",
        "no",
        "number",
        "count",
        "max",
        "min",
        "total",
        "limit",
        "is",
        "has",
        "allow",
        "allowed",
        "enable",
        "enabled",
        "disable",
        "disabled",
        "use",
        "require",
        "required",
        "show",
    }
)
"""Words that, before a plural head, make the name a count, a bound or a switch about
credentials rather than the credentials (``num_secrets``, ``max_passwords``,
``allow_cookies``): shown (rebreak32 R11). After the head they already make it no head
(``secrets_count``, ``cookies_enabled``, ``passwords_expire_days``)."""

_MODEL_TOKEN_WORDS = frozenset(
    {
        "input",
        "output",
        "prompt",
        "completion",
        "cached",
        "reasoning",
        "thinking",
        "context",
        "remaining",
        "used",
        "new",
        "generated",
        "response",
        "reserved",
        "budget",
        # a model's vocabulary tokens, as sampling and tokenizer options name them
        # (stop_tokens, special_tokens, eos_tokens …; retry32 N8)
        "stop",
        "special",
        "pad",
        "eos",
        "bos",
        "unk",
        "sep",
        "mask",
        "added",
        "extra",
        "banned",
        "bad",
        "vocab",
        "suppress",
        "suppressed",
        "logit",
    }
)
"""Words before a plural ``tokens`` that make it a count of a model's tokens
(``input_tokens``, ``completion_tokens``, ``max_new_tokens``), as OpenAI's and
Anthropic's usage fields name them, or a model's vocabulary tokens (``stop_tokens``,
``special_tokens``, ``eos_tokens``, ``banned_tokens``, as Hugging Face tokenizer and
generation options name them); ``tokens`` alone is such a count too."""

_CONTAINER_LAST = frozenset({"list", "array", "map", "dict", "set"})
"""Last words that name how values are held, not what they are: the word before is the
head (``secretsList``, ``api_tokens_array`` name secrets and tokens)."""

_NEVER_PLURAL = frozenset({"pin"})
"""Singulars whose plural head never hides: ``pins``, ``gpio_pins`` are GPIO pins or
pinned items far more often than several PIN codes (rebreak32 R11)."""


def _singular_head(words: list[str]) -> list[str] | None:
    """``words`` with the last word (the head of the name) read in the singular, when it
    is a plural (an ``s`` added) that may name several credentials; None when it is not,
    is ``pins`` (:data:`_NEVER_PLURAL`), or is qualified by a count/flag word before it
    (:data:`_COUNT_WORDS`; for ``tokens`` also :data:`_MODEL_TOKEN_WORDS`, and ``tokens``
    alone). Only the head (the last word, a container word such as ``list`` after it
    aside: :data:`_CONTAINER_LAST`): ``secrets_to_delete`` names what gets deleted, not
    secrets."""
    while len(words) > 1 and words[-1] in _CONTAINER_LAST:
        words = words[:-1]
    if not words:
        return None
    head = words[-1]
    one = head[:-1] if head.endswith("s") and len(head) > 2 else ""
    if not one or one in _NEVER_PLURAL:
        return None
    before = words[:-1]
    if any(word in _COUNT_WORDS for word in before):
        return None
    if one == "token" and (not before or any(word in _MODEL_TOKEN_WORDS for word in before)):
        return None
    return [*before, one]


def _shown_not_word(words: list[str]) -> bool:
    """A word of :data:`SHOWN_NOT_WORDS` among ``words``, alone or two adjacent joined."""
    return any(
        word in SHOWN_NOT_WORDS or (i and words[i - 1] + word in SHOWN_NOT_WORDS)
        for i, word in enumerate(words)
    )


def _hidden_name(name: str) -> bool:
    """Whether the approval question hides the value of argument ``name``:
    :func:`is_credential_name`, or a word of :data:`SHOWN_NOT_WORDS` (alone or two
    adjacent words joined); and one rule for plurals: a name whose last word is a plural
    hides when the name with that word in the singular hides (:func:`_singular_head`:
    ``secrets``, ``api_tokens``, ``user_tokens``, ``npm_tokens``, ``ssh_keys`` as
    ``secret``, ``api_token`` …; trial31b 3, rebreak32 R5), unless a count or switch word
    qualifies it (``num_secrets``, ``max_tokens``, ``input_tokens``, ``tokens``) or it is
    ``pins``. A plural that is not the last word hides nothing by itself
    (``secrets_to_delete``, ``cookies_enabled``, ``passwords_expire_days``: rebreak32 R11,
    the person must see what the call acts on). A name whose last word refers to a
    credential rather than holding it (:data:`REFERENCE_LAST_WORDS`: ``secret_name``,
    ``token_ids``, ``api_key_id``, ``secret_arn``) is shown, so that ``delete_secret(
    secret_name=…)`` says which secret (review33); a session identifier (``session_id``,
    ``session_ids``) is the credential itself and still hides."""
    words = name_words(name)
    singular = _singular_head(words)
    if _shown_not_word(words) or (singular is not None and _shown_not_word(singular)):
        return True
    if len(words) > 1 and words[-1] in REFERENCE_LAST_WORDS:
        return False
    if is_credential_name(name):
        return True
    if singular is None:
        return False
    return is_credential_name("_".join(singular))


def _hide_credential_names(arguments: Mapping[str, Any]) -> dict[str, Any]:
    """``arguments`` with the value of each argument whose own name reads as a credential
    (:func:`_hidden_name`) shown as :data:`REDACTED`, whatever it holds. Keys the model
    writes *inside* an argument's value hide nothing (session 31, retry31 R5 and
    rebreak31b F4): ``env={"API_TOKEN": "reboot"}`` run by ``eval "$API_TOKEN"``,
    ``{"GIT_TOKEN": "main"}`` force-pushed over, a host under ``API_KEY`` — any shape a
    hidden value was held to still hid what the call does. (A nested key the tool's
    *schema* declares is the author's name, not the model's: :func:`_declared_credentials`.)"""
    return {
        k: REDACTED if isinstance(k, str) and _hidden_name(k) and not _is_switch(v) else v
        for k, v in arguments.items()
    }


def _is_switch(value: Any) -> bool:
    """A JSON boolean: never a secret, whatever its name (``rotate_passwords: true``,
    ``include_tokens: false``: the person must see which way the switch is set; fix33).
    Only the name-based hiding shows it: a boolean the schema marks ``writeOnly`` or a
    host's ``redact`` names stays hidden, as declared."""
    return isinstance(value, bool)


def _value_at(value: Any, path: tuple[str | int, ...]) -> Any:
    """The value at ``path`` in ``value`` (None when the path leads nowhere)."""
    for step in path:
        if isinstance(value, Mapping) and isinstance(step, str):
            value = value.get(step)
        elif isinstance(value, list | tuple) and isinstance(step, int) and step < len(value):
            value = value[step]
        else:
            return None
    return value


_REFERENCE_KEYWORDS = ("$ref", "$dynamicRef", "$recursiveRef")


def schema_may_hide(schema: Any) -> bool:
    """Whether the approval question may hide anything the tool's input ``schema``
    declares, so that the gate must walk the schema with the arguments
    (:func:`~tooldeck.runtime.schema_marks.schema_walk`): a (sub)schema anywhere in the
    document marked secret (:func:`~tooldeck.runtime.audit.is_secret_schema`:
    ``writeOnly``, ``format: password``), or a ``properties`` name anywhere that reads as
    a credential (:func:`_hidden_name`) — in ``$defs``/``definitions`` too, reached by
    ``$ref`` or not. The root's own ``properties`` count only when a reference in the
    document may point back at the root (one not of the form ``#/…``: ``#``, an anchor,
    an ``$id``, ``$dynamicRef``): otherwise they are the top-level arguments, which
    :func:`_hide_credential_names` reads without a walk. A scan of the document, so it
    over-reads (an unused ``$defs`` entry counts), never under-reads; False means no walk
    could find anything to hide (rebreak32 R1: the walk costs about 17 µs per item and
    union branch, and ran on every gated call)."""
    if not isinstance(schema, Mapping):
        return False
    root_named = root_referenced = False
    stack: list[tuple[Any, bool]] = [(schema, True)]
    while stack:
        node, is_root = stack.pop()
        if isinstance(node, list):
            stack.extend((item, False) for item in node)
            continue
        if not isinstance(node, Mapping):
            continue
        if is_secret_schema(node):
            return True
        for keyword in _REFERENCE_KEYWORDS:
            target = node.get(keyword)
            if keyword in node and not (isinstance(target, str) and target.startswith("#/")):
                root_referenced = True
        for key, value in node.items():
            if key == "properties" and isinstance(value, Mapping):
                named = any(isinstance(k, str) and _hidden_name(k) for k in value)
                if named and not is_root:
                    return True
                root_named = root_named or (named and is_root)
            stack.append((value, False))
    return root_named and root_referenced


def _declared_credentials(marks: InstanceMarks) -> list[tuple[str | int, ...]]:
    """The paths of nested object members whose key the tool's input schema declares in a
    ``properties`` (followed through ``$ref``/``$defs``, array ``items``, ``anyOf``
    branches …: :func:`~tooldeck.runtime.schema_marks.schema_walk`) and reads as a
    credential (:func:`_hidden_name`): pydantic's ``class Conn(BaseModel): password: str``
    under ``target: Conn`` is the tool author's field, as a top-level ``password`` is
    (trial31b 2). A key under ``additionalProperties`` (a free-form ``dict``) is the
    model's text and is not among them."""
    return [
        path
        for path in marks.declared
        if len(path) > 1 and isinstance(path[-1], str) and _hidden_name(path[-1])
    ]


def _is_empty(value: Any) -> bool:
    """``None``, ``""``, ``[]`` or ``{}`` (frozen ones too): a value that holds nothing to
    hide."""
    return value is None or (isinstance(value, str | list | tuple | dict) and not value)


def _show_empty(shown: Any, real: Any) -> Any:
    """``shown`` with each :data:`REDACTED` whose real value is empty (:func:`_is_empty`)
    put back as that value: ``api_key=''`` or ``None`` hides nothing, and the person must
    see that the key is missing (trial31b 5: it read ``'[redacted]'`` and was counted
    hidden)."""
    if shown == REDACTED and real != REDACTED:
        if not _is_empty(real):
            return shown
        return {} if isinstance(real, dict) else [] if isinstance(real, list | tuple) else real
    if isinstance(shown, dict) and isinstance(real, Mapping):
        return {k: _show_empty(v, real.get(k)) if k in real else v for k, v in shown.items()}
    if isinstance(shown, list) and isinstance(real, list | tuple) and len(real) == len(shown):
        return [_show_empty(v, r) for v, r in zip(shown, real, strict=True)]
    return shown


def hidden_count(shown: Any, real: Any = None) -> int:
    """How many values of ``shown`` (arguments as the approval question shows them, JSON)
    are hidden: those replaced whole by :data:`REDACTED`, at any depth. A string that
    merely holds the text ``[redacted]`` among other words hides nothing, and with
    ``real`` (the arguments as sent) neither does a value the model itself sent as
    ``"[redacted]"`` (session 31, trial31b: ``run_sql(dsn='[redacted]', …)`` was counted
    as "1 value hidden" while nothing was). The gateway counts a ``tooldeck serve``
    confirmation with it, so both say the same."""
    if isinstance(shown, Mapping):
        if not isinstance(real, Mapping):
            real = {}
        return sum(hidden_count(v, real.get(k)) for k, v in shown.items())
    if isinstance(shown, list | tuple):
        if not isinstance(real, list | tuple) or len(real) != len(shown):
            real = [None] * len(shown)
        return sum(hidden_count(v, r) for v, r in zip(shown, real, strict=True))
    return 1 if shown == REDACTED and real != REDACTED else 0


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
    """What ``tool``'s MCP hints say a call may do, for an approval question or summary,
    in the hint's own words (MCP specification, ``ToolAnnotations.destructiveHint``: "the
    tool may perform destructive updates to its environment"): ``"may perform destructive
    updates (destructiveHint: true)"`` where it is stated true (with ``; idempotentHint:
    true, a repeat has no further effect`` where that is stated too), ``"may be
    destructive (no hints stated: MCP's default)"`` (or ``destructiveHint not stated``)
    where it is unstated, and ``""`` for a tool gated by name alone. Every non-empty
    answer begins with ``"may "``. Neither hint says a call cannot be undone: before
    session 43 a stated ``destructiveHint`` read "irreversible" (trial43 LOW), more than
    the hint says."""
    ann = tool.annotations
    if ann.destructive_hint is True:
        repeat = (
            "; idempotentHint: true, a repeat has no further effect"
            if ann.idempotent_hint is True
            else ""
        )
        return f"may perform destructive updates (destructiveHint: true{repeat})"
    if ann.destructive_hint is None and not ann.read_only:
        hints = (ann.read_only_hint, ann.idempotent_hint, ann.open_world_hint)
        why = (
            "destructiveHint not stated" if any(h is not None for h in hints) else "no hints stated"
        )
        return f"may be destructive ({why}: MCP's default)"
    return ""


def approval_question(tool: Tool, call: str) -> str:
    """The question asking a person to allow ``call`` (``name(arguments)`` as shown) of
    ``tool``, worded by :func:`approval_effect`: ``Allow the call f(x=1), which may perform
    destructive updates (destructiveHint: true)?``, ``Allow the call f(x=1), which may be
    destructive (no hints stated: MCP's default)?``, ``Allow the call f(x=1)?``."""
    effect = approval_effect(tool)
    if effect:
        return f"Allow the call {call}, which {effect}?"
    return f"Allow the call {call}?"


class ApprovalGate(CheckBase):
    """Destructive tools need approval (MCP ``destructiveHint``: may perform destructive
    updates).

    A tool is gated when its effective ``destructive`` hint is true — MCP's default for a
    tool that states no hints —, when it states ``destructiveHint: true`` together with
    ``readOnlyHint: true`` (contradictory hints: the safer reading wins), or when it is
    named in ``tools``.

    What the approver and the user see (:class:`ApprovalRequest`, ``result.approval``)
    hides only what the tool's author or the host *declares* (session 31): values the
    schema marks ``writeOnly``/``format: password`` (at any depth, wherever the marked
    schema sits), values of ``redact`` names (the host's, at any depth) and — unless
    ``credential_names`` is False — values under a name that reads as a credential
    (:func:`_hidden_name`: ``api_key``, ``token``, ``password``, ``Authorization``,
    ``jwt``, ``ssh_key``, ``session_id``, ``card_number``, their plurals ``secrets``,
    ``api_tokens`` …, not ``max_tokens``): an argument's own name, or a nested field the
    schema declares in ``properties`` (``class Conn(BaseModel): password: str``, through
    ``$ref``/``$defs``, array ``items``, ``anyOf``), never a key the model writes inside
    a free-form value (``additionalProperties``). Each becomes ``"[redacted]"``, except an
    empty value (``""``, null, ``[]``, ``{}``), shown as sent so the person sees it is
    missing. Nothing is hidden by its form or from inside a string (a key marker, a URL
    password, a credential-named key inside ``env`` — each was text a model could write
    to hide a command from the person: rebreak31 P1, P9, retry31 R1, R5, rebreak31b
    F1–F4). The schema is walked with the arguments only when it declares something to
    hide below the top level (:func:`schema_may_hide`, once per tool definition;
    rebreak32 R1); then arguments nested deeper than the walk reads (a recursive schema,
    some 64 levels down) are refused, not asked about (rebreak31b F9). The
    prompt ends with how many values are hidden (``(2 values hidden)``); the handler
    still gets the real values. An approval is nevertheless bound to the *real* values:
    :attr:`ApprovalRequest.binding` (``result.approval["binding"]``) is a keyed digest of
    the tool and its real arguments, so a grant of ``token="A"`` does not let a call with
    ``token="B"`` through although both are shown as ``"[redacted]"`` (the secret is never
    stored in clear: the gate keeps only digests, under a random key of its own).

    Args:
        approver: see :data:`Approver`; None answers ``needs_approval`` every time.
        tools: extra tool names to gate whatever their hints.
        redact: names whose values (at any depth, whatever the schema says) are never
            shown to the approver: the host's own list (``tooldeck serve --redact``,
            ``tooldeck gateway --redact``, ``tooldeck call --redact``). Unlike credential
            names, these also hide a key the model writes inside a free-form value
            (``env={"dsn": "reboot"}`` under ``redact={"dsn"}``; rebreak32 R6): the host
            chooses them, and should choose names a model would not use as such keys.
        credential_names: also hide arguments whose names read as credentials (default);
            False shows them (the schema's marks and ``redact`` still apply).

    Raises:
        RuntimeConfigError: ``tools`` or ``redact`` is a single string, not a collection
            of names (:func:`~tooldeck.runtime.audit.name_set`).
        PolicyConfigError: ``approver`` is neither None nor callable (``"yes"``), so it
            is refused when the policy is built, not at the first destructive call.
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
        if approver is not None and not callable(approver):
            # trial37 LOW-1: approver="yes" was accepted, and every destructive call then
            # failed with "TypeError: 'str' object is not callable", told to the model
            raise PolicyConfigError(
                f"approver must be a callable taking the ApprovalRequest (answering True, "
                f"False, None or a reason; see tooldeck.runtime.policy.approval.Approver) "
                f"or None, got {type(approver).__name__} {approver!r:.80}"
            )
        self.approver = approver
        self.tools = name_set(tools, "tools")
        self.redact = name_set(redact, "redact")
        self.credential_names = credential_names
        self._grants: dict[str, list[str]] = {}
        self._key = secrets.token_bytes(32)
        self._may_hide: dict[str, tuple[Mapping[str, Any], bool]] = {}

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
            if hidden_count(arguments):
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

    def _walk(self, tool: Tool, arguments: Mapping[str, Any]) -> InstanceMarks:
        """The schema walk of ``arguments``, or an empty one without walking when the
        tool's schema declares nothing the question could hide (:func:`schema_may_hide`,
        computed once per tool definition: cached by name, for this very schema object).
        ``redact`` names need no walk (matched on the arguments' keys)."""
        cached = self._may_hide.get(tool.name)
        if cached is None or cached[0] is not tool.input_schema:
            cached = (tool.input_schema, schema_may_hide(tool.input_schema))
            self._may_hide[tool.name] = cached
        if not cached[1]:
            return InstanceMarks(found=[], declared=[], cut=[])
        return schema_walk(
            tool.input_schema,
            arguments,
            is_secret_schema,
            declared_key=_hidden_name,
            max_steps=WALK_STEPS,
        )

    def _shown(
        self, tool: Tool, arguments: Mapping[str, Any], marks: InstanceMarks | None = None
    ) -> Any:
        """``arguments`` as the question shows them: the schema's secret marks and
        ``redact`` names, then (``credential_names``) the arguments' own credential names
        and the nested keys the schema declares with such names, each :data:`REDACTED`
        unless its value is empty (:func:`_show_empty`)."""
        if marks is None:
            marks = self._walk(tool, arguments)
        shown = redact_arguments(arguments, self.redact, [p for p, _ in marks.found])
        if self.credential_names:
            declared = [
                path
                for path in _declared_credentials(marks)
                if not _is_switch(_value_at(arguments, path))
            ]
            shown = redact_paths(_hide_credential_names(shown), declared)
        return _show_empty(shown, arguments)

    async def check(self, request: PolicyRequest) -> CheckResult:
        # a duplicate guard before this gate may leave a repeat to a person: asked then
        # whatever the tool's hints (read once: the next call's guard sets its own)
        repeated = repeat_question.get()
        repeat_question.set(None)
        if not self.gated(request.tool) and repeated is None:
            return allow(self.name, "not destructive")
        marks = self._walk(request.tool, request.arguments)
        if marks.cut:  # the walk did not read below there: a secret could show in clear
            return _unreadable(self.name, marks.cut[0])
        if marks.exhausted is not None:  # nor past there
            return _too_large(self.name, marks.exhausted)
        shown_arguments = self._shown(request.tool, request.arguments, marks)
        binding = self.binding(request.tool.name, request.arguments)
        grants = self._grants.get(request.tool.name, [])
        for index, granted in enumerate(grants):
            if hmac.compare_digest(granted, binding):
                del grants[index]
                return allow(self.name, "granted by the user")
        # repr escapes what str.isprintable rejects; printable_text also what is drawn as
        # nothing (variation selectors, Hangul fillers …), so the question shows every byte
        shown = printable_text(", ".join(f"{k}={v!r}" for k, v in shown_arguments.items()))
        hidden = hidden_count(shown_arguments, request.arguments)
        note = f" ({hidden} value{'s' if hidden != 1 else ''} hidden)" if hidden else ""
        ask = ApprovalRequest(
            tool=request.tool.name,
            arguments=freeze(shown_arguments),  # the approver reads, never edits, the call
            annotations=request.tool.annotations.to_mcp(),
            prompt=f"{approval_question(request.tool, f'{request.tool.name}({shown})')}{note}"
            + (f" {repeated}" if repeated else ""),
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


def _too_large(check: str, path: tuple[str | int, ...]) -> CheckResult:
    """The refusal of a call whose arguments the schema walk stopped in after
    :data:`WALK_STEPS` steps (:attr:`~tooldeck.runtime.schema_marks.InstanceMarks.
    exhausted`): what the schema marks secret past ``path`` was not looked for, so no
    question is put (it could show a secret in clear) and nothing runs. Names the
    argument and the fix (fix33: the walk had no bound, 5.7 s for a 40 KB argument)."""
    pointer = json_pointer(path)
    shown = pointer if len(pointer) <= 120 else f"{pointer[:117]}…"
    if path:
        held = f"argument {path[0]!r} holds"
        where = f"stopped at {shown}"
        fewer = f"send fewer items in {path[0]!r} per call"
    else:  # the arguments object itself has too many members (review34: "argument ''")
        held, where, fewer = (
            "the arguments hold",
            "stopped at their members",
            "send fewer arguments",
        )
    message = (
        f"the approval question cannot be put: {held} too many values "
        "whose schema may mark a secret (a credential field, a writeOnly or password "
        f"mark, under union branches) for the gate to look through: it reads at most "
        f"{WALK_STEPS:,} values-by-schema and {where}; past them it cannot show "
        "the call with its secrets hidden"
    )
    return refuse(
        check,
        message,
        kind="invalid_arguments",
        hint=f"{fewer} (split the call), then call again",
    )


def _unreadable(check: str, path: tuple[str | int, ...]) -> CheckResult:
    """The refusal of a call whose arguments the schema walk could not read to the end
    (:attr:`~tooldeck.runtime.schema_marks.InstanceMarks.cut`: a recursive schema, some
    40–64 levels of its value down): what the schema marks secret below ``path`` was not
    looked for, so no question is put — it could show a secret in clear — and nothing runs
    (rebreak31b F9: no walk is cut silently). The argument is named, with what was
    exceeded — the walk's bound of schema steps, not levels of the value (rebreak32 R8:
    "nests deeper than the 192 levels" was said of a 41-level argument, whose schema
    takes several steps per level) — and the depth to stay under."""
    name = path[0] if path else ""
    pointer = json_pointer(path)
    shown = pointer if len(pointer) <= 120 else f"{pointer[:117]}…"
    bound = MAX_DEPTH + SCHEMA_WALK_DEPTH
    levels = max(len(path) - 1, 1)  # levels of the value below the argument itself
    message = (
        f"the approval question cannot be put: argument {name!r} reaches {levels} levels deep "
        f"at {shown}, and to find what the tool's schema marks secret the gate follows "
        f"that schema down with the value at most {bound} schema steps (each nested "
        f"schema, union branch and $ref is one; here about {max(round(bound / levels), 1)} "
        "per level of the value); past them it cannot show the call with its secrets hidden"
    )
    return refuse(
        check,
        message,
        kind="invalid_arguments",
        hint=f"send {name!r} less deeply nested (fewer than {levels} levels; split the "
        "call), then call again",
    )
