"""Shared set-up of the tests of the tool-poisoning sets (benchmarks/data/poisoning2, ...):
copies of a set to break, its labels and tools, its own scripts run on a folder, and the
readers the structural checks share (every string of a tool, the payload a pointer reaches,
a hidden payload decoded)."""

from __future__ import annotations

import base64
import codecs
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = ROOT / "benchmarks" / "data"
DATA = ("poisoned.json", "benign.json", "labels.jsonl")


def copy_set(src: Path, tmp_path: Path) -> Path:
    """A copy of the set folder `src` under tmp_path, next to a copy of poisoning_common.py
    (which the set's scripts find in their parent folder)."""
    folder = tmp_path / src.name
    folder.mkdir()
    for name in ("check_set.py", "build.py", "captured_tools.json", *DATA):
        shutil.copy(src / name, folder / name)
    shutil.copy(DATA_DIR / "poisoning_common.py", tmp_path / "poisoning_common.py")
    return folder


def labels_of(folder: Path) -> list[dict]:
    text = (folder / "labels.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def write_labels(folder: Path, labels: list[dict]) -> None:
    text = "".join(json.dumps(lab, ensure_ascii=False) + "\n" for lab in labels)
    (folder / "labels.jsonl").write_text(text, encoding="utf-8")


def tools_file(folder: Path, name: str) -> dict:
    """The MCP document poisoned.json or benign.json of the folder."""
    doc: dict = json.loads((folder / name).read_text(encoding="utf-8"))
    return doc


def write_tools_file(folder: Path, name: str, doc: dict) -> None:
    (folder / name).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


def tools_of(folder: Path, name: str) -> list[dict]:
    """The tools of the folder's poisoned.json or benign.json."""
    tools: list[dict] = tools_file(folder, name)["tools"]
    return tools


def strings(node: object) -> list[str]:
    """Every string in a JSON value, keys and values, depth first."""
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for k, v in node.items() for s in (k, *strings(v))]
    if isinstance(node, list):
        return [s for v in node for s in strings(v)]
    return []


def tools_matching(tools: list[dict], pattern: str) -> int:
    """How many of `tools` have a string (key or value) that the regex `pattern` matches."""
    rx = re.compile(pattern)
    return sum(any(rx.search(s) for s in strings(t)) for t in tools)


def payload_at(tool: dict, pointer: str) -> str:
    """The string a label's RFC 6901 `field` reaches in `tool` (no ~ escapes in the sets);
    for a pointer to a parameter (a payload in a parameter name) the name itself."""
    cur: object = tool
    for tok in pointer[1:].split("/"):
        cur = cur[int(tok)] if isinstance(cur, list) else cur[tok]  # type: ignore[index]
    if isinstance(cur, dict):  # a payload in a parameter name: the name is the payload
        return pointer.split("/")[-1]
    assert isinstance(cur, str)
    return cur


def decoded(payload: str, technique: str) -> str:
    """The readable text of a hidden payload, undoing the one technique used (the encodings
    of poisoning_common.py: tags, zw_encode / zw_join, vs_encode, b64, rot13; a right-to-left
    override run stored reversed; ANSI escapes removed). Other techniques hide nothing to
    undo: the payload as it is."""
    if technique == "unicode_tags":
        return "".join(chr(ord(c) - 0xE0000) for c in payload if 0xE0000 <= ord(c) <= 0xE007F)
    if technique == "zero_width":
        bits = "".join("1" if c == "\u200c" else "0" for c in payload if c in "\u200b\u200c")
        if len(bits) >= 64 and len(bits) % 8 == 0:  # UTF-8 bits, U+200C one and U+200B zero
            return bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8)).decode()
        return re.sub("[\u200b\u200c\u200d\u2060]", "", payload)  # joiners between letters
    if technique == "bidi_override":
        inside = re.search("\u202e(.*?)\u202c", payload, re.S)
        assert inside
        return inside.group(1)[::-1]
    if technique == "variation_selectors":
        data = bytearray()
        for c in payload:
            if 0xFE00 <= ord(c) <= 0xFE0F:
                data.append(ord(c) - 0xFE00)
            elif 0xE0100 <= ord(c) <= 0xE01EF:
                data.append(ord(c) - 0xE0100 + 16)
        return data.decode("utf-8")
    if technique.startswith("ansi_"):
        return re.sub("\x1b\\[[0-9;]*[A-Za-z]", "", payload)
    if technique == "base64":
        blob = re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", payload)[-1]
        return base64.b64decode(blob).decode("utf-8")
    if technique == "rot13":
        return codecs.encode(payload.rsplit(":", 1)[-1], "rot13")
    return payload


def captured_packages(folder: Path) -> set[str]:
    """Package names (no registry, no version) in the folder's captured_tools.json; none
    when the folder has no such file."""
    path = folder / "captured_tools.json"
    if not path.exists():
        return set()
    doc = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(doc, list):  # the first set: one record per tool
        return {rec["package"] for rec in doc}
    return {key.split(":", 1)[1].rsplit("@", 1)[0] for key in doc["servers"]}


def check(folder: Path) -> subprocess.CompletedProcess[str]:
    """The folder's check_set.py --no-load, in a new interpreter."""
    return subprocess.run(
        [sys.executable, str(folder / "check_set.py"), "--no-load"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def run_checker_in_process(folder: Path) -> int:
    """The folder's check_set.main(["--in-process"]): `tooldeck show` / `convert` run in this
    process (the CLI app through typer's runner), saving two interpreter start-ups per file."""
    spec = importlib.util.spec_from_file_location(
        f"{folder.name}_check_set", folder / "check_set.py"
    )
    assert spec and spec.loader
    check_set = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_set)
    rc: int = check_set.main(["--in-process"])
    return rc


def assert_build_regenerates(copy: Path, committed: Path) -> None:
    """build.py run in `copy` (its data files deleted first) writes the committed files byte
    for byte."""
    for name in DATA:
        (copy / name).unlink()
    r = subprocess.run([sys.executable, str(copy / "build.py")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    for name in DATA:
        assert (copy / name).read_bytes() == (committed / name).read_bytes(), name
