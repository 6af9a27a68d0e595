"""Cards the rules examples of the current CR name, defined here on the engine's hooks for the tests.

Each is declared as printed facts (NetrunnerDB's) plus small functions, the way the card library
does it; the library (rulesdb/engine/cards/) owns the cards players use, these exist so the
mechanism tests do not depend on it. `register(monkeypatch)` adds them for one test.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, SufferDamage, TrashSelf
from rulesdb.engine.effects.damage import do_damage
from rulesdb.engine.effects.ending import end_the_run
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.effects.player_costs import TakeTag
from rulesdb.engine.effects.pools import add_counters, gain_credits, give_tags
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.state.carddef import Ability, CardDef, Facts, Interrupt, Static, Subroutine, TriggerDef


def _facts(title, side, kind, subtypes=(), cost=None, text=(), **more) -> Facts:
    return Facts(title, side, kind, tuple(subtypes), cost, text=tuple(text), **more)


# --- Jesminder Sareen and Funhouse (cr/rule_cost_interrupt_static_mandatory/example/2) ----------
def _first_tags_this_run(game, card, imminent) -> bool:
    return game.run is not None and "Jesminder Sareen" not in game.run.used


def _prevent_one_tag(game, card, imminent) -> None:
    game.run.used.add("Jesminder Sareen")
    imminent.prevented += 1


JESMINDER = CardDef(
    _facts("Jesminder Sareen: Girl Behind the Curtain", "runner", "identity", ["Natural"],
           text=["[interrupt] → The first time each run you would take 1 or more tags, prevent 1 "
                 "tag."], influence=None, base_link=0),
    interrupts=(Interrupt("tags", "The first time each run you would take 1 or more tags, prevent "
                          "1 tag.", _prevent_one_tag, _first_tags_this_run, optional=False),))


def _funhouse_encounter(game, pending) -> None:
    cost = TakeTag(1)
    ice = pending.source
    if not cost.payable(game, "runner", ice):
        game.trace.add("The Runner cannot take 1 tag (an ability would prevent it), so they cannot "
                       "pay the nested cost.", cites.cr("rule_cost_interrupt_static_mandatory"),
                       key=True)
        end_the_run(game, "Funhouse's ability")
        return
    if game.decider.ask("Funhouse choice", ["take tag", "end the run"], "Runner") == "end the run":
        end_the_run(game, "Funhouse's ability")
        return
    cost.pay(game, "runner", ice)
    game.trace.add(f"The Runner takes 1 tag (now {game.runner.tags}).", cites.TAG)


def _funhouse_sub(game, ice) -> None:
    payment = Payment("runner", 4, "ability", "Funhouse's subroutine")
    if able(game, payment) and game.decider.ask("Funhouse choice", ["pay", "take tag"],
                                                "Runner") == "pay":
        pay(game, payment, cites.COST)
        return
    give_tags(game, 1, "Funhouse's subroutine")


FUNHOUSE_TEXT = "When the Runner encounters this ice, end the run unless the Runner takes 1 tag."
FUNHOUSE = CardDef(
    _facts("Funhouse", "corp", "ice", ["Code Gate"], 5, [FUNHOUSE_TEXT, "[sub] Give the Runner 1 tag "
           "unless they pay 4[c]."], strength=4, subroutines=1, influence=2),
    subroutines=(Subroutine("Give the Runner 1 tag unless they pay 4[c].", _funhouse_sub),),
    triggers=(TriggerDef("encounter", FUNHOUSE_TEXT, _funhouse_encounter,
                         lambda game, card, event: event.subject is card, "encounter"),))


# --- prevention: Sacrificial Construct, Plascrete Carapace, BOOM! ---------------------------------
def _program_or_hardware(game, card, imminent) -> bool:
    target = imminent.target
    return target is not None and target.owner == "runner" and target.card.facts.type in (
        "program", "hardware")


def _prevent(game, card, imminent) -> None:
    imminent.prevented += 1


SACRIFICIAL_CONSTRUCT = CardDef(
    _facts("Sacrificial Construct", "runner", "resource", ["Remote"], 0,
           ["[interrupt] → [trash]: Prevent a player from trashing 1 installed program or piece of "
            "hardware."], influence=1),
    interrupts=(Interrupt("trash", "Prevent a player from trashing 1 installed program or piece of "
                          "hardware.", _prevent, _program_or_hardware, costs=(TrashSelf(),)),))


def _meat(game, card, imminent) -> bool:
    return imminent.kind == "meat"


def _carapace_prevent(game, card, imminent) -> None:
    imminent.prevented += 1
    if not card.counters.get("power"):
        trash(game, card, "Plascrete Carapace (it is empty)", preventable=False)


def _load_four(game, card) -> None:
    add_counters(game, card, "power", 4, "Plascrete Carapace")


PLASCRETE = CardDef(
    _facts("Plascrete Carapace", "runner", "hardware", ["Gear"], 3,
           ["When you install this hardware, load 4 power counters onto it. When it is empty, "
            "trash it.", "[interrupt] → Hosted power counter: Prevent 1 meat damage."], influence=0),
    on_install=_load_four,
    interrupts=(Interrupt("damage", "Hosted power counter: Prevent 1 meat damage.",
                          _carapace_prevent, _meat, costs=(HostedCounters("power", 1),)),))


def _boom(game, card, target) -> None:
    do_damage(game, "meat", 7, "BOOM!")


BOOM = CardDef(
    _facts("BOOM!", "corp", "operation", ["Double", "Black Ops"], 4,
           ["Play only if the Runner has at least 2 tags.", "As an additional cost to play this "
            "operation, spend [click].", "Do 7 meat damage."], influence=3, trash_cost=1),
    on_play=_boom, play_costs=(Clicks(1),),
    playable=lambda game, card: "" if game.runner.tags >= 2 else "the Runner has fewer than 2 tags")


# --- access: Obokata Protocol, Snare! --------------------------------------------------------------
OBOKATA = CardDef(
    _facts("Obokata Protocol", "corp", "agenda", ["Ambush"], None,
           ["As an additional cost to steal Obokata Protocol, the Runner must suffer 4 net damage."],
           influence=None, agenda_points=3, advancement=5),
    steal_costs=(SufferDamage("net", 4),))


def _snare(game, pending) -> None:
    pay(game, Payment("corp", 4, "ability", "Snare!'s ability"), cites.COST)
    give_tags(game, 1, "Snare!")
    do_damage(game, "net", 3, "Snare!")


SNARE_TEXT = ("When the Runner accesses this asset anywhere except in Archives, you may pay 4[c]. If "
              "you do, give the Runner 1 tag and do 3 net damage.")
SNARE = CardDef(
    _facts("Snare!", "corp", "asset", ["Ambush"], 0, ["While the Runner is accessing this asset in "
           "R&D, they must reveal it.", SNARE_TEXT], influence=2, trash_cost=0),
    triggers=(TriggerDef("access", SNARE_TEXT, _snare,
                         lambda game, card, event: event.subject is card and card.zone != "archives",
                         optional="use Snare!", inactive_ok=True,
                         usable=lambda game, pending: "" if able(game, Payment("corp", 4, "ability",
                                                                               "Snare!")) else
                         "the Corp cannot pay 4[c]"),))


# --- paid abilities, counters, hosting -------------------------------------------------------------
def _gain_two(game, card) -> None:
    gain_credits(game, "runner", 2, "Fall Guy")


FALL_GUY = CardDef(
    _facts("Fall Guy", "runner", "resource", ["Connection"], 0,
           ["[interrupt] → [trash]: Prevent a player from trashing another installed resource.",
            "[trash]: Gain 2[c]."], influence=1),
    abilities=(Ability("[trash]: Gain 2[c].", (TrashSelf(),), _gain_two,
                       cites=(cites.cr("rule_trash_symbol"),)),))

T400 = CardDef(
    _facts("T400 Memory Diamond", "runner", "hardware", ["Chip"], 2,
           ["+1[MU]", "You get +1 maximum hand size."], influence=0),
    memory_bonus=1, statics=(Static("hand-size", lambda game, card, side: 1 if side == "runner"
                                    else 0),))


def _datasucker_encounter(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and enc.ice.rezzed


def _datasucker(game, card) -> None:
    game.encounter.strength_bonus -= 1
    game.trace.add(f"{game.encounter.ice.title} gets -1 strength until the end of the encounter "
                   f"(now {game.ice_strength(game.encounter.ice)}).", cites.STRENGTH)


DATASUCKER = CardDef(
    _facts("Datasucker", "runner", "program", ["Virus"], 1,
           ["Whenever you make a successful run on a central server, place 1 virus counter on "
            "Datasucker.", "Hosted virus counter: Rezzed piece of ice currently being encountered "
            "has -1 strength until the end of the encounter."], influence=1, memory=1),
    abilities=(Ability("Hosted virus counter: rezzed ice being encountered gets -1 strength.",
                       (HostedCounters("virus", 1),), _datasucker, when=_datasucker_encounter),))


def _only_breaker(game, host, card) -> bool:
    return card.card.breaker is not None and not host.hosted


def _is_host(game, card, subject) -> int:
    return 1 if subject is card else 0


def _hosted_strength(game, card, breaker) -> int:
    return 2 if breaker.host is card else 0


DINOSAURUS = CardDef(
    _facts("Dinosaurus", "runner", "hardware", ["Console"], 5,
           ["Dinosaurus can host a single non-AI icebreaker. The memory cost of the hosted "
            "icebreaker does not count against your memory limit.",
            "Hosted icebreaker has +2 strength.", "Limit 1 console per player."], influence=2,
           unique=True),
    can_host=_only_breaker,
    statics=(Static("hosted-memory-free", _is_host), Static("breaker-strength", _hosted_strength)))


# --- X costs and lasting effects -----------------------------------------------------------------
def _psychographics(game, card, target) -> None:
    advanceable = [o for o in game.installed() if o.owner == "corp" and (
        o.card.facts.type == "agenda" or o.card.advanceable)]
    titles = [o.title for o in advanceable]
    choice = game.decider.ask("Psychographics target", titles, "Corp")
    add_counters(game, advanceable[titles.index(choice)], "advancement", card.counters["x"],
                 "Psychographics")


PSYCHOGRAPHICS = CardDef(
    _facts("Psychographics", "corp", "operation", [], None,
           ["X must be equal to or less than the number of tags the Runner has.",
            "Place X advancement counters on 1 installed card you can advance."], influence=3),
    on_play=_psychographics, x_cost=True, x_limit=lambda game, card: game.runner.tags)


def _lockdown(game, ice) -> None:
    lasting(game, "cannot-draw", lambda g, c, side: side == "runner",
            "The Runner cannot draw cards for the remainder of this turn.", "turn",
            "Lockdown's subroutine")


LOCKDOWN = CardDef(
    _facts("Lockdown", "corp", "ice", ["Code Gate"], 0,
           ["[sub] The Runner cannot draw cards for the remainder of this turn."], strength=5,
           subroutines=1, influence=1),
    subroutines=(Subroutine("The Runner cannot draw cards for the remainder of this turn.",
                            _lockdown),))


def _process_automation(game, card, target) -> None:
    from rulesdb.engine.turns.turn import draw
    gain_credits(game, "runner", 2, "Process Automation")
    draw(game, "runner", 1, "Process Automation")


PROCESS_AUTOMATION = CardDef(
    _facts("Process Automation", "runner", "event", [], 0, ["Gain 2[c] and draw 1 card."],
           influence=1), on_play=_process_automation)


def _first_install(game, card, event) -> bool:
    subject = event.subject
    if subject is None or subject.owner != "corp" or game.turn.active != "corp":
        return False
    key = f"installed in turn {game.turn.number}"
    if key in card.used:
        return False
    card.used.add(key)
    return True


HAAS_BIOROID = CardDef(
    _facts("Haas-Bioroid: Engineering the Future", "corp", "identity", ["Megacorp"],
           text=["The first time you install a card each turn, gain 1[c]."], influence=None),
    triggers=(TriggerDef("install", "The first time you install a card each turn, gain 1[c].",
                         lambda game, pending: gain_credits(game, "corp", 1, pending.label),
                         _first_install),))

LAG_TIME = CardDef(
    _facts("Lag Time", "corp", "operation", ["Current"], 2,
           ["This operation is not trashed until another current is played or an agenda is stolen.",
            "All ice have +1 strength."], influence=0),
    statics=(Static("ice-strength", lambda game, card, ice: 1),))


def _legwork_extra(game, pending) -> None:
    game.breach_extra["HQ"] = game.breach_extra.get("HQ", 0) + 2
    game.trace.add("Legwork: the Runner will access 2 additional cards when they breach HQ.",
                   cites.cr("rule_if_successful_lingering_effect"))


def _play_legwork(game, card, server) -> None:
    from rulesdb.engine.run.steps import make_run
    from rulesdb.engine.state.events import Lingering
    trig = TriggerDef("successful", "If successful, access 2 additional cards when you breach HQ.",
                      _legwork_extra, lambda game, ling, event: True)
    make_run(game, "HQ", "Legwork", Lingering("Legwork", "runner", trig, None))


LEGWORK = CardDef(
    _facts("Legwork", "runner", "event", ["Run"], 2,
           ["Run HQ. If successful, access 2 additional cards when you breach HQ."], influence=2),
    on_play=_play_legwork)

EXAMPLE_CARDS = (LAG_TIME, LEGWORK, JESMINDER, FUNHOUSE, SACRIFICIAL_CONSTRUCT, PLASCRETE, BOOM, OBOKATA, SNARE,
                 FALL_GUY, T400, DATASUCKER, DINOSAURUS, PSYCHOGRAPHICS, LOCKDOWN,
                 PROCESS_AUTOMATION, HAAS_BIOROID)


def register(monkeypatch) -> None:
    """Make the example cards known to the engine for the duration of one test."""
    from rulesdb.engine import cards
    for card in EXAMPLE_CARDS:
        monkeypatch.setitem(cards.CARDS, card.title, card)
        monkeypatch.setitem(cards._BY_LOWER, card.title.lower(), card)
