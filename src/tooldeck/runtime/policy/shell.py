"""The shell check: shell-command parameters that chain or substitute commands are
refused (was part of ``runtime/policy.py``)."""

from __future__ import annotations

import os
import shlex
import unicodedata
from collections.abc import Collection, Mapping, Sequence

from tooldeck.runtime.policy._targets import Targeted
from tooldeck.runtime.policy.base import (
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
    allow,
    refuse,
)

__all__ = ["SHELL_FORMATS", "SHELL_OPERATORS", "ShellPolicy", "shell_problems"]


SHELL_FORMATS: frozenset[str] = frozenset({"shell-command", "command"})
"""Schema ``format`` values that mark a shell-command parameter (tooldeck's convention)."""

SHELL_OPERATORS: frozenset[str] = frozenset(
    {";", "&&", "||", "|", "&", "`", "$(", "<(", ">(", "newline", "$'"}
)
"""What :func:`shell_problems` reports: command separators, pipes, background ``&``,
command and process substitution, unquoted newlines, ANSI-C ``$'…'`` quoting (it can
spell any operator in escapes)."""

_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "fish", "ash", "busybox"})


def _scan(command: str) -> list[str]:
    found: list[str] = []
    quote: str | None = None
    i, n = 0, len(command)
    while i < n:
        ch = command[i]
        nxt = command[i + 1] if i + 1 < n else ""
        if ch in "\x00\x7f" or (ch < " " and ch not in "\t\n\r"):
            found.append("control character")
        if quote == "'":
            if ch == "'":
                quote = None
        elif quote == '"':
            if ch == "\\":
                i += 1
            elif ch == '"':
                quote = None
            elif ch == "`":
                found.append("`")
            elif ch == "$" and nxt == "(":
                found.append("$(")
        else:
            if ch == "\\":
                i += 1
            elif ch in "'\"":
                quote = ch
            elif ch in "\n\r":
                found.append("newline")
            elif ch == ";":
                found.append(";")
            elif ch == "&":
                prev = command[i - 1] if i else ""
                if nxt == "&":
                    found.append("&&")
                    i += 1
                elif nxt == ">" or prev in "<>":
                    pass  # &> redirection, 2>&1 duplication
                else:
                    found.append("&")
            elif ch == "|":
                prev = command[i - 1] if i else ""
                if nxt == "|":
                    found.append("||")
                    i += 1
                elif prev != ">":  # >| is a redirection
                    found.append("|")
            elif ch == "`":
                found.append("`")
            elif ch == "$" and nxt == "(":
                found.append("$(")
            elif ch == "$" and nxt == "'":
                found.append("$'")
            elif ch in "<>" and nxt == "(":
                found.append(ch + "(")
        i += 1
    if quote is not None:
        found.append("unterminated quote")
    return found


def _nested(command: str) -> list[str]:
    """Command strings run by a nested shell (``sh -c STR``, ``eval WORDS``)."""
    try:
        words = shlex.split(command, posix=True)
    except ValueError:
        return []
    out: list[str] = []
    for index, word in enumerate(words):
        base = os.path.basename(word)
        if base == "eval" and index + 1 < len(words):
            out.append(" ".join(words[index + 1 :]))
        elif base in _SHELLS:
            rest = words[index + 1 :]
            for j, arg in enumerate(rest):
                if arg.startswith("-") and "c" in arg[1:] and not arg.startswith("--"):
                    if j + 1 < len(rest):
                        out.append(rest[j + 1])
                    break
    return out


def shell_problems(command: str, allowed: Collection[str] = (), _depth: int = 0) -> list[str]:
    """The chaining/substitution operators in a shell command, outside quoting rules.

    POSIX quoting is followed: inside single quotes nothing is special; inside double
    quotes only backticks and ``$(`` substitute; a backslash escapes the next character.
    Strings run by nested shells (``bash -c '…'``, ``eval …``) are scanned too (4
    levels), and so is the NFKC form of the command (fullwidth ``；｜＆`` look-alikes).
    Control characters and unterminated quotes are always problems.

    Returns:
        Problem names (operators as written, ``newline``, ``control character``,
        ``unterminated quote``, ``look-alike …``, ``nested …``), minus ``allowed``.
    """
    problems = [p for p in _scan(command) if p not in allowed]
    folded = unicodedata.normalize("NFKC", command)
    if folded != command:
        problems += [
            f"look-alike of {p}" for p in _scan(folded) if p not in allowed and p not in problems
        ]
    if _depth < 4:
        for inner in _nested(command):
            problems += [f"nested {p}" for p in shell_problems(inner, allowed, _depth + 1)]
    return problems


class ShellPolicy(Targeted):
    """Refuse shell-command parameters that chain or substitute commands.

    Args:
        allow: operators to permit (from :data:`SHELL_OPERATORS`), e.g. ``{"|"}``.
        parameters: tool name (``"*"``: every tool) → JSON pointers of command values.
        names: parameter names treated as commands in every tool, matched at any depth
            of the arguments (like :class:`PathPolicy`).
        formats: schema ``format`` values marking command parameters
            (:data:`SHELL_FORMATS`), found wherever the schema puts them; checked by
            default, without ``names``.

    Raises:
        PolicyConfigError: an unknown operator in ``allow``.
    """

    name = "shell"

    def __init__(
        self,
        *,
        allow: Collection[str] = (),
        parameters: Mapping[str, Sequence[str]] | None = None,
        names: Collection[str] = (),
        formats: Collection[str] = SHELL_FORMATS,
    ) -> None:
        super().__init__(formats=formats, names=names, parameters=parameters)
        unknown = set(allow) - SHELL_OPERATORS
        if unknown:
            raise PolicyConfigError(
                f"unknown shell operator(s) {sorted(unknown)}; known: {sorted(SHELL_OPERATORS)}"
            )
        self.allowed = frozenset(allow)

    def check(self, request: PolicyRequest) -> CheckResult:
        for pointer, value in self.values(request):
            problems = shell_problems(value, self.allowed)
            if problems:
                listed = ", ".join(dict.fromkeys(problems))
                return refuse(
                    self.name,
                    f"{pointer}: the command chains or substitutes commands ({listed})",
                    kind="invalid_arguments",
                    hint="send one simple command per call, without ; && || | & ` $( or "
                    "newlines; make separate calls for separate commands",
                )
        return allow(self.name)
