"""The checker and deck builder shared by the reviewer-label sets (benchmarks/data/lint_labels*).

Each set's ``check_labels.py`` keeps what is its own — the rule-code snapshot of its date (data:
the codes a label may use), which kinds it did not judge, and which checks its README promises —
and calls :func:`check_folder`; each ``build_decks.py`` keeps its ``DECKS`` table and calls
:func:`build_main`. Until session 37 the four sets carried four copies of this code (each
adapted from the one before); the checks are unchanged.

Checks of :func:`check_folder`, each reported as an ``ERROR`` line (exit status 1), never a
traceback:

- every line of labels.jsonl has the fields server, tool, code, note, confidence, split;
- every labelled tool exists in tools/<server>.json and in tools.jsonl, with the same split;
- every tool of tools/*.json is listed once in tools.jsonl (the labelled universe: a tool
  without label lines was judged and found clean);
- every code is a rule code (the set's snapshot, or ``tooldeck lint --list-rules`` where the
  set asks the CLI) or an x- kind documented in the set's kinds.md;
- the pointer (when given) starts with a field of the tool and its parent resolves in the tool
  (the last step may be missing on purpose: '/annotations' of a tool without annotations);
- X101/N104/N105/X103 lines name the other tool(s) in "related", and those tools exist;
- where the set asks: no label uses a kind it did not judge; every X101 line has its mirror
  line (the other tool, related back); tools/ is what build_decks.py makes from servers/.
"""

from __future__ import annotations

import collections
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path

FIELDS = {"server", "tool", "code", "note", "confidence", "split"}
OPTIONAL = {"pointer", "related"}
PAIR_CODES = {"X101", "N104", "N105", "X103"}
TOOL_FIELDS = {
    "name",
    "title",
    "description",
    "inputSchema",
    "annotations",
    "outputSchema",
    "_meta",
}

Decks = Mapping[str, Sequence[tuple[str, str, Sequence[str] | None]]]


def cli_rule_codes() -> set[str]:
    """The codes ``tooldeck lint --list-rules`` prints, or an empty set when the CLI next to
    this interpreter (or on PATH) cannot be run."""
    exe = Path(sys.executable).with_name("tooldeck")
    found = str(exe) if exe.exists() else shutil.which("tooldeck")
    if not found:
        return set()
    try:
        out = subprocess.run(
            [found, "lint", "--list-rules"],
            capture_output=True,
            text=True,
            timeout=120,
            env={"COLUMNS": "250", "PATH": "/usr/bin:/bin"},
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return set()
    return set(re.findall(r"^\W*([A-Z]\d{3})\s", out, flags=re.M))


def x_kinds(here: Path) -> set[str]:
    """The x- kinds (reviewer kinds no rule covers) the table of ``here/kinds.md`` documents."""
    text = (here / "kinds.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\|\s*`(x-[a-z0-9-]+)`", text, flags=re.M))


