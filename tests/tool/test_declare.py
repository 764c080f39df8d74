"""Tools declared from typed Python functions (tooldeck.tool.declare)."""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import inspect
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

import pytest
from jsonschema import Draft202012Validator
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from typing_extensions import TypedDict

from tooldeck.errors import DuplicateToolError, ToolDefinitionError
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations, ToolExample
from tooldeck.tool.declare import FunctionTool, deck_from_functions, tool, tool_from_function

# --- helpers -------------------------------------------------------------------------------


def _subschemas(node: Any) -> list[dict[str, Any]]:
    """Every schema node, walked by keyword (property *names* are not schemas)."""
    out: list[dict[str, Any]] = []
    if not isinstance(node, dict):
        return out
    out.append(node)
    for key in ("items", "additionalProperties", "not", "contains", "propertyNames"):
        out += _subschemas(node.get(key))
    for key in ("properties", "$defs", "patternProperties"):
        for child in (node.get(key) or {}).values():
            out += _subschemas(child)
    for key in ("anyOf", "oneOf", "allOf", "prefixItems"):
        for child in node.get(key) or []:
            out += _subschemas(child)
    return out


def _titles(schema: Any) -> list[Any]:
    return [node["title"] for node in _subschemas(schema) if "title" in node]


# --- fixtures: types -----------------------------------------------------------------------


class Color(Enum):
    """A paint colour."""

    RED = "red"
    BLUE = "blue"


class Address(BaseModel):
    street: str
    zip_code: Annotated[str, Field(pattern=r"^\d{5}$")]


class Person(BaseModel):
    name: str
    address: Address
    tags: list[str] = []


class Point(TypedDict):
    x: int
    y: int


@dataclasses.dataclass
class Size:
    width: int
    height: int


class Hit(BaseModel):
    url: str
    score: float


# --- docstring styles -------------------------------------------------------------------------


def google_style(query: str, limit: int = 10) -> str:
    """Search the web.

    Returns the best pages first.

    Args:
        query: Words to look for.
        limit: Most results to return.

    Returns:
        The result page.
    """
    return query


def numpy_style(query: str, limit: int = 10) -> str:
    """Search the web.

    Returns the best pages first.

    Parameters
    ----------
    query : str
        Words to look for.
    limit : int
        Most results to return.

    Returns
    -------
    str
        The result page.
    """
    return query


def sphinx_style(query: str, limit: int = 10) -> str:
    """Search the web.

    Returns the best pages first.

    :param query: Words to look for.
    :param int limit: Most results to return.
    :returns: The result page.
    """
    return query


@pytest.mark.parametrize("fn", [google_style, numpy_style, sphinx_style])
def test_docstring_styles_give_parameter_descriptions(fn: Any) -> None:
    t = tool_from_function(fn)
    assert t.parameters["query"]["description"] == "Words to look for."
    assert t.parameters["limit"]["description"] == "Most results to return."
    # short + long description and the Returns section's text, without the Args sections
    # (session 40, trial40 A1: the Returns text was dropped and lint D107 asked for it)
    assert t.description == (
        "Search the web.\n\nReturns the best pages first.\n\nReturns: The result page."
    )


@pytest.mark.parametrize("section", ["Keyword Args", "Keyword Arguments", "Other Parameters"])
def test_napoleon_keyword_sections_give_parameter_descriptions(section: str) -> None:
    """Sphinx Napoleon's Google style documents keyword and less used parameters under
    these sections; only ``Args:`` was read, so their descriptions were lost (and the
    section vanished from the description too)."""

    def search(query: str, limit: int = 10, exact: bool = False) -> str:
        return query

    search.__doc__ = f"""Search the web.

    Args:
        query: Words to look for.

    {section}:
        limit: Most results to return.
        exact (bool): Match the words exactly.

    Returns:
        The result page.
    """
    t = tool_from_function(search)
    assert t.parameters["query"]["description"] == "Words to look for."
    assert t.parameters["limit"]["description"] == "Most results to return."
    assert t.parameters["exact"]["description"] == "Match the words exactly."
    assert t.description == "Search the web.\n\nReturns: The result page."


def test_napoleon_keyword_section_alone_and_misnamed_parameter() -> None:
    """A docstring whose only parameters are under ``Keyword Args:`` is read as Google
    style too, and a name there that the signature lacks is refused like one under
    ``Args:``."""

    def alone(limit: int = 10) -> None:
        """List items.

        Keyword Args:
            limit: Most items to list.
        """

    assert tool_from_function(alone).parameters["limit"]["description"] == "Most items to list."

    def misnamed(limit: int = 10) -> None:
        """List items.

        Keyword Arguments:
            limt: Most items to list.
        """

    with pytest.raises(ToolDefinitionError, match="documents parameter 'limt'"):
        tool_from_function(misnamed)


@pytest.mark.parametrize("section", ["Keyword Args", "Keyword Arguments", "Other Parameters"])
def test_napoleon_keyword_section_may_document_what_kwargs_takes(section: str) -> None:
    """Napoleon's keyword sections are where the Google style documents what ``**kwargs``
    takes; since they were read, such an entry (a name the signature lacks) made ``@tool``
    raise at import. With ``**kwargs`` it is accepted (the extra arguments stay open,
    ``additionalProperties``); under ``Args:`` the same misnamed entry is still refused."""

    def search(query: str, **kwargs: Any) -> str:
        return query

    search.__doc__ = f"""Search.

    Args:
        query: the text.

    {section}:
        limit (int): most results.
    """
    t = tool_from_function(search)
    assert t.parameters["query"]["description"] == "the text."
    assert "limit" not in t.parameters
    assert t.input_schema.get("additionalProperties", True) is not False

    def wrong(query: str, **kwargs: Any) -> str:
        """Search.

        Args:
            query: the text.
            limt: most results.
        """
        return query

    with pytest.raises(ToolDefinitionError, match="documents parameter 'limt'"):
        tool_from_function(wrong)


