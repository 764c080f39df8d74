"""Errors raised by :mod:`tooldeck.decode`; each is a :class:`~tooldeck.errors.ToolDeckError`."""

from __future__ import annotations

from tooldeck.errors import ToolDeckError

__all__ = ["DecodeError", "EngineUnavailableError", "GrammarError"]


class DecodeError(ToolDeckError):
    """Base class of constrained-decoding errors (bad mode, unknown tool, bad tokenizer)."""


class EngineUnavailableError(DecodeError):
    """The requested engine's package is not installed; the message names the pip extra."""


class GrammarError(DecodeError):
    """A schema or turn grammar cannot be compiled by the engine.

    Attributes:
        tool: the tool whose schema failed (``None`` for a whole-turn grammar).
        keywords: JSON Schema keywords the engine refused, with the pointers where they occur
            (``"/properties/tags: uniqueItems"``); empty when the failure is not keyword-related.
    """

    def __init__(
        self, message: str, *, tool: str | None = None, keywords: tuple[str, ...] = ()
    ) -> None:
        self.tool = tool
        self.keywords = keywords
        prefix = f"tool {tool!r}: " if tool is not None else ""
        super().__init__(prefix + message)
