"""Where decks come from: files, directories, BFCL categories and live MCP servers.

A deck source is one of:

* a file: ``.json``, ``.jsonl`` (one JSON value per line, read as a list), ``.yaml``/``.yml``;
  any other suffix is tried as JSON, then YAML;
* a directory holding exactly one ``tools.yaml``, ``tools.yml``, ``tools.json`` or
  ``tools.jsonl``;
* ``bfcl:<category>`` or ``bfcl:<category>/<entry id>``: Berkeley Function Calling
  Leaderboard function documents (see :mod:`tooldeck.formats.bfcl`);
* ``mcp:<command line>``: a live MCP server started over stdio with the caller's
  environment (see :mod:`tooldeck.formats.mcp_client`);
* ``mcp:http://…`` or ``mcp:https://…``: a live MCP server at a Streamable HTTP URL
  (headers, such as credentials, from ``TOOLDECK_MCP_HEADERS``, a JSON object);
* ``py:<module>[:attr]`` or ``py:<file.py>[:attr]``: tools declared in Python with
  ``@tool`` (a module's functions, a list of them, or a ``Deck``), imported — the module's
  code runs (see :mod:`tooldeck.formats.python_source`);
* an OpenAPI 3.x document (``openapi: 3.x``): one tool per operation, every derived
  value noted (see :mod:`tooldeck.formats.openapi`); Swagger 2.0 is refused by name;
* a gateway config or MCP client config (``upstreams``, ``mcpServers``, VS Code
  ``servers``; ``.toml`` files are always read as gateway configs): every server listed
  live and merged under ``server__tool`` names, or one with ``CONFIG#name`` (see
  :mod:`tooldeck.formats.mcp_servers`).

Parse errors name the file, line and column. YAML mappings with a repeated key are an
error (PyYAML would silently keep the last one).

Bounds (each an error naming the file and the limit): files are read only when they are
regular files of at most 64 MiB (:mod:`tooldeck.inputfile`, ``$TOOLDECK_MAX_INPUT_MIB``);
nesting deeper than :data:`MAX_DEPTH` (256) levels; integers longer than Python converts
(4,300 digits, CVE-2020-10735); YAML aliases that expand the document to more than
:data:`YAML_ALIAS_RATIO` times the nodes written (and more than
:data:`YAML_EXPANSION_FLOOR` nodes): the "billion laughs" attack (CWE-776).
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import re
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import yaml

from tooldeck.errors import ParseError, SourceError
from tooldeck.formats._yaml_compose import (
    HAVE_LIBYAML,
    TooDeep,
    TooManyNodes,
    compose_fast,
    gc_paused,
)
from tooldeck.formats.base import LoadResult

if TYPE_CHECKING:
    from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.inputfile import file_kind, not_utf8_message, read_bytes
from tooldeck.jsonvalue import (
    MAX_DEPTH,
    StrictJSONError,
    find_lone_surrogate,
    find_non_json,
    json_lines,
    json_pointer,
    strict_loads,
)

__all__ = [
    "DECK_FILE_NAMES",
    "HEADERS_ENV",
    "MAX_DEPTH",
    "YAML_ALIAS_RATIO",
    "YAML_EXPANSION_FLOOR",
    "check_json_value",
    "check_text",
    "dump_yaml",
    "find_deck_file",
    "headers_from_env",
    "load_source",
    "parse_file",
    "parse_text",
    "raw_tool_count",
    "read_file_text",
    "refuse_empty",
    "write_data",
]

DECK_FILE_NAMES = ("tools.yaml", "tools.yml", "tools.json", "tools.jsonl")


YAML_ALIAS_RATIO = 10
"""A YAML document whose aliases expand it to more than this many times the nodes written
is refused (once it is also over :data:`YAML_EXPANSION_FLOOR` nodes): nine anchors of
nine aliases each ("billion laughs", CWE-776) write 100 nodes that expand to 435 million.
The rule follows go-yaml's alias-ratio check (the fix of CVE-2019-11253)."""

YAML_EXPANSION_FLOOR = 100_000
"""Expanded node count below which aliases are never refused (any reuse is cheap there)."""


