"""Approval of destructive calls through MCP elicitation, with the official SDK client:
a client with an ``elicitation_callback`` accepting and declining on a handshake-era
connection (``elicitation/create``) and a current one (``input_required`` and a retry,
driven by ``mcp.Client``), and a client without the capability."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import mcp
import mcp_types as types
import pytest

from tooldeck.runtime import ApprovalRequest
from tooldeck.serve import build
from tooldeck.serve.approval import (
    is_question_line,
    longest_arguments,
    message,
    message_length,
)
from tooldeck.tokenizers import get_tokenizer

APP = str(Path(__file__).with_name("serve_app.py"))
ERAS = ["legacy", "auto"]


def _answering(action: str, seen: list[str]) -> Any:
    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        seen.append(params.message)
        return types.ElicitResult(action=action)  # type: ignore[arg-type]

    return callback


@pytest.mark.parametrize("mode", ERAS)
async def test_accepting_user_runs_the_call(tmp_path: Path, mode: str) -> None:
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        result = await client.call_tool("delete_everything", {"confirm": "yes"})
    assert result.is_error is False, result
    assert len(seen) == 1
    assert "delete_everything" in seen[0] and '"confirm": "yes"' in seen[0]


@pytest.mark.parametrize("mode", ERAS)
async def test_declining_user_refuses_the_call(tmp_path: Path, mode: str) -> None:
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("decline", seen)
    ) as client:
        result = await client.call_tool("delete_everything", {"confirm": "yes"})
    assert result.is_error is True
    assert result.structured_content["status"] == "refused"  # type: ignore[index]
    assert result.structured_content["error"]["kind"] == "policy"  # type: ignore[index]
    assert len(seen) == 1


@pytest.mark.parametrize("mode", ERAS)
async def test_a_cancel_is_no_decline_and_the_breaker_does_not_count_it(
    tmp_path: Path, mode: str
) -> None:
    """``cancel`` (a dismissal, or a client — a gateway — that could not show the question)
    answers ``needs_approval``, not "the user declined", and is not counted by the circuit
    breaker (3 refusals in a row open it): four cancels, then an accept runs the call.
    Before (trial30 F10) each cancel read "the user declined" and the fourth call was
    stopped by the breaker."""
    actions = ["cancel"] * 4 + ["accept"]
    seen: list[str] = []

    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        seen.append(params.message)
        return types.ElicitResult(action=actions[len(seen) - 1])  # type: ignore[arg-type]

    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode, elicitation_callback=callback) as client:
        results = [
            await client.call_tool("delete_everything", {"confirm": f"n{i}"}) for i in range(5)
        ]
    statuses = [(r.structured_content or {}).get("status") for r in results]
    assert statuses == ["needs_approval"] * 4 + ["success"], results[3]
    summary = results[0].structured_content["summary"]  # type: ignore[index]
    assert "the client answered cancel" in summary and "nobody declined" in summary
    assert "declined delete_everything" not in summary
    assert len(seen) == 5


@pytest.mark.parametrize("mode", ERAS)
async def test_client_without_elicitation_is_told_how_to_allow(tmp_path: Path, mode: str) -> None:
    async with mcp.Client(build(APP, artifacts=tmp_path).server, mode=mode) as client:
        result = await client.call_tool("delete_everything", {"confirm": "yes"})
    assert result.is_error is True
    assert result.structured_content["status"] == "needs_approval"  # type: ignore[index]
    assert "--approve delete_everything" in result.structured_content["summary"]  # type: ignore[index]


async def test_current_era_answer_needs_the_state_the_server_issued(tmp_path: Path) -> None:
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode="auto", elicitation_callback=_answering("accept", seen)
    ) as client:
        accept = {"tooldeck/approval": types.ElicitResult(action="accept")}
        forged = await client.session.call_tool(
            "delete_everything",
            {"confirm": "yes"},
            input_responses=accept,  # type: ignore[arg-type]
            request_state="forged",
            allow_input_required=True,
        )
    # an answer the server never asked for is not an approval: it asks again
    assert isinstance(forged, types.InputRequiredResult)
    assert forged.input_requests is not None and "tooldeck/approval" in forged.input_requests


async def test_current_era_question_is_bounded_by_the_output_limit(tmp_path: Path) -> None:
    """A 12,000-character argument: the whole question (the question line restates the
    arguments: about 24,000 characters) is over --limit (20,000 characters by default), so
    the question line is cut (with the length it had) and the ``Arguments:`` line is sent
    whole; the whole ``input_required`` result stays within --limit and the answer
    approves the real call."""
    server = build(APP, artifacts=tmp_path)
    big = "y" + "e" * 11_999
    seen: list[str] = []
    async with mcp.Client(
        server.server, mode="auto", elicitation_callback=_answering("accept", seen)
    ) as client:
        asked = await client.session.call_tool(
            "delete_everything", {"confirm": big}, allow_input_required=True
        )
        assert isinstance(asked, types.InputRequiredResult) and asked.input_requests
        body = asked.model_dump(by_alias=True, mode="json", exclude_none=True)
        assert len(json.dumps(body, ensure_ascii=False, separators=(",", ":"))) <= 20_000
        shown = asked.input_requests["tooldeck/approval"].params.message  # type: ignore[union-attr]
        question, arguments = shown.splitlines()[0], shown.splitlines()[2]
        assert "[cut here: " in question and "delete_everything" in question
        assert json.loads(arguments[len("Arguments: ") :]) == {"confirm": big}
        accept = {"tooldeck/approval": types.ElicitResult(action="accept")}
        done = await client.session.call_tool(
            "delete_everything",
            {"confirm": big},
            input_responses=accept,  # type: ignore[arg-type]
            request_state=asked.request_state,
            allow_input_required=True,
        )
    assert isinstance(done, types.CallToolResult) and done.structured_content is not None
    assert done.structured_content["status"] != "needs_approval"


async def test_handshake_era_question_is_bounded_by_the_output_limit(tmp_path: Path) -> None:
    """The same 12,000-character argument on a handshake-era connection: the
    ``elicitation/create`` request is bounded as the current era's ``input_required``
    result is (it used to be sent whole: about 60,300 characters for a 60,000-character
    argument through the default --limit of 20,000): the question line cut, the arguments
    whole, and the user's accept runs the real call."""
    server = build(APP, artifacts=tmp_path)
    big = "y" + "e" * 11_999
    seen: list[Any] = []

    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        seen.append(params)
        return types.ElicitResult(action="accept")

    async with mcp.Client(server.server, mode="legacy", elicitation_callback=callback) as client:
        done = await client.call_tool("delete_everything", {"confirm": big})
    assert len(seen) == 1
    params = seen[0].model_dump(by_alias=True, mode="json", exclude_none=True)
    sent = {"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", "params": params}
    assert len(json.dumps(sent, ensure_ascii=False, separators=(",", ":"))) <= 20_000
    question, _, arguments, _ = seen[0].message.split("\n")
    # the question line by hand: "Allow the call " (15) + "delete_everything" (17) +
    # "(confirm='" (10) + 12,000 + "')" (2) + ", which may be destructive (no hints stated:
    # MCP's default)?" (60) = 12,104 characters
    assert " of 12,104 characters not shown; the Arguments line shows every" in question
    assert arguments == f'Arguments: {{"confirm": "{big}"}}'
    assert done.is_error is False, done
    assert done.structured_content is None or done.structured_content.get("status") != (
        "needs_approval"
    )


