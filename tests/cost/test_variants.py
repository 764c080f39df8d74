"""The remedies and what each saves (tooldeck.cost.variants) on a small deck."""

from __future__ import annotations

from cost_fixtures import seed_file_read
from tooldeck.cost import get_tokenizer, tool_tokens
from tooldeck.report.cost_section import build_cost_section
from tooldeck.tool import Deck, Tool


def test_variants_on_a_small_deck() -> None:
    deck = Deck([seed_file_read()])
    section = build_cost_section(deck, tokenizer="estimate", trim_to=10)
    saved = {v.key: v for v in section.variants}
    # each variant must equal the same tool rewritten by hand and counted as sent
    seed = get_tokenizer("estimate")
    trimmed = Tool(
        name="file_read",
        description=seed_file_read().description[:10],
        input_schema=seed_file_read().input_schema,
    )
    assert saved["trim_descriptions"].tokens == tool_tokens(trimmed, seed)
    required = Tool(
        name="file_read",
        description=seed_file_read().description,
        input_schema={
            "type": "object",
            "properties": {"path": {"type": "string"}, "start_line": {"type": "integer"}},
            "required": ["path", "start_line"],
            "additionalProperties": False,
        },
    )
    assert saved["required_only"].tokens == tool_tokens(required, seed)
    assert saved["required_only"].saved_tokens == 116 - tool_tokens(required, seed) > 0
    assert saved["strip_parameter_descriptions"].saved_tokens == 0  # it has none
    assert saved["pretty_json"].saved_tokens < 0
