"""The JSON API answers exactly what the CLI prints with --json; every failure is one envelope."""

import json

import pytest

from rulesdb.cli.commands import main as cli

SCENARIO = "femme-fatale-vs-tollbooth"


@pytest.fixture
def cli_json(built_data, capsys):
    """Run `rulesdb --data <build> ...args --json` in process and decode what it printed."""

    def run(*args: str):
        capsys.readouterr()
        status = cli(["--data", str(built_data), *args, "--json"])
        assert status == 0
        return json.loads(capsys.readouterr().out)

    return run


@pytest.mark.parametrize(
    "url, command",
    [
        ("/api/node/nisei-cr-1.6/1.10.3c", ("show", "nisei-cr-1.6/1.10.3c")),
        ("/api/node/ffg-rr-1.0/term/bypass", ("show", "ffg-rr-1.0/term/bypass")),
        ("/api/node/ffg-rr-1.0/timing/run/3.1", ("show", "ffg-rr-1.0/timing/run/3.1")),
        ("/api/refs/nisei-cr-1.6/1.10.4", ("refs", "nisei-cr-1.6/1.10.4")),
        ("/api/history/nisei-cr-1.4/1.8.6", ("history", "nisei-cr-1.4/1.8.6")),
        ("/api/diff?from=nisei-cr-1.3&to=nisei-cr-1.4", ("diff", "nisei-cr-1.3", "nisei-cr-1.4")),
        (
            "/api/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&rule=1.10.3c&all=1",
            ("diff", "nisei-cr-1.3", "nisei-cr-1.4", "--rule", "1.10.3c", "--all"),
        ),
        ("/api/compare?topic=Bypass", ("compare", "Bypass")),
        (f"/api/scenarios/{SCENARIO}/run", ("scenario", "run", SCENARIO)),
        (f"/api/scenarios/{SCENARIO}/run?seed=7", ("scenario", "run", SCENARIO, "--seed", "7")),
    ],
)
def test_api_answers_exactly_what_the_cli_prints(get_json, cli_json, url, command):
    assert get_json(url) == cli_json(*command)


def test_scenario_list_is_the_cli_list_under_one_key(get_json, cli_json):
    assert get_json("/api/scenarios") == {"scenarios": cli_json("scenario", "list")}


def test_search_puts_exact_lookups_first_then_hits(get_json, app):
    data = get_json("/api/search?q=bypass&limit=3")
    assert data == app.extensions["rulesdb"].find("bypass", limit=3)
    # The current CR first, one release of each rule; then older CRs and FFG's documents.
    assert [e["address"] for e in data["exact"]] == [
        "nsg-cr-25.08/rule_bypass",
        "nsg-cr-25.08/subsec_bypass",  # one entry per text: v1.6's 6.5.8 is among its versions
        "ffg-rr-1.0/term/bypass",
        "ffg-rulebook-1.0/section/faq/rules-clarifications/bypass",
    ]
    assert len(data["hits"]) == 3
    # A hit found in several releases lists them under "versions".
    assert set(data["hits"][0]) - {"versions"} == {"address", "kind", "document", "title", "snippet", "score"}


def test_search_hits_match_the_cli_search_fields(get_json, cli_json):
    hits = get_json("/api/search?q=hosted%20cards%20trashed&limit=5")["hits"]
    cli_hits = cli_json("search", "hosted cards trashed", "--limit", "5")["hits"]
    assert [set(h) for h in hits] == [set(h) for h in cli_hits]


def test_search_filters_by_document(get_json):
    hits = get_json("/api/search?q=credits&doc=nisei-cr-1.4&limit=5")["hits"]
    assert {h["document"] for h in hits} == {"nisei-cr-1.4"}


def test_search_filters_by_a_version_only_one_document_has(get_json):
    hits = get_json("/api/search?q=bypass&doc=24.09&limit=5")["hits"]
    assert hits and {h["document"] for h in hits} == {"nsg-cr-24.09"}


def test_node_accepts_a_judge_spelling_with_a_document(get_json):
    assert (
        get_json("/api/node/rule%201.10.3%20c?doc=nisei-cr-1.4")["address"]
        == "nisei-cr-1.4/1.10.3c"
    )


