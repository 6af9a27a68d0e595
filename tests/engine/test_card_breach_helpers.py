"""R&D Interface's additional access from R&D, and Alice Merchant making the Corp trash from HQ once
per turn after a successful run on Archives."""

from tests.engine.card_play import at, run_past, scenario


def test_r_and_d_interface_accesses_the_top_2_cards_of_r_and_d_but_1_from_hq(tmp_path):
    rd = run_past(tmp_path, [], server="R&D", corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]},
                  runner={"rig": ["R&D Interface"]}, decisions={"access order": ["Hedge Fund", "Ice Wall"]})
    assert at(rd, "runs.0.accessed") == ["Hedge Fund", "Ice Wall"]
    hq = run_past(tmp_path, [], server="HQ", corp={"hq": ["Hedge Fund", "Ice Wall"]},
                  runner={"rig": ["R&D Interface"]}, name="hq")
    assert at(hq, "runs.0.to_access") == 1


def test_alice_merchant_makes_the_corp_trash_a_card_it_picks_on_the_first_archives_run_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}],
                      corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma"]}, runner={"identity": "Alice Merchant"},
                      decisions={"jack out": "no", "Alice Merchant: Clan Agitator target": "Ice Wall"})
    assert at(result, "corp.hq") == ["Hedge Fund", "Enigma"]
    assert at(result, "corp.archives") == ["Ice Wall"]


def test_chronos_protocol_selects_the_first_card_of_the_first_net_damage_only(tmp_path):
    grip = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job"]
    answers = {"Chronos Protocol: Selective Mind-mapping target": "Inside Job"}
    chosen = run_past(tmp_path, "Neural Katana", corp={"identity": "Chronos Protocol"}, runner={"grip": grip},
                      decisions=answers)
    assert at(chosen, "damage.trashed") == ["Inside Job", *at(chosen, "damage.trashed")[1:]]
    declined = run_past(tmp_path, "Neural Katana", corp={"identity": "Chronos Protocol"}, runner={"grip": grip},
                        decisions={"Chronos Protocol: Selective Mind-mapping target": "no"}, name="declined")
    plain = run_past(tmp_path, "Neural Katana", runner={"grip": grip}, name="plain")
    assert at(declined, "damage.trashed") == at(plain, "damage.trashed")  # the same seeded random picks


def test_obokata_protocol_costs_4_net_damage_to_steal_which_guru_davinder_makes_unpayable(tmp_path):
    grip = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]
    corp = {"servers": {"Server 1": {"root": ["Obokata Protocol"]}}}
    paid = run_past(tmp_path, [], corp=corp, runner={"grip": grip}, decisions={"steal Obokata Protocol": "yes"})
    assert (at(paid, "damage.net"), at(paid, "runner.score_area")) == (4, ["Obokata Protocol"])
    guarded = run_past(tmp_path, [], corp=corp, runner={"grip": grip, "rig": ["Guru Davinder"]}, name="guru")
    assert (at(guarded, "damage.net"), at(guarded, "runner.score_area")) == (0, [])


def test_amaze_amusements_trashed_while_accessed_still_tags_for_that_run_only(tmp_path):
    root = {"Server 1": {"root": ["Hostile Takeover", "AMAZE Amusements"]}, "Server 2": {"root": ["Hostile Takeover"]}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}],
                      corp={"servers": root}, runner={"credits": 3},
                      decisions={"jack out": "no", "access order": ["Hostile Takeover"], "trash AMAZE Amusements": "yes"})
    assert at(result, "runner.score_area") == ["Hostile Takeover", "Hostile Takeover"]
    assert at(result, "runner.tags") == 2  # from the first run; the second run's steal gives none
