"""A real (tiny, random-weight) transformers model generates tool calls under the processor.

The model is a 2-layer Llama, hidden size 16 (the 200k-row output layer is the cost), whose
vocabulary is OpenAI's o200k plus the Hermes boundary tokens appended as special tokens, built
in-process from a config with a fixed seed: nothing is downloaded. Random weights make it the
adversary: it has no idea what JSON is, so every well-formed call comes from the mask alone.

Bounds added to the test schemas, and why (issue 7 measured that a random model under either
engine never emits invalid output but may never *finish*): strings without a length bound get
``maxLength: 4``, values without a type become a bounded scalar, numbers ``multipleOf: 0.01``
and ±1000 bounds, integers ±1000 bounds, arrays ``maxItems: 3``. Without them a random model
writes digits or string characters until the token budget runs out. Decoding is greedy
(argmax of the masked logits); the "seeds" are three independently initialised models. Greedy
keeps the test fast: ``torch.multinomial`` over 200k logits costs more than the whole forward
pass on the 2-core VM.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM, LogitsProcessorList

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES, find_bfcl_wheel
from tooldeck.decode.engines import DecodeOptions, LLGuidanceEngine
from tooldeck.decode.hf import ToolCallLogitsProcessor
from tooldeck.decode.parsers import parse_tool_calls
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter, openai_encoding
from tooldeck.decode.turn import turn_constraint
from tooldeck.errors import SourceError
from tooldeck.formats.bfcl import load_bfcl_category
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Tool

torch.set_num_threads(1)

BOUNDARIES = ("<tool_call>", "</tool_call>", "[TOOL_CALLS]")
SEEDS = (0, 1, 2)
MAX_NEW_TOKENS = 64
BATCH = 20
POOL_SIZE = 200
SUBSET = Path(__file__).resolve().parents[1] / "data" / "bfcl"


@pytest.fixture(scope="module")
def tokenizer() -> TokenizerAdapter:
    return openai_encoding("o200k_base", extra_special_tokens=BOUNDARIES)


def tiny_llama(vocab_size: int, eos: int, seed: int) -> LlamaForCausalLM:
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=vocab_size,
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=256,
        bos_token_id=eos,
        eos_token_id=eos,
        pad_token_id=eos,
        tie_word_embeddings=True,
    )
    return LlamaForCausalLM(config).eval()


def bounded(schema: Any) -> Any:
    """The test bounds listed in the module docstring, applied recursively."""
    if isinstance(schema, list):
        return [bounded(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {
        k: bounded(v) if k not in ("enum", "const", "default", "examples", "required") else v
        for k, v in schema.items()
    }
    if not {"type", "enum", "const", "anyOf", "oneOf", "allOf", "$ref"} & out.keys():
        out["type"] = ["string", "integer", "boolean", "null"]  # untyped: any scalar, bounded below
    kind = out.get("type")
    if isinstance(kind, list):
        out.setdefault("maxLength", 4)
        out.setdefault("minimum", -1000)
        out.setdefault("maximum", 1000)
    if kind == "string" and not {"maxLength", "enum", "const", "pattern", "format"} & out.keys():
        out["maxLength"] = 4
    if kind == "number":
        out.setdefault("multipleOf", 0.01)
    if kind in ("number", "integer"):
        out.setdefault("minimum", -1000)
        out.setdefault("maximum", 1000)
    if kind == "array":
        out.setdefault("maxItems", 3)
    if "properties" in out and isinstance(out["properties"], dict):
        out["properties"] = {k: bounded(v) for k, v in schema["properties"].items()}
    return out


def bfcl_pool() -> list[Tool]:
    """Unique BFCL tools: the full wheel when cached (first 200), else the test subset (all)."""
    previous = os.environ.get("TOOLDECK_BFCL_WHEEL")
    try:
        find_bfcl_wheel()
    except SourceError:
        os.environ["TOOLDECK_BFCL_WHEEL"] = str(SUBSET)
    if find_bfcl_wheel() is None:
        os.environ["TOOLDECK_BFCL_WHEEL"] = str(SUBSET)
    try:
        pool: dict[str, Tool] = {}
        for category in ALL_SINGLE_TURN_CATEGORIES:
            for tool in load_bfcl_category(category).deck:
                pool.setdefault(tool.name, tool)
    finally:
        if previous is None:
            os.environ.pop("TOOLDECK_BFCL_WHEEL", None)
        else:
            os.environ["TOOLDECK_BFCL_WHEEL"] = previous
    tools = sorted(pool.values(), key=lambda t: t.name)[:POOL_SIZE]
    tools = [t.replace(input_schema=bounded(thaw(t.input_schema))) for t in tools]
    # similar sizes share a batch, so a batch of short calls stops early (speed only)
    return sorted(tools, key=lambda t: len(t.parameters))


_PRINTABLE = r"[ -!#-\[\]-~]"
"""Printable ASCII without '"' and '\\': a class XGrammar 0.2.8 matches exactly."""


def xgrammar_bounded(schema: Any) -> Any:
    """``schema`` with each string's ``maxLength`` up to 16 (and the ``minLength`` beside it)
    written as a pattern of :data:`_PRINTABLE` characters: XGrammar 0.2.8 does not enforce
    ``maxLength`` (docs/decode.md), so relaxed it would leave the random model's strings
    unbounded; the pattern keeps the bound, and its strings meet the original schema."""
    if isinstance(schema, list):
        return [xgrammar_bounded(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {
        k: xgrammar_bounded(v) if k not in ("enum", "const", "default", "examples") else v
        for k, v in schema.items()
    }
    high = out.get("maxLength")
    plain = not {"pattern", "format", "enum", "const"} & out.keys()
    if isinstance(high, int) and high <= 16 and plain:
        low = out.pop("minLength", 0)
        out.pop("maxLength")
        out["pattern"] = f"^{_PRINTABLE}{{{low},{high}}}$"
    return out


def generate(
    model: LlamaForCausalLM,
    tokenizer: TokenizerAdapter,
    rows: int,
    processor: Any,
    max_new_tokens: int = MAX_NEW_TOKENS,
) -> list[tuple[str, bool]]:
    eos = tokenizer.eos_token_ids[0]
    prompt = torch.full((rows, 1), eos, dtype=torch.long)
    kwargs: dict[str, Any] = (
        {"logits_processor": LogitsProcessorList([processor])} if processor else {}
    )
    with torch.no_grad():
        out = model.generate(
            prompt,
            attention_mask=torch.ones_like(prompt),
            do_sample=False,
            max_new_tokens=max_new_tokens,
            pad_token_id=eos,
            eos_token_id=eos,
            **kwargs,
        )
    results = []
    for row in out[:, 1:].tolist():
        finished = eos in row
        ids = row[: row.index(eos)] if finished else row
        results.append((tokenizer.decode(ids), finished))
    return results


def test_random_model_under_the_processor_always_emits_valid_calls(
    tokenizer: TokenizerAdapter,
) -> None:
    tools = bfcl_pool()
    assert len(tools) >= 100  # 200 with the cached wheel, 109 with tests/data/bfcl
    engine = LLGuidanceEngine(tokenizer)
    options = DecodeOptions(whitespace="compact", relax=True)
    grammars = [
        turn_constraint([t], mode="required", parallel=False, options=options).compile(engine)
        for t in tools
    ]
    finished = valid = total = 0
    bad: list[str] = []
    for seed in SEEDS:
        model = tiny_llama(tokenizer.vocab_size, tokenizer.eos_token_ids[0], seed)
        outputs = []
        for start in range(0, len(tools), BATCH):
            processor = ToolCallLogitsProcessor(engine, grammars[start : start + BATCH])
            outputs += generate(model, tokenizer, len(grammars[start : start + BATCH]), processor)
        for tool, (text, done) in zip(tools, outputs, strict=True):
            total += 1
            if not done:
                continue
            finished += 1
            result = parse_tool_calls(text, [tool], wire_format="hermes")
            if result.ok and len(result.calls) == 1 and not result.prose.strip():
                valid += 1
            else:
                bad.append(f"{tool.name}: {result.failures} {text[:200]!r}")
    assert valid == finished, bad[:3]  # 100 % of finished outputs parse and validate
    assert finished >= 0.95 * total, f"finish rate {finished}/{total}"
    print(
        f"\nrandom model: {total} generations, finished {finished} "
        f"({finished / total:.1%}), valid {valid}"
    )


def test_the_same_model_without_the_processor_emits_invalid_calls(
    tokenizer: TokenizerAdapter,
) -> None:
    tools = bfcl_pool()[:20]
    model = tiny_llama(tokenizer.vocab_size, tokenizer.eos_token_ids[0], SEEDS[0])
    outputs = generate(model, tokenizer, len(tools), None)
    parsed = [
        parse_tool_calls(text, [tool]) for tool, (text, _) in zip(tools, outputs, strict=True)
    ]
    assert not any(r.calls for r in parsed)  # the test above can fail: no call happens by chance


def test_xgrammar_backend_under_the_same_processor(tokenizer: TokenizerAdapter) -> None:
    """The optional engine through the same processor: 40 tools, one model, all valid.

    XGrammar has no notion of a boundary *token*: the markers are text, which the random model
    spells in several tokens, hence the larger budget."""
    from tooldeck.decode.engines import XGrammarEngine

    tools = [
        t.replace(input_schema=xgrammar_bounded(thaw(t.input_schema))) for t in bfcl_pool()[:40]
    ]
    engine = XGrammarEngine(tokenizer)
    options = DecodeOptions(whitespace="compact", relax=True)
    grammars = [
        turn_constraint([t], mode="required", parallel=False, options=options).compile(engine)
        for t in tools
    ]
    model = tiny_llama(tokenizer.vocab_size, tokenizer.eos_token_ids[0], SEEDS[0])
    processor = ToolCallLogitsProcessor(engine, grammars)
    outputs = generate(model, tokenizer, len(tools), processor, max_new_tokens=96)
    finished = [(tool, text) for tool, (text, done) in zip(tools, outputs, strict=True) if done]
    assert len(finished) >= 0.9 * len(tools)
    for tool, text in finished:
        result = parse_tool_calls(text, [tool])
        assert result.ok and len(result.calls) == 1, (tool.name, text)
