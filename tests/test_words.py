"""User-facing text cites what a reader can look up.

tooldeck was built from four unpublished articles; text that cites them ("seed 003 §6",
"seed 002's template", "(seed: 20 %)") points users at something they cannot read. This
guards src/ (help, errors, report text, ``lint --explain``, docstrings, comments), docs/,
README.md and benchmarks/, and every CLI help text. Legitimate uses of the word stay
allowed: random/sampling seeds (``--seed``, ``seeded``), "seed phrase" (a secret the
poisoning rules look for), and the deprecated tokenizer alias ``seed``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import typer

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[1]

# "seed 003", "seed-003", "Seed 001 §8.3", "seed 002's", "the seed's deck", "(seed: 20 %)",
# "seed section", "seeds/": citations of the source articles
CITATION = re.compile(
    r"(?i)(?<!-)\bseed[ -]?\d{3}\b|\bseed'?s (?:own|rule|deck|figure|numbers?|template|shape)\b"
    r"|(?<![\w.])\(seed:|\bseed section\b|\bseeds?/|\bthe seed (?:says|prints|rule)\b"
)


def _texts() -> list[Path]:
    files = [ROOT / "README.md"]
    for folder, patterns in (
        ("src", ("*.py",)),
        ("docs", ("*.md",)),
        ("benchmarks", ("*.py", "*.md")),
    ):
        for pattern in patterns:
            files.extend((ROOT / folder).rglob(pattern))
    return sorted(files)


def test_the_pattern_catches_the_old_forms() -> None:
    for text in (
        "seed 003 §6.2",
        "Seed 001 §8.3",
        "seed-003 rule",
        "(seed: 20 %)",
        "seed 002's",
        "the seed's own deck",
        "as the seed says",
        "shared/seeds/",
    ):
        assert CITATION.search(text), text
    for text in (
        "--seed 7",
        "sampling seed",
        "a seeded shuffle",
        "seed phrase",
        "SEEDS = (0, 1, 2)",
        "tokenizer 'seed' is now called 'estimate'",
    ):
        assert not CITATION.search(text), text


def test_no_citation_of_the_source_articles_in_src_docs_readme_benchmarks() -> None:
    found = []
    for path in _texts():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if CITATION.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert len(_texts()) > 100 and found == []


def test_no_seed_in_any_cli_help() -> None:
    """Every command's help and every option's help: no citation, and the word "seed"
    only in the help of a ``--seed`` option (a sampling seed)."""
    problems = []

    def walk(command: Any, path: list[str]) -> None:
        if hasattr(command, "commands"):
            for name, sub in command.commands.items():
                walk(sub, [*path, name])
        texts = [command.help or "", getattr(command, "short_help", None) or ""]
        texts += [getattr(p, "help", None) or "" for p in command.params if "--seed" not in p.opts]
        problems.extend(
            f"{' '.join(path) or 'tooldeck'}: {t}" for t in texts if re.search(r"(?i)\bseed\b", t)
        )

    walk(typer.main.get_command(app), [])
    assert problems == []
