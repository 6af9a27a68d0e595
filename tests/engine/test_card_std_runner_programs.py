"""Standard programs (and two resources that act on programs) composed of existing primitives, each test
stating what its printed text makes happen: Begemot, Carmen, Chromatophores, Gauss, Gourmand, Laser
Pointer, Leech, Monkeywrench, Nga, Principia, Rising Tide, Saci, Shibboleth, Tranquilizer, Cookbook and
Cybertrooper Talut."""

from tests.engine.card_play import at, board, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_begemot_suffers_1_core_damage_and_gains_1_strength_per_core_damage_taken(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Begemot"}],
                      runner={"credits": 5, "grip": ["Begemot", "Diesel", "Easy Mark"]})
    assert at(result, "damage.core") == 1
    game = board(tmp_path, runner={"rig": ["Begemot"]}, name="strength")
    game.runner.core_damage = 3
    assert game.breaker_strength(game.runner.play[0]) == 2 + 3


def test_begemot_breaks_every_barrier_subroutine_for_1_credit(tmp_path):
    result = run_past(tmp_path, "Border Control", runner={"rig": ["Begemot"]},
                      decisions={"break Border Control": "Begemot"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 1)


def test_carmen_costs_2_less_after_a_successful_run_this_turn(tmp_path):
    after = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "install Carmen"}], corp={"hq": ["Hedge Fund"]},
                     runner={"grip": ["Carmen"]}, decisions={"jack out": "no"})
    assert at(after, "runner.credits") == 5 - 3
    before = scenario(tmp_path, actions=[{"runner": "install Carmen"}], runner={"grip": ["Carmen"]}, name="before")
    assert at(before, "runner.credits") == 0


def test_chromatophores_host_ice_gains_barrier_code_gate_and_sentry_so_a_killer_breaks_it(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Chromatophores on Ice Wall"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"grip": ["Chromatophores"],
                      "rig": ["Carmen"]}, decisions={"jack out": "no", "break Ice Wall": "Carmen"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 1 - 1)


def test_gauss_has_3_more_strength_the_turn_it_is_installed_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Gauss"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Bastion"]}}}, runner={"grip": ["Gauss"]},
                      decisions={"jack out": "no", "break Bastion": {"with": "Gauss", "boost": 0}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 2 - 1)
    game = board(tmp_path, runner={"rig": ["Gauss"]}, name="later")
    assert game.breaker_strength(game.runner.play[0]) == 1


def test_gourmand_trashes_the_accessed_card_and_draws(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {
        "root": ["PAD Campaign"]}}}, runner={"rig": ["Gourmand"], "stack": GRIP},
        decisions={"jack out": "no", "trash PAD Campaign": "Gourmand"})
    assert (at(result, "corp.archives"), at(result, "runner.heap"), at(result, "runner.grip")) == \
        (["PAD Campaign"], ["Gourmand"], ["Sure Gamble"])


def test_laser_pointer_may_be_trashed_to_bypass_ap_ice_but_not_a_plain_barrier(tmp_path):
    result = run_past(tmp_path, "Bathynomus", runner={"rig": ["Laser Pointer"], "grip": GRIP},
                      decisions={"use Laser Pointer": "yes", "break Bathynomus": "no"})
    assert (at(result, "damage.net"), at(result, "runner.heap"), at(result, "runs.0.outcome")) == \
        (0, ["Laser Pointer"], "successful")
    wall = run_past(tmp_path, "Ice Wall", runner={"rig": ["Laser Pointer"]}, name="wall",
                    decisions={"use Laser Pointer": "yes", "break Ice Wall": "no"})
    assert (at(wall, "runner.rig"), at(wall, "runs.0.outcome")) == (["Laser Pointer"], "unsuccessful")


def test_leech_gains_counters_on_central_runs_and_spends_one_to_weaken_the_encountered_ice(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"rig": ["Leech"]}, decisions={"jack out": "no"})
    assert at(result, "cards[Leech].counters") == {"virus": 1}
    weakened = run_past(tmp_path, "Enigma", runner={"rig": [{"card": "Leech", "counters": {"virus": 1}}, "Gordian Blade"]},
                        decisions={"abilities at encounter Enigma": "Leech",
                                   "break Enigma": {"with": "Gordian Blade", "boost": 0}},
                        name="weakened")
    assert (at(weakened, "runs.0.outcome"), at(weakened, "runner.credits")) == ("successful", 5 - 2)


