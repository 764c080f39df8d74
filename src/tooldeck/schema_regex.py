"""JSON Schema regular expressions run in linear time (RE2), wherever tooldeck runs one itself.

JSON Schema's ``pattern``, ``patternProperties`` and ``format: regex`` use ECMA-262
regular expressions (JSON Schema Validation 2020-12 §6.3.3 and Core §4.3.1, "SHOULD be
valid according to ECMA-262"). Python's ``re`` backtracks: ``^(a|aa)+$`` on 41 ``a``
followed by ``b`` takes minutes (CWE-1333, inefficient regular expression complexity).
Where tooldeck itself matches a schema regex in Python (the runtime's schema walks, which
find path, command and secret values under ``patternProperties``) it uses RE2
(google-re2, BSD-3-Clause), whose automata match in time linear in the text.

Translation from ECMA-262 to RE2 syntax: ``\\uXXXX`` and ``\\u{X…}`` become RE2's
``\\x{…}``. Left as RE2 reads them (documented differences, docs/runtime.md): ``\\s``
(ECMA: Unicode white space and line terminators; RE2: ``[\\t\\n\\f\\r ]``), ``.`` (ECMA
excludes ``\\r``, U+2028, U+2029 as well as ``\\n``; RE2 only ``\\n``). RE2 cannot express
backreferences (``\\1``, ``\\k<name>``) or look-around (``(?=``, ``(?!``, ``(?<=``,
``(?<!``), nor repetition counts above 1000 or ``[^]``; such a pattern is *unsupported*:
:func:`search` returns ``None`` ("cannot tell") and each caller decides how to fail closed.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Final

from tooldeck.errors import UnsupportedPatternError

__all__ = ["MAX_PATTERN_LENGTH", "UnsupportedPatternError", "compile_pattern", "search"]

MAX_PATTERN_LENGTH: Final = 65536
"""Longest pattern compiled (characters); a longer one is unsupported (RE2's memory budget
is 8 MiB per program, ``max_mem``, its default)."""

_UNICODE_ESCAPE = re.compile(r"\\\\|\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})")


def _to_re2(pattern: str) -> str:
    def swap(match: re.Match[str]) -> str:
        digits = match.group(1) or match.group(2)
        return match.group(0) if digits is None else "\\x{" + digits + "}"

    return _UNICODE_ESCAPE.sub(swap, pattern)


@functools.lru_cache(maxsize=1024)
def compile_pattern(pattern: str) -> Any:
    """The RE2 program of an ECMA-262 ``pattern`` (cached, 1,024 patterns).

    Raises:
        UnsupportedPatternError: RE2 cannot express or parse it, or it is longer than
            :data:`MAX_PATTERN_LENGTH` characters.
    """
    import re2

    if len(pattern) > MAX_PATTERN_LENGTH:
        raise UnsupportedPatternError(
            f"the pattern is {len(pattern):,} characters long (limit {MAX_PATTERN_LENGTH:,})"
        )
    options = re2.Options()
    options.log_errors = False
    try:
        return re2.compile(_to_re2(pattern), options)
    except re2.error as exc:
        reason = exc.args[0] if exc.args else exc
        text = reason.decode("utf-8", "replace") if isinstance(reason, bytes) else str(reason)
        raise UnsupportedPatternError(text) from None


def search(pattern: str, text: str) -> bool | None:
    """Whether ``pattern`` matches anywhere in ``text`` (JSON Schema patterns are not
    anchored), in linear time; ``None`` when the pattern is unsupported (see the module
    docstring) and so no answer can be given in bounded time."""
    try:
        program = compile_pattern(pattern)
    except UnsupportedPatternError:
        return None
    return program.search(text) is not None
