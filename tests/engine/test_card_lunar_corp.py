"""Lunar cycle Corp cards (Lag Time, Manhunt, Paywall Implementation, Peak Efficiency, Reuse, Snatch and Grab, Chronos
Project, Encrypted Portals, Superior Cyberwalls, Helium-3 Deposit, IT Department, The News Now Hour, Primary
Transmission Dish, Sealed Vault, Shattered Remains, Shell Corporation), each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario

RD = ["Hedge Fund"] * 4


def _corp(tmp_path, actions, *, corp=None, runner=None, decisions=None, name="corp"):
    return scenario(tmp_path, turn="corp", actions=actions, corp={"rd": RD, **(corp or {})}, runner=runner,
                    decisions=decisions, name=name)


def test_lag_time_makes_all_ice_stronger_while_it_is_the_current(tmp_path):
    game = board(tmp_path, corp={"current": "Lag Time", "servers": {"Server 1": {"ice": ["Ice Wall"]}}})
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 1 + 1


def test_manhunt_traces_the_first_successful_run_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}], runner={"credits": 0},
                      corp={"current": "Manhunt", "credits": 0},
                      decisions={"jack out": "no", "Corp trace boost Manhunt": 0, "Runner link boost Manhunt": 0})
    assert at(result, "runner.tags") == 1  # the second run is not traced


def test_paywall_implementation_pays_for_every_successful_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run R&D"}],
                      corp={"current": "Paywall Implementation", "credits": 0, "rd": RD},
                      decisions={"jack out": "no"})
    assert at(result, "corp.credits") == 2


def test_peak_efficiency_gains_1_per_rezzed_ice(tmp_path):
    corp = {"credits": 1, "hq": ["Peak Efficiency"], "servers": {
        "HQ": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}]}, "Server 1": {"ice": ["Enigma"]}}}
    result = _corp(tmp_path, [{"corp": "play Peak Efficiency"}], corp=corp)
    assert at(result, "corp.credits") == 1 - 1 + 2


def test_reuse_gains_2_per_card_trashed_from_hq(tmp_path):
    result = _corp(tmp_path, [{"corp": "play Reuse"}], corp={"credits": 0, "hq": ["Reuse", "Ice Wall", "Enigma"]},
                   decisions={"Reuse target": ["Ice Wall", "Enigma"]})
    assert (at(result, "corp.credits"), sorted(at(result, "corp.archives")), at(result, "corp.clicks")) == \
        (4, ["Enigma", "Ice Wall", "Reuse"], 1)


def test_snatch_and_grab_trashes_a_connection_unless_the_runner_takes_a_tag(tmp_path):
    answers = {"Corp trace boost Snatch and Grab": 0, "Runner link boost Snatch and Grab": 0,
               "Snatch and Grab target": "Kati Jones"}
    corp = {"credits": 0, "hq": ["Snatch and Grab"]}
    trashed = _corp(tmp_path, [{"corp": "play Snatch and Grab"}], corp=corp, runner={"rig": ["Kati Jones"]},
                    decisions={**answers, "Snatch and Grab choice": "no"})
    assert at(trashed, "runner.heap") == ["Kati Jones"]
    kept = _corp(tmp_path, [{"corp": "play Snatch and Grab"}], corp=corp, runner={"rig": ["Kati Jones"]}, name="kept",
                 decisions={**answers, "Snatch and Grab choice": "take 1 tag"})
    assert (at(kept, "runner.rig"), at(kept, "runner.tags")) == (["Kati Jones"], 1)


def _score(tmp_path, agenda, adv, *, corp=None, runner=None, decisions=None, name="score"):
    corp = {"rd": RD, **(corp or {})}
    corp["servers"] = {"Server 1": {"root": [{"card": agenda, "advancement": adv}]}, **corp.get("servers", {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, runner=runner, name=name,
                    decisions={"score": "yes", **(decisions or {})})


def test_chronos_project_removes_the_heap_from_the_game(tmp_path):
    result = _score(tmp_path, "Chronos Project", 3, runner={"heap": ["Diesel", "Corroder"]})
    assert (at(result, "runner.heap"), sorted(at(result, "runner.removed"))) == ([], ["Corroder", "Diesel"])


@pytest.mark.parametrize(("agenda", "subtype_ice", "other_ice"), [
    ("Encrypted Portals", "Enigma", "Ice Wall"), ("Superior Cyberwalls", "Ice Wall", "Enigma")])
def test_ice_of_one_subtype_gets_stronger_and_pays_when_scored(tmp_path, agenda, subtype_ice, other_ice):
    ice = {"Server 2": {"ice": [subtype_ice, other_ice]}}
    result = _score(tmp_path, agenda, 3, corp={"credits": 0, "servers": ice})
    assert at(result, "corp.credits") == 1 + 1  # 1 rezzed ice of the subtype, and the basic action
    game = board(tmp_path, corp={"score_area": [agenda], "servers": ice}, name="strength")
    first, second = game.servers["Server 2"].ice
    printed = {"Enigma": 2, "Ice Wall": 1}
    assert (game.ice_strength(first), game.ice_strength(second)) == (printed[subtype_ice] + 1, printed[other_ice])


def test_helium_3_deposit_places_up_to_2_power_counters_on_a_loaded_card(tmp_path):
    corp = {"servers": {"Server 2": {"root": [{"card": "Rex Campaign", "counters": {"power": 1}}]}}}
    result = _score(tmp_path, "Helium-3 Deposit", 4, corp=corp,
                    decisions={"Helium-3 Deposit target": "Rex Campaign", "Helium-3 Deposit X": 2})
    assert at(result, "cards[Rex Campaign].counters.power") == 1 - 1 + 2  # one removed as the turn began


def test_it_department_strengthens_ice_by_its_counters_for_the_turn(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Ice Wall"], "root": [{"card": "IT Department",
                                                                    "counters": {"power": 2}}]}}}
    game = board(tmp_path, turn="corp", corp=corp, decisions={"IT Department target": "Ice Wall"})
    from tests.engine.card_play import use
    assert use(game, "IT Department", 1)
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 1 + 2  # the counter spent counts
    assert game.servers["Server 1"].root[0].counters.get("power") == 1


def test_the_news_now_hour_forbids_the_runner_current_events(tmp_path):
    from rulesdb.engine.cards import lookup
    from rulesdb.engine.cards.printed import event
    game = board(tmp_path, corp={"servers": {"Server 1": {"root": ["The News Now Hour"]}}})
    current = game.new_object(event("A Current", "Current", faction="shaper", cost=0, inf=0, text=("",)), "runner",
                              "grip")
    other = game.new_object(lookup("Sure Gamble"), "runner", "grip")
    assert (game.forbidden("play", current), game.forbidden("play", other)) == \
        ("The Runner cannot play current events.", "")


def test_primary_transmission_dish_pays_for_a_trace(tmp_path):
    result = run_past(tmp_path, "Gutenberg", server="R&D", corp={"credits": 0, "rd": RD,
                                                                 "servers": {"Server 1": {"root": [
                          {"card": "Primary Transmission Dish", "counters": {"credits": 3}}]}}},
                      runner={"credits": 0}, decisions={"break Gutenberg": "no", "Corp trace boost Gutenberg": 2,
                                                        "Runner link boost Gutenberg": 0,
                                                        "pay Gutenberg's trace": {"Primary Transmission Dish": 2}})
    assert (at(result, "cards[Primary Transmission Dish].counters.credits"), at(result, "corp.credits")) == (1, 0)


def test_sealed_vault_stores_and_returns_credits(tmp_path):
    from tests.engine.card_play import use
    game = board(tmp_path, turn="corp", corp={"credits": 6, "servers": {"Server 1": {"root": ["Sealed Vault"]}}},
                 decisions={"Sealed Vault X": 5})
    assert use(game, "Sealed Vault", 0)
    assert (game.corp.credits, game.servers["Server 1"].root[0].counters["credits"]) == (0, 5)
    taken = _corp(tmp_path, [{"corp": "use Sealed Vault"}], name="taken",
                  corp={"credits": 0, "servers": {"Server 1": {"root": [{"card": "Sealed Vault",
                                                                         "counters": {"credits": 5}}]}}},
                  decisions={"Sealed Vault X": 4})
    assert (at(taken, "corp.credits"), at(taken, "cards[Sealed Vault].counters.credits")) == (4, 1)


def test_shattered_remains_trashes_hardware_per_advancement_token_for_1_credit(tmp_path):
    corp = {"credits": 1, "servers": {"Server 1": {"root": [{"card": "Shattered Remains", "rezzed": False,
                                                             "advancement": 1}]}}}
    result = run_past(tmp_path, [], corp=corp, runner={"rig": ["Capstone", "Lockpick"]},
                      decisions={"rez Shattered Remains": "no", "use Shattered Remains": "yes",
                                 "Shattered Remains target": ["Lockpick"], "trash Shattered Remains": "no"})
    assert (at(result, "runner.heap"), at(result, "corp.credits")) == (["Lockpick"], 0)


def test_shattered_remains_trashes_hardware_hosted_on_an_icebreaker_too(tmp_path):
    # "trash 1 piece of hardware": Gebrselassie hosted on Corroder is installed hardware (cr/rule_host_on_ability)
    corp = {"credits": 1, "servers": {"Server 1": {"root": [{"card": "Shattered Remains", "rezzed": False,
                                                             "advancement": 2}]}}}
    result = run_past(tmp_path, [], corp=corp, runner={"rig": [{"card": "Corroder", "hosted": ["Gebrselassie"]}]},
                      decisions={"rez Shattered Remains": "no", "use Shattered Remains": "yes",
                                 "trash Shattered Remains": "no"})
    assert (at(result, "runner.heap"), at(result, "cards.Corroder.hosted")) == (["Gebrselassie"], [])


def test_shell_corporation_banks_credits_once_per_turn(tmp_path):
    corp = {"credits": 0, "servers": {"Server 1": {"root": [{"card": "Shell Corporation",
                                                             "counters": {"credits": 3}}]}}}
    result = _corp(tmp_path, [{"corp": "use Shell Corporation ability 2"}], corp=corp)
    assert at(result, "corp.credits") == 3
    with pytest.raises(ScenarioError):
        _corp(tmp_path, [{"corp": "use Shell Corporation ability 2"}, {"corp": "use Shell Corporation"}], corp=corp,
              name="twice")


def test_cerebral_static_blanks_the_runners_identity_while_it_is_the_current(tmp_path):
    runner = {"identity": 'Kate "Mac" McCaffrey: Digital Tinker', "credits": 5, "grip": ["Corroder"]}
    kate = scenario(tmp_path, actions=[{"runner": "install Corroder"}], runner=runner, name="kate")
    assert at(kate, "runner.credits") == 5 - (2 - 1)
    static = scenario(tmp_path, actions=[{"runner": "install Corroder"}], runner=runner, name="static",
                      corp={"current": "Cerebral Static", "identity": "Haas-Bioroid: Engineering the Future"})
    assert at(static, "runner.credits") == 5 - 2
    game = board(tmp_path, corp={"current": "Cerebral Static", "identity": "Haas-Bioroid: Engineering the Future"},
                 runner={"identity": 'Kate "Mac" McCaffrey: Digital Tinker'}, name="both")
    assert (game.is_active(game.corp.identity), game.is_active(game.runner.identity)) == (True, False)


def test_midway_station_grid_charges_1_more_for_each_icebreaker_break_on_its_server(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Midway Station Grid"]}}}
    here = run_past(tmp_path, "Enigma", corp=corp, runner={"credits": 5, "rig": ["Gordian Blade"]},
                    decisions={"break Enigma": "Gordian Blade", "trash Midway Station Grid": "no"})
    assert (at(here, "runs.0.outcome"), at(here, "runner.credits")) == ("successful", 5 - 2 * (1 + 1))
    elsewhere = run_past(tmp_path, "Enigma", server="Server 2", corp=corp, name="elsewhere",
                         runner={"credits": 5, "rig": ["Gordian Blade"]}, decisions={"break Enigma": "Gordian Blade"})
    assert at(elsewhere, "runner.credits") == 5 - 2


def test_port_anson_grid_makes_jacking_out_cost_a_program(tmp_path):
    corp = {"servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}, "Ice Wall"],
                                     "root": ["Port Anson Grid"]}}}
    paid = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Corroder"]},
                    decisions={"rez Enigma": "no", "jack out": "yes", "Port Anson Grid cost": "Corroder"})
    assert (at(paid, "runs.0.ended_by"), at(paid, "runner.heap")) == ("the Runner jacking out", ["Corroder"])
    stuck = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="stuck",
                     decisions={"rez Enigma": "no", "jack out": "yes", "break Ice Wall": "no"})
    assert at(stuck, "runs.0.ended_by") == "Ice Wall's subroutine"  # no program to trash: no choice to jack out


def test_labyrinthine_servers_spends_a_counter_to_stop_the_runner_jacking_out(tmp_path):
    scored = _score(tmp_path, "Labyrinthine Servers", 5)
    assert at(scored, "cards[Labyrinthine Servers].counters.power") == 2
    corp = {"score_area": [{"card": "Labyrinthine Servers", "counters": {"power": 1}}],
            "servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}, "Ice Wall"]}}}
    kept = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="kept",
                    decisions={"rez Enigma": "no", "jack out": "yes", "use Labyrinthine Servers": "yes",
                               "break Ice Wall": "no"})
    assert (at(kept, "runs.0.ended_by"), at(kept, "cards[Labyrinthine Servers].counters")) == \
        ("Ice Wall's subroutine", {})
    out = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="out",
                   decisions={"rez Enigma": "no", "jack out": "yes", "use Labyrinthine Servers": "no"})
    assert at(out, "runs.0.ended_by") == "the Runner jacking out"


def test_eden_fragment_waives_the_install_cost_of_the_first_ice_each_turn(tmp_path):
    corp = {"credits": 3, "hq": ["Enigma", "Ice Wall"], "score_area": ["Eden Fragment"],
            "servers": {"HQ": {"ice": ["Hunter", "Hunter"]}}}
    result = _corp(tmp_path, [{"corp": "install Enigma on HQ"}, {"corp": "install Ice Wall on HQ"}], corp=corp,
                   decisions={"rez Enigma": "no", "rez Ice Wall": "no"})
    assert (at(result, "corp.credits"), at(result, "corp.hq")) == (3 - 0 - 3, ["Hedge Fund"])  # first free, then 3[c]
