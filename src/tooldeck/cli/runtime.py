"""Runtime commands: ``tooldeck call`` (dry-run validation and policy on one call)."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import sys
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table
from rich.text import Text
from typer.core import TyperCommand

from tooldeck.cli._serving_options import NormaliseOption, RedactOption
from tooldeck.cli.app import DECK_HELP, app, err, fail, out, print_warnings
from tooldeck.display import clip, json_visible, shown_error, visible
from tooldeck.errors import RuntimeConfigError, ToolDeckError
from tooldeck.jsonvalue import pointer_tokens
from tooldeck.runtime.policy.approval import APPROVE_ALL, unlisted_approvals

if TYPE_CHECKING:  # the runtime and the MCP SDK (handlers) are imported by the command only
    from tooldeck.runtime import ToolResult
    from tooldeck.tool import Tool

_STYLE = {
    "success": "green",
    "empty": "green",
    "error": "red",
    "refused": "red",
    "needs_approval": "yellow",
}


def _print(result: ToolResult) -> None:
    style = _STYLE.get(result.status, "")
    line = Text()
    line.append(result.status, style=f"bold {style}")
    line.append(f"  {visible(result.tool)}  ")
    line.append(shown_error(result.summary))
    out.print(line, soft_wrap=True)
    if result.error is not None:
        out.print(
            Text(shown_error(f"{result.error.kind}: {result.error.hint}"), style="dim"),
            soft_wrap=True,
        )
        if result.error.violations:
            table = Table(title="violations", title_justify="left")
            table.add_column("pointer")
            table.add_column("keyword")
            table.add_column("message", overflow="fold")
            table.add_column("hint", overflow="fold")
            for v in result.error.violations:
                table.add_row(
                    Text(visible(v.pointer or "/")),
                    Text(visible(v.keyword)),
                    Text(visible(clip(v.message))),
                    Text(visible(clip(v.hint))),
                )
            out.print(table)
    if result.approval is not None:
        # whole, never clipped: a person cannot approve what is not shown (rebreak29 R3:
        # a payload in the middle of a long argument); unseen characters still escaped
        prompt = str(result.approval.get("prompt", ""))
        out.print(Text(f"approval: {visible(prompt, multiline=True)}"), soft_wrap=True)
    if result.decisions:
        table = Table(title="decisions", title_justify="left")
        table.add_column("layer", justify="right")
        table.add_column("check")
        table.add_column("verdict")
        table.add_column("reason", overflow="fold")
        for d in result.decisions:
            table.add_row(
                str(d.layer),
                Text(visible(d.check)),
                Text(d.verdict, style="green" if d.verdict == "allow" else "red"),
                Text(visible(clip(d.reason))),
            )
        out.print(table)
    if result.items is not None:
        items = json.dumps(result.items, ensure_ascii=False, indent=2)
        out.print(Text(visible(items, multiline=True)))
    if result.artifact is not None:  # trial38b LOW-11: only --json showed where the file is
        out.print(Text(f"artifact: {visible(result.artifact)}"), soft_wrap=True)


def _param_list(tool: Tool) -> str:
    props = tool.input_schema.get("properties")
    names = list(props) if isinstance(props, Mapping) else []
    return "its parameters: " + ", ".join(names) if names else "it takes no parameters"


def _check_params(tool: Tool, names: Collection[str], option: str) -> None:
    """Refuse parameter names the tool does not declare at any depth (a typo would check
    nothing)."""
    from tooldeck.runtime.schema_marks import schema_pointers

    known = {
        pointer_tokens(pointer)[-1]
        for pointer in schema_pointers(tool.input_schema, lambda _node: True)
        if pointer
    }
    unknown = [n for n in names if n not in known]
    if unknown:
        raise RuntimeConfigError(
            f"{option} {', '.join(repr(n) for n in unknown)}: {tool.name} has no such "
            f"parameter ({_param_list(tool)})"
        )


# ``--approve`` without a value stands for APPROVE_ALL in ``call`` (which calls one tool):
# every tool, like ``--approve '*'`` of ``serve`` and ``gateway``


def bare_approve(args: list[str], takes_value: Collection[str], wanted: int = 2) -> list[str]:
    """``args`` of ``tooldeck call`` with each ``--approve`` given no value written as
    ``--approve=*``, so that the option takes a tool name like ``serve``'s and ``gateway``'s
    (``--approve TOOL``, repeatable, ``'*'`` for all) while the older bare flag still works.

    typer (0.29, which vendors click without optional option values) cannot declare an
    option whose value may be left out, so the arguments are read first: ``--approve`` is
    bare when nothing follows it, when an option follows it, or when the word after it is
    needed as one of the ``wanted`` positional arguments (``call --approve DECK TOOL``,
    ``call DECK --approve TOOL``). ``takes_value``: the option names that take a value (their
    value is not counted as a positional argument). ``--no-approve`` (typer's old
    counterpart of the flag) drops every ``--approve`` before it, as when it was a flag.
    """
    out: list[str] = []
    maybe: list[int] = []  # positions in out of "--approve" followed by a plain word
    positional = 0
    i = 0
    while i < len(args):
        token = args[i]
        if token == "--":
            out.extend(args[i:])
            positional += len(args) - i - 1
            break
        if token == "--no-approve":
            kept = [t for t in out if t != "--approve" and not t.startswith("--approve=")]
            # a plain word after a dropped --approve stays (it is a value or a positional)
            maybe = []
            out = kept
            i += 1
            continue
        is_option = token.startswith("-") and len(token) > 1
        if token == "--approve":
            following = args[i + 1] if i + 1 < len(args) else None
            if following is None or (following.startswith("-") and len(following) > 1):
                out.append(f"--approve={APPROVE_ALL}")
            else:
                maybe.append(len(out))
                out.extend((token, following))
                positional += 1
                i += 2
                continue
        elif is_option and "=" not in token and token in takes_value and i + 1 < len(args):
            out.extend((token, args[i + 1]))
            i += 2
            continue
        else:
            out.append(token)
            positional += 0 if is_option else 1
        i += 1
    if positional <= wanted:  # each word after a bare --approve is DECK or TOOL
        for index in maybe:
            out[index] = f"--approve={APPROVE_ALL}"
    return out


class CallCommand(TyperCommand):
    """The ``call`` command: reads ``--approve`` with or without a value
    (:func:`bare_approve`) before click parses the arguments."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        takes_value = {
            name
            for param in self.params
            if getattr(param, "param_type_name", "") == "option"
            and not getattr(param, "is_flag", False)
            for name in param.opts
        }
        return super().parse_args(ctx, bare_approve(list(args), takes_value))


