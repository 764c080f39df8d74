"""Property tests of the runtime over real schemas (hypothesis + hypothesis-jsonschema).

* Valid arguments, generated from each tool's input schema by hypothesis-jsonschema (an
  independent generator: it reads the schema with the Python ``jsonschema`` package), sent
  as an OpenAI JSON text, reach the handler byte-for-byte identical after a JSON round trip.
* Arbitrary junk (random JSON texts, non-JSON Python values, wrong tool names) never
  raises out of ``Runtime.call`` and always gives a classified envelope.

Schemas: the attributed BFCL subset in ``tests/data/bfcl`` (every tool), the example decks
(``examples/aftersales``, ``examples/ops68``), and — when the bfcl-eval wheel is cached —
a derandomized sample over every single-turn BFCL category. Examples are derandomized so
CI is stable.
"""

from __future__ import annotations

import asyncio
import json
import math
import warnings
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import HypothesisWarning
from hypothesis_jsonschema import from_schema

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES, DEFAULT_VERSION, ENV_WHEEL, cache_dir
from tooldeck.formats import load
from tooldeck.formats.bfcl import load_bfcl_category
from tooldeck.jsonvalue import thaw
from tooldeck.runtime import ERROR_KINDS, STATUSES, Policy, Runtime, ToolCall
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
BFCL_SUBSET = ROOT / "tests" / "data" / "bfcl"
EXAMPLE_DECKS = ("examples/aftersales/engineered", "examples/aftersales/vague", "examples/ops68")


def _settings(max_examples: int) -> settings:
    return settings(
        max_examples=max_examples,
        derandomize=True,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )


def _bfcl_tools(monkeypatch: pytest.MonkeyPatch | None = None) -> list[Tool]:
    tools: dict[str, Tool] = {}
    for category in ALL_SINGLE_TURN_CATEGORIES:
        for tool in load_bfcl_category(category, wheel=BFCL_SUBSET).deck:
            tools.setdefault(tool.name, tool)
    return list(tools.values())


def _example_tools() -> list[Tool]:
    """The example decks' tools; the vague aftersales deck shares names and schemas with
    the engineered one (only descriptions differ), so the first of each name is kept."""
    out: dict[str, Tool] = {}
    for path in EXAMPLE_DECKS:
        for tool in load(str(ROOT / path)).deck:
            out.setdefault(tool.name, tool)
    return list(out.values())


class Recorder:
    """A handler that records the keyword arguments it received."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []

    def __call__(self, **kwargs: Any) -> dict[str, Any]:
        self.received.append(kwargs)
        return {"ok": True}


def _runtime(tools: list[Tool], recorder: Recorder) -> Runtime:
    # the recorder's answer is not what output schemas declare: only inputs are under test
    deck = Deck(t.replace(output_schema=None) if t.output_schema else t for t in tools)
    # no policy checks: every valid call must reach the handler; run on the loop
    return Runtime(
        deck,
        {t.name: recorder for t in tools},
        policy=Policy(),
        sync_in_thread=False,
    )


def _valid(schema: Any) -> Any:
    """hypothesis-jsonschema's strategy for ``schema``, with one known difference taken
    out: its ``email`` strategy writes internationalised TLDs in mixed case
    (``0@a.Xn--4GbrIM``), which jsonschema-rs 0.60.3's ``email`` format rejects although
    domain names are case-insensitive (RFC 4343); the lower-case form is accepted. Emails
    are generated in lower case here so the property tests what tooldeck controls."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", HypothesisWarning)
        return from_schema(schema, custom_formats={"email": st.emails().map(str.lower)})


def _strategies(tools: list[Tool]) -> dict[str, Any]:
    return {tool.name: _valid(thaw(tool.input_schema)) for tool in tools}


def _check_round_trip(runtime: Runtime, recorder: Recorder, tool: Tool, arguments: Any) -> None:
    text = json.dumps(arguments, ensure_ascii=False)
    before = len(recorder.received)
    result = asyncio.run(runtime.call(ToolCall.from_json("c1", tool.name, text)))
    assert result.status == "success", (tool.name, text, result.envelope())
    assert len(recorder.received) == before + 1
    received = recorder.received[-1]
    assert json.dumps(received, ensure_ascii=False) == text


@pytest.mark.parametrize("source", ["bfcl-subset", "examples"])
def test_valid_arguments_reach_the_handler_unchanged(source: str) -> None:
    tools = _bfcl_tools() if source == "bfcl-subset" else _example_tools()
    recorder = Recorder()
    runtime = _runtime(tools, recorder)
    strategies = _strategies(tools)
    seen: set[str] = set()

    @_settings(60)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        tool = data.draw(st.sampled_from(tools), label="tool")
        seen.add(tool.name)
        arguments = data.draw(strategies[tool.name], label="arguments")
        _check_round_trip(runtime, recorder, tool, arguments)

    run()
    # the draws spread over many tools; covering every tool is the next test's job
    assert len(seen) >= min(len(tools), 10)


