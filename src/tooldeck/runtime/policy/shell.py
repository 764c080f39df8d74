"""The shell check: a shell-command parameter is parsed (tree-sitter-bash) into commands
and each command is judged against an allowlist of programs with argument rules.

What runs is decided by configuration a person can read: :data:`DEFAULT_PROGRAMS`
(read-only text tools) plus the programs allowed by name. Shells, interpreters and
programs that run their arguments are refused unless allowed by name; chaining,
substitution, subshells, functions, environment assignments and redirections outside
the root are refused whatever the program. Each refusal names its rule and the part
of the command that broke it (docs/runtime.md, "Shell commands").
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping, Sequence

from tooldeck.runtime.policy._shell_parse import MAX_COMMAND_CHARS, Refusal, ShellJudge
from tooldeck.runtime.policy._shell_rules import (
    DEFAULT_PROGRAMS,
    EXECUTES_ARGUMENTS,
    ProgramRule,
)
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
    "DEFAULT_PROGRAMS",
    "EXECUTES_ARGUMENTS",
    "MAX_COMMAND_CHARS",
    "SHELL_FORMATS",
    "ProgramRule",
    "Refusal",
    "ShellPolicy",
    "shell_refusal",
]


SHELL_FORMATS: frozenset[str] = frozenset({"shell-command", "command"})
"""Schema ``format`` values that mark a shell-command parameter (tooldeck's convention)."""


def _hint(name: str) -> str:
    return (
        f"allow it by name if you trust it (ShellPolicy(allow={{{name!r}}}), --shell-allow {name})"
    )


def _programs(
    programs: Mapping[str, ProgramRule] | None,
    allow: Collection[str],
    deny: Collection[str],
) -> dict[str, ProgramRule]:
    table = dict(DEFAULT_PROGRAMS if programs is None else programs)
    for name in allow:
        if not name or "/" in name or any(c.isspace() for c in name):
            raise PolicyConfigError(
                f"shell allow: {name!r} is not a program name (give the bare name, e.g. 'make')"
            )
        table[name] = ProgramRule()
    for name in deny:
        table.pop(name, None)
    for name, rule in table.items():
        if not isinstance(rule, ProgramRule):
            raise PolicyConfigError(
                f"shell programs: {name!r} maps to {type(rule).__name__}, expected ProgramRule"
            )
    return table


class ShellPolicy(Targeted):
    """Allow a shell-command parameter only when every command in it is an allowed
    program with allowed arguments.

    Args:
        programs: program name → :class:`ProgramRule`; defaults to
            :data:`DEFAULT_PROGRAMS` (read-only text tools).
        allow: programs allowed by name with any arguments (added to ``programs``;
            this is how a shell, an interpreter or ``make`` is let in).
        deny: programs removed from ``programs``.
        root: the folder the handler runs commands in; redirection targets must resolve
            (symlinks followed, relative to ``root``) inside it. Without a root, targets
            must be relative and free of ``..``.
        parameters, names, formats: where the command values are (as :class:`PathPolicy`;
            format ``shell-command``/``command`` by default).

    Raises:
        PolicyConfigError: a name in ``allow`` that is not a bare program name, or a
            ``programs`` value that is not a :class:`ProgramRule`.
    """

    name = "shell"

    def __init__(
        self,
        *,
        programs: Mapping[str, ProgramRule] | None = None,
        allow: Collection[str] = (),
        deny: Collection[str] = (),
        root: str | os.PathLike[str] | None = None,
        parameters: Mapping[str, Sequence[str]] | None = None,
        names: Collection[str] = (),
        formats: Collection[str] = SHELL_FORMATS,
    ) -> None:
        super().__init__(formats=formats, names=names, parameters=parameters)
        if isinstance(allow, str) or isinstance(deny, str):
            raise PolicyConfigError("shell allow/deny: give a collection of names, not a string")
        self.programs = _programs(programs, allow, deny)
        self.root = None if root is None else os.path.realpath(root)
        self._judge = ShellJudge(self.programs, self.root, _hint)

    def refusal(self, command: str) -> Refusal | None:
        """The first rule ``command`` breaks (:class:`Refusal`: rule name and one-line
        detail), or ``None`` when it may run. One parse per call."""
        return self._judge.judge(command)

    def check(self, request: PolicyRequest) -> CheckResult:
        try:
            values = list(self.values(request))
        except UnresolvedReference as error:
            return self.unresolved_refusal(error)
        for pointer, value in values:
            found = self._judge.judge(value)
            if found is not None:
                return refuse(
                    self.name,
                    f"{pointer}: refused by shell rule {found.rule}: {found.detail}",
                    kind="invalid_arguments",
                    hint="send one command of an allowed program per call (a pipeline into "
                    "allowed text tools is one command); docs/runtime.md lists the rules",
                )
        return allow(self.name)


def shell_refusal(
    command: str,
    *,
    allow: Collection[str] = (),
    root: str | os.PathLike[str] | None = None,
) -> Refusal | None:
    """:meth:`ShellPolicy.refusal` with the default programs plus ``allow``."""
    return ShellPolicy(allow=allow, root=root).refusal(command)
