"""The output limit over the whole response as sent (``tooldeck.serve.fit``), measured on
the wire with the real tokenizer.

The server runs as ``tooldeck serve`` subprocesses (stdio and Streamable HTTP, both
protocol eras) driven by the official SDK client; every byte the server sends is captured
(a ``tee`` of its stdout; an HTTP transport that records response bodies) and each
JSON-RPC response carrying a ``tools/call`` result is counted with tiktoken's o200k_base
(``tooldeck.tokenizers``, which is tiktoken with the vocabulary tiktoken pins). Before this
module, a cap of N tokens on the output sent N plus the envelope (issue 13: 26,408 tokens
for 25,000).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
import mcp
import pytest
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from typer.testing import CliRunner

from serve_http import serve_http
from tooldeck.cli import app
from tooldeck.runtime import ToolCall
from tooldeck.serve import ServeError, build
from tooldeck.serve.fit import Wire
from tooldeck.tokenizers import get_tokenizer

APP = str(Path(__file__).with_name("serve_app.py"))
SRC = str(Path(__file__).resolve().parents[2] / "src")
LIMIT = 2_000  # tokens (o200k_base)
TOKENS = get_tokenizer("o200k_base")


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


def _serve_args(tmp_path: Path, *extra: str) -> list[str]:
    code = "from tooldeck.cli import main; main()"
    return [
        sys.executable, "-c", code, "serve", APP, "--artifacts", str(tmp_path / "artifacts"),
        "--limit", str(LIMIT), "--limit-unit", "tokens", "--tokenizer", "o200k_base", *extra,
    ]  # fmt: skip


async def _calls(client: mcp.Client) -> dict[str, Any]:
    return {
        "prose": await client.call_tool("prose", {"n": 60_000}),  # ~20k tokens of text
        "blob": await client.call_tool("blob", {"n": 60_000}),  # output schema, truncated
        "bad": await client.call_tool("add", {"a": "5", "b": 3}),
        "small": await client.call_tool("add", {"a": 2, "b": 3}),
    }


def _tool_responses(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        f
        for f in frames
        if isinstance(f.get("result"), dict) and "content" in f["result"] and "id" in f
    ]


def _check(calls: dict[str, Any], wire: list[str]) -> None:
    """Every tools/call response on the wire is ≤ LIMIT tokens, and the truncated ones are
    not cut to nothing (the bisection keeps the longest preview that fits)."""
    frames = [json.loads(line) for line in wire]
    responses = _tool_responses(frames)
    assert len(responses) == len(calls)
    counts = [TOKENS.count(line) for line in wire if json.loads(line) in responses]
    assert max(counts) <= LIMIT, counts
    # the two truncated responses use the budget: within 5 % of the limit (the transport's
    # own JSON form is measured, not a worst case of all forms)
    assert sorted(counts)[-2] >= 0.95 * LIMIT, counts
    for name in ("prose", "blob"):
        envelope = json.loads(calls[name].content[0].text)
        assert envelope["truncated"] is True and envelope["limit"]["unit"] == "tokens"
        assert envelope["limit"]["tokenizer"] == "o200k_base"
        assert len(envelope["preview"]) > 1_000  # a real preview, not an empty one
    assert calls["small"].is_error is False and calls["bad"].is_error is True


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_stdio_responses_stay_within_the_token_limit(tmp_path: Path, mode: str) -> None:
    wire_file = tmp_path / "wire.jsonl"
    command = shlex.join(_serve_args(tmp_path)) + " | tee " + shlex.quote(str(wire_file))
    params = StdioServerParameters(command="sh", args=["-c", command], env=_env())
    errlog = (tmp_path / "stderr.txt").open("w+")
    with anyio.fail_after(120):  # a generous ceiling, not a speed check
        async with mcp.Client(stdio_client(params, errlog), mode=mode) as client:
            calls = await _calls(client)
    errlog.close()
    _check(calls, wire_file.read_text(encoding="utf-8").splitlines())


class _Recorder(httpx2.AsyncBaseTransport):
    """An HTTP transport that keeps every JSON-RPC message of every response body."""

    def __init__(self) -> None:
        self.inner = httpx2.AsyncHTTPTransport()
        self.messages: list[str] = []

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        response = await self.inner.handle_async_request(request)
        body = await response.aread()
        text = body.decode("utf-8")
        if response.headers.get("content-type", "").startswith("text/event-stream"):
            self.messages += [m for m in re.findall(r"^data: ?(.*)$", text, re.M) if m]
        elif text.strip():
            self.messages.append(text)
        return httpx2.Response(
            response.status_code, headers=response.headers, content=body, request=request
        )


@pytest.fixture
def http_url(tmp_path: Path) -> Iterator[str]:
    with serve_http(_serve_args(tmp_path)) as url:
        yield url


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_http_responses_stay_within_the_token_limit(http_url: str, mode: str) -> None:
    recorder = _Recorder()
    with anyio.fail_after(120):
        async with (
            httpx2.AsyncClient(transport=recorder, timeout=60) as http,
            mcp.Client(streamable_http_client(http_url, http_client=http), mode=mode) as client,
        ):
            calls = await _calls(client)
    _check(calls, recorder.messages)


def test_minimal_result_when_no_preview_fits(tmp_path: Path) -> None:
    """A result whose envelope alone is over the limit (a long error message): the whole
    envelope goes to an artifact and a cut-down envelope that fits is sent."""
    server = build(APP, artifacts=tmp_path, limit=2_500)
    # forty unexpected keys of ~90 characters: the violation names each (about 14,700
    # characters of envelope); a single long value no longer makes the message long, since
    # the validator quotes at most 120 characters of a value
    extra = {f"extra_{i:03d}_" + "k" * 80: 1 for i in range(40)}
    result = anyio.run(server.runtime.call, ToolCall("c1", "add", {"a": 1, "b": 1, **extra}))
    answer = server.answer(result, 7)
    assert server.fitter.size(answer, Wire(7)) <= 2_500
    envelope = answer.structured_content
    assert envelope is not None and envelope["status"] == "error" and envelope["truncated"]
    assert envelope["error"]["kind"] == "invalid_arguments"
    whole = json.loads(Path(envelope["artifact"]).read_text(encoding="utf-8"))
    assert whole == result.envelope()  # nothing lost: the artifact holds the full envelope
    assert "violations" in whole["error"] and "violations" not in envelope["error"]


def test_a_limit_below_the_smallest_result_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ServeError, match=r"below the smallest result .* raise --limit"):
        build(APP, artifacts=tmp_path, limit=300)
    result = CliRunner().invoke(app, ["serve", APP, "--limit", "50", "--limit-unit", "tokens"])
    assert result.exit_code == 2 and "raise --limit to at least" in result.stderr
    result = CliRunner().invoke(app, ["serve", APP, "--limit-unit", "words"])
    assert result.exit_code == 2 and "--limit-unit must be one of" in result.stderr
    result = CliRunner().invoke(
        app, ["serve", APP, "--limit-unit", "tokens", "--tokenizer", "nope"]
    )
    assert result.exit_code == 2 and "--tokenizer" in result.stderr


@pytest.mark.parametrize("unit", ["characters", "tokens"])
def test_the_limit_a_refusal_names_is_accepted(tmp_path: Path, unit: str) -> None:
    """A tester's finding: ``--limit 0`` said "raise --limit to at least 2029", and
    ``--limit 2029`` was then refused with "at least 2041" (the smallest result states the
    limit, so it grows with the limit's digits). The figure named is the least limit not
    below its own floor: it is accepted, one less is refused naming it again."""
    with pytest.raises(ServeError, match=r"raise --limit to at least (\d+)$") as refused:
        build(APP, artifacts=tmp_path, limit=0, limit_unit=unit)
    named = int(re.search(r"at least (\d+)$", str(refused.value)).group(1))  # type: ignore[union-attr]
    assert named > 99  # the refused limit had one digit, the figure named has more
    build(APP, artifacts=tmp_path, limit=named, limit_unit=unit)  # accepted
    with pytest.raises(ServeError, match=rf"raise --limit to at least {named}$"):
        build(APP, artifacts=tmp_path, limit=named - 1, limit_unit=unit)


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_minimal_results_read_more_is_a_range_the_limit_allows(
    tmp_path: Path, era: str
) -> None:
    """The minimal envelope (nothing of the whole envelope shown) said ``read_more``
    ``{"offset": 0, "limit": 1}``: read on one character at a time. Its next range is now the
    longest prefix of the artifact within the limit. By hand: ``--limit 2500`` characters,
    an artifact (the whole envelope, forty violations of ~90-character keys) of well over
    2,500 characters: the range is characters [0, 2500), and reading that URI through the
    real client returns exactly the artifact's first 2,500 characters."""
    server = build(APP, artifacts=tmp_path, limit=2_500)
    extra = {f"extra_{i:03d}_" + "k" * 80: 1 for i in range(40)}
    async with mcp.Client(server.server, mode=era) as client:
        result = await client.call_tool("add", {"a": 1, "b": 1, **extra})
        envelope = result.structured_content
        assert envelope is not None and envelope["truncated"] is True
        assert envelope["summary"].endswith("is the artifact.")  # the minimal envelope
        whole = Path(envelope["artifact"]).read_text(encoding="utf-8")
        more = envelope["read_more"]
        assert len(whole) > 5_000  # so the range is bounded by the limit, not the total
        assert (more["offset"], more["limit"], more["total"]) == (0, 2_500, len(whole))
        assert more["uri"].endswith("?offset=0&limit=2500")
        read = await client.read_resource(more["uri"])
    assert read.contents[0].text == whole[:2_500]  # type: ignore[union-attr]


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_long_unknown_tool_name_gets_a_result_within_the_limit(
    tmp_path: Path, era: str
) -> None:
    """A 30,000-character tool name that no tool has is the client's text, quoted back as
    the envelope's ``tool``: not even the minimal result fitted ``--limit 3000``, and the
    client got JSON-RPC error -32603 ("no result fits the output limit … the smallest is
    31794"). The minimal result now cuts that name like the summary (a served tool's name
    stays whole): an ``unknown_tool`` result within the limit."""
    server = build(APP, artifacts=tmp_path, limit=3_000)
    async with mcp.Client(server.server, mode=era) as client:
        result = await client.call_tool("x" * 30_000, {})
    assert result.is_error is True
    assert len(result.model_dump_json(by_alias=True, exclude_none=True)) <= 3_000
    envelope = result.structured_content
    assert envelope is not None and envelope["error"]["kind"] == "unknown_tool"
    assert envelope["truncated"] is True and "there is no tool named 'xxx" in envelope["summary"]


_TEXT_TOOL = '''
from tooldeck import tool


@tool(read_only=True)
def text_of(n: int) -> str:
    """Return n characters of text."""
    return "x" * n
'''


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_an_output_sent_whole_in_the_text_block_is_not_called_truncated(
    tmp_path: Path, era: str
) -> None:
    """trial34 M4: an output that fits the limit once but not twice (text block and
    structured copy) was sent whole in the text block, yet marked ``truncated: true`` with
    "the first 12000 of 12000 characters are shown" and a ``read_more`` past the end.

    Boundaries by hand, ``--limit 6000`` characters for the whole response, an output of
    N ASCII ``x`` (JSON-escaped as itself), N of four digits (the summary "N characters of
    text." keeps its length): the whole answer carries the output twice (``items`` in the
    text block and in ``structuredContent``), so its size is S(1000) + 2·(N − 1000), S
    measured once at N = 1000; it fits up to N1 = 1000 + (6000 − S(1000)) // 2. The
    text-only answer drops ``"items":"x…",`` (N + 11 characters) from the structured copy,
    renames ``items`` to ``preview`` in the text block (+2 characters; its quotes are
    escaped, which both names share), and adds the sentence below to the summary, in both
    copies: S(N) − N − 9 + 2·len(" " + sentence); it fits up to
    N2 = 6000 − S(1000) + 2000 + 9 − 2·len(" " + sentence). Beyond N2 the output is cut."""
    app = tmp_path / "text_app.py"
    app.write_text(_TEXT_TOOL, encoding="utf-8")
    limit = 6_000
    server = build(str(app), artifacts=tmp_path / "artifacts", limit=limit)

    async def answer(n: int) -> Any:
        result = await server.runtime.call(ToolCall("c1", "text_of", {"n": n}))
        return server.answer(result, 7)

    base = server.fitter.size(await answer(1_000), Wire(7))
    n1 = 1_000 + (limit - base) // 2
    sentence = (
        "The whole output (NNNN characters) is in this envelope's preview; its structured "
        "copy (items in structuredContent) is left out, to fit the output limit (6000 "
        "characters for the whole response)."
    )
    n2 = limit - base + 2_000 + 9 - 2 * len(" " + sentence)
    assert 1_000 < n1 < n2 < 10_000  # four digits throughout, as the derivation assumes

    whole = (await answer(n1)).structured_content
    assert whole["truncated"] is False and whole["items"] == "x" * n1
    for n in (n1 + 1, n2):
        sent = await answer(n)
        assert server.fitter.size(sent, Wire(7)) <= limit
        text_envelope = json.loads(sent.content[0].text)
        structured = sent.structured_content
        assert text_envelope["preview"] == "x" * n  # the whole output, once
        assert "items" not in structured and "preview" not in structured
        for envelope in (text_envelope, structured):
            assert envelope["truncated"] is False
            assert "read_more" not in envelope and "artifact" not in envelope
            assert envelope["summary"] == f"{n} characters of text. " + sentence.replace(
                "NNNN", str(n)
            )
    assert server.fitter.size(await answer(n2), Wire(7)) == limit  # the derivation is exact
    cut = (await answer(n2 + 1)).structured_content
    assert cut["truncated"] is True
    more = cut["read_more"]
    assert more["total"] == n2 + 1 and more["offset"] < n2 + 1  # a range that exists
    assert f"the first {more['offset']} of {n2 + 1} characters are shown" in cut["summary"]
    # through the real client, both eras (the wire as sent: no stamp on the legacy era,
    # a short id): the same text-only answer at N2
    async with mcp.Client(server.server, mode=era) as client:
        got = await client.call_tool("text_of", {"n": n2})
    assert got.is_error is False and got.structured_content["truncated"] is False
    assert json.loads(got.content[0].text)["preview"] == "x" * n2
