"""docs/serve.md, "Raw HTTP with curl": each documented curl request, with exactly its
headers and body, sent to ``tooldeck serve --http`` on loopback (tests/serve/serve_app.py
has the same ``add``), in the documented order; each is answered without an error, the
session id taken from the ``initialize`` answer as the doc's shell does."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import httpx2
import pytest

from serve_http import ROOT, serve_command, serve_http

DOC = ROOT / "docs" / "serve.md"
HEADING = "## Raw HTTP with curl"


def _curl_commands() -> list[list[list[str]]]:
    """The section's shell blocks, each as its curl commands (argv without ``curl``)."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"^```sh\n(.*?)^```", section, re.S | re.M)
    out = []
    for block in blocks:
        joined = re.sub(r"\\\n\s*", " ", block)
        out.append(
            [shlex.split(line)[1:] for line in joined.splitlines() if line.startswith("curl ")]
        )
    return out


def _request(argv: list[str], url: str, session: str) -> dict[str, Any]:
    """``curl`` options → method, headers, body (``-sS``, ``-D FILE``, ``-w FMT`` are
    curl's own output options)."""
    method, headers, body = "POST", {}, None
    words = iter(argv)
    for word in words:
        if word == "-H":
            name, _, value = next(words).partition(": ")
            headers[name] = value.replace("$SESSION", session)
        elif word == "-d":
            body = next(words)
        elif word == "-X":
            method = next(words)
        elif word in ("-D", "-w"):
            next(words)
        else:
            assert word in ("-sS", "$URL"), word
    if body is None:
        assert method == "DELETE"
    return {"method": method, "url": url, "headers": headers, "content": body}


def _message(response: httpx2.Response) -> dict[str, Any]:
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        data = [m for m in re.findall(r"^data: ?(.*)$", response.text, re.M) if m]
        value: dict[str, Any] = json.loads(data[-1])
        return value
    answer: dict[str, Any] = response.json()
    return answer


def test_the_doc_has_one_block_per_era_with_the_documented_sequence() -> None:
    handshake, stateless = _curl_commands()
    methods = [
        json.loads(argv[argv.index("-d") + 1])["method"] if "-d" in argv else "DELETE"
        for argv in handshake
    ]
    assert methods == [
        "initialize",
        "notifications/initialized",
        "tools/list",
        "tools/call",
        "DELETE",
    ]
    assert [json.loads(argv[argv.index("-d") + 1])["method"] for argv in stateless] == [
        "server/discover",
        "tools/call",
    ]


@pytest.mark.parametrize("era", ["handshake", "stateless"])
def test_the_documented_requests_are_answered(tmp_path: Path, era: str) -> None:
    commands = dict(zip(("handshake", "stateless"), _curl_commands(), strict=True))[era]
    answers = []
    with serve_http(serve_command(tmp_path)) as url, httpx2.Client(timeout=60) as http:
        session = ""
        for argv in commands:
            response = http.request(**_request(argv, url, session))
            assert response.status_code in (200, 202), (argv, response.text)
            session = response.headers.get("mcp-session-id", session)
            if response.content:
                answers.append(_message(response))
    assert all("error" not in a for a in answers), answers
    assert answers[-1]["result"]["structuredContent"]["items"] == 5  # add(2, 3)
    assert bool(session) == (era == "handshake")  # a session only in the handshake era
