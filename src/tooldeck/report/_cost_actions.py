"""The summary actions the cost section proposes (:meth:`CostSection.actions
<tooldeck.report.cost_section.CostSection.actions>`; what each one means is in
:mod:`tooldeck.report.cost_section`), worked out from the section's JSON and, for the
prefilter, the select section's: prefilter or prefilter-blocked, outlier schemas, the
remedies the decision table recommends."""

from __future__ import annotations

import statistics
from collections.abc import Mapping
from typing import Any

from tooldeck.report.summary import Action, percent_of, recall_interval, recall_text, share_text

__all__ = ["OUTLIER_FACTOR", "RECALL_TARGET", "cost_actions"]

RECALL_TARGET = 0.95
"""Recall@k a prefilter must reach to be proposed without reservation."""
OUTLIER_FACTOR = 3.0
"""A tool at least this many times the median tool's tokens is an outlier schema."""


def cost_actions(cost: Mapping[str, Any], select: Mapping[str, Any] | None) -> list[Action]:
    """Prefilter (or prefilter-blocked), outlier schemas, recommended remedies, from the
    cost section's JSON ``cost`` and the select section's ``select`` (None without one)."""
    prefilter = _prefilter(cost, select)
    return [*([prefilter] if prefilter else []), *_outliers(cost), *_variants(cost)]


_Best = tuple[float, float, str, int, float, int]
"""``(saved %, recall, method, k, tokens, cases)`` of one prefilter candidate."""


def _best_prefilter(select: Mapping[str, Any] | None, full: float, tools: int) -> _Best | None:
    """``(saved %, recall, method, k, tokens, cases)`` of the selection method and cut-off
    below the deck size that saves most among those reaching :data:`RECALL_TARGET`, else
    the one with the best recall (``cases``: the labelled cases the recall rests on)."""
    best: _Best | None = None
    for method in (select or {}).get("methods", []):
        per_request = method.get("tokens_per_request") or {}
        for k_text, recall in method.get("recall_all", {}).items():
            k = int(k_text)
            if k >= tools or k_text not in per_request:
                continue
            tokens = float(per_request[k_text])
            saved = percent_of(full - tokens, full)
            cases = int(method.get("cases") or 0)
            candidate = (saved, float(recall), str(method["method"]), k, tokens, cases)
            if best is None:
                best = candidate
                continue
            ok_new, ok_old = recall >= RECALL_TARGET, best[1] >= RECALL_TARGET
            if (ok_new, saved if ok_new else recall) > (ok_old, best[0] if ok_old else best[1]):
                best = candidate
    return best


def _prefilter(cost: Mapping[str, Any], select: Mapping[str, Any] | None) -> Action | None:
    applies = {r["key"]: r["applies"] for r in cost.get("recommendations", [])}
    if applies.get("inject_all"):
        return None
    full = float(cost["tokens"])
    tools = int(cost["tools_count"])
    best = _best_prefilter(select, full, tools)
    if best is not None:
        return _measured_prefilter(best, full, tools, _window_text(cost))
    for rec in cost.get("recommendations", []):
        if rec["key"].startswith("prefilter") and rec["applies"]:
            numbers = rec.get("numbers", {})
            k = int(numbers.get("top_k", cost["k"]))
            tokens = float(numbers.get("typical_top_k_tokens") or 0.0)
            saved = percent_of(full - tokens, full)
            return Action(
                kind="prefilter",
                title=f"prefilter: send about {k} of {tools} tools per request",
                effect=(
                    f"−{share_text(saved)} tokens per request ({full:,.0f} → {tokens:,.0f}); "
                    f"recall not measured — give --cases; {_window_text(cost)}"
                ),
                unit="tokens",
                value=saved,
                measured=True,
                source=(f"cost.recommendations[{rec['key']}]", "cost.tokens"),
                numbers={"k": k, "full_tokens": full, "top_k_tokens": tokens},
            )
    return None


def _window_text(cost: Mapping[str, Any]) -> str:
    """``the deck takes 28 % of the 8,192-token window it was judged on`` (with ``assumed
    by default; --window N gives your model's`` when no window was given)."""
    window = int(cost["decision_window"])
    share = percent_of(float(cost["tokens"]), window)
    text = f"the deck takes {share_text(share)} of the {window:,}-token window it was judged on"
    if cost.get("decision_window_given") is False:
        text += " (assumed by default; --window N gives your model's)"
    return text


