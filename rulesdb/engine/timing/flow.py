"""Walking a timing structure: enter each step, run its handler, follow only declared transitions.

Also the windows steps open: rez opportunities, where the Corp decides per card ("rez <title>")
whether to rez; score opportunities ("score <agenda>"); and paid ability windows, where the players
use the paid abilities whose costs they can pay (decision "abilities at <moment>").
"""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, pay, refused_sources, shortfall
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.timing.steps import PAID, REZ_NON_ICE, SCORE, Step, follow

Handler = Callable[[Game], object]


def enter(game: Game, step: Step) -> None:
    game.step = step.address
    game.trace.at(step)
    game.decider.where = step.address


def walk(game: Game, table: dict[str, Step], handlers: dict[str, Handler], start: str = "1",
         stop: Callable[[], bool] = lambda: False) -> None:
    """Run a structure from `start` until a step has no successor, the game ends or `stop()`."""
    number: str | None = start
    while number is not None and not game.over and not stop():
        enter(game, table[number])
        move = handlers[number](game)
        if game.over or stop():
            return
        number = follow(table, number, move)


def window(game: Game, step: Step) -> None:
    """Open the step's windows: paid abilities for both, rez and score opportunities for the Corp."""
    if PAID in step.windows:
        from rulesdb.engine.timing.paid import paid_window
        paid_window(game, step)
    if REZ_NON_ICE in step.windows:
        for card in _rezzable(game):
            offer_rez(game, card)
    if SCORE in step.windows:
        from rulesdb.engine.effects.scoring import offer_scores
        offer_scores(game)


def offer_rez(game: Game, card: CardObj, forced: bool = False) -> bool:
    """Ask the Corp whether to rez `card` if they can pay for it; pay and rez on yes (`forced`: the
    Corp must rez it if able, as Blackguard says, and is not asked)."""
    from rulesdb.engine.effects.alternate_costs import can_pay, how_to_pay
    from rulesdb.engine.effects.card_costs import ForfeitAgenda
    from rulesdb.engine.effects.costtypes import label, pay_all, payable
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.state.events import Event, emit
    from rulesdb.engine.timing.priority import rez_payment, rez_price_terms
    cost = rez_payment(game, card)
    payment = Payment("corp", cost, "rez", f"rezzing {card.title}", card)
    extra = card.card.rez_costs
    if game.forbidden("rez", card):
        game.trace.add(f"{card.title} cannot be rezzed ({game.forbidden('rez', card)}).",
                       cites.C_CANNOT)
        return False
    own = next((rule.text for rule in card.card.statics if rule.kind == "cannot-rez" and rule.value(game, card, card)),
               "")
    if own:  # "Rez only during your turn": its own restriction works while it is inactive
        game.trace.add(f"{card.title} cannot be rezzed now (\"{own}\").",
                       cites.cr("rule_active_exception_modify_play_install_rez"))
        return False
    if not can_pay(game, card, payment) or (extra and not payable(game, "corp", card, extra)):
        hosted = (cites.CREDITS_ON_CARDS,) if refused_sources(game, payment) else ()  # credits they cannot use
        price = f"{cost}[c]{rez_price_terms(game, card)}{f' and {label(extra, card)}' if extra else ''}"
        if rez_price_terms(game, card):  # a cost raised past the Corp's credits (Cortez Chip): the verdict says so
            game.log["unrezzable"].append({"card": card.title, "cost": price, "why": shortfall(game, payment)})
        game.trace.add(f"The Corp cannot pay {price} to rez {card.title} ({shortfall(game, payment)}).",
                       cites.REZ, *hosted, key=True)
        return False
    price = f"rez cost {cost}[c]{rez_price_terms(game, card)}" + (f" and {label(extra, card)}" if extra else "")
    answer = "yes" if forced else game.decider.ask(f"rez {card.title}", ["yes", "no"], "Corp", general=("rez",),
                                                   prices={"yes": price})
    if answer == "no":
        game.trace.add(f"The Corp does not rez {card.title}.", cites.REZ)
        return False
    from rulesdb.engine.state.earlier_this_turn import may_have_been_used
    may_have_been_used(game, "rez", card)  # an unseen Mitosis: "You cannot score or rez either of those cards"
    if rez_price_terms(game, card):  # a dispute over what rezzing costs is decided here (cr/rule_modified_costs)
        game.trace.add(f"Rezzing {card.title} takes {cost}[c]{rez_price_terms(game, card)}.",
                       cites.cr("rule_modified_costs"), key=True)
    payment, forfeit = how_to_pay(game, card, payment)
    if forfeit:
        ForfeitAgenda().pay(game, "corp", card)
    pay(game, payment, cites.REZ)
    if extra:
        pay_all(game, "corp", card, extra)  # its checkpoint is the one after paying
    else:  # the rez cost paid, a checkpoint, then the card turns faceup (cr/rule_rez_procedure)
        checkpoint(game)
    card.rezzed = True
    game.trace.add(f"The Corp rezzes {card.title}; it is now active.", cites.REZ, cites.ACTIVE,
                   cites.C_REZ)
    emit(game, Event("rezzed", card))
    checkpoint(game)
    return True


def _rezzable(game: Game) -> list[CardObj]:
    """Unrezzed assets and upgrades, and ice whose own ability lets it be rezzed like them during runs
    against its server (Rime; cr/rule_active_exception_modify_play_install_rez)."""
    found = [o for s in game.servers.values() for o in s.root
             if not o.rezzed and o.card.facts.type in ("asset", "upgrade")]
    run = game.run
    attacked = game.servers.get(run.server) if run is not None and not run.ended else None
    if attacked is not None:
        found += [o for o in attacked.ice if not o.rezzed and any(r.kind == "rez-as-non-ice" for r in o.card.statics)]
    return found
