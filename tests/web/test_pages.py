"""Node, document, timing-flow, references and search pages, each checked with its JSON twin."""

import re

import pytest
from embedded_facts import RR_RUN_STEPS

NSG = ["nsg-cr-22.12", "nsg-cr-23.08", "nsg-cr-24.03", "nsg-cr-24.09", "nsg-cr-25.04", "nsg-cr-25.08"]


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_home_lists_every_document_with_a_link(client, app):
    html = text_of(client.get("/"))
    ids = sorted(app.extensions["rulesdb"].documents)
    assert ids == ["ffg-rr-1.0", "ffg-rulebook-1.0", "nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6",
                   "nsg-cr-22.12", "nsg-cr-23.08", "nsg-cr-24.03", "nsg-cr-24.09", "nsg-cr-25.04", "nsg-cr-25.08"]
    assert [i for i in ids if f'href="/{i}"' in html] == ids
    assert html.index('href="/nsg-cr-25.08"') < html.index('href="/nisei-cr-1.6"')  # the current CR first


def test_home_json_twin_is_the_documents_timing_structures_and_scenarios(get_json, app):
    db = app.extensions["rulesdb"]
    data = get_json("/?format=json")
    newest_first = sorted(db.documents_summary(), key=lambda d: d["effective"], reverse=True)
    assert (data["documents"], data["scenarios"]) == (newest_first, db.scenarios())
    assert data["documents"][0]["id"] == "nsg-cr-25.08"
    # Each family's latest document only: the current CR's appendix, not every release's.
    assert [t["address"] for t in data["timing"]] == [
        "ffg-rulebook-1.0/timing/run",
        "ffg-rr-1.0/timing/corp-turn",
        "ffg-rr-1.0/timing/runner-turn",
        "ffg-rr-1.0/timing/run",
        "nsg-cr-25.08/timing/sec_appendix_timing_structure_corps_turn",
        "nsg-cr-25.08/timing/sec_appendix_timing_structure_runners_turn",
        "nsg-cr-25.08/timing/sec_appendix_timing_structure_of_a_run",
        "nsg-cr-25.08/timing/sec_appendix_timing_structure_of_breaching_a_server",
        "nsg-cr-25.08/timing/sec_appendix_timing_structure_of_accessing_a_card",
    ]


def test_rule_page_shows_its_three_examples_and_their_addresses(client, get_json):
    data = get_json("/nisei-cr-1.3/1.10.3c?format=json")
    assert [e["address"] for e in data["node"]["examples"]] == [
        "nisei-cr-1.3/1.10.3c/example/1",
        "nisei-cr-1.3/1.10.3c/example/2",
        "nisei-cr-1.3/1.10.3c/example/3",
    ]
    html = text_of(client.get("/nisei-cr-1.3/1.10.3c"))
    assert html.count('<section class="example"') == 3
    assert '<a href="/nisei-cr-1.3/1.10.3c/example/3">' in html


def test_rule_page_shows_the_same_rule_in_other_versions_with_what_changed(client, get_json):
    data = get_json("/nisei-cr-1.4/1.10.3c?format=json")
    assert [(v["address"], v["kind_of_change"], v["current"]) for v in data["versions"]] == [
        ("nisei-cr-1.3/1.10.3c", "first", False),
        ("nisei-cr-1.4/1.10.3c", "changed", True),
        ("nisei-cr-1.6/1.10.3c", "changed", False),
        *[(f"nsg-cr-{v}/rule_spend_credits", "unchanged", False) for v in ("22.12", "23.08", "24.03", "24.09",
                                                                          "25.04", "25.08")],
    ]
    assert (
        data["versions"][1]["diff_url"]
        == "/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&rule=1.10.3c&all=1"
    )
    assert [v["diff_url"] for v in data["versions"][3:]] == [None] * 6  # the same words: nothing to diff
    html = text_of(client.get("/nisei-cr-1.4/1.10.3c"))
    assert '<a href="/nisei-cr-1.3/1.10.3c">1.10.3c</a>' in html  # named by number, its release beside it
    assert '<a href="/nsg-cr-25.08/rule_spend_credits">1.10.3c</a>' in html  # never by the source's id
    assert "changed in v1.4" in html and "changed in v1.6" in html


