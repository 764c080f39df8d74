"""tooldeck's BFCL checker agrees with the checker shipped in bfcl-eval.

Reference: ``bfcl_eval/eval_checker/ast_eval/ast_checker.py`` and the modules it needs
(enums, type mappings, Java/JS converters) are extracted from the cached bfcl-eval wheel
into a temporary package; its ``model_config`` import (which pulls every provider SDK) is
replaced by a stub answering ``underscore_to_dot = False``. Skipped when the wheel is not
cached (``tooldeck bfcl fetch``). Outputs are hand-made from the possible answers of the
attributed BFCL subset in ``tests/data/bfcl``: correct calls (first/last alternatives,
optional parameters left out, case/punctuation variants, int for float, parallel calls
reordered) and incorrect ones (wrong name, missing required, unexpected parameter, wrong
type, wrong value, extra or missing call).
"""

from __future__ import annotations

import copy
import importlib
import random
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tooldeck.bfcl_data import find_bfcl_wheel
from tooldeck.eval.bfcl_checker import BfclCheckerError, check_bfcl
from tooldeck.formats.bfcl import load_bfcl_cases, schema_to_bfcl
from tooldeck.jsonvalue import thaw

DATA = Path(__file__).resolve().parents[1] / "data" / "bfcl"
CATEGORIES = (
    "simple_python",
    "multiple",
    "parallel",
    "parallel_multiple",
    "live_simple",
    "live_multiple",
    "live_parallel",
    "live_parallel_multiple",
)
_NEEDED = (
    "bfcl_eval/eval_checker/ast_eval/ast_checker.py",
    "bfcl_eval/constants/enums.py",
    "bfcl_eval/constants/type_mappings.py",
    "bfcl_eval/eval_checker/ast_eval/type_convertor/java_type_converter.py",
    "bfcl_eval/eval_checker/ast_eval/type_convertor/js_type_converter.py",
)
_STUB = """
class _Config:
    underscore_to_dot = False

class _Mapping(dict):
    def __getitem__(self, key):
        return _Config()

MODEL_CONFIG_MAPPING = _Mapping()
"""


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Any:
    wheel = find_bfcl_wheel()
    if wheel is None or not wheel.is_file():
        pytest.skip("bfcl-eval wheel not cached (tooldeck bfcl fetch)")
    root = tmp_path_factory.mktemp("bfcl_ref")
    with zipfile.ZipFile(wheel) as zf:
        for name in _NEEDED:
            target = root / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(zf.read(name))
    for pkg in [
        "bfcl_eval",
        "bfcl_eval/constants",
        "bfcl_eval/eval_checker",
        "bfcl_eval/eval_checker/ast_eval",
        "bfcl_eval/eval_checker/ast_eval/type_convertor",
    ]:
        (root / pkg / "__init__.py").write_text("")
    (root / "bfcl_eval/constants/model_config.py").write_text(_STUB)
    saved = {k: v for k, v in sys.modules.items() if k.startswith("bfcl_eval")}
    for k in saved:
        del sys.modules[k]
    sys.path.insert(0, str(root))
    try:
        checker = importlib.import_module("bfcl_eval.eval_checker.ast_eval.ast_checker")
        enums = importlib.import_module("bfcl_eval.constants.enums")
        yield checker, enums.Language.PYTHON
    finally:
        sys.path.remove(str(root))
        for k in [k for k in sys.modules if k.startswith("bfcl_eval")]:
            del sys.modules[k]
        sys.modules.update(saved)


def _first(alts: list[Any]) -> Any:
    return next(a for a in alts if a != "")


def _correct(answer: dict[str, Any], rng: random.Random, *, last: bool = False) -> dict[str, Any]:
    ((name, params),) = answer.items()
    args = {}
    for param, alts in params.items():
        given = [a for a in alts if a != ""]
        if not given or ("" in alts and rng.random() < 0.5):
            continue
        args[param] = copy.deepcopy(given[-1] if last else given[0])
    return {name: args}


