"""The typer application and what every command module shares.

Command modules (:mod:`tooldeck.cli.deck`, :mod:`tooldeck.cli.bfcl`, one per stage) import
:data:`app` from here and register their commands on it; :mod:`tooldeck.cli` imports them
all. Input and usage errors (:class:`~tooldeck.errors.ToolDeckError`) print one message on
stderr and exit with code 2; nothing is written when the input is invalid.
"""

from __future__ import annotations

import errno
import os
import re
import sys
import warnings
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, TextIO

import typer
from rich.console import Console, ConsoleOptions, RenderableType
from rich.markup import escape
from rich.segment import Segment
from typer.core import TyperGroup

from tooldeck._version import __version__
from tooldeck.display import shown_error, terminal_safe, visible
from tooldeck.errors import ToolDeckError
from tooldeck.formats.base import ConversionWarning, LoadResult, NotModelled, ServedDiffers
from tooldeck.formats.sources import DECK_FILE_NAMES

__all__ = [
    "DECK_HELP",
    "PlainErrorsGroup",
    "SafeConsole",
    "app",
    "counted",
    "err",
    "fail",
    "out",
    "print_warnings",
    "verbose",
]

_PYDANTIC_PREFIX = re.compile(r"^(?:Value error|Assertion failed), ")
_NOT_ONE_OF = re.compile(r"^(?P<value>.+) is not one of (?P<choices>'[^']*'(?:, '[^']*')*)\.$")


def plain_parameter_message(message: str) -> str:
    """An option's error as a person reads it: typer (≥ 0.25) validates option values with
    pydantic, which prefixes a validator's message with ``"Value error, "``; that prefix
    is dropped, and a choice list loses its quotes: ``'eror' is not one of info, warning,
    error``."""
    message = _PYDANTIC_PREFIX.sub("", message)
    match = _NOT_ONE_OF.match(message)
    if match:
        choices = match.group("choices").replace("'", "")
        return f"{match.group('value')} is not one of {choices}"
    return message


class PlainErrorsGroup(TyperGroup):
    """The command group of every ``tooldeck`` (sub)app: a bad option value is reported
    with :func:`plain_parameter_message` (click still writes ``Invalid value for
    '--fail-on': …`` around it, and exits 2)."""

    def invoke(self, ctx: Any) -> Any:  # typer's vendored click Context
        try:
            return super().invoke(ctx)
        except typer.BadParameter as exc:  # typer's own (it vendors click)
            exc.message = plain_parameter_message(exc.message)
            raise
        except OSError as exc:
            # a path the system refuses to look up (longer than NAME_MAX/PATH_MAX): every
            # command probes its arguments as paths in many places (a deck, py:FILE, a
            # config beside it); one line here instead of a traceback from each probe
            if exc.errno != errno.ENAMETOOLONG:
                raise
            name = str(exc.filename or "")
            err.print(
                f"[bold red]error:[/] a file name of {len(name):,} characters is longer than "
                "the system allows (File name too long); give a shorter path",
                highlight=False,
                soft_wrap=True,
            )
            raise typer.Exit(code=2) from None


def one_line_usage_error(exc: Any) -> None:
    """Print a usage error of click (an unknown option, a bad option value, a missing
    argument) as one line on stderr: ``error: MESSAGE (see 'tooldeck CMD --help')``.

    typer draws these in an 80-column box wrapped over several lines (its
    ``rich_utils.rich_format_error``); two fresh users found that at odds with the README's
    one-line errors, and a CI log keeps one line whole. :mod:`tooldeck.cli` installs this in
    place of typer's function for the ``tooldeck`` app (typer looks it up at each error)."""
    if exc.__class__.__name__ == "NoArgsIsHelpError":  # typer prints the help instead
        return
    ctx = getattr(exc, "ctx", None)
    where = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
    err.print(
        f"[bold red]error:[/] {escape(shown_error(exc.format_message()))}{escape(where)}",
        highlight=False,
        soft_wrap=True,
    )


