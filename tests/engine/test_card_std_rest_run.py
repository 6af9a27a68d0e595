"""Standard events and resources that work from outside play: Strike Fund and Steelskin Scarring, whose "when this
event is trashed from your grip or stack" ability works from the heap (cr/rule_active_exception_catchall)."""

from __future__ import annotations

import pytest

from tests.engine.card_play import at, run_past, scenario, traced


def _played(tmp_path, title, stack=()):
    return scenario(tmp_path, actions=[{"runner": f"play {title}"}],
                    runner={"credits": 5, "grip": [title], "stack": list(stack)})


def test_strike_fund_played_gains_4(tmp_path):
    result = _played(tmp_path, "Strike Fund")
    assert at(result, "runner.credits") == 5 - 1 + 4


def test_steelskin_scarring_played_draws_3(tmp_path):
    result = _played(tmp_path, "Steelskin Scarring", stack=["Diesel", "Sure Gamble", "Easy Mark", "Dirty Laundry"])
    assert sorted(at(result, "runner.grip")) == ["Diesel", "Easy Mark", "Sure Gamble"]


@pytest.mark.parametrize(("answer", "credits"), [("yes", 5 + 2), ("no", 5)])
def test_strike_fund_trashed_by_net_damage_may_gain_2(tmp_path, answer, credits):
    """Envelope's net damage trashes Strike Fund from the grip: from the heap, the Runner may gain 2[c]."""
    result = run_past(tmp_path, "Envelope", runner={"credits": 5, "grip": ["Strike Fund"]},
                      decisions={"use Strike Fund": answer})
    assert at(result, "runner.heap") == ["Strike Fund"]
    assert at(result, "runner.credits") == credits


def test_steelskin_scarring_trashed_by_damage_draws_2(tmp_path):
    result = run_past(tmp_path, "Envelope", runner={"grip": ["Steelskin Scarring"],
                                                     "stack": ["Diesel", "Sure Gamble", "Easy Mark"]},
                      decisions={"use Steelskin Scarring": "yes"})
    assert at(result, "runner.heap") == ["Steelskin Scarring"]
    assert sorted(at(result, "runner.grip")) == ["Diesel", "Sure Gamble"]
    assert traced(result, "Steelskin Scarring")


def test_strike_fund_trashed_as_a_cost_from_the_grip(tmp_path):
    """An interaction: Abaasy's "trash 1 card from your grip" is a trash from the grip, so Strike Fund pays 2[c]."""
    from rulesdb.engine.cards.primitives import Ctx
    from rulesdb.engine.cards.programs.a import _trash_from_grip_to_draw
    from rulesdb.engine.effects.triggers import checkpoint
    from tests.engine.card_play import board

    game = board(tmp_path, runner={"credits": 0, "grip": ["Strike Fund"], "stack": ["Diesel"]},
                 decisions={"Abaasy target": "Strike Fund", "use Strike Fund": "yes"})
    _trash_from_grip_to_draw(game, Ctx(None, "runner", "Abaasy"))
    checkpoint(game)
    assert [c.title for c in game.runner.discard] == ["Strike Fund"]
    assert game.runner.credits == 2


def test_discarding_strike_fund_is_not_trashing_it(tmp_path):
    """cr/rule_discarding_trashed: discarded down to hand size at the end of the turn, Strike Fund gives nothing."""
    import yaml

    from rulesdb.engine import run_scenario
    from tests.engine.card_play import _write

    grip = ["Strike Fund", "Diesel", "Sure Gamble", "Easy Mark", "Dirty Laundry", "Infiltration"]
    path = _write(tmp_path, [{"runner": "gain credit"}], "runner", {}, {"credits": 0, "clicks": 1, "grip": grip},
                  {"discard": ["Strike Fund"], "use Strike Fund": "yes"}, 1, "discard")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["until"] = "end of turn"
    data["expect"] = [{"runner.heap": ["Strike Fund"]}]
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    result = run_scenario(path, allow_unasked=True)
    assert at(result, "runner.heap") == ["Strike Fund"]
    assert at(result, "runner.credits") == 1


HQ = ["Hedge Fund", "Hedge Fund", "Hedge Fund"]


@pytest.mark.parametrize(("tags", "accessed"), [(1, 2), (0, 1)])
def test_manuel_lattes_de_moura_accesses_1_more_from_hq_while_tagged(tmp_path, tags, accessed):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": HQ},
                      runner={"tags": tags, "rig": ["Manuel Lattes de Moura"]}, decisions={"jack out": "no"})
    assert len(at(result, "runs.0.accessed")) == accessed


def test_manuel_lattes_de_moura_accesses_1_more_from_rd_while_tagged(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": ["Enigma", "Ice Wall", "Hedge Fund"]},
                      runner={"tags": 1, "rig": ["Manuel Lattes de Moura"]}, decisions={"jack out": "no"})
    assert at(result, "runs.0.accessed") == ["Enigma", "Ice Wall"]


@pytest.mark.parametrize(("agendas", "archives"), [(["Hostile Takeover"] * 3, ["Hedge Fund"]), ([], [])])
def test_manuel_lattes_de_moura_at_threat_3_costs_the_corp_a_card_from_hq_to_trash(tmp_path, agendas, archives):
    """Threat 3: the basic action to trash Manuel also makes the Corp trash 1 card from HQ (an additional cost)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "trash Manuel Lattes de Moura"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Enigma"] * 3, "score_area": agendas},
                      runner={"tags": 1, "rig": ["Manuel Lattes de Moura"]},
                      decisions={"Manuel Lattes de Moura cost": ["Hedge Fund"]}, name="trash")
    assert at(result, "runner.heap") == ["Manuel Lattes de Moura"]
    assert at(result, "corp.archives") == archives
