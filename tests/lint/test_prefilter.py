"""The literal prefilter of the phrase rules (:mod:`tooldeck.lint.prefilter`): the literals
read off a pattern are the ones worked out by hand from its syntax, a gate never rules out
a text its patterns match, and the gated :func:`phrase_hit` and ``structural_hits`` give
exactly the answers of the full pattern lists (the reference: every pattern run in order,
as before the prefilter) on every string of the poisoning sets, the labelled set and the
corpora."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import intent, poison
from tooldeck.lint.definition import iter_strings, tool_definition
from tooldeck.lint.prefilter import (
    LiteralGate,
    needs_non_ascii,
    required_literals,
    trie_pattern,
)

ROOT = Path(__file__).resolve().parents[2]
B = "\ufdd0"  # a word boundary inside a literal
SETS = ("poisoning", "poisoning2")
KINDS = ("poisoned", "benign")


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        # by hand: each alternative of the group after the fixed word, boundaries kept
        (
            r"\bsilently (?:call|send)\b",
            {f"{B}silently call{B}", f"{B}silently send{B}"},
        ),
        # an optional letter doubles the set: curl/curls
        (r"curls?\b", {f"curl{B}", f"curls{B}"}),
        # \w+ is any word: the two fixed runs are candidates, the longer is kept
        (r"\bdo not \w+ the user\b", {" the user" + B}),
        # a branch needs a literal in each alternative: the union
        (r"\bsecret\b|api[_ ]key", {f"{B}secret{B}", "api_key", "api key"}),
        # one repeat at least: its body is required
        (r"(?:ab)+c", {"ab"}),
        # lookarounds read as empty: only the letters remain
        (r"(?<!\w)\.env(?!\w)", {".env"}),
        # a first part of any text, then a fixed word
        (r"\w+ignore", {"ignore"}),
    ],
)
def test_required_literals_by_hand(pattern: str, expected: set[str]) -> None:
    assert required_literals(pattern) == expected


@pytest.mark.parametrize(
    "pattern",
    [
        r"(?i)secret",  # case-insensitive: "SECRET" would slip past a literal
        r"(?i:secret)",  # a case-insensitive group
        r"(?a)\bword\b",  # ASCII word boundaries are not the gate's
        r".*",  # any text
        r"(?:ignore)?",  # may match nothing
        r"\w+|ignore",  # one alternative needs no literal
    ],
)
def test_patterns_without_a_readable_literal_open_the_gate(pattern: str) -> None:
    assert required_literals(pattern) is None
    gate = LiteralGate([pattern, "fixed"])
    assert gate.open and gate.may_match("nothing here")


def test_trie_pattern_matches_exactly_the_literals() -> None:
    literals = ["silently call", "silently send", "send", f"{B}tu{B}"]
    search = re.compile(trie_pattern(literals)).search
    assert search("please send it") and search("tu es") and search("x silently call")
    assert not search("return the record")  # "tu" inside "return" is not a word
    assert not search("silently sen")


def _texts() -> set[str]:
    """Every normalised string (and its one-word tokens) of the poisoning sets, the
    labelled set and the corpora, plus the hostile deck's kind of text."""
    texts: set[str] = set()
    paths = [
        *(ROOT / "benchmarks" / "data" / s / f"{k}.json" for s in SETS for k in KINDS),
        *sorted((ROOT / "benchmarks" / "data" / "lint_labels" / "tools").glob("*.json")),
        *sorted((ROOT / "tests" / "data" / "corpora").glob("*.json")),
    ]
    assert len(paths) > 6
    for path in paths:
        for tool in load_deck(path):
            for _, text, is_key in iter_strings(tool_definition(tool)):
                reading = poison.normalise(text, is_key=is_key)
                texts.update([text, text.lower(), reading, *reading.split()])
    texts.update(f"return record {i} of the archive." for i in range(50))
    return texts


TEXTS = sorted(_texts())


def test_every_phrase_class_has_a_closed_gate() -> None:
    """Each class's gate rules texts out (no pattern left without literals), and a plain
    sentence of the hostile 100,000-tool deck passes none of them."""
    for cls, gate in poison._GATES.items():
        assert not gate.open and gate.literals, cls
        assert not gate.may_match("return record 7 of the archive."), cls
    assert not intent._TRIGGER_GATE.open
    assert not intent._TRIGGER_GATE.may_match("return record 7 of the archive.")


def test_gates_never_rule_out_a_match() -> None:
    """Soundness on the data: whenever one pattern matches, its gate lets the text in."""
    checked = 0
    for cls, compiled in poison._COMPILED.items():
        gate = poison._GATES[cls]
        for text in TEXTS:
            if any(p.search(text) for p, _ in compiled):
                checked += 1
                assert gate.may_match(text), (cls, text)
    for text in TEXTS:
        if intent._TRIGGER.search(text) or intent._TRIGGER_OTHER.search(text):
            checked += 1
            assert intent._TRIGGER_GATE.may_match(text), text
    assert checked > 500  # the data holds many matches: the check is not vacuous


