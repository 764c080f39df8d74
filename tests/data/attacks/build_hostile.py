"""Hostile input cases (hostile_inputs.jsonl).  Each names a recipe of generators.py; no
big file is committed.  `python build.py` writes the JSONL files."""

from __future__ import annotations

RFC8259 = "RFC 8259 The JSON Data Interchange Format"
IJSON = "RFC 7493 The I-JSON Message Format"
PYINT = "Python docs: integer string conversion length limitation (CVE-2020-10735)"
YAML12 = "YAML 1.2.2 specification"
BOMB = "Billion laughs attack; CWE-776 (entity expansion), its YAML analogue"
CWE502 = "CWE-502 Deserialization of Untrusted Data; PyYAML docs on yaml.load and python/* tags"
CWE674 = "CWE-674 Uncontrolled Recursion"
CWE400 = "CWE-400 Uncontrolled Resource Consumption"
CWE835 = "CWE-835 Loop with Unreachable Exit Condition ('Infinite Loop')"
CWE1333 = (
    "CWE-1333 Inefficient Regular Expression Complexity; "
    "OWASP: Regular expression Denial of Service (ReDoS)"
)
CWE150 = "CWE-150 Improper Neutralization of Escape, Meta, or Control Sequences"
XTERM = (
    "xterm Control Sequences (invisible-island.net/xterm/ctlseqs): OSC 0, OSC 8, OSC 52, CSI, DCS"
)
TROJAN = "Trojan Source (CVE-2021-42574)"
CWE409 = "CWE-409 Improper Handling of Highly Compressed Data (Data Amplification)"
ZIPSLIP = "Snyk research: Zip Slip (2018); CWE-22"
MCP_STDIO = (
    "MCP specification 2025-06-18, Transports: stdio (stdout only MCP messages, stderr for logs)"
)
MCP_PAGE = "MCP specification 2025-06-18, Utilities: Pagination (opaque cursors)"
MCP_LIFE = "MCP specification 2025-06-18, Lifecycle (initialize, version negotiation, shutdown)"
UNI = "Unicode Standard ch. 3 (UTF-8 well-formedness, surrogates); CWE-176"
FIFO = "mkfifo(3), null(4), random(4): special files that block or never end; CWE-400"

CASES: list[dict] = []


def H(
    cls,
    consumer,
    generator,
    expect,
    why,
    source,
    *,
    filename=None,
    budget=None,
    checks=None,
    also_acceptable=None,
    **extra,
):
    case = {
        "class": cls,
        "consumer": consumer,
        "filename": filename or default_name(consumer, generator),
        "generator": generator,
        "expect": expect,
    }
    if also_acceptable:
        case["also_acceptable"] = also_acceptable
    case["budget"] = budget or {"seconds": 30, "mib": 1024}
    case["checks"] = ["no_traceback"] + (checks or [])
    case.update({"why": why, "source": source})
    case.update(extra)
    CASES.append(case)


def default_name(consumer, gen):
    if consumer == "cases":
        return "cases.jsonl"
    if consumer == "mcp":
        return "server.py"
    r = gen["recipe"]
    if r.startswith("yaml") or gen.get("fmt") == "yaml":
        return "tools.yaml"
    if gen.get("fmt") == "jsonl" or r in ("jsonl_line_separators", "blank_lines"):
        return "tools.jsonl"
    return "tools.json"


E, OK = "clear_error", "ok"
D = "deck"

# --------------------------------------------------------------------------- huge integers
for g, exp, why in [
    (
        {"recipe": "json_int_digits", "n": 5000},
        E,
        "5,000-digit integer as a maximum: beyond CPython's default "
        "4,300-digit int/str limit and beyond any float",
    ),
    (
        {"recipe": "json_int_digits", "n": 1_000_000},
        E,
        "a million digits: quadratic int parsing if the limit is lifted",
    ),
    ({"recipe": "json_int_digits", "n": 5000, "where": "default"}, E, "huge integer as a default"),
    ({"recipe": "json_int_digits", "n": 5000, "where": "enum"}, E, "huge integer inside an enum"),
    (
        {"recipe": "json_int_digits", "n": 20},
        OK,
        "20 digits: beyond int64 but an ordinary JSON number",
    ),
    (
        {"recipe": "json_number_text", "text": "1e400"},
        E,
        "1e400 decodes to infinity: the value would be invented",
    ),
    (
        {"recipe": "json_number_text", "text": "-1e99999"},
        E,
        "large negative exponent text decodes to -infinity",
    ),
    ({"recipe": "yaml_number_text", "text": "9" * 5000}, E, "5,000-digit integer in YAML"),
]:
    H("huge_integer", D, g, exp, why, f"{PYINT}; {RFC8259} §6")
