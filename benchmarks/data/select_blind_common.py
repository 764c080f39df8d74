"""What the third, fourth and fifth blind select sets (``select_blind3``, ``select_blind4``,
``select_blind5``) share: the dev / holdout split rule and the set checker. Each set's own
``split.py`` and ``check_set.py`` name its decks and what is particular to it, and call
these. ``select_blind5`` is all holdout (one file per deck, ``cases/<deck>.holdout.jsonl``):
its checker is made with ``splits=("holdout",)``, and the split rule and the dev / holdout
balance do not apply to it.

The split rule (:func:`assign`): within each deck, the cases are grouped by their (lang,
kind) tags; inside a group they are ordered by the SHA-256 hex digest of their case_id
(UTF-8) and dealt out in turn, dev first in the 1st, 3rd, 5th, ... group (groups sorted by
their tag strings: lang:en kind:multi, lang:en kind:none, lang:en kind:single, lang:zh ...)
and holdout first in the 2nd, 4th, ... group. Each group is thus halved (an odd one out
goes to dev and to holdout in turn), so the two splits differ by at most one case per
group. It reads nothing but the cases (any Python 3, JSON only).

The checker (:class:`SetChecker`): every deck is an MCP tools/list result that tooldeck
loads, with its tool count; each built deck is what the set's ``build_gateway.py`` makes
from ``servers/``; every cases file loads with ``tooldeck.load_cases``; each line has
exactly the fields case_id, query, expected_tools, tags; case ids carry the deck's prefix;
every expected tool and every ``ambiguous:`` tool exists in its deck (and none of the
set's never-gold tools is gold); tags (one each of lang/kind/deck/style, lang and kind
agreeing with the query and expected_tools); unique case ids and queries; for a set split
in two, each case in the split file that :func:`assign` names and per deck dev and holdout
within 5 cases of each other for each language and each kind; per deck the shares (>= 30 %
Chinese, >= 15 % needing 2-3 tools, >= 8 % needing none).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

SPLITS = ("dev", "holdout")  # cases/<deck>.<split>.jsonl
MAX_SPLIT_GAP = 5  # per deck, per language and per kind: |dev - holdout| <= this
FIELDS = ["case_id", "query", "expected_tools", "tags"]
# model_query (select_blind11 on): a short "action + object" query as a model writes it for
# a tool-search tool, not a user's sentence
STYLES = {"direct", "chatty", "indirect", "terse", "typo", "model_query"}
CJK = re.compile(r"[\u4e00-\u9fff]")


# --- the split rule (stdlib only) ---------------------------------------------------------
def _group(case: dict) -> tuple[str, str]:
    tags = case["tags"]
    lang = next(t for t in tags if t.startswith("lang:"))
    kind = next(t for t in tags if t.startswith("kind:"))
    return lang, kind


def assign(cases: list[dict]) -> dict[str, str]:
    """case_id -> split name, for the cases of one deck (the rule of the module docstring).

    Raises:
        KeyError, StopIteration: a case without ``tags``, ``lang:`` or ``kind:``.
    """
    groups: dict[tuple[str, str], list[str]] = {}
    for case in cases:
        groups.setdefault(_group(case), []).append(case["case_id"])
    split: dict[str, str] = {}
    for g, key in enumerate(sorted(groups)):
        ordered = sorted(groups[key], key=lambda cid: hashlib.sha256(cid.encode()).hexdigest())
        for i, cid in enumerate(ordered):
            split[cid] = SPLITS[(i + g) % 2]
    return split


def _read(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def write(deck: str, cases: list[dict], base: Path) -> None:
    """Write ``cases`` (one deck) into base/cases/<deck>.<split>.jsonl, in case_id order."""
    split = assign(cases)
    for name in SPLITS:
        rows = sorted((c for c in cases if split[c["case_id"]] == name), key=lambda c: c["case_id"])
        text = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in rows)
        (base / "cases" / f"{deck}.{name}.jsonl").write_text(text, encoding="utf-8")


def split_main(decks: Iterable[str], base: Path, description: str) -> None:
    """A set's ``split.py``: ``--from DECK FILE`` distributes FILE's cases (one deck) into
    the two files; without it, every deck's two files are rewritten from themselves."""
    decks = tuple(decks)
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--from", dest="source", nargs=2, metavar=("DECK", "FILE"))
    args = parser.parse_args()
    if args.source:
        deck, file = args.source
        if deck not in decks:
            parser.error(f"unknown deck {deck!r}; the decks are {', '.join(decks)}")
        todo = {deck: _read(Path(file))}
    else:
        todo = {
            d: [c for s in SPLITS for c in _read(base / "cases" / f"{d}.{s}.jsonl")] for d in decks
        }
    for deck, cases in todo.items():
        write(deck, cases, base)
        split = assign(cases)
        counts = {s: sum(v == s for v in split.values()) for s in SPLITS}
        print(f"{deck}: {len(cases)} cases -> {counts}")


