"""``hf:PATH`` without the ``hf`` extra is one line naming the extra (trial46b N3: the base
install printed a 44-line ``ModuleNotFoundError: No module named 'torch'`` traceback, even for
an empty folder that docs/eval.md says is refused first with one line).

Runs without torch: the missing packages are simulated by patching the lookup that
``missing_hf_packages`` makes (nothing is imported either way)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.eval.backends import BackendError, hf
from tooldeck.eval.backends.hf import HFBackend, missing_hf_packages


def _without(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    real = importlib.util.find_spec

    def find_spec(name: str, *args: object, **kwargs: object) -> object:
        return None if name in names else real(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(hf.importlib.util, "find_spec", find_spec)


def _model_folder(path: Path) -> Path:
    """The three parts missing_model_files asks for (contents are never read here)."""
    (path / "config.json").write_text("{}", encoding="utf-8")
    (path / "model.safetensors").write_bytes(b"")
    (path / "tokenizer.json").write_text("{}", encoding="utf-8")
    return path


def test_missing_packages_are_named_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    _without(monkeypatch, "torch", "transformers")
    assert missing_hf_packages() == ["torch", "transformers"]
    monkeypatch.undo()
    _without(monkeypatch, "transformers")
    assert missing_hf_packages() == ["transformers"]


def test_a_complete_folder_without_torch_names_the_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _without(monkeypatch, "torch")
    with pytest.raises(BackendError) as raised:
        HFBackend(_model_folder(tmp_path))
    message = str(raised.value)
    assert "\n" not in message
    assert message.startswith(f"hf:{tmp_path} (--model) needs torch, which the base install")
    assert "pip install 'tooldeck[hf]'" in message


def test_an_empty_folder_is_refused_for_its_files_first(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """docs/eval.md: the folder is checked before transformers is asked (or looked for)."""
    _without(monkeypatch, "torch", "transformers")
    with pytest.raises(BackendError) as raised:
        HFBackend(tmp_path)
    assert "the folder has no config.json" in str(raised.value)


def test_the_cli_prints_one_line_and_exits_2(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _without(monkeypatch, "torch", "transformers")
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
    (tmp_path / "model").mkdir()
    model = _model_folder(tmp_path / "model")
    result = CliRunner().invoke(
        app, ["eval", str(deck), "--cases", str(cases), "--model", f"hf:{model}"]
    )
    assert result.exit_code == 2, result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: hf:") and "needs torch and transformers" in lines[0]
