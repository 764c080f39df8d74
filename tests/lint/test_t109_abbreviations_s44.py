"""Session 44 (trial43b): T109's sentence splitter cut "In apps that share one server
across chats (e.g." off the rest of its sentence and quoted it as a whole sentence. T109
reads a sentence on past "e.g.", "i.e.", "cf.", "vs."; T111's spans (trained on the old
cut) are unchanged, and "etc." still ends a sentence."""

from __future__ import annotations

from tooldeck.lint.instruction import text_spans, tool_spans
from tooldeck.tool import Tool

TEXT = (
    "In apps that share one server across chats (e.g. Claude Desktop), pass the chat id. "
    "Returns ids, i.e. numbers of the rows."
)


def test_t109_reads_a_sentence_on_past_an_abbreviation() -> None:
    assert text_spans(TEXT, abbreviations=True) == [
        "in apps that share one server across chats (e.g. claude desktop), pass the chat id.",
        "returns ids, i.e. numbers of the rows.",
    ]


def test_the_default_cut_is_unchanged_for_t111() -> None:
    assert text_spans(TEXT)[0] == "in apps that share one server across chats (e.g."


def test_etc_and_other_full_stops_still_end_a_sentence() -> None:
    text = "Lists files, folders etc. Sorted by name. Version 2. Supports search."
    assert text_spans(text, abbreviations=True, min_chars=1) == [
        "lists files, folders etc.",
        "sorted by name.",
        "version 2.",
        "supports search.",
    ]


def test_tool_spans_pass_it_on() -> None:
    tool = Tool("chat_note", TEXT, {"type": "object"})
    spans = [s.text for s in tool_spans(tool, abbreviations=True)]
    assert spans[0].endswith("(e.g. claude desktop), pass the chat id.")
