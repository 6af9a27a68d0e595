"""Events whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.events.common import stole_this_turn
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, instead_of_breaching, run_event, when_run_ends
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain, gain_clicks
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.card_costs import InstalledToGrip
from rulesdb.engine.effects.costtypes import Clicks, SufferDamage
from rulesdb.engine.effects.jacking_out import may_jack_out
from rulesdb.engine.effects.pools import add_counters
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.timing.priority import REZ_ADDITIONAL_CREDITS, rez_cost


def _rip_deal_replacement(game: Game, obj, allowed: int) -> bool:
    """Rip Deal: as many cards from the heap to the grip as HQ accesses allowed, instead of them."""
    heap = game.runner.discard
    if not heap or game.decider.ask("use Rip Deal", ["yes", "no"], "Runner") == "no":
        return False
    n = min(allowed, len(heap))

    def check(value):
        wanted = value if isinstance(value, list) else [value]
        if len(wanted) != n or any(sum(c.title == t for c in heap) < wanted.count(t) for t in wanted):
            raise ValueError(f"{value!r} must name {counted(n, 'card')} in the heap")
        return wanted
    for title in game.decider.ask("Rip Deal target", [c.title for c in heap], "Runner", check=check):
        card = next(c for c in heap if c.title == title)
        heap.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"Rip Deal: the Runner adds {counted(n, 'card')} from the heap to the grip instead of accessing "
                   f"{counted(allowed, 'card')} in HQ; those cards are not accessed (the root of HQ still is).",
                   cites.cr("rule_counting_candidates_after_breach"), key=True)
    return True


def _rip_deal(game: Game, card, server) -> None:
    from rulesdb.engine.effects.card_moves import remove_from_game
    replace = during_the_run("hq-access-replacement", _rip_deal_replacement,
                             "Rip Deal: add cards from the heap instead of accessing HQ", starts="Run HQ",
                             if_successful=True)
    run_event(replace)(game, card, server)
    remove_from_game(game, card, "Rip Deal, when the run ends,")


def _rejig(game: Game, ctx: Ctx) -> None:
    """Rejig: install a program or piece of hardware from the grip, X[c] less, X the printed install
    cost of the card its additional cost added to the grip."""
    from rulesdb.engine.effects.searches import WHY_NOT_CITES, install_found, install_notes, installable
    from rulesdb.engine.state.as_if_in_grip import from_grip, take_from
    returned = game.paid_info.pop("to grip", None)
    less = (returned.card.facts.cost or 0) if returned is not None else 0
    found = [c for c in from_grip(game) if c.card.facts.type in ("program", "hardware")
             and installable(game, c, less=less)]  # its cost, X[c] lower, is paid
    titles = [c.title for c in found]
    if not found:
        game.trace.add(f"{ctx.by}: there is no program or hardware in the grip the Runner could install.",
                       cites.C_INSTALL_STEPS, *WHY_NOT_CITES)
        return
    notes = install_notes(game, from_grip(game), ("program", "hardware"), less=less)
    card = found[titles.index(ask_must(game, "Rejig target", titles, "Runner", cites.C_TARGETS, notes=notes))]
    take_from(game, card, game.runner.hand)
    install_found(game, card, ctx.by, less=less)


def _raindrops_cut_stone(game: Game, card, server) -> None:
    """Raindrops Cut Stone: a power counter on the event (in the play area for the whole run) for each subroutine that
    resolves, one that ends the run too (cr/step_resolve_subroutine); when the run ends, 1 card per counter and 3[c]."""
    def count(game: Game, ctx: Ctx) -> None:
        add_counters(game, card, "power", 1, ctx.by)

    def payoff(game: Game, ctx: Ctx) -> None:
        draw(card.counters.get("power", 0))(game, ctx)
        gain(3)(game, ctx)
    run_event(whenever("subroutine-resolved", count, starts="Run any server. Whenever"),
              when_run_ends(payoff, starts="When that run ends"))(game, card, server)


RAINDROPS_CUT_STONE = event("Raindrops Cut Stone", "Run", faction="anarch", cost=1, inf=3, text=(
    "Run any server. Whenever a subroutine resolves during that run <em>(including a subroutine that ends the "
    "run)</em>, place 1 power counter on this event.",
    "When that run ends, draw 1 card for each hosted power counter and gain 3[c]."), on_play=_raindrops_cut_stone)


REJIG = event("Rejig", "Mod", faction="neutral-runner", cost=0, inf=0, text=(
    "As an additional cost to play this event, add 1 installed program or piece of hardware to your grip.",
    "Install 1 program or piece of hardware from your grip, paying X[c] less. X is equal to the printed "
    "install cost of the card you added to your grip."),
    play_costs=(InstalledToGrip(("program", "hardware")),), on_play=on_play(_rejig),
    decisions=("Rejig cost", "Rejig target"))


RIP_DEAL = event("Rip Deal", "Run", faction="criminal", cost=3, inf=1, text=(
    "Run HQ. If successful, when you determine the number of cards in HQ you are allowed to access during "
    "this run's breach of HQ, you may add that many cards from your heap to your grip. If you do, you "
    "cannot access any cards in HQ during this breach. <em>(You can still access cards in the root of "
    "HQ.)</em>", "When the run ends, remove this event from the game."),
    on_play=_rip_deal, decisions=("use Rip Deal", "Rip Deal target"))


def _one_per_click_left(game: Game, ctx: Ctx) -> None:
    """Ritual: as many cards as the Runner has [click] left once it is played (that click spent)."""
    draw(game.runner.clicks)(game, ctx)


RITUAL = event("Ritual", "", faction="shaper", cost=0, inf=2, text=(
    "Draw 1 card for each [click] you have remaining.",), on_play=on_play(_one_per_click_left))

RUNNING_HOT = event("Running Hot", "", faction="anarch", cost=1, inf=3, text=(
    "As an additional cost to play this event, suffer 1 core damage.", "Gain [click][click][click]."),
    play_costs=(SufferDamage("core", 1),), on_play=on_play(gain_clicks(3)))


def _reprise(game: Game, ctx: Ctx) -> None:
    """Reprise: add 1 installed Corp card to HQ (decision "Reprise target"); the Runner may run any server
    (the one the play names; decision "use Reprise")."""
    from rulesdb.engine.effects.card_moves import to_hq
    from rulesdb.engine.run.steps import make_run
    card = choose(game, ctx, [o for o in game.installed() if o.owner == "corp" and o.host is None], "Runner",
                  "there is no installed Corp card")
    if card is not None:
        to_hq(game, card, ctx.by)
    if ctx.target in game.servers and game.decider.ask("use Reprise", ["yes", "no"], "Runner") == "yes":
        make_run(game, ctx.target, ctx.by)


REPRISE = event("Reprise", "Run", faction="criminal", cost=2, inf=3, text=(
    "Play only if you stole an agenda this turn.", "Add 1 installed Corp card to HQ. You may run any server."),
    playable=stole_this_turn, on_play=on_play(_reprise), decisions=("Reprise target", "use Reprise"))


def _program_from_heap_free(game: Game, ctx: Ctx) -> None:
    """Retrieval Run: install 1 program from the heap ignoring all costs ("Retrieval Run target"): not a search, a
    choice among the programs the Runner can install (the "may" was the breach replacement's)."""
    from rulesdb.engine.effects.searches import install_found, install_notes, installable
    found = [c for c in game.runner.discard if c.card.facts.type == "program" and installable(game, c, True)]
    notes = install_notes(game, game.runner.discard, ("program",), ignore_costs=True)
    card = choose(game, ctx, found, "Runner", "there is no program in the heap the Runner can install",
                  cites.INSTALL_PROGRAM, notes=notes)
    if card is not None:
        game.runner.discard.remove(card)
        install_found(game, card, ctx.by, ignore_costs=True, origin="heap")


RETRIEVAL_RUN = event("Retrieval Run", "Run", faction="anarch", cost=3, inf=2, text=(
    "Run Archives. If successful, instead of breaching Archives, you may install 1 program from your heap, "
    "ignoring all costs.",),
    on_play=run_event(instead_of_breaching("Archives", _program_from_heap_free, "Retrieval Run")),
    decisions=("Retrieval Run target",))


def _rigging_up(game: Game, ctx: Ctx) -> None:
    """Rigging Up: install 1 program or hardware from the grip, 3[c] less; the Runner may charge it."""
    from rulesdb.engine.effects.charge import charge
    card = install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Rigging Up target", less=3,
                       types=("program", "hardware"), optional=False)
    if card is not None and card.counters.get("power") and \
            game.decider.ask("use Rigging Up", ["yes", "no"], "Runner") == "yes":
        charge(game, card, ctx.by)


