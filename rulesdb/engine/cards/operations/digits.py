"""Operations whose title begins with a digit, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.card_costs import ForfeitAgenda
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _resolve_when_scored(game: Game, ctx: Ctx) -> None:
    """24/7 News Cycle: resolve the "when scored" ability of an agenda in the score area, although
    it was not scored now; requirements in its trigger condition still apply
    (cr/rule_instructed_to_resolve_conditional_ability)."""
    from rulesdb.engine.state.events import Event, Pending
    agendas = [a for a in game.corp.score if any(t.event == "scored" for t in a.card.triggers)]
    titles = [a.title for a in agendas]
    if not agendas:
        game.trace.add(f"{ctx.by}: no agenda in the score area has a \"when scored\" ability.")
        return
    agenda = agendas[titles.index(ask_must(game, "24/7 News Cycle target", titles, "Corp", cites.C_TARGETS))]
    event = Event("scored", agenda)
    for trig in (t for t in agenda.card.triggers if t.event == "scored"):
        game.trace.add(f"{ctx.by}: {agenda.title}'s \"{trig.text}\" resolves.",
                       cites.cr("rule_instructed_to_resolve_conditional_ability"))
        trig.resolve(game, Pending(trig, agenda, "corp", event, None, agenda.title))


NEWS_CYCLE = operation("24/7 News Cycle", "", faction="nbn", cost=0, inf=3, text=(
    "As an additional cost to play 24/7 News Cycle, forfeit an agenda.",
    "Resolve the \"when scored\" ability on an agenda in your score area."),
    play_costs=(ForfeitAgenda(),), on_play=on_play(_resolve_when_scored), decisions=("24/7 News Cycle target",))
