"""What ``tooldeck serve SOURCE`` serves: a deck plus its handlers, or Python ``@tool``
functions.

Three shapes of SOURCE (checked in this order):

* ``SOURCE`` with ``handlers="module:attr"``: SOURCE is a deck (any format
  :func:`tooldeck.formats.load` reads); ``attr`` holds ``{tool name: callable}`` or a list
  of ``@tool`` functions.
* ``app.py`` (a path ending in ``.py``, optionally ``app.py:attr``): the file is imported
  as a module (its directory first on ``sys.path``).
* ``pkg.tools`` or ``pkg.tools:registry``: a module importable from the working directory.

A ``py:`` prefix (``py:app.py``, ``py:pkg.tools:registry``, as the other commands' deck
sources write Python) is the same SOURCE without it.

Without ``:attr`` the deck is every module-level ``@tool`` function
(:class:`~tooldeck.tool.declare.FunctionTool`), in definition order. With it, ``attr``
is a ``@tool`` function, a list/tuple of them, or a ``{name: @tool function}`` mapping.

Every problem is one :class:`~tooldeck.errors.ServeError` naming the spec and the fix;
nothing is started.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tooldeck.errors import ServeError, ToolDeckError
from tooldeck.formats import ConversionWarning, load, python_source
from tooldeck.tool import Deck
from tooldeck.tool.declare import FunctionTool

__all__ = ["Served", "check_handlers", "import_object", "load_handlers", "load_source"]


@dataclass(frozen=True, slots=True)
class Served:
    """A deck and a handler for each of its tools.

    Attributes:
        deck: the tools to list.
        handlers: ``{tool name: callable}`` (``@tool`` functions or plain callables).
        warnings: what loading the deck could not carry (format conversion warnings;
            ``tooldeck serve`` prints them on stderr before it starts).
    """

    deck: Deck
    handlers: Mapping[str, Callable[..., Any]]
    warnings: tuple[ConversionWarning, ...] = ()


def import_object(spec: str, what: str) -> tuple[Any, str | None]:
    """Import ``module[:attr]`` or ``file.py[:attr]``; return (module or attribute, attr)
    (:func:`tooldeck.formats.python_source.import_object`, the one importer, which the
    ``py:`` deck source uses too).

    Raises:
        ServeError: the module or file does not import, or has no such attribute.
    """
    return python_source.import_object(spec, what, ServeError)


def _as_handlers(value: Any, spec: str) -> dict[str, Callable[..., Any]]:
    """``{name: callable}`` from a mapping, a list of ``@tool`` functions or one."""
    if isinstance(value, FunctionTool):
        return {value.tool.name: value}
    if isinstance(value, Mapping):
        bad = [k for k, v in value.items() if not isinstance(k, str) or not callable(v)]
        if bad:
            raise ServeError(
                f"{spec}: the mapping must hold tool name → callable; {bad[0]!r} is not"
            )
        return dict(value)
    if isinstance(value, Sequence) and not isinstance(value, str):
        named: dict[str, Callable[..., Any]] = {}
        for item in value:
            if not isinstance(item, FunctionTool):
                raise ServeError(
                    f"{spec}: a list must hold @tool functions, got {item!r}; use a "
                    "{tool name: callable} mapping for plain functions"
                )
            named[item.tool.name] = item
        return named
    raise ServeError(
        f"{spec}: expected a @tool function, a list of them or a mapping of tool name → "
        f"callable, got {type(value).__name__}"
    )


def _module_tools(module: Any, spec: str) -> dict[str, Callable[..., Any]]:
    try:
        found = python_source.module_functions(module, spec, ServeError)
    except ServeError as exc:
        raise ServeError(f"{exc}, or serve a deck with --handlers") from None
    return {item.tool.name: item for item in found}


def check_handlers(
    found: Mapping[str, Callable[..., Any]],
    deck: Deck,
    spec: str,
    need: Collection[str] | None = None,
) -> None:
    """Refuse handlers that do not fit ``deck``: a needed tool without a handler (``need``:
    the tools that must have one; None: every deck tool), or a handler for a tool the deck
    does not list. ``spec`` names where the handlers came from.

    Raises:
        ServeError: the first problem, naming the tools and ``spec``.
    """
    wanted = deck.names if need is None else [name for name in deck.names if name in need]
    missing = [name for name in wanted if name not in found]
    if missing:
        raise ServeError(
            f"{len(missing)} deck tool(s) have no handler: {', '.join(missing)}; add them to {spec}"
        )
    extra = [name for name in found if name not in deck]
    if extra:
        raise ServeError(
            f"{spec} has handlers for tools the deck does not list: {', '.join(extra)}"
        )


def load_handlers(
    spec: str, deck: Deck, *, need: Collection[str] | None = None
) -> dict[str, Callable[..., Any]]:
    """The handlers ``--handlers SPEC`` names for ``deck`` (``tooldeck serve`` and
    ``tooldeck call``): ``module``/``file.py`` (its ``@tool`` functions) or
    ``module:attr``/``file.py:attr`` (a ``@tool`` function, a list of them, or a
    ``{tool name: callable}`` mapping), checked with :func:`check_handlers`.

    Args:
        need: the tools that must have a handler (None: every deck tool; ``tooldeck
            call`` needs only the tool it calls).

    Raises:
        ServeError: the spec does not import or has no such attribute, the value is of the
            wrong kind, a needed tool has no handler, or a handler names no deck tool.
    """
    value, attr = import_object(spec, "--handlers")
    label = f"--handlers {spec}"
    found = _module_tools(value, label) if attr is None else _as_handlers(value, label)
    check_handlers(found, deck, label, need)
    return found


def _is_python(source: str) -> bool:
    """True for ``app.py`` or ``app.py:attr`` (a Python file as SOURCE)."""
    return source.endswith(".py") or source.rpartition(":")[0].endswith(".py")


_MODULE_NAME = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")
"""A dotted module name as ``importlib.import_module`` takes it (Python identifiers)."""

SOURCE_FORMS = (
    "a Python file whose @tool functions are the deck (app.py, app.py:attr), a module "
    "(pkg.tools, pkg.tools:registry), or a deck file with --handlers"
)
"""What ``tooldeck serve SOURCE`` takes, as its errors say it."""


def _deck_folder_file(source: str) -> Path | None:
    """The deck file (``tools.json``, ``tools.yaml``, …) of a folder given as SOURCE, or
    None: not a folder, or a folder with none. A folder that reads as a module name
    (``shopdeck``) would otherwise be imported as a namespace package and reported as
    defining no ``@tool`` functions."""
    from tooldeck.formats.sources import DECK_FILE_NAMES

    folder = Path(source)
    if not folder.is_dir():
        return None
    found = [folder / name for name in DECK_FILE_NAMES if (folder / name).is_file()]
    return found[0] if found else None


def _check_source_form(source: str, spec_path: str) -> None:
    """Refuse a SOURCE that is neither a ``.py`` file nor a module name before importing
    (``/tmp`` gave "No module named '/tmp'")."""
    if spec_path.endswith(".py") or _MODULE_NAME.fullmatch(spec_path):
        return
    path = Path(spec_path)
    why = (
        "it is a directory"
        if path.is_dir()
        else "no such file"
        if "/" in spec_path or "\\" in spec_path
        else "it is not a file nor a module name"
    )
    raise ServeError(f"{source}: {why}; SOURCE is {SOURCE_FORMS}")


def load_source(source: str, handlers: str | None = None) -> Served:
    """Resolve ``tooldeck serve SOURCE [--handlers module:attr]``.

    Raises:
        ServeError: an import fails, an attribute is missing or of the wrong kind, a deck
            tool has no handler, a handler names no deck tool, or a deck is given without
            ``--handlers``.
    """
    if source.startswith("py:"):
        # the py: deck source of show/lint/cost names the same thing (py:app.py, py:pkg.mod)
        source = source[3:]
        if not source:
            raise ServeError(f"py: names no source; SOURCE is {SOURCE_FORMS}")
    if handlers is not None:
        if _is_python(source):
            raise ServeError(
                f"--handlers is for a deck file, and {source} is Python: its @tool functions "
                f"are served as they are ('tooldeck serve {source}' without --handlers)"
            )
        try:
            loaded = load(source)
        except ToolDeckError as exc:
            raise ServeError(f"cannot load the deck {source}: {exc}") from None
        found = load_handlers(handlers, loaded.deck)
        return Served(loaded.deck, found, tuple(loaded.warnings))
    spec_path = source.rpartition(":")[0] if source.count(":") == 1 else source
    if not spec_path.endswith(".py") and Path(source).is_file():
        raise ServeError(
            f"{source} is a deck file: name its handlers with --handlers module:attr "
            "(a mapping of tool name → callable, or a list of @tool functions)"
        )
    deck_file = _deck_folder_file(source)
    if deck_file is not None:
        raise ServeError(
            f"{source} is a deck folder ({deck_file}) without handlers: serve it with "
            "--handlers file.py (its @tool functions) or --handlers module:attr (a mapping "
            "of tool name → callable, or a list of @tool functions)"
        )
    _check_source_form(source, spec_path)
    value, attr = import_object(source, "SOURCE")
    found = _module_tools(value, source) if attr is None else _as_handlers(value, source)
    if not found:  # a module without @tool functions is refused by _module_tools
        raise ServeError(
            f"{source}: {attr} holds no tools (an empty {type(value).__name__}), so there "
            "would be nothing to serve; name a list or mapping that holds them, or the file "
            "alone to serve its @tool functions"
        )
    tools = [h.tool for h in found.values() if isinstance(h, FunctionTool)]
    if len(tools) != len(found):
        plain = [n for n, h in found.items() if not isinstance(h, FunctionTool)]
        raise ServeError(
            f"{source}: {', '.join(plain)} are plain callables without a declaration; "
            "decorate them with @tool, or serve a deck with --handlers"
        )
    try:
        deck = Deck(tools)
    except ToolDeckError as exc:
        raise ServeError(f"{source}: {exc}") from None
    check_handlers(found, deck, source)
    return Served(deck, found)
