"""Layer 2: composable policy checks, each decision recorded (seed 001 §9.2).

A :class:`Policy` is an ordered list of checks. Each check sees a validated call
(:class:`PolicyRequest`) and answers allow, refuse, ``needs_approval`` or replay; the first
answer that is not *allow* stops the evaluation. Every answer is recorded in the result's
``decisions``. After the call, every check may update its state from the result
(:meth:`Check.record`: duplicate memory, circuit-breaker counts).

Checks:

* :class:`PathPolicy` — path parameters confined to allowed roots after resolving ``..``,
  symlinks and absolute paths; percent-encoded and Unicode look-alike separators and URLs
  refused. The check resolves the path *before* the handler runs: a symlink created
  between check and use (TOCTOU) is not seen, so handlers on shared directories should
  open with ``O_NOFOLLOW``/``openat`` or resolve again.
* :class:`ShellPolicy` — shell-command parameters refused when they chain or substitute
  commands (``;``, ``&&``, ``||``, ``|``, ``&``, backticks, ``$(``, process substitution,
  newlines), also inside nested ``sh -c``/``eval`` strings, unless an operator is allowed.
* :class:`DuplicateGuard` — a non-idempotent tool called again with the same canonical
  arguments within a window is refused ("it already ran") or answered from the first
  result; a reused idempotency key replays when the arguments are the same and is
  refused when they differ.
* :class:`ApprovalGate` — destructive (irreversible) tools need an approver (also a tool
  stating both ``readOnlyHint`` and ``destructiveHint`` true); the default answers
  ``needs_approval`` with what to show the user, secrets redacted.
* :class:`RateLimit` — at most N calls per window per tool (``retryable``, ``retry_after``).
* :class:`CircuitBreaker` — after N consecutive refusals of a tool, stop and escalate.

A deny list is the weakest layer (seed 001 §9.2): the shell check parses quoting rather
than matching strings, and still only decides syntax, not intent.
"""

from __future__ import annotations

import inspect
import os
import re
import shlex
import time
import unicodedata
import urllib.parse
from collections import deque
from collections.abc import Awaitable, Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from tooldeck.errors import ToolDeckError
from tooldeck.jsonvalue import canonical_json, escape_pointer_token, freeze
from tooldeck.runtime.audit import redact_secrets
from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.envelope import HINTS, Decision, ErrorInfo, ToolResult
from tooldeck.runtime.validate import schema_key_matches, schema_matches, schema_pointers
from tooldeck.tool import Tool

__all__ = [
    "PATH_FORMATS",
    "SHELL_FORMATS",
    "SHELL_OPERATORS",
    "ApprovalGate",
    "ApprovalRequest",
    "Approver",
    "Check",
    "CheckResult",
    "CircuitBreaker",
    "DuplicateGuard",
    "PathPolicy",
    "Policy",
    "PolicyConfigError",
    "PolicyRequest",
    "RateLimit",
    "ShellPolicy",
    "path_problem",
    "shell_problems",
]


class PolicyConfigError(ToolDeckError):
    """A policy is configured wrongly (no roots, unknown operator, bad pointer)."""


@dataclass(frozen=True, slots=True)
class PolicyRequest:
    """A validated call as policy sees it.

    Attributes:
        call: the call as made.
        tool: the tool's declaration.
        arguments: the validated arguments object.
    """

    call: ToolCall
    tool: Tool
    arguments: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class CheckResult:
    """A check's answer: the recorded decision and, when it stops the call, the details."""

    decision: Decision
    error: ErrorInfo | None = None
    approval: Mapping[str, Any] | None = None
    replay: ToolResult | None = None

    @property
    def allowed(self) -> bool:
        """True when the call may go on."""
        return self.decision.verdict == "allow"


def allow(check: str, reason: str = "", layer: int = 2) -> CheckResult:
    """An *allow* answer."""
    return CheckResult(Decision(check, "allow", reason, layer))


def refuse(
    check: str,
    message: str,
    *,
    kind: Any = "policy",
    hint: str | None = None,
    retry_after: float | None = None,
    layer: int = 2,
) -> CheckResult:
    """A *refuse* answer with the error the model sees."""
    return CheckResult(
        Decision(check, "refuse", message, layer),
        ErrorInfo(kind, message, hint or HINTS[kind], retry_after),
    )


@runtime_checkable
class Check(Protocol):
    """One policy check. ``check`` may return a :class:`CheckResult` or an awaitable of
    one; ``record`` sees every finished call of a known tool (also refused ones)."""

    name: str

    def check(self, request: PolicyRequest) -> CheckResult | Awaitable[CheckResult]: ...

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None: ...


