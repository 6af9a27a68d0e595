"""Pages that say what they are: every node page heads itself with its number and title (or its first
words), steps included; links and lists name nodes that way, never by a source's internal id; long
lists fold behind a count; defined terms are marked as the official rendering marks them."""

import html as html_lib
import re

from rulesdb.labels import excerpt


def text_of(response) -> str:
    return response.get_data(as_text=True)


def heading_and_title(html: str) -> tuple[str, str]:
    h1 = re.search(r"<h1>(.*?)</h1>", html, re.S).group(1)
    title = re.search(r"<title>(.*?)</title>", html, re.S).group(1)
    return html_lib.unescape(h1), html_lib.unescape(title)


def test_every_step_page_of_the_current_cr_heads_itself_with_its_number(app, client):
    rdb = app.extensions["rulesdb"]
    steps = list(rdb.documents["nsg-cr-25.08"].of_kind("step"))
    assert len(steps) > 200
    for step in steps[::12]:  # a spread: each page costs a render
        h1, title = heading_and_title(text_of(client.get("/" + step.address)))
        numbered = f"{step.number} " if step.semantic_id else f"[{step.number}] "  # the appendix's charts
        assert (h1.startswith(numbered) if step.semantic_id else numbered in h1), h1
        assert numbered in title
        words = step.title or excerpt(step.text, 40)
        assert words.split()[0] in h1 and words.split()[0] in title


def test_the_step_6_9_4b_shows_its_number_and_first_words(client):
    html = text_of(client.get("/6.9.4b", follow_redirects=True))
    h1, title = heading_and_title(html)
    assert h1 == "6.9.4b A paid ability window occurs, in which…"
    assert title.startswith("6.9.4b A paid ability window occurs")


def test_an_appendix_step_is_named_by_its_chart_not_its_source_id(client):
    html = text_of(client.get("/nsg-cr-25.08/timing/sec_appendix_timing_structure_of_a_run/2a"))
    h1, title = heading_and_title(html)
    assert h1.startswith("Timing Structure of a Run [2a] ")
    assert "sec_appendix" not in h1 + title


def test_labels_of_steps_and_their_examples_hold_no_internal_id(app):
    from rulesdb.labels import title

    rdb = app.extensions["rulesdb"]
    doc = rdb.documents["nsg-cr-25.08"]
    named = [title(n, doc) for n in doc.nodes.values() if n.kind in ("step", "example")]
    leaks = [t for t in named if re.search(r"\b(?:rule|sec|subsec|step)_[a-z_]+", t)]
    assert named and leaks == []


def test_search_results_label_a_step_by_number_not_by_its_parent_id(get_json):
    hits = get_json("/api/search?q=paid+ability+window+jack+out&limit=50")["hits"]
    steps = [h["title"] for h in hits if h["kind"] == "step"]
    assert steps and not [t for t in steps if re.search(r"\b(?:rule_)?sec_", t)]
    assert any(t.startswith("6.9.4b ") for t in steps)


def test_citing_scenarios_fold_behind_their_count(client, get_json):
    html = text_of(client.get("/nsg-cr-25.08/step_before_jack_out_paw"))
    data = get_json("/nsg-cr-25.08/step_before_jack_out_paw?format=json")
    total = len(data["citing"])
    assert total > 20
    assert f'<h2>Cited by scenarios <span class="count">{total}</span></h2>' in html
    shown, folded = html.split('<h2>Cited by scenarios')[1].split("<details", 1)
    assert shown.count("<li>") == 5
    assert f"Show all {total} ({total - 5} more)" in folded
    assert folded.split("</details>")[0].count("<li>") == total - 5


def test_long_reference_lists_fold_short_ones_stay_open(client):
    html = text_of(client.get("/nsg-cr-25.08/step_before_jack_out_paw"))
    assert re.search(r'<details class="refs-group">\s*<summary><h2>Referenced by <span class="count">\d+', html)
    assert re.search(r'<details class="refs-group" open>\s*<summary><h2>References <span class="count">[1-9]<', html)


def test_versions_of_a_step_are_named_by_number_not_by_id(client):
    html = text_of(client.get("/nsg-cr-25.08/step_before_jack_out_paw"))
    versions = html.split('<section class="versions">')[1].split("</section>")[0]
    assert '<a href="/nsg-cr-25.04/step_before_jack_out_paw">6.9.4b A paid ability window' in versions
    assert ">nsg-cr-25.04/step_before_jack_out_paw<" not in versions


def test_defined_terms_are_marked_in_small_capitals_with_their_words_unchanged(app, client):
    rdb = app.extensions["rulesdb"]
    node = rdb.nodes["nsg-cr-25.08/rule_end_the_run"]
    terms = [value for kind, value in node.markup if kind == "term"]
    assert terms
    html = text_of(client.get("/nsg-cr-25.08/rule_end_the_run"))
    text = html.split('<div class="text">')[1].split("</div>")[0]
    assert re.findall(r'<span class="term">(.*?)</span>', text) == terms
    assert html_lib.unescape(re.sub(r"<[^>]+>", "", text)) == node.text  # the source's words, not capitalised
    assert ".term { font-variant: small-caps; }" in html  # the inline stylesheet sets them apart


def test_scenario_list_names_examples_by_number_not_by_citation(client):
    html = text_of(client.get("/scenarios"))
    assert "from cr/" not in html
    assert re.search(r"from Example \d+ of \d+\.\d+\.\d+[a-z]? · ", html)
