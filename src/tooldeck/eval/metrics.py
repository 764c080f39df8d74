"""Scoring one assistant turn against a labelled case, and aggregating many.

Metrics:

* ``tool_choice_accuracy`` — the called tool names equal the expected ones as a multiset
  (order aside; a tool expected twice is called twice; ``[]`` = no tool), over all cases;
* ``schema_ok_rate`` — every call's arguments decode to an object valid against the
  called tool's input schema (jsonschema-rs via the runtime's validator, no coercion),
  over cases with at least one call; not measured for backends without arguments;
* ``sensitive_misfires`` — count of cases where a sensitive tool (explicit MCP
  ``destructiveHint: true``, or named by the caller) was called more times than expected
  (names as a multiset: not expected at all, or expected once and called twice);
* ``no_tool_precision`` / ``no_tool_recall`` — "no call" as the positive class, over the
  cases the backend answered (a backend error is no prediction at all, neither "no call"
  nor a call);
* ``argument_accuracy`` — among cases whose tool choice is right and that give
  ``expected_arguments``/``argument_alternatives``: the arguments match (see
  :func:`arguments_match`);
* tokens in/out per case (over the answered cases) and cost when prices are given.

A case whose request failed (``error`` set: connection, HTTP status, timeout …) counts in
``backend_errors`` and as not right in ``tool_choice_accuracy`` (over all cases); it is
left out of every other figure. When no case was answered every figure is None (not
measured), never 0 or 1.

Failure classes per case: ``over_call`` (a call where none was expected),
``missed_tool`` (an expected tool not called and nothing wrong called), ``wrong_tool``
(a tool called that was not expected), ``extra_calls`` (the right tools plus more, or a
repeated tool), ``invalid_arguments`` (right tools, arguments fail the schema),
``wrong_arguments`` (right tools, valid arguments that differ from the expected ones —
hallucinated values), ``truncated`` (the turn stopped at the output-token cap, stop
reason ``length``/``max_tokens``: never counted as a correct "no tool", nor as a "no call"
prediction in ``no_tool_precision``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tooldeck.cases import Case
from tooldeck.eval.backends.base import AssistantTurn
from tooldeck.jsonvalue import thaw
from tooldeck.runtime import ToolCall
from tooldeck.runtime.validate import SchemaValidator, check_json_value, decode_arguments
from tooldeck.tool import Deck

__all__ = [
    "FAILURE_CLASSES",
    "METRICS",
    "CaseScore",
    "Interval",
    "Validators",
    "aggregate",
    "arguments_match",
    "mean_interval",
    "score_turn",
    "sensitive_tools",
    "wilson_interval",
]

FAILURE_CLASSES: tuple[str, ...] = (
    "over_call",
    "missed_tool",
    "wrong_tool",
    "extra_calls",
    "invalid_arguments",
    "wrong_arguments",
    "truncated",
)

TRUNCATED_STOPS = frozenset({"length", "max_tokens"})
"""Stop reasons of a turn cut at the output-token cap (OpenAI/hf ``length``, Anthropic
``max_tokens``): the turn is scored as the failure ``truncated``, never as "no tool"."""

METRICS: tuple[str, ...] = (
    "tool_choice_accuracy",
    "schema_ok_rate",
    "argument_accuracy",
    "sensitive_misfires",
    "no_tool_precision",
    "no_tool_recall",
    "input_tokens_per_case",
    "output_tokens_per_case",
)


SENSITIVE_NOT_MEASURED = (
    "no tool is marked sensitive, so no misfire could be counted; how to mark: "
    "destructiveHint: true in the tool's annotations, or tooldeck eval --sensitive NAME"
)
"""Why ``sensitive_misfires`` is not measured over an empty sensitive set (text, JSON's
``not_measured`` reasons and HTML say it alike)."""


def sensitive_tools(deck: Deck, extra: Collection[str] = ()) -> frozenset[str]:
    """Tools whose annotations state ``destructiveHint: true`` (an explicit hint only:
    MCP's default of true for unannotated tools would flag every BFCL function), plus
    ``extra`` names."""
    return frozenset(
        t.name
        for t in deck
        if t.annotations.destructive_hint is True and not t.annotations.read_only
    ) | frozenset(extra)


class Validators:
    """Compiled input validators by tool name, built on first use (one per tool)."""

    def __init__(self) -> None:
        self._by_key: dict[tuple[int, str], SchemaValidator] = {}

    def arguments_ok(self, deck: Deck, call: ToolCall) -> tuple[bool, Any]:
        """(valid, decoded arguments or None) for ``call`` against ``deck``."""
        tool = deck.get(call.name)
        if tool is None:
            return False, None
        try:
            args = (
                decode_arguments(call.arguments_json)
                if call.arguments_json is not None
                else call.arguments
            )
            check_json_value(args)
        except Exception:
            return False, None
        if not isinstance(args, dict):
            return False, args
        key = (id(deck), tool.name)
        validator = self._by_key.get(key)
        if validator is None:
            validator = self._by_key[key] = SchemaValidator(tool)
        return not validator.violations(args), args


def _same(a: Any, b: Any) -> bool:
    # JSON equality: 1 == 1.0 but True != 1
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def arguments_match(
    given: Any, expected: Mapping[str, Any] | None, alternatives: Mapping[str, Any] | None
) -> bool:
    """Whether ``given`` arguments match a case's expectation for one call.

    With ``alternatives`` (BFCL possible answers): no parameter outside them; each
    parameter present takes one of its listed values (JSON equality); an absent one is
    allowed only when ``""`` is listed. Otherwise ``expected`` pins values: each pinned
    parameter must be present with that value (JSON equality); others are free.
    """
    if not isinstance(given, dict):
        return False
    if alternatives is not None:
        alts = thaw(alternatives)
        if set(given) - set(alts):
            return False
        for param, values in alts.items():
            if param not in given:
                if "" not in values:
                    return False
            elif not any(_same(given[param], v) for v in values):
                return False
        return True
    if expected is None:
        return True
    return all(k in given and _same(given[k], v) for k, v in thaw(expected).items())


@dataclass(frozen=True, slots=True)
class CaseScore:
    """The score of one case's first assistant turn (JSON via :meth:`to_json`).

    ``schema_ok``/``arguments_ok`` are None when not measurable (no call, no arguments
    produced, no expectation given).
    """

    case_id: str
    expected: tuple[str, ...]
    chosen: tuple[str, ...]
    tool_choice_ok: bool
    schema_ok: bool | None
    arguments_ok: bool | None
    sensitive_misfire: bool
    failure: str | None
    input_tokens: int
    output_tokens: int
    latency_ms: float
    cached: bool
    bfcl_ok: bool | None = None
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "case_id": self.case_id,
            "expected": list(self.expected),
            "chosen": list(self.chosen),
            "tool_choice_ok": self.tool_choice_ok,
            "schema_ok": self.schema_ok,
            "arguments_ok": self.arguments_ok,
            "sensitive_misfire": self.sensitive_misfire,
            "failure": self.failure,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "latency_ms": round(self.latency_ms, 3),
            "cached": self.cached,
            "bfcl_ok": self.bfcl_ok,
            "error": self.error,
        }


def score_turn(
    case: Case,
    deck: Deck,
    turn: AssistantTurn,
    *,
    sensitive: Collection[str] = frozenset(),
    validators: Validators | None = None,
    bfcl_ok: bool | None = None,
) -> CaseScore:
    """Score ``turn`` (the first assistant turn for ``case``) — see the module docstring."""
    validators = validators or Validators()
    chosen = tuple(c.name for c in turn.calls)
    expected = case.expected_tools
    # the names as a multiset: a tool expected twice (BFCL's parallel calls) must be
    # called twice; one call is a missed tool, not a right choice (session 22's breaker:
    # tool_choice_ok was true beside failure "missed_tool")
    set_ok = Counter(chosen) == Counter(expected)
    schema_ok: bool | None = None
    decoded: list[Any] = []
    if turn.calls and turn.produces_arguments:
        checks = [validators.arguments_ok(deck, c) for c in turn.calls]
        schema_ok = all(ok for ok, _ in checks)
        decoded = [a for _, a in checks]
    arguments_ok: bool | None = None
    has_expectation = case.expected_arguments is not None or case.argument_alternatives is not None
    if set_ok and expected and turn.produces_arguments and has_expectation:
        used: set[int] = set()
        arguments_ok = True
        for i, name in enumerate(expected):
            exp = case.expected_arguments[i] if case.expected_arguments is not None else None
            alt = case.argument_alternatives[i] if case.argument_alternatives is not None else None
            match = next(
                (
                    j
                    for j, c in enumerate(turn.calls)
                    if j not in used and c.name == name and arguments_match(decoded[j], exp, alt)
                ),
                None,
            )
            if match is None:
                arguments_ok = False
                break
            used.add(match)
    # as a multiset: a sensitive tool called more times than expected is a misfire (a
    # second, unrequested delete_file beside the expected one was not, session 23)
    extra_calls = Counter(chosen) - Counter(expected)
    misfire = any(n in sensitive for n in extra_calls)
    failure: str | None = None
    truncated = turn.stop_reason in TRUNCATED_STOPS
    if truncated:  # an unfinished turn says nothing about the model's choice
        set_ok = False
        failure = "truncated"
    elif not expected and chosen:
        failure = "over_call"
    elif expected and not chosen:
        failure = "missed_tool"
    elif not set_ok:
        extra = Counter(chosen) - Counter(expected)
        missing = Counter(expected) - Counter(chosen)
        if not extra:
            failure = "missed_tool"
        elif not missing:
            failure = "extra_calls"
        elif any(name not in expected for name in extra):
            failure = "wrong_tool"
        else:  # an expected tool called again in place of another expected one
            failure = "missed_tool"
    # (equal multisets have equal lengths: no count check is left to make here)
    elif schema_ok is False:
        failure = "invalid_arguments"
    elif arguments_ok is False:
        failure = "wrong_arguments"
    return CaseScore(
        case_id=case.case_id,
        expected=expected,
        chosen=chosen,
        tool_choice_ok=set_ok,
        schema_ok=schema_ok,
        arguments_ok=arguments_ok,
        sensitive_misfire=misfire,
        failure=failure,
        input_tokens=turn.usage.input_tokens,
        output_tokens=turn.usage.output_tokens,
        latency_ms=turn.latency_ms,
        cached=turn.cached,
        bfcl_ok=bfcl_ok,
    )


def _rate(values: Sequence[bool | None]) -> float | None:
    measured = [v for v in values if v is not None]
    return sum(measured) / len(measured) if measured else None


def aggregate(
    scores: Sequence[CaseScore], *, tokens_measured: bool = True, sensitive_measured: bool = True
) -> dict[str, float | int | None]:
    """The metrics of one run (None where nothing was measurable; every metric but
    ``cases`` and ``backend_errors`` when no case was answered).

    ``tokens_measured`` is False for a backend that reads no tokens (the ``router``: no
    LLM); ``input_tokens_per_case`` and ``output_tokens_per_case`` are then None (not
    measured), never 0. ``sensitive_measured`` is False when no tool is sensitive
    (:func:`sensitive_tools` is empty): ``sensitive_misfires`` is then None (not measured:
    no tool could misfire), never 0 (trial45 #2).
    """
    n = len(scores)
    # a backend error is no answer: not a "no call" prediction, no tokens read (session
    # 23's breaker: three connection failures read as no_tool_recall 1.000)
    answered = [s for s in scores if s.error is None]
    m = len(answered)
    tokens = bool(m) and tokens_measured
    predicted_none = [s for s in answered if not s.chosen and s.failure != "truncated"]
    actual_none = [s for s in answered if not s.expected]
    both = sum(1 for s in predicted_none if not s.expected)
    out: dict[str, float | int | None] = {
        "cases": n,
        "tool_choice_accuracy": (
            _rate([s.tool_choice_ok and s.error is None for s in scores]) if m else None
        ),
        "schema_ok_rate": _rate([s.schema_ok for s in answered if s.chosen]),
        "argument_accuracy": _rate([s.arguments_ok for s in answered]),
        "sensitive_misfires": (
            sum(s.sensitive_misfire for s in answered) if m and sensitive_measured else None
        ),
        "no_tool_precision": both / len(predicted_none) if predicted_none else None,
        "no_tool_recall": both / len(actual_none) if actual_none else None,
        "input_tokens_per_case": sum(s.input_tokens for s in answered) / m if tokens else None,
        "output_tokens_per_case": sum(s.output_tokens for s in answered) / m if tokens else None,
        "backend_errors": n - m,
    }
    if any(s.bfcl_ok is not None for s in scores):
        out["bfcl_ast_accuracy"] = _rate([s.bfcl_ok for s in scores])
    for cls in FAILURE_CLASSES:
        out[f"failures.{cls}"] = sum(1 for s in scores if s.failure == cls)
    return out


@dataclass(frozen=True, slots=True)
class Interval:
    """A mean with a 95 % interval (``low``/``high`` None when it cannot be computed)."""

    mean: float
    low: float | None
    high: float | None
    n: int

    def to_json(self) -> dict[str, Any]:
        return {"mean": self.mean, "low": self.low, "high": self.high, "n": self.n}


# Student t 0.975 quantiles for 1–30 degrees of freedom (any statistics table, e.g.
# NIST/SEMATECH e-Handbook §1.3.6.7.2); 1.96 (normal) beyond.
_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def mean_interval(values: Sequence[float]) -> Interval:
    """Mean and Student-t 95 % interval over repeated runs (``--repeat N``); one value
    gives no interval."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return Interval(mean, None, None, n)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    t = _T975[n - 2] if n - 1 <= len(_T975) else 1.96
    half = t * sd / math.sqrt(n)
    return Interval(mean, mean - half, mean + half, n)


def wilson_interval(successes: int, n: int) -> Interval:
    """Wilson score 95 % interval of a proportion (Wilson 1927), for one run's accuracy
    over ``n`` cases."""
    if n == 0:
        return Interval(0.0, None, None, 0)
    z = 1.959964
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half), n)
