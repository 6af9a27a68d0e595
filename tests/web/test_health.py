"""`GET /healthz`, as a host's monitor sees it: the build served, its documents and age, JSON only,
cheap (no graph, no index opened), following a rebuild, and 503 once the build's files are gone."""

import os
import re
import shutil
import socket
import subprocess
import sys
import time

import pytest
from deploy_files import DEPLOY, command_words, read_containerfile

from rulesdb import __version__
from rulesdb.build import store
from rulesdb.service import RulesDB
from rulesdb.web import create_app


@pytest.fixture
def own_data(built_data, tmp_path):
    """A data folder of this test's own: the session's build, hard-linked (cheap, and ours to damage)."""
    data = tmp_path / "data"
    name = store.current_name(built_data)
    shutil.copytree(built_data / "builds" / name, data / "builds" / name, copy_function=os.link)
    (data / "CURRENT").write_text(name + "\n")
    return data


def cold_app(data):
    """The app as `rulesdb serve` makes it, except that nothing is opened before it is asked for."""
    return create_app({"RULESDB_DATA": str(data), "WARM": False, "BUILD_CHECK_SECONDS": 0, "TESTING": True})


def test_healthz_names_the_build_its_documents_its_age_and_the_rulesdb_serving_it(client, db):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.mimetype == "application/json"
    health = response.get_json()
    sealed = (db.folder / store.FILES).stat().st_mtime
    assert health == {"ok": True, "build": db.folder.name, "documents": len(db.documents),
                      "build_age_seconds": health["build_age_seconds"], "rulesdb": __version__}
    assert abs(health["build_age_seconds"] - (time.time() - sealed)) <= 2
    assert response.headers["Cache-Control"] == "no-store" and "ETag" not in response.headers


def test_healthz_opens_neither_the_graph_nor_the_search_index(own_data):
    app = cold_app(own_data)
    assert app.test_client().get("/healthz").status_code == 200
    served = app.extensions["rulesdb"]
    assert isinstance(served, RulesDB)
    assert not {"graph", "index", "lookup_table"} & set(vars(served))


def test_healthz_follows_a_new_build_without_a_restart(own_data):
    app = cold_app(own_data)
    client = app.test_client()
    before = client.get("/healthz").get_json()["build"]
    newer = f"{store.key_of(before)}-{time.time_ns():x}"
    shutil.copytree(own_data / "builds" / before, own_data / "builds" / newer, copy_function=os.link)
    (own_data / "CURRENT").write_text(newer + "\n")
    assert client.get("/healthz").get_json()["build"] == newer


def test_healthz_answers_503_as_json_when_the_build_served_is_gone_from_the_disk(own_data):
    app = cold_app(own_data)
    client = app.test_client()
    name = client.get("/healthz").get_json()["build"]
    shutil.rmtree(own_data / "builds" / name)
    response = client.get("/healthz")
    assert response.status_code == 503 and response.mimetype == "application/json"
    health = response.get_json()
    assert health["ok"] is False and health["status"] == 503
    assert name in health["error"] and "rulesdb build" in health["error"]


def test_healthz_is_json_even_when_html_is_asked_for(client):
    response = client.get("/healthz", headers={"Accept": "text/html"})
    assert response.mimetype == "application/json" and b"<html" not in response.data


def container_probe(base: str) -> subprocess.CompletedProcess:
    """The Containerfile's HEALTHCHECK command, run here against `base` instead of the container's port."""
    (check,) = [rest for kind, rest in read_containerfile(DEPLOY / "Containerfile") if kind == "HEALTHCHECK"]
    words = command_words(check.partition(" CMD ")[2].strip())
    script = re.sub(r"http://127\.0\.0\.1:\d+", base, words[-1])
    return subprocess.run([sys.executable, *words[1:-1], script], capture_output=True, timeout=60)


def test_the_container_healthcheck_passes_on_a_serving_server_and_fails_on_a_silent_port(server):
    assert container_probe(server).returncode == 0
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))  # a port nothing listens on
        silent = f"http://127.0.0.1:{probe.getsockname()[1]}"
    assert container_probe(silent).returncode != 0
