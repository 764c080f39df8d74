"""Tokenizer adapters: one value that every engine and integration reads a vocabulary from.

A :class:`TokenizerAdapter` holds the vocabulary size, the end-of-sequence token ids, the
special tokens (name → id) and an llguidance ``LLTokenizer`` built once (building one costs
~1 s on a 200k vocabulary, measured on the 2-core dev VM). Build it from

* a tiktoken-style encoding (:func:`from_tiktoken_encoding`), or OpenAI's o200k/cl100k
  vocabularies shipped offline by ``bpe-openai`` (:func:`openai_encoding`);
* a Hugging Face tokenizer (:func:`from_hf_tokenizer`): a transformers fast tokenizer or a
  ``tokenizers.Tokenizer``.

Boundary tokens (``<tool_call>``, ``[TOOL_CALLS]``, ``<|python_tag|>``) are special tokens in
the models that use them; an encoding that lacks them (o200k) can be given them with
``extra_special_tokens``, appended after the last id, as a fine-tuned model would add them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from llguidance import LLTokenizer

from tooldeck.errors import DecodeError

__all__ = [
    "TokenizerAdapter",
    "from_hf_tokenizer",
    "from_tiktoken_encoding",
    "openai_encoding",
]


@dataclass(frozen=True, eq=False)
class TokenizerAdapter:
    """A vocabulary as the decode engines need it.

    Attributes:
        name: a label (``"o200k_base"``, the HF model name).
        vocab_size: number of token ids (the width of a logits row; may exceed the number
            of real tokens when a model pads its embedding matrix).
        eos_token_ids: ids that end generation.
        special_tokens: special token text → id (boundary tokens included).
        ll_tokenizer: the llguidance tokenizer.
        token_bytes: bytes of every id (special tokens as their UTF-8 text, unused ids as
            ``b""``); what XGrammar's ``TokenizerInfo`` is built from.
        hf_tokenizer: the wrapped Hugging Face tokenizer, when built from one.
    """

    name: str
    vocab_size: int
    eos_token_ids: tuple[int, ...]
    special_tokens: Mapping[str, int]
    ll_tokenizer: LLTokenizer = field(repr=False)
    token_bytes: tuple[bytes, ...] = field(repr=False)
    hf_tokenizer: Any = field(default=None, repr=False)

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text``; special-token texts become their ids."""
        if not self.special_tokens:
            return list(self.ll_tokenizer.tokenize_str(text))
        pattern = "|".join(re.escape(t) for t in sorted(self.special_tokens, key=len, reverse=True))
        ids: list[int] = []
        for i, piece in enumerate(re.split(f"({pattern})", text)):
            if i % 2:
                ids.append(self.special_tokens[piece])
            elif piece:
                ids.extend(self.ll_tokenizer.tokenize_str(piece))
        return ids

    def decode(self, ids: Sequence[int]) -> str:
        """Text of ``ids``; special tokens are written as their text, invalid UTF-8 replaced."""
        return self.ll_tokenizer.decode_bytes(list(ids)).decode("utf-8", errors="replace")

    def special_id(self, text: str) -> int | None:
        """Id of special token ``text``, or ``None`` when it is not a special token."""
        return self.special_tokens.get(text)


def from_tiktoken_encoding(
    encoding: Any,
    *,
    name: str | None = None,
    extra_special_tokens: Sequence[str] = (),
    vocab_size: int | None = None,
    eos_token_ids: Sequence[int] | None = None,
) -> TokenizerAdapter:
    """Adapter for a tiktoken-style ``Encoding`` (tiktoken or ``bpe-openai``).

    Args:
        encoding: has ``_mergeable_ranks`` (bytes → rank), ``_special_tokens`` (text → id),
            ``_pat_str`` and ``eot_token``, as tiktoken's ``Encoding`` does.
        extra_special_tokens: special tokens to append after the last id, in order.
        vocab_size: logits width; default: last id + 1.
        eos_token_ids: default: the encoding's ``eot_token``.

    Raises:
        DecodeError: an extra special token already exists, or ``vocab_size`` is too small.
    """
    ranks: Mapping[bytes, int] = encoding._mergeable_ranks
    specials = dict(encoding._special_tokens)
    next_id = max([*ranks.values(), *specials.values()]) + 1
    for text in extra_special_tokens:
        if text in specials:
            raise DecodeError(
                f"special token {text!r} already exists in the encoding (id {specials[text]})"
            )
        specials[text] = next_id
        next_id += 1
    size = next_id if vocab_size is None else vocab_size
    if size < next_id:
        raise DecodeError(f"vocab_size {size} is smaller than the encoding's {next_id} token ids")
    eos = tuple(eos_token_ids) if eos_token_ids is not None else (int(encoding.eot_token),)
    ll = LLTokenizer.from_tiktoken(  # type: ignore[attr-defined]
        encoder=ranks,
        special_tokens=specials,
        pattern=encoding._pat_str,
        eos_token=list(eos),
        n_vocab=size,
    )
    table = [b""] * size
    for token, rank in ranks.items():
        table[rank] = token
    for text, ident in specials.items():
        table[ident] = text.encode()
    return TokenizerAdapter(
        name=name or str(getattr(encoding, "name", "tiktoken")),
        vocab_size=size,
        eos_token_ids=eos,
        special_tokens=specials,
        ll_tokenizer=ll,
        token_bytes=tuple(table),
    )


