"""Events whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, instead_of_breaching, run_event, when_run_ends
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import said_choices, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain, remove_tags
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.timing.priority import REZ_ADDITIONAL_CREDITS


def _bravado_play(game: Game, card, server) -> None:
    """Bravado: 6[c] plus 1[c] per distinct ice object passed during the run, read from the turn's record of passed
    ice as the run ends, so a passed piece of ice trashed later still counts (cr/rule_previous_object). Counting is
    no ability: nothing of Bravado's is met as ice is passed."""
    def pay_out(game: Game, ctx: Ctx) -> None:
        number = ctx.event.info.get("run")
        passed = {ice.object_id for run, ice in game.turn.passed if run == number}
        game.trace.add(f"{ctx.by}: the Runner passed {counted(len(passed), 'different piece')} of ice during the run, "
                       "including any no longer installed.", cites.cr("rule_previous_object"), key=True)
        gain(6 + len(passed))(game, ctx)

    run_event(when_run_ends(pay_out, starts="Run"))(game, card, server)


def _shuffle_root_into_rd(game: Game, ctx: Ctx) -> None:
    """Because I Can: every card in the root of the server is shuffled into R&D."""
    server = game.servers[ctx.target]
    moved = [game.change_zone(c, "rd") for c in server.root]
    server.root.clear()
    game.corp.deck.extend(moved)
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: {counted(len(moved), 'card')} from the root of {ctx.target} "
                   f"{'is' if len(moved) == 1 else 'are'} shuffled into R&D.",
                   cites.SHUFFLE)


BECAUSE_I_CAN = event("Because I Can", "Run", faction="shaper", cost=0, inf=1, text=(
    "Run a remote server. If successful, instead of breaching that server, you may force the Corp to "
    "shuffle all cards in the root of that server into R&D.",),
    on_play=run_event(instead_of_breaching(None, _shuffle_root_into_rd, "Because I Can")))


BRAVADO = event("Bravado", "Run", faction="criminal", cost=3, inf=3, text=(
    "Run a server protected by ice. When that run ends, gain 6[c] plus 1[c] for each piece of ice you"
    " passed during that run.",), on_play=_bravado_play)


BUILD_SCRIPT = event("Build Script", "", faction="neutral-runner", cost=0, inf=1,
                     text=("Gain 1[c] and draw 2 cards.",), on_play=on_play(seq(gain(1), draw(2))))


def _blueberry_diesel(game: Game, ctx: Ctx) -> None:
    """Blueberry!™ Diesel: look at the top 2 cards of the stack, maybe add 1 to the bottom, draw 2."""
    from rulesdb.engine import cites
    stack = game.runner.deck
    top = stack[:2]
    game.trace.add(f"{ctx.by}: the Runner looks at the top {counted(len(top), 'card')} of their stack.",
                   cites.cr("rule_look_reveal_instruction"))
    titles = [c.title for c in top]
    choice = game.decider.ask("Blueberry!™ Diesel choice", ["no", *titles], "Runner") if top else "no"
    if choice != "no":
        card = top[titles.index(choice)]
        stack.remove(card)
        stack.append(card)
        game.trace.add(f"{ctx.by}: the Runner adds {card.title} to the bottom of the stack.")
    draw(2)(game, ctx)


BLUEBERRY_DIESEL = event("Blueberry!™ Diesel", "", faction="criminal", cost=0, inf=2, text=(
    "Look at the top 2 cards of your stack. You may add 1 of those cards to the bottom of your stack. Draw 2 cards.",),
    on_play=on_play(_blueberry_diesel), decisions=("Blueberry!™ Diesel choice",))


BAHIA_OPTIONS = ("draw 2 cards", "install 1 card from your grip, paying 1[c] less", "remove 1 tag",
                 "place 4[c] on this event")


