"""The path check: path parameters confined to allowed roots, checked where the handler
will open them.

**The handler's base.** A relative path counts from the policy's ``base`` (the first root
by default), never from the process's working directory. Before the handler runs, the
runtime calls :meth:`PathPolicy.prepare`: every path string the check found at a marked
string parameter is checked again (the final re-check; a symlink planted during an
approval wait is seen) and, when relative, handed to the handler as the absolute path
``os.path.join(base, value)`` — the very string whose resolution was checked, so the
handler's ``open()`` from any working directory opens what was checked. The replacement is
listed in the result's ``normalized`` (rule ``path_base``). Strings *inside* an untyped
(object or array) path value and object keys are checked but not rewritten (which of them
the handler opens is its own business): such handlers join them to ``policy.base``
themselves, or open them with :func:`open_beneath`.

**Where a path leads** is found as the kernel finds it (path_resolution(7)): component by
component, each one ``lstat``-ed and a symlink's text read with ``readlink`` and resolved
in place, ``..`` applied to what was resolved so far; at most 40 links (Linux
``MAXSYMLINKS``) — a loop is refused. No normalisation the operating system does not do:
no NFC/NFKC or case folding, no percent-decoding, backslashes are not separators. A part
that does not exist is taken literally (a write tool may create it), and the parts after
it are still looked up, so ``new/../link_out`` is seen through ``link_out``. The value
must lead to the same place read as text (``os.path.abspath``/``normpath``): a ``..`` that
climbs back over a symlink reads two ways and is refused.

**Refused for their form** (they stay inside literally, but a later step — a URL decoder,
NFKC, a shell, ``expanduser``/``expandvars``, a Windows or Samba layer, a log reader —
turns them into an escape): see :func:`path_problem`.

What is not promised: a check cannot see a symlink or rename made *after* the final
re-check (time-of-check/time-of-use, CWE-367) — a handler on a folder others can write
opens with :func:`open_beneath` (``openat2`` with ``RESOLVE_BENEATH``); hard links to
outside files look like inside files to every path check (CWE-62).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import unicodedata
import urllib.parse
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from tooldeck.jsonvalue import pointer_tokens, thaw
from tooldeck.runtime.policy._beneath import open_beneath
from tooldeck.runtime.policy._invisible import first_invisible
from tooldeck.runtime.policy._targets import Targeted
from tooldeck.runtime.policy.base import (
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
    allow,
    refuse,
)
from tooldeck.runtime.schema_marks import UnresolvedReference

__all__ = [
    "PATH_FORMATS",
    "PATH_MAX",
    "PathPolicy",
    "git_problem",
    "names_git_folder",
    "open_beneath",
    "path_problem",
    "resolve",
    "written_below_root",
]


PATH_FORMATS: frozenset[str] = frozenset({"path", "file-path", "directory-path"})
"""Schema ``format`` values that mark a path parameter (tooldeck's convention)."""

PATH_MAX = 4096
"""Longest path, in bytes with the terminating NUL, that Linux system calls take
(``PATH_MAX`` in ``<linux/limits.h>``); a longer value cannot be opened as sent."""

MAX_SYMLINKS = 40
"""Symlinks followed in one resolution before ``ELOOP`` (Linux ``MAXSYMLINKS``,
path_resolution(7))."""

_ASCII_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def _control_char(text: str) -> str | None:
    """The first refused control or invisible character of ``text``, or None: ASCII
    controls, then the shell policy's set (:mod:`._invisible`: every ``Cc``, ``Cf``,
    ``Zl``, ``Zp`` character but ZWNJ/ZWJ and tags where Unicode builds names with them)."""
    found = _ASCII_CONTROL.search(text)
    if found is not None:
        return found.group(0)
    if text.isascii():
        return None
    index = first_invisible(text)
    return None if index is None else text[index]


_PERCENT = re.compile(r"%(?:[0-9A-Fa-f]{2}|[uU][0-9A-Fa-f]{4})")
"""``%XX`` (RFC 3986 §2.1) and IIS-style ``%uXXXX`` escapes."""
_WINDOWS_ABSOLUTE = re.compile(r"^(?:[A-Za-z]:|\\\\|//[^/])")
_VARIABLE = re.compile(r"^(?:\$[A-Za-z_{(]|%[A-Za-z_][A-Za-z0-9_]*%)")
"""A leading ``$NAME``, ``${…}``, ``$(…)`` (POSIX shell, ``os.path.expandvars``) or
``%NAME%`` (Windows ``cmd``, ``ntpath.expandvars``): expanded, it starts the path
somewhere else (``$HOME/.aws``). In the middle (``docs/$HOME.txt``) an expansion stays
under the folder before it."""
_URL = re.compile(
    r"^(?:[A-Za-z][A-Za-z0-9+.-]*:[/\\]{2}|[A-Za-z][A-Za-z0-9+.-]*:file:|file:)", re.I
)
"""``scheme://`` (any scheme, also with backslashes), ``jar:file:`` style nesting and
``file:`` prefixes (RFC 8089): a handler that opens URLs would read ``file:///etc/passwd``."""

_LOOKALIKES = frozenset(
    "\u2215\u2044\u29f8\u2571\u29f5\u29f9\u2216\ufe68\u2024\u2025\ufe52\uff0e"
    "\u3002\uff61\u0660\u06f0"
)
"""Look-alikes of '/', '\\' and '.' listed in Unicode TR39 ``confusables.txt`` (division
slash, fraction slash, big solidus, box-drawing diagonal, set minus, small reverse
solidus, one/two dot leader, small and fullwidth full stop, ideographic and halfwidth
ideographic full stop — a dot to IDNA, UTS #46 —, Arabic-Indic and extended
Arabic-Indic digit zero); those without an NFKC mapping would slip past the NFKC
comparison."""


def _separator_profile(text: str) -> tuple[int, int, int]:
    return text.count("."), text.count("/"), text.count("\\")


def _percent_decoded(value: str, rounds: int = 4) -> str:
    """``value`` percent-decoded until it stops changing, ``rounds`` times at most (a
    handler, a proxy and a framework may each decode once: ``%252e`` → ``%2e`` → ``.``)."""
    decoded = value
    for _ in range(rounds):
        nxt = urllib.parse.unquote(decoded)
        if nxt == decoded:
            break
        decoded = nxt
    return decoded


def _percent_problem(value: str) -> str | None:
    try:
        urllib.parse.unquote_to_bytes(value).decode("utf-8")
    except UnicodeDecodeError:
        return "the path holds percent-encoded bytes that are not UTF-8 (overlong forms)"
    if re.search(r"%[uU][0-9A-Fa-f]{4}", value):
        return "the path holds an IIS-style %uXXXX escape"
    decoded = _percent_decoded(value)
    if _separator_profile(decoded) != _separator_profile(value) or _control_char(decoded):
        return "the path hides a dot, slash or control character in percent-encoding"
    if _lookalike(decoded):
        return "the path hides a Unicode look-alike of '.', '/' or '\\' in percent-encoding"
    return None


_MOJIBAKE_CODECS = ("latin-1", "cp1252")
"""Single-byte code pages whose decoding of UTF-8 bytes is the common mojibake (WHATWG
Encoding Standard: ``windows-1252`` is what browsers use for a ``latin1`` label)."""


def _lenient_utf8(data: bytes) -> str:
    """``data`` decoded as UTF-8 the way a non-conforming decoder does: overlong forms
    (two-byte ``C0 AE``, three-byte ``E0 80 AE``, four-byte ``F0 80 80 AE`` for ``.``)
    are accepted as the character they spell, other bytes that do not decode are dropped.
    RFC 3629 §3 and §10 forbid overlong forms because such decoders read them (CWE-176;
    the 2001 IIS "Unicode directory traversal", CVE-2000-0884)."""
    out: list[str] = []
    i, n = 0, len(data)
    while i < n:
        lead = data[i]
        size = (
            2
            if 0xC0 <= lead < 0xE0
            else 3
            if 0xE0 <= lead < 0xF0
            else 4
            if 0xF0 <= lead < 0xF8
            else 1
        )
        tail = data[i + 1 : i + size]
        if size == 1 or len(tail) != size - 1 or any(b & 0xC0 != 0x80 for b in tail):
            if lead < 0x80:
                out.append(chr(lead))
            i += 1
            continue
        code = lead & (0x7F >> size)
        for b in tail:
            code = (code << 6) | (b & 0x3F)
        if code <= 0x10FFFF:
            out.append(chr(code))
        i += size
    return "".join(out)


def _mojibake_problem(value: str) -> str | None:
    """A value that is UTF-8 bytes read through a single-byte code page (``À®`` for the
    bytes ``C0 AE``): a later step that repairs the mojibake (encodes back to the code
    page, decodes as UTF-8, leniently) gets other dots, slashes or controls — refused,
    like the percent-encoded form of the same bytes. Names whose repair changes no
    separator (``café`` in any code page) pass."""
    for codec in _MOJIBAKE_CODECS:
        try:
            raw = value.encode(codec)
        except UnicodeEncodeError:
            continue
        repaired = _lenient_utf8(raw)
        if _separator_profile(repaired) != _separator_profile(value) or _control_char(repaired):
            return (
                f"the path is UTF-8 read as {codec} (mojibake) whose bytes spell a dot, "
                "slash or control character in an overlong or hidden form"
            )
    return None


def _lookalike(value: str) -> bool:
    folded = unicodedata.normalize("NFKC", value)
    changed = folded != value and _separator_profile(folded) != _separator_profile(value)
    return changed or any(ch in _LOOKALIKES for ch in value)


def _backslash_problem(value: str) -> str | None:
    """Backslashes are file-name bytes on POSIX (``docs\\readme.md`` is one name), but a
    Windows or Samba layer reads them as separators: refused when that reading climbs
    (a ``..`` part) or is absolute."""
    if "\\" not in value:
        return None
    parts = re.split(r"[\\/]", value)
    if value.startswith("\\") or ".." in parts:
        return "the path climbs or is absolute when its backslashes are read as separators"
    return None


def form_problem(value: str, *, handed_absolute: bool = False) -> str | None:
    """Why ``value`` is refused for its form alone, whatever it resolves to (None: no
    reason). See :func:`path_problem` for the list and ``handed_absolute``."""
    if not value:
        return "the path is empty"
    plain = value.isascii()  # no surrogate, U+FFFD or look-alike to look for
    if not plain and any("\ud800" <= ch <= "\udfff" for ch in value):
        return (
            "the path holds a lone UTF-16 surrogate (undecodable bytes as Python's "
            "surrogateescape shows them), not text"
        )
    try:
        raw = os.fsencode(value)  # the bytes the operating system is handed
    except UnicodeEncodeError:
        return (
            "the path cannot be encoded in the file system's encoding "
            f"({sys.getfilesystemencoding()}); the operating system would open another name"
        )
    if os.fsdecode(raw) != value:
        return "the path does not round-trip through the file system's encoding"
    size = len(raw)
    if size >= PATH_MAX:
        return (
            f"the path is {size} bytes long; the operating system's limit (PATH_MAX) is "
            f"{PATH_MAX - 1}"
        )
    control = _control_char(value)
    if control is not None:
        return (
            f"the path holds a control or invisible character (U+{ord(control):04X}; "
            "NUL, newline, ESC, C1, bidi marks and overrides, zero-width and other format "
            "characters, line and paragraph separators; ZWNJ/ZWJ only inside a word or "
            "emoji sequence that Unicode joins with them)"
        )
    if not plain and "\ufffd" in value:
        return "the path holds U+FFFD, the mark of bytes a decoder could not read"
    if _PERCENT.search(value):
        problem = _percent_problem(value)
        if problem is not None:
            return problem
    if not plain and _lookalike(value):
        return "the path holds a Unicode look-alike of '.', '/' or '\\'"
    if not plain:
        problem = _mojibake_problem(value)
        if problem is not None:
            return problem
    for reading, how in _readings(value):
        problem = _leading_problem(reading, value, handed_absolute=handed_absolute)
        if problem is not None:
            return problem if how is None else f"once {how} ({_cut_name(reading)!r}), {problem}"
    return _backslash_problem(value)


def _readings(value: str) -> list[tuple[str, str | None]]:
    """``value`` and the other strings a later step makes of it: percent-decoded (as
    :func:`_percent_problem` decodes, up to four rounds), NFKC-normalised, and both
    (``%2D%2Doutput`` and ``－－output`` read ``--output``), each with how it was made."""
    out: list[tuple[str, str | None]] = [(value, None)]
    if _PERCENT.search(value):
        decoded = _percent_decoded(value)
        if decoded != value:
            out.append((decoded, "percent-decoded"))
    for text, how in list(out):
        if not text.isascii():
            folded = unicodedata.normalize("NFKC", text)
            if folded != text:
                out.append((folded, "NFKC-normalised" if how is None else how + " and NFKC"))
    return out


def _leading_problem(reading: str, value: str, *, handed_absolute: bool) -> str | None:
    """Why a path whose text reads ``reading`` (``value`` itself or what a later step
    makes of it) is refused for how it starts: a URL, ``~``, a variable, a Windows path,
    or — unless the handler gets it joined to the base (``handed_absolute``: the string
    it gets starts with ``/``) — a leading ``-`` or ``+`` or a ``:`` before the first
    ``/``, which a program reads as an option or a remote place (CWE-88)."""
    if _URL.match(reading):
        return "the path is a URL (scheme://… or file:), not a plain file path"
    if _WINDOWS_ABSOLUTE.match(reading):
        return "the path is a Windows drive or network path"
    if reading.startswith("~"):
        return (
            "the path starts with '~', which a shell or os.path.expanduser expands to a home folder"
        )
    if _VARIABLE.match(reading):
        return "the path starts with a variable ($NAME, ${…}, %NAME%) a shell or expandvars expands"
    if handed_absolute:
        return None
    if reading.startswith("-"):
        return (
            "the path starts with '-', which a program it is passed to (tar, git, rsync, "
            "curl) reads as an option (--output=…), not a file (CWE-88); name a file whose "
            f"name starts with '-' as ./{_cut_name(value)}"
        )
    if reading.startswith("+"):
        return (
            "the path starts with '+', which vim, less, more, tail and sort read as an "
            "option ('+:!cmd' runs a command in vim), not a file (CWE-88); name a file whose "
            f"name starts with '+' as ./{_cut_name(value)}"
        )
    if ":" in reading.split("/", 1)[0]:
        return (
            "the path has ':' before its first '/', which scp and rsync read as a remote "
            "place (host:path, host::module), copying to or from another machine (CWE-88); "
            f"name a local file whose name holds ':' as ./{_cut_name(value)}"
        )
    return None


def _cut_name(value: str, keep: int = 40) -> str:
    return value if len(value) <= keep else value[:keep] + "…"


def resolve(path: str, start: str = "/") -> str:
    """Where the kernel would take ``path`` (absolute, or relative to the real directory
    ``start``): symlinks resolved component by component, ``..`` applied to what was
    resolved, parts that do not exist taken literally (and parts after them still looked
    up). Like :func:`os.path.realpath` (non-strict), but a loop is an error.

    Raises:
        OSError: ``ELOOP`` after :data:`MAX_SYMLINKS` links; any ``lstat``/``readlink``
            failure other than ``ENOENT``/``ENOTDIR`` (``EACCES``, ``ENAMETOOLONG``).
    """
    done: list[str] = [] if path.startswith("/") else [p for p in start.split("/") if p]
    todo = path.split("/")
    todo.reverse()
    links = 0
    while todo:
        name = todo.pop()
        if name in ("", "."):
            continue
        if name == "..":
            if done:
                done.pop()
            continue
        done.append(name)
        current = "/" + "/".join(done)
        try:
            mode = os.lstat(current).st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue
        if not stat.S_ISLNK(mode):
            continue
        links += 1
        if links > MAX_SYMLINKS:
            raise OSError(errno.ELOOP, "too many levels of symbolic links (a loop)", current)
        target = os.readlink(current)
        done.pop()
        if target.startswith("/"):
            done = []
        todo.extend(reversed(target.split("/")))
    return "/" + "/".join(done)


def _inside(real: str, roots: Sequence[str]) -> bool:
    return any(real == root or real.startswith(root.rstrip("/") + "/") for root in roots)


def path_problem(
    value: str, roots: Sequence[str], base: str, *, handed_absolute: bool = False
) -> str | None:
    """Why ``value`` is not a path inside ``roots`` (None when it is).

    ``roots`` and ``base`` must be real paths (symlinks resolved). Refused for their form
    (OWASP Path Traversal; CWE-22/23/36/158/174/176/177): empty values, values of
    :data:`PATH_MAX` bytes or more, lone surrogates and U+FFFD, control and invisible
    characters (C0, DEL, C1; Unicode ``Cf``: bidi marks, overrides and isolates, U+061C,
    zero-width, byte-order mark; ``Zl``/``Zp``: U+2028, U+2029 — the shell policy's set),
    percent-encoding that decodes to a dot, slash, backslash,
    control character or look-alike or is not UTF-8 (overlong ``%c0%ae``) and ``%uXXXX``,
    Unicode characters whose NFKC form changes the dots and slashes (fullwidth ``．／``,
    ``‥``) or that TR39 lists as their confusables (``∕``, ``⁄``, ``。``), UTF-8 read
    through Latin-1 or cp1252 (mojibake) whose lenient repair spells another dot, slash or
    control character (``À®À®`` is the overlong ``..``, RFC 3629 §10), text the file
    system's encoding cannot carry (:func:`os.fsencode`), URLs
    (``scheme://…``, ``file:…``), a leading ``~``, variables (``$HOME``, ``${…}``,
    ``%APPDATA%``), a leading ``-`` (an option to the program it is passed to:
    ``--output=/etc/shadow``, CWE-88; ``./-name`` is the file), a leading ``+`` (an
    option to vim, less, more, tail: ``+:!id``) and a ``:`` before the first ``/`` (a
    remote ``host:path`` to scp and rsync) for the same reason (``./+x``, ``./a:b`` are
    the files), Windows drive/UNC paths — each of these also when only the value's
    percent-decoded or NFKC form has it (``%2D%2Doutput``, fullwidth ``－－output`` read
    ``--output`` to a tool that decodes or normalises) —,
    and backslash forms that climb or are absolute when read as separators. Then the
    value — joined to ``base`` when relative — is resolved like the kernel does
    (:func:`resolve`) and must end inside a root (a sibling ``/rootx`` is not ``/root``);
    a symlink loop, or a part that cannot be looked up (permission, name too long), is
    refused. So is a value whose ``..`` climbs back over a symlink (``deep/../../x`` with
    ``deep -> d1/d2``): the kernel reading stays inside, but the lexical reading —
    ``os.path.abspath``/``normpath``, Go ``filepath.Clean``, a URL layer, the commonest
    later step of all — is another file, often outside (``<root>/../x``). The value must
    lead to the same place under both readings (session 29's breaker).

    ``handed_absolute``: the handler gets the value joined to ``base`` (a relative value
    at a marked string parameter, :meth:`PathPolicy.prepare`); the string it gets starts
    with ``/``, so a leading ``-``, ``+`` or ``host:`` is a file name there, not an option
    or a remote place, and is not refused (``-rf`` reaches it as ``/root/-rf``). A leading
    ``~`` or variable still is: the model meant a home folder or a variable, not a file
    named ``~``.
    """
    problem = form_problem(value, handed_absolute=handed_absolute)
    if problem is not None:
        return problem
    joined = os.path.join(base, value)
    lexical = _lexical(joined)
    try:
        real = resolve(value, base)
        real_lexical = resolve(lexical) if lexical != joined else real
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        return f"the path cannot be resolved safely ({reason}: {exc.filename})"
    if not _inside(real, roots):
        return f"the path resolves to {real}, outside the allowed roots"
    if real_lexical != real:
        return (
            f"a '..' in the path climbs back over a symlink, so the path has two readings: "
            f"the kernel opens {real}, but a handler that normalises it first "
            f"(os.path.abspath/normpath, a URL or web layer) opens {real_lexical}"
            f"{'' if _inside(real_lexical, roots) else ', outside the allowed roots'}; "
            "send the path without '..' (the folder it means, written out)"
        )
    return None


def names_git_folder(part: str) -> bool:
    """Whether a path component names a ``.git`` folder on some file system a client runs
    on: compared case-insensitively (APFS on macOS and NTFS on Windows fold case, so
    ``.GIT/config`` is ``.git/config`` there), without the trailing dots and spaces Windows
    strips (``.git./config``), and as Windows' 8.3 short name ``GIT~1``."""
    folded = part.rstrip(". ").casefold()
    return folded in (".git", "git~1")


def git_problem(value: str, roots: Sequence[str], base: str) -> str | None:
    """Why a tool that may write must not get ``value`` (a path :func:`path_problem`
    accepted), or None: it leads — as written (:func:`written_below_root`: ``.git/x``
    where ``.git`` links to a folder of another name, rebreak30 N3) or as the kernel
    resolves it, symlinks followed — into a ``.git`` folder (or the ``.git`` file of a
    linked worktree) below its root, compared as the shell check compares redirection
    targets (case folded, trailing dots and spaces
    stripped, the 8.3 name ``GIT~1``). Git runs ``.git/hooks/*`` and obeys
    ``.git/config`` (``core.fsmonitor``, ``core.pager``, aliases) on the user's next git
    command, so a write there is code run later, and no file tool edits it honestly (git
    writes it). Other files that run later — a ``Makefile``, ``*.mk``, ``package.json``
    scripts, ``pyproject.toml`` build hooks, ``conftest.py``, ``.github/workflows`` — are
    what a coding agent edits honestly, and are not refused (docs/runtime.md)."""
    written = written_below_root(value, roots)
    if written is not None and any(names_git_folder(part) for part in written):
        return _git_refusal(written)
    try:
        real = resolve(value, base)
    except OSError:  # path_problem refused what cannot be resolved
        return None
    for root in sorted(roots, key=len, reverse=True):
        if _inside(real, [root]):
            below = os.path.relpath(real, root).split(os.sep)
            if any(names_git_folder(part) for part in below):
                return _git_refusal(below)
            return None
    return None


_GIT_REFUSAL_START = "the path leads into git's own folder ("


def _git_refusal(below: list[str]) -> str:
    return (
        f"{_GIT_REFUSAL_START}{'/'.join(below)}): its hooks "
        "and config run commands on the user's next git command, so a tool that "
        "may write does not get it (write the work tree's files; git writes .git)"
    )


def written_below_root(value: str, roots: Sequence[str]) -> list[str] | None:
    """The components of ``value`` *as written* (no symlink followed): every component of
    a relative path — ``..`` and ``.`` included, so ``.git/../x`` keeps its ``.git`` —,
    or those of an absolute one below the longest root it lies under lexically; None for
    an absolute path under no root. rebreak30 N3: with ``.git -> store`` the resolved
    path ``store/hooks/pre-commit`` has no ``.git`` component, though git runs what is
    written through ``.git/hooks``; the path check and the shell check read both."""
    if not os.path.isabs(value):
        return [part for part in re.split(r"[/\\]", value) if part not in ("", ".")]
    written = _lexical(value)
    for root in sorted(roots, key=len, reverse=True):
        for spelling in {root, _lexical(root)}:
            if written == spelling or written.startswith(spelling.rstrip("/") + "/"):
                return [part for part in written[len(spelling) :].split("/") if part]
    return None


def _lexical(path: str) -> str:
    """``path`` (absolute) with ``.``, ``..`` and repeated slashes removed as text, the way
    :func:`os.path.normpath`/``abspath``, Go's ``filepath.Clean``, Node's
    ``path.resolve``, Java's ``Path.normalize`` and URL resolution (RFC 3986 §5.2.4) do,
    without looking at the file system: ``deep/../x`` is ``x`` whatever ``deep`` links to.
    A leading ``//`` (kept by POSIX ``normpath``) is one ``/`` here, as the kernel reads it."""
    return "/" + os.path.normpath(path).lstrip("/")


def _set_at(document: Any, tokens: list[str], value: str) -> None:
    target = document
    for token in tokens[:-1]:
        target = target[int(token)] if isinstance(target, list) else target[token]
    last = tokens[-1]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value


class PathPolicy(Targeted):
    """Confine path parameters to allowed roots.

    Args:
        roots: allowed directories (resolved with :func:`os.path.realpath` once, here).
        base: directory relative paths count from; default the first root. Never the
            process's working directory.
        parameters: tool name (``"*"``: every tool) → JSON pointers of path values in
            the arguments (``"/sources/*"`` for every item of an array).
        names: parameter names treated as paths in every tool, matched at any depth of
            the arguments (``{"opts": {"path": …}}`` too; an array under such a name has
            each string item checked).
        formats: schema ``format`` values marking path parameters (:data:`PATH_FORMATS`),
            found wherever the schema puts them (also ``propertyNames``: object keys,
            ``dependentSchemas``, ``contains``). Checked by default, without ``names``.
        absolute: hand the handler relative paths joined to ``base`` (default; see the
            module docstring). False: the handler gets the value as sent and must open
            it relative to ``base`` itself (:func:`open_beneath`).
        write_git: let a tool that may write (not ``readOnlyHint: true``) get a path that
            leads into a ``.git`` folder under a root (default False: refused, see
            :func:`git_problem`); a read-only tool always may.

    A marked value that is an object or array (an untyped parameter) has every string
    and object key inside it checked, at any depth.

    Raises:
        PolicyConfigError: no roots, or a pointer that is not a JSON pointer.
    """

    name = "path"
    nested_strings = True

    def __init__(
        self,
        roots: Sequence[str | os.PathLike[str]],
        *,
        base: str | os.PathLike[str] | None = None,
        parameters: Mapping[str, Sequence[str]] | None = None,
        names: Collection[str] = (),
        formats: Collection[str] = PATH_FORMATS,
        absolute: bool = True,
        write_git: bool = False,
    ) -> None:
        super().__init__(formats=formats, names=names, parameters=parameters)
        if not roots:
            raise PolicyConfigError("PathPolicy needs at least one allowed root directory")
        self.roots = [os.path.realpath(os.fspath(r)) for r in roots]
        self.base = os.path.realpath(os.fspath(base)) if base is not None else self.roots[0]
        self.absolute = absolute
        self.write_git = write_git

    def _problem(self, request: PolicyRequest, value: str, *, handed_absolute: bool) -> str | None:
        """:func:`path_problem`, then — for a tool that may write, unless ``write_git`` —
        :func:`git_problem`."""
        problem = path_problem(value, self.roots, self.base, handed_absolute=handed_absolute)
        if problem is None and not self.write_git and not request.tool.annotations.read_only:
            problem = git_problem(value, self.roots, self.base)
        return problem

    def _refusal(self, pointer: str, problem: str) -> CheckResult:
        hint = (
            f"use a plain path under {', '.join(self.roots)} (no '..' escapes, "
            "encodings or look-alike characters)"
        )
        if problem.startswith(_GIT_REFUSAL_START):  # the path's form is fine: its place is not
            hint = (
                "do not write into git's folder: change the work tree's files and let git "
                "write .git; if the user wants a hook or config changed, tell them"
            )
        return refuse(self.name, f"{pointer}: {problem}", kind="invalid_arguments", hint=hint)

    def _handed_absolute(self, value: str, kind: str) -> bool:
        """Whether :meth:`prepare` hands the handler ``value`` joined to the base."""
        return self.absolute and kind == "value" and not os.path.isabs(value)

    def check(self, request: PolicyRequest) -> CheckResult:
        try:
            found = list(self.found(request))
        except UnresolvedReference as error:
            return self.unresolved_refusal(error)
        for pointer, value, kind in found:
            joined = self._handed_absolute(value, kind)
            problem = self._problem(request, value, handed_absolute=joined)
            if problem is not None:
                return self._refusal(pointer, problem)
        return allow(self.name)

    def prepare(
        self, request: PolicyRequest, arguments: Any
    ) -> tuple[Any, list[dict[str, Any]], CheckResult | None]:
        """The final re-check, right before the handler runs, and the arguments it gets.

        Returns ``(arguments, changes, refusal)``: ``arguments`` with each relative path
        at a marked string parameter replaced by ``os.path.join(base, value)`` (a copy;
        the input is not changed; with ``absolute=False`` unchanged), the changes as
        ``{"pointer", "rule": "path_base", "from", "to"}``, and the refusal when a path
        no longer resolves inside the roots (None otherwise).
        """
        rewrites: list[tuple[str, str]] = []
        try:
            found = list(self.found(request))
        except UnresolvedReference as error:
            return arguments, [], self.unresolved_refusal(error)
        for pointer, value, kind in found:
            rewrite = self._handed_absolute(value, kind)
            problem = self._problem(request, value, handed_absolute=rewrite)
            if problem is not None:
                return (
                    arguments,
                    [],
                    self._refusal(pointer, problem + " (re-checked before the handler)"),
                )
            if rewrite:
                rewrites.append((pointer, value))
        if not rewrites:
            return arguments, [], None
        out = thaw(arguments)
        changes: list[dict[str, Any]] = []
        for pointer, value in rewrites:
            joined = os.path.join(self.base, value)
            _set_at(out, pointer_tokens(pointer), joined)
            changes.append({"pointer": pointer, "rule": "path_base", "from": value, "to": joined})
        return out, changes, None
