"""The shell policy's program table: which programs may run and with which arguments
(:class:`ProgramRule`), the default allowlist of read-only text tools, and the names of
programs that run their arguments (for the refusal message)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from tooldeck.runtime.policy._shell_scripts import awk_problem, sed_problem

__all__ = [
    "DEFAULT_PROGRAMS",
    "EXECUTES_ARGUMENTS",
    "ProgramRule",
    "Word",
    "check_arguments",
    "executor_kind",
]


@dataclass(frozen=True)
class Word:
    """One argument as the shell will pass it.

    ``text`` is the value after quote removal; ``literal`` is False when part of it comes
    from a parameter/arithmetic expansion, an unquoted glob or brace expansion (the value
    the program receives is then not ``text``)."""

    text: str
    literal: bool = True


@dataclass(frozen=True)
class ProgramRule:
    """What a program may be given.

    Args:
        forbid: options refused: ``"-o"`` (one letter, also found inside a cluster such as
            ``-no``), ``"-exec"`` (a single-dash long option, matched exactly or before
            ``=``), ``"--output"`` (a long option, also matched by any abbreviation
            ``--out``/``--output=…``, as getopt_long accepts abbreviations).
        subcommands: when set, the first operand must be one of its keys; the value is the
            rule for the arguments after it (``git``: ``{"status": ProgramRule(), …}``).
        operands: at most this many operands (``uniq IN OUT`` writes OUT); ``value_flags``
            names the options that take the next argument as their value. Every argument
            after ``--`` is an operand.
        operand_prefix: when set, every operand must start with it (``date``: ``+FORMAT``
            only, as ``date MMDDhhmm[[CC]YY][.ss]`` sets the clock).
        script: ``"sed"`` or ``"awk"``: the script argument is inspected
            (:mod:`tooldeck.runtime.policy._shell_scripts`); a script from a file
            (``-f``) is refused.

    A program with no rule fields set takes any argument. For a program with rules,
    an argument that is not literal (``$x``, an unquoted glob, ``{a,b}``) is refused: its
    value, hence what the rule would see, is only known when the shell runs.
    """

    forbid: frozenset[str] = frozenset()
    subcommands: Mapping[str, ProgramRule] | None = None
    operands: int | None = None
    value_flags: frozenset[str] = frozenset()
    operand_prefix: str | None = None
    script: Literal["sed", "awk"] | None = None
    _forbid_long: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        longs = tuple(f[2:] for f in self.forbid if f.startswith("--"))
        object.__setattr__(self, "_forbid_long", longs)

    @property
    def has_rules(self) -> bool:
        """Whether the arguments are inspected at all."""
        return bool(
            self.forbid
            or self.subcommands is not None
            or self.operands is not None
            or self.operand_prefix is not None
            or self.script is not None
        )


ANY = ProgramRule()

_GIT_READ = {
    name: ANY
    for name in (
        "status",
        "log",
        "diff",
        "show",
        "blame",
        "grep",
        "ls-files",
        "ls-tree",
        "rev-parse",
        "rev-list",
        "describe",
        "shortlog",
        "cat-file",
        "merge-base",
        "name-rev",
        "show-ref",
        "count-objects",
        "diff-tree",
        "whatchanged",
    )
}
# ``git branch`` lists branches; with an operand or these options it creates, deletes,
# renames, force-moves a branch or writes its upstream into .git/config (git-branch(1)).
# ``--list PATTERN`` is refused with the rest: without --list the same operand creates.
_GIT_READ["branch"] = ProgramRule(
    forbid=frozenset(
        {
            "--edit-description",
            "-d",
            "-D",
            "-m",
            "-M",
            "-f",
            "-u",
            "-t",
            "--delete",
            "--move",
            "--force",
            "--copy",
            "--set-upstream-to",
            "--set-upstream",
            "--unset-upstream",
            "--track",
            "--no-track",
            "--create-reflog",
            "--recurse-submodules",
        }
    ),
    operands=0,
    value_flags=frozenset(
        {
            "--contains",
            "--no-contains",
            "--merged",
            "--no-merged",
            "--points-at",
            "--sort",
            "--format",
        }
    ),
)

DEFAULT_PROGRAMS: Mapping[str, ProgramRule] = {
    **{
        name: ANY
        for name in [
            "ls",
            "cat",
            "head",
            "tail",
            "wc",
            "grep",
            "egrep",
            "fgrep",
            "cut",
            "tr",
            "diff",
            "du",
            "df",
            "stat",
            "pwd",
            "echo",
            "basename",
            "dirname",
            "realpath",
            "readlink",
            "comm",
            "paste",
            "join",
            "nl",
            "column",
            "fold",
            "fmt",
            "expand",
            "unexpand",
            "rev",
            "tac",
            "od",
            "hexdump",
            "md5sum",
            "sha1sum",
            "sha256sum",
            "sha512sum",
            "cksum",
            "seq",
            "true",
            "false",
            "uname",
            "whoami",
            "nproc",
            "ps",
            "jq",
            "which",
            "type",
            "printenv",
        ]
    },
    "printf": ProgramRule(forbid=frozenset({"-v"})),
    # bash's test -v NAME / -R NAME evaluates an array subscript as arithmetic, which runs
    # a $(…) inside it: `[ -v 'a[$(id > f)]' ]` (session 22's breaker)
    **{name: ProgramRule(forbid=frozenset({"-v", "-R"})) for name in ("test", "[")},
    # date -s / --set sets the system clock (date(1)), and so does a bare operand that is
    # not +FORMAT (POSIX date: `date [-u] mmddhhmm[[cc]yy]`; GNU `MMDDhhmm[[CC]YY][.ss]`;
    # session 29's breaker: `date 010100002030`). -d/-f/-r take the next argument.
    "date": ProgramRule(
        forbid=frozenset({"-s", "--set"}),
        operands=1,
        operand_prefix="+",
        value_flags=frozenset({"-d", "--date", "-f", "--file", "-r", "--reference"}),
    ),
    "sort": ProgramRule(forbid=frozenset({"-o", "--output", "--compress-program"})),
    "uniq": ProgramRule(
        operands=1,
        value_flags=frozenset({"-f", "-s", "-w", "--skip-fields", "--skip-chars", "--check-chars"}),
    ),
    # file -C compiles the magic files named by -m into FILE.mgc beside them (file(1))
    "file": ProgramRule(forbid=frozenset({"-C", "--compile"})),
    # tree -R runs tree again in each folder with ``-o 00Tree.html`` (tree(1)): a write
    "tree": ProgramRule(forbid=frozenset({"-o", "--output", "-R"})),
    "rg": ProgramRule(forbid=frozenset({"--pre", "--hostname-bin"})),
    "find": ProgramRule(
        forbid=frozenset(
            [
                "-exec",
                "-execdir",
                "-ok",
                "-okdir",
                "-delete",
                "-fprint",
                "-fprint0",
                "-fprintf",
                "-fls",
            ]
        )
    ),
    "sed": ProgramRule(
        forbid=frozenset({"-i", "--in-place", "-f", "--file"}),
        script="sed",
    ),
    **{
        name: ProgramRule(
            forbid=frozenset(
                [
                    "-f",
                    "--file",
                    "-E",
                    "--exec",
                    "-l",
                    "--load",
                    "-i",
                    "--include",
                    "-o",
                    "--dump-variables",
                    "-W",
                    "-p",
                    "--profile",
                    "-d",
                    "--debug",
                ]
            ),
            script="awk",
        )
        for name in ("awk", "gawk", "mawk", "nawk")
    },
    "git": ProgramRule(
        forbid=frozenset(
            [
                "-c",
                "-C",
                "--config-env",
                "--exec-path",
                "--git-dir",
                "--work-tree",
                "--namespace",
                "--super-prefix",
                "--output",
                "-O",
                "--open-files-in-pager",
                "--ext-diff",
                "--upload-pack",
                "--receive-pack",
                "--exec",
                "--extcmd",
                "--tool",
            ]
        ),
        subcommands=_GIT_READ,
    ),
}
"""The default allowlist: read-only text tools (docs/runtime.md lists them with their
rules). ``sed``/``awk`` scripts are inspected; ``find`` without its executing and
writing actions; ``git`` with read-only subcommands and without the options that run
a configured or given command or write outside the repository."""

_SHELLS = "sh bash zsh dash ksh mksh fish ash csh tcsh busybox rbash"
_INTERPRETERS = (
    "python python2 python3 pypy pypy3 perl ruby irb node nodejs deno bun php lua luajit "
    "tclsh wish expect Rscript pwsh powershell osascript sqlite3 gdb lldb ed ex vi vim "
    "nvim view emacs less more most man info ftp"
)
_RUNNERS = (
    "env script flock timeout nice nohup stdbuf setsid time xargs sudo su doas pkexec "
    "runuser ssh chroot unshare nsenter ionice taskset systemd-run docker podman kubectl "
    "npm npx yarn pnpm make cmake watch strace ltrace socat nc ncat netcat telnet "
    "parallel run-parts at batch crontab tar zip unzip rsync scp split tee cp mv dd ln "
    "rm install chmod chown curl wget command builtin exec eval source . trap alias "
    "enable set shopt cd export unset declare typeset local readonly"
)
EXECUTES_ARGUMENTS: Mapping[str, str] = {
    **{name: "a shell (it runs its arguments or input as commands)" for name in _SHELLS.split()},
    **{
        name: "an interpreter (it runs code given as an argument or on its input)"
        for name in _INTERPRETERS.split()
    },
    **{
        name: "a program that runs another program, changes the shell or writes files"
        for name in _RUNNERS.split()
    },
}
"""Programs refused with a reason (shells, interpreters, GTFOBins-style runners, builtins
that execute or change the shell); any program outside the allowlist is refused too."""


def executor_kind(program: str) -> str:
    """The reason a program outside the allowlist is refused."""
    return EXECUTES_ARGUMENTS.get(program, "not in the allowlist")


def _flag_problem(arg: str, rule: ProgramRule) -> str | None:
    if not arg.startswith("-") or arg == "-" or arg == "--":
        return None
    if arg.startswith("--"):
        name = arg[2:].split("=", 1)[0]
        if name in rule._forbid_long:
            return f"--{name}"
        for long in sorted(rule._forbid_long):
            if name and long.startswith(name):
                return f"--{long}"
        return None
    head = arg.split("=", 1)[0]
    if head in rule.forbid:
        return head
    for letter in arg[1:]:
        if f"-{letter}" in rule.forbid:
            return f"-{letter}"
    return None


# getopt tables of the script-taking programs (GNU sed 4.9 ``sed --help``; POSIX awk,
# gawk 5 ``gawk --help``, mawk ``-W``): short options with a value, long options with a
# value, and which of them carry the script itself.
_GETOPT: Mapping[str, tuple[str, tuple[str, ...], str, tuple[str, ...]]] = {
    "sed": ("efl", ("expression", "file", "line-length"), "e", ("expression",)),
    "awk": (
        "FvfeWEilo",
        ("field-separator", "assign", "file", "source", "exec", "include", "load"),
        "e",
        ("source",),
    ),
}


def _script_of(args: Sequence[Word], language: str) -> list[str]:
    """The script texts a sed/awk command line carries, read as getopt(3) and
    getopt_long(3) read it: ``-e`` values (also ``-ne``, ``-es/x/y/``, ``--expr=…``,
    abbreviations included), else the first operand."""
    short_value, long_value, short_script, long_script = _GETOPT[language]
    scripts: list[str] = []
    operands: list[str] = []
    i = 0
    while i < len(args):
        text = args[i].text
        i += 1
        if text == "--":
            operands.extend(a.text for a in args[i:])
            break
        if text.startswith("--"):
            name, eq, value = text[2:].partition("=")
            matches = [o for o in long_value if o.startswith(name)] if name else []
            if not matches:
                continue
            if not eq:
                value = args[i].text if i < len(args) else ""
                i += 1
            if any(m in long_script for m in matches):
                scripts.append(value)
            continue
        if text.startswith("-") and len(text) > 1:
            for pos, letter in enumerate(text[1:], start=2):
                if letter in short_value:
                    value = text[pos:]
                    if not value:
                        value = args[i].text if i < len(args) else ""
                        i += 1
                    if letter in short_script:
                        scripts.append(value)
                    break
            continue
        operands.append(text)
    if not scripts and operands:
        scripts.append(operands[0])
    return scripts


_OPERAND_EFFECT: Mapping[str, str] = {
    "date": "date sets the system clock from an operand that is not +FORMAT: give one "
    "format as '+%Y-%m-%d', a date to show with -d",
}
"""Why a program's operands are limited, for the refusal (default: ``uniq IN OUT``)."""


