"""Hooks of a run: when encountered or passed, a successful run, the run ending, a run event's lasting effects and
its replacement of the breach, and a card rezzed during a run on its server."""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import Hook, ability_line, whenever
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.carddef import Facts, TriggerDef
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.objects import CardObj


def when_encountered(effect: Effect, starts: str = "When the Runner encounters", *, threat: int = 0,
                     optional: str | None = None, usable=None) -> Hook:
    """When the Runner encounters this ice: tied to that encounter, so a bypass cancels it; `threat`
    for a "Threat N →" ability, `optional` names a "you may" decision."""
    return whenever("encounter", effect,
                    lambda game, card, event: event.subject is card and at_threat(game, threat, card), starts=starts,
                    structure="encounter", optional=optional, usable=usable, refs=(cites.ENCOUNTER,))


def when_passed(effect: Effect, starts: str = "Whenever the Runner passes") -> Hook:
    return whenever("pass", effect, lambda game, card, event: event.subject is card,
                    starts=starts, structure="run", refs=(cites.PASS,))


def when_successful_run(effect: Effect, server: str | None = None, *, once_per_turn: bool = False,
                        starts: str = "") -> Hook:
    """Whenever the Runner makes a successful run (on `server`); "the first time each turn"."""
    def condition(game, card, event) -> bool:
        if server is not None and event.info.get("server") != server:
            return False
        return not once_per_turn or first_each_turn(game, event, lambda game, past: past.info.get("server") == server
                                                    or server is None)
    return whenever("successful", effect, condition, starts=starts, structure="run")


THAT_RUN = "that-run"  # no event: the mark of a run event's lasting effect for the run it initiates (for_that_run)


def run_event(*hooks: Hook):
    """"Run <server>." plus what the card says of that run: its lasting effects (`for_that_run`, `during_the_run`),
    created as the run begins, and its conditional abilities lasting for that run ("when that run ends...")."""
    def play(game: Game, card: CardObj, server) -> None:
        from rulesdb.engine.run.steps import make_run
        from rulesdb.engine.state.events import Lingering

        made = _tied_to_server([hook(card.card.facts) for hook in hooks], card, server)
        ctx = Ctx(card, card.owner, card.title)
        begins = [lambda game, trig=trig: trig.resolve(game, ctx) for trig in made if trig.event == THAT_RUN]
        lasting = [Lingering(card.title, card.owner, trig, None) for trig in made if trig.event != THAT_RUN]
        game.lingering.extend(lasting)
        try:
            make_run(game, server, card.title, begins=begins)
        finally:
            game.lingering = [ling for ling in game.lingering if ling not in lasting]
    return play


def _tied_to_server(made: list, card: CardObj, server: str) -> list:
    """The card's "If successful" abilities tied to the servers its "Run ..." could have chosen
    (cr/rule_if_successful_tied_to_server: `run.tied_server`)."""
    from rulesdb.engine.run.tied_server import could_have_run, says_if_successful, tie
    text = card.card.facts.text
    if not says_if_successful(text):
        return made
    could = could_have_run(text)
    return [tie(t, card.title, server, could) if t.event == "successful" else t for t in made]


def for_that_run(create: Effect, starts: str = "Run") -> Hook:
    """A run event's instruction making lasting effects for the run it initiates ("During that run, the rez cost of
    each piece of ice is increased by 3[c]"; its own "Access →" ability while it is in the play area): `create(game,
    ctx)` makes them as that run begins, the card's own instruction, which no trigger condition stands between
    (cr/rule_playing_lingering_effects, cr/rule_lingering_effect); the definition only carries it to `run_event`
    (event THAT_RUN, never emitted)."""
    def hook(facts: Facts) -> TriggerDef:
        return TriggerDef(THAT_RUN, ability_line(facts, starts), create)
    return hook


def when_run_ends(effect: Effect, successful: bool | None = None, starts: str = "") -> Hook:
    """"When that run ends (if it was successful)": for run events, see run_event()."""
    def condition(game, source, event) -> bool:
        return successful is None or (event.info.get("outcome") == "successful") == successful
    return whenever("run-ends", effect, condition, starts=starts)


