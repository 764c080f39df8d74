"""The trivial tool of benchmarks/bench_serve.py, served by ``tooldeck serve``."""

from tooldeck import tool


@tool(read_only=True)
def add(a: int, b: int) -> int:
    """Add two integers.

    Args:
        a: first addend.
        b: second addend.
    """
    return a + b
