"""Assets whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import unprotected
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_advancement, place_counters
from rulesdb.engine.cards.primitives.choices import said_choices, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import derez
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import draw, gain, gain_clicks
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import resource_to_top_of_stack
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import new_this_turn, refuse_unknown


def _rezzed_bioroids_lose_click_first(game, card, ice) -> tuple:
    """Warden Fatuma: rezzed bioroid ice (as its subtypes are now) gains its subroutine first."""
    from rulesdb.engine.cards.hooks.abilities import as_subroutine
    from rulesdb.engine.cards.primitives.players import lose_clicks
    from rulesdb.engine.state.carddef import Subroutine
    if not (ice.is_ice and ice.rezzed and game.has_subtype(ice, "bioroid")):
        return ()
    return (Subroutine("The Runner loses [click], if able.", as_subroutine(lose_clicks(1))),)


WARDEN_FATUMA = asset("Warden Fatuma", "Character", faction="haas-bioroid", unique=True, cost=1, inf=2, trash=5, text=(
    "Each piece of rezzed bioroid ice gains \"[sub] The Runner loses [click], if able.\" before all of "
    "its other subroutines.",),
    on=(constant("gain-subroutines-first", _rezzed_bioroids_lose_click_first, starts="Each piece"),))


def _you_rez_a_card(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.owner == "corp"


WORKING_PROTOTYPE = asset("Working Prototype", "Hostile", faction="haas-bioroid", cost=1, inf=2, trash=2, text=(
    "Whenever you rez a card <em>(including this asset)</em>, place 1 power counter on this asset.",
    "[click], hosted power counter: Gain 3[c].",
    "[click], 5 hosted power counters: Gain 6[c]. Add 1 installed resource to the top of the stack."),
    on=(whenever("rezzed", place_counters("power", 1), _you_rez_a_card, starts="Whenever"),
        paid(Clicks(1), HostedCounters("power", 1), effect=gain(3), starts="[click], hosted"),
        paid(Clicks(1), HostedCounters("power", 5), effect=seq(gain(6), resource_to_top_of_stack),
             starts="[click], 5")),
    decisions=("Working Prototype target",))


def _to_hq(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.uninstalling import remove_installed
    if game.is_installed(ctx.source):
        remove_installed(game, ctx.source)
        game.corp.hand.append(game.change_zone(ctx.source, "hq"))
        game.trace.add(f"{ctx.by}: Wall to Wall is added to HQ.", cites.NEW_OBJECT)


_WALL_TO_WALL = {"draw 1 card": draw(1), "gain 1[c]": gain(1),
                 "place 1 advancement counter on an installed piece of ice": place_advancement(
                     where=lambda game, card: card.is_ice and card.owner == "corp"),
                 "add this asset to HQ": _to_hq}


def _wall_to_wall(game: Game, ctx: Ctx) -> None:
    """Wall to Wall: 1 option if the Corp has another rezzed asset, else up to 3 different ones in the order named
    ("Wall to Wall choice": a name or a list)."""
    others = any(o.rezzed and o.card.facts.type == "asset" and o is not ctx.source for o in game.installed())
    most = 1 if others else 3

    def check(value):
        names = value if isinstance(value, list) else [value]
        if len(names) > most or len(set(names)) != len(names) or any(n not in _WALL_TO_WALL for n in names):
            raise ValueError(f"{value!r} must name {'1' if others else 'up to 3'} different options")
        if others and not names:
            raise ValueError("with another rezzed asset, the Corp resolves 1 option")
        return names
    picked = game.decider.ask("Wall to Wall choice", list(_WALL_TO_WALL), "Corp", check=check)
    for name in picked:
        game.trace.add(f"{ctx.by}: the Corp resolves \"{name}\".")
        _WALL_TO_WALL[name](game, ctx)
    said_choices(game, ctx, "corp", picked)


WALL_TO_WALL = asset("Wall to Wall", "Advertisement", faction="weyland-consortium", cost=1, inf=3, trash=3, text=(
    "When your turn begins, if you have any other rezzed assets, resolve 1 of the following; otherwise, resolve up "
    "to 3 in any order:<ul><li>Draw 1 card.</li><li>Gain 1[c].</li><li>Place 1 advancement counter on an installed "
    "piece of ice.</li><li>Add this asset to HQ.</li></ul>",), on=(when_turn_begins(_wall_to_wall),),
    decisions=("Wall to Wall choice", "Wall to Wall target"), unique=True)


def _install_then_derez(game: Game, ctx: Ctx) -> None:
    """Warm Reception: the Corp may install 1 card from HQ, which cannot be scored this turn; then, if this server
    is not protected by ice, it may derez Warm Reception to derez another installed card ("Warm Reception target")."""
    installed = corp_installs("hq")(game, ctx)
    if installed is not None:
        lasting(game, "cannot-score", lambda g, c, subject: subject is installed,
                f"The Corp cannot score {installed.title} this turn.", "turn", ctx.by)
    if not (unprotected(game, ctx.source) and ctx.source.rezzed):
        return
    found = [o for o in game.installed() if o.owner == "corp" and o.rezzed and o is not ctx.source]
    titles = labels(game, found, "corp")
    choice = game.decider.ask("Warm Reception target", [*titles, "no"], "Corp") if found else "no"
    if choice != "no":
        derez(game, ctx, ctx.source)
        derez(game, ctx, found[titles.index(choice)])


def _maybe_installed_as_the_turn_began(game: Game, card, agenda) -> bool:
    """Which card Warm Reception installed as the Corp's turn began, which cannot be scored this turn, is not known
    on a board that starts after an unshown action of that turn (state.midturn); a card the scenario installed is
    not it."""
    if game.turn.active == "corp" and not new_this_turn(game, agenda):
        refuse_unknown(game, card, "the card installed when your turn began cannot be scored this turn")
    return False


WARM_RECEPTION = asset("Warm Reception", "Political - Ritzy", faction="haas-bioroid", cost=1, inf=2, trash=2, text=(
    "When your turn begins, you may install 1 card from HQ. You cannot score that card this turn. If this server is "
    "not protected by ice, you may derez this asset to derez another installed card.",),
    on=(when_turn_begins(_install_then_derez), constant("cannot-score", _maybe_installed_as_the_turn_began)),
    decisions=(*installs_asked("Warm Reception"), "Warm Reception target"))


def _third_time_that_action(game: Game, card, event) -> bool:
    """"If you have taken that action exactly 3 times this turn" (cr/rule_defferent_actions)."""
    taken = game.turn.actions
    if event.info.get("side") != card.owner or not taken:
        return False
    if taken.count(taken[-1]) <= 3:  # more than 3 in the scenario is known not to be exactly 3
        refuse_unknown(game, card, "you have taken that action exactly 3 times this turn")
    return taken.count(taken[-1]) == 3


WAGE_WORKERS = asset("Wage Workers", "Bioroid - Clone - Industrial", faction="haas-bioroid", cost=2, inf=2, trash=4,
                     text=("Whenever you finish taking an action, if you have taken that action exactly 3 times this "
                           "turn, gain [click].",),
                     on=(whenever("action-done", gain_clicks(1), _third_time_that_action, starts="Whenever"),),
                     unique=True)
