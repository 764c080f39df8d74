"""Tool calls in: :class:`ToolCall` and the parsers of three providers' wire formats.

Sources of the shapes:

* OpenAI Chat Completions: an assistant message's ``tool_calls`` list, each
  ``{"id", "type": "function", "function": {"name", "arguments"}}`` where ``arguments`` is
  a **JSON text**; the Responses API's ``{"type": "function_call", "call_id", "name",
  "arguments"}`` items are read too.
* Anthropic Messages: ``{"type": "tool_use", "id", "name", "input"}`` content blocks
  (``input`` is a decoded JSON object).
* MCP ``tools/call`` (specification 2025-06-18): a JSON-RPC request whose ``params``
  are ``{"name", "arguments"}``; the JSON-RPC ``id`` becomes the call id.

Arguments are kept exactly as the provider delivered them: a JSON text stays text (it is
decoded, with error positions, by validation), a decoded value is not touched. Nothing is
converted here (no silent conversion).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tooldeck.errors import CallParseError

__all__ = [
    "CallParseError",
    "ToolCall",
    "calls_from_anthropic",
    "calls_from_mcp",
    "calls_from_openai",
]

_MISSING: Any = object()


_HOSTED_CALL_TYPES = frozenset(
    {
        "web_search_call",
        "file_search_call",
        "code_interpreter_call",
        "image_generation_call",
        "mcp_call",
        "mcp_list_tools",
    }
)
"""Responses output items of tools OpenAI runs itself: the host has nothing to run."""


def _id_of(item: Mapping[str, Any], *keys: str) -> str | None:
    for key in keys:
        value = item.get(key)
        if isinstance(value, str | int) and not isinstance(value, bool):
            return str(value)
    return None


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call as the model made it.

    Attributes:
        call_id: the provider's id, echoed in the result so parallel results pair up.
        name: the tool name the model asked for (not checked here).
        arguments: the decoded arguments (any JSON value as delivered; validation insists
            on an object), or ``None`` when :attr:`arguments_json` holds them (both set is
            a :class:`~tooldeck.errors.CallParseError`: neither would silently win).
        arguments_json: the arguments as a JSON text (OpenAI), decoded by validation so a
            syntax error is reported with its position; ``None`` for decoded arguments.
        idempotency_key: optional key; a repeated key returns the first call's result
            (see :class:`~tooldeck.runtime.policy.DuplicateGuard`).
        session: the client session the call came from (an MCP handshake-era connection,
            :func:`tooldeck.serve.sessions.session_key`), or None; the duplicate guard
            remembers calls per session, and calls without one share a memory.
    """

    call_id: str
    name: str
    arguments: Any = None
    arguments_json: str | None = None
    idempotency_key: str | None = None
    session: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.call_id, str):
            raise CallParseError(f"a call id is a string, got {self.call_id!r}")
        if not isinstance(self.name, str):
            raise CallParseError(f"a tool name is a string, got {self.name!r}")
        if self.arguments_json is not None and not isinstance(self.arguments_json, str):
            raise CallParseError(
                f"arguments_json is a JSON text, got {type(self.arguments_json).__name__}"
            )
        if self.arguments_json is not None and self.arguments is not None:
            # trial37 LOW-3: the JSON text silently won over the decoded arguments
            raise CallParseError(
                f"call {self.call_id!r} ({self.name}) has both arguments and arguments_json; "
                "give one: arguments (decoded, as Anthropic sends them) or arguments_json "
                "(the JSON text, as OpenAI sends it)"
            )
        if self.idempotency_key is not None and not isinstance(self.idempotency_key, str):
            raise CallParseError(f"an idempotency key is a string, got {self.idempotency_key!r}")
        if self.session is not None and not isinstance(self.session, str):
            raise CallParseError(f"a session is a string, got {self.session!r}")

    @classmethod
    def from_json(cls, call_id: str, name: str, arguments_json: str) -> ToolCall:
        """A call whose arguments are a JSON text (as OpenAI sends them)."""
        return cls(call_id=call_id, name=name, arguments_json=arguments_json)


def _plain(value: Any) -> Any:
    """``value`` as JSON data: an SDK object (the ``openai`` and ``anthropic`` packages'
    responses are pydantic models) through its ``model_dump(mode="json")``, lists item by
    item; anything else unchanged. Nothing is converted: the arguments text stays as sent."""
    dump = getattr(value, "model_dump", None)
    if callable(dump) and not isinstance(value, Mapping):
        return dump(mode="json")
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return value


