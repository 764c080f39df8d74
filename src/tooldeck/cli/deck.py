"""Deck commands: ``show``, ``convert`` and ``report`` (the main job)."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.progress import (
    BarColumn,
    Progress,
    SpinnerColumn,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table
from rich.text import Text

from tooldeck.cases import Case, check_cases_against_deck, load_cases
from tooldeck.cli.app import DECK_HELP, app, err, fail, out, print_warnings
from tooldeck.cost.accounting import WIRE_FORMATS
from tooldeck.errors import ToolDeckError
from tooldeck.formats import export, load
from tooldeck.formats.sources import find_deck_file, write_data
from tooldeck.report import Report, build_report, default_sections
from tooldeck.report.compare import Comparison, compare_reports, load_report_json
from tooldeck.report.inventory import tool_row
from tooldeck.report.model import StageHook
from tooldeck.report.select_section import check_ks, check_methods
from tooldeck.select.methods import METHODS
from tooldeck.tokenizers import get_tokenizer


class Target(StrEnum):
    """Export formats of ``tooldeck convert``."""

    openai = "openai"
    openai_responses = "openai-responses"
    anthropic = "anthropic"
    mcp = "mcp"
    deck = "deck"
    bfcl = "bfcl"


class OutputFormat(StrEnum):
    """Output of the reading commands."""

    text = "text"
    json = "json"


@app.command()
def show(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    output: Annotated[
        OutputFormat, typer.Option("--format", "-f", help="text table or JSON rows.")
    ] = OutputFormat.text,
    group: Annotated[str | None, typer.Option(help="Only tools of this group.")] = None,
) -> None:
    """Table of the deck's tools: name, group, hints, parameters, first sentence."""
    try:
        result = load(deck)
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(result.warnings, "load")
    if group is not None and group not in result.deck.group_names:
        known = ", ".join(result.deck.group_names) or "none: this deck has no groups"
        raise fail(ToolDeckError(f"no group {group!r} in {deck}; groups: {known}"))
    chosen = result.deck.filter(group=group) if group else result.deck
    rows = [tool_row(t) for t in chosen]
    if output is OutputFormat.json:
        data = [
            {
                "name": r.name,
                "group": r.group,
                "hints": r.hints,
                "parameters": r.parameters,
                "required": r.required,
                "summary": r.summary,
            }
            for r in rows
        ]
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return
    table = Table(title=Text(f"{deck}: {len(rows)} tools ({result.format})"), title_justify="left")
    table.add_column("name", style="bold")
    table.add_column("group")
    table.add_column("hints")
    table.add_column("params", justify="right")
    table.add_column("description (first sentence)", overflow="fold")
    for r in rows:
        table.add_row(
            Text(r.name),
            Text(r.group or ""),
            r.hints,
            f"{r.parameters} ({r.required} req)",
            Text(r.summary),
        )
    out.print(table)


@app.command()
def convert(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    to: Annotated[Target, typer.Option("--to", "-t", help="Target format.")],
    strict: Annotated[
        bool,
        typer.Option(help="OpenAI only: rewrite schemas for strict mode and set strict: true."),
    ] = False,
    drop_unsupported: Annotated[
        bool,
        typer.Option(
            help="With --strict: drop keywords strict mode rejects (each reported) "
            "instead of failing."
        ),
    ] = False,
    strict_fallback: Annotated[
        bool,
        typer.Option(
            help="With --strict: send tools that cannot be made strict with strict: false "
            "(each reported) instead of failing."
        ),
    ] = False,
    complete_parameters: Annotated[
        bool,
        typer.Option(
            help="BFCL only: add an empty top-level properties/required where a tool has "
            "none (BFCL's runner reads both)."
        ),
    ] = False,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", help="Write here (.yaml/.yml → YAML, else JSON)."),
    ] = None,
    source_format: Annotated[
        str | None, typer.Option("--from", help="Force the input format instead of detecting it.")
    ] = None,
) -> None:
    """Convert a deck to another tool format; what the target cannot hold is reported."""
    if (strict or drop_unsupported or strict_fallback) and to not in (
        Target.openai,
        Target.openai_responses,
    ):
        raise fail(ToolDeckError("--strict and its options apply to OpenAI targets only"))
    if (drop_unsupported or strict_fallback) and not strict:
        raise fail(ToolDeckError("--drop-unsupported and --strict-fallback need --strict"))
    if complete_parameters and to is not Target.bfcl:
        raise fail(ToolDeckError("--complete-parameters applies to --to bfcl only"))
    options: dict[str, Any] = {}
    if complete_parameters:
        options["complete_parameters"] = True
    if strict:
        options["strict"] = True
        options["unsupported"] = "drop" if drop_unsupported else "error"
        options["fallback"] = strict_fallback
    try:
        loaded = load(deck, format=source_format)
        result = export(loaded.deck, to.value, **options)
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(loaded.warnings, "load")
    print_warnings(result.warnings, f"to {to.value}")
    if output is None:
        sys.stdout.write(json.dumps(result.data, ensure_ascii=False, indent=2) + "\n")
        return
    try:
        write_data(result.data, output)
    except ToolDeckError as exc:
        raise fail(exc) from None
    err.print(Text(f"wrote {len(loaded.deck)} tools as {to.value} to {output}"), soft_wrap=True)


