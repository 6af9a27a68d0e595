"""The static export carries the Table with its engine: a situation's link rules in the browser as
the server rules, and a scenario re-run link never shows the run as written as if it were its own."""

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlencode

import pytest
from offline_table import pyodide_or_skip
from readiness import goto

from rulesdb.web.export_static import export

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is not installed"),
]
CORRODER_RULED = {
    "runner": {"credits": 3, "rig": ["Corroder"]},
    "corp": {"servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}],
                                      "root": ["Hostile Takeover"]}}},
    "actions": [{"runner": "run Server 1"}],
    "decisions": {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"},
}
RULED_HERE = "() => document.documentElement.dataset.offlineTable === 'ruled'"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def static_site(built_data, tmp_path_factory):
    """A small export (the scenarios; every export has the Table), served over HTTP."""
    pyodide_or_skip()
    folder = tmp_path_factory.mktemp("static-table") / "site"
    export(built_data, folder, parts=("scenarios",))
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


def test_the_exports_table_link_gives_the_servers_ruling(page, static_site, client):
    online = client.post("/api/table", json=CORRODER_RULED).get_json()
    goto(page, static_site + "table/index.html?" + online["share_url"].split("?", 1)[1])
    page.wait_for_function(RULED_HERE)
    assert page.inner_text(".offline-answer .verdict") == " ".join(online["verdict"])


def test_a_rerun_link_in_the_export_says_it_cannot_and_the_table_gives_the_servers_verdict(page, static_site,
                                                                                          client):
    scenario, changed = "femme-fatale-vs-tollbooth", {"decision.bypass with Femme Fatale": "no"}
    as_written = client.get(f"/scenarios/{scenario}?format=json").get_json()["verdict"]["sentences"]
    rerun = client.get(f"/scenarios/{scenario}?" + urlencode({**changed, "format": "json"})).get_json()
    assert rerun["verdict"]["sentences"] != as_written  # the variant the export once showed wrongly

    goto(page, static_site + f"scenarios/{scenario}/index.html?" + urlencode(changed))
    page.wait_for_selector("a[data-rerun-table]")
    shown = page.inner_text("main")
    assert "cannot re-run the scenario with other decisions" in shown
    assert not any(sentence in shown for sentence in as_written)
    page.click("a[data-rerun-table]")
    page.wait_for_function(RULED_HERE)
    assert page.inner_text(".offline-answer .verdict") == " ".join(rerun["verdict"]["sentences"])
