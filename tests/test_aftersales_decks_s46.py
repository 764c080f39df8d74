"""trial46 #13: examples/aftersales/vague/tools.yaml carried the engineered deck's own
``description`` ("Descriptions written as contracts that name each look-alike tool"), and
``tooldeck report`` printed it over the vague deck. Each deck now describes itself."""

from __future__ import annotations

from pathlib import Path

from tooldeck import load

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "aftersales"


def test_each_aftersales_deck_describes_its_own_wording() -> None:
    vague = load(str(EXAMPLES / "vague")).deck
    engineered = load(str(EXAMPLES / "engineered")).deck
    assert vague.description != engineered.description
    assert "contracts that name each look-alike tool" in engineered.description
    assert "share one generic description" in vague.description
    # the vague deck's tools do share descriptions: what its description now says
    assert len({t.description for t in vague}) < len(list(vague))
