"""The gateway's ``--limit`` counts its own note, and never sends an upstream's small
result as a larger envelope (retry31 R2, rebreak31 P3), with the official SDK client on
both protocol eras (``legacy``: handshake era; ``auto`` in-process: 2026-07-28).

Upstream: tests/gateway/upstream_app.py's ``greet`` with ``UPSTREAM_ASK_TOOL=soft`` asks
for a name ``UPSTREAM_ASK_TIMES`` times; the clients here declare no elicitation, so the
gateway answers each question ``cancel`` itself, and ``greet`` answers the plain result
``no name given: cancel`` (21 characters, plus ``UPSTREAM_ASK_PAD`` dots), which gets the
gateway's note. Sizes are of the whole JSON-RPC response as the SDK writes it on stdio
(compact JSON, UTF-8 kept, with the SDK's ``serverInfo`` stamp where it adds one), the id
one digit.
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
from tooldeck.gateway.relay import NOTE_KEY, NOTE_PREFIX

ERAS = ["legacy", "auto"]


def response_size(result: Any) -> int:
    """Characters of the JSON-RPC response carrying ``result`` (compact, UTF-8 kept, a
    one-digit id, as the SDK client numbers this session's few requests; the
    ``serverInfo`` stamp is in ``result`` on the 2026-07-28 era, where the SDK adds it),
    written out here independently of the gateway's own measure."""
    body = result.model_dump(by_alias=True, mode="json", exclude_none=True)
    frame = {"jsonrpc": "2.0", "id": 1, "result": body}
    return len(json.dumps(frame, ensure_ascii=False, separators=(",", ":")))


async def _greet(tmp_path: Path, mode: str, limit: int, **env: str) -> Any:
    upstream = stdio("a", UPSTREAM_ASK_TOOL="soft", **env)
    with anyio.fail_after(90):
        async with (
            Gateway(config(upstream), artifacts=tmp_path, limit=limit) as gw,
            mcp.Client(gw.server, mode=mode) as client,
        ):
            return await client.call_tool("a__greet", {})


@pytest.mark.parametrize("mode", ERAS)
async def test_the_note_of_many_questions_is_counted_inside_the_limit(
    tmp_path: Path, mode: str
) -> None:
    """50 questions answered ``cancel`` by the gateway, ``--limit 3000``. Before: the note
    was added after the fit with its ``upstream_asked`` list of 20 entries, each the
    reason "not passed on: the call's earlier question got no answer (…)", about 190
    characters of JSON: 20 × 190 = 3,800 characters of list alone, over the limit on its
    own (retry31 R2 measured 4,792 for 2,000 questions). Now the list is left out, said in
    ``left_out`` and ``upstream_asked_total``; the note's text keeps its reasons (one
    ``cancel`` of the first question, then 49 counted as one clause) and the upstream's own
    result is first and whole."""
    result = await _greet(tmp_path, mode, 3_000, UPSTREAM_ASK_TIMES="50")
    assert response_size(result) <= 3_000
    texts = [getattr(block, "text", "") for block in result.content]
    assert texts[0] == "no name given: cancel"
    assert texts[-1].startswith(NOTE_PREFIX)
    assert "the gateway answered cancel 49 times: not passed on" in texts[-1]
    meta = (result.meta or {})[NOTE_KEY]
    assert meta["upstream_asked"] == [] and meta["upstream_asked_total"] == 50
    assert meta["left_out"] == "the upstream_asked entries, to fit the gateway's --limit"
    assert meta["note"] == texts[-1]


@pytest.mark.parametrize("mode", ERAS)
async def test_under_a_small_limit_the_note_keeps_its_short_form(tmp_path: Path, mode: str) -> None:
    """The same 50 questions through ``--limit 1200``: the note with its reasons is about
    570 characters, twice (block and ``_meta``) already over 1,200 with the result around
    it, so its short form is sent (about 340 characters: how many questions, what the
    gateway answered, how many the user answered, that the reasons were left out, the
    hint),
    and the response is within the limit."""
    result = await _greet(tmp_path, mode, 1_200, UPSTREAM_ASK_TIMES="50")
    assert response_size(result) <= 1_200
    note = result.content[-1].text  # type: ignore[union-attr]
    assert note.startswith(
        f"{NOTE_PREFIX} The upstream asked 50 questions during this call and the user "
        "answered none of them; the gateway answered cancel itself to 50 of them."
    )
    assert "(why the gateway answered: left out to fit the gateway's --limit)" in note
    meta = (result.meta or {})[NOTE_KEY]
    assert meta["left_out"] == (
        "the upstream_asked entries and the reasons in the note, to fit the gateway's --limit"
    )
    assert result.content[0].text == "no name given: cancel"  # type: ignore[union-attr]