H(
    "huge_integer",
    "cases",
    {
        "recipe": "literal",
        "text": '{"case_id": "c1", "query": "Where is it?", "expected_tools": '
        '["get_order_by_id"], "expected_arguments": [{"order_id": ' + "7" * 5000 + "}]}\n",
    },
    E,
    "5,000-digit integer in a case's expected arguments",
    PYINT,
)

# --------------------------------------------------------------------------- deep nesting
for g, exp, why in [
    (
        {"recipe": "json_depth", "n": 100_000, "kind": "array"},
        E,
        "100,000 nested arrays as a default value",
    ),
    (
        {"recipe": "json_depth", "n": 100_000, "kind": "object"},
        E,
        "100,000 nested objects as a default value",
    ),
    (
        {"recipe": "json_depth", "n": 5000, "kind": "schema"},
        E,
        "schema nested 10,000 levels (properties in properties)",
    ),
    (
        {"recipe": "json_depth", "n": 1_000_000, "kind": "top"},
        E,
        "the whole file is a million nested arrays",
    ),
    (
        {"recipe": "json_depth", "n": 20, "kind": "schema"},
        OK,
        "40 levels of schema nesting: unusual, legitimate",
    ),
    (
        {"recipe": "yaml_depth", "n": 100_000, "style": "flow"},
        E,
        "100,000 nested YAML flow sequences",
    ),
    ({"recipe": "yaml_depth", "n": 3000, "style": "block"}, E, "3,000 nested YAML block mappings"),
]:
    H(
        "deep_nesting",
        D,
        g,
        exp,
        why + "; a recursive reader overflows the stack",
        f"{CWE674}; {RFC8259} §9",
    )
H(
    "deep_nesting",
    "cases",
    {"recipe": "cases_depth", "n": 100_000},
    E,
    "a case's expected argument nested 100,000 deep",
    CWE674,
)

# --------------------------------------------------------------------------- YAML aliases
H(
    "yaml_alias_bomb",
    D,
    {"recipe": "yaml_billion_laughs", "levels": 9, "width": 9},
    E,
    "9 levels of 9 aliases: 387 million leaves from a 1 KB file",
    BOMB,
    budget={"seconds": 30, "mib": 512},
)
H(
    "yaml_alias_bomb",
    D,
    {"recipe": "yaml_billion_laughs", "levels": 30, "width": 2},
    E,
    "30 levels of 2 aliases: 2^30 leaves",
    BOMB,
    budget={"seconds": 30, "mib": 512},
)
H(
    "yaml_alias_bomb",
    D,
    {"recipe": "yaml_recursive_alias"},
    E,
    "an anchor that contains itself: a cyclic value that never ends when walked or dumped",
    f"{YAML12} §3.2.2.2; {CWE674}",
)
H(
    "yaml_alias_bomb",
    D,
    {"recipe": "yaml_alias_reuse"},
    OK,
    "one anchored schema reused twice: ordinary YAML",
    YAML12,
)

# --------------------------------------------------------------------------- YAML tags
for kind in ["apply_system", "new_popen", "apply_exec", "name", "module", "apply_in_description"]:
    H(
        "yaml_unsafe_tag",
        D,
        {"recipe": "yaml_python_tag", "kind": kind},
        E,
        f"PyYAML python/* tag ({kind}): an unsafe loader constructs it or runs code",
        CWE502,
        filename="tools.yaml",
        checks=["marker_absent"],
    )
for kind, exp, why in [
    ("binary", E, "!!binary gives bytes, not a JSON string"),
    ("set", E, "!!set gives a set"),
    ("timestamp", E, "an unquoted date becomes a datetime.date, not the string the author meant"),
    ("timestamp_tagged", E, "explicit !!timestamp"),
    ("custom", E, "unknown local tag (!Ref, as in CloudFormation)"),
    ("omap", E, "!!omap gives a list of pairs"),
    ("str", OK, "!!str forces a string: standard and harmless"),
]:
    H(
        "yaml_nonjson_tag",
        D,
        {"recipe": "yaml_tag", "kind": kind},
        exp,
        why,
        f"{YAML12} §10; YAML 1.1 types",
        filename="tools.yaml",
    )
