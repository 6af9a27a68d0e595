"""Events whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.events.common import play_only_as_first_click
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.earlier import decides_if_played, made_earlier
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, instead_of_breaching, run_event
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import runner_chooses, said_choices
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import expose_a_card
from rulesdb.engine.cards.primitives.piles import arrange_top, search_stack
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import _card
from rulesdb.engine.effects.card_costs import TrashInstalled
from rulesdb.engine.effects.charge import charge_one
from rulesdb.engine.effects.ending import bypass
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.choice_labels import by_server
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.game import Game


def _first_encounter(game, ling, event) -> bool:
    return game.run is not None and "Inside Job" not in game.run.used


def _inside_job_bypass(game, pending) -> None:
    game.run.used.add("Inside Job")
    bypass(game, pending.event.subject, "Inside Job")


INSIDE_JOB_TEXT = "The first time you encounter a piece of ice during that run, bypass it."


def _play_inside_job(game, card, server) -> None:
    from rulesdb.engine.run.steps import make_run

    trig = TriggerDef("encounter", INSIDE_JOB_TEXT, _inside_job_bypass, _first_encounter,
                      "encounter", cites=(cites.BYPASS,))
    make_run(game, server, "Inside Job", Lingering("Inside Job", "runner", trig, None))


def _infiltration(game: Game, ctx: Ctx) -> None:
    choice = game.decider.ask("Infiltration choice", ["gain 2[c]", "expose 1 card"], "Runner")
    if choice == "gain 2[c]":
        gain(2)(game, ctx)
        return
    expose_a_card(game, ctx)  # an exposure is an event ("if the Runner exposes": Psychic Field)


def _immolate(game: Game, obj, card):
    """Immolation Script, once this run: a faceup ice accessed in Archives may instead have a rezzed
    installed copy of it trashed."""
    run = game.run
    if "Immolation Script" in run.used or not card.is_ice or not card.faceup or card.zone != "archives":
        return None
    copies = [o for o in game.installed() if o.title == card.title and o.rezzed]
    if not copies:
        return None

    def replace(game: Game) -> None:
        run.used.add("Immolation Script")
        names = by_server(game, copies)
        chosen = copies[names.index(game.decider.ask("Immolation Script target", names, "Runner"))] \
            if len(copies) > 1 else copies[0]
        trash(game, chosen, "Immolation Script", who="runner")
    return replace


def _runner_installs_costly(game: Game, ling, event) -> bool:
    """In the Groove: the Runner installs a card with a printed install cost of 1[c] or more."""
    return _costly(event.subject)


def _costly(card) -> bool:
    return card is not None and card.owner == "runner" and (card.card.facts.cost or 0) >= 1


_IN_THE_GROOVE = delayed("install", runner_chooses({"draw 1 card": draw(1), "gain 1[c]": gain(1)}),
                         "Whenever you install a card with a printed install cost of 1[c] or greater, draw 1 card or "
                         "gain 1[c].", this_turn=True, condition=_runner_installs_costly)


IVE_HAD_WORSE = event("I've Had Worse", "", faction="anarch", cost=1, inf=2, text=(
    "Draw 3 cards.", "Whenever I've Had Worse is trashed by taking net or meat damage, draw 3 cards."),
    on_play=on_play(draw(3)),
    on=(whenever("trashed-by-damage", draw(3), lambda game, card, event: event.subject is card
                 and event.info["kind"] in ("net", "meat"), starts="Whenever", inactive_ok=True),))


IMMOLATION_SCRIPT = event("Immolation Script", "Run", faction="anarch", cost=0, inf=3, text=(
    "Run Archives. If successful, whenever you would access a faceup piece of ice in Archives this "
    "run, you may instead trash 1 rezzed copy of that ice. Use this ability only once this run.",),
    on_play=run_event(during_the_run("access-replacement", _immolate,
                                     "Immolation Script: trash 1 rezzed copy of that ice instead",
                                     if_successful=True)),
    decisions=("use Immolation Script", "Immolation Script target"))


IN_THE_GROOVE = event("In the Groove", "Priority", faction="shaper", cost=0, inf=4, text=(
    "Play only as your first [click].",
    "For the remainder of this turn, whenever you install a card with a printed install cost of 1[c] or "
    "greater, draw 1 card or gain 1[c]."),
    on_play=on_play(_IN_THE_GROOVE), playable=play_only_as_first_click,
    on=(made_earlier(_IN_THE_GROOVE, starts="For the remainder"),
        decides_if_played(lambda game, card, action, subject: action == "install" and _costly(subject),
                          starts="For the remainder")),
    decisions=("In the Groove's delayed ability choice",))


INDEXING = event("Indexing", "Run", faction="shaper", cost=0, inf=3, text=(
    "Run R&D. If successful, instead of breaching R&D, you may look at the top 5 cards of R&D and "
    "arrange them in any order.",),
    on_play=run_event(instead_of_breaching("R&D", arrange_top(5, "Indexing choice"), "Indexing")),
    decisions=("Indexing choice",))


INFILTRATION = event("Infiltration", "", faction="neutral-runner", cost=0, inf=0,
                     text=("Gain 2[c] or expose 1 card.",), on_play=on_play(_infiltration))


INSIDE_JOB = _card("Inside Job", "criminal", "event", ["Run"], 2, 3, ["Run any server. " + INSIDE_JOB_TEXT],
                   on_play=_play_inside_job)


def _charge_one_installed(game: Game, ctx: Ctx) -> None:
    charge_one(game, "runner", ctx.by, "Into the Depths charge")


INTO_THE_DEPTHS_MODES = {"gain": gain(4), "program": search_stack("program", "install"),
                         "charge": _charge_one_installed}
_DEPTHS_SAID = {"gain": "gain 4[c]", "program": "search their stack for a program and install it",
                "charge": "charge 1 of their installed cards"}  # each mode as the summary says it (said_choices)


def _into_the_depths(game: Game, card, server) -> None:
    """Into the Depths: each time ice was passed this run counts (cr/step_pass_ice), read from the turn's record of
    passed ice as the run becomes successful (counting is no ability of the card's); that many different modes, at
    most 3, in the order the Runner names them ("Into the Depths choice": gain, program, charge; each the next mode
    chosen of a modal ability, cr/rule_choose_next_mode)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        passed = sum(1 for number, _ in game.turn.passed if game.run is not None and number == game.run.number)
        n, names = min(passed, len(INTO_THE_DEPTHS_MODES)), list(INTO_THE_DEPTHS_MODES)
        if not n:
            game.trace.add("Into the Depths: no ice was passed this run, so nothing is resolved.",
                           cites.cr("rule_choice_instruction"))
            return

        def check(value):
            picked = value if isinstance(value, list) else [value]
            if len(picked) != n or len(set(picked)) != n or any(p not in names for p in picked):
                raise ValueError(f"{value!r} must name {counted(n, 'different option')} of: {', '.join(names)}")
            return picked
        picked = game.decider.ask("Into the Depths choice", names, "Runner", check=check)
        for name in picked:
            game.trace.add(f"Into the Depths: the Runner resolves \"{name}\".", cites.cr("rule_choose_next_mode"))
            INTO_THE_DEPTHS_MODES[name](game, Ctx(card, "runner", "Into the Depths"))
        said_choices(game, Ctx(card, "runner", "Into the Depths"), "runner", [_DEPTHS_SAID[p] for p in picked])
    run_event(whenever("successful", resolve, starts="Run any server. If successful"))(game, card, server)


INTO_THE_DEPTHS = event("Into the Depths", "Run", faction="shaper", cost=1, inf=3, text=(
    "Run any server. If successful, for each time you passed ice this run, resolve 1 of the following that you have "
    "not yet resolved this run:<ul><li>Gain 4[c].</li><li>Search your stack for a program. Install it. <em>(Shuffle "
    "your stack after searching it.)</em></li><li>Charge 1 of your installed cards. <em>(Add 1 power counter to a "
    "card that already has one.)</em></li></ul>",), on_play=_into_the_depths,
    decisions=("Into the Depths choice", "Into the Depths target", "Into the Depths charge"))


ISOLATION = event("Isolation", "", faction="anarch", cost=2, inf=1, text=(
    "As an additional cost to play this event, trash 1 installed resource.", "Gain 7[c]."),
    play_costs=(TrashInstalled("resource"),), on_play=on_play(gain(7)))


def _illumination(game: Game, ctx: Ctx) -> None:
    """Illumination: up to 3 cards from the grip, one at a time, each 1[c] less (cr/rule_install_one_at_a_time)."""
    for _ in range(3):
        if install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Illumination target", less=1) is None:
            return


ILLUMINATION = event("Illumination", "Run", faction="shaper", cost=0, inf=3, text=(
    "Run R&D. If successful, install up to 3 cards from your grip <em>(one at a time)</em>, paying 1[c] less for "
    "each.",), on_play=run_event(whenever("successful", _illumination, starts="Run R&D")),
    decisions=("Illumination target",))


def _inject(game: Game, ctx: Ctx) -> None:
    """Inject: the top 4 cards of the stack revealed; the programs among them trashed together (1[c] each), the rest
    added to the grip."""
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    from rulesdb.engine.effects.reveal import revealed
    top = game.runner.deck[:4]
    del game.runner.deck[:4]
    game.trace.add(f"{ctx.by}: the Runner reveals {', '.join(c.title for c in top) or 'nothing'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "runner", len(top))
    programs = [c for c in top if c.card.facts.type == "program"]
    game.runner.discard += [game.change_zone(c, "heap") for c in programs]
    if programs:
        grip_or_stack_trashed(game, game.runner.discard[-len(programs):], "stack")
        gain(len(programs))(game, ctx)
    game.runner.hand += [game.change_zone(c, "grip") for c in top if c.card.facts.type != "program"]


INJECT = event("Inject", "", faction="anarch", cost=1, inf=2, text=(
    "Reveal the top 4 cards of your stack and trash all programs revealed. Gain 1[c] for each program trashed, and "
    "add the rest of the revealed cards to your grip.",), on_play=on_play(_inject))


def _independent_thinking(game: Game, ctx: Ctx) -> None:
    """Independent Thinking: the Runner names up to 5 of their installed cards ("Independent Thinking cards"), trashes
    them together, then draws 1 for each (2 for each if a directive was among them)."""
    from rulesdb.engine.cards.shared import pick_cards
    from rulesdb.engine.effects.trashing import trash_together
    mine = [o for o in game.installed() if o.owner == "runner"]
    picked = pick_cards(game, "Independent Thinking cards", mine, "your installed cards", "Runner", most=5)
    directive = any(game.has_subtype(o, "directive") for o in picked)
    trash_together(game, picked, ctx.by, cites.TRASH, who="runner")
    if picked:
        draw(len(picked) * (2 if directive else 1))(game, ctx)


INDEPENDENT_THINKING = event("Independent Thinking", "", faction="adam", cost=1, inf=1, text=(
    "Trash up to 5 of your installed cards. Draw 1 card for each card trashed (or 2 cards for each card trashed if "
    "you trashed at least 1 directive).",), on_play=on_play(_independent_thinking),
    decisions=("Independent Thinking cards",))


ITINERANT_PROTESTERS = event("Itinerant Protesters", "Current", faction="anarch", cost=2, inf=2, text=(
    "This event is not trashed until another current is played or an agenda is scored.",
    "The Corp gets -1 maximum hand size for each bad publicity they have."),
    on=(constant("hand-size", lambda game, card, side: -game.corp.bad_publicity if side == "corp" else 0,
                 starts="The Corp gets"),))
