"""Check the lint labels of this folder and print counts per kind and split.

Run with the project's venv:  .venv/bin/python benchmarks/data/lint_labels4/check_labels.py

(Copied from ../lint_labels3/check_labels.py, itself adapted from ../lint_labels2/, for the
fourth, blind set. The rule codes are the snapshot below only: the set's author was not to run
`tooldeck lint` in any form, so the checker does not ask the CLI either. The kinds not judged are
listed in NOT_JUDGED.)

Checks:
- every line of labels.jsonl has the fields server, tool, code, note, confidence, split;
- every labelled tool exists in tools/<server>.json and in tools.jsonl, with the same split;
- every tool of tools/*.json is listed once in tools.jsonl (the labelled universe: a tool
  without label lines was judged and found clean);
- every code is a rule of `tooldeck lint --list-rules` or an x- kind documented in kinds.md;
- the pointer (when given) starts with a field of the tool and its parent resolves in the tool
  (the last step may be missing on purpose: '/annotations' of a tool without annotations);
- X101/N104/N105/X103 lines name the other tool(s) in "related", and those tools exist; an
  X101 line has its mirror line (the other tool, related back);
- tools/*.json are what build_decks.py makes from the captures in servers/.
Exit 1 on any error.
"""

from __future__ import annotations

import collections
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIELDS = {"server", "tool", "code", "note", "confidence", "split"}
OPTIONAL = {"pointer", "related"}
PAIR_CODES = {"X101", "N104", "N105", "X103"}
# Not judged (kinds.md says why): a crash report; lock drift (needs --locked); Gemini-only and off
# by default.
NOT_JUDGED = {"E001", "L101", "L102", "L103", "P104"}
# Rule codes of ../lint_labels2/check_labels.py's snapshot and kinds.md (this set's author did not
# run `tooldeck lint --list-rules`).
RULES_SNAPSHOT = [
    "A101",
    "A102",
    "A103",
    "A104",
    "A105",
    "A106",
    "A107",
    "A108",
    "D101",
    "D102",
    "D103",
    "D104",
    "D105",
    "D106",
    "D107",
    "D108",
    "D109",
    "D110",
    "D111",
    "D112",
    "E001",
    "L101",
    "L102",
    "L103",
    "N101",
    "N102",
    "N103",
    "N104",
    "N105",
    "N106",
    "N107",
    "N108",
    "N109",
    "P101",
    "P102",
    "P103",
    "P104",
    "S101",
    "S102",
    "S103",
    "S104",
    "S105",
    "S106",
    "S107",
    "S108",
    "S109",
    "S110",
    "S111",
    "S112",
    "S113",
    "S114",
    "S115",
    "S116",
    "S117",
    "S118",
    "S119",
    "S120",
    "T101",
    "T102",
    "T103",
    "T104",
    "T105",
    "T106",
    "T107",
    "T108",
    "T109",
    "T110",
    "T111",
    "X101",
    "X102",
    "X103",
]


def rule_codes() -> tuple[set[str], str]:
    """The rule codes of the snapshot (never the CLI: see the module docstring)."""
    return set(RULES_SNAPSHOT), "snapshot in check_labels.py"


def x_kinds() -> set[str]:
    text = (HERE / "kinds.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\|\s*`(x-[a-z0-9-]+)`", text, flags=re.M))


def resolve_parent(tool: dict, pointer: str) -> bool:
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
    if not parts or parts[0] not in {
        "name",
        "title",
        "description",
        "inputSchema",
        "annotations",
        "outputSchema",
        "_meta",
    }:
        return False
    node = tool
    for part in parts[:-1]:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def main() -> int:
    errors: list[str] = []
    decks = {
        p.stem: {t["name"]: t for t in json.loads(p.read_text(encoding="utf-8"))["tools"]}
        for p in sorted((HERE / "tools").glob("*.json"))
    }
    manifest: dict[tuple[str, str], str] = {}
    for n, line in enumerate((HERE / "tools.jsonl").read_text(encoding="utf-8").splitlines(), 1):
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

    codes, source = rule_codes()
    xk = x_kinds()
    per_kind: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    per_server: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    seen: set[tuple] = set()
    for n, line in enumerate((HERE / "labels.jsonl").read_text(encoding="utf-8").splitlines(), 1):
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
        if code in NOT_JUDGED:
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

    x101 = {(k[0], k[1], k[3]) for k in seen if k[2] == "X101" and k[3]}
    for server, tool, related in sorted(x101):
        if (server, related, tool) not in x101:
            errors.append(
                f"X101 {server}/{tool} -> {related} has no mirror line {related} -> {tool}"
            )
    built = subprocess.run(
        [sys.executable, str(HERE / "build_decks.py"), "--check"], capture_output=True, text=True
    )
    if built.returncode != 0:
        errors.append(
            f"tools/ differ from servers/ (build_decks.py --check): {built.stdout.strip()}"
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
    not_judged = NOT_JUDGED
    judged_zero = sorted((codes | xk) - set(per_kind) - not_judged)
    print(
        "judged, no label:",
        " ".join(judged_zero),
        "| not judged:",
        " ".join(sorted(not_judged & codes)),
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


if __name__ == "__main__":
    raise SystemExit(main())
