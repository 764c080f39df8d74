"""Every example of docs/formats/README.md's "What a DECK file may hold" section loads as
the format its comment names, and every registered format has one (trial45 #13: the deck
file's shape was documented only in a source docstring, so users copied examples/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tooldeck.formats import format_names, load

DOC = Path(__file__).resolve().parents[2] / "docs" / "formats" / "README.md"
SECTION = "## What a DECK file may hold: one example of each shape"
BLOCK = re.compile(
    r"<!-- shape: (?P<format>[\w-]+) -->\n```(?P<lang>\w+)\n(?P<body>.*?)\n```", re.S
)


def _examples() -> list[tuple[str, str, str]]:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(SECTION)
    end = text.index("\n## ", start + len(SECTION))
    return [(m["format"], m["lang"], m["body"]) for m in BLOCK.finditer(text[start:end])]


EXAMPLES = _examples()


@pytest.mark.parametrize(("expected", "lang", "body"), EXAMPLES)
def test_each_documented_shape_loads_as_its_format(
    expected: str, lang: str, body: str, tmp_path: Path
) -> None:
    path = tmp_path / ("tools.yaml" if lang == "yaml" else "tools.json")
    path.write_text(body + "\n", encoding="utf-8")
    loaded = load(path)
    assert loaded.format == expected, (expected, body)
    assert [t.name for t in loaded.deck] == ["get_order"]
    assert loaded.deck["get_order"].description == "Look up one order by its id."
    assert "order_id" in loaded.deck["get_order"].input_schema["properties"]


def test_every_registered_format_has_an_example() -> None:
    shown = {fmt for fmt, _, _ in EXAMPLES}
    assert shown == set(format_names()), set(format_names()) ^ shown
    assert len(EXAMPLES) >= 12
