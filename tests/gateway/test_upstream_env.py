"""Which environment variables a stdio upstream is started with (``inherit_env``), seen
from inside a real upstream (tests/gateway/env_app.py on the ``mcp`` SDK) that reports the
names it got: by the gateway's pool (a call through the gateway) and by the listing that
``tooldeck show/lint/select/lock CONFIG`` and ``gateway --dry-run`` use (its description).

A secret set in the caller's environment must not reach an upstream by default; it does
with ``inherit_env: true`` and when its name is listed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.errors import SourceError
from tooldeck.formats.mcp_config import UpstreamSpec, load_gateway_config
from tooldeck.formats.mcp_servers import load_config_deck
from tooldeck.gateway import Gateway

ENV_APP = str(Path(__file__).parent / "env_app.py")
SECRET, VALUE = "TD_TEST_UPSTREAM_SECRET", "never-shown-7f3a"


@pytest.fixture(autouse=True)
def _secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SECRET, VALUE)
    monkeypatch.setenv("TD_TEST_OTHER", "x")
    monkeypatch.delenv("TD_TEST_UNSET", raising=False)


def _spec(name: str, inherit: bool | tuple[str, ...]) -> UpstreamSpec:
    return UpstreamSpec(
        name,
        "stdio",
        command=sys.executable,
        args=(ENV_APP,),
        env={"TD_TEST_OWN": "1"},
        inherit_env=inherit,
    )


async def test_the_gateway_passes_the_default_set_the_listed_names_or_everything(
    tmp_path: Path,
) -> None:
    specs = [
        _spec("default", False),
        _spec("listed", (SECRET, "TD_TEST_UNSET")),
        _spec("whole", True),
    ]
    seen: dict[str, set[str]] = {}
    with anyio.fail_after(90):
        async with (
            Gateway(config(*specs), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            for spec in specs:
                result = await client.call_tool(f"{spec.name}__env_names", {})
                assert not result.is_error, result
                seen[spec.name] = set(result.content[0].text.split(","))  # type: ignore[union-attr]
    for names in seen.values():
        assert {"PATH", "TD_TEST_OWN"} <= names  # the SDK's default set and env, always
        assert "TD_TEST_UNSET" not in names
    assert SECRET not in seen["default"] and "TD_TEST_OTHER" not in seen["default"]
    assert SECRET in seen["listed"] and "TD_TEST_OTHER" not in seen["listed"]
    assert {SECRET, "TD_TEST_OTHER"} <= seen["whole"]


def test_a_config_read_as_a_deck_starts_its_servers_the_same_way(tmp_path: Path) -> None:
    """``tooldeck show/lint/select/lock CONFIG`` (and ``gateway --dry-run``, ``approve``)
    list servers through ``load_config_deck``/``list_upstreams``; the file's
    ``inherit_env`` reaches them."""
    command = f"{{command: {sys.executable}, args: [{ENV_APP}, --describe]"
    path = tmp_path / "gateway.yaml"
    path.write_text(
        "upstreams:\n"
        f"  default: {command}}}\n"
        f"  listed: {command}, inherit_env: [{SECRET}]}}\n"
        f"  whole: {command}, inherit_env: true}}\n",
        encoding="utf-8",
    )
    assert [u.name for u in load_gateway_config(path).upstreams] == ["default", "listed", "whole"]
    deck = load_config_deck(path).deck
    seen = {t.name.split("__")[0]: set(t.description.split(",")) for t in deck}
    assert "PATH" in seen["default"] and SECRET not in seen["default"]
    assert SECRET in seen["listed"] and "TD_TEST_OTHER" not in seen["listed"]
    assert {SECRET, "TD_TEST_OTHER"} <= seen["whole"]
    assert all(VALUE not in t.description for t in deck)


NOTE = "it was started with only these of your environment variables: "  # then the names set


async def test_an_upstream_that_exits_at_start_is_told_which_variables_it_got(
    tmp_path: Path,
) -> None:
    """A server that needs a variable the default set leaves out exits at start; the
    gateway's reason names the variables passed on (names, never values) and the fix.
    Listed in inherit_env, the same server starts."""
    needs = UpstreamSpec("needs", "stdio", command=sys.executable, args=(ENV_APP, "--need", SECRET))
    fixed = UpstreamSpec(
        "fixed",
        "stdio",
        command=sys.executable,
        args=(ENV_APP, "--need", SECRET),
        inherit_env=(SECRET,),
    )
    with anyio.fail_after(90):
        async with Gateway(config(needs, fixed), artifacts=tmp_path) as gateway:
            status = {s.name: s for s in gateway.pool.status()}
    assert status["fixed"].state == "ready"
    error = str(status["needs"].error)
    assert NOTE in error and "name it in its inherit_env" in error
    assert f"{SECRET} is not set" in error  # its stderr tail
    assert VALUE not in error


def test_a_config_server_that_exits_at_start_is_told_which_variables_it_got(
    tmp_path: Path,
) -> None:
    path = tmp_path / "gateway.yaml"
    path.write_text(
        f"upstreams:\n  needs: {{command: {sys.executable}, "
        f"args: [{ENV_APP}, --need, {SECRET}]}}\n",
        encoding="utf-8",
    )
    with pytest.raises(SourceError) as caught:
        load_config_deck(path)
    assert NOTE in str(caught.value) and "inherit_env" in str(caught.value)
    assert VALUE not in str(caught.value)


CONF_VALUE = "sk-CONFIGSECRET-111"


def _echo(name: str, echoed: str, inherit: bool | tuple[str, ...] = False) -> UpstreamSpec:
    """A server that writes ``echoed``'s value on stderr and exits at start."""
    return UpstreamSpec(
        name,
        "stdio",
        command=sys.executable,
        args=(ENV_APP, "--echo", echoed),
        # a value that is also a word of tooldeck's note: the note itself is not masked
        env={"TD_TEST_CONF": CONF_VALUE, "TD_TEST_SHORT": "abc", "TD_TEST_WORD": "inherit_env"},
        inherit_env=inherit,
    )


