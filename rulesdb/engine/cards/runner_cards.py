"""Runner resources, hardware and events, one definition per card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.printed import Printed
from rulesdb.engine.effects.common import bypass, gain_credits, trash
from rulesdb.engine.state.carddef import CardDef, CreditSource, TriggerDef
from rulesdb.engine.state.events import Lingering


def _card(title, faction, type_, subtypes, cost, influence, text, **behaviour) -> CardDef:
    facts = Printed(title, "runner", type_, tuple(subtypes), cost, influence=influence,
                    text=tuple(text), faction=faction)
    return CardDef(facts, **behaviour)


# --- Ghost Runner: credits usable during a run --------------------------------------------
def _during_run(game, card, payment) -> bool:
    return game.run is not None and not game.run.ended


def _emptied(game, card, event) -> bool:
    return event.subject is card and card.counters.get("credits", 0) == 0


def _trash_self(game, pending) -> None:
    trash(game, pending.source, f"{pending.label}'s ability")


GHOST_RUNNER = _card(
    "Ghost Runner", "neutral-runner", "resource", ["Stealth", "Virtual"], 1, 0,
    [("Place 3[c] on Ghost Runner when it is installed. When there are no credits left on "
      "Ghost Runner, trash it."), "You can use the credits on Ghost Runner during a run."],
    hosted_credits=3,
    credit_source=CreditSource(_during_run, "any payment during a run"),
    triggers=(TriggerDef("credits-taken", "When there are no credits left on Ghost Runner, "
                         "trash it.", _trash_self, _emptied, cites=(cites.CREDITS_ON_CARDS,)),))


# --- Cyberfeeder: a recurring credit for icebreakers ----------------------------------------
def _for_icebreakers(game, card, payment) -> bool:
    if payment.purpose == "icebreaker":
        return True
    subject = payment.subject
    return payment.purpose == "install" and subject is not None and subject.card.facts.has("virus")


CYBERFEEDER = _card("Cyberfeeder", "anarch", "hardware", ["Chip"], 2, 1,
                    ["1[recurring]", ("Use this credit to pay for using icebreakers or for "
                                      "installing virus programs.")], recurring=1,
                    credit_source=CreditSource(_for_icebreakers, "icebreakers and virus installs"))


# --- Run events ----------------------------------------------------------------------------
def _first_sentry_broken(game, ling, event) -> bool:
    run = game.run
    return (run is not None and "Forked" not in run.used and event.subject is not None
            and event.subject.card.facts.has("sentry"))


def _forked_trash(game, pending) -> None:
    game.run.used.add("Forked")
    trash(game, pending.event.subject, "Forked", cites.ICEBREAKER)


FORKED_TEXT = "The first time you fully break a sentry during that run, trash that sentry."


def _play_forked(game, card, server) -> None:
    from rulesdb.engine.run.steps import make_run

    trig = TriggerDef("fully-broken", FORKED_TEXT, _forked_trash, _first_sentry_broken)
    make_run(game, server, "Forked", Lingering("Forked", "runner", trig, None))


def _first_encounter(game, ling, event) -> bool:
    return game.run is not None and "Inside Job" not in game.run.used


def _inside_job_bypass(game, pending) -> None:
    game.run.used.add("Inside Job")
    bypass(game, pending.event.subject, "Inside Job")


INSIDE_JOB_TEXT = "The first time you encounter a piece of ice during that run, bypass it."


def _play_inside_job(game, card, server) -> None:
    from rulesdb.engine.run.steps import make_run

    trig = TriggerDef("encounter", INSIDE_JOB_TEXT, _inside_job_bypass, _first_encounter,
                      "encounter", cites=(cites.BYPASS,))
    make_run(game, server, "Inside Job", Lingering("Inside Job", "runner", trig, None))


FORKED = _card("Forked", "anarch", "event", ["Run", "Sabotage"], 2, 3, ["Run any server. " + FORKED_TEXT],
               on_play=_play_forked)
INSIDE_JOB = _card("Inside Job", "criminal", "event", ["Run"], 2, 3, ["Run any server. " + INSIDE_JOB_TEXT],
                   on_play=_play_inside_job)


# --- Economy and fillers -------------------------------------------------------------------
def _gain(n: int):
    def play(game, card, target) -> None:
        gain_credits(game, "runner", n, card.title)
    return play


def _draw(n: int):
    def play(game, card, target) -> None:
        from rulesdb.engine.turns.turn import draw
        draw(game, "runner", n, card.title)
    return play


SURE_GAMBLE = _card("Sure Gamble", "neutral-runner", "event", [], 5, 0, ["Gain 9[c]."], on_play=_gain(9))
EASY_MARK = _card("Easy Mark", "criminal", "event", ["Job"], 0, 1, ["Gain 3[c]."], on_play=_gain(3))
DIESEL = _card("Diesel", "shaper", "event", [], 0, 2, ["Draw 3 cards."], on_play=_draw(3))

DEFINITIONS = (GHOST_RUNNER, CYBERFEEDER, FORKED, INSIDE_JOB, SURE_GAMBLE, EASY_MARK, DIESEL)
