"""Hostile or odd input: control characters in paths, off-site redirects, huge and deeply nested
bodies are refused with a 4xx before any view runs; every response carries the security headers."""

import io
import json
import socket
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest
from werkzeug.test import EnvironBuilder, run_wsgi_app

from rulesdb.arguments import MAX_DECISIONS
from rulesdb.web.limits import CSP, MAX_BODY, json_depth


class HugeBody(io.RawIOBase):
    """A 100 MB request body that is produced only as far as the server reads it."""

    def __init__(self, size: int):
        self.size, self.read_so_far = size, 0

    def readable(self):
        return True

    def seekable(self):
        return True

    def seek(self, offset, whence=io.SEEK_SET):
        self.position = {io.SEEK_SET: 0, io.SEEK_CUR: self.read_so_far, io.SEEK_END: self.size}[whence] + offset
        return self.position

    def tell(self):
        return self.read_so_far

    def readinto(self, buffer):
        n = min(len(buffer), self.size - self.read_so_far)
        buffer[:n] = b"[" * n
        self.read_so_far += n
        return n


@pytest.mark.parametrize("path", ["/%09/evil.example/", "/%0d%0aSet-Cookie:%20x=1/", "/Bypass%0a",
                                  "/api/node/%00", "/nisei-cr-1.6/%7f", "/search%09"])
def test_control_characters_in_a_path_are_a_404_never_a_redirect(client, path):
    response = client.get(path)
    assert response.status_code == 404 and "Location" not in response.headers
    assert "Set-Cookie" not in response.headers


def test_tab_redirect_cannot_leave_the_site(client):
    response = client.get("/%09/evil.example/")
    assert response.status_code == 404 and response.headers.get("Location") is None


def test_backslash_paths_never_redirect_off_site(client):
    response = client.get("/%5Cevil.example")
    location = response.headers.get("Location", "")
    assert not location.startswith(("//", "/\\")) and "evil.example" not in location


def test_a_typed_name_still_redirects_to_its_own_page(client):
    response = client.get("/Bypass")
    location = response.headers["Location"]
    assert response.status_code == 302 and location.startswith("/") and not location.startswith("//")
    assert client.get(location).status_code == 200


def test_a_100_mb_body_is_refused_with_413_without_being_read(app):
    body = HugeBody(100 << 20)
    environ = EnvironBuilder("/api/scenarios/femme-fatale-vs-tollbooth/run", method="POST",
                             content_type="application/json").get_environ()
    environ.update({"CONTENT_LENGTH": str(100 << 20), "wsgi.input": body})
    chunks, status, _ = run_wsgi_app(app, environ)
    assert status.startswith("413 ") and b'"status":413' in b"".join(chunks)
    assert body.read_so_far <= MAX_BODY


def served(base: str, head: str, body: bytes = b"") -> tuple[int, dict, bytes]:
    """One raw HTTP/1.1 request to the live server; the status, headers and body of its answer."""
    address = urlsplit(base)
    with socket.create_connection((address.hostname, address.port), timeout=30) as connection:
        answer = b""
        try:  # a server refusing a body may close before it has all been sent
            connection.sendall(head.replace("\n", "\r\n").encode() + b"\r\n" + body)
            while chunk := connection.recv(1 << 16):
                answer += chunk
        except (BrokenPipeError, ConnectionResetError):
            pass
    top, _, content = answer.partition(b"\r\n\r\n")
    status_line, *lines = top.decode("latin-1").split("\r\n")
    return int(status_line.split()[1]), dict(line.split(": ", 1) for line in lines), content


RUN = "/api/scenarios/femme-fatale-vs-tollbooth/run"


def test_rulesdb_serve_answers_a_100_mb_api_body_with_its_own_json_413_naming_the_limit(live_server):
    started = time.perf_counter()
    status, headers, body = served(live_server, f"POST {RUN} HTTP/1.1\nHost: x\nContent-Type: application/json\n"
                                                f"Content-Length: {100 << 20}\n")
    took = time.perf_counter() - started
    assert status == 413 and headers["Content-Type"] == "application/json" and headers["Connection"] == "close"
    assert json.loads(body) == {"ok": False, "status": 413,
                                "error": f"body: {100 << 20:,} bytes; at most {MAX_BODY:,} bytes"}
    assert took < 10, "the body is refused from its declared size, never read"


def test_rulesdb_serve_answers_an_oversized_page_body_with_the_error_page(live_server):
    status, headers, body = served(live_server, f"POST /search HTTP/1.1\nHost: x\nContent-Length: {MAX_BODY + 1}\n")
    assert status == 413 and headers["Content-Type"].startswith("text/html")
    assert f"at most {MAX_BODY:,} bytes" in body.decode() and "<html" in body.decode()