for kind in ["sequence", "null", "int", "bool"]:
    H(
        "yaml_nonjson_tag",
        D,
        {"recipe": "yaml_complex_key", "kind": kind},
        E,
        f"a {kind} mapping key: JSON object keys are strings, "
        "converting silently changes the schema",
        f"{YAML12} §7.4; {RFC8259} §4",
        filename="tools.yaml",
    )

# --------------------------------------------------------------------------- duplicate keys
for where, exp, why in [
    ("tool_name", E, "two 'name' keys: a reader keeps one silently (read_file or delete_file?)"),
    ("property", E, "a property declared twice with different types"),
    ("escaped", E, "'name' and 'n\\u0061me' are the same key after decoding"),
    ("top", E, "two 'tools' keys: the first (empty) list is dropped"),
    ("nfc_distinct", OK, "'café' composed and decomposed are different keys, not duplicates"),
]:
    H(
        "duplicate_keys",
        D,
        {"recipe": "json_duplicate_key", "where": where},
        exp,
        why,
        f"{RFC8259} §4; {IJSON} §2.3",
    )
for where in ["tool", "property"]:
    H(
        "duplicate_keys",
        D,
        {"recipe": "yaml_duplicate_key", "where": where},
        E,
        f"YAML mapping with a repeated key ({where}); YAML 1.2 forbids it, PyYAML keeps the last",
        f"{YAML12} §3.2.1.1",
    )
H(
    "duplicate_keys",
    "cases",
    {
        "recipe": "literal",
        "text": '{"case_id": "c1", "case_id": "c2", "query": "Where is '
        'ORD-700123?", "expected_tools": ["get_order_by_id"]}\n',
    },
    E,
    "a case with two ids",
    f"{RFC8259} §4",
)

# --------------------------------------------------------------------------- NaN / Infinity
for g in [
    {"recipe": "json_number_text", "text": "NaN"},
    {"recipe": "json_number_text", "text": "Infinity"},
    {"recipe": "json_number_text", "text": "-Infinity"},
]:
    H(
        "nan_infinity",
        D,
        g,
        E,
        f"{g['text']} is not JSON (Python's json module accepts it by default)",
        f"{RFC8259} §6",
    )
for t in [".nan", ".inf", "-.Inf"]:
    H(
        "nan_infinity",
        D,
        {"recipe": "yaml_number_text", "text": t},
        E,
        f"YAML {t} has no JSON form",
        f"{YAML12} §10.2",
    )
H(
    "nan_infinity",
    "cases",
    {
        "recipe": "literal",
        "text": '{"case_id": "c1", "query": "Refund 5?", "expected_tools": '
        '["create_refund_request"], "expected_arguments": [{"amount": NaN}]}\n',
    },
    E,
    "NaN in expected arguments",
    RFC8259,
)

# --------------------------------------------------------------------------- surrogates
for where, pair, exp, why in [
    ("description", False, E, "lone high surrogate \\ud800 in a description"),
    ("name", False, E, "lone surrogate in a tool name"),
    ("key", False, E, "lone surrogate in a property name"),
    ("low_first", False, E, "reversed pair \\udc00\\ud800 (two lone surrogates)"),
    ("description", True, OK, "a correct surrogate pair (an emoji): legitimate"),
]:
    H(
        "lone_surrogate",
        D,
        {"recipe": "json_surrogate", "where": where, "pair": pair},
        exp,
        why + ("" if pair else "; UTF-8 cannot encode it, so any later output fails"),
        f"{IJSON} §2.1; {UNI}",
    )
H(
    "lone_surrogate",
    D,
    {
        "recipe": "literal",
        "text": 'tooldeck: 1\ntools:\n  - name: t\n    description: "a\\ud800b"\n',
    },
    E,
    "lone surrogate through a YAML double-quoted escape",
    f"{YAML12} §5.7; {UNI}",
    filename="tools.yaml",
)
H(
    "lone_surrogate",
    "cases",
    {
        "recipe": "literal",
        "text": '{"case_id": "c1", "query": "x\\udfffy", "expected_tools": []}\n',
    },
    E,
    "lone low surrogate in a query",
    f"{IJSON} §2.1",
)

# --------------------------------------------------------------------------- invalid UTF-8
for kind in [
    "ff",
    "overlong_dot",
    "cesu_surrogate",
    "truncated",
    "latin1_e_acute",
    "continuation_only",
]:
    H(
        "invalid_utf8",
        D,
        {"recipe": "bad_utf8", "kind": kind, "fmt": "json"},
        E,
        f"raw bytes that are not UTF-8 ({kind}) inside a JSON string; "
        "the error should give the byte offset",
        f"{RFC8259} §8.1; {UNI}",
    )