def test_rule_page_shows_parent_breadcrumbs_and_original_text(client, get_json):
    data = get_json("/nisei-cr-1.6/1.10.3c?format=json")
    assert [c["address"] for c in data["breadcrumbs"]] == [
        "nisei-cr-1.6",
        "nisei-cr-1.6/section/1",
        "nisei-cr-1.6/section/1.10",
        "nisei-cr-1.6/1.10.3",
    ]
    assert data["node"]["parent"] == "nisei-cr-1.6/1.10.3"
    html = text_of(client.get("/nisei-cr-1.6/1.10.3c"))
    assert '<a href="/nisei-cr-1.6/1.10.3">1.10.3</a>' in html


def test_icons_in_rule_text_render_as_labelled_symbols(client):
    html = text_of(client.get("/nisei-cr-1.6/1.10.1"))
    assert 'A CREDIT (<span class="ic" role="img" aria-label="credit" title="credit ([c])"><svg ' in html
    assert '<span class="ic-t">[c]</span></span>)' in html


def test_written_reference_in_rule_text_links_to_the_rule_it_names(client, get_json):
    data = get_json("/nisei-cr-1.6/1.10.4?format=json")
    assert data["links"] == {"section 1.13": "/nisei-cr-1.6/section/1.13"}
    assert '<a href="/nisei-cr-1.6/section/1.13">section 1.13</a>' in text_of(
        client.get("/nisei-cr-1.6/1.10.4")
    )


def test_term_page_shows_related_terms_and_example_cards(client, get_json):
    data = get_json("/ffg-rr-1.0/term/bypass?format=json")
    assert [r["name"] for r in data["node"]["related"]] == ["Ice", "Pass", "Run", "Subroutine"]
    assert [e["cards"] for e in data["node"]["examples"]] == [["Forked", "Troll", "Femme Fatale"]]
    related = {g["type"]: [t["address"] for t in g["targets"]] for g in data["refs"]["out"]}[
        "related"
    ]
    assert related == [
        "ffg-rr-1.0/term/ice",
        "ffg-rr-1.0/term/pass",
        "ffg-rr-1.0/term/run",
        "ffg-rr-1.0/term/subroutine",
    ]
    assert '<a href="/ffg-rr-1.0/term/ice">Ice</a>' in text_of(
        client.get("/ffg-rr-1.0/term/bypass")
    )


def test_backlinks_are_grouped_by_edge_type_and_contains_is_left_out(get_json):
    data = get_json("/nisei-cr-1.6/section/1.10?format=json")
    incoming = {g["type"]: [t["address"] for t in g["targets"]] for g in data["refs"]["in"]}
    assert "contains" not in incoming
    assert "nisei-cr-1.6/1.3.3" in incoming["references"]


def test_long_reference_lists_are_cut_with_a_link_to_the_full_list(client, get_json, app):
    data = get_json("/ffg-rr-1.0/term/run?format=json")
    mentions = next(g for g in data["refs"]["in"] if g["type"] == "mentions")
    assert mentions["total"] > 12 and len(mentions["targets"]) == 12
    assert f"… {mentions['total'] - 12} more" in text_of(client.get("/ffg-rr-1.0/term/run"))
    full = get_json("/refs/ffg-rr-1.0/term/run?format=json")
    pages = [full] + [get_json(p["url"] + "&format=json") for p in full["pages"][1:]]
    all_mentions = [t for p in pages for g in p["refs"]["in"] if g["type"] == "mentions" for t in g["targets"]]
    assert len(all_mentions) == mentions["total"]


def test_a_term_named_thousands_of_times_lists_its_references_over_pages(client, get_json):
    """"Abilities" is mentioned in every CR release: its full list of references is cut into pages,
    which together hold each reference once and keep each group's total."""
    first = get_json("/refs/ffg-rr-1.0/term/abilities?format=json")
    pages = [first] + [get_json(p["url"] + "&format=json") for p in first["pages"][1:]]
    listed = [(d, g["type"], t["address"]) for p in pages for d in ("out", "in") for g in p["refs"][d]
              for t in g["targets"]]
    totals = {(d, g["type"]): g["total"] for p in pages for d in ("out", "in") for g in p["refs"][d]}
    assert len(pages) > 2 and len(listed) == len(set(listed)) == sum(totals.values())
    assert totals[("in", "mentions")] > 3000
    assert first["pages"][1] == {"number": 2, "url": "/refs/ffg-rr-1.0/term/abilities?page=2",
                                 "label": "references 601 to 1200"}
    assert "None on this page." in text_of(client.get(first["pages"][-1]["url"]))  # all its own refs on page 1
    assert client.get("/refs/ffg-rr-1.0/term/abilities?page=99").status_code == 400


