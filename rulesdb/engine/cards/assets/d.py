"""Assets whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import TRASHED_WHILE_ACCESSED, worth_2_to_the_runner_if_trashed_while_accessed
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.players import damage, gain, give_tags
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.state.carddef import CreditSource, Interrupt
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import happened
from rulesdb.engine.state.midturn import refuse_unknown, unless_none_earlier
from rulesdb.engine.state.only_choice import ask_must


def _tagged_and_successful(game: Game, card, event) -> bool:
    return game.runner.tags > 0 and event.info.get("outcome") == "successful"


def _first_corp_draw_this_turn(game: Game, card, imminent) -> bool:
    first = imminent.info.get("side") == "corp" and "first draw" not in card.used and imminent.remaining > 0
    if first:
        refuse_unknown(game, card, "the first time each turn you would draw any number of cards")
    return first


def _draw_1_more_then_bottom_1(game: Game, card, imminent) -> None:
    """Daily Business Show: the draw about to happen is 1 card larger; once those cards are drawn, the Corp adds 1
    of them ("Daily Business Show choice") to the bottom of R&D (cr/rule_aggregated_instructions)."""
    card.used.add("first draw")
    imminent.increased += 1
    game.trace.add(f"{card.title}: the Corp will draw 1 more card ({imminent.remaining}).", cites.C_INTERRUPT,
                   key=True)

    def bottom_one(game: Game, drawn: list) -> None:
        left = [c for c in drawn if any(o is c for o in game.corp.hand)]
        if not left:
            return
        titles = [c.title for c in left]
        picked = left[titles.index(ask_must(game, "Daily Business Show choice", titles, "Corp", cites.C_TARGETS))]
        game.corp.hand.remove(picked)
        game.corp.deck.append(game.change_zone(picked, "rd"))
        game.trace.add(f"{card.title}: the Corp adds 1 of the cards drawn to the bottom of R&D.", cites.C_INTERRUPT,
                       key=True)
    imminent.info.setdefault("after", []).append(bottom_one)


DAILY_BUSINESS_SHOW = asset("Daily Business Show", "Cast", faction="nbn", cost=2, inf=1, trash=4, text=(
    "[interrupt] → The first time each turn you would draw any number of cards, increase the number "
    "of cards you will draw by 1. When you draw those cards, add 1 of them to the bottom of R&D.",),
    on=(lambda facts: Interrupt("draw", facts.text[0], _draw_1_more_then_bottom_1, _first_corp_draw_this_turn,
                                optional=False, prevents=False),),
    decisions=("Daily Business Show choice",))


DEDICATED_RESPONSE_TEAM = asset("Dedicated Response Team", "Hostile", faction="weyland-consortium", cost=2, inf=3,
                                trash=3, text=("If the Runner is tagged, Dedicated Response Team gains \"Whenever a "
                                               "successful run ends, do 2 meat damage.\"",),
                                on=(whenever("run-ends", damage("meat", 2), _tagged_and_successful,
                                             refs=(cites.cr("rule_run_ends_condition"),)),))


def _outside_your_action_phase(game, card, subject) -> bool:
    return subject is card and not (game.turn.active == card.owner and "/corp-turn/2" in game.step)


def _successful_here(game, card, event) -> bool:
    return event.info.get("server") == game.server_of(card)


def _no_successful_run_here_last_turn(game, ctx) -> bool:
    """The Runner's last turn: the one just before this Corp turn (turns are numbered in order)."""
    here, last = game.server_of(ctx.source), game.turn.number - 1
    made = [r for r in game.runs if r["turn"] == last and r["server"] == here and r["outcome"] == "successful"]
    return not unless_none_earlier(game, made, ctx.source, "the Runner made a successful run on this server during "
                                   "their last turn", last)


DAILY_QUEST = asset("Daily Quest", "", faction="nbn", cost=1, inf=3, trash=3, text=(
    "Rez only during your action phase.", "Whenever the Runner makes a successful run on this server, they gain 2[c].",
    "When your turn begins, if the Runner did not make a successful run on this server during their last turn, "
    "gain 3[c]."),
    on=(constant("cannot-rez", _outside_your_action_phase, starts="Rez only"),
        whenever("successful", gain(2, "runner"), _successful_here, starts="Whenever", structure="run"),
        when_turn_begins(when(_no_successful_run_here_last_turn, gain(3)))))


def _smaller_grip(game: Game, card, side: str) -> int:
    return -card.counters.get("power", 0) if side == "runner" else 0


DR_VIENTIANE_KEELING = asset("Dr. Vientiane Keeling", "Academic", faction="jinteki", unique=True, cost=3, inf=4,
                             trash=4, text=(
    "When you rez this asset and when your turn begins, place 1 power counter on this asset.",
    "The Runner gets -1 maximum hand size for each hosted power counter."),
    on=(when_rezzed(place_counters("power", 1), starts="When you rez"),
        when_turn_begins(place_counters("power", 1), starts="When you rez"),
        constant("hand-size", _smaller_grip, starts="The Runner gets")))


def _during_your_turn(game: Game, card) -> bool:
    return game.turn.active == card.owner


DRAGO_IVANOV = asset("Drago Ivanov", "Executive", faction="nbn", unique=True, cost=0, inf=4, trash=1, text=(
    "You can advance this asset.",
    "2 hosted advancement counters: Give the Runner 1 tag. Use this ability only during your turn."),
    on=(paid(HostedCounters("advancement", 2), effect=give_tags(1), when=_during_your_turn, starts="2 hosted"),))


DEDICATED_SERVER = asset("Dedicated Server", "Facility", faction="jinteki", cost=3, inf=2, trash=3, text=(
    "2[recurring]", "Use these credits to rez ice."), recurring=2,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "rez" and payment.subject is not None
                               and payment.subject.is_ice, "rezzing ice"))


DIRECTOR_HAAS = asset("Director Haas", "Executive", faction="haas-bioroid", unique=True, cost=3, inf=5, trash=5, text=(
    "You get +1 allotted [click] for each of your turns.", TRASHED_WHILE_ACCESSED),
    on=(constant("allotted-clicks", lambda game, card, side: 1 if side == "corp" else 0, starts="You get"),
        *worth_2_to_the_runner_if_trashed_while_accessed()))


def _first_runner_install_costs_more(game: Game, card, subject) -> int:
    """Docklands Crackdown: the Runner's first install this turn costs 1[c] more per hosted power counter."""
    if getattr(subject, "owner", None) != "runner" or unless_none_earlier(
            game, happened(game, game.turn.number, "install", owner="runner"), card,
            "the first card the Runner installs each turn"):
        return 0
    return card.counters.get("power", 0)


DOCKLANDS_CRACKDOWN = asset("Docklands Crackdown", "", faction="neutral-corp", cost=2, inf=0, trash=3, text=(
    "[click], [click]: Place 1 power counter on Docklands Crackdown.",
    "The install cost of the first card the Runner installs each turn is increased by 1 for each power counter on "
    "Docklands Crackdown."),
    on=(paid(Clicks(2), effect=place_counters("power", 1), starts="[click], [click]"),
        constant("install-cost", _first_runner_install_costs_more, starts="The install cost")))