def test_numpy_grouped_parameters() -> None:
    def add(a: int, b: int) -> int:
        """Add.

        Parameters
        ----------
        a, b : int
            The numbers.
        """
        return a + b

    t = tool_from_function(add)
    assert t.parameters["a"]["description"] == "The numbers."
    assert t.parameters["b"]["description"] == "The numbers."


def test_field_description_wins_over_docstring() -> None:
    def f(q: Annotated[str, Field(description="from Field")]) -> None:
        """Do.

        Args:
            q: from docstring
        """

    assert tool_from_function(f).parameters["q"]["description"] == "from Field"


def test_no_docstring_gives_empty_description() -> None:
    def f(q: str) -> None: ...

    t = tool_from_function(f)
    assert t.description == ""
    assert "description" not in t.parameters["q"]


def test_description_option_overrides_docstring_but_keeps_parameter_docs() -> None:
    t = tool_from_function(google_style, description="Custom.")
    assert t.description == "Custom."
    assert t.parameters["query"]["description"] == "Words to look for."


def test_documented_but_missing_parameter_is_an_error() -> None:
    def f(query: str) -> None:
        """Search.

        Args:
            query: words.
            limit: a parameter that was renamed away.
        """

    with pytest.raises(ToolDefinitionError, match=r"'limit'.*does not have.*query"):
        tool_from_function(f)


def _google_twice(query: str) -> None:
    """Search.

    Args:
        query: the search text.
        query (str): the words to look for.
    """


def _numpy_twice(query: str) -> None:
    """Search.

    Parameters
    ----------
    query : str
        the search text.
    query
        the words to look for.
    """


def _sphinx_twice(query: str) -> None:
    """Search.

    :param query: the search text.
    :type query: str
    :param str query: the words to look for.
    """


# line numbers counted by hand in inspect.getdoc's text (line 1 is "Search.")
@pytest.mark.parametrize(
    ("fn", "lines"),
    [
        (_google_twice, "lines 4 'query: the search text.' and 5 'query (str): the words"),
        (_numpy_twice, "lines 5 'query : str' and 7 'query'"),
        (_sphinx_twice, "lines 3 ':param query: the search text.' and 5 ':param str query:"),
    ],
    ids=["google", "numpy", "sphinx"],
)
def test_a_parameter_documented_twice_is_an_error_naming_both_lines(fn: Any, lines: str) -> None:
    with pytest.raises(ToolDefinitionError) as caught:
        tool_from_function(fn)
    message = str(caught.value)
    assert "documents parameter 'query' twice" in message
    assert f"(docstring {lines}" in message
    assert "keep one" in message


def test_a_parameter_in_a_numpy_group_and_alone_is_documented_twice() -> None:
    def add(a: int, b: int) -> int:
        """Add.

        Parameters
        ----------
        a, b : int
            The numbers.
        b : int
            The second number.
        """
        return a + b

    with pytest.raises(ToolDefinitionError, match=r"parameter 'b' twice.*lines 5 'a, b : int'"):
        tool_from_function(add)


def test_sphinx_param_and_type_lines_are_not_a_duplicate() -> None:
    def f(query: str) -> None:
        """Search.

        :param query: the search text.
        :type query: str
        """

    assert tool_from_function(f).parameters["query"]["description"] == "the search text."


def test_documented_kwargs_is_not_an_error() -> None:
    def f(query: str, **extra: str) -> None:
        """Search.

        Args:
            query: words.
            **extra: more filters.
        """

    assert tool_from_function(f).required == ("query",)


# --- schema from type hints ---------------------------------------------------------------------


def kitchen_sink(
    query: str,
    mode: Literal["fast", "exact"],
    limit: Annotated[int, Field(ge=1, le=100, description="Most hits.")] = 10,
    code: Annotated[str, Field(pattern=r"^[A-Z]{3}$", max_length=3)] = "ABC",
    color: Color = Color.RED,
    tags: list[str] | None = None,
    weights: dict[str, int] | None = None,
    person: Person | None = None,
    title: str = "untitled",
    *,
    strict: bool = False,
) -> list[Hit]:
    """Kitchen sink.

    Args:
        query: Words.
        title: A property literally called title.
    """
    return []


def test_required_list_is_exact_and_defaults_are_optional() -> None:
    t = tool_from_function(kitchen_sink)
    assert t.required == ("query", "mode")
    props = t.parameters
    assert list(props) == [
        "query",
        "mode",
        "limit",
        "code",
        "color",
        "tags",
        "weights",
        "person",
        "title",
        "strict",
    ]
    assert props["limit"]["default"] == 10
    assert props["strict"]["default"] is False
    assert props["tags"]["default"] is None
    assert props["color"]["default"] == "red"
    assert "default" not in props["query"]


def test_literal_and_enum_become_enum() -> None:
    t = tool_from_function(kitchen_sink)
    assert t.parameters["mode"]["enum"] == ["fast", "exact"]
    ref = t.parameters["color"]["$ref"]
    assert ref == "#/$defs/Color"
    color = t.input_schema["$defs"]["Color"]
    assert color["enum"] == ["red", "blue"]
    assert color["description"] == "A paint colour."


def test_annotated_field_constraints_are_carried() -> None:
    props = tool_from_function(kitchen_sink).parameters
    assert props["limit"]["minimum"] == 1
    assert props["limit"]["maximum"] == 100
    assert props["limit"]["description"] == "Most hits."
    assert props["code"]["pattern"] == "^[A-Z]{3}$"
    assert props["code"]["maxLength"] == 3


def test_containers_and_optionals_are_2020_12() -> None:
    props = tool_from_function(kitchen_sink).parameters
    assert props["tags"]["anyOf"] == [
        {"type": "array", "items": {"type": "string"}},
        {"type": "null"},
    ]
    assert props["weights"]["anyOf"][0] == {
        "type": "object",
        "additionalProperties": {"type": "integer"},
    }


