"""The exception tree drawn in tooldeck.errors' docstring is the tree of the classes, and
every public exception class of the package is defined in tooldeck.errors."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re

import tooldeck
import tooldeck.errors as errors

# Classes that are not part of the public tree, with the reason.
INTERNAL = {
    "tooldeck.runtime.validate.ArgumentError",  # becomes an invalid_arguments result
    # the path and shell checks turn these into an invalid_arguments refusal (fail closed)
    "tooldeck.runtime.schema_marks.UnresolvedReference",
    "tooldeck.runtime.schema_marks.SchemaTooDeep",
    # an upstream's own JSON-RPC error with its code kept; subclasses of the public
    # EnvironmentProblem / InvalidArgumentsError, answered as JSON-RPC errors by the gateway
    "tooldeck.gateway.upstreams.UpstreamErrorAnswer",
    "tooldeck.gateway.upstreams.UpstreamInvalidParams",
}


def drawn_tree() -> dict[str, str]:
    """class name → parent name, from the indented drawing in the module docstring."""
    doc = errors.__doc__ or ""
    block = doc.split("::", 1)[1]
    parents: dict[str, str] = {}
    stack: list[tuple[int, str]] = []
    for line in block.splitlines():
        match = re.match(r"^( +)([A-Z]\w+)", line)
        if not match:
            if line.strip() and not line.startswith(" "):
                break
            continue
        indent, name = len(match[1]), match[2]
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if stack:
            parents[name] = stack[-1][1]
        stack.append((indent, name))
    return parents


def all_exception_classes() -> dict[str, type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(tooldeck.__path__, "tooldeck."):
        module = importlib.import_module(info.name)
        for obj in vars(module).values():
            if (
                inspect.isclass(obj)
                and issubclass(obj, BaseException)
                and obj.__module__ == module.__name__
            ):
                found[f"{obj.__module__}.{obj.__qualname__}"] = obj
    return found


def is_private(dotted: str) -> bool:
    return any(part.startswith("_") for part in dotted.split(".")[1:])


def test_the_drawing_is_the_class_tree() -> None:
    classes = {
        name: obj
        for name, obj in vars(errors).items()
        if inspect.isclass(obj)
        and issubclass(obj, BaseException)
        and obj.__module__ == errors.__name__
    }
    drawn = drawn_tree()
    assert set(drawn) - {"Exception", "ValueError", "UserWarning"} == set(classes)
    for name, cls in classes.items():
        assert drawn[name] == cls.__bases__[0].__name__, name


def test_every_public_exception_lives_in_errors() -> None:
    elsewhere = sorted(
        name
        for name, cls in all_exception_classes().items()
        if cls.__module__ != errors.__name__ and not is_private(name) and name not in INTERNAL
    )
    assert elsewhere == []


def test_the_drawing_reader_sees_nesting() -> None:
    drawn = drawn_tree()
    assert drawn["GrammarError"] == "DecodeError"
    assert drawn["DecodeError"] == "ToolDeckError"
    assert drawn["DuplicateKeyError"] == "StrictJSONError"
    assert drawn["AbortedError"] == "ToolError"


def test_long_messages_are_cut_with_their_length_stated() -> None:
    # a 1 MiB pattern used to make a 1 MiB SchemaError (jsonschema-rs quotes the pattern)
    from tooldeck.tool import Tool

    pattern = "a" * (1 << 20)
    schema = {"type": "object", "properties": {"x": {"type": "string", "pattern": pattern}}}
    try:
        Tool(name="t", description="d", input_schema=schema)
    except errors.SchemaError as exc:
        message = str(exc)
    else:  # pragma: no cover - the pattern is not a regex jsonschema-rs accepts
        raise AssertionError("a 1 MiB pattern was accepted")
    assert message.startswith("tool 't', at /properties/x/pattern, keyword 'pattern': ")
    assert message.endswith(' is not a "regex"')  # the reason survives the cut
    # head 1,500 + tail 300 + the marker; the full length is 1 MiB + the quoting text
    assert len(message) < errors.ERROR_HEAD + errors.ERROR_TAIL + 60
    assert re.search(r"… \[cut: 1,04\d,\d{3} characters in all\] …", message)
    # at the bound nothing changes; one more character and the cut is stated
    exact = "x" * errors.ERROR_CHARS
    assert str(errors.CasesError(exact)) == exact
    longer = str(errors.ToolDeckError("y" * (errors.ERROR_CHARS + 1)))
    assert f"[cut: {errors.ERROR_CHARS + 1:,} characters in all]" in longer
    assert str(errors.ToolDeckError("a", 1)) == "('a', 1)"  # several arguments: as given


def test_a_cut_message_fits_the_terminal_cut_so_its_length_is_printed() -> None:
    from tooldeck.display import CLIP_CHARS, clip

    cut = errors.bounded_message("z" * 1_000_000)
    assert len(cut) <= CLIP_CHARS and clip(cut) == cut
    assert "[cut: 1,000,000 characters in all]" in cut