RIGGING_UP = event("Rigging Up", "Mod", faction="shaper", cost=0, inf=3, text=(
    "Install 1 program or piece of hardware from your grip, paying 3[c] less. You may charge that card if able. "
    "<em>(If it has a power counter on it, add another.)</em>",), on_play=on_play(_rigging_up),
    decisions=("Rigging Up target", "use Rigging Up"))


def _note_rezzed_ice(game: Game, ctx: Ctx) -> None:
    """Run Amok: the run remembers each piece of ice rezzed during it."""
    game.run.used.add(f"rezzed {ctx.event.subject.object_id}")


def _trash_ice_rezzed_this_run(game: Game, ctx: Ctx) -> None:
    """Run Amok: the Runner trashes 1 piece of ice rezzed during the run, if one is still installed."""
    from rulesdb.engine.effects.trashing import trash
    found = [o for o in game.installed() if o.is_ice and f"rezzed {o.object_id}" in game.run.used]
    if not found:
        game.trace.add(f"{ctx.by}: no piece of ice rezzed during the run is installed.")
        return
    titles = labels(game, found, "runner")
    ice = found[titles.index(ask_must(game, "Run Amok target", titles, "Runner", cites.C_TARGETS))]
    trash(game, ice, ctx.by, cites.TRASH, who="runner")


