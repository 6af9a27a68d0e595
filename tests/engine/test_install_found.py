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