def _operands(args: Sequence[Word], rule: ProgramRule) -> list[str]:
    """The operands of a command line, read as getopt(3) reads it: an option in
    ``rule.value_flags`` takes the next argument, ``--`` ends the options (every argument
    after it is an operand, ``-x`` too), ``-`` is an operand (standard input). An option
    cluster (``-ud X``) is not split: its value counts as an operand, the safe side."""
    out: list[str] = []
    i = 0
    while i < len(args):
        text = args[i].text
        i += 1
        if text == "--":
            out.extend(a.text for a in args[i:])
            break
        if text in rule.value_flags:
            i += 1
            continue
        if not text.startswith("-") or text == "-":
            out.append(text)
    return out


def check_arguments(
    program: str, args: Sequence[Word], rule: ProgramRule
) -> tuple[str, str] | None:
    """(rule name, reason) when ``args`` break ``rule``, else ``None``.

    Rule names: ``dynamic-argument``, ``forbidden-option``, ``subcommand``, ``operands``,
    ``script``.
    """
    if not rule.has_rules:
        return None
    for arg in args:
        flag = _flag_problem(arg.text, rule)
        if flag is not None:
            return (
                "forbidden-option",
                f"{program}: option {flag} (in {arg.text!r}) is not allowed",
            )
    for word in args:
        if not word.literal:
            return (
                "dynamic-argument",
                f"{program}: argument {word.text!r} is built by an expansion, a glob or "
                f"braces, and {program}'s arguments are checked (write it literally)",
            )
    if rule.subcommands is not None:
        operands = [i for i, w in enumerate(args) if not w.text.startswith("-")]
        if not operands:
            return None
        index = operands[0]
        sub = args[index].text
        sub_rule = rule.subcommands.get(sub)
        if sub_rule is None:
            allowed = ", ".join(sorted(rule.subcommands))
            return ("subcommand", f"{program} {sub}: subcommand not allowed (allowed: {allowed})")
        return check_arguments(f"{program} {sub}", args[index + 1 :], sub_rule)
    if rule.operands is not None or rule.operand_prefix is not None:
        given = _operands(args, rule)
        why = _OPERAND_EFFECT.get(program, "a further one is written to or created")
        if rule.operand_prefix is not None:
            for text in given:
                if not text.startswith(rule.operand_prefix):
                    return (
                        "operands",
                        f"{program}: operand {text!r} does not start with "
                        f"{rule.operand_prefix!r} ({why})",
                    )
        if rule.operands is not None and len(given) > rule.operands:
            return ("operands", f"{program}: at most {rule.operands} operand(s) ({why})")
    if rule.script is not None:
        scripts = _script_of(args, rule.script)
        inspect = sed_problem if rule.script == "sed" else awk_problem
        for script in scripts:
            problem = inspect(script)
            if problem is not None:
                return ("script", f"{program}: {problem}")
    return None
