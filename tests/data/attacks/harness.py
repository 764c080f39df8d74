"""Helpers to turn a case of paths.jsonl into a real directory tree.

Layout every path case starts from (a fresh temporary directory T per case):

    T/root/docs/readme.md        T/outside/secret.txt
    T/root/docs/sub/deep.txt     T/rootx/leak.txt       (a sibling whose name starts with "root")
    T/root/src/app.py
    T/root/data/report.csv

The root given to the policy is T/root.  A case's "setup" steps run after that, relative to
the root.  In "value" (strings, and object keys of non-string values) and in symlink or
hardlink targets, "{ROOT}" stands for the absolute root path and "{PARENT}" for T.

Pure standard library; no tooldeck import (the data must not depend on the code it measures).
"""

from __future__ import annotations

import os
from typing import Any

BASE_FILES = {
    "root/docs/readme.md": "readme\n",
    "root/docs/sub/deep.txt": "deep\n",
    "root/src/app.py": "print('app')\n",
    "root/data/report.csv": "a,b\n1,2\n",
    "outside/secret.txt": "SECRET\n",
    "rootx/leak.txt": "LEAK\n",
}


def substitute(value: Any, root: str, parent: str) -> Any:
    """Replace {ROOT}/{PARENT} in every string and object key of value."""
    if isinstance(value, str):
        return value.replace("{ROOT}", root).replace("{PARENT}", parent)
    if isinstance(value, list):
        return [substitute(v, root, parent) for v in value]
    if isinstance(value, dict):
        return {substitute(k, root, parent): substitute(v, root, parent) for k, v in value.items()}
    return value


def make_layout(tmp: str, case: dict) -> tuple[str, str]:
    """Build the base layout and the case's setup under tmp; return (root, cwd)."""
    tmp = os.path.abspath(tmp)
    for rel, text in BASE_FILES.items():
        p = os.path.join(tmp, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8") as f:
            f.write(text)
    root = os.path.join(tmp, "root")
    for step in case.get("setup") or []:
        apply_step(step, root, tmp)
    cwd = root if case.get("cwd", "root") == "root" else tmp
    return root, cwd


def apply_step(step: dict, root: str, parent: str) -> None:
    if "mkdir" in step:
        os.makedirs(os.path.join(root, step["mkdir"]), exist_ok=True)
    elif "file" in step:
        p = os.path.join(root, step["file"])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8") as f:
            f.write(step.get("content", "x\n"))
    elif "symlink" in step:
        p = os.path.join(root, step["symlink"])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        os.symlink(substitute(step["target"], root, parent), p)
    elif "hardlink" in step:
        p = os.path.join(root, step["hardlink"])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        target = substitute(step["target"], root, parent)
        os.link(target if os.path.isabs(target) else os.path.join(root, target), p)
    elif "remove" in step:  # only in a case's "race" steps (toctou_race)
        p = os.path.join(root, step["remove"])
        if os.path.isdir(p) and not os.path.islink(p):
            import shutil

            shutil.rmtree(p)
        else:
            os.unlink(p)
    else:
        raise ValueError(f"unknown setup step {step!r}")


def path_strings(value: Any) -> list[str]:
    """Every string a handler may open: the value itself, or, for an untyped
    (object/array) parameter, every string and object key at any depth."""
    if isinstance(value, str):
        return [value]
    out: list[str] = []
    if isinstance(value, list):
        for v in value:
            out += path_strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.append(k)
            out += path_strings(v)
    return out


def location(path: str, root: str) -> str:
    """Where the operating system would open `path` when the handler joins it to the
    root (absolute paths replace the root): "inside" or "outside".  This is the ground
    truth of cases whose basis is "location"; it says nothing about cases refused by
    form (encodings, look-alikes, ...)."""
    full = path if os.path.isabs(path) else os.path.join(root, path)
    try:
        real = os.path.realpath(full)
    except OSError:  # e.g. /proc/1/root without permission: judge the text
        real = os.path.normpath(full)
    real_root = os.path.realpath(root)
    return "inside" if real == real_root or real.startswith(real_root + os.sep) else "outside"