app = typer.Typer(
    name="tooldeck",
    cls=PlainErrorsGroup,
    help="Declare, lint, cost, select, constrain, run and evaluate the tools you give LLMs.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)
PIPE_WIDTH = 200
"""Layout width (characters) of standard output when it is not a terminal and ``COLUMNS`` is
unset: rich would use 80 and cut the tables' numbers to ``0.3…`` in logs and files."""

MIN_WIDTH = 20
"""Narrowest ``COLUMNS`` obeyed: below it (and for 0, negative or non-integer values) tables
lose their cells and rich prints nothing at all, error lines included, so ``COLUMNS`` is
ignored as if unset."""

_FALLBACK_WIDTH = 80


def usable_columns(environ: Mapping[str, str] | None = None) -> int | None:
    """``COLUMNS`` as a width when it is a whole number ≥ :data:`MIN_WIDTH`, else None."""
    value = (os.environ if environ is None else environ).get("COLUMNS", "").strip()
    try:
        width = int(value)
    except ValueError:
        return None
    return width if width >= MIN_WIDTH else None


def console_width(
    stream: TextIO, *, piped: int | None, environ: Mapping[str, str] | None = None
) -> int | None:
    """Layout width of a console on ``stream``: a usable ``COLUMNS``; else, on a terminal,
    None (rich measures it) unless ``COLUMNS`` is set but unusable (then the terminal's own
    width, measured here, as rich would read the bad ``COLUMNS``); else ``piped`` (None:
    rich's 80)."""
    env = os.environ if environ is None else environ
    columns = usable_columns(env)
    if columns is not None:
        return columns
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):  # closed or replaced stream
        tty = False
    if tty:
        if "COLUMNS" not in env:
            return None
        try:
            return max(os.get_terminal_size(stream.fileno()).columns, MIN_WIDTH)
        except (AttributeError, ValueError, OSError):
            return _FALLBACK_WIDTH
    if piped is None and "COLUMNS" in env:
        return _FALLBACK_WIDTH
    return piped


def _stdout_width() -> int | None:
    return console_width(sys.stdout, piped=PIPE_WIDTH)


def _stderr_width() -> int | None:
    return console_width(sys.stderr, piped=None)


class SafeConsole(Console):
    """A rich console that writes no character a terminal would act on.

    Each command passes untrusted text through :func:`tooldeck.display.visible` where it
    prints it; this console is the guard behind that: every segment of text it renders
    (not rich's own control segments: cursor moves of a progress bar) goes through
    :func:`tooldeck.display.terminal_safe`, so an ESC, C1, CR, BEL, bidi or tag character
    that a print site missed is written as its visible escape, never raw (CWE-150). rich
    lays text out before this point and counts such characters as zero-width, so a missed
    one may make a table cell crop; the print sites escape first to keep the layout right.
    """

    def render(
        self, renderable: RenderableType, options: ConsoleOptions | None = None
    ) -> Iterable[Segment]:
        """:meth:`rich.console.Console.render`, each text segment made terminal-safe."""
        for segment in super().render(renderable, options):
            if segment.control or not segment.text:
                yield segment
                continue
            text = terminal_safe(segment.text)
            yield segment if text is segment.text else Segment(text, segment.style)


out = SafeConsole(width=_stdout_width(), emoji=False)
"""Standard output: tables and results."""
err = SafeConsole(stderr=True, width=_stderr_width(), emoji=False, soft_wrap=True)
"""Standard error: warnings, errors, progress. Soft-wrapped: a line is never cut at the
terminal's width (the README's promise: one line per error, warning or note, whatever
the width), so a note a print site did not mark ``soft_wrap`` stays one line too."""

