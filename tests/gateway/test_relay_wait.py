"""An upstream's question passed on to the person waits on the approval clock, not on the
call's ``--timeout`` (session 24's breaker: the question was cut at ``--timeout``; a
2026-07-28 client answering late was asked again and again, each retry a new upstream
call, until the SDK gave up after 10 rounds).

Real pieces: the gateway in-process, tests/gateway/upstream_app.py over stdio with
``UPSTREAM_ASK_TOOL=write`` (``greet`` asks for a name with a one-field form and is
neither read-only nor destructive, so the gateway's own gate does not ask and every run
counts) and ``UPSTREAM_CALLS`` (one line per run of ``greet``, written by the upstream
process), and the official SDK client on both eras (``legacy``: ``elicitation/create``
during the call; ``auto``: ``input_required`` and a retry with the answer). Expected values
by hand from upstream_app.py: ``hello <name>`` on accept, the error ``no name: cancel``
when the gateway answers ``cancel``. The clients answer after a delay several times the
timeout that must not cut them; nothing asserts a duration.

A waiting 2026-07-28 call resumes only for the client that started it: two clients on their
own duplex streams (the SDK's ``InMemoryTransport`` runs the gateway's ``Server.run`` on a
stream pair, the path its stdio serving takes), and two OAuth users of one HTTP app (the
gateway's server as the SDK's ``streamable_http_app`` with ``auth`` and a token verifier,
served by uvicorn on loopback). Expected values by hand from upstream_app.py, as above.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import httpx2
import mcp
import mcp_types as types
import pytest
import uvicorn
from mcp.client._memory import InMemoryTransport
from mcp.client.streamable_http import streamable_http_client
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.gateway.relay import RELAY_KEY
from tooldeck.serve.run import bind

ERAS = ["legacy", "auto"]


def asking_upstream(calls: Path) -> Any:
    return stdio("a", UPSTREAM_ASK_TOOL="write", UPSTREAM_CALLS=str(calls))


def late(seen: list[str], delay: float, action: str = "accept") -> Any:
    """A person who answers ``{"name": "Ada"}`` after ``delay`` seconds."""

    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        seen.append(params.message)
        await anyio.sleep(delay)
        content = {"name": "Ada"} if action == "accept" else None
        return types.ElicitResult(action=action, content=content)  # type: ignore[arg-type]

    return callback


def runs(calls: Path) -> int:
    """How many times the upstream started ``greet``."""
    return len(calls.read_text().splitlines()) if calls.exists() else 0


def audit_lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


@pytest.mark.parametrize("mode", ERAS)
async def test_a_question_answered_after_the_timeout_goes_to_the_call_that_asked(
    tmp_path: Path, mode: str
) -> None:
    # --timeout 0.5 s; the person answers after 2 s, within --approval-timeout (60 s):
    # before, legacy got `aborted` at 0.5 s and auto was asked 10 times (10 upstream runs)
    calls, audit, seen = tmp_path / "calls", tmp_path / "audit.jsonl", []
    with anyio.fail_after(60):
        async with (
            Gateway(
                config(asking_upstream(calls)),
                artifacts=tmp_path,
                audit=audit,
                timeout_s=0.5,
                approval_timeout_s=60,
            ) as gw,
            mcp.Client(gw.server, mode=mode, elicitation_callback=late(seen, 2.0)) as c,
        ):
            result = await c.call_tool("a__greet", {})
    assert result.is_error is False, result
    assert result.content[0].text == "hello Ada"  # type: ignore[union-attr]
    assert len(seen) == 1  # asked once
    assert runs(calls) == 1  # one upstream call, resumed with the answer
    (record,) = audit_lines(audit)
    assert record["status"] == "success"
    assert record["upstream_asked"] == [{"answered_by": "client", "action": "accept"}]


@pytest.mark.parametrize("mode", ERAS)
async def test_an_unanswered_question_is_withdrawn_at_the_approval_timeout(
    tmp_path: Path, mode: str
) -> None:
    # --approval-timeout 0.5 s, --timeout 60 s; the person answers after 3 s. The gateway
    # answers the upstream `cancel` at 0.5 s; a 2026-07-28 client's late retry gets that
    # same call's result (it used to wait 600 s, or the call's --timeout on the legacy era)
    calls, audit, seen = tmp_path / "calls", tmp_path / "audit.jsonl", []
    with anyio.fail_after(30):
        async with (
            Gateway(
                config(asking_upstream(calls)),
                artifacts=tmp_path,
                audit=audit,
                timeout_s=60,
                approval_timeout_s=0.5,
            ) as gw,
            mcp.Client(gw.server, mode=mode, elicitation_callback=late(seen, 3.0)) as c,
        ):
            result = await c.call_tool("a__greet", {})
    envelope = result.structured_content
    assert result.is_error is True and envelope is not None, result
    assert envelope["error"]["kind"] == "policy"
    withdrawn = (
        "the gateway answered cancel: the client did not answer within 0.5 s (the "
        "gateway's --approval-timeout), so the question was withdrawn"
    )
    assert withdrawn in envelope["summary"]
    assert "no name: cancel" in envelope["summary"]  # the upstream's own words
    assert len(seen) == 1 and runs(calls) == 1
    (record,) = audit_lines(audit)
    assert record["error_kind"] == "policy"
    assert [(a["answered_by"], a["action"]) for a in record["upstream_asked"]] == [
        ("gateway", "cancel")
    ]


async def test_an_answer_for_a_question_the_gateway_does_not_hold_starts_no_call(
    tmp_path: Path,
) -> None:
    # a retry carrying an answer under a requestState no open call holds (forgotten, used,
    # made up): the gateway used to start the tool anew, so the upstream ran again and asked
    # again; now nothing is sent and the result says why
    calls, audit, seen = tmp_path / "calls", tmp_path / "audit.jsonl", []
    answer = types.ElicitResult(action="accept", content={"name": "Ada"})
    with anyio.fail_after(60):
        async with (
            Gateway(config(asking_upstream(calls)), artifacts=tmp_path, audit=audit) as gw,
            mcp.Client(gw.server, mode="auto", elicitation_callback=late(seen, 0)) as c,
        ):
            result = await c.call_tool(
                "a__greet",
                {},
                input_responses={RELAY_KEY: answer},
                request_state="Zm9yZ290dGVuLXRva2VuLXh4",
            )
    envelope = result.structured_content
    assert result.is_error is True and envelope is not None, result
    assert envelope["error"]["kind"] == "policy"
    assert envelope["summary"].startswith("a__greet was not called: the call carries an answer")
    assert "nothing was sent upstream" in envelope["summary"]
    assert seen == [] and runs(calls) == 0
    (record,) = audit_lines(audit)
    assert (record["tool"], record["error_kind"], record["upstream"]) == ("a__greet", "policy", "a")


async def test_the_oldest_held_question_is_withdrawn_past_the_cap_and_its_answer_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the gateway holds at most MAX_OPEN_QUESTIONS questions of 2026-07-28 clients (1024;
    # 1 here): a second question withdraws the first (its upstream answered cancel), and
    # the first's late answer is refused, not run as a new call. Two upstreams: a question
    # is tied to a call only when it is the one call open on its upstream
    import tooldeck.gateway.server as gateway_server

    monkeypatch.setattr(gateway_server, "MAX_OPEN_QUESTIONS", 1)
    calls_a, calls_b = tmp_path / "calls_a", tmp_path / "calls_b"
    upstreams = (
        stdio("a", UPSTREAM_ASK_TOOL="write", UPSTREAM_CALLS=str(calls_a)),
        stdio("b", UPSTREAM_ASK_TOOL="write", UPSTREAM_CALLS=str(calls_b)),
    )
    answer = types.ElicitResult(action="accept", content={"name": "Ada"})
    with anyio.fail_after(60):
        async with (
            Gateway(config(*upstreams), artifacts=tmp_path, audit=tmp_path / "audit.jsonl") as gw,
            mcp.Client(gw.server, mode="auto", elicitation_callback=late([], 0)) as c,
        ):
            first = await c.session.call_tool("a__greet", {}, allow_input_required=True)
            second = await c.session.call_tool("b__greet", {}, allow_input_required=True)
            assert isinstance(first, types.InputRequiredResult)
            assert isinstance(second, types.InputRequiredResult)
            late_answer = await c.session.call_tool(
                "a__greet",
                {},
                input_responses={RELAY_KEY: answer},
                request_state=first.request_state,
                allow_input_required=True,
            )
            resumed = await c.session.call_tool(
                "b__greet",
                {},
                input_responses={RELAY_KEY: answer},
                request_state=second.request_state,
                allow_input_required=True,
            )
    assert isinstance(late_answer, types.CallToolResult) and late_answer.is_error
    summary = (late_answer.structured_content or {})["summary"]
    assert summary.startswith("a__greet was not called: the call carries an answer")
    assert isinstance(resumed, types.CallToolResult) and resumed.is_error is False
    assert resumed.content[0].text == "hello Ada"  # type: ignore[union-attr]
    assert runs(calls_a) == 1 and runs(calls_b) == 1
    # the first call ended when its question was dropped (cancel sent upstream; it may
    # still be finishing when the gateway closes): its audit line says why
    lines = {r["call_id"].rpartition("-")[2]: r for r in audit_lines(tmp_path / "audit.jsonl")}
    assert lines["3"]["error_kind"] == "policy"  # the refused late answer
    (dropped,) = lines["1"]["upstream_asked"]
    assert (dropped["answered_by"], dropped["action"]) == ("gateway", "cancel")
    assert dropped["why"].startswith("the gateway dropped the question (the oldest of the 1 ")


@pytest.mark.parametrize("mode", ERAS)
async def test_an_upstream_that_asks_again_after_each_withdrawal_is_not_passed_on_again(
    tmp_path: Path, mode: str
) -> None:
    """Session 24's breaker: an upstream asking again after each withdrawn question (12
    times here) held the call without bound (its clock stopped while asking; the legacy
    era asked 25 times in 8 s), and on the 2026-07-28 era the ninth withdrawn question
    filled a buffer whose overflow ended the whole gateway (another server's call then
    failed). A person who did not answer one question is not asked again: the later
    questions are answered cancel at once, the call ends, the gateway stays up."""
    calls, audit, seen = tmp_path / "calls", tmp_path / "audit.jsonl", []
    upstream = stdio(
        "a", UPSTREAM_ASK_TOOL="write", UPSTREAM_CALLS=str(calls), UPSTREAM_ASK_TIMES="12"
    )
    with anyio.fail_after(60):
        async with (
            Gateway(
                config(upstream, stdio("b")),
                artifacts=tmp_path,
                audit=audit,
                timeout_s=60,
                approval_timeout_s=0.3,
            ) as gw,
            mcp.Client(gw.server, mode=mode, elicitation_callback=late(seen, 30.0)) as c,
        ):
            if mode == "legacy":
                result = await c.call_tool("a__greet", {})
                envelope = result.structured_content
                assert envelope is not None and "not passed on" in envelope["summary"]
            else:
                first = await c.session.call_tool("a__greet", {}, allow_input_required=True)
                assert isinstance(first, types.InputRequiredResult)
                with anyio.fail_after(20):  # the call ends on its own: cancel, 12 times
                    while not (audit.exists() and audit.read_text().strip()):
                        await anyio.sleep(0.1)
            other = await c.call_tool("b__echo", {"text": "still up"})
            assert other.is_error is False and "still up" in other.content[0].text  # type: ignore[union-attr]
    assert len(Path(str(calls) + ".asks").read_text().splitlines()) == 12  # every ask answered
    assert runs(calls) == 1
    (record,) = [r for r in audit_lines(audit) if r["tool"] == "a__greet"]
    asked = [(a["answered_by"], a["action"]) for a in record["upstream_asked"]]
    assert asked == [("gateway", "cancel")] * 12
    assert len(seen) <= 1  # passed on once at most (legacy: asked once, then withdrawn)


ADA = types.ElicitResult(action="accept", content={"name": "Ada"})
ANSWERS_ITSELF: dict[str, Any] = {"mode": "auto", "elicitation_callback": late([], 0)}
"""A 2026-07-28 client that declares elicitation; the tests send its answers themselves."""
EVE = types.ElicitResult(action="accept", content={"name": "Eve"})


def refused(result: Any) -> bool:
    """Whether ``result`` is the gateway's refusal of an answer it holds no question for."""
    envelope = result.structured_content or {}
    return (
        isinstance(result, types.CallToolResult)
        and result.is_error is True
        and envelope.get("error", {}).get("kind") == "policy"
        and envelope["summary"].startswith("a__greet was not called: the call carries an answer")
        and "nothing was sent upstream" in envelope["summary"]
    )


