"""More Standard events (and Demolisher), each test stating what its printed text makes happen:
Chrysopoeian Skimming, Harmony AR Therapy, Illumination, Reprise, Rigging Up, Spark of Inspiration and
The Price."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_chrysopoeian_skimming_gives_a_click_and_a_card_if_the_corp_reveals_an_agenda(tmp_path):
    def play(name, answer):
        return scenario(tmp_path, actions=[{"runner": "play Chrysopoeian Skimming"}], name=name,
                        corp={"hq": ["Hostile Takeover"], "rd": ["Hedge Fund"]},
                        runner={"grip": ["Chrysopoeian Skimming"], "stack": GRIP},
                        decisions={"Chrysopoeian Skimming choice": answer})
    revealed = play("revealed", "Hostile Takeover")
    assert (at(revealed, "runner.clicks"), at(revealed, "runner.grip")) == (4 - 1 + 1, ["Sure Gamble"])
    hidden = play("hidden", "no")
    assert (at(hidden, "runner.clicks"), at(hidden, "runner.grip")) == (3, [])


def test_harmony_ar_therapy_shuffles_up_to_5_different_heap_cards_back_and_leaves_the_game(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Harmony AR Therapy"}],
                      runner={"grip": ["Harmony AR Therapy"], "heap": ["Diesel", "Diesel", "Corroder"]},
                      decisions={"Harmony AR Therapy target": ["Diesel", "Corroder"]})
    assert (sorted(at(result, "runner.stack")), at(result, "runner.heap")) == (["Corroder", "Diesel"], ["Diesel"])
    assert at(result, "runner.removed") == ["Harmony AR Therapy"]
    with pytest.raises(ScenarioError, match="different titles"):
        scenario(tmp_path, actions=[{"runner": "play Harmony AR Therapy"}], name="twice",
                 runner={"grip": ["Harmony AR Therapy"], "heap": ["Diesel", "Diesel"]},
                 decisions={"Harmony AR Therapy target": ["Diesel", "Diesel"]})


def test_illumination_installs_up_to_3_cards_1_credit_cheaper_after_a_successful_r_and_d_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Illumination"}], corp={"rd": ["Hedge Fund"]},
                      runner={"grip": ["Illumination", "Corroder", "Kati Jones", "Diesel"]},
                      decisions={"jack out": "no", "Illumination target": "Corroder",
                                 "Illumination target (2)": "Kati Jones", "Illumination target (3)": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Corroder", "Kati Jones"], 5 - 1 - 1)


def test_reprise_is_played_only_after_stealing_and_bounces_an_installed_corp_card(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "play Reprise on HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Hostile Takeover"]},
                                                             "Server 2": {"ice": ["Enigma"]}}},
                      runner={"grip": ["Reprise"]},
                      decisions={"jack out": "no", "steal": "yes", "Reprise target": "Enigma", "use Reprise": "yes"})
    assert at(result, "runs.1.server") == "HQ"
    assert sorted(at(result, "corp.hq")) == ["Enigma", "Hedge Fund"]
    with pytest.raises(ScenarioError, match="Reprise cannot be played"):
        scenario(tmp_path, actions=[{"runner": "play Reprise on HQ"}], name="early", runner={"grip": ["Reprise"]})


def test_rigging_up_installs_3_cheaper_and_may_charge_the_card(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Rigging Up"}], runner={"credits": 0, "grip": [
        "Rigging Up", "Propeller"]}, decisions={"Rigging Up target": "Propeller", "use Rigging Up": "yes"})
    assert (at(result, "runner.rig"), at(result, "cards[Propeller].counters")) == (["Propeller"], {"power": 5})


def test_spark_of_inspiration_installs_the_first_program_of_the_stack_10_cheaper(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Spark of Inspiration"}],
                      runner={"grip": ["Spark of Inspiration"], "stack": ["Diesel", "Femme Fatale", "Sure Gamble"]},
                      decisions={"Spark of Inspiration target": "Femme Fatale", "Femme Fatale target": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Femme Fatale"], 5 - 3)
    assert sorted(at(result, "runner.stack")) == ["Diesel", "Sure Gamble"]


def test_the_price_trashes_4_and_may_install_one_of_them_3_cheaper(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play The Price"}], runner={
        "grip": ["The Price"], "stack": ["Diesel", "Corroder", "Sure Gamble", "Easy Mark", "Lucky Find"]},
        decisions={"The Price target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.stack"), at(result, "runner.credits")) == \
        (["Corroder"], ["Lucky Find"], 5 - 1)
    assert sorted(at(result, "runner.heap")) == ["Diesel", "Easy Mark", "Sure Gamble", "The Price"]


def test_demolisher_lowers_trash_costs_and_pays_1_on_the_first_trash_each_turn(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"rig": ["Demolisher"]}, decisions={"trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.credits")) == (["PAD Campaign"], 5 - 3 + 1)


def test_s_dobrado_bypasses_the_first_ice_and_at_threat_4_may_spend_a_click_on_the_second(tmp_path):
    corp = {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall", "Enigma"]}}}
    calm = scenario(tmp_path, actions=[{"runner": "play S-Dobrado on HQ"}], corp=corp, name="calm",
                    runner={"grip": ["S-Dobrado"]}, decisions={"jack out": "no", "break Enigma": "no"})
    assert at(calm, "runs.0.outcome") == "unsuccessful"  # Ice Wall bypassed, Enigma ends the run
    tense = scenario(tmp_path, actions=[{"runner": "play S-Dobrado on HQ"}], name="tense",
                     corp={**corp, "score_area": ["Hostile Takeover"] * 4}, runner={"grip": ["S-Dobrado"]},
                     decisions={"jack out": "no", "use S-Dobrado": "yes"})
    assert (at(tense, "runs.0.outcome"), at(tense, "runner.clicks")) == ("successful", 4 - 1 - 1)
    with pytest.raises(ScenarioError, match="S-Dobrado runs a central server, not Server 1"):
        scenario(tmp_path, actions=[{"runner": "play S-Dobrado on Server 1"}], name="remote",
                 corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"grip": ["S-Dobrado"]})


def test_concerto_hosts_the_revealed_cards_cost_to_spend_during_its_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Concerto on Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 0, "grip": ["Concerto"], "stack": ["Corroder", "Diesel"], "rig": ["Gordian Blade"]},
                      decisions={"jack out": "no", "break Ice Wall": "no"})
    assert at(result, "runner.grip") == ["Corroder"]
    broke = scenario(tmp_path, actions=[{"runner": "play Concerto on Server 1"}], name="broke",
                     corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                     runner={"credits": 0, "grip": ["Concerto"], "stack": ["Corroder"], "rig": ["Corroder"]},
                     decisions={"jack out": "no", "break Ice Wall": "Corroder"})
    assert (at(broke, "runs.0.outcome"), at(broke, "payments.1.from")) == ("successful", {"Concerto": 1})


def test_meeting_of_minds_fetches_a_connection_and_pays_per_connection_revealed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Meeting of Minds"}], runner={
        "grip": ["Meeting of Minds", "Kati Jones"], "stack": ["Diesel", "Beatriz Friere Gonzalez"]},
        decisions={"Meeting of Minds choice": "connection", "Meeting of Minds target": "Beatriz Friere Gonzalez",
                   "Meeting of Minds reveal": 2})
    assert (sorted(at(result, "runner.grip")), at(result, "runner.credits")) == \
        (["Beatriz Friere Gonzalez", "Kati Jones"], 5 - 4 + 2)


def test_bahia_bands_resolves_2_options_and_its_credits_pay_only_trash_costs(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Bahia Bands on Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 2, "grip": ["Bahia Bands"], "stack": GRIP},
                      decisions={"jack out": "no", "Bahia Bands choice": "place 4[c] on this event",
                                 "Bahia Bands choice (2)": "draw 2 cards", "trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.grip")) == (["PAD Campaign"], GRIP[:2])
    assert at(result, "payments.1.from") == {"Bahia Bands": 4}
    tagged = scenario(tmp_path, actions=[{"runner": "play Bahia Bands on HQ"}], name="tag", corp={"hq": ["Hedge Fund"]},
                      runner={"tags": 1, "grip": ["Bahia Bands", "Corroder"]},
                      decisions={"jack out": "no", "Bahia Bands choice": "remove 1 tag",
                                 "Bahia Bands choice (2)": "install 1 card from your grip, paying 1[c] less",
                                 "Bahia Bands target": "Corroder"})
    assert (at(tagged, "runner.tags"), at(tagged, "runner.rig"), at(tagged, "runner.credits")) == (0, ["Corroder"], 5 - 2 - 1)
