"""Extract the MCP tool definitions of the second set's external sources into extracted.json.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext2/extract.py MIRROR_DIR

MIRROR_DIR holds one git directory per source, ``<owner>+<name>/repo`` (the layout of the
session's snapshot store, ``/work/.mirror``); each file is read with ``git show
COMMIT:PATH`` at the commit pinned in SOURCES, so the output does not depend on a work tree.
No source's code is run and none is copied here: only the tool definitions are kept. The
readers are those of ``poisoning_ext/extract.py`` (session 33), less the two it needed for
sources not used here, plus ``described``.

How a tool object is made, per kind of source file (nothing is reworded):

- ``fastmcp``: a Python server whose tools are functions under ``@<server>.tool()``. For each,
  a stub with the same name, parameters, annotations, defaults and docstring (its body
  replaced by ``...``, its decorators dropped) is registered on the MCP Python SDK's own
  server class (``mcp.server.mcpserver.MCPServer``, SDK 2.3.0) and the SDK's ``list_tools``
  gives the tool: the description is the raw docstring (indentation kept, as the SDK sends
  it) and ``inputSchema`` is the SDK's pydantic schema of the parameters. The SDK's
  ``outputSchema`` is dropped, as in poisoning_ext. A function body that assigns a new
  docstring to the tool (``name.__doc__ = "..."``: a rug pull) gives a second tool, the same
  stub with that docstring (none of the files read here has one in a function body).
- ``literal``: a Python file that writes tool objects as dict literals (``{"name": ...,
  "description": ..., "inputSchema": ...}``, e.g. a test's tools/list answer or fixture);
  each literal is read with ``ast.literal_eval`` and kept as written. A dict built at run
  time (an f-string or a variable inside) is reported on stderr and not extracted.
- ``described``: a Python server whose tools are ``@<app>.tool(description=EXPR)``, EXPR
  built from string literals, f-strings, ``+``, module-level string constants and the CTF's
  ``get_flag("ID")`` (read from the source's own flag table at the same commit): EXPR is
  evaluated from the syntax tree alone and the stub registered as for ``fastmcp`` with that
  description. A description that needs the running server's state is not extracted (one:
  see README).
"""

from __future__ import annotations

import ast
import asyncio
import contextlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

CISCO_PI = "evals/behavioral-analysis/data/prompt-injection"
SOURCES: list[dict[str, Any]] = [
    {
        "source": "cisco_mcp_scanner",
        "repo": "cisco-ai-defense/mcp-scanner",
        "commit": "893327c54d223ea07296f68f32d8294f5c045f4a",
        "licence": "Apache-2.0 (LICENSE; each file read has an SPDX-License-Identifier: Apache-2.0 header)",
        "files": [
            # the scanner's example malicious servers (what its README scans)
            ("examples/example-malicious-servers/server.py", "fastmcp"),
            ("examples/example-malicious-servers/tricky_server.py", "fastmcp"),
            ("examples/example-malicious-servers/line_jumping_server.py", "fastmcp"),
            ("examples/example-malicious-servers/malicious_mcp_streamable_server.py", "fastmcp"),
            # the behavioural evaluation's prompt-injection category (the only category whose
            # attack is in the description; the other 13 put it in the code)
            *(
                (f"{CISCO_PI}/{name}.py", "fastmcp")
                for name in (
                    "act_as_role_injection",
                    "admin_privilege_escalation",
                    "contradictory_description_validation_bypass",
                    "hidden_metadata_filter_bypass",
                    "hidden_system_instructions",
                    "jailbreak_mode_context_manipulation",
                    "nested_ignore_trust_escalation",
                    "override_instruction_injection",
                    "safety_bypass_emergency_access",
                    "system_prompt_override",
                )
            ),
            # the remote evaluation's benign servers
            ("evals/remote/benign/GitHub_tools.py", "fastmcp"),
            ("evals/remote/benign/azure_tools.py", "fastmcp"),
            ("evals/remote/benign/discord_tools.py", "fastmcp"),
            # the static analyser's test fixtures written as tools/list entries
            ("tests/test_static_analyzer.py", "literal"),
        ],
    },
    {
        "source": "beejak_vmcp",
        "repo": "beejak/Vulnerable-MCP-Server",
        "commit": "03534e2f6da5cc83c67de084d16656ade71d8902",
        "licence": (
            'MIT (pyproject.toml `license = { text = "MIT" }` and the README\'s "License: MIT" '
            "badge; the tree has no LICENSE file)"
        ),
        "files": [
            (f"vulnerabilities/{name}.py", "described")
            for name in (
                "auth",
                "dos",
                "exfiltration",
                "injection",
                "multi_vector",
                "oauth",
                "prompt_injection",
                "rug_pull",
                "tool_poisoning",
                "tool_shadowing",
            )
        ],
        # flags/flags.py: the CTF flag each get_flag("...") call in a description returns
        "flags": "flags/flags.py",
    },
    {
        "source": "tool_scan",
        "repo": "mcp-tool-shop/tool-scan",
        "commit": "81f2061d4335a4ca6dbf7899af55dff205f56c80",
        "licence": "MIT (LICENSE)",
        # the scanner's shared pytest fixtures: valid, invalid and security-threat tools
        "files": [("tests/conftest.py", "literal")],
    },
]

