"""A file's path is no task (fortieth session): the ``hybrid`` method also reads an
English request with each file name, and the path before it, as the word "file"
(``tooldeck.select.addresses.mask_file_names``, ``HybridRetriever._read``), beside the
request whole; letters and dots that abbreviate ("U.S", "e.g", "Washington D.C") are no
file names (``tooldeck.select.addresses.file_names``).

Expected strings are written by hand from the rules in the docstrings. The retrieval tests
use two decks of benchmarks/data (select_blind3's gateway_workbench, select_real's VS Code
Copilot Chat deck; see their READMEs) and two dev requests (bl3-wb-009, vs-035); the ranks
were read off by running the method with the reading and without it (docs/select.md, "A
file's path is no task").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select.addresses import file_names, mask_file_names
from tooldeck.select.base import innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks/data"
WORKBENCH = DATA / "select_blind3/decks/gateway_workbench.json"
VSCODE = DATA / "select_real/decks/vscode_copilot_chat.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("rename utils/helpers.js to utils/format.js", "rename  file  to  file "),
        ("look at src/db/pool.ts and add a retry", "look at  file  and add a retry"),
        ("remove the old .travis.yml now", "remove the old  file  now"),
        ("unpack data.tar.gz here", "unpack  file  here"),  # the whole name, "gz" too
        ("no file is named here", "no file is named here"),
        ("meet in Washington D.C. at 5 p.m.", "meet in Washington D.C. at 5 p.m."),
    ],
)
def test_mask_file_names(text: str, read: str) -> None:
    assert mask_file_names(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "the distance to Washington D.C. in miles",
        "the highest grossing bank in the U.S for 2020",
        "top sushi places, i.e. above 4/5, e.g. in Tokyo",
        "a winery in Napa.I want one with a view",  # a sentence run into the next one's "I"
    ],
)
def test_abbreviations_are_no_file_names(text: str) -> None:
    assert file_names(text) == []


def test_one_letter_extensions_after_a_stem_stay_file_names() -> None:
    assert file_names("fix main.c and util.h") == ["main.c", "util.h"]


def _ranks(path: Path, query: str, tool: str) -> tuple[int, int]:
    """Rank of ``tool`` (the ``hybrid`` method with the cross-lingual stage) with the
    reading and without it."""
    deck = load(str(path)).deck
    retriever = make_retriever("hybrid", crosslingual=True)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)

    def rank() -> int:
        return [t.name for t, _ in retriever.search(query, len(deck))].index(tool) + 1

    on = rank()
    inner.file_paths = False
    # forty-fifth session: the BM25 list also leaves the file names out
    # (test_file_values_s45); "without" is the method before both readings
    inner.file_values = False
    retriever.index(deck)
    return on, rank()


@needs_model
def test_a_path_no_longer_outranks_the_action() -> None:
    # "format" of the path matched other tools; read "rename file to file", the verb
    # that fs__move's description lists ranks it higher (7th before; 4th with this
    # reading alone, 3rd since the forty-fifth session's BM25 list leaves the path out)
    bl3_wb_009 = "rename utils/helpers.js to utils/format.js"
    assert _ranks(WORKBENCH, bl3_wb_009, "fs__move") == (3, 7)
    vs_035 = "read src/utils/slugify.ts and write unit tests for it in a new file next to it"
    assert _ranks(VSCODE, vs_035, "copilot_readFile") == (2, 7)


@needs_model
def test_chinese_requests_and_chinese_decks_are_read_as_before() -> None:
    deck = load(str(ROOT / "examples/ops68")).deck  # Chinese descriptions
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    assert not inner.english
    assert inner._read("rename utils/helpers.js to utils/format.js") == (
        "rename utils/helpers.js to utils/format.js"
    )
    deck = load(str(VSCODE)).deck
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    assert inner.english
    query = "看看 src/store/index.ts 第 40 行"  # a request holding CJK ideographs
    assert "index.ts" in inner._read(query)


@needs_model
def test_the_cli_says_what_was_read() -> None:
    from typer.testing import CliRunner

    from tooldeck.cli import app

    runner = CliRunner()
    query = "rename utils/helpers.js to utils/format.js"
    result = runner.invoke(app, ["select", str(WORKBENCH), query, "-k", "3"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.output.split())
    assert "note: also read 'helpers.js', 'format.js' with its path as 'file'" in line
    result = runner.invoke(app, ["select", str(WORKBENCH), query, "--no-action-reading"])
    assert "with its path as 'file'" not in " ".join(result.output.split())
