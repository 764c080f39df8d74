"""Truncation without loss (``runtime/truncate.py``) and truncated results.

* Truncation round trips on random ASCII, Chinese and emoji (multi-code-unit) outputs at
  every limit from 0 to the text's size, in characters and UTF-8 bytes: the preview is a
  prefix within the limit and preview + the rest of the artifact equals the output.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import mcp.types
import pytest

from runtime_fixtures import ledger_runtime
from tooldeck.runtime import ArtifactStore, Policy, Runtime, ToolCall, Truncator, read_artifact
from tooldeck.tool import Deck, Tool, ToolAnnotations


def _texts() -> dict[str, str]:
    rng = random.Random(42)
    ascii_text = "".join(rng.choice('abcdefghij {}[]",:\n') for _ in range(300))
    chinese = "".join(chr(rng.randrange(0x4E00, 0x9FA5)) for _ in range(150))
    emoji = "".join(
        rng.choice(["😀", "👍🏽", "👨‍👩‍👧", "🇨🇳", "a", "é", "中", "\U0001f680"]) for _ in range(120)
    )
    return {"ascii": ascii_text, "chinese": chinese, "emoji": emoji}


@pytest.mark.parametrize("unit", ["characters", "bytes"])
@pytest.mark.parametrize("kind", ["ascii", "chinese", "emoji"])
def test_truncation_round_trips_at_every_boundary(tmp_path: Path, unit: str, kind: str) -> None:
    text = _texts()[kind]
    store = ArtifactStore(tmp_path)
    size = len(text) if unit == "characters" else len(text.encode())
    for limit in range(size + 1):
        truncator = Truncator(limit, unit=unit, store=store)  # type: ignore[arg-type]
        cut = truncator.apply(text)
        if limit >= size:
            assert cut is None
            continue
        assert cut is not None
        assert text.startswith(cut.preview)
        assert truncator.size(cut.preview) <= limit
        # the preview is the longest prefix within the limit (one more character would exceed)
        assert truncator.size(text[: len(cut.preview) + 1]) > limit
        rest = read_artifact(cut.artifact, offset=cut.read_more["offset"])
        assert cut.preview + rest == text
        assert read_artifact(cut.artifact) == text
        assert cut.limit == {"value": limit, "unit": unit}


def test_truncated_result_in_the_envelope(tmp_path: Path) -> None:
    text = "日志行🚀\n" * 5000  # 30,000 characters
    tool = Tool(name="logs", annotations=ToolAnnotations(read_only_hint=True))
    runtime = Runtime(
        Deck([tool]),
        {"logs": lambda: text},
        policy=Policy(),
        truncator=Truncator(store=ArtifactStore(tmp_path)),
    )
    result = runtime.call_sync(ToolCall("t", "logs", {}))
    envelope = result.envelope()
    assert envelope["truncated"] is True
    assert envelope["limit"] == {"value": 20_000, "unit": "characters"}
    assert "items" not in envelope
    assert envelope["preview"] == text[:20_000]
    assert envelope["read_more"]["offset"] == 20_000
    assert envelope["preview"] + read_artifact(envelope["artifact"], 20_000) == text
    # the same output lands in the same content-addressed file
    again = runtime.call_sync(ToolCall("t2", "logs", {}))
    assert again.artifact == result.artifact
    # under the limit: no limit stated
    small = Runtime(Deck([tool]), {"logs": lambda: "short"}, policy=Policy())
    envelope = small.call_sync(ToolCall("t3", "logs", {})).envelope()
    assert (
        envelope["truncated"] is False and "limit" not in envelope and "read_more" not in envelope
    )


def test_token_limit_uses_the_cost_tokenizer(tmp_path: Path) -> None:
    tokenizers = pytest.importorskip("tooldeck.tokenizers")
    tokenizer = tokenizers.get_tokenizer("estimate")
    text = "中文字符与 ASCII text mixed " * 50
    truncator = Truncator(40, unit="tokens", tokenizer="estimate", store=ArtifactStore(tmp_path))
    cut = truncator.apply(text)
    assert cut is not None
    assert tokenizer.count(cut.preview) <= 40 < tokenizer.count(text[: len(cut.preview) + 1])
    assert cut.preview + read_artifact(cut.artifact, len(cut.preview)) == text


def test_output_mismatch_items_are_truncated(tmp_path: Path) -> None:
    long = "x" * 30_000  # over the 20,000-character default limit

    runtime = ledger_runtime(
        {"send_payment": lambda **kw: {"tx": 1, "note": long}},
        truncator=Truncator(store=ArtifactStore(tmp_path)),
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert result.error.kind == "output_mismatch"
    assert result.truncated is True and result.items is None
    assert len(result.preview) == 20_000
    whole = result.preview + read_artifact(result.artifact, offset=20_000)
    assert whole == '{"tx":1,"note":"' + long + '"}'
    assert len(result.text()) < 25_000


# --- A9: truncation vs. MCP structuredContent ---
def test_truncated_output_of_an_output_schema_tool_is_a_flagged_envelope(tmp_path: Path) -> None:
    value = {"tx": "y" * 30_000}
    runtime = ledger_runtime(
        {"send_payment": lambda **kw: value}, truncator=Truncator(store=ArtifactStore(tmp_path))
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert result.truncated is True
    mcp_result = result.to_mcp()
    parsed = mcp.types.CallToolResult.model_validate(mcp_result)
    # a preview cannot match {"tx": ...}'s schema: the envelope is sent, flagged isError,
    # and the preview travels once (in the text block only)
    assert parsed.is_error is True
    assert parsed.structured_content is not None
    assert parsed.structured_content["status"] == "success"
    assert "preview" not in parsed.structured_content
    assert json.loads(mcp_result["content"][0]["text"])["preview"] == result.preview
    assert "flagged isError" in result.summary
    # an untruncated success still carries the declared shape
    small = ledger_runtime({"send_payment": lambda **kw: {"tx": "T"}})
    answer = small.call_sync(ToolCall("c1", "send_payment", {"to": "bob"})).to_mcp()
    assert answer["structuredContent"] == {"tx": "T"}


def test_shortening_again_rewrites_the_cut_sentence_wherever_it_stands(tmp_path: Path) -> None:
    """retry31 R3: a caller that added a sentence after the truncation sentence (the
    gateway's "the artifact holds the upstream's whole result …") and then cut the output
    shorter got a summary with two cut points ("read on from offset 20000" and "… 11819"),
    while ``read_more`` said 11819: a model reading on from 20000 skipped 8,181 characters.
    One sentence now, with the new point; the caller's own sentence kept. Offsets by hand:
    30,000 characters, limit 20,000, then kept 11,819."""
    import dataclasses

    from tooldeck.runtime._results import output_text, shorten

    text = "x" * 30_000
    tool = Tool(name="logs", annotations=ToolAnnotations(read_only_hint=True))
    truncator = Truncator(store=ArtifactStore(tmp_path))
    runtime = Runtime(Deck([tool]), {"logs": lambda: text}, policy=Policy(), truncator=truncator)
    result = runtime.call_sync(ToolCall("t", "logs", {}))
    assert result.summary.count("Output truncated") == 1 and "offset 20000" in result.summary
    added = dataclasses.replace(result, summary=result.summary + " The caller says more.")
    whole = output_text(added)
    assert whole == text
    shorter = shorten(added, tool, whole, 11_819, truncator, artifact=added.artifact)
    assert shorter.summary.count("Output truncated") == 1, shorter.summary
    assert "offset 11819" in shorter.summary and "offset 20000" not in shorter.summary
    assert "The caller says more." in shorter.summary
    assert shorter.read_more is not None and shorter.read_more["offset"] == 11_819


def test_an_output_the_store_cannot_hold_becomes_an_environment_error(tmp_path: Path) -> None:
    """``unstored`` (what serve and the gateway send when a cut cannot be spilled): the
    result is an ``environment`` error whose summary and message are the store's error,
    and none of its output survives — no items, structured value, preview, truncation or
    approval (each set on the input here, so each would show if it were kept)."""
    import dataclasses

    from tooldeck.errors import ArtifactError
    from tooldeck.runtime._results import unstored

    tool = Tool(name="logs", annotations=ToolAnnotations(read_only_hint=True))
    runtime = Runtime(
        Deck([tool]),
        {"logs": lambda: "x" * 30_000},
        policy=Policy(),
        truncator=Truncator(store=ArtifactStore(tmp_path)),
    )
    result = runtime.call_sync(ToolCall("t", "logs", {}))
    assert result.truncated and result.preview and result.read_more
    full = dataclasses.replace(result, items=["a"], structured={"a": 1}, approval={"x": 1})
    failed = unstored(full, ArtifactError("/srv/artifacts: no space left on device"))
    assert failed.status == "error" and failed.error is not None
    assert failed.error.kind == "environment"
    assert failed.summary == failed.error.message == "/srv/artifacts: no space left on device"
    assert failed.items is None and failed.structured is None and failed.preview is None
    assert failed.truncated is False and failed.limit is None and failed.read_more is None
    assert failed.approval is None
    assert failed.call_id == result.call_id and failed.tool == "logs"
