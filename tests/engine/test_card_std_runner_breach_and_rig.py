"""Standard Runner cards that add accesses as a breach begins, derez, charge, or pay out hosted credits,
each test stating what its printed text makes happen: Devadatta Drone, WAKE Implant v2A-JRJ, Docklands
Pass, Devil Charm, Maglectric Rapid (748 Mod), Capybara, Poison Vial, Solidarity Badge, Daeg First Net-Cat,
Environmental Testing, Open Market, Penumbral Toolkit, Side Hustle and Stoneship Chart Room."""

from rulesdb.engine.effects.costs import Payment, sources
from tests.engine.card_play import at, board, run_past, scenario, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "Beanstalk Royalties"]


def _rd_run(tmp_path, rig, decisions=None, name="rd", **kw):
    return scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": RD}, runner={"rig": rig, **kw},
                    decisions={"jack out": "no", "trash PAD Campaign": "no", **(decisions or {})}, name=name)


def test_devadatta_drone_may_spend_a_power_counter_to_access_one_more_card_in_r_and_d(tmp_path):
    result = _rd_run(tmp_path, [{"card": "Devadatta Drone", "counters": {"power": 2}}], {"Devadatta Drone choice": 1})
    assert (len(at(result, "runs.0.accessed")), at(result, "cards[Devadatta Drone].counters")) == (2, {"power": 1})
    installed = scenario(tmp_path, actions=[{"runner": "install Devadatta Drone"}], name="installed",
                         runner={"grip": ["Devadatta Drone"]})
    assert at(installed, "cards[Devadatta Drone].counters") == {"power": 2}


def test_wake_implant_stores_counters_on_hq_runs_and_spends_up_to_3_on_an_r_and_d_breach(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run R&D"}], corp={"hq": ["Hedge Fund"], "rd": RD},
                      runner={"rig": [{"card": "WAKE Implant v2A-JRJ", "counters": {"power": 2}}]},
                      decisions={"jack out": "no", "trash PAD Campaign": "no", "WAKE Implant v2A-JRJ choice": 3})
    assert (len(at(result, "runs.1.accessed")), at(result, "cards[WAKE Implant v2A-JRJ].counters")) == (4, {})


def test_docklands_pass_adds_an_hq_access_the_first_time_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}],
                      corp={"hq": ["Hedge Fund", "Enigma", "Ice Wall"]}, runner={"rig": ["Docklands Pass"]},
                      decisions={"jack out": "no"})
    assert (len(at(result, "runs.0.accessed")), len(at(result, "runs.1.accessed"))) == (2, 1)


def test_devil_charm_is_removed_to_give_the_encountered_ice_minus_6_strength_for_the_run(tmp_path):
    result = run_past(tmp_path, "Hadrian's Wall", runner={"rig": ["Devil Charm", "Corroder"]},
                      decisions={"use Devil Charm": "yes", "break Hadrian's Wall": {"with": "Corroder", "boost": 0}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), at(result, "runner.removed")) == \
        ("successful", 5 - 2, ["Devil Charm"])


def test_maglectric_rapid_is_trashed_to_derez_a_corp_card_after_a_successful_hq_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"], "servers": {
        "Server 1": {"ice": ["Enigma"]}}}, runner={"rig": ["Maglectric Rapid (748 Mod)"]},
        decisions={"jack out": "no", "use Maglectric Rapid (748 Mod)": "yes", "Maglectric Rapid (748 Mod) target": "Enigma"})
    assert (at(result, "cards[Enigma].rezzed"), at(result, "runner.heap")) == (False, ["Maglectric Rapid (748 Mod)"])


def test_capybara_derezzes_the_ice_a_card_bypassed(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Capybara", "Abagnale"]},
                      decisions={"abilities at encounter Enigma": "Abagnale", "use Capybara": "yes"})
    assert (at(result, "cards[Enigma].rezzed"), at(result, "runner.removed"), at(result, "runs.0.outcome")) == \
        (False, ["Capybara"], "successful")


