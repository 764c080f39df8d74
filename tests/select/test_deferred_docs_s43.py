"""Session 43 (trial43 LOW): ``DeferredCatalog.declarations(fmt)`` returns an
``ExportResult`` and ``answer()`` returns ``Tool`` objects, while docs/select.md said the
meta-tool is "exported to any provider format" and ``answer`` "returns the matching tools'
full declarations": a user's ``json.dumps`` of either failed on the first try. The docs and
docstrings now say what comes back; this checks both the behaviour they describe and that
they describe it (docs/select.md's snippet itself runs in tests/test_docs_examples.py)."""

from __future__ import annotations

import json
from pathlib import Path

from tooldeck import Deck, Tool
from tooldeck.formats.base import ExportResult
from tooldeck.select import DeferredCatalog, PinPolicy, make_retriever

DOC = Path(__file__).resolve().parents[2] / "docs" / "select.md"


def _catalog() -> DeferredCatalog:
    deck = Deck(
        [
            Tool("search_kb", "Search the internal knowledge base."),
            Tool("get_realtime_report", "Google Analytics realtime report: active users now."),
            Tool("restart_service", "Restart a service in one environment."),
        ]
    )
    resident = PinPolicy(names=frozenset({"search_kb"}))
    return DeferredCatalog(deck, make_retriever("bm25"), resident=resident)


def test_what_declarations_and_answer_return_is_what_the_docs_say() -> None:
    catalog = _catalog()
    first = catalog.declarations("openai")
    assert isinstance(first, ExportResult)
    names = [d["function"]["name"] for d in json.loads(json.dumps(first.data))]
    assert names == ["search_kb", "search_tools"]
    found = catalog.answer({"query": "analytics active users", "k": 2})
    assert all(isinstance(t, Tool) for t in found)
    assert found[0].name == "get_realtime_report"
    section = DOC.read_text(encoding="utf-8").split("## Deferred loading", 1)[1]
    section = section.split("End to end:", 1)[0]
    assert "full\ndeclarations" not in section and "full declarations" not in section
    assert "returns an `ExportResult`" in section and "`.data`" in section
    assert "as `Tool`\nobjects" in section or "as `Tool` objects" in section
    assert "ExportResult" in (DeferredCatalog.declarations.__doc__ or "")
    assert "Tool` objects, not JSON" in (DeferredCatalog.answer.__doc__ or "")