def test_nested_pydantic_model_argument() -> None:
    t = tool_from_function(kitchen_sink)
    assert t.parameters["person"]["anyOf"] == [{"$ref": "#/$defs/Person"}, {"type": "null"}]
    defs = t.input_schema["$defs"]
    assert defs["Person"]["required"] == ["name", "address"]
    assert defs["Person"]["properties"]["address"] == {"$ref": "#/$defs/Address"}
    assert defs["Address"]["properties"]["zip_code"]["pattern"] == r"^\d{5}$"
    Draft202012Validator(t.input_schema).validate(
        {
            "query": "q",
            "mode": "fast",
            "person": {"name": "A", "address": {"street": "s", "zip_code": "12345"}},
        }
    )
    errors = list(
        Draft202012Validator(t.input_schema).iter_errors(
            {
                "query": "q",
                "mode": "fast",
                "person": {"name": "A", "address": {"street": "s", "zip_code": "x"}},
            }
        )
    )
    assert errors


def test_typeddict_and_dataclass_arguments_go_to_defs() -> None:
    def draw(at: Point, size: Size) -> None: ...

    t = tool_from_function(draw)
    assert t.parameters["at"] == {"$ref": "#/$defs/Point"}
    assert t.parameters["size"] == {"$ref": "#/$defs/Size"}
    assert t.input_schema["$defs"]["Point"]["required"] == ["x", "y"]
    assert t.input_schema["$defs"]["Size"]["required"] == ["width", "height"]


def test_dataclass_field_with_init_false_is_not_an_input() -> None:
    """A dataclass field declared ``field(init=False)`` is set by the class, never passed
    to it: it was advertised in the inputSchema (with its default), and a model that sent
    it was refused by pydantic ("Unexpected keyword argument") after the schema said yes."""
    from tooldeck.runtime import Runtime, ToolCall

    @dataclasses.dataclass
    class Box:
        width: int
        area: int = dataclasses.field(init=False, default=0)

        def __post_init__(self) -> None:
            self.area = self.width * self.width

    @tool(read_only=True)
    def measure(box: Box) -> int:
        """Measure a box."""
        return box.area

    defs = measure.tool.input_schema["$defs"]["Box"]
    assert defs["properties"] == {"width": {"type": "integer"}}
    assert defs["required"] == ["width"]
    runtime = Runtime(Deck.from_functions([measure]), [measure])
    sent = runtime.call_sync(ToolCall("c1", "measure", {"box": {"width": 3, "area": 5}}))
    assert sent.error is not None and sent.error.violations  # refused by the schema itself
    assert sent.error.violations[0].pointer == "/box"
    assert "area" in sent.error.message
    ok = runtime.call_sync(ToolCall("c2", "measure", {"box": {"width": 3}}))
    assert ok.items == 9  # 3 * 3, computed by __post_init__


def test_no_generated_titles_anywhere_but_property_named_title_stays() -> None:
    t = tool_from_function(kitchen_sink)
    assert _titles(t.input_schema) == []
    assert _titles(t.output_schema) == []
    assert "title" in t.parameters  # a parameter called "title" is not a title keyword
    assert t.parameters["title"]["description"] == "A property literally called title."


def test_user_given_titles_are_kept() -> None:
    class Titled(BaseModel):
        model_config = ConfigDict(title="Nice name")
        x: int

    def f(a: Annotated[int, Field(title="Count")], b: Titled) -> None: ...

    t = tool_from_function(f)
    assert t.parameters["a"]["title"] == "Count"
    assert t.input_schema["$defs"]["Titled"]["title"] == "Nice name"


def test_additional_properties_false_unless_kwargs() -> None:
    assert tool_from_function(kitchen_sink).input_schema["additionalProperties"] is False

    def typed(a: int, **rest: int) -> None: ...

    def untyped(a: int, **rest) -> None:  # type: ignore[no-untyped-def]
        ...

    assert tool_from_function(typed).input_schema["additionalProperties"] == {"type": "integer"}
    assert tool_from_function(untyped).input_schema.get("additionalProperties", True) is True


def test_nested_objects_are_closed_where_pydantic_drops_or_refuses_extra_keys() -> None:
    """A key the nested type does not declare must be a violation naming it.

    pydantic's schema leaves ``additionalProperties`` out for a model that ignores extra
    keys (so ``{"street": "s", "bogus": 1}`` passed and "bogus" was dropped without a
    word) and for a dataclass that refuses them (it was refused by pydantic's own
    ``ValidationError`` text after the schema had said yes). A model that allows extras
    stays open.
    """
    from tooldeck.runtime import Runtime, ToolCall

    class Open(BaseModel):
        model_config = ConfigDict(extra="allow")
        a: int

    @tool(read_only=True)
    def place(person: Person, size: Size, spot: Point, extra: Open) -> str:
        """Place a person."""
        return "ok"

    defs = place.tool.input_schema["$defs"]
    assert defs["Person"]["additionalProperties"] is False
    assert defs["Address"]["additionalProperties"] is False
    assert defs["Size"]["additionalProperties"] is False
    assert defs["Point"]["additionalProperties"] is False
    assert defs["Open"]["additionalProperties"] is True
    runtime = Runtime(Deck.from_functions([place]), [place])
    good = {
        "person": {"name": "A", "address": {"street": "s", "zip_code": "12345"}},
        "size": {"width": 1, "height": 2},
        "spot": {"x": 1, "y": 2},
        "extra": {"a": 1, "more": 2},
    }
    assert runtime.call_sync(ToolCall("c0", "place", good)).status == "success"
    bad = {
        **good,
        "person": {"name": "A", "address": {"street": "s", "zip_code": "12345", "bogus": 1}},
        "size": {"width": 1, "height": 2, "depth": 3},
    }
    result = runtime.call_sync(ToolCall("c1", "place", bad))
    assert (result.status, result.ran) == ("error", False)
    assert result.error is not None
    pointers = sorted(v.pointer for v in result.error.violations)
    assert pointers == ["/person/address", "/size"]
    assert "'bogus'" in result.error.message and "'depth'" in result.error.message
    assert "pydantic" not in result.error.message


