"""Model backends behind one interface, plus :class:`Model` (cache + rate limit).

Specs (CLI ``--model``): ``openai:MODEL`` (Chat Completions, any compatible server with
``--base-url``), ``anthropic:MODEL`` (Messages), ``hf:PATH`` (a local transformers model
under tooldeck's decode constraint), ``router`` / ``router:METHOD`` /
``router:METHOD+xling`` (offline retriever baseline, no LLM). The OpenAI and Anthropic
SDKs are the ``providers`` extra (``pip install 'tooldeck[providers]'``): without them those
two specs are a :class:`BackendError` saying so, and nothing imports them before.
"""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Literal

from tooldeck.eval.backends.base import (
    TOOL_CHOICES,
    AssistantTurn,
    Backend,
    BackendError,
    BackendOptions,
    Message,
    RequestLimiter,
    ToolChoice,
    Usage,
)
from tooldeck.eval.cache import ResponseCache, request_key
from tooldeck.tool import Deck

__all__ = [
    "TOOL_CHOICES",
    "AssistantTurn",
    "Backend",
    "BackendError",
    "BackendOptions",
    "Message",
    "Model",
    "RequestLimiter",
    "ToolChoice",
    "Usage",
    "make_backend",
    "model_spec_hint",
]


def _require_sdk(package: str, spec: str) -> None:
    """Raise :class:`BackendError` when the provider SDK ``package`` is not installed (the
    ``providers`` extra; the base install leaves it out)."""
    if importlib.util.find_spec(package) is None:
        raise BackendError(
            f"--model {spec} needs the {package} SDK, which the base install leaves out: "
            "pip install 'tooldeck[providers]'"
        )


_PROVIDER_PREFIXES = (
    ("openai", ("gpt-", "gpt4", "chatgpt", "o1", "o3", "o4", "text-", "davinci")),
    ("anthropic", ("claude",)),
)
"""Model-name starts that read as one provider's models (for :func:`model_spec_hint`)."""


def model_spec_hint(spec: str) -> str:
    """``" (did you mean openai:gpt-4o?)"`` for a model spec that lacks its provider
    prefix but names a model whose start reads as one provider's (``gpt-``, ``o3``,
    ``claude`` …) or a directory (``hf:``); ``""`` otherwise. Appended to the error of an
    unknown spec; nothing is guessed into a call.
    """
    name = spec.strip()
    if not name or ":" in name:
        return ""
    lowered = name.lower()
    for provider, starts in _PROVIDER_PREFIXES:
        if lowered.startswith(starts):
            return f" (did you mean {provider}:{name}?)"
    if Path(name).is_dir():
        return f" (did you mean hf:{name}?)"
    return ""


def make_backend(
    spec: str,
    *,
    base_url: str | None = None,
    options: BackendOptions | None = None,
    api_key_env: str | None = None,
) -> Backend:
    """The backend for a ``--model`` spec (see the module docstring).

    Raises:
        BackendError: unknown prefix, empty model name, or a missing API key.
    """
    prefix, colon, rest = spec.partition(":")
    if prefix == "router":
        from tooldeck.eval.backends.router import RouterBackend
        from tooldeck.select.methods import default_method

        if colon and not rest.removesuffix("+xling"):  # `router:` names no method
            raise BackendError(
                f"model spec {spec!r} names no router method after router:; use router "
                "(the default method) or router:METHOD"
            )
        method = rest or default_method()  # `router` alone ranks as `tooldeck select` does
        # router:METHOD: the cross-lingual stage as `tooldeck select` runs it ("auto");
        # router:METHOD+xling: always on
        xling: Literal["auto"] | bool = True if method.endswith("+xling") else "auto"
        return RouterBackend(method=method.removesuffix("+xling"), crosslingual=xling)
    if prefix not in ("openai", "anthropic", "hf"):
        raise BackendError(
            f"unknown model spec {spec!r}; use openai:MODEL, anthropic:MODEL, hf:PATH or "
            f"router{model_spec_hint(spec)}"
        )
    if not rest:
        raise BackendError(
            f"model spec {spec!r} has no model name; use openai:MODEL, anthropic:MODEL, "
            "hf:PATH or router"
        )
    if prefix == "openai":
        _require_sdk("openai", spec)
        from tooldeck.eval.backends.openai_chat import OpenAIChatBackend

        return OpenAIChatBackend(
            rest, base_url=base_url, options=options, api_key_env=api_key_env or "OPENAI_API_KEY"
        )
    if prefix == "anthropic":
        _require_sdk("anthropic", spec)
        from tooldeck.eval.backends.anthropic_messages import AnthropicMessagesBackend

        return AnthropicMessagesBackend(
            rest,
            base_url=base_url,
            options=options,
            api_key_env=api_key_env or "ANTHROPIC_API_KEY",
        )
    if prefix == "hf":
        from tooldeck.eval.backends.hf import HFBackend

        return HFBackend(Path(rest), options=options)
    raise BackendError(
        f"unknown model spec {spec!r}; use openai:MODEL, anthropic:MODEL, hf:PATH or router"
    )


class Model:
    """A backend with an optional response cache and requests-per-minute limit.

    ``complete`` is thread-safe when the backend is (the SDK clients are); the runner calls
    it from a bounded thread pool (``--concurrency``).
    """

    def __init__(
        self,
        backend: Backend,
        *,
        cache: ResponseCache | None = None,
        rpm: float | None = None,
    ) -> None:
        self.backend = backend
        self.cache = cache
        self.limiter = RequestLimiter(rpm)

    @property
    def produces_arguments(self) -> bool:
        return self.backend.produces_arguments

    def complete(
        self,
        messages: Sequence[Message],
        deck: Deck,
        tool_choice: ToolChoice = "auto",
        *,
        cache_salt: str = "",
    ) -> AssistantTurn:
        """One assistant turn for ``messages`` with ``deck``'s tools (cached when a cache
        is set: the key is the backend identity plus the exact request payload, plus
        ``cache_salt`` — the runner salts with the repeat number so ``--repeat`` samples
        anew instead of replaying run 1).

        Raises:
            BackendError: the backend failed (after its retries).
        """
        payload = self.backend.request(messages, deck, tool_choice)
        key = ""
        if self.cache is not None:
            key = request_key(self.backend.identity + cache_salt, payload)
            hit = self.cache.get(key)
            if hit is not None:
                return hit
        self.limiter.wait()
        start = time.perf_counter()
        turn = self.backend.send(payload)
        if turn.latency_ms == 0.0:
            turn = replace(turn, latency_ms=(time.perf_counter() - start) * 1000)
        if self.cache is not None:
            self.cache.put(key, turn)
        return turn
