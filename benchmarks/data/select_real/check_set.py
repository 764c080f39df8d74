"""Check the select_real set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_real/check_set.py
Checks: every deck loads with tooldeck (Python API and `tooldeck show`); the gateway deck
is what build_gateway.py makes from servers/; every cases file loads with
tooldeck.load_cases; every expected tool exists in its deck; tags (one lang/kind/deck/style
each, lang and kind agreeing with the query and expected_tools); unique case ids; the split
is what split.py makes; the share targets (>= 200 requests, >= 30 % Chinese, >= 15 % needing
2-3 tools, >= 8 % needing none, holdout 30-40 %). Exit 1 on any failure.
"""

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

from tooldeck import load, load_cases

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_gateway  # noqa: E402
import split as splitter  # noqa: E402

DECKS = {  # deck name (tag deck:NAME, cases/NAME.*.jsonl) -> (deck file, tool count)
    "github": ("decks/github.json", 117),
    "gateway_devops": ("decks/gateway_devops.json", 71),
    "vscode_copilot_chat": ("decks/vscode_copilot_chat.json", 38),
    "chrome_devtools": ("decks/chrome_devtools.json", 32),
    "mongodb": ("decks/mongodb.json", 27),
}
SPLITS = ("dev", "holdout")
STYLES = {"direct", "chatty", "indirect", "terse", "typo"}
CJK = re.compile(r"[\u4e00-\u9fff]")
errors: list[str] = []


def fail(msg: str) -> None:
    errors.append(msg)


def tag_values(case, prefix):
    return [t.split(":", 1)[1] for t in case.tags if t.startswith(prefix + ":")]


def check_decks() -> dict[str, set[str]]:
    names = {}
    tooldeck_cli = Path(sys.executable).with_name("tooldeck")
    for deck, (rel, count) in DECKS.items():
        path = HERE / rel
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not (isinstance(raw, dict) and list(raw) == ["tools"]):
            fail(f'{rel}: not an MCP tools/list result {{"tools": [...]}}')
        loaded = load(str(path)).deck
        names[deck] = set(loaded.names)
        if len(loaded.names) != count or len(raw["tools"]) != count:
            fail(f"{rel}: {len(loaded.names)} tools loaded, expected {count}")
        if tooldeck_cli.exists():
            run = subprocess.run(
                [str(tooldeck_cli), "show", str(path)], capture_output=True, text=True
            )
            if run.returncode != 0:
                fail(f"tooldeck show {rel}: exit {run.returncode}: {run.stderr.strip()[:300]}")
        else:
            fail(f"no tooldeck command next to {sys.executable}")
    for rel in sorted((HERE / "servers").glob("*.json")):
        load(str(rel))  # raises on a bad file
    rebuilt = []
    for prefix, rel in build_gateway.SERVERS.items():
        for tool in json.loads((HERE / rel).read_text(encoding="utf-8"))["tools"]:
            rebuilt.append({**tool, "name": f"{prefix}__{tool['name']}"})
    current = json.loads((HERE / DECKS["gateway_devops"][0]).read_text(encoding="utf-8"))["tools"]
    if rebuilt != current:
        fail("decks/gateway_devops.json differs from what build_gateway.py makes from servers/")
    return names


def check_cases(deck_names):
    rows = []  # (deck, split, lang, kind, style)
    seen_ids: dict[str, str] = {}
    seen_queries: dict[str, str] = {}
    for deck in DECKS:
        raw_parts = {}
        for part in SPLITS:
            rel = f"cases/{deck}.{part}.jsonl"
            path = HERE / rel
            cases = load_cases(path)
            raw_parts[part] = splitter.read(path)
            for case in cases:
                where = f"{rel} {case.case_id}"
                if case.case_id in seen_ids:
                    fail(f"{where}: case_id also in {seen_ids[case.case_id]}")
                seen_ids[case.case_id] = rel
                q = " ".join(case.query.split()).lower()
                if q in seen_queries:
                    fail(f"{where}: same query as {seen_queries[q]}")
                seen_queries[q] = where
                for t in case.expected_tools:
                    if t not in deck_names[deck]:
                        fail(f"{where}: expected tool {t!r} is not in deck {deck}")
                if len(set(case.expected_tools)) != len(case.expected_tools):
                    fail(f"{where}: a tool is listed twice")
                if len(case.expected_tools) > 3:
                    fail(f"{where}: more than 3 expected tools")
                values = {p: tag_values(case, p) for p in ("lang", "kind", "deck", "style")}
                if any(len(v) != 1 for v in values.values()) or len(case.tags) != 4:
                    fail(f"{where}: want one each of lang:, kind:, deck:, style: ({case.tags})")
                    continue
                lang, kind, tdeck, style = (values[p][0] for p in ("lang", "kind", "deck", "style"))
                want_lang = "zh" if CJK.search(case.query) else "en"
                n = len(case.expected_tools)
                want_kind = "none" if n == 0 else "single" if n == 1 else "multi"
                if lang != want_lang:
                    fail(f"{where}: lang:{lang} but the query reads as {want_lang}")
                if kind != want_kind:
                    fail(f"{where}: kind:{kind} but {n} expected tools")
                if tdeck != deck:
                    fail(f"{where}: deck:{tdeck} in the {deck} files")
                if style not in STYLES:
                    fail(f"{where}: unknown style {style!r}")
                rows.append((deck, part, lang, kind, style))
        dev, holdout = splitter.split(deck, raw_parts["dev"] + raw_parts["holdout"])
        if dev != raw_parts["dev"] or holdout != raw_parts["holdout"]:
            fail(
                f"cases/{deck}.*.jsonl: the split is not what split.py makes "
                f"(run: python split.py {deck})"
            )
    return rows


def pct(part, whole):
    return 100.0 * part / whole if whole else 0.0


def report(rows) -> None:
    total = len(rows)
    columns = ("n", "en", "zh", "single", "multi", "none")
    print(f"{'deck':22} {'split':8} " + " ".join(f"{h:>6}" for h in columns))
    for deck in [*DECKS, "ALL"]:
        for part in (*SPLITS, "both"):
            sel = [
                r
                for r in rows
                if (deck == "ALL" or r[0] == deck) and (part == "both" or r[1] == part)
            ]
            c = Counter(r[2] for r in sel) + Counter(r[3] for r in sel)
            print(
                f"{deck:22} {part:8} "
                + " ".join(f"{v:6}" for v in (len(sel), *(c[h] for h in columns[1:])))
            )
    lang = Counter(r[2] for r in rows)
    kind = Counter(r[3] for r in rows)
    split_c = Counter(r[1] for r in rows)
    print("styles:", dict(sorted(Counter(r[4] for r in rows).items())))
    print(
        f"total {total}: zh {pct(lang['zh'], total):.1f} %, "
        f"multi {pct(kind['multi'], total):.1f} %, none {pct(kind['none'], total):.1f} %, "
        f"holdout {pct(split_c['holdout'], total):.1f} %"
    )
    if total < 200:
        fail(f"only {total} requests (want >= 200)")
    if pct(lang["zh"], total) < 30:
        fail("fewer than 30 % Chinese requests")
    if pct(kind["multi"], total) < 15:
        fail("fewer than 15 % multi-tool requests")
    if pct(kind["none"], total) < 8:
        fail("fewer than 8 % no-tool requests")
    if not 30 <= pct(split_c["holdout"], total) <= 40:
        fail("holdout share outside 30-40 %")


def main() -> int:
    names = check_decks()
    rows = check_cases(names)
    report(rows)
    for msg in errors:
        print("FAIL:", msg)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
