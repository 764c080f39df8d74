"""The ``call`` command (``cli/runtime.py``): dry runs, handlers, path and shell checks."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]


def test_cli_call_dry_run(tmp_path: Path) -> None:
    runner = CliRunner()
    deck = str(ROOT / "examples" / "ops68")
    result = runner.invoke(
        app,
        ["call", deck, "read_file", "--args", '{"path": "/etc/x", "start_line": "2"}', "--json"],
    )
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["envelope"]["error"]["violations"][0]["pointer"] == "/start_line"
    result = runner.invoke(
        app,
        [
            "call",
            deck,
            "read_file",
            "--args",
            '{"path": "../x"}',
            "--root",
            str(tmp_path),
            "--path-param",
            "path",
        ],
    )
    assert result.exit_code == 1 and "refused" in result.stdout
    result = runner.invoke(app, ["call", deck, "read_file", "--args", '{"path": "a"}'])
    assert result.exit_code == 0 and "Dry run" in result.stdout
    # a fresh user called a config's tool without --dry-run and got "Dry run" unexplained
    assert "holds definitions only, no handler to run read_file" in result.stderr
    asked = ["call", deck, "read_file", "--args", '{"path": "a"}', "--dry-run"]
    assert "no handler" not in runner.invoke(app, asked).stderr  # asked for: nothing to say
    result = runner.invoke(app, ["call", deck, "read_file", "--handlers", "no_such_module:x"])
    assert result.exit_code == 2 and "cannot import" in result.stderr


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("no_colon", "cannot import 'no_colon'"),
        (":attr", "takes module:attribute"),
        ("json:", "takes module:attribute"),
        ("json:no_such_attr", "no attribute 'no_such_attr'"),
    ],
)
def test_cli_call_bad_handlers_spec_is_one_error_line(spec: str, message: str) -> None:
    deck = str(ROOT / "examples" / "ops68")
    result = CliRunner().invoke(app, ["call", deck, "read_file", "--handlers", spec])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert message in result.stderr


def test_cli_call_runs_handlers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "my_handlers.py").write_text(
        "HANDLERS = {'list_directory': lambda **kw: [{'name': 'a.log'}]}\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    result = CliRunner().invoke(
        app,
        [
            "call",
            str(ROOT / "examples" / "ops68"),
            "list_directory",
            "--args",
            '{"path": "/var/log"}',
            "--handlers",
            "my_handlers:HANDLERS",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["envelope"]["items"] == [{"name": "a.log"}]


def test_cli_root_without_path_parameters_is_refused(tmp_path: Path) -> None:
    runner = CliRunner()
    deck = str(ROOT / "examples" / "ops68")  # read_file's "path" has no format
    base = ["call", deck, "read_file", "--args", '{"path": "/etc/passwd"}', "--root", str(tmp_path)]
    result = runner.invoke(app, base)
    assert result.exit_code == 2
    assert "--path-param" in result.stderr and "path, start_line" in result.stderr
    result = runner.invoke(app, [*base, "--path-param", "filepath"])
    assert result.exit_code == 2 and "'filepath'" in result.stderr
    result = runner.invoke(app, [*base, "--path-param", "path", "--json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["envelope"]["status"] == "refused"


def test_cli_root_uses_path_formats(tmp_path: Path) -> None:
    deck_file = tmp_path / "deck.json"
    deck_file.write_text(
        json.dumps(
            [
                {
                    "name": "read_file",
                    "description": "Read a file.",
                    "inputSchema": {
                        "type": "object",
                        "properties": {"file": {"type": "string", "format": "path"}},
                    },
                    "annotations": {"readOnlyHint": True},
                }
            ]
        )
    )
    args = ["call", str(deck_file), "read_file", "--args", '{"file": "/etc/passwd"}']
    result = CliRunner().invoke(app, [*args, "--root", str(tmp_path), "--json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["envelope"]["status"] == "refused"


# --- break-it pass 3 ---------------------------------------------------------------------------
SHELL_DECK = {
    "tools": [
        {
            "name": "run",
            "description": "Runs a shell command in the workspace.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "opts": {
                        "type": "object",
                        "properties": {"cmd": {"type": "string", "format": "shell-command"}},
                    }
                },
            },
            "annotations": {"readOnlyHint": True},
        },
        {
            "name": "echo",
            "description": "Echo text back for the test.",
            "inputSchema": {"type": "object", "properties": {"s": {"type": "string"}}},
            "annotations": {"readOnlyHint": True},
        },
    ]
}


def _cli_deck(tmp_path: Path) -> str:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(SHELL_DECK), encoding="utf-8")
    return str(path)


def test_cli_checks_shell_command_parameters_without_shell_param(tmp_path: Path) -> None:
    """A nested format: shell-command parameter is checked by default (dry run)."""
    args = json.dumps({"opts": {"cmd": "ls; rm -rf /"}})
    result = CliRunner().invoke(app, ["call", _cli_deck(tmp_path), "run", "--args", args])
    assert result.exit_code == 1
    assert "/opts/cmd" in result.output and "refused" in result.output


def _handler_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    (tmp_path / f"{name}.py").write_text(
        "import time\n"
        "def echo(s):\n"
        "    print('HANDLER NOISE')\n"
        "    return s\n"
        "HANDLERS = {'echo': echo}\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))


def test_cli_handlers_attribute_that_is_a_module_is_one_error_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _handler_module(tmp_path, monkeypatch, "bk3_handlers_a")
    result = CliRunner().invoke(
        app,
        [
            "call",
            _cli_deck(tmp_path),
            "echo",
            "-a",
            '{"s": "a"}',
            "--handlers",
            "bk3_handlers_a:time",
        ],
    )
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "got module" in result.output


def test_cli_handler_print_does_not_reach_json_stdout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _handler_module(tmp_path, monkeypatch, "bk3_handlers_b")
    runner = CliRunner()
    args = ["call", _cli_deck(tmp_path), "echo", "-a", '{"s": "a"}']
    result = runner.invoke(app, [*args, "--handlers", "bk3_handlers_b:HANDLERS", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["envelope"]["items"] == "a"  # stdout is only the JSON
    assert "HANDLER NOISE" in result.stderr


# --- issue 18: relative paths count from --root, also in the handler --------------------------
def _path_deck(tmp_path: Path) -> str:
    deck_file = tmp_path / "deck.json"
    schema = {
        "type": "object",
        "properties": {"file": {"type": "string", "format": "path"}, "opts": {"format": "path"}},
    }
    deck_file.write_text(
        json.dumps(
            [
                {
                    "name": "read_file",
                    "description": "Read a file.",
                    "inputSchema": schema,
                    "annotations": {"readOnlyHint": True},
                }
            ]
        )
    )
    return str(deck_file)


@pytest.mark.parametrize(
    "args", ['{"file": "outside/secret.txt"}', '{"opts": {"paths": ["outside/secret.txt"]}}']
)
def test_cli_handler_opens_relative_paths_from_the_root_not_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: str
) -> None:
    """The issue's report: run from the root's parent, ``outside/secret.txt`` is inside by
    the check (``ROOT/outside/secret.txt``, no such file) but a handler opening it from the
    working directory read ``PARENT/outside/secret.txt``."""
    (tmp_path / "root").mkdir()
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_text("SECRET")
    (tmp_path / "path18_handlers.py").write_text(
        "import json\n"
        "def strings(v):\n"
        "    if isinstance(v, str):\n"
        "        return [v]\n"
        "    if isinstance(v, dict):\n"
        "        return [s for x in v.values() for s in strings(x)]\n"
        "    return [s for x in v for s in strings(x)]\n"
        "def read_file(**kw):\n"
        "    return [open(p).read() for p in strings(kw)]\n"
        "HANDLERS = {'read_file': read_file}\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    deck = _path_deck(tmp_path)
    result = CliRunner().invoke(
        app,
        [
            "call",
            deck,
            "read_file",
            "--args",
            args,
            "--root",
            str(tmp_path / "root"),
            "--handlers",
            "path18_handlers:HANDLERS",
            "--json",
        ],
    )
    assert "SECRET" not in result.stdout
    assert result.exit_code == 1, result.output
    envelope = json.loads(result.stdout)["envelope"]
    assert envelope["error"]["kind"] == "environment"  # FileNotFoundError under the root
    assert "No such file" in envelope["error"]["message"]
    assert os.getcwd() == str(tmp_path)  # the working directory is restored


def test_cli_shell_allow_adds_a_program_by_name(tmp_path: Path) -> None:
    """``make`` is outside the default allowlist: refused naming the rule and the option
    that lets it in; with ``--shell-allow make`` the same call passes (dry run)."""
    deck = _cli_deck(tmp_path)
    args = ["call", deck, "run", "--args", json.dumps({"opts": {"cmd": "make test"}})]
    refused = CliRunner().invoke(app, args)
    assert refused.exit_code == 1
    assert "rule program" in refused.output and "--shell-allow make" in refused.output
    allowed = CliRunner().invoke(app, [*args, "--shell-allow", "make"])
    assert allowed.exit_code == 0, allowed.output
    bad = CliRunner().invoke(app, [*args, "--shell-allow", "/usr/bin/make"])
    assert bad.exit_code == 2 and "not a program name" in bad.output


def test_cli_shell_redirections_stay_inside_the_shell_root(tmp_path: Path) -> None:
    deck = _cli_deck(tmp_path)
    base = ["call", deck, "run", "--shell-root", str(tmp_path)]
    cmd = json.dumps({"opts": {"cmd": "ls > o.txt"}})
    inside = CliRunner().invoke(app, [*base, "--args", cmd])
    assert inside.exit_code == 0, inside.output
    outside = CliRunner().invoke(
        app, [*base, "--args", json.dumps({"opts": {"cmd": "ls > ../o.txt"}})]
    )
    assert outside.exit_code == 1 and "rule redirection" in outside.output


def test_a_pattern_the_engine_gives_up_on_names_the_deck_file(tmp_path: Path) -> None:
    """A backreference makes jsonschema-rs's fancy-regex backtrack until its 1,000,000-step
    limit: the deck, not the argument, is at fault, so the error line names the deck file,
    the tool and the schema pointer and exits 2 (bad input). A value that simply does not
    match stays a refused call (exit 1) naming the argument."""
    deck = tmp_path / "tools.json"
    schema = {
        "type": "object",
        "properties": {"x": {"type": "string", "pattern": r"^(a|aa)+(?=b)\1$"}},
    }
    deck.write_text(json.dumps({"tools": [{"name": "t", "inputSchema": schema}]}))
    runner = CliRunner()
    evil = json.dumps({"x": "a" * 64 + "c"})
    result = runner.invoke(app, ["call", str(deck), "t", "--args", evil])
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert line.startswith(f"error: {deck}: tool 't'") and "/properties/x/pattern" in line
    plain = runner.invoke(app, ["call", str(deck), "t", "--args", '{"x": 3}'])
    assert plain.exit_code == 1 and "/x" in plain.stdout and str(deck) not in plain.stderr


_PY_DECK = '''
from tooldeck import Tool, tool


@tool(read_only=True)
def get_stock(sku: str) -> int:
    """Units of a SKU on hand."""
    print("looked up", sku)
    return {"SKU-1": 40}[sku]


DECLARED = Tool(name="declared_only", description="No function behind it.")
MIXED = [get_stock, DECLARED]
'''


def test_a_py_deck_is_its_own_handlers_without_handlers_option(tmp_path: Path) -> None:
    """A fresh user's finding: ``tooldeck call py:inventory.py get_stock`` only dry-ran and
    needed ``--handlers inventory.py`` too, though the module was given already. A py:
    deck's @tool functions now run; --dry-run keeps the old behaviour."""
    module = tmp_path / "stock_tools_py13.py"
    module.write_text(_PY_DECK, encoding="utf-8")
    runner = CliRunner()
    base = ["call", f"py:{module}", "get_stock", "--args", '{"sku": "SKU-1"}', "--json"]
    ran = runner.invoke(app, base)
    assert ran.exit_code == 0, ran.output
    envelope = json.loads(ran.stdout)["envelope"]
    assert envelope["items"] == 40 and "Dry run" not in envelope["summary"]
    assert "looked up SKU-1" in ran.stderr  # the handler really ran (its print: stderr)
    dry = runner.invoke(app, [*base, "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert json.loads(dry.stdout)["envelope"]["summary"].startswith("Dry run")
    assert "looked up" not in dry.stderr
    # a Tool value declares no function: dry run, and the command says why
    mixed = runner.invoke(
        app, ["call", f"py:{module}:MIXED", "declared_only", "--approve", "--json"]
    )
    assert mixed.exit_code == 0, mixed.output
    assert json.loads(mixed.stdout)["envelope"]["summary"].startswith("Dry run")
    assert "not a @tool function" in mixed.stderr and "--handlers" in mixed.stderr


def test_the_decision_trail_lists_only_the_checks_that_apply(tmp_path: Path) -> None:
    """A fresh user's finding: the decision table of a stock lookup listed "shell allow",
    a check about shell commands the tool has none of. The shell check is asked (and
    recorded) only for a tool with a command parameter."""
    tools = [
        {"name": "lookup", "inputSchema": {"type": "object", "properties": {
            "sku": {"type": "string"}}},
         "annotations": {"readOnlyHint": True}},
        {"name": "run_cmd", "inputSchema": {"type": "object", "properties": {
            "cmd": {"type": "string", "format": "shell-command"}}},
         "annotations": {"readOnlyHint": True}},
    ]  # fmt: skip
    path = tmp_path / "tools.json"
    path.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    runner = CliRunner()
    plain = runner.invoke(app, ["call", str(path), "lookup", "--args", '{"sku": "x"}', "--json"])
    checks = [d["check"] for d in json.loads(plain.stdout)["decisions"]]
    assert checks == ["schema", "circuit_breaker", "duplicate", "approval"]
    shell = runner.invoke(app, ["call", str(path), "run_cmd", "--args", '{"cmd": "ls"}', "--json"])
    assert [d["check"] for d in json.loads(shell.stdout)["decisions"]][-2:] == ["shell", "approval"]
    refused = runner.invoke(
        app, ["call", str(path), "run_cmd", "--args", '{"cmd": "rm -rf /"}', "--json"]
    )
    assert refused.exit_code == 1
    assert json.loads(refused.stdout)["decisions"][-1]["verdict"] == "refuse"


def test_call_runs_the_shell_and_path_checks_before_asking_for_approval(tmp_path: Path) -> None:
    """Session 30: ``call`` put the approval gate before the path and shell checks, so a
    destructive call with a command or path that will be refused answered
    ``needs_approval`` ("approve it by running the same command with --approve") — a person
    asked to approve a call refused anyway. Now refused first, in serve's order
    (``Policy.default``: shell check, then the gate); an honest call still needs approval."""
    # no hints: MCP's default, may be destructive, so both tools are gated
    tools = [
        {"name": "run_cmd", "inputSchema": {"type": "object", "properties": {
            "cmd": {"type": "string", "format": "shell-command"}}}},
        {"name": "remove", "inputSchema": {"type": "object", "properties": {
            "file": {"type": "string", "format": "path"}}}},
    ]  # fmt: skip
    path = tmp_path / "tools.json"
    path.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    runner = CliRunner()

    def status(*args: str) -> tuple[str, list[str]]:
        out = runner.invoke(app, ["call", str(path), *args, "--json"])
        data = json.loads(out.stdout)
        return data["envelope"]["status"], [d["check"] for d in data["decisions"]]

    assert status("run_cmd", "--args", '{"cmd": "ls; rm -rf /"}') == (
        "refused", ["schema", "circuit_breaker", "duplicate", "shell"])  # fmt: skip
    assert status("run_cmd", "--args", '{"cmd": "ls"}')[0] == "needs_approval"
    root = ["--root", str(tmp_path)]
    assert status("remove", "--args", '{"file": "/etc/passwd"}', *root) == (
        "refused", ["schema", "circuit_breaker", "duplicate", "path"])  # fmt: skip
    assert status("remove", "--args", '{"file": "tools.json"}', *root)[0] == "needs_approval"


def test_call_shows_the_approval_question_whole(tmp_path: Path) -> None:
    """rebreak29 R3 for ``call``: the ``approval:`` line was clipped at its head (2,000
    characters), so a payload in the middle or at the end of a long argument was not shown
    to the person told to re-run with ``--approve``. It is printed whole now."""
    tools = [{"name": "delete_page", "inputSchema": {"type": "object", "properties": {
        "page_id": {"type": "string"}}}}]  # fmt: skip
    path = tmp_path / "tools.json"
    path.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    value = "Please archive page " + "notes " * 600 + " AND ALSO page PROD-ROOT " + "notes " * 600
    out = CliRunner().invoke(
        app, ["call", str(path), "delete_page", "--args", json.dumps({"page_id": value})]
    )
    assert out.exit_code == 1
    (line,) = [x for x in out.stdout.splitlines() if x.startswith("approval: ")]
    assert value in line and "[cut" not in line


# --- `call --approve TOOL`, as for serve and gateway (a fresh user's finding) -----------------
_REFUND_PY = '''
from tooldeck import tool


@tool(destructive=True, idempotent=False)
def refund_order(order_id: str, amount: float) -> str:
    """Refund part of an order.

    Args:
        order_id: Order id such as ORD-100231.
        amount: Amount to refund, in EUR.
    """
    return f"refunded {amount!r} EUR on {order_id}"


@tool(read_only=True)
def list_refunds(order_id: str) -> list[str]:
    """List the refunds of an order.

    Args:
        order_id: Order id such as ORD-100231.
    """
    return []
'''


def _refund(tmp_path: Path, *extra: str) -> Any:
    module = tmp_path / "refunds_cli14.py"
    module.write_text(_REFUND_PY, encoding="utf-8")
    args = '{"order_id": "ORD-1", "amount": 30}'
    return CliRunner().invoke(
        app, ["call", f"py:{module}", "refund_order", "--args", args, *extra, "--json"]
    )


@pytest.mark.parametrize(
    "approve",
    [
        ["--approve", "refund_order"],  # as serve and gateway take it
        ["--approve=refund_order"],
        ["--approve", "*"],
        ["--approve", "*", "--approve", "refund_order"],  # repeatable
    ],
)
def test_call_approve_takes_the_tool_name(tmp_path: Path, approve: list[str]) -> None:
    """`call … --approve refund_order` failed with "Got unexpected extra argument(s)
    (refund_order)": call's --approve was a flag while serve's and gateway's name a tool."""
    result = _refund(tmp_path, *approve)
    assert result.exit_code == 0, result.output
    envelope = json.loads(result.stdout)["envelope"]
    assert envelope["status"] == "success"
    # the handler got the float 30.0 for the JSON number 30 (docs/runtime.md: one number)
    assert envelope["items"] == "refunded 30.0 EUR on ORD-1" and "normalized" not in envelope


def test_a_bare_call_approve_still_approves(tmp_path: Path) -> None:
    module = tmp_path / "refunds_cli14.py"
    module.write_text(_REFUND_PY, encoding="utf-8")
    args = ["--args", '{"order_id": "ORD-1", "amount": 3}']
    deck = f"py:{module}"
    runner = CliRunner()
    for argv in (
        ["call", deck, "refund_order", *args, "--approve"],  # last
        ["call", deck, "refund_order", "--approve", *args],  # an option follows
        ["call", "--approve", deck, "refund_order", *args],  # before the positionals
        ["call", deck, "--approve", "refund_order", *args],  # TOOL follows, needed as TOOL
    ):
        result = runner.invoke(app, [*argv, "--json"])
        assert result.exit_code == 0, (argv, result.output)
        assert json.loads(result.stdout)["envelope"]["status"] == "success", argv


def test_call_without_approval_says_which_flag_approves(tmp_path: Path) -> None:
    for extra in ((), ("--approve", "list_refunds"), ("--approve", "--no-approve")):
        result = _refund(tmp_path, *extra)
        assert result.exit_code == 1, result.output
        envelope = json.loads(result.stdout)["envelope"]
        assert envelope["status"] == "needs_approval", extra
        assert envelope["summary"].endswith(
            "Approve it by running the same command with --approve refund_order."
        )
    # another tool of the deck is named in a warning, not silently ignored
    assert "--approve names 'list_refunds', not the tool called (refund_order)" in " ".join(
        _refund(tmp_path, "--approve", "list_refunds").stderr.split()
    )
    # approved by '*' (or by the tool's own name beside it), the other name is no warning:
    # its "only --approve refund_order approves this call" would be false
    for approve in (("--approve", "*"), ("--approve", "refund_order")):
        both = _refund(tmp_path, *approve, "--approve", "list_refunds")
        assert json.loads(both.stdout)["envelope"]["status"] == "success", both.output
        assert "--approve names" not in both.stderr
    # a name the deck does not list is an error, as for serve
    result = _refund(tmp_path, "--approve", "refund_ordr")
    assert result.exit_code == 2, result.output
    assert "--approve names tools the deck does not list: refund_ordr" in " ".join(
        result.stderr.split()
    )
    # an empty name is named as such (it read "does not list:  (tools: …)")
    empty = _refund(tmp_path, "--approve", "")
    assert empty.exit_code == 2, empty.output
    assert "--approve was given an empty tool name" in " ".join(empty.stderr.split())


def test_a_dry_run_that_needs_approval_says_it_was_a_dry_run(tmp_path: Path) -> None:
    """A fresh user's report: ``call --dry-run`` answered ``needs_approval`` as a real call
    would, without saying nothing ran. The summary starts with the label now; without
    --dry-run (the handler is known: a py: deck) it does not."""
    dry = _refund(tmp_path, "--dry-run")
    assert dry.exit_code == 1, dry.output
    envelope = json.loads(dry.stdout)["envelope"]
    assert envelope["status"] == "needs_approval"
    assert envelope["summary"].startswith("Dry run (nothing was run): refund_order ")
    assert envelope["summary"].endswith("--approve refund_order.")
    real = json.loads(_refund(tmp_path).stdout)["envelope"]
    assert real["status"] == "needs_approval" and "Dry run" not in real["summary"]


def test_bare_approve_reads_the_arguments_as_click_would() -> None:
    from tooldeck.cli.runtime import bare_approve

    values = {"--args", "-a", "--root"}
    assert bare_approve(["d", "t", "--approve"], values) == ["d", "t", "--approve=*"]
    assert bare_approve(["d", "t", "--approve", "x"], values) == ["d", "t", "--approve", "x"]
    # the value of --args is not a positional argument, so "x" is --approve's value
    assert bare_approve(["d", "t", "-a", "{}", "--approve", "x"], values)[-2:] == [
        "--approve",
        "x",
    ]
    assert bare_approve(["d", "--approve", "t", "-a", "{}"], values) == [
        "d",
        "--approve=*",
        "t",
        "-a",
        "{}",
    ]
    assert bare_approve(["d", "t", "--approve", "x", "--no-approve"], values) == ["d", "t", "x"]
    assert bare_approve(["d", "t", "--", "--approve"], values) == ["d", "t", "--", "--approve"]


def test_cli_call_normalise_null_optional(tmp_path: Path) -> None:
    """``--normalise null_optional`` (what a strict export's calls need): the null sent for
    the optional ``limit`` is removed and reported; without it the call is refused; an
    unknown rule is a usage error naming the known ones."""
    runner = CliRunner()
    module = tmp_path / "orders.py"
    module.write_text(
        "from tooldeck import tool\n\n@tool(read_only=True)\n"
        "def list_orders(customer_id: str, limit: int = 2) -> list[str]:\n"
        '    """List a customer\'s orders."""\n'
        '    return [f"{customer_id}-{i}" for i in range(limit)]\n',
        encoding="utf-8",
    )
    args = ["call", f"py:{module}", "list_orders", "--args", '{"customer_id":"C","limit":null}']
    refused = runner.invoke(app, args)
    assert refused.exit_code == 1 and 'null is not of type "integer"' in refused.output
    result = runner.invoke(app, [*args, "--normalise", "null_optional", "--json"])
    assert result.exit_code == 0, result.output
    envelope = json.loads(result.stdout)["envelope"]
    assert envelope["status"] == "success"
    assert envelope["normalized"] == [
        {"pointer": "/limit", "rule": "null_optional", "from": None, "to": "(absent)"}
    ]
    bad = runner.invoke(app, [*args, "--normalise", "nul"])
    assert bad.exit_code == 2 and "known: trim_strings" in bad.output


def test_cli_call_reads_the_arguments_from_a_file_or_standard_input(tmp_path: Path) -> None:
    """A fresh user's finding: an email body with newlines and quotes had to be written as
    one shell-quoted JSON argument; ``--args @args.json`` was read as the JSON text
    "@args.json" ("not valid JSON"). ``@FILE`` and ``-`` (standard input) now give the text
    unchanged: the handler receives the body with its newline and quote, as written in the
    file by hand below; a missing file and a non-UTF-8 one are one error line, exit 2."""
    app_py = tmp_path / "mail.py"
    app_py.write_text(
        "from tooldeck import tool\n\n"
        "@tool(read_only=True)\n"
        "def echo_body(body: str) -> str:\n"
        '    """Return the body it was given."""\n'
        "    return body\n",
        encoding="utf-8",
    )
    args = tmp_path / "args.json"
    args.write_text('{"body": "Dear Ana,\\nyour \\"parcel\\" is late."}', encoding="utf-8")
    runner = CliRunner()
    deck = f"py:{app_py}"
    for option, stdin in ((f"@{args}", None), ("-", args.read_text(encoding="utf-8"))):
        result = runner.invoke(
            app, ["call", deck, "echo_body", "--args", option, "--json"], input=stdin
        )
        assert result.exit_code == 0, result.output
        envelope = json.loads(result.stdout)["envelope"]
        assert envelope["items"] == 'Dear Ana,\nyour "parcel" is late.'
    missing = runner.invoke(app, ["call", deck, "echo_body", "--args", f"@{tmp_path}/none"])
    assert missing.exit_code == 2 and "Traceback" not in missing.output
    assert "none: no such file" in missing.output
    # the message names the option the path came from and the ways out (a second fresh
    # user's finding: "…/none: no such file" alone did not say it was --args)
    assert f"--args @{tmp_path}/none: no such file" in " ".join(missing.output.split())
    assert "standard input" in missing.output and "working directory" in missing.output
    directory = runner.invoke(app, ["call", deck, "echo_body", "--args", f"@{tmp_path}"])
    assert directory.exit_code == 2
    assert f"--args @{tmp_path}: arguments file is a directory" in directory.output
    nameless = runner.invoke(app, ["call", deck, "echo_body", "--args", "@"])
    assert nameless.exit_code == 2 and "--args @: name the arguments file" in nameless.output
    # a file saved with a byte-order mark (Windows editors): the mark is no content, as for
    # deck files; the body arrives as written (a breaker's finding: '\ufeff{…' not JSON)
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + '{"body": "café"}'.encode())
    marked = runner.invoke(app, ["call", deck, "echo_body", "--args", f"@{bom}", "--json"])
    assert marked.exit_code == 0, marked.output
    assert json.loads(marked.stdout)["envelope"]["items"] == "café"
    latin1 = tmp_path / "latin1.json"
    latin1.write_bytes('{"body": "café"}'.encode("latin-1"))
    bad = runner.invoke(app, ["call", deck, "echo_body", "--args", f"@{latin1}"])
    assert bad.exit_code == 2 and "UTF-8" in bad.output and "Traceback" not in bad.output


def test_cli_call_of_a_config_tool_says_the_gateway_runs_it(tmp_path: Path) -> None:
    """A fresh user called a tool of a client config (a real SDK stdio server,
    tests/mcp_servers/listed_server.py) and was told to name --handlers or give a py:
    deck, neither of which runs a server's tool; the note now points at the gateway. A
    deck file keeps its own note (test_cli_call_dry_run)."""
    import sys

    listing = tmp_path / "time.json"
    schema = {"type": "object", "properties": {"timezone": {"type": "string"}}}
    listing.write_text(
        json.dumps(
            [
                {
                    "name": "now",
                    "description": "Current time.",
                    "inputSchema": schema,
                    "annotations": {"readOnlyHint": True},
                }
            ]
        ),
        encoding="utf-8",
    )
    server = ROOT / "tests" / "mcp_servers" / "listed_server.py"
    config = tmp_path / "servers.json"
    config.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "time": {"command": sys.executable, "args": [str(server), str(listing)]}
                }
            }
        ),
        encoding="utf-8",
    )
    result = CliRunner().invoke(
        app, ["call", str(config), "time__now", "--args", '{"timezone": "UTC"}']
    )
    assert result.exit_code == 0 and "Dry run" in result.stdout, result.output
    note = " ".join(result.stderr.split())
    assert "so time__now was not run; to run it on its server, put the server behind" in note
    assert "`tooldeck gateway`" in note and "py: deck" not in note


