"""The cases file: labelled user requests that select and eval score against.

Format: JSON Lines (UTF-8; a leading byte-order mark is skipped, as for deck files), one
object per line; blank lines and lines starting with ``#`` are skipped. The deck-file rules
apply to every line: a repeated key in one object, ``NaN``/``Infinity``, a number too large
for a double and a string holding a lone UTF-16 surrogate (``"\\ud800"``) are errors. Fields:

``case_id`` (string, unique in the file)
    Stable identifier of the case: not blank, no leading or trailing whitespace.
``query`` (string, any language)
    The user's request, as the model would receive it.
``expected_tools`` (list of tool names)
    The tools the first assistant turn should call, in order; ``[]`` means no tool
    should be called.
``expected_arguments`` (optional list of objects)
    One arguments object per entry of ``expected_tools`` (same length), with exact values.
``argument_alternatives`` (optional list of objects)
    One object per expected call mapping a parameter to the list of acceptable values,
    as the Berkeley Function Calling Leaderboard's possible answers give them (an empty
    string ``""`` among the alternatives means the parameter may be omitted).
``tags`` (optional list of strings)
    Free labels (``single``, ``dependency``, ``no-tool``, ``sensitive``, a group name …).
``notes`` (optional string)
    Why the expectation is what it is.

Errors name the file, the line and the field (:class:`~tooldeck.errors.CasesError`).

Bounds, as for deck files: the file must be a regular file of at most 64 MiB
(:mod:`tooldeck.inputfile`, ``$TOOLDECK_MAX_INPUT_MIB``), nested at most
:data:`~tooldeck.jsonvalue.MAX_DEPTH` (256) levels, with integers of at most 4,300 digits.
Lines end at ``\\n`` only: a raw U+2028 or U+2029 inside a string stays in it.
"""

from __future__ import annotations

import difflib
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema_rs

from tooldeck.errors import CasesError
from tooldeck.inputfile import read_text
from tooldeck.jsonvalue import (
    MAX_DEPTH,
    FrozenDict,
    StrictJSONError,
    find_non_json,
    freeze,
    json_lines,
    json_pointer,
    strict_loads,
    thaw,
)
from tooldeck.tool import Deck

__all__ = [
    "Case",
    "CasesFit",
    "cases_beside",
    "cases_unfit_error",
    "check_cases_against_deck",
    "dump_cases",
    "fit_cases",
    "load_cases",
    "missing_tool_problems",
    "parse_case",
]

_FIELDS = {
    "case_id",
    "query",
    "expected_tools",
    "expected_arguments",
    "argument_alternatives",
    "tags",
    "notes",
}


@dataclass(frozen=True, slots=True)
class Case:
    """One labelled request. See the module docstring for the meaning of each field."""

    case_id: str
    query: str
    expected_tools: tuple[str, ...] = ()
    expected_arguments: tuple[FrozenDict, ...] | None = None
    argument_alternatives: tuple[FrozenDict, ...] | None = None
    tags: tuple[str, ...] = ()
    notes: str | None = None
    source: str | None = field(default=None, compare=False)

    @property
    def expects_no_tool(self) -> bool:
        """True when no tool should be called for this request."""
        return not self.expected_tools

    def to_json(self) -> dict[str, Any]:
        """The case as a JSON object in the cases-file format (optional fields omitted)."""
        out: dict[str, Any] = {
            "case_id": self.case_id,
            "query": self.query,
            "expected_tools": list(self.expected_tools),
        }
        if self.expected_arguments is not None:
            out["expected_arguments"] = thaw(list(self.expected_arguments))
        if self.argument_alternatives is not None:
            out["argument_alternatives"] = thaw(list(self.argument_alternatives))
        if self.tags:
            out["tags"] = list(self.tags)
        if self.notes is not None:
            out["notes"] = self.notes
        return out


def _fail(where: str, message: str) -> CasesError:
    return CasesError(f"{where}: {message}")


