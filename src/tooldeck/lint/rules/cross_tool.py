"""X: how tools look next to each other. A model chooses among tools, so a declaration is
only as good as its contrast with its neighbours (overlapping descriptions are a first
cause of wrong choices; compare the vague and engineered decks of ``examples/aftersales``)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping
from typing import Any

from tooldeck.jsonvalue import canonical_json
from tooldeck.lint.context import LintContext, names_tool
from tooldeck.lint.model import RuleHit, Severity
from tooldeck.lint.phrases import FORMAT_WORDS, is_verb, name_words, singular
from tooldeck.lint.registry import rule
from tooldeck.lint.rules.naming import listed
from tooldeck.lint.similarity import (
    dispatcher_pairs,
    name_verb,
    opening_ids,
    operation_keys,
    swapped_words,
)
from tooldeck.schema import (
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
)
from tooldeck.select.actions import ACTION_CLASSES


@rule(
    "X101",
    "confusable-pair",
    Severity.warning,
    summary="Two tools whose name + description mean nearly the same (similarity ≥ "
    "`similarity-threshold`, default 0.65), or whose names say the same operation on the "
    "same thing (`list_orders` / `search_orders`, `get_user` / `fetch_user`), or where one "
    "tool's `action`/`method` enum offers what the other's name says (`manage_issue` with "
    "`action: create` / `create_issue`), and neither "
    "description names the other (by its name, or by its title as an identifier: "
    '`replace_string_in_file` for the title "Replace String in File").',
    why="search_user / get_user / find_user have near-identical token "
    "distributions, so the model's choice between them is close to chance unless the "
    "descriptions cross-reference each other and say how they differ. Similarity: "
    "MiniLM embeddings of name + description and of name + first sentence, plus shared "
    "parameter names (tooldeck.lint.MeaningSimilarity); word overlap (BM25) where the "
    "model package is missing. The figure in the message is that score and what it is made "
    "of: the texts' cosine (the mean of the whole texts' and the first sentences'), plus "
    "0.2 × the Jaccard index of the parameter names where the cosine reaches 0.5, clipped "
    'at 1 ("similarity 1.00: text cosine 0.82, +0.20 for shared parameter names, clipped '
    'at 1.00" is two different texts, not one text twice). Dispatchers across a '
    "gateway's servers: a dispatcher of one server and a single tool of another pair "
    "only through each server's main thing, the "
    "word(s) that the most of its tool names are about (the name less its verbs and "
    "server prefix: `issue` in `create_issue`, `list_issues`, `issue_write`), counted "
    "only when three tools or more name it; two servers' main things stand for each other "
    "(Azure DevOps' work item, Plane's issue). A server with fewer than three tools about "
    "one thing (or with two things named equally often) has no main thing, and its tools "
    "pair with no other server's dispatcher: equal words alone do not say two servers "
    "keep the same kind of record (GitHub's and Sentry's `create_project` make different "
    "things). Such a pair is then reported only by similarity; name the other tool in a "
    "Contrast line yourself. Two tools of one server whose names differ only by a "
    "qualifier that other names of the server swap too, and whose first sentences are the "
    "same but for that word (Plane's `list_cycle_issues` / `list_module_issues`, \"Get all "
    'issues for a specific cycle|module", beside `add_cycle_issues` / `add_module_issues`), '
    "are reported whatever else is close to either: only the meaning of that one word "
    "tells them apart. In a gateway deck, two servers' tools whose names are one bare "
    "operation once namespace and server prefix are set aside (`tavily__tavily_crawl` / "
    "`firecrawl__firecrawl_crawl`) are reported whatever their score: only the prefix tells "
    "them apart (names with an object, `get_user` of two servers, are left to meaning: each "
    "server's users are its own). A tool that runs any statement (\"Execute arbitrary SQL "
    'statements") and another tool of its server with the same running verb '
    "(`pg_execute_sql` / `pg_execute_query`, SELECT only) are reported too: the general "
    "runner does whatever the narrower one does. In a gateway deck, two servers' tools whose "
    "main input is a page address (a required `url`/`urls`/`uri`/`link` string or array, or "
    "the first one declared where nothing is required) and that read one thing (a shared "
    "word of their first sentences and names) are reported when each is the other's "
    "closest such tool of its server, at a cosine of 0.4 or more (`exa__web_fetch_exa` / "
    '`firecrawl__firecrawl_scrape`, 0.549): "read this page for me" fits both. Two '
    "dispatchers of one server about different things (`pg_manage_functions` / "
    '`pg_manage_triggers`, each "get, create, or drop" through an `operation` enum) are '
    "not reported: the shared list of operations brings the texts close, while each name "
    "says which thing it acts on.",
    bad=(
        "- name: search_orders\n"
        "  description: Order query.\n"
        "  input_schema: {type: object, properties: {query: {type: string, description: Any "
        "clue about the order.}}, required: [query]}\n"
        "- name: list_orders_by_user\n"
        "  description: Order query.\n"
        "  input_schema: {type: object, properties: {user_id: {type: string, description: "
        "Id of the user.}}, required: [user_id]}"
    ),
    better=(
        "- name: search_orders\n"
        '  description: "Finds orders from partial clues (a name, a date, an amount). '
        'Contrast: list_orders_by_user needs a user_id."\n'
        "  input_schema: {type: object, properties: {query: {type: string, description: Any "
        "clue about the order.}}, required: [query]}\n"
        "- name: list_orders_by_user\n"
        '  description: "Lists every order of one user, newest first. Contrast: '
        'search_orders finds orders from partial clues."\n'
        "  input_schema: {type: object, properties: {user_id: {type: string, description: "
        "Id of the user.}}, required: [user_id]}"
    ),
    scope="deck",
)
def confusable_pair(ctx: LintContext) -> Iterator[RuleHit]:
    done: set[tuple[str, str]] = set()
    keys = (
        dict(zip(ctx.deck.names, operation_keys(ctx.deck), strict=True)) if ctx.lookalikes else {}
    )
    names = ctx.deck.names
    dispatched = (
        {
            (min(names[i], names[j]), max(names[i], names[j])): (names[d], key, value)
            for i, j, d, key, value in dispatcher_pairs(ctx.deck)
        }
        if ctx.lookalikes
        else {}
    )
    threshold = ctx.options.similarity_threshold
    swaps = swapped_words(ctx.deck, [ctx.name_parts[n] for n in names]) if ctx.lookalikes else None
    index = {n: i for i, n in enumerate(names)}
    # one opening sentence, not a server's boilerplate one (similarity.opening_ids)
    openings = opening_ids(ctx.deck) if ctx.lookalikes else []
    shared = Counter(_one_text(t.description) for t in ctx.deck if _one_text(t.description))
    for name, others in ctx.lookalikes.items():
        tool = ctx.deck[name]
        for other, score in others:
            key = (min(name, other), max(name, other))
            if key in done:
                continue
            done.add(key)
            if names_tool(tool.description, ctx.deck[other], ctx.short_names[other]) or names_tool(
                ctx.deck[other].description, tool, ctx.short_names[name]
            ):
                continue
            text = _one_text(tool.description)
            if text and text == _one_text(ctx.deck[other].description) and shared[text] > 3:
                # one description for a whole group: X102 reports it once per tool, where
                # X101 would name every pair (28 for 8 tools); a pair or three sharing one
                # text keep X101 too, the confusion a selection report counts
                continue
            operation = keys[key[0]]
            offered = None
            apart = swaps.words_apart(index[key[0]], index[key[1]]) if swaps else None
            if operation is not None and operation == keys[key[1]]:
                why = ": their names say the same operation on the same thing"
            elif apart is not None:
                why = (
                    f": their names and first sentences differ only by {apart[0]!r} / "
                    f"{apart[1]!r}, which other names of the server swap too"
                )
            elif key in dispatched:
                offered = dispatched[key]
                dispatcher, parameter, value = offered
                single = key[1] if dispatcher == key[0] else key[0]
                why = (
                    f": {_possessive(dispatcher)} {parameter} {value!r} does what "
                    f"{_possessive(single)} name says"
                )
            elif score < threshold and 0 <= openings[index[name]] == openings[index[other]]:
                why = ": their descriptions open with the same sentence"
            elif score < threshold and ctx.name_parts[name][0] != ctx.name_parts[other][0]:
                why = ": each is the closest tool of the other's server"
            else:
                why = ""
            # the figure the JSON carries, and why a pair under the threshold stands
            # (trial 29, F10: a dispatcher's pair at 0.35 was printed without it)
            # what the figure is made of (trial 37b, L4: "similarity 1.00" for two texts
            # that differ was the cosine plus the parameter bonus, clipped at 1)
            parts = ctx.lookalike_parts(key[0], key[1])
            figure = parts.describe() if parts is not None else f"similarity {score:.2f}"
            shown = (
                f" ({figure})"
                if score >= threshold or not why
                else f" ({figure}, under the threshold {threshold:.2f})"
            )
            yield RuleHit(
                "/description",
                f"{key[0]!r} and {key[1]!r} look alike{why}{shown} and neither "
                "names the other; contrast them in both descriptions",
                tool=key[0],
                tools=key,
                similarity=score,
                operation=offered,
            )


def _possessive(name: str) -> str:
    """A tool name in the possessive, as English writes a name ending in s: ``files'``,
    ``page_write's``."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _one_text(description: str) -> str:
    """A description as X102 compares it: lower case, runs of white space as one space."""
    return " ".join(description.lower().split())


