"""Session 45 (trial45b H1): a hand-written OpenAPI YAML with unquoted status codes
(``200:``, which YAML reads as an integer key) loads; so does the Swagger 2.0 refusal.
Before, the value checks refused the whole file ("key 200 is not a string")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.errors import FormatError, ParseError
from tooldeck.formats import load
from tooldeck.formats.openapi import quote_status_codes
from tooldeck.formats.sources import MAX_DEPTH

_SPEC = """\
openapi: 3.0.3
info: {title: Pets, version: "1"}
paths:
  /pets/{id}:
    get:
      operationId: get_pet
      summary: Returns one pet by its id.
      parameters:
        - {name: id, in: path, required: true, schema: {type: integer}}
      responses:
        200:
          description: the pet
        404:
          description: no such pet
"""


def test_unquoted_status_codes_load_like_quoted_ones(tmp_path: Path) -> None:
    unquoted = tmp_path / "unquoted.yaml"
    unquoted.write_text(_SPEC)
    quoted = tmp_path / "quoted.yaml"
    quoted.write_text(_SPEC.replace("200:", '"200":').replace("404:", '"404":'))
    a, b = load(str(unquoted)), load(str(quoted))
    assert a.deck == b.deck
    assert [t.name for t in a.deck] == ["get_pet"]
    assert any("unquoted" in w.message for w in a.warnings)


def test_swagger_2_with_unquoted_codes_gets_the_swagger_refusal(tmp_path: Path) -> None:
    spec = tmp_path / "swagger.yaml"
    spec.write_text(
        'swagger: "2.0"\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n'
        "      responses:\n        200: {description: ok}\n"
    )
    with pytest.raises(FormatError, match=r"Swagger 2\.0 documents are not read"):
        load(str(spec))


def test_integer_keys_outside_responses_are_still_refused(tmp_path: Path) -> None:
    spec = tmp_path / "bad.yaml"
    spec.write_text(_SPEC + "x-codes:\n  1: one\n")
    with pytest.raises(ParseError, match="key 1 is not a string"):
        load(str(spec))


def test_a_non_openapi_file_is_left_as_it_is() -> None:
    data = {"responses": {200: "ok"}}
    assert quote_status_codes(data, MAX_DEPTH) == {"responses": {200: "ok"}}


def test_a_code_written_both_ways_is_left_for_the_checks_to_refuse() -> None:
    data = {"openapi": "3.0.3", "paths": {"/a": {"get": {"responses": {200: {}, "200": {}}}}}}
    out = quote_status_codes(data, MAX_DEPTH)
    assert 200 in out["paths"]["/a"]["get"]["responses"]


def test_a_field_error_names_the_file_and_the_path_once(tmp_path: Path) -> None:
    spec = tmp_path / "bad.yaml"
    spec.write_text(
        'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {"/a": {get: {parameters: 5}}}\n'
    )
    with pytest.raises(FormatError) as caught:
        load(str(spec))
    assert str(caught.value) == f"{spec}: paths//a/get/parameters: must be a list of parameters"
