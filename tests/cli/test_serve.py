"""``tooldeck serve`` bad input: one clear error line, exit 2, nothing started."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

APP = str(Path(__file__).resolve().parents[1] / "serve" / "serve_app.py")

DECK = {
    "tools": [
        {"name": "add", "inputSchema": {"type": "object", "properties": {}}},
        {"name": "subtract", "inputSchema": {"type": "object", "properties": {}}},
    ]
}


def _deck(tmp_path: Path) -> str:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(DECK))
    return str(path)


def _fails(args: list[str], *expected: str) -> None:
    result = CliRunner().invoke(app, ["serve", *args])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    for text in expected:
        assert text in result.output, result.output


def test_handlers_that_do_not_import(tmp_path: Path) -> None:
    _fails([_deck(tmp_path), "--handlers", "no_such_module_xyz:handlers"], "cannot import")


def test_handlers_attribute_missing(tmp_path: Path) -> None:
    _fails([_deck(tmp_path), "--handlers", f"{APP}:nope"], "no attribute 'nope'")


def test_deck_tools_without_handler(tmp_path: Path) -> None:
    # serve_app.py has add but no subtract
    _fails([_deck(tmp_path), "--handlers", APP], "subtract", "no handler")


def test_deck_without_handlers_option(tmp_path: Path) -> None:
    _fails([_deck(tmp_path)], "--handlers")


@pytest.mark.parametrize(
    ("source", "why"),
    [
        ("{tmp}", "it is a directory"),
        ("{tmp}/gone.txt", "no such file"),
        ("my-app", "it is not a file nor a module name"),
    ],
)
def test_a_source_that_is_no_module_says_what_source_may_be(
    tmp_path: Path, source: str, why: str
) -> None:
    """Was "No module named '/tmp'"; now one line naming the forms SOURCE takes."""
    given = source.format(tmp=tmp_path)
    result = CliRunner().invoke(app, ["serve", given])
    assert result.exit_code == 2
    line = " ".join(result.stderr.split())
    assert line.startswith(f"error: {given}: {why}")
    assert "app.py" in line and "pkg.tools" in line and "--handlers" in line
    assert "No module named" not in line


@pytest.mark.parametrize("prefix", ["", "py:"])
def test_a_deck_folder_without_handlers_says_it_is_a_deck_and_what_to_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, prefix: str
) -> None:
    """A fresh user's finding: ``tooldeck serve shopdeck`` (a folder holding tools.json,
    given by a name that reads as a module) said "shopdeck defines no @tool functions":
    the folder was imported as a namespace package. It is a deck without handlers."""
    folder = tmp_path / "shopdeck13"
    folder.mkdir()
    (folder / "tools.json").write_text(json.dumps(DECK))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["serve", f"{prefix}shopdeck13"])
    assert result.exit_code == 2, result.output
    line = " ".join(result.stderr.split())
    assert line.startswith("error: shopdeck13 is a deck folder (shopdeck13/tools.json)")
    assert "without handlers" in line and "--handlers file.py" in line
    assert "no @tool functions" not in line


def test_module_without_tools(tmp_path: Path) -> None:
    empty = tmp_path / "empty_app.py"
    empty.write_text("x = 1\n")
    _fails([str(empty)], "no @tool functions")


@pytest.mark.parametrize("call", ["sys.exit(5)", "sys.exit()", "sys.exit('usage: app.py X')"])
def test_a_source_that_exits_while_imported_is_one_error_line(tmp_path: Path, call: str) -> None:
    """break29 F11: a source calling ``sys.exit`` at import (a module-level
    ``parse_args()``) ended ``serve`` silently with that code; now exit 2 and one line
    saying so, as for any source that does not import (also as a module name)."""
    (tmp_path / "exits_app.py").write_text(f"import sys\n{call}\n")
    _fails([str(tmp_path / "exits_app.py")], "it called sys.exit(", "while being imported")


def _run_tooldeck(*args: str, alone: bool = False) -> Any:
    """``tooldeck ARGS`` in a child process with stdin at EOF (an ``os._exit`` in it
    would end pytest itself); ``alone``: in a session and process group of its own (a
    module that signals its process group must not reach pytest)."""
    import os
    import subprocess
    import sys

    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    code = "from tooldeck.cli import main; main()"
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        start_new_session=alone,
    )


@pytest.mark.parametrize("prefix", ["", "py:"])
def test_a_source_that_calls_os_exit_while_imported_is_one_error_line(
    tmp_path: Path, prefix: str
) -> None:
    """rebreak29 R8: ``os._exit(5)`` at a module's top level ended ``serve`` silently with
    rc 5 (no exception to catch). The import now runs with ``os._exit`` guarded on the
    importing thread: exit 2 and one line saying so, as for ``sys.exit``; also for a
    ``--handlers`` module."""
    source = tmp_path / "oexit_app.py"
    source.write_text("import os\nos._exit(5)\n")
    done = _run_tooldeck("serve", f"{prefix}{source}")
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert "it called os._exit(5) while being imported" in done.stderr
    assert "Traceback" not in done.stderr
    handlers = _run_tooldeck("serve", _deck(tmp_path), "--handlers", f"{source}:H")
    assert handlers.returncode == 2 and "called os._exit(5)" in handlers.stderr


def test_os_exit_bound_at_import_still_exits_after_it(tmp_path: Path) -> None:
    """The guard is for the import only: a module that bound ``from os import _exit``
    while imported and calls it later (a handler, after serving) ends the process with
    its code, as it asked; ``os._exit`` itself is restored."""
    import subprocess
    import sys

    (tmp_path / "bound_exit.py").write_text("from os import _exit\n")
    src = str(Path(__file__).resolve().parents[2] / "src")
    code = (
        "import os, sys; sys.path.insert(0, sys.argv[1]);"
        "from tooldeck.formats.python_source import import_object;"
        "real = os._exit; module, _ = import_object(sys.argv[2], 'x');"
        "assert os._exit is real; print('restored', flush=True); module._exit(7)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, src, str(tmp_path / "bound_exit.py")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 7, done.stderr
    assert done.stdout == "restored\n"


FORKS_AT_IMPORT = '''
import multiprocessing
import os
import tempfile

from tooldeck import tool


def warm(folder):
    with open(os.path.join(folder, "cache.txt"), "w") as out:
        out.write("warm")


with tempfile.TemporaryDirectory() as folder:
    pid = os.fork()
    if pid == 0:
        try:
            warm(folder)
        finally:
            os._exit(0)
    FORKED = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    process = multiprocessing.get_context("fork").Process(target=warm, args=(folder,))
    process.start()
    process.join()
    with open(os.path.join(folder, "cache.txt")) as cache:
        print(f"fork {FORKED}, process {process.exitcode}, cache {cache.read()}")


@tool(read_only=True)
def add(a: int, b: int) -> int:
    """Add two integers.

    Args:
        a: first addend.
        b: second addend.
    """
    return a + b
'''


def test_a_modules_own_wrapper_of_os_exit_outlives_the_import(tmp_path: Path) -> None:
    """rebreak31 P5: taking the guard back after the import also took back the module's
    own patch (a log flush wrapped around ``os._exit``, as coverage tools do), which a
    plain import keeps. Only the guard is taken back now: the module's wrapper stays, and
    called later it runs and ends the process with its code."""
    import subprocess
    import sys

    (tmp_path / "wraps_exit.py").write_text(
        "import os\n"
        "_inner = os._exit\n"
        "def _flushing_exit(code):\n"
        "    print('flushed', flush=True)\n"
        "    _inner(code)\n"
        "os._exit = _flushing_exit\n"
        "os.kill = os.kill  # rebound to the same (guarded) function: taken back\n"
    )
    src = str(Path(__file__).resolve().parents[2] / "src")
    code = (
        "import os, sys; sys.path.insert(0, sys.argv[1]);"
        "from tooldeck.formats.python_source import import_object;"
        "real_kill = os.kill; module, _ = import_object(sys.argv[2], 'x');"
        "assert os._exit is module._flushing_exit, os._exit;"
        "assert os.kill is real_kill, os.kill;"
        "print('kept', flush=True); os._exit(9)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, src, str(tmp_path / "wraps_exit.py")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 9, done.stderr
    assert done.stdout == "kept\nflushed\n"


def test_a_child_forked_while_the_module_is_imported_exits_for_real(tmp_path: Path) -> None:
    """rebreak30 N1: the ``os._exit`` guard of the import was kept by a child forked
    during it (same thread id), so an honest ``try: … finally: os._exit(0)`` child and a
    fork-started ``multiprocessing.Process`` raised instead of exiting: each ran the
    parent's ``with`` cleanup (the temporary folder deleted under the parent), printed a
    false "called os._exit(0)" line and exited 2. The guard holds for the importing
    process only: both children exit 0 at once, the parent reads the cache they wrote and
    serve starts (``python -c 'import app'`` prints the same line)."""
    source = tmp_path / "forks_app.py"
    source.write_text(FORKS_AT_IMPORT)
    done = _run_tooldeck("serve", str(source))
    assert "fork 0, process 0, cache warm" in done.stderr, done.stderr
    assert "os._exit" not in done.stderr
    assert "tooldeck serve: 1 tool" in done.stderr
    assert done.returncode == 0, done.stderr


TOOL_AFTER = '''
from tooldeck import tool


@tool(read_only=True)
def add(a: int, b: int) -> int:
    """Add two integers.

    Args:
        a: first addend.
        b: second addend.
    """
    return a + b
'''


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("import os, signal; os.kill(os.getpid(), signal.SIGKILL)", "os.kill("),
        ("import os; os.abort()", "os.abort()"),
        ("import signal; signal.raise_signal(signal.SIGTERM)", "signal.raise_signal(SIGTERM)"),
        ("import os; os.execv('/bin/true', ['true'])", "os.execv('/bin/true', …)"),
        ("import os; os.execlp('true', 'true')", "os.execv("),
        ("import os, signal; os.killpg(os.getpgrp(), signal.SIGTERM)", "os.killpg("),
    ],
    ids=["kill-self", "abort", "raise-signal", "execv", "execlp", "killpg"],
)
def test_a_call_that_ends_the_process_at_import_is_one_error_line(
    tmp_path: Path, line: str, said: str
) -> None:
    """rebreak30 N7 (session 31): a signal the module sends itself (``SIGKILL`` rc 137,
    ``os.abort`` 134, ``SIGTERM`` 143) and ``os.exec*`` (serve replaced by ``true``, rc 0)
    at a module's top level ended ``serve`` with no word. The import guard that already
    turns ``os._exit`` into an error (no second import, no child process) now covers
    them: exit 2 and one line naming the call."""
    source = tmp_path / "ends_app.py"
    source.write_text(f"{line}\n{TOOL_AFTER}")
    done = _run_tooldeck("serve", str(source), alone=True)
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert f"it called {said}" in done.stderr and "while being imported" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    "line",
    [
        "import os; os.kill(os.getpid(), 0)",  # signal 0: is the process there
        "import os, signal; signal.signal(signal.SIGUSR1, lambda *a: None); "
        "os.kill(os.getpid(), signal.SIGUSR1)",  # a handler catches it
        "import os\npid = os.fork()\nif pid == 0:\n    os.execv('/bin/true', ['true'])\n"
        "os.waitpid(pid, 0)",  # a child forked at import execs for real
    ],
    ids=["signal-0", "handled", "fork-exec"],
)
def test_calls_that_do_not_end_the_importing_process_pass(tmp_path: Path, line: str) -> None:
    """The guard stops only what ends the importing process: signal 0, a signal a handler
    catches, and a forked child's ``exec`` go through, and serve starts."""
    source = tmp_path / "fine_app.py"
    source.write_text(f"{line}\n{TOOL_AFTER}")
    done = _run_tooldeck("serve", str(source), alone=True)
    assert done.returncode == 0, (done.returncode, done.stderr)
    assert "tooldeck serve: 1 tool" in done.stderr


