"""The search box as a judge uses it: a number or id opens the rule in one step, the same text in
several releases is one hit, a misspelling is answered with "did you mean", cards and scenarios
are listed beside the rules."""

import re

import pytest

#: The current Comprehensive Rules' releases in the embedded sources, newest first.
CURRENT_CR = ["nsg-cr-25.08", "nsg-cr-25.04", "nsg-cr-24.09", "nsg-cr-24.03", "nsg-cr-23.08", "nsg-cr-22.12"]


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_a_typed_rule_number_opens_the_latest_release_in_one_step(client):
    response = client.get("/search?q=rule+1.10.3+c")
    assert (response.status_code, response.headers["Location"]) == (302, "/nsg-cr-25.08/rule_spend_credits")


def test_a_typed_id_opens_its_node(client):
    response = client.get("/search?q=term/bypass")
    assert (response.status_code, response.headers["Location"]) == (302, "/ffg-rr-1.0/term/bypass")


def test_the_short_url_of_an_id_redirects_to_its_latest_release(client):
    response = client.get("/1.10.3c/example/3")
    assert (response.status_code, response.headers["Location"]) == (
        302,
        "/nisei-cr-1.6/1.10.3c/example/3",
    )


def test_asking_for_every_match_of_a_number_shows_the_search_page(client, get_json):
    assert client.get("/search?q=1.10.3c&all=1").status_code == 200
    exact = get_json("/search?q=1.10.3c&format=json")["exact"]
    assert exact[0]["address"] == "nsg-cr-25.08/rule_spend_credits"
    # the same words in every current release and in NISEI's 1.6 are one entry; 1.4 and 1.3 worded it otherwise
    assert [v["document"] for v in exact[0]["versions"]] == [*CURRENT_CR, "nisei-cr-1.6"]
    assert [e["address"] for e in exact[1:]] == ["nisei-cr-1.4/1.10.3c", "nisei-cr-1.3/1.10.3c"]


def test_a_word_is_searched_not_redirected(client):
    assert client.get("/search?q=Bypass").status_code == 200


def test_tollbooth_lists_its_example_once_with_every_release_that_prints_it(get_json):
    data = get_json("/search?q=tollbooth&format=json")
    listed = [e["address"] for e in data["exact"]] + [h["address"] for h in data["hits"]]
    assert listed.count("nsg-cr-25.08/rule_spend_credits/example/3") == 1
    assert not [a for a in listed if a.endswith(("1.10.3c/example/3", "/rule_spend_credits/example/3"))
                and a != "nsg-cr-25.08/rule_spend_credits/example/3"]
    (entry,) = [e for e in data["exact"] if e["address"] == "nsg-cr-25.08/rule_spend_credits/example/3"]
    assert [v["document"] for v in entry["versions"]] == [*CURRENT_CR, "nisei-cr-1.6", "nisei-cr-1.4", "nisei-cr-1.3"]


def test_a_misspelling_is_answered_with_did_you_mean_and_the_corrected_results(client, get_json):
    data = get_json("/search?q=bypas&format=json")
    assert data["did_you_mean"] == "bypass"
    exact = [e["address"] for e in data["exact"]]
    assert exact[0] == "nsg-cr-25.08/rule_bypass" and "ffg-rr-1.0/term/bypass" in exact
    html = text_of(client.get("/search?q=bypas"))
    assert 'Did you mean <a href="/search?q=bypass">bypass</a>?' in html


def test_did_you_mean_corrects_the_judges_own_words(client, get_json):
    """A typo beside a word of the players' table is corrected in the judge's words ("ETR", not "end the
    run"), and the suggestion, searched, gives the same answer the typo did (the players' words read
    again)."""
    data = get_json("/search?q=ETR+bypas&format=json")
    assert data["did_you_mean"] == "ETR bypass"
    again = get_json("/search?q=ETR+bypass&format=json")
    assert again["did_you_mean"] is None and again["hits"][:5] == data["hits"][:5]
    assert data["hits"][0]["address"] == "nsg-cr-25.08/rule_end_the_run"  # the table's words were searched


def test_cards_and_scenarios_named_in_the_query_are_listed(client, get_json):
    data = get_json("/search?q=can+femme+fatale+bypass+tollbooth&format=json")
    assert [c["name"] for c in data["cards"]] == ["Femme Fatale", "Tollbooth"]
    assert data["scenarios"][0]["id"] == "femme-fatale-vs-tollbooth"
    html = text_of(client.get("/search?q=can+femme+fatale+bypass+tollbooth"))
    assert 'href="/cards/Femme%20Fatale"' in html
    assert 'href="/scenarios/femme-fatale-vs-tollbooth"' in html


