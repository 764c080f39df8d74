"""Code shared by the tool-poisoning sets' scripts (benchmarks/data/poisoning*/).

Each set keeps in its own folder what is specific to it: its items and captured-tool list
(build.py), its thresholds and split rule (check_set.py) and its placeholder credentials
(capture.py). This module holds what the sets' scripts do alike:

- making invisible characters readable in build.py (`tags`, `zw_encode`, `zw_join`,
  `vs_encode`, the named control characters) and the JSON Schema shorthands (`S`, `Int`, ...);
- `SetBuilder`: collecting labelled tools and writing poisoned.json, benign.json and
  labels.jsonl, byte for byte the same from the same source;
- the two dev/holdout split rules in use (`split_by_class_turns` for the second set,
  `split_by_class_and_language` for the third), used by build.py to write a split and by
  check_set.py to recompute it;
- `check_set`: the consistency checks and count tables of the second set on, and
  `check_stratified_set`, the same with the third set's split rule and round trip, which the
  third to eleventh sets' check_set.py call with their own thresholds;
- `capture_main`: listing a stdio MCP server's tools into captured_tools.json.

The first set (benchmarks/data/poisoning) keeps its own build.py, check_set.py and capture.py
(a different split and file format) and uses only `report`.

A set's script finds this module through its parent folder:

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import codecs
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

# ---- invisible and control characters (build.py) -------------------------------------------

ESC = "\x1b"
RLO, LRO, PDF = "\u202e", "\u202d", "\u202c"
RLI, LRI, PDI = "\u2067", "\u2066", "\u2069"
ZWSP, ZWNJ, ZWJ, WJ = "\u200b", "\u200c", "\u200d", "\u2060"
LRM = "\u200e"


def tags(text: str) -> str:
    """ASCII text as Unicode tag characters (U+E0020..U+E007E): invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_encode(text: str) -> str:
    """UTF-8 bits of `text` as zero-width characters: U+200C for 1, U+200B for 0, 8 a byte."""
    return "".join(ZWNJ if b == "1" else ZWSP for byte in text.encode() for b in f"{byte:08b}")


def zw_join(text: str, mark: str = WJ) -> str:
    """`text` with `mark` (default the word joiner U+2060) between every two characters, which
    defeats plain keyword matching."""
    return mark.join(text)


def vs_encode(carrier: str, text: str) -> str:
    """`carrier` followed by one variation selector per byte of `text` (bytes 0-15 to
    U+FE00..U+FE0F, 16-255 to U+E0100..U+E01EF), as in Paul Butler's emoji smuggling post."""
    out = [carrier]
    for byte in text.encode():
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def hexed(text: str) -> str:
    return text.encode().hex()


# ---- JSON Schema shorthands (build.py) ------------------------------------------------------


def _typed(kind: str, desc: str | None, kw: dict[str, Any]) -> dict:
    d: dict = {"type": kind}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def S(desc: str | None = None, **kw: Any) -> dict:
    return _typed("string", desc, kw)


def Int(desc: str | None = None, **kw: Any) -> dict:
    return _typed("integer", desc, kw)


def Num(desc: str | None = None, **kw: Any) -> dict:
    return _typed("number", desc, kw)


def Bool(desc: str | None = None, **kw: Any) -> dict:
    return _typed("boolean", desc, kw)


def Arr(items: dict, desc: str | None = None, **kw: Any) -> dict:
    d: dict = {"type": "array", "items": items}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def Obj(props: dict, required: list[str] | None = None, desc: str | None = None, **kw: Any) -> dict:
    d: dict = {"type": "object", "properties": props}
    if required:
        d["required"] = required
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def tool(
    name: str,
    description: str,
    props: dict,
    required: list[str] | None = None,
    *,
    title: str | None = None,
    ann: dict | None = None,
    out: dict | None = None,
    defs: dict | None = None,
) -> dict:
    """An MCP tool definition; keys in the order name, title, description, inputSchema,
    outputSchema, annotations."""
    schema: dict = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    if defs:
        schema["$defs"] = defs
    t: dict = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


