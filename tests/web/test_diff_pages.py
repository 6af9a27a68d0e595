"""Diff, history and compare pages: renumbering as such, word highlights, checked claims."""

import re


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_diff_13_to_14_shows_additions_and_the_draw_rule_renumbering(get_json):
    data = get_json("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&format=json")
    assert data["counts"] == {"changed": 13, "added": 5, "renumbered": 2}
    moves = [(c["from"], c["to"]) for c in data["changes"] if c["kind"] == "renumbered"]
    assert moves == [
        ("nisei-cr-1.3/1.8.5", "nisei-cr-1.4/1.8.6"),
        ("nisei-cr-1.3/1.8.6", "nisei-cr-1.4/1.8.7"),
    ]


def test_renumbered_rule_is_shown_as_a_move_without_word_changes(client):
    html = text_of(client.get("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&kind=renumbered"))
    items = re.findall(r'<li class="change renumbered" data-kind="renumbered">(.*?)</li>', html, re.DOTALL)
    assert len(items) == 2
    assert "<summary><span class=\"badge renumbered\">renumbered</span> 1.8.5 → 1.8.6 <span" in items[0]
    assert (
        '<a href="/nisei-cr-1.3/1.8.5">nisei-cr-1.3 1.8.5</a>' in items[0]
        and '<a href="/nisei-cr-1.4/1.8.6">nisei-cr-1.4 1.8.6</a>' in items[0]
    )
    assert "<ins>" not in items[0] and "<del>" not in items[0]


def test_a_renumbered_step_of_a_release_is_named_by_its_printed_numbers(client):
    html = text_of(client.get("/diff?from=nsg-cr-24.09&to=nsg-cr-25.04&kind=renumbered"))
    step = html.split('href="/nsg-cr-25.04/step_corp_turn_action_phase_complete"')[0].rsplit("<summary>", 1)[1]
    assert "renumbered</span> 5.6.2d → 5.6.2e" in step, step
    assert '<a href="/nsg-cr-25.04/step_corp_turn_action_phase_complete">nsg-cr-25.04 5.6.2e</a>' in html
    changelog = html.split("<h2>Summary of changes, checked</h2>")[1]
    assert "does not say which version it describes changes from" in changelog.split("</p>")[0]


def test_kind_filter_keeps_only_that_kind_but_counts_all(get_json):
    data = get_json("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&kind=added&format=json")
    assert [c["to"] for c in data["changes"]] == [
        "nisei-cr-1.4/1.3.10",
        "nisei-cr-1.4/1.5.4d",
        "nisei-cr-1.4/1.6.1b",
        "nisei-cr-1.4/1.8.5",
        "nisei-cr-1.4/1.8.5a",
    ]
    assert data["counts"]["changed"] == 13


def test_changed_rule_highlights_inserted_words(client):
    html = text_of(client.get("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&rule=1.10.3c"))
    assert re.search(r"<ins>[^<]*synonymous[^<]*</ins>", html)


def test_summary_claims_are_shown_with_their_status(client, get_json):
    data = get_json("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&format=json")
    status = {tuple(c["rules"]): c["status"] for c in data["summary_claims"] if c["rules"]}
    assert status[("1.10.3c",)] == "confirmed"
    assert status[("1.14", "9")] == "outside-excerpt"
    html = text_of(client.get("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4"))
    assert '<span class="badge confirmed">confirmed</span>' in html
    assert '<span class="badge outside-excerpt">outside-excerpt</span>' in html


def test_diff_page_without_documents_offers_the_family_pairs(get_json):
    data = get_json("/diff?format=json")
    cr = ["nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6", "nsg-cr-22.12", "nsg-cr-23.08", "nsg-cr-24.03",
          "nsg-cr-24.09", "nsg-cr-25.04", "nsg-cr-25.08"]
    assert [(p["from"], p["to"]) for p in data["pairs"]] == [*zip(cr, cr[1:]), ("nisei-cr-1.3", "nsg-cr-25.08")]
    assert "changes" not in data


def test_diff_across_families_is_a_clear_400(client):
    response = client.get("/diff?from=ffg-rr-1.0&to=nisei-cr-1.6")
    assert response.status_code == 400
    assert "Cannot answer that" in text_of(response)


def test_diff_with_an_unknown_document_is_a_404(client):
    assert client.get("/diff?from=nisei-cr-1.3&to=nisei-cr-9.9").status_code == 404


