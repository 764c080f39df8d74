"""A decision table (deck size as a share of the window → full injection, prefilter or
deferred loading) applied to the measured numbers.

Every recommendation states the numbers it rests on and the threshold it compared them
with; the thresholds are :class:`Thresholds` fields and can be changed. Dynamic tool
lists (MCP ``listChanged``) and group names that users do not say are not decided here:
they need the server's capabilities and labelled requests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tooldeck.tool import Tool

__all__ = ["Recommendation", "Thresholds", "recommend"]


def _plural(count: int, noun: str) -> str:
    """``1 tool``, ``2 tools``, ``1,000 tools``."""
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Decision thresholds (defaults: the project's recommended figures, measured on a
    68-tool, 8-group deck like ``examples/ops68`` on an 8k window).

    Attributes:
        full_share_low: % of the window up to which full injection is fine (default 20 %,
            i.e. 80 % of the window left for prompt, history and tool results).
        full_share_mid: % up to which a one-level prefilter suffices (default 38 %).
        full_share_high: % above which prefiltering alone is not enough and definitions
            should be loaded on demand (default 84 %: a 68-tool deck on 8k).
        min_net_saving: tokens per request a prefilter must save, net of expected
            misroutes, to be worth maintaining (default 1,000).
        misroute_cost: tokens one wrong pick costs in an extra round trip (default 900).
        description_tokens: mean description tokens per tool above which trimming is
            worth considering (default 50) …
        parameters_share_for_trim: … when parameters take less than this % (default 35 %).
        parameters_share_for_required: % of tokens in parameters from which reducing
            them to required-only is the larger lever (default 40 %).
    """

    full_share_low: float = 20.0
    full_share_mid: float = 38.0
    full_share_high: float = 84.0
    min_net_saving: float = 1000.0
    misroute_cost: float = 900.0
    description_tokens: float = 50.0
    parameters_share_for_trim: float = 35.0
    parameters_share_for_required: float = 40.0


@dataclass(frozen=True, slots=True)
class Recommendation:
    """One decision: what to do, whether it applies, and the numbers behind it."""

    key: str
    applies: bool
    verdict: str
    numbers: Mapping[str, float | int | None] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "applies": self.applies,
            "verdict": self.verdict,
            "numbers": dict(self.numbers),
        }


def recommend(
    *,
    tools: Sequence[Tool],
    full_tokens: int,
    typical_k_tokens: float,
    k: int,
    window: int,
    field_tokens: Mapping[str, int],
    variant_savings: Mapping[str, tuple[int, float]],
    thresholds: Thresholds | None = None,
    recall: float | None = None,
) -> tuple[Recommendation, ...]:
    """Decide injection strategy and which part to cut.

    Args:
        tools: the deck's tools (for write-tool hints).
        full_tokens: tokens of the whole deck as sent.
        typical_k_tokens: tokens of a typical top-k injection.
        k: the k of top-k.
        window: the context window the decision is for, in tokens.
        field_tokens: deck tokens per field (``name``, ``description``, ``parameters``, …).
        variant_savings: variant key → (tokens saved, % saved).
        thresholds: decision thresholds (defaults: :class:`Thresholds`).
        recall: the prefilter's recall@k if measured (select stage); without it the net
            saving is the gross saving.
    """
    t = thresholds or Thresholds()
    return (
        _injection(len(tools), full_tokens, typical_k_tokens, k, window, t, recall),
        *_field_advice(len(tools), field_tokens, variant_savings, t),
        _write_tools(tools),
    )


def _injection(
    n: int,
    full_tokens: int,
    typical_k_tokens: float,
    k: int,
    window: int,
    t: Thresholds,
    recall: float | None,
) -> Recommendation:
    """Full injection, a one-level or required prefilter, or prefilter and defer."""
    share = 100.0 * full_tokens / window if window else 0.0
    gross = full_tokens - typical_k_tokens
    misroutes = (1.0 - recall) * t.misroute_cost if recall is not None else 0.0
    net = gross - misroutes
    numbers: dict[str, float | int | None] = {
        "tools": n,
        "window": window,
        "full_tokens": full_tokens,
        "full_share_percent": round(share, 2),
        "top_k": k,
        "typical_top_k_tokens": round(typical_k_tokens, 1),
        "net_saving_per_request": round(net, 1),
        "recall_at_k": recall,
        "min_net_saving": t.min_net_saving,
    }
    if share <= t.full_share_low or net < t.min_net_saving:
        if share <= t.full_share_low:
            why = f"full injection takes {share:.1f} % of {window:,} (≤ {t.full_share_low:g} %)"
        elif n and k >= n:
            why = (
                f"top-{k} keeps all {_plural(n, 'tool')} (k ≥ the deck's size), so a prefilter "
                "saves nothing"
            )
        else:
            why = (
                f"a top-{k} prefilter would save only {_plural(round(net), 'token')} per "
                f"request (< {t.min_net_saving:,.0f})"
            )
        what = f"all {n:,} tools" if n != 1 else "the 1 tool"
        return Recommendation("inject_all", True, f"Inject {what}: {why}.", numbers)
    if share <= t.full_share_mid:
        return Recommendation(
            "prefilter_one_level",
            True,
            f"Prefilter to top-{k} with one level (no groups): full injection takes "
            f"{share:.1f} % of {window:,} ({t.full_share_low:g}–{t.full_share_mid:g} %) and "
            f"top-{k} saves {_plural(round(net), 'token')} per request.",
            numbers,
        )
    if share <= t.full_share_high:
        return Recommendation(
            "prefilter_required",
            True,
            f"Prefilter to top-{k}: full injection takes {share:.1f} % of {window:,} "
            f"({t.full_share_mid:g}–{t.full_share_high:g} %); top-{k} saves "
            f"{_plural(round(net), 'token')} per request. Two-level selection only with "
            "group descriptions in the users' words.",
            numbers,
        )
    return Recommendation(
        "prefilter_and_defer",
        True,
        f"Prefilter and load definitions on demand (or trim the set per session): full "
        f"injection takes {share:.1f} % of {window:,} (> {t.full_share_high:g} %).",
        numbers,
    )


