"""Shared fixtures: a deck that uses every field tooldeck models; and one temporary cache
root for the whole test session.

The cache root: every cache tooldeck writes (embeddings, CC-CEDICT's parse, glosses, the
eval response cache, truncated-output artifacts, a CLI gateway's status files) lives under
``$TOOLDECK_CACHE`` (:mod:`tooldeck.cachedir`). Unset, that is the user's real
``~/.cache/tooldeck``, and tests that start ``tooldeck gateway`` left status files there
(fix45's note). :func:`pytest_configure` points the variable at a fresh temporary folder
before any test module is imported (child processes inherit it) and
:func:`pytest_unconfigure` restores the user's value and removes the folder. A test that
checks the default location unsets the variable itself (``monkeypatch.delenv``), which
pytest undoes after that test. The BFCL data wheel is data, not a cache
(:func:`tooldeck.bfcl_data.cache_dir`), and is still read from the platform folder.
"""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

from tooldeck.tool import Deck, Group, Tool, ToolAnnotations

_CACHE_ENV = "TOOLDECK_CACHE"
_saved_cache_env: list[str | None] = []
_session_cache: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """Point ``$TOOLDECK_CACHE`` at a temporary folder for the session (see the module
    docstring); the user's value is kept to restore."""
    _saved_cache_env.append(os.environ.get(_CACHE_ENV))
    folder = tempfile.mkdtemp(prefix="tooldeck-test-cache-")
    _session_cache.append(folder)
    os.environ[_CACHE_ENV] = folder


def pytest_unconfigure(config: pytest.Config) -> None:
    """Give the user's ``$TOOLDECK_CACHE`` back (unset when it was unset) and remove the
    session's folder."""
    if _saved_cache_env:
        saved = _saved_cache_env.pop()
        if saved is None:
            os.environ.pop(_CACHE_ENV, None)
        else:
            os.environ[_CACHE_ENV] = saved
    while _session_cache:
        shutil.rmtree(_session_cache.pop(), ignore_errors=True)


@pytest.fixture(scope="session")
def session_cache_root() -> str:
    """The session's temporary ``$TOOLDECK_CACHE`` folder."""
    return _session_cache[-1]


ORDER_SCHEMA = {
    "type": "object",
    "properties": {
        "order_id": {
            "type": "string",
            "pattern": "^ORD-[0-9]{6}$",
            "description": "Order id, e.g. ORD-700001.",
        },
        "fields": {"type": "array", "items": {"type": "string", "enum": ["status", "items"]}},
        "verbose": {"type": "boolean", "default": False},
    },
    "required": ["order_id"],
    "additionalProperties": False,
}


@pytest.fixture
def full_deck() -> Deck:
    """Two groups, titles, annotations, output schema, examples, _meta, Chinese text."""
    return Deck(
        [
            Tool(
                name="get_order_by_id",
                title="Get order",
                description="Look up one order by id. 只在已知订单号时使用。",
                input_schema=ORDER_SCHEMA,
                output_schema={
                    "type": "object",
                    "properties": {"ok": {"type": "boolean"}, "status": {"type": "string"}},
                    "required": ["ok"],
                },
                annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False),
                group="orders",
                examples=({"arguments": {"order_id": "ORD-700001"}, "description": "one"},),
                meta={"vendor/x": 1},
            ),
            Tool(
                name="approve_refund",
                description="Approve a refund request. Sensitive.",
                input_schema={
                    "type": "object",
                    "properties": {"refund_id": {"type": "string"}},
                    "required": ["refund_id"],
                },
                annotations=ToolAnnotations(destructive_hint=True, idempotent_hint=False),
                group="refunds",
            ),
            Tool(name="ping", description="", input_schema={"type": "object"}),
        ],
        groups=[Group("orders", "order lookup 订单"), Group("refunds", "refund approve 退款")],
        name="demo",
        description="A demo deck.",
    )
