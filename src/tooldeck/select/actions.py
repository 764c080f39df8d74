"""What a tool does to its object, read from the words of its name.

:data:`ACTION_CLASSES` maps an English action word of a tool name to its class (read,
create, edit, delete, make, run, stop): the CRUD operations of a resource API (create,
read, update, delete; Martin, *Managing the Data-base Environment*, 1983) with making,
running and stopping apart. Lint's cross-tool rules tell two tools apart by it
(:mod:`tooldeck.lint.similarity`, where it was written; moved here in session 42 so the
select stage reads the same table without importing lint). The select stage reads a
Chinese request's act by it (:func:`action_class`; :meth:`HybridRetriever.named_reading
<tooldeck.select.hybrid.HybridRetriever.named_reading>`): a word whose senses name no
word of the deck's names but an act of a class ("创建" "create") is read as the deck's
own verb of that class ("add" where the names say ``add_bookmark``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tooldeck.select.tokenize import tokenize

__all__ = ["ACTION_CLASSES", "action_class", "class_verbs"]

_ACTION_WORDS = {
    "read": "get list search find fetch read query lookup retrieve browse view show describe "
    "count check inspect download pull",
    "create": "create add insert post send reply comment push upload write publish submit "
    "save store append",
    "edit": "update edit modify patch replace set rename change archive unarchive",
    "delete": "delete remove drop destroy purge erase",
    "make": "generate render draw plot make",
    "run": "run rerun execute exec trigger invoke launch start restart",
    "stop": "stop cancel abort terminate kill halt",
}
ACTION_CLASSES: dict[str, str] = {
    word: cls for cls, words in _ACTION_WORDS.items() for word in words.split()
}
"""Name word → what the tool does to its object. Two tools whose names carry action words
of different classes only (``create_pull_request`` / ``update_pull_request``,
``API-post-page`` / ``API-retrieve-a-page``) are told apart by the verb and are not
look-alikes however close their texts; a name without such a word matches any class.
Running a thing and stopping it are classes of their own (``firecrawl_monitor_run`` /
``firecrawl_monitor_delete``: trigger a check now or remove the monitor for good), and
``cancel_subscription`` / ``terminate_plan`` are one class (both end a thing)."""

_NEW = frozenset({"new", "newly"})


def action_class(sense: str) -> str | None:
    """The class of the act a dictionary sense names: a sense of one word that is an
    action word ("create" → ``"create"``, "modify" → ``"edit"``), or a sense that opens
    with "new" / "newly" (新建 "new construction / newly built": a thing made new, the
    sign :func:`~tooldeck.select.clauses.new_makers` reads in "a new <thing>") →
    ``"create"``; None otherwise. A sense of several words is no act of a class by its
    first word ("push button" names a button; "place on file" is no placing)."""
    words = tokenize(sense)
    if not words:
        return None
    if words[0] in _NEW:
        return "create"
    return ACTION_CLASSES.get(words[0]) if len(words) == 1 else None


def class_verbs(names: Iterable[str]) -> dict[str, str]:
    """Class → the action word of that class the tool ``names`` use most (ties: the first
    met), for the classes they use: ``["add_bookmark", "get_bookmark", "list_tags"]`` →
    ``{"create": "add", "read": "get"}``."""
    counts: dict[str, Counter[str]] = {}
    for name in names:
        for word in dict.fromkeys(tokenize(name)):
            cls = ACTION_CLASSES.get(word)
            if cls is not None:
                counts.setdefault(cls, Counter())[word] += 1
    return {cls: words.most_common(1)[0][0] for cls, words in counts.items()}
