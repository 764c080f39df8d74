"""Declare tools from typed Python functions (the style of Pydantic AI and FastMCP).

::

    from typing import Annotated, Literal
    from pydantic import Field
    from tooldeck.tool.declare import tool

    @tool(read_only=True, group="search")
    def search_docs(
        query: str,
        limit: Annotated[int, Field(ge=1, le=50)] = 10,
        sort: Literal["relevance", "date"] = "relevance",
    ) -> list[Hit]:
        '''Search the documentation.

        Args:
            query: words to look for.
            limit: most hits to return.
        '''

    search_docs.tool          # the Tool declaration
    search_docs("pydantic")   # still the function

How a function becomes a :class:`~tooldeck.tool.Tool`:

* **Name** – ``fn.__name__`` unless ``name=`` is given.
* **Description** – the docstring's short and long description, then its ``Returns``
  and ``Raises`` sections' text (``Returns: …``, ``Raises:`` with one ``- Type: …`` line
  each; session 40), then its ``Note``, ``Warning`` and ``Example`` sections (``Note: …``;
  session 41), without its ``Args`` sections, which describe the parameters (parsed
  with ``docstring_parser``: Google, NumPy, Sphinx reST and Epydoc styles are detected
  automatically; Google sections may have Chinese headers, ``参数:``, ``返回:``, ``异常:``,
  ``示例:`` …: :data:`_CHINESE_SECTIONS`). ``description=`` overrides it. A block under a
  header that is no known section but lists the parameters stays in the description:
  :func:`unread_parameter_block` finds it, and the ``py:`` source prints a note.
* **Input schema** – pydantic builds a model from the signature and writes its JSON
  Schema 2020-12 (no hand-written type mapping): parameters without a default are
  required, defaults appear as ``default``, ``Literal``/``Enum`` become ``enum``,
  ``Annotated[T, Field(...)]`` constraints and descriptions are kept, nested models,
  dataclasses and TypedDicts go to ``$defs`` and are referenced with ``$ref``. The titles
  pydantic invents (``"Query"`` for ``query``, a class's own name) are dropped because they
  only cost tokens; titles the author gave (``Field(title=...)``, ``model_config["title"]``)
  stay. The arguments object has ``additionalProperties: false`` unless the function takes
  ``**kwargs`` (then extra arguments are allowed, typed by the ``**kwargs`` annotation);
  nested models, dataclasses and TypedDicts are closed the same way unless they allow
  extra keys (``extra="allow"``), since validation would drop or refuse such a key. A
  dataclass field declared ``field(init=False)`` is not an input (the class sets it).
* **Parameter descriptions** – from the docstring (in Google style, the ``Args:``
  sections and Napoleon's ``Keyword Args:``, ``Keyword Arguments:`` and ``Other
  Parameters:``); a ``Field(description=...)`` wins.
* **Output schema** – see :func:`tool_from_function`.

Design choices (each raises :class:`~tooldeck.errors.ToolDefinitionError`, never warns):

* A parameter **without a type hint is an error** (write ``Any`` to accept any JSON value):
  an untyped parameter would give the model an empty schema, the worst kind of tool
  contract. ``**kwargs`` is the one exception: unannotated, it accepts any extra value.
* A docstring that **documents a parameter the signature does not have** is an error: the
  model would be told about an argument that the function rejects (usually a rename that
  missed the docstring). One exception: where the function takes ``**kwargs``, an entry
  under Napoleon's ``Keyword Args:``/``Keyword Arguments:``/``Other Parameters:`` naming no
  parameter documents what ``**kwargs`` takes; it is accepted and not written into the
  schema (the extra arguments stay open, ``additionalProperties``).
* A docstring that **documents one parameter twice** is an error naming both lines: only
  the first description would reach the schema, the second silently lost.
* ``*args`` and positional-only parameters are errors: tool arguments arrive by name.
* A leading ``self``/``cls`` parameter is skipped (methods decorated in a class body).
"""

from __future__ import annotations

import datetime
import decimal
import functools
import inspect
import math
import os
import re
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, ParamSpec, TypeVar, cast, overload

import docstring_parser
import pydantic
from pydantic import BaseModel, TypeAdapter
from pydantic_core import to_jsonable_python

from tooldeck.errors import ToolDefinitionError
from tooldeck.jsonvalue import canonical_json, same_json
from tooldeck.tool._schema_gen import (
    RESULT_KEY as RESULT_KEY,  # re-exported: the runtime unwraps with it
)
from tooldeck.tool._schema_gen import (
    add_parameter_descriptions,
    build_arguments_model,
    check_defaults,
    json_schema,
    output_schema,
    scalar_return_schema,
)
from tooldeck.tool._unchanged import core_definitions, unchanging_argument_keys
from tooldeck.tool.model import Deck, Group, Tool, ToolAnnotations, ToolExample

__all__ = [
    "MAX_DUPLICATE_WINDOW_S",
    "FunctionTool",
    "deck_from_functions",
    "duplicate_window_ok",
    "tool",
    "tool_from_function",
    "unread_parameter_block",
]

P = ParamSpec("P")
R = TypeVar("R")


# --- options ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Options:
    name: str | None = None
    title: str | None = None
    description: str | None = None
    group: str | None = None
    read_only: bool | None = None
    destructive: bool | None = None
    idempotent: bool | None = None
    open_world: bool | None = None
    duplicate_window: float | None = None
    examples: tuple[ToolExample | Mapping[str, Any], ...] = ()


