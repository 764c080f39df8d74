"""The eval response cache: a damaged or wrong-shaped entry is a miss with one warning
naming the file, and the next answer replaces it (session 23's breaker: garbage was a
JSONDecodeError traceback; ``{"a": 1}`` was a cache hit scored as "no call")."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

from tooldeck.eval.backends.base import AssistantTurn, Usage
from tooldeck.eval.cache import ResponseCache, ResponseCacheWarning
from tooldeck.runtime import ToolCall

KEY = "ab" + "0" * 62
TURN = AssistantTurn(
    calls=(ToolCall.from_json("c1", "read_file", '{"path": "/etc/nginx.conf"}'),),
    usage=Usage(100, 10),
    stop_reason="tool_calls",
)


def test_a_written_entry_reads_back(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path)
    cache.put(KEY, TURN)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        hit = cache.get(KEY)
    assert hit is not None and hit.cached
    assert [c.name for c in hit.calls] == ["read_file"] and hit.usage == Usage(100, 10)
    assert (cache.hits, cache.misses) == (1, 0)


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("garbage{", "is not JSON"),
        (b"\xff\xfe", "cannot be read"),
        ('{"a": 1}', "missing cached, calls, latency_ms"),
        ("[]", "not a JSON object"),
        (
            json.dumps({**TURN.to_json(), "calls": [{"name": "read_file"}]}),
            "calls[0] is not a cached call",
        ),
        (json.dumps({**TURN.to_json(), "usage": {"input_tokens": -1}}), "usage"),
        (json.dumps({**TURN.to_json(), "stop_reason": 3}), "stop_reason"),
    ],
)
def test_a_damaged_entry_is_a_miss_with_one_warning(
    tmp_path: Path, content: str | bytes, why: str
) -> None:
    cache = ResponseCache(tmp_path)
    cache.put(KEY, TURN)
    path = tmp_path / KEY[:2] / f"{KEY}.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.warns(ResponseCacheWarning) as caught:
        assert cache.get(KEY) is None
    assert len(caught) == 1
    message = str(caught[0].message)
    assert str(path) in message and why in message and "--no-cache" in message
    assert (cache.hits, cache.misses) == (0, 1)
    cache.put(KEY, TURN)  # the fresh answer replaces the damaged entry
    assert cache.get(KEY) is not None


def test_the_cli_re_requests_a_damaged_entry(tmp_path: Path) -> None:
    """Through ``tooldeck eval`` with a real HTTP server on loopback: the damaged entry is
    named on stderr, the request sent again and the case scored from the fresh answer."""
    from typer.testing import CliRunner

    import tooldeck.cli.eval  # noqa: F401
    from eval_servers.fake_provider import openai_completion, serve
    from tooldeck.cli.app import app

    root = Path(__file__).resolve().parents[2]
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        '{"case_id": "c1", "query": "Where is ORD-700123?", '
        '"expected_tools": ["get_order_by_id"]}\n',
        encoding="utf-8",
    )
    cache_dir = tmp_path / "cache"
    args = ["eval", str(root / "examples/aftersales/engineered"), "--cases", str(cases)]
    args += ["--model", "openai:m", "--cache-dir", str(cache_dir), "--json", "--no-progress"]
    runner = CliRunner()
    with serve("openai") as server:
        server.default = openai_completion(
            calls=[("call_1", "get_order_by_id", '{"order_id": "ORD-700123"}')]
        )
        first = runner.invoke(app, [*args, "--base-url", server.url])
        assert first.exit_code == 0, first.output
        (entry,) = cache_dir.rglob("*.json")
        entry.write_text('{"a": 1}', encoding="utf-8")
        second = runner.invoke(app, [*args, "--base-url", server.url])
        assert len(server.requests) == 2  # the damaged entry was a miss
    assert second.exit_code == 0, second.output
    assert f"response cache entry {entry} is not a cached turn" in second.stderr
    case = json.loads(second.stdout)["cases"][0]
    assert case["tool_choice_ok"] is True and case["cached"] is False
    assert json.loads(entry.read_text(encoding="utf-8"))["calls"]  # replaced
