"""Two copies of one title among a choice's options: each is named by where it is ("Ice Wall protecting
Server 1", "Corroder (2nd installed)", "PAD Campaign in Server 2"), so a player can pick the second copy and the
engine acts on that copy; a title unique among the options is still offered plain (state/choice_labels.py)."""

import pytest

from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import rez_ignoring_costs, trash_installed
from rulesdb.engine.effects.card_costs import DerezAnother, TrashInstalled
from rulesdb.engine.effects.searches import choose_host
from rulesdb.engine.state.choice_labels import labelled
from rulesdb.errors import DecisionNeeded
from tests.engine.card_play import at, board, scenario

TWO_ICE_WALLS = {"servers": {"R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Ice Wall"]}}}


def _ctx(game, title, side="corp"):
    return Ctx(source=next((o for o in game.installed() if o.title == title), None), side=side, by=title)


def test_emergency_shutdown_derezzes_the_ice_wall_protecting_the_server_the_runner_names(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Emergency Shutdown"}],
                      runner={"grip": ["Emergency Shutdown"]}, corp={"hq": ["Hedge Fund"], **TWO_ICE_WALLS},
                      decisions={"jack out": "no", "Emergency Shutdown target": "Ice Wall protecting Server 1"})
    assert (at(result, "corp.servers.R&D.unrezzed"), at(result, "corp.servers.Server 1.unrezzed")) == (
        [], ["Ice Wall"])


def test_two_ice_walls_on_different_servers_are_offered_by_the_server_they_protect(tmp_path):
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Emergency Shutdown"}],
                 runner={"grip": ["Emergency Shutdown"]}, corp={"hq": ["Hedge Fund"], **TWO_ICE_WALLS},
                 decisions={"jack out": "no"})
    assert asked.value.options == ["Ice Wall protecting R&D", "Ice Wall protecting Server 1"]


def test_a_title_unique_among_the_options_is_offered_plain(tmp_path):
    game = board(tmp_path, corp={"servers": {"R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Enigma"]}}})
    assert list(labelled(game, [o for o in game.installed() if o.is_ice], "runner")) == ["Ice Wall", "Enigma"]


def test_two_ice_walls_protecting_one_server_are_told_apart_by_position(tmp_path):
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Ice Wall", "Enigma", "Ice Wall"]},
                                             "R&D": {"ice": ["Ice Wall"]}}})
    walls = [o for o in game.installed() if o.title == "Ice Wall"]
    assert list(labelled(game, walls, "corp")) == ["Ice Wall protecting HQ (outermost)",
                                                   "Ice Wall protecting HQ (innermost)", "Ice Wall protecting R&D"]


def test_the_corp_trashes_the_second_installed_corroder(tmp_path):
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}}, runner={"rig": ["Corroder", "Corroder"]},
                 decisions={"Ice Wall target": "Corroder (2nd installed)"})
    first, second = game.runner.play
    trash_installed("program")(game, _ctx(game, "Ice Wall"))
    assert game.runner.play == [first] and [o.first_object for o in game.runner.discard] == [second.first_object]


def test_the_corp_rezzes_the_second_pad_campaign_ignoring_costs(tmp_path):
    game = board(tmp_path, turn="corp", corp={"servers": {
        "Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
        "Server 2": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}},
        decisions={"Ice Wall target": "PAD Campaign in Server 2"})
    rez_ignoring_costs("asset")(game, Ctx(source=None, side="corp", by="Ice Wall"))
    assert [o.rezzed for o in (game.servers["Server 1"].root + game.servers["Server 2"].root)] == [False, True]


def test_facedown_copies_keep_their_hidden_labels_for_the_corp(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Corroder", "facedown": True}, {"card": "Corroder",
                                                                                   "facedown": True}]})
    assert list(labelled(game, list(game.runner.play), "corp")) == ["facedown card in the rig (1)",
                                                                     "facedown card in the rig (2)"]
    assert list(labelled(game, list(game.runner.play), "runner")) == ["Corroder (1st installed)",
                                                                       "Corroder (2nd installed)"]


