"""Does a span of a tool definition read as an instruction to the model? A learned signal.

The pattern rules of the ``T`` family (:mod:`tooldeck.lint.poison`, :mod:`tooldeck.lint.intent`)
catch the wordings they were written from; this module reads meaning. Every string of a
definition (the strings the ``T`` rules read: :func:`tooldeck.lint.definition.iter_strings`
— descriptions, titles, parameter names and descriptions, enum values, defaults, examples,
nested and output schemas) is normalised like the ``T`` rules read it
(:func:`tooldeck.lint.poison.normalise`: NFKC, tag characters decoded, format characters
dropped, lower case) and split into spans: lines, then sentences
(:data:`tooldeck.lint.intent._SENTENCE`); spans under 12 characters are skipped. Each span
is embedded with the select stage's numpy all-MiniLM-L6-v2 (384 dimensions, L2-normalised;
Reimers & Gurevych 2019, no torch), joined to a few hand features (:func:`hand_features`:
which of :mod:`tooldeck.lint.intent`'s signal groups the span holds — addresses the model,
gives a standing order, hides from the user, names a secret, an outside address … —, whether
it speaks to "you"/"the assistant"/"the model", whether it holds a URL, e-mail address or
home/system path, and the number of signal groups / 3), and scored by logistic
regression: ``p = 1 / (1 + exp(-(w·[x; h] + b)))``.

``w`` and ``b`` were fitted offline by ``benchmarks/train_poison_classifier.py`` (Newton's
method on the L2-penalised, class-weighted log loss; deterministic) on labelled spans:
payload spans of the *dev* splits of ``benchmarks/data/poisoning`` and
``benchmarks/data/poisoning2`` and written training sentences
(``benchmarks/data/poison_train``) as positives; the other spans of those tools, of their
benign dev tools and of real tools (BFCL's function pool, the ``select_train`` decks, the
``select_real`` decks not copied from ``tests/data/corpora``) as negatives. No holdout
item and no tool of the filesystem, git, memory or Playwright MCP servers was used. The
threshold stored with the weights was chosen on cross-validated dev scores (see the
file's ``threshold_rule``). The file is ``tooldeck/data/lint/instruction_classifier.json``;
its SHA-256 is checked against :data:`CLASSIFIER_SHA256` before first use.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Protocol

import numpy as np
import numpy.typing as npt

from tooldeck.errors import DenseUnavailableError
from tooldeck.lint.definition import iter_strings, tool_definition
from tooldeck.lint.intent import _RE, _SENTENCE, core_groups, gated_groups
from tooldeck.lint.poison import normalise, unwrap_lines
from tooldeck.select.weights import read_pinned
from tooldeck.tool import Tool

__all__ = [
    "CLASSIFIER_PATH",
    "CLASSIFIER_SHA256",
    "MIN_LATIN_SHARE",
    "MIN_SPAN_CHARS",
    "InstructionClassifier",
    "Span",
    "default_classifier",
    "features",
    "hand_features",
    "latin_share",
    "text_spans",
    "tool_spans",
]

CLASSIFIER_PATH = Path(str(resources.files("tooldeck"))) / "data/lint/instruction_classifier.json"
"""The shipped weights (built by benchmarks/train_poison_classifier.py)."""

CLASSIFIER_SHA256 = "ced2505c4762a92b38ad1c5ff14152cafaabaa82958fdd9c729c4e173767ad93"
"""SHA-256 of :data:`CLASSIFIER_PATH` as shipped (printed by the training script)."""

MIN_SPAN_CHARS = 12
"""Spans shorter than this (after normalising) are not scored: too little to read."""

MAX_SPAN_CHARS = 600
"""Longer spans are cut here before embedding (MiniLM reads at most 256 word pieces)."""

MIN_LATIN_SHARE = 0.7
"""Spans whose letters are less than this share Latin script are not scored.
all-MiniLM-L6-v2 was trained on English pairs (Reimers & Gurevych 2019; its model card):
Chinese, Japanese or Russian text falls into a few regions of its space whatever it says,
and read as orders (ops68's Chinese alert tools did at the session-6 threshold). Those
spans are left to the pattern rules, which carry cues in those languages."""


def latin_share(text: str) -> float:
    """Share of the letters of ``text`` in Latin script (ASCII letters and U+00C0–U+024F,
    the accented Latin of Spanish, German, French…); 1.0 for a text without letters."""
    if text.isascii():
        return 1.0  # every letter is an ASCII one (session 30: no loop over the characters)
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return 1.0
    latin = sum(1 for c in letters if c.isascii() or "\u00c0" <= c <= "\u024f")
    return latin / len(letters)


HAND_FEATURES: tuple[str, ...] = (*_RE, "you", "address", "groups")
"""Names of the hand features, in order (the weights file lists them and must agree)."""

_YOU = re.compile(r"\b(?:you|your|assistant|model|ai|llm|agent)\b")
_ADDRESS = re.compile(r"https?://|\S+@\S+\.\w+|~/|/etc/")


def hand_features(text: str, passed: set[str] | None = None) -> npt.NDArray[np.float32]:
    """The hand features of one normalised span, shape ``(len(HAND_FEATURES),)``: 1/0 for
    each signal group of :mod:`tooldeck.lint.intent` found, for "you"/"assistant"/"model"/
    "agent" as a word, for a URL, e-mail address, ``~/`` or ``/etc/`` path; then the number
    of signal groups found divided by 3. ``passed``: the span's
    :func:`~tooldeck.lint.intent.gated_groups` when the caller has them."""
    present = set(core_groups(text, passed))
    groups = [1.0 if name in present else 0.0 for name in _RE]
    return np.array(
        [
            *groups,
            1.0 if _YOU.search(text) else 0.0,
            1.0 if _ADDRESS.search(text) else 0.0,
            sum(groups) / 3,
        ],
        dtype=np.float32,
    )


def features(texts: list[str], vectors: npt.NDArray[np.floating]) -> npt.NDArray[np.float32]:
    """Rows ``[x; h]``: each span's unit MiniLM vector (``vectors``, shape ``(n, 384)``)
    followed by its :func:`hand_features`; shape ``(n, 384 + len(HAND_FEATURES))``."""
    hand = (
        np.stack([hand_features(t) for t in texts])
        if texts
        else np.zeros((0, len(HAND_FEATURES)), dtype=np.float32)
    )
    return np.hstack([np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1), hand])


@dataclass(frozen=True, slots=True)
class Span:
    """One scored unit of a definition.

    Attributes:
        pointer: JSON pointer of the string in the MCP definition (``/inputSchema/…``).
        is_key: the string is a parameter name.
        text: the normalised span (what is embedded and quoted).
    """

    pointer: str
    is_key: bool
    text: str


def _is_parameter_name(pointer: str) -> bool:
    parts = pointer.split("/")
    return len(parts) >= 3 and parts[-2] == "properties"


_ABBREVIATION_END = re.compile(r"(?:^|[\s(\[])(?:e\.g|i\.e|cf|vs|viz|approx|incl|esp)\.$", re.I)
"""A part :data:`_SENTENCE` cut after a Latin abbreviation's full stop ("(e.g.", "i.e.",
"cf.", "vs."): the sentence goes on after it (trial43b: T109 quoted "In apps that share one
server across chats (e.g." as a whole sentence). ``etc.`` is left out: it often ends one."""


def _abbreviations_joined(parts: list[str]) -> list[str]:
    """``parts`` (one line cut by :data:`_SENTENCE`) with each part that ends in an
    abbreviation (:data:`_ABBREVIATION_END`) joined to the next by one space."""
    out: list[str] = []
    for part in parts:
        if out and _ABBREVIATION_END.search(out[-1].rstrip()):
            out[-1] = f"{out[-1].rstrip()} {part.lstrip()}"
        else:
            out.append(part)
    return out


def text_spans(
    text: str,
    *,
    is_key: bool = False,
    min_chars: int = MIN_SPAN_CHARS,
    max_chars: int = MAX_SPAN_CHARS,
    min_latin_share: float = MIN_LATIN_SHARE,
    abbreviations: bool = False,
) -> list[str]:
    """The spans of one string: normalised (:func:`tooldeck.lint.poison.normalise`), split
    into lines (hard-wrapped paragraphs joined first:
    :func:`tooldeck.lint.poison.unwrap_lines`) and sentences, those of at least
    ``min_chars`` characters and with at least ``min_latin_share`` of their letters in
    Latin script (0: any script), each cut at
    ``max_chars``. The defaults are T109's (:data:`MIN_SPAN_CHARS`, :data:`MAX_SPAN_CHARS`,
    :data:`MIN_LATIN_SHARE`); T111 (:mod:`tooldeck.lint.ngram`) passes its own.
    ``abbreviations``: a sentence is not cut after "e.g.", "i.e.", "cf.", "vs." …
    (:func:`_abbreviations_joined`; T109, session 44); off by default, as T111's weights
    were trained on spans cut there."""
    out: list[str] = []
    # list items' wrapped lines stay apart here: T109's and T111's weights were trained on
    # spans cut that way (the pattern rules join them, session 29)
    for line in unwrap_lines(text, items=False).splitlines() or [text]:
        parts = _SENTENCE.split(normalise(line, is_key=is_key))
        if abbreviations:
            parts = _abbreviations_joined(parts)
        for part in parts:
            part = part.strip()
            if len(part) < min_chars:
                continue
            if min_latin_share > 0 and latin_share(part) < min_latin_share:
                continue
            out.append(part[:max_chars])
    return out


class SpanMemo(Protocol):
    """What :func:`tool_spans` keeps a string's spans in: ``(text, is_key)`` → its spans
    (a ``dict`` is one)."""

    def get(self, key: tuple[str, bool], /) -> list[str] | None: ...

    def __setitem__(self, key: tuple[str, bool], value: list[str], /) -> None: ...


def tool_spans(
    tool: Tool,
    *,
    min_chars: int = MIN_SPAN_CHARS,
    max_chars: int = MAX_SPAN_CHARS,
    min_latin_share: float = MIN_LATIN_SHARE,
    strings: Iterable[tuple[str, str, bool]] | None = None,
    memo: SpanMemo | None = None,
    abbreviations: bool = False,
) -> list[Span]:
    """Every span of the tool's definition (:func:`text_spans`, same options), definition
    order, duplicates (same pointer and text) dropped. Schema keywords' own names are not
    read; parameter names are (as words). ``strings``: the definition's strings as
    :func:`~tooldeck.lint.definition.iter_strings` yields them, when the caller has them
    (:meth:`~tooldeck.lint.context.LintContext.definition_strings`); None walks the
    definition here. ``memo``: ``(text, is_key)`` → its spans, kept by the caller across
    the tools of one deck with the same options (session 41: 40 % of the strings of
    BFCL's pool repeat, parameter descriptions shared by tools); None reads each string.
    ``abbreviations``: as :func:`text_spans`."""
    seen: set[tuple[str, str]] = set()
    out: list[Span] = []
    if strings is None:
        strings = iter_strings(tool_definition(tool))
    for pointer, text, is_key in strings:
        if is_key and not _is_parameter_name(pointer):
            continue
        spans = memo.get((text, is_key)) if memo is not None else None
        if spans is None:
            spans = text_spans(
                text,
                is_key=is_key,
                min_chars=min_chars,
                max_chars=max_chars,
                min_latin_share=min_latin_share,
                abbreviations=abbreviations,
            )
            if memo is not None:
                memo[(text, is_key)] = spans
        for span in spans:
            if (pointer, span) not in seen:
                seen.add((pointer, span))
                out.append(Span(pointer, is_key, span))
    return out


class InstructionClassifier:
    """Logistic regression over unit MiniLM vectors.

    Args:
        weights: ``w``, shape ``(d,)``.
        bias: ``b``.
        threshold: the shipped decision threshold on ``p`` (0–1).

    Raises:
        DenseUnavailableError: ``weights`` not a finite vector, or ``threshold`` outside
            (0, 1).
    """

    def __init__(self, weights: npt.ArrayLike, bias: float, threshold: float) -> None:
        w = np.asarray(weights, dtype=np.float32)
        if w.ndim != 1 or not np.isfinite(w).all() or not math.isfinite(bias):
            raise DenseUnavailableError(
                f"instruction classifier: need a finite weight vector, got shape {w.shape}"
            )
        if not 0.0 < threshold < 1.0:
            raise DenseUnavailableError(
                f"instruction classifier: threshold {threshold} is not between 0 and 1"
            )
        self.weights = w
        self.bias = float(bias)
        self.threshold = float(threshold)

    @classmethod
    def load(
        cls, path: Path = CLASSIFIER_PATH, sha256: str | None = CLASSIFIER_SHA256
    ) -> InstructionClassifier:
        """Read a weights file (JSON: ``weights``, ``bias``, ``threshold``) after checking
        its SHA-256.

        Raises:
            DenseUnavailableError: the file is missing or unreadable, its SHA-256 differs
                from ``sha256`` (None skips the check), or its members are missing or wrong.
        """
        data = read_pinned(
            path,
            sha256,
            what="instruction classifier",
            rebuild="benchmarks/train_poison_classifier.py and update CLASSIFIER_SHA256",
            error=DenseUnavailableError,
        )
        try:
            raw = json.loads(data)
            model = cls(raw["weights"], float(raw["bias"]), float(raw["threshold"]))
            named = tuple(raw["hand_features"])
        except (ValueError, KeyError, TypeError) as exc:
            raise DenseUnavailableError(
                f"instruction classifier {path}: not a weights file ({exc!r})"
            ) from None
        if named != HAND_FEATURES:
            raise DenseUnavailableError(
                f"instruction classifier {path}: trained on hand features {named}, this "
                f"code computes {HAND_FEATURES}; rebuild it with "
                "benchmarks/train_poison_classifier.py"
            )
        return model

    @property
    def dimension(self) -> int:
        """The embedding width ``d``."""
        return int(self.weights.shape[0])

    def probabilities(self, vectors: npt.NDArray[np.floating]) -> npt.NDArray[np.float64]:
        """``p`` for each row of ``vectors`` (shape ``(n, d)``: :func:`features` rows),
        shape ``(n,)``.

        Raises:
            DenseUnavailableError: the rows are not ``d`` wide.
        """
        x = np.asarray(vectors, dtype=np.float32)
        if x.ndim != 2 or x.shape[1] != self.dimension:
            raise DenseUnavailableError(
                f"instruction classifier: vectors of shape {x.shape}, expected (n, "
                f"{self.dimension})"
            )
        z = (x @ self.weights).astype(np.float64) + self.bias
        result: npt.NDArray[np.float64] = 1.0 / (1.0 + np.exp(-z))
        return result

    def flagged(
        self, texts: list[str], vectors: npt.NDArray[np.floating], threshold: float
    ) -> npt.NDArray[np.float64]:
        """``p`` of each span (``texts`` normalised, ``vectors`` their unit MiniLM vectors,
        shape ``(n, 384)``) where it can reach ``threshold``, else 0. Same result as
        :meth:`probabilities` on :func:`features` for every span at or above the threshold,
        but the hand features (regular expressions, most of the cost) are computed only for
        spans whose embedding part plus the largest possible hand part reaches it. That
        bound is taken twice: over every group, then (session 39) over the groups whose
        gate lets the span through (:func:`~tooldeck.lint.intent.gated_groups`, a superset
        of those found): the hand part is linear in the groups found (each group's weight
        plus a third of the ``groups`` weight), so it is at most the sum of the positive
        ones among those, plus the positive weights of "you" and the address. On BFCL's
        pool every one of its 11,769 spans passed the first bound."""
        x = np.asarray(vectors, dtype=np.float32)
        width = x.shape[1] if x.ndim == 2 else -1
        if width + len(HAND_FEATURES) != self.dimension:
            raise DenseUnavailableError(
                f"instruction classifier: vectors of shape {x.shape}, expected (n, "
                f"{self.dimension - len(HAND_FEATURES)})"
            )
        base = (x @ self.weights[:width]).astype(np.float64) + self.bias
        hand_w = self.weights[width:].astype(np.float64)
        ceiling = float(np.maximum(hand_w[:-1], 0).sum() + max(hand_w[-1], 0) * len(_RE) / 3)
        cut = math.log(threshold / (1 - threshold))
        out = np.zeros(len(texts))
        todo = np.nonzero(base + ceiling >= cut)[0]
        if len(todo):
            # each group's own weight plus its share of the count feature, positive part
            shares = np.maximum(hand_w[: len(_RE)] + hand_w[-1] / 3, 0).tolist()
            per_group = dict(zip(_RE, shares, strict=True))
            rest = float(np.maximum(hand_w[len(_RE) : -1], 0).sum())  # "you", the address
            margin = cut - _BOUND_SLACK - rest
            kept: list[int] = []
            hands: list[npt.NDArray[np.float32]] = []
            base_of = base.tolist()
            for i in todo.tolist():
                passed = gated_groups(texts[i])
                if base_of[i] + sum(per_group[g] for g in passed) < margin:
                    continue  # cannot reach the threshold: stays 0
                kept.append(i)
                hands.append(hand_features(texts[i], passed))
            if kept:
                hand = np.stack(hands).astype(np.float64)
                out[kept] = 1.0 / (1.0 + np.exp(-(base[kept] + hand @ hand_w)))
        return out


_BOUND_SLACK = 1e-6
"""Room left under the cut by :meth:`InstructionClassifier.flagged`'s bound (on the
logit): its float sums are added in another order than the matrix product's."""


@lru_cache(maxsize=1)
def default_classifier() -> InstructionClassifier:
    """The shipped classifier, loaded once per process.

    Raises:
        DenseUnavailableError: see :meth:`InstructionClassifier.load`.
    """
    return InstructionClassifier.load()
