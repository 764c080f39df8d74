"""The values of the lint stage: :class:`Severity`, :class:`Rule`, :class:`Finding`.

Modelled on ruff: every rule has a stable code (a family letter and three digits, e.g.
``D104``), a kebab-case name, a default severity and an explanation with a bad and a
better example (``tooldeck lint --explain CODE``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tooldeck.lint.context import LintContext
    from tooldeck.tool import Tool

__all__ = [
    "DECK_FRAGMENT_NOTE",
    "EXCERPT_NOTE",
    "FAMILIES",
    "Finding",
    "Rule",
    "ServerLeftOut",
    "Severity",
    "deck_example",
]


class Severity(StrEnum):
    """How much a finding matters; ordered ``info < warning < error``."""

    info = "info"
    warning = "warning"
    error = "error"

    @property
    def rank(self) -> int:
        """0 for info, 1 for warning, 2 for error."""
        return ("info", "warning", "error").index(self.value)


FAMILIES: dict[str, str] = {
    "N": "naming",
    "D": "description",
    "S": "schema",
    "X": "cross-tool",
    "A": "safety",
    "P": "provider-compatibility",
    "T": "poisoning",
    "L": "lock",
    "E": "engine",
}
"""Code prefix → rule family."""


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem found by one rule.

    Attributes:
        code: the rule's code, e.g. ``"S107"``.
        name: the rule's kebab-case name.
        severity: the effective severity (after configuration).
        tool: the tool the finding is about; None for deck-wide findings.
        pointer: JSON pointer (RFC 6901) into the tool's declaration: ``/name``,
            ``/description``, ``/input_schema/properties/order_id``, ``/annotations``;
            ``""`` for the whole tool or deck.
        message: one line saying what is wrong and what to do (for people: its wording
            may change; read ``tools`` and ``similarity`` instead).
        tools: the tools a finding about look-alike tools relates, for programs: X101 the
            pair (name order), D106 this tool and the look-alikes its description does not
            name; empty for other findings.
        similarity: the look-alike score (0–1) of such a finding: X101 the pair's, D106 the
            closest unnamed look-alike's; None for other findings.
        operation: for an X101 pair found through a dispatcher tool's enum
            (:func:`tooldeck.lint.similarity.dispatcher_pairs`), ``(dispatcher tool,
            parameter, value)``: ``("issue_write", "method", "create")`` beside
            ``create_issue``; None otherwise.
    """

    code: str
    name: str
    severity: Severity
    tool: str | None
    pointer: str
    message: str
    tools: tuple[str, ...] = ()
    similarity: float | None = None
    operation: tuple[str, str, str] | None = None

    def to_json(self) -> dict[str, Any]:
        """The finding as a JSON object: ``code``, ``name``, ``severity``, ``tool``,
        ``pointer``, ``message``; then, only where set, ``tools`` (a list),
        ``similarity`` (0–1, 4 decimals) and ``operation`` (``{"tool", "parameter",
        "value"}``: the dispatcher, its enum parameter and the value that does what the
        other tool's name says), so a program reads a look-alike pair without parsing the
        message. Findings of the other rules keep the six keys."""
        out: dict[str, Any] = {
            "code": self.code,
            "name": self.name,
            "severity": self.severity.value,
            "tool": self.tool,
            "pointer": self.pointer,
            "message": self.message,
        }
        if self.tools:
            out["tools"] = list(self.tools)
        if self.similarity is not None:
            out["similarity"] = round(self.similarity, 4)
        if self.operation is not None:
            tool, parameter, value = self.operation
            out["operation"] = {"tool": tool, "parameter": parameter, "value": value}
        return out

    def line(self) -> str:
        """One line: ``tool pointer: CODE [severity] message``."""
        where = self.tool if self.tool is not None else "<deck>"
        return f"{where} {self.pointer or '/'}: {self.code} [{self.severity}] {self.message}"


