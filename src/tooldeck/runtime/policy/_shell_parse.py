"""Parse a shell command with tree-sitter-bash and judge it against the program table.

One parse per command; the syntax tree is walked once. Every node type the walk does
not know is refused, so a construct added to the grammar later is refused until it is
reviewed. Sources: POSIX.1-2017 XCU 2 (Shell Command Language: quoting §2.2, expansions
§2.6, redirection §2.7, here-documents §2.7.4) and the GNU Bash Reference Manual
(§3.5.3 parameter expansion, ``${x@P}``; §3.2.5 lists; §3.4 parameters).
"""

from __future__ import annotations

import itertools
import os
import re
import threading
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

import tree_sitter
import tree_sitter_bash

from tooldeck.runtime.policy._invisible import first_invisible
from tooldeck.runtime.policy._shell_rules import (
    ProgramRule,
    Word,
    check_arguments,
    executor_kind,
)
from tooldeck.runtime.policy.paths import names_git_folder, written_below_root

__all__ = ["MAX_COMMAND_CHARS", "MAX_NESTING", "Refusal", "ShellJudge"]

MAX_COMMAND_CHARS = 16_384
"""Longer commands are refused (bounded work; a reviewer cannot read them either)."""

MAX_NESTING = 64
"""Deeper syntax (nested strings, loops, arithmetic) is refused: bounded recursion."""

Node = tree_sitter.Node


class Refusal(NamedTuple):
    """Why a command is refused: the rule's name and one line naming the offending part."""

    rule: str
    detail: str

    def __str__(self) -> str:
        return f"rule {self.rule}: {self.detail}"


class _Refused(Exception):
    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(detail)
        self.refusal = Refusal(rule, detail)


_LANGUAGE = tree_sitter.Language(tree_sitter_bash.language())
_LOCAL = threading.local()

_META = set(";|&<>()$`\\\"' \t{}*?[]!#~=")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_LOOP_VAR = re.compile(r"[a-z_][a-z0-9_]*\Z")
_SINKS = frozenset({"/dev/null", "/dev/stdout", "/dev/stderr"})
_SUBSTITUTIONS = {
    "command_substitution": "command substitution",
    "process_substitution": "process substitution",
}
_COMPOUND = {
    "subshell": "a subshell ( … )",
    "compound_statement": "a command group { …; }",
    "function_definition": "a function definition",
    "if_statement": "an if statement",
    "while_statement": "a while/until loop",
    "case_statement": "a case statement",
    "c_style_for_statement": "an arithmetic for loop",
    "test_command": "a [[ … ]] test (it evaluates arithmetic)",
    "negated_command": "a negated command '!'",
}
_ENVIRONMENT = {
    "variable_assignment": "a variable assignment",
    "variable_assignments": "variable assignments",
    "declaration_command": "a declaration (export/declare/local/readonly/typeset)",
    "unset_command": "unset",
}
_ARITH_OK = {"number", "binary_expression", "unary_expression", "parenthesized_expression"}


def _parser() -> tree_sitter.Parser:
    parser: tree_sitter.Parser | None = getattr(_LOCAL, "parser", None)
    if parser is None:
        parser = tree_sitter.Parser(_LANGUAGE)
        _LOCAL.parser = parser
    return parser


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", "replace")


def _short(text: str, limit: int = 60) -> str:
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return repr(text)


