"""The Berkeley Function Calling Leaderboard (BFCL) data: fetching, caching and reading.

Source: the PyPI package ``bfcl-eval`` (Apache-2.0, https://pypi.org/project/bfcl-eval/,
project https://github.com/ShishirPatil/gorilla/tree/main/berkeley-function-call-leaderboard).
Its dependencies are heavy, so tooldeck never installs it: :func:`fetch_bfcl` runs
``python -m pip download --no-deps bfcl-eval==<version>``, keeps the wheel under
``platformdirs.user_cache_dir("tooldeck")/bfcl/`` and the data files are read straight
out of the wheel (a zip file) with :mod:`zipfile`.

Layout inside the wheel (bfcl-eval 2026.3.23; the ``v4`` prefix is read from the file
names, not assumed)::

    bfcl_eval/data/BFCL_v4_<category>.json                  questions, JSON Lines
    bfcl_eval/data/possible_answer/BFCL_v4_<category>.json  ground truth, JSON Lines
    bfcl_eval/data/multi_turn_func_doc/<class>.json         multi-turn function docs
    bfcl_eval/data/unused_datasets/...                      retired categories (ignored)

Despite the ``.json`` suffix every file holds one JSON object per line. A question is
``{"id", "question": [[{"role", "content"}, ...], ...], "function": [<function doc>, ...]}``
(``question`` is a list of turns, each a list of messages); a possible answer is
``{"id", "ground_truth": [{"<function name>": {"<param>": [<acceptable value>, ...]}}]}``.

Categories in bfcl-eval 2026.3.23 (questions; ``*`` = has possible answers):

* single-turn, Python: ``simple_python``\\* (400), ``multiple``\\* (200), ``parallel``\\*
  (200), ``parallel_multiple``\\* (200), ``irrelevance`` (240, no call expected);
* single-turn, live (user-contributed): ``live_simple``\\* (258), ``live_multiple``\\*
  (1053), ``live_parallel``\\* (16), ``live_parallel_multiple``\\* (24),
  ``live_irrelevance`` (884, no call expected), ``live_relevance`` (16, some call expected,
  no fixed answer);
* single-turn, other languages: ``simple_java``\\* (100), ``simple_javascript``\\* (50);
* multi-turn and agentic (not read by tooldeck): ``multi_turn_base``,
  ``multi_turn_long_context``, ``multi_turn_miss_func``, ``multi_turn_miss_param``,
  ``memory``, ``web_search``, ``format_sensitivity``.

Instead of a wheel, a directory may be given wherever a wheel is accepted: either BFCL's
``data`` directory itself or a directory holding ``bfcl_eval/data`` (a source checkout).

Bounds (each an error naming the file and the limit): the wheel and every data file must
be regular files of at most 64 MiB (:mod:`tooldeck.inputfile`, ``$TOOLDECK_MAX_INPUT_MIB``);
a wheel member is checked before it is read — a name that is absolute or holds a ``..``
part (Zip Slip), an uncompressed size over the limit, or a compression ratio over
:data:`MAX_ZIP_RATIO` (a zip bomb, CWE-409) is refused — and is read with a bounded loop
that stops one byte past the limit whatever its header says; a line nested past Python's
recursion limit or holding an integer longer than Python converts (4,300 digits) is an
error.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import platformdirs

from tooldeck.errors import SourceError
from tooldeck.inputfile import check_regular, max_input_bytes, read_text, size_limit_message
from tooldeck.jsonvalue import json_lines

__all__ = [
    "ALL_SINGLE_TURN_CATEGORIES",
    "DEFAULT_VERSION",
    "ENV_WHEEL",
    "MAX_ZIP_RATIO",
    "NO_CALL_CATEGORIES",
    "SINGLE_TURN_CATEGORIES",
    "BfclData",
    "cache_dir",
    "download_command",
    "fetch_bfcl",
    "find_bfcl_wheel",
    "open_bfcl",
]

DEFAULT_VERSION = "2026.3.23"
"""The bfcl-eval release tooldeck was checked against."""

ENV_WHEEL = "TOOLDECK_BFCL_WHEEL"
"""Environment variable naming a bfcl-eval wheel (or data directory) to use instead of
the cache."""

SINGLE_TURN_CATEGORIES: tuple[str, ...] = (
    "simple_python",
    "multiple",
    "parallel",
    "parallel_multiple",
    "live_simple",
    "live_multiple",
    "live_parallel",
    "live_parallel_multiple",
)
"""The single-turn categories with a ground truth of function calls."""

NO_CALL_CATEGORIES: tuple[str, ...] = ("irrelevance", "live_irrelevance")
"""Categories where the right answer is to call no function."""

ALL_SINGLE_TURN_CATEGORIES: tuple[str, ...] = (
    *SINGLE_TURN_CATEGORIES,
    *NO_CALL_CATEGORIES,
    "live_relevance",
    "simple_java",
    "simple_javascript",
)
"""Every single-turn category whose questions carry their own function documents."""

MAX_ZIP_RATIO = 100
"""Largest uncompressed/compressed size ratio of a wheel member that is read. BFCL's JSON
Lines files deflate about 10:1; a zip bomb's members reach 1,000:1 (deflate's maximum is
about 1,032:1)."""

_QUESTION_RE = re.compile(r"^BFCL_v(\d+)_([A-Za-z0-9_]+)\.json$")
_DATA_PREFIX = "bfcl_eval/data/"


def cache_dir() -> Path:
    """Where fetched wheels are kept: ``platformdirs.user_cache_dir("tooldeck")/bfcl``."""
    return Path(platformdirs.user_cache_dir("tooldeck")) / "bfcl"


def download_command(version: str = DEFAULT_VERSION, dest: Path | None = None) -> list[str]:
    """The pip command :func:`fetch_bfcl` runs (as an argument list)."""
    return [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        f"bfcl-eval=={version}",
        "-d",
        str(dest if dest is not None else cache_dir()),
    ]


def _manual_hint(version: str) -> str:
    command = " ".join(shlex.quote(part) for part in download_command(version))
    return (
        f"fetch it by hand with: {command}  "
        f"(or point {ENV_WHEEL} at a bfcl-eval wheel or at BFCL's data directory)"
    )


def find_bfcl_wheel(version: str = DEFAULT_VERSION) -> Path | None:
    """The bfcl-eval wheel to read, or None when there is none yet.

    Looks at ``$TOOLDECK_BFCL_WHEEL`` first, then the cache (:func:`cache_dir`) for
    ``bfcl_eval-<version>-*.whl``. Does not use the network.

    Raises:
        SourceError: ``$TOOLDECK_BFCL_WHEEL`` is set but names nothing.
    """
    env = os.environ.get(ENV_WHEEL)
    if env:
        path = Path(env).expanduser()
        if not path.exists():
            raise SourceError(f"{ENV_WHEEL}={env}: no such file or directory")
        return path
    directory = cache_dir()
    if not directory.is_dir():
        return None
    found = sorted(directory.glob(f"bfcl_eval-{version}-*.whl"))
    return found[0] if found else None


def fetch_bfcl(version: str = DEFAULT_VERSION, *, force: bool = False) -> Path:
    """Download the bfcl-eval wheel (without its dependencies) into the cache.

    Runs ``python -m pip download --no-deps --only-binary=:all: bfcl-eval==<version>``
    with the running interpreter, into a temporary directory, then moves the wheel to
    :func:`cache_dir`. Nothing is installed.

    Args:
        version: the bfcl-eval release.
        force: download again even when the wheel is cached (or ``$TOOLDECK_BFCL_WHEEL``
            is set).

    Returns:
        The path of the cached wheel (or of ``$TOOLDECK_BFCL_WHEEL`` when set).

    Raises:
        SourceError: pip is missing or fails (e.g. no network); the message holds the
            command to run by hand.
    """
    if not force:
        found = find_bfcl_wheel(version)
        if found is not None:
            return found
    target = cache_dir()
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SourceError(f"cannot create the cache directory {target}: {exc}") from None
    with tempfile.TemporaryDirectory(prefix="tooldeck-bfcl-") as tmp:
        command = download_command(version, Path(tmp))
        try:
            proc = subprocess.run(command, capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.SubprocessError) as exc:
            raise SourceError(
                f"cannot run pip to download bfcl-eval=={version}: {exc}; {_manual_hint(version)}"
            ) from None
        if proc.returncode != 0:
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
            raise SourceError(
                f"pip could not download bfcl-eval=={version} (exit {proc.returncode}: "
                f"{' / '.join(tail) or 'no output'}); {_manual_hint(version)}"
            )
        wheels = sorted(Path(tmp).glob("bfcl_eval-*.whl"))
        if not wheels:
            raise SourceError(
                f"pip ran but left no bfcl-eval wheel in {tmp}; {_manual_hint(version)}"
            )
        final = target / wheels[0].name
        try:
            shutil.move(str(wheels[0]), final)
        except OSError as exc:
            raise SourceError(f"cannot store the wheel in {target}: {exc}") from None
    return final


def _default_source() -> Path:
    found = find_bfcl_wheel()
    return found if found is not None else fetch_bfcl()


@dataclass(frozen=True)
class BfclData:
    """Read access to the BFCL data of one wheel or data directory.

    Build it with :func:`open_bfcl`. Parsed files are cached per instance.

    Attributes:
        path: the wheel file or data directory.
        version_prefix: the ``v<N>`` of the ``BFCL_v<N>_*.json`` file names.
        categories: every category with a question file, sorted.
    """

    path: Path
    version_prefix: str
    categories: tuple[str, ...]
    _members: dict[str, str] = field(repr=False, compare=False)
    _cache: dict[str, list[dict[str, Any]]] = field(default_factory=dict, repr=False, compare=False)

    def _read_text(self, relative: str) -> str:
        member = self._members.get(relative)
        if member is None:
            raise SourceError(f"{self.path}: no {relative} in the BFCL data")
        if self.path.is_dir():
            return read_text(self.path / member, "BFCL data file", SourceError)
        check_regular(self.path, "bfcl-eval wheel", SourceError)
        try:
            with zipfile.ZipFile(self.path) as archive:
                data = _read_member(archive, member, f"{self.path}!{member}")
            return data.decode("utf-8")
        except (OSError, KeyError, zipfile.BadZipFile, UnicodeDecodeError) as exc:
            raise SourceError(f"{self.path}: cannot read {relative}: {exc}") from None

    def _jsonl(self, relative: str) -> list[dict[str, Any]]:
        if relative in self._cache:
            return self._cache[relative]
        text = self._read_text(relative)
        out: list[dict[str, Any]] = []
        for lineno, line in json_lines(text):
            if not line.strip():
                continue
            where = f"{self.path}!{relative}:{lineno}"
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                raise SourceError(f"{where}:{exc.colno}: invalid JSON: {exc.msg}") from None
            except RecursionError:
                raise SourceError(
                    f"{where}: invalid JSON: nested too deeply (past Python's recursion limit)"
                ) from None
            except ValueError as exc:  # int(): more digits than sys.get_int_max_str_digits()
                raise SourceError(
                    f"{where}: an integer is longer than Python converts ({str(exc).split(';')[0]})"
                ) from None
            if not isinstance(obj, dict) or not isinstance(obj.get("id"), str):
                raise SourceError(f"{where}: expected an object with a string 'id'")
            out.append(obj)
        self._cache[relative] = out
        return out

    def question_file(self, category: str) -> str:
        """The question file name of ``category`` (``BFCL_v4_<category>.json``)."""
        return f"BFCL_{self.version_prefix}_{category}.json"

    def _check_category(self, category: str) -> None:
        if category not in self.categories:
            raise SourceError(
                f"unknown BFCL category {category!r} in {self.path.name}; "
                f"known: {', '.join(self.categories)}"
            )

    def questions(self, category: str) -> list[dict[str, Any]]:
        """The question entries of ``category`` in file order (``{"id", "question",
        "function", ...}``; shared, do not modify).

        Raises:
            SourceError: unknown category, unreadable file or invalid JSON line.
        """
        self._check_category(category)
        return self._jsonl(self.question_file(category))

    def has_answers(self, category: str) -> bool:
        """True when ``category`` has a possible-answer file."""
        return f"possible_answer/{self.question_file(category)}" in self._members

    def answers(self, category: str) -> dict[str, dict[str, Any]]:
        """The possible answers of ``category`` by entry id (``{"id", "ground_truth"}``).

        Raises:
            SourceError: unknown category, no possible-answer file, or invalid JSON.
        """
        self._check_category(category)
        entries = self._jsonl(f"possible_answer/{self.question_file(category)}")
        return {entry["id"]: entry for entry in entries}

    def entry(self, category: str, entry_id: str) -> dict[str, Any]:
        """One question entry, by its full id (``simple_python_3``), by the part after
        ``<category>_`` (``3``), or by a unique prefix up to a ``-`` (``live_simple_3``
        finds ``live_simple_3-2-1``).

        Raises:
            SourceError: unknown category or no such entry.
        """
        entries = self.questions(category)
        by_id = {e["id"]: e for e in entries}
        for candidate in (entry_id, f"{category}_{entry_id}"):
            if candidate in by_id:
                return by_id[candidate]
        for candidate in (entry_id, f"{category}_{entry_id}"):
            matches = [e for e in entries if e["id"].startswith(candidate + "-")]
            if len(matches) == 1:
                return matches[0]
        examples = ", ".join(e["id"] for e in entries[:3])
        raise SourceError(
            f"no entry {entry_id!r} in BFCL category {category!r} "
            f"({len(entries)} entries, e.g. {examples})"
        )


def _scan_directory(path: Path) -> dict[str, str]:
    base = path
    if (path / "bfcl_eval" / "data").is_dir():
        base = path / "bfcl_eval" / "data"
    members: dict[str, str] = {}
    for file in base.rglob("*.json"):
        relative = file.relative_to(base).as_posix()
        members[relative] = str(file.relative_to(path))
    return members


def _read_member(archive: zipfile.ZipFile, member: str, where: str) -> bytes:
    """The bytes of one archive member, checked before reading (size, compression ratio)
    and read with a bounded loop (a header can lie about the size).

    Raises:
        SourceError: over the size limit or :data:`MAX_ZIP_RATIO`.
    """
    limit = max_input_bytes()
    info = archive.getinfo(member)
    if info.file_size > limit:
        raise SourceError(size_limit_message(where, "wheel member", info.file_size, limit))
    if info.file_size > 2**20 and info.file_size > MAX_ZIP_RATIO * max(info.compress_size, 1):
        raise SourceError(
            f"{where}: wheel member expands {info.compress_size:,} bytes to "
            f"{info.file_size:,} (ratio over {MAX_ZIP_RATIO}:1): a zip bomb (CWE-409)?"
        )
    chunks: list[bytes] = []
    total = 0
    with archive.open(info) as handle:
        while chunk := handle.read(min(1 << 20, limit + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise SourceError(size_limit_message(where, "wheel member", None, limit))
    return b"".join(chunks)


def _unsafe_member(name: str) -> bool:
    """An absolute name, a ``..`` part or a drive letter: extracted, it would leave the
    target folder (Zip Slip, https://security.snyk.io/research/zip-slip-vulnerability)."""
    parts = name.replace("\\", "/").split("/")
    return name.startswith(("/", "\\")) or ".." in parts or (len(name) > 1 and name[1] == ":")


def _scan_wheel(path: Path) -> dict[str, str]:
    check_regular(path, "bfcl-eval wheel", SourceError)
    try:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
    except (OSError, zipfile.BadZipFile) as exc:
        raise SourceError(f"{path}: not a readable wheel (zip) file: {exc}") from None
    unsafe = [name for name in names if _unsafe_member(name)]
    if unsafe:
        raise SourceError(
            f"{path}: the wheel holds a member whose name leaves its folder ({unsafe[0]!r}; "
            "Zip Slip): not a bfcl-eval wheel"
        )
    return {
        name[len(_DATA_PREFIX) :]: name
        for name in names
        if name.startswith(_DATA_PREFIX) and name.endswith(".json")
    }


@lru_cache(maxsize=8)
def _open_cached(path: Path, mtime: float) -> BfclData:
    members = _scan_directory(path) if path.is_dir() else _scan_wheel(path)
    prefixes: set[str] = set()
    categories: set[str] = set()
    for relative in members:
        match = _QUESTION_RE.match(relative)
        if match:
            prefixes.add(match.group(1))
            categories.add(match.group(2))
    if not categories:
        raise SourceError(
            f"{path}: no BFCL question files (bfcl_eval/data/BFCL_v*_<category>.json) found"
        )
    if len(prefixes) > 1:
        raise SourceError(f"{path}: question files of several BFCL versions: {sorted(prefixes)}")
    return BfclData(
        path=path,
        version_prefix=f"v{prefixes.pop()}",
        categories=tuple(sorted(categories)),
        _members=members,
    )


def open_bfcl(wheel: str | Path | None = None) -> BfclData:
    """Open the BFCL data of a wheel or data directory.

    Args:
        wheel: a bfcl-eval wheel file, a BFCL data directory, or None for
            ``$TOOLDECK_BFCL_WHEEL``, else the cached wheel, else :func:`fetch_bfcl`
            (which downloads it: about 2 MB from PyPI).

    Raises:
        SourceError: the path does not exist, is not a wheel/data directory, holds no
            BFCL question file, or the download fails.
    """
    path = Path(wheel).expanduser() if wheel is not None else _default_source()
    try:
        mtime = path.stat().st_mtime
    except OSError:
        raise SourceError(f"{path}: no such bfcl-eval wheel or BFCL data directory") from None
    return _open_cached(path.resolve(), mtime)
