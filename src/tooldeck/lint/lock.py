"""Lock a deck's definitions and show what changed: the defence against "rug pulls", a
tool definition that changes after a person approved it (Invariant Labs, "MCP Security
Notification: Tool Poisoning Attacks", 2025; S. Willison, "Model Context Protocol has
prompt injection security problems", 2025).

A lock file is JSON::

    {"lockVersion": 2, "source": "tools.json", "hash": "sha256",
     "tools": [{"name": "add", "sha256": "<64 hex>", "definition": {…}}, …]}

Each tool's hash is the SHA-256 (FIPS 180-4) of its definition in MCP field names
(:func:`tooldeck.lint.definition.tool_definition`), read as JSON Schema reads it
(:func:`set_normalised`: the values of each ``enum``, ``required`` and ``type`` array in
one fixed order, an integral number written ``1.0`` as ``1``) and serialised as
canonical JSON (:func:`tooldeck.jsonvalue.canonical_json`: sorted keys, no whitespace,
UTF-8; RFC 8785 in spirit, with Python's number formatting), so key order, indentation
and the order of a set do not count and every string a model reads does: two
definitions have one hash exactly when :func:`field_changes` finds no change between
them. The definition is stored as listed, so a diff can name the field that changed
(RFC 6901 JSON pointers).

Version 1 files (before session 38) hashed the definition as written (:func:`written_hash`,
no set order); :func:`read_lock` checks such a file with that hash and reads each entry
under the version 2 hash, and the next write of the lock is version 2.

Typical use::

    lock = lock_deck(load_deck("tools.json"), source="tools.json")
    write_lock(lock, "tooldeck.lock")
    drift = diff_decks(read_lock("tooldeck.lock"), load_deck("tools.json"))
    for line in drift.lines(): print(line)
"""

from __future__ import annotations

import contextlib
import difflib
import errno
import functools
import hashlib
import json
import os
import re
import secrets
import stat
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tooldeck.display import mark_spaces
from tooldeck.errors import DuplicateKeyError, LockFileError, ParseError, SourceError
from tooldeck.formats.sources import read_file_text
from tooldeck.inputfile import output_problem, output_target
from tooldeck.jsonvalue import (
    MAX_DEPTH,
    canonical_json,
    escape_pointer_token,
    find_non_json,
    json_pointer,
    object_without_duplicates,
    resolve_pointer,
    shown_json,
)
from tooldeck.lint.definition import tool_definition
from tooldeck.lint.poison import mark_lookalikes
from tooldeck.tool import Deck

__all__ = [
    "LOCK_VERSION",
    "DeckDiff",
    "FieldChange",
    "Lock",
    "LockFileError",
    "LockedTool",
    "ToolChange",
    "definition_hash",
    "diff_decks",
    "is_lock_file",
    "lock_as_pinned",
    "lock_deck",
    "pin_name",
    "read_lock",
    "set_normalised",
    "varies",
    "vary_problem",
    "with_vary",
    "write_lock",
    "written_hash",
]

LOCK_VERSION = 2
"""Version of the lock-file layout written: 2 since session 38 (each ``sha256`` over the
set-normalised definition, :func:`definition_hash`). :func:`read_lock` reads version 1
too (:data:`READ_VERSIONS`) and refuses any other."""

READ_VERSIONS = (1, 2)
"""Lock-file versions :func:`read_lock` reads: 1 (each ``sha256`` over the definition as
written, :func:`written_hash`) and 2 (:func:`definition_hash`)."""


def definition_hash(definition: dict[str, Any]) -> str:
    """SHA-256 (hex, 64 characters) of a definition's canonical JSON as JSON Schema reads
    it (:func:`set_normalised`), UTF-8 encoded: the hash a lock (version 2) stores,
    ``tooldeck gateway --dry-run`` prints and ``gateway approve TOOL@SHA256`` checks. A
    server that lists an ``enum`` in a new order at each start keeps one hash."""
    return written_hash(set_normalised(definition))


def written_hash(definition: Any) -> str:
    """SHA-256 (hex) of ``definition``'s canonical JSON as written, sets in their listed
    order: the hash of a version 1 lock (before session 38), still accepted by
    ``gateway approve TOOL@SHA256`` (the exact listing)."""
    return hashlib.sha256(canonical_json(definition).encode("utf-8")).hexdigest()