def character_problem(command: str) -> Refusal | None:
    """Control characters (C0 but TAB/LF, DEL, C1, Unicode format characters such as
    bidi overrides — CVE-2021-42574; ZWNJ/ZWJ and tags pass only where Unicode joins
    with them, :mod:`._invisible`) and non-ASCII look-alikes of shell syntax (NFKC,
    Unicode UAX #15: ``；｜＆``)."""
    if len(command) > MAX_COMMAND_CHARS:
        return Refusal("length", f"{len(command)} characters (limit {MAX_COMMAND_CHARS})")
    hidden = None if command.isascii() else first_invisible(command)
    for index, ch in enumerate(command):
        code = ord(ch)
        if code < 0x80:
            if (code < 0x20 and ch not in "\t\n") or code == 0x7F:
                return Refusal(
                    "control-character", f"U+{code:04X} at character {index} (not shown)"
                )
            continue
        if index == hidden:  # ZWNJ/ZWJ and tags pass where Unicode joins with them
            return Refusal("control-character", f"U+{code:04X} at character {index}")
        folded = unicodedata.normalize("NFKC", ch)
        if any(c in _META for c in folded):
            return Refusal(
                "look-alike",
                f"U+{code:04X} {ch!r} at character {index} looks like shell syntax {folded!r}",
            )
    return None


def _first_error(node: Node) -> Node | None:
    """The first ERROR or MISSING node, depth first (iterative: error trees can be
    thousands of levels deep)."""
    stack = [node]
    while stack:
        current = stack.pop()
        if current.is_error or current.is_missing:
            return current
        stack.extend(
            reversed([c for c in current.children if c.has_error or c.is_missing or c.is_error])
        )
    return None


def _unescape_unquoted(raw: str) -> tuple[str, bool]:
    """Quote removal for an unquoted word; the flag is False when an unescaped glob,
    brace or leading tilde makes the shell change it."""
    out: list[str] = []
    literal = not raw.startswith("~")
    i = 0
    while i < len(raw):
        ch = raw[i]
        if ch == "\\":
            if i + 1 < len(raw) and raw[i + 1] != "\n":
                out.append(raw[i + 1])
            i += 2
            continue
        if ch in "*?[{}":
            literal = False
        out.append(ch)
        i += 1
    return "".join(out), literal


