"""Sentries and traps: damage, tags, traces and trashed programs."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    cannot_break_using,
    constant,
    lose_clicks_to_break,
    paid,
    when_accessed,
    when_encountered,
    when_rezzed,
)
from rulesdb.engine.cards.primitives import (
    TAG_OR_ETR,
    bad_publicity,
    cannot,
    corp_installs,
    damage,
    end_the_run,
    gain,
    give_tags,
    installs_asked,
    place_counters,
    runner_chooses,
    seq,
    trace,
    trash_installed,
    trash_program,
    trash_self,
    unused_memory,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import DerezAnother, ForfeitAgenda, HostedCounters

ETR = end_the_run
LOSE_CLICK_TO_BREAK = "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability."


def _advancements(game, card) -> int:
    return card.counters.get("advancement", 0)


def _protecting_rd(game, card) -> int:
    place = game.locate(card)
    return 3 if place and place[0].name == "R&D" else 0


def _surveyor_x(game, card) -> int:
    """X: twice the ice protecting its server; 0 when it is not installed or has lost the ability
    defining X (Hush): cr/rule_values_defined_by_x."""
    place = game.locate(card)
    if place is None or game.modifier("loses-abilities", card):
        return 0
    return 2 * len(place[0].ice)


def _surveyor_trace(then):
    def resolve(game, ctx) -> None:
        trace(_surveyor_x(game, ctx.source), then)(game, ctx)
    return resolve


def _cortex_lock(game, ctx) -> None:
    damage("net", unused_memory(game))(game, ctx)


def _colossus(few, many):
    def resolve(game, ctx) -> None:
        (many if _advancements(game, ctx.source) >= 3 else few)(game, ctx)
    return resolve


DATA_RAVEN = ice("Data Raven", "Sentry - Tracer - Observer", faction="nbn", cost=4, strength=4, inf=2,
                 text=("When the Runner encounters this ice, they must take 1 tag or end the run.",
                       "Hosted power counter: Give the Runner 1 tag.",
                       "[sub] Trace[3]. If successful, place 1 power counter on this ice."),
                 subs=(trace(3, place_counters("power", 1)),),
                 decisions=(TAG_OR_ETR,),
                 on=(when_encountered(runner_chooses({"take 1 tag": give_tags(1), "end the run": ETR},
                                                     also=TAG_OR_ETR)),
                     paid(HostedCounters("power", 1), effect=give_tags(1), starts="Hosted")))
CORTEX_LOCK = ice("Cortex Lock", "Sentry - AP", faction="jinteki", cost=2, strength=4, inf=2,
                  text=("[sub] Do 1 net damage for each unused MU the Runner has.",), subs=(_cortex_lock,))
CADUCEUS = ice("Caduceus", "Sentry - Tracer", faction="weyland-consortium", cost=3, strength=3, inf=2,
               text=("[sub] Trace[3]. If successful, the Corp gains 3[c].",
                     "[sub] Trace[2]. If successful, end the run."),
               subs=(trace(3, gain(3)), trace(2, ETR)))
ARCHER = ice("Archer", "Sentry - Destroyer", faction="weyland-consortium", cost=4, strength=6, inf=2,
             text=("As an additional cost to rez this ice, forfeit 1 agenda.", "[sub] Gain 2[c].",
                   "[sub] Trash 1 installed program.", "[sub] Trash 1 installed program.",
                   "[sub] End the run."), subs=(gain(2), trash_program, trash_program, ETR),
             rez_costs=(ForfeitAgenda(),))
ICHI = ice("Ichi 1.0", "Sentry - Bioroid - Tracer - Destroyer", faction="haas-bioroid", cost=5,
           strength=4, inf=2, text=(LOSE_CLICK_TO_BREAK, "[sub] Trash 1 installed program.",
                                    "[sub] Trash 1 installed program.",
                                    "[sub] Trace[1]. If successful, do 1 core damage and give the "
                                    "Runner 1 tag."),
           subs=(trash_program, trash_program, trace(1, seq(damage("core", 1), give_tags(1)))),
           breaker=lose_clicks_to_break())
GRIM = ice("Grim", "Sentry - Destroyer - Illicit", faction="neutral-corp", cost=5, strength=5, inf=0,
           text=("When you rez Grim, take 1 bad publicity.", "[sub] Trash 1 program."),
           subs=(trash_program,), on=(when_rezzed(bad_publicity(1)),))
DATA_MINE = ice("Data Mine", "Trap - AP", faction="jinteki", cost=0, strength=2, inf=2,
                text=("[sub] Do 1 net damage. Trash Data Mine.",),
                subs=(seq(damage("net", 1), trash_self),))
NEURAL_KATANA = ice("Neural Katana", "Sentry - AP", faction="jinteki", cost=4, strength=3, inf=2,
                    text=("[sub] Do 3 net damage.",), subs=(damage("net", 3),))
SWORDSMAN = ice("Swordsman", "Sentry - AP - Destroyer", faction="jinteki", cost=3, strength=2, inf=1,
                text=("The Runner cannot break subroutines on this ice using AI programs.",
                      "[sub] Trash 1 installed AI program.", "[sub] Do 1 net damage."),
                subs=(trash_installed("program", subtype="AI"), damage("net", 1)),
                on=(cannot_break_using("AI", starts="The Runner cannot"),))
GUTENBERG = ice("Gutenberg", "Sentry - Tracer", faction="nbn", cost=2, strength=3, inf=3,
                text=("Gutenberg has +3 strength while protecting R&D.",
                      "[sub] Trace[7]. If successful, give the Runner 1 tag."),
                subs=(trace(7, give_tags(1)),), strength_bonus=_protecting_rd)
COLOSSUS = ice("Colossus", "Sentry - Destroyer", faction="weyland-consortium", cost=6, strength=4, inf=2,
               text=("You can advance this ice. It gets +1 strength for each hosted advancement counter.",
                     "[sub] Give the Runner 1 tag. If there are 3 or more hosted advancement counters, "
                     "instead give the Runner 2 tags.",
                     "[sub] Trash 1 installed program. If there are 3 or more hosted advancement "
                     "counters, instead trash 1 installed program and 1 installed resource."),
               subs=(_colossus(give_tags(1), give_tags(2)),
                     _colossus(trash_program, seq(trash_program, trash_installed("resource")))),
               strength_bonus=_advancements)
TSURUGI = ice("Tsurugi", "Sentry - AP", faction="jinteki", cost=6, strength=2, inf=2,
              text=("[sub] End the run unless the Corp pays 1[c].", "[sub] Do 1 net damage.",
                    "[sub] Do 1 net damage.", "[sub] Do 1 net damage."),
              subs=(lambda game, ctx: _corp_pays_or_etr(game, ctx), damage("net", 1),
                    damage("net", 1), damage("net", 1)))
FENRIS = ice("Fenris", "Sentry - AP - Illicit", faction="haas-bioroid", cost=4, strength=2, inf=2,
             text=("When you rez this ice, take 1 bad publicity.", "[sub] Do 1 core damage.",
                   "[sub] End the run."), subs=(damage("core", 1), ETR), on=(when_rezzed(bad_publicity(1)),))
BLOOP = ice("Bloop", "Sentry - AP - Destroyer - Harmonic", faction="haas-bioroid", cost=3, strength=5,
            inf=2, text=("As an additional cost to rez this ice, derez another piece of harmonic ice.",
                         "[sub] Do 1 core damage.", "[sub] Trash 1 installed program.",
                         "[sub] Trash 1 installed program."),
            subs=(damage("core", 1), trash_program, trash_program), rez_costs=(DerezAnother("harmonic"),),
            decisions=("Bloop target",))
SURVEYOR = ice("Surveyor", "Sentry - Tracer", faction="weyland-consortium", cost=5, strength=None,
               inf=2, text=("X is twice the number of ice protecting this server.",
                            "[sub]Trace[X]. If successful, give the Runner 2 tags.",
                            "[sub]Trace[X]. If successful, end the run."),
               subs=(_surveyor_trace(give_tags(2)), _surveyor_trace(ETR)), strength_bonus=_surveyor_x)


def _corp_pays_or_etr(game, ctx) -> None:
    from rulesdb.engine.effects.costs import Payment, able, pay

    payment = Payment("corp", 1, "ability", f"{ctx.by} (1[c] to end the run)")
    if able(game, payment) and game.decider.ask("pay 1[c] to Tsurugi", ["yes", "no"], "Corp") == "yes":
        pay(game, payment)
        ETR(game, ctx)
        return
    game.trace.add(f"{ctx.by}: the Corp does not pay, so the run goes on.")


def _searchlight_trace(game, ctx) -> None:
    trace(_advancements(game, ctx.source), give_tags(1))(game, ctx)


COBRA = ice("Cobra", "Sentry - Destroyer - AP", faction="neutral-corp", cost=4, strength=1, inf=0,
            text=("[sub] Trash 1 program.", "[sub] Do 2 net damage."), subs=(trash_program, damage("net", 2)))
SEARCHLIGHT = ice("Searchlight", "Sentry - Tracer - Observer", faction="weyland-consortium", cost=1,
                  strength=3, inf=1, text=("Searchlight can be advanced. X is the number of advancement "
                                           "tokens on Searchlight.",
                                           "[sub]Trace[X]. If successful, give the Runner 1 tag.",
                                           "[sub]Trace[X]. If successful, give the Runner 1 tag."),
                  subs=(_searchlight_trace, _searchlight_trace))
ARCHITECT = ice("Architect", "Sentry", faction="haas-bioroid", cost=4, strength=3, inf=2, text=(
    "Players cannot trash this ice.",
    "[sub] Look at the top 5 cards of R&D. You may install 1 of those cards, ignoring the install cost.",
    "[sub] You may install 1 card from Archives or HQ."),
    subs=(corp_installs("rd", top=5, ignore_cost=True), corp_installs("archives", "hq")),
    on=(constant("cannot-trash", lambda game, card, subject: subject is card),),
    decisions=installs_asked("Architect"))

def _archives_to_hq(game, ctx) -> None:
    """Drafter: the Corp may add 1 card from Archives to HQ."""
    pile = game.corp.discard
    titles = [c.title for c in pile]
    choice = game.decider.ask("Drafter target", [*titles, "no"], "Corp") if pile else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Corp adds no card from Archives to HQ.")
        return
    card = pile[titles.index(choice)]
    pile.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to HQ.")


def _drafter_plan(game, found: list, value):
    """Read Drafter's install answer: `no`, or {install: <ice>, in: <server>, trash: [<ice>...]}."""
    if value == "no":
        return None
    if not isinstance(value, dict) or set(value) - {"install", "in", "trash"} or value.get("in") not in game.servers:
        raise ValueError("expected no or {install: <ice>, in: <server>, trash: [<ice>...]}")
    card = next((o for o in found if o.title == value.get("install")), None)
    protecting = game.servers[value["in"]].ice
    doomed = [next((o for o in protecting if o.title == t), None) for t in value.get("trash", [])]
    if card is None or None in doomed:
        raise ValueError(f"{value!r}: no such ice in HQ or Archives, or protecting {value['in']}")
    return card, value["in"], doomed


