"""The pattern reading the engines' checks rest on (``tooldeck.decode._pattern_scan``):
which of '"', '\\' and the control characters a pattern's atoms allow (ECMA-262 meanings),
and where a class holds an unescaped '['. Expected answers worked out by hand from ECMA-262."""

from __future__ import annotations

import pytest

from tooldeck.decode._pattern_scan import UnreadablePattern, admitted, nested_class_opener

ESCAPED = '"\\' + "".join(chr(c) for c in range(0x20))


@pytest.mark.parametrize(
    ("pattern", "first"),
    [
        ("^[a-z]+$", None),
        ("^\\w+$", None),  # ECMA \w is [A-Za-z0-9_]
        ("^(?<year>\\d{4})-\\d{2}$", None),  # an ECMA named group is read
        ('^[^"\\\\\\x00-\\x1f]+$', None),  # a negated class leaving all of them out
        ('^a{0}"?$', '"'),  # a{0} holds nothing, but "? does
        ("^b{0}\\\\$", "\\"),
        ("^.*$", '"'),  # '.' allows '"' (not \n, \r, U+2028, U+2029)
        ("^[ -~]*$", '"'),
        ("^\\s$", "\t"),  # ECMA \s holds tab, line feed, vertical tab, form feed, CR
        ("^\\v$", "\x0b"),
        ("^[^x]$", '"'),
        ("^\\D$", '"'),
    ],
)
def test_admitted_reads_atoms_as_ecma_262(pattern: str, first: str | None) -> None:
    assert admitted(pattern, ESCAPED) == first


@pytest.mark.parametrize("pattern", ["^[\\p{L}]$", "^\\k<a>$", "^\\cA$", "a\\"])
def test_admitted_says_when_it_cannot_read(pattern: str) -> None:
    with pytest.raises(UnreadablePattern):
        admitted(pattern, ESCAPED)


@pytest.mark.parametrize(
    ("pattern", "opener"),
    [
        ("^[[a]]$", "[["),
        ("^[a[:alpha:]]$", "[a["),
        ("^[\\[a]$", None),  # escaped
        ("^\\[[a]$", None),  # the first '[' is escaped, the class [a] holds no '['
        ("^[a]\\[$", None),
        ("^[]a[]$", None),  # ECMA: [] is an empty class, then a, then [] again
    ],
)
def test_nested_class_opener(pattern: str, opener: str | None) -> None:
    assert nested_class_opener(pattern) == opener


@pytest.mark.parametrize(
    ("pattern", "operator"),
    [("^[a~~b]$", "~~"), ("^[a&&b]$", "&&"), ("^[a\\--b]$", None), ("^a--b$", None)],
)
def test_class_set_operator(pattern: str, operator: str | None) -> None:
    """``[a\\--b]`` holds an escaped '-' then one '-'; ``a--b`` is outside any class."""
    from tooldeck.decode._pattern_scan import class_set_operator

    assert class_set_operator(pattern) == operator


@pytest.mark.parametrize(
    ("pattern", "posix"),
    [
        ("^[[:alpha:]]+$", "[:alpha:]"),
        ("^[a[:digit:]]$", "[:digit:]"),
        (r"^\[[[:alpha:]]$", "[:alpha:]"),  # an escaped '[' before the class is no class
        ("^[[a]]$", None),  # a nested '[' that opens no POSIX class
        ("^[[:ALPHA:]]$", None),  # llguidance 1.9.1 knows the lower-case names only
        (r"^[\[:alpha:]]$", None),  # an escaped '[' inside the class
        ("^[:alpha:]$", None),  # a plain class holding ':', 'a', 'l', …
    ],
)
def test_nested_posix_class(pattern: str, posix: str | None) -> None:
    from tooldeck.decode._pattern_scan import nested_posix_class

    assert nested_posix_class(pattern) == posix
