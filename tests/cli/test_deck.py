"""The deck commands (show, convert) and bad input: exit 2, nothing written, text as text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()
BFCL_SUBSET = ROOT / "tests" / "data" / "bfcl"


def test_show_lists_tools(deck_dir: Path) -> None:
    result = runner.invoke(app, ["show", str(deck_dir), "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [r["name"] for r in rows] == ["get_order_by_id", "approve_refund", "ping"]
    assert rows[0]["hints"] == "read-only, closed-world"
    assert rows[0]["summary"] == "Look up one order by id."
    assert rows[1]["hints"] == "destructive, not idempotent"  # both stated
    assert rows[2]["hints"] == "destructive (default)"  # ping states no hint


def test_show_bounds_its_text_table_and_says_how_many_are_left_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tooldeck.cli import deck as deck_cli

    monkeypatch.setattr(deck_cli, "SHOW_ROWS", 3)
    tools = [{"name": f"tool_{i}", "description": "A tool."} for i in range(5)]
    path = tmp_path / "tools.json"
    path.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    result = runner.invoke(app, ["show", str(path)])
    assert result.exit_code == 0, result.output
    assert "tool_2" in result.stdout and "tool_3" not in result.stdout
    assert "… 2 more tools not shown (the first 3 of the text table; --all" in result.stdout
    every = runner.invoke(app, ["show", str(path), "--all"])
    assert "tool_4" in every.stdout and "more tools not shown" not in every.stdout
    rows = json.loads(runner.invoke(app, ["show", str(path), "-f", "json"]).stdout)
    assert len(rows) == 5  # JSON lists every tool


@pytest.mark.parametrize("target", ["openai", "openai-responses", "anthropic", "mcp", "deck"])
def test_convert_writes_a_file_that_loads_back(deck_dir: Path, tmp_path: Path, target: str) -> None:
    out = tmp_path / f"out-{target}.json"
    result = runner.invoke(app, ["convert", str(deck_dir), "--to", target, "-o", str(out)])
    assert result.exit_code == 0, result.output
    loaded = load(str(out))
    assert loaded.format == target
    assert loaded.deck.names == ("get_order_by_id", "approve_refund", "ping")
    if target in ("openai", "openai-responses", "anthropic"):
        assert "warning (to " in result.stderr and "annotations" in result.stderr


def test_convert_strict_failure_writes_nothing(tmp_path: Path) -> None:
    src = tmp_path / "tools.json"
    src.write_text(
        json.dumps(
            [
                {
                    "name": "t",
                    "input_schema": {"type": "object", "properties": {"m": {"type": "object"}}},
                }
            ]
        ),
        encoding="utf-8",
    )
    out = tmp_path / "out.json"
    result = runner.invoke(app, ["convert", str(src), "--to", "openai", "--strict", "-o", str(out)])
    assert result.exit_code == 2
    assert "error:" in result.stderr and "/properties/m" in result.stderr
    assert "Traceback" not in result.output
    assert not out.exists()


def test_strict_flag_only_for_openai(deck_dir: Path) -> None:
    result = runner.invoke(app, ["convert", str(deck_dir), "--to", "anthropic", "--strict"])
    assert result.exit_code == 2 and "OpenAI targets only" in result.stderr


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"tools": [', "invalid JSON"),
        ('[{"x": 1}]', "formats tried: deck, mcp, openai"),
        (
            '[{"name": "a", "input_schema": {"type": "string"}}]',
            "tool 'a', at /, keyword 'type'",
        ),
    ],
)
def test_bad_input_exits_2_without_traceback(tmp_path: Path, content: str, expected: str) -> None:
    src = tmp_path / "bad.json"
    src.write_text(content, encoding="utf-8")
    for command in (["show", str(src)], ["report", str(src)], ["convert", str(src), "--to", "mcp"]):
        result = runner.invoke(app, command)
        assert result.exit_code == 2, (command, result.output)
        assert expected in result.stderr
        assert "Traceback" not in result.output


def test_unknown_group_lists_the_known_ones(deck_dir: Path) -> None:
    result = runner.invoke(app, ["show", str(deck_dir), "--group", "nope"])
    assert result.exit_code == 2
    assert "no group 'nope'" in result.stderr and "orders, refunds" in result.stderr


def test_user_text_is_not_read_as_terminal_markup(tmp_path: Path) -> None:
    src = tmp_path / "x[b].json"
    src.write_text(
        json.dumps(
            [
                {
                    "name": "a.b[/x]",
                    "description": "Pass [red] or [link=x] to style.",
                    "input_schema": {"type": "object"},
                }
            ]
        ),
        encoding="utf-8",
    )
    shown = runner.invoke(app, ["show", str(src)])
    assert shown.exit_code == 0, shown.output
    assert "a.b[/x]" in shown.stdout and "Pass [red] or [link=x] to style." in shown.stdout
    converted = runner.invoke(app, ["convert", str(src), "--to", "openai"])
    assert converted.exit_code == 0, converted.output
    assert "^[a-zA-Z0-9_-]{1,64}$" in converted.stderr
    missing = runner.invoke(app, ["show", str(tmp_path / "y[/b].json")])
    assert missing.exit_code == 2 and "y[/b].json: no such file" in missing.stderr


def test_lone_surrogate_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "surrogate.json"
    path.write_text(
        '{"tools": [{"name": "s", "description": "bad \\ud800 surrogate", '
        '"inputSchema": {"type": "object"}}]}',
        encoding="utf-8",
    )
    for command in (["show", str(path)], ["cost", str(path)], ["select", str(path), "q"]):
        res = runner.invoke(app, command)
        assert res.exit_code == 2, (command, res.output)
        assert res.stderr.startswith(f"error: {path}: at /tools/0/description: string holds a")
        assert "Traceback" not in res.output


def test_error_text_is_never_read_as_emoji_codes(tmp_path: Path) -> None:
    """rich turns ':x:' into an emoji unless told not to; a path holding one must print as is."""
    missing = tmp_path / "a:x:b"
    result = CliRunner().invoke(app, ["show", str(missing)])
    assert result.exit_code == 2
    assert "a:x:b" in result.output and "\u274c" not in result.output


def _entries_with_duplicates(path: Path, names: int) -> Path:
    """BFCL question entries where each of ``names`` functions has two definitions (two
    descriptions), as BFCL's live_simple has for 26 names."""
    entries = []
    for number in range(names):
        for variant in ("a", "b"):
            doc = {
                "name": f"get_item_{number}",
                "description": f"Returns item {number} ({variant}).",
                "parameters": {"type": "dict", "properties": {}, "required": []},
            }
            entries.append({"id": f"q_{number}_{variant}", "question": [], "function": [doc]})
    path.write_text(json.dumps(entries), encoding="utf-8")
    return path


