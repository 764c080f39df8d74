"""How many tools one request may carry, per provider, checked on export.

Sources: OpenAI API reference, Chat Completions ``tools`` ("A max of 128 functions are
supported"; the request fails past it, zed-industries/zed#32946); Vertex AI API reference,
``Tool.function_declarations`` ("Maximum 64 function declarations can be provided", also
in Firebase AI Logic's ``FunctionDeclarationsTool``). Anthropic documents no count limit.

Past the limit the export is still written (a deck may be sent in subsets, e.g. with
``tooldeck select``), with one warning that names the limit and its source.
"""

from __future__ import annotations

from tooldeck.formats.base import WarningCollector
from tooldeck.tool import Deck

__all__ = ["TOOL_COUNT_LIMITS", "check_tool_count"]

TOOL_COUNT_LIMITS: dict[str, tuple[int, str]] = {
    "openai": (128, "OpenAI API reference, Chat Completions 'tools'"),
    "openai-responses": (128, "OpenAI API reference, function tools"),
    "gemini": (64, "Vertex AI API reference, Tool.function_declarations"),
}
"""Format name → (most tools per request, where the limit is stated)."""


def check_tool_count(deck: Deck, target: str, warnings: WarningCollector) -> None:
    """Warn when ``deck`` holds more tools than ``target`` accepts in one request."""
    limit = TOOL_COUNT_LIMITS.get(target)
    if limit is None or len(deck) <= limit[0]:
        return
    most, source = limit
    warnings.add(
        "tools",
        f"{len(deck)} tools; {target} accepts at most {most} per request ({source}); a "
        "request with all of them fails — send a subset (tooldeck select)",
    )
