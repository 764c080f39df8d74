"""Coverage of a deck by an engine: compile every tool on its own, count what is enforced.

For each tool the arguments schema is compiled twice at most: strictly (every keyword must be
enforced) and, when that refuses, relaxed. A tool is *enforced* when the strict compile
succeeds, *relaxed* when only the relaxed one does (the listed keywords are then checked
after generation), *failed* when the engine cannot compile it at all.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from tooldeck.decode.engines import (
    DEFAULT_OPTIONS,
    DecodeOptions,
    Engine,
    KeywordReport,
    KeywordStatus,
)
from tooldeck.errors import GrammarError
from tooldeck.tool import Tool

__all__ = ["Coverage", "ToolCoverage", "check_tools"]


@dataclass(frozen=True)
class ToolCoverage:
    """One tool: ``status`` (``enforced``/``relaxed``/``failed``), the keywords not enforced,
    the compile time (milliseconds) and the error of a failure."""

    tool: str
    status: str
    keywords: tuple[str, ...]
    compile_ms: float
    error: str = ""
    report: KeywordReport | None = None


@dataclass(frozen=True)
class Coverage:
    """All tools of a deck on one engine."""

    engine: str
    tools: tuple[ToolCoverage, ...]

    @property
    def enforced_fraction(self) -> float:
        """Share of tools whose every keyword is enforced by the mask (0–1); 1.0 for no tools
        (``tooldeck decode check`` refuses an empty deck before it gets here)."""
        return (
            sum(t.status == "enforced" for t in self.tools) / len(self.tools) if self.tools else 1.0
        )

    def by_keyword(self) -> Counter[str]:
        """Tools not fully enforced, counted by the keyword responsible (a tool per keyword)."""
        counts: Counter[str] = Counter()
        for t in self.tools:
            counts.update(
                set(t.keywords) or ({"<compile error>"} if t.status == "failed" else set())
            )
        return counts


def check_tools(
    tools: Iterable[Tool], engine: Engine, options: DecodeOptions = DEFAULT_OPTIONS
) -> Coverage:
    """Compile each tool's arguments schema on ``engine``; never raises for a bad tool."""
    strict, relaxed = replace(options, relax=False), replace(options, relax=True)
    rows = []
    for tool in tools:
        start = time.perf_counter()
        try:
            compiled = engine.compile_schema(tool.input_schema, tool=tool.name, options=strict)
            ms = (time.perf_counter() - start) * 1000
            rows.append(ToolCoverage(tool.name, "enforced", (), ms, report=compiled.reports[0]))
            continue
        except GrammarError as exc:
            first_error = str(exc)
        try:
            compiled = engine.compile_schema(tool.input_schema, tool=tool.name, options=relaxed)
            ms = (time.perf_counter() - start) * 1000
            report = compiled.reports[0]
            keywords = tuple(sorted({f.keyword for f in report.with_status(KeywordStatus.relaxed)}))
            rows.append(ToolCoverage(tool.name, "relaxed", keywords, ms, report=report))
        except GrammarError as exc:
            ms = (time.perf_counter() - start) * 1000
            rows.append(
                ToolCoverage(tool.name, "failed", (), ms, error=f"{first_error}; relaxed: {exc}")
            )
    return Coverage(engine.name, tuple(rows))
