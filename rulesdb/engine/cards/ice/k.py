"""Ice whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.runs import when_encountered, when_passed, when_rezzed_during_a_run_here
from rulesdb.engine.cards.ice.common import ETR
from rulesdb.engine.cards.primitives.choices import choose, psi_game, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, gain
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.jacking_out import may_jack_out
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.unseen_rez_blank import MAY_HAVE_BLANKED

KAKUGO = ice("Kakugo", "Barrier - AP", faction="jinteki", cost=4, strength=1, inf=3, text=(
    "When the Runner passes Kakugo, do 1 net damage.", "[sub] End the run."), subs=(ETR,),
    on=(when_passed(damage("net", 1), starts="When the Runner passes"),))


def _may_jack_out(game, ctx) -> None:
    """"The Runner may jack out" (decision "jack out at Karunā"): if they do, the run and this
    encounter end, so the next subroutine does not resolve."""
    may_jack_out(game, ctx.source.title)


KARUNA = ice("Karunā", "Sentry - AP", faction="jinteki", cost=4, strength=3, inf=2, text=(
    "[sub] Do 2 net damage. The Runner may jack out.", "[sub] Do 2 net damage."),
    subs=(seq(damage("net", 2), _may_jack_out), damage("net", 2)), decisions=("jack out at Karunā",))


KESSLEROID = ice("Kessleroid", "Barrier", faction="weyland-consortium", cost=2, strength=1, inf=1, text=(
    "The Runner cannot trash this ice <em>(while it is rezzed)</em>.", "[sub] End the run.", "[sub] End the run."),
    subs=(ETR, ETR), on=(constant("cannot-runner-trash", lambda game, card, subject: subject is card,
                                  starts="The Runner cannot"),))


def _encounter_another(game: Game, ctx: Ctx) -> None:
    """Konjin: the Corp may choose another rezzed piece of ice ("Konjin target", or `no`); the Runner encounters
    it, then finishes encountering Konjin if the run goes on (cr/rule_forced_encounter)."""
    from rulesdb.engine.run.encounter import forced_encounter
    found = [o for o in game.installed() if o.is_ice and o.rezzed and o is not ctx.source]
    titles = labels(game, found, "corp")
    choice = game.decider.ask("Konjin target", [*titles, "no"], "Corp") if found else "no"
    if choice == "no" or game.run is None:
        game.trace.add(f"{ctx.by}: the Corp chooses no other ice.", cites.cr("rule_forced_encounter"))
        return
    forced_encounter(game, found[titles.index(choice)], ctx.by)


KONJIN = ice("Konjin", "Mythic - Psi", faction="jinteki", cost=3, strength=3, inf=3, text=(
    "When the Runner encounters this ice, play a Psi Game. <em>(Players secretly bid 0\u20132[c]. Then each player "
    "reveals and spends their bid.)</em> If the bids differ, you may choose another rezzed piece of ice. The Runner "
    "encounters that ice. <em>(When that encounter ends, if the run has not ended, finish encountering this "
    "ice.)</em>",), on=(when_encountered(psi_game(_encounter_another)),), decisions=("Konjin target",), unique=True)


def _resource_loses_its_abilities(game: Game, ctx: Ctx) -> None:
    """Klevetnik: the Runner gains 2[c]; the chosen resource loses all abilities until the Corp's next turn ends."""
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.state.dependent import LOSES
    gain(2, "runner")(game, ctx)
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "resource" and not o.facedown]
    card = choose(game, ctx, found, "Corp", "there is no installed resource", cites.cr("rule_lose_ability"))
    if card is not None:
        lasting(game, LOSES, lambda g, c, subject: subject is card,
                f"{card.title} loses all abilities until the Corp's next turn ends.", "corp next turn end", ctx.by)


def _a_resource(game: Game, card, subject) -> bool:
    return subject.card.facts.type == "resource"


KLEVETNIK = ice("Klevetnik", "Barrier", faction="nbn", cost=3, strength=3, inf=3, text=(
    "When you rez this ice during a run against this server, you may have the Runner gain 2[c]. If you do, choose 1 "
    "installed resource. That resource loses all abilities until your next turn ends.", "[sub] End the run."),
    subs=(ETR,), on=(when_rezzed_during_a_run_here(_resource_loses_its_abilities, optional="use Klevetnik"),
                     # rezzed before the board, it may have blanked a resource the board shows (state.unseen_rez_blank)
                     constant(MAY_HAVE_BLANKED, _a_resource, starts="When you rez")),
    decisions=("Klevetnik target",))


def _komainu(game, ctx) -> None:
    """Komainu: X "[sub] Do 1 net damage." for the remainder of the run, X the cards in the grip as it resolves."""
    from rulesdb.engine.cards.hooks.hosting import gains_subroutines
    gains_subroutines(game, ctx.source, "Do 1 net damage.", damage("net", 1), len(game.runner.hand), ctx.by)


KOMAINU = ice("Komainu", "Sentry - AP", faction="jinteki", cost=5, strength=1, inf=4, text=(
    "When the Runner encounters this ice, it gains X \"[sub] Do 1 net damage.\" subroutines for the remainder of this "
    "run. X is equal to the number of cards in the grip.",), on=(when_encountered(_komainu),))