@pytest.mark.parametrize(
    "fn",
    [kitchen_sink, google_style, numpy_style, sphinx_style],
)
def test_generated_schemas_are_valid_2020_12(fn: Any) -> None:
    t = tool_from_function(fn)
    Draft202012Validator.check_schema(t.input_schema)
    assert t.input_schema["type"] == "object"
    if t.output_schema is not None:
        Draft202012Validator.check_schema(t.output_schema)


def test_self_and_cls_are_skipped() -> None:
    class Service:
        @tool
        def lookup(self, key: str) -> str:
            """Look a key up."""
            return key * 2

        @classmethod
        def make(cls, size: int) -> None: ...

    assert Service.lookup.tool.required == ("key",)
    assert "self" not in Service.lookup.tool.parameters
    assert Service().lookup("ab") == "abab"  # binds like a method
    assert tool_from_function(Service.make).required == ("size",)
    assert tool_from_function(Service().lookup).required == ("key",)


def test_parameter_names_that_clash_with_pydantic_are_fine() -> None:
    def f(json: str, model_config: int, _private: bool = False) -> None: ...

    assert tool_from_function(f).required == ("json", "model_config")
    assert "_private" in tool_from_function(f).parameters


# --- errors ---------------------------------------------------------------------------------


def test_var_positional_is_an_error() -> None:
    def f(*values: int) -> None: ...

    with pytest.raises(ToolDefinitionError, match=r"\*values is not supported"):
        tool_from_function(f)


def test_positional_only_is_an_error() -> None:
    def f(a: int, /) -> None: ...

    with pytest.raises(ToolDefinitionError, match="positional-only"):
        tool_from_function(f)


def test_missing_annotation_names_parameter_and_fix() -> None:
    def f(query, limit: int = 3) -> None:  # type: ignore[no-untyped-def]
        ...

    with pytest.raises(ToolDefinitionError, match=r"'query' has no type hint; add a type hint"):
        tool_from_function(f)


def test_any_is_accepted_explicitly() -> None:
    def f(payload: Any) -> None: ...

    assert tool_from_function(f).parameters["payload"] == {}


def test_unsupported_type_is_a_classified_error() -> None:
    class Opaque:
        pass

    def f(thing: Opaque) -> None: ...

    with pytest.raises(ToolDefinitionError, match=r"parameter 'thing'") as info:
        tool_from_function(f)
    # a fresh user's Money class: pydantic's advice (arbitrary_types_allowed, a core-schema
    # hook) is for its own models, not for a tool whose arguments arrive as JSON
    message = str(info.value)
    assert "Unable to generate pydantic-core schema for" in message
    assert "arbitrary_types_allowed" not in message and "errors.pydantic.dev" not in message
    assert "a pydantic model, a dataclass or a TypedDict" in message


def test_non_json_default_is_an_error() -> None:
    sentinel = object()

    def f(a: Any = sentinel) -> None: ...

    with pytest.raises(ToolDefinitionError, match=r"default of parameter 'a'"):
        tool_from_function(f)


def test_field_as_default_is_an_error() -> None:
    def f(a: int = Field(3, ge=1)) -> None: ...

    with pytest.raises(ToolDefinitionError, match="Annotated"):
        tool_from_function(f)


def test_unresolvable_hint_is_an_error() -> None:
    def f(a: NotDefinedAnywhere) -> None: ...  # type: ignore[name-defined]  # noqa: F821

    with pytest.raises(ToolDefinitionError, match="cannot resolve the type hints"):
        tool_from_function(f)


def test_lambda_needs_a_name() -> None:
    with pytest.raises(ToolDefinitionError, match="pass name="):
        tool_from_function(lambda: None)


@pytest.mark.parametrize("bad", [5, "", "  "])
def test_bad_name_option_is_an_error(bad: Any) -> None:
    with pytest.raises(ToolDefinitionError, match="name"):
        tool_from_function(google_style, name=bad)


def test_bad_annotation_option_is_an_error() -> None:
    with pytest.raises(ToolDefinitionError, match="read_only"):
        tool(read_only="yes")(google_style)  # type: ignore[call-overload]


# --- the decorator -------------------------------------------------------------------------------


def test_bare_decorator_keeps_function_and_metadata() -> None:
    calls: list[tuple[str, int]] = []

    @tool
    def record(query: str, limit: int = 10) -> str:
        """Record a call."""
        calls.append((query, limit))
        return f"{query}:{limit}"

    assert isinstance(record, FunctionTool)
    assert record("a", limit=2) == "a:2"
    assert calls == [("a", 2)]
    assert record.__name__ == "record"
    assert record.__doc__ == "Record a call."
    assert record.fn.__name__ == "record"
    assert record.fn("b") == "b:10"
    assert str(inspect.signature(record)) == "(query: 'str', limit: 'int' = 10) -> 'str'"
    assert not inspect.iscoroutinefunction(record)
    assert isinstance(record.tool, Tool)
    assert record.tool.name == "record"
    assert record.tool.source is not None and record.tool.source.endswith("record")


def test_async_function_stays_awaitable() -> None:
    @tool
    async def fetch(url: str) -> dict[str, str]:
        """Fetch a page."""
        await asyncio.sleep(0)
        return {"url": url}

    assert inspect.iscoroutinefunction(fetch)
    assert asyncio.iscoroutinefunction(fetch)
    assert inspect.iscoroutinefunction(fetch.fn)
    assert asyncio.run(fetch("x")) == {"url": "x"}
    assert fetch.tool.required == ("url",)


async def test_async_function_awaited_in_running_loop() -> None:
    @tool(name="fetch_page")
    async def fetch(url: str) -> str:
        return url.upper()

    assert await fetch("abc") == "ABC"
    assert fetch.tool.name == "fetch_page"


