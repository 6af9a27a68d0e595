"""The OpenAPI document: well-formed, lists every route, each answering as documented."""

import re
from urllib.parse import urlencode

import pytest

METHODS = {"get", "post", "put", "patch", "delete"}


@pytest.fixture(scope="module")
def spec(app):
    return app.test_client().get("/api/openapi.json").get_json()


def resolve(spec: dict, node: dict) -> dict:
    while "$ref" in node:
        _, *parts = node["$ref"].split("/")
        node = spec
        for part in parts:
            node = node[part]
    return node


def conforms(spec: dict, schema: dict, value, where: str = "$") -> list[str]:
    """Problems of `value` against an OpenAPI 3.0 schema (the subset the document uses)."""
    schema = resolve(spec, schema)
    if value is None:
        return [] if schema.get("nullable") or not schema else [f"{where}: null"]
    types = {
        "object": dict,
        "array": list,
        "string": str,
        "integer": int,
        "number": (int, float),
        "boolean": bool,
    }
    kind = schema.get("type")
    if kind and (
        not isinstance(value, types[kind])
        or (kind in ("integer", "number") and isinstance(value, bool))
    ):
        return [f"{where}: expected {kind}, got {type(value).__name__}"]
    if "enum" in schema and value not in schema["enum"]:
        return [f"{where}: {value!r} not in {schema['enum']}"]
    problems = []
    if kind == "object":
        problems += [f"{where}: missing {k}" for k in schema.get("required", []) if k not in value]
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                problems += conforms(spec, sub, value[key], f"{where}.{key}")
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):
            for key, item in value.items():
                if key not in schema.get("properties", {}):
                    problems += conforms(spec, extra, item, f"{where}.{key}")
    if kind == "array":
        for i, item in enumerate(value):
            problems += conforms(spec, schema["items"], item, f"{where}[{i}]")
    return problems


def operations(spec: dict):
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method in METHODS:
                yield path, method, op


def test_document_has_the_openapi_3_structure(spec):
    assert spec["openapi"].startswith("3.")
    assert {"title", "version"} <= set(spec["info"])
    for path, method, op in operations(spec):
        assert path.startswith("/"), path
        assert "200" in op["responses"] and op["summary"], (path, method)
        names = {p["name"] for p in op.get("parameters", []) if p["in"] == "path"}
        assert names == set(re.findall(r"{(\w+)}", path)), (path, method)
        for p in op.get("parameters", []):
            assert {"name", "in", "schema"} <= set(p) and p["in"] in ("path", "query"), (path, p)
            assert p["in"] != "path" or p["required"] is True
        for response in op["responses"].values():
            assert resolve(spec, response)["description"]


def test_document_passes_the_openapi_spec_validator(spec):
    validator = pytest.importorskip("openapi_spec_validator")
    validator.validate(spec)


def flask_path(rule: str) -> str:
    return re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule)


def test_every_route_the_app_serves_is_documented_with_its_methods(app, spec):
    served = {}
    for rule in app.url_map.iter_rules():
        if rule.endpoint != "static":
            served.setdefault(flask_path(rule.rule), set()).update(
                {m.lower() for m in rule.methods} & METHODS
            )
    documented = {path: {m for m in item if m in METHODS} for path, item in spec["paths"].items()}
    assert documented == served


def serialised(example):
    """A query example as the document's `style: form, explode: false` sends it: a list comma-joined."""
    return ",".join(example) if isinstance(example, list) else example


def example_url(path: str, op: dict, extra: dict | None = None) -> str:
    params = op.get("parameters", [])
    for p in params:
        if p["in"] == "path":
            path = path.replace("{" + p["name"] + "}", str(p["example"]))
    query = {p["name"]: serialised(p["example"]) for p in params if p["in"] == "query" and "example" in p}
    query.update(extra or {})
    return path + ("?" + urlencode(query) if query else "")


def documented_gets(spec):
    return [(path, op) for path, method, op in operations(spec) if method == "get"]


def test_every_documented_get_answers_200_with_its_documented_shape(app, spec):
    client = app.test_client()
    problems = {}
    for path, op in documented_gets(spec):
        content = op["responses"]["200"]["content"]
        is_page = "text/html" in content
        url = example_url(path, op)
        response = client.get(url)
        if response.status_code != 200:
            problems[url] = response.status_code
            continue
        if "application/json" not in content:  # a file: the worker, the manifest, an asset
            assert response.mimetype in content, url
            continue
        if is_page:
            assert response.mimetype == "text/html", url
            response = client.get(example_url(path, op, {"format": "json"}))
        assert response.mimetype == "application/json", url
        found = conforms(spec, content["application/json"]["schema"], response.get_json())
        if found:
            problems[url] = found[:3]
    assert problems == {}


def test_documented_error_responses_use_the_error_schema(app, spec):
    client = app.test_client()
    error_schema = spec["components"]["schemas"]["Error"]
    response = client.get("/api/node/nisei-cr-1.6/no-such-rule")
    assert "404" in spec["paths"]["/api/node/{address}"]["get"]["responses"]
    assert conforms(spec, error_schema, response.get_json()) == []


def test_documented_post_of_a_scenario_run_answers_as_documented(app, spec):
    op = spec["paths"]["/api/scenarios/{scenario_id}/run"]["post"]
    body = op["requestBody"]["content"]["application/json"]["example"]
    response = app.test_client().post(
        example_url("/api/scenarios/{scenario_id}/run", op), json=body
    )
    assert response.status_code == 200
    assert (
        conforms(
            spec,
            op["responses"]["200"]["content"]["application/json"]["schema"],
            response.get_json(),
        )
        == []
    )
