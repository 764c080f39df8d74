"""A small bookmarks service declared with tooldeck's ``@tool``, served by ``tooldeck
serve`` as a real upstream in tests/gateway/test_namespace_search_s41.py (the deck shape of
trial40b N2: several tools over one object, told apart by their verbs). Nothing is stored:
only the declarations are searched."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from tooldeck import tool


@tool(idempotent=False)
def add_bookmark(url: str, title: str | None = None, tags: list[str] | None = None) -> int:
    """Save a web page as a bookmark; returns its id.

    Args:
        url: Address of the page, such as https://example.org/post.
        title: Title to show; none by default.
        tags: Labels to group it under.
    """
    return 1


@tool(read_only=True)
def search_bookmarks(query: str = "", limit: int = 10) -> list[int]:
    """Find saved bookmarks whose title or address holds the query text.

    Args:
        query: Text to look for; empty lists every bookmark.
        limit: Most results to return.
    """
    return []


@tool(read_only=True)
def get_bookmark(bookmark_id: int) -> dict[str, str]:
    """Fetch one bookmark by its id.

    Args:
        bookmark_id: An id that add_bookmark or search_bookmarks gave out.
    """
    return {}


@tool(idempotent=True)
def update_bookmark(bookmark_id: int, title: str | None = None) -> int:
    """Change the title or the tags of a bookmark.

    Args:
        bookmark_id: The bookmark to change.
        title: Its new title.
    """
    return bookmark_id


@tool(destructive=True)
def delete_bookmark(bookmark_id: int) -> str:
    """Delete a bookmark and its notes for good.

    Args:
        bookmark_id: The bookmark to delete.
    """
    return "deleted"


@tool(read_only=True)
def export_bookmarks(fmt: Literal["csv", "html"] = "csv") -> str:
    """Export every bookmark as a file (CSV or Netscape HTML) to download.

    Args:
        fmt: csv or html.
    """
    return ""


@tool(read_only=True)
def list_tags() -> dict[str, int]:
    """Count the bookmarks under each tag."""
    return {}


@tool(idempotent=False)
def add_note(bookmark_id: int, text: str) -> int:
    """Attach a free-text note to a bookmark; returns the note's id.

    Args:
        bookmark_id: The bookmark the note is about.
        text: The note.
    """
    return 1


@tool(destructive=True, idempotent=True)
def purge_bookmarks(older_than: datetime) -> int:
    """Delete every bookmark saved before a date; returns how many went.

    Args:
        older_than: Cut-off instant, ISO 8601 with an offset.
    """
    return 0