def test_options_map_to_tool_fields_and_annotations() -> None:
    @tool(
        name="web_search",
        title="Web search",
        description="Search.",
        group="web",
        read_only=True,
        destructive=False,
        idempotent=True,
        open_world=False,
    )
    def search(query: str) -> str:
        return query

    t = search.tool
    assert (t.name, t.title, t.description, t.group) == (
        "web_search",
        "Web search",
        "Search.",
        "web",
    )
    assert t.annotations == ToolAnnotations(
        read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
    )
    assert t.annotations.to_mcp() == {
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    }
    assert tool(google_style).tool.annotations.is_empty  # unstated hints stay unstated


def test_examples_are_validated() -> None:
    good = tool(examples=[{"arguments": {"query": "cats", "limit": 3}, "description": "basic"}])(
        google_style
    )
    assert good.tool.examples == (
        ToolExample(arguments={"query": "cats", "limit": 3}, description="basic"),
    )
    with pytest.raises(ToolDefinitionError, match="example call #1"):
        tool(examples=[ToolExample(arguments={"limit": "three"})])(google_style)
    with pytest.raises(ToolDefinitionError, match="example call #2"):
        tool(examples=[{"arguments": {"query": "a"}}, {"arguments": {"query": "a", "bogus": 1}}])(
            google_style
        )


def test_decorator_over_functools_wraps_decorator() -> None:
    def logged(fn: Any) -> Any:
        @functools.wraps(fn)
        def inner(*args: Any, **kwargs: Any) -> Any:
            return fn(*args, **kwargs)

        return inner

    @tool
    @logged
    def f(a: int) -> int:
        """Double.

        Args:
            a: number.
        """
        return a * 2

    assert f(2) == 4
    assert f.tool.required == ("a",)
    assert f.tool.parameters["a"]["description"] == "number."


# --- output schema ----------------------------------------------------------------------------


def test_output_schema_for_object_types_is_unwrapped() -> None:
    def model() -> Hit: ...
    def typed_dict() -> Point: ...
    def dc() -> Size: ...
    def mapping() -> dict[str, int]: ...

    hit = tool(model)
    assert hit.output_wrapped is False
    assert hit.tool.output_schema == {
        "type": "object",
        "properties": {"url": {"type": "string"}, "score": {"type": "number"}},
        "required": ["url", "score"],
    }
    assert tool_from_function(typed_dict).output_schema["required"] == ["x", "y"]
    assert tool_from_function(dc).output_schema["required"] == ["width", "height"]
    assert tool_from_function(mapping).output_schema == {
        "type": "object",
        "additionalProperties": {"type": "integer"},
    }


def test_output_schema_for_lists_is_wrapped_as_result() -> None:
    ft = tool(kitchen_sink)
    assert ft.output_wrapped is True
    out = ft.tool.output_schema
    assert out is not None
    assert out["type"] == "object"
    assert out["required"] == ["result"]
    assert out["properties"]["result"] == {"type": "array", "items": {"$ref": "#/$defs/Hit"}}
    assert "Hit" in out["$defs"]
    Draft202012Validator(out).validate({"result": [{"url": "u", "score": 1.0}]})


def test_no_output_schema_for_scalars_none_or_missing() -> None:
    def s() -> str: ...
    def n() -> None: ...
    def lit() -> Literal["a", "b"]: ...
    def enum() -> Color: ...
    def anything() -> Any: ...
    def missing():  # type: ignore[no-untyped-def]
        ...

    for fn in (s, n, lit, enum, anything, missing):
        ft = tool(fn)
        assert ft.tool.output_schema is None, fn.__name__
        assert ft.output_wrapped is False


def test_recursive_output_model() -> None:
    class Node(BaseModel):
        children: list[Node] = []

    def tree() -> Node: ...

    out = tool_from_function(tree).output_schema
    assert out is not None and out["type"] == "object"
    Draft202012Validator.check_schema(out)
    Draft202012Validator(out).validate({"children": [{"children": []}]})


# --- argument parsing for runtimes ------------------------------------------------------------


def test_parse_arguments_builds_python_values() -> None:
    ft = tool(kitchen_sink)
    kwargs = ft.parse_arguments(
        {
            "query": "q",
            "mode": "exact",
            "color": "blue",
            "person": {"name": "A", "address": {"street": "s", "zip_code": "12345"}},
        }
    )
    assert kwargs["color"] is Color.BLUE
    assert isinstance(kwargs["person"], Person)
    assert "limit" not in kwargs  # the function's own default applies
    assert ft.fn(**kwargs) == []
    with pytest.raises(ValidationError):
        ft.parse_arguments({"query": "q", "mode": "slow"})
    with pytest.raises(ValidationError):
        ft.parse_arguments({"query": "q", "mode": "fast", "unknown": 1})


def test_parse_arguments_passes_kwargs_extras() -> None:
    @tool
    def f(a: int, **rest: int) -> dict[str, int]:
        return {"a": a, **rest}

    assert f.parse_arguments({"a": "1", "b": 2}) == {"a": 1, "b": 2}


# --- tool_from_function / deck_from_functions ----------------------------------------------------


def test_tool_from_function_on_function_tool() -> None:
    ft = tool(read_only=True)(google_style)
    assert tool_from_function(ft) is ft.tool
    renamed = tool_from_function(ft, name="other")
    assert renamed.name == "other"
    assert renamed.annotations.read_only_hint is True  # decorator options are kept


def test_deck_from_functions() -> None:
    ft = tool(name="search", group="web")(google_style)
    deck = deck_from_functions(
        [ft, numpy_style, tool_from_function(sphinx_style)],
        groups=[Group("web", "web things")],
        name="demo",
        description="a demo deck",
    )
    assert isinstance(deck, Deck)
    assert deck.description == "a demo deck"
    assert deck.names == ("search", "numpy_style", "sphinx_style")
    assert deck["search"] is ft.tool
    assert deck.group_names == ("web",)
    assert deck.name == "demo"