def _field_advice(
    n: int,
    field_tokens: Mapping[str, int],
    variant_savings: Mapping[str, tuple[int, float]],
    t: Thresholds,
) -> tuple[Recommendation, Recommendation]:
    """Whether to trim descriptions, and whether to reduce parameters to required ones."""
    total = sum(field_tokens.values()) or 1
    desc_share = 100.0 * field_tokens.get("description", 0) / total
    param_share = 100.0 * field_tokens.get("parameters", 0) / total
    desc_per_tool = field_tokens.get("description", 0) / n if n else 0.0
    trim_saved, trim_pct = variant_savings.get("trim_descriptions", (0, 0.0))
    req_saved, req_pct = variant_savings.get("required_only", (0, 0.0))
    field_numbers: dict[str, float | int | None] = {
        "description_share_percent": round(desc_share, 2),
        "parameters_share_percent": round(param_share, 2),
        "description_tokens_per_tool": round(desc_per_tool, 1),
        "trim_descriptions_saved_tokens": trim_saved,
        "trim_descriptions_saved_percent": round(trim_pct, 2),
        "required_only_saved_tokens": req_saved,
        "required_only_saved_percent": round(req_pct, 2),
    }
    trim = desc_per_tool > t.description_tokens and param_share < t.parameters_share_for_trim
    trim_advice = Recommendation(
        "trim_descriptions",
        trim,
        (
            f"Trim descriptions: {desc_per_tool:.1f} tokens per tool (> "
            f"{t.description_tokens:g}) while parameters are {param_share:.1f} % (< "
            f"{t.parameters_share_for_trim:g} %); trimming saves "
            f"{_plural(trim_saved, 'token')} ({trim_pct:.1f} %). Keep the words users say."
        )
        if trim
        else (
            f"Do not start with descriptions: {desc_per_tool:.1f} tokens per tool (≤ "
            f"{t.description_tokens:g}), {desc_share:.1f} % of the total; trimming saves "
            f"{_plural(trim_saved, 'token')} ({trim_pct:.1f} %) and descriptions are what "
            "selection reads."
        )
        if desc_per_tool <= t.description_tokens
        # long descriptions, but parameters weigh too (trial35 L2: "trimming saves only
        # 1,667 tokens (58.0 %)" read oddly where descriptions were the larger lever)
        else (
            f"Descriptions and parameters both weigh: {desc_per_tool:.1f} description "
            f"tokens per tool (> {t.description_tokens:g}), {desc_share:.1f} % of the total, "
            f"while parameters are {param_share:.1f} % (≥ "
            f"{t.parameters_share_for_trim:g} %); trimming every description to 40 "
            f"characters saves {_plural(trim_saved, 'token')} ({trim_pct:.1f} %), but "
            "descriptions are what selection reads: shorten the longest by hand."
        ),
        field_numbers,
    )
    required = param_share >= t.parameters_share_for_required
    required_advice = Recommendation(
        "required_only",
        required,
        (
            f"Parameters are the larger share ({param_share:.1f} % ≥ "
            f"{t.parameters_share_for_required:g} %): dropping optional parameters saves "
            f"{_plural(req_saved, 'token')} ({req_pct:.1f} %) — only where they carry no "
            "meaning (enums, units, ranges); otherwise cut the number of tools."
        )
        if required
        else (
            f"Parameters are {param_share:.1f} % (< {t.parameters_share_for_required:g} %); "
            f"required-only would save {_plural(req_saved, 'token')} ({req_pct:.1f} %)."
        ),
        field_numbers,
    )
    return trim_advice, required_advice


def _write_tools(tools: Sequence[Tool]) -> Recommendation:
    """Keep the tools that write resident (or say that no tool states MCP hints).

    Once some tool states hints, a tool that states none counts as a write tool too: MCP's
    default ``readOnlyHint`` is false (``show``, ``serve`` and ``gateway`` treat it as
    destructive), so leaving it out would drop the riskiest tools from the list.
    """
    stated = [tool for tool in tools if not tool.annotations.is_empty]
    writes = [tool.name for tool in tools if not tool.annotations.read_only] if stated else []
    unstated = len(tools) - len(stated)
    return Recommendation(
        "keep_write_tools_resident",
        bool(writes),
        (
            f"Keep the {_plural(len(writes), 'write tool')} resident (or confirm after "
            "prefiltering): "
            + ", ".join(writes[:8])
            + (" …" if len(writes) > 8 else "")
            + (
                f" ({unstated} of them {'states' if unstated == 1 else 'state'} no hints: "
                "MCP's default, not read-only)"
                if unstated
                else ""
            )
        )
        if writes
        else (
            "No tool states MCP hints: declare readOnlyHint/destructiveHint to tell write "
            "tools apart."
            if not stated
            else "Every tool is read-only (its readOnlyHint says so)."
        ),
        {
            "tools_with_hints": len(stated),
            "write_tools": len(writes),
            "write_tools_without_hints": unstated if stated else 0,
        },
    )
