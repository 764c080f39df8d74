"""Lazy public names for a stage package (PEP 562 module ``__getattr__``/``__dir__``).

A stage package lists each public name with the module that defines it; the module is
imported the first time the name is read, so importing a light part of a stage (its
constants, its error types) does not import the heavy parts (numpy, ``bm25s``, the MCP
SDK). ``tests/cli/test_startup.py`` checks both that this holds and that every name in
each package's ``__all__`` is still reachable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from importlib import import_module
from typing import Any

__all__ = ["lazy_exports"]


def lazy_exports(
    package: str, where: Mapping[str, str], public: Iterable[str], namespace: dict[str, Any]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package``.

    Args:
        package: the package's ``__name__`` (named in the ``AttributeError``).
        where: public name → dotted module that defines it.
        public: the package's ``__all__`` (listed by ``dir()`` before first use).
        namespace: the package's ``globals()``: a name read once is stored there, so later
            reads skip ``__getattr__``.

    Returns:
        ``(__getattr__, __dir__)``; ``__getattr__`` raises ``AttributeError`` for a name
        not in ``where``.
    """
    names = tuple(public)

    def __getattr__(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(names))

    return __getattr__, __dir__
