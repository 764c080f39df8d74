"""The search modes end to end: the official SDK client (``mcp.Client``) against the
gateway in-process, in front of a real stdio upstream (tests/gateway/upstream_app.py, an
SDK server run as a subprocess).

Expected values are derived by hand from upstream_app.py: ``add`` answers
``{"sum": a + b}``; ``grow`` adds the tool ``extra`` ("A tool that appears after
grow()."), which answers ``extra done``; names are ``upstream__tool``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway


def _names(listed: Any) -> list[str]:
    return [t.name for t in listed.tools]


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_search_finds_a_tool_and_call_tool_runs_it(tmp_path: Path, era: str) -> None:
    with anyio.fail_after(60):
        async with (
            Gateway(
                config(stdio("a"), mode="search", resident=("a__echo",)), artifacts=tmp_path
            ) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            listed = _names(await client.list_tools())
            found = await client.call_tool("search_tools", {"query": "add two integers", "k": 2})
            added = await client.call_tool(
                "call_tool", {"name": "a__add", "arguments": {"a": 2, "b": 3}}
            )
            coerced = await client.call_tool(
                "call_tool", {"name": "a__add", "arguments": {"a": "2", "b": 3}}
            )
            bad_k = await client.call_tool("search_tools", {"query": "add", "k": "2"})
    assert listed == ["a__echo", "search_tools", "call_tool"]
    assert found.is_error is False
    items = found.structured_content["items"]  # type: ignore[index]
    assert items[0]["name"] == "a__add" and items[0]["description"] == "Add two integers."
    assert set(items[0]["inputSchema"]["properties"]) == {"a", "b"}
    assert added.is_error is False and added.structured_content == {"sum": 5}
    assert coerced.is_error  # "2" is not an integer: refused before the upstream
    assert coerced.structured_content["error"]["kind"] == "invalid_arguments"  # type: ignore[index]
    assert bad_k.is_error
    assert bad_k.structured_content["error"]["violations"][0]["pointer"] == "/k"  # type: ignore[index]


async def test_search_load_lists_found_tools_and_tells_the_client(tmp_path: Path) -> None:
    seen: list[str] = []

    async def on_message(message: object) -> None:
        if isinstance(message, mcp.types.ToolListChangedNotification):
            seen.append("changed")

    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a"), mode="search-load"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy", message_handler=on_message) as client,
        ):
            before = _names(await client.list_tools())
            await client.call_tool("search_tools", {"query": "add two integers", "k": 1})
            while not seen:
                await anyio.sleep(0.02)
            after = _names(await client.list_tools())
            direct = await client.call_tool("a__add", {"a": 1, "b": 1})
    assert before == ["search_tools", "call_tool"]
    assert after == ["search_tools", "call_tool", "a__add"]
    assert direct.is_error is False and direct.structured_content == {"sum": 2}


async def test_the_index_follows_an_upstream_list_change(tmp_path: Path) -> None:
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            query = {"query": "tool that appears after grow", "k": 10}
            before = await client.call_tool("search_tools", query)
            await client.call_tool("call_tool", {"name": "a__grow"})
            for _ in range(500):  # the upstream's list_changed is read asynchronously
                after = await client.call_tool("search_tools", query)
                if not after.is_error and "a__extra" in str(after.structured_content):
                    break
                await anyio.sleep(0.02)
            extra = await client.call_tool("call_tool", {"name": "a__extra"})
    names_before = [i["name"] for i in before.structured_content["items"]]  # type: ignore[index]
    names_after = [i["name"] for i in after.structured_content["items"]]  # type: ignore[index]
    assert "a__extra" not in names_before and "a__extra" in names_after
    assert extra.is_error is False and extra.content[0].text == "extra done"  # type: ignore[union-attr]


async def test_search_answers_and_refusals_go_through_the_limit_and_the_audit(
    tmp_path: Path,
) -> None:
    """A search_tools answer over ``limit`` (100 characters) is cut to a preview with the
    whole answer in an artifact, like a forwarded call's result; the search, a refusal
    (unknown tool) and a forwarded call each leave one audit line. 100 characters is below
    the smallest envelope the gateway can send (session 31: its envelopes are bounded as
    serve's, and under such a limit the smaller of the envelope and the minimal one goes),
    so the answer is the minimal envelope, whose artifact is the whole answer."""
    audit = tmp_path / "audit.jsonl"
    with anyio.fail_after(60):
        async with (
            Gateway(
                config(stdio("a"), mode="search"), artifacts=tmp_path, audit=audit, limit=100
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            found = await client.call_tool("search_tools", {"query": "add two integers", "k": 2})
            unknown = await client.call_tool("call_tool", {"name": "a__nope"})
            added = await client.call_tool(
                "call_tool", {"name": "a__add", "arguments": {"a": 1, "b": 2}}
            )
    envelope = found.structured_content
    assert envelope is not None and envelope["truncated"] is True
    assert envelope["limit"] == {"value": 100, "unit": "characters"}
    assert "items" not in envelope  # the preview is sent once, in the text block
    assert len(found.content[0].text) < 2_000  # type: ignore[union-attr]
    # the minimal envelope links the whole answer itself (trial32a #5: it used to link an
    # artifact of the envelope, which named the answer's artifact by a host path only)
    whole = json.loads(Path(envelope["artifact"]).read_text())
    assert whole[0]["name"] == "a__add" and len(whole) == 2
    assert unknown.is_error and added.structured_content == {"sum": 3}
    records = [json.loads(line) for line in audit.read_text().splitlines()]
    assert [(r["tool"], r["status"], r["truncated"], r["upstream"]) for r in records] == [
        ("search_tools", "success", True, None),
        ("a__nope", "error", False, None),
        ("a__add", "success", False, "a"),
    ]
    assert records[0]["arguments_sha256"] is not None
    # the search's wall time (its index is built by this first search): the gateway's
    # own answers used to log duration_ms 0.0 whatever they took
    assert records[0]["duration_ms"] > 0


async def test_resident_read_only_keeps_read_only_tools_listed(tmp_path: Path) -> None:
    """The config's ``resident_read_only``: every upstream_app tool but ``wipe`` (the one
    without ``readOnlyHint: true``) stays in ``tools/list`` beside the meta-tools."""
    gateway_config = config(stdio("a"), mode="search", resident_read_only=True)
    with anyio.fail_after(60):
        async with (
            Gateway(gateway_config, artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            listed = _names(await client.list_tools())
            found = await client.call_tool("search_tools", {"query": "delete a path"})
    read_only = ["echo", "add", "wrong", "big", "fail", "crash", "hang", "grow"]
    assert listed == [f"a__{n}" for n in read_only] + ["search_tools", "call_tool"]
    assert [i["name"] for i in found.structured_content["items"]] == ["a__wipe"]  # type: ignore[index]


async def test_search_load_keeps_one_loaded_set_per_session(tmp_path: Path) -> None:
    """Handshake era: two clients of one gateway (two connections) each see only what they
    found. Current era (stateless, no session): the clients share one loaded set, as
    docs/gateway-exposure.md says."""
    query = {"query": "add two integers", "k": 1}
    with anyio.fail_after(60):
        async with Gateway(config(stdio("a"), mode="search-load"), artifacts=tmp_path) as gateway:
            async with (
                mcp.Client(gateway.server, mode="legacy") as first,
                mcp.Client(gateway.server, mode="legacy") as second,
            ):
                await first.call_tool("search_tools", query)
                first_sees = _names(await first.list_tools())
                second_sees = _names(await second.list_tools())
            async with (
                mcp.Client(gateway.server, mode="auto") as third,
                mcp.Client(gateway.server, mode="auto") as fourth,
            ):
                await third.call_tool("search_tools", query)
                fourth_sees = _names(await fourth.list_tools())
    assert first_sees == ["search_tools", "call_tool", "a__add"]
    assert second_sees == ["search_tools", "call_tool"]
    assert fourth_sees == ["search_tools", "call_tool", "a__add"]


async def test_the_duplicate_guard_is_per_session(tmp_path: Path) -> None:
    """``wipe`` (no hints: not idempotent) approved in advance: a repeat on one connection
    is refused by the duplicate guard; the same call from another connection runs."""
    args = {"path": "/tmp/x"}
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path, approve=["a__wipe"]) as gateway,
            mcp.Client(gateway.server, mode="legacy") as first,
            mcp.Client(gateway.server, mode="legacy") as second,
        ):
            once = await first.call_tool("a__wipe", args)
            again = await first.call_tool("a__wipe", args)
            other = await second.call_tool("a__wipe", args)
    assert once.is_error is False and other.is_error is False
    assert again.is_error and again.structured_content["status"] == "refused"  # type: ignore[index]
    assert "already ran" in again.structured_content["error"]["message"]  # type: ignore[index]


async def test_a_huge_query_is_not_echoed_whole(tmp_path: Path) -> None:
    """The reported answer: a 1,000,000-character query came back whole in the summary
    (1,001,830 characters, ``truncated: false``); the echo is now its first 200 characters
    and its length, and the answer stays within the default limit (20,000 characters).
    Since a 2 MB query held a worker thread for 12-27 s, a query over 4,096 characters is
    refused before any search (short, naming the limit); the longest one allowed is still
    echoed cut."""
    query = "add two integers " + "x" * (4_096 - 17)
    huge = "add two integers " + "x" * (1_000_000 - 17)
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            found = await client.call_tool("search_tools", {"query": query, "k": 2})
            refused = await client.call_tool("search_tools", {"query": huge, "k": 2})
    envelope = found.structured_content
    assert envelope is not None and not found.is_error
    sent = found.model_dump_json(by_alias=True, exclude_none=True)
    assert len(sent) <= 20_000, len(sent)
    assert f"{query[:200]!r}… (4,096 characters)" in envelope["summary"]
    assert envelope["summary"] in found.content[0].text  # type: ignore[union-attr]
    assert refused.is_error and refused.structured_content is not None
    assert refused.structured_content["error"]["kind"] == "invalid_arguments"
    assert (
        "query is 1,000,000 characters, over the limit of 4,096"
        in (refused.structured_content["error"]["message"])
    )
    assert len(refused.model_dump_json(by_alias=True, exclude_none=True)) < 2_000


async def test_search_says_nothing_matched_and_ranks_what_did(tmp_path: Path) -> None:
    """A query no word of which occurs in any tool's text (``zzzz qqqq``: not in
    upstream_app.py) is answered ``no_match``: a summary saying nothing fits, and, with a
    dense list to rank them, at most 3 closest tools each marked ``weak_match`` (none with
    bm25; it once got the first 5 tools in catalogue order, unscored, as if they matched);
    a query that matches gets each item's rank, score and score kind, and the summary says
    how items are ordered."""
    from tooldeck.select.base import SCORE_KINDS

    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            nothing = await client.call_tool("search_tools", {"query": "zzzz qqqq"})
            found = await client.call_tool("search_tools", {"query": "add two integers"})
            index = gateway.gateway_server.exposure.deferred  # type: ignore[union-attr]
    assert nothing.is_error is False
    empty: Any = nothing.structured_content
    assert empty["status"] == "empty" and empty["no_match"] is True
    weak = empty["items"]
    if index.retriever.score_kind == "bm25":
        assert weak == []
    else:
        assert 1 <= len(weak) <= 3 and all(i["weak_match"] is True for i in weak)
    assert empty["summary"].startswith("No tool fits 'zzzz qqqq': no word of it occurs")
    assert "tell the user so" in empty["summary"] and "Try other words" not in empty["summary"]
    assert json.loads(nothing.content[0].text)["no_match"] is True  # type: ignore[union-attr]
    result: Any = found.structured_content
    items = result["items"]
    assert items[0]["name"] == "a__add"
    assert [i["rank"] for i in items] == list(range(1, len(items) + 1))
    assert all(i["score_kind"] in SCORE_KINDS and i["score"] > 0 for i in items)
    assert "best first by" in result["summary"]
    assert "no_match" not in result and not any("weak_match" in i for i in items)


async def test_an_unrelated_request_sharing_a_word_is_answered_nothing_fits(
    tmp_path: Path,
) -> None:
    """A request outside every tool that still shares a word with one ("book a train ticket
    to Shanghai": its best dense cosine over upstream_app.py's tools is 0.069, measured,
    under the 0.15 bar) is answered ``no_match`` with the closest three as weak matches,
    and ``search-load`` does not add them to ``tools/list``; an in-scope request (cosine
    0.74 for "add two integers") is answered as before and loaded."""
    from tooldeck.select.deferred import WEAK_DENSE_COSINE, best_dense_score
    from tooldeck.select.dense import dense_available

    if not dense_available("numpy"):
        pytest.skip("the MiniLM weights are missing: the default is bm25 here")
    query = "book a train ticket to Shanghai"
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a"), mode="search-load"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            before = _names(await client.list_tools())
            weak = await client.call_tool("search_tools", {"query": query, "k": 5})
            after_weak = _names(await client.list_tools())
            fits = await client.call_tool("search_tools", {"query": "add two integers", "k": 1})
            after_fit = _names(await client.list_tools())
            index = gateway.gateway_server.exposure.deferred  # type: ignore[union-attr]
            shares, best = index.has_evidence(query), best_dense_score(index.retriever, query)
    assert shares is True and best is not None and best < WEAK_DENSE_COSINE  # the premise
    answer: Any = weak.structured_content
    assert weak.is_error is False and answer["status"] == "empty" and answer["no_match"] is True
    assert len(answer["items"]) == 3 and all(i["weak_match"] for i in answer["items"])
    assert "none of the 9 tools searched is close in meaning" in answer["summary"]
    assert f"below {WEAK_DENSE_COSINE:.3f}" in answer["summary"]
    assert "tell the user so rather than call one of them" in answer["summary"]
    assert "Closest, as weak matches only" in answer["summary"]
    assert after_weak == before  # weak matches are not loaded
    matched: Any = fits.structured_content
    assert "no_match" not in matched and matched["items"][0]["name"] == "a__add"
    assert after_fit == [*before, "a__add"]


async def test_search_items_keep_the_whole_description_and_the_hints(tmp_path: Path) -> None:
    """An item carries the tool's whole description (it had the first sentence only, so a
    second sentence stating an effect was lost) and its effective hints, those the tool
    does not state marked ``defaulted`` (MCP's defaults, as the approval gate reads them).
    By hand from upstream_app.py: ``echo`` states ``readOnlyHint: true`` only (so
    destructive false, idempotent true by MCP's rules for read-only tools); ``wipe``
    states nothing (destructive true, idempotent false, open-world true)."""
    said = "Echo the text back. Irreversible: the text is also printed on paper."
    upstream = stdio("a", UPSTREAM_ECHO_DESCRIPTION=said)
    with anyio.fail_after(60):
        async with (
            Gateway(config(upstream, mode="search"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            echo = await client.call_tool("search_tools", {"query": "echo text", "k": 1})
            wipe = await client.call_tool("search_tools", {"query": "delete a path", "k": 1})
    echoed: Any = echo.structured_content
    wiped: Any = wipe.structured_content
    assert echoed["items"][0]["name"] == "a__echo"
    assert echoed["items"][0]["description"] == said
    assert echoed["items"][0]["hints"] == {
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": True,
        "defaulted": ["destructiveHint", "idempotentHint", "openWorldHint"],
    }
    assert wiped["items"][0]["name"] == "a__wipe"
    assert wiped["items"][0]["hints"] == {
        "readOnlyHint": False,
        "destructiveHint": True,
        "idempotentHint": False,
        "openWorldHint": True,
        "defaulted": ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"],
    }


async def test_search_ranks_by_meaning_by_default_and_by_words_when_told(
    tmp_path: Path,
) -> None:
    """The default method of ``search_tools`` is ``hybrid`` (it was BM25): "erase a file"
    shares no word with ``wipe`` ("Delete a path.") but "a", while hybrid's meaning side
    puts ``wipe`` first. ``search_method="bm25"`` gives BM25 back, which has only words to
    go by: it used to put ``grow`` first on the strength of "a" alone (measured: grow 0.509,
    wipe 0.474); a common word is no evidence, so it now answers that nothing fits."""
    import functools

    from tooldeck.gateway.exposure import exposure_for
    from tooldeck.select.dense import dense_available

    if not dense_available("numpy"):
        pytest.skip("the MiniLM weights are missing: the default is bm25 here")
    query = {"query": "erase a file", "k": 3}
    bm25 = functools.partial(exposure_for, search_method="bm25")
    with anyio.fail_after(120):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            default = await client.call_tool("search_tools", query)
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path, exposure=bm25) as gw,
            mcp.Client(gw.server, mode="legacy") as client,
        ):
            told = await client.call_tool("search_tools", query)
    meant: Any = default.structured_content
    worded: Any = told.structured_content
    assert meant["items"][0]["name"] == "a__wipe" and meant["items"][0]["score_kind"] == "rrf"
    assert worded["no_match"] is True and worded["items"] == [], worded
    assert "besides common words (a)" in worded["summary"]


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_search_with_a_file_as_cache_folder_still_answers(
    tmp_path: Path, era: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``$TOOLDECK_CACHE`` naming a file (a read-only or odd deployment): the default
    (hybrid) ``search_tools`` embeds in memory and answers, with one CacheWarning, instead
    of failing every call with a JSON-RPC error (breakB26 H1)."""
    import warnings

    from tooldeck import cachedir
    from tooldeck.errors import CacheWarning
    from tooldeck.select.dense import dense_available

    if not dense_available("numpy"):
        pytest.skip("the MiniLM weights are missing: the default is bm25 here")
    blocker = tmp_path / "cachefile"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("TOOLDECK_CACHE", str(blocker))
    monkeypatch.setattr(cachedir, "_warned", set())
    monkeypatch.setattr(cachedir, "_unusable", set())
    with warnings.catch_warnings(record=True) as record, anyio.fail_after(120):
        warnings.simplefilter("always")
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path / "art") as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            first = await client.call_tool("search_tools", {"query": "add two integers", "k": 2})
            second = await client.call_tool("search_tools", {"query": "erase a file", "k": 2})
    found: Any = first.structured_content
    again: Any = second.structured_content
    assert first.is_error is False and found["items"][0]["name"] == "a__add", found
    assert found["items"][0]["score_kind"] == "rrf"  # hybrid, not a fallback to bm25
    assert second.is_error is False and again["items"][0]["name"] == "a__wipe", again
    cache = [str(w.message) for w in record if issubclass(w.category, CacheWarning)]
    assert len(cache) == 1 and cache[0].startswith(f"cache folder {blocker}/"), cache


async def test_bm25_search_whose_only_shared_word_is_a_common_one_says_nothing_fits(
    tmp_path: Path,
) -> None:
    """``search_tools`` ranked by BM25 (``--search-method bm25``) for "the": "the" occurs in
    ``echo``'s description ("Echo the text back."), so BM25 ranked it as a match
    (``success``, no ``no_match``), a ranking built on a function word. Now common words do
    not count as evidence on this path: ``empty``, ``no_match``, no items, and the summary
    says which words were set aside. A request with a real word beside them ("echo the")
    still ranks ``a__echo`` first."""
    import functools

    from tooldeck.gateway.exposure import exposure_for

    bm25 = functools.partial(exposure_for, search_method="bm25")
    with anyio.fail_after(120):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path, exposure=bm25) as gw,
            mcp.Client(gw.server) as client,
        ):
            common = await client.call_tool("search_tools", {"query": "the", "k": 8})
            worded = await client.call_tool("search_tools", {"query": "echo the"})
    said: Any = common.structured_content
    assert said["status"] == "empty" and said["no_match"] is True, said
    assert said["items"] == []
    assert said["summary"].startswith(
        "No tool fits 'the': no word of it besides common words (the), which occur in nearly "
        "every description and do not count as a match, occurs in"
    ), said["summary"]
    found: Any = worded.structured_content
    assert found["status"] == "success" and found["items"][0]["name"] == "a__echo"