def _aligned_objects(
    value: Any, name: str, n_tools: int, where: str
) -> tuple[FrozenDict, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, Mapping) for v in value):
        raise _fail(where, f"field {name!r} must be a list of JSON objects, one per expected tool")
    if len(value) != n_tools:
        raise _fail(
            where,
            f"field {name!r} has {len(value)} entries but expected_tools has {n_tools}; "
            "give one object per expected tool, in the same order",
        )
    return tuple(freeze(v) for v in value)


def _json_equal(a: Any, b: Any) -> bool:
    """JSON equality: ``1 == 1.0`` but ``true != 1``; objects by keys, arrays in order."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, list | tuple | Mapping) or isinstance(b, list | tuple | Mapping):
        return False
    return bool(a == b)


def _accepts(alternative: Any, value: Any) -> bool:
    """Whether a possible answer accepts ``value``: JSON-equal to it, or — BFCL's nested
    possible answers — an object mapping each key of ``value`` to a list of acceptable
    values, or an array accepting ``value``'s items one by one."""
    if _json_equal(alternative, value):
        return True
    if isinstance(alternative, Mapping) and isinstance(value, Mapping):
        return set(value) <= set(alternative) and all(
            isinstance(alternative[k], list) and any(_accepts(a, value[k]) for a in alternative[k])
            for k in value
        )
    if isinstance(alternative, list) and isinstance(value, list):
        return len(alternative) == len(value) and all(
            _accepts(a, v) for a, v in zip(alternative, value, strict=True)
        )
    return False


def _check_pins_among_alternatives(
    args: tuple[FrozenDict, ...], alts: tuple[FrozenDict, ...], case_id: str, where: str
) -> None:
    """Refuse a value pinned in ``expected_arguments`` that ``argument_alternatives``
    (which the scoring follows when given) does not accept: it would never be checked.
    A pinned value is accepted as :func:`_accepts` says (BFCL nests ``{key: [values]}``;
    ``tooldeck bfcl cases`` pins the first value of each)."""
    for index, (pinned, alt) in enumerate(zip(args, alts, strict=True)):
        for param, value in thaw(pinned).items():
            field_name = f"expected_arguments[{index}].{param}"
            if param not in alt:
                raise _fail(
                    where,
                    f"case {case_id!r}: {field_name} is pinned but "
                    f"argument_alternatives[{index}] has no {param!r}; the alternatives are "
                    f"what is scored (they take precedence), so add {param!r} there or drop "
                    "the pin",
                )
            values = thaw(alt[param])
            if any(_accepts(v, value) for v in values):
                continue
            raise _fail(
                where,
                f"case {case_id!r}: {field_name} {json.dumps(value, ensure_ascii=False)} is "
                f"not among argument_alternatives[{index}].{param} "
                f"{json.dumps(values, ensure_ascii=False)}; the alternatives are what is "
                "scored (they take precedence), so the pin would never be checked",
            )


