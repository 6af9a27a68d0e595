"""What follows every install, whoever installs and from wherever: hosted credits, the card's own
install ability, and the install event."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import PLAY_AREA, CardObj


def installs_faceup(card: CardObj) -> bool:
    """"Install only faceup." (Oaktown Renovation): the Corp installs it faceup, an agenda neither
    rezzed nor unrezzed with its abilities active (cr/rule_agendas_faceup)."""
    older = f"Install {card.title} faceup."  # the older wording (Underway Renovation, Hollywood Renovation)
    return any(line.startswith("Install only faceup") or line == older for line in card.card.facts.text)


AGENDAS_FACEUP = "may-install-agendas-faceup"  # a Static (BANGUN): "You may install agendas faceup."


def chooses_faceup(game: Game, card: CardObj) -> bool:
    """"You may install agendas faceup" (BANGUN): the Corp chooses as it installs an agenda ("<that card>
    choice": faceup or facedown); a faceup agenda is neither rezzed nor unrezzed, its abilities not made active
    by it (cr/rule_agendas_faceup)."""
    for source, _ in game.statics(AGENDAS_FACEUP):
        if card.card.facts.type == "agenda" and source is not None:
            return game.decider.ask(f"{source.title} choice", ["faceup", "facedown"], "Corp") == "faceup"
    return False


def into_rig(game: Game, card: CardObj, host: CardObj | None) -> CardObj:
    """A Runner card entering play as it is installed: a new object in the rig, or hosted on `host`."""
    obj = game.change_zone(card, PLAY_AREA)
    if host is None:
        game.runner.play.append(obj)
    else:
        obj.host = host
        host.hosted.append(obj)
    return obj


def finish_install(game: Game, obj: CardObj, origin: str = "") -> None:
    """After a card is installed: its hosted credits, its own install ability, the install event
    (`origin`: the zone it was installed from, when an ability asks: "from your heap")."""
    put_hosted_credits(game, obj)
    if obj.card.on_install:
        obj.card.on_install(game, obj)
    info = {"from": origin} if origin else {}
    from rulesdb.engine.state.earlier_this_turn import may_have_been_used
    may_have_been_used(game, "install", obj)  # an unseen In the Groove: "whenever you install ..." this turn
    emit(game, Event("install", obj, {**info, "at": game.locate(obj)}))  # where, for "the first time ... in a root"


def put_hosted_credits(game: Game, obj: CardObj) -> None:
    """Credits a card places on itself when installed, and its recurring credits."""
    credits = obj.card.hosted_credits or obj.card.recurring_credits(game, obj)
    if credits:
        obj.counters["credits"] = credits
        game.trace.add(f"{obj.title} is installed with {credits}[c] on it.", cites.CREDITS_ON_CARDS)


def rez_after_install(game: Game, obj: CardObj, by: str, how: str) -> None:
    """"Install and rez": the install is complete, and its conditions processed at a checkpoint while the card
    is still inactive, before the card is rezzed (cr/rule_install_and_rez, cr/rule_condition_only_met_while_active);
    then it is rezzed, so "when you rez" conditions are met. `how`: what the rez cost came to ("paying all costs")."""
    from rulesdb.engine.effects.triggers import checkpoint
    checkpoint(game)
    rez_installed(game, obj, by, how)


def rez_installed(game: Game, obj: CardObj, by: str, how: str, costs: tuple = ()) -> None:
    """The rez of "install and rez", once the install's checkpoint is past: `costs` paid (then the checkpoint after
    paying), the card rezzed, the rez event and its checkpoint."""
    from rulesdb.engine.effects.costtypes import pay_all
    from rulesdb.engine.effects.triggers import checkpoint
    if costs:
        pay_all(game, "corp", obj, costs)
    obj.rezzed = True
    game.trace.add(f"{by}: the Corp rezzes {obj.title}, {how}.", cites.cr("rule_install_and_rez"), cites.C_REZ,
                   key=True)
    emit(game, Event("rezzed", obj))
    checkpoint(game)