def _outputs(bc: Any, rng: random.Random) -> list[tuple[str, list[dict[str, Any]]]]:
    gt = thaw(bc.ground_truth)
    docs = {t.name: schema_to_bfcl(t.input_schema)[0] for t in bc.deck}
    out: list[tuple[str, list[dict[str, Any]]]] = []
    out.append(("correct-first", [_correct(a, rng) for a in gt]))
    out.append(("correct-last", [_correct(a, rng, last=True) for a in gt]))
    calls = [_correct(a, rng) for a in gt]
    if len(calls) > 1:
        out.append(("reordered", list(reversed(calls))))
    out.append(("extra-call", [*calls, copy.deepcopy(calls[0])]))
    out.append(("no-call", []))
    ((name, args),) = calls[0].items()
    out.append(("wrong-name", [{name + "_x": args}, *calls[1:]]))
    params = docs[name]["properties"]
    required = docs[name].get("required", [])
    if required:
        dropped = {k: v for k, v in args.items() if k != required[0]}
        out.append(("missing-required", [{name: dropped}, *calls[1:]]))
    out.append(("unexpected-param", [{name: {**args, "zz_unknown": 1}}, *calls[1:]]))
    for param, value in args.items():
        ptype = params.get(param, {}).get("type")
        mutated = None
        if isinstance(value, str):
            out.append(("case-variant", [{name: {**args, param: value.upper() + " "}}, *calls[1:]]))
            mutated = value + "zz"
            out.append(("int-for-string", [{name: {**args, param: 7}}, *calls[1:]]))
        elif isinstance(value, bool):
            mutated = not value
        elif isinstance(value, int):
            mutated = value + 1
            if ptype == "float":
                out.append(("int-as-float", [{name: {**args, param: float(value)}}, *calls[1:]]))
            out.append(("str-for-int", [{name: {**args, param: str(value)}}, *calls[1:]]))
        elif isinstance(value, float):
            mutated = value + 1.5
            if value.is_integer():
                out.append(("int-for-float", [{name: {**args, param: int(value)}}, *calls[1:]]))
        elif isinstance(value, list):
            mutated = [*value, value[0]] if value else ["x"]
        elif isinstance(value, dict):
            mutated = {**value, "zz": 1}
        if mutated is not None:
            out.append(("wrong-value", [{name: {**args, param: mutated}}, *calls[1:]]))
        break
    return out


def test_checker_agrees_with_bfcl_eval(reference: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    ast_checker, python = reference
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(DATA))
    rng = random.Random(20261129)
    compared = 0
    valid = 0
    disagreements = []
    for category in CATEGORIES:
        for bc in load_bfcl_cases(category):
            docs = [
                {
                    "name": t.name,
                    "description": t.description,
                    **{"parameters": schema_to_bfcl(t.input_schema)[0]},
                }
                for t in bc.deck
            ]
            gt = thaw(bc.ground_truth)
            for label, output in _outputs(bc, rng):
                theirs = ast_checker.ast_checker(
                    copy.deepcopy(docs),
                    copy.deepcopy(output),
                    copy.deepcopy(gt),
                    python,
                    category,
                    "gpt-test",
                )
                ours = check_bfcl(docs, output, gt, category)
                compared += 1
                valid += theirs["valid"]
                if ours.valid != theirs["valid"] or (
                    not ours.valid and ours.error_type != theirs.get("error_type")
                ):
                    disagreements.append((bc.case.case_id, label, ours, theirs.get("error_type")))
    assert compared >= 200
    assert 0.15 < valid / compared < 0.85  # both correct and incorrect outputs were made
    assert disagreements == []
    print(f"BFCL checker agreement: {compared}/{compared} outputs ({valid} valid)")


def test_checker_semantics_by_hand() -> None:
    """Expected outcomes derived by hand from BFCL's documented rules."""
    docs = [
        {
            "name": "calc.area",
            "parameters": {
                "type": "dict",
                "properties": {
                    "base": {"type": "float"},
                    "unit": {"type": "string"},
                    "tags": {"type": "array", "items": {"type": "string"}},
                },
                "required": ["base"],
            },
        }
    ]
    answer = [{"calc.area": {"base": [10.0], "unit": ["square cm", ""], "tags": [["a b"], ""]}}]
    ok = check_bfcl(docs, [{"calc.area": {"base": 10}}], answer, "simple_python")
    assert ok.valid  # int accepted for float; optional parameters omitted
    assert check_bfcl(
        docs, [{"calc.area": {"base": 10.0, "unit": "Square-CM"}}], answer, "simple"
    ).valid
    bad = check_bfcl(docs, [{"calc.area": {"base": "10"}}], answer, "simple_python")
    assert (bad.valid, bad.error_type) == (False, "type_error:simple")
    bad = check_bfcl(docs, [{"calc.area": {"base": 10.0, "tags": ["ab", "c"]}}], answer, "simple")
    assert (bad.valid, bad.error_type) == (False, "value_error:list/tuple")
    assert check_bfcl(
        docs, [{"calc.area": {"base": 10.0, "tags": ["A-B"]}}], answer, "simple"
    ).valid
    bad = check_bfcl(docs, [{"calc_area": {"base": 10.0}}], answer, "simple")
    assert bad.error_type == "simple_function_checker:wrong_func_name"
    assert check_bfcl(
        docs, [{"calc_area": {"base": 10.0}}], answer, "simple", underscore_to_dot=True
    ).valid
    with pytest.raises(BfclCheckerError, match="Java"):
        check_bfcl(docs, [], answer, "simple_java")
