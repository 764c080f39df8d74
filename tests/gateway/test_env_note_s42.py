"""The environment note after an upstream that exits at start (trial42 LOW): a plain Python
traceback of a fault of the code (``AttributeError`` from an SDK of another major version)
got "it was started with only these of your environment variables … plus its env", and
"plus its env" was said for a server with no ``env``. The note is skipped when the
traceback states such a cause, and "plus its env" is said only for a server that has one.

Real ``tooldeck gateway --dry-run`` (CLI) over a real stdio script that fails while it
builds its server; the stderr classifier by hand, with honest twins that keep the note."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats.mcp_config import UpstreamSpec, environment_may_explain

NOTE = "it was started with only these of your environment variables: "
BROKEN = """
class Server:
    pass


def build():
    server = Server()

    @server.list_tools()
    def listed():
        return []


build()
"""
NEEDS = """
import os
import sys

token = os.environ.get("TRIAL_SERVICE_TOKEN")
if not token:
    sys.exit("error: TRIAL_SERVICE_TOKEN is not set")
"""


def _dry_run(tmp_path: Path, source: str, **entry: object) -> str:
    script = tmp_path / "upstream.py"
    script.write_text(source, encoding="utf-8")
    config = tmp_path / "servers.json"
    server = {"command": sys.executable, "args": [str(script)], **entry}
    config.write_text(json.dumps({"mcpServers": {"up": server}}), encoding="utf-8")
    result = CliRunner().invoke(app, ["gateway", "--dry-run", str(config)], terminal_width=400)
    return result.output


def test_a_traceback_of_a_code_fault_gets_no_environment_note(tmp_path: Path) -> None:
    out = _dry_run(tmp_path, BROKEN)
    assert "AttributeError: 'Server' object has no attribute 'list_tools'" in out, out
    assert NOTE not in out, out


def test_a_server_without_env_is_not_said_to_have_one(tmp_path: Path) -> None:
    out = _dry_run(tmp_path, NEEDS)
    assert NOTE in out and "TRIAL_SERVICE_TOKEN is not set" in out, out
    assert "plus its env" not in out, out
    out = _dry_run(tmp_path, NEEDS, env={"REGION": "eu"})
    assert "plus its env (REGION)" in out, out


TRACE = 'Traceback (most recent call last):\n  File "/srv/app/server.py", line 12, in main\n'


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        (TRACE + "AttributeError: 'Server' object has no attribute 'tool'", False),
        (TRACE + "TypeError: run() got an unexpected keyword argument 'port'", False),
        (TRACE + "NameError: name 'FastMCP' is not defined", False),
        # a tail cut mid-traceback (no header) is still a traceback
        ('  File "/srv/app/server.py", line 3, in <module>\nmcp.errors.AssertionError: x', False),
        # honest twins: exceptions that reading the environment or a setting raises
        (TRACE + "KeyError: 'token'", True),
        (TRACE + "RuntimeError: no credentials were found", True),
        (TRACE + "ValueError: invalid literal for int() with base 10: ''", True),
        # the word alone, without a traceback frame, is no stated cause
        ("TypeError: see the log", True),
        # a code fault that names the environment keeps the note
        (TRACE + "    token = os.environ['API_TOKEN']\nTypeError: x", True),
    ],
)
def test_which_tracebacks_leave_the_environment_a_possible_cause(tail: str, expected: bool) -> None:
    assert environment_may_explain(tail) is expected


def test_the_note_says_its_env_only_when_there_is_one() -> None:
    bare = UpstreamSpec("bare", "stdio", command="srv")
    assert "plus its env" not in bare.env_note()
    own = UpstreamSpec("own", "stdio", command="srv", env={"REGION": "eu"})
    assert "plus its env (REGION);" in own.env_note()