def arguments_text(value: str) -> str:
    """The JSON text of ``tooldeck call --args``: ``value`` itself, or with ``@FILE`` the
    file's text, with ``-`` standard input's, unchanged but for a leading byte-order mark,
    which is not content (UTF-8; at most
    ``TOOLDECK_MAX_INPUT_MIB``). Neither form is JSON (a JSON text never starts with ``@``,
    and ``-`` alone is no number), so no arguments are read two ways.

    Raises:
        ToolDeckError: ``@`` names no file; the file is missing, not a regular file, too
            large or not UTF-8.
    """
    from tooldeck.inputfile import max_input_bytes, not_utf8_message, read_bytes

    if value == "-":
        limit = max_input_bytes()
        data = sys.stdin.buffer.read(limit + 1)
        if len(data) > limit:
            raise ToolDeckError(f"--args -: standard input holds more than {limit:,} bytes")
        where = "--args -: standard input"
    elif value == "@":  # read_bytes("") says ": no such file", naming nothing
        raise ToolDeckError(
            "--args @: name the arguments file after @ (--args @args.json), or read standard "
            "input with --args -"
        )
    elif value.startswith("@"):
        path = value[1:]
        try:
            data = read_bytes(path, "arguments file", ToolDeckError)
        except ToolDeckError as exc:
            # read_bytes names the path, not the option it came from: a user with several
            # file options (--handlers file.py, --args @FILE) could not tell which one
            reason = str(exc).removeprefix(f"{path}: ")
            fix = ""
            if not os.path.lexists(path):
                fix = (
                    f" (relative paths count from the working directory, {os.getcwd()}); "
                    "give an existing file after @, the JSON text itself "
                    '(--args \'{"name": "value"}\'), or - to read standard input'
                )
            raise ToolDeckError(f"--args {value}: {reason}{fix}") from None
        where = f"--args {value}"
    else:
        return value
    try:
        # a leading byte-order mark is not content (RFC 8259 §8.1), as for deck files
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ToolDeckError(f"{where}: {not_utf8_message(data, exc)}") from None


