"""The Anthropic format (Messages API tools)."""

from __future__ import annotations

import pytest

from tooldeck.errors import FormatError
from tooldeck.formats import load_data


def test_anthropic_server_tool_is_refused() -> None:
    data = [{"type": "web_search_20250305", "name": "web_search", "input_schema": {}}]
    with pytest.raises(FormatError, match="not custom"):
        load_data(data, source="a.json", format="anthropic")
