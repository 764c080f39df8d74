"""Validate paths.jsonl, shell.jsonl and hostile_inputs.jsonl and print counts.

    /work/main/.venv/bin/python tests/data/attacks/check.py           # validate + counts
    /work/main/.venv/bin/python tests/data/attacks/check.py --build   # also build every input

Checks: strict JSON (no repeated keys, no NaN), required fields and allowed values, unique
ids, minimum counts, the dev/holdout share per class; for path cases whose basis is
"location", builds the tree in a temporary folder and confirms the label with
os.path.realpath (see harness.location); for hostile cases, that the recipe exists and
accepts the parameters.  Exit 0 when everything holds, 1 otherwise.  Standard library only.
"""

from __future__ import annotations

import inspect
import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generators  # noqa: E402
import harness  # noqa: E402

ERRORS: list[str] = []


def err(msg: str) -> None:
    ERRORS.append(msg)


def _no_dupes(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError(f"repeated key in {keys}")
    return dict(pairs)


def _no_constant(name):
    raise ValueError(f"{name} is not JSON")


def load(name: str) -> list[dict]:
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8", newline="") as f:
        text = f.read()
    if not text.endswith("\n"):
        err(f"{name}: no newline at the end")
    for n, line in enumerate(text.split("\n")[:-1], 1):
        try:
            rows.append(json.loads(line, object_pairs_hook=_no_dupes, parse_constant=_no_constant))
        except ValueError as e:
            err(f"{name}:{n}: {e}")
    return rows


def common(
    name: str, rows: list[dict], fields: dict, expects: set, minimum: int, min_allow: int | None
) -> None:
    ids = Counter(r.get("id") for r in rows)
    for i, c in ids.items():
        if c > 1:
            err(f"{name}: id {i} used {c} times")
    for r in rows:
        rid = r.get("id", "?")
        for f, t in fields.items():
            if f not in r:
                err(f"{name}: {rid}: missing {f}")
            elif t is not None and not isinstance(r[f], t):
                err(f"{name}: {rid}: {f} should be {t}")
        if r.get("expect") not in expects:
            err(f"{name}: {rid}: expect {r.get('expect')!r}")
        if r.get("split") not in ("dev", "holdout"):
            err(f"{name}: {rid}: split {r.get('split')!r}")
        if not str(r.get("why", "")).strip() or not str(r.get("source", "")).strip():
            err(f"{name}: {rid}: empty why/source")
        if not str(rid).startswith(name.split("_")[0].split(".")[0].replace("paths", "path")):
            err(f"{name}: {rid}: id prefix")
    if len(rows) < minimum:
        err(f"{name}: {len(rows)} cases, at least {minimum} wanted")
    if min_allow is not None:
        n_allow = sum(r.get("expect") == "allow" for r in rows)
        if n_allow < min_allow:
            err(f"{name}: {n_allow} allow cases, at least {min_allow} wanted")
    share = sum(r.get("split") == "holdout" for r in rows) / max(1, len(rows))
    if not 0.25 <= share <= 0.35:
        err(f"{name}: holdout share {share:.2f} is not about 0.3")


def check_paths(rows: list[dict]) -> None:
    steps = {"mkdir", "file", "symlink", "hardlink", "remove"}
    checked = 0
    for r in rows:
        rid = r["id"]
        if r.get("cwd") not in ("root", "parent"):
            err(f"paths: {rid}: cwd {r.get('cwd')!r}")
        if r.get("basis") not in ("location", "form", "judgement"):
            err(f"paths: {rid}: basis {r.get('basis')!r}")
        for s in (r.get("setup") or []) + (r.get("race") or []):
            if not isinstance(s, dict) or len(set(s) & steps) != 1:
                err(f"paths: {rid}: bad setup step {s!r}")
        if not isinstance(r.get("value"), (str, list, dict)):
            err(f"paths: {rid}: value must be a string, array or object")
        if r.get("basis") != "location":
            continue
        tmp = tempfile.mkdtemp(prefix="attacks-")
        old = os.getcwd()
        try:
            root, cwd = harness.make_layout(tmp, r)
            os.chdir(cwd)
            value = harness.substitute(r["value"], root, tmp)
            places = {harness.location(p, root) for p in harness.path_strings(value)}
            got = "refuse" if "outside" in places else "allow"
            if got != r["expect"]:
                err(f"paths: {rid}: realpath says {got}, label says {r['expect']}")
            checked += 1
        except (OSError, ValueError) as e:
            err(f"paths: {rid}: could not build or resolve: {e}")
        finally:
            os.chdir(old)
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"paths: {checked} location-basis labels confirmed with realpath")


def check_shell(rows: list[dict]) -> None:
    for r in rows:
        if not isinstance(r.get("command"), str) or not r["command"].strip():
            err(f"shell: {r.get('id')}: empty command")
    dup = Counter(r.get("command") for r in rows)
    for c, n in dup.items():
        if n > 1:
            err(f"shell: command {c!r} appears {n} times")


