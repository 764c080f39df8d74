"""Classified errors raised by tooldeck.

Every error a user can cause with bad input derives from :class:`ToolDeckError`; the CLI
turns these into one clear message and exit code 2 instead of a traceback. Each error
names *where* the problem is (file, line, column, tool, JSON pointer) and, where one
exists, the fix.
"""

from __future__ import annotations


class ToolDeckError(Exception):
    """Base class of every input or usage error tooldeck raises on purpose."""


class SchemaError(ToolDeckError):
    """A tool's JSON Schema is not usable (not an object schema, or invalid 2020-12).

    Attributes:
        tool: name of the tool whose schema is wrong (``None`` when unknown).
        pointer: JSON pointer (RFC 6901) inside the schema, ``""`` for the root.
        keyword: the JSON Schema keyword at fault, when one is.
    """

    def __init__(
        self,
        message: str,
        *,
        tool: str | None = None,
        pointer: str = "",
        keyword: str | None = None,
    ) -> None:
        self.tool = tool
        self.pointer = pointer
        self.keyword = keyword
        where = []
        if tool is not None:
            where.append(f"tool {tool!r}")
        where.append(f"at {pointer or '/'}")
        if keyword is not None:
            where.append(f"keyword {keyword!r}")
        super().__init__(f"{', '.join(where)}: {message}")


class ToolDefinitionError(ToolDeckError):
    """A tool's fields are wrong (empty name, wrong types, invalid example call)."""


class DuplicateToolError(ToolDeckError):
    """Two tools in one deck share a name; both sources are named in the message."""

    def __init__(self, name: str, first_source: str | None, second_source: str | None) -> None:
        self.name = name
        self.first_source = first_source
        self.second_source = second_source
        super().__init__(
            f"duplicate tool name {name!r}: defined in {first_source or '<unknown>'} "
            f"and again in {second_source or '<unknown>'}; tool names must be unique in a deck"
        )


class ParseError(ToolDeckError):
    """A file could not be parsed as JSON, JSONL or YAML.

    Attributes:
        path: the file.
        line: 1-based line of the error, when known.
        column: 1-based column of the error, when known.
    """

    def __init__(
        self, path: str, message: str, *, line: int | None = None, column: int | None = None
    ) -> None:
        self.path = path
        self.line = line
        self.column = column
        loc = path
        if line is not None:
            loc += f":{line}"
            if column is not None:
                loc += f":{column}"
        super().__init__(f"{loc}: {message}")


class FormatError(ToolDeckError):
    """Data does not match a known tool format, or a format-specific rule is broken.

    Attributes:
        tried: names of the formats that were tried, for auto-detection failures.
    """

    def __init__(self, message: str, *, tried: tuple[str, ...] = ()) -> None:
        self.tried = tried
        if tried:
            message = f"{message} (formats tried: {', '.join(tried)})"
        super().__init__(message)


class ExportError(ToolDeckError):
    """A deck cannot be written in the requested format (e.g. OpenAI strict mode).

    Attributes:
        tool: the tool that cannot be exported.
        pointer: JSON pointer inside its input schema.
        keyword: the JSON Schema keyword that cannot be expressed.
    """

    def __init__(
        self,
        message: str,
        *,
        tool: str | None = None,
        pointer: str | None = None,
        keyword: str | None = None,
    ) -> None:
        self.tool = tool
        self.pointer = pointer
        self.keyword = keyword
        where = []
        if tool is not None:
            where.append(f"tool {tool!r}")
        if pointer is not None:
            where.append(f"at {pointer or '/'}")
        if keyword is not None:
            where.append(f"keyword {keyword!r}")
        prefix = ", ".join(where)
        super().__init__(f"{prefix}: {message}" if prefix else message)


class SourceError(ToolDeckError):
    """A deck source (path, ``bfcl:…``, ``mcp:…``) cannot be reached or resolved."""


class CasesError(ToolDeckError):
    """A cases file line is invalid; the message names the file, line and field."""