ECHOES = [
    # (server, variable it echoes, inherit_env, value that must not show)
    ("own", "TD_TEST_CONF", False, CONF_VALUE),  # a value of its config's env
    ("listed", SECRET, (SECRET,), VALUE),  # a variable its inherit_env names
    ("whole", SECRET, True, VALUE),  # inherit_env: true, a name that looks secret
]


async def test_the_gateway_masks_secret_values_an_upstream_writes_on_stderr(
    tmp_path: Path,
) -> None:
    specs = [_echo(name, echoed, inherit) for name, echoed, inherit, _ in ECHOES]
    specs.append(_echo("short", "TD_TEST_SHORT"))
    with anyio.fail_after(90):
        async with Gateway(config(*specs), artifacts=tmp_path) as gateway:
            status = {s.name: s for s in gateway.pool.status()}
    for name, echoed, _, value in ECHOES:
        error = str(status[name].error)
        assert f"starting with {echoed}=***" in error, error
        assert value not in error
        assert "name it in its inherit_env" in error or name == "whole"  # no note with true
    # shorter than 4 characters: left as written (*** for every "abc" would garble text)
    assert "starting with TD_TEST_SHORT=abc" in str(status["short"].error)


def test_a_config_listing_masks_secret_values_a_server_writes_on_stderr(tmp_path: Path) -> None:
    """``show/lint/lock CONFIG`` and ``gateway --dry-run`` quote the stderr tail of a
    server that could not be listed (``list_upstreams``)."""
    from tooldeck.formats.mcp_servers import list_upstreams_sync

    listing = list_upstreams_sync(
        config(*(_echo(name, echoed, inherit) for name, echoed, inherit, _ in ECHOES))
    )
    assert set(listing.failed) == {name for name, *_ in ECHOES}
    for name, echoed, _, value in ECHOES:
        assert f"{echoed}=***" in listing.failed[name]
        assert value not in listing.failed[name]
        assert "name it in its inherit_env" in listing.failed[name] or name == "whole"