RO = {"readOnlyHint": True, "openWorldHint": False}
RO_WEB = {"readOnlyHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False}
DESTR = {"readOnlyHint": False, "destructiveHint": True}
D = "/description"


def pd(param: str) -> str:
    """Pointer to a parameter's description."""
    return f"/inputSchema/properties/{param}/description"


# ---- split rules (build.py writes them, check_set.py recomputes them) ----------------------

SplitRule = Callable[[list[dict]], dict[tuple[str, str], str]]


def split_by_class_turns(labels: list[dict]) -> dict[tuple[str, str], str]:
    """The second set's split: {(file, tool): "dev" | "holdout"}.

    Per file and class, tools are ordered non-English first (by language), then by the SHA-256
    hex digest of the name, and assigned alternately. Classes, in sorted order, take turns
    starting with dev and with holdout, so the odd tool of odd-sized classes and the first
    non-English tool of each class do not all land in the same split.
    """
    by_class: dict[tuple[str, str], list[tuple[bool, str, str, str]]] = {}
    for lab in labels:
        name = lab["tool"]
        digest = hashlib.sha256(name.encode()).hexdigest()
        key = (lab["lang"] == "en", lab["lang"], digest, name)
        by_class.setdefault((lab["file"], lab["class"]), []).append(key)
    out = {}
    turns: Counter[str] = Counter()
    for (fname, _cls), members in sorted(by_class.items()):
        first, second = ("dev", "holdout") if turns[fname] % 2 == 0 else ("holdout", "dev")
        turns[fname] += 1
        for i, (*_key, name) in enumerate(sorted(members)):
            out[(fname, name)] = first if i % 2 == 0 else second
    return out


def split_by_class_and_language(labels: list[dict]) -> dict[tuple[str, str], str]:
    """The third set's split, stratified by class and by language: {(file, tool): split}.

    Per file, non-English tools are placed first, ordered by (language, class, SHA-256 hex
    digest of the name); each goes to the split with fewer tools of its language so far, then
    (on a tie) fewer non-English tools, then fewer of its class, then fewer in the file.
    English tools follow, ordered by (class, digest); each goes to the split with fewer tools
    of its class, then fewer tools in the file, then fewer English tools. A remaining tie goes
    to dev when the digest's first hex digit is even. check_set.py reports any class or
    language that ends more than one tool away from 50/50.
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


# ---- collecting and writing a set (build.py) -----------------------------------------------

KEY_ORDER = (
    "tool",
    "file",
    "poisoned",
    "class",
    "field",
    "split",
    "source",
    "lang",
    "origin",
    "technique",
    "note",
)


class SetBuilder:
    """The labelled tools of one set, in the order they are added, and their three files."""

    def __init__(self, here: Path) -> None:
        self.here = here
        self.poisoned_rows: list[tuple[dict, dict]] = []
        self.benign_rows: list[tuple[dict, dict]] = []

    def poisoned(
        self,
        cls: str,
        source: str,
        field: str,
        t: dict,
        *,
        lang: str = "en",
        technique: str | None = None,
        note: str | None = None,
    ) -> None:
        """Add a poisoned tool; `field` is the RFC 6901 pointer to its payload."""
        lab: dict = {"tool": t["name"], "file": "poisoned.json", "poisoned": True, "class": cls}
        lab |= {"field": field, "source": source, "lang": lang, "origin": "authored"}
        if technique:
            lab["technique"] = technique
        if note:
            lab["note"] = note
        self.poisoned_rows.append((lab, t))

    def benign(
        self,
        cls: str,
        source: str,
        t: dict,
        *,
        lang: str = "en",
        note: str | None = None,
        origin: str = "authored",
    ) -> None:
        lab: dict = {"tool": t["name"], "file": "benign.json", "poisoned": False, "class": cls}
        lab |= {"source": source, "lang": lang, "origin": origin}
        if note:
            lab["note"] = note
        self.benign_rows.append((lab, t))

    def add_captured(
        self, servers: dict[str, Iterable[str]], notes: dict[str, str] | None = None
    ) -> None:
        """Add benign tools verbatim from captured_tools.json: {"registry:package@version":
        [tool names]}; `notes` maps a tool name to the note on its label."""
        doc = json.loads((self.here / "captured_tools.json").read_text(encoding="utf-8"))
        for key, names in servers.items():
            server = doc["servers"][key]
            by_name = {t["name"]: t for t in server["tools"]}
            registry, package = key.split(":", 1)
            origin = (
                f"captured: {package} ({server['licence']}), {registry} tools/list of "
                f"{server['server_info']['name']}"
            )
            for name in names:
                note = (notes or {}).get(name)
                self.benign("captured", "captured", by_name[name], note=note, origin=origin)

    def write(self, split_rule: SplitRule) -> int:
        """Give every label its split and write poisoned.json, benign.json and labels.jsonl
        (poisoned labels first); returns the number of labels. SystemExit on a tool name
        used twice."""
        entries = self.poisoned_rows + self.benign_rows
        names = Counter(lab["tool"] for lab, _t in entries)
        dupes = sorted(n for n, c in names.items() if c > 1)
        if dupes:
            raise SystemExit(f"build.py: tool names used twice: {dupes}")
        want = split_rule([lab for lab, _t in entries])
        for lab, _t in entries:
            lab["split"] = want[(lab["file"], lab["tool"])]
        for fname, rows in (
            ("poisoned.json", self.poisoned_rows),
            ("benign.json", self.benign_rows),
        ):
            text = json.dumps({"tools": [t for _lab, t in rows]}, indent=1, ensure_ascii=False)
            (self.here / fname).write_text(text + "\n", encoding="utf-8")
        lines = [
            json.dumps({k: lab[k] for k in KEY_ORDER if k in lab}, ensure_ascii=False) + "\n"
            for lab, _t in entries
        ]
        (self.here / "labels.jsonl").write_text("".join(lines), encoding="utf-8")
        return len(lines)


# ---- checking a set (check_set.py) ---------------------------------------------------------

FILES = {"poisoned.json": True, "benign.json": False}
REQUIRED = {"tool", "file", "poisoned", "class", "split", "source", "lang", "origin"}
OPTIONAL = {"field", "technique", "note"}
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
    """rot13: the word rot13 is named; base64: a blob of 24+ characters decodes to 4+ words."""
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
    """The kind of place a payload pointer reaches, for the count table."""
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


def without_repeated_title(t: dict) -> dict:
    """`t` without `annotations.title` when it repeats the top-level `title` word for word.

    tooldeck keeps one title per tool (formats/mcp.py), so a converted tool holds such a
    title once; the round trip counts it once. Servers built on FastMCP list every tool this
    way (the twenty-first set's captured Home Assistant server). A differing or lone
    `annotations.title` is kept and must survive as before."""
    ann = t.get("annotations")
    if not isinstance(ann, dict) or "title" not in ann or ann.get("title") != t.get("title"):
        return t
    return {**t, "annotations": {k: v for k, v in ann.items() if k != "title"}}


def load_checks(
    here: Path, problems: list[str], in_process: bool, model_reads: set[str] | None
) -> None:
    """`tooldeck show` exits 0 for both files and `tooldeck convert --to mcp` keeps every
    string of every tool; with `model_reads`, only the strings under those tool keys (what a
    client shows the model), noting the other keys. An `annotations.title` equal to the
    tool's `title` counts once (`without_repeated_title`)."""
    with tempfile.TemporaryDirectory() as tmp:
        for fname in FILES:
            path = here / fname
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
                kept = t
                if model_reads is not None:
                    other = sorted(set(t) - model_reads)
                    if other:
                        print(
                            f"  note: {fname}: {t['name']}: keys {other} not checked in the "
                            "round trip"
                        )
                    kept = {k: v for k, v in t.items() if k in model_reads}
                kept = without_repeated_title(kept)
                lost = Counter(strings(kept)) - Counter(strings(after.get(t["name"], {})))
                if lost:
                    problems.append(
                        f"{fname}: {t['name']}: strings lost in a tooldeck round "
                        f"trip: {sorted(lost)[:3]!r}"
                    )
            print(f"tooldeck: {fname} loads ({len(before)} tools), every string survives convert")


def read_tools(here: Path, problems: list[str], min_tools: int) -> dict[tuple[str, str], dict]:
    """{(file, name): tool} of both files; format, size and name problems appended."""
    tools: dict[tuple[str, str], dict] = {}
    names: Counter[str] = Counter()
    for fname in FILES:
        doc = json.loads((here / fname).read_text(encoding="utf-8"))
        if set(doc) != {"tools"} or not isinstance(doc["tools"], list):
            problems.append(f'{fname}: top level must be exactly {{"tools": [...]}}')
            continue
        if len(doc["tools"]) < min_tools:
            problems.append(f"{fname}: {len(doc['tools'])} tools, at least {min_tools} wanted")
        for t in doc["tools"]:
            if not isinstance(t.get("name"), str) or not isinstance(t.get("inputSchema"), dict):
                problems.append(f"{fname}: a tool without a name or inputSchema: {str(t)[:80]}")
                continue
            tools[(fname, t["name"])] = t
            names[t["name"]] += 1
    problems += [f"tool name {n!r} used {c} times" for n, c in names.items() if c > 1]
    return tools


def read_labels(here: Path) -> list[dict]:
    """labels.jsonl's labels, each with its line number under `_line`."""
    labels: list[dict] = []
    text = (here / "labels.jsonl").read_text(encoding="utf-8")
    for i, line in enumerate(text.splitlines(), 1):
        if line.strip():
            lab = json.loads(line)
            lab["_line"] = i
            labels.append(lab)
    return labels


def check_label(where: str, lab: dict, t: dict, problems: list[str]) -> None:
    """A label against its tool: split, origin, and for a poisoned one its field, technique and
    addresses."""
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
        return
    if "field" not in lab:
        problems.append(f"{where}: poisoned label without field")
        return
    try:
        parent, value = resolve(t, lab["field"])
    except KeyError as exc:
        problems.append(f"{where}: field does not resolve: {exc}")
        return
    is_name = lab["field"].split("/")[-2] == "properties" and isinstance(parent, dict)
    if not isinstance(value, str) and not is_name:
        problems.append(
            f"{where}: field reaches a {type(value).__name__}, not a string or a parameter name"
        )
        return
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


def count_tables(
    labels: list[dict],
    problems: list[str],
    *,
    min_captured: int,
    min_non_english: float,
    balance_languages: bool,
) -> None:
    """Print the tables per class x split, per language, payload location and origin; append
    a problem for a class (and with `balance_languages` a language) more than one tool away
    from 50/50 and for too few non-English poisoned or captured benign tools."""
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
        if balance_languages:
            by_lang = Counter((lab["lang"], lab["split"]) for lab in rows)
            for lang in sorted({lab["lang"] for lab in rows}):
                d, h = by_lang[(lang, "dev")], by_lang[(lang, "holdout")]
                if abs(d - h) > 1:
                    problems.append(
                        f"{title} language {lang}: dev {d}, holdout {h} (not about 50/50)"
                    )
        for split in ("dev", "holdout"):
            langs = Counter(lab["lang"] for lab in rows if lab["split"] == split)
            print(f"  language ({split}):", ", ".join(f"{k} {v}" for k, v in sorted(langs.items())))
        non_en = sum(1 for lab in rows if lab["lang"] not in ("en",))
        print(f"  non-English: {non_en} of {len(rows)} ({100 * non_en / max(len(rows), 1):.0f} %)")
        if is_poisoned:
            if non_en < min_non_english * len(rows):
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
            if len(captured) < min_captured:
                problems.append(f"benign: {len(captured)} captured tools, {min_captured} wanted")


def check_set(
    here: Path,
    argv: list[str],
    *,
    split_rule: SplitRule,
    min_tools: int,
    min_captured: int,
    min_non_english: float,
    balance_languages: bool = False,
    model_reads: set[str] | None = None,
) -> int:
    """Check the set in `here` and print its counts; 0 when consistent, 1 (every problem
    listed, by tool and field) otherwise. argv: `--no-load`, `--in-process`.

    - both files are MCP `{"tools": [...]}`, every tool has a name and an inputSchema, names
      are unique across the two files;
    - labels.jsonl has exactly one label per tool, with the required keys, `poisoned` agreeing
      with the file, a `field` on (and only on) poisoned labels;
    - each `field` is an RFC 6901 pointer inside the tool that reaches a string, or a property
      of `properties` (a payload in a parameter name);
    - the split is the one `split_rule` gives, so nobody moves a tool between splits by hand;
      each class (with `balance_languages` each language too) is within one tool of 50/50;
    - a `technique` is really there: tag characters, zero-width characters, bidi controls,
      variation selectors, ESC, 50+ whitespace characters, an HTML/markdown comment, or a
      base64/rot13 text;
    - every URL host and email domain in a poisoned tool is under `.example` (RFC 2606), so
      nothing in the set points at a real service;
    - at least `min_tools` tools per file, `min_captured` captured benign tools, a
      `min_non_english` share of non-English poisoned tools; no captured tool from the
      reserved filesystem, git, memory or Playwright servers;
    - without --no-load: `python -m tooldeck show FILE` exits 0 for both files and
      `python -m tooldeck convert FILE --to mcp` keeps every string of every tool (of the
      `model_reads` keys when given), so the payloads survive loading; tooldeck may move a
      string, e.g. `annotations.title` to `title`. --in-process runs the same two CLI commands
      through typer's test runner in this interpreter (`tooldeck` must be importable).
    """
    problems: list[str] = []
    tools = read_tools(here, problems, min_tools)
    labels = read_labels(here)
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
        check_label(where, lab, tools[key], problems)
    problems += [f"{f}: tool {n!r} has no label" for f, n in tools if (f, n) not in seen]

    want = split_rule([lab for lab in labels if (lab["file"], lab["tool"]) in tools])
    for lab in labels:
        exp = want.get((lab["file"], lab["tool"]))
        if exp and lab["split"] != exp:
            problems.append(
                f"labels.jsonl:{lab['_line']} {lab['tool']!r}: split "
                f"{lab['split']}, the SHA-256 rule gives {exp}"
            )
    count_tables(
        labels,
        problems,
        min_captured=min_captured,
        min_non_english=min_non_english,
        balance_languages=balance_languages,
    )
    if "--no-load" not in argv:
        print()
        load_checks(here, problems, "--in-process" in argv, model_reads)
    return report(problems)


# the tool fields whose strings must survive `tooldeck convert`: what a client shows the model.
# Protocol-only fields such as the 2025-11 `execution` object or `_meta` carry no text for the
# model.
MODEL_READS = frozenset(
    {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
)


def check_stratified_set(
    here: Path, argv: list[str], *, min_tools: int, min_captured: int, min_non_english: float
) -> int:
    """`check_set` as the third set and every later one run it, with the set's thresholds:
    the split is `split_by_class_and_language` (the one build.py writes), so nobody moves a
    tool between splits by hand, with every class and every language within one tool of
    50/50; without --no-load every string a client shows the model (`MODEL_READS`) must
    survive `tooldeck convert --to mcp`. Returns check_set's exit status (0 or 1)."""
    return check_set(
        here,
        argv,
        split_rule=split_by_class_and_language,
        min_tools=min_tools,
        min_captured=min_captured,
        min_non_english=min_non_english,
        balance_languages=True,
        model_reads=set(MODEL_READS),
    )


def report(problems: list[str]) -> int:
    """Print PROBLEMS and each problem (exit status 1) or OK (0)."""
    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print("  -", p)
        return 1
    print("\nOK")
    return 0


# ---- capturing a server's tools (capture.py) -----------------------------------------------

CAPTURE_USAGE = """\
    python capture.py CAPTURE.json PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

Starts COMMAND as an MCP server over stdio with the `mcp` Python SDK (installed with
tooldeck), sends `initialize` and `tools/list`, and stores the answer under
`servers[PACKAGE@VERSION]` in CAPTURE.json (created if missing) together with the licence
and the server's own name/version. Placeholder credentials are put in the environment so that
servers which refuse to start without a key still answer `tools/list`; no tool is ever called.
"""


# Placeholder credentials for the servers captured so far: the second set's packages (Brave,
# Google Maps, GitLab, EverArt, AWS, Sentry) and the third set's (Tavily, Exa, Firecrawl,
# ClickHouse). A server that reads none of them ignores them.
PLACEHOLDERS = {
    "BRAVE_API_KEY": "placeholder",
    "GOOGLE_MAPS_API_KEY": "placeholder",
    "GITLAB_PERSONAL_ACCESS_TOKEN": "placeholder",
    "EVERART_API_KEY": "placeholder",
    "AWS_ACCESS_KEY_ID": "placeholder",
    "AWS_SECRET_ACCESS_KEY": "placeholder",
    "AWS_REGION": "us-east-1",
    "SENTRY_TOKEN": "placeholder",
    "TAVILY_API_KEY": "placeholder",
    "EXA_API_KEY": "placeholder",
    "FIRECRAWL_API_KEY": "placeholder",
    "CLICKHOUSE_HOST": "localhost",
    "CLICKHOUSE_USER": "placeholder",
    "CLICKHOUSE_PASSWORD": "placeholder",
}


async def capture(command: list[str], placeholders: dict[str, str]) -> dict:
    """`initialize` and `tools/list` of the stdio server `command`: server_info and tools."""
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(
        command=command[0], args=command[1:], env=dict(os.environ, **placeholders)
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        init = await session.initialize()
        listed = await session.list_tools()
    return {
        "server_info": init.server_info.model_dump(mode="json", exclude_none=True),
        "tools": [
            t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in listed.tools
        ],
    }


def capture_main(argv: list[str], placeholders: dict[str, str] = PLACEHOLDERS) -> int:
    """capture.py's command line (CAPTURE_USAGE); 2 with the usage on a malformed one."""
    if "--" not in argv or argv.index("--") != 3:
        print(CAPTURE_USAGE, file=sys.stderr)
        return 2
    out, package, licence = Path(argv[0]), argv[1], argv[2]
    result = asyncio.run(capture(argv[4:], placeholders))
    doc = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"servers": {}}
    doc["servers"][package] = {"licence": licence, **result}
    out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{package}: {len(result['tools'])} tools")
    return 0