def _yaml_children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _check_expansion(root: yaml.Node) -> None:
    """Refuse a node graph that aliases make cyclic or expand past the ratio.

    Iterative (no recursion limit), linear in the nodes written: each distinct node's
    expanded size is computed once from its children's.

    Raises:
        yaml.constructor.ConstructorError: a recursive alias, or too large an expansion.
    """
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            open_nodes.discard(key)
            sizes[key] = 1 + sum(sizes[id(child)] for child in _yaml_children(node))
            continue
        if key in sizes:
            continue
        if key in open_nodes:
            raise yaml.constructor.ConstructorError(
                None,
                None,
                "an alias refers to a node that contains it (a recursive alias): JSON has "
                "no cyclic values; write the value out",
                node.start_mark,
            )
        open_nodes.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in _yaml_children(node))
    expanded, written = sizes[id(root)], len(sizes)
    if expanded > YAML_EXPANSION_FLOOR and expanded > YAML_ALIAS_RATIO * written:
        raise yaml.constructor.ConstructorError(
            None,
            None,
            f"aliases expand the document to {expanded:,} nodes from {written:,} written "
            f"(more than {YAML_ALIAS_RATIO}× the nodes written and more than "
            f"{YAML_EXPANSION_FLOOR:,}: the 'billion laughs' pattern, CWE-776); write the "
            "repeated values out or use fewer aliases",
            root.start_mark,
        )


class _StrictSafeLoader(yaml.SafeLoader):
    """SafeLoader that refuses a mapping with a repeated key, a non-scalar key, an
    integer longer than Python converts, and alias expansion past the ratio."""

    def compose_document(self) -> yaml.Node | None:
        node: yaml.Node | None = super().compose_document()
        if node is not None:
            _check_expansion(node)
        return node


_MERGE_TAG = "tag:yaml.org,2002:merge"


def _written_keys(loader: _StrictSafeLoader, node: yaml.MappingNode) -> set[int]:
    """The ids of the key nodes written in ``node`` itself (not merged in), recorded for it
    and every mapping it merges before any is flattened: flattening a mapping also
    flattens the mappings it merges, in place, so a merged mapping built later would
    otherwise count its own merged keys as written."""
    memo: dict[int, tuple[yaml.Node, set[int]]] = loader.__dict__.setdefault("_written", {})
    stack: list[yaml.Node] = [node]
    while stack:
        current = stack.pop()
        if id(current) in memo or not isinstance(current, yaml.MappingNode):
            continue
        keys = {id(key) for key, _value in current.value if key.tag != _MERGE_TAG}
        memo[id(current)] = (current, keys)  # the node is kept: its id stays its own
        for key, value in current.value:
            if key.tag == _MERGE_TAG:
                stack.extend(value.value if isinstance(value, yaml.SequenceNode) else [value])
    return memo[id(node)][1]


