"""Docs that run: the fenced ```python blocks of README.md and docs/**/*.md.

:func:`blocks` finds them with their line numbers. A block is skipped only when the line
before its fence is ``<!-- not run: REASON -->`` (a real provider, a model download …);
the reason is kept. ``python tests/docs_examples.py FILE`` runs the other blocks of one
file in order, in one namespace (a later block may use what an earlier one defined),
from a scratch folder where ``examples``, ``benchmarks`` and ``tests`` link to the
repository's, so examples read the shipped decks and write nothing into the checkout.
Top-level ``await`` runs under :func:`asyncio.run`. Exit 0 when every block ran; else
the failing block's place and traceback on stderr, exit 1. :func:`commands` lists the
``tooldeck …`` command lines of the shell blocks, which the tests parse.
"""

from __future__ import annotations

import ast
import asyncio
import inspect
import os
import re
import sys
import tempfile
import traceback
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_FENCE = re.compile(r"^```python\n(.*?)^```", re.S | re.M)
_SKIP = re.compile(r"<!-- not run: (.+?) -->\s*$")


@dataclass(frozen=True)
class Block:
    path: Path
    line: int  # of the opening fence, 1-based
    code: str
    skip: str | None  # the reason, when marked


def doc_files() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def blocks(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    found = []
    for match in _FENCE.finditer(text):
        before = text[: match.start()].rstrip("\n").rsplit("\n", 1)[-1]
        skip = _SKIP.search(before)
        line = text.count("\n", 0, match.start()) + 1
        found.append(Block(path, line, match.group(1), skip.group(1) if skip else None))
    return found


_SHELL = re.compile(r"^```(?:|bash|sh|console|shell)\n(.*?)^```", re.S | re.M)
_SYNOPSIS = re.compile(r"\[|\||…|\b[A-Z][A-Z_]{2,}\b")  # [--opt N], a|b, DECK, FILE: a synopsis


def commands(path: Path) -> list[tuple[int, str]]:
    """The concrete ``tooldeck …`` command lines of ``path``'s shell blocks (``$ `` prompts
    and ``\\`` continuations joined, ``# comments`` dropped), with their line numbers;
    synopsis lines (``[options]``, ``a|b``, ``DECK``) are left out."""
    text = path.read_text(encoding="utf-8")
    found = []
    for match in _SHELL.finditer(text):
        first = text.count("\n", 0, match.start()) + 2
        lines = match.group(1).split("\n")
        index = 0
        while index < len(lines):
            line, start = lines[index].strip().removeprefix("$ "), index
            while line.endswith("\\") and index + 1 < len(lines):
                index += 1
                line = line[:-1] + " " + lines[index].strip()
            index += 1
            command = re.sub(r"\s+#.*$", "", line).strip()
            if command.startswith("tooldeck ") and not _SYNOPSIS.search(command):
                found.append((first + start, command))
    return found


def run_file(path: Path) -> int:
    namespace: dict[str, object] = {"__name__": "__docs__"}
    with tempfile.TemporaryDirectory(prefix="tooldeck-docs-") as scratch:
        for name in ("examples", "benchmarks", "tests"):
            os.symlink(ROOT / name, Path(scratch) / name)
        os.chdir(scratch)
        for block in blocks(path):
            if block.skip:
                continue
            where = f"{path.relative_to(ROOT)}:{block.line}"
            try:
                code = compile(block.code, where, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
                if code.co_flags & inspect.CO_COROUTINE:
                    asyncio.run(eval(code, namespace))
                else:
                    exec(code, namespace)
            except BaseException:
                print(f"the example at {where} failed:", file=sys.stderr)
                traceback.print_exc()
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(run_file(Path(sys.argv[1]).resolve()))
