"""On-disk response cache keyed by the full request, so re-runs are free and reproducible.

Key: SHA-256 of the backend identity (provider, model, base URL) and the canonical JSON
of the exact request payload (messages, tools, tool_choice, temperature, seed …). Value:
the :class:`~tooldeck.eval.backends.base.AssistantTurn` as JSON, one file per key
(``<dir>/<key[:2]>/<key>.json``), written atomically (temp file + rename) so concurrent
workers never read half a file.

An entry that cannot be read, is not JSON or is not the shape
:meth:`~tooldeck.eval.backends.base.AssistantTurn.to_json` writes (a file left by another
version, a write cut short by a full disk, a stray file) is a miss: the request is sent
again and the entry overwritten, with one :class:`ResponseCacheWarning` naming the file.
Until session 23 such a file was a traceback, or — a JSON object without ``calls`` — an
empty turn scored as "no call" without a word.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import tempfile
import warnings
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from tooldeck.errors import ResponseCacheWarning
from tooldeck.eval.backends.base import AssistantTurn

__all__ = ["ResponseCache", "ResponseCacheWarning", "request_key"]


_TURN_KEYS = frozenset(
    {"text", "calls", "usage", "stop_reason", "latency_ms", "cached", "produces_arguments"}
)
_CALL_KEYS = frozenset({"call_id", "name", "arguments", "arguments_json"})


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _shape_problem(obj: Any) -> str | None:
    """What makes ``obj`` not the JSON of a cached turn (None when it is one)."""
    if not isinstance(obj, dict):
        return "not a JSON object"
    if set(obj) != _TURN_KEYS:
        missing = sorted(_TURN_KEYS - set(obj))
        extra = sorted(set(obj) - _TURN_KEYS)
        return f"missing {', '.join(missing)}" if missing else f"unknown key(s) {', '.join(extra)}"
    if not isinstance(obj["text"], str):
        return "text is not a string"
    if not isinstance(obj["stop_reason"], str | None):
        return "stop_reason is not a string or null"
    latency = obj["latency_ms"]
    if isinstance(latency, bool) or not isinstance(latency, int | float):
        return "latency_ms is not a number"
    if not math.isfinite(latency):
        return "latency_ms is not finite"
    if not isinstance(obj["cached"], bool) or not isinstance(obj["produces_arguments"], bool):
        return "cached/produces_arguments are not booleans"
    usage = obj["usage"]
    if (
        not isinstance(usage, dict)
        or set(usage) != {"input_tokens", "output_tokens"}
        or not all(_count(v) for v in usage.values())
    ):
        return "usage is not {input_tokens, output_tokens} as counts"
    calls = obj["calls"]
    if not isinstance(calls, list):
        return "calls is not a list"
    for i, call in enumerate(calls):
        if (
            not isinstance(call, dict)
            or not set(call) <= _CALL_KEYS
            or not isinstance(call.get("call_id"), str)
            or not isinstance(call.get("name"), str)
            or ("arguments_json" in call) == ("arguments" in call)
            or not isinstance(call.get("arguments_json", ""), str)
        ):
            return f"calls[{i}] is not a cached call"
    return None


def request_key(identity: str, payload: Mapping[str, Any]) -> str:
    """Hex SHA-256 of ``identity`` and the canonical JSON of ``payload``."""
    text = json.dumps(
        {"backend": identity, "request": payload},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
        default=str,
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class ResponseCache:
    """Directory of cached turns. ``get`` returns a turn marked ``cached`` (latency 0)."""

    def __init__(self, directory: str | Path) -> None:
        self.directory = Path(directory)
        self.hits = 0
        self.misses = 0

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> AssistantTurn | None:
        """The cached turn for ``key`` (``cached`` true, latency 0), or None on a miss: no
        entry, or one that is damaged (warned, see the module docstring)."""
        path = self._path(key)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            self.misses += 1
            return None
        except (OSError, UnicodeDecodeError) as exc:
            self._damaged(path, f"cannot be read ({exc})")
            return None
        try:
            obj = json.loads(text)
        except ValueError as exc:
            self._damaged(path, f"is not JSON ({exc})")
            return None
        problem = _shape_problem(obj)
        if problem is not None:
            self._damaged(path, f"is not a cached turn ({problem})")
            return None
        self.hits += 1
        return replace(AssistantTurn.from_json(obj), cached=True, latency_ms=0.0)

    def _damaged(self, path: Path, why: str) -> None:
        self.misses += 1
        warnings.warn(
            f"response cache entry {path} {why}: read as a miss, so the request is sent "
            "again and the entry replaced (--no-cache skips the cache; deleting the file "
            "is safe)",
            ResponseCacheWarning,
            stacklevel=3,
        )

    def put(self, key: str, turn: AssistantTurn) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(turn.to_json(), fh, ensure_ascii=False)
        os.replace(tmp, path)
