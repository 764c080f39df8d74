"""The report: one summary of what a deck costs, where it confuses models, what to fix.

Sections live in their own modules (:mod:`.inventory` for now; cost, lint, selection and
eval sections are added by their stages) and are composed by :func:`build_report`.
"""

from __future__ import annotations

from tooldeck.report.inventory import CasesSummary, Inventory, ToolRow, inventory
from tooldeck.report.model import Report, build_report, default_sections

__all__ = [
    "CasesSummary",
    "Inventory",
    "Report",
    "ToolRow",
    "build_report",
    "default_sections",
    "inventory",
]
