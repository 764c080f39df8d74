"""The local-model backend end to end: a real tiny random-weight transformers model, built
and saved in-process (nothing downloaded), through decode, runtime validation and metrics.

The tokenizer is a byte-level BPE trained in the test on a few lines of text, with the
Hermes boundary tokens and an end token as special tokens; the model is a 2-layer Llama,
hidden size 16, fixed seed. A random model knows no JSON: a well-formed call can only come
from the constraint. The tools are bounded (enums, small integers) so generation finishes
within the budget (the decode tests explain why unbounded strings may not).
"""

from __future__ import annotations

from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers  # noqa: E402

from tooldeck.cases import Case  # noqa: E402
from tooldeck.eval.backends import BackendOptions, Model, make_backend  # noqa: E402
from tooldeck.eval.runner import items_for, run_eval  # noqa: E402
from tooldeck.tool import Deck, Tool  # noqa: E402

SPECIALS = ["<eos>", "<tool_call>", "</tool_call>"]


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_model(tmp_path_factory.mktemp("tiny_hf"))


def build_tiny_model(path: Path) -> Path:
    """Train the tokenizer, initialise the model, save both under ``path``."""
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=400,
        special_tokens=SPECIALS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    corpus = ['{"name": "set_light", "arguments": {"room": "kitchen", "level": 3}}'] * 20
    bpe.train_from_iterator([*corpus, "where is my order", "turn the light on"], trainer)
    fast = transformers.PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<eos>")
    fast.save_pretrained(path)
    torch.manual_seed(0)
    config = transformers.LlamaConfig(
        vocab_size=len(fast),
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        max_position_embeddings=512,
        eos_token_id=fast.eos_token_id,
        pad_token_id=fast.eos_token_id,
    )
    transformers.LlamaForCausalLM(config).save_pretrained(path)
    return path


DECK = Deck(
    [
        Tool(
            name="set_light",
            description="Set the light level of a room.",
            input_schema={
                "type": "object",
                "properties": {
                    "room": {"type": "string", "enum": ["kitchen", "hall"]},
                    "level": {"type": "integer", "minimum": 0, "maximum": 5},
                },
                "required": ["room", "level"],
                "additionalProperties": False,
            },
        ),
        Tool(
            name="get_weather",
            description="Current weather of a city.",
            input_schema={
                "type": "object",
                "properties": {"city": {"type": "string", "enum": ["Paris", "Oslo"]}},
                "required": ["city"],
                "additionalProperties": False,
            },
        ),
    ]
)


def test_random_model_under_constraint_scores_schema_ok(model_dir: Path) -> None:
    options = BackendOptions(max_tokens=48, temperature=0.0)
    backend = make_backend(f"hf:{model_dir}", options=options)
    cases = [
        Case("light", "turn the kitchen light to 3", ("set_light",)),
        Case("weather", "weather in Oslo?", ("get_weather",)),
    ]
    result = run_eval(Model(backend), items_for(DECK, cases), tool_choice="required", concurrency=1)
    scores = result.scores
    assert all(s.chosen for s in scores)  # "required": the grammar forces a call
    assert all(s.schema_ok for s in scores)  # every call valid: the mask, not the model
    assert all(s.input_tokens > 0 and s.output_tokens > 0 for s in scores)
    assert result.metrics[0]["schema_ok_rate"] == 1.0


def test_missing_model_dir_is_a_classified_error(tmp_path: Path) -> None:
    from tooldeck.eval.backends.base import BackendError

    with pytest.raises(BackendError, match="not a local model directory"):
        make_backend(f"hf:{tmp_path / 'nope'}")


def test_cut_generation_is_truncated_and_long_prompt_warned(model_dir: Path) -> None:
    # "none" mode: free text only, and a random model rarely emits <eos>, so 8 new tokens
    # end at the cap (stop reason "length"); the case expects no tool and used to count as
    # right. The prompt (system prompt + tool list, ~550 tokens) is past the model's
    # 512-position table: a warning, once.
    from tooldeck.eval.backends.hf import PositionLimitWarning

    backend = make_backend(f"hf:{model_dir}", options=BackendOptions(max_tokens=8))
    cases = [Case("cut", "where is my order", ()), Case("cut2", "hello", ())]
    with pytest.warns(PositionLimitWarning, match="max_position_embeddings = 512") as seen:
        result = run_eval(Model(backend), items_for(DECK, cases), tool_choice="none", concurrency=1)
    assert len([w for w in seen if w.category is PositionLimitWarning]) == 1
    for score in result.scores:
        assert score.output_tokens == 8 and score.failure == "truncated"
        assert not score.tool_choice_ok
    assert result.metrics[0]["failures.truncated"] == 2
    assert result.metrics[0]["no_tool_recall"] == 0.0
