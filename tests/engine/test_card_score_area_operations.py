"""Corp cards that use the score area or move counters: forfeits, "when scored" abilities, agendas added, advancement moved."""

from tests.engine.card_play import at, scenario


def test_24_7_news_cycle_forfeits_an_agenda_and_resolves_another_when_scored_ability(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play 24/7 News Cycle"}],
                      corp={"clicks": 3, "hq": ["24/7 News Cycle"],
                            "score_area": ["AstroScript Pilot Program", "Project Vitruvius"]},
                      decisions={"forfeit": "Project Vitruvius",
                                 "24/7 News Cycle target": "AstroScript Pilot Program"})
    assert at(result, "corp.score_area") == ["AstroScript Pilot Program"]
    assert at(result, "cards[AstroScript Pilot Program].counters.agenda") == 1


def access_qpm(tmp_path, tags, hosted=(), name="qpm"):
    root = [{"card": "Quantum Predictive Model", "faceup": True, "hosted": list(hosted)}]
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {"root": root}}},
                    runner={"tags": tags}, decisions={"jack out": "no"}, name=name)


def test_quantum_predictive_model_accessed_by_a_tagged_runner_goes_to_the_corps_score_area(tmp_path):
    result = access_qpm(tmp_path, 1)
    assert (at(result, "corp.score_area"), at(result, "runner.score_area")) == (["Quantum Predictive Model"], [])


def test_quantum_predictive_model_accessed_untagged_is_stolen(tmp_path):
    result = access_qpm(tmp_path, 0, name="untagged")
    assert at(result, "runner.score_area") == ["Quantum Predictive Model"]


def test_casting_call_hosted_on_an_agenda_gives_2_tags_when_it_is_accessed(tmp_path):
    result = access_qpm(tmp_path, 0, hosted=["Casting Call"], name="casting")
    assert at(result, "runner.tags") == 2


def test_reconstruction_contract_gets_a_counter_when_the_runner_suffers_meat_damage(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Scorched Earth"}], name="recon",
                      corp={"clicks": 3, "hq": ["Scorched Earth"],
                            "servers": {"Server 1": {"root": ["Reconstruction Contract"]}}},
                      runner={"tags": 1, "grip": ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]},
                      decisions={"use Reconstruction Contract": "yes"})
    assert at(result, "cards[Reconstruction Contract].counters.advancement") == 1


def test_reconstruction_contract_trashed_moves_its_counters_to_a_card_that_can_be_advanced(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="move",
                      corp={"clicks": 3, "servers": {"Server 1": {"root": [{"card": "Reconstruction Contract",
                                                                            "advancement": 2}]},
                                                     "Server 2": {"root": ["Project Vitruvius"]}}},
                      decisions={"abilities at Corp action phase (1)": "Reconstruction Contract",
                                 "Reconstruction Contract target": "Project Vitruvius"})
    assert at(result, "cards[Project Vitruvius].counters.advancement") == 2


def test_project_vacheron_stolen_from_a_remote_server_arrives_with_4_agenda_counters(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="vacheron",
                      corp={"servers": {"Server 1": {"root": ["Project Vacheron"]}}}, decisions={"jack out": "no"})
    assert at(result, "cards[Project Vacheron].counters.agenda") == 4
