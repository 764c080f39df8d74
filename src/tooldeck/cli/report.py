"""The ``report`` command (the main job): its options as one checked value
(:class:`ReportOptions`), the stages with a progress bar, then the terminal report and
the files.

Every option is checked (:meth:`ReportOptions.parse`) before any stage runs: a bad one is
exit 2, not a "could not compute" block.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

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
from rich.text import Text

from tooldeck.cases import Case, cases_beside, fit_cases, load_cases
from tooldeck.cli.app import DECK_HELP, app, err, fail, out, print_warnings, refuse_empty_deck
from tooldeck.cli.deck import INCLUDE_HELD_HELP, as_served
from tooldeck.cli.eval import check_repeat
from tooldeck.display import json_visible, shown_error, visible
from tooldeck.errors import ToolDeckError
from tooldeck.formats import LoadResult, load
from tooldeck.formats.sources import find_deck_file, write_data
from tooldeck.report import Report, SectionOptions, build_report, default_sections
from tooldeck.report.compare import compare_reports, load_report_json
from tooldeck.report.model import StageHook
from tooldeck.tokenizers import get_tokenizer

if TYPE_CHECKING:
    from tooldeck.lint.model import Finding

__all__ = ["ReportOptions", "report"]

# the command's parameters, in --help order
_Deck = Annotated[str, typer.Argument(help=DECK_HELP)]
_Cases = Annotated[
    Path | None,
    typer.Option(
        help="Cases file (JSONL). Default: cases.jsonl in the deck's directory (the Python "
        "file's for py:FILE.py) or, when DECK is a directory, one level up. Adds the select "
        "and eval sections."
    ),
]
_NoCases = Annotated[bool, typer.Option("--no-cases", help="Do not look for a cases file.")]
_Model = Annotated[
    str,
    typer.Option(
        "--model",
        help="Eval backend for the eval section (needs cases): router (offline "
        "baseline), openai:…, anthropic:…, hf:PATH; 'none' skips the eval.",
    ),
]
_HtmlOut = Annotated[
    Path | None,
    typer.Option(
        "-o",
        "--output",
        help="Write the report as one self-contained HTML file; '-': print only the HTML "
        "on stdout (no terminal report).",
    ),
]
_JsonOut = Annotated[
    Path | None,
    typer.Option(
        "--json",
        help="Also write the report as JSON to this file; '-': print only the JSON on "
        "stdout (no terminal report).",
    ),
]
_Compare = Annotated[
    Path | None,
    typer.Option(
        "--compare",
        help="An earlier report's JSON: show what changed (tokens, findings, recall).",
    ),
]
_TokenTolerance = Annotated[
    float,
    typer.Option(
        "--token-tolerance",
        metavar="PCT",
        help="With --compare: token rows that grew by at most PCT percent of the old figure "
        "are not regressions (default 0: any growth is one, unless it is all description "
        "text added where lint findings were resolved).",
    ),
]
_Strict = Annotated[
    bool,
    typer.Option(
        help="Exit 1 when a section could not be computed, when lint finds what fails "
        "tooldeck lint on the deck (error-level findings, tool poisoning included; the lint "
        "configuration's fail-on sets the level) or, with --compare, when something got "
        "worse."
    ),
]
_Quiet = Annotated[bool, typer.Option("--quiet", "-q", help="Print nothing but errors.")]
_IncludeHeld = Annotated[bool, typer.Option("--include-held", help=INCLUDE_HELD_HELP)]
_Tokenizer = Annotated[
    str,
    typer.Option(help="Tokenizer of the cost section: o200k_base, cl100k_base, estimate, hf:PATH."),
]
_Provider = Annotated[
    str,
    typer.Option("--provider", help="Wire format the cost section counts: openai, anthropic, mcp."),
]
_K = Annotated[int, typer.Option("-k", help="Tools per request for top-k figures.")]
_Window = Annotated[
    int | None,
    typer.Option(
        "--window",
        help="Context window in tokens for the cost section, shown beside "
        "8k/32k/128k/200k and used by its sweep and recommendation (default 131072, 128k: GPT-4o's "
        "window; give your model's, e.g. 8192 or 32768 for a small local model).",
    ),
]
_BaseUrl = Annotated[
    str | None,
    typer.Option("--base-url", help="Eval: OpenAI/Anthropic-compatible server URL."),
]
_ApiKeyEnv = Annotated[
    str | None,
    typer.Option(
        "--api-key-env", help="Eval: variable holding the API key (default per provider)."
    ),
]
_Repeat = Annotated[
    int,
    typer.Option("--repeat", help="Eval: independent runs (≥ 1; above 1 for sampled models)."),
]
_Methods = Annotated[
    str, typer.Option(help="Selection strategies of the select section, comma-separated.")
]
_Ks = Annotated[str, typer.Option(help="Cut-offs k of the select section, comma-separated.")]
_SelectCases = Annotated[
    int,
    typer.Option(
        "--select-cases",
        help="Cases with expected tools the select section measures at most: above it "
        "every method runs on an evenly spaced sample of this many, said in the report "
        "(dense methods embed every request). 0: measure all.",
    ),
]


@dataclass(frozen=True, slots=True)
class ReportOptions:
    """What ``tooldeck report`` was asked for, checked.

    Attributes:
        deck: the deck source.
        cases: the cases file to read (given, or found beside the deck); None: no cases.
        cases_found: ``cases`` was found beside the deck, not given with ``--cases``.
        sections: what the sections are computed with (passed to
            :func:`~tooldeck.report.default_sections`).
        compare: an earlier report's JSON to compare with.
        json_file, html_file: files to write the JSON / HTML report to.
        json_stdout, html_stdout: print the JSON / HTML alone on stdout (``-``).
        strict: exit 1 on a section that could not be computed or a regression.
        token_tolerance: percent of token growth ``--compare`` accepts (0: none).
        quiet: print nothing but errors.
        include_held: a config: keep the tools the gateway quarantines
            (:func:`~tooldeck.cli.deck.as_served`; a search mode's deferred tools are
            always kept: the model reaches them through ``search_tools``).
    """

    deck: str
    cases: Path | None
    sections: SectionOptions
    compare: Path | None = None
    json_file: Path | None = None
    html_file: Path | None = None
    json_stdout: bool = False
    html_stdout: bool = False
    strict: bool = False
    quiet: bool = False
    cases_found: bool = False
    token_tolerance: float = 0.0
    include_held: bool = False

    @property
    def terminal(self) -> bool:
        """Whether the terminal report is printed (not with ``-q``, nor when stdout holds
        the JSON or the HTML alone)."""
        return not self.quiet and not self.json_stdout and not self.html_stdout

    @classmethod
    def parse(
        cls,
        *,
        deck: str,
        cases: Path | None,
        no_cases: bool,
        model: str,
        html_out: Path | None,
        json_out: Path | None,
        compare: Path | None,
        strict: bool,
        quiet: bool,
        tokenizer: str,
        provider: str,
        k: int,
        methods: str,
        ks: str,
        select_cases: int = 2_000,
        window: int | None = None,
        base_url: str | None = None,
        api_key_env: str | None = None,
        repeat: int = 1,
    ) -> ReportOptions:
        """The options of the command line, each checked in this order (the first bad one
        is the error): ``--cases``/``--no-cases``, ``--methods``, ``--ks``,
        ``--select-cases``, ``-k``, ``--window``, ``--tokenizer``, ``--provider``,
        ``--model``, ``--repeat``, then the
        outputs (writable, not both on stdout, not an input, not the same file twice).

        Raises:
            ToolDeckError: the first bad option, named.
        """
        if no_cases and cases is not None:
            raise ToolDeckError("--cases and --no-cases exclude each other")
        from tooldeck.report.select_section import check_ks, check_methods  # the retrievers

        method_list = _checked(check_methods, _csv(methods, "--methods"), "--methods")
        k_list = check_ks([_positive(v, "--ks") for v in _csv(ks, "--ks")])
        if select_cases < 0:
            raise ToolDeckError(
                f"--select-cases: a number of cases ≥ 1, or 0 for all, got {select_cases}"
            )
        _positive(str(k), "-k")
        if window is not None:
            _positive(str(window), "--window")
        _checked(get_tokenizer, tokenizer, "--tokenizer")
        from tooldeck.cost.accounting import PROVIDER_FORMATS

        if provider not in PROVIDER_FORMATS:
            raise ToolDeckError(
                f"--provider: unknown wire format {provider!r}; "
                f"known: {', '.join(PROVIDER_FORMATS)}"
            )
        _check_model(model)
        check_repeat(model, repeat)
        json_stdout = json_out is not None and str(json_out) == "-"
        html_stdout = html_out is not None and str(html_out) == "-"
        if json_stdout and html_stdout:
            raise ToolDeckError(
                "--json - and -o - both ask for stdout; write one of them to a file"
            )
        case_path = None if no_cases else (cases if cases is not None else cases_beside(deck))
        options = cls(
            deck=deck,
            cases=case_path,
            sections=SectionOptions(
                tokenizer=tokenizer,
                provider=provider,
                k=k,
                methods=tuple(method_list),
                ks=k_list,
                model=None if model.lower() == "none" else model,
                select_cases=select_cases or None,
                window=window,
                base_url=base_url,
                api_key_env=api_key_env,
                repeat=repeat,
            ),
            compare=compare,
            json_file=None if json_stdout else json_out,
            html_file=None if html_stdout else html_out,
            json_stdout=json_stdout,
            html_stdout=html_stdout,
            strict=strict,
            quiet=quiet,
            cases_found=case_path is not None and cases is None,
        )
        _check_outputs(
            [("--json", options.json_file), ("-o", options.html_file)],
            inputs=[("the deck", _deck_file(deck)), ("the cases file", case_path)],
        )
        return options


@app.command()
def report(
    deck: _Deck,
    cases: _Cases = None,
    no_cases: _NoCases = False,
    model: _Model = "router",
    html_out: _HtmlOut = None,
    json_out: _JsonOut = None,
    compare: _Compare = None,
    strict: _Strict = False,
    quiet: _Quiet = False,
    tokenizer: _Tokenizer = "o200k_base",
    provider: _Provider = "openai",
    k: _K = 8,
    methods: _Methods = "bm25,hybrid,two-level",
    ks: _Ks = "1,3,5,8,10",
    select_cases: _SelectCases = 2_000,
    window: _Window = None,
    base_url: _BaseUrl = None,
    api_key_env: _ApiKeyEnv = None,
    repeat: _Repeat = 1,
    include_held: _IncludeHeld = False,
    token_tolerance: _TokenTolerance = 0.0,
) -> None:
    """The main job: what the deck costs, where it confuses models, what to fix first.

    Summary of ranked actions first, then inventory, cost, lint and, with cases, selection
    and eval. A section that fails is shown as 'could not compute: why'; the others still
    render. Exit codes: 0 done, 1 with --strict and a failed section, a lint finding that
    fails tooldeck lint (error-level by default) or a regression, 2 bad input.
    """
    try:
        options = ReportOptions.parse(
            deck=deck,
            cases=cases,
            no_cases=no_cases,
            model=model,
            html_out=html_out,
            json_out=json_out,
            compare=compare,
            strict=strict,
            quiet=quiet,
            tokenizer=tokenizer,
            provider=provider,
            k=k,
            methods=methods,
            ks=ks,
            select_cases=select_cases,
            window=window,
            base_url=base_url,
            api_key_env=api_key_env,
            repeat=repeat,
        )
        if not 0 <= token_tolerance <= 1000 or token_tolerance != token_tolerance:
            raise ToolDeckError(
                f"--token-tolerance: a percentage from 0 to 1000, got {token_tolerance}"
            )
        options = replace(options, include_held=include_held, token_tolerance=token_tolerance)
        loaded, result = _compute(options)
    except ToolDeckError as exc:
        raise fail(exc) from None
    _emit(options, loaded, result)


def _compute(options: ReportOptions) -> tuple[LoadResult, Report]:
    """Load the earlier report, the deck and the cases (each checked before any stage
    runs), then compute every section with a progress bar.

    Raises:
        ToolDeckError: an unreadable earlier report, deck or cases file, or no cases.
        typer.Exit: a deck with no tools, or cases that name tools the deck lacks (each
            printed; exit 2).
    """
    old = load_report_json(options.compare) if options.compare is not None else None
    start = time.perf_counter()
    # a config: the names, descriptions and hints the gateway serves (said on stderr),
    # without the quarantined tools; in a search mode the tools listed only through
    # search_tools stay: the model reaches them, so they are linted, ranked and priced
    loaded = as_served(
        load(options.deck),
        quiet=options.quiet,
        include_held=options.include_held,
        searchable=True,
    )
    load_s = time.perf_counter() - start
    refuse_empty_deck(loaded, options.deck, "nothing to report")
    case_list = None
    if options.cases is not None:
        case_list = _load_cases(
            options.cases, loaded, quiet=options.quiet, found=options.cases_found
        )
    sections = default_sections(
        options.deck, options.sections, cases=case_list is not None, field_names=loaded.format
    )
    stages = [name for name, _ in sections]
    with _StageProgress(enabled=not options.quiet, stages=stages) as hook:
        result = build_report(
            loaded.deck,
            source=options.deck,
            format=loaded.format,
            load_warnings=loaded.warnings,
            cases=case_list,
            sections=sections,
            timings={"load": load_s},
            on_stage=hook,
        )
    if options.cases is not None and case_list is not None:
        result = replace(result, cases_file=_cases_identity(options.cases, len(case_list)))
    if old is not None:
        result = replace(
            result,
            compare=compare_reports(old, result.to_json(), token_tolerance=options.token_tolerance),
        )
    return loaded, result


def _cases_identity(path: Path, count: int) -> dict[str, Any]:
    """``{path, sha256, cases}`` of the cases file read (SHA-256 of its bytes), recorded
    in the report so ``--compare`` can tell two case sets apart."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return {"path": str(path), "sha256": digest.hexdigest(), "cases": count}