# --- the checker (needs tooldeck) ---------------------------------------------------------
def load_module(path: Path, name: str) -> ModuleType:
    """The Python file ``path`` imported as module ``name`` (a set's own scripts)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass
class SetChecker:
    """The checks of one blind set (module docstring).

    Args:
        here: the set's folder (its ``build_gateway.py`` lives there).
        decks: deck name (the ``deck:NAME`` tag) -> tool count.
        id_prefix: deck name -> the prefix of its case ids.
        built: the decks ``build_gateway.py`` makes (default: every deck).
        never_gold: tools that may not be expected (with the reason, for the message).
        deck_check: an extra check of the decks under a base folder, appending messages.
        splits: the case files per deck, ``cases/<deck>.<split>.jsonl``: ``SPLITS`` (dev and
            holdout, split by :func:`assign`) or ``("holdout",)`` for an all-holdout set,
            which has no split rule and no balance to check.
    """

    here: Path
    decks: dict[str, int]
    id_prefix: dict[str, str]
    built: tuple[str, ...] | None = None
    never_gold: dict[str, str] = field(default_factory=dict)
    deck_check: Callable[[Path, list[str]], None] | None = None
    splits: tuple[str, ...] = SPLITS

    def __post_init__(self) -> None:
        if self.splits not in (SPLITS, ("holdout",)):
            raise ValueError(f"splits must be {SPLITS} or ('holdout',), not {self.splits}")

    @property
    def split_in_two(self) -> bool:
        """Whether the set is split into dev and holdout by :func:`assign`."""
        return self.splits == SPLITS

    def check_decks(self, base: Path, errors: list[str]) -> dict[str, set[str]]:
        """Tool names per deck; appends a message to ``errors`` for each problem."""
        from tooldeck import load

        names: dict[str, set[str]] = {}
        for deck, count in self.decks.items():
            rel = f"decks/{deck}.json"
            raw = json.loads((base / rel).read_text(encoding="utf-8"))
            if not (isinstance(raw, dict) and list(raw) == ["tools"]):
                errors.append(f'{rel}: not an MCP tools/list result {{"tools": [...]}}')
                continue
            loaded = load(str(base / rel)).deck
            names[deck] = set(loaded.names)
            if len(loaded.names) != count or len(raw["tools"]) != count:
                errors.append(f"{rel}: {len(loaded.names)} tools loaded, expected {count}")
        if self.deck_check is not None:
            self.deck_check(base, errors)
        builder = load_module(self.here / "build_gateway.py", f"{self.here.name}_build_gateway")
        for deck in self.built if self.built is not None else tuple(self.decks):
            made = json.loads(json.dumps(builder.build(deck)))  # as the file stores it
            ours = json.loads((base / f"decks/{deck}.json").read_text(encoding="utf-8"))
            if ours != made:
                errors.append(
                    f"decks/{deck}.json differs from what build_gateway.py makes from servers/"
                )
        return names

    def _check_case(self, case, deck: str, tools: set[str], where: str, errors: list[str]):
        """(lang, kind, style) of one case, or None; appends problems to ``errors``."""
        prefix = self.id_prefix[deck]
        if not case.case_id.startswith(prefix):
            errors.append(f"{where}: case_id should start with {prefix}")
        for tool in case.expected_tools:
            if tool not in tools:
                errors.append(f"{where}: expected tool {tool!r} is not in deck {deck}")
            if tool in self.never_gold:
                errors.append(f"{where}: {tool} is {self.never_gold[tool]}, never gold")
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

    def check_cases(self, base: Path, names: dict[str, set[str]], errors: list[str]) -> list[tuple]:
        """One row (deck, split, lang, kind, style) per case; appends problems to ``errors``."""
        from tooldeck import load_cases
        from tooldeck.errors import CasesError

        rows = []
        seen_ids: dict[str, str] = {}
        seen_queries: dict[str, str] = {}
        for deck in self.decks:
            raw_cases: list[tuple[str, dict]] = []  # (split, line object) for the split rule
            for split in self.splits:
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
                        errors.append(
                            f"{where}: case_id used twice (also {seen_ids[case.case_id]})"
                        )
                    seen_ids[case.case_id] = where
                    query = " ".join(case.query.split()).lower()
                    if query in seen_queries:
                        errors.append(f"{where}: same query as {seen_queries[query]}")
                    seen_queries[query] = where
                    got = self._check_case(case, deck, names.get(deck, set()), where, errors)
                    if got is not None:
                        rows.append((deck, split, *got))
            if not self.split_in_two:
                continue
            try:
                rule = assign([obj for _, obj in raw_cases])
            except (KeyError, StopIteration):  # a case without lang:/kind: (reported above)
                continue
            for split, obj in raw_cases:
                if rule.get(obj.get("case_id")) != split:
                    errors.append(
                        f"cases/{deck}.{split}.jsonl: {obj.get('case_id')} belongs in "
                        f"{rule.get(obj.get('case_id'))} by split.py's rule"
                    )
        return rows

    def check_balance(self, rows: list[tuple], errors: list[str]) -> None:
        """Per deck: dev and holdout within MAX_SPLIT_GAP cases for each language and kind
        (nothing to check for an all-holdout set)."""
        if not self.split_in_two:
            return
        for deck in self.decks:
            for col, values in ((2, ("en", "zh")), (3, ("single", "multi", "none"))):
                for value in values:
                    n = Counter(r[1] for r in rows if r[0] == deck and r[col] == value)
                    if abs(n["dev"] - n["holdout"]) > MAX_SPLIT_GAP:
                        errors.append(
                            f"{deck}: {value} cases split {n['dev']} dev / {n['holdout']} "
                            f"holdout (want within {MAX_SPLIT_GAP})"
                        )

    def check_shares(self, rows: list[tuple], errors: list[str]) -> None:
        """Per deck: >= 30 % Chinese, >= 15 % multi-tool, >= 8 % no-tool requests."""
        for deck in self.decks:
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
                    errors.append(
                        f"{deck}: {100 * share:.1f} % {label} requests (want >= {floor:.0%})"
                    )

    def run_checks(
        self, base: Path | None = None
    ) -> tuple[list[str], list[tuple], dict[str, set[str]]]:
        """(problems, one row per case, tool names per deck) for the set under ``base``
        (default: the set's own folder)."""
        base = self.here if base is None else base
        errors: list[str] = []
        names = self.check_decks(base, errors)
        rows = self.check_cases(base, names, errors)
        self.check_balance(rows, errors)
        self.check_shares(rows, errors)
        return errors, rows, names

    def report(self, rows: list[tuple]) -> None:
        """The counts per deck and split, and the styles, on stdout."""
        columns = ("en", "zh", "single", "multi", "none")
        print(f"{'deck / split':28} {'n':>4} " + " ".join(f"{h:>6}" for h in columns))
        for deck in [*self.decks, "ALL"]:
            for split in [*self.splits, "both"] if self.split_in_two else self.splits:
                sel = [r for r in rows if deck in ("ALL", r[0]) and split in ("both", r[1])]
                c = Counter(r[2] for r in sel) + Counter(r[3] for r in sel)
                label = f"{deck} / {split}"
                print(f"{label:28} {len(sel):>4} " + " ".join(f"{c[h]:6}" for h in columns))
        print("styles:", dict(sorted(Counter(r[4] for r in rows).items())))

    def main(self) -> int:
        """A set's ``check_set.py``: check, print the counts and each problem; 1 on any."""
        errors, rows, _ = self.run_checks()
        self.report(rows)
        for msg in errors:
            print("FAIL:", msg)
        print("OK" if not errors else f"{len(errors)} problem(s)")
        return 1 if errors else 0
