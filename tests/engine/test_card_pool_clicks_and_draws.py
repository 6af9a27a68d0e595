"""Standard cards about clicks and draws: Bass CH1R180G4, CSR Campaign, No Free Lunch, Ritual, VRcation."""

from tests.engine.card_play import at, board, scenario, use

STACK = ["Sure Gamble", "Diesel", "Easy Mark", "Dirty Laundry", "Lucky Find", "Inside Job"]


def test_bass_costs_a_click_and_itself_for_two_clicks(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Bass CH1R180G4"}],
                      corp={"clicks": 3, "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Bass CH1R180G4"]}}})
    assert at(result, "corp.clicks") == 3 - 1 + 2
    assert at(result, "corp.archives") == ["Bass CH1R180G4"]


def test_csr_campaign_may_draw_a_card_when_the_corps_turn_begins(tmp_path):
    def turn(answer, name):
        return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                        corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"],
                              "servers": {"Server 1": {"root": ["CSR Campaign"]}}},
                        decisions={"use CSR Campaign": answer})
    assert len(at(turn("yes", "yes"), "corp.hq")) == 2  # the mandatory draw and CSR Campaign's
    assert len(at(turn("no", "no"), "corp.hq")) == 1


def test_no_free_lunch_trashes_itself_for_3_credits_or_to_remove_a_tag(tmp_path):
    game = board(tmp_path, runner={"credits": 0, "tags": 1, "rig": ["No Free Lunch"]})
    assert use(game, "No Free Lunch", 1)
    assert (game.runner.tags, game.runner.credits, [o.title for o in game.runner.discard]) == (0, 0, ["No Free Lunch"])
    other = board(tmp_path, runner={"credits": 0, "tags": 1, "rig": ["No Free Lunch"]}, name="credits")
    assert use(other, "No Free Lunch", 0)
    assert (other.runner.tags, other.runner.credits) == (1, 3)


def test_ritual_draws_one_card_per_click_left_after_playing_it(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Ritual"}],
                      runner={"clicks": 4, "grip": ["Ritual"], "stack": STACK})
    assert len(at(result, "runner.grip")) == 3
    assert at(result, "runner.clicks") == 3


def test_vrcation_draws_4_and_loses_a_click_if_any_is_left(tmp_path):
    def play(clicks, name):
        return scenario(tmp_path, actions=[{"runner": "play VRcation"}], name=name,
                        runner={"clicks": clicks, "credits": 1, "grip": ["VRcation"], "stack": STACK})
    full = play(4, "full")
    assert (len(at(full, "runner.grip")), at(full, "runner.clicks")) == (4, 2)
    last = play(1, "last")
    assert (len(at(last, "runner.grip")), at(last, "runner.clicks")) == (4, 0)
