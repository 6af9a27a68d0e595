"""More Standard cards, each test stating what its printed text makes happen: Sisyphus Protocol (a forced
encounter with the ice just passed), Stoke the Embers (installed from Archives by Kakurenbo), Captain Padma Isbister
(charge: cr/rule_charge) and Magdalene Keino-Chemutai (the cards discarded to hand size)."""

from tests.engine.card_play import at, run_past, scenario, traced

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def test_sisyphus_protocol_makes_the_runner_encounter_a_passed_code_gate_again(tmp_path):
    def run(answer, name):
        return run_past(tmp_path, ["Enigma"], corp={"score_area": ["Sisyphus Protocol"],
                                                    "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                        runner={"rig": ["Gordian Blade"], "credits": 6}, name=name,
                        decisions={"break Enigma": "Gordian Blade", "use Sisyphus Protocol": answer,
                                   "Sisyphus Protocol choice": "pay 1[c]", "trash PAD Campaign": "no"})
    again = run("yes", "again")
    assert (len(at(again, "runs.0.encounters")), at(again, "corp.credits")) == (2, 5 - 1)
    once = run("no", "once")
    assert len(at(once, "runs.0.encounters")) == 1


def test_stoke_the_embers_installed_from_archives_may_be_revealed_for_2_and_a_counter(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Kakurenbo"}], name="stoke", corp={
        "hq": ["Kakurenbo"], "rd": list(RD), "archives": ["Stoke the Embers"]},
        decisions={"Kakurenbo choice": [], "Kakurenbo install": "Stoke the Embers",
                   "Kakurenbo install where": "new remote", "use Stoke the Embers": "yes",
                   "Stoke the Embers target": "Stoke the Embers"})
    assert (at(result, "corp.credits"), at(result, "cards.Stoke the Embers.counters.advancement")) == (5 - 2 + 2, 3)
    from_hq = scenario(tmp_path, turn="corp", actions=[{"corp": "install Stoke the Embers in new remote"}],
                       name="hq", corp={"hq": ["Stoke the Embers"], "rd": list(RD)},
                       decisions={"use Stoke the Embers": "yes"})
    assert "use Stoke the Embers" in from_hq["unused_decisions"]  # from HQ: never offered


def test_stoke_the_embers_gains_3_and_places_a_counter_when_scored(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="scored", corp={
        "rd": list(RD), "servers": {"Server 1": {"root": [{"card": "Stoke the Embers", "advancement": 4}]},
                                    "Server 2": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}},
        decisions={"score": "yes", "Stoke the Embers target": "PAD Campaign", "rez": "no"})
    assert (at(result, "corp.credits"), at(result, "cards.PAD Campaign.counters.advancement")) == (5 + 3 + 1, 1)


def test_captain_padma_charges_an_installed_card_when_a_run_on_rd_begins(tmp_path):
    def run(rig, name):
        return run_past(tmp_path, [], server="R&D", name=name, corp={"rd": ["Hedge Fund"]},
                        runner={"identity": "Captain Padma Isbister: Intrepid Explorer", "rig": rig},
                        decisions={"use Captain Padma": "yes", "Captain Padma Isbister: Intrepid Explorer target":
                                   "Corroder"})
    charged = run([{"card": "Corroder", "counters": {"power": 1}}], "charged")
    assert at(charged, "runner.hosted.Corroder") == {"power": 2}
    bare = run(["Corroder"], "bare")
    assert traced(bare, "no installed card of the Runner's has a power counter to charge")


def test_magdalene_may_install_a_program_discarded_to_reach_hand_size(tmp_path):
    actions = [{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}]
    result = scenario(tmp_path, actions=actions, name="magdalene", corp={"rd": list(RD)}, runner={
        "identity": "Magdalene Keino-Chemutai: Cryptarchitect",
        "grip": ["Corroder", "Sure Gamble", "Diesel", "Easy Mark", "Lucky Find", "Inside Job"]},
        decisions={"discard": ["Corroder"], "use Magdalene": "yes",
                   "Magdalene Keino-Chemutai: Cryptarchitect target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        (["Corroder"], [], 5 + 4 - 2)
