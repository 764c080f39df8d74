"""Does a sentence of a tool definition address the model? A small learned signal (T111).

The pattern rules of the ``T`` family catch the wordings they were written from; T109
(:mod:`tooldeck.lint.instruction`) reads meaning with MiniLM but costs seconds on a large
deck. This module is the cheap learned reading that runs by default: a linear model over
word n-grams, in every language, evaluated in pure Python (dictionary look-ups).

Spans: every string the ``T`` rules read (:func:`tooldeck.lint.definition.iter_strings`:
descriptions, titles, parameter names and descriptions, enum values, defaults, examples,
nested and output schemas), normalised like they read it
(:func:`tooldeck.lint.poison.normalise`: NFKC, tag characters decoded, format characters
dropped, lower case; parameter names split at ``_``, ``-`` and camelCase), split into lines
and sentences (:data:`tooldeck.lint.intent._SENTENCE`); spans under
:data:`MIN_SPAN_CHARS` characters are skipped. Unlike T109 any script is scored.

Features (:func:`span_features`): word unigrams and bigrams over ``\\w+`` tokens, where a
run of Chinese, Japanese or Korean characters (no spaces between words) becomes its
character unigrams and bigrams; a span ``<s>``/``</s>`` marker on each side, so the first
and last word are features of their own (the hashing-free bag of n-grams of Joachims 1998
and Wang & Manning 2012, "Baselines and bigrams"). Score: ``p = 1 / (1 + exp(-(b + Σ w_f)))``
over the distinct features ``f`` of the span that have a weight.

``w`` and ``b`` were fitted offline by ``benchmarks/train_poison_ngram.py`` (scikit-learn's
L2 logistic regression, class-weighted; deterministic) on: the payload spans of the *dev*
splits of the first thirteen poisoning sets (``benchmarks/data/poisoning`` to
``poisoning13``, since session 29; the fourteenth kept out as an unseen check) and the poison
sentences of ``benchmarks/data/poison_train``, ``poison_train2`` and
``poison_train3`` as positives; the other spans of those dev tools, their benign dev tools,
the benign written sentences and every span of real vendor tools (BFCL's function pool, the
``select_train`` and ``select_real`` decks, ``tests/data/corpora``) as negatives. No
holdout item and no tool of the filesystem, git, memory or Playwright MCP servers was used.
The threshold stored with the weights was chosen on cross-validated scores (the file's
``threshold_rule``), then raised by 0.007 in p (chosen leaving one set out). The weights
file is ``tooldeck/data/lint/ngram_classifier.json``; its SHA-256 is checked against
:data:`NGRAM_SHA256` before first use.
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from importlib import resources
from itertools import pairwise, repeat
from pathlib import Path

from tooldeck.errors import ArtifactError
from tooldeck.lint.instruction import Span, tool_spans
from tooldeck.lint.instruction import text_spans as _text_spans
from tooldeck.select.weights import read_pinned
from tooldeck.tool import Tool

__all__ = [
    "DEFAULT_SIGNAL_THRESHOLD",
    "MIN_SPAN_CHARS",
    "NGRAM_PATH",
    "NGRAM_SHA256",
    "NgramClassifier",
    "NgramSpan",
    "default_ngram_classifier",
    "ngram_spans",
    "span_features",
    "text_spans",
]

NGRAM_PATH = Path(str(resources.files("tooldeck"))) / "data/lint/ngram_classifier.json"
"""The shipped weights (built by benchmarks/train_poison_ngram.py)."""

NGRAM_SHA256 = "1eacbc57382388526aa21b1d7568a7cb0868da57bba9527e82f9d0c33e99971f"
"""SHA-256 of :data:`NGRAM_PATH` as shipped (printed by the training script)."""

DEFAULT_SIGNAL_THRESHOLD = 0.97
"""T111's second-reading threshold for a weights file that does not state one (sessions
27-45 shipped it as the fixed default of option ``addressed-signal-threshold``)."""

MIN_SPAN_CHARS = 8
"""Spans shorter than this (after normalising) are not scored: too little to read."""

MAX_SPAN_CHARS = 1000
"""Longer spans are cut here."""

_TOKEN = re.compile(r"\w+")
_QUOTED = re.compile(
    r'"[^"\n]{1,200}"|“[^”\n]{1,200}”|«[^»\n]{1,200}»|「[^」\n]{1,200}」|`[^`\n]{1,200}`'
    r"|(?<!\w)'[^'\n]{1,200}'(?!\w)"
)
"""A quotation: double, curly, guillemet, corner-bracket, backtick or single quotes (a
single quote only where no letter touches it on the outside, so "user's" is no quote).
What a sentence quotes (an example question, a literal value, a phrase a scanner looks
for) is mentioned, not said to the model: the use/mention distinction (Quine 1940)."""
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")


def _tokens(text: str) -> list[str]:
    if text.isascii():
        return _TOKEN.findall(text)
    out: list[str] = []
    for word in _TOKEN.findall(text):
        if _CJK.search(word) is None:
            out.append(word)
            continue
        pos = 0
        for run in _CJK.finditer(word):
            if run.start() > pos:
                out.append(word[pos : run.start()])
            chars = run.group()
            out.extend(chars)
            out.extend(chars[i : i + 2] for i in range(len(chars) - 1))
            pos = run.end()
        if pos < len(word):
            out.append(word[pos:])
    return out


def span_features(span: str) -> set[str]:
    """The distinct features of one normalised span: ``u:WORD`` unigrams and ``b:W1 W2``
    bigrams over its tokens with ``<s>``/``</s>`` at the ends (a Chinese/Japanese/Korean
    run contributes its characters and character bigrams as tokens). Quoted text
    (:data:`_QUOTED`) is one token, ``qq``: it is mentioned, not said."""
    tokens = ["<s>", *_tokens(_QUOTED.sub(" qq ", span)), "</s>"]
    feats = {"u:" + t for t in tokens[1:-1]}
    feats.update(f"b:{a} {b}" for a, b in pairwise(tokens))
    return feats


NgramSpan = Span
"""One scored unit of a definition (T109's :class:`~tooldeck.lint.instruction.Span`)."""


def text_spans(text: str, *, is_key: bool = False) -> list[str]:
    """The spans of one string: normalised, split into lines and sentences, those of at
    least :data:`MIN_SPAN_CHARS` characters (any script), each cut at :data:`MAX_SPAN_CHARS`
    (:func:`tooldeck.lint.instruction.text_spans` with T111's bounds)."""
    return _text_spans(
        text, is_key=is_key, min_chars=MIN_SPAN_CHARS, max_chars=MAX_SPAN_CHARS, min_latin_share=0
    )


def ngram_spans(tool: Tool) -> list[Span]:
    """Every span of the tool's definition, definition order, duplicates (same pointer and
    text) dropped; parameter names are read as words, schema keywords' names are not
    (:func:`tooldeck.lint.instruction.tool_spans` with T111's bounds)."""
    return tool_spans(tool, min_chars=MIN_SPAN_CHARS, max_chars=MAX_SPAN_CHARS, min_latin_share=0)


class NgramClassifier:
    """Logistic regression over binary n-gram features.

    Args:
        weights: feature → weight (features without one weigh 0).
        bias: ``b``.
        threshold: the shipped decision threshold on ``p`` (0–1).
        signal_threshold: the second reading's threshold on ``p`` (0–1]: a sentence that
            also names two signal groups reads as addressed at or over it (rule T111);
            chosen out of fold by the trainer and stored with the weights; a file without
            it (before session 46) reads :data:`DEFAULT_SIGNAL_THRESHOLD`.

    Raises:
        ArtifactError: a weight or the bias is not finite, ``threshold`` is outside (0, 1),
            or ``signal_threshold`` is outside (0, 1].
    """

    def __init__(
        self,
        weights: dict[str, float],
        bias: float,
        threshold: float,
        signal_threshold: float = DEFAULT_SIGNAL_THRESHOLD,
    ) -> None:
        if not all(math.isfinite(v) for v in weights.values()) or not math.isfinite(bias):
            raise ArtifactError("n-gram classifier: weights and bias must be finite numbers")
        if not 0.0 < threshold < 1.0:
            raise ArtifactError(f"n-gram classifier: threshold {threshold} is not between 0 and 1")
        if not 0.0 < signal_threshold <= 1.0:
            raise ArtifactError(
                f"n-gram classifier: signal_threshold {signal_threshold} is not in (0, 1]"
            )
        self.weights = weights
        self.bias = float(bias)
        self.threshold = float(threshold)
        self.signal_threshold = float(signal_threshold)

    @classmethod
    def load(cls, path: Path = NGRAM_PATH, sha256: str | None = NGRAM_SHA256) -> NgramClassifier:
        """Read a weights file (JSON: ``weights`` as an object, ``bias``, ``threshold``,
        optionally ``signal_threshold``: missing reads :data:`DEFAULT_SIGNAL_THRESHOLD`)
        after checking its SHA-256.

        Raises:
            ArtifactError: the file is missing or unreadable, its SHA-256 differs from
                ``sha256`` (None skips the check), or its members are missing or wrong
                (a stated ``signal_threshold`` that is not a number or is over
                ``threshold``).
        """
        data = read_pinned(
            path,
            sha256,
            what="n-gram classifier",
            rebuild="benchmarks/train_poison_ngram.py and update NGRAM_SHA256",
            error=ArtifactError,
        )
        try:
            raw = json.loads(data)
            weights = {str(k): float(v) for k, v in raw["weights"].items()}
            signal = float(raw.get("signal_threshold", DEFAULT_SIGNAL_THRESHOLD))
            threshold = float(raw["threshold"])
            stated = raw.get("signal_threshold")
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ArtifactError(f"n-gram classifier {path}: not a weights file ({exc!r})") from None
        if "signal_threshold" in raw and (isinstance(stated, bool) or signal > threshold):
            # the trainer chooses it in [0.5, threshold]: above the main threshold the
            # second reading could never add a span; true/false is not a probability
            raise ArtifactError(
                f"n-gram classifier {path}: signal_threshold {stated!r} must be a number not "
                f"over the threshold {threshold} (rebuild with benchmarks/train_poison_ngram.py)"
            )
        return cls(weights, float(raw["bias"]), threshold, signal)

    def logit(self, span: str) -> float:
        """``b + Σ w_f`` over the span's features (:func:`span_features`)."""
        return self.bias + sum(map(self.weights.get, span_features(span), repeat(0.0)))

    def probability(self, span: str) -> float:
        """``p`` (0–1) that the normalised ``span`` addresses the model."""
        z = self.logit(span)
        return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0


@lru_cache(maxsize=1)
def default_ngram_classifier() -> NgramClassifier:
    """The shipped classifier, loaded once per process.

    Raises:
        ArtifactError: see :meth:`NgramClassifier.load`.
    """
    return NgramClassifier.load()
