"""A destructive @tool whose arguments hold credentials in the shapes the approval question
reads (served by ``tooldeck serve`` in tests/serve/test_approval.py and behind the gateway
in tests/gateway/test_relay.py): a field a pydantic model declares inside an argument
(``Conn.password``), a plural name (``secrets``), an empty key (``api_key=''``) and a
free-form dict whose keys the model chooses (``headers``)."""

from __future__ import annotations

from pydantic import BaseModel

from tooldeck import tool


class Conn(BaseModel):
    """Where to connect."""

    host: str
    password: str


@tool(destructive=True)
def connect(
    target: Conn, secrets: dict[str, str], headers: dict[str, str], api_key: str = ""
) -> str:
    """Connect to a database host and store secrets there.

    Args:
        target: the host and its password.
        secrets: secrets to store, by name.
        headers: extra request headers.
        api_key: the service key, if any.
    """
    return f"{target.host}:{target.password}:{sorted(secrets.values())}:{api_key!r}"
