"""A served app whose sync tool raises ``KeyboardInterrupt`` (a handler's own raise, in its
worker thread), an async tool that does the same on the event loop, and one that answers:
tests/serve/test_stdio.py."""

from tooldeck import tool


@tool(read_only=True)
def interrupt() -> str:
    """Raise KeyboardInterrupt. Use to test a handler's own interrupt."""
    raise KeyboardInterrupt


@tool(read_only=True)
async def interrupt_async() -> str:
    """Raise KeyboardInterrupt on the event loop. Use to test a handler's own interrupt."""
    raise KeyboardInterrupt


@tool(read_only=True)
def ping() -> str:
    """Answer pong. Use to check the server still answers."""
    return "pong"
