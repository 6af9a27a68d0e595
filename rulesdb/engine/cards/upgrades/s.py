"""Upgrades whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _one_less_in_this_root(game: Game, card, agenda) -> int:
    """SanSan City Grid: an agenda in the root of its server needs 1 advancement counter less."""
    here, there = game.locate(card), game.locate(agenda)
    return -1 if here and there and here[0] is there[0] and there[1] == "root" else 0


def _click_to_steal_here(game: Game, card, agenda) -> tuple:
    """Strongbox: stealing an agenda from this server or its root costs [click] more."""
    run = game.run
    return (Clicks(1),) if run is not None and is_this_server(game, card, run.server) else ()


SANSAN = upgrade("SanSan City Grid", "Region", faction="nbn", cost=6, inf=3, trash=5, text=(
    "Each agenda in the root of this server gets −1 advancement requirement.",
    "Limit 1 region per server."),
    on=(constant("advancement-requirement", _one_less_in_this_root, starts="Each agenda"),))


STRONGBOX = upgrade("Strongbox", "", faction="haas-bioroid", cost=3, inf=2, trash=1, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner must "
    "spend [click]. <em>(If the Runner trashes this card while accessing it, this ability still applies for "
    "the remainder of this run.)</em>",),
    on=(constant("steal-cost", _click_to_steal_here, starts="Persistent"),))


def _advancing_here(game: Game, card, payment) -> bool:
    """Simone Diego: the basic action to advance a card in the root of or protecting this server."""
    subject = payment.subject
    return payment.purpose == "advance" and subject is not None and game.server_of(subject) == game.server_of(card)


SIMONE_DIEGO = upgrade("Simone Diego", "Sysop", faction="weyland-consortium", unique=True, cost=4, inf=2, trash=3,
                       text=(
    "2[recurring]", "You can spend hosted credits to take the basic action to advance cards in the root of or "
    "protecting this server."), recurring=2, credit_source=CreditSource(_advancing_here, "advancing cards here"))


_SHELL = ("Place 3[c] on this upgrade.", "Take all credits from this upgrade.")  # the abilities' effect texts


SHELL_CORPORATION = upgrade("Shell Corporation", "", faction="neutral-corp", cost=2, inf=0, trash=3, text=(
    "You cannot use this upgrade more than once per turn.", *(f"[click]: {line}" for line in _SHELL)),
    on=(paid(Clicks(1), effect=place_counters("credits", 3), starts="[click]: Place", when=lambda game, card: not (
            set(_SHELL) & card.used), once_per_turn=True),
        paid(Clicks(1), effect=lambda game, ctx: take_credits(ctx.source.counters.get("credits", 0))(game, ctx),
             starts="[click]: Take", when=lambda game, card: not (set(_SHELL) & card.used), once_per_turn=True)))


def _during_a_run_here(game: Game, card) -> bool:
    run = game.run
    return run is not None and not run.ended and is_this_server(game, card, run.server)


def _trash_the_server_then_trace(game: Game, ctx: Ctx) -> None:
    """Self-destruct: every card in the root of and protecting the server of the run (this upgrade already trashed as
    the cost) trashed together; then Trace[X], X the number trashed: if successful, 3 net damage."""
    from rulesdb.engine.effects.trashing import trash_together
    server = game.servers.get(game.run.server)
    cards = [*server.ice, *server.root] if server is not None else []
    trash_together(game, cards, ctx.by, cites.TRASH, who="corp")
    trace(len(cards), damage("net", 3))(game, ctx)


SELF_DESTRUCT = upgrade("Self-destruct", "", faction="neutral-corp", cost=2, inf=0, trash=0, text=(
    "Remote server only.",
    "[trash]: Trash all cards installed in the root of or protecting this server. Trace[X], where X is equal to the "
    "number of cards trashed. If successful, do 3 net damage. Use this ability only during a run on this server."),
    on=(paid(TrashSelf(), effect=_trash_the_server_then_trace, when=_during_a_run_here, starts="[trash]"),))