def test_copies_alike_in_one_pile_are_offered_once(tmp_path):
    game = board(tmp_path, runner={"grip": ["Sure Gamble", "Sure Gamble"], "heap": ["Sure Gamble"]})
    cards = [*game.runner.hand, *game.runner.discard]
    options = labelled(game, cards, "runner")
    assert list(options) == ["Sure Gamble in the grip", "Sure Gamble in the heap"]
    assert options["Sure Gamble in the heap"] is game.runner.discard[0]


def test_a_trojan_installed_by_an_ability_is_hosted_on_the_ice_wall_the_runner_names(tmp_path):
    game = board(tmp_path, corp=TWO_ICE_WALLS, runner={"grip": ["Botulus"]},
                 decisions={"Botulus host": "Ice Wall protecting Server 1"})
    assert choose_host(game, game.runner.hand[0]) is game.servers["Server 1"].ice[0]


def test_the_corp_trashes_the_corroder_hosted_on_dhegdheer_not_the_one_in_the_rig(tmp_path):
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                 runner={"rig": ["Corroder", {"card": "Dhegdheer", "hosted": ["Corroder"]}]},
                 decisions={"Ice Wall target": "Corroder hosted on Dhegdheer"})
    rig_copy, dhegdheer = game.runner.play
    trash_installed("program")(game, _ctx(game, "Ice Wall"))
    assert (game.runner.play, dhegdheer.hosted, len(game.runner.discard)) == ([rig_copy, dhegdheer], [], 1)


def test_a_cost_to_trash_an_installed_program_trashes_the_copy_the_runner_names(tmp_path):
    game = board(tmp_path, runner={"rig": ["Corroder", "Corroder", "Akamatsu Mem Chip"]},
                 decisions={"Akamatsu Mem Chip cost": "Corroder (2nd installed)"})
    first, second, chip = game.runner.play
    TrashInstalled("program").pay(game, "runner", chip)
    assert game.runner.play == [first, chip] and game.runner.discard[0].first_object == second.first_object


def test_a_cost_to_derez_another_barrier_derezzes_the_ice_wall_the_corp_names(tmp_path):
    game = board(tmp_path, turn="corp", corp={"servers": {"HQ": {"ice": ["Ice Wall", "Enigma"]},
                                                          "R&D": {"ice": ["Ice Wall"]}}},
                 decisions={"Enigma target": "Ice Wall protecting R&D"})
    DerezAnother("barrier").pay(game, "corp", game.servers["HQ"].ice[1])
    assert (game.servers["HQ"].ice[0].rezzed, game.servers["R&D"].ice[0].rezzed) == (True, False)


def test_advancing_up_to_two_cards_places_one_counter_on_the_agenda_the_corp_names(tmp_path):
    from rulesdb.engine.cards.operations.common import advance_up_to_2
    game = board(tmp_path, turn="corp", corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]},
                                                          "Server 2": {"root": ["Hostile Takeover"]}}},
                 decisions={"Ice Wall choice": ["Hostile Takeover in Server 2"]})
    advance_up_to_2("Ice Wall choice")(game, Ctx(source=None, side="corp", by="Ice Wall"))
    assert [o.counters.get("advancement", 0) for o in game.servers["Server 1"].root + game.servers["Server 2"].root
            ] == [0, 1]


def test_naming_both_copies_in_a_list_takes_each_copy_once(tmp_path):
    from rulesdb.engine.state.choice_labels import labels, take_named
    game = board(tmp_path, runner={"rig": ["Corroder", "Corroder"]})
    rig = list(game.runner.play)
    names = labels(game, rig, "runner")
    assert take_named(rig, names, ["Corroder (2nd installed)", "Corroder (1st installed)"]) == rig[::-1]


