"""Web app fixtures: one app per session over the session's build of the embedded sources.

The build itself comes from the root conftest (`built_data`): `rulesdb.build.build` into a
temporary data folder, once per session. `create_app` opens it the way the server does.
"""

import os
import socket
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

from rulesdb.web import create_app

#: Debian's Chromium, driven by Playwright in the browser tests (it never downloads a browser).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def app(built_data):
    return create_app({"RULESDB_DATA": str(built_data), "TESTING": True})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def get_json(client):
    """GET a URL that must answer 200 with JSON; returns the decoded body."""

    def get(url: str):
        response = client.get(url)
        assert response.status_code == 200, (
            url,
            response.status_code,
            response.get_data(as_text=True)[:300],
        )
        assert response.mimetype == "application/json"
        return response.get_json()

    return get


#: The test server's page cache holds every page of the site: "Save for offline" fetches all ~4,800 pages,
#: more than the default cache keeps, so each later save of the run would render them all again (about 40 s
#: of a loaded CI machine per save). The pages served are the same bytes either way.
EVERY_PAGE_CACHED = {"PAGE_CACHE_SIZE": 1 << 14, "PAGE_CACHE_BYTES": 1 << 30}


@pytest.fixture(scope="session")
def server(built_data):
    """The app served by waitress on a free localhost port, in a thread; yields its base URL."""
    from rulesdb.web.serve import server as waitress_server

    app = create_app({"RULESDB_DATA": str(built_data), **EVERY_PAGE_CACHED})
    srv = waitress_server(app, host="127.0.0.1", port=0, threads=4)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.effective_port}"
    # Requests still being answered (a worker saving every page for offline) finish before the
    # server's sockets close: closing first makes their threads write to a closed trigger.
    srv.task_dispatcher.shutdown(timeout=30)
    # The loop closes its own connections and sockets (a thunk run on its thread), then ends with
    # nothing to watch: closed from this thread, a socket could close while the loop is in select()
    # (EBADF in its thread). `handle_close` is each one's own close (a connection's buffers with it).
    def close_all():
        for channel in list(srv._map.values()):
            channel.handle_close()

    srv.trigger.pull_trigger(close_all)
    thread.join(timeout=5)
    assert not thread.is_alive(), "the test server's loop did not end"


@pytest.fixture(scope="session")
def live_server(built_data):
    """`rulesdb serve` over the session's build, in its own process; yields its base URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    server = subprocess.Popen([sys.executable, "-m", "rulesdb", "--data", str(built_data), "serve", "--port",
                               str(port)], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    # The server's own word that it listens (printed once its socket is bound), not a guess at how long.
    said = server.stdout.readline()
    assert said.startswith("rulesdb: serving on "), f"rulesdb serve exited with {server.wait()}"
    base = f"http://127.0.0.1:{port}"
    with urllib.request.urlopen(base + "/healthz", timeout=60) as answer:
        assert answer.status == 200
    yield base
    server.terminate()
    server.wait(timeout=30)
    server.stdout.close()


#: Chromium's CPU slowed this many times on every page (`RULESDB_CPU_THROTTLE=6`), to find the races a
#: slow or loaded machine (CI) exposes; 1, the default, leaves it at full speed.
CPU_THROTTLE = float(os.environ.get("RULESDB_CPU_THROTTLE", "1"))
#: How long a page may stay silent before a wait fails, in ms. A wait ends as soon as the page says it
#: is done; this is only the ceiling, long enough for the offline engine (Pyodide compiles about 10 MB
#: of WebAssembly on the device) on a slow, loaded machine, longer still on a throttled CPU.
CEILING_MS = 180_000 * max(1.0, CPU_THROTTLE)


def slowed(page):
    """`page` with the tests' ceiling and, when asked (`CPU_THROTTLE`), DevTools' CPU throttling."""
    page.set_default_timeout(CEILING_MS)
    if CPU_THROTTLE > 1:
        page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": CPU_THROTTLE})
    return page


class Chromium:
    """The session's browser, or one of its contexts: every page it opens is `slowed` before a test
    has it (anything else is the browser's or the context's own)."""

    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def new_context(self, **options):
        return Chromium(self._real.new_context(**options))

    def new_page(self, **options):
        return slowed(self._real.new_page(**options))


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for every browser test; each test opens its own context."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        yield Chromium(chromium)
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    yield context.new_page()
    context.close()
