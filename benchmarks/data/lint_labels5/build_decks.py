"""Build the four decks of tools/ from the raw captures in servers/.

Each deck is one server, all of its tools, names and definitions as captured (no gateway merge,
no subset in this set; the shared builder would prefix `<prefix>__<tool>` where a prefix is given).

Run with any Python 3:  python benchmarks/data/lint_labels5/build_decks.py
(--check: exit 1 if a file of tools/ differs from what the captures give, write nothing).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from lint_labels_common import build_main  # noqa: E402

# deck -> [(prefix or "" for none, capture file in servers/, kept tools or None for all)]
DECKS: dict[str, list[tuple[str, str, list[str] | None]]] = {
    "godot": [("", "godot.json", None)],
    "excalidraw": [("", "excalidraw.json", None)],
    "ios_simulator": [("", "ios_simulator.json", None)],
    "mcp_installer": [("", "mcp_installer.json", None)],
}


def main(argv: list[str]) -> int:
    """Write tools/ from servers/ (lint_labels_common.build_main); ``--check`` compares."""
    return build_main(HERE, DECKS, argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
