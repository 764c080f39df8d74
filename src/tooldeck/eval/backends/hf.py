"""A local Hugging Face model under tooldeck's decode constraint.

``hf:PATH`` loads ``AutoModelForCausalLM`` and ``AutoTokenizer`` (fast) from a local
directory — nothing is downloaded (``local_files_only``). Each turn:

1. the prompt is the tokenizer's chat template applied to the messages with the tools
   (OpenAI function shape, as Hugging Face templates take them); a tokenizer without a
   template gets a plain fallback (``<|role|>`` lines, tools as JSON under ``<|tools|>``);
2. generation runs with :class:`~tooldeck.decode.hf.ToolCallLogitsProcessor` over the
   turn grammar of :func:`~tooldeck.decode.turn.turn_constraint` (``tool_choice`` is the
   mode; every forbidden token's logit is −∞);
3. the new tokens are decoded (boundary tokens as text) and parsed with
   :func:`~tooldeck.decode.parsers.parse_tool_calls` in the same wire format; a call the
   parser rejects but whose tool it names is kept with ``arguments=None`` (so it counts
   as a call with invalid arguments, not as no call).

Greedy decoding when ``temperature`` is 0 or None, sampling otherwise (seeded by
``options.seed``). Usage counts are the prompt and generated token counts.
"""

from __future__ import annotations

import importlib.util
import json
import time
import warnings
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, cast

from tooldeck.errors import PositionLimitWarning
from tooldeck.eval.backends.base import (
    AssistantTurn,
    BackendError,
    BackendOptions,
    Message,
    ToolChoice,
    Usage,
)
from tooldeck.formats import export
from tooldeck.runtime import ToolCall
from tooldeck.tool import Deck

__all__ = ["HFBackend", "PositionLimitWarning"]


def _plain_prompt(messages: Sequence[dict[str, Any]], tools: list[Any]) -> str:
    parts = []
    if tools:
        parts.append("<|tools|>\n" + json.dumps(tools, ensure_ascii=False))
    for m in messages:
        content = m.get("content")
        if m["role"] == "assistant" and m.get("tool_calls"):
            content = (content or "") + json.dumps(m["tool_calls"], ensure_ascii=False)
        parts.append(f"<|{m['role']}|>\n{content or ''}")
    parts.append("<|assistant|>\n")
    return "\n".join(parts)


TOKENIZER_FIX = (
    "save the model's fast tokenizer in the folder (in Python: "
    "AutoTokenizer.from_pretrained(MODEL_ID).save_pretrained(PATH)); the decode constraint "
    "needs a fast tokenizer (tokenizer.json)"
)
"""The fix said with every tokenizer error of ``hf:PATH``."""

_TOKENIZER_FILES = ("tokenizer.json", "tokenizer.model", "vocab.json", "tokenizer_config.json")
_WEIGHT_PATTERNS = ("*.safetensors", "pytorch_model*.bin", "*.safetensors.index.json")


