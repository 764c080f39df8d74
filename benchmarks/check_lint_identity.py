"""Do two versions of lint make the same findings? A check for changes meant to be
behaviour-neutral (speed work, refactors): dump every finding of every rule on a fixed set
of decks with one version's code, dump again with the other's, compare.

The decks: the BFCL pool (``bench_lint.load_pool``: needs ``tooldeck bfcl fetch``), the real
captures (``benchmarks/data/real_capture*/captured_tools.json``, one deck per server), the
corpora (``tests/data/corpora/*.json`` and ``../shared/corpora/*.json`` beside the
checkout, when present), every reviewer-label deck (``benchmarks/data/lint_labels*/tools/``)
and every poisoning set's ``poisoned.json`` and ``benign.json`` (both splits) and the
captured servers of ``captured_tools.json`` (``benchmarks/data/poisoning*/``).

Evaluation sets stay unread: the findings on a labelled deck (lint_labels*, poisoning*)
are written only as SHA-256 digests of each finding, and ``compare`` prints for them only
counts and how many findings differ. The findings of the other decks are written in full
and the first differences are printed.

A finding is its code, severity, tool, pointer, message, ``tools``, ``similarity`` (repr,
so a float that moves in its last bit counts as a difference) and ``operation``; a run's
notes are compared too. Every rule runs (``--select ALL``; ``--ignore T109`` leaves out the
embedding classifier, whose first run on new texts embeds them with MiniLM, minutes on two
cores).

Usage, from a checkout (``PYTHONPATH`` chooses the code that lints):

    PYTHONPATH=src python benchmarks/check_lint_identity.py dump /tmp/new.json
    PYTHONPATH=/tmp/main/src python benchmarks/check_lint_identity.py dump /tmp/old.json
    python benchmarks/check_lint_identity.py compare /tmp/old.json /tmp/new.json

``compare`` exits 1 when any finding or note differs, 0 when none does.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data"


def _decks() -> Iterator[tuple[str, bool, Any, str | None]]:
    """``(name, private, deck, field_names)`` for every deck checked; ``private``: a
    labelled evaluation set's deck (only digests are written)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_lint import load_pool
    from bench_lint_poisoning import captured_decks

    from tooldeck.formats import load

    yield "bfcl-pool", False, load_pool(), None
    for name in sorted(p.name for p in DATA.glob("real_capture*") if p.is_dir()):
        for deck_name, deck in captured_decks(name):
            yield deck_name, False, deck, "mcp"
    corpora = [*sorted((ROOT / "tests/data/corpora").glob("*.json"))]
    corpora += sorted((ROOT.parent / "shared" / "corpora").glob("*.json"))
    corpora += sorted((ROOT.parents[1] / "shared" / "corpora").glob("*.json"))
    seen: set[Path] = set()
    for path in corpora:
        if path.resolve() in seen:
            continue
        seen.add(path.resolve())
        loaded = load(path)
        yield f"corpora/{path.parent.parent.name}/{path.stem}", False, loaded.deck, loaded.format
    for folder in sorted(p for p in DATA.glob("lint_labels*") if p.is_dir()):
        for path in sorted((folder / "tools").glob("*.json")):
            loaded = load(path)
            yield f"{folder.name}/{path.stem}", True, loaded.deck, loaded.format
    sets = sorted(p for p in DATA.glob("poisoning*") if p.is_dir())
    for folder in sets:
        for file in ("poisoned.json", "benign.json"):
            if (folder / file).is_file():
                loaded = load(folder / file)
                yield f"{folder.name}/{file}", True, loaded.deck, loaded.format
        for deck_name, deck in captured_decks(folder.name):
            yield deck_name, True, deck, "mcp"


def _finding(f: Any) -> str:
    return json.dumps(
        {
            "code": f.code,
            "severity": str(f.severity),
            "tool": f.tool,
            "pointer": f.pointer,
            "message": f.message,
            "tools": list(f.tools),
            "similarity": repr(f.similarity),
            "operation": f.operation,
        },
        ensure_ascii=False,
        sort_keys=True,
    )


def dump(out: Path, ignore: tuple[str, ...], only: str | None) -> None:
    from tooldeck.lint import LintConfig, lint

    config = LintConfig(select=("ALL",), ignore=ignore)
    result: dict[str, Any] = {}
    started = time.perf_counter()
    for name, private, deck, field_names in _decks():
        if only is not None and only not in name:
            continue
        run = lint(deck, config, field_names=field_names)
        rows = sorted(_finding(f) for f in run.findings)
        notes = sorted(run.notes)
        if private:
            rows = sorted(hashlib.sha256(r.encode()).hexdigest() for r in rows)
            notes = sorted(hashlib.sha256(n.encode()).hexdigest() for n in notes)
        result[name] = {"private": private, "tools": len(deck), "findings": rows, "notes": notes}
        print(f"{name}: {len(deck)} tools, {len(rows)} findings", flush=True)
    out.write_text(json.dumps(result, ensure_ascii=False, indent=0, sort_keys=True))
    print(f"{len(result)} decks in {time.perf_counter() - started:.0f} s → {out}")


def compare(old_path: Path, new_path: Path, show: int) -> int:
    old = json.loads(old_path.read_text(encoding="utf-8"))
    new = json.loads(new_path.read_text(encoding="utf-8"))
    differing = 0
    total = 0
    for name in sorted(set(old) | set(new)):
        if name not in old or name not in new:
            print(f"{name}: only in {'new' if name in new else 'old'}")
            differing += 1
            continue
        a, b = old[name], new[name]
        total += len(b["findings"])
        for part in ("findings", "notes"):
            gone = sorted(set(a[part]) - set(b[part]))
            added = sorted(set(b[part]) - set(a[part]))
            if not gone and not added and sorted(a[part]) != sorted(b[part]):
                gone = ["(the same rows, repeated a different number of times)"]
            if not gone and not added:
                continue
            differing += len(gone) + len(added)
            print(
                f"{name}: {part} {len(a[part])} → {len(b[part])}: {len(gone)} gone, "
                f"{len(added)} added"
            )
            if not b["private"]:
                for row in gone[:show]:
                    print(f"  - {row}")
                for row in added[:show]:
                    print(f"  + {row}")
    print(f"{len(new)} decks, {total} findings; {differing} findings or notes differ")
    return 1 if differing else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump", help="lint every deck with the code on PYTHONPATH, write JSON")
    d.add_argument("out", type=Path)
    d.add_argument("--ignore", nargs="*", default=[], help="rule codes left out (e.g. T109)")
    d.add_argument("--only", help="only decks whose name contains this text")
    c = sub.add_parser("compare", help="compare two dumps; exit 1 when anything differs")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    c.add_argument("--show", type=int, default=5, help="differences printed per public deck")
    args = parser.parse_args()
    if args.command == "dump":
        dump(args.out, tuple(args.ignore), args.only)
    else:
        sys.exit(compare(args.old, args.new, args.show))


if __name__ == "__main__":
    main()
