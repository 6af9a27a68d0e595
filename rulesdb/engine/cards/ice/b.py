"""Ice whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import when_encountered, when_rezzed_during_a_run_here
from rulesdb.engine.cards.primitives.card_counters import can_advance
from rulesdb.engine.cards.primitives.choices import choose, seq, trace, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import may_trash_installed, trash_installed, trash_program
from rulesdb.engine.cards.primitives.piles import trash_from_hq_to
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, gain, threat_level
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.card_costs import DerezAnother
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import this_server


def _ice_protecting_this(game, ctx) -> None:
    server = this_server(game, ctx.source)  # also after it left, or from Archives (cr/rule_this_server)
    count = len(server.ice) if server is not None else 0
    gain(count)(game, ctx)


def _install_ice_inward(game, ctx) -> None:
    """Brân 1.0: "You may install 1 piece of ice from HQ or Archives directly inward from this ice"."""
    from rulesdb.engine.cards.pile_choice import by_title_and_pile
    from rulesdb.engine.effects.icemoves import install_ice_at, inward_of
    where = inward_of(game, ctx.source, ctx.by)
    options = by_title_and_pile([(o, pile) for pile, cards in (("hq", game.corp.hand), ("archives", game.corp.discard))
                                 for o in cards if o.is_ice])
    choice = game.decider.ask("Brân 1.0 target", [*options, "no"], "Corp") if options and where else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Corp installs no ice.")
        return
    install_ice_at(game, options[choice][0], *where, ctx.by)


def _run_on_this_server(game, card) -> bool:
    place = game.locate(card)
    return game.run is not None and not game.run.ended and place is not None \
        and place[0].name == game.run.server


def _plus_2_at_threat_4(game, card, ice) -> int:
    """Boto: "Threat 4 → This ice gets +2 strength" while either player has 4 or more agenda points."""
    return 2 if ice is card and threat_level(game) >= 4 else 0


def _bullfrog(game, ctx) -> None:
    """Bullfrog: a psi game; if the bids differ and it is still installed, it moves (with the run)."""
    from rulesdb.engine.effects.icemoves import move_to_outermost
    from rulesdb.engine.effects.psi_games import psi
    ice = ctx.source
    if not psi(game, ice.title) or game.locate(ice) is None:
        return
    here = game.locate(ice)[0].name
    others = [name for name in game.servers if name != here]
    move_to_outermost(game, ice, game.decider.ask("Bullfrog target", others, "Corp"), ctx.by)


def _brainstorm(game, ctx) -> None:
    """Brainstorm: it gains X "[sub] Do 1 core damage." for the remainder of the run, X the cards in
    the grip as the ability resolves."""
    from rulesdb.engine.cards.hooks.hosting import gains_subroutines
    gains_subroutines(game, ctx.source, "Do 1 core damage.", damage("core", 1), len(game.runner.hand), ctx.by)


def _trash_or_end(kind: str):
    """Biawak: "Trash 1 installed <kind> or end the run": the Corp, who resolves the subroutine,
    chooses (decision "Biawak choice"); trashing is an option only while there is such a card."""
    def resolve(game, ctx) -> None:
        found = [o for o in game.installed() if o.owner == "runner" and not o.facedown  # no type facedown
                 and o.card.facts.type == kind]
        options = ([f"trash 1 installed {kind}"] if found else []) + ["end the run"]
        choice = game.decider.ask(f"{ctx.source.title} choice", options, "Corp") if len(options) > 1 else options[0]
        (trash_installed(kind) if choice != "end the run" else end_the_run)(game, ctx)
    return resolve


ETR = end_the_run


def _ai_installed(game: Game, ctx: Ctx) -> bool:
    return any(o.owner == "runner" and not o.facedown and o.card.facts.type == "program" and o.card.facts.has("AI")
               for o in game.installed())


BALLISTA = ice("Ballista", "Sentry - Destroyer", faction="weyland-consortium", cost=5, strength=4, inf=2,
               text=("[sub] Trash 1 installed program or end the run.",), subs=(_trash_or_end("program"),),
               decisions=("Ballista choice", "Ballista target"))


BASTION = ice("Bastion", "Barrier", faction="neutral-corp", cost=4, strength=4, inf=0,
              text=("[sub] End the run.",), subs=(ETR,))



def _plus_3_protecting_archives(game: Game, card, ice) -> int:
    place = game.locate(card)
    return 3 if ice is card and place is not None and place[0].name == "Archives" else 0


BATHYNOMUS = ice("Bathynomus", "Sentry - AP", faction="jinteki", cost=3, strength=1, inf=3, text=(
    "While this ice is protecting Archives, it gets +3 strength.", "[sub] Do 3 net damage."),
    subs=(damage("net", 3),), on=(constant("ice-strength", _plus_3_protecting_archives, starts="While"),))

BIAWAK = ice("Biawak", "Sentry - Destroyer", faction="weyland-consortium", cost=14, strength=6, inf=3, text=(
    "You can forfeit 1 agenda as you rez this ice to pay for 10[c] of its rez cost.",
    "[sub] Trash 1 installed program or end the run.", "[sub] Trash 1 installed resource or end the run.",
    "[sub] End the run."),
    subs=(_trash_or_end("program"), _trash_or_end("resource"), end_the_run),
    on=(constant("forfeit-pays-rez", lambda game, card, cost: 10, starts="You can forfeit"),),
    decisions=("forfeit for Biawak", "Biawak choice", "Biawak target"))


BLOOP = ice("Bloop", "Sentry - AP - Destroyer - Harmonic", faction="haas-bioroid", cost=3, strength=5,
            inf=2, text=("As an additional cost to rez this ice, derez another piece of harmonic ice.",
                         "[sub] Do 1 core damage.", "[sub] Trash 1 installed program.",
                         "[sub] Trash 1 installed program."),
            subs=(damage("core", 1), trash_program, trash_program), rez_costs=(DerezAnother("harmonic"),),
            decisions=("Bloop target",))


BORDER_CONTROL = ice("Border Control", "Barrier", faction="weyland-consortium", cost=4, strength=1,
                     inf=3, text=("[trash]: End the run. Use this ability only during a run on this "
                                  "server.", "[sub] Gain 1[c] for each piece of ice protecting this "
                                  "server.", "[sub] End the run."),
                     subs=(_ice_protecting_this, ETR),
                     on=(paid(TrashSelf(), effect=ETR, when=_run_on_this_server),))


BOTO = ice("Boto", "Barrier - AP", faction="jinteki", cost=6, strength=4, inf=2, text=(
    "Threat 4 → This ice gets +2 strength. <em>(This ability is active if any player has 4 or more agenda "
    "points.)</em>",
    "[sub] Do 2 net damage.",
    "[sub] You may trash 1 card from HQ to end the run.",
    "[sub] You may trash 1 card from HQ to end the run."),
    subs=(damage("net", 2), trash_from_hq_to(end_the_run), trash_from_hq_to(end_the_run)),
    on=(constant("ice-strength", _plus_2_at_threat_4, starts="Threat 4"),), decisions=("Boto target",))


BRAINSTORM = ice("Brainstorm", "Sentry - AP", faction="haas-bioroid", cost=9, strength=2, inf=4, text=(
    "When the Runner encounters this ice, it gains X \"[sub] Do 1 core damage.\" subroutines for the "
    "remainder of this run. X is equal to the number of cards in the grip.",),
    on=(when_encountered(_brainstorm),))


BRAN = ice("Brân 1.0", "Barrier - Bioroid", faction="haas-bioroid", cost=6, strength=6, inf=2, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] You may install 1 piece of ice from HQ or Archives directly inward from this ice, ignoring all "
    "costs.",
    "[sub] End the run.", "[sub] End the run."),
    subs=(_install_ice_inward, ETR, ETR), decisions=("Brân 1.0 target",), breaker=lose_clicks_to_break())


BULLFROG = ice("Bullfrog", "Code Gate - Deflector - Psi", faction="jinteki", cost=3, strength=4, inf=2, text=(
    "[sub] You and the Runner secretly spend 0[c], 1[c] or 2[c]. Reveal spent credits. If you and the "
    "Runner spent a different number of credits and this ice is installed, move this ice to the "
    "outermost position protecting another server. <em>(The run continues from this new position.)</em>",),
    subs=(_bullfrog,), decisions=("Bullfrog target",))


BULWARK = ice("Bulwark", "Barrier - Illicit", faction="weyland-consortium", cost=10, strength=8, inf=3,
              text=("When you rez this ice, take 1 bad publicity.",
                    "When the Runner encounters this ice, gain 2[c] if there is an installed AI program.",
                    "[sub] The Runner trashes 1 installed program.", "[sub] Gain 2[c]. End the run.",
                    "[sub] Gain 2[c]. End the run."),
              subs=(trash_installed("program", chooser="Runner"), seq(gain(2), ETR), seq(gain(2), ETR)),
              on=(when_encountered(when(_ai_installed, gain(2))), when_rezzed(bad_publicity(1))))


BUMI = ice("Bumi 1.0", "Sentry - Bioroid - AP - Destroyer", faction="haas-bioroid", cost=3, strength=3, inf=1,
           text=(
    "When you rez this ice during a run against this server, you may trash 1 installed trojan program.",
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] Trash 1 installed program.", "[sub] Do 1 core damage."),
    subs=(trash_program, damage("core", 1)), breaker=lose_clicks_to_break(),
    on=(when_rezzed_during_a_run_here(may_trash_installed("program", subtype="trojan")),),
    decisions=("Bumi 1.0 target",))


def _runner_trashes_a_program(game: Game, ctx: Ctx) -> None:
    """Burke Bugs: the Runner trashes 1 of their installed programs, their pick ("Burke Bugs target")."""
    from rulesdb.engine.effects.trashing import trash
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "program" and not o.facedown]
    card = choose(game, ctx, found, "Runner", "the Runner has no installed program", cites.SUBROUTINE)
    if card is not None:
        trash(game, card, ctx.by, cites.SUBROUTINE, who="runner")


BURKE_BUGS = ice("Burke Bugs", "Sentry - Destroyer", faction="weyland-consortium", cost=0, strength=0, inf=1, text=(
    "[sub] Trace[0]. If successful, the Runner trashes 1 program.",), subs=(trace(0, _runner_trashes_a_program),),
    decisions=("Burke Bugs target",))


def _move_outermost_anywhere(game: Game, ctx: Ctx) -> None:
    """Builder: to the outermost position protecting any server the Corp names ("Builder choice"); an installed
    card moved within the play area stays the same object."""
    builder = ctx.source
    place = game.locate(builder)
    if place is None:
        return
    name = game.decider.ask("Builder choice", list(game.servers), "Corp")
    place[0].ice.remove(builder)
    game.servers[name].ice.insert(0, builder)
    game.trace.add(f"{ctx.by}: {builder.title} moves to the outermost position protecting {name}.",
                   cites.cr("rule_identify_object_after_move"), key=True)


def _advance_ice_here(game: Game, ctx: Ctx) -> None:
    """Builder's subroutine: 1 advancement token on a piece of ice protecting this server that can be advanced
    ("Builder target")."""
    from rulesdb.engine.effects.pools import add_counters
    here = this_server(game, ctx.source)
    found = [o for o in (here.ice if here else []) if can_advance(game, o)]
    card = choose(game, ctx, found, "Corp", "no piece of ice protecting this server can be advanced",
                  cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


BUILDER = ice("Builder", "Code Gate", faction="weyland-consortium", cost=2, strength=4, inf=1, text=(
    "[click]: Move this piece of ice to the outermost position protecting any server.",
    "[sub] Place 1 advancement token on a piece of ice protecting this server that can be advanced.",
    "[sub] Place 1 advancement token on a piece of ice protecting this server that can be advanced."),
    subs=(_advance_ice_here, _advance_ice_here),
    on=(paid(Clicks(1), effect=_move_outermost_anywhere, starts="[click]"),),
    decisions=("Builder choice", "Builder target"))