def test_an_empty_registry_is_refused(tmp_path: Path) -> None:
    """break29 F11: ``app.py:RUNS`` with ``RUNS = []`` served 0 tools; refused now, as a
    module without @tool functions is."""
    (tmp_path / "runs_app.py").write_text("RUNS = []\nTOOLS = {}\n")
    _fails([f"{tmp_path / 'runs_app.py'}:RUNS"], "RUNS holds no tools (an empty list)")
    _fails([f"{tmp_path / 'runs_app.py'}:TOOLS"], "TOOLS holds no tools (an empty dict)")


def test_port_in_use() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        _fails([APP, "--http", f"127.0.0.1:{port}"], "cannot listen", str(port))


@pytest.mark.parametrize("address", ["0.0.0.0:0", "192.0.2.1:8080"])
def test_non_loopback_bind_needs_allow_remote(address: str) -> None:
    _fails([APP, "--http", address], "--allow-remote")


@pytest.mark.parametrize("command", ["serve", "gateway"])
@pytest.mark.parametrize("value", ["nan", "inf", "-1"])
def test_a_timeout_that_is_not_finite_names_the_option(command: str, value: str) -> None:
    # nan and inf reached the runtime, whose error named its argument `timeout_s`
    result = CliRunner().invoke(app, [command, APP, "--timeout", value])
    assert result.exit_code == 2, result.output
    assert "--timeout" in result.output and "timeout_s" not in result.output
    assert "finite number of seconds" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("command", ["serve", "gateway"])