for kind in ["ff", "latin1_e_acute"]:
    H(
        "invalid_utf8",
        D,
        {"recipe": "bad_utf8", "kind": kind, "fmt": "yaml"},
        E,
        f"YAML with a non-UTF-8 byte ({kind})",
        f"{YAML12} §5.2; {UNI}",
        filename="tools.yaml",
    )
H(
    "invalid_utf8",
    "cases",
    {"recipe": "bad_utf8", "kind": "ff", "fmt": "cases"},
    E,
    "cases line with a 0xFF byte",
    UNI,
)

# --------------------------------------------------------------------------- BOM
for enc, fmt, exp, also, why in [
    (
        "utf-8-sig",
        "json",
        OK,
        E,
        "UTF-8 with a BOM (Windows editors write it); RFC 8259 lets a parser ignore it",
    ),
    ("utf-8-sig", "yaml", OK, None, "YAML allows a BOM at the start of a stream"),
    ("utf-8-sig", "jsonl", OK, E, "BOM on the first JSONL line"),
    ("utf-8-sig", "cases", OK, E, "BOM on the first line of a cases file"),
    (
        "utf-16",
        "json",
        E,
        OK,
        "UTF-16 with BOM: not UTF-8; decoding it is fine, garbling it is not",
    ),
    ("utf-32", "json", E, OK, "UTF-32 with BOM"),
    ("utf-8", "inside", OK, None, "U+FEFF inside a string is an ordinary (invisible) character"),
]:
    H(
        "bom",
        "cases" if fmt == "cases" else D,
        {"recipe": "bom", "encoding": enc, "fmt": fmt},
        exp,
        why,
        f"{RFC8259} §8.1; {YAML12} §5.2",
        also_acceptable=also,
    )

# --------------------------------------------------------------------------- special files
SPECIAL_BUDGET = {"seconds": 10, "mib": 512}
for g, why, fname in [
    ({"recipe": "fifo"}, "a FIFO with no writer: open() blocks forever", "tools.json"),
    (
        {"recipe": "dev_symlink", "target": "/dev/zero"},
        "symlink to /dev/zero: endless NUL bytes",
        "tools.json",
    ),
    (
        {"recipe": "dev_symlink", "target": "/dev/urandom"},
        "symlink to /dev/urandom: endless random bytes",
        "tools.json",
    ),
    (
        {"recipe": "dev_symlink", "target": "/dev"},
        "symlink to the /dev folder, read as a deck folder",
        "deck",
    ),
    (
        {"recipe": "dev_symlink", "target": "/proc/self/mem"},
        "symlink to /proc/self/mem: reading fails with EIO",
        "tools.json",
    ),
    ({"recipe": "symlink_loop"}, "a symlink to itself (ELOOP)", "tools.json"),
    ({"recipe": "directory"}, "an empty folder where a file was expected", "tools.json"),
    ({"recipe": "directory", "inner": "fifo"}, "a deck folder whose tools.json is a FIFO", "deck"),
    (
        {"recipe": "directory", "inner": "zero"},
        "a deck folder whose tools.json links to /dev/zero",
        "deck",
    ),
    (
        {"recipe": "directory", "inner": "loop"},
        "a deck folder whose tools.json is a symlink loop",
        "deck",
    ),
    (
        {"recipe": "sparse_file", "gib": 4},
        "4 GiB of NUL bytes (sparse on disk): must not be read whole",
        "tools.json",
    ),
    (
        {"recipe": "sparse_file", "gib": 4, "head": '{"tools": ['},
        "valid start, then 4 GiB of NULs",
        "tools.json",
    ),
    ({"recipe": "unreadable"}, "mode 000 (skip when the test runs as root)", "tools.json"),
    ({"recipe": "literal", "text": ""}, "an empty file", "tools.json"),
    ({"recipe": "literal", "text": "  \n\t\n"}, "only whitespace", "tools.json"),
    ({"recipe": "literal", "text": "null"}, "JSON null", "tools.json"),
    (
        {"recipe": "literal", "text": '{"tools": []} {"tools": [{"name": "t"}]}'},
        "two JSON documents in one file (trailing data)",
        "tools.json",
    ),
    (
        {
            "recipe": "literal",
            "text": "tooldeck: 1\ntools: []\n---\ntooldeck: 1\ntools:\n  - name: hidden\n",
        },
        "two YAML documents: a single-document reader sees only the first or fails",
        "tools.yaml",
    ),
]:
    budget = {"seconds": 20, "mib": 1024} if "sparse" in g["recipe"] else SPECIAL_BUDGET
    H("special_file", D, g, E, why, FIFO, filename=fname, budget=budget)
