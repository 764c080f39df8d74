"""Line numbers of the keys of a config file, for messages that name file, line and key.

The strict parsers (:mod:`tooldeck.formats.sources`, :mod:`tomllib`) return plain values
without positions; :func:`key_lines` reads the text a second time (after it parsed) and
maps each key path — ``("mcpServers", "time", "command")``, list items by index — to the
1-based line where it is written. JSON is scanned token by token; YAML through PyYAML's
composed node tree (marks); TOML by its table headers and ``key =`` lines (keys inside
inline tables get the line of the table's key). A path not found falls back to its
nearest ancestor (:func:`line_of`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

import yaml

__all__ = ["KeyPath", "json_duplicate_line", "key_lines", "line_of", "strip_jsonc"]

KeyPath = tuple[str | int, ...]

_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]:,]|[^\s{}\[\]:,"]+')


def strip_jsonc(text: str) -> str | None:
    """``text`` with JSONC's comments (``//`` to the end of the line, ``/* … */``) and
    trailing commas (before ``}`` or ``]``) blanked out, line breaks kept so lines stay
    where they were; None when it has none (VS Code reads ``mcp.json`` as "JSON with
    Comments", https://code.visualstudio.com/docs/languages/json#_json-with-comments)."""
    out: list[str] = []
    i, n, changed = 0, len(text), False
    last_comma: int | None = None  # index in out of a comma not yet followed by a value
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i, last_comma = j + 1, None
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i, changed = j, True
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(c if c == "\n" else " " for c in text[i:j]))
            i, changed = j, True
            continue
        if ch in "}]" and last_comma is not None:
            out[last_comma] = " "
            changed = True
        if ch == ",":
            last_comma = len(out)
        elif not ch.isspace():
            last_comma = None
        out.append(ch)
        i += 1
    return "".join(out) if changed else None


def json_duplicate_line(text: str) -> int | None:
    """The line of the second occurrence of the first key repeated in one JSON object."""
    dup: list[int] = []
    _json_lines(text, dup)
    return dup[0] if dup else None


def _json_lines(text: str, duplicates: list[int] | None = None) -> dict[KeyPath, int]:
    out: dict[KeyPath, int] = {}
    # each open container: [is_object, current key or index, expecting a key]
    stack: list[list[object]] = []
    line, last = 1, 0
    for match in _JSON_TOKEN.finditer(text):
        line += text.count("\n", last, match.start())
        last = match.start()
        tok = match.group()
        top = stack[-1] if stack else None
        if top is not None and top[0] and top[2] and tok.startswith('"'):
            try:
                top[1] = json.loads(tok)
            except ValueError:
                top[1] = tok.strip('"')
            top[2] = False
            here: KeyPath = tuple(frame[1] for frame in stack)  # type: ignore[misc]
            if here in out and duplicates is not None:
                duplicates.append(line)
            out.setdefault(here, line)
            continue
        if tok == ",":
            if top is not None:
                if top[0]:
                    top[2] = True
                else:
                    top[1] = int(top[1]) + 1  # type: ignore[call-overload]
            continue
        if tok in "]}":
            if stack:
                stack.pop()
            continue
        if tok == ":":
            continue
        if top is not None and not top[0]:  # a value starting in an array
            out.setdefault(tuple(frame[1] for frame in stack), line)  # type: ignore[misc]
        if tok == "{":
            stack.append([True, None, True])
        elif tok == "[":
            stack.append([False, 0, False])
    return out


def _yaml_lines(text: str) -> dict[KeyPath, int]:
    out: dict[KeyPath, int] = {}
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return out
    stack: list[tuple[yaml.Node, KeyPath]] = [(root, ())] if root is not None else []
    seen: set[int] = set()
    while stack:
        node, path = stack.pop()
        if id(node) in seen:  # an alias: its lines are where the anchor is
            continue
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode):
                    here = (*path, str(key.value))
                    out.setdefault(here, key.start_mark.line + 1)
                    stack.append((value, here))
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                out.setdefault((*path, index), item.start_mark.line + 1)
                stack.append((item, (*path, index)))
    return out


_TOML_HEADER = re.compile(r"^\s*(\[\[?)\s*(.+?)\s*\]\]?\s*(#.*)?$")
_TOML_KEY = re.compile(
    r'^\s*((?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|\'[^\']*\')'
    r'(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|\'[^\']*\'))*)\s*='
)
_TOML_PART = re.compile(r'[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|\'[^\']*\'')


def _toml_parts(dotted: str) -> tuple[str, ...]:
    parts = []
    for part in _TOML_PART.findall(dotted):
        if part.startswith('"'):
            try:
                part = json.loads(part)
            except ValueError:
                part = part.strip('"')
        elif part.startswith("'"):
            part = part[1:-1]
        parts.append(part)
    return tuple(parts)


def _toml_lines(text: str) -> dict[KeyPath, int]:
    out: dict[KeyPath, int] = {}
    table: KeyPath = ()
    arrays: dict[tuple[str, ...], int] = {}
    in_multiline = False
    for number, raw in enumerate(text.splitlines(), start=1):
        if raw.count('"""') % 2 == 1 or raw.count("'''") % 2 == 1:
            in_multiline = not in_multiline
            if not in_multiline:
                continue
        if in_multiline and not _TOML_KEY.match(raw):
            continue
        header = _TOML_HEADER.match(raw)
        if header and not _TOML_KEY.match(raw):
            parts = _toml_parts(header.group(2))
            if header.group(1) == "[[":
                index = arrays.get(parts, -1) + 1
                arrays[parts] = index
                table = (*parts, index)
            else:
                table = parts
            out.setdefault(table, number)
            continue
        key = _TOML_KEY.match(raw)
        if key:
            out.setdefault((*table, *_toml_parts(key.group(1))), number)
    return out


def key_lines(text: str, suffix: str) -> dict[KeyPath, int]:
    """Key path → 1-based line, for a file's text already parsed successfully.

    Args:
        text: the file's text.
        suffix: ``".toml"``, ``".yaml"``/``".yml"``, or anything else for JSON (a JSON
            text that is not JSON is tried as YAML, as :func:`~tooldeck.formats.sources.parse_file`
            does).
    """
    suffix = suffix.lower()
    if suffix == ".toml":
        return _toml_lines(text)
    if suffix in (".yaml", ".yml"):
        return _yaml_lines(text)
    try:
        json.loads(text)
    except ValueError:
        return _yaml_lines(text)
    return _json_lines(text)


def line_of(lines: Mapping[KeyPath, int], path: KeyPath) -> int | None:
    """The line of ``path``, else of its nearest ancestor written in the file, else None."""
    for end in range(len(path), 0, -1):
        found = lines.get(path[:end])
        if found is not None:
            return found
    return None