async def test_a_waiting_call_resumes_only_on_the_stream_that_started_it(tmp_path: Path) -> None:
    # two 2026-07-28 clients, each on its own stream (as stdio: one stream, one client).
    # The second presents the first's requestState with its own answer: before, it resumed
    # the first's upstream call (its answer went upstream, it got "hello Eve" and the first
    # client lost its call); now it is refused as for an unknown token, nothing is sent,
    # and the first client's answer still reaches the call
    calls, audit = tmp_path / "calls", tmp_path / "audit.jsonl"
    with anyio.fail_after(60):
        async with (
            Gateway(config(asking_upstream(calls)), artifacts=tmp_path, audit=audit) as gw,
            mcp.Client(InMemoryTransport(gw.server), **ANSWERS_ITSELF) as first,
            mcp.Client(InMemoryTransport(gw.server), **ANSWERS_ITSELF) as second,
        ):
            asked = await first.session.call_tool("a__greet", {}, allow_input_required=True)
            assert isinstance(asked, types.InputRequiredResult)
            stolen = await second.session.call_tool(
                "a__greet",
                {},
                input_responses={RELAY_KEY: EVE},
                request_state=asked.request_state,
                allow_input_required=True,
            )
            assert refused(stolen), stolen
            assert runs(calls) == 1  # the first client's call only
            resumed = await first.session.call_tool(
                "a__greet",
                {},
                input_responses={RELAY_KEY: ADA},
                request_state=asked.request_state,
                allow_input_required=True,
            )
    assert isinstance(resumed, types.CallToolResult) and resumed.is_error is False, resumed
    assert resumed.content[0].text == "hello Ada"  # type: ignore[union-attr]
    assert runs(calls) == 1
    records = audit_lines(audit)
    assert [(r["tool"], r["status"], r.get("error_kind")) for r in records] == [
        ("a__greet", "error", "policy"),  # the refused retry, logged when refused
        ("a__greet", "success", None),
    ]


