"""Engine-free token masking for any generation loop (vLLM-, llama.cpp- or hand-written).

:class:`TokenMasker` needs no torch: the caller owns a numpy bitmask row (or asks for one)
and applies it to its logits, then reports the sampled token. The same object works with
either engine, since it only talks to :class:`~tooldeck.decode.engines.Matcher`.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from tooldeck.decode.engines import Bitmask, Compiled, Engine

__all__ = ["TokenMasker", "apply_bitmask"]


def apply_bitmask(logits: npt.NDArray[np.floating], bitmask: Bitmask) -> None:
    """Set ``logits[i] = -inf`` in place for every token ``i`` whose bit is clear.

    ``logits`` is one row (vocabulary width, possibly wider than the bitmask covers: the
    extra ids are forbidden too).
    """
    allowed = np.unpackbits(bitmask.view(np.uint8), bitorder="little").astype(bool)
    width = logits.shape[-1]
    if allowed.shape[0] < width:
        allowed = np.concatenate([allowed, np.zeros(width - allowed.shape[0], dtype=bool)])
    logits[~allowed[:width]] = -np.inf


class TokenMasker:
    """One sequence's constraint: ``fill_mask`` → mask → sample → ``accept``.

    Args:
        engine: the engine that compiled ``compiled``.
        compiled: a compiled schema or turn grammar.
    """

    def __init__(self, engine: Engine, compiled: Compiled) -> None:
        self._matcher = engine.matcher(compiled)
        self.vocab_size = engine.tokenizer.vocab_size
        self.eos_token_ids = engine.tokenizer.eos_token_ids

    def new_bitmask(self) -> Bitmask:
        """A zeroed bitmask row of ``ceil(vocab_size / 32)`` int32 words."""
        return np.zeros((self.vocab_size + 31) // 32, dtype=np.int32)

    def fill_mask(self, bitmask: Bitmask) -> None:
        """Write the allowed next tokens into ``bitmask`` (after :meth:`is_finished`: only
        end tokens)."""
        self._matcher.fill_bitmask(bitmask)

    def allowed_token_ids(self) -> npt.NDArray[np.int64]:
        """Ids allowed next (convenience; slower than the bitmask on a 200k vocabulary)."""
        mask = self.new_bitmask()
        self.fill_mask(mask)
        bits = np.unpackbits(mask.view(np.uint8), bitorder="little")[: self.vocab_size]
        return np.flatnonzero(bits)

    def accept(self, token_id: int) -> bool:
        """Advance by the sampled token; ``False`` when the grammar forbids it."""
        return self._matcher.accept(int(token_id))

    def is_finished(self) -> bool:
        """True once an end token was accepted (or nothing else can follow)."""
        return self._matcher.is_finished()

    def is_accepting(self) -> bool:
        """True when the text so far is complete (an end token is allowed now)."""
        return self._matcher.is_accepting()

    def rollback(self, n: int) -> None:
        """Undo the last ``n`` accepted tokens (speculative decoding)."""
        self._matcher.rollback(n)

    def reset(self) -> None:
        """Back to the start of the grammar."""
        self._matcher.reset()
