"""Session 38 (trial38 MEDIUM): a ``@tool`` declared ``-> bytes`` was accepted and every call
failed ``output_mismatch``; ``-> Path`` sent a path on the server's host. Now a ``bytes`` (or
``bytearray``) value is a file result: stored as an artifact ``<sha256>.bin``, named by
``items.file`` (media type sniffed from the first bytes, size, SHA-256), the conversion
noted; ``-> Path`` is refused at declaration with the fix. Expected values by hand: sizes and
digests from hashlib on the literal bytes; media types from the WHATWG MIME Sniffing
signatures (``%PDF-``, PNG's 8-byte signature, ``ID3``)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from tooldeck import Deck, tool
from tooldeck.errors import ToolDefinitionError
from tooldeck.runtime import ArtifactStore, Runtime, ToolCall, ToolOutput, Truncator
from tooldeck.runtime.files import sniff


def _runtime(fn: object, tmp_path: Path) -> Runtime:
    return Runtime(
        Deck([fn.tool]),  # type: ignore[attr-defined]
        {"give": fn},
        truncator=Truncator(store=ArtifactStore(tmp_path)),
    )


@pytest.mark.parametrize(
    ("data", "mime"),
    [
        (b"%PDF-1.7\n\xff\x00", "application/pdf"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "image/png"),
        (bytearray(b"ID3\x04\x00\xff"), "audio/mpeg"),
        (b"\xff\xfe\x00\x01", "application/octet-stream"),
        (b"plain text\n", "text/plain"),
    ],
)
async def test_bytes_are_a_file_result(tmp_path: Path, data: bytes, mime: str) -> None:
    @tool(name="give", read_only=True)
    def give() -> bytes:
        """Give a file."""
        return data  # type: ignore[return-value]

    result = await _runtime(give, tmp_path).call(ToolCall("c1", "give", {}))
    digest = hashlib.sha256(bytes(data)).hexdigest()
    assert result.status == "success", result.summary
    assert result.items == {
        "file": {"mime_type": mime, "bytes": len(data), "sha256": digest, "mime_from": "sniffed"}
    }
    assert result.artifact == str(tmp_path / f"{digest}.bin")
    assert Path(result.artifact).read_bytes() == bytes(data)
    assert result.converted[0]["from"] == type(data).__name__
    assert f"returned a file: {mime}" in result.summary
    assert "\\x" not in result.text()  # the bytes are not in the envelope's text


async def test_an_empty_file_is_empty_and_a_second_artifact_is_refused(tmp_path: Path) -> None:
    @tool(name="give", read_only=True)
    def give() -> bytes:
        """Give a file."""
        return b""

    @tool(name="give", read_only=True)
    def both() -> ToolOutput:
        """Give a file and a path."""
        return ToolOutput(items=b"%PDF-", artifact="/tmp/x.pdf")

    empty = await _runtime(give, tmp_path).call(ToolCall("c1", "give", {}))
    refused = await _runtime(both, tmp_path).call(ToolCall("c1", "give", {}))
    assert empty.status == "empty" and empty.items["file"]["bytes"] == 0
    assert refused.error is not None and refused.error.kind == "output_mismatch"
    assert "returned a file (bytes) and an artifact path" in refused.error.message


def test_sniff_reads_only_signatures() -> None:
    assert sniff(b"GIF89a...") == "image/gif"
    assert sniff(b"RIFF\x10\x00\x00\x00WAVEfmt ") == "audio/wav"
    assert sniff(b"RIFF\x10\x00\x00\x00WEBPVP8 ") == "image/webp"
    assert sniff(b"text with a \x01 control byte") == "application/octet-stream"


@pytest.mark.parametrize("annotation", ["Path", "Path | None"])
def test_a_path_return_is_refused_at_declaration(annotation: str) -> None:
    namespace: dict[str, object] = {"Path": Path}
    source = f"def export_invoice(order_id: str) -> {annotation}:\n    '''Write it.'''\n"
    exec(source, namespace)  # the annotation as a user writes it
    with pytest.raises(ToolDefinitionError) as caught:
        tool(read_only=True)(namespace["export_invoice"])
    message = str(caught.value)
    assert f"the return annotation -> {annotation} is a path on this host" in message
    assert "return path.read_bytes() and annotate -> bytes" in message
    assert "return str(path) and annotate -> str" in message


@pytest.mark.parametrize("annotation", ["bytearray", "bytearray | None"])
async def test_a_bytearray_return_is_a_file_like_bytes(tmp_path: Path, annotation: str) -> None:
    """trial38b LOW-1: ``-> bytearray`` was refused at declaration with pydantic's own
    text ("Unable to generate pydantic-core schema for <class 'bytearray'>"), while the
    runtime returns a bytearray as a file; it is declared as ``-> bytes`` is (no output
    schema) and its call gives the file (PNG signature: image/png)."""
    namespace: dict[str, object] = {}
    source = (
        f"def give() -> {annotation}:\n    '''Give a picture.'''\n"
        "    return bytearray(b'\\x89PNG\\r\\n\\x1a\\n\\x00\\x00')\n"
    )
    exec(source, namespace)  # the annotation as a user writes it
    give = tool(read_only=True)(namespace["give"])
    assert give.tool.output_schema is None  # type: ignore[attr-defined]
    result = await _runtime(give, tmp_path).call(ToolCall("c1", "give", {}))
    assert result.status == "success"
    assert result.items["file"]["mime_type"] == "image/png"


@pytest.mark.parametrize(
    ("annotation", "where"),
    [
        ("list[bytes]", "/items"),
        ("dict[str, bytes]", "/additionalProperties"),
        ("tuple[str, bytes]", "/prefixItems/1"),
        ("Blob", "/properties/data"),
        ("list[Blob] | None", "/$defs/Blob/properties/data"),
    ],
)
def test_bytes_inside_a_return_value_are_refused_at_declaration(
    annotation: str, where: str
) -> None:
    """Session 40 (trial38b's open design call): ``-> list[bytes]`` was accepted and every
    call whose bytes were not UTF-8 failed ``output_mismatch``. Bytes as the whole value are a
    file; bytes inside another value are refused with where they sit and the two fixes.
    The pointers are read off pydantic's serialization schema of each annotation."""
    from pydantic import BaseModel

    class Blob(BaseModel):
        name: str
        data: bytes

    namespace: dict[str, object] = {"Blob": Blob}
    exec(f"def give() -> {annotation}: ...", namespace)
    with pytest.raises(ToolDefinitionError) as info:
        tool(namespace["give"])
    message = str(info.value)
    assert "holds bytes inside another value" in message, message
    assert "-> bytes" in message and "base64" in message
    assert f"at {where} of its JSON Schema" in message, message


@pytest.mark.parametrize("annotation", ["bytes", "bytes | None", "bytes | str", "list[str]"])
def test_bytes_as_the_whole_value_stay_a_file(annotation: str) -> None:
    """The refusal above does not reach a file result (``bytes``, ``bytes | None``) or a
    value without bytes."""
    namespace: dict[str, object] = {}
    exec(f"def give() -> {annotation}: ...", namespace)
    assert tool(namespace["give"]).tool.name == "give"


def test_a_model_that_writes_its_bytes_as_base64_is_accepted() -> None:
    """pydantic's ``ser_json_bytes="base64"`` writes the bytes as base64 text (its schema says
    ``format: base64url``), which a JSON result carries."""
    from pydantic import BaseModel, ConfigDict

    class Blob(BaseModel):
        model_config = ConfigDict(ser_json_bytes="base64")
        data: bytes

    def give() -> Blob: ...

    give.__annotations__["return"] = Blob
    assert tool(give).tool.name == "give"


@pytest.mark.parametrize("where", ["parameter", "return"])
def test_a_typing_typed_dict_is_refused_with_the_one_line_fix(where: str) -> None:
    """Session 40 (trial40 A2): on Python 3.11 pydantic refuses ``typing.TypedDict``; the
    error ended "annotate a JSON-serialisable type or remove the annotation" and named the
    class by an internal module. It now gives the import to change."""
    import sys
    import typing

    if sys.version_info >= (3, 12):
        pytest.skip("pydantic describes typing.TypedDict from Python 3.12")

    class Bookmark(typing.TypedDict):
        url: str

    def by_parameter(b: Bookmark) -> str: ...

    def by_return(u: str) -> Bookmark: ...

    fn = by_parameter if where == "parameter" else by_return
    fn.__annotations__.update({"b": Bookmark} if where == "parameter" else {"return": Bookmark})
    with pytest.raises(ToolDefinitionError) as info:
        tool(fn)
    message = str(info.value)
    assert "from typing_extensions import TypedDict" in message, message
    assert "remove the annotation" not in message
    if where == "return":
        assert "-> Bookmark" in message
