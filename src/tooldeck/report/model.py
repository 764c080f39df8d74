"""The report value: every section's result for one deck, JSON-serialisable and printable.

A section (:class:`Section`) is one module that owns its data, its JSON, its terminal and
HTML rendering, its comparison with an older report's JSON and the actions it proposes
for the summary: :mod:`.inventory`, :mod:`.cost_section`, :mod:`.lint_section`,
:mod:`.select_section`, :mod:`.eval_section`; :func:`section_types` lists them by name.
:func:`build_report` computes the sections that apply; a section that cannot be computed
(a missing optional dependency, input the stage refuses) is recorded as skipped with its
reason instead of stopping the report.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from tooldeck._version import __version__
from tooldeck.cases import Case, fit_cases
from tooldeck.display import shown_error
from tooldeck.errors import ToolDeckError
from tooldeck.formats.base import ConversionWarning
from tooldeck.report.inventory import Inventory, inventory
from tooldeck.tool import Deck

if TYPE_CHECKING:
    from tooldeck.report.compare import Comparison, SectionDiff
    from tooldeck.report.html import HtmlPage
    from tooldeck.report.summary import Action, ReportView, Summary

__all__ = [
    "Report",
    "Section",
    "SectionOptions",
    "SkippedSection",
    "build_report",
    "default_sections",
    "section_types",
]


class Section(Protocol):
    """What a report section provides: its data as JSON, its terminal and HTML rendering,
    the actions it proposes, and (on the class, for report JSON read from files) the
    layout ``--compare`` reads and the comparison of two such JSON objects."""

    JSON_SHAPE: ClassVar[Mapping[str, Any]]
    """JSON Schema of what :meth:`diff` reads of the section's JSON (an older report file
    is checked against it before it is compared)."""

    def to_json(self) -> dict[str, Any]:
        """The section as a JSON object."""
        ...

    def render(self, console: Console) -> None:
        """Print the section."""
        ...

    def html(self, page: HtmlPage) -> str:
        """The section's block of the HTML page, heading included."""
        ...

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        """The block of a report that lacks the section (``reason`` None) or could not
        compute it (``reason`` says why)."""
        ...

    def actions(self, view: ReportView) -> list[Action]:
        """The summary actions this section proposes (unranked)."""
        ...

    @staticmethod
    def diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> SectionDiff:
        """What changed between two JSON objects of this section (``{}``: the report lacks
        it or could not compute it)."""
        ...


@dataclass(frozen=True, slots=True)
class SkippedSection:
    """A section that could not be computed, and why."""

    reason: str

    def to_json(self) -> dict[str, Any]:
        """``{"skipped": reason}``."""
        return {"skipped": self.reason}

    def render(self, console: Console) -> None:
        """A visible block saying the section could not be computed, and why."""
        console.print(
            Panel(
                Text(shown_error(self.reason)),
                title="could not compute",
                title_align="left",
                border_style="yellow",
            )
        )


@dataclass(frozen=True, slots=True)
class Report:
    """The report of one deck.

    Attributes:
        source: where the deck was loaded from.
        format: the format it was read as.
        load_warnings: what the load could not carry.
        inventory: the inventory section (``"inventory"`` in :func:`section_types`).
        sections: the other sections by name (``cost``, ``lint``, ``select``, ``eval``), in
            order; one that could not be computed is a :class:`SkippedSection`.
        timings: seconds per stage (``load`` when the caller measured it, ``inventory``,
            each section, ``summary``), wall-clock, in the order they ran.
        summary: the headline and ranked actions, or None when not computed.
        compare: the difference to an earlier report, or None.
        cases_file: the identity of the cases file the report measured — ``path`` (as
            given), ``sha256`` (hex, of the file's bytes) and ``cases`` (how many it
            holds) — or None (no cases, or cases not read from a file); ``--compare``
            compares selection and eval figures only between the same cases.
    """

    source: str
    format: str
    load_warnings: tuple[ConversionWarning, ...]
    inventory: Inventory
    sections: dict[str, Section | SkippedSection] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)
    summary: Summary | None = None
    compare: Comparison | None = None
    cases_file: Mapping[str, Any] | None = None

    @property
    def failed(self) -> dict[str, str]:
        """Section name → why it could not be computed."""
        return {
            name: section.reason
            for name, section in self.sections.items()
            if isinstance(section, SkippedSection)
        }

    def to_json(self) -> dict[str, Any]:
        """The report as a JSON object (``schema`` names the layout version).

        Keys: ``schema``, ``tooldeck_version``, ``source``, ``format``, ``load_warnings``,
        ``cases_file`` (``{path, sha256, cases}`` or null), ``summary`` (when computed),
        ``inventory``, one key per section (a section that could not be computed is
        ``{"skipped": why}``), ``compare`` (with ``--compare``), ``timings_s`` (seconds
        per stage).
        """
        data: dict[str, Any] = {
            "schema": "tooldeck.report/v1",
            "tooldeck_version": __version__,
            "source": self.source,
            "format": self.format,
            "load_warnings": [
                {"field": w.field, "message": w.message, "tools": list(w.tools)}
                for w in self.load_warnings
            ],
            "cases_file": dict(self.cases_file) if self.cases_file is not None else None,
        }
        if self.summary is not None:
            data["summary"] = self.summary.to_json()
        data["inventory"] = self.inventory.to_json()
        data.update({name: section.to_json() for name, section in self.sections.items()})
        if self.compare is not None:
            data["compare"] = self.compare.to_json()
        data["timings_s"] = {name: round(value, 3) for name, value in self.timings.items()}
        return data

    def render(self, console: Console) -> None:
        """Print the summary first, then every section in order (each section prints its
        own heading), then the comparison and the stage timings."""
        if self.summary is not None:
            self.summary.render(console)
        if self.compare is not None:
            self.compare.render(console)
        console.rule("[bold]inventory[/]")
        self.inventory.render(console)
        for name, section in self.sections.items():
            if isinstance(section, SkippedSection):
                console.rule(f"[bold]{name}[/]")
            section.render(console)
        if self.timings:
            console.print(
                Text(
                    "stage timings: "
                    + ", ".join(f"{name} {value:.2f} s" for name, value in self.timings.items()),
                    style="dim",
                ),
                soft_wrap=True,
            )


