"""Writers of lint results: grouped, coloured text (rich), JSON, and SARIF 2.1.0 (GitHub
code scanning)."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import quote

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck._version import __version__
from tooldeck.display import plural, terminal_safe, visible
from tooldeck.formats.sources import DECK_FILE_NAMES
from tooldeck.lint.engine import LintResult
from tooldeck.lint.model import DECK_FRAGMENT_NOTE, EXCERPT_NOTE, Rule, Severity, deck_example
from tooldeck.lint.summary import shown_score, summarize

__all__ = [
    "POISONING_CAVEAT",
    "SARIF_SCHEMA",
    "SRCROOT",
    "explain_text",
    "json_text",
    "render_text",
    "to_json",
    "to_sarif",
]

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_STYLE = {Severity.error: "bold red", Severity.warning: "yellow", Severity.info: "cyan"}
_HEADING = "bold underline"
_POINTER = "dim"
_SARIF_LEVEL = {Severity.error: "error", Severity.warning: "warning", Severity.info: "note"}

POISONING_CAVEAT = (
    "no tool poisoning pattern matched; the T rules are pattern-based, so this means no "
    "known pattern, not that the definitions are safe (docs/lint.md, Tool poisoning)"
)
"""Said once when the poisoning rules (family ``T``) ran and found nothing: the text
output's line on a run with no findings, the JSON's ``poisoning_caveat`` (trial32a #2: a
plain "no findings" read as a clean bill, while the rules miss wordings, docs/lint.md's
measured recall)."""


def poisoning_caveat(result: LintResult) -> str | None:
    """:data:`POISONING_CAVEAT` when a rule of family ``T`` ran and no ``T`` finding was
    made, else None (the family left out, or it found something)."""
    if not any(rule.code.startswith("T") for rule in result.rules):
        return None
    if any(finding.code.startswith("T") for finding in result.findings):
        return None
    return POISONING_CAVEAT


def render_text(
    result: LintResult,
    console: Console,
    *,
    source: str | None = None,
    direct: bool | None = None,
    locations: Mapping[str, tuple[str, int]] | None = None,
) -> None:
    """Print findings grouped by tool (deck-wide first), then a summary line and the rule
    counts. ``locations`` (tool name → (source file, 1-based line), a ``py:`` deck's
    ``@tool`` functions, :attr:`~tooldeck.formats.base.LoadResult.locations`) puts
    ``file:line`` after a tool's name, the path relative to the working directory.
    User text is printed as :class:`rich.text.Text`, never as markup, with its
    control characters shown as escapes (:func:`tooldeck.display.visible`).

    The findings are written straight to ``console.file`` (:func:`_findings_direct`): the
    same characters, colour codes included, that rich writes for them, without rich's
    per-line layout, which took about half of ``lint``'s time on a 100,000-tool deck
    (900,000 findings). A console that records or captures its output (``record=True``,
    :meth:`~rich.console.Console.capture`) or renders for Jupyter gets them through rich.

    Args:
        result: the lint result.
        console: where to print.
        source: the deck as given on the command line (named in the summary line).
        direct: True or False to force the direct writer or rich (tests compare the two);
            None: direct whenever the console allows it.
    """
    if direct is None:
        direct = _direct_ok(console)
    result = _one_block_per_tool(result)
    where = _where_text(locations)
    if direct:
        _findings_direct(result, console, where)
    else:
        _findings_rich(result, console, where)
    summary = summarize(result)
    label = f"{visible(source)}: " if source else ""
    if summary.tools == 0 and not result.findings:
        console.print(Text(f"{label}no tools in the deck: nothing to lint", style="yellow"))
        return
    if not result.findings:
        console.print(Text(f"{label}{plural(summary.tools, 'tool')}, no findings", style="green"))
        if (caveat := poisoning_caveat(result)) is not None:
            console.print(Text(caveat), soft_wrap=True)
        return
    console.print()
    counts = ", ".join(f"{n} {s}" for s, n in summary.by_severity.items() if n)
    console.print(
        Text(
            f"{label}{plural(len(result.findings), 'finding')} ({counts}); "
            f"{summary.tools_with_findings} of {plural(summary.tools, 'tool')} "
            f"({summary.share_with_findings:.1%}) "
            f"{'has' if summary.tools_with_findings == 1 else 'have'} at least one; "
            f"mean tool score {shown_score(summary.mean_score)}/100"
        ),
        soft_wrap=True,
    )
    rules = {r.code: r for r in result.rules}
    table = Table(show_header=True, header_style="bold", box=None, padding=(0, 1))
    table.add_column("code")
    table.add_column("name")
    table.add_column("findings", justify="right")
    for code, count in summary.by_rule.items():
        name = rules[code].name if code in rules else ""
        table.add_row(code, name, str(count))
    console.print(table)


def _one_block_per_tool(result: LintResult) -> LintResult:
    """``result`` with each tool's findings together, in the order each tool first
    appears (the engine's order within a tool kept): a finding of a tool the deck no longer
    lists (``lint --locked``'s L102 names a removed tool by its pin, ``server/tool``) sorts
    among the deck's tools, and the text output printed the next tool's heading twice,
    once above it and once below (trial44b N6). ``result`` itself when already grouped."""
    seen: set[object] = set()
    previous: object = _NO_TOOL
    for finding in result.findings:
        if finding.tool != previous:
            if finding.tool in seen:
                break
            seen.add(finding.tool)
            previous = finding.tool
    else:
        return result
    groups: dict[object, list[Any]] = {}
    for finding in result.findings:
        groups.setdefault(finding.tool, []).append(finding)
    findings = tuple(f for group in groups.values() for f in group)
    return dataclasses.replace(result, findings=findings)


def _relative(path: str, base: Path | None = None) -> str:
    """``path`` relative to ``base`` (default: the working directory) when it lies under
    it, else as it is; POSIX separators."""
    absolute = Path(path).resolve()
    try:
        return absolute.relative_to((base or Path.cwd()).resolve()).as_posix()
    except ValueError:
        return absolute.as_posix()


def _where_text(locations: Mapping[str, tuple[str, int]] | None) -> dict[str, str]:
    """Tool name → ``file:line`` as the text output shows it."""
    if not locations:
        return {}
    return {tool: f"{_relative(path)}:{line}" for tool, (path, line) in locations.items()}


def _findings_rich(result: LintResult, console: Console, where: Mapping[str, str]) -> None:
    """The findings block by block through rich (one ``print`` per tool)."""
    current: object = object()
    block: Text | None = None  # one tool's heading and lines, printed at once
    for finding in result.findings:
        if finding.tool != current:
            if block is not None:
                console.print(block, soft_wrap=True)
            current = finding.tool
            block = Text()
            block.append(visible(finding.tool or "<deck>"), style=_HEADING)
            if (place := where.get(finding.tool or "")) is not None:
                block.append("  " + visible(place), style=_POINTER)
        assert block is not None
        style = _STYLE[finding.severity]
        block.append("\n  ")
        block.append(finding.code, style=style)
        block.append(f" {finding.severity.value:<7} ", style=style)
        block.append(visible(finding.pointer or "/"), style=_POINTER)
        block.append("  " + visible(finding.message))
    if block is not None:
        console.print(block, soft_wrap=True)


def _direct_ok(console: Console) -> bool:
    """Whether ``console`` writes each print straight to its file: it does not record,
    capture (rich's buffer is not entered), render for Jupyter or a legacy Windows console."""
    return not (
        console.record
        or console.is_jupyter
        or console.legacy_windows
        or int(getattr(console, "_buffer_index", 0)) > 0  # inside capture() or `with console`
    )


def _style_codes(console: Console, style: str) -> tuple[str, str]:
    """What ``console`` writes before and after a text printed in ``style`` (empty
    strings without a colour system), asked of rich itself: ``\x1b[33m`` and
    ``\x1b[0m`` on a terminal. Select Graphic Rendition sequences (ECMA-48 §8.3.117)
    hold only digits, ``;``, ``[`` and ``m`` around ESC."""
    with console.capture() as captured:  # "X": no SGR sequence holds it, none escapes it
        console.print(Text("X", style=style), end="", soft_wrap=True)
    before, _, after = captured.get().partition("X")
    return before, after


_NO_TOOL = object()

_DIRECT_BATCH = 1 << 16
"""Characters gathered before one write to the console's file."""


def _findings_direct(result: LintResult, console: Console, where: Mapping[str, str]) -> None:
    """The findings as :func:`_findings_rich` prints them, character for character,
    written to ``console.file`` in batches: every untrusted string through
    :func:`~tooldeck.display.visible` (and :func:`~tooldeck.display.terminal_safe`, the
    guard :class:`tooldeck.cli.app.SafeConsole` applies), colour codes as rich renders
    them for this console (:func:`_style_codes`). Nothing is written on a quiet console;
    a closed pipe ends the program as rich's own writes do (``on_broken_pipe``)."""
    if console.quiet or not result.findings:
        return
    codes = {s: _style_codes(console, s) for s in {_HEADING, _POINTER, *_STYLE.values()}}
    head_on, head_off = codes[_HEADING]
    dim_on, dim_off = codes[_POINTER]
    severity = {  # (before the code, after the code and the severity word)
        sev: (on, f"{off}{on} {sev.value:<7} {off}")
        for sev, (on, off) in ((sev, codes[style]) for sev, style in _STYLE.items())
    }
    parts: list[str] = []
    size = 0
    current: object = _NO_TOOL
    write = console.file.write
    try:
        for finding in result.findings:
            if finding.tool != current:
                if current is not _NO_TOOL:
                    parts.append("\n")
                current = finding.tool
                name = terminal_safe(visible(finding.tool or "<deck>"))
                parts.append(f"{head_on}{name}{head_off}")
                if (place := where.get(finding.tool or "")) is not None:
                    parts.append(f"{dim_on}  {terminal_safe(visible(place))}{dim_off}")
            pointer = terminal_safe(visible(finding.pointer or "/"))
            message = terminal_safe(visible(finding.message))
            on, rest = severity[finding.severity]
            line = f"\n  {on}{finding.code}{rest}{dim_on}{pointer}{dim_off}  {message}"
            parts.append(line)
            size += len(line)
            if size >= _DIRECT_BATCH:
                write("".join(parts))
                parts.clear()
                size = 0
        parts.append("\n")
        write("".join(parts))
        console.file.flush()
    except BrokenPipeError:
        console.on_broken_pipe()


def _json_head(
    result: LintResult,
    source: str | None,
    locations: Mapping[str, tuple[str, int]] | None = None,
) -> dict[str, Any]:
    return {
        "schema": "tooldeck.lint/v1",
        "tooldeck_version": __version__,
        "source": source,
        "rules": [r.code for r in result.rules],
        "notes": list(result.notes),
        "servers_left_out": [s.to_json() for s in result.servers_left_out],
        "locations": {
            tool: {"file": _relative(path), "line": line}
            for tool, (path, line) in (locations or {}).items()
        },
        "summary": summarize(result).to_json(),
        "poisoning_caveat": poisoning_caveat(result),
    }


def to_json(
    result: LintResult,
    *,
    source: str | None = None,
    locations: Mapping[str, tuple[str, int]] | None = None,
) -> dict[str, Any]:
    """The result as JSON: ``findings`` (see :meth:`Finding.to_json`), ``summary``, the
    ``rules`` that ran, the run's ``notes`` (:attr:`LintResult.notes`),
    ``poisoning_caveat`` (:data:`POISONING_CAVEAT` when the ``T`` rules ran and found
    nothing, else null),
    ``servers_left_out`` (a config's servers whose tools are missing:
    :meth:`ServerLeftOut.to_json`; ``[]`` for other decks) and ``locations``: where each
    tool was declared, ``{tool: {"file", "line"}}`` (``file`` relative to the working
    directory when under it, POSIX separators; ``line`` 1-based) for a ``py:`` deck's
    ``@tool`` functions (``locations`` given as tool name → (source file, line), as
    :func:`render_text` takes them), ``{}`` for other decks."""
    data = _json_head(result, source, locations)
    data["findings"] = [f.to_json() for f in result.findings]
    return data


def json_text(
    result: LintResult,
    *,
    source: str | None = None,
    locations: Mapping[str, tuple[str, int]] | None = None,
) -> Iterator[str]:
    """:func:`to_json` as the text ``json.dumps(…, ensure_ascii=False, indent=2)`` writes
    (no final newline), in pieces: one finding at a time, so the text of a deck with a
    million findings is never held whole (``tooldeck lint --format json`` writes it so).

    ``"".join(json_text(r))`` equals ``json.dumps(to_json(r), ensure_ascii=False,
    indent=2)``; a string inside holds no raw line break (JSON escapes it), so indenting
    each finding's own text is exact."""
    head = _json_head(result, source, locations)
    head["findings"] = []
    text = json.dumps(head, ensure_ascii=False, indent=2)
    if not result.findings:
        yield text
        return
    empty = "[]\n}"
    assert text.endswith(empty)
    yield text[: -len(empty)] + "["
    for i, finding in enumerate(result.findings):
        body = json.dumps(finding.to_json(), ensure_ascii=False, indent=2)
        yield ("," if i else "") + "\n    " + body.replace("\n", "\n    ")
    yield "\n  ]\n}"


def _tool_line(text: str | None, tool: str | None) -> int:
    """1-based line where ``tool`` is named in the deck file text (1 when unknown)."""
    if text is None or tool is None:
        return 1
    pattern = re.compile(
        r"""(?:["']?name["']?\s*[:=]\s*["']?)""" + re.escape(tool) + r"""(?:["'\s,}]|$)""",
        re.MULTILINE,
    )
    match = pattern.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else 1


def _rule_help(rule: Rule) -> str:
    return (
        f"{rule.summary}\n\nWhy: {rule.why}\n\nBad:\n```\n{rule.bad}\n```\n\n"
        f"Better:\n```\n{rule.better}\n```"
    )


SRCROOT = "%SRCROOT%"
"""The ``uriBaseId`` of file locations: the folder the SARIF ``uri`` values are relative to
(the working directory, or ``root``), given in ``run.originalUriBaseIds``."""


def _deck_file(source: str | None) -> Path | None:
    """The file a file or folder deck was read from (None for ``bfcl:``/``mcp:`` decks)."""
    if source is None:
        return None
    path = Path(source)
    if path.is_file():
        return path
    if path.is_dir():
        for name in DECK_FILE_NAMES:
            if (path / name).is_file():
                return path / name
    return None


def to_sarif(
    result: LintResult,
    *,
    source: str | None = None,
    root: str | Path | None = None,
    locations: Mapping[str, tuple[str, int]] | None = None,
    allow_missing_servers: bool = False,
) -> dict[str, Any]:
    """The result as a SARIF 2.1.0 log (OASIS SARIF v2.1.0; what GitHub code scanning
    uploads with ``github/codeql-action/upload-sarif``).

    Every result has one ``locations`` entry (SARIF 2.1.0 §3.27.12; GitHub code scanning
    needs it), a location object (§3.28) holding both:

    * a ``physicalLocation`` (§3.28.3, §3.29). For a file deck (``source`` a file, or a
      deck folder's tools file) its ``artifactLocation.uri`` (§3.4.3) is the file's path
      relative to ``root`` (default: the working directory), with ``uriBaseId``
      ``%SRCROOT%`` (§3.4.4) whose absolute ``file:`` URI is given in
      ``run.originalUriBaseIds`` (§3.14.14), and a ``region.startLine`` (§3.30) at the line
      that names the tool. A file outside ``root`` gets its absolute ``file:`` URI instead
      (an absolute URI is allowed by §3.4.3, but GitHub cannot map it to the
      repository). A deck with no file (``bfcl:…``, ``mcp:…``) gets the source string,
      percent-encoded into a valid URI reference (``mcp:python%20server.py``), and no
      region.
      A tool in ``locations`` (a ``py:`` deck's ``@tool`` function: tool name → (source
      file, 1-based line of its ``def``)) gets that file, relative to ``root`` as a file
      deck's is, and that line.
    * ``logicalLocations`` (§3.28.4, §3.33): the tool name (``<deck>`` for deck-wide
      findings), with ``fullyQualifiedName`` ``tool/pointer``.

    Args:
        result: the lint result.
        source: the deck source as given on the command line.
        root: folder the file ``uri`` values are relative to (default: the working
            directory; on GitHub, the repository root).
        locations: where tools were declared (see above); None: none known.
        allow_missing_servers: the level of the notifications of servers left out.

    A config's servers left out (:attr:`LintResult.servers_left_out`) are each a
    ``toolExecutionNotification`` (§3.58) of ``invocations[0]`` (§3.20.21): level
    ``error`` (``warning`` with ``allow_missing_servers``; ``note`` for a server disabled
    in the config), the message naming the server and why, ``properties.server`` its
    name; ``executionSuccessful`` (§3.20.14) is false when one is an error. Without
    servers left out there is no ``invocations``.
    """
    file_path = _deck_file(source)
    base = Path(root if root is not None else Path.cwd()).resolve()
    artifact: dict[str, Any] | None = None
    text = None
    if file_path is not None:
        absolute = file_path.resolve()
        try:
            artifact = {"uri": quote(absolute.relative_to(base).as_posix()), "uriBaseId": SRCROOT}
        except ValueError:
            artifact = {"uri": absolute.as_uri()}
        try:
            text = file_path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            text = None
    elif source is not None:
        artifact = {"uri": quote(source, safe=":/@")}
    else:
        artifact = {"uri": "deck"}
    declared: dict[str, tuple[dict[str, Any], int]] = {}
    for tool, (path, line) in (locations or {}).items():
        absolute = Path(path).resolve()
        try:
            uri = {"uri": quote(absolute.relative_to(base).as_posix()), "uriBaseId": SRCROOT}
        except ValueError:
            uri = {"uri": absolute.as_uri()}
        declared[tool] = (uri, line)
    rules = list(result.rules)
    index = {r.code: i for i, r in enumerate(rules)}
    results = []
    for f in result.findings:
        physical: dict[str, Any] = {"artifactLocation": dict(artifact)}
        if f.tool in declared:
            uri, line = declared[f.tool]
            physical = {"artifactLocation": dict(uri), "region": {"startLine": line}}
        elif text is not None:
            physical["region"] = {"startLine": _tool_line(text, f.tool)}
        entry: dict[str, Any] = {
            "ruleId": f.code,
            "level": _SARIF_LEVEL[f.severity],
            "message": {"text": f"{f.tool or '<deck>'}: {f.message}"},
            "locations": [
                {
                    "physicalLocation": physical,
                    "logicalLocations": [
                        {
                            "name": f.tool or "<deck>",
                            "fullyQualifiedName": f"{f.tool or '<deck>'}{f.pointer}",
                            "kind": "member",
                        }
                    ],
                }
            ],
        }
        if f.code in index:
            entry["ruleIndex"] = index[f.code]
        results.append(entry)
    run_extra: dict[str, Any] = {}
    if result.servers_left_out:
        missing_level = "warning" if allow_missing_servers else "error"
        notes = [
            {
                "level": "note" if s.disabled else missing_level,
                "message": {
                    "text": f"server {s.server!r} left out, its tools not linted: {s.reason}"
                },
                "properties": {"server": s.server},
            }
            for s in result.servers_left_out
        ]
        run_extra["invocations"] = [
            {
                "executionSuccessful": all(n["level"] != "error" for n in notes),
                "toolExecutionNotifications": notes,
            }
        ]
    if artifact.get("uriBaseId") == SRCROOT or any(
        uri.get("uriBaseId") == SRCROOT for uri, _ in declared.values()
    ):
        base_uri = base.as_uri()
        run_extra["originalUriBaseIds"] = {
            SRCROOT: {"uri": base_uri if base_uri.endswith("/") else base_uri + "/"}
        }
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "tooldeck-lint",
                        "version": __version__,
                        "rules": [
                            {
                                "id": r.code,
                                "name": r.name,
                                "shortDescription": {"text": r.summary},
                                "fullDescription": {"text": r.why},
                                "help": {"text": _rule_help(r), "markdown": _rule_help(r)},
                                "defaultConfiguration": {"level": _SARIF_LEVEL[r.severity]},
                                "properties": {"tags": [r.family]},
                            }
                            for r in rules
                        ],
                    }
                },
                "results": results,
                **run_extra,
            }
        ],
    }


def explain_text(rule: Rule) -> str:
    """The ``--explain`` text of ``rule`` (plain text, markdown-like)."""
    default = "" if rule.default else " (not selected by default)"
    return (
        f"{rule.code} {rule.name} [{rule.severity.value}, {rule.family}]{default}\n\n"
        f"{rule.summary}\n\nWhy it matters:\n  {rule.why}\n\n"
        f"Bad: {_example_kind(rule.bad)}\n" + _indent(rule.bad) + "\n\n"
        f"Better: {_example_kind(rule.better)}\n" + _indent(rule.better) + "\n"
    )


def _example_kind(text: str) -> str:
    """What a Bad/Better example is, after its heading: a deck fragment that loads, said
    how (:data:`~tooldeck.lint.model.DECK_FRAGMENT_NOTE`), or an excerpt
    (:data:`~tooldeck.lint.model.EXCERPT_NOTE`; trial46 #10)."""
    return f"({DECK_FRAGMENT_NOTE if deck_example(text) else EXCERPT_NOTE})"


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())
