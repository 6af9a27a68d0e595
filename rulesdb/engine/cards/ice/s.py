"""Ice whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import cannot_break_using, lose_clicks_to_break
from rulesdb.engine.cards.hooks.hosting import gains_subroutines, own_subroutines
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import (
    ETR,
    _advancements,
    encountered_ice_gains_end_the_run,
    if_trace_strength_5,
    no_jack_out_until_next_encounter,
)
from rulesdb.engine.cards.primitives.card_counters import place_advancement, place_counters
from rulesdb.engine.cards.primitives.choices import choose, psi_game, seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import runner_installed, trash_installed, trash_program, trash_self
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.piles import arrange_top
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, gain, give_tags, lose
from rulesdb.engine.cards.primitives.run import end_the_run, end_the_run_unless, unless_either
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.cards.reveals import reveal_the_grip, reveal_the_grip_and_trash_1
from rulesdb.engine.cards.shared import may_trash_own_installed_to
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Credits, HostedCounters, SufferDamage
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.effects.player_costs import TakeTag
from rulesdb.engine.state.game import Game


def _pay_or_rd_breach(game, ctx) -> None:
    """Shiro: the Corp may pay 1[c]; if it does not, the Runner breaches R&D without its root."""
    from rulesdb.engine.run.access import breach
    payment = Payment("corp", 1, "ability", "Shiro's subroutine")
    if able(game, payment) and game.decider.ask("pay 1[c] to Shiro", ["yes", "no"], "Corp") == "yes":
        pay(game, payment)
        return
    breach(game, "R&D", with_root=False, by=ctx.by)


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


def _searchlight_trace(game, ctx) -> None:
    trace(_advancements(game, ctx.source), give_tags(1))(game, ctx)


SEARCHLIGHT = ice("Searchlight", "Sentry - Tracer - Observer", faction="weyland-consortium", cost=1,
                  strength=3, inf=1, text=("Searchlight can be advanced. X is the number of advancement "
                                           "tokens on Searchlight.",
                                           "[sub]Trace[X]. If successful, give the Runner 1 tag.",
                                           "[sub]Trace[X]. If successful, give the Runner 1 tag."),
                  subs=(_searchlight_trace, _searchlight_trace))


SELF_ADAPTING = ice("Self-Adapting Code Wall", "Barrier", faction="neutral-corp", cost=3, strength=1,
                    inf=0, text=("The strength of Self-Adapting Code Wall cannot be lowered.",
                                 "[sub] End the run."), subs=(ETR,),
                    on=(constant("cannot-lower-strength", lambda game, card, ice: ice is card, starts="The strength"),))


SHIRO = ice("Shiro", "Code Gate", faction="jinteki", cost=6, strength=5, inf=4, text=(
    "[sub] Look at the top 3 cards of R&D and arrange them in any order.",
    "[sub] You may pay 1[c]. If you do not, the Runner breaches R&D. They cannot access cards in the root "
    "of R&D during that breach."),
    subs=(arrange_top(3, "Shiro choice"), _pay_or_rd_breach), decisions=("pay 1[c] to Shiro",))


SPIDERWEB = ice("Spiderweb", "Barrier", faction="weyland-consortium", cost=4, strength=2, inf=2,
                text=("[sub] End the run.",) * 3, subs=(ETR,) * 3)


SURVEYOR = ice("Surveyor", "Sentry - Tracer", faction="weyland-consortium", cost=5, strength=None,
               inf=2, text=("X is twice the number of ice protecting this server.",
                            "[sub]Trace[X]. If successful, give the Runner 2 tags.",
                            "[sub]Trace[X]. If successful, end the run."),
               subs=(_surveyor_trace(give_tags(2)), _surveyor_trace(ETR)), strength_bonus=_surveyor_x)


SWORDSMAN = ice("Swordsman", "Sentry - AP - Destroyer", faction="jinteki", cost=3, strength=2, inf=1,
                text=("The Runner cannot break subroutines on this ice using AI programs.",
                      "[sub] Trash 1 installed AI program.", "[sub] Do 1 net damage."),
                subs=(trash_installed("program", subtype="AI"), damage("net", 1)),
                on=(cannot_break_using("AI", starts="The Runner cannot"),))


SANDSTONE = ice("Sandstone", "Barrier", faction="weyland-consortium", cost=3, strength=6, inf=2, text=(
    "When the Runner encounters this ice, place 1 virus counter on it.",
    "This ice gets \u22121 strength for each hosted virus counter.", "[sub] End the run."), subs=(ETR,),
    on=(when_encountered(place_counters("virus", 1)),),
    strength_bonus=lambda game, card: -card.counters.get("virus", 0))


def _the_only_ice(game, card) -> int:
    place = game.locate(card)
    return 4 if place is not None and len(place[0].ice) == 1 else 0


SCATTER_FIELD = ice("Scatter Field", "Code Gate", faction="haas-bioroid", cost=3, strength=0, inf=2, text=(
    "While this ice is the only piece of ice protecting this server, it gets +4 strength.",
    "[sub] You may install 1 card from HQ.", "[sub] End the run."), subs=(corp_installs("hq"), ETR),
    strength_bonus=_the_only_ice, decisions=installs_asked("Scatter Field"))


def _printed_except_with_fracter(game, card, subject) -> bool:
    from rulesdb.engine.state.subroutines import of_encounter
    enc, breaker, group = subject
    if enc.ice is not card or game.has_subtype(breaker, "fracter"):
        return False
    subs = of_encounter(game, enc)
    return any(subs[i].source == "printed" for i in group)


SEMAK_SAMUN = ice("Semak-samun", "Barrier - AP", faction="jinteki", cost=3, strength=3, inf=1, text=(
    "The Runner cannot break the printed subroutine on this ice except using a fracter.",
    "[sub] End the run unless the Runner suffers 3 net damage."),
    subs=(end_the_run_unless("suffer 3 net damage", SufferDamage("net", 3)),),
    on=(constant("cannot-break-subroutines", _printed_except_with_fracter, starts="The Runner cannot"),))


SERAPH = ice("Seraph", "Sentry - AP - Observer - Deep Net", faction="nbn", cost=10, strength=5, inf=3, text=(
    "When the Runner encounters this ice, they lose 3[c] unless they suffer 2 net damage or take 1 tag.",
    "[sub] The Runner loses 3[c].", "[sub] Do 2 net damage.", "[sub] Give the Runner 1 tag."),
    subs=(lose(3, "runner"), damage("net", 2), give_tags(1)),
    on=(when_encountered(unless_either({"suffer 2 net damage": (SufferDamage("net", 2),), "take 1 tag": (TakeTag(1),)},
                                       lose(3, "runner"), "lose 3[c]")),), unique=True)


_TRASHED_IN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> encounters it trashed a card in


def _at_most_one_trash(types: tuple[str, ...]):
    """Sorocaban Blade: a trash subroutine does nothing once this ice trashed an installed Runner card in
    this encounter ("You cannot trash more than 1 installed Runner card with this ice during each encounter")."""
    trash = trash_installed(*types)

    def resolve(game: Game, ctx: Ctx) -> None:
        enc, done = game.encounter, _TRASHED_IN.setdefault(game, set())
        if enc is not None and enc.number in done:
            game.trace.add(f"{ctx.by}: Sorocaban Blade already trashed an installed Runner card during this "
                           "encounter, so it cannot trash another.", cites.C_CANNOT, key=True)
            return
        before = len(runner_installed(game))  # a hosted card too (cr/rule_host_on_ability)
        trash(game, ctx)
        if enc is not None and len(runner_installed(game)) < before:
            done.add(enc.number)
    return resolve


SOROCABAN_BLADE = ice("Sorocaban Blade", "Sentry - Destroyer", faction="haas-bioroid", cost=4, strength=2, inf=3,
                      text=(
    "You cannot trash more than 1 installed Runner card with this ice during each encounter.",
    "[sub] Trash 1 installed resource.", "[sub] Trash 1 installed piece of hardware.",
    "[sub] Trash 1 installed program."),
    subs=(_at_most_one_trash(("resource",)), _at_most_one_trash(("hardware",)), _at_most_one_trash(("program",))))


def _etr_per_tag(game: Game, ctx: Ctx) -> None:
    gains_subroutines(game, ctx.source, "End the run.", ETR, game.runner.tags, ctx.by)


STARLIT_KNIGHT = ice("Starlit Knight", "Sentry - Observer", faction="nbn", cost=5, strength=2, inf=3, text=(
    "Threat 4 \u2192 When the Runner encounters this ice, it gains X \"[sub] End the run.\" subroutines for the "
    "remainder of this run, after its other subroutines. X is equal to the number of tags the Runner has.",
    "[sub] Give the Runner 1 tag.", "[sub] Give the Runner 1 tag."), subs=(give_tags(1), give_tags(1)),
    on=(when_encountered(_etr_per_tag, threat=4, starts="Threat 4"),))


def _plus_5_this_run(game: Game, ctx: Ctx) -> None:
    ice = ctx.source
    if game.run is None:
        game.trace.add(f"{ctx.by}: there is no run, so the strength bonus has nothing to last for.")
        return
    lasting(game, "ice-strength", lambda g, card, subject: 5 if subject is ice else 0,
            "Stavka gets +5 strength for the remainder of the run.", "run", ctx.by)


STAVKA = ice("Stavka", "Sentry - Destroyer", faction="weyland-consortium", cost=4, strength=2, inf=2, text=(
    "When you rez this ice, you may trash 1 of your other installed cards. If you do, this ice gets +5 strength "
    "for the remainder of the run.", "[sub] Trash 1 installed program.", "[sub] Trash 1 installed program."),
    subs=(trash_program, trash_program), on=(when_rezzed(may_trash_own_installed_to(_plus_5_this_run, other=True)),),
    decisions=("Stavka target",))


SYAILENDRA = ice("Syailendra", "Code Gate - AP", faction="weyland-consortium", cost=4, strength=5, inf=3, text=(
    "You can advance this ice.", "When the Runner encounters this ice, if it has 3 or more hosted advancement "
    "counters, you may place 1 advancement counter on an installed card you can advance.",
    "[sub] You may place 1 advancement counter on an installed card you can advance.",
    "[sub] The Runner loses 2[c].", "[sub] Do 1 net damage."),
    subs=(place_advancement(optional=True), lose(2, "runner"), damage("net", 1)),
    on=(whenever("encounter", place_advancement(optional=True), lambda game, card, event: event.subject is card
                 and _advancements(game, card) >= 3, starts="When the Runner encounters", structure="encounter"),),
    decisions=("Syailendra target",))


_SAISENTAN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {encounter number: card type}
RUNNER_CARD_TYPES = ("event", "hardware", "program", "resource")


def _name_a_card_type(game: Game, ctx: Ctx) -> None:
    named = game.decider.ask("Saisentan choice", list(RUNNER_CARD_TYPES), "Corp")
    if game.encounter is not None:
        _SAISENTAN.setdefault(game, {})[game.encounter.number] = named
    game.trace.add(f"{ctx.by}: the Corp chooses {named}.", cites.ENCOUNTER)


def _chosen_type_trashed_by_its_subroutine(game: Game, card, event) -> bool:
    """"Whenever you trash a card of the chosen type with net damage from a subroutine on this ice", during
    the encounter it was chosen in (the extra damage is Saisentan's ability, not a subroutine's)."""
    enc = game.encounter
    if enc is None or enc.ice is not card or enc.ended or event.info.get("kind") != "net":
        return False
    chosen = _SAISENTAN.get(game, {}).get(enc.number)
    return event.info.get("by") == f"{card.title}'s subroutine" and event.subject.card.facts.type == chosen


SAISENTAN = ice("Saisentan", "Sentry - AP - Observer", faction="jinteki", cost=5, strength=2, inf=3, text=(
    "When the Runner encounters this ice, choose a card type. For the remainder of the encounter, whenever you trash "
    "a card of the chosen type with net damage from a subroutine on this ice, do 1 net damage.",
    "[sub] Do 1 net damage.", "[sub] Do 1 net damage.", "[sub] Do 1 net damage."), subs=(damage("net", 1),) * 3,
    on=(when_encountered(_name_a_card_type),
        whenever("trashed-by-damage", damage("net", 1), _chosen_type_trashed_by_its_subroutine,
                 starts="When the Runner", structure="encounter")),
    decisions=("Saisentan choice",))


SHADOW = ice("Shadow", "Sentry - Tracer", faction="weyland-consortium", cost=3, strength=1, inf=1, text=(
    "Shadow can be advanced and has +1 strength for each advancement token on it.",
    "[sub] The Corp gains 2[c].", "[sub] Trace[3]. If successful, give the Runner 1 tag."),
    subs=(gain(2), trace(3, give_tags(1))), strength_bonus=_advancements)


SALVAGE = ice("Salvage", "Code Gate - Tracer", faction="weyland-consortium", cost=2, strength=0, inf=2, text=(
    "Salvage can be advanced only while rezzed and gains \u201c[sub] Trace[2]. If successful, give the Runner 1 "
    "tag.\u201d for each advancement token on it.",),
    on=(own_subroutines(lambda game, card: card.counters.get("advancement", 0),
                        "Trace[2]. If successful, give the Runner 1 tag.", trace(2, give_tags(1)), starts="Salvage"),))


def _program_to_top_of_stack(game: Game, ctx: Ctx) -> None:
    """Sherlock 1.0: the Corp names 1 installed program ("Sherlock 1.0 target"); it goes on top of the stack."""
    from rulesdb.engine.effects.card_moves import to_stack
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "program" and not o.facedown]
    card = choose(game, ctx, found, "Corp", "the Runner has no installed program", cites.SUBROUTINE)
    if card is not None:
        to_stack(game, card, ctx.by)


SHERLOCK = ice("Sherlock 1.0", "Sentry - Bioroid - Tracer", faction="haas-bioroid", cost=6, strength=5, inf=2, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    *("[sub] Trace[4]. If successful, add 1 installed program to the top of the Runner's stack.",) * 2),
    subs=(trace(4, _program_to_top_of_stack),) * 2, breaker=lose_clicks_to_break(), decisions=("Sherlock 1.0 target",))


SNOWFLAKE = ice("Snowflake", "Barrier - Psi", faction="jinteki", cost=1, strength=3, inf=2, text=(
    "[sub] You and the Runner secretly spend 0[c], 1[c], or 2[c]. Reveal spent credits. End the run if you and the "
    "Runner spent a different number of credits.",), subs=(psi_game(ETR),))


def _sensei(game: Game, ctx: Ctx) -> None:
    """Sensei: for the remainder of this run, each other piece of ice the Runner encounters gains "[sub] End the run"
    after all its other subroutines, as its encounter begins (once per piece of ice: it keeps it for the run)."""
    encountered_ice_gains_end_the_run(game, ctx.source, each_other=True)
    game.trace.add(f"{ctx.by}: for the remainder of this run, each other piece of ice the Runner encounters gains "
                   "\"[sub] End the run\" after all its other subroutines.",
                   cites.cr("rule_subroutines_added_to_end_default"), key=True)


SENSEI = ice("Sensei", "Code Gate", faction="jinteki", cost=3, strength=5, inf=1, text=(
    "[sub] For the remainder of this run, each piece of ice encountered except Sensei gains \"[sub] End the run\" "
    "after all its other subroutines.",), subs=(_sensei,))


def _deflect_to_archives(game, ctx) -> None:
    """Susanoo-no-Mikoto: unless Archives is attacked, the Runner moves to the outermost position of Archives
    instead of passing it (they approach the ice there, or reach the Movement Phase: run.moves), and cannot jack
    out until their next encounter begins."""
    from rulesdb.engine.run.moves import move_to_outermost
    if game.run is None or game.run.server == "Archives":
        game.trace.add(f"{ctx.by}: the attacked server is Archives, so the Runner does not move.")
    else:
        move_to_outermost(game, "Archives", ctx.by)
    no_jack_out_until_next_encounter(game, ctx)


SUSANOO_NO_MIKOTO = ice("Susanoo-no-Mikoto", "Sentry - Deflector", faction="jinteki", unique=True, cost=9, strength=7,
                        inf=3, text=(
    "[sub] If the attacked server is not Archives, the Runner moves to the outermost position of Archives instead of "
    "passing this ice. The Runner cannot jack out this run until after they encounter a piece of ice.",),
    subs=(_deflect_to_archives,))


SHINOBI = ice("Shinobi", "Sentry - Tracer - AP - Illicit", faction="jinteki", cost=7, strength=5, inf=3, text=(
    "When you rez Shinobi, take 1 bad publicity.", "[sub] Trace[1]. If successful, do 1 net damage.",
    "[sub] Trace[2]. If successful, do 2 net damage.",
    "[sub] Trace[3]. If successful, do 3 net damage and end the run."),
    subs=(trace(1, damage("net", 1)), trace(2, damage("net", 2)), trace(3, seq(damage("net", 3), end_the_run))),
    on=(when_rezzed(bad_publicity(1)),))


SNOOP = ice("Snoop", "Sentry - Tracer", faction="nbn", cost=6, strength=6, inf=2, text=(
    "When the Runner encounters Snoop, reveal all cards in the Runner's grip.",
    "Hosted power counter: Reveal all cards in the Runner's grip. Trash 1 of those cards.",
    "[sub] Trace[3]. If successful, place 1 power counter on Snoop."),
    subs=(trace(3, place_counters("power", 1)),),
    on=(when_encountered(lambda game, ctx: reveal_the_grip(game, ctx) and None),
        paid(HostedCounters("power", 1), effect=reveal_the_grip_and_trash_1, starts="Hosted power counter")),
    decisions=("Snoop target",))


SWARM = ice("Swarm", "Sentry - Destroyer - Illicit", faction="weyland-consortium", cost=8, strength=5, inf=4, text=(
    "When you rez Swarm, take 1 bad publicity.",
    "Swarm can be advanced and gains \"[sub] Trash 1 program unless the Runner pays 3[c].\" for each advancement "
    "token on it."),
    on=(when_rezzed(bad_publicity(1)),
        own_subroutines(_advancements, "Trash 1 program unless the Runner pays 3[c].",
                        unless_either({"pay 3[c]": (Credits(3),)}, trash_program, "let the Corp trash 1 program"),
                        starts="Swarm can be advanced")),
    decisions=("Swarm choice", "Swarm target"))


SAGITTARIUS = ice("Sagittarius", "Sentry - Tracer - Destroyer", faction="haas-bioroid", cost=5, strength=4, inf=2,
                  text=("[sub] Trace[2]. If successful, trash 1 program. If your trace strength is 5 or greater, trash "
                        "1 program.",),
                  subs=(seq(trace(2, trash_program), if_trace_strength_5(trash_program, "1 more program trashed")),),
                  decisions=("Sagittarius target",))


SPECIAL_OFFER = ice("Special Offer", "Trap - Advertisement", faction="nbn", cost=1, strength=3, inf=2, text=(
    "[sub] The Corp gains 5[c]. Trash Special Offer.",), subs=(seq(gain(5), trash_self),))