def _options(
    *,
    name: str | None,
    title: str | None,
    description: str | None,
    group: str | None,
    read_only: bool | None,
    destructive: bool | None,
    idempotent: bool | None,
    open_world: bool | None,
    examples: Iterable[ToolExample | Mapping[str, Any]] | None,
    duplicate_window: float | None = None,
) -> _Options:
    if duplicate_window is not None:
        _check_duplicate_window(duplicate_window)
    if examples is not None and (isinstance(examples, str | bytes | Mapping)):
        raise ToolDefinitionError(
            "examples must be a list of examples (ToolExample or {'arguments': {...}}), "
            f"got {type(examples).__name__}"
        )
    return _Options(
        name=name,
        title=title,
        description=description,
        group=group,
        read_only=read_only,
        destructive=destructive,
        idempotent=idempotent,
        open_world=open_world,
        duplicate_window=None if duplicate_window is None else float(duplicate_window),
        examples=tuple(examples or ()),
    )


MAX_DUPLICATE_WINDOW_S = 86_400
"""The longest ``duplicate_window`` (seconds): one day. The guard stops a model's retry
of a call that already ran (the same turn, the same task, a client reconnecting), which
happens within minutes; a window of days would refuse a user's legitimate repeat of
yesterday's call (the same report run again) with nothing in the conversation to explain
it, and a longer memory of every call is no better a defence than the tool's own hints
(``annotations``: ``idempotentHint``, ``readOnlyHint``). A value past it is refused at load
rather than cut (no silent conversion); 1e308 was accepted and printed as a 300-digit
number (trial33b)."""


def duplicate_window_ok(value: object) -> bool:
    """Whether ``value`` is a duplicate window: a finite number of seconds (not a bool)
    from 0 to :data:`MAX_DUPLICATE_WINDOW_S`. The one test ``@tool(duplicate_window=)``
    and ``tooldeck serve --duplicate-window`` / ``build(duplicate_window=)`` apply (each
    says it in its own words)."""
    number = isinstance(value, int | float) and not isinstance(value, bool)
    return number and math.isfinite(value) and 0 <= value <= MAX_DUPLICATE_WINDOW_S  # type: ignore[operator, arg-type]


def _check_duplicate_window(value: Any) -> None:
    """``duplicate_window``: seconds from 0 to one day
    (:data:`MAX_DUPLICATE_WINDOW_S`, the bound of the gateway config's
    ``duplicate_window`` too), else :class:`ToolDefinitionError` naming the option."""
    if not duplicate_window_ok(value):
        raise ToolDefinitionError(
            f"duplicate_window must be a number of seconds from 0 to "
            f"{MAX_DUPLICATE_WINDOW_S:,} (how long a finished call is remembered and an "
            f"identical one refused; 0: off; leave it out for the runtime's window), "
            f"got {value!r}"
        )