def test_call_redact_hides_a_name_the_author_did_not_mark() -> None:
    """trial31b 4: the host could not hide an argument the tool's author left unmarked (a
    ``dsn`` holding a password) except in Python. ``--redact NAME`` (repeatable) hides its
    value in the approval question, at any depth; counted by hand: target.host (the
    dsn) and headers.password = 2 (target.password is empty, shown as empty;
    ``headers`` is a free-form dict: only the host's name hides a key there). The run
    with --approve gets the real values (credentials_app's answer)."""
    runner = CliRunner()
    deck = f"py:{ROOT / 'tests' / 'serve' / 'credentials_app.py'}"
    args = {
        "target": {"host": "postgres://admin:PW-DSN@db/prod", "password": ""},
        "secrets": {},
        "headers": {"password": "H-1", "x": "1"},
    }
    asked = runner.invoke(
        app,
        ["call", deck, "connect", "--args", json.dumps(args), "--redact", "host",
         "--redact", "password", "--json"],
    )  # fmt: skip
    assert asked.exit_code == 1, asked.output
    data = json.loads(asked.stdout)
    prompt = data["envelope"]["approval"]["prompt"]
    assert "PW-DSN" not in prompt and "H-1" not in prompt
    assert prompt == (
        "Allow the call connect(target={'host': '[redacted]', 'password': ''}, "
        "secrets={}, headers={'password': '[redacted]', 'x': '1'}), which may perform "
        "destructive updates (destructiveHint: true)? (2 values hidden)"
    )
    ran = runner.invoke(
        app,
        ["call", deck, "connect", "--args", json.dumps(args), "--redact", "host",
         "--approve", "--json"],
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    assert json.loads(ran.stdout)["envelope"]["items"] == "postgres://admin:PW-DSN@db/prod::[]:''"
    helped = runner.invoke(app, ["call", "--help"], env={"COLUMNS": "200"})
    assert "--redact" in helped.stdout and "approval question" in helped.stdout
    assert "'[redacted]'" in helped.stdout  # escaped: rich markup read it as a tag