@app.command("call", cls=CallCommand)
def call_command(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    tool: Annotated[str, typer.Argument(help="Tool name, as the model would send it.")],
    args: Annotated[
        str,
        typer.Option(
            "--args",
            "-a",
            help="The arguments as a JSON text (as sent); @FILE reads the text from a file, "
            "- from standard input (no shell quoting of long or multi-line values).",
        ),
    ] = "{}",
    handlers: Annotated[
        str | None,
        typer.Option(
            help="module:attr (or file.py:attr) holding {tool: callable} or a list of @tool "
            "functions, or a module/file whose @tool functions are the handlers (as for "
            "tooldeck serve); "
            "with it the call really runs, without it only validation and policy do — "
            "except for a py: deck, whose @tool functions are its own handlers. "
            "What the handler prints to stdout goes to stderr."
        ),
    ] = None,
    root: Annotated[
        list[Path] | None,
        typer.Option(
            help="Allowed root for path parameters (repeatable); enables the path check on "
            "the parameters whose schema format is path/file-path/directory-path, or on "
            "those named by --path-param. A tool with neither is refused (exit 2). "
            "Relative paths count from the first root, never the working directory: with "
            "--handlers the handler gets them joined to it and runs with it as its "
            "working directory."
        ),
    ] = None,
    path_param: Annotated[
        list[str] | None,
        typer.Option(
            help="Parameter name to treat as a path, matched at any depth (repeatable; "
            "with --root); a name the tool does not declare is an error."
        ),
    ] = None,
    shell_param: Annotated[
        list[str] | None,
        typer.Option(
            help="Parameter name to treat as a shell command (repeatable, matched at any "
            "depth). Parameters whose schema format is shell-command/command are always "
            "checked: one command of an allowed program (docs/runtime.md, Shell commands)."
        ),
    ] = None,
    shell_allow: Annotated[
        list[str] | None,
        typer.Option(
            help="Program a shell-command parameter may run with any arguments, on top of "
            "the default read-only tools (repeatable), e.g. make or python3. Shells and "
            "interpreters run whatever they are given: allow them only if you mean that."
        ),
    ] = None,
    shell_root: Annotated[
        Path | None,
        typer.Option(
            help="Folder the handler runs shell commands in: redirections must resolve "
            "inside it (default: the first --root; without either, targets must be "
            "relative and free of '..')."
        ),
    ] = None,
    approve: Annotated[
        list[str] | None,
        typer.Option(
            help="Approve the call of this destructive tool (repeatable; '*' for all, as "
            "for serve and gateway); a bare --approve approves the tool called. A name "
            "the deck does not list is an error (exit 2). Without approval a destructive "
            "call answers needs_approval."
        ),
    ] = None,
    redact: RedactOption = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the envelope and decisions as JSON.")
    ] = False,
    dry_run: Annotated[
        bool,
        typer.Option(
            "--dry-run",
            help="Only validate and police the call, even when a handler is known (a py: "
            "deck's @tool function or --handlers).",
        ),
    ] = False,
    normalise: NormaliseOption = None,
) -> None:
    """Validate and police one tool call; print the result envelope and every decision.

    The call runs when a handler is known: --handlers, or for a py: deck the @tool
    function that declares the tool (the module is its own handlers); otherwise, or with
    --dry-run, only validation and policy do. Shell-command parameters (schema format
    shell-command/command) are always checked; a handler's stdout is sent to stderr so
    stdout holds only the result.

    Exit code 0 when the call passes (success or empty), 1 when it is refused, fails or
    needs approval, 2 for a bad deck or option.
    """
    from tooldeck.formats import load
    from tooldeck.runtime import (
        ApprovalGate,
        CircuitBreaker,
        DuplicateGuard,
        PathPolicy,
        Policy,
        Runtime,
        ShellPolicy,
        ToolCall,
    )
    from tooldeck.runtime.policy import PATH_FORMATS

    try:
        args = arguments_text(args)
        registered: dict[str, Any] | None = None
        if deck.startswith("py:") and handlers is None:
            # a Python deck is its own handlers: the @tool functions of the same import
            from tooldeck.formats.python_source import load_python_tools

            loaded, functions = load_python_tools(deck[len("py:") :])
            registered = dict(functions) or None
        else:
            from tooldeck.cli.deck import as_served

            # a config's tools as the gateway serves them: the config's annotations hints,
            # quarantined tools left out with a note (trial40b N6: the dry run said "passes
            # policy" where the gateway asks or refuses); a search mode's tools stay callable
            loaded = as_served(load(deck), searchable=True)
        approved = bool({APPROVE_ALL, tool} & set(approve or ()))
        problem = unlisted_approvals(approve or (), loaded.deck.names)
        if problem is not None:  # as serve: a misspelt name would approve nothing, silently
            raise RuntimeConfigError(problem)
        # the order of serve's Policy.default: the path and shell checks come before the
        # approval gate, so nobody is asked to approve a call that will be refused anyway
        checks: list[Any] = [CircuitBreaker(), DuplicateGuard()]
        target = loaded.deck.get(tool)
        base: str | None = None
        if root:
            path_policy = PathPolicy(root, names=path_param or ())
            if target is not None:
                _check_params(target, path_param or (), "--path-param")
                if not path_policy.pointers(target):
                    raise RuntimeConfigError(
                        f"--root: {tool} has no parameter marked as a path (schema format "
                        f"{'/'.join(sorted(PATH_FORMATS))}), so nothing would be checked; "
                        f"name the path parameters with --path-param "
                        f"({_param_list(target)})"
                    )
            checks.append(path_policy)
            base = path_policy.base
        elif path_param:
            raise RuntimeConfigError("--path-param needs --root (the allowed directories)")
        if shell_param and target is not None:
            _check_params(target, shell_param, "--shell-param")
        # always on: parameters whose schema format is shell-command/command are checked
        # wherever they sit; --shell-param adds parameters by name
        # redirections must stay inside the folder the handler runs commands in:
        # --shell-root, else the first --root (relative targets, no '..', otherwise)
        checks.append(
            ShellPolicy(
                names=shell_param or (),
                allow=shell_allow or (),
                root=shell_root or (root[0] if root else None),
            )
        )
        checks.append(
            ApprovalGate((lambda _request: True) if approved else None, redact=redact or ())
        )
        if handlers:  # the MCP SDK comes with the serve stage: only for a real call
            from tooldeck.serve.source import load_handlers

            registered = load_handlers(handlers, loaded.deck, need=[tool])
        runtime = Runtime(loaded.deck, registered, policy=Policy(checks), normalise=normalise or ())
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(loaded.warnings, "load")
    others = [n for n in approve or () if n not in (APPROVE_ALL, tool)]
    if others and not approved:  # approved (by "*" or the tool named too): no warning
        err.print(
            Text(
                visible(
                    f"warning: --approve names {', '.join(repr(n) for n in others)}, not the "
                    f"tool called ({tool}); only --approve {tool} (or a bare --approve) "
                    "approves this call"
                )
            ),
            soft_wrap=True,
        )
    # a handler's print() must not mix with the envelope on stdout (--json is parsed).
    # With --root, relative paths count from the first root: the runtime hands the
    # handler those it checked joined to it, and the handler runs in it, so strings
    # inside untyped path values (checked, not rewritten) open from the root too.
    workdir: contextlib.AbstractContextManager[Any] = contextlib.nullcontext()
    runs = registered is not None and tool in registered and not dry_run
    if registered is not None and tool in loaded.deck and tool not in registered:
        err.print(
            Text(
                visible(
                    f"dry run: {tool} is declared in {deck} as a Tool value, not a @tool "
                    "function, so there is no handler to run; name one with --handlers"
                )
            ),
            soft_wrap=True,
        )
    if base is not None and runs:
        workdir = contextlib.chdir(base)
    with contextlib.redirect_stdout(sys.stderr), workdir:
        result = runtime.call_sync(ToolCall.from_json("cli", tool, args), dry_run=not runs)
    if registered is None and not dry_run and result.status == "success":
        # a data file, a config or an mcp: deck has no functions of its own: say why
        # nothing ran rather than leave "Dry run" unexplained
        if deck.startswith("mcp:") or loaded.format == "mcp-config":
            # a server's tool: --handlers or a py: deck is not what its user wants
            why = (
                f"dry run: call reads {deck} for its definitions only and calls no server's "
                f"tool, so {tool} was not run; to run it on its server, put the server behind "
                "`tooldeck gateway` and call it from an MCP client (docs/gateway.md)"
            )
        else:
            why = (
                f"dry run: {deck} holds definitions only, no handler to run {tool} "
                "(call starts no server); name one with --handlers, or give a py: deck"
            )
        err.print(Text(visible(why)), soft_wrap=True)
    if result.status == "needs_approval":  # say how to approve, as serve's answer does
        result = dataclasses.replace(
            result,
            summary=f"{result.summary} Approve it by running the same command with "
            f"--approve {tool}.",
        )
    if as_json:
        data = {
            "envelope": result.envelope(),
            "decisions": [d.to_json() for d in result.decisions],
        }
        sys.stdout.write(json_visible(json.dumps(data, ensure_ascii=False, indent=2)) + "\n")
    else:
        _print(result)
    if _schema_fault(result):  # the deck is at fault: one error line naming the file
        assert result.error is not None
        raise fail(ToolDeckError(f"{deck}: {result.error.message}"))
    if result.is_error:
        raise typer.Exit(code=1)


def _schema_fault(result: ToolResult) -> bool:
    """Whether the call failed because the regex engine gave up on the tool's own schema
    pattern (the runtime's ``environment`` refusal at layer 1's schema check): the fix is in
    the deck, so the CLI names the deck file and exits 2."""
    return (
        result.error is not None
        and result.error.kind == "environment"
        and any(d.check == "schema" and d.verdict == "refuse" for d in result.decisions)
    )