def test_deck_from_functions_duplicate_names() -> None:
    with pytest.raises(DuplicateToolError, match="google_style"):
        deck_from_functions([google_style, tool(google_style)])


def test_deck_from_functions_rejects_non_callables() -> None:
    with pytest.raises(ToolDefinitionError):
        deck_from_functions([42])  # type: ignore[list-item]


def test_description_has_no_trailing_whitespace_from_the_docstring() -> None:
    def get_order(order_id: str) -> None:
        """Look up one order.

        Args:
            order_id: Order id such as ORD-700001.
        """

    assert tool_from_function(get_order).description == "Look up one order."


def test_default_that_contradicts_the_type_hint_is_an_error() -> None:
    def f(a: int = "x") -> None:  # type: ignore[assignment]
        """Do f."""

    with pytest.raises(ToolDefinitionError, match=r"default of parameter 'a' \('x'\)"):
        tool_from_function(f)


def test_a_default_its_own_format_refuses_is_an_error() -> None:
    """A naive datetime default was written as "2020-01-01T00:00:00" under format
    date-time, which RFC 3339 (and so the runtime, formats asserted) refuses: a model
    sending the advertised default back got an argument error. An aware one is fine."""
    import datetime as dt

    def naive(when: dt.datetime = dt.datetime(2020, 1, 1)) -> None:
        """Do f."""

    with pytest.raises(ToolDefinitionError) as info:
        tool_from_function(naive)
    message = str(info.value)
    assert "default of parameter 'when' ('2020-01-01T00:00:00')" in message
    assert 'is not a "date-time"' in message and "time zone" in message

    def aware(when: dt.datetime = dt.datetime(2020, 1, 1, tzinfo=dt.UTC)) -> None:
        """Do f."""

    assert tool_from_function(aware).parameters["when"]["default"] == "2020-01-01T00:00:00Z"


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        (r"^a(?=b)", "look-around"),
        (r"^(a)\1$", "backreferences are not supported"),
        (r"\Aabc\Z", "unrecognized escape sequence"),
    ],
)
def test_a_pattern_pydantic_cannot_compile_is_a_definition_error(pattern: str, why: str) -> None:
    """A Field(pattern=...) that Rust's regex (pydantic-core's) cannot compile escaped as
    pydantic_core.SchemaError ("Error building "model" validator: ... Field "p0" ...",
    naming the internal field), not as a ToolDefinitionError naming the parameter."""

    def f(code: Annotated[str, Field(pattern=pattern)]) -> None:
        """Do f."""

    with pytest.raises(ToolDefinitionError) as info:
        tool_from_function(f)
    message = str(info.value)
    assert "parameter 'code': pydantic cannot compile the pattern" in message
    assert pattern in message and why in message and "p0" not in message


def test_wrapped_parameter_description_is_one_paragraph() -> None:
    def f(order_id: str) -> None:
        """Do f.

        Args:
            order_id: Order id such as
                ORD-700001, from the
                confirmation e-mail.
        """

    schema = tool_from_function(f).input_schema
    expected = "Order id such as ORD-700001, from the confirmation e-mail."
    assert schema["properties"]["order_id"]["description"] == expected


T = TypeVar("T")


def test_a_default_inside_annotated_field_is_refused() -> None:
    def no_python_default(a: Annotated[int, Field(default=7)]) -> None:
        """Doc."""

    def both(a: Annotated[int, Field(default=7)] = 9) -> None:
        """Doc."""

    def factory(a: Annotated[list[int], Field(default_factory=list)]) -> None:
        """Doc."""

    for fn in (no_python_default, both, factory):
        with pytest.raises(ToolDefinitionError, match=r"parameter 'a' sets its default inside"):
            tool(fn)


def test_alias_and_typevar_parameters_are_refused() -> None:
    def aliased(a: Annotated[int, Field(alias="A")]) -> None:
        """Doc."""

    def generic(a: T) -> None:
        """Doc."""

    with pytest.raises(ToolDefinitionError, match=r"Field\(alias=\.\.\.\)"):
        tool(aliased)
    with pytest.raises(ToolDefinitionError, match=r"type variable T"):
        tool(generic)


def test_constraints_in_annotated_with_a_signature_default_still_work() -> None:
    def fine(a: Annotated[int, Field(ge=1)] = 9) -> None:
        """Doc."""

    schema = tool(fine).tool.input_schema
    assert schema["properties"]["a"] == {"type": "integer", "minimum": 1, "default": 9}
    assert schema["required"] == []  # every parameter optional, said explicitly (S103)


def test_read_only_and_destructive_together_are_refused() -> None:
    """MCP reads destructiveHint only when readOnlyHint is false: the pair contradicts
    itself, and tooldeck's approval policy and `show` read it differently."""

    def adjust(sku: str) -> str:
        return sku

    with pytest.raises(ToolDefinitionError) as caught:
        tool(read_only=True, destructive=True)(adjust)
    assert str(caught.value) == (
        "tool 'adjust': read_only=True and destructive=True contradict each other (MCP "
        "reads destructiveHint only when readOnlyHint is false); keep the one that is true"
    )
    assert tool(read_only=True, destructive=False)(adjust).tool.annotations.read_only


def test_docstring_mismatch_lists_the_parameters_in_signature_order() -> None:
    """A fresh user's finding: the error listed the parameters from a set ("sku, qty" in
    one run, "qty, sku" in the next, by string hash randomisation). With six parameters a
    set's order matches the signature's in about one process in 720."""

    def restock(sku: str, qty: int, warehouse: str, supplier: str, urgent: bool, note: str) -> str:
        """Restock.

        Args:
            sku: SKU.
            quantity: Units.
        """
        return sku

    with pytest.raises(ToolDefinitionError) as caught:
        tool(restock)
    assert "(parameters: sku, qty, warehouse, supplier, urgent, note)" in str(caught.value)