@rule(
    "X102",
    "duplicate-description",
    Severity.warning,
    summary="Different tools have the same description (a 'vague registry').",
    why="When two tools share one description only the names can tell them apart; a "
    "vague registry (one sentence per family of look-alike tools) loses tool-choice "
    "accuracy against an engineered one (examples/aftersales: vague vs engineered).",
    bad=(
        "- name: get_order_by_id\n"
        "  description: Order query.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id.}}, required: [order_id]}\n"
        "- name: search_orders\n"
        "  description: Order query.\n"
        "  input_schema: {type: object, properties: {query: {type: string, description: Any "
        "clue about the order.}}, required: [query]}"
    ),
    better=(
        "# give each tool its own What / When / When NOT / Contrast / Prerequisites / Output\n"
        "- name: get_order_by_id\n"
        '  description: "Returns one order by its complete id (ORD-…). Not for partial '
        'clues: use search_orders."\n'
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id.}}, required: [order_id]}\n"
        "- name: search_orders\n"
        "  description: Finds orders from partial clues (a name, a date, an amount). "
        "Returns at most 20 order ids; call get_order_by_id for one order's details.\n"
        "  input_schema: {type: object, properties: {query: {type: string, description: Any "
        "clue about the order.}}, required: [query]}"
    ),
    scope="deck",
)
def duplicate_description(ctx: LintContext) -> Iterator[RuleHit]:
    groups: dict[str, list[str]] = defaultdict(list)
    for tool in ctx.deck:
        text = " ".join(tool.description.lower().split())
        if text:
            groups[text].append(tool.name)
    for names in groups.values():
        if len(names) > 1:
            for name in names:
                others = ", ".join(n for n in names if n != name)
                yield RuleHit("/description", f"same description as {others}", tool=name)