CHECKS = {
    "no_traceback",
    "no_raw_controls",
    "marker_absent",
    "no_process_left",
    "no_zip_slip_files",
}
CONSUMERS = {"deck", "cases", "call", "mcp"}


def check_hostile(rows: list[dict]) -> None:
    for r in rows:
        rid = r.get("id")
        g = r.get("generator")
        if r.get("consumer") not in CONSUMERS:
            err(f"hostile: {rid}: consumer {r.get('consumer')!r}")
        if not isinstance(g, dict) or g.get("recipe") not in generators.RECIPES:
            err(f"hostile: {rid}: unknown recipe in {g!r}")
            continue
        params = {k: v for k, v in g.items() if k != "recipe"}
        try:
            inspect.signature(generators.RECIPES[g["recipe"]]).bind("PATH", **params)
        except TypeError as e:
            err(f"hostile: {rid}: parameters do not fit {g['recipe']}: {e}")
        b = r.get("budget")
        if not (
            isinstance(b, dict)
            and set(b) == {"seconds", "mib"}
            and all(isinstance(v, int) and v > 0 for v in b.values())
        ):
            err(f"hostile: {rid}: budget {b!r}")
        if not set(r.get("checks", [])) <= CHECKS:
            err(f"hostile: {rid}: unknown checks {set(r.get('checks', [])) - CHECKS}")
        also = r.get("also_acceptable")
        if also is not None and (also not in ("ok", "clear_error") or also == r.get("expect")):
            err(f"hostile: {rid}: also_acceptable {also!r}")
        if not isinstance(r.get("filename"), str) or "/" in r["filename"]:
            err(f"hostile: {rid}: filename {r.get('filename')!r}")


def build_all(rows: list[dict]) -> None:
    total = 0
    for r in rows:
        tmp = tempfile.mkdtemp(prefix="hostile-")
        path = os.path.join(tmp, r["filename"])
        t = time.perf_counter()
        try:
            info = generators.build(r["generator"], path)
            size = sum(
                os.lstat(os.path.join(d, f)).st_blocks * 512
                for d, _, fs in os.walk(tmp)
                for f in fs
            )
            total += size
            print(
                f"  {r['id']:<42} {time.perf_counter() - t:6.2f} s {size / 2**20:9.2f} MiB on disk"
                + (f"  marker={os.path.basename(info['marker'])}" if "marker" in info else "")
            )
        except Exception as e:
            err(f"hostile: {r['id']}: build failed: {type(e).__name__}: {e}")
        finally:
            for d, _, fs in os.walk(tmp):
                for f in fs:
                    p = os.path.join(d, f)
                    if not os.path.islink(p):
                        os.chmod(p, 0o600)
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"built every hostile input once; {total / 2**20:.1f} MiB on disk in all (one at a time)")


def table(name: str, rows: list[dict]) -> None:
    by = defaultdict(Counter)
    for r in rows:
        by[r["class"]][(r["expect"], r["split"])] += 1
    exps = sorted({r["expect"] for r in rows})
    cols = [(e, s) for e in exps for s in ("dev", "holdout")]
    print(f"\n{name}: {len(rows)} cases")
    print(f"  {'class':<30}" + "".join(f"{e + '/' + s:>20}" for e, s in cols) + f"{'total':>8}")
    for cls in sorted(by):
        print(
            f"  {cls:<30}"
            + "".join(f"{by[cls][c]:>20}" for c in cols)
            + f"{sum(by[cls].values()):>8}"
        )
    tot = Counter((r["expect"], r["split"]) for r in rows)
    print(f"  {'all':<30}" + "".join(f"{tot[c]:>20}" for c in cols) + f"{len(rows):>8}")


def main() -> int:
    paths = load("paths.jsonl")
    shell = load("shell.jsonl")
    hostile = load("hostile_inputs.jsonl")
    common(
        "paths",
        paths,
        {
            "id": str,
            "class": str,
            "value": None,
            "cwd": str,
            "expect": str,
            "why": str,
            "source": str,
            "split": str,
            "basis": str,
        },
        {"allow", "refuse"},
        170,
        40,
    )
    common(
        "shell",
        shell,
        {
            "id": str,
            "class": str,
            "command": str,
            "expect": str,
            "why": str,
            "source": str,
            "split": str,
        },
        {"allow", "refuse"},
        130,
        40,
    )
    common(
        "hostile",
        hostile,
        {
            "id": str,
            "class": str,
            "consumer": str,
            "filename": str,
            "generator": dict,
            "expect": str,
            "budget": dict,
            "checks": list,
            "why": str,
            "source": str,
            "split": str,
        },
        {"ok", "clear_error"},
        90,
        None,
    )
    check_paths(paths)
    check_shell(shell)
    check_hostile(hostile)
    if "--build" in sys.argv:
        build_all(hostile)
    table("paths.jsonl", paths)
    table("shell.jsonl", shell)
    table("hostile_inputs.jsonl", hostile)
    if ERRORS:
        print(f"\n{len(ERRORS)} problem(s):")
        for e in ERRORS:
            print("  " + e)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