class Users:
    """The HTTP app's token verifier (the SDK's ``TokenVerifier``): two users of one OAuth
    client, told apart by ``subject``."""

    async def verify_token(self, token: str) -> AccessToken | None:
        user = {"ada-token": "ada", "eve-token": "eve"}.get(token)
        if user is None:
            return None
        return AccessToken(token=token, client_id="agent-app", scopes=[], subject=user)


def http_client(url: str, token: str) -> Any:
    """A 2026-07-28 SDK client of ``url`` sending ``Authorization: Bearer <token>``."""
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=60)
    return mcp.Client(streamable_http_client(url, http_client=http), **ANSWERS_ITSELF)


async def test_a_waiting_call_resumes_only_for_the_authenticated_user_that_started_it(
    tmp_path: Path,
) -> None:
    # stateless Streamable HTTP: every call a new client (a new connection, no session);
    # the gateway's server served with the SDK's OAuth resource-server settings. Eve, of
    # the same OAuth client, presents Ada's requestState: before, her answer resumed Ada's
    # upstream call and she got its result; now she is refused and nothing is sent, and
    # Ada, from yet another connection, resumes her call
    calls = tmp_path / "calls"
    sock = bind("127.0.0.1", 0)  # listening: a client may connect before uvicorn serves
    url = f"http://127.0.0.1:{sock.getsockname()[1]}/mcp"
    settings = AuthSettings(
        issuer_url="http://127.0.0.1",  # type: ignore[arg-type]
        resource_server_url=url,  # type: ignore[arg-type]
        validate_token_resource=False,
    )
    with anyio.fail_after(60):
        async with Gateway(config(asking_upstream(calls)), artifacts=tmp_path) as gw:
            app = gw.server.streamable_http_app(auth=settings, token_verifier=Users())
            server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
            async with anyio.create_task_group() as tg:
                tg.start_soon(server.serve, [sock])
                async with http_client(url, "ada-token") as ada:
                    asked = await ada.session.call_tool("a__greet", {}, allow_input_required=True)
                assert isinstance(asked, types.InputRequiredResult)
                async with http_client(url, "eve-token") as eve:
                    stolen = await eve.session.call_tool(
                        "a__greet",
                        {},
                        input_responses={RELAY_KEY: EVE},
                        request_state=asked.request_state,
                        allow_input_required=True,
                    )
                assert refused(stolen), stolen
                assert runs(calls) == 1
                async with http_client(url, "ada-token") as ada:
                    resumed = await ada.session.call_tool(
                        "a__greet",
                        {},
                        input_responses={RELAY_KEY: ADA},
                        request_state=asked.request_state,
                        allow_input_required=True,
                    )
                server.should_exit = True
    assert isinstance(resumed, types.CallToolResult) and resumed.is_error is False, resumed
    assert resumed.content[0].text == "hello Ada"  # type: ignore[union-attr]
    assert runs(calls) == 1