# --- the wrapper -----------------------------------------------------------------------------
class FunctionTool(Generic[P, R]):
    """A function together with its tool declaration; calling it calls the function.

    Built by :func:`tool`. It keeps the function's metadata (``functools.wraps``:
    ``__name__``, ``__doc__``, ``__wrapped__``, ...), so ``inspect.signature`` shows the
    function's signature and ``inspect.iscoroutinefunction`` is true exactly when the
    function is ``async`` (calling it then returns an awaitable). Used on a method in a
    class body it binds like a function.

    Attributes:
        fn: the original callable; a runtime registers it as the tool's handler.
        tool: the :class:`~tooldeck.tool.Tool` declaration.
        output_wrapped: True when the function's return value is not a JSON object and the
            output schema wraps it as ``{"result": value}`` (MCP SDK convention); a runtime
            returning structured content must then wrap the value the same way.
        return_adapter: pydantic's ``TypeAdapter`` of the declared return type (built on
            first use), or None when the function declares none (or ``None``, ``Any``); a
            runtime dumps the returned value by it, so a subclass's extra fields are not
            sent as if declared.
        return_schema: the JSON Schema of a scalar return annotation (``int``, ``float``,
            ``str``, ``bool``, ``Literal``, an enum, ``X | None`` of those), which
            ``tool.output_schema`` does not advertise; a runtime checks a returned value
            against it (``output_mismatch`` when it breaks it: ``-> int`` returning
            ``"12"``, ``1.5`` or ``True``; an ``int`` is a JSON Schema ``number``, so
            ``-> float`` returning ``2`` passes, unchanged); ``{"type": "null"}`` for
            ``-> None`` (a value returned is a mismatch). None for other annotations.
        duplicate_window: the ``duplicate_window`` given to :func:`tool` (seconds; 0: the
            duplicate guard is off for this tool), or None (the runtime's window).
    """

    fn: Callable[P, R]
    tool: Tool
    output_wrapped: bool
    return_schema: dict[str, Any] | None
    duplicate_window: float | None

    def __init__(
        self,
        fn: Callable[P, R],
        *,
        _options: _Options | None = None,
        _localns: Mapping[str, Any] | None = None,
    ) -> None:
        options = _options or _Options()
        built = _build(fn, options, _localns)
        self.fn = fn
        self.tool = built.tool
        self.output_wrapped = built.output_wrapped
        self._returns = built.returns
        self.return_schema = built.scalar_return
        self._options = options
        self.duplicate_window = options.duplicate_window
        self._arguments_model = built.arguments_model
        self._aliases = built.aliases
        functools.update_wrapper(self, fn)
        # Look like a function to inspect.iscoroutinefunction (Python 3.11 reads the code
        # flags of "function-like" objects; 3.12+ also honours markcoroutinefunction).
        code = getattr(fn, "__code__", None)
        if isinstance(code, types.CodeType):
            self.__code__ = code
            self.__defaults__ = getattr(fn, "__defaults__", None)
            self.__kwdefaults__ = getattr(fn, "__kwdefaults__", None)
        if inspect.iscoroutinefunction(fn):
            mark = getattr(inspect, "markcoroutinefunction", None)
            if mark is not None:
                mark(self)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        return self.fn(*args, **kwargs)

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        if instance is None:
            return self
        return types.MethodType(self, instance)

    def __repr__(self) -> str:
        return f"<FunctionTool {self.tool.name!r} of {_qualname(self.fn)}>"

    @functools.cached_property
    def return_adapter(self) -> TypeAdapter[Any] | None:
        returns = self._returns
        if returns is _NO_RETURN or returns is None or returns is type(None) or returns is Any:
            return None
        try:
            return TypeAdapter(returns)
        except Exception:  # not describable: output_schema refused it when declared
            return None

    def parse_arguments(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        """Turn a tool call's JSON arguments into keyword arguments for :attr:`fn`.

        Validation and conversion are pydantic's (lax mode): nested objects become the
        annotated models/dataclasses, enum values become ``Enum`` members, omitted
        optional parameters are left out so that the function's own defaults apply.

        Args:
            arguments: the arguments object of a tool call (name → JSON value).

        Returns:
            ``{parameter name: Python value}``, ready for ``fn(**kwargs)``.

        Raises:
            pydantic.ValidationError: the arguments do not match the signature.
        """
        return self._keywords(self._arguments_model.model_validate(dict(arguments)))

    def received_arguments(
        self, arguments: Mapping[str, Any], *, by_value: bool = False
    ) -> tuple[dict[str, Any], Any]:
        """:meth:`parse_arguments`, and the JSON form of what :attr:`fn` receives.

        With ``by_value=True`` the form is for comparing two calls by the values fn
        receives rather than by pydantic's text for them (:func:`_value_form`): a
        ``Decimal`` is written normalised (``5``, ``5.0`` and ``"5.00"`` are one value, as
        ``Decimal("5") == Decimal("5.00")`` and JSON Schema's ``5 == 5.0``) and an aware
        ``datetime`` as its UTC instant (``…T00:00:00Z`` and ``…T01:00:00+01:00`` are one
        instant, as Python's ``==`` says). The duplicate guard reads this form.

        Returns:
            ``(keyword arguments, received)``: ``received`` is the sent arguments' object
            as pydantic dumps the validated values by their parameters' types (JSON mode,
            by alias; only the arguments sent, with the defaults pydantic filled in inside
            nested objects; a parameter whose dump is not the form fn receives — a
            validation alias, a serializer of the author's — as sent; one whose type
            cannot change any JSON value — ``str``, ``Any``, lists and models of them,
            :mod:`tooldeck.tool._unchanged` — or whose validated value is, type for type,
            the JSON value sent (:func:`~tooldeck.jsonvalue.same_json`: a ``list[int]``
            given integers), as sent, the very object, not dumped), or None when it
            cannot be dumped. Compared with what was sent, it shows what the function's
            types changed (``1.0`` → ``1`` for ``Literal[1]``; a key ``"01"`` → ``"1"``
            for ``dict[int, X]``).

        Raises:
            pydantic.ValidationError: the arguments do not match the signature.
        """
        model = self._arguments_model.model_validate(dict(arguments))
        as_sent = set(self._unfaithful_keys | self._unchanging_keys)
        dumped = set()
        for name, key in self._dump_keys.items():
            if key in as_sent or name not in model.model_fields_set:
                continue
            if key in arguments and same_json(arguments[key], getattr(model, name)):
                as_sent.add(key)  # fn receives the very JSON value sent: nothing to dump
            else:
                dumped.add(name)
        dumped.update(model.model_extra or ())
        received: Any = {}
        if dumped.intersection(model.model_fields_set) or model.model_extra:
            try:
                received = model.model_dump(
                    mode="json",
                    by_alias=True,
                    exclude_unset=True,
                    warnings=False,
                    include=dumped,
                )
                if by_value:
                    received = _value_form(
                        received,
                        model.model_dump(
                            by_alias=True, exclude_unset=True, warnings=False, include=dumped
                        ),
                    )
            except Exception:  # a value pydantic cannot write back: nothing to compare
                received = None
        if isinstance(received, dict):
            for key in as_sent:
                if key in arguments:
                    # its dump is not what fn receives, or is what was sent (not dumped)
                    received[key] = arguments[key]
        return self._keywords(model), received

    @functools.cached_property
    def _unfaithful_keys(self) -> frozenset[str]:
        """The argument keys whose dump by :meth:`received_arguments` is not the form the
        function receives, so comparing it would list changes that did not happen: a field
        inside read by a validation alias and dumped under another key
        (``Field(validation_alias="q")``, ``AliasChoices``, ``alias="q",
        serialization_alias="Q"``), or a serializer that is not pydantic's own
        (``PlainSerializer``, ``WrapSerializer``, ``@field_serializer``,
        ``@model_serializer``, a type's ``__get_pydantic_core_schema__``)."""
        return frozenset(_unfaithful_argument_keys(self._arguments_model))

    @functools.cached_property
    def _unchanging_keys(self) -> frozenset[str]:
        """The argument keys whose type hands the function every JSON value unchanged
        (:func:`~tooldeck.tool._unchanged.unchanging_argument_keys`): not dumped."""
        return unchanging_argument_keys(self._arguments_model)

    @functools.cached_property
    def _dump_keys(self) -> dict[str, str]:
        """Field name → the key its value is dumped under (by alias)."""
        return {
            name: info.serialization_alias or info.alias or name
            for name, info in self._arguments_model.model_fields.items()
        }

    def _keywords(self, model: BaseModel) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for field_name, parameter in self._aliases.items():
            if field_name in model.model_fields_set:
                out[parameter] = getattr(model, field_name)
        if model.model_extra:
            out.update(model.model_extra)
        return out


def _value_form(dumped: Any, python: Any) -> Any:
    """``dumped`` (a JSON-mode dump) with each ``Decimal`` and aware ``datetime`` that
    ``python`` (the Python-mode dump of the same values) holds at the same place written
    as the value it is, not as pydantic's text for it: a finite ``Decimal`` as its
    normalised string at full precision (``Decimal.normalize`` under a context as precise
    as the number, so nothing is rounded; zero of either sign as ``"0"``), an aware
    ``datetime`` as the ISO text of the same instant in UTC. Objects and lists are walked
    in step; a set or frozenset (no order: pydantic dumps it in iteration order, which
    for equal sets built in another order may differ) as the sorted list of its items'
    value forms (by their canonical JSON), so ``["a", "b"]`` and ``["b", "a"]`` for a
    ``set[str]`` are one value."""
    if isinstance(python, set | frozenset):
        items = [_value_form(to_jsonable_python(item), item) for item in python]
        return sorted(items, key=canonical_json)
    if isinstance(python, decimal.Decimal):
        if not python.is_finite():
            return dumped
        if python.is_zero():
            return "0"
        digits = len(python.as_tuple().digits)
        return str(python.normalize(decimal.Context(prec=max(digits, 1))))
    if isinstance(python, datetime.datetime) and python.utcoffset() is not None:
        return python.astimezone(datetime.UTC).isoformat()
    if isinstance(python, Mapping) and isinstance(dumped, dict):
        return {k: _value_form(v, python[k]) if k in python else v for k, v in dumped.items()}
    if isinstance(python, list | tuple) and isinstance(dumped, list) and len(python) == len(dumped):
        return [_value_form(d, p) for d, p in zip(dumped, python, strict=True)]
    return dumped


def _unfaithful_argument_keys(model: type[BaseModel]) -> list[str]:
    """The keys of ``model``'s fields (dumped by alias) whose core schema, at any depth,
    has a serializer from outside pydantic or a field read by a validation alias other
    than the key it is dumped under (see :attr:`FunctionTool._unfaithful_keys`)."""
    root = model.__pydantic_core_schema__
    definitions = core_definitions(root)

    def unfaithful(node: Any, seen: set[str]) -> bool:
        if isinstance(node, list):
            return any(unfaithful(item, seen) for item in node)
        if not isinstance(node, dict):
            return False
        if node.get("type") == "definition-ref":
            ref = node.get("schema_ref")
            if not isinstance(ref, str) or ref in seen or ref not in definitions:
                return False
            return unfaithful(definitions[ref], seen | {ref})
        serializer = node.get("serialization")
        if isinstance(serializer, dict) and "function" in serializer:
            module = getattr(serializer["function"], "__module__", None) or ""
            if module.split(".")[0] not in ("pydantic", "pydantic_core"):
                return True
        fields = node.get("fields")
        named = (
            list(fields.items())
            if isinstance(fields, dict)
            else [(f.get("name"), f) for f in fields if isinstance(f, dict)]
            if isinstance(fields, list)
            else []
        )
        for name, field in named:
            if isinstance(field, dict) and field.get("validation_alias", name) != field.get(
                "serialization_alias", name
            ):
                return True  # read under one key, dumped under another
        return any(
            unfaithful(item, seen)
            for key, item in node.items()
            if key not in ("serialization", "metadata")
        ) or (isinstance(serializer, dict) and unfaithful(serializer.get("schema"), seen))

    keys = []
    fields = _model_fields_schema(root, definitions)
    for name, info in model.model_fields.items():
        key = info.serialization_alias or info.alias or name
        field = fields.get(name) if fields else None
        if field is None or unfaithful(field.get("schema"), set()):
            keys.append(key)
    return keys


def _model_fields_schema(root: Any, definitions: Mapping[str, Any]) -> dict[str, Any] | None:
    """The ``fields`` of a model's core schema (through ``definitions`` wrappers/refs)."""
    node = root
    for _ in range(8):
        if not isinstance(node, dict):
            return None
        kind = node.get("type")
        if kind == "definitions" or kind == "model":
            node = node.get("schema")
        elif kind == "definition-ref":
            node = definitions.get(str(node.get("schema_ref")))
        elif kind == "model-fields":
            fields = node.get("fields")
            return fields if isinstance(fields, dict) else None
        else:
            return None
    return None


# --- public API ------------------------------------------------------------------------------
@overload
def tool(fn: Callable[P, R], /) -> FunctionTool[P, R]: ...
@overload
def tool(
    *,
    name: str | None = None,
    title: str | None = None,
    description: str | None = None,
    group: str | None = None,
    read_only: bool | None = None,
    destructive: bool | None = None,
    idempotent: bool | None = None,
    open_world: bool | None = None,
    examples: Iterable[ToolExample | Mapping[str, Any]] | None = None,
    duplicate_window: float | None = None,
) -> Callable[[Callable[P, R]], FunctionTool[P, R]]: ...
def tool(
    fn: Callable[P, R] | None = None,
    /,
    *,
    name: str | None = None,
    title: str | None = None,
    description: str | None = None,
    group: str | None = None,
    read_only: bool | None = None,
    destructive: bool | None = None,
    idempotent: bool | None = None,
    open_world: bool | None = None,
    examples: Iterable[ToolExample | Mapping[str, Any]] | None = None,
    duplicate_window: float | None = None,
) -> FunctionTool[P, R] | Callable[[Callable[P, R]], FunctionTool[P, R]]:
    """Declare a function as a tool: ``@tool`` or ``@tool(name=..., read_only=True, ...)``.

    Args:
        fn: the function (when used bare as ``@tool``).
        name: tool name; default ``fn.__name__``.
        title: human-readable display name (MCP ``title``).
        description: tool description; default the docstring's description.
        group: group the tool belongs to.
        read_only: MCP ``readOnlyHint`` (None: not stated).
        destructive: MCP ``destructiveHint`` (None: not stated).
        idempotent: MCP ``idempotentHint`` (None: not stated).
        open_world: MCP ``openWorldHint`` (None: not stated).
        examples: example calls: :class:`~tooldeck.tool.ToolExample` values or
            ``{"arguments": {...}, "description": "..."}`` objects; each is validated
            against the generated input schema.
        duplicate_window: seconds a runtime's duplicate guard remembers a finished call
            of this tool and refuses an identical one
            (:class:`~tooldeck.runtime.policy.DuplicateGuard`; 0: off for this tool;
            None: the runtime's window, 300 s by default). Not sent to clients: it is
            the server author's setting, for a tool whose repeats are normal requests
            (a second "+1" comment, a second dice roll). At most 86,400 (one day).

    Returns:
        A :class:`FunctionTool` (bare use), or a decorator that returns one.

    Raises:
        ToolDefinitionError: see :func:`tool_from_function`.
        SchemaError: the generated schema is rejected by :class:`~tooldeck.tool.Tool`.
    """
    options = _options(
        name=name,
        title=title,
        description=description,
        group=group,
        read_only=read_only,
        destructive=destructive,
        idempotent=idempotent,
        open_world=open_world,
        examples=examples,
        duplicate_window=duplicate_window,
    )
    if fn is not None:
        return FunctionTool(fn, _options=options, _localns=_caller_locals())

    def decorate(func: Callable[P, R]) -> FunctionTool[P, R]:
        return FunctionTool(func, _options=options, _localns=_caller_locals())

    return decorate


def tool_from_function(
    fn: Callable[..., Any],
    *,
    name: str | None = None,
    title: str | None = None,
    description: str | None = None,
    group: str | None = None,
    read_only: bool | None = None,
    destructive: bool | None = None,
    idempotent: bool | None = None,
    open_world: bool | None = None,
    examples: Iterable[ToolExample | Mapping[str, Any]] | None = None,
) -> Tool:
    """Build the :class:`~tooldeck.tool.Tool` declaration of a typed Python function.

    Accepts functions, ``async`` functions, bound methods and :class:`FunctionTool`
    objects (options given here then override the decorator's). The options are those of
    :func:`tool`. ``Tool.source`` is ``"module:qualname"`` of the function.

    Output schema (MCP ``outputSchema``), from the return annotation in pydantic's
    serialization mode:

    * a JSON object type (pydantic model, dataclass, TypedDict, ``dict[str, X]``) → its
      schema as is;
    * any other structured type (``list[X]``, tuples, ``Model | None``, unions with an
      object) → wrapped per the MCP SDK convention as
      ``{"type": "object", "properties": {"result": <schema>}, "required": ["result"]}``
      (:attr:`FunctionTool.output_wrapped` is then true);
    * scalars (``str``, ``int``, ``Literal``, enums, …), ``None``, ``Any`` or no return
      annotation → no output schema.

    Raises:
        ToolDefinitionError: no usable name (lambdas need ``name=``), a parameter without
            a type hint, ``*args`` or a positional-only parameter, a type pydantic cannot
            describe, a default that is not JSON-serialisable, an unparseable docstring, a
            docstring documenting a parameter the signature lacks or one parameter twice, a
            bad option value
            (``read_only=True`` with ``destructive=True`` included), or an example call that
            does not match the input schema.
        SchemaError: the generated schema is rejected by :class:`~tooldeck.tool.Tool`.
    """
    options = _options(
        name=name,
        title=title,
        description=description,
        group=group,
        read_only=read_only,
        destructive=destructive,
        idempotent=idempotent,
        open_world=open_world,
        examples=examples,
    )
    if isinstance(fn, FunctionTool):
        if options == _Options():
            return fn.tool
        merged = _merge_options(fn._options, options)
        return _build(fn.fn, merged, _caller_locals()).tool
    return _build(fn, options, _caller_locals()).tool


def deck_from_functions(
    fns: Iterable[Callable[..., Any] | FunctionTool[Any, Any] | Tool],
    *,
    groups: Iterable[Group] = (),
    name: str | None = None,
    description: str | None = None,
) -> Deck:
    """Build a :class:`~tooldeck.tool.Deck` from functions, in order.

    Args:
        fns: plain functions (declared with default options), :class:`FunctionTool`
            objects (their declarations), or ready :class:`~tooldeck.tool.Tool` values.
        groups: group descriptions.
        name: an optional label for the deck.
        description: an optional text about the deck (not sent to models).

    Raises:
        ToolDefinitionError: a function cannot be declared (see :func:`tool_from_function`).
        DuplicateToolError: two functions give the same tool name (both sources named).
    """
    tools: list[Tool] = []
    for item in fns:
        if isinstance(item, Tool):
            tools.append(item)
        elif isinstance(item, FunctionTool):
            tools.append(item.tool)
        elif callable(item):
            tools.append(tool_from_function(item))
        else:
            raise ToolDefinitionError(
                f"deck_from_functions takes functions, FunctionTool or Tool values, "
                f"got {type(item).__name__}"
            )
    return Deck(tools, groups=groups, name=name, description=description)


# --- building ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Built:
    tool: Tool
    output_wrapped: bool
    arguments_model: type[BaseModel]
    aliases: dict[str, str]  # model field name -> parameter name
    returns: Any = None  # the return annotation, or _NO_RETURN
    scalar_return: dict[str, Any] | None = None  # checked, not advertised


_NO_RETURN = object()


def _merge_options(base: _Options, override: _Options) -> _Options:
    merged = {
        key: getattr(override, key) if getattr(override, key) is not None else getattr(base, key)
        for key in _Options.__slots__
        if key != "examples"
    }
    return _Options(**merged, examples=override.examples or base.examples)


SERVED_MODULE_PREFIX = "tooldeck_served_"
"""Prefix of the module name under which ``py:app.py`` / ``tooldeck serve app.py`` import a
Python file (:mod:`tooldeck.formats.python_source`); such a function is named by its file
(``app.py:add``), not by that internal name (``tooldeck_served_app:add``)."""


def _qualname(fn: Callable[..., Any]) -> str:
    module = getattr(fn, "__module__", None) or "<unknown>"
    qualname = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None)
    if qualname is None:
        qualname = type(fn).__qualname__
    if module.startswith(SERVED_MODULE_PREFIX):
        file = getattr(sys.modules.get(module), "__file__", None)
        if file:
            module = os.path.basename(file)
    return f"{module}:{qualname}"