def _drafter_install(game, ctx) -> None:
    """Drafter: install a piece of ice from HQ or Archives outermost on a server, ignoring all costs,
    trashing any ice already protecting it that the Corp names."""
    from rulesdb.engine import cites
    from rulesdb.engine.effects.common import trash
    from rulesdb.engine.effects.icemoves import install_ice_at
    found = [o for o in game.corp.hand + game.corp.discard if o.is_ice]
    choice = game.decider.ask("Drafter choice", ["no", "{install, in, trash}"], "Corp",
                              check=lambda value: _drafter_plan(game, found, value)) if found else None
    if choice is None:
        game.trace.add(f"{ctx.by}: the Corp installs nothing.")
        return
    card, server, doomed = choice
    install_ice_at(game, card, game.servers[server], 0, ctx.by)
    for old in doomed:
        trash(game, old, f"{ctx.by} (installing {card.title})", cites.C_INSTALL_STEPS, preventable=False)


DRAFTER = ice("Drafter", "Sentry", faction="haas-bioroid", cost=3, strength=3, inf=2, text=(
    "[sub] You may add 1 card from Archives to HQ.",
    "[sub] You may install 1 card from Archives or HQ, ignoring all costs."),
    subs=(_archives_to_hq, _drafter_install), decisions=("Drafter choice",),
    waits_for="corp actions")  # installs ice only; other card types wait for Corp installs