async def test_a_search_that_finds_nothing_says_the_listed_residents_may_fit(
    tmp_path: Path,
) -> None:
    """A tester's finding: with ``--resident-read-only`` the read-only tools are listed and
    only the rest searched, so "add two integers" (``a__add``, listed) found nothing among
    the searched tools, and the answer told the model to tell the user no tool fits rather
    than call one. It now says the listed tools were not searched and may fit (how many);
    without residents the advice is as before."""
    with anyio.fail_after(60):
        async with (
            Gateway(
                config(stdio("a"), mode="search", resident_read_only=True), artifacts=tmp_path
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            listed = _names(await client.list_tools())
            found = await client.call_tool("search_tools", {"query": "add two integers"})
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            alone = await client.call_tool("search_tools", {"query": "zebra quantum violin"})
    residents = [name for name in listed if name not in ("search_tools", "call_tool")]
    assert "a__add" in residents and len(residents) > 1
    envelope = found.structured_content
    assert envelope is not None and envelope["status"] == "empty" and envelope["no_match"]
    summary = envelope["summary"]
    assert summary.startswith("No tool fits 'add two integers'")
    said = f"The {len(residents)} tools already in your tool list (residents) are not searched"
    assert said in summary and "if one does, call it directly" in summary
    assert "rather than call one of them" not in summary
    unchanged = alone.structured_content["summary"]  # type: ignore[index]
    assert "tell the user so rather than call one of them" in unchanged
    assert "residents" not in unchanged


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_a_query_the_search_cannot_take_is_invalid_arguments_at_query(
    tmp_path: Path, era: str
) -> None:
    """Break B26 L2 and M3: in process, a query holding a lone surrogate reached the
    retriever, whose SelectError escaped as a JSON-RPC error (the raw text in the
    handshake era, "Internal server error" in the current one); a blank query is refused
    by the meta-tool's schema (``pattern`` \\S, shared with the agent loop). Each is now
    an ``invalid_arguments`` tool result at ``/query``; a retriever's own SelectError
    (here a real BM25 that refuses one word) is too."""
    import functools

    from tooldeck.errors import SelectError
    from tooldeck.gateway.exposure import exposure_for
    from tooldeck.select.bm25 import BM25Retriever

    class Picky(BM25Retriever):
        def search(self, query: str, k: int = 5) -> Any:
            if "forbidden" in query:
                raise SelectError("this retriever refuses the word 'forbidden'")
            return super().search(query, k)

    exposure = functools.partial(exposure_for, retriever=Picky)
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path, exposure=exposure) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            answers = [
                await client.call_tool("search_tools", {"query": query})
                for query in ("add \ud800 integers", "", " \t", "add forbidden integers")
            ]
            fine = await client.call_tool("search_tools", {"query": "add integers"})
    for answer in answers:
        assert answer.is_error is True
        error = answer.structured_content["error"]  # type: ignore[index]
        assert error["kind"] == "invalid_arguments"
        assert error["violations"][0]["pointer"] == "/query", error
    last = answers[-1].structured_content["error"]  # type: ignore[index]
    assert last["message"] == "search_tools: this retriever refuses the word 'forbidden'"
    assert fine.is_error is False
