"""What several operations share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives import (
    Ctx,
)
from rulesdb.engine.state.game import Game

TAGGED_ONLY = "Play only if the Runner is tagged."


def _runner_tagged(game: Game, card) -> str:
    return "" if game.runner.tags else "the Runner is not tagged"


TRANSACTION = "Transaction"


def _install_from_hq(types: tuple[str, ...], then, *, remote_choice: bool):
    """Install 1 card of `types` from HQ ignoring all costs (ice protecting a remote the Corp names,
    "<card> choice"; anything else in the root of a new server), then `then` on the new object."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.installing import finish_install, installs_faceup
        from rulesdb.engine.state.game import PLAY_AREA, Server
        from rulesdb.engine.turns.corp_actions import new_remote_name

        found = [c for c in game.corp.hand if c.card.facts.type in types]
        if not found:
            game.trace.add(f"{ctx.by}: there is no {' or '.join(types)} in HQ to install.", cites.C_INSTALL_STEPS)
            return
        titles = [c.title for c in found]
        card = found[titles.index(game.decider.ask(f"{ctx.source.title} target", titles, "Corp"))]
        remotes = [n for n in game.servers if n.startswith("Server ")] + ["new remote"]
        name = game.decider.ask(f"{ctx.source.title} choice", remotes, "Corp") if remote_choice else "new remote"
        name = new_remote_name(game) if name == "new remote" else name
        server = game.servers.setdefault(name, Server(name))
        game.corp.hand.remove(card)
        obj = game.change_zone(card, PLAY_AREA)
        if card.is_ice:
            server.ice.insert(0, obj)
        else:
            server.root.append(obj)
        obj.faceup = installs_faceup(card)
        game.trace.add(f"{ctx.by}: the Corp installs {card.title if obj.faceup else 'a card'} from HQ "
                       f"{'protecting' if card.is_ice else 'in the root of'} {server.name}, ignoring all costs.",
                       cites.C_INSTALL_STEPS)
        finish_install(game, obj)
        then(game, ctx, obj)
    return resolve


def _three_advancement_counters(game: Game, ctx: Ctx, obj) -> None:
    """The installed card is a new object, and the next instruction still finds it there."""
    from rulesdb.engine.effects.common import add_counters
    game.trace.add(f"{ctx.by}: its next instruction refers to the card just installed, now a new object.",
                   cites.cr("rule_identify_object_after_move"))
    add_counters(game, obj, "advancement", 3, ctx.by)
