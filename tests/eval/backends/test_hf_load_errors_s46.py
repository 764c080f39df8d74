"""``hf:PATH`` load errors are one line naming what is missing and the fix (trial45 #12:
a folder without a tokenizer printed transformers' five-line message).

Real transformers: a tiny random Llama saved in-process (no download), in folders that
lack one part each; the CLI is run as a user runs it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from tooldeck.cli import app  # noqa: E402
from tooldeck.eval.backends import BackendError  # noqa: E402
from tooldeck.eval.backends.hf import HFBackend, missing_model_files, one_line  # noqa: E402


@pytest.fixture(scope="module")
def weights_only(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """config.json and weights, no tokenizer: the trial's folder."""
    path = tmp_path_factory.mktemp("tiny_no_tok")
    config = transformers.LlamaConfig(
        vocab_size=64,
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=1,
        num_attention_heads=2,
        num_key_value_heads=2,
    )
    torch.manual_seed(0)
    transformers.LlamaForCausalLM(config).save_pretrained(path)
    return path


def test_a_folder_without_a_tokenizer_is_one_line_naming_it(weights_only: Path) -> None:
    with pytest.raises(BackendError) as raised:
        HFBackend(weights_only)
    message = str(raised.value)
    assert "\n" not in message
    assert message.startswith(f"hf:{weights_only} (--model): the folder has no tokenizer")
    assert "save_pretrained(PATH)" in message


def test_a_broken_tokenizer_file_is_one_line_with_transformers_reason(
    weights_only: Path, tmp_path: Path
) -> None:
    for item in weights_only.iterdir():
        (tmp_path / item.name).write_bytes(item.read_bytes())
    (tmp_path / "tokenizer.json").write_text('{"model": ', encoding="utf-8")
    with pytest.raises(BackendError) as raised:
        HFBackend(tmp_path)
    message = str(raised.value)
    assert "\n" not in message
    assert message.startswith(f"hf:{tmp_path} (--model): cannot load its tokenizer: ")


def test_missing_config_and_weights_are_named(tmp_path: Path, weights_only: Path) -> None:
    assert "no config.json" in (missing_model_files(tmp_path) or "")
    (tmp_path / "config.json").write_text(
        (weights_only / "config.json").read_text(encoding="utf-8"), encoding="utf-8"
    )
    assert "no weights" in (missing_model_files(tmp_path) or "")
    assert missing_model_files(weights_only) is not None  # the tokenizer
    assert one_line(ValueError("a\n(1) b \n\n(2) c")) == "a (1) b (2) c"


def test_the_cli_prints_one_error_line(weights_only: Path, tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    deck.write_text(
        json.dumps(
            [
                {
                    "name": "get_order",
                    "description": "Look up an order.",
                    "inputSchema": {"type": "object"},
                }
            ]
        ),
        encoding="utf-8",
    )
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps({"case_id": "c1", "query": "where is my order", "expected_tools": ["get_order"]})
        + "\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(
        app, ["eval", str(deck), "--cases", str(cases), "--model", f"hf:{weights_only}"]
    )
    assert result.exit_code == 2, result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: hf:") and "has no tokenizer" in lines[0]
