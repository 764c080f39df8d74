"""What every model backend shares: messages, the assistant turn, options, errors.

A backend answers one request: ``complete(messages, deck, tool_choice) -> AssistantTurn``.
Messages are provider-neutral (:class:`Message`); each backend renders them into its wire
format, so the agent loop can re-send the whole history every step (the inference
server is stateless; results are paired with calls by ``call_id``, as in OpenAI's and
Anthropic's tool-use APIs).

A backend splits ``complete`` into ``request`` (the exact JSON payload it would send) and
``send`` (send it, parse the answer), so :mod:`tooldeck.eval.cache` can key the on-disk
cache by the full request.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from tooldeck.errors import BackendError
from tooldeck.runtime import ToolCall, ToolResult
from tooldeck.tool import Deck

__all__ = [
    "TOOL_CHOICES",
    "AssistantTurn",
    "Backend",
    "BackendError",
    "BackendOptions",
    "Message",
    "RequestLimiter",
    "ToolChoice",
    "Usage",
    "backend_option_problem",
    "call_from_json",
    "call_to_json",
    "resolve_api_key",
    "supplied_call_id",
]

ToolChoice = Literal["auto", "required", "none"]
TOOL_CHOICES: tuple[str, ...] = ("auto", "required", "none")
"""``auto``: the model decides; ``required``: at least one call (Anthropic ``any``);
``none``: no call."""


def resolve_api_key(spec: str, env: str, base_url: str | None) -> str:
    """The API key from environment variable ``env``.

    Without a key, a server given by ``base_url`` (local vLLM, Ollama, a test server) gets
    the placeholder ``"unused"``; the provider's default endpoint needs a real key.

    Raises:
        BackendError: ``env`` is unset and no ``base_url`` is given (names ``spec``).
    """
    key = os.environ.get(env)
    if key:
        return key
    if base_url is None:
        raise BackendError(
            f"{spec}: environment variable {env} is not set; export your key, or pass "
            "--base-url for a local server that speaks the same API"
        )
    return "unused"


@dataclass(frozen=True, slots=True)
class BackendOptions:
    """Sampling and transport options shared by the backends.

    Attributes:
        temperature: sampling temperature (default 0.0, so A/B runs are
            comparable); None leaves it to the provider.
        seed: sampling seed where the provider accepts one (OpenAI ``seed``), else unused.
        max_tokens: output token limit per turn (Anthropic requires one).
        timeout_s: per-request timeout in seconds.
        max_retries: retries on retryable errors (HTTP 408/409/429/5xx, connection
            errors) with exponential backoff honouring ``retry-after`` — done by the
            official SDKs' own retry loop.
    """

    temperature: float | None = 0.0
    seed: int | None = None
    max_tokens: int = 1024
    timeout_s: float = 60.0
    max_retries: int = 4

    def __post_init__(self) -> None:
        """Refuse a value no backend can send (a NaN temperature was a JSON-encoding
        traceback, a negative timeout a socket traceback, session 23's breaker).

        Raises:
            BackendError: naming the attribute and its allowed range.
        """
        problem = backend_option_problem(
            temperature=self.temperature,
            timeout_s=self.timeout_s,
            max_retries=self.max_retries,
            max_tokens=self.max_tokens,
        )
        if problem is not None:
            raise BackendError(f"BackendOptions: {problem}")


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def backend_option_problem(
    *,
    temperature: float | None = 0.0,
    timeout_s: float = 60.0,
    max_retries: int = 4,
    max_tokens: int = 1024,
    names: Mapping[str, str] | None = None,
) -> str | None:
    """What is wrong with these sampling/transport options, or None: ``temperature`` a
    finite number ≥ 0 (or None), ``timeout_s`` a finite number > 0, ``max_retries`` an
    integer ≥ 0, ``max_tokens`` an integer ≥ 1. ``names`` maps an attribute to the name
    the message uses (``{"timeout_s": "--timeout"}``)."""
    shown = {k: k for k in ("temperature", "timeout_s", "max_retries", "max_tokens")}
    shown.update(names or {})
    if temperature is not None and (
        not _is_number(temperature) or not math.isfinite(temperature) or temperature < 0
    ):
        return f"{shown['temperature']} must be a finite number ≥ 0, got {temperature!r}"
    if not _is_number(timeout_s) or not math.isfinite(timeout_s) or timeout_s <= 0:
        return f"{shown['timeout_s']} must be a finite number of seconds > 0, got {timeout_s!r}"
    if not _is_count(max_retries) or max_retries < 0:
        return f"{shown['max_retries']} must be an integer ≥ 0, got {max_retries!r}"
    if not _is_count(max_tokens) or max_tokens < 1:
        return f"{shown['max_tokens']} must be an integer ≥ 1, got {max_tokens!r}"
    return None


@dataclass(frozen=True, slots=True)
class Usage:
    """Tokens the provider reported for one turn (0 when it reported none)."""

    input_tokens: int = 0
    output_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.input_tokens + other.input_tokens, self.output_tokens + other.output_tokens
        )

    def to_json(self) -> dict[str, int]:
        return {"input_tokens": self.input_tokens, "output_tokens": self.output_tokens}


def call_to_json(call: ToolCall) -> dict[str, Any]:
    """A call as JSON: arguments as delivered (``arguments_json`` text or a value)."""
    out: dict[str, Any] = {"call_id": call.call_id, "name": call.name}
    if call.arguments_json is not None:
        out["arguments_json"] = call.arguments_json
    else:
        out["arguments"] = call.arguments
    return out


def call_from_json(obj: Mapping[str, Any]) -> ToolCall:
    """Inverse of :func:`call_to_json`."""
    return ToolCall(
        call_id=str(obj["call_id"]),
        name=str(obj["name"]),
        arguments=obj.get("arguments"),
        arguments_json=obj.get("arguments_json"),
    )


SUPPLIED_ID_PREFIX = "tooldeck_"
"""How an id tooldeck gave a call starts (:func:`supplied_call_id`)."""


def supplied_call_id(
    raw: object, index: int, payload: Mapping[str, Any], response_id: object
) -> str | None:
    """The id tooldeck gives the ``index``-th call of a response when the provider sent
    none usable (``raw`` null, missing, not a string, or ``""``): ``tooldeck_<10 hex>_<index>``,
    the hex a SHA-256 of the request's history length, the response's id and ``index``,
    so it is the same for the same response (the response cache) and differs between
    turns. None when ``raw`` is a usable id. Without it a null id raised a bare
    CallParseError out of the agent loop, and a server that gives every call ``""`` had
    every call after the first refused as a repeated id (break B26 M5); the turn lists
    the ids it supplied (:attr:`AssistantTurn.supplied_ids`) and the agent loop says so
    in each such call's result."""
    if isinstance(raw, str) and raw:
        return None
    history = len(payload.get("messages", ()) or ())
    seed = json.dumps([history, str(response_id), index])
    return f"{SUPPLIED_ID_PREFIX}{hashlib.sha256(seed.encode()).hexdigest()[:10]}_{index}"


@dataclass(frozen=True, slots=True)
class AssistantTurn:
    """One assistant turn.

    Attributes:
        text: the assistant's text ("" when it only called tools).
        calls: the tool calls in the order the model made them (parallel calls included);
            arguments exactly as delivered (a malformed JSON text is kept, validation
            reports it).
        usage: tokens reported by the provider.
        stop_reason: the provider's finish/stop reason, if any.
        latency_ms: wall time of the request in milliseconds (0 for a cache hit).
        cached: True when the turn came from the response cache.
        produces_arguments: False for backends that only choose tools (``router``);
            argument metrics are then reported as not measured.
        supplied_ids: the call ids tooldeck gave calls the provider sent without one
            (:func:`supplied_call_id`), in call order.
    """

    text: str = ""
    calls: tuple[ToolCall, ...] = ()
    usage: Usage = field(default_factory=Usage)
    stop_reason: str | None = None
    latency_ms: float = 0.0
    cached: bool = False
    produces_arguments: bool = True
    supplied_ids: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            **({"supplied_ids": list(self.supplied_ids)} if self.supplied_ids else {}),
            "text": self.text,
            "calls": [call_to_json(c) for c in self.calls],
            "usage": self.usage.to_json(),
            "stop_reason": self.stop_reason,
            "latency_ms": round(self.latency_ms, 3),
            "cached": self.cached,
            "produces_arguments": self.produces_arguments,
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> AssistantTurn:
        usage = obj.get("usage") or {}
        return cls(
            text=str(obj.get("text", "")),
            calls=tuple(call_from_json(c) for c in obj.get("calls", [])),
            usage=Usage(int(usage.get("input_tokens", 0)), int(usage.get("output_tokens", 0))),
            stop_reason=obj.get("stop_reason"),
            latency_ms=float(obj.get("latency_ms", 0.0)),
            cached=bool(obj.get("cached", False)),
            produces_arguments=bool(obj.get("produces_arguments", True)),
            supplied_ids=tuple(str(i) for i in obj.get("supplied_ids", ())),
        )


@dataclass(frozen=True, slots=True)
class Message:
    """A provider-neutral chat message.

    ``role`` is ``system``, ``user``, ``assistant`` (``text`` and ``calls``) or ``tool``
    (``results``: the answers to the previous assistant turn's calls, paired by
    ``call_id``).
    """

    role: Literal["system", "user", "assistant", "tool"]
    text: str = ""
    calls: tuple[ToolCall, ...] = ()
    results: tuple[ToolResult, ...] = ()

    @classmethod
    def system(cls, text: str) -> Message:
        return cls("system", text)

    @classmethod
    def user(cls, text: str) -> Message:
        return cls("user", text)

    @classmethod
    def assistant(cls, turn: AssistantTurn) -> Message:
        return cls("assistant", turn.text, turn.calls)

    @classmethod
    def tool(cls, results: Sequence[ToolResult]) -> Message:
        return cls("tool", results=tuple(results))


@runtime_checkable
class Backend(Protocol):
    """A model that answers a conversation with an :class:`AssistantTurn`.

    ``identity`` names the backend and model (part of the cache key); ``request`` returns
    the exact JSON payload ``send`` would send; ``send`` sends it.
    """

    identity: str
    produces_arguments: bool

    def request(
        self, messages: Sequence[Message], deck: Deck, tool_choice: ToolChoice = "auto"
    ) -> dict[str, Any]: ...

    def send(self, payload: Mapping[str, Any]) -> AssistantTurn: ...


class RequestLimiter:
    """Thread-safe requests-per-minute limit: requests are spaced ``60 / rpm`` seconds
    apart (a leaky bucket with no burst). ``rpm=None`` does not limit."""

    def __init__(self, rpm: float | None) -> None:
        if rpm is not None and rpm <= 0:
            raise BackendError(f"requests per minute must be > 0, got {rpm}")
        self.interval_s = 0.0 if rpm is None else 60.0 / rpm
        self._next = 0.0
        self._lock = threading.Lock()

    def wait(self) -> None:
        """Block until the next request may start."""
        if self.interval_s == 0.0:
            return
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval_s
        delay = start - now
        if delay > 0:
            time.sleep(delay)