def test_the_note_names_only_the_variables_passed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A default-set variable that is not set, or an inherit_env name that is not, is not
    said to have been passed; the missing inherit_env names are said apart."""
    monkeypatch.delenv("LOGNAME", raising=False)
    note = _spec("x", (SECRET, "TD_TEST_UNSET")).env_note()
    passed = note.split("variables: ")[1].split(" (")[0]
    assert "LOGNAME" not in passed and "TD_TEST_UNSET" not in passed
    assert SECRET in passed and "PATH" in passed
    assert "(not set here: TD_TEST_UNSET)" in note
    # the names of its own env are said (names only)
    own = UpstreamSpec("y", "stdio", command="x", env={"API_TOKEN": "sk-secret-1"}).env_note()
    assert "plus its env (API_TOKEN)" in own and "sk-secret-1" not in own


def test_a_secret_quoted_on_stdout_or_cut_by_a_quote_is_masked(tmp_path: Path) -> None:
    """A stray stdout line is quoted with ``repr`` (a backslash doubled) and cut at 200
    characters; a stderr tail is cut at its start: the value is masked in each form (a
    fresh user's run found the repr form and the cut pieces shown)."""
    from tooldeck.formats.mcp_servers import list_upstreams_sync

    secret = "back\\slashSECRET-0123456789"
    server = tmp_path / "noisy.py"
    server.write_text(
        "import os, sys\nprint('A', os.environ['TD_TEST_TOKEN'], 'B', flush=True)\nsys.exit(3)\n",
        encoding="utf-8",
    )
    spec = UpstreamSpec(
        "noisy", "stdio", command=sys.executable, args=(str(server),),
        env={"TD_TEST_TOKEN": secret},
    )  # fmt: skip
    listing = list_upstreams_sync(config(spec))
    message = listing.failed["noisy"]
    assert secret not in message and repr(secret)[1:-1] not in message, message
    assert "slashSECRET" not in message
    # a quote cut inside the value, a tail that starts inside it (pieces of 4+ characters)
    cut = repr("x" * 190 + secret)[:200] + "… (217 characters)"
    assert "back" not in spec.mask(cut) and spec.mask(cut).endswith("***… (217 characters)")
    assert spec.mask(secret[-12:] + " then more") == "*** then more"
    assert spec.mask("back to work") == "back to work"  # not at a cut: left as written


def _serve_missing(tmp_path: Path) -> UpstreamSpec:
    """``tooldeck serve`` of a file that does not exist: it exits at start saying so."""
    src = str(Path(__file__).resolve().parents[2] / "src")
    return UpstreamSpec(
        "inv",
        "stdio",
        command=sys.executable,
        args=(
            "-c",
            "from tooldeck.cli import main; main()",
            "serve",
            str(tmp_path / "inventry.py"),
        ),
        env={"PYTHONPATH": src},
    )


async def test_a_missing_file_is_not_blamed_on_the_environment(tmp_path: Path) -> None:
    # before: "…no such Python file; it was started with only these of your environment
    # variables: …" pointed at the environment for a mistyped path
    needs = UpstreamSpec("needs", "stdio", command=sys.executable, args=(ENV_APP, "--need", SECRET))
    with anyio.fail_after(90):
        async with Gateway(config(_serve_missing(tmp_path), needs), artifacts=tmp_path) as gw:
            status = {s.name: s for s in gw.pool.status()}
    missing = str(status["inv"].error)
    assert "inventry.py: no such Python file" in missing
    assert NOTE not in missing
    assert NOTE in str(status["needs"].error)  # a variable it needs: the note stays


def test_a_config_listing_does_not_blame_a_missing_file_on_the_environment(
    tmp_path: Path,
) -> None:
    spec = _serve_missing(tmp_path)
    path = tmp_path / "servers.json"
    servers = {"command": spec.command, "args": list(spec.args), "env": dict(spec.env)}
    path.write_text(json.dumps({"mcpServers": {"inv": servers}}), encoding="utf-8")
    with pytest.raises(SourceError) as caught:
        load_config_deck(path)
    assert "no such Python file" in str(caught.value)
    assert NOTE not in str(caught.value)


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        ("", True),  # no cause stated: the environment may be it
        ("error: GITHUB_TOKEN is not set", True),
        ("KeyError: 'DB_URL'", True),
        ("Error: missing environment variable", True),
        ("ModuleNotFoundError: No module named 'app'", False),  # a missing package
        ("ImportError: cannot import name 'x' from 'app'", False),
        ("error: /tmp/inventry.py: no such Python file", False),
        ("python: can't open file '/srv/app.py': [Errno 2] No such file or directory", False),
        ("sh: 1: mcp-server-tim: not found", False),
        ("error: /srv/MY_APP/x.py: no such Python file", False),  # a folder, not a variable
        ("usage: server [-h] --port PORT\nserver: error: unrecognized arguments: -x", False),
        ("FileNotFoundError: config.toml; set CONFIG_PATH", True),  # names a variable too
    ],
)
def test_which_stderr_tails_leave_the_environment_a_possible_cause(
    tail: str, expected: bool
) -> None:
    from tooldeck.formats.mcp_config import environment_may_explain

    assert environment_may_explain(tail) is expected


def test_an_import_error_keeps_the_note_only_where_pythonpath_was_withheld(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Python upstream that dies with ``ModuleNotFoundError`` gets no "started with
    only these of your environment variables" note (found by a fresh-user pass), unless
    the caller's ``PYTHONPATH`` — which may be why the module is found here — was not
    passed on."""
    tail = "ModuleNotFoundError: No module named 'app'"
    spec = UpstreamSpec("py", "stdio", command="python3", args=("-m", "app"))
    monkeypatch.delenv("PYTHONPATH", raising=False)
    assert spec.env_note_for(tail) == ""
    monkeypatch.setenv("PYTHONPATH", "/srv/app")
    assert spec.env_note_for(tail).startswith("it was started with only these")
    passed = UpstreamSpec("py", "stdio", command="python3", inherit_env=("PYTHONPATH",))
    assert passed.env_note_for(tail) == ""