@pytest.mark.parametrize("mode", ERAS)
async def test_asking_the_user_is_no_refusal_for_the_circuit_breaker(
    tmp_path: Path, mode: str
) -> None:
    """A fresh user's report: on the current era each question went back to the client as
    a ``needs_approval`` step, which the circuit breaker (3 refusals in a row) counted, so
    one decline and two questions stopped the tool for every client although the user then
    accepted. Only the decline counts now: decline, accept, accept → the last two run."""
    answers = iter(["decline", "accept", "accept"])
    seen: list[str] = []

    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        seen.append(params.message)
        return types.ElicitResult(action=next(answers))  # type: ignore[arg-type]

    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode, elicitation_callback=callback) as client:
        statuses = []
        for i in range(3):
            result = await client.call_tool("delete_everything", {"confirm": f"yes {i}"})
            statuses.append(result.structured_content["status"])  # type: ignore[index]
    assert statuses == ["refused", "success", "success"], statuses
    assert len(seen) == 3


@pytest.mark.parametrize("mode", ERAS)
async def test_a_client_that_cannot_be_asked_does_not_stop_the_tool_for_others(
    tmp_path: Path, mode: str
) -> None:
    """break29 F9: a client without elicitation gets ``needs_approval``, which the circuit
    breaker (3 in a row) counted; current-era clients share one count, so three calls
    from a script stopped the tool for every client until a restart. Nobody said no, so
    they are not counted: the script's fifth call is still ``needs_approval`` (not the
    breaker's refusal), and another client whose user accepts runs the call."""
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode) as script:
        for i in range(5):
            result = await script.call_tool("delete_everything", {"confirm": f"yes {i}"})
            body = result.structured_content
            assert body is not None and body["status"] == "needs_approval", body
            assert "Nobody could be asked" in body["summary"]
    seen: list[str] = []
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as person:
        result = await person.call_tool("delete_everything", {"confirm": "yes, me"})
    assert result.is_error is False, result
    assert len(seen) == 1


async def test_unanswered_current_era_questions_keep_bounded_memory(tmp_path: Path) -> None:
    """A client that asks for approval and never answers (9,000 characters of arguments
    each time, about 9 MB in all: an argument must fit --limit whole to be asked about)
    leaves the server neither the arguments nor more than MAX_OPEN_QUESTIONS tokens; the
    oldest token is forgotten (its late answer is asked again), the newest still approves.
    Without the bound, each question kept its arguments' JSON for the server's life."""
    from tooldeck.serve.approval import MAX_OPEN_QUESTIONS

    server = build(APP, artifacts=tmp_path)
    assert server.approver is not None
    accept = {"tooldeck/approval": types.ElicitResult(action="accept")}
    big = "z" * 9_000
    states: list[str] = []
    async with mcp.Client(
        server.server, mode="auto", elicitation_callback=_answering("accept", [])
    ) as client:
        for i in range(MAX_OPEN_QUESTIONS + 1):
            asked = await client.session.call_tool(
                "delete_everything",
                {"confirm": f"{i}{big}"},
                allow_input_required=True,
            )
            assert isinstance(asked, types.InputRequiredResult) and asked.request_state
            states.append(asked.request_state)
        assert server.approver.open_questions == MAX_OPEN_QUESTIONS
        held = sum(len(v) + len(k) for k, v in server.approver._states.items())
        assert held < 100 * MAX_OPEN_QUESTIONS  # digests and tokens, not 9 MB of arguments
        oldest = await client.session.call_tool(
            "delete_everything",
            {"confirm": f"0{big}"},
            input_responses=accept,  # type: ignore[arg-type]
            request_state=states[0],
            allow_input_required=True,
        )
        assert isinstance(oldest, types.InputRequiredResult)  # forgotten: asked again
        newest = await client.session.call_tool(
            "delete_everything",
            {"confirm": f"{MAX_OPEN_QUESTIONS}{big}"},
            input_responses=accept,  # type: ignore[arg-type]
            request_state=states[-1],
            allow_input_required=True,
        )
    assert isinstance(newest, types.CallToolResult) and newest.is_error is False, newest