H(
    "special_file",
    "cases",
    {"recipe": "fifo"},
    E,
    "the cases file is a FIFO",
    FIFO,
    budget=SPECIAL_BUDGET,
)
H(
    "special_file",
    "cases",
    {"recipe": "dev_symlink", "target": "/dev/zero"},
    E,
    "the cases file is /dev/zero",
    FIFO,
    budget=SPECIAL_BUDGET,
)
H("special_file", "cases", {"recipe": "literal", "text": ""}, E, "an empty cases file", FIFO)

# --------------------------------------------------------------------------- size
BIG = {"seconds": 120, "mib": 2048}
for g, exp, also, why, fname, consumer, budget in [
    (
        {"recipe": "long_line", "mib": 32, "fmt": "jsonl"},
        OK,
        E,
        "one 32 MiB JSONL line",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "long_line", "mib": 32, "fmt": "json_no_newline"},
        OK,
        E,
        "32 MiB description, no newline at all",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "long_line", "mib": 16, "fmt": "cases"},
        OK,
        E,
        "one case whose query is 16 MiB",
        None,
        "cases",
        BIG,
    ),
    (
        {"recipe": "blank_lines", "n": 5_000_000, "fmt": "jsonl"},
        OK,
        E,
        "5 million blank lines before one tool",
        None,
        D,
        {"seconds": 30, "mib": 1024},
    ),
    (
        {"recipe": "blank_lines", "n": 5_000_000, "fmt": "cases"},
        OK,
        E,
        "5 million blank lines before one case",
        None,
        "cases",
        {"seconds": 30, "mib": 1024},
    ),
    (
        {"recipe": "many_tools", "n": 100_000, "fmt": "json"},
        OK,
        E,
        "100,000 small tools in one JSON file",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "many_tools", "n": 100_000, "fmt": "jsonl"},
        OK,
        E,
        "100,000 small tools, one per line",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "many_tools", "n": 20_000, "fmt": "yaml"},
        OK,
        E,
        "20,000 tools in a tooldeck YAML deck",
        None,
        D,
        {"seconds": 180, "mib": 2048},
    ),
    (
        {"recipe": "many_tools", "n": 10_000, "same_name": True},
        E,
        OK,
        "10,000 tools all named 't': a load error or "
        "a lint error naming the duplicate, never a silent pick",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "many_properties", "n": 100_000},
        OK,
        E,
        "one tool with 100,000 properties",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "many_cases", "n": 200_000},
        OK,
        E,
        "200,000 cases",
        None,
        "cases",
        {"seconds": 300, "mib": 2048},
    ),
    ({"recipe": "huge_enum", "n": 1_000_000}, OK, E, "an enum of a million values", None, D, BIG),
    (
        {"recipe": "huge_enum", "n": 100_000, "duplicates": True},
        OK,
        E,
        "an enum of 100,000 equal values (quadratic duplicate checks hang)",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "huge_enum", "n": 3, "item_kib": 51_200},
        OK,
        E,
        "one enum value of 50 MiB",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "long_string", "field": "name", "kib": 1024},
        OK,
        E,
        "a 1 MiB tool name (a lint error, not a hang or a 1 MiB line on the terminal)",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "long_string", "field": "description", "kib": 16_384},
        OK,
        E,
        "a 16 MiB description",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "long_string", "field": "property_name", "kib": 1024},
        OK,
        E,
        "a 1 MiB property name",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "long_string", "field": "title", "kib": 4096},
        OK,
        E,
        "a 4 MiB title",
        None,
        D,
        BIG,
    ),
    (
        {"recipe": "jsonl_line_separators"},
        OK,
        None,
        "raw U+2028/U+2029/U+0085 inside JSONL strings: a reader that "
        "splits with str.splitlines() breaks the lines; all three tools must load",
        None,
        D,
        None,
    ),
]:
    extra = {"tools_loaded": 3} if g["recipe"] == "jsonl_line_separators" else {}
    H(
        "size",
        consumer,
        g,
        exp,
        why,
        f"{CWE400}; Python docs: str.splitlines",
        filename=fname,
        budget=budget,
        also_acceptable=also,
        **extra,
    )