def test_a_bad_approval_timeout_names_the_option(command: str) -> None:
    result = CliRunner().invoke(app, [command, APP, "--approval-timeout", "nan"])
    assert result.exit_code == 2, result.output
    assert "--approval-timeout" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(("given", "passed"), [([], 300.0), (["--approval-timeout", "0"], None)])
def test_serve_passes_its_approval_timeout(
    monkeypatch: pytest.MonkeyPatch, given: list[str], passed: float | None
) -> None:
    """The option reaches the server (0: no limit), apart from --timeout."""
    import tooldeck.serve

    seen: dict[str, object] = {}

    def stop(*args: object, **kwargs: object) -> None:
        seen.update(kwargs)
        raise tooldeck.serve.ServeError("stopped here")

    monkeypatch.setattr(tooldeck.serve, "build", stop)
    result = CliRunner().invoke(app, ["serve", APP, "--timeout", "5", *given])
    assert "stopped here" in result.output, result.output
    assert seen["approval_timeout_s"] == passed and seen["timeout_s"] == 5


def test_approve_names_an_unknown_tool() -> None:
    _fails([APP, "--approve", "delete_everythin"], "delete_everythin")


def test_a_misspelt_approve_names_the_tool_it_is_a_slip_of() -> None:
    """A fresh user's ``--approve delete_tiket`` was refused with the whole tool list and
    no pointer to ``delete_ticket``, while the gateway's warning names it. The same
    check now offers it (difflib ratio 2·16/33 = 0.97 by hand for ``delete_everythin`` to
    ``delete_everything``); a name close to nothing is listed bare."""
    _fails(
        [APP, "--approve", "delete_everythin", "--approve", "zzz"],
        "delete_everythin (did you mean delete_everything?), zzz (tools:",
    )