PUTTY_KEY = (
    "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ops\nPublic-Lines: 2\n"
    "AAAAC3NzaC1lZDI1NTE5AAAAICgpKissLS4vMDEyMzQ1Njc4OTo7PD0+P0BBQkNE\nRUZH\n"
    "Key-Derivation: Argon2id\nPrivate-Lines: 1\n"
    "AAAAIGRlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AgYKD\nPrivate-MAC: 5f2e\n"
)
"""A PuTTY PPK (format 3) private key, made up for the test: SSH wire-format fields (a
4-octet length first) with counting bytes, wrapped at 64 as PuTTY writes them."""


@pytest.mark.parametrize("mode", ERAS)
@pytest.mark.parametrize(
    ("value", "shown", "hidden"),
    [
        ("archive:PROD-ROOT,ALL-PAGES@old-notes:2019", None, 0),
        ("nginx:1.25@sha256:0123abcd", None, 0),
        ("2026-12-05 10:30:00@worker-3: job failed", None, 0),
        ("see //x:PROD-ROOT;rm_-rf@wiki/old", None, 0),
        ("old-notes-2019\nPuTTY-User-Key-File-3: x\nPrivate-Lines: 0 (PROD-ROOT)", None, 0),
        # session 31 (retry31 R1, rebreak31b F1–F3): nothing is hidden by its form
        (PUTTY_KEY, None, 0),
        ("postgres://admin:Hun@ter2@db/prod", None, 0),
        (f"rotate then\n{PUTTY_KEY}keep PROD-ROOT", None, 0),
        ("touch /tmp/rt31 # -----BEGIN PRIVATE KEY-----", None, 0),
        ("echo a://u:$(id)@h", None, 0),
    ],
    ids=[
        "attacker-text",
        "image-digest",
        "time",
        "no-scheme",
        "putty-count-line",
        "putty",
        "url",
        "putty-in-text",
        "pem-marker",
        "url-command",
    ],
)
async def test_text_shaped_like_an_scp_password_is_shown(
    tmp_path: Path, mode: str, value: str, shown: str | None, hidden: int
) -> None:
    """rebreak30 N2: the scp-form masking (``user:pw@host:path``, no scheme) showed
    ``archive:[redacted]@old-notes:2019`` and ran ``PROD-ROOT,ALL-PAGES`` after one click,
    and hid image tags and times (a URL without a scheme likewise); a PuTTY header hid a
    whole argument. Neither form is masked now (shown whole, nothing counted hidden) and
    text after a PuTTY count is no key: the person sees ``(PROD-ROOT)``. Expected values
    written by hand."""
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        result = await client.call_tool("delete_everything", {"confirm": value})
    assert result.is_error is False, result
    (message,) = seen
    first, _, arguments = message.splitlines()[:3]
    assert arguments.startswith("Arguments: ")
    assert json.loads(arguments.removeprefix("Arguments: "))["confirm"] == (shown or value)
    assert ("(1 value hidden)" in first) == (hidden == 1)
    assert "hidden" in first or hidden == 0


ROTATE_APP = '''
from tooldeck import tool


@tool
def rotate(user: str, token: str) -> str:
    """Rotate the user's key with a credential.

    Args:
        user: whose key.
        token: the credential (hidden from the approver by its name).
    """
    return f"rotated {user}"
'''


async def test_current_era_answer_does_not_carry_over_to_a_changed_secret(tmp_path: Path) -> None:
    """The breaker's report: the answer's token was bound to the *redacted* arguments, so
    a retry that swapped ``token="A"`` for ``token="B"`` (both shown ``[redacted]``) ran on
    the user's answer about A. It is asked again now; the answer about A still runs A."""
    app = tmp_path / "rotate_app.py"
    app.write_text(ROTATE_APP)
    server = build(str(app), artifacts=tmp_path / "artifacts")
    accept = {"tooldeck/approval": types.ElicitResult(action="accept")}
    async with mcp.Client(
        server.server, mode="auto", elicitation_callback=_answering("accept", [])
    ) as client:
        asked = await client.session.call_tool(
            "rotate", {"user": "bob", "token": "A"}, allow_input_required=True
        )
        assert isinstance(asked, types.InputRequiredResult) and asked.request_state
        shown = asked.input_requests["tooldeck/approval"].params.message  # type: ignore[index,union-attr]
        assert '"token": "[redacted]"' in shown
        swapped = await client.session.call_tool(
            "rotate",
            {"user": "bob", "token": "B"},
            input_responses=accept,  # type: ignore[arg-type]
            request_state=asked.request_state,
            allow_input_required=True,
        )
        assert isinstance(swapped, types.InputRequiredResult)  # asked again
        again = await client.session.call_tool(
            "rotate", {"user": "bob", "token": "A"}, allow_input_required=True
        )
        assert isinstance(again, types.InputRequiredResult) and again.request_state
        done = await client.session.call_tool(
            "rotate",
            {"user": "bob", "token": "A"},
            input_responses=accept,  # type: ignore[arg-type]
            request_state=again.request_state,
            allow_input_required=True,
        )
    assert isinstance(done, types.CallToolResult) and done.is_error is False, done


