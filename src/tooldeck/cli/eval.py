"""CLI command of the eval stage: ``tooldeck eval DECK [DECK_B] --cases FILE --model SPEC``."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.text import Text

from tooldeck.cli.app import DECK_HELP, app, counted, err, fail, out, print_warnings
from tooldeck.display import json_visible, shown_error, visible
from tooldeck.errors import BackendError, CasesError, ToolDeckError
from tooldeck.inputfile import output_directory

if TYPE_CHECKING:  # the eval stage (backends, select, numpy) is imported by the command only
    from tooldeck.cases import Case
    from tooldeck.eval.backends.base import Backend, ToolChoice
    from tooldeck.eval.cache import ResponseCache
    from tooldeck.eval.runner import EvalItem, EvalResult

__all__ = ["check_cache_dir", "check_repeat", "eval_command"]

_MODEL_HELP = (
    "openai:MODEL (Chat Completions; any compatible server with --base-url; key from "
    "OPENAI_API_KEY), anthropic:MODEL (key from ANTHROPIC_API_KEY), hf:PATH (local "
    "transformers model under tooldeck's decode constraint), router[:METHOD] (offline "
    "retriever baseline, no LLM, no arguments; router alone ranks with select's default "
    "method)."
)


def check_repeat(model: str, repeat: int, temperature: float = 0.0) -> None:
    """Refuse ``--repeat`` below 1, or above 1 for a deterministic backend (``router``
    always, ``hf:`` at temperature 0): identical runs would give a fake interval.

    Raises:
        BackendError: naming ``--repeat`` and the fix.
    """
    if repeat < 1:
        raise BackendError(f"--repeat must be at least 1, got {repeat}")
    if repeat > 1 and (
        model.startswith("router") or (model.startswith("hf:") and temperature == 0)
    ):
        raise BackendError(
            f"--repeat {repeat}: {model.split(':')[0]} is deterministic here (router always, "
            "hf at --temperature 0), so every run would be identical and an interval over "
            "them would be fake; use --repeat 1 (or a temperature above 0 for hf)"
        )


_OPTION_NAMES = {
    "temperature": "--temperature",
    "timeout_s": "--timeout",
    "max_retries": "--max-retries",
}
"""BackendOptions attribute → the option that sets it (for error messages)."""


def check_cache_dir(path: Path) -> None:
    """Refuse a ``--cache-dir`` that is not a writable directory (created when missing),
    before any request: a file there was a NotADirectoryError traceback mid-run.

    Raises:
        BackendError: naming ``--cache-dir``, the path and the fix.
    """
    output_directory(path, "--cache-dir", BackendError, "name another directory or pass --no-cache")


def _bfcl_items(source: str, limit: int | None) -> list[EvalItem]:
    """The items of ``bfcl:<category>`` (every question, its own deck and possible answer)
    or of ``bfcl:<category>/<entry id>`` (that question alone; until session 23 it was
    "unknown BFCL category").

    Raises:
        CasesError: no entry of that id in the category.
        SourceError: an unknown or unsupported category (from the loader).
    """
    from tooldeck.eval.runner import BfclRef, EvalItem
    from tooldeck.formats.bfcl import load_bfcl_cases, schema_to_bfcl

    category, _, entry_id = source.removeprefix("bfcl:").partition("/")
    loaded = load_bfcl_cases(category)
    if entry_id:  # bfcl:<category>/<entry id>: that one question with its possible answer
        loaded = [bc for bc in loaded if bc.case.case_id == entry_id]
        if not loaded:
            raise CasesError(
                f"BFCL category {category!r} has no entry {entry_id!r}; give an id from "
                f"'tooldeck bfcl cases {category} -o FILE', or bfcl:{category} for all"
            )
    items = []
    for bc in loaded[:limit]:
        docs = tuple(
            {
                "name": t.name,
                "description": t.description,
                "parameters": schema_to_bfcl(t.input_schema, tool=t.name)[0],
            }
            for t in bc.deck
        )
        ref = BfclRef(docs, bc.ground_truth or (), bc.category)
        items.append(EvalItem(bc.case, bc.deck, ref))
    return items


def _warn(message: str) -> None:
    err.print(
        f"[yellow]warning (cases):[/] {escape(shown_error(message))}",
        highlight=False,
        soft_wrap=True,
    )


def _deck_items(sources: list[str], cases: list[Case]) -> list[tuple[str, list[EvalItem], str]]:
    """Per deck source: its name, the items of the cases that fit its deck, and the note
    that names the skipped cases ('' when none) — expected arguments that do not fit the
    tool's schema (:func:`~tooldeck.cases.fit_cases`), printed once here and kept in the
    result's notes. With two decks (A/B), a case skipped for one is left out of both, so
    the runs pair case by case.

    Raises:
        CasesError: an expected tool a deck lacks, or no case left.
    """
    from tooldeck.cases import cases_unfit_error, fit_cases
    from tooldeck.eval.runner import items_for
    from tooldeck.formats import load

    fitted = []
    for source in sources:
        result = load(source)
        print_warnings(result.warnings, "load")
        fit = fit_cases(cases, result.deck)
        problems = list(fit.problems)
        if not problems and not fit.usable:
            problems = [why for _, why in fit.skipped]
        if problems:
            raise cases_unfit_error(source, problems)
        fitted.append((source, result.deck, fit))
    left_out = {case.case_id for _, _, fit in fitted for case, _ in fit.skipped}
    decks = []
    for source, deck, fit in fitted:
        note = fit.skip_warning() or ""
        if note:
            _warn(f"{source}: {note}")
        others = left_out - {case.case_id for case, _ in fit.skipped}
        if others:
            noun = "case" if len(others) == 1 else "cases"
            also = (
                f"{source}: also left out {len(others)} {noun} skipped for the other deck, "
                "so both runs score the same cases"
            )
            _warn(also)
            note = f"{note}; {also}" if note else also
        usable = [case for case in fit.usable if case.case_id not in left_out]
        if not usable:
            raise CasesError(f"no case fits both decks ({', '.join(sources)})")
        decks.append((source, items_for(deck, usable), note))
    return decks


def _evaluate(
    backend: Backend,
    items: list[EvalItem],
    name: str,
    *,
    threshold: float | None,
    cache: ResponseCache | None,
    rpm: float | None,
    repeat: int,
    concurrency: int,
    system_prompt: str | None,
    tool_choice: ToolChoice,
    sensitive: list[str],
    progress: bool,
    notes: list[str],
) -> EvalResult:
    from tooldeck.eval.backends import Model
    from tooldeck.eval.backends.router import RouterBackend
    from tooldeck.eval.runner import run_eval

    if isinstance(backend, RouterBackend):
        if threshold is None:
            used = backend.calibrate([(i.case, i.deck) for i in items])
            how = "calibrated in-sample on these cases"
        else:
            backend.threshold = used = threshold
            how = "given with --threshold"
        notes.append(
            f"router: {backend.method} top-1 above {used:.4f} ({how}), else no tool; one call "
            "at most, no arguments produced"
        )
    return run_eval(
        Model(backend, cache=cache, rpm=rpm),
        items,
        deck_name=name,
        repeat=repeat,
        concurrency=concurrency,
        system_prompt=system_prompt,
        tool_choice=tool_choice,
        sensitive=sensitive,
        progress=err if progress else False,
        notes=notes,
    )


def _check_sensitive(names: list[str], decks: list[tuple[str, list[EvalItem]]]) -> list[str]:
    """The tool names ``--sensitive`` gives: each value repeated or comma-separated (as
    report's ``--methods``; a value that is itself a tool name is kept whole); until
    session 23 ``--sensitive a,b`` was one name ``a,b``, refused as in no deck.

    Raises:
        ToolDeckError: a name in no deck (only the unknown ones are listed).
    """
    known = {t.name for _, items in decks for item in items for t in item.deck}
    split: list[str] = []
    for value in names:
        parts = [value] if value in known else [p.strip() for p in value.split(",")]
        split += [p for p in parts if p]
    unknown = sorted(set(split) - known)
    if unknown:
        raise ToolDeckError(f"--sensitive names tools that are in no deck: {', '.join(unknown)}")
    return list(dict.fromkeys(split))


@app.command("eval")
def eval_command(
    deck: Annotated[str, typer.Argument(help=DECK_HELP + " bfcl:<category> brings its own cases.")],
    deck_b: Annotated[
        str | None, typer.Argument(help="A second deck: A/B comparison on the same cases.")
    ] = None,
    cases_file: Annotated[
        Path | None, typer.Option("--cases", help="Cases file (JSONL) of labelled requests.")
    ] = None,
    model: Annotated[str, typer.Option("--model", "-m", help=_MODEL_HELP)] = "router",
    base_url: Annotated[
        str | None, typer.Option("--base-url", help="OpenAI/Anthropic-compatible server URL.")
    ] = None,
    api_key_env: Annotated[
        str | None,
        typer.Option("--api-key-env", help="Variable holding the API key (default per provider)."),
    ] = None,
    repeat: Annotated[int, typer.Option("--repeat", help="Independent runs (≥ 1).")] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
    concurrency: Annotated[int, typer.Option("--concurrency", help="Requests in flight.")] = 4,
    rpm: Annotated[
        float | None, typer.Option("--rpm", help="Requests-per-minute limit (default none).")
    ] = None,
    temperature: Annotated[float, typer.Option("--temperature")] = 0.0,
    seed: Annotated[int | None, typer.Option("--seed", help="Sampling seed (OpenAI).")] = None,
    timeout: Annotated[float, typer.Option("--timeout", help="Seconds per request.")] = 60.0,
    max_retries: Annotated[
        int, typer.Option("--max-retries", help="Retries on 408/409/429/5xx with backoff.")
    ] = 4,
    cache_dir: Annotated[
        Path | None,
        typer.Option(
            "--cache-dir",
            help="Response cache (default: $TOOLDECK_CACHE/eval, ~/.cache/tooldeck/eval).",
        ),
    ] = None,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Do not cache responses.")] = False,
    threshold: Annotated[
        float | None,
        typer.Option("--threshold", help="router: score threshold (default: calibrated)."),
    ] = None,
    system_prompt: Annotated[
        str | None, typer.Option("--system-prompt", help="System prompt ('' for none).")
    ] = None,
    tool_choice: Annotated[
        str, typer.Option("--tool-choice", help="One of auto, required, none.")
    ] = "auto",
    sensitive: Annotated[
        list[str] | None,
        typer.Option(
            "--sensitive",
            help="Extra sensitive tool names (comma-separated, or the option repeated).",
        ),
    ] = None,
    limit: Annotated[int | None, typer.Option("--limit", help="Only the first N cases.")] = None,
    progress: Annotated[bool, typer.Option("--progress/--no-progress")] = True,
) -> None:
    """Evaluate a model's first assistant turn on labelled cases; with DECK_B, compare two
    registries case by case (e.g. vague vs engineered descriptions)."""
    from tooldeck.cachedir import cache_folder, folder_usable
    from tooldeck.cases import cases_beside, load_cases
    from tooldeck.eval.ab import compare
    from tooldeck.eval.backends import TOOL_CHOICES, BackendOptions, make_backend
    from tooldeck.eval.backends.base import backend_option_problem
    from tooldeck.eval.cache import ResponseCache
    from tooldeck.eval.runner import DEFAULT_SYSTEM_PROMPT
    from tooldeck.report.eval_section import confusion, render_ab, render_result

    try:
        if threshold is not None and not math.isfinite(threshold):
            raise BackendError(f"--threshold must be a finite number, not {threshold}")
        check_repeat(model, repeat, temperature)
        if tool_choice not in TOOL_CHOICES:
            raise BackendError(f"--tool-choice must be one of {', '.join(TOOL_CHOICES)}")
        if limit is not None and limit < 1:
            raise BackendError("--limit must be at least 1")
        problem = backend_option_problem(
            temperature=temperature,
            timeout_s=timeout,
            max_retries=max_retries,
            names=_OPTION_NAMES,
        )
        if problem is not None:
            raise BackendError(problem)
        cache_path: Path | None = None
        if not no_cache and not model.startswith("router"):
            if cache_dir is not None:
                cache_path = cache_dir
                check_cache_dir(cache_path)
            elif folder_usable(default := cache_folder("eval")):
                cache_path = default
            # else: $TOOLDECK_CACHE unusable: one CacheWarning said so; run uncached
        options = BackendOptions(
            temperature=temperature, seed=seed, timeout_s=timeout, max_retries=max_retries
        )
        if deck.startswith("bfcl:") and cases_file is None:
            if deck_b is not None:
                raise ToolDeckError("A/B needs a --cases file; bfcl: decks bring their own cases")
            decks = [(deck, _bfcl_items(deck, limit), "")]
        else:
            if cases_file is None:
                cases_file = cases_beside(deck)
                if cases_file is None:
                    raise CasesError(
                        "give --cases FILE (JSON Lines of labelled requests); there is no "
                        f"cases.jsonl beside {deck}"
                    )
                err.print(
                    Text(
                        visible(f"cases: {cases_file} (beside the deck; --cases FILE for another)")
                    )
                )
            cases = load_cases(cases_file)[:limit]
            if not cases:
                raise CasesError(f"the cases file is empty: {cases_file}")
            decks = _deck_items([src for src in [deck, deck_b] if src is not None], cases)
        sensitive = _check_sensitive(sensitive or [], [(name, items) for name, items, _ in decks])
        cache = ResponseCache(cache_path) if cache_path is not None else None
        prompt = DEFAULT_SYSTEM_PROMPT if system_prompt is None else (system_prompt or None)
        results = []
        for name, items, note in decks:
            backend = make_backend(
                model, base_url=base_url, options=options, api_key_env=api_key_env
            )
            results.append(
                _evaluate(
                    backend,
                    items,
                    name,
                    threshold=threshold,
                    cache=cache,
                    rpm=rpm,
                    repeat=repeat,
                    concurrency=concurrency,
                    system_prompt=prompt,
                    tool_choice=tool_choice,  # type: ignore[arg-type]
                    sensitive=sensitive or [],
                    progress=progress and not as_json,
                    notes=[note] if note else [],
                )
            )
        comparison = (
            compare(results[0], results[1], items=(decks[0][1], decks[1][1]))
            if len(results) == 2
            else None
        )
    except ToolDeckError as exc:
        raise fail(exc) from None
    if as_json:
        if comparison is not None:
            payload = comparison.to_json()
        else:
            payload = results[0].to_json()
            payload["confusion"] = confusion(results[0].scores)
        sys.stdout.write(json_visible(json.dumps(payload, ensure_ascii=False, indent=2)) + "\n")
    else:
        for result in results:
            render_result(result, out)
        if comparison is not None and deck_b is not None:
            render_ab(comparison, out, names=(deck, deck_b))
    unanswered = [(r.deck, why) for r in results if (why := r.unanswered()) is not None]
    for source, why in unanswered:
        prefix = f"{source}: " if len(results) > 1 else ""
        err.print(Text(f"error: {prefix}{shown_error(why)}", style="bold red"), soft_wrap=True)
    _cache_line(cache, quiet=as_json)
    if unanswered:  # no case was answered: nothing was measured (exit 1, not 0)
        raise typer.Exit(code=1)


def _cache_line(cache: ResponseCache | None, *, quiet: bool) -> None:
    """The cache's hit and miss counts on stderr (not with --json, as before)."""
    if cache is None or quiet:
        return
    err.print(
        Text(
            visible(
                f"cache: {counted(cache.hits, 'hit')}, "
                f"{counted(cache.misses, 'miss', 'misses')} ({cache.directory})"
            )
        )
    )
