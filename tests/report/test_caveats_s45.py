"""Session 45 (fix45b): what a new user's report (trial45) found claimed more than it
measured, through the real CLI, router and report code.

- #2: ``sensitive misfires 0`` over an empty sensitive set. With no tool marked
  sensitive (no explicit ``destructiveHint: true``, no ``--sensitive``) the figure is
  "not measured" with how to mark one — text, JSON (null + reason) and HTML — and
  ``--compare`` does not compare it across decks whose sensitive sets differ.
- #5: every place a router result appears says it is a retrieval baseline, not a
  language model (summary line, A/B verdict, compare notes, HTML heading), and an A/B
  whose fixed cases share words newly added to their expected tool's description gets a
  caution (:func:`tooldeck.eval.ab.case_word_overlap`).
- #6: ``--token-tolerance PCT`` accepts a deck's token growth up to PCT percent; without
  it a token regression beside resolved lint findings names the tolerance that accepts it.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tooldeck.cases import Case
from tooldeck.cli import app
from tooldeck.eval.ab import CaseDiff, case_word_overlap
from tooldeck.eval.metrics import CaseScore
from tooldeck.eval.runner import EvalItem
from tooldeck.formats import load_data
from tooldeck.report.compare import compare_reports
from tooldeck.report.eval_section import EvalSection
from tooldeck.tool import Deck

ROUTER = ["--model", "router"]


def _tool(name: str, description: str, destructive: bool | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {}},
    }
    if destructive is not None:
        out["annotations"] = {"destructiveHint": destructive, "readOnlyHint": False}
    return out


def _files(tmp_path: Path, destructive: bool | None, name: str = "deck") -> Path:
    deck = tmp_path / f"{name}.json"
    tools = [
        _tool("close_account", "Closes a customer's account for good.", destructive),
        _tool("get_balance", "Returns the balance of a customer's account."),
    ]
    deck.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    cases = tmp_path / "cases.jsonl"
    rows = [
        {"case_id": "c1", "query": "what is my account balance", "expected_tools": ["get_balance"]},
        {"case_id": "c2", "query": "close my account please", "expected_tools": ["close_account"]},
    ]
    cases.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return deck


def _eval_json(tmp_path: Path, deck: Path) -> dict[str, Any]:
    result = CliRunner().invoke(
        app, ["eval", str(deck), "--cases", str(tmp_path / "cases.jsonl"), *ROUTER, "--json"]
    )
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_no_sensitive_tool_is_not_measured_in_json_and_text(tmp_path: Path) -> None:
    deck = _files(tmp_path, None)
    data = _eval_json(tmp_path, deck)
    assert data["sensitive_tools"] == []
    assert data["summary"]["sensitive_misfires"]["mean"] is None
    assert "no tool is marked sensitive" in data["not_measured"]["sensitive_misfires"]
    assert "--sensitive" in data["not_measured"]["sensitive_misfires"]
    text = CliRunner().invoke(
        app, ["eval", str(deck), "--cases", str(tmp_path / "cases.jsonl"), *ROUTER]
    )
    row = next(line for line in text.output.splitlines() if "sensitive_misfires" in line)
    assert "not measured" in row and " 0 " not in row


def test_a_marked_tool_is_measured_honest_twin(tmp_path: Path) -> None:
    """The same deck with close_account marked destructive: a count, no reason."""
    data = _eval_json(tmp_path, _files(tmp_path, True))
    assert data["sensitive_tools"] == ["close_account"]
    assert data["summary"]["sensitive_misfires"]["mean"] == 0
    assert data["not_measured"] == {}
    # --sensitive marks one too
    flagged = CliRunner().invoke(
        app,
        [
            "eval",
            str(_files(tmp_path, None)),
            "--cases",
            str(tmp_path / "cases.jsonl"),
            *ROUTER,
            "--sensitive",
            "close_account",
            "--json",
        ],
    )
    assert json.loads(flagged.stdout)["summary"]["sensitive_misfires"]["mean"] == 0


def test_compare_does_not_compare_misfires_over_other_sensitive_sets() -> None:
    old = {"model": "router:hybrid", "sensitive_tools": [], "summary": {}}
    new = {"model": "router:hybrid", "sensitive_tools": ["a", "b"], "summary": {}}
    old["summary"] = {"sensitive_misfires": {"mean": 0}, "tool_choice_accuracy": {"mean": 0.5}}
    new["summary"] = {"sensitive_misfires": {"mean": 0}, "tool_choice_accuracy": {"mean": 0.9}}
    changes = {c.what: c for c in EvalSection.diff(old, new).changes}
    assert "eval sensitive_misfires" not in changes
    row = changes["eval sensitive_misfires (different sensitive tools: not compared)"]
    assert row.old is None and row.new is None and not row.worse
    assert "0 sensitive tools → 2" in row.note
    # the router's rows say what they measured
    assert "retrieval baseline, not a language model" in changes["eval tool_choice_accuracy"].note
    # honest twin: the same sets are compared as before, and no router note for a model
    same = {**new, "model": "openai:gpt-x", "summary": {"sensitive_misfires": {"mean": 1}}}
    twin = {c.what: c for c in EvalSection.diff(new | {"model": "openai:gpt-x"}, same).changes}
    assert twin["eval sensitive_misfires"].old == 0 and twin["eval sensitive_misfires"].worse
    assert not twin["eval sensitive_misfires"].note


def test_router_ab_is_labelled_a_baseline(tmp_path: Path) -> None:
    before = _files(tmp_path, None, "before")
    after = _files(tmp_path, None, "after")
    result = CliRunner().invoke(
        app, ["eval", str(before), str(after), "--cases", str(tmp_path / "cases.jsonl"), *ROUTER]
    )
    assert result.exit_code == 0, result.output
    verdict = " ".join(result.output.split())
    assert "McNemar p = 1 (not significant at 0.05) — router:" in verdict
    assert "a retrieval baseline, not a language model" in verdict
    assert "caution:" not in verdict  # nothing was fixed, no words added


def _item(case_id: str, query: str, expected: str, deck: Deck) -> EvalItem:
    return EvalItem(Case(case_id, query, (expected,)), deck)


def _deck(descriptions: dict[str, str]) -> Deck:
    tools = [_tool(n, d) for n, d in descriptions.items()]
    return Deck(list(load_data({"tools": tools}, source="t", format="mcp").deck))


def _score(case_id: str, expected: str, chosen: str) -> CaseScore:
    ok = expected == chosen
    return CaseScore(
        case_id=case_id,
        expected=(expected,),
        chosen=(chosen,),
        tool_choice_ok=ok,
        schema_ok=None,
        arguments_ok=None,
        sensitive_misfire=False,
        failure=None if ok else "wrong_tool",
        input_tokens=0,
        output_tokens=0,
        latency_ms=0.0,
        cached=False,
    )


def test_overlap_caution_names_fixed_cases_that_lean_on_copied_words() -> None:
    a = _deck({"track": "Returns the shipment route.", "stock": "Lists low inventory items."})
    copied = _deck(
        {"track": "Returns the shipment route; parcel whereabouts.", "stock": "Lists low items."}
    )
    query = "where is my parcel"
    diffs = [
        CaseDiff("c1", ("track",), _score("c1", "track", "stock"), _score("c1", "track", "track"))
    ]
    caution = case_word_overlap(
        [_item("c1", query, "track", a)], [_item("c1", query, "track", copied)], diffs
    )
    assert caution.startswith("1 of 1 fixed cases share words") and "c1: parcel" in caution
    # honest twin: the fix added words the request does not use
    other = _deck({"track": "Returns the shipment route and carrier events.", "stock": "x"})
    clean = case_word_overlap(
        [_item("c1", query, "track", a)], [_item("c1", query, "track", other)], diffs
    )
    assert clean == ""


def test_token_tolerance(vague: dict[str, Any], engineered: dict[str, Any]) -> None:
    grown = copy.deepcopy(engineered)  # as if S104's additionalProperties were added
    grown["cost"]["tools"][0]["fields"]["parameters"]["tokens"] += 5
    strict = compare_reports(vague, grown)
    tokens = next(c for c in strict.changes if c.what == "tokens")
    assert tokens.worse and "--token-tolerance" in tokens.note
    need = float(tokens.note.split("--token-tolerance ")[1].split()[0])
    assert need >= (tokens.new - tokens.old) / tokens.old * 100  # type: ignore[operator]
    accepted = compare_reports(vague, grown, token_tolerance=need).regressions
    assert [c.what for c in accepted if c.what.startswith("tokens")] == []
    below = compare_reports(vague, grown, token_tolerance=need / 2)
    assert "tokens" in [c.what for c in below.regressions]


def test_token_tolerance_rejects_a_bad_value(tmp_path: Path) -> None:
    deck = _files(tmp_path, None)
    result = CliRunner().invoke(
        app, ["report", str(deck), "--no-cases", "-q", "--token-tolerance", "-5"]
    )
    assert result.exit_code == 2
    assert "--token-tolerance: a percentage from 0 to 1000" in result.output


def test_html_says_why_misfires_were_not_measured(tmp_path: Path) -> None:
    from tooldeck.report.eval_section import _metric_html_rows
    from tooldeck.report.html import NotMeasured

    data = _eval_json(tmp_path, _files(tmp_path, None))
    rows = {r[0]: r[1] for r in _metric_html_rows(data)}
    cell = rows["sensitive_misfires"]
    assert isinstance(cell, NotMeasured) and "no tool is marked sensitive" in cell.why
    marked = _eval_json(tmp_path, _files(tmp_path, True))
    assert {r[0]: r[1] for r in _metric_html_rows(marked)}["sensitive_misfires"] == 0
