"""Session 43 (trial43 MEDIUM): a browser session's cookies are a credential (A107).

notebooklm-mcp-cli 0.15.8 (MIT) declares ``save_auth_tokens.cookies`` described as "Cookie
header from Chrome DevTools": whoever holds that header is signed in to the user's Google
account, as with ``session_cookie`` (flagged on main), yet ``cookies`` was not flagged. The
plural name now reads like the singular, and a session, header or login parameter
described as a cookie header or session cookie is a secret too. Honest twins: a boolean
to accept cookies, a tmux session's name, a header map described without cookies."""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _a107(name: str, schema: dict[str, Any]) -> bool:
    tool = {
        "name": "save_auth",
        "description": "Save sign-in data for later calls. Returns ok.",
        "inputSchema": {"type": "object", "properties": {name: schema}},
    }
    deck = load_data({"tools": [tool]}, source="probe", format="mcp").deck
    result = lint(deck, LintConfig(select=("A107",)), field_names="mcp")
    return any(f.code == "A107" for f in result.findings)


@pytest.mark.parametrize(
    ("name", "description"),
    [
        # notebooklm-mcp-cli 0.15.8 (MIT), save_auth_tokens
        ("cookies", "Cookie header from Chrome DevTools"),
        ("session_data", "The browser's session cookie, as copied from the Application tab."),
        ("browser_headers", "Raw request headers; paste the Cookie: line from DevTools here."),
    ],
)
def test_a_browser_sessions_cookies_are_a_secret(name: str, description: str) -> None:
    assert _a107(name, {"type": "string", "description": description})


@pytest.mark.parametrize(
    ("name", "schema"),
    [
        ("accept_cookies", {"type": "boolean", "description": "Accept the site's cookies."}),
        ("session_name", {"type": "string", "description": "Name of the tmux session."}),
        ("headers", {"type": "string", "description": "Extra HTTP headers as JSON."}),
        ("cookies", {"type": "string", "description": "x", "writeOnly": True}),
    ],
)
def test_honest_twins_stay_clean(name: str, schema: dict[str, Any]) -> None:
    assert not _a107(name, schema)