@pytest.mark.parametrize(
    "spec",
    ["no_such_module_xyz:handlers", f"{APP}:nope", "json:loads", ":attr"],
)
def test_call_and_serve_check_handlers_with_one_function(tmp_path: Path, spec: str) -> None:
    # serve.source.load_handlers is the one check: the same spec gives the same error line
    # (`call` needs only the tool it calls: 'add' here, which the deck lists)
    deck = _deck(tmp_path)
    runner = CliRunner()
    served = runner.invoke(app, ["serve", deck, "--handlers", spec])
    called = runner.invoke(app, ["call", deck, "add", "--handlers", spec])
    assert served.exit_code == called.exit_code == 2, (served.output, called.output)
    assert served.stderr.strip() and served.stderr == called.stderr


def test_call_needs_a_handler_only_for_the_tool_it_calls(tmp_path: Path) -> None:
    # the same check, scoped: serve needs every deck tool, call the one it calls
    deck, spec = _deck(tmp_path), f"{APP}:find"
    runner = CliRunner()
    served = runner.invoke(app, ["serve", deck, "--handlers", spec])
    called = runner.invoke(app, ["call", deck, "add", "--handlers", spec])
    assert served.exit_code == called.exit_code == 2
    assert (
        served.stderr
        == f"error: 2 deck tool(s) have no handler: add, subtract; add them to --handlers {spec}\n"
    )
    assert (
        called.stderr
        == f"error: 1 deck tool(s) have no handler: add; add them to --handlers {spec}\n"
    )


def test_audit_file_that_cannot_be_opened(tmp_path: Path) -> None:
    # a directory where the audit file should be: opening it for appending fails
    _fails([APP, "--audit", str(tmp_path)], f"--audit {tmp_path}: cannot open the audit log")
    _fails([APP, "--audit", str(tmp_path)], "it is a folder; name a file")


