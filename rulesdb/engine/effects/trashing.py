"""Trashing: one card, several at once, or as a cost; "persistent" abilities; a card's own "shuffle it into R&D
instead"; what was hosted on an uninstalled card at the checkpoint; the active current ending."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.uninstalling import pile_name, remove_installed, uninstalled_while_encountered
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def trash_orphans(game: Game) -> None:
    """The checkpoint step trashing what was hosted on a card that was uninstalled; repeated until
    nothing more is trashed (cr/step_checkpoint_hosted_on_installed_cards)."""
    while game.orphans:
        card = game.orphans.pop(0)
        host = card.host.title if card.host else "a card"
        why = (cites.cr("step_checkpoint_hosted_on_installed_cards"), cites.C_HOSTED_TRASHED)
        game.trace.add(f"{card.title} was hosted on {host}, which was uninstalled: it is trashed.", *why, key=True)
        # its own hosted cards join the orphans
        trash(game, card, f"At the checkpoint, the loss of its host, {host},", *why, preventable=False)


TRASHED_INTO_RD = "trashed-into-rd"  # a card's own replacement: value(game, card, card) -> whether it is used


def trashed_into_rd(game: Game, obj: CardObj, installed: bool) -> bool:
    """Whether an installed, active card about to be trashed goes into R&D instead of Archives by its own replacement
    effect (Marilyn Campaign: "you may shuffle it into R&D instead"); it is still trashed."""
    return installed and game.is_active(obj) and any(
        rule.kind == TRASHED_INTO_RD and rule.value(game, obj, obj) for rule in obj.card.statics)


def trash(game: Game, obj: CardObj, by: str, *refs: str, preventable: bool = True,
          who: str = "", report: bool = True) -> CardObj | None:
    """Trash `obj` to its owner's discard pile; it becomes a new object there (CR 1.12.1).

    A "cannot be trashed" stops it; otherwise an interrupt window may prevent it (not for a
    cost). Cards hosted on it are trashed with it. `who` is the player carrying out the trash
    ("corp", "runner", or "" for the game rules), which "whenever the Runner trashes" abilities
    look at (cr/rule_trigger_condition_effect_by_player); `report=False` leaves the "trashed" event
    to the caller (trash_together). Returns the new object, or None.
    """
    forbidden = game.forbidden("trash", obj) or (who == "runner" and game.forbidden("runner-trash", obj))
    if forbidden:
        game.trace.add(f"{obj.title} cannot be trashed ({forbidden}); \"cannot\" beats \"can\".",
                       cites.C_CANNOT, key=True)
        return None
    if preventable:
        from rulesdb.engine.effects.interrupts import Imminent, window
        imminent = window(game, Imminent("trash", 1, source=by, target=obj))
        if not imminent.remaining:
            game.trace.add(f"Trashing {obj.title} is prevented.", cites.C_PREVENT, key=True)
            return None
    orphan = any(o is obj for o in game.orphans)  # its host left play: still where it was until the checkpoint
    installed = orphan or any(o is obj for o in game.installed())
    if orphan:
        game.orphans = [o for o in game.orphans if o is not obj]
    if installed and any(rule.kind == "trashed-facedown" for rule in obj.card.statics):
        obj.facedown = True  # Harbinger: still considered trashed (cr/sec_facedown_runner_cards)
        game.log["trashed"].append(obj.title)
        game.trace.add(f"{by} trashes {obj.title}; instead of going to the heap it is turned facedown "
                       "(it is still considered trashed).", cites.TRASH, cites.C_INTERRUPT, *refs, key=True)
        if report:
            emit(game, Event("trashed", obj, {"by": who, "installed": True}))
        return obj
    from rulesdb.engine.state.visibility import trashed_faceup
    faceup = obj.owner == "runner" or trashed_faceup(game, obj)  # cr/rule_archives_faceup_facedown
    into_rd = trashed_into_rd(game, obj, installed)
    if installed:
        persist(game, obj)
    from_grip = obj.owner == "runner" and any(o is obj for o in game.runner.hand)
    remove_installed(game, obj)
    new = game.change_zone(obj, "rd" if into_rd else "archives" if obj.owner == "corp" else "heap")
    if into_rd:
        game.corp.deck.append(new)
        game.rng.shuffle(game.corp.deck)
    else:
        new.faceup = faceup
        game.player(obj.owner).discard.append(new)
    game.log["trashed"].append(obj.title)
    pile = "R&D, shuffled into it instead of added to Archives (it is still trashed)," if into_rd else pile_name(obj)
    game.trace.add(f"{by} trashes {obj.title}; in {'' if into_rd else 'the '}{pile} it is a new object.",
                   cites.TRASH, cites.NEW_OBJECT, *refs, key=True)
    emit(game, Event("card-trashed", obj, {"by": by, "new": new}))  # only a trash that happened
    if from_grip:
        from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
        grip_or_stack_trashed(game, [new], "grip")
    game.orphans += obj.hosted  # trashed at the next checkpoint (cr/rule_trash_hosted_objects_when_host_trashed)
    if report:
        emit(game, Event("trashed", obj, {"by": who, "installed": installed}))
    uninstalled_while_encountered(game, obj)
    return new


def trash_as_cost(game: Game, obj: CardObj, by: str, who: str) -> CardObj | None:
    """Trash `obj` to pay the nested cost of "you may trash ... to ..." or "... If you do," (cr/rule_nested_cost_may):
    paying a cost cannot be cancelled by an interrupt (cr/rule_cost_no_interrupt), so nothing may prevent it; a
    "cannot be trashed" still forbids paying it. A checkpoint follows paying it, before the effect goes on
    (cr/rule_checkpoint_after_paying_cost). Returns the new object, or None when it was not paid."""
    new = trash(game, obj, by, cites.cr("rule_nested_cost_may"), cites.cr("rule_cost_no_interrupt"),
                preventable=False, who=who)
    if new is not None:
        from rulesdb.engine.effects.triggers import checkpoint
        checkpoint(game)
    return new


def trash_together(game: Game, cards: list[CardObj], by: str, *refs: str, who: str = "",
                   preventable: bool = True) -> None:
    """Trash several cards at once (cr/rule_act_on_multiple_cards): all are moved first, then each
    trash is reported with the others, so an ability of a card trashed with them still sees every
    one (cr/rule_active_exception_conditional_move_to_inactive_zone)."""
    installed = [c for c in cards if any(o is c for o in game.installed())]
    gone = tuple(c for c in cards
                 if trash(game, c, by, *refs, who=who, report=False, preventable=preventable) is not None)
    for card in gone:
        emit(game, Event("trashed", card, {"by": who, "installed": card in installed, "together": gone}))


def persist(game: Game, obj: CardObj) -> None:
    """A card with persistent abilities trashed during a run keeps them for the rest of the run
    (cr/subsec_persistent), remembering the server it was in."""
    if obj.card.persistent and game.run is not None and not game.run.ended:
        server = game.server_of(obj)
        game.run.persisting[obj.object_id] = (obj, server)
        game.trace.add(f"{obj.title}'s persistent ability still applies for the remainder of this run.",
                       cites.cr("subsec_persistent"))


def current_ends(game: Game, side: str, why: str) -> None:
    """The active current of `side` is trashed (an agenda was scored or stolen against it)."""
    card = game.current
    if card is None or card.owner != side:
        return
    game.current = None
    pile = "archives" if side == "corp" else "heap"
    game.player(side).discard.append(game.change_zone(card, pile))
    game.trace.add(f"{why}: {card.title}, the active current, is trashed.",
                   cites.C_CURRENT_OP if side == "corp" else cites.C_CURRENT, key=True)
    from rulesdb.engine.effects.pile_trash import PLAYED_CARD_TRASHED
    emit(game, Event(PLAYED_CARD_TRASHED, game.player(side).discard[-1], {"side": side}))