class Policy:
    """An ordered, composable list of checks.

    Args:
        checks: evaluated in order; the first answer that is not *allow* stops.

    ``Policy() + PathPolicy(...)`` or ``policy.with_checks(...)`` builds a longer one.
    """

    def __init__(self, checks: Iterable[Check] = ()) -> None:
        self.checks: tuple[Check, ...] = tuple(checks)
        for item in self.checks:
            if not isinstance(item, Check):
                raise PolicyConfigError(f"{item!r} is not a policy check (needs name, check)")

    @classmethod
    def default(cls, approver: Approver | None = None) -> Policy:
        """Circuit breaker (3 refusals), duplicate guard (300 s) and approval gate."""
        return cls([CircuitBreaker(), DuplicateGuard(), ApprovalGate(approver)])

    def with_checks(self, *checks: Check) -> Policy:
        """A policy with ``checks`` appended."""
        return Policy((*self.checks, *checks))

    def __add__(self, other: Check | Policy) -> Policy:
        if isinstance(other, Policy):
            return Policy((*self.checks, *other.checks))
        return self.with_checks(other)

    async def evaluate(self, request: PolicyRequest) -> tuple[list[Decision], CheckResult | None]:
        """Run the checks; return every decision and the stopping answer (None: allowed)."""
        decisions: list[Decision] = []
        for item in self.checks:
            answer = item.check(request)
            if inspect.isawaitable(answer):
                answer = await answer
            decisions.append(answer.decision)
            if not answer.allowed:
                return decisions, answer
        return decisions, None

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        """Let every check see a finished call."""
        for item in self.checks:
            item.record(call, tool, result)


class _Base:
    name = "check"

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        return None


# --- where the values are ------------------------------------------------------------------------
def _pointer_tokens(pointer: str) -> list[str]:
    if pointer and not pointer.startswith("/"):
        raise PolicyConfigError(f"{pointer!r} is not a JSON pointer (start it with '/')")
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def _values_at(value: Any, tokens: Sequence[str]) -> Iterable[tuple[str, Any]]:
    """(pointer, value) pairs at ``tokens``; ``*`` matches every array item/object value."""
    if not tokens:
        yield "", value
        return
    head, rest = tokens[0], tokens[1:]
    if head == "*":
        items: Iterable[tuple[Any, Any]] = (
            enumerate(value)
            if isinstance(value, list)
            else value.items()
            if isinstance(value, dict)
            else ()
        )
        for key, item in items:
            for pointer, found in _values_at(item, rest):
                yield "/" + escape_pointer_token(key) + pointer, found
        return
    if isinstance(value, dict) and head in value:
        for pointer, found in _values_at(value[head], rest):
            yield "/" + escape_pointer_token(head) + pointer, found
    elif isinstance(value, list) and head.isdigit() and int(head) < len(value):
        for pointer, found in _values_at(value[int(head)], rest):
            yield "/" + head + pointer, found


def _schema_pointers(
    schema: Mapping[str, Any], formats: Collection[str], names: Collection[str]
) -> list[str]:
    """Pointer patterns of the values to check: wherever the schema gives one of
    ``formats`` (nested objects, array items, ``anyOf``/``oneOf``/``allOf`` branches,
    ``dependentSchemas``, ``contains``, ``propertyNames`` — the member whose key is
    marked —, local ``$ref``s — :func:`~tooldeck.runtime.validate.schema_pointers`),
    plus each property named in ``names`` at any depth and its array items
    (``…/name``, ``…/name/*``)."""
    wanted = frozenset(formats)
    out = schema_pointers(schema, lambda node: node.get("format") in wanted, keys=True)
    return list(dict.fromkeys(out + _name_pointers(schema, names)))


def _name_pointers(schema: Mapping[str, Any], names: Collection[str]) -> list[str]:
    """Declared properties (at any depth) whose name is in ``names``, and their items."""
    if not names:
        return []
    out: list[str] = []
    for pointer in schema_pointers(schema, lambda _node: True):
        tokens = _pointer_tokens(pointer)
        if tokens and tokens[-1] in names and tokens[-1] != "*":
            out += [pointer, pointer + "/*"]
    return out


def _named_values(
    value: Any, names: frozenset[str], pointer: str = ""
) -> Iterable[tuple[str, Any]]:
    """(pointer, value) of every object member whose key is in ``names``, at any depth,
    and of the items of such a member when it is an array."""
    if isinstance(value, dict):
        for key, item in value.items():
            here = pointer + "/" + escape_pointer_token(key)
            if key in names:
                yield here, item
                if isinstance(item, list):
                    for index, sub in enumerate(item):
                        yield f"{here}/{index}", sub
            yield from _named_values(item, names, here)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _named_values(item, names, f"{pointer}/{index}")