def one_line(exc: BaseException, limit: int = 300) -> str:
    """``exc``'s message on one line (transformers' messages span several lines: trial45
    #12), cut to ``limit`` characters with ``…``; its class name when it has no message."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def missing_model_files(path: Path) -> str | None:
    """What ``path`` (a local model folder) lacks before transformers is asked to load it,
    or None: ``config.json``, a weights file (``*.safetensors``, ``pytorch_model*.bin``),
    any tokenizer file (``tokenizer.json``, ``tokenizer.model``, ``vocab.json``,
    ``tokenizer_config.json``). One sentence naming the file and the fix."""
    if not (path / "config.json").is_file():
        return (
            "the folder has no config.json, so it is not a saved transformers model; save "
            "one there with model.save_pretrained(PATH) and tokenizer.save_pretrained(PATH)"
        )
    if not any(any(path.glob(pattern)) for pattern in _WEIGHT_PATTERNS):
        return (
            "the folder has no weights (no *.safetensors or pytorch_model*.bin); save them "
            "there with model.save_pretrained(PATH)"
        )
    if not any((path / name).is_file() for name in _TOKENIZER_FILES):
        return (
            f"the folder has no tokenizer (none of {', '.join(_TOKENIZER_FILES)}); " + TOKENIZER_FIX
        )
    return None


def missing_hf_packages() -> list[str]:
    """The packages of the ``hf`` extra (``torch``, ``transformers``) that are not installed,
    in that order; ``[]`` when both are. Checked with :func:`importlib.util.find_spec`, so
    nothing is imported (trial46b N3: the base install printed a 44-line traceback)."""
    return [name for name in ("torch", "transformers") if importlib.util.find_spec(name) is None]


class HFBackend:
    """Local transformers model + decode constraint.

    Args:
        path: local model directory (config, weights, fast tokenizer).
        options: ``max_tokens`` is the generation budget (new tokens).
        wire_format: how the model writes calls (``hermes``, ``llama3``, ``mistral``).

    Raises:
        BackendError: the directory is missing or cannot be loaded, or the tokenizer is
            not a fast tokenizer (the decode adapter needs one).
    """

    produces_arguments = True

    def __init__(
        self,
        path: Path,
        *,
        options: BackendOptions | None = None,
        wire_format: str = "hermes",
    ) -> None:
        if not path.is_dir():
            raise BackendError(f"hf:{path}: not a local model directory")
        missing = missing_model_files(path)
        if missing is not None:
            raise BackendError(f"hf:{path} (--model): {missing}")
        absent = missing_hf_packages()
        if absent:
            raise BackendError(
                f"hf:{path} (--model) needs {' and '.join(absent)}, which the base install "
                "leaves out: pip install 'tooldeck[hf]' (the CPU build of torch: see the "
                "README's install section)"
            )
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        from tooldeck.decode.engines import DecodeOptions, LLGuidanceEngine
        from tooldeck.decode.tokenizer_adapters import from_hf_tokenizer
        from tooldeck.errors import DecodeError

        self.options = options or BackendOptions()
        self.wire_format = wire_format
        self.identity = f"hf:{path.resolve()}"
        self._position_warned: set[tuple[bool, int]] = set()
        try:
            self.tokenizer: Any = AutoTokenizer.from_pretrained(path, local_files_only=True)
        except Exception as exc:  # transformers raises OSError, ValueError, ImportError …
            raise BackendError(
                f"hf:{path} (--model): cannot load its tokenizer: {one_line(exc)}; {TOKENIZER_FIX}"
            ) from None
        try:
            self.model: Any = cast(
                Any, AutoModelForCausalLM.from_pretrained(path, local_files_only=True)
            )
        except Exception as exc:
            raise BackendError(
                f"hf:{path} (--model): cannot load the model: {one_line(exc)}; check that "
                "config.json and the weights come from one save_pretrained of a causal LM"
            ) from None
        self.model.eval()
        self._torch = torch
        try:
            self.adapter = from_hf_tokenizer(
                self.tokenizer, vocab_size=self.model.get_input_embeddings().weight.shape[0]
            )
        except DecodeError as exc:
            raise BackendError(f"hf:{path}: {exc}") from None
        self.engine = LLGuidanceEngine(self.adapter)
        self.decode_options = DecodeOptions(whitespace="compact", relax=True)
        self._grammars: dict[str, Any] = {}

    def request(
        self, messages: Sequence[Message], deck: Deck, tool_choice: ToolChoice = "auto"
    ) -> dict[str, Any]:
        """The rendered prompt, the tools and the mode (what the cache keys on)."""
        from tooldeck.eval.backends.openai_chat import render_openai_messages

        rendered = render_openai_messages(messages)
        tools = [t["function"] for t in export(deck, "openai").data] if len(deck) else []
        if getattr(self.tokenizer, "chat_template", None):
            prompt = self.tokenizer.apply_chat_template(
                rendered, tools=tools or None, add_generation_prompt=True, tokenize=False
            )
        else:
            prompt = _plain_prompt(rendered, tools)
        self._deck = deck
        return {
            "prompt": prompt,
            "tool_choice": tool_choice,
            "wire_format": self.wire_format,
            "tools": [t.name for t in deck],
            "temperature": self.options.temperature,
            "seed": self.options.seed,
            "max_tokens": self.options.max_tokens,
        }

    def send(self, payload: Mapping[str, Any]) -> AssistantTurn:
        """Generate under the constraint and parse the calls."""
        from transformers import LogitsProcessorList

        from tooldeck.decode.hf import ToolCallLogitsProcessor
        from tooldeck.decode.parsers import parse_tool_calls
        from tooldeck.decode.turn import turn_constraint

        torch = self._torch
        deck: Deck = self._deck
        mode = str(payload["tool_choice"])
        if not len(deck):
            mode = "none"
        constraint = turn_constraint(
            deck, wire_format=self.wire_format, mode=mode, options=self.decode_options
        )
        key = constraint.cache_key
        compiled = self._grammars.get(key)
        if compiled is None:
            compiled = self._grammars[key] = constraint.compile(self.engine)
        start = time.perf_counter()
        ids = self.tokenizer(str(payload["prompt"]), return_tensors="pt").input_ids
        limit = getattr(self.model.config, "max_position_embeddings", None)
        n_prompt = int(ids.shape[1])
        if isinstance(limit, int) and n_prompt + int(payload["max_tokens"]) > limit:
            kind = (n_prompt >= limit, int(payload["max_tokens"]))
            if kind not in self._position_warned:  # once per kind, not once per case
                self._position_warned.add(kind)
                where = "the prompt alone" if n_prompt >= limit else "prompt + max_tokens"
                warnings.warn(
                    f"{self.identity}: {where} ({n_prompt} + {payload['max_tokens']} tokens) "
                    f"goes past the model's position limit (config max_position_embeddings = "
                    f"{limit}); generations there are out of what the model was trained on, "
                    "and its scores mean little (use a longer-context model or a smaller deck)",
                    PositionLimitWarning,
                    stacklevel=2,
                )
        eos = self.adapter.eos_token_ids[0]
        temperature: Any = payload.get("temperature")
        sample = bool(temperature)
        if payload.get("seed") is not None:
            torch.manual_seed(int(payload["seed"]))
        kwargs: dict[str, Any] = {"do_sample": sample}
        if sample:
            kwargs["temperature"] = float(temperature)
        with torch.no_grad():
            out = self.model.generate(
                ids,
                attention_mask=torch.ones_like(ids),
                max_new_tokens=int(payload["max_tokens"]),
                logits_processor=LogitsProcessorList(
                    [ToolCallLogitsProcessor(self.engine, compiled)]
                ),
                pad_token_id=eos,
                eos_token_id=list(self.adapter.eos_token_ids),
                **kwargs,
            )
        new = out[0, ids.shape[1] :].tolist()
        finished = any(t in self.adapter.eos_token_ids for t in new)
        if finished:
            new = new[: min(new.index(t) for t in self.adapter.eos_token_ids if t in new)]
        text = self.adapter.decode(new)
        parsed = parse_tool_calls(text, deck, wire_format=self.wire_format)
        calls = [
            ToolCall(call_id=c.call_id, name=c.name, arguments=c.arguments) for c in parsed.calls
        ]
        # a call the parser rejected but whose tool is known (a relaxed keyword violated,
        # an unknown name) still counts as a call, with arguments that fail validation
        calls += [
            ToolCall(call_id=f"rejected_{i}", name=f.tool, arguments=None)
            for i, f in enumerate(parsed.failures)
            if f.tool is not None
        ]
        return AssistantTurn(
            text=parsed.prose if calls else text,
            calls=tuple(calls),
            usage=Usage(int(ids.shape[1]), len(new)),
            stop_reason=("tool_calls" if calls else "stop") if finished else "length",
            latency_ms=(time.perf_counter() - start) * 1000,
        )
