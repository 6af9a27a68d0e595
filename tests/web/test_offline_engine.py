"""What "Save for offline" offers (parts with sizes) and the offline Table's files, as the server serves them."""

import gzip

import pytest

from rulesdb.table import wheel
from rulesdb.web import pyodide_dist
from rulesdb.web.limits import CSP

PARTS = ["rules", "cards", "scenarios", "engine"]


@pytest.fixture(scope="module")
def saved(app):
    return app.test_client().get("/offline/pages.json").get_json()


def test_save_for_offline_offers_four_parts_each_with_its_urls_and_size(saved):
    groups = saved["groups"]
    assert [g["name"] for g in groups] == PARTS
    pages = [g for g in groups if g["name"] != "engine"]
    assert all(g["urls"] and g["bytes"] > 1000 * len(g["urls"]) and g["estimated"] for g in pages)
    assert "/scenarios" in groups[0]["urls"] and all(u.startswith("/scenarios/") for u in groups[2]["urls"])
    assert all(u.startswith("/cards/") for u in groups[1]["urls"])
    assert saved["urls"] == list(dict.fromkeys(u for g in groups for u in g["urls"]))


def test_the_engine_part_is_measured_exactly_from_what_the_table_loads(app, saved):
    engine = saved["groups"][-1]
    if not pyodide_dist.present():
        assert engine["urls"] == [] and not engine["available"]
        return
    client = app.test_client()
    manifest = client.get("/table/engine.json").get_json()
    assert not engine["estimated"] and "/table" in engine["urls"] and manifest["wheel"]["url"] in engine["urls"]
    on_the_wire = 0
    for url in engine["urls"]:
        response = client.get(url, headers={"Accept-Encoding": "gzip"})
        assert response.status_code == 200, url
        on_the_wire += len(response.get_data())
    assert on_the_wire == engine["bytes"]


def test_the_wheel_served_is_the_one_built_from_the_running_code(app):
    client = app.test_client()
    url = client.get("/table/engine.json").get_json()["wheel"]["url"]
    assert client.get(url).get_data() == wheel.build()
    assert client.get(url.replace(url.split("/")[-2], "0000000000")).status_code == 404


def test_only_pyodides_own_files_are_served_and_packed_the_browser_unpacks_them(app):
    client = app.test_client()
    assert client.get(f"/table/engine/pyodide-{pyodide_dist.VERSION}/../sw.js").status_code == 404
    assert client.get(f"/table/engine/pyodide-{pyodide_dist.VERSION}/package.json").status_code == 404
    if pyodide_dist.present():
        packed = client.get(f"/table/engine/pyodide-{pyodide_dist.VERSION}/pyodide.js",
                            headers={"Accept-Encoding": "gzip"})
        assert packed.headers["Content-Encoding"] == "gzip"
        assert gzip.decompress(packed.get_data()) == (pyodide_dist.folder() / "pyodide.js").read_bytes()


def test_saved_citations_name_each_address_as_the_api_does(app):
    client = app.test_client()
    saved = client.get("/table/engine/saved.json").get_json()
    question = client.post("/api/table", json={
        "runner": {"credits": 3, "rig": ["Corroder"]},
        "corp": {"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
        "actions": [{"runner": "run Server 1"}]}).get_json()["question"]
    assert question["rule"] in saved["citations"].values()


def test_only_the_table_page_may_compile_webassembly(client):
    table = client.get("/table").headers["Content-Security-Policy"]
    assert table == CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")
    assert "unsafe-eval'" not in table.replace("'wasm-unsafe-eval'", "")
    assert client.get("/").headers["Content-Security-Policy"] == CSP