def test_documents_lists_the_five_documents_with_counts(get_json, app):
    data = get_json("/api/documents")
    assert data == {"documents": app.extensions["rulesdb"].documents_summary()}
    assert [d["id"] for d in data["documents"]] == [
        "ffg-rr-1.0",
        "ffg-rulebook-1.0",
        "nisei-cr-1.3",
        "nisei-cr-1.4",
        "nisei-cr-1.6",
        "nsg-cr-22.12",
        "nsg-cr-23.08",
        "nsg-cr-24.03",
        "nsg-cr-24.09",
        "nsg-cr-25.04",
        "nsg-cr-25.08",
    ]


def test_diff_kind_filter(get_json):
    data = get_json("/api/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&kind=renumbered")
    assert [(c["from"], c["to"]) for c in data["changes"]] == [
        ("nisei-cr-1.3/1.8.5", "nisei-cr-1.4/1.8.6"),
        ("nisei-cr-1.3/1.8.6", "nisei-cr-1.4/1.8.7"),
    ]


def test_post_run_overrides_decisions_for_a_counterfactual(client):
    response = client.post(
        f"/api/scenarios/{SCENARIO}/run",
        json={"decisions": {"bypass with Femme Fatale": "no"}, "seed": 1},
    )
    data = response.get_json()
    assert response.status_code == 200
    assert data["final_state"]["abilities"]["resolved"] == ["Tollbooth"]
    assert (
        data["final_state"]["runs"][0]["outcome"],
        data["final_state"]["runs"][0]["ended_by"],
    ) == ("unsuccessful", "Tollbooth's subroutine")


def test_post_run_without_overrides_is_the_file_as_written(client, get_json):
    posted = client.post(f"/api/scenarios/{SCENARIO}/run", json={}).get_json()
    assert posted == get_json(f"/api/scenarios/{SCENARIO}/run")
    assert posted["ok"] is True


ENVELOPE_CASES = [
    ("/api/search", 400, "q: a value is required"),
    ("/api/search?q=%01%02", 400, "q: query is empty: type a rule number, a term or some words"),
    ("/api/search?q=bypass&limit=0", 400, "limit: must be between 1 and 100"),
    ("/api/search?q=bypass&kind=card", 400, "kind: 'card' is not one of example, rule, section, step, term, timing"),
    ("/api/search?q=bypass&doc=nisei-cr-9", 400, "doc: 'nisei-cr-9' is not one of "),
    ("/api/search?q=bypass&doc=1.0", 400, "doc: '1.0' is not one of ffg-rr-1.0, ffg-rulebook-1.0, "),
    ("/api/search?q=bypass&format=xml", 400, "format: 'xml' is not one of html, json"),
    ("/api/node/nisei-cr-1.6/99.99.99", 404, "address: unknown address 'nisei-cr-1.6/99.99.99'"),
    ("/api/node/1.10.3c?doc=nisei-cr-9", 404, "doc: no document 'nisei-cr-9'"),
    ("/api/refs/nisei-cr-1.6/nothing-here", 404, "address: unknown address 'nisei-cr-1.6/nothing-here'"),
    ("/api/diff?from=nisei-cr-1.3", 400, "to: a value is required"),
    ("/api/diff?from=nisei-cr-1.3&to=ffg-rr-1.0", 400, "to: cannot compare nisei-cr-1.3 (family nisei-cr) with "),
    ("/api/diff?from=nisei-cr-1.3&to=nisei-cr-7", 404, "to: no document 'nisei-cr-7'"),
    ("/api/diff?from=nisei-cr-7&to=nisei-cr-1.3", 404, "from: no document 'nisei-cr-7'"),
    ("/api/diff?from=nisei-cr-1.3&to=nisei-cr-1.4&rule=" + "9" * 600, 400, "rule: at most 500 characters"),
    ("/api/history/nisei-cr-1.4/99.1", 404, "address: unknown address 'nisei-cr-1.4/99.1'"),
    ("/api/compare", 400, "topic: a value is required"),
    ("/api/compare?topic=%01", 400, "topic: compare needs a topic"),
    ("/api/scenarios/no-such-thing/run", 404, "scenario_id: unknown address 'scenario/no-such-thing'"),
    (f"/api/scenarios/{SCENARIO}/run?seed=-1", 400, "seed: must be between 0 and 2147483648"),
    ("/api/no-such-endpoint", 404, "no API route '/api/no-such-endpoint': /api/openapi.json lists them"),
]


