"""Tools that return files (``-> bytes``) for tests/serve/test_files_s38.py."""

from __future__ import annotations

import base64

from tooldeck import tool

# a 1×1 PNG (its bytes by hand: signature, IHDR, IDAT, IEND)
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)
PDF = b"%PDF-1.4\n\x00\xff\xfe not a real invoice\n%%EOF\n"


@tool(read_only=True)
def invoice_pdf(order_id: str) -> bytes:
    """Return the invoice PDF of an order."""
    return PDF


@tool(read_only=True)
def thumbnail(order_id: str) -> bytes:
    """Return the product thumbnail of an order as a PNG image."""
    return PNG


@tool(read_only=True)
def big_export(size: int) -> bytes:
    """Return an export of `size` bytes (not text)."""
    return bytes([0xFF, 0x00]) * (size // 2)