def resolve_parent(tool: dict, pointer: str) -> bool:
    """Whether ``pointer`` (RFC 6901) starts at a field of an MCP tool and its parent exists."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
    if not parts or parts[0] not in TOOL_FIELDS:
        return False
    node: object = tool
    for part in parts[:-1]:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def check_folder(
    here: Path,
    snapshot: Collection[str],
    *,
    not_judged: Collection[str],
    ask_cli: bool = False,
    refuse_not_judged: bool = True,
    mirrors: bool = False,
    built: bool = False,
) -> int:
    """Check the label set in folder ``here`` and print its counts per kind, split and server.

    ``snapshot``: the rule codes of the set's date; with ``ask_cli`` the CLI's list is used
    when it can be run (the first two sets), else the snapshot. ``not_judged``: kinds the set
    did not judge (printed; with ``refuse_not_judged`` a label of one is an error).
    ``mirrors``: every X101 line needs its mirror. ``built``: run ``here/build_decks.py
    --check``. Returns 0 when sound, 1 on any error.
    """
    errors: list[str] = []
    decks = {
        p.stem: {t["name"]: t for t in json.loads(p.read_text(encoding="utf-8"))["tools"]}
        for p in sorted((here / "tools").glob("*.json"))
    }
    manifest: dict[tuple[str, str], str] = {}
    for n, line in enumerate((here / "tools.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        row = json.loads(line)
        key = (row["server"], row["tool"])
        if key in manifest:
            errors.append(f"tools.jsonl:{n}: {key} listed twice")
        if row["server"] not in decks or row["tool"] not in decks[row["server"]]:
            errors.append(f"tools.jsonl:{n}: {key} not in tools/{row['server']}.json")
        if row["split"] not in {"dev", "holdout"}:
            errors.append(f"tools.jsonl:{n}: bad split {row['split']!r}")
        manifest[key] = row["split"]
    for server, tools in decks.items():
        for name in tools:
            if (server, name) not in manifest:
                errors.append(f"tools/{server}.json: {name} missing from tools.jsonl")

    codes = cli_rule_codes() if ask_cli else set()
    source = "tooldeck lint --list-rules"
    if not codes:
        codes, source = set(snapshot), "snapshot in check_labels.py"
    xk = x_kinds(here)
    per_kind: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    per_server: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    seen: set[tuple[str, ...]] = set()
    for n, line in enumerate((here / "labels.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        where = f"labels.jsonl:{n}"
        row = json.loads(line)
        missing, extra = FIELDS - row.keys(), row.keys() - FIELDS - OPTIONAL
        if missing or extra:
            errors.append(f"{where}: missing {sorted(missing)} / unknown {sorted(extra)} fields")
            continue
        server, tool, code = row["server"], row["tool"], row["code"]
        if server not in decks or tool not in decks[server]:
            errors.append(f"{where}: tool {server}/{tool} not in tools/{server}.json")
            continue
        if manifest.get((server, tool)) != row["split"]:
            errors.append(f"{where}: split {row['split']!r} differs from tools.jsonl")
        if refuse_not_judged and code in not_judged:
            errors.append(f"{where}: {code} is listed as not judged")
        if not (code in codes or code in xk):
            errors.append(
                f"{where}: unknown code {code!r} (neither a lint rule nor an x- kind of kinds.md)"
            )
        if row["confidence"] not in {"sure", "likely"}:
            errors.append(f"{where}: confidence must be sure or likely")
        if "pointer" in row and not resolve_parent(decks[server][tool], row["pointer"]):
            errors.append(f"{where}: pointer {row['pointer']!r} does not resolve in {tool}")
        if code in PAIR_CODES:
            related = [r for r in (row.get("related") or "").split(",") if r]
            if not related:
                errors.append(f"{where}: {code} needs 'related' (the other tool)")
            for r in related:
                if r not in decks[server]:
                    errors.append(f"{where}: related tool {r!r} not in tools/{server}.json")
        key = (server, tool, code) + ((row.get("related"),) if code == "X101" else ())
        if key in seen:
            errors.append(f"{where}: duplicate label {key}")
        seen.add(key)
        per_kind[code][row["split"]] += 1
        per_kind[code][row["confidence"]] += 1
        per_server[server][row["split"]] += 1

    if mirrors:
        x101 = {(k[0], k[1], k[3]) for k in seen if k[2] == "X101" and k[3]}
        for server, tool, related in sorted(x101):
            if (server, related, tool) not in x101:
                errors.append(
                    f"X101 {server}/{tool} -> {related} has no mirror line {related} -> {tool}"
                )
    if built:
        run = subprocess.run(
            [sys.executable, str(here / "build_decks.py"), "--check"],
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            errors.append(
                f"tools/ differ from servers/ (build_decks.py --check): {run.stdout.strip()}"
            )

    tools_per_split = collections.Counter(manifest.values())
    print(f"rule codes from {source}; x- kinds from kinds.md: {', '.join(sorted(xk))}")
    print(
        f"tools: {len(manifest)} ({tools_per_split['dev']} dev, "
        f"{tools_per_split['holdout']} holdout) in {len(decks)} servers; "
        f"labels: {sum(c['dev'] + c['holdout'] for c in per_kind.values())}"
    )
    print(f"{'kind':28} {'dev':>5} {'hold':>5} {'sure':>5} {'likely':>6}")
    for code in sorted(per_kind, key=lambda c: (c.startswith("x-"), c)):
        c = per_kind[code]
        print(f"{code:28} {c['dev']:5} {c['holdout']:5} {c['sure']:5} {c['likely']:6}")
    judged_zero = sorted((codes | xk) - set(per_kind) - set(not_judged))
    print(
        "judged, no label:",
        " ".join(judged_zero),
        "| not judged:",
        " ".join(sorted(set(not_judged) & codes)),
    )
    print(f"{'server':22} {'tools':>5} {'dev':>5} {'hold':>5} (labels)")
    for server in decks:
        n_tools = sum(1 for (s, _) in manifest if s == server)
        print(
            f"{server:22} {n_tools:5} "
            f"{per_server[server]['dev']:5} {per_server[server]['holdout']:5}"
        )
    for e in errors:
        print("ERROR", e)
    return 1 if errors else 0


def build_deck(here: Path, decks: Decks, deck: str) -> dict:
    """The deck ``deck`` of ``decks`` as a ``tools/list`` result, ``{"tools": [...]}``.

    ``decks`` maps a deck to ``(prefix or "" for none, capture file in here/servers/, kept
    tools or None for all)``; a gateway deck's tools are named ``<prefix>__<tool>`` as MCP
    gateways present them, each definition otherwise as captured. Raises SystemExit naming
    the deck on a kept tool the capture lacks or on duplicate names."""
    tools = []
    for prefix, capture, keep in decks[deck]:
        listed = json.loads((here / "servers" / capture).read_text(encoding="utf-8"))["tools"]
        names = [t["name"] for t in listed]
        missing = sorted(set(keep or ()) - set(names))
        if missing:
            raise SystemExit(f"{deck}: {capture} lists no tool {missing}")
        for tool in listed:
            if keep is None or tool["name"] in keep:
                name = f"{prefix}__{tool['name']}" if prefix else tool["name"]
                tools.append({**tool, "name": name})
    names = [t["name"] for t in tools]
    if len(names) != len(set(names)):
        raise SystemExit(f"{deck}: duplicate tool names")
    return {"tools": tools}


def build_main(here: Path, decks: Decks, argv: list[str]) -> int:
    """Write here/tools/<deck>.json for every deck; with ``--check`` write nothing and return
    1 (printing the files) where a file differs from what the captures give."""
    check = "--check" in argv
    differs = []
    for deck in decks:
        text = json.dumps(build_deck(here, decks, deck), indent=1, ensure_ascii=False) + "\n"
        path = here / "tools" / f"{deck}.json"
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                differs.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    for name in differs:
        print(f"tools/{name} differs from the captures")
    return 1 if differs else 0