def _what(value: Any) -> str:
    return f"got {type(value).__name__}; pass a dict (or an SDK object: its .model_dump())"


def _field(item: Mapping[str, Any], key: str, where: str, *, kind: type = str) -> Any:
    value = item.get(key, _MISSING)
    if value is _MISSING:
        raise CallParseError(f"{where}: missing {key!r}")
    if not isinstance(value, kind):
        raise CallParseError(f"{where}: {key!r} must be a {kind.__name__}, got {value!r}")
    return value


def calls_from_openai(message: Any) -> list[ToolCall]:
    """The tool calls of an OpenAI assistant message, ``tool_calls`` list, one Chat tool
    call, Responses response (its ``output``) or ``output`` list (``function_call`` items; messages,
    reasoning and the items of tools OpenAI runs itself — ``web_search_call``, ``file_search_call``,
    ``code_interpreter_call``, ``image_generation_call``, ``mcp_call`` — are skipped).

    Returns:
        The calls in order; ``arguments_json`` holds each arguments text unchanged. An
        assistant message without ``tool_calls`` (a plain text answer) has no calls: ``[]``.

    Raises:
        CallParseError: not a message/list of tool calls (a mapping with none of
            ``tool_calls``, ``role``, ``content`` or ``type: function_call``; a whole Chat
            Completions response, named as such), a message holding a legacy
            ``function_call`` (the deprecated ``functions`` API: no call id), a call
            without id or name, or a call the host would have to run that is not a
            function call — Chat ``type: "custom"``, Responses ``custom_tool_call``,
            ``computer_call``, ``local_shell_call`` or another ``…_call`` item — named
            with its id (:attr:`CallParseError.call_id`), never silently dropped.

    SDK objects (``openai``'s ``ChatCompletionMessage``, ``Response``, tool-call objects)
    are read through their ``model_dump(mode="json")``.
    """
    message = _plain(message)
    if isinstance(message, Mapping):
        if message.get("function_call") is not None and not message.get("tool_calls"):
            # the deprecated ``functions`` API (the SDK's message still has the field,
            # None, beside ``tool_calls``): a call with no id to pair a result with
            raise CallParseError(
                "the message holds a legacy 'function_call' (the deprecated 'functions' "
                "request parameter), which has no call id to pair a result with; send the "
                "tools as 'tools' so the model answers with 'tool_calls'"
            )
        if "tool_calls" in message:
            items = message["tool_calls"] or []
        elif isinstance(message.get("output"), list):  # a Responses API response
            items = message["output"]
        elif (
            isinstance(message.get("type"), str)
            and (message["type"].endswith("_call") or message["type"] == "custom")
        ) or ("function" in message and "id" in message):
            items = [message]  # one Responses output item, or one Chat tool call
        elif "role" in message or "content" in message:
            return []  # a message that answers in text: no calls
        elif isinstance(message.get("choices"), list):
            raise CallParseError(
                "this is a whole Chat Completions response; pass one message: "
                "response.choices[0].message (or response['choices'][0]['message'])"
            )
        else:
            raise CallParseError(
                "an OpenAI message needs 'tool_calls' (Chat Completions) or 'role'/'content'"
            )
    else:
        items = message
    if not isinstance(items, Sequence) or isinstance(items, str | bytes):
        raise CallParseError(
            f"expected an OpenAI message, Responses response or list of tool calls; {_what(items)}"
        )
    calls: list[ToolCall] = []
    for index, item in enumerate(items):
        where = f"tool call #{index}"
        if not isinstance(item, Mapping):
            raise CallParseError(f"{where}: expected an object, got {type(item).__name__}")
        kind = item.get("type")
        if isinstance(kind, str) and (
            kind in ("custom", "custom_tool_call", "computer_call", "local_shell_call")
            or (kind.endswith("_call") and kind not in _HOSTED_CALL_TYPES | {"function_call"})
        ):
            call_id = _id_of(item, "call_id", "id")
            raise CallParseError(
                f"{where}: unsupported call type {kind!r} (id {call_id!r}): only function "
                "calls are run; answer it yourself or give the model function tools only",
                call_id=call_id,
            )
        if "function" in item and kind not in (None, "function"):
            call_id = _id_of(item, "id")
            raise CallParseError(
                f"{where}: unsupported call type {kind!r} (id {call_id!r}): a Chat tool "
                "call is type 'function'",
                call_id=call_id,
            )
        if kind == "function_call":  # Responses API
            call_id = _field(item, "call_id", where)
            name = _field(item, "name", where)
            arguments = _field(item, "arguments", where)
        elif "function" in item:
            function = _field(item, "function", where, kind=Mapping)
            call_id = _field(item, "id", where)
            name = _field(function, "name", where + ".function")
            arguments = _field(function, "arguments", where + ".function")
        else:
            if "type" in item:  # other Responses output items (messages, reasoning)
                continue
            raise CallParseError(f"{where}: neither a Chat tool call nor a function_call item")
        calls.append(ToolCall(call_id=call_id, name=name, arguments_json=arguments))
    return calls


