"""The schema-rule memo (issue 18): rules that read only a tool's schemas (registered
with ``schema_only=True``) reuse their hits for tools whose schemas are the same JSON text,
and the poisoning rules reuse the readings of repeated strings. The findings must be those
of running every rule on every tool (``memo_schema_rules=False``, which also starts the
poisoning memo empty for each run) — compared on the real decks and on decks made to hit
the memo."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.registry import all_rules, get_rule
from tooldeck.lint.similarity import BM25Similarity
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_ONLY_RULES = frozenset(r.code for r in all_rules() if r.schema_only)
CONFIG = LintConfig(select=("ALL",), ignore=("T109",))

DECKS = [
    *sorted((ROOT / "tests" / "data" / "corpora").glob("*.json")),
    *sorted((ROOT / "benchmarks" / "data" / "lint_labels" / "tools").glob("*.json")),
    *(
        ROOT / "benchmarks" / "data" / s / f"{k}.json"
        for s in ("poisoning", "poisoning2")
        for k in ("poisoned", "benign")
    ),
    ROOT / "examples" / "ops68" / "tools.yaml",
]


def _rows(deck: Deck, memo: bool) -> list[tuple[object, ...]]:
    result = lint(
        deck, CONFIG, similarity=BM25Similarity(), field_names="mcp", memo_schema_rules=memo
    )
    return [(f.code, f.severity, f.tool, f.pointer, f.message, f.tools) for f in result.findings]


def test_schema_only_rules_are_those_read_to_be() -> None:
    """The memoised rules, by check function (read in rules/schema.py and provider.py: each
    reads only ``input_schema``, ``output_schema`` through ``known_names``, or the
    schema-derived ``required``/``parameters``, and the options). A rule renumbered or
    added to the set without that reading fails here."""
    assert {get_rule(code).check.__name__ for code in SCHEMA_ONLY_RULES} == {
        "not_2020_12",
        "root_not_plain",
        "no_required",
        "additional_open",
        "property_no_description",
        "closed_set",
        "id_without_pattern",
        "datetime_format",
        "bounds",
        "too_many_required",
        "nonstandard_type",
        "unknown_keyword",
        "required_not_callable",
        "required_not_declared",
        "default_not_valid",
        "duplicate_enum_value",
        "strict_incompatible",
        "strict_depth",
        "gemini_keywords",
    }


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_memo_gives_the_same_findings_on_real_decks(path: Path) -> None:
    deck = load_deck(path)
    assert _rows(deck, True) == _rows(deck, False)


def _copies(deck: Deck) -> Deck:
    """Each tool twice more under other names and descriptions, same schemas: every
    schema rule's second and third run on a schema comes from the memo."""
    tools = list(deck)
    for tag in ("again", "once more"):
        tools += [
            t.replace(
                name=f"{tag.replace(' ', '_')}_{t.name}", description=f"{t.description} ({tag})"
            )
            for t in deck
        ]
    return Deck(tools)


def test_memo_on_repeated_schemas() -> None:
    deck = _copies(load_deck(ROOT / "tests" / "data" / "corpora" / "github.json"))
    memo = _rows(deck, True)
    assert memo == _rows(deck, False)
    # a copy's schema findings are its original's (derived from the deck's own definition,
    # not from the memo): the same code, pointer and message under the copy's name
    schema_rows = {
        (r[0], r[3], r[4]) for r in memo if r[0] in SCHEMA_ONLY_RULES and r[2] == "list_issues"
    }
    copy_rows = {
        (r[0], r[3], r[4])
        for r in memo
        if r[0] in SCHEMA_ONLY_RULES and r[2] == "again_list_issues"
    }
    assert schema_rows and schema_rows == copy_rows


def test_equal_in_python_is_not_the_same_schema() -> None:
    """``1``, ``1.0`` and ``true`` are equal Python values but different JSON: a schema
    differing only there is checked anew (S110's message quotes the bound as written)."""
    made = []
    for i, bound in enumerate((1, 1.0, True)):
        made.append(
            Tool(
                name=f"page_{i}",
                description="Return one page of results.",
                input_schema={
                    "type": "object",
                    "properties": {
                        "page": {"type": "integer", "description": "Page number, at least 1."},
                        "size": {
                            "type": "integer",
                            "default": bound,
                            "description": "Rows per page.",
                        },
                    },
                    "required": ["page"],
                },
            )
        )
    made.append(made[0].replace(name="odd: name"))  # P102 reads the name out of its message
    deck = Deck(made)
    assert _rows(deck, True) == _rows(deck, False)
