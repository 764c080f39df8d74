"""Where decks come from: files, directories, BFCL categories and live MCP servers.

A deck source is one of:

* a file: ``.json``, ``.jsonl`` (one JSON value per line, read as a list), ``.yaml``/``.yml``;
  any other suffix is tried as JSON, then YAML;
* a directory holding exactly one ``tools.yaml``, ``tools.yml``, ``tools.json`` or
  ``tools.jsonl``;
* ``bfcl:<category>`` or ``bfcl:<category>/<entry id>``: Berkeley Function Calling
  Leaderboard function documents (see :mod:`tooldeck.formats.bfcl`);
* ``mcp:<command line>``: a live MCP server started over stdio with the caller's
  environment (see :mod:`tooldeck.formats.mcp_client`).

Parse errors name the file, line and column. YAML mappings with a repeated key are an
error (PyYAML would silently keep the last one).
"""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path
from typing import Any, NoReturn

import yaml

from tooldeck.errors import ParseError, SourceError
from tooldeck.formats.base import LoadResult
from tooldeck.jsonvalue import (
    StrictJSONError,
    find_lone_surrogate,
    find_non_json,
    json_pointer,
    strict_loads,
)

__all__ = [
    "DECK_FILE_NAMES",
    "MAX_DEPTH",
    "check_json_value",
    "check_text",
    "dump_yaml",
    "find_deck_file",
    "load_source",
    "parse_file",
    "write_data",
]

DECK_FILE_NAMES = ("tools.yaml", "tools.yml", "tools.json", "tools.jsonl")


class _StrictSafeLoader(yaml.SafeLoader):
    """SafeLoader that refuses a mapping with a repeated key."""


def _construct_mapping(loader: _StrictSafeLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    loader.flatten_mapping(node)
    seen: dict[Any, yaml.Node] = {}
    for key_node, _value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                "while constructing a mapping",
                node.start_mark,
                f"found duplicate key {key!r} (first at line {seen[key].start_mark.line + 1})",
                key_node.start_mark,
            )
        seen[key] = key_node
    return loader.construct_mapping(node, deep=True)


_StrictSafeLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
    _construct_mapping,
)


def _construct_bool(loader: _StrictSafeLoader, node: yaml.ScalarNode) -> bool:
    """Only ``true``/``false`` are booleans; YAML 1.1's ``yes``/``no``/``on``/``off`` are refused.

    PyYAML follows YAML 1.1, where unquoted ``yes``, ``No``, ``ON``, ``off``, … are booleans
    (YAML 1.2 and JSON know only true/false): ``enum: [SE, NO, DK]`` would silently hold
    ``false``. Such a scalar is an error asking to quote it or write true/false.
    """
    text = str(node.value)
    if text.lower() not in ("true", "false"):
        raise yaml.constructor.ConstructorError(
            None,
            None,
            f"unquoted {text!r} is a boolean in YAML 1.1 (PyYAML reads it as "
            f"{loader.construct_yaml_bool(node)}); quote it ('{text}') for the text, or "
            "write true/false",
            node.start_mark,
        )
    return text.lower() == "true"


_StrictSafeLoader.add_constructor("tag:yaml.org,2002:bool", _construct_bool)


MAX_DEPTH = 256
"""Deepest nesting of arrays/objects accepted in a file (tool schemas need a few dozen)."""


def _parse_json(text: str, path: str, line_offset: int = 0, what: str = "JSON") -> Any:
    try:
        return strict_loads(text)
    except json.JSONDecodeError as exc:
        raise ParseError(
            path, f"invalid {what}: {exc.msg}", line=exc.lineno + line_offset, column=exc.colno
        ) from None
    except StrictJSONError as exc:
        line = line_offset + 1 if what != "JSON" else None
        raise ParseError(path, f"invalid {what}: {exc}", line=line) from None
    except RecursionError:
        raise ParseError(
            path, f"invalid {what}: nested too deeply (more than {MAX_DEPTH} levels)"
        ) from None


