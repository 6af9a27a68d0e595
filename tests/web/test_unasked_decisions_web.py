"""The API re-run and the scenario page refuse a decision the run never asks (400, one line naming
`decision.NAME` and what the run asks), and the page's form, which sends back every decision the run
asked, still re-runs with just the one the judge changed."""

SCENARIO = "femme-fatale-vs-tollbooth"
ASKED = "(it asks: bypass with Femme Fatale, jack out at HQ)"


def test_the_api_re_run_refuses_a_decision_never_asked(client):
    response = client.post(f"/api/scenarios/{SCENARIO}/run",
                           json={"decisions": {"break Tollbooth": "Corroder"}})
    assert response.status_code == 400
    assert response.get_json()["error"] == (
        f"decisions.break Tollbooth: the engine never asks this decision in this run {ASKED}")


def test_the_scenario_page_shows_the_refusal_on_the_form(client):
    response = client.get(f"/scenarios/{SCENARIO}?decision.break+Tollbooth=Corroder")
    html = response.get_data(as_text=True)
    assert response.status_code == 400
    assert "decisions.break Tollbooth: the engine never asks this decision in this run" in html
    assert '<form class="decisions" method="get"' in html


def test_the_whole_form_sent_back_with_one_change_re_runs_that_change(client, get_json):
    data = get_json(f"/scenarios/{SCENARIO}?decision.bypass+with+Femme+Fatale=no"
                    "&decision.jack+out+at+HQ=no&format=json")  # jack out is never asked once declined
    assert [c["decision"] for c in data["changes"]] == ["bypass with Femme Fatale"]
    assert data["run"]["final_state"]["runs"][0]["outcome"] == "unsuccessful"
    assert data["run"]["unused_decisions"] == ["jack out"]