def _load_cases(path: Path, loaded: LoadResult, *, quiet: bool, found: bool = False) -> list[Case]:
    """The cases of ``path``, refused when empty; cases that name tools the deck lacks
    were written for another deck, so each is printed and the command exits 2 — for a
    file ``found`` beside the deck (not given with ``--cases``), a last line says so and
    names ``--cases FILE`` and ``--no-cases`` (a folder may hold a gateway config and a
    server's module side by side, the cases written for one of them). Cases
    whose expected arguments do not fit their tool's schema are skipped by the report
    (:func:`~tooldeck.cases.fit_cases`): one warning here, with the count."""
    case_list = load_cases(path)
    if not case_list:
        raise ToolDeckError(
            f"the cases file has no cases: {path} (only blank or '#' lines); add "
            "one JSON object per line, or give --no-cases"
        )
    fit = fit_cases(case_list, loaded.deck)
    problems = list(fit.problems)
    if not problems and not fit.usable:
        problems = [why for _, why in fit.skipped]
    if problems:
        for problem in problems:
            err.print(
                f"[bold red]error:[/] cases: {escape(shown_error(problem))}",
                highlight=False,
                soft_wrap=True,
            )
        if found:
            err.print(
                f"[bold red]error:[/] cases: {escape(shown_error(str(path)))} was read because "
                "it lies beside the deck, and was written for another one: give the deck's "
                "own cases with --cases FILE, or --no-cases",
                highlight=False,
                soft_wrap=True,
            )
        raise typer.Exit(code=2)
    warning = fit.skip_warning()
    if warning is not None and not quiet:
        err.print(
            f"[yellow]warning (cases):[/] {escape(shown_error(warning))}",
            highlight=False,
            soft_wrap=True,
        )
    return case_list