async def test_a_failed_approval_question_is_needs_approval_saying_why(tmp_path: Path) -> None:
    """The client answers ``elicitation/create`` with a JSON-RPC error (its UI failed). The
    call used to answer ``environment``: "the runtime failed on this call: MCPError: no
    UI", with the hint about a missing file or permission, and an audit line without a
    single decision. It is ``needs_approval`` now, saying the question failed and how the
    person running the server can allow the tool; nothing runs."""
    audit = tmp_path / "audit.jsonl"

    async def broken(ctx: Any, params: Any) -> types.ErrorData:
        # the client's own words reach the model: a bidi override and a line break in
        # them are escaped and joined (found while checking break29 F2)
        return types.ErrorData(code=-32603, message="no UI\u202e\n" + "x" * 2_000)

    server = build(APP, artifacts=tmp_path, audit=str(audit))
    async with mcp.Client(server.server, mode="legacy", elicitation_callback=broken) as client:
        result = await client.call_tool("delete_everything", {"confirm": "yes"})
    envelope = result.structured_content
    assert result.is_error is True and envelope is not None
    assert envelope["status"] == "needs_approval", envelope
    assert "asking the user failed" in envelope["summary"] and "no UI" in envelope["summary"]
    assert "tooldeck serve --approve delete_everything" in envelope["summary"]
    assert "does not declare" not in envelope["summary"]  # it does; the question failed
    assert "\u202e" not in envelope["summary"] and "no UI\\u202e x" in envelope["summary"]
    # by hand: "no UI" (5) + the escape "\\u202e" (6) + " " (1) + 2,000 = 2,012
    assert "[cut: 2,012 characters]" in envelope["summary"]
    (line,) = [json.loads(x) for x in audit.read_text(encoding="utf-8").splitlines()]
    assert line["status"] == "needs_approval"
    assert [d["check"] for d in line["decisions"]][-1] == "approval"


def test_fitting_cut_finds_the_longest_question_that_fits() -> None:
    # a stand-in measure: the question's message length; the expected cuts are read off
    # message_length by hand (the question line: only it is ever cut)
    from tooldeck.runtime import ApprovalRequest
    from tooldeck.serve.approval import fitting_cut, message, message_length

    ask = ApprovalRequest("rm", {"path": "p" * 500}, {}, "Allow rm(path='" + "p" * 500 + "')?")
    total = message_length(ask)
    assert total == 15 + 500 + 3  # the question line alone: the arguments are never cut
    assert fitting_cut(ask, lambda keep: True) is None  # the whole fits
    assert fitting_cut(ask, lambda keep: False) == -1  # nothing fits: no question is sent
    # fits while the cut keeps at most 123 characters: the longest such cut is 123
    assert fitting_cut(ask, lambda keep: keep is not None and keep <= 123) == 123
    assert message(ask, 123) != message(ask, None)


# Characters that change how text is shown without being seen: bidi overrides and
# isolates (Trojan Source, CVE-2021-42574), U+061C, zero-width and soft hyphen (Cf), the
# byte-order mark, the line and paragraph separators (Zl, Zp), and a tag character (Cf,
# beyond the BMP: written as a surrogate pair to stay JSON).
INVISIBLE = {
    "inv\u202eoice_fdp.exe": "\\u202e",
    "report\u2066\u2069.txt": "\\u2066",
    "a\u061cb": "\\u061c",
    "zero\u200bwidth": "\\u200b",
    "soft\u00adhyphen": "\\u00ad",
    "\ufeffbom": "\\ufeff",
    "line\u2028break": "\\u2028",
    "para\u2029break": "\\u2029",
    "tag\U000e0041": "\\udb40\\udc41",
}


@pytest.mark.parametrize("mode", ERAS)
async def test_arguments_line_escapes_invisible_and_bidi_characters(
    tmp_path: Path, mode: str
) -> None:
    """Session 23's breaker: the question's first line showed ``'inv\\u202eoice_fdp.exe'``
    (repr) but its ``Arguments:`` line carried the U+202E raw, so the user approved text
    shown reversed. Every such character is escaped on both lines now, on both eras;
    printable non-ASCII text (``café``) stays as it is, and the call still runs on accept."""
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        for value in INVISIBLE:
            result = await client.call_tool("delete_everything", {"confirm": f"café {value}"})
            assert result.is_error is False, result
    assert len(seen) == len(INVISIBLE)
    for shown, (value, escaped) in zip(seen, INVISIBLE.items(), strict=True):
        arguments = next(x for x in shown.splitlines() if x.startswith("Arguments: "))
        assert all(ch.isprintable() for ch in shown.replace("\n", "")), ascii(shown)
        assert escaped in arguments, (arguments, escaped)
        assert "café" in arguments  # printable text is not escaped
        # the escaped JSON still reads back to the argument sent
        assert json.loads(arguments.removeprefix("Arguments: ")) == {"confirm": f"café {value}"}


def _smuggled(text: str) -> str:
    """``text``'s UTF-8 bytes as variation selectors, one per byte (U+FE00–U+FE0F for 0–15,
    U+E0100–U+E01EF for 16–255): invisible on screen, read back by whoever knows the code."""
    return "".join(
        chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16) for b in text.encode("utf-8")
    )


