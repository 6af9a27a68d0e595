"""Standard hardware composed of existing primitives, each test stating what its printed text makes
happen: Basilar Synthgland 2KVJ, Ghosttongue, Hermes, LilyPAD, Marrow, PAN-Weave, Pantograph,
Pennyshaver, Supercorridor and Swift (each console also trashes an older console: uniqueness tests)."""

from tests.engine.card_play import at, run_past, scenario
from tests.engine.std_runner import to_turn_end

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_basilar_synthgland_suffers_2_core_damage_and_gives_a_fifth_click_each_turn(tmp_path):
    installed = scenario(tmp_path, actions=[{"runner": "install Basilar Synthgland 2KVJ"}],
                         runner={"grip": ["Basilar Synthgland 2KVJ", "Sure Gamble", "Easy Mark"]})
    assert (at(installed, "damage.core"), at(installed, "runner.hand_size")) == (2, 5 - 2)
    turn = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="turn",
                    runner={"rig": ["Basilar Synthgland 2KVJ"]})
    assert at(turn, "runner.clicks") == 4 + 1 - 1


def test_ghosttongue_lowers_each_events_play_cost_by_1_after_1_core_damage(tmp_path):
    installed = scenario(tmp_path, actions=[{"runner": "install Ghosttongue"}], name="install",
                         runner={"grip": ["Ghosttongue", "Easy Mark"]})
    assert (at(installed, "damage.core"), at(installed, "runner.hand_size")) == (1, 4)
    result = scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}],
                      runner={"grip": ["Sure Gamble"], "rig": ["Ghosttongue"]})
    assert at(result, "runner.credits") == 5 - (5 - 1) + 9
    free = scenario(tmp_path, actions=[{"runner": "play Easy Mark"}], name="zero",  # 0[c]: never below 0
                    runner={"grip": ["Easy Mark"], "rig": ["Ghosttongue"]})
    assert at(free, "runner.credits") == 5 + 3


def _steal(tmp_path, rig, decisions=None, grip=(), name="steal", corp_more=None):
    corp = {"servers": {"Server 1": {"root": ["Hostile Takeover"]}, **(corp_more or {})}}
    return run_past(tmp_path, [], corp=corp, runner={"rig": rig, "grip": list(grip)},
                    decisions={"steal": "yes", **(decisions or {})}, name=name)


def test_hermes_adds_an_unrezzed_card_to_hq_when_an_agenda_is_stolen(tmp_path):
    result = _steal(tmp_path, ["Hermes"], {"Hermes target": "unrezzed ice protecting Server 2 (1st from the server)"},
                    corp_more={"Server 2": {"ice": [{"card": "Ice Wall", "rezzed": False}]}})
    assert (at(result, "corp.hq"), at(result, "runner.memory.limit")) == (["Ice Wall"], 5)


def test_pantograph_gains_1_then_may_install_from_the_grip_when_an_agenda_is_stolen(tmp_path):
    result = _steal(tmp_path, ["Pantograph"], {"Pantograph target": "Corroder"}, grip=["Corroder"])
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Pantograph", "Corroder"], 5 + 1 - 2)
    declined = _steal(tmp_path, ["Pantograph"], {"Pantograph target": "no"}, grip=["Corroder"], name="no")
    assert (at(declined, "runner.grip"), at(declined, "runner.credits")) == (["Corroder"], 6)


def test_lilypad_may_draw_on_the_first_program_installed_each_turn_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Gordian Blade"}],
                      runner={"credits": 9, "grip": ["Corroder", "Gordian Blade"], "stack": GRIP, "rig": ["LilyPAD"]},
                      decisions={"use LilyPAD": "yes"})
    assert (at(result, "runner.grip"), at(result, "runner.memory.limit")) == (["Sure Gamble"], 6)


def test_marrow_adds_3_hand_size_and_sabotages_1_whenever_the_corp_scores(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall"], "servers": {
                          "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
                      runner={"rig": ["Marrow"]}, decisions={"score": "yes", "Marrow choice": ["Enigma"]})
    assert (at(result, "corp.archives"), at(result, "runner.hand_size")) == (["Enigma"], 5 + 3)


def test_pan_weave_takes_1_credit_from_the_corp_on_the_first_successful_hq_run_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install PAN-Weave"}, {"runner": "run HQ"}, {"runner": "run HQ"}],
                      corp={"hq": ["Hedge Fund"], "credits": 5}, runner={"grip": ["PAN-Weave", "Sure Gamble"]},
                      decisions={"jack out": "no"})
    assert (at(result, "damage.meat"), at(result, "corp.credits"), at(result, "runner.credits")) == (1, 4, 5 - 2 + 1)
    broke = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"], "credits": 0},
                     runner={"rig": ["PAN-Weave"]}, decisions={"jack out": "no"}, name="broke")
    assert at(broke, "runner.credits") == 5  # the Corp lost nothing: no gain


def test_pennyshaver_stores_a_credit_per_successful_run_and_pays_them_out_with_one_more(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}, {"runner": "use Pennyshaver"}],
                      corp={"hq": ["Hedge Fund"]}, runner={"rig": ["Pennyshaver"]}, decisions={"jack out": "no"})
    assert (at(result, "runner.credits"), at(result, "cards[Pennyshaver].counters")) == (5 + 3, {})


def test_supercorridor_may_gain_2_when_the_turn_ends_with_credits_equal_to_the_corps(tmp_path):
    rig = {"rig": ["Supercorridor"], "stack": GRIP}
    even = to_turn_end(tmp_path, corp={"credits": 5}, runner=rig, decisions={"use Supercorridor": "yes"})
    assert (at(even, "runner.credits"), at(even, "runner.hand_size"), at(even, "runner.memory.limit")) == (7, 6, 6)
    odd = to_turn_end(tmp_path, corp={"credits": 6}, name="odd", runner=rig, decisions={"use Supercorridor": "yes"})
    assert at(odd, "runner.credits") == 5


def test_swift_gains_a_click_on_the_first_run_event_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Dirty Laundry on HQ"}, {"runner": "play Dirty Laundry on HQ"}],
                      corp={"hq": ["Hedge Fund"]}, runner={"rig": ["Swift"], "grip": ["Dirty Laundry"] * 2},
                      decisions={"jack out": "no"})
    assert at(result, "runner.clicks") == 4 - 2 + 1
