"""``python -m tooldeck``: the same command line as the ``tooldeck`` script (for an
environment whose scripts folder is not on ``PATH``, or to pick the interpreter); usage
lines say ``tooldeck``."""

import gc

from tooldeck.cli import GC_THRESHOLD, app

if __name__ == "__main__":
    gc.set_threshold(*GC_THRESHOLD)
    app(prog_name="tooldeck")
