"""@tool functions served in tests/serve (imported by ``tooldeck serve``, not by pytest).

Each tool exercises one behaviour of the server: typed arguments (no coercion), output
schemas with empty and oversized results, stdout noise, a crash, a hang, cancellation,
a non-JSON return and a destructive tool (needs approval).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from tooldeck import tool


@tool(read_only=True)
def add(a: int, b: int) -> int:
    """Add two integers.

    Args:
        a: first addend.
        b: second addend.
    """
    return a + b


@tool(read_only=True)
def find(q: str) -> dict[str, str] | None:
    """Find one record; None when there is none.

    Args:
        q: what to find.
    """
    return None


@tool(read_only=True)
def matches(q: str) -> list[str]:
    """Every match of q (none in this test app).

    Args:
        q: what to match.
    """
    return []


@tool(read_only=True)
def big(n: int) -> dict[str, str]:
    """Return n characters under "data".

    Args:
        n: how many.
    """
    return {"data": "x" * n}


@tool(read_only=True)
def noisy(text: str) -> str:
    """Print to stdout, then echo.

    Args:
        text: what to echo.
    """
    print("NOISE FROM HANDLER " + text)
    os.write(1, b"RAW FD NOISE\n")
    return text


@tool(read_only=True)
def crash() -> int:
    """Always raises."""
    raise RuntimeError("the database is on fire")


@tool(read_only=True)
def opaque() -> Any:
    """Return a value that has no JSON form."""
    return object()


@tool(read_only=True)
async def hang(seconds: float) -> str:
    """Sleep for seconds, then answer.

    Args:
        seconds: how long.
    """
    try:
        await asyncio.sleep(seconds)
    except asyncio.CancelledError:
        marker = os.environ.get("SERVE_APP_CANCELLED")
        if marker:
            with open(marker, "a", encoding="utf-8") as handle:
                handle.write("cancelled\n")
        raise
    return "woke"


@tool
def delete_everything(confirm: str) -> str:
    """Delete every record (states no hints: destructive by MCP's default).

    Args:
        confirm: anything.
    """
    return "deleted"


SAMPLE = 'Zeile "eins"\n\tpath C:\\tmp\\x — 東京の天気 ☀ 🚀 naïve café <tag a="1"/> {"k": [1, 2]}\n'
"""Text that JSON escapes in every way (quotes, backslashes, control characters) and that
needs 1–4 UTF-8 bytes a character (an astral emoji: a surrogate pair in \\u form)."""


def varied(n: int) -> str:
    """``n`` characters of :data:`SAMPLE` repeated, each line numbered (no two alike)."""
    out, size, line = [], 0, 0
    while size < n:
        piece = f"{line:07d} {SAMPLE}"
        out.append(piece)
        size += len(piece)
        line += 1
    return "".join(out)[:n]


@tool(read_only=True)
def prose(n: int) -> str:
    """n characters of varied text.

    Args:
        n: how many.
    """
    return varied(n)


@tool(read_only=True)
def blob(n: int) -> dict[str, str]:
    """n characters of varied text under "data" (an output-schema tool).

    Args:
        n: how many.
    """
    return {"data": varied(n)}
