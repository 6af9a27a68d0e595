"""Candidates determined as a breach proceeds (cr/sec_determining_candidates): cards that enter the
breached server, the random access limit set once the breach has begun, and cards the Runner is
prohibited from accessing."""

import pytest

from rulesdb.engine import cards
from rulesdb.engine.state.carddef import CardDef, Facts, TriggerDef
from rulesdb.errors import DecisionNeeded
from tests.engine.card_play import at, run_past, traced


def test_an_upgrade_trashed_while_breaching_archives_is_accessed_again_from_archives(tmp_path):
    # cr/rule_candidates_leaving_server/example/1: the trashed upgrade is a new object in Archives
    trashed = run_past(tmp_path, [], server="Archives", runner={"credits": 5},
                       corp={"servers": {"Archives": {"root": ["Red Herrings"]}}},
                       decisions={"trash Red Herrings": "yes"})
    assert at(trashed, "runs.0.accessed") == ["Red Herrings", "Red Herrings"]
    assert traced(trashed, "Red Herrings is in Archives: the Runner cannot trash it")


def test_counterfactual_an_upgrade_left_in_the_root_is_accessed_once(tmp_path):
    kept = run_past(tmp_path, [], server="Archives", runner={"credits": 5},
                    corp={"servers": {"Archives": {"root": ["Red Herrings"]}}},
                    decisions={"trash Red Herrings": "no"})
    assert at(kept, "runs.0.accessed") == ["Red Herrings"]


def _one_more_access(game, pending) -> None:
    game.breach_extra["HQ"] = game.breach_extra.get("HQ", 0) + 1


def _install_from_hq(game, pending) -> None:
    card = game.corp.hand.pop(0)
    obj = game.change_zone(card, "play area")
    game.servers[game.run.server].root.append(obj)


TEST_CARDS = {
    "test lens": CardDef(Facts("Test Lens", "runner", "resource", (), 0, text=(
        "When you breach HQ, access 1 additional card.",)), triggers=(TriggerDef(
            "breach", "When you breach HQ, access 1 additional card.", _one_more_access,
            lambda g, c, e: e.info.get("server") == "HQ"),)),
    "test decoy": CardDef(Facts("Test Decoy", "corp", "asset", (), 0, trash_cost=9, text=(
        "When accessed, install the top card of HQ in the root of this server.",)), triggers=(TriggerDef(
            "access", "When accessed, install a card from HQ in this root.", _install_from_hq,
            lambda g, c, e: e.subject is c, inactive_ok=True),)),
}


@pytest.fixture
def test_cards(monkeypatch):
    for key, card in TEST_CARDS.items():
        monkeypatch.setitem(cards._BY_LOWER, key, card)


def test_an_access_added_when_the_breach_begins_raises_the_random_access_limit(tmp_path, test_cards):
    result = run_past(tmp_path, [], server="HQ", runner={"rig": ["Test Lens"]},
                      corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma"]})
    assert at(result, "runs.0.to_access") == 2
    assert len(at(result, "runs.0.accessed")) == 2


def test_a_card_entering_the_root_mid_breach_is_a_candidate_if_the_runner_says_so(tmp_path, test_cards):
    corp = {"hq": ["PAD Campaign"], "servers": {"Server 1": {"root": ["Test Decoy"]}}}
    taken = run_past(tmp_path, [], corp=corp, decisions={"candidate PAD Campaign": "yes", "trash PAD Campaign": "no", "rez": "no"})
    left = run_past(tmp_path, [], corp=corp, decisions={"candidate PAD Campaign": "no", "rez": "no"}, name="left")
    assert at(taken, "runs.0.accessed") == ["Test Decoy", "PAD Campaign"]
    assert at(left, "runs.0.accessed") == ["Test Decoy"]


ASH = {"servers": {"Server 1": {"root": ["Ash 2X3ZB9CY", "PAD Campaign"]}}}


def test_after_ash_wins_its_trace_only_ash_can_be_accessed(tmp_path):
    result = run_past(tmp_path, [], corp=ASH, decisions={
        "Corp trace boost Ash 2X3ZB9CY": 0, "Runner link boost Ash 2X3ZB9CY": 0, "trash Ash 2X3ZB9CY": "no"})
    assert at(result, "runs.0.accessed") == ["Ash 2X3ZB9CY"]


def test_counterfactual_a_lost_trace_leaves_both_cards_to_access(tmp_path):
    result = run_past(tmp_path, [], corp={**ASH, "credits": 0}, runner={"credits": 5}, decisions={
        "Corp trace boost Ash 2X3ZB9CY": 0, "Runner link boost Ash 2X3ZB9CY": 5, "access order": ["Ash 2X3ZB9CY"],
        "trash Ash 2X3ZB9CY": "no", "trash PAD Campaign": "no"})
    assert at(result, "runs.0.accessed") == ["Ash 2X3ZB9CY", "PAD Campaign"]


@pytest.mark.parametrize(("ice", "accessed"), [("Hudson 1.0", 1), ("Ice Wall", 2)])
def test_after_hudson_the_runner_accesses_only_one_card(tmp_path, ice, accessed):
    result = run_past(tmp_path, ice, server="R&D", runner={"rig": ["Corroder"]},
                      corp={"rd": ["Hedge Fund"], "servers": {"R&D": {"root": ["Red Herrings"]}}},
                      decisions={"break Hudson 1.0": "no", "break Ice Wall": "Corroder", "trash Red Herrings": "no",
                                 "access order": ["Hedge Fund"]})
    assert at(result, "runs.0.accessed") == ["Hedge Fund", "Red Herrings"][:accessed]


def test_a_card_entering_the_root_is_asked_about_as_the_runner_sees_it_not_by_its_title(tmp_path, test_cards):
    corp = {"hq": ["PAD Campaign"], "servers": {"Server 1": {"root": ["Test Decoy"]}}}
    with pytest.raises(DecisionNeeded) as asked:
        run_past(tmp_path, [], corp=corp, decisions={"rez": "no"}, name="asked")
    assert asked.value.name == "candidate unrezzed card in the root of Server 1"
    taken = run_past(tmp_path, [], corp=corp, name="by-label", decisions={
        "candidate unrezzed card in the root of Server 1": "yes", "trash PAD Campaign": "no", "rez": "no"})
    assert at(taken, "runs.0.accessed") == ["Test Decoy", "PAD Campaign"]
