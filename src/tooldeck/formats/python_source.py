"""Decks declared in Python: the ``py:`` deck source, and the importer ``tooldeck serve``
shares.

``py:SPEC`` where SPEC is ``pkg.module``, ``pkg.module:attr``, ``app.py`` or
``app.py:attr`` (a file is imported with its directory first on ``sys.path``, as
``python app.py`` would; a module from the working directory, as ``python -m`` would).
Without ``:attr`` the deck is every module-level ``@tool`` function
(:class:`~tooldeck.tool.declare.FunctionTool`) in definition order; with it, ``attr`` is a
:class:`~tooldeck.tool.Deck`, a ``@tool`` function, or a list/tuple of ``@tool`` functions
or :class:`~tooldeck.tool.Tool` values. Importing runs the module's code: the ``py:``
prefix is the explicit request to do so (a bare ``app.py`` given as a deck is refused
with this hint, :func:`tooldeck.formats.sources.parse_file`).
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import importlib.util
import inspect
import os
import re
import signal
import sys
import sysconfig
import threading
import traceback
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from tooldeck.errors import SourceError, ToolDeckError
from tooldeck.formats.base import LoadResult, WarningCollector
from tooldeck.tool import Deck, Tool
from tooldeck.tool.declare import SERVED_MODULE_PREFIX, FunctionTool, unread_parameter_block

__all__ = ["import_object", "load_python_deck", "load_python_tools", "module_functions"]

ErrorClass = type[ToolDeckError]


def _one_line(exc: BaseException) -> str:
    """``exc``'s text on one line (pydantic's messages, a SyntaxError's context span
    several): runs of whitespace become one space."""
    return " ".join(str(exc).split())


def _import_file(path: Path, error: ErrorClass) -> Any:
    if not path.is_file():
        raise error(f"{path}: no such Python file")
    directory = str(path.resolve().parent)
    if directory not in sys.path:
        sys.path.insert(0, directory)  # its sibling modules import, as with `python app.py`
    name = f"{SERVED_MODULE_PREFIX}{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise error(f"{path}: cannot be imported as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except SystemExit as exc:
        del sys.modules[name]
        raise error(f"cannot import {path}: {_exited(exc)}") from None
    except Exception as exc:
        del sys.modules[name]
        raise error(
            f"cannot import {path}: {type(exc).__name__}: {_one_line(exc)}{_raised_at(exc)}"
        ) from None
    return module


def _raised_at(exc: BaseException) -> str:
    """`` (raised at helper_mod.py, line 2)``: the innermost frame of ``exc``'s traceback in
    the user's code — not Python's own library, installed packages, tooldeck or
    importlib's frozen frames (``os.environ["KEY"]`` fails inside ``os.py``: the line that
    asked is named) —, its path relative to the working directory when under it; empty
    when there is none or ``exc`` is a SyntaxError, whose text names the place already.
    A name or key error raised in a module the source imports blamed the source with no
    place (trial30 F3)."""
    if isinstance(exc, SyntaxError):
        return ""
    skip = tuple(
        {
            os.path.realpath(sysconfig.get_path(key)) + os.sep
            for key in ("stdlib", "platstdlib", "purelib", "platlib")
        }
        | {str(Path(__file__).resolve().parents[1]) + os.sep}  # tooldeck's own frames
    )
    place = None
    for frame in traceback.extract_tb(exc.__traceback__):
        filename = frame.filename
        if filename.startswith("<") or os.path.realpath(filename).startswith(skip):
            continue
        place = frame
    if place is None:
        return ""
    shown = place.filename
    with contextlib.suppress(ValueError):
        relative = os.path.relpath(shown)
        shown = shown if relative.startswith("..") else relative
    return f" (raised at {shown}, line {place.lineno})"


class _OsExit(SystemExit):
    """A call that ends the process at once, made by the module being imported
    (:func:`_os_exit_guard`): ``os._exit(n)`` (``code`` n), or the call written in
    ``call`` (``os.kill(1234, SIGKILL)``, ``os.abort()``, ``os.execv('/bin/true', …)``)."""

    def __init__(self, code: object, call: str | None = None) -> None:
        super().__init__(code)
        self.call = call


_NOT_ENDING = frozenset(
    {"SIGCHLD", "SIGURG", "SIGWINCH", "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU"}
)
"""Signals whose default action does not end a process (POSIX ``signal.h``: ignored, or
stop/continue)."""


def _ends_process(sig: object) -> str | None:
    """The name of ``sig`` when it would end this process now: a valid signal, not one
    :data:`_NOT_ENDING`, whose handler is the default (``SIGKILL`` has no other); None
    otherwise (signal 0, an invalid number, one a handler catches: the real call then does
    what it does)."""
    try:
        number = signal.Signals(sig)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        return None
    if number.name in _NOT_ENDING:
        return None
    try:
        handler = signal.getsignal(number)
    except (ValueError, OSError):  # not a signal this platform lets a handler see
        return None
    if number.name != "SIGKILL" and handler != signal.SIG_DFL:
        return None
    return number.name


def _shown_path(path: object) -> object:
    """An ``exec`` path as text (``os.execvp`` passes it encoded), else as given (a file
    descriptor)."""
    return os.fsdecode(path) if isinstance(path, str | bytes | os.PathLike) else path


@contextlib.contextmanager
def _os_exit_guard() -> Iterator[None]:
    """While a module is imported, the calls that end the process at once with no word,
    made on the importing thread, raise :class:`_OsExit` instead, so the import error
    says which call it was: ``os._exit(n)`` (rebreak29 R8: it ended ``tooldeck serve``
    silently with code ``n``) and — session 31, rebreak30 N7 — ``os.abort()``, a signal
    the module sends to its own process while that signal's action is the default one
    (``os.kill`` to its own pid, ``0`` or its process group, ``os.killpg`` of its group,
    ``signal.raise_signal``, ``signal.pthread_kill``; ``SIGKILL`` always), and
    ``os.execv``/``os.execve`` (every ``os.exec*`` goes through them), which replaced
    serve by another program. A function that bound one of them during the import (``from
    os import _exit``) keeps the guard, which does the real call once the import is over,
    as do other threads at any time and any process forked during the import (``os.fork``,
    ``multiprocessing``: the child exits at once, as it would without tooldeck; rebreak30
    N1). A signal a handler catches, signal 0, and a signal to another process pass
    unchanged. Only these Python-level functions are seen: ``posix._exit``, a C
    extension's ``exit()`` or ``kill()``, or another thread's call still end the process
    with no word (docs/serve.md)."""
    importing = threading.get_ident()
    process = os.getpid()
    active = True
    saved: list[tuple[Any, str, Any, Any]] = []

    def here() -> bool:
        # a child forked during the import has the same thread id: its os._exit (the
        # classic fork child, multiprocessing's) ends the child at once (rebreak30 N1)
        return active and os.getpid() == process and threading.get_ident() == importing

    def wrap(owner: Any, name: str, ending: Any) -> None:
        real = getattr(owner, name, None)
        if real is None:  # not on this platform
            return

        def guard(*args: Any, **kwargs: Any) -> Any:
            if here():
                call = ending(*args, **kwargs)
                if call is not None:
                    raise _OsExit(call[0], call[1])
            return real(*args, **kwargs)

        saved.append((owner, name, real, guard))
        setattr(owner, name, guard)

    def own_pid(pid: int) -> bool:
        return pid in (process, 0) or pid == -os.getpgrp()

    def signalled(call: str, sig: object, target: bool = True) -> tuple[int, str] | None:
        name = _ends_process(sig) if target else None
        return None if name is None else (2, call.format(name))

    wrap(os, "_exit", lambda status: (status, None))
    wrap(os, "abort", lambda: (2, "os.abort()"))
    wrap(
        os,
        "kill",
        lambda pid, sig: signalled(
            f"os.kill({pid}, {{}})", sig, isinstance(pid, int) and own_pid(pid)
        ),
    )
    wrap(
        os,
        "killpg",
        lambda pgid, sig: signalled(f"os.killpg({pgid}, {{}})", sig, pgid in (0, os.getpgrp())),
    )
    wrap(signal, "raise_signal", lambda sig: signalled("signal.raise_signal({})", sig))
    wrap(
        signal,
        "pthread_kill",
        lambda thread_id, sig: signalled(f"signal.pthread_kill({thread_id}, {{}})", sig),
    )
    wrap(os, "execv", lambda path, *args: (2, f"os.execv({_shown_path(path)!r}, …)"))
    wrap(os, "execve", lambda path, *args: (2, f"os.execve({_shown_path(path)!r}, …)"))
    try:
        yield
    finally:
        active = False
        for owner, name, real, guard in reversed(saved):
            # only the guard itself is taken back: a module that wrapped the function at
            # import (a log flush around os._exit) keeps its wrapper, which reaches the
            # guard, inactive now, and so the real call (rebreak31 P5)
            if getattr(owner, name, None) is guard:
                setattr(owner, name, real)


def _exited(exc: SystemExit) -> str:
    """Why an import ended the program: the module called ``sys.exit`` (or ``exit``, or
    ``argparse`` did, on arguments meant for tooldeck), ``os._exit`` at its top level, or
    another call that ends the process at once (:func:`_os_exit_guard`). It used to end
    ``tooldeck serve`` silently with that exit code or signal."""
    if isinstance(exc, _OsExit) and exc.call is not None:
        return (
            f"it called {exc.call} while being imported, which would end this program "
            "at once with no word (module-level code; put it under "
            '`if __name__ == "__main__":`)'
        )
    code = "" if exc.code is None else repr(exc.code)
    called = "os._exit" if isinstance(exc, _OsExit) else "sys.exit"
    return (
        f"it called {called}({code}) while being imported (module-level code such as "
        'parse_args() or exit(); put it under `if __name__ == "__main__":`)'
    )


def _import_module(name: str, what: str, error: ErrorClass) -> Any:
    if "" not in sys.path and "." not in sys.path:
        sys.path.insert(0, "")  # import from the working directory, like python -m
    try:
        return importlib.import_module(name)
    except SystemExit as exc:
        raise error(f"cannot import {name!r} for {what}: {_exited(exc)}") from None
    except Exception as exc:
        raise error(
            f"cannot import {name!r} for {what}: {type(exc).__name__}: {_one_line(exc)} "
            "(run from the directory that holds it, or install it)"
        ) from None


_WINDOWS_DRIVE = re.compile(r"[A-Za-z]:[\\/]")
"""``C:\\…`` or ``C:/…``: a Windows path, which ``module:attr`` would split at the drive."""


def import_object(spec: str, what: str, error: ErrorClass = SourceError) -> tuple[Any, str | None]:
    """Import ``module[:attr]`` or ``file.py[:attr]``; return (module or attribute, attr).

    Args:
        spec: what to import.
        what: how the caller names the spec in errors (``--handlers``, ``SOURCE``, …).
        error: the error class to raise (``tooldeck serve`` raises ``ServeError``).

    What the module prints while it is imported (``connecting to DB…``) goes to stderr:
    stdout carries ``--json`` output, and the MCP protocol stream of ``tooldeck serve``
    on stdio, which such a line would corrupt.

    Raises:
        error: the module or file does not import, or has no such attribute.
    """
    if _WINDOWS_DRIVE.match(spec):  # not module "C", attribute "\\Users\\…"
        raise error(
            f"{what} {spec}: a Windows drive path; give the file's path on this machine "
            "(tools.py, ./tools.py or /home/…/tools.py; file.py:attribute for one attribute)"
        )
    target, sep, attr = spec.rpartition(":") if ":" in spec else (spec, "", "")
    if sep and (not target or not attr):
        raise error(f"{what} takes module:attribute or file.py:attribute, got {spec!r}")
    with contextlib.redirect_stdout(sys.stderr), _os_exit_guard():
        if target.endswith(".py"):
            module = _import_file(Path(target), error)
        else:
            module = _import_module(target, what, error)
    if not attr:
        return module, None
    try:
        return getattr(module, attr), attr
    except AttributeError:
        raise error(f"{target} has no attribute {attr!r} ({what} {spec})") from None


def module_functions(
    module: Any, spec: str, error: ErrorClass = SourceError
) -> list[FunctionTool[..., Any]]:
    """The module-level ``@tool`` functions of ``module``, in definition order.

    Raises:
        error: there is none.
    """
    found = [v for v in vars(module).values() if isinstance(v, FunctionTool)]
    twice = _redefined_tools(module)
    if twice:
        where = "; ".join(
            f"{name!r} at lines {', '.join(map(str, lines))}" for name, lines in twice
        )
        raise error(
            f"{spec} defines a @tool function twice ({where}): the later definition "
            "replaces the earlier one and its tool would be lost; rename one of them"
        )
    if not found:
        raise error(
            f"{spec} defines no @tool functions; decorate them with tooldeck.tool, or "
            "name an attribute (module:attr)"
        )
    return found


def _redefined_tools(module: Any) -> list[tuple[str, list[int]]]:
    """``(name, lines)`` of each module-level function decorated with ``tool`` (``@tool``,
    ``@tool(...)``, ``@tooldeck.tool``) defined more than once in the module's source (the
    later binding replaces the earlier: Python's redefinition, ruff's F811); empty when the
    source cannot be read."""
    try:
        tree = ast.parse(inspect.getsource(module))
    except (OSError, TypeError, SyntaxError, ValueError):
        return []
    lines: dict[str, list[int]] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for decorator in node.decorator_list:
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
            if name == "tool":
                lines.setdefault(node.name, []).append(node.lineno)
                break
    return [(name, at) for name, at in lines.items() if len(at) > 1]


def _deck_of(value: Any, spec: str) -> Deck:
    if isinstance(value, Deck):
        return value
    if isinstance(value, FunctionTool | Tool):
        value = [value]
    if isinstance(value, Sequence) and not isinstance(value, str) and value:
        tools = []
        for item in value:
            if isinstance(item, FunctionTool):
                tools.append(item.tool)
            elif isinstance(item, Tool):
                tools.append(item)
            else:
                raise SourceError(
                    f"py:{spec}: a list must hold @tool functions or Tool values, got "
                    f"{type(item).__name__}"
                )
        return Deck(tools)
    raise SourceError(
        f"py:{spec}: expected a Deck, a @tool function or a non-empty list of them, got "
        f"{type(value).__name__}"
    )


def _functions_of(value: Any) -> list[FunctionTool[..., Any]]:
    """The ``@tool`` functions an attribute holds (a :class:`Deck` or ``Tool`` values hold
    declarations only)."""
    if isinstance(value, FunctionTool):
        return [value]
    if isinstance(value, Sequence) and not isinstance(value, str):
        return [item for item in value if isinstance(item, FunctionTool)]
    return []


def load_python_tools(spec: str) -> tuple[LoadResult, dict[str, FunctionTool[..., Any]]]:
    """The deck of ``py:SPEC`` (format ``"python"``) and, from the same import, its
    ``@tool`` functions by tool name: the handlers of the tools declared as functions
    (``tooldeck call py:app.py TOOL`` runs them without ``--handlers``). A tool given as a
    :class:`~tooldeck.tool.Tool` value, or in a :class:`~tooldeck.tool.Deck`, has none.

    Raises:
        SourceError: empty spec, import failure, missing attribute, no ``@tool`` function,
            or an attribute of another kind.
        DuplicateToolError: two tools share a name.
    """
    if not spec:
        raise SourceError("py: source needs a module or file, e.g. py:app.py or py:pkg.tools:DECK")
    value, attr = import_object(spec, "py:")
    if attr is None:
        functions = module_functions(value, f"py:{spec}")
        deck = Deck(f.tool for f in functions)
    else:
        deck = _deck_of(value, spec)
        functions = _functions_of(value)
    located = tuple(
        (f.tool.name, *where) for f in functions if (where := _def_line(f.fn)) is not None
    )
    notes = WarningCollector()
    for item in deck:
        block = unread_parameter_block(item)
        if block is not None:
            header, names = block
            notes.add(
                "description",
                f"the docstring block '{header}:' is not a section tooldeck reads, so its lines "
                f"on {', '.join(names)} are sent as description text and those parameters "
                "get no description; write 'Args:' (Google), 'Parameters' + dashes (NumPy), "
                "':param name:' (reST) or '参数:' (docs/formats/README.md, Python functions)",
                item.name,
            )
    return (
        LoadResult(deck, "python", notes.result(), locations=located),
        {f.tool.name: f for f in functions},
    )


def _def_line(fn: Any) -> tuple[str, int] | None:
    """(source file, 1-based line of ``def``) of a function: the line after its decorators,
    read with :mod:`inspect`; None for a function without a source file (built in a REPL,
    by ``exec``, a C function)."""
    try:
        path = inspect.getsourcefile(fn)
        lines, first = inspect.getsourcelines(fn)
    except (OSError, TypeError):
        return None
    if path is None:
        return None
    for offset, line in enumerate(lines):
        if line.lstrip().startswith(("def ", "async def ")):
            return path, first + offset
    return path, first


def load_python_deck(spec: str) -> LoadResult:
    """The deck of ``py:SPEC`` (see the module docstring); format ``"python"``.

    Raises:
        SourceError: empty spec, import failure, missing attribute, no ``@tool`` function,
            or an attribute of another kind.
        DuplicateToolError: two tools share a name.
    """
    return load_python_tools(spec)[0]
