"""A card definition, each of its abilities and every object in a game is itself, not its fields: two
copies of a card in HQ are two objects, and two cards' look-alike abilities are two abilities."""

from dataclasses import replace

import pytest

from rulesdb.engine.cards import lookup
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters, TrashSelf, times
from rulesdb.engine.effects.player_costs import LoseClicks
from rulesdb.engine.state.carddef import Ability
from rulesdb.engine.state.objects import CardObj


def gain(game, card):
    game.corp.credits += 1


def test_two_look_alike_abilities_are_two_abilities():
    first, second = (Ability("[click]: Gain 1[c].", costs=(Clicks(1),), resolve=gain) for _ in range(2))
    assert first != second and first == first
    assert [first, second].index(second) == 1
    assert len({first, second}) == 2


def test_a_library_card_is_its_one_definition():
    hedge_fund = lookup("Hedge Fund")
    assert lookup("hedge fund") is hedge_fund and lookup("Hedge Fund") == hedge_fund
    assert replace(hedge_fund) != hedge_fund  # an identical copy is another definition


def test_two_copies_of_a_card_in_hq_are_two_objects():
    hedge_fund = lookup("Hedge Fund")
    first, second = (CardObj(hedge_fund, "corp", object_id=7, zone="hq") for _ in range(2))
    hand = [first, second]
    hand.remove(second)
    assert hand[0] is first
    assert first != second


def test_costs_and_printed_facts_still_compare_by_value():
    assert Clicks(1) == Clicks(1) and Clicks(1) != Clicks(2) and Clicks(1) != LoseClicks(1)
    assert len({Credits(2), Credits(2), HostedCounters("power")}) == 2
    assert lookup("Hedge Fund").facts == replace(lookup("Hedge Fund").facts)


def test_a_cost_cannot_change_once_made_and_scales_into_a_new_one():
    cost = Credits(2, "rez")
    with pytest.raises(AttributeError, match="cannot change"):
        cost.amount = 0
    assert times((cost, Clicks(1)), 3) == (Credits(6, "rez"), Clicks(3)) and cost.amount == 2
    assert times((TrashSelf(),), 2) is None  # [trash] is paid once
    assert repr(cost) == "Credits(amount=2, purpose='rez')"