def _caller_locals() -> dict[str, Any]:
    """Local names of the frame that called the public entry point (two frames up).

    Used only to resolve string annotations (``from __future__ import annotations``) that
    name classes defined inside a function, as pydantic's ``validate_call`` does.
    """
    frame = sys._getframe(2)
    return dict(frame.f_locals) if frame is not None else {}


def _build(
    fn: Callable[..., Any], options: _Options, localns: Mapping[str, Any] | None = None
) -> _Built:
    if not callable(fn):
        raise ToolDefinitionError(f"a tool needs a callable, got {type(fn).__name__}")
    where = _qualname(fn)
    name = options.name
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise ToolDefinitionError(f"{where}: name must be a non-empty string, got {name!r}")
    if name is None:
        name = getattr(fn, "__name__", None)
        if not isinstance(name, str) or not name.isidentifier():
            raise ToolDefinitionError(
                f"{where}: cannot take a tool name from this callable ({name!r}); pass name=..."
            )
    for flag in ("read_only", "destructive", "idempotent", "open_world"):
        value = getattr(options, flag)
        if value is not None and not isinstance(value, bool):
            raise ToolDefinitionError(
                f"tool {name!r}: {flag} must be True, False or None, got {value!r}"
            )
    if options.read_only is True and options.destructive is True:
        raise ToolDefinitionError(
            f"tool {name!r}: read_only=True and destructive=True contradict each other (MCP "
            "reads destructiveHint only when readOnlyHint is false); keep the one that is true"
        )

    try:
        signature = inspect.signature(fn)
    except (TypeError, ValueError) as exc:
        raise ToolDefinitionError(f"tool {name!r} ({where}): no readable signature: {exc}") from exc
    hints = _type_hints(fn, name, where, localns)
    docstring = _parse_docstring(fn, name, where)

    arguments_model, aliases = build_arguments_model(name, where, signature, hints)
    try:
        input_schema = json_schema(
            lambda gen: arguments_model.model_json_schema(mode="validation", schema_generator=gen),
            name,
            "input",
        )
    except ToolDefinitionError as exc:
        for param in signature.parameters.values():
            if param.default is not param.empty and not _jsonable(param.default):
                raise ToolDefinitionError(
                    f"tool {name!r} ({where}): the default of parameter {param.name!r} "
                    f"({param.default!r}) is not JSON-serialisable; use a JSON value or None"
                ) from exc
        if isinstance(exc.__cause__, pydantic.PydanticInvalidForJsonSchema):
            # a type pydantic validates but cannot describe (a Callable): name the
            # parameter and the fix, not pydantic's core-schema words (trial38)
            for param in signature.parameters.values():
                hint = hints.get(param.name)
                if hint is None or _describable(hint):
                    continue
                raise ToolDefinitionError(
                    f"tool {name!r} ({where}): parameter {param.name!r}: its type "
                    f"{_shown_type(hint)} has no JSON Schema (a function, a callable or "
                    "another Python object cannot arrive as JSON); a tool's arguments "
                    "arrive as JSON: annotate it with str, int, float, bool, list, dict, "
                    "Literal, an Enum, a pydantic model, a dataclass or a TypedDict (a name "
                    "to look the function up by, for a callable), and build the object "
                    "inside the function"
                ) from None
        raise
    add_parameter_descriptions(
        input_schema, docstring, signature, name, where, text=inspect.getdoc(fn) or ""
    )
    check_defaults(input_schema, name, where)
    if "properties" in input_schema and "required" not in input_schema:
        # pydantic omits an empty list; JSON Schema reads its absence the same way, but
        # `required: []` says "every parameter is optional" on purpose (lint S103)
        input_schema["required"] = []

    output, output_wrapped = output_schema(hints, name)
    scalar_return = scalar_return_schema(hints, name) if output is None else None

    description = options.description
    if description is None:
        description = _docstring_description(
            docstring, headings=_chinese_headings(inspect.getdoc(fn) or "")
        )

    annotations = ToolAnnotations(
        read_only_hint=options.read_only,
        destructive_hint=options.destructive,
        idempotent_hint=options.idempotent,
        open_world_hint=options.open_world,
    )
    built = Tool(
        name=name,
        description=description,
        input_schema=cast(Any, input_schema),
        title=options.title,
        output_schema=cast(Any, output),
        annotations=annotations,
        group=options.group,
        examples=cast(Any, options.examples),
        source=where,
    )
    return _Built(
        built,
        output_wrapped,
        arguments_model,
        aliases,
        hints.get("return", _NO_RETURN),
        scalar_return,
    )


