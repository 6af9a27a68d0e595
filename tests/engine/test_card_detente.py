"""Detente: the first successful HQ run each turn may host 1 random card of HQ faceup on it (not installed); its
[click] ability returns 2 hosted cards to HQ and lets the Runner access 1 card in HQ at random, outside a breach
(cr/rule_access_cards_without_breach), and "any player can use this ability" (cr/rule_ability_controller_specified):
the Corp may spend its own click on it."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

HQ = ["Hostile Takeover", "Hedge Fund", "PAD Campaign", "Ice Wall"]
ANSWERS = {"jack out": "no", "use Detente": "yes", "Detente choice": "access", "trash PAD Campaign": "no"}


def _play(tmp_path, actions, name, hq=HQ, **answers):
    return scenario(tmp_path, actions=[dict(a) for a in actions], name=name, corp={"hq": hq, "rd": ["Hedge Fund"] * 3},
                    runner={"rig": ["Detente"]}, decisions={**ANSWERS, **answers})


CORP_TURN = [{"corp": "gain credit"}] * 3
TWO_TURNS_OF_HQ_RUNS = [{"runner": "run HQ"}, {"runner": "run HQ"}, {"runner": "gain credit"},
                        {"runner": "gain credit"}, *CORP_TURN, {"runner": "run HQ"}]


def test_detente_hosts_one_random_hq_card_on_the_first_successful_hq_run_each_turn(tmp_path):
    result = _play(tmp_path, [{"runner": "run HQ"}, {"runner": "run HQ"}], "twice",
                   hq=["Hedge Fund"] * 2 + ["Ice Wall"])
    hosted = [e["text"] for e in result["trace"] if "is hosted faceup on Detente" in e["text"]]
    assert len(hosted) == 1 and "it is not installed or rezzed" in hosted[0]
    assert len(at(result, "corp.hq")) == 2  # the second run of the turn hosts nothing


def test_detente_hosting_is_optional(tmp_path):
    result = _play(tmp_path, [{"runner": "run HQ"}], "declined", **{"use Detente": "no"})
    assert (len(at(result, "corp.hq")), traced(result, "hosted faceup on Detente")) == (4, False)


def test_detente_click_ability_returns_two_hosted_cards_and_the_runner_accesses_hq_at_random(tmp_path):
    result = _play(tmp_path, [*TWO_TURNS_OF_HQ_RUNS, {"runner": "use Detente"}], "runner-uses")
    assert traced(result, "are added to HQ") and traced(result, "accesses 1 card in HQ at random, outside a breach")
    assert (at(result, "cards[Detente].hosted"), at(result, "runner.clicks")) == ([], 4 - 1 - 1)
    # 4, one hosted and one stolen in the first turn, one drawn, one hosted in the second, two returned
    assert len(at(result, "corp.hq")) == 4 - 1 - 1 + 1 - 1 + 2


def test_detente_the_corp_may_use_it_with_its_own_click_and_the_runner_still_decides(tmp_path):
    """Interaction: the Corp uses the Runner's console; the Runner accesses a card of HQ in the Corp's turn and
    steals the agenda found there."""
    actions = [*TWO_TURNS_OF_HQ_RUNS, {"runner": "gain credit"}, {"runner": "gain credit"}, {"runner": "gain credit"},
               {"corp": "use Detente"}]
    result = _play(tmp_path, actions, "corp-uses", hq=["Hostile Takeover"] * 4, **{"steal Hostile Takeover": "yes"})
    assert traced(result, "The Corp uses Detente")
    assert (at(result, "corp.clicks"), at(result, "cards[Detente].hosted")) == (3 - 1, [])
    # three HQ breaches (Hedge Fund drawn in between was hosted), then Detente's access of the returned agenda
    assert at(result, "runner.score_area") == ["Hostile Takeover"] * 4


def test_detente_cannot_be_used_with_fewer_than_two_hosted_cards(tmp_path):
    with pytest.raises(ScenarioError, match="cannot pay"):
        _play(tmp_path, [{"runner": "run HQ"}, {"runner": "use Detente"}], "one")


def test_detente_installed_after_the_turns_first_successful_hq_run_hosts_nothing_that_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "install Detente"}, {"runner": "run HQ"}],
                      name="late", corp={"hq": ["Hedge Fund"] * 3}, runner={"grip": ["Detente"]},
                      decisions=ANSWERS)
    assert (len(at(result, "corp.hq")), traced(result, "hosted faceup on Detente")) == (3, False)


def test_detente_added_to_the_grip_by_rejig_trashes_its_hosted_corp_card(tmp_path):
    # the CR's own example (cr/rule_trash_hosted_objects_when_host_trashed): Detente, hosting a Corp card, is added
    # to the grip by Rejig; the hosted card is trashed at the next checkpoint, into Archives
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Rejig"}], name="rejig",
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"] * 3},
                      runner={"rig": ["Detente"], "grip": ["Rejig"], "credits": 0},
                      decisions={**ANSWERS, "Rejig cost": "Detente", "Rejig target": "Detente"})
    assert (at(result, "corp.archives"), at(result, "corp.hq")) == (["Hedge Fund"], [])
    assert at(result, "cards[Detente].hosted") == []