def _parse_jsonl(text: str, path: str) -> list[Any]:
    out = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        out.append(_parse_json(line, path, line_offset=lineno - 1, what="JSON Lines record"))
    return out


def check_json_value(value: Any, path: str) -> None:
    """Check that parsed data is plain JSON tooldeck can hold.

    Refused, with the JSON pointer named: nesting deeper than :data:`MAX_DEPTH`, object keys
    that are not strings (YAML allows ``200: ok``), NaN/Infinity, values JSON has no
    type for (YAML dates and timestamps: quote them), and strings or keys holding a lone
    surrogate (:func:`check_text`).

    Raises:
        ParseError: naming the file and the JSON pointer.
    """
    found = find_non_json(value, MAX_DEPTH)
    if found is None:
        return
    where = json_pointer(found.path) or "/"
    if found.kind == "depth":
        raise ParseError(path, f"nested too deeply (more than {MAX_DEPTH} levels)")
    if found.kind == "key_type":
        raise ParseError(
            path,
            f"at {where}: key {found.value!r} is not a string; JSON object keys are strings "
            "(quote it)",
        )
    if found.kind in ("surrogate", "surrogate_key"):
        _surrogate_error(found.value, found.path, path, found.kind == "surrogate_key", found.at)
    if found.kind in ("nan", "infinite"):
        raise ParseError(path, f"at {where}: {found.value} is not a JSON number")
    raise ParseError(
        path,
        f"at {where}: {type(found.value).__name__} value {found.value!r} has no JSON type (in "
        "YAML, quote dates and times: '2024-01-31')",
    )


def _surrogate_error(
    text: str, where: tuple[str | int, ...], path: str, key: bool, at: int
) -> NoReturn:
    code = f"\\u{ord(text[at]):04x}"
    what = f"key {text!r} of the object" if key else "string"
    raise ParseError(
        path,
        f"at {json_pointer(where) or '/'}: {what} holds a lone surrogate {code} at "
        f"character {at} (half of a UTF-16 pair, e.g. a JSON '{code}' escape "
        "without its partner), which is not Unicode text; write the character itself or "
        "its full \\uD8xx\\uDCxx pair",
    )


def check_text(value: Any, path: str) -> None:
    """Refuse strings (values and object keys, at any depth of lists and dicts) that hold
    a lone surrogate: JSON's ``\\ud800`` escapes and YAML's ``"\\ud800"`` parse into such
    strings, which cannot be written as UTF-8 (printing or tokenizing them fails later).

    Raises:
        ParseError: naming ``path`` and the JSON pointer.
    """
    found = find_lone_surrogate(value)
    if found is not None:
        _surrogate_error(found[1], found[0], path, found[2], found[3])