def _bahia_bands(card):
    """Bahia Bands, if successful: 2 different options in the order the Runner names them ("Bahia Bands choice",
    asked twice); hosted credits pay trash costs for the remainder of the run."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine import cites
        from rulesdb.engine.effects.lasting_effects import lasting
        left, picked = list(BAHIA_OPTIONS), []
        for _ in range(2):
            choice = game.decider.ask("Bahia Bands choice", left, "Runner")
            left.remove(choice)
            picked.append(choice)
            if choice == BAHIA_OPTIONS[0]:
                draw(2)(game, ctx)
            elif choice == BAHIA_OPTIONS[1]:
                install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Bahia Bands target", less=1,
                            optional=False)
            elif choice == BAHIA_OPTIONS[2]:
                remove_tags(1)(game, ctx)
            else:
                card.counters["credits"] = card.counters.get("credits", 0) + 4
                game.trace.add("Bahia Bands: 4[c] are placed on it.", cites.CREDITS_ON_CARDS)
                lasting(game, "hosted-credits-in-pool",
                        lambda game, obj, payment: card if payment.purpose == "trash" else None,
                        "Bahia Bands: you can spend its hosted credits to pay trash costs", "run", ctx.by)
        said_choices(game, ctx, "runner", picked)
    return resolve


def _play_bahia_bands(game: Game, card, server) -> None:
    run_event(whenever("successful", _bahia_bands(card), starts="Run any server"))(game, card, server)


BAHIA_BANDS = event("Bahia Bands", "Run", faction="neutral-runner", cost=2, inf=1, text=(
    "Run any server. If successful, resolve 2 of the following in any order:<ul><li>Draw 2 cards.</li><li>Install 1 "
    "card from your grip, paying 1[c] less.</li><li>Remove 1 tag.</li><li>Place 4[c] on this event. You can spend "
    "hosted credits to pay trash costs for the remainder of this run.</li></ul>",), on_play=_play_bahia_bands,
    decisions=("Bahia Bands choice", "Bahia Bands target"))


def _burner(game: Game, ctx: Ctx) -> None:
    """Burner: 3 cards of HQ revealed at random (seeded, cr/rule_reveal); the Runner names 2 of them ("Burner target")
    and, for each in that order, the top or the bottom of R&D ("Burner choice"); a later one put on top covers an
    earlier one (cr/rule_act_on_multiple_cards: the Runner orders them)."""
    from rulesdb.engine.state.decisions import titles_from
    hq = game.corp.hand
    revealed = game.rng.sample(hq, min(3, len(hq)))
    game.trace.add(f"{ctx.by}: the Corp reveals {', '.join(c.title for c in revealed) or 'nothing'} from HQ at random.",
                   cites.cr("rule_reveal"), key=True)
    titles = [c.title for c in revealed]
    if not titles:
        return
    named = ask_must(game, "Burner target", titles, "Runner", cites.C_TARGETS, whole=len(titles) <= 2,
                     check=titles_from(titles, "the revealed cards", exactly=min(2, len(titles))))
    left = list(revealed)
    for title in named:
        card = left.pop([c.title for c in left].index(title))
        where = game.decider.ask("Burner choice", ["top", "bottom"], "Runner")
        hq.remove(card)
        moved = game.change_zone(card, "rd")
        game.corp.deck.insert(0, moved) if where == "top" else game.corp.deck.append(moved)
        game.trace.add(f"{ctx.by}: {card.title} is added to the {where} of R&D.", cites.NEW_OBJECT, key=True)


BURNER = event("Burner", "Run", faction="shaper", cost=1, inf=3, text=(
    "Run HQ. If successful, instead of breaching HQ, reveal 3 cards in HQ at random. Add 2 of the revealed cards to "
    "the top and/or bottom of R&D.",),
    on_play=run_event(instead_of_breaching("HQ", _burner, "Burner")), decisions=("Burner target", "Burner choice"))


def _corp_has_bad_publicity(game: Game, card) -> str:
    return "" if game.corp.bad_publicity else "the Corp has no bad publicity"


BLACKMAIL = event("Blackmail", "Run", faction="neutral-runner", cost=1, inf=0, text=(
    "Play only if the Corp has at least 1 bad publicity.",
    "Make a run. The Corp cannot rez ice for the duration of this run."), playable=_corp_has_bad_publicity,
    on_play=run_event(during_the_run("cannot-rez", lambda game, card, subject: subject.is_ice,
                                     "The Corp cannot rez ice for the duration of this run.", starts="Make a run")))


def _bribery(game: Game, card, server) -> None:
    """Bribery: X named as it is played; during the run the Corp pays X[c] more to rez the first unrezzed piece of ice
    the Runner approaches (and only that one)."""
    x, first = card.counters.get("x", 0), {}

    def first_unrezzed(game: Game, ling, event) -> bool:
        return "ice" not in first and event.subject.is_ice and not event.subject.rezzed

    def remember(game: Game, ctx: Ctx) -> None:
        first["ice"] = ctx.event.subject

    run_event(whenever("approach", remember, first_unrezzed, starts="Make a run"),
              during_the_run(REZ_ADDITIONAL_CREDITS, lambda game, c, ice: x if first.get("ice") is ice else 0,
                             f"The Corp must pay {x}[c] as an additional cost to rez the first unrezzed piece of ice "
                             "approached.", starts="Make a run"))(game, card, server)


BRIBERY = event("Bribery", "Run", faction="criminal", cost=None, inf=2, text=(
    "Make a run. During this run, the Corp must pay X[c] as an additional cost to rez the first unrezzed piece of ice "
    "approached.",), x_cost=True, on_play=_bribery)
