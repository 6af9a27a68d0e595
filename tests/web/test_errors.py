"""One handler for every failure: 404 with suggestions, 400 for bad input, 500 without a
traceback; and no script from a query ever rendered as markup."""

import pytest

XSS = "<script>alert(1)</script>"


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_unknown_address_is_a_404_page_with_did_you_mean_links(client):
    response = client.get("/nisei-cr-1.6/1.10.3x")
    html = text_of(response)
    assert (response.status_code, response.mimetype) == (404, "text/html")
    assert "<h2>Did you mean</h2>" in html
    assert '<a href="/nisei-cr-1.6/1.10.3c">nisei-cr-1.6/1.10.3c</a>' in html


def test_an_error_page_has_a_json_twin_with_the_envelope(client):
    response = client.get("/nisei-cr-1.6/1.10.3x?format=json")
    data = response.get_json()
    assert (response.status_code, data["ok"], data["status"]) == (404, False, 404)
    assert data["error"].startswith("unknown address 'nisei-cr-1.6/1.10.3x'")


def test_bad_parameter_is_a_400_page_naming_it(client):
    response = client.get("/search?q=bypass&limit=lots")
    assert response.status_code == 400
    assert "limit: expected a whole number, got &#39;lots&#39;" in text_of(response)


def test_an_overlong_query_is_a_400(client):
    response = client.get("/search?q=" + "a" * 501)
    assert (response.status_code, "q: at most 500 characters" in text_of(response)) == (400, True)


def test_unexpected_failure_is_a_500_page_without_a_traceback(client, app, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("secret internals /etc/passwd")

    monkeypatch.setattr(app.extensions["rulesdb"], "compare", broken)
    html_response = client.get("/compare?topic=never-cached-500")
    json_response = client.get("/api/compare?topic=never-cached-500")
    html = text_of(html_response)
    assert html_response.status_code == 500
    assert "Something went wrong" in html
    assert "secret" not in html and "Traceback" not in html and "RuntimeError" not in html
    assert json_response.get_json() == {
        "ok": False,
        "error": "internal error: the server could not answer this request",
        "status": 500,
    }


def test_a_failure_is_not_cached(client, app, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("transient")

    with monkeypatch.context() as patch:
        patch.setattr(app.extensions["rulesdb"], "compare", broken)
        assert client.get("/compare?topic=Trace").status_code == 500
    assert client.get("/compare?topic=Trace").status_code == 200


@pytest.mark.parametrize(
    "url",
    [
        f"/search?q={XSS}",
        f"/search?q=bypass%20{XSS}&doc=",
        f"/compare?topic={XSS}",
        f"/{XSS}",
        f"/nisei-cr-1.6/{XSS}",
        f"/diff?from={XSS}&to=nisei-cr-1.4",
        f"/history/{XSS}",
    ],
)
def test_script_in_a_query_is_never_rendered_as_markup(client, url):
    html = text_of(client.get(url))
    assert "<script>alert" not in html
    assert "alert(1)" not in html or "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_script_in_a_query_echoed_in_the_search_box_is_escaped(client):
    html = text_of(client.get(f"/search?q={XSS}"))
    assert 'value="&lt;script&gt;alert(1)&lt;/script&gt;"' in html


def test_snippets_keep_only_highlight_markup(client):
    page = text_of(client.get("/search?q=bypass&kind=example"))
    html = page[page.index("<main>") : page.index("</main>")]
    snippet_tags = {tag for tag in ("<b>", "<script", "<img", "onerror") if tag in html}
    assert snippet_tags == {"<b>"}


def test_a_page_asked_for_an_unknown_format_is_a_400_naming_the_parameter(client):
    page = client.get("/scenarios?format=xml")
    twin = client.get("/api/documents?format=yaml")
    assert (page.status_code, page.mimetype) == (400, "text/html")
    assert "format: &#39;xml&#39; is not one of html, json" in page.get_data(as_text=True)
    assert twin.get_json()["error"] == "format: 'yaml' is not one of html, json"
    assert client.get("/scenarios?format=html").status_code == 200


@pytest.mark.parametrize(("url", "status", "message"), [
    ("/diff?from=nisei-cr-7&to=nisei-cr-1.3", 404, "from: no document 'nisei-cr-7' (did you mean: nisei-cr-1.6, "
     "nisei-cr-1.4, nisei-cr-1.3?)"),
    ("/diff?from=nisei-cr-1.3&to=nisei-cr-7", 404, "to: no document 'nisei-cr-7' (did you mean: nisei-cr-1.6, "
     "nisei-cr-1.4, nisei-cr-1.3?)"),
    ("/diff?from=nisei-cr-1.3&to=ffg-rr-1.0", 400,
     "to: cannot compare nisei-cr-1.3 (family nisei-cr) with ffg-rr-1.0 (family ffg-rr): a diff needs two versions "
     "of one family; compare one topic across families instead (`rulesdb compare TOPIC`, /compare?topic=TOPIC)"),
    ("/nisei-cr-1.6/" + "x" * 600, 400, "address: at most 500 characters, got 613"),
    ("/history/" + "x" * 600, 400, "address: at most 500 characters, got 600"),
])
def test_a_page_error_names_the_parameter_or_address_at_fault(client, url, status, message):
    response = client.get(url)
    assert response.status_code == status and response.mimetype == "text/html"
    assert client.get(url + ("&" if "?" in url else "?") + "format=json").get_json()["error"] == message
