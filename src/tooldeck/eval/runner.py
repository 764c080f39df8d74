"""The evaluation runner: first assistant turn per case, scored.

``run_eval(model, items)`` sends each case's query (with an optional system prompt) and
its deck's tools, scores the first assistant turn (:func:`tooldeck.eval.metrics.score_turn`)
and, for BFCL cases, checks arguments with BFCL's possible-answer semantics
(:mod:`tooldeck.eval.bfcl_checker`). Cases run on a bounded thread pool
(``concurrency``), results are kept per case only (a few hundred bytes each), so memory
stays bounded for thousands of cases; a rich progress bar shows progress on stderr.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from tooldeck.cases import Case, cases_unfit_error, missing_tool_problems
from tooldeck.eval.backends import Model
from tooldeck.eval.backends.base import AssistantTurn, BackendError, Message, ToolChoice
from tooldeck.eval.bfcl_checker import check_bfcl
from tooldeck.eval.metrics import (
    SENSITIVE_NOT_MEASURED,
    CaseScore,
    Interval,
    Validators,
    aggregate,
    mean_interval,
    score_turn,
    sensitive_tools,
    wilson_interval,
)
from tooldeck.jsonvalue import thaw
from tooldeck.runtime.validate import decode_arguments
from tooldeck.tool import Deck

__all__ = [
    "DEFAULT_SYSTEM_PROMPT",
    "BfclRef",
    "EvalItem",
    "EvalResult",
    "items_for",
    "run_eval",
]

DEFAULT_SYSTEM_PROMPT = (
    "You are an assistant with tools. Call a tool only when the request needs one and the "
    "tool fits; when no tool fits, answer in text without calling any tool."
)
"""The system prompt sent before each case (it allows 'no tool', so over-calling
shows). Pass ``system_prompt=None`` to send none."""


@dataclass(frozen=True, slots=True)
class BfclRef:
    """What BFCL's checker needs: the BFCL-dialect documents, the possible answer and
    the category."""

    docs: tuple[Mapping[str, Any], ...]
    ground_truth: Sequence[Any]
    category: str


@dataclass(frozen=True, slots=True)
class EvalItem:
    """One case with the deck it is asked against (BFCL gives each question its own)."""

    case: Case
    deck: Deck
    bfcl: BfclRef | None = None


def items_for(deck: Deck, cases: Sequence[Case]) -> list[EvalItem]:
    """Every case against the same deck.

    Raises:
        CasesError: a case's ``expected_tools`` names a tool the deck lacks (``"the cases
            do not fit the deck: case 'c1': expected tool 'get_custmer' is not in the deck
            (did you mean 'get_customer'?)"``) — the same check and words as ``tooldeck
            eval`` (:func:`tooldeck.cases.missing_tool_problems`), so a typo in a label
            cannot lower the accuracy without a word.
    """
    problems = missing_tool_problems(cases, deck)
    if problems:
        raise cases_unfit_error(f"the deck {deck.name!r}" if deck.name else "the deck", problems)
    return [EvalItem(c, deck) for c in cases]


@dataclass(frozen=True, slots=True)
class EvalResult:
    """One evaluation: per-run case scores and metrics, and the summary across runs.

    Attributes:
        model: the backend identity.
        deck: the deck's name (or the source given by the caller).
        runs: per repeat, the case scores in case order.
        metrics: per repeat, :func:`~tooldeck.eval.metrics.aggregate` of that run.
        summary: per metric, mean and 95 % interval across repeats (Student t); with one
            run, a Wilson interval for ``tool_choice_accuracy`` over the cases and for
            ``no_tool_recall`` over the no-tool cases.
        produces_arguments: False for the router (argument metrics not measured).
        notes: how the result was obtained (router threshold, calibration …).
        harness_ms_per_case: wall time per case minus the backend's reported latency,
            averaged (milliseconds).
    """

    model: str
    deck: str
    runs: tuple[tuple[CaseScore, ...], ...]
    metrics: tuple[dict[str, Any], ...]
    summary: dict[str, Interval]
    produces_arguments: bool
    notes: tuple[str, ...] = ()
    harness_ms_per_case: float = 0.0
    wall_s: float = 0.0
    sensitive: tuple[str, ...] = field(default=())

    @property
    def scores(self) -> tuple[CaseScore, ...]:
        """The first run's case scores."""
        return self.runs[0]

    def unanswered(self) -> str | None:
        """``"eval could not run: 3 of 3 cases failed (connection failed: …)"`` when the
        backend answered no case in any run (every metric is then not measured), else
        None."""
        scores = [s for run in self.runs for s in run]
        if not scores or any(s.error is None for s in scores):
            return None
        first = next(s.error for s in scores if s.error is not None)
        return (
            f"eval could not run: {len(scores)} of {len(scores)} "
            f"{'case' if len(scores) == 1 else 'cases'} failed ({first})"
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "deck": self.deck,
            "repeats": len(self.runs),
            "produces_arguments": self.produces_arguments,
            "notes": list(self.notes),
            "sensitive_tools": list(self.sensitive),
            # why a figure is null though cases were answered (trial45 #2)
            "not_measured": (
                {} if self.sensitive else {"sensitive_misfires": SENSITIVE_NOT_MEASURED}
            ),
            # every metric of the run; a metric nothing measured has a null mean (never 0)
            "summary": {
                k: self.summary[k].to_json() if k in self.summary else _NOT_MEASURED
                for k in (*self.metrics[0], *self.summary)
            },
            "metrics": list(self.metrics),
            "cases": [s.to_json() for s in self.runs[0]],
            "repeat_cases": [[s.to_json() for s in run] for run in self.runs[1:]],
            "harness_ms_per_case": round(self.harness_ms_per_case, 4),
            "wall_s": round(self.wall_s, 3),
        }


