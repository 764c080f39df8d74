"""OpenAPI 3.x documents as a deck source (tooldeck.formats.openapi, trial45 #4): one tool
per operation, every derived value a printed note, bad specs one error naming the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
import yaml
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.errors import FormatError
from tooldeck.formats import load
from tooldeck.formats.openapi import META_KEY
from tooldeck.jsonvalue import thaw

runner = CliRunner()
PETSTORE = Path(__file__).parent.parent / "data" / "openapi" / "petstore-expanded.yaml"

SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Shop", "version": "1", "description": "Back office."},
    "servers": [{"url": "https://shop.example/api"}],
    "tags": [{"name": "orders", "description": "Order keywords"}],
    "paths": {
        "/orders/{order_id}": {
            "parameters": [
                {"name": "order_id", "in": "path", "required": True, "schema": {"type": "string"}}
            ],
            "get": {
                "operationId": "getOrder",
                "summary": "Order details.",
                "description": "Returns items and status.",
                "tags": ["orders"],
                "parameters": [
                    {"$ref": "#/components/parameters/Trace"},
                    {"name": "session", "in": "cookie", "schema": {"type": "string"}},
                    {
                        "name": "fields",
                        "in": "query",
                        "description": "Fields to return",
                        "schema": {"type": "string", "nullable": True, "example": "id,status"},
                    },
                ],
            },
            "patch": {
                "tags": ["orders"],
                "summary": "Edit an order.",
                "requestBody": {
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/Edit"}}
                    }
                },
            },
            "put": {
                "operationId": "replaceOrder",
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["order_id"],
                                "properties": {"order_id": {"type": "string"}},
                            }
                        }
                    },
                },
            },
        },
        "/categories": {
            "post": {
                "operationId": "createCategory",
                "requestBody": {"$ref": "#/components/requestBodies/Category"},
            }
        },
    },
    "components": {
        "parameters": {
            "Trace": {
                "name": "X-Trace-Id",
                "in": "header",
                "required": True,
                "schema": {"type": "string"},
            }
        },
        "schemas": {
            "Edit": {
                "type": "object",
                "required": ["note"],
                "properties": {
                    "note": {"type": "string", "description": "Free text"},
                    "qty": {"type": "integer", "minimum": 0, "exclusiveMinimum": True},
                },
            },
            "Category": {
                "type": "object",
                "required": ["name"],
                "properties": {
                    "name": {"type": "string"},
                    "children": {
                        "type": "array",
                        "items": {"$ref": "#/components/schemas/Category"},
                    },
                },
            },
        },
        "requestBodies": {
            "Category": {
                "required": True,
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/Category"}}
                },
            }
        },
    },
}


def _notes(result: Any) -> str:
    return "\n".join(str(w) for w in result.warnings)


def test_each_operation_is_a_tool_with_parameters_and_body() -> None:
    result = load(SPEC)
    assert result.format == "openapi"
    deck = result.deck
    assert deck.names == ("getOrder", "patch_orders_order_id", "replaceOrder", "createCategory")
    assert deck.name == "Shop" and deck.description == "Back office."
    get = deck["getOrder"]
    assert get.description == "Order details.\n\nReturns items and status."
    schema = get.input_schema
    # path-item parameter, $ref'd header parameter, query parameter; the cookie is dropped
    assert list(schema["properties"]) == ["order_id", "X-Trace-Id", "fields"]
    assert list(schema["required"]) == ["order_id", "X-Trace-Id"]
    # OpenAPI 3.0 nullable/example rewritten as JSON Schema, the parameter's description kept
    assert dict(schema["properties"]["fields"]) == {
        "type": ["string", "null"],
        "examples": ["id,status"],
        "description": "Fields to return",
    }
    assert get.annotations.read_only_hint is True
    assert get.group == "orders" and deck.groups[0].description == "Order keywords"
    meta = get.meta[META_KEY]
    assert meta["method"] == "GET" and meta["path"] == "/orders/{order_id}"
    assert dict(meta["in"]) == {"order_id": "path", "X-Trace-Id": "header", "fields": "query"}
    notes = _notes(result)
    assert "cookie parameter 'session' dropped" in notes
    assert "'nullable: true'" in notes and "'example'" in notes
    assert "servers: server URLs are not part of a tool definition" in notes


def test_optional_body_recursive_ref_and_name_clash_are_noted() -> None:
    result = load(SPEC)
    notes = _notes(result)
    patch = result.deck["patch_orders_order_id"]
    # the name from method + path, said so
    assert "no operationId: the tool is named from the method and path (PATCH" in notes
    # the body is optional: its required 'note' is not required in the tool, said so
    assert list(patch.input_schema["required"]) == ["order_id"]
    assert "the request body is optional, so its required properties (note)" in notes
    # boolean exclusiveMinimum of OpenAPI 3.0 in the number form
    assert dict(patch.input_schema["properties"]["qty"]) == {
        "type": "integer",
        "exclusiveMinimum": 0,
    }
    # a body property named like the path parameter: the body kept whole under 'body'
    put = result.deck["replaceOrder"]
    assert list(put.input_schema["properties"]) == ["order_id", "body"]
    assert list(put.input_schema["required"]) == ["order_id", "body"]
    assert "kept whole under 'body': its properties order_id have a parameter's name" in notes
    assert put.annotations.idempotent_hint is True and put.annotations.read_only_hint is False
    # a recursive schema stays a $defs reference (and validates recursively)
    create = result.deck["createCategory"]
    children = create.input_schema["properties"]["children"]
    assert children["items"] == {"$ref": "#/$defs/Category"}
    assert "children" in create.input_schema["$defs"]["Category"]["properties"]
    assert "recursive schema #/components/schemas/Category is kept as $defs/Category" in notes
    check = jsonschema_rs.validator_for(thaw(create.input_schema))
    assert not check.is_valid({"name": "a", "children": [{"name": "b", "children": [{"n": 1}]}]})
    assert check.is_valid({"name": "a", "children": [{"name": "b"}]})


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"swagger": "2.0", "openapi": None}, "Swagger 2.0 documents are not read"),
        ({"openapi": "2.1"}, "openapi: '2.1' is not an OpenAPI 3.x version"),
        ({"paths": ["/a"]}, "paths: must be an object of paths"),
        (
            {"paths": {"/a": {"get": {"parameters": [{"name": "x", "in": "body"}]}}}},
            "paths//a/get/parameters/0/in: 'body': must be path, query, header or cookie",
        ),
        (
            {"paths": {"/a": {"get": {"parameters": [{"$ref": "other.yaml#/P"}]}}}},
            "refers to another document",
        ),
        (
            {"paths": {"/a": {"get": {"parameters": [{"$ref": "#/components/parameters/No"}]}}}},
            "'#/components/parameters/No' points at nothing in the document",
        ),
        ({"paths": {"/a": {"get": {"operationId": 5}}}}, "get/operationId: must be a non-empty"),
    ],
)
def test_bad_specs_name_the_field(change: dict[str, Any], message: str) -> None:
    spec = {**SPEC, **change}
    spec = {k: v for k, v in spec.items() if v is not None}
    with pytest.raises(FormatError, match=None) as caught:
        load(spec)
    assert message in str(caught.value)


def test_a_spec_with_a_servers_list_is_not_read_as_a_vs_code_config(tmp_path: Path) -> None:
    """trial45 #4: ``servers:`` (a list of URLs) was read as a VS Code MCP config."""
    path = tmp_path / "openapi.yaml"
    path.write_text(yaml.safe_dump(SPEC, allow_unicode=True), encoding="utf-8")
    result = load(str(path))
    assert result.format == "openapi" and len(result.deck) == 4


