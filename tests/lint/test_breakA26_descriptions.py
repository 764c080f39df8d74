"""breakA26's description findings (M3, M4, L4, L5): the breaker's repro texts
(``/work/scratch/breakA26/decks``), written out here."""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool


def _codes(description: str, select: tuple[str, ...], **kwargs: Any) -> set[str]:
    deck = Deck([Tool("get_invoice_pdf", description, **kwargs)])
    return {f.code for f in lint(deck, LintConfig(select=select)).findings}


# --- M3: German and Japanese state when, when not and output -------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Aktuellen Börsenkurs einer Aktie abrufen. Verwenden, wenn der Nutzer nach dem Preis "
        "einer Aktie fragt; nicht für historische Kurse. Gibt Kurs, Währung und Zeitstempel "
        "zurück.",
        "指定した駅間の次の列車の発車時刻を返します。ユーザーが電車の時刻を尋ねたときに使用して"
        "ください。運賃の計算には使わないでください。",
    ],
)
def test_german_and_japanese_template_lines_are_read(description: str) -> None:
    assert _codes(description, ("D104", "D105", "D107")) == set()


def test_a_foreign_description_without_the_lines_still_gets_them() -> None:
    assert _codes("Aktuellen Börsenkurs einer Aktie abrufen.", ("D104", "D105")) == {
        "D104",
        "D105",
    }


# --- M4: English exclusions and uses the lists missed ---------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "For credit notes, use get_credit_note.",
        "Draft invoices are not supported.",
        "Credit notes are out of scope; see get_credit_note.",
        "Won't return drafts.",
        "Skip this for credit notes.",
    ],
)
def test_d105_reads_redirects_and_refusals(sentence: str) -> None:
    assert "D105" not in _codes(f"Returns the invoice PDF link. {sentence}", ("D105",))


@pytest.mark.parametrize(
    "sentence",
    [
        "Handy if a customer asks for a copy.",
        "Good choice for copy requests.",
        "Use cases: lost invoice, accountant needs a copy.",
    ],
)
def test_d104_reads_more_uses(sentence: str) -> None:
    assert "D104" not in _codes(f"Returns the invoice PDF link. {sentence}", ("D104",))


def test_d105_still_fires_without_an_exclusion() -> None:
    assert "D105" in _codes("Returns the invoice PDF link for one invoice.", ("D105",))


# --- L5: a fair length across scripts -------------------------------------------------------


def test_d102_korean_and_chinese_measure_alike() -> None:
    """'주문 번호로 주문 상태와 배송 정보를 조회합니다' (26 characters, 21 Hangul syllables)
    was '26 characters; write at least 40' while its Chinese equivalent of 15 ideographs
    passed (15 × 3 = 45). A syllable now counts 2: 21 × 2 + 5 spaces = 47."""
    assert _codes("주문 번호로 주문 상태와 배송 정보를 조회합니다", ("D102",)) == set()
    assert _codes("按订单号查询订单状态和物流信息", ("D102",)) == set()
    result = lint(Deck([Tool("get_order", "주문 조회")]), LintConfig(select=("D102",)))
    (finding,) = result.findings
    assert "is 9 characters (a CJK ideograph counts 3, a kana or Hangul syllable 2)" in (
        finding.message
    )  # 4 syllables × 2 + 1 space


# --- L4: a query language's function is no tool ---------------------------------------------


def test_d110_sql_function_in_a_query_tool() -> None:
    query = (
        "Runs a read-only SQL query on the warehouse. Use `date_trunc` for grouping by month "
        "and call `count_distinct` sparingly. Returns rows as JSON."
    )
    deck = Deck([Tool("run_query", query)])
    assert [f.code for f in lint(deck, LintConfig(select=("D110",))).findings] == []
    # a tool the query tool sends the model to is still checked
    first = query + " Call list_tables first to find the table names."
    deck = Deck([Tool("run_query", first)])
    found = lint(deck, LintConfig(select=("D110",))).findings
    assert [f.message for f in found] == ["refers to tool 'list_tables', which is not in this deck"]
    # outside a query tool, "call count_orders first" names a tool
    deck = Deck([Tool("get_report", "Builds the report. Call count_orders first. Returns rows.")])
    assert [f.code for f in lint(deck, LintConfig(select=("D110",))).findings] == ["D110"]
