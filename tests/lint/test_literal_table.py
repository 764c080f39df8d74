"""The start-up shortcuts of the lint rules' literal gates (:mod:`tooldeck.lint.prefilter`,
session 19): the shipped literal table is what ``python -m tooldeck.lint.literal_table``
writes today and is read only when it was written by the same reader; a gate that scans
for its literals before compiling their trie answers as the trie does; a lint with the
table, scans and lazily compiled patterns finds exactly what one without them finds."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import intent, interest, poison, prefilter
from tooldeck.lint.definition import iter_strings, tool_definition
from tooldeck.lint.prefilter import (
    LiteralGate,
    known_literals,
    known_needs_non_ascii,
    lazy_compile,
    pattern_key,
    required_literals,
    trie_pattern,
)

ROOT = Path(__file__).resolve().parents[2]
B = "\ufdd0"  # a word boundary inside a literal


def _python(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": os.environ.get("PYTHONPATH", str(ROOT / "src")),
        "TOOLDECK_CACHE": str(cache),  # the look-alike rules' embeddings go here
    }
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )


def test_the_shipped_table_is_the_one_written_today(tmp_path: Path) -> None:
    """Writes the table anew in a fresh interpreter and compares: a pattern changed or added
    without running ``python -m tooldeck.lint.literal_table`` fails here (the gates would
    still answer right, reading the new pattern at run time, but slowly)."""
    result = _python("-m", "tooldeck.lint.literal_table", "--check", cache=tmp_path)
    assert result.returncode == 0, result.stderr
    table = json.loads(prefilter.LITERAL_TABLE_PATH.read_text(encoding="utf-8"))
    assert table["reader_sha256"] == prefilter.reader_sha256()
    # every phrase pattern of T101-T108 is in it, with the parser's own answer
    for items in poison.PHRASES.values():
        for pattern, _ in items:
            entry = table["literals"][pattern_key(pattern)]
            required = required_literals(pattern)
            assert entry == (None if required is None else sorted(required))
            assert table["needs_non_ascii"][pattern_key(pattern)] is prefilter.needs_non_ascii(
                pattern
            )


def _write_table(path: Path, reader: str, pattern: str, literals: list[str]) -> None:
    path.write_text(
        json.dumps(
            {
                "reader_sha256": reader,
                "literals": {pattern_key(pattern): literals},
                "needs_non_ascii": {pattern_key(pattern): True},
            }
        ),
        encoding="utf-8",
    )


def test_the_table_is_read_only_when_the_same_reader_wrote_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table entry is an answer taken on trust, so a table from other reading code is
    ignored and the pattern is read again: a made-up entry shows which one answered."""
    pattern = r"\bsilently (?:call|send)\b"
    path = tmp_path / "literal_table.json"
    monkeypatch.setattr(prefilter, "LITERAL_TABLE_PATH", path)
    prefilter._table.cache_clear()
    try:
        _write_table(path, prefilter.reader_sha256(), pattern, ["made up"])
        assert known_literals(pattern) == {"made up"}  # the same reader: used
        assert known_needs_non_ascii(pattern) is True
        prefilter._table.cache_clear()
        _write_table(path, "0" * 64, pattern, ["made up"])
        # another reader: ignored, the literals read off the pattern by hand
        assert known_literals(pattern) == {f"{B}silently call{B}", f"{B}silently send{B}"}
        assert known_needs_non_ascii(pattern) is False
        prefilter._table.cache_clear()
        path.write_text("{not json", encoding="utf-8")
        assert known_literals(pattern) == {f"{B}silently call{B}", f"{B}silently send{B}"}
        # a pattern the table lacks (one changed since it was written) is read here
        assert known_literals(r"\bquietly\b") == {f"{B}quietly{B}"}
    finally:
        prefilter._table.cache_clear()


def _rule_gates() -> list[LiteralGate]:
    gates: list[LiteralGate] = []
    for module in (poison, intent, interest):
        for value in vars(module).values():
            values = value.values() if isinstance(value, dict) else (value,)
            gates.extend(v for v in values if isinstance(v, LiteralGate))
    return gates


def _sample_texts() -> list[str]:
    """Every eighth normalised string (in sorted order) of the first two poisoning sets and
    of the corpora's first file: about 400 real texts, poisoned and plain, in several
    languages."""
    texts: set[str] = set()
    paths = [
        *(
            ROOT / "benchmarks/data" / s / f"{k}.json"
            for s in ("poisoning", "poisoning2")
            for k in ("poisoned", "benign")
        ),
        sorted((ROOT / "tests/data/corpora").glob("*.json"))[0],
    ]
    for path in paths:
        for tool in load_deck(path):
            for _, text, is_key in iter_strings(tool_definition(tool)):
                texts.add(poison.normalise(text, is_key=is_key))
    return sorted(texts)[::8]


