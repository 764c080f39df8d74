"""The shell check (``runtime/policy/shell.py`` and its private modules): one test per
rule, each with hand-written commands and the rule a reader of POSIX.1-2017 XCU 2 and
the GNU Bash manual expects to fire (expectations written by hand, not produced by the
code). The attack corpus is driven in ``test_shell_corpus.py``."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from runtime_fixtures import small_deck
from tooldeck.runtime import Policy, Runtime, ShellPolicy, ToolCall
from tooldeck.runtime.policy import PolicyConfigError, ProgramRule, shell_refusal
from tooldeck.runtime.policy._shell_scripts import awk_problem, sed_problem
from tooldeck.runtime.policy.base import PolicyRequest
from tooldeck.tool import Deck, Tool


def _rule(command: str, **kwargs: object) -> str | None:
    found = ShellPolicy(**kwargs).refusal(command)  # type: ignore[arg-type]
    return None if found is None else found.rule


def test_shell_policy_finds_nested_commands() -> None:
    deck = small_deck(
        "run_job",
        {"job": {"type": "object", "properties": {"cmd": {"format": "shell-command"}}}},
    )
    runtime = Runtime(deck, policy=Policy([ShellPolicy()]))
    result = runtime.call_sync(ToolCall("c1", "run_job", {"job": {"cmd": "ls; id"}}), dry_run=True)
    assert result.status == "refused"
    assert result.error is not None
    # one line: the pointer, the rule, the offending part
    assert result.error.message == (
        "/job/cmd: refused by shell rule one-command: a second command 'id' (send one "
        "command per call; a pipeline into allowed programs is one command)"
    )


@pytest.mark.parametrize(
    "command",
    [
        "ls -la",
        "[ -f README.md ]",
        "test -n x",
        "date +%Y-%m-%d",
        "grep -rn 'a;b' src | sort | uniq -c | head -n 5",
        "echo $(( 6 * 7 ))",
        "ls # don't",
        'for f in *.md; do wc -l "$f"; done',
        "ls \\\n  -la",
        "git log --oneline -n 5",
        "git diff --stat -- 'src/*.py'",
        "find . -name '*.py' -type f",
        "sed -n '1,10p' README.md",
        "sed -E 's/(a|b)/x/g' f",
        "awk -F, '$3 > 100 {print $1}' data.csv",
        "jq '.items | length' data.json",
        "cat <<'EOF'\n$(not run)\nEOF",
        "wc -w <<< 'one two'",
        "ls 2>/dev/null",
        "ls > out.txt 2>&1",
        "echo $HOME",
        "",
        "# only a comment",
        "[ -f README.md ]",
        'echo "cost: 5$"',
    ],
)
def test_everyday_commands_are_allowed(command: str) -> None:
    assert ShellPolicy().refusal(command) is None


@pytest.mark.parametrize(
    ("command", "rule"),
    [
        ("ls\x1b[2J", "control-character"),
        ("ls\r\nid", "control-character"),
        ("echo \u202eid", "control-character"),
        ("ls\u200bx", "control-character"),  # zero-width space, category Cf
        ("ls；id", "look-alike"),
        ("echo ＄（id）", "look-alike"),
        ("x" * 20_000, "length"),
        ("ls 'unterminated", "parse-error"),
        ("ls |", "parse-error"),
        ("ls; id", "one-command"),
        ("ls\nid", "one-command"),
        ("ls && id", "one-command"),
        ("ls || id", "one-command"),
        ("ls & id", "one-command"),
        ("sleep 1 &", "one-command"),
        ("for f in a; do ls; wc -l; done", "one-command"),
        ("(id)", "compound"),
        ("{ id; }", "compound"),
        ("f() { id; }", "compound"),
        ("if true; then id; fi", "compound"),
        ("while true; do ls; done", "compound"),
        ("[[ -f x ]]", "compound"),
        ('[ -n "$(id)" ]', "substitution"),
        ("echo $(id)", "substitution"),
        ('echo "`id`"', "substitution"),
        ("cat <(ls)", "substitution"),
        ("ls > >(cat)", "substitution"),
        ("cat <<EOF\n$(id)\nEOF", "substitution"),
        ("cat <<EOF\n`id`\nEOF", "substitution"),
        ("cat <<< $(id)", "substitution"),
        ("X=1 ls", "environment"),
        ("LD_PRELOAD=/tmp/x.so ls", "environment"),
        ("export PATH=/tmp", "environment"),
        ("unset IFS", "environment"),
        ("x=1", "environment"),
        ("for PATH in /tmp; do ls; done", "environment"),
        ("echo ${x:-$HOME}", "expansion"),
        ('echo "${x@P}"', "expansion"),
        ("echo ${!x}", "expansion"),
        ("cat${IFS}x", "expansion"),
        ("echo $((x + 1))", "expansion"),
        ("echo $0", "expansion"),
        ("echo $'\\x3b'", "quoting"),
        ("sh -c id", "program"),
        ("python3 -c 'print(1)'", "program"),
        ("env -S 'sh -c id'", "program"),
        ("xargs rm", "program"),
        ("eval ls", "program"),
        ("source x.sh", "program"),
        ("make test", "program"),
        ("/bin/ls", "program-name"),
        ("./ls", "program-name"),
        ("'ls' -la", "program-name"),
        ("l\\s", "program-name"),
        ("$cmd x", "program-name"),
        ("l* x", "program-name"),
        ("s\\\nh -c id", "program-name"),
        ("find . -delete", "forbidden-option"),
        ("find . -exec cat {} ;", "forbidden-option"),
        ("find . -de\\\nlete", "forbidden-option"),  # bash joins backslash-newline
        ("sort -uo /etc/x a", "forbidden-option"),
        ("sort --out=/etc/x a", "forbidden-option"),  # getopt_long abbreviation
        ("sed -i 's/a/b/' f", "forbidden-option"),
        ("git -c core.pager=id log", "forbidden-option"),
        ("git log --output=/etc/x", "forbidden-option"),
        ("git diff --ext", "forbidden-option"),
        ("rg --pre sh x", "forbidden-option"),
        ("awk -f prog.awk f", "forbidden-option"),
        ("git config alias.x '!id'", "subcommand"),
        ("git st", "subcommand"),
        ("git rebase -i HEAD~2", "subcommand"),
        ("uniq in.txt /etc/out", "operands"),
        ("find . -name $x", "dynamic-argument"),
        ("find . {-,}delete", "dynamic-argument"),
        ("git show HEAD@{1}", "dynamic-argument"),
        ("sed 's/a/b/e' f", "script"),
        ("sed -n 'w /tmp/x' f", "script"),
        ("sed -ne 's/a/b/w /tmp/x' f", "script"),
        ("sed --expr='1e id' f", "script"),
        ("awk 'BEGIN{system(\"id\")}'", "script"),
        ("awk '{print | \"sh\"}' f", "script"),
        ("awk '{print > \"/tmp/x\"}' f", "script"),
        ("awk -e 'BEGIN{system(\"id\")}'", "script"),
        ("ls > /etc/x", "redirection"),
        ("ls > ../x", "redirection"),
        ("ls >> ~/.bashrc", "redirection"),
        ("ls > $HOME/x", "redirection"),
        ("ls &> /tmp/x", "redirection"),
        ("cat < /dev/tcp/192.0.2.1/80", "redirection"),
        ("echo x > .git/config", "redirection"),
        ("echo x > a/.git/hooks/post-checkout", "redirection"),
        # session 23's breaker: .git under case-folding (APFS, NTFS) and Windows' names
        ("echo x > .GIT/config", "redirection"),
        ("echo x > .Git/hooks/pre-commit", "redirection"),
        ("echo x > .git./config", "redirection"),
        ("echo x > '.git /config'", "redirection"),
        ("echo x > GIT~1/config", "redirection"),
        # ... and git's user configuration and shell start-up files: with the shell root at
        # the user's home, "printf '[diff]...external = CMD' > .gitconfig" then
        # "git diff --no-index a b" ran CMD
        ("printf '[diff]\\n\\texternal = id\\n' > .gitconfig", "redirection"),
        ("echo x >> .config/git/config", "redirection"),
        ("echo x > .Config/Git/attributes", "redirection"),
        ("echo 'id' >> .bashrc", "redirection"),
        ("echo 'id' > .profile", "redirection"),
        ("echo 'id' > .zshenv", "redirection"),
        # session 22's breaker: bash's test -v/-R evaluate an array subscript as
        # arithmetic, which ran the $(…) in it; date -s sets the clock
        ("[ -v 'a[$(id > PWNED)]' ]", "forbidden-option"),
        ("test -v 'a[$(touch X)]'", "forbidden-option"),
        ("[ -R x ]", "forbidden-option"),
        ("date -s 2020-01-01", "forbidden-option"),
        ("date --set=tomorrow", "forbidden-option"),
    ],
)
def test_each_rule_refuses_with_its_name(command: str, rule: str) -> None:
    assert _rule(command) == rule


def test_a_folder_merely_named_like_git_is_written(tmp_path: Path) -> None:
    policy = ShellPolicy(root=tmp_path)
    assert policy.refusal("echo x > github/notes.txt") is None
    assert policy.refusal("echo x > git/config") is None
    assert policy.refusal("echo x > .gitignore") is None
    assert policy.refusal("echo x > .gitattributes") is None  # names drivers, defines none
    assert policy.refusal("echo x > config/git/config") is None  # not .config
    assert policy.refusal("echo x > notes/bashrc.txt") is None
    assert _rule("echo x > .GIT/config", root=tmp_path) == "redirection"


@pytest.mark.parametrize(
    "command", ["echo x > .git/hooks/pre-commit", "echo x >> .git/config", "echo x > ./.git/config"]
)
def test_a_redirection_through_a_git_symlink_is_refused(tmp_path: Path, command: str) -> None:
    """rebreak30 N3: with ``.git -> store`` the redirection rule compared only the resolved
    ``store/config``, so ``printf '[core]\\n\\tfsmonitor = …' >> .git/config`` passed and
    the user's next ``git status`` ran it. The target as written is read too; the store
    folder's own name (``store/config``) is not git's (docs/runtime.md says so)."""
    (tmp_path / "store" / "hooks").mkdir(parents=True)
    (tmp_path / ".git").symlink_to(tmp_path / "store")
    policy = ShellPolicy(root=tmp_path)
    assert _rule(command, root=tmp_path) == "redirection"
    found = policy.refusal(command)
    assert found is not None and "writes into .git" in found.detail


def test_redirections_resolve_relative_to_the_root(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "sub").mkdir(parents=True)
    os.symlink("/etc", root / "etc_link")
    policy = ShellPolicy(root=root)
    assert policy.refusal("ls > sub/out.txt") is None
    assert policy.refusal("ls > sub/../out.txt") is None
    assert policy.refusal(f"ls > {root}/out.txt") is None  # absolute, inside
    assert policy.refusal("ls > /dev/null") is None
    found = policy.refusal("ls > etc_link/passwd")  # the symlink leaves the root
    assert found is not None and found.rule == "redirection"
    assert "/etc/passwd" in found.detail and "outside the root" in found.detail
    sibling = policy.refusal(f"ls > {tmp_path}/rootx/f")  # a sibling sharing the prefix
    assert sibling is not None and sibling.rule == "redirection"


def test_allow_by_name_lets_an_interpreter_in_but_not_input_to_it() -> None:
    policy = ShellPolicy(allow={"python3"})
    assert policy.refusal("python3 -m json.tool data.json") is None
    assert policy.refusal("python3 -c 'print(1)'") is None  # allowed by name: any args
    found = policy.refusal("python3 <<< 'import os'")
    assert found is not None and found.rule == "input-to-interpreter"
    assert policy.refusal("X=1 python3 x.py") is not None  # environment rule still holds


def test_programs_table_is_configurable() -> None:
    table = {"git": ProgramRule(subcommands={"status": ProgramRule()})}
    policy = ShellPolicy(programs=table)
    assert policy.refusal("git status") is None
    assert _rule("git log", programs=table) == "subcommand"
    assert _rule("ls", programs=table) == "program"
    assert _rule("cat x", deny={"cat"}) == "program"
    assert shell_refusal("make", allow={"make"}) is None


def test_refusal_message_says_how_to_allow() -> None:
    found = ShellPolicy().refusal("bash -c id")
    assert found is not None
    assert str(found) == (
        "rule program: 'bash' is a shell (it runs its arguments or input as commands); "
        "allow it by name if you trust it (ShellPolicy(allow={'bash'}), --shell-allow bash)"
    )


@pytest.mark.parametrize("bad", [["/bin/sh"], ["two words"], [""]])
def test_bad_allow_names_are_config_errors(bad: list[str]) -> None:
    with pytest.raises(PolicyConfigError, match="not a program name"):
        ShellPolicy(allow=bad)


def test_allow_as_a_string_is_a_config_error() -> None:
    with pytest.raises(PolicyConfigError, match="not a string"):
        ShellPolicy(allow="make")


def test_programs_values_must_be_rules() -> None:
    with pytest.raises(PolicyConfigError, match="expected ProgramRule"):
        ShellPolicy(programs={"ls": "any"})  # type: ignore[dict-item]


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        ("s/a/b/g", None),
        ("1,10p", None),
        ("/x/{p;d}", None),
        (":a;N;$!ba;s/\\n/ /g", None),
        ("1r other.txt", None),
        ("y/abc/xyz/", None),
        ("s/a/b/e", "sed s///e runs a command"),
        ("s|a|b|w out", "sed s///w writes a file"),
        ("1e id", "sed command 'e' runs a command"),
        ("$W out", "sed command 'W' writes a file"),
        ("s/a/b", "sed 's' command is not closed"),
        ("v", "sed command 'v' is not known to the policy"),
    ],
)
def test_sed_scripts(script: str, expected: str | None) -> None:
    assert sed_problem(script) == expected


@pytest.mark.parametrize(
    ("program", "expected"),
    [
        ("{print $1}", None),
        ("$3 > 100", None),
        ("/a|b/ {print}", None),
        ('{print "a|b > c"}', None),
        ("{print ($1 > 2)}", None),
        ("a || b", None),
        ('BEGIN {system("id")}', "awk system() runs a command"),
        ('{print | "sh"}', "awk pipe '|' runs a command"),
        ('{"id" | getline x}', "awk pipe '|' runs a command"),
        ('{print > "f"}', "awk print > writes a file"),
        ('{printf("%s", $1) >> "f"}', "awk printf > writes a file"),
        ('@include "x"', "awk '@' (gawk @include/@load or an indirect call)"),
        (
            "{ if (x) /#/ ; y }",
            "awk comment '#' (not skipped by the policy: write the program without one)",
        ),
        ('{print "unclosed}', "awk program: a string or regex literal is not closed"),
    ],
)
def test_awk_programs(program: str, expected: str | None) -> None:
    assert awk_problem(program) == expected


def test_parse_once_cost_is_modest() -> None:
    """A ceiling, not a speed assertion: 2,000 judgements of a 4-stage pipeline finish
    within 30 s on a loaded machine (measured ~40 µs each; docs/runtime.md)."""
    policy = ShellPolicy()
    command = "grep -rn 'import' src | cut -d: -f1 | sort -u | head -n 20"
    start = time.perf_counter()
    for _ in range(2_000):
        assert policy.refusal(command) is None
    assert time.perf_counter() - start < 30


@pytest.mark.parametrize(
    "command",
    [
        "echo $((" + "(" * 500 + "1" + ")" * 500 + "))",
        "(" * 3000 + "ls" + ")" * 3000,
        "$(" * 3000 + ")" * 3000,
        "${" * 3000,
    ],
)
def test_deep_nesting_is_refused_without_recursion_errors(command: str) -> None:
    found = ShellPolicy().refusal(command)
    assert found is not None and found.rule in {"nesting", "parse-error", "compound"}


BRANCH_WRITES = [
    "git branch -D main",  # deletes a branch (git-branch(1): -d, -D, --delete)
    "git branch --delete main",
    "git branch -dr origin/main",
    "git branch -m main gone",  # renames (-m, -M, --move)
    "git branch -f main HEAD~1",  # force-moves a branch to another commit
    "git branch newbranch",  # an operand without --list creates a branch
    "git branch --set-upstream-to=main other",  # writes .git/config
    "git branch --unset-upstream",
    "git branch --list feat",  # the same operand without --list would create
]


@pytest.mark.parametrize("command", BRANCH_WRITES)
def test_git_branch_is_allowed_only_to_list(command: str) -> None:
    """``git branch`` is in the default allowlist to list branches; each form above
    creates, deletes, renames or moves a branch or writes the repository's config
    (expected by hand from git-branch(1); each was allowed before)."""
    assert _rule(command) in {"forbidden-option", "operands"}


@pytest.mark.parametrize(
    "command",
    [
        "git branch",
        "git branch -a",
        "git branch -vv",
        "git branch --merged",
        "git branch --contains HEAD~2",
        "git branch --no-merged main",
        "git branch --sort=-committerdate",
        "git branch --show-current",
        "git branch --points-at HEAD",
    ],
)
def test_git_branch_listing_forms_stay_allowed(command: str) -> None:
    assert _rule(command) is None


@pytest.mark.parametrize(
    ("command", "allowed"),
    [
        ("tree -R -L 1 -H .", False),  # runs tree again per folder with -o 00Tree.html
        ("tree -L 2", True),
        # compiles the magic file X into X.mgc (the breaker's report; allowed before)
        ("file -C -m X", False),
        ("file --compile -m X", False),
        ("file --comp -m X", False),  # getopt_long takes an unambiguous abbreviation
        ("file -Cm X", False),
        ("file -b -m X notes.txt", True),
        ("file --mime-type notes.txt", True),
    ],
)
def test_default_programs_that_write_with_an_option(command: str, allowed: bool) -> None:
    """An option of a default program that writes files (expected by hand from tree(1)
    and file(1));
    the listing forms stay allowed."""
    assert (_rule(command) is None) is allowed
    if not allowed:
        assert _rule(command) == "forbidden-option"


@pytest.mark.parametrize(
    ("command", "allowed"),
    [
        # session 29's breaker: POSIX/GNU date set the clock from a bare operand
        # (`date [-u] MMDDhhmm[[CC]YY][.ss]`, date(1)); the rule forbade only -s/--set
        ("date 010100002030", False),
        ("date --utc 01010000", False),
        ("date -u 0101000030.59", False),
        ("date -- 010100002030", False),  # after --, an operand whatever it looks like
        ("date -I 01010000", False),  # -I takes its value attached only: an operand
        ("date +%s 01010000", False),  # the clock operand after a format
        ("date +%s +%s", False),
        ("date -ud 01010000", False),  # a cluster is not split: refused, the safe side
        ("date", True),
        ("date +%Y-%m-%d", True),
        ("date -u '+%H:%M'", True),
        ("date -d 2030-01-01 +%s", True),  # -d takes the next argument: a date to show
        ("date --date 2030-01-01", True),
        ("date -r README.md", True),
        ("date -R", True),
        # the same reading of -- for uniq IN OUT: `-out` after -- is the output file
        ("uniq -- in -out", False),
        ("uniq -- in", True),
        ("tree --output x", False),
    ],
)
def test_default_programs_that_write_with_an_operand(command: str, allowed: bool) -> None:
    """A positional form of a default program that changes state (expected by hand from
    date(1) and getopt(3): ``--`` ends the options); reading forms stay allowed."""
    assert (_rule(command) is None) is allowed, command
    if not allowed:
        assert _rule(command) in {"operands", "forbidden-option"}


def test_the_date_refusal_says_why_and_how() -> None:
    found = ShellPolicy().refusal("date 010100002030")
    assert found is not None and found.rule == "operands"
    assert "sets the system clock" in found.detail and "'+%Y-%m-%d'" in found.detail


HIDDEN_WRITES = [
    # session 29's breaker, with the shell root at a home folder: each was allowed while
    # .bashrc was refused
    ".config/fish/config.fish",  # fish's start-up file
    ".ssh/rc",  # sshd runs it at each login
    ".ssh/config",  # ProxyCommand/LocalCommand run on the next ssh
    ".ssh/authorized_keys",  # grants a login
    ".pam_environment",
    ".config/autostart/x.desktop",
    # siblings: other programs' start-up and credential files, any hidden folder
    ".vimrc",
    ".npmrc",  # script-shell, onload-script
    ".kube/config",  # exec credential plugins
    ".aws/config",  # credential_process
    ".docker/config.json",  # credential helpers
    ".gdbinit",
    ".psqlrc",  # \! runs a shell command
    ".config/systemd/user/x.service",
    ".local/share/applications/x.desktop",
    ".github/workflows/ci.yml",  # runs in CI with the repository's secrets
    "sub/.hidden/x",
    # spellings: case folding and Windows' trailing dots, ./ and a..-detour
    ".SSH/rc",
    ".ssh./rc",
    "./.ssh/rc",
    "a/../.ssh/rc",
    "SSH~1/rc",  # NTFS 8.3 short names of .ssh and .bashrc
    "BASHRC~1",
    # visible login folders of macOS and Windows homes
    "Library/LaunchAgents/x.plist",
    "AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup/x.bat",
]


@pytest.mark.parametrize("target", HIDDEN_WRITES)
# `<>` does not parse in tree-sitter-bash (refused as parse-error)
@pytest.mark.parametrize("operator", [">", ">>", ">|", "&>", "&>>", ">&", "2>"])
def test_writes_into_hidden_files_and_login_folders_are_refused(
    tmp_path: Path, target: str, operator: str
) -> None:
    """Expected by hand: each target is a file a program obeys without asking (sshd(8)
    FILES, fish(1) CONFIGURATION FILES, the XDG Autostart spec, …); no list of them is
    complete, so every hidden (dot) component is refused for writing, with or without a
    root."""
    command = f"echo x {operator} '{target}'"
    for policy in (ShellPolicy(root=tmp_path), ShellPolicy()):
        found = policy.refusal(command)
        assert found is not None and found.rule == "redirection", (command, found)


def test_a_symlink_into_a_hidden_folder_is_seen(tmp_path: Path) -> None:
    (tmp_path / ".ssh").mkdir()
    (tmp_path / "notes").symlink_to(".ssh")
    found = ShellPolicy(root=tmp_path).refusal("echo key >> notes/authorized_keys")
    assert found is not None and ".ssh/authorized_keys" in found.detail


def test_hidden_files_are_read_and_inert_ones_written(tmp_path: Path) -> None:
    policy = ShellPolicy(root=tmp_path)
    assert policy.refusal("wc -l < .ssh/config") is None  # reading: cat reads it anyway
    for name in (".gitignore", ".gitattributes", ".dockerignore", "notes.txt", "./out.txt"):
        assert policy.refusal(f"echo x >> {name}") is None, name
    assert policy.refusal("echo x >> .ssh/.gitignore") is not None  # the folder is hidden


# --- rebreak29 R1: every reference form the validator follows -------------------------------
SHELL = {"type": "string", "format": "shell-command"}
ROUTED: dict[str, dict[str, Any]] = {
    "anchor": {"properties": {"cmd": {"$ref": "#c"}}, "$defs": {"c": {"$anchor": "c", **SHELL}}},
    "percent-encoded": {"properties": {"cmd": {"$ref": "#/$defs/a%20b"}}, "$defs": {"a b": SHELL}},
    "dynamicRef": {
        "properties": {"cmd": {"$dynamicRef": "#c"}},
        "$defs": {"c": {"$dynamicAnchor": "c", **SHELL}},
    },
    "$id-relative": {
        "$id": "https://tooldeck.test/tool.json",
        "properties": {"cmd": {"$ref": "defs.json#/c"}},
        "$defs": {"d": {"$id": "defs.json", "c": SHELL}},
    },
    # not a reference: JSON Schema format names are case-sensitive, so the validator does
    # not know this spelling, but its author meant a shell command (over-read, not skipped)
    "format spelled Shell-Command": {
        "properties": {"cmd": {"type": "string", "format": "Shell-Command"}}
    },
    "draft-07 items array": {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "properties": {"cmd": {"type": "array", "items": [SHELL]}},
    },
}


@pytest.mark.parametrize("form", sorted(ROUTED))
def test_a_shell_command_reached_through_any_reference_form_is_checked(form: str) -> None:
    """rebreak29 R1: ``id; touch FILE`` passed the shell check when ``cmd`` reached its
    ``format: shell-command`` schema through an ``$anchor``, a ``$dynamicRef`` or a
    percent-encoded pointer (and a draft-07 ``items`` array); the validator (jsonschema-rs)
    applies the marked schema to ``cmd`` in each."""
    schema = ROUTED[form]
    deck = Deck([Tool(name="run", input_schema={"type": "object", **schema})])
    runtime = Runtime(deck, {"run": lambda **kw: "ran"}, policy=Policy([ShellPolicy()]))
    value: Any = ["id; touch x"] if form == "draft-07 items array" else "id; touch x"
    result = runtime.call_sync(ToolCall("c1", "run", {"cmd": value}))
    assert result.status == "refused", result
    assert result.error is not None and result.error.kind == "invalid_arguments"
    assert "refused by shell rule one-command" in result.error.message


def test_a_value_behind_an_unresolvable_reference_is_refused_not_skipped() -> None:
    """Fail closed: where the check cannot resolve a reference on the way to a value, the
    call is refused naming the field. A :class:`Tool` already refuses such a schema (its
    validator must compile), so the schema is put on the request directly: this is the
    check's own guard, for a schema jsonschema-rs compiles but its registry cannot
    resolve."""
    tool = Tool(name="run", input_schema={"type": "object", "properties": {"cmd": SHELL}})
    broken = {"type": "object", "properties": {"cmd": {"$ref": "#/$defs/gone"}}}
    object.__setattr__(tool, "input_schema", broken)
    check = ShellPolicy()
    assert check.applies(tool)
    request = PolicyRequest(ToolCall("c1", "run", {"cmd": "ls"}), tool, {"cmd": "ls"})
    result = check.check(request)
    assert result.decision.verdict == "refuse"
    assert result.error is not None and result.error.kind == "invalid_arguments"
    assert result.error.message.startswith("/cmd: $ref '#/$defs/gone' cannot be resolved")
    assert "the shell check cannot tell whether this value is marked" in result.error.message


def _chain(hops: int) -> dict[str, Any]:
    """``cmd`` reaches its shell-command schema through ``hops`` chained ``$ref``s."""
    defs: dict[str, Any] = {f"a{i}": {"$ref": f"#/$defs/a{i + 1}"} for i in range(hops)}
    defs[f"a{hops}"] = SHELL
    return {"type": "object", "properties": {"cmd": {"$ref": "#/$defs/a0"}}, "$defs": defs}


def test_a_long_reference_chain_is_followed_and_a_too_long_one_refused() -> None:
    """A 16-hop limit let a chain of 17 ``$ref``s (which the validator follows) past the
    check; now every chain is followed, and past the walk's depth (192 levels) the call
    is refused naming the field rather than passed unchecked."""
    for hops, expected in ((17, "refused by shell rule one-command"), (200, "more than 192")):
        deck = Deck([Tool(name="run", input_schema=_chain(hops))])
        runtime = Runtime(deck, {"run": lambda **kw: "ran"}, policy=Policy([ShellPolicy()]))
        result = runtime.call_sync(ToolCall("c1", "run", {"cmd": "id; touch x"}))
        assert result.status == "refused" and result.error is not None, hops
        assert result.error.message.startswith("/cmd: ") and expected in result.error.message
    deck = Deck([Tool(name="run", input_schema=_chain(17))])
    runtime = Runtime(deck, {"run": lambda **kw: "ran"}, policy=Policy([ShellPolicy()]))
    assert runtime.call_sync(ToolCall("c2", "run", {"cmd": "ls"})).status == "success"
