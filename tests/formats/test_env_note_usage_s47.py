"""Session 47 (trial47 finding 7): an upstream ``tooldeck serve deck.yaml`` without
``--handlers`` exits with a usage error (``error: deck.yaml is a deck file: name its
handlers with --handlers module:attr …``), and the gateway's dry run added the
environment-variable note to it, although docs/gateway.md says the note is left out when
stderr states a usage error: the rule knew argparse's ``usage:`` line only. A usage error
that names the option to give (tooldeck's, argparse's, click's) now counts as another
cause.

Real component: this checkout's ``tooldeck serve`` run as a process, its stderr read as
the gateway reads an upstream's.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tooldeck.formats.mcp_config import UpstreamSpec, environment_may_explain

ROOT = Path(__file__).resolve().parents[2]


def test_tooldeck_serve_usage_error_gets_no_environment_note(tmp_path: Path) -> None:
    deck = tmp_path / "deck.yaml"
    deck.write_text("tools:\n  - name: ping\n    description: Answer pong.\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, "-m", "tooldeck", "serve", str(deck)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "name its handlers with --handlers" in done.stderr
    assert not environment_may_explain(done.stderr)
    spec = UpstreamSpec("deck", "stdio", command=sys.executable, args=("-m", "tooldeck"))
    assert spec.env_note_for(done.stderr) == ""


def test_other_usage_errors_and_a_variable_still_decide() -> None:
    argparse = "prog: error: the following arguments are required: --repository"
    click = "Error: Missing option '--db-url'."
    assert not environment_may_explain(argparse)
    assert not environment_may_explain(click)
    # a message naming a variable keeps the note, an option beside it or not
    assert environment_may_explain("error: GITHUB_TOKEN is not set (or pass --token)")
    assert environment_may_explain("error: could not reach the server")  # no cause named


def test_an_environment_error_naming_an_option_keeps_the_note() -> None:
    # review, session 47: the first version read any error line naming an option as usage
    assert environment_may_explain("Error: API key required: pass --api-key or set it")
    assert environment_may_explain("error: cannot connect to the database; see --db-url")
