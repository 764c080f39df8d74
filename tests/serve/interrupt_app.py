"""A served app whose sync tool raises ``KeyboardInterrupt`` (a handler's own raise, in its
worker thread), beside one that answers: tests/serve/test_stdio.py."""

from tooldeck import tool


@tool(read_only=True)
def interrupt() -> str:
    """Raise KeyboardInterrupt. Use to test a handler's own interrupt."""
    raise KeyboardInterrupt


@tool(read_only=True)
def ping() -> str:
    """Answer pong. Use to check the server still answers."""
    return "pong"
