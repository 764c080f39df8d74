"""Consistency check for the tool-poisoning training sentences (sentences.jsonl).

Training data only: this script checks the file's shape, it measures nothing about any
classifier. Checks, each reported with the line number and the fix:

- every line is a JSON object with exactly the fields id, text, label, class, lang and
  optionally note; id is ``pt-NNNN``; label is ``poison`` or ``benign``; class is one of
  the classes listed below for that label; lang is one of the ten codes below;
- ids are unique, and texts are unique after folding case and whitespace;
- the script of the text agrees with its lang tag (Han for zh, kana for ja, Hangul for ko,
  Cyrillic for ru, Latin letters for the other six);
- every domain in a URL or e-mail address is reserved for documentation (RFC 2606/6761:
  ``.example``, ``.test``, ``.invalid``, ``example.com/.net/.org``), so no sentence points
  at a real host;
- at least ``--min-per-label`` sentences per label and a non-English share of at least
  ``--min-non-english`` per label.

Prints the counts per label, class and language. Exit status 0 when no problem was found,
1 otherwise. Usage: ``python check.py [PATH] [--min-per-label N] [--min-non-english F]``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIELDS = {"id", "text", "label", "class", "lang"}
OPTIONAL = {"note"}
LANGS = ("en", "zh", "ja", "es", "de", "fr", "ru", "ko", "pt", "it")
POISON_CLASSES = (
    "credential_theft",
    "exfiltration",
    "shadowing",
    "hidden_instructions",
    "argument_tampering",
    "forced_tool_call",
    "line_jumping",
    "authority_urgency",
    "session_hijack",
    "output_poisoning",
    "capability_claim",
    "verdict_dictation",
)
BENIGN_CLASSES = (
    "messaging_purpose",
    "secret_param",
    "prerequisite",
    "cross_reference",
    "warning",
    "rate_limit",
    "output_shape",
    "security_tool",
    "compliance",
    "llm_api",
    "admin",
    "workflow",
    "plain",
)
CLASSES = {"poison": POISON_CLASSES, "benign": BENIGN_CLASSES}
ID = re.compile(r"^pt-\d{4}$")
HAN = re.compile(r"[\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")
HANGUL = re.compile(r"[\uac00-\ud7af]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
HOST = re.compile(r"(?:https?://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
RESERVED_TLDS = ("example", "test", "invalid", "localhost")
RESERVED_HOSTS = ("example.com", "example.net", "example.org")


def _script_problem(text: str, lang: str) -> str | None:
    """Return why the text's script disagrees with ``lang``, or None when it agrees."""
    has = {
        "zh": bool(HAN.search(text)) and not KANA.search(text),
        "ja": bool(KANA.search(text)),
        "ko": bool(HANGUL.search(text)),
        "ru": bool(CYRILLIC.search(text)),
    }
    if lang in has:
        return None if has[lang] else f"lang {lang!r} but the text has no characters of it"
    if any(has.values()):
        return f"lang {lang!r} but the text contains CJK, Hangul or Cyrillic characters"
    return None


def _host_problem(text: str) -> str | None:
    for host in HOST.findall(text):
        host = host.lower().rstrip(".")
        if host.rsplit(".", 1)[-1] in RESERVED_TLDS:
            continue
        if any(host == h or host.endswith("." + h) for h in RESERVED_HOSTS):
            continue
        return f"domain {host!r} is not reserved; use a .example/.test/.invalid name"
    return None