# --------------------------------------------------------------------------- regular expressions
RX = {"seconds": 10, "mib": 1024}
for g, consumer, exp, also, why in [
    (
        {"recipe": "regex_schema", "pattern": "^(a+)+$", "value": "a", "repeat": 40, "tail": "!"},
        "call",
        E,
        None,
        "nested quantifier, 40 a's then '!': exponential in a backtracking engine; "
        "the call is refused as not matching",
    ),
    (
        {
            "recipe": "regex_schema",
            "pattern": "^(a|aa)+$",
            "value": "a",
            "repeat": 60,
            "tail": "b",
            "where": "patternProperties",
        },
        "call",
        E,
        None,
        "overlapping alternation in patternProperties, long key",
    ),
    (
        {
            "recipe": "regex_schema",
            "pattern": "^(\\w+\\s?)*$",
            "value": "word ",
            "repeat": 30,
            "tail": "!",
        },
        "call",
        E,
        None,
        "optional separator inside a starred group",
    ),
    (
        {"recipe": "regex_schema", "pattern": "(x+x+)+y", "value": "x", "repeat": 5000},
        "call",
        E,
        None,
        "two adjacent x+ inside a repeated group, no y",
    ),
    (
        {
            "recipe": "regex_schema",
            "pattern": "^(a+)+\\1$",
            "value": "a",
            "repeat": 40,
            "tail": "!",
        },
        "call",
        E,
        OK,
        "backreference forces a backtracking engine",
    ),
    (
        {
            "recipe": "regex_schema",
            "pattern": "^([a-z]+)*[0-9]$",
            "value": "abcdefgh",
            "repeat": 10,
            "tail": "!",
            "where": "propertyNames",
        },
        "call",
        E,
        None,
        "nested quantifier in propertyNames, long key",
    ),
    (
        {"recipe": "regex_schema", "pattern": "((a{1000}){1000}){1000}", "where": "format_regex"},
        "call",
        OK,
        E,
        "a value of format 'regex' whose compiled size explodes",
    ),
    (
        {
            "recipe": "regex_schema",
            "pattern": "^(a+)+$",
            "value": "a",
            "repeat": 40,
            "tail": "!",
            "in_default": True,
        },
        D,
        OK,
        None,
        "the same evil pattern with a non-matching default: a linter checking defaults meets it",
    ),
    (
        {
            "recipe": "regex_schema",
            "pattern": "^(a|a?)+$",
            "value": "a",
            "repeat": 40,
            "tail": "b",
            "where": "patternProperties",
            "in_default": True,
        },
        D,
        OK,
        None,
        "evil patternProperties with a long key in the default",
    ),
    (
        {"recipe": "regex_schema", "pattern": "((a{1000}){1000}){1000}"},
        D,
        OK,
        E,
        "pattern whose compiled size explodes (a{1000} three levels deep)",
    ),
    (
        {"recipe": "regex_schema", "pattern": "(", "value": "x", "repeat": 1},
        D,
        OK,
        E,
        "an invalid pattern: a lint finding or a load error naming the pointer, not a traceback",
    ),
    ({"recipe": "long_string", "field": "pattern", "kib": 1024}, D, OK, E, "a 1 MiB pattern"),
]:
    H("regex_redos", consumer, g, exp, why, CWE1333, budget=RX, also_acceptable=also)

# --------------------------------------------------------------------------- terminal escapes
for kind, field in [
    ("clear_screen", "description"),
    ("osc_title", "name"),
    ("osc8_link", "description"),
    ("osc52_clipboard", "description"),
    ("erase_previous_line", "property_description"),
    ("carriage_return", "description"),
    ("backspaces", "name"),
    ("c1_csi", "description"),
    ("bel", "description"),
    ("bidi_override", "name"),
    ("dcs", "enum"),
    ("hide_text", "description"),
]:
    also = E if field == "name" else None
    H(
        "terminal_escape",
        D,
        {"recipe": "terminal_escape", "kind": kind, "field": field},
        OK,
        f"{kind} in a tool {field.replace('_', ' ')}: printed raw it rewrites the user's "
        "terminal (title, clipboard, "
        "hidden or erased lines, fake links); it must be shown escaped",
        f"{CWE150}; {XTERM}" + (f"; {TROJAN}" if kind == "bidi_override" else ""),
        checks=["no_raw_controls"],
        also_acceptable=also,
    )