def section_types() -> dict[str, type[Section]]:
    """The sections a report knows by name, in page order: what the HTML page shows (a
    block even when a report lacks one) and what ``--compare`` checks and compares."""
    from tooldeck.report.cost_section import CostSection
    from tooldeck.report.eval_section import EvalSection
    from tooldeck.report.lint_section import LintSection
    from tooldeck.report.select_section import SelectSection

    return {
        "inventory": Inventory,
        "cost": CostSection,
        "lint": LintSection,
        "select": SelectSection,
        "eval": EvalSection,
    }


SectionBuilder = Callable[[Deck, Sequence[Case] | None], Section]
StageHook = Callable[[str, str], None]
"""Called with ``(stage, "start")`` and ``(stage, "done"|"failed")`` around each stage."""


def _reason(exc: BaseException) -> str:
    if isinstance(exc, ToolDeckError):
        return str(exc)
    if isinstance(exc, ImportError):
        return f"missing dependency: {exc}"
    return f"internal error in the stage ({type(exc).__name__}: {exc}); please report it"


def build_report(
    deck: Deck,
    *,
    source: str,
    format: str,
    load_warnings: Sequence[ConversionWarning] = (),
    cases: Sequence[Case] | None = None,
    sections: Sequence[tuple[str, SectionBuilder]] = (),
    timings: dict[str, float] | None = None,
    summarize: bool = True,
    on_stage: StageHook | None = None,
) -> Report:
    """Compute the inventory, every requested section and the summary for ``deck``.

    Cases whose expected arguments do not fit their tool's input schema are left out of
    every stage and listed in the inventory (:func:`tooldeck.cases.fit_cases`).

    Each stage fails on its own: a builder that raises (a
    :class:`~tooldeck.errors.ToolDeckError`, a missing optional dependency, or any other
    exception — a stage's bug must not hide the other sections) yields a
    :class:`SkippedSection` with the reason; the others still run.

    Args:
        sections: ``(name, builder)`` pairs, computed in order.
        timings: stage timings measured by the caller (e.g. ``load``), kept first.
        summarize: compute the headline and the ranked actions
            (:func:`tooldeck.report.summary.build_summary`).
        on_stage: progress hook, see :data:`StageHook`.
    """
    spent: dict[str, float] = dict(timings or {})
    start = time.perf_counter()
    skipped: tuple[str, ...] = ()
    if cases is not None:
        fit = fit_cases(cases, deck)
        cases, skipped = fit.usable, tuple(why for _, why in fit.skipped)
    inv = inventory(deck, cases, skipped=skipped)
    spent["inventory"] = time.perf_counter() - start
    built: dict[str, Section | SkippedSection] = {}
    for name, builder in sections:
        if on_stage is not None:
            on_stage(name, "start")
        start = time.perf_counter()
        try:
            built[name] = builder(deck, cases)
            state = "done"
        except Exception as exc:
            built[name] = SkippedSection(_reason(exc))
            state = "failed"
        spent[name] = time.perf_counter() - start
        if on_stage is not None:
            on_stage(name, state)
    report = Report(
        source=source,
        format=format,
        load_warnings=tuple(load_warnings),
        inventory=inv,
        sections=built,
        timings=spent,
    )
    if not summarize:
        return report
    from tooldeck.report.summary import build_summary

    start = time.perf_counter()
    ranked = build_summary(report, deck)
    spent["summary"] = time.perf_counter() - start
    return replace(report, summary=ranked)


