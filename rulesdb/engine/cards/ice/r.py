"""Ice whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.ice.common import ETR_SUB, _ice
from rulesdb.engine.cards.primitives.choices import trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import lose
from rulesdb.engine.cards.primitives.run import cannot, end_the_run
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects import trashing
from rulesdb.engine.state.carddef import Subroutine
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _resolve_another_bioroid_sub(game: Game, ctx: Ctx) -> None:
    """Ravana 1.0: the Corp picks another rezzed bioroid ice ("Ravana 1.0 target") and one of its subroutines
    ("Ravana 1.0 choice", its text); it resolves as a subroutine of that ice."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.state.subroutines import current
    others = [o for o in game.installed() if o.is_ice and o.rezzed and o is not ctx.source
              and game.has_subtype(o, "Bioroid") and current(game, o)]
    other = choose(game, ctx, others, "Corp", "no other rezzed bioroid ice has a subroutine")
    if other is None:
        return
    subs = current(game, other)
    texts = [s.text for s in subs]
    sub = subs[texts.index(ask_must(game, "Ravana 1.0 choice", texts, "Corp", cites.C_TARGETS))]
    game.trace.add(f"{ctx.by}: the Corp resolves \"{sub.text}\" on {other.title}.", cites.SUBROUTINE, key=True)
    sub.resolve(game, other)


RAVANA = ice("Ravana 1.0", "Code Gate - Bioroid", faction="haas-bioroid", cost=3, strength=5, inf=1, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] Resolve 1 subroutine on another rezzed bioroid ice.",
    "[sub] Resolve 1 subroutine on another rezzed bioroid ice."),
    breaker=lose_clicks_to_break(), subs=(_resolve_another_bioroid_sub, _resolve_another_bioroid_sub),
    decisions=("Ravana 1.0 target", "Ravana 1.0 choice"))


def _trash_program(game, ice) -> None:
    programs = [o for o in game.installed()
                if o.owner == "runner" and o.card.facts.type == "program" and not o.facedown]
    if not programs:
        game.trace.add(f"{ice.title}'s subroutine: the Runner has no installed program to trash.",
                       cites.SUBROUTINE)
        return
    titles = labels(game, programs, "corp")
    choice = ask_must(game, f"{ice.title} target", titles, "Corp", cites.C_TARGETS)
    trashing.trash(game, programs[titles.index(choice)], f"{ice.title}'s subroutine", cites.SUBROUTINE)


def _the_runner(game, ctx, payment) -> bool:
    return payment.player == "runner"


ROTOTURRET = _ice("Rototurret", "haas-bioroid", ["Sentry", "Destroyer"], 4, 0, 1,
                  ["[sub] Trash 1 installed program.", "[sub] End the run."],
                  [Subroutine("Trash 1 installed program.", _trash_program), ETR_SUB])


RSVP = ice("RSVP", "Code Gate", faction="nbn", cost=3, strength=4, inf=2, text=(
    "[sub] The Runner cannot spend any credits for the remainder of this run.",),
    subs=(cannot("spend-credits", _the_runner, "The Runner cannot spend any credits for the remainder of this run."),))


def _ice_of_this_server(game, card, subject) -> int:
    place, here = game.locate(subject), game.locate(card)
    return 1 if place is not None and here is not None and place[0] is here[0] and place[1] == "ice" else 0


RIME = ice("Rime", "Mythic", faction="neutral-corp", cost=0, strength=0, inf=0, text=(
    "During runs against this server, you can rez this ice any time you could rez non-ice cards.",
    "Each piece of ice protecting this server gets +1 strength.", "[sub] The Runner loses 1[c]."),
    subs=(lose(1, "runner"),),
    on=(constant("rez-as-non-ice", lambda game, card, subject: True, starts="During runs"),
        constant("ice-strength", _ice_of_this_server, starts="Each piece")))


RAINBOW = ice("Rainbow", "Sentry - Code Gate - Barrier", faction="neutral-corp", cost=3, strength=4, inf=0, text=(
    "[sub] End the run.",), subs=(end_the_run,))


def _plus_1_per_tag(game, card, subject) -> int:
    return game.runner.tags if subject is card else 0


RESISTOR = ice("Resistor", "Barrier - Tracer", faction="nbn", cost=0, strength=0, inf=2, text=(
    "Resistor has +1 strength for each tag the Runner has.", "[sub] Trace[4]. If successful, end the run."),
    subs=(trace(4, end_the_run),), on=(constant("ice-strength", _plus_1_per_tag, starts="Resistor has"),))