_OPENAI_CACHE: dict[tuple[str, tuple[str, ...], int | None], TokenizerAdapter] = {}


def openai_encoding(
    name: str = "o200k_base",
    *,
    extra_special_tokens: Sequence[str] = (),
    vocab_size: int | None = None,
) -> TokenizerAdapter:
    """Adapter for OpenAI's ``o200k_base`` or ``cl100k_base``, read offline from ``bpe-openai``.

    Adapters are cached per (name, extra special tokens, vocab size).

    Raises:
        DecodeError: unknown encoding name.
    """
    key = (name, tuple(extra_special_tokens), vocab_size)
    if key not in _OPENAI_CACHE:
        import bpe_openai

        try:
            encoding = bpe_openai.get_encoding(name)
        except Exception as exc:  # bpe-openai raises its own UnsupportedModelError/KeyError
            known = ", ".join(bpe_openai.list_encoding_names())
            raise DecodeError(f"unknown encoding {name!r}; use one of {known}") from exc
        _OPENAI_CACHE[key] = from_tiktoken_encoding(
            encoding, name=name, extra_special_tokens=extra_special_tokens, vocab_size=vocab_size
        )
    return _OPENAI_CACHE[key]


def from_hf_tokenizer(
    tokenizer: Any, *, vocab_size: int | None = None, eos_token_ids: Sequence[int] | None = None
) -> TokenizerAdapter:
    """Adapter for a transformers fast tokenizer or a ``tokenizers.Tokenizer``.

    Args:
        tokenizer: ``PreTrainedTokenizerFast`` or ``tokenizers.Tokenizer``.
        vocab_size: logits width (a model's embedding rows); default: the tokenizer's size.
        eos_token_ids: default: the transformers tokenizer's ``eos_token_id``.

    Raises:
        DecodeError: slow (Python) tokenizer, or no end-of-sequence id known.
    """
    from tokenizers import Tokenizer

    backend: Tokenizer
    if isinstance(tokenizer, Tokenizer):
        backend = tokenizer
        hf_eos = None
    elif hasattr(tokenizer, "backend_tokenizer"):
        backend = tokenizer.backend_tokenizer
        hf_eos = tokenizer.eos_token_id
    else:
        raise DecodeError(
            f"{type(tokenizer).__name__} is not a fast tokenizer; load it with use_fast=True"
        )
    eos = (
        tuple(eos_token_ids)
        if eos_token_ids is not None
        else ((hf_eos,) if hf_eos is not None else ())
    )
    if not eos:
        raise DecodeError("the tokenizer has no eos_token_id; pass eos_token_ids=")
    size = vocab_size if vocab_size is not None else backend.get_vocab_size(with_added_tokens=True)
    ll = LLTokenizer(backend.to_str(), n_vocab=size, eos_token=list(eos))
    specials = {t.content: i for i, t in backend.get_added_tokens_decoder().items() if t.special}
    by_id = {i: text for text, i in specials.items()}
    table = tuple(
        by_id[i].encode() if i in by_id else ll.decode_bytes([i]) if i < ll.vocab_size else b""
        for i in range(size)
    )
    return TokenizerAdapter(
        name=str(getattr(tokenizer, "name_or_path", "") or "hf-tokenizer"),
        vocab_size=size,
        eos_token_ids=eos,
        special_tokens=specials,
        ll_tokenizer=ll,
        token_bytes=table,
        hf_tokenizer=tokenizer,
    )