class _Targeted(_Base):
    """A check on string parameters found by schema format, name or explicit pointer."""

    def __init__(
        self,
        *,
        formats: Collection[str],
        names: Collection[str],
        parameters: Mapping[str, Sequence[str]] | None,
    ) -> None:
        self.formats = frozenset(formats)
        self.names = frozenset(names)
        self.parameters = {tool: list(ptrs) for tool, ptrs in (parameters or {}).items()}
        for pointers in self.parameters.values():
            for pointer in pointers:
                _pointer_tokens(pointer)
        self._cache: dict[str, tuple[list[list[str]], bool]] = {}

    def pointers(self, tool: Tool) -> list[str]:
        """The JSON pointer patterns this check reads in ``tool``'s arguments (``*``: every
        array item or object member; a recursive ``$ref`` is listed one level deep, but
        :meth:`values` follows it as deep as the arguments go); empty when the check
        finds nothing to check."""
        pointers = _schema_pointers(tool.input_schema, self.formats, self.names)
        pointers += self.parameters.get(tool.name, []) + self.parameters.get("*", [])
        return list(dict.fromkeys(pointers))

    def _targets(self, tool: Tool) -> tuple[list[list[str]], bool]:
        cached = self._cache.get(tool.name)
        if cached is None:
            explicit = self.parameters.get(tool.name, []) + self.parameters.get("*", [])
            by_format = bool(
                schema_pointers(
                    tool.input_schema, lambda n: n.get("format") in self.formats, keys=True
                )
            )
            cached = ([_pointer_tokens(p) for p in dict.fromkeys(explicit)], by_format)
            self._cache[tool.name] = cached
        return cached

    def values(self, request: PolicyRequest) -> Iterable[tuple[str, str]]:
        """(pointer, string) of every value to check: at the schema's marked formats
        (walked with the arguments, so recursive schemas are followed), object keys whose
        ``propertyNames`` schema is marked (pointer ``…/key (key)``), members named in
        ``names`` at any depth of the arguments (and their array items), and the explicit
        pointers."""
        explicit, by_format = self._targets(request.tool)
        seen: set[str] = set()
        if by_format:

            def marked(node: Mapping[str, Any]) -> bool:
                return node.get("format") in self.formats

            schema = request.tool.input_schema
            for pointer, value in schema_matches(schema, request.arguments, marked):
                if isinstance(value, str):
                    seen.add(pointer)
                    yield pointer, value
            for pointer, key in schema_key_matches(schema, request.arguments, marked):
                yield f"{pointer} (key)", key
        if self.names:
            for pointer, value in _named_values(request.arguments, self.names):
                if isinstance(value, str) and pointer not in seen:
                    seen.add(pointer)
                    yield pointer, value
        for tokens in explicit:
            for pointer, value in _values_at(request.arguments, tokens):
                if isinstance(value, str) and pointer not in seen:
                    seen.add(pointer)
                    yield pointer, value


