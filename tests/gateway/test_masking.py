"""Values tooldeck passed a server that may be secret are masked as ``***`` in every
message tooldeck writes that quotes the server — with a note saying so — and never in a
tool's own result.

Real components: tests/gateway/env_app.py (the ``mcp`` SDK's low-level ``Server`` over
stdio) started by the gateway's pool, by ``list_upstreams`` (``show/lint/lock CONFIG``,
``gateway --dry-run``) and by an ``mcp:<command>`` source; calls through the SDK client.
"""

from __future__ import annotations

import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.errors import SourceError
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.formats.mcp_servers import list_upstreams, list_upstreams_sync
from tooldeck.formats.sources import load_source
from tooldeck.gateway import Gateway

ENV_APP = str(Path(__file__).parent / "env_app.py")
TOKEN, TOKEN_VALUE = "TD_TEST_API_TOKEN", "sk-live-0123456789"
NOTE = "(1 secret value tooldeck passed to this server masked as ***)"


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TOKEN, TOKEN_VALUE)
    monkeypatch.setenv("TD_TEST_PLAIN", "plain-value-4711")  # a name that does not look secret
    monkeypatch.setenv("TD_TEST_WHO", "user")  # a short common word
    monkeypatch.setenv("PWD", "/home/someone/project")  # the shell's working directory


def _app(name: str, *flags: str, **fields: object) -> UpstreamSpec:
    return UpstreamSpec(name, "stdio", command=sys.executable, args=(ENV_APP, *flags), **fields)  # type: ignore[arg-type]


async def test_a_json_rpc_error_of_a_live_call_is_masked_and_says_so(tmp_path: Path) -> None:
    """The message of a JSON-RPC error an upstream answers a call with is the server's
    own text: the value it was given (here by inherit_env) is masked, and the message
    says that one value was."""
    spec = _app("leaky", "--leak", TOKEN, inherit_env=(TOKEN,))
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            result = await client.call_tool("leaky__refuse", {})
    assert result.is_error
    text = result.content[0].text  # type: ignore[union-attr]
    assert TOKEN_VALUE not in text, text
    assert f"JSON-RPC error -32602: cannot run with {TOKEN}=*** {NOTE}" in text, text
    # -32602 "Invalid params" is the arguments' fault (JSON-RPC 2.0 §5.1), not the
    # environment's: the model is told to change them
    assert "invalid_arguments" in repr(result.structured_content) + text, (
        result.structured_content,
        text,
    )


async def test_a_tools_own_result_is_passed_unchanged(tmp_path: Path) -> None:
    """A tool's result — text, structuredContent, an isError result — is the tool's
    output, not tooldeck's message: it reaches the client as the server sent it, the
    value it was given included (docs/gateway.md says why)."""
    spec = _app("leaky", "--leak", TOKEN, inherit_env=(TOKEN,))
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            result = await client.call_tool("leaky__reveal", {})
    assert result.is_error
    assert result.content[0].text == f"running with {TOKEN}={TOKEN_VALUE}"  # type: ignore[union-attr]
    assert result.structured_content == {"quoted": f"{TOKEN}={TOKEN_VALUE}"}


async def test_a_start_failure_says_that_it_was_masked(tmp_path: Path) -> None:
    """The gateway's reason for a server that exits at start (its status, the log, a
    call's error) and a listing's (``show/lint/lock CONFIG``, ``--dry-run``) say so."""
    spec = _app("echo", "--echo", TOKEN, inherit_env=(TOKEN,))
    with anyio.fail_after(90):
        async with Gateway(config(spec), artifacts=tmp_path) as gateway:
            error = str(gateway.pool.status()[0].error)
    assert f"starting with {TOKEN}=***" in error and error.endswith(NOTE), error
    failed = (await list_upstreams(config(spec))).failed["echo"]
    assert f"{TOKEN}=***" in failed and NOTE in failed and TOKEN_VALUE not in failed, failed


def test_an_mcp_command_source_masks_secret_looking_variables() -> None:
    """``tooldeck lint mcp:"<command>"`` passes the whole environment: what the server
    wrote is masked for the variables whose names look secret, and the error says so; a
    variable whose name does not look secret is shown (it is not treated as a secret)."""
    command = f"mcp:{sys.executable} {ENV_APP} --echo {TOKEN}"
    with pytest.raises(SourceError) as caught:
        load_source(command)
    message = str(caught.value)
    assert TOKEN_VALUE not in message and f"{TOKEN}=***" in message and NOTE in message, message
    with pytest.raises(SourceError) as plain:
        load_source(f"mcp:{sys.executable} {ENV_APP} --echo TD_TEST_PLAIN")
    assert "TD_TEST_PLAIN=plain-value-4711" in str(plain.value) and "masked" not in str(plain.value)


@pytest.mark.parametrize(
    ("echoed", "fields", "shown"),
    [
        # a short word listed in inherit_env: shown (it would mask every "user" in text)
        ("TD_TEST_WHO", {"inherit_env": ("TD_TEST_WHO",)}, "TD_TEST_WHO=user"),
        # a short value of env under a name that does not look secret: shown
        ("TD_TEST_MODE", {"env": {"TD_TEST_MODE": "fast"}}, "TD_TEST_MODE=fast"),
        # inherit_env: true: the shell's PWD is the working directory, not a password
        ("PWD", {"inherit_env": True}, "PWD=/home/someone/project"),
    ],
)
def test_short_plain_values_and_the_working_directory_are_not_masked(
    echoed: str, fields: dict[str, object], shown: str
) -> None:
    failed = list_upstreams_sync(config(_app("echo", "--echo", echoed, **fields))).failed["echo"]
    assert f"starting with {shown}" in failed and "masked" not in failed, failed


def test_a_short_value_under_a_secret_looking_name_is_still_masked() -> None:
    spec = _app("echo", "--echo", "TD_TEST_PIN_PASSWORD", env={"TD_TEST_PIN_PASSWORD": "4821"})
    failed = list_upstreams_sync(config(spec)).failed["echo"]
    assert "TD_TEST_PIN_PASSWORD=***" in failed and NOTE in failed, failed


def test_a_password_inside_a_url_is_masked_whatever_the_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # by hand: DATABASE_URL's name is not secret, so with inherit_env: true its value was
    # quoted whole; the password in its user information is masked now
    url = "postgres://app:dbpw-FAKE-4411@db.invalid/main"
    monkeypatch.setenv("TD_TEST_DATABASE_URL", url)
    spec = _app("echo", "--echo", "TD_TEST_DATABASE_URL", inherit_env=True)
    failed = list_upstreams_sync(config(spec)).failed["echo"]
    assert "dbpw-FAKE-4411" not in failed and "postgres://app:***@db.invalid" in failed, failed
