"""The decision table (tooldeck.cost.recommend) on chosen numbers."""

from __future__ import annotations

from tooldeck.cost.recommend import Recommendation, Thresholds, recommend
from tooldeck.tool import Tool


def _decide(full: int, typical: float, window: int = 8192, **kw: float) -> str:
    tools = [Tool(name=f"t{i}") for i in range(68)]
    recs = recommend(
        tools=tools,
        full_tokens=full,
        typical_k_tokens=typical,
        k=8,
        window=window,
        field_tokens={"description": 2640, "parameters": 2798, "name": 206, "skeleton": 1201},
        variant_savings={"trim_descriptions": (247, 3.6), "required_only": (895, 13.1)},
        thresholds=Thresholds(**kw),
    )
    return recs[0].key


def test_recommendation_follows_seed_003_table() -> None:
    # a published 68-tool deck: 68 tools, 6,845 tokens on 8k (83.6 %), top-8 815 → prefilter
    assert _decide(6845, 815.1) == "prefilter_required"
    # 12 tools, 1,249 tokens (15.2 %) → inject all
    assert _decide(1249, 842) == "inject_all"
    # 20 tools, 2,072 tokens (25.3 %), saves 1,245 → one-level prefilter
    assert _decide(2072, 827) == "prefilter_one_level"
    # the same, with a 1,500-token net-saving threshold → inject all
    assert _decide(2072, 827, min_net_saving=1500) == "inject_all"
    # more than 84 % of the window → prefilter and defer
    assert _decide(7000, 815) == "prefilter_and_defer"


def test_seed_003_field_shares_drive_the_field_advice() -> None:
    tools = [Tool(name=f"t{i}") for i in range(68)]
    recs = recommend(
        tools=tools,
        full_tokens=6845,
        typical_k_tokens=815.1,
        k=8,
        window=8192,
        field_tokens={"description": 2640, "parameters": 2798, "name": 206, "skeleton": 1201},
        variant_savings={"trim_descriptions": (247, 3.6), "required_only": (895, 13.1)},
    )
    by_key = {r.key: r for r in recs}
    # 2,640 / 68 = 38.8 description tokens per tool (≤ 50): no trimming
    assert not by_key["trim_descriptions"].applies
    # parameters 2,798 / 6,845 = 40.9 % ≥ 40 %: required-only is the lever, 895 saved
    assert by_key["required_only"].applies
    assert "895" in by_key["required_only"].verdict
    assert by_key["required_only"].numbers["parameters_share_percent"] == 40.88


def test_long_descriptions_beside_heavy_parameters_are_not_called_a_small_saving() -> None:
    """trial35 L2: "Do not start with descriptions: … trimming saves only 1,667 tokens
    (58.0 %)" where descriptions were the larger lever, and the reason (parameters at or
    over 35 %) went unsaid. Numbers chosen: 6 tools, 1,800 description tokens (300 per
    tool > 50), parameters 1,000 of 3,000 (33.3 %) then 1,100 of 3,100 (35.5 % ≥ 35)."""
    tools = [Tool(name=f"t{i}") for i in range(6)]

    def trim(parameters: int) -> Recommendation:
        recs = recommend(
            tools=tools,
            full_tokens=3000,
            typical_k_tokens=3000,
            k=8,
            window=131072,
            field_tokens={"description": 1800, "parameters": parameters, "skeleton": 200},
            variant_savings={"trim_descriptions": (1667, 58.0), "required_only": (10, 0.3)},
        )
        (advice,) = [r for r in recs if r.key == "trim_descriptions"]
        return advice

    assert trim(1000).applies  # parameters 33.3 % < 35 %: trim
    heavy = trim(1100)
    assert not heavy.applies
    assert "only" not in heavy.verdict and "Do not start" not in heavy.verdict
    assert "parameters are 35.5 % (≥ 35 %)" in heavy.verdict
    assert "saves 1,667 tokens (58.0 %)" in heavy.verdict


def _write_advice(tools: list[Tool]) -> Recommendation:
    recs = recommend(
        tools=tools,
        full_tokens=500,
        typical_k_tokens=400,
        k=8,
        window=131072,
        field_tokens={"description": 100, "parameters": 300, "name": 20, "skeleton": 80},
        variant_savings={"trim_descriptions": (5, 1.0), "required_only": (10, 2.0)},
    )
    (advice,) = [r for r in recs if r.key == "keep_write_tools_resident"]
    return advice


def test_a_tool_stating_no_hints_is_a_write_tool_once_others_state_them() -> None:
    # a fresh user's back office: lookup (read-only), refund (destructive), and
    # create_ticket / update_email with no hints — which `show` marks "destructive (default)"
    # (MCP: readOnlyHint defaults to false) — were left out of "keep the write tools resident"
    from tooldeck.tool import ToolAnnotations

    tools = [
        Tool(name="lookup", annotations=ToolAnnotations(read_only_hint=True)),
        Tool(name="refund", annotations=ToolAnnotations(destructive_hint=True)),
        Tool(name="create_ticket"),
        Tool(name="update_email"),
    ]
    advice = _write_advice(tools)
    assert advice.applies
    assert "Keep the 3 write tools resident" in advice.verdict
    assert "refund, create_ticket, update_email" in advice.verdict
    assert "2 of them state no hints" in advice.verdict
    assert advice.numbers["write_tools_without_hints"] == 2
    # one of them: "1 of them states", not "1 of them state" (a fresh user, session 16)
    one = _write_advice(tools[:3])
    assert "(1 of them states no hints: MCP's default, not read-only)" in one.verdict
    # no tool states hints: nothing to tell apart, the advice asks for hints
    bare = _write_advice([Tool(name="a"), Tool(name="b")])
    assert not bare.applies and bare.verdict.startswith("No tool states MCP hints")
    # every tool read-only: nothing to keep
    reads = _write_advice([Tool(name="a", annotations=ToolAnnotations(read_only_hint=True))])
    assert not reads.applies and reads.verdict.startswith("Every tool is read-only")
