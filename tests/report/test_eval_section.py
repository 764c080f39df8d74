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