@pytest.mark.parametrize("mode", ERAS)
async def test_a_truncated_result_leaves_room_for_the_note(tmp_path: Path, mode: str) -> None:
    """A 10,021-character result (``no name given: cancel`` and 10,000 dots) with one
    question answered ``cancel`` through ``--limit 3000``: the result is cut to the longest
    preview whose response fits *with* the note. Before, the preview filled the limit and
    the note (about 700 characters with its one-entry list, twice its text) came on top."""
    result = await _greet(tmp_path, mode, 3_000, UPSTREAM_ASK_PAD="10000")
    assert response_size(result) <= 3_000
    envelope = result.structured_content or {}
    assert envelope["status"] == "success" and envelope["truncated"] is True
    note = result.content[-1].text  # type: ignore[union-attr]
    assert note.startswith(NOTE_PREFIX) and "the gateway answered cancel" in note


@pytest.mark.parametrize("mode", ERAS)
async def test_a_small_upstream_result_is_never_sent_as_a_larger_envelope(
    tmp_path: Path, mode: str
) -> None:
    """rebreak31 P3: under a limit below the smallest envelope the gateway can write (the
    minimal envelope, about 1,800 characters), an upstream's honest small result was
    replaced by that envelope or by a truncated one, each larger than the result itself:
    ``add`` (output schema, ``{"sum": 3}``) went as the 1,800-character minimal envelope with
    ``isError: true``, and a 502-character ``echo`` through ``--limit 400`` as a truncated
    envelope of about 1,000. Now, where nothing within the limit exists, the smaller answer
    is sent (as ``tooldeck serve`` sends the smaller of its result and the minimal
    envelope), the upstream's own on a tie: never larger than the response under the
    default limit (20,000), which each fits whole, and with the same value — the echo's
    text, the sum as structured content and as its JSON text (the runtime writes that
    text compact, ``{"sum":3}``, one character shorter than the upstream's)."""
    calls = [("a__add", {"a": 1, "b": 2}), ("a__echo", {"text": "e" * 500})]
    answers: dict[int, list[Any]] = {}
    for limit in (20_000, 1, 100, 400):
        with anyio.fail_after(90):
            async with (
                Gateway(config(stdio("a")), artifacts=tmp_path, limit=limit) as gw,
                mcp.Client(gw.server, mode=mode) as client,
            ):
                answers[limit] = [await client.call_tool(name, args) for name, args in calls]
    add, echo = answers[20_000]
    assert add.structured_content == {"sum": 3} and add.is_error is False
    assert echo.content[0].text == "a:" + "e" * 500  # type: ignore[union-attr]
    for limit in (1, 100, 400):
        small_add, small_echo = answers[limit]
        assert small_echo.content == echo.content, limit
        assert small_add.structured_content == {"sum": 3}, limit
        assert json.loads(small_add.content[0].text) == {"sum": 3}, limit  # type: ignore[union-attr]
        for whole, small in zip(answers[20_000], answers[limit], strict=True):
            assert small.is_error is False, limit
            assert response_size(small) <= response_size(whole), limit


@pytest.mark.parametrize("mode", ERAS)
async def test_a_result_that_fits_only_without_the_note_is_cut_for_it(
    tmp_path: Path, mode: str
) -> None:
    """review33: the pass-through test measures the upstream's own result *with* the note
    (retry31 R2); a mutation measuring the result alone passed every test above, whose
    results are either small or over the limit on their own. Here the result is 2,721
    characters (``no name given: cancel`` and 2,700 dots), its response alone within
    ``--limit 3000`` and over it with the note (about 700 characters with its one-entry
    list, twice its text): it is cut to leave room for the note, as the 10,000-dot one."""
    result = await _greet(tmp_path, mode, 3_000, UPSTREAM_ASK_PAD="2700")
    assert response_size(result) <= 3_000
    envelope = result.structured_content or {}
    assert envelope["status"] == "success" and envelope["truncated"] is True
    note = result.content[-1].text  # type: ignore[union-attr]
    assert note.startswith(NOTE_PREFIX) and "the gateway answered cancel" in note