def during_the_run(kind: str, value, text: str, starts: str = "Run", if_successful: bool = False) -> Hook:
    """For run events: a lasting effect of `kind` (breach-replacement, access-hq...) for that run, created by the
    event's instruction as the run begins; `if_successful`: created instead by its "If successful" conditional
    ability, met once the run is declared successful (cr/rule_if_successful, cr/rule_if_successful_lingering_effect),
    so never for the breach of a run that reached the Success Phase undeclared (Crisium Grid)."""
    def start(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.lasting_effects import lasting
        lasting(game, kind, value, text, "run", ctx.by, **that_run(if_successful))
    if if_successful:  # a conditional ability met as the run becomes successful (cr/rule_if_successful)
        return whenever("successful", start, starts=starts, structure="run", for_later=kind == "breach-replacement")
    return for_that_run(start, starts=starts)


def that_run(if_successful: bool = False) -> dict:
    """The rules a run event's lasting effect is created by, for `lasting`'s `refs`: the event's instruction, or its
    "If successful" ability."""
    if if_successful:
        return {"refs": (cites.cr("rule_if_successful_lingering_effect"),)}
    return {"refs": (cites.cr("rule_playing_lingering_effects"),)}


def instead_of_breaching(server: str | None, replacement: Effect, by: str, starts: str = "Run") -> Hook:
    """"If successful, instead of breaching <server>, ...": a breach replacement for that run
    (`server` None: any remote server). Its printed words are the lasting effect's text, so whether the
    Runner is asked ("instead of breaching <by>") follows from a "may" in them (state/replacements.py)."""
    def value(game: Game, card, target: str):
        remote = target not in ("HQ", "R&D", "Archives")
        if target == server or (server is None and remote):
            return lambda game: replacement(game, Ctx(None, "runner", by, target=target))
        return None

    def hook(facts: Facts) -> TriggerDef:
        line = re.sub(r"\s*<em>.*?</em>", "", ability_line(facts, starts))
        at = line.find("instead of breaching")
        clause = line[at:] if at >= 0 else line
        return during_the_run("breach-replacement", value, clause, starts=starts, if_successful=True)(facts)
    return hook


def rezzed_during_a_run_here(game: Game, card: CardObj, event) -> bool:
    """"When you rez this card during a run against this server" (cr/rule_this_server)."""
    from rulesdb.engine.state.thisserver import is_this_server
    run = game.run
    return event.subject is card and run is not None and not run.ended and is_this_server(game, card, run.server)


def when_rezzed_during_a_run_here(effect: Effect, *, optional: str | None = None, threat: int = 0,
                                  starts: str = "When you rez") -> Hook:
    """"(Threat N →) When you rez this ice during a run against this server, (you may) <effect>"."""
    def condition(game: Game, card: CardObj, event) -> bool:
        return rezzed_during_a_run_here(game, card, event) and at_threat(game, threat, card)
    return whenever("rezzed", effect, condition, starts=starts, optional=optional, refs=(cites.C_REZ,))


def at_threat(game: Game, level: int, said_for: CardObj | None = None) -> bool:
    """A "Threat N →" ability is active while the threat level is N or more (cr/rule_threat_flag,
    cr/rule_threat_level). `said_for`: a conditional ability of that card whose trigger condition is otherwise met,
    checked last, so the trace says once why it does nothing ("will Jaguarundi fire?" is what a judge is asked)."""
    from rulesdb.engine.cards.primitives.players import threat_level, threat_met
    if said_for is None:
        return not level or threat_level(game) >= level
    return not level or threat_met(game, level, said_for.title)


def from_this_server(game: Game, card: CardObj, event) -> bool:
    """An agenda "scored or stolen from (the root of) this server" (the event names the server it left)."""
    here = game.server_of(card)
    return here is not None and event.info.get("server") == here
