"""``search_tools`` under a small ``--limit`` keeps the tools' names and the nothing-fits
verdict (trial33 MEDIUM-4).

Under ``tooldeck gateway --mode search-load --limit 3000`` in front of Desktop Commander,
answers of 4,764 to 8,074 characters became "The result is over the output limit …: its
whole output … is the artifact": the model learned neither which tools were loaded nor
that nothing fits. Now the gateway sends the largest smaller form that fits (descriptions
cut, then no ``inputSchema``, then names only, then no items), saying so in the summary.

Upstream: Desktop Commander 0.2.52's real ``tools/list`` (``tests/data/captured33``,
descriptions of up to 813 tokens) served by ``tests/mcp_servers/listed_server.py`` (the
``mcp`` SDK over stdio); client: the SDK's ``mcp.Client`` in-process, both eras; BM25
search (no model weights needed). Sizes are measured here on the JSON-RPC response as the
SDK writes it (compact, UTF-8 kept), independently of the gateway's own measure.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.gateway.exposure import Answer, SearchExposure, slimmer_answers
from tooldeck.runtime.envelope import ToolResult

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
DESKTOP = ROOT / "tests" / "data" / "captured33" / "desktop_commander.json"


def response_size(result: Any) -> int:
    body = result.model_dump(by_alias=True, mode="json", exclude_none=True)
    frame = {"jsonrpc": "2.0", "id": 1, "result": body}
    return len(json.dumps(frame, ensure_ascii=False, separators=(",", ":")))


def _config() -> GatewayConfig:
    desktop = UpstreamSpec(
        "desktop", "stdio", command=sys.executable, args=(str(SERVER), str(DESKTOP))
    )
    return GatewayConfig(upstreams=(desktop,), mode="search-load")


def _bm25(config: GatewayConfig, catalog: Any) -> SearchExposure:
    return SearchExposure(catalog, load=True, search_method="bm25")


async def _search(tmp_path: Path, era: str, limit: int, *queries: str) -> list[Any]:
    with anyio.fail_after(120):
        async with (
            Gateway(_config(), artifacts=tmp_path, limit=limit, exposure=_bm25) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            return [await client.call_tool("search_tools", {"query": q, "k": 5}) for q in queries]


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_search_answers_keep_the_names_within_the_limit(tmp_path: Path, era: str) -> None:
    """Before: 4,764 characters, sent as "its whole output (4764 characters) is the
    artifact" alone (trial33). Now within 3,000 with the five loaded tools named."""
    (found,) = await _search(
        tmp_path, era, 3_000, "run npm test in the repo and show me the output"
    )
    assert response_size(found) <= 3_000
    envelope = found.structured_content or {}
    assert "is the artifact" not in envelope["summary"]  # before: the only sentence
    assert "To fit the gateway's output limit (3,000 characters), " in envelope["summary"]
    assert envelope["status"] == "success" and not envelope.get("truncated")
    # the five tools loaded are named in the summary, as the items (if any) rank them
    loaded = envelope["summary"].split("added to your tool list: ")[1].split(".")[0]
    names = loaded.split(", ")
    assert len(names) == 5 and all(n.startswith("desktop__") for n in names)
    if "items" in envelope:
        assert [item["name"] for item in envelope["items"]] == names


def test_the_smaller_forms_of_a_nothing_fits_answer_keep_the_verdict() -> None:
    """The hybrid's no-match answer lists weak matches as items (trial33: 7,376
    characters under ``--limit 3000``, sent as "… is the artifact"); each smaller form keeps
    the verdict (the summary, whole) and ``no_match``, and says what it left out."""
    verdict = "No tool fits 'capital of France': … tell the user so rather than call one."
    items = [
        {
            "rank": rank,
            "name": f"desktop__tool_{rank}",
            "description": "Read a file. " + "More text. " * 60,
            "hints": {"readOnlyHint": True},
            "score": 0.1,
            "score_kind": "cosine",
            "weak_match": True,
            "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}},
        }
        for rank in (1, 2)
    ]
    answer = Answer(
        ToolResult(
            call_id="gw-1", tool="search_tools", status="empty", summary=verdict, items=items
        ),
        fields={"no_match": True},
    )
    forms = slimmer_answers(answer, "3,000 characters")
    assert len(forms) == 4
    for form in forms:
        assert form.result.summary.startswith(verdict + " To fit the gateway's output limit")
        assert form.fields == {"no_match": True} and form.result.status == "empty"
    cut, bare, names, none = (form.result.items for form in forms)
    assert all(len(item["description"]) <= 120 and "inputSchema" in item for item in cut)
    assert all("inputSchema" not in item for item in bare)
    assert names == [
        {"rank": 1, "name": "desktop__tool_1", "score": 0.1, "weak_match": True},
        {"rank": 2, "name": "desktop__tool_2", "score": 0.1, "weak_match": True},
    ]
    assert none is None
    sizes = [len(json.dumps(form.result.items)) for form in forms[:3]]
    assert sizes == sorted(sizes, reverse=True)
    assert (
        slimmer_answers(
            Answer(ToolResult(call_id="gw-2", tool="x", status="error", summary="refused")),
            "3,000 characters",
        )
        == []
    )


async def test_an_answer_that_fits_is_sent_whole(tmp_path: Path) -> None:
    """The control: under the default limit (20,000) the same search is sent as it was,
    full descriptions (up to 400 characters) and schemas, nothing said about a limit."""
    (found,) = await _search(
        tmp_path, "legacy", 20_000, "run npm test in the repo and show me the output"
    )
    envelope = found.structured_content or {}
    assert "output limit" not in envelope["summary"]
    assert all("inputSchema" in item for item in envelope["items"])
    assert max(len(item["description"]) for item in envelope["items"]) > 120
