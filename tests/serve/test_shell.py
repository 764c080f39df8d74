"""The shell check under ``tooldeck serve`` (break29 F1): a parameter whose schema format
is ``shell-command``/``command`` is checked as ``tooldeck call`` checks it — always, in both
protocol eras, before anyone is asked to approve — with ``--shell-allow``/``--shell-root``/
``--shell-param`` as options. Real ``mcp`` SDK client and server; the handler really runs
the command with a shell."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import mcp
import mcp_types as types
import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.errors import ServeError
from tooldeck.serve import build

ERAS = ["legacy", "auto"]

APP = '''
import subprocess
from typing import Annotated

from pydantic import Field

from tooldeck import tool

WORKDIR = {workdir!r}


@tool(read_only=True)
def run_cmd(cmd: Annotated[str, Field(json_schema_extra={{"format": "shell-command"}})]) -> str:
    """Run a read-only shell command in the workspace. Use to inspect files."""
    done = subprocess.run(cmd, shell=True, capture_output=True, text=True, cwd=WORKDIR)
    return done.stdout


@tool(destructive=True)
def run_job(script: str) -> str:
    """Run a maintenance job's shell line. Use when the user asks for that job."""
    done = subprocess.run(script, shell=True, capture_output=True, text=True, cwd=WORKDIR)
    return done.stdout
