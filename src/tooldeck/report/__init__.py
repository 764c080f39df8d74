"""The report: one summary of what a deck costs, where it confuses models, what to fix.

A section is one module that owns its data, its terminal and HTML rendering, its
comparison and the actions it proposes: :mod:`.inventory`, :mod:`.cost_section`,
:mod:`.lint_section`, :mod:`.select_section`, :mod:`.eval_section`. :func:`build_report`
composes them; :mod:`.summary` ranks their actions (:func:`build_summary`),
:mod:`.compare` loads an older report's JSON and asks each section what changed,
:mod:`.html` writes the self-contained HTML page around the sections' blocks.
"""

from __future__ import annotations

from tooldeck.report.compare import Comparison, compare_reports, load_report_json
from tooldeck.report.inventory import CasesSummary, Inventory, ToolRow, inventory
from tooldeck.report.model import (
    Report,
    Section,
    SectionOptions,
    SkippedSection,
    build_report,
    default_sections,
    section_types,
)
from tooldeck.report.summary import Action, Summary, build_summary

__all__ = [
    "Action",
    "CasesSummary",
    "Comparison",
    "Inventory",
    "Report",
    "Section",
    "SectionOptions",
    "SkippedSection",
    "Summary",
    "ToolRow",
    "build_report",
    "build_summary",
    "compare_reports",
    "default_sections",
    "inventory",
    "load_report_json",
    "section_types",
]