RUN_AMOK = event("Run Amok", "Run - Sabotage", faction="anarch", cost=3, inf=3, text=(
    "Make a run. When the run ends, trash 1 piece of ice that was rezzed during this run.",),
    on_play=run_event(whenever("rezzed", _note_rezzed_ice, lambda game, card, event: event.subject is not None
                               and event.subject.is_ice, starts="Make a run"),
                      when_run_ends(_trash_ice_rezzed_this_run, starts="Make a run")),
    decisions=("Run Amok target",))


def _first_encounter_of_the_run(game: Game, card, event) -> bool:
    run = game.run
    return run is not None and run.record["encounters"][:1] == [event.info["encounter"].record]


RECON = event("Recon", "Run", faction="criminal", cost=1, inf=2, text=(
    "Make a run. You may jack out when you encounter the first piece of ice.",),
    on_play=run_event(whenever("encounter", lambda game, ctx: may_jack_out(game, "Recon"), _first_encounter_of_the_run,
                               starts="Make a run", structure="encounter")), decisions=("jack out at Recon",))


RUNNING_INTERFERENCE = event("Running Interference", "Double - Run", faction="criminal", cost=4, inf=4, text=(
    "As an additional cost to play this event, spend [click].",
    "Make a run. During this run, the Corp must pay X[c] as an additional cost to rez each piece of ice, where X is "
    "the rez cost of that ice."), play_costs=(Clicks(1),),
    on_play=run_event(during_the_run(REZ_ADDITIONAL_CREDITS,
                                     lambda game, card, ice: rez_cost(game, ice) if ice.is_ice else 0,
                                     "The Corp must pay X[c] as an additional cost to rez each piece of ice.",
                                     starts="Make a run")))