def _describable(hint: Any) -> bool:
    """Whether pydantic writes a JSON Schema for ``hint`` (validation mode)."""
    try:
        pydantic.TypeAdapter(hint).json_schema(mode="validation")
    except Exception:
        return False
    return True


def _shown_type(hint: Any) -> str:
    """A type as written (``Callable[[int], int]``), without its module's prefix."""
    return re.sub(r"\b(?:typing|collections\.abc)\.", "", repr(hint))


def _type_hints(
    fn: Callable[..., Any], name: str, where: str, localns: Mapping[str, Any] | None
) -> dict[str, Any]:
    target: Any = fn
    if not (inspect.isfunction(fn) or inspect.ismethod(fn)) and not hasattr(fn, "__wrapped__"):
        # a callable object: its class's __call__ carries the hints
        call = next((vars(k)["__call__"] for k in type(fn).__mro__ if "__call__" in vars(k)), None)
        if call is not None and inspect.isfunction(call):
            target = call
    attempts: list[Mapping[str, Any] | None] = [None]
    if localns:
        attempts.append(localns)  # names local to the caller (classes defined in a function)
    error: Exception | None = None
    for namespace in attempts:
        try:
            local = dict(namespace) if namespace is not None else None
            return typing.get_type_hints(target, localns=local, include_extras=True)
        except Exception as exc:
            error = exc
    raise ToolDefinitionError(
        f"tool {name!r} ({where}): cannot resolve the type hints ({type(error).__name__}: "
        f"{error}); define the types they name at module level"
    ) from error


