"""The ``select`` section of ``tooldeck report``: recall of prefiltering strategies on the
deck's cases, and the tokens each one sends per request.

Methods that cannot run are listed with the reason instead of failing the report: ``dense``
and ``hybrid`` without the ``dense`` extra, ``two-level`` on a deck without groups. The
section writes its HTML block (recall@k per strategy, plotted and tabled), compares two
select JSON objects (recall@k, top-1 and MRR per method; lower is worse) and, when no eval
measured misrouting, proposes the confusable pairs its top-1 mixes up
(:func:`~tooldeck.report.lint_section.confusable_pair_actions`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.cases import Case
from tooldeck.display import shown_error, visible
from tooldeck.errors import ToolDeckError
from tooldeck.report._routing import pair_owner
from tooldeck.report._svg import PALETTE, bar_chart, line_chart
from tooldeck.report.compare import NUMBER_OR_NULL, Change, SectionDiff, compared
from tooldeck.report.html import HtmlPage, NotMeasured, esc, heading, missing_block, plural, table
from tooldeck.report.lint_section import confusable_pair_actions
from tooldeck.report.summary import Action, ReportView, headline_k, recall_interval
from tooldeck.select.base import SelectError
from tooldeck.select.crosslingual import chinese_text
from tooldeck.select.evaluate import MethodEvaluation, check_cases, evaluate_retriever
from tooldeck.select.methods import METHODS, CrossLingual, make_retriever
from tooldeck.tokenizers import CJK_RUN
from tooldeck.tool import Deck, Tool

__all__ = [
    "SELECT_CASES",
    "SelectSection",
    "build_select_section",
    "check_ks",
    "check_methods",
    "default_token_counter",
]


SELECT_CASES = 2_000
"""Cases with expected tools the select section measures at most (``--select-cases``):
above it every method runs on the same systematic sample (evenly spaced in file order),
so a large cases file costs what 2,000 cases do. Dense methods embed every request with
MiniLM (about 5 ms of one CPU each in numpy), which on 100,000 cases is minutes where the
eval takes seconds. One standard error of a recall measured on 2,000 cases is at most
√(0.25 / 2,000) ≈ 0.011 (binomial, p = 0.5)."""


def sample_cases(cases: Sequence[Case], limit: int | None) -> tuple[list[Case], int]:
    """The cases the select section measures, and how many cases with expected tools there
    were: every case when those number ``limit`` or fewer (``None``: no limit), else a
    systematic sample of ``limit`` of them (positions ``⌊i·n/limit⌋``, i < limit, in file
    order) plus every no-tool case (excluded from the metrics, only counted).

    Raises:
        SelectError: ``limit`` is not a whole number ≥ 1 (bools refused).
    """
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise SelectError(f"the select section's case limit must be ≥ 1 or None, got {limit!r}")
    scored = [i for i, case in enumerate(cases) if case.expected_tools]
    if limit is None or len(scored) <= limit:
        return list(cases), len(scored)
    kept = {scored[i * len(scored) // limit] for i in range(limit)}
    chosen = [c for i, c in enumerate(cases) if i in kept or not c.expected_tools]
    return chosen, len(scored)


def check_methods(methods: Sequence[str]) -> tuple[str, ...]:
    """``methods`` with surrounding blanks stripped and repeats dropped (first kept, order
    kept).

    Raises:
        SelectError: no method, a name that is not a string, or an unknown name (the known
            ones are listed).
    """
    known = ", ".join(METHODS)
    if isinstance(methods, str):
        raise SelectError(
            f"methods must be a sequence of names ({known}), got the string {methods!r}"
        )
    names: list[str] = []
    for method in methods:
        if not isinstance(method, str):
            raise SelectError(f"method names are strings ({known}), got {method!r}")
        name = method.strip()
        if name not in METHODS:
            raise SelectError(f"unknown selection method {method!r}; known: {known}")
        if name not in names:
            names.append(name)
    if not names:
        raise SelectError(f"no selection method given; known: {known}")
    return tuple(names)


def check_ks(ks: Sequence[int]) -> tuple[int, ...]:
    """The cut-offs ``ks`` in ascending order, repeats dropped.

    Raises:
        SelectError: no cut-off, or one that is not a whole number ≥ 1 (``bool`` and
            ``float`` are refused, not converted).
    """
    cut: list[int] = []
    for k in ks:
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise SelectError(f"cut-off k must be a whole number ≥ 1, got {k!r}")
        cut.append(k)
    if not cut:
        raise SelectError("no cut-off k given: recall@k needs at least one k ≥ 1")
    return tuple(sorted(set(cut)))


def default_token_counter(tokenizer: str = "o200k_base") -> Callable[[Tool], int] | None:
    """Tokens of one tool in OpenAI's wire format with :mod:`tooldeck.cost` (None when the
    cost stage or the tokenizer is unavailable)."""
    try:
        from tooldeck.cost import get_tokenizer, tool_tokens

        counter = get_tokenizer(tokenizer)
    except (ImportError, ToolDeckError):
        return None

    def count(tool: Tool) -> int:
        return tool_tokens(tool, counter, format="openai")

    return count


def fallback_note(method: Mapping[str, Any]) -> str | None:
    """What a method's ``fallbacks`` column means and why they happened, from its JSON
    (:meth:`~tooldeck.select.evaluate.MethodEvaluation.to_json`), or None when it fell
    back on no case (trial45 #16: ``fallbacks 19/20`` was printed with no reason)::

        two-level fell back on 19 of 20 cases: it ranked the whole deck (flat BM25)
        instead of the tools of the best group, because 19: no word of the request is in
        any group's name or description (every group scored 0). 4 of 4 groups have no
        description: …
    """
    count = method.get("fallbacks")
    cases = method.get("cases")
    if not count:
        return None
    from tooldeck.select.two_level import FALLBACK_REASONS

    reasons = method.get("fallback_reasons") or {}
    why = "; ".join(
        f"{n}: {FALLBACK_REASONS.get(str(key), str(key))}" for key, n in reasons.items() if n
    )
    text = (
        f"{method.get('method')} fell back on {count} of {cases} cases: it ranked the whole "
        "deck (flat BM25) instead of the tools of the best group"
        + (f", because {why}" if why else ", because the group level had no signal")
        + "."
    )
    undescribed, groups = method.get("groups_undescribed"), method.get("groups")
    if isinstance(undescribed, int) and undescribed and isinstance(groups, int):
        text += (
            f" {undescribed} of {groups} groups have no description, so only their names can "
            "match a request: describe each group (the deck's `groups:` descriptions) in the "
            "words its requests use."
        )
    elif reasons.get("no_signal"):
        text += (
            " The group descriptions share no word with those requests: add the words users "
            "write for each group's tasks."
        )
    return text + ' (docs/select.md, "Two-level fallback")'


@dataclass(frozen=True, slots=True)
class SelectSection:
    """Per-method selection metrics on one deck.

    Attributes:
        tools: tools in the deck.
        ks: the cut-offs measured.
        evaluations: one per method that ran.
        skipped: method → why it did not run.
        tokenizer: tokenizer of the token figures (None when not counted).
        miss_k: cut-off of the listed misses and the tokens column (the headline's:
            :func:`tooldeck.report.summary.headline_k`).
        sampled_from: cases with expected tools in the file when the methods ran on a
            sample of them (:data:`SELECT_CASES`); None when every case was measured.
        crosslingual: the cross-lingual stage every method ran with
            (:data:`~tooldeck.select.methods.CrossLingual`); the table labels a method
            run with the default ``"auto"`` ``…+xling(auto)`` (:meth:`label`).
    """

    tools: int
    ks: tuple[int, ...]
    evaluations: tuple[MethodEvaluation, ...]
    skipped: tuple[tuple[str, str], ...]
    tokenizer: str | None
    miss_k: int
    sampled_from: int | None = None
    crosslingual: CrossLingual = "auto"
    holds_chinese: bool = True
    """Whether a request or a tool of the run holds Chinese (CJK ideographs): the
    ``"auto"`` cross-lingual stage turns on only then, so ``+xling(auto)`` and its note are
    said only then (review: an English-only run was labelled as expanded)."""

    def label(self, ev: MethodEvaluation) -> str:
        """The method as the table and the misses name it: what ran. With the default
        cross-lingual stage (``"auto"``: on where a request or the deck holds Chinese) the
        retriever keeps the method's own name, so the table adds ``+xling(auto)``
        (trial46 #4: a run labelled ``hybrid`` had expanded Chinese requests, and
        ``--no-crosslingual`` was the real run without the stage). ``--crosslingual``
        names it ``…+xling`` itself; ``--no-crosslingual`` leaves the bare name. The JSON
        keeps ``method`` as the method's name and says the stage in ``crosslingual``."""
        if self.crosslingual == "auto" and self.holds_chinese and not ev.method.endswith("+xling"):
            return f"{ev.method}+xling(auto)"
        return ev.method

    def sample_note(self) -> str | None:
        """One line saying the figures come from a sample, how large and why (None when
        every case was measured)."""
        if self.sampled_from is None or not self.evaluations:
            return None
        measured = self.evaluations[0].cases
        return (
            f"measured on a systematic sample of {measured:,} of {self.sampled_from:,} cases "
            f"with expected tools (evenly spaced in file order; above {measured:,} the "
            "select section samples, since dense methods embed every request: "
            "--select-cases N sets the limit, 0 measures all)"
        )

    def to_json(self) -> dict[str, Any]:
        """The section as a JSON object."""
        return {
            "tools": self.tools,
            "ks": list(self.ks),
            "tokenizer": self.tokenizer,
            "methods": [self._method_json(e) for e in self.evaluations],
            "skipped": {name: why for name, why in self.skipped},
            "crosslingual": self.crosslingual,
            "sample": None
            if self.sampled_from is None
            else {
                "measured": self.evaluations[0].cases if self.evaluations else 0,
                "of": self.sampled_from,
                "rule": "systematic: case ⌊i·of/measured⌋ of those with expected tools, "
                "in file order",
            },
        }

    def _method_json(self, ev: MethodEvaluation) -> dict[str, Any]:
        """One method's JSON, with ``recall_all_interval``: k → ``[low, high]``, the Wilson
        score 95 % interval of recall_all@k over the method's cases (``interval`` names
        it)."""
        out = ev.to_json(miss_k=self.miss_k)
        out["recall_all_interval"] = {
            str(k): list(recall_interval(ev.recall_all[k], ev.cases)[1:]) for k in self.ks
        }
        out["interval"] = "Wilson score, 95 %"
        return out

    def _recall_cell(self, ev: MethodEvaluation, k: int) -> str:
        """``0.857`` and, below it, its Wilson 95 % interval ``0.49–0.97``."""
        _, low, high = recall_interval(ev.recall_all[k], ev.cases)
        shown = f"\n{low:.2f}–{high:.2f}" if low is not None and high is not None else ""
        return f"{ev.recall_all[k]:.3f}{shown}"

    def render(self, console: Console) -> None:
        """Print the comparison table, skipped methods and misses on ``console``."""
        table = Table(title=f"select: {plural(self.tools, 'tool')}", title_justify="left")
        table.add_column("method", style="bold")
        for k in self.ks:
            table.add_column(f"R@{k}", justify="right")
        table.add_column("top-1", justify="right")
        table.add_column("MRR", justify="right")
        table.add_column(f"tokens@{self.miss_k}", justify="right")
        table.add_column("fallbacks", justify="right")
        for ev in self.evaluations:
            tokens = ev.tokens_per_request or {}
            table.add_row(
                self.label(ev),
                *(self._recall_cell(ev, k) for k in self.ks),
                f"{ev.top1:.3f}",
                f"{ev.mrr:.3f}",
                f"{tokens[self.miss_k]:.0f}/{ev.full_tokens}" if self.miss_k in tokens else "-",
                "-" if ev.fallbacks is None else f"{ev.fallbacks}/{ev.cases}",
            )
        console.print(table)
        if self.evaluations:
            ev0 = self.evaluations[0]
            console.print(
                Text(
                    f"{plural(ev0.cases, 'case')} with expected tools; "
                    f"{plural(ev0.no_tool_cases, 'no-tool case')} excluded. "
                    "R@k = all expected tools in the top k; below it, its 95 % Wilson "
                    f"score interval over the {plural(ev0.cases, 'case')}."
                )
            )
        if self.evaluations and self.crosslingual == "auto" and self.holds_chinese:
            console.print(
                Text(
                    "+xling(auto): the cross-lingual stage (CC-CEDICT) was on, as by "
                    "default: it expands a request or a tool that holds Chinese. To "
                    "measure without it, tooldeck select and bench select take "
                    "--no-crosslingual."
                )
            )
        note = self.sample_note()
        if note is not None:
            console.print(Text(f"select: {note}", style="yellow"))
        for ev in self.evaluations:
            said = fallback_note(ev.to_json(miss_k=self.miss_k))
            if said is not None:
                console.print(Text(said), soft_wrap=True)
        for name, why in self.skipped:
            console.print(Text(f"{name}: skipped ({shown_error(why)})", style="yellow"))
        for ev in self.evaluations:
            misses = ev.misses(self.miss_k)
            if len(misses) > 10:
                console.print(
                    Text(f"  {self.label(ev)}: {len(misses)} misses at {self.miss_k}, first 10:")
                )
            for miss in misses[:10]:
                ranks = ", ".join(
                    f"{n}@{r if r is not None else '-'}"
                    for n, r in zip(miss.expected, miss.ranks, strict=True)
                )
                console.print(
                    Text(
                        visible(f"  {self.label(ev)} miss {miss.case_id}: {ranks} — {miss.query}")
                    ),
                    soft_wrap=True,
                )

    # --- HTML ------------------------------------------------------------------------------
    def html(self, page: HtmlPage) -> str:
        """Recall@k per strategy (chart and table, with top-1, MRR, tokens per request,
        fallbacks and misses), the methods that could not run, then each method's missed
        requests with the rank of every expected tool (at most :data:`MAX_MISSES_SHOWN`
        per method, the rest counted)."""
        select = self.to_json()
        parts = [_HEADING]
        note = self.sample_note()
        if note is not None:
            parts.append(f"<p><em>Figures {esc(note)}.</em></p>")
        methods = select["methods"]
        ks = select["ks"]
        if methods:
            first = methods[0]
            parts.append(
                f"<p>{plural(first['cases'], 'case')} with expected tools; "
                f"{plural(first['no_tool_cases'], 'no-tool case')} excluded. R@k = every "
                f"expected tool among the first k, with its 95 % Wilson score interval over "
                f"the {plural(first['cases'], 'case')} in brackets; a miss is a request whose "
                f"expected tools are not all in the first {self.miss_k}.</p>"
            )
            parts.append(page.plot(_recall_figure(select), "plot-recall", "Recall@k per strategy"))
        no_tokens = NotMeasured("no tokenizer for the token figures")
        rows = []
        for m in methods:
            tokens = m.get("tokens_per_request") or {}
            key = str(self.miss_k)
            rows.append(
                (
                    m["method"],
                    *(_recall_html(m, k) for k in ks),
                    m["top1"],
                    m["mrr"],
                    round(tokens[key]) if key in tokens else no_tokens,
                    m["full_tokens"] if m.get("full_tokens") is not None else no_tokens,
                    f"{m['fallbacks']}/{m['cases']}"
                    if m.get("fallbacks") is not None
                    else NotMeasured("the method has no fallback"),
                    len(m["misses"]),
                )
            )
        parts.append(
            table(
                [
                    "method",
                    *(f"R@{k}" for k in ks),
                    "top-1",
                    "MRR",
                    f"tokens/request @{self.miss_k}",
                    "all tools",
                    "fallbacks",
                    "misses",
                ],
                rows,
            )
        )
        for m in methods:
            said = fallback_note(m)
            if said is not None:
                parts.append(f"<p>{esc(said)}</p>")
        for name, why in select.get("skipped", {}).items():
            parts.append(
                f'<div class="skipped"><strong>{esc(name)}: could not run</strong> {esc(why)}</div>'
            )
        if any(m["misses"] for m in methods):
            parts.append(heading(3, "select-misses", "Missed requests"))
            parts.append(
                f"<p>Requests whose expected tool is not in a method's first {self.miss_k}; "
                "the number after each expected tool is its rank (— : not ranked at all), "
                "then the method's first three choices.</p>"
            )
        for m in methods:
            misses = m["misses"]
            if not misses:
                continue
            parts.append(
                f"<h4>{esc(m['method'])}: {plural(len(misses), 'miss', 'misses')} at "
                f"{self.miss_k}</h4>"
            )
            parts.append(
                table(
                    ["case", "request", "expected (rank)", "ranked first"],
                    [
                        (
                            miss["case_id"],
                            miss["query"],
                            ", ".join(
                                f"{name} ({rank if rank is not None else '—'})"
                                for name, rank in zip(miss["expected"], miss["ranks"], strict=False)
                            ),
                            ", ".join(miss.get("top", [])[:3]),
                        )
                        for miss in misses[:MAX_MISSES_SHOWN]
                    ],
                    cls="misses",
                )
            )
            if len(misses) > MAX_MISSES_SHOWN:
                parts.append(
                    f"<p>… {len(misses) - MAX_MISSES_SHOWN:,} more (the JSON report: "
                    "<code>select.methods[].misses</code>).</p>"
                )
        return "\n".join(parts)

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        """The heading and why the section could not be computed, or that no cases were
        given."""
        return missing_block(
            _HEADING, "select", reason, "<p>No cases given: selection was not measured.</p>"
        )

    # --- comparison and actions --------------------------------------------------------
    JSON_SHAPE: ClassVar[Mapping[str, Any]] = {
        "type": "object",
        "required": ["methods"],
        "properties": {
            "methods": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["method", "recall_all", "top1", "mrr"],
                    "properties": {
                        "method": {"type": "string"},
                        "recall_all": {"type": "object", "additionalProperties": NUMBER_OR_NULL},
                        "top1": NUMBER_OR_NULL,
                        "mrr": NUMBER_OR_NULL,
                    },
                },
            },
        },
    }

    @staticmethod
    def diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> SectionDiff:
        """Recall@k, top-1 and MRR per method (lower is worse); the new report's methods
        first, then those only the old one has. A figure the old report measured and the
        new run did not (a method or k dropped, or skipped because it could not run) is a
        regression too, noted with why, as a whole section the new run lacks is
        (session 23's breaker: "old → —" read "no regression")."""
        old_sel = {m["method"]: m for m in old.get("methods", [])}
        new_sel = {m["method"]: m for m in new.get("methods", [])}
        raw_skipped = new.get("skipped")
        skipped: Mapping[str, Any] = raw_skipped if isinstance(raw_skipped, Mapping) else {}
        changes: list[Change] = []
        for method in [*new_sel, *(m for m in old_sel if m not in new_sel)]:
            a, b = old_sel.get(method, {}), new_sel.get(method, {})
            ks = sorted({*a.get("recall_all", {}), *b.get("recall_all", {})}, key=int)
            figures = [
                (
                    f"{method} recall@{k}",
                    a.get("recall_all", {}).get(k),
                    b.get("recall_all", {}).get(k),
                )
                for k in ks
            ]
            figures += [(f"{method} top-1", a.get("top1"), b.get("top1"))]
            figures += [(f"{method} MRR", a.get("mrr"), b.get("mrr"))]
            for what, x, y in figures:
                for change in compared(what, x, y, higher_is_worse=False):
                    if change.old is not None and change.new is None and "methods" in new:
                        # (a whole section gone is one regression of its own, compare.py)
                        why = skipped.get(method)
                        note = (
                            f"not measured in the new run ({method} could not run: {why})"
                            if why
                            else "not measured in the new run (give the same --methods and --ks)"
                        )
                        change = Change(change.what, change.old, None, True, note)
                    changes.append(change)
        return SectionDiff(tuple(changes))

    def actions(self, view: ReportView) -> list[Action]:
        """The confusable pairs, when this section's top-1 is what measured misrouting (no
        eval ran)."""
        if pair_owner(view.report, view.json("eval")) != "select":
            return []
        return confusable_pair_actions(view)


