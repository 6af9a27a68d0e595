"""Scenario pages: the list, a run step by step with its citations, re-runs with other decisions."""

import re

SCENARIO = "femme-fatale-vs-tollbooth"


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_scenario_list_links_each_scenario_and_its_example(client, app):
    scenarios = app.extensions["rulesdb"].scenarios()
    html = text_of(client.get("/scenarios"))
    assert SCENARIO in [s["id"] for s in scenarios]
    nodes = app.extensions["rulesdb"].nodes
    for s in scenarios:  # an example is linked when the build holds it as a node
        assert f'href="/scenarios/{s["id"]}"' in html
        assert (f'href="/{s["example"]}"' in html) == (s["example"] in nodes)


def test_scenario_page_runs_the_file_and_every_check_passes(client, get_json):
    data = get_json(f"/scenarios/{SCENARIO}?format=json")
    assert data["run"]["ok"] is True
    assert data["example"]["address"] == "ffg-rr-1.0/term/abilities/trigger-steps/example/2"
    assert data["start"]["step"] == "setup"
    assert [d["decision"] for d in data["decisions"]] == [
        "bypass with Femme Fatale",
        "jack out at HQ",
    ]
    html = text_of(client.get(f"/scenarios/{SCENARIO}"))
    assert html.count('<li class="ok">') == len(data["run"]["checks"])


def test_every_step_is_listed_with_next_and_previous_links_and_its_citations(client, get_json):
    data = get_json(f"/scenarios/{SCENARIO}?format=json")
    html = text_of(client.get(f"/scenarios/{SCENARIO}"))
    numbers = [int(n) for n in re.findall(r'<li id="step-(\d+)" value="\1"', html)]
    assert numbers == list(range(2, len(data["run"]["trace"]) + 1))
    assert '<a href="#step-3">next →</a>' in html and '<a href="#step-2">← previous</a>' in html
    assert '<summary>CR 6.9.3a Encounter Ice Phase</summary>' in html
    assert '<a href="/nsg-cr-25.08/step_encounter_begins">Open</a>' in html
    assert re.search(r'<script src="/assets/\w+/steps.js" defer></script>', html)


def test_the_stepper_script_is_served(client):
    response = client.get("/static/steps.js")
    assert response.status_code == 200 and b"data-step" in response.get_data()
    response.close()


def test_declining_the_bypass_lets_tollbooth_resolve_and_end_the_run(client):
    response = client.post(
        f"/scenarios/{SCENARIO}?format=json", data={"decision.bypass with Femme Fatale": "no"}
    )
    final = response.get_json()["run"]["final_state"]
    assert (
        final["abilities"]["resolved"],
        final["runs"][0]["outcome"],
        final["runner"]["credits"],
    ) == (["Tollbooth"], "unsuccessful", 2)
    html = text_of(
        client.post(f"/scenarios/{SCENARIO}", data={"decision.bypass with Femme Fatale": "no"})
    )
    assert '<select name="decision.bypass with Femme Fatale"><option>yes</option><option selected>no</option></select>' in html
    assert "<h2>Checks for this variant</h2>" in html


def test_an_answer_that_is_not_an_option_is_shown_on_the_form_as_a_400(client):
    response = client.post(
        f"/scenarios/{SCENARIO}", data={"decision.bypass with Femme Fatale": "maybe"}
    )
    html = text_of(response)
    assert response.status_code == 400
    assert "&#39;maybe&#39; is not one of the options (options: yes, no)" in html
    assert '<form class="decisions" method="get"' in html


def test_an_unknown_scenario_is_a_404(client):
    assert client.get("/scenarios/no-such-scenario").status_code == 404


DECLINE = "decision.bypass+with+Femme+Fatale=no"


def test_the_page_opens_with_the_verdict_and_a_link_to_the_deciding_step(client, get_json):
    data = get_json(f"/scenarios/{SCENARIO}?format=json")
    step = data["verdict"]["step"]
    assert data["verdict"]["sentences"][0].startswith("Tollbooth's ability never resolves")
    html = text_of(client.get(f"/scenarios/{SCENARIO}"))
    assert html.index('<section class="verdict"') < html.index('<ol class="trace"')
    assert f'<a class="jump" href="#step-{step}">Deciding step {step}</a>' in html
    assert f'<li id="step-{step}" value="{step}" class="deciding">' in html
    assert "<summary>RR Trigger Steps</summary>" in html.split('<ol class="trace"')[0]


def test_a_step_that_changes_the_board_shows_the_change_and_the_board(client, get_json):
    steps = get_json(f"/scenarios/{SCENARIO}?format=json")["steps"]
    paying = next(s for s in steps if "pays 1[c]" in s["text"])
    assert paying["changes"] == ["Runner credits: 5 → 4"] and paying["board"]["runner"]["credits"] == 4
    html = text_of(client.get(f"/scenarios/{SCENARIO}"))
    assert f"<summary>Board after step {paying['n']}</summary>" in html


def test_a_counterfactual_by_url_has_its_own_title_checks_and_share_link(client, get_json):
    data = get_json(f"/scenarios/{SCENARIO}?{DECLINE}&format=json")
    assert data["title"].endswith("— if the Runner declines to bypass with Femme Fatale")
    assert data["share"] == f"/scenarios/{SCENARIO}?decision.bypass+with+Femme+Fatale=no"
    assert all(c["ok"] for c in data["invariants"])
    credits = next(c for c in data["variant_checks"] if c["path"] == "runner.credits")
    assert (credits["variant"], credits["original"], credits["differs"]) == (2, 4, True)
    html = text_of(client.get(data["share"]))
    assert "if the Runner declines to bypass with Femme Fatale</h1>" in html
    assert '<li class="failed">' not in html


def test_a_form_post_re_run_links_to_the_shareable_url(client):
    html = text_of(client.post(f"/scenarios/{SCENARIO}", data={"decision.bypass with Femme Fatale": "no"}))
    assert f'<a class="share" href="/scenarios/{SCENARIO}?decision.bypass+with+Femme+Fatale=no">' in html


def test_answering_as_the_file_does_is_the_original_not_a_counterfactual(client, get_json):
    data = get_json(f"/scenarios/{SCENARIO}?decision.bypass+with+Femme+Fatale=yes&format=json")
    assert data["changes"] == [] and data["title"] == data["scenario"]["title"] and data["run"]["ok"]


def test_a_citation_without_its_release_is_named_and_linked_as_the_latest_one(app):
    from rulesdb.web.scenario_data import cited

    with app.test_request_context():
        (found,) = cited(["1.10.3c"])
    assert (found["address"], found["title"], found["url"]) == (
        "nsg-cr-25.08/rule_spend_credits",
        "CR 1.10.3c Spend",
        "/nsg-cr-25.08/rule_spend_credits",
    )
    assert found["text"].startswith("To spend or pay credits, a player")


def test_a_current_cr_example_replay_opens_answer_first_too(get_json):
    data = get_json("/scenarios/rule_bypass_during_encounter-1?format=json")
    assert data["verdict"]["sentences"][0].startswith("Troll's ability never resolves")
    assert data["steps"][data["verdict"]["step"] - 2]["deciding"] is True
