"""Parallel pairing and lossless truncation.

* 10,000 calls through ``call_many`` with random (seeded) delays of 0–1 ms, async and sync
  handlers mixed: every result carries the call id of the call at its position and the
  handler's echo of that call's own argument (zero mismatches).
* Truncation round trips on random ASCII, Chinese and emoji (multi-code-unit) outputs at
  every limit from 0 to the text's size, in characters and UTF-8 bytes: the preview is a
  prefix within the limit and preview + the rest of the artifact equals the output.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from tooldeck.runtime import ArtifactStore, Policy, Runtime, ToolCall, Truncator, read_artifact
from tooldeck.tool import Deck, Tool, ToolAnnotations

ECHO = Tool(
    name="echo",
    input_schema={
        "type": "object",
        "properties": {"n": {"type": "integer"}, "delay_us": {"type": "integer", "minimum": 0}},
        "required": ["n", "delay_us"],
        "additionalProperties": False,
    },
    annotations=ToolAnnotations(read_only_hint=True),
)


async def _async_echo(n: int, delay_us: int) -> dict[str, int]:
    await asyncio.sleep(delay_us / 1e6)
    return {"n": n}


def test_ten_thousand_parallel_calls_keep_their_pairing() -> None:
    rng = random.Random(20261129)
    runtime = Runtime(Deck([ECHO]), {"echo": _async_echo}, policy=Policy())
    calls = [
        ToolCall(
            f"call_{rng.getrandbits(48):012x}_{i}",
            "echo",
            {"n": i, "delay_us": rng.randrange(1000)},
        )
        for i in range(10_000)
    ]
    results = runtime.call_many_sync(calls, max_concurrency=500)
    assert len(results) == len(calls)
    mismatched = [
        i
        for i, (call, result) in enumerate(zip(calls, results, strict=True))
        if result.call_id != call.call_id or result.items != {"n": call.arguments["n"]}
    ]
    assert mismatched == []
    assert {r.status for r in results} == {"success"}


def test_parallel_sync_handlers_keep_their_pairing() -> None:
    import time

    def sync_echo(n: int, delay_us: int) -> dict[str, int]:
        time.sleep(delay_us / 1e6)
        return {"n": n}

    rng = random.Random(7)
    runtime = Runtime(Deck([ECHO]), {"echo": sync_echo}, policy=Policy())
    calls = [
        ToolCall(f"s{i}", "echo", {"n": i, "delay_us": rng.randrange(300)}) for i in range(500)
    ]
    results = runtime.call_many_sync(calls, max_concurrency=32)
    assert [r.call_id for r in results] == [c.call_id for c in calls]
    assert [r.items for r in results] == [{"n": i} for i in range(500)]


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
    # under the limit: no limit stated (seed 001 §10.3)
    small = Runtime(Deck([tool]), {"logs": lambda: "short"}, policy=Policy())
    envelope = small.call_sync(ToolCall("t3", "logs", {})).envelope()
    assert (
        envelope["truncated"] is False and "limit" not in envelope and "read_more" not in envelope
    )


def test_token_limit_uses_the_cost_tokenizer(tmp_path: Path) -> None:
    tokenizers = pytest.importorskip("tooldeck.tokenizers")
    tokenizer = tokenizers.get_tokenizer("seed")
    text = "中文字符与 ASCII text mixed " * 50
    truncator = Truncator(40, unit="tokens", tokenizer="seed", store=ArtifactStore(tmp_path))
    cut = truncator.apply(text)
    assert cut is not None
    assert tokenizer.count(cut.preview) <= 40 < tokenizer.count(text[: len(cut.preview) + 1])
    assert cut.preview + read_artifact(cut.artifact, len(cut.preview)) == text
