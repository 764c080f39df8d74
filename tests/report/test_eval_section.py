"""The eval section of the report: its confusion matrix."""

from __future__ import annotations


def test_confusion_keeps_a_truncated_turn_off_the_diagonal() -> None:
    """A turn cut off at the token cap with no tool expected is not 'chose no tool'."""
    from tooldeck.eval.metrics import CaseScore
    from tooldeck.report.eval_section import confusion

    def score(case_id: str, failure: str | None) -> CaseScore:
        return CaseScore(
            case_id=case_id, expected=(), chosen=(), tool_choice_ok=failure is None,
            schema_ok=None, arguments_ok=None, sensitive_misfire=False, failure=failure,
            input_tokens=1, output_tokens=1, latency_ms=0.0, cached=False,
        )  # fmt: skip

    matrix = confusion([score("a", "truncated"), score("b", None)])
    assert matrix == {"(none)": {"(truncated)": 1, "(none)": 1}}


def test_sensitive_action_names_the_tools_that_misfired_most_first() -> None:
    """The action names the sensitive tools chosen where they were not expected, counted
    over every run (a fresh user's 2 misfires were both delete_customer, yet the action
    said "guard delete_customer, issue_refund"); every sensitive tool stays in
    ``numbers.tools``. Counts below are by hand from the cases."""
    from tooldeck.eval.metrics import CaseScore
    from tooldeck.report.eval_section import _sensitive

    def score(case_id: str, expected: tuple[str, ...], chosen: tuple[str, ...]) -> dict:
        sensitive = {"delete_customer", "issue_refund", "wipe_cache"}
        misfire = any(n in sensitive and n not in expected for n in chosen)
        return CaseScore(
            case_id=case_id, expected=expected, chosen=chosen,
            tool_choice_ok=set(chosen) == set(expected), schema_ok=None, arguments_ok=None,
            sensitive_misfire=misfire, failure=None if not misfire else "wrong_tool",
            input_tokens=0, output_tokens=0, latency_ms=0.0, cached=False,
        ).to_json()  # fmt: skip

    run1 = [
        score("c1", ("find_customer",), ("delete_customer",)),
        score("c2", ("issue_refund",), ("issue_refund",)),  # expected: no misfire
        score("c3", ("list_orders",), ("wipe_cache",)),
    ]
    run2 = [
        score("c1", ("find_customer",), ("delete_customer",)),
        score("c2", ("issue_refund",), ("issue_refund",)),
        score("c3", ("list_orders",), ("list_orders",)),
    ]
    evaluation = {
        "model": "router:hybrid",
        "sensitive_tools": ["delete_customer", "issue_refund", "wipe_cache"],
        "summary": {"sensitive_misfires": {"mean": 1.5}, "cases": {"mean": 3.0}},
        "cases": run1,
        "repeat_cases": [run2],
    }
    action = _sensitive(evaluation)
    assert action is not None
    assert action.title.startswith("guard delete_customer, wipe_cache (of 3 sensitive tools):")
    assert action.numbers["misfired"] == {"delete_customer": 2, "wipe_cache": 1}
    assert action.numbers["tools"] == ["delete_customer", "issue_refund", "wipe_cache"]
    # an eval JSON without per-case choices names every sensitive tool, as before
    bare = {k: v for k, v in evaluation.items() if k not in ("cases", "repeat_cases")}
    old = _sensitive(bare)
    assert old is not None
    assert old.title.startswith("guard delete_customer, issue_refund, wipe_cache:")