# --- paths ---------------------------------------------------------------------------------------
PATH_FORMATS: frozenset[str] = frozenset({"path", "file-path", "directory-path"})
"""Schema ``format`` values that mark a path parameter (tooldeck's convention)."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_WINDOWS_ABSOLUTE = re.compile(r"^(?:[A-Za-z]:|\\\\|//[^/])")
_HOME = re.compile(r"^~[A-Za-z0-9_.-]*(?:/|$)")
_URL = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*:[/\\]{2}|file:)", re.IGNORECASE)
"""``scheme://`` (any scheme, also with backslashes) and ``file:`` prefixes: a handler
that opens URLs would read ``file:///etc/passwd`` outside the roots, though as a plain
path it would resolve inside the base directory."""


_LOOKALIKES = frozenset("\u2215\u2044\u29f8\u2571\u29f5\u29f9\u2216\ufe68\u2024\u2025\ufe52\uff0e")
"""Look-alikes of '/', '\\' and '.' listed in Unicode TR39 ``confusables.txt`` (division
slash, fraction slash, big solidus, box-drawing diagonal, set minus, small reverse
solidus, one/two dot leader, small and fullwidth full stop); those without an NFKC
mapping would slip past the NFKC comparison."""


def _separator_profile(text: str) -> tuple[int, int, int]:
    return text.count("."), text.count("/"), text.count("\\")


def path_problem(value: str, roots: Sequence[str], base: str) -> str | None:
    """Why ``value`` is not a path inside ``roots`` (None when it is).

    ``roots`` and ``base`` must be real paths (symlinks resolved). Refused: empty paths,
    control characters (NUL, newline), percent-encoding that decodes to a dot, slash,
    backslash or control character or is not UTF-8 (overlong ``%c0%ae``), Unicode
    characters whose NFKC form is a dot or slash (fullwidth ``．／``, ``‥``) or that
    TR39 lists as their confusables (``∕``, ``⁄``), URLs (``scheme://…``, ``file:…``),
    ``~`` home prefixes, Windows
    drive/UNC paths, and any path that — backslashes read as separators, joined to
    ``base`` when relative, ``..`` and symlinks resolved (:func:`os.path.realpath`) —
    ends outside every root.
    """
    if not value:
        return "the path is empty"
    if _CONTROL.search(value):
        return "the path holds a control character (NUL, newline, …)"
    if _PERCENT.search(value):
        try:
            urllib.parse.unquote_to_bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            return "the path holds percent-encoded bytes that are not UTF-8 (overlong forms)"
        decoded = value
        for _ in range(4):
            nxt = urllib.parse.unquote(decoded)
            if nxt == decoded:
                break
            decoded = nxt
        if _separator_profile(decoded) != _separator_profile(value) or _CONTROL.search(decoded):
            return "the path hides a dot, slash or control character in percent-encoding"
    folded = unicodedata.normalize("NFKC", value)
    if (folded != value and _separator_profile(folded) != _separator_profile(value)) or any(
        ch in _LOOKALIKES for ch in value
    ):
        return "the path holds a Unicode look-alike of '.', '/' or '\\'"
    if _URL.match(value):
        return "the path is a URL (scheme://… or file:), not a plain file path"
    if _WINDOWS_ABSOLUTE.match(value):
        return "the path is a Windows drive or network path"
    if _HOME.match(value):
        return "the path starts with '~' (home directory), which is outside the allowed roots"
    plain = value.replace("\\", "/")
    joined = plain if os.path.isabs(plain) else os.path.join(base, plain)
    real = os.path.realpath(joined)
    for root in roots:
        if real == root or real.startswith(root.rstrip(os.sep) + os.sep):
            return None
    return f"the path resolves to {real}, outside the allowed roots"


class PathPolicy(_Targeted):
    """Confine path parameters to allowed roots.

    Args:
        roots: allowed directories (resolved with :func:`os.path.realpath` once, here).
        base: directory relative paths are joined to; default the first root.
        parameters: tool name (``"*"``: every tool) → JSON pointers of path values in
            the arguments (``"/sources/*"`` for every item of an array).
        names: parameter names treated as paths in every tool, matched at any depth of
            the arguments (``{"opts": {"path": …}}`` too; an array under such a name has
            each string item checked).
        formats: schema ``format`` values marking path parameters (:data:`PATH_FORMATS`),
            found wherever the schema puts them (also ``propertyNames``: object keys,
            ``dependentSchemas``, ``contains``). Checked by default, without ``names``.

    Raises:
        PolicyConfigError: no roots, or a pointer that is not a JSON pointer.
    """

    name = "path"

    def __init__(
        self,
        roots: Sequence[str | os.PathLike[str]],
        *,
        base: str | os.PathLike[str] | None = None,
        parameters: Mapping[str, Sequence[str]] | None = None,
        names: Collection[str] = (),
        formats: Collection[str] = PATH_FORMATS,
    ) -> None:
        super().__init__(formats=formats, names=names, parameters=parameters)
        if not roots:
            raise PolicyConfigError("PathPolicy needs at least one allowed root directory")
        self.roots = [os.path.realpath(os.fspath(r)) for r in roots]
        self.base = os.path.realpath(os.fspath(base)) if base is not None else self.roots[0]

    def check(self, request: PolicyRequest) -> CheckResult:
        for pointer, value in self.values(request):
            problem = path_problem(value, self.roots, self.base)
            if problem is not None:
                return refuse(
                    self.name,
                    f"{pointer}: {problem}",
                    kind="invalid_arguments",
                    hint=f"use a plain path under {', '.join(self.roots)} (no '..' escapes, "
                    "encodings or look-alike characters)",
                )
        return allow(self.name)


# --- shell commands ------------------------------------------------------------------------------
SHELL_FORMATS: frozenset[str] = frozenset({"shell-command", "command"})
"""Schema ``format`` values that mark a shell-command parameter (tooldeck's convention)."""

SHELL_OPERATORS: frozenset[str] = frozenset(
    {";", "&&", "||", "|", "&", "`", "$(", "<(", ">(", "newline", "$'"}
)
"""What :func:`shell_problems` reports: command separators, pipes, background ``&``,
command and process substitution, unquoted newlines, ANSI-C ``$'…'`` quoting (it can
spell any operator in escapes)."""

_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "fish", "ash", "busybox"})


