"""`/table`: the board typed into a form, the engine's questions answered by following links, and
the ruling; every step is a link; a refused board comes back as the form with the values typed."""

import re
from html import unescape

FORM = {"f": "1", "runner.credits": "3", "runner.rig": "Corroder", "corp.credits": "5",
        "corp.servers.Server 1.ice": "Ice Wall\nEnigma (unrezzed)", "actions": "run Server 1"}
CHOICE = {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"}


def follow(client, url):
    response = client.get(url)
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    return response.get_data(as_text=True)


def option_links(html: str) -> dict[str, str]:
    return {unescape(m[1]): unescape(m[0]) for m in re.findall(r'<a class="option" href="([^"]+)">([^<]+)</a>', html)}


def test_the_form_leads_through_the_questions_to_the_ruling(client):
    response = client.get("/table", query_string=FORM)
    assert response.status_code == 303
    url, taps = response.headers["Location"], 0
    while '<section class="ruling">' not in (html := follow(client, url)):
        asked = unescape(re.search(r"<h2>\w+ decides: ([^<]+)</h2>", html)[1])
        url, taps = option_links(html)[CHOICE[asked]], taps + 1
    assert taps == 3
    assert "The run on Server 1 ends unsuccessfully: Enigma&#39;s subroutine ends it." in html
    assert f'<a class="share" href="{url}" data-copy="{url}">' in html.replace("&amp;", "&")
    assert ">Ice Wall\nEnigma (unrezzed)</textarea>" in html  # the board stays on the form


def test_a_refused_board_is_the_form_with_the_problem_and_what_was_typed(client):
    response = client.get("/table", query_string=dict(FORM, **{"runner.rig": "Corrodr"}))
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "<code>runner.rig[0]</code>: unknown card &#39;Corrodr&#39; (did you mean Corroder?)" in html
    assert ">Corrodr</textarea>" in html


def test_the_empty_table_points_its_script_at_the_card_names(client):
    html = follow(client, "/table")
    url = re.search(r'data-cards-url="([^"]+)"', html)[1]
    assert any(row[0] == "Corroder" for row in client.get(unescape(url)).get_json()["cards"])


def test_a_shared_link_holding_no_board_is_a_400_never_a_5xx(client):
    import base64

    for junk in (b"[1, 2]", b'"text"', b'{"runner": [1], "corp": "x", "actions": {"a": 1}}'):
        s = base64.urlsafe_b64encode(junk).decode().rstrip("=")
        assert client.get(f"/table?s={s}").status_code == 400


def test_a_scenario_page_opens_on_the_table_with_the_same_verdict(client):
    data = client.get("/scenarios/femme-fatale-vs-tollbooth?format=json").get_json()
    assert data["table"].startswith("/table?s=")
    html = follow(client, data["table"])
    assert '<section class="ruling">' in html
    assert unescape(" ".join(data["verdict"]["sentences"])) in unescape(html)
    assert f'href="{data["table"]}"' in follow(client, "/scenarios/femme-fatale-vs-tollbooth").replace("&amp;", "&")