H(
    "terminal_escape",
    "cases",
    {"recipe": "terminal_escape", "kind": "osc_title", "fmt": "cases"},
    OK,
    "OSC title sequence in a case id and query; eval prints failing cases",
    f"{CWE150}; {XTERM}",
    checks=["no_raw_controls"],
    also_acceptable=E,
)

# --------------------------------------------------------------------------- archives
ARCH = {"seconds": 10, "mib": 512}
for g, fname, why, checks in [
    (
        {"recipe": "zip_bomb", "ratio": 1000, "mib": 1024},
        "tools.json",
        "a 1 GiB-deflated zip named tools.json",
        [],
    ),
    (
        {"recipe": "zip_bomb", "ratio": 1000, "mib": 1024},
        "tools.zip",
        "the same bomb with its own extension",
        [],
    ),
    (
        {"recipe": "zip_slip"},
        "tools.zip",
        "zip members '../x', '../../../tmp/x' and '/tmp/x' (zip slip)",
        ["marker_absent", "no_zip_slip_files"],
    ),
    ({"recipe": "gzip_bomb", "mib": 1024}, "tools.json.gz", "gzip stream of 1 GiB of zeros", []),
    ({"recipe": "gzip_bomb", "mib": 1024}, "tools.json", "gzip bomb under a .json name", []),
]:
    H(
        "archive",
        D,
        g,
        E,
        why + "; the reader must not inflate or extract it",
        f"{CWE409}; {ZIPSLIP}",
        filename=fname,
        budget=ARCH,
        checks=checks,
    )