def _scan(command: str) -> list[str]:
    found: list[str] = []
    quote: str | None = None
    i, n = 0, len(command)
    while i < n:
        ch = command[i]
        nxt = command[i + 1] if i + 1 < n else ""
        if ch in "\x00\x7f" or (ch < " " and ch not in "\t\n\r"):
            found.append("control character")
        if quote == "'":
            if ch == "'":
                quote = None
        elif quote == '"':
            if ch == "\\":
                i += 1
            elif ch == '"':
                quote = None
            elif ch == "`":
                found.append("`")
            elif ch == "$" and nxt == "(":
                found.append("$(")
        else:
            if ch == "\\":
                i += 1
            elif ch in "'\"":
                quote = ch
            elif ch in "\n\r":
                found.append("newline")
            elif ch == ";":
                found.append(";")
            elif ch == "&":
                prev = command[i - 1] if i else ""
                if nxt == "&":
                    found.append("&&")
                    i += 1
                elif nxt == ">" or prev in "<>":
                    pass  # &> redirection, 2>&1 duplication
                else:
                    found.append("&")
            elif ch == "|":
                prev = command[i - 1] if i else ""
                if nxt == "|":
                    found.append("||")
                    i += 1
                elif prev != ">":  # >| is a redirection
                    found.append("|")
            elif ch == "`":
                found.append("`")
            elif ch == "$" and nxt == "(":
                found.append("$(")
            elif ch == "$" and nxt == "'":
                found.append("$'")
            elif ch in "<>" and nxt == "(":
                found.append(ch + "(")
        i += 1
    if quote is not None:
        found.append("unterminated quote")
    return found


def _nested(command: str) -> list[str]:
    """Command strings run by a nested shell (``sh -c STR``, ``eval WORDS``)."""
    try:
        words = shlex.split(command, posix=True)
    except ValueError:
        return []
    out: list[str] = []
    for index, word in enumerate(words):
        base = os.path.basename(word)
        if base == "eval" and index + 1 < len(words):
            out.append(" ".join(words[index + 1 :]))
        elif base in _SHELLS:
            rest = words[index + 1 :]
            for j, arg in enumerate(rest):
                if arg.startswith("-") and "c" in arg[1:] and not arg.startswith("--"):
                    if j + 1 < len(rest):
                        out.append(rest[j + 1])
                    break
    return out


def shell_problems(command: str, allowed: Collection[str] = (), _depth: int = 0) -> list[str]:
    """The chaining/substitution operators in a shell command, outside quoting rules.

    POSIX quoting is followed: inside single quotes nothing is special; inside double
    quotes only backticks and ``$(`` substitute; a backslash escapes the next character.
    Strings run by nested shells (``bash -c '…'``, ``eval …``) are scanned too (4
    levels), and so is the NFKC form of the command (fullwidth ``；｜＆`` look-alikes).
    Control characters and unterminated quotes are always problems.

    Returns:
        Problem names (operators as written, ``newline``, ``control character``,
        ``unterminated quote``, ``look-alike …``, ``nested …``), minus ``allowed``.
    """
    problems = [p for p in _scan(command) if p not in allowed]
    folded = unicodedata.normalize("NFKC", command)
    if folded != command:
        problems += [
            f"look-alike of {p}" for p in _scan(folded) if p not in allowed and p not in problems
        ]
    if _depth < 4:
        for inner in _nested(command):
            problems += [f"nested {p}" for p in shell_problems(inner, allowed, _depth + 1)]
    return problems


class ShellPolicy(_Targeted):
    """Refuse shell-command parameters that chain or substitute commands.

    Args:
        allow: operators to permit (from :data:`SHELL_OPERATORS`), e.g. ``{"|"}``.
        parameters: tool name (``"*"``: every tool) → JSON pointers of command values.
        names: parameter names treated as commands in every tool, matched at any depth
            of the arguments (like :class:`PathPolicy`).
        formats: schema ``format`` values marking command parameters
            (:data:`SHELL_FORMATS`), found wherever the schema puts them; checked by
            default, without ``names``.

    Raises:
        PolicyConfigError: an unknown operator in ``allow``.
    """

    name = "shell"

    def __init__(
        self,
        *,
        allow: Collection[str] = (),
        parameters: Mapping[str, Sequence[str]] | None = None,
        names: Collection[str] = (),
        formats: Collection[str] = SHELL_FORMATS,
    ) -> None:
        super().__init__(formats=formats, names=names, parameters=parameters)
        unknown = set(allow) - SHELL_OPERATORS
        if unknown:
            raise PolicyConfigError(
                f"unknown shell operator(s) {sorted(unknown)}; known: {sorted(SHELL_OPERATORS)}"
            )
        self.allowed = frozenset(allow)

    def check(self, request: PolicyRequest) -> CheckResult:
        for pointer, value in self.values(request):
            problems = shell_problems(value, self.allowed)
            if problems:
                listed = ", ".join(dict.fromkeys(problems))
                return refuse(
                    self.name,
                    f"{pointer}: the command chains or substitutes commands ({listed})",
                    kind="invalid_arguments",
                    hint="send one simple command per call, without ; && || | & ` $( or "
                    "newlines; make separate calls for separate commands",
                )
        return allow(self.name)