def parse_case(obj: Any, *, where: str = "<case>") -> Case:
    """Build a :class:`Case` from one parsed JSON object.

    Args:
        obj: the decoded JSON line.
        where: location used in error messages (``file:line``).

    Raises:
        CasesError: a field is missing, has the wrong type, or is unknown.
    """
    if not isinstance(obj, Mapping):
        raise _fail(where, f"a case must be a JSON object, got {type(obj).__name__}")
    unknown = sorted(set(obj) - _FIELDS)
    if unknown:
        close = [
            f"{near[0]!r}" if len(unknown) == 1 else f"{near[0]!r} for {key!r}"
            for key in unknown
            if (near := difflib.get_close_matches(key, sorted(_FIELDS - set(obj)), n=1, cutoff=0.6))
        ]
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise _fail(
            where,
            f"unknown field(s) {', '.join(map(repr, unknown))}{hint}; "
            f"allowed: {', '.join(sorted(_FIELDS))}",
        )
    case_id = obj.get("case_id")
    if not isinstance(case_id, str) or not case_id.strip():
        raise _fail(where, "field 'case_id' must be a non-empty string (not blank)")
    if case_id != case_id.strip():
        # "a" and "a " would be two cases that print alike in every table
        raise _fail(
            where,
            f"field 'case_id' {case_id!r} starts or ends with whitespace; write "
            f"{case_id.strip()!r}",
        )
    query = obj.get("query")
    if not isinstance(query, str) or not query.strip():
        raise _fail(where, f"case {case_id!r}: field 'query' must be a non-empty string")
    if "expected_tools" not in obj:
        raise _fail(
            where,
            f"case {case_id!r}: field 'expected_tools' is missing; use [] when no tool "
            "should be called",
        )
    tools = obj["expected_tools"]
    if not isinstance(tools, list) or not all(isinstance(t, str) and t for t in tools):
        raise _fail(where, f"case {case_id!r}: field 'expected_tools' must be a list of tool names")
    args = _aligned_objects(obj.get("expected_arguments"), "expected_arguments", len(tools), where)
    alts = _aligned_objects(
        obj.get("argument_alternatives"), "argument_alternatives", len(tools), where
    )
    if alts is not None:
        for alt in alts:
            for param, values in alt.items():
                if not isinstance(values, list):
                    raise _fail(
                        where,
                        f"case {case_id!r}: argument_alternatives[{param!r}] must be a list "
                        "of acceptable values",
                    )
        if args is not None:
            _check_pins_among_alternatives(args, alts, case_id, where)
    tags = obj.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise _fail(where, f"case {case_id!r}: field 'tags' must be a list of strings")
    notes = obj.get("notes")
    if notes is not None and not isinstance(notes, str):
        raise _fail(where, f"case {case_id!r}: field 'notes' must be a string")
    return Case(
        case_id=case_id,
        query=query,
        expected_tools=tuple(tools),
        expected_arguments=args,
        argument_alternatives=alts,
        tags=tuple(tags),
        notes=notes,
        source=where,
    )