def _parse_yaml(text: str, path: str) -> Any:
    try:
        return yaml.load(text, Loader=_StrictSafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        message = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        if mark is None:
            raise ParseError(path, f"invalid YAML: {message}") from None
        raise ParseError(
            path, f"invalid YAML: {message}", line=mark.line + 1, column=mark.column + 1
        ) from None
    except yaml.YAMLError as exc:
        raise ParseError(path, f"invalid YAML: {exc}") from None
    except RecursionError:
        raise ParseError(
            path, f"invalid YAML: nested too deeply (more than {MAX_DEPTH} levels)"
        ) from None


def parse_file(path: str | Path) -> Any:
    """Read and parse a JSON, JSON Lines or YAML file by its suffix.

    JSON refuses repeated keys, NaN and Infinity; YAML refuses repeated keys and unquoted
    YAML 1.1 booleans other than true/false (``yes``, ``No``, ``ON``, ``off``, …), which
    PyYAML would otherwise turn into booleans silently.

    Raises:
        SourceError: the file cannot be read.
        ParseError: the content is not valid (file, line and column named).
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")  # a leading byte-order mark is not content
    except FileNotFoundError:
        raise SourceError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise SourceError(f"{path}: is a directory, not a file") from None
    except UnicodeDecodeError as exc:
        raise ParseError(str(path), f"not UTF-8 text: {exc.reason} at byte {exc.start}") from None
    except OSError as exc:
        raise SourceError(f"{path}: cannot read: {exc.strerror or exc}") from None
    suffix = path.suffix.lower()
    if suffix == ".json":
        data = _parse_json(text, str(path))
    elif suffix == ".jsonl":
        data = _parse_jsonl(text, str(path))
    elif suffix in (".yaml", ".yml"):
        data = _parse_yaml(text, str(path))
    else:
        try:
            data = strict_loads(text)
        except (json.JSONDecodeError, StrictJSONError, RecursionError):
            data = _parse_yaml(text, str(path))
    check_json_value(data, str(path))
    return data


def find_deck_file(directory: Path) -> Path:
    """The single ``tools.*`` file in ``directory``.

    Raises:
        SourceError: none or several found (the names looked for are listed).
    """
    found = [directory / name for name in DECK_FILE_NAMES if (directory / name).is_file()]
    if not found:
        raise SourceError(
            f"{directory}: directory holds no deck file (looked for {', '.join(DECK_FILE_NAMES)})"
        )
    if len(found) > 1:
        raise SourceError(
            f"{directory}: several deck files ({', '.join(p.name for p in found)}); "
            "pass the one you mean"
        )
    return found[0]


def load_source(source: Any, *, format: str | None = None) -> LoadResult:
    """Load a deck from a path, ``bfcl:…``, ``mcp:…`` or already-parsed data.

    Args:
        source: a ``str``/``Path`` source as described in the module docstring, or parsed
            JSON data (list/dict).
        format: force a format name instead of auto-detecting (files and data only).

    Raises:
        SourceError, ParseError, FormatError, SchemaError, ToolDefinitionError,
        DuplicateToolError.
    """
    from tooldeck.formats import load_data

    if isinstance(source, list | dict):
        check_text(source, "<data>")
        return load_data(source, source="<data>", format=format)
    text = str(source)
    if isinstance(source, str) and text.startswith("bfcl:"):
        from tooldeck.formats import bfcl

        spec = text[len("bfcl:") :]
        if not spec:
            raise SourceError("bfcl: source needs a category, e.g. bfcl:simple_python")
        if "/" in spec:
            category, entry = spec.split("/", 1)
            return bfcl.load_bfcl_entry(category, entry)
        return bfcl.load_bfcl_category(spec)
    if isinstance(source, str) and text.startswith("mcp:"):
        from tooldeck.formats import mcp_client

        try:
            command = shlex.split(text[len("mcp:") :])
        except ValueError as exc:
            raise SourceError(f"{text}: cannot split the command line: {exc}") from None
        if not command:
            raise SourceError("mcp: source needs a command line, e.g. 'mcp:python server.py'")
        # The user's own command: it gets the user's environment (API tokens and the like),
        # not the SDK's reduced default.
        return mcp_client.load_from_server_sync(command, env=dict(os.environ))
    path = Path(text)
    if path.is_dir():
        path = find_deck_file(path)
    data = parse_file(path)
    return load_data(data, source=str(path), format=format)


class _BlockStyleDumper(yaml.SafeDumper):
    """SafeDumper that writes multi-line strings as ``|`` blocks (readable descriptions)."""


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    if "\n" in value and not any(line != line.rstrip() for line in value.splitlines()):
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", value)


_BlockStyleDumper.add_representer(str, _represent_str)


def dump_yaml(data: Any) -> str:
    """YAML text for JSON data: keys in order, non-ASCII kept, multi-line strings as blocks."""
    return yaml.dump(data, Dumper=_BlockStyleDumper, allow_unicode=True, sort_keys=False, width=100)


def write_data(data: Any, path: str | Path) -> None:
    """Write JSON data to ``path``: YAML for ``.yaml``/``.yml``, JSON otherwise (UTF-8,
    2-space indent, non-ASCII kept).

    Raises:
        SourceError: the file cannot be written.
    """
    path = Path(path)
    if path.suffix.lower() in (".yaml", ".yml"):
        text = dump_yaml(data)
    else:
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise SourceError(f"{path}: cannot write: {exc.strerror or exc}") from None
