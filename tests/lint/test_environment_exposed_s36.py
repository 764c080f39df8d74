"""Session 36, trial36 L6: A110 environment-exposed. A tool that gives the model the
server's environment variables (where its API keys and tokens live) is a safety finding;
its twins (one named non-secret variable, names only, another resource's variables, a
tool that takes variables to set) are not.

The real tool is read from the stored capture of ``@modelcontextprotocol/server-everything``
2026.8.31 (``benchmarks/data/select_real/servers/everything.json``). Expected findings are
by hand from the definitions; which variable names are secrets is tooldeck's credential-name
reading (:func:`tooldeck.credentials.is_credential_name`), checked here on its own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.credentials import is_credential_name
from tooldeck.lint import LintConfig, get_rule, lint
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
EVERYTHING = ROOT / "benchmarks" / "data" / "select_real" / "servers" / "everything.json"


def tool(name: str, description: str, props: dict[str, Any] | None = None) -> Tool:
    schema: dict[str, Any] = {"type": "object", "properties": props or {}}
    if props:
        schema["required"] = sorted(props)
    return Tool(name, description, schema)


def a110(t: Tool) -> list[tuple[str, str]]:
    return [(f.pointer, f.message) for f in lint(Deck([t]), LintConfig(select=("A110",))).findings]


BULK = (
    "/description",
    "returns the server's environment variables to the model, API keys and tokens included "
    "(any other tool can then be told to pass them on): return only names, or named "
    "non-secret variables, or mask the values",
)


def test_the_real_get_env_tool_is_reported() -> None:
    raw = next(t for t in json.loads(EVERYTHING.read_text())["tools"] if t["name"] == "get-env")
    assert raw["description"].startswith("Returns all environment variables")
    assert raw["inputSchema"]["properties"] == {}  # nothing narrows it
    real = Tool(raw["name"], raw["description"], raw["inputSchema"])
    assert a110(real) == [BULK]


@pytest.mark.parametrize(
    "description",
    [
        "Print every environment variable of the server process.",
        "Dumps the env vars of the MCP server, for debugging.",
        "Reads the .env file and returns its contents.",
        "Shows the full process environment (os.environ) as key=value lines.",
        "Debug helper: all environment variables are returned as a JSON object.",
    ],
)
def test_paraphrases_of_a_bulk_read_are_reported(description: str) -> None:
    assert a110(tool("debug_env", description)) == [BULK]


def test_a_free_text_variable_name_reaches_any_secret() -> None:
    found = a110(
        tool(
            "get_env_var",
            "Returns the value of one environment variable.",
            {"name": {"type": "string", "description": "Variable name."}},
        )
    )
    assert found == [
        (
            "/input_schema/properties/name",
            "returns any environment variable the model names in 'name', secrets included "
            "(API keys, tokens): close it with an enum of the non-secret ones",
        )
    ]


def test_an_enum_naming_a_secret_is_reported_with_its_name() -> None:
    assert is_credential_name("GITHUB_TOKEN") and not is_credential_name("HOME")
    found = a110(
        tool(
            "get_env_var",
            "Returns the value of one environment variable.",
            {"name": {"type": "string", "enum": ["HOME", "GITHUB_TOKEN"]}},
        )
    )
    assert [m for _, m in found] == [
        "returns the secret environment variable(s) GITHUB_TOKEN to the model through "
        "'name': drop them from the enum"
    ]
    named = a110(tool("get_token", "Returns the value of the GITHUB_TOKEN environment variable."))
    assert [m for _, m in named] == [
        "returns the secret environment variable(s) GITHUB_TOKEN to the model; a secret "
        "stays in the server"
    ]


@pytest.mark.parametrize(
    "twin",
    [
        # one named, non-secret variable: by the text, or closed by the schema
        tool("get_home", "Returns the value of the HOME environment variable."),
        tool("get_path", "Returns $PATH, the search path of the server process."),
        tool(
            "get_env_var",
            "Returns the value of one environment variable.",
            {"name": {"type": "string", "enum": ["HOME", "PATH", "LANG"]}},
        ),
        tool(
            "get_env_vars",
            "Returns the values of the environment variables named.",
            {"names": {"type": "array", "items": {"type": "string", "enum": ["HOME", "LANG"]}}},
        ),
        # names only, or values masked
        tool("list_env", "Lists the names of all environment variables; values are not returned."),
        tool("list_env", "Returns every environment variable name of the server process."),
        tool("debug_env", "Returns all environment variables with their values masked."),
        # negated; another resource's variables; variables the tool takes, not gives
        tool("run_command", "Runs a shell command. Environment variables are not returned."),
        tool("env_var_list", "List environment variables for a Worker"),
        tool(
            "create_container",
            "Create a Docker container with the given environment variables.",
            {"env": {"type": "object", "description": "Environment variables to set."}},
        ),
        tool(
            "subscription_list",
            "List subscriptions; the default comes from the AZURE_SUBSCRIPTION_ID "
            "environment variable.",
        ),
    ],
    ids=lambda t: f"{t.name}:{t.description[:30]}",
)
def test_twins_are_not_reported(twin: Tool) -> None:
    assert a110(twin) == []


def test_the_rule_is_a_safety_rule_with_its_docs() -> None:
    rule = get_rule("A110")
    assert rule is not None and rule.family == "safety" and rule.name == "environment-exposed"
    assert "get-env" in rule.bad and "names of the environment variables" in rule.better
    docs = (ROOT / "docs" / "lint.md").read_text(encoding="utf-8")
    assert "A110" in docs and "environment-exposed" in docs


def _with_output(output: dict[str, Any]) -> Tool:
    return Tool(
        "get_debug_info",
        "Returns debug information about the server.",
        {"type": "object", "properties": {}},
        output_schema={"type": "object", "properties": output},
    )


def test_an_output_schema_with_an_open_environment_map_is_reported() -> None:
    """The text says nothing of the environment; the result's `env` map carries it."""
    found = a110(
        _with_output({"env": {"type": "object", "additionalProperties": {"type": "string"}}})
    )
    assert found == [
        (
            "/output_schema/properties/env",
            "the output schema returns the server's environment as an open map, API keys and "
            "tokens included: list the non-secret keys and close it (additionalProperties: "
            "false), or leave it out",
        )
    ]


@pytest.mark.parametrize(
    "output",
    [
        # a deployment stage, not the process environment
        {"environment": {"type": "string", "enum": ["production", "staging"]}},
        # named, non-secret keys, closed
        {
            "env": {
                "type": "object",
                "properties": {"HOME": {"type": "string"}, "PATH": {"type": "string"}},
                "additionalProperties": False,
            }
        },
    ],
)
def test_output_schema_twins_are_not_reported(output: dict[str, Any]) -> None:
    assert a110(_with_output(output)) == []
