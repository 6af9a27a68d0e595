"""Ice the worked examples and their counterfactuals need, one definition per card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.printed import Printed, ice_hosts_programs
from rulesdb.engine.cards.printed import ice as printed_ice
from rulesdb.engine.effects.common import end_the_run, give_tags, lose_clicks, swap_ice, trace, trash
from rulesdb.engine.effects.costs import Payment, able, holdings, pay
from rulesdb.engine.effects.damage import do_damage
from rulesdb.engine.state.carddef import CardDef, Prohibition, Subroutine, TriggerDef
from rulesdb.engine.state.events import Lingering


def _ice(title, faction, subtypes, cost, strength, influence, text, subs=(), **behaviour) -> CardDef:
    facts = Printed(title, "corp", "ice", tuple(subtypes), cost, strength, len(subs), influence,
                    text=tuple(text), faction=faction)
    return CardDef(facts, subroutines=tuple(subs), can_host=ice_hosts_programs, **behaviour)


def _etr(game, ice) -> None:
    end_the_run(game, f"{ice.title}'s subroutine")


ETR_SUB = Subroutine("End the run.", _etr)


def _encountered(game, card, event) -> bool:
    return event.subject is card


# --- Tollbooth -------------------------------------------------------------------------
def _toll(game, pending) -> None:
    payment = Payment("runner", 3, "ability", "Tollbooth's ability")
    if able(game, payment):
        game.trace.add(f"The Runner is able to pay 3[c] ({holdings(game, payment)}), so they must.",
                       cites.IF_ABLE, cites.SPEND, key=True)
    paid = pay(game, payment, cites.IF_ABLE, cites.NESTED_COST)
    if not paid:
        game.trace.add("The Runner is not able to pay 3[c], so they do not pay.", cites.IF_ABLE,
                       key=True)
        end_the_run(game, "Tollbooth's ability")


TOLLBOOTH_TEXT = ("When the Runner encounters this ice, they must pay 3[c], if able. "
                  "If they do not, end the run.")
TOLLBOOTH = _ice("Tollbooth", "nbn", ["Code Gate"], 8, 5, 2, [TOLLBOOTH_TEXT, "[sub] End the run."],
                 [ETR_SUB], triggers=(TriggerDef("encounter", TOLLBOOTH_TEXT, _toll, _encountered,
                                             "encounter", cites=(cites.MUST,)),))


# --- Chum --------------------------------------------------------------------------------
def _chum_next(game, encounter, ling) -> None:
    if ling.data.get("target") is None:
        ling.data["target"] = encounter
        encounter.strength_bonus += 2
        game.trace.add(f"Chum's effect: {encounter.ice.title} gets +2 strength for this encounter "
                       f"(now {game.ice_strength(encounter.ice)}).", cites.STRENGTH, key=True)


def _chum_condition(game, ling, event) -> bool:
    enc = event.info.get("encounter")
    return enc is not None and enc is ling.data.get("target") and not enc.fully_broken()


def _chum_damage(game, pending) -> None:
    do_damage(game, "net", 3, "Chum's effect")


CHUM_TEXT = ("[sub] The next piece of ice the Runner encounters during this run gets +2 strength. "
             "When that encounter ends, if the Runner did not fully break that ice, do 3 net damage.")
CHUM_TRIGGER = TriggerDef("encounter-ended", "When that encounter ends, if the Runner did not "
                          "fully break that ice, do 3 net damage.", _chum_damage, _chum_condition,
                          cites=(cites.BYPASS,))


def _chum(game, ice) -> None:
    game.lingering.append(Lingering("Chum", "corp", CHUM_TRIGGER, game.run,
                                    {"target": None, "on_encounter": _chum_next}))
    game.trace.add("Chum's subroutine resolves: the next piece of ice the Runner encounters this "
                   "run gets +2 strength, with 3 net damage when that encounter ends unless the "
                   "Runner fully broke it.", cites.SUBROUTINE)


CHUM = _ice("Chum", "jinteki", ["Code Gate"], 1, 4, 1, [CHUM_TEXT], [Subroutine(CHUM_TEXT[6:], _chum)])


# --- Troll, Hunter: traces -----------------------------------------------------------------
def _troll(game, pending) -> None:
    if not trace(game, 2, "Troll"):
        return
    if game.runner.clicks == 0:
        end_the_run(game, "Troll's ability")
        return
    choice = game.decider.ask("lose click or end the run", ["lose click", "end the run"], "Runner")
    if choice == "lose click":
        lose_clicks(game, "runner", 1, "Troll's ability")
    else:
        end_the_run(game, "Troll's ability (the Runner's choice)")


TROLL_TEXT = ("When the Runner encounters Troll, Trace[2]. If successful, the Runner must lose "
              "[click] or end the run.")
TROLL = _ice("Troll", "nbn", ["Sentry"], 1, 3, 2, [TROLL_TEXT],
             triggers=(TriggerDef("encounter", TROLL_TEXT, _troll, _encountered, "encounter",
                                  cites=(cites.TRACE,)),))


def _hunter(game, ice) -> None:
    if trace(game, 3, "Hunter"):
        give_tags(game, 1, "Hunter's subroutine")


HUNTER = _ice("Hunter", "neutral-corp", ["Sentry", "Tracer", "Observer"], 1, 4, 0,
              ["[sub] Trace[3]. If successful, give the Runner 1 tag."],
              [Subroutine("Trace[3]. If successful, give the Runner 1 tag.", _hunter)])


# --- Rototurret, Enigma, walls --------------------------------------------------------------
def _trash_program(game, ice) -> None:
    programs = [o for o in game.runner.play if o.card.facts.type == "program"]
    if not programs:
        game.trace.add(f"{ice.title}'s subroutine: the Runner has no installed program to trash.",
                       cites.SUBROUTINE)
        return
    titles = [o.title for o in programs]
    choice = game.decider.ask(f"{ice.title} target", titles, "Corp")
    trash(game, programs[titles.index(choice)], f"{ice.title}'s subroutine", cites.SUBROUTINE)


def _lose_click(game, ice) -> None:
    lose_clicks(game, "runner", 1, f"{ice.title}'s subroutine")


ROTOTURRET = _ice("Rototurret", "haas-bioroid", ["Sentry", "Destroyer"], 4, 0, 1,
                  ["[sub] Trash 1 installed program.", "[sub] End the run."],
                  [Subroutine("Trash 1 installed program.", _trash_program), ETR_SUB])
ENIGMA = _ice("Enigma", "neutral-corp", ["Code Gate"], 3, 2, 0, ["[sub] The Runner loses [click].",
                                                 "[sub] End the run."],
              [Subroutine("The Runner loses [click].", _lose_click), ETR_SUB])
ICE_WALL = _ice("Ice Wall", "weyland-consortium", ["Barrier"], 1, 1, 1,
                ["You can advance this ice. It gets +1 strength for each hosted advancement counter.",
                 "[sub] End the run."], [ETR_SUB],
                strength_bonus=lambda game, card: card.counters.get("advancement", 0))
WALL_OF_STATIC = _ice("Wall of Static", "neutral-corp", ["Barrier"], 3, 3, 0, ["[sub] End the run."], [ETR_SUB])
QUANDARY = _ice("Quandary", "neutral-corp", ["Code Gate"], 1, 0, 0, ["[sub] End the run."], [ETR_SUB])
GUARD = _ice("Guard", "neutral-corp", ["Sentry"], 4, 2, 0, ["Guard cannot be bypassed.", "[sub] End the run."],
             [ETR_SUB], prohibitions=(Prohibition("bypass", lambda game, card, subject: subject is card,
                                              "Guard cannot be bypassed."),))


# --- Thimblerig ----------------------------------------------------------------------------
def _thimblerig_swap(game, pending) -> None:
    me = pending.source
    others = [o for o in game.installed() if o.is_ice and o is not me]
    if not others:
        return
    titles = [o.title for o in others]
    choice = game.decider.ask("swap Thimblerig", titles + ["no"], "Corp")
    if choice == "no":
        game.trace.add("The Corp does not swap Thimblerig.")
        return
    swap_ice(game, me, others[titles.index(choice)], "Thimblerig's ability")


def _corp_turn_begins(game, card, event) -> bool:
    return event.info.get("side") == "corp"


THIMBLERIG_TEXT = ("When your turn begins and whenever the Runner passes this ice, you may swap "
                   "this ice with another installed piece of ice.")
THIMBLERIG = _ice("Thimblerig", "jinteki", ["Code Gate"], 2, 0, 1, [THIMBLERIG_TEXT, "[sub] End the run."],
                  [ETR_SUB], triggers=(
                      TriggerDef("turn-begins", THIMBLERIG_TEXT, _thimblerig_swap,
                                 _corp_turn_begins, "turn", cites=(cites.SWAP,)),
                      TriggerDef("pass", THIMBLERIG_TEXT, _thimblerig_swap, _encountered,
                                 "run", cites=(cites.SWAP,))))

DEFINITIONS = (TOLLBOOTH, CHUM, TROLL, HUNTER, ROTOTURRET, ENIGMA, ICE_WALL, WALL_OF_STATIC,
               QUANDARY, GUARD, THIMBLERIG)


def _howler(game, ctx) -> None:
    """Howler: the Corp may install and rez a bioroid piece of ice from HQ or Archives, ignoring all costs,
    directly behind Howler; a delayed ability then acts on that ice after the run: it can find it while it
    is still installed (cr/rule_target_beyond_move), and Howler is trashed."""
    from rulesdb.engine.cards.delayed import delayed
    from rulesdb.engine.effects.icemoves import install_ice_at
    from rulesdb.engine.state.events import Event, emit
    found = [c for c in game.corp.hand + game.corp.discard if c.is_ice and c.card.facts.has("bioroid")]
    names = [c.title for c in found]
    choice = game.decider.ask("Howler target", [*names, "no"], "Corp") if found else "no"
    place = game.locate(ctx.source)
    if choice == "no" or place is None:
        game.trace.add(f"{ctx.by}: the Corp installs no ice.", cites.C_CORP_INSTALL)
        return
    server, _, index = place
    install_ice_at(game, found[names.index(choice)], server, index + 1, ctx.by)
    installed = server.ice[index + 1]
    installed.rezzed = True
    game.trace.add(f"{ctx.by}: the Corp rezzes {installed.title}, ignoring all costs.", cites.C_REZ)
    emit(game, Event("rezzed", installed))
    howler = ctx.source

    def after_the_run(game, ctx) -> None:
        if any(o is installed for o in game.installed()):
            installed.rezzed = False
            game.trace.add(f"Howler's delayed ability derezzes {installed.title}, still installed.",
                           cites.cr("rule_target_beyond_move"), key=True)
        else:
            game.trace.add(f"Howler's delayed ability cannot find {installed.title}: it is no longer installed.",
                           cites.cr("rule_target_beyond_move"), key=True)
        if any(o is howler for o in game.installed()):
            trash(game, howler, "Howler's delayed ability", who="corp")
    delayed("run-ends", after_the_run, f"After the run, derez {installed.title} and trash Howler.")(game, ctx)


HOWLER = printed_ice("Howler", "Trap", faction="haas-bioroid", cost=1, strength=0, inf=1, text=(
    "[sub] You may install and rez a piece of bioroid ice from HQ or Archives, ignoring all costs, "
    "placing it directly behind Howler. If you do, derez that piece of ice and trash Howler after the run is "
    "completed.",), subs=(_howler,), decisions=("Howler target",))
DEFINITIONS = DEFINITIONS + (HOWLER,)
