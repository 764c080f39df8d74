"""Session 37 (lint37): D103 reads a name's words in another form.

A description that says the name's words as a noun ("aggregation" for ``aggregate``), with a
doubled consonant ("logged" for ``log``) or in full where the name shortens them ("database
statistics" for ``db_stats``) restated the name, but each such word counted as new, so two
of them kept D103 quiet (lint_labels4 dev: ``aggregate`` and ``aggregate-db`` missed).

Expected findings are read by hand from the rule's definition: the words left once the
name's words (and now their forms), the generic words and the server's context are set
aside; at most one left is a restatement. Each tool is a paraphrase written for this file
(none copied from a labels set), alone in its deck (no server context). Each "reported" case
fails on main 89dbe6c1 (two or more words counted as new there); each twin passes there and
here.
"""

from __future__ import annotations

import pytest

from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool

OBJ: dict[str, object] = {"type": "object", "properties": {}}


def d103(name: str, description: str) -> list[str]:
    result = lint(Deck([Tool(name, description, OBJ)]), LintConfig(select=("D103",)))
    return [f.message for f in result.findings if f.tool == name]


REPORTED = [
    # by hand: name {aggregat, order}; said {run, aggregation, order, warehouse}; 'run'
    # generic, 'aggregation' = aggregat + ion: only 'warehouse' is new
    ("aggregate_orders", "Run an aggregation of orders in the warehouse."),
    # db → database, stats → statistics: nothing new
    ("db_stats", "Statistics of the database."),
    # repo → repository, config → configuration; 'current' generic
    ("get_repo_config", "Get the current repository configuration."),
    # 'logged' → logg → log; 'events' is the only new word
    ("tail_log", "Tail the logged events."),
    # 'compilation' = compil + ation, 'reports' plural of the name's 'report'
    ("compile_report", "Compilation of reports for a project."),
]


@pytest.mark.parametrize(("name", "description"), REPORTED)
def test_a_name_word_in_another_form_is_not_new(name: str, description: str) -> None:
    assert len(d103(name, description)) == 1


QUIET = [
    # two real words beyond the name's forms
    ("db_stats", "Statistics of the database: size on disk and index count."),
    # 'state' is not the short form 'stats': statistics and server are new
    ("get_state", "Statistics of the server."),
    # a name word under five letters takes no ending: 'porter' and 'portal' stay new
    ("port_check", "Check the portal of the porter."),
    # 'aggregation' folds, but the pipeline words are new
    ("aggregate_orders", "Aggregation of orders by region with a stage pipeline."),
]


@pytest.mark.parametrize(("name", "description"), QUIET)
def test_new_words_still_count(name: str, description: str) -> None:
    assert d103(name, description) == []