@app.command()
def report(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    cases: Annotated[
        Path | None,
        typer.Option(
            help="Cases file (JSONL). Default: cases.jsonl in the deck's directory or, when "
            "DECK is a directory, one level up. Adds the select and eval sections."
        ),
    ] = None,
    no_cases: Annotated[
        bool, typer.Option("--no-cases", help="Do not look for a cases file.")
    ] = False,
    model: Annotated[
        str,
        typer.Option(
            "--model",
            help="Eval backend for the eval section (needs cases): router (offline "
            "baseline), openai:…, anthropic:…, hf:PATH; 'none' skips the eval.",
        ),
    ] = "router",
    html_out: Annotated[
        Path | None,
        typer.Option(
            "-o",
            "--output",
            help="Write the report as one self-contained HTML file; '-': print only the HTML "
            "on stdout (no terminal report).",
        ),
    ] = None,
    json_out: Annotated[
        Path | None,
        typer.Option(
            "--json",
            help="Also write the report as JSON to this file; '-': print only the JSON on "
            "stdout (no terminal report).",
        ),
    ] = None,
    compare: Annotated[
        Path | None,
        typer.Option(
            "--compare",
            help="An earlier report's JSON: show what changed (tokens, findings, recall).",
        ),
    ] = None,
    strict: Annotated[
        bool,
        typer.Option(
            help="Exit 1 when a section could not be computed or, with --compare, when "
            "something got worse."
        ),
    ] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print nothing but errors.")] = False,
    tokenizer: Annotated[
        str,
        typer.Option(help="Tokenizer of the cost section: seed, o200k_base, cl100k_base, hf:PATH."),
    ] = "o200k_base",
    provider: Annotated[
        str,
        typer.Option(
            "--provider", help="Wire format the cost section counts: openai, anthropic, mcp."
        ),
    ] = "openai",
    k: Annotated[int, typer.Option("-k", help="Tools per request for top-k figures.")] = 8,
    methods: Annotated[
        str,
        typer.Option(help="Selection strategies of the select section, comma-separated."),
    ] = "bm25,hybrid,two-level",
    ks: Annotated[
        str, typer.Option(help="Cut-offs k of the select section, comma-separated.")
    ] = "1,3,5,8,10",
) -> None:
    """The main job: what the deck costs, where it confuses models, what to fix first.

    Summary of ranked actions first, then inventory, cost, lint and, with cases, selection
    and eval. A section that fails is shown as 'could not compute: why'; the others still
    render. Exit codes: 0 done, 1 with --strict and a failed section or a regression,
    2 bad input.
    """
    import time

    try:
        if no_cases and cases is not None:
            raise ToolDeckError("--cases and --no-cases exclude each other")
        # every option is checked before any stage runs: a bad one is exit 2, not a
        # "could not compute" block
        method_list = list(_checked(check_methods, _csv(methods, "--methods"), "--methods"))
        k_list = list(check_ks([_positive(v, "--ks") for v in _csv(ks, "--ks")]))
        _positive(str(k), "-k")
        _checked(get_tokenizer, tokenizer, "--tokenizer")
        if provider not in WIRE_FORMATS:
            raise ToolDeckError(
                f"--provider: unknown wire format {provider!r}; known: {', '.join(WIRE_FORMATS)}"
            )
        _check_model(model)
        json_stdout = json_out is not None and str(json_out) == "-"
        html_stdout = html_out is not None and str(html_out) == "-"
        if json_stdout and html_stdout:
            raise ToolDeckError(
                "--json - and -o - both ask for stdout; write one of them to a file"
            )
        case_path = None if no_cases else (cases if cases is not None else _default_cases(deck))
        _check_outputs(
            [
                ("--json", None if json_stdout else json_out),
                ("-o", None if html_stdout else html_out),
            ],
            inputs=[("the deck", _deck_file(deck)), ("the cases file", case_path)],
        )
        old = load_report_json(compare) if compare is not None else None
        start = time.perf_counter()
        loaded = load(deck)
        load_s = time.perf_counter() - start
        case_list: list[Case] | None = None
        if case_path is not None:
            case_list = load_cases(case_path)
            if not case_list:
                raise ToolDeckError(
                    f"the cases file has no cases: {case_path} (only blank or '#' lines); add "
                    "one JSON object per line, or give --no-cases"
                )
            # fail fast: cases that do not fit the deck would mislead every stage
            problems = check_cases_against_deck(case_list, loaded.deck)
            if problems:
                for problem in problems:
                    err.print(
                        f"[bold red]error:[/] cases: {escape(problem)}",
                        highlight=False,
                        soft_wrap=True,
                    )
                raise typer.Exit(code=2)
        sections = default_sections(
            deck,
            tokenizer=tokenizer,
            provider=provider,
            k=k,
            cases=case_list is not None,
            methods=method_list,
            ks=k_list,
            model=None if model.lower() == "none" else model,
        )
        with _StageProgress(enabled=not quiet, stages=[name for name, _ in sections]) as hook:
            result = build_report(
                loaded.deck,
                source=deck,
                format=loaded.format,
                load_warnings=loaded.warnings,
                cases=case_list,
                sections=sections,
                timings={"load": load_s},
                on_stage=hook,
            )
        if old is not None:
            result = replace(result, compare=compare_reports(old, result.to_json()))
    except ToolDeckError as exc:
        raise fail(exc) from None
    if not quiet:
        print_warnings(loaded.warnings, "load")
    # with --json - or -o -, stdout holds the JSON or the HTML alone
    if not quiet and not json_stdout and not html_stdout:
        title = f"{deck} ({loaded.format})"
        if case_path is not None:
            title += f" with {case_path}"
        out.rule(f"[bold]tooldeck report[/]: {escape(title)}")
        result.render(out)
    try:
        if json_stdout:
            sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False, indent=2) + "\n")
        elif json_out is not None:
            write_data(result.to_json(), json_out)
        if html_out is not None:
            _write_html(result, None if html_stdout else html_out)
    except ToolDeckError as exc:
        raise fail(exc) from None
    for name, why in result.failed.items():
        err.print(
            f"[yellow]warning:[/] section {escape(name)} could not be computed: {escape(why)}",
            highlight=False,
            soft_wrap=True,
        )
    regressions = result.compare.regressions if isinstance(result.compare, Comparison) else ()
    if strict and (result.failed or regressions):
        raise typer.Exit(code=1)