# --------------------------------------------------------------------------- MCP servers
M = "mcp"
RPC = '{"jsonrpc": "2.0", "id": @ID@, "result": {"tools": ['  # @ID@: the request's id
END = "]}}"
for mode, params, exp, also, why, src, budget, checks in [
    (
        "baseline",
        {},
        OK,
        None,
        "well-behaved server with three tools (sanity check of the harness)",
        MCP_LIFE,
        None,
        [],
    ),
    ("exit_immediately", {}, E, None, "server exits before the handshake", MCP_LIFE, None, []),
    (
        "silent",
        {},
        E,
        None,
        "server never answers initialize: a timeout, not a hang",
        MCP_LIFE,
        {"seconds": 120, "mib": 1024},
        ["no_process_left"],
    ),
    (
        "wrong_id",
        {},
        E,
        None,
        "initialize answered with another id",
        MCP_LIFE,
        {"seconds": 120, "mib": 1024},
        ["no_process_left"],
    ),
    (
        "protocol_mismatch",
        {},
        E,
        OK,
        "server answers with protocol version 1999-01-01",
        MCP_LIFE,
        None,
        [],
    ),
    (
        "content_length",
        {},
        E,
        None,
        "LSP-style Content-Length framing instead of JSON lines",
        MCP_STDIO,
        None,
        [],
    ),
    (
        "stdout_garbage",
        {},
        E,
        None,
        "a banner line on stdout before the first message",
        MCP_STDIO,
        None,
        [],
    ),
    (
        "stdout_garbage_flood",
        {},
        E,
        None,
        "endless non-JSON output on stdout",
        MCP_STDIO,
        {"seconds": 30, "mib": 512},
        ["no_process_left"],
    ),
    (
        "no_newline_flood",
        {"mib": 200},
        E,
        None,
        "200 MiB on stdout without a newline, then silence",
        MCP_STDIO,
        {"seconds": 120, "mib": 1024},
        ["no_process_left"],
    ),
    (
        "stderr_flood",
        {"mib": 64},
        OK,
        None,
        "64 MiB of log lines on stderr before answering: the client must "
        "drain stderr (a full pipe blocks the server) and keep only its tail",
        MCP_STDIO,
        {"seconds": 60, "mib": 512},
        [],
    ),
    (
        "stderr_flood_no_newline",
        {"mib": 64},
        OK,
        None,
        "64 MiB on stderr without a newline",
        MCP_STDIO,
        {"seconds": 60, "mib": 512},
        [],
    ),
    (
        "stderr_ansi_crash",
        {},
        E,
        None,
        "crash whose stderr holds screen-clear, title and erase-line sequences; the "
        "error quotes stderr and must escape them",
        f"{MCP_STDIO}; {CWE150}",
        None,
        ["no_raw_controls"],
    ),
    (
        "ignore_sigterm",
        {},
        OK,
        None,
        "server ignores SIGTERM/SIGINT and stdin EOF after listing: the client must "
        "escalate to SIGKILL",
        MCP_LIFE,
        {"seconds": 60, "mib": 1024},
        ["no_process_left"],
    ),
    (
        "grandchild_holds_stdout",
        {},
        OK,
        None,
        "server starts a child that keeps stdout open after the server "
        "exits: waiting for EOF hangs",
        MCP_LIFE,
        {"seconds": 60, "mib": 1024},
        ["no_process_left"],
    ),
    (
        "server_requests",
        {},
        OK,
        None,
        "server sends roots/list and sampling/createMessage requests to the client "
        "before answering",
        "MCP specification 2025-06-18, Client features (roots, sampling)",
        None,
        [],
    ),
    (
        "notification_flood",
        {"n": 100_000},
        OK,
        None,
        "100,000 log notifications before the tools/list result",
        "MCP specification 2025-06-18, Utilities: Logging",
        {"seconds": 60, "mib": 1024},
        [],
    ),
    (
        "endless_cursor",
        {},
        E,
        None,
        "every page has a new nextCursor: an endless listing",
        f"{MCP_PAGE}; {CWE835}",
        {"seconds": 60, "mib": 1024},
        ["no_process_left"],
    ),
    ("repeated_cursor", {}, E, None, "nextCursor repeats", f"{MCP_PAGE}; {CWE835}", None, []),
    (
        "cursor_cycle",
        {},
        E,
        None,
        "cursors alternate a, b, a, b: a check on the previous cursor only misses it",
        f"{MCP_PAGE}; {CWE835}",
        {"seconds": 60, "mib": 1024},
        [],
    ),
    (
        "crash_mid_list",
        {},
        E,
        None,
        "server exits while the client asks for page 2",
        MCP_PAGE,
        None,
        [],
    ),
    (
        "many_pages",
        {"pages": 100, "per_page": 1000},
        OK,
        None,
        "100 pages of 1,000 tools",
        MCP_PAGE,
        {"seconds": 120, "mib": 2048},
        [],
    ),
    ("duplicate_across_pages", {}, E, OK, "the same tool name on two pages", MCP_PAGE, None, []),
    (
        "error_response",
        {},
        E,
        None,
        "tools/list answered with a JSON-RPC error",
        MCP_LIFE,
        None,
        [],
    ),
    (
        "raw_line",
        {"line": RPC + '{"name": "a", "inputSchema": {"type": "object", "maximum": NaN}}' + END},
        E,
        None,
        "NaN in a server's schema",
        RFC8259,
        None,
        [],
    ),
    (
        "raw_line",
        {
            "line": RPC
            + '{"name": "read_file", "name": "delete_file", "inputSchema": {"type": "object"}}'
            + END
        },
        E,
        None,
        "repeated 'name' key in a tool",
        IJSON,
        None,
        [],
    ),
    (
        "raw_line",
        {
            "line": RPC
            + '{"name": "a", "description": "x\\ud800", "inputSchema": {"type": "object"}}'
            + END
        },
        E,
        None,
        "lone surrogate in a description",
        IJSON,
        None,
        [],
    ),
    (
        "raw_bytes",
        {
            "hex": (RPC + '{"name": "a", "description": "').encode().hex()
            + "c0ae"
            + ('", "inputSchema": {"type": "object"}}' + END).encode().hex()
        },
        E,
        None,
        "overlong UTF-8 bytes in a server's message",
        UNI,
        None,
        [],
    ),
    (
        "deep_result",
        {"n": 100_000},
        E,
        None,
        "a default nested 100,000 arrays deep",
        CWE674,
        None,
        [],
    ),
    (
        "huge_int",
        {"n": 5000},
        E,
        None,
        "a 5,000-digit integer in a server's schema",
        PYINT,
        None,
        [],
    ),
    (
        "huge_response",
        {"mib": 64},
        OK,
        E,
        "one tool with a 64 MiB description in a single line",
        CWE400,
        {"seconds": 60, "mib": 2048},
        [],
    ),
    (
        "escape_names",
        {},
        OK,
        E,
        "tool name and description with screen-clear, title and clipboard sequences",
        f"{CWE150}; {XTERM}",
        None,
        ["no_raw_controls"],
    ),
]:
    H(
        "mcp_server",
        M,
        dict({"recipe": "mcp_server", "mode": mode}, **params),
        exp,
        why,
        src,
        budget=budget,
        checks=checks,
        also_acceptable=also,
    )
