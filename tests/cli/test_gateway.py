"""``tooldeck gateway`` bad input: one clear error line, exit 2, nothing started."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app


def _fails(args: list[str], *expected: str) -> None:
    result = CliRunner().invoke(app, ["gateway", *args])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    for text in expected:
        assert text in result.output, result.output


def test_neither_config_nor_client_config() -> None:
    result = CliRunner().invoke(app, ["gateway"])
    assert result.exit_code == 2, result.output
    assert "no config given" in result.output
    assert "not both" not in result.output  # nothing was given twice


def test_both_config_and_client_config(tmp_path: Path) -> None:
    path = str(tmp_path / "servers.json")
    _fails([path, "--from", path], "not both")


def test_unknown_mode(tmp_path: Path) -> None:
    _fails([str(tmp_path / "servers.json"), "--mode", "partial"], "--mode", "partial")


def test_negative_timeout(tmp_path: Path) -> None:
    _fails([str(tmp_path / "servers.json"), "--timeout", "-1"], "--timeout")


def test_a_config_with_no_server_is_one_error_line(tmp_path: Path) -> None:
    # file content, not an option: the "error: FILE …" line every config error gets
    path = tmp_path / "empty.json"
    path.write_text('{"mcpServers": {}}', encoding="utf-8")
    for extra in ([], ["--dry-run"]):
        result = CliRunner().invoke(app, ["gateway", "--from", str(path), *extra])
        assert result.exit_code == 2, result.output
        assert result.output.strip().splitlines() == [
            f"error: {path} names no MCP server to put behind the gateway"
        ]


def test_a_config_whose_servers_are_all_left_out_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh user's finding: with every server left out for an unset ``${VAR}``, the
    gateway said only "names no MCP server" while lint named the variable."""
    monkeypatch.delenv("TD_TEST_UNSET_TOKEN", raising=False)
    path = tmp_path / "servers.json"
    path.write_text(
        '{"mcpServers": {"gh": {"command": "true", "env": {"T": "${TD_TEST_UNSET_TOKEN}"}}}}',
        encoding="utf-8",
    )
    for extra in ([], ["--dry-run"]):
        result = CliRunner().invoke(app, ["gateway", str(path), *extra])
        assert result.exit_code == 2, result.output
        assert "names no MCP server to put behind the gateway" in result.output
        assert "TD_TEST_UNSET_TOKEN" in result.output and "gh" in result.output


def test_a_lock_nested_too_deeply_or_a_fifo_is_one_error_line(tmp_path: Path) -> None:
    """A fresh user's finding: a lock nested 100,000 deep ended `gateway --dry-run` in a
    RecursionError traceback (the lock is read before any upstream starts)."""
    import os

    config = tmp_path / "servers.json"
    config.write_text('{"mcpServers": {"a": {"command": "true"}}}', encoding="utf-8")
    lock = tmp_path / "servers.json.lock"
    lock.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    _fails([str(config), "--dry-run"], "servers.json.lock: not a lock file: its JSON nests")
    lock.unlink()
    os.mkfifo(lock)
    _fails([str(config), "--dry-run"], "servers.json.lock: lock file is a FIFO")


def test_an_audit_path_through_a_file_is_one_error_line(tmp_path: Path) -> None:
    """The gateway opened --audit with an OSError traceback when a folder on the way was a
    file; it is the runtime's one-line error now, naming that file (nothing starts)."""
    config = tmp_path / "servers.json"
    config.write_text('{"mcpServers": {"a": {"command": "true"}}}', encoding="utf-8")
    blocker = tmp_path / "a_file"
    blocker.write_text("")
    audit = blocker / "audit.jsonl"
    _fails([str(config), "--audit", str(audit)], f"{blocker} is a file, not a folder")


def test_dry_run_checks_the_search_options_a_start_would(tmp_path: Path) -> None:
    """A breaker's finding: ``--dry-run`` returned before the option checks, so
    ``--no-match-below 5`` or ``--search-method bogus`` printed a clean token report and
    exited 0, while the same line without ``--dry-run`` is refused. The config names a
    server that could start (``true``), so only the option can be what is refused."""
    path = tmp_path / "servers.json"
    path.write_text('{"mcpServers": {"t": {"command": "true"}}}', encoding="utf-8")
    for bad in ("5", "-1", "nan"):
        _fails(
            ["--from", str(path), "--dry-run", "--no-match-below", bad],
            "--no-match-below is a number from 0 to 1",
        )
    _fails(["--from", str(path), "--dry-run", "--search-method", "bogus"], "--search-method")


def test_search_options_that_change_nothing_are_named(tmp_path: Path) -> None:
    """A breaker's finding: ``--no-match-below`` is a bar on the dense list's cosine, and
    search options do not apply to ``--mode full``; ``--search-method bm25
    --no-match-below 0.9`` and ``--mode full --no-match-below 0.3`` started (or dry-ran)
    without a word, the bar silently unused. Each now gets one stderr note; a bar of 0
    (off) or the options in a search mode with a dense list get none."""
    path = tmp_path / "servers.json"
    path.write_text('{"mcpServers": {"t": {"command": "true"}}}', encoding="utf-8")
    base = ["gateway", "--from", str(path), "--dry-run", "--start-timeout", "5"]

    def note(*extra: str) -> str:
        result = CliRunner().invoke(app, [*base, *extra])
        return " ".join(result.output.split())

    said = note("--mode", "search", "--search-method", "bm25", "--no-match-below", "0.9")
    assert "note: --no-match-below 0.9 is unused: --search-method bm25 has no dense" in said
    said = note("--mode", "full", "--no-match-below", "0.3", "--search-method", "bm25")
    assert "note: --search-method, --no-match-below are unused in full mode" in said, said
    assert "unused" not in note(
        "--mode", "search", "--search-method", "bm25", "--no-match-below", "0"
    )
    assert "unused" not in note("--mode", "search", "--no-match-below", "0.3")


def test_no_match_below_named_unused_when_weights_are_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the MiniLM weights the search falls back to bm25, so the bar on the dense
    list's cosine reads nothing; that was silent. The fallback is simulated by the same
    function the gateway asks (``search_method_default``) answering ``bm25``; with the
    weights present no note is given (the test above)."""
    import tooldeck.gateway.exposure as exposure

    monkeypatch.setattr(exposure, "search_method_default", lambda: "bm25")
    path = tmp_path / "servers.json"
    path.write_text('{"mcpServers": {"t": {"command": "true"}}}', encoding="utf-8")
    argv = ["gateway", "--from", str(path), "--dry-run", "--mode", "search"]
    result = CliRunner().invoke(app, [*argv, "--no-match-below", "0.3"])
    said = " ".join(result.output.split())
    assert "note: --no-match-below 0.3 is unused: the MiniLM weights are missing" in said
