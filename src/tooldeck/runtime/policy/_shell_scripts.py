"""Inspectors for the small languages that two default programs take as an argument:
sed scripts and awk programs. Each returns ``None`` for a script that cannot run a
command or write a file, or a one-line reason naming the offending part.

Both are conservative scanners, not full parsers: what they cannot place is refused.
Sources: GNU sed manual §3.2 "sed commands summary" (``e``, ``w``, ``W`` and the ``s``
flags ``e``/``w``); POSIX.1-2017 XCU awk ("Output Statements": ``print > file``, ``|``;
"Functions": ``system``, ``getline``) and the gawk manual (``@include``, ``@load``,
indirect calls ``@f()``, ``|&`` coprocesses).
"""

from __future__ import annotations

import re

__all__ = ["awk_problem", "sed_problem"]

_SED_SIMPLE = set("{}=dDgGhHnNpPxzF")
_SED_FILENAME = set("rR")
_SED_NUMBER_ARG = set("qQlL")  # l and L take an optional number
_SED_LABEL = set(":btT")
_SED_TEXT = set("aic")
_SED_REFUSED = {
    "e": "runs a command",
    "w": "writes a file",
    "W": "writes a file",
}
_SED_S_FLAGS = set("gpiImM0123456789 \t")


def _sed_delimited(script: str, i: int, delim: str) -> int:
    """Index just past the next unescaped ``delim`` from ``i``; -1 when there is none."""
    n = len(script)
    while i < n:
        ch = script[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "\n" and delim != "\n":
            return -1
        if ch == delim:
            return i + 1
        i += 1
    return -1


def _sed_address(script: str, i: int) -> int:
    """Skip one address (``N``, ``$``, ``/re/``, ``\\cREc``, ``first~step``, ``+N``)."""
    n = len(script)
    if i < n and script[i] == "/":
        i = _sed_delimited(script, i + 1, "/")
    elif i < n and script[i] == "\\" and i + 1 < n:
        i = _sed_delimited(script, i + 2, script[i + 1])
    else:
        while i < n and (script[i].isdigit() or script[i] in "$~+"):
            i += 1
        return i
    while 0 <= i < n and script[i] in "IM":
        i += 1
    return i


def sed_problem(script: str) -> str | None:
    """Why a sed script may execute or write (``e``, ``w``/``W``, ``s///e``, ``s///w``),
    or ``None``. Unknown commands and unbalanced delimiters are refused."""
    i, n = 0, len(script)
    while i < n:
        ch = script[i]
        if ch in " \t\n;":
            i += 1
            continue
        if ch == "#":
            while i < n and script[i] != "\n":
                i += 1
            continue
        i = _sed_address(script, i)
        if i >= 0 and i < n and script[i] == ",":
            i = _sed_address(script, i + 1)
        if i < 0:
            return "sed script: an address is not closed"
        while i < n and script[i] in " \t!":
            i += 1
        if i >= n:
            return None
        cmd = script[i]
        i += 1
        if cmd in _SED_REFUSED:
            return f"sed command {cmd!r} {_SED_REFUSED[cmd]}"
        if cmd in _SED_SIMPLE:
            continue
        if cmd in _SED_NUMBER_ARG:
            while i < n and (script[i].isdigit() or script[i] in " \t"):
                i += 1
        elif cmd in _SED_LABEL:
            while i < n and script[i] not in ";\n":
                i += 1
        elif cmd in _SED_FILENAME:
            while i < n and script[i] != "\n":
                i += 1
        elif cmd in _SED_TEXT:
            while i < n and script[i] != "\n":
                i += 2 if script[i] == "\\" else 1
        elif cmd in "sy":
            if i >= n or script[i] in "\\\n":
                return f"sed {cmd!r} command without a delimiter"
            delim = script[i]
            i = _sed_delimited(script, i + 1, delim)
            i = _sed_delimited(script, i, delim) if i >= 0 else -1
            if i < 0:
                return f"sed {cmd!r} command is not closed"
            if cmd == "s":
                start = i
                while i < n and script[i] not in ";\n}#":
                    i += 1
                flags = script[start:i]
                for flag in flags:
                    if flag in "ew":
                        return f"sed s///{flag} {_SED_REFUSED[flag]}"
                    if flag not in _SED_S_FLAGS:
                        return f"sed s/// flag {flag!r} is not known"
        else:
            return f"sed command {cmd!r} is not known to the policy"
    return None


_AWK_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_AWK_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_REGEX_BEFORE = set("(,{;!~&|=:?\n}") | {""}


def _awk_strip(program: str) -> str | None:
    """The program with string and regex literals blanked out; ``None`` when one is not
    closed."""
    out: list[str] = []
    i, n = 0, len(program)
    prev = ""
    while i < n:
        ch = program[i]
        if ch == '"':
            match = _AWK_STRING.match(program, i)
            if match is None:
                return None
            out.append('""')
            i = match.end()
            prev = '"'
            continue
        if ch == "/" and prev in _REGEX_BEFORE:
            j, bracket = i + 1, False
            while j < n:
                c = program[j]
                if c == "\\":
                    j += 2
                    continue
                if c == "\n":
                    return None
                if c == "[":
                    bracket = True
                elif c == "]":
                    bracket = False
                elif c == "/" and not bracket:
                    break
                j += 1
            if j >= n:
                return None
            out.append("//")
            i = j + 1
            prev = "/"
            continue
        out.append(ch)
        if not ch.isspace() or ch == "\n":
            prev = ch
        i += 1
    return "".join(out)


def awk_problem(program: str) -> str | None:
    """Why an awk program may execute a command or write a file (``system``, pipes
    ``|``/``|&``, output redirection in ``print``/``printf``, gawk ``@`` directives and
    indirect calls), or ``None``. Strings and regex literals are skipped; a literal that
    is not closed is refused."""
    code = _awk_strip(program)
    if code is None:
        return "awk program: a string or regex literal is not closed"
    if "#" in code:
        return "awk comment '#' (not skipped by the policy: write the program without one)"
    if "@" in code:
        return "awk '@' (gawk @include/@load or an indirect call)"
    if re.search(r"(?<!\|)\|(?!\|)", code.replace("||", "  ")):
        return "awk pipe '|' runs a command"
    words = _AWK_WORD.findall(code)
    if "system" in words:
        return "awk system() runs a command"
    # output redirection inside print/printf: a '>' at paren depth 0 before the end of
    # the statement (POSIX: "print > expression" writes a file)
    for match in re.finditer(r"\bprintf?\b", code):
        depth = 0
        for ch in code[match.end() :]:
            if ch in ";}\n":
                break
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif ch == ">" and depth <= 0:
                return f"awk {match.group()} > writes a file"
    return None
