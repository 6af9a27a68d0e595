"""A Comprehensive Rules release as a reader expects it: the whole document (read in parts, each a
page under the budget) with a sticky contents and a copy-link per rule, its changelog verified, rule pages with the rule in other releases and the
changelog entries that touch it, and a version-less permalink that says it shows the latest release."""

import re


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_a_release_page_reads_as_the_whole_document(client, get_json):
    data = get_json("/nsg-cr-25.08?format=json")
    parts = [data] + [get_json(p["url"] + "?format=json") for p in data["parts"][1:]]
    body = [e for part in parts for e in part["body"]]
    entry = {e["id"]: e for e in body if e["id"]}
    assert (entry["rule_end_the_run"]["number"], entry["rule_end_the_run"]["permalink"]) == (
        "6.1.4", "/cr/rule_end_the_run")
    assert len(body) > 1600 and len({e["address"] for e in body}) == len(body)
    assert [e["anchor"] for e in body] == [a for p in data["parts"] for a in p["anchors"]]
    assert {"anchor": "sec_steps_of_a_run", "number": "6.9", "title": "Steps of a Run", "depth": 1,
            "part": 7} in data["contents"]
    html = text_of(client.get("/nsg-cr-25.08"))
    assert '<nav class="toc sticky"' in html
    assert '<a href="/nsg-cr-25.08/part/7#sec_steps_of_a_run">6.9 Steps of a Run</a>' in html
    assert '<a href="#sec_golden_rules">1.2 Golden Rules</a>' in html  # in the part this page holds
    runs = text_of(client.get("/nsg-cr-25.08/part/7"))
    assert '<a href="#sec_steps_of_a_run">6.9 Steps of a Run</a>' in runs
    assert re.search(r'<p id="rule_end_the_run" class="entry rule">.*?<a class="copy-link" data-copy="/cr/rule_end_the_run"',
                     runs)
    assert "copylink.js" in html and "release.js" in html


def test_a_long_chapter_is_read_in_parts_each_linking_the_next(client, get_json):
    """Chapter 9 (Abilities) is too long for one page: its sections are read in three parts, and
    each part's page ends with links to read on, in order, the first marked as the next page."""
    data = get_json("/nsg-cr-25.08?format=json")
    abilities = [p for p in data["parts"] if p["label"].startswith("9")]
    assert [p["label"].split(" to ")[0] for p in abilities] == [
        "9 Abilities", "9.6 Conditional Abilities", "9.9 Interrupts and Replacement Effects"]
    page = text_of(client.get(abilities[0]["url"]))
    later = re.findall(r'<div class="part pending" data-part="(\d+)"><p class="part-nav"><a href="([^"]+)"', page)
    assert later == [(str(p["number"]), p["url"]) for p in data["parts"][abilities[0]["number"]:]]
    assert f'<a href="{abilities[1]["url"]}" rel="next">' in page
    assert f'<a href="{data["parts"][abilities[0]["number"] - 2]["url"]}" rel="prev">' in page
    assert client.get("/nsg-cr-25.08/part/1").headers["Location"].endswith("/nsg-cr-25.08")
    assert client.get(f"/nsg-cr-25.08/part/{len(data['parts']) + 1}").status_code == 404
    assert client.get("/nisei-cr-1.6/part/2").status_code == 404


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
