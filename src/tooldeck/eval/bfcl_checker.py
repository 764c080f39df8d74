"""BFCL's AST checking of single-turn calls (Python language), reimplemented.

Source: the Berkeley Function Calling Leaderboard's ``bfcl_eval/eval_checker/ast_eval/
ast_checker.py`` (bfcl-eval 2026.3.23, Apache-2.0), read and re-expressed here; no code is
copied. Agreement with the shipped checker is tested on hand-made correct and incorrect
calls (``tests/eval/test_bfcl_checker.py``).

Semantics, as BFCL applies them:

* category with ``parallel`` → calls matched to possible answers in any order, counts
  equal; ``multiple`` → exactly one call, checked against the one possible answer;
  otherwise exactly one call.
* a call: right function name (dots replaced by ``_`` when ``underscore_to_dot``); every
  ``required`` parameter present; no parameter outside the document or the possible
  answer; types per BFCL's Python table (``float`` accepts an int; ``tuple``/``array``
  items checked one level deep); strings compared after removing spaces and
  ``,./-_*^``, lower-casing and ``'`` → ``"``; lists element-wise with the same string
  rule; dicts key by key against each alternative dict; any other value must be among
  the alternatives (Python equality); a parameter whose alternatives hold ``""`` may be
  omitted, any other possible-answer parameter must be given.
* a value of a type other than the document's, but of the type of the possible answer, is
  a "variable" and compared with plain equality.

Java and JavaScript categories (``simple_java``, ``simple_javascript``) need BFCL's
source-literal converters and are refused.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from tooldeck.errors import BfclCheckerError

__all__ = ["BfclCheck", "BfclCheckerError", "check_bfcl"]

_TYPES: dict[str, type] = {
    "string": str,
    "integer": int,
    "float": float,
    "boolean": bool,
    "array": list,
    "tuple": list,
    "dict": dict,
    "any": str,
}
_NESTED = ("array", "tuple")
_STRIP = re.compile(r"[ ,./\-_*^]")


@dataclass(frozen=True, slots=True)
class BfclCheck:
    """Outcome: ``valid`` and BFCL's ``error_type`` (``""`` when valid)."""

    valid: bool
    error_type: str = ""
    error: str = ""


_OK = BfclCheck(True)


def _norm(text: str) -> str:
    return _STRIP.sub("", text).lower().replace("'", '"')


def _norm_all(values: Sequence[Any]) -> list[Any]:
    return [_norm(v) if type(v) is str else v for v in values]


def _answer_type(alternatives: Sequence[Any]) -> type | None:
    return next((type(a) for a in alternatives if a != ""), None)


def _type_check(
    value: Any, alts: Sequence[Any], expected: type, nested: type | None
) -> tuple[BfclCheck, bool]:
    answer_type = _answer_type(alts)
    variable = answer_type is not None and answer_type is not expected
    if type(value) is expected:
        if nested is None:
            return _OK, variable
        for alt in alts:
            if type(alt) is not list or all(
                _type_check(item, alt, nested, None)[0].valid for item in cast(list[Any], value)
            ):
                return _OK, variable
        failed = BfclCheck(False, "type_error:nested", "nested type mismatch")
        if answer_type is not None and type(value) is answer_type:
            return failed, True
        return BfclCheck(False, "type_error:simple", "nested type mismatch"), variable
    if answer_type is not None and type(value) is answer_type:
        return _OK, True
    return BfclCheck(False, "type_error:simple", f"got {type(value).__name__}"), variable


def _dict_check(value: Mapping[str, Any], alternatives: Sequence[Any]) -> BfclCheck:
    result = BfclCheck(False, "dict_checker:unclear")
    for alt in alternatives:
        if alt == "":
            continue
        result = BfclCheck(False, "dict_checker:unclear")
        ok = True
        for key, item in value.items():
            if key not in alt:
                result, ok = BfclCheck(False, "value_error:dict_key", f"unexpected {key}"), False
                break
            given = _norm(item) if type(item) is str else item
            if given not in _norm_all(alt[key]):
                result, ok = BfclCheck(False, "value_error:dict_value", f"{key}"), False
                break
        for key, item in alt.items():
            if key not in value and "" not in item:
                result, ok = BfclCheck(False, "value_error:dict_key", f"missing {key}"), False
                break
        if ok:
            return _OK
    return result


def _list_dict_check(value: Sequence[Any], alternatives: Sequence[Any]) -> BfclCheck:
    result = BfclCheck(False, "list_dict_checker:unclear")
    for alt in alternatives:
        if len(value) != len(alt):
            result = BfclCheck(False, "value_error:list_dict_count")
            continue
        ok = True
        for item, expected in zip(value, alt, strict=True):
            result = _dict_check(item, [expected])
            if not result.valid:
                ok = False
                break
        if ok:
            return _OK
    return result