def _csv(value: str, option: str) -> list[str]:
    items = [v.strip() for v in value.split(",") if v.strip()]
    if not items:
        raise ToolDeckError(f"{option} needs at least one comma-separated value")
    return items


def _check_writable(path: Path, option: str) -> None:
    """Refuse an output path that cannot be written, before the report is computed."""
    if path.is_dir():
        raise ToolDeckError(f"{option} {path}: is a directory; name a file")
    parent = path.parent
    if not parent.is_dir():
        raise ToolDeckError(f"{option} {path}: directory {parent} does not exist")
    target = path if path.exists() else parent
    if not os.access(target, os.W_OK):
        raise ToolDeckError(f"{option} {path}: not writable (permission denied on {target})")


def _positive(value: str, option: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise ToolDeckError(f"{option}: {value!r} is not a whole number ≥ 1")
    return number


def _checked(check: Any, value: Any, option: str) -> Any:
    """``check(value)``, its error prefixed with the option that gave the value."""
    try:
        return check(value)
    except ToolDeckError as exc:
        raise ToolDeckError(f"{option}: {exc}") from None


def _check_model(model: str) -> None:
    """Refuse a ``--model`` spec no eval backend takes (names only: a missing API key or an
    unloadable model is the eval stage's failure, shown in the report)."""
    if model.lower() == "none":
        return
    prefix, colon, rest = model.partition(":")
    usage = "router, router:METHOD, openai:MODEL, anthropic:MODEL, hf:PATH or none"
    if prefix == "router":
        method = rest.removesuffix("+xling")
        if colon and method not in METHODS:
            raise ToolDeckError(
                f"--model {model}: unknown router method {method!r}; known: {', '.join(METHODS)}"
            )
    elif prefix not in ("openai", "anthropic", "hf"):
        raise ToolDeckError(f"--model {model}: unknown model spec; use {usage}")
    elif not rest.strip():
        raise ToolDeckError(f"--model {model}: no model name after {prefix}:; use {usage}")


def _deck_file(deck: str) -> Path | None:
    """The file a deck source reads (a deck directory's tools file), None for other sources."""
    path = Path(deck)
    if path.is_file():
        return path
    if path.is_dir():
        try:
            return find_deck_file(path)
        except ToolDeckError:
            return None
    return None


def _check_outputs(
    outputs: list[tuple[str, Path | None]], *, inputs: list[tuple[str, Path | None]]
) -> None:
    """Refuse, before any stage runs, an output that cannot be written, that names an input
    (it would be overwritten) or that another output names too (one would overwrite the
    other)."""
    seen: dict[Path, str] = {}
    read = {p.resolve(): what for what, p in inputs if p is not None}
    for option, path in outputs:
        if path is None:
            continue
        _check_writable(path, option)
        resolved = path.resolve()
        if resolved in read:
            raise ToolDeckError(
                f"{option} {path}: that is {read[resolved]} this report reads; name another file"
            )
        if resolved in seen:
            raise ToolDeckError(
                f"{option} {path}: {seen[resolved]} writes the same file; give them different files"
            )
        seen[resolved] = option


def _write_html(result: Report, path: Path | None) -> None:
    """Write the HTML report to ``path``, or to stdout when ``path`` is None."""
    try:
        from tooldeck.report.html import render_html

        text = render_html(result)
    except ImportError as exc:
        raise ToolDeckError(f"HTML output needs plotly ({exc}); pip install plotly") from None
    if path is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise ToolDeckError(f"cannot write {path}: {exc.strerror or exc}") from None
    err.print(Text(f"wrote {path} ({len(text.encode()) / 1e6:.1f} MB)"), soft_wrap=True)


class _StageProgress:
    """A progress bar on stderr with one line per report stage (none when disabled)."""

    def __init__(self, *, enabled: bool, stages: list[str]) -> None:
        self._progress = (
            Progress(
                SpinnerColumn(),
                TextColumn("{task.description}"),
                BarColumn(),
                TextColumn("{task.completed}/{task.total} stages"),
                TimeElapsedColumn(),
                console=err,
                transient=True,
            )
            if enabled
            else None
        )
        self._stages = stages
        self._task: TaskID | None = None

    def __enter__(self) -> StageHook | None:
        if self._progress is None:
            return None
        self._progress.start()
        self._task = self._progress.add_task("report", total=len(self._stages))
        return self._hook

    def _hook(self, stage: str, state: str) -> None:
        if self._progress is None or self._task is None:
            return
        if state == "start":
            self._progress.update(self._task, description=f"computing {stage}")
        else:
            self._progress.advance(self._task)

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()


def _default_cases(deck: str) -> Path | None:
    """``cases.jsonl`` beside a deck file; for a deck directory, inside it or one level up
    (``examples/aftersales/{vague,engineered}`` share ``examples/aftersales/cases.jsonl``)."""
    path = Path(deck)
    if not path.exists():
        return None
    candidates = [path / "cases.jsonl", path.parent / "cases.jsonl"]
    if not path.is_dir():
        candidates = [path.parent / "cases.jsonl"]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return None
