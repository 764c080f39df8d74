"""Check Set D of the select training data and print its counts.

Run with any Python 3 (JSON only, no packages): python check_train_D.py
Set D lives in cases/<deck>.D.jsonl over its own decks (DECKS below: seven captured servers
and the two gateway decks of build_gateway_D.py); the training scripts read
cases/<deck>.jsonl and every cases/<deck>.*.jsonl of a deck in decks/. Checks:
- every cases/<deck>.D.jsonl is for a deck of DECKS, and every deck of DECKS has a
  decks/<deck>.json file and a cases file;
- no deck name of DECKS matches the training scripts' reserved-name pattern (RESERVED,
  the same expression as in benchmarks/train_select_adapter.py): they refuse such a deck;
- the gateway decks are what build_gateway_D.py builds from the server decks;
- every line a JSON object with exactly the fields case_id, query, expected_tools, tags;
  case_id `trD-<deck>-NNN`, unique over the set; a non-empty query; expected_tools a list
  of distinct tool names of that deck (at most 3); tags exactly one each of lang:, kind:,
  deck:, style:, with lang agreeing with the query's script (Chinese characters -> zh),
  kind with the number of expected tools (0 none, 1 single, 2-3 multi), deck with the file,
  style one of direct, indirect, chatty, model;
- every tool of every single-server deck is an expected tool at least once;
- no near-duplicate: no two Set D requests, and no Set D request and Set A/B/C request,
  have a similarity >= 0.6 (Jaccard of word sets; for a request with Chinese characters,
  Jaccard of character bigram sets, spaces removed, both lowercased);
- the share targets: 200-500 requests, all DECKS used, >= 35 % Chinese, >= 15 %
  multi-tool, >= 3 % no-tool.
Exit 1 on any failure.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIELDS = ["case_id", "query", "expected_tools", "tags"]
STYLES = {"direct", "indirect", "chatty", "model"}
CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"\w+")
NEAR = 0.6  # similarity at or above this counts as a near-duplicate
SUFFIX = ".D.jsonl"
PREFIX = "trD-"
SERVER_DECKS = [
    "vcs_cyanheads",
    "libsql_kg",
    "ctxkeeper",
    "infra_browser",
    "fastfs",
    "timemcp",
    "excel",
]
GATEWAY_DECKS = ["gw_devbox", "gw_home"]
DECKS = SERVER_DECKS + GATEWAY_DECKS
# the training scripts' reserved-name pattern (benchmarks/train_select_adapter.py, RESERVED)
RESERVED = re.compile(r"filesystem|(^|[^a-z])git([^a-z]|$)|memory|playwright", re.I)


def features(query: str) -> frozenset[str]:
    """Word set of an English request; character bigram set of a Chinese one."""
    text = query.lower()
    if CJK.search(text):
        chars = "".join(text.split())
        return frozenset(chars[i : i + 2] for i in range(len(chars) - 1))
    return frozenset(WORD.findall(text))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def set_d_files(base: Path = HERE) -> list[Path]:
    return sorted((base / "cases").glob(f"*{SUFFIX}"))


def deck_tools(deck: str, base: Path = HERE) -> set[str] | None:
    path = base / "decks" / f"{deck}.json"
    if not path.exists():
        return None
    return {t["name"] for t in json.loads(path.read_text(encoding="utf-8"))["tools"]}


def check_cases(errors: list[str], base: Path = HERE) -> list[tuple]:
    """Check every Set D file under BASE; return rows (deck, lang, kind, style, tools,
    query, where)."""
    rows: list[tuple] = []
    seen_ids: set[str] = set()
    for path in set_d_files(base):
        deck = path.name[: -len(SUFFIX)]
        rel = f"cases/{path.name}"
        names = deck_tools(deck, base)
        if deck not in DECKS:
            errors.append(f"{rel}: deck {deck} is not a Set D deck (add it to DECKS)")
            continue
        if names is None:
            errors.append(f"{rel}: no deck decks/{deck}.json")
            continue
        id_re = re.compile(rf"^{PREFIX}{re.escape(deck)}-\d{{3}}$")
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
                errors.append(f"{where}: case_id {cid!r} is not {PREFIX}{deck}-NNN")
            elif cid in seen_ids:
                errors.append(f"{where}: case_id {cid} used twice")
            seen_ids.add(str(cid))
            if not (isinstance(query, str) and query.strip()):
                errors.append(f"{where}: empty query")
                continue
            if not (isinstance(tools, list) and all(isinstance(t, str) for t in tools)):
                errors.append(f"{where}: expected_tools is not a list of tool names")
                continue
            for t in tools:
                if t not in names:
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
            rows.append((deck, lang, kind, style, tuple(tools), query, where))
    return rows


def earlier_queries(base: Path = HERE) -> list[tuple[str, str]]:
    """(where, query) of every Set A, B and C request (cases/*.jsonl lines not of Set D)."""
    out = []
    for path in sorted((base / "cases").glob("*.jsonl")):
        if path.name.endswith(SUFFIX):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            case = json.loads(line)
            if not str(case.get("case_id", "")).startswith(PREFIX):
                out.append((f"cases/{path.name}:{n}", case["query"]))
    return out


def check_near_duplicates(errors: list[str], rows: list[tuple], base: Path = HERE) -> None:
    """A Set D request is near-duplicate of an earlier one, or of another Set D request,
    when the similarity of :func:`features` is >= NEAR."""
    others = [(w, features(q)) for w, q in earlier_queries(base)]
    mine = [(r[6], features(r[5])) for r in rows]
    for i, (where, feats) in enumerate(mine):
        for other_where, other in others + mine[:i]:
            # cheap bound first: Jaccard <= min/max of the set sizes
            small, big = sorted((len(feats), len(other)))
            if big and small / big < NEAR:
                continue
            sim = jaccard(feats, other)
            if sim >= NEAR:
                errors.append(f"{where}: near-duplicate of {other_where} (similarity {sim:.2f})")


def pct(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def check_targets(errors: list[str], rows: list[tuple]) -> None:
    total = len(rows)
    lang = Counter(r[1] for r in rows)
    kind = Counter(r[2] for r in rows)
    decks = {r[0] for r in rows}
    if not 200 <= total <= 500:
        errors.append(f"{total} requests (want 200-500)")
    for deck in DECKS:
        if deck not in decks:
            errors.append(f"no requests for deck {deck} (want cases/{deck}{SUFFIX})")
    if pct(lang["zh"], total) < 35:
        errors.append(f"{pct(lang['zh'], total):.1f} % Chinese requests (want >= 35 %)")
    if pct(kind["multi"], total) < 15:
        errors.append(f"{pct(kind['multi'], total):.1f} % multi-tool requests (want >= 15 %)")
    if pct(kind["none"], total) < 3:
        errors.append(f"{pct(kind['none'], total):.1f} % no-tool requests (want >= 3 %)")


def check_decks(errors: list[str], base: Path = HERE) -> None:
    """Deck names, files, and the gateway decks against build_gateway_D.py."""
    for deck in DECKS:
        if RESERVED.search(deck):
            errors.append(f"deck name {deck} matches the training scripts' reserved pattern")
        if not (base / "decks" / f"{deck}.json").exists():
            errors.append(f"decks/{deck}.json missing (run build_gateway_D.py for gateways)")
    sys.path.insert(0, str(HERE))
    try:
        from build_gateway_D import GATEWAYS, merged_tools
    finally:
        sys.path.remove(str(HERE))
    for deck, servers in GATEWAYS.items():
        path = base / "decks" / f"{deck}.json"
        if path.exists():
            have = json.loads(path.read_text(encoding="utf-8"))["tools"]
            if have != merged_tools(servers, base):
                errors.append(f"decks/{deck}.json differs from build_gateway_D.py's merge")


def check_coverage(errors: list[str], rows: list[tuple], base: Path = HERE) -> None:
    """Every tool of a single-server deck is an expected tool at least once."""
    for deck in SERVER_DECKS:
        used = {t for r in rows if r[0] == deck for t in r[4]}
        for name in sorted((deck_tools(deck, base) or set()) - used):
            errors.append(f"deck {deck}: tool {name} is never an expected tool")


def run_checks(base: Path = HERE, near: bool = True) -> tuple[list[str], list[tuple]]:
    """All checks of Set D under BASE (decks/, cases/); return (errors, rows)."""
    errors: list[str] = []
    check_decks(errors, base)
    rows = check_cases(errors, base)
    check_coverage(errors, rows, base)
    if near:
        check_near_duplicates(errors, rows, base)
    check_targets(errors, rows)
    return errors, rows


def main() -> int:
    errors, rows = run_checks()
    for e in errors:
        print(e)
    print("| deck | tools | requests | en | zh | single | multi | none | model | gold tools used |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for deck in sorted({r[0] for r in rows}):
        sub = [r for r in rows if r[0] == deck]
        c = Counter(x for r in sub for x in (r[1], r[2], "model" if r[3] == "model" else ""))
        cells = [len(sub), c["en"], c["zh"], c["single"], c["multi"], c["none"], c["model"]]
        ntools = len(deck_tools(deck) or ())
        used = len({t for r in sub for t in r[4]})
        print(f"| {deck} | {ntools} | " + " | ".join(map(str, [*cells, used])) + " |")
    total = len(rows)
    lang = Counter(r[1] for r in rows)
    kind = Counter(r[2] for r in rows)
    style = Counter(r[3] for r in rows)
    print(
        f"\n{total} requests over {len({r[0] for r in rows})} decks; Chinese {lang['zh']} "
        f"({pct(lang['zh'], total):.1f} %), multi {kind['multi']} "
        f"({pct(kind['multi'], total):.1f} %), none {kind['none']} "
        f"({pct(kind['none'], total):.1f} %); styles: "
        + ", ".join(f"{s} {style[s]}" for s in sorted(STYLES))
    )
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