# --- duplicates ----------------------------------------------------------------------------------
_MAY_HAVE_TAKEN_EFFECT = frozenset({"aborted", "output_mismatch", "environment"})
"""Error kinds of a call that started and may have done its work: stopped waiting for
(timeout, cancellation: the handler may still be running), finished with a value that
breaks the output schema (it ran to the end), or failed with an exception the handler did
not classify (``environment``: it may have failed after part of its work, e.g. after the
payment was sent). ``retryable`` and ``invalid_arguments`` raised by the handler say the
call had no effect, so they are not remembered."""


class DuplicateGuard(_Base):
    """Refuse (or replay) a repeated call of a non-idempotent tool.

    Two calls are the same when tool name and canonical arguments (sorted keys, no
    whitespace) are equal. Calls that ran and finished with ``success``/``empty``, or
    that ran and may have taken effect although they failed (``aborted`` by the timeout
    or a cancellation, ``output_mismatch``, ``environment``: an unclassified exception
    after the handler started), are remembered for ``window_s`` seconds; a same call still
    running is refused too. Failures the handler classified itself as having no effect
    (``retryable``, ``invalid_arguments``) are not remembered.
    A call with an ``idempotency_key`` is matched by key (per tool) and answered with the
    first result (``replayed_from``) whatever the tool's hints — when its arguments equal
    the first call's; the same key with *different* arguments is refused (kind
    ``policy``, naming the key and the first call), as payment APIs treat a reused
    key, instead of replaying a result for an operation that never ran. Different keys
    name different intended operations: calls with distinct keys all run, even with
    equal arguments (the host chooses the keys; the argument comparison is not applied).

    Args:
        window_s: how long a finished call is remembered (seconds).
        replay: answer a repeated call with the first result instead of refusing.
    """

    name = "duplicate"

    def __init__(self, window_s: float = 300.0, *, replay: bool = False) -> None:
        self.window_s = window_s
        self.replay = replay
        self._done: dict[str, tuple[float, ToolResult]] = {}
        self._running: dict[str, str] = {}
        self._keys: dict[str, str] = {}
        self._key_arguments: dict[str, tuple[str, str]] = {}
        """idempotency memory key → (canonical arguments, call id) of its first call"""

    @staticmethod
    def key(request: PolicyRequest) -> str | None:
        """The memory key of a call, or None when the tool is idempotent."""
        if request.call.idempotency_key is not None:
            return f"{request.tool.name}\x00key\x00{request.call.idempotency_key}"
        ann = request.tool.annotations
        # readOnlyHint makes the effective hint idempotent (MCP); a tool that also states
        # destructiveHint: true contradicts itself, and the safer reading is taken (as the
        # approval gate does) unless it states idempotentHint: true itself
        contradictory = ann.destructive_hint is True and ann.idempotent_hint is not True
        if ann.idempotent and not contradictory:
            return None
        return f"{request.tool.name}\x00args\x00{canonical_json(request.arguments)}"

    def check(self, request: PolicyRequest) -> CheckResult:
        key = self.key(request)
        if key is None:
            return allow(self.name, "idempotent tool")
        now = time.monotonic()
        done = self._done.get(key)
        if done is not None and now - done[0] > self.window_s:
            del self._done[key]
            self._key_arguments.pop(key, None)
            done = None
        first = self._key_arguments.get(key)
        if (
            first is not None
            and (done is not None or key in self._running)
            and first[0] != canonical_json(request.arguments)
        ):
            return refuse(
                self.name,
                f"idempotency key {request.call.idempotency_key!r} was already used by "
                f"call {first[1]} of {request.tool.name} with different arguments; "
                "a key names one operation, so this call was not run",
                hint="do not reuse a key for a different operation: if this is a new "
                "operation it needs a new idempotency key (ask the user or the host); "
                "if it is the same operation, repeat the earlier arguments exactly",
            )
        if done is not None:
            earlier = done[1]
            if self.replay or request.call.idempotency_key is not None:
                return CheckResult(
                    Decision(self.name, "replay", f"same as call {earlier.call_id}"),
                    replay=earlier,
                )
            message = (  # not the earlier summary: it may quote a secret from an exception
                f"this exact call already ran {now - done[0]:.0f} s ago (call "
                f"{earlier.call_id}, status {earlier.status}); "
                f"{request.tool.name} is not idempotent, so it was not run again"
            )
            return refuse(
                self.name,
                message,
                hint="do not repeat it: use the earlier result; if a second run is really "
                "wanted, ask the user first",
            )
        running = self._running.get(key)
        if running is not None:
            return refuse(
                self.name,
                f"an identical call ({running}) is running now; {request.tool.name} is not "
                "idempotent",
                hint="wait for the running call's result instead of repeating it",
            )
        self._running[key] = request.call.call_id
        self._keys[request.call.call_id] = key
        if request.call.idempotency_key is not None:
            self._key_arguments[key] = (canonical_json(request.arguments), request.call.call_id)
        return allow(self.name)

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        key = self._keys.pop(call.call_id, None)
        if key is None:
            return
        self._running.pop(key, None)
        if result.ran and (
            result.status in ("success", "empty")
            or (result.error is not None and result.error.kind in _MAY_HAVE_TAKEN_EFFECT)
        ):
            self._done[key] = (time.monotonic(), result)
        else:
            self._key_arguments.pop(key, None)  # not remembered: the key is free again


