"""The extraction machinery the external tool-poisoning sets share (benchmarks/data/poisoning_ext,
poisoning_ext2, poisoning_ext3, poisoning_ext4, poisoning_ext5): each set's ``extract.py``
holds its SOURCES table (repository, pinned commit, licence, and each file with the kind of
reader that reads it) and the readers only it needs, and calls `run`, which writes the set's
``extracted.json``. ``build.py`` and ``check_set.py`` use ../external_poisoning.py instead.

What is here, used by more than one set (nothing is reworded by any of it):

- `git_show`: a file's text at a pinned commit, read with ``git show COMMIT:PATH`` from a
  mirror folder holding one git directory per source, ``<owner>+<name>/repo`` (the layout of
  the session's snapshot store, ``/work/.mirror``), so the output depends on no work tree.
- `listed`: the tool the MCP Python SDK lists for a stub of a decorated function: the same
  name, parameters, annotations, defaults and docstring (body ``...``, decorators dropped),
  registered on the SDK's server class (``mcp.server.mcpserver.MCPServer``, SDK 2.3.0), whose
  ``list_tools`` gives the tool: description the raw docstring (indentation kept, as the SDK
  sends it), ``inputSchema`` the SDK's pydantic schema of the parameters (a ``Context``
  parameter left out, as a running server would). The SDK's ``outputSchema`` is dropped: the
  sources were written for SDK 1.x releases whose tools/list carried none. No source's code
  runs: the stub holds a signature and a docstring only.
- `fastmcp_tools`: each function under ``@<server>.tool()`` through `listed`, and a rug pull
  (a body assigning ``name.__doc__ = EXPR``) as a second tool with that docstring; EXPR may be
  a string constant or ``+`` of string constants and local names bound to the tool's own
  ``__doc__``; any other EXPR is reported on stderr and not extracted.
- `literal_tools`: each dict literal with ``name``, ``description`` and ``inputSchema`` keys,
  read with ``ast.literal_eval`` and kept as written; one built at run time (an f-string, a
  variable inside) is reported on stderr and not extracted.
- `run`: reads every file of SOURCES with its reader, in order, and writes ``extracted.json``
  (``{"records": [...]}``, one record per tool: source, repo, commit, licence, path, line,
  how, tool), the same bytes on every run.

A reader returns ``(line, how, tool)`` tuples: the 1-based line of the definition in the file,
how the tool object was made (copied into each label's ``origin``) and the tool object.
"""

from __future__ import annotations

import ast
import asyncio
import json
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Found = tuple[int, str, dict[str, Any]]
"""What a reader returns for each tool: (line, how, tool)."""

STUB_GLOBALS = (
    "from typing import Annotated, Any, Dict, List, Literal, Optional, Union\n"
    "from pydantic import Field\n"
    "from mcp.server.mcpserver import Context, MCPServer\n"
)
"""The names a stub's annotations and defaults may use (run before each stub is compiled)."""