def _unescape_double(raw: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(raw):
        ch = raw[i]
        if ch == "\\" and i + 1 < len(raw) and raw[i + 1] in '$`"\\\n':
            if raw[i + 1] != "\n":
                out.append(raw[i + 1])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


@dataclass(frozen=True)
class ShellJudge:
    """Judges commands: the program table, the root redirections are confined to, and
    the hint that says how to allow a program."""

    programs: Mapping[str, ProgramRule]
    root: str | None
    allow_hint: Callable[[str], str]

    def judge(self, command: str) -> Refusal | None:
        """The first rule ``command`` breaks, or ``None`` when it may run."""
        problem = character_problem(command)
        if problem is not None:
            return problem
        source = command.encode("utf-8")
        tree = _parser().parse(source)
        root = tree.root_node
        if root.has_error:
            bad = _first_error(root) or root
            what = f"missing {bad.type!r}" if bad.is_missing else f"near {_short(_text(bad))}"
            return Refusal("parse-error", f"the command does not parse as one shell line ({what})")
        try:
            _Walker(self, source)._program(root)
        except _Refused as exc:
            return exc.refusal
        return None


class _Walker:
    """One walk over one command's syntax tree."""

    def __init__(self, judge: ShellJudge, source: bytes) -> None:
        self.programs = judge.programs
        self.root = judge.root
        self.allow_hint = judge.allow_hint
        self.source = source
        self.depth = 0

    def _enter(self, node: Node) -> None:
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise _Refused("nesting", f"syntax nested deeper than {MAX_NESTING} levels")

    # statements -------------------------------------------------------------------
    def _program(self, node: Node) -> None:
        statements = [c for c in node.named_children if c.type != "comment"]
        for child in node.children:
            if not child.is_named and child.type != ";":
                raise _Refused("one-command", f"{child.type!r} runs a command in the background")
        if len(statements) > 1:
            raise _Refused(
                "one-command",
                f"a second command {_short(_text(statements[1]))} (send one command per call; "
                "a pipeline into allowed programs is one command)",
            )
        for statement in statements:
            self._statement(statement)

    def _statement(self, node: Node) -> None:
        self._enter(node)
        try:
            return self._statement_inner(node)
        finally:
            self.depth -= 1

    def _statement_inner(self, node: Node) -> None:
        kind = node.type
        if kind == "command":
            self._command(node, [])
        elif kind == "pipeline":
            for child in node.children:
                if child.is_named:
                    self._statement(child)
                elif child.type not in ("|", "|&"):
                    raise _Refused("one-command", f"{child.type!r} in a pipeline")
        elif kind == "redirected_statement":
            self._redirected(node)
        elif kind == "for_statement":
            self._for(node)
        elif kind == "list":
            raise _Refused("one-command", f"{_short(_text(node))} chains commands with && or ||")
        elif kind == "test_command" and node.children and node.children[0].type == "[":
            self._single_bracket_test(node)
        elif kind in _COMPOUND:
            raise _Refused("compound", f"{_COMPOUND[kind]}: {_short(_text(node))}")
        elif kind in _ENVIRONMENT:
            raise _Refused("environment", f"{_ENVIRONMENT[kind]}: {_short(_text(node))}")
        elif kind in _SUBSTITUTIONS:
            raise _Refused("substitution", f"{_SUBSTITUTIONS[kind]} {_short(_text(node))}")
        else:
            raise _Refused("syntax", f"{kind} {_short(_text(node))} is not supported")

    def _single_bracket_test(self, node: Node) -> None:
        """``[ … ]`` is the ``test`` program (POSIX: its operands are strings and
        integers, not evaluated as arithmetic); its operands are checked as words."""
        if "[" not in self.programs:
            raise _Refused("program", f"'[' is {executor_kind('[')}; {self.allow_hint('[')}")
        rule = self.programs["["]
        stack = list(node.named_children)
        while stack:
            child = stack.pop()
            if child.type in ("unary_expression", "binary_expression", "parenthesized_expression"):
                stack.extend(child.named_children)
            elif child.type == "test_operator":
                # the program's rule reads its operators too: bash's -v/-R evaluate an
                # array subscript as arithmetic, which runs a $(…) in it (session 22)
                problem = check_arguments("[", [Word(_text(child), True)], rule)
                if problem is not None:
                    raise _Refused(*problem)
            else:
                self._word(child)

    def _redirected(self, node: Node) -> None:
        kinds = ("file_redirect", "herestring_redirect", "heredoc_redirect")
        redirects = [c for c in node.named_children if c.type in kinds]
        others = [c for c in node.named_children if c.type not in kinds]
        for child in node.children:
            if not child.is_named:
                raise _Refused("one-command", f"{child.type!r} in {_short(_text(node))}")
        if len(others) > 1:
            raise _Refused("syntax", f"{_short(_text(node))} is not supported")
        body = others[0] if others else None
        heredoc = any(r.type in ("heredoc_redirect", "herestring_redirect") for r in redirects)
        if body is not None and body.type == "command":
            self._command(body, redirects)
            return
        if heredoc:
            raise _Refused("syntax", "a here-document on a compound command")
        if body is not None:
            self._statement(body)
        for redirect in redirects:
            self._redirect(redirect)

    def _for(self, node: Node) -> None:
        variable = node.child_by_field_name("variable")
        name = _text(variable) if variable is not None else ""
        if not _LOOP_VAR.match(name):
            raise _Refused(
                "environment",
                f"loop variable {name!r} (use a lowercase name; upper-case names such as "
                "PATH or IFS change what the shell runs)",
            )
        body = node.child_by_field_name("body")
        for child in node.children_by_field_name("value"):
            self._word(child)
        if body is None or body.type != "do_group":
            raise _Refused("compound", f"for loop body {_short(_text(node))}")
        inner = [c for c in body.named_children if c.type != "comment"]
        if len(inner) != 1:
            raise _Refused("one-command", "a for loop's body must be one command")
        for child in body.children:
            if not child.is_named and child.type not in ("do", "done", ";"):
                raise _Refused("one-command", f"{child.type!r} in a for loop's body")
        self._statement(inner[0])

    # one command -----------------------------------------------------------------
    def _command(self, node: Node, outer_redirects: list[Node]) -> None:
        parts: list[Node] = []
        redirects = list(outer_redirects)
        for child in node.children:
            kind = child.type
            if kind in _ENVIRONMENT:
                raise _Refused(
                    "environment",
                    f"{_short(_text(child))} changes the environment a program trusts",
                )
            if kind in ("file_redirect", "herestring_redirect", "heredoc_redirect"):
                redirects.append(child)
            elif kind == "command_name":
                parts.extend(child.named_children)
            elif child.is_named:
                parts.append(child)
            else:
                raise _Refused("syntax", f"{kind!r} in {_short(_text(node))} is not supported")
        words = self._merged_words(parts)
        if not words:
            raise _Refused("syntax", f"no program in {_short(_text(node))}")
        name_word, single_name = words[0]
        name = name_word.text
        first = parts[0]
        if not single_name or first.type != "word" or not name_word.literal or "\\" in _text(first):
            raise _Refused(
                "program-name",
                f"{_short(_text(first))}: the program must be a plain word (no quotes, "
                "escapes, expansions or globs)",
            )
        if "/" in name:
            raise _Refused("program-name", f"{name!r}: give the program by name, not by path")
        rule = self.programs.get(name)
        if rule is None:
            raise _Refused(
                "program",
                f"{name!r} is {executor_kind(name)}; {self.allow_hint(name)}",
            )
        for redirect in redirects:
            if redirect.type != "file_redirect" and name in _STDIN_RUNNERS:
                raise _Refused(
                    "input-to-interpreter",
                    f"a here-document or here-string feeds {name!r}, which runs its input",
                )
            self._redirect(redirect)
        problem = check_arguments(name, [w for w, _ in words[1:]], rule)
        if problem is not None:
            raise _Refused(*problem)

    def _merged_words(self, parts: list[Node]) -> list[tuple[Word, bool]]:
        """Arguments as the shell splits them: nodes that touch, or that only a
        backslash-newline separates, are one word (tree-sitter splits ``a\\<newline>b``,
        the shell joins it)."""
        words: list[tuple[Word, bool]] = []
        previous: Node | None = None
        for part in parts:
            word = self._word(part)
            if previous is not None:
                between = self.source[previous.end_byte : part.start_byte]
                if re.fullmatch(rb"(\\\n)*", between):
                    last, _ = words[-1]
                    words[-1] = (
                        Word(last.text + word.text, last.literal and word.literal),
                        False,
                    )
                    previous = part
                    continue
            words.append((word, True))
            previous = part
        return words

    # words -----------------------------------------------------------------------
    def _word(self, node: Node) -> Word:
        self._enter(node)
        try:
            return self._word_inner(node)
        finally:
            self.depth -= 1

    def _word_inner(self, node: Node) -> Word:
        kind = node.type
        if kind in ("word", "number"):
            text, literal = _unescape_unquoted(_text(node))
            return Word(text, literal)
        if kind == "raw_string":
            return Word(_text(node)[1:-1])
        if kind == "string":
            pieces: list[str] = []
            literal = True
            for child in node.children[1:-1]:
                if not child.is_named:
                    # a lone '$' is literal; any other bare token is not understood here
                    pieces.append(child.type)
                    literal = literal and child.type == "$"
                elif child.type == "string_content":
                    pieces.append(_unescape_double(_text(child)))
                else:
                    inner = self._word(child)
                    pieces.append(inner.text)
                    literal = literal and inner.literal
            return Word("".join(pieces), literal)
        if kind == "concatenation":
            parts = [self._word(child) for child in node.children]
            return Word("".join(p.text for p in parts), all(p.literal for p in parts))
        if kind in ("simple_expansion", "expansion"):
            self._expansion(node)
            return Word(_text(node), False)
        if kind == "arithmetic_expansion":
            self._arithmetic(node)
            return Word(_text(node), False)
        if kind in _SUBSTITUTIONS:
            raise _Refused("substitution", f"{_SUBSTITUTIONS[kind]} {_short(_text(node))}")
        if kind == "ansi_c_string":
            raise _Refused(
                "quoting", f"ANSI-C quoting {_short(_text(node))} can spell any character"
            )
        if kind == "brace_expression":
            return Word(_text(node), False)
        if not node.is_named and kind in ("{", "}", "[", "]"):
            return Word(kind, False)
        raise _Refused("syntax", f"{kind} {_short(_text(node))} is not supported")

    def _expansion(self, node: Node) -> None:
        named = node.named_children
        anonymous = [c.type for c in node.children if not c.is_named]
        simple = anonymous in (["$"], ["${", "}"])
        name = _text(named[0]) if len(named) == 1 and named[0].type == "variable_name" else ""
        if not simple or not _IDENT.match(name):
            raise _Refused(
                "expansion",
                f"{_short(_text(node))}: only $name and ${{name}} are allowed (operators such "
                "as :- := @P and special parameters are refused)",
            )
        if name == "IFS":
            raise _Refused("expansion", f"{_text(node)} changes how the shell splits words")

    def _arithmetic(self, node: Node) -> None:
        self._enter(node)
        try:
            return self._arithmetic_inner(node)
        finally:
            self.depth -= 1

    def _arithmetic_inner(self, node: Node) -> None:
        for child in node.named_children:
            if child.type not in _ARITH_OK:
                if child.type in _SUBSTITUTIONS:
                    raise _Refused(
                        "substitution", f"{_SUBSTITUTIONS[child.type]} {_short(_text(child))}"
                    )
                raise _Refused(
                    "expansion",
                    f"{_short(_text(node))}: arithmetic only on numbers (variables are "
                    "evaluated as expressions and can run commands)",
                )
            self._arithmetic(child)

    # redirections ------------------------------------------------------------------
    def _redirect(self, node: Node) -> None:
        kind = node.type
        if kind == "herestring_redirect":
            for child in node.named_children:
                self._word(child)
            return
        if kind == "heredoc_redirect":
            self._heredoc(node)
            return
        if kind != "file_redirect":
            raise _Refused("syntax", f"{kind} {_short(_text(node))} is not supported")
        operator = next((c.type for c in node.children if not c.is_named), "")
        target = node.child_by_field_name("destination")
        targets = [c for c in node.named_children if c.type != "file_descriptor"]
        if operator in (">&-", "<&-") and not targets:
            return
        if target is None and targets:
            target = targets[-1]
        if target is None or len(targets) != 1:
            raise _Refused("redirection", f"{_short(_text(node))} has no single target")
        if operator in (">&", "<&") and target.type == "number":
            return
        word = self._word(target)
        if not word.literal:
            raise _Refused(
                "redirection",
                f"{_short(_text(node))}: the target must be written literally (no ~, $, globs)",
            )
        problem = self._target_problem(word.text, writes=operator not in _READ_OPERATORS)
        if problem is not None:
            raise _Refused("redirection", f"{_short(_text(node))}: {problem}")

    def _heredoc(self, node: Node) -> None:
        start = next((c for c in node.children if c.type == "heredoc_start"), None)
        quoted = start is not None and any(q in _text(start) for q in "'\"\\")
        end = next((c for c in node.children if c.type == "heredoc_end"), None)
        body_from = start.end_byte if start is not None else node.start_byte
        body_to = end.start_byte if end is not None else node.end_byte
        for child in node.children:
            if child.type in ("pipeline", "list", "command", "redirected_statement"):
                self._statement(child)
                body_from = max(body_from, child.end_byte)
            elif not child.is_named and child.type not in ("<<", "<<-"):
                raise _Refused("one-command", f"{child.type!r} after a here-document")
        if quoted:
            return
        base = node.start_byte
        body = ((node.text or b"")[body_from - base : body_to - base]).decode("utf-8", "replace")
        for match in re.finditer(r"`|\$\(|\$\[|\$\{[^}]*\}?", body):
            token = match.group()
            if token.startswith("${") and _IDENT.match(token[2:-1]) and token.endswith("}"):
                continue
            raise _Refused(
                "substitution",
                f"{token!r} in an unquoted here-document (quote the delimiter: <<'EOF')",
            )

    def _target_problem(self, target: str, *, writes: bool = True) -> str | None:
        if target in _SINKS:
            return None
        if not target:
            return "empty target"
        if self.root is None:
            parts = target.split("/")
            if target.startswith("/") or ".." in parts:
                return "outside the working folder (no root is configured)"
        else:
            root = os.path.realpath(self.root)
            full = os.path.realpath(os.path.join(root, target))
            if full != root and not full.startswith(root.rstrip("/") + "/"):
                return f"resolves to {full}, outside the root {root}"
            parts = os.path.relpath(full, root).split(os.sep)
            # as written too: with .git -> store, "> .git/config" resolves to store/config
            written = written_below_root(target, [root, self.root]) or []
            if any(names_git_folder(part) for part in written):
                parts = written
        if any(names_git_folder(part) for part in parts):
            return "writes into .git (its config and hooks run commands)"
        trusted = _trusted_config(parts)
        if trusted is not None:
            return trusted
        return _hidden_problem(parts) if writes else None


_READ_OPERATORS = frozenset({"<", "<&"})
"""Redirection operators that only read their target; every other one (``>``, ``>>``,
``>|``, ``&>``, ``&>>``, ``<>``, ``>&``) opens it for writing."""

_INERT_HIDDEN = frozenset(
    {".gitignore", ".gitattributes", ".dockerignore", ".npmignore", ".prettierignore",
     ".eslintignore"}
)  # fmt: skip
"""Dot-files a project keeps that list names and run nothing (``.gitattributes`` names
drivers that only git's configuration, refused above, defines): writable."""

_PERSISTENCE = (("library", "launchagents"), ("library", "launchdaemons"), ("appdata",))
"""Visible folders of a home whose files run at login or configure programs: macOS
``~/Library/LaunchAgents`` (and ``LaunchDaemons``) property lists, Windows' ``AppData``
(its Roaming Start Menu holds the Startup folder) — for a shell root at the user's home."""


_SHORT_NAME = re.compile(r"^[^.~]{1,6}~[0-9]+(?:\.[^.]{0,3})?$")
"""A Windows 8.3 short name (``SSH~1``, ``CONFIG~1.FIS``): NTFS makes one for a long or
dotted name, so on such a file system it opens ``.ssh`` without a dot in sight."""


def _hidden_problem(parts: list[str]) -> str | None:
    """Why writing the redirection target whose path components (under the root) are
    ``parts`` is refused for its place, or None: a hidden (dot) file or folder anywhere
    in it, or a login folder (:data:`_PERSISTENCE`). Dot-files are where programs keep
    what they obey without asking: shell and editor start-up files (``.bashrc``,
    ``.config/fish/config.fish``, ``.vimrc``), login and key files (``.ssh/rc``,
    ``.ssh/authorized_keys``, ``.ssh/config``'s ``ProxyCommand``, ``.pam_environment``),
    tool configuration that runs commands (``.npmrc``, ``.kube/config`` exec plugins,
    ``.aws/config`` ``credential_process``, ``.docker/config.json`` helpers,
    ``.gdbinit``, ``.psqlrc``), desktop autostart (``.config/autostart``), user services
    (``.config/systemd/user``) and CI definitions (``.github/workflows``). No list of
    them is complete, so the whole class is refused (session 29's breaker wrote
    ``config.fish``, ``.ssh/rc``, ``.ssh/config`` and ``authorized_keys`` where
    ``.bashrc`` was refused), except the inert ignore and attribute files
    (:data:`_INERT_HIDDEN`) as the last component. Compared as :func:`names_git_folder`
    compares (case folded, trailing dots and spaces stripped)."""
    shown = "/".join(parts)
    for index, part in enumerate(parts):
        if part in (".", ".."):
            continue
        folded = part.rstrip(". ").casefold() if part.rstrip(". ") else part.casefold()
        if _SHORT_NAME.search(folded):
            return (
                f"writes through a Windows 8.3 short name ({part} in {shown}): it may stand "
                "for a hidden file or folder (SSH~1 for .ssh); write the long name"
            )
        if not folded.startswith("."):
            continue
        if index == len(parts) - 1 and folded in _INERT_HIDDEN:
            continue
        return (
            f"writes into a hidden file or folder ({shown}): dot-files hold the start-up "
            "scripts, keys and configuration other programs obey (shell and editor rc "
            "files, .ssh/, .config/, CI definitions); write to a visible name"
        )
    names = [part.casefold() for part in parts]
    for place in _PERSISTENCE:
        for start in range(len(names) - len(place) + 1):
            if tuple(names[start : start + len(place)]) == place:
                return (
                    f"writes into {'/'.join(parts[start : start + len(place)])} ({shown}): "
                    "its files run at login or configure the user's programs"
                )
    return None


_GIT_USER_CONFIG = frozenset({".gitconfig"})
"""The name of git's user configuration file (``~/.gitconfig``, git-config(1)), whose
``diff.external``, ``core.pager`` and ``core.fsmonitor`` run commands on a later ``git diff``
or ``git status`` (with ``--no-index`` no repository is needed). A ``.gitattributes`` only
names drivers such a file defines, so writing it is allowed."""

_STARTUP_FILES = frozenset(
    {
        ".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile", ".zshrc",
        ".zshenv", ".zprofile", ".zlogin", ".zlogout", ".kshrc", ".mkshrc", ".cshrc",
        ".tcshrc", ".login", ".inputrc", ".envrc",
    }
)  # fmt: skip
"""Shell start-up files (bash(1) INVOCATION, zsh(1) STARTUP/SHUTDOWN FILES, direnv's
``.envrc``): what is written there runs in the user's next shell."""


def _trusted_config(parts: list[str]) -> str | None:
    """Why a redirection target (its path components under the root) is a file whose
    contents later run commands — git's configuration outside ``.git`` (``.gitconfig``,
    ``.config/git/…``) or a shell start-up file — or None. Compared case-insensitively
    (see :func:`names_git_folder`). Session 23's breaker: with the shell root at the
    user's home, ``printf '[diff]\n\texternal = …' > .gitconfig`` then ``git diff
    --no-index a b`` ran the command."""
    folded = [part.rstrip(". ").casefold() for part in parts]
    name = folded[-1] if folded else ""
    if name in _GIT_USER_CONFIG or any(
        a == ".config" and b == "git" for a, b in itertools.pairwise(folded)
    ):
        return f"writes git's configuration ({'/'.join(parts)}: its drivers and pager run commands)"
    if name in _STARTUP_FILES:
        return f"writes a shell start-up file ({'/'.join(parts)}: it runs in the next shell)"
    return None


_STDIN_RUNNERS = frozenset(
    [
        "sh",
        "bash",
        "zsh",
        "dash",
        "ksh",
        "mksh",
        "fish",
        "ash",
        "csh",
        "tcsh",
        "busybox",
        "python",
        "python2",
        "python3",
        "perl",
        "ruby",
        "node",
        "nodejs",
        "php",
        "lua",
        "tclsh",
        "expect",
        "sqlite3",
        "gdb",
        "ed",
        "ex",
        "vi",
        "vim",
    ]
)