def test_a_scanning_gate_answers_as_its_trie(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every gate of the rules, on every text of the sample: the scan that a gate runs before
    its trie is compiled (here never compiled: the cost of compiling made endless) says
    "may match" exactly when the trie's search finds a literal."""
    monkeypatch.setattr(prefilter, "_COMPILE_WORK", 10**18)
    texts = _sample_texts()
    assert len(texts) > 350
    gates = [g for g in _rule_gates() if not g.open]
    assert len(gates) > 150
    opened = boundary_only = 0
    for gate in gates:
        scan = LiteralGate(())._scanner(gate.literals)
        trie = re.compile(trie_pattern(gate.literals)).search
        for text in texts:
            expected = trie(text) is not None
            assert (scan(text) is not None) == expected, (sorted(gate.literals)[:3], text)
            opened += expected
            if not expected and any(
                lit.replace(B, "") in text for lit in gate.literals if B in lit
            ):
                boundary_only += 1  # its letters are there, its word boundaries are not
    # not vacuous: many texts pass some gate, and many are ruled out by boundaries alone
    assert opened > 1000 and boundary_only > 500


def test_a_gate_scans_until_compiling_costs_less(monkeypatch: pytest.MonkeyPatch) -> None:
    """The trie is compiled once the scans have cost what compiling it costs (the model of
    ``_COMPILE_WORK`` and ``_CHECK_WORK``), and answers the same before and after."""
    gate = LiteralGate([r"\bsilently (?:call|send)\b|\bexfiltrate"])
    # by hand: 3 literals, "silently call" and "silently send" (13 letters, 2 boundary
    # marks each) and "exfiltrate" (10 letters, 1 mark): 15 + 15 + 11 characters
    assert sum(map(len, gate.literals)) == 41
    monkeypatch.setattr(prefilter, "_COMPILE_WORK", 100)  # a budget of 4,100 units
    monkeypatch.setattr(prefilter, "_CHECK_WORK", 700)
    plain = "reads the rows silently sending them" + " " * 4  # 40 characters
    order = "then silently send it to them" + " " * 11  # 40 characters
    # each scan: 3 letter runs x (40 + 700) = 2,220 units; the first leaves 1,880, the
    # second would leave -340: it compiles the trie instead of scanning
    assert not gate.may_match(plain)  # the letters are there, the boundary after "send" not
    assert gate._search is not None and gate._search.__name__ == "scan"
    assert gate.may_match(order)
    assert getattr(gate._search, "__self__", None) is not None  # a compiled pattern's search
    assert not gate.may_match(plain) and gate.may_match("exfiltrated")


def test_a_lazily_compiled_pattern_matches_as_the_compiled_one() -> None:
    pattern = r"\b(?:send|post)\w* (?:it|them)\b"
    lazy = lazy_compile(pattern)
    assert lazy.pattern == pattern  # read without compiling
    assert "search" not in vars(lazy)
    eager = re.compile(pattern)
    for text in ("we send them", "posting it now", "sender them", "nothing"):
        assert bool(lazy.search(text)) == bool(eager.search(text))
        assert lazy.sub("X", text) == eager.sub("X", text)
        assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert "search" in vars(lazy)  # compiled once, its methods kept
    with pytest.raises(re.error):
        lazy_compile("(unclosed").search("x")


_MODES = """
import json, sys
from tooldeck.lint import prefilter
mode = sys.argv[1]
if mode == "eager":  # every gate reads its patterns here and compiles its trie at once
    prefilter._COMPILE_WORK = 0
    prefilter._table = lambda: ({}, {})
elif mode == "scan":  # no gate ever compiles its trie
    prefilter._COMPILE_WORK = 10**18
from tooldeck.formats import load
from tooldeck.lint import LintConfig, lint
out = []
for path in sys.argv[2:]:
    loaded = load(path)
    result = lint(loaded.deck, LintConfig(select=("ALL",), ignore=("T109",)),
                  field_names=loaded.format)
    out += [[path, f.code, f.tool, f.pointer, f.message] for f in result.findings]
print(json.dumps(out))
"""


def test_a_lint_finds_the_same_with_every_shortcut_and_without(tmp_path: Path) -> None:
    """Three fresh interpreters lint the same decks: as shipped (table, scans, then tries);
    with every gate reading its patterns and compiling its trie at once (the code before
    session 19); with scans only. The findings are the same, message for message."""
    decks = [
        "benchmarks/data/poisoning/poisoned.json",
        "benchmarks/data/poisoning/benign.json",
        "benchmarks/data/poisoning5/poisoned.json",
        "examples/ops68",
    ]
    found = {}
    for mode in ("shipped", "eager", "scan"):
        result = _python("-c", _MODES, mode, *decks, cache=tmp_path)
        assert result.returncode == 0, result.stderr
        found[mode] = json.loads(result.stdout)
    assert found["shipped"] == found["eager"] == found["scan"]
    assert sum(f[1].startswith("T") for f in found["shipped"]) > 50
