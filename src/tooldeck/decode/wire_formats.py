"""Wire formats: how a model writes tool calls in its output text.

A :class:`WireFormat` is data, not code: the grammar builder (:mod:`tooldeck.decode.turn`)
and the parser (:mod:`tooldeck.decode.parsers`) both read it. Adding a format is one new
:class:`WireFormat` value registered in :data:`WIRE_FORMATS` (see ``docs/decode.md``).

Sources: Hermes/Qwen 2.5 chat templates (``<tool_call>`` blocks, one JSON object each);
Llama 3.1 model card, "JSON based tool calling" (``{"name": …, "parameters": …}``, several
calls separated by ``;`` as vLLM's ``llama3_json`` parser reads them); Mistral v3 tokenizer
(``[TOOL_CALLS]`` followed by a JSON list of calls).
"""

from __future__ import annotations

from dataclasses import dataclass

from tooldeck.errors import DecodeError

__all__ = ["HERMES", "LLAMA3", "MISTRAL", "WIRE_FORMATS", "WireFormat", "get_wire_format"]


@dataclass(frozen=True)
class WireFormat:
    """One way of writing tool calls.

    Attributes:
        name: registry key.
        call_open: written before each call (Hermes ``"<tool_call>\\n"``); may be ``""``.
        call_close: written after each call.
        block_open: written once before all calls (Mistral ``"[TOOL_CALLS]["``).
        block_close: written once after all calls (Mistral ``"]"``).
        separator: between two calls.
        arguments_key: the key holding the arguments (``"arguments"`` or ``"parameters"``).
        boundaries: the marker texts (special tokens in the models that use them); free text
            never contains them.
        prose_before_calls: whether text may precede the calls in one message.
        call_starts_with: when there is no boundary, the character that starts a call (free
            text may not start with it).
        call_prefix: text a parser skips before the calls (Llama 3's ``<|python_tag|>``,
            spelled as text or its special token); free text never contains it, so text the
            parser would read as calls is never unconstrained free text.
    """

    name: str
    call_open: str
    call_close: str
    block_open: str
    block_close: str
    separator: str
    arguments_key: str
    boundaries: tuple[str, ...]
    prose_before_calls: bool
    call_starts_with: str = ""
    call_prefix: str = ""


HERMES = WireFormat(
    name="hermes",
    call_open="<tool_call>\n",
    call_close="\n</tool_call>",
    block_open="",
    block_close="",
    separator="\n",
    arguments_key="arguments",
    boundaries=("<tool_call>", "</tool_call>"),
    prose_before_calls=True,
)
LLAMA3 = WireFormat(
    name="llama3",
    call_open="",
    call_close="",
    block_open="",
    block_close="",
    separator="; ",
    arguments_key="parameters",
    boundaries=(),
    prose_before_calls=False,
    call_starts_with="{",
    call_prefix="<|python_tag|>",
)
MISTRAL = WireFormat(
    name="mistral",
    call_open="",
    call_close="",
    block_open="[TOOL_CALLS][",
    block_close="]",
    separator=", ",
    arguments_key="arguments",
    boundaries=("[TOOL_CALLS]",),
    prose_before_calls=True,
)

WIRE_FORMATS: dict[str, WireFormat] = {f.name: f for f in (HERMES, LLAMA3, MISTRAL)}
"""Registered wire formats by name."""


def get_wire_format(name: str | WireFormat) -> WireFormat:
    """The registered format ``name`` (a :class:`WireFormat` is returned unchanged).

    Raises:
        DecodeError: unknown name; the message lists the known ones.
    """
    if isinstance(name, WireFormat):
        return name
    try:
        return WIRE_FORMATS[name]
    except KeyError:
        raise DecodeError(
            f"unknown wire format {name!r}; known: {', '.join(WIRE_FORMATS)}"
        ) from None
