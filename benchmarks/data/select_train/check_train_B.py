"""Check Set B of the select training data and print its counts.

Run with any Python 3 (JSON only, no packages): python check_train_B.py
Checks, for every deck of Set B (SINGLE and the merged decks of build_gateway_B.py):
- decks/<deck>.json is an MCP tools/list result {"tools": [...]} with unique tool names,
  each tool an object with a string `name` and an object `inputSchema`;
- each merged deck is exactly what build_gateway_B.py makes from the server decks;
- cases/<deck>.jsonl: every line a JSON object with exactly the fields case_id, query,
  expected_tools, tags; case_id `trB-<deck>-NNN`, unique over the set; a non-empty query,
  not repeated; expected_tools a list of distinct tool names of that deck (at most 3);
  tags exactly one each of lang:, kind:, deck:, style:, with lang agreeing with the query's
  script (Chinese characters -> zh), kind with the number of expected tools
  (0 none, 1 single, 2-3 multi), deck with the file;
- the share targets of the set: >= 800 requests, >= 35 % Chinese, >= 12 % multi-tool,
  5-10 % no-tool, >= 8 % style:model.
Exit 1 on any failure. Tools that are never an expected tool are listed (not a failure).
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_gateway_B  # noqa: E402

# single-server decks of Set B (decks/<name>.json, a live tools/list capture)
SINGLE = [
    "puppeteer",
    "brave_search",
    "google_maps",
    "gdrive",
    "firecrawl",
    "exa",
    "tavily",
    "context7",
    "desktop_commander",
    "todoist",
    "obsidian",
    "linear",
    "everart",
    "google_calendar",
    "gmail",
    "youtube_transcript",
    "taskmanager",
    "weather",
    "arxiv",
]
DECKS = SINGLE + list(build_gateway_B.GATEWAYS)
FIELDS = ["case_id", "query", "expected_tools", "tags"]
LANGS = {"en", "zh"}
KINDS = {"single", "multi", "none"}
STYLES = {"direct", "indirect", "chatty", "model"}
CJK = re.compile(r"[\u4e00-\u9fff]")


def present_decks(base: Path = HERE) -> list[str]:
    """Decks of Set B whose deck file exists under BASE (a server that failed to capture has
    none)."""
    return [d for d in DECKS if (base / "decks" / f"{d}.json").exists()]


def check_decks(errors: list[str], base: Path = HERE) -> dict[str, set[str]]:
    """Check the deck files under BASE; return deck -> set of tool names."""
    names: dict[str, set[str]] = {}
    for deck in present_decks(base):
        rel = f"decks/{deck}.json"
        try:
            raw = json.loads((base / rel).read_text(encoding="utf-8"))
        except ValueError as exc:
            errors.append(f"{rel}: not valid JSON ({exc})")
            continue
        if not (
            isinstance(raw, dict) and list(raw) == ["tools"] and isinstance(raw["tools"], list)
        ):
            errors.append(f'{rel}: not an MCP tools/list result {{"tools": [...]}}')
            continue
        tool_names = []
        for i, tool in enumerate(raw["tools"]):
            if not (isinstance(tool, dict) and isinstance(tool.get("name"), str)):
                errors.append(f"{rel}: tool {i} has no string name")
                continue
            if not isinstance(tool.get("inputSchema"), dict):
                errors.append(f"{rel}: tool {tool['name']} has no inputSchema object")
            tool_names.append(tool["name"])
        if len(tool_names) != len(set(tool_names)):
            errors.append(f"{rel}: duplicate tool names")
        if not tool_names:
            errors.append(f"{rel}: no tools")
        names[deck] = set(tool_names)
    for deck, servers in build_gateway_B.GATEWAYS.items():
        path = base / "decks" / f"{deck}.json"
        if not path.exists():
            errors.append(f"decks/{deck}.json missing (run build_gateway_B.py)")
            continue
        current = json.loads(path.read_text(encoding="utf-8"))["tools"]
        if build_gateway_B.merged_tools(servers, base) != current:
            errors.append(f"decks/{deck}.json differs from what build_gateway_B.py makes")
    return names


def check_cases(
    errors: list[str], deck_names: dict[str, set[str]], base: Path = HERE
) -> list[tuple]:
    """Check every cases file under BASE; return rows (deck, lang, kind, style,
    expected_tools)."""
    rows: list[tuple] = []
    seen_ids: set[str] = set()
    seen_queries: dict[str, str] = {}
    for deck in deck_names:
        rel = f"cases/{deck}.jsonl"
        path = base / rel
        if not path.exists():
            errors.append(f"{rel}: missing (deck {deck} has no requests)")
            continue
        id_re = re.compile(rf"^trB-{re.escape(deck)}-\d{{3}}$")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{rel}:{n}"
            try:
                case = json.loads(line)
            except ValueError as exc:
                errors.append(f"{where}: not valid JSON ({exc})")
                continue
            if not isinstance(case, dict) or list(case) != FIELDS:
                errors.append(f"{where}: want exactly the fields {FIELDS}")
                continue
            cid, query, tools, tags = (case[f] for f in FIELDS)
            if not (isinstance(cid, str) and id_re.match(cid)):
                errors.append(f"{where}: case_id {cid!r} is not trB-{deck}-NNN")
            elif cid in seen_ids:
                errors.append(f"{where}: case_id {cid} used twice")
            seen_ids.add(str(cid))
            if not (isinstance(query, str) and query.strip()):
                errors.append(f"{where}: empty query")
                continue
            key = " ".join(query.split()).lower()
            if key in seen_queries:
                errors.append(f"{where}: same query as {seen_queries[key]}")
            seen_queries[key] = where
            if not (isinstance(tools, list) and all(isinstance(t, str) for t in tools)):
                errors.append(f"{where}: expected_tools is not a list of tool names")
                continue
            for t in tools:
                if t not in deck_names[deck]:
                    errors.append(f"{where}: expected tool {t!r} is not in deck {deck}")
            if len(set(tools)) != len(tools):
                errors.append(f"{where}: a tool is listed twice")
            if len(tools) > 3:
                errors.append(f"{where}: more than 3 expected tools")
            if not (isinstance(tags, list) and all(isinstance(t, str) for t in tags)):
                errors.append(f"{where}: tags is not a list of strings")
                continue
            values = {
                p: [t.split(":", 1)[1] for t in tags if t.startswith(p + ":")]
                for p in ("lang", "kind", "deck", "style")
            }
            if len(tags) != 4 or any(len(v) != 1 for v in values.values()):
                errors.append(f"{where}: want one each of lang:, kind:, deck:, style: ({tags})")
                continue
            lang, kind, tdeck, style = (values[p][0] for p in ("lang", "kind", "deck", "style"))
            want_lang = "zh" if CJK.search(query) else "en"
            want_kind = "none" if not tools else "single" if len(tools) == 1 else "multi"
            if lang != want_lang:
                errors.append(f"{where}: lang:{lang} but the query reads as {want_lang}")
            if kind != want_kind:
                errors.append(f"{where}: kind:{kind} but {len(tools)} expected tools")
            if tdeck != deck:
                errors.append(f"{where}: deck:{tdeck} in {rel}")
            if style not in STYLES:
                errors.append(f"{where}: unknown style {style!r} (want one of {sorted(STYLES)})")
            rows.append((deck, lang, kind, style, tuple(tools)))
    return rows


def pct(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def check_targets(errors: list[str], rows: list[tuple]) -> None:
    total = len(rows)
    lang = Counter(r[1] for r in rows)
    kind = Counter(r[2] for r in rows)
    style = Counter(r[3] for r in rows)
    if total < 800:
        errors.append(f"only {total} requests (want >= 800)")
    if pct(lang["zh"], total) < 35:
        errors.append(f"{pct(lang['zh'], total):.1f} % Chinese requests (want >= 35 %)")
    if pct(kind["multi"], total) < 12:
        errors.append(f"{pct(kind['multi'], total):.1f} % multi-tool requests (want >= 12 %)")
    if not 5 <= pct(kind["none"], total) <= 10:
        errors.append(f"{pct(kind['none'], total):.1f} % no-tool requests (want 5-10 %)")
    if pct(style["model"], total) < 8:
        errors.append(f"{pct(style['model'], total):.1f} % style:model requests (want >= 8 %)")


def run_checks(base: Path = HERE) -> tuple[list[str], list[tuple], dict[str, set[str]]]:
    """All checks of the set under BASE (decks/, cases/); return (errors, rows, deck -> tool
    names)."""
    errors: list[str] = []
    names = check_decks(errors, base)
    rows = check_cases(errors, names, base)
    check_targets(errors, rows)
    return errors, rows, names


def report(rows: list[tuple], names: dict[str, set[str]]) -> None:
    cols = ("en", "zh", "single", "multi", "none", "model")
    print(f"{'deck':20} {'tools':>5} {'n':>5} " + " ".join(f"{c:>6}" for c in cols) + "  unused")
    for deck in [*names, "ALL"]:
        sel = [r for r in rows if deck == "ALL" or r[0] == deck]
        c = Counter(r[1] for r in sel) + Counter(r[2] for r in sel) + Counter(r[3] for r in sel)
        ntools = sum(len(v) for v in names.values()) if deck == "ALL" else len(names[deck])
        unused = "" if deck == "ALL" else str(len(names[deck] - {t for r in sel for t in r[4]}))
        print(
            f"{deck:20} {ntools:5} {len(sel):5} "
            + " ".join(f"{c[h]:6}" for h in cols)
            + f"  {unused}"
        )
    total = len(rows)
    lang = Counter(r[1] for r in rows)
    kind = Counter(r[2] for r in rows)
    print("styles:", dict(sorted(Counter(r[3] for r in rows).items())))
    print(
        f"total {total}: zh {pct(lang['zh'], total):.1f} %, multi "
        f"{pct(kind['multi'], total):.1f} %, none {pct(kind['none'], total):.1f} %"
    )
    for deck in names:
        unused = sorted(names[deck] - {t for r in rows if r[0] == deck for t in r[4]})
        if unused:
            print(f"never expected in {deck}: {', '.join(unused)}")


def main() -> int:
    errors, rows, names = run_checks()
    report(rows, names)
    for msg in errors:
        print("FAIL:", msg)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