def test_many_duplicate_definitions_are_one_warning_and_verbose_lists_each(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`tooldeck show bfcl:live_simple` printed 26 duplicate-definition warnings (found by a
    fresh-user pass): past SAME_FIELD_SHOWN (5) they are one line with the count, the tools
    and how to see each; --verbose (or TOOLDECK_VERBOSE=1) prints every one."""
    monkeypatch.delenv("TOOLDECK_VERBOSE", raising=False)
    deck = _entries_with_duplicates(tmp_path / "questions.json", 7)
    shown = runner.invoke(app, ["show", str(deck)])
    assert shown.exit_code == 0, shown.output
    lines = [line for line in shown.stderr.splitlines() if line.startswith("warning (load)")]
    assert len(lines) == 1, shown.stderr
    assert "duplicate: 7 warnings about 7 tools (get_item_0, get_item_1" in lines[0]
    assert "and 2 more" in lines[0]
    assert "the first: 2 different definitions; kept the one from entry q_0_a" in lines[0]
    assert "tooldeck --verbose" in lines[0] and "TOOLDECK_VERBOSE=1" in lines[0]
    every = runner.invoke(app, ["--verbose", "show", str(deck)])
    listed = [line for line in every.stderr.splitlines() if line.startswith("warning (load)")]
    assert len(listed) == 7
    assert all(f"in q_{n}_b (1 tool: get_item_{n})" in listed[n] for n in range(7))
    monkeypatch.setenv("TOOLDECK_VERBOSE", "1")
    assert runner.invoke(app, ["show", str(deck)]).stderr.count("warning (load)") == 7
    # at most SAME_FIELD_SHOWN of one field: each on its own line, as before
    few = _entries_with_duplicates(tmp_path / "few.json", 5)
    monkeypatch.delenv("TOOLDECK_VERBOSE")
    assert runner.invoke(app, ["show", str(few)]).stderr.count("warning (load): duplicate") == 5


def test_show_says_what_the_runtime_does_and_which_hints_are_defaults(tmp_path: Path) -> None:
    """A fresh user's finding: a tool with no annotations showed blank hints, exactly like
    one stating destructiveHint false, though the approval gate treats it as destructive
    (MCP's default); send_email stating only openWorldHint showed "destructive" as if
    stated. The column shows the effective behaviour and marks defaults."""
    tools = [
        {"name": "reset_password", "inputSchema": {"type": "object"}},
        {"name": "send_email", "inputSchema": {"type": "object"},
         "annotations": {"openWorldHint": True}},
        {"name": "draft_po", "inputSchema": {"type": "object"},
         "annotations": {"destructiveHint": False}},
        {"name": "cancel", "inputSchema": {"type": "object"},
         "annotations": {"destructiveHint": True, "idempotentHint": False}},
        {"name": "lookup", "inputSchema": {"type": "object"},
         "annotations": {"readOnlyHint": True, "openWorldHint": False}},
    ]  # fmt: skip
    path = tmp_path / "tools.json"
    path.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    result = runner.invoke(app, ["show", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    hints = {r["name"]: r["hints"] for r in json.loads(result.stdout)}
    assert hints == {
        "reset_password": "destructive (default)",
        "send_email": "destructive (default)",
        "draft_po": "not destructive",
        "cancel": "destructive, not idempotent",
        "lookup": "read-only, closed-world",
    }
    # what the column says agrees with the approval gate on every tool
    from tooldeck.runtime.policy import ApprovalGate

    deck = load(str(path)).deck
    gate = ApprovalGate()
    for tool in deck:
        assert gate.gated(tool) == hints[tool.name].startswith("destructive"), tool.name


def test_fields_not_modelled_are_told_where_they_are_left_out(tmp_path: Path) -> None:
    """A fresh user's finding: the `icons`/`execution` load warning showed on every command
    over a deck of MCP's 2025-11-25 tool shape. Nothing `show` or `lint` reports depends
    on them, so those commands say nothing of them (unless --verbose); `convert` and
    `lock`, whose output lacks them, say so once per field kind."""
    tools = [
        {
            "name": f"star_{n}",
            "description": "Stars a repository for the user.",
            "inputSchema": {"type": "object"},
            "icons": [{"src": "data:image/png;base64,AA==", "mimeType": "image/png"}],
            "execution": {"taskSupport": "optional"},
        }
        for n in ("repo", "gist")
    ]
    deck = tmp_path / "tools.json"
    deck.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    for command in (["show", str(deck)], ["lint", str(deck), "--select", "N101"]):
        quiet = runner.invoke(app, command)
        assert quiet.exit_code in (0, 1), quiet.output
        assert "icons" not in quiet.stderr and "execution" not in quiet.stderr, quiet.stderr
    told = runner.invoke(app, ["--verbose", "show", str(deck)])
    assert "icons: MCP tool icons are not modelled by tooldeck" in told.stderr
    for command in (
        ["convert", str(deck), "--to", "openai", "-o", str(tmp_path / "openai.json")],
        ["lock", str(deck), "-o", str(tmp_path / "tools.lock")],
    ):
        written = runner.invoke(app, command)
        assert written.exit_code == 0, written.output
        lines = [line for line in written.stderr.splitlines() if "(load)" in line]
        assert [line.split(":")[1].strip() for line in lines] == ["icons", "execution"], lines
        assert "(2 tools: star_repo, star_gist)" in lines[0]


def test_convert_refuses_to_overwrite_the_deck_it_reads(tmp_path: Path) -> None:
    """Session 23's breaker: `convert s.json --to openai -o s.json` replaced the only copy of
    an MCP deck with an OpenAI list (titles, output schemas, annotations and _meta gone),
    while `lock` refused the same -o. The deck named as a path, through a link and as its
    folder is refused (exit 2, one line); the deck stays as it was."""
    deck = tmp_path / "tools.yaml"
    original = (ROOT / "examples" / "ops68" / "tools.yaml").read_bytes()
    deck.write_bytes(original)
    link = tmp_path / "link.yaml"
    link.symlink_to(deck)
    for source, output in ((deck, deck), (deck, link), (tmp_path, deck)):
        result = runner.invoke(app, ["convert", str(source), "--to", "openai", "-o", str(output)])
        assert result.exit_code == 2, result.output
        assert not isinstance(result.exception, Exception), result.exception
        assert "-o names the deck file being converted" in result.output
    assert deck.read_bytes() == original
    ok = runner.invoke(
        app, ["convert", str(deck), "--to", "openai", "-o", str(tmp_path / "o.json")]
    )
    assert ok.exit_code == 0, ok.output
    assert len(json.loads((tmp_path / "o.json").read_text())) == 68


def test_convert_dash_output_is_stdout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Session 23's breaker: `convert d.json --to mcp -o -` wrote a file named "-" while
    `lock -o -` and `report --json -` print to stdout. Now "-" is stdout here too."""
    monkeypatch.chdir(tmp_path)
    deck = ROOT / "examples" / "ops68" / "tools.yaml"
    result = runner.invoke(app, ["convert", str(deck), "--to", "mcp", "-o", "-"])
    assert result.exit_code == 0, result.output
    assert not (tmp_path / "-").exists()
    assert len(json.loads(result.stdout)["tools"]) == 68
    assert "to -" not in result.stderr
