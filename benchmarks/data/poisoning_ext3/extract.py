"""Extract the MCP tool definitions of the third set's external sources into extracted.json.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext3/extract.py MIRROR_DIR

MIRROR_DIR holds one git directory per source, ``<owner>+<name>/repo`` (the layout of the
session's snapshot store, ``/work/.mirror``); each file is read with ``git show
COMMIT:PATH`` at the commit pinned in SOURCES, so the output does not depend on a work tree.
No source's code is run and none is copied here: only the tool definitions are kept. The
``fastmcp`` reader, ``git_show`` and the loop writing extracted.json are
../external_extract.py's (shared by the five external sets); ``named`` and ``json`` are this
set's own.

How a tool object is made, per kind of source file (nothing is reworded):

- ``fastmcp``: a Python server whose tools are functions under ``@<server>.tool()``. For each,
  a stub with the same name, parameters, annotations, defaults and docstring (its body
  replaced by ``...``, its decorators dropped) is registered on the MCP Python SDK's own
  server class (``mcp.server.mcpserver.MCPServer``, SDK 2.3.0) and the SDK's ``list_tools``
  gives the tool: the description is the raw docstring (indentation kept, as the SDK sends
  it) and ``inputSchema`` is the SDK's pydantic schema of the parameters (a ``Context``
  parameter is left out by the SDK, as a running server would). The SDK's ``outputSchema``
  is dropped, as in poisoning_ext. A function body that assigns the tool a new docstring
  (``name.__doc__ = EXPR``: a rug pull) gives a second tool, the same stub with that
  docstring; EXPR may be a string constant or ``+`` of string constants and a local name
  bound to the tool's own ``__doc__`` (acuvity's ``original_doc + " BUT ..."``).
- ``named``: a Python server whose tools are ``@<server>.tool(name=..., description=...,
  annotations={...})``: name and description are the string literals written there, the
  stub registered as above with them; ``annotations`` is the dict literal as written
  (``ast.literal_eval``), keys the MCP ``ToolAnnotations`` model does not define included,
  because the SDK 1.x servers these files were written for sent them (``extra="allow"``);
  SDK 2.3.0's model would drop them, so it is not used for them.
- ``json``: a JSON file holding an MCP ``{"tools": [...]}`` answer; each tool kept as
  written; its ``line`` is the line of its ``"name"`` key.
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from external_extract import Found, fastmcp_tools, is_tool_decorator, listed, run  # noqa: E402

ENK = "src/secure_mcp_gateway/bad_mcps"
SOURCES: list[dict[str, Any]] = [
    {
        "source": "acuvity_everything_wrong",
        "repo": "acuvity/mcp-server-everything-wrong",
        "commit": "d6930774989bdb7572760e21ccda17c876177b39",
        "licence": "Apache-2.0 (LICENSE.md)",
        # a deliberately vulnerable MCP server (one file, eight tools)
        "files": [("src/mcp_server_everything_wrong/server.py", "fastmcp")],
    },
    {
        "source": "snyk_agent_scan",
        "repo": "snyk/agent-scan",
        "commit": "b9e98ab7af5ddea62db02b3ac9c43d9411465a75",
        "licence": "Apache-2.0 (LICENSE)",
        "files": [
            # the scanner's demo server (prompt injection, rug pull, toxic-flow tools)
            ("demoserver/server.py", "fastmcp"),
            # the servers its tests scan
            ("tests/mcp_servers/math_server.py", "fastmcp"),
            ("tests/mcp_servers/weather_server.py", "fastmcp"),
            ("tests/mcp_servers/sbb_server.py", "fastmcp"),
            ("tests/mcp_servers/multiple_transport_server.py", "fastmcp"),
        ],
    },
    {
        "source": "enkrypt_gateway",
        "repo": "enkryptai/secure-mcp-gateway",
        "commit": "b4f0165e1f17100313b2b78164cf035a2ff084f5",
        "licence": 'Apache-2.0 (LICENSE; pyproject.toml license = "Apache-2.0")',
        # a gateway's intentionally vulnerable test servers (bad_mcps/README.md)
        "files": [
            (f"{ENK}/{name}.py", "named")
            for name in (
                "echo_mcp",
                "prompt_injection_mcp",
                "tool_poisoning_mcp",
                "mpma_mcp",
                "schema_poisoning_mcp",
                "bad_output_mcp",
                "command_injection_mcp",
                "path_traversal_mcp",
                "rce_mcp",
                "ssrf_mcp",
                "session_management_mcp",
                "resource_exhaustion_mcp",
                "unauthenticated_access_mcp",
                "credential_theft_mcp",
                "bad_mcp",
            )
        ],
    },
    {
        "source": "mcp_poison",
        "repo": "SamsonCyber/mcp-poison",
        "commit": "19ddfa8c686e6aacf697d2e42e0c85efaca78fe5",
        "licence": "MIT (LICENSE)",
        # a scanner's test fixtures: tools/list answers, one poisoning technique each
        "files": [
            (f"fixtures/{name}.json", "json")
            for name in (
                "clean_calculator",
                "t1_description_poison",
                "t3_line_jump",
                "t4_cross_server_a",
                "t4_cross_server_b",
                "t6_param_names",
                "t8_ansi",
            )
        ],
    },
]


def named_tools(text: str) -> list[Found]:
    """Tools registered as ``@<server>.tool(name=..., description=..., annotations={...})``
    with literal arguments; a tool whose arguments are not literals is reported on stderr."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for dec in node.decorator_list:
            if not (isinstance(dec, ast.Call) and is_tool_decorator(dec)):
                continue
            try:
                kw = {k.arg: ast.literal_eval(k.value) for k in dec.keywords}
            except ValueError:
                print(f"  not extracted: {node.name} (line {node.lineno})", file=sys.stderr)
                continue
            tool = listed(
                node,
                ast.get_docstring(node, clean=False),
                name=kw.get("name"),
                description=kw.get("description"),
            )
            if "annotations" in kw:
                tool["annotations"] = kw["annotations"]
            found.append((node.lineno, "decorated function, name and description arguments", tool))
    return found


def json_tools(text: str) -> list[Found]:
    """Each tool of a ``{"tools": [...]}`` file as written; line: its ``"name"`` key's."""
    lines = text.splitlines()
    found = []
    start = 0
    for tool in json.loads(text)["tools"]:
        key = f'"name": {json.dumps(tool["name"])}'
        at = next(i for i in range(start, len(lines)) if key in lines[i])
        start = at + 1
        found.append((at + 1, "tools/list answer (JSON file)", tool))
    return found


READERS = {"fastmcp": fastmcp_tools, "named": named_tools, "json": json_tools}


def main(argv: list[str]) -> int:
    return run(argv, doc=__doc__, here=HERE, sources=SOURCES, readers=READERS)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
