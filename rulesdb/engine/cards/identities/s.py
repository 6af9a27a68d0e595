"""Identities whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, paid, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import expose_a_card
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import gain, lose
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.cards.this_turn import first_successful_run
from rulesdb.engine.effects.card_costs import TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.player_costs import RemoveTags
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import any_event, first_each_turn
from rulesdb.engine.state.only_choice import ask_must


def _runner_click_in_a_run(game: Game, card, event) -> bool:
    run = game.run
    return event.info.get("side") == "runner" and run is not None and not run.complete \
        and first_time_this_turn(game, card, "click during a run")


def _archives_to_top_of_rd(game: Game, ctx: Ctx) -> None:
    """Seidr Laboratories: 1 card from Archives to the top of R&D (a new object there)."""
    pile = game.corp.discard
    if not pile:
        return
    titles = [c.title for c in pile]
    card = pile.pop(titles.index(ask_must(game, "Seidr Laboratories target", titles, "Corp", cites.C_TARGETS)))
    game.corp.deck.insert(0, game.change_zone(card, "rd"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to the top of R&D.")


SEIDR = _corp("Seidr Laboratories: Destiny Defined", "Division", "haas-bioroid", [
    "The first time each turn the Runner loses or spends [click] during a run, you may add 1 card "
    "from Archives to the top of R&D."],
    on=tuple(whenever(kind, _archives_to_top_of_rd, _runner_click_in_a_run, optional="use Seidr Laboratories")
             for kind in ("clicks-spent", "clicks-lost")),
    decisions=("Seidr Laboratories target",), waits_for="")


def _reveal_and_install_free(game: Game, ctx: Ctx) -> None:
    """Synapse Global: reveal 1 card from HQ and install it, ignoring all costs."""
    installed = corp_installs("hq", ignore_cost=True)(game, ctx)
    if installed is not None:
        game.trace.add(f"{ctx.by}: the Corp revealed {installed.title} as it installed it.", cites.cr("rule_reveal"))
        revealed(game, "corp", 1)


def _first_advertisement_rezzed(game: Game, card, event) -> bool:
    subject = event.subject
    return subject is not None and subject.owner == "corp" and subject.card.facts.has("advertisement") \
        and first_time_this_turn(game, card, "advertisement rezzed")


SPARK_AGENCY = _corp("Spark Agency: Worldswide Reach", "Division", "nbn", [
    "The first time each turn you rez an advertisement, the Runner loses 1[c]."],
    on=(whenever("rezzed", lose(1), _first_advertisement_rezzed, starts="The first"),), waits_for="")


SYNAPSE_GLOBAL = _corp("Synapse Global: Faster than Thought", "Division", "nbn", [
    "The first time each turn a tag is removed, you may reveal and install 1 card from HQ, ignoring all costs.",
    "[click], remove 1 tag: Gain 2[c]."],
    on=(whenever("tags-removed", _reveal_and_install_free,
                 lambda game, card, event: first_each_turn(game, event, any_event),
                 optional="use Synapse Global", starts="The first time"),
        paid(Clicks(1), RemoveTags(1), effect=gain(2), starts="[click]")),
    decisions=installs_asked("Synapse Global: Faster than Thought"), waits_for="")


def _first_tags_from_none(game: Game, card, event) -> bool:
    return game.runner.tags == event.info.get("amount", 0)


def _install_connection_2_less(game: Game, ctx: Ctx) -> None:
    """Sebastião: install 1 connection resource from the grip ("<identity> target"), 2[c] less for this install;
    only one the Runner could install, 2[c] less, is offered (cr/rule_valid_search_target_install_play)."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.cards.shared import discounted
    from rulesdb.engine.effects.searches import installable, left_out, why_not
    from rulesdb.engine.state.as_if_in_grip import from_grip
    from rulesdb.engine.turns.actions import Action
    from rulesdb.engine.turns.runner_installs import install_runner_card
    connections = [c for c in from_grip(game) if c.card.facts.type == "resource" and c.card.facts.has("connection")]
    found = [c for c in connections if installable(game, c, less=2)]
    card = choose(game, ctx, found, "Runner", "there is no connection resource in the grip the Runner could install, "
                  "paying 2[c] less", cites.INSTALL_PROGRAM,
                  notes=left_out(game, connections, lambda c: why_not(game, c, less=2)))
    if card is not None:
        with discounted(game, "install-cost", card, 2, ctx.by):
            install_runner_card(game, Action("runner", "install", f"install {card.title}", 0, card=card.title))