def calls_from_anthropic(message: Any) -> list[ToolCall]:
    """The ``tool_use`` blocks of an Anthropic assistant message or content list.

    Other blocks (text, thinking) are skipped; ``input`` is kept as decoded. A message
    whose ``content`` is a string (text only) or holds no ``tool_use`` block has no
    calls: ``[]``.

    Raises:
        CallParseError: not a message/content list, or a ``tool_use`` block without
            ``id``, ``name`` or ``input`` (a missing ``input`` is not read as ``{}``: the
            model did not send arguments).

    SDK objects (``anthropic``'s ``Message``, content blocks) are read through their
    ``model_dump(mode="json")``.
    """
    message = _plain(message)
    if isinstance(message, Mapping) and message.get("type") == "tool_use":
        content: Any = [message]
    elif isinstance(message, Mapping):
        if "content" not in message:
            raise CallParseError("an Anthropic message needs 'content'")
        content = message["content"]
        if isinstance(content, str):
            return []  # text-only content
    else:
        content = message
    if not isinstance(content, Sequence) or isinstance(content, str | bytes):
        raise CallParseError(
            f"expected an Anthropic message or a list of content blocks; {_what(content)}"
        )
    calls: list[ToolCall] = []
    for index, block in enumerate(content):
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        where = f"content block #{index}"
        call_id = _field(block, "id", where)
        name = _field(block, "name", where)
        if "input" not in block:
            raise CallParseError(
                f"{where}: the tool_use block has no 'input' (an empty object is "
                "'input': {}); it is not read as {}"
            )
        calls.append(ToolCall(call_id=call_id, name=name, arguments=block["input"]))
    return calls


def calls_from_mcp(request: Any) -> ToolCall:
    """The call of an MCP ``tools/call`` JSON-RPC request (or of its ``params``).

    The JSON-RPC ``id`` (string or number) becomes the call id (as text); absent
    ``arguments`` are an empty object, as the specification allows.

    Raises:
        CallParseError: not a ``tools/call`` request (also a JSON-RPC request without
            ``method``), or no tool name; :attr:`CallParseError.call_id` holds the
            request id when there is one.
    """
    if not isinstance(request, Mapping):
        raise CallParseError(f"expected an MCP request object, got {type(request).__name__}")
    if "method" not in request and ("jsonrpc" in request or "params" in request):
        call_id = _id_of(request, "id")
        raise CallParseError(
            f"a JSON-RPC request without 'method' (id {call_id!r}): expected "
            "'method': 'tools/call'",
            call_id=call_id,
        )
    if "method" in request:
        if request.get("method") != "tools/call":
            raise CallParseError(
                f"expected method 'tools/call', got {request.get('method')!r}",
                call_id=_id_of(request, "id"),
            )
        params = _field(request, "params", "tools/call request", kind=Mapping)
        raw_id = request.get("id")
    else:
        params, raw_id = request, None
    if raw_id is not None and (not isinstance(raw_id, str | int) or isinstance(raw_id, bool)):
        raise CallParseError(f"a JSON-RPC id is a string or a number, got {raw_id!r}")
    try:
        name = _field(params, "name", "tools/call params")
    except CallParseError as exc:
        call_id = None if raw_id is None else str(raw_id)
        raise CallParseError(f"{exc} (request id {call_id!r})", call_id=call_id) from None
    return ToolCall(
        call_id="" if raw_id is None else str(raw_id),
        name=name,
        arguments=params.get("arguments", {}),
    )
