"""An upstream result over ``--limit`` whose parts say different things (a text block that is
not the structured value, or ``structuredContent`` from a tool that declares no output
schema): the gateway must not send a part of it as if it were the whole. Real upstream
(tests/gateway/upstream_app.py over stdio), the SDK client in both protocol eras."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import mcp
import mcp_types as types
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway

LIMIT = 5_000


async def _accept(context: object, params: object) -> types.ElicitResult:
    return types.ElicitResult(action="accept", content={})


N = 30_000  # six times the limit: the part the runtime did not check is what overflows


def _artifact(result: mcp.types.CallToolResult) -> dict[str, object]:
    envelope = result.structured_content
    assert envelope is not None and envelope["truncated"] is True, envelope
    assert envelope["read_more"]["total"] > LIMIT  # type: ignore[index]
    return json.loads(Path(str(envelope["artifact"])).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_long_text_beside_small_structured_content_is_not_dropped(
    tmp_path: Path, era: str
) -> None:
    """``report`` declares an output schema and answers ``{"count": 30000}`` beside a
    30,000-character text. The gateway used to send ``{"count": 30000}`` alone, not an
    error, not truncated: the text was gone and nothing said so. Now the result is truncated
    (flagged ``isError``, as any truncated output-schema result) and its artifact holds the
    whole upstream result."""
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a", UPSTREAM_MIXED="1")), artifacts=tmp_path, limit=LIMIT) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            small = await client.call_tool("a__report", {"n": 10})
            result = await client.call_tool("a__report", {"n": N})
    # within the limit the upstream's own result passes unchanged, text and all
    assert small.is_error is False and small.content[0].text == "y" * 10  # type: ignore[union-attr]
    assert small.structured_content == {"count": 10}
    assert result.is_error is True
    whole = _artifact(result)
    assert whole["content"] == [{"type": "text", "text": "y" * N}]
    assert whole["structuredContent"] == {"count": N}
    assert "truncated" in result.structured_content["summary"].lower()  # type: ignore[index]


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_large_structured_content_of_a_tool_without_output_schema_is_not_dropped(
    tmp_path: Path, era: str
) -> None:
    """``bulky`` declares no output schema and answers the text ``see structure`` with
    30,000 characters of ``structuredContent``. The gateway used to send an envelope of the
    text alone, ``truncated: false``: the structured content was gone and nothing said so."""
    audit = tmp_path / "audit.jsonl"
    with anyio.fail_after(90):
        async with (
            Gateway(
                config(stdio("a", UPSTREAM_MIXED="1")),
                artifacts=tmp_path,
                limit=LIMIT,
                audit=audit,
            ) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            result = await client.call_tool("a__bulky", {"n": N})
    assert result.is_error is False
    whole = _artifact(result)
    # the audit line records what the client was sent: truncated, to the same artifact
    (line,) = [json.loads(x) for x in audit.read_text(encoding="utf-8").splitlines()]
    assert line["tool"] == "a__bulky" and line["truncated"] is True
    assert line["artifact"] == result.structured_content["artifact"]  # type: ignore[index]
    assert whole["content"] == [{"type": "text", "text": "see structure"}]
    assert whole["structuredContent"] == {"data": "z" * N}
    sent = result.content[0].text  # type: ignore[union-attr]
    assert len(sent) < 2 * LIMIT  # the preview and the envelope, not the 30,000 characters


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_an_upstream_error_result_over_the_limit_is_truncated_too(
    tmp_path: Path, era: str
) -> None:
    """An upstream's own ``isError`` result is passed on unchanged, but it passed whatever
    its size: ``fail(n=3,000,000)`` sent 3,000,000 characters through ``--limit 5000``.
    Over the limit it is now the gateway's error envelope, the whole upstream result in an
    artifact. That envelope quotes 4,000 characters of the upstream's text, in the text
    block and again in ``structuredContent``: over 5,000 on its own, so (session 31, as
    ``tooldeck serve`` bounds its results) the whole response is held to the limit — a
    minimal envelope whose artifact is the whole envelope, which names the artifact of
    the whole upstream result (it used to go out at about 9,000 characters)."""
    n = 3_000_000
    audit = tmp_path / "audit.jsonl"
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path, limit=LIMIT, audit=audit) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            small = await client.call_tool("a__fail", {})
            result = await client.call_tool("a__fail", {"n": n})
    # within the limit the upstream's own error passes unchanged
    assert small.is_error is True and small.content[0].text == "the tool's own failure"  # type: ignore[union-attr]
    assert result.is_error is True
    assert len(result.model_dump_json(by_alias=True, exclude_none=True)) <= LIMIT
    envelope = result.structured_content
    assert envelope is not None and envelope["status"] == "error"
    assert envelope["error"]["kind"] == "environment"
    outer = _artifact(result)  # the whole envelope, as the client would have got it
    assert outer["status"] == "error" and outer["error"]["kind"] == "environment"
    assert outer["error"]["message"].startswith("upstream `a` answered fail with an error: FFF")
    whole = json.loads(Path(outer["artifact"]).read_text(encoding="utf-8"))
    assert whole == {"content": [{"type": "text", "text": "F" * n}], "isError": True}
    lines = [json.loads(x) for x in audit.read_text(encoding="utf-8").splitlines()]
    assert [(x["truncated"], x["artifact"]) for x in lines] == [
        (False, None),
        (True, outer["artifact"]),  # the audit line names the upstream result's artifact
    ]


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_every_envelope_the_gateway_writes_is_held_to_the_limit(
    tmp_path: Path, era: str
) -> None:
    """The gateway bounded only ``needs_approval`` among its own envelopes; a long refusal
    or error went whole (measured before the fix, ``--limit 3000``: an unknown tool name of
    30,000 characters quoted back, 120,565 characters; an upstream's 9,000-character error
    text, quoted 4,000 characters twice, 21,617). Now each is the minimal envelope
    ``tooldeck serve`` sends (the same code, ``serve.fit.Fitter``): summary and message cut
    with the number of characters cut, the whole envelope in an artifact, and a
    ``read_more`` range the limit allows. By hand: the whole envelope is far over 3,000
    characters, so the first range is characters [0, 3000). The upstream's own error
    within the limit still passes unchanged."""
    limit = 3_000
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path, limit=limit) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            small = await client.call_tool("a__fail", {})
            answers = {
                "unknown": await client.call_tool("x" * 30_000, {}),
                "upstream": await client.call_tool("a__fail", {"n": 9_000}),
            }
            ranges = {}
            for key, result in answers.items():
                uri = result.structured_content["read_more"]["uri"]  # type: ignore[index]
                ranges[key] = (await client.read_resource(uri)).contents[0].text  # type: ignore[union-attr]
    assert small.is_error is True and small.content[0].text == "the tool's own failure"  # type: ignore[union-attr]
    assert small.structured_content is None  # passed on as the upstream sent it
    for key, result in answers.items():
        assert result.is_error is True
        assert len(result.model_dump_json(by_alias=True, exclude_none=True)) <= limit, key
        envelope = result.structured_content
        assert envelope is not None and envelope["status"] == "error" and envelope["truncated"]
        assert envelope["summary"].endswith("characters of JSON) is the artifact."), key
        assert envelope["error"]["message"].endswith(" characters cut)"), key
        text = Path(envelope["artifact"]).read_text(encoding="utf-8")
        whole = json.loads(text)
        shown = envelope["error"]["message"].split("…")[0]  # the part before the cut
        assert len(shown) > 100 and whole["error"]["message"].startswith(shown), key
        more = envelope["read_more"]
        assert (more["offset"], more["limit"], more["total"]) == (0, limit, len(text)), key
        assert ranges[key] == text[:limit], key
    assert answers["unknown"].structured_content["error"]["kind"] == "unknown_tool"  # type: ignore[index]
    assert answers["upstream"].structured_content["error"]["kind"] == "environment"  # type: ignore[index]


async def test_a_current_era_approval_question_is_bounded_by_the_limit(tmp_path: Path) -> None:
    """``a__wipe`` (destructive by MCP's default) called with a 3,000-character path by a
    2026-07-28 client that answers questions: the whole question quotes the path twice
    (over ``--limit 5000`` with the result around it), so the question line is cut, with
    the length it had, and the ``Arguments:`` line shows the path whole; the result fits
    the limit, as ``tooldeck serve`` bounds its own, and the answer approves the real
    call. A 60,000-character path cannot be shown whole: nobody is asked and nothing runs
    (rebreak29 R3: a person cannot approve what is not shown), and the ``needs_approval``
    names the argument, the limit and the fixes."""
    path = "/tmp/" + "p" * 2_995
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path, limit=LIMIT) as gw,
            mcp.Client(gw.server, mode="2026-07-28", elicitation_callback=_accept) as client,
        ):
            asked = await client.session.call_tool(
                "a__wipe", {"path": path}, allow_input_required=True
            )
            assert isinstance(asked, types.InputRequiredResult), asked
            body = asked.model_dump(by_alias=True, mode="json", exclude_none=True)
            size = len(json.dumps(body, ensure_ascii=False, separators=(",", ":")))
            shown = asked.input_requests["tooldeck/approval"].params.message  # type: ignore[union-attr]
            accept = {"tooldeck/approval": types.ElicitResult(action="accept")}
            done = await client.session.call_tool(
                "a__wipe",
                {"path": path},
                input_responses=accept,  # type: ignore[arg-type]
                request_state=asked.request_state,
                allow_input_required=True,
            )
            too_long = await client.session.call_tool(
                "a__wipe", {"path": "/tmp/" + "q" * 59_995}, allow_input_required=True
            )
    assert size <= LIMIT, size
    question, _, arguments, _ = shown.split("\n")
    assert "[cut here: " in question and "a__wipe" in question
    assert arguments == f'Arguments: {{"path": "{path}"}}'
    assert isinstance(done, types.CallToolResult) and done.is_error is False
    assert done.content[0].text == "wipe done"  # type: ignore[union-attr]
    assert isinstance(too_long, types.CallToolResult), too_long
    envelope = too_long.structured_content
    assert envelope is not None and envelope["status"] == "needs_approval"
    # the path's JSON by hand: 2 quotes + 5 + 59,995 = 60,002 characters
    summary = envelope["summary"]
    assert "within the gateway's --limit of 5,000 characters (path: 60,002 characters" in summary
    assert "tooldeck gateway --approve a__wipe" in envelope["summary"]