def _jsonable(value: Any) -> bool:
    try:
        to_jsonable_python(value)
    except Exception:
        return False
    return True


def _chinese_headings(doc: str) -> dict[str, str]:
    """The Chinese section headers ``doc`` writes (:data:`_CHINESE_SECTIONS`), by
    ``docstring_parser``'s key, as written (``{"returns": "返回："}``; the first of each
    key), for :func:`_docstring_description` to keep them."""
    found: dict[str, str] = {}
    for line in doc.split("\n"):
        match = _HEADER.match(line.strip())
        if match is None or match.group("title") not in _CHINESE_SECTIONS:
            continue
        found.setdefault(_CHINESE_SECTIONS[match.group("title")][0], line.strip())
    return found


def _labelled(heading: str, text: str) -> str:
    """``text`` under ``heading`` (``Returns:``, ``返回：``): on its line, after a space
    unless the heading ends in a full-width colon; under it when it has several lines."""
    if "\n" in text:
        return f"{heading}\n{text}"
    return f"{heading}{'' if heading.endswith('：') else ' '}{text}"


def _docstring_description(
    docstring: docstring_parser.Docstring | None, *, headings: Mapping[str, str] | None = None
) -> str:
    """The description a docstring gives: its short and long description, then the text of
    its ``Returns`` (or ``Yields``) and ``Raises`` sections — what a model needs to know of
    the result and of the failures — as ``Returns: …`` and one ``- Type: …`` line per
    exception under ``Raises:``. Session 40 (trial40 A1): these sections were dropped without
    a word and lint D107 then asked for what the result is. The ``Args`` sections go to the
    parameters' descriptions instead (:func:`add_parameter_descriptions`).

    ``headings``: the docstring's own Chinese section headers by key
    (:func:`_chinese_headings`): a section written under ``返回：`` is labelled ``返回：``,
    not ``Returns:`` (trial45b L3: an English label inside a Chinese description was a
    conversion nobody asked for); the English label is used where the docstring wrote an
    English header."""
    if docstring is None:
        return ""
    own = headings or {}
    parts = [(docstring.description or "").strip()]
    returns = docstring.returns
    said = (returns.description or "").split() if returns is not None else []
    if returns is not None and said:
        label = "Yields" if returns.is_generator else "Returns"
        heading = own.get("returns", f"{label}:")
        parts.append(_labelled(heading, " ".join(said)))
    raised = [
        "- "
        + ": ".join(part for part in (r.type_name, " ".join((r.description or "").split())) if part)
        for r in docstring.raises
        if r.type_name or (r.description or "").strip()
    ]
    if raised:
        parts.append(own.get("raises", "Raises:") + "\n" + "\n".join(raised))
    for meta in docstring.meta:  # Note / Warning / Example sections, in the docstring's order
        section = _KEPT_SECTIONS.get(meta.args[0] if meta.args else "")
        if section is None:
            continue
        text = (meta.description or "").strip()
        if isinstance(meta, docstring_parser.common.DocstringExample) and meta.snippet:
            text = "\n".join(t for t in (meta.snippet.strip(), text) if t)
        if text:
            # prose as one line; an example's lines (code, its output) kept as written
            shown = text if section == "Example" else " ".join(text.split())
            parts.append(_labelled(own.get(meta.args[0], f"{section}:"), shown))
    return "\n\n".join(p for p in parts if p)


