"""Null Signal Games era cards outside Standard that play, rez, install or score other cards, each test stating what
its printed text makes happen through the engine: Career Fair, Clot, Corporate Town, Cyberdex Sandbox, DreamNet,
Emergency Shutdown, En Passant, Executive Boot Camp, Forged Activation Orders, Haas-Bioroid: Architects of Tomorrow,
House of Knives, License Acquisition, NBN: Reality Plus and Retrieval Run."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def _runner(tmp_path, actions, name="runner", answers=None, corp=None, **runner):
    runner.setdefault("grip", list(GRIP))
    return scenario(tmp_path, actions=[{"runner": a} for a in actions], name=name, runner=runner,
                    corp={"hq": ["Hedge Fund"], **(corp or {})}, decisions={"jack out": "no", **(answers or {})})


def _corp(tmp_path, actions, name="corp", answers=None, runner=None, **corp):
    corp.setdefault("rd", ["Hedge Fund"] * 3)
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})}, decisions=answers)


# --- Runner events ----------------------------------------------------------------------------------------
def test_emergency_shutdown_derezzes_a_piece_of_ice_after_a_successful_hq_run(tmp_path):
    result = _runner(tmp_path, ["run HQ", "play Emergency Shutdown"], grip=["Emergency Shutdown"],
                     answers={"Emergency Shutdown target": "Enigma"}, corp={"servers": {"R&D": {"ice": ["Enigma"]}}})
    assert at(result, "cards.Enigma.rezzed") is False
    with pytest.raises(ScenarioError, match="no successful run on HQ this turn"):
        _runner(tmp_path, ["run R&D", "play Emergency Shutdown"], name="rd", grip=["Emergency Shutdown"],
                corp={"rd": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                answers={"break Ice Wall": "no"})


def test_en_passant_trashes_an_unrezzed_ice_passed_during_the_last_run_only(tmp_path):
    corp = {"servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}]},
                        "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = _runner(tmp_path, ["run Server 1", "play En Passant"], grip=["En Passant"], corp=corp,
                     answers={"rez": "no", "En Passant target": "unrezzed ice protecting Server 1 (1st from the server)"})
    assert (at(result, "corp.archives"), at(result, "cards.Ice Wall.rezzed")) == (["Enigma"], False)
    # Ice Wall was never passed: it cannot be the target
    with pytest.raises(ScenarioError, match=r"protecting HQ .* is not one of the options"):
        _runner(tmp_path, ["run Server 1", "play En Passant"], name="hq", grip=["En Passant"], corp=corp,
                answers={"rez": "no", "En Passant target": "unrezzed ice protecting HQ (1st from the server)"})


def test_en_passant_cannot_trash_ice_the_corp_rezzed_when_it_was_approached(tmp_path):
    result = _runner(tmp_path, ["run Server 1", "play En Passant"], grip=["En Passant"], rig=["Corroder"],
                     corp={"servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
                     answers={"rez": "yes", "break Ice Wall": "Corroder", "En Passant target": "Ice Wall"})
    assert (at(result, "cards.Ice Wall.rezzed"), at(result, "corp.archives")) == (True, [])
    assert traced(result, "no unrezzed piece of ice passed during the last run is installed")
    with pytest.raises(ScenarioError, match="no successful run this turn"):
        _runner(tmp_path, ["run Server 1", "play En Passant"], name="stopped", grip=["En Passant"],
                corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, answers={"break Ice Wall": "no"})


def test_forged_activation_orders_the_corp_rezzes_or_else_trashes_the_ice(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    rezzed = _runner(tmp_path, ["play Forged Activation Orders"], grip=["Forged Activation Orders"], corp=corp,
                     answers={"Forged Activation Orders target": "unrezzed ice protecting HQ (1st from the server)", "rez Enigma": "yes"})
    assert (at(rezzed, "cards.Enigma.rezzed"), at(rezzed, "corp.credits")) == (True, 5 - 3)
    trashed = _runner(tmp_path, ["play Forged Activation Orders"], name="no", grip=["Forged Activation Orders"],
                      corp=corp, answers={"Forged Activation Orders target": "unrezzed ice protecting HQ (1st from the server)", "rez Enigma": "no"})
    assert (at(trashed, "corp.archives"), at(trashed, "corp.credits")) == (["Enigma"], 5)
    poor = _runner(tmp_path, ["play Forged Activation Orders"], name="poor", grip=["Forged Activation Orders"],
                   corp={**corp, "credits": 2}, answers={"Forged Activation Orders target": "unrezzed ice protecting HQ (1st from the server)"})
    assert at(poor, "corp.archives") == ["Enigma"]  # the Corp cannot pay 3: trashed without a choice


def test_career_fair_installs_a_resource_from_the_grip_paying_3_less(tmp_path):
    result = _runner(tmp_path, ["play Career Fair"], grip=["Career Fair", "Liberated Account"],
                     answers={"Career Fair target": "Liberated Account"})
    assert (at(result, "runner.credits"), at(result, "runner.rig")) == (5 - 3, ["Liberated Account"])
    cheap = _runner(tmp_path, ["play Career Fair"], name="cheap", grip=["Career Fair", "Kati Jones"],
                    answers={"Career Fair target": "Kati Jones"})
    assert at(cheap, "runner.credits") == 5  # 2 - 3: a cost is never below 0


def test_retrieval_run_installs_a_program_from_the_heap_free_instead_of_breaching_archives(tmp_path):
    result = _runner(tmp_path, ["play Retrieval Run"], grip=["Retrieval Run"], heap=["Gordian Blade"],
                     corp={"archives": ["Hostile Takeover"]},
                     answers={"instead of breaching Retrieval Run": "yes", "Retrieval Run target": "Gordian Blade"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Gordian Blade"], 5 - 3)
    assert at(result, "runner.score_area") == []  # no breach: the agenda in Archives is not accessed
    breached = _runner(tmp_path, ["play Retrieval Run"], name="breach", grip=["Retrieval Run"],
                       heap=["Gordian Blade"], corp={"archives": ["Hostile Takeover"]},
                       answers={"instead of breaching Retrieval Run": "no", "steal Hostile Takeover": "yes"})
    assert (at(breached, "runner.rig"), at(breached, "runner.score_area")) == ([], ["Hostile Takeover"])


def test_retrieval_run_installs_the_one_program_in_the_heap_without_a_search(tmp_path):
    """"You may install 1 program from your heap": the "may" is the breach replacement's; with one program in the heap
    it is the one installed, and nothing is searched (the heap is chosen from, not searched)."""
    result = _runner(tmp_path, ["play Retrieval Run"], grip=["Retrieval Run"], heap=["Gordian Blade"], name="one",
                     corp={"archives": ["Hostile Takeover"]}, answers={"instead of breaching Retrieval Run": "yes"})
    assert at(result, "runner.rig") == ["Gordian Blade"]
    assert not [e for e in result["trace"] if "search" in e["text"]]


# --- Runner resources and programs ----------------------------------------------------------------------
def test_dreamnet_draws_on_the_first_successful_run_and_gains_1_with_2_link(tmp_path):
    plain = _runner(tmp_path, ["run HQ", "run HQ"], rig=["DreamNet"], grip=[], stack=["Diesel", "Sure Gamble"])
    assert (at(plain, "runner.grip"), at(plain, "runner.credits")) == (["Diesel"], 5)
    linked = _runner(tmp_path, ["run HQ"], name="link", rig=["DreamNet"], grip=[], stack=["Diesel"], link=2)
    assert at(linked, "runner.credits") == 5 + 1


def test_clot_stops_the_corp_scoring_an_agenda_installed_this_turn_and_is_trashed_by_a_purge(tmp_path):
    actions = ["install Hostile Takeover in new remote", "advance Hostile Takeover", "advance Hostile Takeover"]
    blocked = _corp(tmp_path, actions, hq=["Hostile Takeover"], runner={"rig": ["Clot"]},
                    answers={"score": "yes", "rez": "no"})
    assert at(blocked, "corp.score_area") == []
    clot = "Clot: The Corp cannot score an agenda during the same turn they installed that agenda."
    assert at(blocked, "corp.unscorable") == [{"agenda": "Hostile Takeover", "reason": clot}]
    told = [t["text"] for t in blocked["trace"] if "cannot score it" in t["text"]]
    assert told == [f"Hostile Takeover is advanced to its requirement, but the Corp cannot score it: {clot}"]
    free = _corp(tmp_path, actions, name="free", hq=["Hostile Takeover"], answers={"score": "yes", "rez": "no"})
    assert at(free, "corp.score_area") == ["Hostile Takeover"]
    assert at(free, "corp.unscorable") == []
    purged = _corp(tmp_path, ["purge"], name="purge", runner={"rig": ["Clot"]}, answers={"rez": "no"})
    assert (at(purged, "runner.rig"), at(purged, "runner.heap")) == ([], ["Clot"])


# --- Corp -----------------------------------------------------------------------------------------------
def test_license_acquisition_installs_and_rezzes_an_asset_from_archives_free(tmp_path):
    result = _corp(tmp_path, ["advance License Acquisition"], archives=["Eve Campaign"],
                   servers={"Server 1": {"root": [{"card": "License Acquisition", "advancement": 2}]}},
                   answers={"score": "yes", "use License Acquisition": "yes", "rez": "no",
                            "License Acquisition install": "Eve Campaign",
                            "License Acquisition install where": "new remote"})
    assert (at(result, "cards.Eve Campaign.rezzed"), at(result, "corp.credits")) == (True, 5 - 1)
    assert at(result, "cards.Eve Campaign.counters") == {"credits": 16}


def test_house_of_knives_places_3_counters_and_spends_one_for_1_net_damage_once_per_run(tmp_path):
    scored = _corp(tmp_path, ["advance House of Knives"], name="score", answers={"score": "yes", "rez": "no"},
                   servers={"Server 1": {"root": [{"card": "House of Knives", "advancement": 2}]}})
    assert at(scored, "cards.House of Knives.counters").get("agenda") == 3
    knives = {"score_area": [{"card": "House of Knives", "counters": {"agenda": 3}}]}
    used = run_past(tmp_path, "Ice Wall", corp=knives, runner={"grip": GRIP},
                    decisions={"abilities at approach Ice Wall": "House of Knives", "break Ice Wall": "no"})
    assert (at(used, "damage.net"), at(used, "cards.House of Knives.counters")) == (1, {"agenda": 2})
    # asked at two moments of one run and in a second run: it is used once in each run
    twice = scenario(tmp_path, actions=[{"runner": "run Server 1"}] * 2, name="twice", runner={"grip": GRIP},
                     corp={**knives, "servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                     decisions={"abilities at approach Ice Wall": "House of Knives", "jack out": "no",
                                "abilities at encounter Ice Wall": "House of Knives", "break Ice Wall": "no"})
    assert (at(twice, "damage.net"), at(twice, "cards.House of Knives.counters")) == (2, {"agenda": 1})


def test_cyberdex_sandbox_purges_when_scored_and_gains_4_for_the_first_purge_each_turn(tmp_path):
    result = _corp(tmp_path, ["advance Cyberdex Sandbox", "purge"], clicks=4,
                   servers={"Server 1": {"root": [{"card": "Cyberdex Sandbox", "advancement": 3}]}},
                   runner={"rig": [{"card": "Cache", "counters": {"virus": 2}}]},
                   answers={"score": "yes", "use Cyberdex Sandbox": "yes", "rez": "no"})
    assert at(result, "cards.Cache.counters") == {}
    assert at(result, "corp.credits") == 5 - 1 + 4  # the second purge the same turn gains nothing
    scored = _corp(tmp_path, ["advance Cyberdex Sandbox"], name="kept",
                   servers={"Server 1": {"root": [{"card": "Cyberdex Sandbox", "advancement": 3}]}},
                   runner={"rig": [{"card": "Cache", "counters": {"virus": 2}}]},
                   answers={"score": "yes", "use Cyberdex Sandbox": "no", "rez": "no"})
    assert (at(scored, "cards.Cache.counters"), at(scored, "corp.credits")) == ({"virus": 2}, 5 - 1)


def test_corporate_town_costs_an_agenda_to_rez_and_trashes_a_resource_each_turn(tmp_path):
    result = _corp(tmp_path, ["gain credit"], score_area=["Hostile Takeover"], runner={"rig": ["Kati Jones"]},
                   servers={"Server 1": {"root": [{"card": "Corporate Town", "rezzed": True}]}},
                   answers={"rez": "no", "Corporate Town target": "Kati Jones"})
    assert at(result, "runner.heap") == ["Kati Jones"]
    rez = _corp(tmp_path, ["gain credit"], name="rez", score_area=["Hostile Takeover"],
                servers={"Server 1": {"root": [{"card": "Corporate Town", "rezzed": False}]}},
                answers={"rez Corporate Town": "yes", "rez": "no", "forfeit": "Hostile Takeover",
                         "Corporate Town cost": "Hostile Takeover"})
    assert (at(rez, "cards.Corporate Town.rezzed"), at(rez, "corp.score_area")) == (True, [])


def test_executive_boot_camp_rezzes_a_card_1_cheaper_and_finds_an_asset(tmp_path):
    result = _corp(tmp_path, ["gain credit"], rd=["Hedge Fund", "PAD Campaign", "Ice Wall"],
                   servers={"Server 1": {"root": ["Executive Boot Camp"]},
                            "Server 2": {"root": [{"card": "Eve Campaign", "rezzed": False}]}},
                   answers={"rez": "no", "Executive Boot Camp target": "Eve Campaign"})
    assert (at(result, "cards.Eve Campaign.rezzed"), at(result, "corp.credits")) == (True, 5 - 4 + 1)
    found = _corp(tmp_path, ["use Executive Boot Camp"], name="search", rd=["Hedge Fund", "PAD Campaign", "Ice Wall"],
                  servers={"Server 1": {"root": ["Executive Boot Camp"]}},
                  answers={"rez": "no", "Executive Boot Camp target": "PAD Campaign"})
    assert "PAD Campaign" in at(found, "corp.hq") and at(found, "corp.archives") == ["Executive Boot Camp"]


def test_architects_of_tomorrow_rezzes_a_bioroid_4_cheaper_after_the_runner_passes_rezzed_bioroid_ice(tmp_path):
    result = run_past(tmp_path, ["Eli 1.0", {"card": "Brân 1.0", "rezzed": False}], runner={"credits": 5},
                      corp={"identity": "Haas-Bioroid: Architects of Tomorrow", "credits": 2},
                      decisions={"break Eli 1.0": "Eli 1.0", "use Haas-Bioroid: Architects of Tomorrow": "yes",
                                 "Haas-Bioroid: Architects of Tomorrow target": "Brân 1.0", "rez": "no",
                                 "break Brân 1.0": "no"})
    assert result["final_state"]["cards"]["Brân 1.0"]["rezzed"] is True
    assert at(result, "corp.credits") == 2 - (6 - 4)


def test_reality_plus_gains_2_for_the_first_tag_each_turn_only(tmp_path):
    result = run_past(tmp_path, ["Doomscroll", "Doomscroll"], corp={"identity": "NBN: Reality Plus"},
                      runner={"grip": list(GRIP)}, decisions={"break Doomscroll": "no",
                                                              "NBN: Reality Plus choice": "gain 2 credits"})
    assert (at(result, "runner.tags"), at(result, "corp.credits")) == (2, 5 + 2)


# --- Subliminal Messaging: an ability that works from Archives ----------------------------------------------
def test_subliminal_messaging_gains_a_click_only_for_the_first_copy_played_each_turn(tmp_path):
    result = _corp(tmp_path, ["play Subliminal Messaging", "play Subliminal Messaging"],
                   hq=["Subliminal Messaging", "Subliminal Messaging"], answers={"rez": "no"})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 + 2, 3 - 2 + 1)


def _runner_turn_then_corp(tmp_path, name, runner_actions):
    actions = [{"runner": a} for a in runner_actions] + [{"corp": "gain credit"}]
    return scenario(tmp_path, actions=actions, name=name, corp={"archives": ["Subliminal Messaging"],
                                                                 "rd": ["Hedge Fund"], "hq": ["Ice Wall"]},
                    decisions={"use Subliminal Messaging": "yes", "jack out": "no", "rez": "no"})


def test_subliminal_messaging_returns_from_archives_after_a_runner_turn_without_runs(tmp_path):
    quiet = _runner_turn_then_corp(tmp_path, "quiet", ["gain credit"] * 4)
    assert "Subliminal Messaging" in at(quiet, "corp.hq") and at(quiet, "corp.archives") == []
    ran = _runner_turn_then_corp(tmp_path, "ran", ["run Archives"] + ["gain credit"] * 3)
    assert at(ran, "corp.archives") == ["Subliminal Messaging"]
    # a Runner turn before the scenario is refused (test_this_turn_mid_board.py)


# --- Marilyn Campaign: a trash replaced, the card still trashed ----------------------------------------------
def _marilyn(tmp_path, name, answer, credits=2):
    return _corp(tmp_path, ["gain credit"], name=name, rd=["Hedge Fund", "Ice Wall"],
                 servers={"Server 1": {"root": [{"card": "Marilyn Campaign", "counters": {"credits": credits}}]}},
                 answers={"rez": "no", "use Marilyn Campaign": answer})


def test_marilyn_campaign_pays_2_each_turn_and_when_empty_may_be_shuffled_into_rd(tmp_path):
    into_rd = _marilyn(tmp_path, "rd", "yes")
    assert at(into_rd, "corp.credits") == 5 + 2 + 1
    assert at(into_rd, "corp.archives") == [] and "Marilyn Campaign" in at(into_rd, "corp.rd")
    assert traced(into_rd, "it is still trashed")
    archives = _marilyn(tmp_path, "archives", "no")
    assert at(archives, "corp.archives") == ["Marilyn Campaign"]
    kept = _marilyn(tmp_path, "kept", "yes", credits=6)
    assert at(kept, "cards.Marilyn Campaign.counters") == {"credits": 4}


def test_marilyn_campaign_trashed_by_the_runner_may_go_back_into_rd_and_is_loaded_with_8_when_rezzed(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": [
        {"card": "Marilyn Campaign", "counters": {"credits": 8}}]}}},
        decisions={"trash Marilyn Campaign": "yes", "use Marilyn Campaign": "yes"})
    assert (at(result, "corp.rd"), at(result, "corp.archives"), at(result, "runner.credits")) == (
        ["Marilyn Campaign"], [], 5 - 3)
    rez = _corp(tmp_path, ["rez Marilyn Campaign"], name="rez", servers={"Server 1": {"root": [
        {"card": "Marilyn Campaign", "rezzed": False}]}}, answers={"rez": "no"})
    assert at(rez, "cards.Marilyn Campaign.counters") == {"credits": 8}


# --- Deep Dive: cards accessed from the set-aside zone ---------------------------------------------------------
def _deep_dive(tmp_path, name, answers, runs=("HQ", "R&D", "Archives"), clicks=5):
    rd = ["Hedge Fund", "Ice Wall", "Hostile Takeover", "Enigma", "PAD Campaign", "Anonymous Tip", "Hedge Fund",
          "Ice Wall", "Project Atlas"]
    return _runner(tmp_path, [f"run {s}" for s in runs] + ["play Deep Dive"], name=name, grip=["Deep Dive"],
                   clicks=clicks, credits=10, corp={"rd": rd, "hq": ["Hedge Fund"]}, answers=answers)


def test_deep_dive_accesses_1_of_the_top_8_and_another_for_a_click_then_shuffles_them_back(tmp_path):
    result = _deep_dive(tmp_path, "dive", {"Deep Dive target": "Hostile Takeover", "steal Hostile Takeover": "yes",
                                           "Deep Dive choice": "PAD Campaign", "trash PAD Campaign": "yes"})
    assert at(result, "runner.score_area") == ["Hostile Takeover"]
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (0, 10 - 2 - 4)
    assert sorted(at(result, "corp.rd")) == sorted(["Hedge Fund", "Ice Wall", "Enigma", "Anonymous Tip",
                                                     "Hedge Fund", "Ice Wall", "Project Atlas"])
    assert traced(result, "sets aside the top 8 cards of R&D faceup")
    no_click = _deep_dive(tmp_path, "no click", {"Deep Dive target": "Ice Wall", "Deep Dive choice": "Enigma"},
                          clicks=4)
    assert len(at(no_click, "corp.rd")) == 9 and at(no_click, "runner.clicks") == 0  # no [click] left for a second


def test_deep_dive_needs_successful_runs_on_all_three_centrals_this_turn(tmp_path):
    with pytest.raises(ScenarioError, match="no successful run on Archives this turn"):
        _deep_dive(tmp_path, "two", {"Deep Dive target": "Ice Wall"}, runs=("HQ", "R&D"))
