"""Tool poisoning at ``tooldeck serve`` start: the served tools the gateway would quarantine.

In the command line layer: it reads the lint configuration and the gateway's check, which
the ``serve`` package may not use (docs/architecture.md).

``tooldeck gateway`` quarantines an upstream tool whose definition the linter's poisoning
rules (``T1xx``) flag as an error (docs/gateway.md, "Pinned definitions and quarantine").
``tooldeck serve`` serves the author's own module, so it does not hold such a tool back;
it names each of those findings on stderr when it starts, with the way to review and to
silence them, and ``--refuse-flagged`` refuses to start on them. The check is the
gateway's own (:func:`tooldeck.gateway.pinning.poison_lint_config`,
:func:`~tooldeck.gateway.pinning.deck_poisoning_findings`): a tool served here without a word
is one the gateway in front of it would not quarantine for its text.

A finding the deck's lint configuration names in its ``ignore`` or ``per-tool-ignores``
(``tooldeck-lint.toml`` beside the source, or ``[tool.tooldeck.lint]`` in
``pyproject.toml``; :mod:`tooldeck.lint.config`) is one a person reviewed, and is
silenced here as ``tooldeck lint`` silences it; a ``select`` that leaves the T rules out
does not silence them here.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tooldeck.lint.config import LintConfig, config_folder, find_config, load_config
from tooldeck.tool import Deck

__all__ = ["Flagged", "flagged_tools", "lint_config_for", "lint_source", "silence_line"]


@dataclass(frozen=True, slots=True)
class Flagged:
    """A served tool with error-level poisoning findings.

    Attributes:
        tool: the tool's name.
        findings: one ``"CODE /pointer: message"`` each, as the gateway states the
            reason of a quarantine.
    """

    tool: str
    findings: tuple[str, ...]

    @property
    def codes(self) -> tuple[str, ...]:
        """The rule codes of :attr:`findings`, in order, each once (``("T101", "T102")``)."""
        return tuple(dict.fromkeys(finding.split(" ", 1)[0] for finding in self.findings))


def _silenced(code: str, tool: str, config: LintConfig | None) -> bool:
    """Whether ``config`` silences ``code`` on ``tool`` by name: its ``ignore`` names the
    code (or a prefix of it) as ``tooldeck lint`` reads it (:meth:`LintConfig.ignores`: a
    more specific ``select`` of the code keeps it), or its ``per-tool-ignores`` does for
    the tool. A ``select`` that leaves the poisoning rules out does not: a security check
    is silenced where a person said so, not by a selection made for other reasons."""
    if config is None:
        return False
    return config.ignores(code) or config.ignored_for_tool(code, tool)


def flagged_tools(deck: Deck, config: LintConfig | None = None) -> tuple[Flagged, ...]:
    """The tools of ``deck`` with error-level tool-poisoning findings, in deck order: what
    ``tooldeck gateway`` would quarantine at first sight.

    Args:
        deck: the served tools.
        config: the deck's lint configuration (:func:`lint_config_for`); a finding its
            ``ignore`` or ``per-tool-ignores`` names is left out. None: none is left out.

    The first call runs the poisoning rules for the first time in the process (their
    start-up cost is the linter's).
    """
    from tooldeck.gateway.pinning import deck_poisoning_findings, poison_lint_config

    # the deck linted as one, as `tooldeck lint` and the gateway lint a listing
    by_tool = deck_poisoning_findings(deck, poison_lint_config())
    flagged = []
    for tool in deck:
        findings = tuple(
            finding
            for finding in by_tool.get(tool.name, ())
            if not _silenced(finding.split(" ", 1)[0], tool.name, config)
        )
        if findings:
            flagged.append(Flagged(tool.name, findings))
    return tuple(flagged)


def lint_source(source: str, handlers: str | None = None) -> str:
    """The deck source ``tooldeck lint`` reads for ``tooldeck serve SOURCE``: a deck file
    as it is (with ``handlers``), Python with its ``py:`` prefix (``app.py:registry`` →
    ``py:app.py:registry``, ``pkg.tools`` → ``py:pkg.tools``)."""
    if handlers is not None or source.startswith("py:"):
        return source
    return f"py:{source}"


def lint_config_for(source: str) -> tuple[LintConfig | None, Path | None]:
    """The lint configuration ``tooldeck lint`` applies to the deck source ``source``
    (:func:`lint_source`) and its file: ``tooldeck-lint.toml`` beside the file, else the
    nearest ``pyproject.toml`` with ``[tool.tooldeck.lint]``
    (:func:`tooldeck.lint.config.find_config`). ``(None, None)`` when there is none.

    Raises:
        LintConfigError: the configuration found cannot be read.
    """
    found = find_config(source)
    return (load_config(found) if found is not None else None), found


def _folder(source: str) -> str | None:
    """The folder a ``tooldeck-lint.toml`` for ``source`` (:func:`lint_source`) goes in,
    as an absolute path (``app.py`` served from its own folder named that folder ``.``);
    None for a module name (no file: ``pyproject.toml`` is searched from the working
    directory)."""
    folder = config_folder(source)
    return str(folder.absolute()) if folder is not None else None


def silence_line(
    flagged: Sequence[Flagged],
    source: str,
    config_file: Path | None,
    config: LintConfig | None = None,
) -> str:
    """How to review and silence ``flagged``: the ``tooldeck lint`` command that explains
    each finding and the ``per-tool-ignores`` table that silences them in the lint
    configuration (``config_file``, else where a new one would be found). Its keys are
    fnmatch patterns, so a name's ``[``, ``*`` and ``?`` are written as one-character
    classes (``"mul[[]v2]"`` for ``mul[v2]``): the entry matches that tool only. When
    ``config`` already has ``per-tool-ignores``, the table offered is that one with the
    new codes added (an existing key's codes first), to paste over it: a second
    ``per-tool-ignores`` beside it would be a duplicate TOML key, and one with the new
    entries alone would drop the old ones.

    Args:
        flagged: what :func:`flagged_tools` found.
        source: the deck source ``tooldeck lint`` reads (:func:`lint_source`).
        config_file: the lint configuration in use, or None.
        config: that configuration, as read (:func:`lint_config_for`), or None.

    Example: ``review them with tooldeck lint py:app.py --select T; silence a finding you
    reviewed and keep with per-tool-ignores = {"mul" = ["T101", "T102"]} in a
    tooldeck-lint.toml in /srv/app``.
    """
    existing = dict(config.per_tool_ignores) if config is not None else {}
    table = {key: list(codes) for key, codes in existing.items()}
    for item in flagged:
        codes = table.setdefault(_literal_pattern(item.tool), [])
        codes.extend(code for code in item.codes if code not in codes)
    entries = ", ".join(
        f"{_quoted(key)} = [{', '.join(_quoted(code) for code in codes)}]"
        for key, codes in table.items()
    )
    folder = _folder(source)
    if config_file is not None and config_file.name == "pyproject.toml":
        where = f"the [tool.tooldeck.lint] table of {config_file}"
    elif config_file is not None:
        where = str(config_file)
    elif folder is not None:
        where = f"a tooldeck-lint.toml in {folder}"
    else:
        where = "a [tool.tooldeck.lint] table of the project's pyproject.toml"
    kept = " (it replaces the per-tool-ignores there, whose entries it keeps)" if existing else ""
    return (
        f"review them with tooldeck lint {source} --select T; silence a finding you "
        f"reviewed and keep with per-tool-ignores = {{{entries}}} in {where}{kept}"
    )


def _literal_pattern(name: str) -> str:
    """``name`` as a ``per-tool-ignores`` key (an :func:`fnmatch.fnmatchcase` pattern) that
    matches that name only: ``[``, ``*`` and ``?`` as one-character classes (``mul[v2]`` →
    ``mul[[]v2]``); other names unchanged."""
    return "".join(f"[{c}]" if c in "[*?" else c for c in name)


def _quoted(text: str) -> str:
    """``text`` as a TOML basic string (JSON's escaping is valid TOML for it)."""
    return json.dumps(text, ensure_ascii=False)
