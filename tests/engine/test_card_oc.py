"""Order and Chaos (2015), the cards the engine now composes from its primitives, each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario

RD = ["Hedge Fund", "Hedge Fund", "Hedge Fund"]
STACK = ["Sure Gamble", "Easy Mark", "Dirty Laundry"]
THREE_CORP_CLICKS = [{"corp": "gain credit"}] * 3


def _runner_turn_begins(tmp_path, runner, *, corp=None, name="begins"):
    """The Corp's 3 clicks, then the Runner's turn begins and the Runner takes 1 credit."""
    return scenario(tmp_path, turn="corp", actions=[*THREE_CORP_CLICKS, {"runner": "gain credit"}],
                    corp={"rd": RD, **(corp or {})}, runner=runner, name=name)


def test_traffic_accident_does_2_meat_damage_only_if_the_runner_has_2_tags(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Traffic Accident"}],
                      corp={"hq": ["Traffic Accident"], "rd": RD}, runner={"tags": 2, "grip": STACK})
    assert len(at(result, "runner.grip")) == 3 - 2
    assert len(at(result, "runner.heap")) == 2
    with pytest.raises(ScenarioError, match="fewer than 2 tags"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Traffic Accident"}], name="one tag",
                 corp={"hq": ["Traffic Accident"], "rd": RD}, runner={"tags": 1, "grip": STACK})


def test_amped_up_gives_3_clicks_and_1_core_damage(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Amped Up"}],
                      runner={"clicks": 4, "credits": 1, "grip": ["Amped Up", "Sure Gamble", "Easy Mark"]})
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (4 - 1 + 3, 0)
    assert (at(result, "runner.core_damage"), at(result, "runner.hand_size")) == (1, 5 - 1)
    assert len(at(result, "runner.grip")) == 2 - 1


@pytest.mark.parametrize("title", ["Asteroid Belt", "Nebula"])
def test_advanceable_ice_rez_cost_is_lowered_by_3_per_advancement_token(tmp_path, title):
    from rulesdb.engine.timing.priority import rez_cost
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": [{"card": title, "rezzed": False, "advancement": 2}]}}})
    assert rez_cost(game, game.servers["HQ"].ice[0]) == 9 - 2 * 3
    advanced = scenario(tmp_path, turn="corp", actions=[{"corp": f"advance {title}"}], name="advance",
                        corp={"credits": 1, "rd": RD, "servers": {"HQ": {"ice": [{"card": title, "rezzed": False}]}}})
    assert at(advanced, f"cards.{title}.counters.advancement") == 1


def test_asteroid_belt_rezzed_for_3_with_2_tokens_ends_the_run(tmp_path):
    result = run_past(tmp_path, {"card": "Asteroid Belt", "rezzed": False, "advancement": 2},
                      corp={"credits": 3}, decisions={"rez": "yes", "break Asteroid Belt": "no"})
    assert (at(result, "cards[Asteroid Belt].rezzed"), at(result, "corp.credits")) == (True, 0)
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_nebula_trashes_a_program(tmp_path):
    result = run_past(tmp_path, "Nebula", runner={"rig": ["Corroder"]},
                      decisions={"break Nebula": "no", "Nebula target": "Corroder"})
    assert at(result, "runner.heap") == ["Corroder"]


def test_human_first_gains_the_points_of_an_agenda_scored_or_stolen(tmp_path):
    scored = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Hostile Takeover"}], name="scored",
                      corp={"rd": RD, "servers": {"Server 1": {"root": [{"card": "Hostile Takeover",
                                                                         "advancement": 1}]}}},
                      runner={"credits": 0, "rig": ["Human First"]}, decisions={"score": "yes"})
    assert at(scored, "runner.credits") == 1  # Hostile Takeover is worth 1
    stolen = scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="stolen",
                      corp={"servers": {"Server 1": {"root": ["Priority Requisition"]}}},
                      runner={"credits": 0, "rig": ["Human First"]}, decisions={"steal": "yes", "jack out": "no"})
    assert at(stolen, "runner.score_area") == ["Priority Requisition"]
    assert at(stolen, "runner.credits") == 3


def test_data_folding_gains_1_as_the_turn_begins_only_with_2_unused_mu(tmp_path):
    roomy = _runner_turn_begins(tmp_path, {"credits": 0, "memory_limit": 4, "rig": ["Data Folding", "Corroder"]})
    assert at(roomy, "runner.credits") == 1 + 1  # Data Folding's, then the click's
    tight = _runner_turn_begins(tmp_path, {"credits": 0, "memory_limit": 2, "rig": ["Data Folding", "Corroder"]},
                                name="tight")
    assert at(tight, "runner.credits") == 1  # 1 unused MU: only the click's


def test_uninstall_returns_an_installed_program_or_hardware_to_the_grip(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Uninstall"}], decisions={"Uninstall target": "Corroder"},
                      runner={"grip": ["Uninstall"], "rig": ["Corroder", "Armitage Codebusting"]})
    assert at(result, "runner.grip") == ["Corroder"]
    assert at(result, "runner.heap") == ["Uninstall"]
    offered = next(d for d in at(result, "decisions") if d["decision"] == "Uninstall target")
    assert offered["options"] == ["Corroder"]  # a resource is not offered


def test_maxx_trashes_the_top_2_of_the_stack_then_draws_1_as_the_turn_begins(tmp_path):
    result = _runner_turn_begins(tmp_path, {"identity": "MaxX: Maximum Punk Rock", "stack": STACK})
    assert at(result, "runner.heap") == ["Sure Gamble", "Easy Mark"]
    assert at(result, "runner.grip") == ["Dirty Laundry"]


def test_vigil_draws_1_when_hq_holds_the_corps_maximum_hand_size(tmp_path):
    four = ["Hedge Fund"] * 4  # plus the card the Corp draws as its turn begins: 5, its maximum hand size
    full = _runner_turn_begins(tmp_path, {"stack": STACK, "rig": ["Vigil"]}, corp={"hq": four})
    assert at(full, "runner.grip") == ["Sure Gamble"]
    short = _runner_turn_begins(tmp_path, {"stack": STACK, "rig": ["Vigil"]}, corp={"hq": four[:3]}, name="short")
    assert at(short, "runner.grip") == []
    assert board(tmp_path, runner={"rig": ["Vigil"]}).memory_limit() == 4 + 1


def test_cyberdex_virus_suite_may_purge_when_accessed_or_by_trashing_itself(tmp_path):
    virus = {"rig": [{"card": "Datasucker", "counters": {"virus": 2}}]}

    def access(name, choice):
        return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name, runner=virus,
                        corp={"servers": {"Server 1": {"root": ["Cyberdex Virus Suite"]}}},
                        decisions={"jack out": "no", "rez": "no", "Cyberdex Virus Suite choice": choice,
                                   "trash Cyberdex Virus Suite": "no"})
    assert at(access("purged", "purge virus counters"), "runner.hosted") == {}
    assert at(access("kept", "no"), "runner.hosted") == {"Datasucker": {"virus": 2}}
    trashed = scenario(tmp_path, turn="corp", actions=[{"corp": "use Cyberdex Virus Suite"}], name="trashed",
                       runner=virus, corp={"rd": RD, "servers": {"Server 1": {"root": ["Cyberdex Virus Suite"]}}})
    assert at(trashed, "runner.hosted") == {}
    assert at(trashed, "corp.archives") == ["Cyberdex Virus Suite"]


def test_investigative_journalism_installs_only_with_bad_publicity_and_gives_1_for_4_clicks(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Investigative Journalism"}],
                      corp={"bad_publicity": 1}, runner={"clicks": 4, "rig": ["Investigative Journalism"]})
    assert (at(result, "corp.bad_publicity"), at(result, "runner.clicks")) == (2, 0)
    assert at(result, "runner.heap") == ["Investigative Journalism"]
    with pytest.raises(ScenarioError, match="no bad publicity"):
        scenario(tmp_path, actions=[{"runner": "install Investigative Journalism"}], name="clean",
                 runner={"grip": ["Investigative Journalism"]})


def test_stim_dealer_gains_a_click_per_counter_until_2_then_clears_them_for_core_damage(tmp_path):
    fresh = _runner_turn_begins(tmp_path, {"rig": [{"card": "Stim Dealer", "counters": {"power": 1}}]})
    assert at(fresh, "cards.Stim Dealer.counters.power") == 2
    assert (at(fresh, "runner.clicks"), at(fresh, "runner.core_damage")) == (4 + 1 - 1, 0)
    spent = _runner_turn_begins(tmp_path, {"grip": STACK, "rig": [{"card": "Stim Dealer", "counters": {"power": 2}}]},
                                name="spent")
    assert at(spent, "cards.Stim Dealer.counters").get("power", 0) == 0
    assert (at(spent, "runner.clicks"), at(spent, "runner.core_damage")) == (4 - 1, 1)


def test_high_risk_investment_spends_its_counter_for_the_runners_credits(tmp_path):
    scored = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="scored", decisions={"score": "yes"},
                      corp={"rd": RD, "servers": {"Server 1": {"root": [{"card": "High-Risk Investment",
                                                                         "advancement": 5}]}}})
    assert at(scored, "cards.High-Risk Investment.counters.agenda") == 1
    used = scenario(tmp_path, turn="corp", actions=[{"corp": "use High-Risk Investment"}], name="used",
                    corp={"credits": 0, "rd": RD, "score_area": [{"card": "High-Risk Investment",
                                                                  "counters": {"agenda": 1}}]},
                    runner={"credits": 7})
    assert (at(used, "corp.credits"), at(used, "runner.credits")) == (7, 7)
    assert at(used, "cards.High-Risk Investment.counters").get("agenda", 0) == 0


def test_knifed_trashes_only_the_first_barrier_fully_broken_during_its_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Knifed on HQ"}],
                      runner={"credits": 5, "grip": ["Knifed"], "rig": ["Corroder"]},
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall", "Wall of Static"]}}},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "break Wall of Static": "Corroder"})
    assert at(result, "corp.servers.HQ.ice") == ["Wall of Static"]  # Ice Wall, the outermost, was broken first
    assert at(result, "corp.archives") == ["Ice Wall"]
    assert at(result, "runs.0.outcome") == "successful"


def test_spooned_trashes_a_fully_broken_code_gate_but_not_a_barrier(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Spooned on HQ"}],
                      runner={"credits": 5, "grip": ["Spooned"], "rig": ["Gordian Blade", "Corroder"]},
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Enigma", "Ice Wall"]}}},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "break Enigma": "Gordian Blade"})
    assert at(result, "corp.servers.HQ.ice") == ["Ice Wall"]
    assert at(result, "corp.archives") == ["Enigma"]


def test_checkpoint_costs_bad_publicity_and_does_3_meat_damage_only_once_the_run_is_successful(tmp_path):
    def run(name, answers):
        return scenario(tmp_path, actions=[{"runner": "run HQ"}], name=name, runner={"grip": STACK},
                        corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Checkpoint", "rezzed": False}]}}},
                        decisions={"rez": "yes", "break Checkpoint": "no", "Corp trace boost Checkpoint": 0,
                                   "Runner link boost Checkpoint": 0, **answers})
    successful = run("successful", {"jack out": "no"})
    assert (at(successful, "corp.bad_publicity"), at(successful, "runs.0.outcome")) == (1, "successful")
    assert len(at(successful, "runner.heap")) == 3
    jacked_out = run("jacked out", {"jack out": "yes"})
    assert (at(jacked_out, "runs.0.outcome"), at(jacked_out, "runner.heap")) == ("unsuccessful", [])


def test_titan_transnational_may_place_an_agenda_counter_on_the_agenda_scored(tmp_path):
    def score(name, answer):
        return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name, corp={
            "identity": "Titan Transnational: Investing In Your Future", "rd": RD,
            "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
            decisions={"score": "yes", "use Titan Transnational": answer,
                       "order Corp abilities": ["Titan Transnational: Investing In Your Future", "Hostile Takeover"]})
    assert at(score("yes", "yes"), "cards.Hostile Takeover.counters.agenda") == 1
    assert at(score("no", "no"), "cards.Hostile Takeover.counters").get("agenda", 0) == 0


def test_gravedigger_gains_a_counter_per_installed_corp_card_trashed_and_spends_it_to_mill_r_and_d(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "use Gravedigger"}],
                      corp={"rd": ["Ice Wall", "Enigma"], "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 5, "rig": ["Gravedigger"]},
                      decisions={"jack out": "no", "rez": "no", "trash PAD Campaign": "yes"})
    assert at(result, "corp.archives") == ["PAD Campaign", "Ice Wall"]
    assert at(result, "corp.rd") == ["Enigma"]
    assert at(result, "cards.Gravedigger.counters").get("virus", 0) == 0  # placed by the trash, spent by the click


def test_dedicated_technician_team_pays_only_for_ice_installed_protecting_its_server(tmp_path):
    corp = {"credits": 0, "rd": RD, "hq": ["Ice Wall"], "servers": {
        "Server 1": {"ice": ["Enigma"], "root": [{"card": "Dedicated Technician Team", "counters": {"credits": 2}}]},
        "HQ": {"ice": ["Enigma"]}}}
    here = scenario(tmp_path, turn="corp", actions=[{"corp": "install Ice Wall on Server 1"}], corp=corp,
                    decisions={"pay installing Ice Wall": {"Dedicated Technician Team": 1}})
    assert at(here, "corp.servers.Server 1.ice") == ["Ice Wall", "Enigma"]
    assert at(here, "cards[Dedicated Technician Team].counters.credits") == 1
    with pytest.raises(ScenarioError, match="cannot pay"):  # keeping Enigma (cr/rule_install_trash_ice: it may go)
        scenario(tmp_path, turn="corp", actions=[{"corp": "install Ice Wall on HQ"}], corp=corp, name="elsewhere",
                 decisions={"trash before installing Ice Wall": "none"})


def test_itinerant_protesters_lowers_the_corps_hand_size_by_its_bad_publicity(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Itinerant Protesters"}], corp={"bad_publicity": 2},
                      runner={"grip": ["Itinerant Protesters"]})
    assert (at(result, "runner.current"), at(result, "corp.hand_size")) == ("Itinerant Protesters", 5 - 2)


def test_housekeeping_makes_the_runner_trash_a_grip_card_on_their_first_install_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Datasucker"}],
                      corp={"current": "Housekeeping"}, decisions={"Housekeeping target": "Easy Mark"},
                      runner={"credits": 5, "grip": ["Corroder", "Datasucker", "Easy Mark", "Sure Gamble"]})
    assert at(result, "runner.heap") == ["Easy Mark"]  # the second install trashes nothing
    assert at(result, "runner.grip") == ["Sure Gamble"]


def test_chop_bot_3000_may_trash_another_installed_card_to_draw_or_remove_a_tag(tmp_path):
    rig = ["Chop Bot 3000", "Corroder"]
    tag_answers = {"Chop Bot 3000 target": "Corroder", "Chop Bot 3000 choice": "remove 1 tag"}
    tag = scenario(tmp_path, turn="corp", actions=[*THREE_CORP_CLICKS, {"runner": "gain credit"}], name="tag",
                   corp={"rd": RD}, runner={"tags": 1, "stack": STACK, "rig": rig}, decisions=tag_answers)
    assert (at(tag, "runner.heap"), at(tag, "runner.tags"), at(tag, "runner.grip")) == (["Corroder"], 0, [])
    kept = scenario(tmp_path, turn="corp", actions=[*THREE_CORP_CLICKS, {"runner": "gain credit"}], name="kept",
                    corp={"rd": RD}, runner={"tags": 1, "stack": STACK, "rig": rig},
                    decisions={"Chop Bot 3000 target": "none"})
    assert (at(kept, "runner.heap"), at(kept, "runner.tags")) == ([], 1)



def test_chop_bot_3000_trashing_another_card_is_a_cost_sacrificial_construct_cannot_prevent(tmp_path):
    """"You may trash another of your installed cards. If you do, ..." makes the trash a cost (cr/rule_nested_cost_may),
    which no interrupt may prevent (cr/rule_cost_no_interrupt): Corroder is trashed and the tag removed."""
    result = scenario(tmp_path, turn="corp", actions=[*THREE_CORP_CLICKS, {"runner": "gain credit"}], name="construct",
                      corp={"rd": RD}, runner={"tags": 1, "stack": STACK,
                                               "rig": ["Chop Bot 3000", "Corroder", "Sacrificial Construct"]},
                      decisions={"Chop Bot 3000 target": "Corroder", "Chop Bot 3000 choice": "remove 1 tag",
                                 "prevent trash": "Sacrificial Construct"})
    assert (at(result, "runner.heap"), at(result, "runner.tags"), at(result, "runner.rig")) == \
        (["Corroder"], 0, ["Chop Bot 3000", "Sacrificial Construct"])

def test_virus_breeding_ground_grows_a_counter_each_turn_and_moves_one_to_another_virus(tmp_path):
    grown = _runner_turn_begins(tmp_path, {"rig": ["Virus Breeding Ground"]})
    assert at(grown, "cards.Virus Breeding Ground.counters.virus") == 1
    moved = scenario(tmp_path, actions=[{"runner": "use Virus Breeding Ground"}],
                     decisions={"Virus Breeding Ground target": "Datasucker"},
                     runner={"rig": [{"card": "Virus Breeding Ground", "counters": {"virus": 2}},
                                     {"card": "Datasucker", "counters": {"virus": 1}}]})
    # 2, +1 as the Runner's turn began, -1 moved to Datasucker
    assert at(moved, "runner.hosted") == {"Virus Breeding Ground": {"virus": 2}, "Datasucker": {"virus": 2}}
    with pytest.raises(ScenarioError, match="Virus Breeding Ground"):
        scenario(tmp_path, actions=[{"runner": "use Virus Breeding Ground"}], name="alone",
                 runner={"rig": [{"card": "Virus Breeding Ground", "counters": {"virus": 2}}, "Datasucker"]})


def test_eater_breaks_any_subroutine_but_then_no_card_is_accessed_this_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], runner={"credits": 5, "rig": ["Eater"]},
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      decisions={"jack out": "no", "break Ice Wall": "Eater"})
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "runs.0.accessed") == []
    assert at(result, "runner.credits") == 5 - 1
    unbroken = scenario(tmp_path, actions=[{"runner": "run HQ"}], runner={"rig": ["Eater"]}, name="no ice",
                        corp={"hq": ["Hedge Fund"]}, decisions={"jack out": "no", "trash Hedge Fund": "no"})
    assert at(unbroken, "runs.0.accessed") == ["Hedge Fund"]  # only a break stops access


def test_firmware_updates_spends_a_counter_once_per_turn_to_advance_ice_that_can_be_advanced(tmp_path):
    corp = {"rd": RD, "score_area": [{"card": "Firmware Updates", "counters": {"agenda": 3}}],
            "servers": {"HQ": {"ice": ["Asteroid Belt", "Ice Wall"]}}}
    used = scenario(tmp_path, turn="corp", actions=[{"corp": "use Firmware Updates"}], corp=corp,
                    decisions={"Firmware Updates target": "Asteroid Belt"})
    assert at(used, "cards.Asteroid Belt.counters.advancement") == 1
    assert at(used, "cards.Firmware Updates.counters.agenda") == 2
    offered = next(d for d in at(used, "decisions") if d["decision"] == "Firmware Updates target")
    assert offered["options"] == ["Asteroid Belt"]  # Ice Wall cannot be advanced
    with pytest.raises(ScenarioError, match="Firmware Updates"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "use Firmware Updates"}, {"corp": "use Firmware Updates"}],
                 corp=corp, decisions={"Firmware Updates target": "Asteroid Belt"}, name="twice")


def test_space_camp_lets_the_corp_advance_a_card_when_accessed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Space Camp"]},
                                        "Server 2": {"root": ["Project Atlas"]}}},
                      decisions={"jack out": "no", "Space Camp target": "Project Atlas", "trash Space Camp": "no"})
    assert at(result, "cards.Project Atlas.counters.advancement") == 1


def test_the_board_makes_each_runner_agenda_worth_1_less_and_is_worth_2_to_the_runner_who_trashes_it(tmp_path):
    game = board(tmp_path, corp={"score_area": ["Priority Requisition"], "servers": {"Server 1": {"root": ["The Board"]}}},
                 runner={"score_area": ["Priority Requisition", "Hostile Takeover"]})
    assert (game.agenda_points("runner"), game.agenda_points("corp")) == (3 - 1 + 1 - 1, 3)
    trashed = run_past(tmp_path, [], runner={"credits": 7, "score_area": ["Hostile Takeover"]},
                       corp={"servers": {"Server 1": {"root": ["The Board"]}}}, decisions={"trash The Board": "yes"})
    assert at(trashed, "runner.score_area") == ["Hostile Takeover", "The Board"]
    assert at(trashed, "runner.agenda_points") == 1 + 2  # The Board, no longer installed, lowers nothing


def test_constellation_protocol_may_move_an_advancement_token_between_ice_as_the_corps_turn_begins(tmp_path):
    def begin(name, use):
        return scenario(tmp_path, turn="runner", name=name, actions=[{"runner": "gain credit"}] * 4 + [
            {"corp": "gain credit"}], runner={"clicks": 4}, corp={"rd": RD, "servers": {
                "HQ": {"ice": [{"card": "Ice Wall", "advancement": 1}, "Asteroid Belt"]},
                "Server 1": {"root": ["Constellation Protocol"]}}},
            decisions={"use Constellation Protocol": use, "Constellation Protocol target": "Ice Wall",
                       "Constellation Protocol target #2": "Asteroid Belt"})
    moved = begin("moved", "yes")
    assert at(moved, "cards[Asteroid Belt].counters.advancement") == 1
    assert at(moved, "cards[Ice Wall].counters").get("advancement", 0) == 0
    kept = begin("kept", "no")
    assert at(kept, "cards[Ice Wall].counters.advancement") == 1


def test_builder_advances_ice_protecting_its_server_and_moves_itself_outermost_anywhere(tmp_path):
    ran = run_past(tmp_path, ["Builder", "Asteroid Belt", "Ice Wall"], runner={"rig": ["Corroder"]},
                   decisions={"break Builder": "no", "Builder target": "Asteroid Belt", "break Asteroid Belt": "no"})
    assert at(ran, "cards[Asteroid Belt].counters.advancement") == 2
    offered = next(d for d in at(ran, "decisions") if d["decision"] == "Builder target")
    assert offered["options"] == ["Asteroid Belt"]  # Ice Wall cannot be advanced
    moved = scenario(tmp_path, turn="corp", actions=[{"corp": "use Builder"}], name="moved",
                     corp={"rd": RD, "servers": {"HQ": {"ice": ["Builder", "Ice Wall"]}, "R&D": {"ice": ["Enigma"]}}},
                     decisions={"Builder choice": "R&D"})
    assert (at(moved, "corp.servers.HQ.ice"), at(moved, "corp.servers.R&D.ice")) == (["Ice Wall"], ["Builder", "Enigma"])


def test_orion_trashes_a_program_resolves_another_ices_subroutine_and_ends_the_run(tmp_path):
    from rulesdb.engine.timing.priority import rez_cost
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": [{"card": "Orion", "rezzed": False, "advancement": 2}]}}})
    assert rez_cost(game, game.servers["HQ"].ice[0]) == 15 - 2 * 3
    result = run_past(tmp_path, "Orion", runner={"grip": STACK, "rig": ["Corroder"]},
                      corp={"servers": {"HQ": {"ice": ["Neural Katana"]}}},
                      decisions={"break Orion": "no", "Orion target": "Corroder", "Orion target #2": "Neural Katana",
                                 "Orion choice": "Do 3 net damage."})
    assert sorted(at(result, "runner.heap")) == sorted(["Corroder", *STACK])
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_sacrificial_clone_prevents_all_damage_at_the_cost_of_hardware_resources_grip_credits_and_tags(tmp_path):
    rig = ["Sacrificial Clone", "Corroder", "Desperado", "Data Folding", "Kati Jones"]
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Scorched Earth"}],
                      corp={"hq": ["Scorched Earth"], "rd": RD},
                      runner={"credits": 5, "tags": 1, "grip": STACK, "rig": rig},
                      decisions={"prevent 4 meat damage": "Sacrificial Clone"})
    assert at(result, "runner.rig") == ["Corroder", "Data Folding"]  # a program and a virtual resource stay
    assert sorted(at(result, "runner.heap")) == sorted(["Sacrificial Clone", "Desperado", "Kati Jones", *STACK])
    assert (at(result, "runner.credits"), at(result, "runner.tags"), at(result, "damage.meat")) == (0, 0, 0)