@pytest.mark.parametrize("source", ["bfcl-subset", "examples"])
def test_every_tool_round_trips_at_least_once(source: str) -> None:
    """Each tool gets a few generated calls of its own (no sampling gaps)."""
    tools = _bfcl_tools() if source == "bfcl-subset" else _example_tools()
    recorder = Recorder()
    runtime = _runtime(tools, recorder)

    def make(tool: Tool) -> Any:
        @_settings(2)
        @given(_valid(thaw(tool.input_schema)))
        def run(arguments: Any) -> None:
            _check_round_trip(runtime, recorder, tool, arguments)

        return run

    for tool in tools:
        make(tool)()
    assert len(recorder.received) >= len(tools)


def _wheel_cached() -> bool:
    """True when the bfcl-eval wheel is in the cache (the test never downloads it)."""
    return any(cache_dir().glob(f"bfcl_eval-{DEFAULT_VERSION}-*.whl"))


@pytest.mark.skipif(not _wheel_cached(), reason="bfcl-eval wheel not cached (tooldeck bfcl fetch)")
def test_full_bfcl_sample_round_trips(monkeypatch: pytest.MonkeyPatch) -> None:
    """A derandomized sample of 40 calls over every tool of every single-turn category
    (each new tool costs a schema canonicalisation, ~0.1 s)."""
    monkeypatch.delenv(ENV_WHEEL, raising=False)
    tools: dict[str, Tool] = {}
    for category in ALL_SINGLE_TURN_CATEGORIES:
        for tool in load_bfcl_category(category).deck:
            tools.setdefault(tool.name, tool)
    listed = list(tools.values())
    assert len(listed) > 1000
    recorder = Recorder()
    runtime = _runtime(listed, recorder)
    cache: dict[str, Any] = {}

    @_settings(40)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        tool = data.draw(st.sampled_from(listed), label="tool")
        if tool.name not in cache:
            cache[tool.name] = _valid(thaw(tool.input_schema))
        arguments = data.draw(cache[tool.name], label="arguments")
        _check_round_trip(runtime, recorder, tool, arguments)

    run()


# --- junk ------------------------------------------------------------------------------------
class Odd:
    """Not a JSON value."""


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
_not_json = st.sampled_from(
    [float("nan"), math.inf, b"bytes", {1, 2}, (1, 2), Odd(), {1: "int key"}, object]
)
_junk_value = st.recursive(
    _json | _not_json,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


def _assert_classified(result: Any) -> None:
    assert result.status in STATUSES
    if result.is_error and result.status != "needs_approval":
        assert result.error is not None and result.error.kind in ERROR_KINDS
        assert result.error.hint
    json.loads(result.text())  # the envelope is always JSON
    result.to_openai()
    result.to_anthropic()
    result.to_mcp()


def _junk_runtime() -> tuple[Runtime, list[Tool]]:
    tools = _bfcl_tools()[:40] + _example_tools()
    return Runtime(
        Deck(tools), {t.name: (lambda **kw: kw) for t in tools}, sync_in_thread=False
    ), tools


def test_junk_never_raises_and_is_classified() -> None:
    runtime, tools = _junk_runtime()
    names = st.sampled_from([t.name for t in tools]) | st.text(max_size=12)

    @_settings(200)
    @given(
        name=names,
        payload=st.one_of(
            st.tuples(st.just("text"), st.text(max_size=80)),
            st.tuples(st.just("json-text"), _json.map(lambda v: json.dumps(v))),
            st.tuples(st.just("value"), _junk_value),
        ),
    )
    def run(name: str, payload: tuple[str, Any]) -> None:
        kind, value = payload
        if kind == "value":
            call = ToolCall("j", name, arguments=value)
        else:
            call = ToolCall.from_json("j", name, value)
        result = asyncio.run(runtime.call(call))
        _assert_classified(result)

    run()


def test_invalid_arguments_from_schema_violations_are_listed() -> None:
    """Arguments generated *against* a tool's schema (``not``) always come back as
    ``invalid_arguments`` with at least one violation pointer."""
    tools = [t for t in _example_tools() if t.parameters][:30]
    runtime = _runtime(tools, Recorder())

    @_settings(60)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        tool = data.draw(st.sampled_from(tools))
        bad = data.draw(
            from_schema({"type": "object", "not": thaw(tool.input_schema)}), label="bad"
        )
        result = asyncio.run(runtime.call(ToolCall("b", tool.name, arguments=bad)))
        assert result.status == "error"
        assert result.error is not None and result.error.kind == "invalid_arguments"
        assert result.error.violations

    run()