def _emit(options: ReportOptions, loaded: LoadResult, result: Report) -> None:
    """Write the JSON and HTML files, print the terminal report (and JSON or HTML asked for
    on standard output), warn about failed sections; exit 1 under ``--strict`` with a
    failed section, a lint finding at or above the lint configuration's ``fail-on`` (named
    on stderr) or a regression.

    The files are written before anything goes to standard output: ``tooldeck report DECK
    -o r.html | head`` closed the pipe during the terminal report, and the report ended
    there with no ``r.html`` written (a fresh user, session 16)."""
    if not options.quiet:
        print_warnings(loaded.warnings, "load")
    try:
        if options.json_file is not None and not options.json_stdout:
            write_data(result.to_json(), options.json_file)
        if options.html_file is not None:
            _write_html(result, options.html_file)
    except ToolDeckError as exc:
        raise fail(exc) from None
    if options.terminal:
        title = f"{options.deck} ({loaded.format})"
        if options.cases is not None:
            title += f" with {options.cases}"
        out.rule(f"[bold]tooldeck report[/]: {escape(visible(title))}")
        result.render(out)
    try:
        if options.json_stdout:
            sys.stdout.write(
                json_visible(json.dumps(result.to_json(), ensure_ascii=False, indent=2)) + "\n"
            )
        if options.html_stdout:
            _write_html(result, None)
    except ToolDeckError as exc:
        raise fail(exc) from None
    for name, why in result.failed.items():
        err.print(
            f"[yellow]warning:[/] section {escape(name)} could not be computed: "
            f"{escape(shown_error(why))}",
            highlight=False,
            soft_wrap=True,
        )
    regressions = result.compare.regressions if result.compare is not None else ()
    failing = _lint_failing(result) if options.strict else ()
    if failing:
        err.print(Text(visible(_lint_failing_line(failing, result))), soft_wrap=True)
    if options.strict and (result.failed or regressions or failing):
        raise typer.Exit(code=1)


