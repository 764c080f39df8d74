"""The duplicate guard through ``tooldeck serve`` with the SDK client, both protocol eras:
a destructive call repeated in another spelling of the same value (break29 F8)."""

from __future__ import annotations

from pathlib import Path

import mcp
import pytest

from tooldeck.serve import build

SOURCE = '''
import uuid
from pathlib import Path

from tooldeck import tool

LOG = Path(__file__).with_name("ran.log")


@tool(destructive=True)
def refund(order_id: uuid.UUID, cents: int) -> str:
    """Refund an order.

    Args:
        order_id: the order.
        cents: the amount.
    """
    with LOG.open("a") as log:
        log.write(f"refund {order_id} {cents}\\n")
    return "refunded"


@tool(destructive=True)
def rm(path: Path) -> str:
    """Remove a file.

    Args:
        path: the file.
    """
    with LOG.open("a") as log:
        log.write(f"rm {path}\\n")
    return "removed"
'''


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_destructive_call_respelt_is_refused_as_already_run(
    tmp_path: Path, mode: str
) -> None:
    """A ``UUID`` in upper or mixed case and a ``Path`` written ``a//b``, ``./a/b`` or
    ``a/b/`` are the values the function already received: refused ("already ran … written
    differently"), and the log holds each operation once."""
    app = tmp_path / "dupapp.py"
    app.write_text(SOURCE, encoding="utf-8")
    server = build(str(app), approve=["*"], artifacts=tmp_path / "art")
    order = "550e8400-e29b-41d4-a716-446655440000"
    async with mcp.Client(server.server, mode=mode) as client:
        first = await client.call_tool("refund", {"order_id": order, "cents": 5000})
        assert first.is_error is False, first
        for spelt in (order.upper(), "550e8400-E29B-41d4-a716-446655440000"):
            again = await client.call_tool("refund", {"order_id": spelt, "cents": 5000})
            body = again.structured_content
            assert again.is_error is True and body is not None, again
            assert body["status"] == "refused", body
            assert "already ran" in body["summary"] and "written differently" in body["summary"]
        assert (await client.call_tool("rm", {"path": "a/b"})).is_error is False
        for spelt in ("a//b", "./a/b", "a/b/"):
            again = await client.call_tool("rm", {"path": spelt})
            assert again.structured_content is not None
            assert again.structured_content["status"] == "refused", again
    ran = (tmp_path / "ran.log").read_text(encoding="utf-8").splitlines()
    assert ran == [f"refund {order} 5000", "rm a/b"]