'''


def _app(tmp_path: Path) -> tuple[str, Path]:
    work = tmp_path / "work"
    work.mkdir(exist_ok=True)
    path = tmp_path / "shell_app.py"
    path.write_text(APP.format(workdir=str(work)))
    return str(path), work


def _asked(seen: list[str]) -> Any:
    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        seen.append(params.message)
        return types.ElicitResult(action="accept")

    return callback


@pytest.mark.parametrize("mode", ERAS)
async def test_a_chained_command_is_refused_as_call_refuses_it(tmp_path: Path, mode: str) -> None:
    """The breaker's reproduction: ``id; touch FILE`` ran through serve (the file was
    made) while ``tooldeck call`` refused it."""
    source, _work = _app(tmp_path)
    pwned = tmp_path / "pwned"
    async with mcp.Client(build(source, artifacts=tmp_path / "a").server, mode=mode) as client:
        refused = await client.call_tool("run_cmd", {"cmd": f"id; touch {pwned}"})
        substituted = await client.call_tool("run_cmd", {"cmd": f"echo $(touch {pwned})"})
        fine = await client.call_tool("run_cmd", {"cmd": "echo hi"})
    for result in (refused, substituted):
        assert result.is_error is True
        envelope = result.structured_content or {}
        assert envelope["status"] == "refused", envelope
        assert envelope["error"]["kind"] == "invalid_arguments"
        assert envelope["summary"].startswith("/cmd: refused by shell rule ")
    assert not pwned.exists()
    assert fine.is_error is False and fine.structured_content["items"] == "hi\n"  # type: ignore[index]


@pytest.mark.parametrize("mode", ERAS)
async def test_the_person_is_not_asked_about_a_command_that_would_be_refused(
    tmp_path: Path, mode: str
) -> None:
    """The check runs before the approval gate: a destructive tool's refused command is
    refused without a question; an allowed one is asked about and runs."""
    source, work = _app(tmp_path)
    seen: list[str] = []
    server = build(source, artifacts=tmp_path / "a", shell_param=["script"])
    async with mcp.Client(server.server, mode=mode, elicitation_callback=_asked(seen)) as client:
        refused = await client.call_tool("run_job", {"script": "rm -rf ."})
        assert seen == []
        allowed = await client.call_tool("run_job", {"script": "pwd"})
    assert refused.structured_content["status"] == "refused"  # type: ignore[index]
    assert "rm" in refused.structured_content["summary"]  # type: ignore[index]
    assert len(seen) == 1 and "run_job" in seen[0]
    assert allowed.is_error is False
    assert allowed.structured_content["items"].strip() == str(work)  # type: ignore[index]


@pytest.mark.parametrize("mode", ERAS)
async def test_shell_allow_and_shell_root_work_as_for_call(tmp_path: Path, mode: str) -> None:
    source, work = _app(tmp_path)
    plain = build(source, artifacts=tmp_path / "a")
    opened = build(source, artifacts=tmp_path / "b", shell_allow=["touch"], shell_root=work)
    async with mcp.Client(plain.server, mode=mode) as client:
        touch = await client.call_tool("run_cmd", {"cmd": "touch made.txt"})
        inside = await client.call_tool("run_cmd", {"cmd": "echo x > ../x"})
    assert touch.structured_content["status"] == "refused"  # type: ignore[index]
    assert "not in the allowlist" in touch.structured_content["summary"]  # type: ignore[index]
    assert "outside the working folder" in inside.structured_content["summary"]  # type: ignore[index]
    async with mcp.Client(opened.server, mode=mode) as client:
        touch = await client.call_tool("run_cmd", {"cmd": "touch made.txt"})
        written = await client.call_tool("run_cmd", {"cmd": "echo x > note.txt"})
        outside = await client.call_tool("run_cmd", {"cmd": f"echo x > {tmp_path}/x"})
    assert touch.is_error is False and (work / "made.txt").exists()
    assert written.is_error is False and (work / "note.txt").read_text() == "x\n"
    assert outside.structured_content["status"] == "refused"  # type: ignore[index]
    assert "outside the root" in outside.structured_content["summary"]  # type: ignore[index]
    assert not (tmp_path / "x").exists()


def test_bad_shell_options_are_one_line_errors(tmp_path: Path) -> None:
    source, _work = _app(tmp_path)
    with pytest.raises(ServeError, match="--shell-param 'scirpt': no tool of the deck"):
        build(source, shell_param=["scirpt"])
    with pytest.raises(ServeError, match=r"--shell-root .* is not a directory"):
        build(source, shell_root=tmp_path / "missing")
    with pytest.raises(ServeError, match=r"--shell-allow: .*'/bin/sh' is not a program name"):
        build(source, shell_allow=["/bin/sh"])
    runner = CliRunner()
    result = runner.invoke(app, ["serve", source, "--shell-allow", "/bin/sh"])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert "is not a program name" in result.output


DECK = [
    {
        "name": "run_anchor",
        "description": "Run a read-only shell command in the workspace. Use to inspect files.",
        "input_schema": {
            "type": "object",
            "properties": {"cmd": {"$ref": "#c"}},
            "$defs": {"c": {"$anchor": "c", "type": "string", "format": "shell-command"}},
        },
    },
    {
        "name": "run_pct",
        "description": "Run a read-only shell command in the workspace. Use to inspect files.",
        "input_schema": {
            "type": "object",
            "properties": {"cmd": {"$ref": "#/$defs/a%20b"}},
            "$defs": {"a b": {"type": "string", "format": "shell-command"}},
        },
    },
    {
        "name": "run_dyn",
        "description": "Run a read-only shell command in the workspace. Use to inspect files.",
        "input_schema": {
            "type": "object",
            "properties": {"cmd": {"$dynamicRef": "#c"}},
            "$defs": {"c": {"$dynamicAnchor": "c", "type": "string", "format": "shell-command"}},
        },
    },
    {
        "name": "run_notnot",
        "description": "Run a read-only shell command in the workspace. Use to inspect files.",
        "input_schema": {
            "type": "object",
            "properties": {"cmd": {"type": "string", "not": {"not": {"format": "shell-command"}}}},
        },
    },
    {
        "name": "run_id4",
        "description": "Run a read-only shell command in the workspace. Use to inspect files.",
        "input_schema": {
            "$schema": "http://json-schema.org/draft-04/schema#",
            "id": "http://example.com/tools/run.json",
            "type": "object",
            "properties": {"cmd": {"$ref": "command.json"}},
            "definitions": {
                "c": {"id": "command.json", "type": "string", "format": "shell-command"}
            },
        },
    },
]

HANDLERS = """
import subprocess


def run(cmd):
    return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout


handlers = {name: run for name in ("run_anchor", "run_pct", "run_dyn", "run_notnot", "run_id4")}
"""


@pytest.mark.parametrize("mode", ERAS)
async def test_a_command_reached_through_an_anchor_or_dynamic_ref_is_checked(
    tmp_path: Path, mode: str
) -> None:
    """rebreak29 R1: through serve, ``id; touch FILE`` ran (the file was made) when the
    deck routed ``cmd`` to its ``format: shell-command`` schema by an ``$anchor``, a
    percent-encoded ``$ref`` or a ``$dynamicRef``. Session 30: also through a double
    negation (``not: {not: {format: shell-command}}``, the same value: it ran) and a
    draft-04 ``id`` base URI (``$ref: command.json`` against the root's ``id``: the call
    was refused as an unresolvable reference, so an honest command could not run)."""
    import json

    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps(DECK))
    (tmp_path / "deck_handlers.py").write_text(HANDLERS)
    pwned = tmp_path / "pwned"
    names = ["run_anchor", "run_pct", "run_dyn", "run_notnot", "run_id4"]
    handlers = f"{tmp_path / 'deck_handlers.py'}:handlers"
    server = build(str(deck), handlers, artifacts=tmp_path / "a", approve=names)
    async with mcp.Client(server.server, mode=mode) as client:
        results = [await client.call_tool(name, {"cmd": f"id; touch {pwned}"}) for name in names]
        fine = [await client.call_tool(name, {"cmd": "echo hi"}) for name in names]
    for result in results:
        envelope = result.structured_content or {}
        assert result.is_error is True and envelope["status"] == "refused", envelope
        assert envelope["summary"].startswith("/cmd: refused by shell rule one-command")
    assert not pwned.exists()
    for result in fine:
        assert result.is_error is False, result
        assert result.structured_content["items"] == "hi\n"  # type: ignore[index]


@pytest.mark.parametrize("mode", ERAS)
async def test_refused_commands_of_one_client_do_not_stop_the_tool_for_another(
    tmp_path: Path, mode: str
) -> None:
    """rebreak29 R6: three shell-refused calls from one client opened the circuit breaker,
    and on the 2026-07-28 era (stateless: all clients share one count) ``run_cmd`` was
    then refused for every client until restart. The shell check refuses every such call
    itself, so its refusals are not counted: after four refused commands from client A,
    client B's ``echo hi`` runs (and A's too)."""
    source, _work = _app(tmp_path)
    server = build(source, artifacts=tmp_path / "a")
    async with mcp.Client(server.server, mode=mode) as a:
        for n in range(4):
            refused = await a.call_tool("run_cmd", {"cmd": f"echo {n}; echo again"})
            assert (refused.structured_content or {})["status"] == "refused", refused
        again = await a.call_tool("run_cmd", {"cmd": "echo a"})
    async with mcp.Client(server.server, mode=mode) as b:
        fine = await b.call_tool("run_cmd", {"cmd": "echo hi"})
    for result, said in ((again, "a"), (fine, "hi")):
        envelope = result.structured_content or {}
        assert result.is_error is False and envelope["status"] == "success", envelope
        assert envelope["items"].strip() == said
