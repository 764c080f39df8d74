"""The path check: path parameters confined to allowed roots (was part of
``runtime/policy.py``)."""

from __future__ import annotations

import os
import re
import unicodedata
import urllib.parse
from collections.abc import Collection, Mapping, Sequence

from tooldeck.runtime.policy._targets import Targeted
from tooldeck.runtime.policy.base import (
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
    allow,
    refuse,
)

__all__ = ["PATH_FORMATS", "PathPolicy", "path_problem"]


PATH_FORMATS: frozenset[str] = frozenset({"path", "file-path", "directory-path"})
"""Schema ``format`` values that mark a path parameter (tooldeck's convention)."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_WINDOWS_ABSOLUTE = re.compile(r"^(?:[A-Za-z]:|\\\\|//[^/])")
_HOME = re.compile(r"^~[A-Za-z0-9_.-]*(?:/|$)")
_URL = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*:[/\\]{2}|file:)", re.IGNORECASE)
"""``scheme://`` (any scheme, also with backslashes) and ``file:`` prefixes: a handler
that opens URLs would read ``file:///etc/passwd`` outside the roots, though as a plain
path it would resolve inside the base directory."""


_LOOKALIKES = frozenset("\u2215\u2044\u29f8\u2571\u29f5\u29f9\u2216\ufe68\u2024\u2025\ufe52\uff0e")
"""Look-alikes of '/', '\\' and '.' listed in Unicode TR39 ``confusables.txt`` (division
slash, fraction slash, big solidus, box-drawing diagonal, set minus, small reverse
solidus, one/two dot leader, small and fullwidth full stop); those without an NFKC
mapping would slip past the NFKC comparison."""


def _separator_profile(text: str) -> tuple[int, int, int]:
    return text.count("."), text.count("/"), text.count("\\")


def path_problem(value: str, roots: Sequence[str], base: str) -> str | None:
    """Why ``value`` is not a path inside ``roots`` (None when it is).

    ``roots`` and ``base`` must be real paths (symlinks resolved). Refused: empty paths,
    control characters (NUL, newline), percent-encoding that decodes to a dot, slash,
    backslash or control character or is not UTF-8 (overlong ``%c0%ae``), Unicode
    characters whose NFKC form is a dot or slash (fullwidth ``．／``, ``‥``) or that
    TR39 lists as their confusables (``∕``, ``⁄``), URLs (``scheme://…``, ``file:…``),
    ``~`` home prefixes, Windows
    drive/UNC paths, and any path that — backslashes read as separators, joined to
    ``base`` when relative, ``..`` and symlinks resolved (:func:`os.path.realpath`) —
    ends outside every root.
    """
    if not value:
        return "the path is empty"
    if _CONTROL.search(value):
        return "the path holds a control character (NUL, newline, …)"
    if _PERCENT.search(value):
        try:
            urllib.parse.unquote_to_bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            return "the path holds percent-encoded bytes that are not UTF-8 (overlong forms)"
        decoded = value
        for _ in range(4):
            nxt = urllib.parse.unquote(decoded)
            if nxt == decoded:
                break
            decoded = nxt
        if _separator_profile(decoded) != _separator_profile(value) or _CONTROL.search(decoded):
            return "the path hides a dot, slash or control character in percent-encoding"
    folded = unicodedata.normalize("NFKC", value)
    if (folded != value and _separator_profile(folded) != _separator_profile(value)) or any(
        ch in _LOOKALIKES for ch in value
    ):
        return "the path holds a Unicode look-alike of '.', '/' or '\\'"
    if _URL.match(value):
        return "the path is a URL (scheme://… or file:), not a plain file path"
    if _WINDOWS_ABSOLUTE.match(value):
        return "the path is a Windows drive or network path"
    if _HOME.match(value):
        return "the path starts with '~' (home directory), which is outside the allowed roots"
    plain = value.replace("\\", "/")
    joined = plain if os.path.isabs(plain) else os.path.join(base, plain)
    real = os.path.realpath(joined)
    for root in roots:
        if real == root or real.startswith(root.rstrip(os.sep) + os.sep):
            return None
    return f"the path resolves to {real}, outside the allowed roots"


class PathPolicy(Targeted):
    """Confine path parameters to allowed roots.

    Args:
        roots: allowed directories (resolved with :func:`os.path.realpath` once, here).
        base: directory relative paths are joined to; default the first root.
        parameters: tool name (``"*"``: every tool) → JSON pointers of path values in
            the arguments (``"/sources/*"`` for every item of an array).
        names: parameter names treated as paths in every tool, matched at any depth of
            the arguments (``{"opts": {"path": …}}`` too; an array under such a name has
            each string item checked).
        formats: schema ``format`` values marking path parameters (:data:`PATH_FORMATS`),
            found wherever the schema puts them (also ``propertyNames``: object keys,
            ``dependentSchemas``, ``contains``). Checked by default, without ``names``.

    Raises:
        PolicyConfigError: no roots, or a pointer that is not a JSON pointer.
    """

    name = "path"

    def __init__(
        self,
        roots: Sequence[str | os.PathLike[str]],
        *,
        base: str | os.PathLike[str] | None = None,
        parameters: Mapping[str, Sequence[str]] | None = None,
        names: Collection[str] = (),
        formats: Collection[str] = PATH_FORMATS,
    ) -> None:
        super().__init__(formats=formats, names=names, parameters=parameters)
        if not roots:
            raise PolicyConfigError("PathPolicy needs at least one allowed root directory")
        self.roots = [os.path.realpath(os.fspath(r)) for r in roots]
        self.base = os.path.realpath(os.fspath(base)) if base is not None else self.roots[0]

    def check(self, request: PolicyRequest) -> CheckResult:
        for pointer, value in self.values(request):
            problem = path_problem(value, self.roots, self.base)
            if problem is not None:
                return refuse(
                    self.name,
                    f"{pointer}: {problem}",
                    kind="invalid_arguments",
                    hint=f"use a plain path under {', '.join(self.roots)} (no '..' escapes, "
                    "encodings or look-alike characters)",
                )
        return allow(self.name)
