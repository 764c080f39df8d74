"""Check the third tool-poisoning set (benchmarks/data/poisoning3) and print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning3/check_set.py [--no-load | --in-process]

Checks, each reported by tool and field when it fails (exit 1, every problem listed):

- both files are MCP `{"tools": [...]}`, every tool has a name and an inputSchema, names are
  unique across the two files;
- labels.jsonl has exactly one label per tool, with the required keys, `poisoned` agreeing with
  the file, a `field` on (and only on) poisoned labels;
- each `field` is an RFC 6901 pointer inside the tool that reaches a string, or a property of
  `properties` (a payload in a parameter name);
- the split is the one build.py documents (within a class: non-English first, then SHA-256 of
  the name, alternately dev/holdout; classes in sorted order take turns starting with dev and
  with holdout), so nobody moves a tool between splits by hand;
- a `technique` is really there: tag characters, zero-width characters, bidi controls, variation
  selectors, ESC, 50+ whitespace characters, an HTML/markdown comment, or a base64/rot13 text;
- every URL host and email domain in a poisoned tool is under `.example` (RFC 2606), so nothing
  in the set points at a real service;
- at least 70 tools per file, at least 15 captured benign tools, at least 20 % non-English
  poisoned tools; no captured tool from the reserved filesystem, git, memory or Playwright
  servers;
- without --no-load: `python -m tooldeck show FILE` exits 0 for both files and
  `python -m tooldeck convert FILE --to mcp` keeps every string of every tool (the payloads
  survive loading; tooldeck may move a string, e.g. `annotations.title` to `title`).
  --in-process runs the same two CLI commands through typer's test runner in this
  interpreter instead of new processes (faster; `tooldeck` must be importable).

Prints tables per class x split, per language, per payload location and per origin.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
FILES = {"poisoned.json": True, "benign.json": False}
REQUIRED = {"tool", "file", "poisoned", "class", "split", "source", "lang", "origin"}
OPTIONAL = {"field", "technique", "note"}
MIN_TOOLS = 70
MIN_CAPTURED = 15
MIN_NON_ENGLISH = 0.20
# the tool fields whose strings must survive `tooldeck convert`: what a client shows the model.
# Protocol-only fields such as the 2025-11 `execution` object carry no text for the model.
MODEL_READS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
RESERVED_SERVERS = ("server-filesystem", "mcp-server-git@", "server-memory", "playwright")

TECHNIQUE_PATTERNS = {
    "unicode_tags": re.compile("[\U000e0000-\U000e007f]"),
    "zero_width": re.compile("[\u200b\u200c\u200d\u2060]"),
    "bidi_override": re.compile("[\u202a-\u202e]"),
    "bidi_isolate": re.compile("[\u2066-\u2069]"),
    "variation_selectors": re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]"),
    "ansi_conceal": re.compile("\x1b\\[[0-9;]*m"),
    "ansi_color": re.compile("\x1b\\[[0-9;]*m"),
    "ansi_erase": re.compile("\x1b\\[[0-9;]*[AK]"),
    "whitespace_padding": re.compile(r"\s{50,}"),
    "html_comment": re.compile(r"<!--.*?-->", re.S),
    "html_details": re.compile(r"<details>.*?</details>", re.S),
    "markdown_comment": re.compile(r"^\[//\]: # \(", re.M),
}
URL_HOST = re.compile(r"https?://([^/\s?#)\"']+)")
EMAIL_DOMAIN = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")


def resolve(doc: Any, pointer: str) -> tuple[Any, Any]:
    """RFC 6901: return (parent, value) of `pointer` in `doc`; KeyError naming the bad token."""
    if not pointer.startswith("/"):
        raise KeyError(f"{pointer!r} does not start with '/'")
    parent, cur = None, doc
    for raw in pointer[1:].split("/"):
        tok = raw.replace("~1", "/").replace("~0", "~")
        parent = cur
        if isinstance(cur, dict) and tok in cur:
            cur = cur[tok]
        elif isinstance(cur, list) and tok.isdigit() and int(tok) < len(cur):
            cur = cur[int(tok)]
        else:
            raise KeyError(f"token {tok!r} of {pointer!r} not found")
    return parent, cur


def strings(node: Any) -> list[str]:
    """Every string in a JSON value: keys and values, depth first."""
    out: list[str] = []
    if isinstance(node, str):
        out.append(node)
    elif isinstance(node, dict):
        for k, v in node.items():
            out.append(k)
            out.extend(strings(v))
    elif isinstance(node, list):
        for v in node:
            out.extend(strings(v))
    return out


def has_encoded_text(text: str, technique: str) -> bool:
    if technique == "rot13":
        return bool(re.search(r"rot13", text, re.I))
    for blob in re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", text):
        try:
            decoded = base64.b64decode(blob, validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            continue
        if len(decoded.split()) >= 4:
            return True
    return False


def location(pointer: str) -> str:
    parts = pointer.split("/")
    if len(parts) >= 3 and parts[-2] == "properties" and not pointer.endswith("description"):
        return "parameter name"
    if "$defs" in parts:
        return "$defs"
    if parts[1] == "outputSchema":
        return "outputSchema"
    if "enum" in parts:
        return "enum value"
    if parts[-1] == "default" or "default" in parts:
        return "default"
    if "examples" in parts:
        return "examples"
    if parts[-1] == "title":
        return "title" if len(parts) == 2 else f"title ({parts[1]})"
    if parts[1] == "inputSchema":
        return "parameter description"
    return "/".join(parts[1:])


def expected_splits(labels: list[dict]) -> dict[tuple[str, str], str]:
    """The dev/holdout split, stratified by class and by language, from SHA-256 of names.

    Per file, non-English tools are placed first, ordered by (language, class, SHA-256 hex
    digest of the name); each goes to the split with fewer tools of its language so far, then
    (on a tie) fewer non-English tools, then fewer of its class, then fewer in the file. English tools follow, ordered by
    (class, digest); each goes to the split with fewer tools of its class, then fewer tools in
    the file, then fewer English tools. A remaining tie goes to dev when the digest's first hex
    digit is even. check_set.py reports any class or language that ends more than one tool
    away from 50/50.
    """
    out: dict[tuple[str, str], str] = {}
    for fname in sorted({lab["file"] for lab in labels}):
        rows = []
        for lab in labels:
            if lab["file"] == fname:
                digest = hashlib.sha256(lab["tool"].encode()).hexdigest()
                english = lab["lang"] == "en"
                order = (
                    (english, "", lab["class"]) if english else (english, lab["lang"], lab["class"])
                )
                rows.append((order, digest, lab))
        rows.sort(key=lambda r: (r[0], r[1]))
        count: Counter[tuple[str, str, str]] = Counter()
        for (english, _l, _c), digest, lab in rows:
            cls, lang = ("class", lab["class"]), ("lang", lab["lang"])
            whole = ("file", "")
            order = (cls, whole, lang) if english else (lang, ("non-en", ""), cls, whole)
            dev = tuple(count[(*key, "dev")] for key in order)
            hold = tuple(count[(*key, "holdout")] for key in order)
            if dev != hold:
                split = "dev" if dev < hold else "holdout"
            else:
                split = "dev" if int(digest[0], 16) % 2 == 0 else "holdout"
            for key in order:
                count[(*key, split)] += 1
            out[(fname, lab["tool"])] = split
    return out


def run_tooldeck(args: list[str], in_process: bool) -> tuple[int, str]:
    """Exit code and stderr of `python -m tooldeck ARGS`, this checkout's src first.

    in_process runs the same CLI app through typer's test runner in this interpreter, which
    saves the tooldeck start-up per call (used by the test suite).
    """
    if in_process:
        from typer.testing import CliRunner

        from tooldeck.cli import app

        result = CliRunner().invoke(app, args)
        return result.exit_code, result.output[-400:]
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    r = subprocess.run(
        [sys.executable, "-m", "tooldeck", *args], capture_output=True, text=True, env=env, cwd=ROOT
    )
    return r.returncode, r.stderr[-400:]


def load_checks(problems: list[str], in_process: bool = False) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for fname in FILES:
            path = HERE / fname
            rc, err = run_tooldeck(["show", str(path)], in_process)
            if rc != 0:
                problems.append(f"tooldeck show {fname}: exit {rc}: {err}")
                continue
            out = Path(tmp) / fname
            rc, err = run_tooldeck(
                ["convert", str(path), "--to", "mcp", "-o", str(out)], in_process
            )
            if rc != 0:
                problems.append(f"tooldeck convert {fname}: exit {rc}: {err}")
                continue
            before = json.loads(path.read_text(encoding="utf-8"))["tools"]
            after = {t["name"]: t for t in json.loads(out.read_text(encoding="utf-8"))["tools"]}
            for t in before:
                other = sorted(set(t) - MODEL_READS)
                if other:
                    print(
                        f"  note: {fname}: {t['name']}: keys {other} not checked in the round trip"
                    )
                lost = Counter(strings({k: v for k, v in t.items() if k in MODEL_READS}))
                lost -= Counter(strings(after.get(t["name"], {})))
                if lost:
                    problems.append(
                        f"{fname}: {t['name']}: strings lost in a tooldeck round "
                        f"trip: {sorted(lost)[:3]!r}"
                    )
            print(f"tooldeck: {fname} loads ({len(before)} tools), every string survives convert")


def main(argv: list[str]) -> int:
    problems: list[str] = []
    tools: dict[tuple[str, str], dict] = {}
    names: Counter[str] = Counter()
    for fname in FILES:
        doc = json.loads((HERE / fname).read_text(encoding="utf-8"))
        if set(doc) != {"tools"} or not isinstance(doc["tools"], list):
            problems.append(f'{fname}: top level must be exactly {{"tools": [...]}}')
            continue
        if len(doc["tools"]) < MIN_TOOLS:
            problems.append(f"{fname}: {len(doc['tools'])} tools, at least {MIN_TOOLS} wanted")
        for t in doc["tools"]:
            if not isinstance(t.get("name"), str) or not isinstance(t.get("inputSchema"), dict):
                problems.append(f"{fname}: a tool without a name or inputSchema: {str(t)[:80]}")
                continue
            tools[(fname, t["name"])] = t
            names[t["name"]] += 1
    problems += [f"tool name {n!r} used {c} times" for n, c in names.items() if c > 1]

    labels: list[dict] = []
    text = (HERE / "labels.jsonl").read_text(encoding="utf-8")
    for i, line in enumerate(text.splitlines(), 1):
        if line.strip():
            lab = json.loads(line)
            lab["_line"] = i
            labels.append(lab)

    seen: set[tuple[str, str]] = set()
    for lab in labels:
        where = f"labels.jsonl:{lab['_line']} {lab.get('tool')!r}"
        keys = set(lab) - {"_line"}
        if REQUIRED - keys or keys - REQUIRED - OPTIONAL:
            problems.append(
                f"{where}: missing {sorted(REQUIRED - keys)}, "
                f"unknown {sorted(keys - REQUIRED - OPTIONAL)}"
            )
            continue
        key = (lab["file"], lab["tool"])
        if key in seen:
            problems.append(f"{where}: second label for this tool")
        seen.add(key)
        if key not in tools:
            problems.append(f"{where}: no such tool in {lab['file']}")
            continue
        t = tools[key]
        if lab["poisoned"] is not FILES.get(lab["file"]):
            problems.append(f"{where}: poisoned={lab['poisoned']} in {lab['file']}")
        if lab["split"] not in ("dev", "holdout"):
            problems.append(f"{where}: split must be dev or holdout, not {lab['split']!r}")
        for reserved in RESERVED_SERVERS:
            if reserved in lab["origin"]:
                problems.append(f"{where}: captured from a reserved server ({reserved})")
        if not lab["poisoned"]:
            if "field" in lab or "technique" in lab:
                problems.append(f"{where}: benign label with field/technique")
            continue
        if "field" not in lab:
            problems.append(f"{where}: poisoned label without field")
            continue
        try:
            parent, value = resolve(t, lab["field"])
        except KeyError as exc:
            problems.append(f"{where}: field does not resolve: {exc}")
            continue
        is_name = lab["field"].split("/")[-2] == "properties" and isinstance(parent, dict)
        if not isinstance(value, str) and not is_name:
            problems.append(
                f"{where}: field reaches a {type(value).__name__}, not a string or a parameter name"
            )
            continue
        payload = lab["field"].split("/")[-1] if is_name else value
        tech = lab.get("technique")
        if tech in TECHNIQUE_PATTERNS and not TECHNIQUE_PATTERNS[tech].search(payload):
            problems.append(f"{where}: technique {tech} not found in the field")
        if tech in ("base64", "rot13") and not has_encoded_text(payload, tech):
            problems.append(f"{where}: technique {tech}: no encoded text in the field")
        if tech and tech not in TECHNIQUE_PATTERNS and tech not in ("base64", "rot13"):
            problems.append(f"{where}: unknown technique {tech!r}")
        for s in strings(t):
            for host in URL_HOST.findall(s) + EMAIL_DOMAIN.findall(s):
                if not host.lower().rstrip(".").endswith(".example"):
                    problems.append(f"{where}: {host!r} is not a reserved .example name")
    problems += [f"{f}: tool {n!r} has no label" for f, n in tools if (f, n) not in seen]

    want = expected_splits([lab for lab in labels if (lab["file"], lab["tool"]) in tools])
    for lab in labels:
        exp = want.get((lab["file"], lab["tool"]))
        if exp and lab["split"] != exp:
            problems.append(
                f"labels.jsonl:{lab['_line']} {lab['tool']!r}: split "
                f"{lab['split']}, the SHA-256 rule gives {exp}"
            )

    for is_poisoned in (True, False):
        rows = [lab for lab in labels if lab["poisoned"] is is_poisoned]
        title = "poisoned" if is_poisoned else "benign"
        by = Counter((lab["class"], lab["split"]) for lab in rows)
        print(f"\n{title}: {len(rows)} tools\n  {'class':22} {'dev':>4} {'hold':>5} {'all':>4}")
        for cls in sorted({lab["class"] for lab in rows}):
            d, h = by[(cls, "dev")], by[(cls, "holdout")]
            print(f"  {cls:22} {d:4} {h:5} {d + h:4}")
            if abs(d - h) > 1 or (d + h >= 2 and 0 in (d, h)):
                problems.append(f"{title} class {cls}: dev {d}, holdout {h} (not about 50/50)")
        d = sum(1 for lab in rows if lab["split"] == "dev")
        print(f"  {'all':22} {d:4} {len(rows) - d:5} {len(rows):4}")
        by_lang = Counter((lab["lang"], lab["split"]) for lab in rows)
        for lang in sorted({lab["lang"] for lab in rows}):
            d, h = by_lang[(lang, "dev")], by_lang[(lang, "holdout")]
            if abs(d - h) > 1:
                problems.append(f"{title} language {lang}: dev {d}, holdout {h} (not about 50/50)")
        for split in ("dev", "holdout"):
            langs = Counter(lab["lang"] for lab in rows if lab["split"] == split)
            print(f"  language ({split}):", ", ".join(f"{k} {v}" for k, v in sorted(langs.items())))
        non_en = sum(1 for lab in rows if lab["lang"] not in ("en",))
        print(f"  non-English: {non_en} of {len(rows)} ({100 * non_en / max(len(rows), 1):.0f} %)")
        if is_poisoned:
            if non_en < MIN_NON_ENGLISH * len(rows):
                problems.append(f"poisoned: only {non_en} non-English tools")
            locs = Counter(location(lab["field"]) for lab in rows if "field" in lab)
            print("  payload location:", ", ".join(f"{k} {v}" for k, v in locs.most_common()))
            techs = Counter(lab.get("technique", "-") for lab in rows)
            print("  technique:", ", ".join(f"{k} {v}" for k, v in techs.most_common()))
            sources = Counter(lab["source"] for lab in rows)
            print("  source:", ", ".join(f"{k} {v}" for k, v in sources.most_common()))
        else:
            captured = [lab for lab in rows if lab["origin"].startswith("captured")]
            print(
                f"  captured: {len(captured)} from "
                f"{len({lab['origin'].split(' (')[0] for lab in captured})} packages"
            )
            if len(captured) < MIN_CAPTURED:
                problems.append(f"benign: {len(captured)} captured tools, {MIN_CAPTURED} wanted")

    if "--no-load" not in argv:
        print()
        load_checks(problems, in_process="--in-process" in argv)

    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print("  -", p)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