def _measured_prefilter(best: _Best, full: float, tools: int, window: str) -> Action:
    saved, recall, method, k, tokens, cases = best
    hits, low, high = recall_interval(recall, cases)
    measured = recall_text(recall, cases)
    source = (
        f"select.methods[{method}].recall_all.{k}",
        f"select.methods[{method}].tokens_per_request.{k}",
        "cost.tokens",
    )
    numbers = {
        "method": method,
        "k": k,
        "recall": recall,
        "full_tokens": full,
        "top_k_tokens": tokens,
        "cases": cases,
        "hits": hits,
        "recall_low": low,
        "recall_high": high,
        "interval": "Wilson score, 95 %",
    }
    if recall < RECALL_TARGET:
        lost = 1.0 - recall
        return Action(
            kind="prefilter-blocked",
            title=(
                "make the tools findable before prefiltering: rewrite descriptions in "
                "the users' words (the missed requests are listed under select)"
            ),
            effect=(
                f"best prefilter ({method} top {k}) would save {share_text(saved)} of the "
                f"tokens but drop the right tool in {share_text(100 * lost)} of requests "
                f"(recall@{k} {measured} < {RECALL_TARGET})"
            ),
            unit="cases",
            value=100.0 * lost,
            measured=True,
            source=source,
            numbers=numbers,
        )
    return Action(
        kind="prefilter",
        title=f"prefilter: send the top {k} of {method} instead of all {tools} tools",
        effect=(
            f"−{share_text(saved)} tokens per request ({full:,.0f} → {tokens:,.0f}) at "
            f"recall@{k} {measured}"
            + (
                f"; too few cases to show it reaches {RECALL_TARGET}: the interval's lower "
                "end is below it"
                if low is not None and low < RECALL_TARGET
                else ""
            )
            + f"; {window}"
        ),
        unit="tokens",
        value=saved,
        measured=True,
        source=source,
        numbers=numbers,
    )


def _outliers(cost: Mapping[str, Any]) -> list[Action]:
    tools = cost.get("tools", [])
    if len(tools) < 4:
        return []
    median = statistics.median(t["tokens"] for t in tools)
    total = float(cost["tokens"])
    actions = []
    for t in sorted(tools, key=lambda t: -t["tokens"])[:2]:
        if median <= 0 or t["tokens"] < OUTLIER_FACTOR * median:
            break
        excess = t["tokens"] - median
        params = t["fields"]["parameters"]["tokens"]
        described = t["fields"]["description"]["tokens"]
        # name the larger part (trial35 L1: "reduce its schema" for a tool whose tokens
        # were mostly its description)
        part = "description" if described > params else "schema"
        verb = "shorten" if part == "description" else "reduce"
        actions.append(
            Action(
                kind="outlier-schema",
                title=f"{verb} {t['name']}'s {part}",
                effect=(
                    f"−{excess:,.0f} tokens ({percent_of(excess, total):.1f} % of the deck) if "
                    f"brought to the median tool ({median:,.0f}); it is {t['tokens']:,} tokens, "
                    f"{described:,} of them its description, {params:,} its parameters"
                ),
                unit="tokens",
                value=percent_of(excess, total),
                measured=True,
                source=(f"cost.tools[{t['name']}]", "cost.per_tool.median"),
                numbers={
                    "tool": t["name"],
                    "tokens": t["tokens"],
                    "median": median,
                    "part": part,
                },
            )
        )
    return actions


_REMEDIES = {
    "required_only": (
        "required-only",
        # the saving is measured with every optional parameter dropped: the title says
        # so, since enums, units and ranges are worth keeping (session-22 breaker: a
        # deck whose only optional parameter was a 300-value enum was told to keep it
        # and shown the saving of dropping it)
        "drop optional parameters that carry no meaning (the saving counts every "
        "optional one; keep enums, units, ranges, which saves less)",
    ),
    "trim_descriptions": ("trim-descriptions", "shorten descriptions"),
}


def _variants(cost: Mapping[str, Any]) -> list[Action]:
    applies = {r["key"]: r["applies"] for r in cost.get("recommendations", [])}
    actions = []
    for variant in cost.get("variants", []):
        key = variant["key"]
        if key in _REMEDIES and applies.get(key) and variant["saved_tokens"] > 0:
            kind, title = _REMEDIES[key]
            actions.append(
                Action(
                    kind=kind,
                    title=title,
                    effect=(
                        f"−{variant['saved_tokens']:,} tokens ({variant['saved_percent']:.1f} % of "
                        f"the deck): {variant['label']}"
                    ),
                    unit="tokens",
                    value=float(variant["saved_percent"]),
                    measured=True,
                    source=(f"cost.variants[{key}]",),
                    numbers={"saved_tokens": variant["saved_tokens"]},
                )
            )
    return actions
