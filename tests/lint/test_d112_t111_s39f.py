"""trial38b LOW-6 and LOW-7, on two real servers (``tests/data/captured39f``, README there).

LOW-6: D112 read mcp-fetch 1.6.3's "旧APIキー（enableFetchImages, …）は後方互換のため引き続き受け
付けます（非推奨）" (old API keys are still accepted for backward compatibility, deprecated) as
the tool being retired. A deprecation said of a parameter, key, option or field in the same
sentence is not the tool's (``tooldeck.tool.text.retired_phrase``).

LOW-7: T111's second reading counted pubmed-mcp-server 2.7.4's ``EUROPEPMC_ENABLED`` as
another tool (``other_tool``) in an output schema's honest enum explanation ("typically
because EPMC (`EUROPEPMC_ENABLED`) and Unpaywall (`UNPAYWALL_EMAIL`) are not configured").
An UPPER_SNAKE name in a sentence that says env, variable, configured or set is a
configuration variable, not a tool.

The twins are written here, each changing only what the reading turns on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck
from tooldeck.tool.text import retired_phrase

DATA = Path(__file__).resolve().parents[1] / "data" / "captured39f"
FETCH = json.loads((DATA / "fetch_tools.json").read_text(encoding="utf-8"))["tools"]
PUBMED = json.loads((DATA / "pubmed_tools.json").read_text(encoding="utf-8"))["tools"]


def _codes(items: list[dict[str, Any]], select: tuple[str, ...]) -> dict[str, set[str]]:
    deck: Deck = load_data({"tools": items}, source="test", format="mcp").deck
    out: dict[str, set[str]] = {}
    for f in lint(deck, LintConfig(select=select)).findings:
        if f.tool is not None:
            out.setdefault(f.tool, set()).add(f.code)
    return out


def test_the_real_image_fetch_is_not_called_retired() -> None:
    assert "D112" not in _codes(FETCH, ("D112",)).get("imageFetch", set())


@pytest.mark.parametrize(
    "text",
    [
        "Old API keys (enableFetchImages, returnBase64) are still accepted for backward "
        "compatibility (deprecated).",
        "旧APIキー（enableFetchImages, returnBase64）は"
        "後方互換のため引き続き受け付けます（非推奨）。",
        "Fetch a page. The legacy format option (deprecated) is still read.",
        "Search issues. The `sort` parameter will be removed in a future release.",
        "查询订单。参数 legacy_id 已弃用。",
    ],
)
def test_a_deprecated_part_is_not_a_retired_tool(text: str) -> None:
    assert retired_phrase(None, text) is None


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("Fetch a page (deprecated). Use fetch_v2.", "(deprecated)"),
        ("Fetch a page. DEPRECATED: use fetch_v2.", "DEPRECATED"),
        ("This tool is deprecated; use the mode option of fetch_v2.", "This tool is deprecated"),
        ("The old keys are ignored. DEPRECATED: use fetch_v2.", "DEPRECATED"),  # a later match
        ("ページを取得します（非推奨）。", "非推奨"),
        ("读取文件（已弃用）。", "已弃用"),
    ],
)
def test_a_retired_tool_is_still_found(text: str, phrase: str) -> None:
    assert retired_phrase(None, text) == (phrase, False)


REASON = (
    "Why no full text was returned. no-pmc-fallback-disabled: every tier was skipped "
    "(`triedTiers` is all `not-attempted`) — typically because EPMC (`EUROPEPMC_ENABLED`) "
    "and Unpaywall (`UNPAYWALL_EMAIL`) are not configured."
)


def test_the_real_pubmed_definitions_draw_no_t111() -> None:
    assert "T111" not in _codes(PUBMED, ("T111",)).get("pubmed_fetch_fulltext", set())


def test_configuration_variables_are_read_from_the_raw_sentence() -> None:
    from tooldeck.lint.rules.poisoning import _config_variables

    assert _config_variables(REASON) == {"europepmc_enabled", "unpaywall_email"}
    # the same names with nothing that says configuration: kept as they were
    assert _config_variables("Call EUROPEPMC_ENABLED and UNPAYWALL_EMAIL after this one.") == set()
    assert _config_variables("Set API_TOKEN in the env.") == {"api_token"}


def test_the_second_reading_no_longer_counts_them_as_other_tools() -> None:
    from tooldeck.lint.rules.poisoning import _config_variables, _second_reading_groups

    span = (
        "no-pmc-fallback-disabled: every tier was skipped (`triedtiers` is all "
        "`not-attempted`) — typically because epmc (`europepmc_enabled`)"
    )
    assert "other_tool" in _second_reading_groups(span)
    assert "other_tool" not in _second_reading_groups(span, own_names=_config_variables(REASON))
    # a snake_case tool named in a configuration sentence is still another tool
    told = "Set DEBUG_MODE and then call send_report."
    assert "other_tool" in _second_reading_groups(told.lower(), own_names=_config_variables(told))
