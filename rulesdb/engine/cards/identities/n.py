"""Identities whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.identities.common import _corp, _runner, flip_identity, on_side
from rulesdb.engine.cards.primitives.choices import seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain, gain_clicks, give_tags
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.cards.shared import corp_trashes_top_of_rd
from rulesdb.engine.effects.pile_trash import PILE_TRASHED, pile_trashed, trashed_from
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import any_event, first_each_turn, runner_trashed_corp_card
from rulesdb.engine.state.midturn import unless_none_earlier


def _virus_installed(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.card.facts.has("virus")


def _first_corp_card_trashed(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: runner_trashed_corp_card(game, past)
                           and bool(past.info.get("installed")))


NBN_CTM = _corp("NBN: Controlling the Message", "Megacorp", "nbn", [
    "The first time the Runner trashes an installed Corp card each turn, you may trace[4]. If "
    "successful, give the Runner 1 tag (cannot be avoided)."], limit=12,
    on=(whenever("trashed", trace(4, give_tags(1, avoidable=False)), _first_corp_card_trashed,
                 optional="use NBN: Controlling the Message"),), waits_for="")


NBN_MAKING_NEWS = _corp("NBN: Making News", "Megacorp", "nbn",
                        ["2[recurring]", "Use these credits during trace attempts."],
    recurring=2, credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trace", "trace attempts"),
    waits_for="")


def _two_credits_or_two_cards(game: Game, ctx: Ctx) -> None:
    picked = game.decider.ask("NBN: Reality Plus choice", ["gain 2 credits", "draw 2 cards"], "Corp")
    (gain(2) if picked == "gain 2 credits" else draw(2))(game, ctx)


NBN_REALITY_PLUS = _corp("NBN: Reality Plus", "Megacorp", "nbn", [
    "The first time each turn the Runner takes a tag, gain 2[c] or draw 2 cards."], deck=40,
    on=(whenever("tags-taken", _two_credits_or_two_cards,
                 lambda game, card, event: first_time_this_turn(game, card, "tag"), starts="The first time"),),
    decisions=("NBN: Reality Plus choice",), waits_for="")


NEAR_EARTH_HUB = _corp("Near-Earth Hub: Broadcast Center", "Division", "nbn", [
    "The first time each turn you create a remote server, draw 1 card."], limit=17,
    on=(whenever("server-created", draw(1), lambda game, card, event: first_each_turn(game, event, any_event)),),
    waits_for="")


NOISE = _runner("Noise: Hacker Extraordinaire", "G-mod", "anarch", 0, [
    "Whenever you install a virus program, the Corp trashes the top card of R&D."],
    on=(whenever("install", corp_trashes_top_of_rd, _virus_installed),), waits_for="")


NOVA_INITIUMIA = identity("Nova Initiumia: Catalyst & Impetus", "Digital - Natural", faction="neutral-runner", link=0,
                          deck=40, text=("Your deck cannot include more than 1 copy of any card.",))


def _identify_mark(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.state.mark import identify_mark
    identify_mark(game, ctx.by)


def _first_successful_run_on_mark(game: Game, card, event) -> bool:
    """Nyusha: a successful run on the mark, the first since it was designated this turn
    (cr/rule_mark_designated_condition_check)."""
    from rulesdb.engine.state.mark import mark, successful_runs_on_mark
    from rulesdb.engine.state.objects import CENTRAL
    server = event.info.get("server")  # the mark is a central server: a remote is never it, whatever it is
    return server in CENTRAL and server == mark(game, card) and not successful_runs_on_mark(game)


NYUSHA = _runner('Nyusha "Sable" Sintashta: Symphonic Prodigy', "G-mod", "criminal", 0, [
    "When your turn begins, identify your mark. <em>(If you don’t have a mark, a random central server becomes your "
    "mark for this turn.)</em>", "The first time each turn you make a successful run on your mark, gain [click]."],
    on=(when_turn_begins(_identify_mark), whenever("successful", gain_clicks(1), _first_successful_run_on_mark,
                                                   starts="The first time")), waits_for="")


def _played_an_operation_this_turn(game: Game, card, event) -> bool:
    from rulesdb.engine.state.lastturn import happened
    if event.info.get("side") != "corp":
        return False
    played = [c for c in happened(game, game.turn.number, "played", owner="corp") if c.card.facts.type == "operation"]
    return bool(unless_none_earlier(game, played, card, "you played an operation this turn"))


def _first_operation_this_turn(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.subject is not None and past.subject.owner == "corp"
                           and past.subject.card.facts.type == "operation")


NEBULA = _corp("Nebula Talent Management: Making Stars", "Division", "nbn", [
    "When your action phase ends, if you played an operation this turn, gain 1[c] and flip this identity.",
    "Flip side:", "The first time each turn you play an operation, gain [click].",
    "When the Runner makes a successful run on HQ or R&D, flip this identity."],
    on=(*on_side(False, whenever("action-phase-ends", seq(gain(1), flip_identity), _played_an_operation_this_turn,
                                 starts="When your action phase ends", structure="turn")),
        *on_side(True, whenever("played", gain_clicks(1), _first_operation_this_turn, starts="The first time"),
                 whenever("successful", flip_identity, lambda game, card, event: event.info.get("server")
                          in ("HQ", "R&D"), starts="When the Runner makes"))), waits_for="")


def _operation_or_expendable_action(game: Game, card, event) -> bool:
    """Nuvem SA: the Corp finished resolving an operation, or an action on an expendable card."""
    if event.kind == "play-resolved":
        return event.info.get("side") == card.owner and event.subject.card.facts.type == "operation"
    if event.info.get("side") != card.owner or event.info.get("verb") != "use" or not event.info.get("card"):
        return False
    from rulesdb.engine.cards import lookup
    used = lookup(event.info["card"])
    return used is not None and used.facts.has("expendable")


def _look_and_may_trash_top(game: Game, ctx: Ctx) -> None:
    """Nuvem SA: the Corp looks at the top card of R&D and may trash it ("<identity> choice": trash or no)."""
    deck = game.corp.deck
    if not deck:
        game.trace.add(f"{ctx.by}: R&D is empty; there is nothing to look at.")
        return
    top = deck[0]
    game.trace.add(f"{ctx.by}: the Corp looks at the top card of R&D ({top.title}).",
                   cites.cr("rule_look_reveal_instruction"))
    if game.decider.ask(f"{ctx.source.title} choice", ["trash", "no"], "Corp") == "no":
        return
    deck.pop(0)
    game.corp.discard.append(game.change_zone(top, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes {top.title} from the top of R&D.", cites.TRASH, key=True)
    pile_trashed(game, "rd", [top], "corp")


def _first_rd_trash_in_corp_turn(game: Game, card, event) -> bool:
    return game.turn.active == card.owner and trashed_from("rd", "corp")(game, card, event) \
        and first_time_this_turn(game, card, "trash from R&D")


NUVEM_SA = _corp("Nuvem SA: Law of the Land", "Corp", "weyland-consortium", [
    "Whenever you finish resolving an operation or an action on an expendable card, look at the top card of R&D. "
    "You may trash that card.", "The first time you trash a card from R&D during each of your turns, gain 2[c]."],
    deck=50,
    on=(whenever("play-resolved", _look_and_may_trash_top, _operation_or_expendable_action, starts="Whenever"),
        whenever("action-done", _look_and_may_trash_top, _operation_or_expendable_action, starts="Whenever"),
        whenever(PILE_TRASHED, gain(2), _first_rd_trash_in_corp_turn, starts="The first time",
                 refs=(cites.cr("rule_trigger_condition_effect_by_player"),))),
    decisions=("Nuvem SA: Law of the Land choice",), waits_for="")


NBN_TWIY = _corp("NBN: The World is Yours*", "Megacorp", "nbn", ["Your maximum hand size is increased by 1."],
                 deck=40, limit=12,
                 on=(constant("hand-size", lambda game, card, side: 1 if side == "corp" else 0, starts="Your"),),
                 waits_for="")


NISEI_DIVISION = identity("Nisei Division: The Next Generation", "Division", faction="jinteki", deck=45, limit=15,
                          text=("Whenever you and the Runner reveal secretly spent credits, gain 1[c].",),
                          on=(whenever("psi-revealed", gain(1), starts="Whenever"),))