@pytest.mark.parametrize("url, status, message", ENVELOPE_CASES)
def test_every_api_error_is_one_envelope_naming_the_parameter_at_fault(client, url, status, message):
    response = client.get(url)
    data = response.get_json()
    assert (response.status_code, response.mimetype) == (status, "application/json")
    assert (data["ok"], data["status"], type(data["error"])) == (False, status, str)
    assert data["error"].startswith(message) and "\n" not in data["error"]


def test_a_404_envelope_carries_suggestions(client):
    data = client.get("/api/node/nisei-cr-1.6/1.10.3x").get_json()
    assert data["status"] == 404 and "nisei-cr-1.6/1.10.3c" in data["suggestions"]


def test_a_number_in_several_documents_opens_the_latest_and_lists_the_others(client):
    data = client.get("/api/node/1.10.3c").get_json()
    assert data["address"] == "nsg-cr-25.08/rule_spend_credits"
    assert data["other_matches"] == [
        "nisei-cr-1.6/1.10.3c",
        "nisei-cr-1.4/1.10.3c",
        "nisei-cr-1.3/1.10.3c",
    ]


def test_a_version_less_citation_opens_the_latest_release(client):
    data = client.get("/api/node/cr/rule_end_the_run").get_json()
    assert (data["address"], data["id"], data["number"]) == ("nsg-cr-25.08/rule_end_the_run",
                                                              "rule_end_the_run", "6.1.4")
    assert client.get("/api/node/rule_end_the_run").get_json()["address"] == "nsg-cr-25.08/rule_end_the_run"


@pytest.mark.parametrize(
    "body, message",
    [
        ("not json", 'body: expected a JSON object such as {"decisions": {...}, "seed": 1}'),
        (
            json.dumps({"decisions": ["bypass"]}),
            "decisions: expected an object mapping decision names to answers",
        ),
        (json.dumps({"seed": True}), "seed: expected a whole number from 0 to 2147483648"),
        (json.dumps({"seed": 2**31 + 1}), "seed: expected a whole number from 0 to 2147483648"),
    ],
)
def test_post_run_rejects_a_malformed_body(client, body, message):
    response = client.post(
        f"/api/scenarios/{SCENARIO}/run", data=body, content_type="application/json"
    )
    assert (response.status_code, response.get_json()["error"]) == (400, message)


def test_post_run_with_an_answer_that_is_not_an_option_is_a_400_naming_the_options(client):
    response = client.post(
        f"/api/scenarios/{SCENARIO}/run", json={"decisions": {"bypass with Femme Fatale": "maybe"}}
    )
    assert response.status_code == 400
    assert response.get_json()["error"].endswith(
        "'maybe' is not one of the options (options: yes, no)"
    )


def test_wrong_method_is_a_405_envelope_naming_the_allowed_methods(client):
    response = client.post("/api/documents")
    assert (response.status_code, response.get_json()["ok"]) == (405, False)
    assert set(response.headers["Allow"].split(", ")) == {"HEAD", "GET", "OPTIONS"}


def test_a_release_is_named_by_its_version_where_only_one_document_has_it(get_json, client):
    answer = get_json("/api/diff?from=24.09&to=25.04&rule=1.2.2a")
    assert (answer["from"], answer["to"]) == ("nsg-cr-24.09", "nsg-cr-25.04")
    assert [c["from"] for c in answer["changes"]] == ["nsg-cr-24.09/rule_cannot_ncigs"]
    shared = client.get("/api/diff?from=1.0&to=25.08")
    assert shared.status_code == 404
    assert shared.get_json()["suggestions"] == ["ffg-rulebook-1.0", "ffg-rr-1.0"]
