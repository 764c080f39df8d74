"""Prerequisite tools: which tool of a deck provides an identifier another tool needs.

A request such as "upload /tmp/avatar.png to the avatar field" names one tool
(``upload_file``), but that tool cannot be called without a value only another tool gives
out: its required ``uid`` is "the uid of the file input element … from the page content
snapshot", and ``take_snapshot`` is the tool whose description says its snapshot lists
elements "along with a unique identifier (uid)". :func:`provider_links` reads such links
from the deck's own text (nothing here names a tool, a server or a domain):

- the **consumer** has a *required* top-level parameter that is an identifier (the
  parameter's name or description holds one of the words ``id``, ``ids``, ``uid``,
  ``uuid``, ``identifier``, ``identifiers``);
- the parameter's description says where the value comes from: ``from``, ``returned
  by``, ``obtained from|by|via|with``, ``output of``, ``provided by``, ``given by``,
  ``listed by``, ``retrieved from|by|with`` or ``produced by``, not followed by
  ``which``/``whom``/``where`` or a digit ("from which", "from 1 to 9" are not sources);
- the **provider** is another tool one of whose name words (three letters or more, not an
  English stop word, not a word of the consumer's name) occurs in the rest of that
  sentence, whose description or title holds every word of the parameter's name (it
  gives that value out), and which has no parameter of that name itself (it does not
  consume the value too).

:func:`bring_providers` then moves each provider of a tool in the first places of a
ranking up to a given place (in the ``hybrid`` method: the fourth, after the whole
request's first three), when it ranks lower.

Measured (docs/select.md, "Multi-intent requests"): of the decks measured, the rule finds
take_snapshot for the five ``uid`` tools of Chrome DevTools, ``connect`` for the 22
``connectionId`` tools of the MongoDB server, two links in the 2,555 BFCL pool functions
and none elsewhere. The select_real labels count take_snapshot as needed and never
``connect``. On the dev split, a provider placed right after its consumer gained two
requests and lowered MRR by 0.002 (connect pushed single-tool gold tools from second to
third place); placed fourth, after the whole request's first three tools, it gains the
same two at unchanged MRR (``HybridRetriever(providers=1, provider_place=3)``, the
``hybrid`` method's setting).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from tooldeck.select.crosslingual import ENGLISH_STOP_WORDS
from tooldeck.select.tokenize import tokenize
from tooldeck.tool import Deck

__all__ = ["IDENTIFIER_WORDS", "bring_providers", "provider_links"]

IDENTIFIER_WORDS = frozenset({"id", "ids", "uid", "uuid", "identifier", "identifiers"})
"""Words that make a parameter an identifier (in its name, split into words, or its
description)."""

_SOURCE = re.compile(
    r"\b(?:from|returned by|obtained (?:from|by|via|with)|output of|provided by|given by"
    r"|listed by|retrieved (?:from|by|with)|produced by)\s+(?!which\b|whom\b|where\b|\d)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.;!?])\s")


def _content_words(text: str) -> set[str]:
    return {
        w for w in tokenize(text) if len(w) > 2 and w not in ENGLISH_STOP_WORDS and not w.isdigit()
    }


def provider_links(deck: Deck) -> dict[int, tuple[int, ...]]:
    """Consumer position → provider positions (deck order), by the rule of the module
    docstring; tools without a provider are absent. Pure text: no model, no network."""
    tools = list(deck)
    name_words = [_content_words(t.name) for t in tools]
    texts = [set(tokenize(f"{t.description or ''} {t.title or ''}")) for t in tools]
    props: list[Mapping[str, object]] = []
    for tool in tools:
        properties = tool.input_schema.get("properties")
        props.append(properties if isinstance(properties, Mapping) else {})
    links: dict[int, tuple[int, ...]] = {}
    for c, consumer in enumerate(tools):
        required = consumer.input_schema.get("required")
        if not isinstance(required, Sequence) or isinstance(required, str):
            continue
        found: list[int] = []
        for pname in required:
            sub = props[c].get(pname) if isinstance(pname, str) else None
            if not isinstance(sub, Mapping):
                continue
            description = sub.get("description")
            if not isinstance(description, str):
                continue
            words = set(tokenize(pname))
            if not (words | set(tokenize(description))) & IDENTIFIER_WORDS:
                continue
            cue = _SOURCE.search(description)
            if cue is None:
                continue
            source = _content_words(_SENTENCE_END.split(description[cue.end() :])[0])
            for p in range(len(tools)):
                if p == c or p in found or not words or not words <= texts[p]:
                    continue
                if pname in props[p]:
                    continue
                if (name_words[p] - name_words[c]) & source:
                    found.append(p)
        if found:
            links[c] = tuple(found)
    return links


def bring_providers(
    order: Sequence[int], links: Mapping[int, Sequence[int]], first: int, after: int = 0
) -> list[int]:
    """``order`` (positions, best first) with each provider of a tool among its first
    ``first`` places moved up to the place after the first ``after`` places, or right after
    that tool when it ranks lower (so the places above stay as they were), or inserted
    there when ``order`` (a cut ranking) lacks it; a provider already at or above that
    place stays. The result is one longer than ``order`` per provider inserted, so the
    first k places are the same whether ``order`` was cut at k or not."""
    out = list(order)
    for tool in out[:first]:
        for provider in links.get(tool, ()):
            target = max(out.index(tool) + 1, after)
            if provider in out:
                at = out.index(provider)
                if at <= target:
                    continue
                out.pop(at)
            out.insert(target, provider)
    return out
