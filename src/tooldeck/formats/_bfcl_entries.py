"""BFCL function documents and question entries → decks, and BFCL questions → eval cases.

Function documents become tools through the schema dialect mapping
(:mod:`tooldeck.formats._bfcl_dialect`); question entries are merged into one deck
(identical documents once, differing ones warned about); categories and entries are read
from a bfcl-eval wheel through :mod:`tooldeck.bfcl_data`; each question with its possible
answer becomes a :class:`BfclCase`. :mod:`tooldeck.formats.bfcl` (the format and the
module to import) re-exports the public names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from tooldeck.bfcl_data import NO_CALL_CATEGORIES, BfclData, open_bfcl
from tooldeck.cases import Case
from tooldeck.errors import FormatError, SourceError
from tooldeck.formats._bfcl_dialect import schema_from_bfcl
from tooldeck.formats.base import ConversionWarning, LoadResult, WarningCollector
from tooldeck.jsonvalue import FrozenDict, FrozenList, canonical_json, freeze, thaw
from tooldeck.tool import Deck, Tool

__all__ = [
    "FORMAT_NAME",
    "BfclCase",
    "bfcl_case",
    "category_of",
    "is_doc",
    "is_entry",
    "load_bfcl_cases",
    "load_bfcl_category",
    "load_bfcl_entry",
    "merge_entries",
    "tool_from_doc",
]

FORMAT_NAME: Final = "bfcl"
"""The format name BFCL loads report (:data:`tooldeck.formats.bfcl.FORMAT`'s name)."""

_DOC_FIELDS = ("name", "description", "parameters")
_MISSING = object()


# --- documents ------------------------------------------------------------------------


# --- documents ------------------------------------------------------------------------


def is_doc(item: Any) -> bool:
    if not isinstance(item, Mapping) or not isinstance(item.get("name"), str):
        return False
    if item.get("type") == "function" or "function" in item:
        return False
    if "input_schema" in item or "inputSchema" in item:
        return False
    params = item.get("parameters")
    return isinstance(params, Mapping) and params.get("type") in ("dict", "object")


def is_entry(item: Any) -> bool:
    return (
        isinstance(item, Mapping)
        and isinstance(item.get("id"), str)
        and "question" in item
        and isinstance(item.get("function"), list)
    )


def tool_from_doc(doc: Any, where: str, warnings: WarningCollector) -> Tool:
    if not isinstance(doc, Mapping):
        raise FormatError(
            f"{where}: a BFCL function document must be an object, got {type(doc).__name__}"
        )
    name = doc.get("name")
    if not isinstance(name, str) or not name.strip():
        raise FormatError(f"{where}: 'name' must be a non-empty string, got {name!r}")
    description = doc.get("description", _MISSING)
    if description is _MISSING or description is None:
        warnings.add("description", "no description; written back as an empty one", name)
        description = ""
    if not isinstance(description, str):
        raise FormatError(f"{where}: tool {name!r}: 'description' must be a string")
    params = doc.get("parameters", _MISSING)
    if params is _MISSING:
        warnings.add("parameters", "no parameters; read as an empty dict schema", name)
        params = {"type": "dict", "properties": {}, "required": []}
    if not isinstance(params, Mapping):
        raise FormatError(f"{where}: tool {name!r}: 'parameters' must be an object (a schema)")
    for key in ("properties", "required"):
        if key not in params:
            warnings.add(
                "parameters", f"no top-level {key!r}; written back with an empty one", name
            )
    for key in doc:
        if key not in _DOC_FIELDS:
            warnings.add(str(key), "unknown field of a BFCL function document, not kept", name)
    try:
        schema, schema_warnings = schema_from_bfcl(params, tool=name)
    except FormatError as exc:
        raise FormatError(f"{where}: tool {name!r}: {exc}") from None
    warnings.extend(schema_warnings)
    return Tool(name=name, description=description, input_schema=freeze(schema), source=where)


def merge_entries(
    entries: Iterable[Mapping[str, Any]],
    source: str,
    warnings: WarningCollector,
    *,
    name: str | None = None,
    description: str | None = None,
) -> Deck:
    """One deck of every entry's function documents; identical duplicates dropped, the
    first of differing definitions kept (warned, entries named)."""
    tools: dict[str, Tool] = {}
    first_doc: dict[str, str] = {}
    first_entry: dict[str, str] = {}
    conflicts: dict[str, dict[str, list[str]]] = {}
    for entry in entries:
        entry_id = str(entry.get("id"))
        functions = entry.get("function")
        if not isinstance(functions, list):
            raise FormatError(f"{source}#{entry_id}: 'function' must be a list")
        for index, doc in enumerate(functions):
            where = f"{source}#{entry_id}/function/{index}"
            key = canonical_json(doc)
            doc_name = doc.get("name") if isinstance(doc, Mapping) else None
            if isinstance(doc_name, str) and doc_name in tools:
                if key != first_doc[doc_name]:
                    conflicts.setdefault(doc_name, {}).setdefault(key, []).append(entry_id)
                continue
            tool = tool_from_doc(doc, where, warnings)
            tools[tool.name] = tool
            first_doc[tool.name] = key
            first_entry[tool.name] = entry_id
    for tool_name, variants in conflicts.items():
        others = [ids for ids in variants.values()]
        shown = "; ".join(", ".join(ids[:3]) + (" …" if len(ids) > 3 else "") for ids in others)
        warnings.add(
            "duplicate",
            f"{len(others) + 1} different definitions; kept the one from entry "
            f"{first_entry[tool_name]}, dropped the one(s) in {shown}",
            tool_name,
        )
    return Deck(tools.values(), name=name, description=description)


# --- BFCL data: decks -----------------------------------------------------------------


def _entries_with_functions(data: BfclData, category: str) -> list[dict[str, Any]]:
    entries = data.questions(category)
    if entries and not all(isinstance(e.get("function"), list) for e in entries):
        raise SourceError(
            f"BFCL category {category!r} does not carry function documents in its questions "
            "(multi-turn and agentic categories are not read by tooldeck); use a "
            "single-turn category such as simple_python, multiple or live_multiple"
        )
    return entries


def load_bfcl_category(category: str, *, wheel: str | Path | None = None) -> LoadResult:
    """A deck of every function document of a BFCL category.

    Identical documents repeated across questions appear once; when one name has
    different definitions in different questions the first is kept and a
    :class:`ConversionWarning` (field ``duplicate``) names the entries of the others.
    Tool sources are ``bfcl:<category>#<entry id>/function/<index>``; the deck is named
    ``bfcl:<category>``.

    Args:
        category: e.g. ``simple_python``, ``live_multiple`` (see :mod:`tooldeck.bfcl_data`).
        wheel: a bfcl-eval wheel or BFCL data directory; None uses
            ``$TOOLDECK_BFCL_WHEEL``, the cache, or downloads it
            (:func:`~tooldeck.bfcl_data.fetch_bfcl`).

    Raises:
        SourceError: no data, unknown or multi-turn category.
        FormatError, SchemaError: a document cannot be read.
    """
    data = open_bfcl(wheel)
    entries = _entries_with_functions(data, category)
    warnings = WarningCollector()
    deck = merge_entries(
        entries,
        f"bfcl:{category}",
        warnings,
        name=f"bfcl:{category}",
        description=f"BFCL {category}: function documents of {data.question_file(category)} "
        f"({data.path.name})",
    )
    return LoadResult(deck, FORMAT_NAME, warnings.result())


def load_bfcl_entry(category: str, entry_id: str, *, wheel: str | Path | None = None) -> LoadResult:
    """The deck of one BFCL question (its ``function`` list), named
    ``bfcl:<category>/<entry id>``.

    ``entry_id`` is the full id (``simple_python_3``), the part after the category
    (``3``), or a unique prefix of a live id (``live_simple_3`` → ``live_simple_3-2-1``).

    Raises:
        SourceError: no data, unknown category or entry.
        FormatError, SchemaError, DuplicateToolError: the documents cannot be read.
    """
    data = open_bfcl(wheel)
    _entries_with_functions(data, category)
    entry = data.entry(category, entry_id)
    warnings = WarningCollector()
    deck = _entry_deck(entry, f"bfcl:{category}", warnings)
    return LoadResult(deck, FORMAT_NAME, warnings.result())


def _entry_deck(entry: Mapping[str, Any], source: str, warnings: WarningCollector) -> Deck:
    entry_id = entry["id"]
    tools = [
        tool_from_doc(doc, f"{source}#{entry_id}/function/{index}", warnings)
        for index, doc in enumerate(entry["function"])
    ]
    return Deck(tools, name=f"{source}/{entry_id}")


# --- BFCL data: eval cases ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BfclCase:
    """One BFCL question as a tooldeck eval case, with the tools offered for it.

    Attributes:
        case: the :class:`~tooldeck.cases.Case` (see :func:`bfcl_case` for the fields).
        deck: the question's own function documents as a deck.
        category: the BFCL category.
        messages: the messages of the question's first turn, as BFCL gives them
            (``{"role", "content"}``; system prompts included).
        ground_truth: BFCL's possible answer, as given (``[{"name": {"param":
            [acceptable values]}}]``), or None for categories without one.
        warnings: what loading the function documents reported.
    """

    case: Case
    deck: Deck
    category: str
    messages: tuple[FrozenDict, ...]
    ground_truth: FrozenList | None
    warnings: tuple[ConversionWarning, ...] = ()


_ID_SUFFIX = re.compile(r"_\d+(?:-\d+)*$")


def category_of(entry_id: str) -> str:
    """The category of a BFCL entry id (``live_simple_3-2-1`` → ``live_simple``)."""
    return _ID_SUFFIX.sub("", entry_id)


_DICT_TYPES = frozenset({"dict", "HashMap", "Hashtable", "object"})
_LIST_TYPES = frozenset({"array", "list", "tuple", "Array", "ArrayList"})


def _is_alternatives_dict(value: Any) -> bool:
    return (
        isinstance(value, Mapping)
        and bool(value)
        and all(isinstance(v, list) for v in value.values())
    )


def _first_value(value: Any, schema: Any) -> Any:
    """The first acceptable value, resolving BFCL's nested possible-answer dicts (each key
    a list of alternatives) as BFCL's dict_checker/list_dict_checker read them."""
    bfcl_type = schema.get("type") if isinstance(schema, Mapping) else None
    if _is_alternatives_dict(value) and (bfcl_type in _DICT_TYPES or schema is None):
        props = schema.get("properties") if isinstance(schema, Mapping) else None
        props = props if isinstance(props, Mapping) else {}
        return {
            key: _first_value(alts[0], props.get(key))
            for key, alts in value.items()
            if alts and "" not in alts
        }
    if (
        isinstance(value, list)
        and value
        and all(_is_alternatives_dict(v) for v in value)
        and (bfcl_type in _LIST_TYPES or schema is None)
    ):
        items = schema.get("items") if isinstance(schema, Mapping) else None
        return [_first_value(v, items) for v in value]
    return thaw(value)


def _question_text(
    entry: Mapping[str, Any],
) -> tuple[str, tuple[FrozenDict, ...], list[str], list[str]]:
    turns = entry.get("question")
    if not isinstance(turns, list) or not turns or not isinstance(turns[0], list):
        raise FormatError(f"BFCL entry {entry.get('id')!r}: 'question' must be a list of turns")
    messages = tuple(freeze(m) for m in turns[0] if isinstance(m, Mapping))
    tags: list[str] = []
    notes: list[str] = []
    users = [m for m in messages if m.get("role") == "user"]
    if not users:
        raise FormatError(f"BFCL entry {entry.get('id')!r}: the first turn has no user message")
    query = str(users[-1].get("content", ""))
    if not query.strip():
        query = "(empty message)"
        notes.append("the user message is empty in BFCL; query set to '(empty message)'")
    roles = [str(m.get("role")) for m in messages]
    if "system" in roles:
        tags.append("system-prompt")
        notes.append("BFCL gives a system prompt (see BfclCase.messages)")
    if len([r for r in roles if r != "system"]) > 1:
        tags.append("conversation")
        notes.append(
            f"the first turn has {len(roles)} messages ({', '.join(roles)}); query is the last "
            "user message, the full turn is in BfclCase.messages"
        )
    if len(turns) > 1:
        tags.append("multi-turn")
        notes.append(f"BFCL gives {len(turns)} turns; only the first is used")
    return query, messages, tags, notes


def bfcl_case(
    entry: Mapping[str, Any],
    answer: Mapping[str, Any] | None,
    *,
    category: str | None = None,
    source: str | None = None,
) -> BfclCase:
    """Turn one BFCL question (and its possible answer) into a :class:`BfclCase`.

    Case fields: ``case_id`` = the BFCL id; ``query`` = the content of the last user
    message of the first turn (most questions have exactly one message; a system prompt
    or an earlier exchange is tagged ``system-prompt``/``conversation``, noted, and kept
    in :attr:`BfclCase.messages`); ``expected_tools`` = the function names of the ground
    truth calls, in BFCL's order (BFCL does not require an order for parallel calls:
    tag ``parallel``), ``()`` when ``answer`` is None (irrelevance categories, tag
    ``no-tool``); ``expected_arguments`` = per call, the first acceptable value of each
    parameter, leaving out parameters whose alternatives hold ``""`` (BFCL's "may be
    omitted") or are empty, except that a parameter the document lists in ``required``
    gets its first non-``""`` value (BFCL's checker refuses a call without it; noted);
    nested possible-answer dicts are resolved the same way;
    ``argument_alternatives`` = per call, the parameter → acceptable values mapping exactly
    as BFCL gives it; ``tags`` = ``bfcl``, ``bfcl:<category>``, ``single``/``parallel``/
    ``no-tool`` and the message tags above.

    Raises:
        FormatError: the entry or answer is malformed, or ids differ.
    """
    entry_id = entry.get("id")
    if not isinstance(entry_id, str):
        raise FormatError("a BFCL entry needs a string 'id'")
    category = category or category_of(entry_id)
    source = source or f"bfcl:{category}"
    warnings = WarningCollector()
    deck = _entry_deck(entry, source, warnings)
    query, messages, tags, notes = _question_text(entry)
    docs = {d.get("name"): d for d in entry["function"] if isinstance(d, Mapping)}
    expected_tools: list[str] = []
    expected_args: list[dict[str, Any]] | None = None
    alternatives: list[dict[str, Any]] | None = None
    ground_truth: Any = None
    if answer is not None:
        if answer.get("id") != entry_id:
            raise FormatError(
                f"possible answer id {answer.get('id')!r} does not match entry {entry_id!r}"
            )
        ground_truth = answer.get("ground_truth")
        if not isinstance(ground_truth, list):
            raise FormatError(f"possible answer {entry_id!r}: 'ground_truth' must be a list")
        expected_args, alternatives = [], []
        for call in ground_truth:
            if not isinstance(call, Mapping) or len(call) != 1:
                raise FormatError(
                    f"possible answer {entry_id!r}: each call must be {{name: {{param: [...]}}}}"
                )
            ((name, params),) = call.items()
            if not isinstance(params, Mapping):
                raise FormatError(f"possible answer {entry_id!r}: arguments of {name!r}")
            expected_tools.append(name)
            doc = docs.get(name)
            if doc is None:
                notes.append(f"ground truth calls {name!r}, which is not among the functions")
            doc_params = (doc or {}).get("parameters", {})
            props = doc_params.get("properties", {})
            required = doc_params.get("required", [])
            args: dict[str, Any] = {}
            for param, alts in params.items():
                if param not in props and doc is not None:
                    notes.append(f"ground truth names parameter {param!r} not in {name!r}'s doc")
                if not isinstance(alts, list):
                    raise FormatError(
                        f"possible answer {entry_id!r}: {name}.{param} must be a list of values"
                    )
                if not alts:
                    notes.append(
                        f"{name}.{param} has no acceptable value in BFCL ([]); left out of "
                        "expected_arguments"
                    )
                    continue
                if "" in alts:
                    given = [v for v in alts if v != ""]
                    if param not in required or not given:
                        continue
                    notes.append(
                        f'{name}.{param} is required by the document but "" is among its '
                        "alternatives; expected_arguments uses the first other value"
                    )
                    args[param] = _first_value(given[0], props.get(param))
                    continue
                args[param] = _first_value(alts[0], props.get(param))
            expected_args.append(args)
            alternatives.append(thaw(params))
    if answer is None:
        tags.insert(0, "no-tool")
    else:
        tags.insert(0, "parallel" if len(expected_tools) > 1 else "single")
    if category in ("simple_java", "simple_javascript"):
        notes.append(
            "BFCL's checker expects every argument of this category as a string holding a "
            "source literal"
        )
    case = Case(
        case_id=entry_id,
        query=query,
        expected_tools=tuple(expected_tools),
        expected_arguments=None
        if expected_args is None
        else tuple(freeze(a) for a in expected_args),
        argument_alternatives=None
        if alternatives is None
        else tuple(freeze(a) for a in alternatives),
        tags=("bfcl", f"bfcl:{category}", *tags),
        notes="; ".join(notes) or None,
        source=f"{source}/{entry_id}",
    )
    return BfclCase(
        case=case,
        deck=deck,
        category=category,
        messages=messages,
        ground_truth=freeze(ground_truth) if ground_truth is not None else None,
        warnings=warnings.result(),
    )


def load_bfcl_cases(category: str, *, wheel: str | Path | None = None) -> list[BfclCase]:
    """Every question of a BFCL category as a :class:`BfclCase` (see :func:`bfcl_case`).

    Categories: those with possible answers (``simple_python``, ``multiple``,
    ``parallel``, ``parallel_multiple``, ``live_*`` except the two below,
    ``simple_java``, ``simple_javascript``) and the no-call categories ``irrelevance``
    and ``live_irrelevance`` (``expected_tools`` empty). ``live_relevance`` is refused:
    any relevant call counts there, which a case cannot express.

    Raises:
        SourceError: no data, unknown, multi-turn or unsupported category, or a question
            without a possible answer.
        FormatError, SchemaError: a document or answer cannot be read.
    """
    data = open_bfcl(wheel)
    entries = _entries_with_functions(data, category)
    if category in NO_CALL_CATEGORIES:
        answers: dict[str, dict[str, Any]] | None = None
    elif data.has_answers(category):
        answers = data.answers(category)
    else:
        raise SourceError(
            f"BFCL category {category!r} has no possible answers (any relevant call counts "
            "there); tooldeck cases need expected tools"
        )
    cases = []
    for entry in entries:
        answer = None
        if answers is not None:
            answer = answers.get(entry["id"])
            if answer is None:
                raise SourceError(
                    f"BFCL category {category!r}: no possible answer for {entry['id']!r}"
                )
        try:
            cases.append(bfcl_case(entry, answer, category=category))
        except FormatError as exc:
            raise FormatError(f"bfcl:{category}/{entry['id']}: {exc}") from None
    return cases
