"""Anthropic Messages through the official ``anthropic`` SDK.

Wire format: the Messages API reference (``system`` top-level, ``tools`` =
``[{"name", "description", "input_schema"}]``, ``tool_choice`` = ``{"type": "auto" |
"any" | "none"}``, ``tool_use`` blocks with decoded ``input``, results sent back as
``tool_result`` blocks in one user message, paired by ``tool_use_id``). Retries with
backoff on 408/409/429/5xx/529 are the SDK's own (``max_retries``).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import anthropic

from tooldeck.eval.backends.base import (
    AssistantTurn,
    BackendError,
    BackendOptions,
    Message,
    ToolChoice,
    Usage,
    resolve_api_key,
    supplied_call_id,
)
from tooldeck.formats import export
from tooldeck.runtime import ToolCall
from tooldeck.runtime.validate import decode_arguments
from tooldeck.tool import Deck

__all__ = ["AnthropicMessagesBackend", "render_anthropic_messages"]

_CHOICE = {"auto": "auto", "required": "any", "none": "none"}


def _call_input(call: ToolCall) -> Any:
    if call.arguments_json is None:
        return call.arguments
    try:
        return decode_arguments(call.arguments_json)
    except Exception:  # an undecodable text from another provider: send it as is
        return {"_raw": call.arguments_json}


def render_anthropic_messages(
    messages: Sequence[Message],
) -> tuple[str | None, list[dict[str, Any]]]:
    """Neutral messages → (``system`` text, Messages ``messages``)."""
    system: list[str] = []
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "system":
            system.append(m.text)
        elif m.role == "user":
            out.append({"role": "user", "content": m.text})
        elif m.role == "assistant":
            blocks: list[dict[str, Any]] = []
            if m.text:
                blocks.append({"type": "text", "text": m.text})
            blocks.extend(
                {"type": "tool_use", "id": c.call_id, "name": c.name, "input": _call_input(c)}
                for c in m.calls
            )
            out.append({"role": "assistant", "content": blocks})
        else:
            out.append({"role": "user", "content": [r.to_anthropic() for r in m.results]})
    return ("\n\n".join(system) if system else None), out


class AnthropicMessagesBackend:
    """Messages API backend.

    Args:
        model: e.g. ``claude-sonnet-4-5``.
        base_url: None = the SDK default (also reads ``ANTHROPIC_BASE_URL``).
        api_key_env: environment variable holding the key (default ``ANTHROPIC_API_KEY``);
            with a ``base_url`` and no key, the placeholder ``"unused"`` is sent.
        options: sampling/transport options (``max_tokens`` is required by the API).

    Raises:
        BackendError: no key for the default endpoint.
    """

    produces_arguments = True

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key_env: str = "ANTHROPIC_API_KEY",
        options: BackendOptions | None = None,
    ) -> None:
        self.model = model
        self.options = options or BackendOptions()
        key = resolve_api_key(f"anthropic:{model}", api_key_env, base_url)
        self.identity = f"anthropic:{model}@{base_url or 'default'}"
        self._client = anthropic.Anthropic(
            api_key=key,
            base_url=base_url,
            timeout=self.options.timeout_s,
            max_retries=self.options.max_retries,
        )

    def request(
        self, messages: Sequence[Message], deck: Deck, tool_choice: ToolChoice = "auto"
    ) -> dict[str, Any]:
        """The JSON body of ``POST /v1/messages``."""
        system, rendered = render_anthropic_messages(messages)
        payload: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.options.max_tokens,
            "messages": rendered,
        }
        if self.options.temperature is not None:
            payload["temperature"] = self.options.temperature
        if system is not None:
            payload["system"] = system
        if len(deck):
            payload["tools"] = export(deck, "anthropic").data
            payload["tool_choice"] = {"type": _CHOICE[tool_choice]}
        return payload

    def send(self, payload: Mapping[str, Any]) -> AssistantTurn:
        """Send ``payload``; parse text and ``tool_use`` blocks.

        Raises:
            BackendError: a non-retryable HTTP error, or retries exhausted.
        """
        start = time.perf_counter()
        kwargs = dict(payload)
        extra = {k: kwargs.pop(k) for k in ("temperature",) if k in kwargs}
        try:
            # anthropic 2.10's create() has no sampling parameters; the body field is sent
            # as the API reference documents it
            response = self._client.messages.create(**kwargs, extra_body=extra or None)
        except anthropic.APIStatusError as exc:
            raise BackendError(
                f"{self.identity}: HTTP {exc.status_code}: {exc.message}"
                + (" (after retries)" if exc.status_code in (408, 409, 429, 529) else "")
            ) from None
        except anthropic.APIConnectionError as exc:
            raise BackendError(f"{self.identity}: connection failed: {exc}") from None
        latency = (time.perf_counter() - start) * 1000
        texts: list[str] = []
        calls: list[ToolCall] = []
        supplied: list[str] = []
        for block in response.content:
            if block.type == "text":
                texts.append(block.text)
            elif block.type == "tool_use":
                call_id = supplied_call_id(block.id, len(calls), payload, response.id)
                if call_id is not None:  # null or "": tooldeck's id, said in the result
                    supplied.append(call_id)
                calls.append(
                    ToolCall(call_id=call_id or block.id, name=block.name, arguments=block.input)
                )
        usage = response.usage
        return AssistantTurn(
            supplied_ids=tuple(supplied),
            text="".join(texts),
            calls=tuple(calls),
            usage=Usage(usage.input_tokens, usage.output_tokens),
            stop_reason=response.stop_reason,
            latency_ms=latency,
        )
