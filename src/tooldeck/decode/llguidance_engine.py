"""llguidance (Microsoft, MIT), the default engine: the turn grammar is rendered as Lark with
one ``%json`` rule per schema, and masks come from llguidance's lazy lexer.

Measured on llguidance 1.9.1 (``tests/decode/test_engines.py``): it refuses ``uniqueItems``,
``not``, ``if/then/else``, ``dependentRequired``, ``dependentSchemas``, ``contains``,
``propertyNames``, ``unevaluated*`` and ``oneOf`` (unless relaxed: ``oneOf`` is then decoded
as ``anyOf``); :meth:`LLGuidanceEngine.unsupported_keywords` reads them from llguidance's
own warnings.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from typing import Any, cast

import regex
from llguidance import LLMatcher

from tooldeck.decode._pattern_scan import (
    class_set_operator,
    negated_classes,
    nested_class_opener,
    nested_posix_class,
    reads_not_space,
)
from tooldeck.decode.engine_base import Bitmask, Compiled, Engine, Matcher
from tooldeck.decode.grammar import (
    LEADING_SPACE,
    Boundary,
    Choice,
    FreeText,
    JsonValue,
    Node,
    Optional,
    Repeat,
    Seq,
    Space,
)
from tooldeck.decode.grammar import Literal as Lit
from tooldeck.decode.keywords import decoded_subschemas
from tooldeck.decode.options import DecodeOptions, decoding_schema
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter
from tooldeck.errors import GrammarError

__all__ = ["LLGuidanceEngine"]

_UNIMPLEMENTED = re.compile(r"Unimplemented keys: \[([^\]]*)\]")


class _LLGuidanceMatcher(Matcher):
    def __init__(self, matcher: LLMatcher, tokenizer: TokenizerAdapter) -> None:
        self._m = matcher
        self._nbytes = 4 * ((tokenizer.vocab_size + 31) // 32)
        self._eos = tokenizer.eos_token_ids

    def fill_bitmask(self, bitmask: Bitmask) -> None:
        # a stopped llguidance matcher already yields the end-token-only mask
        if bitmask.nbytes != self._nbytes or not bitmask.flags.c_contiguous:
            raise ValueError(f"bitmask must be a contiguous int32 row of {self._nbytes} bytes")
        self._m.unsafe_compute_mask_ptr(bitmask.ctypes.data, self._nbytes)

    def accept(self, token_id: int) -> bool:
        if self._m.is_stopped():  # llguidance stops by itself once only an end can follow
            return token_id in self._eos
        return bool(self._m.try_consume_tokens([token_id]) == 1)

    def is_finished(self) -> bool:
        return bool(self._m.is_stopped())

    def is_accepting(self) -> bool:
        return bool(self._m.is_accepting())

    def rollback(self, n: int) -> None:
        if not self._m.rollback(n):
            raise GrammarError(f"cannot roll back {n} tokens: {self._m.get_error()}")

    def reset(self) -> None:
        self._m.reset()


EMAIL_LIMITS: tuple[dict[str, Any], ...] = (
    {"pattern": r"^[^@]{1,64}@(?:[^.@]{1,63}\.)*[^.@]{1,63}$"},
    {"pattern": r"^[^@]*@[^@]{1,253}$"},
    {"maxLength": 254},
)
"""The length limits a ``format: email`` string is decoded under, beside llguidance's own
email syntax: a local part of at most 64 characters (RFC 5321 §4.5.3.1.1), domain labels
of at most 63 and a domain of at most 253 (RFC 1035 §2.3.4: 255 octets on the wire), an
address of at most 254 (RFC 5321 §4.5.3.1.3: a path of 256 with its angle brackets).
llguidance's email regex bounds none of them, and the runtime's check (jsonschema-rs,
``validate_formats``) refuses a 65-character local part, a 64-character label and a
254-character domain: the mask let through calls the check then rejected (trial45 #9).
With them, what the mask lets through the check accepts; the mask is the stricter of the
two only past 254 characters in all."""


def with_email_limits(schema: Any) -> Any:
    """A copy of ``schema`` with each subschema that says ``format: email`` wrapped as
    ``{"allOf": [it, *EMAIL_LIMITS]}`` (llguidance intersects the patterns; its ``$defs``
    stay at its level, so ``$ref``s still resolve). Only subschemas are read
    (:func:`~tooldeck.decode.keywords.decoded_subschemas`): a ``format: email`` inside a
    value (``const``, ``enum``, ``default``, ``examples``) is data and stays as written.
    Used only for the grammar: the schema the tool declares and the runtime checks is
    unchanged."""
    out = copy.deepcopy(schema)
    for _, node in list(decoded_subschemas(out)):
        if node.get("format") != "email":
            continue
        kept: dict[str, Any] = {
            key: node.pop(key) for key in ("$defs", "definitions", "$schema") if key in node
        }
        inner = dict(node)
        node.clear()
        node.update(kept)
        node["allOf"] = [inner, *copy.deepcopy(EMAIL_LIMITS)]
    return out


class LLGuidanceEngine(Engine):
    """llguidance (Microsoft, MIT): Lark grammars with ``%json`` rules, lazy lexer masks."""

    name = "llguidance"

    def _json_options(self, options: DecodeOptions) -> dict[str, Any]:
        opts: dict[str, Any] = {"lenient": options.relax, "coerce_one_of": options.relax}
        if options.whitespace == "compact":
            opts.update(whitespace_flexible=False, item_separator=", ", key_separator=": ")
        else:
            opts.update(
                whitespace_flexible=True,
                whitespace_pattern=f"[\\x20\\x0A\\x0D\\x09]{{0,{options.max_whitespace}}}",
            )
        return opts

    def unsupported_keywords(
        self, schema: Mapping[str, Any], options: DecodeOptions
    ) -> dict[str, str]:
        plain = self.strip_unsupported_values(decoding_schema(schema, options)[0])
        strict = {**self._json_options(options), "lenient": False, "coerce_one_of": False}
        grammar = LLMatcher.grammar_from_json_schema(plain, overrides=strict)  # type: ignore[arg-type]
        is_error, messages = LLMatcher.validate_grammar_with_warnings(
            grammar, self.tokenizer.ll_tokenizer
        )
        found: dict[str, str] = {}
        for message in messages:
            match = _UNIMPLEMENTED.search(message)
            if match:
                for key in json.loads(f"[{match.group(1)}]"):
                    found[key] = "not implemented by llguidance"
            elif "oneOf" in message:
                found["oneOf"] = "decoded as anyOf (exclusivity not enforced)"
            elif is_error:
                raise GrammarError(f"llguidance cannot compile the schema: {message}")
        return found

    def _node_value_findings(self, node: Mapping[str, Any]) -> dict[str, str]:
        found = super()._node_value_findings(node)
        pattern = node.get("pattern")
        if isinstance(pattern, str) and "pattern" not in found and _excludes_escaped(pattern):
            found["pattern"] = (
                "a negated class of the pattern leaves out '\"' or '\\', and llguidance's "
                "mask lets that character's JSON escape (\\\" or \\\\) through it, so the "
                "mask would let strings through that the pattern refuses"
            )
        if isinstance(pattern, str) and "pattern" not in found:
            why = _pattern_read_otherwise(pattern)
            if why:
                found["pattern"] = why
        return found

    def _probe(self, probe: dict[str, Any]) -> str:
        inexact = _inexact_bound(probe)
        if inexact is not None:
            return (
                f"the integer {inexact} is beyond 2**53, where a 64-bit float cannot hold "
                f"every integer, and llguidance compares numeric bounds as floats (here "
                f"{int(float(inexact))}), so the mask would let values past the bound "
                "through or refuse the bound itself"
            )
        try:
            grammar = LLMatcher.grammar_from_json_schema(probe)
        except ValueError as exc:  # a value the engine cannot read
            return f"llguidance cannot read it: {exc}"
        is_error, messages = LLMatcher.validate_grammar_with_warnings(
            grammar, self.tokenizer.ll_tokenizer
        )
        if not is_error:
            return ""
        text = "; ".join(m for m in messages if not _UNIMPLEMENTED.search(m))
        return f"llguidance cannot compile it: {text}" if text else ""

    def _lark(self, node: Node, options: DecodeOptions) -> str:
        rules: list[str] = []
        counter = [0]

        def fresh(prefix: str) -> str:
            counter[0] += 1
            return f"{prefix}_{counter[0]}"

        def render(n: Node) -> str:
            if isinstance(n, Lit):
                return json.dumps(n.text, ensure_ascii=False) if n.text else '""'
            if isinstance(n, Boundary):
                ident = self.tokenizer.special_id(n.text)
                return (
                    f"<[{ident}]>" if ident is not None else json.dumps(n.text, ensure_ascii=False)
                )
            if isinstance(n, FreeText):
                name = fresh("TEXT").upper()
                regex = "/(.|\\n)" + ("*" if n.allow_empty else "+") + "/"
                if n.first_not:  # nor after leading white space: the parser skips it
                    space, first = _regex_class(LEADING_SPACE), _regex_class(n.first_not)
                    regex += f" & ~/{space}*{first}(.|\\n)*/"
                for text in n.forbid:
                    regex += f" & ~/(.|\\n)*{_regex_escape(text)}(.|\\n)*/"
                rules.append(f"{name}: {regex}")
                return name
            if isinstance(n, Space):
                name = fresh("SPACE").upper()
                rules.append(f"{name}: /{_regex_class(n.chars)}{{1,{n.max_count}}}/")
                return name
            if isinstance(n, JsonValue):
                name = fresh(n.label.lower())
                schema = {
                    **with_email_limits(self.strip_unsupported_values(n.schema)),
                    "x-guidance": self._json_options(options),
                }
                rules.append(f"{name}: %json {json.dumps(schema, ensure_ascii=False)}")
                return name
            if isinstance(n, Seq):
                return "(" + " ".join(render(i) for i in n.items) + ")" if n.items else '""'
            if isinstance(n, Choice):
                return "(" + " | ".join(render(i) for i in n.items) + ")"
            if isinstance(n, Optional):
                return f"({render(n.item)})?"
            if isinstance(n, Repeat):
                name = fresh("item")
                rules.append(f"{name}: {render(n.item)}")
                sep = json.dumps(n.separator, ensure_ascii=False) + " " if n.separator else ""
                if n.max_count == 1:
                    return name
                return f"({name} ({sep}{name}){{0,{n.max_count - 1}}})"
            raise TypeError(f"unknown grammar node {n!r}")

        start = render(node)
        return "\n".join([f"start: {start}", *rules]) + "\n"

    def _compile(self, node: Node, options: DecodeOptions) -> tuple[Any, str]:
        lark = self._lark(node, options)
        grammar = LLMatcher.grammar_from_lark(lark)
        matcher = LLMatcher(self.tokenizer.ll_tokenizer, grammar, log_level=0)
        if matcher.is_error():
            raise GrammarError(f"llguidance rejected the grammar: {matcher.get_error()}")
        return matcher, lark

    def matcher(self, compiled: Compiled) -> Matcher:
        return _LLGuidanceMatcher(compiled.handle.deep_copy(), self.tokenizer)


_NUMERIC_BOUNDS = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")


def _inexact_bound(probe: Mapping[str, Any]) -> int | None:
    """The first numeric bound of ``probe`` that is an integer a float cannot hold exactly.

    llguidance 1.9.1 reads bounds as 64-bit floats: ``maximum: 9007199254740995`` (read
    as ...996) lets 9007199254740996 through, ``minimum: 9007199254740993`` (read as
    ...992) lets ...992 through (measured; XGrammar compares them exactly).
    """
    for keyword in _NUMERIC_BOUNDS:
        value = probe.get(keyword)
        wide = isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53
        if wide and int(float(cast(int, value))) != value:
            return cast(int, value)
    return None


_ESCAPED = ('"', "\\")
"""The characters a JSON string can only hold escaped (control characters aside)."""
_WIDE_HEX = re.compile(r"\\[xuU]\{([0-9A-Fa-f]{1,8})\}")
"""``\\x{…}``, ``\\u{…}``, ``\\U{…}``: escapes llguidance's regex reads that the ``regex``
module does not (it reads ``\\UHHHHHHHH``)."""
_LONGEST_CLASS = 4096
"""Longest class text the check compiles (characters); a longer one counts as excluding."""


def _excludes_escaped(pattern: str) -> bool:
    """True when a negated class of ``pattern`` (``[^"]``, ``[^\\x{22}]``, ``[^\\p{P}]``,
    ``[^[:punct:]]``, ``[^\\\\]``…) leaves out '"' or '\\'.

    Measured on llguidance 1.9.1: ``^[^"]*$`` let the JSON text ``"a\\"b"`` (the string
    ``a"b``) through, ``^[^\\\\]*$`` let ``"a\\\\b"`` (``a\\b``) through; a positive
    class, ``.``, ``\\w`` or a negated class that holds both characters is exact
    (``tests/decode/test_engines.py``). Each ``[^…]`` class is cut out of the pattern, compiled
    on its own with the ``regex`` module (version 1 syntax: nested classes, set operations,
    Unicode properties, POSIX classes) and '"' and '\\' are tried against it, so no spelling
    of the characters escapes the check; a class it cannot compile counts as excluding them.
    """
    for text in negated_classes(pattern):
        if len(text) > _LONGEST_CLASS:
            return True
        spelled = _WIDE_HEX.sub(lambda m: f"\\U{int(m.group(1), 16):08x}", text)
        try:
            compiled = regex.compile(spelled, flags=regex.V1)
        except (regex.error, OverflowError, ValueError, RecursionError):
            return True
        if any(compiled.fullmatch(c) is None for c in _ESCAPED):
            return True
    return False


def _pattern_read_otherwise(pattern: str) -> str:
    """Why llguidance's mask would not match what the JSON Schema validator matches for
    ``pattern`` ("" when it would). Measured on llguidance 1.9.1 against jsonschema-rs
    (``tests/decode/test_engines.py``):

    - an invalid pattern (``\\``, ``a\\``): jsonschema-rs refuses the schema, llguidance
      compiled it;
    - a ``[`` inside a class opens a nested class (or a POSIX class ``[:alpha:]``,
      ``[=a=]``, ``[.a.]``), where ECMA-262 reads a literal ``[``: ``^[[a]]$`` accepted
      ``a`` (the pattern matches ``a]`` and ``[]``);
    - ``&&``, ``--`` and ``~~`` inside a class are Rust set operations: ``^[a~~b]$``
      refused ``~``, which ECMA-262 reads as a member;
    - ``\\S``, ``[^\\s]`` and ``[\\S]`` let U+FEFF through, which ECMA-262 ``\\s`` counts
      as white space (Rust's does not). A plain ``\\s`` is only stricter.
    """
    import jsonschema_rs

    try:
        jsonschema_rs.validator_for({"pattern": pattern})
    except jsonschema_rs.ValidationError:
        return (
            "the JSON Schema validator (jsonschema-rs) cannot compile this pattern, while "
            "llguidance reads it somehow; fix the pattern (a trailing or lone '\\' is the "
            "usual cause)"
        )
    opener = nested_class_opener(pattern)
    posix = nested_posix_class(pattern)
    if posix is not None:
        # measured on llguidance 1.9.1: ^[[:alpha:]]+$ accepted "abc" (tests/decode)
        return (
            f"llguidance reads {posix} inside a class as a POSIX class, while the JSON "
            "Schema validator (ECMA-262) reads its characters one by one, so the mask "
            "would let strings through that the pattern refuses; write the class out "
            "([A-Za-z]) or \\p{L}"
        )
    if opener is not None:
        return (
            f"llguidance reads the '[' inside the class {opener}… as opening a nested class "
            "(or a POSIX class such as [:alpha:]), while the JSON Schema validator "
            "(ECMA-262) reads a literal '[', so the mask would match other strings than the "
            "pattern; write it as \\["
        )
    operator = class_set_operator(pattern)
    if operator is not None:
        return (
            f"llguidance reads {operator} inside a class as a set operation (Rust regex: "
            "&& intersection, -- difference, ~~ symmetric difference), while the JSON Schema "
            "validator (ECMA-262) reads two literal characters, so the mask would match "
            "other strings than the pattern; write the character once or escape it "
            f"(\\{operator[0]})"
        )
    if reads_not_space(pattern):
        return (
            "llguidance reads \\S and [^\\s] as Unicode non-space without U+FEFF, which "
            "ECMA-262 \\s counts as white space, so the mask would let U+FEFF through that "
            "the pattern refuses"
        )
    return ""


def _regex_class(chars: str) -> str:
    """A regex class of exactly ``chars``, each written as ``\\x{…}`` (so none is special)."""
    return "[" + "".join(f"\\x{{{ord(c):x}}}" for c in chars) + "]"


def _regex_escape(text: str) -> str:
    return "".join("\\" + c if c in r".^$*+?()[]{}|\/" else c for c in text).replace("\n", "\\n")