def _check_call(
    doc: Mapping[str, Any], output: Mapping[str, Any], answer: Mapping[str, Any], dots: bool
) -> BfclCheck:
    possible = next(iter(answer.values()))
    name = str(doc["name"])
    if dots and "." in name:
        name = name.replace(".", "_")
    if name not in output:
        return BfclCheck(False, "simple_function_checker:wrong_func_name", name)
    params = output[name]
    details = doc["parameters"]["properties"]
    for param in doc["parameters"].get("required", []):
        if param not in params:
            return BfclCheck(False, "simple_function_checker:missing_required", param)
    for param, value in params.items():
        if param not in details or param not in possible:
            return BfclCheck(False, "simple_function_checker:unexpected_param", param)
        type_name = details[param]["type"]
        if type_name not in _TYPES:
            raise BfclCheckerError(f"BFCL type {type_name!r} of {name}.{param} is not Python")
        expected = _TYPES[type_name]
        nested = _TYPES[details[param]["items"]["type"]] if type_name in _NESTED else None
        if type_name == "float" and type(value) is int:
            value = float(value)
        alts = possible[param]
        check, variable = _type_check(value, alts, expected, nested)
        if not check.valid:
            return check
        if not variable:
            if expected is dict:
                check = _dict_check(value, alts)
            elif expected is list and nested is dict:
                check = _list_dict_check(value, alts)
            elif expected is str:
                if _norm(value) not in [_norm(a) for a in alts if type(a) is str]:
                    check = BfclCheck(False, "value_error:string", param)
            elif expected is list:
                if _norm_all(list(value)) not in [_norm_all(a) for a in alts]:
                    check = BfclCheck(False, "value_error:list/tuple", param)
            elif value not in alts:
                check = BfclCheck(False, "value_error:others", param)
            if not check.valid:
                return check
            continue
        if value not in alts:
            return BfclCheck(False, "value_error:others", param)
    for param, alts in possible.items():
        if param not in params and "" not in alts:
            return BfclCheck(False, "simple_function_checker:missing_optional", param)
    return _OK


def _find(docs: Sequence[Mapping[str, Any]], name: str) -> Mapping[str, Any]:
    for doc in docs:
        if doc["name"] == name:
            return doc
    raise BfclCheckerError(f"the possible answer calls {name!r}, which no document defines")


def check_bfcl(
    docs: Sequence[Mapping[str, Any]],
    output: Sequence[Mapping[str, Any]],
    possible_answer: Sequence[Mapping[str, Any]],
    category: str,
    *,
    underscore_to_dot: bool = False,
) -> BfclCheck:
    """Check model calls against a BFCL possible answer.

    Args:
        docs: the question's function documents (BFCL dialect: ``dict``, ``float``,
            ``tuple`` …; :func:`tooldeck.formats.bfcl.schema_to_bfcl` gives them back).
        output: the model's calls as ``[{name: {param: value}}]`` (decoded JSON).
        possible_answer: BFCL's ``ground_truth``: ``[{name: {param: [alternatives]}}]``.
        category: the BFCL category (decides simple / multiple / parallel).
        underscore_to_dot: the model saw names with ``.`` replaced by ``_`` (BFCL does
            this for providers that refuse dots).

    Raises:
        BfclCheckerError: Java/JavaScript category, or an answer naming no document.
    """
    if category in ("simple_java", "simple_javascript") or category.endswith(
        ("java", "javascript")
    ):
        raise BfclCheckerError(
            f"BFCL category {category!r} needs BFCL's Java/JavaScript converters; only Python "
            "categories are checked"
        )
    if "parallel" in category:
        if len(output) != len(possible_answer):
            return BfclCheck(False, "parallel_function_checker_no_order:wrong_count")
        matched: set[int] = set()
        for answer in possible_answer:
            doc = _find(docs, next(iter(answer)))
            result = BfclCheck(False, "parallel_function_checker_no_order:cannot_find_match")
            for index, call in enumerate(output):
                if index in matched:
                    continue
                result = _check_call(doc, call, answer, underscore_to_dot)
                if result.valid:
                    matched.add(index)
                    break
            if not result.valid:
                return BfclCheck(False, "parallel_function_checker_no_order:cannot_find_match")
        return _OK
    if "multiple" in category:
        if len(output) != len(possible_answer):
            return BfclCheck(False, "multiple_function_checker:wrong_count")
        answer = possible_answer[0]
        return _check_call(_find(docs, next(iter(answer))), output[0], answer, underscore_to_dot)
    if len(output) != 1:
        return BfclCheck(False, "simple_function_checker:wrong_count")
    return _check_call(docs[0], output[0], possible_answer[0], underscore_to_dot)