# Printable (str.isprintable accepts them) but drawn as nothing: variation selectors, the
# Mongolian one, Hangul fillers, Khmer vowels, the combining grapheme joiner, the blank
# Braille pattern, and a whole hidden payload (break29 F6). Each value is an escape as the
# first line (repr notation) and as the arguments' JSON write it.
UNSEEN = {
    "OK" + _smuggled("AWS_SECRET=wJalrXUtnFEMI/K7MDENG"): ("\\U000e0131", "\\udb40\\udd31"),
    "OK\ufe0f": ("\\ufe0f", "\\ufe0f"),
    "OK\u180b": ("\\u180b", "\\u180b"),
    "OK\u3164": ("\\u3164", "\\u3164"),
    "\u115f\u1160OK": ("\\u115f\\u1160", "\\u115f\\u1160"),
    "OK\uffa0": ("\\uffa0", "\\uffa0"),
    "OK\u17b4\u17b5": ("\\u17b4\\u17b5", "\\u17b4\\u17b5"),
    "O\u034fK": ("\\u034f", "\\u034f"),
    "OK\u2800": ("\\u2800", "\\u2800"),
    "OK\U000e0100": ("\\U000e0100", "\\udb40\\udd00"),
}


@pytest.mark.parametrize("mode", ERAS)
async def test_a_cut_question_shows_a_long_argument_whole(tmp_path: Path, mode: str) -> None:
    """rebreak29 R3: both lines were cut to head and tail, so a payload in the middle of a
    long argument (``… AND ALSO page PROD-ROOT …``) was approved unseen. Now only the
    question line (which restates the arguments) is cut, saying so, and the ``Arguments:``
    line shows the value whole. The arguments' JSON by hand: ``{"confirm": "`` (13) + 12 +
    1,500 + 25 + 1,500 + ``"}`` (2) = 3,052 characters, within --limit 4,000 alone, not
    twice over."""
    value = "Please note " + "notes " * 250 + " AND ALSO page PROD-ROOT " + "notes " * 250
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path, limit=4_000)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        result = await client.call_tool("delete_everything", {"confirm": value})
    assert result.is_error is False, result
    (shown,) = seen
    question, arguments = shown.splitlines()[0], shown.splitlines()[2]
    assert len(arguments) - len("Arguments: ") == 3_052
    assert json.loads(arguments[len("Arguments: ") :]) == {"confirm": value}
    assert "PROD-ROOT" not in question  # its middle is cut, and the line says where it is
    assert "characters not shown; the Arguments line shows every argument whole]" in question


@pytest.mark.parametrize("mode", ERAS)
async def test_arguments_too_long_to_show_whole_are_not_asked_about(
    tmp_path: Path, mode: str
) -> None:
    """rebreak29 R3: a person cannot approve what is not shown. An argument whose JSON
    (12,039 characters by hand: the quotes 2 + 12 + 12,000 + 24 + the digit 1) cannot be
    shown whole within --limit 4,000 is not put to the user (no question; nothing runs);
    the call answers ``needs_approval`` naming the argument, its length as shown, the
    limit and the fixes, and the circuit breaker does not count it (three such calls,
    then an honest one is still asked)."""
    value = "Please note " + "notes " * 2_000 + " AND ALSO page PROD-ROOT"
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path, limit=4_000)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        results = [
            await client.call_tool("delete_everything", {"confirm": value + str(n)})
            for n in range(3)
        ]
        honest = await client.call_tool("delete_everything", {"confirm": "yes"})
    assert len(seen) == 1 and '"confirm": "yes"' in seen[0]  # only the honest call asked
    assert honest.is_error is False, honest
    envelope = results[0].structured_content
    assert envelope is not None and envelope["status"] == "needs_approval"
    summary = envelope["summary"]
    assert "the question was not sent, because its Arguments line cannot be shown whole " in summary
    assert "within the server's --limit of 4,000 characters (confirm: 12,039 characters" in summary
    assert "send a shorter confirm, or the person running the server raises --limit" in summary
    assert "--approve delete_everything" in summary
    assert "Nobody was asked (the question was not sent" in summary  # not "got no answer"


@pytest.mark.parametrize("mode", ERAS)
async def test_a_non_latin_argument_is_measured_as_the_person_sees_it(
    tmp_path: Path, mode: str
) -> None:
    """rebreak30 N6: the handshake era measured its question in the larger of the raw and
    the ``\\u``-escaped JSON, so each CJK character counted six: 3,500 of them (21,000
    escaped, over the default --limit of 20,000) were not asked about, with a refusal
    naming "page_id: 3,507 characters". The SDK sends UTF-8 (pydantic's JSON): measured
    as sent, the argument is asked whole in both eras, as a Latin one of that length is."""
    value = "页" * 3_500
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        result = await client.call_tool("delete_everything", {"confirm": value})
    assert result.is_error is False, result
    (message,) = seen
    assert f'Arguments: {{"confirm": "{value}"}}' in message.splitlines()


@pytest.mark.parametrize("mode", ERAS)
async def test_question_escapes_printable_characters_drawn_as_nothing(
    tmp_path: Path, mode: str
) -> None:
    """break29 F6: variation selectors and the other default-ignorable characters are
    printable, so ``repr`` and ``str.isprintable`` let them through and the user approved
    ``confirm='OK'`` while the call carried 32 hidden bytes. Every one is escaped on both
    lines now, on both eras; the expected set is the Unicode ``Default_Ignorable_Code_Point``
    property (read from the ``regex`` module's tables here, independently of the code)."""
    import regex

    ignorable = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        for value in UNSEEN:
            result = await client.call_tool("delete_everything", {"confirm": value})
            assert result.is_error is False, result
    assert len(seen) == len(UNSEEN)
    for shown, (value, (in_question, in_arguments)) in zip(seen, UNSEEN.items(), strict=True):
        assert ignorable.search(shown) is None and "\u2800" not in shown, ascii(shown)
        question, arguments = shown.splitlines()[0], shown.splitlines()[2]
        assert in_question in question, (question, in_question)
        assert in_arguments in arguments, (arguments, in_arguments)
        assert json.loads(arguments.removeprefix("Arguments: ")) == {"confirm": value}


