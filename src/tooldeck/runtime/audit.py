"""The audit log: one JSON line per finished call.

Each line holds ``time`` (UTC, ISO 8601), ``call_id``, ``tool``, ``arguments_sha256``
(SHA-256 of the canonical JSON of the arguments, sorted keys), each ``decision``,
``status``, ``error_kind``, ``truncated``, ``artifact`` and ``duration_ms``. With
``include_arguments`` the arguments are logged too, with every value whose property name
is in ``redact`` — or whose schema says ``"writeOnly": true`` (JSON Schema 2020-12
meta-data vocabulary, the standard mark of a secret) — replaced by ``"[redacted]"``; the
digest is always of the unredacted arguments.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Collection, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from tooldeck.jsonvalue import canonical_json
from tooldeck.runtime.envelope import ToolResult
from tooldeck.tool import Tool

__all__ = ["REDACTED", "AuditLog", "redact_arguments"]

REDACTED = "[redacted]"


def _write_only(schema: Any) -> set[str]:
    out: set[str] = set()
    props = schema.get("properties") if isinstance(schema, Mapping) else None
    if isinstance(props, Mapping):
        for key, sub in props.items():
            if isinstance(sub, Mapping):
                if sub.get("writeOnly") is True:
                    out.add(key)
                out |= _write_only(sub)
                items = sub.get("items")
                if isinstance(items, Mapping):
                    out |= _write_only(items)
    return out


def redact_arguments(value: Any, names: Collection[str]) -> Any:
    """A copy of ``value`` with the values of keys in ``names`` (at any depth) redacted."""
    if isinstance(value, dict):
        return {k: REDACTED if k in names else redact_arguments(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_arguments(v, names) for v in value]
    return value


class AuditLog:
    """Append one JSON line per call to a file or text stream.

    Args:
        target: a path (opened for appending, created with its directory) or a text stream.
        include_arguments: also log the (redacted) arguments.
        redact: property names whose values are never logged.
    """

    def __init__(
        self,
        target: str | os.PathLike[str] | TextIO,
        *,
        include_arguments: bool = False,
        redact: Collection[str] = (),
    ) -> None:
        if isinstance(target, str | os.PathLike):
            path = Path(target)
            path.parent.mkdir(parents=True, exist_ok=True)
            self._stream: TextIO = path.open("a", encoding="utf-8")
            self._owned = True
        else:
            self._stream = target
            self._owned = False
        self.include_arguments = include_arguments
        self.redact = frozenset(redact)
        self._lock = threading.Lock()
        self._secret_cache: dict[str, frozenset[str]] = {}

    def entry(self, result: ToolResult, tool: Tool | None, arguments: Any) -> dict[str, Any]:
        """The log record of one call (see the module docstring)."""
        digest = None
        if arguments is not None:
            try:
                digest = hashlib.sha256(canonical_json(arguments).encode()).hexdigest()
            except (TypeError, ValueError):
                digest = None
        record: dict[str, Any] = {
            "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "call_id": result.call_id,
            "tool": result.tool,
            "arguments_sha256": digest,
            "decisions": [d.to_json() for d in result.decisions],
            "status": result.status,
            "error_kind": result.error.kind if result.error else None,
            "truncated": result.truncated,
            "artifact": result.artifact,
            "duration_ms": round(result.duration_ms, 3),
        }
        if self.include_arguments and digest is not None:
            names = set(self.redact)
            if tool is not None:
                cached = self._secret_cache.get(tool.name)
                if cached is None:
                    cached = frozenset(_write_only(tool.input_schema))
                    self._secret_cache[tool.name] = cached
                names |= cached
            record["arguments"] = redact_arguments(arguments, names)
        return record

    def write(self, result: ToolResult, tool: Tool | None, arguments: Any) -> None:
        """Append the record of one call and flush."""
        line = json.dumps(self.entry(result, tool, arguments), ensure_ascii=False, default=str)
        with self._lock:
            self._stream.write(line + "\n")
            self._stream.flush()

    def close(self) -> None:
        """Close the file if this log opened it."""
        if self._owned:
            self._stream.close()
