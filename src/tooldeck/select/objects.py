"""The objects a tool's name acts on, and whether a request names them (issue 15).

A tool name is mostly an action and the things it acts on: ``add_issue_comment`` (add;
issue, comment), ``discussion_comment_write`` (write; discussion, comment),
``get_notification_details`` (get; notification, details). The first stage and its
re-ranker weigh a shared action word much like a shared object word, so for "write a
comment on the issue" ``discussion_comment_write`` (the request's verb and one of its
objects) outranked ``add_issue_comment`` (both of its objects), though the first names a
thing, a discussion, the request never mentions. Two readings of the final order's first
:data:`WINDOW` places follow from the deck's own text (:meth:`NameObjects.reorder`, in
this order):

- **operations**: a tool one of whose parameters' enum values is an identifier of two
  words or more (snake_case, kebab-case or camelCase, lower-case first:
  :data:`IDENTIFIER`) that the request names word for word ("rerun the failed jobs",
  ``actions_run_trigger``'s method ``rerun_failed_jobs``) goes up past the tools above it
  whose own name the request does not name in full (``get_job_logs``: "get", "logs"); it
  stops below a tool whose name's words are all in the request (``resolve_review_thread``
  for "resolve the review threads"). An operation written out is what the request asks
  for; a tool ranked on shared words of its description ("failed job logs") only
  resembles it. A value written as prose ("New York", "in progress") is data the tool
  takes, not an operation: read as one, a weather tool's city enum sent "what time is it
  in New York" to it (trial 31).
- **objects**: tool B goes above tool A when the request names every object word of B's
  name, names at least one of A's but not all, and every one of A's that it names is also
  B's, and one more (B names strictly more of the request's objects). So A's extra,
  unnamed object is what ranked it first for nothing ("discussion"), while where B adds
  nothing A lacks, A's unnamed word may be a modifier the request says otherwise
  ("newest release": ``get_latest_release`` stays above ``list_releases``). Since the
  thirty-seventh session B also goes above an A whose objects the request names all of,
  each also B's, where B names one more and the request says no action word of A's name
  that B's lacks ("comment on issue #410": ``add_issue_comment`` above ``issue_read``),
  and above an A whose objects the request names none of, where A and B share an action
  word ("delete the repo": ``delete_repository`` above ``delete_file``;
  :meth:`NameObjects._outnamed`). A name's first word that opens many of its server's
  names (``copilot_``, ``puppeteer_``, ``gh_``) is the server's namespace, not an object
  (:func:`_namespaces`).

A third reading, **number** (a tool whose name writes the request's plural object in the
plural above those writing it in the singular: "what tags exist", ``list_tags``), was
shipped and taken out in session 31: it ignores the request's action, so "delete users"
went to ``list_users`` and "delete files" to ``push_files`` (41 of 330 requests of a new
user's trial whose right tool was 1st lost it, 34 of them to this rule; docs/select.md).

A fourth, **items** (thirty-fourth session, second pass; :meth:`NameObjects.items_first`),
reads one item against the list of them between two tools the deck marks read-only (MCP
``readOnlyHint: true``) that share an object word. Where one needs every required
parameter of the other and more, and the other's name writes in the plural an object the
first's writes in the singular, the first takes one identified item
(``get_release_by_tag`` needs ``tag`` beside ``owner`` and ``repo``) and the other lists
them (``list_tags``). ``list_issues`` beside ``list_issue_fields`` is no such pair: the
one needing more names no object of the other in the singular; both list. A request that
writes an identifier (:data:`ITEM_ID`: a word of letters and digits both, not in a path
nor a file name — ``v2.1.0``, ``GHSA-8qcq-xxxx-7h3x`` — or ``#`` and a number) asks for
one item: the one-item tool goes above the list tool. A request writing none that writes
the list tool's plural name word ("what tags exist": ``tags``) or asks whether any exist
(:data:`QUANTIFIER`: any, anything, 有没有 — English and Chinese grammar, no deck's
words) asks for the list: the list tool goes above the one-item tool. Only read-only
pairs: the number reading's failure was a list tool above a tool that acts ("delete
users"); between two tools that only read, the action is the same and how many is what
differs. Decks without the annotation are not read; nor is the BFCL pool
(:data:`MAX_TOOLS`).

The deck says which name words are actions: descriptions are written in the imperative or
the third person ("Create a new issue", "Lists notifications"), so the first word of each
description is an action word of that deck. The other words of a name (after a gateway's
``server__`` prefix, English stop words left out), read as BM25 reads the tool, are its
object words; a request term names one when they are equal or one is a prefix of the
other of at least :data:`MIN_PREFIX` letters ("repo", "repository"). Nothing here names a
deck's tools or words.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bm25s.stopwords import STOPWORDS_EN_PLUS  # type: ignore[import-untyped]

from tooldeck.select.actions import ACTION_CLASSES
from tooldeck.select.documents import field_texts
from tooldeck.select.tokenize import tokenize
from tooldeck.tool import Deck

__all__ = [
    "ACT_WINDOW",
    "IDENTIFIER",
    "ITEM_ID",
    "MAX_TOOLS",
    "MIN_PREFIX",
    "NAMESPACE_MIN",
    "NAMESPACE_PARTS",
    "QUANTIFIER",
    "WINDOW",
    "Move",
    "NameObjects",
    "act_first",
    "act_words",
    "named",
    "request_items",
]

WINDOW = 8
"""Places of the final order that :meth:`NameObjects.reorder` may re-sort (the
``tooldeck select`` default ``k``)."""

MAX_TOOLS = 512
"""Decks of more tools are not read (:meth:`NameObjects.build` gives None). The reading
trusts that two names with different object words name different things, as within one
server's tools or a gateway's few servers (the issue's held-out decks: 77 and 117 tools;
clients cap a session's tools near 128). A catalogue of thousands of functions from many
authors breaks that: the BFCL pool (2,555 functions) holds ``get_instrument_info`` beside
``get_instrument_details``, ``get_sculpture_info`` beside ``get_sculpture_details``, and
read so its odd half lost MRR 0.868 → 0.856 (docs/select.md, "The object the request
names")."""

MIN_PREFIX = 3
"""Letters of the shorter term, at least, for a prefix to name an object word."""

NAMESPACE_PARTS = 3
"""A name's first word that opens more than one in this many of its server's tool names
is the server's namespace, not an object word (:func:`_namespaces`; more than half left
the git server of select_blind3's gateway_desk, whose names open with ``git_`` or ``gh_``,
read as objects: thirty-seventh session, chosen on dev splits only)."""

NAMESPACE_MIN = 3
"""… and at least this many names."""

_STOP = frozenset(STOPWORDS_EN_PLUS)
IDENTIFIER = re.compile(r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+|[A-Z][a-z0-9]*)+")
"""An enum value written as an identifier of two words or more: snake_case, kebab-case or
camelCase, lower-case first (``rerun_failed_jobs``, ``submit-pending``, ``listRuns``)."""

ITEM_ID = re.compile(
    r"(?<![\w/.#-])(?:#\d+|(?=[\w.-]*\d)(?=[\w.-]*[A-Za-z])[A-Za-z0-9][\w.-]*[A-Za-z0-9])(?![\w/])"
)
"""An identifier of one item in a request: a word of letters and digits both (``v2.1.0``,
``GHSA-8qcq-xxxx-7h3x``, ``n_8812``), not inside a path (no ``/`` beside it), or ``#``
and a number (``#300``). A bare number is left: "the last 20 commits" counts, it does not
name one."""

QUANTIFIER = re.compile(r"\b(?:any|anything)\b|有没有", re.IGNORECASE)
"""An existential question, which asks whether members of a set exist: English any /
anything, Chinese 有没有 ("is there any"). Determiners that quantify the noun after them
(which, all, 哪些, 所有) are not read: that noun may be another thing than the tool's
object ("那张表都有哪些列", which columns one table has: ops68 lost its describe tool's
first place to the table list); where it is the list tool's object in the plural, the
plural says so ("which tags")."""

Terms = Callable[[str], list[str]]

ACT_WINDOW = 3
"""Places of the final order :func:`act_first` reads: the first tool and the two below it
(session 46; on the dev sets windows of 2, 3 and 8 made the same single move)."""


def request_items(query: str) -> tuple[list[str], list[str], bool]:
    """What ``query`` says about how many items it asks for: its identifiers
    (:data:`ITEM_ID`, file names left out: :func:`~tooldeck.select.addresses.file_names`),
    its lower-case words of Latin letters, and whether it writes a :data:`QUANTIFIER`."""
    from tooldeck.select.addresses import file_names, mask_urls

    masked = mask_urls(query)
    files = set(file_names(masked))
    ids = [m.group(0) for m in ITEM_ID.finditer(masked) if m.group(0) not in files]
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", masked)]
    return ids, words, bool(QUANTIFIER.search(masked))


def _local_name(name: str) -> str:
    """The tool's own name, without a gateway's ``server__`` prefix."""
    return name.rsplit("__", 1)[-1]


def named(term: str, request: frozenset[str]) -> bool:
    """Whether the request's terms name ``term``: the same term, or one is a prefix of the
    other and the shorter has at least :data:`MIN_PREFIX` letters."""
    if term in request:
        return True
    return any(
        min(len(r), len(term)) >= MIN_PREFIX and (term.startswith(r) or r.startswith(term))
        for r in request
    )


def _namespaces(
    deck: Deck, terms_of: Callable[[int], Terms], actions: set[str]
) -> list[frozenset[str]]:
    """Per tool, the terms of its name's first word where that word is its server's
    namespace rather than an object (empty otherwise): the word opens more than one in
    :data:`NAMESPACE_PARTS` of the names of the tool's server (the part before a gateway's
    ``__``; the whole deck without one) and at least :data:`NAMESPACE_MIN` of them, the
    name has a word after it, and it is none of the deck's action words (``copilot`` of
    ``copilot_createFile``, ``puppeteer`` of ``browser__puppeteer_screenshot``, ``gh`` and
    ``git`` of a git server's ``gh_pr_diff`` and ``git_status``; not ``list`` of
    ``list_issues``, which descriptions open with). A request seldom says the namespace,
    so read as an object it left such a tool never named in full."""
    servers = [tool.name.rsplit("__", 1)[0] if "__" in tool.name else "" for tool in deck]
    names = [tokenize(_local_name(tool.name)) for tool in deck]
    firsts = [words[0].lower() if len(words) > 1 else "" for words in names]
    size = Counter(servers)
    opens = Counter(zip(servers, firsts, strict=True))
    out = []
    for i, (server, first) in enumerate(zip(servers, firsts, strict=True)):
        count = opens[server, first]
        read = frozenset(terms_of(i)(first)) if first else frozenset()
        space = count >= NAMESPACE_MIN and count * NAMESPACE_PARTS > size[server]
        out.append(read if space and read and not read & actions else frozenset())
    return out


@dataclass(frozen=True)
class Move:
    """One tool whose place :meth:`NameObjects.reorder` changed (what ``tooldeck select``'s
    note reports; retry31 R4: it named only the tools moved up).

    Attributes:
        tool: its deck position.
        before: its place before the reading, 1-based.
        after: its place after, 1-based.
        operation: the enum value (an identifier, as the schema writes it) the request
            wrote out, where that lifted it; None when its name's objects did, and for a
            tool moved down.
    """

    tool: int
    before: int
    after: int
    operation: str | None = None
    item: str | None = None


@dataclass(frozen=True)
class NameObjects:
    """The object terms, name terms and operations of each tool of a deck, deck order.

    ``objects[i]``: the BM25 terms of tool i's name words that are not the deck's action
    terms nor stop words; ``terms[i]``: the BM25 terms of its name words (prefix and stop
    words left out); ``operations[i]``: the term sets of its parameters' string enum values
    written as identifiers (:data:`IDENTIFIER`) of two terms or more (stop words left
    out); ``values[i]``: those enum values as the schema writes them, one for each of
    ``operations[i]``; ``read_only[i]``: whether the deck marks the tool
    ``readOnlyHint: true``; ``required[i]``: its schema's required parameter names;
    ``words[i]``: its name's words as written, lower case (``list_tags``: list, tags).
    """

    objects: tuple[frozenset[str], ...]
    terms: tuple[frozenset[str], ...]
    operations: tuple[tuple[frozenset[str], ...], ...]
    values: tuple[tuple[str, ...], ...] = ()
    read_only: tuple[bool, ...] = ()
    required: tuple[frozenset[str], ...] = ()
    words: tuple[frozenset[str], ...] = ()

    @classmethod
    def build(cls, deck: Deck, terms_of: Callable[[int], Terms]) -> NameObjects | None:
        """Read ``deck``'s names; ``terms_of(position)`` is the tool's own BM25 tokenizer
        (so "Lists" and "list", "issues" and "issue" are one term). None for a deck of
        more than :data:`MAX_TOOLS` tools."""
        if len(deck) > MAX_TOOLS:
            return None
        actions: set[str] = set()
        for i, tool in enumerate(deck):
            first = tokenize(tool.description or "")[:1]
            actions.update(t for w in first for t in terms_of(i)(w))
        namespaces = _namespaces(deck, terms_of, actions)
        objects, terms, operations, written = [], [], [], []
        read_only, required, words = [], [], []
        for i, tool in enumerate(deck):
            read_only.append(tool.annotations.read_only_hint is True)
            needed = tool.input_schema.get("required") or ()
            required.append(frozenset(n for n in needed if isinstance(n, str)))
            words.append(frozenset(w.lower() for w in tokenize(_local_name(tool.name))))
            own = [w for w in tokenize(_local_name(tool.name)) if w not in _STOP]
            read = frozenset(t for w in own for t in terms_of(i)(w) if t not in _STOP)
            read -= namespaces[i]
            objects.append(frozenset(t for t in read if t not in actions))
            terms.append(read)
            values = [
                (frozenset(terms_of(i)(v)) - _STOP, v)
                for v in field_texts(tool)["enum_values"]
                if IDENTIFIER.fullmatch(v)
            ]
            kept = [(read, v) for read, v in values if len(read) >= 2]
            operations.append(tuple(read for read, _ in kept))
            written.append(tuple(v for _, v in kept))
        return cls(
            tuple(objects),
            tuple(terms),
            tuple(operations),
            tuple(written),
            tuple(read_only),
            tuple(required),
            tuple(words),
        )

    def moves(
        self,
        before: Sequence[int],
        after: Sequence[int],
        terms: frozenset[str],
        items: dict[int, str] | None = None,
    ) -> list[Move]:
        """The tools whose place differs between ``before`` and ``after`` (:meth:`reorder`
        of ``before`` for the request's ``terms``) within the first :data:`WINDOW` places:
        those moved up first, in their new order, then those moved down; a tool lifted by
        an operation carries the enum value the request wrote out, one lifted by the items
        reading its reason (``items``: tool → ``"one"`` or ``"list"``)."""
        up, down = [], []
        for place, tool in enumerate(after[:WINDOW]):
            was = list(before).index(tool)
            if was == place:
                continue
            if place < was:
                item = (items or {}).get(tool)
                value = None if item else self.asked_value(tool, terms)
                up.append(Move(tool, was + 1, place + 1, value, item))
            else:
                down.append(Move(tool, was + 1, place + 1))
        return up + down

    def asked_value(self, tool: int, terms: frozenset[str]) -> str | None:
        """The first enum value of ``tool`` written as an identifier that the request's
        ``terms`` name word for word (the operations reading), or None."""
        for read, value in zip(self.operations[tool], self.values[tool], strict=False):
            if read <= terms:
                return value
        return None

    def reorder(
        self, order: Sequence[int], terms: frozenset[str], window: int = WINDOW
    ) -> list[int]:
        """``order`` (deck positions, best first) with its first ``window`` places re-read
        by what the request names (the module's two readings, in its order); ``terms``: the
        request's BM25 terms. The places after ``window`` are unchanged."""
        out = self._operations_first(list(order), terms, window)
        return self._objects_first(out, terms, window)

    def _operations_first(self, out: list[int], terms: frozenset[str], window: int) -> list[int]:
        asked = [i for i in out[:window] if any(op <= terms for op in self.operations[i])]
        for tool in asked:
            at = out.index(tool)
            while at > 0 and out[at - 1] not in asked and not self._all_named(out[at - 1], terms):
                out[at - 1], out[at] = out[at], out[at - 1]
                at -= 1
        return out

    def _all_named(self, tool: int, terms: frozenset[str]) -> bool:
        """Whether the request names every word of the tool's name (it has one)."""
        return bool(self.terms[tool]) and all(named(t, terms) for t in self.terms[tool])

    def _objects_first(self, out: list[int], terms: frozenset[str], window: int) -> list[int]:
        head = out[:window]
        said = {i: frozenset(t for t in self.objects[i] if named(t, terms)) for i in head}
        for tool in head:
            if not self.objects[tool] or said[tool] != self.objects[tool]:
                continue  # B must name objects, and the request all of them
            for other in out[: out.index(tool)]:
                if self._outnamed(other, tool, said, terms):
                    out.remove(tool)
                    out.insert(out.index(other), tool)
                    break
        return out

    def _outnamed(
        self, a: int, b: int, said: dict[int, frozenset[str]], terms: frozenset[str]
    ) -> bool:
        """Whether tool ``b``, whose object words the request names all of, goes above
        tool ``a`` (above it in the order) by the objects reading: the request names

        - some of ``a``'s object words, not all, and each of them is also ``b``'s, and
          ``b`` one more (thirty-first session);
        - all of ``a``'s object words, each also ``b``'s, and ``b`` one more, and no action
          word of ``a``'s name that ``b``'s lacks ("comment on issue #410":
          ``add_issue_comment`` above ``issue_read``; "list the open prs" keeps
          ``list_pull_requests`` above ``request_pull_request_reviewers``: it says
          "list"); or
        - none of ``a``'s object words, where ``a`` and ``b`` share an action word: the
          same action on another thing ("delete the repo": ``delete_repository`` above
          ``delete_file``). A shared verb ranked ``a`` first for nothing the request
          names; the object says which thing it acts on (thirty-seventh session).
        """
        part, own = said[a], self.objects[a]
        if part and part != own:
            return part < said[b]
        if part:  # all of a's objects named
            if not part < said[b]:
                return False
            unshared = self.terms[a] - own - self.terms[b]
            return not any(named(t, terms) for t in unshared)
        shared = (self.terms[a] - own) & (self.terms[b] - self.objects[b])
        return bool(own) and bool(shared)

    def items_first(
        self, order: Sequence[int], query: str, window: int = WINDOW
    ) -> tuple[list[int], dict[int, str]]:
        """``order`` with the items reading (the module's fourth) over its first ``window``
        places, and the tools it lifted with why (``"one"`` / ``"list"``). For the first
        tool A, from the top, with a tool B below it in the window such that both are
        read-only, share an object word, and one takes one item of what the other lists
        (:meth:`_one_and_list`): B goes just above A where the request writes an
        identifier and B takes one item, or writes none and asks for the list (B's plural
        name word, or a quantifier) and B lists. One move a request (the first
        pair found); the places after ``window`` are unchanged."""
        out = list(order)
        if not self.read_only:
            return out, {}
        ids, said, quantifier = request_items(query)
        head = out[:window]
        for at, a in enumerate(head):
            if not self.read_only[a]:
                continue
            for b in head[at + 1 :]:
                if not self.read_only[b] or not self.objects[a] & self.objects[b]:
                    continue
                if ids and self._one_and_list(b, a):
                    why = "one"
                elif (
                    not ids
                    and self._one_and_list(a, b)
                    and (quantifier or any(w in said for w in self._plurals(b, a)))
                ):
                    why = "list"
                else:
                    continue
                out.remove(b)
                out.insert(out.index(a), b)
                return out, {b: why}
        return out, {}

    def _plurals(self, many: int, one: int) -> list[str]:
        """The words of ``many``'s name written in the plural whose singular (-s, -es,
        -ies → -y) ``one``'s name writes (``list_tags``, ``get_release_by_tag``: tags)."""
        out = []
        for word in self.words[many]:
            if not word.endswith("s") or word in self.words[one]:
                continue
            singular = {word[:-1], word[:-2] if word.endswith("es") else "", word[:-3] + "y"}
            if singular & self.words[one]:
                out.append(word)
        return out

    def _one_and_list(self, one: int, many: int) -> bool:
        """Whether ``one`` takes one item of what ``many`` lists: ``one`` needs every
        required parameter of ``many`` and more, and ``many``'s name writes in the plural
        an object ``one``'s name writes in the singular (:meth:`_plurals`)."""
        return self.required[one] > self.required[many] and bool(self._plurals(many, one))


def act_words(
    deck: Deck, terms_of: Callable[[int], Terms]
) -> tuple[tuple[frozenset[str], ...], dict[str, str]]:
    """What each tool's name says it does, and how a request's terms say it: the classes
    (:data:`~tooldeck.select.actions.ACTION_CLASSES`) of each tool's name words that are
    action words, a gateway's ``server__`` prefix left out, deck order
    (``createDirectory`` → ``{"create"}``, ``listDirectory`` → ``{"read"}``,
    ``git-stash`` → none); and each of those words' BM25 terms → its class
    (``"creat"`` → ``"create"``). ``terms_of(position)`` is the tool's own BM25
    tokenizer."""
    classes: list[frozenset[str]] = []
    terms: dict[str, str] = {}
    for i, tool in enumerate(deck):
        words = [w.lower() for w in tokenize(_local_name(tool.name))]
        acts = [w for w in words if w in ACTION_CLASSES]
        classes.append(frozenset(ACTION_CLASSES[w] for w in acts))
        for word in acts:
            for term in terms_of(i)(word):
                terms.setdefault(term, ACTION_CLASSES[word])
    return tuple(classes), terms


def act_first(
    order: Sequence[int],
    acts: Sequence[frozenset[str]],
    objects: Sequence[frozenset[str]],
    servers: Sequence[str],
    reading: frozenset[str],
    asked: frozenset[str],
    window: int = ACT_WINDOW,
) -> tuple[list[int], int | None]:
    """``order`` with a sibling of its first tool that does the act the request names put
    first (session 46): where the first tool A's name says acts (``acts``: classes, from
    :func:`act_words`) none of which the request names (``asked``: the classes its terms
    say), the first tool B among the next ``window - 1`` places of the same server
    (``servers``) that shares an object word with A (``objects``:
    :attr:`NameObjects.objects`), whose name does an act the request names, and that
    names every object of A's the request's terms (``reading``) name
    (``issue 87 加上 … label`` keeps ``update_issue_labels`` above ``add_sub_issue``),
    goes first. Returns the new order and B (None when nothing moved). A and B differ in
    what they do to one object; the request says which ("新建一个目录": create, so
    ``createDirectory`` above ``listDirectory``)."""
    out = list(order)
    if not out:
        return out, None
    first = out[0]
    if not acts[first] or acts[first] & asked:
        return out, None
    named_first = {t for t in objects[first] if t in reading}
    for at in range(1, min(window, len(out))):
        other = out[at]
        if servers[other] != servers[first] or not objects[first] & objects[other]:
            continue
        if acts[other] & asked and named_first <= objects[other]:
            out.insert(0, out.pop(at))
            return out, other
    return out, None
