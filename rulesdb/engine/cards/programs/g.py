"""Programs whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, _interface, _printed_breaker, free_with_2_link
from rulesdb.engine.cards.shared import corp_trashes_top_of_rd
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf
from rulesdb.engine.state.carddef import Breaker
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.subroutines import of_encounter
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_BOOSTED


def _encountering(game, card) -> bool:
    """A paid ability that could break subroutines can be used during any encounter
    (cr/rule_paid_ability_breaks_subroutines), even one with a single subroutine, where it breaks nothing: since
    CR 25.04 no rule asks that an ability could change the game state (NISEI's and CR 24.09's 1.2.5 are gone)."""
    enc = game.encounter
    return enc is not None and not enc.ended


def _break_all_but_one(game, ctx) -> None:
    """Grappling Hook: break every subroutine of the encountered ice but the one the Runner keeps."""
    enc = game.encounter
    texts = [f"{i + 1}: {s.text}" for i, s in enumerate(of_encounter(game, enc))]
    if len(texts) < 2:
        game.trace.add(f"{ctx.by}: {enc.ice.title} has {counted(len(texts), 'subroutine')}, so all but 1 is none: "
                       "nothing is "
                       "broken.", cites.SUBROUTINE, cites.cr("rule_paid_ability_breaks_subroutines"), key=True)
        return
    kept = texts.index(game.decider.ask("Grappling Hook choice", texts, "Runner"))
    from rulesdb.engine.run.breaking import break_subroutines
    game.trace.add(f"{ctx.by}: every subroutine on {enc.ice.title} but {texts[kept]!r} is to be broken.",
                   cites.SUBROUTINE)
    break_subroutines(game, enc, ctx.source, [i for i in range(len(texts)) if i != kept and i not in enc.broken])


GARROTE = _breaker("Garrote", "Killer", faction="criminal", cost=7, strength=2, inf=3, mu=2, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.", "1[c]: +1 strength."),
    breaker=breaks("sentry", 1, boost=1))


GORDIAN_BLADE = _printed_breaker("Gordian Blade", "shaper", ["Decoder"], 4, 2, 3, 1,
                         [_interface("code gate", 1),
                          "1[c]: +1 strength for the remainder of this run."],
                         Breaker("code gate", 1, pump_cost=1, pump_duration="run"))


GRAPPLING_HOOK = program("Grappling Hook", "", faction="criminal", cost=2, inf=2, mu=1, text=(
    "[trash]: Break all but 1 subroutine on a piece of ice.",),
    on=(paid(TrashSelf(), effect=_break_all_but_one, when=_encountering, breaks_subroutines=True),),
    decisions=("Grappling Hook choice",))


def _plus_3_this_turn(game: Game, ctx: Ctx) -> None:
    """Gauss: +3 strength for the remainder of the turn (a lasting effect on this object)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    gauss = ctx.source
    lasting(game, "breaker-strength", lambda game, obj, breaker: 3 if breaker is gauss else 0,
            "Gauss gets +3 strength for the remainder of the turn", "turn", ctx.by)


GAUSS = _breaker("Gauss", "Fracter", faction="shaper", cost=2, strength=1, inf=2, mu=1, text=(
    "When you install this program, it gets +3 strength for the remainder of the turn.",
    "Interface → 1[c]: Break 1 barrier subroutine.", "2[c]: +2 strength."),
    breaker=breaks("barrier", 1, boost=2, amount=2), on_install=on_install(_plus_3_this_turn),
    on=(constant(MAY_HAVE_BOOSTED, lambda game, card, breaker: 3 if breaker is card else 0, starts="When you"),))


def _accessing_non_agenda(game: Game, card) -> bool:
    access = game.access
    current = getattr(access, "current", None) if access is not None else None
    return current is not None and current.card.facts.type != "agenda"


def _gourmand(game: Game, ctx: Ctx) -> None:
    """Gourmand: trash the accessed card; if it was trashed, draw 1 card (cr/rule_if_you_do)."""
    from rulesdb.engine.cards.primitives.run import trash_accessed_card
    before = len(game.corp.discard)
    trash_accessed_card(game, ctx)
    if len(game.corp.discard) > before:
        draw(1)(game, ctx)


GOURMAND = program("Gourmand", "", faction="anarch", cost=0, inf=2, mu=1, text=(
    "Access → [trash]: Trash the non-agenda card you are accessing. If you do, draw 1 card.",),
    on=(paid(TrashSelf(), effect=_gourmand, when=_accessing_non_agenda, access=True, starts="Access",
             trashes_accessed=True),))


GINGERBREAD = _breaker("Gingerbread", "", faction="criminal", cost=2, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 tracer subroutine.", "2[c]: +3 strength."),
    breaker=breaks("tracer", 1, boost=2, amount=3))


def _corp_basic_draw_or_credit(game: Game, card, event) -> bool:
    """The Corp spent [click] on the basic action to draw 1 card or gain 1[c] (a card's ability is not one)."""
    action = event.info.get("action")
    return event.info.get("side") == "corp" and action is not None and action.verb in ("draw", "gain credit")


def _credit_per_virus_counter(game: Game, ctx: Ctx) -> None:
    """Gorman Drip v1: its counters as it was last in play, before its own [trash] cost took it away."""
    from rulesdb.engine.cards.primitives.players import gain
    gain(ctx.source.counters.get("virus", 0))(game, ctx)


GORMAN_DRIP = program("Gorman Drip v1", "Virus", faction="criminal", cost=1, inf=1, mu=1, text=(
    "Whenever the Corp spends a [click] to draw 1 card or gain 1[c] (not through a card ability), place 1 virus "
    "counter on Gorman Drip v1.", "[click], [trash]: Gain 1[c] for each virus counter on Gorman Drip v1."),
    on=(whenever("clicks-spent", place_counters("virus", 1), _corp_basic_draw_or_credit, starts="Whenever"),
        paid(Clicks(1), TrashSelf(), effect=_credit_per_virus_counter, starts="[click], [trash]")))


def _gs(title: str, subtype: str, breaks_what: str, cost: int):
    """The GS cloud breakers of Data and Destiny: free of memory with 2[link], 2[c] breaks any number of one
    subtype's subroutines, 2[c]: +3 strength."""
    return _breaker(title, f"{subtype} - Cloud", faction="sunny-lebeau", cost=cost, strength=1, inf=2, mu=1, text=(
        "If you have at least 2[link], the memory cost of this program is 0[MU], even if it is not installed.",
        f"Interface → 2[c]: Break any number of {breaks_what} subroutines.", "2[c]: +3 strength."),
        breaker=breaks(breaks_what, 2, boost=2, amount=3, up_to=None),
        on=(constant("memory-cost", free_with_2_link, starts="If you have"),))


GS_SHERMAN_M3 = _gs("GS Sherman M3", "Fracter", "barrier", 3)
GS_SHRIKE_M2 = _gs("GS Shrike M2", "Killer", "sentry", 5)
GS_STRIKER_M1 = _gs("GS Striker M1", "Decoder", "code gate", 4)


def _installed_corp_card_trashed(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.owner == "corp" and bool(event.info.get("installed"))


GRAVEDIGGER = program("Gravedigger", "Virus", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Whenever an installed Corp card is trashed, place 1 virus counter on Gravedigger.",
    "[click], hosted virus counter: The Corp trashes the top card of R&D."),
    on=(whenever("trashed", place_counters("virus", 1), _installed_corp_card_trashed, starts="Whenever"),
        paid(Clicks(1), HostedCounters("virus"), effect=corp_trashes_top_of_rd, starts="[click]")))