_KEPT_SECTIONS = {"notes": "Note", "warnings": "Warning", "examples": "Example"}
"""Docstring sections kept in a ``@tool``'s description after ``Returns`` and ``Raises``,
by ``docstring_parser``'s key → the label written: Google ``Note:``/``Notes:``,
``Warning:``/``Warnings:`` and ``Example:``/``Examples:``, NumPy ``Notes``, ``Warnings``
and ``Examples`` (session 41, trial40b N7: they were dropped without a word; a note such as
"Follows at most 5 redirects." is often what a model needs). Sections still left out:
``Args``/``Parameters`` (they go to the parameters), ``Attributes``, ``See Also``,
``References``, ``Warns``, ``Todo`` (docs/formats/README.md)."""


def _parse_docstring(
    fn: Callable[..., Any], name: str, where: str
) -> docstring_parser.Docstring | None:
    doc = inspect.getdoc(fn)
    if not doc:
        return None
    try:
        parsed = docstring_parser.parse(doc)
    except docstring_parser.ParseError as exc:
        raise ToolDefinitionError(
            f"tool {name!r} ({where}): cannot parse the docstring: {exc}"
        ) from exc
    try:
        google = _GOOGLE_NAPOLEON.parse(_ascii_colons(doc))
    except docstring_parser.ParseError:
        return parsed
    # docstring_parser's own rule for picking a style: the reading with the most entries
    return google if len(google.meta) > len(parsed.meta) else parsed


