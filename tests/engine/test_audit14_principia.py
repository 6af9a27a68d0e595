"""Principia, of the fourteenth card audit (test_audit14_cards.py says how it was drawn): "This program costs 1[c] less
to install for each other installed icebreaker. (Programs trashed as part of installing this program don't count.)"

The Runner trashes programs to make room before paying the install cost (cr/rule_steps_installing_trash_like_cards,
then cr/rule_steps_installing_pay_install_cost), and a "for each" in a cost is counted as it is paid
(cr/rule_cost_quantities). The engine read the cost before the trash, by the basic action and by an ability; it now
reads it after, prices a listing and a search's offer by the cheapest set the Runner could trash, and refuses a set
that would leave the cost unpayable (cr/rule_cost_restrictions)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced


@pytest.mark.parametrize(("trashed", "credits"), [("Corroder", 5 - (4 - 2)), ("Mantle", 5 - (4 - 3))])
def test_principia_does_not_count_an_icebreaker_trashed_to_make_room_for_it(tmp_path, trashed, credits):
    """4[MU] used of 4: installing Principia the Runner first trashes a program (cr/rule_install_trash_programs), then
    pays the install cost (cr/rule_steps_installing_pay_install_cost), a "for each" counted as it is paid
    (cr/rule_cost_quantities). Corroder trashed leaves Gordian Blade and Mimic:
    2[c]; Mantle (no icebreaker) trashed leaves three: 1[c]."""
    result = scenario(tmp_path, actions=[{"runner": "install Principia"}],
                      runner={"grip": ["Principia"], "rig": ["Corroder", "Gordian Blade", "Mimic", "Mantle"]},
                      decisions={"make room for Principia": trashed})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == ([trashed], credits)


def test_principia_installed_by_clone_chip_past_the_memory_limit_pays_after_the_trash(tmp_path):
    """An ability's install follows the same steps: Clone Chip installs Principia from the heap, Corroder is trashed
    to make room, then 2[c] is paid (Gordian Blade and Mimic left), not 1[c]."""
    result = scenario(tmp_path, actions=[{"runner": "use Clone Chip"}],
                      runner={"heap": ["Principia"], "rig": ["Clone Chip", "Corroder", "Gordian Blade", "Mimic", "Mantle"]},
                      decisions={"Clone Chip target": "Principia", "make room for Principia": "Corroder"})
    assert (sorted(at(result, "runner.heap")), at(result, "runner.credits")) == (["Clone Chip", "Corroder"], 5 - 2)


def test_principia_found_by_artist_colony_past_the_memory_limit_pays_after_the_trash(tmp_path):
    """An install from a search: Corroder trashed to make room, then 2[c] paid for Principia."""
    result = scenario(tmp_path, actions=[{"runner": "use Artist Colony"}],
                      runner={"score_area": ["Hostile Takeover"], "stack": ["Principia", "Diesel"],
                              "rig": ["Artist Colony", "Corroder", "Gordian Blade", "Mimic", "Mantle"]},
                      decisions={"Artist Colony target": "Principia", "make room for Principia": "Corroder"})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Corroder"], 5 - 2)


@pytest.mark.parametrize(("rig", "price"), [(["Corroder", "Gordian Blade", "Mimic", "Mongoose"], "1[c]"),
                                            (["Corroder", "Gordian Blade", "Mimic", "Mantle"], "1[c]"),
                                            (["Corroder", "Gordian Blade", "Mimic"], "1[c]")])
def test_principias_listed_install_price_counts_the_programs_trashed_to_make_room_as_gone(rig, price):
    """The legal actions' price is what installing costs at the least: with 4 icebreakers filling the memory, one of
    them must be trashed first, so 4 - 3 = 1[c], never 0[c]; with Mantle among them, trashing Mantle leaves 3
    icebreakers: 1[c]; with room for it, nothing is trashed: 4 - 3 = 1[c]."""
    from rulesdb.engine.scenario.legal import legal_actions
    from rulesdb.table.board import read_board
    board = {"turn": "runner", "runner": {"clicks": 4, "credits": 5, "grip": ["Principia"], "rig": rig}}
    options = {o["action"]: o for o in legal_actions(read_board(board, no_actions=True))["options"]}
    assert (options["install Principia"]["allowed"], options["install Principia"]["cost"]) == (True, f"[click], {price}")


def test_principia_with_no_credit_beside_4_icebreakers_filling_the_memory_cannot_be_installed():
    """0[c] before the trash, 1[c] when it is paid: the install cannot be paid, so it is refused (cr/rule_cost), not
    listed as allowed."""
    from rulesdb.engine.scenario.legal import legal_actions
    from rulesdb.table.board import read_board
    board = {"turn": "runner", "runner": {"clicks": 4, "credits": 0, "grip": ["Principia"],
                                          "rig": ["Corroder", "Gordian Blade", "Mimic", "Mongoose"]}}
    option = {o["action"]: o for o in legal_actions(read_board(board, no_actions=True))["options"]}["install Principia"]
    assert (option["allowed"], option["cost"]) == (False, "[click], 1[c]")


def test_principia_with_1_credit_cannot_be_installed_trashing_an_icebreaker_to_make_room(tmp_path):
    """1[c], Corroder, Gordian Blade, Mimic and Mantle filling the memory: trashing Mantle leaves the price at 1[c];
    trashing Corroder would make it 2[c], a way of paying that leaves the cost unpayable (cr/rule_cost_restrictions),
    so that answer is refused naming its decision, before anything is trashed."""
    rig = ["Corroder", "Gordian Blade", "Mimic", "Mantle"]
    with pytest.raises(ScenarioError, match="make room for Principia: .*would cost 2"):
        scenario(tmp_path, actions=[{"runner": "install Principia"}], runner={"credits": 1, "grip": ["Principia"],
                 "rig": rig}, decisions={"make room for Principia": "Corroder"})
    result = scenario(tmp_path, actions=[{"runner": "install Principia"}], name="mantle",
                      runner={"credits": 1, "grip": ["Principia"], "rig": rig},
                      decisions={"make room for Principia": "Mantle"})
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Mantle"], 0)


def test_principia_is_no_target_for_artist_colony_when_only_the_price_before_the_trash_is_payable(tmp_path):
    """0[c] and 4 icebreakers filling the memory: Principia would cost 1[c] once one is trashed, so it is not a card
    the search may find to install (cr/rule_valid_search_target_install_play)."""
    rig = ["Artist Colony", "Corroder", "Gordian Blade", "Mimic", "Mongoose"]
    result = scenario(tmp_path, actions=[{"runner": "use Artist Colony"}],
                      runner={"credits": 0, "score_area": ["Hostile Takeover"], "stack": ["Principia", "Diesel"],
                              "rig": rig},
                      decisions={"Artist Colony target": "Principia", "make room for Principia": "Corroder"})
    assert (sorted(at(result, "runner.stack")), at(result, "runner.rig")) == (["Diesel", "Principia"], rig)
    assert traced(result, "finds nothing it could install")


def test_principia_found_by_artist_colony_with_1_credit_refuses_an_icebreaker_named_to_make_room(tmp_path):
    """1[c]: trashing Mantle keeps the price at 1[c], trashing Corroder would make it 2[c], more than can be paid: that
    answer is refused (cr/rule_cost_restrictions) rather than Principia installed unpaid."""
    with pytest.raises(ScenarioError, match="make room for Principia: .*would cost 2"):
        scenario(tmp_path, actions=[{"runner": "use Artist Colony"}],
                 runner={"credits": 1, "score_area": ["Hostile Takeover"], "stack": ["Principia", "Diesel"],
                         "rig": ["Artist Colony", "Corroder", "Gordian Blade", "Mimic", "Mantle"]},
                 decisions={"Artist Colony target": "Principia", "make room for Principia": "Corroder"})
