"""Creation and Control and Honor and Profit Corp ice and the cards that work on ice (bioroids, deflectors, conditions,
Tyr's Hand), each through a run: what its printed text makes happen, and an interaction with another card."""

from tests.engine.card_play import at, run_past, scenario, traced
from tests.engine.test_card_cac_hap_corp import GRIP, RD, corp_turn


def test_heimdall_2_costs_2_clicks_for_2_subroutines(tmp_path):
    broken = run_past(tmp_path, "Heimdall 2.0", runner={"clicks": 4, "grip": GRIP},
                      decisions={"break Heimdall 2.0": {"with": "Heimdall 2.0", "subroutines": [1, 2]}})
    # 1[click] for the run, 2 lost to break the core damage subroutines, the third ends the run
    assert (at(broken, "runner.clicks"), at(broken, "damage.core"), at(broken, "runs.0.outcome")) == \
        (1, 0, "unsuccessful")
    hit = run_past(tmp_path, "Heimdall 2.0", runner={"clicks": 1, "grip": GRIP}, name="hit")
    assert (at(hit, "damage.core"), at(hit, "runs.0.outcome")) == (2, "unsuccessful")


def test_ichi_2_trashes_programs_and_traces_3(tmp_path):
    result = run_past(tmp_path, "Ichi 2.0", runner={"clicks": 1, "grip": GRIP, "rig": ["Corroder"]},
                      decisions={"Ichi 2.0 target": "Corroder", "Runner link boost Ichi 2.0": 0}, corp={"credits": 0})
    assert "Corroder" in at(result, "runner.heap") and at(result, "runner.rig") == []
    assert (at(result, "damage.core"), at(result, "runner.tags")) == (1, 1)  # trace 3 against link 0


def test_viktor_2_stores_power_counters_the_corp_spends_on_core_damage(tmp_path):
    result = run_past(tmp_path, "Viktor 2.0", runner={"clicks": 1, "grip": GRIP}, corp={"credits": 0},
                      decisions={"Runner link boost Viktor 2.0": 0})
    assert (at(result, "cards[Viktor 2.0].counters.power"), at(result, "runs.0.outcome")) == (1, "unsuccessful")
    spent = corp_turn(tmp_path, [{"corp": "use Viktor 2.0"}], name="spent", corp={
        "servers": {"HQ": {"ice": [{"card": "Viktor 2.0", "counters": {"power": 1}}]}}})
    assert (at(spent, "damage.core"), at(spent, "cards[Viktor 2.0].counters"), at(spent, "corp.clicks")) == \
        (1, {}, 3)  # a paid ability: no click


def test_zed_1_does_core_damage_only_once_the_runner_lost_a_click_to_break(tmp_path):
    plain = run_past(tmp_path, "Zed 1.0", runner={"clicks": 1, "grip": GRIP}, name="plain")
    assert at(plain, "damage.core") == 0
    broke = run_past(tmp_path, "Zed 1.0", runner={"clicks": 2, "grip": GRIP},
                     decisions={"break Zed 1.0": {"with": "Zed 1.0", "subroutines": [1]}})
    assert (at(broke, "damage.core"), at(broke, "runner.clicks")) == (1, 0)  # its second subroutine now hits


def test_minelayer_installs_ice_from_hq_protecting_its_server_for_free(tmp_path):
    result = run_past(tmp_path, "Minelayer", corp={"credits": 0, "hq": ["Ice Wall", "Hedge Fund"]},
                      decisions={"Minelayer install": "Ice Wall", "rez": "no"})
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.credits")) == (["Ice Wall", "Minelayer"], 0)
    assert at(result, "runs.0.outcome") == "successful"  # installed outermost, behind the Runner: never approached
    declined = run_past(tmp_path, "Minelayer", corp={"hq": ["Ice Wall"]}, decisions={"Minelayer install": "no"},
                        name="declined")
    assert at(declined, "corp.hq") == ["Ice Wall"]


def test_komainu_gains_a_net_damage_subroutine_per_card_in_the_grip(tmp_path):
    result = run_past(tmp_path, "Komainu", runner={"grip": GRIP})
    assert at(result, "damage.net") == 3
    empty = run_past(tmp_path, "Komainu", runner={"grip": []}, name="empty")
    assert (at(empty, "damage.net"), at(empty, "runs.0.outcome")) == (0, "successful")


def test_susanoo_moves_the_runner_to_archives_who_cannot_jack_out_before_another_encounter(tmp_path):
    walled = run_past(tmp_path, "Susanoo-no-Mikoto", server="HQ", corp={"servers": {"Archives": {"ice": ["Ice Wall"]}}},
                      name="walled")
    assert (at(walled, "runs.0.server"), at(walled, "runs.0.outcome")) == ("Archives", "unsuccessful")  # Ice Wall
    open_ = run_past(tmp_path, "Susanoo-no-Mikoto", server="HQ", decisions={"jack out": "yes"}, name="open",
                     corp={"archives": ["Hedge Fund"]})
    assert (at(open_, "runs.0.server"), at(open_, "runs.0.outcome")) == ("Archives", "successful")
    assert traced(open_, "cannot jack out")
    archives = run_past(tmp_path, "Susanoo-no-Mikoto", server="Archives", name="archives")
    assert (at(archives, "runs.0.server"), at(archives, "runs.0.outcome")) == ("Archives", "successful")


