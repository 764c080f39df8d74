"""Berkeley Function Calling Leaderboard (BFCL) function documents, decks and eval cases.

Shape (BFCL data, ``bfcl-eval`` 2026.3.23, ``bfcl_eval/data/BFCL_v4_*.json``): a function
document is ``{"name", "description", "parameters": {"type": "dict", "properties": {...},
"required": [...]}}``; a question entry is ``{"id", "question": [[messages...]],
"function": [<function document>, ...]}``. Names may hold dots (``math.factorial``); they
are kept as they are (the OpenAI and Anthropic exporters warn about them, as those APIs
refuse dots; BFCL's own runner rewrites ``.`` to ``_`` for them).

BFCL types its schemas in its own dialect. :func:`schema_from_bfcl` maps it to JSON
Schema 2020-12 and :func:`schema_to_bfcl` maps it back. Every type string found in the
single-turn categories of bfcl-eval 2026.3.23 (number of schema nodes in parentheses):

=============  ==========================  ===========  ==================================
BFCL type      JSON Schema 2020-12          marker       seen in
=============  ==========================  ===========  ==================================
``dict``       ``"type": "object"``         --           all (9464)
``float``      ``"type": "number"``         --           all (1690)
``integer``    ``"type": "integer"``        --           all (4757)
``string``     ``"type": "string"``         --           all (21854)
``boolean``    ``"type": "boolean"``        --           all (3115)
``array``      ``"type": "array"``          --           all (959)
``tuple``      ``"type": "array"``          ``tuple``    Python categories (66)
``any``        no ``type`` (any value)      --           Python categories (199)
``String``     ``"type": "string"``         ``String``   simple_java, simple_javascript (115)
``Boolean``    ``"type": "boolean"``        ``Boolean``  simple_javascript (4)
``long``       ``"type": "integer"``        ``long``     simple_java (7)
``double``     ``"type": "number"``         ``double``   simple_java (1)
``char``       ``"type": "string"``         ``char``     simple_java (1)
``Array``      ``"type": "array"``          ``Array``    simple_java (13)
``ArrayList``  ``"type": "array"``          ``ArrayList`` simple_java (6)
``HashMap``    ``"type": "object"``         ``HashMap``  simple_java (7)
``""``         no ``type``                  ``""``       simple_javascript (1), warned
=============  ==========================  ===========  ==================================

Also accepted, from BFCL's own type table (``bfcl_eval/constants/type_mappings.py``,
``GORILLA_TO_OPENAPI``), with a marker: ``list``, ``bool``, ``byte``, ``short``,
``Bigint`` (integer), ``Hashtable`` (object), ``Queue``, ``Stack``, ``Set`` (array),
``Any`` (no type). The standard JSON Schema names ``object``, ``number`` and ``null``
are read as they are, with a warning that they are written back as ``dict``/``float``.
Any other type string is read as "no type constraint" with a marker and a warning.

**The marker.** Where the mapping is not one-to-one, the original BFCL type is kept in
the annotation keyword ``"x-bfcl-type"`` next to ``type`` (JSON Schema 2020-12 allows
unknown keywords and ignores them in validation), so that BFCL → tooldeck → BFCL gives
back the same document, key order included, and Tool → OpenAI/Anthropic/MCP/deck →
Tool is equal (those formats carry the schema verbatim). :func:`schema_to_bfcl` turns
the marker back into ``type``; a marker that no longer matches ``type`` (someone edited
the schema) is ignored with a warning. :func:`without_type_markers` removes the markers
(e.g. before sending tools to a provider), making the way back to BFCL inexact.

Note that BFCL's runner itself sends ``any`` to providers as ``string`` and ``float``
as ``number`` with ``"format": "float"``, and appends a language hint to every
description at inference time (" Note that the provided function is in Python 3
syntax."); tooldeck reads the documents as stored, without those runtime changes. For
``simple_java``/``simple_javascript`` BFCL's runner turns every parameter into a string
holding a source literal; tooldeck keeps the declared types.

Everything else in a schema is kept as is: ``description``, ``enum``, ``default``,
``items``, ``required``, ``format``, ``maximum``, ``minItems``, ``maxItems`` and BFCL's
non-standard ``optional`` flag (warned: JSON Schema ignores it, ``required`` decides).

Export writes BFCL documents: ``object`` → ``dict``, ``number`` → ``float``, a schema
without ``type`` → ``any``, markers restored. A root without ``properties`` or
``required`` (BFCL's checker reads both) is warned about, or completed with empty ones
when exporting with ``complete_parameters=True``. Warned, but kept as is:
``null`` types, type lists (BFCL has no unions), keywords with subschemas BFCL's
converters do not follow (``anyOf``, ``prefixItems``, …) and ``$ref`` (its parameter
reads as ``any``). A tool's title, output schema, annotations, group, examples and meta
have no place in BFCL and are reported as dropped.

BFCL data access (:func:`load_bfcl_category`, :func:`load_bfcl_entry`,
:func:`load_bfcl_cases`) reads a bfcl-eval wheel through :mod:`tooldeck.bfcl_data`.

This module holds the format (:data:`FORMAT`) and is the one to import: the schema
dialect mapping lives in :mod:`tooldeck.formats._bfcl_dialect`, documents, decks and eval
cases in :mod:`tooldeck.formats._bfcl_entries`, and both are re-exported here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tooldeck.errors import FormatError
from tooldeck.formats._bfcl_dialect import (
    BFCL_TO_JSON_TYPE,
    TYPE_MARKER,
    has_bfcl_types,
    schema_from_bfcl,
    schema_to_bfcl,
    without_type_markers,
)
from tooldeck.formats._bfcl_entries import (
    FORMAT_NAME,
    BfclCase,
    bfcl_case,
    category_of,
    is_doc,
    is_entry,
    load_bfcl_cases,
    load_bfcl_category,
    load_bfcl_entry,
    merge_entries,
    tool_from_doc,
)
from tooldeck.formats.base import (
    ExportResult,
    LoadResult,
    WarningCollector,
    note_unheld_fields,
)
from tooldeck.tool import Deck

__all__ = [
    "BFCL_TO_JSON_TYPE",
    "FORMAT",
    "TYPE_MARKER",
    "BfclCase",
    "bfcl_case",
    "category_of",
    "load_bfcl_cases",
    "load_bfcl_category",
    "load_bfcl_entry",
    "schema_from_bfcl",
    "schema_to_bfcl",
    "without_type_markers",
]


class _BfclFormat:
    name = FORMAT_NAME
    description = (
        'BFCL function documents [{"name", "description", "parameters": {"type": "dict", '
        '...}}] or question entries {"id", "question", "function": [...]}'
    )

    def detect(self, data: Any) -> bool:
        """True for a BFCL function document, a list of them, a question entry or a list
        of question entries. A function document is BFCL only when its parameters are
        written in BFCL's dialect (:func:`has_bfcl_types`: ``"type": "dict"`` or another
        type JSON Schema lacks, in at least one document of a list); a list whose
        parameters use JSON Schema's types only is the OpenAI ``functions`` shape
        (:mod:`tooldeck.formats.openai`). Never raises."""
        try:
            if is_entry(data):
                return True
            if is_doc(data):
                return has_bfcl_types(data["parameters"])
            if isinstance(data, list) and data:
                if all(is_entry(item) for item in data):
                    return True
                return all(is_doc(item) for item in data) and any(
                    has_bfcl_types(item["parameters"]) for item in data
                )
        except Exception:  # detection must never raise
            return False
        return False

    def load(self, data: Any, *, source: str) -> LoadResult:
        """Build a deck from BFCL data.

        Accepted: a function document, a list of them (``Tool.source`` is
        ``<source>#<index>``), a question entry (its ``function`` list; sources
        ``<source>#<id>/function/<index>``) or a list of entries (merged as
        :func:`load_bfcl_category` does).

        Raises:
            FormatError, SchemaError, ToolDefinitionError, DuplicateToolError.
        """
        warnings = WarningCollector()
        if is_entry(data):
            deck = merge_entries([data], source, warnings)
        elif isinstance(data, list) and data and all(is_entry(item) for item in data):
            deck = merge_entries(data, source, warnings)
        else:
            docs = data if isinstance(data, list) else [data]
            if not isinstance(data, list | Mapping):
                raise FormatError(
                    f"{source}: expected BFCL function documents ({self.description})"
                )
            tools = [
                tool_from_doc(doc, f"{source}#{index}", warnings) for index, doc in enumerate(docs)
            ]
            deck = Deck(tools)
        return LoadResult(deck, self.name, warnings.result())

    def export(
        self, deck: Deck, *, complete_parameters: bool = False, **options: Any
    ) -> ExportResult:
        """Write ``deck`` as a list of BFCL function documents (see the module docstring).

        Args:
            deck: the tools.
            complete_parameters: add an empty ``properties``/``required`` to a root
                schema that lacks them (BFCL's runner and checker read both). Off by
                default so that tooldeck → BFCL → tooldeck gives the same tools; when off,
                a missing one is a warning.

        Raises:
            TypeError: an unknown option.
        """
        if options:
            raise TypeError(f"unknown bfcl export option(s): {', '.join(options)}")
        warnings = WarningCollector()
        note_unheld_fields(deck, self.name, frozenset(), warnings)
        out = []
        for tool in deck:
            params, schema_warnings = schema_to_bfcl(tool.input_schema, tool=tool.name)
            warnings.extend(schema_warnings)
            for key, empty in (("properties", {}), ("required", [])):
                if key in params:
                    continue
                if complete_parameters:
                    params[key] = empty
                else:
                    warnings.add(
                        "parameters",
                        f"no top-level {key!r}; BFCL's runner and checker read it (add an "
                        "empty one with --complete-parameters, API: complete_parameters=True)",
                        tool.name,
                    )
            out.append({"name": tool.name, "description": tool.description, "parameters": params})
        return ExportResult(out, self.name, warnings.result())


FORMAT = _BfclFormat()
"""The ``bfcl`` format."""
