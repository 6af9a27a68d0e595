"""Library cards whose abilities resolve when a turn begins or ends, or create delayed conditional abilities."""

from tests.engine.card_play import at, scenario

GAIN4 = [{"runner": "gain credit"}] * 4


def test_joshua_b_gains_a_click_and_the_runner_takes_1_tag_when_the_turn_ends(tmp_path):
    used = scenario(tmp_path, actions=[*GAIN4, {"runner": "gain credit"}, {"corp": "gain credit"}],
                    corp={"rd": ["Hedge Fund"]}, runner={"credits": 0, "rig": ["Joshua B."]},
                    decisions={"use Joshua B.": "yes"})
    assert (at(used, "runner.credits"), at(used, "runner.tags")) == (5, 1)


def test_joshua_b_declined_gives_neither_click_nor_tag(tmp_path):
    path = scenario(tmp_path, actions=GAIN4, runner={"credits": 0, "rig": ["Joshua B."]},
                    decisions={"use Joshua B.": "no"}, name="declined")
    assert (at(path, "runner.credits"), at(path, "runner.tags")) == (4, 0)


def test_in_the_groove_pays_out_for_each_install_costing_1_or_more(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play In the Groove"}, {"runner": "install Corroder"},
                                         {"runner": "install Sacrificial Construct"}],
                      runner={"credits": 2, "grip": ["In the Groove", "Corroder", "Sacrificial Construct"]},
                      decisions={"In the Groove's delayed ability choice": "gain 1[c]"})
    assert at(result, "runner.credits") == 1
    assert at(result, "abilities.met") == ["In the Groove"]


def test_aesops_pawnshop_trashes_another_installed_card_for_3_credits_when_the_turn_begins(tmp_path):
    pawned = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 0, "rig": ["Aesop’s Pawnshop", "Corroder"]},
                      decisions={"Aesop’s Pawnshop target": "Corroder"})
    kept = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 0, "rig": ["Aesop’s Pawnshop", "Corroder"]},
                    decisions={"Aesop’s Pawnshop target": "no"}, name="kept")
    assert (at(pawned, "runner.credits"), at(pawned, "runner.heap")) == (4, ["Corroder"])
    assert (at(kept, "runner.credits"), at(kept, "runner.rig")) == (1, ["Aesop’s Pawnshop", "Corroder"])


def test_the_supplier_hosts_a_card_from_the_grip_for_a_click(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use The Supplier"}], runner={"clicks": 4, "grip": ["Dyson Mem Chip"],
                                                                               "rig": ["The Supplier"]},
                      decisions={"The Supplier choice": "Dyson Mem Chip"})
    assert at(result, "cards[The Supplier].hosted") == ["Dyson Mem Chip"]
    assert at(result, "runner.grip") == []


def test_the_supplier_installs_a_hosted_card_2_cheaper_when_the_turn_begins(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={"credits": 1, "rig": [{"card": "The Supplier", "hosted": ["Dyson Mem Chip"]}]},
                      decisions={"The Supplier target": "Dyson Mem Chip"}, name="install")
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["The Supplier", "Dyson Mem Chip"], 1)


def test_compile_installs_a_program_from_the_heap_for_free_and_puts_it_back_under_the_stack(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Compile on HQ"}], name="compile",
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 3, "grip": ["Compile"], "heap": ["Corroder"]},
                      decisions={"Compile choice": "heap", "break Ice Wall": "Corroder", "jack out": "no"})
    assert at(result, "runs.0.outcome") == "successful"
    assert (at(result, "runner.stack"), at(result, "runner.credits")) == (["Corroder"], 0)


def test_compile_installs_a_trojan_on_a_piece_of_ice_and_puts_it_back_under_the_stack(tmp_path):
    # hosted on Ice Wall (2 advancement counters: strength 3), Hush takes its strength ability: Corroder breaks at 2
    ice = {"card": "Ice Wall", "advancement": 2}
    result = scenario(tmp_path, actions=[{"runner": "play Compile on HQ"}], name="trojan",
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [ice]}}},
                      runner={"credits": 3, "grip": ["Compile"], "stack": ["Hush"], "rig": ["Corroder"]},
                      decisions={"Compile choice": "stack", "Compile target": "Hush", "Hush host": "Ice Wall",
                                 "break Ice Wall": "Corroder",
                                 "jack out": "no"})
    assert at(result, "runs.0.outcome") == "successful"
    assert (at(result, "runner.stack"), at(result, "runner.rig")) == (["Hush"], ["Corroder"])


def test_djinn_searches_the_stack_for_a_virus_program_for_a_click_and_1_credit(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Djinn"}], name="djinn",
                      runner={"clicks": 4, "credits": 1, "stack": ["Diesel", "Datasucker"], "rig": ["Djinn"]},
                      decisions={"Djinn target": "Datasucker"})
    assert (at(result, "runner.grip"), at(result, "runner.credits"), at(result, "runner.clicks")) == (
        ["Datasucker"], 0, 3)


def test_the_class_act_bottoms_one_of_the_top_cards_the_first_time_the_runner_draws(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "draw"}, {"runner": "draw"}], name="class",
                      runner={"clicks": 4, "stack": ["Sure Gamble", "Easy Mark", "Diesel"], "rig": ["The Class Act"]},
                      decisions={"The Class Act choice": "Sure Gamble"})
    assert at(result, "runner.grip") == ["Easy Mark", "Diesel"]


def test_the_class_act_installed_this_turn_draws_4_when_the_turn_ends(tmp_path):
    # the whole turn is shown: "the first time each turn you would draw" is known to be The Class Act's own draw
    result = scenario(tmp_path, actions=[{"runner": "install The Class Act"}] + [{"runner": "gain credit"}] * 3
                      + [{"corp": "gain credit"}], corp={"rd": ["Hedge Fund"]}, name="class4",
                      runner={"credits": 4, "grip": ["The Class Act"],
                              "stack": ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]},
                      decisions={"The Class Act choice": "Forked"})
    assert at(result, "runner.grip") == ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job"]
