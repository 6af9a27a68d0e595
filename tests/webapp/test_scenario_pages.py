"""Scenario pages: the list, a run step by step with its citations, re-runs with other decisions."""

import re

SCENARIO = "femme-fatale-vs-tollbooth"


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_scenario_list_links_each_scenario_and_its_example(client, app):
    scenarios = app.extensions["rulesdb"].scenarios()
    html = text_of(client.get("/scenarios"))
    assert SCENARIO in [s["id"] for s in scenarios]
    for s in scenarios:
        assert f'href="/scenarios/{s["id"]}"' in html and f'href="/{s["example"]}"' in html


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
    numbers = [int(n) for n in re.findall(r'<li id="step-(\d+)" value="\1">', html)]
    assert numbers == list(range(2, len(data["run"]["trace"]) + 1))
    assert '<a href="#step-3">next →</a>' in html and '<a href="#step-2">← previous</a>' in html
    assert '<a href="/ffg-rr-1.0/timing/run/3">ffg-rr-1.0/timing/run/3</a>' in html
    assert re.search(r'<script src="/assets/[0-9a-f]{10}/steps.js" defer></script>', html)


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
    assert '<input name="decision.bypass with Femme Fatale" value="no">' in html
    assert "a counterfactual may fail them" in html


def test_an_answer_that_is_not_an_option_is_shown_on_the_form_as_a_400(client):
    response = client.post(
        f"/scenarios/{SCENARIO}", data={"decision.bypass with Femme Fatale": "maybe"}
    )
    html = text_of(response)
    assert response.status_code == 400
    assert "&#39;maybe&#39; is not one of the options (options: yes, no)" in html
    assert '<form class="decisions" method="post"' in html


def test_an_unknown_scenario_is_a_404(client):
    assert client.get("/scenarios/no-such-scenario").status_code == 404
