"""Runner events: economy and draw in a line each, run events with what happens when the run ends."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import during_the_run, instead_of_breaching, on_play, run_event, when_run_ends, whenever
from rulesdb.engine.cards.primitives import Ctx, arrange_top, draw, gain, lose_clicks, sabotage, seq, when
from rulesdb.engine.cards.printed import event
from rulesdb.engine.costtypes import Clicks
from rulesdb.engine.state import Game


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
    passed = {"n": 0}

    def count(game: Game, ctx: Ctx) -> None:
        passed["n"] += 1

    def pay_out(game: Game, ctx: Ctx) -> None:
        gain(6 + passed["n"])(game, ctx)

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
    """Singularity: trash every card installed in the root of the server."""
    from rulesdb.engine.effects import trash
    for card in list(game.servers[ctx.target].root):
        trash(game, card, ctx.by)


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
DIRECT_ACCESS = event("Direct Access", "Run", faction="neutral-runner", cost=1, inf=1, text=(
    "While you are resolving this event, each playerʼs identity loses all abilities.",
    "Run any server. When that run ends, you may shuffle this event into your stack."),
    on_play=_plain_run, waits_for="identities")
ACCOUNT_SIPHON = event("Account Siphon", "Run - Sabotage", faction="criminal", cost=0, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, you may force the Corp to lose up to 5[c], then "
    "you gain 2[c] for each credit lost and take 2 tags.",),
    on_play=run_event(instead_of_breaching("HQ", _siphon, "Account Siphon", "Account Siphon")))
LEGWORK = event("Legwork", "Run", faction="criminal", cost=2, inf=2, text=(
    "Run HQ. If successful, access 2 additional cards when you breach HQ.",),
    on_play=run_event(during_the_run("access-hq", 2, "Legwork: access 2 additional cards from HQ")))
INDEXING = event("Indexing", "Run", faction="shaper", cost=0, inf=3, text=(
    "Run R&D. If successful, instead of breaching R&D, you may look at the top 5 cards of R&D and "
    "arrange them in any order.",),
    on_play=run_event(instead_of_breaching("R&D", arrange_top(5, "Indexing choice"), "Indexing", "Indexing")),
    decisions=("Indexing choice",))
SHOWING_OFF = event("Showing Off", "Run", faction="anarch", cost=2, inf=3, text=(
    "Run R&D. If successful, when you breach R&D, access cards from the bottom of R&D instead of the "
    "top.",), on_play=_plain_run, waits_for="access")
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
STIMHACK = event("Stimhack", "Run", faction="anarch", cost=0, inf=1, text=(
    "Place 9[c] on this event, then run any server. During that run, hosted credits are considered to"
    " be in your credit pool. When that run ends, suffer 1 core damage. This damage cannot be "
    "prevented.",), on_play=_plain_run, waits_for="lasting effects")
TINKERING = event("Tinkering", "Mod", faction="shaper", cost=0, inf=4, text=(
    "Choose a piece of ice. That ice gains sentry, code gate, and barrier until the end of the turn.",),
    waits_for="lasting effects")
TEST_RUN = event("Test Run", "", faction="shaper", cost=3, inf=3, text=(
    "Search either your stack or your heap for 1 program. <em>(Shuffle your stack after searching "
    "it.)</em> Install that program, ignoring all costs. When your turn ends, if that program has not"
    " been uninstalled, add it to the top of your stack.",), waits_for="searching decks")
SPECIAL_ORDER = event("Special Order", "", faction="criminal", cost=1, inf=2, text=(
    "Search your stack for an icebreaker, reveal it, and add it to your grip. Shuffle your stack.",),
    waits_for="searching decks")

IVE_HAD_WORSE = event("I've Had Worse", "", faction="anarch", cost=1, inf=2, text=(
    "Draw 3 cards.", "Whenever I've Had Worse is trashed by taking net or meat damage, draw 3 cards."),
    on_play=on_play(draw(3)), waits_for="trash events")
NOBLE_PATH = event("The Noble Path", "Run", faction="anarch", cost=0, inf=2, text=(
    "Trash all cards from your grip. Run any server. Whenever you would take damage during that run, "
    "prevent all of that damage.",), waits_for="lasting effects")
IMMOLATION_SCRIPT = event("Immolation Script", "Run", faction="anarch", cost=0, inf=3, text=(
    "Run Archives. If successful, whenever you would access a faceup piece of ice in Archives this "
    "run, you may instead trash 1 rezzed copy of that ice. Use this ability only once this run.",),
    on_play=_plain_run, waits_for="access")

CHASTUSHKA = event("Chastushka", "Run - Sabotage", faction="anarch", cost=3, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, sabotage 4. <em>(The Corp trashes 4 cards of their "
    "choice from HQ and/or the top of R&D.)</em>",),
    on_play=run_event(instead_of_breaching("HQ", sabotage(4), "Chastushka: sabotage 4", "Chastushka")),
    decisions=("Chastushka choice",))


DEFINITIONS = (IVE_HAD_WORSE, NOBLE_PATH, IMMOLATION_SCRIPT, QUALITY_TIME, BUILD_SCRIPT, PROCESS_AUTOMATION,
               CREATIVE_COMMISSION, LUCKY_FIND, DAY_JOB, DEJA_VU, INFILTRATION, DIRTY_LAUNDRY, BRAVADO,
               DIRECT_ACCESS, ACCOUNT_SIPHON, LEGWORK, INDEXING, SHOWING_OFF, BECAUSE_I_CAN, SINGULARITY,
               WANTON_DESTRUCTION, STIMHACK, TINKERING, TEST_RUN, SPECIAL_ORDER, CHASTUSHKA)
