"""Resources whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.moments import on_install, when_emptied, when_turn_begins
from rulesdb.engine.cards.hosting_uninstalled import host_uninstalled
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.piles import sabotage
from rulesdb.engine.cards.primitives.players import bad_publicity, gain, gain_clicks, give_tags, lose
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import _encountering
from rulesdb.engine.effects import trashing
from rulesdb.engine.effects.card_costs import ForfeitAgenda
from rulesdb.engine.effects.costtypes import Clicks, Credits, TrashSelf
from rulesdb.engine.effects.player_costs import LoseClicks, TakeTag
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, virus_program_installed


def _pawn_another_card(game: Game, ctx: Ctx) -> None:
    """Aesop's Pawnshop: the Runner may trash 1 of their other installed cards to gain 3[c]."""
    others = [o for o in game.installed() if o.owner == "runner" and o is not ctx.source]
    titles = labels(game, others, "runner")
    choice = game.decider.ask("Aesop’s Pawnshop target", [*titles, "no"], "Runner") if others else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Runner trashes no card.")
        return
    if trashing.trash(game, others[titles.index(choice)], ctx.by, who="runner") is not None:
        gain(3)(game, ctx)


def _minus_2_strength(game: Game, ctx: Ctx) -> None:
    enc = game.encounter
    enc.strength_bonus -= 2
    game.trace.add(f"{ctx.by}: {enc.ice.title} gets -2 strength for the remainder of this encounter "
                   f"(now {game.ice_strength(enc.ice)}).", cites.C_LASTING)


def _trash_weakened_ice(game: Game, ctx: Ctx) -> None:
    ice = game.encounter.ice
    if game.ice_strength(ice) > 0:
        game.trace.add(f"{ctx.by}: {ice.title} has {game.ice_strength(ice)} strength, more than 0: "
                       "it is not trashed.")
        return
    trashing.trash(game, ice, ctx.by, who="runner")  # the Runner trashes it (Kessleroid, Hostile Architecture)