_HEADING = '<h2 id="select">Selection</h2>'
MAX_MISSES_SHOWN = 100
"""Missed requests listed per method in the HTML page (the rest counted)."""


def _recall_html(method: Mapping[str, Any], k: int) -> str:
    """``0.857 (0.49–0.97)``: recall_all@k and its Wilson 95 % interval, from the JSON."""
    recall = method["recall_all"][str(k)]
    low, high = method.get("recall_all_interval", {}).get(str(k), (None, None))
    return f"{recall:.3f}" + (f" ({low:.2f}–{high:.2f})" if low is not None else "")


def _recall_figure(select: Mapping[str, Any]) -> str:
    """Recall@k against k, one line per method (bars when one k was measured)."""
    ks = [int(k) for k in select["ks"]]
    series = [
        (m["method"], PALETTE[i % len(PALETTE)], [m["recall_all"][str(k)] for k in ks])
        for i, m in enumerate(select["methods"])
    ]
    if len(ks) < 2:
        return bar_chart(
            [m["method"] for m in select["methods"]],
            [(f"recall@{ks[0]}", PALETTE[0], [values[0] for _, _, values in series])],
            label="recall per strategy",
            unit=f"recall@{ks[0]}",
            fmt=lambda v: f"{v:.3f}",
        )
    return line_chart(
        ks,
        series,
        label="recall@k per strategy",
        x_title="k (tools sent)",
        y_title="recall@k",
        y_max=1.0,
    )