def _lint_failing(result: Report) -> tuple[Finding, ...]:
    """The lint findings that fail ``tooldeck lint`` on the deck (at or above its
    configuration's ``fail-on``, error by default); none when the section is missing."""
    from tooldeck.report.lint_section import LintSection

    section = result.sections.get("lint")
    return section.failing() if isinstance(section, LintSection) else ()


def _lint_failing_line(failing: Sequence[Finding], result: Report) -> str:
    """``--strict: exit 1: 2 lint findings at or above error (…): T101 on pay, A102 on
    delete; …`` (the first five named, the rest counted)."""
    from tooldeck.report.lint_section import LintSection

    section = result.sections["lint"]
    level = section.fail_on.value if isinstance(section, LintSection) else "error"
    named = [f"{f.code} on {f.tool or '(deck)'}" for f in failing[:5]]
    if len(failing) > 5:
        named.append(f"{len(failing) - 5:,} more")
    noun = "finding" if len(failing) == 1 else "findings"
    return (
        f"--strict: exit 1: {len(failing):,} lint {noun} at or above {level} (tooldeck lint "
        f"fails on them too): {', '.join(named)}; the lint section gives each message and fix"
    )


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
        from tooldeck.select.methods import METHODS  # imports the retrievers (bm25s)

        method = rest.removesuffix("+xling")
        if colon and method not in METHODS:
            raise ToolDeckError(
                f"--model {model}: unknown router method {method!r}; known: {', '.join(METHODS)}"
            )
    elif prefix not in ("openai", "anthropic", "hf"):
        from tooldeck.eval.backends import model_spec_hint

        raise ToolDeckError(
            f"--model {model}: unknown model spec; use {usage}{model_spec_hint(model)}"
        )
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
    from tooldeck.report.html import render_html

    text = render_html(result)
    if path is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise ToolDeckError(f"cannot write {path}: {exc.strerror or exc}") from None
    size = len(text.encode())
    shown = f"{size / 1e6:.1f} MB" if size >= 1e6 else f"{size / 1e3:.0f} kB"
    err.print(Text(visible(f"wrote {path} ({shown})")), soft_wrap=True)


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