Acting = tuple[str, str | None]
"""A tool name and the action class of its verb (None: not a known class)."""

_PROSE_KEYWORDS = frozenset({"title", "description", "examples", "default", "$comment"})


def schema_shape(schema: Any) -> Any:
    """``schema`` without the keywords that only explain it (``title``, ``description``,
    ``examples``, ``default``, ``$comment``; JSON Schema 2020-12 Validation §9 meta-data
    annotations, Core §8.3 comments), at every
    level: two tools whose schemas differ only in wording take the same arguments.
    Property names and every validation keyword are kept."""
    if isinstance(schema, list):
        return [schema_shape(item) for item in schema]
    if not isinstance(schema, Mapping):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in _PROSE_KEYWORDS:
            continue
        if key in SUBSCHEMA_MAP_KEYWORDS and isinstance(value, Mapping):
            out[key] = {name: schema_shape(sub) for name, sub in value.items()}
        elif key in SUBSCHEMA_SINGLE_KEYWORDS or key in SUBSCHEMA_LIST_KEYWORDS:
            out[key] = schema_shape(value)
        else:
            out[key] = value
    return out


@rule(
    "X103",
    "duplicate-input-schema",
    Severity.info,
    summary="Tools acting on the same object (`get_user` / `fetch_user`; `fetch_json` / "
    "`fetch_txt`, where the name's object is the format that comes back), or with one verb "
    "on one kind of thing that a qualifier sorts (`generate_bar_chart` / "
    "`generate_column_chart`: the head noun `chart`), or with verbless names about one "
    "thing (`collection-indexes` / `collection-storage-size`), have the same (non-empty) "
    "input schema, titles, descriptions and defaults aside.",
    why="Same arguments under different names is either one tool declared twice (merge "
    "them) or tools that differ only in behaviour the descriptions must "
    "then spell out.",
    bad="get_user(user_id) and fetch_user(user_id) with identical schemas",
    better="one get_user, or descriptions that say how the two differ",
    scope="deck",
)
def duplicate_schema(ctx: LintContext) -> Iterator[RuleHit]:
    groups: dict[str, list[str]] = defaultdict(list)
    for tool in ctx.deck:
        if tool.parameters:
            groups[canonical_json(schema_shape(tool.input_schema))].append(tool.name)
    for names in groups.values():
        if len(names) < 2:
            continue
        # only tools that also act on the same object (get_user / fetch_user): many
        # different tools take the same {owner, repo} (list_branches, list_tags); grouped
        # by the name's words after its verb (the object) and before it (a server or
        # vendor prefix: github_get_user / github_fetch_user, not confluence_search /
        # notion-search, which name no object), with the gateway namespace, so a group
        # of n tools costs O(n)
        by_object: dict[tuple[str, tuple[str, ...], tuple[str, ...]], list[Acting]] = defaultdict(
            list
        )
        for name in names:
            namespace, own, prefix = ctx.name_parts[name]
            verb, at = name_verb(own)
            words = name_words(own)
            if verb is None:
                # collection-indexes / collection-storage-size: a name without a verb is a
                # noun phrase whose first word is the thing both describe (not a name whose
                # verb sits past the words name_verb looks at: TwilioApiV2010--DeleteAddress,
                # nor a dotted name, whose first part is a module: math.gcd / math.lcm)
                noun = [w for w in words if w != (prefix or "").lower()]
                dotted = any(mark in own for mark in ".:/")
                if len(noun) > 1 and not dotted and not any(is_verb(w) for w in noun):
                    by_object[(namespace, (), ("<thing>", singular(noun[0])))].append((name, None))
                continue
            if words[at + 1 :]:
                # fetch_json / fetch_txt: a format word as the object is what comes back,
                # not what the tool acts on (the same URL); one tool with a format enum
                obj = tuple("<format>" if w in FORMAT_WORDS else w for w in words[at + 1 :])
                key = (namespace, tuple(words[:at]), obj)
                by_object[key].append((name, ACTION_CLASSES.get(verb)))
                if len(obj) > 1:
                    # generate_bar_chart / generate_column_chart: one verb on one kind of
                    # thing (the head noun) that a qualifier sorts; one tool with a kind
                    # parameter would do
                    kind = (namespace, tuple(words[:at]), ("<kind>", verb, singular(obj[-1])))
                    by_object[kind].append((name, ACTION_CLASSES.get(verb)))
        peers_of: dict[str, dict[str, None]] = {}
        for group in by_object.values():
            # read_query / write_query: verbs of different action classes tell them apart
            for name, action in group:
                peers = [other for other, theirs in group if _same_action(action, theirs)]
                if len(peers) > 1:
                    peers_of.setdefault(name, {name: None}).update(dict.fromkeys(peers))
        for name in names:
            held = peers_of.get(name)
            if held is not None:
                shown_of = listed(list(held), ignore_case=False)
                yield RuleHit("/input_schema", f"same input schema as {shown_of(name)}", tool=name)


def _same_action(a: str | None, b: str | None) -> bool:
    """Whether two verbs' action classes (:data:`~tooldeck.select.actions.ACTION_CLASSES`)
    may name one operation: either unknown, equal, or running and creating (``docker
    run`` creates a container and starts it: ``run_container`` / ``create_container``)."""
    return a is None or b is None or a == b or {a, b} == {"run", "create"}
