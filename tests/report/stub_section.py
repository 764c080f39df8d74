"""A section of a kind the report has never heard of, for the tests that check the
summary, the page and the comparison take in every section: it does nothing until a test
subclass overrides one part."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from rich.console import Console

from tooldeck.report.compare import SectionDiff
from tooldeck.report.html import HtmlPage
from tooldeck.report.summary import Action, ReportView


class StubSection:
    """Every part of the ``Section`` protocol, empty."""

    JSON_SHAPE: ClassVar[Mapping[str, Any]] = {"type": "object"}

    def to_json(self) -> dict[str, Any]:
        return {}

    def render(self, console: Console) -> None:
        console.print(type(self).__name__)

    def html(self, page: HtmlPage) -> str:
        return ""

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        return ""

    def actions(self, view: ReportView) -> list[Action]:
        return []

    @staticmethod
    def diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> SectionDiff:
        return SectionDiff()