def test_inazuma_stops_breaking_on_the_next_ice_and_jacking_out_until_it(tmp_path):
    ice = ["Inazuma", "Enigma"]
    result = run_past(tmp_path, ice, server="HQ", runner={"credits": 5, "rig": ["Gordian Blade"]},
                      decisions={"break Inazuma": "no", "break Enigma": "Gordian Blade", "jack out": "yes"})
    assert at(result, "runs.0.outcome") == "unsuccessful"  # no jack out before Enigma; Enigma unbroken ends the run
    assert at(result, "runs.0.ended_by") == "Enigma's subroutine"
    plain = run_past(tmp_path, "Enigma", server="HQ", runner={"credits": 5, "rig": ["Gordian Blade"]}, name="plain",
                     decisions={"break Enigma": "Gordian Blade"})
    assert at(plain, "runs.0.outcome") == "successful"


def test_project_wotan_gives_the_approached_bioroid_an_end_the_run_subroutine(tmp_path):
    corp = {"score_area": [{"card": "Project Wotan", "counters": {"agenda": 3}}],
            "servers": {"Server 1": {"root": ["PAD Campaign"]}}}
    wotan = run_past(tmp_path, "Eli 1.0", runner={"clicks": 3}, corp=corp, name="wotan",
                     decisions={"break Eli 1.0": {"with": "Eli 1.0", "subroutines": [1, 2]},
                                "abilities at approach Eli 1.0": "Project Wotan",
                                "trash PAD Campaign": "no"})
    assert (at(wotan, "runs.0.outcome"), at(wotan, "cards.Project Wotan.counters.agenda")) == ("unsuccessful", 2)
    plain = run_past(tmp_path, "Eli 1.0", runner={"clicks": 3}, corp=corp, name="plain",
                     decisions={"break Eli 1.0": "Eli 1.0", "trash PAD Campaign": "no"})
    assert at(plain, "runs.0.outcome") == "successful"
    scored = corp_turn(tmp_path, [{"corp": "gain credit"}], answers={"score": "yes"}, name="scored",
                       corp={"servers": {"Server 1": {"root": [{"card": "Project Wotan", "advancement": 5}]}}})
    assert at(scored, "cards.Project Wotan.counters.agenda") == 3


def test_bioroid_efficiency_research_rezzes_a_bioroid_free_until_it_is_fully_broken(tmp_path):
    servers = {"Server 1": {"ice": [{"card": "Eli 1.0", "rezzed": False}], "root": ["PAD Campaign"]}}
    actions = [{"corp": "play Bioroid Efficiency Research"}, {"corp": "gain credit"}, {"corp": "gain credit"},
               {"runner": "run Server 1"}]
    broken = scenario(tmp_path, turn="corp", actions=actions, name="broken",
                      corp={"credits": 3, "hq": ["Bioroid Efficiency Research"], "rd": list(RD), "servers": servers},
                      decisions={"Bioroid Efficiency Research target": "Eli 1.0", "break Eli 1.0": "Eli 1.0",
                                 "jack out": "no", "trash PAD Campaign": "no", "rez": "no"})
    # 3 - 3 to play it (nothing to rez Eli 1.0), + 1 from PAD Campaign and 2 clicks of credits
    assert (at(broken, "corp.credits"), at(broken, "corp.archives")) == (3, ["Bioroid Efficiency Research"])
    assert at(broken, "cards[Eli 1.0].rezzed") is False and at(broken, "runs.0.outcome") == "successful"
    held = scenario(tmp_path, turn="corp", actions=actions, name="held",
                    corp={"credits": 3, "hq": ["Bioroid Efficiency Research"], "rd": list(RD), "servers": servers},
                    decisions={"Bioroid Efficiency Research target": "Eli 1.0", "break Eli 1.0": "no",
                               "jack out": "no", "rez": "no"})
    assert at(held, "cards[Eli 1.0].rezzed") is True and at(held, "corp.archives") == []
    assert at(held, "runs.0.outcome") == "unsuccessful"


def test_tyrs_hand_rezzes_as_a_bioroid_subroutine_would_be_broken_and_trashes_itself_to_keep_one(tmp_path):
    servers = {"Server 1": {"ice": ["Eli 1.0"], "root": [{"card": "Tyr's Hand", "rezzed": False}, "PAD Campaign"]}}
    kept = run_past(tmp_path, "Eli 1.0", runner={"clicks": 3}, corp={"servers": servers, "credits": 1}, name="kept",
                    decisions={"break Eli 1.0": "Eli 1.0", "prevent break": "Tyr's Hand", "prevent break (2)":
                               "Tyr's Hand", "unbroken Eli 1.0": "1", "rez": "no"})
    # rezzed for 1[c] by its first interrupt, then trashed by its second: subroutine 1 stays unbroken and ends the run
    assert (at(kept, "corp.credits"), at(kept, "corp.archives")) == (0, ["Tyr's Hand"])
    assert (at(kept, "runs.0.outcome"), at(kept, "runner.clicks")) == ("unsuccessful", 0)
    plain = run_past(tmp_path, "Eli 1.0", runner={"clicks": 3}, corp={"servers": servers, "credits": 1},
                     name="plain", decisions={"break Eli 1.0": "Eli 1.0", "prevent break": "no", "rez": "no",
                                              "trash PAD Campaign": "no", "trash Tyr's Hand": "no",
                                              "access order": ["Tyr's Hand", "PAD Campaign"]})
    assert at(plain, "runs.0.outcome") == "successful"
    other = run_past(tmp_path, "Enigma", runner={"credits": 5, "rig": ["Gordian Blade"]}, name="other",
                     corp={"servers": {"Server 1": {"ice": ["Enigma"], "root": ["Tyr's Hand"]}}},
                     decisions={"break Enigma": "Gordian Blade", "trash Tyr's Hand": "no"})
    assert at(other, "runs.0.outcome") == "successful"  # Enigma is no bioroid: nothing to prevent
