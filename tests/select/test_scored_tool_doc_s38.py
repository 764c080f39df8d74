"""help(tooldeck.select.ScoredTool) describes a search result (trial37 LOW-7, session 38).

It was a bare ``tuple[Tool, float]`` alias, whose help is tuple's ("Built-in immutable
sequence."). Now its documentation gives the shape and the fields.
"""

from __future__ import annotations

import pydoc

from tooldeck.select import ScoredTool
from tooldeck.tool import Tool


def test_help_gives_the_shape_and_fields() -> None:
    text = pydoc.render_doc(ScoredTool, renderer=pydoc.plaintext)
    assert "Built-in immutable sequence" not in text
    assert "``(tool, score)``" in text and "higher is better" in text
    tool = Tool("t", "A tool.", {"type": "object"})
    result: ScoredTool = (tool, 0.5)  # still a plain 2-tuple
    assert result == (tool, 0.5)
