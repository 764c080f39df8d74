"""Session 41 (trial40b nit): ``-> list[bytearray]`` and ``-> Iterator[int]`` gave pydantic's
raw message (``arbitrary_types_allowed``, ``__get_pydantic_core_schema__``: advice about its
models, not a tool's result). Each is now a ToolDefinitionError naming the fix."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest

from tooldeck import tool
from tooldeck.errors import ToolDefinitionError


def test_an_iterator_return_names_a_list() -> None:
    def count() -> Iterator[int]:
        """Count to three."""
        yield from (1, 2, 3)

    with pytest.raises(ToolDefinitionError) as caught:
        tool(count)
    said = str(caught.value)
    assert "-> Iterator[int] is a stream of values" in said
    assert "annotated -> list[int]" in said
    assert "arbitrary_types_allowed" not in said


def test_an_async_iterator_return_names_a_list() -> None:
    async def rows() -> AsyncIterator[dict[str, int]]:
        """Stream rows."""
        yield {"a": 1}

    with pytest.raises(ToolDefinitionError, match=r"annotated -> list\[dict\[str, int\]\]"):
        tool(rows)


@pytest.mark.parametrize("kind", ["list", "dict", "tuple"])
def test_bytearray_inside_a_value_names_the_file_result(kind: str) -> None:
    annotation = {
        "list": "list[bytearray]",
        "dict": "dict[str, bytearray]",
        "tuple": "tuple[int, bytearray]",
    }[kind]
    namespace: dict[str, object] = {}
    exec(  # the annotation as a user writes it
        f"def blobs() -> {annotation}:\n    '''Return blobs.'''\n    raise NotImplementedError\n",
        namespace,
    )
    with pytest.raises(ToolDefinitionError) as caught:
        tool(namespace["blobs"])  # type: ignore[call-overload]
    said = str(caught.value)
    assert f"-> {annotation} holds bytes (bytearray) inside another value" in said
    assert "-> bytes or -> bytearray" in said and "base64" in said
    assert "arbitrary_types_allowed" not in said


def test_bytearray_alone_is_still_a_file_result() -> None:
    def blob() -> bytearray:
        """Return a blob."""
        return bytearray(b"x")

    assert tool(blob).tool.output_schema is None
