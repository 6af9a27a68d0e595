"""A card an ability installs that says "Install only on ..." (a trojan on a piece of ice, The Personal Touch on an
icebreaker) cannot be installed when nothing installed could host it (cr/rule_host_on_ability): `install_found`
refuses it, and the effects that offer cards to install leave it out, so it stays where it was."""

from rulesdb.engine.effects.searches import install_found
from tests.engine.card_play import at, board, scenario


def _options(result: dict, decision: str) -> list[str]:
    return next(d["options"] for d in at(result, "decisions") if d["decision"] == decision)


def test_install_found_refuses_a_trojan_with_no_ice_installed(tmp_path):
    game = board(tmp_path, runner={"grip": ["Hush"]})
    hush = game.runner.hand[0]
    assert install_found(game, hush, "Test") is None
    assert ([o.title for o in game.runner.play], [c.title for c in game.runner.hand]) == ([], ["Hush"])
    step = next(e for e in game.trace.entries if "cannot be installed" in e["text"])
    assert step["text"] == ("Test: Hush cannot be installed: it can be installed only on a piece of ice, and no "
                         "installed card is one.")
    assert any("rule_host_on_ability" in c for c in step["cites"])


def test_rejig_does_not_offer_a_trojan_with_no_ice_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Rejig"}],
                      runner={"grip": ["Rejig", "Hush"], "rig": ["Corroder"]},
                      decisions={"Rejig cost": "Corroder", "Rejig target": "Corroder"})
    assert _options(result, "Rejig target") == ["Corroder"]
    assert (at(result, "runner.rig"), at(result, "runner.grip")) == (["Corroder"], ["Hush"])


def test_the_artist_does_not_offer_the_personal_touch_with_no_icebreaker_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use The Artist ability 2"}],
                      runner={"grip": ["The Personal Touch"], "rig": ["The Artist"]},
                      decisions={"The Artist target": "The Personal Touch"})
    assert (at(result, "runner.rig"), at(result, "runner.grip")) == (["The Artist"], ["The Personal Touch"])


def test_the_wizards_chest_does_not_offer_a_trojan_with_no_ice_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"},
                                         {"runner": "gain credit"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]},
                      runner={"credits": 0, "rig": ["The Wizard’s Chest"], "stack": ["Hush", "Corroder", "Diesel"]},
                      decisions={"jack out": "no", "abilities at Runner action phase": "The Wizard’s Chest",
                                 "abilities at Runner action phase #2": "pass",
                                 "The Wizard’s Chest choice": "program", "The Wizard’s Chest target": "Corroder"})
    assert _options(result, "The Wizard’s Chest target") == ["no", "Corroder"]
    assert at(result, "runner.rig") == ["Corroder"]
    assert sorted(at(result, "runner.stack")) == ["Diesel", "Hush"]  # the rest shuffled back into the stack


def test_install_found_refuses_a_card_whose_install_cost_the_runner_cannot_pay(tmp_path):
    """A careless card calling `install_found` without checking the price first: the Runner must pay the install
    cost if able, and if they cannot, the card is not installed (cr/rule_inherent_cost_in_ability)."""
    game = board(tmp_path, runner={"credits": 1, "grip": ["Corroder"]})
    corroder = game.runner.hand[0]
    assert install_found(game, corroder, "Test") is None
    assert ([o.title for o in game.runner.play], [c.title for c in game.runner.hand], game.runner.credits) == (
        [], ["Corroder"], 1)
    step = next(e for e in game.trace.entries if "cannot be installed" in e["text"])
    assert step["text"] == ("Test: Corroder cannot be installed: the Runner cannot pay its 2[c] install cost "
                            "(the Runner has 1[c] in the credit pool).")
    assert [c.rsplit("/", 1)[1] for c in step["cites"]] == ["rule_inherent_cost_in_ability",
                                                           "rule_do_as_much_as_you_can"]


def test_install_found_makes_the_runner_use_patchwork_when_they_cannot_pay_without_it(tmp_path):
    """The Self-modifying Code example of cr/rule_valid_search_target_install_play: with too few credits and
    Patchwork usable, the card is installed only by using Patchwork, so the Runner uses it."""
    game = board(tmp_path, runner={"credits": 0, "grip": ["Corroder", "Sure Gamble"], "rig": ["Patchwork"]},
                 decisions={"use Patchwork": "no"})
    corroder = game.runner.hand.pop(0)  # set aside by the ability, as a search leaves it
    installed = install_found(game, corroder, "Test")
    assert (installed.title, [c.title for c in game.runner.discard], game.runner.credits) == (
        "Corroder", ["Sure Gamble"], 0)
    assert "Test: the Runner cannot pay to install Corroder without Patchwork, so they use it." in [
        e["text"] for e in game.trace.entries]