DECK_HELP = (
    "Deck source: a file (JSON, YAML, JSONL in any known format), a directory holding "
    f"{'/'.join(DECK_FILE_NAMES)}, bfcl:<category> or bfcl:<category>/<entry id>, "
    "'mcp:<command line>' or mcp:http(s)://… (a live MCP server), a gateway or MCP client "
    "config (upstreams, mcpServers or VS Code servers: every server listed and merged as "
    "server__tool; CONFIG#name: one server), or py:<module or file.py>[:attr] (@tool "
    "functions or a Deck declared in Python; imports it)."
)


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """``1 tool``, ``2 tools``, ``0 tools``; ``plural`` where ``s`` is not it (``misses``)."""
    return f"{number:,} {noun}" if number == 1 else f"{number:,} {plural or noun + 's'}"


def fail(exc: ToolDeckError) -> typer.Exit:
    """Print ``exc`` as one error line on stderr; return the exit (code 2) to raise.

    The message often quotes upstream text (an MCP server's error and stderr, a file's
    content): it is cut with :func:`tooldeck.display.clip` and its control characters
    shown as escapes (:func:`tooldeck.display.shown_error`)."""
    err.print(
        f"[bold red]error:[/] {escape(shown_error(str(exc)))}", highlight=False, soft_wrap=True
    )
    return typer.Exit(code=2)


def refuse_empty_deck(loaded: LoadResult, source: str, doing: str) -> None:
    """Raise the exit-2 error for a deck with no tools (``[]``, ``{"tools": []}``, a server
    that lists none): ``lint``, ``show``, ``select``, ``cost``, ``report`` and ``decode check``
    treat it as a mistake (a wrong file, a server that failed to register its tools), not as a
    clean result.

    Args:
        loaded: the loaded deck.
        source: the deck as given on the command line.
        doing: what the command would do (``"nothing to lint"``).

    Raises:
        typer.Exit: code 2, after one error line on stderr.
    """
    if len(loaded.deck) == 0:
        raise fail(ToolDeckError(f"{source}: the deck holds no tools; {doing}"))


SAME_FIELD_SHOWN = 5
"""Load warnings about one field printed one per line before they are collapsed: past it,
one line gives their count, the tools, the first in full and how to list them all
(``--verbose``); BFCL's live_simple alone has 26 names with two or more definitions."""

VERBOSE_ENV = "TOOLDECK_VERBOSE"
"""Environment variable that, set to ``1``, does what the global ``--verbose`` does."""

_verbose = False


def verbose() -> bool:
    """Whether every warning is printed in full (``tooldeck --verbose …`` or
    ``TOOLDECK_VERBOSE=1``)."""
    return _verbose or os.environ.get(VERBOSE_ENV, "").strip() not in ("", "0")


def print_warnings(
    warnings: tuple[ConversionWarning, ...], what: str, *, writes: bool = False
) -> None:
    """Print conversion warnings on stderr, one per line (user text is not markup; control
    characters are shown as escapes, long text cut).

    Load warnings of one field past :data:`SAME_FIELD_SHOWN` (BFCL's duplicate
    definitions, one per tool name) are collapsed into one line with their count, the tools
    they name, the first in full and how to see them all; :func:`verbose` prints each.
    A field of MCP's tool shape that tooldeck does not model (:class:`NotModelled`:
    ``icons``, ``execution``) changes nothing a reading command reports, so it is printed
    only when ``writes`` (the command writes a deck, a lock or a listing that lacks it:
    ``convert``, ``lock``) or :func:`verbose`."""
    if not writes and not verbose():
        warnings = tuple(w for w in warnings if not isinstance(w, NotModelled))
    # the CLI reads and writes a config as the gateway serves it (cli.deck.as_served): the
    # Python API's warning that LoadResult.deck is not that deck does not apply
    warnings = tuple(w for w in warnings if not isinstance(w, ServedDiffers))
    by_field: dict[str, list[ConversionWarning]] = {}
    for warning in warnings:
        by_field.setdefault(warning.field, []).append(warning)
    collapsed = {
        field
        for field, same in by_field.items()
        if what == "load" and len(same) > SAME_FIELD_SHOWN and not verbose()
    }
    for warning in warnings:
        if warning.field not in collapsed:
            _print_warning(str(warning), what)
        elif warning is by_field[warning.field][0]:
            _print_warning(_collapsed(by_field[warning.field]), what)


