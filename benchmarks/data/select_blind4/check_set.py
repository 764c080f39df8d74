"""Check the select_blind4 set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_blind4/check_set.py
Checks: every deck is an MCP tools/list result that tooldeck loads, with the tool count
below; the gateway deck is what build_gateway.py makes from servers/, and the github deck's
tools are the project's GitHub corpus (tests/data/corpora/github.json); every cases file loads with
tooldeck.load_cases; each line has exactly the fields case_id, query, expected_tools, tags;
case ids are `bl4-gh-NNN` / `bl4-gw-NNN` per deck; every expected tool and every
`ambiguous:` tool exists in its deck; tags (one each
of lang/kind/deck/style, lang and kind agreeing with the query and expected_tools); unique
case ids and queries; each case in the split file that split.py's rule assigns; per deck
dev and holdout within 5 cases of each other for each language and each kind; per deck the
shares (>= 30 % Chinese, >= 15 % needing 2-3 tools, >= 8 % needing none). Exit 1 on any
failure.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

from tooldeck import load, load_cases
from tooldeck.errors import CasesError

HERE = Path(__file__).resolve().parent
DECKS = {"github": 117, "gateway_localdev": 76}  # deck name (deck:NAME tag) -> tools
ID_PREFIX = {"github": "bl4-gh-", "gateway_localdev": "bl4-gw-"}
BUILT = ("gateway_localdev",)  # decks build_gateway.py makes
# the github deck wraps this corpus list as {"tools": [...]} (tools equal, in order)
GITHUB_CORPUS = HERE.parents[2] / "tests" / "data" / "corpora" / "github.json"
SPLITS = ("dev", "holdout")  # cases/<deck>.<split>.jsonl
MAX_SPLIT_GAP = 5  # per deck, per language and per kind: |dev - holdout| <= this
FIELDS = ["case_id", "query", "expected_tools", "tags"]
STYLES = {"direct", "chatty", "indirect", "terse", "typo"}
CJK = re.compile(r"[\u4e00-\u9fff]")


def _module(name: str):
    spec = importlib.util.spec_from_file_location(f"blind4_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_decks(base: Path, errors: list[str]) -> dict[str, set[str]]:
    """Tool names per deck; appends a message to ``errors`` for each problem."""
    names: dict[str, set[str]] = {}
    for deck, count in DECKS.items():
        rel = f"decks/{deck}.json"
        raw = json.loads((base / rel).read_text(encoding="utf-8"))
        if not (isinstance(raw, dict) and list(raw) == ["tools"]):
            errors.append(f'{rel}: not an MCP tools/list result {{"tools": [...]}}')
            continue
        loaded = load(str(base / rel)).deck
        names[deck] = set(loaded.names)
        if len(loaded.names) != count or len(raw["tools"]) != count:
            errors.append(f"{rel}: {len(loaded.names)} tools loaded, expected {count}")
    corpus = json.loads(GITHUB_CORPUS.read_text(encoding="utf-8"))
    ours = json.loads((base / "decks/github.json").read_text(encoding="utf-8"))
    if ours != {"tools": corpus}:
        errors.append("decks/github.json: tools differ from tests/data/corpora/github.json")
    builder = _module("build_gateway")
    for deck in BUILT:
        made = json.loads(json.dumps(builder.build(deck)))  # as the file stores it
        ours = json.loads((base / f"decks/{deck}.json").read_text(encoding="utf-8"))
        if ours != made:
            errors.append(
                f"decks/{deck}.json differs from what build_gateway.py makes from servers/"
            )
    return names


def _check_case(case, deck: str, tools: set[str], where: str, errors: list[str]):
    """(lang, kind, style) of one case, or None; appends problems to ``errors``."""
    if not case.case_id.startswith(ID_PREFIX[deck]):
        errors.append(f"{where}: case_id should start with {ID_PREFIX[deck]}")
    for tool in case.expected_tools:
        if tool not in tools:
            errors.append(f"{where}: expected tool {tool!r} is not in deck {deck}")
    if len(set(case.expected_tools)) != len(case.expected_tools):
        errors.append(f"{where}: a tool is listed twice")
    if len(case.expected_tools) > 3:
        errors.append(f"{where}: more than 3 expected tools")
    plain = [t for t in case.tags if not t.startswith("ambiguous:")]
    for tag in case.tags:
        if tag.startswith("ambiguous:"):
            other = tag.split(":", 1)[1]
            if other not in tools:
                errors.append(f"{where}: ambiguous tool {other!r} is not in deck {deck}")
            if other in case.expected_tools:
                errors.append(f"{where}: ambiguous tool {other!r} is also expected")
    values = {
        p: [t.split(":", 1)[1] for t in plain if t.startswith(p + ":")]
        for p in ("lang", "kind", "deck", "style")
    }
    if any(len(v) != 1 for v in values.values()) or len(plain) != 4:
        errors.append(f"{where}: want one each of lang:, kind:, deck:, style: ({plain})")
        return None
    lang, kind, tdeck, style = (values[p][0] for p in ("lang", "kind", "deck", "style"))
    want_lang = "zh" if CJK.search(case.query) else "en"
    n = len(case.expected_tools)
    want_kind = "none" if n == 0 else "single" if n == 1 else "multi"
    if lang != want_lang:
        errors.append(f"{where}: lang:{lang} but the query reads as {want_lang}")
    if kind != want_kind:
        errors.append(f"{where}: kind:{kind} but {n} expected tools")
    if tdeck != deck:
        errors.append(f"{where}: deck:{tdeck} in the {deck} file")
    if style not in STYLES:
        errors.append(f"{where}: unknown style {style!r}")
    return lang, kind, style


def check_cases(base: Path, names: dict[str, set[str]], errors: list[str]) -> list[tuple]:
    """One row (deck, split, lang, kind, style) per case; appends problems to ``errors``."""
    rows = []
    seen_ids: dict[str, str] = {}
    seen_queries: dict[str, str] = {}
    splitter = _module("split")
    for deck in DECKS:
        raw_cases: list[tuple[str, dict]] = []  # (split, line object) for the split rule
        for split in SPLITS:
            rel = f"cases/{deck}.{split}.jsonl"
            lines = (base / rel).read_text(encoding="utf-8").splitlines()
            for lineno, line in enumerate(lines, 1):
                obj = json.loads(line)
                if list(obj) != FIELDS:
                    errors.append(f"{rel}:{lineno}: want exactly the fields {FIELDS}")
                raw_cases.append((split, obj))
            try:
                cases = load_cases(base / rel)
            except CasesError as exc:  # e.g. a duplicate case_id within the file
                errors.append(f"{rel}: {str(exc).replace(str(base / rel), rel)}")
                continue
            for lineno, case in enumerate(cases, 1):
                where = f"{rel}:{lineno}: {case.case_id}"
                if case.case_id in seen_ids:
                    errors.append(f"{where}: case_id used twice (also {seen_ids[case.case_id]})")
                seen_ids[case.case_id] = where
                query = " ".join(case.query.split()).lower()
                if query in seen_queries:
                    errors.append(f"{where}: same query as {seen_queries[query]}")
                seen_queries[query] = where
                got = _check_case(case, deck, names.get(deck, set()), where, errors)
                if got is not None:
                    rows.append((deck, split, *got))
        try:
            rule = splitter.assign([obj for _, obj in raw_cases])
        except (KeyError, StopIteration):  # a case without lang:/kind: (reported above)
            continue
        for split, obj in raw_cases:
            if rule.get(obj.get("case_id")) != split:
                errors.append(
                    f"cases/{deck}.{split}.jsonl: {obj.get('case_id')} belongs in "
                    f"{rule.get(obj.get('case_id'))} by split.py's rule"
                )
    return rows


def check_balance(rows: list[tuple], errors: list[str]) -> None:
    """Per deck: dev and holdout within MAX_SPLIT_GAP cases for each language and kind."""
    for deck in DECKS:
        for col, values in ((2, ("en", "zh")), (3, ("single", "multi", "none"))):
            for value in values:
                n = Counter(r[1] for r in rows if r[0] == deck and r[col] == value)
                if abs(n["dev"] - n["holdout"]) > MAX_SPLIT_GAP:
                    errors.append(
                        f"{deck}: {value} cases split {n['dev']} dev / {n['holdout']} holdout"
                        f" (want within {MAX_SPLIT_GAP})"
                    )


def check_shares(rows: list[tuple], errors: list[str]) -> None:
    """Per deck: >= 30 % Chinese, >= 15 % multi-tool, >= 8 % no-tool requests."""
    for deck in DECKS:
        sel = [r for r in rows if r[0] == deck]
        n = len(sel) or 1
        lang = Counter(r[2] for r in sel)
        kind = Counter(r[3] for r in sel)
        for label, share, floor in (
            ("Chinese", lang["zh"] / n, 0.30),
            ("multi-tool", kind["multi"] / n, 0.15),
            ("no-tool", kind["none"] / n, 0.08),
        ):
            if share < floor:
                errors.append(f"{deck}: {100 * share:.1f} % {label} requests (want >= {floor:.0%})")


def run_checks(base: Path = HERE) -> tuple[list[str], list[tuple], dict[str, set[str]]]:
    """(problems, one row per case, tool names per deck) for the set under ``base``."""
    errors: list[str] = []
    names = check_decks(base, errors)
    rows = check_cases(base, names, errors)
    check_balance(rows, errors)
    check_shares(rows, errors)
    return errors, rows, names


def report(rows: list[tuple]) -> None:
    columns = ("en", "zh", "single", "multi", "none")
    print(f"{'deck / split':28} {'n':>4} " + " ".join(f"{h:>6}" for h in columns))
    for deck in [*DECKS, "ALL"]:
        for split in [*SPLITS, "both"]:
            sel = [r for r in rows if deck in ("ALL", r[0]) and split in ("both", r[1])]
            c = Counter(r[2] for r in sel) + Counter(r[3] for r in sel)
            label = f"{deck} / {split}"
            print(f"{label:28} {len(sel):>4} " + " ".join(f"{c[h]:6}" for h in columns))
    print("styles:", dict(sorted(Counter(r[4] for r in rows).items())))


def main() -> int:
    errors, rows, _ = run_checks()
    report(rows)
    for msg in errors:
        print("FAIL:", msg)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