def _bfcl_ok(item: EvalItem, turn: AssistantTurn) -> bool | None:
    ref = item.bfcl
    if ref is None or not turn.produces_arguments:
        return None
    output = []
    for call in turn.calls:
        try:
            args = (
                decode_arguments(call.arguments_json)
                if call.arguments_json is not None
                else thaw(call.arguments)
            )
        except Exception:
            return False
        if not isinstance(args, dict):
            return False
        output.append({call.name: args})
    if not output:
        return False
    return check_bfcl(ref.docs, output, thaw(ref.ground_truth), ref.category).valid


def _score_one(
    model: Model,
    item: EvalItem,
    system_prompt: str | None,
    tool_choice: ToolChoice,
    sensitive: Collection[str],
    validators: Validators,
    salt: str,
) -> tuple[CaseScore, float]:
    start = time.perf_counter()
    messages = [Message.user(item.case.query)]
    if system_prompt is not None:
        messages.insert(0, Message.system(system_prompt))
    try:
        turn = model.complete(messages, item.deck, tool_choice, cache_salt=salt)
    except BackendError as exc:
        score = CaseScore(
            case_id=item.case.case_id,
            expected=item.case.expected_tools,
            chosen=(),
            tool_choice_ok=False,
            schema_ok=None,
            arguments_ok=None,
            sensitive_misfire=False,
            failure=None,
            input_tokens=0,
            output_tokens=0,
            latency_ms=0.0,
            cached=False,
            error=str(exc),
        )
        return score, (time.perf_counter() - start) * 1000
    sens = sensitive_tools(item.deck, sensitive)
    score = score_turn(
        item.case,
        item.deck,
        turn,
        sensitive=sens,
        validators=validators,
        bfcl_ok=_bfcl_ok(item, turn),
    )
    return score, (time.perf_counter() - start) * 1000 - turn.latency_ms


_NOT_MEASURED: dict[str, Any] = {"mean": None, "low": None, "high": None, "n": 0}
"""A summary entry for a metric nothing measured (e.g. the router's tokens)."""


def _summary(
    metrics: Sequence[Mapping[str, Any]], first: Sequence[CaseScore]
) -> dict[str, Interval]:
    out: dict[str, Interval] = {}
    for key in metrics[0]:
        values = [m[key] for m in metrics if m.get(key) is not None]
        if values and all(isinstance(v, int | float) for v in values):
            out[key] = mean_interval([float(v) for v in values])
    if len(metrics) == 1 and any(s.error is None for s in first):
        right = sum(s.tool_choice_ok for s in first)
        out["tool_choice_accuracy"] = wilson_interval(right, len(first))
        # no-tool recall is a proportion of the answered no-tool cases (as
        # metrics.aggregate counts it: no call, and not cut off by truncation)
        no_tool = [s for s in first if not s.expected and s.error is None]
        if no_tool:
            kept = sum(1 for s in no_tool if not s.chosen and s.failure != "truncated")
            out["no_tool_recall"] = wilson_interval(kept, len(no_tool))
    return out


