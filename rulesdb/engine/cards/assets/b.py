"""Assets whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import may, seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import trash_top_of_stack
from rulesdb.engine.cards.primitives.players import damage, gain, gain_clicks, give_tags
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.effects.player_costs import RemoveTags
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game

BASS = asset("Bass CH1R180G4", "Bioroid", faction="haas-bioroid", unique=True, cost=3, inf=3, trash=4, text=(
    "[click], [trash]: Gain [click][click].",), on=(paid(Clicks(1), TrashSelf(), effect=gain_clicks(2)),))


BLADDERWORT = asset("Bladderwort", "Hostile", faction="jinteki", cost=1, inf=2, trash=3, text=(
    "When your turn begins, gain 1[c]. Then, if you have 4[c] or less, do 1 net damage.",),
    on=(when_turn_begins(seq(gain(1), when(lambda game, ctx: game.corp.credits <= 4, damage("net", 1)))),))

BREACHED_DOME = asset("Breached Dome", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, do 1 meat damage and trash the top card of the stack."),
    on=(when_accessed(seq(damage("meat", 1), trash_top_of_stack(1)), starts="When the Runner accesses"),))


def _run_on_another_server(game: Game, card) -> bool:
    """"Use this ability only during a run against another server"."""
    run = game.run
    return run is not None and not run.ended and run.server != game.server_of(card)


B_1001 = asset("B-1001", "Bioroid - Enforcer", faction="neutral-corp", cost=1, inf=0, trash=3, text=(
    "Remove 1 tag: End the run. Use this ability only during a run against another server.",),
    on=(paid(RemoveTags(1), effect=end_the_run, when=_run_on_another_server),), unique=True)


CARD_TYPES = ("agenda", "asset", "ice", "operation", "upgrade")


def _look_for_a_type(game: Game, ctx: Ctx) -> None:
    """Balanced Coverage: the Corp names a card type ("Balanced Coverage choice") and looks at the top card
    of R&D; if it has that type, they may reveal it ("Balanced Coverage choice #2") to gain 2[c]."""
    named = game.decider.ask("Balanced Coverage choice", list(CARD_TYPES), "Corp")
    top = game.corp.deck[:1]
    game.trace.add(f"{ctx.by}: the Corp names {named} and looks at the top card of R&D.", cites.cr("rule_reveal"))
    if top and top[0].card.facts.type == named:
        def reveal_it(g: Game, c: Ctx) -> None:
            g.trace.add(f"{c.by}: the Corp reveals {top[0].title}.", cites.cr("rule_reveal"))
            revealed(g, "corp", 1)
        may(seq(reveal_it, gain(2)), "reveal it")(game, ctx)


BALANCED_COVERAGE = asset("Balanced Coverage", "Seedy", faction="nbn", cost=1, inf=1, trash=3, text=(
    "When your turn begins, you may choose a card type to look at the top card of R&D. If that card has the "
    "chosen type, you may reveal it and gain 2[c].",),
    on=(when_turn_begins(_look_for_a_type, optional="use Balanced Coverage"),), decisions=("Balanced Coverage choice",))


BEHOLD = asset("Behold!", "Ambush", faction="nbn", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset anywhere except in Archives, you may pay 4[c] to give them 2 tags."),
    on=(when_accessed(give_tags(2), pay_credits=4, not_in=("Archives",)),))


BYTE = asset("Byte!", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset anywhere except in Archives, you may pay 4[c]. If you do, give the "
    "Runner 1 tag and do 3 net damage."),
    on=(when_accessed(seq(give_tags(1), damage("net", 3)), pay_credits=4, not_in=("Archives",)),))
