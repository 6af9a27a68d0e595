"""Ice whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR, encountered_ice_gains_end_the_run, grail_reveal, stronger_protecting
from rulesdb.engine.cards.primitives.card_counters import place_advancement, place_counters, remove_counters
from rulesdb.engine.cards.primitives.choices import choose, psi_game, seq, trace, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import (
    able_to_pay,
    bad_publicity,
    corp_pays,
    damage,
    gain,
    give_tags,
    lose,
    lose_clicks,
)
from rulesdb.engine.cards.primitives.run import end_the_run, end_the_run_unless
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf
from rulesdb.engine.effects.derez import derez
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _subtypes_of_other_rezzed_ice(game, card, subject) -> bool:
    """Mother Goddess: it has every subtype printed on another rezzed piece of ice."""
    ice, subtype = subject
    return ice is card and any(o.is_ice and o.rezzed and o is not card and o.card.facts.has(subtype)
                               for o in game.installed())


def _take_a_hosted_program(game, ctx) -> None:
    """Magnet: host on it 1 installed program hosted on a piece of ice (the Corp's choice)."""
    from rulesdb.engine.effects.card_moves import rehost
    found = [o for o in game.installed() if o.card.facts.type == "program" and o.host is not None
             and o.host.is_ice and o.host is not ctx.source]
    program = choose(game, ctx, found, "Corp", "no program is hosted on a piece of ice", cites.C_HOST)
    if program is not None:
        rehost(game, program, ctx.source, ctx.by)


def _metamorph(game, ctx) -> None:
    """Metamorph: swap 2 other installed ice, or 2 installed non-ice Corp cards, where that is legal."""
    from rulesdb.engine.effects.card_moves import swap_ice
    from rulesdb.engine.effects.swaps import legal_root_swap, swap_roots
    ice_list = [o for o in game.installed() if o.is_ice and o is not ctx.source]
    others = [o for o in game.installed() if o.owner == "corp" and not o.is_ice and game.locate(o)]
    pairs = [(a, b) for i, a in enumerate(ice_list) for b in ice_list[i + 1:]]
    pairs += [(a, b) for i, a in enumerate(others) for b in others[i + 1:] if legal_root_swap(game, a, b)]
    if not pairs:
        game.trace.add(f"{ctx.by}: no legal swap is possible, so nothing happens.",
                       cites.cr("rule_swap_only_to_valid_location"), key=True)
        return
    # two copies of one title are named by where each is ("Ice Wall protecting HQ / Enigma"), so each pair is one answer
    label = {id(o): name for group in (ice_list, others) for o, name in zip(group, labels(game, group, "corp"))}
    names = [f"{label[id(a)]} / {label[id(b)]}" for a, b in pairs]
    first, second = pairs[names.index(ask_must(game, "Metamorph choice", names, "Corp", cites.C_TARGETS))]
    (swap_ice if first.is_ice else swap_roots)(game, first, second, ctx.by)


def _marker(game, ctx) -> None:
    """Marker: the next ice the Runner encounters gains "[sub] End the run." after all its other
    subroutines, when that encounter begins, for the remainder of the run."""
    encountered_ice_gains_end_the_run(game, ctx.source, each_other=False)
    game.trace.add(f"{ctx.by}: the next piece of ice the Runner encounters this run will gain "
                   "\"[sub] End the run.\" after all its other subroutines.",
                   cites.cr("rule_subroutines_added_to_end_default"), key=True)


MAGNET = ice("Magnet", "Code Gate", faction="haas-bioroid", cost=3, strength=3, inf=1, text=(
    "When you rez this ice, choose 1 installed program hosted on a piece of ice. Host that program on "
    "this ice.", "Each hosted program loses all abilities and cannot gain abilities.", "[sub] End the run."),
    subs=(ETR,),
    on=(when_rezzed(_take_a_hosted_program, starts="When you rez"),
        constant("loses-abilities", lambda game, card, subject: subject.host is card, starts="Each hosted")),
    decisions=("Magnet target",))


MARKER = ice("Marker", "Code Gate", faction="jinteki", cost=0, strength=3, inf=1, text=(
    "[sub] The next piece of ice the Runner encounters gains \"[sub] End the run.\" after all its other "
    "subroutines for the remainder of this run.",), subs=(_marker,))



MASKIROVKA = ice("Maskirovka", "Barrier", faction="weyland-consortium", cost=3, strength=3, inf=3, text=(
    "[sub] Gain 2[c].", "[sub] End the run."), subs=(gain(2), end_the_run))

METAMORPH = ice("Metamorph", "Code Gate - Observer", faction="jinteki", cost=3, strength=4, inf=3, text=(
    "[sub] Swap 2 other installed pieces of ice or 2 of your installed non-ice cards.",),
    subs=(_metamorph,), decisions=("Metamorph choice",))


def _broke_printed_subroutine(game, card, event) -> bool:
    """Mirāju: the encounter with it that ended saw its printed subroutine broken."""
    enc = event.info.get("encounter")
    return (event.subject is card and enc is not None
            and any(i < len(enc.keys) and enc.keys[i] == ("printed", 0) for i in enc.broken))


def _miraju_deflects(game, ctx) -> None:
    """Mirāju: instead of passing it, the Runner moves to the outermost position of Archives and
    approaches the ice there (moves.py); they may jack out; it is derezzed."""
    from rulesdb.engine.effects.jacking_out import may_jack_out
    from rulesdb.engine.run.moves import move_to_outermost
    if move_to_outermost(game, "Archives", ctx.by):
        may_jack_out(game, ctx.source.title)
    derez(game, ctx.source, ctx.by)


def _miraju_draw_and_shuffle(game, ctx) -> None:
    """Mirāju's subroutine: the Corp may draw 1 card ("Mirāju choice"), then shuffles 1 card of its
    choice from HQ into R&D ("Mirāju target")."""
    from rulesdb.engine.turns.turn import draw
    if game.decider.ask("Mirāju choice", ["draw", "no"], "Corp") == "draw":
        draw(game, "corp", 1, ctx.by)
    card = choose(game, ctx, list(game.corp.hand), "Corp", "HQ is empty: nothing is shuffled into R&D")
    if card is None:
        return
    game.corp.hand.remove(card)
    game.corp.deck.append(game.change_zone(card, "rd"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp shuffles 1 card from HQ into R&D.", cites.SUBROUTINE)


MIRAJU = ice("Mirāju", "Code Gate - Deflector", faction="jinteki", cost=2, strength=0, inf=2, text=(
    "Whenever an encounter with this ice ends, if the Runner broke its printed subroutine, the Runner"
    " moves to the outermost position of Archives instead of passing this ice. They may jack out. "
    "Derez this ice.", "[sub] You may draw 1 card. Then, shuffle 1 card from HQ into R&D."),
    subs=(_miraju_draw_and_shuffle,),
    on=(whenever("encounter-ended", _miraju_deflects, _broke_printed_subroutine, starts="Whenever"),),
    decisions=("Mirāju choice", "Mirāju target"))


MOTHER_GODDESS = ice("Mother Goddess", "Mythic", faction="neutral-corp", unique=True, cost=4, strength=4, inf=0,
                     text=("Mother Goddess gains the subtypes of all other rezzed ice.",
                           "[sub] End the run."), subs=(ETR,),
                     on=(constant("subtype-gain", _subtypes_of_other_rezzed_ice, starts="Mother Goddess"),))


def _during_a_run_here(game, card) -> bool:
    """"Use this ability only during a run on this server"."""
    place = game.locate(card)
    return game.run is not None and not game.run.ended and place is not None and place[0].name == game.run.server


MIC = ice("M.I.C.", "Code Gate", faction="haas-bioroid", cost=6, strength=4, inf=2, text=(
    "[trash]: End the run unless the Runner spends [click]. Use this ability only during a run on this server.",
    "[sub] The Runner loses [click].", "[sub] The Runner loses [click].", "[sub] End the run."),
    subs=(lose_clicks(1), lose_clicks(1), ETR),
    on=(paid(TrashSelf(), effect=end_the_run_unless("spend [click]", Clicks(1)), starts="[trash]",
             when=_during_a_run_here),))


def _has_advancement(game, pending) -> str:
    return "" if pending.source.counters.get("advancement", 0) else "it hosts no advancement counter"


MESTNICHESTVO = ice("Mestnichestvo", "Code Gate", faction="nbn", cost=5, strength=4, inf=2, text=(
    "You can advance this ice.", "When the Runner encounters this ice, you may remove 1 hosted advancement "
    "counter. If you do, the Runner loses 3[c].", "[sub] The Runner loses 3[c].", "[sub] End the run."),
    subs=(lose(3, "runner"), ETR),
    on=(when_encountered(seq(remove_counters("advancement", 1), lose(3, "runner")), optional="use Mestnichestvo",
                         usable=_has_advancement),))


def _rez_2_less(game: Game, ctx: Ctx) -> None:
    """Mycoweb: the Corp may rez 1 installed piece of ice ("Mycoweb target", or `no`), paying 2[c] less."""
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.timing.flow import offer_rez
    found = [o for o in game.installed() if o.is_ice and not o.rezzed]
    titles = labels(game, found, "corp")
    choice = game.decider.ask("Mycoweb target", [*titles, "no"], "Corp") if found else "no"
    if choice == "no":
        return
    ice = found[titles.index(choice)]
    lasting(game, "rez-cost", lambda g, c, subject: -2 if subject is ice else 0,
            f"Rezzing {ice.title} costs 2[c] less.", "turn", ctx.by)
    cheaper = game.effects[-1]
    try:
        offer_rez(game, ice, forced=True)
    finally:
        game.effects.remove(cheaper)


def _resolve_one_on(subtype: str, other: bool):
    """"Resolve 1 subroutine on (another) rezzed <subtype>": the Corp names the ice ("Mycoweb target") and the
    subroutine ("Mycoweb choice"), which resolves as a subroutine of that ice."""
    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if o.is_ice and o.rezzed and game.has_subtype(o, subtype)
                 and o.card.subroutines and not (other and o is ctx.source)]
        chosen = choose(game, ctx, found, "Corp", f"there is no rezzed {subtype} with a subroutine", cites.SUBROUTINE)
        if chosen is None:
            return
        texts = [s.text for s in chosen.card.subroutines]
        sub = chosen.card.subroutines[texts.index(ask_must(game, "Mycoweb choice", texts, "Corp", cites.C_TARGETS))]
        game.trace.add(f"{ctx.by} resolves a subroutine of {chosen.title}: \"{sub.text}\"", cites.SUBROUTINE)
        sub.resolve(game, chosen)
    return resolve


MYCOWEB = ice("Mycoweb", "Code Gate", faction="jinteki", cost=8, strength=5, inf=2, text=(
    "[sub] You may install 1 piece of ice from Archives, ignoring all costs.",
    "[sub] You may rez 1 installed piece of ice, paying 2[c] less.", "[sub] Resolve 1 subroutine on a rezzed sentry.",
    "[sub] Resolve 1 subroutine on another rezzed code gate."),
    subs=(corp_installs("archives", types=("ice",), ignore_cost=True), _rez_2_less, _resolve_one_on("sentry", False),
          _resolve_one_on("code gate", True)),
    decisions=(*installs_asked("Mycoweb"), "Mycoweb target", "Mycoweb choice"))


MATRIX_ANALYZER = ice("Matrix Analyzer", "Sentry - Tracer - Observer", faction="nbn", cost=1, strength=3, inf=2, text=(
    "When the Runner encounters Matrix Analyzer, you may pay 1[c] to place 1 advancement token on a card that can be "
    "advanced.", "[sub] Trace[2]. If successful, give the Runner 1 tag."), subs=(trace(2, give_tags(1)),),
    on=(when_encountered(corp_pays(1, place_advancement()), optional="use Matrix Analyzer", usable=able_to_pay(1)),),
    decisions=("Matrix Analyzer target",))


def _install_ice_here_free(game, ctx) -> None:
    """Minelayer: the Corp may install 1 piece of ice from HQ protecting this ice's server, outermost, ignoring the
    install cost ("Minelayer install", or `no`)."""
    from rulesdb.engine.turns.corp_actions import install_card
    from rulesdb.errors import ScenarioError
    found = [c for c in game.corp.hand if c.is_ice]
    card = choose(game, ctx, found, "Corp", "there is no ice in HQ", cites.C_CORP_INSTALL, suffix="install",
                  or_none="the Corp installs no ice")
    if card is None:
        return

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: Minelayer: {message}")
    install_card(game, card, game.corp.hand, game.server_of(ctx.source), refuse, ignore_cost=True)


MINELAYER = ice("Minelayer", "Code Gate", faction="haas-bioroid", cost=1, strength=4, inf=1, text=(
    "[sub] You may install 1 piece of ice from HQ protecting this server, ignoring the install cost.",),
    subs=(_install_ice_here_free,), decisions=("Minelayer install",))


MUCKRAKER = ice("Muckraker", "Sentry - Tracer - Illicit", faction="nbn", cost=5, strength=3, inf=3, text=(
    "When you rez Muckraker, take 1 bad publicity.", "[sub] Trace[1]. If successful, give the Runner 1 tag.",
    "[sub] Trace[2]. If successful, give the Runner 1 tag.", "[sub] Trace[3]. If successful, give the Runner 1 tag.",
    "[sub] End the run if the Runner is tagged."),
    subs=(trace(1, give_tags(1)), trace(2, give_tags(1)), trace(3, give_tags(1)),
          when(lambda game, ctx: game.runner.tags > 0, end_the_run)),
    on=(when_rezzed(bad_publicity(1)),))


MAMBA = ice("Mamba", "Sentry - Psi - AP", faction="jinteki", cost=6, strength=4, inf=2, text=(
    "Hosted power counter: Do 1 net damage. Use this ability only during a run.", "[sub] Do 1 net damage.",
    "[sub] You and the Runner secretly spend 0[c], 1[c], or 2[c]. Reveal spent credits. If you and the Runner spent a "
    "different number of credits, place 1 power counter on Mamba."),
    subs=(damage("net", 1), psi_game(if_differ=place_counters("power", 1))),
    on=(paid(HostedCounters("power", 1), effect=damage("net", 1), starts="Hosted power counter",
             when=lambda game, card: game.run is not None and not game.run.ended),))


MARKUS_1_0 = ice("Markus 1.0", "Barrier - Bioroid", faction="haas-bioroid", cost=4, strength=3, inf=1, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] The Runner trashes 1 of their installed cards.", "[sub] End the run."),
    subs=(trash_installed("card", chooser="Runner"), end_the_run),
    breaker=lose_clicks_to_break(), decisions=("Markus 1.0 target",))


MERLIN = ice("Merlin", "Code Gate - Grail - AP", faction="neutral-corp", cost=6, strength=4, inf=1, text=(
    "When the Runner encounters Merlin, you may reveal up to 2 grail ice from HQ. For the remainder of this run, "
    "Merlin gains the subroutines of the revealed ice in the order of your choice.", "[sub] Do 2 net damage."),
    subs=(damage("net", 2),), on=(when_encountered(grail_reveal),), decisions=("Merlin target",))


MERU_MATI = ice("Meru Mati", "Barrier", faction="weyland-consortium", cost=2, strength=1, inf=2, text=(
    "Meru Mati has +3 strength while protecting HQ.", "[sub] End the run."),
    subs=(ETR,), strength_bonus=stronger_protecting(3, "HQ"))