_SectionType = docstring_parser.google.SectionType
_CHINESE_SECTIONS: dict[str, tuple[str, Any]] = {
    "参数": ("param", _SectionType.MULTIPLE),
    "参数说明": ("param", _SectionType.MULTIPLE),
    "关键字参数": ("keyword", _SectionType.MULTIPLE),
    "返回": ("returns", _SectionType.SINGULAR_OR_MULTIPLE),
    "返回值": ("returns", _SectionType.SINGULAR_OR_MULTIPLE),
    "异常": ("raises", _SectionType.MULTIPLE),
    "抛出": ("raises", _SectionType.MULTIPLE),
    "示例": ("examples", _SectionType.SINGULAR),
    "例子": ("examples", _SectionType.SINGULAR),
    "注意": ("notes", _SectionType.SINGULAR),
    "备注": ("notes", _SectionType.SINGULAR),
    "警告": ("warnings", _SectionType.SINGULAR),
}
"""Google-style section headers written in Chinese, read as their English counterparts
(trial45 #8: ``参数:`` was not a section, so its block went into the description sent to the
model and no parameter got a description): 参数/参数说明 = ``Args``, 关键字参数 = ``Keyword
Args``, 返回/返回值 = ``Returns``, 异常/抛出 = ``Raises``, 示例/例子 = ``Example``, 注意/备注 =
``Note``, 警告 = ``Warning``. The header may end in an ASCII or a full-width colon
(``参数：``; :func:`_ascii_colons`). A section kept in the description keeps the header the
docstring wrote (``返回：退款单号``, not ``Returns: 退款单号``; trial45b L3)."""

_SECTION_TITLES = frozenset(
    {
        *(s.title for s in docstring_parser.google.DEFAULT_SECTIONS),
        "Keyword Args",
        "Keyword Arguments",
        "Other Parameters",
        "Note",
        "Notes",
        "Warning",
        "Warnings",
        *_CHINESE_SECTIONS,
    }
)
_HEADER = re.compile(r"^(?P<title>[^\s:：][^:：]*?)[ \t]*[:：][ \t]*$")
_ENTRY_FULLWIDTH = re.compile(r"^(?P<head>[ \t]+[A-Za-z_]\w*(?:[ \t]*\([^)\n]*\))?)[ \t]*：")


def _ascii_colons(doc: str) -> str:
    """``doc`` for the Google reader only: a known section header ending in a full-width
    colon (``参数：``) written with ``:``, and in such a section's indented entries the
    full-width colon after the parameter name (``order_id：订单号``) too. Lines outside the
    sections are left as written (the description keeps its own text)."""
    out = []
    in_section = False
    for line in doc.split("\n"):
        header = _HEADER.match(line)
        if header and header.group("title") in _SECTION_TITLES:
            in_section = True
            out.append(f"{header.group('title')}:")
            continue
        if line.strip() and not line[:1].isspace():
            in_section = False
        if in_section:
            line = _ENTRY_FULLWIDTH.sub(lambda m: m.group("head") + ":", line, count=1)
        out.append(line)
    return "\n".join(out)


_ENTRY = re.compile(r"^[ \t]+(?P<name>[^\s:：(—-]+)[ \t]*(?:\([^)\n]*\))?[ \t]*(?:[:：]|--?|—)")


def unread_parameter_block(tool: Tool) -> tuple[str, tuple[str, ...]] | None:
    """A block of the tool's description that reads as a parameter list in a docstring
    section tooldeck does not recognise: a line ``Header:`` (or ``Header：``) that is not a
    known section, followed by indented ``name: text`` / ``name (type): text`` /
    ``name - text`` lines naming the tool's parameters, at least one of which has no
    ``description`` in the schema (trial45 #8: ``参数:`` before session 45; ``Inputs:``,
    ``Params:``-like headers of other languages still). Such a block is sent to the model as
    description text, and the parameters it describes get no description.

    Returns:
        ``(header, parameter names)`` of the first such block, or None.
    """
    properties = tool.input_schema.get("properties")
    if not isinstance(properties, Mapping) or not tool.description:
        return None
    lines = tool.description.split("\n")
    for i, line in enumerate(lines):
        header = _HEADER.match(line)
        if not header or header.group("title") in _SECTION_TITLES or len(line) > 40:
            continue
        named: list[str] = []
        for entry in lines[i + 1 :]:
            if not entry.strip():
                continue
            if not entry[:1].isspace():
                break
            found = _ENTRY.match(entry)
            if found and found.group("name") in properties:
                named.append(found.group("name"))
        undescribed = [
            n
            for n in named
            if not (isinstance(properties[n], Mapping) and properties[n].get("description"))
        ]
        if undescribed:
            return header.group("title"), tuple(dict.fromkeys(named))
    return None


_GOOGLE_NAPOLEON = docstring_parser.google.GoogleParser(
    sections=[
        *docstring_parser.google.DEFAULT_SECTIONS,
        *(
            docstring_parser.google.Section(
                title, "keyword", docstring_parser.google.SectionType.MULTIPLE
            )
            for title in ("Keyword Args", "Keyword Arguments", "Other Parameters")
        ),
        *(
            docstring_parser.google.Section(
                title, key, docstring_parser.google.SectionType.SINGULAR
            )
            for title, key in (
                ("Note", "notes"),
                ("Notes", "notes"),
                ("Warning", "warnings"),
                ("Warnings", "warnings"),
            )
        ),
        *(
            docstring_parser.google.Section(title, key, kind)
            for title, (key, kind) in _CHINESE_SECTIONS.items()
        ),
    ]
)
"""docstring_parser's Google reader with the parameter sections Sphinx Napoleon adds
(``Keyword Args:``, ``Keyword Arguments:``, ``Other Parameters:``; Napoleon's Google
style guide), and its ``Note:``/``Notes:`` and ``Warning:``/``Warnings:`` sections (kept in
the description: :data:`_KEPT_SECTIONS`): with the default sections their parameters'
descriptions were dropped, and a ``Note:`` was read as part of the section above it. Their
entries are keyed ``"keyword"`` (``args[0]``), so that one naming no parameter of a function
taking ``**kwargs`` — what these sections document it takes — is told apart from a
misnamed ``Args:`` entry."""