def build_select_section(
    deck: Deck,
    cases: Sequence[Case],
    *,
    methods: Sequence[str] = ("bm25", "hybrid", "two-level"),
    ks: Sequence[int] = (1, 3, 5, 8),
    token_counter: Callable[[Tool], int] | None = None,
    tokenizer: str = "o200k_base",
    cache_dir: Path | None = None,
    crosslingual: CrossLingual = "auto",
    max_cases: int | None = SELECT_CASES,
    on_method: Callable[[str, str], None] | None = None,
) -> SelectSection:
    """Evaluate each method of ``methods`` on ``deck`` and ``cases``.

    Args:
        token_counter: tokens of one tool; default: :mod:`tooldeck.cost` with ``tokenizer``.
        cache_dir: dense embedding cache (default: the user cache).
        crosslingual: the cross-lingual stage of every method (``"auto"``: on where Chinese
            text is met, under the method's own name; ``True``: named ``…+xling``).
        max_cases: above this many cases with expected tools every method runs on the
            same systematic sample of this many (:func:`sample_cases`, stated in the
            section); None measures every case.
        on_method: called with ``(method, "start")`` before each method is indexed and
            evaluated and ``(method, "done")`` after (a progress bar; the first dense
            index of a deck computes its embeddings then).

    ``methods`` and ``ks`` are checked before anything runs; repeats are dropped
    (:func:`check_methods`, :func:`check_ks`).

    Raises:
        SelectError: no or unknown method, no k or a k that is not a whole number ≥ 1,
            cases naming tools the deck lacks, a ``max_cases`` below 1.
    """
    methods = check_methods(methods)
    ks_t = check_ks(ks)
    check_cases(cases, deck, None)
    measured, scored = sample_cases(cases, max_cases)
    counter = token_counter or default_token_counter(tokenizer)
    evaluations: list[MethodEvaluation] = []
    skipped: list[tuple[str, str]] = []
    for method in methods:
        if on_method is not None:
            on_method(method, "start")
        retriever = make_retriever(method, cache_dir=cache_dir, crosslingual=crosslingual)
        try:
            evaluations.append(
                evaluate_retriever(retriever, deck, measured, ks=ks_t, token_counter=counter)
            )
        except ToolDeckError as exc:
            skipped.append((method, str(exc)))
        if on_method is not None:
            on_method(method, "done")
    return SelectSection(
        tools=len(deck),
        ks=ks_t,
        evaluations=tuple(evaluations),
        skipped=tuple(skipped),
        tokenizer=(tokenizer if token_counter is None else "custom") if counter else None,
        miss_k=headline_k(ks_t, len(deck)),  # as the headline: 8 of an 8-tool deck sends all
        sampled_from=scored if len(measured) < len(cases) else None,
        crosslingual=crosslingual,
        holds_chinese=any(CJK_RUN.search(case.query) for case in measured)
        or any(chinese_text(tool) for tool in deck),
    )
