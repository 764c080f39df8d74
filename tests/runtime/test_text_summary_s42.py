"""The default summary of a text result (trial42 LOW): ``create_ticket -> str`` returning
``T-3`` was summarised "3 characters of text.", which told the model nothing. A short
printable text is now quoted whole and said to be the whole text; a long one, or one with a
line break or an invisible character, is still counted; ``items`` is never changed.
Through ``tooldeck serve`` with the SDK client, both eras."""

from __future__ import annotations

from pathlib import Path

import mcp
import pytest

from tooldeck.runtime.envelope import SHORT_TEXT, default_summary
from tooldeck.serve import build

APP = '''
from tooldeck import tool


@tool(destructive=False, idempotent=True)
def create_ticket(title: str) -> str:
    """Create a ticket; returns its id.

    Args:
        title: the ticket's title.
    """
    return "T-3" if title != "long" else "ticket " * 20
'''


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_a_short_text_result_is_quoted_in_the_summary(tmp_path: Path, era: str) -> None:
    app = tmp_path / "tickets.py"
    app.write_text(APP, encoding="utf-8")
    server = build(str(app), artifacts=tmp_path / "art")
    async with mcp.Client(server.server, mode=era) as client:
        short = await client.call_tool("create_ticket", {"title": "printer"})
        long = await client.call_tool("create_ticket", {"title": "long"})
    assert short.structured_content is not None and long.structured_content is not None
    assert short.structured_content["summary"] == 'Result: "T-3" (the whole text).'
    assert short.structured_content["items"] == "T-3"
    assert long.structured_content["summary"] == "140 characters of text."
    assert long.structured_content["items"] == "ticket " * 20


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("T-3", 'Result: "T-3" (the whole text).'),
        ("已创建", 'Result: "已创建" (the whole text).'),  # not escaped: readable as written
        ('say "hi"', 'Result: "say \\"hi\\"" (the whole text).'),  # JSON quoting, unambiguous
        ("x" * SHORT_TEXT, f'Result: "{"x" * SHORT_TEXT}" (the whole text).'),
        ("x" * (SHORT_TEXT + 1), f"{SHORT_TEXT + 1} characters of text."),
        ("ok\nfine", "7 characters of text."),  # a line break: counted
        ("ok\u202efine", "7 characters of text."),  # an invisible direction mark: counted
    ],
)
def test_which_texts_are_quoted(text: str, summary: str) -> None:
    assert default_summary("success", text) == summary