def git_show(mirror: Path, repo: str, commit: str, path: str) -> str:
    """The text of ``path`` at ``commit`` in ``mirror/<owner>+<name>/repo``; raises
    subprocess.CalledProcessError when git cannot show it (mirror, commit or path missing)."""
    git_dir = mirror / repo.replace("/", "+") / "repo"
    out = subprocess.run(
        ["git", "-C", str(git_dir), "show", f"{commit}:{path}"],
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout


def is_tool_decorator(node: ast.expr) -> bool:
    """Whether a decorator is ``@<anything>.tool`` or ``@<anything>.tool(...)``."""
    call = node.func if isinstance(node, ast.Call) else node
    return isinstance(call, ast.Attribute) and call.attr == "tool"


def listed(
    fn: ast.FunctionDef | ast.AsyncFunctionDef,
    doc: str | None,
    name: str | None = None,
    description: str | None = None,
    *,
    stub_globals: str = STUB_GLOBALS,
) -> dict[str, Any]:
    """The tool (``name``, ``description``, ``inputSchema``) the MCP SDK lists for a stub of
    `fn` with docstring `doc` (or the given name and description, as ``@server.tool(name=...,
    description=...)`` passes them); `stub_globals` is run first for the names the signature
    uses. Raises what the SDK raises for a signature it cannot list."""
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
    exec(stub_globals, namespace)  # the typing names the annotations use
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


def _doc_expr(node: ast.expr, doc: str, bound: set[str]) -> str | None:
    """The string a rug pull's ``fn.__doc__ = EXPR`` assigns: string constants, ``+``, and
    names bound in the body to an expression reading ``fn.__doc__`` (the original docstring);
    None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id in bound:
        return doc
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = _doc_expr(node.left, doc, bound)
        right = _doc_expr(node.right, doc, bound)
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


def fastmcp_tools(text: str, *, stub_globals: str = STUB_GLOBALS) -> list[Found]:
    """(line, how, tool) for each decorated tool function of a Python file, and its
    rug-pulled docstrings (module doc); a rug pull whose new docstring cannot be read from the
    syntax tree is reported on stderr and not extracted."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if not any(is_tool_decorator(d) for d in node.decorator_list):
            continue
        doc = ast.get_docstring(node, clean=False)
        found.append(
            (node.lineno, "decorated function", listed(node, doc, stub_globals=stub_globals))
        )
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
                new = _doc_expr(sub.value, doc or "", bound)
                if new is None:
                    print(f"  not extracted: rug pull at line {sub.lineno}", file=sys.stderr)
                    continue
                tool = listed(node, new, stub_globals=stub_globals)
                found.append((sub.lineno, "__doc__ assigned in the body", tool))
    return found


def literal_tools(text: str) -> list[Found]:
    """(line, how, tool) for each dict literal of a Python file with ``name``,
    ``description`` and ``inputSchema`` keys, as written (module doc)."""
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


@dataclass
class Place:
    """One entry of a source's ``files`` as a place reader gets it: ``path`` as written in
    SOURCES (a set may write a tuple there), ``records`` the records extracted before it."""

    mirror: Path
    source: dict[str, Any]
    path: Any
    records: list[dict[str, Any]]

    def show(self, path: str | None = None) -> str:
        """The text of `path` (default: this entry's path) at the source's pinned commit."""
        return git_show(self.mirror, self.source["repo"], self.source["commit"], path or self.path)


Reader = Callable[[str], list[Found]]
PlaceReader = Callable[[Place], list[tuple[str, int, str, dict[str, Any]]]]
"""A reader that needs more than the file's text; returns (record path, line, how, tool)."""


def run(
    argv: list[str],
    *,
    doc: str | None,
    here: Path,
    sources: list[dict[str, Any]],
    readers: Mapping[str, Reader],
    place_readers: Mapping[str, PlaceReader] | None = None,
) -> int:
    """An extract.py's main: ``argv`` is ``[MIRROR_DIR]`` (else `doc` is printed and 2
    returned). Each ``(path, kind)`` of each source's ``files``, in order, is read by
    ``readers[kind]`` (given the file's text at the pinned commit) or ``place_readers[kind]``
    (given a `Place`); the records are written to ``here/extracted.json``. Returns 0."""
    if len(argv) != 1:
        print(doc)
        return 2
    mirror = Path(argv[0])
    records: list[dict[str, Any]] = []
    for src in sources:
        common = {k: src[k] for k in ("source", "repo", "commit", "licence")}
        for path, kind in src["files"]:
            if place_readers and kind in place_readers:
                got = place_readers[kind](Place(mirror, src, path, records))
            else:
                text = git_show(mirror, src["repo"], src["commit"], path)
                got = [(path, line, how, tool) for line, how, tool in readers[kind](text)]
            for rec_path, line, how, tool in got:
                records.append(common | {"path": rec_path, "line": line, "how": how, "tool": tool})
    out = here / "extracted.json"
    out.write_text(
        json.dumps({"records": records}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(records)} tools from {len(sources)} sources -> {out}")
    return 0
