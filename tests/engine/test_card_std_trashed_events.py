"""Cards that see cards trashed out of the grip, the stack or the play area: Aniccam ("the first time each turn
an event is trashed (from any location)") and Buffer Drive ("the first time each turn 1 or more cards are
trashed from your grip or stack")."""

from tests.engine.card_play import at, run_past, scenario

THORNS = "Wall of Thorns"  # [sub] Do 2 net damage. [sub] End the run.


def test_aniccam_draws_when_the_first_event_played_this_turn_is_trashed_as_it_resolves(tmp_path):
    """A played event, fully resolved, is trashed (cr/rule_event_play): the first draws 1, the second nothing."""
    result = scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}, {"runner": "play Easy Mark"}],
                      runner={"rig": ["Aniccam"], "grip": ["Sure Gamble", "Easy Mark"], "stack": ["Diesel", "Mimic"]})
    assert (at(result, "runner.grip"), at(result, "runner.stack")) == (["Diesel"], ["Mimic"])
    assert at(result, "runner.credits") == 5 - 5 + 9 + 3


def test_aniccam_does_not_draw_when_an_event_was_trashed_earlier_this_turn_before_it_was_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}, {"runner": "install Aniccam"},
                                         {"runner": "play Easy Mark"}], name="earlier",
                      runner={"grip": ["Sure Gamble", "Aniccam", "Easy Mark"], "stack": ["Diesel"]})
    assert (at(result, "runner.rig"), at(result, "runner.grip"), at(result, "runner.stack")) == (
        ["Aniccam"], [], ["Diesel"])


def test_aniccam_draws_when_net_damage_trashes_an_event_from_the_grip(tmp_path):
    result = run_past(tmp_path, THORNS, runner={"rig": ["Aniccam"], "grip": ["Sure Gamble"] * 3, "stack": ["Diesel"]})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert (at(result, "runner.heap"), sorted(at(result, "runner.grip"))) == (
        ["Sure Gamble", "Sure Gamble"], ["Diesel", "Sure Gamble"])


def test_aniccam_ignores_a_trashed_card_that_is_not_an_event(tmp_path):
    result = run_past(tmp_path, THORNS, runner={"rig": ["Aniccam"], "grip": ["Mimic", "Mimic"], "stack": ["Diesel"]},
                      name="programs")
    assert (at(result, "runner.heap"), at(result, "runner.grip")) == (["Mimic", "Mimic"], [])


def test_buffer_drive_adds_1_of_the_cards_net_damage_trashed_to_the_bottom_of_the_stack(tmp_path):
    result = run_past(tmp_path, THORNS, runner={"rig": ["Buffer Drive"], "grip": ["Sure Gamble", "Mimic"],
                                                "stack": ["Diesel"]},
                      decisions={"use Buffer Drive": "yes", "Buffer Drive target": "Mimic"})
    assert (at(result, "runner.heap"), at(result, "runner.stack")) == (["Sure Gamble"], ["Diesel", "Mimic"])


def test_buffer_drive_declined_leaves_the_trashed_cards_in_the_heap(tmp_path):
    result = run_past(tmp_path, THORNS, runner={"rig": ["Buffer Drive"], "grip": ["Sure Gamble", "Mimic"]},
                      decisions={"use Buffer Drive": "no"}, name="declined")
    assert (sorted(at(result, "runner.heap")), at(result, "runner.stack")) == (["Mimic", "Sure Gamble"], [])


def test_buffer_drive_works_only_for_the_first_trash_from_the_grip_each_turn(tmp_path):
    """Two runs into Wall of Thorns: 2 cards trashed each time; only the first trash returns one."""
    corp = {"servers": {"Server 1": {"ice": [THORNS]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}], corp=corp,
                      runner={"rig": ["Buffer Drive"], "grip": ["Sure Gamble"] * 4},
                      decisions={"jack out": "no", "use Buffer Drive": "yes", "Buffer Drive target": "Sure Gamble"},
                      name="twice")
    assert (at(result, "runner.heap"), at(result, "runner.stack"), at(result, "runner.grip")) == (
        ["Sure Gamble"] * 3, ["Sure Gamble"], [])


def test_buffer_drive_removed_from_the_game_adds_a_heap_card_to_the_top_of_the_stack(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Buffer Drive"}], name="remove",
                      runner={"rig": ["Buffer Drive"], "heap": ["Sure Gamble", "Mimic"], "stack": ["Diesel"]},
                      decisions={"Buffer Drive choice": "Mimic"})
    assert (at(result, "runner.rig"), at(result, "runner.removed")) == ([], ["Buffer Drive"])
    assert (at(result, "runner.stack"), at(result, "runner.heap")) == (["Mimic", "Diesel"], ["Sure Gamble"])


def _both(tmp_path, first: str) -> dict:
    """Aniccam and Buffer Drive both met by one net damage that trashes both events; the stack is empty."""
    return run_past(tmp_path, THORNS, runner={"rig": ["Aniccam", "Buffer Drive"], "grip": ["Sure Gamble", "Easy Mark"]},
                    decisions={"use Buffer Drive": "yes", "Buffer Drive target": "Sure Gamble",
                               "order Runner abilities": first}, name=f"both-{first}")


def test_buffer_drive_resolved_before_aniccam_lets_aniccam_draw_the_card_it_put_back(tmp_path):
    buffer_first, aniccam_first = _both(tmp_path, "Buffer Drive"), _both(tmp_path, "Aniccam")
    assert (at(buffer_first, "runner.grip"), at(buffer_first, "runner.stack")) == (["Sure Gamble"], [])
    assert (at(aniccam_first, "runner.grip"), at(aniccam_first, "runner.stack")) == ([], ["Sure Gamble"])


def test_aniccam_draws_when_a_runner_current_is_trashed_as_the_corp_scores(tmp_path):
    """No Runner current is in the library yet, so a Runner event stands in for one: the Corp scoring an agenda
    trashes it from the play area (cr/rule_event_current), an event trashed, so Aniccam draws."""
    from rulesdb.engine.effects.trashing import current_ends
    from rulesdb.engine.effects.triggers import checkpoint
    from tests.engine.card_play import board
    game = board(tmp_path, runner={"current": "Easy Mark", "rig": ["Aniccam"], "stack": ["Diesel"]}, name="current")
    current_ends(game, "runner", "The Corp scores an agenda")
    checkpoint(game)
    assert ([c.title for c in game.runner.discard], [c.title for c in game.runner.hand]) == (["Easy Mark"], ["Diesel"])