FLARE = ice("Flare", "Sentry - Tracer - AP", faction="nbn", cost=9, strength=6, inf=3, text=(
    "[sub]Trace[6]. If successful, trash 1 piece of hardware, do 2 meat damage (cannot be prevented), "
    "and end the run.",),
    subs=(trace(6, seq(trash_installed("hardware"), damage("meat", 2, preventable=False), ETR)),))



def _if_strength_5(game, ctx) -> None:
    """"If your trace strength is 5 or greater, do 1 net damage": an instruction of the trace without
    "if successful", so it resolves when the trace is determined either way."""
    strength = game.last_trace.get("strength", 0)
    enough = strength >= 5
    game.trace.add(f"{ctx.by}: the trace strength was {strength}, "
                   f"{'5 or greater: 1 more net damage' if enough else 'less than 5: no more damage'}.",
                   cites.cr("rule_trace_conditional_abilities"))
    if enough:
        damage("net", 1)(game, ctx)


GEMINI = ice("Gemini", "Sentry - Tracer - AP", faction="jinteki", cost=3, strength=5, inf=2, text=(
    "[sub] Trace[2]. If successful, do 1 net damage. If your trace strength is 5 or greater, do 1 net damage.",),
    subs=(seq(trace(2, damage("net", 1)), _if_strength_5),))


DEFINITIONS = (DRAFTER, COBRA, SEARCHLIGHT, ARCHITECT, DATA_RAVEN, CORTEX_LOCK, CADUCEUS, ARCHER, ICHI, GRIM,
               DATA_MINE, NEURAL_KATANA, SWORDSMAN, GUTENBERG, COLOSSUS, TSURUGI, FENRIS, BLOOP, SURVEYOR,
               FLARE, GEMINI)