_T = TypeVar("_T")
_R = TypeVar("_R")


def _ordered_map(
    pool: ThreadPoolExecutor, fn: Callable[[_T], _R], items: Iterable[_T], window: int
) -> Iterator[_R]:
    """``pool.map(fn, items)`` with at most ``window`` calls submitted ahead of the one
    being yielded (``Executor.map`` submits every item first: 200,000 futures at once)."""
    pending: deque[Future[_R]] = deque()
    for item in items:
        pending.append(pool.submit(fn, item))
        if len(pending) >= window:
            yield pending.popleft().result()
    while pending:
        yield pending.popleft().result()


def run_eval(
    model: Model,
    items: Sequence[EvalItem],
    *,
    deck_name: str = "",
    repeat: int = 1,
    concurrency: int = 4,
    system_prompt: str | None = DEFAULT_SYSTEM_PROMPT,
    tool_choice: ToolChoice = "auto",
    sensitive: Collection[str] = (),
    progress: bool | Console = False,
    notes: Sequence[str] = (),
    on_case: Callable[[CaseScore], None] | None = None,
) -> EvalResult:
    """Evaluate the first assistant turn of every item, ``repeat`` times.

    Args:
        model: backend + cache + limits.
        items: cases with their decks.
        repeat: independent runs (the cache is salted per run); intervals over runs.
        concurrency: requests in flight at once (threads); a backend whose ``cpu_bound``
            attribute is true (the router: it computes in this process, holding the GIL)
            runs one case at a time instead.
        sensitive: extra tool names counted as sensitive (beyond explicit
            ``destructiveHint: true``).
        progress: a console to draw a live progress bar on (or True for stderr).

    Raises:
        BackendError: repeat < 1 or concurrency < 1 (a per-case backend failure is
            recorded in that case's ``error`` instead).
    """
    if repeat < 1 or concurrency < 1:
        raise BackendError(
            f"run_eval: repeat ({repeat}) and concurrency ({concurrency}) must be at least 1"
        )
    validators = Validators()
    runs: list[tuple[CaseScore, ...]] = []
    overhead: list[float] = []
    start = time.perf_counter()
    console = progress if isinstance(progress, Console) else Console(stderr=True)
    bar = Progress(
        TextColumn("[bold]eval[/] {task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=progress is False,
    )
    # A backend that computes in this process (the router) holds the GIL: threads would
    # only add a handoff per case (200,000 cases: about a third of the run), so its cases
    # run one at a time whatever ``concurrency`` says.
    threads = 1 if getattr(model.backend, "cpu_bound", False) else concurrency
    with bar, ThreadPoolExecutor(max_workers=threads) as pool:
        for r in range(repeat):
            task = bar.add_task(f"run {r + 1}/{repeat}", total=len(items))
            salt = "" if r == 0 else f"#repeat={r}"

            def work(item: EvalItem, salt: str = salt) -> tuple[CaseScore, float]:
                return _score_one(
                    model, item, system_prompt, tool_choice, sensitive, validators, salt
                )

            scores: list[CaseScore] = []
            results: Iterator[tuple[CaseScore, float]] = (
                _ordered_map(pool, work, items, 4 * threads) if threads > 1 else map(work, items)
            )
            for score, extra in results:
                scores.append(score)
                overhead.append(extra)
                bar.advance(task)
                if on_case is not None:
                    on_case(score)
            runs.append(tuple(scores))
    # the router reads no tokens (no LLM): its token metrics are not measured (None)
    sens = sorted({n for it in items for n in sensitive_tools(it.deck, sensitive)})
    metrics = tuple(
        aggregate(run, tokens_measured=model.produces_arguments, sensitive_measured=bool(sens))
        for run in runs
    )
    return EvalResult(
        model=model.backend.identity,
        deck=deck_name,
        runs=tuple(runs),
        metrics=metrics,
        summary=_summary(metrics, runs[0]),
        produces_arguments=model.produces_arguments,
        notes=tuple(notes),
        harness_ms_per_case=sum(overhead) / len(overhead) if overhead else 0.0,
        wall_s=time.perf_counter() - start,
        sensitive=tuple(sens),
    )
