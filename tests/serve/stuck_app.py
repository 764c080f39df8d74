"""A sync tool that blocks until the test releases it (served by tests/serve/test_stuck.py,
imported by ``tooldeck serve``'s loader, not by pytest)."""

from __future__ import annotations

import threading

from tooldeck import tool

RELEASE = threading.Event()
"""Set by the test: every blocked ``stuck`` call returns."""


@tool(read_only=True)
def stuck(n: int) -> int:
    """Block until released, then echo n.

    Args:
        n: any number (distinct numbers keep the duplicate guard out of the way).
    """
    RELEASE.wait()
    return n
