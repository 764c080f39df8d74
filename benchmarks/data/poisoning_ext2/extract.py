"""Extract the MCP tool definitions of the second set's external sources into extracted.json.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext2/extract.py MIRROR_DIR

MIRROR_DIR holds one git directory per source, ``<owner>+<name>/repo`` (the layout of the
session's snapshot store, ``/work/.mirror``); each file is read with ``git show
COMMIT:PATH`` at the commit pinned in SOURCES, so the output does not depend on a work tree.
No source's code is run and none is copied here: only the tool definitions are kept. The
``fastmcp`` and ``literal`` readers, ``git_show`` and the loop writing extracted.json are
../external_extract.py's (shared by the five external sets); ``described`` is this set's own.

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
import contextlib
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from external_extract import (  # noqa: E402
    Found,
    Place,
    fastmcp_tools,
    is_tool_decorator,
    listed,
    literal_tools,
    run,
)

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


def described_tools(text: str, flags: dict[str, str]) -> list[Found]:
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
            if not (isinstance(dec, ast.Call) and is_tool_decorator(dec)):
                continue
            kw = {k.arg: k.value for k in dec.keywords}
            try:
                doc = _string(kw["description"], env, flags)
            except Unresolved as exc:
                print(f"  not extracted: {node.name} (line {node.lineno}): {exc}", file=sys.stderr)
                continue
            found.append(
                (node.lineno, "decorated function, description expression", listed(node, doc))
            )
    return found


def _described(place: Place) -> list[tuple[str, int, str, dict[str, Any]]]:
    """``described_tools`` of the file, with the flag table read from the source's ``flags``
    file (the ``_FLAGS`` annotated assignment) at the same commit."""
    flags = next(
        ast.literal_eval(n.value)
        for n in ast.parse(place.show(place.source["flags"])).body
        if isinstance(n, ast.AnnAssign)
        and isinstance(n.target, ast.Name)
        and n.target.id == "_FLAGS"
    )
    return [(place.path, *found) for found in described_tools(place.show(), flags)]


READERS = {"fastmcp": fastmcp_tools, "literal": literal_tools}


def main(argv: list[str]) -> int:
    return run(
        argv,
        doc=__doc__,
        here=HERE,
        sources=SOURCES,
        readers=READERS,
        place_readers={"described": _described},
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