def _collapsed(same: list[ConversionWarning]) -> str:
    """One line for many warnings about one field."""
    tools = list(dict.fromkeys(t for w in same for t in w.tools))
    named = ", ".join(tools[:SAME_FIELD_SHOWN]) + (
        f" and {len(tools) - SAME_FIELD_SHOWN:,} more" if len(tools) > SAME_FIELD_SHOWN else ""
    )
    about = f" about {counted(len(tools), 'tool')} ({named})" if tools else ""
    return (
        f"{same[0].field}: {len(same):,} warnings{about}; the first: {same[0].message}; "
        f"every one: run with --verbose before the command (tooldeck --verbose …) or "
        f"{VERBOSE_ENV}=1"
    )


def _print_warning(text: str, what: str) -> None:
    err.print(
        f"[yellow]warning ({escape(visible(what))}):[/] {escape(shown_error(text))}",
        highlight=False,
        soft_wrap=True,
    )


_python_show_warning = warnings.showwarning


def _show_warning(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    file: TextIO | None = None,
    line: str | None = None,
) -> None:
    """Print tooldeck's own warnings (e.g. a damaged embedding cache file) as one line on
    stderr; others go to Python's usual display."""
    if category.__module__.startswith("tooldeck"):
        err.print(
            f"[yellow]warning:[/] {escape(shown_error(str(message)))}",
            highlight=False,
            soft_wrap=True,
        )
    else:
        _python_show_warning(message, category, filename, lineno, file, line)


def _version(value: bool) -> None:
    if value:
        out.print(f"tooldeck {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version."
    ),
    verbose_option: bool = typer.Option(
        False,
        "--verbose",
        "-v",
        help="Print every warning in full (many warnings about one field are otherwise "
        f"collapsed into one line); also {VERBOSE_ENV}=1.",
    ),
) -> None:
    """tooldeck: the life of a tool call, from declaration to evaluation."""
    global _verbose
    _verbose = verbose_option
    warnings.showwarning = _show_warning


def _read_files(source: str) -> list[Path]:
    """The files on disk a deck source reads (a path, a folder's deck file, ``FILE#server``,
    ``py:FILE[:ATTR]``); none for ``mcp:`` and ``bfcl:`` sources."""
    from tooldeck.formats.mcp_servers import split_server
    from tooldeck.formats.sources import find_deck_file

    if source.startswith(("mcp:", "bfcl:")):
        return []
    if source.startswith("py:"):
        spec = source[len("py:") :]
        return [Path(p) for p in dict.fromkeys((spec, spec.rsplit(":", 1)[0])) if p]
    path = Path(split_server(source)[0])
    if path.is_dir():
        try:
            return [find_deck_file(path)]
        except ToolDeckError:
            return []
    return [path]


def check_not_input(
    deck: str, output: Path, doing: str = "locked", instead: str = "-o tooldeck.lock"
) -> None:
    """Refuse an output file that is the deck's own file (``tooldeck lock x.json -o x.json``
    would replace the deck with its lock; ``tooldeck convert x.json --to openai -o x.json``
    with a format that may not hold all of it).

    Args:
        deck: the deck source as given.
        output: the file to be written.
        doing: what is done to the deck, for the message ("locked", "converted").
        instead: an example of another ``-o``, for the message.

    Raises:
        ToolDeckError: ``output`` is (a link to) a file the deck source reads.
    """
    for path in _read_files(deck):
        try:
            same = os.path.samefile(path, output)
        except OSError:  # either is missing: nothing to overwrite
            continue
        if same:
            raise ToolDeckError(
                f"{output}: -o names the deck file being {doing} ({path}); writing there "
                f"would replace the deck: give another file, e.g. {instead}"
            )