def test_step_page_shows_where_it_goes(client, get_json):
    data = get_json("/ffg-rr-1.0/timing/run/2.2?format=json")
    assert [t["target"] for t in data["node"]["transitions"]] == [
        "ffg-rr-1.0/timing/run/7",
        "ffg-rr-1.0/timing/run/2.3",
    ]
    assert '→ <a href="/ffg-rr-1.0/timing/run/7">Run [7] The Run Ends Unsuccessfully</a>' in text_of(
        client.get("/ffg-rr-1.0/timing/run/2.2")
    )


def test_timing_flow_page_lists_every_run_step_in_order(client, get_json):
    data = get_json("/ffg-rr-1.0/timing/run?format=json")
    assert [s["number"] for s in data["steps"]] == RR_RUN_STEPS
    step_3_2 = next(s for s in data["steps"] if s["number"] == "3.2")
    assert [t["target"] for t in step_3_2["transitions"]] == [
        "ffg-rr-1.0/timing/run/7",
        "ffg-rr-1.0/timing/run/4",
    ]
    html = text_of(client.get("/ffg-rr-1.0/timing/run"))
    assert html.count('<li class="step ') == 23
    assert '<a href="#step-7">' in html


def test_document_page_marks_sections_beyond_the_excerpt(client, get_json):
    data = get_json("/nisei-cr-1.6?format=json")
    assert [e["address"] for e in data["toc"]] == [
        f"nisei-cr-1.6/section/{n}" for n in range(1, 12)
    ]
    flat = {}

    def walk(entries):
        for e in entries:
            flat[e["address"]] = e["has_body"]
            walk(e["children"])

    walk(data["toc"])
    assert flat["nisei-cr-1.6/section/1.10"] is True
    assert flat["nisei-cr-1.6/section/4.2"] is False
    html = text_of(client.get("/nisei-cr-1.6"))
    assert re.search(
        r'<a href="/nisei-cr-1.6/section/4.2">[^<]*</a> '
        r'<span class="badge outside">not in this excerpt',
        html,
    )


def test_document_page_links_other_versions_and_their_diffs(get_json):
    data = get_json("/nisei-cr-1.4?format=json")
    assert [v["id"] for v in data["other_versions"]] == ["nisei-cr-1.3", "nisei-cr-1.6", *NSG]
    # diffs between consecutive versions, older to newer; not every pair of the family
    assert [v["diff_url"] for v in data["other_versions"]] == [
        "/diff?from=nisei-cr-1.3&to=nisei-cr-1.4", "/diff?from=nisei-cr-1.4&to=nisei-cr-1.6", *[None] * len(NSG)]
    assert data["summary_baseline"] == "1.2"


def test_example_page_names_its_owner_in_the_breadcrumbs(get_json):
    data = get_json("/ffg-rr-1.0/term/bypass/example/1?format=json")
    assert data["node"]["kind"] == "example"
    assert data["breadcrumbs"][-1]["address"] == "ffg-rr-1.0/term/bypass"
    assert data["node"]["cards"] == ["Forked", "Troll", "Femme Fatale"]


def test_a_trailing_slash_redirects_to_the_one_url_of_the_node(client):
    response = client.get("/ffg-rr-1.0/term/bypass/?format=json")
    assert (response.status_code, response.headers["Location"]) == (
        308,
        "/ffg-rr-1.0/term/bypass?format=json",
    )


@pytest.mark.parametrize(
    "typed, address",
    [
        ("nisei-cr-1.4 1.10.3c", "nisei-cr-1.4/1.10.3c"),
        ("nisei-cr-1.4/rule 1.10.3 c", "nisei-cr-1.4/1.10.3c"),
    ],
)
def test_what_a_judge_types_redirects_to_the_address(client, typed, address):
    response = client.get("/" + typed)
    assert (response.status_code, response.headers["Location"]) == (302, "/" + address)


def test_a_name_in_several_documents_goes_to_its_best_match_in_the_current_cr(client):
    response = client.get("/Bypass")
    assert (response.status_code, response.headers["Location"]) == (302, "/nsg-cr-25.08/rule_bypass")


def test_a_number_in_several_documents_opens_the_latest_release(client):
    response = client.get("/1.10.3c")
    assert (response.status_code, response.headers["Location"]) == (302, "/nsg-cr-25.08/rule_spend_credits")


def test_a_step_number_in_two_families_lists_both_on_the_search_page(client):
    response = client.get("/run 3.1")
    assert (response.status_code, response.headers["Location"]) == (302, "/search?q=run+3.1")
    html = text_of(client.get("/search?q=run+3.1"))
    assert 'href="/ffg-rr-1.0/timing/run/3.1"' in html and 'href="/ffg-rulebook-1.0/timing/run/3.1"' in html


