"""OpenAI-compatible Chat Completions through the official ``openai`` SDK.

Works for OpenAI and for servers that speak the same API (vLLM, Ollama, DeepSeek,
DashScope, …) through ``base_url``. Wire format: the Chat Completions reference
(``tools`` = ``[{"type": "function", "function": {...}}]``, ``tool_choice`` =
``auto``/``required``/``none``, assistant ``tool_calls`` with ``arguments`` as a JSON
text, ``tool`` messages answering by ``tool_call_id``). Retries with backoff on
408/409/429/5xx and connection errors are the SDK's own (``max_retries``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

import openai

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
from tooldeck.tool import Deck

__all__ = ["OpenAIChatBackend", "render_openai_messages"]


def render_openai_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """Neutral messages → Chat Completions ``messages`` (one ``tool`` message per result)."""
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role in ("system", "user"):
            out.append({"role": m.role, "content": m.text})
        elif m.role == "assistant":
            msg: dict[str, Any] = {"role": "assistant", "content": m.text or None}
            if m.calls:
                msg["tool_calls"] = [
                    {
                        "id": c.call_id,
                        "type": "function",
                        "function": {
                            "name": c.name,
                            "arguments": c.arguments_json
                            if c.arguments_json is not None
                            else json.dumps(c.arguments, ensure_ascii=False),
                        },
                    }
                    for c in m.calls
                ]
            out.append(msg)
        else:
            out.extend(r.to_openai() for r in m.results)
    return out


class OpenAIChatBackend:
    """Chat Completions backend.

    Args:
        model: the model name the server expects (``gpt-4.1-mini``, ``qwen-flash`` …).
        base_url: the server's ``/v1`` URL; None = the SDK default (OpenAI), which also
            reads ``OPENAI_BASE_URL``.
        api_key_env: environment variable holding the key (default ``OPENAI_API_KEY``).
            With a ``base_url`` and no key set, the placeholder ``"unused"`` is sent
            (local vLLM/Ollama servers ignore it).
        options: sampling/transport options.

    Raises:
        BackendError: no key for the OpenAI default endpoint.
    """

    produces_arguments = True

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        options: BackendOptions | None = None,
    ) -> None:
        self.model = model
        self.options = options or BackendOptions()
        key = resolve_api_key(f"openai:{model}", api_key_env, base_url)
        self.base_url = base_url
        self.identity = f"openai:{model}@{base_url or 'default'}"
        self._client = openai.OpenAI(
            api_key=key,
            base_url=base_url,
            timeout=self.options.timeout_s,
            max_retries=self.options.max_retries,
        )

    def request(
        self, messages: Sequence[Message], deck: Deck, tool_choice: ToolChoice = "auto"
    ) -> dict[str, Any]:
        """The JSON body of ``POST /chat/completions``."""
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": render_openai_messages(messages),
        }
        if self.options.temperature is not None:
            payload["temperature"] = self.options.temperature
        if len(deck):
            payload["tools"] = export(deck, "openai").data
            payload["tool_choice"] = tool_choice
        if self.options.seed is not None:
            payload["seed"] = self.options.seed
        return payload

    def send(self, payload: Mapping[str, Any]) -> AssistantTurn:
        """Send ``payload``; parse the first choice.

        Raises:
            BackendError: a non-retryable HTTP error, or retries exhausted (status and
                the server's message included).
        """
        start = time.perf_counter()
        try:
            response = self._client.chat.completions.create(**payload)
        except openai.APIStatusError as exc:
            raise BackendError(
                f"{self.identity}: HTTP {exc.status_code}: {exc.message}"
                + (" (after retries)" if exc.status_code in (408, 409, 429) else "")
            ) from None
        except openai.APIConnectionError as exc:
            raise BackendError(f"{self.identity}: connection failed: {exc}") from None
        latency = (time.perf_counter() - start) * 1000
        if not response.choices:
            raise BackendError(f"{self.identity}: the response has no choices")
        choice = response.choices[0]
        message = choice.message
        calls: list[ToolCall] = []
        supplied: list[str] = []
        functions = [tc for tc in (message.tool_calls or []) if tc.type == "function"]
        for index, tc in enumerate(functions):
            call_id = supplied_call_id(tc.id, index, payload, response.id)
            if call_id is not None:  # null or "": tooldeck's id, said in the result
                supplied.append(call_id)
            calls.append(
                ToolCall.from_json(call_id or tc.id, tc.function.name, tc.function.arguments)
            )
        usage = response.usage
        return AssistantTurn(
            supplied_ids=tuple(supplied),
            text=message.content or "",
            calls=tuple(calls),
            usage=Usage(usage.prompt_tokens, usage.completion_tokens) if usage else Usage(),
            stop_reason=choice.finish_reason,
            latency_ms=latency,
        )
