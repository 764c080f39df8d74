"""The dev / holdout split of select_blind3: the fixed rule of
``../select_blind_common.py`` (``assign``; shared with select_blind4), which reads
nothing but the cases. It was fixed and applied before any retrieval ran on the set; it
uses no retrieval result.

    python split.py                      # rewrite cases/<deck>.{dev,holdout}.jsonl from themselves
    python split.py --from DECK FILE     # distribute the cases of FILE (one deck) into the two files
Any Python 3, JSON only. check_set.py checks that every case sits in the file ``assign`` names.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from select_blind_common import SPLITS, assign, split_main, write  # noqa: E402, F401

DECKS = ("gateway_workbench", "gateway_desk")

if __name__ == "__main__":
    split_main(DECKS, HERE, __doc__.split("\n\n")[0])