def test_webhooks_are_noted_not_read() -> None:
    spec = {**SPEC, "openapi": "3.1.0", "webhooks": {"newOrder": {"post": {}}}}
    result = load(spec)
    assert len(result.deck) == 4
    assert "webhooks (requests the API sends" in _notes(result)


def test_public_petstore_document() -> None:
    """The OpenAPI Initiative's own example (Apache-2.0, tests/data/openapi)."""
    result = load(str(PETSTORE))
    deck = result.deck
    assert deck.names == ("findPets", "addPet", "find pet by id", "deletePet")
    add = deck["addPet"]
    # the body's $ref to NewPet resolved and its properties merged (body required)
    assert dict(add.input_schema["properties"]["name"]) == {"type": "string"}
    assert list(add.input_schema["required"]) == ["name"]
    find = deck["findPets"]
    assert find.input_schema["properties"]["limit"]["format"] == "int32"
    assert list(find.input_schema["required"]) == []
    delete = deck["deletePet"]
    assert delete.annotations.destructive_hint is True
    assert "responses: operation responses are not read" in _notes(result)


def test_cli_show_lint_cost_convert(tmp_path: Path) -> None:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(SPEC), encoding="utf-8")
    shown = runner.invoke(app, ["show", str(path)])
    assert shown.exit_code == 0, shown.output
    assert "4 tools (openapi)" in shown.stdout
    assert "cookie parameter 'session' dropped" in shown.stderr
    linted = runner.invoke(app, ["lint", str(path)])
    assert linted.exit_code in (0, 1), linted.output
    cost = runner.invoke(app, ["cost", str(path)])
    assert cost.exit_code == 0, cost.output
    converted = runner.invoke(app, ["convert", str(PETSTORE), "--to", "mcp"])
    assert converted.exit_code == 0, converted.output
    tools = json.loads(converted.stdout)["tools"]
    assert tools[1]["inputSchema"]["required"] == ["name"]
    assert tools[1]["_meta"][META_KEY] == {
        "method": "POST",
        "path": "/pets",
        "in": {"name": "body", "tag": "body"},
    }
    bad = tmp_path / "swagger.yaml"
    bad.write_text("swagger: '2.0'\ninfo: {title: x, version: '1'}\npaths: {}\n")
    refused = runner.invoke(app, ["show", str(bad)])
    assert refused.exit_code == 2
    assert "Swagger 2.0 documents are not read" in refused.output
    assert "Traceback" not in refused.output