STUB_GLOBALS = (
    "from typing import Any, Dict, List, Optional, Union\n"
    "from mcp.server.mcpserver import MCPServer\n"
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


def _listed(fn: ast.FunctionDef | ast.AsyncFunctionDef, doc: str | None) -> dict[str, Any]:
    """The tool the MCP SDK lists for a stub of `fn` with docstring `doc`."""
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
    server.add_tool(namespace[fn.name])
    (tool,) = asyncio.run(server.list_tools())
    out = tool.model_dump(exclude_none=True, by_alias=True, mode="json")
    out.pop("outputSchema", None)
    return {
        "name": out["name"],
        "description": out.get("description", ""),
        "inputSchema": out["inputSchema"],
    }


def fastmcp_tools(text: str) -> list[tuple[int, str, dict[str, Any]]]:
    """(line, how, tool) for each decorated tool function, and its rug-pulled docstrings."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if not any(_is_tool_decorator(d) for d in node.decorator_list):
            continue
        found.append(
            (node.lineno, "decorated function", _listed(node, ast.get_docstring(node, clean=False)))
        )
        for sub in ast.walk(node):
            if (
                isinstance(sub, ast.Assign)
                and len(sub.targets) == 1
                and isinstance(sub.targets[0], ast.Attribute)
                and sub.targets[0].attr == "__doc__"
                and isinstance(sub.targets[0].value, ast.Name)
                and sub.targets[0].value.id == node.name
                and isinstance(sub.value, ast.Constant)
            ):
                found.append(
                    (sub.lineno, "__doc__ assigned in the body", _listed(node, sub.value.value))
                )
    return found


def literal_tools(text: str) -> list[tuple[int, str, dict[str, Any]]]:
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Dict):
            continue
        keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
        if {"name", "description", "inputSchema"} <= set(keys):
            try:
                tool = ast.literal_eval(node)
            except ValueError:  # built at run time (an f-string, a variable): not extracted
                print(
                    f"  not extracted: line {node.lineno}: {ast.unparse(node)[:80]}",
                    file=sys.stderr,
                )
                continue
            found.append((node.lineno, "dict literal", tool))
    return found


class Unresolved(Exception):
    """A description expression that needs run-time state (e.g. the server's configuration)."""


def _string(node: ast.expr, env: dict[str, str], flags: dict[str, str]) -> str:
    """The string a description expression evaluates to, from string literals, f-strings
    without format specs, ``+``, module-level string constants (``env``) and
    ``get_flag("ID")`` (``flags``); anything else raises Unresolved. Nothing is run."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        out = []
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                if part.conversion != -1 or part.format_spec is not None:
                    raise Unresolved(ast.unparse(part))
                out.append(_string(part.value, env, flags))
            else:
                out.append(_string(part, env, flags))
        return "".join(out)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _string(node.left, env, flags) + _string(node.right, env, flags)
    if isinstance(node, ast.Name) and node.id in env:
        return env[node.id]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "get_flag"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Constant)
    ):
        return flags.get(node.args[0].value, "FLAG{unknown_challenge}")
    raise Unresolved(ast.unparse(node))


def described_tools(text: str, flags: dict[str, str]) -> list[tuple[int, str, dict[str, Any]]]:
    """Tools registered as ``@<app>.tool(description=EXPR)`` (a server that builds its
    description strings from module constants): EXPR is evaluated by `_string`; the name is
    the function's, the signature the stub's. A tool whose description cannot be resolved
    without running the server is reported on stderr and not extracted."""
    tree = ast.parse(text)
    env: dict[str, str] = {}
    for node in tree.body:  # module-level string constants, in order
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ):
            with contextlib.suppress(Unresolved):  # not a string constant: not needed
                env[node.targets[0].id] = _string(node.value, env, flags)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for dec in node.decorator_list:
            if not (isinstance(dec, ast.Call) and _is_tool_decorator(dec)):
                continue
            kw = {k.arg: k.value for k in dec.keywords}
            try:
                doc = _string(kw["description"], env, flags)
            except Unresolved as exc:
                print(f"  not extracted: {node.name} (line {node.lineno}): {exc}", file=sys.stderr)
                continue
            found.append(
                (node.lineno, "decorated function, description expression", _listed(node, doc))
            )
    return found


READERS = {"fastmcp": fastmcp_tools, "literal": literal_tools}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    mirror = Path(argv[0])
    records = []
    for src in SOURCES:
        for path, kind in src["files"]:
            text = git_show(mirror, src["repo"], src["commit"], path)
            if kind == "described":
                flags_text = git_show(mirror, src["repo"], src["commit"], src["flags"])
                flags = next(
                    ast.literal_eval(n.value)
                    for n in ast.parse(flags_text).body
                    if isinstance(n, ast.AnnAssign)
                    and isinstance(n.target, ast.Name)
                    and n.target.id == "_FLAGS"
                )
                got = described_tools(text, flags)
            else:
                got = READERS[kind](text)
            for line, how, tool in got:
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
