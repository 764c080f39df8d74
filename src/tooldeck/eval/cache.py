"""On-disk response cache keyed by the full request, so re-runs are free and reproducible.

Key: SHA-256 of the backend identity (provider, model, base URL) and the canonical JSON
of the exact request payload (messages, tools, tool_choice, temperature, seed …). Value:
the :class:`~tooldeck.eval.backends.base.AssistantTurn` as JSON, one file per key
(``<dir>/<key[:2]>/<key>.json``), written atomically (temp file + rename) so concurrent
workers never read half a file.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from tooldeck.eval.backends.base import AssistantTurn

__all__ = ["ResponseCache", "request_key"]


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
        try:
            text = self._path(key).read_text(encoding="utf-8")
        except FileNotFoundError:
            self.misses += 1
            return None
        self.hits += 1
        return replace(AssistantTurn.from_json(json.loads(text)), cached=True, latency_ms=0.0)

    def put(self, key: str, turn: AssistantTurn) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(turn.to_json(), fh, ensure_ascii=False)
        os.replace(tmp, path)
