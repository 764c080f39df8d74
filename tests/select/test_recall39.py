"""One replaces a thing that is there (session 39, trial38b LOW-9).

"replace a word in my report.docx" opens with a verb and an indefinite object, which the
``hybrid`` method reads as a thing to make where the deck makes it: office-word-mcp-server
writes "Create a new Word document …", so the request was also read "create a new word"
(:func:`~tooldeck.select.clauses.making_text`) and BM25 "replace a new word"
(:func:`~tooldeck.select.clauses.mark_new_objects`); the re-ranker then put
``create_document`` first and ``search_and_replace`` 9th. "replace" is a verb whose
object exists before the act, as "edit", "change" or "rename" are, and now stands with
them in the list of such verbs (general English, no deck's words).

Expected strings are written by hand from the rules in the docstrings. The ranks were read
off by running the ``hybrid`` method on the 54 tools of office-word-mcp-server 1.1.11
(tests/data/captured39, README there) before the change (``search_and_replace`` 9th, below
create_document, copy_document, add_paragraph, create_custom_style, add_heading,
add_picture, add_table and protect_document) and after it (1st). Both tests fail on the
commit before (docs/select.md, "(thirty-ninth session, recall)").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.clauses import making_text, mark_new_objects
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

WORD = Path(__file__).resolve().parents[1] / "data/captured39/office_word.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

LOW_9 = "replace a word in my report.docx"


def makers(word: str) -> tuple[str, ...]:
    # what office-word-mcp-server's text says it makes ("Create a new Word document …")
    return ("create",) if word.lower() in {"word", "document"} else ()


def test_replace_reads_no_new_thing() -> None:
    """The object of "replace" (inflected too) is there before the act: no "new" for BM25
    and no reading with the deck's verb for making; a verb of making still gets both."""
    for request in (LOW_9, "replacing a document", "then replaced a word"):
        assert mark_new_objects(request) == request
        assert making_text(request, makers) == request
    assert mark_new_objects("write a word") == "write a new word"
    assert making_text("write a document for the team", makers) == "create a new document"


@needs_model
def test_replace_a_word_in_a_docx_ranks_search_and_replace_first() -> None:
    retriever = make_retriever("hybrid")
    retriever.index(load(str(WORD)).deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    assert inner.making_reading(LOW_9) == LOW_9
    assert retriever.search(LOW_9, 1)[0][0].name == "search_and_replace"
    # a verb of making on the same deck is still read with the deck's verb
    assert inner.making_reading("write a document for the team") == "create a new document"