def test_making_room_to_install_trashes_the_copy_the_runner_names(tmp_path):
    from rulesdb.engine.effects.memory import room_to_install
    game = board(tmp_path, runner={"rig": ["Corroder", "Corroder", "Gordian Blade", "Mimic"], "grip": ["Femme Fatale"]},
                 decisions={"make room for Femme Fatale": "Corroder (2nd installed)"})
    assert room_to_install(game, game.runner.hand[0], 1) == [game.runner.play[1]]


def test_the_memory_limit_trashes_the_copy_the_runner_names(tmp_path):
    from rulesdb.engine.effects.memory import DECISION, make_room
    game = board(tmp_path, runner={"rig": ["Corroder", "Corroder"]}, decisions={DECISION: "Corroder (2nd installed)"})
    first = game.runner.play[0]
    assert make_room(game, 1, "A test", "cr/step_checkpoint_card_restrictions") and game.runner.play == [first]


def test_counters_paid_from_two_copies_come_only_from_the_copy_named(tmp_path):
    from rulesdb.engine.effects.counter_costs import AnyCounters
    rig = [{"card": "Corroder", "counters": {"virus": 2}}, {"card": "Corroder", "counters": {"virus": 2}}, "Akamatsu Mem Chip"]
    game = board(tmp_path, runner={"rig": rig}, decisions={"pay Akamatsu Mem Chip": {"Corroder (2nd installed)": 2}})
    AnyCounters("virus", lambda g: 2).pay(game, "runner", game.runner.play[2])
    assert [o.counters["virus"] for o in game.runner.play[:2]] == [2, 0]


def test_the_nihilist_removes_virus_counters_from_the_copy_the_runner_names(tmp_path):
    from rulesdb.engine.cards.resources.t import _nihilist
    rig = ["The Nihilist", {"card": "Corroder", "counters": {"virus": 2}}, {"card": "Corroder", "counters": {"virus": 2}}]
    game = board(tmp_path, corp={"rd": ["Hedge Fund"]}, runner={"rig": rig}, decisions={
        "The Nihilist target": ["Corroder (2nd installed)", "Corroder (2nd installed)"],
        "The Nihilist choice": "trash the top card of R&D"})
    _nihilist(game, _ctx(game, "The Nihilist", "runner"))
    assert [o.counters["virus"] for o in game.runner.play[1:]] == [2, 0]


def test_tinkering_names_two_ice_walls_on_one_server_by_position_and_only_the_named_one_gains_subtypes(tmp_path):
    from rulesdb.engine.cards.events.t import _tinkering
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Ice Wall", "Ice Wall"]}, "R&D": {"ice": ["Enigma"]}}},
                 decisions={"Tinkering target": "HQ: Ice Wall (innermost)"})
    _tinkering(game, Ctx(source=None, side="runner", by="Tinkering"))
    outer, inner = game.servers["HQ"].ice
    assert (game.has_subtype(outer, "sentry"), game.has_subtype(inner, "sentry")) == (False, True)
    assert game.decider.made[0]["options"] == ["HQ: Ice Wall (outermost)", "HQ: Ice Wall (innermost)", "R&D: Enigma"]


def test_the_runner_prevents_meat_damage_with_the_second_plascrete_carapace(tmp_path):
    """Two Plascrete Carapaces, 4 and 1 power counters: the prevention window offers each by its place; the Runner
    spends the second's last counter (it is trashed, empty) and the first keeps its 4."""
    rig = [{"card": "Plascrete Carapace", "counters": {"power": 4}}, {"card": "Plascrete Carapace", "counters": {"power": 1}}]
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Scorched Earth"}],
                      corp={"hq": ["Scorched Earth"], "rd": ["Hedge Fund"]},
                      runner={"tags": 1, "grip": ["Sure Gamble"] * 5, "rig": rig},
                      decisions={"prevent 4 meat damage": "Plascrete Carapace (2nd installed)",
                                 "prevent 3 meat damage": "no"})
    assert (at(result, "damage.meat"), at(result, "runner.hosted")) == (3, {"Plascrete Carapace": {"power": 4}})
    assert at(result, "runner.heap").count("Plascrete Carapace") == 1