def _encounter_it(game, ctx) -> None:
    """Chrysalis: accessed anywhere but Archives, the Runner encounters it (a forced encounter)."""
    from rulesdb.engine.run.encounter import forced_encounter
    forced_encounter(game, ctx.source, ctx.by)


CHRYSALIS = ice("Chrysalis", "Sentry - AP", faction="jinteki", cost=3, strength=2, inf=2, trash=1, text=(
    "While the Runner is accessing this ice in R&D, they must reveal it.",
    "When the Runner accesses this ice anywhere except in Archives, they encounter it.",
    "[sub] Do 2 net damage."),
    subs=(damage("net", 2),), on=(when_accessed(_encounter_it, not_in=("Archives",), starts="When the Runner"),))
DEFINITIONS = DEFINITIONS + (CHRYSALIS,)


def _odd_advancements(card) -> bool:
    return card.counters.get("advancement", 0) % 2 == 1


LYCAN = ice("Lycan", "Sentry - Destroyer - Morph", faction="weyland-consortium", cost=6, strength=3, inf=2, text=(
    "Lycan can be advanced.",
    "While Lycan has an odd number of advancement tokens on it, it gains code gate and loses sentry.",
    "[sub] Trash 1 program."),
    subs=(trash_program,),
    on=(constant("subtype-gain", lambda game, card, subject: int(
            subject[0] is card and subject[1] == "code gate" and _odd_advancements(card)), starts="While"),
        constant("subtype-loss", lambda game, card, subject: int(
            subject[0] is card and subject[1] == "sentry" and _odd_advancements(card)), starts="While")))
DEFINITIONS = DEFINITIONS + (LYCAN,)


def _brainstorm(game, ctx) -> None:
    """Brainstorm: it gains X "[sub] Do 1 core damage." for the remainder of the run, X the cards in
    the grip as the ability resolves."""
    from rulesdb.engine.cards.hooks import gains_subroutines
    gains_subroutines(game, ctx.source, "Do 1 core damage.", damage("core", 1), len(game.runner.hand), ctx.by)


BRAINSTORM = ice("Brainstorm", "Sentry - AP", faction="haas-bioroid", cost=9, strength=2, inf=4, text=(
    "When the Runner encounters this ice, it gains X \"[sub] Do 1 core damage.\" subroutines for the "
    "remainder of this run. X is equal to the number of cards in the grip.",),
    on=(when_encountered(_brainstorm),))
DEFINITIONS = DEFINITIONS + (BRAINSTORM,)


def _corp_card(game, ctx, subject) -> bool:
    return getattr(subject, "owner", None) == "corp"


ANSEL = ice("Ansel 1.0", "Sentry - Bioroid - Destroyer", faction="haas-bioroid", cost=6, strength=4, inf=3, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] Trash 1 installed Runner card.", "[sub] You may install 1 card from HQ or Archives.",
    "[sub] The Runner cannot steal or trash Corp cards for the remainder of this run."),
    subs=(trash_installed("program", "hardware", "resource"), corp_installs("hq", "archives"),
          seq(cannot("steal", _corp_card, "The Runner cannot steal Corp cards for the remainder of this run."),
              cannot("trash", _corp_card, "The Runner cannot trash Corp cards for the remainder of this run."))),
    breaker=lose_clicks_to_break(), decisions=installs_asked("Ansel 1.0"))
DEFINITIONS = DEFINITIONS + (ANSEL,)


def _trash_or_end(kind: str):
    """Biawak: "Trash 1 installed <kind> or end the run": the Corp, who resolves the subroutine,
    chooses (decision "Biawak choice"); trashing is an option only while there is such a card."""
    def resolve(game, ctx) -> None:
        found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == kind]
        options = ([f"trash 1 installed {kind}"] if found else []) + ["end the run"]
        choice = game.decider.ask(f"{ctx.source.title} choice", options, "Corp") if len(options) > 1 else options[0]
        (trash_installed(kind) if choice != "end the run" else end_the_run)(game, ctx)
    return resolve


BIAWAK = ice("Biawak", "Sentry - Destroyer", faction="weyland-consortium", cost=14, strength=6, inf=3, text=(
    "You can forfeit 1 agenda as you rez this ice to pay for 10[c] of its rez cost.",
    "[sub] Trash 1 installed program or end the run.", "[sub] Trash 1 installed resource or end the run.",
    "[sub] End the run."),
    subs=(_trash_or_end("program"), _trash_or_end("resource"), end_the_run),
    on=(constant("forfeit-pays-rez", lambda game, card, cost: 10, starts="You can forfeit"),),
    decisions=("forfeit for Biawak", "Biawak choice", "Biawak target"))
DEFINITIONS = DEFINITIONS + (BIAWAK,)
