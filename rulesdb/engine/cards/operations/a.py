"""Operations whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game


def _install_and_rez_ads(game: Game, ctx) -> None:
    """Ad Blitz: X advertisements from HQ and/or Archives, each installed in a new remote and rezzed
    paying all costs; "if able": only cards the Corp can rez may be chosen (cr/rule_reveal_for_install_and_rez)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.searches import corp_install_in_root

    def rez_payment(card):
        return Payment("corp", max(0, (card.card.facts.cost or 0) + game.modifier("rez-cost", card)), "rez",
                       f"rezzing {card.title}", card)
    for _ in range(ctx.source.counters.get("x", 0)):
        ads = [c for c in game.corp.hand + game.corp.discard
               if c.card.facts.has("advertisement") and not c.is_ice and able(game, rez_payment(c))]
        if not ads:
            game.trace.add(f"{ctx.by}: no advertisement left that the Corp is able to rez; the rest is not installed.",
                           cites.cr("rule_reveal_for_install_and_rez"))
            return
        titles = [c.title for c in ads]
        card = ads[titles.index(game.decider.ask("Ad Blitz target", titles, "Corp"))]
        (game.corp.hand if card in game.corp.hand else game.corp.discard).remove(card)
        remotes = [int(k.split()[1]) for k in game.servers if k.startswith("Server ")]
        obj = corp_install_in_root(game, card, f"Server {max(remotes + [0]) + 1}", ctx.by)
        pay(game, rez_payment(obj), cites.C_REZ)
        obj.rezzed = True
        game.trace.add(f"{ctx.by}: {obj.title} is rezzed, paying all costs.", cites.C_REZ)


AD_BLITZ = operation("Ad Blitz", "Double", faction="nbn", cost=None, inf=1, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install and rez (paying all costs) X advertisements from Archives and/or HQ, if able."),
    on_play=on_play(_install_and_rez_ads), play_costs=(Clicks(1),), x_cost=True, decisions=("Ad Blitz target",))


ANONYMOUS_TIP = operation("Anonymous Tip", "", faction="nbn", cost=0, inf=1, text=("Draw 3 cards.",),
                          on_play=on_play(draw(3)))


def _armed_asset_protection(game: Game, ctx) -> None:
    """3[c], 1[c] per card type among the faceup cards in Archives, and 2[c] more if one is an agenda."""
    types = {c.card.facts.type for c in game.corp.discard if c.faceup}
    extra = len(types) + (2 if "agenda" in types else 0)
    game.trace.add(f"{ctx.by}: faceup in Archives: {', '.join(sorted(types)) or 'no card'}; "
                   f"{3 + extra}[c] in all.", cites.cr("rule_archives_faceup_facedown"))
    gain(3 + extra)(game, ctx)


ARMED_ASSET_PROTECTION = operation("Armed Asset Protection", TRANSACTION, faction="weyland-consortium", cost=2,
                                   inf=2, text=(
    "Gain 3[c]. Gain 1[c] for each card type among faceup cards in Archives. If any of those cards are agendas, "
    "gain another 2[c].",), on_play=on_play(_armed_asset_protection))