def test_search_page_puts_the_current_cr_first_and_lists_the_glossary_entry(client, get_json):
    data = get_json("/search?q=bypass&format=json")
    exact = [e["address"] for e in data["exact"]]
    assert exact[0] == "nsg-cr-25.08/rule_bypass"
    assert "ffg-rr-1.0/term/bypass" in exact
    html = text_of(client.get("/search?q=bypass"))
    first_list = html.split('<ol class="hits">', 1)[1].split("</ol>", 1)[0]
    assert re.search(r'href="([^"]+)"', first_list).group(1) == "/nsg-cr-25.08/rule_bypass"


def test_search_filters_by_document_and_kind(get_json):
    data = get_json("/search?q=bypass&doc=ffg-rr-1.0&kind=example&format=json")
    assert {(h["document"], h["kind"]) for h in data["hits"]} == {("ffg-rr-1.0", "example")}
    assert data["filters"] == {"document": "ffg-rr-1.0", "kind": "example"}


def test_a_full_page_of_hits_links_to_more_results(get_json):
    data = get_json("/search?q=credits&doc=nisei-cr-1.6&format=json")
    assert len(data["hits"]) == 10
    assert data["more"] == "/search?q=credits&doc=nisei-cr-1.6&limit=30"
    assert len(get_json(data["more"] + "&format=json")["hits"]) > 10


def test_search_page_without_a_query_shows_the_form_only(client):
    response = client.get("/search")
    assert response.status_code == 200
    assert '<ol class="hits">' not in text_of(response)


def test_pages_carry_a_weak_etag_and_answer_304_when_it_matches(client):
    first = client.get("/nisei-cr-1.6/1.10.3c")
    again = client.get("/nisei-cr-1.6/1.10.3c", headers={"If-None-Match": first.headers["ETag"]})
    assert first.headers["ETag"].startswith('W/"')
    assert (again.status_code, again.get_data()) == (304, b"")


def test_rendered_pages_are_cached_per_url(client, app):
    cache = app.extensions["rulesdb_pages"]
    client.get("/nisei-cr-1.6/1.2.5")
    hits = cache.hits
    assert client.get("/nisei-cr-1.6/1.2.5").status_code == 200
    assert cache.hits == hits + 1


def test_a_rule_page_is_light(client):
    sizes = {
        url: len(client.get(url).get_data())
        for url in (
            "/nisei-cr-1.6/1.10.3c",
            "/nisei-cr-1.6/1.2.5",
            "/nisei-cr-1.6/1.9.5",
            "/ffg-rr-1.0/term/run",
        )
    }
    assert max(sizes.values()) < 30 * 1024, sizes


def test_document_page_shows_its_source_coverage_and_errata(client, get_json):
    fidelity = get_json("/nisei-cr-1.6?format=json")["fidelity"]
    assert (fidelity["coverage"], fidelity["unaccounted"], fidelity["word_losses"]) == (1.0, [], [])
    assert [e["node"] for e in fidelity["errata"]] == ["nisei-cr-1.6/1.16.2b", "nisei-cr-1.6/1.16.11d",
                                                       "nisei-cr-1.6/1.16.11d"]
    html = text_of(client.get("/nisei-cr-1.6"))
    assert "Source coverage: 100.00% accounted for · 3 source errata" in html
    release = get_json("/nsg-cr-25.08?format=json")["fidelity"]  # a YAML release, accounted scalar by scalar
    assert (release["coverage"], release["unaccounted"], release["word_losses"]) == (1.0, [], [])
    assert {e["node"] for e in release["errata"] if e["kind"] == "unprinted-text"} == {
        "nsg-cr-25.08/rule_memory_limit", "nsg-cr-25.08/rule_candidates_already_accessed/example/2"}
    html = text_of(client.get("/nsg-cr-25.08/rule_memory_limit"))
    assert "<strong>Source erratum:</strong> 01_game_concepts.yaml:811: not in the published document" in html


def test_rule_citing_a_rule_the_document_lacks_carries_an_erratum_note(client, get_json):
    data = get_json("/nisei-cr-1.6/1.16.11d?format=json")
    assert [e["note"] for e in data["errata"]] == [
        "this text cites rule 1.16.13a, which this document does not contain",
        "this text cites rule 1.16.13b, which this document does not contain"]
    html = text_of(client.get("/nisei-cr-1.6/1.16.11d"))
    assert "<strong>Source erratum:</strong> this text cites rule 1.16.13a" in html
    assert "rule 1.16.13a" in data["node"]["text"]  # flagged, never fixed