def _raw_call_with_capabilities(
    capabilities: dict[str, Any],
    tmp_path: Path,
    answer: Any = None,
    options: tuple[str, ...] = (),
) -> list[Any]:
    """``tooldeck serve`` on stdio, driven by raw lines (an SDK client always declares
    both modes): ``initialize`` declaring ``capabilities``, then ``tools/call
    delete_everything``; every line the server sent until the call's answer. An
    ``elicitation/create`` is answered with the result ``answer`` (default: decline),
    which the SDK client would not send when it is malformed; ``options`` go to serve."""
    answer = {"action": "decline"} if answer is None else answer
    import os
    import subprocess
    import sys

    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    code = "from tooldeck.cli import main; main()"
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": capabilities,
            "clientInfo": {"name": "raw", "version": "0"},
        },
    }
    call = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "tools/call",
        "params": {"name": "delete_everything", "arguments": {"confirm": "yes"}},
    }
    lines = [json.dumps(init), '{"jsonrpc": "2.0", "method": "notifications/initialized"}']
    lines.append(json.dumps(call))
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "serve", APP, "--artifacts", str(tmp_path), *options],
        env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
    )  # fmt: skip
    assert proc.stdin is not None and proc.stdout is not None
    seen: list[Any] = []
    replied: list[Any] = []
    try:
        for line in lines:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        for line in proc.stdout:  # until the call is answered (a request would be seen)
            message = json.loads(line)
            seen.append(message)
            if message.get("id") == 2 and "method" not in message:
                break
            if "error" in message and message.get("id") in replied:
                break  # an answer to the client's response: the call would wait for ever
            if message.get("method") == "elicitation/create":
                replied.append(message["id"])
                reply = {"jsonrpc": "2.0", "id": message["id"], "result": answer}
                proc.stdin.write(json.dumps(reply) + "\n")
                proc.stdin.flush()
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    return seen


MALFORMED_ANSWERS = {
    "banana": (
        {"action": "banana"},
        "action: Input should be 'accept', 'cancel' or 'decline', got 'banana'",
    ),
    "content not an object": ({"action": "accept", "content": "yes"}, "content: "),
    "no action": ({}, "action: Field required"),
    # rebreak29 R5: a result that is no object was answered -32600 (a reply to a
    # response) and the call waited until the connection ended
    "a string result": ("accept", "result: a string, expected an object"),
    "an array result": ([], "result: an array, expected an object"),
    "a number result": (5, "result: a number, expected an object"),
}


@pytest.mark.parametrize("case", list(MALFORMED_ANSWERS))
def test_a_malformed_handshake_era_answer_is_needs_approval_and_audited(
    tmp_path: Path, case: str
) -> None:
    """break29 F2: an ``elicitation/create`` *result* that is no ElicitResult (the SDK
    client never sends one, so raw lines do) was pydantic's multi-line error with a URL,
    classed ``environment`` ("retrying will not help"), with no approval decision in the
    audit. Now: ``needs_approval`` saying what was wrong and the form expected, nothing
    run, and the approval decision is audited."""
    answer, expected = MALFORMED_ANSWERS[case]
    audit = tmp_path / "audit.jsonl"
    seen = _raw_call_with_capabilities(
        {"elicitation": {}}, tmp_path, answer, ("--audit", str(audit))
    )
    assert any(m.get("method") == "elicitation/create" for m in seen)
    body = seen[-1]["result"]["structuredContent"]
    assert body["status"] == "needs_approval", body
    summary = body["summary"]
    assert "answered elicitation/create with an invalid result" in summary, summary
    assert expected in summary, summary
    assert '{"action": "accept"|"decline"|"cancel"' in summary
    assert "pydantic" not in summary and "\n" not in summary
    (record,) = (json.loads(line) for line in audit.read_text(encoding="utf-8").splitlines())
    assert record["status"] == "needs_approval" and record["error_kind"] is None
    assert [d["verdict"] for d in record["decisions"] if d["check"] == "approval"] == [
        "needs_approval"
    ]


def test_a_url_mode_only_client_is_not_sent_a_form_question(tmp_path: Path) -> None:
    """Session 23's breaker: a client declaring ``elicitation: {"url": {}}`` (URL mode only,
    MCP 2025-11-25) was sent a form-mode ``elicitation/create``, which the specification
    forbids (a server must not send a mode the client did not declare). It is answered
    ``needs_approval`` at once now, saying nobody could be asked; ``{}`` (form by default)
    and ``{"form": {}}`` are still asked."""
    seen = _raw_call_with_capabilities({"elicitation": {"url": {}}}, tmp_path)
    assert [m.get("method") for m in seen] == [None, None]  # the two answers, no request
    envelope = seen[-1]["result"]["structuredContent"]
    assert envelope["status"] == "needs_approval", envelope
    assert "form" in envelope["summary"] and "--approve delete_everything" in envelope["summary"]
    for declared in ({}, {"form": {}}, {"form": {}, "url": {}}):
        seen = _raw_call_with_capabilities({"elicitation": declared}, tmp_path)
        asked = [m for m in seen if m.get("method") == "elicitation/create"]
        assert len(asked) == 1, declared
        assert seen[-1]["result"]["structuredContent"]["status"] == "refused"  # declined