def test_monkeywrench_weakens_host_by_2_and_the_other_ice_of_its_server_by_1(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Monkeywrench on Bastion"}], name="installed",
                      corp={"servers": {"Server 1": {"ice": ["Enigma", "Bastion"]}, "HQ": {"ice": ["Ice Wall"]}}},
                      runner={"grip": ["Monkeywrench"]})
    assert at(result, "cards[Monkeywrench].host") == "Bastion"
    hosted = board(tmp_path, name="hosted", corp={"servers": {"Server 1": {"ice": [
        "Enigma", {"card": "Bastion", "hosted": ["Monkeywrench"]}]}, "HQ": {"ice": ["Ice Wall"]}}})
    enigma, bastion = hosted.servers["Server 1"].ice
    wall = hosted.servers["HQ"].ice[0]
    assert [hosted.ice_strength(i) for i in (enigma, bastion, wall)] == [2 - 1, 4 - 2, 1]


def test_nga_may_spend_a_power_counter_to_sabotage_1_on_the_first_successful_run_and_goes_when_empty(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}], corp={
        "hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall"]}, runner={"rig": [{"card": "Nga", "counters": {"power": 1}}]},
        decisions={"jack out": "no", "use Nga": "yes", "Nga choice": ["Enigma"]})
    assert (at(result, "corp.archives"), at(result, "runner.heap")) == (["Enigma"], ["Nga"])
    loaded = scenario(tmp_path, actions=[{"runner": "install Nga"}], runner={"grip": ["Nga"]}, name="loaded")
    assert at(loaded, "cards[Nga].counters") == {"power": 3}


def test_principia_costs_1_less_per_other_installed_icebreaker(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Principia"}], runner={"grip": ["Principia"],
                      "rig": ["Corroder", "Gordian Blade", "Mantle"]})
    assert at(result, "runner.credits") == 5 - (4 - 2)


def test_rising_tide_gets_1_strength_per_fracter_in_the_heap(tmp_path):
    game = board(tmp_path, runner={"rig": ["Rising Tide"], "heap": ["Corroder", "Begemot", "Gordian Blade"]})
    assert game.breaker_strength(game.runner.play[0]) == 1 + 2


def test_saci_gains_3_when_its_host_ice_is_rezzed(tmp_path):
    result = run_past(tmp_path, [{"card": "Enigma", "rezzed": False, "hosted": ["Saci"]}], corp={"credits": 5},
                      decisions={"rez Enigma": "yes", "break Enigma": "no"})
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (5 - 3, 5 + 3)


def test_shibboleth_loses_2_strength_at_threat_4(tmp_path):
    calm = board(tmp_path, runner={"rig": ["Shibboleth"]})
    assert calm.breaker_strength(calm.runner.play[0]) == 3
    tense = board(tmp_path, name="threat", runner={"rig": ["Shibboleth"], "score_area": ["Hostile Takeover"] * 4})
    assert tense.breaker_strength(tense.runner.play[0]) == 3 - 2


def test_tranquilizer_derezzes_host_ice_at_its_third_virus_counter(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Tranquilizer on Enigma"}],
                      corp={"servers": {"Server 1": {"ice": ["Enigma"]}}}, runner={"grip": ["Tranquilizer"]})
    assert (at(result, "cards[Tranquilizer].counters"), at(result, "cards[Enigma].rezzed")) == ({"virus": 1}, True)
    third = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="third", corp={"servers": {"Server 1": {
        "ice": [{"card": "Enigma", "hosted": [{"card": "Tranquilizer", "counters": {"virus": 2}}]}]}}})
    assert at(third, "cards[Enigma].rezzed") is False
    assert traced(third, "Enigma is derezzed")


def test_cookbook_may_place_a_virus_counter_on_an_installed_virus_program(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Leech"}, {"runner": "install Corroder"}],
                      runner={"grip": ["Leech", "Corroder"], "rig": ["Cookbook"]}, decisions={"use Cookbook": "yes"})
    assert (at(result, "cards[Leech].counters"), at(result, "cards[Corroder].counters")) == ({"virus": 1}, {})


def test_cybertrooper_talut_gives_a_new_non_ai_icebreaker_2_strength_for_the_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Bastion"]}}},
                      runner={"grip": ["Corroder"], "rig": ["Cybertrooper Talut"]},
                      decisions={"jack out": "no", "break Bastion": {"with": "Corroder", "boost": 0}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 2 - 1)
    assert at(result, "runner.link") == 1