def _construct_mapping(loader: _StrictSafeLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    """A mapping whose keys are strings written once. A key written in the mapping itself
    may override one brought in by a merge key (``<<: *defaults``), as YAML's merge-key
    type defines; two keys written in the mapping itself are a duplicate."""
    written = _written_keys(loader, node)
    loader.flatten_mapping(node)
    seen: dict[Any, yaml.Node] = {}
    for key_node, _value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            kind = "sequence" if isinstance(key_node, yaml.SequenceNode) else "mapping"
            raise yaml.constructor.ConstructorError(
                "while constructing a mapping",
                node.start_mark,
                f"found a {kind} used as a mapping key (a YAML '? ' complex key); JSON "
                "object keys are strings",
                key_node.start_mark,
            )
        key = loader.construct_object(key_node, deep=True)
        if id(key_node) not in written:
            continue  # merged in: overridden by a key written here, or by a later merge
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


def _construct_int(loader: _StrictSafeLoader, node: yaml.ScalarNode) -> int:
    """An integer, refused when longer than Python converts (CVE-2020-10735)."""
    text = str(node.value)
    digits = len(text.replace("_", "").lstrip("+-"))
    limit = sys.get_int_max_str_digits()
    if digits > limit:
        raise yaml.constructor.ConstructorError(
            None,
            None,
            f"an integer of {digits:,} digits is longer than the {limit:,} digits Python "
            "converts (CVE-2020-10735 limit); quote it to keep it as a string",
            node.start_mark,
        )
    value: int = loader.construct_yaml_int(node)
    return value


_StrictSafeLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def _parse_json(text: str, path: str, line_offset: int = 0, what: str = "JSON") -> Any:
    try:
        return strict_loads(text)
    except json.JSONDecodeError as exc:
        hint = ""
        if exc.msg == "Extra data" and what == "JSON":
            hint = (
                " (more than one JSON value: for JSON Lines, one value a line as BFCL ships "
                "its data, name the file .jsonl)"
            )
        raise ParseError(
            path,
            f"invalid {what}: {exc.msg}{hint}",
            line=exc.lineno + line_offset,
            column=exc.colno,
        ) from None
    except StrictJSONError as exc:
        line = line_offset + 1 if what != "JSON" else None
        if exc.lineno is not None:
            line = exc.lineno + line_offset
        raise ParseError(path, f"invalid {what}: {exc}", line=line, column=exc.colno) from None


def _parse_jsonl(text: str, path: str) -> list[Any]:
    out = []
    for lineno, line in json_lines(text):
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


def _load_yaml(text: str, path: str) -> Any:
    """The YAML document in ``text`` through libyaml's parser when PyYAML has it (about 25×
    faster than PyYAML's pure-Python scanner), else through PyYAML alone; the same checks
    and constructors either way."""
    with gc_paused():
        if HAVE_LIBYAML:
            try:
                composed = compose_fast(text, MAX_DEPTH)
            except TooDeep:
                raise ParseError(
                    path, f"invalid YAML: nested too deeply (more than {MAX_DEPTH} levels)"
                ) from None
            except TooManyNodes as exc:
                raise ParseError(
                    path,
                    f"invalid YAML: more than {exc.limit:,} nodes (values, lists and "
                    "mappings; each costs about 450 bytes while YAML is read): split the "
                    "deck, or write it as JSON, which is read without a node graph",
                ) from None
            except UnicodeEncodeError:
                pass  # a lone surrogate in the text: PyYAML's reader names it (below)
            else:
                if composed.root is None:
                    return None
                if composed.aliases:
                    _check_expansion(composed.root)
                return _StrictSafeLoader("").construct_document(composed.root)
        return yaml.load(text, Loader=_StrictSafeLoader)


def _libyaml_detail(problem: str, text: str, line: int, column: int) -> str:
    """What libyaml's terser messages leave out (PyYAML's pure-Python ones said it): the
    character at the error, and for a ``\ud800``-style escape what to write instead
    (refused at once, so a large file is not re-read by the slow parser)."""
    if "invalid Unicode character escape" in problem:
        return (
            " (a \\u escape of a lone surrogate, half of a UTF-16 pair, or of no Unicode "
            "character: write the character itself, or YAML's 8-digit \\U0001F600 escape)"
        )
    if "cannot start any token" not in problem and "unknown escape character" not in problem:
        return ""
    lines = text.splitlines()
    if not 0 <= line < len(lines) or not 0 <= column < len(lines[line]):
        return ""
    char = lines[line][column]
    if char == "\\" and column + 1 < len(lines[line]):
        char = lines[line][column + 1]  # libyaml marks the backslash of a bad escape
    if char == "\t":
        return " (a tab: YAML indents with spaces)"
    return f" ({char!r})"


def _parse_yaml(text: str, path: str) -> Any:
    try:
        return _load_yaml(text, path)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        context = exc.context
        first = exc.context_mark
        if context and first is not None and mark is not None and first.line != mark.line:
            context = f"{context} (line {first.line + 1})"  # "first occurrence (line 3)"
        message = " ".join(str(p) for p in (context, exc.problem) if p)
        if mark is not None:
            message += _libyaml_detail(str(exc.problem or ""), text, mark.line, mark.column)
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


_MAGIC = (
    (b"PK\x03\x04", "a zip archive"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"\xff\xfe\x00\x00", "UTF-32 text"),
    (b"\x00\x00\xfe\xff", "UTF-32 text"),
    (b"\xff\xfe", "UTF-16 text"),
    (b"\xfe\xff", "UTF-16 text"),
)


def _not_utf8(data: bytes, exc: UnicodeDecodeError) -> str:
    """The message for a deck file that is not UTF-8, naming an archive or a UTF-16/32
    byte-order mark when the first bytes show one (nothing is decompressed)."""
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            return (
                f"not UTF-8 text but {kind} (its first bytes); tooldeck reads UTF-8 JSON or "
                "YAML only: extract or convert it first"
            )
    return not_utf8_message(data, exc)


def parse_file(path: str | Path) -> Any:
    """Read and parse a JSON, JSON Lines or YAML file by its suffix.

    JSON refuses repeated keys, NaN and Infinity; YAML refuses repeated keys and unquoted
    YAML 1.1 booleans other than true/false (``yes``, ``No``, ``ON``, ``off``, …), which
    PyYAML would otherwise turn into booleans silently.

    Raises:
        SourceError: the file cannot be read, is not a regular file (FIFO, device,
            directory), is over the input size limit (:mod:`tooldeck.inputfile`), or is a
            Python file (``.py``: its tools are read by serving it, ``mcp:tooldeck serve``).
        ParseError: the content is not valid (file, line and column named), is over a
            bound (nesting, integer digits, YAML alias expansion), or the file is empty
            (or only whitespace).
    """
    path = Path(path)
    if path.suffix.lower() == ".py":
        # A Python file declares tools with @tool; it is served, not parsed as data.
        raise SourceError(
            f"{path}: a Python file is not a deck file; read the tools its @tool functions "
            f"declare with 'py:{path}' (this imports it, running its code), or serve it "
            f"with 'tooldeck serve {path}'"
        )
    text = read_file_text(path, "deck file")
    refuse_empty(text, path)
    return parse_text(text, path)


def refuse_empty(text: str, path: str | Path) -> None:
    """Refuse a file that is empty or only whitespace, by name: a JSON parser would say
    ``Expecting value``, YAML would read ``null`` (a deck file, a gateway config).

    Raises:
        ParseError: ``the file is empty (0 bytes)`` or ``(only whitespace)``.
    """
    if not text.strip():
        raise ParseError(
            str(path), "the file is empty" + (" (only whitespace)" if text else " (0 bytes)")
        )


def read_file_text(path: str | Path, what: str) -> str:
    """The UTF-8 text of the input file ``path`` (a leading byte-order mark skipped), read
    through :func:`tooldeck.inputfile.read_bytes` (regular files only, size limit).

    Raises:
        SourceError: unreadable, not a regular file, over the size limit (``what`` names
            the file's role in the message).
        ParseError: not UTF-8 (an archive or a UTF-16/32 byte-order mark is named).
    """
    raw = read_bytes(path, what, SourceError)
    try:
        return raw.decode("utf-8-sig")  # a leading byte-order mark is not content
    except UnicodeDecodeError as exc:
        raise ParseError(str(path), _not_utf8(raw, exc)) from None


def parse_text(text: str, path: str | Path) -> Any:
    """Parse ``text`` read from ``path`` as :func:`parse_file` does (by the suffix of
    ``path``, with the same strictness and bounds).

    Raises:
        ParseError: as :func:`parse_file`.
    """
    path = Path(path)
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
        except (json.JSONDecodeError, StrictJSONError):
            data = _parse_yaml(text, str(path))
    if isinstance(data, dict) and ("openapi" in data or "swagger" in data):
        from tooldeck.formats.openapi import quote_status_codes

        # an OpenAPI document's unquoted status codes (200:) are int keys YAML made
        data = quote_status_codes(data, MAX_DEPTH)
    check_json_value(data, str(path))
    return data


def find_deck_file(directory: Path) -> Path:
    """The single ``tools.*`` file in ``directory``.

    Raises:
        SourceError: none or several found (the names looked for are listed).
    """
    found = [directory / name for name in DECK_FILE_NAMES if (directory / name).is_file()]
    if not found:
        for name in DECK_FILE_NAMES:  # a FIFO, a device, a loop: say so instead of "none"
            candidate = directory / name
            if os.path.lexists(candidate):
                try:
                    kind = f"{file_kind(os.stat(candidate).st_mode)}, not a regular file"
                except OSError as exc:
                    kind = "a symbolic link loop" if exc.errno == errno.ELOOP else "unreadable"
                    kind += f" ({exc.strerror or exc})"
                raise SourceError(f"{candidate}: deck file is {kind}")
        raise SourceError(
            f"{directory}: directory holds no deck file (looked for {', '.join(DECK_FILE_NAMES)})"
        )
    if len(found) > 1:
        raise SourceError(
            f"{directory}: several deck files ({', '.join(p.name for p in found)}); "
            "pass the one you mean"
        )
    return found[0]


HEADERS_ENV = "TOOLDECK_MCP_HEADERS"
"""Environment variable with HTTP headers (a JSON object of strings) for ``mcp:http(s)://``
sources: credentials such as ``{"Authorization": "Bearer …"}`` (values are never shown)."""


def _masked_load(spec: UpstreamSpec, load: Callable[[], LoadResult]) -> LoadResult:
    """``load()`` (an ``mcp:`` source's listing) with the values ``spec`` passed the server
    that may be secret masked as ``***`` in a :class:`SourceError` (its stderr tail, stdout
    lines) and in the result's warnings, each message saying so
    (:meth:`~tooldeck.formats.mcp_config.UpstreamSpec.masked`)."""
    from tooldeck.formats.mcp_config import masked_note

    def masked(text: str) -> str:
        text, count = spec.masked(text)
        return text + masked_note(count)

    try:
        loaded = load()
    except SourceError as exc:
        raise SourceError(masked(str(exc))) from None
    warnings = tuple(dataclasses.replace(w, message=masked(w.message)) for w in loaded.warnings)
    return dataclasses.replace(loaded, warnings=warnings)


def headers_from_env() -> dict[str, str]:
    """The headers of :data:`HEADERS_ENV` (empty when unset).

    Raises:
        SourceError: the variable is not a JSON object of strings.
    """
    raw = os.environ.get(HEADERS_ENV, "").strip()
    if not raw:
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        value = None
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        raise SourceError(
            f"{HEADERS_ENV} must be a JSON object of header names to strings, e.g. "
            f'{HEADERS_ENV}=\'{{"Authorization": "Bearer …"}}\''
        )
    return dict(value)


def raw_tool_count(data: Any) -> int | None:
    """How many tool entries parsed deck data holds before any tool is built: the length
    of a top-level list or of a top-level ``tools`` list (every deck format tooldeck reads
    from a file keeps its tools in one or the other); ``None`` for any other shape and for
    BFCL entries (a list of questions, each with the functions it may call)."""
    if isinstance(data, list):
        if data and isinstance(data[0], dict) and "question" in data[0]:
            return None  # BFCL entries: questions that share their functions, not tools
        return len(data)
    if isinstance(data, dict) and isinstance(data.get("tools"), list):
        return len(data["tools"])
    return None


def load_source(
    source: Any,
    *,
    format: str | None = None,
    check_count: Callable[[int], None] | None = None,
) -> LoadResult:
    """Load a deck from a path, ``bfcl:…``, ``mcp:…`` or already-parsed data.

    Args:
        source: a ``str``/``Path`` source as described in the module docstring, or parsed
            JSON data (list/dict).
        format: force a format name instead of auto-detecting (files and data only).
        check_count: called with :func:`raw_tool_count` of a file's or data's parsed
            content as soon as it is parsed, before any tool is built (building is most of
            the load time: 100,000 small tools parse in 1.7 s and build in 6 s of CPU), so a
            size ceiling refuses early; it raises to refuse. The caller still checks the
            loaded deck (a shape this count does not read is counted only there).

    Raises:
        SourceError, ParseError, FormatError, SchemaError, ToolDefinitionError,
        DuplicateToolError.
    """
    from tooldeck.formats import load_data

    if isinstance(source, list | dict):
        check_text(source, "<data>")
        _check_raw_count(source, check_count)
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
    if isinstance(source, str) and text.startswith(("mcp:http://", "mcp:https://")):
        from tooldeck.formats import mcp_client, mcp_config

        url = text[len("mcp:") :]
        headers = headers_from_env()
        http_spec = mcp_config.UpstreamSpec("mcp", "http", url=url, headers=headers)
        return _masked_load(http_spec, lambda: mcp_client.load_from_http_sync(url, headers=headers))
    if isinstance(source, str) and text.startswith("py:"):
        from tooldeck.formats.python_source import load_python_deck

        return load_python_deck(text[len("py:") :])
    if isinstance(source, str) and text.startswith("mcp:"):
        from tooldeck.formats import mcp_client, mcp_config

        try:
            command = shlex.split(text[len("mcp:") :])
        except ValueError as exc:
            raise SourceError(f"{text}: cannot split the command line: {exc}") from None
        if not command:
            raise SourceError("mcp: source needs a command line, e.g. 'mcp:python server.py'")
        # The user's own command: it gets the user's environment (API tokens and the like),
        # not the SDK's reduced default. What it writes that a failure quotes is masked as
        # a config server's with inherit_env: true (the values of secret-looking names).
        command_spec = mcp_config.UpstreamSpec("mcp", "stdio", command=command[0], inherit_env=True)
        env = dict(os.environ)
        return _masked_load(
            command_spec, lambda: mcp_client.load_from_server_sync(command, env=env)
        )
    from tooldeck.formats import mcp_servers, openapi

    file, server = mcp_servers.split_server(text)
    if server is not None:
        return mcp_servers.load_config_deck(file, server)
    if not text.strip():  # Path("") is ".", the working folder: not what was meant
        raise SourceError(
            f"the deck source is empty ({text!r}): give a deck file, a folder holding one, "
            "a client config, or an mcp:/py:/bfcl: source"
        )
    path = Path(text)
    try:
        exists, is_dir = path.exists(), path.is_dir()
    except OSError as exc:  # a name the system refuses (too long): read_bytes names it
        shown = text if len(text) <= 120 else f"a deck file name of {len(text):,} characters"
        raise SourceError(f"{shown}: cannot read the deck file: {exc.strerror or exc}") from None
    if not exists and _MODULE_ATTR.fullmatch(text):
        raise SourceError(
            f"{text}: no such file; for the tools a Python module declares write "
            f"'py:{text}' (this imports it, running its code)"
        )
    if not exists:  # named as typed: Path reads https://a.example as https:/a.example
        raise SourceError(f"{text}: no such file")
    if is_dir:
        path = find_deck_file(path)
    if path.suffix.lower() == ".toml":
        return mcp_servers.load_config_deck(path)
    try:
        data = parse_file(path)
    except ParseError:
        # VS Code's mcp.json is JSON with Comments: a config whose strict parse fails may
        # still be one (the config loader blanks comments and trailing commas itself).
        if format is None and _is_jsonc_config(path):
            return mcp_servers.load_config_deck(path)
        raise
    if format is None and openapi.is_openapi(data):  # before configs: both have 'servers'
        return openapi.load_openapi(data, source=str(path))
    if format is None and mcp_servers.is_config_data(data):
        return mcp_servers.load_config_deck(path)
    _check_raw_count(data, check_count)
    return load_data(data, source=str(path), format=format)


def _check_raw_count(data: Any, check_count: Callable[[int], None] | None) -> None:
    if check_count is None:
        return
    count = raw_tool_count(data)
    if count is not None:
        check_count(count)


_MODULE_ATTR = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_]\w*")
"""``pkg.tools:registry`` or ``app.py:TOOLS``: a source that reads as a Python
``module:attribute`` (the ``py:`` source) rather than a file name."""


def _is_jsonc_config(path: Path) -> bool:
    """Whether ``path`` is a ``.json`` gateway/client config once JSONC's comments and
    trailing commas are blanked out (:func:`~tooldeck.formats._config_lines.strip_jsonc`)."""
    from tooldeck.formats import mcp_servers
    from tooldeck.formats._config_lines import strip_jsonc

    if path.suffix.lower() != ".json":
        return False
    stripped = strip_jsonc(read_file_text(path, "deck file"))
    if stripped is None:
        return False
    try:
        data = parse_text(stripped, path)
    except ParseError:
        return False
    return mcp_servers.is_config_data(data)


class _BlockStyleDumper(yaml.SafeDumper):
    """SafeDumper that writes multi-line strings as ``|`` blocks (readable descriptions)."""


_YAML_LINE_BREAKS = ("\x85", "\u2028", "\u2029")
"""Characters YAML reads as line breaks but PyYAML's emitter writes raw in plain, quoted
and block styles (``allow_unicode``), so "x\\x85y" read back as "x y": such strings are
written double-quoted, where they become the escapes ``\\N``, ``\\L``, ``\\P``."""


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    if any(c in value for c in _YAML_LINE_BREAKS):
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style='"')
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
