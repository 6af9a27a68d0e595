"""Ice whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import when_encountered, when_rezzed_during_a_run_here
from rulesdb.engine.cards.ice.common import ETR, _advancements
from rulesdb.engine.cards.primitives.card_counters import purge_virus_counters
from rulesdb.engine.cards.primitives.choices import TAG_OR_ETR, runner_chooses, seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import runner_card_to_grip, runner_installed, trash_installed
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, give_tags
from rulesdb.engine.cards.primitives.run import end_the_run_unless
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.player_costs import TakeTag
from rulesdb.engine.state.carddef import Breaker
from rulesdb.engine.state.game import Game


def _tag_unless_pays(n: int):
    def resolve(game, ctx) -> None:
        payment = Payment("runner", n, "ability", f"{ctx.by} ({n}[c] to avoid the tag)")
        name = f"pay {n}[c] to {ctx.source.title}"
        if able(game, payment) and game.decider.ask(name, ["yes", "no"], "Runner") == "yes":
            pay(game, payment)
            return
        give_tags(1)(game, ctx)
    return resolve


def _trash_one_of_theirs(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine import cites
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.trashing import trash
    card = choose(game, ctx, runner_installed(game), "Runner", "the Runner has no installed card", cites.SUBROUTINE)
    if card is not None:
        trash(game, card, ctx.by, cites.SUBROUTINE, who="runner")


def _pay_2(game: Game, ctx: Ctx) -> None:
    pay(game, Payment("runner", 2, "ability", ctx.by))


# "The Runner must pay 2[c] or trash 1 of their installed cards": only an option that can be fully resolved is
# offered, and with neither nothing happens (cr/rule_mandatory_choice)
_pay_2_or_trash_installed = runner_chooses(
    {"pay 2[c]": _pay_2, "trash an installed card": _trash_one_of_theirs},
    resolvable={"pay 2[c]": lambda game, ctx: able(game, Payment("runner", 2, "ability", ctx.by)),
                "trash an installed card": lambda game, ctx: bool(runner_installed(game))})


_FAIRCHILD = "The Runner must pay 2[c] or trash 1 of their installed cards."


FAIRCHILD_2 = ice("Fairchild 2.0", "Code Gate - Bioroid - AP", faction="haas-bioroid", cost=4, strength=3,
                  inf=2, text=("Lose [click][click]: Break up to 2 subroutines on this ice. Only the Runner "
                               "can use this ability.", f"[sub] {_FAIRCHILD}", f"[sub] {_FAIRCHILD}",
                               "[sub] Do 1 core damage."),
                  subs=(_pay_2_or_trash_installed, _pay_2_or_trash_installed, damage("core", 1)),
                  decisions=("Fairchild 2.0 choice", "Fairchild 2.0 target"), breaker=lose_clicks_to_break(2, up_to=2))


FENRIS = ice("Fenris", "Sentry - AP - Illicit", faction="haas-bioroid", cost=4, strength=2, inf=2,
             text=("When you rez this ice, take 1 bad publicity.", "[sub] Do 1 core damage.",
                   "[sub] End the run."), subs=(damage("core", 1), ETR), on=(when_rezzed(bad_publicity(1)),))


FIRE_WALL = ice("Fire Wall", "Barrier", faction="weyland-consortium", cost=5, strength=5, inf=2, text=(
    "Fire Wall can be advanced and gains +1 strength for each advancement token on it.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=_advancements)


FLARE = ice("Flare", "Sentry - Tracer - AP", faction="nbn", cost=9, strength=6, inf=3, text=(
    "[sub]Trace[6]. If successful, trash 1 piece of hardware, do 2 meat damage (cannot be prevented), "
    "and end the run.",),
    subs=(trace(6, seq(trash_installed("hardware"), damage("meat", 2, preventable=False), ETR)),))


FUNHOUSE = ice("Funhouse", "Code Gate", faction="nbn", cost=5, strength=4, inf=2, text=(
    "When the Runner encounters this ice, end the run unless the Runner takes 1 tag.",
    "[sub] Give the Runner 1 tag unless they pay 4[c]."),
    subs=(_tag_unless_pays(4),),
    on=(when_encountered(end_the_run_unless("take 1 tag", TakeTag(1), also=TAG_OR_ETR)),),
    decisions=(TAG_OR_ETR,))


def _tagged_runner_breaking_it(game, card, subject) -> bool:
    ice, breaker = subject
    return ice is card and breaker is card and game.runner.tags > 0


F2P = ice("F2P", "Sentry", faction="nbn", cost=4, strength=5, inf=2, text=(
    "2[c]: Break 1 subroutine on this ice. Only the Runner can use this ability, and only if they are not tagged.",
    "[sub] Add 1 installed Runner card to the grip.", "[sub] Give the Runner 1 tag."),
    subs=(runner_card_to_grip, give_tags(1)), breaker=Breaker(None, 2, this_ice=True),
    on=(constant("cannot-break", _tagged_runner_breaking_it, starts="2[c]"),), decisions=("F2P target",))


FLYSWATTER = ice("Flyswatter", "Code Gate", faction="neutral-corp", cost=2, strength=0, inf=0, text=(
    "When you rez this ice during a run against this server, purge virus counters.", "[sub] End the run."),
    subs=(ETR,), on=(when_rezzed_during_a_run_here(purge_virus_counters),))