# --- approval ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ApprovalRequest:
    """What an approver (a person, through the host's UI) is shown.

    Attributes:
        tool: the tool name.
        arguments: a copy of the validated arguments with secrets ``"[redacted]"``.
        annotations: the tool's stated MCP hints (camelCase).
        prompt: a one-line question to show.
    """

    tool: str
    arguments: Mapping[str, Any]
    annotations: Mapping[str, bool]
    prompt: str

    def to_json(self) -> dict[str, Any]:
        """``{"tool", "arguments", "annotations", "prompt"}``."""
        return {
            "tool": self.tool,
            "arguments": dict(self.arguments),
            "annotations": dict(self.annotations),
            "prompt": self.prompt,
        }


Approver = Callable[[ApprovalRequest], "bool | Awaitable[bool | None] | None"]
"""Answers True (run it), False (declined) or None (cannot decide now → ``needs_approval``)."""


class ApprovalGate(_Base):
    """Destructive (irreversible) tools need approval (seed 001 §9.2).

    A tool is gated when its effective ``destructive`` hint is true — MCP's default for a
    tool that states no hints —, when it states ``destructiveHint: true`` together with
    ``readOnlyHint: true`` (contradictory hints: the safer reading wins), or when it is
    named in ``tools``.

    What the approver and the user see (:class:`ApprovalRequest`, ``result.approval``)
    has secrets redacted: values the schema marks ``writeOnly``/``format: password`` and
    values of ``redact`` names become ``"[redacted]"``; the handler still gets the real
    values. A grant therefore matches a call by its *redacted* arguments: the user
    approves what they were shown.

    Args:
        approver: see :data:`Approver`; None answers ``needs_approval`` every time.
        tools: extra tool names to gate whatever their hints.
        redact: argument names (any depth) never shown to the approver.
    """

    name = "approval"

    def __init__(
        self,
        approver: Approver | None = None,
        *,
        tools: Collection[str] = (),
        redact: Collection[str] = (),
    ) -> None:
        self.approver = approver
        self.tools = frozenset(tools)
        self.redact = frozenset(redact)
        self._grants: dict[str, list[Any]] = {}

    def grant(self, tool: str, arguments: Mapping[str, Any]) -> None:
        """Approve the next call of ``tool`` with these arguments, once.

        The host calls this after a person accepted a ``needs_approval`` result's prompt
        (``result.approval["tool"]``, ``result.approval["arguments"]``), then runs the
        call again. Secrets are compared redacted (the approval shows them as
        ``"[redacted]"``), every other value exactly.
        """
        self._grants.setdefault(tool, []).append(dict(arguments))

    def gated(self, tool: Tool) -> bool:
        """True when calls of ``tool`` need approval."""
        ann = tool.annotations
        return ann.destructive or ann.destructive_hint is True or tool.name in self.tools

    def _shown(self, tool: Tool, arguments: Mapping[str, Any]) -> Any:
        return redact_secrets(tool.input_schema, arguments, self.redact)

    async def check(self, request: PolicyRequest) -> CheckResult:
        if not self.gated(request.tool):
            return allow(self.name, "not destructive")
        shown_arguments = self._shown(request.tool, request.arguments)
        wanted = canonical_json(shown_arguments)
        grants = self._grants.get(request.tool.name, [])
        for index, granted in enumerate(grants):
            if canonical_json(self._shown(request.tool, granted)) == wanted:
                del grants[index]
                return allow(self.name, "granted by the user")
        shown = ", ".join(f"{k}={v!r}" for k, v in shown_arguments.items())
        ask = ApprovalRequest(
            tool=request.tool.name,
            arguments=freeze(shown_arguments),  # the approver reads, never edits, the call
            annotations=request.tool.annotations.to_mcp(),
            prompt=f"Allow the irreversible call {request.tool.name}({shown})?",
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
        return CheckResult(
            Decision(self.name, "needs_approval", "destructive tool, no approval yet"),
            approval=ask.to_json(),
        )


# --- rate limits ---------------------------------------------------------------------------------
class RateLimit(_Base):
    """At most ``limit`` calls per ``per_s`` seconds for each tool (sliding window).

    Args:
        limit: calls allowed per window.
        per_s: window length in seconds.
        tools: the limited tools; None limits every tool (each counted apart).
    """

    name = "rate_limit"

    def __init__(self, limit: int, per_s: float, *, tools: Collection[str] | None = None) -> None:
        if limit < 1 or per_s <= 0:
            raise PolicyConfigError("a rate limit needs limit ≥ 1 and per_s > 0")
        self.limit = limit
        self.per_s = per_s
        self.tools = None if tools is None else frozenset(tools)
        self._times: dict[str, deque[float]] = {}

    def check(self, request: PolicyRequest) -> CheckResult:
        name = request.tool.name
        if self.tools is not None and name not in self.tools:
            return allow(self.name)
        now = time.monotonic()
        times = self._times.setdefault(name, deque())
        while times and now - times[0] >= self.per_s:
            times.popleft()
        if len(times) >= self.limit:
            wait = round(times[0] + self.per_s - now, 3)
            return refuse(
                self.name,
                f"{name} is limited to {self.limit} calls per {self.per_s:g} s",
                kind="retryable",
                hint=f"wait {wait:g} s, then retry the same call",
                retry_after=wait,
            )
        times.append(now)
        return allow(self.name)


# --- circuit breaker -----------------------------------------------------------------------------
Escalation = Callable[[str, Sequence[ToolResult]], None]


@dataclass(slots=True)
class _Breaker:
    failures: list[ToolResult] = field(default_factory=list)
    open: bool = False
    opened_at: float = 0.0


class CircuitBreaker(_Base):
    """Stop a tool after ``threshold`` consecutive refusals and escalate (seed 001 §9.3).

    Counted: results with status ``refused`` or ``needs_approval`` (a check said no), and
    with ``count_invalid_arguments`` also errors of kind ``invalid_arguments`` (the model
    keeps sending what validation rejects). A ``success`` or ``empty`` result resets the
    count. While open, calls of the tool are refused with kind
    ``policy`` and ``escalate(tool, failures)`` has been called once.

    Args:
        threshold: consecutive refusals that open the breaker.
        escalate: called once when the breaker opens (e.g. page a person).
        count_invalid_arguments: count validation failures too.
        cooldown_s: close again after this many seconds (None: until :meth:`reset`).
    """

    name = "circuit_breaker"

    def __init__(
        self,
        threshold: int = 3,
        *,
        escalate: Escalation | None = None,
        count_invalid_arguments: bool = False,
        cooldown_s: float | None = None,
    ) -> None:
        self.count_invalid_arguments = count_invalid_arguments
        if threshold < 1:
            raise PolicyConfigError("a circuit breaker needs threshold ≥ 1")
        self.threshold = threshold
        self.escalate = escalate
        self.cooldown_s = cooldown_s
        self._state: dict[str, _Breaker] = {}
        self.escalated: list[str] = []

    def is_open(self, tool: str) -> bool:
        """True while calls of ``tool`` are stopped."""
        state = self._state.get(tool)
        if state is None or not state.open:
            return False
        if self.cooldown_s is not None and time.monotonic() - state.opened_at > self.cooldown_s:
            self.reset(tool)
            return False
        return True

    def reset(self, tool: str | None = None) -> None:
        """Close the breaker of ``tool`` (every tool when None)."""
        if tool is None:
            self._state.clear()
        else:
            self._state.pop(tool, None)

    def check(self, request: PolicyRequest) -> CheckResult:
        if self.is_open(request.tool.name):
            return refuse(
                self.name,
                f"{request.tool.name} was refused {self.threshold} times in a row; the "
                "calls are stopped and a person has been asked to look",
                hint="stop calling this tool; tell the user what you were trying to do and "
                "wait for their instructions",
            )
        return allow(self.name)

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        if any(d.check == self.name and d.verdict != "allow" for d in result.decisions):
            return
        state = self._state.setdefault(tool.name, _Breaker())
        failed = result.status in ("refused", "needs_approval") or (
            self.count_invalid_arguments
            and result.error is not None
            and result.error.kind == "invalid_arguments"
        )
        if not failed:
            if result.status in ("success", "empty"):
                state.failures.clear()
            return
        state.failures.append(result)
        if not state.open and len(state.failures) >= self.threshold:
            state.open = True
            state.opened_at = time.monotonic()
            self.escalated.append(tool.name)
            if self.escalate is not None:
                self.escalate(tool.name, tuple(state.failures))