@dataclass(frozen=True, slots=True)
class SectionOptions:
    """What the sections of ``tooldeck report`` are computed with (checked by the caller;
    a value a stage refuses makes that section "could not compute").

    Attributes:
        tokenizer, provider, k: options of the cost section (tokenizer name, wire format,
            tools per request for top-k figures).
        methods, ks: selection strategies and cut-offs of the ``select`` section.
        select_cases: cases with expected tools the ``select`` section measures at most
            (a systematic sample above it, stated; None: all), see
            :data:`~tooldeck.report.select_section.SELECT_CASES`.
        model: the eval backend (``router``: offline baseline); None: no eval section.
        window: the cost section's context window in tokens (None: 131,072, the
            default of :func:`~tooldeck.report.cost_section.build_cost_section`).
        base_url, api_key_env, repeat: the eval backend's server URL, the variable holding
            its key (None: the provider's default), independent runs (as ``tooldeck
            eval``'s options of the same names).
    """

    tokenizer: str = "o200k_base"
    provider: str = "openai"
    k: int = 8
    methods: tuple[str, ...] = ("bm25", "hybrid", "two-level")
    ks: tuple[int, ...] = (1, 3, 5, 8, 10)
    model: str | None = "router"
    select_cases: int | None = 2_000
    window: int | None = None
    base_url: str | None = None
    api_key_env: str | None = None
    repeat: int = 1


def default_sections(
    deck_source: str | None = None,
    options: SectionOptions | None = None,
    *,
    cases: bool = False,
    field_names: str | None = None,
) -> list[tuple[str, SectionBuilder]]:
    """The sections ``tooldeck report`` computes: cost and lint for every deck; with
    ``cases``, the selection benchmark and (with ``options.model``) the eval.

    Args:
        deck_source: where the deck came from, to find its lint configuration
            (``tooldeck-lint.toml`` beside it, or ``[tool.tooldeck.lint]`` upwards).
        options: what the sections are computed with (default: :class:`SectionOptions`).
        cases: whether cases will be given (adds ``select`` and ``eval``).
        field_names: the format the deck was read from (``LoadResult.format``): lint
            messages name fields as ``tooldeck lint`` does for it.

    Raises:
        ToolDeckError: ``deck_source`` is not a string (a :class:`Deck` given where its
            source goes, trial41 #11); the deck itself goes to :func:`build_report`.
    """
    if deck_source is not None and not isinstance(deck_source, str):
        raise ToolDeckError(
            f"default_sections: deck_source is where the deck was read from (a path or spec "
            f"string, or None), not a {type(deck_source).__name__}; pass the deck itself to "
            "build_report(deck, …, sections=default_sections(SOURCE, options, cases=True))"
        )
    from tooldeck.lint.config import find_config, load_config
    from tooldeck.report.cost_section import build_cost_section
    from tooldeck.report.lint_section import build_lint_section

    opts = options or SectionOptions()

    def cost(deck: Deck, cases: Sequence[Case] | None) -> Section:
        return build_cost_section(
            deck, tokenizer=opts.tokenizer, format=opts.provider, window=opts.window, k=opts.k
        )

    def lint(deck: Deck, cases: Sequence[Case] | None) -> Section:
        path = find_config(deck_source)
        return build_lint_section(
            deck, config=load_config(path) if path else None, field_names=field_names
        )

    def select(deck: Deck, cases: Sequence[Case] | None) -> Section:
        from tooldeck.report.select_section import build_select_section

        if not cases:
            raise ToolDeckError("no cases: give --cases FILE to measure selection")
        return build_select_section(
            deck,
            cases,
            methods=opts.methods,
            ks=opts.ks,
            tokenizer=opts.tokenizer,
            max_cases=opts.select_cases,
        )

    def evaluate(deck: Deck, cases: Sequence[Case] | None) -> Section:
        try:
            from tooldeck.report.eval_section import build_eval_section
        except ImportError as exc:
            raise ToolDeckError(f"the eval stage is not available in this build ({exc})") from None
        if not cases:
            raise ToolDeckError("no cases: give --cases FILE to evaluate a model")
        section: Section = build_eval_section(
            deck,
            cases,
            model=opts.model or "router",
            base_url=opts.base_url,
            api_key_env=opts.api_key_env,
            repeat=opts.repeat,
        )
        return section

    chosen: list[tuple[str, SectionBuilder]] = [("cost", cost), ("lint", lint)]
    if cases:
        chosen.append(("select", select))
        if opts.model is not None:
            chosen.append(("eval", evaluate))
    return chosen
