"""Lint configuration: which rules run, per-tool suppressions, severities and thresholds.

Read from ``[tool.tooldeck.lint]`` in ``pyproject.toml`` or from a deck-side
``tooldeck-lint.toml`` (the same keys at its top level), with :mod:`tomllib`::

    [tool.tooldeck.lint]
    select = ["N", "D", "S", "X", "A", "P101"]   # codes or prefixes; "ALL" for every rule
    extend-select = ["P104"]                      # added to the selection
    ignore = ["D105", "S113"]
    per-tool-ignores = {"legacy_*" = ["D"], "run_sql" = ["A101"]}   # fnmatch patterns
    severity = {"D104" = "warning"}
    fail-on = "warning"                           # "info", "warning" or "error"

    [tool.tooldeck.lint.options]
    min-description-chars = 40
    description-token-budget = 250
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, cast

from tooldeck.errors import LintConfigError
from tooldeck.lint.model import Rule, Severity
from tooldeck.lint.registry import all_rules, rule_named

__all__ = [
    "DECK_CONFIG_NAME",
    "LintConfig",
    "LintConfigError",
    "LintOptions",
    "config_folder",
    "find_config",
    "load_config",
]

DECK_CONFIG_NAME = "tooldeck-lint.toml"
"""Deck-side configuration file, looked for next to the deck (or inside a deck folder)."""


TARGETS = ("openai", "anthropic", "gemini")
"""Providers ``target`` accepts."""

_ALLOWED = {
    "tokenizer": "a tokenizer name (o200k_base, cl100k_base, estimate, hf:<path>)",
    "target": "one of " + ", ".join(TARGETS),
    "similarity_threshold": "a number greater than 0 and at most 1",
    "instruction_threshold": "a number greater than 0 and less than 1",
    "addressed_threshold": "a number greater than 0 and less than 1",
    "addressed_signal_threshold": "a number greater than 0 and at most 1",
    "closed_nested_objects": "true or false",
}
"""What each option accepts, as the error message says it (integers: a whole number ≥ 1)."""


def _toml(value: Any) -> str:
    """A value as the configuration file writes it (``true``, not Python's ``True``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value)


def _option_ok(name: str, value: Any) -> bool:
    if name == "tokenizer":
        return isinstance(value, str) and bool(value.strip())
    if name == "target":
        return value in TARGETS
    if name == "closed_nested_objects":
        return isinstance(value, bool)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if name in ("similarity_threshold", "addressed_signal_threshold"):
        return 0.0 < value <= 1.0  # False for NaN
    if name in ("instruction_threshold", "addressed_threshold"):
        return 0.0 < value < 1.0
    return isinstance(value, int) and value >= 1


@dataclass(frozen=True, slots=True)
class LintOptions:
    """Thresholds of the rules (configuration table ``options``, kebab-case keys).

    Attributes:
        min_description_chars: D102: shortest useful description, in characters, each
            CJK character counting 3 (an English word is ~6 characters with its space).
        description_token_budget: D111: most tokens a description may take.
        tokenizer: D111: the cost stage's tokenizer name (``o200k_base``, ``cl100k_base``,
            ``estimate``, ``hf:<path>``); None → ``o200k_base``, or characters/4 when the cost
            stage is not installed.
        max_required: S110: most required parameters before the rule fires.
        complex_parameters: S113: number of parameters that makes a schema complex.
        similarity_threshold: X101/D106: similarity (0–1) at which two tools are
            look-alikes: the meaning score of
            :class:`~tooldeck.lint.similarity.MeaningSimilarity` (default 0.65, chosen on
            the reviewer labels' dev split), or normalised BM25 where the embedding model
            is not installed.
        similarity_max_tools: X101/D106: largest deck searched for look-alikes (default
            5,000); a larger deck skips the search with a note in the result, so lint
            time and memory stay linear in the deck size.
        max_text_chars: T110: most characters of one string the rules read (default
            65,536); a longer string is cut to that for the rules and reported by T110.
        max_tool_text_chars: T110: most characters of one tool's strings the rules read
            in all (default 1,048,576; parameter names count, the tool name does not).
        max_tools: P101: most tools per request (OpenAI: 128).
        max_deck_tools: most tools lint reads (default 25,000): a larger deck is refused
            with :class:`~tooldeck.errors.LintLimitError` before any rule runs. On the
            2-core development machine a 30,000-tool deck of issue 18's recipe took 29 s
            of CPU (about 0.9 ms a tool, start-up 2.2 s), so a deck at the default lints
            in about 25 s; raise it for a bigger deck.
        strict_max_depth: P103: deepest object nesting OpenAI strict mode accepts.
        max_name_length: N106: longest tool name (OpenAI, Anthropic, Gemini: 64).
        instruction_threshold: T109: probability (0–1) at which a span reads as an
            instruction to the model; None → the threshold shipped with the classifier
            (:mod:`tooldeck.lint.instruction`, chosen on cross-validated dev data).
        addressed_threshold: T111: probability (0–1) at which a sentence reads as
            addressed to the model; None → the threshold shipped with its weights
            (:mod:`tooldeck.lint.ngram`, chosen on cross-validated dev data); higher
            flags fewer sentences.
        addressed_signal_threshold: T111: the lower probability (0–1) at which a sentence
            that also completes two or more of the pattern rules' signal groups (a secret,
            a destination, an order, concealment, another tool …;
            :func:`tooldeck.lint.intent.signal_groups`) reads as addressed to the model;
            1 turns this second reading off. None → the second-reading threshold shipped
            with the weights (session 46: chosen out of fold by the trainer, the lowest at
            which the second reading adds no real vendor tool; a weights file without one
            reads 0.97, the fixed default of sessions 27-45, chosen leaving one poisoning set
            out at a time, ``benchmarks/eval_poison_ngram_loso.py --gate``).
        closed_nested_objects: S104: also report a nested object with declared properties
            that stays open (default false: the arguments object only — what the five
            reviewer label sets' writers each labelled; session 39: set 4's seven dev false
            positives were closed arguments objects with open nested ones, and no label of
            any set needed a nested object). ``tooldeck convert --to openai --strict``
            closes every object whatever this says.
        target: the provider the deck is sent to (``openai``, ``anthropic``, ``gemini``);
            None: no one in particular. With ``gemini``, P104 runs by default and S104 is
            not reported (it would recommend ``additionalProperties``, which Gemini
            refuses).
    """

    min_description_chars: int = 40
    description_token_budget: int = 250
    tokenizer: str | None = None
    max_required: int = 6
    complex_parameters: int = 12
    max_text_chars: int = 65536
    max_tool_text_chars: int = 1048576
    similarity_threshold: float = 0.65
    max_tools: int = 128
    strict_max_depth: int = 5
    max_name_length: int = 64
    similarity_max_tools: int = 5000
    max_deck_tools: int = 25000
    target: str | None = None
    instruction_threshold: float | None = None
    addressed_threshold: float | None = None
    addressed_signal_threshold: float | None = None
    closed_nested_objects: bool = False

    def __post_init__(self) -> None:
        for option in fields(self):
            value = getattr(self, option.name)
            optional = (
                "tokenizer",
                "target",
                "instruction_threshold",
                "addressed_threshold",
                "addressed_signal_threshold",
            )
            if option.name in optional and value is None:
                continue
            if not _option_ok(option.name, value):
                key = option.name.replace("_", "-")
                allowed = _ALLOWED.get(option.name, "a whole number of at least 1")
                raise LintConfigError(
                    f"option {key} has a wrong value {_toml(value)}; allowed: {allowed}"
                )


def _check_codes(value: Any, name: str, where: str) -> None:
    """Refuse a ``select``-like value that is not a list of strings (Python callers)."""
    try:
        items = list(value)
    except TypeError:
        raise LintConfigError(
            f"{where}: {name} is a list of rule codes or prefixes, got {type(value).__name__}"
        ) from None
    bad = [item for item in items if not isinstance(item, str)]
    if bad:
        raise LintConfigError(
            f"{where}: {name} holds {bad[0]!r}, not a rule code or prefix (a string such as "
            "'D104' or 'T')"
        )


@dataclass(frozen=True, slots=True)
class LintConfig:
    """Which rules run and how findings are graded.

    Attributes:
        select: codes or prefixes to run (None → every rule whose ``default`` is true);
            ``"ALL"`` selects every rule.
        extend_select: codes or prefixes added to ``select``.
        ignore: codes or prefixes never run (wins over select when at least as specific).
        per_tool_ignores: tool-name pattern (:func:`fnmatch.fnmatchcase`) → codes/prefixes
            whose findings on matching tools are dropped; a finding about a pair of tools
            (X101) is dropped when either tool of the pair matches.
        severity: code → severity override (a :class:`Severity` or its name, ``"error"``).
        fail_on: the least severity that makes ``tooldeck lint`` exit 1 (as ``severity``).
        options: rule thresholds (a :class:`LintOptions`, or a mapping of option names as
            the file spells them, ``{"similarity-threshold": 0.7}``).
        source: the file the configuration came from, if any.

    Raises:
        LintConfigError: an unknown code or prefix, a severity that is not info, warning
            or error, ``select``/``extend_select``/``ignore`` given as one string, an
            unknown option or a wrong option value, or a selection that leaves no rule.
    """

    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_tool_ignores: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    severity: Mapping[str, Severity] = field(default_factory=dict)
    fail_on: Severity = Severity.error
    options: LintOptions = field(default_factory=LintOptions)
    source: str | None = None

    def __post_init__(self) -> None:
        where = self.source or "LintConfig"
        for name in ("select", "extend_select", "ignore"):
            value = getattr(self, name)
            if value is None and name == "select":
                continue
            if isinstance(value, str):
                raise LintConfigError(
                    f"{where}: {name} is a list of rule codes or prefixes, got the string "
                    f"{value!r}; write {name}=[{value!r}]"
                )
            _check_codes(value, name, where)
        for name, shape in (("severity", "code → severity"), ("per_tool_ignores", "tool → codes")):
            if not isinstance(getattr(self, name), Mapping):
                raise LintConfigError(
                    f"{where}: {name} is a mapping ({shape}), "
                    f"got {type(getattr(self, name)).__name__}"
                )
        for pattern, listed in self.per_tool_ignores.items():
            if not isinstance(pattern, str):
                raise LintConfigError(
                    f"{where}: per_tool_ignores keys are tool names or fnmatch patterns, "
                    f"got {pattern!r}"
                )
            if isinstance(listed, str):
                raise LintConfigError(
                    f"{where}: per_tool_ignores[{pattern!r}] is a list of codes, got the "
                    f"string {listed!r}; write [{listed!r}]"
                )
            _check_codes(listed, f"per_tool_ignores[{pattern!r}]", where)
        # the Python face takes severities as the file does ("error"), as Severity values,
        # and codes as the file does: any case, a full rule code (a prefix or ALL was
        # silently no override: severity_of looks a rule's code up whole)
        severity: dict[str, Severity] = {}
        for code, v in self.severity.items():
            if not isinstance(code, str):
                raise LintConfigError(f"{where}: severity keys are rule codes, got {code!r}")
            if code.upper() in severity:
                raise LintConfigError(
                    f"{where}: severity names {code.upper()} twice (codes are read in any "
                    "case); keep one"
                )
            severity[code.upper()] = _severity(v, f"{where}: severity of {code}")
            if code.upper() not in {r.code for r in all_rules()}:
                _check_selector(code, self.source)  # an unknown code or a rule's name
                raise LintConfigError(
                    f"{where}: severity.{code}: give a full rule code (e.g. D104), not a "
                    "prefix; a severity is set rule by rule"
                )
        object.__setattr__(self, "severity", severity)
        object.__setattr__(self, "fail_on", _severity(self.fail_on, f"{where}: fail_on"))
        if isinstance(self.options, Mapping):  # either spelling: similarity_threshold too
            named = {str(k).replace("_", "-"): v for k, v in self.options.items()}
            object.__setattr__(self, "options", _options(named, where))
        elif not isinstance(self.options, LintOptions):
            raise LintConfigError(
                f"{where}: options is a LintOptions or a mapping of option names "
                f"(kebab-case, as in the file), got {type(self.options).__name__}"
            )
        codes = [c for c in self.select or () if c.upper() != "ALL"]
        codes += list(self.extend_select) + list(self.ignore)
        for values in self.per_tool_ignores.values():
            codes += list(values)
        codes += list(self.severity)
        for code in codes:
            _check_selector(code, self.source)
        if not any(not r.code.startswith("E") for r in self.selected_rules()):
            raise LintConfigError(
                f"{self.source or 'lint config'}: no rule is selected (the selection is "
                "empty, or ignore removes every selected rule); give rule codes or "
                "prefixes, or ALL (tooldeck lint --list-rules shows them)"
            )

    def selected_rules(self) -> tuple[Rule, ...]:
        """The rules this configuration runs, ordered by code."""
        chosen = []
        for rule in all_rules():
            sel = _match_length(rule.code, self.select) if self.select is not None else None
            ext = _match_length(rule.code, self.extend_select)
            ign = _match_length(rule.code, self.ignore)
            if rule.code.startswith("E"):
                chosen.extend([rule] if ign < 0 else [])  # engine findings: unless ignored
                continue
            if self.select is None:
                picked = rule.default or ext >= 0 or self.options.target in rule.targets
            else:
                picked = max(sel if sel is not None else -1, ext) >= 0
            if picked and ign >= max(sel if sel is not None else -1, ext, 0):
                picked = False
            if picked:
                chosen.append(rule)
        return tuple(chosen)

    def ignores(self, code: str) -> bool:
        """Whether ``ignore`` names ``code`` (the code or a prefix of it) at least as
        specifically as ``select`` and ``extend-select`` do, the precedence of
        :meth:`selected_rules`: ``ignore = ["T1"]`` beside ``select = ["T101"]`` keeps
        T101. A code the selection merely leaves out is not ignored by name (False);
        ``ignore = ["ALL"]`` names no code."""
        ign = _match_length(code, self.ignore)
        if ign <= 0:
            return False
        sel = _match_length(code, self.select) if self.select is not None else -1
        return ign >= max(sel, _match_length(code, self.extend_select))

    def severity_of(self, rule: Rule) -> Severity:
        """The configured severity of ``rule``."""
        return self.severity.get(rule.code, rule.severity)

    def ignored_for_tool(self, code: str, tool: str | None) -> bool:
        """Whether findings of ``code`` on ``tool`` are suppressed by ``per_tool_ignores``."""
        if tool is None:
            return False
        return any(
            fnmatchcase(tool, pattern) and _match_length(code, prefixes) >= 0
            for pattern, prefixes in self.per_tool_ignores.items()
        )

    def lock_silencers(self) -> tuple[str, ...]:
        """The settings of this configuration that would silence the lock rules (the
        ``lock`` family, L101–L104) — which run on every tool whatever they say when a lock
        is given (``tooldeck lint --locked``), so a configuration shipped beside a deck
        cannot hide drift from the lock.

        Returns:
            One text per setting, as the file spells it, with the lock codes it names:
            ``ignore L (L101, L102, L103)``, ``per-tool-ignores "*": L103 (L103)``,
            ``severity L103 = info``; empty when none does. A ``select`` that leaves the
            lock rules out is not one (they are not selected by default either).
        """
        lock_rules = {r.code: r.severity for r in all_rules() if r.family == "lock"}
        codes = list(lock_rules)
        found: list[str] = []
        for selector in self.ignore:
            hit = [c for c in codes if _match_length(c, (selector,)) >= 0]
            if hit:
                found.append(f"ignore {selector} ({', '.join(hit)})")
        for pattern, prefixes in self.per_tool_ignores.items():
            hit = [c for c in codes if _match_length(c, prefixes) >= 0]
            if hit:
                listed = ", ".join(
                    p for p in prefixes if any(_match_length(c, (p,)) >= 0 for c in hit)
                )
                found.append(f'per-tool-ignores "{pattern}": {listed} ({", ".join(hit)})')
        for code in codes:
            level = self.severity.get(code)
            if level is not None and level.rank < lock_rules[code].rank:  # L104 is info
                found.append(f"severity {code} = {level.value}")
        return tuple(found)

    def merged(self, **changes: Any) -> LintConfig:
        """A copy with the given fields replaced (None values are ignored)."""
        return replace(self, **{k: v for k, v in changes.items() if v is not None})


def _match_length(code: str, selectors: tuple[str, ...] | None) -> int:
    """Length of the longest selector that is a prefix of ``code`` (``ALL`` counts 0);
    -1 when none matches."""
    best = -1
    for selector in selectors or ():
        s = selector.upper()
        if s == "ALL":
            best = max(best, 0)
        elif code.startswith(s):
            best = max(best, len(s))
    return best


def _check_selector(selector: str, source: str | None) -> None:
    if not isinstance(selector, str) or not selector:
        raise LintConfigError(
            f"{source or 'lint config'}: a rule selector must be a code or prefix "
            f"(e.g. D104, D, ALL); got {selector!r}"
        )
    s = selector.upper()
    if s == "ALL":
        return
    codes = [r.code for r in all_rules()]
    if not any(code.startswith(s) for code in codes):
        named = rule_named(selector)
        if named is not None:
            raise LintConfigError(
                f"{source or 'lint config'}: {named.name!r} is the name of rule {named.code}; "
                f"select rules by code or prefix: {named.code}"
            )
        close = difflib.get_close_matches(s, codes, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise LintConfigError(
            f"{source or 'lint config'}: unknown rule code or prefix {selector!r}{hint} "
            "(tooldeck lint --list-rules shows them all)"
        )


_KEYS = {"select", "extend-select", "ignore", "per-tool-ignores", "severity", "fail-on", "options"}


def _str_list(value: Any, key: str, source: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LintConfigError(f"{source}: {key} must be a list of rule codes or prefixes")
    return tuple(v.upper() for v in value)


def _severity(value: Any, where: str) -> Severity:
    try:
        return Severity(value)
    except ValueError:
        raise LintConfigError(
            f"{where}: severity must be one of info, warning, error; got {value!r}"
        ) from None


def config_from_table(table: Mapping[str, Any], *, source: str) -> LintConfig:
    """A :class:`LintConfig` from a parsed TOML table (kebab-case keys).

    Raises:
        LintConfigError: unknown key, code, severity or option, or a wrongly typed value.
    """
    unknown = sorted(set(table) - _KEYS)
    if unknown:
        options = {f.name.replace("_", "-") for f in fields(LintOptions)}
        misplaced = [key for key in unknown if key in options]
        hint = (
            f" ({', '.join(misplaced)} {'is an option' if len(misplaced) == 1 else 'are options'}"
            ": put it under the options table, [options] in tooldeck-lint.toml, "
            "[tool.tooldeck.lint.options] in pyproject.toml)"
            if misplaced
            else ""
        )
        # a slip of a known key ("ignroe"): the closest, as cases files say (trial41 #13)
        near = {
            key: close[0]
            for key in unknown
            if key not in misplaced
            and (close := difflib.get_close_matches(key, sorted(_KEYS), n=1, cutoff=0.6))
        }
        nested = table.get("tool")
        nested = nested.get("tooldeck") if isinstance(nested, Mapping) else None
        nested = nested.get("lint") if isinstance(nested, Mapping) else None
        if isinstance(nested, Mapping) and unknown == ["tool"]:
            # trial47 finding 5: pyproject.toml's header written in tooldeck-lint.toml
            keys = ", ".join(sorted(nested)) or "its keys"
            raise LintConfigError(
                f"{source}: [tool.tooldeck.lint] is pyproject.toml's table; in this file "
                f"write its keys ({keys}) at top level, without the [tool.tooldeck.lint] "
                "line (options under [options], not [tool.tooldeck.lint.options])"
            )
        if len(unknown) == 1 and near:
            hint += f" (did you mean {near[unknown[0]]!r}?)"
        elif near:
            hint += f" (did you mean: {', '.join(f'{k!r} → {v!r}' for k, v in near.items())}?)"
        raise LintConfigError(
            f"{source}: unknown lint setting(s) {', '.join(unknown)}{hint}; known: "
            f"{', '.join(sorted(_KEYS))}"
        )
    per_tool: dict[str, tuple[str, ...]] = {}
    raw_per_tool = table.get("per-tool-ignores", {})
    if not isinstance(raw_per_tool, Mapping):
        raise LintConfigError(f"{source}: per-tool-ignores must be a table tool → [codes]")
    for pattern, codes in raw_per_tool.items():
        per_tool[pattern] = _str_list(codes, f"per-tool-ignores.{pattern}", source)
    raw_severity = table.get("severity", {})
    if not isinstance(raw_severity, Mapping):
        raise LintConfigError(f"{source}: severity must be a table code → severity")
    severity = {
        code.upper(): _severity(value, f"{source}: severity.{code}")
        for code, value in raw_severity.items()
    }  # full rule codes: checked by LintConfig
    return LintConfig(
        select=_str_list(table["select"], "select", source) if "select" in table else None,
        extend_select=_str_list(table.get("extend-select", []), "extend-select", source),
        ignore=_str_list(table.get("ignore", []), "ignore", source),
        per_tool_ignores=per_tool,
        severity=severity,
        fail_on=_severity(table.get("fail-on", "error"), f"{source}: fail-on"),
        options=_options(table.get("options", {}), source),
        source=source,
    )


def _options(raw: Any, source: str) -> LintOptions:
    if not isinstance(raw, Mapping):
        raise LintConfigError(f"{source}: options must be a table")
    known = {f.name.replace("_", "-"): f for f in fields(LintOptions)}
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in known:
            raise LintConfigError(
                f"{source}: unknown lint option {key!r}"
                + (
                    f" (did you mean {close[0]!r}?)"
                    if (close := difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6))
                    else ""
                )
                + f"; known: {', '.join(sorted(known))}"
            )
        name = known[key].name
        ok = _option_ok(name, value)
        values[name] = (
            float(value)
            if ok
            and name
            in (
                "similarity_threshold",
                "instruction_threshold",
                "addressed_threshold",
                "addressed_signal_threshold",
            )
            else value
        )
    try:
        return LintOptions(**values)
    except LintConfigError as exc:
        raise LintConfigError(f"{source}: {exc}") from None


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise LintConfigError(f"{path}: not valid TOML: {exc}") from None
    except UnicodeDecodeError as exc:  # TOML is UTF-8 (TOML 1.0, "Spec")
        raise LintConfigError(
            f"{path}: not valid TOML: byte {exc.start} is not UTF-8 ({exc.reason}); save "
            "the file as UTF-8"
        ) from None
    except OSError as exc:
        raise LintConfigError(f"{path}: cannot be read: {exc.strerror}") from None


def _pyproject_lint(path: Path, data: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The ``[tool.tooldeck.lint]`` table of a parsed ``pyproject.toml`` (None when absent).

    Raises:
        LintConfigError: ``tool``, ``tool.tooldeck`` or ``tool.tooldeck.lint`` is not a table.
    """
    table: Any = data
    for depth, key in enumerate(("tool", "tooldeck", "lint")):
        if depth == 2:
            # [tool.tooldeck] holds only lint: a misspelt table ([tool.tooldeck.lnt]) or a
            # setting one level up was no configuration, nobody told (session 23's breaker)
            other = sorted(str(k) for k in table if k != "lint")
            if other:
                near = difflib.get_close_matches(other[0], ["lint"], n=1)
                hint = "; did you mean [tool.tooldeck.lint]?" if near or "lint" not in table else ""
                raise LintConfigError(
                    f"{path}: [tool.tooldeck] holds only the lint table, got "
                    f"{', '.join(repr(k) for k in other)}{hint} (settings go in "
                    "[tool.tooldeck.lint])"
                )
        table = table.get(key)
        if table is None:
            return None
        if not isinstance(table, Mapping):
            dotted = ".".join(("tool", "tooldeck", "lint")[: depth + 1])
            raise LintConfigError(
                f"{path}: {dotted} must be a table ([{dotted}]), got "
                f"{type(table).__name__} {table!r}"
            )
    return cast(Mapping[str, Any], table)


def load_config(path: str | Path, *, require_table: bool = False) -> LintConfig:
    """The lint configuration in ``path``: a ``pyproject.toml`` (its
    ``[tool.tooldeck.lint]`` table, empty when absent) or any other TOML file (its top
    level, as in ``tooldeck-lint.toml``).

    Args:
        path: the file.
        require_table: a ``pyproject.toml`` without ``[tool.tooldeck.lint]`` is an error
            (the file was named by the user, ``tooldeck lint --config``), not an empty
            configuration (found by :func:`find_config`).

    Raises:
        LintConfigError: the file cannot be read or holds a wrong setting; ``[tool.tooldeck]``
            holds a table other than ``lint``; with ``require_table``, no lint table.
    """
    path = Path(path)
    data = _read_toml(path)
    if path.name == "pyproject.toml":
        table = _pyproject_lint(path, data)
        if table is None and require_table:
            top = sorted(set(data) & _KEYS)  # tooldeck-lint.toml's layout, written here
            raise LintConfigError(
                f"{path}: no [tool.tooldeck.lint] table; "
                + (
                    f"{', '.join(top)} at top level is tooldeck-lint.toml's layout: in "
                    "pyproject.toml put the keys under a [tool.tooldeck.lint] line"
                    if top
                    else "add one (select = [...], ...) or name the file that holds the settings"
                )
            )
        return config_from_table(table or {}, source=f"{path} [tool.tooldeck.lint]")
    return config_from_table(data, source=str(path))


def config_folder(deck_source: str) -> Path | None:
    """The folder where the ``tooldeck-lint.toml`` of ``deck_source`` is looked for
    (:func:`find_config`): a deck folder itself, the folder of a deck file, for
    ``py:app.py[:attr]`` the folder of ``app.py``, for ``CONFIG#server`` the config file's
    folder. None for a source that is no existing file or folder (a module name,
    ``py:pkg.tools``; ``bfcl:…``, ``mcp:…``). The path is as given (relative stays
    relative)."""
    if deck_source.startswith("py:"):
        # py:app.py[:attr] is the file app.py (a module name, py:pkg.tools, names no file)
        spec = deck_source[3:]
        head, colon, _ = spec.rpartition(":")
        deck_source = head if colon and head.endswith(".py") else spec
    deck_path = Path(deck_source)
    head, sharp, _server = deck_source.rpartition("#")
    if sharp and head and not deck_path.exists():
        deck_path = Path(head)  # CONFIG#server: the config file's folder (session 23)
    try:
        if not deck_path.exists():
            return None
        return deck_path if deck_path.is_dir() else deck_path.parent
    except OSError:  # a name the system refuses (too long): no such file to look beside
        return None


def find_config(deck_source: str | None = None, *, start: Path | None = None) -> Path | None:
    """Where the configuration for a deck is.

    1. ``tooldeck-lint.toml`` in the deck's folder (the deck folder itself, or the folder
       of the deck file; for ``py:app.py[:attr]``, the folder of ``app.py``);
    2. else the nearest ``pyproject.toml`` from ``start`` upwards. ``start`` defaults to
       that same deck folder for a deck that is a file or a folder, and to the working
       directory for other sources (``bfcl:…``, ``mcp:…``) or when ``deck_source`` is None.
       The search stops at the first ``pyproject.toml`` found (the project root, as ruff
       does): it is the answer when it holds ``[tool.tooldeck.lint]``, else there is none.

    Returns:
        The file's path, or None when no configuration applies.

    Raises:
        LintConfigError: a ``pyproject.toml`` met on the way is not valid TOML.
    """
    deck_folder = config_folder(deck_source) if deck_source is not None else None
    if deck_folder is not None:
        candidate = deck_folder / DECK_CONFIG_NAME
        if candidate.is_file():
            return candidate
    here = (start or deck_folder or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            if _pyproject_lint(candidate, _read_toml(candidate)) is not None:
                return candidate
            return None  # the project root: stop here, as ruff does
    return None