def test_audit_path_through_a_file_names_that_file(tmp_path: Path) -> None:
    """A fresh user's finding: a path component that is a file was reported with mkdir's
    errno ("File exists"); the message names the file that is in the way now."""
    blocker = tmp_path / "a_file"
    blocker.write_text("")
    for audit in (blocker / "audit.jsonl", blocker / "sub" / "audit.jsonl"):
        result = CliRunner().invoke(app, ["serve", APP, "--audit", str(audit)])
        assert result.exit_code == 2 and "Traceback" not in result.output
        assert result.output.strip().splitlines() == [
            f"error: --audit {audit}: cannot open the audit log for appending: {blocker} is a "
            "file, not a folder; name a file inside a folder"
        ], result.output
        assert "File exists" not in result.output


def test_artifacts_directory_that_cannot_be_created(tmp_path: Path) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("")
    _fails([APP, "--artifacts", str(blocker / "sub")], "--artifacts", "cannot create")


def test_an_import_error_spanning_lines_is_one_line(tmp_path: Path) -> None:
    app_file = tmp_path / "multi_app.py"
    app_file.write_text('raise RuntimeError("first line\\n\\nsecond line")\n')
    result = CliRunner().invoke(app, ["serve", str(app_file)])
    assert result.exit_code == 2
    assert "RuntimeError: first line second line" in result.output
    assert len(result.output.strip().splitlines()) == 1, result.output


def test_handlers_with_a_python_source_says_drop_handlers() -> None:
    _fails([APP, "--handlers", f"{APP}:add"], "--handlers is for a deck file", "without --handlers")


def test_the_start_line_counts_one_tool_in_the_singular(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    one = tmp_path / "one_app.py"
    one.write_text(
        "from tooldeck import tool\n\n@tool(read_only=True)\ndef ping() -> str:\n"
        '    """Answer pong."""\n    return "pong"\n'
    )
    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    code = "from tooldeck.cli import main; main()"
    done = subprocess.run(  # stdin at EOF: the server starts, prints its line, ends
        [sys.executable, "-c", code, "serve", str(one)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert "tooldeck serve: 1 tool over stdio" in done.stderr, done.stderr


def test_audit_path_that_is_a_fifo_is_refused_not_waited_on(tmp_path: Path) -> None:
    """A fresh user's finding: `serve app.py --audit audit.fifo` hung before start-up with
    no output (an open for appending blocks until a reader comes). It is refused in one line
    (exit 2), and the FIFO stays as it was."""
    import os
    import stat

    fifo = tmp_path / "audit.fifo"
    os.mkfifo(fifo)
    result = CliRunner().invoke(app, ["serve", APP, "--audit", str(fifo)])
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    assert result.output.strip().splitlines() == [
        f"error: --audit {fifo}: cannot open the audit log for appending: it is a FIFO "
        "(named pipe) with no reader, so writing to it would wait; start its reader first, "
        "or name a regular file (a new one is created), e.g. audit.jsonl"
    ], result.output
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_serve_says_what_the_served_listing_lacks(tmp_path: Path) -> None:
    """`tooldeck serve` built the deck's load warnings and never printed them (a fresh
    user's finding): a deck tool's MCP `icons` are not modelled, so the listing the server
    publishes lacks them, and stderr says so before it starts (stdin at EOF ends it)."""
    import subprocess
    import sys

    deck = tmp_path / "deck.json"
    icons = [{"src": "data:image/png;base64,AA==", "mimeType": "image/png"}]
    schema = {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}
    deck.write_text(json.dumps({"tools": [{"name": "add", "icons": icons, "inputSchema": schema}]}))
    handlers = tmp_path / "handlers.py"
    handlers.write_text("def add(a: int) -> int:\n    return a + 1\n\nhandlers = {'add': add}\n")
    command = [sys.executable, "-m", "tooldeck", "serve", str(deck)]
    done = subprocess.run(
        [*command, "--handlers", f"{handlers}:handlers"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "icons: MCP tool icons are not modelled by tooldeck" in done.stderr, done.stderr
    assert done.stderr.index("icons") < done.stderr.index("tooldeck serve: 1 tool over stdio")


def test_serve_approve_with_an_empty_name_is_named(tmp_path: Path) -> None:
    """The check is the one ``tooldeck call`` uses (runtime.policy.approval.unlisted_approvals)."""
    _fails([APP, "--approve", ""], "--approve was given an empty tool name")
