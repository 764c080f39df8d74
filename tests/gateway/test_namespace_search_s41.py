"""trial40b N2: behind a gateway of one upstream, ``search_tools`` ranked a Chinese request
otherwise than ``tooldeck select`` on the server's own tools ("保存书签": add, delete,
export against add, export, get). The cause was the names: the gateway indexed its exposed
names (``bm__add_bookmark``), and the namespace every tool carries was read as a word of
each. Both now read such tools without it (:func:`tooldeck.select.deferred.without_namespace`).

Real ``tooldeck serve`` upstream (tests/gateway/bookmarks_app.py) on stdio, the official
SDK client. The expected orders come from the select stage run here on the server's own
tools (``py:`` declarations, no gateway, no namespace): the property is that both rank the
same tools alike. Two of the requests order the namespaced names otherwise at 5 (measured:
清空所有书签 puts purge_bookmarks above search_bookmarks, 保存书签 delete_bookmark 4th in
place of search_bookmarks), so the test fails without the reading.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.formats import load
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.select.methods import make_retriever

HERE = Path(__file__).resolve().parent
APP = str(HERE / "bookmarks_app.py")
SRC = str(HERE.parents[1] / "src")
REQUESTS = ("添加书签", "清空所有书签", "保存书签", "add a bookmark")


def _bookmarks(name: str = "bm") -> UpstreamSpec:
    return UpstreamSpec(
        name,
        "stdio",
        command=sys.executable,
        args=("-c", "from tooldeck.cli import main; main()", "serve", APP),
        env={"PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")},
    )


def _own_orders(k: int) -> dict[str, list[str]]:
    """The select stage's order of each request over the server's own tools."""
    retriever = make_retriever("hybrid")
    retriever.index(load(f"py:{APP}").deck)
    return {q: [t.name for t, _ in retriever.search(q, k)] for q in REQUESTS}


async def test_search_tools_ranks_one_upstreams_tools_as_select_on_the_server(
    tmp_path: Path,
) -> None:
    from tooldeck.select.dense import dense_available

    if not dense_available("numpy"):
        pytest.skip("the MiniLM weights are missing: the default is bm25 here")
    found: dict[str, list[str]] = {}
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(_bookmarks(), mode="search"), artifacts=tmp_path, start_timeout_s=60
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            for query in REQUESTS:
                answer = await client.call_tool("search_tools", {"query": query, "k": 5})
                assert answer.is_error is False, answer
                items = answer.structured_content["items"]  # type: ignore[index]
                found[query] = [item["name"] for item in items]
    expected = {q: [f"bm__{n}" for n in names] for q, names in _own_orders(5).items()}
    assert found == expected
    # the namespaced order without the reading differs for these two (see above)
    namespaced = make_retriever("hybrid")
    deck = load(f"py:{APP}").deck
    namespaced.index(type(deck)([t.replace(name=f"bm__{t.name}") for t in deck]))
    for query in ("清空所有书签", "保存书签"):
        assert [t.name for t, _ in namespaced.search(query, 5)] != expected[query]
