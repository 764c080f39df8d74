"""The path check (``runtime/policy/paths.py``): path parameters wherever a schema puts them.

The attack corpora against the path and shell checks are in ``test_payloads.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from runtime_fixtures import NESTED_PATHS, PATH, run, small_deck
from tooldeck.runtime import PathPolicy, Policy, Runtime, ToolCall
from tooldeck.tool import Deck
from tooldeck.tool.declare import tool


@pytest.mark.parametrize(
    ("arguments", "pointer"),
    [
        ({"maybe": "/etc/passwd"}, "/maybe"),
        ({"either": "/etc/passwd"}, "/either"),
        ({"both": "/etc/passwd"}, "/both"),
        ({"opts": {"inner": {"dest": "/etc/passwd"}}}, "/opts/inner/dest"),
        ({"many": ["ok", None, "../../etc/passwd"]}, "/many/2"),
        ({"pair": ["/etc/passwd", "/etc/passwd"]}, "/pair/1"),
        ({"ref": "/etc/passwd"}, "/ref"),
        (
            {"tree": {"children": [{"children": [{"file": "/etc/passwd"}]}]}},
            "/tree/children/0/children/0/file",
        ),
    ],
)
def test_path_policy_finds_nested_path_parameters(
    tmp_path: Path, arguments: dict[str, Any], pointer: str
) -> None:
    runtime = Runtime(NESTED_PATHS, policy=Policy([PathPolicy([tmp_path])]))
    result = runtime.call_sync(ToolCall("c1", "copy_files", arguments), dry_run=True)
    assert result.status == "refused"
    assert result.error is not None and result.error.kind == "invalid_arguments"
    reason = next(d.reason for d in result.decisions if d.check == "path")
    assert reason.startswith(pointer + ": ")  # a recursive $ref is followed to any depth
    # inside the root: allowed
    ok = runtime.call_sync(ToolCall("c2", "copy_files", {"maybe": "a/b.txt"}), dry_run=True)
    assert ok.status == "success"


def test_path_policy_on_an_optional_path_of_a_tool_function(tmp_path: Path) -> None:
    @tool(read_only=True)
    def read_log(path: Path | None = None) -> str:
        """Read a log file.

        Args:
            path: The log file.
        """
        return f"read {path}"

    deck = Deck.from_functions([read_log])
    assert "anyOf" in deck["read_log"].input_schema["properties"]["path"]
    runtime = Runtime(deck, [read_log], policy=Policy([PathPolicy([tmp_path])]))
    result = run(runtime, "read_log", {"path": "/etc/passwd"})
    assert result.status == "refused" and not result.ran


@pytest.mark.parametrize(
    ("properties", "extra", "arguments", "pointer"),
    [
        (
            {"files": {"type": "object", "propertyNames": PATH}},
            {},
            {"files": {"/etc/passwd": 1}},
            "/files/~1etc~1passwd (key)",
        ),
        (
            {"x": {"type": "string"}, "p": {"type": "string"}},
            {"dependentSchemas": {"x": {"properties": {"p": PATH}}}},
            {"x": "1", "p": "/etc/passwd"},
            "/p",
        ),
        ({"ps": {"type": "array", "contains": PATH}}, {}, {"ps": ["/etc/passwd"]}, "/ps/0"),
    ],
)
def test_path_policy_finds_keys_dependent_schemas_and_contains(
    tmp_path: Path, properties: dict[str, Any], extra: dict[str, Any], arguments: Any, pointer: str
) -> None:
    deck = small_deck("read", properties, **extra)
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=Policy([PathPolicy([tmp_path])]))
    result = run(runtime, "read", arguments)
    assert result.status == "refused" and result.error is not None
    assert result.error.message.startswith(pointer + ": ")


@pytest.mark.parametrize(
    ("arguments", "pointer"),
    [
        ({"opts": {"path": "/etc/passwd"}}, "/opts/path"),
        ({"opts": {"path": ["ok", "/etc/passwd"]}}, "/opts/path/1"),
        ({"path": "file:///etc/passwd"}, "/path"),
        ({"path": "s3://bucket/key"}, "/path"),
        ({"path": "FILE:etc/passwd"}, "/path"),
    ],
)
def test_path_policy_names_match_at_any_depth_and_urls_are_refused(
    tmp_path: Path, arguments: Any, pointer: str
) -> None:
    deck = small_deck("read", {"path": {"type": "string"}, "opts": {"type": "object"}})
    policy = Policy([PathPolicy([tmp_path], names={"path"})])
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=policy)
    result = run(runtime, "read", arguments)
    assert result.status == "refused" and result.error is not None
    assert result.error.message.startswith(pointer + ": ")
