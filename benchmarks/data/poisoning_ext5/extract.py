"""Extract the MCP tool definitions of the fifth set's external sources into extracted.json.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext5/extract.py MIRROR_DIR

MIRROR_DIR holds one git directory per source, ``<owner>+<name>/repo`` (the layout of the
session's snapshot store, ``/work/.mirror``); each file is read with ``git show
COMMIT:PATH`` at the commit pinned in SOURCES, so the output does not depend on a work tree.
No source's server is run and none is copied here: only the tool definitions are kept.
``git_show`` and the loop writing extracted.json are ../external_extract.py's (shared by the
five external sets); the three readers are this set's own.

Three readers (nothing is reworded):

- ``js_tools``: a JavaScript test server (mcp-lock's ``tests/servers/*.mjs``) that
answers ``tools/list`` with a literal array ``const TOOLS = [ ... ];``. The text of that
array literal alone (from ``[`` to the ``];`` that closes it) is evaluated by Node.js
(``node -e``, nothing else of the file runs; needs ``node`` on PATH) and printed as JSON; each
element is the tool object as the server sends it (``name``, ``description``,
``inputSchema``), nothing reworded or dropped. ``line`` is the 1-based line of the element's
``name:`` key. JavaScript comments in the literal are not part of any value.
- ``py_tool_lists``: a Python module (medusa's ``tests/conftest.py``) holding module-level
  lists of MCP tool dicts (``_VULNERABLE_TOOLS = [{...}, ...]``), the tools its pytest
  fixtures hand to the scanner as a server's ``tools/list``; the lists read are the names
  ending in ``_TOOLS``. Each element is read with ``ast.literal_eval`` (nothing runs); an
  element that is not a literal (``"A" * 2500``) is reported on stderr and not extracted.
  ``line`` is the line of the element's ``"name"`` key.
- ``py_test_tools``: a pytest module (medusa's ``tests/unit/test_checks/test_tool_poisoning.py``)
  whose test methods build a server snapshot from inline tool dicts and assert the scanner's
  verdict on it. Every dict literal inside a method of a ``Test*`` class that has string
  ``"name"`` and ``"description"`` keys is a tool; it is read with ``ast.literal_eval`` (an
  expression such as ``"A" * 2500`` or a name bound elsewhere is reported on stderr and not
  extracted). ``how`` names the class and method (build.py labels by what the test asserts);
  ``line`` is the line of the dict's ``"name"`` key. A tool dict may lack ``inputSchema``
  (the snapshots do not require one); it is kept as written.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from external_extract import Found, run  # noqa: E402

SOURCES: list[dict[str, Any]] = [
    {
        "source": "medusa",
        "repo": "joshmaster2165/medusa",
        # the last commit whose tests/conftest.py holds the tool fixtures (the next,
        # 7ef8a1b6, removes them); LICENSE (Apache-2.0) was added at a64f1e9b, before it
        "commit": "480d7d4a1af74f2a7960e9f18a1f6a822dae0b0c",
        "licence": "Apache-2.0 (LICENSE)",
        "files": [
            ("tests/conftest.py", "py_tool_lists"),
            ("tests/unit/test_checks/test_tool_poisoning.py", "py_test_tools"),
        ],
    },
    {
        "source": "mcp_lock_ace",
        "repo": "ace26597/mcp-lock",
        "commit": "0415c8022d38621744bbe2c6d25066ecefbf3fda",
        "licence": "Apache-2.0 (LICENSE)",
        "files": [
            ("tests/servers/poisoned-server.mjs", "js_tools"),
            ("tests/servers/safe-server.mjs", "js_tools"),
            ("tests/servers/drifted-server.mjs", "js_tools"),
        ],
    },
]


_START = re.compile(r"^const TOOLS = \[", re.M)
_END = re.compile(r"^\];", re.M)
_NAME = re.compile(r"^    name: ", re.M)


def js_tools(text: str) -> list[Found]:
    """(line of the ``name:`` key, how, tool) for each element of ``const TOOLS = [...]``."""
    start = _START.search(text)
    if start is None:
        raise SystemExit("extract.py: no `const TOOLS = [` in the file")
    end = _END.search(text, start.end())
    if end is None:
        raise SystemExit("extract.py: no `];` closing `const TOOLS = [`")
    literal = text[start.end() - 1 : end.start() + 1]
    out = subprocess.run(
        ["node", "-e", "process.stdout.write(JSON.stringify(" + literal + "))"],
        capture_output=True,
        text=True,
        check=True,
    )
    tools = json.loads(out.stdout)
    lines = [text.count("\n", 0, m.start()) + 1 for m in _NAME.finditer(text, start.end())]
    lines = [n for n in lines if n <= text.count("\n", 0, end.start()) + 1]
    if len(lines) != len(tools):
        raise SystemExit(f"extract.py: {len(tools)} tools but {len(lines)} `name:` lines")
    return [(n, "TOOLS array element (tools/list)", t) for n, t in zip(lines, tools, strict=True)]


def py_tool_lists(text: str) -> list[Found]:
    """(line of the ``"name"`` key, how, tool) for each dict of a module-level ``*_TOOLS`` list."""
    out: list[Found] = []
    for node in ast.parse(text).body:
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
        value = getattr(node, "value", None)
        if not (isinstance(target, ast.Name) and target.id.endswith("_TOOLS")):
            continue
        if not isinstance(value, ast.List):
            continue
        for elt in value.elts:
            if not isinstance(elt, ast.Dict):
                continue
            name_key = next(
                k for k in elt.keys if isinstance(k, ast.Constant) and k.value == "name"
            )
            try:
                tool = ast.literal_eval(elt)
            except ValueError:
                print(
                    f"extract.py: {target.id} element at line {name_key.lineno} is not a "
                    "literal; not extracted",
                    file=sys.stderr,
                )
                continue
            out.append((name_key.lineno, f"element of {target.id} (pytest fixture data)", tool))
    return out


def _str_key(node: ast.Dict, name: str) -> ast.Constant | None:
    for k, v in zip(node.keys, node.values, strict=True):
        if isinstance(k, ast.Constant) and k.value == name:
            return k if not isinstance(v, ast.Dict) else None
    return None


def py_test_tools(text: str) -> list[Found]:
    """(line of the ``"name"`` key, how, tool) for each tool dict inside a ``Test*`` method."""
    out: list[Found] = []
    for cls in ast.parse(text).body:
        if not (isinstance(cls, ast.ClassDef) and cls.name.startswith("Test")):
            continue
        for fn in cls.body:
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            dicts = [n for n in ast.walk(fn) if isinstance(n, ast.Dict)]
            for node in sorted(dicts, key=lambda n: (n.lineno, n.col_offset)):
                name_key = _str_key(node, "name")
                if name_key is None or _str_key(node, "description") is None:
                    continue
                where = f"{cls.name}.{fn.name}"
                try:
                    tool = ast.literal_eval(node)
                except ValueError:
                    print(
                        f"extract.py: tool dict at line {name_key.lineno} ({where}) is not a "
                        "literal; not extracted",
                        file=sys.stderr,
                    )
                    continue
                if not isinstance(tool.get("name"), str):
                    continue
                out.append((name_key.lineno, f"tool dict in {where} (a test's snapshot)", tool))
    return out


READERS = {"js_tools": js_tools, "py_tool_lists": py_tool_lists, "py_test_tools": py_test_tools}


def main(argv: list[str]) -> int:
    return run(argv, doc=__doc__, here=HERE, sources=SOURCES, readers=READERS)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
