"""Events whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, run_event
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.card_costs import TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.run.attacked_server import APPROACH_INSTEAD
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game


def _hq_instead_of_archives(game: Game, card, server: str) -> str | None:
    return "HQ" if server == "Archives" else None


MAINTENANCE_ACCESS = event("Maintenance Access", "Run - Double", faction="criminal", cost=0, inf=3, text=(
    "As an additional cost to play this event, spend [click].",
    "Run Archives. When you would approach Archives <em>(after passing all ice)</em>, instead change the attacked "
    "server to HQ and approach HQ."), play_costs=(Clicks(1),),
    on_play=run_event(during_the_run(APPROACH_INSTEAD, _hq_instead_of_archives, "when you would approach Archives, "
                                     "instead change the attacked server to HQ and approach HQ",
                                     starts="Run Archives")))


def _places(game: Game, card) -> list:
    """Where `card` could go: a card installed only on a piece of ice (a trojan) on one of those, else the rig ("rig")
    or any installed card that can host it, a hosted one too (cr/rule_host_on_ability)."""
    from rulesdb.engine.effects.searches import hosts_for
    only_on = hosts_for(game, card)
    return only_on if only_on is not None else [
        "rig", *(o for o in game.installed() if o.card.can_host and o.card.can_host(game, o, card))]


def _mass_install_hosts(game: Game, card) -> list:
    """Where Mass Install may put `card`: the places it could go (`_places`) where the Runner can pay to install it."""
    return [h for h in _places(game, card) if _affordable(game, card, None if h == "rig" else h)]


def _affordable(game: Game, card, host) -> bool:
    """Whether the Runner could pay to install `card` on `host` (None: the rig) now, a host's discount counted
    (Dhegdheer), and it could fit: Mass Install pays the install costs (cr/rule_valid_search_target_install_play)."""
    from rulesdb.engine.effects.searches import installable
    from rulesdb.engine.turns.runner_installs import runner_install_cost
    full = runner_install_cost(game, card)
    return installable(game, card, less=full - runner_install_cost(game, card, host))


def _mass_install_host(game: Game, card):
    """The host the Runner picks for `card` ("Mass Install choice": "rig" or a card by where it is, so two copies of
    one title stay apart), None for the rig."""
    from rulesdb.engine.state.choice_labels import ask_card
    hosts = _mass_install_hosts(game, card)
    if hosts == ["rig"]:
        return None
    cards = [h for h in hosts if h != "rig"]
    host = ask_card(game, "Mass Install choice", cards, "Runner", extra=("rig",) if "rig" in hosts else (),
                    must=cites.C_TARGETS)
    return None if host == "rig" else host


def _why_not_offered(game: Game, card) -> str | None:
    """Why Mass Install does not offer program `card` (None: it does): there is no place it could go where the
    Runner can pay to install it (`_mass_install_hosts`); said as `searches.why_not` says it for the cheapest of the
    places it could go."""
    from rulesdb.engine.effects.searches import why_not
    if _mass_install_hosts(game, card):
        return None
    cards = tuple(h for h in _places(game, card) if h != "rig")
    return why_not(game, card, hosts=cards) or "the Runner cannot pay to install it anywhere it could go"


def _offered(game: Game, card) -> bool:
    """A program Mass Install offers: one with a place it could go where the Runner can pay to install it."""
    return card.card.facts.type == "program" and bool(_mass_install_hosts(game, card))


def _mass_install(game: Game, ctx: Ctx) -> None:
    """Mass Install: up to 3 programs, each chosen and installed (and paid) before the next
    (cr/rule_install_one_at_a_time), only one the Runner can install offered (`searches.installable`, the cheapest
    host counted); a program may go onto a card that can host it."""
    from rulesdb.engine.effects.searches import left_out
    from rulesdb.engine.state.as_if_in_grip import from_grip
    from rulesdb.engine.turns.actions import Action
    from rulesdb.engine.turns.runner_installs import install_runner_card
    for n in range(1, 4):
        programs = list(dict.fromkeys(c.title for c in from_grip(game) if _offered(game, c)))
        notes = left_out(game, [c for c in from_grip(game) if c.card.facts.type == "program"],
                         lambda c: _why_not_offered(game, c))
        choice = game.decider.ask("Mass Install target", [*programs, "no"], "Runner",
                                  notes=notes) if programs else "no"
        if choice == "no":
            return
        host = _mass_install_host(game, next(c for c in from_grip(game) if c.title == choice))
        game.trace.add(f"Mass Install: program {n} is {choice}" + (f", onto {host.title}." if host else "."),
                       cites.cr("rule_install_one_at_a_time"))
        install_runner_card(game, Action("runner", "install", f"install {choice}", 0, card=choice,
                                          host=host.title if host else None), on=host)


MASS_INSTALL = event("Mass Install", "", faction="neutral-runner", cost=1, inf=0, text=(
    "Install up to 3 programs from your grip (paying the install costs).",), on_play=on_play(_mass_install),
    decisions=("Mass Install target", "Mass Install choice"))


def _mutual_favor(game: Game, ctx: Ctx) -> None:
    """Mutual Favor: search the stack for 1 icebreaker and reveal it (the stack is shuffled); after a
    successful run this turn the Runner may install it, else (or if they do not) it goes to the grip."""
    from rulesdb.engine.effects.finding import ask_found
    from rulesdb.engine.effects.searches import install_found, installable, stack_searched
    from rulesdb.engine.effects.setting_aside import set_found_aside
    stack = game.runner.deck
    found = [c for c in stack if c.card.facts.has("icebreaker")]
    card, no = ask_found(game, "stack", found, "Mutual Favor target", "Runner")  # a deck, with criteria: it may fail
    set_found_aside(game, [card] if card is not None else [], stack)
    game.rng.shuffle(stack)
    failed = (cites.cr("rule_fail_to_find"),) if no else ()
    game.trace.add(f"{ctx.by}: the Runner searches the stack, finds and reveals {card.title if card else 'nothing'}, "
                   "and shuffles the stack.", cites.cr("rule_find"), *failed,
                   *((cites.cr("rule_reveal_for_search"),) if card else ()), cites.cr("rule_shuffle_deck_after_search"))
    stack_searched(game)
    if card is None:
        return
    if made_successful_run(game, asking=ctx.source) and installable(game, card) and \
            game.decider.ask("use Mutual Favor", ["yes", "no"], "Runner") == "yes":
        install_found(game, card, ctx.by, origin="stack")
        return
    game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"{ctx.by}: {card.title} is added to the grip.", cites.NEW_OBJECT)


def _modded(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.installing import install_one
    install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Modded target", less=3,
                types=("program", "hardware"), optional=False)


MODDED = event("Modded", "Mod", faction="shaper", cost=0, inf=2, text=(
    "Install a program or piece of hardware, lowering the install cost by 3.",), on_play=on_play(_modded),
    decisions=("Modded target",))


MUTUAL_FAVOR = event("Mutual Favor", "", faction="criminal", cost=0, inf=3, text=(
    "Search your stack for 1 icebreaker and reveal it. <em>(Shuffle your stack after searching "
    "it.)</em> If you made a successful run this turn, you may install that program. If you do not, add it to your "
    "grip.",), on_play=on_play(_mutual_favor), decisions=("Mutual Favor target", "use Mutual Favor"))


def _meeting_of_minds(game: Game, ctx: Ctx) -> None:
    """Meeting of Minds: the Runner chooses connection or virtual, may search the stack for 1 resource of it (to
    the grip), then reveals any number of grip cards of it and gains 1[c] for each."""
    from rulesdb.engine.effects.finding import ask_found
    from rulesdb.engine.effects.searches import stack_searched
    subtype = game.decider.ask("Meeting of Minds choice", ["connection", "virtual"], "Runner")
    stack = game.runner.deck
    found = [c for c in stack if c.card.facts.type == "resource" and c.card.facts.has(subtype)]
    card, _ = ask_found(game, "stack", found, "Meeting of Minds target", "Runner", optional=True)  # "you may search"
    if card is not None:
        answer = card.title
        stack.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
        game.rng.shuffle(stack)
        game.trace.add(f"{ctx.by}: the Runner finds and reveals {answer}, adds it to the grip and shuffles the stack.",
                       cites.cr("rule_find"), cites.cr("rule_reveal_for_search"),
                       cites.cr("rule_shuffle_deck_after_search"))
        stack_searched(game)
    most = sum(c.card.facts.has(subtype) for c in game.runner.hand)

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of {subtype} cards from 0 to {most}")
        return value
    shown = game.decider.ask("Meeting of Minds reveal", [str(n) for n in range(most + 1)], "Runner", check=check)
    if shown:
        from rulesdb.engine.cards.primitives.players import gain
        game.trace.add(f"{ctx.by}: the Runner reveals {counted(shown, subtype + ' card')} from the grip.",
                       cites.cr("rule_reveal"))
        gain(shown)(game, ctx)


MEETING_OF_MINDS = event("Meeting of Minds", "", faction="criminal", cost=4, inf=3, text=(
    "Choose connection or virtual. You may search your stack for 1 resource with the chosen subtype and reveal it. Add "
    "that card to your grip.",
    "Reveal any number of cards with the chosen subtype in your grip. Gain 1[c] for each card revealed this way."),
    on_play=on_play(_meeting_of_minds),
    decisions=("Meeting of Minds choice", "Meeting of Minds target", "Meeting of Minds reveal"))


MOSHING = event("Moshing", "", faction="anarch", cost=0, inf=3, text=(
    "As an additional cost to play this event, trash 3 cards from your grip.", "Gain 3[c] and draw 3 cards."),
    play_costs=(TrashFromHand(3),), on_play=on_play(seq(gain(3), draw(3))), decisions=("Moshing cost",))