def test_poison_vial_breaks_2_more_subroutines_once_one_is_broken_and_goes_when_empty(tmp_path):
    plans = [{"with": "Corroder", "subroutines": [1]}, {"with": "Poison Vial", "subroutines": [2, 3]}]
    result = run_past(tmp_path, "Spiderweb", runner={"rig": ["Corroder", {"card": "Poison Vial", "counters": {"power": 1}}]},
                      decisions={"break Spiderweb": plans})
    assert (at(result, "runs.0.outcome"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        ("successful", ["Poison Vial"], 5 - 1)


def test_poison_vial_cannot_break_first(tmp_path):
    result = run_past(tmp_path, "Spiderweb", runner={"rig": [{"card": "Poison Vial", "counters": {"power": 3}}]},
                      decisions={"break Spiderweb": "Poison Vial"})
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_solidarity_badge_gains_a_counter_when_a_corp_card_is_trashed_and_spends_it_next_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {
        "root": ["PAD Campaign"]}}}, runner={"rig": ["Solidarity Badge"]},
        decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert at(result, "cards[Solidarity Badge].counters") == {"power": 1}
    turn = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="turn", runner={
        "tags": 1, "rig": [{"card": "Solidarity Badge", "counters": {"power": 1}}]},
        decisions={"use Solidarity Badge": "yes", "Solidarity Badge choice": "remove 1 tag"})
    assert (at(turn, "runner.tags"), at(turn, "cards[Solidarity Badge].counters")) == (0, {})


def test_daeg_may_charge_a_card_when_an_agenda_is_stolen(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": ["Daeg, First Net-Cat", {"card": "Propeller", "counters": {"power": 1}}]},
                      decisions={"steal": "yes", "Daeg, First Net-Cat target": "Propeller"})
    assert at(result, "cards[Propeller].counters") == {"power": 2}


def test_environmental_testing_pays_9_at_its_fourth_counter(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}],
                      runner={"grip": ["Corroder"], "rig": [{"card": "Environmental Testing", "counters": {"power": 3}}]})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Environmental Testing"], 5 - 2 + 9)
    resource = scenario(tmp_path, actions=[{"runner": "install Kati Jones"}], name="resource",
                        runner={"grip": ["Kati Jones"], "rig": ["Environmental Testing"]})
    assert at(resource, "cards[Environmental Testing].counters") == {}


def test_open_market_pays_for_connections_and_jobs_and_gives_1_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Kati Jones"}], runner={
        "credits": 0, "grip": ["Kati Jones"], "rig": [{"card": "Open Market", "credits": 6}]},
        decisions={"pay installing Kati Jones": {"Open Market": 2}})
    assert (at(result, "runner.rig"), at(result, "runner.credits"), at(result, "cards[Open Market].counters")) == \
        (["Open Market", "Kati Jones"], 1, {"credits": 6 - 1 - 2})  # 1 taken as the turn began, 2 for Kati
    game = board(tmp_path, runner={"grip": ["Corroder"], "rig": [{"card": "Open Market", "credits": 6}]}, name="program")
    corroder = game.runner.hand[0]
    assert [s.name for s in sources(game, Payment("runner", 2, "install", "installing Corroder", corroder))] == ["pool"]


def test_penumbral_toolkit_costs_2_less_after_hq_and_pays_during_runs(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "install Penumbral Toolkit"},
                                         {"runner": "run Server 1"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 0, "grip": ["Penumbral Toolkit"], "rig": ["Corroder"]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder"})
    assert (at(result, "runs.1.outcome"), at(result, "cards[Penumbral Toolkit].counters")) == \
        ("successful", {"credits": 3})


def test_side_hustle_cashes_out_at_6_credits(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"stack": GRIP, "rig": [{"card": "Side Hustle", "credits": 5}]}, decisions={"jack out": "no"})
    assert (at(result, "runner.credits"), at(result, "runner.heap"), at(result, "runner.grip")) == \
        (5 + 6, ["Side Hustle"], ["Sure Gamble"])


def test_stoneship_chart_room_trashes_to_draw_2_or_to_charge(tmp_path):
    game = board(tmp_path, runner={"stack": GRIP, "rig": ["Stoneship Chart Room"]})
    assert use(game, "Stoneship Chart Room")
    assert [c.title for c in game.runner.hand] == GRIP[:2]
    charged = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="charge", runner={
        "rig": ["Stoneship Chart Room", {"card": "Propeller", "counters": {"power": 1}}]},
        decisions={"abilities at Runner action phase": {"use": "Stoneship Chart Room", "ability": 2},
                   "Stoneship Chart Room target": "Propeller"})
    assert at(charged, "cards[Propeller].counters") == {"power": 2}


def test_maglectric_rapid_trashing_itself_is_a_cost_no_interrupt_can_prevent(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"], "servers": {
        "Server 1": {"ice": ["Enigma"]}}}, runner={"rig": ["Maglectric Rapid (748 Mod)", "LLDS Energy Regulator"]},
        decisions={"jack out": "no", "use Maglectric Rapid (748 Mod)": "yes", "prevent trash": "LLDS Energy Regulator",
                   "Maglectric Rapid (748 Mod) target": "Enigma"}, name="llds")
    assert (at(result, "cards[Enigma].rezzed"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        (False, ["Maglectric Rapid (748 Mod)"], 5)
