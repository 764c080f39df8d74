"""A file name of several dotted parts (fortieth session): ``.travis.yml``,
``index.test.ts``, ``jquery.min.js`` are file names by their last part
(``tooldeck.select.addresses.file_names``), so the ``hybrid`` method reads the request as
naming a file (``HybridRetriever.names_a_file``).

Expected names are written by hand from the rule in the docstring. The retrieval test uses
the GitHub MCP server's deck of benchmarks/data/select_blind4 (see its README) and one dev
request (bl4-gh-036); the ranks were read off by running the method before and after the
change (docs/select.md, "A file's path is no task").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select.addresses import file_names, mask_urls
from tooldeck.select.base import innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
GITHUB = DATA / "select_blind4/decks/github.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("remove the old .travis.yml from acme/cli", [".travis.yml"]),
        ("run src/api/index.test.ts only", ["index.test.ts"]),
        ("bump vendor/jquery.min.js to 3.7", ["jquery.min.js"]),
        ("把 .github/workflows/ci.yml 里的 node 版本改成 20", ["ci.yml"]),
        # by its first parts where the last is no known extension ("gz" is not, "tar" is)
        ("客户传上来的 data.tar.gz 帮我解开", ["data.tar"]),
        ("copy nginx.conf.bak back to nginx.conf", ["nginx.conf", "nginx.conf"]),
        # as before: one dotted part, a dotfile that a lexer pattern names
        ("open src/server/app.ts, lines 1 to 80", ["app.ts"]),
        ("新建一个 .editorconfig，缩进", [".editorconfig"]),
    ],
)
def test_dotted_file_names(text: str, names: list[str]) -> None:
    assert file_names(mask_urls(text)) == names


@pytest.mark.parametrize(
    "text",
    [
        "create .env.example with keys",  # neither "example" nor "env" is an extension
        "ship v1.2.3 and v2.0.0-rc.1",  # versions: the parts open with digits
        "call app.get( and a.fooBar",  # a call, a member
        "open docs.python.org and staging.acme.dev",  # web addresses, masked first
    ],
)
def test_other_dotted_words_are_no_file_names(text: str) -> None:
    assert file_names(mask_urls(text)) == []


@needs_model
def test_a_dotfile_request_reads_as_naming_a_file() -> None:
    """bl4-gh-036: the request names its file only by ``.travis.yml``; read as naming a
    file, ``delete_file`` goes above ``remove_sub_issue`` (the request's verb, another
    thing): 2nd before the change, 1st after."""
    deck = load(str(GITHUB)).deck
    retriever = make_retriever("hybrid", crosslingual=True)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    query = "remove the old .travis.yml from acme/cli"
    assert inner.names_a_file(query)
    names = [t.name for t, _ in retriever.search(query, 8)]
    assert names.index("delete_file") == 0
    # the reading off: as before the change (and the forty-fifth session's BM25 list
    # without the file name, test_file_values_s45, off too: alone it also puts
    # delete_file first: the file name no longer gives BM25 its words)
    inner.file_values = False
    retriever.index(deck)
    inner.english = False
    names = [t.name for t, _ in retriever.search(query, 8)]
    assert names.index("delete_file") == 1
