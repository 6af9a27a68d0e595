"""Ending an encounter or the run, and bypassing ice: each traced and cited, with the events abilities wait for and
the lasting effects that prevent the run from ending."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.lasting_effects import prohibited
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def end_encounter(game: Game, how: str) -> None:
    """The current encounter ends (bypassed, run ended, ice gone or passed normally)."""
    enc = game.encounter
    if enc is None or enc.ended:
        return
    enc.ended, enc.how = True, how
    enc.record["result"] = how
    emit(game, Event("encounter-ended", enc.ice, {"encounter": enc}))


CORP_WOULD_END_THE_RUN = "corp-would-end-the-run"  # a lasting effect: True prevents the run from ending


def end_the_run(game: Game, by: str, *, side: str = "corp", source: CardObj | None = None) -> None:
    """"End the run": the run ends (unsuccessfully), and so does any encounter in it. `side` is the player whose
    effect ends it ("runner" for a Runner card's own ability), for "the first time the Corp would end that run";
    `source` the card whose ability ends it (a resolving subroutine's ice when not named), for interrupts such
    as Lucky Charm's."""
    run = game.run
    if run is None or run.ended:
        return
    enc = game.encounter
    if enc is not None and not enc.ended and enc.resolving is not None:
        forbidden = game.forbidden("end-the-run-by-subroutine", enc.ice)
        if forbidden:  # Banner: "subroutines on the barrier you are encountering cannot end the run"
            game.trace.add(f"{by} would end the run, but {forbidden}; \"cannot\" beats \"can\": the run goes on.",
                           cites.C_CANNOT, key=True)
            return
        source = source or enc.ice
    if side == "corp" and any(rule.value(game, obj, by) for obj, rule in list(game.statics(CORP_WOULD_END_THE_RUN))):
        return  # Shred: prevented, unless the Corp paid (cr/rule_prevent_relevant)
    if _end_of_run_prevented(game, by, source):
        return
    run.ended = True
    run.record["ended_by"] = by
    game.trace.add(f"{by} ends the run; the encounter, if any, ends too.", cites.RUN,
                   cites.C_END_RUN, key=True)
    end_encounter(game, "run ended")


def _end_of_run_prevented(game: Game, by: str, source: CardObj | None) -> bool:
    """The run's end is imminent: an [interrupt] may prevent it (cr/sec_interrupts_replacements); the window
    opens only when an active card has such an interrupt."""
    if not any(r.event == "end-the-run" for o in game.in_play() for r in o.card.interrupts):
        return False
    from rulesdb.engine.effects.interrupts import Imminent, window
    if window(game, Imminent("end-the-run", 1, source=by, target=source)).remaining:
        return False
    game.trace.add(f"{by} would end the run, but that is prevented: the run goes on.", cites.C_PREVENT, key=True)
    return True


def bypass(game: Game, ice: CardObj, by: str) -> bool:
    """Bypass the encountered ice: it is passed at once and no subroutine on it is broken."""
    forbidden = prohibited(game, "bypass", ice)
    if forbidden:
        game.trace.add(f"{ice.title} cannot be bypassed ({forbidden}); \"cannot\" beats \"can\".",
                       cites.C_CANNOT, key=True)
        return False
    enc = game.encounter
    enc.record["bypassed_by"] = by
    game.trace.add(f"{by} bypasses {ice.title}: the encounter ends at once, no subroutine on it "
                   f"is broken, and the Runner passes it.", cites.BYPASS, cites.C_BYPASS, key=True)
    end_encounter(game, "bypassed")
    emit(game, Event("bypassed", ice, {"by": by}))  # "whenever you bypass a piece of ice" (Capybara)
    return True