SEBASTIAO = _runner("Sebastião Souza Pessoa: Activist Organizer", "G-mod", "anarch", 0, [
    "Whenever you take 1 or more tags, if you had no tags, you may install 1 connection resource from your grip, "
    "paying 2[c] less.",
    "As an additional cost to trash a connection resource with the basic action, the Corp must trash 1 card from HQ."],
    on=(whenever("tags-taken", _install_connection_2_less, _first_tags_from_none, optional="use Sebastião",
                 starts="Whenever"),
        constant("trash-resource-cost", lambda game, card, resource: (TrashFromHand(1, payer="corp"),)
                 if resource.card.facts.has("connection") else (), starts="As an additional")), waits_for="")


def _two_in_the_heap(game: Game, pending) -> str:
    return "" if len(game.runner.discard) >= 2 else "the Runner has fewer than 2 cards in the heap"


def _two_heap_cards(game: Game, ctx: Ctx) -> None:
    """Steve Cambridge: the Runner chooses 2 heap cards ("<identity> target"), the Corp removes 1 of them from the
    game ("<identity> choice"), the other goes to the grip."""
    from rulesdb.engine.effects.card_moves import remove_from_game
    from rulesdb.engine.state.decisions import titles_from
    heap = game.runner.discard
    titles = [c.title for c in heap]
    named = ask_must(game, f"{STEVE} target", titles, "Runner", cites.C_TARGETS, whole=len(titles) == 2,
                     check=titles_from(titles, "the heap", exactly=2))
    left = list(heap)
    chosen = [left.pop([c.title for c in left].index(t)) for t in named]
    gone_title = game.decider.ask(f"{STEVE} choice", [c.title for c in chosen], "Corp")
    gone = next(c for c in chosen if c.title == gone_title)
    kept = next(c for c in chosen if c is not gone)
    heap.remove(gone)
    remove_from_game(game, gone, "The Corp")
    heap.remove(kept)
    game.runner.hand.append(game.change_zone(kept, "grip"))
    game.trace.add(f"{ctx.by}: {kept.title} is added from the heap to the grip.", cites.NEW_OBJECT)


STEVE = "Steve Cambridge: Master Grifter"
STEVE_CAMBRIDGE = _runner(STEVE, "G-mod", "criminal", 0, [
    "The first time each turn you make a successful run on HQ, you may choose 2 cards in your heap. If you do, the "
    "Corp removes 1 of those cards from the game, then you add the other card to your grip."],
    on=(whenever("successful", _two_heap_cards,
                 lambda game, card, event: event.info.get("server") == "HQ"
                 and first_successful_run(game, "HQ", asking=card),
                 starts="The first time", structure="run", optional=f"use {STEVE}",
                 usable=_two_in_the_heap),),
    decisions=(f"{STEVE} target", f"{STEVE} choice"), waits_for="")


def _first_successful_hq_run(game: Game, card, event) -> bool:
    from rulesdb.engine.cards.this_turn import first_successful_run
    return event.info.get("server") == "HQ" and first_successful_run(game, "HQ", asking=card)


SILHOUETTE = identity("Silhouette: Stealth Operative", "Natural", faction="criminal", link=0, deck=40, limit=15,
                      text=("The first time you make a successful run on HQ each turn, you may expose 1 card.",),
                      on=(whenever("successful", expose_a_card, _first_successful_hq_run, structure="run",
                                   optional="use Silhouette", starts="The first time"),),
                      decisions=("Silhouette: Stealth Operative target",))


SUNNY_LEBEAU = identity("Sunny Lebeau: Security Specialist", "Natural", faction="sunny-lebeau", link=2, deck=50,
                        limit=25, text=())
