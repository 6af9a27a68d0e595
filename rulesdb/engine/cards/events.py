"""Runner events: economy and draw in a line each, run events with what happens when the run ends."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.hooks import during_the_run, instead_of_breaching, on_play, run_event, when_run_ends, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    arrange_top,
    draw,
    expose,
    gain,
    lose_clicks,
    runner_chooses,
    sabotage,
    search_stack,
    seq,
    when,
)
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.costtypes import Clicks, InstalledToGrip
from rulesdb.engine.effects.damage import do_damage
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.game import Game


def _creative_commission_click(game: Game, ctx: Ctx) -> bool:
    return game.runner.clicks > 0


def _deja_vu(game: Game, ctx: Ctx) -> None:
    """Add 1 card, or up to 2 virus cards, from the heap to the grip."""
    heap = game.runner.discard
    if not heap:
        game.trace.add(f"{ctx.by}: the heap is empty.")
        return
    first = _from_heap(game, ctx, [c.title for c in heap], "Déjà Vu target")
    viruses = [c.title for c in heap if c.card.facts.has("virus")]
    if first.card.facts.has("virus") and viruses:
        second = game.decider.ask("Déjà Vu choice", ["no", *viruses], "Runner")
        if second != "no":
            _from_heap(game, ctx, [second], "")


def _from_heap(game: Game, ctx: Ctx, titles: list[str], name: str):
    title = game.decider.ask(name, titles, "Runner") if name else titles[0]
    card = next(c for c in game.runner.discard if c.title == title)
    game.runner.discard.remove(card)
    game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"{ctx.by}: the Runner adds {title} from the heap to the grip.")
    return card


def _infiltration(game: Game, ctx: Ctx) -> None:
    choice = game.decider.ask("Infiltration choice", ["gain 2[c]", "expose 1 card"], "Runner")
    if choice == "gain 2[c]":
        gain(2)(game, ctx)
        return
    cards = [o for o in game.installed() if o.owner == "corp" and not o.rezzed]
    if not cards:
        game.trace.add(f"{ctx.by}: there is no unrezzed installed Corp card to expose.")
        return
    titles = [f"{o.title}" for o in cards]
    shown = game.decider.ask("Infiltration target", titles, "Runner")
    game.trace.add(f"{ctx.by}: the Runner exposes an installed card: it is {shown}.")


def _bravado_play(game: Game, card, server) -> None:
    """Bravado: 6[c] plus 1[c] per distinct ice object passed during the run, counted from the run's
    history, so a passed piece of ice trashed later still counts (cr/rule_previous_object)."""
    passed: set[int] = set()

    def count(game: Game, ctx: Ctx) -> None:
        passed.add(ctx.event.subject.object_id)

    def pay_out(game: Game, ctx: Ctx) -> None:
        game.trace.add(f"{ctx.by}: the Runner passed {len(passed)} different piece(s) of ice during the run, "
                       "including any no longer installed.", cites.cr("rule_previous_object"), key=True)
        gain(6 + len(passed))(game, ctx)

    run_event(whenever("pass", count, starts="Run"), when_run_ends(pay_out, starts="Run"))(game, card, server)


def _siphon(game: Game, ctx: Ctx) -> None:
    """Account Siphon: the Corp loses up to 5[c]; the Runner gains 2[c] for each and takes 2 tags."""
    from rulesdb.engine.cards.primitives import give_tags, lose_credits

    lost = lose_credits(game, "corp", 5, ctx.by)
    gain(2 * lost, "runner")(game, ctx)
    give_tags(2)(game, ctx)


def _shuffle_root_into_rd(game: Game, ctx: Ctx) -> None:
    """Because I Can: every card in the root of the server is shuffled into R&D."""
    server = game.servers[ctx.target]
    moved = [game.change_zone(c, "rd") for c in server.root]
    server.root.clear()
    game.corp.deck.extend(moved)
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: {len(moved)} card(s) from the root of {ctx.target} are shuffled into R&D.")


def _trash_root(game: Game, ctx: Ctx) -> None:
    """Singularity: trash every card installed in the root of the server, at once (the Runner
    trashes them: cr/rule_act_on_multiple_cards); their abilities resolve at the next checkpoint."""
    from rulesdb.engine.effects.common import trash_together
    trash_together(game, list(game.servers[ctx.target].root), ctx.by, who="runner")


def _trash_from_hq(game: Game, ctx: Ctx) -> None:
    """Wanton Destruction: spend any number of [click] to trash that many cards from HQ at random."""
    most = min(game.runner.clicks, len(game.corp.hand))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of clicks from 0 to {most}")
        return value

    n = game.decider.ask("Wanton Destruction choice", [f"0..{most}"], "Runner", check=check)
    game.runner.clicks -= n
    for _ in range(n):
        card = game.corp.hand.pop(game.rng.randrange(len(game.corp.hand)))
        game.corp.discard.append(game.change_zone(card, "archives"))
        game.trace.add(f"{ctx.by}: {card.title} is trashed from HQ at random.")


def _plain_run(game: Game, card, server) -> None:
    run_event()(game, card, server)


QUALITY_TIME = event("Quality Time", "", faction="shaper", cost=3, inf=1, text=("Draw 5 cards.",),
                     on_play=on_play(draw(5)))
BUILD_SCRIPT = event("Build Script", "", faction="neutral-runner", cost=0, inf=1,
                     text=("Gain 1[c] and draw 2 cards.",), on_play=on_play(seq(gain(1), draw(2))))
PROCESS_AUTOMATION = event("Process Automation", "", faction="neutral-runner", cost=0, inf=1,
                           text=("Gain 2[c] and draw 1 card.",), on_play=on_play(seq(gain(2), draw(1))))
CREATIVE_COMMISSION = event("Creative Commission", "", faction="shaper", cost=1, inf=2, text=(
    "Gain 5[c]. If you have any [click] remaining, lose [click].",),
    on_play=on_play(seq(gain(5), when(_creative_commission_click, lose_clicks(1, "runner")))))
LUCKY_FIND = event("Lucky Find", "Double", faction="neutral-runner", cost=3, inf=2, text=(
    "As an additional cost to play this event, spend [click].", "Gain 9[c]."),
    on_play=on_play(gain(9)), play_costs=(Clicks(1),))
DAY_JOB = event("Day Job", "", faction="anarch", cost=2, inf=1, text=(
    "As an additional cost to play this event, spend [click][click][click].", "Gain 10[c]."),
    on_play=on_play(gain(10)), play_costs=(Clicks(3),))
DEJA_VU = event("Déjà Vu", "", faction="anarch", cost=2, inf=2, text=(
    "Add 1 card (or up to 2 virus cards) from your heap to your grip.",), on_play=on_play(_deja_vu))
INFILTRATION = event("Infiltration", "", faction="neutral-runner", cost=0, inf=0,
                     text=("Gain 2[c] or expose 1 card.",), on_play=on_play(_infiltration))
DIRTY_LAUNDRY = event("Dirty Laundry", "Run", faction="neutral-runner", cost=2, inf=0, text=(
    "Run any server. When that run ends, if it was successful, gain 5[c].",),
    on_play=run_event(when_run_ends(gain(5), successful=True)))
BRAVADO = event("Bravado", "Run", faction="criminal", cost=3, inf=3, text=(
    "Run a server protected by ice. When that run ends, gain 6[c] plus 1[c] for each piece of ice you"
    " passed during that run.",), on_play=_bravado_play)


def _identities_blank_while_resolving(game: Game, card, server) -> None:
    """Direct Access: while the event resolves (its run, and the reaction window after the run
    ends), both identities lose all abilities (cr/rule_is_resolving)."""
    from rulesdb.engine.state.events import Lasting
    blank = Lasting("identities-lose-abilities", lambda game, card, subject: True, card.card.facts.text[0],
                    "event", None, card.title)
    game.effects.append(blank)
    game.trace.add(f"{card.title} is resolving: each player's identity loses all abilities.",
                   cites.cr("rule_is_resolving"))
    try:
        _plain_run(game, card, server)
    finally:
        game.effects = [e for e in game.effects if e is not blank]
        game.trace.add(f"{card.title} has finished resolving: the identities have their abilities again.",
                       cites.cr("rule_is_resolving"))


DIRECT_ACCESS = event("Direct Access", "Run", faction="neutral-runner", cost=1, inf=1, text=(
    "While you are resolving this event, each playerʼs identity loses all abilities.",
    "Run any server. When that run ends, you may shuffle this event into your stack."),
    on_play=_identities_blank_while_resolving, waits_for="searching decks")  # shuffling itself back
ACCOUNT_SIPHON = event("Account Siphon", "Run - Sabotage", faction="criminal", cost=0, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, you may force the Corp to lose up to 5[c], then "
    "you gain 2[c] for each credit lost and take 2 tags.",),
    on_play=run_event(instead_of_breaching("HQ", _siphon, "Account Siphon", "Account Siphon")))
LEGWORK = event("Legwork", "Run", faction="criminal", cost=2, inf=2, text=(
    "Run HQ. If successful, access 2 additional cards when you breach HQ.",),
    on_play=run_event(during_the_run("access-hq", 2, "Legwork: access 2 additional cards from HQ",
                                     if_successful=True)))
INDEXING = event("Indexing", "Run", faction="shaper", cost=0, inf=3, text=(
    "Run R&D. If successful, instead of breaching R&D, you may look at the top 5 cards of R&D and "
    "arrange them in any order.",),
    on_play=run_event(instead_of_breaching("R&D", arrange_top(5, "Indexing choice"), "Indexing", "Indexing")),
    decisions=("Indexing choice",))
SHOWING_OFF = event("Showing Off", "Run", faction="anarch", cost=2, inf=3, text=(
    "Run R&D. If successful, when you breach R&D, access cards from the bottom of R&D instead of the "
    "top.",),
    on_play=run_event(during_the_run("cannot-access-rd-from-top", lambda game, card, server: True,
                                     "Access cards from the bottom of R&D instead of the top.", if_successful=True)))
BECAUSE_I_CAN = event("Because I Can", "Run", faction="shaper", cost=0, inf=1, text=(
    "Run a remote server. If successful, instead of breaching that server, you may force the Corp to "
    "shuffle all cards in the root of that server into R&D.",),
    on_play=run_event(instead_of_breaching(None, _shuffle_root_into_rd, "Because I Can", "Because I Can")))
SINGULARITY = event("Singularity", "Double - Run", faction="anarch", cost=4, inf=3, text=(
    "As an additional cost to play this event, spend [click].",
    "Run a remote server. If successful, instead of breaching that server, trash all cards installed "
    "in the root of that server."), play_costs=(Clicks(1),),
    on_play=run_event(instead_of_breaching(None, _trash_root, "Singularity", "Singularity")))
WANTON_DESTRUCTION = event("Wanton Destruction", "Run - Sabotage", faction="anarch", cost=1, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, you may spend any number of [click] to force the"
    " Corp to trash that many cards from HQ at random.",),
    on_play=run_event(instead_of_breaching("HQ", _trash_from_hq, "Wanton Destruction", "Wanton Destruction")),
    decisions=("Wanton Destruction choice",))
def _stimhack(game: Game, card, server) -> None:
    """Stimhack: 9[c] hosted on the event, spendable as pool credits during the run; when the run
    ends, 1 core damage that cannot be prevented; only then is the event trashed
    (cr/rule_action_timing_structure_completion)."""
    card.counters["credits"] = 9
    game.trace.add("Stimhack: 9[c] are placed on Stimhack.", cites.CREDITS_ON_CARDS)
    in_pool = during_the_run("hosted-credits-in-pool", lambda game, obj, payment: card,
                             "Stimhack: its hosted credits are considered to be in the credit pool",
                             starts="Place")
    damage = when_run_ends(lambda game, ctx: do_damage(game, "core", 1, ctx.by, preventable=False),
                           starts="Place")
    run_event(in_pool, damage)(game, card, server)


STIMHACK = event("Stimhack", "Run", faction="anarch", cost=0, inf=1, text=(
    "Place 9[c] on this event, then run any server. During that run, hosted credits are considered to"
    " be in your credit pool. When that run ends, suffer 1 core damage. This damage cannot be "
    "prevented.",), on_play=_stimhack)
def _tinkering(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.common import lasting
    found = [o for o in game.installed() if o.is_ice]
    if not found:
        return
    names = [f"{game.locate(o)[0].name}: {o.title}" for o in found]
    ice = found[names.index(game.decider.ask("Tinkering target", names, "Runner"))]
    lasting(game, "subtype-gain",
            lambda game, card, subject: int(subject[0] is ice and subject[1] in ("sentry", "code gate", "barrier")),
            f"Tinkering: {ice.title} gains sentry, code gate, and barrier", "turn", ctx.by)


TINKERING = event("Tinkering", "Mod", faction="shaper", cost=0, inf=4, text=(
    "Choose a piece of ice. That ice gains sentry, code gate, and barrier until the end of the turn.",),
    on_play=on_play(_tinkering), decisions=("Tinkering target",))
def _test_run(game: Game, ctx: Ctx) -> None:
    """Test Run: find a program in the stack or heap, set it aside, install it ignoring all costs; a
    delayed ability returns it to the top of the stack when the turn ends (cr/rule_playing_lingering_effects)."""
    from rulesdb.engine.effects.searches import search_and_install
    from rulesdb.engine.state.events import Lingering
    pile = game.decider.ask("Test Run choice", ["stack", "heap"], "Runner")
    program = search_and_install(game, pile, ("program",), "Test Run target", ctx.by, ignore_costs=True)
    if program is None:
        return
    game.lingering.append(Lingering("Test Run", "runner", _TEST_RUN_RETURN, game.turn, {"program": program}))
    game.trace.add(f"{ctx.by}: a delayed ability will return {program.title} to the top of the stack when the "
                   "turn ends; Test Run itself has resolved.", cites.cr("rule_playing_lingering_effects"), key=True)


def _back_to_stack(game: Game, pending) -> None:
    program = pending.lingering.data["program"]
    game.lingering = [ling for ling in game.lingering if ling is not pending.lingering]
    if not any(o is program for o in game.runner.play):
        game.trace.add(f"Test Run: {program.title} has been uninstalled, so it stays where it is.")
        return
    game.runner.play.remove(program)
    game.runner.deck.insert(0, game.change_zone(program, "stack"))
    game.trace.add(f"Test Run: {program.title} is added to the top of the stack.", cites.C_LASTING)
    from rulesdb.engine.state.events import Event, emit
    emit(game, Event("uninstalled", program, {"by": "runner"}))  # "when this program is uninstalled" (Nanuq)


_TEST_RUN_RETURN = TriggerDef("turn-ends", "When your turn ends, if that program has not been uninstalled, add "
                              "it to the top of your stack.", _back_to_stack,
                              lambda game, ling, event: event.info.get("side") == "runner", "")


TEST_RUN = event("Test Run", "", faction="shaper", cost=3, inf=3, text=(
    "Search either your stack or your heap for 1 program. <em>(Shuffle your stack after searching "
    "it.)</em> Install that program, ignoring all costs. When your turn ends, if that program has not"
    " been uninstalled, add it to the top of your stack.",), on_play=on_play(_test_run),
    decisions=("Test Run choice", "Test Run target"))
SPECIAL_ORDER = event("Special Order", "", faction="criminal", cost=1, inf=2, text=(
    "Search your stack for an icebreaker, reveal it, and add it to your grip. Shuffle your stack.",),
    on_play=on_play(search_stack("icebreaker")), decisions=("Special Order target",))

IVE_HAD_WORSE = event("I've Had Worse", "", faction="anarch", cost=1, inf=2, text=(
    "Draw 3 cards.", "Whenever I've Had Worse is trashed by taking net or meat damage, draw 3 cards."),
    on_play=on_play(draw(3)),
    on=(whenever("trashed-by-damage", draw(3), lambda game, card, event: event.subject is card
                 and event.info["kind"] in ("net", "meat"), starts="Whenever", inactive_ok=True),))
def _noble_path(game: Game, card, server) -> None:
    """The Noble Path: the grip is trashed, then a run during which all damage is prevented."""
    grip = game.runner.hand
    game.runner.discard.extend(game.change_zone(c, "heap") for c in grip)
    game.trace.add(f"The Noble Path: the Runner trashes all {len(grip)} card(s) from their grip.", cites.TRASH)
    grip.clear()
    shield = during_the_run("prevent-all-damage", lambda game, obj, imminent: True,
                            "The Noble Path: all damage during this run is prevented", starts="Trash")
    run_event(shield)(game, card, server)


NOBLE_PATH = event("The Noble Path", "Run", faction="anarch", cost=0, inf=2, text=(
    "Trash all cards from your grip. Run any server. Whenever you would take damage during that run, "
    "prevent all of that damage.",), on_play=_noble_path)
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
        from rulesdb.engine.effects.common import trash
        run.used.add("Immolation Script")
        names = [f"{game.locate(o)[0].name}: {o.title}" for o in copies]
        chosen = copies[names.index(game.decider.ask("Immolation Script target", names, "Runner"))] \
            if len(copies) > 1 else copies[0]
        trash(game, chosen, "Immolation Script")
    return replace


IMMOLATION_SCRIPT = event("Immolation Script", "Run", faction="anarch", cost=0, inf=3, text=(
    "Run Archives. If successful, whenever you would access a faceup piece of ice in Archives this "
    "run, you may instead trash 1 rezzed copy of that ice. Use this ability only once this run.",),
    on_play=run_event(during_the_run("access-replacement", _immolate,
                                     "Immolation Script: trash 1 rezzed copy of that ice instead",
                                     if_successful=True)),
    decisions=("use Immolation Script", "Immolation Script target"))


def _runner_installs_costly(game: Game, ling, event) -> bool:
    """In the Groove: the Runner installs a card with a printed install cost of 1[c] or more."""
    card = event.subject
    return card is not None and card.owner == "runner" and (card.card.facts.cost or 0) >= 1


IN_THE_GROOVE = event("In the Groove", "Priority", faction="shaper", cost=0, inf=4, text=(
    "Play only as your first [click].",
    "For the remainder of this turn, whenever you install a card with a printed install cost of 1[c] or "
    "greater, draw 1 card or gain 1[c]."),
    on_play=on_play(delayed("install", runner_chooses({"draw 1 card": draw(1), "gain 1[c]": gain(1)}),
                            "Whenever you install a card with a printed install cost of 1[c] or greater, "
                            "draw 1 card or gain 1[c].", this_turn=True, condition=_runner_installs_costly)),
    decisions=("In the Groove's delayed ability choice",), waits_for="play restrictions")

SATELLITE_UPLINK = event("Satellite Uplink", "", faction="criminal", cost=2, inf=3, text=("Expose up to 2 cards.",),
                         on_play=on_play(expose(2)), decisions=("Satellite Uplink target",))


def _compile(game: Game, card, server) -> None:
    """Compile: make a run; at the first encounter the Runner may install a program from the stack or
    heap, ignoring all costs; when the run ends that program goes to the bottom of the stack if it
    is still installed. Each delayed ability is independent of its source
    (cr/rule_abilities_resolution_independent)."""
    installed: dict = {}

    def first_encounter(game: Game, ling, event) -> bool:
        return "asked" not in installed

    def install_one(game: Game, ctx: Ctx) -> None:
        installed["asked"] = True
        piles = (("stack", game.runner.deck), ("heap", game.runner.discard))
        found = [(name, pile, c) for name, pile in piles for c in pile if c.card.facts.type == "program"]
        titles = [f"{c.title} ({name})" for name, _, c in found]
        choice = game.decider.ask("Compile target", [*titles, "no"], "Runner") if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Runner installs no program.")
            return
        _, pile, program_card = found[titles.index(choice)]
        pile.remove(program_card)
        game.rng.shuffle(game.runner.deck)
        installed["program"] = _install_free(game, program_card, ctx.by)

    def to_bottom(game: Game, ctx: Ctx) -> None:
        program_card = installed.get("program")
        if program_card is None or not any(o is program_card for o in game.runner.play):
            game.trace.add(f"{ctx.by}: the program it installed is no longer installed: nothing happens.",
                           cites.cr("rule_abilities_resolution_independent"))
            return
        game.runner.play.remove(program_card)
        game.runner.deck.append(game.change_zone(program_card, "stack"))
        game.trace.add(f"{ctx.by}: {program_card.title} is added to the bottom of the stack; there it is "
                       "a new object.", cites.NEW_OBJECT)

    run_event(whenever("encounter", install_one, first_encounter, starts="Make a run"),
              when_run_ends(to_bottom, starts="Make a run"))(game, card, server)


def _install_free(game: Game, card, by: str):
    """Install a Runner card ignoring all costs; returns the installed object."""
    from rulesdb.engine.effects.installing import finish_install
    obj = game.change_zone(card, "play area")
    game.runner.play.append(obj)
    game.trace.add(f"{by}: the Runner installs {card.title}, ignoring all costs.", cites.INSTALL_PROGRAM)
    finish_install(game, obj)
    return obj


COMPILE = event("Compile", "Run", faction="shaper", cost=2, inf=3, text=(
    "Make a run. The first time you encounter a piece of ice during this run, you may search your stack or "
    "heap for a program and install it, ignoring all costs. When the run ends, add that program to the "
    "bottom of your stack if it is still installed.",), on_play=_compile, decisions=("Compile target",))

CHASTUSHKA = event("Chastushka", "Run - Sabotage", faction="anarch", cost=3, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, sabotage 4. <em>(The Corp trashes 4 cards of their "
    "choice from HQ and/or the top of R&D.)</em>",),
    on_play=run_event(instead_of_breaching("HQ", sabotage(4), "Chastushka: sabotage 4", "Chastushka")),
    decisions=("Chastushka choice",))


DEFINITIONS = (IVE_HAD_WORSE, NOBLE_PATH, IMMOLATION_SCRIPT, QUALITY_TIME, BUILD_SCRIPT, PROCESS_AUTOMATION,
               CREATIVE_COMMISSION, LUCKY_FIND, DAY_JOB, DEJA_VU, INFILTRATION, DIRTY_LAUNDRY, BRAVADO,
               DIRECT_ACCESS, ACCOUNT_SIPHON, LEGWORK, INDEXING, SHOWING_OFF, BECAUSE_I_CAN, SINGULARITY,
               WANTON_DESTRUCTION, STIMHACK, TINKERING, TEST_RUN, SPECIAL_ORDER, IN_THE_GROOVE, SATELLITE_UPLINK,
               COMPILE, CHASTUSHKA)


def _ashen_epilogue(game, ctx) -> None:
    """Ashen Epilogue: grip and heap into the stack, shuffle, remove the top 5, draw 5, and finally
    remove itself, so it is not trashed after resolving."""
    from rulesdb.engine.effects.common import remove_from_game
    from rulesdb.engine.turns.turn import draw
    runner = game.runner
    for pile in (runner.hand, runner.discard):
        runner.deck.extend(game.change_zone(card, "stack") for card in pile)
        pile.clear()
    game.rng.shuffle(runner.deck)
    game.trace.add(f"{ctx.by}: the Runner shuffles their grip and heap into the stack "
                   f"({len(runner.deck)} cards).")
    for card in list(runner.deck[:5]):
        runner.deck.remove(card)
        remove_from_game(game, card, ctx.by)
    draw(game, "runner", 5, ctx.by)
    remove_from_game(game, ctx.source, ctx.by)


ASHEN_EPILOGUE = event("Ashen Epilogue", "", faction="neutral-runner", cost=5, inf=2, text=(
    "Shuffle your grip and heap into your stack, then remove the top 5 cards of your stack from the "
    "game. Draw 5 cards.", "Remove this event from the game."), on_play=on_play(_ashen_epilogue))
DEFINITIONS = DEFINITIONS + (ASHEN_EPILOGUE,)


def _rip_deal_replacement(game: Game, obj, allowed: int) -> bool:
    """Rip Deal: as many cards from the heap to the grip as HQ accesses allowed, instead of them."""
    heap = game.runner.discard
    if not heap or game.decider.ask("use Rip Deal", ["yes", "no"], "Runner") == "no":
        return False
    n = min(allowed, len(heap))

    def check(value):
        wanted = value if isinstance(value, list) else [value]
        if len(wanted) != n or any(sum(c.title == t for c in heap) < wanted.count(t) for t in wanted):
            raise ValueError(f"{value!r} must name {n} card(s) in the heap")
        return wanted
    for title in game.decider.ask("Rip Deal target", [c.title for c in heap], "Runner", check=check):
        card = next(c for c in heap if c.title == title)
        heap.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"Rip Deal: the Runner adds {n} card(s) from the heap to the grip instead of accessing {allowed} "
                   "card(s) in HQ; those cards are not accessed (the root of HQ still is).",
                   cites.cr("rule_counting_candidates_after_breach"), key=True)
    return True


def _rip_deal(game: Game, card, server) -> None:
    from rulesdb.engine.effects.common import remove_from_game
    replace = during_the_run("hq-access-replacement", _rip_deal_replacement,
                             "Rip Deal: add cards from the heap instead of accessing HQ", starts="Run HQ",
                             if_successful=True)
    run_event(replace)(game, card, server)
    remove_from_game(game, card, "Rip Deal, when the run ends,")


RIP_DEAL = event("Rip Deal", "Run", faction="criminal", cost=3, inf=1, text=(
    "Run HQ. If successful, when you determine the number of cards in HQ you are allowed to access during "
    "this run's breach of HQ, you may add that many cards from your heap to your grip. If you do, you "
    "cannot access any cards in HQ during this breach. <em>(You can still access cards in the root of "
    "HQ.)</em>", "When the run ends, remove this event from the game."),
    on_play=_rip_deal, decisions=("use Rip Deal", "Rip Deal target"))
DEFINITIONS = DEFINITIONS + (RIP_DEAL,)


def _mass_install(game: Game, ctx: Ctx) -> None:
    """Mass Install: up to 3 programs, each chosen and installed (and paid) before the next
    (cr/rule_install_one_at_a_time); a program may go onto a card that can host it."""
    from rulesdb.engine.turns.actions import Action, install_runner_card
    for n in range(1, 4):
        programs = list(dict.fromkeys(c.title for c in game.runner.hand if c.card.facts.type == "program"))
        choice = game.decider.ask("Mass Install target", [*programs, "no"], "Runner") if programs else "no"
        if choice == "no":
            return
        hosts = [o.title for o in game.runner.play if o.card.can_host]
        host = game.decider.ask("Mass Install choice", ["rig", *hosts], "Runner") if hosts else "rig"
        game.trace.add(f"Mass Install: program {n} is {choice}" + (f", onto {host}." if host != "rig" else "."),
                       cites.cr("rule_install_one_at_a_time"))
        install_runner_card(game, Action("runner", "install", f"install {choice}", 0, card=choice,
                                          host=None if host == "rig" else host))


MASS_INSTALL = event("Mass Install", "", faction="neutral-runner", cost=1, inf=0, text=(
    "Install up to 3 programs from your grip (paying the install costs).",), on_play=on_play(_mass_install),
    decisions=("Mass Install target", "Mass Install choice"))
DEFINITIONS = DEFINITIONS + (MASS_INSTALL,)
MAKERS_EYE = event("The Maker’s Eye", "Run", faction="shaper", cost=2, inf=2, text=(
    "Run R&D. If successful, access 2 additional cards when you breach R&D.",),
    on_play=run_event(during_the_run("access-rd", 2, "The Maker’s Eye: access 2 additional cards from R&D")))
DEFINITIONS = DEFINITIONS + (MAKERS_EYE,)


def _rejig(game: Game, ctx: Ctx) -> None:
    """Rejig: install a program or piece of hardware from the grip, X[c] less, X the printed install
    cost of the card its additional cost added to the grip."""
    from rulesdb.engine.effects.searches import install_found
    returned = game.paid_info.pop("to grip", None)
    less = (returned.card.facts.cost or 0) if returned is not None else 0
    found = [c for c in game.runner.hand if c.card.facts.type in ("program", "hardware")]
    titles = [c.title for c in found]
    if not found:
        game.trace.add(f"{ctx.by}: there is no program or hardware in the grip to install.", cites.C_INSTALL_STEPS)
        return
    card = found[titles.index(game.decider.ask("Rejig target", titles, "Runner"))]
    game.runner.hand.remove(card)
    install_found(game, card, ctx.by, less=less)


REJIG = event("Rejig", "Mod", faction="neutral-runner", cost=0, inf=0, text=(
    "As an additional cost to play this event, add 1 installed program or piece of hardware to your grip.",
    "Install 1 program or piece of hardware from your grip, paying X[c] less. X is equal to the printed "
    "install cost of the card you added to your grip."),
    play_costs=(InstalledToGrip(("program", "hardware")),), on_play=on_play(_rejig),
    decisions=("Rejig cost", "Rejig target"))
DEFINITIONS = DEFINITIONS + (REJIG,)


def _ran_every_central_this_turn(game: Game, card) -> str:
    """Apocalypse: "" when the Runner made a successful run on HQ, R&D and Archives this turn."""
    done = {r["server"] for r in game.runs if r.get("turn") == game.turn.number and r["outcome"] == "successful"}
    missing = [s for s in ("HQ", "R&D", "Archives") if s not in done]
    return f"no successful run on {' or '.join(missing)} this turn" if missing else ""


def _apocalypse(game: Game, ctx: Ctx) -> None:
    """Apocalypse: the Runner trashes every installed Corp card (it names no one else to do it:
    cr/rule_trigger_condition_effect_by_player), then turns every installed Runner card facedown."""
    from rulesdb.engine.effects.common import trash_together
    trash_together(game, [o for o in game.installed() if o.owner == "corp"], ctx.by, who="runner")
    turned = [o for o in game.installed() if o.owner == "runner" and not o.facedown]
    for obj in turned:
        obj.facedown = True
    game.trace.add(f"{ctx.by}: the Runner's installed cards are turned facedown ("
                   f"{', '.join(o.title for o in turned) or 'none'}).", cites.cr("sec_facedown_runner_cards"))


APOCALYPSE = event("Apocalypse", "", faction="apex", cost=3, inf=3, text=(
    "Play only if you made a successful run on HQ, R&D and Archives this turn.",
    "Trash all installed Corp cards. Turn all installed Runner cards facedown."),
    on_play=on_play(_apocalypse), playable=_ran_every_central_this_turn)
DEFINITIONS = DEFINITIONS + (APOCALYPSE,)


def _one_more_on_the_attacked_server(game: Game, ctx: Ctx) -> None:
    """Jailbreak: "when you breach the attacked server, access 1 additional card", once the run is
    successful (cr/rule_if_successful)."""
    from rulesdb.engine.cards.hooks import _once_successful
    from rulesdb.engine.effects.common import lasting
    server = game.run.server
    kind = {"HQ": "access-hq", "R&D": "access-rd"}.get(server)
    if kind is not None:
        lasting(game, kind, _once_successful(kind, lambda game, card, breached: int(breached == server)),
                f"Jailbreak: access 1 additional card from {server}", "run", ctx.by)


JAILBREAK = event("Jailbreak", "Run", faction="neutral-runner", cost=0, inf=0, text=(
    "Run HQ or R&D. If successful, draw 1 card and when you breach the attacked server, access 1 additional "
    "card.",),
    on_play=run_event(whenever("run-begins", _one_more_on_the_attacked_server, starts="Run HQ"),
                      whenever("successful", draw(1), starts="Run HQ")))


def _carpe_diem(game: Game, ctx: Ctx) -> None:
    """Carpe Diem: identify the mark, gain 4[c], then the Runner may run the mark (decision "use Carpe Diem")."""
    from rulesdb.engine.run.steps import make_run
    from rulesdb.engine.state.mark import identify_mark
    server = identify_mark(game, ctx.by)
    gain(4)(game, ctx)
    if game.decider.ask("use Carpe Diem", ["yes", "no"], "Runner") == "yes":
        make_run(game, server, ctx.by)


CARPE_DIEM = event("Carpe Diem", "Run", faction="criminal", cost=1, inf=2, text=(
    "Identify your mark. <em>(If you don’t have a mark, a random central server becomes your mark for this "
    "turn.)</em>", "Gain 4[c]. You may run your mark."), on_play=on_play(_carpe_diem),
    decisions=("use Carpe Diem",))
DEFINITIONS = DEFINITIONS + (JAILBREAK, CARPE_DIEM)