def check(
    path: Path, min_per_label: int = 0, min_non_english: float = 0.0
) -> tuple[list[str], dict[str, Counter[str]]]:
    """Check ``path``; return (problems, counts).

    counts has the keys ``label``, ``class`` (``label/class``) and ``lang`` (``label/lang``).
    A missing or unreadable file is reported as one problem, not raised.
    """
    problems: list[str] = []
    counts: dict[str, Counter[str]] = {"label": Counter(), "class": Counter(), "lang": Counter()}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        return [f"{path}: cannot read ({exc.strerror}); pass the path of sentences.jsonl"], counts
    seen_ids: dict[str, int] = {}
    seen_texts: dict[str, int] = {}
    for number, line in enumerate(lines, 1):
        where = f"{path.name}:{number}"
        if not line.strip():
            problems.append(f"{where}: empty line; remove it")
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not valid JSON ({exc.msg}); fix the quoting")
            continue
        if not isinstance(row, dict):
            problems.append(f"{where}: not a JSON object")
            continue
        missing = FIELDS - row.keys()
        extra = row.keys() - FIELDS - OPTIONAL
        if missing or extra:
            problems.append(
                f"{where}: fields missing {sorted(missing)} / unexpected {sorted(extra)}; "
                f"use exactly {sorted(FIELDS)} plus optional 'note'"
            )
            continue
        if not all(isinstance(row[k], str) for k in row):
            problems.append(f"{where}: every field must be a string")
            continue
        ident, text, label, cls, lang = (row[k] for k in ("id", "text", "label", "class", "lang"))
        if not ID.match(ident):
            problems.append(f"{where}: id {ident!r} is not pt-NNNN")
        elif ident in seen_ids:
            problems.append(f"{where}: id {ident} already used on line {seen_ids[ident]}")
        else:
            seen_ids[ident] = number
        folded = " ".join(text.split()).casefold()
        if not folded:
            problems.append(f"{where}: empty text")
        elif folded in seen_texts:
            problems.append(f"{where}: same text as line {seen_texts[folded]}; remove one")
        else:
            seen_texts[folded] = number
        if label not in CLASSES:
            problems.append(f"{where}: label {label!r} is not 'poison' or 'benign'")
            continue
        if cls not in CLASSES[label]:
            problems.append(
                f"{where}: class {cls!r} is not a {label} class; use one of {list(CLASSES[label])}"
            )
        if lang not in LANGS:
            problems.append(f"{where}: lang {lang!r} is not one of {list(LANGS)}")
        else:
            why = _script_problem(text, lang)
            if why:
                problems.append(f"{where}: {why}")
        why = _host_problem(text)
        if why:
            problems.append(f"{where}: {why}")
        counts["label"][label] += 1
        counts["class"][f"{label}/{cls}"] += 1
        counts["lang"][f"{label}/{lang}"] += 1
    for label in CLASSES:
        total = counts["label"][label]
        if total < min_per_label:
            problems.append(f"{label}: {total} sentences, fewer than the {min_per_label} required")
        if total:
            share = 1 - counts["lang"][f"{label}/en"] / total
            if share < min_non_english:
                problems.append(
                    f"{label}: non-English share {share:.2f} below {min_non_english:.2f}"
                )
    return problems, counts


def _table(counts: dict[str, Counter[str]]) -> str:
    out = []
    for label in CLASSES:
        total = counts["label"][label]
        en = counts["lang"][f"{label}/en"]
        share = (1 - en / total) if total else 0.0
        out.append(f"{label}: {total} sentences, non-English {share:.0%}")
        for key, n in sorted(counts["class"].items(), key=lambda kv: (-kv[1], kv[0])):
            if key.startswith(label + "/"):
                out.append(f"  class {key.split('/', 1)[1]:<22} {n:>4}")
        for key, n in sorted(counts["lang"].items(), key=lambda kv: (-kv[1], kv[0])):
            if key.startswith(label + "/"):
                out.append(f"  lang  {key.split('/', 1)[1]:<22} {n:>4}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=HERE / "sentences.jsonl")
    parser.add_argument("--min-per-label", type=int, default=450)
    parser.add_argument("--min-non-english", type=float, default=0.30)
    args = parser.parse_args(argv)
    problems, counts = check(args.path, args.min_per_label, args.min_non_english)
    print(_table(counts))
    for problem in problems:
        print("PROBLEM", problem)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
