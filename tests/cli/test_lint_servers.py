"""`tooldeck lint` of a client/gateway config whose servers are not all listed: a server
that exits, one left out for an unset variable, one disabled. Real stdio servers
(tests/mcp_servers/listed_server.py on the `mcp` SDK, and a Python command that exits);
no network. A fresh user's findings in CI: the run exited 0 with two of three servers left
out and nothing in the SARIF file; against a lock, a server that was down had its tools
reported as removed, with the advice to re-lock (which would drop their pins)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
UNSET = "TOOLDECK_TEST_LINT_UNSET_VAR"
runner = CliRunner()

TOOLS = [
    {
        "name": "get_forecast",
        "description": "Return the weather forecast for a city for the next three days.",
        "inputSchema": {
            "type": "object",
            "properties": {"city": {"type": "string", "description": "City name"}},
            "required": ["city"],
            "additionalProperties": False,
        },
    }
]


def _listed(tmp_path: Path, name: str, tools: list[dict[str, Any]]) -> dict[str, Any]:
    listing = tmp_path / f"{name}.tools.json"
    listing.write_text(json.dumps(tools), encoding="utf-8")
    return {"command": sys.executable, "args": [str(SERVER), str(listing)]}


def _config(tmp_path: Path, servers: dict[str, Any]) -> Path:
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    return config


GONE = {"command": sys.executable, "args": ["-c", "raise SystemExit(3)"]}


def _one_line(text: str) -> str:
    return " ".join(text.split())


def test_lint_of_a_config_fails_and_reports_each_server_left_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(UNSET, raising=False)
    config = _config(
        tmp_path,
        {
            "weather": _listed(tmp_path, "weather", TOOLS),
            "gone": GONE,
            "k": {"command": sys.executable, "env": {"K": "${" + UNSET + "}"}},
            "off": {"command": sys.executable, "disabled": True},
        },
    )
    sarif = tmp_path / "lint.sarif"
    args = ["lint", str(config), "--select", "T", "--fail-on", "error"]
    result = runner.invoke(app, [*args, "-f", "sarif", "-o", str(sarif)])
    assert result.exit_code == 1, result.output
    said = _one_line(result.output)
    assert f"error: not linted: the tools of k, gone (left out: k: {UNSET} is not set; " in said
    assert "; gone: could not be listed: MCP server `gone" in said
    assert "--allow-missing-servers" in said and "off: disabled" not in said
    (invocation,) = json.loads(sarif.read_text())["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False
    notes = {n["properties"]["server"]: n for n in invocation["toolExecutionNotifications"]}
    assert {s: n["level"] for s, n in notes.items()} == {
        "gone": "error",
        "k": "error",
        "off": "note",  # disabled on purpose: reported, never a failure
    }
    assert notes["k"]["message"]["text"] == (
        f"server 'k' left out, its tools not linted: {UNSET} is not set"
    )

    result = runner.invoke(app, [*args, "-f", "json"])
    assert result.exit_code == 1
    left = json.loads(result.stdout)["servers_left_out"]
    assert [(s["server"], s["disabled"]) for s in left] == [
        ("k", False),
        ("off", True),
        ("gone", False),
    ]
    assert left[2]["reason"].startswith("could not be listed: MCP server `gone")

    # the opt-out: the servers listed are linted, the others still named, as warnings
    result = runner.invoke(app, [*args, "--allow-missing-servers", "-f", "sarif", "-o", str(sarif)])
    assert result.exit_code == 0, result.output
    assert "warning: not linted: the tools of k, gone" in _one_line(result.output)
    (invocation,) = json.loads(sarif.read_text())["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is True
    levels = [n["level"] for n in invocation["toolExecutionNotifications"]]
    assert levels == ["warning", "note", "warning"]


def test_a_disabled_server_alone_does_not_fail_the_run(tmp_path: Path) -> None:
    config = _config(
        tmp_path,
        {
            "weather": _listed(tmp_path, "weather", TOOLS),
            "off": {"command": sys.executable, "disabled": True},
        },
    )
    result = runner.invoke(app, ["lint", str(config), "--select", "T", "-f", "sarif"])
    assert result.exit_code == 0, result.output
    assert "not linted: the tools" not in result.output
    (invocation,) = json.loads(result.stdout)["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is True


def test_a_deck_not_from_a_config_has_no_servers_left_out(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    deck.write_text(json.dumps({"tools": TOOLS}), encoding="utf-8")
    result = runner.invoke(app, ["lint", str(deck), "--select", "T", "-f", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["servers_left_out"] == []
    result = runner.invoke(app, ["lint", str(deck), "--select", "T", "-f", "sarif"])
    assert "invocations" not in json.loads(result.stdout)["runs"][0]


def test_locked_tools_of_a_server_that_is_down_are_not_listed_not_removed(
    tmp_path: Path,
) -> None:
    servers, config, lock = _locked_weather_and_clock(tmp_path)
    # the weather server's tool is gone from its listing (a real removal); clock is down
    (tmp_path / "weather.tools.json").write_text("[]", encoding="utf-8")
    servers["weather2"] = _listed(tmp_path, "weather2", TOOLS)  # keeps a server listed
    servers["clock"] = GONE
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    result = runner.invoke(
        app, ["lint", str(config), "--locked", str(lock), "--select", "T", "-f", "json"]
    )
    assert result.exit_code == 1, result.output
    found = {f["tool"]: f for f in json.loads(result.stdout)["findings"] if f["code"] == "L102"}
    assert set(found) == {"weather/get_forecast", "clock/set_alarm"}
    # a config's lock: the command that writes the lock compared (break25 M4)
    relock = f"accept it with `tooldeck lock {config} -o {lock}` (every change at once)"
    assert relock in found["weather/get_forecast"]["message"]
    down = found["clock/set_alarm"]["message"]
    assert down.startswith("not listed: its server 'clock' was left out of this run (could not")
    assert "tooldeck lock` again" not in down and "the lock keeps its pin" in down
    # lock keeps a server's pins while it is down (break25 H3): the message must not say
    # that locking would drop them
    assert "would drop" not in down and "keeps its pins unchanged while it is not" in down
    # the opt-out does not hide drift: the run still fails on the L102 finding
    result = runner.invoke(
        app,
        ["lint", str(config), "--locked", str(lock), "--select", "T", "--allow-missing-servers"],
    )
    assert result.exit_code == 1, result.output


def test_lint_names_line_and_column_of_a_nan(tmp_path: Path) -> None:
    deck = tmp_path / "nan.json"
    deck.write_text(
        '{"tools": [{"name": "a", "description": "x",\n'
        '  "inputSchema": {"type": "object", "properties": {"n": {"minimum": NaN}}}}]}',
        encoding="utf-8",
    )
    result = runner.invoke(app, ["lint", str(deck)])
    assert result.exit_code == 2
    # line 2; "  \"inputSchema\": … {\"minimum\": " is 68 characters, so NaN is at column 69
    assert f"{deck}:2:69: invalid JSON: NaN is not JSON" in _one_line(result.output)


def test_lock_of_a_config_to_another_file_names_the_lock_the_gateway_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh user (session 16) ran `tooldeck lock servers.json`, reviewed `tooldeck.lock`,
    and the gateway went on reading `servers.json.lock`: the command now says which file
    the gateway reads and how to write it; written to that file, nothing more is said.
    (Since trial34 L5 a config's lock goes to that file by default when it is new —
    tests/cli/test_lock.py — so the other file is named with -o here.)"""
    monkeypatch.chdir(tmp_path)
    config = _config(tmp_path, {"weather": _listed(tmp_path, "weather", TOOLS)})
    result = runner.invoke(app, ["lock", str(config), "-o", "tooldeck.lock"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "tooldeck.lock").is_file()
    note = _one_line(result.stderr)
    expected = f"-o {tmp_path / 'servers.json.lock'}"
    assert "note: tooldeck gateway reads" in note and "not tooldeck.lock" in note
    assert f"tooldeck lock {config} {expected}" in note
    # one server of it: the advice names the whole config, whose lock holds every server
    result = runner.invoke(app, ["lock", f"{config}#weather", "-o", "tooldeck.lock"])
    assert f"tooldeck lock {config} {expected}" in _one_line(result.stderr)
    result = runner.invoke(app, ["lock", str(config), *expected.split()])
    assert result.exit_code == 0, result.output
    assert "note:" not in result.stderr
    # a deck file is not a config: no note
    deck = tmp_path / "tools.json"
    deck.write_text(json.dumps({"tools": TOOLS}), encoding="utf-8")
    result = runner.invoke(app, ["lock", str(deck), "-o", str(tmp_path / "deck.lock")])
    assert result.exit_code == 0 and "note:" not in result.stderr, result.output


def _locked_weather_and_clock(tmp_path: Path) -> tuple[dict, Path, Path]:
    """Two real listed servers (weather: TOOLS, clock: set_alarm) in a config, locked to
    servers.json.lock: (the config's server entries, the config, the lock)."""
    alarm = [
        {"name": "set_alarm", "description": "Set an alarm.", "inputSchema": {"type": "object"}}
    ]
    servers = {
        "weather": _listed(tmp_path, "weather", TOOLS),
        "clock": _listed(tmp_path, "clock", alarm),
    }
    config = _config(tmp_path, servers)
    lock = tmp_path / "servers.json.lock"
    result = runner.invoke(app, ["lock", str(config), "-o", str(lock)])
    assert result.exit_code == 0, result.output
    return servers, config, lock


def test_locked_pins_of_a_disabled_server_are_a_note_not_an_error(tmp_path: Path) -> None:
    """A breaker's finding (break25 M9): a server the config disables on purpose made
    `lint --locked` fail with L102 "fix the server" (exit 1, also with
    --allow-missing-servers), though docs/lint.md says a disabled server never fails the
    run. Its pins are now kept and not compared, said in one note; another server's real
    drift still fails."""
    servers, config, lock = _locked_weather_and_clock(tmp_path)
    servers["clock"] = {**servers["clock"], "disabled": True}
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    args = ["lint", str(config), "--locked", str(lock), "--select", "L", "-f", "json"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["findings"] == []
    note = (
        "1 pin of server 'clock' not compared: the config disables it (\"disabled\": true); "
        "the lock keeps its pin"
    )
    assert note in data["notes"]
    assert note in _one_line(result.stderr)
    # a real removal on the other server still fails the run
    (tmp_path / "weather.tools.json").write_text("[]", encoding="utf-8")
    result = runner.invoke(app, args)
    assert result.exit_code == 1, result.output
    found = [(f["code"], f["tool"]) for f in json.loads(result.stdout)["findings"]]
    assert found == [("L102", "weather/get_forecast")]


def test_diff_keeps_the_pins_of_a_server_left_out_apart_from_removals(tmp_path: Path) -> None:
    """A breaker's finding (break25 M7): `diff CONFIG.lock CONFIG` reported the pins of a
    server that could not be listed as "tool removed" (-f json: in `removed`), which
    invites a re-lock. They are now "not listed" (`notListed`, with why in `leftOut`), not
    counted as removed; the run still exits 1 (the comparison is incomplete), and 0 when the
    server is only disabled on purpose."""
    servers, config, lock = _locked_weather_and_clock(tmp_path)
    listed = servers["clock"]
    servers["clock"] = GONE
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    result = runner.invoke(app, ["diff", str(lock), str(config)])
    assert result.exit_code == 1, result.output
    text = _one_line(result.stdout)
    assert "tool removed" not in text and "0 added, 0 removed, 0 changed, 1 not listed" in text
    assert (
        "? clock/set_alarm: not listed: its server 'clock' was left out of this run (could" in text
    )
    assert "error: not compared: the pins of clock" in _one_line(result.stderr)
    data = json.loads(runner.invoke(app, ["diff", str(lock), str(config), "-f", "json"]).stdout)
    assert (data["removed"], data["notListed"]) == ([], ["clock/set_alarm"])
    assert data["leftOut"]["clock"].startswith("could not be listed")
    # disabled on purpose: kept apart as well, and nothing to fix (exit 0)
    servers["clock"] = {**listed, "disabled": True}
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    result = runner.invoke(app, ["diff", str(lock), str(config), "-f", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["removed"], data["notListed"]) == ([], ["clock/set_alarm"])
    assert data["leftOut"] == {"clock": "disabled in the config"}