def set_normalised(value: Any) -> Any:
    """``value`` (a JSON value) as JSON Schema reads it, the one reading of the hash
    (:func:`definition_hash`) and of :func:`field_changes`: every ``enum``, ``required``
    and ``type`` array that is a set (:func:`_is_set_keyword`) has its values sorted by
    their canonical JSON (:func:`_set_sorted`), and an integral float is written as an
    integer (``1.0`` → ``1``: JSON Schema compares numbers by value). Everything else —
    text, other arrays, an ``enum`` value's own inner arrays — is kept as written. A new
    value; ``value`` is not changed."""
    if isinstance(value, dict):
        return {
            k: [set_normalised(x) for x in _set_sorted(v)]
            if _is_set_keyword(k, v, v)
            else set_normalised(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [set_normalised(x) for x in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


@dataclass(frozen=True, slots=True)
class LockedTool:
    """One tool of a lock: its name, hash and definition (MCP field names).

    ``vary``: JSON pointers (RFC 6901) of string fields of ``definition`` that the server
    writes from its host (``mcp-server-time`` puts the host's time zone into three
    parameter descriptions), written ``"vary": [...]`` in the lock entry by ``tooldeck
    lock --vary TOOL:/POINTER`` or by hand. A change there is shown as host-dependent, not
    drift, when :func:`varies` allows it: one IANA time-zone name in place of another;
    any other change, there or elsewhere, is drift. The
    hash covers the whole definition as locked; ``vary`` is not hashed (a reviewed
    setting, like a lint ignore)."""

    name: str
    sha256: str
    definition: dict[str, Any]
    vary: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Lock:
    """A deck's locked definitions, in deck order, and the source it was made from."""

    tools: tuple[LockedTool, ...]
    source: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The lock file's JSON object."""
        return {
            "lockVersion": LOCK_VERSION,
            "source": self.source,
            "hash": "sha256",
            "tools": [
                {"name": t.name, "sha256": t.sha256}
                | ({"vary": list(t.vary)} if t.vary else {})
                | {"definition": t.definition}
                for t in self.tools
            ],
        }


def lock_deck(deck: Deck, *, source: str | None = None) -> Lock:
    """Lock every tool of ``deck`` (see the module docstring for the hash)."""
    tools = []
    for tool in deck:
        definition = tool_definition(tool)
        tools.append(LockedTool(tool.name, definition_hash(definition), definition))
    return Lock(tuple(tools), source)


def write_lock(lock: Lock, path: str | Path) -> None:
    """Write ``lock`` as indented UTF-8 JSON, atomically: a temporary file beside it is
    renamed over it (``os.replace``), so a reader (a serving gateway) never sees half a file.

    ``path`` must be a regular file or not exist yet: a FIFO, a device (``/dev/full``), a
    socket or a directory is refused before anything is written (the rename would replace
    it with a regular file). A symbolic link is followed: the file it leads to is replaced
    and the link stays a link (:func:`tooldeck.inputfile.output_target`).

    The temporary file is created under a random name (``.NAME.<16 hex>.tmp``, from
    :func:`secrets.token_hex`) with ``O_CREAT | O_EXCL | O_NOFOLLOW``, so whoever can write
    the lock's folder cannot plant a symbolic link there in advance and have the lock
    written through it onto another file (CWE-59, CWE-377). Its mode is the replaced
    lock's, or for a new lock what ``open`` gives a new file (0o666 less the umask), as
    before — not :func:`tempfile.mkstemp`'s 0o600, which would make a lock another user
    (a gateway's) reads unreadable.

    Raises:
        LockFileError: ``path`` is not a regular file, or the file cannot be written (a
            folder on the way that is a file, a missing folder, permission denied …); the
            message names ``path``, never the temporary file.
    """
    text = json.dumps(lock.to_json(), ensure_ascii=False, indent=2) + "\n"
    target = output_target(path, "lock file", LockFileError)
    partial: Path | None = None
    try:
        fd, partial = _create_partial(target)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(partial, target)
    except OSError as exc:
        if partial is not None:
            with contextlib.suppress(OSError):
                partial.unlink(missing_ok=True)
        raise LockFileError(
            f"{path}: cannot write the lock file: {output_problem(target, exc)}"
        ) from None


_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)


def _create_partial(target: Path) -> tuple[int, Path]:
    """A new temporary file beside ``target`` (descriptor, path), never an existing path
    nor a link (``O_EXCL``); a name taken already is tried again with another, 100 times."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    for _ in range(100):
        partial = target.with_name(f".{target.name}.{secrets.token_hex(8)}.tmp")
        try:
            fd = os.open(partial, _CREATE, 0o666)
        except FileExistsError:
            continue
        if mode is not None:
            try:
                os.fchmod(fd, mode)
            except OSError:
                os.close(fd)
                partial.unlink(missing_ok=True)
                raise
        return fd, partial
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(target.parent))


_POINTER_CHARS = 120
"""The most characters of a JSON pointer a lock error prints (then ``…`` and its depth)."""

_LOCK_SNIFF = 4096
"""How far into a file that is not valid JSON :func:`is_lock_file` looks for
``"lockVersion"`` (a lock damaged by hand is then read as a lock, whose error says what
is wrong with its JSON, not as a deck read as YAML)."""


def is_lock_file(path: str | Path) -> bool:
    """Whether ``path`` is a readable JSON file whose top level has ``lockVersion``, or
    whose ``tools`` entries all have a ``sha256`` and a ``definition`` (a lock that lost
    its ``lockVersion``: :func:`read_lock` then says so).

    Read as :func:`read_lock` reads (regular file, size limit, UTF-8); anything it cannot
    read is not a lock file (the deck reader then says what is wrong with it).
    """
    p = Path(path)
    if not p.is_file():
        return False
    try:
        # a plain parse: a lock with a repeated key is still a lock (read_lock refuses it)
        text = read_file_text(p, "lock file")
    except (SourceError, ParseError):
        return False  # not a lock file: the deck reader says what is wrong with it
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        # a lock broken by hand (a lost comma, a huge integer) is still a lock:
        # read_lock then says what is wrong with its JSON
        return '"lockVersion"' in text[:_LOCK_SNIFF]
    if not isinstance(data, dict):
        return False
    if "lockVersion" in data:
        return True
    # a lock whose lockVersion was lost: its entries say so (read_lock then names the
    # missing key, where the deck reader would say "no known tool format")
    entries = data.get("tools")
    return (
        isinstance(entries, list)
        and bool(entries)
        and all(isinstance(e, dict) and {"sha256", "definition"} <= e.keys() for e in entries)
    )


def read_lock(path: str | Path) -> Lock:
    """Read and check a lock file; every stored hash is recomputed from its definition
    (version 1: :func:`written_hash`, version 2: :func:`definition_hash`), and each entry
    read holds the version 2 hash, whatever the file's version.

    The file is read by the bounded reader of every input file
    (:func:`tooldeck.formats.sources.read_file_text`: a regular file — not a FIFO, which
    would block, or ``/dev/zero``, which never ends — of at most 64 MiB,
    ``$TOOLDECK_MAX_INPUT_MIB``; UTF-8, a leading byte-order mark skipped).

    Raises:
        LockFileError: unreadable file (missing, not a regular file, over the size limit,
            not UTF-8), not JSON, a key repeated in one object (named), nested deeper than
            Python's parser can follow or a definition deeper than
            :data:`tooldeck.jsonvalue.MAX_DEPTH` levels, a ``lockVersion`` not in
            :data:`READ_VERSIONS`, a
            malformed entry, a duplicate name, or a hash that does not match its definition
            (the file was edited by hand) — the message names the file and the entry.
    """
    try:
        text = read_file_text(path, "lock file")
    except (SourceError, ParseError) as exc:
        raise LockFileError(str(exc)) from None
    try:
        # a repeated key would leave the value read ambiguous (json keeps the last one)
        data = json.loads(text, object_pairs_hook=object_without_duplicates)
    except DuplicateKeyError as exc:
        raise LockFileError(f"{path}: not a valid lock file: {exc}") from None
    except RecursionError:
        raise LockFileError(
            f"{path}: not a lock file: its JSON nests too deeply to be read (a lock nests "
            f"about {MAX_DEPTH} levels at most); write it again with `tooldeck lock`"
        ) from None
    except ValueError as exc:
        if "integer string conversion" in str(exc):  # not Python's own advice
            raise LockFileError(
                f"{path}: not a lock file: it holds an integer longer than the 4,300 digits "
                "Python converts (CVE-2020-10735 limit), which `tooldeck lock` never "
                "writes; write it again with `tooldeck lock`"
            ) from None
        raise LockFileError(f"{path}: not a JSON lock file ({exc})") from None
    if not isinstance(data, dict) or "lockVersion" not in data:
        raise LockFileError(
            f"{path}: not a tooldeck lock file (no lockVersion); write one with "
            "`tooldeck lock DECK -o FILE` (a gateway's: `tooldeck lock CONFIG -o CONFIG.lock`)"
        )
    found = data["lockVersion"]
    if isinstance(found, bool) or found not in READ_VERSIONS:  # JSON true is not version 1
        raise LockFileError(
            f"{path}: lockVersion {shown_json(found)} is not "
            f"{' or '.join(map(str, READ_VERSIONS))}, the versions this tooldeck reads; "
            "write it again with `tooldeck lock`"
        )
    # version 1 hashed each definition as written (sets in listed order): checked so,
    # then read under the version 2 hash, which the next write of the lock stores
    checked = written_hash if found == 1 else definition_hash
    algorithm = data.get("hash", "sha256")
    if algorithm != "sha256":
        raise LockFileError(
            f'{path}: hash {shown_json(algorithm)} is not "sha256", the only one tooldeck '
            "writes; write the lock again with `tooldeck lock`"
        )
    entries = data.get("tools")
    if not isinstance(entries, list):
        raise LockFileError(f"{path}: 'tools' must be a list")
    tools: list[LockedTool] = []
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        ok = (
            isinstance(entry, dict)
            and isinstance(entry.get("name"), str)
            and isinstance(entry.get("sha256"), str)
            and isinstance(entry.get("definition"), dict)
        )
        if not ok:
            raise LockFileError(f"{path}: tools[{i}] needs a name, a sha256 and a definition")
        name = entry["name"]
        bad = find_non_json(entry["definition"], MAX_DEPTH)
        if bad is not None:
            problem = {
                "depth": f"nests deeper than {MAX_DEPTH} levels",
                "nan": "holds NaN, which JSON has no form for",
                "infinite": "holds Infinity, which JSON has no form for",
            }.get(bad.kind, "holds a lone surrogate escape (not Unicode text)")
            at = json_pointer(bad.path) or "/"
            if len(at) > _POINTER_CHARS:  # a 300-level pointer is no help on one line
                at = f"{at[:_POINTER_CHARS]}… ({len(bad.path)} levels)"
            raise LockFileError(
                f"{path}: tools[{i}] ({name!r}): the definition {problem} at "
                f"{at}; write the lock again with `tooldeck lock`"
            )
        own = entry["definition"].get("name")
        if own != name and not (isinstance(own, str) and name.endswith(f"/{own}")):
            raise LockFileError(
                f"{path}: tools[{i}] is named {name!r} but its definition names {own!r} "
                "(edited by hand?); write the lock again with `tooldeck lock`"
            )
        if name in seen:
            raise LockFileError(f"{path}: tool {name!r} is locked twice")
        seen.add(name)
        if checked(entry["definition"]) != entry["sha256"]:
            raise LockFileError(
                f"{path}: tool {name!r}: sha256 does not match its definition (edited by "
                "hand?); write the lock again with `tooldeck lock`"
            )
        vary = entry.get("vary", [])
        refused = (
            "must be a list of JSON pointers"
            if not isinstance(vary, list) or not all(isinstance(v, str) for v in vary)
            else next((p for v in vary if (p := vary_problem(entry["definition"], v))), None)
        )
        if refused:
            raise LockFileError(
                f"{path}: tool {name!r}: vary {refused}; write the lock again with "
                "`tooldeck lock --vary TOOL:/POINTER`"
            )
        tools.append(
            LockedTool(
                name,
                definition_hash(entry["definition"]),
                entry["definition"],
                tuple(dict.fromkeys(vary)),
            )
        )
    source = data.get("source")
    return Lock(tuple(tools), source if isinstance(source, str) else None)


def vary_problem(definition: dict[str, Any], pointer: str) -> str | None:
    """Why ``pointer`` cannot be a varied field of ``definition`` (one line), or None: it
    must be a JSON pointer (RFC 6901) to a string other than the tool's ``/name``, under a
    ``description`` or ``title`` key (:data:`VARY_FIELDS`)."""
    if not pointer.startswith("/"):
        return f"{pointer!r} is not a JSON pointer (it starts with '/')"
    if pointer == "/name":
        return "cannot name /name (a renamed tool is a new pin)"
    if not isinstance(resolve_pointer(definition, pointer), str):
        head, _, rest = pointer[1:].partition("/")
        if head in ("input_schema", "parameters") and isinstance(
            resolve_pointer(definition, f"/inputSchema/{rest}"), str
        ):  # the user's deck spells it so; the lock holds MCP's field names
            return (
                f"{pointer}: a lock holds definitions with MCP's field names; write "
                f"/inputSchema/{rest}"
            )
        return (
            f"{pointer} names no text field of the definition (a varied field is a string, "
            "e.g. /inputSchema/properties/timezone/description)"
        )
    if pointer.rsplit("/", 1)[-1] not in VARY_FIELDS or _VALUE_KEYS & set(pointer.split("/")[:-1]):
        return (
            f"{pointer} is not a description or title (only text a person reads may vary by "
            "host; a type, default, enum, format or pattern that changes is a change of "
            "behaviour, so it stays drift)"
        )
    return None


def varies(old: str, new: str) -> bool:
    """Whether ``new`` differs from ``old`` only by one IANA time-zone name in place of
    another (:func:`zoneinfo.available_timezones`): the changed run, widened to the whole
    value it sits in (:data:`_ZONE_CHAR`), is a zone name on both sides.
    ``Etc/UTC`` → ``Europe/Paris`` varies; anything else — an added sentence, a URL, a
    path, an order written with any separators, a host name — is drift. Equal texts
    vary by nothing: True.

    Why only zones: the one host-dependent field met in real servers is a time zone
    (PyPI ``mcp-server-time``); session 47's review and re-trial got orders written as
    dotted words, paths and host names through every looser shape tried."""
    if old == new:
        return True
    start = _common_prefix(old, new)
    end = _common_prefix(old[start:][::-1], new[start:][::-1])
    while start and _ZONE_CHAR.match(old[start - 1]):  # widen to the whole value
        start -= 1
    while end and _ZONE_CHAR.match(old[len(old) - end]):
        end -= 1
    gone, put = old[start : len(old) - end], new[start : len(new) - end]
    zones = _time_zones()
    return gone.rstrip(".") in zones and put.rstrip(".") in zones


@functools.lru_cache(maxsize=1)
def _time_zones() -> frozenset[str]:
    """The IANA time-zone names this Python knows (``zoneinfo``; the system's tz database
    or the ``tzdata`` package)."""
    import zoneinfo

    return frozenset(zoneinfo.available_timezones())


VARY_FIELDS = frozenset({"description", "title"})
"""The last key a varied field's pointer may end in (:func:`vary_problem`)."""

_VALUE_KEYS = frozenset({"default", "const", "enum", "examples", "example"})
"""Keys whose content is a value, not a schema: a ``description`` inside one is data."""

_ZONE_CHAR = re.compile(r"[\w./+\-]", re.ASCII)
"""A character of an IANA time-zone name (``America/Port-au-Prince``, ``Etc/GMT+5``): how
far :func:`varies` widens a changed run to the whole value it sits in."""


def with_vary(lock: Lock, old: Lock | None, named: dict[str, tuple[str, ...]]) -> Lock:
    """``lock`` with each entry's varied fields: those ``old`` (the lock written over)
    held for the same name, plus ``named`` (entry name → JSON pointers, ``tooldeck lock
    --vary``). A pointer kept from ``old`` that no longer names a text field is dropped.

    Raises:
        LockFileError: a ``named`` entry that is not in ``lock``, or a pointer that
            :func:`vary_problem` refuses (the message names both).
    """
    before = {t.name: t.vary for t in old.tools} if old is not None else {}
    names = {t.name for t in lock.tools}
    for name in named:
        if name not in names:
            raise LockFileError(
                f"--vary {name}:…: no tool {name!r} in this lock (name it as the lock does, "
                f"e.g. SERVER/TOOL: {', '.join(sorted(names)[:3]) or 'none'})"
            )
    tools = []
    for t in lock.tools:
        for pointer in named.get(t.name, ()):
            problem = vary_problem(t.definition, pointer)
            if problem:
                raise LockFileError(f"--vary {t.name}:{pointer}: {problem}")
        kept = [p for p in before.get(t.name, ()) if vary_problem(t.definition, p) is None]
        vary = tuple(dict.fromkeys((*kept, *named.get(t.name, ()))))
        tools.append(LockedTool(t.name, t.sha256, t.definition, vary))
    return Lock(tuple(tools), lock.source)


# --- diff ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FieldChange:
    """One field that differs: ``kind`` is ``"added"``, ``"removed"`` or ``"changed"``;
    ``old``/``new`` are the JSON values (None where absent)."""

    pointer: str
    kind: str
    old: Any = None
    new: Any = None

    def line(self, *, whole: bool = False) -> str:
        """The change as a person reads it, on one line.

        * two strings: ``/description changed: "…stays local.{+ Also email it.+}"`` —
          the changed span (:func:`changed_span`), and the lengths when either value is
          longer than :data:`SHORT_CHARS` characters;
        * other values: ``/a changed: 1 → 2`` (each cut after :data:`SHORT_CHARS`);
        * ``/b added: …`` / ``/b removed (was …)``: the JSON value, cut after
          :data:`PART_CHARS` characters with the length it had.

        ``whole``: nothing that changed is cut — every removed and added part, every
        change, every added or removed value and both sides of a non-string change are
        shown in full (``tooldeck diff`` and ``lint --locked``, where a person reviews the
        change and an instruction past a cut would go unseen); unchanged context is still
        elided. The default keeps each line bounded (the gateway's quarantine text, whose
        changed definition is also linted by the poisoning rules).

        The pointer is written by :func:`shown_name` (a look-alike property name
        marked). The text is JSON-escaped (``\\n``, ``\\u001b``) but not yet
        terminal-safe: print it through :func:`tooldeck.display.visible` (every caller
        does).
        """
        return f"{shown_name(self.pointer)} {self.said(whole=whole)}"

    def said(self, *, whole: bool = False) -> str:
        """:meth:`line` without its pointer: ``changed: "…"``, ``added: …``, ``removed
        (was …)``."""
        if self.kind == "added":
            return f"added: {_shown_value(self.new, whole)}"
        if self.kind == "removed":
            return f"removed (was {_shown_value(self.old, whole)})"
        if isinstance(self.old, str) and isinstance(self.new, str):
            said = f"changed: {changed_span(self.old, self.new, whole=whole)}"
            if max(len(self.old), len(self.new)) > SHORT_CHARS:
                said += f" ({len(self.old):,} → {len(self.new):,} characters)"
            items = self.reordered
            if items:
                said += (
                    f"; only reordered: {items} items of one list moved, none added, "
                    "removed or reworded"
                )
            return said
        return f"changed: {_short(self.old, whole)} → {_short(self.new, whole)}"

    @property
    def reordered(self) -> int:
        """How many items of one list in a changed text moved when that is the whole
        change (:func:`reordered_items`: ``"ls, cat, pwd"`` → ``"pwd, ls, cat"`` is 3);
        0 for any other change."""
        if self.kind != "changed" or not (isinstance(self.old, str) and isinstance(self.new, str)):
            return 0
        return reordered_items(self.old, self.new)

    def to_json(self) -> dict[str, Any]:
        """``{"pointer", "kind", "old", "new"}`` with the full values (None where absent),
        and ``"reordered": N`` when only the items of one list in the text moved
        (:attr:`reordered`; what the text line says as ``only reordered: N items …``): a
        CI reading the JSON can tell a reorder from a rewrite."""
        out = {"pointer": self.pointer, "kind": self.kind, "old": self.old, "new": self.new}
        if items := self.reordered:
            out["reordered"] = items
        return out


@dataclass(frozen=True, slots=True)
class ToolChange:
    """A tool in both decks whose definition hash differs, and the fields that do."""

    name: str
    old_sha256: str
    new_sha256: str
    fields: tuple[FieldChange, ...]


@dataclass(frozen=True, slots=True)
class Rename:
    """A removed tool and an added one read as one tool renamed: ``old`` and ``new``
    names, and ``fields``, every other field that differs (``/name`` left out). ``exact``:
    the two definitions are equal apart from the name; otherwise they are the only tool
    removed and the only one added of their server (``SERVER/`` of a gateway's names,
    or of a config read as a deck, the whole deck without either) and alike (one
    description holds the other, or they are :data:`RENAME_SIMILARITY` alike): a rename
    that also changed text, which a person has to read as a change, not as a new tool."""

    old: str
    new: str
    fields: tuple[FieldChange, ...] = ()
    exact: bool = True

    def line(self) -> str:
        """``~ OLD → NEW: tool renamed (definition otherwise unchanged)`` or ``~ OLD → NEW:
        possibly renamed (…; its other changes below)``; :meth:`DeckDiff.lines` writes the
        other changed fields after it."""
        how = (
            "tool renamed (definition otherwise unchanged)"
            if self.exact
            else "possibly renamed (the only tool removed and the only one added of "
            "its server; its other changes below)"
        )
        return f"~ {shown_name(self.old)} → {shown_name(self.new)}: {how}"


@dataclass(frozen=True, slots=True)
class DeckDiff:
    """What changed between two decks or locks: tool names added and removed (in the
    new/old deck's order), the tools whose definitions changed, and each added tool's
    definition (MCP field names, as locked: ``added_tools``, in ``added``'s order; empty
    when the diff was built by hand).

    ``not_listed``: lock entries (``SERVER/TOOL``) of a config's servers that were left
    out of the run (could not be listed, disabled, an unset variable): kept, not
    compared, and neither removed nor added; ``left_out`` maps each such server to why
    (one line). Filled by ``tooldeck diff`` (:meth:`apart`), empty otherwise."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    changed: tuple[ToolChange, ...] = field(default=())
    added_tools: tuple[LockedTool, ...] = field(default=())
    not_listed: tuple[str, ...] = ()
    left_out: dict[str, str] = field(default_factory=dict)
    renamed: tuple[Rename, ...] = ()
    """Pairs of a removed and an added tool read as a rename (:class:`Rename`); both
    names stay in ``removed`` and ``added`` too (a rename is drift either way)."""
    varied: tuple[ToolChange, ...] = ()
    """Changes in fields the lock lets vary by host (:attr:`LockedTool.vary`,
    :func:`varies`): shown, not drift. A tool with any other change is in ``changed``
    with all its fields, these included."""

    def renamed_from(self, name: str) -> Rename | None:
        """The rename whose new name is ``name`` (an added tool), or None."""
        return next((r for r in self.renamed if r.new == name), None)

    def renamed_to(self, name: str) -> Rename | None:
        """The rename whose old name is ``name`` (a removed tool), or None."""
        return next((r for r in self.renamed if r.old == name), None)

    @property
    def drifted(self) -> bool:
        """Whether anything differs (``not_listed`` entries were not compared: no drift)."""
        return bool(self.added or self.removed or self.changed)

    def apart(self, left_out: dict[str, str]) -> DeckDiff:
        """This diff with the removed and added ``SERVER/TOOL`` names of the servers in
        ``left_out`` (server → why it was left out of the run) moved to ``not_listed``:
        their pins were not compared, not removed (break25 M7)."""

        def unlisted(name: str) -> bool:
            server, slash, _ = name.partition("/")
            return bool(slash) and server in left_out

        moved = tuple(n for n in (*self.removed, *self.added) if unlisted(n))
        if not moved:
            return self
        servers = {n.partition("/")[0] for n in moved}
        return DeckDiff(
            added=tuple(n for n in self.added if not unlisted(n)),
            removed=tuple(n for n in self.removed if not unlisted(n)),
            changed=self.changed,
            added_tools=tuple(t for t in self.added_tools if not unlisted(t.name)),
            not_listed=(*self.not_listed, *moved),
            left_out={**self.left_out, **{s: left_out[s] for s in sorted(servers)}},
            renamed=tuple(r for r in self.renamed if not unlisted(r.old) and not unlisted(r.new)),
            varied=self.varied,
        )

    def lines(self, *, whole: bool = False) -> list[str]:
        """One line per added/removed tool and per changed field
        (:meth:`FieldChange.line`; ``whole``: nothing that changed is cut). An added
        tool's line holds its definition as JSON (``+ export_all: tool added: {"name":
        …}``; cut as an added value is unless ``whole``): a tool that appears is as
        unreviewed as a changed one, and a look-alike of a removed tool's name must not
        hide what the new one says. A pair in ``renamed`` is one line
        (:meth:`Rename.line`) and a line per other changed field, in place of its ``+``
        and ``-`` lines."""
        definitions = {t.name: t.definition for t in self.added_tools}
        paired = {r.old for r in self.renamed} | {r.new for r in self.renamed}
        out = [
            f"+ {shown_name(name)}: tool added"
            + (f": {_shown_value(definitions[name], whole)}" if name in definitions else "")
            for name in self.added
            if name not in paired
        ]
        out += [
            f"- {shown_name(name)}: tool removed" for name in self.removed if name not in paired
        ]
        for rename in self.renamed:  # one tool under a new name: its changes, not a new tool
            out.append(rename.line())
            out += [f"~ {shown_name(rename.new)} {f.line(whole=whole)}" for f in rename.fields]
        for change in self.changed:
            out += [f"~ {shown_name(change.name)} {f.line(whole=whole)}" for f in change.fields]
        for change in self.varied:
            out += [
                f"= {shown_name(change.name)} {f.line(whole=whole)} (host-dependent: the "
                "lock lets this field vary; not drift)"
                for f in change.fields
            ]
        for name in self.not_listed:
            server = name.partition("/")[0]
            out.append(
                f"? {shown_name(name)}: not listed: its server {server!r} was left out of "
                f"this run ({self.left_out.get(server, 'not listed')}); the lock keeps its "
                "pin, not compared"
            )
        return out

    def to_json(self) -> dict[str, Any]:
        """The diff as JSON (for ``tooldeck diff --format json``): ``added`` and
        ``removed`` (names), ``addedTools`` (``{"name", "sha256", "definition"}`` per
        added tool), ``changed``, ``notListed`` (names of pins not compared: their server
        was left out of the run) and ``leftOut`` (server → why)."""
        return {
            "added": list(self.added),
            "addedTools": [
                {"name": t.name, "sha256": t.sha256, "definition": t.definition}
                for t in self.added_tools
            ],
            "removed": list(self.removed),
            "changed": [
                {
                    "name": c.name,
                    "oldSha256": c.old_sha256,
                    "newSha256": c.new_sha256,
                    "fields": [f.to_json() for f in c.fields],
                }
                for c in self.changed
            ],
            "renamed": [
                {
                    "old": r.old,
                    "new": r.new,
                    "exact": r.exact,
                    "fields": [f.to_json() for f in r.fields],
                }
                for r in self.renamed
            ],
            "varied": [
                {"name": c.name, "fields": [f.to_json() for f in c.fields]} for c in self.varied
            ],
            "notListed": list(self.not_listed),
            "leftOut": dict(self.left_out),
        }


SHORT_CHARS = 80
"""A value longer than this (as JSON text) is shown cut, or as its changed span."""

_ITEM_EDGE = ",;:\n()[]"
"""Characters that end a list item on either side: the list's separators and what
opens or closes it ("Allowed commands: ls, cat, pwd." — a full stop ends it too, unless
it is inside a word such as a file name; see :func:`reordered_items`)."""
_ITEM_SPLIT = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")


def reordered_items(old: str, new: str) -> int:
    """How many items of one comma-separated list (``a, b and c`` too) moved, when that is
    the whole difference between ``old`` and ``new``; 0 otherwise. The differing middle
    (after the common start and end) is widened to whole items — back to the separator
    or opening before it (``,`` ``;`` ``:`` a bracket, a line start), on to the one
    after it (the same, or a full stop followed by a space or the end) — and both sides
    must then hold the same items, as a multiset, in another order.

    mcp-shell-server 1.1.14 writes "Allowed commands: ls, cat, echo, pwd" from a Python
    set, so the order changes at each start (trial 37, MEDIUM-2). The change is still a
    change (an ordered list, "back up, delete, restore", can mean something else
    reordered); this only lets the diff say so."""
    if old == new or sorted(old) != sorted(new):
        return 0
    start = 0
    while old[start] == new[start]:
        start += 1
    end = 0
    while old[-1 - end] == new[-1 - end]:
        end += 1
    while start > 0 and old[start - 1] not in _ITEM_EDGE:
        start -= 1
    stop_old, stop_new = len(old) - end, len(new) - end

    def item_end(text: str, at: int) -> int:
        while at < len(text) and text[at] not in _ITEM_EDGE:
            if text[at] == "." and (at + 1 == len(text) or text[at + 1].isspace()):
                break
            at += 1
        return at

    # widen both sides by the same common tail, so their middles stay aligned
    grow = max(item_end(old, stop_old) - stop_old, item_end(new, stop_new) - stop_new)
    middle_old, middle_new = old[start : stop_old + grow], new[start : stop_new + grow]
    items_old = [i for i in _ITEM_SPLIT.split(middle_old.strip()) if i]
    items_new = [i for i in _ITEM_SPLIT.split(middle_new.strip()) if i]
    if len(items_old) < 2 or sorted(items_old) != sorted(items_new) or items_old == items_new:
        return 0
    return sum(a != b for a, b in zip(items_old, items_new, strict=True))


CONTEXT_CHARS = 30
"""Unchanged characters :func:`changed_span` shows on each side of a change."""

PART_CHARS = 500
"""The most characters of one removed or added part (or added/removed value) shown."""

HUNKS = 20
"""The most changes :func:`changed_span` shows; the rest are counted."""

_EXACT_TOKENS = 400
"""Up to this many differing tokens a side, difflib's matcher runs without its "popular
element" heuristic (autojunk); its cost grows about cubically on repetitive text (measured
here: 0.35 s CPU at 500 tokens a side of 13 distinct words, 24 s at 2,000)."""

_DIFF_TOKENS = 5_000
"""Up to this many a side it runs with autojunk (tokens in more than 1 % of the text are
not anchors: 0.6 s CPU at 5,000 tokens of 60 distinct words); above, the middle is shown
as one replacement."""

# A token: a run of word characters outside CJK scripts (those compare per character, as
# they are written without spaces), a run of whitespace, or any single other character.
_TOKEN = re.compile(r"(?:(?![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])\w)+|\s+|.", re.DOTALL)


# A marker character the text itself holds: a brace or bracket that would make ``{+``,
# ``+}``, ``[-`` or ``-]`` with its neighbour, and every ellipsis (tooldeck's sign of
# elided text). Written as its JSON escape, so only tooldeck writes a marker.
_MARKER_CHAR = re.compile(r"\{(?=\+)|(?<=\+)\}|\[(?=-)|(?<=-)\]|…")


def _unforgeable(text: str, *, inside: bool = False) -> str:
    """``text`` (already JSON-escaped) with each character that could be read as a change
    marker or an elision written as its ``\\uXXXX`` escape: ``{`` before ``+`` and ``}``
    after ``+`` (``\\u007b``/``\\u007d``), ``[`` before ``-`` and ``]`` after ``-``
    (``\\u005b``/``\\u005d``) and every ``…`` (``\\u2026``). ``inside``: the text goes
    between two markers (a removed or added part), so a ``}``/``]`` it starts with and a
    ``{``/``[`` it ends with are escaped too (``{+`` + ``}x`` would read ``{+}``)."""
    marked = _MARKER_CHAR.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    if inside and marked:
        if marked[0] in "}]":
            marked = f"\\u{ord(marked[0]):04x}{marked[1:]}"
        if marked[-1] in "{[":
            marked = f"{marked[:-1]}\\u{ord(marked[-1]):04x}"
    return marked


def _escaped(text: str, *, inside: bool = False) -> str:
    """``text`` as inside a JSON string (``\\n``, ``\\"``, ``\\u001b``), non-ASCII kept
    except a letter that passes for a Latin one, written ``\\u0441``
    (:func:`tooldeck.lint.poison.mark_lookalikes`: "сity" and "city" look the same), a
    space other than U+0020, written ``\\u00a0`` (:func:`tooldeck.display.mark_spaces`:
    a no-break space and a space look the same), a combining mark after an ASCII
    character (a decomposed accent, :func:`shown_name`), and the text's own marker
    characters escaped (:func:`_unforgeable`; ``inside``: a removed or added part)."""
    shown = _marked(json.dumps(text, ensure_ascii=False)[1:-1])
    return _unforgeable(shown, inside=inside)


def _inside(text: str) -> str:
    return _escaped(text, inside=True)


# Combining marks (the Combining Diacritical Marks blocks) after an ASCII character: a
# decomposed accent (NFD "cafe" + U+0301), which prints as the composed letter.
_COMBINING_AFTER_ASCII = re.compile(
    r"(?<=[\x21-\x7e])[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+"
)


def shown_name(name: str) -> str:
    """A tool name or JSON pointer as :meth:`DeckDiff.lines` and :meth:`FieldChange.line`
    print it, marked as changed text is, so two names that print alike are told apart: a
    letter that passes for a Latin one as ``\\u0456``
    (:func:`tooldeck.lint.poison.mark_lookalikes`: ``send_ema\\u0456l``), a space other
    than U+0020 as ``\\u00a0`` (:func:`tooldeck.display.mark_spaces`), and a combining
    mark after an ASCII character as its escape (``cafe\\u0301_menu``: a decomposed
    "é" beside the composed ``café_menu``). Other names are returned as they are.
    Control and bidi characters are left to :func:`tooldeck.display.visible`."""
    return _marked(name)


def _marked(text: str) -> str:
    """``text`` with look-alike letters, odd spaces and combining marks after an ASCII
    character written as escapes (:func:`shown_name`)."""
    marked = mark_spaces(mark_lookalikes(text))
    return _COMBINING_AFTER_ASCII.sub(
        lambda m: "".join(f"\\u{ord(c):04x}" for c in m.group()), marked
    )


def _part(text: str) -> str:
    if len(text) <= PART_CHARS:
        return _inside(text)
    return f"{_inside(text[:PART_CHARS])}… [{len(text):,} characters in all]"


def changed_span(old: str, new: str, *, context: int = CONTEXT_CHARS, whole: bool = False) -> str:
    """What changed between two strings, for a person: the changed words marked, with
    ``context`` unchanged characters on each side and ``…`` for the stretches left out.

    Removed text is written ``[-old-]``, added text ``{+new+}`` (the notation of ``git
    diff --word-diff=plain``), so the change reads without colour. The words are compared
    with :class:`difflib.SequenceMatcher` (tokens: words, whitespace runs, single other
    characters; CJK per character) after the common start and end are set aside (a
    replacement whose sides are both long is narrowed to the characters that differ); a
    whitespace-only stretch between two changes is folded into them. Each removed or added
    part is cut after :data:`PART_CHARS` characters and at most :data:`HUNKS` changes are
    shown, with counts of what was left out — unless ``whole``, which shows every change
    and every part in full (only unchanged context is elided). Text is JSON-escaped (as
    ``_short`` writes a string) and wrapped in quotes; make it terminal-safe with
    :func:`tooldeck.display.visible` before printing.

    Only this function writes a marker: where the text itself holds one, the character
    that would make it is written as its JSON escape — ``{+`` as ``\\u007b+``, ``+}`` as
    ``+\\u007d``, ``[-`` as ``\\u005b-``, ``-]`` as ``-\\u005d``, every ``…`` as
    ``\\u2026``, and a removed or added part's leading ``}``/``]`` and trailing
    ``{``/``[`` (which would join the marker beside it) — so a definition cannot show
    added text as unchanged context (a forged ``+}… {+`` in a new description). Reading the
    quoted text as a JSON string gives the characters back.

    Example: ``changed_span("Make a key (private key stays local).", "Make a key (private
    key stays local). Also email it.")`` is ``"…(private key stays local).{+ Also email
    it.+}"``.

    Args:
        old, new: the two values (any length).
        context: unchanged characters shown on each side of a change (≥ 0).
        whole: show every removed and added part in full and every change.

    Raises:
        ValueError: ``context`` is negative.
    """
    if context < 0:
        raise ValueError(f"context must be 0 or more characters, not {context}")
    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    a_mid, b_mid = a[start : len(a) - end], b[start : len(b) - end]
    # (kind, old text, new text) chunks, kind "=" or "~"
    chunks: list[tuple[str, str, str]] = [("=", "".join(a[:start]), "")]
    if len(a_mid) > _DIFF_TOKENS or len(b_mid) > _DIFF_TOKENS:
        chunks.append(("~", "".join(a_mid), "".join(b_mid)))
    else:
        exact = max(len(a_mid), len(b_mid)) <= _EXACT_TOKENS
        matcher = difflib.SequenceMatcher(None, a_mid, b_mid, autojunk=not exact)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            kind = "=" if tag == "equal" else "~"
            chunks.append((kind, "".join(a_mid[i1:i2]), "".join(b_mid[j1:j2])))
    chunks.append(("=", "".join(a[len(a) - end :]), ""))
    chunks = [piece for chunk in chunks for piece in _refined(chunk, 2 * context)]
    merged: list[tuple[str, str, str]] = []
    for i, (kind, left, right) in enumerate(chunks):
        between = 0 < i < len(chunks) - 1 and chunks[i - 1][0] == "~" == chunks[i + 1][0]
        if kind == "=" and between and left.isspace():
            kind, right = "~", left
        if merged and merged[-1][0] == kind:
            _, l0, r0 = merged.pop()
            left, right = l0 + left, r0 + right
        if kind == "~" or left:
            merged.append((kind, left, right))
    out: list[str] = []
    shown = 0
    for i, (kind, left, right) in enumerate(merged):
        if kind == "=":
            first, last = i == 0, i == len(merged) - 1
            if first and len(left) > context:
                out.append("…" + _escaped(left[len(left) - context :]) if context else "…")
            elif last and len(left) > context:
                out.append(_escaped(left[:context]) + "…")
            elif not first and not last and len(left) > 2 * context + 1:
                tail = _escaped(left[len(left) - context :]) if context else ""
                out.append(_escaped(left[:context]) + "…" + tail)
            else:
                out.append(_escaped(left))
            continue
        if shown == HUNKS and not whole:
            rest = sum(1 for k, _, _ in merged[i:] if k == "~")
            out.append(f"… [{rest:,} more changes]")
            break
        shown += 1
        part = _inside if whole else _part
        if left:
            out.append(f"[-{part(left)}-]")
        if right:
            out.append(f"{{+{part(right)}+}}")
    return '"' + "".join(out) + '"'


def _common_prefix(a: str, b: str) -> int:
    """Length of the longest common start of ``a`` and ``b`` (binary search on slices)."""
    low, high = 0, min(len(a), len(b))
    while low < high:
        mid = (low + high + 1) // 2
        if a[:mid] == b[:mid]:
            low = mid
        else:
            high = mid - 1
    return low


def _refined(chunk: tuple[str, str, str], longer: int) -> list[tuple[str, str, str]]:
    """A replacement whose sides are both longer than ``longer`` characters, with their
    common first and last characters set aside as unchanged (one long word — a base64
    blob, a run without spaces — edited in the middle shows the edit, not the word)."""
    kind, left, right = chunk
    if kind != "~" or min(len(left), len(right)) <= longer:
        return [chunk]
    head = _common_prefix(left, right)
    tail = _common_prefix(left[head:][::-1], right[head:][::-1])
    return [
        ("=", left[:head], ""),
        ("~", left[head : len(left) - tail], right[head : len(right) - tail]),
        ("=", left[len(left) - tail :], ""),
    ]


def _short(value: Any, whole: bool = False) -> str:
    # Non-ASCII text stays readable (Chinese descriptions); control and bidi characters are
    # made visible where the line is printed (tooldeck.display), JSON escapes C0 itself.
    # A "…" of the value's own is escaped: only tooldeck's cut shows as one.
    text = json.dumps(value, ensure_ascii=False).replace("…", "\\u2026")
    cut = text if whole or len(text) <= SHORT_CHARS else text[: SHORT_CHARS - 3] + "…"
    return _marked(cut)


def _shown_value(value: Any, whole: bool = False) -> str:
    """An added or removed value as JSON, cut after :data:`PART_CHARS` characters with
    the length it had (text appended at the end of a long value must not vanish in a
    fixed 80-character cut with no sign of how much is missing); ``whole``: never cut. A
    ``…`` of the value's own is written ``\\u2026``, so only the cut shows as one; look-alike
    letters, odd spaces and decomposed accents are marked as in :func:`shown_name`."""
    text = json.dumps(value, ensure_ascii=False).replace("…", "\\u2026")
    if whole or len(text) <= PART_CHARS:
        return _marked(text)
    return f"{_marked(text[:PART_CHARS])}… [{len(text):,} characters in all]"


def pin_name(server: str, tool: str) -> str:
    """The lock entry name ``tooldeck gateway`` pins a server's tool under: ``SERVER/TOOL``
    (the server's name in the config and the server's own tool name; server names hold no
    ``/``, :func:`tooldeck.formats.mcp_config.name_problem`), where a config read as a
    deck names the same tool ``SERVER__TOOL`` (its exposed name)."""
    return f"{server}/{tool}"


def lock_as_pinned(deck: Deck, *, source: str | None = None) -> Lock:
    """Lock ``deck`` the way ``tooldeck gateway`` pins it: a tool merged from a config's
    servers (one with a :meth:`~tooldeck.tool.Deck.origin` record) under
    :func:`pin_name` with the server's own tool name in its definition; any other tool as
    :func:`lock_deck` locks it. So a gateway's lock and a config read as a deck
    (``tooldeck diff CONFIG.lock CONFIG``, ``lint CONFIG --locked CONFIG.lock``) compare
    the same definitions, however each tool is exposed: prefixed, under its own name (an
    empty prefix, ``namespacing: on-collision``) or shortened with a hash — the gateway
    pins by server and the server's own tool name, never by exposed name."""
    tools = []
    for tool in deck:
        origin = deck.origin(tool.name)
        if origin is None:
            definition, name = tool_definition(tool), tool.name
        else:
            server, own = origin
            definition = tool_definition(tool.replace(name=own))
            name = pin_name(server, own)
        tools.append(LockedTool(name, definition_hash(definition), definition))
    return Lock(tuple(tools), source)


def server_pins(lock: Lock, server: str) -> Lock:
    """The entries of ``lock`` that the gateway pinned for ``server`` (named
    ``SERVER/TOOL``, :func:`pin_name`), in lock order: what ``CONFIG#server`` is compared
    with (``tooldeck diff``, ``lint --locked``), as ``select CONFIG#server --lock`` ranks
    only that server's pins."""
    prefix = pin_name(server, "")
    return Lock(tuple(t for t in lock.tools if t.name.startswith(prefix)), lock.source)


def is_gateway_lock(lock: Lock) -> bool:
    """Whether ``lock`` names its entries as the gateway pins them (``SERVER/TOOL``, every
    entry); an empty lock is not."""
    return bool(lock.tools) and all("/" in t.name for t in lock.tools)


def _locked(side: Deck | Lock, other: Deck | Lock) -> Lock:
    """``side`` as a lock; a deck merged from a config's servers is locked under the
    gateway's names when ``other`` is a lock that uses them (one place maps one naming to
    the other: :func:`lock_as_pinned`)."""
    if isinstance(side, Lock):
        return side
    if isinstance(other, Lock) and any(side.origin(t.name) for t in side):
        pinned = lock_as_pinned(side)
        locked_names = {t.name for t in other.tools}
        if any(t.name in locked_names for t in pinned.tools if "/" in t.name):
            return pinned
    return lock_deck(side)


def _name_set(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


_SET_KEYWORDS = frozenset({"required", "enum", "type"})
"""JSON Schema keywords whose array is a set in meaning (JSON Schema 2020-12, validation
§6.1.1 ``type``, §6.1.2 ``enum``, §6.5.3 ``required``: an instance is checked against
membership, never a position): a server that lists the same values in another order
(from a Python ``set``, whose order changes with the hash seed at every start) has not
changed its definition."""


def _is_set_keyword(key: str, old: Any, new: Any) -> bool:
    """Whether ``key``'s two values are compared as sets: a :data:`_SET_KEYWORDS` key
    whose values are both arrays (``type``: of strings; a property *named* ``enum`` or
    ``type`` holds an object and is compared as one)."""
    if key not in _SET_KEYWORDS or not (isinstance(old, list) and isinstance(new, list)):
        return False
    return key == "enum" or (_name_set(old) and _name_set(new))


def _set_key(value: Any) -> str:
    """How a set's value is compared and ordered: its canonical JSON as JSON Schema reads
    it (:func:`set_normalised`; ``1.0`` and ``1`` are one value)."""
    return canonical_json(set_normalised(value))


def _set_sorted(values: list[Any]) -> list[Any]:
    """A set's values in the one order the hash and the diff use (by :func:`_set_key`),
    as written: ``["mi", "ft", "km", "m"]`` → ``["ft", "km", "m", "mi"]``."""
    return sorted(values, key=_set_key)


def _set_changes(old: list[Any], new: list[Any], here: str) -> Iterator[FieldChange]:
    """The values that left ``old`` or came into ``new`` (by :func:`_set_key`, so a repeat
    counts: ``[a, a]`` → ``[a]`` removes one), each at its index in its side's sorted order
    (:func:`_set_sorted`, the order :func:`definition_hash` reads): a value added to an
    ``enum`` listed in a new order at each start has one pointer at every start."""
    old, new = _set_sorted(old), _set_sorted(new)
    left = Counter(_set_key(v) for v in new)
    for i, value in enumerate(old):
        key = _set_key(value)
        if left[key]:
            left[key] -= 1
        else:
            yield FieldChange(f"{here}/{i}", "removed", old=value)
    came = Counter(_set_key(v) for v in old)
    for i, value in enumerate(new):
        key = _set_key(value)
        if came[key]:
            came[key] -= 1
        else:
            yield FieldChange(f"{here}/{i}", "added", new=value)


def field_changes(old: Any, new: Any, pointer: str = "") -> Iterator[FieldChange]:
    """The leaf-level differences between two JSON values, depth first: object members
    by key (old order, then new keys), arrays by index — except a JSON Schema
    ``required``, ``enum`` or ``type`` array, which is a set (:data:`_SET_KEYWORDS`: its
    order means nothing): only the values that left or came are changes, each at its
    index in the set's sorted order (:func:`_set_sorted`; not the listed position, which
    a server that shuffles its set moves at each start); numbers by value, as JSON Schema
    compares them (``1`` and ``1.0`` are one number). This is the reading of
    :func:`set_normalised`, so two definitions have no change exactly when their
    :func:`definition_hash` is one (``required`` or ``enum`` reordered, ``1.0`` written
    for ``1``: the same definition, the same hash). Text is compared as written: a description
    whose list or sentences come in another order has changed (order can carry meaning:
    "back up, delete, restore"), and :meth:`FieldChange.said` says when only the items
    of one list moved (:func:`reordered_items`)."""
    if isinstance(old, dict) and isinstance(new, dict):
        for key in [*old, *(k for k in new if k not in old)]:
            here = f"{pointer}/{escape_pointer_token(key)}"
            if key not in new:
                yield FieldChange(here, "removed", old=old[key])
            elif key not in old:
                yield FieldChange(here, "added", new=new[key])
            elif _is_set_keyword(key, old[key], new[key]):
                yield from _set_changes(old[key], new[key], here)
            else:
                yield from field_changes(old[key], new[key], here)
    elif isinstance(old, list) and isinstance(new, list):
        for i in range(max(len(old), len(new))):
            here = f"{pointer}/{i}"
            if i >= len(new):
                yield FieldChange(here, "removed", old=old[i])
            elif i >= len(old):
                yield FieldChange(here, "added", new=new[i])
            else:
                yield from field_changes(old[i], new[i], here)
    elif _is_number(old) and _is_number(new):
        if old != new:  # 1 and 1.0 are one number (JSON Schema's equality, RFC 8259 §6)
            yield FieldChange(pointer, "changed", old=old, new=new)
    elif canonical_json(old) != canonical_json(new):
        yield FieldChange(pointer, "changed", old=old, new=new)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def diff_decks(old: Deck | Lock, new: Deck | Lock) -> DeckDiff:
    """Compare two decks or locks (either side may be either) by tool name.

    A lock written by ``tooldeck gateway`` names each tool ``SERVER/TOOL``, while a config
    read as a deck names it ``SERVER__TOOL``: when a deck side is such a config and the
    lock side uses the gateway's names, the deck is compared under those
    (:func:`lock_as_pinned`), so a changed tool shows its changed fields rather than a
    removal and an addition.

    Returns:
        The added and removed tool names and, for tools in both whose hash differs, every
        field that differs (JSON pointers into the MCP definition, e.g.
        ``/inputSchema/properties/to/description`` or ``/annotations/readOnlyHint``); the
        removed and added pairs read as renames (:class:`Rename`, :func:`_renames`).
    """
    a, b = _locked(old, new), _locked(new, old)
    old_by = {t.name: t for t in a.tools}
    new_by = {t.name: t for t in b.tools}
    changed, varied = [], []
    for t in b.tools:
        before = old_by.get(t.name)
        if before is None or before.sha256 == t.sha256:
            continue
        fields = tuple(field_changes(before.definition, t.definition))
        if not fields:  # a reordered `required` or 1.0 for 1 only, the same definition
            continue
        if varied_only(fields, before.vary):  # the reviewed side's setting only
            varied.append(ToolChange(t.name, before.sha256, t.sha256, fields))
        else:
            changed.append(ToolChange(t.name, before.sha256, t.sha256, fields))
    added = tuple(t for t in b.tools if t.name not in old_by)
    removed = tuple(t for t in a.tools if t.name not in new_by)
    servers: dict[str, str] = {}
    for side in (old, new):  # a config read as a deck: its tools' servers (trial 27)
        if isinstance(side, Deck):
            for tool in side:
                origin = side.origin(tool.name)
                if origin is not None:
                    servers[tool.name] = origin[0]
    return DeckDiff(
        added=tuple(t.name for t in added),
        removed=tuple(t.name for t in removed),
        changed=tuple(changed),
        added_tools=added,
        renamed=_renames(removed, added, servers),
        varied=tuple(varied),
    )


def varied_only(fields: tuple[FieldChange, ...], vary: tuple[str, ...]) -> bool:
    """Whether every change in ``fields`` is in a varied field (``vary``, JSON pointers)
    and :func:`varies` allows it: two strings, one short run without blanks replaced."""
    return bool(vary) and all(
        f.kind == "changed"
        and f.pointer in vary
        and isinstance(f.old, str)
        and isinstance(f.new, str)
        and varies(f.old, f.new)
        for f in fields
    )


RENAME_SIMILARITY = 0.8
"""How alike two descriptions must be (:class:`difflib.SequenceMatcher` ratio, each at
least :data:`RENAME_MIN_CHARS` long) for a lone removed tool and a lone added one to be
read as a rename, when neither description holds the other."""

RENAME_MIN_CHARS = 20
"""The shortest description compared for a rename that changed text: "Read a file." and
"Delete a file." are alike as strings and are two tools."""


def _alike(old: LockedTool, new: LockedTool) -> bool:
    """Whether a lone removed tool and a lone added one of a server look like one tool
    whose text also changed: one description holds the other whole (text appended or
    cut: a rug pull's usual shape), or the two are :data:`RENAME_SIMILARITY` alike, both
    at least :data:`RENAME_MIN_CHARS` long. An equal ``inputSchema`` alone is not enough
    (``list_users`` and ``shutdown_server`` may both take nothing): an unrelated tool that
    took a removed one's place stays an addition, shown whole."""
    a, b = old.definition.get("description"), new.definition.get("description")
    if not isinstance(a, str) or not isinstance(b, str):
        return False
    a, b = a.strip(), b.strip()
    if min(len(a), len(b)) < RENAME_MIN_CHARS:
        return False
    if a in b or b in a:
        return True
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio() >= RENAME_SIMILARITY


def _server(name: str, servers: dict[str, str] | None = None) -> str:
    """The server of a tool: its config server (``servers``, from a config read as a
    deck), else the ``SERVER`` of a gateway's ``SERVER/TOOL`` pin name, else ``""``."""
    if servers and name in servers:
        return servers[name]
    return name.partition("/")[0] if "/" in name else ""


def _renames(
    removed: tuple[LockedTool, ...],
    added: tuple[LockedTool, ...],
    servers: dict[str, str] | None = None,
) -> tuple[Rename, ...]:
    """Removed and added tools paired as renames (:class:`Rename`): first every pair whose
    definitions are equal apart from ``name`` (in removal order, each tool used once; the
    same server when the names say one), then, per server, a lone removed tool and a lone
    added one (the gateway's reading of a rename, :mod:`tooldeck.gateway.pinning`)."""

    def unnamed(tool: LockedTool) -> str:
        return canonical_json({k: v for k, v in tool.definition.items() if k != "name"})

    pairs: list[Rename] = []
    left_new = list(added)
    left_old: list[LockedTool] = []
    for old in removed:
        match = next(
            (
                t
                for t in left_new
                if _server(t.name, servers) == _server(old.name, servers)
                and unnamed(t) == unnamed(old)
            ),
            None,
        )
        if match is None:
            left_old.append(old)
            continue
        left_new.remove(match)
        pairs.append(Rename(old.name, match.name))
    for server in dict.fromkeys(_server(t.name, servers) for t in left_old):
        olds = [t for t in left_old if _server(t.name, servers) == server]
        news = [t for t in left_new if _server(t.name, servers) == server]
        if len(olds) == 1 and len(news) == 1 and _alike(olds[0], news[0]):
            old_def = {k: v for k, v in olds[0].definition.items() if k != "name"}
            new_def = {k: v for k, v in news[0].definition.items() if k != "name"}
            fields = tuple(field_changes(old_def, new_def))
            pairs.append(Rename(olds[0].name, news[0].name, fields, exact=not fields))
    return tuple(pairs)