def test_diff_with_an_unknown_change_kind_is_a_400(client):
    response = client.get("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&kind=moved&format=json")
    assert response.status_code == 400
    assert response.get_json()["error"].startswith("kind: 'moved' is not one of")


def test_history_page_follows_a_renumbered_rule(client, get_json):
    data = get_json("/history/nisei-cr-1.4/1.8.6?format=json")
    assert [(c["address"], c["kind_of_change"]) for c in data["chain"]] == [
        ("nisei-cr-1.3/1.8.5", "first"),
        ("nisei-cr-1.4/1.8.6", "renumbered"),
        ("nisei-cr-1.6/1.8.6", "changed"),
        # 22.12 prints it under the same number: the PDF's 1.8.6 is the YAML's rule_inactive_ability_exception_link.
        *[(f"nsg-cr-{v}/rule_inactive_ability_exception_link", "unchanged")
          for v in ("22.12", "23.08", "24.03", "24.09", "25.04", "25.08")],
    ]
    html = text_of(client.get("/history/nisei-cr-1.4/1.8.6"))
    assert "renumbered in v1.4" in html and "changed in v1.6" in html


def test_history_page_takes_an_address_as_typed_like_the_api(get_json):
    """`/history/cr/rule_bypass` and `/history/6.5.8a` open the same history as the API's."""
    page = get_json("/history/cr/rule_bypass?format=json")
    assert page["address"] == "nsg-cr-25.08/rule_bypass"
    assert get_json("/history/6.5.8a?format=json")["chain"] == page["chain"]
    assert get_json("/api/history/cr/rule_bypass")["address"] == page["address"]


def test_history_of_an_unknown_address_is_a_404(client):
    assert client.get("/history/nisei-cr-1.4/99.99").status_code == 404


def test_compare_puts_each_family_side_by_side_with_the_reason(client, get_json):
    data = get_json("/compare?topic=Bypass&format=json")
    assert [(e["document"], e["address"]) for e in data["entries"]] == [
        ("ffg-rr-1.0", "ffg-rr-1.0/term/bypass"),
        ("ffg-rulebook-1.0", "ffg-rulebook-1.0/section/faq/rules-clarifications/bypass"),
        ("nisei-cr-1.6", "nisei-cr-1.6/section/6.5.8"),
        *[(f"nsg-cr-{v}", f"nsg-cr-{v}/{i}") for v in ("22.12", "23.08", "24.03", "24.09", "25.04", "25.08")
          for i in ("subsec_bypass", "rule_bypass")],
    ]
    assert data["entries"][0]["reason"] == "same term name"
    html = text_of(client.get("/compare?topic=Bypass"))
    assert html.count('<section class="entry">') == 15


def test_compare_without_a_topic_shows_suggestions(get_json):
    assert get_json("/compare?format=json") == {
        "topic": "",
        "entries": [],
        "suggestions": ["Bypass", "Recurring Credits", "Hosting", "Trace", "Paid Abilities"],
    }


def test_a_long_diff_is_read_in_pages_that_together_hold_every_change(client, get_json):
    """NISEI 1.3 to CR 25.08 (331 changes) does not fit one page: its changes are cut into pages, in
    the diff's order, each linked from every other; the counts stay those of the whole diff."""
    first = get_json("/diff?from=nisei-cr-1.3&to=nsg-cr-25.08&format=json")
    assert len(first["pages"]) >= 2 and first["page"] == 1
    assert first["pages"][1]["url"] == "/diff?from=nisei-cr-1.3&to=nsg-cr-25.08&page=2"
    pages = [first] + [get_json(p["url"] + "&format=json") for p in first["pages"][1:]]
    whole = get_json("/api/diff?from=nisei-cr-1.3&to=nsg-cr-25.08")["changes"]
    assert [c for p in pages for c in p["changes"]] == whole
    assert all(p["counts"] == first["counts"] for p in pages) and sum(first["counts"].values()) == len(whole)
    assert first["pages"][0]["label"] == f"changes 1 to {len(first['changes'])}"
    html = text_of(client.get(first["pages"][1]["url"]))
    assert html.count('<nav class="pages" aria-label="Pages of this diff">') == 2
    assert '<a href="/diff?from=nisei-cr-1.3&amp;to=nsg-cr-25.08&amp;page=2" aria-current="page">' in html
    bad = client.get("/diff?from=nisei-cr-1.3&to=nsg-cr-25.08&page=99&format=json")
    assert bad.status_code == 400 and bad.get_json()["error"] == f"page: this diff has {len(pages)} pages"
    assert get_json("/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&format=json")["pages"] == []