def test_a_decimal_parameter_compiles_under_the_decode_constraint(tmp_path: Any) -> None:
    """A fresh user's finding: ``amount: Decimal``, the usual money type, got pydantic's
    string pattern ``^(?!^[-+.]*$)…``, whose look-ahead llguidance refuses, so ``tooldeck
    decode check`` failed the tool (exit 2) with "look-around … is not supported". The
    pattern is now written without look-around. It must match exactly the strings
    pydantic's did: compared over every string of up to 5 characters from "0", "7", ".",
    "+", "-", "a" (9,331 strings), for no, 0 and 2 decimal places."""
    import itertools
    import re
    from decimal import Decimal

    from typer.testing import CliRunner

    from tooldeck.cli import app

    app_py = tmp_path / "money.py"
    app_py.write_text(
        "from decimal import Decimal\n"
        "from typing import Annotated\n"
        "from pydantic import Field\n"
        "from tooldeck import tool\n\n"
        "@tool(destructive=True)\n"
        "def refund(order_id: str, amount: Decimal,\n"
        "           fee: Annotated[Decimal, Field(decimal_places=2)] = Decimal(0)) -> str:\n"
        '    """Refund part of an order."""\n'
        "    return f'{order_id} {amount} {fee}'\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["decode", "check", f"py:{app_py}"])
    assert result.exit_code == 0, result.output
    assert "look-around" not in result.output and "100.0% fully enforced" in result.output

    from tooldeck.tool._schema_gen import decimal_pattern

    strings = ["".join(p) for n in range(6) for p in itertools.product("07.+-a", repeat=n)]
    assert len(strings) == sum(6**n for n in range(6)) == 9331
    for places in (None, 0, 2):
        theirs = _pydantic_decimal_pattern(None, places)  # as pydantic writes it, asked
        assert theirs.startswith("^(?!")  # the look-ahead the engines refuse
        ours = decimal_pattern(None, places)
        assert "(?" not in ours.replace("(?:", "")
        for text in strings:
            assert bool(re.search(ours, text)) == bool(re.search(theirs, text)), (places, text)
    # the schema of the function and the value the function receives
    deck = Deck.from_functions([_money_tool()])
    (branch,) = [
        b
        for b in deck["pay"].input_schema["properties"]["amount"]["anyOf"]
        if b.get("type") == "string"
    ]
    assert branch["pattern"] == decimal_pattern(None, None)
    assert _money_tool()(amount=Decimal("12.50")) == "12.50"


def _pydantic_decimal_pattern(max_digits: int | None, decimal_places: int | None) -> str:
    """The string branch's ``pattern`` pydantic itself writes for such a ``Decimal``
    (pydantic's ``GenerateJsonSchema``, not tooldeck's generator)."""
    from decimal import Decimal
    from typing import Annotated

    from pydantic import Field, TypeAdapter

    field = Field(max_digits=max_digits, decimal_places=decimal_places)
    schema = TypeAdapter(Annotated[Decimal, field]).json_schema()
    (branch,) = [b for b in schema["anyOf"] if b.get("type") == "string"]
    return str(branch["pattern"])


def test_a_decimal_with_max_digits_states_the_bound_pydantic_validates(tmp_path: Any) -> None:
    """A fresh user's finding: ``Annotated[Decimal, Field(max_digits=10,
    decimal_places=2)]`` kept pydantic's pattern, whose length look-ahead fails ``tooldeck
    decode check``. pydantic's pattern there does not state the bound at all (its first
    alternative lacks ``$``: it matches "abc" and 12 digits, shown below from pydantic's own
    pattern), so tooldeck's is compared with what pydantic's *validator* — what the
    function accepts — takes: every string of up to 6 characters from "0", "5", ".", "+",
    "-" (19,531), for max_digits with and without decimal_places, and the corner where
    no integer digit is left (pydantic refuses "0" but takes "0.0" there)."""
    import itertools
    import re
    from decimal import Decimal
    from typing import Annotated

    from pydantic import Field, TypeAdapter, ValidationError
    from typer.testing import CliRunner

    from tooldeck.cli import app
    from tooldeck.tool._schema_gen import decimal_pattern

    loose = _pydantic_decimal_pattern(10, 2)
    assert re.search(loose, "abc") and re.search(loose, "123456789012")
    strings = ["".join(p) for n in range(7) for p in itertools.product("05.+-", repeat=n)]
    assert len(strings) == sum(5**n for n in range(7)) == 19531
    for digits, places in [(1, None), (3, None), (10, 2), (4, 2), (3, 0), (2, 2), (2, 3), (1, 1)]:
        ours = decimal_pattern(digits, places)
        assert "(?" not in ours.replace("(?:", ""), ours
        validator = TypeAdapter(Annotated[Decimal, Field(max_digits=digits, decimal_places=places)])
        for text in strings:
            try:
                validator.validate_python(text)
                takes = True
            except ValidationError:
                takes = False
            assert bool(re.search(ours, text)) == takes, (digits, places, text)
    # the bound itself, by hand: 10 digits of which 2 after the dot → 8 before it
    money = re.compile(decimal_pattern(10, 2))
    assert money.search("12345678.90") and money.search("0012345678.9000")
    assert not money.search("123456789.0") and not money.search("1.234")
    app_py = tmp_path / "money.py"
    app_py.write_text(
        "from decimal import Decimal\n"
        "from typing import Annotated\n"
        "from pydantic import Field\n"
        "from tooldeck import tool\n\n"
        "@tool(destructive=True)\n"
        "def refund(order_id: str,\n"
        "           amount: Annotated[Decimal, Field(max_digits=10, decimal_places=2)],\n"
        "           rate: Annotated[Decimal, Field(max_digits=6)] = Decimal(1)) -> str:\n"
        '    """Refund part of an order."""\n'
        "    return f'{order_id} {amount} {rate}'\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["decode", "check", f"py:{app_py}"])
    assert result.exit_code == 0, result.output
    assert "look-around" not in result.output and "100.0% fully enforced" in result.output


def _money_tool() -> Any:
    from decimal import Decimal

    @tool(read_only=True)
    def pay(amount: Decimal) -> str:
        """Show an amount."""
        return str(amount)

    return pay


def test_decimal_pattern_of_many_digits_is_declared(tmp_path: Path) -> None:
    """A breaker's finding: the pattern of a ``Decimal`` with ``max_digits`` and no
    ``decimal_places`` nests one group per digit, and jsonschema-rs refuses it as "not a
    regex" from ``max_digits=62`` (its nesting limit), so a tool with ``max_digits=65``
    (MySQL's largest ``DECIMAL``) could not be declared ("cannot import …: SchemaError");
    from about 500 building it by recursion overflowed Python's recursion limit instead.
    The nesting is now built in a loop and stated up to ``MAX_STATED_DIGITS`` (60); a
    larger bound is not stated in the pattern, as the number branch states none, and the
    function's own validation refuses a longer value at call time. By hand: 60 digits in
    all match the pattern of ``max_digits=60`` (also 30 + 30 around a dot, leading and
    trailing zeros not counted), 61 do not; ``max_digits=65`` gets the pattern of no
    ``max_digits``; ``max_digits=100000, decimal_places=2`` does not write
    ``\\d{0,99997}`` (refused by jsonschema-rs) either. The strings of up to 6 characters
    agree with pydantic's validator for ``max_digits`` 2 and 5 (1 and 3 are in the test
    above)."""
    import itertools
    import re
    from decimal import Decimal
    from typing import Annotated

    import jsonschema_rs
    from pydantic import Field, TypeAdapter, ValidationError
    from typer.testing import CliRunner

    from tooldeck.cli import app
    from tooldeck.tool._schema_gen import MAX_STATED_DIGITS, decimal_pattern

    assert MAX_STATED_DIGITS == 60
    wide = re.compile(decimal_pattern(60, None))
    assert wide.search("1" * 60) and wide.search(f"{'1' * 30}.{'1' * 30}")
    assert wide.search(f"000{'1' * 60}.000")
    assert not wide.search("1" * 61) and not wide.search(f"{'1' * 30}.{'1' * 31}")
    assert decimal_pattern(65, None) == decimal_pattern(1000, None) == decimal_pattern(None, None)
    assert decimal_pattern(100_000, 2) == decimal_pattern(None, 2)
    for pattern in (decimal_pattern(60, None), decimal_pattern(10_000, 2)):
        jsonschema_rs.validator_for({"type": "string", "pattern": pattern})
    strings = ["".join(p) for n in range(7) for p in itertools.product("05.+-", repeat=n)]
    for digits in (2, 5):
        ours = re.compile(decimal_pattern(digits, None))
        validator = TypeAdapter(Annotated[Decimal, Field(max_digits=digits)])
        for text in strings:
            try:
                validator.validate_python(text)
                takes = True
            except ValidationError:
                takes = False
            assert bool(ours.search(text)) == takes, (digits, text)
    app_py = tmp_path / "wide.py"
    app_py.write_text(
        "from decimal import Decimal\n"
        "from typing import Annotated\n"
        "from pydantic import Field\n"
        "from tooldeck import tool\n\n"
        "@tool(read_only=True)\n"
        "def total(amount: Annotated[Decimal, Field(max_digits=65)]) -> str:\n"
        '    """Echo an amount of up to 65 digits."""\n'
        "    return str(amount)\n",
        encoding="utf-8",
    )
    runner = CliRunner()
    shown = runner.invoke(app, ["show", f"py:{app_py}"])
    assert shown.exit_code == 0, shown.output
    fits = runner.invoke(
        app, ["call", f"py:{app_py}", "total", "--args", f'{{"amount": "{"9" * 65}"}}']
    )
    assert fits.exit_code == 0, fits.output
    over = runner.invoke(
        app, ["call", f"py:{app_py}", "total", "--args", f'{{"amount": "{"9" * 66}"}}']
    )
    assert over.exit_code == 1 and "invalid_arguments" in over.output, over.output


@pytest.mark.parametrize("default", [float("inf"), float("-inf"), float("nan")])
def test_a_default_with_no_json_form_says_so(default: float) -> None:
    """Session 22's breaker: ``x: float = float("inf")`` was refused with "null is not of
    type number" (the validator read Infinity as null)."""

    def d(x: float = default) -> str:
        """Do d. Use for tests."""
        return "x"

    with pytest.raises(
        ToolDefinitionError, match=r"has no JSON form \(JSON has no Infinity or NaN\)"
    ):
        tool(d)


def test_returns_and_raises_sections_reach_the_description() -> None:
    """Session 40 (trial40 A1): a Google docstring's ``Returns:`` and ``Raises:`` sections were
    dropped from the description without a word, and ``tooldeck lint`` D107 then said the
    tool "does not say what it returns". Their text now follows the description, wrapped
    lines joined; lint D107 is satisfied by it."""
    from tooldeck import Deck
    from tooldeck.lint import LintConfig, lint

    def check_url(url: str) -> str:
        """Check that a URL answers.

        Args:
            url: The http(s) URL to check.

        Returns:
            The HTTP status line the server sent,
            for example "200 OK".

        Raises:
            ValueError: The URL is not http(s).
            TimeoutError: No answer within 5 seconds:
        """
        return url

    t = tool_from_function(check_url)
    assert t.description == (
        "Check that a URL answers.\n\n"
        'Returns: The HTTP status line the server sent, for example "200 OK".\n\n'
        "Raises:\n- ValueError: The URL is not http(s).\n"
        "- TimeoutError: No answer within 5 seconds:"  # its own colon kept
    )
    assert "url" in t.parameters and "Returns" not in t.parameters["url"]["description"]
    codes = {f.code for f in lint(Deck([t]), LintConfig(select=("D107",))).findings}
    assert codes == set()
