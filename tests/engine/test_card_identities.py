"""Identities from the library: found by their short name, their abilities fired on a bare kernel game.

No scenario can seat an identity yet (they wait for the engine's identities), so these tests put the
identity beside a kernel Game and let the kernel's own events and checkpoint drive its hooks.
"""

import pytest

from rulesdb.engine.cards import CARDS, WAITING, lookup
from rulesdb.engine.decisions import Decider
from rulesdb.engine.state import Game, Turn
from rulesdb.engine.trace import Trace
from rulesdb.engine.triggers import Event, Pending

IDENTITIES = sorted(t for t, c in CARDS.items() if c.facts.type == "identity")


def kernel_game() -> Game:
    game = Game(Trace(), Decider((), {}, "test"), 0)
    game.turn = Turn(1, "runner")
    return game


def fire(game: Game, identity: str, event: Event) -> int:
    """Offer `event` to the identity's triggers; resolve those whose condition it meets. Returns how many."""
    card = lookup(identity)
    obj = game.new_object(card, card.facts.side, "identity")
    met = 0
    for trig in card.triggers:
        if trig.event == event.kind and trig.condition(game, obj, event):
            trig.resolve(game, Pending(trig, obj, obj.owner, event, None, obj.title))
            met += 1
    return met


@pytest.mark.parametrize("short", ["Gabriel Santiago", "Noise", "Kate \"Mac\" McCaffrey", "Jinteki",
                                   "Haas-Bioroid", "Weyland Consortium"])
def test_identity_is_found_by_the_name_before_its_subtitle(short):
    card = lookup(short)
    assert card is not None and card.title.startswith(short + ":")


def test_gabriel_gains_2_on_the_first_successful_hq_run_each_turn_only():
    game = kernel_game()
    hq = Event("successful", info={"server": "HQ"})
    assert fire(game, "Gabriel Santiago", hq) == 1
    assert game.runner.credits == 7
    gabriel = lookup("Gabriel Santiago")
    seated = game.new_object(gabriel, "runner", "identity")
    condition = gabriel.triggers[0].condition
    assert [condition(game, seated, hq), condition(game, seated, hq)] == [True, False]
    game.turn = Turn(2, "runner")
    assert condition(game, seated, hq) is True


def test_gabriel_gains_nothing_for_a_successful_run_on_rd():
    game = kernel_game()
    assert fire(game, "Gabriel Santiago", Event("successful", info={"server": "R&D"})) == 0
    assert game.runner.credits == 5


def test_noise_mills_the_top_card_of_rd_when_a_virus_is_installed():
    game = kernel_game()
    game.corp.deck.append(game.new_object(lookup("Hedge Fund"), "corp", "rd"))
    imp = game.new_object(lookup("Imp"), "runner", "play area")
    corroder = game.new_object(lookup("Corroder"), "runner", "play area")
    assert fire(game, "Noise", Event("install", corroder)) == 0
    assert fire(game, "Noise", Event("install", imp)) == 1
    assert [c.title for c in game.corp.discard] == ["Hedge Fund"]


def test_jinteki_personal_evolution_does_1_net_damage_when_an_agenda_is_stolen():
    game = kernel_game()
    game.runner.hand.append(game.new_object(lookup("Sure Gamble"), "runner", "grip"))
    fire(game, "Jinteki", Event("steal"))
    assert [c.title for c in game.runner.discard] == ["Sure Gamble"]


@pytest.mark.parametrize(("title", "link"), [("Kate \"Mac\" McCaffrey: Digital Tinker", 1),
                                             ("Reina Roja: Freedom Fighter", 1),
                                             ("Noise: Hacker Extraordinaire", 0)])
def test_runner_identity_base_link_is_its_link_bonus(title, link):
    assert (CARDS[title].facts.base_link, CARDS[title].link) == (link, link)


def test_chaos_theory_gives_1_memory_and_because_we_built_it_a_recurring_credit():
    assert CARDS["Chaos Theory: Wünderkind"].memory_bonus == 1
    assert CARDS["Weyland Consortium: Because We Built It"].recurring == 1


@pytest.mark.parametrize("title", IDENTITIES)
def test_every_identity_waits_for_the_engine_to_seat_it(title):
    assert WAITING[title] == "identities"
    assert CARDS[title].facts.deck_size in (40, 45)