def test_a_card_page_lists_where_the_rules_name_it_and_its_scenarios(client, get_json):
    data = get_json("/cards/Tollbooth?format=json")
    addresses = [m["address"] for m in data["mentions"]]
    assert "nsg-cr-25.08/rule_spend_credits/example/3" in addresses
    assert not {"nsg-cr-25.04/rule_spend_credits/example/3", "nisei-cr-1.6/1.10.3c/example/3"} & set(addresses)
    (example,) = [m for m in data["mentions"] if m["address"] == "nsg-cr-25.08/rule_spend_credits/example/3"]
    assert "nisei-cr-1.6/1.10.3c/example/3" in [v["address"] for v in example["versions"]]
    assert "femme-fatale-vs-tollbooth" in [s["id"] for s in data["scenarios"]]
    assert client.get("/cards/tollbooth").headers["Location"] == "/cards/Tollbooth"


def test_an_unknown_card_is_a_404(client):
    assert client.get("/cards/No%20Such%20Card").status_code == 404


def test_an_unknown_name_suggests_the_corrected_spelling(client):
    response = client.get("/bypas")
    assert response.status_code == 404
    assert re.search(r'href="/ffg-rr-1.0/term/bypass"', text_of(response))


def test_every_rule_term_and_step_page_has_a_copy_link_that_is_a_plain_link(client):
    for address in ("nisei-cr-1.6/1.10.3c", "ffg-rr-1.0/term/bypass", "ffg-rr-1.0/timing/run/3.1"):
        html = text_of(client.get("/" + address))
        assert f'<a class="copy-link" href="/{address}" data-copy="/{address}"' in html
        assert re.search(r'<script src="/assets/\w+/copylink.js" async></script>', html)
    flow = text_of(client.get("/ffg-rr-1.0/timing/run"))
    assert 'class="copy-link" href="/ffg-rr-1.0/timing/run/3.1"' in flow


def test_a_misspelt_card_name_still_finds_the_card_and_its_scenario(get_json):
    data = get_json("/search?q=can+femme+fatale+bypass+tolbooth&format=json")
    assert [c["name"] for c in data["cards"]] == ["Femme Fatale", "Tollbooth"]
    assert data["scenarios"][0]["id"] == "femme-fatale-vs-tollbooth"


def current_cr_releases(app) -> list[str]:
    docs = app.extensions["rulesdb"].documents.values()
    return [d.id for d in sorted(docs, key=lambda d: d.version_key) if d.id.startswith("nsg-cr-")]


def test_a_semantic_id_short_url_opens_the_latest_current_cr_release(app, client):
    releases = current_cr_releases(app)
    if not releases:
        pytest.skip("the current Comprehensive Rules are not in this build yet")
    response = client.get("/rule_end_the_run")
    assert (response.status_code, response.headers["Location"]) == (302, f"/{releases[-1]}/rule_end_the_run")
    typed = client.get("/search?q=rule_end_the_run")
    assert typed.headers["Location"] == f"/{releases[-1]}/rule_end_the_run"


def test_the_same_current_cr_rule_in_every_release_is_one_hit(app, get_json):
    releases = current_cr_releases(app)
    if len(releases) < 2:
        pytest.skip("fewer than two current CR releases in this build")
    nodes = app.extensions["rulesdb"].nodes
    texts = {" ".join(nodes[f"{r}/rule_jack_out_after_passing_ice"].text.split()) for r in releases
             if f"{r}/rule_jack_out_after_passing_ice" in nodes}
    hits = get_json("/search?q=jack+out+after+passing+a+piece+of+ice&limit=20&format=json")["hits"]
    shown = [h for h in hits if h["address"].endswith("/rule_jack_out_after_passing_ice")]
    assert 1 <= len(shown) <= len(texts)
    assert sum(len(h.get("versions", [])) or 1 for h in shown) == len(releases)


def test_a_misspelt_card_name_is_offered_written_right_and_searched_that_way(get_json):
    data = get_json("/search?q=hedge+fnd&format=json")
    assert (data["query"], data["did_you_mean"]) == ("hedge fnd", "Hedge Fund")
    assert [c["name"] for c in data["cards"]] == ["Hedge Fund"]


def test_the_other_places_of_the_same_text_fold_under_their_count_without_the_hit_itself(client, get_json):
    query = "/search?q=jack+out+after+passing+a+piece+of+ice&limit=5"
    (hit,) = [h for h in get_json(query + "&format=json")["hits"]
              if h["address"] == "nsg-cr-25.08/rule_jack_out_after_passing_ice"]
    others = [v["address"] for v in hit["versions"] if v["address"] != hit["address"]]
    item = re.search(r'<a href="/nsg-cr-25\.08/rule_jack_out_after_passing_ice">.*?</li>', text_of(client.get(query)),
                     re.S).group(0)
    folded = re.search(r'<details class="versions-of meta"><summary>same text in (\d+) other releases?</summary>(.*?)'
                       r"</details>", item, re.S)
    assert int(folded.group(1)) == len(others) >= 1
    assert re.findall(r'href="/([^"]+)"', folded.group(2)) == others
