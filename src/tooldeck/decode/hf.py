"""Hugging Face transformers integration: a batch-aware ``LogitsProcessor``.

Pass it to ``model.generate(..., logits_processor=LogitsProcessorList([processor]))``. Each
batch row has its own matcher (rows may use different grammars). At every step the processor
feeds the row's last sampled token to the matcher, then sets the logits of forbidden tokens to
−∞ (logits → mask → softmax → sample, as in arXiv 2307.09702). Once a row's grammar is complete
and nothing else may follow, only the end token is allowed, so ``generate`` stops the row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import torch
from transformers import LogitsProcessor

from tooldeck.decode.engines import Compiled, Engine
from tooldeck.decode.masker import TokenMasker
from tooldeck.errors import DecodeError

__all__ = ["ToolCallLogitsProcessor"]


class ToolCallLogitsProcessor(LogitsProcessor):
    """Constrain every row of a ``generate`` batch.

    Args:
        engine: the engine that compiled the grammars.
        compiled: one grammar for every row, or one per row (length = batch size).

    Raises:
        DecodeError: the batch size differs from the number of grammars given, or a sampled
            token was refused (a bug in the sampling loop, never expected from ``generate``).
    """

    def __init__(self, engine: Engine, compiled: Compiled | Sequence[Compiled]) -> None:
        self.engine = engine
        self.compiled = compiled
        self.maskers: list[TokenMasker] = []
        self._prompt_length = -1
        self._done: list[bool] = []

    def _start(self, batch: int, prompt_length: int) -> None:
        grammars = (
            [self.compiled] * batch if isinstance(self.compiled, Compiled) else list(self.compiled)
        )
        if len(grammars) != batch:
            raise DecodeError(f"{len(grammars)} grammars for a batch of {batch} rows")
        self.maskers = [TokenMasker(self.engine, g) for g in grammars]
        self._done = [False] * batch
        self._prompt_length = prompt_length

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> Any:
        batch, length = input_ids.shape
        if not self.maskers or length <= self._prompt_length:
            self._start(batch, length)
        elif length > self._prompt_length:
            last = input_ids[:, -1].tolist()
            for row, token in enumerate(last):
                if self._done[row]:
                    continue
                masker = self.maskers[row]
                if not masker.accept(token):
                    raise DecodeError(
                        f"row {row}: token {token} was sampled but the grammar forbids it"
                    )
                if token in masker.eos_token_ids:
                    self._done[row] = True
        words = (self.engine.tokenizer.vocab_size + 31) // 32
        bitmask = np.zeros((batch, words), dtype=np.int32)
        for row, masker in enumerate(self.maskers):
            if self._done[row]:
                bitmask[row] = -1  # row finished: generate pads it, leave the logits alone
            else:
                masker.fill_mask(bitmask[row])
        # unpack the *forbidden* bits (inverted words), one pass, then fill in place
        forbidden = np.unpackbits((~bitmask).view(np.uint8), axis=1, bitorder="little")
        width = scores.shape[1]
        take = min(width, forbidden.shape[1])
        scores[:, :take].masked_fill_(
            torch.from_numpy(forbidden[:, :take].view(np.bool_)), float("-inf")
        )
        if width > take:  # logits wider than the tokenizer (padded embeddings): never sampled
            scores[:, take:] = float("-inf")
        return scores
