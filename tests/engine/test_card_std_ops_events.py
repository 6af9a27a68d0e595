"""Identities answering game events the engine now reports: credits lost to a Corp card (GameNET), credits gained
through an agenda or operation (The Zwicky Group), tags removed (Synapse Global), tags taken from none and an
additional cost to trash a connection (Sebastião Souza Pessoa); and Arissana Rocha Nahu's install during a run."""

from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def test_gamenet_gains_1_each_time_a_corp_ability_makes_the_runner_lose_credits_in_a_run(tmp_path):
    result = run_past(tmp_path, ["DNA Tracker"], corp={"identity": "GameNET: Where Dreams are Real",
                                                        "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 10, "grip": list(GRIP)},
                      decisions={"break DNA Tracker": "no", "trash PAD Campaign": "no"})
    assert (at(result, "runner.credits"), at(result, "corp.credits")) == (10 - 6, 5 + 3)


def test_zwicky_may_draw_the_first_time_an_operation_gains_it_credits_each_turn(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Hedge Fund"}, {"corp": "play Hedge Fund"}],
                      name="zwicky", corp={"identity": "The Zwicky Group: Invisible Hands", "credits": 10,
                                           "hq": ["Hedge Fund", "Hedge Fund"], "rd": ["Ice Wall", "Enigma", "PAD Campaign"]},
                      decisions={"use The Zwicky Group": "yes"})
    assert at(result, "corp.hq") == ["Ice Wall", "Enigma"]  # the mandatory draw, then 1 for the first Hedge Fund only


def test_synapse_global_removes_a_tag_for_2_and_installs_a_card_for_free_the_first_time(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Synapse Global: Faster than Thought"}],
                      name="synapse", corp={"identity": "Synapse Global: Faster than Thought", "hq": ["Enigma"],
                                            "rd": list(RD), "credits": 0}, runner={"tags": 1},
                      decisions={"use Synapse Global": "yes", "Synapse Global: Faster than Thought install": "Enigma",
                                 "Synapse Global: Faster than Thought install where": "HQ"})
    assert (at(result, "runner.tags"), at(result, "corp.credits"), at(result, "corp.servers.HQ.ice")) == \
        (0, 2, ["Enigma"])


def test_sebastiao_installs_a_connection_for_2_less_on_the_first_tag(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Tomorrowʼs Headline"]}}},
                      runner={"identity": "Sebastião Souza Pessoa: Activist Organizer", "grip": ["Kati Jones"]},
                      decisions={"steal": "yes", "use Sebastião": "yes",
                                 "Sebastião Souza Pessoa: Activist Organizer target": "Kati Jones"})
    assert (at(result, "runner.tags"), at(result, "runner.rig"), at(result, "runner.credits")) == (1, ["Kati Jones"], 5)


def test_sebastiao_makes_the_corp_trash_a_card_from_hq_to_trash_a_connection(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "trash Kati Jones"}], name="trash", corp={
        "hq": ["Enigma"], "rd": list(RD)}, runner={"identity": "Sebastião Souza Pessoa: Activist Organizer",
                                                   "tags": 1, "rig": ["Kati Jones"]},
        decisions={"Sebastião Souza Pessoa: Activist Organizer cost": ["Enigma"]})
    assert (at(result, "runner.heap"), at(result, "corp.archives"), at(result, "corp.credits")) == \
        (["Kati Jones"], ["Enigma"], 5 - 2)


def test_arissana_installs_a_program_during_a_run_and_trashes_it_when_the_run_ends(tmp_path):
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], corp={"servers": {"Server 1": {
        "root": ["PAD Campaign"]}}}, runner={"identity": "Arissana Rocha Nahu: Street Artist", "grip": ["Corroder"]},
        decisions={"abilities at approach Ice Wall": "Arissana Rocha Nahu: Street Artist", "rez": "no",
                   "Arissana Rocha Nahu: Street Artist target": "Corroder", "trash PAD Campaign": "no"})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Corroder"], 5 - 2)


def test_arissana_installs_a_trojan_on_a_piece_of_ice_and_it_stays_when_the_run_ends(tmp_path):
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], corp={"servers": {"Server 1": {
        "root": ["PAD Campaign"]}}}, runner={"identity": "Arissana Rocha Nahu: Street Artist", "grip": ["Hush"]},
        name="trojan", decisions={"abilities at approach Ice Wall": "Arissana Rocha Nahu: Street Artist", "rez": "no",
                                  "Arissana Rocha Nahu: Street Artist target": "Hush", "Hush host": "unrezzed ice protecting Server 1 (1st from the server)",
                                  "trash PAD Campaign": "no"})
    assert (at(result, "runner.heap"), at(result, "cards.Hush.host"), at(result, "runner.credits")) == \
        ([], "Ice Wall", 5 - 1)
