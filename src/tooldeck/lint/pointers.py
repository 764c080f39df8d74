"""JSON pointers in the user's own field names.

Rules point into a tool with tooldeck's field names (``/input_schema``,
``/annotations/read_only_hint``); a user whose file says ``inputSchema`` and
``readOnlyHint`` (MCP) or ``parameters`` (OpenAI, BFCL, Gemini) should read those. Only the
leading field names are renamed; parameter names and schema keywords below them are the
user's own already. A ``py:`` deck gets MCP's names, those ``tooldeck serve`` publishes
for it. Field names: MCP specification 2025-06-18 "Tools"; OpenAI Chat
Completions ``tools[].function.parameters``; OpenAI Responses ``tools[].parameters``.
"""

from __future__ import annotations

import re

__all__ = ["FORMAT_FIELDS", "from_mcp", "message_to_user", "to_user"]

_MCP_HINTS = {
    "read_only_hint": "readOnlyHint",
    "destructive_hint": "destructiveHint",
    "idempotent_hint": "idempotentHint",
    "open_world_hint": "openWorldHint",
}

FORMAT_FIELDS: dict[str, dict[str, str]] = {
    "mcp": {
        "input_schema": "inputSchema",
        "output_schema": "outputSchema",
        "meta": "_meta",
        # where MCP files carry tooldeck's example calls (tooldeck.formats.mcp.EXAMPLES_KEY)
        "examples": "_meta/tooldeck~1examples",
    },
    "openai": {
        "name": "function/name",
        "description": "function/description",
        "input_schema": "function/parameters",
    },
    "openai-responses": {"input_schema": "parameters"},
    "bfcl": {"input_schema": "parameters"},
    # Gemini's functionDeclarations[]: `parameters` (a declaration written with
    # `parametersJsonSchema` is pointed at `parameters` too: the load keeps no record of
    # which key held the schema)
    "gemini": {"input_schema": "parameters"},
}
"""Load format (``LoadResult.format``) → tooldeck's top-level field → the format's path."""

_MCP_NAMED = frozenset({"mcp-config", "python"})
"""Load formats whose pointers use MCP's names though they are not MCP files."""


def to_user(pointer: str, fmt: str | None) -> str:
    """``pointer`` (tooldeck's field names) in the field names of format ``fmt`` (a
    ``LoadResult.format``; None or an unknown/tooldeck format leaves it as it is). An MCP
    client or gateway config (``"mcp-config"``) lists its servers' tools in MCP's names, and
    a ``py:`` deck (``"python"``: ``@tool`` functions or a ``Deck`` built in Python) is
    spelled in them too: its author wrote a function, not a declaration, and the names
    they meet are those ``tooldeck serve`` publishes (``inputSchema``, ``readOnlyHint``)."""
    if fmt in _MCP_NAMED:
        fmt = "mcp"
    fields = FORMAT_FIELDS.get(fmt or "")
    if not fields or not pointer.startswith("/"):
        return pointer
    head, sep, rest = pointer[1:].partition("/")
    if fmt == "mcp" and head == "annotations" and rest:
        hint, sep2, tail = rest.partition("/")
        return f"/annotations/{_MCP_HINTS.get(hint, hint)}{sep2}{tail}"
    return f"/{fields.get(head, head)}{sep}{rest}"


_SCHEMA_FIELDS = ("input_schema", "output_schema")
_MESSAGE_WORDS: dict[str, dict[str, str]] = {
    fmt: {
        **(_MCP_HINTS if fmt == "mcp" else {}),
        # a message names the field, not its path: "function/parameters" reads "parameters"
        **{k: v.rpartition("/")[2] for k, v in fields.items() if k in _SCHEMA_FIELDS},
    }
    for fmt, fields in FORMAT_FIELDS.items()
}
"""Format → tooldeck's field name → the word a message uses (from :data:`FORMAT_FIELDS`)."""
_INTERNAL_WORD = re.compile(
    r"(?<![\w.])(" + "|".join((*_MCP_HINTS, *_SCHEMA_FIELDS)) + r")(?![\w])"
)


_QUOTED = re.compile(r"""((?<!\w)'(?:[^'\\]|\\.)*'(?!\w)|(?<!\w)"(?:[^"\\]|\\.)*"(?!\w))""")
"""A quoted stretch of a message (``'get'``, ``"read_only_hint"``): the user's own text."""


def message_to_user(message: str, fmt: str | None) -> str:
    """A finding's ``message`` with tooldeck's field names (``read_only_hint``,
    ``input_schema`` …) in the field names of format ``fmt``, as :func:`to_user` does for
    pointers: "states no readOnlyHint" for an MCP file, "states no read_only_hint" for a
    tooldeck deck. Names inside quotes (a quoted description or parameter name) are the
    user's own text and stay as they are."""
    if fmt in _MCP_NAMED:
        fmt = "mcp"
    words = _MESSAGE_WORDS.get(fmt or "")
    if not words or "_" not in message:
        return message
    parts = _QUOTED.split(message)
    for i in range(0, len(parts), 2):  # even parts lie outside quotes
        parts[i] = _INTERNAL_WORD.sub(lambda m: words.get(m.group(1), m.group(1)), parts[i])
    return "".join(parts)


_FROM_MCP = {v: k for k, v in FORMAT_FIELDS["mcp"].items()}
_FROM_MCP_HINTS = {v: k for k, v in _MCP_HINTS.items()}


def from_mcp(pointer: str) -> str:
    """The inverse of ``to_user(·, "mcp")``: an MCP-named pointer in tooldeck's names."""
    if not pointer.startswith("/"):
        return pointer
    examples = "/" + FORMAT_FIELDS["mcp"]["examples"]
    if pointer == examples or pointer.startswith(examples + "/"):
        return "/examples" + pointer[len(examples) :]
    head, sep, rest = pointer[1:].partition("/")
    if head == "annotations" and rest:
        hint, sep2, tail = rest.partition("/")
        return f"/annotations/{_FROM_MCP_HINTS.get(hint, hint)}{sep2}{tail}"
    return f"/{_FROM_MCP.get(head, head)}{sep}{rest}"
