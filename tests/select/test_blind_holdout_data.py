"""The all-holdout blind select sets of sessions 30 to 33, 37, 41, 42, 44, 45, 46 and 47
(benchmarks/data/select_blind5 to select_blind15): each passes its checker, the shared checker
(benchmarks/data/select_blind_common.py, made with ``splits=("holdout",)``) catches broken
cases and decks without asking for a dev file or a split rule, tooldeck loads both decks
with every label in its deck, and bench_select_real.py reports the set as
``select_blindN/<deck>/holdout`` only.

JSON only and fast: no retrieval runs here, and nobody reads the sets' misses.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from tooldeck import load, load_cases

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class BlindSet:
    """One all-holdout blind set: its number, its gateway deck, the set whose GitHub deck
    it copies byte for byte ("" when its first deck is not GitHub's), (where its README
    lists them) its gateway's packages, and its first deck with the project corpus
    (``tests/data/corpora/<corpus>.json``) that deck's tools equal ("" when the first deck
    is a live capture that ``build_gateway.py`` makes from ``servers/``)."""

    number: int
    gateway: str
    github_from: str
    packages: tuple[str, ...] = ()
    first: str = "github"
    corpus: str = "github"

    @property
    def name(self) -> str:
        return f"select_blind{self.number}"

    @property
    def data(self) -> Path:
        return ROOT / "benchmarks" / "data" / self.name

    @property
    def decks(self) -> tuple[str, str]:
        return (self.first, self.gateway)

    @property
    def prefix(self) -> str:
        return f"bl{self.number}-"


SETS = [
    BlindSet(5, "gateway_workstation", "select_blind4"),
    BlindSet(
        6,
        "gateway_benchtop",
        "select_blind5",
        ("fsext-mcp-server", "gitrama-mcp", "mcp-kb-sqlite", "seleniumbase-mcp"),
    ),
    BlindSet(
        7,
        "gateway_hangar",
        "select_blind6",
        ("pathwright", "devnarrate", "agentmemdb", "seleniumboot-mcp"),
    ),
    BlindSet(
        8,
        "gateway_teamdesk",
        "",
        ("sqlite-mcp-server", "abscissa", "a2atlassian", "cal-scheduler-mcp"),
        first="vscode",
        corpus="vscode_copilot_chat",
    ),
    BlindSet(
        9,
        "gateway_devbox",
        "select_blind7",
        ("agent-lsp", "mcp-pypi", "pypi-query-mcp-server", "@mako10k/mcp-shell-server"),
    ),
    BlindSet(
        10,
        "gateway_oncall",
        "",
        # its first deck is a live capture too: its package is listed with the gateway's three
        ("@zereight/mcp-gitlab", "kubernetes-mcp-server", "redis-mcp-server", "code-index-mcp"),
        first="gitlab",
        corpus="",
    ),
    BlindSet(
        11,
        "gateway_shopdesk",
        "",
        # its first deck is a live capture too: its package is listed with the gateway's three
        ("mcp-woocommerce", "freshdesk-mcp", "frankfurtermcp", "parcelapp-mcp"),
        first="woocommerce",
        corpus="",
    ),
    BlindSet(
        12,
        "gateway_notebox",
        "",
        # its first deck is a live capture too: its package is listed with the gateway's three
        ("nextcloud-mcp-server", "joplin-mcp", "memos-mcp-enhanced", "wallabag-mcp"),
        first="nextcloud",
        corpus="",
    ),
    BlindSet(
        13,
        "homebox",  # a single-server second deck in place of a gateway (its README says why)
        "",
        # both decks are live captures: the two packages
        ("audiobookshelf-mcp", "homebox-mcp"),
        first="audiobookshelf",
        corpus="",
    ),
    BlindSet(
        14,
        "gateway_readbudget",
        "",
        # its first deck is a live capture too: its package is listed with the gateway's three
        ("mastodon-mcp-server", "freshrss-mcp", "freshrss-agent", "avenir-mcp"),
        first="mastodon",
        corpus="",
    ),
    BlindSet(
        15,
        "gateway_homelab",
        "",
        # its first deck is a live capture too: its package is listed with the gateway's three
        ("clockify-mcp", "proxmox-mcp", "mcp-proxmox", "pbs-mcp"),
        first="clockify",
        corpus="",
    ),
]
IDS = [s.name for s in SETS]
DECKS = [(s, deck) for s in SETS for deck in s.decks]
DECK_IDS = [f"{s.name}-{deck}" for s, deck in DECKS]


def _module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


def _check(blind: BlindSet) -> ModuleType:
    return _module(blind.data / "check_set.py", f"{blind.name}_check_set")


def _copy_set(blind: BlindSet, tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(blind.data / "decks", base / "decks")
    shutil.copytree(blind.data / "cases", base / "cases")
    return base


def _lines(base: Path, deck: str) -> list[str]:
    return (base / "cases" / f"{deck}.holdout.jsonl").read_text(encoding="utf-8").splitlines()


def _write(base: Path, deck: str, lines: list[str]) -> None:
    text = "".join(line + "\n" for line in lines)
    (base / "cases" / f"{deck}.holdout.jsonl").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("blind", SETS, ids=IDS)
def test_set_passes_its_checker(blind: BlindSet) -> None:
    errors, rows, names = _check(blind).run_checks()
    assert errors == []
    assert set(names) == set(blind.decks)
    # one file per deck, all holdout; at least 50 requests on the first deck, 70 gateway
    assert {(r[0], r[1]) for r in rows} == {(d, "holdout") for d in blind.decks}
    assert sum(r[0] == blind.first for r in rows) >= 50
    assert sum(r[0] == blind.gateway for r in rows) >= 70
    assert not list((blind.data / "cases").glob("*.dev.jsonl"))


@pytest.mark.parametrize(("blind", "deck"), DECKS, ids=DECK_IDS)
@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (lambda c, _: c["expected_tools"].append("no_such_tool"), "is not in deck", 1),
        (lambda c, _: c["tags"].append("ambiguous:git__nope"), "ambiguous tool", 1),
        (lambda c, _: c.update(tags=["lang:zh", *c["tags"][1:]]), "lang:zh but the query", 1),
        (lambda c, _: c.update(expected_tools=[]), "kind:single but 0 expected tools", 1),
        # the second case keeps its id, so the checker reports it at line 2
        (lambda c, second: c.update(case_id=second["case_id"]), "duplicate case_id", 2),
        (lambda c, _: c.update(notes="x"), "want exactly the fields", 1),
        (lambda c, _: c.update(tags=[*c["tags"][:3], "style:poetic"]), "unknown style", 1),
        (lambda c, _: c.update(case_id="blx-xx-999"), "case_id should start with", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, blind, deck, change, message, line) -> None:
    base = _copy_set(blind, tmp_path)
    lines = _lines(base, deck)
    first, second = json.loads(lines[0]), json.loads(lines[1])
    # each file's first case is English and needs one tool (asserted here)
    assert len(first["expected_tools"]) == 1
    assert first["tags"][:2] == ["lang:en", "kind:single"]
    change(first, second)
    lines[0] = json.dumps(first, ensure_ascii=False)
    _write(base, deck, lines)
    errors, _, _ = _check(blind).run_checks(base)
    where = f"cases/{deck}.holdout.jsonl:{line}:"
    assert any(message in e and where in e for e in errors), errors


@pytest.mark.parametrize("blind", SETS, ids=IDS)
def test_checker_catches_an_edited_deck(tmp_path: Path, blind: BlindSet) -> None:
    base = _copy_set(blind, tmp_path)
    first = (
        f"tools differ from tests/data/corpora/{blind.corpus}.json"
        if blind.corpus
        else f"{blind.first}.json differs"  # a live capture, built from servers/
    )
    for deck, message in ((blind.first, first), (blind.gateway, f"{blind.gateway}.json differs")):
        path = base / "decks" / f"{deck}.json"
        raw = json.loads(path.read_text(encoding="utf-8"))
        raw["tools"][0]["description"] = "changed"
        path.write_text(json.dumps(raw), encoding="utf-8")
        errors, _, _ = _check(blind).run_checks(base)
        assert any(message in e for e in errors), errors


@pytest.mark.parametrize("blind", SETS, ids=IDS)
def test_checker_catches_a_share_below_its_floor(tmp_path: Path, blind: BlindSet) -> None:
    base = _copy_set(blind, tmp_path)
    kept = [x for x in _lines(base, blind.gateway) if '"lang:zh"' not in x]
    _write(base, blind.gateway, kept)
    errors, _, _ = _check(blind).run_checks(base)
    assert any(e.startswith(f"{blind.gateway}: 0.0 % Chinese") for e in errors), errors


@pytest.mark.parametrize("blind", SETS, ids=IDS)
def test_all_holdout_checker_has_no_split_rule_or_balance(tmp_path: Path, blind: BlindSet) -> None:
    # all the multi-tool requests of one deck gone: a dev/holdout set would fail its
    # balance and split-rule checks; an all-holdout set has neither (the floor still fails)
    base = _copy_set(blind, tmp_path)
    kept = [x for x in _lines(base, blind.first) if '"kind:multi"' not in x]
    _write(base, blind.first, kept)
    errors, _, _ = _check(blind).run_checks(base)
    assert errors and all("multi-tool requests" in e for e in errors), errors
    assert not any("split" in e or "belongs in" in e for e in errors), errors


def test_checker_refuses_an_unknown_split_layout() -> None:
    common = _module(ROOT / "benchmarks/data/select_blind_common.py", "select_blind_common_t")
    with pytest.raises(ValueError, match="splits must be"):
        common.SetChecker(SETS[0].data, {"github": 117}, {"github": "bl5-gh-"}, splits=("dev",))


@pytest.mark.parametrize(("blind", "deck"), DECKS, ids=DECK_IDS)
def test_tooldeck_loads_every_deck_and_every_label_exists(blind: BlindSet, deck: str) -> None:
    path = blind.data / "decks" / f"{deck}.json"
    loaded = load(str(path)).deck
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert list(loaded.names) == [t["name"] for t in raw["tools"]]
    cases = load_cases(blind.data / "cases" / f"{deck}.holdout.jsonl")
    assert cases
    for case in cases:
        assert case.case_id.startswith(blind.prefix), case.case_id
        assert set(case.expected_tools) <= set(loaded.names), case.case_id
        assert f"deck:{deck}" in case.tags
        for tag in case.tags:
            if tag.startswith("ambiguous:"):
                assert tag.split(":", 1)[1] in loaded.names, case.case_id


@pytest.mark.parametrize("blind", [s for s in SETS if s.github_from], ids=lambda s: s.name)
def test_github_deck_is_the_earlier_sets_byte_for_byte(blind: BlindSet) -> None:
    ours = (blind.data / "decks" / "github.json").read_bytes()
    theirs = blind.data.parent / blind.github_from / "decks" / "github.json"
    assert ours == theirs.read_bytes()


@pytest.mark.parametrize("blind", [s for s in SETS if s.corpus], ids=lambda s: s.name)
def test_first_deck_is_the_project_corpus(blind: BlindSet) -> None:
    # the first deck is the corpus list wrapped as {"tools": [...]}, tools in corpus order
    ours = json.loads((blind.data / "decks" / f"{blind.first}.json").read_text("utf-8"))
    corpus = ROOT / "tests" / "data" / "corpora" / f"{blind.corpus}.json"
    assert ours == {"tools": json.loads(corpus.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("blind", [s for s in SETS if s.packages], ids=lambda s: s.name)
def test_gateway_servers_are_new_to_the_select_sets(blind: BlindSet) -> None:
    # none of the gateway's four packages is named in an earlier select set's README
    # (used, or tried and left out); the packages are README.md's deck table
    ours = (blind.data / "README.md").read_text(encoding="utf-8")
    for package in blind.packages:
        assert f"`{package}`" in ours, package
    earlier = [
        "select_real",
        "select_train",
        *(f"select_blind{n if n > 1 else ''}" for n in range(1, blind.number)),
    ]
    for name in earlier:
        text = (blind.data.parent / name / "README.md").read_text(encoding="utf-8")
        for package in blind.packages:
            assert package not in text, (name, package)
    # nor among the servers captured for the poisoning sets or real_capture(2)
    captures = [*blind.data.parent.glob("poisoning*/captured_tools.json")]
    captures.extend(blind.data.parent.glob("real_capture*/captured_tools.json"))
    assert len(captures) > 10
    for path in captures:
        text = path.read_text(encoding="utf-8")
        for package in blind.packages:
            assert package not in text, (path.parent.name, package)


@pytest.mark.parametrize("blind", SETS, ids=IDS)
def test_bench_reports_the_set_as_holdout_only(blind: BlindSet) -> None:
    bench = _module(ROOT / "benchmarks" / "bench_select_real.py", f"bench_select_real_{blind.name}")
    prefix = f"{blind.name}/"
    names = [s.name for s in bench.eval_sets() if s.name.startswith(prefix)]
    assert names == [f"{prefix}{blind.first}/holdout", f"{prefix}{blind.gateway}/holdout"]
    for eval_set in bench.eval_sets():
        if eval_set.name.startswith(prefix):
            assert eval_set.deck.exists() and eval_set.cases.exists()
    assert not bench.wanted(f"{prefix}{blind.first}/holdout", "dev")