async def test_an_unanswered_handshake_era_question_is_bounded_by_the_approval_timeout(
    tmp_path: Path,
) -> None:
    """Session 23's breaker: on a handshake-era connection an approval question nobody
    answered held the call (and its duplicate-guard slot) forever. The wait is bounded by
    ``--approval-timeout`` now (session 24; it was ``--timeout``, 60 s by default, short
    for a person): the question is withdrawn and the call answers ``needs_approval``
    saying so; nothing ran. The call's own ``timeout_s`` (here 30 s) does not cut the
    wait short. (The callback never answers: without the bound the call would wait until
    the ceiling.)"""
    import anyio

    asked: list[str] = []

    async def never(ctx: Any, params: Any) -> types.ElicitResult:
        asked.append(params.message)
        await anyio.Event().wait()  # nobody answers
        raise AssertionError("unreachable")

    audit = tmp_path / "audit.jsonl"
    server = build(APP, artifacts=tmp_path, timeout_s=30, approval_timeout_s=0.5, audit=str(audit))
    with anyio.fail_after(60):  # a generous ceiling, not a speed check
        async with mcp.Client(server.server, mode="legacy", elicitation_callback=never) as c:
            result = await c.call_tool("delete_everything", {"confirm": "yes"})
    envelope = result.structured_content
    assert result.is_error is True and envelope is not None and len(asked) == 1
    assert envelope["status"] == "needs_approval", envelope
    assert "no answer within 0.5 s (the server's --approval-timeout)" in envelope["summary"]
    assert "--approve delete_everything" in envelope["summary"]
    (line,) = [json.loads(x) for x in audit.read_text(encoding="utf-8").splitlines()]
    assert line["status"] == "needs_approval"


def test_the_approval_wait_is_its_own_setting(tmp_path: Path) -> None:
    """``approval_timeout_s``: 300 s by default (a person reads the question; the call's
    ``timeout_s`` is 60 s), None for no limit, anything else not > 0 refused naming it."""
    from tooldeck.errors import ServeError
    from tooldeck.runtime.limits import DEFAULT_APPROVAL_TIMEOUT_S

    assert build(APP, artifacts=tmp_path).approver.wait_s == DEFAULT_APPROVAL_TIMEOUT_S == 300
    assert build(APP, artifacts=tmp_path, approval_timeout_s=None).approver.wait_s is None
    for bad in (0, -1, float("nan"), float("inf"), True, "5"):
        with pytest.raises(ServeError, match="approval_timeout_s must be a finite number"):
            build(APP, artifacts=tmp_path, approval_timeout_s=bad)  # type: ignore[arg-type]


def test_a_question_line_is_recognised_whole_or_cut_exactly_as_serve_cuts_it() -> None:
    """:func:`is_question_line` (the gateway's test of a confirmation serve cut, trial30
    F10): every cut :func:`message` makes is recognised; a cut with one character of the
    shown part changed, or with a count that does not match the cut, is not."""
    request = ApprovalRequest(
        tool="t", arguments={"a": "x" * 50}, annotations={}, prompt=f"Allow t(a='{'x' * 50}')?"
    )
    question = message(request).split("\n")[0]
    assert is_question_line(question, question)
    for keep in range(message_length(request)):
        cut = message(request, keep).split("\n")[0]
        assert cut != question and is_question_line(cut, question), keep
    cut = message(request, 20).split("\n")[0]
    assert not is_question_line(cut.replace("Allow", "Alloy"), question)
    hidden = len(question) - 20
    assert not is_question_line(cut.replace(f"{hidden} of", f"{hidden - 1} of"), question)
    assert not is_question_line(question + " and also wipe the backups?", question)


@pytest.mark.parametrize("mode", ERAS)
@pytest.mark.parametrize("elicits", [True, False])
async def test_a_refusal_over_the_limit_leaves_the_arguments_out_not_its_reason(
    tmp_path: Path, mode: str, elicits: bool
) -> None:
    """A 7,562-character ``confirm`` through ``--limit 4000``: nobody is asked (its
    ``Arguments:`` line cannot be shown whole), or nobody can be (no elicitation). The
    envelope's ``approval`` block carried the arguments twice (``arguments``, ``prompt``),
    so the refusal was spilled whole to an artifact behind a minimal envelope with an
    extra "over the output limit" sentence and a ``read_more`` of 1 character (trial30
    F2). Now the block leaves them out and says so; the answer fits and is no artifact."""
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path, limit=4000)
    callback = _answering("accept", seen) if elicits else None
    big = "z" * 7_560  # its JSON by hand: 2 quotes + 7,560 = 7,562 characters
    async with mcp.Client(server.server, mode=mode, elicitation_callback=callback) as client:
        result = await client.call_tool("delete_everything", {"confirm": big})
    assert seen == []
    assert len(result.model_dump_json(by_alias=True, exclude_none=True)) <= 4000
    envelope = result.structured_content
    assert envelope is not None and envelope["status"] == "needs_approval"
    assert "truncated" not in envelope or envelope["truncated"] is False
    assert "over the output limit" not in envelope["summary"]
    if elicits:
        assert "(confirm: 7,562 characters, as shown)" in envelope["summary"]
    assert "--approve delete_everything" in envelope["summary"]
    approval = envelope["approval"]
    assert "arguments" not in approval and "prompt" not in approval
    assert approval["tool"] == "delete_everything" and approval["binding"]
    assert approval["left_out"].startswith("arguments and prompt (")
    assert (
        "The approval block leaves out the call's arguments and prompt (" in (envelope["summary"])
    )


def test_the_refusal_names_only_the_arguments_that_make_the_line_long() -> None:
    """trial30 F8: a 7,560-character ``body`` beside a 16-character ``when`` and a
    15-character ``to_email`` named all three; the fewest longest making up nine tenths of
    the sizes (by hand: 7,562 of 7,562 + 18 + 17 = 7,597 is 99.5 %) is ``body`` alone. Two
    halves of a line are both named (neither alone makes nine tenths)."""
    letter = {"to_email": "cfo@example.com", "body": "b" * 7_560, "when": "2026-12-05 10:30"}
    assert longest_arguments(letter) == [(7_562, "body")]
    assert longest_arguments({"a": "x" * 998, "b": "y" * 998, "c": "z"}) == [
        (1_000, "a"),
        (1_000, "b"),
    ]


