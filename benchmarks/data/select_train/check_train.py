"""Check the select_train request files and print their counts.

Usage: python check_train.py [--owner A]
Checks the lines of one writer (case ids `tr<owner>-...`, default Set A's `trA-`) in
every cases/<deck>.jsonl: valid JSON on every line, exactly the fields case_id, query,
expected_tools and tags; ids `tr<X>-<deck>-NNN`, unique over all files; every expected
tool present in decks/<deck>.json, no tool twice; exactly one tag of each kind, with a
known value; `deck:` equal to the file's deck; `kind:` agreeing with the number of
expected tools (none 0, single 1, multi 2-3); `lang:zh` exactly when the query has CJK
ideographs. Also checks that decks/ is what build_decks.py builds from servers/.
Exit status 1 with one line per problem, else 0 and the count tables.
"""

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIELDS = {"case_id", "query", "expected_tools", "tags"}
TAG_VALUES = {
    "lang": {"en", "zh"},
    "kind": {"single", "multi", "none"},
    "style": {"direct", "indirect", "chatty", "model"},
}
CJK = re.compile(r"[\u4e00-\u9fff]")
ID = re.compile(r"^tr([A-Z])-([a-z0-9_]+)-(\d{3,})$")


def deck_tools(deck: str) -> set[str] | None:
    path = HERE / "decks" / f"{deck}.json"
    if not path.is_file():
        return None
    return {t["name"] for t in json.loads(path.read_text(encoding="utf-8"))["tools"]}


def check_decks() -> list[str]:
    """Compare decks/ with what build_decks.py would write (imported, not run)."""
    sys.path.insert(0, str(HERE))
    import build_decks  # a sibling script, not a package

    errors = []
    expected = {deck: build_decks.load(server) for deck, server in build_decks.SINGLE.items()}
    for deck, servers in build_decks.GATEWAYS.items():
        expected[deck] = [
            {**t, "name": f"{p}__{t['name']}"}
            for p, s in servers.items()
            for t in build_decks.load(s)
        ]
    for deck, tools in expected.items():
        path = HERE / "decks" / f"{deck}.json"
        if not path.is_file():
            errors.append(f"decks/{deck}.json: missing; run build_decks.py")
        elif json.loads(path.read_text(encoding="utf-8"))["tools"] != tools:
            errors.append(f"decks/{deck}.json: differs from servers/; run build_decks.py")
    return errors


def check_file(
    path: Path, seen_ids: set[str], owner: str | None = None
) -> tuple[list[str], list[dict]]:
    """Check one cases file. Returns (problems, the cases that belong to `owner`)."""
    deck = path.stem
    tools = deck_tools(deck)
    errors, cases = [], []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path.name}:{n}"
        if owner is not None and f'"tr{owner}-' not in line:
            continue  # another writer's line: that writer's checker checks it
        try:
            case = json.loads(line)
        except ValueError as exc:
            errors.append(f"{where}: not JSON ({exc})")
            continue
        if tools is None:
            return [f"{path.name}: no deck decks/{deck}.json"], []
        if not isinstance(case, dict) or set(case) != FIELDS:
            errors.append(f"{where}: fields must be exactly {sorted(FIELDS)}")
            continue
        cid, query, gold, tags = (
            case["case_id"],
            case["query"],
            case["expected_tools"],
            case["tags"],
        )
        m = ID.match(cid) if isinstance(cid, str) else None
        if m is None or m.group(2) != deck:
            errors.append(f"{where}: case_id {cid!r} must be tr<X>-{deck}-NNN")
            continue
        if owner is not None and m.group(1) != owner:
            errors.append(f"{where}: case_id {cid} is not one of tr{owner}-")
            continue
        if cid in seen_ids:
            errors.append(f"{where}: case_id {cid} used twice")
        seen_ids.add(cid)
        if not isinstance(query, str) or not query.strip():
            errors.append(f"{where}: query must be a non-empty string")
            continue
        if not isinstance(gold, list) or not all(isinstance(t, str) for t in gold):
            errors.append(f"{where}: expected_tools must be a list of tool names")
            continue
        if len(set(gold)) != len(gold):
            errors.append(f"{where}: a tool is listed twice in expected_tools")
        for t in gold:
            if t not in tools:
                errors.append(f"{where}: expected tool {t!r} is not in decks/{deck}.json")
        if not isinstance(tags, list) or not all(isinstance(t, str) and ":" in t for t in tags):
            errors.append(f"{where}: tags must be a list of 'key:value' strings")
            continue
        keys = Counter(t.split(":", 1)[0] for t in tags)
        if sorted(keys) != ["deck", "kind", "lang", "style"] or max(keys.values()) != 1:
            errors.append(f"{where}: need exactly one each of lang:, kind:, deck:, style: tags")
            continue
        tag = dict(t.split(":", 1) for t in tags)
        for key, values in TAG_VALUES.items():
            if tag[key] not in values:
                errors.append(f"{where}: {key}:{tag[key]} is not one of {sorted(values)}")
        if tag["deck"] != deck:
            errors.append(f"{where}: deck:{tag['deck']} in file {path.name}")
        want_kind = "none" if not gold else "single" if len(gold) == 1 else "multi"
        if len(gold) > 3:
            errors.append(f"{where}: at most 3 expected tools")
        if tag["kind"] != want_kind:
            errors.append(f"{where}: kind:{tag['kind']} but {len(gold)} expected tools")
        if (tag["lang"] == "zh") != bool(CJK.search(query)):
            errors.append(f"{where}: lang:{tag['lang']} does not match the query's script")
        cases.append(case)
    return errors, cases


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--owner", default="A", help="check only lines of case ids tr<OWNER>-... (default A)"
    )
    args = ap.parse_args()
    errors = check_decks()
    seen: set[str] = set()
    per_deck: dict[str, list[dict]] = {}
    for path in sorted((HERE / "cases").glob("*.jsonl")):
        errs, cases = check_file(path, seen, args.owner)
        errors += errs
        if cases:
            per_deck[path.stem] = cases
    for e in errors:
        print(e)
    if errors:
        return 1
    print("| deck | tools | n | en | zh | single | multi | none | model | gold tools used |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    total: Counter = Counter()
    for deck, cases in per_deck.items():
        c = Counter(t for case in cases for t in case["tags"])
        used = {t for case in cases for t in case["expected_tools"]}
        ntools = len(deck_tools(deck) or ())
        row = [len(cases)] + [c[f"lang:{x}"] for x in ("en", "zh")]
        row += [c[f"kind:{x}"] for x in ("single", "multi", "none")] + [c["style:model"]]
        total.update(c)
        total["n"] += len(cases)
        print(f"| {deck} | {ntools} | " + " | ".join(map(str, row)) + f" | {len(used)} |")
    n = total["n"] or 1
    print(
        f"\n{total['n']} requests; Chinese {total['lang:zh'] / n:.1%}, multi {total['kind:multi'] / n:.1%}, "
        f"none {total['kind:none'] / n:.1%}; styles: "
        + ", ".join(f"{s} {total['style:' + s]}" for s in sorted(TAG_VALUES["style"]))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
