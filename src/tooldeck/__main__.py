"""``python -m tooldeck``: the same command line as the ``tooldeck`` script (for an
environment whose scripts folder is not on ``PATH``, or to pick the interpreter); usage
lines say ``tooldeck``."""

from tooldeck.cli import app

if __name__ == "__main__":
    app(prog_name="tooldeck")