def test_gated_phrase_hit_equals_the_full_lists() -> None:
    """The answer (meaning and matched words) equals running every pattern in order
    (skipping a tool's own read of a secret file, :func:`poison.describes_own_read`)."""
    hits = 0
    for cls, compiled in poison._COMPILED.items():
        for text in TEXTS:
            full = None
            for pattern, why in compiled:
                m = pattern.search(text)
                while (
                    m
                    and pattern.pattern == poison.SECRET_FILE_READ
                    and poison.describes_own_read(text, m.start(), m.end())
                ):
                    m = pattern.search(text, m.end())  # a tool's own read is no request
                if m:
                    words = m.group().strip()
                    full = (why, words if len(words) <= 60 else words[:57] + "…")
                    break
            assert poison.phrase_hit(cls, text) == full, (cls, text)
            hits += full is not None
    assert hits > 100


def test_gated_structural_hits_equal_the_ungated_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """``structural_hits`` with the trigger gate equals it with a gate that lets all in."""
    texts = [t for t in TEXTS if len(t) < 2000]
    gated = [intent.structural_hits.__wrapped__(t) for t in texts]
    monkeypatch.setattr(intent, "_TRIGGER_GATE", LiteralGate([".*"]))
    assert intent._TRIGGER_GATE.open
    ungated = [intent.structural_hits.__wrapped__(t) for t in texts]
    assert gated == ungated
    assert sum(bool(g) for g in gated) > 20


def test_gated_core_groups_equal_every_pattern_searched() -> None:
    """``core_groups`` (T109's hand features and the poisoning rules' signal groups, each
    group behind its literal gate) finds exactly the groups a search of every pattern
    finds, on ASCII and non-ASCII texts alike."""
    found = 0
    for text in TEXTS:
        full = [name for name, regex in intent._RE.items() if regex.search(text)]
        assert intent.core_groups(text) == full, text
        found += len(full)
    assert found > 1000 and any(not t.isascii() and intent.core_groups(t) for t in TEXTS)


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"设为\s*\$\w+", True),
        (r"(?:把|将)[^。]{0,20}?(?:放入|填入)", True),
        (r"\bset\b|设为", False),  # one alternative is ASCII
        (r"[^。；]{0,10}", False),  # a negated class matches ASCII
        (r"(?:参数)?\s*x", False),  # optional
        (r"x(?=参数)", False),  # a lookahead is not part of the match
        (r"[\u4e00-\u9fff]+", True),
        (r"(?i:\u212a)", False),  # KELVIN SIGN folds to ASCII k
        (r"~/\.aws/credentials[^。\n]{0,40}?(?:传入\s*\w+\s*参数|\w+\s*に\s*入れ)", True),
    ],
)
def test_needs_non_ascii_by_hand(pattern: str, expected: bool) -> None:
    # by hand: True only when a part every match must contain is non-ASCII
    assert needs_non_ascii(pattern) is expected


def test_ascii_texts_skip_only_patterns_that_need_non_ascii() -> None:
    """Session 10: an ASCII text runs only :data:`poison._ASCII_PATTERNS`; each pattern
    left out needs a non-ASCII character, so no ASCII text of the data matches it."""
    skipped = [
        p
        for cls, compiled in poison._COMPILED.items()
        for p, _ in compiled
        if (p, _) not in poison._ASCII_PATTERNS[cls]
    ]
    # an independent bound: every skipped pattern's source holds a character outside
    # ASCII (a Chinese or Japanese literal), and some such phrase is skipped at all
    assert skipped and all(not p.pattern.isascii() for p in skipped)
    for text in TEXTS:
        if text.isascii():
            assert not any(p.search(text) for p in skipped), text


def test_the_ascii_gate_drops_only_literals_an_ascii_text_cannot_hold() -> None:
    """``for_ascii`` keeps the literals without a non-ASCII character (word boundaries
    aside) and answers like the full gate on ASCII texts (session 12)."""
    gate = LiteralGate([r"\bdevi\b|\bwyślij\b|보내|\bsend\b"])
    ascii_gate = gate.for_ascii()
    assert ascii_gate.literals < gate.literals
    assert all(lit.replace("\ufdd0", "").isascii() for lit in ascii_gate.literals)
    for text in ("devi farlo", "please send it", "nothing here", "devil may care"):
        assert ascii_gate.may_match(text) == gate.may_match(text)
    assert ascii_gate.may_match("devi farlo") and not ascii_gate.may_match("devil may care")
    assert LiteralGate([r".*"]).for_ascii().open
