"""Extract the MCP tool definitions of the third set's external sources into extracted.json.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext3/extract.py MIRROR_DIR

MIRROR_DIR holds one git directory per source, ``<owner>+<name>/repo`` (the layout of the
session's snapshot store, ``/work/.mirror``); each file is read with ``git show
COMMIT:PATH`` at the commit pinned in SOURCES, so the output does not depend on a work tree.
No source's code is run and none is copied here: only the tool definitions are kept. The
readers are those of ``poisoning_ext2/extract.py`` (session 34), less the CTF's
``described`` reader, plus ``named`` and ``json``.

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
import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

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

STUB_GLOBALS = (
    "from typing import Annotated, Any, Dict, List, Literal, Optional, Union\n"
    "from pydantic import Field\n"
    "from mcp.server.mcpserver import Context, MCPServer\n"
)


def git_show(mirror: Path, repo: str, commit: str, path: str) -> str:
    git_dir = mirror / repo.replace("/", "+") / "repo"
    out = subprocess.run(
        ["git", "-C", str(git_dir), "show", f"{commit}:{path}"],
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout


def _is_tool_decorator(node: ast.expr) -> bool:
    call = node.func if isinstance(node, ast.Call) else node
    return isinstance(call, ast.Attribute) and call.attr == "tool"


def _listed(
    fn: ast.FunctionDef | ast.AsyncFunctionDef,
    doc: str | None,
    name: str | None = None,
    description: str | None = None,
) -> dict[str, Any]:
    """The tool the MCP SDK lists for a stub of `fn` with docstring `doc` (or the given
    name and description, as ``@server.tool(name=..., description=...)`` passes them)."""
    from mcp.server.mcpserver import MCPServer

    stub = ast.FunctionDef(
        name=fn.name,
        args=fn.args,
        body=[ast.Expr(ast.Constant(doc))] if doc is not None else [ast.Expr(ast.Constant(...))],
        decorator_list=[],
        returns=None,
        type_params=[],
    )
    stub.body.append(ast.Expr(ast.Constant(...)))
    module = ast.fix_missing_locations(ast.Module(body=[stub], type_ignores=[]))
    namespace: dict[str, Any] = {}
    exec(STUB_GLOBALS, namespace)  # the typing names the annotations use
    exec(compile(module, f"<stub {fn.name}>", "exec"), namespace)  # a signature, no body
    server = MCPServer("extract")
    server.add_tool(namespace[fn.name], name=name, description=description)
    (tool,) = asyncio.run(server.list_tools())
    out = tool.model_dump(exclude_none=True, by_alias=True, mode="json")
    out.pop("outputSchema", None)
    return {
        "name": out["name"],
        "description": out.get("description", ""),
        "inputSchema": out["inputSchema"],
    }


def _doc_expr(node: ast.expr, fn_name: str, doc: str, bound: set[str]) -> str | None:
    """The string a rug pull's ``fn.__doc__ = EXPR`` assigns: string constants, ``+``, and
    names bound in the body to an expression reading ``fn.__doc__`` (the original docstring);
    None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id in bound:
        return doc
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = _doc_expr(node.left, fn_name, doc, bound)
        right = _doc_expr(node.right, fn_name, doc, bound)
        return None if left is None or right is None else left + right
    return None


def _reads_own_doc(node: ast.expr, fn_name: str) -> bool:
    return any(
        isinstance(sub, ast.Attribute)
        and sub.attr == "__doc__"
        and isinstance(sub.value, ast.Name)
        and sub.value.id == fn_name
        for sub in ast.walk(node)
    )


def fastmcp_tools(text: str) -> list[tuple[int, str, dict[str, Any]]]:
    """(line, how, tool) for each decorated tool function, and its rug-pulled docstrings."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if not any(_is_tool_decorator(d) for d in node.decorator_list):
            continue
        doc = ast.get_docstring(node, clean=False)
        found.append((node.lineno, "decorated function", _listed(node, doc)))
        bound: set[str] = set()
        for sub in ast.walk(node):
            if not (isinstance(sub, ast.Assign) and len(sub.targets) == 1):
                continue
            target = sub.targets[0]
            if isinstance(target, ast.Name) and _reads_own_doc(sub.value, node.name):
                bound.add(target.id)
            if (
                isinstance(target, ast.Attribute)
                and target.attr == "__doc__"
                and isinstance(target.value, ast.Name)
                and target.value.id == node.name
            ):
                new = _doc_expr(sub.value, node.name, doc or "", bound)
                if new is None:
                    print(f"  not extracted: rug pull at line {sub.lineno}", file=sys.stderr)
                    continue
                found.append((sub.lineno, "__doc__ assigned in the body", _listed(node, new)))
    return found


def named_tools(text: str) -> list[tuple[int, str, dict[str, Any]]]:
    """Tools registered as ``@<server>.tool(name=..., description=..., annotations={...})``
    with literal arguments; a tool whose arguments are not literals is reported on stderr."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for dec in node.decorator_list:
            if not (isinstance(dec, ast.Call) and _is_tool_decorator(dec)):
                continue
            try:
                kw = {k.arg: ast.literal_eval(k.value) for k in dec.keywords}
            except ValueError:
                print(f"  not extracted: {node.name} (line {node.lineno})", file=sys.stderr)
                continue
            tool = _listed(
                node,
                ast.get_docstring(node, clean=False),
                name=kw.get("name"),
                description=kw.get("description"),
            )
            if "annotations" in kw:
                tool["annotations"] = kw["annotations"]
            found.append((node.lineno, "decorated function, name and description arguments", tool))
    return found


def json_tools(text: str) -> list[tuple[int, str, dict[str, Any]]]:
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
    if len(argv) != 1:
        print(__doc__)
        return 2
    mirror = Path(argv[0])
    records = []
    for src in SOURCES:
        for path, kind in src["files"]:
            text = git_show(mirror, src["repo"], src["commit"], path)
            for line, how, tool in READERS[kind](text):
                records.append(
                    {
                        "source": src["source"],
                        "repo": src["repo"],
                        "commit": src["commit"],
                        "licence": src["licence"],
                        "path": path,
                        "line": line,
                        "how": how,
                        "tool": tool,
                    }
                )
    out = HERE / "extracted.json"
    out.write_text(
        json.dumps({"records": records}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(records)} tools from {len(SOURCES)} sources -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