@pytest.mark.parametrize("mode", ERAS)
async def test_the_refusal_sizes_the_arguments_in_the_limits_unit(
    tmp_path: Path, mode: str
) -> None:
    """``--limit 1000 --limit-unit tokens``: the refusal named the too-long argument's size
    in characters against a limit in tokens (trial30 F8); now in o200k tokens, counted by
    the tokenizer on the argument's JSON as shown."""
    value = " ".join(["word"] * 2_000)  # 9,999 characters
    server = build(APP, artifacts=tmp_path, limit=1000, limit_unit="tokens")
    seen: list[str] = []
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        result = await client.call_tool("delete_everything", {"confirm": value})
    assert seen == []
    tokens = get_tokenizer("o200k_base").count(json.dumps(value))
    summary = result.structured_content["summary"]  # type: ignore[index]
    assert f"--limit of 1,000 tokens (confirm: {tokens:,} tokens, as shown)" in summary


CREDENTIALS_APP = str(Path(__file__).with_name("credentials_app.py"))
CONNECT_ARGS = {
    "target": {"host": "db1", "password": "PW-TARGET"},
    "secrets": {"AWS": "S-ONE"},
    "headers": {"password": "H-MODEL"},
    "api_key": "",
}


@pytest.mark.parametrize("mode", ERAS)
async def test_the_question_hides_declared_nested_and_plural_credentials_not_empty_ones(
    tmp_path: Path, mode: str
) -> None:
    """trial31b 2, 3, 5 through ``tooldeck serve`` (credentials_app.py): the password the
    pydantic model ``Conn`` declares inside ``target`` and the plural ``secrets`` are
    hidden (2, by hand); the key the model wrote inside the free-form ``headers`` is shown,
    and the empty ``api_key`` is shown as ``''``, not counted. The tool gets the real
    values (its answer, by hand: ``db1:PW-TARGET:['S-ONE']:''``)."""
    seen: list[str] = []
    server = build(CREDENTIALS_APP, artifacts=tmp_path)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        result = await client.call_tool("connect", CONNECT_ARGS)
    assert result.is_error is False, result
    assert result.structured_content["items"] == "db1:PW-TARGET:['S-ONE']:''"  # type: ignore[index]
    assert len(seen) == 1
    first = seen[0].split("\n")[0]
    assert first == (
        "Allow the call connect(target={'host': 'db1', 'password': "
        "'[redacted]'}, secrets='[redacted]', headers={'password': 'H-MODEL'}, "
        "api_key=''), which may perform destructive updates (destructiveHint: true)? "
        "(2 values hidden)"
    )
    assert "PW-TARGET" not in seen[0] and "S-ONE" not in seen[0]


@pytest.mark.parametrize("mode", ERAS)
async def test_serve_redact_hides_a_name_the_author_did_not_mark(tmp_path: Path, mode: str) -> None:
    """trial31b 4: ``tooldeck serve --redact NAME`` (``build(redact=...)``): serve_app's
    ``delete_everything(confirm)`` marks nothing; with ``--redact confirm`` the question
    shows ``confirm='[redacted]'`` and counts it (1, by hand), and the tool runs with the
    real value once accepted."""
    seen: list[str] = []
    server = build(APP, artifacts=tmp_path, redact=["confirm"])
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", seen)
    ) as client:
        result = await client.call_tool("delete_everything", {"confirm": "postgres://a:PW@db"})
    assert result.structured_content["items"] == "deleted"  # type: ignore[index]
    assert seen[0].split("\n")[0] == (
        "Allow the call delete_everything(confirm='[redacted]'), which may be destructive "
        "(no hints stated: MCP's default)? (1 value hidden)"
    )
    assert "PW@db" not in seen[0]


def test_serve_and_gateway_help_name_redact() -> None:
    from typer.testing import CliRunner

    from tooldeck.cli import app

    for command in ("serve", "gateway"):
        helped = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "200"})
        assert "--redact" in helped.stdout and "approval question" in helped.stdout, command
        assert "'[redacted]'" in helped.stdout, command  # not eaten as rich markup


@pytest.mark.parametrize("mode", ERAS)
async def test_the_audit_lines_of_an_approved_call_in_each_era(tmp_path: Path, mode: str) -> None:
    """trial31b 6 (docs/serve.md, "What the audit log shows"): a handshake-era approved
    call is one line (success, approved); a 2026-07-28 one is two — the question sent as
    the call's answer (needs_approval, "asking the user", which quotes nothing and is no
    longer written "details withheld") and the retry that ran (success, approved)."""
    from tooldeck.runtime.policy.approval import ASKING

    audit = tmp_path / "audit.jsonl"
    server = build(APP, artifacts=tmp_path, audit=audit)
    async with mcp.Client(
        server.server, mode=mode, elicitation_callback=_answering("accept", [])
    ) as client:
        await client.call_tool("delete_everything", {"confirm": "yes"})
    lines = [json.loads(line) for line in audit.read_text().splitlines()]
    approvals = [
        (line["status"], decision["verdict"], decision["reason"])
        for line in lines
        for decision in line["decisions"]
        if decision["check"] == "approval"
    ]
    expected = [("success", "allow", "approved")]
    if mode != "legacy":
        expected.insert(0, ("needs_approval", "needs_approval", ASKING))
    assert approvals == expected
