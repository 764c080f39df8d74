"""The upstream line check's fast path (``formats/_mcp_stream._clean``) against the full
check it short-cuts: on every line below, a line the fast path calls clean is one the full
check (value walks after a duplicate-marking parse) finds no problem in, and each kind of
refused line still gets the full check's refusal. The refused kinds are those of the
module text: repeated keys, NaN/Infinity, a number that reads as infinite, a lone
surrogate, nesting past MAX_DEPTH (256)."""

from __future__ import annotations

import json

import pytest

from tooldeck.formats import _mcp_stream
from tooldeck.formats._mcp_stream import _clean, _line_problem

RESULT = {"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": "ok"}]}}

CLEAN = [
    json.dumps(RESULT),
    json.dumps({**RESULT, "result": {"structuredContent": {"x": 1.5, "y": [1, 2, {"z": None}]}}}),
    json.dumps(
        {"jsonrpc": "2.0", "id": 1, "result": {"text": "caf\u00e9 \U0001f600"}}, ensure_ascii=False
    ),
]
PAIRED = json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"text": "\U0001f600"}})
"""A surrogate *pair* escape (``\\ud83d\\ude00``): not a problem, but only the full check
can tell it from a lone one."""
REFUSED = [
    ('{"jsonrpc":"2.0","id":1,"result":{"a":1,"a":2}}', "appears twice"),
    ('{"jsonrpc":"2.0","id":1,"result":{"a":NaN}}', "not a JSON number"),
    ('{"jsonrpc":"2.0","id":1,"result":{"a":-Infinity}}', "not a JSON number"),
    ('{"jsonrpc":"2.0","id":1,"result":{"a":1e999}}', "not a JSON number"),
    ('{"jsonrpc":"2.0","id":1,"result":{"a":"\\ud800"}}', "lone surrogate"),
    ('{"jsonrpc":"2.0","id":1,"result":' + "[" * 300 + "]" * 300 + "}", "nested too deeply"),
]


@pytest.mark.parametrize("line", CLEAN)
def test_clean_lines_take_the_fast_path(line: str) -> None:
    assert _clean(line) is True
    assert _line_problem(line) is None


@pytest.mark.parametrize(("line", "words"), REFUSED)
def test_refused_lines_are_never_clean_and_keep_their_message(line: str, words: str) -> None:
    assert _clean(line) is False
    problem = _line_problem(line)
    assert problem is not None and words in problem


def test_a_surrogate_pair_goes_to_the_full_check_and_passes() -> None:
    assert _clean(PAIRED) is False and _line_problem(PAIRED) is None


@pytest.mark.parametrize("line", [*CLEAN, PAIRED, *(line for line, _ in REFUSED)])
def test_the_fast_path_never_changes_the_verdict(
    line: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with_fast_path = _line_problem(line)
    monkeypatch.setattr(_mcp_stream, "_clean", lambda text: False)  # the full check alone
    assert _mcp_stream._line_problem(line) == with_fast_path
