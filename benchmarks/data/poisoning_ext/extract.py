"""Extract the MCP tool definitions of the external sources into extracted.json.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext/extract.py MIRROR_DIR

MIRROR_DIR holds one git directory per source, ``<owner>+<name>/repo`` (the layout of the
session's snapshot store, ``/work/.mirror``); each file is read with ``git show
COMMIT:PATH`` at the commit pinned in SOURCES, so the output does not depend on a work tree.
No source's code is run and none is copied here: only the tool definitions are kept. The
machinery shared with the later external sets (``git_show``, the SDK listing of a stub,
the ``fastmcp`` and ``literal`` readers, the loop writing extracted.json) is in
../external_extract.py; the ``zod`` and ``named`` readers are this set's own.

How a tool object is made, per kind of source file (nothing is reworded):

- ``fastmcp``: a Python server whose tools are functions under ``@<server>.tool()``. For each,
  a stub with the same name, parameters, annotations, defaults and docstring (its body
  replaced by ``...``, its decorators dropped) is registered on the MCP Python SDK's own
  server class (``mcp.server.mcpserver.MCPServer``, SDK 2.3.0) and the SDK's ``list_tools``
  gives the tool: the description is the raw docstring (indentation kept, as the SDK sends
  it) and ``inputSchema`` is the SDK's pydantic schema of the parameters. The SDK's
  ``outputSchema`` is dropped: the sources were written for SDK 1.x releases whose tools/list
  carried none. A function body that assigns a new docstring to the tool
  (``name.__doc__ = "..."``: a rug pull) gives a second tool, the same stub with that
  docstring (the shared reader also reads the ``+`` forms of poisoning_ext3; none occurs
  here).
- ``literal``: a Python file that writes tool objects as dict literals (``{"name": ...,
  "description": ..., "inputSchema": ...}``, e.g. a hand-written tools/list answer); each
  literal is read with ``ast.literal_eval`` and kept as written.
- ``zod``: a TypeScript-SDK server (``server.tool(name, description, {zod shape}, handler)``);
  the description is the template literal as written, and the zod shape is converted the way
  the TypeScript SDK's zod-to-json-schema does for the only forms used (``z.number()``,
  ``z.string()``, ``z.enum([...])``, ``.optional()``, ``.describe(...)``): ``type``,
  ``enum``, ``description``, ``required`` for the non-optional keys,
  ``additionalProperties: false`` and the draft-07 ``$schema``.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from external_extract import STUB_GLOBALS as SHARED_STUB_GLOBALS  # noqa: E402
from external_extract import (  # noqa: E402
    Found,
    Place,
    fastmcp_tools,
    is_tool_decorator,
    listed,
    literal_tools,
    run,
)

SOURCES: list[dict[str, Any]] = [
    {
        "source": "dvmcp",
        "repo": "harishsg993010/damn-vulnerable-MCP-server",
        "commit": "c7cb1e95ec2596bf0e989b70e7b954f364da03a2",
        "licence": "MIT (stated in README.md; the tree has no LICENSE file)",
        "files": [
            ("challenges/easy/challenge1/server.py", "fastmcp"),
            ("challenges/easy/challenge2/server.py", "fastmcp"),
            ("challenges/easy/challenge3/server.py", "fastmcp"),
            ("challenges/medium/challenge4/server.py", "fastmcp"),
            ("challenges/medium/challenge5/server.py", "fastmcp"),
            ("challenges/medium/challenge6/server.py", "fastmcp"),
            ("challenges/medium/challenge7/server.py", "fastmcp"),
            ("challenges/hard/challenge8/server.py", "fastmcp"),
            ("challenges/hard/challenge9/server.py", "fastmcp"),
            ("challenges/hard/challenge10/server.py", "fastmcp"),
        ],
    },
    {
        "source": "mcpsecbench",
        "repo": "AIS2Lab/MCPSecBench",
        "commit": "7eb773d07f298b251e763f99fe07e183a9d9694e",
        "licence": "MIT (LICENSE)",
        "files": [
            ("code/addserver.py", "fastmcp"),
            ("code/download.py", "fastmcp"),
            ("code/maliciousadd.py", "fastmcp"),
            ("code/sse.py", "fastmcp"),
        ],
    },
    {
        "source": "mcp_hacking",
        "repo": "tristanhausermannpernet/mcp-hacking",
        "commit": "b359e16d617805f2c3684c35805acf6eed916a9f",
        "licence": "MIT (LICENSE.txt)",
        "files": [
            ("tool-poisoning-attack/poisoning-server.py", "literal"),
            ("tool-shadowing-attack/poisoning-server.py", "literal"),
            ("tool-shadowing-attack/email-server.py", "literal"),
            ("tool-baiting-attack/baiting-server.py", "literal"),
        ],
    },
    {
        "source": "gensecai_poc",
        "repo": "gensecaihq/mcp-poisoning-poc",
        "commit": "67fd8c6fdeeec33be27cdd16271855914f1ab000",
        "licence": "MIT (LICENSE)",
        "files": [
            ("src/demo/malicious_server.py", "literal"),
            ("src/attacks/data_exfiltration.py", "literal"),
            ("src/attacks/tool_hijacking.py", "literal"),
        ],
    },
    {
        "source": "hijack_agentic_ai",
        "repo": "nmeisenzahl/hijack-agentic-ai",
        "commit": "02d9298e831323a07cc657cfc9c2bc726cba056e",
        "licence": "MIT (LICENSE)",
        "files": [("demos/demo2-mcp-tool-abuse/src/mcp_servers/weather_server.py", "fastmcp")],
    },
    {
        "source": "mcp_guardian",
        "repo": "alexandriashai/mcp-guardian",
        "commit": "012c0610f49995cb15dbf0fb20ece21af6583efc",
        "licence": "MIT (LICENSE)",
        "files": [("examples/poisoned-server/index.js", "zod")],
    },
    {
        "source": "mcp_injection_demo",
        "repo": "johannhartmann/mcp-injection-experiments",
        "commit": "4a8a92d43a388b8d2c6e73d65d2fe28df97c444c",
        "licence": (
            'MIT (pyproject.toml `license = {text = "MIT"}`; the tree has no LICENSE file). '
            "Only src/mcp_demo/experiments/, written in this fork; the fork's root files copied "
            "from invariantlabs-ai/mcp-injection-experiments (no licence) are not used"
        ),
        "files": [
            ("src/mcp_demo/experiments/direct_poisoning.py", "named"),
            ("src/mcp_demo/experiments/tool_shadowing.py", "named"),
            ("src/mcp_demo/experiments/implicit_tool_poisoning.py", "named"),
            ("src/mcp_demo/experiments/sleeper_rug_pull.py", "named"),
        ],
        # a description chosen at run time: the vulnerable and the defended server's texts
        "alternatives": {
            "src/mcp_demo/experiments/direct_poisoning.py": {
                "description": ["POISONED_DESCRIPTION", "CLEAN_DESCRIPTION"]
            },
            "src/mcp_demo/experiments/tool_shadowing.py": {
                "helper_description": ["HELPER_DESCRIPTION"]
            },
            "src/mcp_demo/experiments/implicit_tool_poisoning.py": {},
            "src/mcp_demo/experiments/sleeper_rug_pull.py": {
                "listing.description": ["POISONED_DESCRIPTION", "BENIGN_DESCRIPTION"]
            },
        },
    },
]


STUB_GLOBALS = (
    SHARED_STUB_GLOBALS
    # mcp_injection_demo: a default written as f"mcp-{mode}" is the vulnerable server's
    + 'mode = "vulnerable"\n'
)


ZOD_TOOL = re.compile(
    r'server\.tool\(\s*"(?P<name>\w+)",\s*(?:`(?P<desc>[^`]*)`|(?P<quoted>"(?:[^"\\]|\\.)*")),\s*\{(?P<shape>.*?)\n  \},',
    re.S,
)
ZOD_FIELD = re.compile(
    r"^\s*(\w+): z\.(number|string)\(\)|^\s*(\w+): z\.enum\(\[([^\]]*)\]\)", re.M
)


def zod_tools(text: str) -> list[Found]:
    found = []
    for m in ZOD_TOOL.finditer(text):
        props: dict[str, Any] = {}
        required = []
        for line in m.group("shape").strip().splitlines():
            f = ZOD_FIELD.match(line)
            if not f:
                raise ValueError(f"unhandled zod field: {line!r}")
            if f.group(1):
                key, schema = f.group(1), {"type": f.group(2)}
            else:
                key = f.group(3)
                schema = {"type": "string", "enum": json.loads(f"[{f.group(4)}]")}
            d = re.search(r'\.describe\(("(?:[^"\\]|\\.)*")\)', line)
            if d:
                schema["description"] = json.loads(d.group(1))
            props[key] = schema
            if ".optional()" not in line:
                required.append(key)
        schema_obj = {
            "type": "object",
            "properties": props,
            "required": required,
            "additionalProperties": False,
            "$schema": "http://json-schema.org/draft-07/schema#",
        }
        line_no = text.count("\n", 0, m.start()) + 1
        found.append(
            (
                line_no,
                "server.tool call",
                {
                    "name": m.group("name"),
                    "description": m.group("desc")
                    if m.group("quoted") is None
                    else json.loads(m.group("quoted")),
                    "inputSchema": schema_obj,
                },
            )
        )
    return found


def _module_strings(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "string"`` assignments."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            value = node.value
            if (
                isinstance(target, ast.Name)
                and isinstance(value, ast.Constant)
                and isinstance(value.value, str)
            ):
                out[target.id] = value.value
    return out


def named_tools(text: str, alternatives: dict[str, list[str]]) -> list[Found]:
    """Tools registered as ``@server.tool(name="…", description=EXPR)``: the description is
    EXPR when it is a string literal or names a module-level string constant, or, when EXPR
    is a variable chosen at run time
    (``alternatives`` maps its source text to module-level string constants), one tool per
    constant, each with the same stub signature."""
    tree = ast.parse(text)
    constants = _module_strings(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for dec in node.decorator_list:
            if not (isinstance(dec, ast.Call) and is_tool_decorator(dec)):
                continue
            kw = {k.arg: k.value for k in dec.keywords}
            name = kw["name"].value if isinstance(kw.get("name"), ast.Constant) else node.name
            expr = kw.get("description")
            if isinstance(expr, ast.Constant):
                docs = [("description literal", expr.value)]
            elif isinstance(expr, ast.Name) and expr.id in constants:
                docs = [(f"description={expr.id}", constants[expr.id])]
            elif expr is not None:
                names = alternatives.get(ast.unparse(expr))
                if names is None:
                    raise ValueError(
                        f"line {node.lineno}: no alternatives for {ast.unparse(expr)!r}"
                    )
                docs = [(f"description={n}", constants[n]) for n in names]
            else:
                docs = [("docstring", ast.get_docstring(node, clean=False))]
            for how, doc in docs:
                tool = listed(node, doc, stub_globals=STUB_GLOBALS)
                tool["name"] = name
                found.append((node.lineno, f"decorated function, {how}", tool))
    return found


def _named(place: Place) -> list[tuple[str, int, str, dict[str, Any]]]:
    alternatives = place.source["alternatives"][place.path]
    return [(place.path, *found) for found in named_tools(place.show(), alternatives)]


READERS = {
    "fastmcp": lambda text: fastmcp_tools(text, stub_globals=STUB_GLOBALS),
    "literal": literal_tools,
    "zod": zod_tools,
}


def main(argv: list[str]) -> int:
    return run(
        argv,
        doc=__doc__,
        here=HERE,
        sources=SOURCES,
        readers=READERS,
        place_readers={"named": _named},
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
