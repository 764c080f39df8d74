"""``tooldeck bfcl``: fetch the Berkeley Function Calling Leaderboard data, list it, and
write its questions as cases."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from tooldeck.cli.app import PlainErrorsGroup, app, err, fail, out
from tooldeck.display import visible
from tooldeck.errors import ToolDeckError

bfcl_app = typer.Typer(
    cls=PlainErrorsGroup,
    help="Berkeley Function Calling Leaderboard data: fetch it, list it, turn it into cases.",
    no_args_is_help=True,
)
app.add_typer(bfcl_app, name="bfcl")


@bfcl_app.command("fetch")
def bfcl_fetch(
    force: Annotated[bool, typer.Option(help="Download again even when cached.")] = False,
) -> None:
    """Download the bfcl-eval wheel (data only, no dependencies) into the user cache."""
    from tooldeck.bfcl_data import fetch_bfcl

    try:
        path = fetch_bfcl(force=force)
    except ToolDeckError as exc:
        raise fail(exc) from None
    err.print(Text(visible(f"BFCL data: {path}")), soft_wrap=True)


@bfcl_app.command("categories")
def bfcl_categories() -> None:
    """List the BFCL categories with their question counts (needs the data: bfcl fetch)."""
    from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES, open_bfcl

    try:
        data = open_bfcl()
        table = Table(title=Text(visible(f"BFCL data: {data.path}")), title_justify="left")
        table.add_column("category", style="bold")
        table.add_column("questions", justify="right")
        table.add_column("answers")
        table.add_column("function docs (bfcl:<category>)")
        for category in data.categories:
            try:
                count = str(len(data.questions(category)))
            except ToolDeckError:
                count = "not JSON Lines"
            table.add_row(
                Text(visible(category)),
                count,
                "yes" if data.has_answers(category) else "",
                "yes" if category in ALL_SINGLE_TURN_CATEGORIES else "",
            )
    except ToolDeckError as exc:
        raise fail(exc) from None
    out.print(table)


@bfcl_app.command("cases")
def bfcl_cases(
    category: Annotated[str, typer.Argument(help="A single-turn category, e.g. simple_python.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Cases file to write (JSONL).")],
) -> None:
    """Write a category's questions and possible answers as a tooldeck cases file.

    Every question is written; those whose expected arguments do not fit their own
    function's schema (the BFCL data's own labels) are counted in one warning: report and
    eval skip them.
    """
    from tooldeck.cases import dump_cases
    from tooldeck.formats.bfcl import load_bfcl_cases

    try:
        loaded = load_bfcl_cases(category)
    except ToolDeckError as exc:
        raise fail(exc) from None
    try:
        output.write_text(dump_cases(c.case for c in loaded), encoding="utf-8")
    except OSError as exc:
        raise fail(ToolDeckError(f"{output}: cannot write: {exc.strerror or exc}")) from None
    noun = "case" if len(loaded) == 1 else "cases"
    err.print(
        Text(visible(f"wrote {len(loaded)} {noun} of {category} to {output}")), soft_wrap=True
    )
    _warn_unfit(category, loaded)


def _warn_unfit(category: str, loaded: list[Any]) -> None:
    """One warning with the count of cases that report and eval will skip against
    ``bfcl:CATEGORY``: labels that contradict their own function's schema (the BFCL
    data's), and labels of a function the category deck holds in another definition
    (a name defined twice; the deck keeps the first, with a load warning)."""
    from tooldeck.cases import fit_cases
    from tooldeck.formats import load

    own = {c.case_id for bc in loaded for c, _ in fit_cases([bc.case], bc.deck).skipped}
    try:
        deck = load(f"bfcl:{category}").deck
    except ToolDeckError:
        return
    fit = fit_cases([bc.case for bc in loaded], deck)
    skipped = {c.case_id for c, _ in fit.skipped}
    if not skipped:
        return
    own_n, dup_n = len(own & skipped), len(skipped - own)
    parts = []
    if own_n:
        parts.append(f"{own_n} whose label contradicts its own function's schema")
    if dup_n:
        parts.append(
            f"{dup_n} whose function bfcl:{category} holds in another definition (a name "
            "defined twice; the deck keeps the first)"
        )
    warning = fit.skip_warning() or ""
    err.print(
        Text.assemble(
            ("warning: ", "yellow"),
            visible(
                f"report and eval with bfcl:{category} will skip {len(skipped)} of these "
                f"cases: {' and '.join(parts)}; {warning.partition('; ')[2]}"
            ),
        ),
        soft_wrap=True,
    )
