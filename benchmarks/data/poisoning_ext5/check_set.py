"""Check the fifth external tool-poisoning set (benchmarks/data/poisoning_ext5); print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext5/check_set.py [--no-load]

Checks, each reported as a problem line (exit 1) rather than a traceback: every label has
the keys below and names a tool of its file, every tool has one label, names are unique per
file, a poisoned label's `field` points into its tool, every label carries its source's repo,
path, line, commit and licence, each record is in extracted.json with the same tool text
(nothing reworded: only a renamed tool's `name` may differ, and then `original_name` gives
the source's name), and the split is the one build.split_interleaved computes. Without
--no-load both files are also loaded with tooldeck's MCP reader. Unlike the generated sets
(poisoning2 to poisoning18), addresses are not required to be reserved `.example` names:
the texts are third parties' own and are kept as written.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from external_poisoning import check_folder  # noqa: E402


def main(argv: list[str]) -> int:
    """Check this set (external_poisoning.check_folder): 0 when sound, else 1."""
    return check_folder(HERE, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
