"""Files a tool returns (``-> bytes``): what kind of file they are, and how a result names one.

A ``@tool`` function (or any handler) that returns ``bytes`` or ``bytearray`` as its whole
value returns a file. The runtime stores the bytes as an artifact
(:meth:`~tooldeck.runtime.ArtifactStore.put_bytes`, ``<sha256>.bin``) and the result's
``items`` name it (:func:`file_items`); ``tooldeck serve`` sends the file itself as MCP
content (``serve/artifacts.py``). The media type is sniffed from the first bytes
(:func:`sniff`), never declared: the signatures are those of the WHATWG MIME Sniffing
Standard (§6.1 image, §6.2 audio and video, §7.1 PDF, ZIP, GZIP) and its "binary data
byte" test for plain text.
"""

from __future__ import annotations

import hashlib
from typing import Any

__all__ = ["FILE_KEY", "file_items", "sniff"]

FILE_KEY = "file"
"""The one key of a file result's ``items``."""

_SIGNATURES: tuple[tuple[bytes, bytes, str], ...] = (
    # (pattern, mask, media type): byte i matches when data[i] & mask[i] == pattern[i]
    (b"%PDF-", b"\xff" * 5, "application/pdf"),
    (b"\x89PNG\r\n\x1a\n", b"\xff" * 8, "image/png"),
    (b"\xff\xd8\xff", b"\xff" * 3, "image/jpeg"),
    (b"GIF87a", b"\xff" * 6, "image/gif"),
    (b"GIF89a", b"\xff" * 6, "image/gif"),
    (b"RIFF\x00\x00\x00\x00WEBPVP", b"\xff" * 4 + b"\x00" * 4 + b"\xff" * 6, "image/webp"),
    (b"BM", b"\xff\xff", "image/bmp"),
    (b"\x00\x00\x01\x00", b"\xff" * 4, "image/x-icon"),
    (b"RIFF\x00\x00\x00\x00WAVE", b"\xff" * 4 + b"\x00" * 4 + b"\xff" * 4, "audio/wav"),
    (b"ID3", b"\xff" * 3, "audio/mpeg"),
    (b"MThd\x00\x00\x00\x06", b"\xff" * 8, "audio/midi"),
    (b"OggS\x00", b"\xff" * 5, "application/ogg"),
    (b"PK\x03\x04", b"\xff" * 4, "application/zip"),
    (b"\x1f\x8b\x08", b"\xff" * 3, "application/gzip"),
)
_BINARY_BYTES = frozenset([*range(0x00, 0x09), 0x0B, *range(0x0E, 0x1B), *range(0x1C, 0x20)])
"""WHATWG MIME Sniffing §3: the bytes that make a resource binary, not text."""


def sniff(data: bytes) -> str:
    """The media type of ``data`` from its first bytes (the WHATWG signatures above); text
    (valid UTF-8 without a binary data byte) is ``text/plain``, anything else
    ``application/octet-stream``."""
    for pattern, mask, kind in _SIGNATURES:
        if len(data) >= len(pattern) and all(
            data[i] & mask[i] == pattern[i] for i in range(len(pattern))
        ):
            return kind
    head = data[:1024]
    if not _BINARY_BYTES.intersection(head):
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            pass
        else:
            return "text/plain"
    return "application/octet-stream"


def file_items(data: bytes) -> dict[str, Any]:
    """The ``items`` of a file result: ``{"file": {"mime_type", "bytes", "sha256",
    "mime_from"}}`` (``bytes``: its size; ``mime_from``: ``"sniffed"``, how the type was
    found)."""
    return {
        FILE_KEY: {
            "mime_type": sniff(data),
            "bytes": len(data),
            "sha256": hashlib.sha256(data).hexdigest(),
            "mime_from": "sniffed",
        }
    }
