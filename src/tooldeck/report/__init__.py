"""The report: one summary of what a deck costs, where it confuses models, what to fix.

Sections live in their own modules (:mod:`.inventory`, :mod:`.cost_section`,
:mod:`.lint_section`, :mod:`.select_section`, :mod:`.eval_section`) and are composed by
:func:`build_report`; :mod:`.summary` ranks the actions, :mod:`.compare` diffs two report
JSONs, :mod:`.html` writes the self-contained HTML file.
"""

from __future__ import annotations

from tooldeck.report.compare import Comparison, compare_reports, load_report_json
from tooldeck.report.inventory import CasesSummary, Inventory, ToolRow, inventory
from tooldeck.report.model import (
    Report,
    Section,
    SkippedSection,
    build_report,
    default_sections,
)
from tooldeck.report.summary import Action, Summary, summarize

__all__ = [
    "Action",
    "CasesSummary",
    "Comparison",
    "Inventory",
    "Report",
    "Section",
    "SkippedSection",
    "Summary",
    "ToolRow",
    "build_report",
    "compare_reports",
    "default_sections",
    "inventory",
    "load_report_json",
    "summarize",
]