@dataclass(frozen=True, slots=True)
class RuleHit:
    """What a rule check yields: a pointer and a message (the engine adds the rest).

    ``tool`` is only set by deck-scope rules (None there means the whole deck);
    ``tools``, ``similarity`` and ``operation`` by the look-alike rules (see
    :class:`Finding`).
    ``python_fix``: the fix in ``@tool`` code (``amount: Annotated[float, Field(gt=0)]``),
    appended to the message by the engine when the deck was declared in Python (``py:``).
    ``severity``: this hit's severity where a rule's cases differ in weight (N107: a name a
    provider refuses outright is an error, a dot that MCP allows a warning); None: the
    rule's. A severity set for the rule in the configuration overrides both.
    """

    pointer: str
    message: str
    tool: str | None = None
    tools: tuple[str, ...] = ()
    similarity: float | None = None
    operation: tuple[str, str, str] | None = None
    python_fix: str | None = None
    severity: Severity | None = None


@dataclass(frozen=True, slots=True)
class ServerLeftOut:
    """A server of a client/gateway config whose tools are missing from the linted deck.

    Attributes:
        server: the server's name in the config.
        reason: why it is left out, one line (``could not be listed: …``, ``NOPE is not
            set``, ``disabled``).
        disabled: the config says ``"disabled": true`` (left out on purpose: reported,
            never a failure).
    """

    server: str
    reason: str
    disabled: bool = False

    def to_json(self) -> dict[str, Any]:
        """``{"server", "reason", "disabled"}``."""
        return {"server": self.server, "reason": self.reason, "disabled": self.disabled}


ToolCheck = Callable[["Tool", "LintContext"], Iterator[RuleHit]]
DeckCheck = Callable[["LintContext"], Iterator[RuleHit]]


@dataclass(frozen=True, slots=True)
class Rule:
    """A lint rule.

    Attributes:
        code: stable code, family letter + three digits.
        name: kebab-case name.
        severity: default severity.
        summary: one line: what the rule finds.
        why: why it matters (with the source: a paper, a specification, provider documentation).
        bad: a declaration the rule flags (YAML or prose).
        better: the same declaration fixed.
        check: the check; ``scope`` says whether it takes one tool or the whole deck.
        scope: ``"tool"`` (called once per tool) or ``"deck"`` (once per deck).
        default: whether the rule is selected when the configuration does not say.
        targets: providers (``LintOptions.target``) for which the rule is selected by
            default even when ``default`` is false (P104 for ``gemini``).
        schema_only: the check reads nothing of the tool but its input and output
            schemas (and the run's options), so the engine reuses its hits for tools whose
            schemas are the same JSON text (pointers start at ``/input_schema``).
        safety_risk: a warning of this rule is a safety risk though its family is not the
            safety or poisoning one (S120: a money tool's amount with no lower bound); the
            report lists such warnings among its first actions.
    """

    code: str
    name: str
    severity: Severity
    summary: str
    why: str
    bad: str
    better: str
    check: ToolCheck | DeckCheck
    scope: str = "tool"
    default: bool = True
    targets: tuple[str, ...] = ()
    schema_only: bool = False
    safety_risk: bool = False

    @property
    def family(self) -> str:
        """The family name (``"naming"``, ``"description"``, …)."""
        return FAMILIES[self.code[0]]


DECK_FRAGMENT_NOTE = "a deck fragment: indent it under `tools:` in a file that opens `tooldeck: 1`"
"""What a rule's Bad/Better example written as a deck's tools is (:func:`deck_example`),
as ``--explain`` says it; docs/lint.md heads the example with the words before the colon
and says the rest once, in its intro."""

EXCERPT_NOTE = "an excerpt: only the field that matters or a situation, not a whole tool"
"""What any other Bad/Better example is, worded as :data:`DECK_FRAGMENT_NOTE` is."""


def deck_example(text: str) -> bool:
    """Whether a rule's Bad/Better example ``text`` is written as a deck's tools — a YAML
    list of tools (``- name: …``) after any ``#`` comment lines — that loads once put under
    ``tools:`` of a ``tooldeck: 1`` file (tests/lint/test_rule_examples_s46.py loads every
    one and lints it with its rule). False for an excerpt of one field (``properties: …``)
    or a described situation (``(a deck of 150 tools …)``)."""
    kept = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
    return bool(kept) and kept[0].startswith("- name:")
