"""A Comprehensive Rules release as a reader expects it: the whole document with a sticky contents
and a copy-link per rule, its changelog verified, rule pages with the rule in other releases and the
changelog entries that touch it, and a version-less permalink that says it shows the latest release."""

import re


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_a_release_page_reads_as_the_whole_document(client, get_json):
    data = get_json("/nsg-cr-25.08?format=json")
    entry = {e["id"]: e for e in data["body"] if e["id"]}
    assert (entry["rule_end_the_run"]["number"], entry["rule_end_the_run"]["permalink"]) == (
        "6.1.4", "/cr/rule_end_the_run")
    assert len(data["body"]) > 1600
    assert {"anchor": "sec_steps_of_a_run", "number": "6.9", "title": "Steps of a Run", "depth": 1} in data["contents"]
    html = text_of(client.get("/nsg-cr-25.08"))
    assert '<nav class="toc sticky"' in html and '<a href="#sec_steps_of_a_run">6.9 Steps of a Run</a>' in html
    assert re.search(r'<p id="rule_end_the_run" class="entry rule">.*?<a class="copy-link" data-copy="/cr/rule_end_the_run"',
                     html)
    assert "copylink.js" in html


def test_a_release_page_lists_its_changelog_with_each_entry_verified(client, get_json):
    data = get_json("/nsg-cr-25.08?format=json")
    assert [c["status"] for c in data["changelog"]] == ["confirmed"] * 5
    html = text_of(client.get("/nsg-cr-25.08"))
    changelog = html.split('<section class="changelog" id="changelog">', 1)[1].split("</section>", 1)[0]
    assert changelog.count('<span class="badge confirmed">confirmed</span>') == 5
    assert "Add rule 7.3.1a to clarify" in changelog


def test_a_rule_page_shows_the_rule_in_other_releases_and_the_changelog_entries_that_touch_it(client, get_json):
    data = get_json("/nsg-cr-25.08/rule_symbol_credits?format=json")
    assert [(v["address"], v["kind_of_change"]) for v in data["versions"]][-2:] == [
        ("nsg-cr-25.04/rule_symbol_credits", "changed"),
        ("nsg-cr-25.08/rule_symbol_credits", "renumbered+changed")]
    assert "This rule in other releases" in text_of(client.get("/nsg-cr-25.08/rule_symbol_credits"))
    added = get_json("/nsg-cr-25.08/rule_visibility_after_access?format=json")
    assert [c["text"][:26] for c in added["changelog"]] == ["Add rule 7.3.1a to clarify"]
    assert "In the changelog of v25.08" in text_of(client.get("/nsg-cr-25.08/rule_visibility_after_access"))


def test_references_in_a_release_rule_link_to_the_node_they_name(client):
    html = text_of(client.get("/nsg-cr-25.08/rule_end_the_run"))
    assert '<a href="/nsg-cr-25.08/rule_sec_run_run_ends_phase">rule 6.8.1</a>' in html or \
        'href="/nsg-cr-25.08/rule_sec_run_run_ends_phase"' in html


def test_a_version_less_permalink_shows_the_latest_release_and_says_so(client, get_json):
    data = get_json("/cr/rule_end_the_run?format=json")
    assert data["permalink"]["address"] == "nsg-cr-25.08/rule_end_the_run"
    assert data["node"]["number"] == "6.1.4"
    html = text_of(client.get("/cr/rule_end_the_run"))
    assert "Permanent link <code>/cr/rule_end_the_run</code>: showing the latest release with this rule" in html
    assert client.get("/cr/rule_no_such_rule").status_code == 404
