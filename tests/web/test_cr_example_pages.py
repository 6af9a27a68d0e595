"""The CR's worked-example scenarios seen from the web: listed, runnable by id, and on card pages."""


def test_a_cr_example_scenario_is_listed_and_runs_by_id(client, get_json):
    listed = [s["id"] for s in get_json("/api/scenarios")["scenarios"]]
    assert "rule_spend_credits-3" in listed and "femme-fatale-vs-tollbooth" in listed
    response = client.get("/scenarios/rule_spend_credits-3")
    assert response.status_code == 200
    # the replayed example, named without its release, is shown from the latest one (where the
    # scenario comes from, not a citation of any step)
    assert 'Replays <a href="/nsg-cr-25.08/rule_spend_credits/example/3">' in response.get_data(as_text=True)


def test_a_card_page_shows_its_printed_facts(get_json):
    facts = get_json("/cards/Tollbooth?format=json")["facts"]
    assert (facts["type"], facts["subtypes"], facts["cost"], facts["strength"]) == ("ice", ["Code Gate"], 8, 5)
    assert facts["source"] in ("NetrunnerDB", "card library")


def test_a_card_page_lists_the_cr_example_scenarios_that_use_it(get_json):
    ids = [s["id"] for s in get_json("/cards/Tollbooth?format=json")["scenarios"]]
    assert {"rule_spend_credits-3", "rule_reaction_window_closing_timing_structure-1"} <= set(ids)


def test_a_card_page_shows_its_facts_as_a_reader_sees_them(client, get_json):
    html = client.get("/cards/Tollbooth").get_data(as_text=True)
    assert "Strength" in html and "printed facts from the" in html


def test_a_rule_page_lists_the_scenarios_replaying_its_examples(client, get_json):
    from rulesdb.crexamples.citations import all_scenarios

    replaying: dict[str, set[str]] = {}
    for s in all_scenarios():
        if s.example.startswith("cr/") and "/example/" in s.example:
            rule = s.example.split("/example/")[0]
            replaying.setdefault(rule, set()).add(f"/scenarios/{s.id}")
    assert len(replaying) >= 25
    rules = sorted(replaying)
    for rule in rules[:: max(1, len(rules) // 8)]:  # a spread of them: each page costs a render
        urls = replaying[rule]
        listed = {s["url"] for s in get_json(f"/{rule}?format=json")["scenarios"]}
        assert listed == urls, rule
    html = client.get("/cr/rule_lose_credits").get_data(as_text=True)
    replayed_in = html.split("<h2>Replayed in ")[1].split("</details>")[0]
    assert '"/scenarios/rule_lose_credits-1"' in replayed_in and '"/scenarios/rule_lose_credits-1-rich"' in replayed_in


def test_a_rule_without_a_replayed_example_lists_no_replays(client, get_json):
    assert get_json("/cr/rule_end_the_run?format=json")["scenarios"] == []
    assert "<h2>Replayed in " not in client.get("/cr/rule_end_the_run").get_data(as_text=True)