def test_rulesdb_serve_refuses_a_chunked_body_once_it_passes_the_limit(live_server):
    chunk = f"{MAX_BODY + 1:x}\r\n".encode() + b"[" * (MAX_BODY + 1)
    status, headers, body = served(live_server, f"POST {RUN} HTTP/1.1\nHost: x\nContent-Type: application/json\n"
                                                "Transfer-Encoding: chunked\n", chunk)
    assert status == 413 and json.loads(body)["error"].endswith(f"at most {MAX_BODY:,} bytes")


def test_a_client_that_sends_all_of_an_oversized_body_before_reading_still_gets_the_413(live_server):
    """Most clients (Python's, browsers' form posts) send the whole body first: the server reads and
    drops it after answering, so they read the 413 instead of a reset connection."""
    request = urllib.request.Request(live_server + RUN, data=b"[" * (16 << 20), method="POST",
                                     headers={"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=60)
    with refused.value as answer:
        assert answer.code == 413 and json.loads(answer.read())["error"] == \
            f"body: {16 << 20:,} bytes; at most {MAX_BODY:,} bytes"


def test_rulesdb_serve_runs_a_body_of_exactly_the_limit(live_server):
    padding = MAX_BODY - len(json.dumps({"seed": 1, "pad": ""}))
    body = json.dumps({"seed": 1, "pad": "x" * padding}).encode()
    assert len(body) == MAX_BODY
    status, _, answer = served(live_server, f"POST {RUN} HTTP/1.1\nHost: x\nContent-Type: application/json\n"
                                            f"Content-Length: {MAX_BODY}\nConnection: close\n", body)
    assert status == 200 and json.loads(answer)["scenario"] == "femme-fatale-vs-tollbooth"


def test_deeply_nested_json_is_a_400_naming_the_depth(client):
    deep = "[" * 100_000 + "]" * 100_000
    response = client.post("/api/scenarios/femme-fatale-vs-tollbooth/run", data=deep,
                           content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["error"] == "body: JSON nested 100000 levels deep; at most 32"


def test_json_depth_ignores_brackets_inside_strings():
    assert json_depth(b'{"a": ["[[[[", {"b": "\\"]]]"}]}') == 3


def test_security_headers_on_pages_api_errors_and_assets(client):
    for url in ("/", "/api/documents", "/nisei-cr-1.6/99.99", "/api/search?q=", "/api/openapi.json"):
        response = client.get(url)
        assert response.headers["Content-Security-Policy"] == CSP, url
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "same-origin"
    for directive in ("script-src 'self'", "style-src 'self'", "frame-ancestors 'none'", "worker-src 'self'",
                      "manifest-src 'self'"):
        assert directive in CSP
    assert "unsafe-inline" not in CSP and "unsafe-eval" not in CSP


def test_each_request_is_logged_with_method_path_and_status(client, caplog):
    with caplog.at_level("INFO", logger="rulesdb.access"):
        client.get("/api/search?q=bypass")
    lines = [r.getMessage() for r in caplog.records if r.name == "rulesdb.access"]
    assert len(lines) == 1 and '"GET /api/search?q=bypass" 200 ' in lines[0]


def test_a_counterfactual_answer_nested_past_the_json_limit_is_a_400_naming_the_decision(client):
    answer = "[" * 5000 + "]" * 5000
    for response in (client.get(f"/scenarios/femme-fatale-vs-tollbooth?decision.jack out at HQ={answer}"),
                     client.post("/scenarios/femme-fatale-vs-tollbooth", data={"decision.jack out at HQ": answer})):
        assert response.status_code == 400 and response.mimetype == "text/html"
        assert "decision.jack out at HQ: JSON nested 5000 levels deep; at most 32" in response.get_data(as_text=True)


def test_more_decisions_than_any_scenario_asks_are_a_400_from_the_api_and_the_form(client):
    decisions = {f"decision {n}": "yes" for n in range(MAX_DECISIONS + 1)}
    too_many = f"decisions: at most {MAX_DECISIONS}, got {MAX_DECISIONS + 1}"
    response = client.post(RUN, json={"decisions": decisions})
    assert response.status_code == 400 and response.get_json()["error"] == too_many
    form = client.post("/scenarios/femme-fatale-vs-tollbooth", data={f"decision.{k}": v for k, v in decisions.items()})
    assert form.status_code == 400 and too_many in form.get_data(as_text=True)


def test_a_json_body_sent_as_another_content_type_is_a_400_naming_the_type(client):
    response = client.post(RUN, data='{"seed": 1}', content_type="text/plain")
    assert response.status_code == 400
    assert response.get_json()["error"] == "body: send it as Content-Type: application/json, not 'text/plain'"