def _artist_colony(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.searches import RUNNER_INSTALLABLE, search_stack_and_install
    search_stack_and_install(game, RUNNER_INSTALLABLE, "Artist Colony target", ctx.by)


AESOPS_PAWNSHOP = resource("Aesop’s Pawnshop", "Connection - Location", faction="shaper",
    unique=True, cost=1, inf=2, text=(
    "When your turn begins, you may trash 1 of your other installed cards. If you do, gain 3[c].",),
    on=(when_turn_begins(_pawn_another_card),), decisions=("Aesop’s Pawnshop target",))


def _run_or_run_event_first(game: Game, card, action) -> str:
    """Always Be Running: the first [click] of the turn goes on the basic action to run, or to play a run event."""
    if action.verb == "run":
        return ""
    if action.verb == "play":
        played = next((c for c in game.runner.hand if c.title.lower() == str(action.card).lower()), None)
        if played is not None and played.card.facts.has("run"):
            return ""
    return "the first [click] each turn must be spent to run a server or to play a run event"


ALL_NIGHTER = resource("All-nighter", "", faction="shaper", cost=0, inf=2, text=(
    "[click], [trash]: Gain [click][click].",), on=(paid(Clicks(1), TrashSelf(), effect=gain_clicks(2)),))


ALWAYS_BE_RUNNING = resource("Always Be Running", "Directive - Virtual", faction="adam", unique=True, cost=0, inf=3,
                             text=("The first [click] you spend each turn must be spent to take the "
                                   "basic action to play an event or the basic action to run a server. "
                                   "You cannot take the action to play an event this way except if you "
                                   "play a run event.",
                                   "Once per turn → Lose [click][click]: Break 1 subroutine."),
                             breaker=breaks(None, 0, costs=(LoseClicks(2),), once_per_turn=True),
                             on=(constant("first-click", _run_or_run_event_first, starts="The first"),))


ARMITAGE = resource("Armitage Codebusting", "Job", faction="neutral-runner", cost=1, inf=0, text=(
    "Place 12[c] from the bank on Armitage Codebusting when it is installed. When there are no "
    "credits left on Armitage Codebusting, trash it.", "[click]: Take 2[c] from Armitage Codebusting."),
    hosted_credits=12, on=(when_emptied(trash_self, starts="Place 12"),
                           paid(Clicks(1), effect=take_credits(2), starts="[click]")))


ARRUACEIRAS_CREW = resource("Arruaceiras Crew", "Connection - Seedy", faction="anarch", cost=2, inf=3, text=(
    "Once per turn → Take 1 tag: The ice you are encountering gets –2 strength for the remainder of this "
    "encounter.",
    "[trash], 2[c]: Trash the ice you are encountering if its strength is 0 or less."),
    on=(paid(TakeTag(1), effect=_minus_2_strength, when=_encountering, once_per_turn=True, starts="Once per turn"),
        paid(TrashSelf(), Credits(2), effect=_trash_weakened_ice, when=_encountering, starts="[trash]")))


ARTIST_COLONY = resource("Artist Colony", "Location", faction="shaper", cost=0, inf=3, text=(
    "Forfeit 1 agenda: Search your stack for 1 program, resource, or piece of hardware. Install that "
    "card.",), on=(paid(ForfeitAgenda(), effect=_artist_colony, starts="Forfeit"),),
    decisions=("Artist Colony target",))


def _accessed_3_on_hq_or_rd(game, card, event) -> bool:
    record = game.runs[-1] if game.runs else {}
    return record.get("server") in ("HQ", "R&D") and len(record.get("accessed", ())) >= 3


def _amelia_payday(game: Game, ctx: Ctx) -> None:
    """Amelia Earhart: remove 3 hosted power counters and trash it; if it is trashed, the Corp loses 10[c]."""
    card = ctx.source
    card.counters["power"] -= 3
    game.trace.add(f"{ctx.by}: 3 power counters removed from Amelia Earhart.", cites.C_COUNTERS)
    if trashing.trash_as_cost(game, card, ctx.by, who="runner") is not None:
        lose(10, "corp")(game, ctx)


AMELIA_EARHART = resource("Amelia Earhart", "Virtual - Companion", faction="criminal", unique=True, cost=0, inf=3,
                          text=(
    "Whenever a run on HQ or R&D ends, if you accessed 3 or more cards during that run, place 1 power counter on "
    "this resource.",
    "When your turn begins, you may remove 3 hosted power counters and trash this resource. If you do, the Corp "
    "loses 10[c]."),
    on=(whenever("run-ends", place_counters("power", 1), _accessed_3_on_hq_or_rd, starts="Whenever"),
        whenever("turn-begins", _amelia_payday, lambda game, card, event: event.info.get("side") == "runner"
                 and card.counters.get("power", 0) >= 3, starts="When your turn", structure="turn",
                 optional="use Amelia Earhart")))


def _first_virus_program_this_turn(game, card, event) -> bool:
    return first_each_turn(game, event, virus_program_installed)


AVGUSTINA_IVANOVSKAYA = resource("Avgustina Ivanovskaya", "Connection", faction="anarch", unique=True, cost=1, inf=1,
                                 text=("The first time each turn you install a virus program, sabotage 1. <em>(The "
                                       "Corp trashes 1 card of their choice from HQ or the top of R&D.)</em>",),
                                 on=(whenever("install", sabotage(1), _first_virus_program_this_turn,
                                              starts="The first"),),
                                 decisions=("Avgustina Ivanovskaya choice",))


def _virus_or_weapon(card) -> bool:
    return card.card.facts.has("virus") or card.card.facts.has("weapon")


def _search_and_host(game: Game, ctx: Ctx) -> None:
    """Asmund Pudlat: up to 2 virus or weapon cards with different names found in the stack (decision "Asmund Pudlat
    choice": titles, or none), the stack shuffled at once (cr/rule_shuffle_deck_after_search), then hosted faceup
    on it, not installed."""
    from rulesdb.engine.cards.shared import pick_cards
    from rulesdb.engine.effects.searches import stack_search_ends
    names = list({c.title: c for c in game.runner.deck if _virus_or_weapon(c)}.values())  # one of each name
    found = pick_cards(game, "Asmund Pudlat choice", names, "the stack's virus and weapon cards", "Runner", most=2)
    stack_search_ends(game, found, ctx.by)
    for card in list(found):
        host_uninstalled(game, ctx.source, card, found, ctx.by)


def _hosted_card_to_grip(game: Game, ctx: Ctx) -> None:
    """Asmund Pudlat: the Runner may add 1 hosted card to the grip ("Asmund Pudlat target", or `no`); then, with no
    more hosted cards, it is trashed."""
    asmund = ctx.source
    titles = labels(game, asmund.hosted, "runner")
    choice = game.decider.ask("Asmund Pudlat target", [*titles, "no"], "Runner") if titles else "no"
    if choice != "no":
        card = asmund.hosted[titles.index(choice)]
        asmund.hosted.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
        game.trace.add(f"{ctx.by}: {card.title} is added from it to the grip.", cites.C_HOST, key=True)
    if not asmund.hosted:
        trash_self(game, ctx)


ASMUND_PUDLAT = resource("Asmund Pudlat", "Connection - Seedy", faction="criminal", unique=True, cost=2, inf=2, text=(
    "When you install this resource, search your stack for up to 2 virus or weapon cards with different names. "
    "Host those cards faceup on this resource. <em>(They are not installed.)</em>",
    "When your turn begins, you may add 1 hosted card to your grip. If there are no more hosted cards, trash this "
    "resource."),
    on_install=on_install(_search_and_host), on=(when_turn_begins(_hosted_card_to_grip),),
    decisions=("Asmund Pudlat choice", "Asmund Pudlat target"), hosts_uninstalled=True)


ACCESS_TO_GLOBALSEC = resource("Access to Globalsec", "Link", faction="neutral-runner", cost=1, inf=0,
                               text=("+1[link]",), link=1)


def _corp_turn(game: Game, card, event) -> bool:
    return event.info.get("side") == "corp"


ACTIVIST_SUPPORT = resource("Activist Support", "", faction="anarch", cost=1, inf=2, text=(
    "When the Corp's turn begins, take 1 tag if you have no tags.",
    "When your turn begins, give the Corp 1 bad publicity if they have no bad publicity."),
    on=(whenever("turn-begins", when(lambda game, ctx: not game.runner.tags, give_tags(1)), _corp_turn,
                 starts="When the Corp's", structure="turn"),
        when_turn_begins(when(lambda game, ctx: not game.corp.bad_publicity, bad_publicity(1)))))