def _check_json(obj: Any, where: str) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` and a string or key holding a lone
    surrogate (``"\\ud800"`` decodes to one; it is not Unicode text and cannot be printed,
    tokenized or written as UTF-8)."""
    found = find_non_json(obj, MAX_DEPTH)
    if found is None:
        return
    if found.kind == "depth":
        raise CasesError(f"{where}: nested too deeply (more than {MAX_DEPTH} levels)")
    if found.kind not in ("surrogate", "surrogate_key"):  # JSON text holds nothing else
        raise CasesError(f"{where}: at {json_pointer(found.path) or '/'}: not JSON data")
    at, text, index = found.path, found.value, found.at
    code = f"\\u{ord(text[index]):04x}"
    what = f"key {text!r}" if found.kind == "surrogate_key" else "string"
    field_name = repr(at[0]) if at else "(top level)"
    raise CasesError(
        f"{where}: field {field_name} at {json_pointer(list(at)) or '/'}: {what} "
        f"holds a lone surrogate {code} at character {index} (half of a UTF-16 "
        "pair), which is not Unicode text; write the character itself or its full "
        "\\uD8xx\\uDCxx pair"
    )


def cases_beside(deck: str) -> Path | None:
    """The cases file that goes with a deck given on the command line, or ``None``.

    For a deck file: ``cases.jsonl`` in the file's directory. For a deck directory:
    ``cases.jsonl`` inside it, else one level up (``examples/aftersales/{vague,engineered}``
    share ``examples/aftersales/cases.jsonl``). For ``py:FILE.py`` or ``py:FILE.py:attr``:
    ``cases.jsonl`` in that Python file's directory, as for a deck file (before, ``eval``
    said "there is no cases.jsonl beside py:app.py" with one there). Other sources that
    are not paths (``bfcl:…``, ``mcp:…``, ``py:`` with a module name) have none.
    ``report``, ``eval`` and ``bench select`` use it when ``--cases`` is not given, and say
    which file they took.
    """
    if deck.startswith("py:"):
        source = deck[3:]
        head, colon, _attr = source.rpartition(":")
        if colon and head.endswith(".py"):
            source = head
        if not source.endswith(".py") or not Path(source).is_file():
            return None
        candidate = Path(source).parent / "cases.jsonl"
        return candidate if candidate.is_file() else None
    path = Path(deck)
    if not path.exists():
        return None
    candidates = [path / "cases.jsonl", path.parent / "cases.jsonl"]
    if not path.is_dir():
        candidates = [path.parent / "cases.jsonl"]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return None


def load_cases(path: str | Path) -> list[Case]:
    """Read a cases file (JSON Lines).

    Returns:
        The cases in file order (empty for a file of blank and ``#`` lines only: each
        command decides whether that is an error).

    Raises:
        CasesError: unreadable file, not a regular file (FIFO, device, directory), over
            the input size limit, not UTF-8, invalid JSON (with line and column), a
            repeated key, NaN/Infinity, an integer over 4,300 digits, nesting over
            :data:`MAX_DEPTH`, a lone surrogate, an invalid field, a duplicate ``case_id``
            (both lines named).
    """
    path = Path(path)
    if not os.path.lexists(path):
        raise CasesError(f"{path}: cases file not found")
    text = read_text(path, "cases file", CasesError)  # a leading byte-order mark is skipped
    cases: list[Case] = []
    seen: dict[str, int] = {}
    for lineno, line in json_lines(text):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        where = f"{path}:{lineno}"
        try:
            obj = strict_loads(stripped)
        except json.JSONDecodeError as exc:
            col = exc.colno + (len(line) - len(line.lstrip()))
            # the line ends before the object does: most often a pretty-printed case
            hint = (
                " (JSON Lines: each case is one whole object on one line; a case spread "
                "over several lines cannot be read)"
                if exc.pos >= len(stripped) - 1
                else ""
            )
            raise CasesError(f"{where}:{col}: invalid JSON: {exc.msg}{hint}") from None
        except StrictJSONError as exc:
            indent = len(line) - len(line.lstrip())
            at = "" if exc.colno is None else f":{exc.colno + indent}"
            raise CasesError(f"{where}{at}: {exc}") from None
        _check_json(obj, where)
        case = parse_case(obj, where=where)
        if case.case_id in seen:
            raise CasesError(
                f"{where}: duplicate case_id {case.case_id!r} (first on line {seen[case.case_id]})"
            )
        seen[case.case_id] = lineno
        cases.append(case)
    return cases


def dump_cases(cases: Iterable[Case]) -> str:
    """Serialise cases as JSON Lines (UTF-8 text, non-ASCII kept as is)."""
    return "".join(json.dumps(c.to_json(), ensure_ascii=False) + "\n" for c in cases)


def _argument_validator(tool: Any) -> Any:
    schema = thaw(tool.input_schema)
    schema.pop("required", None)
    return jsonschema_rs.validator_for(schema, offline=True)


def did_you_mean_tool(name: str, known: Iterable[str]) -> str:
    """`` (did you mean X?)`` for a tool name a deck lacks: the one tool named
    ``SERVER__name`` (cases written for one server, run on a gateway config's namespaced
    deck), or the tool ``name`` is ``SERVER__tool`` of (cases written for a gateway
    config, run on one server's deck: ``tickets__add_note`` → ``add_note``), else the
    closest name (difflib, ratio ≥ 0.8); ``""`` when none is near."""
    names = sorted(known)
    prefixed = [n for n in names if n.endswith(f"__{name}")]
    if len(prefixed) == 1:
        return f" (did you mean {prefixed[0]!r}?)"
    _, separator, tail = name.partition("__")
    if separator and tail in names:
        return f" (did you mean {tail!r}?)"
    close = difflib.get_close_matches(name, names, n=1, cutoff=0.8)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _where(case: Case) -> str:
    """``case 'c1' (cases.jsonl:3)``; without the parenthesis for a case made in Python."""
    return f"case {case.case_id!r}" + (f" ({case.source})" if case.source else "")


def _not_in_deck(where: str, name: str, deck: Deck) -> str:
    """The message for an expected tool the deck lacks, with the nearest name."""
    return f"{where}: expected tool {name!r} is not in the deck" + did_you_mean_tool(
        name, deck.names
    )


def _missing_tools(case: Case, deck: Deck) -> list[str]:
    """One message per expected tool of ``case`` that ``deck`` lacks, each named once."""
    return [
        _not_in_deck(_where(case), name, deck)
        for index, name in enumerate(case.expected_tools)
        if name not in deck and name not in case.expected_tools[:index]
    ]


def _case_problems(
    case: Case, deck: Deck, validators: dict[str, Any]
) -> tuple[list[str], list[str]]:
    """``(missing tools, argument errors)`` of one case, each a message naming the case."""
    where = _where(case)
    missing = _missing_tools(case, deck)
    wrong: list[str] = []
    for index, name in enumerate(case.expected_tools):
        tool = deck.get(name)
        if tool is None:
            continue
        if case.expected_arguments is None and case.argument_alternatives is None:
            continue
        if name not in validators:
            validators[name] = _argument_validator(tool)
        if case.argument_alternatives is not None:
            wrong += _alternative_problems(
                thaw(case.argument_alternatives[index]),
                tool,
                validators[name],
                index,
                where,
                bfcl="bfcl" in case.tags,
            )
        if case.expected_arguments is None:
            continue
        arguments = thaw(case.expected_arguments[index])
        for error in list(validators[name].iter_errors(arguments))[:3]:
            pointer = json_pointer(list(error.instance_path)) or "/"
            wrong.append(
                f"{where}: expected_arguments[{index}] for {name!r} at {pointer}: {error.message}"
            )
    return missing, wrong


def _alternative_problems(
    alternatives: dict[str, Any],
    tool: Any,
    validator: Any,
    index: int,
    where: str,
    *,
    bfcl: bool = False,
) -> list[str]:
    """Why no call of ``tool`` could satisfy ``argument_alternatives[index]`` (empty when
    one can): a parameter with no acceptable value (``[]``), a parameter the tool's closed
    schema (``additionalProperties: false``) does not have, or a parameter none of whose
    values is valid against its property schema (``""`` stands for "may be omitted": it
    satisfies a parameter the schema does not require, and is no value for one it does),
    or a required parameter left out of the alternatives (nothing outside them is
    accepted).

    ``bfcl``: a case written by ``tooldeck bfcl cases`` (tag ``bfcl``): its possible
    answers follow BFCL's checker, not JSON Schema (source-literal strings for Java and
    JavaScript, nested ``{key: [values]}`` objects, an integer for a float), so only the
    first two checks apply, which no checker can satisfy either."""
    schema = thaw(tool.input_schema)
    props = schema.get("properties") or {}
    required = set(schema.get("required") or ())
    closed = schema.get("additionalProperties") is False and not schema.get("patternProperties")
    at = f"argument_alternatives[{index}]"
    problems: list[str] = []
    for param, values in alternatives.items():
        if not values:
            problems.append(
                f"{where}: {at}.{param} for {tool.name!r} is [] (no acceptable value), so no "
                "answer can be right"
            )
            continue
        if closed and param not in props:
            problems.append(
                f"{where}: {at}.{param}: {tool.name!r} has no parameter {param!r} (its schema "
                "allows no other), so no answer can be right"
            )
            continue
        if bfcl or ("" in values and param not in required):
            continue
        first_error = 'only "" (omitted)'
        for value in (v for v in values if v != ""):
            errors = [
                e
                for e in validator.iter_errors({param: value})
                if list(e.instance_path)[:1] == [param]
            ]
            if not errors:
                break
            first_error = first_error or errors[0].message
        else:
            omitted = ' ("" cannot stand for "omitted": it is required)' if "" in values else ""
            problems.append(
                f"{where}: {at}.{param} for {tool.name!r}: no value is valid against its "
                f"schema{omitted} (first: {first_error}), so no answer can be right"
            )
    if bfcl:
        return problems
    for param in sorted(required - set(alternatives)):
        problems.append(
            f"{where}: {at} for {tool.name!r} leaves out the required parameter {param!r} "
            "(nothing outside the alternatives is accepted), so no answer can be right"
        )
    return problems


def check_cases_against_deck(cases: Sequence[Case], deck: Deck) -> list[str]:
    """Problems that make cases unusable with ``deck``.

    Checked: every expected tool exists; every ``expected_arguments`` object is valid
    against that tool's input schema, except that top-level ``required`` is not enforced
    (expected arguments may pin only the values the query fixes).

    Returns:
        One message per problem (empty when the cases fit the deck).
    """
    problems: list[str] = []
    validators: dict[str, Any] = {}
    for case in cases:
        missing, wrong = _case_problems(case, deck, validators)
        problems += missing + wrong
    return problems


def missing_tool_problems(cases: Sequence[Case], deck: Deck) -> list[str]:
    """One message per expected tool of ``cases`` that ``deck`` lacks (each names the
    case, its file:line when it has one, and the nearest tool name,
    :func:`did_you_mean_tool`); empty when every expected tool is in the deck. Cheap: no
    argument is validated."""
    return [problem for case in cases for problem in _missing_tools(case, deck)]


def cases_unfit_error(source: str, problems: Sequence[str]) -> CasesError:
    """The error that refuses cases written for another deck: ``"the cases do not fit
    SOURCE: PROBLEM; …"`` with the first five problems and how many more. Shared by
    ``tooldeck eval`` and :func:`tooldeck.eval.runner.items_for`, so both faces refuse
    the same cases with the same words."""
    return CasesError(
        f"the cases do not fit {source}: "
        + "; ".join(problems[:5])
        + (f" (and {len(problems) - 5} more)" if len(problems) > 5 else "")
    )


@dataclass(frozen=True, slots=True)
class CasesFit:
    """How cases fit a deck (:func:`fit_cases`).

    Attributes:
        usable: the cases the stages score, in file order (every case not skipped).
        skipped: ``(case, why)`` for each case whose expected arguments do not validate
            against the input schema of the deck's tool of that name — the label
            contradicts the schema, so a model that follows the schema would be scored
            wrong — or whose argument alternatives no call can satisfy (a parameter with
            ``[]``, one a closed schema lacks, none of whose values is valid, a required
            one left out; since session 23). With the Berkeley Function Calling
            Leaderboard's data (``tooldeck bfcl cases``) against ``bfcl:simple_python``:
            one case (its ``sports_ranking`` is a second, different definition the deck
            drops as a duplicate name); against ``bfcl:live_simple``: six (three such
            duplicates, one label that contradicts its own function's enum, and two
            possible answers with ``[]`` for a parameter, which BFCL's checker cannot
            accept either). ``why`` is the first validation error, naming the
            case, its line, the tool and the pointer.
        problems: one message per expected tool the deck lacks: the cases were written for
            another deck, which the commands refuse (exit 2).
    """

    usable: tuple[Case, ...]
    skipped: tuple[tuple[Case, str], ...] = ()
    problems: tuple[str, ...] = ()

    def skip_warning(self) -> str | None:
        """One line saying how many cases were skipped and why, the first five case ids
        and the first reason in full; None when none was skipped."""
        if not self.skipped:
            return None
        total = len(self.usable) + len(self.skipped)
        ids = [case.case_id for case, _ in self.skipped]
        named = ", ".join(repr(i) for i in ids[:5])
        if len(ids) > 5:
            named += f" and {len(ids) - 5} more"
        noun = "case" if total == 1 else "cases"
        return (
            f"skipped {len(self.skipped)} of {total} {noun} whose expected arguments do not "
            f"fit the input schema of the deck's tool ({named}); first: {self.skipped[0][1]}"
        )


def fit_cases(cases: Sequence[Case], deck: Deck) -> CasesFit:
    """Split ``cases`` into those the stages can score with ``deck`` and those skipped.

    A case whose ``expected_arguments`` do not validate against the input schema of its
    expected tool (top-level ``required`` not enforced, as in
    :func:`check_cases_against_deck`) is skipped with the reason: one wrong label must not
    stop a run over hundreds of cases. An expected tool the deck lacks is a problem of
    the whole file (wrong deck), reported in ``problems``; such cases stay in ``usable``.

    Returns:
        A :class:`CasesFit`; ``usable + skipped`` holds every case once.
    """
    usable: list[Case] = []
    skipped: list[tuple[Case, str]] = []
    problems: list[str] = []
    validators: dict[str, Any] = {}
    for case in cases:
        missing, wrong = _case_problems(case, deck, validators)
        problems += missing
        if wrong and not missing:
            more = f" (and {len(wrong) - 1} more)" if len(wrong) > 1 else ""
            skipped.append((case, wrong[0] + more))
        else:
            usable.append(case)
    return CasesFit(tuple(usable), tuple(skipped), tuple(problems))
